"""Searches run in worker processes of their own, so Datasette's own pages keep the interpreter.

A search is Python work: scoring candidates, reading a sentence. In a thread of the server it holds
the interpreter lock that Datasette's event loop needs for every request, and under load each of
Datasette's own requests waits for the lock again and again (its `/-/versions.json` went from 8 ms
to 409 ms with eight clients searching). So, like the index builder (index/builder.py), a search runs
in a worker process — one per turn (budget.SEARCHES_AT_ONCE) — that opens the same index file
read-only and answers with the same `Resolution`; the server only waits on a pipe. The worker runs
at a lower priority than the server (`SEARCHER_NICENESS`): Datasette's own pages come first.

What a job carries: the index (its file and its key), the request, the options, the actor's scope
and the time left. The actor's visible objects and the alias table are sent once per worker and
then named by a token. The worker stops a search that runs out of time itself (budget.within); a
worker that does not answer within twice the budget is stopped and started again. When no worker
can be started, or the index is not a file, the search runs in a thread of the server, as before.
"""

from __future__ import annotations

import asyncio
import atexit
import itertools
import json
import os
import sqlite3
import subprocess
import sys
import threading
import time
import traceback
from dataclasses import replace
from pathlib import Path
from typing import Any

from ...index.builder import _receive, _send
from ...index.store import IndexUnavailable, Store
from ...index.store_visible import known_column_order
from ...resolver import Options, Request, Scope, answer
from ...resolving.resolution import Resolution
from ...words.aliases import AliasTable
from .budget import OutOfTime, SearchFailed, WorkerLost, WorkerUnavailable, within

WORKER = ("import sys, json; sys.path[:0] = json.loads(sys.argv[1]); "
          "from datasette_dbgraph.serving.state.searcher import serve; serve()")
# Searches come after Datasette's own pages for the processor, not as far after as index builds
# (index/builder.py BUILDER_NICENESS): a person is waiting for them too.
SEARCHER_NICENESS = 5
# A worker that has not answered this many times the time budget after it was due is stopped.
OVERDUE_FACTOR = 2
# What a worker keeps: index stores, alias tables and scopes, each this many (the newest).
KEPT = 8


# -- the worker side ------------------------------------------------------------------------------
class _Kept(dict):
    """A dict that keeps only the KEPT newest entries."""

    def keep(self, key, value):
        if len(self) >= KEPT:
            del self[next(iter(self))]
        self[key] = value
        return value


_stores, _aliases, _scopes = _Kept(), _Kept(), _Kept()


def _store(path: str, immutable: bool, key: tuple, columns_in_order: bool | None) -> Store:
    store = _stores.get((path, key))
    if store is None:
        uri = Path(path).resolve().as_uri() + ("?mode=ro&immutable=1" if immutable else "?mode=ro")
        store = _stores.keep((path, key), Store(sqlite3.connect(uri, uri=True)))
        known_column_order(store, columns_in_order)
    return store


def search(job: dict) -> tuple:
    """One job: ("ok", Resolution), ("out_of_time",), ("unavailable", message),
    ("database_error", message) or ("error", traceback)."""
    deadline = time.monotonic() + job["seconds"]
    try:
        aliases = _aliases.get(job["aliases"][0]) if job["aliases"] else None
        if job["aliases"] and aliases is None:
            aliases = _aliases.keep(job["aliases"][0], AliasTable(job["aliases"][1]))
        allowed = None
        if job["allowed"] is not None:
            allowed = _scopes.get(job["allowed"][0])
            if allowed is None:
                allowed = _scopes.keep(job["allowed"][0], frozenset(job["allowed"][1]))
        scope = replace(job["scope"], allowed=allowed)
        options = replace(job["options"], aliases=aliases)
        store = _store(*job["index"])
        return ("ok", within(store.conn, deadline, lambda conn: answer(store, job["request"], options, scope)))
    except OutOfTime:
        return ("out_of_time",)
    except IndexUnavailable as error:
        return ("unavailable", str(error))
    except sqlite3.DatabaseError as error:
        return ("database_error", str(error))
    except Exception:  # reported by the server, as a search failing in a thread would be
        return ("error", traceback.format_exc())


def serve() -> None:
    """The worker's loop: jobs in on stdin, answers out on stdout, until stdin closes. It says it is
    ready once the segmenter is loaded: starting is not a search's cost."""
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # anything printed goes to the server's log, not into the replies
    os.nice(SEARCHER_NICENESS)
    from ...words.normalize import query_phrases, to_simplified

    query_phrases(to_simplified("訂單 order"))
    _send(replies, ("ready",))
    requests = sys.stdin.buffer
    while True:
        try:
            job = _receive(requests)
        except EOFError:
            return
        _send(replies, search(job))


