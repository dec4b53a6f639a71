"""Ways people type that the box refused or misread (docs/one-box.md): a state named by one of two names a legend
gives one code (`2：已发货，待收货；`), a field not filled in (`还没绑定手机号的会员`, `没有填写负责人的定时任务`), and text
looked for in a name (`名称里带双11的团购活动`, `名称包含秒杀的商品`). DDL only; the day is fixed."""

from __future__ import annotations

import pytest

from tests.test_words_on_new_schemas import ask, conditions

SCHEMA = """
CREATE TABLE `shop_order` (`id` int PRIMARY KEY, `order_sn` varchar(32) COMMENT '订单号',
  `state` tinyint(1) COMMENT '订单状态（0：待付款；1：待发货；2：已发货，待收货；3：已完成；）',
  `pay_price` decimal(8,2) COMMENT '实付金额') COMMENT='订单表';
CREATE TABLE `shop_member` (`id` int PRIMARY KEY, `nickname` varchar(64) COMMENT '昵称',
  `mobile` varchar(20) DEFAULT NULL COMMENT '手机号码', `email` varchar(64) COMMENT '邮箱') COMMENT='会员表';
CREATE TABLE `cron_task` (`id` int PRIMARY KEY, `task_name` varchar(64) COMMENT '任务名称',
  `owner` varchar(32) COMMENT '负责人') COMMENT='定时任务';
CREATE TABLE `promo_group_buy` (`id` int PRIMARY KEY, `title` varchar(255) COMMENT '团购活动名称',
  `goods_name` varchar(255) COMMENT '团购商品名称', `unit_name` varchar(32) COMMENT '单位名称') COMMENT='团购表';
CREATE TABLE `goods` (`id` int PRIMARY KEY, `goods_name` varchar(128) COMMENT '商品名称',
  `promo` varchar(64) COMMENT '活动类型 0=无, 1=秒杀，2=拼团') COMMENT='商品表';
"""


