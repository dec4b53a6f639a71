"""The user's words as concepts: every word typed becomes one concept, and an alias group the
words mention is one concept whose whole vocabulary is evidence (docs/how-it-decides.md)."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Iterable

from ..rules import GLOSSARY_FACTOR, QUERY_SUBWORD_FACTOR
from . import normalize
from .aliases import AliasGroup, AliasTable, expansions, word_key
from .glossary import DOCUMENT_LINE_WORDS

# Index terms looked up for one request, at most (a pasted paragraph must not cost more).
MAX_QUERY_TERMS = 200


@dataclass
class Concept:
    label: str
    keys: dict[tuple[str, ...], float]  # term sequence → factor (1 literal, less via alias/sub-word)
    head: bool
    groups: list[AliasGroup] = field(default_factory=list)
    literal: tuple[str, ...] = ()
    marked: bool = False  # the phrase it belongs to marks its head (normalize.Phrase.marked_head)
    phrase: int = 0  # which phrase of the entity it belongs to (words typed apart are phrases apart)

    @property
    def single_terms(self) -> list[str]:
        """The keys that are one index term (multi-word keys are matched as phrases)."""
        return [key[0] for key in self.keys if len(key) == 1]

    def via(self, key: tuple[str, ...], factor: float) -> str | None:
        """The alias word a key stands for, when evidence found through it is not the word typed."""
        return None if key == self.literal or factor == 1.0 else " ".join(key)


def build_concepts(entity: str, aliases: AliasTable) -> list[Concept]:
    """The user's words as concepts: an alias group the words mention is one concept (its whole
    vocabulary is evidence), and the words no group accounted for keep their own."""
    concepts: list[Concept] = []
    for number, phrase in enumerate(normalize.query_phrases(entity)):
        words = phrase.words
        single_phrase_head = phrase.head
        covered = [False] * len(words)
        for start, end, group_index in aliases.find_in(words):
            group = aliases.groups[group_index]
            literal = tuple(words[start:end])
            existing = next((c for c in concepts if c.literal == literal), None)
            if existing is not None:
                if group not in existing.groups:
                    existing.groups.append(group)
                    _add_group_keys(existing, group, GLOSSARY_FACTOR)
                continue
            concept = Concept(label="".join(literal) if normalize.has_cjk("".join(literal)) else " ".join(literal),
                              keys={}, head=single_phrase_head is not None and start <= single_phrase_head < end,
                              groups=[group], literal=literal, marked=phrase.marked_head, phrase=number)
            _add_key(concept, literal, 1.0)
            _add_group_keys(concept, group, GLOSSARY_FACTOR)
            concepts.append(concept)
            for i in range(start, end):
                covered[i] = True
        for i, word in enumerate(words):
            if covered[i]:
                continue
            if any(c.literal == (word,) for c in concepts):
                continue
            if word in normalize.DOCUMENT_WORDS and len(words) > 1:
                continue  # `退货单`: the document of returns (a glossary phrase would have taken it)
            concept = Concept(label=word, keys={(word,): 1.0}, head=(i == single_phrase_head), literal=(word,),
                              marked=phrase.marked_head, phrase=number)
            # An abbreviation (`attr`) stands for its full word and what that aliases (属性).
            for full in expansions(word):
                _add_key(concept, (full,), GLOSSARY_FACTOR)
                for group_index in aliases.groups_for((full,)):
                    concept.groups.append(aliases.groups[group_index])
                    _add_group_keys(concept, aliases.groups[group_index], GLOSSARY_FACTOR)
            # Dictionary words inside this word, and what they alias, are weaker keys of it.
            for sub in phrase.subwords:
                if sub != word and sub in word:
                    concept.keys.setdefault((sub,), QUERY_SUBWORD_FACTOR)
                    for group_index in aliases.groups_for((sub,)):
                        _add_group_keys(concept, aliases.groups[group_index], GLOSSARY_FACTOR * QUERY_SUBWORD_FACTOR)
            concepts.append(concept)
    return _finish(concepts)


def _finish(concepts: list[Concept]) -> list[Concept]:
    """One concept is the head; a head that names a document's lines finds their other names."""
    if len(concepts) == 1:
        concepts[0].head = True
    for concept in concepts:
        if concept.head and len(concepts) > 1 and concept.literal in _line_keys():
            # `订单明细`, `入库单行`, `order item`: the lines of the document named before it.
            for key in _line_keys():
                _add_key(concept, key, GLOSSARY_FACTOR)
    return concepts


