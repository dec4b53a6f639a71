"""Verbs people put where the schema has a noun, through a real Datasette serving a real SQLite
file (docs/one-box.md, "Questions"):

- `每个地方出生的`, `出生的地方`: 地方 ("place") beside a verb is the column of the place of that verb
  (出生地, 起源地点); so is `城市` after the verb and 的 (`出生的城市`);
- `成立` where the schema says 创立时间: the verbs of a founding name one date;
- `成立超过11年` where both 成立时间 and 成立地点 fit the word: a number compared goes to the date,
  never to the text column of places;
- `满族人`, `不是中国人`, `中国籍`: a person of a people or country the rows hold;
- `哪些年`: the year column (年份);
- `每个国家举办了多少届峰会` where 国家 fits only 参加国家数量: the group is 主办国 (named with 国);
  `每个奖项有几届颁奖典礼` where 奖项 fits only 奖项数量: no group of this table — asked;
- `2009年之前举办的峰会`: a verb after a time says what happened then, when the one date column says
  when (时间); `2002年之前离婚的歌手` is never read on 毕业时间.
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
CREATE TABLE 画家 (
    姓名 TEXT PRIMARY KEY,
    出生地 TEXT,
    出生日期 DATE,
    画作数量 INTEGER
);
CREATE TABLE 菜系 (
    名称 TEXT PRIMARY KEY,
    起源地点 TEXT,
    菜品数量 INTEGER
);
CREATE TABLE 画廊 (
    名称 TEXT PRIMARY KEY,
    创立时间 DATE,
    城市 TEXT
);
CREATE TABLE 演员 (
    姓名 TEXT PRIMARY KEY,
    民族 TEXT,
    国籍 TEXT
);
CREATE TABLE 航空统计 (
    年份 INTEGER PRIMARY KEY,
    旅客运输量 INTEGER
);
CREATE TABLE 峰会 (
    届次 TEXT PRIMARY KEY,
    主办国 TEXT,
    参加国家数量 INTEGER,
    时间 DATE
);
CREATE TABLE 颁奖典礼 (
    届次 TEXT PRIMARY KEY,
    奖项数量 INTEGER
);
CREATE TABLE 歌手 (
    姓名 TEXT PRIMARY KEY,
    毕业时间 DATE
);
CREATE TABLE 协会 (
    名称 TEXT PRIMARY KEY,
    成立时间 DATE,
    成立地点 TEXT
);
"""
PAINTERS = [("甲", "苏州", "1950-01-01", 30), ("乙", "苏州", "1960-01-01", 10), ("丙", "扬州", "1970-05-01", 20)]
CUISINES = [("川菜", "四川", 300), ("粤菜", "广东", 250), ("湘菜", "湖南", 200)]
GALLERIES = [("老画廊", "1990-05-01", "上海"), ("新画廊", "2021-06-01", "北京"), ("中画廊", "2005-03-01", "杭州")]
SOCIETIES = [("老协会", "1990-05-01", "上海"), ("新协会", "2021-06-01", "北京"), ("中协会", "2005-03-01", "上海")]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into 画家 values (?,?,?,?)", PAINTERS)
    conn.executemany("insert into 菜系 values (?,?,?)", CUISINES)
    conn.executemany("insert into 画廊 values (?,?,?)", GALLERIES)
    conn.executemany("insert into 协会 values (?,?,?)", SOCIETIES)
    conn.executemany("insert into 演员 values (?,?,?)", [("甲", "满族", "中国"), ("乙", "汉族", "中国"), ("丙", "汉族", "美国"),
                                                       ("丁", "满族", "中国")])
    conn.executemany("insert into 航空统计 values (?,?)", [(2019, 660), (2020, 418), (2021, 441)])
    conn.executemany("insert into 峰会 values (?,?,?,?)", [("第一届", "美国", 20, "2008-11-15"),
                                                       ("第二届", "英国", 20, "2009-04-02"),
                                                       ("第三届", "美国", 25, "2010-06-27")])
    conn.executemany("insert into 颁奖典礼 values (?,?)", [("第一届", 12), ("第二届", 15)])
    conn.executemany("insert into 歌手 values (?,?)", [("甲", "1998-07-01"), ("乙", "2005-07-01")])
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
    async with serving(make(tmp_path / "art.db")) as ds:
        yield ds


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in (result.get("predicate") or {}).get("conditions", [])]


