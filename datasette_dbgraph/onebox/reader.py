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
- `ignored` — particles and request words (`的`, `查询`, `show`, `'s` read as 的), and `symbol` — emoji and other
  signs that mean nothing here; both are for `understood.ignored`;
- `known` — a phrase the caller passed in `known`, found inside a Chinese run;
- `word` — everything else: a Chinese word (Simplified in `value`, as typed in `text`) or a Latin
  word (its identifier words, lower case and singular, in `value`).
Whitespace and punctuation between tokens are skipped: `skippable` says which characters; every
other character of the sentence is inside exactly one token."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Iterable

from ..words.normalize import (
    cjk_segments,
    dictionary_cut,
    identifier_tokens,
    is_cjk_word,
    to_simplified,
)
from ..words.values import (
    NUMBER,
    PERIOD,
    QUOTES,
    chinese_number,
    match_value,
    relative_period,
)
from .tokens import (  # noqa: F401  (the kinds and Token are read from here too)
    ASKED_WHICH,
    COMPARE,
    EITHER,
    IGNORED,
    INTENT,
    KNOWN,
    PERCENT_SIGNS,
    RANGE,
    RECENT_UNITS,
    RECENT_WORDS,
    SYMBOL,
    WORD,
    Reading,
    Run,
    Token,
    first_few,
    one_numeral,
    short_years,
    spoken_decimals,
)
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
    COLUMN_ENDING_INTENTS,
    CURRENCY_UNITS,
    LATIN_COMPARISONS,
    LATIN_IGNORED,
    LATIN_INTENTS,
    LATIN_UNITS,
    LATIN_WHERE_KEPT,
    OPEN,
    OR_WORDS,
    ORDINAL_QUESTIONS,
    RANGE_CLOSERS,
    RANGE_JOINERS,
    RANGE_OPENERS,
    RELATIVE_PERIODS,
    SHOW_SOME,
    SYMBOL_COMPARISONS,
    TIME_COMPARISONS,
    UNITS,
    WHERE_KEPT,
    WHICH_SEVERAL,
)

# A phrase passed in `known` is looked for in Chinese runs up to this length (labels and column
# words are short; the bound keeps a 1,000-character run linear).
MAX_KNOWN_LENGTH = 16
# A known phrase that cuts through one of the segmenter's words (`女` inside `女装`) is taken only
# when it is at least this long: a short one there is most likely an accident of spelling.
MIN_UNALIGNED_KNOWN = 3
# Punctuation that changes what a number means (`100%`): read as a symbol unless it follows a
# number, so it is never dropped with the separators.
MEANINGFUL_PUNCTUATION = frozenset("%‰")
NUMERAL_STARTS = frozenset("零〇一二两三四五六七八九十")

_SYMBOL_RE = re.compile("|".join(re.escape(s) for s in sorted(SYMBOL_COMPARISONS, key=len, reverse=True)))
# English phrases the reader knows, whole words, longest first: comparisons, intents, relative
# periods, `or`. Each maps to (kind, what it means).
LATIN_PHRASES: dict[str, tuple[str, str]] = {
    **{w: (INTENT, role) for w, role in LATIN_INTENTS.items()},
    **{w: (COMPARE, op) for w, op in LATIN_COMPARISONS.items()},
    **{w: ("relative", w) for w in RELATIVE_PERIODS if w.isascii()},
    **{w: (EITHER, w) for w in OR_WORDS if w.isascii()},
    **{w: (IGNORED, w) for w in LATIN_WHERE_KEPT},  # (`in the database`: where, not what)
}
_LATIN_RE = re.compile(
    r"(?<![A-Za-z0-9_])(?:"
    + "|".join(r"\s+".join(map(re.escape, p.split())) for p in sorted(LATIN_PHRASES, key=len, reverse=True))
    + r")(?![A-Za-z0-9_])", re.IGNORECASE)
