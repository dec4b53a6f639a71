"""A typed value written in the form a column's values take (docs/conditions.md#forms).

The value index records each column's form (sources/values.py): `44%` is compared as `'44%'`
where the column holds that text, as `0.44` where it holds fractions of 1, and as `44` where it
holds plain numbers; a date as `2024/1/5`, `20240105` or Unix seconds where the column writes
dates so. `conform` is pure: the value, the column's stats (or None), the operator in — the value
to compare out, unchanged when no form applies or when writing it otherwise would compare wrongly
(a range over dates written without leading zeros, which do not sort as text).
"""

from __future__ import annotations

import calendar
import datetime
import re
from typing import Any

from ..index.records import ColumnStats
from ..sources import values as forms
from ..words.normalize import nfkc

# Operators a value is compared whole under (a pattern such as `contains` is left as typed).
EQUALITY_OPS = frozenset({"exact", "not", "in", "notin"})
RANGE_OPS = frozenset({"gt", "gte", "lt", "lte"})
_PERCENT_RE = re.compile(r"([+-]?\d+(?:\.\d+)?)\s*%")
_NUMBER_RE = re.compile(r"[+-]?\d+(?:\.\d+)?")
_DATE_RE = re.compile(r"(\d{4})(?:([-/.])(\d{1,2})\2(\d{1,2})|年(\d{1,2})月(\d{1,2})日?|(\d{2})(\d{2}))")
_DATETIME_RE = re.compile(r"(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?")
# How each date form writes a date; `None` for the forms a range cannot be written in (no leading
# zeros: `2024/10/1` sorts before `2024/2/1`).
_WRITERS = {
    "YYYY-MM-DD": lambda d: d.isoformat(),
    "YYYY-M-D": lambda d: f"{d.year}-{d.month}-{d.day}",
    "YYYY/MM/DD": lambda d: d.strftime("%Y/%m/%d"),
    "YYYY/M/D": lambda d: f"{d.year}/{d.month}/{d.day}",
    "YYYY.MM.DD": lambda d: d.strftime("%Y.%m.%d"),
    "YYYY年M月D日": lambda d: f"{d.year}年{d.month}月{d.day}日",
    "YYYYMMDD": lambda d: d.strftime("%Y%m%d"),
}
_UNSORTED = frozenset({"YYYY-M-D", "YYYY/M/D", "YYYY年M月D日"})
# Instants written in ISO order: a date compares with them as the first part of their text.
_ISO_INSTANTS = frozenset({"YYYY-MM-DD hh:mm:ss", "YYYY-MM-DDThh:mm:ss"})


def _text(value: Any) -> str:
    return nfkc(str(value)).strip()


def _number(text: str) -> int | float | None:
    if not _NUMBER_RE.fullmatch(text):
        return None
    number = float(text)
    return int(number) if number.is_integer() and "." not in text else number


def _date(text: str) -> datetime.date | None:
    found = _DATE_RE.fullmatch(text)
    if found is None:
        return None
    year, _, month, day, cn_month, cn_day, packed_month, packed_day = found.groups()
    try:
        return datetime.date(int(year), int(month or cn_month or packed_month), int(day or cn_day or packed_day))
    except ValueError:
        return None


def _instant(text: str) -> datetime.datetime | None:
    found = _DATETIME_RE.fullmatch(text)
    if found is None:
        day = _date(text)
        return datetime.datetime(day.year, day.month, day.day) if day else None
    year, month, day, hour, minute, second = found.groups()
    try:
        return datetime.datetime(int(year), int(month), int(day), int(hour), int(minute), int(second or 0))
    except ValueError:
        return None


def _tidy(number: float) -> int | float:
    number = round(number, 10)
    return int(number) if float(number).is_integer() else number


def as_number(value: Any) -> int | float | None:
    """The number a value is (typed or stored), or None."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (int, float)):
        return value
    return _number(_text(value)) if isinstance(value, str) else None


def as_date(value: Any) -> datetime.date | None:
    """The date a typed value is, in any of the forms `conform` reads, or None."""
    return _date(_text(value)) if isinstance(value, str) else None


def conform(value: Any, stats: ColumnStats | None, op: str = "exact") -> Any:
    """`value` written as the column's values are (see the module docstring); a list (`in`) element
    by element. Unchanged when the column's form is unknown or the value is not of a kind it writes."""
    if stats is None or value is None:
        return value
    if isinstance(value, list):
        return [conform(item, stats, op) for item in value]
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        return value
    text = _text(value)
    form = stats.form
    percent = _PERCENT_RE.fullmatch(text)
    if percent is not None:
        number = float(percent.group(1))
        if form == forms.PERCENT:
            return value if op in RANGE_OPS else f"{percent.group(1)}%"
        if form == forms.FRACTION:
            return _tidy(number / 100)
        if stats.numeric:
            return _tidy(number)
        return value
    if form == forms.PERCENT and op in EQUALITY_OPS and _number(text) is not None:
        return f"{text}%"
    if form in _WRITERS:
        day = _date(text)
        if day is None or (op in RANGE_OPS and form in _UNSORTED) or op not in EQUALITY_OPS | RANGE_OPS:
            return value
        written = _WRITERS[form](day)
        if written == text:
            return value
        return int(written) if stats.numeric else written
    if form in _ISO_INSTANTS and op in RANGE_OPS and _DATETIME_RE.fullmatch(text) is None:
        day = _date(text)  # `2024/1/5` against `2024-01-05 10:00:00`: the ISO date sorts with them
        return day.isoformat() if day is not None and day.isoformat() != text else value
    if form in (forms.UNIX, forms.UNIX_MS) and op in RANGE_OPS:
        moment = _instant(text)
        if moment is None:
            return value
        seconds = calendar.timegm(moment.timetuple())  # UTC: the reason says so
        return seconds * 1000 if form == forms.UNIX_MS else seconds
    return value
