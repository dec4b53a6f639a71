"""Working files nobody else may keep: the live index's private folder and an index build's
temporary file.

Both name every table, hidden ones included, so neither may outlive the process that wrote it:

- a live folder (`<tmp>/datasette-dbgraph-<pid>-…`) holds a lock for as long as its server runs and
  is removed when the server stops; one whose lock nobody holds (its server was killed) is removed
  by the next server that starts building;
- a build writes `.<INDEX>.<random>.tmp` beside its output under a lock and renames it into place;
  one left by a killed build (no lock held) is removed by the next build of the same output.

Locks are `flock` locks on an open file: the kernel releases them when the process dies, however it
dies, so "nobody holds the lock" means "nobody is using this".
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import tempfile
import time
import weakref
from pathlib import Path
from typing import Iterator

FOLDER_PREFIX = "datasette-dbgraph-"
LOCK_NAME = ".lock"
# A folder without a lock file was written by an earlier version, which took none: its server may
# still be running, so it is removed only once it is a day old.
UNLOCKED_FOLDER_GRACE_SECONDS = 24 * 3600


def _free(path: str | Path) -> bool:
    """Whether nobody holds the lock on this file (so whoever wrote it is gone)."""
    try:
        with open(path, "rb") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
    except BlockingIOError:
        return False
    except OSError:
        return False  # vanished or unreadable: not ours to judge


def remove_stale_folders(root: str | None = None) -> list[str]:
    """Remove live folders left by servers that are no longer running; return what was removed."""
    root = root or tempfile.gettempdir()
    removed = []
    try:
        names = os.listdir(root)
    except OSError:
        return removed
    now = time.time()
    for name in names:
        if not name.startswith(FOLDER_PREFIX):
            continue
        folder = os.path.join(root, name)
        lock = os.path.join(folder, LOCK_NAME)
        try:
            if not os.path.isdir(folder) or os.path.islink(folder):
                continue
            if os.path.exists(lock):
                stale = _free(lock)
            else:
                stale = now - os.stat(folder).st_mtime > UNLOCKED_FOLDER_GRACE_SECONDS
        except OSError:
            continue
        if stale:
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
    return removed


def _remove_folder(path: str, lock) -> None:
    shutil.rmtree(path, ignore_errors=True)
    lock.close()


class PrivateFolder:
    """A folder (mode 0700) for one process's working files, locked while it lives and removed when
    `close()` is called, when it is garbage-collected, or at interpreter exit."""

    def __init__(self, root: str | None = None):
        remove_stale_folders(root)
        self.path = tempfile.mkdtemp(prefix=f"{FOLDER_PREFIX}{os.getpid()}-", dir=root)
        lock = open(os.path.join(self.path, LOCK_NAME), "wb")
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        self._finalizer = weakref.finalize(self, _remove_folder, self.path, lock)

    def close(self) -> None:
        self._finalizer()


def remove_stale_temps(output: str | Path) -> list[Path]:
    """Remove `.<name>.*.tmp` files beside `output` that no running build holds."""
    output = Path(output)
    removed = []
    for temp in output.parent.glob(f".{output.name}.*.tmp"):
        if _free(temp):
            with contextlib.suppress(OSError):
                temp.unlink()
                removed.append(temp)
    return removed


@contextlib.contextmanager
def locked_temp(output: str | Path) -> Iterator[str]:
    """A new, empty temporary file beside `output`, locked while the block runs. The caller renames
    it into place; if the block fails, the file is removed. Leftovers of killed builds of the same
    output are removed first."""
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temps(output)
    fd, temp = tempfile.mkstemp(prefix=f".{output.name}.", suffix=".tmp", dir=output.parent)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        yield temp
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    finally:
        os.close(fd)
