"""The metadata index: a plain SQLite file, its contents, its atomic rebuild and its validation."""

from __future__ import annotations

import datetime
import gc
import json
import shutil
import sqlite3

import pytest
from datasette.app import Datasette

from datasette_dbgraph.sources.ddl import parse_ddl
from datasette_dbgraph.index.indexer import FORMAT_VERSION, build_index_file
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file
from datasette_dbgraph.index.store import IndexUnavailable, Store, open_index

SHOP = """
CREATE TABLE members ( -- 会员表
  id INTEGER PRIMARY KEY,
  mobile TEXT, -- 手机号码
  referrer_id INTEGER REFERENCES members(id) -- 推荐人
);
CREATE TABLE oms_order ( -- 訂單表
  id INTEGER PRIMARY KEY,
  member_id INTEGER REFERENCES members(id), -- 会员ID
  order_sn TEXT -- 订单编号
);
CREATE TABLE order_items ( -- 订单明细表
  order_id INTEGER REFERENCES oms_order(id),
  line INTEGER,
  sku TEXT,
  PRIMARY KEY (order_id, line)
);
CREATE TABLE addresses (id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(id), city TEXT);
CREATE TABLE shipments (order_id INTEGER, line INTEGER, carrier TEXT,
  FOREIGN KEY (order_id, line) REFERENCES order_items(order_id, line));
CREATE VIEW big_orders AS SELECT id FROM oms_order;
"""

MYSQL = "CREATE TABLE `sys_user` (`user_id` bigint COMMENT '用户ID') COMMENT='用户信息表';\n"
POSTGRES = "CREATE TABLE sales.customer (customerid int);\nCOMMENT ON TABLE sales.customer IS 'Current customer information.';\n"


@pytest.fixture(scope="module")
def shop_db(tmp_path_factory):
    path = tmp_path_factory.mktemp("shop") / "shop.db"
    conn = sqlite3.connect(path)
    conn.executescript(SHOP)
    conn.close()
    return path


@pytest.fixture(scope="module")
def index(shop_db, tmp_path_factory):
    path = tmp_path_factory.mktemp("index") / "dbgraph.db"
    sources = [
        read_sqlite_file(shop_db),
        parse_ddl(MYSQL, database="admin", dialect="mysql", path="admin.sql"),
        parse_ddl(POSTGRES, database="aw", dialect="postgres", path="aw.sql"),
    ]
    report = build_index_file(path, sources, built_from="shop.db, admin.sql, aw.sql")
    assert (report.tables, report.views) == (7, 1)
    return path


@pytest.fixture
def conn(index):
    connection = sqlite3.connect(f"file:{index}?mode=ro", uri=True)
    yield connection
    connection.close()


def object_id(conn, name, database=None):
    sql = "select id from objects where name = ?" + (" and database = ?" if database else "")
    (row,) = conn.execute(sql, [name] + ([database] if database else [])).fetchall()
    return row[0]


# -- a plain SQLite file Datasette can open ----------------------------------------------------
@pytest.mark.asyncio
async def test_datasette_opens_the_index(index):
    """A Datasette without this plugin browses the index like any file; with the plugin it is private
    (it names hidden tables — tests/test_privacy.py)."""
    from datasette.plugins import pm

    name = next(n for n, p in pm.list_name_plugin() if getattr(p, "__name__", "") == "datasette_dbgraph")
    plugin = pm.unregister(name=name)
    try:
        datasette = Datasette([str(index)])
        response = await datasette.client.get("/dbgraph.json")
        assert response.status_code == 200
        tables = {t["name"] for t in response.json()["tables"]}
        assert {"meta", "sources", "objects", "columns", "foreign_keys", "terms", "documents"} <= tables
        rows = await datasette.client.get("/dbgraph/objects.json?_shape=array&name=oms_order")
        assert rows.status_code == 200
        assert [r["comment"] for r in rows.json()] == ["訂單表"]
    finally:
        pm.register(plugin, name)
    assert (await Datasette([str(index)]).client.get("/dbgraph.json")).status_code == 403


# -- meta --------------------------------------------------------------------------------------
def test_meta(conn):
    meta = dict(conn.execute("select key, value from meta"))
    assert meta["format_version"] == str(FORMAT_VERSION)
    built = datetime.datetime.fromisoformat(meta["built_at"])
    assert built.tzinfo is not None
    assert abs((datetime.datetime.now(datetime.timezone.utc) - built).total_seconds()) < 600
    assert meta["built_from"] == "shop.db, admin.sql, aw.sql"
    sources = json.loads(meta["sources"])
    assert [(s["database"], s["engine"]) for s in sources] == [("shop", "sqlite"), ("admin", "mysql"), ("aw", "postgres")]
    assert sorted(json.loads(meta["engines"])) == ["mysql", "postgres", "sqlite"]


