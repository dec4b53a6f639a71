"""Confident misreadings found on a fifth blind set (docs/one-box.md, docs/how-it-decides.md), each fixed as a rule
and tested here on schemas written for the test: the verb after a date that says which date (`昨天发货的订单`,
`下个月到期的广告`), `哪个用户…最多` asking for the row, a name typed onto another thing's column (`服务商名称`), a
number ordered against an ENUM of words, `users with no role` on a column that may be empty, a column most tables
have typed as a table (`user id`), a name run together from the schema's own words (`statehistory`), and `entries`
after the table's words; and what a question asks of its rows: `each server` beside a yes/no flag named for servers,
`总成绩前10名` by that column, `平均手续费` of the column the word is the head of, and `总金额` no total of what only
退款总金额 says. DDL only; the day is fixed (2026-11-15)."""

from __future__ import annotations

import pytest

from datasette_dbgraph.resolver import resolve
from datasette_dbgraph.resolving.lookup import Options, Request
from tests.test_words_on_new_schemas import TODAY, ask, conditions

SHOP = """
CREATE TABLE `tb_order` (`order_id` varchar(50) PRIMARY KEY, `payment` decimal(10,2) COMMENT '实付金额',
  `status` int(1) COMMENT '状态 0未付款 1已付款 2未发货 3已发货 4交易成功',
  `create_time` datetime COMMENT '订单创建时间', `update_time` datetime COMMENT '订单更新时间',
  `payment_time` datetime COMMENT '付款时间', `consign_time` datetime COMMENT '发货时间');
CREATE TABLE `tb_order_shipping` (`order_id` varchar(50) PRIMARY KEY, `receiver_name` varchar(20) COMMENT '收货人姓名',
  `receiver_address` varchar(200) COMMENT '收货地址');
CREATE TABLE `t_mch_info` (`mch_no` varchar(64) PRIMARY KEY COMMENT '商户号', `mch_name` varchar(64) COMMENT '商户名称',
  `isv_no` varchar(64) COMMENT '服务商号', `state` tinyint COMMENT '商户状态: 0-停用, 1-正常') COMMENT='商户信息表';
CREATE TABLE `t_isv_info` (`isv_no` varchar(64) PRIMARY KEY COMMENT '服务商号', `isv_name` varchar(64) COMMENT '服务商名称')
  COMMENT='服务商信息表';
CREATE TABLE `biz_ad` (`id` int PRIMARY KEY, `title` varchar(255) COMMENT '广告标题',
  `expiring_date` datetime COMMENT '广告到期日', `click_number` int COMMENT '点击次数',
  `create_time` datetime COMMENT '添加时间', `update_time` datetime COMMENT '更新时间');
CREATE TABLE `employee` (`id` int PRIMARY KEY, `name` varchar(10) COMMENT '员工姓名',
  `beginContract` date COMMENT '合同起始日期', `endContract` date COMMENT '合同终止日期',
  `contractTerm` double COMMENT '合同期限') COMMENT='员工表';
CREATE TABLE `sys_user` (`id` int PRIMARY KEY, `username` varchar(100) COMMENT '用户名',
  `login_count` int COMMENT '登录次数') COMMENT='用户';
"""

CAMERAS = """
CREATE TABLE `Monitors` (`Id` int PRIMARY KEY, `Name` varchar(64),
  `Capturing` enum('None','Ondemand','Always') NOT NULL DEFAULT 'Always', `MaxFPS` decimal(5,3));
CREATE TABLE `User_Roles` (`Id` int PRIMARY KEY, `Name` varchar(64));
CREATE TABLE `Users` (`Id` int PRIMARY KEY, `Username` varchar(32), `RoleId` int DEFAULT NULL,
  FOREIGN KEY (`RoleId`) REFERENCES `User_Roles` (`Id`) ON DELETE SET NULL);
"""

# A webmail's tables: user_id in most of them (13 of 15), as a key of users and a column of the rest.
MAIL = "CREATE TABLE `users` (`user_id` int PRIMARY KEY, `username` varchar(128), `created` datetime);\n" + "".join(
    f"CREATE TABLE `{name}` (`{name}_id` int PRIMARY KEY, `user_id` int, `changed` datetime, `data` text);\n"
    for name in ("cache", "cache_index", "cache_thread", "cache_messages", "contacts", "contactgroups", "identities",
                 "responses", "searches", "filestore", "uploads", "collected_addresses")
) + "CREATE TABLE `session` (`sess_id` varchar(128) PRIMARY KEY, `ip` varchar(40));\n" + \
    "CREATE TABLE `dictionary` (`language` varchar(16) PRIMARY KEY, `data` text);\n"


def entity(conn, words: str) -> dict:
    return resolve(conn, Request(entity=words), Options(today=TODAY))


def assert_refused_naming(result: dict, *words: str) -> None:
    """Not answered; the reason names each of `words`, and there is something to do next."""
    assert result["status"] != "resolved"
    assert all(w in result["reason"] for w in words), result["reason"]
    assert result["next_actions"]


