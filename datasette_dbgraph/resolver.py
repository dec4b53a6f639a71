"""The resolver: a request in, one table plus a parameterized WHERE out — or an honest refusal.

Pure: it reads an index connection and returns a plain dict (CONTRACT §5); it imports nothing
from Datasette, so the page, the JSON endpoint and the CLI share it. Links are added by callers
that know how to build them.

How an entity is scored, in one sentence: every word the user typed becomes a *concept* (an alias
group the words mention is one concept), each concept finds evidence in the weighted term index
(an object's own name beats its comment, a column is weaker evidence about its table), and an
object's score is `0.85 × its best evidence + 0.15 × the share of concepts it covers`, where
evidence is weighed by how much each concept narrows this index (IDF) and words found in most
tables count for nothing. The answer is given only above the confidence gate *and* clear of the
runner-up; everything else is `ambiguous`, `insufficient_evidence` or `not_found`.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from rapidfuzz.distance import Levenshtein

from . import messages, normalize
from .aliases import AliasGroup, AliasTable, default_alias_table
from .indexer import FIELD_COLUMN, FIELD_COMMENT, FIELD_NAME, FIELD_NAME_PART, W_COLUMN_CEILING
from .store import ColumnRecord, IndexUnavailable, ObjectRecord, Store

# -- tuning a deployment may change ------------------------------------------------------------
MIN_CONFIDENCE = 0.6
AMBIGUITY_GAP = 0.15
MAX_CANDIDATES = 5
MAX_COLUMNS = 500

# -- scoring -----------------------------------------------------------------------------------
BEST_WEIGHT_SHARE = 0.85
COVERAGE_SHARE = 0.15
# A word reached through an alias group is weaker evidence than the word itself.
GLOSSARY_FACTOR = 0.9
# A dictionary word found inside a longer query word (手机 inside 手机号码).
QUERY_SUBWORD_FACTOR = 0.85
# In `部门的用户` the user wants a user: a modifier of the query's head noun counts for less —
# clearly so where grammar marks the head, a little where two nouns merely stand side by side.
QUERY_MODIFIER_FACTOR = 0.8
QUERY_JUXTAPOSED_FACTOR = 0.9
# Phrase matching of a name or comment (see `_mask_evidence`): a table's own name is the best
# evidence, its comment nearly as good.
PHRASE_NAME_WEIGHT = 1.0
PHRASE_COMMENT_WEIGHT = 0.95
# When the head word is explained: from this share (one word of many) up to 1 (every word).
PHRASE_HEAD_BASE = 0.6
# When only modifiers are explained, the phrase is worth at most this share (`订单` in `订单设置表`):
# still a candidate — and more than any column — but never an answer.
PHRASE_MODIFIER_SHARE = 0.6
PHRASE_MODIFIER_BASE = 0.7
# How much a phrase that accounts for only part of what the user typed still counts.
PHRASE_RECALL_BASE = 0.5
# Below this best evidence an object is matched but not a candidate: a word that only appears as
# a column's modifier (`order` in `order_num`) does not make a table a candidate for "order".
MIN_CANDIDATE_EVIDENCE = 0.35
# When objects reached only through columns must be ranked, this many per shown candidate are
# fetched (best first, among the objects the actor may see) and scored.
COLUMN_CANDIDATES_PER_SHOWN = 4
# Candidates whose column evidence is looked up together.
COLUMN_BATCH = 32
# Best-bound-first scoring: the first page of candidates, and how the next pages grow.
BOUND_FIRST_PAGE = 48
BOUND_PAGE_GROWTH = 4
# Where-only requests load every matching object up to this many; beyond, SQLite ranks them.
WHERE_LOADED_LIMIT = 200
# A view re-exposes a table's data; at equal evidence the table is the answer.
VIEW_FACTOR = 0.95
# A word found in more than this share of the objects narrows nothing: it is "ubiquitous".
UBIQUITY_FRACTION = 0.5
# Below this many objects, document frequencies are not evidence of anything: flat weights.
MIN_WEIGHTED_CORPUS = 12
# Confidence of the rules that need no scoring.
EXACT_NAME_CONFIDENCE = 1.0
EXACT_COMMENT_CONFIDENCE = 0.95
EXACT_ALIAS_CONFIDENCE = 0.9
WHERE_ONLY_CONFIDENCE = 0.7
# Full-text recall, used only when no term matched at all: candidates enter below the top of the
# gate range, so a single hit can resolve and two near-equal hits stay ambiguous.
FTS_FALLBACK_TOP = 0.62
FTS_FALLBACK_STEP = 0.02
FTS_FALLBACK_FLOOR = 0.5
FTS_FALLBACK_LIMIT = 20
# A full-text hit must contain this share of the query's tokens to be proposed at all.
FTS_MIN_TOKEN_SHARE = 2 / 3
# Field matching tiers (CONTRACT §5 `matched_by`).
FIELD_EXACT = 1.0
FIELD_NAME_PART_SCORE = 0.9
FIELD_COMMENT_SCORE = 0.8
FIELD_SYNONYM_SCORE = 0.75
FIELD_FUZZY_SCORE = 0.55
# At four or five characters one edit is another plausible column (`flag`/`flat`): a silent
# substitution is the worst answer, so fuzzy matching needs length on both sides.
FUZZY_MIN_LENGTH = 6
# How much a refusal lists.
AVAILABLE_COLUMNS_SHOWN = 40
NEAR_MISSES_SHOWN = 5
# Names sharing a near miss's first letters that are compared by edit distance.
NEAR_MISS_NAMES_SCANNED = 200
REASON_TERMS_SHOWN = 4
MAX_QUERY_TERMS = 200

STATUSES = ("resolved", "ambiguous", "not_found", "insufficient_evidence", "missing_predicate",
            "invalid_input", "index_incomplete")


@dataclass
class Options:
    min_confidence: float = MIN_CONFIDENCE
    ambiguity_gap: float = AMBIGUITY_GAP
    max_candidates: int = MAX_CANDIDATES
    max_columns: int = MAX_COLUMNS
    lang: str = messages.DEFAULT_LANG
    aliases: AliasTable | None = None

    @property
    def alias_table(self) -> AliasTable:
        return self.aliases if self.aliases is not None else default_alias_table()


@dataclass
class Request:
    object: str | None = None
    entity: str | None = None
    fields: list[str] = field(default_factory=list)
    where: dict[str, Any] = field(default_factory=dict)
    database: str | None = None


@dataclass
class Scope:
    """What the current actor may see. `allowed` is None when everything in the index is visible;
    else the set of visible object ids. `database` narrows the search to one database."""

    allowed: frozenset[int] | None = None
    database: str | None = None
    allowed_count_by_database: Mapping[str, int] | None = None

    def allows(self, record_or_id, database: str | None = None) -> bool:
        object_id = record_or_id.id if isinstance(record_or_id, ObjectRecord) else record_or_id
        if database is None and isinstance(record_or_id, ObjectRecord):
            database = record_or_id.database
        if self.database is not None and database is not None and database != self.database:
            return False
        return self.allowed is None or object_id in self.allowed


# -- concepts ------------------------------------------------------------------------------------
@dataclass
class Concept:
    label: str
    keys: dict[tuple[str, ...], float]  # term sequence → factor (1 literal, less via alias/sub-word)
    head: bool
    groups: list[AliasGroup] = field(default_factory=list)
    literal: tuple[str, ...] = ()
    explicit: bool = True

    @property
    def factor(self) -> float:
        if self.head:
            return 1.0
        return QUERY_MODIFIER_FACTOR if self.explicit else QUERY_JUXTAPOSED_FACTOR


def build_concepts(entity: str, aliases: AliasTable) -> list[Concept]:
    """The user's words as concepts: an alias group the words mention is one concept (its whole
    vocabulary is evidence), and the words no group accounted for keep their own."""
    concepts: list[Concept] = []
    for phrase in normalize.query_phrases(entity):
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
                              groups=[group], literal=literal, explicit=phrase.explicit_head)
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
            concept = Concept(label=word, keys={(word,): 1.0}, head=(i == single_phrase_head), literal=(word,),
                              explicit=phrase.explicit_head)
            # Dictionary words inside this word, and what they alias, are weaker keys of it.
            for sub in phrase.subwords:
                if sub != word and sub in word:
                    concept.keys.setdefault((sub,), QUERY_SUBWORD_FACTOR)
                    for group_index in aliases.groups_for((sub,)):
                        _add_group_keys(concept, aliases.groups[group_index], GLOSSARY_FACTOR * QUERY_SUBWORD_FACTOR)
            concepts.append(concept)
    if len(concepts) == 1:
        concepts[0].head = True
    return concepts


def _add_group_keys(concept: Concept, group: AliasGroup, factor: float) -> None:
    for key in group.keys:
        _add_key(concept, key, factor)


def _add_key(concept: Concept, key: tuple[str, ...], factor: float) -> None:
    """Add a key; a multi-word key is also tried written as one word (`modified date` is the
    column `ModifiedDate`, `采购 订单` the word `采购订单`)."""
    for variant in (key, ("".join(key),)) if len(key) > 1 else (key,):
        if concept.keys.get(variant, 0) < factor:
            concept.keys[variant] = factor


# -- evidence ------------------------------------------------------------------------------------
@dataclass
class Hit:
    evidence: float
    term: str
    field: str
    column_id: int | None
    via: str | None  # the alias word, when the hit came through a group


@dataclass
class Scored:
    record: ObjectRecord
    score: float
    hits: dict[int, Hit]  # concept index → best counted hit
    all_hits: dict[int, Hit]  # concept index → best hit, counted or not
    fulltext: bool = False
    best_evidence: float = 0.0
    strong_evidence: float = 0.0
    bound: float = 0.0
    column_hits: dict[int, Hit] = field(default_factory=dict)

    def rescore(self, scan: "EntityScan", kind: str) -> "Scored":
        """score = 0.85 × best evidence + 0.15 × (IDF-weighted) coverage of the user's concepts."""
        strongest = self.best_evidence * (VIEW_FACTOR if kind == "view" else 1.0)
        coverage = sum(scan.weight_of[i] for i in self.hits) / scan.coverage_total if scan.coverage_total > 0 else 0.0
        self.score = _round(min(BEST_WEIGHT_SHARE * strongest + COVERAGE_SHARE * coverage, 1.0)) if self.hits else 0.0
        return self


