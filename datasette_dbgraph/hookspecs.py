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

import sys

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


def register_hookspecs(only_if_loaded: bool = False) -> None:
    """Add these specs to Datasette's plugin manager, once. With `only_if_loaded`, only when
    `datasette.plugins` is already imported (never trigger its plugin loading from here)."""
    module = sys.modules.get("datasette.plugins")
    if module is None:
        if only_if_loaded:
            return
        import datasette.plugins as module
    pm = getattr(module, "pm", None)
    if pm is None:
        return
    caller = getattr(pm.hook, "dbgraph_aliases", None)
    if caller is not None and getattr(caller, "spec", None) is not None:
        return
    pm.add_hookspecs(sys.modules[__name__])
