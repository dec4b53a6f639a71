"""An entity — the user's business words — to one table, or an honest refusal: read the words into
concepts, find and score the objects they reach, and decide (docs/how-it-decides.md)."""

from __future__ import annotations

import re
from typing import Sequence

from .. import rules
from ..index.records import ColumnRecord
from ..index.terms import FIELD_COLUMN, FIELD_COMMENT
from ..words import normalize
from ..words.aliases import readings
from ..words.concepts import (
    Concept,
    build_concepts,
    split_concepts,
    split_unknown_compounds,
)
from .evidence import Scored, long_modifiers
from .explain import (
    NEAR_MISSES_SHOWN,
    brief,
    candidate_reason,
    cut,
    evidence_text,
    near_actions,
    near_misses,
    near_text,
    quoted,
)
from .fields import column_match
from .finish import candidate_entry
from .lookup import Choice, Lookup
from .names import exact_entity
from .resolution import Resolution
from .search import Found, find, fulltext_candidates, rank
from .where_only import by_conditions

# Quotes, semicolons, comment markers, brackets: text like `'; DROP TABLE orders; --` is code, not
# business words, and is not read generously — every word of it must match.
CODE_LIKE = re.compile(r"[;'\"`=<>(){}\[\]\\]|--|/\*")
# The shapes of an SQL statement (`UNION SELECT`, `SELECT … FROM`, `DROP TABLE`, `OR 1=1` …): business
# words never take them, a pasted query or attack always does. Such text is refused whole — never
# read for the words it shares with a table (`会员 UNION SELECT password FROM admin_users` is not
# the admin users table).
SQL_LIKE = re.compile(
    r"\b(?:union\s+(?:all\s+)?select|select\b.*\bfrom|insert\s+into|delete\s+from|replace\s+into"
    r"|(?:drop|alter|truncate|create)\s+(?:table|database|schema|view|index|trigger)"
    r"|(?:or|and)\s+\d+\s*=\s*\d+|(?:exec|execute|sleep|benchmark|load_file)\s*\()",
    re.IGNORECASE)


# Every shape of SQL_LIKE has a Latin letter that only a Latin letter matches, whatever the case: text
# without one (most Chinese sentences) is no statement, and the long pattern is not tried on it.
LATIN_LETTER = re.compile(r"[A-Za-z]")


def sql_like(text: str) -> bool:
    """Whether the text has the shape of an SQL statement (SQL_LIKE), in any width or case."""
    text = normalize.nfkc(text)
    return LATIN_LETTER.search(text) is not None and SQL_LIKE.search(text) is not None


def sql_refusal(lookup: Lookup, text: str) -> Resolution:
    """`not_found` for text that reads as SQL: nothing of it is matched against the tables."""
    return Resolution("not_found", lookup.t("not_found_sql", words=text), near_misses=[],
                      next_actions=[lookup.t("next_business_words")])


def entity_concepts(lookup: Lookup, entity: str) -> list[Concept]:
    # A word is known only if an object the actor may see has it: hidden tables never shape the reading.
    return split_unknown_compounds(build_concepts(entity, lookup.options.alias_table),
                                   lambda words: lookup.store.known_terms(words, lookup.scope.allowed),
                                   lookup.options.alias_table)


def names_column_phrase(lookup: Lookup, entity: str) -> bool:
    """Whether the words, as the entity, are a column of many tables and name none (`display order`):
    `by_entity` answers them with which tables have such a column."""
    concepts = entity_concepts(lookup, entity)
    # (words of several phrases are no one column's: column_phrase says no whatever the search finds — not searched)
    if not concepts or len({c.phrase for c in concepts}) > 1 or exact_entity(lookup, entity, concepts) is not None:
        return False
    found = find(lookup, concepts)
    return bool(column_phrase(lookup, entity, concepts, found)) and not any(c.named for c in found.weighing.counts)


