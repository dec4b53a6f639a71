"""Objects by name: an `object` request, and the rule that an entity which is exactly one
object's name (or its comment, or an alias word that is its name) is that object, however the
scoring would rank it (docs/how-it-decides.md)."""

from __future__ import annotations

from typing import Sequence

from .. import rules
from ..index.bindings import objects_named
from ..index.records import ObjectRecord
from ..words import normalize
from ..words.aliases import word_key
from ..words.concepts import Concept
from ..words.identifiers import singular
from .explain import cut, near_actions, near_misses, near_text
from .finish import candidate_entry
from .lookup import Choice, Lookup
from .resolution import Resolution


def lookup_name(lookup: Lookup, text: str) -> list[ObjectRecord]:
    """Visible objects named `text` (bindings.objects_named): a qualifier counts only visible objects,
    so a visible table literally named `hr.salary` is found beside a hidden `hr`.`salary`."""
    visible = lookup.visible(objects_named(lookup.store, text, lookup.allows))
    if len(visible) > 1:
        # `dispatch_artifact` beside `dispatchArtifact`: the name as written wins over the
        # names it folds to.
        written = text.strip().casefold()
        exact = [r for r in visible if written in (r.name.casefold(), r.qualified.casefold(),
                                                   f"{r.database}.{r.qualified}".casefold())]
        if len(exact) == 1:
            return exact
    return visible


def by_object(lookup: Lookup, text: str, fields: list[str]) -> Resolution | Choice:
    matches = lookup_name(lookup, text)
    if len(matches) > 1:
        matches.sort(key=lambda r: (r.kind != "table", lookup.name(r)))
        shown = matches[: lookup.options.max_candidates]
        candidates = [candidate_entry(lookup, r, rules.EXACT_NAME_CONFIDENCE, lookup.t("cand_name"), fields)
                      for r in shown]
        has_schema = any(r.schema for r in matches)
        reason = lookup.t("ambiguous_object", words=text, matched=len(matches),
                          top=lookup.join(lookup.name(r) for r in shown),
                          schema_hint=lookup.t("schema_hint") if has_schema else "",
                          cut=cut(lookup, len(shown), len(matches)))
        return Resolution("ambiguous", reason, confidence=rules.EXACT_NAME_CONFIDENCE, candidates=candidates,
                          matched=len(matches), next_actions=[lookup.t("next_qualify")])
    if not matches:
        # A name: close names only, never tables that merely share a word (`orders; DELETE FROM users`).
        near = near_misses(lookup, text, words=False)
        reason = lookup.t("not_found_object", words=text, near=near_text(lookup, near))
        return Resolution("not_found", reason, next_actions=near_actions(lookup, near), near_misses=near)
    record = matches[0]
    return Choice(record, rules.EXACT_NAME_CONFIDENCE,
                  lookup.t("resolved_object", words=text, table=lookup.name(record)), matched=1)


