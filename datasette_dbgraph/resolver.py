"""The resolver: a request in, one table plus a parameterized WHERE out — or an honest refusal.

Pure: it reads an index and returns a `Resolution` (docs/resolution.md); it imports nothing from
Datasette, so the page, the JSON endpoint and the CLI share it. Links are added by callers that
know how to build them.

A request takes one of three paths — by name (`object`), by business words (`entity`), or by
where keys alone — and each either refuses or chooses one object; `finish` then checks the
chosen table's fields and where keys and builds the predicate, so the same rules hold for all
three. How an entity is decided is in docs/how-it-decides.md, every number of it in rules.py.
"""

from __future__ import annotations

from typing import Any, Sequence

from . import normalize, rules
from .concepts import Concept, build_concepts, split_unknown_compounds
from .evidence import Scored
from .explain import (AVAILABLE_COLUMNS_SHOWN, NEAR_MISSES_SHOWN, brief, candidate_reason, cut, evidence_text,
                      near_actions, near_misses, near_text, quoted)
from .fields import (build_predicate, candidate_columns, column_match, find_where_column, match_field, quote_identifier,
                     where_match)
from .lookup import Choice, Lookup, Options, Request, Scope
from .names import by_object, exact_entity
from .records import ObjectRecord
from .resolution import STATUSES, Resolution, join_entry
from .search import Found, find, fulltext_candidates, rank
from .store import IndexUnavailable, Store
from .terms import FIELD_COLUMN
from .where_only import by_where


def resolve(conn, request: Request, options: Options | None = None, scope: Scope | None = None) -> dict:
    """Resolve one request against an open index (a connection or a Store): the resolution as
    the JSON object the endpoint sends.

    Raises IndexUnavailable when the index is missing, unreadable, empty or of another format;
    callers turn that into `index_incomplete`."""
    return answer(conn, request, options, scope).to_dict()


def answer(conn, request: Request, options: Options | None = None, scope: Scope | None = None) -> Resolution:
    """Like `resolve`, but the `Resolution` itself, for callers that add links or render it."""
    store = conn if isinstance(conn, Store) else Store(conn)
    scope = scope or Scope()
    if request.database:
        scope = Scope(allowed=scope.allowed, database=request.database,
                      allowed_count_by_database=scope.allowed_count_by_database)
    lookup = Lookup(store, options or Options(), scope)
    fields = [f.strip() for f in request.fields if f and f.strip()]
    where = list(request.where.items())
    outcome = route(lookup, (request.object or "").strip(), (request.entity or "").strip(), fields, where)
    return finish(lookup, outcome, fields, where) if isinstance(outcome, Choice) else outcome


def route(lookup: Lookup, obj: str, entity: str, fields: list[str], where: list) -> Resolution | Choice:
    if not obj and not entity and not where:
        return Resolution.missing_predicate(lookup.lang)
    if lookup.scope.database is not None and lookup.corpus_size() == 0:
        databases = [d for d in lookup.store.databases if lookup.database_visible(d)]
        return Resolution("not_found", lookup.t("not_found_database", words=lookup.scope.database),
                          next_actions=[lookup.t("next_database", databases=lookup.join(databases) or "—")])
    if obj:
        return by_object(lookup, obj, fields)
    if entity:
        return by_entity(lookup, entity, fields, where)
    return by_where(lookup, fields, where)


