"""A count word that is the table's own quantity column (docs/one-box.md, "Questions"), through a real Datasette
serving a real SQLite file: `数量超过3的订单明细` on order lines whose quantity is described 购买数量 compares that
column — it used to ask how many lines there are and send 3 to a price (`数量不到120的货品` answered with
`price < 120`). Where the only such column counts other things (志愿者数量, 粉丝总数), the word still counts:
the number after it is how many rows (`订单数量超过100`, once a question about the orders' amounts), per the
group asked (`论文数量不多于5，且平均引用量不多于10的会议名称`) — never a price. `库存数量不到120的商品` is how much
stock, not how many SKU rows."""

from __future__ import annotations

import sqlite3

import pytest

from tests.test_question_counts import ask, rows_of, serving

pytestmark = pytest.mark.asyncio


def shop(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE order_items ( -- 订单明细表
          id INTEGER PRIMARY KEY, -- 明细ID
          product_name TEXT NOT NULL, -- 商品名称
          price REAL NOT NULL, -- 单价（元）
          quantity INTEGER NOT NULL, -- 购买数量
          subtotal REAL NOT NULL -- 小计金额（元）
        );
        CREATE TABLE goods_product ( -- 商品货品表
          id INTEGER PRIMARY KEY,
          specifications TEXT, -- 商品规格值列表
          price DECIMAL(10,2) NOT NULL, -- 商品货品价格
          number INTEGER NOT NULL -- 商品货品数量
        );
        CREATE TABLE orders ( -- 订单表
          id INTEGER PRIMARY KEY,
          total_amount REAL, -- 订单总金额（元）
          pay_amount REAL -- 实付金额（元）
        );
        CREATE TABLE products ( -- 商品表
          id INTEGER PRIMARY KEY, name TEXT -- 商品名称
        );
        CREATE TABLE product_skus ( -- 商品SKU库存表
          id INTEGER PRIMARY KEY,
          product_id INTEGER REFERENCES products(id), -- 所属商品
          stock INTEGER NOT NULL -- 库存
        );
        CREATE TABLE city ( -- 垃圾分类的城市
          id INTEGER PRIMARY KEY,
          name TEXT, -- 城市名称
          volunteers INTEGER -- 志愿者数量
        );
    """)
    conn.executemany("insert into order_items values (?,?,?,?,?)",
                     [(1, "笔", 2.0, 5, 10.0), (2, "墨", 30.0, 1, 30.0), (3, "纸", 1.0, 3, 3.0), (4, "本", 4.0, 10, 40.0)])
    conn.executemany("insert into goods_product values (?,?,?,?)",
                     [(1, "红", 99.0, 200), (2, "蓝", 150.0, 50), (3, "绿", 20.0, 119)])
    conn.executemany("insert into orders values (?,?,?)", [(1, 120.0, 100.0), (2, 80.0, 80.0)])
    conn.executemany("insert into products values (?,?)", [(1, "笔"), (2, "墨")])
    conn.executemany("insert into product_skus values (?,?,?)", [(1, 1, 500), (2, 2, 5), (3, 2, 7)])
    conn.executemany("insert into city values (?,?,?)", [(1, "上海", 9), (2, "北京", 3)])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q, table, clause, wanted", [
    ("数量超过3的订单明细", "order_items", 'WHERE "quantity" > ?', [1, 4]),
    ("数量不少于3件的订单明细", "order_items", 'WHERE "quantity" >= ?', [1, 3, 4]),
    ("购买数量超过3的订单明细", "order_items", 'WHERE "quantity" > ?', [1, 4]),
    ("数量不到120的货品", "goods_product", 'WHERE "number" < ?', [2, 3]),
])
async def test_the_count_word_compares_the_tables_quantity(tmp_path, q, table, clause, wanted):
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
        assert result["predicate"]["clause"] == clause
        assert not (result.get("intent") or {}).get("count")  # the rows are listed, not counted
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == wanted


@pytest.mark.parametrize("q, clause, wanted", [
    # a number of things after the verb the quantity's description holds (购买数量): how many were bought
    ("至少买了3件的订单明细", 'WHERE "quantity" >= ?', [1, 3, 4]),
    ("买了3件以上的订单明细", 'WHERE "quantity" >= ?', [1, 3, 4]),
    ("买了不到3件的订单明细", 'WHERE "quantity" < ?', [2]),
])
async def test_things_bought_are_the_quantity_the_verb_describes(tmp_path, q, clause, wanted):
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "order_items", result["reason"]
        assert result["predicate"]["clause"] == clause and not (result.get("intent") or {}).get("count")
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == wanted
        # a most said before the verb (`最少买了3件`: at least, or the fewest?) is asked, never read as `= 3`
        assert (await ask(ds, "最少买了3件的订单明细"))["status"] != "resolved"


@pytest.mark.parametrize("q", ["数量超过5的城市", "志愿者总数超过5的城市"])
async def test_a_count_of_other_things_is_not_the_tables_quantity(tmp_path, q):
    # 志愿者数量 counts volunteers: 数量 alone does not name it (`…总数` after another word counts that word's things)
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q)
        assert not (result["status"] == "resolved" and "volunteers" in ((result.get("predicate") or {}).get("clause") or "")), result


def papers(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 论文 (词条id INTEGER PRIMARY KEY, 标题 TEXT, 会议名称 TEXT, 引用量 INTEGER);
        CREATE TABLE 球队 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 赛区 TEXT, 夺冠次数 INTEGER, 薪资 REAL);
    """)
    conn.executemany("insert into 论文 values (?,?,?,?)",
                     [(i, f"论文{i}", "AAAI" if i < 7 else "ACL", 3 if i < 7 else 30) for i in range(1, 10)])
    conn.executemany("insert into 球队 values (?,?,?,?,?)",
                     [(i, f"队{i}", "东部" if i < 8 else "西部", i, 100.0 * i) for i in range(1, 11)])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q", ["订单数量超过100", "商品SKU数量不到3的商品", "库存数量不到120的商品"])
async def test_no_quantity_column_the_number_is_how_many_rows_never_a_price(tmp_path, q):
    # (`订单数量超过100` asked which of the orders' amounts; `库存数量不到120的商品` was the products with fewer
    # than 120 SKU rows: how much stock is not how many SKUs)
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] != "resolved", result
        assert "price" not in (result["reason"] or "") and "amount" not in (result["reason"] or "")
        assert "HAVING" not in str((result.get("predicate") or {}).get("clause"))


async def test_the_count_compares_each_groups_rows(tmp_path):
    async with serving(papers(tmp_path / "papers.db")) as ds:
        result = await ask(ds, "论文数量不多于5，且平均引用量不多于10的会议名称")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "论文", result["reason"]
        intent = result["intent"]
        assert intent["group_by"] == ["会议名称"]
        assert intent["having"]["fn"] == "count" and intent["having"]["op"] == "lte" and intent["having"]["value"] == 5
        assert intent["having"]["and"]["fn"] == "avg" and intent["having"]["and"]["column"] == "引用量"


async def test_a_later_value_with_no_total_said_is_asked_not_guessed(tmp_path):
    # each team's titles, or each division's total? the question does not say
    async with serving(papers(tmp_path / "papers.db")) as ds:
        result = await ask(ds, "哪些赛区的球队数量大于5，且夺冠次数大于等于10")
        assert result["status"] != "resolved", result
