"""Questions in the one box (docs/one-box.md, "Questions"): what a person who asks in whole
sentences sees — question words ignored, what they ask of the rows carried into the links, numbers,
units, dates relative to a fixed today, negations, ranges — and the safety rules: a question never
answers wrong rows, it asks instead. On demo.db and a schema written for these tests, through the
resolver and a real in-process Datasette."""

from __future__ import annotations

import asyncio
import sqlite3
import urllib.parse
from contextlib import closing
from pathlib import Path

import pytest
from datasette.app import Datasette

from datasette_dbgraph.index.indexer import build_index_file
from datasette_dbgraph.onebox.reader import read_tokens
from datasette_dbgraph.resolver import Options, Request, resolve
from datasette_dbgraph.sources.ddl import parse_ddl

DEMO_DB = Path(__file__).resolve().parent.parent / "demo.db"
# The day relative periods are read against in these tests (a Sunday).
TODAY = "2026-11-15"

# A small school and sales schema nobody tuned the reader on: Chinese names with no comments (as in
# crowd-written question sets), a year column, a share column, an age and counts.
SCHOOL = """
CREATE TABLE 学校 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 所属城市 TEXT, 类型 TEXT, 成立年份 INTEGER,
  学生数量 INTEGER, 教师数量 INTEGER, 升学率 REAL, 平均月薪 REAL, 创办时间 DATE);
CREATE TABLE 歌手 (词条id INTEGER PRIMARY KEY, 姓名 TEXT, 年龄 INTEGER, 出生地 TEXT, 专辑数量 INTEGER,
  歌曲数量 INTEGER, 性别 TEXT, 国籍 TEXT, 出道时间 DATE);
CREATE TABLE 颁奖晚会 (词条id INTEGER PRIMARY KEY, 届次 INTEGER, 举办地点 TEXT, 举办时间 DATE);
CREATE TABLE 购书平台 (词条id INTEGER PRIMARY KEY, 平台 TEXT, 书籍id INTEGER, 售价 REAL);
"""


@pytest.fixture(scope="module")
def ask(source_index, tmp_path_factory):
    school = tmp_path_factory.mktemp("school") / "school.db"
    build_index_file(school, [parse_ddl(SCHOOL, database="school", dialect="sqlite")], built_from="test")
    connections = {"demo": sqlite3.connect(source_index("demo")), "school": sqlite3.connect(school)}

    def ask(source: str, q: str, lang: str = "en") -> dict:
        return resolve(connections[source], Request(q=q), Options(lang=lang, today=TODAY))

    yield ask
    for conn in connections.values():
        conn.close()


def conditions(result: dict) -> set[tuple]:
    return {(c["column"], c["op"], None if c["value"] is None else str(c["value"]) if not isinstance(c["value"], list)
             else tuple(str(v) for v in c["value"])) for c in (result["predicate"] or {}).get("conditions") or []}


def table(result: dict) -> str | None:
    return (result.get("resolved") or {}).get("table")


# ================================================================================ question words
@pytest.mark.parametrize("q,expected_table,expected", [
    ("哪些订单还没付款？", "orders", {("status", "exact", "0")}),
    ("给出所有停用的优惠券", "coupons", {("status", "exact", "0")}),
    ("有哪些品牌", "brands", set()),
    ("哪些会员被禁用了", "members", {("status", "exact", "0")}),
    ("哪些商品下架了？", "products", {("status", "exact", "0")}),
    ("列出所有已发货的订单", "orders", {("status", "exact", "2")}),
])
def test_question_words_are_ignored_and_the_status_word_read(ask, q, expected_table, expected):
    result = ask("demo", q)
    assert result["status"] == "resolved", result["reason"]
    assert table(result) == expected_table and conditions(result) == expected
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]


def test_the_word_after_a_column_word_is_no_value_when_it_is_a_question_word(ask):
    result = ask("demo", "商品的品牌是什么")
    assert result["status"] == "resolved" and table(result) == "products"
    assert conditions(result) == set()
    assert result["understood"]["fields"] == ["brand_id"]


@pytest.mark.parametrize("q", ["满减的优惠券", "券类型是满减的优惠券", "哪些优惠券是满减的"])
def test_a_kind_the_tables_description_lists_aside_is_the_rows_value(ask, q):
    # demo's coupons: 优惠券表 <满减 & 折扣>, coupon_type holding 满减 and 折扣. The description names the
    # kinds aside; typed alone, the kind is the rows' value — it was read as a word of the table's name, and
    # the coupons were answered with no condition (`券类型是满减的`, its column word typed too).
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "coupons", result["reason"]
    assert conditions(result) == {("coupon_type", "exact", "满减")}


@pytest.mark.parametrize("q", ["库存为0的SKU", "库存是0的SKU", "SKU库存为0"])
def test_a_word_of_the_tables_name_then_is_and_a_number_is_its_column(ask, q):
    # demo's 商品SKU库存表 has a column 库存 (stock): `库存为0` compares it, as `库存少于10` did — 库存 was read
    # as a word of the table's name and the 0 left without a column (ambiguous)
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "product_skus", result["reason"]
    assert conditions(result) == {("stock", "exact", "0")}


@pytest.mark.parametrize("q", ["何军负责哪个仓库", "何军负责哪些仓库", "何军负责的仓库"])
def test_a_verb_then_which_asks_for_the_words_after_it(ask, q):
    # `何军负责哪个仓库` is `何军负责的仓库`: the words after the which-word are what is asked for (负责 was read as
    # a word of the table's name, with no 的 to say which word is asked for, and refused)
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and table(result) == "warehouses", (q, result["reason"])
    assert conditions(result) == {("manager", "exact", "何军")}


@pytest.mark.parametrize("q, expected_table, count", [
    ("系统里有哪些角色？", "roles", False), ("数据库里有多少会员", "members", True), ("后台里有哪些管理员", "admin_users", False),
])
def test_where_the_rows_are_kept_is_said_around_the_question(ask, q, expected_table, count):
    # `系统里`, `数据库里`: where the rows are, not a word of the table — 系统 was unknown (里有 a comparison)
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and table(result) == expected_table, (q, result["reason"])
    assert (result["intent"] == {"count": True}) == count and not conditions(result)


@pytest.mark.parametrize("q, expected", [
    ("订单总金额", set()), ("订单总金额1.2万以上的", {("total_amount", "gte", "12000")}),
    ("订单总金额大于100", {("total_amount", "gt", "100")}),
])
def test_a_columns_words_that_begin_with_the_tables_word(ask, q, expected):
    # demo: orders.total_amount is described 订单总金额 — its words begin with 订单, the table's (订单表). Read on
    # orders, 订单 was inside the column's words and then called a word that fits nothing (not_found).
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and table(result) == "orders", (q, result["reason"])
    assert conditions(result) == expected and "订单” 对不上" not in result["reason"]


def test_a_time_before_a_columns_words_that_begin_with_the_tables_word(ask):
    # `去年的订单` is the orders created last year; so is `去年的订单总金额` (four dates fitted it: asked which)
    result = ask("demo", "去年的订单总金额是多少", lang="zh")
    assert result["status"] == "resolved" and table(result) == "orders", result["reason"]
    assert conditions(result) == {("created_at", "gte", "2025-01-01"), ("created_at", "lt", "2026-01-01")}


@pytest.mark.parametrize("q, op, lang", [
    ("已过期的优惠券", "lt", "zh"), ("过期的优惠券", "lt", "zh"), ("哪些优惠券已过期", "lt", "zh"),
    ("已失效的优惠券", "lt", "zh"), ("已经失效的优惠券", "lt", "zh"), ("失效的优惠券", "lt", "zh"),
    ("未过期的优惠券", "gte", "zh"), ("没过期的优惠券", "gte", "zh"), ("尚未过期的优惠券", "gte", "zh"),
    ("expired coupons", "lt", "en"), ("coupons that have expired", "lt", "en"),
])
def test_expired_is_the_expiry_date_past(ask, q, op, lang):
    # demo's coupons end at end_at (失效时间): expired is before today, not yet from today on. Before: 已过期 and
    # expired were unknown words; 已失效 read `end_at is not null` (every coupon), 失效的 left out (every coupon)
    result = ask("demo", q, lang=lang)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "coupons", result["reason"]
    assert conditions(result) == {("end_at", op, TODAY)}


def test_an_end_date_when_no_date_says_it_expires(tmp_path):
    # no 失效/过期/expire date: the one that says when a row ends (`ends_at`) — not one whose description has
    # `end` inside another word (`appended`)
    ddl = """CREATE TABLE t_card (id bigint PRIMARY KEY, card_no varchar(32) COMMENT '卡号',
      created_at datetime COMMENT 'when the card was appended', ends_at datetime) COMMENT='会员卡';"""
    result = ask_mysql(tmp_path, ddl, "已过期的会员卡")
    assert result["status"] == "resolved" and conditions(result) == {("ends_at", "lt", TODAY)}, result["reason"]


def test_the_expiry_dates_own_word_is_its_column(ask):
    result = ask("demo", "失效时间在2025年之前的优惠券", lang="zh")
    assert conditions(result) == {("end_at", "lt", "2025-01-01")}


def test_a_joining_word_separates_two_columns_asked_for(ask):
    result = ask("demo", "商品的名称和售价是什么")
    assert result["status"] == "resolved" and conditions(result) == set()
    assert result["understood"]["fields"] == ["name", "price"]


