"""Reading the metadata index: open it, check it, and fetch what a request needs by SQL index.

Every lookup here is bounded by an index (`terms(term)`, `columns(name_key)`, `objects(name_key)`,
`object_keys(key)`, the FTS table): no request reads every object or every column.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Iterable, Sequence

from .indexer import FORMAT_VERSION

REQUIRED_TABLES = ("meta", "objects", "columns", "terms", "object_keys", "foreign_keys", "documents")
# Bound variables per statement; SQLite allows more, but small statements stay cheap to prepare.
CHUNK = 500


class IndexUnavailable(Exception):
    """There is no usable index: missing, unreadable, of another format, or empty."""


@dataclass(frozen=True)
class ObjectRecord:
    id: int
    database: str
    schema: str | None
    name: str
    kind: str
    comment: str | None
    engine: str
    qualified: str
    column_count: int
    fan_in: int
    name_words: str = '{"words": [], "head": null}'
    comment_words: str = '{"words": [], "head": null}'

    def phrases(self) -> tuple[tuple[tuple[str, ...], int | None], tuple[tuple[str, ...], int | None]]:
        """(words, head index) of the name and of the comment, as the indexer analysed them."""
        return _phrase(self.name_words), _phrase(self.comment_words)

    def display(self, multi_database: bool) -> str:
        return f"{self.database}.{self.qualified}" if multi_database else self.qualified


@dataclass(frozen=True)
class ColumnRecord:
    id: int
    object_id: int
    position: int
    name: str
    type: str | None
    comment: str | None
    pk: int


_OBJECT_COLUMNS = (
    "id, database, schema, name, kind, comment, engine, qualified, column_count, fan_in, name_words, comment_words"
)


def _phrase(text: str) -> tuple[tuple[str, ...], int | None]:
    try:
        data = json.loads(text)
        return tuple(data.get("words") or ()), data.get("head")
    except (ValueError, TypeError, AttributeError):
        return (), None


def _chunks(values: Sequence, size: int = CHUNK) -> Iterable[Sequence]:
    for start in range(0, len(values), size):
        yield values[start : start + size]


class Store:
    """A read view of one index connection. Cheap to create; holds a few per-index facts."""

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn
        self.meta = self._check()
        self.object_total = int(self.meta.get("objects") or 0)
        databases = json.loads(self.meta.get("sources") or "[]")
        self.databases = sorted({d.get("database") for d in databases if isinstance(d, dict) and d.get("database")})

    def _check(self) -> dict[str, str]:
        try:
            names = {r[0] for r in self.conn.execute("select name from sqlite_master where type in ('table', 'view')")}
        except sqlite3.DatabaseError as error:
            raise IndexUnavailable(f"the index cannot be read ({error})") from None
        missing = [t for t in REQUIRED_TABLES if t not in names]
        if missing:
            raise IndexUnavailable("the index is incomplete: missing table(s) " + ", ".join(missing))
        try:
            meta = dict(self.conn.execute("select key, value from meta").fetchall())
            version = int(meta.get("format_version") or 0)
        except (sqlite3.DatabaseError, ValueError) as error:
            raise IndexUnavailable(f"the index metadata cannot be read ({error})") from None
        if version != FORMAT_VERSION:
            raise IndexUnavailable(
                f"the index has format version {version or 'unknown'}, this version of datasette-dbgraph reads "
                f"version {FORMAT_VERSION}"
            )
        try:
            count = self.conn.execute("select count(*) from objects").fetchone()[0]
        except sqlite3.DatabaseError as error:
            raise IndexUnavailable(f"the index cannot be read ({error})") from None
        if not count:
            raise IndexUnavailable("the index is empty: it describes no table")
        meta["objects"] = str(count)
        return meta

    def stored_aliases(self) -> list[list[str]]:
        """Alias groups written into the index when it was built (`--aliases`)."""
        from .aliases import AliasError, validate_groups

        try:
            return validate_groups(json.loads(self.meta.get("aliases") or "[]"), "index aliases")
        except (ValueError, AliasError):
            return []

    # -- objects ------------------------------------------------------------------------------
    def objects(self, ids: Iterable[int]) -> dict[int, ObjectRecord]:
        ids = list(dict.fromkeys(ids))
        found: dict[int, ObjectRecord] = {}
        for chunk in _chunks(ids):
            sql = f"select {_OBJECT_COLUMNS} from objects where id in ({','.join('?' * len(chunk))})"
            for row in self.conn.execute(sql, list(chunk)):
                found[row[0]] = ObjectRecord(*row)
        return found

    def objects_by_name_key(self, key: str) -> list[ObjectRecord]:
        rows = self.conn.execute(f"select {_OBJECT_COLUMNS} from objects where name_key = ? order by id", [key])
        return [ObjectRecord(*row) for row in rows]

    def object_ids_by_key(self, key: str) -> list[tuple[int, str]]:
        return self.conn.execute("select object_id, how from object_keys where key = ?", [key]).fetchall()

    def all_object_ids(self, databases: Sequence[str] | None = None) -> list[int]:
        """Used only to size a restricted scope (how many objects an actor may see)."""
        if databases is None:
            return [r[0] for r in self.conn.execute("select id from objects")]
        ids: list[int] = []
        for chunk in _chunks(list(databases)):
            sql = f"select id from objects where database in ({','.join('?' * len(chunk))})"
            ids.extend(r[0] for r in self.conn.execute(sql, list(chunk)))
        return ids

    def object_refs(self) -> list[tuple[int, str, str | None, str]]:
        """(id, database, schema, name) of every object — for computing an actor's scope once."""
        return self.conn.execute("select id, database, schema, name from objects").fetchall()

    # -- columns ------------------------------------------------------------------------------
    def columns(self, object_id: int, limit: int) -> list[ColumnRecord]:
        rows = self.conn.execute(
            "select id, object_id, position, name, type, comment, pk from columns where object_id = ? "
            "order by position limit ?",
            [object_id, limit],
        )
        return [ColumnRecord(*row) for row in rows]

    def column_by_id(self, ids: Iterable[int]) -> dict[int, ColumnRecord]:
        ids = [i for i in dict.fromkeys(ids) if i is not None]
        found = {}
        for chunk in _chunks(ids):
            sql = (
                "select id, object_id, position, name, type, comment, pk from columns "
                f"where id in ({','.join('?' * len(chunk))})"
            )
            for row in self.conn.execute(sql, list(chunk)):
                found[row[0]] = ColumnRecord(*row)
        return found

    def objects_with_column(self, name_key: str) -> list[tuple[int, str]]:
        """(object id, exact column name) of every column whose folded name is `name_key`."""
        return self.conn.execute(
            "select object_id, name from columns where name_key = ?", [name_key]
        ).fetchall()

    # -- terms --------------------------------------------------------------------------------
    def postings(self, terms: Iterable[str]) -> list[tuple[str, int, float, str, int | None]]:
        """(term, object id, weight, field, column id) for each term."""
        terms = list(dict.fromkeys(terms))
        rows: list = []
        for chunk in _chunks(terms):
            sql = (
                "select term, object_id, weight, field, column_id from terms "
                f"where term in ({','.join('?' * len(chunk))})"
            )
            rows.extend(self.conn.execute(sql, list(chunk)).fetchall())
        return rows

    def referencing(self, object_ids: Sequence[int]) -> dict[int, list[int]]:
        """For each object, the objects whose foreign keys point at it."""
        out: dict[int, list[int]] = {oid: [] for oid in object_ids}
        for chunk in _chunks(list(object_ids)):
            sql = (
                "select other_object_id, object_id from foreign_keys "
                f"where other_object_id in ({','.join('?' * len(chunk))})"
            )
            for target, source in self.conn.execute(sql, list(chunk)):
                out[target].append(source)
        return out

    # -- full text ----------------------------------------------------------------------------
    def fulltext(self, expression: str, limit: int) -> list[tuple[int, str]]:
        """(object id, document text) for a MATCH expression, best first."""
        try:
            return self.conn.execute(
                "select documents.object_id, documents.text from documents_fts "
                "join documents on documents.rowid = documents_fts.rowid "
                "where documents_fts match ? order by bm25(documents_fts) limit ?",
                [expression, limit],
            ).fetchall()
        except sqlite3.OperationalError:
            return []

    # -- foreign keys -------------------------------------------------------------------------
    def neighbours(self, object_id: int) -> dict[str, list[dict]]:
        out = self.conn.execute(
            "select columns, other_object_id, other_columns from foreign_keys where object_id = ?", [object_id]
        ).fetchall()
        into = self.conn.execute(
            "select object_id, columns, other_columns from foreign_keys where other_object_id = ?", [object_id]
        ).fetchall()
        return {
            "references": [
                {"object_id": other, "columns": json.loads(cols), "other_columns": json.loads(other_cols)}
                for cols, other, other_cols in out
            ],
            "referenced_by": [
                {"object_id": other, "columns": json.loads(cols), "other_columns": json.loads(other_cols)}
                for other, cols, other_cols in into
            ],
        }


def open_index(path: str) -> sqlite3.Connection:
    """Open an index file read-only. Raises IndexUnavailable when there is nothing to open."""
    import os

    if not os.path.isfile(path):
        raise IndexUnavailable(f"no index file at {path}")
    try:
        conn = sqlite3.connect(f"file:{os.path.abspath(path)}?mode=ro", uri=True, check_same_thread=False)
        conn.execute("select 1 from sqlite_master limit 1").fetchall()
    except sqlite3.DatabaseError as error:
        raise IndexUnavailable(f"{path} is not a readable SQLite index ({error})") from None
    return conn
