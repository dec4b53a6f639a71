"""Legends: the coded values a column comment lists, read once when the index is built.

Chinese back-office schemas say what a status code means in the column's comment —
`订单状态：0->待付款；1->待发货`, `状态（0正常 1停用）`, `(0:停止;1:启动)`, `删除状态(0-正常,1-已删除)`,
`0代表存在 2代表删除`, `菜单类型（M目录 C菜单 F按钮）` — and English ones write `0 = Inactive, 1 = Active`.
`parse_legend` turns such a comment into a `Legend` (an optional prefix and its code → label
entries) and everything else into None. It is strict on purpose: a comment that only mentions
numbers (`排序 0-999`, `评分（1-5星）`, `版本号 1.0`, `折扣率（0.9 表示 9 折）`, `手机号(11位)`) must never
become a legend, because a legend makes the resolver replace the words a person typed.

How a comment is read (docs/conditions.md has the examples and what the real schemas hold):
1. The text is NFKC-folded (full-width brackets and colons become ASCII) and its top-level bracket
   groups are found. The text outside the groups is tried first, with the groups masked (they are
   notes: `1:是（默认值1）`); then each group on its own (`部门状态（0正常 1停用）`).
2. In that body, an entry starts at a code — digits (`0`, `-1`, `00`) or a word of letters (`M`,
   `enable`, `wechat_enterprise`) — at a word boundary, followed by a separator (`->`, `=`, `:`,
   `-`, `/`, `、`, `.`, `代表`, `表示`, `为`, `是`) or directly by its label (`0正常`, `M目录`). Its label
   runs to the next entry. Digit codes and letter codes are tried as two separate readings: a
   legend's codes are all of one kind.
3. The reading is accepted only if every entry is clean: at least two entries, codes and labels
   distinct (a digit code listed twice is left out), every label starts with a letter, CJK or digit and holds a letter or CJK character,
   a Chinese label holds no stray words, an English label without `=`/`->` is a short name.
`{男:1,女:2}` (label before code, inside brackets) is read too.
4. One entry alone in a closing bracket (`用户来源（01自主注册）`, `推荐等级(0:正常)`) is a legend that says
   what one code means and not that it is the only one: it is *open* (`complete` False) — its label
   becomes its code, any other value is taken as typed, never refused. A label with `/` between
   words (`3已发货/待收货`) names its code by each of them too, and so does one with commas between
   short Chinese words when the entries end at semicolons (`2：已收货，待评价；3：已完成`).
"""

from __future__ import annotations

import re
from typing import Iterable, NamedTuple

from ..words.normalize import has_cjk, is_cjk_word, nfkc

# What a legend is and how a value is decoded live in coded_values.py; they are public here too.
from .coded_values import (  # noqa: F401
    MASK,
    Entry,
    Legend,
    alternatives,
    fold_label,
    label_char,
    stored_legend,
)

# A comment longer than this is prose (or a pasted document), not a column legend.
MAX_COMMENT_LENGTH = 1000
# Fewer entries than this is a remark (`是否主键（1是）`, `0表示无门槛`), not a list of codes to choose from.
MIN_ENTRIES = 2
# One entry alone in the closing bracket is read (an open legend) only when its label has at least
# this many characters: `（1是）` is a remark, `（01自主注册）` names a code.
MIN_OPEN_LABEL_LENGTH = 2
# A number before one of these is a quantity (`（30分钟）`, `（11位）`, `（1级分类）`), not a code and its name.
QUANTITY_UNITS = tuple("""位 个 次 天 日 月 年 周 小时 分钟 分 秒 毫秒 岁 元 角 块 张 条 件 人 字 字节 行 列 页 倍 折 米
    公里 克 公斤 千克 斤 升 度 级 星 期 号 版 代 层 批 档 等 类 名 项 段 只 台 套 种 笔 单 篇 章 节 集 季""".split())
