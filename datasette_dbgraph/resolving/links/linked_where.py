"""Where keys that name a column of a linked table (docs/conditions.md, "Conditions across a link"):
`members.mobile`, `member_id.mobile`, `会员手机号`, `退款原因`, and `refunds__exists` /
`退款__notexists` — read after the chosen table's own columns had none for them.

A key is read, in this order:
1. `<link>.<column or words>`: the link named by the other table's name (`members`,
   `production.product`) or by the chosen table's column of it (`member_id`), or by words that name
   the other table (`会员.手机号`); the column as on the chosen table (exact name, then the field tiers);
2. `<link>__exists` / `<link>__notexists`: whether a linked row exists; `<link>__countgt` (`countgte`,
   `countlt`, `countlte`, `countexact`) and a whole number: how many rows of a table pointing at the
   chosen one (`orders__countgt=5` on members: more than 5 orders);
3. words that begin with words naming a linked table and end with words for one of its columns
   (`会员手机号`: 会员 names members, 手机号 is its mobile);
A key that names no linked table is not read across a link, even when one linked table has a
column for it (`rental` + `amount`): the refusal offers that table's key (`payment.amount`).

Several links that fit a key equally are ambiguous (the reason names them); so are several
columns of the linked table, unless the value picks one (conditions.narrowed).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Sequence

from ...index.records import ColumnRecord, ObjectRecord
from ...words import normalize
from .. import filters
from ..conditions import condition_value, key_columns, narrowed
from ..literals import Held, as_measured
from ..lookup import Lookup
from .linked_sql import COUNTED, EXISTENCE, LINK_OPS
from .via import REFERENCED_BY, Link, by_words_or_name, links_of, preferred

# Tiers a key's words may find a column of a linked table in when no words name the table: only
# what a column's name or description spells (a synonym or a slip could land on any linked table).
UNNAMED_TIERS = ("name", "comment")
# Tiers for a column of a linked table the key names with a dot (`会员.手机号`): every tier but a
# one-letter slip, which on a table the person did not open is a guess too far; run together with the
# table's words (`会员手机号`), only what the column's name or description spells (a synonym would
# read the table's own word twice: `商品表（SPU）` is no column of 商品评价表).
LINKED_TIERS = ("name", "name-part", "comment", "synonym")
RUN_TOGETHER_TIERS = ("name", "name-part", "comment")


@dataclass
class LinkedKey:
    """How one key reads across a link: the link, and the columns of the linked table it fits
    equally (none for `exists`/`notexists`)."""

    key: str
    op: str
    links: list[Link]
    columns: list[ColumnRecord] = field(default_factory=list)
    matched_by: str = "name"
    said: str = ""  # the words for the linked table, as typed (`会员`, `members`)


@dataclass
class LinkedReading:
    """The keys read across links: the conditions, and what could not be read."""

    conditions: list[filters.Condition] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)  # the link of each condition, in order
    missing: list[str] = field(default_factory=list)  # keys no link explains
    tied_links: list[LinkedKey] = field(default_factory=list)  # several links fit equally
    tied_columns: list[LinkedKey] = field(default_factory=list)  # several columns of the linked table fit
    outside: list[tuple[str, Any, list[ColumnRecord]]] = field(default_factory=list)  # (key, value, columns)
    not_counts: list[tuple[str, Any]] = field(default_factory=list)  # (key, value): a count that is no whole number

    @property
    def complete(self) -> bool:
        return not (self.missing or self.tied_links or self.tied_columns or self.outside or self.not_counts)


def split_existence(key: str) -> tuple[str, str]:
    """`refunds__exists` → (`refunds`, `exists`); any other key → split_key's reading."""
    head, sep, suffix = key.rpartition("__")
    if sep and head and suffix in LINK_OPS:
        return head, suffix
    return filters.split_key(key)


