"""Fewer garbage collections while a schema is read and its index written.

sqlglot's trees link each node to its parent, so every parsed statement is a cycle that only the
cyclic collector frees. With Python's default first-generation threshold (700 allocations) a
collection runs in the middle of almost every statement: the half-built tree survives it, is
promoted, and is freed only by full collections — which also walk every table and column read so
far. At 10,000 tables that was 4.4 s of a 35 s read (docs/speed.md). With a larger threshold most
trees are garbage by the time a collection runs and die young; memory grows by at most that many
objects.
"""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import Iterator

# Allocations between young collections while a build runs (Python's default is 700); measured
# against 700, 2,000, 20,000 and 50,000 at 10,000 tables (docs/speed.md).
BUILD_GC_THRESHOLD = 5_000

_lock = threading.Lock()
_depth = 0
_saved: tuple[int, int, int] | None = None


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Raise the young-generation threshold for the duration; nested or concurrent builds share
    one raise, and the last to finish puts the threshold back as it found it."""
    global _depth, _saved
    with _lock:
        if _depth == 0:
            _saved = gc.get_threshold()
            if _saved[0]:  # 0: collection is off, and stays off
                gc.set_threshold(max(_saved[0], BUILD_GC_THRESHOLD), *_saved[1:])
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _saved is not None:
                gc.set_threshold(*_saved)
