"""A value only one table's rows hold, with no word naming a table (docs/one-box.md, "Questions"), through a
real Datasette serving a real SQLite file: `客服部的负责人是谁` — 客服部 is in the departments' `name`, a column many
tables have, and 负责人 is the departments' leader. It used to ask which of the tables with a `name` column was
meant (seven tables have one); the departments are the answer now, as unsure as an answer can be, the reason saying where the value is.
A value the rows of two tables hold, or none, or a value typed alone, is still asked about. And a number typed
onto the table's word, then `的` and what is asked of it (`订单5的收货人`), is the row asked of, as with nothing
after it (`订单 5`)."""

from __future__ import annotations

import sqlite3

import pytest

from tests.test_question_counts import ask, rows_of, serving

pytestmark = pytest.mark.asyncio


def company(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE departments ( -- 部门表
          id INTEGER PRIMARY KEY, name TEXT NOT NULL, -- 部门名称
          leader TEXT, -- 负责人
          phone TEXT -- 联系电话
        );
        CREATE TABLE warehouses ( -- 仓库表
          id INTEGER PRIMARY KEY, name TEXT NOT NULL, -- 仓库名称
          manager TEXT, -- 负责人
          phone TEXT -- 联系电话
        );
        CREATE TABLE brands ( -- 品牌表
          id INTEGER PRIMARY KEY, name TEXT NOT NULL -- 品牌名称
        );
        CREATE TABLE products ( -- 商品表
          id INTEGER PRIMARY KEY, name TEXT NOT NULL, -- 商品名称
          price REAL -- 售价
        );
        CREATE TABLE roles (id INTEGER PRIMARY KEY, name TEXT); -- 角色表
        CREATE TABLE categories (id INTEGER PRIMARY KEY, name TEXT); -- 商品分类表
        CREATE TABLE coupons (id INTEGER PRIMARY KEY, name TEXT); -- 优惠券表
    """)
    conn.executemany("insert into roles values (?,?)", [(1, "超级管理员"), (2, "客服")])
    conn.executemany("insert into categories values (?,?)", [(1, "手机"), (2, "家电")])
    conn.executemany("insert into coupons values (?,?)", [(1, "满99减20")])
    conn.executemany("insert into departments values (?,?,?,?)",
                     [(3, "技术部", "林浩", "0571-2"), (7, "客服部", "周婷婷", "0571-4"), (8, "财务部", "吴建华", "0571-5")])
    conn.executemany("insert into warehouses values (?,?,?,?)", [(1, "杭州仓", "何军", "0571-9"), (2, "技术部", "王五", "0")])
    conn.executemany("insert into brands values (?,?)", [(1, "苹果"), (2, "华为")])
    conn.executemany("insert into products values (?,?,?)", [(1, "苹果", 5.0), (2, "iPhone 15", 5999.0)])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q, wanted, fields", [("客服部的负责人是谁", [7], ["leader"]), ("财务部的联系电话", [8], ["phone"])])
async def test_the_table_whose_rows_alone_hold_the_value(tmp_path, q, wanted, fields):
    async with serving(company(tmp_path / "company.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "departments", result["reason"]
        assert result["understood"]["fields"] == fields
        assert "departments" in result["reason"] and q[:3] in result["reason"]
        assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == wanted


@pytest.mark.parametrize("q", ["技术部的联系电话", "苹果的名称", "研发部的负责人", "客服部"])
async def test_a_value_two_tables_or_none_hold_is_asked(tmp_path, q):
    # (技术部: a department and a warehouse; 苹果: a brand and a product; 研发部: no row at all; 客服部 alone asks
    # nothing of the departments: which table is still the person's to say)
    async with serving(company(tmp_path / "company.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] != "resolved", result["reason"]


def orders(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE orders ( -- 订单表
          id INTEGER PRIMARY KEY, -- 订单ID
          order_sn TEXT NOT NULL UNIQUE, -- 订单编号
          receiver_name TEXT, -- 收货人姓名
          receiver_mobile TEXT -- 收货人手机号
        );
    """)
    conn.executemany("insert into orders values (?,?,?,?)", [
        (1, "2025011124377090", "张三", "13800138000"), (2, "2025011124377091", "李四", "13900139000"),
        (5, "2025011124377095", "王五", "13700137000")])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q, clause, wanted", [
    ("订单2025011124377090的收货人和手机号", 'WHERE "order_sn" = ?', [1]),
    ("订单5的收货人", 'WHERE "id" = ?', [5]),
])
async def test_a_number_typed_onto_the_tables_word_then_de_is_the_row_asked_of(tmp_path, q, clause, wanted):
    # (it was read as the order's number only with nothing after it; with `的收货人` after, a value of no column: asked)
    async with serving(orders(tmp_path / "orders.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "orders", result["reason"]
        assert result["predicate"]["clause"] == clause
        assert "receiver_name" in [c["column"] for c in result["resolved"]["columns"]]
        assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == wanted
