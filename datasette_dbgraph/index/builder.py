"""Index parts built in a worker process of their own.

Reading a schema and writing its index is CPU-bound Python. In a thread of the server it holds the
interpreter lock that Datasette's own requests need, and Datasette's catalog refresh after a schema
change — thousands of small awaits — then waits for the lock at every step: at 10,000 tables a
table page took 13 s during a rebuild instead of 2. One worker process per server (started on the
first build, shared by every Datasette in it) does the work instead; the server waits on a pipe.

The worker is `python -c` running `serve()`, never `multiprocessing`: a spawned child would import
the server's main module again, and a script without a `__main__` guard would start a second
server. It reads jobs on stdin and answers on stdout until stdin closes — when the server stops,
however it stops. If the worker cannot be started, the build runs in a thread, as before.
"""

from __future__ import annotations

import asyncio
import atexit
import json
import os
import pickle
import sqlite3
import struct
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, Mapping

from ..sources.model import SourceSchema
from ..sources.sqlite_source import read_connection, read_few_values
from ..sources.values import ValueBounds
from .indexer import build_index_file
from .value_index import fill_values

HEADER = struct.Struct(">Q")  # the length of each pickled message
# The builder is background work: Datasette's own requests come first for the CPU.
BUILDER_NICENESS = 10
WORKER = "import sys, json; sys.path[:0] = json.loads(sys.argv[1]); from datasette_dbgraph.index.builder import serve; serve()"


class BuildFailed(Exception):
    """A job failed in the worker; `kind` is SQLite's error code name or the exception's type."""

    def __init__(self, message: str, kind: str):
        super().__init__(message)
        self.kind = kind


# -- the jobs -------------------------------------------------------------------------------------
def build_part(output: str, database: str, path: str, immutable: bool,
               descriptions: Mapping[str, Mapping[str, Any]],
               values: ValueBounds | None = None) -> tuple[int, bool] | None:
    """Read a database file on a read-only connection of its own and write its index to `output`:
    (the number of tables and views, whether its values are still to be read — `fill_values`), or
    None when the file cannot be opened that way (a WAL database in a read-only folder): the
    caller then reads it through Datasette. With `values`, the values of a small database are
    read now; a big one's are left for later, so its schema is answered at once."""
    uri = Path(path).resolve().as_uri() + ("?mode=ro&immutable=1" if immutable else "?mode=ro")
    pending = False
    try:
        conn = sqlite3.connect(uri, uri=True)
        try:
            source = read_connection(conn, database, descriptions=descriptions, path=path)
            if values is not None:
                pending = not read_few_values(conn, source, values)
        finally:
            conn.close()
    except sqlite3.Error:
        return None
    return build_source_part(output, source), pending


def build_source_part(output: str, source: SourceSchema) -> int:
    """Write the index of one database already read to `output`; the number of tables and views."""
    source.kind = "datasette"
    build_index_file(output, [source], built_from="datasette")
    return len(source.tables)


JOBS = {"build_part": build_part, "build_source_part": build_source_part, "fill_values": fill_values}


# -- the worker -----------------------------------------------------------------------------------
def _send(stream, value) -> None:
    data = pickle.dumps(value)
    stream.write(HEADER.pack(len(data)) + data)
    stream.flush()


def _receive(stream):
    head = stream.read(HEADER.size)
    if len(head) < HEADER.size:
        raise EOFError("the other side is gone")
    return pickle.loads(stream.read(HEADER.unpack(head)[0]))


def serve() -> None:
    """The worker's loop: (job, args) in, ("ok", result) or ("error", message, kind) out."""
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # anything printed goes to the server's log, not into the replies
    os.nice(BUILDER_NICENESS)
    requests = sys.stdin.buffer
    while True:
        try:
            job, args = _receive(requests)
        except EOFError:
            return
        try:
            _send(replies, ("ok", JOBS[job](*args)))
        except Exception as error:  # sent back and reported by the server
            _send(replies, ("error", str(error), getattr(error, "sqlite_errorname", None) or type(error).__name__))


class Worker:
    """The server's side: one job at a time, the worker restarted if it died."""

    def __init__(self):
        self.process: subprocess.Popen | None = None
        self.lock = threading.Lock()

    def call(self, job: str, *args) -> Any:
        with self.lock:
            for attempt in (1, 2):
                if self.process is None or self.process.poll() is not None:
                    self.process = subprocess.Popen([sys.executable, "-c", WORKER, json.dumps(sys.path)],
                                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE)
                try:
                    _send(self.process.stdin, (job, args))
                    reply = _receive(self.process.stdout)
                    break
                except (EOFError, BrokenPipeError, OSError):
                    self._end()
                    if attempt == 2:
                        raise BuildFailed("the index builder process stopped", "BuildProcessLost") from None
        if reply[0] == "error":
            raise BuildFailed(reply[1], reply[2])
        return reply[1]

    def stop(self) -> None:
        with self.lock:
            self._end()

    def _end(self) -> None:
        process, self.process = self.process, None
        if process is not None:
            process.stdin.close()  # the worker ends at end of input
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            process.stdout.close()


_worker = Worker()
# The worker is shared by every Datasette in this process and outlives any one of them: starting it
# again (its imports) costs more than most builds. It is stopped when the process exits; a process
# killed without running this still ends it, because its end of the pipe closes.
atexit.register(lambda: _worker.stop())


async def run(job: str, *args) -> Any:
    """A job in the worker process (in a thread of this process if no worker can be started)."""
    loop = asyncio.get_running_loop()
    try:
        return await loop.run_in_executor(None, _worker.call, job, *args)
    except OSError as error:  # no worker process at all
        print(f"datasette-dbgraph: building in a thread ({error})", file=sys.stderr)
        return await loop.run_in_executor(None, JOBS[job], *args)


def shutdown() -> None:
    _worker.stop()
