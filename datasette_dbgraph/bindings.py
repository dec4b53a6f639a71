"""Bindings checked against one index: which objects and columns their words name.

A binding (aliases.Binding) ties words to one table (`{words: [客户], table: ums_member}`) or one
column (`{words: [手机], column: ums_member.phone}`); for those words it counts as the target's own
name (docs/how-it-decides.md, "Bindings"). A binding whose target the index does not have is an
error, reported by name: an answer that quietly ignored it would not be the one configured.
"""

from __future__ import annotations

from typing import Iterable, Mapping, NamedTuple

from .aliases import AliasTable
from .names import objects_named
from .store import IndexUnavailable, Store

# Resolved bindings kept per alias table, for this many indexes.
BOUND_CACHE_SIZE = 8


class Bound(NamedTuple):
    """What the bindings' words name in one index."""

    tables: Mapping[tuple[str, ...], frozenset[int]]  # word key → object ids
    columns: Mapping[tuple[str, ...], frozenset[tuple[int, int]]]  # word key → (object id, column id)

    def objects_for(self, keys: Iterable[tuple[str, ...]]) -> set[int]:
        return {oid for key in keys for oid in self.tables.get(key, ())}


NOTHING_BOUND = Bound({}, {})


def bind(store: Store, aliases: AliasTable) -> Bound:
    """The objects and columns the alias table's bindings name in this index; raises
    IndexUnavailable naming every binding whose table or column the index does not have."""
    if not aliases.bindings:
        return NOTHING_BOUND
    cache = aliases.__dict__.setdefault("_bound", {})
    key = (id(store.conn), store.meta.get("built_at"), store.meta.get("built_from"), store.object_total)
    if key not in cache:
        if len(cache) >= BOUND_CACHE_SIZE:
            cache.clear()
        cache[key] = _bind(store, aliases)
    return cache[key]


def _bind(store: Store, aliases: AliasTable) -> Bound:
    tables: dict[tuple[str, ...], set[int]] = {}
    columns: dict[tuple[str, ...], set[tuple[int, int]]] = {}
    missing: list[str] = []
    for binding in aliases.bindings:
        words = ", ".join(f"“{w}”" for w in binding.words)
        if binding.column:
            table_text, _, column_name = binding.target.rpartition(".")
            found = {(record.id, column.id) for record in objects_named(store, table_text)
                     for column in [store.column_named(record.id, column_name)] if column is not None}
            if not found:
                missing.append(f"{words} to the column {binding.target}")
            for key in binding.keys:
                columns.setdefault(key, set()).update(found)
        else:
            ids = {record.id for record in objects_named(store, binding.target)}
            if not ids:
                missing.append(f"{words} to the table {binding.target}")
            for key in binding.keys:
                tables.setdefault(key, set()).update(ids)
    if missing:
        raise IndexUnavailable("your aliases bind " + "; ".join(missing) + ", which the index does not have")
    return Bound({k: frozenset(v) for k, v in tables.items() if k and v},
                 {k: frozenset(v) for k, v in columns.items() if k and v})