def by_entity(lookup: Lookup, entity: str, fields: list[str], where: list) -> Resolution | Choice:
    if sql_like(entity):
        return sql_refusal(lookup, entity)
    concepts = entity_concepts(lookup, entity)
    query_terms = [c.label for c in concepts]
    exact = exact_entity(lookup, entity, concepts)
    if exact is not None:
        exact.query_terms = query_terms
        return exact
    found = find(lookup, concepts) if concepts else None
    columns = column_phrase(lookup, entity, concepts, found)
    if columns and not any(count.named for count in found.weighing.counts):
        return column_phrase_advice(lookup, entity, columns, found, query_terms)
    if keyed := key_of_most(lookup, entity, found):
        return column_phrase_advice(lookup, entity, keyed, found, query_terms)
    if found is not None:
        # A glossary phrase that no name or comment has is read word by word (`订单明细` → 订单, 明细),
        # when that way its head does name a table.
        # Not a phrase that is the name of several tables' columns, though (`sort order`): it names
        # the column (rules.COLUMN_PHRASE_WHOLE_TABLES).
        unnamed = [i for i, (c, count) in enumerate(zip(concepts, found.weighing.counts))
                   if c.groups and not count.named and not count.ubiquitous
                   and len(column_headed(lookup, c.single_terms, rules.COLUMN_PHRASE_WHOLE_TABLES))
                   < rules.COLUMN_PHRASE_WHOLE_TABLES]
        split = split_concepts(concepts, unnamed, lookup.options.alias_table)
        if split is not concepts:
            again = find(lookup, split)
            if any(count.named for c, count in zip(split, again.weighing.counts) if c.head):
                concepts, query_terms, found = split, [c.label for c in split], again
    unknown = found.weighing.unknown_labels if found else []
    ubiquitous = found.weighing.ubiquitous_labels if found else []
    scored = found.scored if found else []
    matched = max(found.matched, len(scored)) if found else 0
    common = dict(query_terms=query_terms, ubiquitous_terms=ubiquitous)
    if scored and all(count.ubiquitous for count in found.weighing.counts) and all(
            h.field == FIELD_COMMENT for s in scored for h in s.hits.values()):
        # `ID`, a word of most tables' columns, that one table's description says (`… or customers_id`): said in a
        # description it is no more about that table than the columns are about theirs — it narrows nothing.
        return no_candidate(lookup, entity, concepts, found, [], matched, common)
    if not matched:
        # No term of any word matched: full-text recall over sub-words and bigrams is the net.
        scored = fulltext_candidates(lookup, entity)
        matched = len(scored)
        if not scored:
            return not_found_entity(lookup, entity, near_misses(lookup, entity), **common)
    elif unknown and scored:
        # A word no table knows: answering with what the other words found would quietly drop
        # part of the question (`会员 血型`, `'; DROP TABLE …`) — unless it only modifies a head
        # that one table clearly answers.
        choice = without_unknown_modifiers(lookup, entity, fields, concepts, found, common)
        if choice is not None:
            return choice
        # Scored objects with no counted hit are no near miss.
        near = [brief(lookup, s.record) for s in rank(lookup, [s for s in scored if s.hits])[:NEAR_MISSES_SHOWN]]
        reason = lookup.t("not_found_unknown", words=entity, unknown=quoted(lookup, unknown),
                          near=near_text(lookup, near))
        return Resolution("not_found", reason, matched=matched, near_misses=near,
                          next_actions=near_actions(lookup, near), **common)
    return decide(lookup, entity, fields, where, concepts, found, scored, matched, common,
                  column_words=bool(columns))