# ================================================================================ intent
def test_count(ask):
    result = ask("demo", "已发货的订单有多少个")
    assert result["status"] == "resolved" and conditions(result) == {("status", "exact", "2")}
    assert result["intent"] == {"count": True} and result["understood"]["intent"] == {"count": True}


def test_top_n_by_a_column(ask):
    result = ask("demo", "售价最高的3个商品")
    assert result["status"] == "resolved" and table(result) == "products" and conditions(result) == set()
    assert result["intent"] == {"order": {"column": "price", "desc": True}, "limit": 3}


def test_dearest_and_cheapest_are_of_the_plain_price_among_several_amounts(ask):
    # products has price 售价 and original_price 市场价: the dearest is by the price (before, the word was left out)
    assert ask("demo", "最贵的商品是哪个", "zh")["intent"] == {"order": {"column": "price", "desc": True}, "limit": 1}
    assert ask("demo", "最便宜的3个商品", "zh")["intent"] == {"order": {"column": "price", "desc": False}, "limit": 3}
    # (orders have several amounts and no price: which one is still not guessed)
    result = ask("demo", "最贵的订单", "zh")
    assert result["intent"] is None and any(s["text"] == "最贵" and s["as"] == "unused" for s in result["understood"]["spans"])


def test_the_columns_shown_are_those_read_on_the_table_answered(ask):
    # read first on the SKUs (their price is described 价格), answered on products: the products' price is
    # shown, as the reading says — before, only the name was, while `understood` listed both
    result = ask("demo", "商品的名称和价格是什么", "zh")
    assert result["status"] == "resolved" and table(result) == "products"
    assert [c["column"] for c in result["resolved"]["columns"]] == ["name", "price"] == result["understood"]["fields"]


@pytest.mark.parametrize("q, table_name, expected", [
    # a count's 数 typed onto the table's word, last in the question, asks how many (before: the rows, uncounted)
    ("会员数", "members", set()),
    ("女会员数", "members", {("gender", "exact", "2")}),
    ("已关闭订单数", "orders", {("status", "exact", "4")}),  # (订单数 is one word to the segmenter)
])
def test_a_count_character_typed_onto_the_tables_word_asks_how_many(ask, q, table_name, expected):
    result = ask("demo", q, "zh")
    assert result["status"] == "resolved" and table(result) == table_name and conditions(result) == expected
    assert result["intent"] == {"count": True}


def test_a_superlative_with_nothing_after_it_is_the_aggregate(ask):
    result = ask("school", "学校的学生数量最多是多少")
    assert result["status"] == "resolved" and table(result) == "学校"
    assert result["intent"] == {"aggregate": {"fn": "max", "column": "学生数量"}}


@pytest.mark.parametrize("q,expected", [
    # `排名前3` after a column: ranked by it; `后3`, `倒数2名`: the last ones, so the order turns round
    ("专辑数量排名前3的歌手", {"order": {"column": "专辑数量", "desc": True}, "limit": 3}),
    ("专辑数量排名后3的歌手", {"order": {"column": "专辑数量", "desc": False}, "limit": 3}),
    ("专辑数量降序排名后3的歌手", {"order": {"column": "专辑数量", "desc": False}, "limit": 3}),
    ("歌曲数量倒数2名的歌手", {"order": {"column": "歌曲数量", "desc": False}, "limit": 2}),
])
def test_the_first_and_the_last_n(ask, q, expected):
    result = ask("school", q)
    assert result["status"] == "resolved" and table(result) == "歌手" and conditions(result) == set()
    assert result["intent"] == expected


def test_after_a_time_is_no_last_n(ask):
    # `2015年后`: after a time, 后 compares it (it is no `last N`)
    result = ask("school", "2015年后3个出道的歌手")
    assert (result.get("intent") or {}).get("order") is None


def test_a_day_typed_without_its_character(ask):
    # `2019年3月24之后`: people leave 日 out before a comparison
    result = ask("school", "2019年3月24之后出道的歌手")
    assert result["status"] == "resolved" and conditions(result) == {("出道时间", "gt", "2019-03-24")}


def test_a_country_of_people_is_their_nationality(ask):
    result = ask("school", "每个国家有多少位歌手")
    assert result["status"] == "resolved" and table(result) == "歌手"
    assert result["intent"] == {"count": True, "group_by": ["国籍"]}


def test_the_verb_of_what_is_counted_is_left_out(ask):
    # `共举办了多少次`: what is counted is held; `举办` names nothing (it only starts columns here)
    result = ask("school", "共举办了多少次颁奖晚会", lang="zh")
    assert result["status"] == "resolved" and table(result) == "颁奖晚会" and result["intent"] == {"count": True}
    assert "举办" in result["reason"]  # said to be left out


def test_average_and_group(ask):
    result = ask("school", "每个城市的学校平均有多少教师数量")
    assert result["status"] == "resolved" and table(result) == "学校"
    assert result["intent"]["group_by"] == ["所属城市"]
    assert result["intent"]["aggregate"] == {"fn": "avg", "column": "教师数量"}


def test_order_by_words(ask):
    result = ask("school", "按升学率从高到低列出学校")
    assert result["status"] == "resolved"
    assert result["intent"] == {"order": {"column": "升学率", "desc": True}}


def test_a_column_the_intent_cannot_single_out_is_left_out_not_refused(prices):
    result = prices("two_prices", "按价格从低到高列出商品")  # sale_price and cost_price both say price
    assert result["status"] == "resolved" and table(result) == "goods"
    assert result["intent"] is None


def test_an_average_typed_onto_a_number_column_is_of_that_column(ask):
    # `书籍平均售价`: 书籍 names a number column too (书籍id), but the average is of 售价, typed onto it — per
    # 平台, the table's one word after 哪些 and its text column: each platform's average compared (`having`)
    result = ask("school", "哪些平台售卖的所有书籍平均售价高于40元", lang="zh")
    assert result["status"] == "resolved" and table(result) == "购书平台" and not result.get("predicate")
    assert result["intent"]["aggregate"] == {"fn": "avg", "column": "售价"} and result["intent"]["group_by"] == ["平台"]
    assert result["intent"]["having"] == {"fn": "avg", "column": "售价", "op": "gt", "value": 40}


def test_a_condition_on_an_aggregate_is_per_the_group_asked_for(ask):
    result = ask("school", "平均月薪大于5000的学校")
    assert result["status"] == "resolved" and conditions(result) == {("平均月薪", "gt", "5000")}
    # per city, the schools' average compared: each city's `having`, no condition on any row
    grouped = ask("school", "每个城市的学校平均教师数量大于50", lang="zh")
    assert grouped["status"] == "resolved" and not grouped.get("predicate"), grouped["reason"]
    having = grouped["intent"]["having"]
    assert (having["fn"], having["op"], having["value"]) == ("avg", "gt", 50) and "教师" in having["column"]
    assert len(grouped["intent"]["group_by"]) == 1 and "table" not in grouped["links"]


