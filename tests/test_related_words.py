"""`工程相关的专业`, `与鸡相关的菜品`, `和海关有关的职位` (docs/one-box.md, "Questions"): a word then 相关/有关 asks for
the rows whose name holds the word — `名称 like %工程%` —, and `励志类的小说` those whose kind does, through a real
Datasette serving a real SQLite file. The
name's column first when several columns hold the word; several, none named so: asked; no column holds it, or no
相关 after it: asked about as before."""

from __future__ import annotations

import pytest
import pytest_asyncio

from tests.conftest import make_sqlite
from tests.test_question_totals import ask, rows_of, serving

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE 专业 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 学科类型 TEXT);
CREATE TABLE 菜品 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 做法 TEXT, 口味 TEXT);
CREATE TABLE 职位 (词条id INTEGER PRIMARY KEY, 部门 TEXT, 岗位 TEXT, 招考人数 INTEGER);
CREATE TABLE 小说 (词条id INTEGER PRIMARY KEY, 书名 TEXT, 类型 TEXT);
CREATE TABLE 建筑奖项 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 总奖金 INTEGER);
"""
ROWS = {
    "专业": [(1, "土木工程", "工学"), (2, "软件工程", "工学"), (3, "汉语言文学", "文学"), (4, "工程管理", "管理学")],
    "菜品": [(1, "宫保鸡丁", "鸡肉切丁爆炒", "香辣"), (2, "白切鸡", "整鸡煮熟", "清淡"), (3, "麻婆豆腐", "豆腐配牛肉末", "麻辣"),
           (4, "鱼香肉丝", "猪肉切丝，不放鸡", "酸甜")],
    "职位": [(1, "海关总署", "海关缉私", 3), (2, "税务局", "海关关税核算", 2), (3, "统计局", "统计调查", 5)],
    # 励志 is in the kinds and in one title: after 类, the kind's column
    "小说": [(1, "平凡的世界", "青春励志"), (2, "励志人生", "都市情感"), (3, "活着", "现实励志"), (4, "围城", "讽刺")],
    "建筑奖项": [(1, "普利兹克建筑奖", 100000), (2, "阿尔瓦·阿尔托奖", 25000), (3, "建筑师金奖", 50000)],
}


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make_sqlite(tmp_path / "related.db", SCHEMA, ROWS)) as ds:
        yield ds


@pytest.mark.parametrize("q, table, column, value, ids", [
    ("工程相关的专业有哪些", "专业", "名称", "工程", [1, 2, 4]),
    ("和工程有关的专业", "专业", "名称", "工程", [1, 2, 4]),
    ("给出一些工程相关的专业以及学科类型", "专业", "名称", "工程", [1, 2, 4]),
    # 鸡 is in 做法 too (鱼香肉丝: 不放鸡): the column of the dish's name is the one meant
    ("与鸡相关的菜品有哪些", "菜品", "名称", "鸡", [1, 2]),
])
async def test_a_word_then_related_is_the_rows_whose_name_holds_it(ds, q, table, column, value, ids):
    # refused before: the word and 相关 fit nothing
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
    assert [(c["column"], c["op"], c["value"]) for c in result["predicate"]["conditions"]] == [(column, "contains", value)]
    assert result["predicate"]["values"] == [f"%{value}%"]
    assert sorted(row["词条id"] for row in await rows_of(ds, result["links"]["table"])) == ids
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]


@pytest.mark.parametrize("q", ["励志类的小说", "推荐一些励志类小说"])
async def test_a_word_then_kind_is_the_rows_whose_kind_holds_it(ds, q):
    # refused before: 励志 is held whole by no column (青春励志, 现实励志) and 类 fit nothing
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "小说", result["reason"]
    assert [(c["column"], c["op"], c["value"]) for c in result["predicate"]["conditions"]] == [("类型", "contains", "励志")]
    assert sorted(row["词条id"] for row in await rows_of(ds, result["links"]["table"])) == [1, 3]


async def test_a_word_of_the_tables_name_before_kind_names_the_table(ds):
    # `建筑类奖项` on 建筑奖项: 建筑 names the table (and is in two prizes' names) — every prize, no condition
    result = await ask(ds, "一共有多少个建筑类奖项")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "建筑奖项", result["reason"]
    assert not (result.get("predicate") or {}).get("conditions")
    assert result["intent"] == {"count": True} and result["rows"]["count"] == 3


async def test_several_columns_none_of_names_are_asked_about(ds):
    # 海关 is in 部门 (海关总署) and in 岗位 (海关缉私, 海关关税核算): which one is meant is asked, never guessed
    result = await ask(ds, "海关相关的职位")
    assert result["status"] != "resolved"


@pytest.mark.parametrize("q", ["化学相关的专业", "工程专业有哪些"])
async def test_no_column_holding_it_or_no_related_word_stays_asked(ds, q):
    # 化学 is in no name; 工程 alone, with no 相关 after it, is no way to pick rows (it may be part of one name)
    result = await ask(ds, q)
    assert result["status"] == "not_found"
    assert [s["text"] for s in result["understood"]["spans"] if s["as"] == "unknown"][:1] == [q[:2]]
