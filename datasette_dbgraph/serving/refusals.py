"""The JSON endpoint answers in JSON, refusals included.

Datasette 1.0a refuses a cross-site POST (its `Sec-Fetch-Site` / `Origin` check) with an HTML page
before any view runs; `/-/dbgraph.json` promises JSON (docs/http.md), so this ASGI wrapper turns that
HTML 403 into the endpoint's own `forbidden` answer. The refusal stands: only its form changes.
"""

from __future__ import annotations

import json

from ..resolving import messages
from ..resolving.resolution import Resolution

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
