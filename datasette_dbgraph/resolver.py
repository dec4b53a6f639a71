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

from typing import Sequence

from . import normalize, rules
from .concepts import Concept, build_concepts, split_unknown_compounds
from .evidence import Scored
from .explain import (NEAR_MISSES_SHOWN, brief, candidate_reason, cut, evidence_text, near_actions, near_misses,
                      near_text, quoted)
from .fields import column_match, match_field
from .filters import build_predicate, quote_identifier
from .finish import candidate_entry, finish
from .lookup import Choice, Lookup, Options, Request, Scope
from .names import by_object, exact_entity
from .resolution import STATUSES, Resolution
from .search import Found, find, fulltext_candidates, rank
from .store import IndexUnavailable, Store
from .terms import FIELD_COLUMN
from .where_only import by_conditions, by_where


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
    # A word is known only if an object the actor may see has it: hidden tables never shape the reading.
    concepts = split_unknown_compounds(build_concepts(entity, lookup.options.alias_table),
                                       lambda words: lookup.store.known_terms(words, lookup.scope.allowed),
                                       lookup.options.alias_table)
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
        # Scored objects with no counted hit are no near miss.
        near = [brief(lookup, s.record) for s in rank(lookup, [s for s in scored if s.hits])[:NEAR_MISSES_SHOWN]]
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
    if rules.decided(top.score, second.score if second else None, options.min_confidence, options.ambiguity_gap):
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
    picked = by_conditions(lookup, entity, ranked, where) if where else None
    if picked is not None:
        chosen, set_aside = picked
        reason = lookup.t("resolved_conditions", words=entity, table=lookup.name(chosen.record),
                          tables=lookup.join(lookup.name(s.record) for s in [chosen, *set_aside]),
                          columns=quoted(lookup, [k for k, _ in where]), score=f"{chosen.score:.2f}",
                          gate=f"{options.min_confidence:.2f}")
        implied = [] if fields else implied_columns(lookup, chosen, found, concepts)
        return Choice(chosen.record, chosen.score, reason, matched=matched, query_terms=query_terms,
                      ubiquitous=ubiquitous, implied=implied)
    shown = ranked[: options.max_candidates]
    candidates = [candidate_entry(lookup, s.record, s.score, candidate_reason(lookup, s, concepts), fields, where)
                  for s in shown]
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
        near = [brief(lookup, s.record) for s in rank(lookup, [s for s in scored if s.hits])[:NEAR_MISSES_SHOWN]]
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


__all__ = ["Options", "Request", "Scope", "Resolution", "resolve", "answer", "IndexUnavailable", "STATUSES",
           "build_predicate", "quote_identifier", "match_field", "build_concepts"]
