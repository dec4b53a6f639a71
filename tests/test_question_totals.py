"""Counts of things, totals and whole table names in questions, through a real Datasette serving a
real SQLite file (docs/one-box.md, "Questions"):

- `少于3座体育馆的城市`, `最多拥有2座体育馆`, `最少包含2座`: a count typed onto the word of the column
  that counts those things is a condition on that column;
- `平均有2座体育馆`: an average compared is no row filter — refused, saying why, never the rows of a wrong
  condition; `体育馆总数不超过5的省份` is each province's total compared (`having`);
- `电动汽车厂商最多的是哪个国家`: a table's whole name typed in one piece names that table;
- `都有哪些线上课程`: part of a value typed onto the table's word is not that value;
- `哪些城市是省会`, `哪些城市做过省份的省会`: a 是否… column whose rows say 是 or 否 is a yes/no column;
- `球队不是火箭队` where the rows write 火箭: the name without the word for its kind;
- `荣誉不是浙江最大的连锁药房`: a value the rows hold whole, question words inside it, is that
  value — never 所在省 != 浙江;
- `每个国家有多少家门店` with 所属国家 and 覆盖国家数量: a column that counts countries is no group, and
  what is counted, typed after the count word, names the table;
- `哪些省份的城市超过2个，其最大人口是多少`: the count per group kept with an average or most asked;
  `哪种授课方式的课程少于3门` (哪种 asks which, 门 counts), `…的是什么省份` too; `有荣誉正好2个`
  counts what 有 names — asked;
- `员工不超过35岁`: an age is never the value of a column that counts things (员工数) — asked;
- `哪些省份的城市平均人口超过1100`: an average or total compared per the group asked for is that
  group's `having` (also with a total of another column asked after it); with no group, or another
  condition beside it after the group's word, refused;
- `哪些省份有3个以上的城市`: a count of rows compared is per the group the question names
  (intent `having`); the SQL link keeps the groups whose count passes, and no table link is given.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import urllib.parse

import pytest
import pytest_asyncio
from datasette.app import Datasette

from datasette_dbgraph.serving.state.catalog import state

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE 城市 (
    名称 TEXT PRIMARY KEY,
    所属省份 TEXT,
    体育馆数量 INTEGER,
    人口 INTEGER,
    是否省会 TEXT
);
CREATE TABLE 电动汽车厂商 (
    名称 TEXT PRIMARY KEY,
    所属国家 TEXT,
    年销量 INTEGER
);
CREATE TABLE 电动汽车出口国家 (
    国家 TEXT,
    厂商 TEXT,
    出口量 INTEGER
);
CREATE TABLE 药房 (
    名称 TEXT PRIMARY KEY,
    所在省 TEXT,
    荣誉 TEXT
);
CREATE TABLE 球员 (
    姓名 TEXT PRIMARY KEY,
    球队 TEXT
);
CREATE TABLE 门店 (
    名称 TEXT PRIMARY KEY,
    所属国家 TEXT,
    覆盖国家数量 INTEGER,
    员工数 INTEGER
);
CREATE TABLE 课程 (
    名称 TEXT PRIMARY KEY,
    方向 TEXT,
    授课方式 TEXT,
    课时费 INTEGER
);
"""
CITIES = [("杭州", "浙江", 4, 1200, "是"), ("宁波", "浙江", 2, 900, "否"), ("温州", "浙江", 1, 950, "否"),
          ("广州", "广东", 5, 1800, "是"), ("佛山", "广东", 3, 950, "否")]
MAKERS = [("甲车", "中国", 100), ("乙车", "中国", 80), ("丙车", "德国", 50)]
EXPORTS = [("德国", "甲车", 10), ("法国", "甲车", 5), ("泰国", "乙车", 7)]
COURSES = [("算法课", "算法", "线上直播", 1000), ("数据课", "数据", "线下面授", 500),
           ("论文课", "算法", "线上直播", 300), ("视觉课", "视觉", "线上直播", 800),
           ("推荐课", "数据", "线下面授", 200)]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into 城市 values (?,?,?,?,?)", CITIES)
    conn.executemany("insert into 电动汽车厂商 values (?,?,?)", MAKERS)
    conn.executemany("insert into 电动汽车出口国家 values (?,?,?)", EXPORTS)
    conn.executemany("insert into 课程 values (?,?,?,?)", COURSES)
    conn.executemany("insert into 门店 values (?,?,?,?)", [("甲店", "中国", 3, 40), ("乙店", "中国", 5, 12),
                                                        ("丙店", "日本", 2, 30)])
    conn.executemany("insert into 药房 values (?,?,?)", [("甲药房", "浙江", "浙江最大的连锁药房"), ("乙药房", "浙江", "服务之星"),
                                                     ("丙药房", "江苏", "江苏最大的连锁药房")])
    conn.executemany("insert into 球员 values (?,?)", [("甲", "火箭"), ("乙", "勇士"), ("丙", "火箭"), ("丁", "勇士")])
    conn.commit()
    conn.close()
    return str(path)


