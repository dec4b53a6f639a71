"""Counts and orders in the words people use, through a real Datasette serving a real SQLite file
(docs/one-box.md, "Questions"):

- `多少场`, `几届`: how many, with any measure word a count takes;
- `每位歌手举办了多少场演唱会`: the verb between the group's column word and the count is the verb of
  what is counted — left out, named in the answer — when other words name the table;
- `从远到近`, `由长到短`: orders read as people say them.
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
CREATE TABLE concerts ( -- 演唱会
    id INTEGER PRIMARY KEY,
    singer TEXT, -- 歌手
    city TEXT, -- 城市
    held_on TEXT, -- 演出日期
    hours REAL -- 时长
);
"""
CONCERTS = [(1, "周杰伦", "北京", "2018-05-01", 3.0), (2, "周杰伦", "上海", "2018-06-01", 2.5),
            (3, "五月天", "北京", "2017-01-01", 2.0), (4, "周杰伦", "广州", "2019-01-01", 3.5)]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into concerts values (?,?,?,?,?)", CONCERTS)
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
    async with serving(make(tmp_path / "shows.db")) as ds:
        yield ds


@pytest.mark.parametrize("q", ["每位歌手举办了多少场演唱会", "每位歌手开了几场演唱会？"])
async def test_a_count_per_group_with_its_verb(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "concerts", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["singer"]}
    unused = [s["text"] for s in result["understood"]["spans"] if s["as"] == "unused"]
    assert unused and unused[0] in q and unused[0] in result["reason"]
    rows = await rows_of(ds, result["links"]["sql"])
    assert sorted(tuple(row.values()) for row in rows) == [("五月天", 1), ("周杰伦", 3)]


async def test_a_count_with_a_measure_word(ds):
    result = await ask(ds, "北京有多少场演唱会")
    assert result["status"] == "resolved", result["reason"]
    assert result["intent"] == {"count": True}
    assert result["rows"]["count"] == 2


@pytest.mark.parametrize("q, desc", [("按演出日期从远到近列出演唱会", False), ("演唱会按时长由长到短排列", True)])
async def test_orders_as_people_say_them(ds, q, desc):
    result = await ask(ds, q)
    assert result["status"] == "resolved", result["reason"]
    column = "held_on" if "日期" in q else "hours"
    assert result["intent"]["order"] == {"column": column, "desc": desc}
    rows = await rows_of(ds, result["links"]["table"])
    values = [row[column] for row in rows]
    assert values == sorted(values, reverse=desc)
