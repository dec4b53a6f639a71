"""The value index (docs/conditions.md#values-from-the-data): what is read from a real SQLite file
with rows, within which bounds, how the index stores it and how the store API reads it back — the
API the one box binds values with — and how a typed value is written in a column's form."""

from __future__ import annotations

import datetime
import sqlite3

import pytest

from datasette_dbgraph import rules
from datasette_dbgraph.index.indexer import FORMAT_VERSION, build_index_file
from datasette_dbgraph.index.merge import merge_index_files
from datasette_dbgraph.index.records import ColumnStats, ValueHit
from datasette_dbgraph.index.store import IndexUnavailable, Store
from datasette_dbgraph.index.value_index import fill_values
from datasette_dbgraph.resolving.forms import conform
from datasette_dbgraph.settings import ConfigError, parse_settings
from datasette_dbgraph.sources.ddl import parse_ddl
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file
from datasette_dbgraph.sources.values import ValueBounds, read_table_values, rows_to_read, value_key
from datasette_dbgraph.words.normalize import fold

SHOP = """
CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    name TEXT,
    city TEXT,
    province TEXT,
    level INTEGER,
    born INTEGER,
    joined TEXT,
    signed TEXT,
    created_at TEXT,
    discount REAL,
    rate TEXT,
    seen INTEGER,
    note TEXT
);
CREATE TABLE stores (id INTEGER PRIMARY KEY, city TEXT, opened INTEGER);
CREATE VIEW berlin AS SELECT * FROM customers WHERE city = 'Berlin';
"""
CITIES = ["Berlin", "深圳", "Paris", "北京"]
PROVINCES = ["湖北", "湖南", "广东", "河北", "四川"]


def customer(i: int) -> tuple:
    day = datetime.date(2024, 1, 1) + datetime.timedelta(days=i % 300)
    return (i, f"name{i}", CITIES[i % 4], PROVINCES[i % 5], i % 3, 1960 + i % 40, day.isoformat(),
            f"{day.year}/{day.month}/{day.day}", f"{day.isoformat()} 10:{i % 60:02d}:00", (i % 10) / 10 + 0.05,
            f"{i % 50}%", 1704067200 + i * 3600, "x" * 80 if i == 7 else None)


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    path = tmp_path_factory.mktemp("values") / "shop.db"
    conn = sqlite3.connect(path)
    conn.executescript(SHOP)
    conn.executemany(f"insert into customers values ({','.join('?' * 13)})", [customer(i) for i in range(1, 401)])
    conn.executemany("insert into stores values (?, ?, ?)", [(1, "Berlin", 20240105), (2, "杭州", 20231201)])
    conn.commit()
    conn.close()
    return path


@pytest.fixture(scope="module")
def shop_index(shop, tmp_path_factory):
    path = tmp_path_factory.mktemp("values-index") / "index.db"
    build_index_file(path, [read_sqlite_file(shop, values=ValueBounds())])
    conn = sqlite3.connect(path)
    yield Store(conn)
    conn.close()


def _ids(store: Store, table: str) -> dict[str, int]:
    return dict(store.conn.execute("select c.name, c.id from columns c join objects o on o.id = c.object_id "
                                   "where o.name = ?", [table]).fetchall())


# -- reading -----------------------------------------------------------------------------------------
def test_a_table_read_whole_records_values_counts_ranges_and_forms(shop):
    conn = sqlite3.connect(shop)
    found = read_table_values(conn, "customers", [n for _, n, *_ in conn.execute("pragma table_info(customers)")],
                              ValueBounds())
    conn.close()
    city = found["city"]
    assert city.complete and city.all_rows and city.rows_read == 400 and city.distinct_count == 4
    assert city.counts == {"Berlin": 100, "深圳": 100, "Paris": 100, "北京": 100}
    assert found["level"].numeric and (found["level"].minimum, found["level"].maximum) == (0, 2)
    assert found["born"].form == "year"
    assert found["joined"].form == "YYYY-MM-DD" and found["joined"].minimum == "2024-01-01"
    assert found["signed"].form == "YYYY/M/D" and found["signed"].minimum is None  # does not sort as text
    assert found["created_at"].form == "YYYY-MM-DD hh:mm:ss" and found["created_at"].counts is None  # instants
    assert found["discount"].form == "fraction"
    assert found["rate"].form == "percent"
    assert found["seen"].form == "unix"
    assert found["name"].counts is not None and found["name"].distinct_count == 400
    assert found["note"].counts is None and found["note"].non_null == 1  # a value too long to be typed
    assert not found["note"].complete