async def ask(ds: Datasette, q: str) -> dict:
    for _ in range(60):  # while the index is first built the answer is `busy`: ask again, as a person would
        response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}))
        if response.status_code != 503:
            break
        await asyncio.sleep(0.5)
    assert response.status_code == 200, response.text
    return response.json()


async def rows_of(ds: Datasette, link: str) -> list[dict]:
    path, _, query = link.partition("?")
    response = await ds.client.get(f"{path}.json?{query}&_shape=array&_size=max")
    assert response.status_code == 200, response.text
    return response.json()


@contextlib.asynccontextmanager
async def serving(path):
    ds = Datasette([str(path)])
    await ds.invoke_startup()
    try:
        yield ds
    finally:
        state(ds).close()


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make(tmp_path / "cities.db")) as ds:
        yield ds


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in (result.get("predicate") or {}).get("conditions", [])]


@pytest.mark.parametrize("q, op, value, names", [
    ("少于3座体育馆的城市", "lt", "3", {"宁波", "温州"}),
    ("最多拥有2座体育馆的城市有哪些", "lte", "2", {"宁波", "温州"}),
    ("最少包含4座体育馆的城市", "gte", "4", {"杭州", "广州"}),
    ("哪些城市有3座体育馆", "exact", "3", {"佛山"}),
])
async def test_a_count_typed_onto_the_column_that_counts_it(ds, q, op, value, names):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
    assert conditions(result) == [("体育馆数量", op, value)]
    rows = await rows_of(ds, result["links"]["table"])
    assert {row["名称"] for row in rows} == names


@pytest.mark.parametrize("q", ["哪些省份的城市平均有3座体育馆"])
async def test_a_total_or_an_average_compared_is_refused(ds, q):
    result = await ask(ds, q)
    assert result["status"] != "resolved", conditions(result)
    assert not conditions(result)
    assert "体育馆" in result["reason"]


async def test_a_total_compared_per_the_group_asked_is_that_groups(ds):
    # no word names a table; only the cities read every word, their 体育馆数量 totalled per 所属省份: each
    # province's total compared (`having`), as unsure as an answer can be — never a condition on any row
    result = await ask(ds, "体育馆总数不超过5的省份有哪些")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
    assert not conditions(result) and result["confidence"] <= 0.6
    assert result["intent"]["having"] == {"fn": "sum", "column": "体育馆数量", "op": "lte", "value": 5}
    assert result["intent"]["group_by"] == ["所属省份"]


async def test_a_whole_table_name_names_that_table(ds):
    result = await ask(ds, "电动汽车厂商最多的是哪个国家")
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "电动汽车厂商"


async def test_part_of_a_value_on_the_table_word_is_no_condition(ds):
    result = await ask(ds, "都有哪些线上课程")
    assert ("授课方式", "exact", "线上直播") not in conditions(result)
    assert result["status"] != "resolved"
    assert "线上" in result["reason"]
    # the value typed whole is still read
    whole = await ask(ds, "授课方式是线上直播的课程")
    assert whole["status"] == "resolved" and conditions(whole) == [("授课方式", "exact", "线上直播")]