def test_objects_keep_database_schema_kind_engine(conn):
    rows = set(conn.execute("select database, schema, name, kind, engine, qualified from objects"))
    assert ("shop", None, "oms_order", "table", "sqlite", "oms_order") in rows
    assert ("shop", None, "big_orders", "view", "sqlite", "big_orders") in rows
    assert ("admin", None, "sys_user", "table", "mysql", "sys_user") in rows
    assert ("aw", "sales", "customer", "table", "postgres", "sales.customer") in rows
    assert len(rows) == 8


def test_columns_positions_and_keys(conn):
    items = conn.execute("select position, name, pk from columns where object_id = ? order by position",
                         [object_id(conn, "order_items")]).fetchall()
    assert items == [(0, "order_id", 1), (1, "line", 2), (2, "sku", 0)]
    members = conn.execute("select name, comment from columns where object_id = ? order by position",
                           [object_id(conn, "members")]).fetchall()
    assert members == [("id", None), ("mobile", "手机号码"), ("referrer_id", "推荐人")]


# -- foreign keys ------------------------------------------------------------------------------
def test_foreign_key_edges(conn):
    edges = set(conn.execute(
        "select a.name, f.columns, b.name, f.other_columns from foreign_keys f "
        "join objects a on a.id = f.object_id join objects b on b.id = f.other_object_id"))
    assert edges == {
        ("members", '["referrer_id"]', "members", '["id"]'),
        ("oms_order", '["member_id"]', "members", '["id"]'),
        ("order_items", '["order_id"]', "oms_order", '["id"]'),
        ("addresses", '["member_id"]', "members", '["id"]'),
        ("shipments", '["order_id", "line"]', "order_items", '["order_id", "line"]'),
    }


def test_fan_in_counts_other_tables_pointing_here(conn):
    fan_in = dict(conn.execute("select name, fan_in from objects where database = 'shop'"))
    assert fan_in == {"members": 2, "oms_order": 1, "order_items": 1, "addresses": 0, "shipments": 0,
                      "big_orders": 0}  # members' self-reference is not counted


# -- terms -------------------------------------------------------------------------------------
def terms_of(conn, name):
    """Every term of an object: from its name and comment (`terms`) and its columns (`column_terms`)."""
    oid = object_id(conn, name)
    found = {term: (weight, "column") for term, weight in
             conn.execute("select term, weight from column_terms where object_id = ?", [oid])}
    found.update({term: (weight, field) for term, weight, field in
                  conn.execute("select term, weight, field from terms where object_id = ?", [oid])})
    return found


def test_term_stats_count_objects_per_term(conn):
    for term, strong, columns in conn.execute("select term, strong, columns from term_stats limit 200"):
        assert strong == conn.execute("select count(*) from terms where term = ?", [term]).fetchone()[0]
        assert columns == conn.execute("select count(*) from column_terms where term = ?", [term]).fetchone()[0]


def test_chinese_terms_from_comments(conn):
    order = terms_of(conn, "oms_order")
    assert "订单" in order and "訂單" not in order  # Traditional comment, Simplified term
    assert order["订单"][1] == "comment"
    members = terms_of(conn, "members")
    assert "会员" in members and "表" not in members and "会员表" not in members
    assert "手机" in members  # a sub-word of a column comment
    assert members["会员"][0] > members["手机"][0]  # the table's own comment outweighs a column's
    assert {"订单", "明细"} <= set(terms_of(conn, "order_items"))
    assert "用户" in terms_of(conn, "sys_user")


def test_english_terms_from_names(conn):
    order = terms_of(conn, "oms_order")
    assert order["order"][1] == "name"
    assert "omsorder" in order  # the whole name
    items = terms_of(conn, "order_items")
    assert items["item"][0] > items["order"][0]  # the head outweighs the modifier
    assert "customer" in terms_of(conn, "customer")
    assert all(0 < weight <= 1 for weight, _ in order.values())


def test_object_keys_name_an_object_by_its_comment(conn):
    keys = {(k, how) for k, how in conn.execute("select key, how from object_keys where object_id = ?",
                                                 [object_id(conn, "oms_order")])}
    assert ("订单", "comment") in keys and ("订单表", "comment") in keys
    assert ("omsorder", "name") in keys


# -- full text ---------------------------------------------------------------------------------
def fts(conn, expression):
    return {name for (name,) in conn.execute(
        "select o.name from documents_fts join documents d on d.rowid = documents_fts.rowid "
        "join objects o on o.id = d.object_id where documents_fts match ?", [expression])}


