"""Confident misreadings found on a new blind set (docs/one-box.md, docs/how-it-decides.md), each fixed as a rule
and tested here on schemas written for the test: a modifier nobody knows against a table that names another kind
of the thing (`listening history` → ip_history), `ID` said in one table's description, a label compared for order
(`本科以上`) or named as the one left out (`已发货以外`), a yes/no column given a number, a verb of filling in that is
also a column's word (`没配置报警邮件`), a date of another event taken for the row's own (`customers signed up this
week` → the date of birth), a capitalised value read as a verb, a table's word read as another table's column
(`which playlists are empty?`), `mentions` and `on or after`. DDL only; the day is fixed."""

from __future__ import annotations

import pytest

from datasette_dbgraph.resolver import resolve
from datasette_dbgraph.resolving.lookup import Options, Request
from tests.test_words_on_new_schemas import TODAY, ask, conditions

MUSIC = """
CREATE TABLE `song` (`id` int PRIMARY KEY, `title` varchar(255), `artist` int, `addition_time` int);
CREATE TABLE `ip_history` (`id` int PRIMARY KEY, `user` int, `ip` varchar(64), `date` int);
CREATE TABLE `playlist` (`id` int PRIMARY KEY, `name` varchar(128), `type` varchar(16));
CREATE TABLE `tmp_playlist` (`id` int PRIMARY KEY, `session` varchar(32), `type` varchar(16));
CREATE TABLE `tmp_playlist_data` (`id` int PRIMARY KEY, `tmp_playlist` int, `object_id` int);
CREATE TABLE `tmp_browse` (`id` int PRIMARY KEY, `sid` varchar(128), `data` longtext);
CREATE TABLE `stream_playlist` (`id` int PRIMARY KEY, `sid` varchar(64), `url` text);
CREATE TABLE `user_playlist` (`id` int PRIMARY KEY, `playqueue_time` int, `object_id` int);
CREATE TABLE `playlist_data` (`id` int PRIMARY KEY, `playlist` int, `object_id` int);
CREATE TABLE `democratic` (`id` int PRIMARY KEY, `name` varchar(64), `base_playlist` int);
CREATE TABLE `support_kb_article` (`id` int PRIMARY KEY, `title` varchar(255), `content` text);
CREATE TABLE `files_uploaded` (`files_uploaded_id` int PRIMARY KEY, `customers_id` int, `name` varchar(64))
  COMMENT='Must always have either a sesskey or customers_id';
CREATE TABLE `customers` (`customers_id` int PRIMARY KEY, `customers_firstname` varchar(32),
  `customers_dob` datetime, `customers_email_address` varchar(96));
CREATE TABLE `orders` (`orders_id` int PRIMARY KEY, `customers_id` int, `date_purchased` datetime,
  `orders_date_finished` datetime, `order_total` decimal(14,2), `orders_status` int);
CREATE TABLE `orders_status_history` (`orders_status_history_id` int PRIMARY KEY, `orders_id` int,
  `orders_status_id` int, `date_added` datetime, `comments` text);
CREATE TABLE `products` (`products_id` int PRIMARY KEY, `products_name` varchar(64),
  `products_price` decimal(15,4), `products_priced_by_attribute` tinyint(1) NOT NULL DEFAULT 0);
CREATE TABLE `host` (`id` int PRIMARY KEY, `hostname` varchar(100), `description` varchar(150),
  `status_last_error` varchar(255), `disabled` char(2));
CREATE TABLE `employees` (`emp_no` int PRIMARY KEY, `first_name` varchar(14), `birth_date` date,
  `hire_date` date, `gender` ENUM('M','F'));
"""

HR = """
CREATE TABLE `employee` (`id` int PRIMARY KEY, `name` varchar(10) COMMENT '员工姓名',
  `tiptopDegree` enum('博士','硕士','本科','大专','高中','初中','小学','其他') DEFAULT NULL COMMENT '最高学历',
  `phone` varchar(11) COMMENT '电话号码') COMMENT='员工表';
CREATE TABLE `shop_order` (`id` int PRIMARY KEY, `order_sn` varchar(32) COMMENT '订单号',
  `state` tinyint COMMENT '订单状态：0待付款 1待发货 2已发货 3已完成') COMMENT='订单表';
CREATE TABLE `job_info` (`id` int PRIMARY KEY, `job_desc` varchar(255) COMMENT '任务描述',
  `schedule_conf` varchar(128) COMMENT '调度配置，值含义取决于调度类型',
  `alarm_email` varchar(255) COMMENT '报警邮件',
  `trigger_status` tinyint NOT NULL DEFAULT 0 COMMENT '调度状态：0-停止，1-运行') COMMENT='任务信息';
"""


