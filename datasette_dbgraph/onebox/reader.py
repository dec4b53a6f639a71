"""Reading one sentence typed into the single search box into typed tokens with spans.

`read("已发货的订单 手机号13800138000")` splits what a person typed into tokens, each with its kind,
the text as typed, its span in the sentence and a normalised value. Nothing is looked up: the
reader is pure and offline. The binding stage (which knows the index) turns tokens into an entity,
fields and conditions; it may read again with `known` phrases (legend labels, column and entity
words of the candidate tables) so that a label inside a Chinese run (`已发货` in `已发货的订单`)
becomes one token before the segmenter decides anything.

Kinds (`Token.kind`):
- values — `quoted`, `email`, `date`, `period`, `phone`, `number`, `code` (see `values.py`);
- `compare` — a comparison word with its Datasette filter (`op`) and where its value stands
  (`place`): `before` it (`大于100`, `over 100`), `after` it (`100以上`, `2024年以来`), or around it
  (`open`/`close`: `自2024年起`, `以SO开头`). `=`, `为`, `是` are comparisons with `op` `exact`;
- `ignored` — particles and request words (`的`, `查询`, `show`), and `symbol` — emoji and other
  signs that mean nothing here; both are for `understood.ignored`;
- `known` — a phrase the caller passed in `known`, found inside a Chinese run;
- `word` — everything else: a Chinese word (Simplified in `value`, as typed in `text`) or a Latin
  word (its identifier words, lower case and singular, in `value`).
Whitespace and punctuation between tokens are skipped: `skippable` says which characters; every
other character of the sentence is inside exactly one token.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from ..words.normalize import (
    cjk_segments,
    identifier_tokens,
    is_cjk_word,
    to_simplified,
)
from ..words.values import NUMBER, PERIOD, QUOTES, VALUE_KINDS, chinese_number, match_value, relative_period
from .vocabulary import (  # noqa: F401  (AFTER, TIME_COMPARISONS … are read from here too)
    AFTER,
    BEFORE,
    CIRCUMFIXES,
    CJK_COMPARISONS,
    CJK_IGNORED,
    CJK_INTENTS,
    CJK_SINGLE_COMPARISONS,
    CJK_SINGLE_INTENTS,
    CLOSE,
    CURRENCY_UNITS,
    LATIN_COMPARISONS,
    LATIN_IGNORED,
    LATIN_INTENTS,
    LATIN_UNITS,
    OPEN,
    OR_WORDS,
    RANGE_CLOSERS,
    RANGE_JOINERS,
    RANGE_OPENERS,
    RELATIVE_PERIODS,
    SYMBOL_COMPARISONS,
    TIME_COMPARISONS,
    UNITS,
)

COMPARE, IGNORED, SYMBOL, KNOWN, WORD = "compare", "ignored", "symbol", "known", "word"
# What a question asks of its rows (`多少个`, `平均`, `每个`, `按`, `降序`, `前`), and `或者`.
INTENT, EITHER = "intent", "either"
# A range of two values (`100到200之间`, `between 100 and 200`): one token, its two ends in `parts`.
RANGE = "range"

# A phrase passed in `known` is looked for in Chinese runs up to this length (labels and column
# words are short; the bound keeps a 1,000-character run linear).
MAX_KNOWN_LENGTH = 16
# A known phrase that cuts through one of the segmenter's words (`女` inside `女装`) is taken only
# when it is at least this long: a short one there is most likely an accident of spelling.
MIN_UNALIGNED_KNOWN = 3
# Punctuation that changes what a number means (`100%`): read as a symbol unless it follows a
# number, so it is never dropped with the separators.
MEANINGFUL_PUNCTUATION = frozenset("%‰")
PERCENT_SIGNS = frozenset("%‰")
NUMERAL_STARTS = frozenset("零〇一二两三四五六七八九十")

_SYMBOL_RE = re.compile("|".join(re.escape(s) for s in sorted(SYMBOL_COMPARISONS, key=len, reverse=True)))
# English phrases the reader knows, whole words, longest first: comparisons, intents, relative
# periods, `or`. Each maps to (kind, what it means).
LATIN_PHRASES: dict[str, tuple[str, str]] = {
    **{w: (INTENT, role) for w, role in LATIN_INTENTS.items()},
    **{w: (COMPARE, op) for w, op in LATIN_COMPARISONS.items()},
    **{w: ("relative", w) for w in RELATIVE_PERIODS if w.isascii()},
    **{w: (EITHER, w) for w in OR_WORDS if w.isascii()},
}
_LATIN_RE = re.compile(
    r"(?<![A-Za-z0-9_])(?:"
    + "|".join(r"\s+".join(map(re.escape, p.split())) for p in sorted(LATIN_PHRASES, key=len, reverse=True))
    + r")(?![A-Za-z0-9_])",
    re.IGNORECASE,
)
# `last 7 days`, `past 3 months`; `最近7天`, `近一个月`, `过去3周` (after the number is read).
_LATIN_RECENT_RE = re.compile(r"(?:last|past|previous)\s+(?P<n>[0-9]+)\s+(?P<unit>days?|weeks?|months?|years?)\b",
                              re.IGNORECASE)
RECENT_WORDS = frozenset({"最近", "近", "过去", "最后", "近期"})
RECENT_UNITS = {"天": "day", "日": "day", "周": "week", "星期": "week", "个星期": "week", "个月": "month", "月": "month",
                "年": "year", "day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month",
                "months": "month", "year": "year", "years": "year"}
# A number with a unit written in letters (`16G`, `160cm`): not a code.
_LATIN_UNIT_RE = re.compile(
    r"(?<![0-9A-Za-z_.])(?P<n>[0-9]+(?:\.[0-9]+)?)(?P<unit>" + "|".join(sorted(LATIN_UNITS, key=len, reverse=True))
    + r")(?![0-9A-Za-z_])", re.IGNORECASE)
# Characters outside ASCII that may start a value: opening quotes and the yuan sign.
_VALUE_STARTS = frozenset(QUOTES) | {"¥"}
# Chinese words claimed inside a run before the segmenter cuts it: (kind, meaning).
CJK_CLAIMS: dict[str, tuple[str, object]] = {
    **{w: (INTENT, role) for w, role in CJK_INTENTS.items() if w not in CJK_SINGLE_INTENTS},
    **{w: ("relative", w) for w in RELATIVE_PERIODS if not w.isascii()},
    **{w: (COMPARE, v) for w, v in CJK_COMPARISONS.items()},
}
_CJK_CLAIM_LENGTHS = sorted({len(w) for w in CJK_CLAIMS}, reverse=True)


@dataclass(frozen=True, slots=True)
class Token:
    """One token of the sentence. `text` is `sentence[start:end]`, as typed.

    `value`: values normalised (ISO dates, a period's first day, digits of a phone number, a number
    without grouping); words folded (Simplified, lower case, singular); comparisons the word itself;
    intents their role (`count`, `avg`, `group`, `desc` …). `op`/`place`: for comparisons.
    `until`: the first day after a date or period. `also`: other readings of the same text as
    (kind, value) — a bare year is a period and also a number. `aligned`: for `known`, whether the
    phrase starts and ends where the segmenter's words do. `unit`: what was typed after a number
    (`岁`, `元`, `%`). `parts`: the two ends of a range."""

    kind: str
    text: str
    start: int
    end: int
    value: str
    op: str | None = None
    place: str | None = None
    until: str | None = None
    also: tuple[tuple[str, str], ...] = ()
    aligned: bool = True
    unit: str | None = None
    parts: tuple["Token", ...] = ()

    @property
    def is_value(self) -> bool:
        return self.kind in VALUE_KINDS or self.kind == RANGE


@dataclass(frozen=True, slots=True)
class Run:
    """A run of Chinese characters as typed, where it is, and its Simplified form (same length),
    kept whole so the binder can find legend labels in it before segmentation decides anything."""

    text: str
    start: int
    end: int
    folded: str


@dataclass(frozen=True, slots=True)
class Reading:
    text: str
    tokens: tuple[Token, ...]
    runs: tuple[Run, ...]

    @property
    def ignored(self) -> list[str]:
        """The words and signs that were read as meaning nothing, as typed, in order."""
        return [t.text for t in self.tokens if t.kind in (IGNORED, SYMBOL)]


def skippable(ch: str) -> bool:
    """Characters that separate tokens and are never part of one by themselves: whitespace,
    punctuation, control and format characters (zero-width joiners, RTL marks)."""
    if ch in MEANINGFUL_PUNCTUATION:
        return False
    return ch.isspace() or unicodedata.category(ch)[0] in "PZ" or unicodedata.category(ch) in ("Cc", "Cf")


def _symbolic(ch: str) -> bool:
    return (ch in MEANINGFUL_PUNCTUATION or unicodedata.category(ch)[0] in "SM"
            or unicodedata.category(ch) in ("Co", "Cn", "Cs"))


def _fold_chars(text: str) -> str:
    """NFKC character by character, so that position i of the result is position i of the input:
    `１００` → `100`, `ｏｒｄｅｒ` → `order`. A character whose NFKC form is longer stays as it is."""
    out = []
    for ch in text:
        folded = unicodedata.normalize("NFKC", ch)
        out.append(folded if len(folded) == 1 else ch)
    return "".join(out)


def _simplified_run(run: str) -> str:
    simplified = to_simplified(run)
    if len(simplified) == len(run):
        return simplified
    return "".join(s if len(s := to_simplified(ch)) == 1 else ch for ch in run)


def _segments(piece: str) -> list[tuple[int, int]]:
    words = cjk_segments(piece)
    if "".join(words) != piece:  # pragma: no cover - the segmenter spells a CJK run exactly
        return [(i, i + 1) for i in range(len(piece))]
    spans, pos = [], 0
    for word in words:
        spans.append((pos, pos + len(word)))
        pos += len(word)
    return spans


# Claims of the same span, best first: a known phrase (a column word, a label) is the schema's own
# word and wins over an intent word it spells (`数量` as a column name); a comparison wins over both.
_CLAIM_RANK = {COMPARE: 0, KNOWN: 1, "relative": 2, INTENT: 3}


def _claims(folded: str, known: frozenset[str]) -> list[tuple[int, int, str, bool]]:
    """Comparisons, intents, relative periods and known phrases inside one Chinese run:
    (start, end, kind, aligned), longest first, then leftmost."""
    bounds = {b for span in _segments(folded) for b in span}
    found = []
    for i in range(len(folded)):
        for length in _CJK_CLAIM_LENGTHS:
            if i + length <= len(folded) and (claim := CJK_CLAIMS.get(folded[i : i + length])) is not None:
                kind = claim[0]
                if kind == INTENT and length == 2 and not (i in bounds and i + length in bounds) \
                        and claim[1] not in ("desc", "asc"):
                    continue  # a two-character intent word inside another word (`平均分` is a column)
                found.append((-length, i, _CLAIM_RANK[kind], kind, True))
        if known:
            for length in range(min(MAX_KNOWN_LENGTH, len(folded) - i), 0, -1):
                # A comparison word stays a comparison even when it is also a label (`是` in `(1:是；0不是)`).
                if folded[i : i + length] in known and folded[i : i + length] not in CJK_SINGLE_COMPARISONS:
                    aligned = i in bounds and i + length in bounds
                    if aligned or length >= MIN_UNALIGNED_KNOWN:
                        found.append((-length, i, _CLAIM_RANK[KNOWN], KNOWN, aligned))
    taken: list[tuple[int, int, str, bool]] = []
    used = [False] * len(folded)
    for neg_length, i, _, kind, aligned in sorted(found):
        if not any(used[i : i - neg_length]):
            used[i : i - neg_length] = [True] * -neg_length
            taken.append((i, i - neg_length, kind, aligned))
    return sorted(taken)


def _cjk_word(q: str, start: int, word: str) -> Token:
    end = start + len(word)
    if word in OR_WORDS:
        return Token(EITHER, q[start:end], start, end, word)
    if word in CJK_SINGLE_INTENTS:
        return Token(INTENT, q[start:end], start, end, CJK_INTENTS[word])
    if word in CJK_IGNORED:
        return Token(IGNORED, q[start:end], start, end, word)
    if word in CJK_SINGLE_COMPARISONS:
        op, place = CJK_SINGLE_COMPARISONS[word]
        return Token(COMPARE, q[start:end], start, end, word, op=op, place=place)
    unit = next((u for u in (word[-2:], word[-1:]) if u in UNITS and len(word) > len(u)), None)
    amount = word[: -len(unit)] if unit else word
    # A numeral starts with a digit (`两年`, `十二个`): `百度`, `千克` and `万家` are words.
    number = chinese_number(amount) if (len(amount) > 1 or unit) and amount[:1] in NUMERAL_STARTS else None
    if number is not None:  # `一百`, `三万块`, `两年`, `五所`
        return Token(NUMBER, q[start:end], start, end, str(number), unit=unit)
    return Token(WORD, q[start:end], start, end, word)


def _read_run(q: str, start: int, end: int, folded: str, known: frozenset[str], today: str | None) -> list[Token]:
    tokens: list[Token] = []
    pos = 0
    for c_start, c_end, kind, aligned in _claims(folded, known) + [(len(folded), len(folded), "", True)]:
        if c_start > pos:
            piece = folded[pos:c_start]
            tokens.extend(_cjk_word(q, start + pos + s, piece[s:e]) for s, e in _segments(piece))
        if c_end > c_start:
            word, a, b = folded[c_start:c_end], start + c_start, start + c_end
            if kind == COMPARE:
                op, place = CJK_COMPARISONS[word]
                tokens.append(Token(COMPARE, q[a:b], a, b, word, op=op, place=place))
            elif kind == INTENT:
                tokens.append(Token(INTENT, q[a:b], a, b, CJK_INTENTS[word]))
            elif kind == "relative":
                tokens.append(_relative(q, a, b, word, today))
            else:
                tokens.append(Token(KNOWN, q[a:b], a, b, word, aligned=aligned))
        pos = c_end
    return tokens


def _relative(q: str, start: int, end: int, word: str, today: str | None, count: int = 1) -> Token:
    """A relative period (`上个月`, `last week`) as a period token, or a word when no day is known."""
    if today is None:
        return Token(WORD, q[start:end], start, end, word)
    unit, offset = RELATIVE_PERIODS[word] if word in RELATIVE_PERIODS else (word, 0)
    first, after = relative_period(today, unit, offset, count)
    return Token(PERIOD, q[start:end], start, end, first, until=after)


def _latin_word(q: str, start: int, end: int) -> Token:
    text = q[start:end]
    folded = _fold_chars(text).casefold()
    if folded in LATIN_IGNORED:
        return Token(IGNORED, text, start, end, folded)
    return Token(WORD, text, start, end, " ".join(identifier_tokens(text)) or folded)


def _scan(q: str, folded: str, known: frozenset[str], today: str | None) -> tuple[list[Token], list[Run]]:
    tokens: list[Token] = []
    runs: list[Run] = []
    pos, n = 0, len(folded)
    while pos < n:
        ch = folded[pos]
        if today is not None and ch.isalpha() and ch.isascii() and (m := _LATIN_RECENT_RE.match(folded, pos)):
            unit = RECENT_UNITS[m["unit"].lower()]
            first, after = relative_period(today, unit, 0, int(m["n"]), recent=True)
            tokens.append(Token(PERIOD, q[pos : m.end()], pos, m.end(), first, until=after))
            pos = m.end()
            continue
        if ch.isdigit() and (m := _LATIN_UNIT_RE.match(folded, pos)):
            tokens.append(Token(NUMBER, q[pos : m.end()], pos, m.end(), m["n"], unit=m["unit"]))
            pos = m.end()
            continue
        value = match_value(folded, pos) if (ch.isascii() and not ch.isspace()) or ch in _VALUE_STARTS else None
        if value is not None:
            tokens.append(Token(value.kind, q[pos : value.end], pos, value.end, value.value,
                                until=value.until, also=value.also))
            pos = value.end
            continue
        if (m := _SYMBOL_RE.match(folded, pos)):
            word = m.group(0)
            tokens.append(Token(COMPARE, q[pos : m.end()], pos, m.end(), word, op=SYMBOL_COMPARISONS[word], place=BEFORE))
            pos = m.end()
            continue
        if (m := _LATIN_RE.match(folded, pos)):
            word = re.sub(r"\s+", " ", m.group(0).casefold())
            kind, meaning = LATIN_PHRASES[word]
            if kind == COMPARE:
                tokens.append(Token(COMPARE, q[pos : m.end()], pos, m.end(), word, op=meaning, place=BEFORE))
            elif kind == "relative":
                tokens.append(_relative(q, pos, m.end(), word, today))
            else:
                tokens.append(Token(kind, q[pos : m.end()], pos, m.end(), meaning))
            pos = m.end()
            continue
        end = pos + 1
        if is_cjk_word(ch):
            while end < n and is_cjk_word(folded[end]):
                end += 1
            run = Run(q[pos:end], pos, end, _simplified_run(folded[pos:end]))
            runs.append(run)
            tokens.extend(_read_run(q, pos, end, run.folded, known, today))
        elif ch.isalnum():
            while end < n and not is_cjk_word(folded[end]) and (
                folded[end].isalnum() or folded[end] == "_" or unicodedata.category(folded[end])[0] == "M"
            ):
                end += 1
            if ch.isdigit():  # digits no value shape took (`1,00`): kept as a code, never dropped
                tokens.append(Token("code", q[pos:end], pos, end, folded[pos:end]))
            else:
                tokens.append(_latin_word(q, pos, end))
        elif not skippable(ch):
            while end < n and (_symbolic(folded[end]) or (
                unicodedata.category(folded[end]) == "Cf" and end + 1 < n and _symbolic(folded[end + 1]))):
                end += 1
            tokens.append(Token(SYMBOL, q[pos:end], pos, end, folded[pos:end]))
        pos = end
    return tokens, runs


def _merge_units(tokens: list[Token]) -> list[Token]:
    """`100` + `元` → one number `100元`, `22` + `岁`, `44` + `%`: a unit typed right after a number
    belongs to it (`unit`); the number is compared without it."""
    out: list[Token] = []
    for token in tokens:
        prev = out[-1] if out else None
        glued = prev is not None and prev.kind == NUMBER and prev.end == token.start and prev.unit is None
        unit = token.value if token.kind in (WORD, IGNORED, INTENT) and token.text in UNITS else None
        if glued and token.kind == SYMBOL and token.value in PERCENT_SIGNS:
            unit = token.value
        if glued and unit is not None:
            out[-1] = Token(NUMBER, prev.text + token.text, prev.start, token.end, prev.value, also=prev.also,
                            unit=token.text)
        else:
            out.append(token)
    return out


def _recent(tokens: list[Token], q: str, today: str | None) -> list[Token]:
    """`最近7天`, `近一个月`, `过去3周`: a period ending today (the day itself included)."""
    if today is None:
        return tokens
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.kind == WORD and token.value in RECENT_WORDS and i + 1 < len(tokens):
            number = tokens[i + 1]
            unit = number.unit if number.kind == NUMBER else None
            nxt = tokens[i + 2] if i + 2 < len(tokens) else None
            if number.kind == NUMBER and unit is None and nxt is not None and nxt.text in RECENT_UNITS:
                unit, last = nxt.text, nxt
            else:
                last = number
            if number.kind == NUMBER and unit in RECENT_UNITS and number.value.isdigit():
                first, after = relative_period(today, RECENT_UNITS[unit], 0, int(number.value), recent=True)
                out.append(Token(PERIOD, q[token.start : last.end], token.start, last.end, first, until=after))
                i = tokens.index(last) + 1
                continue
        out.append(token)
        i += 1
    return out


def _ranges(tokens: list[Token], q: str) -> list[Token]:
    """`100到200之间`, `介于100和200`, `在2024-01-01至2024-03-31`, `between 100 and 200`: two values
    of one kind joined by a range word become one range token (the opener and closer inside it)."""
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        opener = token.kind in (WORD, IGNORED, COMPARE) and token.value in RANGE_OPENERS
        low_at = i + 1 if opener else i
        if low_at + 2 < len(tokens):
            low, joiner, high = tokens[low_at], tokens[low_at + 1], tokens[low_at + 2]
            closer = tokens[low_at + 3] if low_at + 3 < len(tokens) else None
            closed = closer is not None and closer.value in RANGE_CLOSERS
            if (low.kind in (NUMBER, PERIOD, "date") and high.kind in (NUMBER, PERIOD, "date")
                    and joiner.value in RANGE_JOINERS and (opener or closed or low.kind != NUMBER or joiner.value
                                                           in ("到", "至", "-", "~", "to"))
                    and (opener or closed or joiner.value not in ("和", "与", "and"))):
                first = token if opener else low
                last = closer if closed else high
                out.append(Token(RANGE, q[first.start : last.end], first.start, last.end, low.value,
                                 parts=(low, high), unit=high.unit or low.unit))
                i = tokens.index(last) + 1
                continue
        out.append(token)
        i += 1
    return out


def _single_numerals(tokens: list[Token]) -> list[Token]:
    """`评分至少四`, `前三`: a one-character numeral is a number right after a comparison or `前`
    only (elsewhere `一`, `万` are parts of words and names)."""
    out = list(tokens)
    for i in range(1, len(out)):
        token = out[i]
        if token.kind == WORD and len(token.value) == 1 and (
                out[i - 1].kind == COMPARE or out[i - 1].kind == INTENT and out[i - 1].value == "top"):
            number = chinese_number(token.value)
            if number is not None:
                out[i] = Token(NUMBER, token.text, token.start, token.end, str(number))
    return out


def _circumfixes(tokens: list[Token]) -> list[Token]:
    """`以SO开头`, `自2024年起`: an opening word and a closing word around the value become one
    comparison in two parts (`place` open/close); alone, each keeps its own reading."""
    out = list(tokens)
    for i, token in enumerate(out):
        for (opening, closing), op in CIRCUMFIXES.items():
            if token.value != opening or token.kind not in (WORD, COMPARE):
                continue
            for j in range(i + 2, len(out)):
                if out[j].kind == COMPARE and out[j].value == closing:
                    out[i] = Token(COMPARE, token.text, token.start, token.end, token.value, op=op, place=OPEN)
                    out[j] = Token(COMPARE, out[j].text, out[j].start, out[j].end, closing, op=op, place=CLOSE)
                    break
                if out[j].kind == COMPARE:
                    break
    return out


@lru_cache(maxsize=4096)
def _read(q: str, known: frozenset[str], today: str | None) -> Reading:
    tokens, runs = _scan(q, _fold_chars(q), known, today)
    tokens = _circumfixes(_single_numerals(_merge_units(tokens)))
    tokens = _ranges(_recent(tokens, q, today), q)
    return Reading(q, tuple(tokens), tuple(runs))


def head_words(tokens) -> list:
    """The words that most likely name the table: those right after the last `的` (`已发货的订单`),
    else the first words typed together (`订单 手机号…`, `invoice 98`)."""
    marks = [i for i, t in enumerate(tokens) if t.kind == "ignored" and t.value == "的"]
    start = marks[-1] + 1 if marks else next((i for i, t in enumerate(tokens) if t.kind == WORD), len(tokens))
    # `售价最高的3个洗衣机`, `有哪些品牌`: a count, an intent word or a request word before the head
    while start < len(tokens) and tokens[start].kind in (NUMBER, INTENT, IGNORED, SYMBOL) and not (
            tokens[start].kind == NUMBER and not tokens[start].unit):
        start += 1
    head = []
    for token in tokens[start:]:
        if token.kind != WORD or head and token.start != head[-1].end:
            break
        head.append(token)
    return head


def read(q: str, known: Iterable[str] = (), today: str | None = None) -> Reading:
    """Read one sentence. `known`: phrases (folded with `normalize.fold`) to keep whole when found
    inside a Chinese run — legend labels, column words and entity words of candidate tables.
    `today` (ISO date): the day relative periods are read against (`上个月`); without it they stay
    words."""
    return _read(q, known if isinstance(known, frozenset) else frozenset(known), today)


def read_tokens(q: str, known: Iterable[str] = (), today: str | None = None) -> list[Token]:
    """The tokens of `read(q, known, today)`, in order."""
    return list(read(q, known, today).tokens)
