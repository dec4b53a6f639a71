"""The links a condition may follow from the chosen table: one foreign key, either way
(docs/conditions.md, "Conditions across a link").

A link is a single-column foreign key between the chosen table and another table the actor may
view, in the same database: the chosen table's column points at the other's (`orders.member_id →
members.id`, "references"), or the other's points at the chosen table's (`refunds.order_id →
orders.id`, "referenced by"). Declared foreign keys are the index's `foreign_keys`.

Undeclared links are inferred, conservatively, because many real schemas declare none (MySQL
dumps of back-office systems): a column named `<x>_id` (`member_id`, `memberId`, `dept_id`) with no
declared foreign key links to the one visible table of the same database (and schema) that `<x>`
names — its name, singular, or without its module prefix (`ums_member`) — when that table has a
single-column primary key named `id` or the column's own name (`sys_dept.dept_id`); `uid` is `user_id`
(`eb_user.uid`, `users.id`). Two tables
that `<x>` names, or none, and nothing is inferred. The answer says when a link was inferred.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from ...index.records import ColumnRecord, ObjectRecord
from ...words import normalize
from ...words.concepts import build_concepts
from ...words.identifiers import singular
from ..filters import Via
from ..lookup import Lookup

REFERENCES, REFERENCED_BY = "references", "referenced_by"
# The ending of a column name that says it holds another table's key (folded: `member_id`, `memberId`).
KEY_SUFFIX = "id"
# Stems of such a column that are short for a table's name: `uid` is the user's id in schema after schema
# (forums, shops, UNIX), as `user_id` is.
KEY_STEM_ABBREVIATIONS = {"u": "user"}


@dataclass(frozen=True)
class Link:
    """One foreign key between the chosen table and `other`: `column` is the chosen table's,
    `other_column` the other table's."""

    other: ObjectRecord
    column: str
    other_column: str
    direction: str
    inferred: bool = False

    def via(self) -> Via:
        return Via(self.other.qualified, self.column, self.other_column, schema=self.other.schema,
                   name=self.other.name, inferred=self.inferred)

    @property
    def arrow(self) -> str:
        """`member_id → members.id` (or `id ← refunds.order_id`), for a person to read."""
        if self.direction == REFERENCES:
            return f"{self.column} → {self.other.qualified}.{self.other_column}"
        return f"{self.column} ← {self.other.qualified}.{self.other_column}"


def links_of(lookup: Lookup, record: ObjectRecord) -> list[Link]:
    """Every link of a table to another table the actor may view, declared ones first; read once
    per request."""
    cache = vars(lookup).setdefault("_via_links", {})
    if record.id not in cache:
        cache[record.id] = _links(lookup, record)
    return cache[record.id]


def _links(lookup: Lookup, record: ObjectRecord) -> list[Link]:
    edges = lookup.neighbours(record.id)
    others = lookup.visible_objects(e["object_id"] for direction in edges.values() for e in direction)
    out: list[Link] = []
    declared: set[tuple[int, str]] = set()  # (object id, column) a declared foreign key starts from
    for direction, items in edges.items():
        for edge in items:
            # `columns` are the columns the foreign key starts from: this table's when it references
            # the other, the other's when the other references this one.
            if direction == REFERENCES:
                mine, theirs, source = edge["columns"], edge["other_columns"], record.id
            else:
                mine, theirs, source = edge["other_columns"], edge["columns"], edge["object_id"]
            other = others.get(edge["object_id"])
            starts = edge["columns"]
            if len(starts) == 1 and other is not None:
                # A foreign key to a table the actor may not view counts as none: what is inferred
                # for the column is what would be inferred if that table did not exist.
                declared.add((source, starts[0]))
            if other is None or other.id == record.id or other.database != record.database:
                continue
            if not theirs and direction == REFERENCES:
                theirs = [c.name for c in _primary_key(lookup, other)]
            if len(mine) != 1 or len(theirs) != 1:
                continue  # a composite key: rows are not matched by one column
            out.append(Link(other, mine[0], theirs[0], direction))
    out.extend(_inferred(lookup, record, declared, {(l.other.id, l.column, l.other_column) for l in out}))
    return out


def _primary_key(lookup: Lookup, record: ObjectRecord) -> list[ColumnRecord]:
    return sorted((c for c in lookup.columns(record.id) if c.pk), key=lambda c: c.pk)


def _target(lookup: Lookup, record: ObjectRecord, column: ColumnRecord) -> tuple[ObjectRecord, str] | None:
    """The one visible table an undeclared `<x>_id` column of `record` points at, and its key."""
    folded = normalize.fold_identifier(column.name)
    if not folded.endswith(KEY_SUFFIX) or len(folded) <= len(KEY_SUFFIX) or (column.pk and len(
            _primary_key(lookup, record)) == 1):
        return None
    stem = folded[: -len(KEY_SUFFIX)]
    stem = KEY_STEM_ABBREVIATIONS.get(stem, stem)
    ids = {oid for key in _plurals(stem) for oid, how in lookup.store.object_ids_by_key(key) if how == "name"}
    found = []
    for other in lookup.visible_objects(ids).values():
        if other.id == record.id or other.database != record.database or other.schema != record.schema \
                or other.kind != "table":
            continue
        key = _primary_key(lookup, other)
        if len(key) == 1 and normalize.fold_identifier(key[0].name) in (KEY_SUFFIX, folded, stem + KEY_SUFFIX):
            found.append((other, key[0].name))
    return found[0] if len(found) == 1 else None


def _inferred(lookup: Lookup, record: ObjectRecord, declared: set[tuple[int, str]],
              known: set[tuple[int, str, str]]) -> list[Link]:
    out: list[Link] = []
    # This table's `<x>_id` columns.
    for column in lookup.columns(record.id)[: lookup.options.max_columns]:
        if (record.id, column.name) in declared:
            continue
        target = _target(lookup, record, column)
        if target is not None and (target[0].id, column.name, target[1]) not in known:
            out.append(Link(target[0], column.name, target[1], REFERENCES, inferred=True))
    # Other tables' `<x>_id` columns that name this table.
    key = _primary_key(lookup, record)
    if len(key) != 1:
        return out
    short = {name: abbreviation for abbreviation, name in KEY_STEM_ABBREVIATIONS.items()}
    for stem in [s for stem in _name_stems(record) for s in (stem, short.get(stem)) if s]:
        for oid in lookup.store.columns_named(stem + KEY_SUFFIX, None, record.database):
            other = lookup.visible_objects([oid]).get(oid)
            if other is None or other.id == record.id or other.kind != "table":
                continue
            for column in lookup.columns(other.id)[: lookup.options.max_columns]:
                if normalize.fold_identifier(column.name) != stem + KEY_SUFFIX or (other.id, column.name) in declared \
                        or column.name in _declared_from(lookup, other):
                    continue
                target = _target(lookup, other, column)
                if target is not None and target[0].id == record.id and \
                        all(not (l.other.id == other.id and l.other_column == column.name) for l in out):
                    out.append(Link(other, key[0].name, column.name, REFERENCED_BY, inferred=True))
    return out


def _plurals(stem: str) -> list[str]:
    """The names a table called after `<x>` may have: `member` → members, `shelf` → shelves, `category`
    → categories, `box` → boxes (a table's index keys hold its name and its words singular, as the
    segmenter makes them singular, which is not always `<x>`)."""
    out = [stem, stem + "s", stem + "es"]
    if stem.endswith("f"):
        out.append(stem[:-1] + "ves")
    if stem.endswith("y"):
        out.append(stem[:-1] + "ies")
    return out


def _declared_from(lookup: Lookup, record: ObjectRecord) -> set[str]:
    """The columns of a table that a declared foreign key to a visible table starts from."""
    edges = lookup.neighbours(record.id)["references"]
    visible = lookup.visible_objects(e["object_id"] for e in edges)
    return {e["columns"][0] for e in edges if len(e["columns"]) == 1 and e["object_id"] in visible}


def _name_stems(record: ObjectRecord) -> list[str]:
    """What a `<x>_id` column pointing at this table may call it: its folded name, singular, and
    without a module prefix (`ums_member` → member)."""
    words = normalize.identifier_tokens(record.name)
    folded = normalize.fold_identifier(record.name)
    stems = [folded, "".join(words)]
    if len(words) > 1:
        stems.append("".join(words[1:]))
    for plural, ending in (("ves", "f"), ("ies", "y"), ("es", ""), ("s", "")):
        if folded.endswith(plural) and len(folded) > len(plural) + 2:
            stems.append(folded[: -len(plural)] + ending)  # shelves → shelf (a column says shelf_id)
    return [s for s in dict.fromkeys(stems) if s]


# -- which linked table words name ---------------------------------------------------------------
def naming_words(lookup: Lookup, words: str, records: Sequence[ObjectRecord]) -> dict[int, set[str]]:
    """For each record, the folded concepts of `words` found in its name or description (what the
    glossary or the words themselves call it: `会员` → members, `refund` → refunds)."""
    if " " in words.strip() and (run_together := _run_together(words, records)):
        return run_together
    concepts = build_concepts(words, lookup.options.alias_table) if words.strip() else []
    if not concepts or not records:
        return {r.id: set() for r in records}
    terms = sorted({t for c in concepts for t in c.single_terms})
    hits: dict[int, set[str]] = {r.id: set() for r in records}
    by_term: dict[str, set[int]] = {}
    for posting in lookup.store.postings_for(terms, [r.id for r in records]):
        by_term.setdefault(posting.term, set()).add(posting.object_id)
    for concept in concepts:
        for term in concept.single_terms:
            for oid in by_term.get(term, ()):
                hits[oid].add(normalize.fold(concept.label))
    return hits


def _run_together(words: str, records: Sequence[ObjectRecord]) -> dict[int, set[str]] | None:
    """`job orders` for joborder: a name run together, typed as words (and plural) — which no word of it
    finds alone."""
    key = normalize.fold_identifier(words)
    hits = {r.id: {key} if normalize.fold_identifier(r.name) in (key, singular(key)) else set() for r in records}
    return hits if any(hits.values()) else None


def names_all(lookup: Lookup, words: str, record: ObjectRecord) -> bool:
    """Whether every concept of `words` is found in the record's name or description (the words
    name that table, not only part of them): `会员` names members, `会员手机号` does not."""
    concepts = build_concepts(words, lookup.options.alias_table) if words.strip() else []
    if not concepts:
        return False
    found = naming_words(lookup, words, [record])[record.id]
    return all(normalize.fold(c.label) in found for c in concepts)


def by_words_or_name(lookup: Lookup, links: Iterable[Link], said: str) -> list[Link]:
    """The links whose other table `said` names: exactly by its name, its qualified name or the
    chosen table's column of the link (`members`, `production.product`, `member_id`), else by words
    (`会员`, `refund`)."""
    links = list(links)
    folded = said.strip().casefold()
    exact = [l for l in links if folded in (l.other.name.casefold(), l.other.qualified.casefold())]
    if exact:
        return exact
    by_column = [l for l in links if l.direction == REFERENCES and l.column.casefold() == folded]
    if by_column:
        return by_column
    return [l for l in links if names_all(lookup, said, l.other)]


def preferred(record: ObjectRecord, links: Sequence[Link]) -> list[Link]:
    """Of several links between the chosen table and one other (`film.language_id`,
    `film.original_language_id` → language), the one that is plainly *the* link — its foreign-key
    column is named after the table it points at, or after that table's key (`language_id`) — when
    exactly one is; otherwise all of them."""
    if len({l.other.id for l in links}) != 1 or len(links) < 2:
        return list(links)

    def plain(link: Link) -> bool:
        if link.direction == REFERENCES:
            column, target, key = link.column, link.other, link.other_column
        else:
            column, target, key = link.other_column, record, link.column
        folded = normalize.fold_identifier(column)
        return folded in {s + KEY_SUFFIX for s in _name_stems(target)} or folded == normalize.fold_identifier(key)

    chosen = [l for l in links if plain(l)]
    return chosen if len(chosen) == 1 else list(links)


__all__ = ["Link", "links_of", "naming_words", "names_all", "by_words_or_name", "preferred", "REFERENCES",
           "REFERENCED_BY"]