def entity(conn, words: str) -> dict:
    return resolve(conn, Request(entity=words), Options(today=TODAY))


def test_an_unknown_modifier_as_long_as_the_head_is_no_other_kind_of_it(ddl_index):
    conn = ddl_index(MUSIC)
    # before: ip_history, confidently (0.75) — `listening` no table knows, and ip_history is the history of IPs
    result = entity(conn, "listening history")
    assert result["status"] != "resolved"
    assert "listening" in result["reason"]
    # as before: a table whose name is the head alone is still the answer, less certain for the word left out
    result = entity(conn, "karaoke song")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "song"
    assert "karaoke" in result["reason"]
    # and a name that says the words by their initials is the thing itself
    result = entity(conn, "knowledge base article")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "support_kb_article"


@pytest.mark.parametrize("words", ["ID", "id"])
def test_a_column_word_in_one_description_narrows_nothing(ddl_index, words):
    # before: files_uploaded, confidently — its description mentions customers_id; nearly every table has an id
    result = entity(ddl_index(MUSIC), words)
    assert result["status"] == "insufficient_evidence", result["reason"]
    assert result["resolved"] is None


@pytest.mark.parametrize("q", ["本科以上学历的员工有哪些", "本科以下学历的员工"])
def test_a_label_compared_for_order_is_refused_with_why(ddl_index, q):
    # before: `tiptopDegree = 本科`, confidently — 以上 was dropped
    result = ask(ddl_index(HR), q)
    assert result["status"] != "resolved"
    assert "本科" in result["reason"] and "tiptopDegree" in result["reason"]


@pytest.mark.parametrize("q, expected", [
    # before: `state = 2`, confidently — 以外 (other than) was dropped
    ("已发货以外的订单", [("state", "not", 2)]),
    ("已发货之外的订单", [("state", "not", 2)]),
    # as before
    ("已发货的订单", [("state", "exact", 2)]),
    ("学历是本科的员工", None),
])
def test_a_label_named_as_the_one_left_out(ddl_index, q, expected):
    result = ask(ddl_index(HR), q)
    assert result["status"] == "resolved", result["reason"]
    if expected is not None:
        assert result["resolved"]["table"] == "shop_order"
        assert conditions(result) == expected
    else:
        assert conditions(result) == [("tiptopDegree", "exact", "本科")]


def test_a_yes_no_column_is_given_no_number(ddl_index):
    # before: `products_priced_by_attribute >= 10 and <= 50`, confidently — a tinyint(1) flag
    result = ask(ddl_index(MUSIC), "products priced between 10 and 50 dollars")
    assert result["status"] != "resolved"
    assert "products_priced_by_attribute" in result["reason"] and "yes or no" in result["reason"]
    assert result["next_actions"]


@pytest.mark.parametrize("q, expected", [
    # before: `schedule_conf` is null, confidently — 配置 read as the column 调度配置, 报警邮件 shown
    ("哪些任务没配置报警邮件", [("alarm_email", "isnull", None)]),
    ("已配置报警邮件的任务", [("alarm_email", "notnull", None)]),
    ("没设置报警邮件的任务", [("alarm_email", "isnull", None)]),
])
def test_a_verb_of_filling_in_that_is_also_a_columns_word(ddl_index, q, expected):
    result = ask(ddl_index(HR), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "job_info"
    assert conditions(result) == expected


@pytest.mark.parametrize("q, unknown", [
    # before: customers_dob this week, confidently — a date of birth is no date a customer signs up on
    ("how many customers signed up this week?", "signed"),
])
def test_the_date_of_another_event_is_not_the_rows_own(ddl_index, q, unknown):
    result = ask(ddl_index(MUSIC), q)
    assert result["status"] != "resolved"
    assert unknown in result["reason"]


def test_an_order_placed_is_the_date_it_was_purchased(ddl_index):
    # once orders_date_finished last month, confidently (finishing an order is another event than placing it), then
    # asked; an order is placed when it is purchased: date_purchased (tests/test_values_said_as_people_say_them.py)
    result = ask(ddl_index(MUSIC), "how many orders were placed last month?")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("date_purchased", "gte", "2026-10-01"), ("date_purchased", "lt", "2026-11-01")]


