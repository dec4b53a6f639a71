"""An age, or years since a date, as the dates they mean (docs/one-box.md, "Ages"): `年龄不超过42岁的导演`
on a table that keeps the birth date, `成立超过9年的银行` on the day it was founded — and `年龄不是30岁`,
`成立不等于两年`: the dates outside the year that exactly N makes, before it or after it. No AND of
conditions says that, so its two conditions are the two sides of one choice (`roles.Bound.outside`),
joined with OR as `A或者B` is."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import Sequence

from ...index.records import ColumnRecord
from ...words import normalize
from ..ages import (
    YEAR_UNITS,
    birth_columns,
    birth_conditions,
    since_conditions,
    whole_years,
    years_of,
)
from ..reader import COMPARE, Token
from ..roles import Bound
from ..sentence_values import takes_dates

# A table's own year (年份) is when its row was, not a day something has gone on since.
ROW_YEAR_NAMES = frozenset({"年份", "年度", "年", "year"})

# `exact` on a date is a period from its first day (`gte`) to the day after its last (`lt`); the dates
# outside it are before the first day or on and after that day after.
OUTSIDE = {"gte": "lt", "lt": "gte"}


def outside_period(age: int, today: date) -> list[tuple[str, str]]:
    """The dates of birth of someone not exactly `age` today: born after the youngest of that age, or on and
    before the day the oldest of it turns `age + 1` (`birth_conditions("exact")`, each side turned round)."""
    return [(OUTSIDE[op], value) for op, value in birth_conditions("exact", age, today)]


def outside_a_period(binder, bound: Bound) -> Bound:
    """`users who haven't logged in during the last 30 days`, `不是上个月注册的`: the rows outside a period, before
    it or on and after the day after it — one choice of two sides (before, `!=` its first day); after a period
    that reaches today, only before it (no row is dated after today yet)."""
    (first_op, first), (after_op, after) = bound.conditions if len(bound.conditions) == 2 else ((None, ""), (None, ""))
    if (first_op, after_op) != ("lt", "gte") or not str(first) < str(after):
        return bound
    if binder.today and str(after) > binder.today:
        return replace(bound, conditions=bound.conditions[:1])
    return replace(bound, outside=True)


def as_birth_dates(binder, bound: Bound, tokens: Sequence[Token]) -> Bound | None:
    """An age bound to a date of birth, as the birth dates it means (on rows that hold years, the years);
    None (refused, saying why) when no day is known to count from, or the rows hold dates after it."""
    bound = outside_a_period(binder, bound)
    if bound.column is None or len(tokens) != 1 or not binder.aged(tokens[0], [bound.column]):
        return bound
    today, age = (date.fromisoformat(binder.today) if binder.today else None), whole_years(tokens[0].value)
    future = (held := getattr(binder, "held", None)) is not None and held.holds_after(bound.column, binder.today)
    years, ops = binder.holds_years(bound.column), [op for op, _ in bound.conditions]
    if today is not None and age is not None and not future and (other := verb_onto_word(binder, bound.column, tokens[0])):
        binder.out.unknown.extend(tokens)  # `结婚时间超过12年` on 毕业时间: not when they married — asked, never guessed
        binder.out.why.append(("why_other_event", bound.column.name, other))
        return None
    if today is not None and age is not None and not future and not years and ops == ["not"]:
        return replace(bound, conditions=outside_period(age, today), outside=True)
    conditions = [] if today is None or age is None or future else [
        since_conditions(op, age, today, years) for op in ops]
    if not conditions or any(c is None for c in conditions):
        binder.out.unknown.extend(tokens)
        binder.out.why.append(("why_future_dates" if future else "why_age_not_read" if birth_columns([bound.column])
                               else "why_years_not_read",
                               bound.column.name, binder.q[tokens[0].start : tokens[-1].end]))
        return None
    return replace(bound, conditions=[c for group in conditions for c in group])


def dated_by_verb(binder, token: Token) -> list[ColumnRecord]:
    """`离婚超过12年的明星`, `离婚6年的明星` on 离异明星 (离异时间 its one date): a number of years typed right after a
    verb no column names (a comparison between or not) is the years since the table's one date, when that date is
    the verb's (离 of 离异时间: ages.dated_by) or the verb goes on from a day (ages.GONE_ON_VERBS); the verb is read
    as that column's word. [] otherwise: which column the years are of is asked."""
    if token.unit not in YEAR_UNITS or whole_years(token.value) is None:
        return []
    k = binder.index_of(token) - 1
    if k > 0 and binder.tokens[k].kind == COMPARE and binder.tokens[k].end == token.start:
        token, k = binder.tokens[k], k - 1
    verb = binder.tokens[k] if k >= 0 else None
    dates = [c for c in binder.columns if takes_dates(c)]
    unknown = any(verb is t for t in binder.out.unknown)  # (or a word of the table's name: `离婚` of 离异明星)
    if verb is None or verb.end != token.start or not (unknown or any(verb is t for t in binder.out.entity)) or \
            len(verb.text) < 2 or normalize.part_of_speech(verb.value) not in ("v", "vn") or len(dates) != 1 or \
            dates[0].name.lower() in ROW_YEAR_NAMES or not years_of(verb.text, dates[0], binder.record.name):
        return []
    if unknown:
        binder.out.unknown.remove(verb)
        binder.span([verb], "column", column=dates[0].name)
    return dates


def verb_onto_word(binder, column: ColumnRecord, value: Token) -> str | None:
    """`使用时间不到16年` on 上线时间: a verb typed right onto the date column's word, years typed after it, says the same
    date when it goes on from a day or the column's words say it (ages.years_of) — read with the word, not asked about.
    Another verb (`结婚时间` on 毕业时间) says another event's date: its words are returned, for the refusal."""
    span = next((s for s in reversed(binder.out.spans) if s["as"] == "column" and s.get("column") == column.name
                 and s["end"] <= value.start), None)
    verb = next((t for t in binder.tokens if span is not None and t.end == span["start"]), None)
    unknown = verb is not None and any(verb is t for t in binder.out.unknown)
    if not unknown or not normalize.part_of_speech(verb.value).startswith("v"):
        return None
    if not years_of(verb.text, column, binder.record.name):
        return binder.q[verb.start : span["end"]]
    binder.out.unknown.remove(verb)
    span.update({"text": verb.text + span["text"], "start": verb.start})
    return None
