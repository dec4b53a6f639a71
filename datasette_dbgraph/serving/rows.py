"""How many rows an answer's link holds (docs/resolution.md, "rows"): counted on the served database
with Datasette's own `execute`, under its `sql_time_limit_ms`, so a person sees "29 rows" — or
"0 rows", a warning — before clicking.

The resolver never touches the data: this module counts what it decided, from the predicate's own
clause and values (always bound parameters), so a condition written as a subquery
(`member_id IN (SELECT …)`) counts exactly as the table page will show it. Only tables the actor
may view are counted (an answer names no other); a count that runs out of time is `None`, never a
guess.
"""

from __future__ import annotations

import sqlite3
from typing import Any, Sequence

from .. import compat
from ..resolving.filters import named_predicate, quote_identifier
from ..resolving.resolution import Resolution
from . import links

# Candidates counted beside their links at most: each count is one query under the time limit, so
# a long list of candidates costs no more than this many.
MAX_COUNTED_CANDIDATES = 5


def count_sql(table: str, clause: str) -> str:
    """`select count(*) from "t" WHERE …`: the whole clause, as the resolver wrote it."""
    sql = f"select count(*) from {quote_identifier('sqlite', table)}"
    return f"{sql} {clause}" if clause else sql


async def count(datasette, database: str, table: str, clause: str, values: Sequence[Any] | dict) -> int | None:
    """The rows of `table` that `clause` keeps, or None when Datasette's time limit (or the
    database) stopped the count."""
    from datasette.database import QueryInterrupted

    try:
        db = datasette.get_database(database)
        result = await db.execute(count_sql(table, clause), values, log_sql_errors=False)
    except (KeyError, QueryInterrupted, sqlite3.Error):
        return None
    return result.rows[0][0] if result.rows else None


async def add_counts(datasette, result: Resolution, served: set[str]) -> dict | None:
    """`{"count": N}` for the resolved table's link (None when nothing resolved on a served
    database); candidates with a link get `rows` of their own, the first few only.

    Every table an answer names is one the actor may view — the resolver only ever sees the
    actor's scope (serving/permissions.py) — so counting them asks no permission question again."""
    entries: list[tuple[dict, str, Any]] = []  # (entry, clause, values)
    resolved = result.resolved
    if resolved and resolved.get("database") in served and resolved.get("engine") == "sqlite":
        predicate = result.predicate or {}
        entries.append((resolved, predicate.get("clause") or "", list(predicate.get("values") or [])))
    for candidate in [c for c in result.candidates if (c.get("links") or {}).get("table")][:MAX_COUNTED_CANDIDATES]:
        clause, params = named_predicate("sqlite", links.conditions_of(candidate.get("conditions") or []),
                                         numbers=compat.numeric_filter_rule())
        entries.append((candidate, clause, params))
    counted: dict | None = None
    for entry, clause, values in entries:
        rows = {"count": await count(datasette, entry["database"], entry["table"], clause, values)}
        if entry is resolved:
            counted = rows
        else:
            entry["rows"] = rows
    return counted
