"""Links into Datasette for a resolution: the table with the WHERE as Datasette's own filters,
and the same query on the SQL page. Every URL comes from `datasette.urls`, so tilde-encoding
and `base_url` hold."""

from __future__ import annotations

import re
import urllib.parse
from typing import Any, Sequence

from . import compat
from .fields import quote_identifier

_PARAM_SAFE_RE = re.compile(r"[^A-Za-z0-9_]")


def table_link(datasette, database: str, table: str, where: Sequence[tuple[str, Any]] = (),
               columns: Sequence[str] = ()) -> str:
    """`/db/table?col__exact=value&_col=field` — always the explicit `__exact` form (a bare
    `?col=value` is ambiguous for a column whose name contains `__`). Datasette keeps the
    primary key in view when `_col` narrows the columns."""
    query: list[tuple[str, str]] = [(f"{column}__exact", "" if value is None else str(value)) for column, value in where]
    query.extend(("_col", column) for column in dict.fromkeys(columns))
    base = datasette.urls.table(database, table)
    return base + ("?" + urllib.parse.urlencode(query) if query else "")


def _param_names(columns: Sequence[str]) -> list[str]:
    """Named-parameter names for the SQL page: the column name where it is a plain identifier,
    else p1, p2 … (a hostile column name must not become SQL syntax)."""
    names: list[str] = []
    for index, column in enumerate(columns, start=1):
        candidate = _PARAM_SAFE_RE.sub("", column)
        if not candidate or candidate[0].isdigit() or candidate in names or candidate != column:
            candidate = f"p{index}"
        while candidate in names:
            candidate += "_"
        names.append(candidate)
    return names


def select_sql(engine: str, table_sql_name: str, where_columns: Sequence[str], columns: Sequence[str] = (),
               named: bool = False) -> tuple[str, list[str]]:
    """`select … from "t" where "c" = ?` (or `= :c`), with identifiers quoted for the engine."""
    select = ", ".join(quote_identifier(engine, c) for c in columns) if columns else "*"
    names = _param_names(where_columns) if named else []
    conditions = [
        f"{quote_identifier(engine, column)} = {(':' + names[i]) if named else '?'}"
        for i, column in enumerate(where_columns)
    ]
    sql = f"select {select} from {table_sql_name}"
    if conditions:
        sql += " where " + " and ".join(conditions)
    return sql, names


def qualified_sql_name(engine: str, schema: str | None, table: str) -> str:
    if schema:
        return f"{quote_identifier(engine, schema)}.{quote_identifier(engine, table)}"
    return quote_identifier(engine, table)


def sql_link(datasette, database: str, table: str, where: Sequence[tuple[str, Any]], columns: Sequence[str] = ()) -> str:
    sql, names = select_sql("sqlite", quote_identifier("sqlite", table), [c for c, _ in where], columns, named=True)
    return compat.sql_url(datasette, database, sql, {n: v for n, (_, v) in zip(names, where)})