def counted(op: str, value: Any) -> tuple[str, int] | None:
    """A count of linked rows compared, as (op, whole number) — none or some said as `notexists` or
    `exists` (`countlt` 1, `countgte` 1) —; None when the value is no whole number of rows."""
    text = str(value).strip() if not isinstance(value, bool) else ""
    if not re.fullmatch(r"[0-9]{1,9}", text):
        return None
    n = int(text)
    if (op, n) in (("countexact", 0), ("countlte", 0), ("countlt", 1)):
        return "notexists", 0
    if (op, n) in (("countgt", 0), ("countgte", 1)):
        return "exists", 0
    if op == "countlt" and n == 0:
        return None  # (fewer than none: no row; said so as no whole number of rows)
    return op, n


def read_linked(lookup: Lookup, record: ObjectRecord, where: Sequence[tuple[str, Any]]) -> LinkedReading:
    """The where keys (that the chosen table's own columns do not fit) read across its links."""
    out = LinkedReading()
    links = links_of(lookup, record) if where else []
    for key, value in where:
        key = str(key)
        # A column of the table itself, beyond the columns read (max_columns), is never another's.
        own = lookup.store.column_named(record.id, filters.split_key(key)[0])
        found = read_key(lookup, record, links, key) if own is None else None
        if found is None:
            out.missing.append(key)
            continue
        if len(found.links) > 1:
            out.tied_links.append(found)
            continue
        link = found.links[0]
        if found.op in COUNTED:
            read = counted(found.op, value)
            if read is None:
                out.not_counts.append((key, value))
                continue
            op, n = read
            out.conditions.append(filters.Condition(None, op, None if op in EXISTENCE else n, key=key,
                                                    matched_by=found.matched_by, via=link.via()))
            out.links.append(link)
            continue
        if found.op in EXISTENCE:
            out.conditions.append(filters.Condition(None, found.op, None, key=key, matched_by=found.matched_by,
                                                    via=link.via()))
            out.links.append(link)
            continue
        fits = found.columns
        if len(fits) > 1:
            fits = narrowed(fits, found.op, value)
            if not fits:
                out.outside.append((key, value, found.columns))
                continue
            if len(fits) > 1:
                found.columns = fits
                out.tied_columns.append(found)
                continue
        column = fits[0]
        try:
            compared, label = condition_value(found.op, value, column.legend)
        except filters.NotInLegend:
            out.outside.append((key, value, [column]))
            continue
        spelled = as_measured(column, found.op, compared, Held(link.other.engine, lookup.store))
        if spelled is not None and spelled[0] is None:
            out.outside.append((key, value, [column]))  # a unit the linked rows are not written in
            continue
        if spelled is not None:
            compared = spelled[0]  # numbers the linked rows write as text: compared as numbers
        out.conditions.append(filters.Condition(column.name, found.op, compared, key=key, label=label,
                                                matched_by=found.matched_by, via=link.via(),
                                                as_number=spelled[1] if spelled else None))
        out.links.append(link)
    return out


def named_across(lookup: Lookup, record: ObjectRecord, where: Sequence[tuple[str, Any]]) -> set[str]:
    """Keys `<linked table>.<its column>` that name another table with a dot (`country.country` on the
    cities, whose rows hold `Canada`): read across the link first — the table's own column for that
    table (`country_id`) holds its keys, not what the linked rows say."""
    dotted = [str(k) for k, _ in where if "." in str(k)
              and lookup.store.column_named(record.id, filters.split_key(str(k))[0]) is None]
    links = [link for link in links_of(lookup, record) if link.other.id != record.id] if dotted else []
    return {key for key in dotted if links and (found := read_key(lookup, record, links, key)) is not None
            and found.columns}


def read_key(lookup: Lookup, record: ObjectRecord, links: Sequence[Link], key: str) -> LinkedKey | None:
    """How one key reads across the links, or None when no link explains it."""
    if not links:
        return None
    words, op = split_existence(key)
    if op in LINK_OPS:
        # (a count is of rows pointing at the chosen one: a row it points at is one, or none)
        named = _narrow(record, [link for link in by_words_or_name(lookup, links, words)
                                 if op in EXISTENCE or link.direction == REFERENCED_BY])
        return LinkedKey(key, op, named, said=words) if named else None
    # 1. `<link>.<column>`: every dot may be the one between them (`production.product.name`).
    for cut in [i for i, ch in enumerate(words) if ch == "."]:
        said, column_words = words[:cut].strip(), words[cut + 1:].strip()
        if not said or not column_words:
            continue
        found = _on_links(lookup, record, by_words_or_name(lookup, links, said), column_words, LINKED_TIERS)
        if found is not None:
            return LinkedKey(key, op, found[0], found[1], found[2], said)
    # 3. words for the table, then words for its column.
    for said, column_words in _cuts(words):
        named = by_words_or_name(lookup, links, said)
        found = _on_links(lookup, record, named, column_words, RUN_TOGETHER_TIERS) if named else None
        if found is not None and len(found[0]) == 1:  # words that name several linked tables name none
            return LinkedKey(key, op, found[0], found[1], found[2], said)
    return None


def suggested_keys(lookup: Lookup, record: ObjectRecord, key: str) -> list[str]:
    """For a key no column of the table fits, the keys that would read it on the one linked table
    that has a column its name or description spells (`amount` → `payment.amount`): offered, never
    taken — the person named no linked table."""
    links = links_of(lookup, record)
    words, op = split_existence(key)
    if not links or op in LINK_OPS:
        return []
    found = _on_links(lookup, record, links, words, UNNAMED_TIERS)
    if found is None or len(found[0]) != 1 or len(found[1]) != 1:
        return []
    suffix = "" if op == filters.DEFAULT_OP else f"__{op}"
    return [f"{found[0][0].other.qualified}.{found[1][0].name}{suffix}"]


def _on_links(lookup: Lookup, record: ObjectRecord, links: Sequence[Link], words: str,
              tiers: Sequence[str] | None) -> tuple[list[Link], list[ColumnRecord], str] | None:
    """(the links whose table has the best-fitting column for the words, those columns, the tier):
    the best tier any of the tables reaches; None when none has one."""
    best: list[tuple[int, Link, list[ColumnRecord], str]] = []
    for link in links:
        columns = lookup.columns(link.other.id)[: lookup.options.max_columns]
        found = key_columns(columns, words, lookup.options.alias_table, tiers, lookup.bound.columns)
        if found is None:
            continue
        rank = _TIER_ORDER.index(found[0]) if found[0] in _TIER_ORDER else len(_TIER_ORDER)
        best.append((rank, link, found[1], found[0]))
    if not best:
        return None
    top = min(rank for rank, *_ in best)
    chosen = [(link, columns, tier) for rank, link, columns, tier in best if rank == top]
    links = _narrow(record, [link for link, _, _ in chosen])
    if len(links) != 1:
        return links, [], chosen[0][2]
    columns = next(columns for link, columns, _ in chosen if link == links[0])
    return links, columns, chosen[0][2]


_TIER_ORDER = ("name", "name-part", "comment", "synonym", "money", "fuzzy")


def _narrow(record: ObjectRecord, links: Sequence[Link]) -> list[Link]:
    """Several links to one table: the plain one when there is one (via.preferred)."""
    if len({l.other.id for l in links}) == 1:
        return preferred(record, links)
    return list(links)


def _cuts(words: str) -> list[tuple[str, str]]:
    """Where words for a table may end and words for its column begin, as typed: between the
    segmenter's Chinese words and between words typed apart (`会员手机号` → 会员 | 手机号,
    `member mobile` → member | mobile)."""
    text = words.strip()
    ends: list[int] = []
    for match in _PIECES_RE.finditer(text):
        run = match.group(0)
        if normalize.is_cjk_word(run[0]):
            position = match.start()
            for word in normalize.cjk_segments(normalize.to_simplified(run)):
                position += len(word)
                ends.append(position)
        else:
            ends.append(match.end())
    out = []
    for end in ends[:-1]:
        left, right = text[:end].strip(" ._-"), text[end:].strip(" ._-")
        if left and right:
            out.append((left, right))
    return out


# Runs of Chinese characters, and words of letters, digits and underscores (`sku_id` is one name:
# never `sku` + `id`).
_PIECES_RE = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+|[^\W\u3400-\u9fff\uf900-\ufaff]+")


__all__ = ["LinkedKey", "LinkedReading", "read_linked", "read_key", "split_existence", "suggested_keys"]
