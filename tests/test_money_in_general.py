"""A word for money in general — 金额, 钱, 费用, amount, money — typed for a table whose money column is named
or described otherwise (`total_price` 订单总价), and a rate that may be a price (`rental_rate`) beside other money
(docs/how-it-decides.md, "Fields and where"; issue 21: money said otherwise). Every schema is written for the
test, DDL only; the day is fixed."""

from __future__ import annotations

import pytest

from datasette_dbgraph.resolver import Options, Request, resolve

MALL = """
CREATE TABLE `t_mall_order` (`order_id` bigint PRIMARY KEY COMMENT '订单表主键id', `order_no` varchar(20) COMMENT '订单号',
  `total_price` int COMMENT '订单总价', `pay_status` tinyint COMMENT '支付状态:0.未支付,1.支付成功,-1:支付失败',
  `pay_type` tinyint COMMENT '0.无 1.支付宝支付 2.微信支付', `create_time` datetime COMMENT '创建时间') COMMENT '订单表';
CREATE TABLE `t_mall_user` (`user_id` bigint PRIMARY KEY COMMENT '用户主键id', `nick_name` varchar(50) COMMENT '用户昵称',
  `create_time` datetime COMMENT '注册时间') COMMENT '用户表';
"""
FILMS = """
CREATE TABLE film (film_id int PRIMARY KEY, title varchar(128), length smallint, rental_rate decimal(4,2),
  replacement_cost decimal(5,2));
CREATE TABLE payment (payment_id int PRIMARY KEY, amount decimal(5,2), payment_date datetime);
CREATE TABLE invoice (id int PRIMARY KEY, total decimal(10,2), tax_rate decimal(5,2), currency_rate decimal(10,4),
  created_at datetime);
"""
TODAY = "2026-11-15"


def ask(conn, **request) -> dict:
    return resolve(conn, Request(**request), Options(today=TODAY))


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in (result.get("predicate") or {}).get("conditions") or []]


@pytest.mark.parametrize("q, expected, intent", [
    ("订单的平均金额是多少？", [], {"aggregate": {"fn": "avg", "column": "total_price"}}),
    ("金额大于100的订单", [("total_price", "gt", "100")], None),
    ("average order amount", [], {"aggregate": {"fn": "avg", "column": "total_price"}}),
    ("orders with an amount over 100", [("total_price", "gt", "100")], None),
    ("支付宝支付的订单的平均金额", [("pay_type", "exact", 1)], {"aggregate": {"fn": "avg", "column": "total_price"}}),
])
def test_a_word_for_money_names_the_one_money_column(ddl_index, q, expected, intent):
    # before: refused — "Nothing here fits 金额" (no name or description says 金额 or amount)
    result = ask(ddl_index(MALL), q=q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "t_mall_order"
    assert conditions(result) == expected
    assert result["intent"] == intent


def test_a_word_for_money_as_a_field_and_a_where_key(ddl_index):
    conn = ddl_index(MALL)
    shown = ask(conn, entity="订单", fields=["金额"])
    assert shown["status"] == "resolved", shown["reason"]
    assert [(c["column"], c["matched_by"]) for c in shown["resolved"]["columns"]] == [("total_price", "money")]
    assert "total_price (a word for money ← 金额)" in shown["reason"]
    zh = resolve(conn, Request(entity="订单", fields=["金额"]), Options(today=TODAY, lang="zh"))
    assert "表示金额的词 ← 金额" in zh["reason"]
    filtered = ask(conn, entity="订单", where={"金额__gt": "100"})
    assert filtered["status"] == "resolved", filtered["reason"]
    assert conditions(filtered) == [("total_price", "gt", "100")]


@pytest.mark.parametrize("q, word", [
    # before: `replacement_cost > 3`, confidently — a rental rate is a price too
    ("films over 3", "3"),
    ("films cheaper than 2", "2"),
    ("films with an amount over 3", "amount"),
])
def test_a_rate_beside_other_money_is_asked_about(ddl_index, q, word):
    result = ask(ddl_index(FILMS), q=q)
    assert result["status"] == "ambiguous", result.get("predicate")
    assert [c["table"] for c in result["candidates"]] == ["film"]
    assert f"“{word}”" in result["reason"] and "rental_rate" in result["reason"] and "replacement_cost" in result["reason"]
    assert any("rental_rate" in action and "replacement_cost" in action for action in result["next_actions"])


def test_a_word_for_money_among_several_shows_none_of_them(ddl_index):
    # a field is not guessed between the two; a condition asks
    conn = ddl_index(FILMS)
    assert ask(conn, entity="film", fields=["amount"])["status"] == "not_found"
    assert ask(conn, entity="film", where={"amount__gt": "3"})["status"] == "ambiguous"


@pytest.mark.parametrize("q, expected", [
    ("payments over 5", [("amount", "gt", "5")]),  # one money column, no rate
    ("films with a rental rate under 1", [("rental_rate", "lt", "1")]),  # the rate named
    ("films whose replacement cost is over 20", [("replacement_cost", "gt", "20")]),
    # a rate its other words say is a ratio is no money: the total is the one amount
    ("invoices over 500", [("total", "gt", "500")]),
    ("invoices with an amount over 500", [("total", "gt", "500")]),
])
def test_money_named_or_alone_is_still_answered(ddl_index, q, expected):
    result = ask(ddl_index(FILMS), q=q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected
