"""Reading the metadata index: open it, check it, and fetch what a request needs by SQL index.

Every lookup here is bounded by an index (`terms(term)`, `columns(name_key)`, `objects(name_key)`,
`object_keys(key)`, the FTS table): no request reads every object or every column.
"""

from __future__ import annotations

import itertools
import json
import sqlite3
from typing import AbstractSet, Iterable, Sequence

from .indexer import FORMAT_VERSION
from .records import ColumnPosting, ObjectRecord, Posting, maker
from .store_bounds import MASK_BITS, BoundReads  # noqa: F401 (MASK_BITS: tests)
from .store_columns import ColumnReads
from .store_columns import chunks as _chunks
from .store_columns import marks as _marks
from .store_values import ValueReads

REQUIRED_TABLES = ("meta", "objects", "columns", "terms", "column_terms", "term_stats", "object_keys", "foreign_keys",
                   "documents", "column_labels", "column_stats", "column_values")


class IndexUnavailable(Exception):
    """There is no usable index: missing, unreadable, of another format, or empty."""


_OBJECT_COLUMNS = (
    "id, database, schema, name, kind, comment, engine, qualified, column_count, fan_in, "
    "name_size, comment_size, name_head, comment_head, coalesce(json_extract(name_words, '$.relation'), 0)"
)
_posting = maker(Posting)
_column_posting = maker(ColumnPosting)
_POSTING_COLUMNS = "term, object_id, weight, field, name_mask, comment_mask"


def _any_term(terms: Sequence[str]) -> tuple[str, list[str]]:
    """SQL (and its parameters) for the objects with any of the terms in a name, comment or column."""
    terms = list(dict.fromkeys(terms))
    marks = _marks(terms)
    return (f"select object_id from terms where term in ({marks}) "
            f"union select object_id from column_terms where term in ({marks})", [*terms, *terms])


def _first_allowed(rows: Iterable[tuple], limit: int, allowed: AbstractSet[int] | None) -> list[tuple]:
    """The first `limit` rows whose first value is an object id in `allowed` (any, when None)."""
    return list(itertools.islice((row for row in rows if allowed is None or row[0] in allowed), limit))


class Store(BoundReads, ColumnReads, ValueReads):
    """A read view of one index connection. Cheap to create; holds a few per-index facts. Its
    reads of columns, legends and labels are in store_columns.py, of values in store_values.py."""

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
            # One read for both: whether values were recorded is asked by most sentences.
            count, has_values = self.conn.execute(
                "select (select count(*) from objects), exists(select 1 from column_stats)").fetchone()
        except sqlite3.DatabaseError as error:
            raise IndexUnavailable(f"the index cannot be read ({error})") from None
        if not count:
            raise IndexUnavailable("the index is empty: it describes no table")
        meta["objects"] = str(count)
        self._has_values = bool(has_values)
        return meta

    def stored_aliases(self) -> list[list[str]]:
        """Alias groups written into the index when it was built (`--aliases`)."""
        from ..words.aliases import AliasError, validate_groups

        try:
            return validate_groups(json.loads(self.meta.get("aliases") or "[]"), "index aliases")
        except (ValueError, AliasError):
            return []

    # -- objects ------------------------------------------------------------------------------
    def objects(self, ids: Iterable[int]) -> dict[int, ObjectRecord]:
        ids = list(dict.fromkeys(ids))
        found: dict[int, ObjectRecord] = {}
        for chunk in _chunks(ids):
            sql = f"select {_OBJECT_COLUMNS} from objects where id in ({_marks(chunk)})"
            for row in self.conn.execute(sql, list(chunk)):
                found[row[0]] = ObjectRecord(*row)
        return found

    def objects_by_name_key(self, key: str) -> list[ObjectRecord]:
        rows = self.conn.execute(f"select {_OBJECT_COLUMNS} from objects where name_key = ? order by id", [key])
        return [ObjectRecord(*row) for row in rows]

    def names_starting(self, prefix: str, limit: int,
                       allowed: AbstractSet[int] | None = None) -> list[tuple[int, str]]:
        """(id, name_key) of the first `limit` objects whose folded name starts with `prefix`, in
        name order; with `allowed`, only those objects count towards the limit."""
        return _first_allowed(self.conn.execute(
            "select id, name_key from objects where name_key >= ? and name_key < ? order by name_key, id",
            [prefix, prefix + "\uffff"]), limit, allowed)

    def object_ids_by_key(self, key: str) -> list[tuple[int, str]]:
        return self.conn.execute("select object_id, how from object_keys where key = ?", [key]).fetchall()

    def object_ids_by_keys(self, keys: Iterable[str]) -> dict[str, list[tuple[int, str]]]:
        """`object_ids_by_key` for several keys in one read: key → (object id, how)."""
        keys = list(dict.fromkeys(keys))
        found: dict[str, list[tuple[int, str]]] = {key: [] for key in keys}
        for chunk in _chunks(keys):
            sql = f"select key, object_id, how from object_keys where key in ({_marks(chunk)})"
            for key, oid, how in self.conn.execute(sql, list(chunk)):
                found[key].append((oid, how))
        return found

    def object_count(self, database: str | None = None) -> int:
        """How many objects the index describes, in one database or in all."""
        if database is None:
            return self.object_total
        return self.conn.execute("select count(*) from objects where database = ?", [database]).fetchone()[0]

    def object_refs(self) -> list[tuple[int, str, str | None, str]]:
        """(id, database, schema, name) of every object — for computing an actor's scope once."""
        return self.conn.execute("select id, database, schema, name from objects").fetchall()

    # -- terms ------------------------------------------------------------------------------
    def postings(self, terms: Iterable[str]) -> list[Posting]:
        """Every posting of these terms in objects' names and comments."""
        terms = list(dict.fromkeys(terms))
        rows: list[Posting] = []
        for chunk in _chunks(terms):
            sql = f"select {_POSTING_COLUMNS} from terms where term in ({_marks(chunk)})"
            rows.extend(map(_posting, self.conn.execute(sql, list(chunk))))
        return rows

    def _pairs(self, make, select: str, table: str, terms: Sequence[str], object_ids: Sequence[int]) -> list:
        """Rows of `table` for these (term, object) pairs, as records: primary-key lookups, chunked."""
        if not terms or not object_ids:
            return []
        terms = list(dict.fromkeys(terms))
        rows: list = []
        for chunk in _chunks(list(object_ids)):
            sql = (f"select {select} from {table} where term in ({_marks(terms)}) "
                   f"and object_id in ({_marks(chunk)})")
            rows.extend(map(make, self.conn.execute(sql, [*terms, *chunk])))
        return rows

    def postings_for(self, terms: Sequence[str], object_ids: Sequence[int]) -> list[Posting]:
        """Name/comment postings of the given objects only."""
        return self._pairs(_posting, _POSTING_COLUMNS, "terms", terms, object_ids)

    def key_objects(self, key: Sequence[str], database: str | None = None) -> tuple[set[int], set[int]]:
        """Objects where the words of a multi-word `key` stand side by side, in order, in the name
        or the comment; and every object that has all its words there, side by side or not (a join
        on the postings of its words, checking their word-position masks)."""
        if len(key) < 2:
            return set(), set()
        joins = " ".join(f"join terms t{i} on t{i}.object_id = t0.object_id and t{i}.term = ?" for i in range(1, len(key)))
        name = " & ".join(f"(t{i}.name_mask >> {i})" for i in range(len(key)))
        comment = " & ".join(f"(t{i}.comment_mask >> {i})" for i in range(len(key)))
        sql = (f"select t0.object_id as object_id, (({name}) != 0 or ({comment}) != 0) as adjacent "
               f"from terms t0 {joins} where t0.term = ?")
        params = [*key[1:], key[0]]
        if database is not None:
            sql = f"select x.object_id, x.adjacent from ({sql}) x join objects o on o.id = x.object_id where o.database = ?"
            params.append(database)
        side_by_side, together = set(), set()
        for oid, adjacent in self.conn.execute(sql, params):
            together.add(oid)
            if adjacent:
                side_by_side.add(oid)
        return side_by_side, together

    def having_any(self, terms: Sequence[str], object_ids: Iterable[int], columns: bool = True) -> set[int]:
        """Which of the given objects have any of the terms (in names/comments, and columns)."""
        ids = list(object_ids)
        if not terms or not ids:
            return set()
        terms = list(dict.fromkeys(terms))
        marks = _marks(terms)
        found: set[int] = set()
        for chunk in _chunks(ids):
            id_marks = _marks(chunk)
            sql = f"select object_id from terms where term in ({marks}) and object_id in ({id_marks})"
            params = [*terms, *chunk]
            if columns:
                sql += f" union select object_id from column_terms where term in ({marks}) and object_id in ({id_marks})"
                params += [*terms, *chunk]
            found.update(row[0] for row in self.conn.execute(sql, params))
        return found

    def heading_terms(self, terms: Iterable[str]) -> set[str]:
        """Which of the terms are the head word of some object's name or comment. Each term's
        postings are read only up to the first such object: a word found in most tables costs one
        row, not its whole posting list."""
        return {term for term in dict.fromkeys(terms) if self.conn.execute(
            "select exists(select 1 from terms where term = ? and (name_head_hit or comment_head_hit))",
            [term]).fetchone()[0]}

    def count_strong(self, terms: Sequence[str], database: str | None = None) -> int:
        """How many objects have any of the terms in their name or comment."""
        if not terms:
            return 0
        terms = list(dict.fromkeys(terms))
        marks = _marks(terms)
        if database is None:
            return self.conn.execute(f"select count(distinct object_id) from terms where term in ({marks})",
                                     terms).fetchone()[0]
        return self.conn.execute(
            f"select count(distinct t.object_id) from terms t join objects o on o.id = t.object_id "
            f"where t.term in ({marks}) and o.database = ?", [*terms, database]).fetchone()[0]

    def _bound_postings(self) -> tuple[str, dict]:
        """The rows `best_bounds` aggregates: every posting `t` of a query term `q` (and named
        parameters); store_visible.VisibleStore reads only the visible objects' postings."""
        return "terms t join q on q.term = t.term", {}

    def column_hits(self, terms: Sequence[str], object_ids: Sequence[int]) -> list[ColumnPosting]:
        """Postings of the terms in the columns of the given objects: a primary-key lookup per
        pair, never a pass over a common word's postings."""
        return self._pairs(_column_posting, "term, object_id, weight, column_id", "column_terms", terms, object_ids)

    def top_column_weights(self, term: str, limit: int, database: str | None = None,
                           allowed: AbstractSet[int] | None = None) -> list[tuple[int, float]]:
        """(object id, weight) of a term's `limit` strongest column postings, strongest first (ties
        by object id). They are walked in weight order through an index, so a word found in
        thousands of columns costs `limit` rows, not thousands. With `allowed`, only those objects
        count towards the limit (hidden objects never push a visible one out)."""
        if database is None:
            sql = "select object_id, weight from column_terms where term = ? order by weight desc, object_id"
            params = [term]
        else:
            sql = ("select c.object_id, c.weight from column_terms c join objects o on o.id = c.object_id "
                   "and o.database = ? where c.term = ? order by c.weight desc, c.object_id")
            params = [database, term]
        # Read lazily: only the rows up to `limit` visible ones are stepped.
        return _first_allowed(self.conn.execute(sql, params), limit, allowed)

    def count_objects(self, terms: Sequence[str], database: str | None = None) -> int:
        """How many objects have any of the terms (name, comment or column), counted by SQLite."""
        if not terms:
            return 0
        union, params = _any_term(terms)
        if database is None:
            return self.conn.execute(f"select count(*) from ({union})", params).fetchone()[0]
        return self.conn.execute(
            f"select count(*) from ({union}) u join objects o on o.id = u.object_id where o.database = ?",
            [*params, database],
        ).fetchone()[0]

    def object_ids_with(self, terms: Sequence[str]) -> set[int]:
        """Every object with any of the terms — for an actor who may see only some objects, whose
        counts must leave the others out."""
        if not terms:
            return set()
        return {row[0] for row in self.conn.execute(*_any_term(terms))}

    def named_ids(self, terms: Sequence[str]) -> set[int]:
        """Every object with any of the terms in its name or comment (restricted scopes intersect
        it with what the actor may see)."""
        if not terms:
            return set()
        found: set[int] = set()
        for chunk in _chunks(list(dict.fromkeys(terms))):
            sql = f"select distinct object_id from terms where term in ({_marks(chunk)})"
            found.update(row[0] for row in self.conn.execute(sql, list(chunk)))
        return found

    def known_terms(self, terms: Iterable[str], allowed: AbstractSet[int] | None = None) -> set[str]:
        """Which of the terms some object has (in its name, comment or columns); with `allowed`,
        some object among those."""
        terms = list(dict.fromkeys(terms))
        found: set[str] = set()
        for chunk in _chunks(terms):
            sql = f"select term from term_stats where term in ({_marks(chunk)})"
            found.update(row[0] for row in self.conn.execute(sql, list(chunk)))
        if allowed is not None:
            found = {term for term in found if not self.object_ids_with([term]).isdisjoint(allowed)}
        return found

    def first_objects(self, ids: Iterable[int], limit: int) -> tuple[list[int], int]:
        """The first `limit` of the given objects in the order candidates are shown (tables first,
        the most referenced first, then by name), and how many of them are tables."""
        payload = json.dumps(sorted(ids))
        first = [row[0] for row in self.conn.execute(
            "select o.id from json_each(?) j join objects o on o.id = j.value "
            "order by o.kind != 'table', o.fan_in desc, o.database, o.qualified limit ?", [payload, limit])]
        tables = self.conn.execute(
            "select count(*) from json_each(?) j join objects o on o.id = j.value where o.kind = 'table'",
            [payload]).fetchone()[0]
        return first, tables

    def referencing(self, object_ids: Sequence[int]) -> dict[int, list[int]]:
        """For each object, the objects whose foreign keys point at it."""
        out: dict[int, list[int]] = {oid: [] for oid in object_ids}
        for chunk in _chunks(list(object_ids)):
            sql = (
                "select other_object_id, object_id from foreign_keys "
                f"where other_object_id in ({_marks(chunk)})"
            )
            for target, source in self.conn.execute(sql, list(chunk)):
                out[target].append(source)
        return out

    # -- full text ----------------------------------------------------------------------------
    def fulltext(self, tokens: Sequence[str], limit: int,
                 allowed: AbstractSet[int] | None = None) -> list[tuple[int, str]]:
        """(object id, document text) of up to `limit` objects whose document has any of the tokens,
        best first: the most of the tokens, then the shortest document, then by id. The order is a
        property of each document alone, never of the rest of the index (FTS5's bm25 weighs a word
        by how many documents have it, hidden ones included); with `allowed`, only those objects
        are kept, before the limit."""
        if not tokens:
            return []
        expression = " OR ".join('"' + t.replace('"', '""') + '"' for t in tokens)
        try:
            rows = self.conn.execute(
                "select documents.object_id, documents.text from documents_fts "
                "join documents on documents.rowid = documents_fts.rowid where documents_fts match ?",
                [expression]).fetchall()
        except sqlite3.OperationalError:
            return []
        wanted = set(tokens)
        ranked = []
        for oid, text in rows:
            if allowed is not None and oid not in allowed:
                continue
            words = text.split()
            ranked.append((-len(wanted.intersection(words)), len(words), oid, text))
        ranked.sort()
        return [(oid, text) for _, _, oid, text in ranked[:limit]]

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
