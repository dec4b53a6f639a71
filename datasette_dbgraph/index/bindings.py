"""Names in one index: the objects a table name names (`objects_named`, for `object` requests and
for bindings), and bindings checked against the index: which objects and columns their words name.

A binding (aliases.Binding) ties words to one table (`{words: [客户], table: ums_member}`) or one
column (`{words: [手机], column: ums_member.phone}`); for those words it counts as the target's own
name (docs/how-it-decides.md, "Bindings"). A binding whose target the index does not have is an
error, reported by name: an answer that quietly ignored it would not be the one configured.
"""

from __future__ import annotations

import re
from typing import AbstractSet, Callable, Iterable, Mapping, NamedTuple

from ..words import normalize
from ..words.aliases import AliasTable
from .records import ObjectRecord
from .store import IndexUnavailable, Store

# Resolved bindings kept per alias table, for this many indexes.
BOUND_CACHE_SIZE = 8


class Bound(NamedTuple):
    """What the bindings' words name in one index."""

    tables: Mapping[tuple[str, ...], frozenset[int]]  # word key → object ids
    columns: Mapping[tuple[str, ...], frozenset[tuple[int, int]]]  # word key → (object id, column id)
    # Per binding (in AliasTable.bindings order), the objects it names (a column binding: their tables).
    targets: tuple[frozenset[int], ...] = ()

    def objects_for(self, keys: Iterable[tuple[str, ...]]) -> set[int]:
        return {oid for key in keys for oid in self.tables.get(key, ())}


NOTHING_BOUND = Bound({}, {})


def for_actor(store: Store, aliases: AliasTable, allowed: AbstractSet[int] | None) -> tuple[AliasTable, Bound]:
    """The alias table as an actor who may see only `allowed` has it, and what its bindings name:
    a binding none of whose targets the actor may see does not exist for that actor — not its
    words as one concept, not its target — so the reading is the one of an index without the
    hidden table (docs/configuration.md, "Bindings"). Raises IndexUnavailable as `bind` does."""
    bound = bind(store, aliases)
    if allowed is None or not aliases.bindings:
        return aliases, bound
    hidden = frozenset(i for i, ids in enumerate(bound.targets) if ids.isdisjoint(allowed))
    if not hidden:
        return aliases, bound
    kept = aliases.without_bindings(hidden)
    return kept, bind(store, kept)


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
    targets: list[frozenset[int]] = []
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
            targets.append(frozenset(oid for oid, _ in found))
        else:
            ids = {record.id for record in objects_named(store, binding.target)}
            if not ids:
                missing.append(f"{words} to the table {binding.target}")
            for key in binding.keys:
                tables.setdefault(key, set()).update(ids)
            targets.append(frozenset(ids))
    if missing:
        raise IndexUnavailable("your aliases bind " + "; ".join(missing) + ", which the index does not have")
    return Bound({k: frozenset(v) for k, v in tables.items() if k and v},
                 {k: frozenset(v) for k, v in columns.items() if k and v}, tuple(targets))


# A name may be written with other separators than the table's own (`oms_order`, `oms-order`,
# `oms order`); any other character (`;`, `'`, `=`) must be the name's own.
NAME_SEPARATORS = frozenset("_-. ")


def objects_named(store: Store, text: str, allows: Callable[[ObjectRecord], bool] | None = None) -> list[ObjectRecord]:
    """Every object named `text`: exactly, or with other case and separators (`OmsOrder`,
    `oms-order`); `database.table` and `schema.table` qualify it, quoted or not (`shop`.`orders`).
    A name is never read as words: `orders'--` is not `orders`. With `allows`, a qualified reading
    counts only the objects it allows (what an actor may see), so a hidden `hr`.`salary` never hides a
    visible table named `hr.salary`; the caller still filters the result."""
    found: dict[int, ObjectRecord] = {}
    unquoted = re.sub(r'[`"\[\]]', "", text)
    for written in dict.fromkeys((text, unquoted)):
        for cut_at in [m.start() for m in re.finditer(r"\.", written)]:
            qualifier, name = written[:cut_at].strip(), written[cut_at + 1 :].strip()
            qualifier_folded = normalize.fold(qualifier)
            for record in store.objects_by_name_key(normalize.fold_identifier(name)):
                if allows is not None and not allows(record):
                    continue
                parts = [record.database]
                if record.schema:
                    parts += [record.schema, f"{record.database}.{record.schema}"]
                if qualifier_folded in {normalize.fold(p) for p in parts} and _spelled_as(name, record.name):
                    found[record.id] = record
    if not found:
        for written in dict.fromkeys((text, unquoted)):
            for record in store.objects_by_name_key(normalize.fold_identifier(written)):
                if _spelled_as(written.strip(), record.name):
                    found[record.id] = record
    return list(found.values())


def _spelled_as(written: str, name: str) -> bool:
    """`written` is `name` itself, or the same letters with other case and separators."""
    if normalize.fold(written) == normalize.fold(name):
        return True
    written = normalize.nfkc(written)
    return "--" not in written and all(ch.isalnum() or ch in NAME_SEPARATORS for ch in written) and \
        normalize.fold_identifier(written) == normalize.fold_identifier(name)
