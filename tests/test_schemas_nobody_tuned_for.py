"""Honest on schemas nobody tuned for (issue 21): the table's own head, column phrases, modifiers as
long as their head, SQL-looking text, money by more than two words, and more legend formats — each
pattern on a schema invented for this test (a trading company's back office, as a real SQLite file
with its descriptions written as SQL comments), never on a labelled case.

docs/how-it-decides.md ("The head rule", "Column phrases", "Modifiers as long as their head", "The
decision") and docs/conditions.md ("Legends") say the rules."""

from __future__ import annotations

import sqlite3

import pytest

import datasette.plugins  # noqa: F401  isort: skip  (plugins load before the package)
from conftest import make_sqlite
from datasette_dbgraph import rules
from datasette_dbgraph.index.indexer import build_index_file
from datasette_dbgraph.resolver import Options, Request, resolve
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

# Seventeen tables — enough for document frequencies to count (rules.MIN_WEIGHTED_CORPUS). No table
# is about customers, goods or members: only their follow-ups, review statistics and cards are.
TRADE = """
CREATE TABLE crm_followup ( -- 客户跟进记录
  id INTEGER PRIMARY KEY, -- 主键
  customer_name TEXT, -- 客户名称
  content TEXT, -- 跟进内容
  follow_time TEXT, -- 跟进时间
  sort INTEGER, -- 排序
  status INTEGER -- 状态 0==正常，1==冻结
);
CREATE TABLE crm_visit ( -- 客户拜访记录
  id INTEGER PRIMARY KEY, -- 主键
  customer_name TEXT, -- 客户名称
  visit_time TEXT, -- 拜访时间
  sort INTEGER, -- 排序
  is_enable INTEGER -- 是否启用（0否，1是）
);
CREATE TABLE goods_review_stat ( -- 商品评价统计
  id INTEGER PRIMARY KEY, -- 主键
  goods_name TEXT, -- 商品名称
  review_count INTEGER, -- 评价数
  sort INTEGER -- 显示顺序
);
CREATE TABLE supplier_score_stat ( -- 供应商评分统计
  id INTEGER PRIMARY KEY, -- 主键
  supplier_name TEXT, -- 供应商名称
  score INTEGER -- 评分
);
CREATE TABLE supplier ( -- 供应商档案
  id INTEGER PRIMARY KEY, -- 主键
  name TEXT, -- 名称
  contact TEXT -- 联系人
);
CREATE TABLE member_card ( -- 会员卡
  id INTEGER PRIMARY KEY, -- 主键
  card_no TEXT, -- 卡号
  balance REAL, -- 余额
  status INTEGER, -- 状态：1:启用，0:停用，-1:删除
  is_enable INTEGER -- 是否启用（0否，1是）
);
CREATE TABLE measure_unit ( -- 计量单位
  id INTEGER PRIMARY KEY, -- 主键
  name TEXT, -- 单位名称
  sort INTEGER, -- 排序
  is_enable INTEGER -- 是否启用（0否，1是）
);
CREATE TABLE trade_partner ( -- 合作伙伴
  id INTEGER PRIMARY KEY, -- 主键
  name TEXT, -- 伙伴名称
  settle_type INTEGER, -- 结算方式：0现结 1月结
  settle_account TEXT -- 结算账户
);
CREATE TABLE bill ( -- 单据
  id INTEGER PRIMARY KEY, -- 主键
  bill_no TEXT, -- 单据编号
  status INTEGER -- 单据状态：0草稿、1已提交、9作废
);
CREATE TABLE purchase_order ( -- 采购订单
  id INTEGER PRIMARY KEY, -- 主键
  order_no TEXT, -- 采购单号
  supplier_id INTEGER, -- 供应商ID
  goods_amount REAL, -- 货款
  freight REAL, -- 运费
  tax REAL, -- 税额
  service_fee REAL, -- 服务费
  tax_rate REAL, -- 税率
  status INTEGER -- 订单状态（0待确认, 1已确认/待付款, 2已付款/待发货, 3已发货/待收货）
);
CREATE TABLE sales_invoice ( -- 销售发票
  id INTEGER PRIMARY KEY, -- 主键
  invoice_no TEXT, -- 发票号
  total REAL, -- 合计
  tax REAL, -- 税额
  tax_rate REAL, -- 税率
  status INTEGER -- 状态 0==正常，1==作废
);
CREATE TABLE receipt ( -- 收据
  id INTEGER PRIMARY KEY, -- 主键
  receipt_no TEXT, -- 收据号
  amount REAL, -- 金额
  tax_rate REAL -- 税率
);
CREATE TABLE sys_user ( -- 系统用户
  id INTEGER PRIMARY KEY, -- 主键
  username TEXT, -- 用户名
  user_source TEXT, -- 用户来源（01自主注册）
  status INTEGER -- 状态(1:启用,0:停用,-1:删除)
);
CREATE TABLE sys_dept ( -- 部门
  id INTEGER PRIMARY KEY, -- 主键
  name TEXT, -- 部门名称
  sort INTEGER, -- 显示顺序
  is_enable INTEGER -- 是否启用（0否，1是）
);
CREATE TABLE warehouse ( -- 仓库
  id INTEGER PRIMARY KEY, -- 主键
  name TEXT, -- 仓库名称
  sort INTEGER, -- 排序
  is_enable INTEGER -- 是否启用（0否，1是）
);
CREATE TABLE notice ( -- 通知公告
  id INTEGER PRIMARY KEY, -- 主键
  title TEXT, -- 标题
  sort INTEGER, -- 排序
  is_enable INTEGER -- 是否启用（0否，1是）
);
CREATE TABLE orders ( -- 订单
  id INTEGER PRIMARY KEY, -- 主键
  order_no TEXT, -- 订单编号
  amount REAL -- 订单金额
);
CREATE TABLE order_status (
  id INTEGER PRIMARY KEY,
  order_id INTEGER,
  status INTEGER,
  note TEXT
);
"""


