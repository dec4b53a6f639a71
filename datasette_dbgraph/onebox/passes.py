"""Passes over the tokens of one sentence, after the scan (reader.py): a unit joins its number,
`最近7天` becomes a period, two values with a range word become one range, a numeral after a
comparison is a number, `以…开头` is one comparison — and which words most likely name the table."""

from __future__ import annotations

from dataclasses import replace

from ..words import normalize
from ..words.values import DATE, NUMBER, PERIOD, chinese_number, relative_period
from .questions.bounds import BOUND_BRIDGES, BOUND_SUPERLATIVES, bounding_superlatives  # noqa: F401 (reader, question_reads)
from .tokens import (
    COMPARE,
    IGNORED,
    INTENT,
    KNOWN,
    PERCENT_SIGNS,
    PLACING_VERBS,
    RANGE,
    RECENT_UNITS,
    RECENT_WORDS,
    SYMBOL,
    WITHIN,
    WORD,
    Token,
    asked_head,
    comparisons_with_than,
    distance_to,
    english_ages,
    plain_number,
    which_many,
)
from .vocabulary import (
    AFTER,
    BEFORE,
    BOTTOM,
    CIRCUMFIXES,
    CJK_IGNORED,
    CJK_INTENTS,
    CLOSE,
    COUNT,
    COUNT_UNITS,
    GROUP,
    LATEST,
    LATIN_SPACED_UNITS,
    NEGATIONS,
    OPEN,
    RANGE_CLOSERS,
    RANGE_JOINERS,
    RANGE_OPENERS,
    TIME_COMPARISONS,
    TOP,
    UNITS,
)

# Units that start with a character that is also a number's multiplier (`3千` is 3000, `3千米` three
# kilometres; but `3万元` is 30,000 yuan).
MULTIPLIED_UNITS = frozenset({"千米", "千克", "千瓦", "百米", "千卡"})

# Units a year may have after it (`2000年`, `2018届`): after a number that could be a year they keep it one.
YEAR_LIKE_UNITS = frozenset({"年", "年度", "届", "年代"})
# `八千` + `亿`: a multiplier the segmenter cut off a number.
LATE_MULTIPLIERS = {"万": 10_000, "亿": 100_000_000}
# `米每秒`, `公里每小时`: a unit per a time after a number's unit makes one rate.
PER_TIME_UNITS = frozenset({"每秒", "每分钟", "每小时", "每天", "每年", "每月"})


