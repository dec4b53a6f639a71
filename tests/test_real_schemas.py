"""Every table of the six real public schemas lands in the index with its comment and columns.

The expectation is computed here, independently of the package, by a small line-oriented reader
of each file's text (the files are fixed byte-for-byte copies, so their layout is known), and
compared with what `build_index_file` wrote, read back with plain sqlite3."""

from __future__ import annotations

import hashlib
import re
import sqlite3
from pathlib import Path

import pytest

# Datasette must load its plugins before the package is imported, or the plugin registers without
# hooks (see test_cli_index.py::test_plugin_works_when_the_package_is_imported_first).
import datasette.plugins  # noqa: F401,E402  isort: skip
from datasette_dbgraph.sources.ddl import parse_ddl_file
from datasette_dbgraph.index.indexer import build_index_file

REAL = Path(__file__).resolve().parent / "real-schemas"
MYSQL_SOURCES = ["ruoyi", "mall", "litemall", "jeecg", "sakila"]
ALL_SOURCES = MYSQL_SOURCES + ["adventureworks"]
# From SOURCES.md: tables, and how many of them have a table comment.
TABLE_COUNTS = {"ruoyi": 20, "mall": 76, "litemall": 34, "jeecg": 120, "sakila": 16, "adventureworks": 68}
COMMENTED_COUNTS = {"ruoyi": 20, "mall": 75, "litemall": 34, "jeecg": 44, "sakila": 0, "adventureworks": 68}


# -- an independent reader -------------------------------------------------------------------
_MYSQL_STRING = r"'((?:[^'\\]|\\.|'')*)'"
_NOT_A_COLUMN = {"primary", "key", "unique", "constraint", "index", "fulltext", "spatial", "foreign", "check"}


def _unescape_mysql(text: str) -> str:
    text = text.replace("''", "'")
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(m.group(1), m.group(1)), text)


def expected_mysql(text: str) -> dict[str, tuple[str | None, list[tuple[str, str | None]]]]:
    """{table: (comment, [(column, comment)])}: a table starts at a `CREATE TABLE` line, has one
    definition per line until the line starting with `)`, whose tail holds the table COMMENT."""
    tables = {}
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"\s*create\s+table\s+(?:if\s+not\s+exists\s+)?`?([\w$]+)`?\s*(\(?)\s*$", lines[i], re.I)
        if not m:
            i += 1
            continue
        name = m.group(1)
        i += 1
        if not m.group(2):  # RuoYi puts `(` on the next line
            assert lines[i].strip() == "(", lines[i]
            i += 1
        columns = []
        while not lines[i].lstrip().startswith(")"):
            line = lines[i].strip()
            i += 1
            word = re.match(r"`([^`]+)`|([\w$]+)", line)
            if not word or (word.group(2) and word.group(2).lower() in _NOT_A_COLUMN):
                continue
            comment = re.search(r"\bcomment\s+" + _MYSQL_STRING, line, re.I)
            columns.append((word.group(1) or word.group(2), _unescape_mysql(comment.group(1)) if comment else None))
        tail = lines[i]
        while ";" not in tail:
            i += 1
            tail += "\n" + lines[i]
        comment = re.search(r"\bcomment\s*=?\s*" + _MYSQL_STRING, tail, re.I)
        tables[name] = (_unescape_mysql(comment.group(1)) if comment else None, columns)
        i += 1
    return tables


