"""Search text for Datasette 1.0a's jump menu: a table is found by its comment and by glossary
words for what its name and comment mean, not only by its name."""

from __future__ import annotations

import json
import sqlite3

from .aliases import AliasTable

# The jump menu matches with LIKE over this text; a bounded length keeps it cheap.
MAX_SEARCH_TEXT = 2000


def jump_rows(conn: sqlite3.Connection, aliases: AliasTable) -> list[tuple[str, str, str | None, str]]:
    rows = []
    for database, name, comment, name_words, comment_words in conn.execute(
        "select database, name, comment, name_words, comment_words from objects where kind in ('table', 'view')"
    ):
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