def merge_units(tokens: list[Token]) -> list[Token]:
    """`100` + `元` → one number `100元` (`22岁`, `44%`, `60 years old`): the unit typed after it is its own."""
    out: list[Token] = []
    for token in english_ages(tokens):
        prev = out[-1] if out else None
        if prev is not None and prev.kind == PERIOD and prev.end == token.start and token.text in UNITS and \
                token.text not in YEAR_LIKE_UNITS and token.kind in (WORD, IGNORED, INTENT) and dict(prev.also).get(NUMBER):
            # `2000人`: a number that could be a year, with a unit that no year has, is that number
            prev = out[-1] = Token(NUMBER, prev.text, prev.start, prev.end, dict(prev.also)[NUMBER])
        glued = prev is not None and prev.kind == NUMBER and prev.end == token.start and prev.unit is None
        if prev is not None and prev.kind == NUMBER and prev.unit is None and token.kind == WORD and \
                token.value in LATIN_SPACED_UNITS and prev.end + 1 == token.start:  # `over 5 dollars`
            out[-1] = replace(prev, text=prev.text + " " + token.text, end=token.end, unit=token.value)
            continue
        unit = token.value if token.kind in (WORD, IGNORED, INTENT) and token.text in UNITS else None
        if glued and token.kind == SYMBOL and token.value in PERCENT_SIGNS:
            unit = token.value
        if glued and unit is not None and prev.text[-1] + token.text in MULTIPLIED_UNITS:
            # `100千米`, `11千克`: 千 belongs to the unit (kilometres), the number is 100, not 100,000.
            amount = prev.text[:-1]
            value = amount if plain_number(amount) else chinese_number(amount)
            if value is not None:
                out[-1] = Token(NUMBER, prev.text + token.text, prev.start, token.end, str(value),
                                unit=prev.text[-1] + token.text)
                continue
        if glued and token.kind == WORD and token.text in LATE_MULTIPLIERS and plain_number(prev.value):
            # `八千亿`: the segmenter cuts the multiplier off a number written in Chinese
            value = float(prev.value) * LATE_MULTIPLIERS[token.text]
            out[-1] = Token(NUMBER, prev.text + token.text, prev.start, token.end,
                            str(int(value)) if value.is_integer() else str(value), also=prev.also)
            continue
        if prev is not None and prev.kind == NUMBER and prev.unit and prev.end == token.start and \
                token.kind == WORD and token.text in PER_TIME_UNITS:
            # `52米每秒`: a rate, one unit — the number compared as typed, in the column's own unit
            out[-1] = Token(NUMBER, prev.text + token.text, prev.start, token.end, prev.value, also=prev.also,
                            unit=prev.unit + token.text)
            continue
        if glued and token.kind == WORD and token.text[-1:] in ("时", WITHIN) and token.text[:-1] in UNITS:
            # `1000人时，…`, `7年内成立`: the segmenter keeps the unit with 时 (when) or 内 (within, at
            # most that long); the unit is the number's
            cut = token.end - 1
            out[-1] = Token(NUMBER, prev.text + token.text[:-1], prev.start, cut, prev.value, also=prev.also,
                            unit=token.text[:-1])
            out.append(Token(IGNORED, "时", cut, token.end, "时") if token.text[-1] == "时" else
                       Token(COMPARE, WITHIN, cut, token.end, WITHIN, op="lte", place=AFTER))
            continue
        if prev is not None and prev.kind == NUMBER and prev.unit in SPOKEN_DECIMAL_UNITS and prev.value.isdigit() \
                and prev.end == token.start and (digits := _spoken_decimals(token)) is not None:
            # `一米九`, `1米85`: metres and the digits after them, as people say a height (1.9 m, 1.85 m)
            out[-1] = Token(NUMBER, prev.text + token.text, prev.start, token.end, f"{prev.value}.{digits}",
                            unit=prev.unit)
            continue
        if glued and token.kind == WORD and len(token.text) == 2 and token.text[0] in UNITS_READ_AS_WORDS and \
                token.text not in UNITS and token.text not in RECENT_UNITS and normalize.is_cjk_word(token.text[1]):
            # `10本书`: the segmenter joins the count's unit to the noun after it (本书, this book); `3个人` is 3 people, as `3人`
            cut = token.end if token.text == PEOPLE else token.start + 1
            taken = token.text[: cut - token.start]  # (the unit, and 人 with it)
            out[-1] = Token(NUMBER, prev.text + taken, prev.start, cut, prev.value, also=prev.also, unit=taken[-1])
            out.extend([Token(WORD, token.text[1], cut, token.end, token.text[1])] if cut < token.end else [])
            continue
        if glued and unit is not None:
            # a sign's folded form: the full-width `５％` is a percent too
            out[-1] = Token(NUMBER, prev.text + token.text, prev.start, token.end, prev.value, also=prev.also,
                            unit=unit if token.kind == SYMBOL else token.text)
        else:
            out.append(token)
    return out


# Units that begin a word of their own the segmenter prefers after a number (本书 this book, 个人 personal);
# others do not (`100部门`, `前3集团` are departments and groups, not 100 部 of 门).
UNITS_READ_AS_WORDS, PEOPLE = frozenset({"本", "个"}), "个人"  # (`3个人`: a number of people, its unit 人)
# Units a spoken height or length goes on after (`一米九` is 1.9 m); digits after them at most this many.
SPOKEN_DECIMAL_UNITS = frozenset({"米"})
SPOKEN_DECIMALS_MAX = 2
CJK_DIGITS = {ch: str(k) for k, ch in enumerate("零一二三四五六七八九")}