def expected_adventureworks(text: str):
    """{(schema, table): (comment, [(column, comment)])} with PostgreSQL's folding: tables from
    `CREATE SCHEMA x` blocks (a column definition is a line indented by exactly four spaces),
    columns net of `ALTER TABLE … ADD col` / `DROP COLUMN col`, comments from `COMMENT ON`."""
    tables: dict[tuple[str, str], list] = {}
    schema = None
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"CREATE SCHEMA (\w+)\s*$", lines[i])
        if m:
            schema = m.group(1).lower()
        m = re.match(r"\s+CREATE TABLE (\w+)\s*\(\s*$", lines[i])
        if m and schema:
            columns = []
            i += 1
            while not re.match(r"\s*\)\s*;?\s*$", lines[i]):
                word = re.match(r' {4}(?:"([^"]+)"|(\w+))', lines[i])
                if word and word.group(1):
                    columns.append(word.group(1))  # quoted: kept as written
                elif word and word.group(2).lower() not in _NOT_A_COLUMN:
                    columns.append(word.group(2).lower())
                i += 1
            tables[(schema, m.group(1).lower())] = [None, columns, {}]
        i += 1
    for line in lines:
        m = re.match(r"\s*ALTER TABLE (\w+)\.(\w+) (ADD|DROP COLUMN) (\w+)", line)
        if m and m.group(4).upper() != "CONSTRAINT":
            columns = tables[(m.group(1).lower(), m.group(2).lower())][1]
            if m.group(3) == "ADD":
                columns.append(m.group(4).lower())
            else:
                columns.remove(m.group(4).lower())
        m = re.match(r"COMMENT ON TABLE (\w+)\.(\w+) IS '((?:[^']|'')*)';", line)
        if m:
            tables[(m.group(1).lower(), m.group(2).lower())][0] = m.group(3).replace("''", "'")
        m = re.match(r"\s*COMMENT ON COLUMN (\w+)\.(\w+)\.\"?(\w+)\"? IS '((?:[^']|'')*)';", line)
        if m:
            tables[(m.group(1).lower(), m.group(2).lower())][2][m.group(3).lower()] = m.group(4).replace("''", "'")
    return {key: (comment, [(c, notes.get(c)) for c in columns]) for key, (comment, columns, notes) in tables.items()}


def expected_views(name: str, text: str) -> set:
    if name != "adventureworks":
        return set(re.findall(r"^CREATE\b[^;\n]*?\bVIEW\s+`?(\w+)", text, re.M | re.I))
    views, schema = set(), None
    for line in text.splitlines():
        m = re.match(r"CREATE SCHEMA (\w+)\s*$", line)
        if m:
            schema = m.group(1).lower()
        m = re.match(r"CREATE (?:MATERIALIZED )?VIEW (\w+)\.(\w+)", line)
        if m:
            views.add((m.group(1).lower(), m.group(2).lower()))
        m = re.match(r"\s+CREATE VIEW (\w+) AS", line)
        if m:
            views.add((schema, m.group(1).lower()))
    return views


# -- the index, built once -------------------------------------------------------------------
@pytest.fixture(scope="module")
def indexes(tmp_path_factory):
    folder = tmp_path_factory.mktemp("real-indexes")
    built = {}
    for name in ALL_SOURCES:
        dialect = "postgres" if name == "adventureworks" else "mysql"
        path = folder / f"{name}.db"
        source = parse_ddl_file(REAL / f"{name}.sql", dialect=dialect, database=name)  # jeecg.sql says `USE jeecg-boot`
        build_index_file(path, [source], built_from=name)
        built[name] = path
    return built


def indexed(path: Path, kind: str = "table"):
    conn = sqlite3.connect(path)
    try:
        found = {}
        rows = conn.execute("select id, schema, name, comment, column_count from objects where kind = ?", [kind])
        for object_id, schema, name, comment, column_count in rows.fetchall():
            cols = conn.execute("select name, comment from columns where object_id = ? order by position",
                                [object_id]).fetchall()
            assert column_count == len(cols)
            found[(schema, name) if schema else name] = (comment, [tuple(c) for c in cols])
        return found
    finally:
        conn.close()


def text_of(name: str) -> str:
    return (REAL / f"{name}.sql").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", MYSQL_SOURCES)