@functools.cache
def _line_keys() -> tuple[tuple[str, ...], ...]:
    return tuple(dict.fromkeys(k for k in map(word_key, DOCUMENT_LINE_WORDS) if k))


def _word_by_word(concept: Concept, aliases: AliasTable) -> list[Concept]:
    """A concept read as its words — a phrase's words, or a long Chinese word's dictionary parts —
    each its own concept with its own alias groups; the last is the head if the concept was."""
    if len(concept.literal) > 1:
        parts = list(concept.literal)
    elif normalize.is_cjk_word(concept.literal[0]) and len(concept.literal[0]) >= 3:
        parts = _tile_word(concept.literal[0])
    else:
        return [concept]
    if len(parts) < 2:
        return [concept]
    pieces = []
    for index, part in enumerate(parts):
        piece = Concept(label=part, keys={(part,): 1.0}, head=concept.head and index == len(parts) - 1,
                        literal=(part,), marked=concept.marked, phrase=concept.phrase)
        for group_index in aliases.groups_for((part,)):
            piece.groups.append(aliases.groups[group_index])
            _add_group_keys(piece, aliases.groups[group_index], GLOSSARY_FACTOR)
        pieces.append(piece)
    return pieces


def _tile_word(word: str) -> list[str]:
    """A long Chinese word as the fewest shorter dictionary words that spell it exactly:
    `员工工资` → 员工, 工资. The word itself when it cannot be tiled."""
    parts = {w for w in normalize.cjk_words(word, with_subwords=True) if 2 <= len(w) < len(word) and w in word}
    if not parts:
        return [word]
    best: list[list[str] | None] = [[]] + [None] * len(word)
    for end in range(1, len(word) + 1):
        for start in range(end):
            piece = word[start:end]
            if best[start] is not None and piece in parts:
                candidate = best[start] + [piece]
                if best[end] is None or len(candidate) < len(best[end]):
                    best[end] = candidate
    return best[len(word)] or [word]


def split_unknown_compounds(concepts: list[Concept], known_terms, aliases: AliasTable) -> list[Concept]:
    """A long Chinese word no table contains is read as its parts (`员工工资` → 员工, 工资), so an
    unknown part is reported instead of silently dropped behind a known one. `known_terms` tells
    which of some words the index has (Store.known_terms)."""
    long_words = [c for c in concepts if len(c.literal) == 1 and not c.groups
                  and normalize.is_cjk_word(c.literal[0]) and len(c.literal[0]) >= 3]
    if not long_words:
        return concepts
    present = known_terms(c.literal[0] for c in long_words)
    unknown = [i for i, c in enumerate(concepts) if c in long_words and c.literal[0] not in present]
    return split_concepts(concepts, unknown, aliases)


def split_concepts(concepts: list[Concept], which: Iterable[int], aliases: AliasTable) -> list[Concept]:
    """These concepts read word by word (the others kept): a glossary phrase that no table is named
    by (`订单明细`, `友情链接`) is read as its words, so that what they do name is found."""
    which = set(which)
    if not which:
        return concepts
    out: list[Concept] = []
    for index, concept in enumerate(concepts):
        out.extend(_word_by_word(concept, aliases) if index in which else [concept])
    return _finish(out) if len(out) != len(concepts) else concepts


def query_terms(concepts: Iterable[Concept]) -> list[str]:
    """Every index term any concept's keys are made of, at most MAX_QUERY_TERMS."""
    return list(dict.fromkeys(t for c in concepts for key in c.keys for t in key))[:MAX_QUERY_TERMS]


def _add_group_keys(concept: Concept, group: AliasGroup, factor: float) -> None:
    for key in group.keys:
        _add_key(concept, key, factor)


def _add_key(concept: Concept, key: tuple[str, ...], factor: float) -> None:
    """Add a key; a multi-word key is also tried written as one word (`modified date` is the
    column `ModifiedDate`, `采购 订单` the word `采购订单`)."""
    for variant in (key, ("".join(key),)) if len(key) > 1 else (key,):
        if concept.keys.get(variant, 0) < factor:
            concept.keys[variant] = factor