def column_phrase(lookup: Lookup, entity: str, concepts: Sequence[Concept], found: Found | None) -> list[int]:
    """The objects where the entity, as a whole, is the head of a column (`排序`, `sort order`, `是否启用`
    as the words of one column's name or comment) — when they are at least
    rules.COLUMN_PHRASE_MIN_TABLES and no object's name or description is just the entity; else []."""
    # Below rules.MIN_WEIGHTED_CORPUS objects counts mean nothing (as for ubiquity).
    if found is None or not concepts or not rules.weighted(found.weighing.total) or \
            any(s.whole for s in found.scored) or len({c.phrase for c in concepts}) > 1 or \
            not all(count.reached and not count.ubiquitous for count in found.weighing.counts):
        return []  # a word in most tables is the ubiquity rule's (weighing.py)
    if len(concepts) == 1:
        terms = concepts[0].single_terms
    else:  # `是否启用`: its words side by side, as a column's comment or name holds them
        terms = ["".join(phrase.words) for phrase in normalize.query_phrases(entity)]
    objects = column_headed(lookup, terms, rules.COLUMN_PHRASE_MIN_TABLES)
    return objects if len(objects) >= rules.COLUMN_PHRASE_MIN_TABLES else []


def key_of_most(lookup: Lookup, entity: str, found: Found | None) -> list[int]:
    """`user id`, `instance id`: words typed as a whole column name that most tables have (`user_id` in 13 of 18)
    name that column, not the table its first word names: the objects with it, else []."""
    if found is None or len(normalize.identifier_tokens(entity)) < 2 or all(
            c.ubiquitous and not c.named for c in found.weighing.counts):
        return []  # (`modified date`, no word a table's name: the ubiquity rule says so, with its counts)
    objects = lookup.store.columns_named(normalize.fold_identifier(entity), None, lookup.scope.database)
    return objects if rules.ubiquitous(len(objects), found.weighing.total) else []


def column_headed(lookup: Lookup, terms: Sequence[str], need: int) -> list[int]:
    """Up to about `need` objects (the actor may see) where one of the terms is the head of a column."""
    scope, store = lookup.scope, lookup.store
    objects: list[int] = []
    for term in dict.fromkeys(terms):
        if len(objects) >= need:
            break
        # Several columns that only share a modifier (用户ID, 用户名称) weigh as much as one column's
        # head: the column each posting names is read to tell them apart (rules.COLUMN_PHRASE_SCAN).
        rows = store.top_column_weights(term, need * rules.COLUMN_PHRASE_SCAN, scope.database, scope.allowed)
        strong = [oid for oid, weight in rows
                  if weight >= rules.W_COLUMN_HEAD * rules.ABBREVIATION_FACTOR and oid not in objects]
        postings = store.column_hits([term], strong)
        columns = store.column_by_id(p.column_id for p in postings)
        heads = {p.object_id for p in postings if p.column_id in columns and term in column_heads(columns[p.column_id])}
        objects.extend(oid for oid in strong if oid in heads)
    return objects


def column_heads(column: ColumnRecord) -> set[str]:
    """The terms that name what a column is (index/terms.py writes them at a column head's weight):
    its whole name, the head word of its name (and what an abbreviation of it stands for) and of
    its comment, and each head with the word before it (`是否启用`, `createtime`)."""
    found = {normalize.fold_identifier(column.name)}
    for phrase, name in ((normalize.name_phrase(column.name), True), (normalize.comment_phrase(column.comment), False)):
        if phrase.head is None:
            continue
        word = phrase.words[phrase.head]
        found.add(word)
        if name:
            found.update(readings(word))
        if phrase.head:
            found.add(phrase.words[phrase.head - 1] + word)
    return found


def column_phrase_advice(lookup: Lookup, entity: str, objects: list[int], found: Found,
                         query_terms: list[str]) -> Resolution:
    """`insufficient_evidence` for a column phrase: which tables have such a column, and to say which."""
    records = lookup.visible_objects(objects)
    names = [lookup.name(records[oid]) for oid in objects if oid in records][:NEAR_MISSES_SHOWN]
    more = rules.COLUMN_PHRASE_MIN_TABLES if len(objects) >= rules.COLUMN_PHRASE_MIN_TABLES else len(objects)
    reason = lookup.t("insufficient_column", words=entity, n=more, tables=lookup.join(names))
    return Resolution("insufficient_evidence", reason, matched=max(found.matched, len(objects)),
                      query_terms=query_terms, next_actions=[lookup.t("next_column_phrase", words=entity)])


