"""Which objects an entity's concepts reach, and exact scores for every one that could be shown.

Work per request is bounded by SQL indexes: name and comment postings are read for the objects
being scored (they carry the bitmasks a phrase match needs); column postings are counted by SQLite
and looked up by primary key only for objects whose upper bound can still reach the shown
candidates. For an actor who may see only some objects the store reads theirs alone
(index/store_visible.py), so the same search runs over what that actor may see. Two enumerations
give the same answers (tests/test_quality.py proves it on every labelled case):

- best bound first (every request): SQLite computes every matching object's upper bound
  (rules.score_bound_sql) and hands them over best first, a page at a time;
- exhaustive (`Options.exhaustive`, the check of the first): every posting is read and every
  matching object scored, column evidence added best bound first.
"""

from __future__ import annotations

import itertools
import math
import sqlite3
from dataclasses import dataclass
from typing import Sequence

from .. import rules
from ..index.records import BoundTerm
from ..words import normalize
from ..words.concepts import MAX_QUERY_TERMS, Concept, query_terms
from .evidence import Evidence, Scored
from .lookup import Lookup
from .weighing import Weighing, weigh

# When objects reached only through columns must be ranked, this many per shown candidate are
# fetched (best first, among the objects the actor may see) and scored.
COLUMN_CANDIDATES_PER_SHOWN = 4
# Candidates whose column evidence is looked up together.
COLUMN_BATCH = 32
# Best-bound-first scoring: the first page of candidates, and how the next pages grow.
BOUND_FIRST_PAGE = 48
BOUND_PAGE_GROWTH = 4
# A sentence no table its words name reads whole is read on at most this many tables whose columns
# hold its words (onebox/sentence.py); each word's strongest column postings read for it, at most.
COLUMN_TABLES_READ = 3
COLUMN_POSTINGS_PER_WORD = 40
# Full-text rows read per fallback candidate wanted: most are dropped by FTS_MIN_TOKEN_SHARE.
FULLTEXT_READ_FACTOR = 3


@dataclass
class Found:
    weighing: Weighing
    scored: list[Scored]  # exact for every object that could be shown; lower bounds for the rest
    matched: int  # every object reached, scored or not


def find(lookup: Lookup, concepts: Sequence[Concept]) -> Found:
    """Match, then score: every object any concept touches, and exact scores for the ones that
    can be shown. Asked again for the same concepts in one request (a sentence is read against
    the tables its words find, then answered by the same words), the first search answers."""
    key = tuple((c.label, tuple(c.keys.items()), c.head, c.literal, c.marked, tuple(g.words for g in c.groups))
                for c in concepts)
    found = lookup.found.get(key)
    if found is None:
        found = lookup.found[key] = Search(lookup, concepts).run()
    return found


