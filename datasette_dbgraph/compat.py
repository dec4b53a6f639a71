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

import sqlite3
import urllib.parse
from functools import lru_cache
from typing import Any, Iterable, Mapping

from datasette import __version__ as DATASETTE_VERSION

IS_1X = not DATASETTE_VERSION.startswith("0.")

# -- permissions -------------------------------------------------------------------------------
# Plugins whose `permission_allowed` answers (0.65) this module can predict from the metadata:
# Datasette's defaults read `allow` blocks; this plugin only denies its index databases.
_RULE_PLUGINS = {"datasette.default_permissions", "datasette_dbgraph"}
# Datasette matches a table's metadata to its name ASCII-case-insensitively.
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
# A permission query that ran out of Datasette's `sql_time_limit_ms` under load is tried once more
# (1.0a's table query with this many times the limit) before the request is answered "busy".
PERMISSION_RETRY_FACTOR = 4
# Seconds a client is asked to wait when Datasette was too busy to answer a permission question.
PERMISSION_RETRY_AFTER = 2
BUSY_MESSAGE = "Datasette is too busy to check permissions right now"


def _permission_plugins() -> set[str]:
    from datasette.plugins import pm

    return {getattr(impl.plugin, "__name__", impl.plugin_name) for impl in pm.hook.permission_allowed.get_hookimpls()}


async def _retrying(check):
    """A permission question, asked again once if a query behind it ran out of time; then "busy"."""
    from datasette.database import QueryInterrupted

    from .serving.state.busy import Busy

    for attempt in (1, 2):
        try:
            return await check()
        except QueryInterrupted:
            if attempt == 2:
                raise Busy(BUSY_MESSAGE, PERMISSION_RETRY_AFTER) from None


async def _visible(datasette, actor, action: str, resource, cascade) -> bool:
    """One resource: `allowed` on 1.0a; on 0.65 `check_visibility` over the cascade."""
    if IS_1X:
        return await _retrying(lambda: datasette.allowed(action=action, resource=resource, actor=actor))

    async def check():
        visible, _ = await datasette.check_visibility(actor, permissions=cascade)
        return visible

    return await _retrying(check)


async def can_view_instance(datasette, actor) -> bool:
    return await _visible(datasette, actor, "view-instance", None, ["view-instance"])


async def can_view_database(datasette, actor, database: str) -> bool:
    resource = None
    if IS_1X:
        from datasette.resources import DatabaseResource

        resource = DatabaseResource(database=database)
    return await _visible(datasette, actor, "view-database", resource, [("view-database", database), "view-instance"])


async def can_view_table(datasette, actor, database: str, table: str) -> bool:
    """Datasette's own answer for one table's page — also for a table the database no longer has."""
    resource = None
    if IS_1X:
        from datasette.resources import TableResource

        resource = TableResource(database=database, table=table)
    return await _visible(datasette, actor, "view-table", resource,
                          [("view-table", (database, table)), ("view-database", database), "view-instance"])


async def can_execute_sql(datasette, actor, database: str) -> bool:
    if IS_1X:
        from datasette.resources import DatabaseResource

        return await _visible(datasette, actor, "execute-sql", DatabaseResource(database=database), None)
    if not await can_view_database(datasette, actor, database):
        return False
    return await _retrying(lambda: datasette.permission_allowed(actor, "execute-sql", database, default=True))


async def visible_tables(datasette, actor, tables: Iterable[tuple[str, str]]) -> set[tuple[str, str]] | None:
    """Which (database, table) pairs this actor may view; None means "all of them".

    The answer is Datasette's own for its table page: a table-level rule wins over its database's,
    which wins over the instance's (so a clerk allowed `orders` sees it inside a database he may
    not browse). The cost follows the rules, not the catalog:
    - 1.0a: one SQL query over Datasette's internal database (`allowed_resources_sql`);
    - 0.65 with only Datasette's default permissions (and this plugin's): one question per
      database, one for the instance and one per table that the metadata names — every other table
      inherits its database's answer. The metadata is asked per database, as Datasette asks it, so
      `get_metadata` plugins that answer only for their own database count;
    - 0.65 with other permission plugins: their hooks are asked once per table."""
    tables = list(tables)
    if IS_1X:
        allowed = await _allowed_tables_1x(datasette, actor)
        return {pair for pair in tables if pair in allowed}
    if _permission_plugins() <= _RULE_PLUGINS:
        return await _retrying(lambda: _visible_by_rules(datasette, actor, tables))
    return await _retrying(lambda: _visible_by_hooks(datasette, actor, tables))


async def _allowed_tables_1x(datasette, actor) -> set[tuple[str, str]]:
    from datasette.database import QueryInterrupted
    from datasette.utils import sqlite_timelimit

    from .serving.state.busy import Busy

    sql, params = await datasette.allowed_resources_sql(action="view-table", actor=actor)
    sql = f"select parent, child from ({sql})"
    internal = datasette.get_internal_database()
    try:
        rows = (await internal.execute(sql, params)).rows
    except QueryInterrupted:
        budget = datasette.setting("sql_time_limit_ms") * PERMISSION_RETRY_FACTOR

        def again(conn):
            with sqlite_timelimit(conn, budget):
                return conn.execute(sql, params).fetchall()

        try:
            rows = await internal.execute_fn(again)
        except sqlite3.OperationalError:
            raise Busy(BUSY_MESSAGE, PERMISSION_RETRY_AFTER) from None
    return {(parent, child) for parent, child in rows}


