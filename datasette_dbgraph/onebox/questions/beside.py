"""What is typed beside a total or an average asked per group (docs/one-box.md, "Questions"): the other
conditions after the group's word (`…，包房最低消费的总和小于100`) — of each row, or of each group's total — and
whether any row meets a comparison (group_reads.py reads them)."""

from __future__ import annotations

from typing import Sequence

from ...index.records import ColumnRecord
from ..reader import Token
from ..sentence_values import finite_number


def compared_beside(q: str, spans: list, group: ColumnRecord, tokens: Sequence[Token], counted: Token | None = None) -> list:
    """`哪些菜系的口味评分不高于3.5，包房最低消费的总和小于100`: the other conditions typed after the group's word,
    beside the average or total (the spans) — of each row, or of each group's total? Read as the rows' when typed
    before it and some row meets them (`group_reads`); after it (`平均机位不超过50，且通航城市不超过40`) it cannot be told."""
    span = next((s for s in spans if s["as"] == "column" and s.get("column") == group.name), None)
    after, start, end = (span["start"] if span else -1), tokens[0].start, tokens[-1].end
    # (`平均年龄在20岁以下`: the comparison typed after the number is the average's own)
    return [s for s in spans if s["as"] in ("comparison", "value") and s["start"] > after and not start <= s["start"] < end
            and not (s["as"] == "comparison" and not q[end : s["start"]].strip())
            and not (counted is not None and s["as"] == "comparison" and not q[s["end"] : counted.start].strip())]


HAVING_OPS = frozenset({"gt", "gte", "lt", "lte", "exact"})  # the comparisons SQL's HAVING takes per group
# Words between a verb's 的 and the rows' word that say nothing more (`发生的所有战役`: group_reads).
ALL_WORDS = frozenset({"所有", "全部"})
# The comparisons of a number no row meets when it is below the least (or above the most) the rows hold.
UNMET = {"lt": lambda n, low, high: n <= low, "lte": lambda n, low, high: n < low, "gt": lambda n, low, high: n >= high,
         "gte": lambda n, low, high: n > high, "exact": lambda n, low, high: not low <= n <= high}


def none_meet(bounds, stats_of) -> bool:
    """Whether a comparison of these no row meets (`出场次数小于5` where every row holds 50 or more): typed beside a
    total, it was the total's (`stats_of`: a column's ColumnStats, or None)."""
    for bound in bounds:
        stats = stats_of(bound.column) if bound.column is not None else None
        if stats is None or not stats.all_rows or not stats.numeric or stats.min is None or stats.max is None:
            continue
        for op, value in bound.conditions:
            number = finite_number(value)
            if op in UNMET and number is not None and UNMET[op](number, float(stats.min), float(stats.max)):
                return True
    return False