def test_bounds_rows_distinct_and_time(shop):
    conn = sqlite3.connect(shop)
    names = ["id", "city", "name"]
    few_rows = read_table_values(conn, "customers", names, ValueBounds(rows=100))
    assert few_rows["city"].rows_read == 100 and not few_rows["city"].all_rows and not few_rows["city"].complete
    assert few_rows["city"].counts == {"Berlin": 25, "深圳": 25, "Paris": 25, "北京": 25}  # a sample still binds
    few_distinct = read_table_values(conn, "customers", names, ValueBounds(distinct=10))
    assert few_distinct["name"].counts is None and few_distinct["name"].distinct_count is None
    assert few_distinct["city"].complete
    conn.execute("create temp table big as with recursive n(i) as (select 1 union all select i + 1 from n "
                 "where i < 300000) select i, i % 7 as k from n")
    no_time = read_table_values(conn, "big", ["i", "k"], ValueBounds(seconds=0))
    assert no_time is None or (no_time["k"].rows_read < 300000 and not no_time["k"].complete)
    conn.close()


def test_rows_to_read_counts_each_table_up_to_the_bound(shop):
    conn = sqlite3.connect(shop)
    conn.execute("create temp table empty (id integer primary key)")
    conn.execute("create temp table keyed (k text primary key, v) without rowid")
    conn.executemany("insert into keyed values (?, 1)", [(str(i),) for i in range(30)])
    assert rows_to_read(conn, ["customers", "stores", "empty", "keyed"], ValueBounds()) == 432
    assert rows_to_read(conn, ["customers", "stores"], ValueBounds(rows=100)) == 102
    conn.close()


def test_views_are_never_read_and_ddl_has_no_values(shop, tmp_path):
    source = read_sqlite_file(shop, values=ValueBounds())
    view = next(t for t in source.tables if t.name == "berlin")
    assert not view.values_read and all(c.values is None for c in view.columns)
    ddl = parse_ddl("CREATE TABLE t (id int primary key, status tinyint(1) COMMENT '是否冻结');", dialect="mysql",
                    database="erp")
    build_index_file(tmp_path / "ddl.db", [ddl])
    store = Store(sqlite3.connect(tmp_path / "ddl.db"))
    assert not store.has_values and store.column_stats(range(1, 10)) == {}
    assert store.columns_holding(["1"]) == {"1": []}


# -- the store API -----------------------------------------------------------------------------------
def test_columns_holding_finds_folded_values_by_index_and_keeps_to_the_objects_given(shop_index):
    store = shop_index
    assert store.has_values
    found = store.columns_holding([fold("berlin"), fold("深圳"), fold("Atlantis")])
    assert found[fold("Atlantis")] == []
    berlin = found["berlin"]
    assert {(h.column_name, h.value, h.count) for h in berlin} == {("city", "Berlin", 100), ("city", "Berlin", 1)}
    assert all(isinstance(h, ValueHit) for h in berlin)
    assert berlin[0].count == 100  # most rows first
    customers = {h.object_id for h in berlin if h.count == 100}
    assert {h.object_id for h in store.columns_holding(["berlin"], customers)["berlin"]} == customers
    assert store.columns_holding(["berlin"], set())["berlin"] == []
    assert store.columns_holding([fold("深圳")])[fold("深圳")][0].value == "深圳"
    assert fold("深圳") == value_key("深圳") and value_key(3.0) == "3" and value_key(" Berlin ") == "berlin"
    plan = " ".join(row[-1] for row in store.conn.execute(
        "explain query plan select * from column_values where value_key in (?)", ["berlin"]))
    assert "SCAN" not in plan


