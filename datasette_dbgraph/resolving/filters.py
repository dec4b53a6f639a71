"""Conditions as Datasette's own table filters: one row per operator, and the predicate built from them.

Each `Operator` row says, side by side, what Datasette's filter of that name does
(`datasette/filters.py`): the SQL it runs on SQLite, how the value is shaped (`%v%`, numbers),
whether the value is ignored, and the words a person reads in Chinese and English — plus the
same condition for MySQL and PostgreSQL, for indexes built from their DDL. Adding an operator is
adding a row.

The point of mirroring Datasette exactly: `links.table` opens the table with `?col__op=value`, and
the rows that page shows must be exactly the rows the predicate's clause returns (the tests run
both on demo.db for every operator, on Datasette 0.65 and 1.0a).

Decisions (docs/conditions.md has the table and the reasons):
- A key is split like Datasette splits a query-string key: at its last `__`, when what follows is
  an operator name (`金额__gt` → `金额`, `gt`); anything else is the whole key with `exact`. A column
  literally named `a__b` is therefore `a__b` (no operator `b`); a column named `price__gt` is
  written `price__gt__exact`, as on Datasette's own table page.
- `exact`, `not`, `in` and `notin` decode legend labels to codes; `isnull`, `notnull`, `isblank`,
  `notblank` ignore the value (it is None).
- `gt`/`gte`/`lt`/`lte` bind numbers the way the running Datasette does: 0.65 turns digit strings
  into integers, 1.0a turns any integer or finite decimal into a number (`NUMERIC_RULES`).
- Values are always bound parameters (`?`, in order); identifiers are quoted for the engine.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, Callable, Collection, Sequence

from ..sources import measured
from ..sources.legends import Legend
from ..words.values import glob_to_regex
from .links.linked_sql import (
    COUNTED,
    EXISTENCE,
    Via,
    count_said,
    existence_words,
    grouped,
    in_clause_order,
    via_clause,
    via_words,
)

ENGINES = ("sqlite", "mysql", "postgres")
# How numeric filters turn the typed text into a bound value: "digits" is Datasette 0.65
# (`"100".isdigit()` → 100), "finite" is 1.0a (int, else a finite float, else the text); "typed"
# binds every value as the condition holds it (the resolver's predicate: what was typed, a legend
# code as a number), which a typed column compares the same way (docs/conditions.md).
NUMERIC_RULES = ("finite", "digits", "typed")
DEFAULT_NUMERIC_RULE = "finite"


@dataclass(frozen=True)
class Operator:
    key: str
    sql: str  # SQLite, exactly Datasette's clause: {c} is the quoted column, ? the value(s)
    en: str  # what a person reads: {c} the column or words, {v} the value
    zh: str
    value_format: str = "{}"  # the text bound for the value (`%{}%` for contains)
    numeric: bool = False  # the value is bound as a number when it reads as one
    no_argument: bool = False  # the value is ignored
    many: bool = False  # the value is a list: `a,b` or a JSON list
    decodes: bool = False  # legend labels become codes
    glob: bool = False  # the value is a glob pattern (MySQL/PostgreSQL get a regular expression)
    mysql: str | None = None  # the clause on MySQL when SQLite's does not carry over
    postgres: str | None = None
    # The filter to link with when the running Datasette lacks this one: (key, value format).
    # 0.65 has no `notcontains`; `notlike` with `%v%` is the same SQL.
    fallback: tuple[str, str] | None = None

    def template(self, engine: str) -> str:
        if engine == "mysql" and self.mysql:
            return self.mysql
        if engine == "postgres" and self.postgres:
            return self.postgres
        return self.sql


_PG_TEXT = "CAST({c} AS TEXT)"
_MY_TEXT = "CAST({c} AS CHAR)"

OPERATORS: tuple[Operator, ...] = (
    Operator("exact", "{c} = ?", "{c} = {v}", "{c} = {v}", decodes=True),
    Operator("not", "{c} != ?", "{c} ≠ {v}", "{c} ≠ {v}", decodes=True),
    Operator("contains", "{c} like ?", "{c} contains {v}", "{c} 包含 {v}", value_format="%{}%",
             postgres=_PG_TEXT + " ILIKE ?"),
    Operator("notcontains", "{c} not like ?", "{c} does not contain {v}", "{c} 不包含 {v}", value_format="%{}%",
             postgres=_PG_TEXT + " NOT ILIKE ?", fallback=("notlike", "%{}%")),
    Operator("startswith", "{c} like ?", "{c} starts with {v}", "{c} 以 {v} 开头", value_format="{}%",
             postgres=_PG_TEXT + " ILIKE ?"),
    Operator("endswith", "{c} like ?", "{c} ends with {v}", "{c} 以 {v} 结尾", value_format="%{}",
             postgres=_PG_TEXT + " ILIKE ?"),
    Operator("gt", "{c} > ?", "{c} > {v}", "{c} > {v}", numeric=True),
    Operator("gte", "{c} >= ?", "{c} ≥ {v}", "{c} ≥ {v}", numeric=True),
    Operator("lt", "{c} < ?", "{c} < {v}", "{c} < {v}", numeric=True),
    Operator("lte", "{c} <= ?", "{c} ≤ {v}", "{c} ≤ {v}", numeric=True),
    Operator("like", "{c} like ?", "{c} like {v}", "{c} 匹配 {v}", postgres=_PG_TEXT + " ILIKE ?"),
    Operator("notlike", "{c} not like ?", "{c} not like {v}", "{c} 不匹配 {v}", postgres=_PG_TEXT + " NOT ILIKE ?"),
    Operator("glob", "{c} glob ?", "{c} glob {v}", "{c} 通配匹配 {v}", glob=True,
             mysql="REGEXP_LIKE({c}, ?, 'c')", postgres=_PG_TEXT + " ~ ?"),
    Operator("in", "{c} in ({marks})", "{c} in ({v})", "{c} 属于 ({v})", many=True, decodes=True),
    Operator("notin", "{c} not in ({marks})", "{c} not in ({v})", "{c} 不属于 ({v})", many=True, decodes=True),
    Operator("date", "date({c}) = ?", "{c} is on date {v}", "{c} 日期为 {v}", mysql="DATE({c}) = ?",
             postgres="CAST({c} AS DATE) = ?"),
    Operator("isnull", "{c} is null", "{c} is null", "{c} 为空值", no_argument=True),
    Operator("notnull", "{c} is not null", "{c} is not null", "{c} 不为空值", no_argument=True),
    Operator("isblank", "({c} is null or {c} = '')", "{c} is blank", "{c} 为空", no_argument=True,
             mysql=f"({{c}} IS NULL OR {_MY_TEXT} = '')", postgres=f"({{c}} IS NULL OR {_PG_TEXT} = '')"),
    Operator("notblank", "({c} is not null and {c} != '')", "{c} is not blank", "{c} 不为空", no_argument=True,
             mysql=f"({{c}} IS NOT NULL AND {_MY_TEXT} != '')", postgres=f"({{c}} IS NOT NULL AND {_PG_TEXT} != '')"),
)
BY_KEY: dict[str, Operator] = {op.key: op for op in OPERATORS}
DEFAULT_OP = "exact"
# An empty `in` list: SQLite's `x in ()` is false for every row (NULL included), `not in ()` true.
# Written as constants so MySQL and PostgreSQL, which reject `in ()`, say the same.
_EMPTY_LIST = {"in": "1 = 0", "notin": "1 = 1"}


class ConditionError(ValueError):
    """A condition that cannot be built; the message says what to fix."""


class NotInLegend(ConditionError):
    """A value that is neither a code nor a label of the column's legend."""

    def __init__(self, value: Any, legend: Legend):
        super().__init__(f"{value!r} is not one of {legend.describe()}")
        self.value = value
        self.legend = legend


