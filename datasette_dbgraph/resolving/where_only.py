"""A request with only where keys: the tables with a column for every key. One table is the answer
(views re-expose tables); several are candidates; a column most tables have narrows nothing
(docs/how-it-decides.md).

A key (its filter suffix set aside) finds the tables with a column of exactly that name; when no
table has one, the key is business words, and finds the tables where the words fit a column by
name, by words of its name or by its comment — those of the best such tier across tables, so
`手机号码` goes to the table whose column says 手机号码, not to one where it is only a synonym.
"""

from __future__ import annotations

from typing import Any, Sequence

from .. import rules
from ..index.records import ObjectRecord
from ..sources.legends import fold_label
from ..sources.values import value_key
from ..words import normalize
from . import filters
from .conditions import is_label, key_columns, read_where
from .explain import cut, quoted
from .finish import candidate_entry
from .lookup import Choice, Lookup
from .resolution import Resolution

# Where-only requests load every matching object up to this many; beyond, SQLite ranks them and
# only the shown ones are loaded.
WHERE_LOADED_LIMIT = 200
# Tables with a column of the key's name looked at for whether their rows hold a value (only_holding), at most
# this many times the candidates a refusal lists: a name most tables have (`name`) is looked up in a few only.
HOLDING_TABLES_FACTOR = 4
# The tiers a key's words are looked for in across tables, best first. Synonyms and one-letter
# slips are for the chosen table only: across a whole index they would find too much.
WHERE_WORD_TIERS = ("name", "name-part", "comment")


def by_where(lookup: Lookup, fields: list[str], where: Sequence[tuple[str, Any]]) -> Resolution | Choice:
    store, scope = lookup.store, lookup.scope
    keys = [str(k) for k, _ in where]
    # (the words of each key, its filter suffix aside: `请假天数`, never `请假天数__gt`, is what a person reads)
    columns = quoted(lookup, list(dict.fromkeys(filters.split_key(k)[0] for k in keys)))
    sets: list[set[int]] = []
    missing: list[str] = []
    for key in keys:
        ids = tables_for_key(lookup, filters.split_key(key)[0])
        if not ids:
            missing.append(key)
        sets.append(ids)
    if missing:
        return Resolution("not_found", lookup.t("not_found_where_none", columns=quoted(lookup, missing)),
                          next_actions=[lookup.t("next_give_predicate")])
    common = set.intersection(*sets) if sets else set()
    if not common:
        return Resolution("not_found", lookup.t("not_found_where_together", columns=columns),
                          next_actions=[lookup.t("next_give_predicate")])
    total = lookup.corpus_size()
    if rules.ubiquitous(len(common), total):
        # `where.id=1`: a column most tables have narrows nothing.
        reason = lookup.t("insufficient_where", columns=columns, matched=len(common), total=total)
        return Resolution("insufficient_evidence", reason, matched=len(common), ubiquitous_terms=keys,
                          next_actions=[lookup.t("next_specific")])
    if scope.allowed is None and len(common) > WHERE_LOADED_LIMIT:
        first, table_count = store.first_objects(common, lookup.options.max_candidates)
        records = [r for r in (store.objects(first).get(oid) for oid in first) if r is not None]
        tables = records[:1] if table_count == 1 else [None] * table_count
    else:
        found = list(store.objects(common).values())
        fan_in = lookup.fan_in(found)
        records = sorted(found, key=lambda r: (r.kind != "table", -fan_in[r.id], lookup.name(r)))
        tables = [r for r in records if r.kind == "table"]
    if len(tables) > 1 and tables[0] is not None:
        picked = taking_conditions(lookup, tables, where)
        if len(picked) == 1:
            return Choice(picked[0], rules.WHERE_ONLY_CONFIDENCE, lookup.t(
                "resolved_where_values", table=lookup.name(picked[0]), columns=columns,
                others=lookup.join(lookup.name(r) for r in tables if r is not picked[0])), matched=len(common))
    if len(common) == 1 or len(tables) == 1:
        # Views re-expose tables: one table with these columns is the answer.
        record = tables[0] if tables else records[0]
        return Choice(record, rules.WHERE_ONLY_CONFIDENCE,
                      lookup.t("resolved_where", table=lookup.name(record), columns=columns), matched=len(common))
    shown = records[: lookup.options.max_candidates]
    candidates = [candidate_entry(lookup, r, rules.WHERE_ONLY_CONFIDENCE, lookup.t("cand_where", columns=columns),
                                  fields, where) for r in shown]
    reason = lookup.t("ambiguous_where", matched=len(common), columns=columns,
                      top=lookup.join(lookup.name(r) for r in shown), cut=cut(lookup, len(shown), len(common)))
    return Resolution("ambiguous", reason, confidence=rules.WHERE_ONLY_CONFIDENCE, candidates=candidates,
                      matched=len(common), next_actions=[lookup.t("next_pick")])


