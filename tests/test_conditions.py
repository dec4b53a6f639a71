"""Conditions in business words through the resolver: keys to columns, values to codes, the
predicate — on demo.db and on small schemas made for one rule each (docs/conditions.md)."""

from __future__ import annotations

import json
import sqlite3
import textwrap

import pytest

from datasette_dbgraph.sources.ddl import parse_ddl
from datasette_dbgraph.index.indexer import build_index_file
from datasette_dbgraph.serving.inputs import InvalidInput, parse_json_body, parse_query_string
from datasette_dbgraph.resolving.lookup import Scope
from datasette_dbgraph.resolver import Options, Request, resolve
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file
from datasette_dbgraph.index.store import Store


def ask(conn, scope: Scope | None = None, lang: str = "en", **request) -> dict:
    return resolve(conn, Request(**request), Options(lang=lang), scope)


@pytest.fixture
def demo(index_conn):
    return index_conn("demo")


@pytest.fixture
def make(tmp_path):
    """make(ddl, dialect="sqlite") → an open connection to an index of that schema."""
    conns = []

    def build(ddl: str, dialect: str = "sqlite", database: str = "db") -> sqlite3.Connection:
        path = tmp_path / f"index{len(conns)}.db"
        build_index_file(path, [parse_ddl(textwrap.dedent(ddl), database=database, dialect=dialect)])
        conns.append(sqlite3.connect(path))
        return conns[-1]

    yield build
    for conn in conns:
        conn.close()


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in result["predicate"]["conditions"]]


# -- the contract's example -------------------------------------------------------------------------
def test_the_predicate_reads_as_the_contract_says(demo):
    result = ask(demo, entity="订单", where={"订单状态": "已发货", "pay_amount__gt": "100"})
    assert result["status"] == "resolved" and result["resolved"]["table"] == "orders"
    assert result["predicate"] == {
        "clause": 'WHERE "status" = ? AND "pay_amount" > ?', "values": [2, "100"],
        "conditions": [
            {"key": "订单状态", "column": "status", "op": "exact", "value": 2, "label": "已发货", "matched_by": "comment"},
            {"key": "pay_amount__gt", "column": "pay_amount", "op": "gt", "value": "100", "label": None,
             "matched_by": "name"}]}


# -- keys ---------------------------------------------------------------------------------------------
CASED = """
CREATE TABLE people (id integer PRIMARY KEY, "Name" text, name text, status text);
COMMENT ON TABLE people IS '人员';
COMMENT ON COLUMN people.status IS '状态（0正常 1停用）';
"""


@pytest.mark.parametrize("key,column", [("Name", "Name"), ("name", "name"), ("NAME", "Name"), ("STATUS", "status")])
def test_an_exact_column_first_exact_case_then_any_case(make, key, column):
    result = ask(make(CASED, "postgres"), object="people", where={key: "x" if column != "status" else "0"})
    assert result["status"] == "resolved"
    assert conditions(result)[0][0] == column
    assert result["predicate"]["conditions"][0]["matched_by"] == "name"


@pytest.mark.parametrize("key,column,op,matched_by", [
    ("实付金额__gt", "pay_amount", "gt", "comment"),
    ("收货人手机号", "receiver_mobile", "exact", "comment"),
    ("下单时间__date", "created_at", "date", "comment"),
    ("receiver mobile", "receiver_mobile", "exact", "name"),
    ("order status", "status", "exact", "synonym"),
    ("訂單狀態", "status", "exact", "comment"),
])
def test_business_words_with_a_filter_suffix(demo, key, column, op, matched_by):
    value = {"date": "2026-11-28", "gt": "100"}.get(op, "13800138000" if "mobile" in column else "2")
    result = ask(demo, entity="订单", where={key: value})
    assert result["status"] == "resolved", result["reason"]
    condition = result["predicate"]["conditions"][0]
    assert (condition["key"], condition["column"], condition["op"], condition["matched_by"]) == \
        (key, column, op, matched_by)


def test_a_key_that_fits_several_columns_equally_is_ambiguous_naming_them(demo):
    result = ask(demo, entity="订单", where={"金额__gt": "100"})
    assert result["status"] == "ambiguous" and result["predicate"] is None
    [candidate] = result["candidates"]
    assert candidate["table"] == "orders"
    offered = [c["column"] for c in candidate["columns"]]
    assert offered == ["total_amount", "discount_amount", "pay_amount"]
    assert all(c["matched_by"] == "comment" and c["term"] == "金额__gt" for c in candidate["columns"])
    for column in offered:
        assert column in result["reason"] and column in " ".join(result["next_actions"])
    # in words, never in URL syntax (the page turns each column into a link: test_page_words.py)
    assert "where." not in " ".join(result["next_actions"])
    zh = ask(demo, lang="zh", entity="订单", where={"金额__gt": "100"})
    assert all(column in zh["reason"] for column in offered) and "金额" in zh["reason"]