def without_unknown_modifiers(lookup: Lookup, entity: str, fields: list[str], concepts: Sequence[Concept],
                              found: Found, common: dict) -> Choice | None:
    """Words no table knows may be left unexplained only when each is a modifier and one table,
    whose name or comment explains the head, clearly answers the rest (`华东仓库` → the warehouse
    table): the answer says which words it did not use, and its confidence is lower by
    rules.UNKNOWN_MODIFIER_FACTOR. An unknown head is never left out."""
    if CODE_LIKE.search(entity):
        return None
    counts = found.weighing.counts
    unused = [c for c, count in zip(concepts, counts) if not count.reached]
    kept = [c for c, count in zip(concepts, counts) if count.reached]
    if any(c.head for c in unused) or not any(c.head for c in kept):
        return None
    again = find(lookup, kept)
    matched = max(again.matched, len(again.scored))
    outcome = decide(lookup, entity, fields, [], kept, again, again.scored, matched,
                     dict(common, ubiquitous_terms=again.weighing.ubiquitous_labels),
                     unused=[c.label for c in unused])
    if not isinstance(outcome, Choice):
        return None
    # A word nobody knows, and the head found only by a synonym of the last word of a longer name (`leased lines` on
    # vaultItems: line, that is item — of vault items): too little is left of what was typed to answer (`karaoke
    # song` is still the table tracks, which the synonym names whole).
    chosen = next((s for s in again.scored if s.record.id == outcome.record.id), None)
    heads = [i for i, c in enumerate(kept) if c.head]
    if chosen is not None and heads and len(normalize.identifier_tokens(chosen.record.name)) > 1 and all(
            i in chosen.all_hits and _synonym_only(kept[i], chosen.all_hits[i]) for i in heads):
        return None
    # An English word nobody knows as long as the head it qualifies (`listening history`), and a table whose name says a
    # qualifier of its own the words do not (ip_history): two kinds of the head, not one — no answer. (Unless the
    # name says the words by their initials: support_kb_article for `knowledge base article`.)
    long, typed = long_modifiers(concepts), [w[0] for w in re.findall(r"[A-Za-z]+", entity.lower())]
    initials = {"".join(typed[i:j]) for i in range(len(typed)) for j in range(i + 2, len(typed) + 1)}
    if chosen is not None and not chosen.whole and not initials & set(normalize.identifier_tokens(chosen.record.name)) \
            and any(i in long and concepts[i].label.isascii() for i, count in enumerate(counts) if not count.reached):
        return None
    return outcome


def _synonym_only(concept: Concept, hit) -> bool:
    """Whether a word was found only through another word of its own language (`line` as item) — not a
    translation (`内容` as content), which is the word itself."""
    return bool(hit.via) and all(w.isascii() for w in concept.literal) == hit.via.isascii() == hit.term.isascii()


