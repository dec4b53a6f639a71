"""A request with only where keys: the tables that have every key as a column. One table is the
answer (views re-expose tables); several are candidates; a column most tables have narrows
nothing (docs/how-it-decides.md)."""

from __future__ import annotations

from typing import Any, Sequence

from . import normalize, rules
from .explain import cut, quoted
from .fields import candidate_columns
from .lookup import Choice, Lookup
from .resolution import Resolution

# Where-only requests load every matching object up to this many; beyond, SQLite ranks them and
# only the shown ones are loaded.
WHERE_LOADED_LIMIT = 200


def by_where(lookup: Lookup, fields: list[str], where: Sequence[tuple[str, Any]]) -> Resolution | Choice:
    store, scope = lookup.store, lookup.scope
    keys = [str(k) for k, _ in where]
    columns = quoted(lookup, keys)
    sets: list[set[int]] = []
    missing: list[str] = []
    for key in keys:
        ids = set(store.columns_named(normalize.fold_identifier(key), key, scope.database))
        if scope.allowed is not None:
            ids &= scope.allowed
        if not ids:
            missing.append(key)
        sets.append(ids)
    if missing:
        return Resolution("not_found", lookup.t("not_found_where_none", columns=quoted(lookup, missing)),
                          next_actions=[lookup.t("next_give_predicate")])
    common = set.intersection(*sets) if sets else set()
    if not common:
        return Resolution("not_found", lookup.t("not_found_where_together", columns=columns),
                          next_actions=[lookup.t("next_give_predicate")])
    total = lookup.corpus_size()
    if rules.ubiquitous(len(common), total):
        # `where.id=1`: a column most tables have narrows nothing.
        reason = lookup.t("insufficient_where", columns=columns, matched=len(common), total=total)
        return Resolution("insufficient_evidence", reason, matched=len(common), ubiquitous_terms=keys,
                          next_actions=[lookup.t("next_specific")])
    if scope.allowed is None and len(common) > WHERE_LOADED_LIMIT:
        first, table_count = store.first_objects(common, lookup.options.max_candidates)
        records = [r for r in (store.objects(first).get(oid) for oid in first) if r is not None]
        tables = records[:1] if table_count == 1 else [None] * table_count
    else:
        found = list(store.objects(common).values())
        fan_in = lookup.fan_in(found)
        records = sorted(found, key=lambda r: (r.kind != "table", -fan_in[r.id], lookup.name(r)))
        tables = [r for r in records if r.kind == "table"]
    if len(common) == 1 or len(tables) == 1:
        # Views re-expose tables: one table with these columns is the answer.
        record = tables[0] if tables else records[0]
        return Choice(record, rules.WHERE_ONLY_CONFIDENCE,
                      lookup.t("resolved_where", table=lookup.name(record), columns=columns), matched=len(common))
    shown = records[: lookup.options.max_candidates]
    candidates = [lookup.describe(r, rules.WHERE_ONLY_CONFIDENCE, lookup.t("cand_where", columns=columns),
                                  candidate_columns(lookup, r, fields, where)) for r in shown]
    reason = lookup.t("ambiguous_where", matched=len(common), columns=columns,
                      top=lookup.join(lookup.name(r) for r in shown), cut=cut(lookup, len(shown), len(common)))
    return Resolution("ambiguous", reason, confidence=rules.WHERE_ONLY_CONFIDENCE, candidates=candidates,
                      matched=len(common), next_actions=[lookup.t("next_pick")])
