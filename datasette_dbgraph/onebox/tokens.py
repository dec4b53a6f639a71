"""The tokens a sentence is read into (reader.py), with their kinds — shared by the reader and its passes (passes.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..words import normalize
from ..words.values import NUMBER, PERIOD, VALUE_KINDS, chinese_number, relative_period
from .vocabulary import (
    AFTER,
    AGE_UNIT,
    BEFORE,
    CLOSE,
    COMPARATIVES,
    LATIN_DURATIONS,
    OPEN,
    THAN_WORDS,
    UNITS,
)

COMPARE, IGNORED, SYMBOL, KNOWN, WORD = "compare", "ignored", "symbol", "known", "word"
# What a question asks of its rows (`多少个`, `平均`, `每个`, `按`, `降序`, `前`), and `或者`.
INTENT, EITHER = "intent", "either"
# A range of two values (`100到200之间`, `between 100 and 200`): one token, its two ends in `parts`.
RANGE = "range"

PERCENT_SIGNS = frozenset("%‰")
# `最近7天`, `近一个月`, `过去3周`: words before a number and a unit that make a period ending today.
RECENT_WORDS = frozenset({"最近", "近", "过去", "最后", "近期"})
RECENT_UNITS = {"天": "day", "日": "day", "周": "week", "星期": "week", "个星期": "week", "个月": "month", "月": "month",
                "年": "year", "day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month",
                "months": "month", "year": "year", "years": "year"}


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




# `3点5` is 3.5 and `百分之4点25` is 4.25%, as people say decimals and percents aloud. Not a time of
# day: `6点40` (two digits after 点, an hour before it) and `8点30分`, `晚上8点5分` stay as typed.
DECIMAL_POINT, PERCENT_WORD = "点", "百分之"
TIME_AFTER = frozenset("分时钟")
TIME_BEFORE = ("上午", "下午", "晚上", "早上", "凌晨", "中午", "傍晚", "晚", "早")
HOURS_IN_A_DAY = 24


def spoken_decimals(tokens: list[Token], number: str) -> list[Token]:
    """The tokens with decimals and percents said in words as one number each (`number`: the kind)."""
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        a, point, b, after = (tokens[i + k] if i + k < len(tokens) else None for k in range(4))
        if a.kind == number and point is not None and point.text == DECIMAL_POINT and b is not None and \
                b.kind == number and a.end == point.start and point.end == b.start and a.value.isdigit() and \
                b.text.isdigit() and not (after is not None and after.start == b.end and after.text[:1] in TIME_AFTER):
            percent = bool(out) and out[-1].text == PERCENT_WORD and out[-1].end == a.start
            timed = len(b.text) > 1 and int(a.value) <= HOURS_IN_A_DAY or bool(out) and out[-1].text.endswith(TIME_BEFORE)
            if percent or not timed:
                token = Token(number, f"{a.text}点{b.text}", a.start, b.end, f"{a.value}.{b.text}")
                i += 2
        if out and out[-1].text == PERCENT_WORD and out[-1].end == token.start and token.kind == number and token.unit is None:
            token = Token(number, PERCENT_WORD + token.text, out.pop().start, token.end, token.value, unit="%")
        out.append(token)
        i += 1
    return out


# `90年出生`, `16年成立`: a year written with its last two digits, typed right onto a verb of when something
# happened (no length of time is typed so: that is `出生90年`), is that year of the last hundred.
SHORT_YEAR_VERBS = frozenset({"出生", "成立", "创立", "创办", "建立", "上映", "上市", "开业", "毕业", "出版", "发行",
                              "去世", "逝世", "举办", "播出", "推出"})
SHORT_YEAR_RE = re.compile(r"[0-9]{2}年")
SINCE_WORDS = ("距", "离", "到今")


def short_years(tokens: list[Token], today: str | None) -> list[Token]:
    out = list(tokens)
    for i, (token, nxt) in enumerate(zip(tokens, tokens[1:])):
        if today is None or token.kind != NUMBER or not SHORT_YEAR_RE.fullmatch(token.text) or \
                nxt.start != token.end or nxt.value not in SHORT_YEAR_VERBS:
            continue
        if i and (tokens[i - 1].kind == COMPARE or tokens[i - 1].text.startswith(SINCE_WORDS)):
            continue  # (`少于10年上映`, `距今10年上映`: a length of time before the verb)
        year = 2000 + int(token.value) if 2000 + int(token.value) <= int(today[:4]) else 1900 + int(token.value)
        out[i] = Token(PERIOD, token.text, token.start, token.end, f"{year}-01-01", until=f"{year + 1}-01-01",
                       also=((NUMBER, str(year)),))
    return out


# `到` `距` `离` before what a distance is to, and the word of a distance (`到机场的距离`).
DISTANCE_TO, DISTANCE = frozenset("到距离"), "距离"


def distance_to(tokens: list[Token], i: int) -> Token | None:
    """After 到 距 离, a word then (的) 距离 (`到机场的距离`, `离市中心距离`): the place and 距离 as one word."""
    if tokens[i].value not in DISTANCE_TO:
        return None
    place, *rest = tokens[i + 1 : i + 4] or [None]
    rest = rest[1:] if rest and rest[0].value == "的" else rest
    if place is None or place.kind != WORD or not rest or rest[0].value != DISTANCE:
        return None
    return Token(WORD, place.text + DISTANCE, place.start, rest[0].end, place.value + DISTANCE)


def comparisons_with_than(tokens) -> list:
    """`比89元便宜` (cheaper than 89 yuan): 比, a number and a comparative after it become one comparison
    in two parts (`place` open/close), as `以…开头` does (passes.circumfixes); `不比83岁小` is not less."""
    out = opening_cut(tokens)
    for i, token in enumerate(out):
        if token.value in THAN_WORDS and token.kind == WORD and i + 2 < len(out) and out[i + 1].kind == NUMBER:
            out[i : i + 3] = _than(*out[i : i + 3])
    return out


# `以张开头`, `以上海开头`: the segmenter glues 以 to the first characters of the value (以张; 以上 and 海), so the
# words up to 开头/结尾 are cut again: 以, then the value whole.
OPENING, CLOSINGS = "以", frozenset({"开头", "结尾"})
MAX_CUT_TOKENS = 3


def opening_cut(tokens) -> list:
    out = list(tokens)
    for i, token in enumerate(out):
        if len(token.text) < 2 or not token.text.startswith(OPENING) or not normalize.is_cjk_word(token.text[1]):
            continue
        end = next((k for k in range(i + 1, min(i + 1 + MAX_CUT_TOKENS, len(out))) if out[k].value in CLOSINGS), None)
        if end is None or any(out[k].end != out[k + 1].start for k in range(i, end)):
            continue
        value = token.text[1:] + "".join(t.text for t in out[i + 1 : end])
        out[i:end] = [Token(WORD, OPENING, token.start, token.start + 1, OPENING),
                      Token(WORD, value, token.start + 1, out[end].start, normalize.fold(value))]
        break
    return out


def _than(word: Token, number: Token, said: Token) -> list:
    # (a unit the segmenter glued to the comparative, `8900元贵`, is the number's)
    unit = next((u for u in UNITS if not number.unit and said.value.startswith(u) and said.value != u), "")
    op = COMPARATIVES.get(said.value[len(unit):]) if said.kind == WORD and number.end == said.start else None
    if op is None:
        return [word, number, said]
    if unit:
        number = replace(number, text=number.text + unit, end=number.end + len(unit), unit=unit)
        said = replace(said, text=said.text[len(unit):], start=said.start + len(unit), value=said.value[len(unit):])
    op = {"lt": "gte", "gt": "lte"}[op] if THAN_WORDS[word.value] else op
    return [Token(COMPARE, word.text, word.start, word.end, word.value, op=op, place=OPEN), number,
            Token(COMPARE, said.text, said.start, said.end, said.value, op=op, place=CLOSE)]



def plain_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


# English words that ask which of something, before how many of them (`which 2 cities`).
WHICH_ENGLISH = frozenset({"which"})


def which_many(before: Token | None, number: Token, after: Token | None) -> bool:
    """`which 2 cities`: which, a whole number and a plural noun right after it — the first N of them,
    as `哪2个城市`. (`which 5 star hotels` may ask for five-star ones: after a singular word the number
    may be that word's value.)"""
    return before is not None and before.kind == IGNORED and before.value in WHICH_ENGLISH and \
        number.kind == NUMBER and number.value.isdigit() and number.unit is None and after is not None and \
        after.kind == WORD and after.text.isascii() and after.value != after.text.lower()


def spaced(q: str, before: Token, after: Token) -> bool:
    """Two English words typed one space apart (`40000 audience`)."""
    return after.text.isascii() and before.text.isascii() and q[before.end : after.start] == " "



def english_counted(q: str, tokens, i: int) -> Token | None:
    """`more than 1 concert`, `more than 1 singer`: in English, the word typed one space after a whole number
    right after a comparison — what the number counts (None when it is not so)."""
    before, token, after = tokens[i - 1] if i else None, tokens[i], tokens[i + 1] if i + 1 < len(tokens) else None
    if before is None or before.kind != COMPARE or before.place != BEFORE or token.kind != NUMBER or token.unit or \
            not str(token.value).isdigit() or after is None or after.kind != WORD or not spaced(q, token, after):
        return None
    return after


def words_after(tokens, i: int) -> bool:
    """Whether a word that means something follows token `i` (`orders not shipped yet`: none after `shipped`)."""
    return any(t.kind not in (IGNORED, SYMBOL) for t in tokens[i + 1 :])


def typed_together(q: str, words) -> bool:
    """Whether the words are typed as one phrase: glued, or English words one space apart."""
    return all(a.end == b.start or q[a.end : b.start] == " " and a.text.isascii() and b.text.isascii()
               for a, b in zip(words, words[1:]))


def one_numeral(before: str, word: str) -> bool:
    """`八千` then `六百万` (or `三百万元`, with its unit): one numeral spelled in two words."""
    unit = next((u for u in (word[-2:], word[-1:]) if u in UNITS and len(word) > len(u)), "")
    return chinese_number(before) is not None and chinese_number(word[: len(word) - len(unit)]) is not None \
        and chinese_number(before + word[: len(word) - len(unit)]) is not None


# The character before a count that asks for the first few (`前十`, `前二十`).
FIRST_FEW = "前"


def first_few(word: str) -> bool:
    """`前十`: the first few said in one word of the segmenter's, 前 and a Chinese numeral."""
    return len(word) > 1 and word[0] == FIRST_FEW and chinese_number(word[1:]) is not None


def lone_cjk(text: str) -> bool:
    """One Chinese character alone (it names nothing on its own)."""
    return len(text) == 1 and normalize.is_cjk_word(text)


# English words that say the number after them is an age (`aged 60`, `older than 60`), and after it (`60 years old`).
AGED_WORDS = frozenset({"aged"})
AGE_COMPARISONS = frozenset({"older than", "younger than"})
YEARS_WORD, OLD_WORD = "year", "old"  # (folded: `years` is `year`)
# `60 or older`, `aged 18 and over`, `65 or younger`: the age and a comparison after it (as `60岁及以上`).
OR_AND = frozenset({"or", "and"})
AGE_AFTER = {**dict.fromkeys(("older", "over", "more", "above"), "gte"),
             **dict.fromkeys(("younger", "under", "less", "below"), "lte")}
LONG_WORD = "long"  # (after a duration it says nothing more: `tracks 5 minutes long`)
AGE_AFTER_ONLY = frozenset({"older", "younger"})  # (these say an age by themselves: `60 or older`)


# `haven't`, `didn't`, `isn't`, `can't`: the word before `n't` (as the reader cuts it: `haven` `t`), and `not`.
CONTRACTED = frozenset({"have", "has", "had", "do", "does", "did", "is", "are", "was", "were", "could", "would",
                        "should", "must", "need", "ca", "wo"})
NOT_WORD = "not"


def not_contracted(tokens: list[Token]) -> list[Token]:
    """`orders that haven't shipped`: the word before `n't`, ignored as `have` is, and `not` — as `have not`."""
    out: list[Token] = []
    for token in tokens:
        prev = out[-1] if out else None
        if token.kind == WORD and token.value == "t" and prev is not None and prev.kind == WORD and \
                prev.text.isascii() and prev.text[-1:].lower() == "n" and prev.text[:-1].lower() in CONTRACTED and \
                token.start == prev.end + 1:
            out[-1] = Token(IGNORED, prev.text[:-1], prev.start, prev.end - 1, prev.text[:-1].lower())
            out.append(Token(COMPARE, "n't", prev.end - 1, token.end, NOT_WORD, op=NOT_WORD, place=BEFORE))
            continue
        out.append(token)
    return out


def english_ages(tokens: list[Token]) -> list[Token]:
    """`60 years old`, `aged 60`, `older than 60 (years)`, `60 or older`: the number as an age (AGE_UNIT),
    read on an age column or a date of birth (ages.py) as `60岁` is; `aged` is then said by the unit."""
    out = not_contracted(tokens)  # (read first: `isn't 60 years old`)
    i = 0
    while i < len(out):
        token = out[i]
        if token.kind != NUMBER or token.unit is not None:
            i += 1
            continue
        before = out[max(i - 2, 0) : i]
        aged = next((t for t in reversed(before) if t.kind == WORD and t.value in AGED_WORDS), None)
        if aged is not None and all(t.kind == COMPARE for t in before[before.index(aged) + 1 :]):
            out[out.index(aged)] = Token(IGNORED, aged.text, aged.start, aged.end, aged.value)
        else:
            aged = next((t for t in before[-1:] if t.kind == COMPARE and t.value in AGE_COMPARISONS), None)
        after = out[i + 1 : i + 3]
        words = [t.value if t.kind == WORD else None for t in after]
        if len(words) == 2 and words[0] in LATIN_DURATIONS and words[1] == LONG_WORD and _one_space(token, *after):
            out[i + 2] = Token(IGNORED, after[1].text, after[1].start, after[1].end, LONG_WORD)  # `5 minutes long`
        length = 2 if words == [YEARS_WORD, OLD_WORD] and _one_space(token, *after) else \
            1 if words[:1] == [YEARS_WORD] and aged is not None and _one_space(token, after[0]) else 0
        if length or aged is not None:
            text = " ".join([token.text, *(t.text for t in after[:length])])
            end = after[length - 1].end if length else token.end
            token = out[i] = replace(token, text=text, end=end, unit=AGE_UNIT)
            del out[i + 1 : i + 1 + length]
        after = out[i + 1 : i + 3]
        closing = AGE_AFTER.get(after[1].value) if len(after) == 2 and after[0].value in OR_AND and \
            _one_space(token, *after) else None
        if closing is not None and (token.unit == AGE_UNIT or after[1].value in AGE_AFTER_ONLY):
            out[i] = replace(token, unit=AGE_UNIT)
            out[i + 1 : i + 3] = [Token(COMPARE, f"{after[0].text} {after[1].text}", after[0].start, after[1].end,
                                        f"{after[0].value} {after[1].value}", op=closing, place=AFTER)]
        i += 1
    return out


def _one_space(*tokens: Token) -> bool:
    return all(a.end + 1 == b.start for a, b in zip(tokens, tokens[1:]))


# `下单`: placing an order. `今天下了多少单`, `小程序下的单`, `上个月下的订单`: 下 (下了, 下过) before the 单 counted
# or named, or before 的 and 订单, says an order was placed — the order table is asked about, its creation date meant.
PLACING_VERBS, PLACED_WORD, ASPECT_MARKS = frozenset({"下", "下了", "下过", "下单"}), "单", ("了", "过")
ORDER_WORD = "订单"


def orders_placed(tokens) -> list:
    """The tokens that say an order was placed (the verb, and the 单 it names if typed alone), or []."""
    for i, token in enumerate(tokens):
        if token.kind != WORD or token.text not in PLACING_VERBS:
            continue
        marks = 0  # (`下` `了` as the segmenter cuts them)
        while i + 1 + marks < len(tokens) and tokens[i + 1 + marks].text in ASPECT_MARKS and token.text != "下单":
            marks += 1
        after = tokens[i + 1 + marks : i + 3 + marks]
        if not after or after[0].start != (tokens[i + marks].end):
            return [token] if token.text == "下单" and not after else []
        if after[0].kind == INTENT and after[0].text.endswith(PLACED_WORD) and token.text != "下单":
            return [token, *tokens[i + 1 : i + 1 + marks]]  # `下了多少单`, `下了几单`: the count is of orders
        if after[0].kind == WORD and after[0].text == PLACED_WORD and token.text != "下单":
            return [token, *tokens[i + 1 : i + 1 + marks], after[0]]  # `下过单`
        if after[0].value == "的" and len(after) > 1 and after[1].text in (PLACED_WORD, ORDER_WORD):
            return [token, after[1]] if after[1].text == PLACED_WORD else [token]  # `小程序下的单`, `下的订单`
        return []
    return []


# `最近一年内`, `三天以内`: within a period is the period itself.
WITHIN = "内"
WITHIN_WORDS = frozenset({WITHIN, "以内", "之内"})


def within(tokens: list[Token], q: str, today: str | None) -> list[Token]:
    """`最近一年内`, `最近一年以内` are the last year; `一年内` (a length of time, then 内) too."""
    out: list[Token] = []
    for token in tokens:
        prev = out[-1] if out else None
        if prev is None or prev.end != token.start or token.text not in WITHIN_WORDS:
            out.append(token)
        elif prev.kind == PERIOD:
            out[-1] = replace(prev, text=prev.text + token.text, end=token.end)
        elif today is not None and prev.kind == NUMBER and prev.unit in RECENT_UNITS and prev.value.isdigit() and \
                token.text == "内":  # (`3年以内` is a comparison: `工龄在3年以内` is at most 3 years)
            first, after = relative_period(today, RECENT_UNITS[prev.unit], 0, int(prev.value), recent=True)
            out[-1] = Token(PERIOD, q[prev.start : token.end], prev.start, token.end, first, until=after)
        else:
            out.append(token)
    return out


# `设立时间到今年已经超过了18年`, `距今年不是441年`, `到现在不超过11年`, `到目前为止`: the years since, counted to
# today — what the years after them say already; the words are no value (今年 is no period here).
UNTIL_WORDS = frozenset({"到", "距"})
NOW_WORDS = frozenset({"今年", "现在", "今", "目前", "目前为止"})
ALWAYS_NOW = frozenset({"目前为止"})
ALREADY = "已经"


def until_now(tokens: list[Token]) -> list[Token]:
    out = list(tokens)
    for i in range(len(out) - 1):
        until, now = out[i], out[i + 1]
        if until.text not in UNTIL_WORDS or now.text not in NOW_WORDS or now.start != until.end:
            continue
        after = next((t for t in out[i + 2 :] if t.kind != IGNORED), None)
        if now.text in ALWAYS_NOW or after is not None and (after.kind == COMPARE or after.kind == NUMBER and after.unit == "年"):
            # (read as 已经 is, a word that only links the column word to what is said of it)
            out[i], out[i + 1] = (Token(IGNORED, t.text, t.start, t.end, ALREADY) for t in (until, now))
    return out


# `今天新注册的会员`: 新 right before a verb of making says what the verb says (a row made then); so does 新/new before
# the table's word beside such a verb and a period (`上个月注册了多少新用户`, `new candidates added in the last 30 days`).
# Alone (`新会员`) it says more than any column can: a word.
NEWLY = "新"
NEWLY_VERBS = frozenset({"注册", "加入", "开通", "入职", "上架", "建立", "创建", "添加", "录入", "发布"})
NEW_WORDS = {NEWLY: NEWLY_VERBS, "new": frozenset({"added", "created", "registered", "joined", "signed", "opened"})}


def newly_made(tokens: list[Token]) -> list[Token]:
    out, dated = list(tokens), any(t.kind == PERIOD for t in tokens)
    for i in range(len(out) - 1):
        new, verb = out[i], out[i + 1]
        verbs = NEW_WORDS.get(new.text.lower(), ()) if new.kind == WORD else ()
        if verbs and (verb.text in verbs and verb.start == new.end or dated and verb.kind == WORD and any(
                t.text.lower() in verbs for t in out[i + 2 :] + out[:i])):
            out[i] = Token(IGNORED, new.text, new.start, new.end, new.text)
    return out


# Words that ask which rows, typed right before the table's word at the end of the question (`何军负责哪个仓库`).
ASKED_WHICH = frozenset({"哪个", "哪些", "哪家", "哪位", "哪种", "哪类", "哪一个", "哪几个", "哪条", "哪所", "哪座", "哪门"})


def asked_head(tokens) -> int | None:
    """`何军负责哪个仓库`: with no `的`, the words after the last which-word, ending the question, are what is asked
    for (as after `的`: 何军负责的仓库) — when words stand before the which-word too. Their index, or None."""
    which = max((i for i, t in enumerate(tokens) if t.text in ASKED_WHICH), default=None)
    # (a verb right before it: `负责哪个仓库`; not `都是哪些…`, which asks of the words after it alone)
    if which is None or not which or tokens[which - 1].kind != WORD or normalize.part_of_speech(tokens[which - 1].value) != "v":
        return None
    after = [t for t in tokens[which + 1 :] if t.kind != SYMBOL]
    return which + 1 if after and all(t.kind == WORD for t in after) else None
