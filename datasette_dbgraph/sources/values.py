"""The values of a SQLite table's columns, read for the value index
(docs/conditions.md#values-from-the-data).

Per column, from the first rows of the table (at most `ValueBounds.rows`, in storage order, and for
at most `ValueBounds.seconds`): every distinct value with its count while there are few of them (at
most `ValueBounds.distinct`, none longer than `rules.VALUE_MAX_CHARS`), the range (min, max) of a
column of numbers or of sortable dates, whether every value is a number, and the *form* the values
take — a year, a percentage written as text (`'44%'`), a fraction of 1, Unix seconds, or a date
written one way (`2024-01-05`, `2024/1/5`, `20240105` …). Views are never read: a view can cost
any amount of work per row.

A column's values are *complete* when every row of the table was read and every distinct value
was kept: only then can the resolver say that a value is none of them.
"""

from __future__ import annotations

import math
import re
import sqlite3
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from .. import rules
from ..words.normalize import fold
from .measured import MULTIPLIERS, UNIT_LETTERS_MAX

# Rows fetched from SQLite at a time; the clock is looked at between batches, and SQLite's progress
# handler interrupts a statement that runs past the time bound before its first row.
BATCH = 1000
PROGRESS_STEPS = 10_000

# -- forms ----------------------------------------------------------------------------------------
YEAR, PERCENT, FRACTION, UNIX, UNIX_MS = "year", "percent", "fraction", "unix", "unix_ms"
# Numbers written with their unit as text (`500g`, `314个`): SQL compares them as texts, so no
# comparison for order (`重量 < 500`) finds the rows meant. A year or a date (`1999年`) is not one.
MEASURED = "measured"
# Dates written as text, most specific first: the form is the first whose pattern every value fits.
# `YYYY/M/D` is the same date without leading zeros (`2024/1/5`), which sorts wrongly as text.
DATE_PATTERNS: tuple[tuple[str, re.Pattern], ...] = tuple((form, re.compile(pattern)) for form, pattern in (
    ("YYYY-MM-DDThh:mm:ss", r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?"),
    ("YYYY-MM-DD hh:mm:ss", r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?"),
    ("YYYY/M/D hh:mm:ss", r"\d{4}/\d{1,2}/\d{1,2} \d{1,2}:\d{2}(:\d{2})?"),
    ("YYYY-MM-DD", r"\d{4}-\d{2}-\d{2}"),
    ("YYYY-M-D", r"\d{4}-\d{1,2}-\d{1,2}"),
    ("YYYY/MM/DD", r"\d{4}/\d{2}/\d{2}"),
    ("YYYY/M/D", r"\d{4}/\d{1,2}/\d{1,2}"),
    ("YYYY.MM.DD", r"\d{4}\.\d{2}\.\d{2}"),
    ("YYYY年M月D日", r"\d{4}年\d{1,2}月\d{1,2}日"),
    ("YYYYMMDD", r"\d{8}"),
    ("YYYY-MM", r"\d{4}-\d{2}"),
))
DATE_FORMS = frozenset(form for form, _ in DATE_PATTERNS)
# Forms whose text sorts as its dates do: their range is kept, and a comparison can be checked on it.
# Forms of instants (a time of day, Unix seconds): nobody types one whole, so their values are not
# recorded (their range is).
INSTANT_FORMS = frozenset({"YYYY-MM-DDThh:mm:ss", "YYYY-MM-DD hh:mm:ss", "YYYY/M/D hh:mm:ss", UNIX, UNIX_MS})
SORTABLE_TEXT_FORMS = frozenset({"YYYY-MM-DDThh:mm:ss", "YYYY-MM-DD hh:mm:ss", "YYYY-MM-DD", "YYYY/MM/DD",
                                 "YYYY.MM.DD", "YYYYMMDD", "YYYY-MM", YEAR})
_PERCENT_RE = re.compile(r"[+-]?\d+(\.\d+)?%")
# (a unit of up to four characters after its multiplier, as measured.parts reads it: `8400平方千米`, `3万平方公里`)
_MEASURED_RE = re.compile(r"[+-]?\d+(\.\d+)?\s?(?![年月日号])(?:(?:%s)[^\W\d_]{0,%d}|[^\W\d_]{1,%d})" % (
    "|".join(word for word, _ in MULTIPLIERS), UNIT_LETTERS_MAX, UNIT_LETTERS_MAX))
_YEAR_TEXT_RE = re.compile(r"\d{4}")
_YEARS_RE = re.compile(r"\d{1,4}年")
_PLAIN_NUMBER_RE = re.compile(r"[+-]?\d+(\.\d+)?")
_DIGITS_RE = re.compile(r"\d+")


@dataclass(frozen=True)
class ValueBounds:
    """How much of each table is read (settings `value_index_rows`, `value_index_distinct`)."""

    rows: int = rules.VALUE_INDEX_ROWS
    distinct: int = rules.VALUE_INDEX_DISTINCT
    seconds: float = rules.VALUE_INDEX_TABLE_SECONDS


@dataclass
class ColumnValues:
    """What the rows read say about one column."""

    rows_read: int
    all_rows: bool  # every row of the table was read
    non_null: int
    counts: dict[Any, int] | None  # each distinct value read → rows; None when not all were kept
    # (more than the bound, one too long, or instants)
    minimum: Any = None
    maximum: Any = None
    numeric: bool = False  # every value read is a number (SQLite's integer or real)
    form: str | None = None

    @property
    def distinct_count(self) -> int | None:
        return len(self.counts) if self.counts is not None else None

    @property
    def complete(self) -> bool:
        """Every distinct value of the column is kept."""
        return self.all_rows and self.counts is not None


def value_text(value: Any) -> str:
    """A recorded value as text: numbers in their shortest form (`3.0` is `3`)."""
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return str(value)


def value_key(value: Any) -> str:
    """The key a value is recorded and looked up under: its text, trimmed and folded
    (`words.normalize.fold`: case, full width, Traditional Chinese)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    text = value_text(value).strip()
    if text.isascii():  # NFKC leaves ASCII as it is, and casefold is lower()
        return text.lower()
    return fold(text)


# -- reading ----------------------------------------------------------------------------------------
def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class _Column:
    """The running account of one column while its rows are read. Work is skipped as soon as it
    cannot matter: a text column's range once its first values show a form that does not sort, its
    counts once there are too many."""

    __slots__ = ("bounds", "non_null", "counts", "kinds", "low", "high", "sample", "fractional", "ranged")

    def __init__(self, bounds: ValueBounds):
        self.bounds = bounds
        self.non_null = 0
        self.counts: Counter | None = Counter()
        self.kinds: set[type] = set()
        self.low = self.high = None
        self.sample: list = []
        self.fractional = False
        self.ranged = True  # the range may still matter

    def feed(self, column: Sequence) -> None:
        values = [v for v in column if v is not None]
        if not values:
            return
        self.non_null += len(values)
        kinds = set(map(type, values))
        self.kinds |= kinds
        if len(self.sample) < rules.VALUE_FORM_SAMPLE:
            self.sample.extend(values[: rules.VALUE_FORM_SAMPLE - len(self.sample)])
            if len(self.sample) >= rules.VALUE_FORM_SAMPLE and self.kinds == {str}:
                self.ranged = column_form(self.sample, False) in SORTABLE_TEXT_FORMS
        if self.ranged and (self.kinds <= {int, float} or self.kinds == {str}):
            self._range(values, float in kinds)
        if self.counts is None:
            return
        if bytes in kinds or (str in kinds and max(len(v) for v in values if type(v) is str) > rules.VALUE_MAX_CHARS):
            self.counts = None
            return
        self.counts.update(values)
        if len(self.counts) > self.bounds.distinct:
            self.counts = None

    def _range(self, values: list, floats: bool) -> None:
        low, high = min(values), max(values)
        if floats:
            if not (math.isfinite(low) and math.isfinite(high)):
                values = [v for v in values if type(v) is not float or math.isfinite(v)]
                if not values:
                    return
                low, high = min(values), max(values)
            if not self.fractional:
                self.fractional = any(type(v) is float and not v.is_integer() for v in values)
        self.low = low if self.low is None or low < self.low else self.low
        self.high = high if self.high is None or high > self.high else self.high

    def result(self, rows_read: int, all_rows: bool) -> ColumnValues:
        numeric = self.non_null > 0 and self.kinds <= {int, float}
        texts = self.non_null > 0 and self.kinds == {str}
        form = column_form(self.sample, numeric, self.low, self.high, self.fractional) if numeric or texts else \
            mixed_form(self.sample) if self.non_null > 0 and self.kinds <= {int, float, str} else None
        ranged = numeric or (texts and form in SORTABLE_TEXT_FORMS)
        kept = self.counts is not None and form not in INSTANT_FORMS
        return ColumnValues(rows_read=rows_read, all_rows=all_rows, non_null=self.non_null,
                            counts=dict(self.counts) if kept else None,
                            minimum=self.low if ranged else None, maximum=self.high if ranged else None,
                            numeric=numeric, form=form)


def read_table_values(conn: sqlite3.Connection, table: str, columns: Sequence[str], bounds: ValueBounds,
                      clock: Callable[[], float] = time.monotonic) -> dict[str, ColumnValues] | None:
    """The values of a table's columns, from its first `bounds.rows` rows read within
    `bounds.seconds`; None when the table cannot be read at all."""
    names = list(columns)
    if not names:
        return None
    deadline = clock() + bounds.seconds
    accounts = [_Column(bounds) for _ in names]
    rows_read, all_rows = 0, False
    sql = f"select {', '.join(map(_quote, names))} from {_quote(table)} limit ?"
    conn.set_progress_handler(lambda: int(clock() > deadline), PROGRESS_STEPS)
    try:
        cursor = conn.execute(sql, [bounds.rows + 1])
        while True:
            batch = cursor.fetchmany(BATCH)
            if not batch:
                all_rows = True
                break
            more = rows_read + len(batch) > bounds.rows
            batch = batch[: bounds.rows - rows_read]
            for account, column in zip(accounts, zip(*batch)):
                account.feed(column)
            rows_read += len(batch)
            if more or clock() > deadline:
                break
    except sqlite3.OperationalError:  # interrupted at the time bound: what was read stands
        if rows_read == 0 and clock() <= deadline:
            return None
    except sqlite3.DatabaseError:
        return None
    finally:
        conn.set_progress_handler(None, 0)
    return {name: account.result(rows_read, all_rows) for name, account in zip(names, accounts)}


def rows_to_read(conn: sqlite3.Connection, tables: Iterable[str], bounds: ValueBounds) -> int:
    """About how many rows reading these tables' values takes (each at most `bounds.rows`): the
    largest rowid, an index lookup, or a bounded count for a table without rowids."""
    total = 0
    for table in tables:
        try:
            found = conn.execute(f"select max(rowid) from {_quote(table)}").fetchone()[0]
        except sqlite3.DatabaseError:
            try:
                found = conn.execute(f"select count(*) from (select 1 from {_quote(table)} limit ?)",
                                     [bounds.rows]).fetchone()[0]
            except sqlite3.DatabaseError:
                found = 0
        if found is None:  # an empty table
            continue
        total += min(int(found) if isinstance(found, (int, float)) else bounds.rows, bounds.rows)
    return total


# -- forms ------------------------------------------------------------------------------------------
def _valid_date(text: str) -> bool:
    digits = _DIGITS_RE.findall(text)
    if len(digits) == 1 and len(digits[0]) == 8:
        digits = [digits[0][:4], digits[0][4:6], digits[0][6:]]
    if len(digits) < 2:
        return False
    month = int(digits[1])
    day = int(digits[2]) if len(digits) > 2 else 1
    return 1 <= month <= 12 and 1 <= day <= 31 and rules.YEAR_RANGE[0] <= int(digits[0]) <= rules.YEAR_RANGE[1]


def mixed_form(sample: Sequence) -> str | None:
    """Numbers and texts in one column: `measured` when the texts are numbers with a unit and the
    numbers are in it (`180`, `196cm`), else None."""
    texts = [str(v).strip() for v in sample]
    if any(_MEASURED_RE.fullmatch(t) for t in texts) and all(_MEASURED_RE.fullmatch(t) or _PLAIN_NUMBER_RE.fullmatch(t)
                                                            for t in texts if t):
        return MEASURED
    return None


def column_form(sample: Sequence, numeric: bool, low: Any = None, high: Any = None,
                fractional: bool = False) -> str | None:
    """The form a column's values take, from a sample of them and the range of all of them:
    `year`, `percent`, `fraction`, `unix`, `unix_ms`, a date pattern (DATE_PATTERNS), or None."""
    if not sample:
        return None
    if numeric:
        if low is None or high is None:
            return None
        if all(isinstance(v, int) for v in sample) and not fractional:
            if rules.YEAR_RANGE[0] <= low and high <= rules.YEAR_RANGE[1]:
                return YEAR
            if 10_000_000 <= low and high <= 99_999_999 and all(_valid_date(str(v)) for v in sample):
                return "YYYYMMDD"
            first, last = rules.UNIX_SECONDS_RANGE
            if first <= low and high <= last:
                return UNIX
            if first * 1000 <= low and high <= last * 1000:
                return UNIX_MS
        if fractional and 0 <= low and high <= 1:
            return FRACTION
        return None
    texts = [v.strip() for v in sample]
    if all(_PERCENT_RE.fullmatch(t) for t in texts):
        return PERCENT
    if all(_YEAR_TEXT_RE.fullmatch(t) and rules.YEAR_RANGE[0] <= int(t) <= rules.YEAR_RANGE[1] for t in texts):
        return YEAR
    for form, pattern in DATE_PATTERNS:
        if all(pattern.fullmatch(t) for t in texts) and all(map(_valid_date, texts)):
            return form
    if all(_YEARS_RE.fullmatch(t) for t in texts) and not all(_YEAR_TEXT_RE.fullmatch(t[:-1]) for t in texts):
        return MEASURED  # years written `618年` (not all of four digits): compared on the number each spells
    if any(texts) and all(_MEASURED_RE.fullmatch(t) for t in texts if t):
        return MEASURED  # a blank row says nothing of the form (`183cm`, ``, `190cm`)
    return None