MENUS = """
CREATE TABLE menus ( -- 菜单表
  id INTEGER PRIMARY KEY,
  visible TEXT, -- 菜单状态（0显示 1隐藏）
  status TEXT, -- 菜单状态（0正常 1停用）
  receiver_name TEXT, -- 收货人姓名
  receiver_phone TEXT, -- 收货人电话
  created_at TEXT, -- 创建时间
  updated_at TEXT -- 更新时间
);
"""


@pytest.mark.parametrize("where,expected", [
    ({"菜单状态": "隐藏"}, [("visible", "exact", 1)]),  # a label of one legend only
    ({"菜单状态": "停用"}, [("status", "exact", 1)]),
    ({"菜单状态__in": "正常,停用"}, [("status", "in", [0, 1])]),
    ({"收货人": "张三"}, [("receiver_name", "exact", "张三")]),  # a name is no phone number
    ({"收货人__contains": "138"}, None),  # a pattern fits either: nothing decides
    ({"收货人": "13800138000"}, None),  # a phone number could be a name's text too
    ({"菜单状态": "1"}, None),  # a code of both
    ({"时间__gte": "2024-01-01"}, None),
])
def test_the_value_decides_between_columns_only_when_exactly_one_takes_it(make, where, expected):
    result = ask(make(MENUS), object="menus", where=where)
    if expected is None:
        assert result["status"] == "ambiguous", result["reason"]
        assert len(result["candidates"][0]["columns"]) == 2
    else:
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == expected


def test_a_value_no_column_of_a_tie_has_is_not_found_listing_both_legends(make):
    result = ask(make(MENUS), object="menus", where={"菜单状态": "删除"})
    assert result["status"] == "not_found"
    assert "显示" in result["reason"] and "停用" in result["reason"] and "删除" in result["reason"]


@pytest.mark.parametrize("key", ["颜色", "color__in", "zzz"])
def test_a_key_that_fits_no_column_is_not_found_naming_the_columns(demo, key):
    result = ask(demo, entity="订单", where={key: "x"})
    assert result["status"] == "not_found" and result["predicate"] is None
    assert key in result["reason"]
    assert all(column in result["reason"] for column in ("order_sn", "status", "pay_amount"))
    assert result["candidates"][0]["table"] == "orders"


# -- where only, with words -------------------------------------------------------------------------
@pytest.mark.parametrize("where,status,tables", [
    ({"订单状态": "已发货"}, "resolved", {"orders"}),
    ({"退款单号": "RF1"}, "resolved", {"refunds"}),
    ({"手机号": "13800138000"}, "ambiguous", {"members", "admin_users"}),
    ({"支付渠道__in": "微信支付,银联"}, "resolved", {"payments"}),
    ({"血型": "A"}, "not_found", set()),
])
def test_where_only_keys_in_words(demo, where, status, tables):
    result = ask(demo, where=where)
    assert result["status"] == status, result["reason"]
    found = {result["resolved"]["table"]} if result["resolved"] else {c["table"] for c in result["candidates"]}
    assert tables <= found


def test_where_only_a_label_picks_the_table_whose_legend_has_it(make):
    conn = make("""
        CREATE TABLE member_login_log (id INTEGER PRIMARY KEY, login_type INTEGER -- 登录类型：0->PC；1->android;3->小程序
        );
        CREATE TABLE admin_login_log (id INTEGER PRIMARY KEY, user_agent TEXT -- 浏览器登录类型
        );
    """)
    assert ask(conn, where={"登录类型": "小程序"})["resolved"]["table"] == "member_login_log"
    assert ask(conn, where={"登录类型": "android"})["resolved"]["table"] == "member_login_log"
    assert ask(conn, where={"登录类型": "1"})["status"] == "ambiguous"  # a code, and text the other may hold


def test_close_tables_are_set_aside_when_they_cannot_take_the_conditions(index_conn):
    litemall = index_conn("litemall")
    plain = ask(litemall, entity="用户优惠券")
    assert plain["status"] == "ambiguous"
    assert [c["table"] for c in plain["candidates"][:2]] == ["litemall_coupon_user", "litemall_coupon"]
    result = ask(litemall, entity="用户优惠券", where={"使用状态": "已使用"})
    assert result["status"] == "resolved" and result["resolved"]["table"] == "litemall_coupon_user"
    assert "litemall_coupon" in result["reason"] and conditions(result) == [("status", "exact", 1)]
    # a condition both tables take decides nothing
    assert ask(litemall, entity="用户优惠券", where={"status": "1"})["status"] == "ambiguous"


