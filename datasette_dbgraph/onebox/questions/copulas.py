"""A copula right before another comparison (docs/one-box.md, "Comparisons"): `payments whose amount is over 5`,
`films whose length is at least 120`, `price is more than 20`, `tlds that are cheaper than 10` — `is` says nothing
of its own there; the comparison after it is the one meant. Read as two comparisons, `is` was left over and the
question refused ("Nothing here fits “is”")."""

from __future__ import annotations

from dataclasses import replace

from ..tokens import COMPARE, IGNORED, Token

# English copulas the reader takes for `=` when nothing else follows them (`status is shipped`).
COPULAS = frozenset({"is", "are", "was", "were", "be"})


def copulas(tokens: list[Token]) -> list[Token]:
    """The tokens with each copula that a comparison follows read as saying nothing."""
    return [replace(t, kind=IGNORED, value=t.text.lower(), op=None, place=None)
            if t.kind == COMPARE and t.text.lower() in COPULAS and k + 1 < len(tokens) and tokens[k + 1].kind == COMPARE
            else t for k, t in enumerate(tokens)]
