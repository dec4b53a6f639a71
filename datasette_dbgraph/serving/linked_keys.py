"""The table link of an answer with a condition across a link (docs/conditions.md, "Conditions
across a link"): Datasette's table page cannot run a subquery, so the linked keys are looked up —
`SELECT DISTINCT "id" FROM "members" WHERE "mobile" = :p0` — with bound parameters, under
Datasette's own time limit, and passed as `member_id__in=1,5,9` (`notexists`, fewer than N: `id__notin=…`). The
rows are exactly those of the clause's `IN (SELECT …)`. More than `rules.MAX_LINKED_KEYS` keys, a
key the link cannot write (a blob), or a lookup that ran out of time: no table link, only the SQL
link (which runs the subquery itself).

Only tables the actor may view are named by an answer (the resolver sees nothing else), so the
lookup asks no permission question again. The count shown beside a link (`rows.count`, serving/rows.py)
is taken from the predicate's own clause and values — the subquery included — and a candidate's
from `links.conditions_of` + `named_predicate`, which carry `via`: it counts what this link shows."""

from __future__ import annotations

import sqlite3
from typing import Sequence

from ..resolving.filters import Condition, condition_sql, quote_identifier
from ..resolving.links.linked_sql import COUNT_NEGATED, COUNTED, EXISTENCE, grouped
from ..rules import MAX_LINKED_KEYS


def keys_sql(conditions: Sequence[Condition]) -> tuple[str, dict]:
    """The lookup of the linked keys of one group of conditions across one link: distinct, not
    null, one more than the most a link carries (so a longer list is seen)."""
    via = conditions[0].via
    q = lambda name: quote_identifier("sqlite", name)  # noqa: E731
    parts = [f"{q(via.to_column)} is not null"]
    params: dict = {}
    if conditions[0].op in COUNTED:  # (alone in its group) the keys counted so many times, `notin` for fewer than
        return (f"select {q(via.to_column)} from {q(via.name or via.table)} where {parts[0]} group by "
                f"{q(via.to_column)} having count(*) {COUNTED[conditions[0].op]} :p0 limit {MAX_LINKED_KEYS + 1}"), \
            {"p0": conditions[0].value}
    for condition in conditions:
        if condition.op in EXISTENCE:
            continue
        plain = Condition(condition.column or "", condition.op, condition.value, as_number=condition.as_number)
        sql, bound = condition_sql("sqlite", plain, placeholder=lambda i: f":p{i}", start=len(params))
        parts.append(sql)
        params.update({f"p{len(params) + i}": v for i, v in enumerate(bound)})
    sql = (f"select distinct {q(via.to_column)} from {q(via.name or via.table)} where " + " and ".join(parts)
           + f" limit {MAX_LINKED_KEYS + 1}")
    return sql, params


async def table_conditions(datasette, database: str, conditions: Sequence[Condition]) -> list[Condition] | None:
    """The conditions with every group across a link replaced by the linked keys (`in`, or `notin`
    for `notexists`); None when a group cannot be written as keys (see the module docstring), or when
    a condition compares the numbers rows write as text, which no table filter can (filters.Condition)."""
    if any(c.as_number and c.via is None or c.either is not None for c in conditions):
        return None  # (or conditions joined by OR: a table filter meets every condition)
    if not any(c.via is not None for c in conditions):
        return list(conditions)
    from datasette.database import QueryInterrupted

    out: list[Condition] = []
    for group in grouped(conditions):
        via = group[0].via
        if via is None:
            out.extend(group)
            continue
        sql, params = keys_sql(group)
        try:
            rows = (await datasette.get_database(database).execute(sql, params, log_sql_errors=False)).rows
        except (KeyError, QueryInterrupted, sqlite3.Error):
            return None
        keys = [row[0] for row in rows]
        if len(keys) > MAX_LINKED_KEYS or not all(isinstance(k, (int, float, str)) for k in keys):
            return None
        op = "notin" if any(c.op == "notexists" or c.op in COUNT_NEGATED for c in group) else "in"
        out.append(Condition(via.from_column, op, sorted(keys, key=lambda k: (isinstance(k, str), k))))
    return out


__all__ = ["table_conditions", "keys_sql"]
