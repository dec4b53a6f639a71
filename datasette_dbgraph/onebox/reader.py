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
from ..words.values import QUOTES, VALUE_KINDS, chinese_number, match_value

COMPARE, IGNORED, SYMBOL, KNOWN, WORD = "compare", "ignored", "symbol", "known", "word"
# Where a comparison's value stands relative to the comparison word.
BEFORE, AFTER, OPEN, CLOSE = "before", "after", "open", "close"

# Chinese comparison words found anywhere in a Chinese run, longest first: the segmenter cuts
# `不低于` as 不/低于, which would read as its opposite. `等于` is the "equals" of `不等于`; `开头`
# alone (`SO开头的订单号`) means what `以…开头` means.
CJK_COMPARISONS = {
    "大于": ("gt", BEFORE), "超过": ("gt", BEFORE), "高于": ("gt", BEFORE),
    "不低于": ("gte", BEFORE), "至少": ("gte", BEFORE), "以上": ("gte", AFTER),
    "小于": ("lt", BEFORE), "低于": ("lt", BEFORE), "少于": ("lt", BEFORE),
    "不超过": ("lte", BEFORE), "至多": ("lte", BEFORE), "以下": ("lte", AFTER),
    "不等于": ("not", BEFORE), "不是": ("not", BEFORE), "等于": ("exact", BEFORE),
    "包含": ("contains", BEFORE), "含有": ("contains", BEFORE), "开头": ("startswith", AFTER),
    "之后": ("gt", AFTER), "以后": ("gt", AFTER), "以来": ("gte", AFTER),
    "之前": ("lt", AFTER), "以前": ("lt", AFTER),
}
# One-character comparison words count only when the segmenter cuts them out as words of their
# own: `到` is no comparison inside `到货时间`, nor `自` in `自营`, `为` in `行为`, `是` in `是否`.
# `从` is the Chinese "from" (`从2024-01-01到2024-03-31`).
CJK_SINGLE_COMPARISONS = {
    "起": ("gte", AFTER), "自": ("gte", BEFORE), "从": ("gte", BEFORE),
    "到": ("lte", BEFORE), "至": ("lte", BEFORE), "为": ("exact", BEFORE), "是": ("exact", BEFORE),
}
# Circumfixes: the opening word, the closing word, and the filter the pair means.
CIRCUMFIXES = {("以", "开头"): "startswith", ("自", "起"): "gte", ("从", "起"): "gte"}
# English comparison words, matched as whole words, case-insensitive; phrases before their parts.
LATIN_COMPARISONS = {
    "more than": "gt", "greater than": "gt", "over": "gt", "above": "gt",
    "at least": "gte", "less than": "lt", "under": "lt", "below": "lt", "at most": "lte",
    "is not": "not", "not": "not", "contains": "contains", "like": "contains",
    "starts with": "startswith", "start with": "startswith",
    "after": "gt", "since": "gte", "from": "gte", "before": "lt", "until": "lt", "till": "lte",
    "is": "exact", "equals": "exact",
}
# Comparison words about time. A bare year after one of them (`since 2024`, `2024年以来`) is read as
# a period; after another (`over 2000`, `金额大于2000`) as a number.
TIME_COMPARISONS = frozenset(
    "之后 以后 以来 之前 以前 起 自 从 到 至 after since from before until till".split()
)
# Signs, longest first; `:` joins a key and its value (`手机号：138…`).
SYMBOL_COMPARISONS = {
    ">=": "gte", "<=": "lte", "!=": "not", "<>": "not", "==": "exact",
    ">": "gt", "<": "lt", "=": "exact", "≥": "gte", "≤": "lte", "≠": "not", ":": "exact",
}

# Particles and request words: a person wraps what they want in them (`列出所有已发货的订单`,
# `show all payments`). Listed in `understood.ignored`, never evidence. Short on purpose: a word
# that might name something stays a word. `and`/`和`/`且` join conditions, which are ANDed anyway.
CJK_IGNORED = frozenset(
    "的 查 找 查询 查找 查看 搜索 显示 列出 所有 全部 哪些 请 帮 帮我 我 给我 一下 有 和 与 且 并且".split()
)
LATIN_IGNORED = frozenset(
    "show find list all with where of the a an me please get give any every and for in that which whose are what"
    .split()
)