def test_column_stats_values_and_nearest(shop_index):
    store = shop_index
    ids = _ids(store, "customers")
    stats = store.column_stats([ids["city"], ids["joined"], ids["province"], ids["discount"]])
    city = stats[ids["city"]]
    assert isinstance(city, ColumnStats)
    assert (city.distinct_count, city.complete, city.numeric, city.rows_read, city.all_rows) == (4, True, False, 400,
                                                                                                 True)
    assert stats[ids["joined"]].form == "YYYY-MM-DD" and stats[ids["joined"]].min == "2024-01-01"
    assert stats[ids["discount"]].numeric and stats[ids["discount"]].max == pytest.approx(0.95)
    assert store.column_values(ids["city"], 2) == [("Berlin", 100), ("Paris", 100)]
    assert [v for v, _ in store.nearest_values(ids["province"], "湖址")] == ["湖北", "湖南"]
    assert store.nearest_values(ids["province"], "zzz") == []
    assert [v for v, _ in store.nearest_values(ids["city"], "深圳市")] == ["深圳"]  # not 北京 (one character)
    assert [v for v, _ in store.nearest_values(ids["level"], "5", 2)] == [2, 1]
    assert store.values_keyed(ids["city"], ["berlin", "rome"]) == {"berlin": ["Berlin"], "rome": []}
    view = store.conn.execute("select id from objects where name = 'berlin'").fetchone()[0]
    assert store.objects_with_values([view, city.object_id]) == {city.object_id}


def test_merged_parts_keep_their_values_under_the_merged_ids(shop, tmp_path):
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.executescript("create table cities (id integer primary key, name text); "
                       "insert into cities values (1, 'Berlin'), (2, 'Berlin'), (3, 'Lyon'), (4, 'Lyon');")
    conn.close()
    first, second, merged, whole = (tmp_path / n for n in ("a.db", "b.db", "merged.db", "whole.db"))
    sources = [read_sqlite_file(shop, values=ValueBounds()), read_sqlite_file(other, values=ValueBounds())]
    build_index_file(first, sources[:1])
    build_index_file(second, sources[1:])
    merge_index_files(merged, [first, second])
    build_index_file(whole, [read_sqlite_file(shop, values=ValueBounds()), read_sqlite_file(other, values=ValueBounds())])
    stores = [Store(sqlite3.connect(p)) for p in (merged, whole)]
    hits = [sorted(s.columns_holding(["berlin"])["berlin"]) for s in stores]
    assert hits[0] == hits[1] and {h.column_name for h in hits[0]} == {"city", "name"}
    assert stores[0].column_stats([hits[0][-1].column_id]) == stores[1].column_stats([hits[1][-1].column_id])


def test_values_added_later_to_a_part_equal_values_read_with_it(shop, tmp_path):
    plain, later, inline = tmp_path / "plain.db", tmp_path / "later.db", tmp_path / "inline.db"
    build_index_file(plain, [read_sqlite_file(shop)])
    build_index_file(inline, [read_sqlite_file(shop, values=ValueBounds())])
    start = 0
    while start is not None:
        start = fill_values(str(plain), str(later), str(shop), False, ValueBounds(), start, seconds=0)
    rows = ["select * from column_stats order by column_id", "select * from column_values order by 1, 2, 4"]
    a, b = sqlite3.connect(later), sqlite3.connect(inline)
    assert [a.execute(sql).fetchall() for sql in rows] == [b.execute(sql).fetchall() for sql in rows]
    assert not Store(sqlite3.connect(plain)).has_values


def test_an_index_of_the_previous_format_is_refused(shop, tmp_path):
    path = tmp_path / "old.db"
    build_index_file(path, [read_sqlite_file(shop)])
    conn = sqlite3.connect(path)
    conn.execute("update meta set value = ? where key = 'format_version'", [str(FORMAT_VERSION - 1)])
    conn.commit()
    with pytest.raises(IndexUnavailable, match="format version"):
        Store(conn)


# -- forms ---------------------------------------------------------------------------------------------
def _stats(form: str | None, numeric: bool = False) -> ColumnStats:
    return ColumnStats(1, 1, 10, True, 10, 3, True, None, None, form, numeric)