def test_a_column_most_tables_have_narrows_nothing_in_words_either(index_conn):
    result = ask(index_conn("litemall"), where={"创建时间__gte": "2020-01-01"})
    assert result["status"] == "insufficient_evidence"


# -- values -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("where,expected", [
    ({"订单状态": "已发货"}, [("status", "exact", 2)]),
    ({"订单状态": "已發貨"}, [("status", "exact", 2)]),  # Traditional folds
    ({"订单状态": "2"}, [("status", "exact", 2)]),  # a code is kept
    ({"订单状态": 2}, [("status", "exact", 2)]),
    ({"订单来源": "ＰＣ"}, [("source", "exact", 0)]),  # full width folds
    ({"订单状态__not": "已关闭"}, [("status", "not", 4)]),
    ({"订单状态__in": "待付款,待发货"}, [("status", "in", [0, 1])]),
    ({"订单状态__in": '["已关闭", "3"]'}, [("status", "in", [4, 3])]),
    ({"订单状态__in": ["待付款", 2]}, [("status", "in", [0, 2])]),
    ({"订单状态__notin": "已完成,已关闭"}, [("status", "notin", [3, 4])]),
    ({"订单状态__gt": "1"}, [("status", "gt", "1")]),  # other operators take the value as typed
    ({"订单状态__contains": "已发货"}, [("status", "contains", "已发货")]),
    ({"支付时间__isnull": "whatever"}, [("paid_at", "isnull", None)]),
    ({"订单备注__notblank": ""}, [("note", "notblank", None)]),
])
def test_values_become_codes_only_under_exact_not_in_notin(demo, where, expected):
    result = ask(demo, entity="订单", where=where)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected


def test_a_letter_code_stays_text(make):
    conn = make("CREATE TABLE menus ( -- 菜单\n id INTEGER PRIMARY KEY,\n menu_type TEXT -- 菜单类型（M目录 C菜单 F按钮）\n);")
    result = ask(conn, object="menus", where={"菜单类型": "按钮"})
    assert conditions(result) == [("menu_type", "exact", "F")]
    assert result["predicate"]["conditions"][0]["label"] == "按钮"


@pytest.mark.parametrize("where", [{"订单状态": "已退款"}, {"status": "7"}, {"订单状态__in": "待付款,已退款"},
                                   {"订单状态__notin": ["已退款"]}])
def test_a_value_outside_the_legend_is_not_found_listing_it(demo, where):
    result = ask(demo, entity="订单", where=where)
    assert result["status"] == "not_found" and result["predicate"] is None
    for label in ("待付款", "待发货", "已发货", "已完成", "已关闭"):
        assert label in result["reason"]
    assert "status" in " ".join(result["next_actions"])


def test_values_are_bound_never_spliced(demo):
    nasty = "1'; DROP TABLE orders; --"
    for key in ("收货地址__contains", "订单编号", "订单编号__in", "下单时间__gt", "订单编号__glob"):
        result = ask(demo, entity="订单", where={key: nasty})
        assert result["status"] == "resolved", (key, result["reason"])
        assert "DROP" not in result["predicate"]["clause"] and "DROP" not in result["reason"]


def test_the_resolved_table_lists_its_coded_columns(demo):
    result = ask(demo, entity="订单")
    legends = {item["column"]: item for item in result["resolved"]["legends"]}
    assert set(legends) == {"status", "source"}
    assert legends["status"]["prefix"] == "订单状态"
    assert legends["status"]["entries"][2] == {"code": "2", "label": "已发货"}


# -- the index ------------------------------------------------------------------------------------------
def test_legends_and_labels_are_stored_per_column(demo):
    store = Store(demo)
    status_id, legend = demo.execute(
        "select c.id, c.legend from columns c join objects o on o.id = c.object_id "
        "where o.name = 'orders' and c.name = 'status'").fetchone()
    assert json.loads(legend)["entries"][2] == ["2", "已发货"]
    rows = store.labels_for(["已发货"])
    assert any(r.column_id == status_id and r.code == "2" for r in rows)
    orders = demo.execute("select id from objects where name = 'orders'").fetchone()[0]
    others = [oid for (oid,) in demo.execute("select id from objects where name != 'orders'")]
    assert all(r.object_id != orders for r in store.labels_for(["已发货"], others))
    assert demo.execute("select count(*) from columns where legend is not null").fetchone()[0] == 34


