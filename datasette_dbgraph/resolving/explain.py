"""Words a person reads: why a candidate matched, what the answer rests on, and which tables are
close to what was typed when nothing fits (near misses). Sentences come from messages.py."""

from __future__ import annotations

from typing import Mapping, Sequence

from rapidfuzz.distance import Levenshtein

from ..index.records import ObjectRecord
from ..index.terms import FIELD_BINDING, FIELD_COLUMN, FIELD_COMMENT
from ..words import normalize
from ..words.concepts import MAX_QUERY_TERMS, Concept
from .evidence import Hit, Scored
from .lookup import Lookup
from .resolution import near_miss

# How much a refusal lists.
AVAILABLE_COLUMNS_SHOWN = 40
NEAR_MISSES_SHOWN = 5
REASON_TERMS_SHOWN = 4
# Near misses: full-text rows read per near miss shown; names at most this many edits away, among
# this many names sharing the first half of what was typed (at least NEAR_NAME_MIN_PREFIX letters).
NEAR_FULLTEXT_READ = 4
NEAR_NAME_EDITS = 2
NEAR_NAME_MIN_PREFIX = 3
NEAR_NAMES_READ = 200


def cut(lookup: Lookup, shown: int, matched: int) -> str:
    """"Showing M of N" when the answer lists fewer than matched."""
    return lookup.t("cut", shown=shown, matched=matched) if shown != matched else ""


def hit_text(lookup: Lookup, hit: Hit, column_names: Mapping[int, str], typed: str | None = None) -> str:
    """“订单 in its description”; a word found through a synonym says both: “会员 (that is, member)”
    — the word typed, and the one found, never the same word twice."""
    if hit.field == FIELD_BINDING:
        return lookup.t("by_binding", term=hit.term)
    if hit.field == FIELD_COLUMN:
        where = lookup.t("in_column", column=column_names.get(hit.column_id, "?"))
    elif hit.field == FIELD_COMMENT:
        where = lookup.t("in_comment")
    else:
        where = lookup.t("in_name")
    word = typed or hit.term
    said = normalize.fold(word)
    if hit.via and normalize.fold(hit.via) != said:
        term = lookup.t("via_alias", term=word, alias=hit.via)
    elif normalize.fold(hit.term) != said and not hit.via:
        term = lookup.t("via_alias", term=word, alias=hit.term)
    else:
        term = word
    return lookup.t("hit", term=term, where=where)


def _column_names(lookup: Lookup, scored: Sequence[Scored]) -> dict[int, str]:
    ids = [h.column_id for s in scored for h in s.all_hits.values() if h.column_id is not None]
    return {cid: c.name for cid, c in lookup.store.column_by_id(ids).items()}


def _strongest(hits: Mapping[int, Hit]) -> list[tuple[int, Hit]]:
    """(concept index, hit) of the strongest hits."""
    return sorted(hits.items(), key=lambda item: -item[1].evidence)[:REASON_TERMS_SHOWN]


def _hits_text(lookup: Lookup, hits: Mapping[int, Hit], names: Mapping[int, str], concepts: Sequence[Concept]) -> str:
    return lookup.join(hit_text(lookup, hit, names, concepts[i].label if i < len(concepts) else None)
                       for i, hit in _strongest(hits))


def evidence_text(lookup: Lookup, scored: Scored, concepts: Sequence[Concept]) -> str:
    """What a resolved entity rests on: its strongest counted hits."""
    return _hits_text(lookup, scored.hits, _column_names(lookup, [scored]), concepts)


def candidate_reason(lookup: Lookup, scored: Scored, concepts: Sequence[Concept]) -> str:
    """Why a candidate is listed: what matched, which words narrowed, how referenced it is."""
    if scored.fulltext:
        return lookup.t("cand_fulltext")
    names = _column_names(lookup, [scored])
    narrowing = [concepts[i].label for i in scored.hits]
    parts = [lookup.t("cand_matched", terms=_hits_text(lookup, scored.all_hits, names, concepts))]
    if not narrowing:
        parts.append(lookup.t("cand_no_narrowing"))
    elif set(scored.hits) != set(scored.all_hits):  # only some of the words matched tell tables apart
        parts.append(lookup.t("cand_narrowing", terms=lookup.join(narrowing)))
    fan_in = lookup.fan_in([scored.record])[scored.record.id]
    if fan_in:
        parts.append(lookup.t("cand_fan_in", n=fan_in))
    return "; ".join(parts) if lookup.lang == "en" else "；".join(parts)


def quoted(lookup: Lookup, words) -> str:
    return lookup.join(f"“{w}”" for w in words)


# -- near misses -------------------------------------------------------------------------------
def brief(lookup: Lookup, record: ObjectRecord) -> dict:
    return near_miss(record, lookup.name(record))


def near_misses(lookup: Lookup, text: str, words: bool = True) -> list[dict]:
    """Tables whose name or words are close to what was typed: full-text recall over the
    words (unless `words` is false: a table name is a name, never words), then names one or two
    edits away among those sharing its beginning."""
    tokens = [t for t in dict.fromkeys(normalize.search_tokens(text)) if len(t) > 1][:MAX_QUERY_TERMS]
    found: dict[int, float] = {}
    if tokens and words:
        rows = lookup.store.fulltext(tokens, NEAR_MISSES_SHOWN * NEAR_FULLTEXT_READ, lookup.scope.allowed)
        for rank, (oid, _) in enumerate(rows):
            found.setdefault(oid, 1.0 / (rank + 2))  # below any name match, best first
    # The name as typed, and without its qualifier (`crm.oms_order` is close to shop's oms_order).
    for key in dict.fromkeys(normalize.fold_identifier(t) for t in (text, text.rsplit(".", 1)[-1])):
        if len(key) < NEAR_NAME_MIN_PREFIX:
            continue
        prefix = key[: max(NEAR_NAME_MIN_PREFIX, len(key) // 2)]
        for oid, name_key in lookup.store.names_starting(prefix, NEAR_NAMES_READ, lookup.scope.allowed):
            distance = Levenshtein.distance(key, name_key, score_cutoff=NEAR_NAME_EDITS)
            if distance <= NEAR_NAME_EDITS:
                found[oid] = max(found.get(oid, 0), 1.0 - distance / (2 * NEAR_NAME_EDITS))
    visible = list(lookup.visible_objects(found).values())
    visible.sort(key=lambda r: (-found[r.id], r.look_alike, lookup.name(r)))  # plain names win ties
    return [brief(lookup, r) for r in visible[:NEAR_MISSES_SHOWN]]


def near_text(lookup: Lookup, near: list[dict]) -> str:
    return lookup.t("near", tables=lookup.join(n["qualified"] for n in near)) if near else ""


def near_actions(lookup: Lookup, near: list[dict]) -> list[str]:
    return ([lookup.t("next_near", tables=lookup.join(n["qualified"] for n in near))] if near else []) + [
        lookup.t("next_other_words")]
