"""The reading of the one box as chips: `订单 · 订单状态 = 已发货 → status = 2 · 手机号 = 13800138000 →
mobile = 13800138000`, each removable (docs/http.md, "The page").

A chip is one piece of meaning: the words naming the table; a condition (its column word, its
comparison and its value, or a value alone that bound by its kind); a column wanted; a word that
fits nothing. Removing a chip is the same request with the characters of its spans cut out of `q`
(the spans' `start`/`end`, docs/one-box.md).
"""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from ..resolving import filters
from ..resolving.filters import Condition
from . import linked_chips

# What joins the stored side of a chip that is several conditions (a period: from, before), and the two
# sides of one choice (`不是30岁`: born before the period, or after it).
AND = {"en": " and ", "zh": " 且 "}
OR = {"en": " or ", "zh": " 或 "}
# A value's stored comparisons that may differ from the one typed: an age is the birth dates it means
# (`不超过30岁`: born on or after a day), a period is two (`刚好30岁`: from a day, before a year later).
ORDER_OPS = frozenset({"lt", "lte", "gt", "gte"})
_SPACES = re.compile(r"\s+")


def _ops(span: dict) -> list[str]:
    return (span.get("op") or filters.DEFAULT_OP).split(",")


def groups(spans: Sequence[dict]) -> list[list[dict]]:
    """The spans in chips: a column word takes the comparisons and the value of its column that
    follow it; a comparison waits for the value after it; every other span is a chip alone."""
    out: list[list[dict]] = []
    open_group: list[dict] | None = None  # a column word or a comparison, waiting for its value
    for span in spans:
        role = span.get("as")
        if role == "intent":
            # `售价最高`, `按 价格 降序`, `平均 售价`: what the question asks, with the column it takes
            if out and out[-1][-1].get("as") == "column" and out[-1][-1]["end"] >= span["start"] - 1 and \
                    not any(s.get("as") in ("value", "intent") for s in out[-1]):
                out[-1].append(span)
            else:
                out.append([span])
            open_group = out[-1]
            continue
        if role == "column" and open_group is not None and open_group[-1].get("as") == "intent":
            open_group.append(span)
            continue
        if role == "comparison":
            if open_group is None:
                open_group = [span]
                out.append(open_group)
            else:
                open_group.append(span)
            continue
        if role == "value" and open_group is not None and _same_column(open_group, span):
            open_group.append(span)
            open_group = None
            continue
        open_group = None
        group = [span]
        out.append(group)
        if role == "column":
            open_group = group
    return out


def _same_column(group: list[dict], value: dict) -> bool:
    columns = [s for s in group if s.get("as") == "column"]
    if not columns:
        return True  # a comparison before a value belongs to it
    word = columns[0]
    return (word.get("column"), word.get("columns")) == (value.get("column"), value.get("columns")) or \
        word.get("column") is None


def chip(group: list[dict], conditions: Sequence[dict], lang: str, names: Mapping[str, str] | None = None) -> dict:
    """One chip: `said` (the person's words, in the shape of the condition), `stored` (what the
    database reads, or the columns it could be — each column by its label in `names`, a column's
    comment, when given), `kind`."""
    names = names or {}
    value = next((s for s in group if s.get("as") == "value"), None)
    word = next((s for s in group if s.get("as") == "column"), None)
    if any(s.get("as") == "intent" for s in group):
        return {"said": " ".join(s["text"] for s in group), "stored": _columns(word, names) if word else "",
                "kind": "intent"}
    kind = "condition" if value else "field" if word else group[0].get("as") or "entity"
    if value is None:
        said = " ".join(s["text"] for s in group)
        stored = _columns(word, names) if word else ""
        return {"said": said, "stored": stored, "kind": kind}
    ops = _ops(value)
    said_with = word["text"] if word else ""
    # said as typed: the comparison the person wrote, or — a period — the value exactly
    typed = next((s.get("op") for s in group if s.get("as") == "comparison"), None)
    said_op = typed if typed and set(ops) <= ORDER_OPS else ops[0] if len(ops) == 1 else filters.DEFAULT_OP
    said = filters.describe(Condition(said_with or "", said_op, value["text"]), lang).strip() if said_with else \
        " ".join(s["text"] for s in group)
    column = value.get("column")
    if column is None:
        return {"said": said, "stored": _columns(value, names), "kind": kind}
    found = [c for c in conditions if c.get("column") == column and c.get("op") in ops]
    if all(str(c.get("value")) == value["text"] for c in found):
        return {"said": said, "stored": names.get(column, column), "kind": kind}  # the value as typed
    sides = len(found) > 1 and all(c.get("either") is not None and c.get("side") is None for c in found)
    stored = (OR if sides else AND).get(lang, AND["en"]).join(
        filters.describe(Condition(names.get(c["column"], c["column"]), c["op"], c.get("value")), lang) for c in found)
    return {"said": said, "stored": stored, "kind": kind}


def _columns(span: dict, names: Mapping[str, str] | None = None) -> str:
    names = names or {}
    columns = [span["column"]] if span.get("column") else span.get("columns") or []
    return " / ".join(names.get(c, c) for c in columns)


def without(q: str, group: list[dict]) -> str:
    """`q` with the chip cut out: everything from its first span's start to its last span's end
    (the joining words between them too), spaces tidied."""
    start = min(s["start"] for s in group)
    end = max(s["end"] for s in group)
    return tidy(q[:start] + " " + q[end:])


def tidy(q: str) -> str:
    return _SPACES.sub(" ", q).strip()


def read(q: str, understood: dict[str, Any] | None, predicate: dict | None, lang: str,
         names: Mapping[str, str] | None = None) -> list[dict]:
    """The chips of one answer, each with `q_without` (the sentence without it); `names` labels
    the columns (summary.column_names)."""
    if not understood or not q:
        return []
    conditions = (predicate or {}).get("conditions") or []
    out = []
    # The words read on a linked table are one chip (linked_chips.py).
    for group in linked_chips.merge(groups(understood.get("spans") or [])):
        if not all(isinstance(s.get("start"), int) and isinstance(s.get("end"), int) for s in group):
            continue
        said = linked_chips.chip(group, conditions, lang) if linked_chips.is_linked(group) else \
            chip(group, conditions, lang, names)
        out.append({**said, "q_without": without(q, group)})
    return out
