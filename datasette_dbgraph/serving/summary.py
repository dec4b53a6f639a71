"""The answer in business words, first on the page: `订单表 · 订单状态 = 已发货 · 29 行`
(docs/http.md, "The page").

Tables and columns are named by their comment — its head, before any bracket or legend
(`实付金额（元）` → `实付金额`, `订单状态：0待付款 1待发货…` → `订单状态`) — or by their name when they
have none; a coded value by its label. The SQL, the scores and the matched columns stay one click
away, behind "Details".
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from ..resolving import filters
from ..resolving.filters import Condition, Via
from . import labels
from .intent_words import intent_parts

# Where a comment's head ends: an opening bracket, a colon, a comma or a semicolon (either width),
# or a space before a legend's first code (`状态 0正常 1停用`).
_HEAD_END = re.compile(r"[（(:：,，;；\[【]|\s+\d")
# A label longer than this is cut: it names a column in a sentence, it does not describe it.
MAX_LABEL = 40


# What joins the conditions of one choice (`A或者B`) when they are said, and those of one side of it
# (a period: `出生日期 >= 1991-12-04 且 出生日期 < 1992-12-04`).
OR_WORDS = {"zh": " 或 ", "en": " or "}
AND_WORDS = {"zh": " 且 ", "en": " and "}


def either_joined(conditions: list[Mapping[str, Any]], said: list[str], lang: str) -> list[str]:
    """The words said of each condition, those of one choice (`either`) as one: `售价 < 200 或 销量 > 500`,
    a side of several in brackets."""
    out: list[str] = []
    at: dict[int, int] = {}
    sides: dict[int, list[tuple[Any, list[str]]]] = {}
    for condition, words in zip(conditions, said):
        either = condition.get("either")
        if either is None:
            out.append(words)
            continue
        side, group = condition.get("side"), sides.setdefault(either, [])
        if side is not None and group and group[-1][0] == side:
            group[-1][1].append(words)
        else:
            group.append((side, [words]))
        if either not in at:
            at[either] = len(out)
            out.append("")
    for either, index in at.items():
        parts = [said[0] if len(said) == 1 else "(" + AND_WORDS.get(lang, AND_WORDS["en"]).join(said) + ")"
                 for _, said in sides[either]]
        out[index] = OR_WORDS.get(lang, OR_WORDS["en"]).join(parts)
    return out


def short(comment: str | None, name: str) -> str:
    """The words that name a table or a column on the page: its comment's head, else its name."""
    head = _HEAD_END.split(comment or "", maxsplit=1)[0].strip()
    if not head:
        return name
    return head if len(head) <= MAX_LABEL else head[:MAX_LABEL - 1] + "…"


def column_names(result: Mapping[str, Any] | None) -> dict[str, str]:
    """Column → its label, for every column the answer mentions (matched, coded, a candidate's)."""
    if not result:
        return {}
    names: dict[str, str] = {}
    entries = [result.get("resolved") or {}, *(result.get("candidates") or [])]
    for entry in entries:
        for item in [*(entry.get("legends") or []), *(entry.get("columns") or [])]:
            column = item.get("column")
            if column and column not in names:
                comment = item.get("prefix") or item.get("comment")
                names[column] = short(comment, column)
    return names


def _value(condition: Mapping[str, Any]) -> Any:
    """The value as a person says it: a code's label, else the value."""
    label, value = condition.get("label"), condition.get("value")
    if isinstance(label, list):
        values = value if isinstance(value, list) else [value] * len(label)
        return [shown if shown is not None else raw for shown, raw in zip(label, values)]
    return label if label is not None else value


def condition_words(condition: Mapping[str, Any], names: Mapping[str, str], lang: str) -> str:
    if condition.get("via"):  # across a link: what was said of the linked table (`没有 product_reviews`)
        linked = Condition(condition.get("column"), condition["op"], condition.get("value"), key=condition.get("key"),
                           label=condition.get("label"), via=Via.from_dict(condition["via"]))
        return filters.via_said(linked, lang)[0]
    column = condition["column"]
    return filters.describe(Condition(names.get(column, column), condition["op"], _value(condition)), lang)


def count_words(rows: Mapping[str, Any] | None, lang: str) -> str | None:
    """`29 行` / `29 rows` / `1 row`; a count that ran out of time says so; None when not counted."""
    if rows is None:
        return None
    ui = labels.ui(lang)
    count = rows.get("count")
    if count is None:
        return ui["rows_unknown"]
    return ui["rows_one" if count == 1 else "rows_many"].format(count=f"{count:,}")


def sentence(result: Mapping[str, Any] | None, lang: str) -> dict | None:
    """The resolved answer as `{"table", "conditions", "count", "empty"}` (None when not resolved)."""
    if not result or result.get("status") != "resolved" or not result.get("resolved"):
        return None
    resolved = result["resolved"]
    names = column_names(result)
    conditions = ((result.get("predicate") or {}).get("conditions")) or []
    rows = result.get("rows")
    comments = result.get("intent_comments") or {}
    asked = intent_parts(result.get("intent"), lang,
                         lambda column: names.get(column) or short(comments.get(column), column))
    return {
        "table": short(resolved.get("comment"), resolved["table"]),
        "conditions": either_joined(conditions, [condition_words(c, names, lang) for c in conditions], lang),
        "intent": [words for _, words in asked],
        "count": count_words(rows, lang),
        "empty": bool(rows) and rows.get("count") == 0,
    }
