"""Which served databases hold a metadata index. An index names every table of every database it
describes — hidden ones, their comments and columns included — so such a database is served to
nobody: the permission hooks deny it to every actor (root too), the home page and the jump menu
leave it out, and its pages get no actions. Nothing for the operator to remember: the configured
`index` database is private, and so is any served database whose `meta` says this plugin wrote it.
"""

from __future__ import annotations

import sqlite3
from typing import Any

# Databases that are Datasette's own, never user data.
INTERNAL_DATABASES = {"_internal", "_memory"}
# What marks an index file: these tables, and `meta.built_with` naming this plugin.
INDEX_TABLES = ("meta", "objects", "terms")
WRITER = "datasette-dbgraph"


def holds_index(conn: sqlite3.Connection) -> bool:
    try:
        names = {row[0] for row in conn.execute("select name from sqlite_master where type = 'table'")}
        if not all(table in names for table in INDEX_TABLES):
            return False
        row = conn.execute("select value from meta where key = 'built_with'").fetchone()
    except sqlite3.Error:
        return False
    return bool(row) and isinstance(row[0], str) and row[0].startswith(WRITER)


class IndexDatabases:
    """The served databases that hold an index, found once per Database object."""

    def __init__(self, datasette, configured: str | None):
        self.datasette = datasette
        self.configured = configured
        self._seen: dict[str, tuple[Any, bool]] = {}

    def known(self) -> set[str]:
        """What is known without asking SQLite (for hooks that cannot wait)."""
        names = {self.configured} if self.configured else set()
        names.update(name for name, (db, flag) in self._seen.items()
                     if flag and self.datasette.databases.get(name) is db)
        return names

    async def names(self) -> set[str]:
        for name, db in list(self.datasette.databases.items()):
            if name in INTERNAL_DATABASES:
                continue
            seen = self._seen.get(name)
            if seen is None or seen[0] is not db:
                try:
                    flag = await db.execute_fn(holds_index)
                except Exception:  # an unreadable database holds nothing we could leak
                    flag = False
                self._seen[name] = (db, flag)
        return self.known()
