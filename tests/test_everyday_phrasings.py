"""How people say what they want without knowing the box (docs/one-box.md, "Questions"), through a real
Datasette serving a real SQLite file:

- where the rows are kept, said around the question, is no word of it: `how many payments are in the
  database?`, `list all customers in the system` (as `系统里有哪些角色`); a table of that name is still a table;
- a past tense that does not end in -ed names the linked table its stem names: `customers who never paid`
  (payment), `products that have never been sold` (sales), as `never rented` did (rental);
- the passive `被` after a word of absence is part of it: `没被评价过的商品`, `从未被评价的商品`;
- asking to be recommended some rows lists them: `推荐几个网络小说` (no count), while `推荐的网络小说` are those
  marked recommended;
- 类 typed onto a label says the label is a kind of row: `按钮类菜单` are the menus of type 按钮 — also a label
  that is a word of the table's name (`公告类的通知` on 通知公告表);
- a value of several nouns after its column's word is read whole up to `的`: `部门名称为研发中心的负责人`;
- 负责人 (the person in charge) is a manager or leader too, not only a record's owner: `各仓库的负责人和电话`;
- an English plural is the table of that name before another whose description spells it (`customers`), and a
  linked table's key said (`customers in territory 4`) is the answer's own column that points at it.
"""

from __future__ import annotations

import sqlite3

import pytest

from tests.conftest import make_sqlite
from tests.test_question_counts import ask, rows_of, serving

pytestmark = pytest.mark.asyncio


def shop(path) -> str:
    """Customers who pay, products that are sold: every link a declared foreign key."""
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE customer (customer_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT);
        CREATE TABLE payment (payment_id INTEGER PRIMARY KEY,
                              customer_id INTEGER REFERENCES customer(customer_id), amount DECIMAL(5,2));
        CREATE TABLE product (product_id INTEGER PRIMARY KEY, name TEXT, list_price DECIMAL(8,2));
        CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, product_id INTEGER REFERENCES product(product_id),
                            quantity INTEGER);
    """)
    conn.executemany("insert into customer values (?,?,?)",
                     [(1, "MARY", "SMITH"), (2, "LINDA", "WILLIAMS"), (3, "BARBARA", "JONES"), (4, "ANN", "LEE")])
    conn.executemany("insert into payment values (?,?,?)", [(1, 1, 2.99), (2, 1, 4.99), (3, 3, 0.99), (4, None, 1.0)])
    conn.executemany("insert into product values (?,?,?)", [(1, "Pen", 1.5), (2, "Ink", 3.0), (3, "Pad", 2.0)])
    conn.executemany("insert into sales values (?,?,?)", [(1, 2, 5), (2, 2, 1), (3, None, 1)])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q, table, count", [
    ("how many payments are in the database?", "payment", True),
    ("how many customers are in the system", "customer", True),
    ("list all products in our database", "product", False),
])
async def test_where_the_rows_are_kept_is_no_word_of_the_question(tmp_path, q, table, count):
    # `database`, `system` were words nothing fits: the whole question was refused
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q, lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
        assert bool((result.get("intent") or {}).get("count")) is count
        assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]


async def test_a_table_named_system_is_still_a_table(tmp_path):
    # only the phrase `in the system` says where; the word alone still names what is asked for
    path = tmp_path / "settings.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE system (id INTEGER PRIMARY KEY, setting TEXT, value TEXT)")
    conn.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)")
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        result = await ask(ds, "system", lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "system", result["reason"]
        result = await ask(ds, "how many users are in the system?", lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "users", result["reason"]


@pytest.mark.parametrize("q, table, wanted", [
    ("customers who never paid", "customer", [2, 4]),
    ("customers who have never paid", "customer", [2, 4]),
    ("products that have never been sold", "product", [1, 3]),
    ("products never sold", "product", [1, 3]),
])
async def test_an_irregular_past_names_the_linked_table(tmp_path, q, table, wanted):
    # `paid`, `sold` end in no -ed: they were words nothing fits, and the question was refused
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q, lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
        assert "NOT IN" in result["predicate"]["clause"]
        assert sorted(row[f"{table}_id"] for row in await rows_of(ds, result["links"]["table"])) == wanted


async def test_a_past_that_names_no_linked_table_is_still_refused(tmp_path):
    # `won` names no table here: never read as one of them
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, "customers who never won", lang="en")
        assert result["status"] != "resolved", result


def reviews(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT);
        CREATE TABLE product_reviews (id INTEGER PRIMARY KEY, product_id INTEGER REFERENCES products(id),
                                      stars INTEGER, content TEXT);
    """)
    conn.executemany("insert into products values (?,?)", [(1, "钢笔"), (2, "墨水"), (3, "本子")])
    conn.executemany("insert into product_reviews values (?,?,?,?)", [(1, 2, 5, "好"), (2, 2, 4, "不错")])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q", ["没被评价过的商品", "从未被评价的商品", "没有被评价的商品"])
