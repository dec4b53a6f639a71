"""The plugin's state inside one running Datasette, behind one small façade.

Each job has its own module; `DbGraph` only chooses and connects them:

- settings and aliases (configured, from a file, from the `dbgraph_aliases` hook) — here;
- the index: `live.LiveIndex` (the default: what Datasette serves, kept in step with every schema
  change) or `prebuilt.PrebuiltIndex` (`index: <database>`, or `index_file: <path>`);
- which databases hold an index and so are private to everybody: `privacy.IndexDatabases`;
- what one actor may see, reused briefly: `permissions.Permissions`.

Either way the resolver runs in a worker thread on a read-only connection.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from datasette.utils import await_me_maybe

from ...index.handle import Handle
from ...index.store import Store
from ...index.store_visible import known_column_order
from ...settings import PLUGIN_NAME, ConfigError, Settings, parse_settings
from ...words.aliases import (
    AliasError,
    AliasTable,
    build_alias_table,
    load_alias_file,
    validate_groups,
)
from .budget import Turns
from .live import LiveIndex
from .permissions import ActorScope, Permissions
from .prebuilt import PrebuiltIndex
from .privacy import INTERNAL_DATABASES, IndexDatabases
from .searcher import searchers

# Checked Store objects kept (one per worker connection and index generation).
STORE_CACHE_SIZE = 64


def state(datasette) -> "DbGraph":
    """The one DbGraph of this Datasette."""
    current = getattr(datasette, "_dbgraph_state", None)
    if current is None:
        current = DbGraph(datasette)
        datasette._dbgraph_state = current
    return current


def close_at_shutdown(datasette, app):
    """An ASGI app that closes this Datasette's DbGraph when the server's lifespan shuts down."""

    async def wrapped(scope, receive, send):
        if scope.get("type") != "lifespan":
            return await app(scope, receive, send)

        async def watched():
            message = await receive()
            if message.get("type") == "lifespan.shutdown":
                graph = getattr(datasette, "_dbgraph_state", None)
                if graph is not None:
                    graph.close()
            return message

        return await app(scope, watched, send)

    return wrapped


class DbGraph:
    def __init__(self, datasette):
        from ...hookspecs import register_hookspecs

        register_hookspecs()
        self.datasette = datasette
        self.error: str | None = None
        try:
            self.settings = parse_settings(datasette.plugin_config(PLUGIN_NAME))
        except ConfigError as error:
            self.settings = Settings()
            self.error = str(error)
        self.private = IndexDatabases(datasette, self.settings.index)
        self.permissions = Permissions(datasette)
        self.searchers = searchers()  # the worker processes searches run in (one set per process)
        self.turns = Turns(searchers=self.searchers)  # searches take turns, each within settings.time_limit_ms
        self.live = LiveIndex(datasette, self._live_databases, self.aliases,
                              limited=self.settings.databases is not None, values=self.settings.value_bounds())
        self.prebuilt = PrebuiltIndex(datasette, self.settings.index, self.settings.index_file) \
            if self.settings.index or self.settings.index_file else None
        self._aliases: AliasTable | None = None
        self._merged_aliases: tuple[tuple, AliasTable] | None = None
        self._stores: dict[tuple[int, tuple], Store] = {}

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
        """The databases the live index describes (index databases found so far left out)."""
        private = self.private.known()
        names = [n for n in self.datasette.databases if n not in INTERNAL_DATABASES and n not in private]
        if self.settings.databases is not None:
            wanted = set(self.settings.databases)
            names = [n for n in names if n in wanted]
        return names

    def searchable(self, database: str) -> bool:
        """Whether a database's pages may offer this search: not an index database, and one the
        index describes (as far as is known without waiting)."""
        if database in INTERNAL_DATABASES or database in self.private.known():
            return False
        if self.prebuilt is not None:
            return self.prebuilt.current is None or database in self.prebuilt.described
        return database in self.indexed_databases()

    async def _live_databases(self) -> list[str]:
        await self.private.names()
        return self.indexed_databases()

    # -- the index -------------------------------------------------------------------------
    async def handle(self) -> Handle:
        """The index to answer from; raises IndexUnavailable (→ 503), Busy (→ 503, try again) or
        ConfigError."""
        if self.error:
            raise ConfigError(self.error)
        if self.prebuilt is not None:
            return await self.prebuilt.handle(await self.private.names())
        return await self.live.handle()

    async def refresh(self) -> None:
        """Bring the live index up to date in the background (never waits)."""
        if not self.error and self.prebuilt is None:
            await self.live.refresh()

    def damaged(self, handle: Handle) -> None:
        """Reading `handle` failed: a live index is built again on the next request."""
        self.live.damaged(handle)

    def store_for(self, conn: sqlite3.Connection, handle: Handle) -> Store:
        """The checked index view of one worker connection, made once per index generation: the
        check (tables, format version, object count) is not repeated on every request."""
        key = (id(conn), handle.key)
        store = self._stores.get(key)
        if store is None or store.conn is not conn:
            if len(self._stores) >= STORE_CACHE_SIZE:
                self._stores.clear()
            store = self._stores[key] = Store(conn)
            known_column_order(store, handle.columns_in_order)
        return store

    # -- permissions -----------------------------------------------------------------------
    async def can_view_instance(self, actor: Any) -> bool:
        return await self.permissions.can_view_instance(actor)

    async def scope(self, handle: Handle, actor: Any) -> ActorScope:
        """Which objects of the index this actor may see."""
        missing = await self.prebuilt.missing(handle) if self.prebuilt is not None else {}
        return await self.permissions.scope(handle, actor, missing)

    async def out_of_date(self, handle: Handle, result: dict) -> list[str]:
        """Tables an answer names that their served database no longer has (prebuilt index only)."""
        if self.prebuilt is None:
            return []
        return self.prebuilt.out_of_date(result, await self.prebuilt.missing(handle))

    def close(self) -> None:
        """This Datasette's index and its files. The search and build workers are the process's,
        shared with any other Datasette in it, and stop when it exits (searcher.py, builder.py)."""
        self.live.close()
