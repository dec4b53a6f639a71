"""Recent rows said the way people say them (docs/one-box.md, "Periods and dates"): 最近 alone asks for
the newest first (`最近的订单`), 最近 with a number is a period ending today (`最近3个月`, which the
segmenter cuts 3个 | 月), and 新 before a verb of joining or making says what the verb says
(`今天新注册的会员`) — alone (`新会员`) it is no condition. Every schema here is written for the test;
the day is fixed."""

from __future__ import annotations

import pytest

from datasette_dbgraph.resolver import Options, Request, resolve

SHOP = """
CREATE TABLE t_member (id bigint PRIMARY KEY, nickname varchar(64) COMMENT '昵称',
  create_time datetime COMMENT '注册时间', birthday date COMMENT '生日') COMMENT='会员表';
CREATE TABLE t_order (id bigint PRIMARY KEY, member_id bigint COMMENT '会员ID',
  total decimal(10,2) COMMENT '订单金额', create_time datetime COMMENT '下单时间') COMMENT='订单表';
"""
TODAY = "2026-03-15"


def ask(conn, q: str) -> dict:
    return resolve(conn, Request(q=q), Options(today=TODAY))


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in (result.get("predicate") or {}).get("conditions") or []]


@pytest.mark.parametrize("q, table, limit", [
    ("最近的订单", "t_order", None),
    ("最近的10个订单", "t_order", 10),
])
def test_recent_alone_is_the_newest_first(ddl_index, q, table, limit):
    result = ask(ddl_index(SHOP), q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table
    assert conditions(result) == []
    intent = result["understood"]["intent"]
    assert intent["order"] == {"column": "create_time", "desc": True}
    assert intent.get("limit") == limit


@pytest.mark.parametrize("q, start", [
    ("最近3个月的订单", "2025-12-16"),
    ("近3个月的订单", "2025-12-16"),
    ("最近两个月的订单", "2026-01-16"),
    ("最近7天的订单", "2026-03-09"),  # (a number still makes a period, 最近 or not)
])
def test_recent_with_a_number_is_a_period_ending_today(ddl_index, q, start):
    result = ask(ddl_index(SHOP), q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "t_order"
    assert conditions(result) == [("create_time", "gte", start), ("create_time", "lt", "2026-03-16")]


@pytest.mark.parametrize("q, period", [
    ("今天新注册的会员", ("2026-03-15", "2026-03-16")),
    ("本月新注册的会员", ("2026-03-01", "2026-04-01")),
    ("今年新加入的会员", ("2026-01-01", "2027-01-01")),
    ("今年加入的会员", ("2026-01-01", "2027-01-01")),
])
def test_newly_before_a_verb_of_joining_is_that_verb(ddl_index, q, period):
    # the registration time, never the birthday (both are dates of a member)
    result = ask(ddl_index(SHOP), q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "t_member"
    assert conditions(result) == [("create_time", "gte", period[0]), ("create_time", "lt", period[1])]


def test_new_alone_is_no_condition(ddl_index):
    # 新会员: new since when? No column says it: the members, never a date guessed
    result = ask(ddl_index(SHOP), "新会员")
    assert conditions(result) == [] and not (result.get("understood") or {}).get("intent")


HOTELS = """
CREATE TABLE t_hotel (id bigint PRIMARY KEY, name varchar(64) COMMENT '酒店名称', city varchar(32) COMMENT '所在城市',
  station_distance decimal(10,2) COMMENT '距火车站距离', opened date COMMENT '开业时间') COMMENT='酒店表';
"""


@pytest.mark.parametrize("q, order, limit", [
    ("距火车站最近的3个酒店", {"column": "station_distance", "desc": False}, 3),  # the nearest, never the farthest
    ("最近的3个酒店", {"column": "opened", "desc": True}, 3),  # of the rows, their date: the latest
])
def test_nearest_of_a_distance_latest_of_a_date(ddl_index, q, order, limit):
    result = ask(ddl_index(HOTELS), q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "t_hotel"
    intent = result["understood"]["intent"]
    assert (intent["order"], intent.get("limit")) == (order, limit)


def test_the_nearest_per_group_is_the_least_distance(ddl_index):
    result = ask(ddl_index(HOTELS), "每个城市的酒店距火车站最近多少")
    assert result["status"] == "resolved"
    intent = result["understood"]["intent"]
    assert intent["aggregate"] == {"fn": "min", "column": "station_distance"} and intent["group_by"] == ["city"]
