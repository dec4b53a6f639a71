"""A total said inside a column's words, through a real Datasette serving real SQLite files (docs/one-box.md,
"Questions", "A total inside a column's words"):

- `所有订单的实付总金额`, `订单实付总金额是多少` (demo.db: 实付金额 is pay_amount, 订单总金额 is total_amount): 总
  typed inside 实付金额 is the total of pay_amount — not two columns shown, pay_amount and total_amount;
- `上个月的订单总额是多少`: 总额 with no column word after it is the total of the one amount described as the
  order's total; when two amounts say they are a total, nothing is guessed;
- `去年的订单总金额是多少`, `已完成订单的总金额是多少`: the total's column asked with 是多少 over the rows the
  conditions keep — their total; `张三的订单总金额是多少` (a name typed) still shows the column.

The SQL link is run, and its number checked against the rows themselves.
"""

from __future__ import annotations

import sqlite3
import urllib.parse

import pytest
from datasette.app import Datasette

pytestmark = pytest.mark.asyncio


async def ask(ds: Datasette, q: str) -> dict:
    response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}))
    assert response.status_code == 200, response.text
    return response.json()


async def the_number(ds: Datasette, data: dict) -> float:
    """The one number the answer's SQL link returns, run by Datasette."""
    path, _, query = data["links"]["sql"].partition("?")
    response = await ds.client.get(f"{path}.json?{query}&_shape=array")
    assert response.status_code == 200, response.text
    rows = response.json()
    assert len(rows) == 1 and len(rows[0]) == 1, rows
    return next(iter(rows[0].values()))


def sql_of(data: dict) -> str:
    return urllib.parse.parse_qs(urllib.parse.urlparse(data["links"]["sql"]).query)["sql"][0]


@pytest.mark.parametrize("q", ["所有订单的实付总金额", "订单实付总金额是多少", "订单的实付总金额是多少？"])
async def test_total_inside_the_columns_words_is_the_total_of_that_column(demo_copy, q):
    ds = Datasette([str(demo_copy)])
    data = await ask(ds, q)
    assert data["status"] == "resolved" and data["resolved"]["table"] == "orders", data["reason"]
    assert data["intent"] == {"aggregate": {"fn": "sum", "column": "pay_amount"}}
    assert data["understood"]["fields"] == []  # not pay_amount and total_amount shown side by side
    assert 'sum("pay_amount")' in sql_of(data)
    expected = sqlite3.connect(demo_copy).execute("select sum(pay_amount) from orders").fetchone()[0]
    assert await the_number(ds, data) == pytest.approx(expected)


async def test_a_total_with_no_column_word_is_of_the_amount_called_the_total(demo_copy):
    ds = Datasette([str(demo_copy)])
    data = await ask(ds, "上个月的订单总额是多少")
    assert data["status"] == "resolved" and data["resolved"]["table"] == "orders", data["reason"]
    assert data["intent"] == {"aggregate": {"fn": "sum", "column": "total_amount"}}
    assert [(c["column"], c["op"]) for c in data["predicate"]["conditions"]] == [("created_at", "gte"), ("created_at", "lt")]
    assert "没有用上" not in data["reason"]  # 总额 is read, not left out


async def test_the_total_column_asked_over_many_rows_is_their_total(demo_copy):
    ds = Datasette([str(demo_copy)])
    data = await ask(ds, "去年的订单总金额是多少")
    assert data["status"] == "resolved" and data["intent"] == {"aggregate": {"fn": "sum", "column": "total_amount"}}
    start, end = (c["value"] for c in data["predicate"]["conditions"])
    expected = sqlite3.connect(demo_copy).execute(
        "select sum(total_amount) from orders where created_at >= ? and created_at < ?", (start, end)).fetchone()[0]
    assert await the_number(ds, data) == pytest.approx(expected or 0)
    done = await ask(ds, "已完成订单的总金额是多少")
    assert done["status"] == "resolved" and done["intent"] == {"aggregate": {"fn": "sum", "column": "total_amount"}}
    assert [c["column"] for c in done["predicate"]["conditions"]] == ["status"]


async def test_the_total_column_of_a_named_row_is_its_value(demo_copy):
    ds = Datasette([str(demo_copy)])
    data = await ask(ds, "张三的订单总金额是多少")
    assert data["status"] == "resolved" and data["understood"]["fields"] == ["total_amount"]
    assert not data.get("intent")


async def test_two_amounts_called_a_total_are_not_guessed(tmp_path):
    path = tmp_path / "shop.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 订单 (
            id INTEGER PRIMARY KEY,
            goods_total DECIMAL(10, 2),  -- 商品总额
            order_total DECIMAL(10, 2),  -- 订单总额
            created_at TEXT  -- 下单时间
        );
        INSERT INTO 订单 VALUES (1, 10, 12, '2026-01-02'), (2, 20, 25, '2026-02-03');
    """)
    conn.close()
    ds = Datasette([str(path)])
    data = await ask(ds, "订单的总额是多少")
    assert data["status"] == "resolved" and data["resolved"]["table"] == "订单"
    assert not (data.get("intent") or {}).get("aggregate")  # which total is not said: none is summed,
    assert "“总额” 要的分组、排序或汇总这个答案做不到" in data["reason"]  # and the answer says 总额 was left out
    one = await ask(ds, "订单的商品总额是多少")  # the column's own words: that column, the total of the orders
    assert one["status"] == "resolved" and one["intent"] == {"aggregate": {"fn": "sum", "column": "goods_total"}}
    assert await the_number(ds, one) == pytest.approx(30)
