"""Where people meet the search outside its own page (docs/http.md, "Entry points"): a box on the
home and database pages, "Ask the search: …" at the end of 1.0a's jump menu, and "back to your
search" on a table page opened from an answer.

Plain HTML, no JavaScript. Datasette 1.0a places the box and the back link with its `top_*` hooks;
0.65 has none, so this plugin's `index.html`, `database.html` and `table.html` extend Datasette's
own and add them in the slot after the description (`extra_template_vars` fills them).
"""

from __future__ import annotations

import urllib.parse

from markupsafe import Markup, escape

from ..resolving import messages
from . import labels, links

# The templates whose slot holds the box (0.65) or the back link.
BOX_TEMPLATES = ("index.html", "database.html")
TABLE_TEMPLATE = "table.html"
# The jump menu's words are repeated in its item; a long paste is cut there (the link keeps it all).
MAX_SHOWN_WORDS = 60
# The search page's own limit on `q`: longer words are not offered to it.
MAX_Q = 1000


def request_lang(request, words: str = "") -> str:
    """`_lang`, else the language of the words, else the browser's."""
    args = request.args if request is not None else {}
    accept = request.headers.get("accept-language") if request is not None else None
    return messages.pick_lang(args.get("_lang") or labels.words_lang([words]), accept)


def search_box(datasette, request, database: str | None = None) -> Markup:
    ui = labels.ui(request_lang(request))
    action = escape(datasette.urls.path("/-/dbgraph"))
    hidden = Markup(f'<input type="hidden" name="database" value="{escape(database)}">') if database else ""
    # Inline styles: Datasette's pages do not load this plugin's stylesheet. The label sits above a
    # box that takes the line, on a phone as on a desktop.
    return Markup(
        f'<form class="core dbgraph-box" action="{action}" method="get" role="search" '
        f'style="display: flex; flex-wrap: wrap; align-items: center; gap: 0.3em 0.5em; margin: 1em 0; max-width: 48rem">'
        f'{hidden}<label for="dbgraph-box" style="width: auto; flex: 1 0 100%; font-weight: bold">'
        f'{escape(ui["box_label"])}</label>'
        f'<input id="dbgraph-box" type="search" name="q" placeholder="{escape(ui["q_placeholder"])}" '
        f'style="flex: 1 1 12em; width: auto; min-width: 0; box-sizing: border-box">'
        f'<input type="submit" value="{escape(ui["search"])}"></form>'
    )


def back_item(datasette, request) -> dict | None:
    """The table action back to the search this table page was opened from."""
    back = links.back_link(datasette, request.args if request is not None else None)
    if back is None:
        return None
    ui = labels.ui(request_lang(request, back["said"]) if not back["lang"] else back["lang"])
    return {"href": back["href"], "said": back["said"],
            "label": ui["back_to_search"].format(said=back["said"]) if back["said"] else ui["back_to_search_plain"],
            "description": ui["back_description"]}


def back_html(datasette, request) -> Markup:
    """`← Back to your search: 已发货的订单` at the top of the table page, or nothing."""
    item = back_item(datasette, request)
    if item is None:
        return Markup("")
    return Markup(f'<p class="dbgraph-back" style="margin: 0.5em 0"><a href="{escape(item["href"])}">'
                  f'← {escape(item["label"])}</a></p>')


def jump_item(datasette, request) -> dict | None:
    """"Ask the search: 已发货" for the words typed in the jump menu (None without words)."""
    q = " ".join(((request.args.get("q") if request is not None else None) or "").split())
    if not q or len(q) > MAX_Q:
        return None
    ui = labels.ui(request_lang(request, q))
    shown = q if len(q) <= MAX_SHOWN_WORDS else q[:MAX_SHOWN_WORDS - 1] + "…"
    return {"label": ui["ask_search"].format(q=shown),
            "url": datasette.urls.path("/-/dbgraph") + "?" + urllib.parse.urlencode({"q": q}),
            "description": ui["ask_search_description"], "search_text": q}