def _spoken_decimals(token: Token) -> str | None:
    """`九` in `一米九`, `85` in `1米85`: the digits after a whole unit, or None."""
    text = token.text
    if not text or len(text) > SPOKEN_DECIMALS_MAX:
        return None
    if token.kind == NUMBER and token.unit is None and text.isdigit():
        return text
    if token.kind == WORD and all(ch in CJK_DIGITS for ch in text):
        return "".join(CJK_DIGITS[ch] for ch in text)
    return None


VAGUE_STARTS = frozenset("几这那些")  # `最近几年`, `最近这些年`: recent, by no number said


def recent(tokens: list[Token], q: str, today: str | None) -> list[Token]:
    """`最近7天`, `近一个月`, `过去3周`: a period ending today (the day itself included)."""
    if today is None:
        return tokens
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if (token.kind == WORD and token.value in RECENT_WORDS | NEWEST_FEW_WORDS or token.kind == INTENT and
                token.text in RECENT_WORDS) and i + 1 < len(tokens):  # (最近 alone is an order: `最近的订单`, the newest first)
            number = tokens[i + 1]
            unit = number.unit if number.kind == NUMBER else None
            nxt = tokens[i + 2] if i + 2 < len(tokens) else None
            split = nxt is not None and nxt.kind == WORD and len(nxt.text) == 2 and nxt.text[0] in RECENT_UNITS and \
                nxt.text[1:] in PLACING_VERBS  # (`最近7天下的订单`: the segmenter's 天下 is the unit, then 下 placed)
            if number.kind == NUMBER and unit is None and nxt is not None and (nxt.text in RECENT_UNITS or split):
                unit, last = nxt.text[0] if split else nxt.text, nxt
            elif number.kind == NUMBER and unit == "个" and nxt is not None and unit + nxt.text in RECENT_UNITS:
                unit, last = unit + nxt.text, nxt  # `最近3个月`: the segmenter's 3个, then 月
            else:
                last, split = number, False
            if number.kind == NUMBER and unit in RECENT_UNITS and number.value.isdigit():
                first, after = relative_period(today, RECENT_UNITS[unit], 0, int(number.value), recent=True)
                end = last.end - split
                out += [Token(PERIOD, q[token.start : end], token.start, end, first, until=after)] + (
                    [Token(WORD, nxt.text[1], end, nxt.end, nxt.text[1])] if split else [])
                i = tokens.index(last) + 1
                continue
            if _newest_few(token, number, nxt):
                token = Token(INTENT, token.text, token.start, token.end, LATEST)  # `最近10个订单`: the newest 10
            elif token.kind == INTENT and (number.kind == NUMBER or number.text[:1] in VAGUE_STARTS):
                token = Token(WORD, token.text, token.start, token.end, token.text)  # `最近几年`: no order, no period
        out.append(token)
        i += 1
    return out


# Before a number of rows, these say the newest rows (`最近10个订单`, `最后5笔订单`, `the last 10 payments`); before
# a number of days they say a period (`最近7天`, above), and `last` alone is a word (`last name`, `last login`).
NEWEST_FEW_WORDS = frozenset({"最近", "最后", "last"})
# Times are no rows: `最后一次登录的IP` is the last login's own column (`最后登录IP`), not the newest row.
TIMES_UNITS = frozenset({"次", "回"})


def _newest_few(token: Token, number: Token, nxt: Token | None) -> bool:
    return token.kind in (WORD, INTENT) and token.text.lower() in NEWEST_FEW_WORDS and number.kind == NUMBER and \
        number.value.isdigit() and nxt is not None and nxt.kind in (WORD, KNOWN) and (
            number.unit in COUNT_UNITS - TIMES_UNITS if not token.text.isascii() else
            number.unit is None and number.start == token.end + 1 and nxt.start == number.end + 1)


