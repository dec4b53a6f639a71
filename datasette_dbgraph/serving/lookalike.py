"""Characters a reader cannot see, shown on the page.

A table named `ord\u200bers` (a zero-width space inside) or commented `支付\u202e记录` (a
right-to-left override) looks like another table, or like other text, on a web page. The JSON
escapes them (`\u200b`); the page shows each as its code point (`ord⟨U+200B⟩ers`) wherever text
from the index is shown — names, comments, reasons, actions — while links keep the real name. What
the person typed stays as typed in the form. Ranking puts a plain name before such a look-alike at
equal scores (search.rank).
"""

from __future__ import annotations

import html
import unicodedata
from typing import Any

from ..index.records import INVISIBLE_CATEGORY, invisible

# How an invisible character is written on the page: plain text, so it is safe inside an
# attribute as well as between tags.
MARK = "⟨U+{code:04X}⟩"


class Shown(str):
    """A string that renders on the page with its invisible characters written out (Jinja calls
    `__html__`); as a string — in a URL, a comparison — it is the text itself."""

    def written_out(self) -> str:
        return "".join(MARK.format(code=ord(ch)) if unicodedata.category(ch) == INVISIBLE_CATEGORY else ch
                       for ch in str(self))

    def __html__(self) -> str:
        return html.escape(self.written_out())



class Label(str):
    """A page label whose `format` (in a template: `ui.related_title.format(table=…)`) gives a
    `Shown`: a name formatted into it is written out too. Python code that formats a `Shown` into
    a URL keeps the real characters."""

    def format(self, *args, **kwargs) -> str:
        text = str.format(self, *args, **kwargs)
        return Shown(text) if invisible(text) else text


def shown(value: Any) -> Any:
    """`value` (an answer as the page renders it) with every string that holds an invisible
    character made a `Shown`; everything else as it is."""
    if isinstance(value, str):
        return Shown(value) if invisible(value) else value
    if isinstance(value, dict):
        return {key: shown(item) for key, item in value.items()}
    if isinstance(value, list):
        return [shown(item) for item in value]
    return value


def shown_context(context: dict, typed: tuple[str, ...], labels: str = "ui") -> dict:
    """A page's context with `shown` applied to every value but those the person typed (`typed`:
    the form's fields keep exactly what was typed), and to what its functions return; the page
    labels (`labels`) format names into themselves written out."""
    def wrap(key, value):
        if key in typed:
            return value
        if key == labels and isinstance(value, dict):
            return {k: Label(v) if isinstance(v, str) else v for k, v in value.items()}
        if callable(value):
            return lambda *args, **kwargs: shown(value(*args, **kwargs))
        return shown(value)

    return {key: wrap(key, value) for key, value in context.items()}