# A phrase passed in `known` is looked for in Chinese runs up to this length (labels and column
# words are short; the bound keeps a 1,000-character run linear).
MAX_KNOWN_LENGTH = 16
# A known phrase that cuts through one of the segmenter's words (`女` inside `女装`) is taken only
# when it is at least this long: a short one there is most likely an accident of spelling.
MIN_UNALIGNED_KNOWN = 3
# Punctuation that changes what a number means (`100%`): read as a symbol, so it is listed as
# ignored instead of vanishing with the separators.
MEANINGFUL_PUNCTUATION = frozenset("%‰")
# Units that may follow a number (`100元`, `三万块`) and belong to it.
CURRENCY_UNITS = frozenset({"元", "块", "块钱"})

_SYMBOL_RE = re.compile("|".join(re.escape(s) for s in sorted(SYMBOL_COMPARISONS, key=len, reverse=True)))
_LATIN_RE = re.compile(
    r"(?<![A-Za-z0-9_])(?:"
    + "|".join(r"\s+".join(map(re.escape, p.split())) for p in sorted(LATIN_COMPARISONS, key=len, reverse=True))
    + r")(?![A-Za-z0-9_])",
    re.IGNORECASE,
)
# Characters outside ASCII that may start a value: opening quotes and the yuan sign.
_VALUE_STARTS = frozenset(QUOTES) | {"¥"}
_CJK_COMPARISON_LENGTHS = sorted({len(w) for w in CJK_COMPARISONS}, reverse=True)


@dataclass(frozen=True, slots=True)
class Token:
    """One token of the sentence. `text` is `sentence[start:end]`, as typed.

    `value`: values normalised (ISO dates, a period's first day, digits of a phone number, a number
    without grouping); words folded (Simplified, lower case, singular); comparisons the word itself.
    `op`/`place`: for comparisons. `until`: the first day after a date or period. `also`: other
    readings of the same text as (kind, value) — a bare year is a period and also a number.
    `aligned`: for `known`, whether the phrase starts and ends where the segmenter's words do."""

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

    @property
    def is_value(self) -> bool:
        return self.kind in VALUE_KINDS


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


def _claims(folded: str, known: frozenset[str]) -> list[tuple[int, int, str, bool]]:
    """Comparison words and known phrases inside one Chinese run: (start, end, kind, aligned),
    longest first, then leftmost; a comparison wins over a known phrase of the same span."""
    bounds = {b for span in _segments(folded) for b in span}
    found = []
    for i in range(len(folded)):
        for length in _CJK_COMPARISON_LENGTHS:
            if i + length <= len(folded) and folded[i : i + length] in CJK_COMPARISONS:
                found.append((-length, i, 0, COMPARE, True))
        if known:
            for length in range(min(MAX_KNOWN_LENGTH, len(folded) - i), 0, -1):
                # A comparison word stays a comparison even when it is also a label (`是` in `(1:是；0不是)`).
                if folded[i : i + length] in known and folded[i : i + length] not in CJK_SINGLE_COMPARISONS:
                    aligned = i in bounds and i + length in bounds
                    if aligned or length >= MIN_UNALIGNED_KNOWN:
                        found.append((-length, i, 1, KNOWN, aligned))
    taken: list[tuple[int, int, str, bool]] = []
    used = [False] * len(folded)
    for neg_length, i, _, kind, aligned in sorted(found):
        if not any(used[i : i - neg_length]):
            used[i : i - neg_length] = [True] * -neg_length
            taken.append((i, i - neg_length, kind, aligned))
    return sorted(taken)


