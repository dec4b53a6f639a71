"""What one search may cost the server: a time budget, and how many searches run at once.

- **Time.** Every search gets `time_limit_ms` (rules.TIME_LIMIT_MS, 1 s by default — what Datasette
  gives one SQL query). The clock starts when the request asks to search, so time spent waiting for
  a turn counts. SQLite looks at the clock every `PROGRESS_STEPS` steps of its virtual machine
  (a progress handler on the index connection, removed afterwards) and stops the search when it has
  run out; the answer is then `busy` — 503 with `Retry-After`, as while the index is built — never
  a late or partial guess.
- **Turns.** At most `SEARCHES_AT_ONCE` searches run at once (half the processors, at least one):
  a search is Python work that holds the interpreter lock, and the other half of the machine is
  Datasette's own pages'. A search that cannot get a turn within its budget is answered `busy` —
  its budget not counting the time a search process spent starting meanwhile (searcher.py).
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import sys
import time
from typing import Any, Callable

from ...resolving import messages
from .busy import Busy

# SQLite virtual-machine steps between two looks at the clock (about a tenth of a millisecond).
PROGRESS_STEPS = 2000
# Searches that run at once: half the processors, the other half stays Datasette's.
SEARCHES_AT_ONCE = max(1, (os.cpu_count() or 2) // 2)
# Seconds a client is asked to wait after a search ran out of time.
OUT_OF_TIME_RETRY_AFTER = 1


class OutOfTime(Exception):
    """The search used up its time budget."""


class SearchFailed(Exception):
    """The search raised in a worker process; the message holds its traceback."""


class WorkerUnavailable(Exception):
    """No worker process can be started here: searches run in threads."""


class WorkerLost(Exception):
    """The worker process stopped during the job: this search runs in a thread instead."""


def out_of_time(limit_ms: int) -> Busy:
    said = {lang: messages.text(lang, "busy_time_limit", ms=limit_ms) for lang in messages.LANGS}
    return Busy(f"the search needed more than its time limit of {limit_ms} ms", OUT_OF_TIME_RETRY_AFTER, said)


def within(conn: sqlite3.Connection, deadline: float, work: Callable[[sqlite3.Connection], Any]) -> Any:
    """`work(conn)`, stopped by SQLite at `deadline` (a `time.monotonic()` value): raises OutOfTime."""
    if time.monotonic() >= deadline:
        raise OutOfTime()

    def check() -> int:
        return 1 if time.monotonic() >= deadline else 0

    conn.set_progress_handler(check, PROGRESS_STEPS)
    try:
        return work(conn)
    except sqlite3.OperationalError:
        if time.monotonic() >= deadline:  # "interrupted": the handler stopped it
            raise OutOfTime() from None
        raise
    finally:
        conn.set_progress_handler(None, 0)


class Turns:
    """Searches take turns, `SEARCHES_AT_ONCE` at a time, each within its time budget — in a worker
    process when `searchers` (searcher.Searchers) can run it there, else in a thread."""

    def __init__(self, at_once: int = SEARCHES_AT_ONCE, searchers=None):
        self.at_once = at_once
        self.searchers = searchers
        self._semaphore: tuple[Any, asyncio.Semaphore] | None = None

    def _gate(self) -> asyncio.Semaphore:
        loop = asyncio.get_running_loop()
        if self._semaphore is None or self._semaphore[0] is not loop:
            self._semaphore = (loop, asyncio.Semaphore(self.at_once))
        return self._semaphore[1]

    async def _wait_for_turn(self, deadline: float, limit_ms: int) -> float:
        """Take a turn by `deadline`, or raise Busy. The time a search process spent starting while
        this search waited is not this search's: a new process loads the segmenter (about a second),
        and the searches queued behind it on a server's first burst were all answered `busy`. The
        deadline returned is moved by that time."""
        gate = self._gate()
        starting = self.searchers.starting_seconds if self.searchers is not None else None
        seen = starting() if starting else 0.0
        while True:
            try:
                await asyncio.wait_for(gate.acquire(), max(0.0, deadline - time.monotonic()))
                return deadline + ((starting() - seen) if starting else 0.0)
            except asyncio.TimeoutError:
                spent = (starting() - seen) if starting else 0.0
                if spent <= 0:
                    raise out_of_time(limit_ms) from None
                deadline, seen = deadline + spent, seen + spent

    async def run(self, handle, limit_ms: int, work: Callable[[sqlite3.Connection], Any], job=None) -> Any:
        """`work` on the index `handle` within `limit_ms`; raises Busy when it cannot be done in time.
        `job`, when given, is the same work as (request, options, scope) for a worker process."""
        deadline = await self._wait_for_turn(time.monotonic() + limit_ms / 1000, limit_ms)
        gate = self._gate()
        try:
            searchers = self.searchers
            if job is not None and searchers is not None and not searchers.broken and handle.file:
                try:
                    return await searchers.answer(handle, *job, deadline, limit_ms / 1000)
                except WorkerUnavailable as error:
                    searchers.broken = True
                    _log(f"searching in threads: no search process can be started ({error})")
                except WorkerLost as error:
                    _log(f"{error}; this search runs in a thread")
            return await handle.run(lambda conn: within(conn, deadline, work))
        except OutOfTime:
            raise out_of_time(limit_ms) from None
        finally:
            gate.release()


def _log(message: str) -> None:
    print(f"datasette-dbgraph: {message}", file=sys.stderr, flush=True)