class Search:
    """One entity search. `run` does it all; `weigh`, `bounds` and `score` are its steps."""

    def __init__(self, lookup: Lookup, concepts: Sequence[Concept]):
        self.lookup = lookup
        self.store = lookup.store
        self.concepts = concepts
        self.terms = query_terms(concepts)
        self.evidence = Evidence(lookup, concepts)
        self.keep = lookup.options.max_candidates + 1  # the shown candidates and the runner-up
        self.scored: list[Scored] = []
        self.done: set[int] = set()  # the objects in `scored`

    def run(self) -> Found:
        self.weigh()
        if self.lookup.options.exhaustive:
            self.score_all()
        else:
            self.score_best_first()
        if self.weighing.column_concepts and not self.decided_without_columns():
            self.add_column_only_objects()
        return Found(self.weighing, self.scored, self.matched())

    def weigh(self) -> Weighing:
        """Count and weigh the concepts (reading every posting first when scoring exhaustively)."""
        if self.lookup.options.exhaustive:
            self.evidence.read(self.store.postings(self.terms))
        self.weighing = weigh(self.lookup, self.concepts, self.evidence.bound_sets())
        return self.weighing

    def score(self, oids: Sequence[int]) -> list[Scored]:
        """Exact scores of these objects (those the actor may see), reading their postings first."""
        if not oids:
            return []
        fresh = [oid for oid in oids if oid not in self.evidence.matches]
        if fresh:
            self.evidence.read(self.store.postings_for(self.terms, fresh))
        records = self.evidence.records
        batch = [self.evidence.score(self.weighing, records[oid]) for oid in oids if oid in records]
        self.evidence.add_columns(self.weighing, batch)
        return batch

    def keep_scores(self, batch: Sequence[Scored]) -> None:
        self.scored.extend(batch)
        self.done.update(s.record.id for s in batch)

    def counted(self) -> list[int]:
        """The concepts whose name and comment evidence counts."""
        return [i for i, c in enumerate(self.weighing.counts) if not c.common_in_names and c.named]

    def multi_word_matches(self) -> list[int]:
        """Objects that a multi-word key of a counted concept matches — its words side by side, or
        all in the name or all in the comment (evidence.py). The bounds are computed from single
        words, so these are scored first, whatever their bound."""
        candidates = sorted({oid for i in self.counted() for oid in self.weighing.counts[i].together})
        fresh = [oid for oid in candidates if oid not in self.evidence.matches]
        if fresh:
            self.evidence.read(self.store.postings_for(self.terms, fresh))
        matches = self.evidence.matches
        return [oid for oid in candidates if any(len(m.key) > 1 for m in matches.get(oid, ()))]

    def bounds(self) -> sqlite3.Cursor | None:
        """A cursor of (object id, upper bound of its score) for every object with a single-word key
        of a counted concept in its name or comment, best bound first; None when there is none."""
        weighing = self.weighing
        terms = [BoundTerm(key[0], i, factor, weighing.weight_of.get(i, 0.0), self.concepts[i].head,
                           i in weighing.naming)
                 for i in self.counted() for key, factor in self.concepts[i].keys.items() if len(key) == 1]
        if not terms:
            return None
        parameters = {
            "entity_total": weighing.entity_total,
            # The best column evidence any concept could add, and the coverage they could bring.
            "column_bound": self.column_bound(),
            "column_coverage": sum(weighing.weight_of.get(i, 0.0) for i in weighing.column_concepts),
            "coverage_total": weighing.coverage_total,
        }
        return self.store.best_bounds(terms, rules.score_bound_sql(), rules.term_evidence_sql(), parameters,
                                      self.lookup.scope.database)

    def column_bound(self) -> float:
        """The most column evidence could add to any object's best evidence (evidence.add_columns)."""
        weighing = self.weighing
        return max((rules.term_evidence(weighing.weight_of.get(i, 0.0), rules.hit_evidence(rules.COLUMN_CEILING, 1.0))
                    for i in weighing.column_concepts), default=0.0)

    def score_best_first(self) -> None:
        """SQLite computes, per object, an upper bound of its score from its postings and hands
        them over best first, a page at a time; pages stop once the next bound cannot reach the
        candidates already scored — no object is skipped that could have been shown — or, the two
        best being too close to call, at rules.MAX_SCORED_UNDECIDED (docs/how-it-decides.md)."""
        if not self.counted():
            return
        # Objects a binding names, and those a multi-word key matches, are scored first: the
        # bounds are computed from the index's single words.
        self.keep_scores(self.score(sorted(self.evidence.bound_names)))
        self.keep_scores(self.score([oid for oid in self.multi_word_matches() if oid not in self.done]))
        cursor = self.bounds()
        if cursor is None:
            return
        page = BOUND_FIRST_PAGE
        while True:
            rows = cursor.fetchmany(page)
            if not rows:
                break
            # Rows come best bound first: from the first that cannot reach the candidates scored
            # so far, none can (their scores only rise), so none of them is scored.
            reach = next((i for i, (_, bound) in enumerate(rows) if self.out_of_reach(bound)), None)
            if reach is not None:
                rows = rows[:reach]
            bounds = {oid: bound for oid, bound in rows if oid not in self.done}
            batch = self.score(list(bounds))
            for item in batch:
                item.bound = bounds[item.record.id]
            self.keep_scores(batch)
            if reach is not None or len(rows) < page or self.out_of_reach(rows[-1][1]):
                break
            page *= BOUND_PAGE_GROWTH
            if self.only_runners_up_left(rows[-1][1]):
                if len(self.scored) >= rules.MAX_SCORED_UNDECIDED:
                    break
                page = min(page, rules.MAX_SCORED_UNDECIDED - len(self.scored))
        cursor.close()

    def only_runners_up_left(self, bound: float) -> bool:
        """Whether the two best objects scored are already too close to call: what is left unscored
        could keep the answer a list or lead it, never make it a wrong answer (rules.MAX_SCORED_UNDECIDED)."""
        exact = sorted((s.score for s in self.scored), reverse=True)[:2]
        options = self.lookup.options
        return len(exact) == 2 and not rules.decided(exact[0], exact[1], options.min_confidence, options.ambiguity_gap)

    def score_all(self) -> None:
        """Exact scores for every name/comment candidate, column evidence best bound first."""
        weighing = self.weighing
        column_bound = self.column_bound()
        # The candidates best-bound-first scoring would consider: a name or comment hit on a counted
        # concept, or a binding (an object found only through a ubiquitous word, or only in its
        # columns, enters through the column step, as it does there).
        counted = set(self.counted())
        hit = [oid for oid, matches in self.evidence.matches.items() if any(m.concept in counted for m in matches)]
        pending = [self.evidence.score(weighing, self.evidence.records[oid])
                   for oid in dict.fromkeys([*hit, *sorted(self.evidence.bound_names)])]
        for item in pending:
            # The score formula at the best inputs columns could add: the best column evidence,
            # and every concept only columns could still cover.
            free = sum(weighing.weight_of.get(i, 0.0) for i in weighing.column_concepts if i not in item.hits)
            covered = sum(weighing.weight_of[i] for i in item.hits)
            best = max(item.best_evidence, column_bound)
            item.bound = rules.blend(best, rules.coverage(covered + free, weighing.coverage_total))
        pending.sort(key=lambda item: -item.bound)
        position = 0
        while position < len(pending):
            if self.out_of_reach(pending[position].bound):
                self.keep_scores(pending[position:])  # cannot be shown: their scores stay lower bounds
                break
            batch = pending[position : position + COLUMN_BATCH]
            position += len(batch)
            self.evidence.add_columns(weighing, batch)
            self.keep_scores(batch)

    def out_of_reach(self, bound: float) -> bool:
        """Whether an object bounded thus can no longer be among the shown candidates."""
        exact = sorted((s.score for s in self.scored), reverse=True)
        # Scores are rounded: an object whose bound rounds to the last shown score could tie with it.
        return len(exact) >= self.keep and exact[self.keep - 1] > rules.rounded(bound)

    def decided_without_columns(self) -> bool:
        """Whether the strongest name/comment candidate wins whatever a column-only object could score."""
        ranked = sorted((s.score for s in self.scored), reverse=True)
        if not ranked:
            return False
        runner_up = max(ranked[1] if len(ranked) > 1 else 0.0, rules.COLUMN_ONLY_CEILING)
        options = self.lookup.options
        return rules.decided(ranked[0], runner_up, options.min_confidence, options.ambiguity_gap)

    def add_column_only_objects(self) -> None:
        """Objects reached only through columns can never clear the default gate (rules.COLUMN_ONLY_CEILING);
        they are fetched — best first — only when the answer is not decided without them."""
        limit = self.lookup.options.max_candidates * COLUMN_CANDIDATES_PER_SHOWN
        scope = self.lookup.scope
        seen = {s.record.id for s in self.scored}
        extra: list[int] = []
        for index in self.weighing.column_concepts:
            # Ranked by the evidence each could bring: a column named by the word typed beats one
            # named by its alias, whatever their stored weights.
            concept, cut = self.concepts[index], limit + len(seen)
            best: dict[int, float] = {}
            for term in dict.fromkeys(concept.single_terms):
                factor = concept.keys[(term,)]
                for oid, weight in self.store.top_column_weights(term, cut, scope.database, scope.allowed):
                    evidence = rules.hit_evidence(weight, factor)
                    if evidence > best.get(oid, -1.0):
                        best[oid] = evidence
            ranked = sorted(best.items(), key=lambda item: (-item[1], item[0]))[:cut]
            # `limit` objects not scored yet: the cut reads past the scored ones to find them, and
            # never scores the hundreds beyond, which could only be lower in that column's order.
            extra.extend(itertools.islice((oid for oid, _ in ranked if oid not in seen), limit))
            extra.extend(oid for oid, entries in self.evidence.bound_columns.items()
                         if oid not in seen and any(entry[0] == index for entry in entries))
        fresh = [Scored(record, head_explained=False)
                 for record in self.lookup.visible_objects(dict.fromkeys(extra)).values()]
        self.evidence.add_columns(self.weighing, fresh)
        self.scored.extend(s for s in fresh if s.all_hits)

    def matched(self) -> int:
        if len(self.concepts) == 1:
            return self.weighing.counts[0].reached
        every = list(dict.fromkeys(t for c in self.concepts for t in c.single_terms))
        return max(self.store.count_objects(every, self.lookup.scope.database), len(self.scored))


