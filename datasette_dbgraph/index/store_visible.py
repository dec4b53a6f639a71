"""Reading the index for an actor who may see only some objects: visible objects first, by SQL.

An actor's scope is a set of object ids. The index numbers objects database by database, table by
table (indexer.py, merge.py), so the ids an actor may see fall into a few *runs* of consecutive ids:
one per database when rules hide whole databases, one more per hidden table in between. Every read
here walks the runs and, inside each, seeks the SQL index it would use anyway (`terms(term,
object_id)`, `columns(name_key, object_id)`, the FTS rowid …) to the run's range: postings of hidden
objects are never read, so what a request costs depends only on what the actor may see — a word
found only in hidden tables costs what an unknown word costs (docs/http.md, "Permissions").

`VisibleStore` is a `Store` whose reads are bounded so; `visible_to(store, allowed)` makes one (the
runs are worked out once per scope and kept on the store). Reads by an exact key (an object's
name, its foreign keys) are few rows whatever the catalog and keep the `Store`'s own SQL; callers
filter those rows by scope as before.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import AbstractSet, Iterable, Sequence

from .records import ColumnPosting, LabelRow, Posting, maker
from .store import _POSTING_COLUMNS, Store
from .store_columns import chunks, marks

# Scopes whose runs are kept per store (one per actor seen in the last few seconds, roughly).
RUNS_CACHE_SIZE = 32
# A run is one JSON integer, `low << RUN_SHIFT | high`: one `json_each` row per run, no parsing.
RUN_SHIFT = 32
RUN_MASK = (1 << RUN_SHIFT) - 1
LOW, HIGH = f"(r.value >> {RUN_SHIFT})", f"(r.value & {RUN_MASK})"
RUNS = "json_each(?) r"

_posting = maker(Posting)
_column_posting = maker(ColumnPosting)


def within(column: str) -> str:
    """SQL: `column` lies inside the run `r`."""
    return f"{column} between {LOW} and {HIGH}"


@dataclass(frozen=True)
class Runs:
    """The visible objects of one scope as runs of consecutive ids, and (worked out when first
    needed) the runs of their columns' ids."""

    allowed: frozenset[int]
    objects: str  # JSON list of packed runs
    count: int  # how many runs

    @staticmethod
    def of(all_ids: Sequence[int], allowed: AbstractSet[int]) -> "Runs":
        packed: list[int] = []
        low = previous = None
        for oid in all_ids:
            if oid in allowed:
                if low is None:
                    low = oid
                previous = oid
            elif low is not None:
                packed.append(low << RUN_SHIFT | previous)
                low = None
        if low is not None:
            packed.append(low << RUN_SHIFT | previous)
        return Runs(frozenset(allowed), json.dumps(packed), len(packed))


COLUMNS_IN_ORDER = "_visible_columns_in_order"


def columns_in_object_order(store: Store) -> bool:
    """Whether the index numbers columns in object order (indexer.py and merge.py do): then the
    visible objects' columns are runs of column ids too. A pass over every column, so it is made
    once per index when it is opened (its Handle carries it; `known_column_order` passes it on)."""
    if COLUMNS_IN_ORDER not in store.__dict__:
        store.__dict__[COLUMNS_IN_ORDER] = not store.conn.execute(
            "select exists(select 1 from (select object_id, lag(object_id) over (order by id) as previous "
            "from columns) where previous > object_id)").fetchone()[0]
    return store.__dict__[COLUMNS_IN_ORDER]


def known_column_order(store: Store, known: bool | None) -> None:
    """What `columns_in_object_order` found for this index when it was opened, if it was."""
    if known is not None:
        store.__dict__[COLUMNS_IN_ORDER] = known


