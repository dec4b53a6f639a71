"""SQLite database files as a source: tables, views, columns, keys and their descriptions."""

from __future__ import annotations

import hashlib
import json

import pytest
import yaml

# Datasette must load its plugins before the package is imported, or the plugin registers without
# hooks (see test_cli_index.py::test_plugin_works_when_the_package_is_imported_first).
import datasette.plugins  # noqa: F401,E402  isort: skip
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

COMMENTED = """
CREATE TABLE orders ( -- 订单表
  id INTEGER PRIMARY KEY, -- 订单ID
  member_id INTEGER REFERENCES members(id) /* 会员ID */,
  status TEXT -- 訂單狀態
  , total REAL
  -- 总金额
  , note TEXT,
  -- 下单时间
  created_at TEXT,
  paid_at TEXT /* 支付时间 */ -- 付款
);
CREATE TABLE members ( /* 会员表（前台用户） */
  id INTEGER PRIMARY KEY /* 会员编号 */,
  mobile TEXT, -- ｍｏｂｉｌｅ 手机号
  plain TEXT
);
CREATE TABLE no_comments (id INTEGER PRIMARY KEY, name TEXT);
"""


def by_name(source):
    return {t.name: t for t in source.tables}


def comments(table):
    return {c.name: c.comment for c in table.columns}


@pytest.fixture
def commented(sqlite_factory):
    return sqlite_factory("shop.db", COMMENTED)


def test_comments_in_create_table(commented):
    source = read_sqlite_file(commented)
    assert source.database == "shop" and source.engine == "sqlite"
    found = by_name(source)
    assert found["orders"].comment == "订单表"  # on the opening line
    assert comments(found["orders"]) == {
        "id": "订单ID",  # after the comma
        "member_id": "会员ID",  # before the comma
        "status": "訂單狀態",  # before a comma that starts the next line
        "total": "总金额",  # own line, after the item, before the next comma
        "note": None,
        "created_at": "下单时间",  # own line, before the column
        "paid_at": "支付时间 付款",  # both forms after one column
    }
    assert found["members"].comment == "会员表（前台用户）"
    assert comments(found["members"]) == {"id": "会员编号", "mobile": "ｍｏｂｉｌｅ 手机号", "plain": None}
    assert found["no_comments"].comment is None
    assert set(comments(found["no_comments"]).values()) == {None}


def test_comments_on_quoted_column_names(sqlite_factory):
    # sqlite-utils and many tools quote every column: `[id] INTEGER PRIMARY KEY`.
    path = sqlite_factory("quoted.db", 'CREATE TABLE "orders" ( -- 订单表\n  [id] INTEGER PRIMARY KEY, -- 订单ID\n'
                                       '  "order sn" TEXT, -- 订单编号\n  `from` TEXT /* 来源 */\n);')
    table = by_name(read_sqlite_file(path))["orders"]
    assert table.comment == "订单表"
    assert comments(table) == {"id": "订单ID", "order sn": "订单编号", "from": "来源"}


METADATA = {
    "databases": {
        "shop": {
            "tables": {
                "orders": {
                    "description": "Orders placed by members",
                    "columns": {"status": "订单状态（元数据）", "note": "备注"},
                },
                "no_comments": {"description": "  "},  # blank: says nothing
                "missing_table": {"description": "not there"},
            }
        },
        "elsewhere": {"tables": {"members": {"description": "wrong database"}}},
    }
}


def test_datasette_metadata_wins_over_sql_comments(commented):
    found = by_name(read_sqlite_file(commented, metadata=METADATA))
    assert found["orders"].comment == "Orders placed by members"
    notes = comments(found["orders"])
    assert notes["status"] == "订单状态（元数据）"  # metadata over the SQL comment
    assert notes["note"] == "备注"  # metadata where SQL had none
    assert notes["id"] == "订单ID"  # SQL comment where metadata is silent
    assert found["members"].comment == "会员表（前台用户）"  # metadata of another database ignored
    assert found["no_comments"].comment is None
    assert "missing_table" not in found


@pytest.mark.parametrize("fmt", ["json", "yaml"])
def test_metadata_files_json_and_yaml(commented, tmp_path, fmt):
    path = tmp_path / f"metadata.{fmt}"
    if fmt == "json":
        path.write_text(json.dumps(METADATA, ensure_ascii=False), encoding="utf-8")
        loaded = json.loads(path.read_text(encoding="utf-8"))
    else:
        path.write_text(yaml.safe_dump(METADATA, allow_unicode=True), encoding="utf-8")
        loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    found = by_name(read_sqlite_file(commented, metadata=loaded))
    assert found["orders"].comment == "Orders placed by members"
    assert comments(found["orders"])["status"] == "订单状态（元数据）"


