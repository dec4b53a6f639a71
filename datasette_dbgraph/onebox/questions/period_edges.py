"""The edge of a period: `月底前`, `本月底之前`, `去年年底`, `今年年初以来`, `before the end of this month`,
`since the beginning of last year`, `due by the end of the month`.

A period's end is the moment the next one starts, its start the moment it starts. Beside a comparison
that moment is the bound (`本月底之前` on 2026-11-15: before 2026-12-01; `since the start of this year`:
from 2026-01-01) — the token is a period from the moment to the same moment, so each comparison's bound
(`sentence_values.PERIOD_BOUNDS`) is that moment. With no comparison the edge is a day: the last day of
the period (`月底到期的合同`), or its first (`年初`). The words are read only when the day is known
(Options.today), as every relative period is (docs/one-box.md, "Dates").
"""

from __future__ import annotations

import datetime
from dataclasses import replace

from ...words.values import PERIOD, relative_period
from ..tokens import COMPARE, IGNORED, INTENT, WORD, Token
from ..vocabulary import AFTER, BEFORE, CJK_COMPARISONS, RELATIVE_PERIODS

END, START = "end", "start"
# Chinese edge words typed after a period (`本月底`, `上个月末`, `去年年底`, `下个月初`), and the unit
# their own first character names, when they have one (`年底` is a year's end, `底` any period's).
CJK_EDGES = {"底": (END, None), "末": (END, None), "初": (START, None),
             "月底": (END, "month"), "月末": (END, "month"), "月初": (START, "month"),
             "年底": (END, "year"), "年末": (END, "year"), "年初": (START, "year"),
             "季末": (END, "quarter"), "季度末": (END, "quarter"), "季初": (START, "quarter"),
             "季度初": (START, "quarter")}
# Alone, an edge word with a unit is the current period's (`月底前的订单`: this month's end). (`周末`
# is the weekend, no edge: it is not here.)
# `前` glued to the edge (`月底前`, `去年底前`) is before it, as `之前` is; `至今` after a start is since it.
CJK_BEFORE_GLUED = "前"
CJK_SINCE_WORDS = frozenset({"至今", "以来"})
# English: `the end of this month`, `the start of the year`, `the beginning of last quarter`.
LATIN_EDGES = {"end": END, "start": START, "beginning": START}
LATIN_UNITS = {"week": "week", "month": "month", "quarter": "quarter", "year": "year"}
# `by the end of …`: on or before it (`by` is otherwise an order or whose: `sorted by`, `made by`).
LATIN_BY = "by"
LATIN_ARTICLES = frozenset({"the", "a"})


def period_edges(tokens: list[Token], q: str, today: str | None) -> list[Token]:
    """The tokens with each period edge read as the period it bounds (module docstring)."""
    if today is None or not any(t.kind == WORD and (t.value in CJK_EDGES or t.value in LATIN_EDGES or
                                                     t.value[:1] in CJK_EDGES) for t in tokens):
        return tokens
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        read = _cjk_edge(tokens, i, q, today) or _latin_edge(tokens, i, q, today)
        if read is None:
            out.append(tokens[i])
            i += 1
            continue
        made, used = read
        k = _neighbour(out, len(out), -1)
        if k is not None and out[k].kind == INTENT and out[k].text.lower() == LATIN_BY:
            by = out[k]  # `due by the end of the month`: before that moment
            out[k] = Token(COMPARE, by.text, by.start, by.end, "before", op="lt", place=BEFORE)
        out.extend(made)
        i += used
    return [_bound(t, _at(out, _neighbour(out, k, -1)), _at(out, _neighbour(out, k, 1)))
            if t.kind == PERIOD and t.op == _EDGE else t for k, t in enumerate(out)]


def _neighbour(tokens: list[Token], k: int, step: int) -> int | None:
    """The index of the nearest token before (step -1) or after (1) position k that is not ignored (`the`)."""
    j = k + step
    while 0 <= j < len(tokens) and tokens[j].kind == IGNORED and tokens[j].value in LATIN_ARTICLES:
        j += step
    return j if 0 <= j < len(tokens) else None


def _at(tokens: list[Token], k: int | None) -> Token | None:
    return None if k is None else tokens[k]


# A mark on the period made here until its neighbours are known (cleared by `_bound`).
_EDGE = "edge"


def _edge_token(q: str, start: int, end: int, unit: str, offset: int, edge: str, today: str) -> Token:
    first, after = relative_period(today, unit, offset)
    moment = after if edge == END else first
    return Token(PERIOD, q[start:end], start, end, moment, op=_EDGE, place=edge, until=moment)


