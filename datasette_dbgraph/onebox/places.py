"""A place said of the rows when no values were read (docs/one-box.md, "A place with no values read"):
`哪些客户在上海`, `上海的会员`, `customers in London`, `which customers live in Berlin`. With the rows read, the
values they hold decide (held_values.py); from DDL alone the index knows no city, so a word that is a place —
a place name to the segmenter (jieba's `ns`), or a capitalised English word after `from`, `live in`, `based in` — is
read on the table's columns that name places (城市, 省份, city, country …), or else on its addresses (地址,
address), which contain it: one such column, the place is its value; several, the answer asks which."""

from __future__ import annotations

from ..resolving.table_values import HeldLater
from ..words import normalize
from .reader import IGNORED, SYMBOL, WORD, read
from .roles import Bound
from .sentence_values import is_numeric_column, takes_dates
from .vocabulary import ORIGIN_WORDS

# What a column of places is called: the last words of its description, or a word of its name — a place's
# name (城市, 省份, city, country), or an address, written out as the rows like (地址, address, location).
NAMED_PLACE_ENDS = ("城市", "省", "省份", "市", "区", "县", "区县", "地区", "区域", "国家", "所在城市", "所在省", "所在市")
ADDRESS_ENDS = ("地址", "所在地", "位置", "地点")
NAMED_PLACE_WORDS = frozenset({"city", "province", "state", "country", "region", "town", "county", "district"})
ADDRESS_WORDS = frozenset({"address", "location"})
# A column of places that holds codes, not names (`行政区域表的省ID`, area_code): the place is not spelled there.
CODE_ENDS = ("id", "编号", "编码", "代码", "代号", "code", "no")
# What the row's own name is called after the table's word (城市表: 城市, 城市名称).
OWN_NAME_ENDS = ("", "名称", "名", "名字")
# Text columns that are notes on a row, not what it is called.
NOTE_WORDS = ("remark", "note", "desc", "memo", "comment", "备注", "描述", "说明")
# The segmenter's part of speech of a place name (上海, 杭州, 广东).
PLACE_TAG = "ns"
# English words before `in` that say where the rows are (`customers who live in Berlin`), and the words after
# them: with them (or `from`), a capitalised word is a place.
LIVING_WORDS = frozenset({"live", "lives", "living", "located", "based", "situated"})
PLACE_BEFORE = frozenset({"in", "from", "at"})
# Chinese verbs of living before 在 (`住在上海的会员`).
CJK_LIVING = frozenset({"住", "居住", "生活"})


def place_columns(record, columns) -> tuple[list, str]:
    """The table's text columns that name places (城市, 所在省, city, country_name), compared whole; else its
    addresses (address, location), which contain the place — not a key or a code (city_id, 行政区域表的省ID: a
    place the rows hold as codes is spelled in none of its columns), nor the name of the place the row is
    (city.city, 城市表's 城市名称: `cities in Canada` asks where the city is). A named column beside such a
    code (sakila's address.district and city_id: `addresses in London`) is not the place for sure: both are
    returned, and the answer asks which."""
    own = set(normalize.identifier_tokens(record.name)) | {"name"}
    own_names = {core + end for core in normalize.comment_cores(record.comment) for end in OWN_NAME_ENDS}
    named, addresses, coded = [], [], []
    for c in columns:
        cores = normalize.comment_cores(c.comment)
        words = set(normalize.identifier_tokens(c.name))
        is_named = any(core.endswith(NAMED_PLACE_ENDS) for core in cores) or bool(words & NAMED_PLACE_WORDS)
        is_address = any(core.endswith(ADDRESS_ENDS) for core in cores) or bool(words & ADDRESS_WORDS)
        if not (is_named or is_address) or words <= own or cores & own_names:
            continue
        if is_numeric_column(c) or any(core.endswith(CODE_ENDS) for core in cores) or \
                normalize.fold_identifier(c.name).endswith(CODE_ENDS):
            coded += [c] if is_named else []
            continue
        (named if is_named else addresses).append(c)
    if named:  # (beside a key to a table of places — address.district and city_id — the place may be either: asked)
        return named + coded if coded else named, "exact"
    return ([], "") if coded else (addresses, "contains")