# Longer digit codes are numbers (phone numbers, years, amounts), not codes.
MAX_DIGIT_CODE_LENGTH = 6
# Longer letter words are not codes (`wechat_enterprise` is 17).
MAX_LETTER_CODE_LENGTH = 32
# A label is a name for a value; AdventureWorks' longest real one is ~110 characters of English.
MAX_LABEL_LENGTH = 120
# An English label after `:`/`-`/`.` is a short name (`0-get,1-post`); a longer run is a sentence
# (`Step 1: open the box`), which only `=`/`->` legends (`0 = Contact does not wish …`) may carry.
MAX_LOOSE_LATIN_WORDS = 3
# A name of a code that a comma parts from another name of the same code (`已收货，待评价`) is short;
# a longer run is a remark.
MAX_COMMA_PART_LENGTH = 6
# Text in front of the codes longer than this is prose that happens to contain numbers.
MAX_PREFIX_LENGTH = 80

_OPENERS = {"(": ")", "[": "]", "{": "}", "【": "】"}
_CLOSERS = {v: k for k, v in _OPENERS.items()}
# Stands in for every character of a masked bracket group: not a delimiter, not a code, not CJK.
_MASK = MASK
# Characters that end one entry's label and may precede the next entry's code.
_DELIMITERS = " \t\r\n,;、|/。" + _MASK
# Characters that separate a label from trailing text inside it (a Chinese label with stray words).
_LABEL_BREAKS = re.compile(r"[\s,;、|。]")
_CODE_CHAR_RE = re.compile(r"[0-9A-Za-z]")
_TOKEN_RE = re.compile(r"-?\d+|[A-Za-z][A-Za-z0-9_]*")
# Separators between a code and its label. "Strong" ones (`=`, `->`) may introduce a sentence.
_STRONG_SEPARATORS = ("->", "=>", "→", "==", "=")
# Words that join a code to its label (`0代表存在`, `1为复制表`, `0是未收货退款`); glued on both sides.
_WORD_SEPARATORS = ("代表", "表示", "为", "是")
_SEPARATOR_RE = re.compile(r"\s*(->|=>|→|==|=|:|-(?!\d)|/|、|\.(?!\d))\s*|(" + "|".join(_WORD_SEPARATORS) + ")")
# One entry alone in a closing bracket: a digit code, an optional separator, a label of one word.
_SINGLE_RE = re.compile(r"\s*(\d{1,%d})\s*(?:->|=>|→|==|=|:|-|、|代表|表示|为|是)?\s*([^\s\d\-,;、|/。.:=]+)\s*"
                        % MAX_DIGIT_CODE_LENGTH)
# A label that goes on after a delimiter with a number hides an entry that was not read.
_MISSED_ENTRY_RE = re.compile(r"[,;、]\s*-?\d")
# So does Chinese with a number glued to its end (`满100减10 满200减30`, `星期1 星期2 星期3`).
_TRAILING_NUMBER_RE = re.compile(r"(\D)\d+$")
_QUOTES = "\"'“”‘’「」"
_TRIM = _DELIMITERS + ".:" + _QUOTES
_REVERSED_ITEM_RE = re.compile(r"^\s*([^\d\s:=,;、]+?)\s*[:=]\s*(-?\d{1,%d})\s*$" % MAX_DIGIT_CODE_LENGTH)
_REVERSED_SPLIT_RE = re.compile(r"[,;、]")
# Prose legends (litemall): `如果是0则是正常可用；如果是1则是过期`, `正常上线则0，到期自动下线则1`. An entry
# is one clause; the comment is a prefix clause, then entries and nothing else (`如果其他值，则…`,
# `goods_type如果是0则…` — codes of another column — and `如果type=0…` are refused).
_PROSE_END = r"\s*(?=[,;。]|$)"
_PROSE_ENTRY_RE = re.compile(r"(?:如果|如)+是?\s*(-?\d{1,%d})\s*,?\s*则是?\s*([^,;。\s][^,;。]*?)%s"
                             % (MAX_DIGIT_CODE_LENGTH, _PROSE_END))
_PROSE_REVERSED_RE = re.compile(r"([^,;。\s][^,;。]*?)\s*则\s*(-?\d{1,%d})%s" % (MAX_DIGIT_CODE_LENGTH, _PROSE_END))
_PROSE_GAP_RE = re.compile(r"[\s,;。.]*")


