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
from .indexer import FIELD_COLUMN, FIELD_COMMENT, FIELD_NAME, FIELD_NAME_PART
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
# Phrase matching of a name or comment (see `_phrase_evidence`): a table's own name is the best
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


def _place(field_name: str, column_id: int | None):
    """Where in an object a term was found: its name, its comment, or one column."""
    if field_name == FIELD_COLUMN:
        return column_id
    return FIELD_NAME if field_name in (FIELD_NAME, FIELD_NAME_PART) else field_name


def _concept_terms(concept: Concept) -> dict[str, float]:
    """Every single-word key of a concept, with its factor. Multi-word keys (`数据字典`,
    `bill of materials`) count only as a whole: see `_multi_keys`."""
    terms: dict[str, float] = {}
    for key, factor in concept.keys.items():
        if len(key) == 1 and terms.get(key[0], 0.0) < factor:
            terms[key[0]] = factor
    return terms


def _multi_keys(concept: Concept) -> list[tuple[tuple[str, ...], float]]:
    return [(key, factor) for key, factor in concept.keys.items() if len(key) > 1]


def _covers(terms: Mapping[str, float], word: str) -> float:
    """The factor with which a concept's terms explain one word of a phrase (0 when they do not).
    A Chinese term also explains a longer word it is part of (手机号 in 手机号码)."""
    factor = terms.get(word, 0.0)
    if factor or not normalize.is_cjk_word(word):
        return factor
    return max((f * QUERY_SUBWORD_FACTOR for t, f in terms.items() if len(t) >= 2 and t in word and t != word),
               default=0.0)


def _phrase_evidence(words: Sequence[str], head: int | None, concepts: list[Concept],
                     term_sets: list[dict[str, float]], live: set[int], weight_of: Mapping[int, float],
                     entity_like: set[int], entity_total: float) -> tuple[float, set[str]]:
    """How well the user's concepts match one name or comment phrase, 0..1, and the phrase words
    they explain.

    - precision: the share of the phrase's words the concepts explain (`sys_user` is all user,
      `sys_user_role` only half);
    - the head: a phrase whose head word is explained is about the thing asked for; one that only
      shares a modifier (`订单` in `订单设置表`) is weak evidence;
    - recall: the (IDF-weighted) share of the user's table-naming concepts this phrase accounts for
      (`用户角色` is explained by `sys_user_role`, only half by `sys_role`)."""
    if not words:
        return 0.0, set()
    covering: list[dict[int, float]] = []
    for word in words:
        by_concept = {}
        for i in live:
            factor = _covers(term_sets[i], word)
            if factor:
                by_concept[i] = factor
        covering.append(by_concept)
    for i in live:
        for key, factor in _multi_keys(concepts[i]):
            # A multi-word key explains words only where they stand together, in its order:
            # `数据字典` is not found in `字典数据`.
            for start in range(len(words) - len(key) + 1):
                if tuple(words[start : start + len(key)]) == key:
                    for position in range(start, start + len(key)):
                        if covering[position].get(i, 0.0) < factor:
                            covering[position][i] = factor
    covered = [i for i, c in enumerate(covering) if c]
    if not covered:
        return 0.0, set()
    precision = len(covered) / len(words)
    used = {i for c in covering for i in c}
    recall = (sum(weight_of[i] for i in used if i in entity_like) / entity_total) if entity_total > 0 else 1.0
    if head is not None and head < len(words) and covering[head]:
        by_concept = covering[head]
        concept_index = max(by_concept, key=lambda i: (by_concept[i], concepts[i].head))
        factor = by_concept[concept_index]
        shape = PHRASE_HEAD_BASE + (1 - PHRASE_HEAD_BASE) * precision
        shape *= max(concepts[i].factor for i in by_concept)
    else:
        factor = max(f for c in covering for f in c.values())
        shape = PHRASE_MODIFIER_SHARE * (PHRASE_MODIFIER_BASE + (1 - PHRASE_MODIFIER_BASE) * precision)
    value = factor * shape * (PHRASE_RECALL_BASE + (1 - PHRASE_RECALL_BASE) * recall)
    return value, {words[i] for i in covered}


def _round(value: float) -> float:
    return round(value + 1e-12, 3)