# -- the server side ------------------------------------------------------------------------------
class Worker:
    """One worker process; a job at a time. `seen` are the tokens it has the data of."""

    def __init__(self):
        self.process: subprocess.Popen | None = None
        self.seen: set = set()

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def start(self) -> None:
        """Start the process and wait until it is ready (raises WorkerUnavailable)."""
        try:
            self.process = subprocess.Popen([sys.executable, "-c", WORKER, json.dumps(sys.path)],
                                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
            if _receive(self.process.stdout) != ("ready",):
                raise OSError("the search process did not start")
        except (OSError, EOFError) as error:
            self.stop()
            raise WorkerUnavailable(str(error) or "the search process did not start") from None
        self.seen = set()

    def call(self, job: dict) -> tuple:
        if not self.running:
            self.start()
        # What this worker has already been sent is named by its token alone.
        for name in ("aliases", "allowed"):
            if job[name] is not None:
                token = (name, job[name][0])
                if token in self.seen:
                    job = {**job, name: (job[name][0], None)}
                else:
                    self.seen.add(token)
        try:
            _send(self.process.stdin, job)
            return _receive(self.process.stdout)
        except (EOFError, OSError):
            self.stop()
            raise WorkerLost("the search process stopped") from None

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is not None:
            process.kill()
            process.wait()
            for stream in (process.stdin, process.stdout):
                try:
                    stream.close()
                except OSError:
                    pass


class Searchers:
    """The workers of this server process, handed out one per turn (budget.Turns keeps the count);
    shared by every Datasette in the process (`searchers()`), like the index builder."""

    def __init__(self):
        self.idle: list[Worker] = []
        self.lock = threading.Lock()
        self.broken = False  # no worker could be started: searches run in threads
        self._tokens: dict[int, tuple[Any, int]] = {}
        self._serial = itertools.count(1)
        # Seconds spent starting workers: done, and since when each one starting now began.
        self._started = 0.0
        self._starting: dict[int, float] = {}

    def starting_seconds(self) -> float:
        """Seconds spent so far starting workers, those starting now included (budget.Turns does
        not count them against the searches that waited meanwhile)."""
        now = time.monotonic()
        with self.lock:
            return self._started + sum(now - began for began in self._starting.values())

    def token(self, value: Any) -> int:
        """A number naming this object (an alias table, a set of visible ids) while it lives."""
        entry = self._tokens.get(id(value))
        if entry is None or entry[0] is not value:
            if len(self._tokens) >= 4 * KEPT:
                self._tokens.clear()
            entry = self._tokens[id(value)] = (value, next(self._serial))
        return entry[1]

    def job(self, handle, request: Request, options: Options, scope: Scope, seconds: float) -> dict:
        aliases = options.aliases
        return {
            "index": (handle.file[0], handle.file[1], handle.key, handle.columns_in_order),
            "request": request,
            "options": replace(options, aliases=None),
            "aliases": None if aliases is None else (self.token(aliases), aliases.source),
            "scope": replace(scope, allowed=None),
            "allowed": None if scope.allowed is None else (self.token(scope.allowed), scope.allowed),
            "seconds": seconds,
        }

    async def answer(self, handle, request: Request, options: Options, scope: Scope, deadline: float,
                     limit: float) -> Resolution:
        """The resolution, from a worker, by `deadline` (`limit` seconds after the request asked; a
        worker that had to be started first gets the whole `limit` after it is ready). Raises
        OutOfTime, IndexUnavailable, sqlite3.DatabaseError, SearchFailed; WorkerUnavailable or
        WorkerLost when no worker could do it."""
        with self.lock:
            worker = self.idle.pop() if self.idle else Worker()
        loop = asyncio.get_running_loop()
        if not worker.running:
            began = time.monotonic()
            with self.lock:
                self._starting[id(worker)] = began
            try:
                await loop.run_in_executor(None, worker.start)
            finally:
                with self.lock:
                    del self._starting[id(worker)]
                    self._started += time.monotonic() - began
            deadline = max(deadline, time.monotonic() + limit)
        seconds = deadline - time.monotonic()
        if seconds <= 0:
            with self.lock:
                self.idle.append(worker)
            raise OutOfTime()
        job = self.job(handle, request, options, scope, seconds)
        call = loop.run_in_executor(None, worker.call, job)
        call.add_done_callback(lambda future: future.cancelled() or future.exception())
        try:
            reply = await asyncio.wait_for(asyncio.shield(call), seconds * (1 + OVERDUE_FACTOR))
        except asyncio.TimeoutError:
            worker.stop()  # a search that ignores its budget is stopped with its process
            raise OutOfTime() from None
        with self.lock:
            self.idle.append(worker)
        kind = reply[0]
        if kind == "ok":
            return reply[1]
        if kind == "out_of_time":
            raise OutOfTime()
        if kind == "unavailable":
            raise IndexUnavailable(reply[1])
        if kind == "database_error":
            raise sqlite3.DatabaseError(reply[1])
        raise SearchFailed(reply[1])

    def close(self) -> None:
        with self.lock:
            for worker in self.idle:
                worker.stop()
            self.idle = []


_searchers = Searchers()
# Like the index builder's, these workers serve every Datasette in this process and are stopped when
# it exits, not when one Datasette closes: a new worker loads the segmenter again (about a second).
atexit.register(lambda: _searchers.close())


def searchers() -> Searchers:
    """This process's search workers."""
    return _searchers