# ================================================================================ comparisons
@pytest.mark.parametrize("q,expected", [
    ("学生数量多于500的学校", {("学生数量", "gt", "500")}),
    ("学生数量不少于500的学校", {("学生数量", "gte", "500")}),
    ("学生数量不到500的学校", {("学生数量", "lt", "500")}),
    ("学生数量不大于500的学校", {("学生数量", "lte", "500")}),
    ("学生数量不超500的学校", {("学生数量", "lte", "500")}),
    ("学生数量500及以下的学校", {("学生数量", "lte", "500")}),
    ("学生数量大于等于500的学校", {("学生数量", "gte", "500")}),
    ("学生数量在500到800之间的学校", {("学生数量", "gte", "500"), ("学生数量", "lte", "800")}),
    ("类型不是民办的学校", {("类型", "not", "民办")}),
    ("学生数量超过5千的学校", {("学生数量", "gt", "5000")}),
    ("学生数量超过2.5万的学校", {("学生数量", "gt", "25000")}),
    ("学生数量超过一百二十的学校", {("学生数量", "gt", "120")}),
    ("学生数量超过八千六百的学校", {("学生数量", "gt", "8600")}),  # a numeral the segmenter cuts in two
    ("学生数量低于一万两千的学校", {("学生数量", "lt", "12000")}),
    ("升学率超过44%的学校", {("升学率", "gt", "0.44")}),
    ("成立年份在2018年之前的学校", {("成立年份", "lt", "2018")}),
    ("成立年份在2018年及之前的学校", {("成立年份", "lte", "2018")}),
    ("年龄大于22岁的歌手", {("年龄", "gt", "22")}),
])
def test_comparisons_numbers_and_units(ask, q, expected):
    result = ask("school", q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected


DEALS = """
CREATE TABLE `deal` (
  `id` bigint NOT NULL,
  `probability` tinyint COMMENT '成功概率（0-100）',
  `win_rate` decimal(5,4) COMMENT '赢率',
  PRIMARY KEY (`id`)
) COMMENT='商机';
"""


@pytest.mark.parametrize("q, expected", [
    ("成功概率大于80%的商机", {("probability", "gt", "80")}),  # its description: points of a hundred
    ("赢率超过44%的商机", {("win_rate", "gt", "0.44")}),  # a rate with no scale said: a fraction
])
def test_a_percent_is_written_on_the_scale_the_description_gives(tmp_path, q, expected):
    result = ask_mysql(tmp_path, DEALS, q)
    assert result["status"] == "resolved" and conditions(result) == expected, result["reason"]


def ask_mysql(tmp_path, ddl: str, q: str) -> dict:
    """`q` asked in Chinese of an index built from one MySQL DDL."""
    path = tmp_path / "schema.db"
    build_index_file(path, [parse_ddl(ddl, database="shop", dialect="mysql")], built_from="test")
    conn = sqlite3.connect(path)
    try:
        return resolve(conn, Request(q=q), Options(lang="zh", today=TODAY))
    finally:
        conn.close()



@pytest.mark.parametrize("q, table_name, expected", [
    ("用银联支付的支付记录", "payments", {("pay_channel", "exact", "3")}),
    ("用微信支付的订单", "orders", {("pay_channel", "exact", "1")}),  # across the link: payments.pay_channel
    # 通过 ends like 买过 (bought) but is a word of its own: before, the orders with any payment at all
    ("通过微信支付的订单", "orders", {("pay_channel", "exact", "1")}),
])
def test_a_word_of_means_before_a_value_says_nothing_more(ask, q, table_name, expected):
    # 用 (by means of) before the value was an unknown word: refused (before)
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and table(result) == table_name, result["reason"]
    assert conditions(result) == expected
    assert q[:2].rstrip("微银") in result["understood"]["ignored"]
    # (not before 了: `用了优惠券的订单` is the orders with a coupon used, across a link, as before)
    used = ask("demo", "用了优惠券的订单", lang="zh")
    assert used["status"] == "resolved" and "coupon_usages" in used["predicate"]["clause"]

LEADS = """
CREATE TABLE `crm_lead` (
  `id` bigint NOT NULL COMMENT '主键', `name` varchar(100) COMMENT '线索名称',
  `owner_id` bigint COMMENT '负责人ID', `assigned_at` datetime COMMENT '分配时间',
  `created_at` datetime COMMENT '创建时间', PRIMARY KEY (`id`)) COMMENT='线索表';
"""


@pytest.mark.parametrize("q, expected", [
    ("还没有分配负责人的线索", {("owner_id", "isnull", None)}),  # before: assigned_at, 负责人 a column to show
    ("未分配负责人的线索", {("owner_id", "isnull", None)}),  # before: refused, 未 unexplained
    ("已分配负责人的线索", {("owner_id", "notnull", None)}),
    ("还没有分配的线索", {("assigned_at", "isnull", None)}),  # the verb alone: its date, as before
])
def test_not_done_to_a_column_says_that_column_is_empty(tmp_path, q, expected):
    # 分配 names the date it was done (分配时间) and 负责人 what it gave: the person named the thing given
    result = ask_mysql(tmp_path, LEADS, q)
    assert result["status"] == "resolved" and conditions(result) == expected, result["reason"]
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]


COMMENTS = """
CREATE TABLE `shop_comment` (
  `id` int NOT NULL, `content` varchar(1023) COMMENT '评论内容',
  `has_picture` tinyint(1) DEFAULT '0' COMMENT '是否含有图片', `pic_urls` varchar(1023) COMMENT '图片地址列表',
  `remark` varchar(255) COMMENT '备注', PRIMARY KEY (`id`)) COMMENT='评论表';
"""


@pytest.mark.parametrize("q, expected", [
    ("含图片的评论", {("has_picture", "exact", "1")}),  # before: refused, 含 unexplained
    ("带图片的评论", {("has_picture", "exact", "1")}),
    ("带备注的评论", {("remark", "notnull", None)}),
    ("有图片的评论", {("has_picture", "exact", "1")}),  # as before
])
def test_a_word_of_having_typed_onto_a_column_word_says_what_you_says(tmp_path, q, expected):
    result = ask_mysql(tmp_path, COMMENTS, q)
    assert result["status"] == "resolved" and conditions(result) == expected, result["reason"]
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]
    # (not before a word no column has: `带你的评论` is still refused, naming 带; nor after 所, `所含图片`: what it
    # contains, not whether it has one)
    assert ask_mysql(tmp_path, COMMENTS, "带你的评论")["status"] != "resolved"
    assert ask_mysql(tmp_path, COMMENTS, "所含图片的评论")["status"] != "resolved"


@pytest.mark.parametrize("q, expected, intent", [
    # before: no table (下, 单 unexplained), and our own docs' example asked which of 12 tables' created_at
    ("今天下了多少单", {("created_at", "gte", "2026-11-15"), ("created_at", "lt", "2026-11-16")}, {"count": True}),
    ("上个月每个会员下了多少单", {("created_at", "gte", "2026-10-01"), ("created_at", "lt", "2026-11-01")},
     {"count": True, "group_by": ["member_id"]}),
    ("小程序下的单", {("source", "exact", "2")}, None),
    ("上个月下的订单", {("created_at", "gte", "2026-10-01"), ("created_at", "lt", "2026-11-01")}, None),
    # the segmenter cuts 7天下 as 天下 (the world): the days, then 下
    ("最近7天下的订单", {("created_at", "gte", "2026-11-09"), ("created_at", "lt", "2026-11-16")}, None),
])
def test_orders_placed_are_the_orders(ask, q, expected, intent):
    # 下 (下了) before the 单 counted or named, or before 的 and 订单: an order placed — the orders, their own date
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and table(result) == "orders", result["reason"]
    assert conditions(result) == expected and result["intent"] == intent
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]
    # (a member who placed one is no order: `今天下单的会员`, `没下过单的会员` are not the orders)
    for other in ("今天下单的会员", "没下过单的会员"):
        assert table(ask("demo", other, lang="zh")) != "orders"


def test_a_rebuilt_index_is_read_with_its_new_words(tmp_path):
    # what a table's columns say is kept between requests by the index's build: rebuilt with another legend (same
    # tables, same ids), the new label is read and the old one no longer is
    path, ddl = tmp_path / "rebuilt.db", ("CREATE TABLE `shop_order` (`id` int NOT NULL, `status` tinyint "
                                          "COMMENT '状态：1已发货 2{}', PRIMARY KEY (`id`)) COMMENT='订单表';")
    for label, other in (("已签收", "已完成"), ("已完成", "已签收")):
        build_index_file(path, [parse_ddl(ddl.format(label), database="shop", dialect="mysql")], built_from="test")
        with closing(sqlite3.connect(path)) as conn:
            result = resolve(conn, Request(q=f"{label}的订单"), Options(lang="zh", today=TODAY))
            assert result["status"] == "resolved" and conditions(result) == {("status", "exact", "2")}, result["reason"]
            assert resolve(conn, Request(q=f"{other}的订单"), Options(lang="zh", today=TODAY))["status"] != "resolved"
        with closing(sqlite3.connect(path)) as conn:
            assert len(dict(conn.execute("select key, value from meta"))["build_id"]) == 32  # one per build

GOODS = """
CREATE TABLE `goods` (
  `id` bigint NOT NULL,
  `name` varchar(64) COMMENT '商品名称',
  `publish_status` int(1) COMMENT '上架状态：0->下架；1->上架',
  `stock` int COMMENT '库存',
  PRIMARY KEY (`id`)
) COMMENT='商品信息';
"""


@pytest.mark.parametrize("q, expected", [
    ("库存不足10件的商品", {("stock", "lt", "10")}),  # 件 counts what the stock holds, not the goods
    ("已上架但库存不足10件的商品", {("publish_status", "exact", "1"), ("stock", "lt", "10")}),  # 但: and
    ("已上架但是库存少于十件的商品", {("publish_status", "exact", "1"), ("stock", "lt", "10")}),
])
def test_a_count_after_the_stocks_word_is_the_stock(tmp_path, q, expected):
    result = ask_mysql(tmp_path, GOODS, q)
    assert result["status"] == "resolved" and conditions(result) == expected, result["reason"]


def test_a_column_word_before_a_number_and_the_comparison_after_it_is_no_part_of_the_tables_name(ask):
    # 库存 is in the SKU table's description too: before `10以内` it is the stock compared — before, the
    # number fell to the price (`price <= 10`, a green answer about the wrong column)
    for q in ("库存10以内的SKU", "库存10件以内的SKU", "库存10件以下的SKU"):
        result = ask("demo", q, "zh")
        assert result["status"] == "resolved" and table(result) == "product_skus", (q, result["reason"])
        assert conditions(result) == {("stock", "lte", "10")}, q


def test_the_tables_own_column_named_by_the_words_english_is_no_tie_with_a_linked_one(ask):
    # products.price (售价) is named `price`, 价格 in English; the SKUs' price is described 价格 — the question
    # about 商品 means the products' own price
    result = ask("demo", "价格不超过100元的商品", "zh")
    assert result["status"] == "resolved" and table(result) == "products", result["reason"]
    assert conditions(result) == {("price", "lte", "100")}
    # (a linked table's column that names the word exactly, where the table's own only contains it, is still asked)
    assert ask("demo", "手机号13800138000的订单", "zh")["status"] == "ambiguous"


