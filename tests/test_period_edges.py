"""The edge of a period and the newest few rows, said the way people say them (docs/one-box.md, "Periods and
dates"): `本月底之前`, `月底前`, `年初以来`, `before the end of this month`, `since the beginning of last month` —
the period's end is the moment the next one starts, its start the moment it starts, and a comparison beside it
bounds by that moment; alone, the edge is the last (or first) day. `最近10个订单`, `最后5笔订单`, `the last 10
payments` are the newest rows, as `最新的10个订单` and `latest 10 payments` already were (`last 7 days` stays a
period, `last name` a column). And a table whose name runs its words together, typed as a plural (`job orders`
for joborder), is that table — its words are never a column word and a value (`client_job_id = 'orders'`). Every
schema here is written for the test; the day is fixed."""

from __future__ import annotations

import pytest

from datasette_dbgraph.resolver import Options, Request, resolve

SHOP = """
CREATE TABLE t_member (id bigint PRIMARY KEY, nickname varchar(64) COMMENT '昵称', last_login_ip varchar(64)
  COMMENT '最后登录IP', create_time datetime COMMENT '注册时间') COMMENT='会员表';
CREATE TABLE t_order (id bigint PRIMARY KEY, member_id bigint COMMENT '会员ID',
  total decimal(10,2) COMMENT '订单金额', create_time datetime COMMENT '下单时间') COMMENT='订单表';
"""
RENTALS = """
CREATE TABLE payment (payment_id int PRIMARY KEY, customer_id int, amount decimal(5,2), payment_date datetime);
CREATE TABLE rental (rental_id int PRIMARY KEY, customer_id int, rental_date datetime, return_date datetime);
CREATE TABLE customer (customer_id int PRIMARY KEY, first_name varchar(45), last_name varchar(45));
"""
JOBS = """
CREATE TABLE company (company_id int PRIMARY KEY, name varchar(64), city varchar(64));
CREATE TABLE company_department (company_department_id int PRIMARY KEY, company_id int, name varchar(64));
CREATE TABLE joborder (joborder_id int PRIMARY KEY, company_id int, company_department_id int,
  client_job_id varchar(32), title varchar(64), status varchar(16), city varchar(64));
"""
TODAY = "2026-11-15"


def ask(conn, q: str) -> dict:
    return resolve(conn, Request(q=q), Options(today=TODAY))


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in (result.get("predicate") or {}).get("conditions") or []]


@pytest.mark.parametrize("q, expected", [
    ("本月底之前的订单", [("create_time", "lt", "2026-12-01")]),
    ("月底前的订单", [("create_time", "lt", "2026-12-01")]),
    ("上个月底之前的订单", [("create_time", "lt", "2026-11-01")]),
    ("去年年底之前的订单", [("create_time", "lt", "2026-01-01")]),
    ("去年底前的订单", [("create_time", "lt", "2026-01-01")]),
    ("今年年初以来的订单", [("create_time", "gte", "2026-01-01")]),
    ("年初至今的订单", [("create_time", "gte", "2026-01-01")]),
    ("下个月初之前的订单", [("create_time", "lt", "2026-12-01")]),
    ("本季度末之前的订单", [("create_time", "lt", "2027-01-01")]),
    # alone, the edge is a day: the last of the month, the first of the year
    ("月末下的订单", [("create_time", "gte", "2026-11-30"), ("create_time", "lt", "2026-12-01")]),
    ("年初的订单", [("create_time", "gte", "2026-01-01"), ("create_time", "lt", "2026-01-02")]),
])
def test_the_edge_of_a_period_in_chinese(ddl_index, q, expected):
    # before: refused — "底" (or 月底, 年初) fits nothing
    result = ask(ddl_index(SHOP), q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "t_order", result["reason"]
    assert conditions(result) == expected


@pytest.mark.parametrize("q, expected", [
    ("payments before the end of this month", [("payment_date", "lt", "2026-12-01")]),
    ("rentals returned by the end of the month", [("return_date", "lt", "2026-12-01")]),
    ("payments after the start of this year", [("payment_date", "gte", "2026-01-01")]),
    ("payments since the beginning of last month", [("payment_date", "gte", "2026-10-01")]),
    ("payments until the end of last year", [("payment_date", "lt", "2026-01-01")]),
    ("rentals returned by the end of last month", [("return_date", "lt", "2026-11-01")]),
    ("payments at the end of last month", [("payment_date", "gte", "2026-10-31"), ("payment_date", "lt", "2026-11-01")]),
])
def test_the_edge_of_a_period_in_english(ddl_index, q, expected):
    # before: refused — "end" (start, beginning) fits nothing
    result = ask(ddl_index(RENTALS), q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected


def test_an_edge_word_that_is_no_edge_stays_a_word(ddl_index):
    result = ask(ddl_index(SHOP), "周末的订单")  # the weekend, not the end of a week
    assert not conditions(result)


@pytest.mark.parametrize("schema, q, table, column, limit", [
    (SHOP, "最近10个订单", "t_order", "create_time", 10),
    (SHOP, "最后5笔订单", "t_order", "create_time", 5),
    (RENTALS, "last 10 payments", "payment", "payment_date", 10),
    (RENTALS, "the last 3 rentals of customer 5", "rental", "rental_date", 3),
])
def test_the_newest_few_rows(ddl_index, schema, q, table, column, limit):
    # before: refused ("10个 compares how many rows…") or asked ("10 fits none of its columns")
    result = ask(ddl_index(schema), q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
    intent = result["understood"]["intent"]
    assert intent["order"] == {"column": column, "desc": True} and intent["limit"] == limit


@pytest.mark.parametrize("schema, q", [
    (RENTALS, "payments in the last 10 days"),  # a period still
    (RENTALS, "customers whose last name is Smith"),  # a column still
    (SHOP, "会员最后一次登录的IP"),  # the last login's own column, not the newest member
])
def test_last_stays_what_it_was_elsewhere(ddl_index, schema, q):
    result = ask(ddl_index(schema), q)
    assert not (result["understood"].get("intent") or {}).get("limit"), result["understood"]


@pytest.mark.parametrize("q, expected", [
    ("job orders whose status is not Closed", [("status", "not", "Closed")]),
    ("job orders with the title Developer", [("title", "exact", "Developer")]),
    ("how many job orders are there", []),
])
def test_a_name_run_together_typed_as_a_plural_is_the_table(ddl_index, q, expected):
    # before: `job` read as the column client_job_id and `orders` as its value — client_job_id = 'orders',
    # confidently (or "orders fits nothing")
    result = ask(ddl_index(JOBS), q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "joborder", result["reason"]
    assert conditions(result) == expected


def test_a_name_typed_alone_is_not_guessed_between_two_tables_with_names(ddl_index):
    # before: `for Acme Corp` read as company_department.name = 'Acme Corp' — the company has a name too
    result = ask(ddl_index(JOBS), "list the job order for Acme Corp")
    assert not (result["status"] == "resolved" and any(
        (c.get("via") or {}).get("table") == "company_department" for c in result["predicate"]["conditions"])), result