@pytest.mark.parametrize("q", ["哪些城市是省会", "省会城市有哪些", "哪些城市做过省份的省会"])
async def test_a_whether_column_by_what_its_rows_say(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
    assert conditions(result) == [("是否省会", "exact", "是")]
    rows = await rows_of(ds, result["links"]["table"])
    assert {row["名称"] for row in rows} == {"杭州", "广州"}


async def test_a_whether_column_after_of_is_shown_when_no_rows_are_asked(ds):
    # `…的省会` asking which cities says what they are; listed after `给出…的`, it is a column to show
    result = await ask(ds, "给出所有城市的名称和省会")
    assert ("是否省会", "exact", "是") not in conditions(result)


@pytest.mark.parametrize("q, op, names", [("球队不是火箭队的球员", "not", {"乙", "丁"}), ("球队是火箭队的球员", "exact", {"甲", "丙"})])
async def test_a_name_typed_with_its_kind_word(ds, q, op, names):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "球员", result["reason"]
    assert conditions(result) == [("球队", op, "火箭")]
    rows = await rows_of(ds, result["links"]["table"])
    assert {row["姓名"] for row in rows} == names


@pytest.mark.parametrize("q, op, value, where, groups", [
    ("哪些省份有3个以上的城市", "gte", 3, [], {"浙江": 3}),
    ("城市不到3个的省份有哪些", "lt", 3, [], {"广东": 2}),
    ("哪些省份有2个以上人口超过900的城市", "gte", 2, [("人口", "gt", "900")], {"浙江": 2, "广东": 2}),
])
async def test_a_count_of_rows_compared_per_group(ds, q, op, value, where, groups):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["所属省份"],
                                "having": {"fn": "count", "op": op, "value": value}}
    assert conditions(result) == where
    # a table page filters rows, not groups: only the query keeps the groups whose count passes
    assert "table" not in result["links"]
    assert "SQL" in result["next_actions"][0]
    rows = await rows_of(ds, result["links"]["sql"])
    assert {row["所属省份"]: row["count(*)"] for row in rows} == groups
    page = (await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}))).text
    assert "每组行数" in page


async def test_a_count_of_rows_with_no_group_is_asked_about(ds):
    result = await ask(ds, "城市多于3个")
    assert result["status"] == "not_found"
    assert "3个" in result["reason"] and not conditions(result)


@pytest.mark.parametrize("q", ["体育馆数量不到3个的城市", "哪些城市有不到3个的体育馆"])
async def test_a_number_of_a_column_is_no_count_of_rows(ds, q):
    result = await ask(ds, q)
    assert "having" not in (result.get("intent") or {})
    if result["status"] == "resolved":
        assert conditions(result) == [("体育馆数量", "lt", "3")]
        rows = await rows_of(ds, result["links"]["table"])
        assert {row["名称"] for row in rows} == {"宁波", "温州"}


@pytest.mark.parametrize("q, op, names", [("荣誉不是浙江最大的连锁药房的药房", "not", {"乙药房", "丙药房"}),
                                          ("荣誉是浙江最大的连锁药房的药房", "exact", {"甲药房"})])
async def test_a_whole_value_with_question_words_inside(ds, q, op, names):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "药房", result["reason"]
    assert conditions(result) == [("荣誉", op, "浙江最大的连锁药房")]
    rows = await rows_of(ds, result["links"]["table"])
    assert {row["名称"] for row in rows} == names


async def test_a_count_beyond_the_rows_is_no_count_of_rows(ds):
    # 城市 has 5 rows: 1000 of them per province is a measure typed, not a number of rows
    result = await ask(ds, "哪些省份有1000个以上的城市")
    assert "having" not in (result.get("intent") or {})
    assert result["status"] != "resolved"


@pytest.mark.parametrize("q", ["每个国家有多少家门店", "各个国家分别有几家门店", "每个国家的门店有多少家"])
async def test_a_column_counting_the_groups_word_is_no_group(ds, q):
    # 国家 fits 所属国家 and 覆盖国家数量; the second counts countries, so "per country" is 所属国家.
    # Per a group, what is counted (门店) is typed after the count word: it names the table, not 国家
    # (a word of 电动汽车出口国家).
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "门店", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["所属国家"]}
    rows = await rows_of(ds, result["links"]["sql"])
    assert sorted((r["所属国家"], r["count(*)"]) for r in rows) == [("中国", 2), ("日本", 1)]


@pytest.mark.parametrize("q", ["哪些省份的城市超过2个，其最大人口是多少",
                               "城市数量超过2个的省份有哪些，最大人口是多少"])  # (`…的省份有哪些，`: asked, then a mark)