def test_a_legend_in_the_sql_comment_survives_a_datasette_description(sqlite_factory, tmp_path):
    path = sqlite_factory("shop.db", "CREATE TABLE orders ( -- 订单\n id INTEGER PRIMARY KEY,\n"
                                     " status INTEGER, -- 状态：0待付款 1已付款\n kind INTEGER -- 类型：0普通 1团购\n);")
    metadata = {"databases": {"shop": {"tables": {"orders": {"columns": {
        "status": "Order status", "kind": "类型：1普通 2秒杀"}}}}}}
    build_index_file(tmp_path / "idx.db", [read_sqlite_file(path, metadata=metadata)])
    conn = sqlite3.connect(tmp_path / "idx.db")
    legends = dict(conn.execute("select name, legend from columns where legend is not null"))
    assert json.loads(legends["status"])["entries"] == [["0", "待付款"], ["1", "已付款"]]
    assert json.loads(legends["kind"])["entries"] == [["1", "普通"], ["2", "秒杀"]]  # the description wins
    assert conn.execute("select comment from columns where name = 'status'").fetchone()[0] == "Order status"


def test_a_label_finds_its_column_and_code_within_what_the_actor_may_see(demo):
    from datasette_dbgraph.resolving.lookup import Lookup

    store = Store(demo)
    status = demo.execute("select c.id from columns c join objects o on o.id = c.object_id "
                          "where o.name = 'orders' and c.name = 'status'").fetchone()[0]
    everything = Lookup(store, Options(), Scope())
    assert [(r.column_id, r.code) for r in everything.labels(["已發貨"])] == [(status, "2")]
    hidden = frozenset(oid for (oid,) in demo.execute("select id from objects where name != 'orders'"))
    assert Lookup(store, Options(), Scope(allowed=hidden)).labels(["已发货"]) == []
    assert Lookup(store, Options(), Scope(database="elsewhere")).labels(["已发货"]) == []


def test_hidden_tables_labels_and_columns_stay_out_of_a_scoped_answer(demo):
    visible = frozenset(oid for (oid,) in demo.execute("select id from objects where name != 'orders'"))
    scope = Scope(allowed=visible)
    for where in ({"订单状态": "已发货"}, {"order status": "2"}, {"订单来源": "小程序"}):
        text = json.dumps(ask(demo, scope=scope, where=where), ensure_ascii=False)
        assert "orders" not in text.replace("order_", "") and "待付款" not in text
    assert Store(demo).labels_for(["待付款"], visible) == []


# -- input ----------------------------------------------------------------------------------------------
def test_query_string_keys_carry_suffixes_and_lists():
    parsed = parse_query_string("where.%E9%87%91%E9%A2%9D__gt=100&where.status__in=a,b&where.x__isnull=&"
                                "where.y__notin=%5B1,%22b%22%5D")
    assert parsed.request.where == {"金额__gt": "100", "status__in": ["a", "b"], "x__isnull": None,
                                    "y__notin": [1, "b"]}


def test_json_lists_for_in_and_notin():
    parsed = parse_json_body(json.dumps({"where": {"状态__in": ["待付款", 2, True]}}).encode())
    assert parsed.request.where == {"状态__in": ["待付款", 2, 1]}


@pytest.mark.parametrize("body,needle", [
    ({"where": {"status": ["a", "b"]}}, "__in"),
    ({"where": {"status__in": [["a"]]}}, "list"),
    ({"where": {"status__in": "[1,"}}, "JSON list"),
    ({"where": {"status__in": ["x" * 1001]}}, "limit"),
    ({"where": {"status__in": list(range(101))}}, "limit"),
    ({"where": {"status__in": [None]}}, "texts and numbers"),
    ({"where": {"status": 1, "STATUS": 2}}, "same condition"),
])
def test_bad_conditions_are_clear_errors(body, needle):
    with pytest.raises(InvalidInput) as raised:
        parse_json_body(json.dumps(body).encode())
    assert needle in str(raised.value)


def test_the_same_column_under_two_operators_is_two_conditions(demo):
    parsed = parse_query_string("entity=%E8%AE%A2%E5%8D%95&where.pay_amount__gte=100&where.pay_amount__lt=200")
    result = resolve(demo, parsed.request, Options())
    assert result["predicate"]["clause"] == 'WHERE "pay_amount" >= ? AND "pay_amount" < ?'
