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


# Money said otherwise (issue 21): fees, and one amount that is a refund.
ORDERS = """
CREATE TABLE t_order (id bigint PRIMARY KEY, order_sn varchar(32) COMMENT '订单编号',
  goods_price decimal(10,2) COMMENT '商品总费用', freight_price decimal(10,2) COMMENT '配送费用',
  order_price decimal(10,2) COMMENT '订单费用', actual_price decimal(10,2) COMMENT '实付费用',
  refund_amount decimal(10,2) COMMENT '实际退款金额') COMMENT='订单表';
CREATE TABLE t_refund (id bigint PRIMARY KEY, reason varchar(200) COMMENT '退款原因',
  amount decimal(10,2) COMMENT '退款金额') COMMENT='退款记录表';
"""


@pytest.mark.parametrize("request_", [
    {"entity": "订单", "where": {"金额__gt": "500"}},
    {"q": "订单金额大于500的订单"},
    {"q": "订单 金额 大于500"},
])
def test_money_in_general_names_none_of_several(ddl_index, request_):
    # 金额 is only in 实际退款金额: a refund the person did not say — every money column is asked about
    result = ask(ddl_index(ORDERS), **request_)
    assert result["status"] == "ambiguous"
    assert all(c in result["reason"] for c in ("order_price", "actual_price", "refund_amount"))


@pytest.mark.parametrize("request_, table, expected", [
    ({"q": "退款金额大于500的订单"}, "t_order", [("refund_amount", "gt", "500")]),  # said with its modifier
    ({"q": "实付费用大于500的订单"}, "t_order", [("actual_price", "gt", "500")]),
    ({"entity": "退款记录", "where": {"金额__gt": "50"}}, "t_refund", [("amount", "gt", "50")]),  # the one money column
])
def test_money_said_with_its_word_or_alone(ddl_index, request_, table, expected):
    result = ask(ddl_index(ORDERS), **request_)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table
    assert conditions(result) == expected


# A number whose column no word names (issue 21): `商品价格` fits the member prices and the ladder
# prices equally (both descriptions hold 商品/产品 and 价格); read on the member prices, the number took
# their only price column — that says nothing of which table is meant (on the products it would have
# been their price), so it does not choose between the two.
PRICES = """
CREATE TABLE t_product (id bigint PRIMARY KEY, name varchar(64) COMMENT '商品名称', price decimal(10,2),
  promotion_price decimal(10,2) COMMENT '促销价格', original_price decimal(10,2) COMMENT '市场价') COMMENT='商品信息';
CREATE TABLE t_member_price (id bigint PRIMARY KEY, product_id bigint, member_level_id bigint,
  member_price decimal(10,2) COMMENT '会员价格') COMMENT='商品会员价格表';
CREATE TABLE t_product_ladder (id bigint PRIMARY KEY, product_id bigint, count int COMMENT '满足的商品数量',
  discount decimal(10,2) COMMENT '折扣', price decimal(10,2) COMMENT '折后价格') COMMENT='产品阶梯价格表';
"""


@pytest.mark.parametrize("q", ["商品价格大于100", "商品价格低于50"])
def test_a_number_no_word_places_does_not_choose_the_table(ddl_index, q):
    result = ask(ddl_index(PRICES), q=q)
    assert result["status"] != "resolved" or result["resolved"]["table"] == "t_product"
    if result["status"] == "ambiguous":
        tables = [c["table"] for c in result["candidates"]]
        assert {"t_member_price", "t_product_ladder"} <= set(tables)


@pytest.mark.parametrize("q, table, expected", [
    ("会员价格大于100", "t_member_price", [("member_price", "gt", "100")]),  # the word names the column
    ("价格大于100的商品", "t_product", [("price", "gt", "100")]),
])
def test_a_number_its_word_places_still_filters(ddl_index, q, table, expected):
    result = ask(ddl_index(PRICES), q=q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table
    assert conditions(result) == expected
