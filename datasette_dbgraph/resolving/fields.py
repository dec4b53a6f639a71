"""Columns of the chosen table found by words: a requested field matched to one column by tiers,
and a where key matched to the columns that fit it equally well (docs/how-it-decides.md, "Fields
and where").

Each tier lists every column it finds, with a `rank` (lower is the better pick: what a field
takes) and a `level` (higher fits better; columns at the same level fit *equally*, which for a
where key means nothing may be guessed between them)."""

from __future__ import annotations

import functools
from functools import lru_cache
from typing import Callable, Mapping, NamedTuple, Sequence

from rapidfuzz.distance import Levenshtein

from ..index.records import ColumnRecord
from ..rules import FIELD_TIERS, FUZZY_MIN_LENGTH, WHERE_COLUMN_SCORE
from ..sources.column_kinds import is_money_column, money_columns
from ..words import normalize
from ..words.aliases import AliasTable, readings
from ..words.glossary import PINNED_READINGS
from ..words.spoken import belonging_forms, ending_forms, said_with_unit, yearly_forms
from .resolution import column_entry

# Distinct words typed (fields, where keys, words of a sentence) whose parsed form is kept.
WORD_CACHE = 16384
# Comment levels: the comment's main part is just the word (`积分`) / holds it (`历史积分数量`) /
# only the rest of the comment does (a legend or a note in brackets).
COMMENT_IS_WORD, COMMENT_HOLDS_WORD, NOTE_HOLDS_WORD = 2, 1, 0
# The shortest Chinese word found inside a column's Chinese name: one character (`数`, `率`) sits
# inside too many names to name one.
CJK_PART_MIN = 2


class Hit(NamedTuple):
    column: ColumnRecord
    rank: tuple
    level: int = 0


class Word(NamedTuple):
    """A word as the tiers compare it."""

    text: str
    folded: str  # normalize.fold_identifier
    terms: tuple[str, ...]  # the words of its query phrases


def column_match(column: ColumnRecord, matched_by: str, term: str) -> dict:
    """A column entry for a requested word matched in tier `matched_by`, scored as that tier."""
    return column_entry(column, matched_by, FIELD_TIERS[matched_by], term)


def where_match(column: ColumnRecord, key: str) -> dict:
    return column_entry(column, "where", WHERE_COLUMN_SCORE, key)


def exact_column(columns: Sequence[ColumnRecord], name: str) -> ColumnRecord | None:
    """The column named exactly this: the exact spelling first (PostgreSQL may have `Name` and
    `name`), then without case, as SQLite and MySQL compare column names."""
    for column in columns:
        if column.name == name:
            return column
    folded = name.casefold()
    for column in columns:
        if column.name.casefold() == folded:
            return column
    return None


def _name_tokens(name: str) -> list[str]:
    """The words of a column name, and what its tokens also stand for (`usermobile` → mobile)."""
    tokens = normalize.identifier_tokens(name)
    return tokens + [r for t in tokens for r in readings(t)]


@lru_cache(maxsize=WORD_CACHE)
def _word(text: str) -> Word | None:
    folded = normalize.fold_identifier(text)
    if not folded:
        return None
    return Word(text, folded, tuple(t for p in normalize.query_phrases(text) for t in p.words))


# A column a deployment bound words to (bindings.Bound.columns): (object id, column id) pairs by
# the words' terms.
BoundColumns = Mapping[tuple[str, ...], frozenset[tuple[int, int]]]


def match_field(columns: Sequence[ColumnRecord], word: str, aliases: AliasTable,
                bound: BoundColumns | None = None) -> dict | None:
    """One requested field → one column: the best-ranked column of the first tier that finds any,
    in the order rules.FIELD_TIERS lists; first, a column the deployment bound the word to."""
    found = first_tier(columns, word, aliases, bound=bound)
    if found is None:
        return None
    matched_by, hits = found
    if matched_by == "money" and len(hits) > 1:
        return None  # (a word for money in general names none of several: nothing shown is guessed)
    return column_match(min(hits, key=lambda h: h.rank).column, matched_by, word)


