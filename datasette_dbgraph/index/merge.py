"""One index file from several, each built from other databases — so that after a schema change
only the changed database is read and indexed again, and the rest is copied by SQLite.

Merging part files built by `indexer.build_index_file` gives the same rows as one build over all
their sources in the same order: ids are offset part by part exactly as the writer numbers them,
per-object facts (terms, fan-in, module prefixes) never cross a database, `term_stats` counts add
up, and the full-text index and the SQL indexes are created afresh. A table or an id column this
module does not know stops the merge (`MergeUnsupported`) instead of writing a wrong index; the
caller then builds from scratch.
"""

from __future__ import annotations

import datetime
import json
import os
import sqlite3
import uuid
from pathlib import Path
from typing import Sequence

from .tempfiles import locked_temp

# Which id space each id column belongs to: ids of objects, columns, sources and foreign keys are
# numbered across the whole index, so each part's are moved past the ones merged before it.
OWN_IDS = {"objects": "objects", "columns": "columns", "sources": "sources", "foreign_keys": "foreign_keys"}
REFERENCES = {"object_id": "objects", "other_object_id": "objects", "column_id": "columns",
              "source_id": "sources"}
# Tables whose rows are computed from the others: counts per term are summed, meta is merged.
COUNTED = "term_stats"
META = "meta"
META_LISTS = ("sources",)  # JSON lists, concatenated
META_SUMS = ("objects",)
META_UNIONS = ("engines",)  # JSON lists, merged and sorted


class MergeUnsupported(Exception):
    """The parts hold something this module does not know how to merge."""


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _schema(conn: sqlite3.Connection) -> tuple[list[tuple[str, str]], list[tuple[str, str]], list[str]]:
    """(plain tables, virtual tables, index statements) of the attached part `p`."""
    rows = conn.execute("select type, name, sql from p.sqlite_master where sql is not null order by rowid").fetchall()
    virtual = [(name, sql) for kind, name, sql in rows if kind == "table" and sql.upper().startswith("CREATE VIRTUAL")]
    shadows = tuple(f"{name}_" for name, _ in virtual)
    plain = [(name, sql) for kind, name, sql in rows if kind == "table" and (name, sql) not in virtual
             and not name.startswith("sqlite_") and not name.startswith(shadows)]
    indexes = [sql for kind, name, sql in rows if kind == "index"]
    return plain, virtual, indexes


def _select(table: str, columns: list[str]) -> str:
    """The part's rows of `table`, ids moved past the rows merged before (`:objects`, …)."""
    parts = []
    for column in columns:
        space = OWN_IDS.get(table) if column == "id" else REFERENCES.get(column)
        if space is None and (column == "id" or column.endswith("_id")):
            raise MergeUnsupported(f"unknown id column {table}.{column}")
        parts.append(f"{_quote(column)} + :{space}" if space else _quote(column))
    return ", ".join(parts)


def _merged_meta(metas: list[dict[str, str]]) -> dict[str, str]:
    versions = {meta.get("format_version") for meta in metas}
    if len(versions) != 1:
        raise MergeUnsupported(f"parts of different format versions: {sorted(map(str, versions))}")
    out = dict(metas[0])
    for key in META_LISTS:
        out[key] = json.dumps([item for meta in metas for item in json.loads(meta.get(key) or "[]")],
                              ensure_ascii=False)
    for key in META_UNIONS:
        out[key] = json.dumps(sorted({item for meta in metas for item in json.loads(meta.get(key) or "[]")}))
    for key in META_SUMS:
        out[key] = str(sum(int(meta.get(key) or 0) for meta in metas))
    out["built_at"] = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat()
    out["build_id"] = uuid.uuid4().hex  # a new index, not its first part
    return out


def merge_index_files(output: str | Path, parts: Sequence[str | Path]) -> None:
    """Write the merge of `parts` (index files, in order) to `output`, atomically."""
    if not parts:
        raise MergeUnsupported("nothing to merge")
    with locked_temp(output) as temp:
        conn = sqlite3.connect(temp, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode = OFF")
            conn.execute("PRAGMA synchronous = OFF")
            conn.execute("ATTACH DATABASE ? AS p", [str(parts[0])])
            plain, virtual, indexes = _schema(conn)
            conn.execute("DETACH DATABASE p")
            columns: dict[str, list[str]] = {}
            for name, sql in plain:
                conn.execute(sql)
                columns[name] = [row[1] for row in conn.execute(f"PRAGMA table_info({_quote(name)})")]
            selects = {name: _select(name, cols) for name, cols in columns.items() if name not in (COUNTED, META)}
            metas = []
            for part in parts:
                conn.execute("ATTACH DATABASE ? AS p", [str(part)])
                part_plain, _, _ = _schema(conn)
                if [name for name, _ in part_plain] != [name for name, _ in plain]:
                    raise MergeUnsupported(f"{part} has other tables than {parts[0]}")
                offsets = {space: conn.execute(f"select coalesce(max(id), 0) from main.{_quote(space)}").fetchone()[0]
                           for space in set(OWN_IDS.values())}
                conn.execute("BEGIN")
                for name, select in selects.items():
                    cols = ", ".join(_quote(c) for c in columns[name])
                    conn.execute(f"INSERT INTO main.{_quote(name)} ({cols}) SELECT {select} FROM p.{_quote(name)}",
                                 offsets)
                if COUNTED in columns:
                    _add_counts(conn, columns[COUNTED])
                metas.append(dict(conn.execute("select key, value from p.meta").fetchall()))
                conn.execute("COMMIT")
                conn.execute("DETACH DATABASE p")
            conn.execute("BEGIN")
            conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", _merged_meta(metas).items())
            for name, sql in virtual:
                conn.execute(sql)
                conn.execute(f"INSERT INTO {_quote(name)}({_quote(name)}) VALUES ('rebuild')")
            for sql in indexes:
                conn.execute(sql)
            conn.execute("COMMIT")
            conn.execute("ANALYZE")
        finally:
            conn.close()
        os.replace(temp, output)


def _add_counts(conn: sqlite3.Connection, columns: list[str]) -> None:
    """Add the part's per-term counts to the merged ones."""
    key, counts = columns[0], columns[1:]
    cols = ", ".join(_quote(c) for c in columns)
    updates = ", ".join(f"{_quote(c)} = {_quote(c)} + excluded.{_quote(c)}" for c in counts)
    conn.execute(f"INSERT INTO main.{COUNTED} ({cols}) SELECT {cols} FROM p.{COUNTED} WHERE true "
                 f"ON CONFLICT({_quote(key)}) DO UPDATE SET {updates}")
