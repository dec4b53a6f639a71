"""Two things people say of rows without naming a value, read as they mean them — through a real Datasette
serving a real SQLite file, the rows checked through the links (docs/one-box.md, "Having some or none" and
"Surnames"):

- having some or none of a quantity: `有库存的商品`, `没有评论的订单`, `products in stock`, `out of stock`,
  `products with no stock`, `缺货的商品`, `有货的商品` — more than 0, or 0 (or 0 and less, where the rows
  read hold numbers below 0); only where the words end what is said of the table's rows, never a column a
  question goes on about (`每个分类有多少库存`);
- a surname: `姓张的客户`, `张姓客户`, `姓欧阳的会员` — the column that keeps the surname equals it, else the
  one column that keeps the person's whole name starts with it; right after a column's word (`负责人姓张的公司`)
  that column starts with it. Where two columns keep whole names, nothing is guessed. In English, `surname`
  is a word of `last_name` (`customers whose surname is Smith`).
"""

from __future__ import annotations

import pytest

from tests.test_question_counts import ask, serving
from tests.test_question_words_people_use import answered, database

pytestmark = pytest.mark.asyncio

SHOP = """
CREATE TABLE 商品 (id INTEGER PRIMARY KEY, 名称 TEXT, 售价 REAL, 库存 INTEGER, 评论数 INTEGER);
INSERT INTO 商品 VALUES (1, '手机', 2999, 0, 3), (2, '耳机', 199, 15, 0), (3, 'T恤', 59, 0, 0), (4, '鼠标', 99, 40, 12);
CREATE TABLE 仓库货品 (id INTEGER PRIMARY KEY, 品名 TEXT, 库存 INTEGER);
INSERT INTO 仓库货品 VALUES (1, '螺丝', -2), (2, '螺母', 0), (3, '垫片', 5);
CREATE TABLE products (id INTEGER PRIMARY KEY, product_name TEXT, unit_price REAL, units_in_stock INTEGER);
INSERT INTO products VALUES (1, 'Chai', 18.0, 39), (2, 'Chang', 19.0, 0), (3, 'Aniseed Syrup', 10.0, 13),
                            (4, 'Mishi Kobe Niku', 97.0, 0);
"""

HAVING_CASES = [
    ("有库存的商品", "商品", [("库存", "gt", "0")], [2, 4]),
    ("没有库存的商品", "商品", [("库存", "exact", "0")], [1, 3]),
    ("无库存的商品", "商品", [("库存", "exact", "0")], [1, 3]),
    ("缺货的商品", "商品", [("库存", "exact", "0")], [1, 3]),
    ("有货的商品", "商品", [("库存", "gt", "0")], [2, 4]),
    ("商品 缺货", "商品", [("库存", "exact", "0")], [1, 3]),
    ("有评论的商品", "商品", [("评论数", "gt", "0")], [1, 4]),
    ("没有评论的商品", "商品", [("评论数", "exact", "0")], [2, 3]),
    # the rows read hold stock below 0 (sold before it came in): none is 0 and less
    ("没有库存的仓库货品", "仓库货品", [("库存", "lte", "0")], [1, 2]),
    ("缺货的仓库货品", "仓库货品", [("库存", "lte", "0")], [1, 2]),
]

HAVING_CASES_EN = [
    ("products in stock", "products", [("units_in_stock", "gt", "0")], [1, 3]),
    ("in stock products", "products", [("units_in_stock", "gt", "0")], [1, 3]),
    ("products out of stock", "products", [("units_in_stock", "exact", "0")], [2, 4]),
    ("out of stock products", "products", [("units_in_stock", "exact", "0")], [2, 4]),
    ("products that are out of stock", "products", [("units_in_stock", "exact", "0")], [2, 4]),
    ("products with no stock", "products", [("units_in_stock", "exact", "0")], [2, 4]),
    ("products without stock", "products", [("units_in_stock", "exact", "0")], [2, 4]),
]


async def test_having_some_or_none_of_a_quantity(tmp_path):
    """Before: `有库存的商品` showed every product (库存 as a column), `没有库存`, `缺货`, `out of stock`,
    `with no stock` were refused."""
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        for q, table, wanted, ids in HAVING_CASES:
            await answered(ds, q, table, wanted, ids, lang="zh")
        for q, table, wanted, ids in HAVING_CASES_EN:
            await answered(ds, q, table, wanted, ids)


