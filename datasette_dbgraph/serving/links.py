"""Links into Datasette for a resolution: the table with the conditions as Datasette's own filters
(`?status__exact=2&pay_amount__gt=100`), and the same query on the SQL page with named parameters.
Every URL comes from `datasette.urls`, so tilde-encoding and `base_url` hold; the filters and the
clause come from filters.py, so the two return the same rows (docs/conditions.md)."""

from __future__ import annotations

import urllib.parse
from typing import Iterable, Mapping, Sequence

from .. import compat
from ..resolving.filters import (
    Condition,
    Via,
    named_predicate,
    query_pairs,
    quote_identifier,
)
from ..sources import measured


def conditions_of(items: Iterable[Mapping], keyed: bool = False) -> list[Condition]:
    """Conditions from a predicate's `conditions` (or a candidate's) as the JSON carries them;
    `keyed` keeps what the person wrote (key and label), for words that describe them."""
    def via(item: Mapping) -> Via | None:
        return Via.from_dict(item["via"]) if item.get("via") else None

    def either(item: Mapping) -> int | None:
        return item["either"] if isinstance(item.get("either"), int) else None

    def side(item: Mapping) -> int | None:
        return item["side"] if isinstance(item.get("side"), int) and either(item) is not None else None

    if keyed:
        return [Condition(item["column"], item["op"], item.get("value"), key=item.get("key"), label=item.get("label"),
                          matched_by=item.get("matched_by"), via=via(item), as_number=_as_number(item),
                          either=either(item), side=side(item)) for item in items]
    return [Condition(item["column"], item["op"], item.get("value"), via=via(item),
                      as_number=_as_number(item), either=either(item), side=side(item)) for item in items]


def _as_number(item: Mapping) -> str | None:
    how = item.get("as_number")
    return how if how in (measured.NUMBER, measured.SCALED) else None


def table_link(datasette, database: str, table: str, conditions: Sequence[Condition] = (),
               columns: Sequence[str] = (), intent: Mapping | None = None) -> str:
    """`/db/table?col__exact=value&_col=field` — always an explicit filter suffix (a bare
    `?col=value` is ambiguous for a column whose name contains `__`), in the words this Datasette
    knows. Datasette keeps the primary key in view when `_col` narrows the columns. What a question
    asks of the rows goes along as far as the table page can show it: `_sort`/`_sort_desc` for an
    order, `_facet` for a group, `_size` for a limit (docs/one-box.md)."""
    query = query_pairs(conditions, known=compat.table_filter_keys())
    query.extend(("_col", column) for column in dict.fromkeys(columns))
    query.extend(intent_pairs(intent))
    base = datasette.urls.table(database, table)
    return base + ("?" + urllib.parse.urlencode(query) if query else "")


# The parameter that carries the search into the table page, for "back to your search"; a longer
# request is not carried (the link would outgrow what servers accept in a URL).
BACK_PARAM = "_dbgraph"
MAX_BACK_LENGTH = 2000
# The request's own keys (docs/request.md): nothing else travels in the back link.
REQUEST_KEYS = ("q", "entity", "object", "database", "fields", "_lang")


def _request_only(pairs: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(k, v) for k, v in pairs if (k in REQUEST_KEYS or k.startswith("where.")) and v != ""]


def with_request(url: str, pairs: Iterable[tuple[str, str]]) -> str:
    """`url` (a table page) carrying the search that led to it, so that page can link back."""
    kept = _request_only(pairs)
    carried = urllib.parse.urlencode(kept)
    if not kept or len(carried) > MAX_BACK_LENGTH:
        return url
    return url + ("&" if "?" in url else "?") + urllib.parse.urlencode([(BACK_PARAM, carried)])


def back_link(datasette, args) -> dict | None:
    """`{"href", "said"}` back to the search a table page was opened from, read from its `_dbgraph`
    parameter — only the request's own keys, into the search page; None when there is none."""
    carried = args.get(BACK_PARAM) if args is not None else None
    if not carried or len(carried) > MAX_BACK_LENGTH:
        return None
    pairs = _request_only(urllib.parse.parse_qsl(carried, keep_blank_values=True))
    if not pairs:
        return None
    first = dict(pairs)
    said = first.get("q") or first.get("entity") or first.get("object") or ""
    return {"href": datasette.urls.path("/-/dbgraph") + "?" + urllib.parse.urlencode(pairs), "said": said,
            "lang": first.get("_lang")}


