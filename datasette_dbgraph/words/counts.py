"""How people write a number of things: `点击数`, `点击数量`, `点击个数` and `点击量` are one column's
word whichever ending a schema chose (docs/one-box.md, "Column words"). Index, sentences and
structured requests share the rule."""

from __future__ import annotations

from functools import lru_cache

from . import normalize

# The endings that say "how many" — longest first, so that `数量` is not read as `数` + `量`. `人数`
# is left out: `点击人数` (people who clicked) is not `点击数` (clicks).
COUNT_ENDINGS = ("数量", "个数", "数", "量")
# The shortest stem before the ending: `销量`, `总数`, `分数` are words of their own, not a count of
# 销, 总 or 分.
COUNT_STEM_MIN = 2
# Distinct words whose other forms are kept.
COUNT_FORMS_CACHE = 8192


def count_stem(word: str) -> str | None:
    """What is counted (`点击` in 点击量), folded; None unless the word is a Chinese stem of two
    characters or more and a count ending."""
    folded = normalize.fold(word).strip()
    for ending in COUNT_ENDINGS:
        if folded.endswith(ending):
            stem = folded[: -len(ending)]
            if len(stem) < COUNT_STEM_MIN or not normalize.is_cjk_word(stem) or stem.endswith(COUNT_ENDINGS):
                return None
            return stem
    return None


@lru_cache(maxsize=COUNT_FORMS_CACHE)
def count_forms(word: str) -> tuple[str, ...]:
    """The same count with the other endings (`点击量` → 点击数量, 点击个数, 点击数), folded; () for a
    word that is no count (count_stem)."""
    stem = count_stem(word)
    if stem is None:
        return ()
    typed = normalize.fold(word).strip()
    return tuple(stem + ending for ending in COUNT_ENDINGS if stem + ending != typed)
