"""Values in a one-box sentence: quoted text, e-mail addresses, dates, periods, phone numbers,
numbers and codes — recognised by shape, normalised, with nothing looked up.

The reader (`reader.py`) tries `match_value` at the start of every token, on text already folded
character by character (full width → ASCII), so a span here is a span in what the person typed.
The shapes are tried in the order of `_SHAPES`: the first that fits wins, and a shape refuses
when its neighbours would make it part of something longer (`SO2024001` is a code, not a year).

Libraries weighed and not used — the request path runs on every keystroke-sized request:
`dateparser` (≈0.17 s import, ≈0.5 s first call, 2–4 ms per date), `cn2an` (≈0.3 s import,
≈35 µs per numeral) and `phonenumbers` (≈60 ms import, ≈85 µs per number). The shapes people
type into a search box are few; the regular expressions below cost microseconds.
"""

from __future__ import annotations

import datetime
import re
from decimal import Decimal, InvalidOperation
from typing import Callable, NamedTuple

# Value kinds. A period is a month or a year: two conditions on a date column (first day, first
# day after). A bare year is read as a period *and* as a number; the binder chooses by column.
QUOTED, EMAIL, DATE, PERIOD, PHONE, NUMBER, CODE = "quoted", "email", "date", "period", "phone", "number", "code"
VALUE_KINDS = frozenset({QUOTED, EMAIL, DATE, PERIOD, PHONE, NUMBER, CODE})

# A bare four-digit number in this range is also a year (`支付记录 2025`); outside it, only a number.
YEAR_RANGE = range(1900, 2101)
# International phone numbers (E.164) have at most 15 digits; fewer than 8 is no callable number.
PHONE_DIGITS = range(8, 16)

# Opening quote → closing quote. Straight quotes pair only at word edges, so `Bob's` is no quote.
QUOTES = {'"': '"', "'": "'", "“": "”", "‘": "’", "「": "」", "『": "』", "«": "»", "‹": "›", "„": "“"}
_STRAIGHT_QUOTES = frozenset({'"', "'"})
_OPENING_QUOTES = frozenset(QUOTES)

# Chinese numerals (`一百`, `两千`, `三万五千`): digits, small units, and the large units that
# close a section. `两` is the spoken 2. Read by `chinese_number`, not by a library (see above).
_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}
_CN_SECTIONS = {"万": 10_000, "亿": 100_000_000}
CN_NUMERAL_CHARS = frozenset(_CN_DIGITS) | frozenset(_CN_UNITS) | frozenset(_CN_SECTIONS)
# A digit-written number may carry a Chinese multiplier: `3万` is 30000, `1.5万` 15000.
_MULTIPLIERS = {"十": 10, "百": 100, "千": 1000, "万": 10_000, "亿": 100_000_000, "k": 1000, "K": 1000}


class Value(NamedTuple):
    """One value recognised at a position: its kind, where it ends, its normalised value, the first
    day after it (dates and periods) and other readings of the same text (kind, value)."""

    kind: str
    end: int
    value: str
    until: str | None = None
    also: tuple[tuple[str, str], ...] = ()


# Nothing of a value may touch a letter or digit on its left or right: `SO2024001` is one code.
_LEFT = r"(?<![0-9A-Za-z_])"
_RIGHT = r"(?![0-9A-Za-z_@]|[-/.,][0-9])"

# `1981年3月24之后`: people leave out 日 before a word that ends the date (a comparison, a
# connector, punctuation, the end); before anything else (`3月5个`) the number is not a day.
_DAY_UNSAID = r"(?=\s*(?:及|之|以|到|至|和|与|或|前|后|起|止|的|时|当|,|，|、|。|\?|？|\s|$))"

_EMAIL_RE = re.compile(r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"
                       r"(?![A-Za-z0-9-])")
