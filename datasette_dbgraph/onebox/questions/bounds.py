"""`最多6个时`, `最少12个`, `最多有3家`, `最少播放5个栏目`: a superlative right before a number — or before a verb
said of the rows, then a count — bounds it (at most, at least); before anything else it asks for the largest
(`销量最多的5个`: 的 between, stays that). docs/one-box.md, "Questions"."""

from __future__ import annotations

from ...words import normalize
from ...words.values import NUMBER
from ..tokens import COMPARE, IGNORED, INTENT, WORD, Token
from ..vocabulary import BEFORE, COUNT_UNITS

BOUND_SUPERLATIVES = {"最多": "lte", "最少": "gte"}
BOUND_BRIDGES = frozenset({"有", "拥有", "包含", "含有", "在", "为", "是", "被"})
# Between a superlative and a count, a verb said of the rows (`最少播放5个栏目`, `最多举办了5届`, `最多可播放50部`):
# at most this many words, each a verb or a word of being able; the number must count things (a measure word of
# a count), so that `最多花费100` stays as it was. A verb done, with 了 or 过 (`最多获得了5次`), is not bridged: across a
# link it says some rows exist (links/counts.py), which a bound alone would lose.
VERB_BRIDGE_MAX = 2
VERB_BRIDGE_WORDS = frozenset({"可", "能", "可以"})


def _verb_bridge(token: Token) -> bool:
    return token.text in VERB_BRIDGE_WORDS or token.kind in (WORD, IGNORED) and normalize.part_of_speech(token.value) == "v" \
        and token.value[-1:] not in ("了", "过")


def bridged_to(tokens, i: int) -> int:
    """The index after the superlative at i and the words between it and the number it may bound (i + 1 when none)."""
    j = i + 1
    while j < len(tokens) and tokens[j].text in BOUND_BRIDGES and tokens[j].start == tokens[j - 1].end:
        j += 1
    if j == i + 1:  # (no word of having: a verb said of the rows, then a count of things)
        while j < len(tokens) and j - i <= VERB_BRIDGE_MAX and _verb_bridge(tokens[j]) and tokens[j].start == tokens[j - 1].end:
            j += 1
        if j > i + 1 and not (j < len(tokens) and tokens[j].kind == NUMBER and tokens[j].unit in COUNT_UNITS):
            j = i + 1
    return j


def verb_bridged(tokens, i: int) -> bool:
    """Whether the superlative at i bounds a count across a verb (`最多举办5届`), not a word of having."""
    j = bridged_to(tokens, i)
    return any(tokens[k].text not in BOUND_BRIDGES for k in range(i + 1, j))


def bounding_superlatives(tokens: list[Token]) -> list[Token]:
    out: list[Token] = []
    bridged: set[int] = set()
    for i, token in enumerate(tokens):
        if token.kind == INTENT and token.text in BOUND_SUPERLATIVES:
            j = bridged_to(tokens, i)
            nxt = tokens[j] if j < len(tokens) else None
            if nxt is not None and nxt.kind == NUMBER and nxt.start == tokens[j - 1].end:
                out.append(Token(COMPARE, token.text, token.start, token.end, token.value,
                                 op=BOUND_SUPERLATIVES[token.text], place=BEFORE))
                # `最少包含100个`: the verb between says "has", no comparison of its own; `最少播放5个栏目`: the verb
                # of what is counted (as after `至少`: passes.counted_questions), no word to read
                bridged.update(k for k in range(i + 1, j) if tokens[k].kind in (COMPARE, WORD))
                continue
        out.append(token if i not in bridged else Token(IGNORED, token.text, token.start, token.end, token.text))
    return out