@dataclass(frozen=True)
class Condition:
    """One condition of a predicate. `value` is what is compared — codes, not labels — as text
    (a list of them for `in`/`notin`, None for the operators that ignore it); `key` is what the
    person wrote, `label` the legend label(s) of the value, `matched_by` how the key found the column.
    With `via`, the column is the linked table's (None for `exists`/`notexists`). `as_number`: the
    rows hold numbers written as text with a unit (`183cm`, `6万`), compared on the number each
    spells, read as `number` or `scaled` (sources/measured.py); only the SQL page can run it, never
    a table filter. `either`: one number for the conditions of `A或者B` — rows meeting any of them,
    in brackets with OR; no table filter says OR, so only the SQL page runs it."""

    column: str | None
    op: str = DEFAULT_OP
    value: Any = None
    key: str | None = None
    label: Any = None
    matched_by: str | None = None
    via: Via | None = None
    as_number: str | None = None  # measured.NUMBER or measured.SCALED
    either: int | None = None  # conditions with the same number: rows meeting any of them (OR)
    # In one `either` group, conditions with the same side are met together: one choice is a period
    # (`刚好34岁或者…`: 出生日期 >= … AND 出生日期 < …, OR the other side).
    side: int | None = None

    def as_dict(self) -> dict:
        key = self.key if self.key is not None else f"{self.column or (self.via and self.via.table)}__{self.op}"
        out = {"key": key, "column": self.column, "op": self.op, "value": self.value, "label": self.label,
               "matched_by": self.matched_by}
        if self.via is not None:
            out["via"] = self.via.as_dict()
        if self.as_number:
            out["as_number"] = self.as_number
        if self.either is not None:
            out["either"] = self.either
        if self.side is not None:
            out["side"] = self.side
        return out


