"""The where keys of a request read against one table: each key to the column it names, each value
to what is compared, and the conditions of the predicate (docs/conditions.md).

A key is `COLUMN_OR_WORDS` with an optional Datasette filter suffix (`金额__gt`). The column is,
in this order: the column named exactly that (exact case, then without case); else the columns the
words fit in the first field tier that finds any (fields.py). Several columns fitting equally are
narrowed by the value — a label of exactly one column's legend, or the kind of value exactly one
column holds (a phone number, an e-mail address, a date, a number) — and otherwise nothing is
guessed: the key is ambiguous. Under `exact`, `not`, `in` and `notin` a legend label becomes its
code; a value that is neither a code nor a label of the column's legend is refused. Under `gt`,
`gte`, `lt` and `lte` a label becomes its code too (and the answer says so), a number is kept, and
anything else is refused with the legend. Given what the index knows of the table's values
(`literals.Held`), each value is then checked against what its column can hold and holds
(literals.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from ..index.records import ColumnRecord
from ..sources.column_kinds import (
    DATE,
    EMAIL,
    MONEY,
    NAME_COMMENT_ENDINGS,
    NUMERIC_TYPE_RE,
    PHONE,
    column_kinds,
    is_name_column,
    is_yes_no,
)
from ..sources.legends import Legend
from ..words.aliases import AliasTable
from ..words.normalize import comment_main, fold_identifier, nfkc
from ..words.values import DATE as DATE_VALUE
from ..words.values import EMAIL as EMAIL_VALUE
from ..words.values import NUMBER, PERIOD, match_value
from ..words.values import PHONE as PHONE_VALUE
from . import filters
from .fields import BoundColumns, exact_column, fitting_columns
from .literals import Held, Note, Unheld, check

# The value kinds a column of each kind accepts when a value must pick between columns.
ACCEPTED_VALUES = {PHONE: {PHONE_VALUE}, EMAIL: {EMAIL_VALUE}, DATE: {DATE_VALUE, PERIOD}, MONEY: {NUMBER}}
# Operators whose value is compared whole with what a column holds: only these can tell a phone
# column from a name column by the value (`contains 138` fits both).
_WHOLE_VALUE_OPS = frozenset({"exact", "not", "in", "notin", "gt", "gte", "lt", "lte", "date"})
# Operators that say which thing it is, by its name (`收货人是张三`, `收货人不是张三`).
NAMING_OPS = frozenset({"exact", "not"})
# What a yes/no column holds (column_kinds.is_yes_no).
YES_NO_VALUES = frozenset({"0", "1"})


@dataclass
class Outside:
    """A value that is no code and no label of the legend(s) of the column(s) its key names."""

    key: str
    value: Any
    columns: list[ColumnRecord]


@dataclass
class Tie:
    """A key that fits several columns equally, with nothing in the value to choose between them."""

    key: str
    matched_by: str
    columns: list[ColumnRecord]


@dataclass
class Reading:
    """The where keys of a request against one table."""

    conditions: list[filters.Condition] = field(default_factory=list)
    columns: list[tuple[ColumnRecord, str]] = field(default_factory=list)  # (column, key), in key order
    missing: list[str] = field(default_factory=list)
    outside: list[Outside] = field(default_factory=list)
    ties: list[Tie] = field(default_factory=list)
    unheld: list[Unheld] = field(default_factory=list)  # values the column cannot hold or does not hold
    notes: list[Note] = field(default_factory=list)  # what the answer says about values it kept

    @property
    def complete(self) -> bool:
        return not (self.missing or self.outside or self.ties or self.unheld)


def read_where(columns: Sequence[ColumnRecord], where: Sequence[tuple[str, Any]], aliases: AliasTable,
               bound: BoundColumns | None = None, held: Held | None = None) -> Reading:
    """Every where key of a request read against one table's columns (`bound`: the columns a
    deployment bound words to, bindings.Bound.columns; `held`: what the index knows of the table's
    values, for checking each value — without it, values are checked against legends only)."""
    reading = Reading()
    for key, value in where:
        key = str(key)
        words, op = filters.split_key(key)
        found = key_columns(columns, words, aliases, bound=bound)
        if found is None:
            reading.missing.append(key)
            continue
        matched_by, fits = found
        if len(fits) > 1:
            fits = by_name(narrowed(fits, op, value), op, value, words)
            if not fits:
                reading.outside.append(Outside(key, value, found[1]))
                continue
            if len(fits) > 1:
                reading.ties.append(Tie(key, matched_by, fits))
                continue
        column = fits[0]
        try:
            compared, label = condition_value(op, value, column.legend)
        except filters.NotInLegend:
            reading.outside.append(Outside(key, value, [column]))
            continue
        if label is not None and filters.BY_KEY[op].numeric and str(value).strip() != str(compared):
            reading.notes.append(Note("code", key, column, value, compared, op=op))
        if held is not None:
            compared, notes, unheld = check(key, column, op, compared, label, held)
            reading.notes.extend(notes)
            if unheld is not None:
                reading.unheld.append(unheld)
                continue
        reading.columns.append((column, key))
        # the rows' texts read as numbers (literals.check): the note says how
        spelled = next((n.how for n in reading.notes if n.kind == "as_number" and n.key == key), None)
        reading.conditions.append(filters.Condition(column.name, op, compared, key=key, label=label,
                                                    matched_by=matched_by, as_number=spelled))
    return reading


def narrowed(fits: list[ColumnRecord], op: str, value: Any) -> list[ColumnRecord]:
    """The columns among several that fit a key equally that the value picks: the one whose
    legend has the value as a label; else the one that accepts the value at all; else all of them
    — or none, when every one has a legend and none has the value."""
    labelled = [c for c in fits if is_label(c, op, value)]
    if len(labelled) == 1:
        return labelled
    accepting = [c for c in fits if accepts(c, op, value)]
    if len(accepting) == 1:
        return accepting
    if not accepting and all(c.legend is not None for c in fits) and filters.BY_KEY[op].decodes:
        return []
    return fits


def by_name(fits: list[ColumnRecord], op: str, value: Any, said: str) -> list[ColumnRecord]:
    """`收货人是张三` with 收货人姓名, 收货人电话, 收货人邮编 (after `narrowed`): a person or a thing is given
    by its name — of the columns the word `said` names, the one that is that word's name (the word,
    then 姓名/名称/名字 or `name`), for a value that is words. Within one table only: the table is
    named, or each table is read on its own."""
    if len(fits) > 1 and op in NAMING_OPS and is_words(value):
        named = [c for c in fits if is_name_column(c) and names_the_name(c, said)]
        if len(named) == 1:
            return named
    return fits


def names_the_name(column: ColumnRecord, said: str) -> bool:
    """Whether the column is the name of what `said` names, spelled out: 收货人 → 收货人姓名,
    receiver → receiver_name (not `return` → rt_name 退货单名称: the word reaches it through another)."""
    word = fold_identifier(said)
    main = fold_identifier(comment_main(column.comment)) if column.comment else ""
    return bool(word) and (any(main == word + ending for ending in NAME_COMMENT_ENDINGS) or
                           fold_identifier(column.name) == word + "name")


def is_words(value: Any) -> bool:
    """A value typed as words: no number, phone, e-mail, date or code."""
    text = nfkc(str(value)).strip() if isinstance(value, str) else ""
    return bool(text) and isinstance(filters.numeric_value(text), str) and match_value(text, 0) is None and \
        not any(ch.isdigit() for ch in text)


def is_label(column: ColumnRecord, op: str, value: Any) -> bool:
    """Whether the value (every element of an `in` list) is a label of the column's legend."""
    row = filters.BY_KEY[op]
    if column.legend is None or not row.decodes:
        return False
    try:
        items = filters.list_values(value) if row.many else [value]
    except filters.ConditionError:
        return False
    return bool(items) and all(column.legend.has_label(item) for item in items)