# -- reading a comment -------------------------------------------------------------------------
def parse_legend(comment: str | None) -> Legend | None:
    """The legend a column comment lists, or None when it lists none (see the module docstring)."""
    if not comment:
        return None
    text = nfkc(comment).strip()
    if len(text) > MAX_COMMENT_LENGTH or not _CODE_CHAR_RE.search(text):
        return None  # most comments (`订单编号`) have no code at all: the index build skips them at once
    groups = _bracket_groups(text, 0, len(text))
    outside = _read_body(text, _masked(text, 0, len(text), groups), 0, len(text))
    if outside is not None:
        return outside
    if "则" in text:
        prose = _read_prose(text, _PROSE_ENTRY_RE, 1, 2) or _read_prose(text, _PROSE_REVERSED_RE, 2, 1)
        if prose is not None:
            return prose
    for start, end in groups:
        inner = _read_body(text, _masked(text, start + 1, end - 1, _bracket_groups(text, start + 1, end - 1)),
                           start + 1, end - 1) or _read_reversed(text[start + 1:end - 1])
        if inner is not None:
            before = _clean_prefix(text[:start])
            return Legend(prefix=before or inner.prefix, entries=inner.entries)
    return _read_single(text, groups)


def _read_single(text: str, groups: list[tuple[int, int]]) -> Legend | None:
    """`用户来源（01自主注册）`: one entry alone in a bracket that ends the comment, after a prefix —
    an open legend. Not a quantity (`（30分钟）`), not a one-character remark (`（1是）`)."""
    if len(groups) != 1 or text[groups[0][1]:].strip():
        return None
    start, end = groups[0]
    prefix = _clean_prefix(text[:start])
    match = _SINGLE_RE.fullmatch(text, start + 1, end - 1)
    if not prefix or len(prefix) > MAX_PREFIX_LENGTH or match is None:
        return None
    code, label = match.group(1), match.group(2).strip(_QUOTES)
    if len(label) < MIN_OPEN_LABEL_LENGTH or not is_cjk_word(label[0]) or label.startswith(QUANTITY_UNITS):
        return None
    return Legend(prefix=prefix, entries=(Entry(code, label),), complete=False)


