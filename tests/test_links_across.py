"""Conditions across a link (issue 22, docs/conditions.md "Conditions across a link"): a condition on
a column of a table one foreign key away, either way, from the one box and from where keys — its
`via`, the subquery, the reason, the chip, the table link with the linked keys (rows checked
against the clause), more keys than a link carries, two links that could carry it, negation, a
link inferred from a column's name, and a linked table the actor may not view — on demo.db and on
a library schema written here."""

from __future__ import annotations

import json
import sqlite3
import urllib.parse

import pytest
import pytest_asyncio
from datasette.app import Datasette

from conftest import make_sqlite
from datasette_dbgraph.index.indexer import build_index_file
from datasette_dbgraph.resolver import Options, Request, resolve
from datasette_dbgraph.rules import MAX_LINKED_KEYS
from datasette_dbgraph.serving import chips
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

# A library: books point at their author (declared) and their shelf (undeclared: `shelf_id`); loans
# and reviews point at books. A book's contact phone and its author's phone are two readings of 手机号.
LIBRARY = """
CREATE TABLE authors ( -- 作者表
  id INTEGER PRIMARY KEY, -- 作者ID
  name TEXT NOT NULL, -- 姓名
  phone TEXT, -- 手机号
  country TEXT -- 国籍
);
CREATE TABLE shelves ( -- 书架表
  id INTEGER PRIMARY KEY, -- 书架ID
  code TEXT NOT NULL, -- 书架编码
  room TEXT NOT NULL -- 阅览室
);
CREATE TABLE books ( -- 图书表
  id INTEGER PRIMARY KEY, -- 图书ID
  title TEXT NOT NULL, -- 书名
  author_id INTEGER REFERENCES authors(id), -- 作者
  shelf_id INTEGER, -- 书架
  contact_phone TEXT, -- 联系人手机号
  status INTEGER NOT NULL DEFAULT 0 -- 状态：0在架 1下架
);
CREATE TABLE loans ( -- 借阅记录表
  id INTEGER PRIMARY KEY, -- 借阅ID
  book_id INTEGER REFERENCES books(id), -- 图书
  reader TEXT NOT NULL, -- 读者姓名
  returned INTEGER NOT NULL DEFAULT 0 -- 归还状态：0未归还 1已归还
);
CREATE TABLE reviews ( -- 书评表
  id INTEGER PRIMARY KEY, -- 书评ID
  book_id INTEGER REFERENCES books(id), -- 图书
  rating INTEGER NOT NULL, -- 评分
  reviewer TEXT -- 读者姓名
);
"""
PHONE = "13900000001"
BOOKS = 300
LOANED = 150  # books with a loan: more than a table link carries
REVIEWED = 20


def library_rows() -> dict[str, list[tuple]]:
    authors = [(1, "鲁迅", PHONE, "中国"), (2, "老舍", "13900000002", "中国"), (3, "Orwell", None, "UK")]
    shelves = [(1, "A-01", "一号阅览室"), (2, "B-02", "二号阅览室")]
    books = [(i, f"Book{i}", 1 + i % 3, 1 + i % 2, PHONE if i % 50 == 0 else "13700000000", i % 7 == 0)
             for i in range(1, BOOKS + 1)]
    books.append((BOOKS + 1, "无名书", None, None, None, 0))  # no author: never in `author_id IN (…)`
    loans = [(i, i, f"Reader{i}", i % 2) for i in range(1, LOANED + 1)] + [(LOANED + 1, None, "无书读者", 0)]
    reviews = [(i, i, 1 + i % 5, f"Reader{i}") for i in range(1, REVIEWED + 1)] + [(REVIEWED + 1, None, 3, None)]
    return {"authors": authors, "shelves": shelves, "books": books, "loans": loans, "reviews": reviews}


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    folder = tmp_path_factory.mktemp("library")
    db = make_sqlite(folder / "library.db", LIBRARY, library_rows())
    index = folder / "library-index.db"
    build_index_file(index, [read_sqlite_file(db)])
    return db, index