def taking_conditions(lookup: Lookup, records: Sequence[ObjectRecord],
                      where: Sequence[tuple[str, Any]]) -> list[ObjectRecord]:
    """Of several tables, those the conditions pick. A value that is a legend label of exactly one
    table's column for its key picks that table (`登录类型=小程序` is a label of one table's
    login_type, while the other's 浏览器登录类型 is free text): found through the label index,
    whatever the number of tables. Among a few tables (no more than a refusal lists), those that
    cannot take the conditions (`takes`) are set aside too."""
    by_id = {r.id: r for r in records}
    labelled = _labelled_tables(lookup, by_id, where)
    if len(labelled) == 1:
        return labelled
    holding = _holding_tables(lookup, by_id, where)
    if len(holding) == 1:
        return holding
    if len(records) > lookup.options.max_candidates:
        return list(records)
    columns = lookup.store.columns_of(list(by_id), lookup.options.max_columns)
    return [r for r in records if _reads(lookup, columns[r.id], where)]


def _labelled_tables(lookup: Lookup, by_id: dict, where: Sequence[tuple[str, Any]]) -> list[ObjectRecord]:
    """The tables where some key's value is a label of the column the key names."""
    keys = {fold_label(str(v)): (k, v) for k, v in where
            if filters.BY_KEY[filters.split_key(k)[1]].decodes and not isinstance(v, list)}
    rows = lookup.store.labels_for(keys, by_id) if keys else []
    found = []
    for oid in dict.fromkeys(r.object_id for r in rows):
        columns = lookup.store.columns(oid, lookup.options.max_columns)
        reading = read_where(columns, where, lookup.options.alias_table, lookup.bound.columns)
        if not (reading.missing or reading.outside or reading.ties) and any(
                is_label(column, filters.split_key(key)[1], dict(where)[key]) for column, key in reading.columns):
            found.append(by_id[oid])
    return found


def _holding_tables(lookup: Lookup, by_id: dict, where: Sequence[tuple[str, Any]]) -> list[ObjectRecord]:
    """The tables whose rows hold every value typed for a key, whole, in the column the key names
    (`Calgary` only in employees.city, not customers.city) — asked only when every table's column
    for those keys had all its distinct values recorded, so that the others' rows hold none of them."""
    exact = [(filters.split_key(k)[0], str(v)) for k, v in where
             if filters.split_key(k)[1] == "exact" and isinstance(v, str) and v.strip()]
    if not exact or len(by_id) > lookup.options.max_candidates or not lookup.store.has_values:
        return []
    named = {(oid, key): c for oid in by_id for c in lookup.columns(oid) for key, _ in exact if c.name == key}
    stats = lookup.store.column_stats(c.id for c in named.values())
    if len(named) != len(by_id) * len({key for key, _ in exact}) or \
            not all(c.id in stats and stats[c.id].complete for c in named.values()):
        return []
    hits = lookup.store.columns_holding([value_key(v) for _, v in exact], set(by_id))
    found = [oid for oid in by_id if all(any(h.object_id == oid and h.column_id == named[(oid, key)].id
                                             for h in hits[value_key(v)]) for key, v in exact)]
    return [by_id[oid] for oid in found]


def only_holding(lookup: Lookup, record: ObjectRecord, texts: Sequence[tuple[str, str]]) -> bool:
    """Whether `record` is the one table with a column of each name (`name`) whose rows hold each text whole
    — the other tables' columns of those names had all their distinct values recorded, so that they are known
    to hold none (a column whose values were only sampled may hold it: then it is not known)."""
    if not lookup.store.has_values or not texts:
        return False
    common = set.intersection(*(tables_for_key(lookup, key) for key, _ in texts))
    if record.id not in common or len(common) > lookup.options.max_candidates * HOLDING_TABLES_FACTOR:
        return False
    hits = lookup.store.columns_holding([value_key(v) for _, v in texts], common)
    holding = {oid for oid in common if all(any(h.object_id == oid for h in hits[value_key(v)]) for _, v in texts)}
    if holding != {record.id}:
        return False
    others = [c for oid in common - {record.id} for c in lookup.columns(oid) for key, _ in texts if c.name == key]
    stats = lookup.store.column_stats(c.id for c in others)
    return all(c.id in stats and stats[c.id].complete for c in others)


def _reads(lookup: Lookup, columns, where: Sequence[tuple[str, Any]]) -> bool:
    reading = read_where(columns, where, lookup.options.alias_table, lookup.bound.columns)
    return not (reading.missing or reading.outside)


