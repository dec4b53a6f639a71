"""The one place that knows how Datasette 0.65 and the 1.0 alphas differ for this plugin:
permissions, metadata, the SQL page's URL and the table filters.

- Permissions. 0.65 asks `permission_allowed` hooks one resource at a time (`check_visibility`
  cascades table → database → instance). 1.0a answers "which tables may this actor view?" with one
  SQL query over its internal database (`allowed_resources_sql`), and single checks with `allowed`.
- Metadata. 0.65 keeps it in `datasette.metadata()`; 1.0a stores it in the internal database and
  reads it with `get_resource_metadata` / `get_column_metadata`.
- The SQL page. `/db?sql=…` on 0.65; `/db/-/query?sql=…` on 1.0a.
- Table filters. 0.65 has no `notcontains` and binds a `gt`/`lt` value as a number only when it
  is all digits; 1.0a binds any finite number.
"""

from __future__ import annotations

import urllib.parse
from functools import lru_cache
from typing import Any, Iterable, Mapping

from datasette import __version__ as DATASETTE_VERSION

IS_1X = not DATASETTE_VERSION.startswith("0.")

# Datasette's own permission plugins: when only these answer `permission_allowed` (0.65) and
# the metadata has no `allow` block, every actor may view every table.
_DEFAULT_PERMISSION_PLUGINS = {"datasette.default_permissions"}


# -- permissions -------------------------------------------------------------------------------
def _has_allow(metadata: Any) -> bool:
    if isinstance(metadata, Mapping):
        for key, value in metadata.items():
            if key in ("allow", "allow_sql") and value is not None:
                return True
            if _has_allow(value):
                return True
    elif isinstance(metadata, list):
        return any(_has_allow(v) for v in metadata)
    return False


def _only_default_permissions(datasette) -> bool:
    from datasette.plugins import pm

    names = {impl.plugin_name for impl in pm.hook.permission_allowed.get_hookimpls()}
    if not names <= _DEFAULT_PERMISSION_PLUGINS:
        return False
    if datasette.setting("default_allow_sql") is False:
        pass  # affects execute-sql only, not viewing
    return not _has_allow(datasette.metadata())


async def can_view_instance(datasette, actor) -> bool:
    if IS_1X:
        return await datasette.allowed(action="view-instance", actor=actor)
    visible, _ = await datasette.check_visibility(actor, "view-instance")
    return visible


async def can_view_database(datasette, actor, database: str) -> bool:
    if IS_1X:
        from datasette.resources import DatabaseResource

        return await datasette.allowed(action="view-database", resource=DatabaseResource(database=database),
                                       actor=actor)
    visible, _ = await datasette.check_visibility(
        actor, permissions=[("view-database", database), "view-instance"]
    )
    return visible


async def can_execute_sql(datasette, actor, database: str) -> bool:
    if IS_1X:
        from datasette.resources import DatabaseResource

        return await datasette.allowed(action="execute-sql", resource=DatabaseResource(database=database),
                                       actor=actor)
    if not await can_view_database(datasette, actor, database):
        return False
    return await datasette.permission_allowed(actor, "execute-sql", database, default=True)


async def visible_tables(datasette, actor, tables: Iterable[tuple[str, str]]) -> set[tuple[str, str]] | None:
    """Which (database, table) pairs this actor may view; None means "all of them".

    The answer is Datasette's own for its table page: a table-level rule wins over its database's,
    which wins over the instance's (so a clerk allowed `orders` sees it inside a database he may
    not browse). Checked in bulk where Datasette can — one SQL query on 1.0a. On 0.65 an instance
    whose permissions come only from Datasette's defaults with no `allow` blocks lets everyone
    view everything; otherwise each table is asked once, each database and the instance at most
    once."""
    tables = list(tables)
    if IS_1X:
        sql, params = await datasette.allowed_resources_sql(action="view-table", actor=actor)
        rows = await datasette.get_internal_database().execute(f"select parent, child from ({sql})", params)
        allowed = {(parent, child) for parent, child in rows.rows}
        return {pair for pair in tables if pair in allowed}
    if _only_default_permissions(datasette):
        return None
    decided: dict[Any, bool | None] = {}

    async def rule(action: str, resource) -> bool | None:
        key = (action, resource)
        if key not in decided:
            decided[key] = await datasette.permission_allowed(actor, action, resource=resource, default=None)
        return decided[key]

    visible: set[tuple[str, str]] = set()
    for database, table in tables:
        for action, resource in (("view-table", (database, table)), ("view-database", database),
                                 ("view-instance", None)):
            verdict = await rule(action, resource)
            if verdict is not None:
                break
        if verdict is None or verdict:
            visible.add((database, table))
    return visible


# -- metadata ----------------------------------------------------------------------------------
async def descriptions(datasette, database: str, tables: Iterable[str]) -> dict[str, dict]:
    """{table: {"description": str, "columns": {column: str}}} from Datasette's metadata."""
    out: dict[str, dict] = {}
    if IS_1X:
        internal = datasette.get_internal_database()
        for table in tables:
            meta = await datasette.get_resource_metadata(database, table)
            rows = await internal.execute(
                "select column_name, value from metadata_columns where database_name = ? and resource_name = ? "
                "and key = 'description'",
                [database, table],
            )
            columns = {name: value for name, value in rows.rows if value}
            entry = {}
            if meta.get("description"):
                entry["description"] = meta["description"]
            if columns:
                entry["columns"] = columns
            if meta.get("hidden") in ("true", "1", True, 1):
                entry["hidden"] = True
            if entry:
                out[table] = entry
        return out
    metadata = datasette.metadata() or {}
    db_meta = ((metadata.get("databases") or {}).get(database) or {}).get("tables") or {}
    for table in tables:
        value = db_meta.get(table)
        if isinstance(value, Mapping):
            entry = {k: value[k] for k in ("description", "columns", "hidden") if k in value}
            if entry:
                out[table] = entry
    return out


# -- URLs --------------------------------------------------------------------------------------
def sql_url(datasette, database: str, sql: str, params: Mapping[str, Any] | None = None) -> str:
    """The database's SQL page with the query and its named parameters filled in."""
    query = {"sql": sql}
    for key, value in (params or {}).items():
        query[key] = "" if value is None else str(value)
    base = datasette.urls.database(database)
    if IS_1X:
        return f"{base}/-/query?" + urllib.parse.urlencode(query)
    return f"{base}?" + urllib.parse.urlencode(query)


# -- table filters -----------------------------------------------------------------------------
@lru_cache(maxsize=1)
def table_filter_keys() -> frozenset[str]:
    """The filter names this Datasette's table page understands (`?col__<name>=`): 0.65 has no
    `notcontains`, so a link must say it another way there."""
    from datasette.filters import Filters

    return frozenset(key for key, _display, _no_argument in Filters([]).lookups())


@lru_cache(maxsize=1)
def numeric_filter_rule() -> str:
    """How this Datasette binds `gt`/`gte`/`lt`/`lte` values, asked of its own filter rather than
    its version: "digits" (0.65: only a digit string becomes a number) or "finite" (1.0a: any
    integer or finite decimal does). The names are those of `filters.NUMERIC_RULES`."""
    from datasette.filters import TemplatedFilter

    probe = TemplatedFilter("gt", ">", "{c} > :{p}", "{c} > {v}", numeric=True)
    _sql, value = probe.where_clause("t", "c", "1.5", 0)
    return "finite" if isinstance(value, float) else "digits"