def decide(lookup: Lookup, entity: str, fields: list[str], where: list, concepts: Sequence[Concept], found: Found,
           scored: Sequence[Scored], matched: int, common: dict, unused: Sequence[str] = (),
           column_words: bool = False) -> Resolution | Choice:
    """The best candidate if it clears the gate and the runner-up, else the candidates ranked. Words
    that are a column of many tables (`column_words`, column_phrase) are never one table's answer:
    the tables whose names have them are candidates."""
    leaving_out_modifiers(concepts, found, scored)
    everything = rank(lookup, scored)
    ranked = [s for s in everything if s.fulltext or s.best_evidence >= rules.MIN_CANDIDATE_EVIDENCE]
    if not ranked:
        return no_candidate(lookup, entity, concepts, found, scored, matched, common)
    top = ranked[0]
    second = ranked[1] if len(ranked) > 1 else None
    options = lookup.options
    # Words left out make the answer less certain, not another table more likely: the lead is
    # measured on the scores, the gate on the confidence.
    confidence = rules.rounded(top.score * rules.UNKNOWN_MODIFIER_FACTOR) if unused else top.score
    # A word the best table does not know that other listed ones have only as a column (`平台 配送费`:
    # 配送费 is a column of 商家平台活动): the words name more than that table — it is listed, not
    # chosen. (A word that names another table, `clients with notes`, says which rows of it.)
    elsewhere = [i for i in range(len(concepts)) if i not in top.all_hits and any(i in s.all_hits for s in ranked[1:])
                 and all(s.all_hits[i].field == FIELD_COLUMN for s in ranked[1:] if i in s.all_hits)]
    if (top.head_explained or top.fulltext) and not column_words and confidence >= options.min_confidence and \
            not elsewhere and \
            rules.decided(top.score, second.score if second else None, options.min_confidence, options.ambiguity_gap):
        if top.fulltext:
            reason = lookup.t("resolved_fulltext", words=entity, table=lookup.name(top.record))
        else:
            lead = (lookup.t("lead_gap", less=f"{top.score - second.score:.2f}", runner=lookup.name(second.record))
                    if second else lookup.t("lead_alone"))
            reason = lookup.t("resolved_entity", words=entity, table=lookup.name(top.record),
                              evidence=evidence_text(lookup, top, concepts), score=f"{confidence:.2f}", lead=lead)
            if unused:
                reason += lookup.t("unused_words", unused=quoted(lookup, unused))
        implied = [] if fields else implied_columns(lookup, top, found, concepts)
        return Choice(top.record, confidence, reason, matched=matched, query_terms=common["query_terms"],
                      ubiquitous=common["ubiquitous_terms"], implied=implied, unused=list(unused))
    picked = by_conditions(lookup, entity, ranked, where) if where and not unused else None
    if picked is not None and picked[0].head_explained:  # the head rule holds here too
        chosen, set_aside = picked
        reason = lookup.t("resolved_conditions", words=entity, table=lookup.name(chosen.record),
                          tables=lookup.join(lookup.name(s.record) for s in [chosen, *set_aside]),
                          columns=quoted(lookup, [k for k, _ in where]), score=f"{chosen.score:.2f}")
        implied = [] if fields else implied_columns(lookup, chosen, found, concepts)
        return Choice(chosen.record, chosen.score, reason, matched=matched, query_terms=common["query_terms"],
                      ubiquitous=common["ubiquitous_terms"], implied=implied)
    # By identity: a Scored compared by value costs a comparison of every field, for every pair.
    kept = {id(s) for s in ranked}
    listed = ranked + [s for s in everything if id(s) not in kept] if options.every_match else ranked
    shown = listed[: options.max_candidates]
    candidates = [candidate_entry(lookup, s.record, s.score, candidate_reason(lookup, s, concepts), fields, where)
                  for s in shown]
    top_text = lookup.join(f"{lookup.name(s.record)} ({s.score:.2f})" for s in shown)
    key = "ambiguous_low" if top.score < options.min_confidence else "ambiguous_entity"
    reason = lookup.t(key, words=entity, matched=matched, top=top_text, score=f"{top.score:.2f}",
                      cut=cut(lookup, len(shown), matched))
    if column_words:
        reason += lookup.t("column_phrase_part", words=entity, n=rules.COLUMN_PHRASE_MIN_TABLES)
    if elsewhere and top.score >= options.min_confidence:  # (the one reason it is not chosen)
        others = [lookup.name(s.record) for s in ranked[1:] if elsewhere[0] in s.all_hits]
        reason = lookup.t("word_elsewhere", words=entity, word=concepts[elsewhere[0]].label,
                          table=lookup.name(top.record), others=lookup.join(others[:NEAR_MISSES_SHOWN]))
    return Resolution("ambiguous", reason, confidence=top.score, candidates=candidates, matched=matched,
                      next_actions=[lookup.t("next_pick")], **common)


