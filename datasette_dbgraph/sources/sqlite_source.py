"""Read the schema of a SQLite database: tables, views, columns, keys and their descriptions.

Descriptions come from two places: Datasette metadata (a table's `description`, `columns:
{column: text}`), which wins because someone wrote it on purpose, and SQL comments inside the
`CREATE TABLE` statement that SQLite keeps verbatim in `sqlite_master`.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any, Mapping

from .. import rules
from .model import Column, ForeignKey, SourceSchema, Table
from .sql_comments import apply_sql_comments
from .values import ValueBounds, read_table_values, rows_to_read

# Shadow tables of full-text virtual tables: implementation detail, never an answer.
_FTS_SHADOW_SUFFIXES = ("_content", "_segments", "_segdir", "_docsize", "_stat", "_data", "_idx", "_config")
# SpatiaLite's and SQLite's bookkeeping tables.
_SYSTEM_TABLES = frozenset(
    """
    spatial_ref_sys spatialite_history sql_statements_log geometry_columns geometry_columns_auth
    views_geometry_columns virts_geometry_columns geometry_columns_statistics
    views_geometry_columns_statistics virts_geometry_columns_statistics geometry_columns_field_infos
    views_geometry_columns_field_infos virts_geometry_columns_field_infos geometry_columns_time
    geom_cols_ref_sys spatial_ref_sys_aux SpatialIndex ElementaryGeometries KNN KNN2 data_licenses
    """.split()
)


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def hidden_tables(conn: sqlite3.Connection) -> set[str]:
    """Tables Datasette hides and nobody asks for: sqlite_*, FTS tables and their shadows,
    SpatiaLite bookkeeping."""
    rows = conn.execute("select name, sql from sqlite_master where type = 'table'").fetchall()
    hidden = {name for name, _ in rows if name.startswith("sqlite_") or name in _SYSTEM_TABLES}
    virtual = [name for name, sql in rows if sql and "VIRTUAL TABLE" in sql.upper() and "USING FTS" in sql.upper()]
    names = {name for name, _ in rows}
    for fts in virtual:
        hidden.add(fts)
        hidden.update(fts + suffix for suffix in _FTS_SHADOW_SUFFIXES if fts + suffix in names)
    hidden.update(name for name, _ in rows if name.startswith("idx_") and name.endswith(("_node", "_parent", "_rowid")))
    return hidden


def _table_metadata(metadata: Mapping[str, Any] | None, database: str, table: str) -> Mapping[str, Any]:
    if not metadata:
        return {}
    databases = metadata.get("databases") or {}
    tables = (databases.get(database) or {}).get("tables") or {}
    value = tables.get(table) or {}
    return value if isinstance(value, Mapping) else {}


def read_connection(
    conn: sqlite3.Connection,
    database: str,
    *,
    metadata: Mapping[str, Any] | None = None,
    path: str = "",
    descriptions: Mapping[str, Mapping[str, Any]] | None = None,
    values: ValueBounds | None = None,
) -> SourceSchema:
    """The schema of an open SQLite connection.

    `metadata` is Datasette-shaped (`{"databases": {db: {"tables": {t: {...}}}}}`); `descriptions`
    maps table → {"description": str, "columns": {col: str}} from other places (plugins). With
    `values`, the values of every table's columns are read too, within those bounds (values.py)."""
    source = SourceSchema(database=database, engine="sqlite", path=path, kind="sqlite-file")
    hidden = hidden_tables(conn)
    rows = conn.execute(
        "select type, name, sql from sqlite_master where type in ('table', 'view') order by name"
    ).fetchall()
    for kind, name, sql in rows:
        if name in hidden:
            continue
        table = Table(database=database, name=name, kind=kind, engine="sqlite")
        try:
            info = conn.execute(f"PRAGMA table_info({_quote(name)})").fetchall()
        except sqlite3.DatabaseError:
            continue  # a view over a missing table, or a module this SQLite lacks
        for _cid, col_name, col_type, notnull, _default, pk in info:
            table.columns.append(Column(name=col_name, type=col_type or None, pk=int(pk or 0), notnull=bool(notnull)))
        if sql:
            apply_sql_comments(table, sql)
        meta = _table_metadata(metadata, database, name)
        extra = (descriptions or {}).get(name) or {}
        for source_meta in (extra, meta):  # metadata written for Datasette wins
            if isinstance(source_meta.get("description"), str) and source_meta["description"].strip():
                table.comment = source_meta["description"].strip()
            for col_name, text in (source_meta.get("columns") or {}).items():
                column = table.column(col_name)
                if column is not None and isinstance(text, str) and text.strip():
                    column.describe(text.strip())
        if meta.get("hidden") is True:
            table.hidden = True
        if values is not None and kind == "table":
            read_values(conn, table, values)
        source.tables.append(table)
        if kind == "table":
            try:
                fks = conn.execute(f"PRAGMA foreign_key_list({_quote(name)})").fetchall()
            except sqlite3.DatabaseError:
                fks = []
            grouped: dict[int, ForeignKey] = {}
            for fk_id, _seq, other, from_col, to_col, *_ in fks:
                fk = grouped.setdefault(
                    fk_id, ForeignKey(database=database, table=name, columns=[], other_table=other, other_columns=[])
                )
                fk.columns.append(from_col)
                if to_col:
                    fk.other_columns.append(to_col)
            source.foreign_keys.extend(grouped.values())
    known = {t.name for t in source.tables}
    source.foreign_keys = [fk for fk in source.foreign_keys if fk.other_table in known]
    source.statements = len(rows)
    return source


def read_values(conn: sqlite3.Connection, table: Table, bounds: ValueBounds) -> None:
    """Read a table's values into its columns (`Column.values`), within the bounds."""
    found = read_table_values(conn, table.name, [c.name for c in table.columns], bounds)
    if found is None:
        return
    table.values_read = True
    for column in table.columns:
        column.values = found.get(column.name)


def read_few_values(conn: sqlite3.Connection, source: SourceSchema, bounds: ValueBounds) -> bool:
    """Read the values of a source's tables now when that means reading at most
    `rules.VALUE_INLINE_ROWS` rows; whether it did (a bigger database gets them later)."""
    tables = [t for t in source.tables if t.kind == "table" and not t.values_read]
    if rows_to_read(conn, (t.name for t in tables), bounds) > rules.VALUE_INLINE_ROWS:
        return False
    for table in tables:
        read_values(conn, table, bounds)
    return True


def read_sqlite_file(
    path: str | Path, *, database: str | None = None, metadata: Mapping[str, Any] | None = None,
    values: ValueBounds | None = None,
) -> SourceSchema:
    """Open a SQLite file read-only (never creating or changing it) and read its schema (and, with
    `values`, what its columns hold)."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such file")
    conn = sqlite3.connect(f"file:{path.resolve().as_posix()}?mode=ro", uri=True)
    try:
        return read_connection(conn, database or path.stem, metadata=metadata, path=str(path), values=values)
    finally:
        conn.close()


def is_sqlite_file(path: str | Path) -> bool:
    with open(path, "rb") as handle:
        return handle.read(16) == b"SQLite format 3\x00"