def ranges(tokens: list[Token], q: str) -> list[Token]:
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
                    and (low.kind == NUMBER) == (high.kind == NUMBER)
                    and joiner.value in RANGE_JOINERS and (opener or closed or low.kind != NUMBER or joiner.value
                                                           in ("到", "至", "-", "~", "to"))
                    and (opener or closed or joiner.value not in ("和", "与", "and"))):
                first = token if opener else low
                last = closer if closed else high
                out.append(Token(RANGE, q[first.start : last.end], first.start, last.end, low.value,
                                 parts=(low, high), unit=high.unit or low.unit))
                i = tokens.index(last) + 1
                continue
        if (to := distance_to(tokens, i)) is not None:
            # `到机场的距离`: no range — the distance to the place, one word as a name says it (机场距离)
            out += [Token(IGNORED, token.text, token.start, token.end, token.value), to]
            i += 4 if tokens[i + 2].value == "的" else 3
            continue
        out.append(token)
        i += 1
    return out


def single_numerals(tokens: list[Token]) -> list[Token]:
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


def circumfixes(tokens: list[Token]) -> list[Token]:
    """`以SO开头`, `自2024年起`: an opening word and a closing word around the value become one
    comparison in two parts (`place` open/close); alone, each keeps its own reading."""
    out = comparisons_with_than(tokens)
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


NEVER_WORDS, DONE_MARKS = ("从来", "从未", "从没", "从没有", "从来没有"), ("过", "了")  # (`从来没有…`; `下过订单`)


def head_words(tokens) -> list:
    """The words that most likely name the table: right after the last `的` (`已发货的订单`), else the first typed together."""
    marks = [i for i, t in enumerate(tokens) if t.kind == "ignored" and t.value == "的"]
    start = marks[-1] + 1 if marks else next((i for i, t in enumerate(tokens) if t.kind == WORD), len(tokens))
    if not marks and (counted := counted_after_group(tokens)) is not None:
        start = counted
    elif not marks and ((counted := counted_after_which(tokens)) is not None or (counted := asked_head(tokens)) is not None):
        start = counted
    # `售价最高的3个洗衣机`, `有哪些品牌`: a count, an intent word or a request word before the head
    while start < len(tokens) and tokens[start].kind in (NUMBER, INTENT, IGNORED, SYMBOL) and not (
            tokens[start].kind == NUMBER and not tokens[start].unit):
        start += 1
    head = []
    for token in tokens[start:]:  # (`哪些会员没有订单`, `哪些会员下过订单`: a negation or a verb done ends the head)
        if token.kind != WORD or head and (token.start != head[-1].end or token.value in NEGATIONS + NEVER_WORDS or
                                           token.value[-1] in DONE_MARKS and normalize.part_of_speech(token.value) == "v"):
            break
        head.append(token)
    return head


def counted_after_group(tokens) -> int | None:
    """`每个国家有多少家门店`: per a group (每…, 各…), what is counted is typed after the count word, in the
    same clause and ending it — those words are asked for. Not a unit (`最少多少公里`): that is a number."""
    group = next((i for i, t in enumerate(tokens) if t.kind == INTENT and t.value == GROUP
                  and t.text[:1] in GROUP_STARTS), None)
    if group is None:
        return None
    count = next((i for i in range(group + 1, len(tokens)) if tokens[i].kind == INTENT and tokens[i].value == COUNT), None)
    # (`各个活动日平均有多少商家参加`: an average of a column, not a count of rows)
    if count is None or count + 1 >= len(tokens) or any(
            t.kind == SYMBOL or t.kind == INTENT and t.value not in (GROUP, COUNT) for t in tokens[group:count]):
        return None
    words = tokens[count + 1 :]
    end = next((k for k, t in enumerate(words) if t.kind != WORD), len(words))
    if not end or words[0].text in UNITS or any(t.kind not in (SYMBOL, IGNORED) for t in words[end:]):
        return None
    return count + 1