@pytest.fixture(scope="module")
def ask(library, source_index):
    connections = {}

    def ask(q: str | None = None, source: str = "library", **request) -> dict:
        if source not in connections:
            connections[source] = sqlite3.connect(library[1] if source == "library" else source_index(source))
        return resolve(connections[source], Request(q=q, **request), Options(lang="en"))

    yield ask
    for conn in connections.values():
        conn.close()


def linked(result: dict) -> list[dict]:
    return [c for c in (result["predicate"] or {}).get("conditions") or [] if c.get("via")]


# ================================================================================ the resolver
def test_a_condition_on_the_table_a_foreign_key_points_at(ask):
    result = ask(f"手机号{PHONE}的作者的图书")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "books"
    assert linked(result) == [{"key": "authors.phone", "column": "phone", "op": "exact", "value": PHONE,
                               "label": None, "matched_by": "name",
                               "via": {"table": "authors", "from": "author_id", "to": "id"}}]
    assert result["predicate"]["clause"] == 'WHERE "author_id" IN (SELECT "id" FROM "authors" WHERE "phone" = ?)'
    assert result["predicate"]["values"] == [PHONE]
    assert "author_id → authors.id" in result["reason"]
    assert result["understood"]["where"] == {"authors.phone": PHONE}
    roles = [(s["text"], s["as"], s.get("table")) for s in result["understood"]["spans"]]
    assert roles == [("手机号", "column", "authors"), (PHONE, "value", "authors"), ("作者", "link", "authors"),
                     ("图书", "entity", None)]


def test_a_condition_on_a_table_that_points_at_the_answer(ask):
    result = ask("归还状态为已归还的借阅记录的图书")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "books"
    assert [(c["column"], c["op"], c["value"], c["label"], c["via"]) for c in linked(result)] == [
        ("returned", "exact", 1, "已归还", {"table": "loans", "from": "id", "to": "book_id"})]
    assert result["predicate"]["clause"] == 'WHERE "id" IN (SELECT "book_id" FROM "loans" WHERE "returned" = ?)'


def test_the_other_direction_from_the_rows_that_point(ask):
    result = ask("书名为Book7的图书的借阅记录")
    assert result["resolved"]["table"] == "loans"
    assert linked(result)[0]["via"] == {"table": "books", "from": "book_id", "to": "id"}


