"""Build the metadata index: a plain SQLite file describing one or more databases.

Tables (all written with sqlite-utils):

- `meta` — key/value: format version, when and from what it was built, the engines;
- `sources` — one row per source with its statement count and skipped-statement report;
- `objects` — every table and view: database, schema, name, kind, comment, engine, fan-in;
- `columns` — every column: name, type, comment, position, primary key, and its legend of coded
  values (JSON, docs/conditions.md) when a description lists one;
- `column_labels` — one row per legend label, keyed by the folded label, so a value typed in
  words (`已发货`) finds its column and code by index;
- `foreign_keys` — edges between objects, with the join columns;
- `terms` — weighted search terms from a table's own name and comment, one row per (term, object):
  the best evidence that the object is about the term, and where it was found;
- `column_terms` — the same for words found in the object's columns (weaker evidence, and by far
  the most rows: `创建时间` is in most tables), kept apart so a request reads them by count and by
  targeted lookup, never in bulk;
- `term_stats` — per term, how many objects have it in their name or comment and in columns;
- `object_keys` — the folded forms that name an object exactly (its name, `schema.name`, its
  comment without a trailing `表`), for the exact-match rule;
- `documents` + `documents_fts` — one full-text document per object, pre-tokenized (words,
  sub-words and CJK bigrams) for recall when no term matches;
- `column_stats` + `column_values` — what the rows of each column hold, for sources whose values
  were read (value_index.py).

What each object is about is found by terms.py; the weights stored are evidence that an object
*is about* a word (rules.py lists them with their reasons). They are fixed at build time; the
resolver scales them by how much each word narrows the index (IDF) at request time.
"""

from __future__ import annotations

import datetime
import json
import os
import sqlite3
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

import sqlite_utils

from ..sources.gc_batches import fewer_collections
from ..sources.legends import Legend, enum_legend, listed_values_legend, parse_legend
from ..sources.model import Column, SourceSchema
from ..words import normalize
from .terms import (
    MAX_PHRASE_POSITIONS,
    column_subjects,
    content_phrase,
    document_text,
    is_relation,
    module_prefixes,
    object_keys,
    object_terms,
    own_words,
    table_name_phrase,
)
from .value_index import VALUES_INDEXES_SQL, VALUES_SCHEMA_SQL, write_values

# 3: columns.legend and column_labels (conditions in business words).
# 4: a reading of a name's or comment's head word weighs as its head only when it reads its end
#    (rules.HEAD_READING_MIN), and column_labels keys each name of a code (`已发货/待收货`).
# 5: column_stats and column_values (values from the data; 4 is another change of the same time).
FORMAT_VERSION = 5


@dataclass
class BuildReport:
    path: str
    objects: int = 0
    tables: int = 0
    views: int = 0
    columns: int = 0
    edges: int = 0
    terms: int = 0
    statements: int = 0
    skipped: int = 0
    sources: list[dict] = field(default_factory=list)
    seconds: float = 0.0
    value_tables: int = 0  # tables whose values were read
    values: int = 0  # distinct values recorded

    def summary(self) -> str:
        values = (f"; values of {self.value_tables} table(s), {self.values} distinct value(s) recorded"
                  if self.value_tables else "")
        return (
            f"{self.objects} objects ({self.tables} tables, {self.views} views), {self.columns} columns, "
            f"{self.edges} foreign keys, {self.terms} terms from {len(self.sources)} source(s){values}; "
            f"{self.skipped} statement(s) skipped"
        )


