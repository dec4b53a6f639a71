"""`/-/dbgraph/related` (the page) and `/-/dbgraph/related.json`: one table and the tables linked
to it (docs/http.md, "Related tables").

The data is `related.related`, read from the index within what the actor may see; this module adds
the links and renders. A table the actor may not see answers exactly like one that does not exist:
Datasette's own 404.
"""

from __future__ import annotations

import sqlite3
import urllib.parse
from typing import Any

from datasette import Forbidden, NotFound, Response
from datasette.utils.asgi import BadRequest

from ..index import related
from ..index.store import IndexUnavailable
from ..resolving import messages
from ..settings import ConfigError
from . import labels, links
from .inputs import (
    MAX_DATABASE_LENGTH,
    MAX_LANG_LENGTH,
    MAX_OBJECT_LENGTH,
    InvalidInput,
    _check_text,
    _decode_query_string,
)
from .lookalike import shown_context
from .state.busy import Busy
from .state.catalog import DbGraph, state

PATH = "/-/dbgraph/related"
# Parameters the view reads, each at most once, with its length limit.
PARAMETERS = {"database": MAX_DATABASE_LENGTH, "table": MAX_OBJECT_LENGTH, "_lang": MAX_LANG_LENGTH}
# Reading a damaged live index is tried again once, on a fresh build (as the search does).
READ_ATTEMPTS = 2


def related_url(datasette, database: str, table: str, json: bool = False) -> str:
    """The view of one table, bookmarkable; `datasette.urls` keeps `base_url`."""
    path = datasette.urls.path(PATH + (".json" if json else ""))
    return path + "?" + urllib.parse.urlencode({"database": database, "table": table})


def parse(query_string: str) -> dict[str, str]:
    """`database` and `table` (both required) and `_lang`; other `_` switches are Datasette's."""
    found: dict[str, str] = {}
    for key, value in _decode_query_string(query_string):
        if key in PARAMETERS:
            if key in found and found[key] != value:
                raise InvalidInput(f"{key} is given more than once")
            found[key] = _check_text(value, key, PARAMETERS[key])
        elif not key.startswith("_"):
            raise InvalidInput(f"unknown parameter {key[:100]}; use database, table, _lang")
    if not found.get("database") or not found.get("table"):
        raise InvalidInput(f"give a table and its database: {PATH}?database=<database>&table=<table>")
    return found


class Unavailable(Exception):
    """No answer now (503): the index is missing, unreadable, out of date or being built."""

    def __init__(self, message: str, retry_after: int | None = None):
        super().__init__(message)
        self.retry_after = retry_after


async def _read(graph: DbGraph, actor: Any, database: str, table: str):
    """(the Related or None, the index handle). Raises Unavailable."""
    for attempt in range(1, READ_ATTEMPTS + 1):
        try:
            handle = await graph.handle()
            scope = await graph.scope(handle, actor)
        except Busy as error:
            raise Unavailable(str(error), error.retry_after) from None
        except (ConfigError, IndexUnavailable, sqlite3.DatabaseError) as error:
            raise Unavailable(str(error)) from None
        try:
            found = await graph.turns.run(handle, graph.settings.time_limit_ms, lambda conn: related.related(
                graph.store_for(conn, handle), database, table, scope.allowed, graph.settings.max_columns))
        except Busy as error:
            raise Unavailable(str(error), error.retry_after) from None
        except (IndexUnavailable, sqlite3.DatabaseError) as error:
            graph.damaged(handle)
            if attempt == READ_ATTEMPTS or handle.path is None:
                raise Unavailable(f"the index could not be read ({error})") from None
            continue
        return found, handle
    raise AssertionError("unreachable")


def _with_links(datasette, found: related.Related, served: set[str]) -> dict[str, Any]:
    """The JSON: `links.table` for what Datasette serves, `links.related` for each neighbour."""
    data = related.to_dict(found)
    linkable = found.record.database in served and found.record.engine == "sqlite"
    data["links"] = {"search": datasette.urls.path("/-/dbgraph") + "?" + urllib.parse.urlencode(
        {"database": found.record.database})}
    for item in (data, *data["references"], *data["referenced_by"]):
        item_links = item.setdefault("links", {})
        if linkable:
            item_links["table"] = links.table_link(datasette, item["database"], item["table"])
        if item is not data:
            item_links["related"] = related_url(datasette, item["database"], item["table"])
    return data


async def _answer(request, datasette) -> tuple[str, dict[str, Any]]:
    """(the language, the view's data); or one of Datasette's own errors, raised."""
    graph = state(datasette)
    try:
        allowed = await graph.can_view_instance(request.actor)
    except Busy as error:
        raise Unavailable(str(error), error.retry_after) from None
    if not allowed:
        raise Forbidden("You do not have permission to view this instance")
    try:
        params = parse(request.query_string)
    except InvalidInput as error:
        raise BadRequest(str(error)) from None
    lang = messages.pick_lang(params.get("_lang"), request.headers.get("accept-language"))
    database, table = params["database"], params["table"]
    found, handle = await _read(graph, request.actor, database, table)
    if found is None:
        raise NotFound(labels.ui(lang)["related_not_found"].format(table=f"{database}.{table}"))
    data = _with_links(datasette, found, handle.served)
    named = {"resolved": {**data, "joins": [*data["references"], *data["referenced_by"]]}}
    stale = await graph.out_of_date(handle, named)
    if stale:
        raise Unavailable(f"the index is out of date: it lists {', '.join(stale)}, which Datasette no longer "
                          "serves; rebuild it with datasette dbgraph index")
    return lang, data


async def _unavailable(datasette, request, error: Unavailable, json: bool) -> Response:
    body = {"ok": False, "error": str(error), "status": 503, "title": None}
    headers = {"Retry-After": str(error.retry_after)} if error.retry_after else {}
    if json:
        return Response.json(body, status=503, headers=headers)
    html = await datasette.render_template("error.html", body, request=request)
    return Response.html(html, status=503, headers=headers)


async def _respond(request, datasette, json: bool) -> Response:
    if request.method not in ("GET", "HEAD"):
        return Response.text("use GET", status=405, headers={"Allow": "GET"})
    try:
        lang, data = await _answer(request, datasette)
    except Unavailable as error:
        return await _unavailable(datasette, request, error, json)
    if json:
        return Response.json(data)
    served = "table" in data["links"]
    other = "en" if lang == "zh" else "zh"
    context = {
        "lang": lang,
        "ui": labels.ui(lang),
        "r": data,
        # Datasette's breadcrumbs, for a table it serves (they check permissions themselves)
        "crumb_database": data["database"] if served else None,
        "crumb_table": data["table"] if served else None,
        "other_lang_url": related_url(datasette, data["database"], data["table"]) + "&_lang=" + other,
        "json_url": related_url(datasette, data["database"], data["table"], json=True),
        "datasette_version": datasette_version(),
    }
    # Text from the index with invisible characters (`ord\u200bers`) is shown with them written out.
    return Response.html(await datasette.render_template("dbgraph_related.html", shown_context(context, ()),
                                                         request=request))


def datasette_version() -> str:
    """For the footer's "Datasette v…" (Datasette's own views pass it; `render_template` does not)."""
    from datasette.version import __version__

    return __version__


async def related_json(request, datasette):
    return await _respond(request, datasette, json=True)


async def related_page(request, datasette):
    return await _respond(request, datasette, json=False)