def visible_to(store: Store, allowed: AbstractSet[int] | None) -> Store:
    """`store` itself when the actor sees everything; else a VisibleStore bounded to `allowed`."""
    if allowed is None:
        return store
    if isinstance(store, VisibleStore):
        store = store.base
    cache = store.__dict__.setdefault("_visible_runs_cache", {})
    entry = cache.get(id(allowed))
    if entry is None or entry[0] is not allowed:
        if len(cache) >= RUNS_CACHE_SIZE:
            cache.clear()
        if "_visible_all_ids" not in store.__dict__:
            store.__dict__["_visible_all_ids"] = [row[0] for row in store.conn.execute("select id from objects order by id")]
        entry = cache[id(allowed)] = (allowed, Runs.of(store.__dict__["_visible_all_ids"], allowed))
    return VisibleStore(store, entry[1])


class VisibleStore(Store):
    """A Store whose reads over many objects only ever touch the visible ones (see module doc)."""

    def __init__(self, base: Store, runs: Runs):  # noqa: super().__init__ would check the index again
        self.__dict__.update(base.__dict__)
        self.base = base
        self.runs = runs

    # -- helpers ----------------------------------------------------------------------------------
    def _runs(self, database: str | None) -> str:
        """The runs (JSON) of the visible objects, of one database's when `database` is given."""
        if database is None:
            return self.runs.objects
        cache = self.base.__dict__.setdefault("_visible_database_runs", {})
        key = (self.runs.objects, database)
        if key not in cache:
            if len(cache) >= RUNS_CACHE_SIZE:
                cache.clear()
            ids = {row[0] for row in self.conn.execute("select id from objects where database = ?", [database])}
            cache[key] = Runs.of(self.base.__dict__["_visible_all_ids"], self.runs.allowed & ids).objects
        return cache[key]

    def _visible_rows(self, select: str, table: str, where: str, column: str, params: Sequence,
                      database: str | None = None) -> list:
        """`select` from `table` (aliased `t`) where `where`, for rows whose `column` lies in a run
        (of `database`'s visible objects, when given)."""
        sql = f"select {select} from {RUNS} cross join {table} t where {where} and {within('t.' + column)}"
        return self.conn.execute(sql, [self._runs(database), *params]).fetchall()

    def _term_objects(self, table: str, terms: Sequence[str], database: str | None = None) -> set[int]:
        found: set[int] = set()
        for chunk in chunks(list(dict.fromkeys(terms))):
            found.update(row[0] for row in self._visible_rows(
                "t.object_id", table, f"t.term in ({marks(chunk)})", "object_id", list(chunk), database))
        return found

    # -- terms ------------------------------------------------------------------------------------
    def postings(self, terms: Iterable[str]) -> list[Posting]:
        terms = list(dict.fromkeys(terms))
        columns = ", ".join("t." + c.strip() for c in _POSTING_COLUMNS.split(","))
        rows: list[Posting] = []
        for chunk in chunks(terms):
            rows.extend(map(_posting, self._visible_rows(columns, "terms", f"t.term in ({marks(chunk)})",
                                                         "object_id", list(chunk))))
        return rows

    def key_objects(self, key: Sequence[str], database: str | None = None) -> tuple[set[int], set[int]]:
        if len(key) < 2:
            return set(), set()
        joins = " ".join(f"join terms t{i} on t{i}.object_id = t0.object_id and t{i}.term = ?" for i in range(1, len(key)))
        name = " & ".join(f"(t{i}.name_mask >> {i})" for i in range(len(key)))
        comment = " & ".join(f"(t{i}.comment_mask >> {i})" for i in range(len(key)))
        sql = (f"select t0.object_id, (({name}) != 0 or ({comment}) != 0) from {RUNS} cross join terms t0 {joins} "
               f"where t0.term = ? and {within('t0.object_id')}")
        params = [self._runs(database), *key[1:], key[0]]
        side_by_side, together = set(), set()
        for oid, adjacent in self.conn.execute(sql, params):
            together.add(oid)
            if adjacent:
                side_by_side.add(oid)
        return side_by_side, together

    def heading_terms(self, terms: Iterable[str]) -> set[str]:
        return {term for term in dict.fromkeys(terms) if self.conn.execute(
            f"select exists(select 1 from {RUNS} cross join terms t where t.term = ? and {within('t.object_id')} "
            "and (t.name_head_hit or t.comment_head_hit))", [self.runs.objects, term]).fetchone()[0]}

    def _visible_union(self, terms: Sequence[str], tables: Sequence[str]) -> tuple[str, list]:
        """SQL for the visible objects with any of the terms in any of the tables (and its
        parameters, the runs first: pass `self._runs(database)`)."""
        terms = list(dict.fromkeys(terms))
        marks_ = marks(terms)
        parts = [f"select distinct t.object_id from {RUNS} cross join {table} t where t.term in ({marks_}) "
                 f"and {within('t.object_id')}" for table in tables]
        return " union ".join(parts), terms

    def count_strong(self, terms: Sequence[str], database: str | None = None) -> int:
        """Counted by SQLite, as the Store counts: the rows are never handed to Python."""
        if not terms:
            return 0
        sql, terms = self._visible_union(terms, ["terms"])
        return self.conn.execute(f"select count(*) from ({sql})", [self._runs(database), *terms]).fetchone()[0]

    def count_objects(self, terms: Sequence[str], database: str | None = None) -> int:
        if not terms:
            return 0
        sql, terms = self._visible_union(terms, ["terms", "column_terms"])
        runs = self._runs(database)
        return self.conn.execute(f"select count(*) from ({sql})", [runs, *terms, runs, *terms]).fetchone()[0]

    def object_ids_with(self, terms: Sequence[str], database: str | None = None) -> set[int]:
        if not terms:
            return set()
        return self._term_objects("terms", terms, database) | self._term_objects("column_terms", terms, database)

    def named_ids(self, terms: Sequence[str]) -> set[int]:
        return self._term_objects("terms", terms) if terms else set()

    def known_terms(self, terms: Iterable[str], allowed: AbstractSet[int] | None = None) -> set[str]:
        found: set[str] = set()
        for term in dict.fromkeys(terms):
            for table in ("terms", "column_terms"):
                if self.conn.execute(f"select exists(select 1 from {RUNS} cross join {table} t where t.term = ? "
                                     f"and {within('t.object_id')})", [self.runs.objects, term]).fetchone()[0]:
                    found.add(term)
                    break
        if allowed is not None and allowed is not self.runs.allowed:
            found = {term for term in found if not self.object_ids_with([term]).isdisjoint(allowed)}
        return found

    def _bound_postings(self) -> tuple[str, dict]:
        return (f"q cross join json_each(:visible_runs) r cross join terms t "
                f"on t.term = q.term and {within('t.object_id')}", {"visible_runs": self.runs.objects})

    def top_column_weights(self, term: str, limit: int, database: str | None = None,
                           allowed: AbstractSet[int] | None = None) -> list[tuple[int, float]]:
        # Sorted by SQLite, keeping only the first `limit` (the visible postings are read, in C).
        sql = (f"select t.object_id, t.weight from {RUNS} cross join column_terms t where t.term = ? "
               f"and {within('t.object_id')} order by t.weight desc, t.object_id")
        rows = self.conn.execute(sql + ("" if allowed not in (None, self.runs.allowed) else " limit ?"),
                                 [self._runs(database), term] + ([] if allowed not in (None, self.runs.allowed)
                                                                 else [limit])).fetchall()
        return [row for row in rows if allowed is None or row[0] in allowed][:limit]

    def referencing(self, object_ids: Sequence[int]) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {oid: [] for oid in object_ids}
        for chunk in chunks(list(object_ids)):
            for target, source in self._visible_rows("t.other_object_id, t.object_id", "foreign_keys",
                                                     f"+t.other_object_id in ({marks(chunk)})", "object_id",
                                                     list(chunk)):
                out[target].append(source)
        return out

    # -- names --------------------------------------------------------------------------------------
    def names_starting(self, prefix: str, limit: int,
                       allowed: AbstractSet[int] | None = None) -> list[tuple[int, str]]:
        rows = self._visible_rows("t.id, t.name_key", "objects", "+t.name_key >= ? and +t.name_key < ?", "id",
                                  [prefix, prefix + "\uffff"])
        rows.sort(key=lambda row: (row[1], row[0]))
        return [row for row in rows if allowed is None or row[0] in allowed][:limit]

    # -- full text --------------------------------------------------------------------------------
    def _fulltext_rows(self, expression: str, select: str, database: str | None = None) -> list:
        sql = (f"select {select} from {RUNS} cross join documents_fts f join documents d on d.rowid = f.rowid "
               f"where documents_fts match ? and {within('f.rowid')}")
        return self.conn.execute(sql, [self._runs(database), expression]).fetchall()

    def fulltext(self, tokens: Sequence[str], limit: int,
                 allowed: AbstractSet[int] | None = None) -> list[tuple[int, str]]:
        if not tokens:
            return []
        import sqlite3

        expression = " OR ".join('"' + t.replace('"', '""') + '"' for t in tokens)
        try:
            rows = self._fulltext_rows(expression, "d.object_id, d.text")
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

    def fulltext_ids(self, expression: str, database: str | None = None) -> set[int]:
        import sqlite3

        try:
            return {row[0] for row in self._fulltext_rows(expression, "d.object_id", database)}
        except sqlite3.OperationalError:
            return set()

    # -- columns ------------------------------------------------------------------------------------
    def columns_named(self, name_key: str, name: str | None, database: str | None = None) -> list[int]:
        where, params = "t.name_key = ?", [name_key]
        if name is not None:
            where += " and t.name = ? collate nocase"
            params.append(name)
        return list(dict.fromkeys(row[0] for row in self._visible_rows("t.object_id", "columns", where, "object_id",
                                                                       params, database)))

    def labels_for(self, keys: Iterable[str], object_ids: Iterable[int] | None = None) -> list[LabelRow]:
        """Labels of visible objects' columns: read by (label, column id) within the runs of the
        visible objects' column ids — columns are numbered in object order, which is checked once."""
        keys = list(dict.fromkeys(keys))
        column_runs = self._column_runs()
        if column_runs is None:  # not numbered in object order: the Store's read, filtered
            rows = [row for row in self.base.labels_for(keys) if row.object_id in self.runs.allowed]
        else:
            rows = []
            for chunk in chunks(keys):
                sql = (f"select t.label_key, t.object_id, t.column_id, t.code from {RUNS} cross join column_labels t "
                       f"where t.label_key in ({marks(chunk)}) and {within('t.column_id')}")
                rows.extend(LabelRow(*row) for row in self.conn.execute(sql, [column_runs, *chunk]))
            rows = [row for row in rows if row.object_id in self.runs.allowed]
        if object_ids is not None:
            wanted = set(object_ids)
            rows = [row for row in rows if row.object_id in wanted]
        return rows

    def _column_runs(self) -> str | None:
        """The visible objects' column ids as runs (JSON, packed like object runs), or None when
        this index does not number columns in object order."""
        cache = self.base.__dict__.setdefault("_visible_column_runs", {})
        if self.runs.objects in cache:
            return cache[self.runs.objects]
        packed = None
        if columns_in_object_order(self.base):
            packed = []
            for run in json.loads(self.runs.objects):
                low, high = run >> RUN_SHIFT, run & RUN_MASK
                first = self.conn.execute("select id from columns where object_id between ? and ? "
                                          "order by object_id, position limit 1", [low, high]).fetchone()
                last = self.conn.execute("select id from columns where object_id between ? and ? "
                                         "order by object_id desc, position desc limit 1", [low, high]).fetchone()
                if first and last:
                    packed.append(first[0] << RUN_SHIFT | last[0])
            packed = json.dumps(packed)
        if len(cache) >= RUNS_CACHE_SIZE:
            cache.clear()
        cache[self.runs.objects] = packed
        return packed