@pytest.mark.parametrize("value, form, numeric, op, written", [
    ("44%", "percent", False, "exact", "44%"),
    ("44", "percent", False, "exact", "44%"),
    ("44%", "percent", False, "gt", "44%"),  # text percentages do not sort: left as typed
    ("44%", "fraction", True, "gt", 0.44),
    ("44%", None, True, "exact", 44),
    ("44%", None, False, "exact", "44%"),
    ("2024-01-05", "YYYY/M/D", False, "exact", "2024/1/5"),
    ("2024-01-05", "YYYY/M/D", False, "gt", "2024-01-05"),  # `2024/10/1` < `2024/2/1` as text
    ("2024-01-05", "YYYY/MM/DD", False, "gte", "2024/01/05"),
    ("2024-01-05", "YYYYMMDD", True, "lt", 20240105),
    ("2024年1月5日", "YYYY-MM-DD", False, "exact", "2024-01-05"),
    ("2024/1/5", "YYYY-MM-DD hh:mm:ss", False, "gte", "2024-01-05"),
    ("2024-01-05", "unix", True, "gte", 1704412800),
    ("2024-01-05", "unix_ms", True, "lt", 1704412800000),
    ("2024-01-05", "unix", True, "exact", "2024-01-05"),
    ("2024", "year", True, "exact", "2024"),
    (["2024-01-05", "x"], "YYYY/M/D", False, "in", ["2024/1/5", "x"]),
    ("hello", "YYYY-MM-DD", False, "exact", "hello"),
])
def test_conform_writes_a_value_in_the_columns_form(value, form, numeric, op, written):
    assert conform(value, _stats(form, numeric), op) == written
    assert conform(value, None, op) == value


def test_settings_are_checked():
    assert parse_settings({}).value_bounds() == ValueBounds(rules.VALUE_INDEX_ROWS, rules.VALUE_INDEX_DISTINCT)
    assert parse_settings({"value_index": False}).value_bounds() is None
    assert parse_settings({"value_index_rows": 10, "value_index_distinct": 5}).value_bounds() == ValueBounds(10, 5)
    for bad in ({"value_index": "yes"}, {"value_index_rows": 0}, {"value_index_distinct": 10 ** 9},
                {"value_index_rows": 1.5}):
        with pytest.raises(ConfigError, match=next(iter(bad))):
            parse_settings(bad)


# -- what a column of a DDL index can hold (no values: its declared type) ---------------------------------
ERP = """
CREATE TABLE `ums_member` (
  `id` bigint NOT NULL AUTO_INCREMENT,
  `username` varchar(8) COMMENT '用户名',
  `frozen` tinyint(1) COMMENT '是否冻结',
  `status` int COMMENT '状态：0正常 1停用',
  `enabled` boolean COMMENT '是否启用',
  `kind` enum('a','b') COMMENT '种类',
  `balance` decimal(10,2) COMMENT '余额',
  `points` int(11) unsigned COMMENT '积分',
  `discount` decimal(5,2) unsigned COMMENT '折扣',
  `verified` tinyint(1) unsigned COMMENT '实名认证',
  PRIMARY KEY (`id`)
) COMMENT='会员表';
"""


def mysql_index(tmp_path_factory, ddl: str, database: str):
    """An index file built from one MySQL DDL (no values: what a column can hold is its declared type)."""
    path = tmp_path_factory.mktemp(database) / f"{database}.db"
    build_index_file(path, [parse_ddl(ddl, dialect="mysql", database=database)])
    return path


@pytest.fixture(scope="module")
def erp_index(tmp_path_factory):
    return mysql_index(tmp_path_factory, ERP, "erp")


@pytest.mark.parametrize("where, status, said", [
    ({"是否冻结": "冻结"}, "not_found", "“冻结” (是否冻结) is not a number, and frozen holds only whole numbers "
                                    "(TINYINT(1)). The index has no values of ums_member, so it cannot list what "
                                    "frozen holds."),
    ({"是否冻结": "1"}, "resolved", None),
    ({"余额__gt": "很多"}, "not_found", "balance holds only numbers (DECIMAL(10, 2))"),
    ({"余额__gt": "100.5"}, "resolved", None),
    # MySQL's unsigned numbers are numbers too, and the reason spells the type as the DDL does
    ({"积分": "很多"}, "not_found", "“很多” (积分) is not a number, and points holds only whole numbers "
                                  "(INT(11) UNSIGNED)."),
    ({"积分__gte": "100"}, "resolved", None),
    ({"折扣__lt": "一点"}, "not_found", "discount holds only numbers (DECIMAL(5, 2) UNSIGNED)"),
    ({"用户名": "a_very_long_name"}, "not_found", "“a_very_long_name” (用户名) has 16 characters, but username holds "
                                              "at most 8 (VARCHAR(8))."),
    ({"用户名__contains": "a_very_long_name"}, "not_found", "at most 8"),
    ({"用户名__gt": "a_very_long_name"}, "resolved", None),  # a comparison of texts, whatever their length
    ({"用户名": "alice"}, "resolved", None),
    ({"是否启用": "yes"}, "resolved", None),  # booleans and enums take words
    ({"种类": "a"}, "resolved", None),
    ({"状态__gt": "正常"}, "resolved", "“正常” is code 0 of status, and the comparison is on its codes."),
    ({"状态__gt": "冻结"}, "not_found", "0 = 正常, 1 = 停用"),
    ({"状态__gt": "1"}, "resolved", None),
])
def test_a_literal_the_column_cannot_hold_is_never_resolved(erp_index, where, status, said):
    from datasette_dbgraph.resolver import Request, resolve

    conn = sqlite3.connect(erp_index)
    result = resolve(conn, Request(entity="会员", where=where))
    conn.close()
    assert result["status"] == status, result["reason"]
    if said:
        assert said in result["reason"]
    if status == "not_found":
        assert result["predicate"] is None and not result["links"]


