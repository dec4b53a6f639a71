"""Numbers written as text with their unit (`183cm`, `6万`, `1.2亿`): the `measured` form of a
column's values (values.py). SQL compares such texts as texts — `'183cm' > 185` is true for every
row — so a comparison for order on them is written on the number each text spells
(docs/conditions.md, "Numbers written as text"):

- the number the text starts with, times the multiplier its unit starts with (`6万` → 60000,
  `3千万` → 30000000, `5万小时` → 50000 hours, `3800千米` → 3800000 metres);
- a number a person typed is read the same way, and compared only when its unit is the rows' (or
  the rows name none), or a unit of the same kind it is converted from (`1.85m` against `183cm` is
  185; `1.85kg` is refused). A bare number is in the unit the rows are written in (`3000` against
  `3800千米` is 3000千米).

`number_sql` and `spelled_number` are the same rule, one for the rows and one for the typed value.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

# A multiplier the unit of a number written as text starts with, longest first: `6万`, `1.2亿`,
# `3800千米`, `500万元` — the number times it, in SQL as here (`5万小时` is 50000 hours).
MULTIPLIERS: tuple[tuple[str, int], ...] = (
    ("万亿", 10**12), ("千亿", 10**11), ("百亿", 10**10), ("千万", 10**7), ("百万", 10**6), ("亿", 10**8),
    ("万", 10**4), ("千", 10**3), ("百", 100),
)
_MULTIPLIER = dict(MULTIPLIERS)
# A unit of up to four letters, after its multiplier (`35.73万平方公里`: 万 and 平方公里).
UNIT_LETTERS_MAX = 4
_PARTS_RE = re.compile(r"\s*([+-]?\d+(?:\.\d+)?)\s?((?:%s)?[^\W\d_]{0,%d})\s*" % (
    "|".join(word for word, _ in MULTIPLIERS), UNIT_LETTERS_MAX))
# The characters a number written as text starts with, which SQL's ltrim takes off to reach its unit.
NUMBER_CHARS = "0123456789.+- "
# A column's most frequent values read for the units they are written in (bounded: one SQL read).
SUFFIXES_READ = 200
# How a condition reads the rows' texts: the number alone (`183cm`), or times the multiplier its
# unit starts with (`6万`) — the second when any value read has one, so a rarer `1.2亿` the read
# missed is still read right.
NUMBER, SCALED = "number", "scaled"


def parts(text: Any) -> tuple[float, str] | None:
    """(number, what follows it) of `183cm` → (183.0, 'cm'); None for a text of another shape."""
    found = _PARTS_RE.fullmatch(str(text))
    return (float(found.group(1)), found.group(2)) if found else None


def split_unit(suffix: str) -> tuple[str, str]:
    """(multiplier, unit) of what follows a number: `万元` → (`万`, `元`), `cm` → (``, `cm`)."""
    head = next((word for word, _ in MULTIPLIERS if suffix.startswith(word)), "")
    return head, suffix[len(head):]


def tidy(number: float) -> int | float:
    """A whole number as an int (`60000`, not `60000.0`), for the JSON and the link."""
    number = round(number, 6)
    return int(number) if float(number).is_integer() else number


def spelled_number(text: Any) -> int | float | None:
    """The number a row's text spells, as `number_sql` reads it (`6万` → 60000)."""
    found = parts(text)
    return tidy(found[0] * _MULTIPLIER.get(split_unit(found[1])[0], 1)) if found else None


def suffixes(values: Iterable[Any]) -> frozenset[str]:
    """What a column's numbers are written with (`cm`; `万`; `` for a bare number)."""
    return frozenset(found[1].casefold() for found in map(parts, values) if found is not None)


def reading(units: frozenset[str]) -> str:
    return SCALED if any(split_unit(u)[0] for u in units) else NUMBER