def test_a_verb_the_segmenter_calls_a_noun_still_says_which_date(ddl_index):
    # before: create_time, confidently — 发货 (a noun to the segmenter, and a word of the status labels) was taken
    # for the table's own word, and a date of the rows was read as when they were made
    result = ask(ddl_index(SHOP), "昨天发货的订单有哪些")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "tb_order"
    assert conditions(result) == [("consign_time", "gte", "2026-11-14"), ("consign_time", "lt", "2026-11-15")]
    # as before: a verb that begins a column's description, and a date with no verb
    assert conditions(ask(ddl_index(SHOP), "上个月付款的订单")) == [
        ("payment_time", "gte", "2026-10-01"), ("payment_time", "lt", "2026-11-01")]
    assert conditions(ask(ddl_index(SHOP), "上个月的订单")) == [
        ("create_time", "gte", "2026-10-01"), ("create_time", "lt", "2026-11-01")]


@pytest.mark.parametrize("q, column, start, end", [
    ("下个月到期的广告", "expiring_date", "2026-12-01", "2027-01-01"),   # 广告到期日: 到期 not at its start
    ("合同下个月到期的员工", "endContract", "2026-12-01", "2027-01-01"),  # 合同终止日期: it ends, among three 合同
    ("合同在下个月到期的员工", "endContract", "2026-12-01", "2027-01-01"),
])
def test_a_period_then_expiring_is_the_date_it_expires_on(ddl_index, q, column, start, end):
    # before: asked which of the dates (and `到期` read apart as "already expired": endContract < today)
    result = ask(ddl_index(SHOP), q)
    assert result["status"] == "resolved"
    assert conditions(result) == [(column, "gte", start), (column, "lt", end)]


def test_expired_alone_is_still_before_today(ddl_index):
    assert conditions(ask(ddl_index(SHOP), "已过期的广告")) == [("expiring_date", "lt", TODAY)]