@pytest.mark.parametrize("q, clause, values", [
    ("实名认证的会员", "WHERE `verified` = ?", ["1"]),  # `tinyint(1) unsigned`: yes or no, by its type
    ("没有实名认证的会员", "WHERE `verified` = ?", ["0"]),
    ("没有启用的会员", "WHERE `enabled` = ?", ["0"]),  # not "its value is empty"
    ("积分大于100的会员", "WHERE `points` > ?", ["100"]),
])
def test_unsigned_and_yes_no_columns_in_a_question(erp_index, q, clause, values):
    from datasette_dbgraph.resolver import Request, resolve

    conn = sqlite3.connect(erp_index)
    result = resolve(conn, Request(q=q))
    conn.close()
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "ums_member"
    assert (result["predicate"]["clause"], result["predicate"]["values"]) == (clause, values)


def test_the_command_line_says_what_a_column_holds(erp_index):
    from click.testing import CliRunner
    from datasette.cli import cli

    out = CliRunner().invoke(cli, ["dbgraph", "resolve", str(erp_index), "--entity", "会员", "--where", "是否冻结=冻结",
                                   "--lang", "zh"])
    assert out.exit_code == 0, out.output
    assert out.output.startswith("not_found")
    assert "“冻结”（是否冻结）不是数字，而 frozen 只存整数（TINYINT(1)）" in out.output
    assert "frozen 请填写数字，或去掉这个条件。" in out.output


def test_every_date_form_has_an_example_a_person_reads():
    from datasette_dbgraph.resolving.finish import FORM_EXAMPLES
    from datasette_dbgraph.sources.values import DATE_FORMS, DATE_PATTERNS

    assert set(FORM_EXAMPLES) == set(DATE_FORMS)
    for form, pattern in DATE_PATTERNS:  # each example is written in its own form
        assert pattern.fullmatch(FORM_EXAMPLES[form]), form


# -- a description that lists a status column's values (`open, closed, on_hold`) -------------------------
TICKETS = """
CREATE TABLE `support_ticket` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `subject` varchar(255) DEFAULT NULL,
  `status` varchar(30) DEFAULT 'open' COMMENT 'open, closed, on_hold',
  `search_fields` varchar(100) DEFAULT NULL COMMENT 'subject, body',
  PRIMARY KEY (`id`)
);
"""


@pytest.fixture(scope="module")
def tickets_index(tmp_path_factory):
    return mysql_index(tmp_path_factory, TICKETS, "helpdesk")


@pytest.mark.parametrize("request_, status, values, said", [
    ({"entity": "support ticket", "where": {"status": "on hold"}}, "resolved", ["on_hold"], None),
    ({"entity": "support ticket", "where": {"status": "closed"}}, "resolved", ["closed"], None),
    ({"q": "closed support tickets"}, "resolved", ["closed"], None),
    # no such status: the answer says which there are, rather than a filter that returns nothing
    ({"entity": "support ticket", "where": {"status": "overdue"}}, "not_found", None,
     "“overdue” (status) is neither a code nor a label of status, whose values are open, closed, on_hold."),
    # a list in another column's description says nothing of its values
    ({"entity": "support ticket", "where": {"search_fields": "phone"}}, "resolved", ["phone"], None),
])
def test_listed_values_of_a_status_column(tickets_index, request_, status, values, said):
    from datasette_dbgraph.resolver import Request, resolve

    conn = sqlite3.connect(tickets_index)
    result = resolve(conn, Request(**request_))
    conn.close()
    assert result["status"] == status, result["reason"]
    assert (result["predicate"] or {}).get("values") == values
    if said:
        assert said in result["reason"]