def _tables_named(datasette, database: str) -> set[str]:
    """The tables the metadata names for `database` (ASCII-lowercased), asked the way Datasette
    asks when it checks a table: `metadata("tables", database=…)`, so that a `get_metadata` plugin
    answering only for its own database is heard (docs/http.md, "Permissions"); and the local
    metadata's blocks."""
    local = datasette.metadata() or {}
    blocks = [datasette.metadata("tables", database=database),
              ((local.get("databases") or {}).get(database) or {}).get("tables"), local.get("tables")]
    return {str(name).translate(_ASCII_LOWER) for block in blocks if isinstance(block, Mapping) for name in block}


async def _visible_by_rules(datasette, actor, tables: list[tuple[str, str]]) -> set[tuple[str, str]] | None:
    instance = await datasette.permission_allowed(actor, "view-instance", default=None)
    by_database: dict[str, bool | None] = {}
    named: dict[str, set[str]] = {}
    for database in dict.fromkeys(d for d, _ in tables):
        by_database[database] = await datasette.permission_allowed(actor, "view-database", database, default=None)
        named[database] = _tables_named(datasette, database)
    visible: set[tuple[str, str]] = set()
    hidden = False
    for database, table in tables:
        verdict = None
        if table.translate(_ASCII_LOWER) in named[database]:
            verdict = await datasette.permission_allowed(actor, "view-table", (database, table), default=None)
        for fallback in (by_database[database], instance):
            if verdict is None:
                verdict = fallback
        if verdict is None or verdict:
            visible.add((database, table))
        else:
            hidden = True
    return visible if hidden else None


async def _visible_by_hooks(datasette, actor, tables: list[tuple[str, str]]) -> set[tuple[str, str]]:
    """Every table asked of every `permission_allowed` hook, as Datasette's `permission_allowed` does
    (without its per-call catalog lookup: these names are already SQLite's own spelling)."""
    from datasette.plugins import pm
    from datasette.utils import await_me_maybe

    decided: dict[Any, bool | None] = {}

    async def rule(action: str, resource) -> bool | None:
        key = (action, resource)
        if key not in decided:
            result = None
            for check in pm.hook.permission_allowed(datasette=datasette, actor=actor, action=action,
                                                    resource=resource):
                check = await await_me_maybe(check)
                if check is not None:
                    result = check
            decided[key] = result
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


# -- the index database is private ---------------------------------------------------------------
def database_of(resource) -> str | None:
    """The database a 0.65 permission resource is about (`db` or `(db, table)`), if any."""
    if isinstance(resource, str):
        return resource
    if isinstance(resource, (tuple, list)) and resource and isinstance(resource[0], str):
        return resource[0]
    return None


async def deny_databases_sql(datasette, action: str, databases: Iterable[str]):
    """1.0a: rules that deny `action` on these databases and everything in them, to every actor —
    at the database level and for each of its tables, views and queries, so that no allow rule of
    any level (an instance-wide root, a table's `allow` block) can win over them."""
    from datasette.permissions import PermissionSQL
    from datasette.resources import DatabaseResource

    databases = list(databases)
    action_obj = datasette.actions.get(action)
    resource_class = getattr(action_obj, "resource_class", None)
    if not databases or resource_class is None:
        return None
    if resource_class is not DatabaseResource and getattr(resource_class, "parent_class", None) is not DatabaseResource:
        return None
    params = {f"dbgraph_private_{i}": name for i, name in enumerate(databases)}
    params["dbgraph_private_reason"] = "datasette-dbgraph: the metadata index is private"
    marks = ", ".join(f":{key}" for key in params if key != "dbgraph_private_reason")
    sql = " UNION ALL ".join(
        f"SELECT :{key} AS parent, NULL AS child, 0 AS allow, :dbgraph_private_reason AS reason"
        for key in params if key != "dbgraph_private_reason")
    if resource_class is not DatabaseResource:
        children = await resource_class.resources_sql(datasette)
        sql += (f" UNION ALL SELECT parent, child, 0 AS allow, :dbgraph_private_reason AS reason "
                f"FROM ({children}) WHERE parent IN ({marks})")
    return PermissionSQL(sql=sql, params=params)


# -- Datasette's catalog (1.0a) ------------------------------------------------------------------
async def forget_catalog(datasette, databases: Iterable[str]) -> None:
    """Make 1.0a's next schema refresh read these databases again. It skips a database whose
    schema version is the one it recorded, even when another file is now attached under the name."""
    databases = list(databases)
    if not IS_1X or not databases:
        return

    def forget(conn):
        conn.executemany("update catalog_databases set schema_version = -1 where database_name = ?",
                         [[name] for name in databases])

    await datasette.get_internal_database().execute_write_fn(forget)


# -- metadata ----------------------------------------------------------------------------------
async def descriptions(datasette, database: str, tables: Iterable[str]) -> dict[str, dict]:
    """{table: {"description": str, "columns": {column: str}}} from Datasette's metadata."""
    out: dict[str, dict] = {}
    if IS_1X:
        # Two queries for the whole database, not two per table.
        internal = datasette.get_internal_database()
        wanted = set(tables)
        resources = await internal.execute(
            "select resource_name, key, value from metadata_resources where database_name = ?", [database])
        columns = await internal.execute(
            "select resource_name, column_name, value from metadata_columns where database_name = ? "
            "and key = 'description'", [database])
        for table, key, value in resources.rows:
            if table not in wanted:
                continue
            if key == "description" and value:
                out.setdefault(table, {})["description"] = value
            elif key == "hidden" and value in ("true", "1", True, 1):
                out.setdefault(table, {})["hidden"] = True
        for table, column, value in columns.rows:
            if table in wanted and value:
                out.setdefault(table, {}).setdefault("columns", {})[column] = value
        return out
    # Asked per database, as Datasette asks: a `get_metadata` plugin may answer only for its own.
    db_meta = datasette.metadata("tables", database=database) or {}
    if not isinstance(db_meta, Mapping):
        db_meta = {}
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
