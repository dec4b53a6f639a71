"""Conditions across a link, in SQL and in words (docs/conditions.md, "Conditions across a link"):
the link itself (`Via`), the subquery a condition on a linked table becomes, and how a person
reads it. filters.py builds the conditions of the answer's own table and calls these for the rest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

# Conditions across a link that ask whether a linked row exists at all: no column, no value.
EXISTENCE = ("exists", "notexists")
# Conditions across a link that compare how many linked rows point at a row (`members with more than 5
# orders`, `orders__countgt=5`): no column, a whole number. The comparison of count(*) each keeps — fewer
# than N (at most N) keeps the rows none point at too, so it is written as NOT IN the rows with N or more
# (more than N): an IN over the counted keys would lose them.
COUNTED = {"countgt": ">", "countgte": ">=", "countexact": "=", "countlt": ">=", "countlte": ">"}
COUNT_NEGATED = frozenset({"countlt", "countlte"})
# Every condition across a link that has no column of the linked table: each stands alone in the clause.
LINK_OPS = EXISTENCE + tuple(COUNTED)


@dataclass(frozen=True)
class Via:
    """The link a condition on another table goes through, one foreign key away: the rows of the
    answer's table whose `from_column` is among the `to_column` values of the rows of `table` (its
    qualified name; `schema` and `name` spell it in SQL) that meet the condition. `inferred`: the
    link is read from the column's name (`member_id` → `members.id`), no foreign key is declared."""

    table: str
    from_column: str
    to_column: str
    schema: str | None = None
    name: str | None = None
    inferred: bool = False

    def as_dict(self) -> dict:
        out: dict[str, Any] = {"table": self.table, "from": self.from_column, "to": self.to_column}
        if self.inferred:
            out["inferred"] = True
        return out

    @classmethod
    def from_dict(cls, item: dict) -> "Via":
        """A link as the JSON carries it (a served SQLite table: its qualified name is its name)."""
        return cls(str(item["table"]), str(item["from"]), str(item["to"]), name=str(item["table"]),
                   inferred=bool(item.get("inferred")))


def in_clause_order(conditions: Sequence) -> list:
    """The conditions with those of one `either` group together, where the first of them stands."""
    out = list(conditions)
    for either in dict.fromkeys(c.either for c in conditions if c.either is not None):
        members = [c for c in out if c.either == either]
        # (the conditions of one side together, where its first stands)
        sides = [c.side if getattr(c, "side", None) is not None else -k for k, c in enumerate(members, 1)]
        first = {side: sides.index(side) for side in sides}
        members = [c for _, c in sorted(zip((first[side] for side in sides), members), key=lambda p: p[0])]
        at = out.index(members[0])
        out = [c for c in out[:at] if c.either != either] + members + [c for c in out[at:] if c.either != either]
    return out


def grouped(conditions: Sequence) -> list[list]:
    """The conditions in clause order, those across the same link (other than `exists` and
    `notexists`) as one group where the first of them stands — one linked row must meet them all;
    every other condition alone."""
    out: list[list] = []
    by_via: dict[Via, list] = {}
    for condition in conditions:
        if condition.via is None or condition.op in LINK_OPS:
            out.append([condition])
        elif condition.via in by_via:
            by_via[condition.via].append(condition)
        else:
            by_via[condition.via] = [condition]
            out.append(by_via[condition.via])
    return out