# Tables of admin systems, shops and rankings (MySQL, as their projects ship them).
ADMIN_TABLES = """
CREATE TABLE `sys_post` (
  `post_id` bigint NOT NULL COMMENT '岗位ID',
  `post_name` varchar(50) COMMENT '岗位名称',
  `post_sort` int(4) COMMENT '显示顺序',
  PRIMARY KEY (`post_id`)
) COMMENT='岗位信息表';
CREATE TABLE `university` (`id` bigint NOT NULL, `name` varchar(64) COMMENT '大学名称',
  `world_rank` int COMMENT '世界排名', `students` int COMMENT '学生人数', PRIMARY KEY (`id`)) COMMENT='大学';
CREATE TABLE `sys_log` (
  `id` varchar(32) NOT NULL,
  `log_type` int(2) COMMENT '日志类型（1登录日志，2操作日志）',
  `log_content` varchar(1000) COMMENT '日志内容',
  `create_time` datetime COMMENT '创建时间',
  `update_time` datetime COMMENT '更新时间',
  PRIMARY KEY (`id`)
) COMMENT='系统日志表';
CREATE TABLE `shop_user` (`id` int NOT NULL, `username` varchar(63) COMMENT '用户名称', `birthday` date COMMENT '生日',
  `last_login_time` datetime COMMENT '最近一次登录时间', `add_time` datetime COMMENT '创建时间',
  `update_time` datetime COMMENT '更新时间', PRIMARY KEY (`id`)) COMMENT='用户表';
CREATE TABLE `shop_comment` (`id` int NOT NULL, `content` varchar(1023) COMMENT '评论内容',
  `has_picture` tinyint(1) DEFAULT '0' COMMENT '是否含有图片', `pic_urls` varchar(1023) COMMENT '图片列表',
  PRIMARY KEY (`id`)) COMMENT='评论表';
"""


@pytest.mark.parametrize("q, expected", [
    # the first few of a place in an order are its least (`排前3`: one word to the segmenter)
    ("显示顺序排前3的岗位", {"order": {"column": "post_sort", "desc": False}, "limit": 3}),
    ("显示顺序前3的岗位", {"order": {"column": "post_sort", "desc": False}, "limit": 3}),
    ("按显示顺序前3的岗位", {"order": {"column": "post_sort", "desc": False}, "limit": 3}),
    ("显示顺序排后2的岗位", {"order": {"column": "post_sort", "desc": True}, "limit": 2}),
    ("世界排名前10的大学", {"order": {"column": "world_rank", "desc": False}, "limit": 10}),
    # (the first few of a count are its most)
    ("学生人数排前3的大学", {"order": {"column": "students", "desc": True}, "limit": 3}),
])
def test_the_first_few_of_a_place_in_an_order_are_its_least(tmp_path, q, expected):
    result = ask_mysql(tmp_path, ADMIN_TABLES, q)
    assert result["status"] == "resolved" and conditions(result) == set(), result["reason"]
    assert result["intent"] == expected


@pytest.mark.parametrize("q, expected", [
    # a label of the rows that ends with the table's word says what rows they are, as the table's word does:
    # the time before it is when they were created (before, asked: created or updated?)
    ("上个月的登录日志", {("create_time", "gte", "2026-10-01"), ("create_time", "lt", "2026-11-01"), ("log_type", "exact", "1")}),
    ("2024年的操作日志", {("create_time", "gte", "2024-01-01"), ("create_time", "lt", "2025-01-01"), ("log_type", "exact", "2")}),
])
def test_a_time_typed_onto_a_label_that_names_the_rows_is_their_creation(tmp_path, q, expected):
    result = ask_mysql(tmp_path, ADMIN_TABLES, q)
    assert result["status"] == "resolved" and conditions(result) == expected, result["reason"]


def test_a_unit_points_at_the_column_it_measures(ask):
    result = ask("school", "大于22岁的歌手")
    assert result["status"] == "resolved" and conditions(result) == {("年龄", "gt", "22")}