def _bracket_groups(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Top-level balanced bracket groups in text[lo:hi] as (start, end) with end exclusive.
    A closer without its opener is plain text; an opener never closed opens no group."""
    groups: list[tuple[int, int]] = []
    stack: list[str] = []
    start = lo
    for i in range(lo, hi):
        ch = text[i]
        if ch in _OPENERS:
            if not stack:
                start = i
            stack.append(_OPENERS[ch])
        elif ch in _CLOSERS and stack:
            if ch != stack[-1]:
                return groups  # crossed brackets: what follows is not structured text
            stack.pop()
            if not stack:
                groups.append((start, i + 1))
    return groups


def _masked(text: str, lo: int, hi: int, groups: Iterable[tuple[int, int]]) -> str:
    """text[lo:hi] with every character of the given groups replaced by the mask (same length)."""
    chars = list(text[lo:hi])
    for start, end in groups:
        chars[start - lo:end - lo] = _MASK * (end - start)
    return "".join(chars)


class _Start(NamedTuple):
    at: int  # where the code starts (index into the full text)
    code: str
    label_at: int  # where the label starts
    separator: str  # "" when the label follows the code directly


def _read_body(text: str, masked: str, lo: int, hi: int) -> Legend | None:
    """Read text[lo:hi] (with `masked` its masked copy) as prefix + entries, digit codes first."""
    for digits in (True, False):
        legend = _read_entries(text, masked, lo, hi, digits)
        if legend is not None:
            return legend
    return None


def _read_entries(text: str, masked: str, lo: int, hi: int, digits: bool) -> Legend | None:
    starts = _code_starts(masked, lo, digits)
    # A code whose label would be empty is a word of the text around it (`person:` before `SC = …`,
    # `item.` before `1 = …`): drop it, so its text joins the prefix or the label before it.
    kept: list[_Start] = []
    for i, start in enumerate(starts):
        following = starts[i + 1].at if i + 1 < len(starts) else hi
        if text[start.label_at:following].strip(_TRIM):
            kept.append(start)
    if len(kept) < MIN_ENTRIES:
        return None
    prefix = _clean_prefix(text[lo:kept[0].at])
    if len(prefix) > MAX_PREFIX_LENGTH:
        return None
    entries: list[Entry] = []
    for i, start in enumerate(kept):
        end = kept[i + 1].at if i + 1 < len(kept) else hi
        label = _label(text, masked, lo, start, end, last=i + 1 == len(kept))
        if label is None:
            return None
        entries.append(Entry(start.code, label))
    return _checked(prefix, entries, [s.separator for s in kept], digits)


def _code_starts(masked: str, lo: int, digits: bool) -> list[_Start]:
    starts: list[_Start] = []
    for match in _TOKEN_RE.finditer(masked):
        token = match.group()
        is_digits = token.lstrip("-").isdigit()
        if is_digits != digits:
            continue
        limit = MAX_DIGIT_CODE_LENGTH if digits else MAX_LETTER_CODE_LENGTH
        if len(token.lstrip("-")) > limit:
            continue
        at = match.start()
        before = masked[at - 1] if at > 0 else ""
        if token.startswith("-") and is_cjk_word(before):
            # A minus glued to the Chinese before it joins the two (`售后状态-0正常`): no sign.
            token, at, before = token[1:], at + 1, ""
        after = match.end()
        if is_digits and masked[after:after + 1] == "." and masked[after + 1:after + 2].isdigit():
            continue  # a decimal number (`0.9`, `1.0`)
        separator, label_at = _separator(masked, after, digits)
        if label_at is None:
            continue
        if not _boundary(before, digits, first=not starts, strong=bool(separator)):
            continue
        starts.append(_Start(lo + at, token, lo + label_at, separator))
    return starts


def _boundary(before: str, digits: bool, *, first: bool, strong: bool) -> bool:
    """May a code start after this character? After a delimiter, at the start, or right after
    Chinese (`删除标识0-正常`, `0否1是`; a letter code only as the first: `授权方式role角色`); after a
    colon only the first code (`状态:0->…`) or one with its own separator (`子菜单:2:按钮`, never `1:1天`)."""
    if before == "" or before in _DELIMITERS:
        return True
    if before == ":":
        return first or strong
    # Letter codes glued after Chinese: only the first (`关联litemall_groupon_rules表ID字段` is no list).
    return is_cjk_word(before) and (digits or first)


def _separator(masked: str, at: int, digits: bool) -> tuple[str, int | None]:
    """The separator after a code and where its label starts; (\"\", None) when none fits."""
    match = _SEPARATOR_RE.match(masked, at)
    if match:
        separator, label_at = match.group(1) or match.group(2), match.end()
        nxt = masked[label_at:label_at + 1]
        if separator in _WORD_SEPARATORS:
            if nxt.isalpha():
                return separator, label_at  # `0代表存在`, `1为number` (never `0是1否`)
        elif label_char(nxt):
            return separator, label_at
    # No separator: the label follows directly (`0正常`, `0PC`, `M目录`) or after spaces (`0 正常`).
    label_at = at
    while label_at < len(masked) and masked[label_at] in " \t":
        label_at += 1
    nxt = masked[label_at:label_at + 1]
    if is_cjk_word(nxt):
        return "", label_at
    if digits and nxt.isascii() and nxt.isalpha():
        # `0PC` glued; after a space only a label that turns Chinese before it ends (`1 VIP用户`).
        word = re.match(r"[^\s,;、|/。\x00]*", masked[label_at:]).group()
        if label_at == at or has_cjk(word):
            return "", label_at
    return "", None


def _label(text: str, masked: str, lo: int, start: _Start, end: int, *, last: bool) -> str | None:
    """The label of one entry, trimmed of delimiters and trailing notes (`是（默认值1）` → `是`);
    None when the entry holds stray words (a Chinese label with a gap not at the very end)."""
    a, b = start.label_at, end
    while b > a and (masked[b - 1 - lo] in _TRIM):
        b -= 1
    label = text[a:b]
    inner = masked[a - lo:b - lo]
    if not re.search("[A-Za-z]", label):
        gap = _LABEL_BREAKS.search(inner)
        if gap and not last and _one_state_of_two(inner, masked[b - lo:end - lo]):
            gap = None  # `2：已收货，待评价；3：…`: the entries end at `;`, a comma joins two names of one code
        if gap:
            if not last:
                return None
            b = a + gap.start()
            while b > a and masked[b - 1 - lo] in _TRIM:
                b -= 1
            label = text[a:b]
    return label.strip().strip(_QUOTES).strip()


def _one_state_of_two(label: str, tail: str) -> bool:
    """Whether a Chinese label with commas inside is one code's names (`已收货，待评价`): its entry ends
    at a semicolon, and the commas part short Chinese words only."""
    parts = label.split(",")
    return ";" in tail and len(parts) > 1 and all(
        0 < len(p.strip()) <= MAX_COMMA_PART_LENGTH and all(is_cjk_word(ch) for ch in p.strip()) for p in parts)


def _clean_prefix(text: str) -> str:
    return text.strip().rstrip(":：;,，、.。(-").strip()


def _checked(prefix: str, entries: list[Entry], separators: list[str], digits: bool) -> Legend | None:
    """The legend if every entry is clean (module docstring, step 3); else None."""
    codes = [fold_label(e.code) for e in entries]
    labels = [fold_label(e.label) for e in entries]
    if len(set(labels)) != len(labels) or not digits and len(set(codes)) != len(codes):
        return None
    # A digit code listed twice with two names (`-1 : 申请退款 … -1：已退款`, a comment edited over the
    # years; `0 未知， 1男， 1 女`, a typo) says nothing sure about that code: its names are left out,
    # and the rest of the list stands if enough of it is left.
    twice = {c for c in codes if codes.count(c) > 1}
    if twice:
        kept = [(e, s) for e, s, c in zip(entries, separators, codes) if c not in twice]
        entries, separators = [e for e, _ in kept], [s for _, s in kept]
    if len(entries) < MIN_ENTRIES:
        return None
    if not digits and len(set(separators)) > 1:
        return None  # letter codes are one list written one way (`M目录 C菜单`), never `api方法：get/post`
    any_cjk = any(has_cjk(e.label) for e in entries)
    for entry, separator in zip(entries, separators):
        label = entry.label
        if not label or len(label) > MAX_LABEL_LENGTH or not label_char(label[0]):
            return None
        if not any(ch.isalpha() for ch in label) or _MISSED_ENTRY_RE.search(label):
            return None
        glued = _TRAILING_NUMBER_RE.search(label)
        if glued and is_cjk_word(glued.group(1)):
            return None
        if has_cjk(label):
            continue
        # An English label: a sentence only after `=`/`->`; a short name after `:`/`-`/`.`;
        # glued to its code (`0PC`) only beside Chinese labels.
        if separator in _STRONG_SEPARATORS:
            continue
        if not any_cjk and (not separator or not digits):
            return None
        if separator and (len(label.split()) > MAX_LOOSE_LATIN_WORDS or re.search(r"[.;]", label)):
            return None
    return Legend(prefix=prefix or None, entries=tuple(entries))


def _read_prose(text: str, pattern: re.Pattern, code_group: int, label_group: int) -> Legend | None:
    """A prose legend: a prefix clause, then one clause per entry and nothing else."""
    first = None
    entries: list[Entry] = []
    at = 0
    while True:
        match = pattern.search(text, at)
        if match is None:
            break
        if first is None:
            first = match
            # The prefix is a clause of its own (`优惠券状态，`): the entries start a clause.
            if match.start() and text[match.start() - 1] not in ",;。 ":
                return None
        elif not _PROSE_GAP_RE.fullmatch(text, at, match.start()):
            return None
        entries.append(Entry(match.group(code_group), match.group(label_group).strip()))
        at = match.end()
    if first is None or not _PROSE_GAP_RE.fullmatch(text, at):
        return None
    return _checked(_clean_prefix(text[:first.start()]), entries, ["则"] * len(entries), digits=True)


def _read_reversed(body: str) -> Legend | None:
    """`男:1,女:2` — labels before their digit codes, only as a whole bracket group."""
    items = [item for item in _REVERSED_SPLIT_RE.split(body) if item.strip()]
    entries: list[Entry] = []
    for item in items:
        match = _REVERSED_ITEM_RE.match(item)
        if not match or not label_char(match.group(1)[0]):
            return None
        entries.append(Entry(match.group(2), match.group(1).strip()))
    return _checked("", entries, ["="] * len(entries), digits=True)


def legend_json(comment: str | None) -> str | None:
    """The stored form of a comment's legend (None when it has none): what the index keeps."""
    legend = parse_legend(comment)
    return legend.to_json() if legend else None


_ENUM_RE = re.compile(r"^\s*enum\s*\((.*)\)\s*$", re.IGNORECASE | re.DOTALL)  # `ENUM('G','PG','PG-13')`: every value
# An enum's values are its labels only when there are a few short ones (a long list is data, not states).
MAX_ENUM_VALUES, MAX_ENUM_VALUE_LENGTH = 12, 20


_ENUM_LABELS_RE = re.compile(r"[（(:：]\s*([^（()）:：]+?)\s*[）)]?\s*$")


def enum_legend(column_type: str | None, comment: str | None = None) -> Legend | None:
    """An ENUM column's values as a legend whose codes are the values themselves (`films rated PG-13` finds
    `PG-13` as a label of rating) — labelled by its description when that lists, in brackets or after a colon, one
    Chinese word per value in order (`enum('SYSTEM','VISIT')` `日志类型（系统操作日志，用户访问日志）`); None for any other
    type, or values no one would type as words."""
    match = _ENUM_RE.match(column_type or "")
    if match is None:
        return None
    values = [v.strip().strip("'\"").strip() for v in match.group(1).split(",")]
    if not MIN_ENTRIES <= len(values) <= MAX_ENUM_VALUES or len({fold_label(v) for v in values}) != len(values) or \
            any(not v or len(v) > MAX_ENUM_VALUE_LENGTH or not any(ch.isalpha() for ch in v) for v in values):
        return None
    listed = _ENUM_LABELS_RE.search(comment or "")
    labels = [w.strip() for w in re.split(r"[，,、/；;]", listed.group(1))] if listed else []
    if len(labels) != len(values) or not all(w and is_cjk_word(w[0]) for w in labels):
        labels = values
    return Legend(None, tuple(Entry(v, w) for v, w in zip(values, labels)))


# `open, closed, on_hold`, `日志类型：INFO/ERROR`: a text column's whole description a list of words in Latin letters
# (after a name and a colon), the column named for what state or kind a row is in — the values it holds, as
# fossbilling writes its statuses.
_VALUE_LIST_RE = re.compile(r"^\s*(?:[^:：,/]{1,30}[:：]\s*)?(?P<values>[A-Za-z][A-Za-z0-9_]*(?:\s*[,/]\s*[A-Za-z][A-Za-z0-9_]*)+)"
                            r"\s*\.?\s*$")
# The last word of such a column's name (`status`, `order_status`, `payment_type`).
VALUE_LIST_NAMES = frozenset("status state type kind mode stage level priority category gender role method channel "
                             "source result".split())
# Declared types that hold text (or none declared): a list on a column of numbers is no list of its values.
_TEXT_TYPE_RE = re.compile(r"char|text|string|clob", re.IGNORECASE)


def listed_values_legend(comment: str | None, column_type: str | None, name: str) -> Legend | None:
    """The values a description lists (`paid, unpaid` on invoice.status) as a legend whose codes are the
    values themselves, like an ENUM's; None for any other description, type or name."""
    listed = _VALUE_LIST_RE.match(comment or "")
    if not listed or column_type and not _TEXT_TYPE_RE.search(column_type):
        return None
    if re.split(r"[^a-z0-9]+", name.lower())[-1] not in VALUE_LIST_NAMES:
        return None
    values = [v.strip() for v in re.split(r"[,/]", listed.group("values"))]
    if not MIN_ENTRIES <= len(values) <= MAX_ENUM_VALUES or len(set(values)) != len(values):
        return None
    return Legend(None, tuple(Entry(v, v.replace("_", " ")) for v in values))  # (`on_hold` is typed `on hold`)