@dataclass
class EntityScan:
    """The matching half of an entity lookup: everything that matched, before any ranking."""

    concepts: list[Concept]
    total: int
    scored: list[Scored] = field(default_factory=list)
    ubiquitous: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    df: dict[int, int] = field(default_factory=dict)
    entity_like: set[int] = field(default_factory=set)
    weight_of: dict[int, float] = field(default_factory=dict)
    matched: int = 0
    column_noise: dict[int, bool] = field(default_factory=dict)
    strong_noise: dict[int, bool] = field(default_factory=dict)
    has_columns: dict[int, bool] = field(default_factory=dict)
    coverage_total: float = 0.0
    entity_total: float = 0.0
    strong: list = field(default_factory=list)
    singles: list = field(default_factory=list)
    rows_of: dict = field(default_factory=dict)
    records: dict = field(default_factory=dict)
    all_terms: list = field(default_factory=list)
    df_strong: dict = field(default_factory=dict)
    phrased: dict = field(default_factory=dict)
    column_concepts: list = field(default_factory=list)


# An upper bound of an object's score from per-object aggregates of its postings (see
# Store.best_bounds): the phrase evidence it could reach if every covered word were distinct (the
# recall and the query's head/modifier factor are exact), the best gloss or column evidence, and
# coverage of every concept it has plus every concept that might match its columns. Parameters:
# entity total (twice, name), entity total (twice, comment), column bound, column-only coverage,
# coverage total.
_BOUND_SQL = f"""
{BEST_WEIGHT_SHARE} * max(
    case when o.name_size > 0 and p.nf > 0 then {PHRASE_NAME_WEIGHT} * (case when p.nhf > 0
        then p.nhf * p.nhq * ({PHRASE_HEAD_BASE} + {1 - PHRASE_HEAD_BASE} * min(1.0, 1.0 * p.nbits / o.name_size))
        else p.nf * {PHRASE_MODIFIER_SHARE} * ({PHRASE_MODIFIER_BASE} + {1 - PHRASE_MODIFIER_BASE} * min(1.0, 1.0 * p.nbits / o.name_size))
        end) * ({PHRASE_RECALL_BASE} + {1 - PHRASE_RECALL_BASE} * (case when ? > 0 then min(1.0, p.nrecall / ?) else 1.0 end))
        else 0 end,
    case when o.comment_size > 0 and p.cf > 0 then {PHRASE_COMMENT_WEIGHT} * (case when p.chf > 0
        then p.chf * p.chq * ({PHRASE_HEAD_BASE} + {1 - PHRASE_HEAD_BASE} * min(1.0, 1.0 * p.cbits / o.comment_size))
        else p.cf * {PHRASE_MODIFIER_SHARE} * ({PHRASE_MODIFIER_BASE} + {1 - PHRASE_MODIFIER_BASE} * min(1.0, 1.0 * p.cbits / o.comment_size))
        end) * ({PHRASE_RECALL_BASE} + {1 - PHRASE_RECALL_BASE} * (case when ? > 0 then min(1.0, p.crecall / ?) else 1.0 end))
        else 0 end,
    p.other, ?) + {COVERAGE_SHARE} * min(1.0, (p.cov + ?) / ?)
"""


def _place(field_name: str) -> str:
    """Where in an object a term was found: its name or its comment."""
    return FIELD_NAME if field_name in (FIELD_NAME, FIELD_NAME_PART) else field_name


def _multi_key_matches(lists: list[list[tuple]]) -> dict[int, tuple]:
    """Objects where every word of a multi-word key stands together, in order, in the name or the
    comment (`数据字典` is not found in `字典数据`): (weight, field, name mask, comment mask) of the
    key, its masks covering the words it spans."""
    by_object = [{row[0]: row for row in rows} for rows in lists]
    common = set(by_object[0]).intersection(*by_object[1:]) if all(by_object) else set()
    out = {}
    for oid in common:
        rows = [b[oid] for b in by_object]
        masks = []
        for place in (3, 4):
            starts = rows[0][place]
            for offset, row in enumerate(rows[1:], start=1):
                starts &= row[place] >> offset
            span = 0
            for offset in range(len(rows)):
                span |= starts << offset
            masks.append(span)
        head = rows[-1]
        if any(masks) or len({_place(r[2]) for r in rows}) == 1:
            out[oid] = (head[1], head[2], masks[0], masks[1])
    return out


def _mask_evidence(rows: Sequence[tuple], place: int, size: int, head: int | None, concepts: list[Concept],
                   weight_of: Mapping[int, float], entity_like: set[int], entity_total: float) -> float:
    """How well the user's concepts match one name (place 0) or comment (place 1) phrase, 0..1.

    - precision: the share of the phrase's words the concepts explain (`sys_user` is all user,
      `sys_user_role` only half);
    - the head: a phrase whose head word is explained is about the thing asked for; one that only
      shares a modifier (`订单` in `订单设置表`) is weak evidence;
    - recall: the (IDF-weighted) share of the user's table-naming concepts this phrase accounts for
      (`用户角色` is explained by `sys_user_role`, only half by `sys_role`)."""
    if not size:
        return 0.0
    covered = 0
    used: set[int] = set()
    head_factor = 0.0
    head_concepts: set[int] = set()
    best_factor = 0.0
    head_bit = (1 << head) if head is not None else 0
    for index, key, factor, weight, field_name, name_mask, comment_mask in rows:
        mask = name_mask if place == 0 else comment_mask
        if not mask:
            continue
        covered |= mask
        used.add(index)
        best_factor = max(best_factor, factor)
        if mask & head_bit:
            head_concepts.add(index)
            head_factor = max(head_factor, factor)
    if not covered:
        return 0.0
    precision = min(1.0, bin(covered).count("1") / size)
    recall = (sum(weight_of[i] for i in used if i in entity_like) / entity_total) if entity_total > 0 else 1.0
    if head_concepts:
        shape = (PHRASE_HEAD_BASE + (1 - PHRASE_HEAD_BASE) * precision) * max(concepts[i].factor for i in head_concepts)
        factor = head_factor
    else:
        shape = PHRASE_MODIFIER_SHARE * (PHRASE_MODIFIER_BASE + (1 - PHRASE_MODIFIER_BASE) * precision)
        factor = best_factor
    return factor * shape * (PHRASE_RECALL_BASE + (1 - PHRASE_RECALL_BASE) * recall)