_DATE_RE = re.compile(
    _LEFT + r"(?:(?P<y>[0-9]{4})(?P<sep>[-/.])(?P<m>[0-9]{1,2})(?P=sep)(?P<d>[0-9]{1,2})"
    r"(?:[T ](?P<H>[0-9]{1,2}):(?P<M>[0-9]{2})(?::(?P<S>[0-9]{2}))?)?"
    r"|(?P<cy>[0-9]{4})\s*年\s*(?P<cm>[0-9]{1,2})\s*月\s*(?P<cd>[0-9]{1,2})\s*(?:[日号]|" + _DAY_UNSAID + "))" + _RIGHT
)
_PERIOD_RE = re.compile(
    _LEFT + r"(?:(?P<y>[0-9]{4})[-/](?P<m>[0-9]{1,2})|(?P<cy>[0-9]{4})\s*年(?:\s*(?P<cm>[0-9]{1,2})\s*月)?)" + _RIGHT
)
# A bare year must not be the start of a bigger number (`2000元`, `2000万`, `2000.5`).
_YEAR_RE = re.compile(_LEFT + r"(?P<y>[0-9]{4})" + _RIGHT + r"(?![万千百亿元块])")
_PHONE_RES = (
    # Chinese mobile: 1[3-9]X XXXX XXXX, optionally +86 / 0086, with spaces or hyphens between groups.
    ("mobile", re.compile(r"(?<![0-9A-Za-z_+])(?:(?:\+|00)86[\s-]?)?(?P<n>1[3-9][0-9](?:[\s-]?[0-9]{4}){2})"
                          r"(?![0-9A-Za-z_])")),
    # Chinese landline: area code 0XX/0XXX then 7–8 digits, the area code set off (`010-12345678`).
    ("landline", re.compile(r"(?<![0-9A-Za-z_])(?:\((?P<a1>0[0-9]{2,3})\)\s?|(?P<a2>0[0-9]{2,3})[\s-])"
                            r"(?P<n>[0-9]{7,8})(?![0-9A-Za-z_])")),
    # Service numbers 400/800-XXX-XXXX, written with separators (bare ten digits may be an order number).
    ("service", re.compile(r"(?<![0-9A-Za-z_])(?P<n>[48]00[\s-][0-9]{3}[\s-][0-9]{4})(?![0-9A-Za-z_])")),
    # Any other country: + country code and groups of digits.
    ("international", re.compile(r"(?<![0-9A-Za-z_+])(?P<n>\+[1-9][0-9]{0,2}(?:[\s-]?[0-9]{2,5}){1,5})"
                                 r"(?![0-9A-Za-z_])")),
)
_NUMBER_RE = re.compile(
    r"(?<![0-9A-Za-z_.])(?P<cur>[¥$])?(?P<sign>-)?(?P<n>[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)"
    r"(?P<mult>[十百千万亿]{1,2}|[kK](?![A-Za-z]))?"
    # `1千5` is 1500, `1万7` 17000, `3万5千` 35000: one digit after a multiplier counts in the unit
    # below it, as people say prices and head counts.
    r"(?:(?<=[百千万])(?P<tail>[1-9])(?P<tail_unit>[十百千])?(?![0-9.]))?" + _RIGHT
)
# The unit below each multiplier, which a digit typed after it counts in (`1万7` = 1万 + 7千).
_TAIL_UNITS = {"百": "十", "千": "百", "万": "千"}
# A code mixes letters and digits, or is digits with separators: `SO2024001`, `A12`, `AR-5381`.
_CODE_RE = re.compile(r"(?<![0-9A-Za-z_])[0-9A-Za-z]+(?:[-_/.][0-9A-Za-z]+)*(?![0-9A-Za-z_])")


def _iso_date(year: str, month: str, day: str) -> datetime.date | None:
    try:
        return datetime.date(int(year), int(month), int(day))
    except ValueError:
        return None


