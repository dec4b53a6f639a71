"""A row named with the table's word (docs/one-box.md, "Questions"): `研发部门的负责人和联系电话` asks for one
department — 研发部门 is its name (部门名称), typed as people call it. From a schema alone (DDL, no rows) 研发 was
a word nothing fits and the question was refused; it is read now as the name column's value, the commands run
as a user runs them (`datasette dbgraph index schema.sql`, `datasette dbgraph resolve`). When the rows were read
and hold no such name, when one character sets nothing apart, or when the word is typed alone, nothing is read
into it — nor into a kind of a table that is no unit people name so (`进口商品`, `热门商品`)."""

from __future__ import annotations

import json
import sqlite3

import pytest
from click.testing import CliRunner
from datasette.cli import cli

from tests.test_question_counts import ask, rows_of, serving

SCHEMA = """
CREATE TABLE sys_dept (
  dept_id bigint(20) NOT NULL AUTO_INCREMENT COMMENT '部门id',
  dept_name varchar(30) DEFAULT '' COMMENT '部门名称',
  leader varchar(20) DEFAULT NULL COMMENT '负责人',
  phone varchar(11) DEFAULT NULL COMMENT '联系电话',
  status char(1) DEFAULT '0' COMMENT '部门状态（0正常 1停用）',
  PRIMARY KEY (dept_id)
) ENGINE=InnoDB COMMENT='部门表';
CREATE TABLE sys_user (
  user_id bigint(20) NOT NULL AUTO_INCREMENT COMMENT '用户ID',
  dept_id bigint(20) DEFAULT NULL COMMENT '部门ID',
  user_name varchar(30) NOT NULL COMMENT '用户账号',
  PRIMARY KEY (user_id)
) ENGINE=InnoDB COMMENT='用户信息表';
CREATE TABLE store_product (
  id bigint(20) NOT NULL AUTO_INCREMENT COMMENT '商品id',
  store_name varchar(128) NOT NULL COMMENT '商品名称',
  price decimal(8,2) NOT NULL COMMENT '商品价格',
  PRIMARY KEY (id)
) ENGINE=InnoDB COMMENT='商品表';
"""


def index_of_schema(tmp_path_factory, name: str, schema: str) -> str:
    """`datasette dbgraph index NAME.sql -o index.db`, as a user runs it; the index's path."""
    folder = tmp_path_factory.mktemp(name)
    (folder / f"{name}.sql").write_text(schema, encoding="utf-8")
    result = CliRunner().invoke(cli, ["dbgraph", "index", str(folder / f"{name}.sql"), "-o", str(folder / "index.db")])
    assert result.exit_code == 0, result.output
    return str(folder / "index.db")


@pytest.fixture(scope="module")
def schema_index(tmp_path_factory):
    return index_of_schema(tmp_path_factory, "ruoyi", SCHEMA)


def resolve(index: str, q: str, lang: str = "zh") -> dict:
    """`datasette dbgraph resolve INDEX Q --json`."""
    result = CliRunner().invoke(cli, ["dbgraph", "resolve", index, q, "--json", "--lang", lang], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize("q, fields", [
    ("研发部门的负责人和联系电话", ["leader", "phone"]),
    ("测试部门的负责人是谁", ["leader"]),
    ("部门名称为研发部门的负责人", ["dept_name", "leader"]),
])
def test_the_word_before_the_tables_word_names_one_row(schema_index, q, fields):
    data = resolve(schema_index, q)
    assert data["status"] == "resolved" and data["resolved"]["table"] == "sys_dept", data["reason"]
    assert data["predicate"]["clause"] == "WHERE `dept_name` = ?" and data["predicate"]["values"][0].endswith("部门")
    assert data["understood"]["fields"] == fields


@pytest.mark.parametrize("q", ["总部门的负责人", "研发部门", "进口商品的价格", "热门商品的价格"])
def test_a_kind_one_character_or_the_word_alone_names_no_row(schema_index, q):
    # (总 sets nothing apart; typed alone the word asks for the departments, as before; imported or popular
    # products are kinds of product, not products so named)
    data = resolve(schema_index, q)
    assert not (data.get("predicate") or {}).get("clause"), data


def company(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE sys_dept ( -- 部门表
          dept_id INTEGER PRIMARY KEY, dept_name TEXT, -- 部门名称
          leader TEXT -- 负责人
        );
    """)
    conn.executemany("insert into sys_dept values (?,?,?)", [(103, "研发部门", "张工"), (104, "市场部门", "李经理")])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.asyncio
async def test_served_rows_are_asked_what_they_hold(tmp_path):
    async with serving(company(tmp_path / "company.db")) as ds:
        result = await ask(ds, "研发部门的负责人")
        assert result["status"] == "resolved" and result["predicate"]["values"] == ["研发部门"], result["reason"]
        assert [row["dept_id"] for row in await rows_of(ds, result["links"]["table"])] == [103]
        result = await ask(ds, "财务部门的负责人")  # no department is called so
        assert result["status"] != "resolved", result["predicate"]