def _same_unit(typed: str, unit: str) -> bool:
    # `90分钟` against rows in `分`: one unit written longer (never two different units: 米 / 克)
    return typed == unit or bool(typed and unit) and (typed.startswith(unit) or unit.startswith(typed))


# Units people write one way and rows another (`15千米` against `15km`, `1.8m` against `183cm`):
# each unit's kind and its size in that kind's smallest common unit. `分` is left out (minutes,
# points or cents); a multiplier inside a unit (`千米`, `千克`) is read as one.
COUNTING_WORDS = tuple("个 家 名 位 本 部 件 条 项 份 只 台 辆 座 所 间 套 张 篇 首 集 届 场 款 种 次 笔 门 趟 支 架 枚 艘 颗 棵 株 栋"
                       .split())
UNITS: dict[str, tuple[str, float]] = {
    **dict.fromkeys(("米", "m"), ("length", 1)), **dict.fromkeys(("厘米", "cm"), ("length", 0.01)),
    **dict.fromkeys(("毫米", "mm"), ("length", 0.001)), **dict.fromkeys(("公里", "km"), ("length", 1000)),
    **dict.fromkeys(("克", "g"), ("mass", 1)), **dict.fromkeys(("公斤", "kg"), ("mass", 1000)),
    "斤": ("mass", 500), "吨": ("mass", 10**6),
    **dict.fromkeys(("秒", "s"), ("time", 1)), **dict.fromkeys(("分钟", "min"), ("time", 60)),
    **dict.fromkeys(("小时", "h"), ("time", 3600)), "天": ("time", 86400),
    **dict.fromkeys(("元", "块", "块钱", "人民币"), ("yuan", 1)), **dict.fromkeys(("美元", "美金"), ("dollar", 1)),
    # measure words count things, whichever a person uses (`100台` against rows of `314个`)
    **dict.fromkeys(COUNTING_WORDS, ("count", 1)),
}


def _converted(unit: str, held: set[str]) -> float | None:
    """How many of the rows' unit one typed `unit` is, when both are units of one kind and the rows
    write one size (`km` against `cm` rows: 100000); else None."""
    typed = UNITS.get(unit)
    sizes = {UNITS.get(u) for u in held}
    if typed is None or len(sizes) != 1 or None in sizes:
        return None
    kind, size = sizes.pop()
    return typed[1] / size if kind == typed[0] else None


def typed_number(text: Any, held: frozenset[str]) -> int | float | None:
    """The number a typed value compares with, as the rows written with `held` read; None when its
    unit is not theirs (it cannot be compared with them)."""
    found = parts(text)
    if found is None:
        return None
    number, (head, unit) = found[0], split_unit(found[1].casefold())
    written = {split_unit(s) for s in held}
    units = {u for _, u in written if u}
    if not head and not unit:
        # a bare number is in the unit the rows are written in: `3000` against `3800千米` is 3000千米
        heads = {h for h, u in written}
        if len(heads) == 1 and units:
            return tidy(number * _MULTIPLIER.get(heads.pop(), 1))
        return tidy(number)
    factor = 1.0
    if unit and units and not any(_same_unit(unit, u) for u in units):
        factor = _converted(unit, units)  # `1.8m` against `183cm`: 180
        if factor is None:
            return None  # `1.8kg` against `183cm`
    return tidy(number * _MULTIPLIER.get(head, 1) * factor)


def number_sql(column_sql: str, how: str = SCALED) -> str:
    """SQL for the number a row's text spells (NULL when it holds no digit), as `spelled_number`."""
    number = f"CAST(trim({column_sql}) AS REAL)"
    if how == SCALED:
        unit = f"ltrim({column_sql}, '{NUMBER_CHARS}')"
        cases = " ".join(f"WHEN {unit} LIKE '{word}%' THEN {factor}" for word, factor in MULTIPLIERS)
        number = f"{number} * (CASE {cases} ELSE 1 END)"
    return f"(CASE WHEN {column_sql} GLOB '*[0-9]*' THEN {number} END)"