def fitting_columns(columns: Sequence[ColumnRecord], word: str, aliases: AliasTable,
                    tiers: Sequence[str] | None = None,
                    bound: BoundColumns | None = None) -> tuple[str, list[ColumnRecord]] | None:
    """(tier, the columns that fit the word equally): the first tier that finds any, and of its
    columns those at the best level, in column order."""
    found = first_tier(columns, word, aliases, tiers, bound)
    if found is None:
        return None
    matched_by, hits = found
    best = max(h.level for h in hits)
    return matched_by, sorted((h.column for h in hits if h.level == best), key=lambda c: c.position)


def first_tier(columns: Sequence[ColumnRecord], word: str, aliases: AliasTable,
               tiers: Sequence[str] | None = None, bound: BoundColumns | None = None) -> tuple[str, list[Hit]] | None:
    parsed = _word(word)
    if parsed is None:
        return None
    # A binding names its column outright: it comes before every tier ("by your binding").
    pairs = (bound or {}).get(tuple(parsed.terms), ())
    hits = [Hit(c, (c.position,)) for c in columns if (c.object_id, c.id) in pairs]
    if hits:
        return "binding", hits
    for name, tier in TIERS:
        if tiers is not None and name not in tiers:
            continue
        hits = tier(columns, parsed, aliases)
        if hits and name == "comment" and max(h.level for h in hits) < COMMENT_IS_WORD:
            if (plain := _plainly_named(columns, parsed, aliases)) is not None:
                return "synonym", [Hit(plain, (plain.position,))]
            if (money := _all_money(columns, parsed, hits)) is not None:
                return name, money
        if hits:
            return name, hits
    return None


# Words for money in general: they name no one of several money columns.
GENERIC_MONEY_WORDS = frozenset({"金额", "钱", "费用", "amount", "money"})


def _all_money(columns, word: Word, hits: list[Hit]) -> list[Hit] | None:
    """`订单金额大于500` on orders described 商品总费用, 订单费用, 实付费用 … 实际退款金额: a word for money in
    general that only one modified description holds (退款 unsaid) names none of the table's several money
    columns — all of them fit, and the value or the person says which (issue 21: money said otherwise)."""
    if normalize.fold(word.text).strip() not in GENERIC_MONEY_WORDS or len({h.column.id for h in hits}) != 1:
        return None  # (several already fit: they are asked about as they are)
    money = [c for c in columns if is_money_column(c.name, c.type, c.comment)]
    if not {c.id for c in money} - {h.column.id for h in hits}:
        return None
    level = max(h.level for h in hits)
    held = {h.column.id for h in hits}
    return [Hit(c, (c.position,), level) for c in columns if c.id in held or c in money]


def _plainly_named(columns, word: Word, aliases: AliasTable) -> ColumnRecord | None:
    """`价格` on products with `price` (no description) and `promotion_price` 促销价格: where every
    description that holds the word adds to it, the one column with no description whose whole
    name is the word's translation is the plain one — a modified one is said with its modifier."""
    key = tuple(word.terms)
    group_terms = {k for i in aliases.groups_for(key) for k in aliases.groups[i].keys} if key else set()
    plain = [c for c in columns if not c.comment and tuple(_name_tokens(c.name)) in group_terms]
    return plain[0] if len(plain) == 1 else None


def _by_name(columns, word: Word, aliases) -> list[Hit]:
    """The exact column name; then the same name written with other case or separators — but
    never another column when one is named exactly that."""
    wanted = word.text.strip().casefold()
    hits = [Hit(c, (c.position,)) for c in columns if c.name.casefold() == wanted]
    hits = hits or [Hit(c, (c.position,)) for c in columns if normalize.fold_identifier(c.name) == word.folded]
    # (or the name with its unit in brackets said after it, `通勤高峰实际速度千米每小时`; `年度营业额` for 年营业额)
    said = normalize.fold(word.text).strip()
    return hits or [Hit(c, (c.position,)) for c in columns if said in said_with_unit(c.name) + yearly_forms(c.name) + belonging_forms(c.name)]


