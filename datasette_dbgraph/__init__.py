"""datasette-dbgraph: business words in, one table and a parameterized WHERE out.

This module holds Datasette's hooks and nothing else; each one hands over to the module whose job
it is (views, cli, catalog, compat).
"""

import html
import urllib.parse

from datasette import hookimpl

from .compat import IS_1X
from .hookspecs import register_hookspecs

# Datasette imports this module while loading its plugins, so the plugin manager may be half set
# up here; importing it from this module first would register this plugin with no hooks at all.
register_hookspecs(only_if_loaded=True)


@hookimpl
def register_routes():
    from .views import dbgraph_json, dbgraph_page

    return [
        (r"^/-/dbgraph\.json$", dbgraph_json),
        (r"^/-/dbgraph$", dbgraph_page),
    ]


@hookimpl
def register_commands(cli):
    from .cli import register

    register(cli)


@hookimpl
def startup(datasette):
    from .views import state

    register_hookspecs()
    graph = state(datasette)
    if graph.error:
        print(f"datasette-dbgraph: {graph.error}")


def _ui(request):
    from .messages import pick_lang, ui

    return ui(pick_lang(None, request.headers.get("accept-language") if request is not None else None))


@hookimpl
def menu_links(datasette, actor, request):
    async def inner():
        from .compat import can_view_instance

        if not await can_view_instance(datasette, actor):
            return []
        return [{"href": datasette.urls.path("/-/dbgraph"), "label": _ui(request)["menu"]}]

    return inner


@hookimpl
def database_actions(datasette, actor, database, request):
    from .catalog import INTERNAL_DATABASES

    if database in INTERNAL_DATABASES:
        return []
    ui = _ui(request)
    return [{
        "href": datasette.urls.path("/-/dbgraph") + "?" + urllib.parse.urlencode({"database": database}),
        "label": ui["action_database"],
        "description": ui["action_database_description"],
    }]


@hookimpl
def table_actions(datasette, actor, database, table, request):
    from .catalog import INTERNAL_DATABASES

    if database in INTERNAL_DATABASES:
        return []
    ui = _ui(request)
    query = urllib.parse.urlencode({"database": database, "object": table})
    return [{
        "href": datasette.urls.path("/-/dbgraph") + "?" + query,
        "label": ui["action_table"],
        "description": ui["action_table_description"],
    }]


if IS_1X:

    def _search_box(datasette, request, database=None):
        ui = _ui(request)
        action = html.escape(datasette.urls.path("/-/dbgraph"))
        hidden = f'<input type="hidden" name="database" value="{html.escape(database)}">' if database else ""
        return (
            f'<form class="core dbgraph-box" action="{action}" method="get" style="margin: 1em 0">'
            f'{hidden}<label for="dbgraph-box">{html.escape(ui["box_label"])}</label> '
            f'<input id="dbgraph-box" type="search" name="entity" placeholder="{html.escape(ui["entity_placeholder"])}"> '
            f'<input type="submit" value="{html.escape(ui["search"])}"></form>'
        )

    @hookimpl
    def top_homepage(datasette, request):
        return _search_box(datasette, request)

    @hookimpl
    def top_database(datasette, request, database):
        from .catalog import INTERNAL_DATABASES

        return "" if database in INTERNAL_DATABASES else _search_box(datasette, request, database)

    @hookimpl
    def jump_items_sql(datasette, actor, request):
        async def inner():
            from datasette.jump import JumpSQL

            from .views import state

            try:
                await state(datasette).handle()  # builds the index (and the jump rows) if needed
            except Exception:
                return []  # no index: the jump menu keeps its own items
            internal = datasette.get_internal_database()
            exists = await internal.execute(
                "select 1 from sqlite_master where type = 'table' and name = 'dbgraph_jump'")
            if not exists.rows:
                return []
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
            )]

        return inner
