"""Conditions as Datasette's own table filters.

The end-to-end half runs on a private copy of demo.db: for every operator, the clause built here
(run with plain sqlite3 and its bound values) and the table page that `?col__op=value` opens
(through an in-process Datasette, whichever version this venv has) return the same rows."""

from __future__ import annotations

import re
import shutil
import sqlite3
import urllib.parse
from pathlib import Path

import pytest
import pytest_asyncio
from datasette.app import Datasette

from datasette_dbgraph import compat
from datasette_dbgraph.resolving.filters import (
    BY_KEY,
    OPERATORS,
    Condition,
    ConditionError,
    NotInLegend,
    build_predicate,
    condition_sql,
    decode_value,
    describe,
    glob_to_regex,
    list_text,
    list_values,
    named_predicate,
    numeric_value,
    query_pairs,
    quote_identifier,
    split_key,
)
from datasette_dbgraph.sources.legends import parse_legend
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

DATASETTE_FILTERS = ["exact", "not", "contains", "notcontains", "startswith", "endswith", "gt", "gte", "lt", "lte",
                     "like", "notlike", "glob", "in", "notin", "date", "isnull", "notnull", "isblank", "notblank"]
DEMO_DB = Path(__file__).resolve().parent.parent / "demo.db"
# Enough for the largest table a case filters (order_items has ~1,400 rows), so one page is all rows.
MAX_ROWS = 5000


# -- the table of operators ------------------------------------------------------------------------
def test_one_row_per_datasette_filter_in_datasettes_order():
    assert [op.key for op in OPERATORS] == DATASETTE_FILTERS


def test_which_operators_decode_labels_and_which_ignore_the_value():
    assert {op.key for op in OPERATORS if op.decodes} == {"exact", "not", "in", "notin"}
    assert {op.key for op in OPERATORS if op.no_argument} == {"isnull", "notnull", "isblank", "notblank"}
    assert {op.key for op in OPERATORS if op.numeric} == {"gt", "gte", "lt", "lte"}


def test_the_sqlite_clauses_are_datasettes_own():
    """Datasette's templates with `:p0` written `?` and its `"col"` quoting."""
    from datasette.filters import Filters

    for key, _display, _no_argument in Filters([]).lookups():
        if key not in BY_KEY:
            continue  # arraycontains: not a condition dbgraph offers
        theirs, _ = Filters([(f"c__{key}", "v")]).build_where_clauses("t")
        ours, _ = condition_sql("sqlite", Condition("c", key, "v"))
        normalized = re.sub(r":p\d+", "?", theirs[0]).replace("[c]", '"c"')
        assert ours.replace('"c"', "c") == normalized.replace('"c"', "c"), key


@pytest.mark.parametrize("key,expected", [
    ("金额__gt", ("金额", "gt")), ("status__in", ("status", "in")), ("status", ("status", "exact")),
    ("订单状态", ("订单状态", "exact")), ("a__b", ("a__b", "exact")), ("price__gt__exact", ("price__gt", "exact")),
    ("created_at__date", ("created_at", "date")), ("__gt", ("__gt", "exact")), ("x__GT", ("x__GT", "exact")),
    ("note__isblank", ("note", "isblank")),
])
def test_split_key(key, expected):
    assert split_key(key) == expected


@pytest.mark.parametrize("value,items", [
    ("a,b", ["a", "b"]), (" a , b ", ["a", "b"]), ('["a,b", "c"]', ["a,b", "c"]), ("[1, 2]", [1, 2]),
    (["x", "y"], ["x", "y"]), ("", [""]), ("solo", ["solo"]),
])
def test_list_values_read_like_datasette(value, items):
    assert list_values(value) == items


@pytest.mark.parametrize("bad", ["[1, 2", "[", '[{"a": 1}]', "[null]", "[[1]]", "[NaN]", [["a"]], [None]])
def test_list_values_refuse_broken_json(bad):
    with pytest.raises(ConditionError):
        list_values(bad)


@pytest.mark.parametrize("items,text", [
    (["0", "1"], "0,1"), (["a,b", "c"], '["a,b", "c"]'), ([" a"], '[" a"]'), (["[x"], '["[x"]'), ([1, 2], "[1, 2]"),
    ([], "[]"), (["已发货"], "已发货"),
])
def test_list_text_reads_back_the_same(items, text):
    assert list_text(items) == text
    assert list_values(text) == items


