"""Two ways people type that the box refused (docs/one-box.md): values listed after one column word
(`端口是80、443或8080的应用`, `films rated PG, G or R`), and `新`/`new` before the table's word beside a verb of
making and a period (`上个月注册了多少新用户`, `new candidates added in the last 30 days`). DDL only; the day is fixed."""

from __future__ import annotations

import pytest

from tests.test_words_on_new_schemas import ask, conditions

SCHEMA = """
CREATE TABLE `mnt_app` (`app_id` bigint PRIMARY KEY COMMENT 'ID', `name` varchar(255) COMMENT '应用名称',
  `port` int(255) COMMENT '应用端口', `create_time` datetime COMMENT '创建日期') COMMENT='应用管理';
CREATE TABLE film (film_id int PRIMARY KEY, title varchar(128), rating enum('G','PG','PG-13','R','NC-17'));
CREATE TABLE `tb_mall_user` (`user_id` bigint PRIMARY KEY COMMENT '用户主键id', `nick_name` varchar(50) COMMENT '用户昵称',
  `create_time` datetime COMMENT '注册时间') COMMENT '用户表';
CREATE TABLE candidate (candidate_id int PRIMARY KEY, first_name varchar(40), date_created datetime, added_by int);
"""



@pytest.mark.parametrize("q, expected", [
    # before: refused — "或 joins conditions that cannot be read as one choice" (8080 read alone, no column's)
    ("端口是80、443或8080的应用有哪些", [("port", "in", ["80", "443", "8080"])]),
    ("端口是80或8080的应用", [("port", "in", ["80", "8080"])]),
    # before: asked — "443 fits none of its columns by itself"
    ("端口为80、443的应用", [("port", "in", ["80", "443"])]),
    ("films rated PG, G or R", [("rating", "in", ["PG", "G", "R"])]),
    # as before
    ("films rated PG or R", [("rating", "in", ["PG", "R"])]),
    ("端口是80的应用", [("port", "exact", "80")]),
])
def test_values_listed_after_one_column_word(ddl_index, q, expected):
    result = ask(ddl_index(SCHEMA), q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected


def test_a_number_listed_after_a_word_is_no_value_of_its_column(ddl_index):
    result = ask(ddl_index(SCHEMA), "films rated PG or 5")
    assert ("rating", "in", ["PG", "5"]) not in conditions(result)


@pytest.mark.parametrize("q, table, expected, count", [
    # before: refused — "Nothing here fits 新 / new"
    ("上个月注册了多少新用户", "tb_mall_user", [("create_time", "gte", "2026-10-01"), ("create_time", "lt", "2026-11-01")], True),
    ("new candidates added in the last 30 days", "candidate",
     [("date_created", "gte", "2026-10-17"), ("date_created", "lt", "2026-11-16")], False),
    # as before: 新 right before the verb; the verb alone
    ("上个月新注册的用户", "tb_mall_user", [("create_time", "gte", "2026-10-01"), ("create_time", "lt", "2026-11-01")], False),
    ("candidates added in the last 30 days", "candidate",
     [("date_created", "gte", "2026-10-17"), ("date_created", "lt", "2026-11-16")], False),
])
def test_new_beside_a_verb_of_making_and_a_period(ddl_index, q, table, expected, count):
    result = ask(ddl_index(SCHEMA), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == table
    assert conditions(result) == expected
    assert bool((result.get("intent") or {}).get("count")) is count


@pytest.mark.parametrize("q", ["新用户", "上个月的新用户"])
def test_new_alone_says_more_than_a_column(ddl_index, q):
    # no verb of making: which rows are new is not said by any column — asked, never guessed
    result = ask(ddl_index(SCHEMA), q)
    assert result["status"] != "resolved"
    assert "“新”" in result["reason"]


MALL = """
CREATE TABLE `t_goods` (`goods_id` bigint PRIMARY KEY COMMENT '商品表主键id', `goods_name` varchar(200) COMMENT '商品名',
  `selling_price` int COMMENT '商品实际售价', `stock_num` int COMMENT '商品库存数量') COMMENT '商品信息表';
CREATE TABLE `t_order_item` (`order_item_id` bigint PRIMARY KEY COMMENT '订单关联购物项主键id', `order_id` bigint COMMENT '订单主键id',
  `goods_id` bigint COMMENT '关联商品id', `goods_count` int COMMENT '数量(购买时的数量)') COMMENT '订单明细表';
"""


@pytest.mark.parametrize("q", ["卖得最多的商品是哪个", "卖得最少的商品是哪些", "哪个商品卖得最多"])
def test_the_most_of_what_no_column_holds_is_offered_not_answered(ddl_index, q):
    # before: every product, "卖得最多" named as left out — resolved, though no row shown is the one asked for
    result = ask(ddl_index(MALL), q)
    assert result["status"] == "ambiguous", result["reason"]
    assert [c["table"] for c in result["candidates"]] == ["t_goods"]
    assert "“卖得最" in result["reason"] and "t_goods" in result["next_actions"][0]


@pytest.mark.parametrize("q, order", [
    ("售价最高的商品是哪个", ("selling_price", True)),
    ("库存最少的商品", ("stock_num", False)),
    ("最贵的商品", ("selling_price", True)),
])
def test_the_most_of_a_column_is_still_answered(ddl_index, q, order):
    result = ask(ddl_index(MALL), q)
    assert result["status"] == "resolved", result["reason"]
    assert (result["intent"]["order"]["column"], result["intent"]["order"]["desc"]) == order
    assert result["intent"]["limit"] == 1