@pytest.mark.parametrize("q, table, column, counts", [
    ("每个地方出生的画家有几位", "画家", "出生地", {"苏州": 2, "扬州": 1}),
    ("各个地方起源的菜系有多少种", "菜系", "起源地点", {"四川": 1, "广东": 1, "湖南": 1}),
])
async def test_a_place_beside_its_verb_is_that_column(ds, q, table, column, counts):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
    assert result["intent"] == {"count": True, "group_by": [column]}
    rows = await rows_of(ds, result["links"]["sql"])
    assert {row[column]: row["count(*)"] for row in rows} == counts


@pytest.mark.parametrize("q", ["给出每一位画家出生的地方", "给出每一位画家出生的城市"])
async def test_the_place_of_a_verb_asked_for(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "画家", result["reason"]
    assert "出生地" in [f["column"] if isinstance(f, dict) else f for f in result["understood"]["fields"]]
    assert not conditions(result)


@pytest.mark.parametrize("q, names", [("2000年之后成立的画廊", {"新画廊", "中画廊"}),
                                      ("成立时间在2000年以前的画廊", {"老画廊"})])
async def test_founded_is_one_date_whichever_verb(ds, q, names):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "画廊", result["reason"]
    assert [c[0] for c in conditions(result)] == ["创立时间"]
    rows = await rows_of(ds, result["links"]["table"])
    assert {row["名称"] for row in rows} == names


async def test_a_number_compared_is_never_a_place(ds):
    result = await ask(ds, "成立超过10年的协会")
    assert result["status"] == "resolved", result["reason"]
    assert [c[:2] for c in conditions(result)] == [("成立时间", "lt")]
    rows = await rows_of(ds, result["links"]["table"])
    assert {row["名称"] for row in rows} == {"老协会", "中协会"}


@pytest.mark.parametrize("q, condition, names", [
    ("哪些演员是满族人", ("民族", "exact", "满族"), {"甲", "丁"}),
    ("哪些演员不是中国人", ("国籍", "not", "中国"), {"丙"}),
    ("中国籍的演员有哪些", ("国籍", "exact", "中国"), {"甲", "乙", "丁"}),
])
async def test_a_person_of_a_people_or_country(ds, q, condition, names):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "演员", result["reason"]
    assert conditions(result) == [condition]
    rows = await rows_of(ds, result["links"]["table"])
    assert {row["姓名"] for row in rows} == names


async def test_which_years(ds):
    result = await ask(ds, "哪些年旅客运输量超过430")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "航空统计", result["reason"]
    assert conditions(result) == [("旅客运输量", "gt", "430")]
    assert "年份" in result["understood"]["fields"]
    rows = await rows_of(ds, result["links"]["table"])
    assert {row["年份"] for row in rows} == {2019, 2021}


async def test_per_a_word_that_only_a_count_column_fits(ds):
    result = await ask(ds, "每个国家举办了多少届峰会")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "峰会", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["主办国"]}
    rows = await rows_of(ds, result["links"]["sql"])
    assert {r["主办国"]: r["count(*)"] for r in rows} == {"美国": 2, "英国": 1}
    refused = await ask(ds, "每个奖项有几届颁奖典礼")  # 奖项数量 counts awards: no count per award here
    assert refused["status"] == "not_found" and "每个" in refused["reason"]
    assert not (refused.get("links") or {}).get("table")


@pytest.mark.parametrize("q, op, names", [("2009年之前举办的峰会", "lt", {"第一届"}),
                                          ("2009年及其之后举办的峰会", "gte", {"第二届", "第三届"})])
async def test_a_verb_after_a_time_says_what_happened_then(ds, q, op, names):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "峰会", result["reason"]
    assert conditions(result) == [("时间", op, "2009-01-01")]
    assert "举办" in result["reason"]  # left out, and said so
    rows = await rows_of(ds, result["links"]["table"])
    assert {r["届次"] for r in rows} == names


async def test_a_verb_the_date_column_does_not_say_is_asked(ds):
    result = await ask(ds, "2002年之前离婚的歌手")  # the one date is 毕业时间: no divorce in it
    assert result["status"] == "not_found" and "离婚" in result["reason"]