@pytest.mark.parametrize("q, op, clause", [
    ("有书评的图书", "exists", 'WHERE "id" IN (SELECT "book_id" FROM "reviews")'),
    ("没有书评的图书", "notexists",
     'WHERE "id" NOT IN (SELECT "book_id" FROM "reviews" WHERE "book_id" IS NOT NULL)'),
    ("books with reviews", "exists", 'WHERE "id" IN (SELECT "book_id" FROM "reviews")'),
    ("books without reviews", "notexists",
     'WHERE "id" NOT IN (SELECT "book_id" FROM "reviews" WHERE "book_id" IS NOT NULL)'),
    ("books never reviewed", "notexists",
     'WHERE "id" NOT IN (SELECT "book_id" FROM "reviews" WHERE "book_id" IS NOT NULL)'),
])
def test_whether_a_linked_row_exists(ask, q, op, clause):
    result = ask(q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "books", result["reason"]
    assert [(c["column"], c["op"], c["value"]) for c in linked(result)] == [(None, op, None)]
    assert result["predicate"]["clause"] == clause


def test_two_links_could_carry_the_value_so_it_asks(ask):
    # 手机号 is the author's 手机号 exactly, and the book's own 联系人手机号 holds it: which?
    result = ask(f"手机号{PHONE}的图书")
    assert result["status"] == "ambiguous"
    assert {c["column"] for c in result["candidates"][0]["columns"]} == {"contact_phone", "authors.phone"}
    value = next(s for s in result["understood"]["spans"] if s["as"] == "value")
    assert value["columns"] == ["contact_phone", "authors.phone"]
    # Either choice, typed, is answered.
    assert ask(f"authors.phone {PHONE}的图书")["predicate"]["conditions"][0]["via"]["table"] == "authors"
    own = ask(f"contact_phone {PHONE}的图书")
    assert own["status"] == "resolved" and own["predicate"]["conditions"] == [
        {"key": "contact_phone", "column": "contact_phone", "op": "exact", "value": PHONE, "label": None,
         "matched_by": "name"}]


def test_two_linked_tables_that_read_the_clause_equally_are_both_offered(ask):
    # 读者姓名 is loans.reader's and reviews.reviewer's description: which rows of books?
    result = ask("读者姓名为Reader7的图书")
    assert result["status"] == "ambiguous"
    assert {c["column"] for c in result["candidates"][0]["columns"]} == {"loans.reader", "reviews.reviewer"}
    assert ask("loans.reader Reader7的图书")["status"] == "resolved"


def test_the_tables_own_column_named_exactly_needs_no_link(ask):
    result = ask(f"联系人手机号{PHONE}的图书")
    assert result["status"] == "resolved" and not linked(result)


def test_a_link_inferred_from_the_column_name_says_so(ask):
    result = ask(entity="图书", where={"书架编码": "A-01"})
    assert result["status"] == "resolved"
    assert linked(result)[0]["via"] == {"table": "shelves", "from": "shelf_id", "to": "id", "inferred": True}
    assert "No foreign key is declared there" in result["reason"] and "shelf_id" in result["reason"]


@pytest.mark.parametrize("where, via_table, column", [
    ({"authors.phone": PHONE}, "authors", "phone"),
    ({"author_id.phone": PHONE}, "authors", "phone"),
    ({"作者手机号": PHONE}, "authors", "phone"),
    ({"作者.手机号": PHONE}, "authors", "phone"),
    ({"loans__exists": "1"}, "loans", None),
    ({"书评__notexists": ""}, "reviews", None),
])
def test_where_keys_may_name_a_linked_tables_column(ask, where, via_table, column):
    result = ask(entity="图书", where=where)
    assert result["status"] == "resolved", result["reason"]
    condition = linked(result)[0]
    assert condition["via"]["table"] == via_table and condition["column"] == column
    assert condition["key"] == next(iter(where))


def test_a_linked_value_outside_the_legend_is_refused_with_the_legend(ask):
    result = ask(entity="图书", where={"loans.returned": "丢失"})
    assert result["status"] == "not_found"
    assert "0 = 未归还" in result["reason"] and "1 = 已归还" in result["reason"]


def test_conditions_on_two_linked_tables_at_once_are_refused_naming_both(ask):
    result = ask(entity="图书", where={"authors.phone": PHONE, "loans__exists": "1"})
    assert result["status"] == "not_found"
    assert "authors" in result["reason"] and "loans" in result["reason"]
    assert ask(f"手机号{PHONE}的作者的有借阅记录的图书")["status"] != "resolved"


def test_a_key_that_names_no_linked_table_is_not_taken_across(ask):
    # `rating` is only on reviews: the person did not say reviews, so the books do not fit it.
    result = ask(entity="图书", where={"rating": "5"})
    assert result["status"] == "not_found"


def test_a_column_of_the_table_beyond_the_columns_read_is_never_read_across(library):
    conn = sqlite3.connect(library[1])
    try:
        result = resolve(conn, Request(entity="图书", where={"status": "1"}), Options(max_columns=2))
    finally:
        conn.close()
    assert result["status"] == "not_found" and not result["predicate"]


@pytest.mark.parametrize("q", [
    "从没借过的图书", "没借过的图书", "从来没有被借过的图书",  # (借过: the verb is in 借阅记录表)
    "一条书评都没有的图书", "一个书评都没有的图书", "没有任何书评的图书",
    "books that have never had a review", "books with no review recorded", "books without any reviews",
])
def test_never_said_the_way_people_say_it(ask, q):
    # Never, said with the verb, an adverb, a count of one or `any` around it — not a row that has one.
    result = ask(q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "books", (q, result["reason"])
    assert [(c["op"], c["via"]["table"]) for c in linked(result)] == [("notexists", "reviews" if "评" in q or "review" in q
                                                                      else "loans")], q
    assert result["predicate"]["clause"].startswith('WHERE "id" NOT IN (SELECT "book_id" FROM'), q


@pytest.mark.parametrize("q, clause", [
    ("没下过订单的会员", 'WHERE "id" NOT IN (SELECT "member_id" FROM "orders" WHERE "member_id" IS NOT NULL)'),
    ("从来没有下过订单的会员", 'WHERE "id" NOT IN (SELECT "member_id" FROM "orders" WHERE "member_id" IS NOT NULL)'),
    ("下过订单的会员", 'WHERE "id" IN (SELECT "member_id" FROM "orders")'),
    # 单 after the verb, or 下单, is short for 订单 (the one linked table whose word ends with it)
    ("没下过单的会员", 'WHERE "id" NOT IN (SELECT "member_id" FROM "orders" WHERE "member_id" IS NOT NULL)'),
    ("没下单的会员", 'WHERE "id" NOT IN (SELECT "member_id" FROM "orders" WHERE "member_id" IS NOT NULL)'),
    ("下过单的会员", 'WHERE "id" IN (SELECT "member_id" FROM "orders")'),
    ("members who never placed an order",
     'WHERE "id" NOT IN (SELECT "member_id" FROM "orders" WHERE "member_id" IS NOT NULL)'),
    ("没用过优惠券的订单", 'WHERE "id" NOT IN (SELECT "order_id" FROM "coupon_usages" WHERE "order_id" IS NOT NULL)'),
    ("没评价过商品的会员",
     'WHERE "id" NOT IN (SELECT "member_id" FROM "product_reviews" WHERE "member_id" IS NOT NULL)'),
])
def test_demo_never_and_ever_with_the_verb(ask, q, clause):
    result = ask(q, source="demo")
    assert (result["status"], result["resolved"]["table"], result["predicate"]["clause"]) == \
        ("resolved", "members" if "会员" in q or "members" in q else "orders", clause), (q, result["reason"])


@pytest.mark.parametrize("q, people, key", [
    ("每个会员等级有多少人", "members", "level_id"), ("每个会员等级有多少会员", "members", "level_id"),
    ("每个部门有几个人", "admin_users", "dept_id"),
])
def test_people_counted_per_row_of_the_table_they_belong_to(ask, q, people, key):
    # 多少人 per member level: the members (the one table of people pointing at the levels), per level_id — read on
    # the levels, each level counted only itself (refused before)
    result = ask(q, source="demo")
    assert result["status"] == "resolved" and result["resolved"]["table"] == people, (q, result["reason"])
    assert result["intent"] == {"count": True, "group_by": [key]}


@pytest.mark.parametrize("q", ["每个角色有多少人", "每个角色有几个人"])
def test_people_counted_per_role_are_the_rows_that_give_a_user_a_role(ask, q):
    # demo: admin users have roles through admin_user_roles (user_id, role_id). `每个角色有多少人` was answered
    # with the number of roles (0.95) — read first on role_menus, per role_id: the menus of each role. The
    # people of a role are the rows giving a user that role, counted per role_id.
    result = ask(q, source="demo")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "admin_user_roles", (q, result["reason"])
    assert result["intent"] == {"count": True, "group_by": ["role_id"]}


@pytest.mark.parametrize("q", ["每个角色有多少个", "每个会员等级有多少"])
def test_a_count_per_row_of_the_table_itself_is_refused_whichever_table_read_it_first(ask, q):
    # `每个角色有多少个` was answered with the number of roles: read first on role_menus, then again on the roles,
    # where each role counts only itself — as when the words chose the roles at once, refused, saying so
    result = ask(q, source="demo")
    assert result["status"] == "not_found" and not result.get("intent"), (q, result.get("intent"))
    assert "每行只数到它自己" in result["reason"] or "counts only itself" in result["reason"], result["reason"]
    assert ask("每个角色有多少菜单", source="demo")["intent"] == {"count": True, "group_by": ["role_id"]}


@pytest.mark.parametrize("q", ["没买过商品的会员", "买过商品的会员", "members who bought products"])
def test_a_verb_the_linked_table_does_not_say_is_not_read_there(ask, q):
    # demo: members reach 商品评价表 (product reviews) by one link, the products only further. Bought is
    # not reviewed: the answer was members with (or, worse, `没买过`: with) a review.
    result = ask(q, source="demo")
    assert result["status"] == "not_found" and not result.get("predicate"), (q, result.get("predicate"))
    assert "products" in result["reason"], result["reason"]


def test_a_table_two_links_away_is_refused_naming_both(ask):
    # ruoyi: users reach roles through sys_user_role only.
    result = ask("有admin角色的用户", source="ruoyi")
    assert result["status"] == "not_found"
    assert "sys_role" in result["reason"] and "sys_user" in result["reason"] and "sys_user_role" in result["reason"]


def test_demo_questions_across_a_link(ask):
    cases = {
        "手机号13800138000的会员的订单": ("orders", 'WHERE "member_id" IN (SELECT "id" FROM "members" WHERE "mobile" = ?)'),
        "有退款的订单": ("orders", 'WHERE "id" IN (SELECT "order_id" FROM "refunds")'),
        "没有评价的商品": ("products", 'WHERE "id" NOT IN (SELECT "product_id" FROM "product_reviews" '
                                     'WHERE "product_id" IS NOT NULL)'),
        "退款原因是发错货的订单": ("orders", 'WHERE "id" IN (SELECT "order_id" FROM "refunds" WHERE "reason" = ?)'),
        "微信支付的订单": ("orders", 'WHERE "id" IN (SELECT "order_id" FROM "payments" WHERE "pay_channel" = ?)'),
        "用了优惠券的订单": ("orders", 'WHERE "id" IN (SELECT "order_id" FROM "coupon_usages")'),
        "小米有哪些商品": ("products", 'WHERE "brand_id" IN (SELECT "id" FROM "brands" WHERE "name" = ?)'),
        "手机分类下有哪些商品": ("products", 'WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "name" = ?)'),
    }
    for q, (table, clause) in cases.items():
        result = ask(q, source="demo")
        assert (result["status"], result["resolved"]["table"], result["predicate"]["clause"]) == \
            ("resolved", table, clause), (q, result["reason"])
    assert ask("手机号13800138000的订单", source="demo")["status"] == "ambiguous"
    assert ask("收货人是张三的订单", source="demo")["predicate"]["conditions"][0].get("via") is None


@pytest.mark.parametrize("q, level, intent", [
    ("黄金会员有哪些", "黄金会员", None),  # the segmenter's one word 黄金会员: the level, and 会员 the members
    ("黄金会员", "黄金会员", None),
    ("钻石会员有多少人", "钻石会员", {"count": True}),  # two words to it: 钻石 会员
    ("普通会员", "普通会员", None),
])
def test_a_value_of_the_linked_rows_glued_to_the_tables_word(ask, q, level, intent):
    result = ask(q, source="demo")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "members", (q, result["reason"])
    assert result["predicate"]["clause"] == 'WHERE "level_id" IN (SELECT "id" FROM "member_levels" WHERE "name" = ?)'
    assert result["predicate"]["values"] == [level] and result["intent"] == intent
    assert "没有表知道" not in result["reason"] and "no table knows" not in result["reason"].lower()
    read = chips.read(q, result["understood"], result["predicate"], "zh")
    assert read[0]["said"] == f"member_levels.name = {level}" and read[0]["q_without"].startswith("会员")


def test_a_word_glued_to_the_tables_word_that_no_linked_row_holds_stays_unknown(ask):
    result = ask("白金会员有哪些", source="demo")  # no member level is 白金会员
    assert result["status"] == "not_found" and "白金" in result["reason"]
    assert ask("一级部门有哪些", source="jeecg")["resolved"]["table"] == "sys_depart"  # its own label, as before


def test_a_mysql_source_quotes_the_subquery_for_mysql_and_infers_the_link(ask):
    result = ask("手机号13800138000的会员下的订单", source="mall")
    assert result["resolved"]["table"] == "oms_order"
    assert result["predicate"]["clause"] == "WHERE `member_id` IN (SELECT `id` FROM `ums_member` WHERE `phone` = ?)"
    assert linked(result)[0]["via"]["inferred"] is True


def test_the_chip_of_a_condition_across_a_link(ask):
    q = f"手机号{PHONE}的作者的图书"
    result = ask(q)
    read = chips.read(q, result["understood"], result["predicate"], "zh")
    assert [(c["said"], c["stored"]) for c in read] == [(f"作者.手机号 = {PHONE}", "author_id"), ("图书", "")]
    assert read[0]["q_without"] == "的图书"


# ================================================================================ Datasette
@pytest_asyncio.fixture
async def datasette(library):
    ds = Datasette([str(library[0])], settings={"max_returned_rows": 5000})
    await ds.invoke_startup()
    return ds


async def ask_http(datasette, **params) -> dict:
    response = await datasette.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params))
    assert response.status_code == 200, response.text
    return response.json()


