"""One table and the tables linked to it by foreign keys, read from the index (docs/http.md,
"Related tables").

Pure: a `Store` and what the actor may see in, a `Related` out; no Datasette here. A table the actor
may not see is answered exactly like one the index does not describe (None), and a neighbour the
actor may not see is left out without a trace.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import AbstractSet, Any, Sequence

from ..words import normalize
from .records import ColumnRecord, ObjectRecord
from .store import Store

# The arrow of a join in plain words: the referencing columns point at the referenced ones.
ARROW = "→"


@dataclass(frozen=True)
class Neighbour:
    """A table linked to the shown one. `columns` are the shown table's columns of the link,
    `other_columns` the neighbour's, in the same order; `direction` says who points at whom."""

    record: ObjectRecord
    direction: str  # "references" (the shown table points at it) or "referenced_by"
    columns: tuple[str, ...]
    other_columns: tuple[str, ...]


@dataclass(frozen=True)
class Related:
    record: ObjectRecord
    references: list[Neighbour]
    referenced_by: list[Neighbour]
    columns: list[ColumnRecord]  # the first `max_columns`, in table order
    column_total: int


def find(store: Store, database: str, table: str, allowed: AbstractSet[int] | None) -> ObjectRecord | None:
    """The object `table` of `database` — by its name as Datasette serves it, or schema-qualified
    — if the actor may see it; None when it is missing, hidden, or more than one object fits."""
    # The name as served, or any ending after a dot (`sales.invoices` is `invoices` of schema `sales`).
    keys = {normalize.fold_identifier(table[cut + 1:]) for cut in range(-1, len(table)) if cut < 0 or table[cut] == "."}
    candidates = [r for key in sorted(keys) for r in store.objects_by_name_key(key)
                  if r.database == database and table in (r.name, r.qualified)
                  and (allowed is None or r.id in allowed)]
    exact = [r for r in candidates if r.qualified == table]
    if len(exact) == 1:
        return exact[0]
    return candidates[0] if len(candidates) == 1 else None


def related(store: Store, database: str, table: str, allowed: AbstractSet[int] | None,
            max_columns: int) -> Related | None:
    """The table, its visible neighbours and its columns; None when the actor may not see it."""
    record = find(store, database, table, allowed)
    if record is None:
        return None
    edges = store.neighbours(record.id)
    ids = [edge["object_id"] for direction in edges.values() for edge in direction]
    others = {oid: r for oid, r in store.objects(ids).items() if allowed is None or oid in allowed}
    references = [Neighbour(others[e["object_id"]], "references", tuple(e["columns"]), tuple(e["other_columns"]))
                  for e in edges["references"] if e["object_id"] in others]
    # The other side of an edge: its referencing columns are the neighbour's. A table that points
    # at itself is listed once, under what it references.
    referenced_by = [Neighbour(others[e["object_id"]], "referenced_by", tuple(e["other_columns"]),
                               tuple(e["columns"]))
                     for e in edges["referenced_by"] if e["object_id"] in others and e["object_id"] != record.id]
    referenced_by.sort(key=lambda n: (n.record.qualified, n.columns))
    return Related(record, references, referenced_by, store.columns(record.id, max_columns), record.column_count)


def join_words(source: str, source_columns: Sequence[str], target: str, target_columns: Sequence[str]) -> str:
    """`orders.member_id → members.id`; with several columns, `a (x, y) → b (p, q)`."""
    if len(source_columns) == 1 and len(target_columns) == 1:
        return f"{source}.{source_columns[0]} {ARROW} {target}.{target_columns[0]}"
    return f"{source} ({', '.join(source_columns)}) {ARROW} {target} ({', '.join(target_columns)})"


def neighbour_join(shown: ObjectRecord, neighbour: Neighbour) -> str:
    """The join in plain words, always from the referencing table to the referenced one."""
    if neighbour.direction == "references":
        return join_words(shown.qualified, neighbour.columns, neighbour.record.qualified, neighbour.other_columns)
    return join_words(neighbour.record.qualified, neighbour.other_columns, shown.qualified, neighbour.columns)


def legend_entries(column: ColumnRecord) -> list[dict] | None:
    """The coded values a column's description lists, when the index stores them (index format 3
    and later); None otherwise."""
    legend = getattr(column, "legend", None)
    if legend is None:
        return None
    return [{"code": entry.code, "label": entry.label} for entry in legend.entries]


def object_fields(record: ObjectRecord) -> dict[str, Any]:
    return {"database": record.database, "schema": record.schema, "table": record.name,
            "qualified": record.qualified, "kind": record.kind, "comment": record.comment}


def to_dict(found: Related) -> dict[str, Any]:
    """The JSON of the view, links aside (the view adds `links` to the table and each neighbour)."""
    def neighbour(n: Neighbour) -> dict[str, Any]:
        return {**object_fields(n.record), "columns": list(n.columns), "other_columns": list(n.other_columns),
                "join": neighbour_join(found.record, n)}

    return {
        "ok": True,
        **object_fields(found.record),
        "engine": found.record.engine,
        "references": [neighbour(n) for n in found.references],
        "referenced_by": [neighbour(n) for n in found.referenced_by],
        "columns": [{"name": c.name, "type": c.type, "comment": c.comment, "pk": c.pk,
                     "legend": legend_entries(c)} for c in found.columns],
        "column_total": found.column_total,
    }
