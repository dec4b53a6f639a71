"""Links into Datasette for a resolution: the table with the conditions as Datasette's own filters
(`?status__exact=2&pay_amount__gt=100`), and the same query on the SQL page with named parameters.
Every URL comes from `datasette.urls`, so tilde-encoding and `base_url` hold; the filters and the
clause come from filters.py, so the two return the same rows (docs/conditions.md)."""

from __future__ import annotations

import urllib.parse
from typing import Iterable, Mapping, Sequence

from .. import compat
from ..resolving.filters import (
    Condition,
    named_predicate,
    query_pairs,
    quote_identifier,
)


def conditions_of(items: Iterable[Mapping], keyed: bool = False) -> list[Condition]:
    """Conditions from a predicate's `conditions` (or a candidate's) as the JSON carries them;
    `keyed` keeps what the person wrote (key and label), for words that describe them."""
    if keyed:
        return [Condition(item["column"], item["op"], item.get("value"), key=item.get("key"), label=item.get("label"),
                          matched_by=item.get("matched_by")) for item in items]
    return [Condition(item["column"], item["op"], item.get("value")) for item in items]


def table_link(datasette, database: str, table: str, conditions: Sequence[Condition] = (),
               columns: Sequence[str] = ()) -> str:
    """`/db/table?col__exact=value&_col=field` — always an explicit filter suffix (a bare
    `?col=value` is ambiguous for a column whose name contains `__`), in the words this Datasette
    knows. Datasette keeps the primary key in view when `_col` narrows the columns."""
    query = query_pairs(conditions, known=compat.table_filter_keys())
    query.extend(("_col", column) for column in dict.fromkeys(columns))
    base = datasette.urls.table(database, table)
    return base + ("?" + urllib.parse.urlencode(query) if query else "")


def select_sql(engine: str, table_sql_name: str, clause: str = "", columns: Sequence[str] = ()) -> str:
    """`SELECT … FROM "t" WHERE …`, with identifiers quoted for the engine."""
    select = ", ".join(quote_identifier(engine, c) for c in columns) if columns else "*"
    sql = f"SELECT {select} FROM {table_sql_name}"
    return f"{sql} {clause}" if clause else sql


def qualified_sql_name(engine: str, schema: str | None, table: str) -> str:
    if schema:
        return f"{quote_identifier(engine, schema)}.{quote_identifier(engine, table)}"
    return quote_identifier(engine, table)


def sql_link(datasette, database: str, table: str, conditions: Sequence[Condition],
             columns: Sequence[str] = ()) -> str:
    """The SQL page with the same query, its values as named parameters `:p0, :p1 …`."""
    clause, params = named_predicate("sqlite", conditions)
    sql = select_sql("sqlite", quote_identifier("sqlite", table), clause, columns)
    return compat.sql_url(datasette, database, sql, params)