@pytest.mark.parametrize("text,finite,digits", [
    ("100", 100, 100), ("99.5", 99.5, "99.5"), ("-5", -5, "-5"), ("1e3", 1000.0, "1e3"), ("nan", "nan", "nan"),
    ("inf", "inf", "inf"), ("2024-01-01", "2024-01-01", "2024-01-01"), ("", "", ""), ("²", "²", "²"),
])
def test_numeric_values_follow_each_datasette(text, finite, digits):
    assert numeric_value(text, "finite") == finite and type(numeric_value(text, "finite")) is type(finite)
    assert numeric_value(text, "digits") == digits and type(numeric_value(text, "digits")) is type(digits)


def test_the_running_datasette_binds_numbers_as_detected():
    from datasette.filters import Filters

    rule = compat.numeric_filter_rule()
    for text in ("100", "99.5", "-5", "1e3", "abc"):
        _, params = Filters([("c__gt", text)]).build_where_clauses("t")
        assert params["p0"] == numeric_value(text, rule)


@pytest.mark.parametrize("pattern,hits,misses", [
    ("2025*8", ["2025118", "20258"], ["2026118", "2025119"]),
    ("[张李]*", ["张三", "李四"], ["王五", "a张"]),
    ("[^a-c]?", ["d1", "zz"], ["a1", "d", "d12"]),
    ("a.b*", ["a.b", "a.bc"], ["axb"]),
    ("?(x)", ["1(x)"], ["(x)"]),
])
def test_glob_as_a_regular_expression_matches_what_sqlite_globs(pattern, hits, misses):
    conn = sqlite3.connect(":memory:")
    for text in hits + misses:
        expected = conn.execute("select ? glob ?", [text, pattern]).fetchone()[0] == 1
        assert bool(re.fullmatch(glob_to_regex(pattern), text)) == expected == (text in hits), text


def test_quoting_per_engine():
    assert quote_identifier("sqlite", 'we"ird') == '"we""ird"'
    assert quote_identifier("postgres", "Status") == '"Status"'
    assert quote_identifier("mysql", "a`b") == "`a``b`"


@pytest.mark.parametrize("engine,condition,sql,values", [
    ("sqlite", Condition("status", "exact", "2"), '"status" = ?', ["2"]),
    ("mysql", Condition("status", "in", ["0", "1"]), "`status` in (?, ?)", ["0", "1"]),
    ("postgres", Condition("name", "contains", "王"), 'CAST("name" AS TEXT) ILIKE ?', ["%王%"]),
    ("mysql", Condition("name", "glob", "A*"), "REGEXP_LIKE(`name`, ?, 'c')", ["^A.*$"]),
    ("postgres", Condition("name", "glob", "A?"), 'CAST("name" AS TEXT) ~ ?', ["^A.$"]),
    ("postgres", Condition("created", "date", "2024-01-01"), 'CAST("created" AS DATE) = ?', ["2024-01-01"]),
    ("mysql", Condition("note", "isblank"), "(`note` IS NULL OR CAST(`note` AS CHAR) = '')", []),
    ("sqlite", Condition("note", "notblank"), "(\"note\" is not null and \"note\" != '')", []),
    ("sqlite", Condition("status", "in", []), "1 = 0", []),
    ("postgres", Condition("status", "notin", "[]"), "1 = 1", []),
    ("sqlite", Condition("amount", "gt", "100"), '"amount" > ?', [100]),
])
def test_condition_sql(engine, condition, sql, values):
    assert condition_sql(engine, condition) == (sql, values)


def test_unknown_operator_engine_or_rule_is_a_clear_error():
    for call in (lambda: condition_sql("sqlite", Condition("c", "between", "1")),
                 lambda: condition_sql("oracle", Condition("c", "exact", "1")),
                 lambda: condition_sql("sqlite", Condition("c", "gt", "1"), numbers="roman")):
        with pytest.raises(ConditionError):
            call()


def test_predicate_in_the_contracts_shape():
    conditions = [Condition("status", "exact", "2", key="订单状态", label="已发货", matched_by="comment"),
                  Condition("pay_amount", "gt", "100", key="pay_amount__gt", matched_by="name")]
    assert build_predicate("sqlite", conditions) == {
        "clause": 'WHERE "status" = ? AND "pay_amount" > ?', "values": ["2", 100],
        "conditions": [
            {"key": "订单状态", "column": "status", "op": "exact", "value": "2", "label": "已发货", "matched_by": "comment"},
            {"key": "pay_amount__gt", "column": "pay_amount", "op": "gt", "value": "100", "label": None,
             "matched_by": "name"}]}
    assert query_pairs(conditions) == [("status__exact", "2"), ("pay_amount__gt", "100")]
    assert build_predicate("sqlite", []) == {"clause": "", "values": [], "conditions": []}


