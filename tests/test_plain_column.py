"""The plain column a word names (docs/conditions.md, "Which column a key names"): where every
description that holds the word adds something to it (促销价格, 会员价格), the one column with no
description whose whole name is the word's translation (`price`) is the plain one — a modified one is
said with its modifier. A description that is the word itself still names its column first. Every
schema here is written for the test."""

from __future__ import annotations

import pytest
from conftest import resolve_request as ask

SHOP = """
CREATE TABLE t_product (id bigint PRIMARY KEY, name varchar(64) COMMENT '商品名称', price decimal(10,2),
  promotion_price decimal(10,2) COMMENT '促销价格', original_price decimal(10,2) COMMENT '市场价') COMMENT='商品表';
"""
# The same, with a column described 价格 itself: the description names it.
DESCRIBED = """
CREATE TABLE t_product (id bigint PRIMARY KEY, name varchar(64) COMMENT '商品名称', price decimal(10,2),
  sale_price decimal(10,2) COMMENT '价格', promotion_price decimal(10,2) COMMENT '促销价格') COMMENT='商品表';
"""


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in (result.get("predicate") or {}).get("conditions") or []]


@pytest.mark.parametrize("request_, expected", [
    ({"entity": "商品", "where": {"价格__gt": "100"}}, [("price", "gt", "100")]),
    ({"q": "价格超过100的商品"}, [("price", "gt", "100")]),
    ({"q": "价格在100到200之间的商品"}, [("price", "gte", "100"), ("price", "lte", "200")]),
    ({"q": "商品 促销价格 大于100"}, [("promotion_price", "gt", "100")]),  # said with its modifier
])
def test_the_word_alone_is_the_plain_column(ddl_index, request_, expected):
    result = ask(ddl_index(SHOP), **request_)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "t_product"
    assert conditions(result) == expected


def test_an_average_of_the_word_alone(ddl_index):
    result = ask(ddl_index(SHOP), q="商品的平均价格")
    assert result["status"] == "resolved"
    assert result["understood"]["intent"]["aggregate"] == {"fn": "avg", "column": "price"}


def test_a_description_that_is_the_word_names_its_column(ddl_index):
    result = ask(ddl_index(DESCRIBED), entity="商品", where={"价格__gt": "100"})
    assert result["status"] == "resolved" and conditions(result) == [("sale_price", "gt", "100")]