# -- keys and values ---------------------------------------------------------------------------
def split_key(key: str) -> tuple[str, str]:
    """`金额__gt` → (`金额`, `gt`); `status` → (`status`, `exact`); `a__b` → (`a__b`, `exact`)."""
    head, sep, suffix = key.rpartition("__")
    if sep and head and suffix in BY_KEY:
        return head, suffix
    return key, DEFAULT_OP


def operator(key: str) -> Operator:
    try:
        return BY_KEY[key]
    except KeyError:
        raise ConditionError(f"unknown operator {key!r}: use one of {', '.join(BY_KEY)}") from None


def list_values(value: Any) -> list:
    """The elements of an `in`/`notin` value, as Datasette reads them: a list as is; text starting
    with `[` as a JSON list; other text split at commas, each part stripped."""
    if isinstance(value, (list, tuple)):
        items = list(value)
    else:
        text = "" if value is None else str(value)
        if not text.startswith("["):
            return [part.strip() for part in text.split(",")]
        try:
            items = json.loads(text)
        except ValueError:
            raise ConditionError(f"{text!r} is not a JSON list: write a,b or [\"a\", \"b\"]") from None
    if not isinstance(items, list) or not all(_scalar(item) for item in items):
        raise ConditionError(f"{value!r} is not a list of texts and numbers: write a,b or [\"a\", \"b\"]")
    return items


def _scalar(item: Any) -> bool:
    return isinstance(item, str) or (isinstance(item, (int, float)) and math.isfinite(item))


def decode_value(op: str, value: Any, legend: Legend | None) -> tuple[Any, Any]:
    """(value, label) for a condition on a column with this legend (or None).

    Under `exact`, `not`, `in`, `notin` a label becomes its code and a code is kept; anything else
    raises NotInLegend. The label returned is the legend's label of each code. Other operators
    take the value as typed (text); `isnull`/`notnull`/`isblank`/`notblank` give (None, None)."""
    row = operator(op)
    if row.no_argument:
        return None, None
    if row.many:
        items = list_values(value)
        if legend is None or not row.decodes:
            return items, None
        codes = [_decoded(item, legend) for item in items]
        return codes, [legend.label_of(code) for code in codes]
    text = _text(value)
    if legend is None or not row.decodes:
        return text, None
    code = _decoded(text, legend)
    return code, legend.label_of(code)


def _decoded(value: Any, legend: Legend) -> str:
    code = legend.decode(value)
    if code is None:
        raise NotInLegend(value, legend)
    return code


def _text(value: Any) -> str:
    return "" if value is None else str(value)


def numeric_value(text: str, rule: str = DEFAULT_NUMERIC_RULE) -> Any:
    """The value Datasette binds for `gt`/`gte`/`lt`/`lte` (see NUMERIC_RULES)."""
    if rule == "digits":
        if text.isdigit():
            try:
                return int(text)
            except ValueError:  # a digit character int() does not read (`²`)
                return text
        return text
    try:
        return int(text)
    except ValueError:
        try:
            number = float(text)
        except ValueError:
            return text
        return number if math.isfinite(number) else text


# -- SQL -----------------------------------------------------------------------------------------
def quote_identifier(engine: str, name: str) -> str:
    """Quote a column name for the engine; embedded quote characters are doubled."""
    if engine == "mysql":
        return "`" + name.replace("`", "``") + "`"
    return '"' + name.replace('"', '""') + '"'