@pytest.fixture(scope="module")
def trade_db(tmp_path_factory):
    return make_sqlite(tmp_path_factory.mktemp("trade") / "trade.db", TRADE)


@pytest.fixture(scope="module")
def trade(trade_db, tmp_path_factory):
    path = tmp_path_factory.mktemp("trade_index") / "index.db"
    build_index_file(path, [read_sqlite_file(trade_db, database="trade")])
    conn = sqlite3.connect(path)
    yield conn
    conn.close()


def ask(conn, **request) -> dict:
    return resolve(conn, Request(**request), Options())


def tables(result: dict) -> list[str]:
    return [c["table"] for c in result["candidates"]]


def condition(result: dict) -> tuple:
    (only,) = result["predicate"]["conditions"]
    return only["column"], only["op"], only["value"], only["label"]


def test_the_schema_is_weighted_and_nothing_here_is_ubiquitous(trade):
    assert ask(trade, entity="订单")["matched"] >= 1
    assert len(TRADE.split("CREATE TABLE")) - 1 >= rules.MIN_WEIGHTED_CORPUS


# -- 1. the table's own head ------------------------------------------------------------------------
@pytest.mark.parametrize("entity, modified", [
    ("客户", {"crm_followup", "crm_visit"}),  # 客户跟进记录, 客户拜访记录: follow-ups and visits of customers
    ("商品", {"goods_review_stat"}),  # 商品评价统计 is statistics
    ("会员", {"member_card"}),  # 会员卡 is a card: 会员 is only the start of its head word
])
def test_a_word_that_only_modifies_a_tables_head_gives_candidates_never_an_answer(trade, entity, modified):
    result = ask(trade, entity=entity)
    assert result["status"] == "ambiguous"
    assert set(tables(result)) >= modified
    assert result["confidence"] <= rules.HEAD_UNEXPLAINED_CEILING < rules.MIN_CONFIDENCE


