"""Hooks datasette-dbgraph offers other plugins (registered on Datasette's plugin manager).

Implement them with Datasette's own marker::

    from datasette import hookimpl

    @hookimpl
    def dbgraph_aliases(datasette):
        return [["客户", "client", "customer"]]

    @hookimpl
    def dbgraph_descriptions(datasette, database):
        if database == "shop":
            return {"t_ord": {"description": "订单表", "columns": {"sn": "订单编号"}}}
"""

from pluggy import HookspecMarker

hookspec = HookspecMarker("datasette")


@hookspec
def dbgraph_aliases(datasette):
    """Alias groups to add to the glossary: a list of lists of words that mean the same thing.
    May return an awaitable."""


@hookspec
def dbgraph_descriptions(datasette, database):
    """Descriptions for tables of one database, for example from a data catalog:
    ``{table: {"description": str, "columns": {column: str}}}``. Datasette's own metadata wins
    over these; these win over SQL comments. May return an awaitable."""