def key_columns(columns: Sequence[ColumnRecord], words: str, aliases: AliasTable,
                tiers: Sequence[str] | None = None,
                bound: BoundColumns | None = None) -> tuple[str, list[ColumnRecord]] | None:
    """(how, the columns a key's words fit equally): the column named exactly that, else a
    column bound to the words, else the field tiers."""
    column = exact_column(columns, words)
    if column is not None:
        return "name", [column]
    return fitting_columns(columns, words, aliases, tiers, bound)


def condition_value(op: str, value: Any, legend: Legend | None) -> tuple[Any, Any]:
    """(what is compared, its label): a legend's code for a label or a code (a number when the
    code is one, as the column stores it), the value as typed otherwise; None for the operators
    that ignore the value. Raises filters.NotInLegend."""
    compared, label = filters.decode_value(op, value, legend)
    row = filters.BY_KEY[op]
    if legend is not None and row.numeric:
        return _compared_code(value, legend)
    if legend is None or not row.decodes:
        return (_as_typed(value, compared) if not row.no_argument else None), label
    if row.many:
        return [_code_value(code) for code in compared], label
    return _code_value(compared), label


def _compared_code(value: Any, legend: Legend) -> tuple[Any, Any]:
    """A comparison (`gt` …) on a coded column: a number is compared as typed, a label as its code
    (said in the answer); anything else is refused with the legend (filters.NotInLegend)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value, None
    text = "" if value is None else str(value)
    if not isinstance(filters.numeric_value(nfkc(text).strip()), str):
        return value, None
    code = legend.decode(text)
    if code is None:
        raise filters.NotInLegend(value, legend)
    return _code_value(code), legend.label_of(code)


def _as_typed(value: Any, compared: Any) -> Any:
    """What was typed: a number stays a number, text stays text; `in` lists element by element."""
    if isinstance(compared, list):
        return [int(item) if isinstance(item, bool) else item for item in compared]
    if isinstance(value, bool):
        return int(value)
    return value if isinstance(value, (int, float)) else compared


def _code_value(code: str) -> Any:
    """A legend code as the column stores it: `2` and `-1` are numbers, `M` and `01` stay text."""
    return int(code) if code.lstrip("-").isdigit() and str(int(code)) == code else code


def accepts(column: ColumnRecord, op: str, value: Any) -> bool:
    """Whether a value could be in this column under this operator, judged by its legend and by
    the kind of value the column holds (column_kinds.py)."""
    row = filters.BY_KEY[op]
    if row.no_argument:
        return True
    try:
        items = filters.list_values(value) if row.many else [value]
    except filters.ConditionError:
        return False
    legend = column.legend
    if legend is not None and row.decodes:
        return all(legend.decode(item) is not None for item in items)
    if op not in _WHOLE_VALUE_OPS:
        return True
    if is_yes_no(column) and any(
            str(item).strip() not in YES_NO_VALUES for item in items):
        return False  # a yes/no column holds 0 and 1 (`fewer than 10 in stock`: not stock_control)
    kinds = set(column_kinds(column.name, column.type, column.comment))
    if column.type and NUMERIC_TYPE_RE.search(column.type) and DATE not in kinds:
        kinds.add(MONEY)  # a number column accepts numbers only
    return all(_fits_kinds(str(item), kinds) for item in items)


def _fits_kinds(text: str, kinds: set[str]) -> bool:
    if not kinds:
        return True
    text = nfkc(text).strip()
    found = match_value(text, 0) if text else None
    shapes = set()
    if found is not None and found.end == len(text):
        shapes = {found.kind} | {kind for kind, _ in found.also}
    if not isinstance(filters.numeric_value(text), str):
        shapes.add(NUMBER)
    return all(shapes & ACCEPTED_VALUES[kind] for kind in kinds)


def legend_entries(columns: Sequence[ColumnRecord]) -> list[dict]:
    """The coded columns of a table with their legends, for a person to see which labels exist."""
    out = []
    for column in columns:
        legend = column.legend
        if legend is not None:
            out.append({"column": column.name, "comment": column.comment, "prefix": legend.prefix,
                        "entries": [{"code": e.code, "label": e.label} for e in legend.entries]})
    return out