def test_the_table_that_has_the_word_as_its_head_is_the_answer(trade):
    # 供应商档案 is about suppliers; 供应商评分统计 only mentions them.
    result = ask(trade, entity="供应商")
    assert (result["status"], result["resolved"]["table"]) == ("resolved", "supplier")


def test_the_end_of_a_head_word_reads_as_its_head(ddl_index):
    # 系统日志 is one word to the segmenter: 日志 is its head, 系统 only modifies it.
    conn = ddl_index("""
        CREATE TABLE t_syslog (id int PRIMARY KEY, msg varchar(200)) COMMENT='系统日志';
        CREATE TABLE t_card (id int PRIMARY KEY, card_no varchar(20)) COMMENT='会员卡';
    """)
    assert ask(conn, entity="日志")["resolved"]["table"] == "t_syslog"
    assert ask(conn, entity="会员")["status"] != "resolved"


# -- 2. a column phrase is not a table ------------------------------------------------------------
@pytest.mark.parametrize("entity", ["sort order", "display order", "排序", "是否启用"])
@pytest.mark.parametrize("how", ["entity", "q"])
def test_a_phrase_that_is_a_column_of_many_tables_gets_advice_never_a_table(trade, entity, how):
    # (typed in the one box too: `display` is a request word there, and `order` a word of orders)
    result = ask(trade, **{how: entity})
    assert result["status"] == "insufficient_evidence"
    assert result["resolved"] is None and result["candidates"] == []
    assert "column" in result["reason"] and result["next_actions"]


def test_a_column_phrase_named_by_one_table_is_never_that_tables_answer(trade):
    # `status` is a column of seven tables and the head of order_status's name: candidates only.
    result = ask(trade, entity="status")
    assert result["status"] == "ambiguous"
    assert "order_status" in tables(result)
    assert "column" in result["reason"]


def test_a_column_phrase_with_the_tables_words_finds_the_table(trade):
    assert ask(trade, entity="仓库 排序")["resolved"]["table"] == "warehouse"


def test_a_column_phrase_of_a_few_tables_is_never_read_word_by_word(ddl_index):
    # Only two tables have a sort order: no advice, but `sort order` is never the orders table.
    conn = ddl_index("""
        CREATE TABLE orders (id int PRIMARY KEY, order_no varchar(20), sort_order int);
        CREATE TABLE shelves (id int PRIMARY KEY, name varchar(20), sort_order int);
    """)
    result = ask(conn, entity="sort order")
    assert result["status"] != "resolved"


# -- 3. an unexplained modifier as long as the head -------------------------------------------------
def test_a_known_modifier_no_table_explains_leaves_the_head_table_below_the_gate(trade):
    # 结算 is a word of trade_partner's columns; the units table explains 单位 but not 结算.
    result = ask(trade, entity="结算单位")
    assert result["status"] == "ambiguous"
    assert result["confidence"] < rules.MIN_CONFIDENCE
    assert "measure_unit" in tables(result)


def test_a_modifier_another_table_explains_ties_the_two(trade):
    # 单据 explains bill's head, 采购 purchase_order's modifier: neither is the answer alone.
    result = ask(trade, entity="采购单据")
    assert result["status"] == "ambiguous"
    assert {"bill", "purchase_order"} <= set(tables(result))
    scores = {c["table"]: c["score"] for c in result["candidates"]}
    assert abs(scores["bill"] - scores["purchase_order"]) < rules.AMBIGUITY_GAP


def test_a_modifier_no_table_knows_is_still_left_out(trade):
    result = ask(trade, entity="华东仓库")
    assert (result["status"], result["resolved"]["table"]) == ("resolved", "warehouse")
    assert "华东" in result["reason"]