def _next_month(year: int, month: int) -> datetime.date:
    return datetime.date(year + month // 12, month % 12 + 1, 1)


def _date(text: str, pos: int) -> Value | None:
    m = _DATE_RE.match(text, pos)
    if not m:
        return None
    if m["cy"]:
        day = _iso_date(m["cy"], m["cm"], m["cd"])
    else:
        day = _iso_date(m["y"], m["m"], m["d"])
    if day is None:
        return Value(CODE, m.end(), m.group(0).replace(" ", ""))  # `2024-02-30`: a shape, not a day
    if m["H"] is not None:
        hour, minute, second = int(m["H"]), int(m["M"]), int(m["S"] or 0)
        if hour > 23 or minute > 59 or second > 59:
            return None
        return Value(DATE, m.end(), f"{day.isoformat()} {hour:02d}:{minute:02d}:{second:02d}")
    return Value(DATE, m.end(), day.isoformat(), (day + datetime.timedelta(days=1)).isoformat())


def _period(text: str, pos: int) -> Value | None:
    m = _PERIOD_RE.match(text, pos)
    if not m:
        return None
    year, month = (m["cy"], m["cm"]) if m["cy"] else (m["y"], m["m"])
    if month is None:  # `2018年`: a year, which on a column of years is the number
        return Value(PERIOD, m.end(), f"{int(year):04d}-01-01", f"{int(year) + 1:04d}-01-01",
                     also=((NUMBER, str(int(year))),))
    if not 1 <= int(month) <= 12:
        return Value(CODE, m.end(), m.group(0))
    first = datetime.date(int(year), int(month), 1)
    return Value(PERIOD, m.end(), first.isoformat(), _next_month(first.year, first.month).isoformat())


# English month names (and their usual short forms), for dates typed in words: `January 2025`,
# `March 3, 2025`, `3 March 2025`, `Mar 2025`. A month without its year is no date (which year?).
MONTHS = {name: number for number, names in enumerate((
    "january jan", "february feb", "march mar", "april apr", "may", "june jun", "july jul",
    "august aug", "september sep sept", "october oct", "november nov", "december dec"), 1) for name in names.split()}
_MONTH = r"(?P<month>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_ENGLISH_DATE_RE = re.compile(
    r"(?<![A-Za-z0-9])(?:(?P<d1>[0-9]{1,2})\s+" + _MONTH + r",?\s+(?P<y1>[0-9]{4})"
    r"|" + _MONTH.replace("month", "month2") + r"\s+(?:(?P<d2>[0-9]{1,2})(?:st|nd|rd|th)?,?\s+)?(?P<y2>[0-9]{4}))"
    r"(?![0-9A-Za-z])", re.I)


def _english_date(text: str, pos: int) -> Value | None:
    m = _ENGLISH_DATE_RE.match(text, pos)
    if not m:
        return None
    month = MONTHS[(m["month"] or m["month2"]).lower()]
    year, day = m["y1"] or m["y2"], m["d1"] or m["d2"]
    if day is None:
        first = datetime.date(int(year), month, 1)
        return Value(PERIOD, m.end(), first.isoformat(), _next_month(first.year, first.month).isoformat())
    date = _iso_date(year, str(month), day)
    return None if date is None else Value(DATE, m.end(), date.isoformat(),
                                           (date + datetime.timedelta(days=1)).isoformat())


def _year(text: str, pos: int) -> Value | None:
    m = _YEAR_RE.match(text, pos)
    if not m or int(m["y"]) not in YEAR_RANGE:
        return None
    year = int(m["y"])
    return Value(PERIOD, m.end(), f"{year:04d}-01-01", f"{year + 1:04d}-01-01", also=((NUMBER, m["y"]),))


# `90后`, `85后`, `00后`: people born in the decade (or its second half) of that year — a period of birth dates.
_GENERATION_RE = re.compile(_LEFT + r"(?P<g>[0-9][05])后")
# Two digits of a generation at or above this are of the 1900s (`90后`), below of the 2000s (`00后`, `10后`).
GENERATION_CENTURY_FROM = 30
GENERATION = "后"


def _generation(text: str, pos: int) -> Value | None:
    m = _GENERATION_RE.match(text, pos)
    if not m:
        return None
    two = int(m["g"])
    first = (1900 if two >= GENERATION_CENTURY_FROM else 2000) + two
    return Value(PERIOD, m.end(), f"{first:04d}-01-01", f"{first - first % 10 + 10:04d}-01-01")


def _phone(text: str, pos: int) -> Value | None:
    for shape, pattern in _PHONE_RES:
        m = pattern.match(text, pos)
        if not m:
            continue
        digits = re.sub(r"[^0-9]", "", m["n"])
        if shape == "mobile":
            return Value(PHONE, m.end(), digits)
        if shape == "landline":
            return Value(PHONE, m.end(), f"{m['a1'] or m['a2']}-{m['n']}")
        if shape == "service":
            return Value(PHONE, m.end(), f"{digits[:3]}-{digits[3:6]}-{digits[6:]}")
        if len(digits) in PHONE_DIGITS:
            return Value(PHONE, m.end(), "+" + digits)
    return None


