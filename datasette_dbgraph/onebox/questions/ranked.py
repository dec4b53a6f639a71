"""Which rows a "first few" is of (docs/one-box.md, "Questions"): `the 2 concerts with the largest audience` (the
number before the rows, a superlative later), and `总成绩前10名`, `销量前5` — the first few right after the words of one
number column, with nothing else to order by: the rows ordered by that column, the most first (before, the first ten
rows in no order)."""

from __future__ import annotations

from typing import Sequence

from ...index.records import ColumnRecord
from ...sources.column_kinds import is_key
from ...words import normalize
from ..reader import INTENT, KNOWN, WORD, Token
from ..sentence_values import is_numeric_column
from ..vocabulary import EARLIEST, LATEST, MAX, MIN


def the_many_ranked(tokens: Sequence[Token], token: Token, after: Token) -> bool:
    """`the 2 concerts with the largest audience`: `the`, a whole number and a plural noun, a superlative
    later on — the first N of them (`the 5 star hotels`: a singular word, the number may be its value)."""
    before = next((t for t in reversed(tokens) if t.end <= token.start), None)
    return token.unit is None and before is not None and before.text.lower() == "the" and after.kind == WORD \
        and after.text.isascii() and after.value != after.text.lower() and after.start == token.end + 1 and any(
            t.kind == INTENT and t.value in (MAX, MIN, LATEST, EARLIEST) for t in tokens if t.start > after.end)


def first_few_of(columns: Sequence[ColumnRecord], tokens: Sequence[Token], top: Token) -> ColumnRecord | None:
    """`总成绩前10名` on score (score 总成绩): the one number column (no key) whose description or name is the word typed
    right before `前`/`top`, or None."""
    before = [t for t in tokens if t.end <= top.start]
    if not before or before[-1].end != top.start or before[-1].kind not in (WORD, KNOWN):
        return None
    word = normalize.fold(before[-1].text)
    fits = [c for c in columns if is_numeric_column(c) and not is_key(c) and (
        normalize.fold(normalize.comment_main(c.comment)) == word or normalize.fold_identifier(c.name) == word)]
    return fits[0] if len(fits) == 1 else None