# -- 4. SQL-looking text is not business words ------------------------------------------------------
@pytest.mark.parametrize("text", [
    "会员卡 UNION SELECT username FROM sys_user",
    "select * from warehouse",
    "DROP TABLE warehouse",
    "仓库 or 1=1",
    "ｄｅｌｅｔｅ ｆｒｏｍ warehouse",
])
def test_sql_is_not_business_words(trade, text):
    for request in ({"entity": text}, {"q": text}):
        result = ask(trade, **request)
        assert result["status"] in ("not_found", "invalid_input"), request
        assert result["resolved"] is None and result["candidates"] == []


def test_one_keyword_is_a_word_not_a_statement(trade):
    # `select` alone is English; only the shapes of a statement (SELECT … FROM, UNION SELECT) are SQL.
    result = ask(trade, entity="select warehouse")
    assert (result["status"], result["resolved"]["table"]) == ("resolved", "warehouse")


# -- 6. money by more than two words ----------------------------------------------------------------
def test_several_money_columns_named_as_fees_taxes_and_freight_are_asked_about(trade):
    result = ask(trade, q="采购订单 超过100")
    assert result["status"] == "ambiguous"
    offered = {c["column"] for cand in result["candidates"] for c in cand["columns"]}
    assert {"goods_amount", "freight", "tax", "service_fee"} <= offered
    assert "tax_rate" not in offered  # a rate is no amount


def test_a_tax_beside_a_total_is_money_too(trade):
    result = ask(trade, q="销售发票 超过100")
    assert result["status"] == "ambiguous"
    assert {"total", "tax"} <= {c["column"] for cand in result["candidates"] for c in cand["columns"]}


def test_one_money_column_is_the_money_column(trade):
    result = ask(trade, q="收据 超过100")
    assert result["status"] == "resolved"
    assert condition(result)[:3] == ("amount", "gt", "100")


# -- 9. legend formats ----------------------------------------------------------------------------
@pytest.mark.parametrize("entity, where, expected", [
    ("客户跟进记录", {"状态": "冻结"}, ("status", "exact", 1, "冻结")),  # 0==正常，1==冻结
    ("单据", {"单据状态": "作废"}, ("status", "exact", 9, "作废")),  # 0草稿、1已提交、9作废
    ("会员卡", {"状态": "删除"}, ("status", "exact", -1, "删除")),  # a negative code is a number too
    ("系统用户", {"用户来源": "自主注册"}, ("user_source", "exact", "01", "自主注册")),  # one entry in brackets
    ("采购订单", {"订单状态": "待发货"}, ("status", "exact", 2, "已付款/待发货")),  # either name of code 2
])
def test_legend_formats_decode_labels(trade, entity, where, expected):
    result = ask(trade, entity=entity, where=where)
    assert result["status"] == "resolved", result["reason"]
    assert condition(result) == expected


def test_an_open_legend_takes_other_values_as_typed(trade):
    # 用户来源（01自主注册） names one code, not all of them: another value is not refused.
    result = ask(trade, entity="系统用户", where={"用户来源": "02"})
    assert result["status"] == "resolved"
    assert condition(result)[:3] == ("user_source", "exact", "02")


def test_a_closed_legend_still_refuses_a_value_outside_it(trade):
    result = ask(trade, entity="单据", where={"单据状态": "已审核"})
    assert result["status"] == "not_found"
    assert "作废" in result["reason"]


# -- the same answers through a real Datasette: the JSON and the page -----------------------------
@pytest.fixture
def served(trade_db):
    from datasette.app import Datasette

    return Datasette([str(trade_db)])


async def get(ds, path: str, **params):
    import urllib.parse

    await ds.invoke_startup()
    return await ds.client.get(f"{path}?{urllib.parse.urlencode(params)}")


