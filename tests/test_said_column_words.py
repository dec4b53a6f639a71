"""A column's word said another way, through a real Datasette serving a real SQLite file
(docs/one-box.md, "Column words"): `点击量`, `点击数`, `点击数量` and `点击个数` are one column's word,
and `起步价` is `起步价格`, whichever ending the schema chose — in a question and in a requested field;
a unit the name writes in brackets is said after it (`实际速度千米每小时` for 实际速度(千米/时)).
But after the table's own word (`空调售卖数` on the 空调售卖 table) a count ending counts the table's
rows, and a column whose count has another ending (售卖量) is not taken for it.
"""

from __future__ import annotations

import sqlite3
import urllib.parse

import pytest
import pytest_asyncio

from tests.test_held_values import ask, conditions, rows_of, serving

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE books ( -- 出版图书
    id INTEGER PRIMARY KEY,
    title TEXT, -- 书名
    genre TEXT, -- 类型
    clicks INTEGER -- 点击数
);
CREATE TABLE 机场 (
    id INTEGER PRIMARY KEY,
    名称 TEXT,
    所在城市 TEXT,
    机位数量 INTEGER
);
CREATE TABLE 城市拥堵 (
    id INTEGER PRIMARY KEY,
    城市 TEXT,
    "实际速度(千米/时)" REAL
);
CREATE TABLE 快递费 (
    id INTEGER PRIMARY KEY,
    区域 TEXT,
    起步价格 INTEGER
);
CREATE TABLE 空调售卖 (
    id INTEGER PRIMARY KEY,
    季度 TEXT,
    品牌 TEXT,
    售卖量 INTEGER
);
"""
BOOKS = [(1, "雪中悍刀行", "武侠", 12000000), (2, "三体", "科幻", 9000000), (3, "明朝那些事儿", "历史", 800000)]
AIRPORTS = [(1, "首都机场", "北京", 314), (2, "双流机场", "成都", 178), (3, "萧山机场", "杭州", 100)]
SALES = [(1, "一季度", "格力", 3), (2, "一季度", "美的", 8), (3, "二季度", "格力", 2)]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into books values (?,?,?,?)", BOOKS)
    conn.executemany("insert into 机场 values (?,?,?,?)", AIRPORTS)
    conn.executemany("insert into 空调售卖 values (?,?,?,?)", SALES)
    conn.executemany("insert into 快递费 values (?,?,?)", [(1, "华东", 8), (2, "华北", 10), (3, "西北", 15)])
    conn.executemany("insert into 城市拥堵 values (?,?,?)", [(1, "甲市", 22.5), (2, "乙市", 30.1), (3, "丙市", 18.0)])
    conn.commit()
    conn.close()
    return str(path)


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make(tmp_path / "counts.db")) as ds:
        yield ds


@pytest.mark.parametrize("q, op, value, ids", [
    ("点击量超过一千万的图书有哪些", "gt", "10000000", [1]),
    ("点击数量不到一千万的图书", "lt", "10000000", [2, 3]),
    ("点击个数正好900万的出版图书", "exact", "9000000", [2]),
])
async def test_a_count_with_another_ending_names_the_described_column(ds, q, op, value, ids):
    # the column is described 点击数; people say 点击量 as often
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "books", result["reason"]
    assert conditions(result) == [("clicks", op, value)]
    assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ids


@pytest.mark.parametrize("q, op, ids", [("机位数为100的机场有哪些", "exact", [3]), ("机位数低于200的机场", "lt", [2, 3])])
async def test_a_count_with_another_ending_names_the_named_column(ds, q, op, ids):
    # the column is named 机位数量 (a Chinese name, no description)
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "机场", result["reason"]
    assert [(column, o) for column, o, _ in conditions(result)] == [("机位数量", op)]
    assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ids


async def test_the_count_asked_for_is_the_column(ds):
    result = await ask(ds, "所有机场中，最少机位数是多少")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "机场", result["reason"]
    assert result["intent"]["aggregate"] == {"fn": "min", "column": "机位数量"}


async def test_a_requested_field_with_another_ending_is_the_column(ds):
    response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(
        {"entity": "出版图书", "fields": "书名,点击量", "_lang": "zh"}))
    result = response.json()
    assert response.status_code == 200 and result["status"] == "resolved", result
    assert [c["column"] for c in result["resolved"]["columns"]] == ["title", "clicks"]
    assert "_col=clicks" in result["links"]["table"]


@pytest.mark.parametrize("q", ["哪些季度的空调售卖数小于等于5", "空调售卖数量超过2个的季度"])
async def test_a_count_after_the_tables_own_word_is_not_the_column(ds, q):
    # 空调售卖数 counts the sales rows (per 季度); 售卖量 is a column of each row — reading the words as
    # `售卖量 <= 5` would answer another question
    result = await ask(ds, q)
    assert "售卖量" not in [c for c, _, _ in (conditions(result) if result.get("predicate") else [])], result


@pytest.mark.parametrize("q, op, ids", [("起步价超过8元的快递费", "gt", [2, 3]), ("快递费起步价不多于10的有哪些区域", "lte", [1, 2])])
async def test_a_price_without_its_last_character_names_the_column(ds, q, op, ids):
    # 起步价 for 起步价格: people drop 格 as they drop 量 from 数量
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "快递费", result["reason"]
    assert [(c, o) for c, o, _ in conditions(result)] == [("起步价格", op)]
    assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ids


async def test_a_unit_in_brackets_said_after_the_name(ds):
    result = await ask(ds, "按实际速度千米每小时降序排列城市拥堵的城市")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "城市拥堵", result["reason"]
    assert result["intent"] == {"order": {"column": "实际速度(千米/时)", "desc": True}}
    assert [row["城市"] for row in await rows_of(ds, result["links"]["table"])] == ["乙市", "甲市", "丙市"]
    result = await ask(ds, "实际速度千米每时低于20的城市拥堵")
    assert conditions(result) == [("实际速度(千米/时)", "lt", "20")], result["reason"]
    response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(
        {"entity": "城市拥堵", "fields": "城市,实际速度千米每小时", "_lang": "zh"}))
    assert [c["column"] for c in response.json()["resolved"]["columns"]] == ["城市", "实际速度(千米/时)"]
    result = await ask(ds, "实际速度低于20的城市拥堵")  # the name without its unit is the name too
    assert conditions(result) == [("实际速度(千米/时)", "lt", "20")], result["reason"]
