"""`best selling`, `卖得最好`, `最畅销`: what was sold the most, through a real Datasette serving a real
SQLite file (docs/one-box.md, "Questions"): the words name no column, but say which kind they order
by — the one column counting what was sold (`sales`, `units_sold`, 销量) — most first, or least first for
`worst selling`, `最滞销`; the number typed is how many. Where two columns count sales, which one
is never guessed."""

from __future__ import annotations

import urllib.parse

import pytest

from tests.test_question_counts import ask, rows_of, serving
from tests.test_question_english import ask_en
from tests.test_question_heads import one_table

pytestmark = pytest.mark.asyncio

PRODUCTS = ("CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, price REAL, sales INTEGER, stock INTEGER)",
            [(1, "kettle", 30.0, 120, 5), (2, "toaster", 45.0, 900, 8), (3, "blender", 80.0, 40, 50),
             (4, "mixer", 60.0, 300, 2), (5, "grill", 99.0, 15, 30)])
商品 = ("CREATE TABLE 商品 (编号 INTEGER PRIMARY KEY, 名称 TEXT, 售价 REAL, 销量 INTEGER, 库存 INTEGER)",
       [(1, "水壶", 30.0, 120, 5), (2, "烤面包机", 45.0, 900, 8), (3, "搅拌机", 80.0, 40, 50), (4, "打蛋器", 60.0, 300, 2),
        (5, "烤架", 99.0, 15, 30)])


@pytest.mark.parametrize("q, desc, limit, names", [
    ("top 3 best selling products", True, 3, ["toaster", "mixer", "kettle"]),
    ("the 2 best-selling products", True, 2, ["toaster", "mixer"]),
    ("which product sold the most", True, 1, ["toaster"]),
    ("2 worst selling products", False, 2, ["grill", "blender"]),
])
async def test_best_and_worst_selling_in_english(tmp_path, q, desc, limit, names):
    async with serving(one_table(tmp_path / "shop.db", *PRODUCTS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "products", (q, result["reason"])
        assert result["predicate"] is None, q  # the number is how many, no value of a column
        assert result["intent"]["order"] == {"column": "sales", "desc": desc} and result["intent"]["limit"] == limit, q
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(result["links"]["table"]).query)
        assert query["_sort_desc" if desc else "_sort"] == ["sales"] and query["_size"] == [str(limit)], q
        assert [row["name"] for row in await rows_of(ds, result["links"]["sql"])] == names, q


@pytest.mark.parametrize("q, desc, limit, names", [
    ("卖得最好的3个商品", True, 3, ["烤面包机", "打蛋器", "水壶"]),
    ("最畅销的2个商品", True, 2, ["烤面包机", "打蛋器"]),
    ("最滞销的2个商品", False, 2, ["烤架", "搅拌机"]),
])
async def test_best_and_worst_selling_in_chinese(tmp_path, q, desc, limit, names):
    async with serving(one_table(tmp_path / "shop.db", *商品)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "商品", (q, result["reason"])
        assert result["predicate"] is None, q
        assert result["intent"]["order"] == {"column": "销量", "desc": desc} and result["intent"]["limit"] == limit, q
        assert [row["名称"] for row in await rows_of(ds, result["links"]["sql"])] == names, q


async def test_two_columns_counting_sales_are_never_guessed(tmp_path):
    path = one_table(tmp_path / "shop.db", "CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, online_sales INTEGER,"
                                          " store_sales INTEGER)", [(1, "kettle", 10, 90), (2, "toaster", 80, 5)])
    async with serving(path) as ds:
        result = await ask_en(ds, "top 1 best selling products")
        order = (result.get("intent") or {}).get("order")
        assert order is None, order  # online or in store: not said
        assert result["status"] != "resolved" or "best selling" in [s["text"] for s in result["understood"]["spans"]
                                                                    if s["as"] == "unused"], result["reason"]
