"""The index behind a running Datasette.

Two ways to have one:

- **live** (the default): the databases Datasette serves are read and indexed on the first
  request — not at start-up, so `datasette demo.db` starts as fast as ever — into a private file
  that no page serves (it names every table, including ones an actor may not see). Each request
  compares every indexed database's `PRAGMA schema_version` with the one it was built from and
  rebuilds first when one changed, so an answer is never about a schema that no longer exists;
- **prebuilt**: `index: <database>` names a loaded database holding an index written by
  `datasette dbgraph index` (for big catalogs, immutable deployments and `datasette publish`).

Either way the resolver runs in a worker thread on a read-only connection.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import sqlite3
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from datasette.utils import await_me_maybe

from . import compat
from .aliases import AliasError, AliasTable, build_alias_table, load_alias_file, validate_groups
from .indexer import build_index_file
from .settings import ConfigError, Settings, parse_settings, PLUGIN_NAME
from .sqlite_source import read_connection
from .store import IndexUnavailable, Store

# Databases that are Datasette's own, never user data.
INTERNAL_DATABASES = {"_internal", "_memory"}
# On Datasette 0.65 an instance with permission rules is checked table by table; the result for
# one actor is reused this long, so a burst of keystroke-sized requests costs one pass.
PERMISSION_CACHE_SECONDS = 5.0
PERMISSION_CACHE_SIZE = 256
# Checked Store objects kept (one per worker connection and index generation).
STORE_CACHE_SIZE = 64


@dataclass
class Handle:
    """One usable index: how to run a function on it, and facts about it."""

    run: Callable[[Callable[[sqlite3.Connection], Any]], Any]
    key: tuple
    served: set[str]  # databases whose objects Datasette serves (links, table permissions)
    index_database: str | None = None  # the prebuilt index's own database, if any
    refs: list[tuple[int, str, str | None, str]] = field(default_factory=list)
    stored_aliases: list[list[str]] = field(default_factory=list)


class _ThreadConnections:
    """One read-only connection per worker thread per index file."""

    def __init__(self):
        self.local = threading.local()

    def get(self, path: str) -> sqlite3.Connection:
        cache = getattr(self.local, "cache", None)
        if cache is None:
            cache = self.local.cache = {}
        conn = cache.get(path)
        if conn is None:
            for old in list(cache):
                cache.pop(old).close()
            conn = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True, check_same_thread=False)
            cache[path] = conn
        return conn


class DbGraph:
    """Per-Datasette state: settings, aliases, the index, the permission cache."""

    def __init__(self, datasette):
        from .hookspecs import register_hookspecs

        register_hookspecs()
        self.datasette = datasette
        self.error: str | None = None
        try:
            self.settings = parse_settings(datasette.plugin_config(PLUGIN_NAME))
        except ConfigError as error:
            self.settings = Settings()
            self.error = str(error)
        self._aliases: AliasTable | None = None
        self._lock = asyncio.Lock()
        self._live: Handle | None = None
        self._live_versions: dict[str, Any] | None = None
        self._live_dir: str | None = None
        self._live_path: str | None = None
        self._generation = 0
        self._connections = _ThreadConnections()
        self._permission_cache: dict[tuple, tuple[float, Any]] = {}
        self._prebuilt_handle: Handle | None = None
        self._stores: dict[tuple[int, tuple], Store] = {}
        self._merged_aliases: tuple[tuple, AliasTable] | None = None

    # -- aliases ---------------------------------------------------------------------------
    async def aliases(self) -> AliasTable:
        if self._aliases is None:
            groups = list(self.settings.aliases)
            if self.settings.aliases_file:
                try:
                    groups.extend(load_alias_file(self.settings.aliases_file))
                except AliasError as error:
                    raise ConfigError(str(error)) from None
            from datasette.plugins import pm

            for result in pm.hook.dbgraph_aliases(datasette=self.datasette):
                result = await await_me_maybe(result)
                try:
                    groups.extend(validate_groups(result, "dbgraph_aliases hook"))
                except AliasError as error:
                    raise ConfigError(str(error)) from None
            self._aliases = build_alias_table(groups)
        return self._aliases

    async def aliases_for(self, handle: Handle) -> AliasTable:
        """The configured aliases, plus those stored in a prebuilt index."""
        base = await self.aliases()
        if not handle.stored_aliases:
            return base
        if self._merged_aliases is None or self._merged_aliases[0] != handle.key:
            self._merged_aliases = (handle.key, base.with_entries(handle.stored_aliases))
        return self._merged_aliases[1]

    # -- which databases -------------------------------------------------------------------
    def indexed_databases(self) -> list[str]:
        names = [n for n in self.datasette.databases if n not in INTERNAL_DATABASES and n != self.settings.index]
        if self.settings.databases is not None:
            wanted = set(self.settings.databases)
            names = [n for n in names if n in wanted]
        return names

    async def _versions(self) -> dict[str, Any]:
        versions: dict[str, Any] = {}
        for name in self.indexed_databases():
            db = self.datasette.databases[name]
            if getattr(db, "is_mutable", True) is False:
                versions[name] = "immutable"
                continue
            try:
                versions[name] = await db.execute_fn(lambda conn: conn.execute("PRAGMA schema_version").fetchone()[0])
            except Exception as error:  # an unreadable database is reported, not fatal
                versions[name] = f"error: {error}"
        return versions

    # -- the index -------------------------------------------------------------------------
    async def handle(self) -> Handle:
        """The index to answer from; raises IndexUnavailable (→ 503) or ConfigError."""
        if self.error:
            raise ConfigError(self.error)
        if self.settings.index:
            return await self._prebuilt()
        versions = await self._versions()
        if self._live is not None and versions == self._live_versions:
            return self._live
        async with self._lock:
            versions = await self._versions()
            if self._live is None or versions != self._live_versions:
                await self._build(versions)
        return self._live

    async def _prebuilt(self) -> Handle:
        name = self.settings.index
        db = self.datasette.databases.get(name)
        if db is None:
            raise IndexUnavailable(
                f"the configured index database “{name}” is not loaded; start Datasette with it "
                f"(datasette … {name}.db) or build it with: datasette dbgraph index SOURCE… -o {name}.db"
            )

        def built_at(conn):
            try:
                return conn.execute("select value from meta where key = 'built_at'").fetchone()
            except sqlite3.DatabaseError as error:
                raise IndexUnavailable(f"the index database “{name}” cannot be read ({error})") from None

        def load(conn):
            try:
                store = Store(conn)
                return store.object_refs(), store.stored_aliases()
            except sqlite3.DatabaseError as error:
                raise IndexUnavailable(f"the index database “{name}” cannot be read ({error})") from None

        row = await db.execute_fn(built_at)
        key = ("prebuilt", name, row[0] if row else None)
        if self._prebuilt_handle is not None and self._prebuilt_handle.key == key:
            return self._prebuilt_handle
        refs, stored = await db.execute_fn(load)
        served = {n for n in self.datasette.databases if n not in INTERNAL_DATABASES and n != name}
        self._prebuilt_handle = Handle(run=db.execute_fn, key=key, served=served, index_database=name, refs=refs,
                                       stored_aliases=stored)
        return self._prebuilt_handle
        served = {n for n in self.datasette.databases if n not in INTERNAL_DATABASES and n != name}
        self._prebuilt_handle = Handle(run=db.execute_fn, key=key, served=served, index_database=name, refs=refs,
                                       stored_aliases=stored)
        return self._prebuilt_handle

    async def _build(self, versions: dict[str, Any]) -> None:
        from datasette.plugins import pm

        # Datasette's own catalog (which 1.0a's permission queries read) must know the same
        # tables as the index, or a new table would be found and then hidden as unknown.
        if compat.IS_1X:
            try:
                await self.datasette.refresh_schemas(force=True)  # throttled to one a second otherwise
            except Exception as error:  # Datasette's own refresh failing must not hide the index
                print(f"datasette-dbgraph: Datasette could not refresh its schema catalog ({error})",
                      file=sys.stderr)
        sources = []
        for name in self.indexed_databases():
            if str(versions.get(name, "")).startswith("error"):
                continue
            db = self.datasette.databases[name]
            names = await db.table_names() + await db.view_names()
            descriptions: dict[str, dict] = {}
            for result in pm.hook.dbgraph_descriptions(datasette=self.datasette, database=name):
                result = await await_me_maybe(result)
                if isinstance(result, dict):
                    for table, entry in result.items():
                        if isinstance(entry, dict):
                            descriptions.setdefault(table, {}).update(entry)
            for table, entry in (await compat.descriptions(self.datasette, name, names)).items():
                merged = descriptions.setdefault(table, {})
                merged.update({k: v for k, v in entry.items() if k != "columns"})
                if entry.get("columns"):
                    merged["columns"] = {**merged.get("columns", {}), **entry["columns"]}
            source = await db.execute_fn(
                lambda conn, name=name, descriptions=descriptions: read_connection(
                    conn, name, descriptions=descriptions, path=getattr(db, "path", None) or name)
            )
            source.kind = "datasette"
            sources.append(source)
        if not sources or not any(s.tables for s in sources):
            self._live = None
            self._live_versions = None
            raise IndexUnavailable(
                "there is nothing to index: Datasette serves no database with tables"
                + (" among those listed in the plugin's databases setting" if self.settings.databases else "")
            )
        if self._live_dir is None:
            self._live_dir = tempfile.mkdtemp(prefix="datasette-dbgraph-")
        self._generation += 1
        path = os.path.join(self._live_dir, f"index-{self._generation}.db")
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, lambda: build_index_file(path, sources, built_from="datasette"))
        previous = self._live_path
        self._live_path = path
        refs = await loop.run_in_executor(None, lambda: Store(self._connections.get(path)).object_refs())
        connections = self._connections

        async def run(fn):
            return await loop.run_in_executor(None, lambda: fn(connections.get(path)))

        self._live = Handle(run=run, key=("live", self._generation), served={s.database for s in sources}, refs=refs)
        self._live_versions = versions
        self._permission_cache.clear()
        if previous and os.path.exists(previous):
            os.unlink(previous)  # open connections keep reading it until they move on
        if compat.IS_1X:
            await self._write_jump_items(path)

    async def _write_jump_items(self, path: str) -> None:
        """On 1.0a, the core jump menu (`/`) searches `search_text`; give it comments and glossary
        words too, in a table of Datasette's internal database."""
        from .jump import jump_rows

        rows = await asyncio.get_running_loop().run_in_executor(
            None, lambda: jump_rows(self._connections.get(path), self._aliases or build_alias_table()))
        internal = self.datasette.get_internal_database()

        def write(conn):
            conn.execute(
                "create table if not exists dbgraph_jump (database_name text, table_name text, description text, "
                "search_text text, primary key (database_name, table_name))"
            )
            conn.execute("delete from dbgraph_jump")
            conn.executemany("insert or replace into dbgraph_jump values (?, ?, ?, ?)", rows)

        await internal.execute_write_fn(write)

    def store_for(self, conn: sqlite3.Connection, handle: Handle) -> Store:
        """The checked index view of one worker connection, made once per index generation: the
        check (tables, format version, object count) is not repeated on every request."""
        key = (id(conn), handle.key)
        store = self._stores.get(key)
        if store is None or store.conn is not conn:
            if len(self._stores) >= STORE_CACHE_SIZE:
                self._stores.clear()
            store = self._stores[key] = Store(conn)
        return store

    # -- permissions -----------------------------------------------------------------------
    async def scope_ids(self, handle: Handle, actor: Any) -> tuple[frozenset[int] | None, dict[str, int]]:
        """Which objects of the index this actor may see: (ids or None for all, count per database)."""
        cache_key = (handle.key, json.dumps(actor, sort_keys=True, default=str))
        cached = self._permission_cache.get(cache_key)
        now = time.monotonic()
        if cached and now - cached[0] < PERMISSION_CACHE_SECONDS:
            return cached[1]
        served = [(db, name) for _, db, _, name in handle.refs if db in handle.served]
        visible = await compat.visible_tables(self.datasette, actor, served)
        unserved_ok = True
        if any(db not in handle.served for _, db, _, _ in handle.refs):
            # Objects Datasette does not serve (an index built from DDL files) are as visible as
            # the index database itself.
            unserved_ok = bool(handle.index_database) and await compat.can_view_database(
                self.datasette, actor, handle.index_database)
        if visible is None and unserved_ok:
            result = (None, {})
        else:
            ids = set()
            counts: dict[str, int] = {}
            for oid, db, _, name in handle.refs:
                ok = (visible is None or (db, name) in visible) if db in handle.served else unserved_ok
                if ok:
                    ids.add(oid)
                    counts[db] = counts.get(db, 0) + 1
            result = (frozenset(ids), counts)
        if len(self._permission_cache) >= PERMISSION_CACHE_SIZE:
            self._permission_cache.clear()
        self._permission_cache[cache_key] = (now, result)
        return result

    def close(self) -> None:
        if self._live_dir:
            shutil.rmtree(self._live_dir, ignore_errors=True)
            self._live_dir = None