def test_full_text_answers_match(conn):
    assert {"oms_order", "order_items"} <= fts(conn, "订单")
    assert "members" in fts(conn, "手机")  # two characters inside 手机号码
    assert "members" in fts(conn, "机号")  # a bigram
    assert "oms_order" in fts(conn, "order")
    assert fts(conn, "carrier") == {"shipments"}
    assert fts(conn, "nothingatall") == set()


# -- Store validation --------------------------------------------------------------------------
def test_store_reads_a_good_index(index):
    store = Store(open_index(str(index)))
    assert store.object_total == 8
    assert store.databases == ["admin", "aw", "shop"]


def copy_of(index, tmp_path):
    path = tmp_path / "copy.db"
    shutil.copy(index, path)
    return path


def test_store_rejects_a_missing_table(index, tmp_path):
    path = copy_of(index, tmp_path)
    with sqlite3.connect(path) as writer:
        writer.execute("drop table terms")
    with pytest.raises(IndexUnavailable, match="terms"):
        Store(open_index(str(path)))


def test_store_rejects_another_format_version(index, tmp_path):
    path = copy_of(index, tmp_path)
    with sqlite3.connect(path) as writer:
        writer.execute("update meta set value = ? where key = 'format_version'", [str(FORMAT_VERSION + 1)])
    with pytest.raises(IndexUnavailable, match="version"):
        Store(open_index(str(path)))


def test_store_rejects_an_empty_index(tmp_path):
    path = tmp_path / "empty.db"
    build_index_file(path, [parse_ddl("", database="nothing", dialect="sqlite")])
    with pytest.raises(IndexUnavailable, match="empty"):
        Store(open_index(str(path)))


def test_store_rejects_a_file_that_is_not_sqlite(tmp_path):
    path = tmp_path / "junk.db"
    path.write_text("this is not a database\n" * 100)
    with pytest.raises(IndexUnavailable):
        Store(open_index(str(path)))
    with pytest.raises(IndexUnavailable):
        Store(sqlite3.connect(path))


def test_store_rejects_a_missing_file_and_a_plain_database(tmp_path, shop_db):
    with pytest.raises(IndexUnavailable):
        open_index(str(tmp_path / "nowhere.db"))
    with pytest.raises(IndexUnavailable, match="missing"):
        Store(open_index(str(shop_db)))  # a SQLite file, but not an index


# -- atomic rebuild ----------------------------------------------------------------------------
def names_in(path):
    conn = sqlite3.connect(path)
    try:
        return sorted(name for (name,) in conn.execute("select name from objects"))
    finally:
        conn.close()


def test_rebuild_replaces_the_index(tmp_path):
    path = tmp_path / "index.db"
    build_index_file(path, [parse_ddl("CREATE TABLE first (id int);", database="a", dialect="sqlite")])
    reader = sqlite3.connect(path)  # a reader holding the old index open
    build_index_file(path, [parse_ddl("CREATE TABLE second (id int);", database="b", dialect="sqlite")])
    assert names_in(path) == ["second"]
    assert [n for (n,) in reader.execute("select name from objects")] == ["first"]  # never a torn read
    reader.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index.db"]


@pytest.mark.parametrize("error", [RuntimeError, KeyboardInterrupt])
def test_failed_build_leaves_the_old_index_untouched(tmp_path, error):
    path = tmp_path / "index.db"
    build_index_file(path, [parse_ddl("CREATE TABLE kept (id int);", database="a", dialect="sqlite")])
    before = path.read_bytes()

    def sources():
        yield parse_ddl("CREATE TABLE new_one (id int);", database="b", dialect="sqlite")
        raise error("the second source could not be read")

    with pytest.raises(error):
        build_index_file(path, sources())
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index.db"]  # no temp file left behind
    assert names_in(path) == ["kept"]


def test_failed_first_build_leaves_nothing(tmp_path):
    def sources():
        raise RuntimeError("nothing readable")
        yield  # pragma: no cover

    with pytest.raises(RuntimeError):
        build_index_file(tmp_path / "index.db", sources())
    assert list(tmp_path.iterdir()) == []


# -- a build leaves the process as it found it ---------------------------------------------------
def test_a_build_puts_the_garbage_collector_back(tmp_path):
    """A build collects garbage less often while it runs (sources/gc_batches.py, docs/speed.md);
    afterwards, and after a build that failed, the process collects as it did before."""
    before = gc.get_threshold()
    source = parse_ddl(MYSQL, database="admin", dialect="mysql")
    build_index_file(tmp_path / "ok.db", [source])
    assert gc.get_threshold() == before

    def failing():
        yield source
        raise RuntimeError("the schema could not be read")

    with pytest.raises(RuntimeError):
        build_index_file(tmp_path / "failed.db", failing())
    assert gc.get_threshold() == before
    assert not (tmp_path / "failed.db").exists()
