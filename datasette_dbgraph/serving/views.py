"""`/-/dbgraph` (the page) and `/-/dbgraph.json` (GET and POST): one request, one resolution.

The page and the JSON render the same `Resolution` (docs/resolution.md, docs/http.md). What the
actor may not view never reaches either: the resolver only ever sees the objects in the actor's
scope.
"""

from __future__ import annotations

import sqlite3
import sys
import traceback
import urllib.parse
from typing import Any

from datasette import Forbidden, Response

from .. import compat
from ..index.store import IndexUnavailable
from ..onebox.roles import orders_groups
from ..resolver import Options, Scope, answer
from ..resolving import filters, messages
from ..resolving.resolution import Resolution
from ..settings import MAX_CANDIDATES_LIMIT, ConfigError
from . import chips, labels, linked_keys, links, page_actions, rows, summary
from .inputs import (
    MAX_Q_LENGTH,
    InvalidInput,
    Parsed,
    parse_json_body,
    parse_query_string,
    read_body,
)
from .lookalike import shown_context
from .related_view import datasette_version
from .state.busy import Busy
from .state.catalog import DbGraph, state

# Condition rows the page's form offers at least, and empty ones beyond those the request has (it
# works without JavaScript, so the rows are there before they are needed).
FORM_WHERE_ROWS = 3
FORM_EMPTY_ROWS = 1
# `_all=1` lists every candidate — up to the most a deployment may configure, so one request never
# costs more than the largest configured one (docs/http.md).
ALL_CANDIDATES = MAX_CANDIDATES_LIMIT
# Sentences under the box, each a link that asks it: they work on demo.db (docs/http.md).
EXAMPLES = ("已发货的订单", "会员 手机号13800138000", "实付金额大于100的订单", "orders with pay amount over 100", "invoice 98")
# Request keys that are the structured form's: when a request uses one, the form is shown open.
STRUCTURED_KEYS = ("entity", "object", "fields")


def failed(error: Exception, lang: str) -> Resolution:
    """The refusal for a search that raised: logged, never a traceback to the client."""
    _log_unexpected(error)
    return Resolution.index_incomplete(
        f"the search failed unexpectedly ({type(error).__name__}); the error was logged", lang)


# A read error on the live index file (damaged behind the server's back) is answered from a fresh
# build: the request tries this many times in all.
READ_ATTEMPTS = 2


async def resolve_request(datasette, request, parsed: Parsed | None,
                          lang: str) -> tuple[Resolution | None, DbGraph | None]:
    """Everything between a parsed request and a resolution with links. Raises Busy."""
    graph = state(datasette)
    for attempt in range(1, READ_ATTEMPTS + 1):
        try:
            handle = await graph.handle()
            aliases = await graph.aliases_for(handle)
        except ConfigError as error:
            return Resolution.index_incomplete(str(error), lang), graph
        except IndexUnavailable as error:
            return Resolution.index_incomplete(str(error), lang), graph
        except sqlite3.DatabaseError as error:  # a prebuilt index database that cannot be read
            return Resolution.index_incomplete(f"the index could not be read ({error})", lang), graph
        if parsed is None:
            return None, graph  # the empty page
        actor_scope = await graph.scope(handle, request.actor)
        scope = Scope(allowed=actor_scope.allowed, allowed_count_by_database=actor_scope.counts)
        settings = graph.settings
        wants_all = request.args.get("_all", "") not in ("", "0", "false")
        options = Options(min_confidence=settings.min_confidence, ambiguity_gap=settings.ambiguity_gap,
                          max_candidates=max(settings.max_candidates, ALL_CANDIDATES) if wants_all
                          else settings.max_candidates, every_match=wants_all, max_columns=settings.max_columns,
                          lang=lang, aliases=aliases)
        try:
            result = await graph.turns.run(handle, settings.time_limit_ms,  # Busy when out of time
                                           lambda conn: answer(graph.store_for(conn, handle), parsed.request,
                                                               options, scope),
                                           job=(parsed.request, options, scope))
            break
        except (IndexUnavailable, sqlite3.DatabaseError) as error:
            graph.damaged(handle)
            if attempt == READ_ATTEMPTS or handle.path is None:
                reason = str(error) if isinstance(error, IndexUnavailable) else \
                    f"the index could not be read ({error})"
                return Resolution.index_incomplete(reason, lang), graph
    stale = await graph.out_of_date(handle, result.to_dict())
    if stale:
        return Resolution.out_of_date(stale, lang), graph
    await add_links(datasette, request, result, handle.served, parsed)
    result.rows = await rows.add_counts(datasette, result, handle.served)
    return result, graph


def _log_unexpected(error: Exception) -> None:
    print("datasette-dbgraph: unexpected error\n" + "".join(traceback.format_exception(error)), file=sys.stderr)