async def test_a_quantity_a_question_goes_on_about_is_not_had_or_not(tmp_path):
    """`有库存10以上的商品` compares the stock; `每个分类有多少库存` asks of it: neither says some or none."""
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        await answered(ds, "有库存10以上的商品", "商品", [("库存", "gte", "10")], [2, 4], lang="zh")
        for q in ("每个商品在多少订单上有库存", "哪些商品有库存超过100个"):
            result = await ask(ds, q)
            conditions = (result.get("predicate") or {}).get("conditions", [])
            assert not [c for c in conditions if c["op"] in ("gt", "exact") and c["value"] == "0"], (q, result["reason"])


PEOPLE = """
CREATE TABLE 客户 (id INTEGER PRIMARY KEY, 姓名 TEXT, 城市 TEXT, 等级 TEXT);
INSERT INTO 客户 VALUES (1, '张三', '北京', '金牌'), (2, '李四', '上海', '普通'), (3, '张伟', '广州', '银牌'),
                        (4, '欧阳娜娜', '北京', '普通'), (5, '王张', '深圳', '金牌');
CREATE TABLE 公司 (id INTEGER PRIMARY KEY, 名称 TEXT, 负责人 TEXT, 创始人 TEXT);
INSERT INTO 公司 VALUES (1, '甲公司', '张勇', '马云'), (2, '乙公司', '马化腾', '马化腾'), (3, '丙公司', '李彦宏', '李彦宏');
CREATE TABLE 员工 (id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, 部门 TEXT);
INSERT INTO 员工 VALUES (1, '三', '张', '销售'), (2, '四', '李', '销售'), (3, '伟', '张', '财务');
CREATE TABLE customers (id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT);
INSERT INTO customers VALUES (1, 'Mary', 'Smith'), (2, 'John', 'Brown'), (3, 'Anna', 'Smith');
CREATE TABLE 联系人 (id INTEGER PRIMARY KEY, 姓名 TEXT, 名字 TEXT);
INSERT INTO 联系人 VALUES (1, '张三', '张三'), (2, '李四', '李四');
"""

SURNAME_CASES = [
    ("姓张的客户", "客户", [("姓名", "startswith", "张")], [1, 3]),  # (王张 ends with 张: no 张 by surname)
    ("张姓客户", "客户", [("姓名", "startswith", "张")], [1, 3]),
    ("客户 姓张", "客户", [("姓名", "startswith", "张")], [1, 3]),
    ("姓欧阳的客户", "客户", [("姓名", "startswith", "欧阳")], [4]),
    ("北京姓张的客户", "客户", [("城市", "exact", "北京"), ("姓名", "startswith", "张")], [1]),
    ("姓张的金牌客户", "客户", [("姓名", "startswith", "张"), ("等级", "exact", "金牌")], [1]),
    ("负责人姓张的公司", "公司", [("负责人", "startswith", "张")], [1]),
    ("创始人姓马的公司有哪些", "公司", [("创始人", "startswith", "马")], [1, 2]),
    # a column that keeps the surname alone equals it
    ("姓张的员工", "员工", [("last_name", "exact", "张")], [1, 3]),
]


async def test_a_surname_is_how_the_name_starts(tmp_path):
    """Before: `姓张`, `张姓`, `姓 欧阳` were refused as words nothing fits; and `surname` was no word of
    `last_name` (the glossary now says so)."""
    async with serving(database(tmp_path / "people.db", PEOPLE)) as ds:
        for q, table, wanted, ids in SURNAME_CASES:
            await answered(ds, q, table, wanted, ids, lang="zh")
        for q in ("customers whose surname is Smith", "customers with surname Smith"):
            await answered(ds, q, "customers", [("last_name", "exact", "Smith")], [1, 3])


async def test_no_surname_is_guessed(tmp_path):
    """Two columns that keep whole names: which one cannot be told, so the words are asked about; `姓名`,
    `姓氏` stay words, and `姓别` (性别 mistyped) is no surname 别."""
    async with serving(database(tmp_path / "people.db", PEOPLE)) as ds:
        result = await ask(ds, "姓张的联系人")
        assert result["status"] != "resolved" and "姓张" in result["reason"], result["reason"]
        result = await ask(ds, "姓别为男的客户")
        assert result["status"] != "resolved", result["reason"]
        assert not (result.get("predicate") or {}).get("conditions"), result["reason"]
        result = await ask(ds, "姓名为张三的客户")
        assert result["status"] == "resolved" and result["predicate"]["conditions"][0]["op"] == "exact"
