"""Two of Datasette's own surfaces, kept in line with this plugin's promises (docs/http.md):

- 1.0a refuses a cross-site POST (its `Sec-Fetch-Site` / `Origin` check) with an HTML page before
  any view runs; `/-/dbgraph.json` promises JSON, so an ASGI wrapper turns that HTML 403 into the
  endpoint's own `forbidden` answer. The refusal stands: only its form changes.
- 0.65's `/-/databases` lists every attached database — name, path, size, hash — to anyone who may
  view the instance, the private index database included; this plugin's route answers it without
  the index databases (1.0a lists only the databases the actor may view, and nobody may view those).
"""

from __future__ import annotations

import json

from ..resolving import messages
from ..resolving.resolution import Resolution
from .state.catalog import state

CROSS_SITE = "a cross-site request is refused: send it from this site, or without a browser's cookies"


def json_refusals(datasette, app):
    """`app`, with an HTML 403 answered to a request for the JSON endpoint replaced by JSON."""

    async def wrapped(scope, receive, send):
        if scope.get("type") != "http" or scope.get("path") not in (
                "/-/dbgraph.json", datasette.urls.path("/-/dbgraph.json")):
            return await app(scope, receive, send)
        held: dict = {}

        async def watched(message):
            if message["type"] == "http.response.start" and message.get("status") == 403 and \
                    _content_type(message).startswith("text/html"):
                held["start"] = message
                return
            if "start" in held and message["type"] == "http.response.body":
                if message.get("more_body"):
                    return  # the HTML page is dropped
                accept = dict(scope.get("headers") or []).get(b"accept-language", b"").decode("latin-1")
                body = json.dumps(Resolution.forbidden(CROSS_SITE, messages.pick_lang(None, accept)).to_dict()).encode()
                await send({"type": "http.response.start", "status": 403,
                            "headers": [(b"content-type", b"application/json; charset=utf-8"),
                                        (b"content-length", str(len(body)).encode())]})
                await send({"type": "http.response.body", "body": body})
                return
            await send(message)

        return await app(scope, receive, watched)

    return wrapped


def _content_type(message) -> str:
    for name, value in message.get("headers") or []:
        if name.lower() == b"content-type":
            return value.decode("latin-1").lower()
    return ""


async def databases_listing(request, datasette):
    """0.65's `/-/databases` and `/-/databases.json`, as Datasette's own view answers them, without
    the index databases."""
    from datasette.views.special import JsonDataView

    private = await state(datasette).private.names()

    def listed() -> list[dict]:
        return [{"name": d.name, "route": d.route, "path": d.path, "size": d.size, "is_mutable": d.is_mutable,
                 "is_memory": d.is_memory, "hash": d.hash}
                for name, d in datasette.databases.items() if name != "_internal" and name not in private]

    return await JsonDataView(datasette, "databases.json", listed).get(request)
