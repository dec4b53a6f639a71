"""A name in Latin letters in a Chinese question (docs/one-box.md, "Values from the data"), through a real Datasette
serving a real SQLite file: `Redmi的商品` are the products whose name holds Redmi (`Redmi K70`, `Redmi Buds 5`,
`Redmi 智能电视 A Pro`) — a brand or a model people type by its name; `Redmi K70的售价` reads the model's code with
its name. Both were refused (Redmi: a word nothing fits). A Chinese word inside one product's name is still no
way to pick rows (`外卖的商品`)."""

from __future__ import annotations

import sqlite3

import pytest

from tests.test_question_counts import ask, rows_of, serving

pytestmark = pytest.mark.asyncio


def shop(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE brands ( -- 品牌表
          id INTEGER PRIMARY KEY, name TEXT NOT NULL -- 品牌名称
        );
        CREATE TABLE products ( -- 商品表
          id INTEGER PRIMARY KEY, name TEXT NOT NULL, -- 商品名称
          brand_id INTEGER REFERENCES brands(id), -- 品牌
          price REAL NOT NULL -- 售价（元）
        );
    """)
    conn.executemany("insert into brands values (?,?)", [(1, "小米"), (2, "Apple")])
    conn.executemany("insert into products values (?,?,?,?)", [
        (4, "Redmi K70", 1, 2499.0), (11, "Redmi Buds 5", 1, 199.0), (19, "Redmi 智能电视 A Pro", 1, 1299.0),
        (2, "Apple iPhone 15", 2, 5999.0), (7, "小张外卖套餐", None, 25.0)])
    conn.commit()
    conn.close()
    return str(path)


async def test_a_latin_name_inside_the_products_names(tmp_path):
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, "Redmi的商品")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "products", result["reason"]
        assert [(c["column"], c["op"]) for c in result["predicate"]["conditions"]] == [("name", "contains")]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == [4, 11, 19]


async def test_a_model_code_is_read_with_its_name(tmp_path):
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, "Redmi K70的售价")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "products", result["reason"]
        assert result["predicate"]["values"] == ["Redmi K70"]
        assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == [4]


async def test_a_chinese_word_inside_one_name_picks_no_rows(tmp_path):
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, "外卖的商品")
        assert not (result["status"] == "resolved" and result.get("predicate")), result
