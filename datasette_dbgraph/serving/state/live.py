"""The live index: the databases Datasette serves, indexed on demand and kept in step with them.

- **When**: on the first request that needs it, not at start-up (`datasette demo.db` starts as fast
  as ever), into a private folder that no page serves and that does not outlive the server (see
  `tempfiles`) — it names every table, hidden ones included.
- **What changes**: each request looks at every indexed database — the Database object Datasette
  holds for the name, its file (device, inode) and `PRAGMA schema_version`. One index file is built
  per database (a *part*); when a database changed, only its part is read and built again — in a
  worker process (`builder`), so Datasette's own requests keep the interpreter — and the parts are
  merged (`merge`) in a worker thread. Detaching a database and attaching another file
  under the same name is a change even when the schema versions are equal.
- **While building**: a request waits up to `LIVE_WAIT_SECONDS` (10 s) for the build, then gets "busy"
  (503 with Retry-After). It never gets an answer from an index that no longer matches the schema:
  a stale answer would name a table that is gone, or miss one that was just created. Datasette's own
  pages never wait, and neither does the 1.0a jump menu (`refresh` starts a build and returns).
- **A file replaced under the server** (a nightly `mv new.db app.db`): Datasette keeps serving the
  file it opened, so the index is built from what Datasette serves — through its own connection —
  never from the new file at the path, whose tables Datasette would answer 404. The first time this
  is noticed it is logged, with what to do (restart Datasette to serve the new file).
- **Healing**: a live file that was truncated, replaced or removed (`Handle.intact`) is rebuilt on
  the next request; a read error on it drops it (`damaged`). A build that fails is reported with its
  cause — logged once, shown in the answer — and is not retried by every request: the same schema is
  tried again after `FAILED_BUILD_RETRY_SECONDS`, a changed one at once. Concurrent requests share
  one build.
- **Values** (docs/conditions.md#values-from-the-data): a database's values are read with its
  schema when they are few (`rules.VALUE_INLINE_ROWS` rows to read); a bigger database is answered
  from its schema at once, while the builder reads its values a few tables per job (so a schema
  change elsewhere waits for one job at most), and the index is replaced by one with them when
  they are all read. They are read again whenever the database's part is.
"""

from __future__ import annotations

import asyncio
import os
import time
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from datasette.utils import await_me_maybe

from ... import compat
from ...index import builder
from ...index.handle import Handle, ThreadConnections, file_identity
from ...index.indexer import build_index_file
from ...index.merge import MergeUnsupported, merge_index_files
from ...index.store import IndexUnavailable, Store
from ...index.store_visible import columns_in_object_order
from ...index.tempfiles import PrivateFolder
from ...sources.model import SourceSchema
from ...sources.sqlite_source import read_connection, read_few_values
from ...sources.values import ValueBounds
from ...words.aliases import AliasTable
from .busy import Busy
from .live_values import LiveValues, _log

# How long a request waits for a build in progress before it is answered "busy".
LIVE_WAIT_SECONDS = 10.0
# A build that failed for a schema is tried again for the same schema only after this long, so a
# full disk costs one failed build per half minute, not one per request.
FAILED_BUILD_RETRY_SECONDS = 30.0
# Retry-After while the first build of this server runs (later ones are estimated from the last).
FIRST_BUILD_GUESS_SECONDS = 5.0


@dataclass(frozen=True)
class Version:
    """What one database is, as of one look. `database` is compared by identity."""

    database: Any
    file: tuple | None
    schema: Any


@dataclass
class Part:
    version: Version
    path: str
    identity: tuple | None
    tables: int
    values_pending: bool = False  # its values are still to be read (in the background)


@dataclass
class Failure:
    versions: dict
    message: str
    at: float


def index_facts(store: Store) -> tuple[list, bool]:
    """What a Handle keeps of an index it opens: every object's name, and whether columns are
    numbered in object order (a pass over them, made once here rather than in a search)."""
    return store.object_refs(), columns_in_object_order(store)


async def names_of(db) -> list[str]:
    """The tables and views of a database, read through Datasette's connection without its
    `sql_time_limit_ms` (`db.table_names()` has it): under load, 10,000 names can take longer than
    a second to read, and a build must not fail for that."""
    return await db.execute_fn(lambda conn: [row[0] for row in conn.execute(
        "select name from sqlite_master where type in ('table', 'view') order by type = 'view', rowid")])




