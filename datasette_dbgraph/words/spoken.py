"""How people say a column's word: `点击数`, `点击数量`, `点击个数` and `点击量` are one count, and
`最低价` is `最低价格` — whichever ending a schema chose; a unit the name writes in brackets is said
after it (`通勤高峰实际速度千米每小时` for 通勤高峰实际速度(千米/时)) (docs/one-box.md, "Column words"); and
the participle an English status word is typed as (`shipped` for the verb ship).
Sentences and structured requests share the rules."""

from __future__ import annotations

import re
from functools import lru_cache

from . import normalize

# Endings that say the same of the same stem, longest first in each group (so that `数量` is not read
# as `数` + `量`). `人数` is left out: `点击人数` (people who clicked) is not `点击数` (clicks).
COUNT_ENDINGS = ("数量", "个数", "数", "量")  # how many
PRICE_ENDINGS = ("价格", "价")  # a price
ENDING_GROUPS = (COUNT_ENDINGS, PRICE_ENDINGS)
# The shortest stem before the ending: `销量`, `总数`, `售价` are words of their own, not a count or
# a price of 销, 总 or 售.
ENDING_STEM_MIN = 2
# Distinct words whose other forms are kept.
FORMS_CACHE = 8192


def _stem(word: str) -> tuple[str, tuple[str, ...]] | None:
    folded = normalize.fold(word).strip()
    for group in ENDING_GROUPS:
        for ending in group:
            if folded.endswith(ending):
                stem = folded[: -len(ending)]
                if len(stem) < ENDING_STEM_MIN or not normalize.is_cjk_word(stem) or stem.endswith(group):
                    return None
                return stem, group
    return None


def count_stem(word: str) -> str | None:
    """What is counted (`点击` in 点击量), folded; None unless the word is a Chinese stem of two
    characters or more and a count ending."""
    found = _stem(word)
    return found[0] if found is not None and found[1] is COUNT_ENDINGS else None


@lru_cache(maxsize=FORMS_CACHE)
def ending_forms(word: str) -> tuple[str, ...]:
    """The same word with the other endings of its group (`点击量` → 点击数量, 点击个数, 点击数;
    `最低价` → 最低价格), folded; () for a word with no such ending after a stem of two characters or
    more."""
    found = _stem(word)
    if found is None:
        return ()
    stem, group = found
    typed = normalize.fold(word).strip()
    return tuple(stem + ending for ending in group if stem + ending != typed)


# A unit written in brackets at the end of a name: `通勤高峰实际速度(千米/时)`, `发电量（亿千瓦小时）`.
_UNIT_IN_BRACKETS_RE = re.compile(r"^(.+?)\s*[（(]([^()（）]+)[)）]$")
# How a unit's signs are said: `千米/时` is 千米每时, 千米每小时.
_SAID_PER = "每"
_HOUR_WORDS = ("时", "小时")


@lru_cache(maxsize=FORMS_CACHE)
def said_with_unit(name: str) -> tuple[str, ...]:
    """A name with its unit in brackets as people say it, folded (`通勤高峰实际速度(千米/时)` →
    通勤高峰实际速度, 通勤高峰实际速度千米每时, 通勤高峰实际速度千米每小时); () when the name has no unit
    in brackets."""
    found = _UNIT_IN_BRACKETS_RE.match(normalize.fold(name).strip())
    if found is None:
        return ()
    head, unit = found.group(1).strip(), found.group(2).strip()
    said = {"", unit, unit.replace("/", _SAID_PER)}  # (or no unit said at all)
    if unit.endswith("/" + _HOUR_WORDS[0]):
        said.add(unit[: -2] + _SAID_PER + _HOUR_WORDS[1])
    return tuple(sorted(head + form for form in said))


# `年营业额` is said `年度营业额` (yearly), and a `年度…` name `年…`: the rest two characters or more (not 年龄, 年薪).
_YEARLY = ("年度", "年")


@lru_cache(maxsize=FORMS_CACHE)
def yearly_forms(name: str) -> tuple[str, ...]:
    """A Chinese name of something per year with the other way of saying per year, folded (`年营业额` →
    年度营业额, `年度利润` → 年利润); () for any other name."""
    folded = normalize.fold(name).strip()
    for said, other in (_YEARLY, _YEARLY[::-1]):
        rest = folded[len(said):]
        if folded.startswith(said) and len(rest) >= ENDING_STEM_MIN and normalize.is_cjk_word(rest) and \
                not rest.startswith(("度", "份", "代", "级", "龄")):
            return (other + rest,)
    return ()


# Words put before a thing's word to say the row belongs to it (`所属纲`, `所在省`): when the rest is one
# character, the segmenter never cuts it out of the name, and a person types just that (`哪个纲`).
BELONGING_STARTS = ("所属", "所在", "所处")
# A longer thing is said with any of these before it, or none (`所在城市` for 位于城市 or 城市), and a place
# (`地点`) as `所在地` (`总部所在地` for 总部地点): people do not keep to the word the schema chose.
BELONGING_SAID = ("所属", "所在", "所处", "位于")
PLACE_SAID = ("地点", "所在地")


def belonging_forms(name: str) -> tuple[str, ...]:
    """The other ways a person says a column's name that says where a row belongs, folded: the one
    character after 所属/所在/所处 (`所属纲` → 纲), the thing with another of BELONGING_SAID before it or
    none before it (`位于城市` → 所在城市, `城市` → 所在城市), `…地点` as `…所在地`; () for any other name."""
    folded = normalize.fold(name).strip()
    for start in BELONGING_STARTS:
        rest = folded[len(start):]
        if folded.startswith(start) and len(rest) == 1 and normalize.is_cjk_word(rest):
            return (rest,)
    if not normalize.is_cjk_word(folded):
        return ()
    if folded.endswith(PLACE_SAID[0]):
        return (folded[: -len(PLACE_SAID[0])] + PLACE_SAID[1],)
    start = next((s for s in BELONGING_SAID if folded.startswith(s)), "")
    rest = folded[len(start):]
    if len(rest) < 2 or rest.startswith(BELONGING_SAID):
        return ()
    return tuple(s + rest for s in BELONGING_SAID if s != start)


# Past participles English does not spell with -ed.
IRREGULAR_PARTICIPLES = {"pay": "paid", "send": "sent", "sell": "sold", "buy": "bought", "make": "made",
                         "write": "written", "give": "given", "take": "taken", "freeze": "frozen"}


def english_forms(word: str, done: bool) -> tuple[str, ...]:
    """`ship` → ship, shipped; `close` → close, closed; `cancel` → cancelled, canceled (done: the
    participle only — a bare verb is no state)."""
    if not done:
        return (word,)
    if word in IRREGULAR_PARTICIPLES:
        return (IRREGULAR_PARTICIPLES[word],)
    if word.endswith("e"):
        return (word + "d",)
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        return (word[:-1] + "ied",)  # (verify → verified)
    forms = [word + "ed"]
    if len(word) >= 3 and word[-1] not in "aeiouwxy" and word[-2] in "aeiou" and word[-3] not in "aeiou":
        forms.append(word + word[-1] + "ed")
    return tuple(forms)