def test_named_predicate_numbers_the_parameters_in_order():
    conditions = [Condition("status", "in", ["0", "1"]), Condition("note", "isnull"), Condition("sn", "startswith", "A")]
    assert named_predicate("sqlite", conditions) == (
        'WHERE "status" in (:p0, :p1) AND "note" is null AND "sn" like :p2', {"p0": "0", "p1": "1", "p2": "A%"})


def test_a_key_without_a_column_reads_as_its_column_name():
    assert Condition("status", "exact", "2").as_dict()["key"] == "status__exact"


def test_links_say_notcontains_in_words_the_running_datasette_knows():
    pairs = query_pairs([Condition("email", "notcontains", "qq")], known=compat.table_filter_keys())
    assert pairs == ([("email__notcontains", "qq")] if compat.IS_1X else [("email__notlike", "%qq%")])
    assert query_pairs([Condition("email", "notcontains", "qq")], known={"notlike"}) == [("email__notlike", "%qq%")]
    assert query_pairs([Condition("paid_at", "isnull")]) == [("paid_at__isnull", "1")]


# -- legend values ----------------------------------------------------------------------------------
STATUS = parse_legend("订单状态：0待付款 1待发货 2已发货 3已完成 4已关闭")


@pytest.mark.parametrize("op,value,decoded", [
    ("exact", "已发货", ("2", "已发货")), ("exact", "2", ("2", "已发货")), ("not", "已關閉", ("4", "已关闭")),
    ("in", "待付款,待发货", (["0", "1"], ["待付款", "待发货"])), ("notin", ["3", "已关闭"], (["3", "4"], ["已完成", "已关闭"])),
    ("in", '["已发货"]', (["2"], ["已发货"])),
    ("contains", "发货", ("发货", None)), ("gt", "1", ("1", None)), ("isnull", "ignored", (None, None)),
])
def test_decode_value_on_a_legend_column(op, value, decoded):
    assert decode_value(op, value, STATUS) == decoded


def test_a_value_outside_the_legend_is_refused_listing_it():
    for op, value in (("exact", "已付款"), ("in", "待付款,退款中"), ("not", "9")):
        with pytest.raises(NotInLegend) as caught:
            decode_value(op, value, STATUS)
        assert "0 = 待付款" in str(caught.value) and caught.value.legend is STATUS


def test_without_a_legend_values_pass_as_typed():
    assert decode_value("exact", 13800138000, None) == ("13800138000", None)
    assert decode_value("in", "a, b", None) == (["a", "b"], None)


@pytest.mark.parametrize("condition,lang,text", [
    (Condition("status", "exact", "2", key="订单状态", label="已发货"), "zh", "订单状态 = 已发货 → status = 2"),
    (Condition("status", "exact", "2", key="status", label="已发货"), "en", "status = 已发货 → status = 2"),
    (Condition("pay_amount", "gt", "100", key="金额__gt"), "zh", "金额 > 100 → pay_amount > 100"),
    (Condition("pay_amount", "gt", "100", key="pay_amount__gt"), "en", "pay_amount > 100"),
    (Condition("status", "in", ["0", "1"], key="状态__in", label=["待付款", "待发货"]), "zh",
     "状态 属于 (待付款, 待发货) → status 属于 (0, 1)"),
    (Condition("paid_at", "isnull", key="支付时间__isnull"), "en", "支付时间 is null → paid_at is null"),
    (Condition("paid_at", "isnull"), "zh", "paid_at 为空值"),
])
def test_describe(condition, lang, text):
    assert describe(condition, lang) == text


