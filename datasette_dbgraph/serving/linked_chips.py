"""The chip of a condition across a link (docs/one-box.md, "Conditions across a link"): the words
of the sentence read on the linked table — the table's words, the column word, the comparison,
the value, a word of presence or absence — are one chip, `会员.手机号 = 13800138000 → member_id`,
removable as one."""

from __future__ import annotations

from typing import Sequence

from ..resolving import filters
from ..resolving.filters import Condition
from ..resolving.links.linked_sql import LINK_OPS

LINK = "link"  # the role of the words that name the linked table (onebox/linked.py)


def merge(groups: list[list[dict]]) -> list[list[dict]]:
    """The chips' groups with every span read on one linked table gathered into one group, where
    the first of them stands."""
    out: list[list[dict]] = []
    by_table: dict[str, list[dict]] = {}
    for group in groups:
        table = next((s["table"] for s in group if s.get("table")), None)
        if table is None:
            out.append(group)
        elif table in by_table:
            by_table[table].extend(group)
        else:
            by_table[table] = list(group)
            out.append(by_table[table])
    return out


def is_linked(group: Sequence[dict]) -> bool:
    return any(s.get("table") for s in group)


def chip(group: Sequence[dict], conditions: Sequence[dict], lang: str) -> dict:
    """`会员.手机号 = 13800138000 → member_id`, `有 退款 → id`: what was said, in the shape of the
    condition, and the answer's column the link goes through."""
    table = next(s["table"] for s in group if s.get("table"))
    named = " ".join(s["text"] for s in group if s.get("as") == LINK)
    word = next((s for s in group if s.get("as") == "column"), None)
    value = next((s for s in group if s.get("as") == "value"), None)
    presence = next((s for s in group if s.get("as") == "comparison" and s.get("op") in LINK_OPS), None)
    found = [c for c in conditions if (c.get("via") or {}).get("table") == table]
    stored = found[0]["via"]["from"] if found else ""
    if value is not None:
        # The words as typed (`会员.手机号`), else the linked table's own names (`payments.pay_channel`).
        column = f"{named or table}.{word['text'] if word else value.get('column') or ''}".rstrip(".")
        op = (value.get("op") or filters.DEFAULT_OP).split(",")[0]
        # (the value the words begin, glued to the table's word: `黄金会员` of 黄金|会员)
        whole = [str(c["value"]) for c in found if str(c.get("value") or "").startswith(value["text"])]
        said = filters.describe(Condition(column, op, whole[0] if len(whole) == 1 else value["text"]), lang)
    else:
        said = " ".join(p for p in ((presence or {}).get("text"), named) if p) or named
    return {"said": said, "stored": stored, "kind": "condition"}
