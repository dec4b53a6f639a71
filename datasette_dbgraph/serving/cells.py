"""Coded values labelled on Datasette's own table and row pages: a cell of a column whose
description lists its codes (`订单状态：0待付款 1待发货 2已发货…`) shows `2 · 已发货`
(docs/configuration.md, `cell_labels`).

The legends come from the index (the same ones the search decodes labels with), read once per
table and index generation; Datasette's pages never wait for an index: until one is built, cells
show their plain values.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import Any

from markupsafe import Markup, escape

from ..index import related
from .state.catalog import state

# Tables whose legends are kept in memory (a table page asks for one table, for every cell).
MAX_CACHED_TABLES = 256
# Columns read per table: as many as the index keeps for any table.
MAX_COLUMNS = 10_000
# Seconds between two requests for an index build from the cells of pages shown before one exists.
REFRESH_EVERY = 1.0
# Between the value and its label.
SEPARATOR = " · "

Legends = dict[str, dict[str, str]]  # column → code → label


class CellLabels:
    """The legends of the tables one Datasette shows, for the index generation it has now."""

    def __init__(self):
        self._key: Any = None
        self._tables: OrderedDict[tuple[str, str], Legends] = OrderedDict()
        self._asked = float("-inf")

    def cached(self, datasette, database: str, table: str) -> Legends | None:
        """The legends already read for this table from the current index (no waiting, no
        coroutine: a table page asks for every cell); None when they must be read first."""
        graph = state(datasette)
        if graph.error or not graph.settings.cell_labels:
            return {}
        source = graph.prebuilt if graph.prebuilt is not None else graph.live
        handle = source.current
        if handle is None or handle.key != self._key:
            return None
        return self._tables.get((database, table))

    async def legends(self, datasette, database: str, table: str) -> Legends | None:
        graph = state(datasette)
        if graph.error or not graph.settings.cell_labels or not graph.searchable(database):
            return None
        source = graph.prebuilt if graph.prebuilt is not None else graph.live
        handle = source.current  # never waits for a build
        if handle is None:
            now = time.monotonic()
            if now - self._asked >= REFRESH_EVERY:  # every cell of a page asks: start a build once
                self._asked = now
                await graph.refresh()  # in the background; never waits
            return None
        if handle.key != self._key:
            self._key, self._tables = handle.key, OrderedDict()
        found = self._tables.get((database, table))
        if found is None:
            def read(conn) -> Legends:
                store = graph.store_for(conn, handle)
                record = related.find(store, database, table, None)
                if record is None:
                    return {}
                return {column.name: {entry.code: entry.label for entry in column.legend.entries}
                        for column in store.columns(record.id, MAX_COLUMNS) if column.legend is not None}

            try:
                found = await handle.run(read)
            except Exception:  # a damaged or replaced index: plain values, the search reports it
                return None
            self._tables[(database, table)] = found
            while len(self._tables) > MAX_CACHED_TABLES:
                self._tables.popitem(last=False)
        return found


def cells(datasette) -> CellLabels:
    current = getattr(datasette, "_dbgraph_cells", None)
    if current is None:
        current = datasette._dbgraph_cells = CellLabels()
    return current


def code_text(value: Any) -> str | None:
    """A cell's value as a legend's code: integers and text; anything else has no label."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        return None
    return str(value).strip()


def labelled(value: Any, legend: dict[str, str] | None) -> Markup | None:
    """`2 · 已发货` when the value is one of the legend's codes; None (Datasette's own rendering)
    otherwise."""
    code = code_text(value)
    label = (legend or {}).get(code) if code is not None else None
    if label is None:
        return None
    # Inline style: Datasette's pages do not load this plugin's stylesheet.
    return Markup(f'{escape(str(value))}<span class="dbgraph-cell-label" style="white-space: nowrap">'
                  f'{escape(SEPARATOR)}{escape(label)}</span>')


def render_now(datasette, database: str, table: str, column: str, value: Any) -> tuple[bool, Markup | None]:
    """(True, the cell) when the table's legends are at hand; (False, None) when `render` must read
    them first."""
    legends = cells(datasette).cached(datasette, database, table)
    if legends is None:
        return False, None
    return True, labelled(value, legends.get(column))


async def render(datasette, database: str, table: str, column: str, value: Any) -> Markup | None:
    """The cell, once the table's legends are read from the index (None until there is one)."""
    if code_text(value) is None:
        return None
    legends = await cells(datasette).legends(datasette, database, table)
    return labelled(value, (legends or {}).get(column))
