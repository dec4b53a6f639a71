"""How many rows of a linked table point at a row (docs/conditions.md, docs/one-box.md, "Conditions across a
link"), through a real Datasette serving a real SQLite file:

- said in the box — `订单超过5个的会员`, `有3个以上订单的会员`, `订单数量不少于3个的会员`, `评价超过1条的商品`,
  `有2个订单的会员` (exactly so many: a word of having and no comparison),
  `members with more than 2 orders`, `members with fewer than 3 orders` — or as a where key, `orders__countgt=5`;
- `IN (SELECT member_id FROM orders GROUP BY member_id HAVING count(*) > CAST(? AS INTEGER))`, the number a bound
  parameter (made a number in the SQL: Datasette's SQL page sends it as text);
  fewer than N keeps the members with none: `NOT IN` the members with N or more;
- the table link opens the same rows (the counted keys looked up, as for `有订单的会员`);
- a count is of rows pointing at the answer's (`会员超过2个的会员等级`: the members of each level), never of
  the row it points at (`会员等级超过2个的会员` stays asked about);
  a count that is no whole number is refused, saying so.
"""

from __future__ import annotations

import sqlite3
import urllib.parse

import pytest

from tests.test_question_counts import ask, rows_of, serving

pytestmark = pytest.mark.asyncio

# member 1 placed 6 orders, member 2 two, member 3 none, member 4 three; one order has no member
ORDERS_OF = {1: 6, 2: 2, 3: 0, 4: 3}