class Resolver:
    def __init__(self, store: Store, options: Options, scope: Scope):
        self.store = store
        self.options = options
        self.scope = scope
        self.lang = options.lang if options.lang in messages.LANGS else messages.DEFAULT_LANG
        self.multi_database = len(store.databases) > 1
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
                for record in self.store.objects_by_name_key(normalize.fold_identifier(name)):
                    parts = [record.database]
                    if record.schema:
                        parts += [record.schema, f"{record.database}.{record.schema}"]
                    if qualifier_folded in {normalize.fold(p) for p in parts}:
                        found[record.id] = record
        if not found:
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
        sets: list[set[int]] = []
        missing: list[str] = []
        for key in keys:
            rows = self.store.objects_with_column(normalize.fold_identifier(key))
            ids = {oid for oid, name in rows if name.casefold() == key.casefold()}
            records = self.visible(self.store.objects(ids).values()) if ids else []
            if not records:
                missing.append(key)
            sets.append({r.id for r in records})
        quoted = self.join(f"“{k}”" for k in keys)
        if missing:
            return self.result("not_found", self.t("not_found_where_none", columns=self.join(f"“{k}”" for k in missing)),
                               next_actions=[self.t("next_give_predicate")])
        common = set.intersection(*sets) if sets else set()
        if not common:
            return self.result("not_found", self.t("not_found_where_together", columns=quoted),
                               next_actions=[self.t("next_give_predicate")])
        found = list(self.store.objects(common).values())
        fan_in = self.fan_in(found)
        records = sorted(found, key=lambda r: (r.kind != "table", -fan_in[r.id], self.name(r)))
        total = self.corpus_size()
        if total >= MIN_WEIGHTED_CORPUS and len(records) / total > UBIQUITY_FRACTION:
            # `where.id=1`: a column most tables have narrows nothing.
            reason = self.t("insufficient_where", columns=quoted, matched=len(records), total=total)
            return self.result("insufficient_evidence", reason, matched=len(records),
                               ubiquitous=keys, next_actions=[self.t("next_specific")])
        tables = [r for r in records if r.kind == "table"]
        if len(records) == 1 or len(tables) == 1:
            # Views re-expose tables: one table with these columns is the answer.
            record = tables[0] if tables else records[0]
            return self.finish(record, WHERE_ONLY_CONFIDENCE,
                               self.t("resolved_where", table=self.name(record), columns=quoted), fields, where,
                               matched=len(records))
        shown = records[: self.options.max_candidates]
        candidates = [
            self.describe(r, WHERE_ONLY_CONFIDENCE, self.t("cand_where", columns=quoted),
                          self.candidate_columns(r, fields, where))
            for r in shown
        ]
        reason = self.t("ambiguous_where", matched=len(records), columns=quoted,
                        top=self.join(self.name(r) for r in shown), cut=self.cut(len(shown), len(records)))
        return self.result("ambiguous", reason, confidence=WHERE_ONLY_CONFIDENCE, candidates=candidates,
                           matched=len(records), next_actions=[self.t("next_pick")])

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
        """Match, then score: every object any concept touches (the scan), each with its score.

        Evidence about an object comes from two places. Its name and its comment are matched as
        phrases: how much of the phrase the user's words explain, whether they explain its head
        word (`订单设置表` is a setting), and how much of what the user typed the phrase accounts
        for. Everything else — a column, a word in a comment's gloss — comes from the weighted
        term index and is weaker by construction."""
        terms = []
        for concept in concepts:
            for key in concept.keys:
                terms.extend(key)
        terms = list(dict.fromkeys(terms))[:MAX_QUERY_TERMS]
        postings: dict[str, list[tuple[int, float, str, int | None]]] = {}
        ids: set[int] = set()
        for term, oid, weight, field_name, column_id in self.store.postings(terms):
            postings.setdefault(term, []).append((oid, weight, field_name, column_id))
            ids.add(oid)
        records = {oid: r for oid, r in self.store.objects(ids).items() if self.scope.allows(r)}

        # Best term hit per (concept, object).
        best: list[dict[int, Hit]] = []
        for concept in concepts:
            per_object: dict[int, Hit] = {}
            for key, factor in concept.keys.items():
                via = None if key == concept.literal or factor == 1.0 else " ".join(key)
                lists = [postings.get(term, []) for term in key]
                if len(key) == 1:
                    rows = lists[0]
                else:
                    # A multi-word key needs every word in the same place of the object (its name,
                    # its comment, or one column); its head word is the evidence.
                    places = [{(oid, _place(fld, col)) for oid, _, fld, col in rows} for rows in lists]
                    together = set.intersection(*places) if all(places) else set()
                    rows = [row for row in lists[-1] if (row[0], _place(row[2], row[3])) in together]
                for oid, weight, field_name, column_id in rows:
                    if oid not in records:
                        continue
                    current = per_object.get(oid)
                    evidence = weight * factor
                    if current is None or evidence > current.evidence:
                        per_object[oid] = Hit(evidence, key[-1], field_name, column_id, via)
            best.append(per_object)

        scan = EntityScan(concepts=concepts, total=self.corpus_size())
        weighted = scan.total >= MIN_WEIGHTED_CORPUS
        counted: list[dict[int, Hit]] = []
        for index, per_object in enumerate(best):
            df_any = len(per_object)
            df_strong = sum(1 for h in per_object.values() if h.field != FIELD_COLUMN)
            scan.df[index] = df_any
            column_noise = weighted and df_any / max(scan.total, 1) > UBIQUITY_FRACTION
            strong_noise = weighted and df_strong / max(scan.total, 1) > UBIQUITY_FRACTION
            if column_noise:
                scan.ubiquitous.append(concepts[index].label)
            kept = {
                oid: hit for oid, hit in per_object.items()
                if not (strong_noise if hit.field != FIELD_COLUMN else column_noise)
            }
            counted.append(kept)
            # A concept that names tables somewhere (not only columns) is about *which table*; one
            # found only in columns (手机号) is an attribute of the table the others name.
            if any(h.field != FIELD_COLUMN for h in kept.values()):
                scan.entity_like.add(index)
            if not per_object:
                scan.unknown.append(concepts[index].label)

        # How much each concept narrows: IDF over the objects its counted hits reach, relative to
        # the most narrowing concept of the query, so scores stay in 0..1.
        idf = {}
        for index, kept in enumerate(counted):
            if kept:
                idf[index] = math.log((scan.total + 1) / (len(kept) + 1)) if weighted else 1.0
        top_idf = max(idf.values(), default=0.0)
        weight_of = {i: (v / top_idf if top_idf > 0 else 1.0) for i, v in idf.items()}
        scan.weight_of = weight_of
        # A concept nothing matched still counts against coverage, at full weight.
        coverage_total = sum(weight_of.get(i, 1.0 if not best[i] else 0.0) for i in range(len(concepts)))
        entity_total = sum(weight_of[i] for i in scan.entity_like)
        term_sets = [_concept_terms(c) for c in concepts]

        for oid, record in records.items():
            all_hits = {i: best[i][oid] for i in range(len(concepts)) if oid in best[i]}
            if not all_hits:
                continue
            hits = {i: counted[i][oid] for i in range(len(concepts)) if oid in counted[i]}
            live = set(hits)  # concepts that count as evidence for this object
            strongest = 0.0
            explained: set[str] = set()
            name_phrase, comment_phrase = record.phrases()
            for (words, head), weight in ((name_phrase, PHRASE_NAME_WEIGHT), (comment_phrase, PHRASE_COMMENT_WEIGHT)):
                value, used = _phrase_evidence(words, head, concepts, term_sets, live, weight_of,
                                               scan.entity_like, entity_total)
                strongest = max(strongest, value * weight)
                explained |= used
            comment_words = set(comment_phrase[0])
            for i, hit in hits.items():
                # The name and the comment's main words are weighed as phrases above; what is left
                # here is columns and the comment's gloss and sub-words.
                if hit.field in (FIELD_NAME, FIELD_NAME_PART):
                    continue
                if hit.field == FIELD_COMMENT and (hit.term in explained or hit.term in comment_words):
                    continue
                strongest = max(strongest, weight_of[i] * hit.evidence)
            if record.kind == "view":
                strongest *= VIEW_FACTOR
            coverage = sum(weight_of[i] for i in hits) / coverage_total if coverage_total > 0 else 0.0
            score = BEST_WEIGHT_SHARE * strongest + COVERAGE_SHARE * coverage if hits else 0.0
            scan.scored.append(Scored(record, _round(min(score, 1.0)), hits, all_hits, best_evidence=strongest))
        return scan

    def fulltext_candidates(self, entity: str) -> list[Scored]:
        tokens = list(dict.fromkeys(normalize.search_tokens(entity)))[:MAX_QUERY_TERMS]
        tokens = [t for t in tokens if len(t) > 1 or normalize.is_cjk_word(t)]
        if not tokens:
            return []
        expression = " OR ".join('"' + t.replace('"', '""') + '"' for t in tokens)
        rows = self.store.fulltext(expression, FTS_FALLBACK_LIMIT * 3)
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
        present = {term for term, oid, *_ in self.store.postings([c.literal[0] for c in long_words])
                   if self.scope.allows(oid)}
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
        matched = len(scored)
        common = dict(query_terms=query_terms, ubiquitous=scan.ubiquitous)
        if not scored:
            # No term of any word matched: full-text recall over sub-words and bigrams is the net.
            scored = self.fulltext_candidates(entity)
            matched = len(scored)
            if not scored:
                return self.not_found_entity(entity, self.near_misses(entity), **common)
        elif scan.unknown:
            # A word no table knows: answering with what the other words found would quietly drop
            # part of the question (`会员 血型`, `'; DROP TABLE …`).
            ranked = self.rank(scored)
            near = [self.brief(s.record) for s in ranked[:NEAR_MISSES_SHOWN]]
            reason = self.t("not_found_unknown", words=entity, unknown=self.join(f"“{u}”" for u in scan.unknown),
                            near=self.near_text(near))
            return self.result("not_found", reason, matched=matched, near_misses=near,
                               next_actions=self.near_actions(near), **common)
        ranked = [s for s in self.rank(scored) if s.fulltext or s.best_evidence >= MIN_CANDIDATE_EVIDENCE]
        if not ranked:
            if any(s.hits for s in scored):
                weak = self.rank(scored)
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
                self._fan_in[oid] = len({s for s in sources if s != oid and self.scope.allows(s)})
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
        matched = [concepts[i].label for i in scored.all_hits]
        narrowing = [concepts[i].label for i in scored.hits]
        parts = [self.t("cand_matched", terms=self.join(
            self.hit_text(h, names) for _, h in sorted(scored.all_hits.items(), key=lambda x: -x[1].evidence)[:REASON_TERMS_SHOWN]))]
        parts.append(self.t("cand_narrowing", terms=self.join(narrowing)) if narrowing else self.t("cand_no_narrowing"))
        fan_in = self.fan_in([scored.record])[scored.record.id]
        if fan_in:
            parts.append(self.t("cand_fan_in", n=fan_in))
        del matched
        return "; ".join(parts) if self.lang == "en" else "；".join(parts)

    # -- near misses -------------------------------------------------------------------------
    def near_misses(self, text: str) -> list[dict]:
        """Tables whose name or words are close to what was typed: full-text recall over the
        words, then names one or two edits away among what the full-text search proposed."""
        tokens = [t for t in dict.fromkeys(normalize.search_tokens(text)) if len(t) > 1][:MAX_QUERY_TERMS]
        found: dict[int, float] = {}
        if tokens:
            expression = " OR ".join('"' + t.replace('"', '""') + '"' for t in tokens)
            for rank, (oid, _) in enumerate(self.store.fulltext(expression, NEAR_MISSES_SHOWN * 4)):
                found.setdefault(oid, 1.0 / (rank + 2))
        key = normalize.fold_identifier(text)
        if len(key) >= 3:
            prefix = key[: max(3, len(key) // 2)]
            rows = self.store.conn.execute(
                "select id, name_key from objects where name_key >= ? and name_key < ? limit 200",
                [prefix, prefix + "\uffff"],
            ).fetchall()
            for oid, name_key in rows:
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
        others = {oid: r for oid, r in self.store.objects(ids).items() if self.scope.allows(r, r.database) or
                  (self.scope.database and self.scope.allowed is None and r.database == record.database)}
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