def exact_entity(lookup: Lookup, entity: str, concepts: Sequence[Concept]) -> Choice | None:
    """An entity that folds to exactly one object's name, or its comment without `表`, is that
    object: shared prefixes (`sys_user`/`sys_user_role`) are exactly what token scores cannot
    separate."""
    key = normalize.fold_identifier(entity)
    if not key:
        return None
    store = lookup.store
    # A word the deployment bound to one table is that table's own name.
    bound = list(lookup.visible_objects(lookup.bound.objects_for([word_key(entity)])).values()) \
        if lookup.bound.tables else []
    if len(bound) == 1:
        return Choice(bound[0], rules.EXACT_NAME_CONFIDENCE,
                      lookup.t("resolved_binding", words=entity, table=lookup.name(bound[0])), matched=1)
    rows = store.object_ids_by_key(key)
    reversed_words = normalize.of_reversed(entity)
    if not rows and reversed_words:
        rows = store.object_ids_by_key(normalize.fold_identifier(reversed_words))
    if not rows and (named := plural_of_a_name(lookup, key)) is not None and lookup.allows(named):
        # `job orders`: the plural of a name run together (joborder), which no word of it finds alone
        return Choice(named, rules.EXACT_NAME_CONFIDENCE, lookup.t(
            "resolved_exact_name", words=entity, table=lookup.name(named)), matched=1)
    if rows:
        records = store.objects(oid for oid, _ in rows)
        by_how: dict[str, set[int]] = {}
        for oid, how in rows:
            if oid in records and lookup.allows(records[oid]):
                by_how.setdefault(how, set()).add(oid)
        if "name" not in by_how and (named := plural_of_a_name(lookup, key)) is not None:
            by_how = {"name": {named.id}}  # `customers`: the table customer, before a store described as Customers
            records[named.id] = named
        for how in ("name", "comment"):
            ids = by_how.get(how, set())
            tables = [i for i in ids if records[i].kind == "table"] or list(ids)
            if len(tables) == 1:
                record = records[tables[0]]
                if how == "name":
                    return Choice(record, rules.EXACT_NAME_CONFIDENCE, lookup.t(
                        "resolved_exact_name", words=entity, table=lookup.name(record)), matched=1)
                return Choice(record, rules.EXACT_COMMENT_CONFIDENCE, lookup.t(
                    "resolved_exact_comment", words=entity, table=lookup.name(record), comment=record.comment or ""),
                    matched=1)
            if len(ids) > 1:
                return None
    shortened = shortened_name(lookup, key)
    if shortened is not None:
        return shortened
    # One concept that is an alias group, one of whose words is exactly one object's name.
    if len(concepts) == 1 and concepts[0].groups:
        alias_of: dict[int, str] = {}
        forms = [(word, form) for group in concepts[0].groups for word in group.words
                 for form in (normalize.fold_identifier(word), "".join(normalize.identifier_tokens(word)))]
        keyed = store.object_ids_by_keys(form for _, form in forms)  # one read for every form
        for word, form in forms:
            for oid, how in keyed[form]:
                if how == "name":
                    alias_of.setdefault(oid, word)
        if alias_of:
            visible = list(lookup.visible_objects(alias_of).values())
            tables = [r for r in visible if r.kind == "table"] or visible
            if len(tables) == 1:
                record = tables[0]
                return Choice(record, rules.EXACT_ALIAS_CONFIDENCE, lookup.t(
                    "resolved_exact_alias", words=entity, alias=alias_of[record.id], table=lookup.name(record)),
                    matched=1)
    return None


def plural_of_a_name(lookup: Lookup, key: str) -> ObjectRecord | None:
    """The one visible table whose name is the singular of an English plural typed (`customers`: customer) —
    a name says what the rows are; another table's description that spells the plural (AdventureWorks'
    store: "Customers (resellers) of …") only describes them."""
    one = singular(key)
    if one == key:
        return None
    ids = [oid for oid, how in lookup.store.object_ids_by_key(one) if how == "name"]
    tables = [r for r in lookup.visible_objects(ids).values() if r.kind == "table"]
    return tables[0] if len(tables) == 1 else None


# How many names starting with the typed words are looked at for one a character longer.
SHORTENED_NAMES_READ = 20


def shortened_name(lookup: Lookup, key: str) -> Choice | None:
    """`购物网站` for the table 购物网, `外文书` for 外文书籍: the typed words and one table's name differ by
    one character at the end, the last word of the longer written with only its first character in the
    shorter (网站 as 网, 书籍 as 书) — people shorten names so. Not when the extra character is a word
    of its own (`订单项` is no 订单), nor when the shorter is a word other tables have (`奢侈品` is no
    奢侈品牌 beside 奢侈品渠道). Only Chinese names; one table, or none."""
    if len(key) < 3 or not all(normalize.is_cjk_word(ch) for ch in key):
        return None
    store = lookup.store
    found = [oid for oid, how in store.object_ids_by_key(key[:-1]) if how == "name" and abbreviates(key[:-1], key)]
    found += [oid for oid, name in store.names_starting(key, SHORTENED_NAMES_READ, lookup.scope.allowed)
              if len(name) == len(key) + 1 and abbreviates(key, name)]
    records = [r for r in lookup.visible_objects(found).values() if r.kind == "table"]
    if len(records) != 1:
        return None
    record = records[0]
    shorter = min(key, normalize.fold_identifier(record.name), key=len)
    if set(lookup.visible_objects(store.object_ids_with([shorter]))) - {record.id}:
        return None  # the shorter is a word of other tables too (`奢侈品` beside 奢侈品牌): no shortening
    return Choice(record, rules.SHORTENED_NAME_CONFIDENCE, lookup.t(
        "resolved_shortened_name", words=key, table=lookup.name(record)), matched=1)


def abbreviates(short: str, long: str) -> bool:
    """Whether `short` is `long` with the last word of `long` (two characters) written as its first."""
    return len(long) == len(short) + 1 and long.startswith(short) and len(normalize.cjk_segments(long)[-1]) == 2