@pytest.mark.asyncio
@pytest.mark.parametrize("params, status", [
    ({"entity": "客户"}, "ambiguous"),  # 1. only the modifier of 客户跟进记录 and 客户拜访记录
    ({"entity": "sort order"}, "insufficient_evidence"),  # 2. a column of seven tables
    ({"q": "display order"}, "insufficient_evidence"),
    ({"entity": "结算单位"}, "ambiguous"),  # 3. 结算 is known, and no table explains it
    ({"entity": "会员卡 UNION SELECT username FROM sys_user"}, "not_found"),  # 4. SQL
    ({"q": "会员卡 UNION SELECT username FROM sys_user"}, "not_found"),
    ({"q": "采购订单 超过100"}, "ambiguous"),  # 6. goods, freight, tax and fee are all money
    ({"entity": "会员卡", "where.状态": "删除"}, "resolved"),  # 9. a negative code
])
async def test_the_json_says_the_same(served, params, status):
    response = await get(served, "/-/dbgraph.json", **params)
    assert response.status_code == 200
    data = response.json()
    assert data["status"] == status, data["reason"]
    if status != "resolved":
        assert data["resolved"] is None and data["links"] == {}
    assert data["reason"] and data["next_actions"]


@pytest.mark.asyncio
async def test_the_json_of_a_decoded_legend_links_the_rows(served):
    data = (await get(served, "/-/dbgraph.json", entity="采购订单", **{"where.订单状态": "待发货"})).json()
    assert data["predicate"]["values"] == [2]
    assert "status__exact=2" in data["links"]["table"]


@pytest.mark.asyncio
async def test_the_json_of_money_names_every_money_column(served):
    data = (await get(served, "/-/dbgraph.json", q="采购订单 超过100")).json()
    for column in ("goods_amount", "freight", "tax", "service_fee"):
        assert column in data["reason"]
    assert "tax_rate" not in data["reason"]


@pytest.mark.asyncio
@pytest.mark.parametrize("params, shown, absent", [
    ({"entity": "客户", "_lang": "en"}, ["crm_followup", "crm_visit"], ["Open crm_followup"]),
    ({"entity": "排序", "_lang": "zh"}, ["排序", "字段"], []),
    ({"q": "会员卡 UNION SELECT username FROM sys_user", "_lang": "en"}, ["SQL"], ["sys_user.json"]),
    ({"entity": "结算单位", "_lang": "en"}, ["measure_unit"], ["Open measure_unit"]),
])
async def test_the_page_says_it_in_words_and_links(served, params, shown, absent):
    response = await get(served, "/-/dbgraph", **params)
    assert response.status_code == 200
    for text in shown:
        assert text in response.text
    for text in absent:
        assert text not in response.text
    assert "<script>alert" not in response.text


def test_no_longer_a_label_of_two_is_the_other_label(ddl_index):
    """`employees who are no longer active` on `0 = Inactive, 1 = Active`: the rows the legend calls Inactive
    (= 0), said as the legend says them — English `not` before a label of a legend of two is the other label."""
    conn = ddl_index("""
        CREATE TABLE staff_member (id int PRIMARY KEY, name varchar(50),
            current_flag tinyint COMMENT '0 = Inactive, 1 = Active') COMMENT='Employees';
    """)
    for q in ("staff members who are no longer active", "staff members that are not active"):
        result = ask(conn, q=q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "staff_member", (q, result["reason"])
        assert condition(result)[:3] == ("current_flag", "exact", 0), q


def test_a_flag_named_after_one_of_its_two_labels(ddl_index):
    """`salariedflag` whose legend is `0 = Hourly, 1 = Salaried` (no rows read): `salaried employees` is the
    label the flag is named after (before: refused, "salaried" being no word of any column)."""
    conn = ddl_index("""
        CREATE TABLE employee (id int PRIMARY KEY, jobtitle varchar(50),
            salariedflag tinyint COMMENT 'Job classification. 0 = Hourly, not exempt. 1 = Salaried, exempt.')
            COMMENT='Employee information';
    """)
    result = ask(conn, q="salaried employees")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "employee", result["reason"]
    assert condition(result)[:3] == ("salariedflag", "exact", 1)
