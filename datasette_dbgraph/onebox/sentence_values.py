"""How a value typed in a sentence becomes conditions on a column (docs/one-box.md): a bare value
binds by its kind; a period is two conditions on its date column; comparisons choose the filter."""

from __future__ import annotations

import datetime
import re
from dataclasses import replace
from decimal import Decimal, InvalidOperation
from typing import Callable, Sequence

from ..index.records import ColumnRecord
from ..sources import measured
from ..sources.column_kinds import (
    NUMERIC_TYPE_RE,
    is_date_column,
    is_email_column,
    is_money_column,
    is_phone_column,
    money_columns,
)
from ..sources.legends import fold_label
from ..sources.values import FRACTION, PERCENT, UNIX, UNIX_MS
from ..words import normalize
from ..words.values import CODE, DATE, EMAIL, NUMBER, PERIOD, PHONE, QUOTED
from .reader import IGNORED, RANGE, WORD, Token

MONEY = "money"  # what a number compared for order (`orders over 100`) is taken for, under ORDERING_OPS: an amount
ORDERING_OPS, NOT_OR_ORDER = frozenset({"gt", "gte", "lt", "lte"}), frozenset({"gt", "gte", "lt", "lte", "not"})  # (NOT_OR_ORDER: after
# a label, `已发货以外` is not it; `本科以上` an order no label has, refused)
# Value kinds a bare value binds by, and the columns that take them.
KIND_COLUMNS: dict[str, Callable[[ColumnRecord], bool]] = {
    PHONE: lambda c: is_phone_column(c.name, c.type, c.comment),
    EMAIL: lambda c: is_email_column(c.name, c.type, c.comment),
    DATE: lambda c: is_date_column(c.name, c.type, c.comment),
    PERIOD: lambda c: is_date_column(c.name, c.type, c.comment),
    MONEY: lambda c: is_money_column(c.name, c.type, c.comment),
}
# Bare values that bind to the single-column primary key (`invoice 98`).
KEY_KINDS = frozenset({NUMBER, CODE})
# A period's bounds under each comparison: (filter, its first day or the first day after it).
PERIOD_BOUNDS = {"exact": (("gte", "first"), ("lt", "after")), "gt": (("gte", "after"),), "not": (("lt", "first"), (
    "gte", "after")), "gte": (("gte", "first"),), "lt": (("lt", "first"),), "lte": (("lt", "after"),)}  # (not: either side)