def test_database_name_from_argument(commented):
    source = read_sqlite_file(commented, database="store", metadata={
        "databases": {"store": {"tables": {"orders": {"description": "店铺订单"}}}}})
    assert source.database == "store"
    assert by_name(source)["orders"].comment == "店铺订单"


def test_fts_tables_and_their_shadows_are_skipped(sqlite_factory):
    path = sqlite_factory("fts.db", """
        CREATE TABLE articles (id INTEGER PRIMARY KEY, title TEXT, body TEXT);
        CREATE VIRTUAL TABLE articles_fts USING fts5(title, body, content=articles, content_rowid=id);
        CREATE VIRTUAL TABLE notes USING FTS5(text);
        CREATE VIRTUAL TABLE old_notes USING fts4(text);
        CREATE TABLE settings_config (k TEXT, v TEXT);
    """)
    names = set(by_name(read_sqlite_file(path)))
    assert names == {"articles", "settings_config"}


def test_views_are_objects_of_kind_view(sqlite_factory):
    path = sqlite_factory("views.db", """
        CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL);
        CREATE VIEW big_orders AS SELECT id, total AS amount FROM orders WHERE total > 100;
    """)
    found = by_name(read_sqlite_file(path))
    assert found["orders"].kind == "table"
    view = found["big_orders"]
    assert view.kind == "view"
    assert [c.name for c in view.columns] == ["id", "amount"]


def test_primary_keys_and_foreign_keys(sqlite_factory):
    path = sqlite_factory("keys.db", """
        CREATE TABLE orders (id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(id));
        CREATE TABLE members (id INTEGER PRIMARY KEY);
        CREATE TABLE items (order_id INTEGER, line INTEGER, sku TEXT,
                            PRIMARY KEY (line, order_id),
                            FOREIGN KEY (order_id) REFERENCES orders(id));
        CREATE TABLE shipments (order_id INTEGER, line INTEGER, carrier TEXT,
                                FOREIGN KEY (order_id, line) REFERENCES items(order_id, line));
        CREATE TABLE to_nowhere (x INTEGER REFERENCES ghost(id));
    """)
    source = read_sqlite_file(path)
    found = by_name(source)
    assert {c.name: c.pk for c in found["items"].columns} == {"order_id": 2, "line": 1, "sku": 0}
    assert {c.name: c.pk for c in found["orders"].columns} == {"id": 1, "member_id": 0}
    edges = {(fk.table, tuple(fk.columns), fk.other_table, tuple(fk.other_columns)) for fk in source.foreign_keys}
    assert edges == {
        ("orders", ("member_id",), "members", ("id",)),
        ("items", ("order_id",), "orders", ("id",)),
        ("shipments", ("order_id", "line"), "items", ("order_id", "line")),
    }  # the edge to a table that does not exist is dropped


HOSTILE = [
    'we"ird',
    "it's",
    "with space",
    "dotted.name",
    "🚀 rockets",
    "select",
    "order",
    "訂單",
    "[bracketed]",
]


def test_hostile_names(sqlite_factory):
    sql = []
    for name in HOSTILE:
        quoted = '"' + name.replace('"', '""') + '"'
        sql.append(f'CREATE TABLE {quoted} ("from" TEXT, "a""b" INTEGER, "where" TEXT, "列 名" TEXT);')
    sql.append('CREATE VIEW "group by" AS SELECT "from" FROM "select";')
    path = sqlite_factory("hostile.db", "\n".join(sql))
    found = by_name(read_sqlite_file(path))
    assert set(found) == set(HOSTILE) | {"group by"}
    for name in HOSTILE:
        assert [c.name for c in found[name].columns] == ["from", 'a"b', "where", "列 名"]
    assert found["group by"].kind == "view"


def test_the_file_is_read_only_and_unchanged(commented):
    before = hashlib.sha256(commented.read_bytes()).hexdigest()
    siblings = set(commented.parent.iterdir())
    read_sqlite_file(commented)
    assert hashlib.sha256(commented.read_bytes()).hexdigest() == before
    assert set(commented.parent.iterdir()) == siblings  # no journal, no WAL left behind


def test_missing_file(tmp_path):
    with pytest.raises(FileNotFoundError):
        read_sqlite_file(tmp_path / "nope.db")
    assert not (tmp_path / "nope.db").exists()  # not created by trying
