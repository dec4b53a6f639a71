"""datasette-dbgraph: business words in, one table and a parameterized WHERE out.

This module holds Datasette's hooks and nothing else; each one hands over to the module whose job
it is (views, cli, catalog, compat).
"""

import urllib.parse

from datasette import hookimpl

from .compat import IS_1X
from .hookspecs import register_hookspecs

# Datasette imports this module while loading its plugins, so the plugin manager may be half set
# up here; importing it from this module first would register this plugin with no hooks at all.
register_hookspecs(only_if_loaded=True)


@hookimpl
def register_routes():
    from .serving.related_view import related_json, related_page
    from .serving.views import dbgraph_json, dbgraph_page

    routes = [
        (r"^/-/dbgraph\.json$", dbgraph_json),
        (r"^/-/dbgraph$", dbgraph_page),
        (r"^/-/dbgraph/related\.json$", related_json),
        (r"^/-/dbgraph/related$", related_page),
    ]
    if not IS_1X:  # 0.65 lists every database there, the private index included
        from .serving.surfaces import databases_listing

        routes.append((r"^/-/databases(?P<format>(\.json)?)$", databases_listing))
    return routes


@hookimpl
def register_commands(cli):
    from .cli import register

    register(cli)


@hookimpl
def startup(datasette):
    from .serving.state.catalog import state

    register_hookspecs()
    graph = state(datasette)
    if graph.error:
        print(f"datasette-dbgraph: {graph.error}")


def _searchable(datasette, database: str) -> bool:
    from .serving.state.catalog import state

    return state(datasette).searchable(database)


def _ui(request):
    from .resolving.messages import pick_lang
    from .serving.labels import ui

    return ui(pick_lang(None, request.headers.get("accept-language") if request is not None else None))


@hookimpl
def menu_links(datasette, actor, request):
    async def inner():
        from .serving.state.busy import Busy
        from .serving.state.catalog import state

        try:
            if not await state(datasette).can_view_instance(actor):
                return []
        except Busy:
            return []
        return [{"href": datasette.urls.path("/-/dbgraph"), "label": _ui(request)["menu"]}]

    return inner


@hookimpl
def database_actions(datasette, actor, database, request):
    if not _searchable(datasette, database):
        return []
    ui = _ui(request)
    return [{
        "href": datasette.urls.path("/-/dbgraph") + "?" + urllib.parse.urlencode({"database": database}),
        "label": ui["action_database"],
        "description": ui["action_database_description"],
    }]


@hookimpl
def table_actions(datasette, actor, database, table, request):
    if not _searchable(datasette, database):
        return []
    from .serving.entry import back_item
    from .serving.related_view import related_url

    ui = _ui(request)
    back = back_item(datasette, request)
    return [*([{"href": back["href"], "label": back["label"], "description": back["description"]}] if back else []), {
        "href": related_url(datasette, database, table),
        "label": ui["action_table"],
        "description": ui["action_table_description"],
    }]


@hookimpl
def render_cell(value, column, table, database, datasette):
    if not table:
        return None  # a query's cells belong to no table's legend
    from .serving.cells import render, render_now

    known, cell = render_now(datasette, database, table, column, value)  # most cells: no coroutine
    if known:
        return cell

    async def inner():
        return await render(datasette, database, table, column, value)

    return inner


if not IS_1X:

    @hookimpl(trylast=True)  # called last, so its answer is the one 0.65 keeps
    def permission_allowed(datasette, actor, action, resource):
        from .compat import database_of

        database = database_of(resource)
        if database is None:
            return None

        async def inner():
            from .serving.state.catalog import state

            return False if database in await state(datasette).private.names() else None

        return inner

    @hookimpl
    def asgi_wrapper(datasette):
        # 0.65 has no shutdown hook: the live index's private folder is removed when the server
        # shuts down (see catalog.close_at_shutdown).
        from .serving.state.catalog import close_at_shutdown

        return lambda app: close_at_shutdown(datasette, app)

    @hookimpl
    def extra_template_vars(template, database, datasette, request):
        # 0.65 has no top_homepage/top_database/top_table: this plugin's index.html, database.html
        # and table.html show these in the slot after the description (serving/entry.py).
        from .serving import entry

        if template in entry.BOX_TEMPLATES and (database is None or _searchable(datasette, database)):
            return {"dbgraph_box": entry.search_box(datasette, request, database)}
        if template == entry.TABLE_TEMPLATE:
            return {"dbgraph_back": entry.back_html(datasette, request)}
        return {}

    @hookimpl
    def skip_csrf(datasette, scope):
        # The JSON endpoint only reads, and its POST body is JSON (which a cross-site form cannot
        # send): 0.65's form-token check would refuse every signed-in client.
        return scope.get("type") == "http" and scope.get("path") in (
            "/-/dbgraph.json", datasette.urls.path("/-/dbgraph.json"))


if IS_1X:

    @hookimpl
    def permission_resources_sql(datasette, actor, action):
        async def inner():
            from .compat import deny_databases_sql
            from .serving.state.catalog import state

            return await deny_databases_sql(datasette, action, await state(datasette).private.names())

        return inner

    @hookimpl
    def shutdown(datasette):
        from .serving.state.catalog import state

        state(datasette).close()

    @hookimpl
    def asgi_wrapper(datasette):
        # 1.0a refuses a cross-site POST with an HTML page; the JSON endpoint answers in JSON.
        from .serving.surfaces import json_refusals

        return lambda app: json_refusals(datasette, app)

    @hookimpl
    def top_homepage(datasette, request):
        from .serving.entry import search_box

        return search_box(datasette, request)

    @hookimpl
    def top_database(datasette, request, database):
        from .serving.entry import search_box

        return search_box(datasette, request, database) if _searchable(datasette, database) else ""

    @hookimpl
    def top_table(datasette, request, database, table):
        from .serving.entry import back_html

        return back_html(datasette, request)

    @hookimpl
    def jump_items_sql(datasette, actor, request):
        async def inner():
            from datasette.jump import JumpSQL

            from .serving.state.catalog import state

            try:
                await state(datasette).refresh()  # starts a build if the databases changed; never waits
            except Exception:
                pass  # the rows of the last build still serve, and the jump menu keeps its own items
            from .serving.entry import jump_item

            ask = jump_item(datasette, request)
            ask_items = [JumpSQL.menu_item(item_type="search", **ask)] if ask else []
            internal = datasette.get_internal_database()
            exists = await internal.execute(
                "select 1 from sqlite_master where type = 'table' and name = 'dbgraph_jump'")
            if not exists.rows:
                return ask_items
            table_sql, params = await datasette.allowed_resources_sql(action="view-table", actor=actor)
            # Only rows the core's own name match would miss: found by comment or glossary word.
            return [JumpSQL(
                sql=f"""
                WITH allowed_tables AS ({table_sql})
                SELECT 'table' AS type,
                       j.database_name || ': ' || j.table_name AS label,
                       j.description AS description,
                       json_object('method', 'table', 'database', j.database_name, 'table', j.table_name) AS url,
                       j.search_text AS search_text,
                       NULL AS display_name
                FROM dbgraph_jump j
                JOIN allowed_tables ON allowed_tables.parent = j.database_name AND allowed_tables.child = j.table_name
                WHERE NOT ((j.database_name || ' ' || j.table_name) LIKE :pattern COLLATE NOCASE)
                """,
                params=params,
            ), *ask_items]

        return inner