# -- by entity -----------------------------------------------------------------------------------
def by_entity(lookup: Lookup, entity: str, fields: list[str], where: list) -> Resolution | Choice:
    concepts = split_unknown_compounds(build_concepts(entity, lookup.options.alias_table),
                                       lookup.store.known_terms, lookup.options.alias_table)
    query_terms = [c.label for c in concepts]
    exact = exact_entity(lookup, entity, concepts)
    if exact is not None:
        exact.query_terms = query_terms
        return exact
    found = find(lookup, concepts) if concepts else None
    unknown = found.weighing.unknown_labels if found else []
    ubiquitous = found.weighing.ubiquitous_labels if found else []
    scored = found.scored if found else []
    matched = max(found.matched, len(scored)) if found else 0
    common = dict(query_terms=query_terms, ubiquitous_terms=ubiquitous)
    if not matched:
        # No term of any word matched: full-text recall over sub-words and bigrams is the net.
        scored = fulltext_candidates(lookup, entity)
        matched = len(scored)
        if not scored:
            return not_found_entity(lookup, entity, near_misses(lookup, entity), **common)
    elif unknown and scored:
        # A word no table knows: answering with what the other words found would quietly drop
        # part of the question (`会员 血型`, `'; DROP TABLE …`).
        near = [brief(lookup, s.record) for s in rank(lookup, scored)[:NEAR_MISSES_SHOWN]]
        reason = lookup.t("not_found_unknown", words=entity, unknown=quoted(lookup, unknown),
                          near=near_text(lookup, near))
        return Resolution("not_found", reason, matched=matched, near_misses=near,
                          next_actions=near_actions(lookup, near), **common)
    ranked = [s for s in rank(lookup, scored) if s.fulltext or s.best_evidence >= rules.MIN_CANDIDATE_EVIDENCE]
    if not ranked:
        return no_candidate(lookup, entity, concepts, found, scored, matched, common)
    top = ranked[0]
    second = ranked[1] if len(ranked) > 1 else None
    options = lookup.options
    if (top.head_explained or top.fulltext) and rules.decided(top.score, second.score if second else None,
                                                              options.min_confidence, options.ambiguity_gap):
        if top.fulltext:
            reason = lookup.t("resolved_fulltext", words=entity, table=lookup.name(top.record))
        else:
            lead = (lookup.t("lead_gap", gap=f"{top.score - second.score:.2f}", runner=lookup.name(second.record),
                             need=f"{options.ambiguity_gap:.2f}") if second else lookup.t("lead_alone"))
            reason = lookup.t("resolved_entity", words=entity, table=lookup.name(top.record),
                              evidence=evidence_text(lookup, top), score=f"{top.score:.2f}",
                              gate=f"{options.min_confidence:.2f}", lead=lead)
        implied = [] if fields else implied_columns(lookup, top, found, concepts)
        return Choice(top.record, top.score, reason, matched=matched, query_terms=query_terms, ubiquitous=ubiquitous,
                      implied=implied)
    shown = ranked[: options.max_candidates]
    candidates = [lookup.describe(s.record, s.score, candidate_reason(lookup, s, concepts),
                                  candidate_columns(lookup, s.record, fields, where)) for s in shown]
    top_text = lookup.join(f"{lookup.name(s.record)} ({s.score:.2f})" for s in shown)
    key = "ambiguous_low" if top.score < options.min_confidence else "ambiguous_entity"
    reason = lookup.t(key, words=entity, matched=matched, top=top_text, score=f"{top.score:.2f}",
                      gate=f"{options.min_confidence:.2f}", cut=cut(lookup, len(shown), matched))
    return Resolution("ambiguous", reason, confidence=top.score, candidates=candidates, matched=matched,
                      next_actions=[lookup.t("next_pick")], **common)


def no_candidate(lookup: Lookup, entity: str, concepts: Sequence[Concept], found: Found | None,
                 scored: Sequence[Scored], matched: int, common: dict) -> Resolution:
    """Objects matched, but none is evidence enough to be a candidate: say which words did not help."""
    unknown = found.weighing.unknown_labels if found else []
    if unknown:
        return not_found_entity(lookup, entity, near_misses(lookup, entity), **common)
    if any(s.hits for s in scored):
        near = [brief(lookup, s.record) for s in rank(lookup, scored)[:NEAR_MISSES_SHOWN]]
        in_columns = all(h.field == FIELD_COLUMN for s in scored for h in s.hits.values())
        reason = lookup.t("not_found_weak" if in_columns else "not_found_minor", words=entity,
                          matched=matched, near=near_text(lookup, near))
        return Resolution("not_found", reason, matched=matched, near_misses=near,
                          next_actions=near_actions(lookup, near), **common)
    counts = found.weighing.counts if found else ()
    detail = lookup.join(lookup.t("df_detail", term=count.label, df=count.reached, total=found.weighing.total)
                         for count in counts if count.reached)
    reason = lookup.t("insufficient", words=entity, matched=matched,
                      ubiquitous=quoted(lookup, common["ubiquitous_terms"]) or quoted(lookup, common["query_terms"]),
                      detail=detail)
    return Resolution("insufficient_evidence", reason, matched=matched, next_actions=[lookup.t("next_specific")],
                      **common)


def not_found_entity(lookup: Lookup, entity: str, near: list[dict], **common) -> Resolution:
    reason = lookup.t("not_found_entity", words=entity, near=near_text(lookup, near))
    return Resolution("not_found", reason, near_misses=near, next_actions=near_actions(lookup, near), **common)