def intent_pairs(intent: Mapping | None) -> list[tuple[str, str]]:
    """The table page's own parameters for an intent (an aggregate or a count it cannot show:
    `links.sql` computes those)."""
    if not intent:
        return []
    pairs: list[tuple[str, str]] = []
    order = intent.get("order")
    if order and order.get("column"):  # (the groups by their count: the facet lists them most first)
        pairs.append(("_sort_desc" if order.get("desc") else "_sort", order["column"]))
    pairs.extend(("_facet", column) for column in intent.get("group_by") or [])
    if intent.get("limit") is not None:
        pairs.append(("_size", str(intent["limit"])))
    return pairs


# The aggregates an intent may ask for, as SQL.
AGGREGATE_SQL = {"avg": "avg", "sum": "sum", "max": "max", "min": "min"}
# The comparisons of a count, average or total per group (intent `having`), as SQL.
HAVING_SQL = {"gt": ">", "gte": ">=", "lt": "<", "lte": "<=", "exact": "="}


def select_sql(engine: str, table_sql_name: str, clause: str = "", columns: Sequence[str] = (),
               intent: Mapping | None = None) -> str:
    """`SELECT … FROM "t" WHERE …`, with identifiers quoted for the engine; with an intent the whole
    question: `SELECT "city", avg("price") FROM … WHERE … GROUP BY "city" ORDER BY … LIMIT 3`."""
    q = lambda name: quote_identifier(engine, name)  # noqa: E731
    intent = intent or {}
    groups = [q(c) for c in intent.get("group_by") or []]
    aggregate = intent.get("aggregate")
    measures = []
    if aggregate and aggregate.get("fn") in AGGREGATE_SQL:
        measures.append(f"{AGGREGATE_SQL[aggregate['fn']]}({q(aggregate['column'])})")
    if intent.get("count") or groups and not measures:
        measures.append("count(*)")
    if measures:
        select = ", ".join(groups + measures)
    else:
        select = ", ".join(q(c) for c in columns) if columns else "*"
    sql = f"SELECT {select} FROM {table_sql_name}"
    if clause:
        sql += f" {clause}"
    if groups:
        sql += " GROUP BY " + ", ".join(groups)
    having = intent.get("having")
    if groups and having and having.get("op") in HAVING_SQL:
        # (and a second comparison per group, joined as typed: `…不少于5个，或者总和低于2000亿`)
        also = next((j for j in ("and", "or") if isinstance(having.get(j), Mapping) and having[j].get("op") in HAVING_SQL), None)
        sql += f" HAVING ({_having_sql(having, q)} {also.upper()} {_having_sql(having[also], q)})" if also else \
            f" HAVING {_having_sql(having, q)}"
    order = intent.get("order")
    if order and groups and order.get("fn") == "count" and not order.get("column"):
        sql += f" ORDER BY count(*){' DESC' if order.get('desc') else ''}"
    elif order and order.get("column") and (not measures or groups and order["column"] in (intent.get("group_by") or [])):
        sql += f" ORDER BY {q(order['column'])}{' DESC' if order.get('desc') else ''}"
    elif order and order.get("column") and groups and aggregate:
        sql += f" ORDER BY {measures[0]}{' DESC' if order.get('desc') else ''}"
    if intent.get("limit") is not None and (not measures or groups):
        sql += f" LIMIT {int(intent['limit'])}"
    return sql


def _having_sql(having: Mapping, q) -> str:
    """One comparison per group: a number the reader made (onebox `having`), written as one, as LIMIT is."""
    if having.get("fn") in AGGREGATE_SQL and having.get("column"):
        return f"{AGGREGATE_SQL[having['fn']]}({q(having['column'])}) {HAVING_SQL[having['op']]} {_number_sql(having['value'])}"
    return f"count(*) {HAVING_SQL[having['op']]} {int(having['value'])}"


def _number_sql(value) -> str:
    """A number as SQL writes it: parsed, never the text typed (`8`, `0.5`, `3000000000`)."""
    number = float(value)
    if number != number or number in (float("inf"), float("-inf")):
        raise ValueError("not a finite number")
    return str(int(number)) if number.is_integer() else repr(number)


def qualified_sql_name(engine: str, schema: str | None, table: str) -> str:
    if schema:
        return f"{quote_identifier(engine, schema)}.{quote_identifier(engine, table)}"
    return quote_identifier(engine, table)


def sql_link(datasette, database: str, table: str, conditions: Sequence[Condition],
             columns: Sequence[str] = (), intent: Mapping | None = None) -> str:
    """The SQL page with the same query — the whole question when it asks for a count, an average,
    a group or an order — its values as named parameters `:p0, :p1 …`."""
    clause, params = named_predicate("sqlite", conditions)
    sql = select_sql("sqlite", quote_identifier("sqlite", table), clause, columns, intent)
    return compat.sql_url(datasette, database, sql, params)