def _round(value: float) -> float:
    return round(value + 1e-12, 3)


class Resolver:
    def __init__(self, store: Store, options: Options, scope: Scope):
        self.store = store
        self.options = options
        self.scope = scope
        self.lang = options.lang if options.lang in messages.LANGS else messages.DEFAULT_LANG
        # Names are qualified with their database when the actor can see more than one database:
        # a database whose every object is hidden from the actor does not count.
        counts = scope.allowed_count_by_database
        shown = store.databases if scope.allowed is None or counts is None else [d for d, n in counts.items() if n]
        self.multi_database = len(shown) > 1
        self._fan_in: dict[int, int] = {}

    # -- helpers ---------------------------------------------------------------------------
    def t(self, key: str, **values) -> str:
        return messages.text(self.lang, key, **values)

    def join(self, items: Iterable) -> str:
        return messages.join(self.lang, items)

    def name(self, record: ObjectRecord) -> str:
        return record.display(self.multi_database)

    def corpus_size(self) -> int:
        scope = self.scope
        if scope.allowed is None:
            if scope.database is None:
                return self.store.object_total
            return self.store.conn.execute(
                "select count(*) from objects where database = ?", [scope.database]
            ).fetchone()[0]
        if scope.database is not None and scope.allowed_count_by_database is not None:
            return scope.allowed_count_by_database.get(scope.database, 0)
        return len(scope.allowed)

    def visible(self, records: Iterable[ObjectRecord]) -> list[ObjectRecord]:
        return [r for r in records if self.scope.allows(r)]

    # -- entry -----------------------------------------------------------------------------
    def resolve(self, request: Request) -> dict:
        obj = (request.object or "").strip()
        entity = (request.entity or "").strip()
        fields = [f.strip() for f in request.fields if f and f.strip()]
        where = list(request.where.items())
        if not obj and not entity and not where:
            return self.result("missing_predicate", self.t("missing_predicate"),
                               next_actions=[self.t("next_give_predicate")])
        if self.scope.database is not None and self.corpus_size() == 0:
            databases = [d for d in self.store.databases if self._database_visible(d)]
            return self.result("not_found", self.t("not_found_database", words=self.scope.database),
                               next_actions=[self.t("next_database", databases=self.join(databases) or "—")])
        if obj:
            return self.by_object(obj, fields, where)
        if entity:
            return self.by_entity(entity, fields, where)
        return self.by_where(fields, where)

    def _database_visible(self, database: str) -> bool:
        if self.scope.allowed is None:
            return True
        counts = self.scope.allowed_count_by_database
        return bool(counts and counts.get(database))

    def result(self, status: str, reason: str, *, confidence: float = 0.0, resolved: dict | None = None,
               predicate: dict | None = None, candidates: list | None = None, matched: int = 0,
               query_terms: list | None = None, ubiquitous: list | None = None,
               next_actions: list | None = None, near_misses: list | None = None) -> dict:
        candidates = candidates or []
        shown = len(candidates) if status != "resolved" else (1 if resolved else 0)
        out = {
            "ok": True,
            "status": status,
            "reason": reason,
            "confidence": _round(confidence),
            "resolved": resolved,
            "predicate": predicate,
            "candidates": candidates,
            "links": {},
            "matched": max(matched, shown),
            "shown": shown,
            "query_terms": query_terms or [],
            "ubiquitous_terms": ubiquitous or [],
            "next_actions": next_actions or [],
        }
        if near_misses is not None:
            out["near_misses"] = near_misses
        return out

    def describe(self, record: ObjectRecord, score: float, reason: str, columns: list[dict]) -> dict:
        return {
            "database": record.database,
            "schema": record.schema,
            "table": record.name,
            "qualified": record.qualified,
            "kind": record.kind,
            "comment": record.comment,
            "engine": record.engine,
            "score": _round(score),
            "reason": reason,
            "columns": columns,
            "fan_in": self.fan_in([record])[record.id],
        }

    # -- by name -----------------------------------------------------------------------------
    def lookup_name(self, text: str) -> list[ObjectRecord]:
        """Objects named `text`: exact, case- and separator-insensitive; `database.table` and
        `schema.table` qualify it."""
        found: dict[int, ObjectRecord] = {}
        if "." in text:
            for cut in [m.start() for m in re.finditer(r"\.", text)]:
                qualifier, name = text[:cut].strip(), text[cut + 1 :].strip()
                qualifier_folded = normalize.fold(qualifier)
                for record in self.visible(self.store.objects_by_name_key(normalize.fold_identifier(name))):
                    parts = [record.database]
                    if record.schema:
                        parts += [record.schema, f"{record.database}.{record.schema}"]
                    if qualifier_folded in {normalize.fold(p) for p in parts}:
                        found[record.id] = record
        if not found:  # a name with dots in it (`hr.salary`), when no visible table is so qualified
            for record in self.store.objects_by_name_key(normalize.fold_identifier(text)):
                found[record.id] = record
        visible = self.visible(found.values())
        if len(visible) > 1:
            # `dispatch_artifact` beside `dispatchArtifact`: the name as written wins over the
            # names it folds to.
            written = text.strip().casefold()
            exact = [r for r in visible if written in (r.name.casefold(), r.qualified.casefold(),
                                                       f"{r.database}.{r.qualified}".casefold())]
            if len(exact) == 1:
                return exact
        return visible

    def by_object(self, text: str, fields: list[str], where: list) -> dict:
        matches = self.lookup_name(text)
        if len(matches) > 1:
            matches.sort(key=lambda r: (r.kind != "table", self.name(r)))
            shown = matches[: self.options.max_candidates]
            candidates = [
                self.describe(r, EXACT_NAME_CONFIDENCE, self.t("cand_name"), self.candidate_columns(r, fields))
                for r in shown
            ]
            has_schema = any(r.schema for r in matches)
            reason = self.t("ambiguous_object", words=text, matched=len(matches),
                            top=self.join(self.name(r) for r in shown),
                            schema_hint=self.t("schema_hint") if has_schema else "",
                            cut=self.cut(len(shown), len(matches)))
            return self.result("ambiguous", reason, confidence=EXACT_NAME_CONFIDENCE, candidates=candidates,
                               matched=len(matches), next_actions=[self.t("next_qualify")])
        if not matches:
            near = self.near_misses(text)
            reason = self.t("not_found_object", words=text, near=self.near_text(near))
            actions = ([self.t("next_near", tables=self.join(n["qualified"] for n in near))] if near else []) + [
                self.t("next_other_words")]
            return self.result("not_found", reason, next_actions=actions, near_misses=near)
        record = matches[0]
        return self.finish(record, EXACT_NAME_CONFIDENCE, self.t("resolved_object", words=text, table=self.name(record)),
                           fields, where, matched=1)

    # -- by where ----------------------------------------------------------------------------
    def by_where(self, fields: list[str], where: list) -> dict:
        keys = [str(k) for k, _ in where]
        quoted = self.join(f"“{k}”" for k in keys)
        sets: list[set[int]] = []
        missing: list[str] = []
        for key in keys:
            ids = set(self.store.columns_named(normalize.fold_identifier(key), key, self.scope.database))
            if self.scope.allowed is not None:
                ids &= self.scope.allowed
            if not ids:
                missing.append(key)
            sets.append(ids)
        if missing:
            return self.result("not_found", self.t("not_found_where_none", columns=self.join(f"“{k}”" for k in missing)),
                               next_actions=[self.t("next_give_predicate")])
        common = set.intersection(*sets) if sets else set()
        if not common:
            return self.result("not_found", self.t("not_found_where_together", columns=quoted),
                               next_actions=[self.t("next_give_predicate")])
        total = self.corpus_size()
        if total >= MIN_WEIGHTED_CORPUS and len(common) / total > UBIQUITY_FRACTION:
            # `where.id=1`: a column most tables have narrows nothing.
            reason = self.t("insufficient_where", columns=quoted, matched=len(common), total=total)
            return self.result("insufficient_evidence", reason, matched=len(common),
                               ubiquitous=keys, next_actions=[self.t("next_specific")])
        if self.scope.allowed is None and len(common) > WHERE_LOADED_LIMIT:
            # Many tables share the columns: SQLite orders them and only the shown ones are loaded.
            first, table_count = self.store.first_objects(common, self.options.max_candidates)
            records = [r for r in (self.store.objects(first).get(oid) for oid in first) if r is not None]
            tables = records[:1] if table_count == 1 else [None] * table_count
        else:
            found = list(self.store.objects(common).values())
            fan_in = self.fan_in(found)
            records = sorted(found, key=lambda r: (r.kind != "table", -fan_in[r.id], self.name(r)))
            tables = [r for r in records if r.kind == "table"]
        if len(common) == 1 or len(tables) == 1:
            # Views re-expose tables: one table with these columns is the answer.
            record = tables[0] if tables else records[0]
            return self.finish(record, WHERE_ONLY_CONFIDENCE,
                               self.t("resolved_where", table=self.name(record), columns=quoted), fields, where,
                               matched=len(common))
        shown = records[: self.options.max_candidates]
        candidates = [
            self.describe(r, WHERE_ONLY_CONFIDENCE, self.t("cand_where", columns=quoted),
                          self.candidate_columns(r, fields, where))
            for r in shown
        ]
        reason = self.t("ambiguous_where", matched=len(common), columns=quoted,
                        top=self.join(self.name(r) for r in shown), cut=self.cut(len(shown), len(common)))
        return self.result("ambiguous", reason, confidence=WHERE_ONLY_CONFIDENCE, candidates=candidates,
                           matched=len(common), next_actions=[self.t("next_pick")])

    # -- by entity ---------------------------------------------------------------------------
    def exact(self, entity: str, concepts: list[Concept]) -> tuple[ObjectRecord, float, str] | None:
        """An entity that folds to exactly one object's name, or its comment without `表`, is that
        object, however the scoring would rank it: shared prefixes (`sys_user`/`sys_user_role`)
        are exactly what token scores cannot separate."""
        key = normalize.fold_identifier(entity)
        if not key:
            return None
        rows = self.store.object_ids_by_key(key)
        if rows:
            records = self.store.objects(oid for oid, _ in rows)
            by_how: dict[str, set[int]] = {}
            for oid, how in rows:
                if oid in records and self.scope.allows(records[oid]):
                    by_how.setdefault(how, set()).add(oid)
            for how in ("name", "comment"):
                ids = by_how.get(how, set())
                tables = [i for i in ids if records[i].kind == "table"] or list(ids)
                if len(tables) == 1:
                    record = records[tables[0]]
                    if how == "name":
                        return record, EXACT_NAME_CONFIDENCE, self.t("resolved_exact_name", words=entity, table=self.name(record))
                    return record, EXACT_COMMENT_CONFIDENCE, self.t(
                        "resolved_exact_comment", words=entity, table=self.name(record), comment=record.comment or "")
                if len(ids) > 1:
                    return None
        # One concept that is an alias group, one of whose words is exactly one object's name.
        if len(concepts) == 1 and concepts[0].groups:
            found: dict[int, tuple[ObjectRecord, str]] = {}
            for group in concepts[0].groups:
                for word in group.words:
                    for oid, how in self.store.object_ids_by_key(normalize.fold_identifier(word)):
                        if how == "name":
                            found.setdefault(oid, (None, word))  # type: ignore[arg-type]
                    for oid, how in self.store.object_ids_by_key("".join(normalize.identifier_tokens(word))):
                        if how == "name":
                            found.setdefault(oid, (None, word))  # type: ignore[arg-type]
            if found:
                records = self.store.objects(found)
                visible = [r for r in records.values() if self.scope.allows(r)]
                tables = [r for r in visible if r.kind == "table"] or visible
                if len(tables) == 1:
                    record = tables[0]
                    return record, EXACT_ALIAS_CONFIDENCE, self.t(
                        "resolved_exact_alias", words=entity, alias=found[record.id][1], table=self.name(record))
        return None

    def score_entity(self, concepts: list[Concept]) -> "EntityScan":
        """Match, then score: every object any concept touches (the scan), and exact scores for
        the ones that can be shown.

        Evidence about an object comes from two places. Its name and its comment are matched as
        phrases: how much of the phrase the user's words explain, whether they explain its head
        word (`订单设置表` is a setting), and how much of what the user typed the phrase accounts
        for. Everything else — a column, a word in a comment's gloss — comes from the weighted
        term index and is weaker by construction.

        Work per request is bounded by SQL indexes: name and comment postings are read in full
        (they are few, and carry bitmasks of the phrase words they cover, so a phrase match is a
        few integer operations); column postings are counted by SQLite and looked up by primary
        key only for objects whose upper bound can still reach the shown candidates."""
        scan = EntityScan(concepts=concepts, total=self.corpus_size())
        weighted = scan.total >= MIN_WEIGHTED_CORPUS
        scan.singles = [[key[0] for key in c.keys if len(key) == 1] for c in concepts]
        scan.all_terms = list(dict.fromkeys(t for c in concepts for key in c.keys for t in key))[:MAX_QUERY_TERMS]
        restricted = self.scope.allowed is not None
        scan.strong = [dict() for _ in concepts]
        if restricted:
            # An actor who may see only some objects: every posting is read, so that counts and
            # candidates leave the others out (bounded by the index's size, not by SQL).
            postings = self.store.postings(scan.all_terms)
            self._collect_postings(scan, postings)
        by_words: set[int] = set()  # objects with a single word of any concept (as `count_objects` counts)
        for index, concept in enumerate(concepts):
            # Multi-word keys count where their words stand together; single words by SQL count.
            phrased: set[int] = set()
            for key in concept.keys:
                if len(key) > 1:
                    phrased |= self.store.phrase_objects(key, self.scope.database)
            singles = scan.singles[index]
            if restricted:
                # The same counts as below, over the objects the actor may see.
                words = set(singles)
                in_database = self._visible_in_database if self.scope.database is not None else set
                phrased = phrased & self.scope.allowed
                strong = in_database({row[1] for row in postings if row[0] in words and row[1] in self.scope.allowed})
                anywhere = in_database({oid for oid in self.store.object_ids_with(singles) if oid in self.scope.allowed})
                by_words |= anywhere
                df_strong = len(strong | phrased)
                df_any = max(len(anywhere | phrased), df_strong)
            else:
                extra_strong = len(phrased - self.store.having_any(singles, phrased, columns=False))
                extra_any = len(phrased - self.store.having_any(singles, phrased))
                df_strong = self.store.count_strong(singles, self.scope.database) + extra_strong
                df_any = max(self.store.count_objects(singles, self.scope.database) + extra_any, df_strong)
            scan.phrased[index] = phrased
            scan.df[index] = df_any
            scan.column_noise[index] = weighted and df_any / max(scan.total, 1) > UBIQUITY_FRACTION
            scan.strong_noise[index] = weighted and df_strong / max(scan.total, 1) > UBIQUITY_FRACTION
            if scan.column_noise[index]:
                scan.ubiquitous.append(concept.label)
            scan.has_columns[index] = df_any > df_strong
            scan.df_strong[index] = df_strong
            if not scan.strong_noise[index] and df_strong:
                scan.entity_like.add(index)
            if df_any == 0:
                scan.unknown.append(concept.label)

        # How much each concept narrows: IDF over the objects its counted evidence reaches,
        # relative to the most narrowing concept of the query, so scores stay in 0..1.
        idf = {}
        for index in range(len(concepts)):
            kept = 0 if scan.strong_noise[index] else scan.df_strong[index]
            if not scan.column_noise[index]:
                kept = max(kept, scan.df[index])
            if kept:
                idf[index] = math.log((scan.total + 1) / (kept + 1)) if weighted else 1.0
        top_idf = max(idf.values(), default=0.0)
        scan.weight_of = {i: (v / top_idf if top_idf > 0 else 1.0) for i, v in idf.items()}
        # A concept nothing matched still counts against coverage, at full weight.
        scan.coverage_total = sum(scan.weight_of.get(i, 1.0 if not scan.df.get(i) else 0.0) for i in range(len(concepts)))
        scan.entity_total = sum(scan.weight_of[i] for i in scan.entity_like)
        scan.column_concepts = [i for i in range(len(concepts)) if scan.has_columns[i] and not scan.column_noise[i]]
        if restricted:
            self._score_all(scan)
        else:
            self._score_best_first(scan)

        # Objects reached only through columns can never clear the default gate (0.85 × 0.45 +
        # 0.15 < 0.6); they are fetched — best first — only when the answer is not decided without them.
        column_concepts = scan.column_concepts
        if column_concepts and not self._decided_without_columns(scan):
            limit = self.options.max_candidates * COLUMN_CANDIDATES_PER_SHOWN
            seen = {s.record.id for s in scan.scored}
            extra: list[int] = []
            for index in column_concepts:
                factors = {key[0]: factor for key, factor in scan.concepts[index].keys.items() if len(key) == 1}
                found = self.store.top_column_objects(scan.singles[index], limit + len(seen), self.scope.database,
                                                      self.scope.allowed, factors)
                extra.extend(oid for oid in found if oid not in seen)
            more = [r for r in self.store.objects(dict.fromkeys(extra)).values() if self.scope.allows(r)]
            fresh = [Scored(record, 0.0, {}, {}) for record in more]
            self._add_columns(scan, fresh, column_concepts)
            scan.scored.extend(s for s in fresh if s.all_hits)

        # Matched counts every object reached, scored or not.
        if len(concepts) == 1:
            scan.matched = scan.df.get(0, 0)
        elif restricted:
            scan.matched = max(len(by_words), len(scan.scored))
        else:
            every = list(dict.fromkeys(t for terms in scan.singles for t in terms))
            scan.matched = max(self.store.count_objects(every, self.scope.database), len(scan.scored))
        return scan

    def _collect_postings(self, scan: "EntityScan", rows: Iterable[tuple]) -> None:
        """File name/comment postings per (concept, object): the rows a phrase match reads, and the
        best hit of each concept."""
        by_term: dict[str, list[tuple]] = {}
        for term, oid, weight, field_name, name_mask, comment_mask in rows:
            by_term.setdefault(term, []).append((oid, weight, field_name, name_mask, comment_mask))
        ids = {row[0] for rows_ in by_term.values() for row in rows_ if row[0] not in scan.records}
        scan.records.update({oid: r for oid, r in self.store.objects(ids).items() if self.scope.allows(r)})
        for index, concept in enumerate(scan.concepts):
            per_object = scan.strong[index]
            for key, factor in concept.keys.items():
                via = None if key == concept.literal or factor == 1.0 else " ".join(key)
                lists = [by_term.get(term, []) for term in key]
                if len(key) == 1:
                    matches = {row[0]: (row[1], row[2], row[3], row[4]) for row in lists[0]}
                else:
                    matches = _multi_key_matches(lists)
                for oid, (weight, field_name, name_mask, comment_mask) in matches.items():
                    if oid not in scan.records:
                        continue
                    scan.rows_of.setdefault(oid, []).append(
                        (index, key, factor, weight, field_name, name_mask, comment_mask))
                    evidence = weight * factor
                    current = per_object.get(oid)
                    if current is None or evidence > current.evidence:
                        per_object[oid] = Hit(evidence, key[-1], field_name, None, via)

    def _score_all(self, scan: "EntityScan") -> None:
        """Exact scores for every name/comment candidate, column evidence best bound first."""
        # The candidates best-first scoring would consider: a name/comment hit on a concept that
        # narrows (an object found only through a ubiquitous word, or only in its columns, enters
        # through the column step below, as it does there).
        counted = {i for i in range(len(scan.concepts)) if not scan.strong_noise[i] and scan.df_strong.get(i)}
        pending = [self._strong_score(scan, scan.records[oid]) for oid, rows in scan.rows_of.items()
                   if any(row[0] in counted for row in rows)]
        column_gain = BEST_WEIGHT_SHARE * W_COLUMN_CEILING
        for item in pending:
            free = sum(scan.weight_of.get(i, 0.0) for i in scan.column_concepts if i not in item.hits)
            item.bound = item.score + (COVERAGE_SHARE * free / scan.coverage_total if scan.coverage_total else 0.0) + \
                (max(0.0, column_gain - BEST_WEIGHT_SHARE * item.best_evidence) if scan.column_concepts else 0.0)
        pending.sort(key=lambda item: -item.bound)
        keep = self.options.max_candidates + 1
        done: list[Scored] = []
        position = 0
        while position < len(pending):
            exact = sorted((s.score for s in done), reverse=True)
            if len(exact) >= keep and pending[position].bound < exact[keep - 1]:
                done.extend(pending[position:])  # cannot be shown: their scores stay lower bounds
                break
            batch = pending[position : position + COLUMN_BATCH]
            position += len(batch)
            self._add_columns(scan, batch, scan.column_concepts)
            done.extend(batch)
        scan.scored = done

    def _score_best_first(self, scan: "EntityScan") -> None:
        """Exact scores for the candidates that can be shown, found best bound first.

        SQLite computes, per object, an upper bound of its score from its postings (the phrase
        words they can cover, whether they can cover the head, the concepts they bring) and hands
        them over best first, a page at a time; pages stop once the next bound cannot reach the
        candidates already scored. No object is skipped that could have been shown."""
        counted = [i for i in range(len(scan.concepts)) if not scan.strong_noise[i] and scan.df_strong.get(i)]
        if not counted:
            return
        query = [(key[0], index, factor, scan.weight_of.get(index, 0.0), scan.concepts[index].factor,
                  int(index in scan.entity_like))
                 for index in counted for key, factor in scan.concepts[index].keys.items() if len(key) == 1]
        # Objects found through a multi-word key are few: they are scored first, whatever their bound
        # (the bounds below are computed from single words only).
        phrased = sorted({oid for index in counted for oid in scan.phrased.get(index, ())})
        if phrased:
            self._collect_postings(scan, self.store.postings_for(scan.all_terms, phrased))
            batch = [self._strong_score(scan, scan.records[oid]) for oid in phrased if oid in scan.records]
            self._add_columns(scan, batch, scan.column_concepts)
            scan.scored.extend(batch)
        if not query:
            return
        free = sum(scan.weight_of.get(i, 0.0) for i in scan.column_concepts)
        column_ub = W_COLUMN_CEILING * max((scan.weight_of.get(i, 0.0) for i in scan.column_concepts), default=0.0)
        keep = self.options.max_candidates + 1
        total = scan.entity_total
        cursor = self.store.best_bounds(query, _BOUND_SQL, [total, total or 1.0, total, total or 1.0, column_ub, free,
                                                            scan.coverage_total or 1.0], self.scope.database)
        page = BOUND_FIRST_PAGE
        while True:
            rows = cursor.fetchmany(page)
            if not rows:
                break
            ids = [oid for oid, _ in rows if oid not in scan.rows_of]
            self._collect_postings(scan, self.store.postings_for(scan.all_terms, ids))
            batch = [self._strong_score(scan, scan.records[oid]) for oid in ids if oid in scan.records]
            self._add_columns(scan, batch, scan.column_concepts)
            scan.scored.extend(batch)
            exact = sorted((s.score for s in scan.scored), reverse=True)
            if len(rows) < page or (len(exact) >= keep and exact[keep - 1] > rows[-1][1]):
                break
            page *= BOUND_PAGE_GROWTH
        cursor.close()

    def _visible_in_database(self, ids: Iterable[int]) -> set[int]:
        records = self.store.objects(ids)
        return {oid for oid, record in records.items() if self.scope.allows(record)}

    def _decided_without_columns(self, scan: "EntityScan") -> bool:
        """Whether the strongest name/comment candidate wins whatever a column-only object could score."""
        ranked = sorted((s.score for s in scan.scored), reverse=True)
        if not ranked:
            return False
        ceiling = BEST_WEIGHT_SHARE * W_COLUMN_CEILING + COVERAGE_SHARE
        runner_up = max(ranked[1] if len(ranked) > 1 else 0.0, ceiling)
        return ranked[0] >= self.options.min_confidence and ranked[0] - runner_up >= self.options.ambiguity_gap

    def _strong_score(self, scan: "EntityScan", record: ObjectRecord) -> Scored:
        """An object's score from its name and comment alone (exact when it has no column evidence)."""
        concepts = scan.concepts
        hits: dict[int, Hit] = {}
        all_hits: dict[int, Hit] = {}
        for index in range(len(concepts)):
            hit = scan.strong[index].get(record.id)
            if hit is not None:
                all_hits[index] = hit
                if not scan.strong_noise[index]:
                    hits[index] = hit
        rows = [row for row in scan.rows_of.get(record.id, ()) if row[0] in hits]
        strongest = 0.0
        for place, size, head, weight in ((0, record.name_size, record.name_head, PHRASE_NAME_WEIGHT),
                                          (1, record.comment_size, record.comment_head, PHRASE_COMMENT_WEIGHT)):
            strongest = max(strongest, weight * _mask_evidence(rows, place, size, head, concepts, scan.weight_of,
                                                               scan.entity_like, scan.entity_total))
        # What the phrases do not weigh: words of the comment's gloss and sub-words outside it.
        for index, key, factor, weight, field_name, name_mask, comment_mask in rows:
            if field_name == FIELD_COMMENT and not comment_mask:
                strongest = max(strongest, scan.weight_of[index] * weight * factor)
        return Scored(record, 0.0, hits, all_hits, best_evidence=strongest, strong_evidence=strongest).rescore(
            scan, record.kind)

    def _add_columns(self, scan: "EntityScan", items: Sequence[Scored], column_concepts: list[int]) -> None:
        """Column evidence for these objects, by primary key, and their final scores."""
        concepts = scan.concepts
        wanted = list(dict.fromkeys(t for terms in scan.singles for t in terms))
        by_term: dict[str, list[int]] = {}
        for index, terms in enumerate(scan.singles):
            for term in terms:
                by_term.setdefault(term, []).append(index)
        found: dict[tuple[int, int], Hit] = {}
        for term, oid, weight, column_id in self.store.column_hits(wanted, [s.record.id for s in items]):
            for index in by_term.get(term, []):
                factor = concepts[index].keys.get((term,), 0.0)
                evidence = weight * factor
                current = found.get((index, oid))
                if current is None or evidence > current.evidence:
                    via = None if (term,) == concepts[index].literal or factor == 1.0 else term
                    found[(index, oid)] = Hit(evidence, term, FIELD_COLUMN, column_id, via)
        for item in items:
            for index in range(len(concepts)):
                hit = found.get((index, item.record.id))
                if hit is None:
                    continue
                item.column_hits[index] = hit
                if index not in item.all_hits or hit.evidence > item.all_hits[index].evidence:
                    item.all_hits[index] = hit
                if not scan.column_noise[index]:
                    if index not in item.hits or hit.evidence > item.hits[index].evidence:
                        item.hits[index] = hit
                    item.best_evidence = max(item.best_evidence, scan.weight_of[index] * hit.evidence)
            item.rescore(scan, item.record.kind)

    def fulltext_candidates(self, entity: str) -> list[Scored]:
        tokens = list(dict.fromkeys(normalize.search_tokens(entity)))[:MAX_QUERY_TERMS]
        tokens = [t for t in tokens if len(t) > 1 or normalize.is_cjk_word(t)]
        if not tokens:
            return []
        rows = self.store.fulltext(tokens, FTS_FALLBACK_LIMIT * 3, self.scope.allowed)
        need = max(1, math.ceil(len(tokens) * FTS_MIN_TOKEN_SHARE))
        kept = []
        for oid, text in rows:
            words = set(text.split())
            if sum(1 for t in tokens if t in words) >= need:
                kept.append(oid)
        records = self.store.objects(kept)
        out = []
        for oid in kept:
            record = records.get(oid)
            if record is None or not self.scope.allows(record):
                continue
            rank = len(out)
            score = max(FTS_FALLBACK_FLOOR, FTS_FALLBACK_TOP - rank * FTS_FALLBACK_STEP)
            out.append(Scored(record, _round(score), {}, {}, fulltext=True))
            if len(out) >= FTS_FALLBACK_LIMIT:
                break
        return out

    def split_unknown_compounds(self, concepts: list[Concept]) -> list[Concept]:
        """A long Chinese word no table contains is read as its parts (`员工工资` → 员工, 工资), so an
        unknown part is reported instead of silently dropped behind a known one."""
        long_words = [c for c in concepts if len(c.literal) == 1 and not c.groups
                      and normalize.is_cjk_word(c.literal[0]) and len(c.literal[0]) >= 3]
        if not long_words:
            return concepts
        present = self.store.known_terms((c.literal[0] for c in long_words), self.scope.allowed)
        out: list[Concept] = []
        aliases = self.options.alias_table
        for concept in concepts:
            parts = normalize.tile_word(concept.literal[0]) if concept in long_words and \
                concept.literal[0] not in present else [None]
            if len(parts) < 2:
                out.append(concept)
                continue
            for index, part in enumerate(parts):
                piece = Concept(label=part, keys={(part,): 1.0}, head=concept.head and index == len(parts) - 1,
                                literal=(part,), explicit=concept.explicit)
                for group_index in aliases.groups_for((part,)):
                    piece.groups.append(aliases.groups[group_index])
                    _add_group_keys(piece, aliases.groups[group_index], GLOSSARY_FACTOR)
                out.append(piece)
        return out

    def by_entity(self, entity: str, fields: list[str], where: list) -> dict:
        concepts = self.split_unknown_compounds(build_concepts(entity, self.options.alias_table))
        query_terms = [c.label for c in concepts]
        exact = self.exact(entity, concepts)
        if exact is not None:
            record, confidence, reason = exact
            return self.finish(record, confidence, reason, fields, where, matched=1, query_terms=query_terms)
        scan = self.score_entity(concepts) if concepts else EntityScan(concepts=[], total=self.corpus_size())
        scored = scan.scored
        matched = max(scan.matched, len(scored))
        common = dict(query_terms=query_terms, ubiquitous=scan.ubiquitous)
        if not matched:
            # No term of any word matched: full-text recall over sub-words and bigrams is the net.
            scored = self.fulltext_candidates(entity)
            matched = len(scored)
            if not scored:
                return self.not_found_entity(entity, self.near_misses(entity), **common)
        elif scan.unknown and scored:
            # A word no table knows: answering with what the other words found would quietly drop
            # part of the question (`会员 血型`, `'; DROP TABLE …`).
            ranked = self.rank([s for s in scored if s.hits])  # scored objects with no counted hit are no near miss
            near = [self.brief(s.record) for s in ranked[:NEAR_MISSES_SHOWN]]
            reason = self.t("not_found_unknown", words=entity, unknown=self.join(f"“{u}”" for u in scan.unknown),
                            near=self.near_text(near))
            return self.result("not_found", reason, matched=matched, near_misses=near,
                               next_actions=self.near_actions(near), **common)
        ranked = [s for s in self.rank(scored) if s.fulltext or s.best_evidence >= MIN_CANDIDATE_EVIDENCE]
        if not ranked:
            if scan.unknown:
                return self.not_found_entity(entity, self.near_misses(entity), **common)
            if any(s.hits for s in scored):
                weak = self.rank([s for s in scored if s.hits])
                near = [self.brief(s.record) for s in weak[:NEAR_MISSES_SHOWN]]
                in_columns = all(h.field == FIELD_COLUMN for s in scored for h in s.hits.values())
                reason = self.t("not_found_weak" if in_columns else "not_found_minor", words=entity,
                                matched=matched, near=self.near_text(near))
                return self.result("not_found", reason, matched=matched, near_misses=near,
                                   next_actions=self.near_actions(near), **common)
            detail = self.join(
                self.t("df_detail", term=concepts[i].label, df=scan.df.get(i, 0), total=scan.total)
                for i in range(len(concepts)) if scan.df.get(i)
            )
            reason = self.t("insufficient", words=entity, matched=matched,
                            ubiquitous=self.join(f"“{u}”" for u in scan.ubiquitous) or self.join(f"“{q}”" for q in query_terms),
                            detail=detail)
            return self.result("insufficient_evidence", reason, matched=matched,
                               next_actions=[self.t("next_specific")], **common)
        top = ranked[0]
        second = ranked[1] if len(ranked) > 1 else None
        gap = top.score - second.score if second else None
        decided = top.score >= self.options.min_confidence and (
            second is None or gap >= self.options.ambiguity_gap - 1e-9)
        if decided:
            if top.fulltext:
                reason = self.t("resolved_fulltext", words=entity, table=self.name(top.record))
            else:
                lead = (self.t("lead_gap", gap=f"{gap:.2f}", runner=self.name(second.record),
                               need=f"{self.options.ambiguity_gap:.2f}") if second else self.t("lead_alone"))
                reason = self.t("resolved_entity", words=entity, table=self.name(top.record),
                                evidence=self.evidence_text(top, concepts), score=f"{top.score:.2f}",
                                gate=f"{self.options.min_confidence:.2f}", lead=lead)
            implied = [] if fields else self.implied_columns(top, scan)
            return self.finish(top.record, top.score, reason, fields, where, matched=matched,
                               implied=implied, **common)
        shown = ranked[: self.options.max_candidates]
        candidates = [
            self.describe(s.record, s.score, self.candidate_reason(s, concepts), self.candidate_columns(s.record, fields, where))
            for s in shown
        ]
        top_text = self.join(f"{self.name(s.record)} ({s.score:.2f})" for s in shown)
        key = "ambiguous_low" if top.score < self.options.min_confidence else "ambiguous_entity"
        reason = self.t(key, words=entity, matched=matched, top=top_text, score=f"{top.score:.2f}",
                        gate=f"{self.options.min_confidence:.2f}", cut=self.cut(len(shown), matched))
        return self.result("ambiguous", reason, confidence=top.score, candidates=candidates, matched=matched,
                           next_actions=[self.t("next_pick")], **common)

    def rank(self, scored: Sequence[Scored]) -> list[Scored]:
        """Score first; fan-in (how many tables reference it) only orders equal scores — a table's
        popularity is never evidence that it answers this question."""
        fan_in = self.fan_in([s.record for s in scored])
        return sorted(scored, key=lambda s: (-s.score, -fan_in[s.record.id], s.record.kind != "table",
                                             self.name(s.record)))

    def fan_in(self, records: Sequence[ObjectRecord]) -> dict[int, int]:
        """How many tables the actor may see reference each record (the index's own count when
        the actor sees everything)."""
        if self.scope.allowed is None:
            return {r.id: r.fan_in for r in records}
        missing = [r.id for r in records if r.id not in self._fan_in and r.fan_in]
        if missing:
            for oid, sources in self.store.referencing(missing).items():
                # Counted like the index counts them: one per foreign key from another object.
                self._fan_in[oid] = sum(1 for s in sources if s != oid and self.scope.allows(s))
        return {r.id: self._fan_in.get(r.id, 0) for r in records}

    def brief(self, record: ObjectRecord) -> dict:
        return {"database": record.database, "schema": record.schema, "table": record.name,
                "qualified": self.name(record), "comment": record.comment}

    def near_actions(self, near: list[dict]) -> list[str]:
        return ([self.t("next_near", tables=self.join(n["qualified"] for n in near))] if near else []) + [
            self.t("next_other_words")]

    def not_found_entity(self, entity: str, near: list[dict], **common) -> dict:
        reason = self.t("not_found_entity", words=entity, near=self.near_text(near))
        return self.result("not_found", reason, near_misses=near, next_actions=self.near_actions(near), **common)

    def implied_columns(self, scored: Scored, scan: EntityScan) -> list[dict]:
        """Columns the entity's attribute words point at on the chosen table (`会员 手机号` → mobile)."""
        ids = [h.column_id for i, h in scored.hits.items()
               if h.field == FIELD_COLUMN and h.column_id is not None and i not in scan.entity_like]
        columns = self.store.column_by_id(ids)
        out = []
        for i, hit in scored.hits.items():
            column = columns.get(hit.column_id) if hit.column_id is not None else None
            if column is None or i in scan.entity_like:
                continue
            matched_by = "name-part" if hit.term in normalize.identifier_tokens(column.name) else "comment"
            score = FIELD_NAME_PART_SCORE if matched_by == "name-part" else FIELD_COMMENT_SCORE
            out.append(_column_match(column, matched_by, score, scan.concepts[i].label))
        return out

    # -- explanations ------------------------------------------------------------------------
    def cut(self, shown: int, matched: int) -> str:
        return self.t("cut", shown=shown, matched=matched) if shown != matched else ""

    def hit_text(self, hit: Hit, column_names: Mapping[int, str]) -> str:
        if hit.field == FIELD_COLUMN:
            where = self.t("in_column", column=column_names.get(hit.column_id, "?"))
        elif hit.field == FIELD_COMMENT:
            where = self.t("in_comment")
        else:
            where = self.t("in_name")
        term = self.t("via_alias", term=hit.term, alias=hit.via) if hit.via else hit.term
        return self.t("hit", term=term, where=where)

    def _column_names(self, scored: Sequence[Scored]) -> dict[int, str]:
        ids = [h.column_id for s in scored for h in s.all_hits.values() if h.column_id is not None]
        return {cid: c.name for cid, c in self.store.column_by_id(ids).items()}

    def evidence_text(self, scored: Scored, concepts: list[Concept]) -> str:
        names = self._column_names([scored])
        hits = sorted(scored.hits.items(), key=lambda item: -item[1].evidence)[:REASON_TERMS_SHOWN]
        return self.join(self.hit_text(hit, names) for _, hit in hits)

    def candidate_reason(self, scored: Scored, concepts: list[Concept]) -> str:
        if scored.fulltext:
            return self.t("cand_fulltext")
        names = self._column_names([scored])
        narrowing = [concepts[i].label for i in scored.hits]
        parts = [self.t("cand_matched", terms=self.join(
            self.hit_text(h, names) for _, h in sorted(scored.all_hits.items(), key=lambda x: -x[1].evidence)[:REASON_TERMS_SHOWN]))]
        parts.append(self.t("cand_narrowing", terms=self.join(narrowing)) if narrowing else self.t("cand_no_narrowing"))
        fan_in = self.fan_in([scored.record])[scored.record.id]
        if fan_in:
            parts.append(self.t("cand_fan_in", n=fan_in))
        return "; ".join(parts) if self.lang == "en" else "；".join(parts)

    # -- near misses -------------------------------------------------------------------------
    def near_misses(self, text: str) -> list[dict]:
        """Tables whose name or words are close to what was typed: full-text recall over the
        words, then names one or two edits away among what the full-text search proposed."""
        tokens = [t for t in dict.fromkeys(normalize.search_tokens(text)) if len(t) > 1][:MAX_QUERY_TERMS]
        found: dict[int, float] = {}
        for rank, (oid, _) in enumerate(self.store.fulltext(tokens, NEAR_MISSES_SHOWN * 4, self.scope.allowed)):
            found.setdefault(oid, 1.0 / (rank + 2))
        key = normalize.fold_identifier(text)
        if len(key) >= 3:
            prefix = key[: max(3, len(key) // 2)]
            for oid, name_key in self.store.names_starting(prefix, NEAR_MISS_NAMES_SCANNED, self.scope.allowed):
                distance = Levenshtein.distance(key, name_key, score_cutoff=2)
                if distance <= 2:
                    found[oid] = max(found.get(oid, 0), 1.0 - distance / 4)
        records = self.store.objects(found)
        visible = [r for r in records.values() if self.scope.allows(r)]
        visible.sort(key=lambda r: (-found[r.id], self.name(r)))
        return [{"database": r.database, "schema": r.schema, "table": r.name, "qualified": self.name(r),
                 "comment": r.comment} for r in visible[:NEAR_MISSES_SHOWN]]

    def near_text(self, near: list[dict]) -> str:
        return self.t("near", tables=self.join(n["qualified"] for n in near)) if near else ""

    # -- final assembly ----------------------------------------------------------------------
    def candidate_columns(self, record: ObjectRecord, fields: list[str], where: list | None = None) -> list[dict]:
        if not fields and not where:
            return []
        columns = self.store.columns(record.id, self.options.max_columns)
        out = []
        for key, _ in where or []:
            column = _find_where_column(columns, str(key))
            if column is not None:
                out.append(_column_match(column, "where", FIELD_EXACT, str(key)))
        for word in fields:
            match = match_field(columns, word, self.options.alias_table)
            if match is not None:
                out.append(match)
        return out

    def finish(self, record: ObjectRecord, confidence: float, lead: str, fields: list[str], where: list, *,
               matched: int, query_terms: list | None = None, ubiquitous: list | None = None,
               implied: list[dict] | None = None) -> dict:
        """Validate fields and where against the chosen object and build the predicate. Every
        selection path ends here, so the same rules hold for name, entity and where-only."""
        loaded = self.store.columns(record.id, self.options.max_columns + 1)
        columns = loaded[: self.options.max_columns]
        # "No such column" about a column that exists beyond the cap would be a wrong answer:
        # the refusal says when the cap applied.
        bound = self.t("bound", limit=self.options.max_columns) if len(loaded) > self.options.max_columns else ""
        available = self.join(c.name for c in columns[:AVAILABLE_COLUMNS_SHOWN])
        if record.column_count > AVAILABLE_COLUMNS_SHOWN:
            available += self.t("available_more", total=record.column_count)
        where_columns = []
        missing_where = []
        for key, value in where:
            column = _find_where_column(columns, str(key))
            if column is None:
                missing_where.append(str(key))
            else:
                where_columns.append((column, value))
        common = dict(query_terms=query_terms, ubiquitous=ubiquitous, matched=matched)
        if missing_where:
            reason = self.t("not_found_where_column", table=self.name(record),
                            missing=self.join(f"“{k}”" for k in missing_where), available=available, bound=bound)
            return self.result("not_found", reason, resolved=None, candidates=[
                self.describe(record, confidence, lead, [])], next_actions=[self.t("next_fix_field")], **common)
        matches = [_column_match(c, "where", FIELD_EXACT, c.name) for c, _ in where_columns]
        missing_fields = []
        for word in fields:
            match = match_field(columns, word, self.options.alias_table)
            if match is None:
                missing_fields.append(word)
            else:
                matches.append(match)
        if missing_fields:
            reason = self.t("not_found_field", table=self.name(record),
                            missing=self.join(f"“{w}”" for w in missing_fields), available=available, bound=bound)
            return self.result("not_found", reason, candidates=[self.describe(record, confidence, lead, matches)],
                               next_actions=[self.t("next_fix_field")], **common)
        for extra in implied or []:
            if all(extra["column"] != m["column"] for m in matches):
                matches.append(extra)
        predicate = build_predicate(record.engine, where_columns) if where_columns else None
        reason = lead
        field_matches = matches[len(where_columns):]
        if field_matches:
            reason += self.t("fields_part", columns=self.join(
                f"{m['column']} ({self.t('matched_by_' + m['matched_by'])} ← {m['term']})" for m in field_matches))
        if predicate:
            reason += self.t("predicate_part", clause=predicate["clause"])
        resolved = self.describe(record, confidence, lead, matches)
        resolved["primary_keys"] = [c.name for c in sorted((c for c in columns if c.pk), key=lambda c: c.pk)]
        resolved["joins"] = self.joins(record)
        actions = [self.t("next_open_table", table=self.name(record))]
        if not predicate:
            actions.append(self.t("next_add_where", table=self.name(record)))
        return self.result("resolved", reason, confidence=confidence, resolved=resolved, predicate=predicate,
                           next_actions=actions, **common)

    def joins(self, record: ObjectRecord) -> list[dict]:
        """Foreign-key neighbours the actor may see, as join hints."""
        edges = self.store.neighbours(record.id)
        ids = [e["object_id"] for direction in edges.values() for e in direction]
        others = {oid: r for oid, r in self.store.objects(ids).items() if self.scope.allows(r)}
        out = []
        for direction, items in edges.items():
            for edge in items:
                other = others.get(edge["object_id"])
                if other is None:
                    continue
                out.append({"direction": direction, "database": other.database, "schema": other.schema,
                            "table": other.name, "qualified": other.qualified, "comment": other.comment,
                            "columns": edge["columns"], "other_columns": edge["other_columns"]})
        return out


# -- fields ------------------------------------------------------------------------------------
def _column_match(column: ColumnRecord, matched_by: str, score: float, term: str) -> dict:
    return {"column": column.name, "comment": column.comment, "type": column.type, "pk": column.pk,
            "matched_by": matched_by, "term": term, "score": score}


def _find_where_column(columns: Sequence[ColumnRecord], key: str) -> ColumnRecord | None:
    """A where key must be exactly a column name (case-insensitive, as SQLite and MySQL compare
    column names)."""
    for column in columns:
        if column.name == key:
            return column  # PostgreSQL may have `Name` and `name`: the exact spelling first
    folded = key.casefold()
    for column in columns:
        if column.name.casefold() == folded:
            return column
    return None


def _name_tokens(name: str) -> list[str]:
    return normalize.identifier_tokens(name)


def match_field(columns: Sequence[ColumnRecord], word: str, aliases: AliasTable) -> dict | None:
    """One requested field → one column, trying the tiers in the order the contract fixes."""
    folded = normalize.fold_identifier(word)
    if not folded:
        return None
    word_terms = [t for p in normalize.query_phrases(word) for t in p.words]
    # 1. the exact column name; then the same name written with other case or separators —
    #    but never another column when one is named exactly that.
    wanted = word.strip().casefold()
    for column in columns:
        if column.name.casefold() == wanted:
            return _column_match(column, "name", FIELD_EXACT, word)
    for column in columns:
        if normalize.fold_identifier(column.name) == folded:
            return _column_match(column, "name", FIELD_EXACT, word)
    # 2. whole words of a column name (`name` → `user_name`); the closest name wins.
    if word_terms and all(t.isascii() for t in word_terms):
        hits = [c for c in columns if set(word_terms) <= set(_name_tokens(c.name))]
        if hits:
            best = min(hits, key=lambda c: (len(_name_tokens(c.name)), c.position))
            return _column_match(best, "name-part", FIELD_NAME_PART_SCORE, word)
    # 3. the column comment contains the word (folded: 手机号 is in 手机号码).
    needle = normalize.fold(word).strip()
    if needle:
        hits = []
        for column in columns:
            comment = normalize.fold(column.comment or "")
            if not comment:
                continue
            if normalize.has_cjk(needle):
                ok = needle in comment
            else:
                ok = bool(word_terms) and set(word_terms) <= set(normalize.identifier_tokens(comment))
            if ok:
                hits.append(column)
        if hits:
            # The comment that is most nearly just the word: `手机号` over `收货人手机号`.
            best = min(hits, key=lambda c: (len(normalize.fold(c.comment or "")), c.position))
            return _column_match(best, "comment", FIELD_COMMENT_SCORE, word)
    # 4. a synonym of something in the column's name or comment.
    key = tuple(word_terms)
    groups = [aliases.groups[i] for i in aliases.groups_for(key)] if key else []
    if groups:
        group_terms = {k for g in groups for k in g.keys}
        for column in columns:
            terms = set(_name_tokens(column.name))
            if column.comment:
                phrase = normalize.comment_phrase(column.comment)
                terms.update(phrase.words)
                terms.update(phrase.subwords)
            if any(all(t in terms for t in k) for k in group_terms):
                return _column_match(column, "synonym", FIELD_SYNONYM_SCORE, word)
    # 5. one edit away from a long-enough name or name word, and the single best such column.
    if len(folded) >= FUZZY_MIN_LENGTH:
        best_column, best_distance, count = None, 2, 0
        for column in columns:
            forms = [normalize.fold_identifier(column.name)] + _name_tokens(column.name)
            distance = min(
                (Levenshtein.distance(folded, f, score_cutoff=1) for f in forms if len(f) >= FUZZY_MIN_LENGTH),
                default=2,
            )
            if distance > 1:
                continue
            if distance < best_distance:
                best_column, best_distance, count = column, distance, 1
            elif distance == best_distance:
                count += 1
        if best_column is not None and count == 1:
            return _column_match(best_column, "fuzzy", FIELD_FUZZY_SCORE, word)
    return None


# -- predicate ---------------------------------------------------------------------------------
def quote_identifier(engine: str, name: str) -> str:
    """Quote a column name for the object's engine; embedded quote characters are doubled."""
    if engine == "mysql":
        return "`" + name.replace("`", "``") + "`"
    return '"' + name.replace('"', '""') + '"'


def build_predicate(engine: str, where_columns: Sequence[tuple[ColumnRecord, Any]]) -> dict:
    clause = "WHERE " + " AND ".join(f"{quote_identifier(engine, c.name)} = ?" for c, _ in where_columns)
    return {"clause": clause, "values": [v for _, v in where_columns],
            "columns": [c.name for c, _ in where_columns]}


# -- entry point -------------------------------------------------------------------------------
def resolve(conn, request: Request, options: Options | None = None, scope: Scope | None = None) -> dict:
    """Resolve one request against an open index connection.

    Raises IndexUnavailable when the index is missing, unreadable, empty or of another format;
    callers turn that into `index_incomplete`."""
    store = conn if isinstance(conn, Store) else Store(conn)
    scope = scope or Scope()
    if request.database:
        scope = Scope(allowed=scope.allowed, database=request.database,
                      allowed_count_by_database=scope.allowed_count_by_database)
    return Resolver(store, options or Options(), scope).resolve(request)


__all__ = ["Options", "Request", "Scope", "resolve", "IndexUnavailable", "STATUSES", "build_predicate",
           "quote_identifier", "match_field", "build_concepts"]
