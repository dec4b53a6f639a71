"""The value index: what the rows of each column hold, written beside the metadata
(docs/conditions.md#values-from-the-data).

- `column_stats` — one row per column whose table was read: rows read, whether that was every
  row, non-null values, distinct values (NULL when there were more than the bound), whether every
  distinct value is recorded (`complete`), the range (`min_value`, `max_value`: numbers, or dates
  written in a form that sorts), whether every value is a number, and the form of the values;
- `column_values` — one row per distinct value of a column with few of them, keyed by the folded
  value (`sources.values.value_key`), with the value as stored and its count — so a word a person
  types finds the columns that hold it by index.

Only tables of SQLite sources are read (a DDL index has no rows, a view is never read); a table
whose values were read has a `column_stats` row for every column. The values of a database bigger
than `rules.VALUE_INLINE_ROWS` rows are added to its index part later (`fill_values`, run by the
builder process), a few tables per job.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
from pathlib import Path
from typing import Iterable

from ..sources.values import ColumnValues, ValueBounds, read_table_values, value_key

VALUES_SCHEMA_SQL = """
CREATE TABLE column_stats (
    column_id INTEGER PRIMARY KEY REFERENCES columns(id),
    object_id INTEGER NOT NULL REFERENCES objects(id),
    rows_read INTEGER NOT NULL,
    all_rows INTEGER NOT NULL,
    non_null INTEGER NOT NULL,
    distinct_count INTEGER,
    complete INTEGER NOT NULL,
    min_value,
    max_value,
    form TEXT,
    numeric INTEGER NOT NULL
);
CREATE TABLE column_values (
    value_key TEXT NOT NULL,
    column_id INTEGER NOT NULL REFERENCES columns(id),
    object_id INTEGER NOT NULL REFERENCES objects(id),
    value NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (value_key, column_id, value)
) WITHOUT ROWID;
"""
VALUES_INDEXES_SQL = """
CREATE INDEX column_stats_object ON column_stats(object_id);
CREATE INDEX column_values_column ON column_values(column_id, count DESC);
"""
_STATS_INSERT = ("INSERT OR REPLACE INTO column_stats (column_id, object_id, rows_read, all_rows, non_null, "
                 "distinct_count, complete, min_value, max_value, form, numeric) VALUES (?,?,?,?,?,?,?,?,?,?,?)")
_VALUES_INSERT = "INSERT OR IGNORE INTO column_values (value_key, column_id, object_id, value, count) VALUES (?,?,?,?,?)"
# A background job reads tables for about this long, then hands the builder back (a schema
# change of another database waits for at most one such job).
FILL_JOB_SECONDS = 2.0


def stats_row(object_id: int, column_id: int, values: ColumnValues) -> tuple:
    return (column_id, object_id, values.rows_read, int(values.all_rows), values.non_null, values.distinct_count,
            int(values.complete), values.minimum, values.maximum, values.form, int(values.numeric))


def value_rows(object_id: int, column_id: int, values: ColumnValues) -> list[tuple]:
    return [(value_key(value), column_id, object_id, value, count) for value, count in (values.counts or {}).items()]


def write_values(conn: sqlite3.Connection, columns: Iterable[tuple[int, int, ColumnValues]]) -> tuple[int, int]:
    """Write the values of (object id, column id, values) columns; (columns, values) written."""
    stats, rows = [], []
    for object_id, column_id, values in columns:
        stats.append(stats_row(object_id, column_id, values))
        rows.extend(value_rows(object_id, column_id, values))
    conn.executemany(_STATS_INSERT, stats)
    conn.executemany(_VALUES_INSERT, rows)
    return len(stats), len(rows)


def tables_to_read(conn: sqlite3.Connection) -> list[tuple[int, str]]:
    """(object id, name) of every table of an index part, in id order."""
    return conn.execute("select id, name from objects where kind = 'table' order by id").fetchall()


def fill_values(part: str, output: str, database_path: str, immutable: bool, bounds: ValueBounds,
                start: int = 0, seconds: float = FILL_JOB_SECONDS) -> int | None:
    """Add the values of a part's tables to a copy of it (`output`, copied from `part` when `start`
    is 0), from its `start`-th table on, for about `seconds`: the next table to read, or None when
    every table is read. The database is opened read-only, on a connection of its own."""
    if start == 0:
        shutil.copyfile(part, output)
    uri = Path(database_path).resolve().as_uri() + ("?mode=ro&immutable=1" if immutable else "?mode=ro")
    source = sqlite3.connect(uri, uri=True)
    index = sqlite3.connect(output)
    started = time.monotonic()
    try:
        index.execute("PRAGMA journal_mode = OFF")
        index.execute("PRAGMA synchronous = OFF")
        tables = tables_to_read(index)
        position = start
        while position < len(tables):
            object_id, name = tables[position]
            columns = index.execute("select id, name from columns where object_id = ? order by position",
                                    [object_id]).fetchall()
            found = read_table_values(source, name, [c for _, c in columns], bounds)
            if found is not None:
                with index:
                    write_values(index, ((object_id, column_id, found[column]) for column_id, column in columns
                                         if column in found))
            position += 1
            if time.monotonic() - started > seconds:
                break
        if position >= len(tables):
            index.execute("ANALYZE")
            index.commit()
            return None
        return position
    finally:
        index.close()
        source.close()


def discard(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