async def table_ids(datasette, link: str) -> set[int]:
    path, _, query = link.partition("?")
    rows = (await datasette.client.get(f"{path}.json?{query}&_shape=array&_size=max")).json()
    return {row["id"] for row in rows}


def clause_ids(db, table: str, predicate: dict) -> set[int]:
    conn = sqlite3.connect(db)
    try:
        return {r[0] for r in conn.execute(f'select id from "{table}" {predicate["clause"]}', predicate["values"])}
    finally:
        conn.close()


@pytest.mark.asyncio
@pytest.mark.parametrize("q, keys", [
    (f"手机号{PHONE}的作者的图书", "author_id__in=1"),
    ("有书评的图书", "id__in=" + ",".join(str(i) for i in range(1, REVIEWED + 1))),
    ("没有书评的图书", "id__notin=" + ",".join(str(i) for i in range(1, REVIEWED + 1))),
])
async def test_the_table_link_passes_the_linked_keys_and_shows_the_clauses_rows(datasette, library, q, keys):
    data = await ask_http(datasette, q=q)
    link = data["links"]["table"]
    assert urllib.parse.unquote(link) == f"/library/books?{keys}"
    expected = clause_ids(library[0], "books", data["predicate"])
    assert expected and await table_ids(datasette, link) == expected
    # The SQL page runs the subquery itself, with named parameters.
    sql = urllib.parse.parse_qs(urllib.parse.urlparse(data["links"]["sql"]).query)
    assert "IN (SELECT" in sql["sql"][0] and ("p0" in sql) == bool(data["predicate"]["values"])