def _bound(token: Token, before: Token | None, after: Token | None) -> Token:
    """Beside a comparison the edge is the moment; alone, the day at the edge."""
    compared = before is not None and before.kind == COMPARE and before.place == BEFORE or \
        after is not None and after.kind == COMPARE and after.place == AFTER
    if compared:
        return replace(token, op=None, place=None)
    moment = datetime.date.fromisoformat(token.value)
    one = datetime.timedelta(days=1)
    if token.place == END:
        return replace(token, op=None, place=None, value=(moment - one).isoformat(), until=token.value)
    return replace(token, op=None, place=None, until=(moment + one).isoformat())


def _cjk_edge(tokens: list[Token], i: int, q: str, today: str) -> tuple[list[Token], int] | None:
    token = tokens[i]
    if token.kind == PERIOD and token.until and i + 1 < len(tokens):
        word = tokens[i + 1]
        text, glued = _edge_word(word)
        if word.kind == WORD and word.start == token.end and text in CJK_EDGES and token.text in RELATIVE_PERIODS:
            edge, named = CJK_EDGES[text]
            unit, offset = RELATIVE_PERIODS[token.text]
            if named is None or named == unit:
                made = _edge_token(q, token.start, word.end - len(glued), unit, offset, edge, today)
                return [made, *_glued(word, glued)] + _since(tokens, i + 2, edge), 2 + bool(_since(tokens, i + 2, edge))
        return None
    if token.kind != WORD:
        return None
    text, glued = _edge_word(token)
    if text not in CJK_EDGES or CJK_EDGES[text][1] is None:
        return None
    edge, unit = CJK_EDGES[text]
    made = _edge_token(q, token.start, token.end - len(glued), unit, 0, edge, today)
    if not glued and i + 1 < len(tokens) and tokens[i + 1].start == token.end and \
            tokens[i + 1].text == CJK_BEFORE_GLUED and tokens[i + 1].kind in (INTENT, WORD):
        return [made, _before(tokens[i + 1])], 2  # `月底前的订单`
    since = _since(tokens, i + 1, edge)
    return [made, *_glued(token, glued), *since], 1 + len(since)


def _edge_word(token: Token) -> tuple[str, str]:
    """The edge word of a segment, and `前` when glued after it (`底前`, `年底前`)."""
    if token.kind == WORD and token.text.endswith(CJK_BEFORE_GLUED) and token.text[:-1] in CJK_EDGES:
        return token.text[:-1], CJK_BEFORE_GLUED
    return token.text, ""


def _glued(token: Token, glued: str) -> list[Token]:
    if not glued:
        return []
    return [_before(Token(WORD, glued, token.end - len(glued), token.end, glued))]


def _before(token: Token) -> Token:
    op, place = CJK_COMPARISONS["之前"]
    return Token(COMPARE, token.text, token.start, token.end, "之前", op=op, place=place)


def _since(tokens: list[Token], j: int, edge: str) -> list[Token]:
    """`年初至今`: from the start on (`以来` already says so; `至今` is a word)."""
    if edge != START or j >= len(tokens) or tokens[j].kind != WORD or tokens[j].text not in CJK_SINCE_WORDS:
        return []
    op, place = CJK_COMPARISONS["以来"]
    word = tokens[j]
    return [Token(COMPARE, word.text, word.start, word.end, "以来", op=op, place=place)]


def _latin_edge(tokens: list[Token], i: int, q: str, today: str) -> tuple[list[Token], int] | None:
    """`(the) end of (the) this month` → the edge; `the` before it stays ignored."""
    token = tokens[i]
    if token.kind != WORD or token.value not in LATIN_EDGES or i + 2 >= len(tokens):
        return None
    of = tokens[i + 1]
    if of.kind != IGNORED or of.value != "of":
        return None
    j = i + 2
    if tokens[j].kind == IGNORED and tokens[j].value == "the" and j + 1 < len(tokens):
        j += 1  # `the end of the month`
    period = tokens[j]
    if period.kind == PERIOD and period.text.lower() in RELATIVE_PERIODS:
        unit, offset = RELATIVE_PERIODS[period.text.lower()]
    elif period.kind == WORD and period.value in LATIN_UNITS and j > i + 2:
        unit, offset = LATIN_UNITS[period.value], 0  # `the end of the month`: this one
    else:
        return None
    return [_edge_token(q, token.start, period.end, unit, offset, LATIN_EDGES[token.value], today)], j + 1 - i