# -- end to end: the clause and the table page return the same rows --------------------------------
E2E = [
    ("orders", "status", "exact", "已发货"),
    ("menus", "menu_type", "exact", "按钮"),
    ("members", "mobile", "exact", "13800138000"),
    ("orders", "status", "not", "已完成"),
    ("members", "nickname", "contains", "小"),
    ("orders", "order_sn", "contains", "1128"),
    ("members", "email", "notcontains", "qq"),
    ("orders", "order_sn", "startswith", "202611"),
    ("members", "mobile", "endswith", "8"),
    ("orders", "pay_amount", "gt", "1000"),
    ("orders", "pay_amount", "gt", "99.5"),
    ("products", "price", "gt", "1e3"),
    ("orders", "created_at", "gt", "2026-11-01"),
    ("orders", "pay_amount", "gte", "469"),
    ("product_reviews", "rating", "gte", "4"),
    ("orders", "paid_at", "lt", "2025-02-01"),
    ("product_skus", "stock", "lte", "10"),
    ("members", "email", "like", "%@163.com"),
    ("members", "email", "notlike", "%@qq.com"),
    ("orders", "order_sn", "glob", "2025*8"),
    ("members", "nickname", "glob", "[张李]*"),
    ("orders", "status", "in", "待付款,待发货"),
    ("orders", "status", "in", '["已关闭", "3"]'),
    ("payments", "pay_channel", "in", ["支付宝", "3"]),
    ("orders", "status", "notin", "3,4"),
    ("refunds", "status", "notin", "已退款"),
    ("orders", "created_at", "date", "2026-11-28"),
    ("orders", "paid_at", "isnull", None),
    ("orders", "completed_at", "notnull", None),
    ("members", "email", "isblank", None),
    ("members", "email", "notblank", None),
    ("odd", "a__b", "exact", "x"),
    ("odd", "price__gt", "exact", "5"),
    ("odd", "a__b", "in", "x,y"),
]


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    """A private demo.db with a few e-mails saved as '' (so blank ≠ null shows) and a table whose
    column names look like filter keys."""
    path = tmp_path_factory.mktemp("filters") / "demo.db"
    shutil.copy(DEMO_DB, path)
    conn = sqlite3.connect(path)
    conn.execute("update members set email = '' where email is null and id % 7 = 0")
    conn.execute('create table odd ("a__b" text, "price__gt" integer)')
    conn.executemany("insert into odd values (?, ?)", [("x", 5), ("y", 6), ("z", 5), (None, None)])
    conn.commit()
    conn.close()
    return path


@pytest.fixture(scope="module")
def legends(shop):
    schema = read_sqlite_file(shop)
    return {(t.name, c.name): parse_legend(c.comment) for t in schema.tables for c in t.columns}


@pytest_asyncio.fixture
async def datasette(shop):
    ds = Datasette([str(shop)], settings={"max_returned_rows": MAX_ROWS})
    await ds.invoke_startup()
    return ds


def test_every_operator_has_end_to_end_cases():
    assert {op for _, _, op, _ in E2E} == set(DATASETTE_FILTERS)


@pytest.mark.asyncio
@pytest.mark.parametrize("table,column,op,value", E2E, ids=[f"{t}.{c}__{o}={v}" for t, c, o, v in E2E])
async def test_the_link_returns_exactly_the_rows_of_the_clause(datasette, shop, legends, table, column, op, value):
    code, label = decode_value(op, value, legends.get((table, column)))
    condition = Condition(column, op, code, label=label)
    predicate = build_predicate("sqlite", [condition], numbers=compat.numeric_filter_rule())
    conn = sqlite3.connect(shop)
    try:
        expected = {row[0] for row in conn.execute(f'select rowid from "{table}" {predicate["clause"]}',
                                                   predicate["values"])}
        total = conn.execute(f'select count(*) from "{table}"').fetchone()[0]
    finally:
        conn.close()
    assert 0 < len(expected) < total, "a case must tell rows apart"

    pairs = query_pairs([condition], known=compat.table_filter_keys())
    query = urllib.parse.urlencode(pairs + [("_shape", "array"), ("_size", "max")])
    response = await datasette.client.get(f"{datasette.urls.table('demo', table)}.json?{query}")
    assert response.status_code == 200, response.text
    rows = response.json()
    assert len(rows) < MAX_ROWS
    assert {row.get("rowid", row.get("id")) for row in rows} == expected


def test_blank_is_null_or_empty_on_the_test_copy(shop):
    conn = sqlite3.connect(shop)
    try:
        counts = {op: conn.execute(f"select count(*) from members {build_predicate('sqlite', [Condition('email', op)])['clause']}")
                  .fetchone()[0] for op in ("isnull", "isblank")}
    finally:
        conn.close()
    assert 0 < counts["isnull"] < counts["isblank"]