async def add_links(datasette, request, result: Resolution, served: set[str], parsed: Parsed) -> None:
    """Links for what Datasette serves; SQL to copy for what it does not."""
    def fields_columns(item: dict) -> list[str]:
        return [c["column"] for c in item.get("columns") or [] if c.get("matched_by") != "where"]

    def linkable(item: dict) -> bool:
        return item.get("database") in served and item.get("engine") == "sqlite"

    resolved = result.resolved
    predicate = result.predicate or {}
    conditions = links.conditions_of(predicate.get("conditions") or [])
    if resolved:
        asked = parsed.request.fields or (result.understood or {}).get("fields")
        columns = fields_columns(resolved) if asked else []
        if columns:
            # The query keeps the primary key in view, as the table page does with `_col`.
            columns = list(dict.fromkeys([*(resolved.get("primary_keys") or []), *columns]))
        resolved["sql"] = links.select_sql(resolved["engine"], links.qualified_sql_name(
            resolved["engine"], resolved.get("schema"), resolved["table"]), predicate.get("clause") or "", columns,
            result.intent)
        if linkable(resolved):
            # A condition across a link filters the table page by the linked keys (linked_keys.py).
            filtered = await linked_keys.table_conditions(datasette, resolved["database"], conditions)
            intent = result.intent or {}
            if filtered is not None and not intent.get("having") and not orders_groups(intent):
                # groups kept by their count, or ordered by it or by their average: the SQL page only
                result.links["table"] = links.table_link(
                    datasette, resolved["database"], resolved["table"], filtered,
                    [c for c in columns if c not in (resolved.get("primary_keys") or [])], result.intent)
            if await compat.can_execute_sql(datasette, request.actor, resolved["database"]):
                result.links["sql"] = links.sql_link(datasette, resolved["database"], resolved["table"], conditions,
                                                     columns, result.intent)
        for join in resolved.get("joins") or []:
            if linkable({**join, "engine": resolved["engine"]}):
                join["link"] = links.table_link(datasette, join["database"], join["table"])
    for candidate in result.candidates:
        filtered = await linked_keys.table_conditions(datasette, candidate["database"], links.conditions_of(
            candidate.get("conditions") or [])) if linkable(candidate) else None
        if filtered is not None:
            candidate["links"] = {"table": links.table_link(datasette, candidate["database"], candidate["table"],
                                                            filtered)}
    for near in result.near_misses or []:
        if near.get("database") in served:
            near["link"] = links.table_link(datasette, near["database"], near["table"])


def _lang(request, parsed_lang: str | None, words: str | None = None) -> str:
    """`_lang`; else (the page only) the language the request's words are written in; else the
    browser's Accept-Language (docs/http.md)."""
    return messages.pick_lang(parsed_lang or request.args.get("_lang") or words,
                              request.headers.get("accept-language"))


def _words_lang(parsed: Parsed) -> str | None:
    req = parsed.request
    texts = [req.q or "", req.entity or "", req.object or "", *(req.fields or [])]
    for key, value in (req.where or {}).items():
        texts.append(filters.split_key(key)[0])
        texts.extend(value if isinstance(value, list) else [str(value)] if value is not None else [])
    return labels.words_lang(str(t) for t in texts)


INSTANCE_DENIED = "You do not have permission to view this instance"


async def _check_instance(datasette, request) -> None:
    if not await state(datasette).can_view_instance(request.actor):
        raise Forbidden(INSTANCE_DENIED)


def _busy_response(error: Busy, lang: str, page_html: str | None = None) -> Response:
    headers = {"Retry-After": str(error.retry_after)}
    if page_html is not None:
        return Response.html(page_html, status=503, headers=headers)
    return Response.json(Resolution.busy(str(error), error.retry_after, lang, error.said.get(lang)).to_dict(),
                         status=503, headers=headers)


def _method_not_allowed(allowed: str, lang: str, page: bool = False):
    message = f"use {allowed}"
    if page:
        return Response.text(message, status=405, headers={"Allow": allowed})
    return Response.json(Resolution.invalid(message, lang).to_dict(), status=405, headers={"Allow": allowed})


async def dbgraph_json(request, datasette):
    lang = _lang(request, None)
    try:
        await _check_instance(datasette, request)
    except Forbidden as error:  # a JSON client gets JSON, as for every other refusal
        result = Resolution.forbidden(str(error), lang)
        return Response.json(result.to_dict(), status=result.http_status)
    except Busy as error:
        return _busy_response(error, lang)
    if request.method not in ("GET", "POST", "HEAD"):
        return _method_not_allowed("GET, POST", lang)
    try:
        if request.method == "POST":
            parsed = parse_json_body(await read_body(request.receive, request.headers))
        else:
            parsed = parse_query_string(request.query_string)
    except InvalidInput as error:
        result = Resolution.invalid(str(error), lang)
        return Response.json(result.to_dict(), status=result.http_status)
    lang = _lang(request, parsed.lang)
    try:
        result, _ = await resolve_request(datasette, request, parsed, lang)
    except Busy as error:
        return _busy_response(error, lang)
    except Exception as error:  # never a traceback to the client
        result = failed(error, lang)
    return Response.json(result.to_dict(), status=result.http_status)


