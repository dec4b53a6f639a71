"""`/-/dbgraph` (the page) and `/-/dbgraph.json` (GET and POST): one request, one resolution.

The page and the JSON render the same resolution object (CONTRACT §5). What the actor may not
view never reaches either: the resolver only ever sees the objects in the actor's scope.
"""

from __future__ import annotations

import logging
import sqlite3
import sys
import traceback
import urllib.parse
from typing import Any

from datasette import Forbidden, Response

from . import compat, links, messages
from .busy import Busy
from .catalog import DbGraph, state
from .inputs import InvalidInput, Parsed, parse_json_body, parse_query_string
from .resolver import Options, Scope, resolve
from .settings import ConfigError
from .store import IndexUnavailable

log = logging.getLogger("datasette_dbgraph")

# Empty where rows offered by the page's form (it works without JavaScript).
FORM_WHERE_ROWS = 2
REBUILD_HINT = "datasette dbgraph index SOURCE... -o INDEX.db"


def empty_resolution(status: str, reason: str, *, ok: bool, error: str | None = None,
                     next_actions: list[str] | None = None) -> dict:
    out = {
        "ok": ok, "status": status, "reason": reason, "confidence": 0.0, "resolved": None, "predicate": None,
        "candidates": [], "links": {}, "matched": 0, "shown": 0, "query_terms": [], "ubiquitous_terms": [],
        "next_actions": next_actions or [],
    }
    if error is not None:
        out["error"] = error
    return out


def invalid(message: str, lang: str) -> dict:
    reason = messages.text(lang, "invalid_input", error=message)
    return empty_resolution("invalid_input", reason, ok=False, error=message,
                            next_actions=[messages.text(lang, "next_fix_input")])


def incomplete(message: str, lang: str) -> dict:
    reason = messages.text(lang, "index_incomplete", error=message)
    return empty_resolution("index_incomplete", reason, ok=False, error=message,
                            next_actions=[messages.text(lang, "next_rebuild", command=REBUILD_HINT)])


def busy(error: Busy, lang: str) -> dict:
    """"Not now": the index is being built or Datasette is overloaded — a status of its own, so a
    client retries after `Retry-After` instead of asking for a rebuild (README, "What you get")."""
    reason = messages.text(lang, "busy", error=str(error), seconds=error.retry_after)
    return empty_resolution("busy", reason, ok=False, error=str(error),
                            next_actions=[messages.text(lang, "next_retry", seconds=error.retry_after)])


def forbidden(message: str, lang: str) -> dict:
    return empty_resolution("forbidden", messages.text(lang, "forbidden"), ok=False, error=message)


def out_of_date(tables: list[str], lang: str) -> dict:
    return incomplete(f"the index is out of date: it lists {', '.join(tables)}, which Datasette no longer "
                      f"serves", lang)


STATUS_CODES = {"invalid_input": 400, "forbidden": 403, "index_incomplete": 503, "busy": 503}


# A read error on the live index file (damaged behind the server's back) is answered from a fresh
# build: the request tries this many times in all.
READ_ATTEMPTS = 2


async def resolve_request(datasette, request, parsed: Parsed | None, lang: str) -> tuple[dict, DbGraph | None]:
    """Everything between a parsed request and a resolution with links. Raises Busy."""
    graph = state(datasette)
    for attempt in range(1, READ_ATTEMPTS + 1):
        try:
            handle = await graph.handle()
            aliases = await graph.aliases_for(handle)
        except ConfigError as error:
            return incomplete(str(error), lang), graph
        except IndexUnavailable as error:
            return incomplete(str(error), lang), graph
        except sqlite3.DatabaseError as error:  # a prebuilt index database that cannot be read
            return incomplete(f"the index could not be read ({error})", lang), graph
        if parsed is None:
            return None, graph  # the empty page
        actor_scope = await graph.scope(handle, request.actor)
        scope = Scope(allowed=actor_scope.allowed, allowed_count_by_database=actor_scope.counts)
        settings = graph.settings
        options = Options(min_confidence=settings.min_confidence, ambiguity_gap=settings.ambiguity_gap,
                          max_candidates=settings.max_candidates, max_columns=settings.max_columns,
                          lang=lang, aliases=aliases)
        try:
            result = await handle.run(
                lambda conn: resolve(graph.store_for(conn, handle), parsed.request, options, scope))
            break
        except (IndexUnavailable, sqlite3.DatabaseError) as error:
            graph.damaged(handle)
            if attempt == READ_ATTEMPTS or handle.path is None:
                reason = str(error) if isinstance(error, IndexUnavailable) else \
                    f"the index could not be read ({error})"
                return incomplete(reason, lang), graph
    stale = await graph.out_of_date(handle, result)
    if stale:
        return out_of_date(stale, lang), graph
    await add_links(datasette, request, result, handle.served, parsed)
    return result, graph