@pytest.mark.parametrize("q, expected", [
    # before: refused — the legend was not read at all (a comma inside one entry's label)
    ("待收货的订单", [("state", "exact", 2)]),
    ("已发货的订单", [("state", "exact", 2)]),
    ("已完成的订单", [("state", "exact", 3)]),
    ("待付款的订单有多少", [("state", "exact", 0)]),
])
def test_a_state_named_by_either_name_of_its_code(ddl_index, q, expected):
    result = ask(ddl_index(SCHEMA), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "shop_order"
    assert conditions(result) == expected


@pytest.mark.parametrize("q, table, expected", [
    # before: refused — "Nothing here fits 没, 绑定" / "填写" / "未填写"
    ("还没绑定手机号的会员有多少", "shop_member", [("mobile", "isnull", None)]),
    ("未填写邮箱的会员", "shop_member", [("email", "isnull", None)]),
    ("没填手机号的会员", "shop_member", [("mobile", "isnull", None)]),
    ("没有填写负责人的定时任务", "cron_task", [("owner", "isnull", None)]),
    ("已绑定手机号的会员", "shop_member", [("mobile", "notnull", None)]),
    # as before
    ("没有手机号的会员", "shop_member", [("mobile", "isnull", None)]),
])
def test_a_field_not_filled_in_holds_nothing(ddl_index, q, table, expected):
    result = ask(ddl_index(SCHEMA), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == table
    assert conditions(result) == expected


def test_a_verb_of_filling_without_a_column_after_it_is_still_refused(ddl_index):
    result = ask(ddl_index(SCHEMA), "还没绑定的会员")
    assert result["status"] != "resolved"
    assert "绑定" in result["reason"]


@pytest.mark.parametrize("q, table, expected", [
    # before: asked which of three name columns (团购活动名称, 团购商品名称, 单位名称), and 双 parted from 11
    ("名称包含双11的团购活动", "promo_group_buy", [("title", "contains", "双11")]),
    ("名称里带双11的团购活动有哪些", "promo_group_buy", [("title", "contains", "双11")]),
    # before: refused — 里带 was no word of looking for text
    ("商品名称里带手机的商品", "goods", [("goods_name", "contains", "手机")]),
    # before: confidently `promo contains 秒杀` — a label of another column is no text of it to look for
    ("名称包含秒杀的商品", "goods", [("goods_name", "contains", "秒杀")]),
    ("商品名称中带拼团的商品", "goods", [("goods_name", "contains", "拼团")]),
    # as before: the label alone says the kind of promotion
    ("秒杀的商品", "goods", [("promo", "exact", 1)]),
])
def test_text_looked_for_in_a_name(ddl_index, q, table, expected):
    result = ask(ddl_index(SCHEMA), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == table
    assert conditions(result) == expected


def test_a_name_word_the_question_does_not_say_whose_is_still_asked(ddl_index):
    # 名称 of 团购 alone: the activity's or the goods' — nothing typed says which
    result = ask(ddl_index(SCHEMA), "名称包含双11的团购")
    assert result["status"] == "ambiguous"
    assert "title" in result["reason"] and "goods_name" in result["reason"]


LOGS = """
CREATE TABLE `job_run_log` (`id` int PRIMARY KEY, `job_name` varchar(64) COMMENT '任务名称',
  `is_ok` bit(1) COMMENT '是否执行成功', `cost_ms` bigint COMMENT '执行耗时', `created_at` datetime COMMENT '创建时间')
  COMMENT='任务执行日志';
CREATE TABLE `app_log` (`id` int PRIMARY KEY, `level` varchar(10) COMMENT '日志级别：INFO/WARN/ERROR',
  `created_at` datetime COMMENT '创建时间') COMMENT='应用日志';
CREATE TABLE `menu` (`id` int PRIMARY KEY, `title` varchar(64) COMMENT '菜单名称', `is_visible` tinyint(1) COMMENT '是否显示')
  COMMENT='菜单';
CREATE TABLE login_attempt (id int PRIMARY KEY, user_id int, successful int(1), attempted_at datetime);
"""


@pytest.mark.parametrize("q, table, expected", [
    # before: refused — "Nothing here fits 失败" / "隐藏" / "failed"
    ("执行失败的任务执行日志", "job_run_log", [("is_ok", "exact", "0")]),
    ("失败的任务执行日志有多少", "job_run_log", [("is_ok", "exact", "0")]),
    ("隐藏的菜单", "menu", [("is_visible", "exact", "0")]),
    ("failed login attempts", "login_attempt", [("successful", "exact", "0")]),
    # before: confidently `is_ok in (0, 1)` — every row: 没有 negated 执行 alone, and 成功 said yes
    ("没有执行成功的任务执行日志", "job_run_log", [("is_ok", "exact", "0")]),
    ("未执行成功的任务执行日志", "job_run_log", [("is_ok", "exact", "0")]),
    # as before
    ("执行成功的任务执行日志", "job_run_log", [("is_ok", "exact", "1")]),
    ("successful login attempts", "login_attempt", [("successful", "exact", "1")]),
])
def test_the_opposite_of_a_yes_no_word_is_its_no(ddl_index, q, table, expected):
    result = ask(ddl_index(LOGS), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == table
    assert conditions(result) == expected


@pytest.mark.parametrize("q, expected", [
    # before: refused — "Nothing here fits ERROR": the description's list after its colon was not read
    ("ERROR级别的应用日志", [("level", "exact", "ERROR")]),
    ("级别是warn的应用日志有多少", [("level", "exact", "WARN")]),
])
def test_values_listed_after_a_name_and_a_colon(ddl_index, q, expected):
    result = ask(ddl_index(LOGS), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "app_log"
    assert conditions(result) == expected


def test_a_value_the_list_does_not_hold_is_refused_with_the_list(ddl_index):
    result = ask(ddl_index(LOGS), "级别是DEBUG的应用日志")
    assert result["status"] != "resolved"
    assert "INFO" in result["reason"] and "ERROR" in result["reason"]


NETWORK = "CREATE TABLE subnet (id int PRIMARY KEY, cidr varchar(64), is_full tinyint(1) NOT NULL DEFAULT 0);"


@pytest.mark.parametrize("q", [
    # before: refused — "Nothing here fits marked" / "flagged"
    "list subnets that are marked as full", "subnets flagged as full",
    # as before
    "subnets that are full",
])
def test_a_state_said_marked_is_that_state(ddl_index, q):
    result = ask(ddl_index(NETWORK), q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("is_full", "exact", "1")]
