"""A count of linked rows said after the rows it counts for (docs/one-box.md, "Conditions across a link"):
`哪些会员的订单超过5个`, `哪些商品的评价超过1条`, `哪些会员下的订单超过2个`, `会员中订单超过5个的有哪些` — the head
typed first, then `的` (or `其`, `中`, or the verb that made them and `的`) and the linked table's words with how many; and fewer than N said plainly keeps the rows with none, which the answer says, with a link that
leaves them out. Through a real Datasette serving a real SQLite file (the shop of test_counts_across_a_link)."""

from __future__ import annotations

import html
import re
import urllib.parse

import pytest

from tests.test_counts_across_a_link import clause_ids, counted, shop
from tests.test_question_counts import ask, rows_of, serving

pytestmark = pytest.mark.asyncio


@pytest.mark.parametrize("q, table, op, n, wanted", [
    ("哪些会员的订单超过5个", "members", "countgt", 5, [1]),
    ("会员的订单多于2个", "members", "countgt", 2, [1, 4]),
    ("哪些会员订单不少于3个", "members", "countgte", 3, [1, 4]),  # (no 的 between)
    ("哪些会员的订单数超过2", "members", "countgt", 2, [1, 4]),  # (数: the number of them)
    ("哪些商品的评价超过1条", "products", "countgt", 1, [1]),  # (评价: the end of 商品评价表)
    ("哪些会员其订单超过5个", "members", "countgt", 5, [1]),  # (其: its)
    ("哪些会员下了超过2个订单", "members", "countgt", 2, [1, 4]),  # (the verb that made them, before)
    ("哪些会员下的订单超过2个", "members", "countgt", 2, [1, 4]),  # (the verb, then 的: the orders they placed)
    ("会员中订单超过5个的有哪些", "members", "countgt", 5, [1]),  # (中: among the members)
    # what follows a comma asks of the members: refused before as `他们`, read now as their nickname
    ("哪些会员的订单超过2个，他们的昵称是什么", "members", "countgt", 2, [1, 4]),
])
async def test_the_rows_counted_said_after_the_head(tmp_path, q, table, op, n, wanted):
    # before: `5个` read on the orders as a count with no group ("says of no one column per what")
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
        linked = "orders" if table == "members" else "product_reviews"
        assert counted(result) == [(op, n, linked)]
        assert clause_ids(path, table, result["predicate"]) == wanted
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == wanted
        assert not [s for s in result["understood"]["spans"] if s["as"] in ("unknown", "unused")]
        if "昵称" in q:
            assert result["understood"]["fields"] == ["nickname"]


@pytest.mark.parametrize("q", ["会员的订单", "哪些会员的订单超过15"])
async def test_the_members_orders_are_still_orders(tmp_path, q):
    # no count said (`超过15`: a bare number, an amount of each): the head after 的 is the table asked for
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "orders", result["reason"]
        assert not [c for c in (result["predicate"] or {}).get("conditions", []) if c["op"].startswith("count")]


async def test_fewer_than_says_the_rows_with_none_are_kept_and_links_to_leave_them_out(tmp_path):
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        result = await ask(ds, "哪些会员的订单少于3个")
        assert result["status"] == "resolved" and counted(result) == [("countlt", 3, "orders")], result["reason"]
        assert clause_ids(path, "members", result["predicate"]) == [2, 3]  # member 3 has none
        assert "一条 orders 也没有的行也算在内" in result["reason"] and "where.orders__exists=1" in result["reason"]
        result = await ask(ds, "members with fewer than 3 orders", lang="en")
        assert "Rows with no orders at all are kept too" in result["reason"]
        page = await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "哪些会员的订单少于3个"}))
        assert page.status_code == 200
        links = [html.unescape(h) for h, text in re.findall(r'<a href="([^"]+)"><bdi>([^<]+)</bdi></a>', page.text)
                 if text == "只看有 orders 的"]
        assert len(links) == 1 and "where.orders__exists=1" in links[0]
        followed = await ds.client.get(links[0].replace("/-/dbgraph?", "/-/dbgraph.json?", 1))
        some = followed.json()
        assert some["status"] == "resolved" and clause_ids(path, "members", some["predicate"]) == [2]
        assert "也算在内" not in some["reason"]


@pytest.mark.parametrize("q", ["有不到3个订单的会员", "members with more than 2 orders"])
async def test_no_such_words_when_the_rows_with_none_are_not_kept(tmp_path, q):
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q, lang="en" if q.isascii() else "zh")
        assert result["status"] == "resolved", result["reason"]
        assert "也算在内" not in result["reason"] and "kept too" not in result["reason"]
        page = await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": q}))
        assert "__exists=1" not in html.unescape(page.text)


async def test_a_verb_done_after_the_head_says_some_were_done(tmp_path):
    # 下过 says orders were placed: fewer than 3 of them, and some (member 3, with none, is not kept), as
    # `下过不到3个订单的会员` says it with the head last
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        result = await ask(ds, "哪些会员下过不到3个订单")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "members", result["reason"]
        assert sorted(counted(result)) == [("countlt", 3, "orders"), ("exists", None, "orders")]
        assert clause_ids(path, "members", result["predicate"]) == [2]
        assert "也算在内" not in result["reason"]


async def test_a_verb_that_is_a_word_of_the_linked_tables_name_stays_its_word(tmp_path):
    # `上映的电影` names 影院上映电影 (the films a cinema shows), not the films: the verb is no word left out
    import sqlite3

    path = tmp_path / "cinema.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 影院 (词条id INTEGER PRIMARY KEY, 名称 TEXT);
        CREATE TABLE 电影 (词条id INTEGER PRIMARY KEY, 名称 TEXT);
        CREATE TABLE 影院上映电影 (电影id INTEGER REFERENCES 电影(词条id), 影院id INTEGER REFERENCES 影院(词条id),
                                 票价 REAL);
    """)
    conn.executemany("insert into 影院 values (?,?)", [(1, "万达"), (2, "横店")])
    conn.executemany("insert into 电影 values (?,?)", [(i, f"片{i}") for i in range(1, 8)])
    conn.executemany("insert into 影院上映电影 values (?,?,?)", [(i, 1, 40.0) for i in range(1, 8)] + [(1, 2, 30.0)])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        result = await ask(ds, "哪些影院上映的电影多于5部")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "影院", result["reason"]
        assert counted(result) == [("countgt", 5, "影院上映电影")]
        assert [row["词条id"] for row in await rows_of(ds, result["links"]["table"])] == [1]