def counted_after_which(tokens) -> int | None:
    """`哪些省管辖了25个城市`: after the group asked (哪些…), a number of things, the words after it
    ending the question are what is counted — the words asked for, not the group's."""
    if len(tokens) < 4 or tokens[0].text not in WHICH_WORDS or tokens[1].kind != WORD:
        return None
    count = next((i for i, t in enumerate(tokens) if t.kind == NUMBER and t.unit in COUNT_UNITS), None)
    words = tokens[count + 1 :] if count is not None else []
    return count + 1 if words and all(t.kind == WORD for t in words) else None


# `每个`, `各个`, `每种`, `每一个`: per a group (`分别`, "each of them", is not)
GROUP_STARTS = frozenset("每各")


# Words people put between a time and `之后`/`之前` (`2016及那之后`, `2019年以及在这之前`, `时及其之后`, `及在此之前`, and the
# time again, `2018年及2018年之后`): a joining word among them (及, 或) keeps the time itself (`gte`/`lte`), as `及之后` does.
TIME_BRIDGES = frozenset({"及", "以及", "或", "或者", "及其", "其", "那", "这", "此", "在", "这个", "那个", "时"})
INCLUSIVE_BRIDGES = frozenset({"及", "以及", "或", "或者", "及其"})
TIME_SIDES = {"之后": "gt", "以后": "gt", "之前": "lt", "以前": "lt"}
INCLUSIVE_SIDES = frozenset({"gte", "lte"})  # `及其之后` after a bridge (`时及其之后`) says so itself
# `2010年前成立`: `前` right after a year with no number after it is `before`, not `the first N`.
BEFORE_WORD = "前"


def bridged_times(tokens: list[Token], q: str) -> list[Token]:
    """`2016及那之后` → 1961 `gte`; `2010年前` → 2010 `lt`: one comparison right after the time."""
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        out.append(token)
        if token.kind not in (PERIOD, NUMBER, DATE):
            i += 1
            continue
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        after = tokens[i + 2] if i + 2 < len(tokens) else None
        if token.kind == PERIOD and nxt is not None and nxt.text == BEFORE_WORD and nxt.start == token.end and \
                (after is None or after.kind != NUMBER):
            out.append(Token(COMPARE, nxt.text, nxt.start, nxt.end, "之前", op="lt", place=AFTER))
            i += 2
            continue
        j = i + 1
        # (`2018年及2018年之后`: the time said again after the joining word is the same time)
        while j < len(tokens) and (tokens[j].kind == IGNORED and tokens[j].text in TIME_BRIDGES or (tokens[j].kind, tokens[j].value) == (
                token.kind, token.value) and any(t.text in INCLUSIVE_BRIDGES for t in tokens[i + 1 : j])):
            j += 1
        end = tokens[j] if j < len(tokens) else None
        if j > i + 1 and end is not None and end.kind == COMPARE and end.place == AFTER and (
                end.text in TIME_SIDES or end.op in INCLUSIVE_SIDES and end.value in TIME_COMPARISONS):
            inclusive = any(t.text in INCLUSIVE_BRIDGES for t in tokens[i + 1 : j])
            op = TIME_SIDES[end.text] + ("e" if inclusive else "") if end.text in TIME_SIDES else end.op
            start = tokens[i + 1].start
            out.append(Token(COMPARE, q[start : end.end], start, end.end, end.text, op=op, place=AFTER))
            i = j + 1
            continue
        i += 1
    return out


# `多少天`, `几岁`: how much, with the unit of a measure (not a count's measure word, `多少家` is a count).
HOW_MUCH = ("多少", "几")
MEASURE_UNITS = UNITS - COUNT_UNITS