SCHEMA_SQL = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE sources (
    id INTEGER PRIMARY KEY, database TEXT NOT NULL, engine TEXT NOT NULL, kind TEXT NOT NULL,
    path TEXT, statements INTEGER, skipped INTEGER, report TEXT
);
CREATE TABLE objects (
    id INTEGER PRIMARY KEY,
    database TEXT NOT NULL,
    schema TEXT,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    comment TEXT,
    engine TEXT NOT NULL,
    source_id INTEGER REFERENCES sources(id),
    qualified TEXT NOT NULL,
    name_key TEXT NOT NULL,
    column_count INTEGER NOT NULL,
    fan_in INTEGER NOT NULL DEFAULT 0,
    hidden INTEGER NOT NULL DEFAULT 0,
    name_words TEXT NOT NULL,
    comment_words TEXT NOT NULL,
    name_size INTEGER NOT NULL,
    comment_size INTEGER NOT NULL,
    name_head INTEGER,
    comment_head INTEGER
);
CREATE TABLE columns (
    id INTEGER PRIMARY KEY,
    object_id INTEGER NOT NULL REFERENCES objects(id),
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    type TEXT,
    comment TEXT,
    pk INTEGER NOT NULL DEFAULT 0,
    "notnull" INTEGER NOT NULL DEFAULT 0,
    legend TEXT
);
CREATE TABLE column_labels (
    label_key TEXT NOT NULL,
    object_id INTEGER NOT NULL REFERENCES objects(id),
    column_id INTEGER NOT NULL REFERENCES columns(id),
    code TEXT NOT NULL,
    PRIMARY KEY (label_key, column_id)
) WITHOUT ROWID;
CREATE TABLE foreign_keys (
    id INTEGER PRIMARY KEY,
    object_id INTEGER NOT NULL REFERENCES objects(id),
    columns TEXT NOT NULL,
    other_object_id INTEGER NOT NULL REFERENCES objects(id),
    other_columns TEXT NOT NULL
);
CREATE TABLE terms (
    term TEXT NOT NULL,
    object_id INTEGER NOT NULL REFERENCES objects(id),
    weight REAL NOT NULL,
    field TEXT NOT NULL,
    name_mask INTEGER NOT NULL,
    comment_mask INTEGER NOT NULL,
    name_bits INTEGER NOT NULL,
    comment_bits INTEGER NOT NULL,
    name_head_hit INTEGER NOT NULL,
    comment_head_hit INTEGER NOT NULL,
    PRIMARY KEY (term, object_id)
) WITHOUT ROWID;
CREATE TABLE column_terms (
    term TEXT NOT NULL,
    object_id INTEGER NOT NULL REFERENCES objects(id),
    weight REAL NOT NULL,
    column_id INTEGER NOT NULL REFERENCES columns(id),
    PRIMARY KEY (term, object_id)
) WITHOUT ROWID;
CREATE TABLE term_stats (
    term TEXT PRIMARY KEY,
    strong INTEGER NOT NULL,
    columns INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE object_keys (
    key TEXT NOT NULL,
    object_id INTEGER NOT NULL REFERENCES objects(id),
    how TEXT NOT NULL,
    PRIMARY KEY (key, object_id, how)
) WITHOUT ROWID;
CREATE TABLE documents (object_id INTEGER PRIMARY KEY REFERENCES objects(id), text TEXT NOT NULL);
""" + VALUES_SCHEMA_SQL

INDEXES_SQL = """
CREATE INDEX objects_name_key ON objects(name_key);
CREATE INDEX objects_database ON objects(database, schema);
CREATE INDEX columns_object ON columns(object_id, position);
CREATE INDEX columns_name_key ON columns(name_key, object_id);
-- where-only keys name a column exactly (store_columns.columns_named): the name is read from the
-- index, not from each of the thousands of rows a common column name has.
CREATE INDEX columns_name ON columns(name_key, name COLLATE NOCASE, object_id);
CREATE INDEX foreign_keys_from ON foreign_keys(object_id);
CREATE INDEX foreign_keys_to ON foreign_keys(other_object_id);
CREATE INDEX terms_object ON terms(object_id);
CREATE INDEX column_terms_object ON column_terms(object_id);
CREATE INDEX column_terms_weight ON column_terms(term, weight DESC, object_id);
CREATE INDEX column_labels_object ON column_labels(object_id);
""" + VALUES_INDEXES_SQL


def _head(content: dict) -> int | None:
    head = content.get("head")
    return head if head is not None and head < MAX_PHRASE_POSITIONS else None


def _json(value) -> str:
    return json.dumps(value, ensure_ascii=False)


def _utc_now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat()


def write_index(
    db: sqlite_utils.Database,
    sources: Iterable[SourceSchema],
    *,
    built_from: str = "",
    progress: Callable[[int], None] | None = None,
    aliases: list | None = None,
) -> BuildReport:
    """Write a complete index into an empty sqlite-utils Database. `aliases` (groups and bindings)
    are stored in `meta` for resolvers that read this index (the CLI, a prebuilt index in Datasette)."""
    report = BuildReport(path=str(getattr(db.conn, "path", "")))
    conn = db.conn
    conn.executescript(SCHEMA_SQL)
    engines: set[str] = set()
    object_id = 0
    column_id = 0
    by_name: dict[tuple[str, str | None, str], int] = {}
    pending_edges = []
    legends = _Legends()
    with fewer_collections(), conn:
        for source_id, source in enumerate(sources, start=1):
            engines.add(source.engine)
            report.statements += source.statements
            report.skipped += len(source.skipped)
            skipped = [{"line": s.line, "reason": s.reason, "snippet": s.snippet} for s in source.skipped]
            db["sources"].insert(
                {"id": source_id, "database": source.database, "engine": source.engine, "kind": source.kind,
                 "path": source.path, "statements": source.statements, "skipped": len(source.skipped),
                 "report": json.dumps(skipped[:200], ensure_ascii=False)}
            )
            report.sources.append({"database": source.database, "engine": source.engine, "path": source.path,
                                   "kind": source.kind, "skipped": len(source.skipped)})
            objects, columns, terms, column_terms, keys, documents, labels = [], [], [], [], [], [], []
            read: list = []  # (object id, column id, what its rows hold)
            prefixes = module_prefixes(source.tables)
            subjects = column_subjects(source.tables)
            own = own_words(source.tables)
            for table in source.tables:
                object_id += 1
                by_name[(table.database, table.schema, table.name)] = object_id
                name_words = content_phrase(table_name_phrase(table.spelled or table.name), prefixes)
                comment_words = content_phrase(normalize.comment_phrase(table.comment))
                name_words["relation"] = is_relation(table, name_words, comment_words)
                objects.append((
                    object_id, table.database, table.schema, table.name, table.kind, table.comment, table.engine,
                    source_id, table.qualified, normalize.fold_identifier(table.name), len(table.columns),
                    int(table.hidden), _json(name_words), _json(comment_words),
                    min(len(name_words["words"]), MAX_PHRASE_POSITIONS),
                    min(len(comment_words["words"]), MAX_PHRASE_POSITIONS),
                    _head(name_words), _head(comment_words),
                ))
                ids = []
                for position, column in enumerate(table.columns):
                    column_id += 1
                    ids.append(column_id)
                    legend, legend_text = legends.of(column)
                    columns.append((column_id, object_id, position, column.name, normalize.fold_identifier(column.name),
                                    column.type, column.comment, column.pk, int(column.notnull), legend_text))
                    if legend is not None:
                        labels.extend((key, object_id, column_id, code) for key, code in legend.label_keys())
                    if table.values_read and column.values is not None:
                        read.append((object_id, column_id, column.values))
                report.value_tables += table.values_read
                bag = object_terms(table, ids, prefixes, name_words, comment_words,
                                   subjects.get((table.schema, table.name), ()), own)
                name_head, comment_head = _head(name_words), _head(comment_words)
                terms.extend((term, object_id, round(weight, 4), field_name, name_mask, comment_mask,
                              bin(name_mask).count("1"), bin(comment_mask).count("1"),
                              int(name_head is not None and bool(name_mask >> name_head & 1)),
                              int(comment_head is not None and bool(comment_mask >> comment_head & 1)))
                             for term, weight, field_name, name_mask, comment_mask in bag.strong_rows())
                column_terms.extend((term, object_id, round(weight, 4), col) for term, weight, col in bag.column_rows())
                keys.extend((k, object_id, how) for k, how in object_keys(table, prefixes))
                documents.append((object_id, document_text(table)))
                report.objects += 1
                report.tables += table.kind == "table"
                report.views += table.kind == "view"
                report.columns += len(table.columns)
                if progress is not None:
                    progress(1)
            # Bulk rows go through executemany: sqlite-utils' insert_all builds a dict per row and
            # measured 2.2 s of a 7.4 s build at 1,000 tables; it still writes sources, meta and FTS.
            conn.executemany(
                "INSERT INTO objects (id, database, schema, name, kind, comment, engine, source_id, qualified, "
                "name_key, column_count, hidden, name_words, comment_words, name_size, comment_size, name_head, "
                "comment_head) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                objects)
            conn.executemany('INSERT INTO columns (id, object_id, position, name, name_key, type, comment, pk, "notnull", '
                             "legend) VALUES (?,?,?,?,?,?,?,?,?,?)", columns)
            conn.executemany("INSERT OR IGNORE INTO column_labels (label_key, object_id, column_id, code) "
                             "VALUES (?,?,?,?)", labels)
            conn.executemany("INSERT INTO terms (term, object_id, weight, field, name_mask, comment_mask, name_bits, "
                             "comment_bits, name_head_hit, comment_head_hit) VALUES (?,?,?,?,?,?,?,?,?,?)", terms)
            conn.executemany("INSERT INTO column_terms (term, object_id, weight, column_id) VALUES (?,?,?,?)",
                             column_terms)
            conn.executemany("INSERT OR IGNORE INTO object_keys (key, object_id, how) VALUES (?,?,?)", keys)
            conn.executemany("INSERT INTO documents (object_id, text) VALUES (?,?)", documents)
            report.values += write_values(conn, read)[1]
            report.terms += len(terms) + len(column_terms)
            pending_edges.extend(source.foreign_keys)
        edges = []
        fan_in: dict[int, int] = {}
        for fk in pending_edges:
            a = by_name.get((fk.database, fk.schema, fk.table))
            b = by_name.get((fk.database, fk.other_schema, fk.other_table))
            if a is None or b is None:
                continue
            edges.append({"object_id": a, "columns": json.dumps(fk.columns, ensure_ascii=False),
                          "other_object_id": b, "other_columns": json.dumps(fk.other_columns, ensure_ascii=False)})
            if a != b:
                fan_in[b] = fan_in.get(b, 0) + 1
        conn.executemany("INSERT INTO foreign_keys (object_id, columns, other_object_id, other_columns) "
                         "VALUES (:object_id, :columns, :other_object_id, :other_columns)", edges)
        conn.executemany("UPDATE objects SET fan_in = ? WHERE id = ?", [(n, i) for i, n in fan_in.items()])
        conn.execute(
            "INSERT INTO term_stats (term, strong, columns) "
            "SELECT term, sum(strong), sum(columns) FROM ("
            "  SELECT term, count(*) AS strong, 0 AS columns FROM terms GROUP BY term"
            "  UNION ALL SELECT term, 0, count(*) FROM column_terms GROUP BY term"
            ") GROUP BY term"
        )
        report.edges = len(edges)
        conn.executescript(INDEXES_SQL)
        meta = {
            "format_version": str(FORMAT_VERSION),
            "built_at": _utc_now(),
            "build_id": uuid.uuid4().hex,  # one per build: what is read from it may be kept by it
            "built_from": built_from,
            "built_with": _version(),
            "sources": json.dumps(report.sources, ensure_ascii=False),
            "engines": json.dumps(sorted(engines)),
            "objects": str(report.objects),
            "aliases": json.dumps(aliases or [], ensure_ascii=False),
        }
        db["meta"].insert_all([{"key": k, "value": v} for k, v in meta.items()])
    # Full-text recall over pre-split tokens: `unicode61` then only splits at the spaces we wrote.
    db["documents"].enable_fts(["text"], fts_version="FTS5", tokenize="unicode61", create_triggers=False)
    db["documents"].populate_fts(["text"])
    conn.execute("ANALYZE")
    conn.commit()
    return report


class _Legends:
    """The legend of a column's descriptions: the first that lists one, the current description
    before those it replaced (a Datasette description before the SQL comment). Schemas repeat
    their comments (`状态（0正常 1停用）` in every table), so each text is read once per build."""

    def __init__(self):
        self._seen: dict[str, tuple[Legend | None, str | None]] = {}

    def of(self, column: Column) -> tuple[Legend | None, str | None]:
        """(legend, its stored JSON), or (None, None)."""
        for text in (column.comment, *reversed(column.replaced_comments)):
            if not text:
                continue
            found = self._seen.get(text)
            if found is None:
                legend = parse_legend(text)
                found = self._seen[text] = (legend, legend.to_json() if legend else None)
            if found[0] is not None:
                return found
        # (no description lists them as codes: an ENUM type does, or a description that is the list)
        legend = enum_legend(column.type, column.comment) or listed_values_legend(column.comment, column.type, column.name)
        return (legend, legend.to_json()) if legend is not None else (None, None)


def _version() -> str:
    try:
        from importlib.metadata import version

        return "datasette-dbgraph " + version("datasette-dbgraph")
    except Exception:  # pragma: no cover - running from a source tree without metadata
        return "datasette-dbgraph"


def build_index_file(
    output: str | Path,
    sources: Iterable[SourceSchema],
    *,
    built_from: str = "",
    progress: Callable[[int], None] | None = None,
    aliases: list | None = None,
    check: Callable[[sqlite3.Connection], None] | None = None,
) -> BuildReport:
    """Write the index next to `output` and rename it into place, so a reader never sees a
    half-written file and a failed build leaves the old index as it was. The temporary file is
    locked while it is written; one left by a killed build is removed by the next build. `check`,
    given the written index, may raise to keep it from replacing the old one."""
    import time

    from .tempfiles import locked_temp

    started = time.perf_counter()
    output = Path(output)
    with locked_temp(output) as temp:
        conn = sqlite3.connect(temp)
        try:
            conn.execute("PRAGMA journal_mode = OFF")
            conn.execute("PRAGMA synchronous = OFF")
            report = write_index(sqlite_utils.Database(conn), sources, built_from=built_from, progress=progress,
                                 aliases=aliases)
            if check is not None:
                check(conn)
        finally:
            conn.close()
        os.replace(temp, output)
    report.path = str(output)
    report.seconds = time.perf_counter() - started
    return report