def _by_name_part(columns, word: Word, aliases) -> list[Hit]:
    """Whole words of a column name (`name` → `user_name`); the closest name is the best pick. A
    Chinese name holds a Chinese word of two characters or more (`子女` → `子女数量`, `上映` →
    `上映时间`): several such names fit equally, and a where key or a value then says which."""
    if word.terms and normalize.has_cjk(word.text):
        needle = normalize.fold(word.text).strip()
        if len(needle) < CJK_PART_MIN or not all(normalize.is_cjk_word(ch) for ch in needle):
            return []
        hits = [Hit(c, (len(c.name), c.position), 1) for c in columns
                if needle in (name := normalize.fold(c.name)) and name != needle and _cjk_part(name, needle)]
        if hits or not (forms := ending_forms(needle)):
            return hits
        # `点击量` for 点击数: the same count with another ending names the column outright.
        return [Hit(c, (len(c.name), c.position), 1) for c in columns if normalize.fold(c.name) in forms]
    if not word.terms or not all(t.isascii() for t in word.terms):
        return []
    wanted = set(word.terms)
    hits = []
    for column in columns:
        tokens = _name_tokens(column.name)
        if wanted <= set(tokens):
            hits.append(Hit(column, (len(tokens), column.position)))
    return hits


@lru_cache(maxsize=WORD_CACHE)
@functools.lru_cache(maxsize=65536)
def _cjk_bounds(name: str) -> frozenset[int]:
    """Where the words of a Chinese name start and end — and, inside a word the segmenter keeps
    whole, where it joins two words of its own (`所在城市` is 所在 + 城市: `城市` names it)."""
    bounds, pos = {0}, 0
    for piece in normalize.cjk_segments(name):
        if len(piece) >= 2 * CJK_PART_MIN:
            inner = set(normalize.cjk_words(piece, with_subwords=True))
            bounds.update(pos + k for k in range(CJK_PART_MIN, len(piece) - CJK_PART_MIN + 1)
                          if piece[:k] in inner and piece[k:] in inner)
        pos += len(piece)
        bounds.add(pos)
    return frozenset(bounds)


def _cjk_part(name: str, needle: str) -> bool:
    """`子女` is a word of `子女数量`; `老年人` is not one of `老年人口占比` (the segmenter cuts
    老年人口), and a key column (`软件id`) is named by its whole name only."""
    if name.endswith("id") or name.endswith("编号"):
        return False
    bounds = _cjk_bounds(name)
    start = name.find(needle)
    while start >= 0:
        if start in bounds and start + len(needle) in bounds:
            return True
        start = name.find(needle, start + 1)
    return False


def _by_comment(columns, word: Word, aliases) -> list[Hit]:
    """The column comment contains the word (folded: 手机号 is in 手机号码); the comment nearest
    to just the word is the best pick, and a main part that is the word fits best."""
    needle = normalize.fold(word.text).strip()
    if not needle:
        return []
    cjk = normalize.has_cjk(needle)
    wanted = set(word.terms)
    hits = []
    for column in columns:
        comment = normalize.fold(column.comment or "")
        if not comment:
            continue
        main = normalize.comment_main(column.comment)
        if cjk:
            if needle not in comment:
                if main in ending_forms(needle):  # `点击量` for a column described 点击数
                    hits.append(Hit(column, (len(comment), column.position), COMMENT_HOLDS_WORD))
                continue
            level = COMMENT_IS_WORD if main == needle else COMMENT_HOLDS_WORD if needle in main else NOTE_HOLDS_WORD
        else:
            if not wanted or not wanted <= set(normalize.identifier_tokens(comment)):
                continue
            main_tokens = normalize.identifier_tokens(main)
            level = (COMMENT_IS_WORD if main_tokens == list(word.terms) else
                     COMMENT_HOLDS_WORD if wanted <= set(main_tokens) else NOTE_HOLDS_WORD)
        hits.append(Hit(column, (len(comment), column.position), level))
    return hits