def column_tables(lookup: Lookup, concepts: Sequence[Concept], skip: set[int]) -> list:
    """The tables the actor may see whose columns hold the most of these concepts' words (then the
    stronger columns, then the id), none of `skip`: `哪些学校的院士校友不超过75人` names no table by
    its words (高校 has 学校名称, 院士校友人数), yet one table's columns hold them all."""
    scope = lookup.scope
    held: dict[int, dict[int, float]] = {}  # table → concept → its strongest column posting
    for index, concept in enumerate(concepts):
        for term in dict.fromkeys(concept.single_terms):
            for oid, weight in lookup.store.top_column_weights(term, COLUMN_POSTINGS_PER_WORD, scope.database,
                                                               scope.allowed):
                if oid not in skip:
                    per = held.setdefault(oid, {})
                    per[index] = max(per.get(index, 0.0), weight)
    ranked = sorted(held, key=lambda oid: (-len(held[oid]), -sum(held[oid].values()), oid))[:COLUMN_TABLES_READ]
    records = lookup.visible_objects(ranked)
    return [records[oid] for oid in ranked if oid in records]


def fulltext_candidates(lookup: Lookup, entity: str) -> list[Scored]:
    """Full-text recall over sub-words and bigrams, for when no term of any word matched."""
    tokens = list(dict.fromkeys(normalize.search_tokens(entity)))[:MAX_QUERY_TERMS]
    tokens = [t for t in tokens if len(t) > 1 or normalize.is_cjk_word(t)]
    if not tokens:
        return []
    rows = lookup.store.fulltext(tokens, rules.FTS_FALLBACK_LIMIT * FULLTEXT_READ_FACTOR, lookup.scope.allowed)
    need = max(1, math.ceil(len(tokens) * rules.FTS_MIN_TOKEN_SHARE))
    kept = []
    for oid, text in rows:
        words = set(text.split())
        if sum(1 for t in tokens if t in words) >= need:
            kept.append(oid)
    records = lookup.store.objects(kept)
    out = []
    for oid in kept:
        record = records.get(oid)
        if record is None or not lookup.allows(record):
            continue
        out.append(Scored(record, rules.rounded(rules.fulltext_score(len(out))), fulltext=True))
        if len(out) >= rules.FTS_FALLBACK_LIMIT:
            break
    return out


def rank(lookup: Lookup, scored: Sequence[Scored]) -> list[Scored]:
    """Score first; then a plain name before a look-alike (one with invisible or direction-changing
    characters: `ord\u200bers` beside `orders`); fan-in (how many tables reference it) only orders
    equal scores — a table's popularity is never evidence that it answers this question."""
    fan_in = lookup.fan_in([s.record for s in scored])
    return sorted(scored, key=lambda s: (-s.score, -s.uncapped, s.record.look_alike, -fan_in[s.record.id],
                                         s.record.kind != "table", lookup.name(s.record)))