def _log_unexpected(error: Exception) -> None:
    print("datasette-dbgraph: unexpected error\n" + "".join(traceback.format_exception(error)), file=sys.stderr)


async def add_links(datasette, request, result: dict, served: set[str], parsed: Parsed) -> None:
    """Links for what Datasette serves; SQL to copy for what it does not."""
    def fields_columns(item: dict) -> list[str]:
        return [c["column"] for c in item.get("columns") or [] if c.get("matched_by") != "where"]

    def linkable(item: dict) -> bool:
        return item.get("database") in served and item.get("engine") == "sqlite"

    resolved = result.get("resolved")
    predicate = result.get("predicate") or {}
    where = list(zip(predicate.get("columns") or [], predicate.get("values") or []))
    if resolved:
        columns = fields_columns(resolved) if parsed.request.fields else []
        if columns:
            # The query keeps the primary key in view, as the table page does with `_col`.
            columns = list(dict.fromkeys([*(resolved.get("primary_keys") or []), *columns]))
        sql, _ = links.select_sql(resolved["engine"], links.qualified_sql_name(
            resolved["engine"], resolved.get("schema"), resolved["table"]), [c for c, _ in where], columns)
        resolved["sql"] = sql
        if linkable(resolved):
            result["links"]["table"] = links.table_link(
                datasette, resolved["database"], resolved["table"], where,
                [c for c in columns if c not in (resolved.get("primary_keys") or [])])
            if await compat.can_execute_sql(datasette, request.actor, resolved["database"]):
                result["links"]["sql"] = links.sql_link(datasette, resolved["database"], resolved["table"], where, columns)
        for join in resolved.get("joins") or []:
            if linkable({**join, "engine": resolved["engine"]}):
                join["link"] = links.table_link(datasette, join["database"], join["table"])
    for candidate in result.get("candidates") or []:
        if linkable(candidate):
            candidate_where = [(c["column"], parsed.request.where[c["term"]]) for c in candidate.get("columns") or []
                               if c.get("matched_by") == "where" and c.get("term") in parsed.request.where]
            candidate["links"] = {"table": links.table_link(datasette, candidate["database"], candidate["table"],
                                                            candidate_where)}
    for near in result.get("near_misses") or []:
        if near.get("database") in served:
            near["link"] = links.table_link(datasette, near["database"], near["table"])


def _lang(request, parsed_lang: str | None) -> str:
    return messages.pick_lang(parsed_lang or request.args.get("_lang"), request.headers.get("accept-language"))


INSTANCE_DENIED = "You do not have permission to view this instance"


async def _check_instance(datasette, request) -> None:
    if not await state(datasette).can_view_instance(request.actor):
        raise Forbidden(INSTANCE_DENIED)


def _busy_response(error: Busy, lang: str, page_html: str | None = None) -> Response:
    headers = {"Retry-After": str(error.retry_after)}
    if page_html is not None:
        return Response.html(page_html, status=503, headers=headers)
    return Response.json(busy(error, lang), status=503, headers=headers)


def _method_not_allowed(allowed: str, lang: str, page: bool = False):
    message = f"use {allowed}"
    if page:
        return Response.text(message, status=405, headers={"Allow": allowed})
    return Response.json(invalid(message, lang), status=405, headers={"Allow": allowed})


async def dbgraph_json(request, datasette):
    lang = _lang(request, None)
    try:
        await _check_instance(datasette, request)
    except Forbidden as error:  # a JSON client gets JSON, as for every other refusal
        return Response.json(forbidden(str(error), lang), status=403)
    except Busy as error:
        return _busy_response(error, lang)
    if request.method not in ("GET", "POST", "HEAD"):
        return _method_not_allowed("GET, POST", lang)
    try:
        if request.method == "POST":
            body = await request.post_body()
            parsed = parse_json_body(body)
        else:
            parsed = parse_query_string(request.query_string)
    except InvalidInput as error:
        return Response.json(invalid(str(error), lang), status=400)
    lang = _lang(request, parsed.lang)
    try:
        result, _ = await resolve_request(datasette, request, parsed, lang)
    except Busy as error:
        return _busy_response(error, lang)
    except Exception as error:  # never a traceback to the client
        _log_unexpected(error)
        result = incomplete(f"the search failed unexpectedly ({type(error).__name__}); the error was logged", lang)
    return Response.json(result, status=STATUS_CODES.get(result["status"], 200))