@pytest.mark.asyncio
@pytest.mark.parametrize("q, author, count", [
    ("鲁迅有哪些图书", "鲁迅", None),
    ("老舍有什么图书", "老舍", None),
    ("老舍有多少本图书", "老舍", True),
])
async def test_what_a_linked_row_has_is_asked_like_its_rows(datasette, library, q, author, count):
    # `鲁迅有哪些图书` says what `鲁迅的图书` says: the books whose author's row holds the name
    data = await ask_http(datasette, q=q)
    assert data["status"] == "resolved" and data["resolved"]["table"] == "books", (q, data["reason"])
    assert [(c["column"], c["op"], c["value"], c["via"]["table"]) for c in linked(data)] == \
        [("name", "exact", author, "authors")]
    assert (data["intent"] or {}).get("count") == count
    assert not [s for s in data["understood"]["spans"] if s["as"] == "unknown"]
    expected = clause_ids(library[0], "books", data["predicate"])
    assert expected and await table_ids(datasette, data["links"]["table"]) == expected


@pytest.mark.asyncio
async def test_what_a_row_has_stays_unread_when_no_linked_row_holds_it(datasette):
    data = await ask_http(datasette, q="巴金有哪些图书")  # no author, no shelf holds 巴金: never a guess
    assert data["status"] != "resolved", data["predicate"]
    assert "巴金" in [s["text"] for s in data["understood"]["spans"] if s["as"] == "unknown"], data["reason"]