def is_address(column) -> bool:
    """A column of addresses (`收货人收货地址`, `user_address`): a place typed for it after a word that says where
    (`收货地址在杭州`, LOCATED_WORDS) is a part of the address, not all of it."""
    return not is_numeric_column(column) and (any(core.endswith(ADDRESS_ENDS[:1]) for core in normalize.comment_cores(
        column.comment)) or bool(set(normalize.identifier_tokens(column.name)) & ADDRESS_WORDS))


def part_of_values(binder, phrase, column, op: str, held_op: str) -> str:
    """The filter of words typed as a column's value: `contains` (`notcontains`) when they are a part of the values
    the column holds (`held_op`; `不是山西` keeps none of them), or a place typed for an address after a word that
    says where, no values read (`收货地址在杭州`)."""
    i = binder.token_at.get(phrase[0].start, 0)
    located = binder.located(i) or i > 0 and binder.tokens[i - 1].text in NOT_LOCATED_WORDS  # (`收货地址不在杭州`)
    if op in ("exact", "not") and (held_op == "contains" or binder.held is None and column is not None and is_address(
            column) and located):
        return "contains" if op == "exact" else "notcontains"
    return op


# Words that say where the rows are not (`不在杭州`): with no values read, a place typed after them for an address is
# no part of it. (With values read, the place is looked for among them as after 在.)
NOT_LOCATED_WORDS = frozenset({"不在", "不位于"})


def own_name_column(record, columns):
    """The text column that is the name of the row itself (country.country, language.name, 国家表's 国家名称) in a
    table of names — its only text column but notes — or None: `cities in Canada` is the cities whose country is
    the one named Canada (an address's `address` is no name of a place the rows are in)."""
    own = set(normalize.identifier_tokens(record.name)) | {"name"}
    own_names = {core + end for core in normalize.comment_cores(record.comment) for end in OWN_NAME_ENDS}
    texts = [c for c in columns if not is_numeric_column(c) and not takes_dates(c) and not c.name.lower().endswith("_id") and not any(
        w in f"{c.name} {c.comment or ''}".lower() for w in NOTE_WORDS)]
    found = [c for c in texts if set(normalize.identifier_tokens(c.name)) <= own or normalize.comment_cores(c.comment) & own_names]
    return found[0] if len(found) == 1 == len(texts) else None


def named_rows(record, columns) -> bool:
    """Whether the rows have a name column at all, beside other text (company.name beside company.city): a name
    typed alone may be theirs as well as a table of names' (`job orders for Acme Corp`: the company or its department)."""
    own = set(normalize.identifier_tokens(record.name)) | {"name"}
    return any(not is_numeric_column(c) and set(normalize.identifier_tokens(c.name)) <= own for c in columns)


def names_reached(lookup, links) -> set[int]:
    """The tables of names (own_name_column) the rows point at, directly or through a table that only joins two
    others (film → film_category → category): `films in Horror` from DDL alone could be a language or a category,
    so a name is read on the one such table only."""
    from ..resolving.links.via import (  # (read only when a name was typed)
        REFERENCED_BY,
        REFERENCES,
        links_of,
    )
    reached = {l.other.id for l in links if l.direction == REFERENCES and (own_name_column(l.other, cols := lookup.columns(
        l.other.id)) or named_rows(l.other, cols))}
    for link in links:
        if link.direction == REFERENCED_BY and (link.other.relation or not any(  # (no text: keys and dates only)
                not is_numeric_column(c) and not takes_dates(c) for c in lookup.columns(link.other.id))):
            reached |= {l.other.id for l in links_of(lookup, link.other) if l.direction == REFERENCES and l.other.id not in
                        {link.other.id} and own_name_column(l.other, lookup.columns(l.other.id))}
    return reached


def a_name(q: str, tokens) -> bool:
    """Whether the words are a name a person types for a row: capitalised English words (`French`, `New York`),
    or a place name to the segmenter (中国)."""
    words = [t for t in tokens if t.kind == WORD]
    return bool(words) and len(words) == len(tokens) and all(
        t.text[:1].isupper() and t.text.isalpha() and t.text.isascii() for t in words) or \
        len(words) == 1 == len(tokens) and _a_place(q, words, 0)