def _form_redirect(request) -> str | None:
    """The form's where rows (`_where_col`/`_where_val`) become the bookmarkable
    `where.<column>=<value>` parameters, by redirect."""
    pairs = urllib.parse.parse_qsl(request.query_string, keep_blank_values=True)
    if not any(k in ("_where_col", "_where_val") for k, _ in pairs):
        return None
    cols = [v for k, v in pairs if k == "_where_col"]
    vals = [v for k, v in pairs if k == "_where_val"]
    kept = [(k, v) for k, v in pairs if k not in ("_where_col", "_where_val") and v != ""]
    for col, val in zip(cols, vals):
        if col.strip():
            kept.append((f"where.{col.strip()}", val))
    return "?" + urllib.parse.urlencode(kept)


async def dbgraph_page(request, datasette):
    lang = _lang(request, None)
    try:
        await _check_instance(datasette, request)
    except Busy as error:
        return _busy_response(error, lang, await _render(datasette, request, None, busy(error, lang), lang, []))
    if request.method not in ("GET", "HEAD"):
        return _method_not_allowed("GET", lang, page=True)
    redirect = _form_redirect(request)
    if redirect is not None:
        return Response.redirect(datasette.urls.path("/-/dbgraph") + redirect)
    parsed = None
    result = None
    status = 200
    retry_after = None
    try:
        parsed = parse_query_string(request.query_string)
        lang = _lang(request, parsed.lang)
        has_query = bool(parsed.request.entity or parsed.request.object or parsed.request.where
                         or parsed.request.fields or parsed.request.database)
        try:
            result, _ = await resolve_request(datasette, request, parsed if has_query else None, lang)
        except Busy as error:
            result, retry_after = busy(error, lang), error
        except Exception as error:
            if not has_query:
                raise
            _log_unexpected(error)
            result = incomplete(f"the search failed unexpectedly ({type(error).__name__}); the error was logged", lang)
        status = STATUS_CODES.get(result["status"], 200) if result else 200
        if has_query and parsed.go and result["status"] == "resolved" and result["links"].get("table"):
            return Response.redirect(result["links"]["table"])
    except InvalidInput as error:
        result = invalid(str(error), lang)
        status = 400
    try:
        databases = await _visible_databases(datasette, request)
    except Busy:
        databases = []
    html = await _render(datasette, request, parsed, result, lang, databases)
    if retry_after is not None:
        return _busy_response(retry_after, lang, html)
    return Response.html(html, status=status)


async def _render(datasette, request, parsed, result, lang, databases) -> str:
    context = page_context(datasette, request, parsed, result, lang, databases)
    return await datasette.render_template("dbgraph.html", context, request=request)


async def _visible_databases(datasette, request) -> list[str]:
    graph = state(datasette)
    private = graph.private.known()
    names = graph.indexed_databases() if not graph.settings.index else [
        n for n in datasette.databases if n not in ("_internal", "_memory") and n not in private]
    out = []
    for name in names:
        if await compat.can_view_database(datasette, request.actor, name):
            out.append(name)
    return out


def page_context(datasette, request, parsed: Parsed | None, result: dict | None, lang: str,
                 databases: list[str]) -> dict[str, Any]:
    req = parsed.request if parsed else None
    where_rows = list((req.where or {}).items()) if req else []
    where_rows += [("", "")] * FORM_WHERE_ROWS
    other = "en" if lang == "zh" else "zh"
    query = [(k, v) for k, v in urllib.parse.parse_qsl(request.query_string, keep_blank_values=True) if k != "_lang"]
    return {
        "lang": lang,
        "ui": messages.ui(lang),
        "other_lang": other,
        "other_lang_url": datasette.urls.path("/-/dbgraph") + "?" + urllib.parse.urlencode(query + [("_lang", other)]),
        "json_url": datasette.urls.path("/-/dbgraph.json") + ("?" + request.query_string if request.query_string else ""),
        "form_action": datasette.urls.path("/-/dbgraph"),
        "entity": (req.entity or "") if req else "",
        "object": (req.object or "") if req else "",
        "database": (req.database or "") if req else "",
        "fields": ", ".join(req.fields) if req else "",
        "where_rows": where_rows,
        "databases": databases,
        "result": result,
        "matched_by_label": lambda key: messages.text(lang, f"matched_by_{key}") if key else "",
        "percent": lambda score: max(0, min(100, round(float(score or 0) * 100))),
    }