# ================================================================================ dates
@pytest.mark.parametrize("q,expected", [
    ("上个月创办的学校", {("创办时间", "gte", "2026-10-01"), ("创办时间", "lt", "2026-11-01")}),
    ("今年创办的学校", {("创办时间", "gte", "2026-01-01"), ("创办时间", "lt", "2027-01-01")}),
    ("最近7天创办的学校", {("创办时间", "gte", "2026-11-09"), ("创办时间", "lt", "2026-11-16")}),
    ("上周创办的学校", {("创办时间", "gte", "2026-11-02"), ("创办时间", "lt", "2026-11-09")}),
])
def test_relative_dates_are_read_against_today(ask, q, expected):
    result = ask("school", q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected


@pytest.mark.parametrize("q,expected", [
    # several date columns: the verb after the date is the start of one's description (注册时间, 支付时间)
    ("上个月注册的会员", {("created_at", "gte", "2026-10-01"), ("created_at", "lt", "2026-11-01")}),
    ("上个月支付的订单", {("paid_at", "gte", "2026-10-01"), ("paid_at", "lt", "2026-11-01")}),
    ("今天下单的订单", {("created_at", "gte", "2026-11-15"), ("created_at", "lt", "2026-11-16")}),
    # in English the verb comes before the date: its glossary word begins the column's description (注册时间)
    ("members registered last month", {("created_at", "gte", "2026-10-01"), ("created_at", "lt", "2026-11-01")}),
    ("members who registered in 2025", {("created_at", "gte", "2025-01-01"), ("created_at", "lt", "2026-01-01")}),
    # or its name holds the verb (paid_at)
    ("orders paid last week", {("paid_at", "gte", "2026-11-02"), ("paid_at", "lt", "2026-11-09")}),
])
def test_a_date_goes_to_the_column_its_verb_describes(ask, q, expected):
    result = ask("demo", q, lang="zh" if not q.isascii() else "en")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected


def test_a_year_goes_to_a_column_of_mysqls_year_type(tmp_path):
    # `release_year YEAR` holds numbers: `released in 2006` is that year, never the row's last_update in 2006
    path = tmp_path / "films.db"
    build_index_file(path, [parse_ddl(
        "CREATE TABLE film (film_id INT PRIMARY KEY, title VARCHAR(255), release_year YEAR, last_update TIMESTAMP);",
        database="films", dialect="mysql")], built_from="test")
    with closing(sqlite3.connect(path)) as conn:
        for q, op in (("films released in 2006", "exact"), ("films released after 2006", "gt")):
            result = resolve(conn, Request(q=q), Options(today=TODAY))
            assert result["status"] == "resolved" and conditions(result) == {("release_year", op, "2006")}, result["reason"]


def test_the_values_an_enum_type_lists_are_its_labels(tmp_path):
    # no description lists the ratings: the ENUM type does, so `G`, `PG` are values of rating, never unknown words
    path = tmp_path / "films.db"
    build_index_file(path, [parse_ddl(
        "CREATE TABLE film (film_id INT PRIMARY KEY, title VARCHAR(255), rental_rate DECIMAL(4,2), "
        "rating ENUM('G','PG','PG-13','R','NC-17') DEFAULT 'G');", database="films", dialect="mysql")], built_from="test")
    with closing(sqlite3.connect(path)) as conn:
        def ask_films(q):
            return resolve(conn, Request(q=q), Options(today=TODAY))
        assert conditions(ask_films("films rated G or PG")) == {("rating", "in", ("G", "PG"))}
        assert conditions(ask_films("R rated films")) == {("rating", "exact", "R")}
        result = ask_films("films rated X")  # no such rating: asked, the ratings listed
        assert result["status"] != "resolved" and "PG-13" in result["reason"], result["reason"]


def test_a_date_before_the_tables_own_word_is_no_column_its_description_begins(tmp_path):
    # `上个月订单的…`: 订单 names the table, not the date of 订单关闭时间 — asked which date, never the closing one
    path = tmp_path / "shop.db"
    build_index_file(path, [parse_ddl(
        "CREATE TABLE shop_order (id INT PRIMARY KEY, actual_price DECIMAL(10,2) COMMENT '实付费用', add_time DATETIME "
        "COMMENT '创建时间', end_time DATETIME COMMENT '订单关闭时间') COMMENT='订单表';", database="shop", dialect="mysql")],
        built_from="test")
    with closing(sqlite3.connect(path)) as conn:
        result = resolve(conn, Request(q="上个月订单的实付费用"), Options(lang="zh", today=TODAY))
        assert not any(column == "end_time" for column, _, _ in conditions(result)), result["reason"]
        assert result["status"] != "resolved" or conditions(result), result["reason"]


@pytest.mark.parametrize("q,expected", [
    # a generation is when they were born: the birthday, never the day they registered
    ("90后的会员", {("birthday", "gte", "1990-01-01"), ("birthday", "lt", "2000-01-01")}),
    ("95后的会员", {("birthday", "gte", "1995-01-01"), ("birthday", "lt", "2000-01-01")}),
    ("00后会员", {("birthday", "gte", "2000-01-01"), ("birthday", "lt", "2010-01-01")}),
])
def test_a_generation_is_a_period_of_birth_dates(ask, q, expected):
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and conditions(result) == expected, result["reason"]


@pytest.fixture(scope="module")
def shops(tmp_path_factory):
    """Small MySQL shop schemas, each its own index: orders whose creation date is described 创建时间 (add_time),
    with two dates that say created, with shipping and payment dates and no legend; companies, whose rows were
    created on a day no one registered them; users with levels; an anthology; goods with prices."""
    folder = tmp_path_factory.mktemp("shops")
    ddl = {
        "shop": "CREATE TABLE shop_order (id INT PRIMARY KEY, actual_price DECIMAL(10,2) COMMENT '实付费用', "
                "pay_time DATETIME COMMENT '付款时间', add_time DATETIME COMMENT '创建时间', "
                "end_time DATETIME COMMENT '订单关闭时间') COMMENT='订单表';",
        "company": "CREATE TABLE company (id INT PRIMARY KEY, name VARCHAR(64) COMMENT '公司名称', create_time DATETIME "
                   "COMMENT '创建时间', update_time DATETIME COMMENT '更新时间') COMMENT='公司表';",
        "shipping": "CREATE TABLE shop_order (id INT PRIMARY KEY, order_status SMALLINT COMMENT '订单状态', "
                    "ship_sn VARCHAR(63) COMMENT '发货编号', ship_time DATETIME COMMENT '发货开始时间', "
                    "pay_id VARCHAR(63) COMMENT '微信付款编号', pay_time DATETIME COMMENT '微信付款时间', "
                    "confirm_time DATETIME COMMENT '用户确认收货时间', "
                    "refund_time DATETIME COMMENT '退款时间', refund_end_time DATETIME COMMENT '退款结束时间') "
                    "COMMENT='订单表';",
        "levels": "CREATE TABLE shop_user (id INT PRIMARY KEY, nickname VARCHAR(63) COMMENT '用户昵称', "
                  "user_level TINYINT(3) DEFAULT '0' COMMENT '0 普通用户，1 VIP用户，2 高级VIP用户') COMMENT='用户表';",
        "anthology": "CREATE TABLE anthology (id INT PRIMARY KEY, title VARCHAR(64) COMMENT '书名', publisher VARCHAR(64) "
                     "COMMENT '出版社', published_at DATE COMMENT '出版时间') COMMENT='文集';",
        "goods": "CREATE TABLE goods (id INT PRIMARY KEY, name VARCHAR(64) COMMENT '商品名称', "
                 "price DECIMAL(10,2) COMMENT '售价', original_price DECIMAL(10,2) COMMENT '市场价') COMMENT='商品表';",
        "two_prices": "CREATE TABLE goods (id INT PRIMARY KEY, name VARCHAR(64) COMMENT '商品名称', "
                      "sale_price DECIMAL(10,2), cost_price DECIMAL(10,2)) COMMENT='商品表';",
        "two_created": "CREATE TABLE shop_order (id INT PRIMARY KEY, gmt_create DATETIME COMMENT '创建时间', "
                       "create_time DATETIME COMMENT '记录创建时间', pay_time DATETIME COMMENT '付款时间') COMMENT='订单表';",
    }
    connections = {}
    for name, text in ddl.items():
        build_index_file(folder / f"{name}.db", [parse_ddl(text, database="shop", dialect="mysql")], built_from="test")
        connections[name] = sqlite3.connect(folder / f"{name}.db")
    yield connections
    for conn in connections.values():
        conn.close()


@pytest.mark.parametrize("q, source, lang, column, first, after", [
    # a time typed onto the table's word says when the rows came to be: the one date they were created on
    ("上个月的订单", "demo", "zh", "created_at", "2026-10-01", "2026-11-01"),  # (下单时间; not paid_at, closed_at…)
    ("2026年的订单有多少", "demo", "zh", "created_at", "2026-01-01", "2027-01-01"),
    ("今年的退款申请", "demo", "zh", "created_at", "2026-01-01", "2027-01-01"),  # (申请时间, not refunded_at)
    ("last month's refunds", "demo", "en", "created_at", "2026-10-01", "2026-11-01"),
    ("上个月的订单", "shop", "zh", "add_time", "2026-10-01", "2026-11-01"),  # described 创建时间
])
def test_a_time_typed_onto_the_tables_word_is_the_date_its_rows_were_created(ask, shops, q, source, lang, column,
                                                                            first, after):
    result = ask(source, q, lang=lang) if source == "demo" else \
        resolve(shops[source], Request(q=q), Options(lang=lang, today=TODAY))
    assert result["status"] == "resolved", (q, result["reason"])
    assert conditions(result) == {(column, "gte", first), (column, "lt", after)}


@pytest.mark.parametrize("q, count", [("上个月新增的订单", None), ("上周新建的订单有多少", True)])
def test_a_verb_of_making_after_a_time_says_the_date_the_rows_were_created(ask, q, count):
    # 新增, 新建: no date is named so — the date the rows were created on, the verb shown as its word
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and {c for c, _, _ in conditions(result)} == {"created_at"}, result["reason"]
    assert (result["intent"] or {}).get("count") == count
    spans = {s["text"]: (s["as"], s.get("column")) for s in result["understood"]["spans"]}
    assert spans[q[3:5] if q.startswith("上个月") else q[2:4]] == ("column", "created_at")


@pytest.mark.parametrize("q, column, op, count", [
    ("已发货的订单", "ship_time", "notnull", None),  # no legend says 已发货: the date of shipping is set
    ("订单已发货", "ship_time", "notnull", None),
    ("已经发货的订单", "ship_time", "notnull", None),  # (已经: a request word to the reader, read with the verb here)
    ("订单已经发货", "ship_time", "notnull", None),
    ("已付款的订单", "pay_time", "notnull", None),
    ("没付款的订单有多少", "pay_time", "isnull", True),
    ("还没付款的订单", "pay_time", "isnull", None),
    ("未发货的订单", "ship_time", "isnull", None),
    ("尚未发货的订单", "ship_time", "isnull", None),
])
def test_a_verb_said_done_or_not_is_whether_its_date_is_set(shops, q, column, op, count):
    result = resolve(shops["shipping"], Request(q=q), Options(lang="zh", today=TODAY))
    assert result["status"] == "resolved" and conditions(result) == {(column, op, None)}, (q, result["reason"])
    assert (result["intent"] or {}).get("count") == count


def test_a_verb_said_done_after_its_date_compared_adds_nothing(shops):
    def ask_books(q):
        return resolve(shops["anthology"], Request(q=q), Options(lang="zh", today=TODAY))
    assert conditions(ask_books("已经出版的文集")) == {("published_at", "notnull", None)}
    # the date compared already says it is set: no second condition on it
    assert conditions(ask_books("2020年之前已经出版的文集")) == {("published_at", "lt", "2020-01-01")}


def test_a_verb_said_done_is_the_legends_label_first_and_never_one_of_two_dates(ask, shops):
    assert conditions(ask("demo", "已发货的订单", lang="zh")) == {("status", "exact", "2")}  # the legend's 已发货
    assert conditions(ask("demo", "已经发货的订单", lang="zh")) == {("status", "exact", "2")}  # 已经 says 已
    result = ask("demo", "已经关闭的订单有多少", lang="zh")
    assert conditions(result) == {("status", "exact", "4")} and result["intent"] == {"count": True}
    result = resolve(shops["shipping"], Request(q="已退款的订单"), Options(lang="zh", today=TODAY))
    assert not (result["status"] == "resolved" and conditions(result)), result["predicate"]  # refund_time or its end?


@pytest.mark.parametrize("q, expected, count", [
    # a verb first in the question, before 的 and the table's word: the rows it says, as `已…` would
    ("发货的订单", {("status", "exact", "2")}, None),  # the legend's 已发货
    ("完成的订单有多少", {("status", "exact", "3")}, True),
    ("所有关闭的订单", {("status", "exact", "4")}, None),
])
def test_a_bare_verb_before_the_tables_word_is_its_done_label(ask, q, expected, count):
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "orders", result["reason"]
    assert conditions(result) == expected and (result["intent"] or {}).get("count") == count


def test_a_quoted_label_is_that_label(ask):
    result = ask("demo", '"已发货"的订单', lang="zh")
    assert result["status"] == "resolved" and conditions(result) == {("status", "exact", "2")}, result["reason"]
    # a quoted text no legend spells is a value, as before: which column, asked
    assert ask("demo", '"张三"的订单', lang="zh")["status"] == "ambiguous"


def test_a_bare_verb_with_no_label_is_whether_its_date_is_set(shops):
    def ask_shop(q):
        return resolve(shops["shipping"], Request(q=q), Options(lang="zh", today=TODAY))
    assert conditions(ask_shop("发货的订单")) == {("ship_time", "notnull", None)}  # not every order, ship_sn shown
    assert conditions(ask_shop("付款的订单")) == {("pay_time", "notnull", None)}
    # not after a negation (`没有发货`: not yet), and not a verb of making (every order was made)
    assert conditions(ask_shop("没有发货的订单")) == {("ship_time", "isnull", None)}
    assert not conditions(ask_shop("新建的订单"))


def test_after_you_the_one_yes_no_column_a_word_fits_says_which_rows(tmp_path):
    # 图片 fits has_picture (是否含有图片) and pic_urls: after 有 the yes/no column says it (before: every comment,
    # the two columns shown)
    result = ask_mysql(tmp_path, ADMIN_TABLES, "有图片的评论有多少")
    assert result["status"] == "resolved" and conditions(result) == {("has_picture", "exact", "1")}, result["reason"]
    assert result["intent"] == {"count": True}


@pytest.mark.parametrize("q", ["没有图片的评论", "无图片的评论"])
def test_after_no_the_one_yes_no_column_a_word_fits_says_which_rows(tmp_path, q):
    # the same column says the rows without one (before: refused, 没有 and 无 unknown)
    result = ask_mysql(tmp_path, ADMIN_TABLES, q)
    assert result["status"] == "resolved" and conditions(result) == {("has_picture", "exact", "0")}, result["reason"]
    assert result["resolved"]["table"] == "shop_comment"


def test_signing_up_is_when_an_accounts_row_was_created(tmp_path):
    # no date is named 注册: a user's row is made when they sign up (before, asked among four dates)
    result = ask_mysql(tmp_path, ADMIN_TABLES, "2025年注册的用户有多少")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == {("add_time", "gte", "2025-01-01"), ("add_time", "lt", "2026-01-01")}
    assert result["intent"] == {"count": True}


@pytest.mark.parametrize("q, source", [
    ("2010年注册的公司", "company"),  # registered (注册) or founded: no row made then — never the creation date
    ("2010年成立的公司", "company"),
    ("订单 2025-06-01之后", "demo"),  # a date typed after the table's word says nothing of which date
    ("上个月发货的订单", "demo"),  # another event (shipped), a date orders do not keep: never their creation
    ("上个月的订单", "two_created"),  # two dates say created: asked
])
def test_a_time_that_does_not_say_the_rows_creation_is_asked(ask, shops, q, source):
    result = ask("demo", q, lang="zh") if source == "demo" else \
        resolve(shops[source], Request(q=q), Options(lang="zh", today=TODAY))
    assert result["status"] != "resolved", (q, result["predicate"])
    assert result["status"] in ("ambiguous", "not_found"), result["reason"]


@pytest.fixture(scope="module")
def prices(shops):
    """Goods with a price and a market price (price 售价, original_price 市场价), and goods with two modified prices."""
    return lambda name, q: resolve(shops[name], Request(q=q), Options(lang="zh", today=TODAY))


def test_a_word_said_bare_is_the_column_named_by_it_alone(prices):
    # `价格` is price: original_price is said with its modifier (`市场价`, `original price`)
    result = prices("goods", "价格低于50的商品")
    assert result["status"] == "resolved" and conditions(result) == {("price", "lt", "50")}, result["reason"]
    result = prices("goods", "按价格从低到高列出商品")
    assert result["status"] == "resolved" and result["intent"] == {"order": {"column": "price", "desc": False}}
    assert prices("goods", "商品的名称和价格是什么")["understood"]["fields"] == ["name", "price"]
    result = prices("goods", "市场价低于50的商品")
    assert result["status"] == "resolved" and conditions(result) == {("original_price", "lt", "50")}, result["reason"]


@pytest.mark.parametrize("q, expected", [
    ("120元以下的商品", {("price", "lte", "120")}),  # before: asked, price or original_price
    ("一百二十元以下的商品", {("price", "lte", "120")}),
    ("低于50块的商品", {("price", "lt", "50")}),
])
def test_an_amount_of_money_is_of_the_plain_price(prices, q, expected):
    # 元 says the number is money: of the goods' two prices, the one said bare (售价), as 最贵 is of it
    result = prices("goods", q)
    assert result["status"] == "resolved" and conditions(result) == expected, result["reason"]
    # a number alone does not say it is money; two prices of another kind each are no plain price: both asked
    assert prices("goods", "商品 低于100")["status"] == "ambiguous"
    result = prices("two_prices", "120元以下的商品")
    assert result["status"] == "ambiguous" and "sale_price" in result["reason"] and "cost_price" in result["reason"]


def test_a_word_two_modified_columns_hold_is_still_asked(prices):
    result = prices("two_prices", "价格低于50的商品")  # sale_price or cost_price: neither is the price said bare
    assert result["status"] == "ambiguous", result["predicate"]
    assert "sale_price" in result["reason"] and "cost_price" in result["reason"]


@pytest.mark.parametrize("q", ["refunds last month", "last month's refunds"])
def test_relative_dates_in_english(ask, q):
    result = ask("demo", q)
    assert result["status"] != "resolved" or conditions(result)  # two date columns: asked, never dropped
    spans = [s for s in result["understood"]["spans"] if s["text"] == "last month"]
    assert spans and spans[0]["as"] == "value"
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]  # (`'s` is whose, as 的)


