"""A prebuilt index written by `datasette dbgraph index` (for big catalogs, immutable deployments and
`datasette publish`): `index: <database>` names a loaded database holding it, or `index_file: <path>`
names the file itself, which is then read by the plugin alone and never served — not listed by 0.65's
`/-/databases.json` (name, path, size, hash), not a database any page could show (docs/configuration.md).

It is a snapshot. When a database Datasette serves has lost a table the snapshot lists, an answer
naming that table would link to a 404: `missing` finds such tables (once per schema version of each
served database) and `out_of_date` names the ones an answer uses, so the request is refused with
"the index is out of date" and the rebuild command instead.
"""

from __future__ import annotations

import asyncio
import sqlite3
from typing import Any, Mapping

from ...index.handle import Handle, ThreadConnections, file_identity
from ...index.store import IndexUnavailable, Store
from .live import index_facts, names_of
from .privacy import INTERNAL_DATABASES


class PrebuiltIndex:
    def __init__(self, datasette, name: str | None, path: str | None = None):
        """`name`: the loaded database that holds the index; or `path`: the index file itself."""
        self.datasette = datasette
        self.name = name or ""
        self.path = path
        self._file: tuple[tuple | None, ThreadConnections] | None = None
        self.current: Handle | None = None
        self.described: set[str] = set()  # the databases the current index describes
        self._names: dict[str, tuple[Any, Any, set[str]]] = {}  # database → (Database, version, names)
        self._missing: tuple[tuple, dict[int, tuple[str, str]]] | None = None

    def _unreadable(self, error: Exception) -> IndexUnavailable:
        return IndexUnavailable(f"the index database “{self.name}” cannot be read ({error})")

    def _run_on_file(self):
        """How to run work on the index file: a read-only connection per worker thread, opened
        again when the file is replaced (a rebuild writes a new file and renames it)."""
        identity = file_identity(self.path)
        if identity is None:
            raise IndexUnavailable(
                f"the configured index file {self.path} does not exist; build it with: "
                f"datasette dbgraph index SOURCE… -o {self.path}")
        if self._file is None or self._file[0] != identity:
            self._file = (identity, ThreadConnections())
        connections, path = self._file[1], self.path

        async def run(fn):
            return await asyncio.get_running_loop().run_in_executor(None, lambda: fn(connections.get(path)))

        return run, identity

    async def handle(self, private: set[str]) -> Handle:
        """The index to answer from; `private` are the served databases that hold indexes."""
        if self.path is not None:
            return await self._file_handle(private)
        db = self.datasette.databases.get(self.name)
        if db is None:
            raise IndexUnavailable(
                f"the configured index database “{self.name}” is not loaded; start Datasette with it "
                f"(datasette … {self.name}.db) or build it with: datasette dbgraph index SOURCE… -o {self.name}.db"
            )

        def built_at(conn):
            try:
                return conn.execute("select value from meta where key = 'built_at'").fetchone()
            except sqlite3.DatabaseError as error:
                raise self._unreadable(error) from None

        def load(conn):
            try:
                store = Store(conn)
                return (*index_facts(store), store.stored_aliases())
            except sqlite3.DatabaseError as error:
                raise self._unreadable(error) from None

        row = await db.execute_fn(built_at)
        served = {n for n in self.datasette.databases if n not in INTERNAL_DATABASES and n not in private
                  and n != self.name}
        key = ("prebuilt", self.name, row[0] if row else None)
        if self.current is None or self.current.key != key:
            refs, in_order, stored = await db.execute_fn(load)
            path = None if getattr(db, "is_memory", False) else getattr(db, "path", None)
            self.current = Handle(run=db.execute_fn, key=key, served=served, index_database=self.name, refs=refs,
                                  stored_aliases=stored, file=(path, db.is_mutable is False) if path else None,
                                  columns_in_order=in_order)
            self.described = {database for _, database, _, _ in refs}
        self.current.served = served
        return self.current

    async def _file_handle(self, private: set[str]) -> Handle:
        run, identity = self._run_on_file()

        def load(conn):
            try:
                store = Store(conn)
                return (*index_facts(store), store.stored_aliases())
            except sqlite3.DatabaseError as error:
                raise IndexUnavailable(f"the index file {self.path} cannot be read ({error})") from None

        served = {n for n in self.datasette.databases if n not in INTERNAL_DATABASES and n not in private}
        key = ("prebuilt-file", self.path, identity)
        if self.current is None or self.current.key != key:
            refs, in_order, stored = await run(load)
            self.current = Handle(run=run, key=key, served=served, refs=refs, stored_aliases=stored,
                                  file=(self.path, True), columns_in_order=in_order)
            self.described = {database for _, database, _, _ in refs}
        self.current.served = served
        return self.current

    async def _table_names(self, database: str) -> set[str]:
        db = self.datasette.databases[database]
        if getattr(db, "is_mutable", True) is False:
            version: Any = "immutable"
        else:
            version = await db.execute_fn(lambda conn: conn.execute("PRAGMA schema_version").fetchone()[0])
        seen = self._names.get(database)
        if seen is None or seen[0] is not db or seen[1] != version:
            names = set(await names_of(db))
            self._names[database] = seen = (db, version, names)
        return seen[2]

    async def missing(self, handle: Handle) -> dict[int, tuple[str, str]]:
        """Objects of served databases that those databases no longer have: {id: (database, name)}."""
        databases = sorted({db for _, db, _, _ in handle.refs if db in handle.served})
        names = {database: await self._table_names(database) for database in databases}
        signature = (handle.key, tuple((d, id(self._names[d][0]), self._names[d][1]) for d in databases))
        if self._missing is None or self._missing[0] != signature:
            found = {oid: (db, name) for oid, db, _, name in handle.refs
                     if db in handle.served and name not in names[db]}
            self._missing = (signature, found)
        return self._missing[1]

    @staticmethod
    def out_of_date(result: Mapping, missing: Mapping[int, tuple[str, str]]) -> list[str]:
        """The tables an answer names that their database no longer has, as `database.table`."""
        if not missing:
            return []
        gone = set(missing.values())
        named: list[tuple[str, str]] = []
        items: list[Mapping] = [*(result.get("candidates") or []), *(result.get("near_misses") or [])]
        resolved = result.get("resolved")
        if resolved:
            items = [resolved, *(resolved.get("joins") or []), *items]
        for item in items:
            pair = (item.get("database"), item.get("table"))
            if pair in gone and pair not in named:
                named.append(pair)
        return [f"{db}.{table}" for db, table in named]
