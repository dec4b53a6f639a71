"""How much each of the user's concepts narrows this index: how many objects it reaches (through
a name or comment, or through any column), whether it is ubiquitous, and its IDF weight — the facts
every score of one request is computed from (docs/how-it-decides.md)."""

from __future__ import annotations

from typing import Mapping, NamedTuple, Sequence

from .. import rules
from ..words.concepts import Concept
from .lookup import Lookup

# No object named or reached through a binding.
NOTHING_BOUND: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())


class ConceptCount(NamedTuple):
    """What one concept reaches in the objects the actor may see."""

    label: str
    reached: int  # objects with any evidence of it: name, comment or column
    named: int  # objects whose name or comment has it
    ubiquitous: bool  # in most objects counting columns: column evidence of it says nothing
    common_in_names: bool  # in most objects' names or comments: that evidence says nothing either
    phrased: frozenset[int] = frozenset()  # objects where one of its multi-word keys stands as a phrase
    together: frozenset[int] = frozenset()  # objects with all the words of one of its multi-word keys

    @property
    def through_columns(self) -> bool:
        """Some objects have it only in a column."""
        return self.reached > self.named

    @property
    def names_tables(self) -> bool:
        """A table-naming concept: some names or comments have it, and not most of them."""
        return bool(self.named) and not self.common_in_names


class Weighing(NamedTuple):
    """The per-request facts of the concepts, ready for scoring."""

    total: int  # objects the actor may see in the databases searched
    counts: tuple[ConceptCount, ...]
    weight_of: Mapping[int, float]  # concept → IDF weight scaled to the most narrowing concept
    naming: frozenset[int]  # the table-naming concepts (what phrase recall is measured against)
    coverage_total: float  # what covering every concept weighs (a concept nothing matched counts fully)
    entity_total: float  # what covering every table-naming concept weighs
    column_concepts: tuple[int, ...]  # concepts whose column evidence counts and may add objects

    @property
    def ubiquitous_labels(self) -> list[str]:
        return [c.label for c in self.counts if c.ubiquitous]

    @property
    def unknown_labels(self) -> list[str]:
        return [c.label for c in self.counts if not c.reached]


def weigh(lookup: Lookup, concepts: Sequence[Concept], bound: Sequence[tuple[set[int], set[int]]] = ()) -> Weighing:
    """Count each concept and weigh it. SQLite counts; for an actor who may see only some objects
    the store counts those alone (store_visible.py), so that an answer is the one an index without
    the hidden objects would give. `bound` holds per concept the (visible) objects a binding names,
    and those a column binding reaches."""
    store, scope = lookup.store, lookup.scope
    total = lookup.corpus_size()
    counts: list[ConceptCount] = []
    for index, concept in enumerate(concepts):
        singles = concept.single_terms
        phrased: set[int] = set()
        together: set[int] = set()
        bound_names, bound_columns = bound[index] if bound else NOTHING_BOUND
        # Multi-word keys count where their words stand together; single words by SQL count.
        for key in concept.keys:
            if len(key) > 1:
                side_by_side, all_words = store.key_objects(key, scope.database)
                phrased |= side_by_side
                together |= all_words
        extra = phrased | bound_names
        extra_named = len(extra - store.having_any(singles, extra, columns=False))
        extra_reached = len((extra | bound_columns) - store.having_any(singles, extra | bound_columns))
        named = store.count_strong(singles, scope.database) + extra_named
        reached = max(store.count_objects(singles, scope.database) + extra_reached, named)
        counts.append(ConceptCount(concept.label, reached, named, rules.ubiquitous(reached, total),
                                   rules.ubiquitous(named, total), frozenset(phrased), frozenset(together)))

    # How much each concept narrows: IDF over the objects its counted evidence reaches, relative
    # to the most narrowing concept of the query, so scores stay in 0..1.
    idf = {}
    for index, count in enumerate(counts):
        kept = 0 if count.common_in_names else count.named
        if not count.ubiquitous:
            kept = max(kept, count.reached)
        if kept:
            idf[index] = rules.idf(kept, total)
    top_idf = max(idf.values(), default=0.0)
    weight_of = {i: (v / top_idf if top_idf > 0 else 1.0) for i, v in idf.items()}
    naming = frozenset(i for i, count in enumerate(counts) if count.names_tables)
    return Weighing(
        total=total,
        counts=tuple(counts),
        weight_of=weight_of,
        naming=naming,
        # A concept nothing matched still counts against coverage, at full weight.
        coverage_total=sum(weight_of.get(i, 1.0 if not c.reached else 0.0) for i, c in enumerate(counts)),
        entity_total=sum(weight_of[i] for i in sorted(naming)),
        column_concepts=tuple(i for i, c in enumerate(counts) if c.through_columns and not c.ubiquitous),
    )