# ================================================================================ negation, or
def test_negated_status_words_read_against_the_legend(ask):
    assert conditions(ask("demo", "未付款的订单")) == {("status", "exact", "0")}  # 待付款 says the same
    assert conditions(ask("demo", "没有发货的订单")) == {("status", "exact", "1")}  # 待发货
    assert conditions(ask("demo", "哪些评价还在等审核")) == {("status", "exact", "0")}  # 待审核


def test_a_bare_verb_label_said_as_done_is_that_label(ask, tmp_path):
    # `已禁用`, `被禁用`: the rows the legend's 禁用 names (demo.db: 状态：0禁用 1正常), not a refusal of 已
    for q in ("已禁用的会员", "被禁用的会员", "已被禁用的会员"):
        result = ask("demo", q, lang="zh")
        assert conditions(result) == {("status", "exact", "0")}, (q, result["reason"])
        assert [s["label"] for s in result["understood"]["spans"] if s["as"] == "value"] == ["禁用"]
    assert conditions(ask("demo", "未禁用的会员")) == {("status", "not", "0")}
    assert conditions(ask("demo", "已发货的订单")) == {("status", "exact", "2")}  # a label spelled with 已 stays itself
    # a schema of its own, its legend with negative codes
    path = tmp_path / "users.db"
    build_index_file(path, [parse_ddl("CREATE TABLE sys_user (id INT PRIMARY KEY, user_name VARCHAR(30) COMMENT '用户名', "
                                      "status INT COMMENT '状态 1:启用，0:停用，-1:删除') COMMENT='系统用户';",
                                      database="admin", dialect="mysql")], built_from="test")
    with closing(sqlite3.connect(path)) as conn:
        for q, code in (("已停用的用户", "0"), ("被删除的用户", "-1"), ("已经启用的用户", "1")):
            result = resolve(conn, Request(q=q), Options(lang="zh", today=TODAY))
            assert conditions(result) == {("status", "exact", code)}, (q, result["reason"])


def test_a_verb_said_as_done_to_the_row_is_its_done_label(ask):
    # `被驳回`, `已被驳回`: 已驳回 in 审核状态：0待审核 1已通过 2已驳回
    for q in ("被驳回的评价", "已被驳回的评价"):
        result = ask("demo", q, lang="zh")
        assert conditions(result) == {("status", "exact", "2")}, (q, result["reason"])
    # English: `disabled` reaches 停用 (部门状态：0停用 1正常) as it reaches 禁用
    result = ask("demo", "which departments are disabled?")
    assert result["status"] == "resolved" and conditions(result) == {("status", "exact", "0")}, result["reason"]


def test_two_values_of_one_column_are_one_in(ask):
    result = ask("demo", "待付款和待发货的订单")
    assert conditions(result) == {("status", "in", ("0", "1"))}
    result = ask("demo", "已发货或已完成的订单")
    assert conditions(result) == {("status", "in", ("2", "3"))}


def test_either_or_across_columns_is_one_choice(ask):
    # rows meeting either (tests/test_question_either.py follows the link to them)
    result = ask("school", "学生数量大于500或者类型是民办的学校")
    assert result["status"] == "resolved", result["reason"]
    assert [c.get("either") for c in result["predicate"]["conditions"]] == [1, 1]
    assert " OR " in result["predicate"]["clause"]


# ================================================================================ modifiers
def test_a_label_typed_onto_the_table_word_is_a_condition(ask):
    assert conditions(ask("demo", "女会员")) == {("gender", "exact", "2")}


@pytest.mark.parametrize("q, code", [("公告的通知", "2"), ("公告的通知有哪些", "2"), ("通知的通知公告", "1")])
def test_a_label_that_is_also_a_word_of_the_tables_name_before_its_word(ask, q, code):
    # demo's notices: 通知公告表, notice_type `1通知 2公告`. `公告的通知` answered every notice (0.96): 公告 was read
    # as a word of the table's name. Before 的 and the table's word, it is the kind asked for, as `女会员` is.
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "notices", result["reason"]
    assert conditions(result) == {("notice_type", "exact", code)}


@pytest.mark.parametrize("q, code, count", [("VIP用户有多少", "1", True), ("高级VIP用户", "2", None),
                                           ("普通用户有哪些", "0", None)])
def test_a_label_that_ends_with_the_tables_word_is_read_whole(shops, q, code, count):
    # `VIP用户`: a label typed as one word (an English word and the table's word, no space) is the label
    result = resolve(shops["levels"], Request(q=q), Options(lang="zh", today=TODAY))
    assert result["status"] == "resolved" and conditions(result) == {("user_level", "exact", code)}, result["reason"]
    assert (result["intent"] or {}).get("count") == count
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]


def test_a_yes_no_column_before_the_table_word_is_its_yes(ask):
    result = ask("demo", "包邮的会员等级")
    assert result["status"] == "resolved" and conditions(result) == {("free_freight", "exact", "1")}