def test_every_mysql_table_with_its_comment_and_columns(indexes, name):
    expected = expected_mysql(text_of(name))
    got = indexed(indexes[name])
    assert len(expected) == TABLE_COUNTS[name]
    assert sorted(got) == sorted(expected)
    for table, (comment, columns) in expected.items():
        assert got[table][0] == comment, table
        assert len(got[table][1]) == len(columns), table
        assert got[table][1] == columns, table


def test_every_adventureworks_table_with_its_comment_and_columns(indexes):
    expected = expected_adventureworks(text_of("adventureworks"))
    got = indexed(indexes["adventureworks"])
    assert len(expected) == TABLE_COUNTS["adventureworks"]
    assert {schema for schema, _ in expected} == {"person", "humanresources", "production", "purchasing", "sales"}
    assert sorted(got) == sorted(expected)
    for table, (comment, columns) in expected.items():
        assert got[table][0] == comment, table
        assert got[table][1] == columns, table
    assert sum(1 for _, cols in expected.values() for _, note in cols if note) > 300  # column comments checked


@pytest.mark.parametrize("name", ALL_SOURCES)
def test_table_and_comment_counts_match_sources_md(indexes, name):
    conn = sqlite3.connect(indexes[name])
    try:
        tables, commented = conn.execute(
            "select count(*), count(nullif(comment, '')) from objects where kind = 'table'").fetchone()
    finally:
        conn.close()
    assert (tables, commented) == (TABLE_COUNTS[name], COMMENTED_COUNTS[name])


@pytest.mark.parametrize("name", ALL_SOURCES)
def test_views_are_indexed_as_views(indexes, name):
    expected = expected_views(name, text_of(name))
    assert len(expected) == {"sakila": 7, "adventureworks": 89}.get(name, 0)
    assert set(indexed(indexes[name], "view")) == expected


@pytest.mark.parametrize("name", ALL_SOURCES)
def test_no_statement_is_skipped(indexes, name):
    conn = sqlite3.connect(indexes[name])
    try:
        rows = conn.execute("select database, engine, statements, skipped, report from sources").fetchall()
    finally:
        conn.close()
    assert len(rows) == 1
    database, engine, statements, skipped, report = rows[0]
    assert database == name
    assert engine == ("postgres" if name == "adventureworks" else "mysql")
    assert statements > TABLE_COUNTS[name]
    assert (skipped, report) == (0, "[]")


def test_real_schema_foreign_keys(indexes):
    """Sakila and AdventureWorks declare foreign keys; the edges land between the right tables."""
    def edges(name):
        conn = sqlite3.connect(indexes[name])
        try:
            return set(conn.execute(
                "select a.qualified, f.columns, b.qualified, f.other_columns from foreign_keys f "
                "join objects a on a.id = f.object_id join objects b on b.id = f.other_object_id").fetchall())
        finally:
            conn.close()

    sakila = edges("sakila")
    assert ("rental", '["inventory_id"]', "inventory", '["inventory_id"]') in sakila
    assert ("film_actor", '["actor_id"]', "actor", '["actor_id"]') in sakila
    assert len(sakila) == len(re.findall(r"FOREIGN KEY", text_of("sakila")))
    aw = edges("adventureworks")
    assert ("sales.salesorderdetail", '["salesorderid"]', "sales.salesorderheader", '["salesorderid"]') in aw
    assert len(aw) == len(re.findall(r'^\s*CONSTRAINT "FK_\w+" FOREIGN KEY', text_of("adventureworks"), re.M)) == 90


def _sources_md_hashes() -> dict[str, str]:
    text = (REAL / "SOURCES.md").read_text(encoding="utf-8")
    return {name: digest for digest, name in re.findall(r"^([0-9a-f]{64})\s+(\S+\.sql)$", text, re.M)}


def test_copies_are_byte_for_byte_what_sources_md_says():
    hashes = _sources_md_hashes()
    assert sorted(hashes) == sorted(f"{name}.sql" for name in ALL_SOURCES)
    for filename, digest in hashes.items():
        assert hashlib.sha256((REAL / filename).read_bytes()).hexdigest() == digest, filename