async def test_the_passive_after_a_word_of_absence_is_part_of_it(tmp_path, q):
    # 被 was a word nothing fits: the question was refused
    async with serving(reviews(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "products", result["reason"]
        assert "NOT IN" in result["predicate"]["clause"]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == [1, 3]


def posted(path) -> str:
    """Notices stamped when they were posted (发布时间) or made (创建时间), and orders that are shipped (待发货)."""
    from datetime import date
    this, last = date.today().year, date.today().year - 1
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE notices ( -- 通知公告表
          id INTEGER PRIMARY KEY, -- 公告ID
          title TEXT, -- 公告标题
          created_at TEXT -- 发布时间
        );
        CREATE TABLE memos ( -- 备忘录表
          id INTEGER PRIMARY KEY, -- 备忘录ID
          title TEXT, -- 备忘录标题
          create_time TEXT, -- 创建时间
          update_time TEXT -- 更新时间
        );
        CREATE TABLE orders ( -- 订单表
          id INTEGER PRIMARY KEY, -- 订单ID
          status INTEGER, -- 订单状态：0待付款 1待发货 2已发货
          created_at TEXT -- 下单时间
        );
    """)
    conn.executemany("insert into notices values (?,?,?)", [(1, "a", f"{last}-03-01"), (2, "b", f"{this}-01-02"),
                                                           (3, "c", f"{last}-12-31")])
    conn.executemany("insert into memos values (?,?,?,?)", [(1, "a", f"{last}-05-01", f"{this}-01-01"),
                                                               (2, "b", f"{this}-01-01", f"{this}-01-01")])
    conn.executemany("insert into orders values (?,?,?)", [(1, 2, f"{last}-05-01"), (2, 1, f"{this}-01-01")])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q, table, column, wanted", [
    ("去年发的公告", "notices", "created_at", [1, 3]),
    ("去年发的通知公告有多少条", "notices", "created_at", [1, 3]),
    ("去年发的备忘录", "memos", "create_time", [1]),
])
async def test_a_one_character_verb_of_posting_says_when_the_rows_were_made(tmp_path, q, table, column, wanted):
    # 发 was a word nothing fits (发布 was read, 发 alone was not): the question was refused
    async with serving(posted(tmp_path / "posts.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
        assert {c["column"] for c in result["predicate"]["conditions"]} == {column}
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == wanted


async def test_a_verb_of_posting_on_rows_that_are_shipped_is_not_read_as_made(tmp_path):
    # orders speak of 发货 (shipping): 发 there may be shipped, and the orders have no date of it — never the day
    # they were placed
    async with serving(posted(tmp_path / "posts.db")) as ds:
        result = await ask(ds, "去年发的订单")
        assert result["status"] != "resolved" or not result["predicate"], result


@pytest.mark.parametrize("q, wanted", [("how many customers have payments", [1, 3]),
                                       ("how many customers without payments", [2, 4])])
async def test_how_many_before_the_head_keeps_the_words_after_it(tmp_path, q, wanted):
    # the words after the head were read only when nothing but question words came before it: `how many`
    # is one of those
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q, lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "customer", result["reason"]
        assert result["intent"] == {"count": True}
        assert sorted(row["customer_id"] for row in await rows_of(ds, result["links"]["table"])) == wanted


@pytest.mark.parametrize("q, wanted", [("列出没有评价的商品", [1, 3]), ("给出没有评价的商品", [1, 3]),
                                       ("请列出有评价的商品", [2])])
async def test_words_of_asking_before_having_or_not_keep_it(tmp_path, q, wanted):
    # `给出没有评价的商品` answered the products *with* a review whose date is empty (没有 read on a column), and
    # `列出有…` the reviews themselves: the word of asking hid the 没有/有 of the clause
    async with serving(reviews(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "products", result["reason"]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == wanted


def novels(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE novels ( -- 网络小说表
          id INTEGER PRIMARY KEY,
          title TEXT, -- 书名
          score REAL, -- 评分
          is_recommend INTEGER -- 是否推荐（0否 1是）
        );
    """)
    conn.executemany("insert into novels values (?,?,?,?)", [(1, "甲", 9.1, 1), (2, "乙", 7.5, 0), (3, "丙", 8.0, 0)])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q, wanted", [("推荐几个网络小说", [1, 2, 3]), ("推荐一些网络小说", [1, 2, 3]),
                                       ("推荐几部评分不低于8的网络小说", [1, 3])])
