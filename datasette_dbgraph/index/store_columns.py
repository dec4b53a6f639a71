"""The store's reads of columns: a table's columns with their legends, the legend labels by
value, the objects with a column of a name, and the objects whose full-text document holds some
words. `store.Store` inherits them; like everything in store.py they are bounded by an index
(`columns(object_id, position)`, `columns(name_key)`, `column_labels(label_key)`, the FTS table).
"""

from __future__ import annotations

import sqlite3
from typing import Iterable, Sequence, Sized

from .records import ColumnRecord, LabelRow, maker

# Bound variables per statement; SQLite allows more, but small statements stay cheap to prepare.
CHUNK = 500
_COLUMN_COLUMNS = "id, object_id, position, name, type, comment, pk, legend"
_column = maker(ColumnRecord)


def marks(values: Sized) -> str:
    """One `?` per value, for `in (…)`."""
    return ",".join("?" * len(values))


def chunks(values: Sequence, size: int = CHUNK) -> Iterable[Sequence]:
    for start in range(0, len(values), size):
        yield values[start : start + size]


class ColumnReads:
    """The column reads of `store.Store` (which holds `conn`)."""

    conn: sqlite3.Connection

    def columns(self, object_id: int, limit: int) -> list[ColumnRecord]:
        rows = self.conn.execute(f"select {_COLUMN_COLUMNS} from columns where object_id = ? order by position limit ?",
                                 [object_id, limit])
        return list(map(_column, rows))

    def column_named(self, object_id: int, name: str) -> ColumnRecord | None:
        """The column of an object named `name` (exactly, else case-insensitively)."""
        rows = [_column(row) for row in self.conn.execute(
            f"select {_COLUMN_COLUMNS} from columns where object_id = ? and name = ? collate nocase order by position",
            [object_id, name.strip()])]
        return next((c for c in rows if c.name == name.strip()), rows[0] if rows else None)

    def columns_of(self, object_ids: Iterable[int], limit: int) -> dict[int, list[ColumnRecord]]:
        """The first `limit` columns of each of these objects, in position order."""
        ids = list(dict.fromkeys(object_ids))
        found: dict[int, list[ColumnRecord]] = {oid: [] for oid in ids}
        for chunk in chunks(ids):
            sql = (f"select {_COLUMN_COLUMNS} from columns where object_id in ({marks(chunk)}) "
                   "and position < ? order by object_id, position")
            for row in self.conn.execute(sql, [*chunk, limit]):
                found[row[1]].append(_column(row))
        return found

    def labels_for(self, keys: Iterable[str], object_ids: Iterable[int] | None = None) -> list[LabelRow]:
        """Legend labels stored under these folded keys (`legends.fold_label`), by index; only in
        the given objects when they are given (the caller's scope: a hidden table's labels never
        leave the store)."""
        keys = list(dict.fromkeys(keys))
        rows: list[LabelRow] = []
        for chunk in chunks(keys):
            sql = f"select label_key, object_id, column_id, code from column_labels where label_key in ({marks(chunk)})"
            rows.extend(LabelRow(*row) for row in self.conn.execute(sql, list(chunk)))
        if object_ids is not None:
            allowed = set(object_ids)
            rows = [row for row in rows if row.object_id in allowed]
        return rows

    def column_by_id(self, ids: Iterable[int]) -> dict[int, ColumnRecord]:
        ids = [i for i in dict.fromkeys(ids) if i is not None]
        found = {}
        for chunk in chunks(ids):
            sql = f"select {_COLUMN_COLUMNS} from columns where id in ({marks(chunk)})"
            for row in self.conn.execute(sql, list(chunk)):
                found[row[0]] = _column(row)
        return found

    def columns_named(self, name_key: str, name: str | None, database: str | None = None) -> list[int]:
        """Objects with a column of exactly this name (case-insensitive); with `name` None, of this
        folded name (`normalize.fold_identifier`: `order date` names `OrderDate`)."""
        sql = "select distinct object_id from columns where name_key = ?"
        params: list = [name_key]
        if name is not None:
            sql += " and name = ? collate nocase"
            params.append(name)
        if database is not None:
            sql = f"select object_id from ({sql}) c join objects o on o.id = c.object_id where o.database = ?"
            params.append(database)
        return [row[0] for row in self.conn.execute(sql, params)]

    def fulltext_ids(self, expression: str, database: str | None = None) -> set[int]:
        """Every object whose full-text document matches a MATCH expression."""
        sql = ("select documents.object_id from documents_fts join documents on documents.rowid = documents_fts.rowid "
               "where documents_fts match ?")
        params: list = [expression]
        if database is not None:
            sql = f"select x.object_id from ({sql}) x join objects o on o.id = x.object_id where o.database = ?"
            params.append(database)
        try:
            return {row[0] for row in self.conn.execute(sql, params)}
        except sqlite3.OperationalError:
            return set()