def _form_redirect(request) -> str | None:
    """The form's condition rows (`_where_col`, `_where_op`, `_where_val`) become the bookmarkable
    `where.<column or words>__<op>=<value>` parameters, by redirect."""
    pairs = urllib.parse.parse_qsl(request.query_string, keep_blank_values=True)
    row_keys = ("_where_col", "_where_op", "_where_val")
    if not any(k in row_keys for k, _ in pairs):
        return None
    cols = [v for k, v in pairs if k == "_where_col"]
    ops = [v for k, v in pairs if k == "_where_op"]
    vals = [v for k, v in pairs if k == "_where_val"]
    kept = [(k, v) for k, v in pairs if k not in row_keys and v != ""]
    for i, col in enumerate(cols):
        op = ops[i] if i < len(ops) and ops[i] in filters.BY_KEY else filters.DEFAULT_OP
        if col.strip():
            suffix = "" if op == filters.DEFAULT_OP else f"__{op}"  # `exact` keeps a suffix typed in the box
            kept.append((f"where.{col.strip()}{suffix}", vals[i] if i < len(vals) else ""))
    return "?" + urllib.parse.urlencode(kept)


def _where_row(key: str, value) -> tuple[str, str, str]:
    """A condition as a form row: (column or words, operator, value as typed)."""
    words, op = filters.split_key(key)
    if isinstance(value, list):
        value = filters.list_text(value)
    return words, op, "" if value is None else str(value)


async def dbgraph_page(request, datasette):
    lang = _lang(request, None)
    try:
        await _check_instance(datasette, request)
    except Busy as error:
        busy = Resolution.busy(str(error), error.retry_after, lang, error.said.get(lang))
        return _busy_response(error, lang, await _render(datasette, request, None, busy, lang, []))
    if request.method not in ("GET", "HEAD"):
        return _method_not_allowed("GET", lang, page=True)
    redirect = _form_redirect(request)
    if redirect is not None:
        return Response.redirect(datasette.urls.path("/-/dbgraph") + redirect)
    parsed = None
    result = None
    retry_after = None
    try:
        parsed = parse_query_string(request.query_string)
        lang = _lang(request, parsed.lang, _words_lang(parsed))
        has_query = bool(parsed.request.q or parsed.request.entity or parsed.request.object or parsed.request.where
                         or parsed.request.fields or parsed.request.database)
        try:
            result, _ = await resolve_request(datasette, request, parsed if has_query else None, lang)
        except Busy as error:
            result, retry_after = Resolution.busy(str(error), error.retry_after, lang, error.said.get(lang)), error
        except Exception as error:
            if not has_query:
                raise
            result = failed(error, lang)
        if has_query and parsed.go and result.status == "resolved" and result.links.get("table"):
            return Response.redirect(links.with_request(result.links["table"], page_actions.request_pairs(
                request.query_string)))
    except InvalidInput as error:
        result = Resolution.invalid(str(error), lang)
    status = result.http_status if result else 200
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
    names = graph.indexed_databases() if graph.prebuilt is None else [
        n for n in datasette.databases if n not in ("_internal", "_memory") and n not in private]
    out = []
    for name in names:
        if await compat.can_view_database(datasette, request.actor, name):
            out.append(name)
    return out


# Context values that hold what the person typed: shown in the form exactly as typed.
TYPED = ("q", "entity", "object", "database", "fields", "where_rows")


def page_context(datasette, request, parsed: Parsed | None, result: Resolution | None, lang: str,
                 databases: list[str]) -> dict[str, Any]:
    # Text from the index with invisible characters (`ord\u200bers`) is shown with them written out.
    return shown_context(_page_context(datasette, request, parsed, result, lang, databases), TYPED)