@pytest.mark.parametrize("q", ["推荐的新品", "是新品的推荐商品"])
def test_a_yes_no_column_before_another_yes_no_columns_word_is_its_yes_too(ask, q):
    # 推荐 says which of the new products: the recommended ones, not a column to show beside them
    result = ask("demo", q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == {("is_recommend", "exact", "1"), ("is_new", "exact", "1")}
    assert result["understood"]["fields"] == []


def test_presence(ask):
    assert conditions(ask("demo", "哪些订单有备注？")) == {("note", "notnull", None)}
    assert conditions(ask("demo", "没有邮箱的会员")) == {("email", "isnull", None)}


# ================================================================================ safety
@pytest.mark.parametrize("q", [
    "销量最好的商品",          # 最好 is no value of the integer sales column
    "订单的收货人以及金额",      # 以及 is no value of the receiver
    "销量前3的商品",            # 3 is a top N, not the key
    "10件以上的订单",           # a count, not the key
])
def test_nothing_is_bound_that_the_column_cannot_hold(ask, q):
    result = ask("demo", q)
    assert not any(c[0] == "id" for c in conditions(result))
    for column, op, value in conditions(result):
        assert value not in ("最好", "以及", "3", "10"), (q, column, op, value)


@pytest.mark.parametrize("q", ["销量前十的商品", "销量排名前十的商品"])
def test_the_first_few_in_chinese_numerals(ask, q):
    # `前十` is one word to the segmenter: still the first ten, by sales, most first
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and result["intent"] == {"order": {"column": "sales", "desc": True}, "limit": 10}, \
        result["reason"]


def test_a_bare_number_goes_to_the_key_only_after_the_table_words(ask):
    assert conditions(ask("demo", "订单 1024")) == {("id", "exact", "1024")}
    assert ask("demo", "订单 1024 已发货")["status"] != "resolved" or \
        ("id", "exact", "1024") not in conditions(ask("demo", "订单 1024 已发货"))


def test_a_column_word_inside_the_table_words_is_a_column(ask):
    result = ask("demo", "商品库存小于10")
    assert not any(c[0] == "price" for c in conditions(result))


def test_an_unexplained_modifier_is_asked_about(ask):
    result = ask("demo", "研发会员的手机号")
    assert result["status"] == "not_found"
    assert [s["text"] for s in result["understood"]["spans"] if s["as"] == "unknown"] == ["研发"]


def test_a_word_that_cannot_carry_a_condition_is_left_out_and_named(ask):
    result = ask("school", "给出所有歌手以及每位歌手收录的歌曲数量")
    assert result["status"] == "resolved" and table(result) == "歌手" and conditions(result) == set()
    unused = [s["text"] for s in result["understood"]["spans"] if s["as"] == "unused"]
    assert unused == ["收录"]
    assert "收录" in result["reason"]


def test_a_place_is_never_left_out(ask):
    result = ask("school", "北京的歌手")  # a value no index here records: asked, never all singers
    assert result["status"] != "resolved"


# ================================================================================ typos
def test_did_you_mean(ask):
    result = ask("demo", "已法货的订单", lang="zh")
    assert result["status"] == "not_found"
    unknown = [s for s in result["understood"]["spans"] if s["as"] == "unknown"]
    assert unknown[0]["text"] == "已法货" and unknown[0]["did_you_mean"] == "已发货"
    assert "已发货" in result["reason"] and any("已发货" in a for a in result["next_actions"])
    english = ask("demo", "ordres shipped")
    assert any(s.get("did_you_mean") == "orders" for s in english["understood"]["spans"])


# ================================================================================ links
async def answered(datasette, q: str) -> dict:
    """The JSON answer to `q`. The first request of a new Datasette starts its index build, and while
    it lasts the answer is `busy` (503, Retry-After: docs/statuses.md): asked again, as a client would."""
    for _ in range(60):
        response = await datasette.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q}))
        if response.status_code != 503:
            break
        await asyncio.sleep(0.5)
    return response.json()


@pytest.mark.asyncio
async def test_the_intent_goes_into_the_links_and_the_rows_are_right(demo_copy):
    datasette = Datasette([str(demo_copy)])
    data = await answered(datasette, "售价最高的3个商品")
    assert data["status"] == "resolved"
    assert data["links"]["table"] == "/demo/products?_sort_desc=price&_size=3"
    page = await datasette.client.get(data["links"]["table"].replace("?", ".json?") + "&_shape=array")
    rows = page.json()
    conn = sqlite3.connect(demo_copy)
    top = [r[0] for r in conn.execute("select id from products order by price desc limit 3")]
    assert [r["id"] for r in rows] == top
    sql = urllib.parse.parse_qs(urllib.parse.urlparse(data["links"]["sql"]).query)["sql"][0]
    assert sql == 'SELECT * FROM "products" ORDER BY "price" DESC LIMIT 3'

    data = await answered(datasette, "已发货的订单有多少")
    query = urllib.parse.parse_qs(urllib.parse.urlparse(data["links"]["sql"]).query)
    assert query["sql"][0] == 'SELECT count(*) FROM "orders" WHERE "status" = :p0' and query["p0"] == ["2"]
    counted = await datasette.client.get(data["links"]["sql"].replace("/demo/-/query?", "/demo/-/query.json?").replace("/demo?", "/demo.json?") + "&_shape=array")
    assert list(counted.json()[0].values()) == [conn.execute("select count(*) from orders where status = 2").fetchone()[0]]
    conn.close()


@pytest.mark.asyncio
async def test_group_by_is_a_facet(demo_copy):
    datasette = Datasette([str(demo_copy)])
    response = await datasette.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": "每个城市有多少个会员地址"}))
    data = response.json()
    assert data["status"] == "resolved" and data["intent"] == {"count": True, "group_by": ["city"]}
    assert data["links"]["table"].endswith("?_facet=city")
    sql = urllib.parse.parse_qs(urllib.parse.urlparse(data["links"]["sql"]).query)["sql"][0]
    assert sql == 'SELECT "city", count(*) FROM "member_addresses" GROUP BY "city"'


@pytest.mark.asyncio
async def test_the_page_says_what_the_question_asks_and_each_piece_is_removable(demo_copy):
    datasette = Datasette([str(demo_copy)])
    response = await datasette.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "售价最高的3个商品"}))
    assert response.status_code == 200
    html = response.text
    # The answer in words: the table, then what the question asks (columns by their description).
    assert "按 售价 降序" in html and "前 3" in html
    # The intent words are chips, each a link to the question without them.
    assert "q=" + urllib.parse.quote("的3个商品") in html or urllib.parse.quote_plus("的3个商品") in html
    english = await datasette.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "售价最高的3个商品", "_lang": "en"}))
    assert "by 售价, highest first" in english.text and "first 3" in english.text


@pytest.mark.parametrize("q, name, value", [
    ("库存小于10的商品", "products", "10"),  # read on the SKUs across the link: 库存 names them and is their column
    ("product skus with stock under 10", "product_skus", "10"),
    ("库存 小于 10", "product_skus", "10"),
    # more than any SKU holds: still the stock (every SKU), never the price
    ("库存 小于 1.5万", "product_skus", "15000"),
    ("stock under 100000", "product_skus", "100000"),
])
def test_a_word_naming_the_table_and_its_column_compared_is_that_column(ask, q, name, value):
    result = ask("demo", q)
    assert result["status"] == "resolved" and table(result) == name, result["reason"]
    assert {(c, op, v) for c, op, v in conditions(result)} == {("stock", "lt", value)}, result["reason"]


@pytest.mark.parametrize("q", ["orders where status is cancelled", "orders status = paid"])
def test_a_word_typed_as_a_coded_columns_value_is_no_other_column(ask, q):
    # after the status word and `is`, a value was typed: not the column paid_at (every order, shown) —
    # the answer says it is none of the status labels, and lists them
    result = ask("demo", q)
    assert result["status"] == "not_found", result["reason"]
    assert "待付款" in result["reason"] and result["understood"]["fields"] == []


def test_by_a_column_and_a_value_says_whose_rows_not_an_order(ask):
    # `by member 5` is member 5's orders (as `of member 5`): no order by member_id beside it
    result = ask("demo", "orders by member 5")
    assert conditions(result) == {("member_id", "exact", "5")} and not result.get("intent"), result["reason"]
    # a phone number is no member id: asked — never the receiver's phone, sorted by member
    result = ask("demo", "orders by member 13800138000")
    assert result["status"] != "resolved" and "member_id" in result["reason"], result["reason"]
    # `by` and a column word alone still order the rows
    assert ask("demo", "orders by status")["intent"] == {"order": {"column": "status", "desc": False}}


def test_an_english_status_word_typed_as_the_value_is_its_label(ask):
    # `completed` is 已完成 through the glossary: the label, never the column completed_at
    result = ask("demo", "orders where status is completed")
    assert result["status"] == "resolved" and conditions(result) == {("status", "exact", "3")}, result["reason"]
    assert result["understood"]["fields"] == []


def test_a_count_of_transactions_is_how_many(ask):
    # 笔 counts payments, refunds, transactions: `3笔` is the first 3, no word left unexplained
    result = ask("demo", "退款金额最大的3笔退款")
    assert result["status"] == "resolved" and table(result) == "refunds", result["reason"]
    assert result["intent"] == {"order": {"column": "amount", "desc": True}, "limit": 3}


SKUS_DDL = """
CREATE TABLE products (id INT PRIMARY KEY, name VARCHAR(64) COMMENT '商品名称', price DECIMAL(10,2) COMMENT '售价') COMMENT='商品表';
CREATE TABLE product_skus (id INT PRIMARY KEY, product_id INT COMMENT '所属商品', price DECIMAL(10,2) COMMENT '售价',
  stock INT COMMENT '库存', FOREIGN KEY (product_id) REFERENCES products(id)) COMMENT='商品SKU库存表';
"""


