"""`A或者B`: two conditions joined by 或者 / 或 / or are one choice — the rows meeting either — through a
real Datasette serving a real SQLite file (docs/one-box.md, "Either"):

- the predicate carries both conditions with the same `either` number, and its clause brackets them
  with OR (an AND elsewhere stays AND);
- no table filter of Datasette says OR, so there is no `links.table`: `links.sql` and the count run
  the clause, and the next action says why;
- two values of one column stay one `in` (with its table link);
- a side that is a period (a whole month) is met as a whole: `((from AND to) OR …)`;
- the page shows the choice as one condition (`售价 < 200 或 销量 > 500`), and `或者` as a chip;
  taking a side away leaves the other alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import urllib.parse
from html import escape as html_escape

import pytest
import pytest_asyncio
from datasette.app import Datasette

from datasette_dbgraph.serving.state.catalog import state

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE goods ( -- 商品
    id INTEGER PRIMARY KEY,
    title TEXT, -- 商品名称
    brand TEXT, -- 品牌
    price REAL, -- 售价
    sales INTEGER, -- 销量
    status INTEGER, -- 状态：0下架 1上架
    listed_at TEXT -- 上架时间
);
"""
GOODS = [(i, f"商品{i}", ["小米", "华为", "苹果"][i % 3], 50.0 * i, 100 * (i % 7), i % 2, f"2025-{1 + i % 12:02d}-15")
         for i in range(1, 21)]
# price < 200: goods 1-3; sales > 500: goods 6, 13, 20 (sales 600).
CHEAP_OR_SELLING = [1, 2, 3, 6, 13, 20]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into goods values (?,?,?,?,?,?,?)", GOODS)
    conn.commit()
    conn.close()
    return str(path)


async def ask(ds: Datasette, q: str, lang: str = "zh") -> dict:
    for _ in range(60):  # while the index is first built the answer is `busy`: ask again, as a person would
        response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q, "_lang": lang}))
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
    async with serving(make(tmp_path / "shop.db")) as ds:
        yield ds


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"], c.get("either")) for c in result["predicate"]["conditions"]]


@pytest.mark.parametrize("q, lang", [("售价低于200或者销量超过500的商品", "zh"), ("售价低于200或销量超过500的商品有哪些", "zh"),
                                     ("goods with price under 200 or sales over 500", "en")])
async def test_two_conditions_joined_by_or_are_one_choice(ds, q, lang):
    result = await ask(ds, q, lang)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "goods", result["reason"]
    assert conditions(result) == [("price", "lt", "200", 1), ("sales", "gt", "500", 1)]
    assert result["predicate"]["clause"] == 'WHERE ("price" < ? OR "sales" > ?)'
    assert "table" not in result["links"]  # a table page's filters meet every condition
    assert sorted(row["id"] for row in await rows_of(ds, result["links"]["sql"])) == CHEAP_OR_SELLING
    assert result["rows"]["count"] == len(CHEAP_OR_SELLING)
    assert "SQL" in result["next_actions"][0]
    spans = result["understood"]["spans"]
    assert [s["op"] for s in spans if s["as"] == "comparison"] == ["lt", "or", "gt"]


async def test_the_choice_is_bracketed_beside_another_condition(ds):
    result = await ask(ds, "小米的售价低于200或者销量超过500的商品")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("brand", "exact", "小米", None), ("price", "lt", "200", 1), ("sales", "gt", "500", 1)]
    assert result["predicate"]["clause"] == 'WHERE "brand" = ? AND ("price" < ? OR "sales" > ?)'
    rows = await rows_of(ds, result["links"]["sql"])
    assert sorted(row["id"] for row in rows) == [i for i in CHEAP_OR_SELLING if GOODS[i - 1][2] == "小米"]


async def test_two_values_of_one_column_stay_one_in(ds):
    result = await ask(ds, "华为或者苹果的商品")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("brand", "in", ["华为", "苹果"], None)]
    assert len(await rows_of(ds, result["links"]["table"])) == 14


async def test_a_side_that_is_a_period_is_met_as_a_whole(ds):
    # a whole month is two comparisons met together: ((from AND to) OR the other side)
    result = await ask(ds, "上架时间在2025年3月或者销量超过500的商品")
    assert result["status"] == "resolved", result["reason"]
    assert result["predicate"]["clause"] == 'WHERE (("listed_at" >= ? AND "listed_at" < ?) OR "sales" > ?)'
    assert [(c["column"], c.get("either"), c.get("side")) for c in result["predicate"]["conditions"]] == [
        ("listed_at", 1, 1), ("listed_at", 1, 1), ("sales", 1, None)]
    assert "table" not in result["links"]
    assert sorted(row["id"] for row in await rows_of(ds, result["links"]["sql"])) == [2, 6, 13, 14, 20]
    page = (await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode(
        {"q": "上架时间在2025年3月或者销量超过500的商品", "_lang": "zh"}))).text
    assert "(上架时间" in page and " 且 " in page and " 或 " in page


async def test_a_side_across_a_link_is_still_refused(ds):
    # (no link here: a side that names nothing of the table is not read as a choice)
    result = await ask(ds, "上架时间在2025年3月或者好评超过500的商品")
    assert result["status"] != "resolved", result


@pytest.mark.parametrize("q, kept", [("或者销量超过500的商品", ("sales", "gt", "500", None)),
                                     ("售价低于200或者的商品", ("price", "lt", "200", None))])
async def test_taking_a_side_away_leaves_the_other(ds, q, kept):
    result = await ask(ds, q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [kept]
    assert "或者" in result["understood"]["ignored"]
    assert result["links"]["table"]


async def test_the_page_says_the_choice_as_one_condition(ds):
    q = "售价低于200或者销量超过500的商品"
    for _ in range(60):
        page = await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}))
        if page.status_code != 503:
            break
        await asyncio.sleep(0.5)
    assert page.status_code == 200
    html = page.text
    assert "售价 &lt; 200 或 销量 &gt; 500" in html
    assert 'dbgraph-chip-comparison"><bdi>或者</bdi>' in html
    # the chip's × asks again without 或者: both conditions, on the table page
    without = urllib.parse.urlencode({"q": "售价低于200 销量超过500的商品"}).split("=", 1)[1]
    assert without in html
    # the button opens the SQL page (its URL differs between Datasette lines: the JSON's); no table
    # page is offered with the two filters AND-ed
    sql_link = (await ask(ds, q))["links"]["sql"]
    assert html_escape(sql_link) in html
    assert "/shop/goods?price" not in html and "/shop/goods?sales" not in html
