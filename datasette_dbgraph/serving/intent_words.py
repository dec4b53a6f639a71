"""What a question asks of its rows, in words a person reads (`按 售价 降序 · 前 3`, `count`,
`average of price`): for the chips of the page and the command line (docs/one-box.md)."""

from __future__ import annotations

from typing import Mapping

WORDS = {
    "zh": {"count": "计数", "avg": "平均", "sum": "合计", "max": "最大", "min": "最小", "group": "按 {column} 分组",
           "desc": "按 {column} 降序", "asc": "按 {column} 升序", "limit": "前 {n}", "of": "{fn} {column}",
           "desc_count": "按每组行数 降序", "asc_count": "按每组行数 升序",
           "having": "每组行数 {op} {n}", "having_of": "每组{fn} {column} {op} {n}", "and": "，且 ", "or": "，或 "},
    "en": {"count": "count", "avg": "average", "sum": "total", "max": "maximum", "min": "minimum",
           "group": "per {column}", "desc": "by {column}, highest first", "asc": "by {column}, lowest first",
           "limit": "first {n}", "of": "{fn} of {column}",
           "desc_count": "groups with the most rows first", "asc_count": "groups with the fewest rows first",
           "having": "groups of {op} {n} rows", "having_of": "groups whose {fn} of {column} {op} {n}",
           "and": ", and ", "or": ", or "},
}

# How a count compared per group is written (`每组行数 > 5`).
HAVING_SIGNS = {"gt": ">", "gte": "≥", "lt": "<", "lte": "≤", "exact": "="}


def intent_parts(intent: Mapping | None, lang: str, name=lambda column: column) -> list[tuple[str, str]]:
    """(the intent's key, its words) in reading order; `name` turns a column into the words shown
    (its description, on the page)."""
    if not intent:
        return []
    words = WORDS.get(lang) or WORDS["en"]
    out = []
    aggregate = intent.get("aggregate")
    if aggregate:
        out.append(("aggregate", words["of"].format(fn=words.get(aggregate["fn"], aggregate["fn"]),
                                                   column=name(aggregate["column"]))))
    if intent.get("count"):
        out.append(("count", words["count"]))
    for column in intent.get("group_by") or []:
        out.append(("group_by", words["group"].format(column=name(column))))
    order = intent.get("order")
    if order and not order.get("column"):  # the groups by their number of rows
        out.append(("order", words["desc_count" if order.get("desc") else "asc_count"]))
    elif order:
        column = name(order["column"])
        if aggregate and intent.get("group_by") and aggregate["column"] == order["column"]:
            # the groups by their average or total (`按 平均 票价 降序`), as links.select_sql orders them
            column = words["of"].format(fn=words.get(aggregate["fn"], aggregate["fn"]), column=column)
        out.append(("order", words["desc" if order.get("desc") else "asc"].format(column=column)))
    if intent.get("limit") is not None:
        out.append(("limit", words["limit"].format(n=intent["limit"])))
    having = intent.get("having")
    if having:
        also = next(((j, having[j]) for j in ("and", "or") if isinstance(having.get(j), Mapping)), None)
        text = _having_words(having, words, name)
        if also is not None:  # (`每组行数 ≥ 5，或 每组合计 年营业额 < 2000`)
            text += words[also[0]] + _having_words(also[1], words, name)
        out.append(("having", text))
    return out


def _having_words(having: Mapping, words: Mapping, name) -> str:
    if having.get("column"):  # `每组平均 售价 > 100`: an average or total per group compared
        return words["having_of"].format(fn=words.get(having["fn"], having["fn"]), column=name(having["column"]),
                                         op=HAVING_SIGNS.get(having["op"], having["op"]), n=having["value"])
    return words["having"].format(op=HAVING_SIGNS.get(having["op"], having["op"]), n=having["value"])