# `what's`, `it's`: is, after these; after any other word `'s` says whose (`singer's concerts`), as 的.
IS_CONTRACTED = frozenset({"what", "who", "where", "when", "how", "it", "that", "there", "here", "he", "she", "let"})
# `last 7 days`, `past 3 months`; `最近7天`, `近一个月`, `过去3周` (after the number is read).
_LATIN_RECENT_RE = re.compile(r"(?:last|past|previous)\s+(?P<n>[0-9]+)\s+(?P<unit>days?|weeks?|months?|years?)\b",
                              re.IGNORECASE)
# A number with a unit written in letters (`16G`, `160cm`): not a code.
_LATIN_UNIT_RE = re.compile(
    r"(?<![0-9A-Za-z_.])(?P<n>[0-9]+(?:\.[0-9]+)?)(?P<unit>" + "|".join(sorted(LATIN_UNITS, key=len, reverse=True))
    + r")(?![0-9A-Za-z_])", re.IGNORECASE)
_VALUE_STARTS = frozenset(QUOTES) | {"¥"}  # characters outside ASCII that may start a value
# Chinese words claimed inside a run before the segmenter cuts it: (kind, meaning).
CJK_CLAIMS: dict[str, tuple[str, object]] = {
    **{w: (INTENT, role) for w, role in CJK_INTENTS.items() if w not in CJK_SINGLE_INTENTS},
    **{w: ("relative", w) for w in RELATIVE_PERIODS if not w.isascii()},
    **{w: (COMPARE, v) for w, v in CJK_COMPARISONS.items()},
    **{w: (IGNORED, w) for w in ORDINAL_QUESTIONS},  # `第几届` before the count `几届` inside it
    **{w: (IGNORED, w) for w in WHICH_SEVERAL},  # `哪几届`: which ones, no count
    **{w: (IGNORED, w) for w in WHERE_KEPT},  # `系统里有哪些角色`: 系统里, not 系统 and 里有
    **{w: (IGNORED, w) for w in SHOW_SOME},  # `推荐几个网络小说`: not the count 几个
}
_CJK_CLAIM_LENGTHS = sorted({len(w) for w in CJK_CLAIMS}, reverse=True)


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
    `１００` → `100`, `ｏｒｄｅｒ` → `order`. A character whose NFKC form is longer stays as it is.
    A year spelled digit by digit in Chinese is read in digits (`一九七八年` → `1978年`, `二〇二三年`)."""
    out = []
    for ch in text:
        folded = unicodedata.normalize("NFKC", ch)
        out.append(folded if len(folded) == 1 else ch)
    return _SPELLED_YEAR_RE.sub(lambda m: "".join(SPELLED_DIGITS[ch] for ch in m.group(0)), "".join(out))


# Digits a year is spelled with, one by one (`一九七八年`, `二〇二三年`, `二零二三年`).
SPELLED_DIGITS = {ch: str(k) for k, ch in enumerate("〇一二三四五六七八九")} | {"零": "0"}
_SPELLED_YEAR_RE = re.compile(f"(?<![{''.join(SPELLED_DIGITS)}])[{''.join(SPELLED_DIGITS)}]{{4}}(?=年)")


def _simplified_run(run: str) -> str:
    simplified = to_simplified(run)
    if len(simplified) == len(run):
        return simplified
    return "".join(s if len(s := to_simplified(ch)) == 1 else ch for ch in run)


# Characters that join words rather than make one. Two characters the segmenter's dictionary does
# not know as a word, one of them such a character, are its guess, not a word (`哪些省有多于5家公司`:
# 省有 is 省 and 有; `51岁且身高…`: 岁, 且): they are cut as its dictionary cuts them.
JOINING_CHARS = frozenset("有且及和与其会被是在为中到")


def _words_of_run(piece: str) -> list[str]:
    words = []
    for word in cjk_segments(piece):
        if len(word) == 2 and (word[0] in JOINING_CHARS or word[1] in JOINING_CHARS) and len(cut := dictionary_cut(word)) == 2:
            words.extend(cut)
        elif len(word) > 2 and (word.startswith(WHICH_GLUED) or word[:2] in SUPERLATIVES_GLUED and word[2:] in JOINING_CHARS):
            words.extend([word[:2], word[2:]])  # `哪些地方`: which, and the word it asks of; `最多|为`
        elif words and words[-1] + word[:1] in SUPERLATIVES_GLUED and len(word) > 1:
            words[-1:] = [words[-1] + word[0], word[1:]]  # `最|小排量`, `最|多次`: 最小 排量, 最多 次
        elif words and one_numeral(words[-1], word):
            words[-1] += word  # `八千六百万`: the segmenter cuts a numeral into its sections
        elif first_few(word):
            words.extend([word[0], word[1:]])  # `前十`: one word to the segmenter, the first ten
        else:
            words.append(word)
    return words


WHICH_GLUED = ("哪些", "哪个", "各个")  # which words the segmenter glues to the word after them (`哪些地方`, `各个单位`)
# Superlatives whose second character it glues to the next word instead (`最小排量` as 最, 小排量).
SUPERLATIVES_GLUED = frozenset(w for w in CJK_INTENTS if len(w) == 2 and w[0] == "最")


def _segments(piece: str) -> list[tuple[int, int]]:
    words = _words_of_run(piece)
    if "".join(words) != piece:  # pragma: no cover - the segmenter spells a CJK run exactly
        return [(i, i + 1) for i in range(len(piece))]
    spans, pos = [], 0
    for word in words:
        spans.append((pos, pos + len(word)))
        pos += len(word)
    return spans


# Claims of the same span, best first: a known phrase (a column word, a label) is the schema's own
# word and wins over an intent word it spells (`数量` as a column name); a comparison wins over both.
_CLAIM_RANK = {COMPARE: 0, KNOWN: 1, "relative": 2, INTENT: 3, IGNORED: 4}


PERIOD_WORD_ENDS = ("份",)  # characters that make a period word part of a longer word (`年份`, `月份`)


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
                if kind == INTENT and length > 2 and folded.startswith(("多少", "几"), i) and i + length not in bounds:
                    continue  # `多少人口`: the classifier is the start of the word asked about
                if kind == INTENT and folded[i : i + length] in COLUMN_ENDING_INTENTS and folded[i : i + length] in known:
                    continue  # (COLUMN_ENDING_INTENTS: the caller's schema ends a name with it — a word)
                if kind == "relative" and folded.startswith(PERIOD_WORD_ENDS, i + length):
                    continue  # `当年份`: 年份 (the year column) after 当 (when), no "this year"
                found.append((-length, i, _CLAIM_RANK[kind], kind, True))
        if known:
            for length in range(min(MAX_KNOWN_LENGTH, len(folded) - i), 0, -1):
                # A comparison word stays a comparison even when it is also a label (`是` in `(1:是；0不是)`).
                if folded[i : i + length] in known and folded[i : i + length] not in CJK_SINGLE_COMPARISONS and \
                        folded[i : i + length] not in COLUMN_ENDING_INTENTS:
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


# The passive 被 before the number of those who do the verb (`被多少商家覆盖`, `被不到5个民族使用`) says
# nothing more; elsewhere it may make another role (`被邀请人`, not the 邀请人): a word, asked about.
PASSIVE_WORD = "被"
PASSIVE_COUNTED = re.compile(r"多少|几|各|不到|不超过|超过|至少|少于|多于|[0-9一二三四五六七八九十两]")
STILL_OR_WORD = "还是"  # "or" (`男的还是女的`), but "also" after a word that adds a condition (`同时还是…`)
AND_BEFORE_STILL = ("同时", "并且", "而且", "且", "也")


def _cjk_word(q: str, start: int, word: str, known: frozenset[str] = frozenset()) -> Token:
    end = start + len(word)
    if word in OR_WORDS and not (word == STILL_OR_WORD and q[:start].endswith(AND_BEFORE_STILL)):
        return Token(EITHER, q[start:end], start, end, word)
    if word in OR_WORDS:  # `同时还是在杭州出生的`: 还是 after an and-word is "also", no "or"
        return Token(IGNORED, q[start:end], start, end, word)
    if (word in CJK_SINGLE_INTENTS or CJK_CLAIMS.get(word, ("",))[0] == INTENT) and \
            not (word in COLUMN_ENDING_INTENTS and word in known):
        # (an intent word the claims passed over inside a longer word is whole once a column's word is
        # taken beside it: `最少校招人数` → 最少, 校招人数)
        return Token(INTENT, q[start:end], start, end, CJK_INTENTS[word])
    if word in CJK_IGNORED and not (word == PASSIVE_WORD and not PASSIVE_COUNTED.match(q, end)):
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
            tokens.extend(_cjk_word(q, start + pos + s, piece[s:e], known) for s, e in _segments(piece))
        if c_end > c_start:
            word, a, b = folded[c_start:c_end], start + c_start, start + c_end
            if kind == COMPARE:
                op, place = CJK_COMPARISONS[word]
                tokens.append(Token(COMPARE, q[a:b], a, b, word, op=op, place=place))
            elif kind == INTENT:
                tokens.append(Token(INTENT, q[a:b], a, b, CJK_INTENTS[word]))
            elif kind == "relative":
                tokens.append(_relative(q, a, b, word, today))
            elif kind == IGNORED:
                tokens.append(Token(IGNORED, q[a:b], a, b, word))
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
    glued = (start > 0 and is_cjk_word(q[start - 1])) or (end < len(q) and is_cjk_word(q[end]))
    if folded in LATIN_IGNORED and not (glued and text.isupper()):  # `京A` is a plate, not the article
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
            if kind == "relative" and folded[pos : pos + 2] in ("'s", "’s") and not folded[pos + 2 : pos + 3].isalnum():
                tokens.append(Token(IGNORED, q[pos : pos + 2], pos, pos + 2, "的"))  # `last month's refunds`
                pos += 2
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
                if folded[end : end + 2] in ("'s", "’s") and not folded[end + 2 : end + 3].isalnum():
                    tokens.append(Token(IGNORED, q[end : end + 2], end, end + 2, "is" if folded[pos:end].casefold() in IS_CONTRACTED else "的"))
                    end += 2
        elif not skippable(ch):
            while end < n and (_symbolic(folded[end]) or (
                unicodedata.category(folded[end]) == "Cf" and end + 1 < n and _symbolic(folded[end + 1]))):
                end += 1
            tokens.append(Token(SYMBOL, q[pos:end], pos, end, folded[pos:end]))
        pos = end
    return tokens, runs


from .passes import (  # noqa: E402,F401
    bounding_superlatives,
    bridged_times,
    circumfixes,
    counted_questions,
    head_words,
    merge_units,
    question_words,
    ranges,
    recent,
    single_numerals,
)
from .questions.copulas import copulas  # noqa: E402
from .questions.period_edges import period_edges  # noqa: E402
from .tokens import newly_made, until_now, within  # noqa: E402


@lru_cache(maxsize=4096)
def _read(q: str, known: frozenset[str], today: str | None) -> Reading:
    tokens, runs = _scan(q, _fold_chars(q), known, today)
    tokens = single_numerals(short_years(merge_units(spoken_decimals(question_words(tokens), NUMBER)), today))
    tokens = counted_questions(circumfixes(tokens))
    tokens = period_edges(recent(copulas(tokens), q, today), q, today)
    tokens = bounding_superlatives(bridged_times(ranges(within(tokens, q, today), q), q))
    return Reading(q, tuple(newly_made(until_now(tokens))), tuple(runs))


def read(q: str, known: Iterable[str] = (), today: str | None = None) -> Reading:
    """Read one sentence. `known`: phrases (folded with `normalize.fold`) to keep whole when found
    inside a Chinese run — legend labels, column words and entity words of candidate tables.
    `today` (ISO date): the day relative periods are read against (`上个月`); without it they stay
    words."""
    return _read(q, known if isinstance(known, frozenset) else frozenset(known), today)


def read_tokens(q: str, known: Iterable[str] = (), today: str | None = None) -> list[Token]:
    """The tokens of `read(q, known, today)`, in order."""
    return list(read(q, known, today).tokens)