def via_clause(engine: str, conditions: Sequence, inner: Callable[[Any, int], tuple[str, list]],
               quote: Callable[[str, str], str], start: int = 0,
               mark: Callable[[int], str] = lambda i: "?") -> tuple[str, list]:
    """Conditions across one link as one subquery: `"member_id" IN (SELECT "id" FROM "members"
    WHERE "mobile" = ?)`. `exists` has no WHERE; `notexists` is `NOT IN` over the linked keys that
    are not null (`x NOT IN (…, NULL)` keeps no row). `inner(condition, i)` writes one condition
    on the linked table, its first value the i-th of the clause; `mark(i)` the i-th parameter (a count's)."""
    via = conditions[0].via
    name = quote(engine, via.name or via.table)
    table = f"{quote(engine, via.schema)}.{name}" if via.schema else name
    to = quote(engine, via.to_column)
    if conditions[0].op in COUNTED:  # (alone in its group: grouped)
        op = conditions[0].op
        negated = op in COUNT_NEGATED
        where = f" WHERE {to} IS NOT NULL" if negated else ""
        # Datasette's SQL page sends every parameter as text, and SQLite puts any number before any text: a count
        # compared with '3' keeps no group. The number is made one in the SQL (as filters.condition_sql does).
        number = f"CAST({mark(start)} AS INTEGER)" if engine == "sqlite" else mark(start)
        return (f"{quote(engine, via.from_column)} {'NOT IN' if negated else 'IN'} (SELECT {to} FROM {table}{where}"
                f" GROUP BY {to} HAVING count(*) {COUNTED[op]} {number})"), [conditions[0].value]
    parts: list[str] = []
    values: list = []
    for condition in conditions:
        if condition.op not in EXISTENCE:
            sql, bound = inner(condition, start + len(values))
            parts.append(sql)
            values.extend(bound)
    negated = any(c.op == "notexists" for c in conditions)
    if negated:
        parts.insert(0, f"{to} IS NOT NULL")
    where = (" WHERE " + " AND ".join(parts)) if parts else ""
    return f"{quote(engine, via.from_column)} {'NOT IN' if negated else 'IN'} (SELECT {to} FROM {table}{where})", values


# How a condition across a link reads once stored: the answer's column among the linked keys.
_WORDS = {
    "en": {"in": "{from_} in ({to} of {table} where {condition})", "exists": "{from_} in ({to} of {table})",
           "notexists": "{from_} not in ({to} of {table})", "has": "has {table}", "has_not": "has no {table}",
           "counted": "{from_} in ({to} of {table} counted {cmp} {n} times)",
           "counted_not": "{from_} not in ({to} of {table} counted {cmp} {n} times)"},
    "zh": {"in": "{from_} 属于 {table} 中 {condition} 的 {to}", "exists": "{from_} 属于 {table} 的 {to}",
           "notexists": "{from_} 不属于 {table} 的 {to}", "has": "有 {table}", "has_not": "没有 {table}",
           "counted": "{from_} 属于 {table} 中出现次数 {cmp} {n} 的 {to}",
           "counted_not": "{from_} 不属于 {table} 中出现次数 {cmp} {n} 的 {to}"},
}
# How many linked rows, as a person says it: `more than 5 orders`, `订单 多于 5 条`.
_COUNT_SAID = {
    "en": {"countgt": "more than {n} {table}", "countgte": "at least {n} {table}", "countexact": "exactly {n} {table}",
           "countlt": "fewer than {n} {table}", "countlte": "at most {n} {table}"},
    "zh": {"countgt": "{table} 多于 {n} 条", "countgte": "{table} 至少 {n} 条", "countexact": "{table} 正好 {n} 条",
           "countlt": "{table} 少于 {n} 条", "countlte": "{table} 至多 {n} 条"},
}


def existence_words(key: str) -> str:
    """The words of an existence or count key without its suffix: `退款__notexists` → 退款."""
    head, sep, suffix = key.rpartition("__")
    return head if sep and head and suffix in LINK_OPS else key


def count_said(via: Via, op: str, said: str | None, n: Any, lang: str) -> tuple[str, str]:
    """(what was said, the link as the database reads it) for a count of linked rows."""
    words = _WORDS["zh" if lang == "zh" else "en"]
    shown = dict(from_=via.from_column, to=via.to_column, table=via.table)
    said = _COUNT_SAID["zh" if lang == "zh" else "en"][op].format(n=n, table=said or via.table)
    return said, words["counted_not" if op in COUNT_NEGATED else "counted"].format(cmp=COUNTED[op], n=n, **shown)


def via_words(via: Via, op: str, said: str | None, inner: str | None, lang: str) -> tuple[str, str]:
    """(what was said, the link as the database reads it): `said` is the person's words for the
    condition (None: say the table), `inner` the condition on the linked table."""
    words = _WORDS["zh" if lang == "zh" else "en"]
    shown = dict(from_=via.from_column, to=via.to_column, table=via.table)
    if op in EXISTENCE:
        said = words["has_not" if op == "notexists" else "has"].format(**{**shown, "table": said or via.table})
        return said, words[op].format(**shown)
    return said or "", words["in"].format(condition=inner, **shown)