def _cjk_word(q: str, start: int, word: str) -> Token:
    end = start + len(word)
    if word in CJK_IGNORED:
        return Token(IGNORED, q[start:end], start, end, word)
    if word in CJK_SINGLE_COMPARISONS:
        op, place = CJK_SINGLE_COMPARISONS[word]
        return Token(COMPARE, q[start:end], start, end, word, op=op, place=place)
    amount = word[:-1] if word[-1:] in CURRENCY_UNITS else word
    number = chinese_number(amount) if len(amount) > 1 else None
    if number is not None:
        return Token("number", q[start:end], start, end, str(number))
    return Token(WORD, q[start:end], start, end, word)


def _read_run(q: str, start: int, end: int, folded: str, known: frozenset[str]) -> list[Token]:
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
            else:
                tokens.append(Token(KNOWN, q[a:b], a, b, word, aligned=aligned))
        pos = c_end
    return tokens


def _latin_word(q: str, start: int, end: int) -> Token:
    text = q[start:end]
    folded = _fold_chars(text).casefold()
    if folded in LATIN_IGNORED:
        return Token(IGNORED, text, start, end, folded)
    return Token(WORD, text, start, end, " ".join(identifier_tokens(text)) or folded)


def _scan(q: str, folded: str, known: frozenset[str]) -> tuple[list[Token], list[Run]]:
    tokens: list[Token] = []
    runs: list[Run] = []
    pos, n = 0, len(folded)
    while pos < n:
        ch = folded[pos]
        value = match_value(folded, pos) if (ch.isascii() and not ch.isspace()) or ch in _VALUE_STARTS else None
        if value is not None:
            tokens.append(Token(value.kind, q[pos : value.end], pos, value.end, value.value,
                                until=value.until, also=value.also))
            pos = value.end
            continue
        if (m := _SYMBOL_RE.match(folded, pos)) or (m := _LATIN_RE.match(folded, pos)):
            word = re.sub(r"\s+", " ", m.group(0).casefold())
            op = SYMBOL_COMPARISONS.get(word) or LATIN_COMPARISONS[word]
            tokens.append(Token(COMPARE, q[pos : m.end()], pos, m.end(), word, op=op, place=BEFORE))
            pos = m.end()
            continue
        end = pos + 1
        if is_cjk_word(ch):
            while end < n and is_cjk_word(folded[end]):
                end += 1
            run = Run(q[pos:end], pos, end, _simplified_run(folded[pos:end]))
            runs.append(run)
            tokens.extend(_read_run(q, pos, end, run.folded, known))
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
    """`100` + `元` → one number `100元`: a currency unit belongs to the number before it."""
    out: list[Token] = []
    for token in tokens:
        prev = out[-1] if out else None
        if (prev is not None and prev.kind == "number" and token.kind == WORD and token.value in CURRENCY_UNITS
                and prev.end == token.start):
            out[-1] = Token(prev.kind, prev.text + token.text, prev.start, token.end, prev.value, also=prev.also)
        else:
            out.append(token)
    return out


def _single_numerals(tokens: list[Token]) -> list[Token]:
    """`评分至少四`: a one-character numeral is a number right after a comparison word only
    (elsewhere `一`, `万` are parts of words and names)."""
    out = list(tokens)
    for i in range(1, len(out)):
        token = out[i]
        if token.kind == WORD and len(token.value) == 1 and out[i - 1].kind == COMPARE:
            number = chinese_number(token.value)
            if number is not None:
                out[i] = Token("number", token.text, token.start, token.end, str(number))
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
def _read(q: str, known: frozenset[str]) -> Reading:
    tokens, runs = _scan(q, _fold_chars(q), known)
    tokens = _circumfixes(_single_numerals(_merge_units(tokens)))
    return Reading(q, tuple(tokens), tuple(runs))


def read(q: str, known: Iterable[str] = ()) -> Reading:
    """Read one sentence. `known`: phrases (folded with `normalize.fold`) to keep whole when found
    inside a Chinese run — legend labels, column words and entity words of candidate tables."""
    return _read(q, known if isinstance(known, frozenset) else frozenset(known))


def read_tokens(q: str, known: Iterable[str] = ()) -> list[Token]:
    """The tokens of `read(q, known)`, in order."""
    return list(read(q, known).tokens)