def question_words(tokens: list[Token]) -> list[Token]:
    """`哪种类型`: the segmenter may cut a question word (`哪` `种`) across its words; typed together
    and listed as one (`哪种`, `哪类`), it is one request word."""
    out: list[Token] = []
    for token in tokens:
        prev = out[-1] if out else None
        if prev is not None and prev.kind == IGNORED and token.kind == WORD and prev.end == token.start and \
                prev.text + token.text in CJK_IGNORED:
            out[-1] = Token(IGNORED, prev.text + token.text, prev.start, token.end, prev.text + token.text)
            continue
        if prev is not None and prev.kind == INTENT and prev.text in HOW_MUCH and token.kind == WORD and \
                prev.end == token.start and token.text in MEASURE_UNITS:
            out[-1] = Token(IGNORED, prev.text + token.text, prev.start, token.end, prev.text + token.text)
            continue  # `寒假最多有多少天`: a measure asked (its unit, no word of the table's), no count of rows
        if token.kind == WORD and token.text.startswith(HOW_MUCH) and \
                token.text[len(next(w for w in HOW_MUCH if token.text.startswith(w))):] in MEASURE_UNITS:
            out.append(Token(IGNORED, token.text, token.start, token.end, token.text))
            continue  # `多少岁`, one word to the segmenter
        if prev is not None and prev.kind == WORD and token.kind == WORD and prev.end == token.start and \
                len(prev.text) == len(token.text) == 1 and prev.text + token.text in CJK_INTENTS:
            # `总销量最多`: the segmenter cuts 最 and 多 apart; typed together they are one intent word
            out[-1] = Token(INTENT, prev.text + token.text, prev.start, token.end, CJK_INTENTS[prev.text + token.text])
            continue
        out.append(token)
    return out


# `至少举办了5届`: comparisons a verb may stand between and the count they compare.
COUNT_COMPARISONS = frozenset({"gt", "gte", "lt", "lte", "exact"})
# `哪3个城市`: which N — the first N of them (a top N). `每一本图书`, `那一次`: each one, that one — no number.
WHICH_WORDS = frozenset({"哪", "哪些"})
ONE_WORDS = frozenset({"每", "那", "这", "哪"})


# `排名后10`, `倒数3名`: the last N — the first N the other way round. Only right before a count: `2015年后`
# is after 2015 (the word after a time is a comparison), `后来` no word of this.
BOTTOM_WORDS = frozenset({"后", "倒数", "排后"})


def counted_questions(tokens: list[Token]) -> list[Token]:
    out: list[Token] = []
    for i, token in enumerate(tokens):
        prev = out[-1] if out else None
        glued = prev is not None and prev.end == token.start and token.kind == NUMBER
        if glued and prev.kind == WORD and prev.text in BOTTOM_WORDS and token.value.isdigit() and \
                token.unit in (None, *COUNT_UNITS) and not (len(out) > 1 and out[-2].kind in (PERIOD, DATE, NUMBER)):
            out[-1] = Token(INTENT, prev.text, prev.start, prev.end, BOTTOM)
        if glued and prev.text in ONE_WORDS and token.value == "1" and token.unit in COUNT_UNITS:
            out.append(Token(IGNORED, token.text, token.start, token.end, token.text))
            continue
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        count = next((t for t in tokens[i + 1 : i + 3] if t.kind != IGNORED), None)
        if prev is not None and prev.kind == COMPARE and prev.place == BEFORE and prev.op in COUNT_COMPARISONS and \
                token.kind == WORD and count is not None and count.kind == NUMBER and count.unit in COUNT_UNITS and \
                normalize.part_of_speech(token.value) == "v":
            out.append(Token(IGNORED, token.text, token.start, token.end, token.text))
            continue  # `至少举办了5届`: the verb of what is counted, between the comparison and the count
        # `哪3个省`: the segmenter may keep the measure word with the word after it (个省)
        unit_after = token.unit is None and nxt is not None and nxt.start == token.end and nxt.kind == WORD \
            and len(nxt.text) > 1 and nxt.text[0] in COUNT_UNITS
        if glued and prev.text in WHICH_WORDS and token.value.isdigit() and (token.unit in COUNT_UNITS or unit_after) \
                or which_many(prev, token, nxt):  # (`which 2 cities`)
            out[-1] = Token(INTENT, prev.text, prev.start, prev.end, TOP)
        out.append(token)
    return out

