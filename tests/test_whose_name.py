"""A person or a thing is given by its name (docs/conditions.md, "Which column a value is of"): a column
word that several columns of one table begin with (收货人姓名, 收货人电话, 收货人邮编) and a value that is
words (`收货人是张三`) is the one column holding the name. A number, a phone or a code keeps to the
columns that can hold it, and with no table named nothing is chosen for a table. Every schema here is
written for the test."""

from __future__ import annotations

import pytest
from conftest import resolve_request as ask

SHOP = """
CREATE TABLE t_order (id bigint PRIMARY KEY, order_no varchar(32) COMMENT '订单编号',
  receiver_name varchar(64) COMMENT '收货人姓名', receiver_phone varchar(20) COMMENT '收货人电话',
  receiver_post_code varchar(10) COMMENT '收货人邮编', receiver_address varchar(200) COMMENT '收货人地址')
  COMMENT='订单表';
CREATE TABLE t_address (id bigint PRIMARY KEY, consignee varchar(64) COMMENT '收货人名称',
  consignee_phone varchar(20) COMMENT '收货人电话') COMMENT='会员收货地址表';
CREATE TABLE t_supplier (id bigint PRIMARY KEY, contact_name varchar(64) COMMENT '联系人姓名',
  contact_mobile varchar(20) COMMENT '联系人手机', contact_title varchar(32) COMMENT '联系人职务') COMMENT='供应商表';
"""


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in (result.get("predicate") or {}).get("conditions") or []]


@pytest.mark.parametrize("request_", [
    {"entity": "订单", "where": {"收货人": "张三"}},
    {"q": "订单 收货人 张三"},
    {"q": "收货人是张三的订单"},
    {"q": "收货人叫张三的订单有哪些"},
])
def test_the_name_column_stands_for_the_person(ddl_index, request_):
    result = ask(ddl_index(SHOP), **request_)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "t_order"
    assert conditions(result) == [("receiver_name", "exact", "张三")]


def test_not_that_person(ddl_index):
    result = ask(ddl_index(SHOP), q="收货人不是张三的订单")
    assert result["status"] == "resolved" and conditions(result) == [("receiver_name", "not", "张三")]


def test_a_name_in_english_columns(ddl_index):
    # contact_name (联系人姓名) among 联系人手机 and 联系人职务 (a title is words too: the name is who)
    result = ask(ddl_index(SHOP), entity="供应商", where={"联系人": "王五"})
    assert result["status"] == "resolved" and conditions(result) == [("contact_name", "exact", "王五")]



@pytest.mark.parametrize("value", ["200001", "A12"])
def test_a_number_or_a_code_is_no_name(ddl_index, value):
    # 200001 could be a post code or (as text) anything: which column is asked, never the name by default
    result = ask(ddl_index(SHOP), entity="订单", where={"收货人": value})
    assert result["status"] == "ambiguous"
    assert "receiver_name" in result["reason"] and "receiver_post_code" in result["reason"]


def test_with_no_table_named_each_table_keeps_its_own_name(ddl_index):
    # 收货人 is the orders' receiver_name and the addresses' consignee: which table is asked
    result = ask(ddl_index(SHOP), q="收货人 张三")
    assert result["status"] == "ambiguous"
    assert {c["table"] for c in result["candidates"]} == {"t_order", "t_address"}