def _column_terms(column: ColumnRecord) -> tuple[set[str], set[str]]:
    """(the words of its name, the words of its comment)."""
    said: set[str] = set()
    if column.comment:
        phrase = normalize.comment_phrase(column.comment)
        said.update(phrase.words)
        said.update(phrase.subwords)
    return set(_name_tokens(column.name)) | _name_as_typed(column.name), said


@lru_cache(maxsize=WORD_CACHE)
def _name_as_typed(name: str) -> frozenset[str]:
    """A Chinese name's words as a sentence's words are cut (`法定代表人` → 法定代, 人, where the name's
    own cut is 法定代表, 人): a synonym typed (`法人`) is kept in the glossary cut the sentence's way."""
    if not normalize.has_cjk(name):
        return frozenset()
    return frozenset(t for p in normalize.query_phrases(name) for t in p.words)


def _by_synonym(columns, word: Word, aliases: AliasTable) -> list[Hit]:
    """A synonym of something in the column's name or comment; for several words (`order
    status`), each word is in the column or has a synonym there. A column whose name and comment
    both say it fits better than one where only one of them does (`telephone` 座机号 is a landline)."""
    key = tuple(word.terms)
    groups = [aliases.groups[i] for i in aliases.groups_for(key)] if key else []
    if groups:
        group_terms = {k for g in groups for k in g.keys}
        pinned = _pinned(word)
        hits = []
        for column in columns:
            said = _column_terms(column)
            places = [any(all(t in terms for t in k) for k in group_terms) for terms in said]
            if any(places):
                # (and, where as many places say it, a name that is the word itself: `价格` is price, not
                # original_price — the word said bare is the plain column, a modified one is said with its modifier)
                whole = tuple(_name_tokens(column.name)) in group_terms
                hits.append(Hit(column, (not pinned & set.union(*said), column.position), 2 * sum(places) + whole))
        return hits
    if len(key) < 2:
        return []
    mentions = aliases.find_in(list(key))
    hits = []
    for column in columns:
        terms = set.union(*_column_terms(column))
        covered = [t in terms for t in key]
        for start, end, group in mentions:
            if any(all(t in terms for t in k) for k in aliases.groups[group].keys):
                covered[start:end] = [True] * (end - start)
        if all(covered):
            hits.append(Hit(column, (column.position,)))
    return hits


def _pinned(word: Word) -> set[str]:
    """The words that name the column a synonym pins (`手机` → mobile): glossary.PINNED_READINGS."""
    text = normalize.fold(word.text)
    return {w for typed, words in PINNED_READINGS if typed in text or typed in word.terms for w in words}


def _by_one_edit(columns, word: Word, aliases) -> list[Hit]:
    """One edit away from a long-enough name or name word, and the single best such column."""
    if len(word.folded) < FUZZY_MIN_LENGTH:
        return []
    best_column, best_distance, count = None, 2, 0
    for column in columns:
        forms = [normalize.fold_identifier(column.name)] + _name_tokens(column.name)
        distance = min(
            (Levenshtein.distance(word.folded, f, score_cutoff=1) for f in forms if len(f) >= FUZZY_MIN_LENGTH),
            default=2,
        )
        if distance > 1:
            continue
        if distance < best_distance:
            best_column, best_distance, count = column, distance, 1
        elif distance == best_distance:
            count += 1
    if best_column is not None and count == 1:
        return [Hit(best_column, (best_column.position,))]
    return []


def _by_money(columns: Sequence[ColumnRecord], word: Word, aliases: AliasTable) -> list[Hit]:
    """`订单的平均金额`, `orders with an amount over 100` on orders whose one money column is `total_price`
    订单总价: a word for money in general that no name or description holds names the table's money —
    its one money column, or all of them equally when it has several (then the person is asked)."""
    if normalize.fold(word.text).strip() not in GENERIC_MONEY_WORDS:
        return []
    return [Hit(c, (c.position,)) for c in money_columns(columns)]


TIERS: tuple[tuple[str, Callable[..., list[Hit]]], ...] = (
    ("name", _by_name), ("name-part", _by_name_part), ("comment", _by_comment), ("synonym", _by_synonym),
    ("money", _by_money), ("fuzzy", _by_one_edit),
)