def leaving_out_modifiers(concepts: Sequence[Concept], found: Found, scored: Sequence[Scored]) -> None:
    """A modifier as long as its head (evidence.long_modifiers) that the schema knows but an object
    does not explain anywhere — name, comment or column (`结算单位` against a units table, while 结算
    is a word of other tables) — says the request is about another thing than the object holds: the
    object is at most a candidate, as if its head were not explained. When another table explains
    the modifier, the two are candidates side by side; when none does, none clears the gate. A word
    no table knows at all is the other rule's (`华东仓库`: without_unknown_modifiers)."""
    counts = found.weighing.counts
    known = [i for i in long_modifiers(concepts) if counts[i].reached]
    for item in scored if known else ():
        if item.head_explained and not item.fulltext and any(i not in item.all_hits for i in known):
            item.head_explained = False
            item.rescore(found.weighing)


def no_candidate(lookup: Lookup, entity: str, concepts: Sequence[Concept], found: Found | None,
                 scored: Sequence[Scored], matched: int, common: dict) -> Resolution:
    """Objects matched, but none is evidence enough to be a candidate: say which words did not help."""
    unknown = found.weighing.unknown_labels if found else []
    if unknown:
        return not_found_entity(lookup, entity, near_misses(lookup, entity), **common)
    if any(s.hits for s in scored):
        near = [brief(lookup, s.record) for s in rank(lookup, [s for s in scored if s.hits])[:NEAR_MISSES_SHOWN]]
        in_columns = all(h.field == FIELD_COLUMN for s in scored for h in s.hits.values())
        reason = lookup.t("not_found_weak" if in_columns else "not_found_minor", words=entity,
                          matched=matched, near=near_text(lookup, near))
        return Resolution("not_found", reason, matched=matched, near_misses=near,
                          next_actions=near_actions(lookup, near), **common)
    counts = found.weighing.counts if found else ()
    detail = lookup.join(lookup.t("df_detail", term=count.label, df=count.reached, total=found.weighing.total)
                         for count in counts if count.reached)
    reason = lookup.t("insufficient", words=entity, matched=matched,
                      ubiquitous=quoted(lookup, common["ubiquitous_terms"]) or quoted(lookup, common["query_terms"]),
                      detail=detail)
    return Resolution("insufficient_evidence", reason, matched=matched, next_actions=[lookup.t("next_specific")],
                      **common)


def not_found_entity(lookup: Lookup, entity: str, near: list[dict], **common) -> Resolution:
    reason = lookup.t("not_found_entity", words=entity, near=near_text(lookup, near))
    return Resolution("not_found", reason, near_misses=near, next_actions=near_actions(lookup, near), **common)


def implied_columns(lookup: Lookup, scored: Scored, found: Found, concepts: Sequence[Concept]) -> list[dict]:
    """Columns the entity's attribute words point at on the chosen table (`会员 手机号` → mobile)."""
    naming = found.weighing.naming
    ids = [h.column_id for i, h in scored.hits.items()
           if h.field == FIELD_COLUMN and h.column_id is not None and i not in naming]
    columns = lookup.store.column_by_id(ids)
    out = []
    for i, hit in scored.hits.items():
        column = columns.get(hit.column_id) if hit.column_id is not None else None
        if column is None or i in naming:
            continue
        if any((column.object_id, column.id) in lookup.bound.columns.get(key, ()) for key in concepts[i].keys):
            matched_by = "binding"
        elif hit.via:  # found through a synonym of the word typed (手机号 → mobile)
            matched_by = "synonym"
        elif hit.term in normalize.identifier_tokens(column.name):
            matched_by = "name-part"
        elif column.comment and hit.term in normalize.fold(column.comment):
            matched_by = "comment"
        else:
            matched_by = "synonym"
        out.append(column_match(column, matched_by, concepts[i].label))
    return out