@pytest.mark.asyncio
async def test_more_linked_keys_than_a_link_carries_give_only_the_sql_link(datasette, library):
    data = await ask_http(datasette, q="有借阅记录的图书")
    assert data["status"] == "resolved" and LOANED > MAX_LINKED_KEYS
    assert "table" not in data["links"] and "IN (SELECT" in urllib.parse.unquote_plus(data["links"]["sql"])
    path, _, query = data["links"]["sql"].partition("?")  # the SQL page's own URL on either line
    rows = await datasette.client.get(f"{path}.json?{query}&_shape=array")
    assert {r["id"] for r in rows.json()} == clause_ids(library[0], "books", data["predicate"])
    assert len(clause_ids(library[0], "books", data["predicate"])) == LOANED


@pytest.mark.asyncio
async def test_a_structured_request_links_through_the_keys_too(datasette, library):
    data = await ask_http(datasette, entity="图书", **{"where.authors.phone": PHONE, "where.状态": "在架"})
    assert data["status"] == "resolved"
    assert urllib.parse.unquote(data["links"]["table"]) == "/library/books?status__exact=0&author_id__in=1"
    assert await table_ids(datasette, data["links"]["table"]) == clause_ids(library[0], "books", data["predicate"])


@pytest.mark.asyncio
async def test_the_page_shows_the_link_in_words_and_escapes_it(datasette):
    page = await datasette.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": f"手机号{PHONE}的作者的图书",
                                                                              "_lang": "zh"}))
    assert page.status_code == 200
    assert f"作者.手机号 = {PHONE}" in page.text and "author_id → authors.id" in page.text