def implied_columns(lookup: Lookup, scored: Scored, found: Found, concepts: Sequence[Concept]) -> list[dict]:
    """Columns the entity's attribute words point at on the chosen table (`会员 手机号` → mobile)."""
    naming = found.weighing.naming
    ids = [h.column_id for i, h in scored.hits.items()
           if h.field == FIELD_COLUMN and h.column_id is not None and i not in naming]
    columns = lookup.store.column_by_id(ids)
    out = []
    for i, hit in scored.hits.items():
        column = columns.get(hit.column_id) if hit.column_id is not None else None
        if column is None or i in naming:
            continue
        matched_by = "name-part" if hit.term in normalize.identifier_tokens(column.name) else "comment"
        out.append(column_match(column, matched_by, concepts[i].label))
    return out


# -- every path ends here ------------------------------------------------------------------------
def finish(lookup: Lookup, choice: Choice, fields: list[str], where: list[tuple[str, Any]]) -> Resolution:
    """Validate fields and where against the chosen object and build the predicate. Every
    selection path ends here, so the same rules hold for name, entity and where-only."""
    record, confidence, lead = choice.record, choice.confidence, choice.reason
    max_columns = lookup.options.max_columns
    loaded = lookup.store.columns(record.id, max_columns + 1)
    columns = loaded[:max_columns]
    # "No such column" about a column that exists beyond the cap would be a wrong answer:
    # the refusal says when the cap applied.
    bound = lookup.t("bound", limit=max_columns) if len(loaded) > max_columns else ""
    available = lookup.join(c.name for c in columns[:AVAILABLE_COLUMNS_SHOWN])
    if record.column_count > AVAILABLE_COLUMNS_SHOWN:
        available += lookup.t("available_more", total=record.column_count)
    where_columns = []
    missing_where = []
    for key, value in where:
        column = find_where_column(columns, str(key))
        if column is None:
            missing_where.append(str(key))
        else:
            where_columns.append((column, value))
    common = dict(query_terms=choice.query_terms, ubiquitous_terms=choice.ubiquitous, matched=choice.matched)
    if missing_where:
        reason = lookup.t("not_found_where_column", table=lookup.name(record), missing=quoted(lookup, missing_where),
                          available=available, bound=bound)
        return Resolution("not_found", reason, candidates=[lookup.describe(record, confidence, lead, [])],
                          next_actions=[lookup.t("next_fix_field")], **common)
    matches = [where_match(c, c.name) for c, _ in where_columns]
    missing_fields = []
    for word in fields:
        match = match_field(columns, word, lookup.options.alias_table)
        if match is None:
            missing_fields.append(word)
        else:
            matches.append(match)
    if missing_fields:
        reason = lookup.t("not_found_field", table=lookup.name(record), missing=quoted(lookup, missing_fields),
                          available=available, bound=bound)
        return Resolution("not_found", reason, candidates=[lookup.describe(record, confidence, lead, matches)],
                          next_actions=[lookup.t("next_fix_field")], **common)
    for extra in choice.implied:
        if all(extra["column"] != m["column"] for m in matches):
            matches.append(extra)
    predicate = build_predicate(record.engine, where_columns) if where_columns else None
    reason = lead
    field_matches = matches[len(where_columns):]
    if field_matches:
        reason += lookup.t("fields_part", columns=lookup.join(
            f"{m['column']} ({lookup.t('matched_by_' + m['matched_by'])} ← {m['term']})" for m in field_matches))
    if predicate:
        reason += lookup.t("predicate_part", clause=predicate["clause"])
    resolved = lookup.describe(record, confidence, lead, matches)
    resolved["primary_keys"] = [c.name for c in sorted((c for c in columns if c.pk), key=lambda c: c.pk)]
    resolved["joins"] = joins(lookup, record)
    actions = [lookup.t("next_open_table", table=lookup.name(record))]
    if not predicate:
        actions.append(lookup.t("next_add_where", table=lookup.name(record)))
    return Resolution("resolved", reason, confidence=confidence, resolved=resolved, predicate=predicate,
                      next_actions=actions, **common)


def joins(lookup: Lookup, record: ObjectRecord) -> list[dict]:
    """Foreign-key neighbours the actor may see, as join hints."""
    edges = lookup.store.neighbours(record.id)
    others = lookup.visible_objects(e["object_id"] for direction in edges.values() for e in direction)
    return [join_entry(direction, others[edge["object_id"]], edge)
            for direction, items in edges.items() for edge in items if edge["object_id"] in others]


__all__ = ["Options", "Request", "Scope", "Resolution", "resolve", "answer", "IndexUnavailable", "STATUSES",
           "build_predicate", "quote_identifier", "match_field", "build_concepts"]