def _page_context(datasette, request, parsed: Parsed | None, result: Resolution | None, lang: str,
                  databases: list[str]) -> dict[str, Any]:
    req = parsed.request if parsed else None
    where_rows = [_where_row(k, v) for k, v in (req.where or {}).items()] if req else []
    where_rows += [("", filters.DEFAULT_OP, "")] * max(FORM_EMPTY_ROWS, FORM_WHERE_ROWS - len(where_rows))
    other = "en" if lang == "zh" else "zh"
    raw = urllib.parse.parse_qsl(request.query_string, keep_blank_values=True)
    query = [(k, v) for k, v in raw if k != "_lang"]
    pairs = page_actions.request_pairs(request.query_string)
    answer_dict = result.to_dict() if result else None
    if answer_dict is not None and result.intent_comments:
        answer_dict["intent_comments"] = result.intent_comments  # the page's words only, never the JSON
    names = summary.column_names(answer_dict)
    for column, comment in ((result.intent_comments if result else None) or {}).items():
        names.setdefault(column, summary.short(comment, column))
    actions = page_actions.Actions(datasette, pairs, lang, databases, names)
    predicate_conditions = ((result.predicate or {}).get("conditions") or []) if result else []
    return {
        "q_max": MAX_Q_LENGTH,  # the box takes no more than the server accepts
        "examples": [(text, actions.url([("q", text)] + [(k, v) for k, v in raw if k == "_lang"])) for text in EXAMPLES],
        "advanced_open": any(k in STRUCTURED_KEYS or k.startswith("where.") or k == "_advanced" for k, _ in raw),
        "actions": actions.build(answer_dict),
        "refine": lambda c: actions.url(page_actions.pinned(pairs, c["database"], c["qualified"])),
        "show_all": _show_all(actions, pairs, answer_dict, raw),
        "chips": [{**chip, "href": actions.url(page_actions.with_q(pairs, chip["q_without"]))}
                  for chip in chips.read((req.q or "") if req else "", (answer_dict or {}).get("understood"),
                                         (answer_dict or {}).get("predicate"), lang, names)],
        "sentence": summary.sentence(answer_dict, lang),
        # The page's links into a table carry the search, for "back to your search" there.
        "carried": lambda url: links.with_request(url, pairs),
        "candidate_rows": lambda c: summary.count_words(c.get("rows"), lang),
        "lang_chosen": any(k == "_lang" for k, _ in raw),
        "datasette_version": datasette_version(),
        "ignored": ((answer_dict or {}).get("understood") or {}).get("ignored") or [],
        "column_rows": merged_columns(((answer_dict or {}).get("resolved") or {}).get("columns") or [], lang),
        "merged_columns": lambda columns: merged_columns(columns, lang),
        "separator": "；" if lang == "zh" else "; ",
        "lang": lang,
        "ui": labels.ui(lang),
        "other_lang": other,
        "other_lang_url": datasette.urls.path("/-/dbgraph") + "?" + urllib.parse.urlencode(query + [("_lang", other)]),
        "json_url": datasette.urls.path("/-/dbgraph.json") + ("?" + request.query_string if request.query_string else ""),
        "form_action": datasette.urls.path("/-/dbgraph"),
        "q": (req.q or "") if req else "",
        "entity": (req.entity or "") if req else "",
        "object": (req.object or "") if req else "",
        "database": (req.database or "") if req else "",
        "fields": ", ".join(req.fields) if req else "",
        "where_rows": where_rows,
        "operators": [(op.key, filters.operator_label(op.key, lang)) for op in filters.OPERATORS],
        "conditions_said": summary.either_joined(predicate_conditions, [filters.describe(c, lang) for c in links.conditions_of(
            predicate_conditions, keyed=True)], lang),
        "databases": databases,
        "result": answer_dict,
        "percent": lambda score: max(0, min(100, round(float(score or 0) * 100))),
    }


def merged_columns(columns: list[dict], lang: str) -> list[dict]:
    """Matched columns one row per column: a column a condition and a field both found (`mobile` by
    `where.mobile` and by 手机号) is one row saying both."""
    rows: dict[str, dict] = {}
    for c in columns:
        row = rows.setdefault(c["column"], {"column": c["column"], "comment": c.get("comment"), "how": [], "score": 0.0})
        how = messages.text(lang, f"matched_by_{c['matched_by']}") if c.get("matched_by") else ""
        term = c.get("term") if c.get("term") and c.get("term") != c["column"] else None
        if (how, term) not in row["how"]:
            row["how"].append((how, term))
        row["score"] = max(row["score"], float(c.get("score") or 0))
    return list(rows.values())


def _show_all(actions: page_actions.Actions, pairs, result: dict | None, raw) -> dict | None:
    """"Show all N" when the candidates were cut and the request did not already ask for all."""
    if not result or not result.get("candidates") or result["shown"] >= result["matched"]:
        return None
    if any(k == "_all" and v not in ("", "0", "false") for k, v in raw):
        return None
    key = "show_all" if result["matched"] <= ALL_CANDIDATES else "show_first"
    text = labels.ui(actions.lang)[key].format(matched=result["matched"], shown=ALL_CANDIDATES)
    return {"text": text, "href": actions.url(pairs + [("_all", "1")])}