def condition_sql(engine: str, condition: Condition, *, numbers: str = DEFAULT_NUMERIC_RULE,
                  placeholder: Callable[[int], str] | None = None, start: int = 0) -> tuple[str, list]:
    """One condition as (SQL, bound values). `placeholder(i)` names the i-th value (default `?`)."""
    if engine not in ENGINES:
        raise ConditionError(f"unknown engine {engine!r}: use {', '.join(ENGINES)}")
    if numbers not in NUMERIC_RULES:
        raise ConditionError(f"unknown numeric rule {numbers!r}: use {', '.join(NUMERIC_RULES)}")
    if condition.via is not None:
        return via_sql(engine, [condition], numbers=numbers, placeholder=placeholder, start=start)
    row = operator(condition.op)
    mark = placeholder or (lambda i: "?")
    column = quote_identifier(engine, condition.column)
    if condition.as_number:
        if engine != "sqlite":
            raise ConditionError("numbers written as text are compared on SQLite only")
        column = measured.number_sql(column, condition.as_number)
    template = row.template(engine)
    if row.no_argument:
        return template.format(c=column), []
    if row.many:
        items = list_values(condition.value)
        if not items:
            return _EMPTY_LIST[row.key], []
        marks = ", ".join(mark(start + i) for i in range(len(items)))
        return template.format(c=column, marks=marks), items
    text = row.value_format.format(_text(condition.value))
    if row.glob and engine != "sqlite":
        text = glob_to_regex(text)
    if numbers == "typed" and row.value_format == "{}" and not (row.glob and engine != "sqlite"):
        value = condition.value
    else:
        value = numeric_value(text, numbers) if row.numeric and numbers != "typed" else text
    if condition.as_number:
        # Datasette's SQL page sends every parameter as text, and an expression has no column type
        # to turn it into a number: the number is made one in the SQL
        return template.replace("?", f"CAST({mark(start)} AS REAL)").format(c=column), [value]
    return template.replace("?", mark(start)).format(c=column), [value]


def via_sql(engine: str, conditions: Sequence[Condition], *, numbers: str = DEFAULT_NUMERIC_RULE,
            placeholder: Callable[[int], str] | None = None, start: int = 0) -> tuple[str, list]:
    """Conditions across one link as one subquery (linked_sql.via_clause), each written as above."""
    def inner(condition: Condition, at: int) -> tuple[str, list]:
        plain = Condition(condition.column or "", condition.op, condition.value, as_number=condition.as_number)
        return condition_sql(engine, plain, numbers=numbers, placeholder=placeholder, start=at)

    return via_clause(engine, conditions, inner, quote_identifier, start, mark=placeholder or (lambda i: "?"))


def build_predicate(engine: str, conditions: Sequence[Condition], *, numbers: str = DEFAULT_NUMERIC_RULE) -> dict:
    """`{"clause": "WHERE … AND …", "values": [...], "conditions": [...]}`: the conditions joined
    with AND (those of one `either` group with OR), their values in order; none gives an empty clause."""
    clause, values = _joined(engine, conditions, numbers, None)
    return {"clause": clause, "values": values, "conditions": [c.as_dict() for c in in_clause_order(conditions)]}


def named_predicate(engine: str, conditions: Sequence[Condition], *,
                    numbers: str = DEFAULT_NUMERIC_RULE) -> tuple[str, dict[str, Any]]:
    """The same clause with named parameters `:p0, :p1 …` (for Datasette's SQL page)."""
    clause, values = _joined(engine, conditions, numbers, lambda i: f":p{i}")
    return clause, {f"p{i}": v for i, v in enumerate(values)}


def _joined(engine: str, conditions: Sequence[Condition], numbers: str, placeholder) -> tuple[str, list]:
    # parts joined with AND; the sides of one unit with OR; the conditions of one side with AND
    units: list[list[list[str]]] = []
    values: list = []
    last_either, last_side = None, None
    for group in grouped(in_clause_order(conditions)):
        build = via_sql if group[0].via is not None else (lambda e, g, **k: condition_sql(e, g[0], **k))
        sql, bound = build(engine, group, numbers=numbers, placeholder=placeholder, start=len(values))
        values.extend(bound)
        either = group[0].either if group[0].via is None else None
        side = group[0].side if either is not None else None
        if either is None or either != last_either:
            units.append([[sql]])
        elif side is not None and side == last_side:
            units[-1][-1].append(sql)
        else:
            units[-1].append([sql])
        last_either, last_side = either, side
    sides = [[side[0] if len(side) == 1 else "(" + " AND ".join(side) + ")" for side in unit] for unit in units]
    parts = [unit[0] if len(unit) == 1 else "(" + " OR ".join(unit) + ")" for unit in sides]
    return ("WHERE " + " AND ".join(parts)) if parts else "", values