def test_which_row_has_the_most_is_that_row(ddl_index):
    conn = ddl_index(SHOP)
    # before: the largest login count itself (an aggregate), where the question asks which user
    for q in ("哪个用户登录次数最多", "哪个用户的登录次数最多？"):
        result = ask(conn, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "sys_user"
        assert result["intent"] == {"order": {"column": "login_count", "desc": True}, "limit": 1}
    # as before: the most itself, asked as a number
    assert ask(conn, "用户登录次数最多是多少")["intent"] == {"aggregate": {"fn": "max", "column": "login_count"}}


def test_a_name_typed_onto_another_things_column_is_not_this_tables_name(ddl_index):
    conn = ddl_index(SHOP)
    # before: mch_name = 星辰科技有限公司, confidently — the merchant's own name took the service provider's
    assert_refused_naming(ask(conn, "服务商名称为星辰科技有限公司的商户有哪些"), "服务商名称", "isv_no")
    # as before: the table's own name column, and the other thing's number the table keeps
    assert conditions(ask(conn, "商户名称为星辰科技有限公司的商户")) == [("mch_name", "exact", "星辰科技有限公司")]
    assert conditions(ask(conn, "服务商号为V123的商户")) == [("isv_no", "exact", "V123")]


def test_a_number_is_not_compared_with_the_words_of_an_enum(ddl_index):
    conn = ddl_index(CAMERAS)
    # before: `Capturing` < 5, confidently, on ENUM('None','Ondemand','Always')
    assert_refused_naming(ask(conn, "monitors currently capturing at less than 5 fps"), "Capturing", "5")


def test_no_linked_row_through_a_column_that_may_be_empty_is_that_column_empty(ddl_index):
    # before: `RoleId NOT IN (SELECT Id FROM User_Roles …)`, which keeps no user whose RoleId is NULL — the very
    # users asked for
    result = ask(ddl_index(CAMERAS), "which users have no role assigned?")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "Users"
    assert conditions(result) == [("RoleId", "isnull", None)]
    assert "NOT IN" not in result["predicate"]["clause"].upper()


def test_a_column_most_tables_have_typed_alone_names_no_table(ddl_index):
    conn = ddl_index(MAIL)
    # before: users, confidently (0.66) — `user id` is a column of 13 of the 15 tables
    result = entity(conn, "user id")
    assert result["status"] == "insufficient_evidence"
    assert "user id" in result["reason"] and result["next_actions"]
    # as before: the table's own name
    for words in ("users", "user"):
        result = entity(conn, words)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "users"


MONITORING = """
CREATE TABLE icinga_statehistory (statehistory_id int PRIMARY KEY, state_time datetime, state smallint,
  last_state smallint) COMMENT 'Historical host and service state changes';
CREATE TABLE icinga_commenthistory (commenthistory_id int PRIMARY KEY, comment_time datetime, comment_data text)
  COMMENT 'Historical host and service comments';
CREATE TABLE icinga_hoststatus (hoststatus_id int PRIMARY KEY, current_state smallint, output text)
  COMMENT 'Current host status information';
CREATE TABLE icinga_scheduleddowntime (scheduleddowntime_id int PRIMARY KEY, scheduled_start_time datetime,
  is_in_effect smallint) COMMENT 'Current scheduled host and service downtime';
CREATE TABLE icinga_downtimehistory (downtimehistory_id int PRIMARY KEY, downtime_type smallint,
  scheduled_start_time datetime) COMMENT 'Historical scheduled host and service downtime';
CREATE TABLE cache (cache_id int PRIMARY KEY, cache_key varchar(128), created datetime, expires datetime, data text);
CREATE TABLE cache_shared (cache_key varchar(255) PRIMARY KEY, created datetime, expires datetime, data text);
"""


def test_a_name_run_together_from_the_schemas_own_words_is_read_as_those_words(ddl_index):
    conn = ddl_index(MONITORING)
    # before: icinga_commenthistory, confidently — `commenthistory` was split (comment is a glossary word) and
    # `statehistory` was not (state is not): `history` was one table's word. `state` is a column of its own here.
    result = entity(conn, "state change history")
    assert (result.get("resolved") or result["candidates"][0])["table"] == "icinga_statehistory"
    result = entity(conn, "history")
    assert result["status"] == "ambiguous"
    assert {"icinga_statehistory", "icinga_commenthistory", "icinga_downtimehistory"} <= {
        c["table"] for c in result["candidates"]}
    # as before: a name typed whole
    for words, table in (("state history", "icinga_statehistory"), ("comment history", "icinga_commenthistory"),
                         ("scheduled downtime", "icinga_scheduleddowntime")):
        result = entity(conn, words)
        assert result["status"] == "resolved" and result["resolved"]["table"] == table


@pytest.mark.parametrize("q, table", [
    ("shared cache entries that expire next year", "cache_shared"),
    ("cache entries that expire next year", "cache"),
])
def test_entries_after_the_tables_words_say_nothing_more(ddl_index, q, table):
    # before: `cache_key = 'entries'` on cache_shared, confidently; and `entries` refused after `cache`
    result = ask(ddl_index(MONITORING), q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table
    assert conditions(result) == [("expires", "gte", "2027-01-01"), ("expires", "lt", "2028-01-01")]


INTENTS = """
CREATE TABLE `Servers` (`Id` int PRIMARY KEY, `Name` varchar(64), `Hostname` varchar(128));
CREATE TABLE `Monitors` (`Id` int PRIMARY KEY, `Name` varchar(64), `ServerId` int unsigned,
  `RTSPServer` BOOLEAN NOT NULL DEFAULT FALSE, `MaxFPS` decimal(5,3));
CREATE TABLE `score` (`scoreId` int PRIMARY KEY COMMENT '分数编号', `studentId` int COMMENT '学号',
  `subject` varchar(20) COMMENT '课程名称', `ptScore` int COMMENT '平时成绩', `etScore` int COMMENT '期末成绩',
  `score` int COMMENT '总成绩') COMMENT='成绩管理表';
CREATE TABLE `t_pay_order` (`pay_order_id` varchar(30) PRIMARY KEY COMMENT '支付订单号', `amount` bigint COMMENT '支付金额,单位分',
  `mch_fee_rate` decimal(20,6) COMMENT '商户手续费费率快照', `mch_fee_amount` bigint COMMENT '商户手续费,单位分',
  `refund_amount` bigint NOT NULL DEFAULT 0 COMMENT '退款总金额,单位分') COMMENT='支付订单表';
"""


@pytest.mark.parametrize("q", ["how many monitors does each server have", "number of monitors on each server"])
def test_each_is_no_group_of_a_yes_no_flag_beside_the_column(ddl_index, q):
    # before: the count of all monitors — `server` fits ServerId and the flag RTSPServer, so no group was taken
    result = ask(ddl_index(INTENTS), q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "Monitors"
    assert result["intent"] == {"count": True, "group_by": ["ServerId"]}


def test_the_first_few_right_after_a_number_columns_words_are_ordered_by_it(ddl_index):
    conn = ddl_index(INTENTS)
    # before: `limit 10` and no order — ten rows in no order; 总成绩 is score's description, and the table's word
    result = ask(conn, "总成绩前10名")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "score"
    assert result["intent"] == {"order": {"column": "score", "desc": True}, "limit": 10}
    # as before: the column's own word
    assert ask(conn, "期末成绩前5名")["intent"] == {"order": {"column": "etScore", "desc": True}, "limit": 5}


def test_an_average_is_of_the_column_whose_description_ends_with_the_word(ddl_index):
    # before: no average — 手续费 is in both the fee's description and the fee rate's, so the average was left out
    result = ask(ddl_index(INTENTS), "支付订单的平均手续费是多少")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "t_pay_order"
    assert result["intent"] == {"aggregate": {"fn": "avg", "column": "mch_fee_amount"}}


def test_a_total_said_only_of_another_things_total_is_asked_about(ddl_index):
    conn = ddl_index(INTENTS)
    # before: the sum of refund_amount, confidently — 退款总金额 is the only description holding 总金额
    assert_refused_naming(ask(conn, "支付订单总金额是多少"), "总金额", "refund_amount")
    # as before: the refunds' total, named
    result = ask(conn, "支付订单的退款总金额是多少")
    assert result["status"] == "resolved" and result["intent"] == {"aggregate": {"fn": "sum", "column": "refund_amount"}}
