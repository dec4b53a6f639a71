"""Search text for Datasette 1.0a's jump menu: a table is found by its comment and by glossary
words for what its name and comment mean, not only by its name.

The rows live in `dbgraph_jump` in Datasette's internal database, rewritten for the databases whose
index part changed; the jump hook reads them joined with the tables the actor may view, so a table
dropped since is never offered (Datasette's catalog no longer lists it)."""

from __future__ import annotations

import json
import sqlite3
from typing import Any, Awaitable, Callable

from ...words.aliases import AliasTable

# The jump menu matches with LIKE over this text; a bounded length keeps it cheap.
MAX_SEARCH_TEXT = 2000
JUMP_TABLE = "dbgraph_jump"


def jump_rows(conn: sqlite3.Connection, aliases: AliasTable,
              databases: set[str] | None = None) -> list[tuple[str, str, str | None, str]]:
    sql = "select database, name, comment, name_words, comment_words from objects where kind in ('table', 'view')"
    params: list = []
    if databases is not None:
        sql += " and database in (select value from json_each(?))"
        params.append(json.dumps(sorted(databases)))
    rows = []
    for database, name, comment, name_words, comment_words in conn.execute(sql, params):
        words: list[str] = []
        for phrase in (name_words, comment_words):
            try:
                words.extend(json.loads(phrase).get("words") or [])
            except (ValueError, AttributeError):
                continue
        related: list[str] = []
        for word in words:
            for group in aliases.related(word):
                related.extend(group.words)
        text = " ".join(dict.fromkeys([database, name, comment or "", *words, *related]))
        rows.append((database, name, comment, text[:MAX_SEARCH_TEXT]))
    return rows


async def write_jump_rows(datasette, read: Callable[[Callable[[sqlite3.Connection], Any]], Awaitable[Any]],
                          aliases: AliasTable, changed: set[str], kept: set[str]) -> None:
    """Rewrite the rows of the `changed` databases from the index (`read` runs a function on it)
    and drop those of databases no longer indexed (not in `kept`)."""
    rows = await read(lambda conn: jump_rows(conn, aliases, changed)) if changed else []

    def write(conn):
        conn.execute(
            f"create table if not exists {JUMP_TABLE} (database_name text, table_name text, description text, "
            "search_text text, primary key (database_name, table_name))"
        )
        conn.execute(f"delete from {JUMP_TABLE} where database_name not in (select value from json_each(?)) "
                     "or database_name in (select value from json_each(?))",
                     [json.dumps(sorted(kept)), json.dumps(sorted(changed))])
        conn.executemany(f"insert or replace into {JUMP_TABLE} values (?, ?, ?, ?)", rows)

    await datasette.get_internal_database().execute_write_fn(write)