# Forms of rows that hold a moment, not a day, and sort as they are written: against them a day typed
# alone is a period of its own (`due on 2026-03-31` means 10:00 that day too, which `=` would miss).
WHOLE_DAY_FORMS = frozenset({"YYYY-MM-DDThh:mm:ss", "YYYY-MM-DD hh:mm:ss", UNIX, UNIX_MS})
_ISO_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def whole_days(conditions: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """A day with no comparison, against moments, as the whole day: from it to before the next day.
    A comparison keeps the day as typed (the contract's `gt`, `lte` …); other conditions unchanged."""
    out: list[tuple[str, str]] = []
    for op, value in conditions:
        if op == "exact" and _ISO_DAY.fullmatch(str(value)):
            after = (datetime.date.fromisoformat(value) + datetime.timedelta(days=1)).isoformat()
            out.extend((bound_op, {"first": value, "after": after}[day]) for bound_op, day in PERIOD_BOUNDS[op])
        else:
            out.append((op, value))
    return out


def finite_number(value) -> int | float | None:
    """A typed value as a number a count or a total may be compared with; None for no finite number."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    if number != number or number in (float("inf"), float("-inf")):
        return None
    return int(number) if number.is_integer() else number


def is_numeric_column(column: ColumnRecord) -> bool:
    """A column whose declared type holds numbers (`int`, `decimal`, `numeric` …)."""
    return bool(column.type and NUMERIC_TYPE_RE.search(column.type))


# `中文名` on 中文队名: the words before a name word, at least this long, begin the one text column named so.
NAME_WORDS = ("名", "名称", "姓名", "名字")
NAME_STEM_MIN = 2


def name_said_short(token: Token, columns: Sequence[ColumnRecord]):
    """`中文名`, `中文名字` on 中文队名: a word that ends in a name word, its start that of the one text
    column whose name begins so and ends in a name word too, is that column's word: a fit, or None."""
    ending = next((e for e in NAME_WORDS if token.text.endswith(e)), "")
    stem = token.text[: len(token.text) - len(ending)]
    found = [c for c in columns if ending and len(stem) >= NAME_STEM_MIN and not is_numeric_column(c)
             and c.name.startswith(stem) and c.name.endswith(NAME_WORDS) and len(c.name) > len(token.text)]
    return (found, token.text) if token.kind == WORD and len(found) == 1 else None


def takes_dates(column: ColumnRecord) -> bool:
    return KIND_COLUMNS[DATE](column)


def year_of_date(token: Token, awaiting) -> Token:
    """`prescriptions started in 2150`: four digits after the word of one date column are its year, whatever
    the year (anonymised data shifts dates past the years words.values.YEAR_RANGE reads as years alone)."""
    if token.kind != NUMBER or token.unit or not YEAR_DIGITS.fullmatch(token.text) or awaiting is None or \
            awaiting[1] is None or not takes_dates(awaiting[1]):
        return token
    year = int(token.text)
    return replace(token, kind=PERIOD, value=f"{year:04d}-01-01", until=f"{year + 1:04d}-01-01", also=((NUMBER, token.text),))


YEAR_DIGITS = re.compile(r"[1-9]\d{3}")


def holds_text(column: ColumnRecord) -> bool:
    """Whether a word may be a value of the column: its legend's labels, or text that is no number, date or phone
    number (`member phone number`: `number` is no value of the phone column, nor `最好` of an integer one)."""
    return bool(column.legend_json) or not is_numeric_column(column) and not takes_dates(column) and \
        not KIND_COLUMNS[PHONE](column)


YEAR_WORD = "年"  # `2024年`: typed as a year, not a number


def bare_kind(token: Token, op: str, after_time_word: bool) -> str:
    """What a value with no column word is, for choosing its column: a bare year after a
    comparison that is not about time (`over 2000`) is an amount; after none or a time word, a period.
    A range is of what its ends are: dates or periods on a date column, numbers an amount — years
    too, unless typed as years (`2024年到2025年`) or after a time word (`from 2024 to 2025`)."""
    if token.kind == RANGE:
        low = token.parts[0]
        years = after_time_word or YEAR_WORD in low.text
        return PERIOD if low.kind in (PERIOD, DATE) and (not low.also or years) else MONEY
    if token.kind == PERIOD:
        if dict(token.also).get(NUMBER) and op in ORDERING_OPS and not after_time_word:
            return MONEY
        return PERIOD
    if token.kind in KEY_KINDS and op in ORDERING_OPS:
        return MONEY
    return token.kind


def columns_taking(kind: str, op: str, columns: Sequence[ColumnRecord]) -> list[ColumnRecord]:
    """The columns a bare value of this kind binds to (one is an answer; several or none, a question)."""
    if kind in KIND_COLUMNS:
        return money_columns(columns) if kind == MONEY else [c for c in columns if KIND_COLUMNS[kind](c)]
    keys = [c for c in columns if c.pk]
    return keys if kind in KEY_KINDS and op == "exact" and len(keys) == 1 else []


def conditions_for(kind: str, value: str, op: str, token: Token) -> list[tuple[str, str]]:
    """(filter, value) pairs: a period is two conditions on its date column — from its first day,
    before the first day after it (a comparison moves the bounds); a date keeps its filter (with
    no comparison word, `exact`, as a where key); a year read as a number is the number."""
    if token.kind == RANGE:
        return range_conditions(kind, token)
    if kind == PERIOD and token.kind == PERIOD and token.until:
        days = {"first": token.value, "after": token.until}
        return [(bound_op, days[day]) for bound_op, day in PERIOD_BOUNDS.get(op, ((op, "first"),))]
    if token.kind == PERIOD:
        return [(op, dict(token.also).get(NUMBER, value))]
    return [(op, value)]


def range_conditions(kind: str, token: Token) -> list[tuple[str, str]]:
    """`100到200之间` → gte 100, lte 200; `2024年1月到2024年3月` on a date column → from the first
    day of the first to before the first day after the second; a year range elsewhere is numbers."""
    low, high = token.parts
    # After a column word the kind is the range's own (`due between 2026-01 and 2026-03`): its ends
    # are still months, unless the column holds years as numbers (then the caller says NUMBER).
    if kind != NUMBER and low.kind in (PERIOD, DATE) and high.kind in (PERIOD, DATE):
        if high.kind == PERIOD and high.until:  # a whole last month or year: before the first day after it
            return [("gte", low.value), ("lt", high.until)]
        return [("gte", low.value), ("lte", high.value)]  # two days: the contract's `gte A`, `lte B`
    return [("gte", dict(low.also).get(NUMBER, low.value)), ("lte", dict(high.also).get(NUMBER, high.value))]


# Words of a column's name or description that say it holds a share (`占比`, `rate`).
SHARE_WORDS = ("率", "比例", "占比", "比重", "百分比", "份额", "ratio", "rate", "percent", "pct", "share")


# A description that gives a column's range as 0 (or 1) to 100 (`成功概率（0-100）`, `0~100`, `1到100`).
HUNDRED_SCALE = re.compile(r"(?<![\d.])[01]\s*(?:-|~|～|至|到)\s*100(?![\d.])")


def percent_value(column: ColumnRecord, value: str, sign: str = "%", form: str | None = None) -> str:
    """`44%` in the form the column holds: as its rows show it when they were read (`form`: fractions
    `0.44`, or text `44%`); else a number column that holds a share (its name or description says 率,
    占比, ratio …) stores a fraction (`0.44`) — unless its description gives its range as 0 to 100; anything
    else the percent as typed (`44%` on a text column, `44` on another number column)."""
    scale = Decimal(100 if sign == "%" else 1000)
    try:
        number = Decimal(value)
    except InvalidOperation:
        return value
    if form == PERCENT or (form is None and not is_numeric_column(column)):
        return f"{value}{sign}"
    words = f"{column.name} {column.comment or ''}".lower()
    if form is None and sign == "%" and HUNDRED_SCALE.search(column.comment or ""):
        return value  # `成功概率（0-100）`: the description says it holds points of a hundred
    if form == FRACTION or (form is None and any(w in words for w in SHARE_WORDS)):
        text = format(number / scale, "f")
        return text.rstrip("0").rstrip(".") if "." in text else text
    return value


# Units of one measure and their size in its smallest unit listed: a number typed in one is written in
# the unit the column holds (`1公斤` on a column of grams is 1000; `191cm` on heights in metres, 1.91).
UNIT_SCALES = (
    {"克": 1, "g": 1, "千克": 1000, "公斤": 1000, "kg": 1000, "斤": 500, "吨": 1_000_000, "t": 1_000_000},
    {"毫米": 1, "mm": 1, "厘米": 10, "cm": 10, "米": 1000, "m": 1000, "千米": 1_000_000, "公里": 1_000_000,
     "km": 1_000_000},
    {"毫秒": 1, "ms": 1, "millisecond": 1, "秒": 1000, "sec": 1000, "second": 1000, "分钟": 60_000, "min": 60_000,
     "minute": 60_000, "小时": 3_600_000, "h": 3_600_000, "hour": 3_600_000},
)


def _states_unit(described: str, unit: str) -> bool:
    """Whether a column's name or description says it holds this unit: `单位：克`, `默认为克`, `（kg）`,
    `weight_kg` — a lone character (`米`) only after such a word, since it is part of many words."""
    if re.search(r"(单位|默认为|默认|[（(:：])\s*" + re.escape(unit) + r"(?![a-z])", described):
        return True
    if unit.isascii():  # (or its plural: `milliseconds`)
        return len(unit) > 1 and re.search(r"(?<![a-z])" + re.escape(unit) + r"s?(?![a-z])", described) is not None
    return len(unit) > 1 and unit in described


def _scale(unit: str | None) -> tuple[dict, int] | None:
    for scales in UNIT_SCALES:
        if unit is not None and unit.lower() in scales:
            return scales, scales[unit.lower()]
    return None


# A number typed with k or w for thousand or ten thousand, before a unit or a Chinese multiplier.
ASCII_MULTIPLIED = re.compile(r"[\d.]+[kKwW](?![a-zA-Z])")


def spelled_number(token) -> str:
    """A number with its unit as written digits: `1米9` (read 1.9, unit 米) is `1.9米`."""
    text = token.text.strip()
    if ASCII_MULTIPLIED.match(text):  # `2k亿`, `5k米`: the reader's number, times its k or w
        return f"{token.value}{token.unit or ''}"
    return text if measured.parts(text) is not None or not token.unit else f"{token.value}{token.unit}"


def unit_of(token, op: str) -> str | None:
    """The unit a condition's number was typed in: a range's end its own, else the one after both ends."""
    if token.kind != RANGE:
        return token.unit
    low, high = token.parts
    return (low.unit if op in ("gte", "gt") else high.unit) or token.unit


def scaled_conditions(column: ColumnRecord, token, conditions: list, span: tuple | None) -> list:
    """The conditions of a number or a range typed with a unit, their numbers in the unit the column holds."""
    values = scaled_values(column, [(v, unit_of(token, o)) for o, v in conditions], span)
    return [(o, v) for (o, _), v in zip(conditions, values)]


def scaled_values(column: ColumnRecord, typed: list[tuple[str, str | None]], span: tuple | None) -> list[str]:
    """Numbers typed with a unit of weight, length or time (a range's two ends), in the unit the
    column holds, one unit for all: the unit its description names (`重量，单位：克`); else, when the
    rows were read (`span`: their least and greatest number), the one unit that puts the numbers
    among them (a range, overlapping them: `1到2小时` on films of 95 to 150 minutes is 60 to 120);
    else the numbers as typed."""
    as_typed = [v for v, _ in typed]
    found = [_scale(unit) for _, unit in typed]
    if not typed or not is_numeric_column(column) or any(f is None for f in found) or \
            any(f[0] is not found[0][0] for f in found):
        return as_typed
    scales = found[0][0]
    try:
        numbers = [Decimal(v) for v in as_typed]
    except InvalidOperation:
        return as_typed
    base = [n * size for n, (_, size) in zip(numbers, found)]

    def written(number: Decimal, target: int) -> str:
        text = format(number / target, "f")
        return text.rstrip("0").rstrip(".") if "." in text else text

    described = f"{column.name} {column.comment or ''}".lower()
    stated = sorted({u for u in scales if _states_unit(described, u)}, key=len, reverse=True)
    if stated:
        return [written(b, scales[stated[0]]) for b in base]
    if span is None or not all(isinstance(v, (int, float)) for v in span):
        return as_typed
    low, high = span
    if min(numbers) <= high and max(numbers) >= low:
        return as_typed
    fits = {target for target in set(scales.values())
            if min(base) / target <= high and max(base) / target >= low}
    if len(fits) != 1:
        return as_typed
    target = fits.pop()
    return [written(b, target) for b in base]


def held_before_column(binder, i: int):
    """`京东主办的峰会`, `不是京东主办的…`: a word typed right onto the word of one text column (主办 →
    主办单位), 的 after them, that is part of one value the column holds (京东公司) — that value, as it would
    be after the column's word: (run, [column], [value], "exact") from `binder.held_run`, or None."""
    tokens = binder.tokens
    if i + 2 >= len(tokens) or tokens[i + 1].kind != WORD or tokens[i + 1].start != tokens[i].end or \
            tokens[i + 2].value != "的":
        return None
    fit = binder.column_fit(tokens[i + 1 : i + 2], strong=True)
    if fit is None or len(fit[0]) != 1 or is_numeric_column(fit[0][0]) or takes_dates(fit[0][0]):
        return None
    found = binder.held_run(i, fit[0])
    return found if found is not None and len(found[0]) == 1 and found[3] == "exact" else None


def per_amount_named(tokens: list[Token], names) -> list[Token]:
    """`每一百克平均有多少热量` on 每100克热量: `每` and an amount that a column's name holds (每100克) are
    part of that name typed apart, no group and no value — read as words that mean nothing here."""
    out = list(tokens)
    for i in range(len(out) - 1):
        each, amount = out[i], out[i + 1]
        if each.text == "每" and amount.kind == NUMBER and amount.unit and each.end == amount.start:
            number = amount.value.removesuffix(".0")
            if any(f"每{number}{amount.unit}" in name for name in names):
                out[i] = Token(IGNORED, each.text, each.start, each.end, each.text)
                out[i + 1] = Token(IGNORED, amount.text, amount.start, amount.end, amount.text)
    return out


# An English participle this long at least may name a column by its verb (`rated`, `released`; not `used`).
PARTICIPLE_MIN = 5
TIME_NAME_ENDS = ("", "date", "time", "year", "day")  # what follows a verb in a column's name run together
# Participles not made with -ed, and the words a column named after their verb has (`born` → birth_date).
IRREGULAR_PARTICIPLES = {"born": ("birth", "bear"), "sold": ("sale", "sell"), "paid": ("payment", "pay"),
                         "bought": ("purchase", "buy"), "built": ("build",), "made": ("make",), "sent": ("send",)}


def participle_column(columns, words: str) -> ColumnRecord | None:
    """`films rated PG-13`, `released in 2006`: an English participle names the one column a word of whose name
    is its verb (`release_year`) or the verb's -ing (`rating`) — the column, its value after it."""
    word = words.lower()
    if word in IRREGULAR_PARTICIPLES:
        verbs = set(IRREGULAR_PARTICIPLES[word])
    elif not word.isascii() or not word.endswith("ed") or len(word) < PARTICIPLE_MIN:
        return None
    else:
        verbs = {word[:-1], word[:-2]}  # (released → release, rated → rate; ordered → order)
    # the verb's -ing first (`rated` is rating, not rental_rate), then the verb itself
    for forms in ({v + "ing" for v in verbs} | {v[:-1] + "ing" for v in verbs if v.endswith("e")}, verbs):
        # (a name run together counts too: `birthdate`, `hiredate` — the verb, then a word of time)
        named = [c for c in columns if any(part in forms or part[: -len(e)] in forms for part in normalize.identifier_tokens(c.name)
                                           for e in TIME_NAME_ENDS if part.endswith(e))]
        if named:
            return named[0] if len(named) == 1 else None
    return None


# Words of a column's name or description that say it counts things (`门店数量`, `人数`, `qty`).
COUNT_WORDS = ("数", "量", "库存", "count", "num", "qty", "quantity", "number", "total", "stock")  # (库存, stock: things on hand)


def counts_things(column: ColumnRecord, unit: str) -> bool:
    words = f"{column.name} {column.comment or ''}".lower()
    return is_numeric_column(column) and (unit in words or any(w in words for w in COUNT_WORDS))


YES_LABELS = ("是", "yes", "y", "true", "有", "已")  # what a yes/no column's "yes" is called, in a legend or in general
BOOLEAN_TYPES = frozenset({"tinyint(1)", "int(1)", "bool", "boolean", "bit(1)", "bit"})  # declared types of yes (1) or no (0)


def flag_yes(column: ColumnRecord) -> str | None:
    """The code of "yes" of a yes/no column (`是否包邮（0否 1是）`, `is_hot`), or None when the column is not one."""
    legend = column.legend
    if legend is not None:
        if len(legend.entries) != 2:
            return None
        yes = next((e.code for e in legend.entries if fold_label(e.label) in YES_LABELS), None)
        named = flag_word(column.name)  # (`salariedflag`, 0 = Hourly, 1 = Salaried: a flag named after its yes; else its 1)
        return yes if yes is not None or not named else next((e.code for e in legend.entries if fold_label(e.label).startswith(
            named)), "1" if {e.code for e in legend.entries} == {"0", "1"} else None)  # (`activeflag`: 1 = Vendor is actively used)
    name = column.name.lower()
    comment = column.comment or ""
    if (name.startswith(("is_", "iz_", "has_", "if_")) or comment.startswith("是否")) and \
            is_numeric_column(column):
        return "1"
    if re.sub(r"\s+|unsigned|zerofill", "", (column.type or "").lower()).removeprefix("u") in BOOLEAN_TYPES:
        return "1"  # `deleted tinyint(1) 逻辑删除`: a boolean by its type
    return None


def flag_word(name: str) -> str | None:
    """The word a flag's name says yes of (`salariedflag`, `is_salaried`: salaried), or None."""
    words = normalize.identifier_tokens(name)
    return None if len(words) != 2 else words[0] if words[1] == "flag" else words[1] if words[0] in ("is", "has") else None


def flag_no(column: ColumnRecord) -> str | None:
    """The code of "no" of a yes/no column (`flag_yes`): the legend's other entry, else 0."""
    yes = flag_yes(column)
    if yes is None or column.legend is None:
        return None if yes is None else "0"
    return next((e.code for e in column.legend.entries if e.code != yes), None)


def other_label(column: ColumnRecord | None, label: str) -> str | None:
    """The other label of a legend of two (`0 = Inactive, 1 = Active`: Inactive, for not Active), else None:
    `no longer active` is the rows the legend calls Inactive."""
    entries = column.legend.entries if column is not None and column.legend is not None else ()
    labels = [fold_label(e.label) for e in entries]
    if len(entries) != 2 or fold_label(label) not in labels:
        return None
    return entries[1 - labels.index(fold_label(label))].label


def quoted_label(binder, token: Token) -> int:
    """`"已发货"的订单`: a quoted text that is a whole label of one of this table's legends is that label (quotes
    say "this exactly", and the legend spells it) — unless a column's word waits for it as its value; 1 when
    read so, else 0."""
    if token.kind != QUOTED or binder.awaiting is not None or not token.value:
        return 0
    word = Token(WORD, token.value, token.start, token.end, token.value)
    if not binder.label_columns([word]):
        return 0
    binder.label([word])
    return 1


# English comparisons that say which measure is compared (`films longer than 120 minutes`: the film's length, where
# its rental duration is a time too): a word of the name of the one column meant, among those the value fits.
MEASURES_COMPARED = {"longer than": ("length",), "shorter than": ("length", "height"),
                     "older than": ("age",), "younger than": ("age",)}


def measure_compared(binder, token, fits: list[ColumnRecord]) -> list[ColumnRecord]:
    """Of several columns a value fits, the one the comparison word names by its measure (else all of them): a unit
    typed (`2 hours`) only where its description or its rows read put it in the column's terms. A bare number is
    no money then (`films longer than 100`): the one number column the measure names, else none."""
    measures = MEASURES_COMPARED.get(binder.last_op_word or "", ())
    named = [c for c in fits if measures and set(normalize.identifier_tokens(c.name)) & set(measures)]
    if measures and not token.unit and not named and all(KIND_COLUMNS[MONEY](c) for c in fits):
        named = [c for c in binder.columns if is_numeric_column(c) and set(normalize.identifier_tokens(c.name)) & set(measures)]
        return named if len(named) == 1 else []
    if len(fits) < 2 or len(named) != 1:
        return fits
    scale = _scale(token.unit) if token.unit else None
    described = f"{named[0].name} {named[0].comment or ''}".lower()
    grounded = scale is None or binder.span_of(named[0]) is not None or any(_states_unit(described, u) for u in scale[0])
    return named if grounded else fits


def measured_column(columns: Sequence[ColumnRecord], measure: str) -> ColumnRecord | None:
    """`the longest film`: the one number column a word of whose name is the measure (`length`), else None."""
    named = [c for c in columns if is_numeric_column(c) and measure in normalize.identifier_tokens(c.name)]
    return named[0] if len(named) == 1 else None