def takes(lookup: Lookup, record: ObjectRecord, where: Sequence[tuple[str, Any]]) -> bool:
    """Whether a table can take every condition: each key fits a column, no value is outside a
    legend (a table where the filter could only return no rows is no answer)."""
    return _reads(lookup, lookup.store.columns(record.id, lookup.options.max_columns), where)


def by_conditions(lookup: Lookup, entity: str, ranked: Sequence, where: Sequence[tuple[str, Any]]):
    """When several tables fit the words too closely to call, the conditions may decide: the
    tables that cannot take them are set aside and the rest decided as usual (the gate and the
    gap). Returns (the Scored chosen, the tables set aside) or None."""
    options = lookup.options
    top = ranked[0]
    taking, set_aside = [], []
    for scored in ranked:
        if taking and rules.decided(taking[0].score, scored.score, 0.0, options.ambiguity_gap):
            break  # far enough below the best that takes them: it no longer matters
        if takes(lookup, scored.record, where):
            taking.append(scored)
            if len(taking) == 2:
                break
        elif not rules.decided(top.score, scored.score, 0.0, options.ambiguity_gap):
            set_aside.append(scored)
    if not taking or not set_aside:
        return None
    second = taking[1].score if len(taking) > 1 else None
    if not rules.decided(taking[0].score, second, options.min_confidence, options.ambiguity_gap):
        return None
    return taking[0], set_aside


def tables_for_key(lookup: Lookup, words: str) -> set[int]:
    """The visible objects with a column for this key: named exactly so, else fitting its words."""
    store, scope = lookup.store, lookup.scope
    ids = set(store.columns_named(normalize.fold_identifier(words), words, scope.database))
    if not ids:
        ids = _fitting_tables(lookup, words)
    if scope.allowed is not None:
        ids &= scope.allowed
    return ids


def _fitting_tables(lookup: Lookup, words: str) -> set[int]:
    """Objects where the words fit a column in the best of WHERE_WORD_TIERS any object reaches.
    The full-text index (every column's name and comment, as words and CJK bigrams) finds the
    objects that could; their columns decide."""
    store, scope = lookup.store, lookup.scope
    folded = normalize.fold_identifier(words)
    recall = set(store.columns_named(folded, None, scope.database)) if folded else set()
    tokens = recall_tokens(words)
    if tokens:
        recall |= store.fulltext_ids(" AND ".join('"' + t.replace('"', '""') + '"' for t in tokens),
                                     scope.database)
    if scope.allowed is not None:
        recall &= scope.allowed
    best: dict[int, int] = {}
    aliases = lookup.options.alias_table
    for oid, columns in store.columns_of(recall, lookup.options.max_columns).items():
        found = key_columns(columns, words, aliases, WHERE_WORD_TIERS)
        if found is not None:
            best[oid] = WHERE_WORD_TIERS.index(found[0])
    top = min(best.values(), default=None)
    return {oid for oid, tier in best.items() if tier == top}


def recall_tokens(words: str) -> list[str]:
    """Tokens every object whose columns the words fit has in its full-text document: the CJK
    bigrams of the words (a comment holding 手机号 holds 手机 and 机号) and their Latin words."""
    tokens = normalize.cjk_bigrams(words) + normalize.search_tokens(normalize.without_cjk(words))
    return list(dict.fromkeys(t for t in tokens if t))


def by_words_typed(lookup: Lookup, outcome: Resolution, spans: Sequence[dict], fields: list[str],
                   where: Sequence[tuple[str, Any]]) -> Choice | None:
    """`总成绩不超过60分的有哪些人`, no table named: read on the scores, 总成绩 became the column `score` — and four tables
    have a column so named, so the key of its name chose none. Keyed again by the words typed for each column (its
    description: 总成绩, which one table's column says), the table they choose; None when that chooses no one table."""
    if not isinstance(outcome, Resolution) or outcome.status != "ambiguous" or not where:
        return None
    typed = {s["column"]: s["text"] for s in spans if s["as"] == "column" and s.get("column")}
    keys = [(filters.split_key(k), v) for k, v in where]
    again = [((typed.get(name) or name) + (f"__{op}" if op != "exact" else ""), v) for (name, op), v in keys]
    if again == list(where) or not all(normalize.has_cjk(typed.get(name, "")) for (name, _), _ in keys):
        return None
    found = by_where(lookup, fields, again)
    if not isinstance(found, Choice):
        return None
    # (only words that are a column's whole description there: `留言` of 留言内容 may be the messages' own word)
    said = {normalize.fold(normalize.comment_main(c.comment or "")) for c in lookup.store.columns(found.record.id, lookup.options.max_columns)}
    return found if all(normalize.fold(typed[name]) in said for (name, _), _ in keys) else None