def test_the_rows_own_date_named_after_the_table_is_still_read(ddl_index):
    conn = ddl_index("""
    CREATE TABLE `sales` (`id` int PRIMARY KEY, `amount` decimal(10,2), `sale_time` datetime, `ship_date` datetime);
    """)
    result = ask(conn, "sales made last month")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("sale_time", "gte", "2026-10-01"), ("sale_time", "lt", "2026-11-01")]


def test_a_capitalised_word_is_a_value_not_a_verb(ddl_index):
    # before: orders that have any status history, confidently — `Delivered` was left out as a verb
    result = ask(ddl_index(MUSIC), "how many orders have the status Delivered?")
    assert result["status"] != "resolved"
    assert "Delivered" in result["reason"]


def test_a_tables_word_is_not_another_tables_column(ddl_index):
    # before: democratic (base_playlist is blank), confidently — `playlists` names the playlist tables
    result = ask(ddl_index(MUSIC), "which playlists are empty?")
    assert result["status"] == "ambiguous"
    assert "playlist" in [c["table"] for c in result["candidates"]]
    assert "democratic" not in [c["table"] for c in result["candidates"]]


@pytest.mark.parametrize("q, expected", [
    # before: `status_last_error = 'mentions'` — no word of looking for text
    ("hosts whose description mentions router", [("description", "contains", "router")]),
    ("hosts with a description mentioning core", [("description", "contains", "core")]),
])
def test_mentions_looks_for_text(ddl_index, q, expected):
    result = ask(ddl_index(MUSIC), q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected


@pytest.mark.parametrize("q, expected", [
    # before: asked which of birth_date and hire_date — `on or after` was no comparison
    ("employees hired on or after 1996-01-01", [("hire_date", "gte", "1996-01-01")]),
    ("employees hired on or after 1 January 1996", [("hire_date", "gte", "1996-01-01")]),
    ("employees born no later than 1960-05-01", [("birth_date", "lte", "1960-05-01")]),
])
def test_on_or_after_and_no_later_than(ddl_index, q, expected):
    result = ask(ddl_index(MUSIC), q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected


@pytest.mark.parametrize("q", ["已经离职的员工名单", "离职的员工名单", "员工名单里离职的"])
def test_a_list_of_the_rows_typed_onto_the_tables_word(ddl_index, q):
    # before: refused — "Nothing here fits 名单" (the table has no description; 员工 is employee by the glossary)
    conn = ddl_index("""
    CREATE TABLE `employee` (`id` int PRIMARY KEY, `name` varchar(10) COMMENT '员工姓名',
      `workState` enum('在职','离职') DEFAULT '在职' COMMENT '在职状态');
    CREATE TABLE `department` (`id` int PRIMARY KEY, `name` varchar(32) COMMENT '部门名称');
    """)
    result = ask(conn, q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "employee"
    assert conditions(result) == [("workState", "exact", "离职")]


SHOP = """
CREATE TABLE `products` (`products_id` int PRIMARY KEY, `products_model` varchar(32), `products_name` varchar(64),
  `products_price` decimal(15,4));
CREATE TABLE `customers` (`customers_id` int PRIMARY KEY, `customers_firstname` varchar(32),
  `customers_email_address` varchar(96), `customers_telephone` varchar(32));
"""


@pytest.mark.parametrize("q, expected", [
    # before: `products_model = 'number'` (the word after a column's word read as its value), and the rest refused
    ("products with model number ABC123", [("products_model", "exact", "ABC123")]),
    ("products whose model no is ABC123", [("products_model", "exact", "ABC123")]),
    # as before
    ("products whose model is ABC123", [("products_model", "exact", "ABC123")]),
])
def test_number_after_a_columns_word_is_part_of_it(ddl_index, q, expected):
    result = ask(ddl_index(SHOP), q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected


@pytest.mark.parametrize("q, expected", [
    # before: refused — "Nothing here fits not" / "n't"
    ("customers who do not have an email address", [("customers_email_address", "isnull", None)]),
    ("customers that don't have a telephone", [("customers_telephone", "isnull", None)]),
    ("products that don't have a model number", [("products_model", "isnull", None)]),
    # as before
    ("customers without an email address", [("customers_email_address", "isnull", None)]),
])
def test_do_not_have_is_without(ddl_index, q, expected):
    result = ask(ddl_index(SHOP), q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected
