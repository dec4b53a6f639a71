"""Postings → evidence → exact scores.

Evidence about an object comes from two places. Its name and its comment are matched as phrases:
how much of the phrase the user's words explain, whether they explain its head word (`订单设置表`
is a setting), and how much of what the user typed the phrase accounts for — computed from the
word-position bitmasks the index stores with each posting. Everything else — a column, a word in
a comment's gloss — is weighted term evidence, weaker by construction. The formulas are in
rules.py; this module feeds them (docs/how-it-decides.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, NamedTuple, Sequence

from .. import rules
from ..index.records import ObjectRecord, Posting, maker
from ..index.terms import (
    FIELD_BINDING,
    FIELD_COLUMN,
    FIELD_COMMENT,
    FIELD_NAME,
    FIELD_NAME_PART,
)
from ..words import normalize
from ..words.concepts import Concept
from .lookup import Lookup
from .weighing import Weighing


@dataclass
class Hit:
    """The best evidence of one concept about one object, and where it was found."""

    evidence: float
    term: str
    field: str
    column_id: int | None
    via: str | None  # the alias word, when the hit came through a group


class KeyMatch(NamedTuple):
    """One key of one concept found in an object's name or comment, with the phrase words it covers."""

    concept: int
    key: tuple[str, ...]
    factor: float
    weight: float
    field: str
    name_mask: int
    comment_mask: int


_key_match = maker(KeyMatch)


class ColumnKey(NamedTuple):
    """A single-word key as column postings are read for it."""

    concept: int
    factor: float
    via: str | None


@dataclass
class Scored:
    """An object with its score so far (exact once its column evidence is added)."""

    record: ObjectRecord
    score: float = 0.0
    hits: dict[int, Hit] = field(default_factory=dict)  # concept → best counted hit
    all_hits: dict[int, Hit] = field(default_factory=dict)  # concept → best hit, counted or not
    fulltext: bool = False
    best_evidence: float = 0.0
    bound: float = 0.0  # the upper bound the search used to reach it, when it used one
    # Whether its name, comment or a binding explains the head of what was typed: if not, it is at
    # most a candidate, and its score stays below the gate (rules.HEAD_UNEXPLAINED_CEILING).
    head_explained: bool = True
    names_modifier: bool = False  # its name or comment explains a modifier of what was typed
    whole: bool = False  # its name or comment (or a binding) is just what was typed, head and all
    uncapped: float = 0.0  # the score before that ceiling, to order capped candidates

    def rescore(self, weighing: Weighing) -> "Scored":
        """score = blend(best evidence, IDF-weighted coverage of the user's concepts), rounded —
        at most rules.HEAD_UNEXPLAINED_CEILING when the head of the request is not explained."""
        if not self.hits:
            self.score = self.uncapped = 0.0
            return self
        strongest = self.best_evidence * (rules.VIEW_FACTOR if self.record.kind == "view" else 1.0)
        covered = sum(weighing.weight_of[i] for i in self.hits)
        self.score = self.uncapped = rules.exact_score(strongest, covered, weighing.coverage_total)
        if not self.head_explained:
            self.score = min(self.score, rules.HEAD_UNEXPLAINED_CEILING)
        return self


class Evidence:
    """The name and comment postings read so far, filed per concept and per object; exact scores
    from them and from column postings."""

    def __init__(self, lookup: Lookup, concepts: Sequence[Concept]):
        self.lookup = lookup
        self.concepts = concepts
        self.records: dict[int, ObjectRecord] = {}
        self.best: list[dict[int, Hit]] = [{} for _ in concepts]  # concept → object → best hit
        self.matches: dict[int, list[KeyMatch]] = {}  # object → its keys found, in reading order
        self._column_keys: dict[str, list[ColumnKey]] | None = None
        self.heads = frozenset(i for i, c in enumerate(concepts) if c.head)
        self._sides: frozenset[int] | None = None
        self.marked = any(c.marked for c in concepts if c.head)
        # A head that is only a generic word (`记录`, `list`: what is left of `微信支付记录` once the one
        # box has read its value) heads no name or comment — they leave such words out — so any
        # name or comment that has it is about it.
        self.generic_head = all(all(w in normalize.GENERIC_WORDS for w in c.literal) for c in concepts if c.head)
        # Objects and columns the deployment's bindings tie the concepts' words to (bindings.py).
        self.bound_names: dict[int, list[tuple[int, float]]] = {}  # object → (concept, factor)
        self.bound_columns: dict[int, list[tuple[int, float, int]]] = {}  # object → (concept, factor, column)
        bound = lookup.bound
        if bound.tables or bound.columns:
            self._bind(bound)

    def _bind(self, bound) -> None:
        """A binding is the object's own name for its words (a column's, for a column binding)."""
        for index, concept in enumerate(self.concepts):
            for key, factor in concept.keys.items():
                for oid in bound.tables.get(key, ()):
                    self.bound_names.setdefault(oid, []).append((index, factor))
                for oid, column_id in bound.columns.get(key, ()):
                    self.bound_columns.setdefault(oid, []).append((index, factor, column_id))
        self.records.update(self.lookup.visible_objects(set(self.bound_names) | set(self.bound_columns)))
        for mapping in (self.bound_names, self.bound_columns):
            for oid in [oid for oid in mapping if oid not in self.records]:
                del mapping[oid]
        for oid, entries in self.bound_names.items():
            for index, factor in entries:
                evidence = rules.hit_evidence(rules.W_NAME_HEAD, factor)
                current = self.best[index].get(oid)
                if current is None or evidence > current.evidence:
                    self.best[index][oid] = Hit(evidence, self.concepts[index].label, FIELD_BINDING, None, None)

    def sides(self) -> frozenset[int]:
        """The concepts that could be a side of a relation: the head word of some object's name or
        comment (`用户`, `角色`; not `后台`, which only ever modifies)."""
        if self._sides is None:
            heading = self.lookup.store.heading_terms(t for c in self.concepts for t in c.single_terms)
            self._sides = frozenset(i for i, c in enumerate(self.concepts) if heading.intersection(c.single_terms))
        return self._sides

    def bound_sets(self) -> list[tuple[set[int], set[int]]]:
        """Per concept, the visible objects a binding names for it, and those a column binding
        reaches; [] when no binding applies."""
        if not self.bound_names and not self.bound_columns:
            return []
        out: list[tuple[set[int], set[int]]] = [(set(), set()) for _ in self.concepts]
        for oid, entries in self.bound_names.items():
            for index, _ in entries:
                out[index][0].add(oid)
        for oid, column_entries in self.bound_columns.items():
            for index, _, _ in column_entries:
                out[index][1].add(oid)
        return out

    @property
    def column_keys(self) -> dict[str, list[ColumnKey]]:
        """Column postings are read for single-word keys: the concepts each term serves."""
        if self._column_keys is None:
            self._column_keys = {}
            for index, concept in enumerate(self.concepts):
                for term in concept.single_terms:
                    factor = concept.keys[(term,)]
                    self._column_keys.setdefault(term, []).append(
                        ColumnKey(index, factor, concept.via((term,), factor)))
        return self._column_keys

    def read(self, postings: Iterable[Posting]) -> None:
        """File postings of visible objects: the key matches a phrase match reads, and each
        concept's best hit."""
        by_term: dict[str, list[Posting]] = {}
        for posting in postings:
            by_term.setdefault(posting.term, []).append(posting)
        new = {p.object_id for rows in by_term.values() for p in rows if p.object_id not in self.records}
        self.records.update(self.lookup.visible_objects(new))
        for index, concept in enumerate(self.concepts):
            per_object = self.best[index]
            for key, factor in concept.keys.items():
                via = concept.via(key, factor)
                lists = [by_term.get(term, []) for term in key]
                found = {p.object_id: p for p in lists[0]} if len(key) == 1 else _phrase_matches(lists)
                for oid, posting in found.items():
                    if oid not in self.records:
                        continue
                    self.matches.setdefault(oid, []).append(_key_match(
                        (index, key, factor, posting.weight, posting.field, posting.name_mask, posting.comment_mask)))
                    evidence = rules.hit_evidence(posting.weight, factor)
                    current = per_object.get(oid)
                    if current is None or evidence > current.evidence:
                        per_object[oid] = Hit(evidence, key[-1], posting.field, None, via)

    def score(self, weighing: Weighing, record: ObjectRecord) -> Scored:
        """An object's score from its name and comment alone (exact when it has no column evidence)."""
        hits: dict[int, Hit] = {}
        all_hits: dict[int, Hit] = {}
        for index, count in enumerate(weighing.counts):
            hit = self.best[index].get(record.id)
            if hit is not None:
                all_hits[index] = hit
                if not count.common_in_names:
                    hits[index] = hit
        matches = [m for m in self.matches.get(record.id, ()) if m.concept in hits]
        strongest = 0.0
        # The object is about the head of the request only when a head concept explains the head word
        # of its name or comment (`客户` is no answer for 客户跟进记录, whose head is 跟进), a binding
        # names it for one, or — a table without a comment — its columns say it is about one.
        about = whole = False
        for name, size, head, weight in ((True, record.name_size, record.name_head, rules.PHRASE_NAME_WEIGHT),
                                         (False, record.comment_size, record.comment_head, rules.PHRASE_COMMENT_WEIGHT)):
            match = phrase_match(matches, name, size, head, weighing, self.heads, self.marked,
                                 self.sides() if record.relation else None)
            strongest = max(strongest, weight * match.evidence)
            about, whole = about or match.about, whole or match.whole
        # A binding names the object for its words, as a name of one word would.
        for index, factor in self.bound_names.get(record.id, ()):
            if index in hits:
                explained = weighing.weight_of[index] if index in weighing.naming else 0.0
                strongest = max(strongest, rules.PHRASE_NAME_WEIGHT * rules.exact_phrase_evidence(
                    index in self.heads, factor, factor, 1, 1, explained, weighing.entity_total))
            if index in self.heads:
                about = whole = True
        # What the phrases do not weigh: words of the comment's gloss and sub-words outside it, and
        # what a comment-less table's columns agree it is about (terms.column_subjects).
        for match in matches:
            if match.field == FIELD_COMMENT and not match.comment_mask:
                strongest = max(strongest, rules.term_evidence(
                    weighing.weight_of[match.concept], rules.hit_evidence(match.weight, match.factor)))
                if record.comment is None and match.concept in self.heads and not record.relation:
                    about = whole = True
        if self.generic_head:
            named = [i for i, best in enumerate(self.best) if record.id in best]
            about = any(i in self.heads for i in named) and \
                (not record.relation or len(self.sides().intersection(named)) > 1)
        return Scored(record, hits=hits, all_hits=all_hits, best_evidence=strongest, head_explained=about, whole=whole,
                      names_modifier=any(record.id in best for i, best in enumerate(self.best) if i not in self.heads),
                      ).rescore(weighing)

    def add_columns(self, weighing: Weighing, items: Sequence[Scored]) -> None:
        """Column evidence for these objects, by primary key, and their final scores."""
        column_keys = self.column_keys
        found: dict[int, dict[int, Hit]] = {}  # object → concept → its best column hit
        for posting in self.lookup.store.column_hits(list(column_keys), [s.record.id for s in items]):
            per_concept = found.setdefault(posting.object_id, {})
            for index, factor, via in column_keys[posting.term]:
                evidence = rules.hit_evidence(posting.weight, factor)
                current = per_concept.get(index)
                if current is None or evidence > current.evidence:
                    per_concept[index] = Hit(evidence, posting.term, FIELD_COLUMN, posting.column_id, via)
        for item in items:
            for index, factor, column_id in self.bound_columns.get(item.record.id, ()):
                evidence = rules.hit_evidence(rules.W_COLUMN_HEAD, factor)
                per_concept = found.setdefault(item.record.id, {})
                current = per_concept.get(index)
                if current is None or evidence > current.evidence:
                    per_concept[index] = Hit(evidence, self.concepts[index].label, FIELD_COLUMN, column_id, None)
        counts = weighing.counts
        column_concepts = set(weighing.column_concepts)
        # A head no name or comment anywhere has, found in a column of a table named by the other
        # words (`商品价格` where no table is about prices): the table's attribute, the table explained.
        attribute_heads = [i for i in self.heads if counts[i].reached and not counts[i].named]
        for item in items:
            per_concept = found.get(item.record.id) or {}
            if not item.head_explained and item.names_modifier:
                item.head_explained = any(i in per_concept for i in attribute_heads)
            # In concept order, as the concepts were typed (a score sums weights in this order).
            for index, hit in sorted(per_concept.items()) if len(per_concept) > 1 else per_concept.items():
                if index not in item.all_hits or hit.evidence > item.all_hits[index].evidence:
                    item.all_hits[index] = hit
                if not counts[index].ubiquitous:
                    if index not in item.hits or hit.evidence > item.hits[index].evidence:
                        item.hits[index] = hit
                    # A word every table with it names (in its name or comment) is weighed there:
                    # its columns only add to the words covered.
                    if index in column_concepts:
                        item.best_evidence = max(item.best_evidence,
                                                 rules.term_evidence(weighing.weight_of[index], hit.evidence))
            item.rescore(weighing)


def long_modifiers(concepts: Sequence[Concept]) -> frozenset[int]:
    """The modifiers at least as long as the head of their phrase (`结算` in 结算单位, `customer` in
    customer address; characters, or letters): a word of their own, not a detail of the head."""
    heads = {c.phrase: len("".join(c.literal)) for c in concepts if c.head}
    return frozenset(i for i, c in enumerate(concepts) if not c.head and c.phrase in heads and (
        len(text := "".join(c.literal)) >= rules.LONG_MODIFIER_SHARE * heads[c.phrase]
        or len(text) >= rules.CJK_WORD_CHARS and normalize.is_cjk_word(text)))  # (邮件 in 邮件服务器: a word)


class PhraseMatch(NamedTuple):
    evidence: float  # 0..1, rules.phrase_evidence
    about: bool  # a head concept of the request explains the phrase's head word: the object is about it
    whole: bool  # …and the request explains every word of it: the phrase names just what was typed


NO_MATCH = PhraseMatch(0.0, False, False)


def phrase_match(matches: Sequence[KeyMatch], name: bool, size: int, head: int | None, weighing: Weighing,
                 heads: frozenset[int], marked: bool = False, sides: frozenset[int] | None = None) -> PhraseMatch:
    """How well the user's concepts match an object's name (or its comment) as a phrase, 0..1:
    the words the matched keys cover (bitmasks), whether the head of what was typed (`heads`, the
    head concepts) covers the phrase's head word, and the table-naming concepts they account for —
    fed to rules.phrase_evidence. A phrase whose head word only a modifier explains is about
    something else and counts as a modifier match — unless the words typed explain all of it, the
    head among them, in another order (`recurring invoice` is `invoices_recurring`), and no
    preposition or `的` said which word is the head (`clients with notes` is not `client_notes`).
    A relation table's phrase (`sides` given: the concepts that could be what it links) is about
    the request only when two such concepts explain it (`用户角色` for `sys_user_role`; `用户` alone
    is a user, not the link; `后台角色` names one thing it links, 角色). The head word is explained only
    by a key that reads it whole or its end (rules.HEAD_READING_MIN): `会员` in 会员卡 is a modifier."""
    if not size:
        return NO_MATCH
    covered = 0
    used: set[int] = set()
    head_factor = 0.0
    head_concepts: set[int] = set()
    best_factor = 0.0
    head_bit = (1 << head) if head is not None else 0
    head_read = False  # some key reads the head word itself
    for match in matches:
        mask = match.name_mask if name else match.comment_mask
        if not mask:
            continue
        covered |= mask
        used.add(match.concept)
        best_factor = max(best_factor, match.factor)
        if mask & head_bit and match.weight >= rules.HEAD_READING_MIN:
            head_read = True
            if match.concept in heads:
                head_concepts.add(match.concept)
                head_factor = max(head_factor, match.factor)
    if not covered:
        return NO_MATCH
    if not head_concepts and not marked and head_read and covered == (1 << size) - 1:
        head_concepts = used & heads
        head_factor = max((m.factor for m in matches if m.concept in head_concepts
                           and (m.name_mask if name else m.comment_mask)), default=0.0)
    if sides is not None and len(used & sides) < 2:
        head_concepts = set()
    explained = sum(weighing.weight_of[i] for i in used if i in weighing.naming)
    return PhraseMatch(rules.exact_phrase_evidence(bool(head_concepts), head_factor, best_factor,
                                                   bin(covered).count("1"), size, explained, weighing.entity_total),
                       bool(head_concepts), bool(head_concepts) and covered == (1 << size) - 1)


def _place(field_name: str) -> str:
    """Where in an object a term was found: its name or its comment."""
    return FIELD_NAME if field_name in (FIELD_NAME, FIELD_NAME_PART) else field_name


def _phrase_matches(lists: list[list[Posting]]) -> dict[int, Posting]:
    """Objects where every word of a multi-word key stands together, in order, in the name or the
    comment (`数据字典` is not found in `字典数据`): the posting of the key's last word, its masks
    covering every word the key spans."""
    by_object = [{p.object_id: p for p in rows} for rows in lists]
    common = set(by_object[0]).intersection(*by_object[1:]) if all(by_object) else set()
    out = {}
    for oid in common:
        rows = [b[oid] for b in by_object]
        masks = []
        for mask_of in (lambda p: p.name_mask, lambda p: p.comment_mask):
            starts = mask_of(rows[0])
            for offset, row in enumerate(rows[1:], start=1):
                starts &= mask_of(row) >> offset
            span = 0
            for offset in range(len(rows)):
                span |= starts << offset
            masks.append(span)
        if any(masks) or len({_place(r.field) for r in rows}) == 1:
            out[oid] = rows[-1]._replace(name_mask=masks[0], comment_mask=masks[1])
    return out
