"""A copula right before another comparison (docs/one-box.md, "Comparisons"): `payments whose amount is over 5`,
`films whose length is at least 120`, `price is more than 20`, `tlds that are cheaper than 10` — `is` says nothing
of its own there; the comparison after it is the one meant. Read as two comparisons, `is` was left over and the
question refused ("Nothing here fits “is”")."""

from __future__ import annotations

from dataclasses import replace

from ..tokens import COMPARE, IGNORED, Token, words_after
from ..vocabulary import BEFORE

# English copulas the reader takes for `=` when nothing else follows them (`status is shipped`).
COPULAS = frozenset({"is", "are", "was", "were", "be"})


def copulas(tokens: list[Token]) -> list[Token]:
    """The tokens with each copula that a comparison follows read as saying nothing."""
    return [replace(t, kind=IGNORED, value=t.text.lower(), op=None, place=None)
            if t.kind == COMPARE and t.text.lower() in COPULAS and k + 1 < len(tokens) and tokens[k + 1].kind == COMPARE
            else t for k, t in enumerate(tokens)]


def separates(tokens: list[Token], i: int) -> bool:
    """Whether a request word at `i` between a column word and what follows separates them: a word that means
    something follows (tokens.words_after), and it is no comparison typed before its value — `films with a length of
    over 120` is the length over 120 (read apart, the bare `over 120` went to a money column)."""
    nxt = next((t for t in tokens[i + 1 :] if t.kind != IGNORED), None)
    return words_after(tokens, i) and not (nxt.kind == COMPARE and nxt.place == BEFORE and nxt.text.isascii())
