"""Ages read on a date of birth (docs/one-box.md, "Ages"): `年龄不超过42岁的导演`, `30岁以下的员工`
on a table that keeps the birth date, not the age; and years since a date (`成立超过9年的银行`). An
age compared is a range of dates against the server's date (`Options.today`): `age >= N` is born
on or before the day N years ago.
Pure functions; the binder asks them (question_reads.py)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Sequence

from ..index.records import ColumnRecord
from .sentence_values import takes_dates
from .vocabulary import AGE_UNITS  # noqa: F401  (read from here too)

# Words for a person's age, and the units an age is typed in.
AGE_WORDS = frozenset({"年龄", "岁数", "年纪", "age"})
# Years since a date (`成立超过9年`, `入职满3年`, `设立年数不少于17年`) are read the same way: the
# years a number counts on a date column, and the words after the column's word that say so.
YEAR_UNITS = frozenset({"年", "周年"})
YEARS_WORDS = frozenset({"年数", "年头", "年"})
# A date column is a date of birth when its name or description says so.
BIRTH_WORDS = ("birth", "出生", "生日", "dob")


def birth_columns(columns: Sequence[ColumnRecord]) -> list[ColumnRecord]:
    return [c for c in columns if takes_dates(c) and
            any(w in f"{c.name.lower()} {(c.comment or '').lower()}" for w in BIRTH_WORDS)]


def years_before(today: date, years: int) -> date:
    try:
        return today.replace(year=today.year - years)
    except ValueError:  # 29 February in a year without one
        return today.replace(year=today.year - years, day=28)


def birth_conditions(op: str, age: int, today: date) -> list[tuple[str, str]] | None:
    """The conditions on the date of birth for `age op N`, or None when no AND of them says it
    (`not`). A bound is written as the day after it with `lt`/`gte`, so that date-times compare
    right: born on or before D is `< D + 1 day`."""
    def after(years: int) -> str:  # the day after the birthday that makes one `years` old today
        return (years_before(today, years) + timedelta(days=1)).isoformat()

    if op == "gte":
        return [("lt", after(age))]
    if op == "gt":
        return [("lt", after(age + 1))]
    if op == "lte":
        return [("gte", after(age + 1))]
    if op == "lt":
        return [("gte", after(age))]
    if op == "exact":
        return [("gte", after(age + 1)), ("lt", after(age))]
    return None


# An age compared on a column whose rows hold years (`成立时间` holding 1998, 2005): the years since it
# are this year less the row's year, so the condition is on that year, and `不是13年` can be said too.
YEAR_OPS = {"gte": "lte", "gt": "lt", "lte": "gte", "lt": "gt", "exact": "exact", "not": "not"}


def birth_years(op: str, age: int, this_year: int) -> list[tuple[str, int]] | None:
    """The condition on a column of years for `years since it op N` (`成立不少于13年` in 2026: the
    year ≤ 2013), or None for an op no such condition says."""
    return [(YEAR_OPS[op], this_year - age)] if op in YEAR_OPS else None


def since_conditions(op: str, age: int, today: date, years: bool) -> list[tuple[str, object]] | None:
    """The conditions for `years since it op N` on a column of dates, or of years (`years`)."""
    return birth_years(op, age, today.year) if years else birth_conditions(op, age, today)


def whole_years(value) -> int | None:
    """An age as typed (`42`, `42.0`), or None for anything but whole years."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return int(number) if number == int(number) and 0 <= number < 200 else None


# The names of a date column that say no event of their own: any verb's time may be theirs.
BARE_TIME_NAMES = frozenset({"年份", "年", "年度", "时间", "日期", "date", "year", "time"})


def dated_by(verb: str, columns: Sequence[ColumnRecord], table: str) -> bool:
    """Whether the table's one date column says when the verb happened: a bare year or date, one named
    by the verb (创办 and 创刊时间), or the table's own (`…之前举办的车展` on 车展.车展时间) — `2002年之前离婚的明星`
    is no 毕业时间."""
    dates = [c for c in columns if takes_dates(c) or c.name.lower() in BARE_TIME_NAMES]
    if len(dates) != 1:
        return False
    name = dates[0].name.lower()
    own = next((name[: -len(e)] for e in BARE_TIME_NAMES if name.endswith(e) and len(name) > len(e)), "")
    return name in BARE_TIME_NAMES or any(ch in name for ch in verb) or len(own) > 1 and own in table.lower()

