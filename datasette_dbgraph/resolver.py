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

from typing import Any

from .concepts import build_concepts
from .entity import by_entity
from .explain import AVAILABLE_COLUMNS_SHOWN, quoted
from .fields import build_predicate, find_where_column, match_field, quote_identifier, where_match
from .lookup import Choice, Lookup, Options, Request, Scope
from .names import by_object
from .records import ObjectRecord
from .resolution import STATUSES, Resolution, join_entry
from .store import IndexUnavailable, Store
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
        match = match_field(columns, word, lookup.options.alias_table, lookup.bound.columns)
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
