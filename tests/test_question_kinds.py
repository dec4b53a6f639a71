"""Kinds and every value of a column, as people type them, through a real Datasette serving a real
SQLite file (docs/one-box.md, "Values from the data"):

- `喜剧类电影`, `悬疑 类 电影`, `非喜剧类的电影`: a value the rows hold with 类 after it is rows of that
  kind (类 says nothing more) — every kind of it when other values hold it too (`工程师类员工`: 高级工程师
  as well); 类 after a word no row holds is still asked about;
- `男的女的？`, `给出男性和女性演员的姓名`: every value the column holds, listed, leaves no row out — the
  column is shown, with no filter; but `女演员`, one character a column holds typed onto the table's
  word, is a filter (the whole table would return the men too).
"""

from __future__ import annotations

import sqlite3

import pytest
import pytest_asyncio

from tests.test_held_values import ask, conditions, rows_of, serving
from tests.test_question_heads import one_table

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE films ( -- 电影
    id INTEGER PRIMARY KEY,
    title TEXT, -- 片名
    genre TEXT, -- 类型
    minutes INTEGER -- 片长
);
CREATE TABLE actors ( -- 演员
    id INTEGER PRIMARY KEY,
    name TEXT, -- 姓名
    sex TEXT, -- 性别
    born DATE -- 出生日期
);
"""
FILMS = [(1, "大话西游", "喜剧", 95), (2, "心迷宫", "悬疑", 110), (3, "夏洛特烦恼", "喜剧", 104), (4, "白日焰火", "悬疑", 106),
         (5, "建国大业", "历史", 138)]
ACTORS = [(1, "周迅", "女", "1974-10-18"), (2, "黄渤", "男", "1974-08-26"), (3, "孙俪", "女", "1982-09-26")]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into films values (?,?,?,?)", FILMS)
    conn.executemany("insert into actors values (?,?,?,?)", ACTORS)
    conn.commit()
    conn.close()
    return str(path)


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make(tmp_path / "films.db")) as ds:
        yield ds


@pytest.mark.parametrize("q, op, value, titles", [
    ("喜剧类电影有哪些", "exact", "喜剧", ["大话西游", "夏洛特烦恼"]),
    ("悬疑类的电影", "exact", "悬疑", ["心迷宫", "白日焰火"]),
    ("非喜剧类的电影有哪些", "not", "喜剧", ["心迷宫", "白日焰火", "建国大业"]),
])
async def test_a_kind_typed_with_lei_is_rows_of_that_kind(ds, q, op, value, titles):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "films", result["reason"]
    assert conditions(result) == [("genre", op, value)]
    assert [row["title"] for row in await rows_of(ds, result["links"]["table"])] == titles


async def test_a_kind_other_values_hold_too_is_every_kind_of_it(tmp_path):
    path = one_table(tmp_path / "staff.db", "CREATE TABLE 员工 (姓名 TEXT PRIMARY KEY, 职称 TEXT)",
                     [("甲", "工程师"), ("乙", "高级工程师"), ("丙", "经理")])
    async with serving(path) as ds:
        result = await ask(ds, "工程师类员工有哪些")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("职称", "contains", "工程师")]
        assert [row["姓名"] for row in await rows_of(ds, result["links"]["table"])] == ["乙", "甲"]


async def test_lei_after_a_word_no_row_holds_is_still_asked_about(ds):
    result = await ask(ds, "武侠类电影有哪些")
    assert result["status"] != "resolved" and "武侠" in result["reason"], result


@pytest.mark.parametrize("q, kept", [("出生日期在1980年之前的演员都有谁？男的女的？", [1, 2]),
                                     ("给出男性和女性演员的姓名", [1, 2, 3]), ("演员中男的女的都有谁", [1, 2, 3])])
async def test_every_value_of_a_column_is_no_filter(ds, q, kept):
    # 男 and 女 are all the rows hold: the person asks which each row is, not for some of the rows
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "actors", result["reason"]
    assert "sex" not in [column for column, _, _ in (conditions(result) if result["predicate"] else [])]
    assert "_col=sex" in result["links"]["table"]  # the column is shown
    rows = await rows_of(ds, result["links"]["table"])
    assert [row["id"] for row in rows] == kept and all("sex" in row for row in rows)


async def test_every_value_with_no_table_word_is_never_a_filter(ds):
    # no word names the table: the column words alone find it, and 男性、女性 — every value the rows
    # hold — still filter nothing (it was `sex in (男, 女)`, each sex asked for on its own)
    result = await ask(ds, "分别给出男性和女性的出生日期最早是多少")
    assert not result["predicate"] or "sex" not in [column for column, _, _ in conditions(result)], result["predicate"]


async def test_every_value_after_the_columns_word_stays_as_typed(ds):
    # `性别是男或女`: the column named, the values typed as a condition — kept as the person wrote it
    result = await ask(ds, "性别是男或女的演员")
    assert result["status"] == "resolved" and conditions(result) == [("sex", "in", ["男", "女"])], result["reason"]


@pytest.mark.parametrize("q, sex, ids", [("女演员有哪些", "女", [1, 3]), ("男演员", "男", [2]), ("女的演员有哪些", "女", [1, 3])])
async def test_a_value_typed_onto_the_tables_word_is_a_filter(ds, q, sex, ids):
    # `女演员` is one word to the segmenter: 女 (a sex the rows hold) typed onto 演员 (the table) — the
    # actors table with no filter would return the men too
    result = await ask(ds, q)
    assert result["status"] == "resolved" and conditions(result) == [("sex", "exact", sex)], result["reason"]
    assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ids