class LiveIndex(LiveValues):
    def __init__(self, datasette, names: Callable[[], Awaitable[list[str]]],
                 aliases: Callable[[], Awaitable[AliasTable]], limited: bool = False,
                 values: ValueBounds | None = None):
        """`names`: the databases to index; `aliases`: the alias table (for the jump menu's words);
        `limited`: whether the plugin's `databases` setting chose them; `values`: how much of each
        table to read for the value index (None: no values)."""
        self.datasette = datasette
        self._names = names
        self._aliases = aliases
        self._limited = limited
        self.current: Handle | None = None
        self.versions: dict[str, Version] | None = None
        self.parts: dict[str, Part] = {}
        self.failure: Failure | None = None
        self.connections = ThreadConnections()
        self._task: asyncio.Future | None = None
        self._folder: PrivateFolder | None = None
        self._serial = 0
        self._last_build_seconds: float | None = None
        self._build_started: float | None = None
        # The file each Database object was first seen with: (Database, (device, inode)).
        self._opened: dict[str, tuple[Any, tuple | None]] = {}
        self._told: set[tuple] = set()  # replaced files already logged
        self.values = values
        self._values_task: asyncio.Future | None = None
        self._locks: tuple[Any, asyncio.Lock] | None = None

    # -- looking -------------------------------------------------------------------------------
    async def observe(self) -> dict[str, Version]:
        versions: dict[str, Version] = {}
        for name in await self._names():
            db = self.datasette.databases.get(name)
            if db is None:
                continue
            path = None if getattr(db, "is_memory", False) else getattr(db, "path", None)
            identity = file_identity(path) if path else None
            if getattr(db, "is_mutable", True) is False:
                schema: Any = "immutable"
            else:
                try:
                    schema = await db.execute_fn(lambda conn: conn.execute("PRAGMA schema_version").fetchone()[0])
                except Exception as error:  # an unreadable database is left out, and reported
                    schema = f"error: {error}"
            versions[name] = Version(db, identity[:2] if identity else None, schema)
            if self._opened.get(name, (None,))[0] is not db:
                self._opened[name] = (db, identity[:2] if identity else None)
        return versions

    def replaced(self, name: str, path: str) -> bool:
        """Whether the file at `path` is no longer the one the database had when it was first seen:
        replaced under the running server (Datasette keeps serving the file it opened)."""
        first = self._opened.get(name, (None, None))[1]
        now = file_identity(path)
        return first is not None and (now is None or now[:2] != first)

    def _fresh(self, versions: dict[str, Version]) -> bool:
        return self.current is not None and self.versions == versions and self.current.intact()

    def _failed(self, versions: dict[str, Version]) -> Failure | None:
        failure = self.failure
        if failure is not None and failure.versions == versions and \
                time.monotonic() - failure.at < FAILED_BUILD_RETRY_SECONDS:
            return failure
        return None

    # -- answering -----------------------------------------------------------------------------
    async def handle(self) -> Handle:
        """The index to answer from; raises IndexUnavailable (nothing to index, a failed build) or
        Busy (a build is still running after LIVE_WAIT_SECONDS)."""
        versions = await self.observe()
        deadline = time.monotonic() + LIVE_WAIT_SECONDS
        while not self._fresh(versions):
            failure = self._failed(versions)
            if failure is not None:
                raise IndexUnavailable(failure.message)
            task = self._start(versions)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise self._busy()
            try:
                await asyncio.wait_for(asyncio.shield(task), remaining)
            except asyncio.TimeoutError:
                raise self._busy() from None
            except Exception:
                pass  # recorded in self.failure by the build; looked at on the next turn
        return self.current

    async def refresh(self) -> None:
        """Start a build if the databases changed, without waiting for it."""
        versions = await self.observe()
        if not self._fresh(versions) and self._failed(versions) is None:
            self._start(versions)

    def damaged(self, handle: Handle) -> None:
        """A read on `handle` failed: build everything again on the next request."""
        if self.current is handle:
            self.current = None
            self.parts = {}

    def _busy(self) -> Busy:
        expected = self._last_build_seconds or FIRST_BUILD_GUESS_SECONDS
        elapsed = time.monotonic() - self._build_started if self._build_started else 0.0
        return Busy("the index of the served databases is being built", expected - elapsed)

    # -- building ------------------------------------------------------------------------------
    def _start(self, versions: dict[str, Version]) -> asyncio.Future:
        task = self._task
        if task is None or task.done() or task.get_loop() is not asyncio.get_running_loop():
            self._task = asyncio.ensure_future(self._run(versions))
            self._task.add_done_callback(lambda task: task.cancelled() or task.exception())
        return self._task

    async def _run(self, versions: dict[str, Version]) -> None:
        started = self._build_started = time.monotonic()
        try:
            await self._build(versions)
        except IndexUnavailable as error:
            self.failure = Failure(versions, str(error), time.monotonic())
            raise
        except Exception as error:
            kind = getattr(error, "kind", None) or getattr(error, "sqlite_errorname", None) or type(error).__name__
            message = f"the index could not be built: {error} ({kind})"
            where = f" in {self._folder.path}" if self._folder else ""
            _log(f"{message}{where}; the same schema is tried again in {FAILED_BUILD_RETRY_SECONDS:g} s")
            self.failure = Failure(versions, message, time.monotonic())
            raise
        else:
            self.failure = None
            self._last_build_seconds = time.monotonic() - started
        finally:
            self._build_started = None

    def _lock(self) -> asyncio.Lock:
        """Builds and the swaps of the values phase take turns (one lock per event loop)."""
        loop = asyncio.get_running_loop()
        if self._locks is None or self._locks[0] is not loop:
            self._locks = (loop, asyncio.Lock())
        return self._locks[1]

    async def _build(self, versions: dict[str, Version]) -> None:
        async with self._lock():
            await self._build_locked(versions)
        self._start_values()

    async def _build_locked(self, versions: dict[str, Version]) -> None:
        loop = asyncio.get_running_loop()
        if self._folder is None:
            self._folder = await loop.run_in_executor(None, PrivateFolder)
        parts: dict[str, Part] = {}
        changed: list[str] = []
        replaced = [name for name, version in versions.items()
                    if name in self.parts and self.parts[name].version.database is not version.database]
        for name, version in versions.items():
            if isinstance(version.schema, str) and version.schema.startswith("error"):
                continue
            part = self.parts.get(name)
            if part is not None and part.version == version and file_identity(part.path) == part.identity:
                parts[name] = part
                continue
            path = self._next_path("part")
            tables, pending = await self._build_part(name, path)
            parts[name] = Part(version, path, file_identity(path), tables, pending)
            changed.append(name)
        if not any(part.tables for part in parts.values()):
            raise IndexUnavailable("there is nothing to index: Datasette serves no database with tables"
                                   + (" among those listed in the plugin's databases setting" if self._limited else ""))
        await self._swap(parts, changed, replaced, sync=True)
        self.versions = versions

    async def _swap(self, parts: dict[str, Part], changed: list[str], replaced: list[str], sync: bool) -> None:
        """Answer from these parts from now on (merged into one file), and remove the files of the
        index they replace; `sync`: tell Datasette 1.0a about the schema (a build, not values)."""
        loop = asyncio.get_running_loop()
        ordered = list(parts.values())
        path = ordered[0].path if len(ordered) == 1 else await self._merge(ordered, list(parts))
        refs, in_order = await loop.run_in_executor(None, lambda: index_facts(Store(self.connections.get(path))))
        if compat.IS_1X and sync:
            await self._sync_datasette(path, changed, set(parts), replaced)
        previous = {p.path for p in self.parts.values()} | ({self.current.path} if self.current else set())
        connections = self.connections

        async def run(fn):
            return await loop.run_in_executor(None, lambda: fn(connections.get(path)))

        self.parts = parts
        self._serial += 1
        self.current = Handle(run=run, key=("live", self._serial), served=set(parts), refs=refs, path=path,
                              identity=file_identity(path), file=(path, True), columns_in_order=in_order)
        for old in previous - {p.path for p in parts.values()} - {path}:
            try:
                os.unlink(old)  # open connections keep reading it until they move on
            except OSError:
                pass

    # -- reading -----------------------------------------------------------------------------------
    def _next_path(self, kind: str) -> str:
        self._serial += 1
        return os.path.join(self._folder.path, f"{kind}-{self._serial}.db")

    async def _merge(self, parts: list[Part], names: list[str]) -> str:
        loop = asyncio.get_running_loop()
        path = self._next_path("index")
        try:
            await loop.run_in_executor(None, lambda: merge_index_files(path, [p.path for p in parts]))
        except MergeUnsupported as error:
            _log(f"merging the per-database indexes failed ({error}); building one index from scratch")
            sources = [await self._read(name) for name in names]
            await loop.run_in_executor(None, lambda: build_index_file(path, sources, built_from="datasette"))
        return path

    async def _build_part(self, name: str, output: str) -> tuple[int, bool]:
        """Index one database into `output` in the builder process (see `builder`): a database file
        is read there on a connection of its own, so neither Datasette's query threads nor its
        interpreter lock are held; a database in memory is read through Datasette. (The number of
        tables and views, whether its values are still to be read.)"""
        db = self.datasette.databases[name]
        descriptions = await self._descriptions(name, await names_of(db))
        path = None if getattr(db, "is_memory", False) else getattr(db, "path", None)
        if path and os.path.isfile(path) and not self.replaced(name, path):
            built = await builder.run("build_part", output, name, path, db.is_mutable is False, descriptions,
                                      self.values)
            if built is not None:
                return built
        elif path and (name, self._opened.get(name, (None, None))[1]) not in self._told:
            self._told.add((name, self._opened.get(name, (None, None))[1]))
            _log(f"{path} was replaced while Datasette serves the file it opened: the search follows what "
                 f"Datasette serves; restart Datasette to serve the new file")
        return await builder.run("build_source_part", output, await self._read(name, descriptions)), False

    async def _read(self, name: str, descriptions: dict | None = None) -> SourceSchema:
        """One database's schema with its descriptions, read through Datasette's connection (and
        its values when they are few: a database read this way gets none later)."""
        db = self.datasette.databases[name]
        if descriptions is None:
            descriptions = await self._descriptions(name, await names_of(db))
        path = None if getattr(db, "is_memory", False) else getattr(db, "path", None)
        values = self.values

        def read(conn):
            source = read_connection(conn, name, descriptions=descriptions, path=path or name)
            if values is not None:
                read_few_values(conn, source, values)
            return source

        source = await db.execute_fn(read)
        source.kind = "datasette"
        return source

    async def _descriptions(self, name: str, tables: list[str]) -> dict[str, dict]:
        from datasette.plugins import pm

        descriptions: dict[str, dict] = {}
        for result in pm.hook.dbgraph_descriptions(datasette=self.datasette, database=name):
            result = await await_me_maybe(result)
            if isinstance(result, dict):
                for table, entry in result.items():
                    if isinstance(entry, dict):
                        descriptions.setdefault(table, {}).update(entry)
        for table, entry in (await compat.descriptions(self.datasette, name, tables)).items():
            merged = descriptions.setdefault(table, {})
            merged.update({k: v for k, v in entry.items() if k != "columns"})
            if entry.get("columns"):
                merged["columns"] = {**merged.get("columns", {}), **entry["columns"]}
        return descriptions

    async def _sync_datasette(self, path: str, changed: list[str], kept: set[str], replaced: list[str]) -> None:
        """1.0a: Datasette's catalog (which its permission queries read) must know the same tables
        as the index, or a new table would be found and then hidden as unknown; and the jump menu's
        rows follow the index. A database attached under a name another had, with the same schema
        version, would keep the other's catalog: Datasette is told to read it again."""
        from ...words.aliases import build_alias_table
        from .jump import write_jump_rows

        try:
            await compat.forget_catalog(self.datasette, replaced)
            await self.datasette.refresh_schemas(force=True)  # throttled to one a second otherwise
        except Exception as error:  # Datasette's own refresh failing must not hide the index
            _log(f"Datasette could not refresh its schema catalog ({error})")
        try:
            aliases = await self._aliases()
        except Exception:  # a configuration error is reported by the search itself
            aliases = build_alias_table()
        connection = self.connections.get

        def read(fn):
            return asyncio.get_running_loop().run_in_executor(None, lambda: fn(connection(path)))

        try:
            await write_jump_rows(self.datasette, read, aliases, set(changed), kept)
        except Exception as error:  # the jump menu keeps Datasette's own items
            _log(f"the jump menu's rows could not be written ({error})")

    def close(self) -> None:
        if self._values_task is not None and not self._values_task.done():
            self._values_task.cancel()
        if self._folder is not None:
            self._folder.close()
            self._folder = None
