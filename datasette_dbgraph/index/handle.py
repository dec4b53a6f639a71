"""One usable index inside a running Datasette: how to run work on it, and what it describes."""

from __future__ import annotations

import os
import sqlite3
import threading
from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass
class Handle:
    """One usable index: how to run a function on it, and facts about it."""

    run: Callable[[Callable[[sqlite3.Connection], Any]], Any]
    key: tuple
    served: set[str]  # databases whose objects Datasette serves (links, table permissions)
    index_database: str | None = None  # the prebuilt index's own database, if any
    refs: list[tuple[int, str, str | None, str]] = field(default_factory=list)
    stored_aliases: list[list[str]] = field(default_factory=list)
    path: str | None = None  # the live index's file
    identity: tuple | None = None  # (inode, size, mtime) of that file when it was written
    # Where another process can read the same index: (path, immutable), or None (in memory).
    file: tuple[str, bool] | None = None
    # Whether the index numbers columns in object order (store_visible.columns_in_object_order),
    # found once when the index is opened.
    columns_in_order: bool | None = None

    def intact(self) -> bool:
        """Whether the live index file is still the one that was written (not truncated, replaced
        or removed behind the server's back). A prebuilt index is Datasette's to check."""
        return self.path is None or file_identity(self.path) == self.identity


def file_identity(path: str) -> tuple | None:
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns)


class ThreadConnections:
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
            # Live index files are written once and never changed in place (a damaged one is
            # noticed by `Handle.intact` and replaced by a new file), so SQLite may skip locking.
            conn = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True, check_same_thread=False)
            cache[path] = conn
        return conn
