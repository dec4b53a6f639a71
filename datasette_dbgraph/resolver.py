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

from .concepts import build_concepts
from .entity import by_entity
from .fields import match_field
from .filters import build_predicate, quote_identifier
from .finish import finish
from .lookup import Choice, Lookup, Options, Request, Scope
from .names import by_object
from .resolution import STATUSES, Resolution
from .sentence import answer_sentence
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
    if request.q and request.q.strip():
        return answer_sentence(lookup, request)
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


__all__ = ["Options", "Request", "Scope", "Resolution", "resolve", "answer", "IndexUnavailable", "STATUSES",
           "build_predicate", "quote_identifier", "match_field", "build_concepts"]