async def test_asking_to_be_recommended_some_lists_them(tmp_path, q, wanted):
    # before: `推荐几个` was read as the count 几个, `推荐` as the column is_recommend to show (or, where no column
    # says it, a word nothing fits: refused)
    async with serving(novels(tmp_path / "novels.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "novels", result["reason"]
        assert not (result.get("intent") or {}).get("count") and not result["understood"].get("fields")
        assert not [s for s in result["understood"]["spans"] if s["as"] in ("unknown", "unused")]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == wanted


async def test_recommended_alone_is_still_the_column(tmp_path):
    async with serving(novels(tmp_path / "novels.db")) as ds:
        result = await ask(ds, "推荐的网络小说")
        assert result["status"] == "resolved", result["reason"]
        assert [(c["column"], c["value"]) for c in result["predicate"]["conditions"]] == [("is_recommend", 1)]


def menus(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE menus ( -- 菜单表
          id INTEGER PRIMARY KEY,
          name TEXT, -- 菜单名称
          menu_type TEXT -- 菜单类型：M目录 C菜单 F按钮
        );
    """)
    conn.executemany("insert into menus values (?,?,?)", [(1, "系统", "M"), (2, "用户", "C"), (3, "新增", "F")])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q", ["按钮类菜单", "按钮类的菜单有哪些", "按钮类别的菜单"])
async def test_a_kind_said_onto_its_label_is_that_label(tmp_path, q):
    # before: 类 was a word nothing fits, and the question was refused
    async with serving(menus(tmp_path / "menus.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "menus", result["reason"]
        assert [(c["column"], c["value"]) for c in result["predicate"]["conditions"]] == [("menu_type", "F")]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == [3]



NOTICES = """
CREATE TABLE notices ( -- 通知公告表
  id INTEGER PRIMARY KEY,
  title TEXT, -- 标题
  notice_type INTEGER -- 类型：1通知 2公告
);
"""


@pytest.mark.parametrize("q, code, ids", [("公告类的通知有哪些", 2, [2]), ("通知类的公告", 1, [1, 3])])
async def test_a_kind_said_onto_a_label_that_names_the_table_too(tmp_path, q, code, ids):
    # 公告 and 通知 are labels of notice_type and words of the table's name: with 类 after it, the label
    rows = {"notices": [(1, "放假", 1), (2, "升级", 2), (3, "值班", 1)]}
    async with serving(make_sqlite(tmp_path / "notices.db", NOTICES, rows)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "notices", result["reason"]
        assert [(c["column"], c["value"]) for c in result["predicate"]["conditions"]] == [("notice_type", code)]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == ids


def departments(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE depts ( -- 部门表
          id INTEGER PRIMARY KEY,
          dept_name TEXT, -- 部门名称
          leader TEXT -- 负责人
        );
        CREATE TABLE returns ( -- 退货单
          id INTEGER PRIMARY KEY,
          reason TEXT -- 退货原因
        );
    """)
    conn.executemany("insert into depts values (?,?,?)", [(1, "研发中心", "张三"), (2, "研发", "李四")])
    conn.executemany("insert into returns values (?,?)", [(1, "质量问题"), (2, "质量"), (3, "不想要了")])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q, table, column, op, value, wanted", [
    ("部门名称为研发中心的负责人", "depts", "dept_name", "exact", "研发中心", [1]),
    ("退货原因不是质量问题的退货单", "returns", "reason", "not", "质量问题", [2, 3]),
    # values no row holds (a new department, a reason never given): read as typed all the same
    ("部门名称为市场中心的负责人", "depts", "dept_name", "exact", "市场中心", []),
    ("退货原因不是物流问题的退货单", "returns", "reason", "not", "物流问题", [1, 2, 3]),
])
async def test_a_value_of_several_nouns_is_read_whole(tmp_path, q, table, column, op, value, wanted):
    # before: only the first word was the value (研发, 质量) and the next was a word nothing fits: refused
    async with serving(departments(tmp_path / "org.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
        assert [(c["column"], c["op"], c["value"]) for c in result["predicate"]["conditions"]] == [(column, op, value)]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == wanted
        if "负责人" in q:
            assert result["understood"]["fields"] == ["leader"]


async def test_the_person_in_charge_is_the_manager(tmp_path):
    # before: 负责人 was only a record's owner — on a table whose columns carry no descriptions it fit nothing
    path = tmp_path / "stock.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE warehouses (id INTEGER PRIMARY KEY, name TEXT, manager TEXT, phone TEXT);
        INSERT INTO warehouses VALUES (1, 'North', 'Ann', '555-0101');
    """)
    conn.close()
    async with serving(str(path)) as ds:
        result = await ask(ds, "各仓库的负责人和电话")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "warehouses", result["reason"]
        assert result["understood"]["fields"] == ["manager", "phone"]


def territories(path) -> str:
    """AdventureWorks' shape: a store described as "Customers (resellers) …" beside the table customer, whose
    territory is a foreign key."""
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE territory (territoryid INTEGER PRIMARY KEY, name TEXT);
        CREATE TABLE store ( -- Customers (resellers) of our products.
          storeid INTEGER PRIMARY KEY, name TEXT);
        CREATE TABLE customer (customerid INTEGER PRIMARY KEY,
          territoryid INTEGER REFERENCES territory(territoryid), -- ID of the territory in which the customer is located.
          accountnumber TEXT);
        INSERT INTO territory VALUES (1, 'Northwest'), (4, 'Southwest');
        INSERT INTO store VALUES (1, 'Bike World');
        INSERT INTO customer VALUES (1, 4, 'AW1'), (2, 1, 'AW2'), (3, 4, 'AW3');
    """)
    conn.close()
    return str(path)


async def test_a_plural_is_the_table_of_that_name_before_a_description(tmp_path):
    # before: `customers` was the store (its description begins "Customers"): the plural of a name is that table
    async with serving(territories(tmp_path / "aw.db")) as ds:
        result = await ask(ds, "customers", lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "customer", result["reason"]
        result = await ask(ds, "stores", lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "store", result["reason"]


@pytest.mark.parametrize("q", ["customers in territory 4", "customer in territory 4"])
async def test_the_key_a_column_points_at_is_that_columns_value(tmp_path, q):
    # `territory 4` read on the territories is the customers' own territoryid = 4 (it was a subquery over them)
    async with serving(territories(tmp_path / "aw.db")) as ds:
        result = await ask(ds, q, lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "customer", result["reason"]
        assert result["predicate"]["clause"] == 'WHERE "territoryid" = ?' and result["predicate"]["values"] == ["4"]
        assert sorted(row["customerid"] for row in await rows_of(ds, result["links"]["table"])) == [1, 3]