async def test_a_count_per_group_with_a_measure_asked(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
    assert result["intent"] == {"count": True, "aggregate": {"fn": "max", "column": "人口"}, "group_by": ["所属省份"],
                                "having": {"fn": "count", "op": "gt", "value": 2}}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["所属省份"], r["max(\"人口\")"], r["count(*)"]) for r in rows] == [("浙江", 1200, 3)]


async def test_which_kind_with_a_count_of_courses(ds):
    result = await ask(ds, "哪种授课方式的课程少于3门")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "课程", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["授课方式"], "having": {"fn": "count", "op": "lt", "value": 3}}
    rows = await rows_of(ds, result["links"]["sql"])
    assert {r["授课方式"]: r["count(*)"] for r in rows} == {"线下面授": 2}


async def test_a_count_of_what_the_rows_have_is_asked_about(ds):
    # `有荣誉正好2个`: 2 counts honours, not the pharmacies of each province — no reading of rows says it
    result = await ask(ds, "哪些所在省有荣誉正好2个")
    assert result["status"] == "not_found"
    assert "有" in result["reason"] and "2个" in result["reason"]
    assert "links" not in result or not result["links"].get("table")


@pytest.mark.parametrize("q", ["城市多于2个的是什么省份", "城市多于2个的省份是什么"])
async def test_what_asks_which_group(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["所属省份"], "having": {"fn": "count", "op": "gt", "value": 2}}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["所属省份"], r["count(*)"]) for r in rows] == [("浙江", 3)]


async def test_an_age_is_no_value_of_a_count(ds):
    result = await ask(ds, "员工不超过35岁的门店")
    assert result["status"] == "not_found", result.get("predicate")
    assert "35岁" in result["reason"] and "员工数" in result["reason"]


async def test_which_group_asked_after_its_word_then_more_listed(ds):
    # `…的省份是哪个` asks which province; `及其…` starts what to show beside it
    result = await ask(ds, "城市少于3个的省份是哪个及其最大人口是多少")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
    assert result["intent"]["group_by"] == ["所属省份"]
    assert result["intent"]["having"] == {"fn": "count", "op": "lt", "value": 3}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["所属省份"], r["max(\"人口\")"]) for r in rows] == [("广东", 1800)]


@pytest.mark.parametrize("q, fn, value, groups", [
    ("哪些省份的城市平均人口超过1100", "avg", 1100, {"广东": 1375}),
    ("哪些省份管辖的城市平均人口超过1100", "avg", 1100, {"广东": 1375}),  # (管辖 only joins them)
    ("哪些省份的城市人口总和超过3000", "sum", 3000, {"浙江": 3050}),
])
async def test_an_average_or_total_compared_per_group(ds, q, fn, value, groups):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
    assert result["intent"]["group_by"] == ["所属省份"]
    assert result["intent"]["having"] == {"fn": fn, "column": "人口", "op": "gt", "value": value}
    assert "table" not in result["links"] and "SQL" in result["next_actions"][0]
    rows = await rows_of(ds, result["links"]["sql"])
    assert {r["所属省份"]: r[f'{fn}("人口")'] for r in rows} == groups
    page = (await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}))).text
    shown = {"avg": "平均", "sum": "合计"}[fn]
    assert f"每组{shown} 人口 &gt; {value}" in page


async def test_an_average_compared_then_a_total_asked(ds):
    # the average compared stays each group's `having` when a total of another column is asked after it
    result = await ask(ds, "哪些省份的城市平均人口超过1100，以及它们的体育馆数量总共多少")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
    assert result["intent"] == {"aggregate": {"fn": "sum", "column": "体育馆数量"}, "group_by": ["所属省份"],
                                "having": {"fn": "avg", "column": "人口", "op": "gt", "value": 1100}}
    rows = await rows_of(ds, result["links"]["sql"])
    assert {r["所属省份"]: r['sum("体育馆数量")'] for r in rows} == {"广东": 8}


@pytest.mark.parametrize("q", ["城市平均人口超过1000", "哪些省份的城市平均人口超过1000，且体育馆数量多于2"])
async def test_an_average_compared_with_no_one_reading_is_asked_about(ds, q):
    # no group to compare it per; or a second condition after the group's word, of each row or of each group
    result = await ask(ds, q)
    assert result["status"] == "not_found" and "超过1000" in result["reason"]