def shop(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE member_levels ( -- 会员等级表
          id INTEGER PRIMARY KEY, -- 等级ID
          name TEXT -- 等级名称
        );
        CREATE TABLE members ( -- 会员表
          id INTEGER PRIMARY KEY, -- 会员ID
          nickname TEXT, -- 昵称
          level_id INTEGER REFERENCES member_levels(id) -- 会员等级
        );
        CREATE TABLE orders ( -- 订单表
          id INTEGER PRIMARY KEY, -- 订单ID
          member_id INTEGER REFERENCES members(id), -- 下单会员
          pay_amount REAL -- 实付金额
        );
        CREATE TABLE products ( -- 商品表
          id INTEGER PRIMARY KEY, -- 商品ID
          name TEXT -- 商品名称
        );
        CREATE TABLE product_reviews ( -- 商品评价表
          id INTEGER PRIMARY KEY, -- 评价ID
          product_id INTEGER REFERENCES products(id), -- 商品
          stars INTEGER -- 评分
        );
    """)
    conn.executemany("insert into member_levels values (?,?)", [(1, "普通"), (2, "黄金")])
    conn.executemany("insert into members values (?,?,?)", [(1, "甲", 1), (2, "乙", 1), (3, "丙", 2), (4, "丁", 1)])
    orders = [(m, 10.0 * m) for m, n in ORDERS_OF.items() for _ in range(n)] + [(None, 1.0)]
    conn.executemany("insert into orders (member_id, pay_amount) values (?,?)", orders)
    conn.executemany("insert into products values (?,?)", [(1, "钢笔"), (2, "墨水"), (3, "本子")])
    conn.executemany("insert into product_reviews (product_id, stars) values (?,?)", [(1, 5), (1, 4), (2, 3)])
    conn.commit()
    conn.close()
    return str(path)


def counted(result: dict) -> list[tuple]:
    return [(c["op"], c["value"], c["via"]["table"]) for c in result["predicate"]["conditions"] if c.get("via")]


def clause_ids(path, table: str, predicate: dict) -> list[int]:
    conn = sqlite3.connect(path)
    try:
        return sorted(r[0] for r in conn.execute(f'select id from "{table}" {predicate["clause"]}', predicate["values"]))
    finally:
        conn.close()


@pytest.mark.parametrize("q, lang, op, n, wanted", [
    ("订单超过5个的会员", "zh", "countgt", 5, [1]),
    ("有3个以上订单的会员", "zh", "countgte", 3, [1, 4]),
    ("订单数量不少于3个的会员", "zh", "countgte", 3, [1, 4]),
    ("members with more than 2 orders", "en", "countgt", 2, [1, 4]),
    ("members with fewer than 3 orders", "en", "countlt", 3, [2, 3]),  # member 3, with none, is kept
    ("members with at most 2 orders", "en", "countlte", 2, [2, 3]),
    # said with the verb that made the rows: `placed`, `下单` were words nothing fits; after `how many` no clause
    # was read after the head
    ("members who placed more than 2 orders", "en", "countgt", 2, [1, 4]),
    ("members who have placed at least 3 orders", "en", "countgte", 3, [1, 4]),
    ("how many members have more than 2 orders", "en", "countgt", 2, [1, 4]),
    ("下单超过2次的会员", "zh", "countgt", 2, [1, 4]),  # 下单: 单 of 订单, placed; 次 how many times
])
async def test_how_many_linked_rows_is_a_condition_across_the_link(tmp_path, q, lang, op, n, wanted):
    # refused or asked before: the number had no column (`5个` fits nothing; `orders` was a word left over)
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        result = await ask(ds, q, lang=lang)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "members", result["reason"]
        assert counted(result) == [(op, n, "orders")]
        assert "HAVING count(*)" in result["predicate"]["clause"] and result["predicate"]["values"] == [n]
        assert clause_ids(path, "members", result["predicate"]) == wanted
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == wanted
        # the SQL page gets its number as text: the count is still compared with a number (before: no row)
        sql_rows = await rows_of(ds, result["links"]["sql"])
        if q.startswith("how many"):  # (the SQL counts them)
            assert [tuple(row.values()) for row in sql_rows] == [(len(wanted),)]
        else:
            assert sorted(row["id"] for row in sql_rows) == wanted
        assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]
        assert bool((result.get("intent") or {}).get("count")) is q.startswith("how many")


@pytest.mark.parametrize("q, n, wanted", [
    ("有2个订单的会员", 2, [2]),
    ("拥有3个订单的会员", 3, [4]),
    ("订单有6个的会员", 6, [1]),
])
async def test_a_count_said_with_having_and_no_comparison_is_exactly_so_many(tmp_path, q, n, wanted):
    # refused before: "2个 compares how many rows, but no column says per what"
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "members", result["reason"]
        assert counted(result) == [("countexact", n, "orders")]
        assert "HAVING count(*) = CAST(? AS INTEGER)" in result["predicate"]["clause"] and result["predicate"]["values"] == [n]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == wanted


@pytest.mark.parametrize("q", ["2个订单的会员", "没有2个订单的会员"])
async def test_a_count_with_no_word_of_having_is_not_read_as_exactly_so_many(tmp_path, q):
    # with no 有 (or with 没有) `2个` says nothing sure of how many orders: still asked, never answered
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] != "resolved", result.get("predicate")


async def test_having_fewer_than_n_keeps_the_rows_with_some(tmp_path):
    # 有 says the member has orders: fewer than 3 of them, and some (member 3, with none, is not kept)
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        result = await ask(ds, "有不到3个订单的会员")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "members", result["reason"]
        assert sorted(counted(result)) == [("countlt", 3, "orders"), ("exists", None, "orders")]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == [2]


async def test_the_end_of_the_linked_tables_name_counts_its_rows(tmp_path):
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        result = await ask(ds, "评价超过1条的商品")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "products", result["reason"]
        assert counted(result) == [("countgt", 1, "product_reviews")]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == [1]


async def test_the_page_says_the_count_in_words(tmp_path):
    async with serving(shop(tmp_path / "shop.db")) as ds:
        response = await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "members with more than 2 orders",
                                                                               "_lang": "en"}))
        assert response.status_code == 200
        assert "more than 2 orders" in response.text and "HAVING count(*)" in response.text


async def where_keys(ds, entity: str, where: dict, lang: str = "zh") -> tuple[int, dict]:
    params = {"entity": entity, "_lang": lang, **{f"where.{k}": v for k, v in where.items()}}
    response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params))
    return response.status_code, response.json()


@pytest.mark.parametrize("where, wanted", [
    ({"orders__countgt": "5"}, [1]), ({"orders__countgte": "3"}, [1, 4]), ({"订单__countlt": "3"}, [2, 3]),
    ({"orders__countexact": "2"}, [2]), ({"orders__countexact": "0"}, [3]),  # none: as `orders__notexists`
])
async def test_a_count_of_linked_rows_as_a_where_key(tmp_path, where, wanted):
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        status, result = await where_keys(ds, "会员", where)
        assert status == 200 and result["status"] == "resolved", result["reason"]
        assert clause_ids(path, "members", result["predicate"]) == wanted
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == wanted


@pytest.mark.parametrize("value", ["abc", "2.5", "-1", "'; DROP TABLE orders; --"])
async def test_a_count_that_is_no_whole_number_is_refused_and_says_so(tmp_path, value):
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        status, result = await where_keys(ds, "members", {"orders__countgt": value}, lang="en")
        assert status == 200 and result["status"] == "not_found", result
        assert "whole number" in result["reason"] and result["predicate"] is None
    conn = sqlite3.connect(path)
    assert conn.execute("select count(*) from orders").fetchone()[0] == sum(ORDERS_OF.values()) + 1
    conn.close()


async def test_a_count_is_of_rows_pointing_at_the_answers_rows(tmp_path):
    # each order points at one member: `members__countgt` on the orders is read on no link
    async with serving(shop(tmp_path / "shop.db")) as ds:
        status, result = await where_keys(ds, "orders", {"members__countgt": "1"}, lang="en")
        assert result["status"] != "resolved", result["predicate"]


async def test_the_members_of_each_level_are_counted_and_the_level_of_a_member_is_not(tmp_path):
    # 会员 is the members' word, 会员等级 the levels': the levels are counted by the members pointing at them; a
    # member points at one level — `会员等级超过2个的会员` is no count, and stays asked about
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, "会员超过2个的会员等级")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "member_levels", result["reason"]
        assert counted(result) == [("countgt", 2, "members")]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == [1]
        result = await ask(ds, "会员等级超过2个的会员")
        assert result["status"] != "resolved", result["predicate"]


@pytest.mark.parametrize("q, lang", [("members with orders over 15", "en"), ("订单超过15的会员", "zh")])
async def test_the_linked_words_then_a_bare_number_are_no_count(tmp_path, q, lang):
    # `orders over 15`: the orders' one amount over 15, as before — a count is said with its measure word
    # (`订单超过5个`), `数` (`订单数超过5`) or the number before the words (`more than 5 orders`)
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q, lang=lang)
        assert not [c for c in (result.get("predicate") or {}).get("conditions", []) if c["op"].startswith("count")]
        if result["status"] == "resolved":
            assert [(c["column"], c["op"]) for c in result["predicate"]["conditions"]] == [("pay_amount", "gt")]


async def test_the_number_of_marks_a_count(tmp_path):
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        result = await ask(ds, "订单数超过2的会员")
        assert result["status"] == "resolved" and counted(result) == [("countgt", 2, "orders")], result["reason"]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == [1, 4]


async def test_a_verb_done_says_some_were_done(tmp_path):
    # 下过 says orders were placed: fewer than 3 of them, and some (member 3, with none, is not kept)
    path = shop(tmp_path / "shop.db")
    async with serving(path) as ds:
        result = await ask(ds, "下过不到3个订单的会员")
        assert result["status"] == "resolved", result["reason"]
        assert sorted(counted(result)) == [("countlt", 3, "orders"), ("exists", None, "orders")]
        assert clause_ids(path, "members", result["predicate"]) == [2]