@pytest.mark.asyncio
async def test_a_hidden_linked_table_never_shapes_the_answer(library, tmp_path):
    """authors hidden from the actor: the answer is the one a library without authors gives."""
    import shutil

    without = tmp_path / "plain" / "library.db"
    without.parent.mkdir()
    shutil.copy(library[0], without)
    conn = sqlite3.connect(without)
    conn.executescript("PRAGMA foreign_keys=OFF; DROP TABLE authors;")
    conn.close()
    guarded = Datasette([str(library[0])], metadata={"databases": {"library": {"tables": {
        "authors": {"allow": {"id": "admin"}}}}}})
    plain = Datasette([str(without)])
    for ds in (guarded, plain):
        await ds.invoke_startup()
    for params in ({"q": f"手机号{PHONE}的作者的图书"}, {"q": f"手机号{PHONE}的图书"},
                   {"entity": "图书", "where.authors.phone": PHONE}, {"entity": "图书", "where.作者手机号": PHONE}):
        want, have = await ask_http(plain, **params), await ask_http(guarded, **params)
        assert want == have, (params, json.dumps(want, ensure_ascii=False)[:400], json.dumps(have, ensure_ascii=False)[:400])
        assert not linked(have) and "author_id →" not in have["reason"]
        if "q" in params:
            assert "authors" not in json.dumps(have)
    admin = {"ds_actor": guarded.sign({"a": {"id": "admin"}}, "actor")}
    seen = (await guarded.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": f"手机号{PHONE}的作者的图书"}),
                                     cookies=admin)).json()
    assert linked(seen)[0]["via"]["table"] == "authors"  # it is really there for someone