def _plain_decimal(number: Decimal) -> str:
    """`Decimal('15000.0')` → `15000`, `Decimal('99.50')` → `99.5`: no exponent, no trailing zeros."""
    text = format(number, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _number(text: str, pos: int) -> Value | None:
    m = _NUMBER_RE.match(text, pos)
    if not m:
        return None
    digits = m["n"].replace(",", "")
    if len(digits) > 1 and digits.startswith("0") and not digits.startswith("0.") and not m["mult"]:
        return Value(CODE, m.end(), m.group(0))  # `007`: a leading zero says code, not quantity
    try:
        number = Decimal(digits)
    except InvalidOperation:  # pragma: no cover - the pattern admits only decimal digits
        return None
    for mult in m["mult"] or "":  # `8.5万亿`, `3千万`: each multiplier in turn
        number *= _MULTIPLIERS[mult]
    if m["tail"]:
        below = _TAIL_UNITS.get(m["mult"][-1]) if m["mult"] and len(m["mult"]) == 1 else None
        if below is None or m["tail_unit"] not in (None, below):
            return None  # `1万5百`, `3千万5`: not a way numbers are said
        number += int(m["tail"]) * _MULTIPLIERS[below]
    if m["sign"]:
        number = -number
    return Value(NUMBER, m.end(), _plain_decimal(number))


def _code(text: str, pos: int) -> Value | None:
    m = _CODE_RE.match(text, pos)
    if not m:
        return None
    code = m.group(0)
    has_digit = any(ch.isdigit() for ch in code)
    has_letter = any(ch.isalpha() for ch in code)
    has_separator = any(ch in "-_/." for ch in code)
    if not has_digit or not (has_letter or has_separator):
        return None  # letters only: a word; plain digits were a number already
    return Value(CODE, m.end(), code)


# A time of day (`15:40`, `9:05:30`): one value, kept as typed — not two numbers with `:` between read as
# "column: value". Which column holds times is the binder's to find (a text compared for order is refused).
_TIME_RE = re.compile(_LEFT + r"(?:[01]?[0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?" + r"(?![0-9A-Za-z_:])")


def _time_of_day(text: str, pos: int) -> Value | None:
    m = _TIME_RE.match(text, pos)
    return Value(CODE, m.end(), m.group(0)) if m else None


def _quoted(text: str, pos: int) -> Value | None:
    opening = text[pos]
    closing = QUOTES.get(opening)
    if closing is None:
        return None
    straight = opening in _STRAIGHT_QUOTES
    if straight and pos > 0 and _latin_alnum(text[pos - 1]):
        return None  # `don't`: an apostrophe, not a quote (after Chinese, `昵称'小明 同学'` is one)
    end = pos + 1
    while True:
        end = text.find(closing, end)
        if end < 0:
            return None
        after = text[end + 1] if end + 1 < len(text) else ""
        if not straight or not _latin_alnum(after):
            return Value(QUOTED, end + 1, text[pos + 1 : end])
        end += 1


def _latin_alnum(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def without_quoted(text: str) -> str:
    """The text with every quoted string blanked out: what is inside quotes is a value typed, never
    words or code of the request (`昵称"' OR 1=1 --"` looks for that nickname)."""
    if _OPENING_QUOTES.isdisjoint(text):
        return text  # nothing quoted: the text as it is, not rebuilt character by character
    out, pos = [], 0
    while pos < len(text):
        found = _quoted(text, pos) if text[pos] in QUOTES else None
        if found is not None:
            out.append(" " * (found.end - pos))
            pos = found.end
        else:
            out.append(text[pos])
            pos += 1
    return "".join(out)


def _email(text: str, pos: int) -> Value | None:
    m = _EMAIL_RE.match(text, pos)
    return Value(EMAIL, m.end(), m.group(0)) if m else None


# A web address (`www.duxiaoman.com`, `https://example.cn/about`): one value, as typed — not the words
# between its dots. Only with a top-level domain people type (`node.js`, `v1.2` are no addresses).
_WEB_RE = re.compile(r"(?<![A-Za-z0-9._@/-])(?:https?://)?(?:[A-Za-z0-9-]+\.)+(?:com|cn|net|org|gov|edu|io|co|info|"
                     r"biz|top|xyz|me|tv|cc|hk|tw|jp|uk|de)(?:\.[a-z]{2})?(?:/[A-Za-z0-9._~%/?=&#-]*)?(?![A-Za-z0-9-])")


def _web(text: str, pos: int) -> Value | None:
    m = _WEB_RE.match(text, pos)
    return Value(CODE, m.end(), m.group(0)) if m else None


# The order of decisions: the first shape that fits at a position wins. Longer shapes come first
# (a date before its period, a phone number before a plain number, a year before a number).
_SHAPES: tuple[Callable[[str, int], Value | None], ...] = (
    _quoted, _email, _web, _date, _english_date, _period, _generation, _phone, _year, _time_of_day, _number, _code,
)


def match_value(text: str, pos: int) -> Value | None:
    """The value that starts at `pos` of `text` (folded: NFKC per character), or None."""
    for shape in _SHAPES:
        found = shape(text, pos)
        if found is not None:
            return found
    return None


def chinese_number(word: str) -> int | None:
    """`一百` → 100, `两千` → 2000, `三万五千` → 35000, `一百零五` → 105, `十二` → 12, `三千五` → 3500
    (spoken: a last digit right after a unit counts in the next unit down); None when the word is
    not a well-formed numeral (`一二三`, `万万`, `百千`)."""
    if not word or any(ch not in CN_NUMERAL_CHARS for ch in word):
        return None
    total = section = 0  # finished 万/亿 sections; the part below 万 being read
    digit: int | None = None
    last_unit = 1  # the unit of the last unit character, small or large
    after_zero = False  # a 零 marks a gap: the digit after it counts as written
    for ch in word:
        if ch in _CN_DIGITS:
            if digit not in (None, 0) and _CN_DIGITS[ch] != 0:
                return None  # two digits in a row are a list (`一二三`), not a numeral
            after_zero = after_zero or _CN_DIGITS[ch] == 0
            digit = _CN_DIGITS[ch]
        elif ch in _CN_UNITS:
            unit = _CN_UNITS[ch]
            if section and unit >= last_unit:
                return None  # units must fall within a section: `百千`
            section += (1 if digit is None else digit) * unit
            digit, last_unit, after_zero = None, unit, False
        else:
            section += digit or 0
            if section == 0 and (ch == "万" or total == 0):
                return None  # a large unit needs something to multiply: `万`, `万万`
            if ch == "万":
                total += section * _CN_SECTIONS[ch]
            else:
                total = (total + section) * _CN_SECTIONS[ch]
            section, digit, last_unit, after_zero = 0, None, _CN_SECTIONS[ch], False
    if digit:
        section += digit * (last_unit // 10 if last_unit >= 10 and not after_zero else 1)
    return total + section


def _shift_month(day: datetime.date, months: int) -> datetime.date:
    """The same day `months` months away, on the month's last day when it has fewer days."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    month += 1
    last = (_next_month(year, month) - datetime.timedelta(days=1)).day
    return datetime.date(year, month, min(day.day, last))


def relative_period(today: str, unit: str, offset: int, count: int = 1, recent: bool = False) -> tuple[str, str]:
    """(first day, first day after) of a period relative to `today` (ISO): `unit` day, week (from
    Monday), month, quarter or year; `offset` 0 is the current one, -1 the one before (`上个月`).
    `recent`: the last `count` units up to and including today (`最近7天` on 2026-11-15 is
    2026-11-09 … 2026-11-15)."""
    day = datetime.date.fromisoformat(today)
    one = datetime.timedelta(days=1)
    if recent:
        if unit == "day":
            first = day - (count - 1) * one
        elif unit == "week":
            first = day - (7 * count - 1) * one
        elif unit == "month":
            first = _shift_month(day, -count) + one
        else:
            first = _shift_month(day, -12 * count) + one
        return first.isoformat(), (day + one).isoformat()
    if unit == "day":
        first = day + offset * one
        return first.isoformat(), (first + count * one).isoformat()
    if unit == "week":
        first = day - day.weekday() * one + 7 * offset * one
        return first.isoformat(), (first + 7 * count * one).isoformat()
    if unit == "quarter":
        start = datetime.date(day.year, (day.month - 1) // 3 * 3 + 1, 1)
        first = _shift_month(start, 3 * offset)
        return first.isoformat(), _shift_month(first, 3 * count).isoformat()
    if unit == "month":
        first = _shift_month(datetime.date(day.year, day.month, 1), offset)
        return first.isoformat(), _shift_month(first, count).isoformat()
    first = datetime.date(day.year + offset, 1, 1)
    return first.isoformat(), datetime.date(first.year + count, 1, 1).isoformat()


def glob_to_regex(pattern: str) -> str:
    """SQLite's GLOB pattern as an anchored regular expression (for MySQL and PostgreSQL):
    `*` any run, `?` one character, `[...]`/`[^...]` a class; everything else literal."""
    out = ["^"]
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "*":
            out.append(".*")
        elif ch == "?":
            out.append(".")
        elif ch == "[" and "]" in pattern[i + 2:]:
            end = pattern.index("]", i + 2)
            body = pattern[i + 1:end]
            negate = body.startswith("^")
            body = body[1:] if negate else body
            out.append("[" + ("^" if negate else "") + body.replace("\\", "\\\\") + "]")
            i = end
        else:
            out.append(re.escape(ch))
        i += 1
    out.append("$")
    return "".join(out)
