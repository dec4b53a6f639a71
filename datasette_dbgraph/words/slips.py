"""Words one slip from a word of the schema (docs/one-box.md, `did_you_mean`): a typed word one edit
from exactly one known word is offered as what was meant (`已法货` → 已发货, `ordres` → orders). Pure
string work; the one box asks with the words of the table it reads (onebox/lexicon.py)."""

from __future__ import annotations

from typing import Sequence

from rapidfuzz.distance import DamerauLevenshtein

from . import normalize

# How far a typed word may be from a word of the table to be offered as what was meant: one edit
# (a swapped pair of letters counts as one), on words long enough that one edit leaves them clear.
SUGGEST_MIN_LENGTH = {"cjk": 2, "latin": 4}


def near_word(word: str, vocabulary: Sequence[str]) -> str | None:
    """The one word of `vocabulary` one edit away from `word` (Chinese: same length, one character
    different; other words: Damerau–Levenshtein 1), or None when none or several are."""
    cjk = all(normalize.is_cjk_word(ch) for ch in word)
    if len(word) < SUGGEST_MIN_LENGTH["cjk" if cjk else "latin"]:
        return None
    found = set()
    for candidate in vocabulary:
        if candidate == word or abs(len(candidate) - len(word)) > 1:
            continue
        if cjk and (len(candidate) != len(word) or not all(normalize.is_cjk_word(ch) for ch in candidate)):
            continue
        if DamerauLevenshtein.distance(word, candidate, score_cutoff=1) <= 1:
            found.add(candidate)
    return found.pop() if len(found) == 1 else None


# Letters tried when looking for a name one slip away from a typed English word.
LATIN_LETTERS = "abcdefghijklmnopqrstuvwxyz_"


def one_edit_variants(word: str) -> set[str]:
    """Every word one edit from `word` (a letter dropped, two swapped, one changed or added): looked up
    by key in the index, so no list of names is scanned."""
    variants = {word[:i] + word[i + 1:] for i in range(len(word))}
    variants |= {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}
    variants |= {word[:i] + c + word[i + 1:] for i in range(len(word)) for c in LATIN_LETTERS}
    variants |= {word[:i] + c + word[i:] for i in range(len(word) + 1) for c in LATIN_LETTERS}
    variants.discard(word)
    return variants
