"""Two ways people say a value that the data writes otherwise, through a real Datasette serving a
real SQLite file (docs/one-box.md#values-from-the-data):

- a place typed without its 省/市 (`北京`) that two columns hold the same way (北京市 is a province
  and a city): which column is asked — with a link for each — never "nothing fits 北京", never a
  guess;
- `pending` (`awaiting`) for the one label of a table that says a row still waits (`待审核`); where
  several labels wait for different things (`待付款`, `待发货`), the word does not say which;
- a status word the glossary gives as the legend's own (`禁用` where the legend writes 停用), bare, said
  as done (`已禁用`, `被禁用`) or negated (`没有禁用`), with the legend's word shown."""

from __future__ import annotations

import html
import re
import sqlite3
import urllib.parse

import pytest
from test_held_values import ask, conditions, rows_of, serving

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE stores ( -- 门店
    id INTEGER PRIMARY KEY,
    name TEXT, -- 门店名称
    province TEXT, -- 省份
    city TEXT -- 城市
);
CREATE TABLE refunds ( -- 退款
    id INTEGER PRIMARY KEY,
    amount REAL, -- 退款金额
    status INTEGER -- 退款状态：0待审核 1退款中 2已退款 3已拒绝
);
CREATE TABLE orders ( -- 订单
    id INTEGER PRIMARY KEY,
    total REAL, -- 订单金额
    status INTEGER -- 订单状态：0待付款 1待发货 2已发货 3已完成
);
CREATE TABLE admins ( -- 管理员
    id INTEGER PRIMARY KEY,
    username TEXT, -- 登录账号
    status INTEGER -- 账号状态：0停用 1正常
);
CREATE TABLE receipts ( -- 收款
    id INTEGER PRIMARY KEY,
    amount REAL, -- 金额
    status INTEGER -- 1 开票 2 收款
);
CREATE TABLE members ( -- 会员
    id INTEGER PRIMARY KEY,
    nickname TEXT, -- 昵称
    gender INTEGER -- 性别：0未知 1男 2女
);
"""
STORES = [(1, "王府井店", "北京市", "北京市"), (2, "西湖店", "浙江省", "杭州市"), (3, "外滩店", "上海市", "上海市"),
          (4, "天河店", "广东省", "广州市"), (5, "中关村店", "北京市", "北京市")]
REFUNDS = [(1, 20.0, 0), (2, 35.5, 2), (3, 12.0, 0), (4, 99.0, 3), (5, 8.0, 1)]
ORDERS = [(1, 100.0, 0), (2, 50.0, 1), (3, 80.0, 2), (4, 60.0, 3)]
MEMBERS = [(1, "a", 0), (2, "b", 1), (3, "c", 2)]
ADMINS = [(1, "root", 1), (2, "old", 0), (3, "ops", 1), (4, "temp", 0)]
RECEIPTS = [(1, 10.0, 1), (2, 20.0, 2), (3, 30.0, 2)]


@pytest.fixture
def shop(tmp_path) -> str:
    path = tmp_path / "shop.db"
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    for table, rows in (("stores", STORES), ("refunds", REFUNDS), ("orders", ORDERS), ("members", MEMBERS),
                         ("admins", ADMINS), ("receipts", RECEIPTS)):
        conn.executemany(f"insert into {table} values ({', '.join('?' * len(rows[0]))})", rows)
    conn.commit()
    conn.close()
    return str(path)


async def test_a_place_two_columns_hold_alike_is_asked_with_a_link_for_each(shop):
    async with serving(shop) as ds:
        for q in ("北京的门店", "在北京的门店有哪些"):
            result = await ask(ds, q)
            assert result["status"] == "ambiguous", (q, result["reason"])
            assert "北京" in result["reason"] and "province" in result["reason"] and "city" in result["reason"]
            assert not result.get("predicate")
            assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]
        # the page offers each column as a link that asks again with that column named
        response = await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "北京的门店", "_lang": "zh"}))
        assert response.status_code == 200
        block = response.text[response.text.index('<ul class="dbgraph-next">'):]
        item = next(li for li in re.findall(r"<li>(.*?)</li>", block, re.S) if "“北京”指的是" in html.unescape(li))
        asked = [urllib.parse.parse_qs(urllib.parse.urlsplit(html.unescape(h)).query)["q"][0]
                 for h in re.findall(r'href="([^"]*)"', item)]
        assert sorted(asked) == ["city 北京的门店", "province 北京的门店"]
        for q in asked:
            result = await ask(ds, q)
            assert result["status"] == "resolved", (q, result["reason"])
            assert conditions(result) == [(q.split()[0], "exact", "北京市")]
            assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == ["王府井店", "中关村店"]


async def test_a_place_one_column_holds_is_still_its_value(shop):
    async with serving(shop) as ds:
        result = await ask(ds, "杭州的门店")
        assert result["status"] == "resolved" and conditions(result) == [("city", "exact", "杭州市")], result["reason"]
        assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == ["西湖店"]


@pytest.mark.parametrize("q, op, ids", [
    ("pending refunds", "exact", [1, 3]),
    ("how many refunds are pending", "exact", [1, 3]),
    ("refunds that are not pending", "not", [2, 4, 5]),
])
async def test_pending_is_the_one_label_that_waits(shop, q, op, ids):
    async with serving(shop) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "refunds", (q, result["reason"])
        assert conditions(result) == [("status", op, 0)]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == ids


@pytest.mark.parametrize("q", ["pending orders", "pending members"])
async def test_pending_is_never_guessed_among_several_waiting_labels_or_none(shop, q):
    # orders wait to be paid (待付款) or shipped (待发货); members' 未知 waits for nothing
    async with serving(shop) as ds:
        result = await ask(ds, q)
        assert result["status"] != "resolved", (q, result.get("predicate"))
        assert "pending" in [s["text"] for s in result["understood"]["spans"] if s["as"] == "unknown"]


@pytest.mark.parametrize("q, op, ids", [
    ("禁用的管理员", "exact", [2, 4]),
    ("被禁用的管理员有哪些", "exact", [2, 4]),
    ("已禁用的管理员", "exact", [2, 4]),
    ("没有禁用的管理员", "not", [1, 3]),
    ("账号状态是禁用的管理员", "exact", [2, 4]),
])
async def test_a_status_word_the_glossary_says_is_the_legends_own(shop, q, op, ids):
    async with serving(shop) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "admins", (q, result["reason"])
        assert conditions(result) == [("status", op, 0)]
        # the answer says it in the legend's word, which is what the data calls it
        assert [c["label"] for c in result["predicate"]["conditions"]] == ["停用"]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == ids


async def test_a_word_for_a_label_that_names_the_table_is_the_table(shop):
    # 回款 is the CRM word for 收款: the receipts table, not its rows with status 2 收款
    async with serving(shop) as ds:
        result = await ask(ds, "回款")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "receipts", result["reason"]
        assert not result.get("predicate")
        result = await ask(ds, "已经收款的回款记录")  # the legend's own word, said of them, still filters
        assert result["status"] == "resolved" and result["resolved"]["table"] == "receipts", result["reason"]
        assert conditions(result) == [("status", "exact", 2)]