@pytest.mark.parametrize("q", ["库存 小于 10", "库存小于10的商品", "stock under 10"])
def test_with_no_rows_read_the_word_is_the_column_still(tmp_path, q):
    # an index built from DDL alone: no rows say the number may count the SKUs, so 库存 is their stock — never the price
    path = tmp_path / "shop.db"
    build_index_file(path, [parse_ddl(SKUS_DDL, database="shop", dialect="mysql")], built_from="test")
    conn = sqlite3.connect(path)
    try:
        result = resolve(conn, Request(q=q), Options(lang="en", today=TODAY))
    finally:
        conn.close()
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == {("stock", "lt", "10")}, result["reason"]


# A shop's orders whose legend names a code twice (`3已发货/待收货`), with a payment state beside the order's
# state, and users whose legend writes the sexes as one character.
ORDERS_NAMED_TWICE = """
CREATE TABLE `shop_order` (
  `id` int NOT NULL,
  `status` tinyint NOT NULL DEFAULT 0 COMMENT '订单状态（0待确认, 1已确认/待支付, 2已支付/待发货, 3已发货/待收货, 4已完成, 5已取消）',
  `pay_status` tinyint NOT NULL DEFAULT 0 COMMENT '支付状态（0未支付, 1已支付, 2已退款）',
  `total_price` decimal(10,2) COMMENT '订单金额', PRIMARY KEY (`id`)) COMMENT='订单';
CREATE TABLE `shop_user` (
  `id` int NOT NULL, `nickname` varchar(60) COMMENT '昵称',
  `gender` tinyint NOT NULL DEFAULT 0 COMMENT '性别（0保密，1女，2男）', PRIMARY KEY (`id`)) COMMENT='用户';
"""


@pytest.mark.parametrize("q, table_name, expected", [
    # before: refused — the page's words were the whole label `已发货/待收货`, so `已发货` was 已 + a column word
    ("已发货的订单有哪些", "shop_order", {("status", "exact", "3")}),
    ("待收货的订单", "shop_order", {("status", "exact", "3")}),
    ("待支付的订单", "shop_order", {("status", "exact", "1")}),
    # `未支付` is spelled by the payment state: that label, not the negation of the order state's `待支付`;
    # and `没有付款` says it too, more plainly than waiting to pay (a cancelled order was not paid either)
    ("未支付的订单", "shop_order", {("pay_status", "exact", "0")}),
    ("没有付款的订单", "shop_order", {("pay_status", "exact", "0")}),
    # before: refused, 女性 unexplained where the legend writes 女
    ("女性用户有多少", "shop_user", {("gender", "exact", "1")}),
    ("男性用户", "shop_user", {("gender", "exact", "2")}),
])
def test_each_name_of_a_code_and_the_words_people_use_for_a_label(tmp_path, q, table_name, expected):
    result = ask_mysql(tmp_path, ORDERS_NAMED_TWICE, q)
    assert result["status"] == "resolved" and table(result) == table_name, result["reason"]
    assert conditions(result) == expected
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]


def test_a_label_two_states_spell_asks_which(tmp_path):
    # `已支付` is a name of the order state 2 and the payment state 1: which one is asked, never guessed
    result = ask_mysql(tmp_path, ORDERS_NAMED_TWICE, "已支付的订单")
    assert result["status"] == "ambiguous" and "status" in result["reason"] and "pay_status" in result["reason"]


BOOKS_AND_STAFF = """
CREATE TABLE `book` (`id` bigint NOT NULL, `book_name` varchar(50) COMMENT '小说名',
  `comment_count` int COMMENT '评论数', `visit_count` bigint COMMENT '点击量', PRIMARY KEY (`id`)) COMMENT='小说表';
CREATE TABLE `employee` (`id` int NOT NULL, `name` varchar(50) COMMENT '姓名',
  `education` enum('小学','初中','高中','大专','本科','硕士研究生','博士研究生','无') COMMENT '学历',
  `status` tinyint COMMENT '报销状态（1已付款，2已付清）', PRIMARY KEY (`id`)) COMMENT='员工表';
"""


@pytest.mark.parametrize("q, order", [
    # before: refused — the segmenter's 本书 (this book) after the number hid the count's unit and the table's word
    ("点击量最高的10本书", {"column": "visit_count", "desc": True}),
    ("评论数最多的5本书", {"column": "comment_count", "desc": True}),
])
def test_a_count_unit_the_segmenter_joins_to_the_noun_is_the_count(tmp_path, q, order):
    result = ask_mysql(tmp_path, BOOKS_AND_STAFF, q)
    assert result["status"] == "resolved" and table(result) == "book", result["reason"]
    assert result["intent"]["order"] == order and result["intent"]["limit"] == int("".join(filter(str.isdigit, q)))
    # (a word of its own is kept: 部门 after a number is no count of 门)
    assert [t.text for t in read_tokens("报考人数等于100部门")][-1] == "部门"


@pytest.mark.parametrize("q, value", [("学历是硕士的员工", "硕士研究生"), ("学历为博士的员工", "博士研究生")])
def test_the_start_of_one_label_is_that_label(tmp_path, q, value):
    # before: refused — 硕士 is neither a code nor a label of 学历, whose values say 硕士研究生
    result = ask_mysql(tmp_path, BOOKS_AND_STAFF, q)
    assert result["status"] == "resolved" and conditions(result) == {("education", "exact", value)}, result["reason"]
    # a start several labels share says none of them (已付 of 已付款 and 已付清)
    several = ask_mysql(tmp_path, BOOKS_AND_STAFF, "报销状态是已付的员工")
    assert several["status"] != "resolved" and not [c for c in conditions(several) if c[0] == "status"]


SHIFTED_DATES = """
CREATE TABLE `prescriptions` (`row_id` int NOT NULL, `drug` varchar(100), `startdate` timestamp NULL,
  `enddate` timestamp NULL, PRIMARY KEY (`row_id`));
"""


@pytest.mark.parametrize("q, expected", [
    # anonymised data shifts its dates past 2100; four digits after a date column's word are still its year
    # (before: ambiguous, "2150 fits none of its columns by itself")
    ("prescriptions with startdate 2150", {("startdate", "gte", "2150-01-01"), ("startdate", "lt", "2151-01-01")}),
    ("prescriptions with enddate after 2150", {("enddate", "gte", "2151-01-01")}),
])
def test_four_digits_after_a_date_columns_word_are_its_year(tmp_path, q, expected):
    result = ask_mysql(tmp_path, SHIFTED_DATES, q)
    assert result["status"] == "resolved" and conditions(result) == expected, result["reason"]


@pytest.mark.parametrize("q, table", [("sales orders", "salesorderheader"), ("sales order", "salesorderheader"),
                                      ("purchase orders", "purchaseorderheader")])
def test_a_label_a_tables_name_spells_whole_is_that_table(source_index, q, table):
    # AdventureWorks: `sales orders` was answered with transactionhistoryarchive's label SalesOrder
    # (transactiontype = 'S'), while sales.salesorderheader's name spells `sales order` whole (then `header`). The
    # words name that table; a label wins only over a table whose name holds the words in part (`待发货`, 发货单).
    conn = sqlite3.connect(source_index("adventureworks"))
    result = resolve(conn, Request(q=q), Options(lang="en", today=TODAY))
    assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
    assert not result.get("predicate")
    demo = sqlite3.connect(source_index("demo"))
    label = resolve(demo, Request(q="待发货"), Options(lang="zh", today=TODAY))
    assert label["resolved"]["table"] == "orders" and label["predicate"]["conditions"][0]["column"] == "status"


@pytest.mark.parametrize("q, table, code", [("cancelled sales orders", "salesorderheader", "6"),
                                            ("rejected purchase orders", "purchaseorderheader", "3")])
def test_a_label_typed_before_the_tables_words_in_english(source_index, q, table, code):
    # `cancelled sales orders` was refused: the first word, `cancelled`, was taken for the table (a shopping cart's
    # description mentions it) and `sales orders` left unread. In English the kind of rows comes first: a label of
    # the table's legend, then its own words.
    conn = sqlite3.connect(source_index("adventureworks"))
    result = resolve(conn, Request(q=q), Options(lang="en", today=TODAY))
    assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
    assert [(c["column"], c["op"], str(c["value"])) for c in result["predicate"]["conditions"]] == [("status", "exact", code)]


@pytest.mark.parametrize("q, where, intent", [
    ("快递公司是顺丰的发货单", {("carrier", "exact", "顺丰速运")}, None),
    ("各物流公司的发货单数量", set(), {"count": True, "group_by": ["carrier"]}),
])
def test_a_glossary_word_the_segmenter_cuts_names_its_column(ask, q, where, intent):
    # demo's shipments.carrier has no description; the glossary says 快递公司 / 物流公司 / 承运商 are carriers, but the
    # segmenter cuts 快递|公司 and each half was read alone: `公司` named nothing (refused).
    result = ask("demo", q, lang="zh")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "shipments", result["reason"]
    assert conditions(result) == where and result.get("intent") == intent


def test_respectively_before_a_request_word_is_no_group(ask):
    # `分别给出…` ("give … for each of them") grouped the rows by the next column word typed after it
    result = ask("demo", "分别给出售价超过5000的商品的名称和品牌", lang="zh")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "products", result["reason"]
    assert not (result.get("intent") or {}).get("group_by"), result.get("intent")
    assert ask("demo", "分别统计每个城市的会员地址数量", lang="zh")["intent"]["group_by"] == ["city"]