# -- links and words -----------------------------------------------------------------------------
def query_pairs(conditions: Sequence[Condition], *, known: Collection[str] | None = None) -> list[tuple[str, str]]:
    """The `?col__op=value` pairs that make Datasette's table page run the same predicate.

    Always the explicit suffix (`status__exact`), so a column named `a__b` links right. `known` is
    the running Datasette's filter names: an operator it lacks links as its `fallback`."""
    pairs: list[tuple[str, str]] = []
    for condition in conditions:
        if condition.via is not None:  # links through its keys (serving/linked_keys.py), never as itself
            raise ConditionError("a condition across a link has no table filter of its own")
        if condition.as_number:  # Datasette's filters compare the text, not the number it spells
            raise ConditionError("a number written as text has no table filter")
        if condition.either is not None:  # Datasette's filters meet every condition, never one of them
            raise ConditionError("conditions joined by OR have no table filter")
        row = operator(condition.op)
        key, fmt = row.key, "{}"
        if known is not None and key not in known and row.fallback:
            key, fmt = row.fallback
        if row.no_argument:
            text = "1"
        elif row.many:  # numbers as the text a person would type: `1,2`, not `[1, 2]`
            text = list_text([_text(v) if isinstance(v, (int, float)) else v for v in list_values(condition.value)])
        else:
            text = fmt.format(_text(condition.value))
        pairs.append((f"{condition.column}__{key}", text))
    return pairs


def list_text(items: Sequence[Any]) -> str:
    """An `in` list as Datasette reads it back: `a,b` when that is unambiguous (text items with no
    comma and no surrounding space, not starting with `[`), else a JSON list (types kept)."""
    plain = all(isinstance(item, str) and "," not in item and item == item.strip() for item in items)
    if items and plain and not items[0].startswith("["):
        return ",".join(items)
    return json.dumps(list(items), ensure_ascii=False)


def describe(condition: Condition, lang: str = "en") -> str:
    """`订单状态 = 已发货 → status = 2`: the condition as the person said it, then as the database
    reads it; just the second half when both say the same."""
    if condition.via is not None:
        return "{} → {}".format(*via_said(condition, lang))
    row = operator(condition.op)
    template = row.zh if lang == "zh" else row.en
    words = split_key(condition.key)[0] if condition.key else condition.column
    stored = template.format(c=condition.column, v=_shown(condition.value))
    said = template.format(c=words, v=_shown(condition.label if _has_label(condition.label) else condition.value))
    return stored if said == stored else f"{said} → {stored}"


def operator_label(op: str, lang: str = "en") -> str:
    """The operator alone, as a choice in a form: `= …`, `包含 …`, `以 … 开头`, `is null`."""
    row = operator(op)
    return (row.zh if lang == "zh" else row.en).format(c="", v="…").strip()


def _has_label(label: Any) -> bool:
    if isinstance(label, (list, tuple)):
        return any(item is not None for item in label)
    return label is not None


def _shown(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return ", ".join(_text(v) for v in value)
    return _text(value)


def via_said(condition: Condition, lang: str = "en") -> tuple[str, str]:
    """(what was said, the link as the database reads it) for a condition across a link:
    (`会员手机号 = 13800138000`, `member_id 属于 members 中 mobile = 13800138000 的 id`)."""
    if condition.op in EXISTENCE:
        return via_words(condition.via, condition.op, existence_words(condition.key or ""), None, lang)
    if condition.op in COUNTED:
        return count_said(condition.via, condition.op, existence_words(condition.key or ""), condition.value, lang)
    said_words = split_key(condition.key)[0] if condition.key else None
    row = operator(condition.op)
    template = row.zh if lang == "zh" else row.en
    inner = template.format(c=condition.column, v=_shown(condition.value))
    said = template.format(c=said_words or f"{condition.via.table}.{condition.column}",
                           v=_shown(condition.label if _has_label(condition.label) else condition.value))
    return via_words(condition.via, condition.op, said, inner, lang)
