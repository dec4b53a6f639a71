"""How a value typed in a sentence becomes conditions on a column (docs/one-box.md): a bare value
binds by its kind; a period is two conditions on its date column; comparisons choose the filter."""

from __future__ import annotations

from typing import Callable, Sequence

from ..index.records import ColumnRecord
from ..sources.column_kinds import (
    is_date_column,
    is_email_column,
    is_money_column,
    is_phone_column,
)
from ..words.values import CODE, DATE, EMAIL, NUMBER, PERIOD, PHONE
from .reader import Token

# What a number compared for order (`orders over 100`) is taken for: an amount, not a key.
MONEY = "money"
# Comparisons under which a bare number is an amount rather than a key.
ORDERING_OPS = frozenset({"gt", "gte", "lt", "lte"})
# Value kinds a bare value binds by, and the columns that take them.
KIND_COLUMNS: dict[str, Callable[[ColumnRecord], bool]] = {
    PHONE: lambda c: is_phone_column(c.name, c.type, c.comment),
    EMAIL: lambda c: is_email_column(c.name, c.type, c.comment),
    DATE: lambda c: is_date_column(c.name, c.type, c.comment),
    PERIOD: lambda c: is_date_column(c.name, c.type, c.comment),
    MONEY: lambda c: is_money_column(c.name, c.type, c.comment),
}
# Bare values that bind to the single-column primary key (`invoice 98`).
KEY_KINDS = frozenset({NUMBER, CODE})
# A period's bounds under each comparison: (filter, its first day or the first day after it).
PERIOD_BOUNDS = {"exact": (("gte", "first"), ("lt", "after")), "gt": (("gte", "after"),),
                 "gte": (("gte", "first"),), "lt": (("lt", "first"),), "lte": (("lt", "after"),)}


def takes_dates(column: ColumnRecord) -> bool:
    return KIND_COLUMNS[DATE](column)


def bare_kind(token: Token, op: str, after_time_word: bool) -> str:
    """What a value with no column word is, for choosing its column: a bare year after a
    comparison that is not about time (`over 2000`) is an amount; after none or a time word, a period."""
    if token.kind == PERIOD:
        if dict(token.also).get(NUMBER) and op in ORDERING_OPS and not after_time_word:
            return MONEY
        return PERIOD
    if token.kind in KEY_KINDS and op in ORDERING_OPS:
        return MONEY
    return token.kind


def columns_taking(kind: str, op: str, columns: Sequence[ColumnRecord]) -> list[ColumnRecord]:
    """The columns a bare value of this kind binds to (one is an answer; several or none, a question)."""
    if kind in KIND_COLUMNS:
        return [c for c in columns if KIND_COLUMNS[kind](c)]
    keys = [c for c in columns if c.pk]
    return keys if kind in KEY_KINDS and op == "exact" and len(keys) == 1 else []


def conditions_for(kind: str, value: str, op: str, token: Token) -> list[tuple[str, str]]:
    """(filter, value) pairs: a period is two conditions on its date column — from its first day,
    before the first day after it (a comparison moves the bounds); a date keeps its filter (with
    no comparison word, `exact`, as a where key); a year read as a number is the number."""
    if kind == PERIOD and token.kind == PERIOD and token.until:
        days = {"first": token.value, "after": token.until}
        return [(bound_op, days[day]) for bound_op, day in PERIOD_BOUNDS.get(op, ((op, "first"),))]
    if token.kind == PERIOD:
        return [(op, dict(token.also).get(NUMBER, value))]
    return [(op, value)]
