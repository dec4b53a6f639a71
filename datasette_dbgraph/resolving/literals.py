"""A condition's value checked against what its column can hold and what it holds
(docs/conditions.md#checking-a-value).

After the key found its column and a legend label became its code (conditions.py), the value is:

1. written in the form the column's values take (forms.conform: `44%` → `0.44`);
2. refused when the column cannot hold it: a word on a column of numbers (its declared type, or
   every value its rows hold), a text longer than a MySQL or PostgreSQL `VARCHAR(n)`/`CHAR(n)`
   (SQLite does not enforce a length, so there the values decide);
3. under `exact` and `in`, on a column whose distinct values are all recorded and repeat
   (`rules.VALUES_CHECKED_REPEAT`), refused when it is none of them — and written as the column
   holds it when it differs only by case, width or Chinese script (`berlin` → `Berlin`); a legend's
   code that no row held is answered, and said;
4. under `gt`, `gte`, `lt` and `lte`, compared with the column's range when every row was read:
   the condition is kept, and the reason says that no row passes it.

Nothing here reads rows: the stats and the recorded values come from the index, for a table the
actor may view (the caller chose it).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from .. import rules
from ..index.records import ColumnRecord, ColumnStats
from ..index.store_values import ValueReads
from ..sources import measured
from ..sources.values import DATE_FORMS, MEASURED, PERCENT, YEAR, value_key, value_text
from . import filters
from .forms import RANGE_OPS, as_date, as_number, conform

# Declared types that hold only numbers (MySQL, PostgreSQL, SQLite): whole numbers, or any.
INTEGER_TYPES = frozenset("int integer tinyint smallint mediumint bigint int2 int4 int8 serial smallserial "
                          "bigserial year".split())
NUMBER_TYPES = frozenset("decimal dec numeric number fixed float float4 float8 double real money "
                         "smallmoney".split())
# The numbers sqlglot names unsigned with a `U` before them (`UINT`, `UBIGINT`, `UDECIMAL`).
UNSIGNED_BASES = frozenset("tinyint smallint mediumint int bigint decimal double".split())
_TYPE_MODIFIERS = frozenset({"unsigned", "signed", "zerofill", "big", "medium", "small", "tiny"})
_TYPE_WORD_RE = re.compile(r"[a-z][a-z0-9]*")
_LENGTH_RE = re.compile(r"^\s*(?:n?var)?char(?:acter)?(?:\s+varying)?\s*\(\s*(\d+)\s*\)|^\s*varchar2\s*\(\s*(\d+)",
                        re.IGNORECASE)
# Characters a number's text is made of (a pattern of anything else can match no number).
_NUMBER_CHARS = frozenset("0123456789.+-eE ")
_WILDCARDS = {"like": "%_", "notlike": "%_", "glob": "*?[]^"}
# Operators under which a value that cannot be stored is refused: the filter could return no rows
# (or, negated, every row — which is not what was meant either).
_HOLDING_OPS = frozenset({"exact", "not", "in", "notin", "contains", "notcontains", "startswith", "endswith"})
# MySQL and PostgreSQL refuse a longer text for a VARCHAR(n); SQLite keeps any text.
LENGTH_ENGINES = frozenset({"mysql", "postgres"})
# The letters an integer column's values are described with.
WHOLE, NUMBERS = "whole", "numbers"


@dataclass
class Held:
    """What checking values needs from the index, for one table: its engine and the store's value
    reads — a column's stats are read when a condition is on it (None: its values were never read),
    or given (`stats`)."""

    engine: str = "sqlite"
    store: ValueReads | None = None
    stats: dict[int, ColumnStats | None] = field(default_factory=dict)

    def of(self, column: ColumnRecord) -> ColumnStats | None:
        if column.id not in self.stats:
            found = self.store.column_stats([column.id]) if self.store is not None else {}
            self.stats[column.id] = found.get(column.id)
        return self.stats[column.id]


@dataclass
class Unheld:
    """A value the column cannot hold or does not hold: `why` is `type` (a word on a column of
    numbers), `length` (longer than its VARCHAR), `unit` (a number in a unit the rows are not
    written in), `range` (far beyond the numbers it holds) or `values` (none of its recorded values)."""

    key: str
    value: Any
    column: ColumnRecord
    why: str
    holds: str | None = None  # `whole` or `numbers`, for `type`
    limit: int | None = None  # the declared length, for `length`
    stats: ColumnStats | None = None
    choices: list = field(default_factory=list)  # values differing only by case or script


@dataclass
class Note:
    """Something the answer says about a condition it kept: `written` (in the column's form),
    `recorded` (as the column holds it), `code` (a label compared as its code), `no_row_passes`
    (outside the column's range), `no_row_has` (a legend code no row held), `as_number` (compared on
    the number the rows' texts spell)."""

    kind: str
    key: str
    column: ColumnRecord
    typed: Any
    compared: Any
    stats: ColumnStats | None = None
    op: str = "exact"
    how: str | None = None  # `as_number`: how the rows' texts are read (measured.NUMBER or SCALED)


def declared_numbers(type_: str | None) -> str | None:
    """`whole` or `numbers` when a declared type holds only numbers (`tinyint(1)`, `DECIMAL(10,2)`,
    `UNSIGNED BIG INT`), else None (text, dates, booleans, an enum, no type)."""
    words = _TYPE_WORD_RE.findall((type_ or "").lower())
    while words and words[0] in _TYPE_MODIFIERS:
        words = words[1:]
    if not words:
        return None
    if words[0] not in INTEGER_TYPES | NUMBER_TYPES and words[0][1:] in UNSIGNED_BASES:
        words[0] = words[0][1:]  # (`UINT`: `int unsigned` in an index built before types were spelled as typed)
    if words[0] in INTEGER_TYPES:
        return WHOLE
    return NUMBERS if words[0] in NUMBER_TYPES else None


def declared_length(type_: str | None) -> int | None:
    found = _LENGTH_RE.match(type_ or "")
    return int(found.group(1) or found.group(2)) if found else None


def holds_numbers(column: ColumnRecord, stats: ColumnStats | None) -> str | None:
    """`whole`/`numbers` when the column can hold only numbers: what its rows hold when they were
    read and held any value, else its declared type."""
    declared = declared_numbers(column.type)
    if stats is not None and stats.non_null:
        return (declared or NUMBERS) if stats.numeric else None
    return declared


def _can_be_number(op: str, item: Any) -> bool:
    if as_number(item) is not None or not isinstance(filters.numeric_value(str(item).strip()), str):
        return True
    text = str(item)
    if op in _WILDCARDS:
        text = "".join(ch for ch in text if ch not in _WILDCARDS[op])
    elif op in ("exact", "not", "in", "notin") or op in RANGE_OPS:
        return False
    return set(text) <= _NUMBER_CHARS


def _comparable(stats: ColumnStats, item: Any) -> tuple[Any, Any, Any] | None:
    """(item, low, high) in one comparable kind, when the column's range says something about it."""
    if not stats.all_rows or stats.min is None or stats.max is None:
        return None
    if stats.numeric:
        number = as_number(item)
        return (number, stats.min, stats.max) if number is not None else None
    if isinstance(item, str) and isinstance(stats.min, str) and (stats.form in DATE_FORMS or stats.form == YEAR):
        if as_date(item) is not None or item[:4].isdigit():
            return item, stats.min, stats.max
    return None


def _passes(op: str, item: Any, low: Any, high: Any) -> bool:
    return {"gt": high > item, "gte": high >= item, "lt": low < item, "lte": low <= item}[op]


def check(key: str, column: ColumnRecord, op: str, compared: Any, label: Any,
          held: Held) -> tuple[Any, list[Note], Unheld | None]:
    """(the value to compare, what the answer says about it, or why it is refused)."""
    row = filters.BY_KEY[op]
    notes: list[Note] = []
    if row.no_argument or compared is None:
        return compared, notes, None
    stats = held.of(column)
    typed = compared
    if label is None and column.legend is None:
        compared = conform(compared, stats, op)
        if compared != typed:
            notes.append(Note("written", key, column, typed, compared, stats, op))
    spelled = as_measured(column, op, compared, held, stats)
    if spelled is not None:
        number, how, example = spelled
        if number is None:
            return compared, notes, Unheld(key, compared, column, "unit", stats=stats, choices=example)
        notes.append(Note("as_number", key, column, typed, number, stats, op, how))
        return number, notes, None
    items = compared if isinstance(compared, list) else [compared]
    holds = holds_numbers(column, stats)
    if holds and column.legend is None and op in _HOLDING_OPS | RANGE_OPS | set(_WILDCARDS):
        wrong = [item for item in items if not _can_be_number(op, item)]
        if wrong:
            return compared, notes, Unheld(key, wrong[0], column, "type", holds=holds, stats=stats)
    limit = declared_length(column.type) if held.engine in LENGTH_ENGINES else None
    if limit is not None and op in _HOLDING_OPS:
        long = [item for item in items if len(value_text(item)) > limit]
        if long:
            return compared, notes, Unheld(key, long[0], column, "length", limit=limit, stats=stats)
    beyond = [item for item in items if op in ("exact", "in") and beyond_range(item, stats)]
    if beyond:
        return compared, notes, Unheld(key, beyond[0], column, "range", stats=stats)
    if stats is not None and stats.complete and op in ("exact", "in") and held.store is not None and \
            0 < stats.distinct_count * rules.VALUES_CHECKED_REPEAT <= stats.non_null:
        compared, unheld = _recorded(key, column, op, compared, items, stats, held.store, notes, label)
        if unheld is not None:
            return compared, notes, unheld
    if stats is not None and op in RANGE_OPS:
        found = _comparable(stats, items[0])
        if found is not None and not _passes(op, *found):
            notes.append(Note("no_row_passes", key, column, typed, compared, stats, op))
    return compared, notes, None


def beyond_range(item: Any, stats: ColumnStats | None) -> bool:
    """A whole number far longer than any the column's rows hold (rules.DIGITS_BEYOND_RANGE)."""
    if stats is None or not stats.all_rows or not stats.numeric or stats.max is None:
        return False
    number, largest = as_number(item), as_number(stats.max)
    if number is None or largest is None or not math.isfinite(number) or not math.isfinite(largest):
        return False  # (`inf`, `nan` typed as a value: no length of digits to compare)
    if number != int(number) or abs(largest) != int(abs(largest)):
        return False
    return len(str(abs(int(number)))) >= len(str(abs(int(largest)))) + rules.DIGITS_BEYOND_RANGE


def as_measured(column: ColumnRecord, op: str, value: Any, held: Held,
                stats: ColumnStats | None = None) -> tuple[Any, str | None, list] | None:
    """`身高 > 185` on rows like `183cm`: (the number to compare, how the rows' texts are read, a
    value the rows hold) — the number None when the value is in a unit the rows are not written in
    (sources/measured.py). None when the condition is no comparison for order on such rows."""
    equal = op in ("exact", "not") and measured.parts(value) is not None
    if op not in RANGE_OPS and not equal or isinstance(value, list) or held.store is None or held.engine != "sqlite":
        return None
    stats = stats if stats is not None else held.of(column)
    # (and rows of percents written as text, `10.45%`, against a percent typed for order: the number
    # each row spells, in percent)
    percent = stats is not None and stats.form == PERCENT and op in RANGE_OPS and str(value).strip().endswith("%")
    if stats is None or stats.form != MEASURED and not percent:
        return None
    if equal and any(held.store.values_keyed(column.id, [value_key(value)]).values()):
        return None  # a text the rows hold as typed (`级别为4A`) is compared as that text
    # equal, or not, to a number the rows do not hold so (`身高为1.9米`, `身高为190` on `190cm`): the
    # same number each row spells
    values = [v for v, _ in held.store.column_values(column.id, measured.SUFFIXES_READ)]
    example = [v for v in values if str(v).strip()][:1]
    if percent:
        number = as_number(str(value).strip()[:-1])
        return (measured.tidy(number) if number is not None else None), measured.NUMBER, example
    units = measured.suffixes(values)
    return measured.typed_number(value, units), measured.reading(units), example


def _key(item: Any, stats: ColumnStats) -> str:
    number = as_number(item) if stats.numeric else None
    return value_key(number if number is not None else item)


def _recorded(key: str, column: ColumnRecord, op: str, compared: Any, items: list, stats: ColumnStats,
              store: ValueReads, notes: list[Note], label: Any) -> tuple[Any, Unheld | None]:
    """Each item as the column holds it, or the refusal of the first it does not hold."""
    found = store.values_keyed(column.id, [_key(item, stats) for item in items])
    written, absent = [], []
    for item in items:
        stored = found.get(_key(item, stats)) or []
        same = [v for v in stored if value_text(v) == value_text(item) or (
            stats.numeric and as_number(item) is not None and as_number(v) == as_number(item))]
        if same:
            written.append(item)
        elif len(stored) == 1:
            written.append(stored[0])
        elif column.legend is not None:
            written.append(item)  # a code of the legend: a valid value, which no row held
            absent.append(item)
        else:
            return compared, Unheld(key, item, column, "values", stats=stats, choices=stored)
    result = written if isinstance(compared, list) else written[0]
    if result != compared:
        notes.append(Note("recorded", key, column, compared, result, stats, op))
    if absent:
        notes.append(Note("no_row_has", key, column, label, absent if isinstance(compared, list) else absent[0],
                          stats, op))
    return result, None