def row_name(q: str, tokens, record) -> tuple[list, list] | None:
    """The words that name a row of `record` (a table of names), and the table's own word typed after them:
    `Canada`, `中国` alone (a_name); `黄金会员等级`, `华为品牌` — words no reading took, then the head word of the
    table's description (等级 of 会员等级表, 品牌 of 品牌表). None when the words are neither."""
    if a_name(q, tokens):
        return list(tokens), []
    if len(tokens) > 1 and tokens[-1].text in _heads(record) and all(
            t.kind == WORD and normalize.is_cjk_word(t.text) for t in tokens[:-1]):
        return list(tokens[:-1]), [tokens[-1]]
    return None


def named_row(lookup, kept: str, link, columns, links, record_columns):
    """`cities in Canada`, `中国的城市`, `黄金会员等级的会员` from DDL alone (no values read): a name for the row a key
    points at is its own name column's value (country.country = Canada): (the column, the words of the value, the
    table's word typed after them, the value), or None. Typed alone, only on the one table of names the rows reach
    (`links`); with the table's word, only when that word heads no other table the rows point at (产品分类 and
    产品属性分类 both end 分类: `手机分类的商品` is not guessed)."""
    from ..resolving.links.via import REFERENCES, links_of
    column = own_name_column(link.other, columns) if link.direction == REFERENCES else None
    tokens = [t for t in read(kept).tokens if t.kind not in (IGNORED, SYMBOL)]
    said = row_name(kept, tokens, link.other) if column is not None and tokens else None
    if said is None or lookup.store and HeldLater(lookup.store, link.other).values() is not None:
        return None
    head = lookup.visible_objects([record_columns[0].object_id]).get(record_columns[0].object_id) if record_columns else None
    if not said[1] and links is None and head is not None:
        links = links_of(lookup, head)  # (the clause may have been read there for other words than a name)
    if not said[1] and links is not None and names_reached(lookup, links) != {link.other.id}:
        return None
    if said[1]:
        others = [l.other for l in links_of(lookup, head) if l.direction == REFERENCES] if head is not None else []
        if sum(said[1][0].text in _heads(o) for o in {o.id: o for o in others}.values()) != 1:
            return None
    return column, said[0], said[1], kept[said[0][0].start : said[0][-1].end]


def _heads(record) -> set[str]:
    return {p.words[-1] for p in normalize.query_phrases(record.comment or "")[:1] if p.words}


def said(binder, i: int) -> int:
    """Bind the place at `i` to the table's column of places (contains), or offer several; tokens used (0: none).
    Only when the table's rows were not read: then the values they hold say what is a place."""
    tokens, token = binder.tokens, binder.tokens[i]
    if token.kind != WORD or not _a_place(binder.q, tokens, i) or binder.held is not None:
        return 0
    columns, compared = place_columns(binder.record, binder.columns)
    if not columns:
        return 0
    before = [t for t in tokens[max(0, i - 2) : i]]
    for t in before:  # `live in`, `住在`: said of the rows, as `在` is
        if t in binder.out.unknown and (t.value in LIVING_WORDS or t.text in CJK_LIVING):
            binder.out.unknown.remove(t)
            binder.out.ignored.append(t.text)
    if binder.pending is not None and binder.pending.value in ORIGIN_WORDS:
        binder.out.ignored.append(binder.pending.text)  # (`customers from Berlin`)
        binder.pending = None
    op = binder.op_around(token)
    op = {"exact": compared, "not": "not" if compared == "exact" else "notcontains"}.get(op)
    if op is None:
        binder.out.unknown.append(token)
        return 1
    if len(columns) == 1:
        binder.add(Bound(columns[0], columns[0].name, [(op, token.text)]), [token], op=op)
    else:
        binder.add(Bound(None, token.text, [(op, token.text)], options=columns), [token], op=op)
    return 1


def _a_place(q: str, tokens, i: int) -> bool:
    token = tokens[i]
    if normalize.is_cjk_word(token.text[:1]):
        return len(token.text) > 1 and normalize.part_of_speech(token.value) == PLACE_TAG
    # (`from Berlin`, `live in Berlin`; a bare `in` is also said of a department, a category: `employees in Sales`)
    before, said = tokens[i - 1] if i else None, tokens[i - 2] if i > 1 else None
    return token.text[:1].isupper() and token.text.isalpha() and token.text.isascii() and before is not None and (
        before.value in ORIGIN_WORDS or before.value in PLACE_BEFORE and said is not None and said.value in LIVING_WORDS)
