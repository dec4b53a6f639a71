"""The one box: a sentence (`q`) read into an ordinary request — entity, fields, where — that the
router (resolver.py) then answers like any other, with `understood` saying how it was read
(docs/one-box.md). Nothing here calls the router: it reads, and says what it read.

1. The sentence is read (reader.py); its words find the candidate tables as an entity would.
2. Each candidate table reads the sentence again with its own words (binding.py): entity words,
   column words, values bound to columns. The reading that leaves no word unexplained and names
   its table wins (ties: the search's order).
3. The entity words, the fields and the where go to the resolver; keys sent along with `q` win for
   the same thing. A value that several columns (or none) take by its kind, or a word that fits
   nothing, is refused here, naming the columns or the word."""

from __future__ import annotations

from typing import Any

from ..index.terms import FIELD_COLUMN
from ..resolving.conditions import key_columns
from ..resolving.entity import by_entity, names_column_phrase
from ..resolving.explain import quoted
from ..resolving.fields import column_match
from ..resolving.filters import split_key
from ..resolving.lookup import Choice, Lookup, Request
from ..resolving.resolution import Resolution
from ..resolving.search import column_tables, find, rank
from ..resolving.table_values import (
    held_by_several,
    held_of,
    holding_tables,
    lone_value,
    names_a_table,
)
from ..rules import HELD_TABLES_READ, MIN_CONFIDENCE
from ..words import normalize
from ..words.concepts import build_concepts
from .binding import Binding, bind
from .heads import (
    asks_of_the_entity,
    counts_the_head,
    grouped_by_head,
    head_as_label,
    head_in_column_name,
    names_head,
)
from .lexicon import TableWords, near_table_name, said_whole
from .links.linked import read_links
from .links.people import counted_people
from .question_binding import INERT_PARTS_OF_SPEECH
from .questions.quantity_word import endings_named
from .reader import IGNORED, WORD, head_words, read
from .roles import modifying_columns
from .tokens import ORDER_WORD, orders_placed, typed_together
from .vocabulary import computed_quantity, names_left_quantity, quantity_modifiers

# Candidate tables a sentence is read against: the search's best few (each costs one reading).
MAX_SENTENCE_TABLES = 5
# A table's name typed whole says which table only when it is more than one short word (`商品`
# is typed inside 商品分类 too): four characters at least.
WHOLE_NAME_MIN = 4


def label_reading(lookup: Lookup, q: str, words) -> tuple[Binding, Any, None] | None:
    """`待发货` alone: a whole label of one table's legend (orders' status) is stronger evidence than a
    part of another table's name (发货 in shipments); the request reads as that label, on that table —
    and so does a whole value one table's rows hold (`Sales Support Agent`, `张三`). A value several
    tables' rows hold is asked about, each table with its filter (`Canada`); a label, left to the search."""
    if not words or not typed_together(q, words):
        return None  # the segmenter may cut a label (`待` `发货`): the words typed together, whole
    # `store contacts`: English words one space apart, as typed or singular (`Store Contact`).
    typed, singular = q[words[0].start : words[-1].end], " ".join(w.value for w in words)
    rows = lookup.labels([typed, singular])
    tables = {row.object_id for row in rows} or holding_tables(lookup, (typed, singular))
    if not rows and tables and (isinstance(named := by_entity(lookup, typed, [], []), Choice) or named.candidates):
        return None  # (`发货` is shipments, though a log's rows hold the word: a value only when it names no table)
    if not tables or len(tables) > 1 and rows or names_a_table(lookup, (typed, singular)) or rows and named_whole(
            lookup, typed, singular):
        return None
    records = sorted(lookup.visible_objects(tables).values(), key=lookup.name)[:HELD_TABLES_READ]
    readings = [(b, r) for r in records if (b := values_only(lookup, q, r)) is not None]
    return readings[0] + (None,) if len(readings) == 1 and len(tables) == 1 else held_by_several(lookup, typed, readings)


def named_whole(lookup: Lookup, typed: str, singular: str) -> bool:
    """`sales orders`: a label (transactiontype's `SalesOrder`) that a table's name spells whole as one of its
    terms (sales.salesorderheader: sales order, then header) is that table's name — unlike `待发货`, which
    shipments' name (发货单) holds only in part."""
    named = by_entity(lookup, typed, [], [])
    said = {normalize.fold_identifier(typed), normalize.fold_identifier(singular)}
    return isinstance(named, Choice) and len(named.query_terms or []) == 1 and \
        normalize.fold_identifier(named.query_terms[0]) in said


def values_only(lookup: Lookup, q: str, record) -> Binding | None:
    """The sentence read on the table as values of its rows only (no word unexplained, none its name)."""
    binding = bind_table(lookup, q, record, lookup.columns(record.id)[: lookup.options.max_columns], set())
    return None if binding.unknown or not binding.bound or binding.entity else binding


def read_sentence(lookup: Lookup, q: str) -> tuple[Binding | None, Any, Choice | None]:
    """(the reading, its table, the resolver's choice when the head alone already made it)."""
    binding, record, choice = chosen_reading(lookup, q)
    if binding is not None and record is not None:
        if (people := counted_people(lookup, q, binding, record, bind_table)) is not None:
            return people  # `每个会员等级有多少人`: the members, per level
        refuse_per_row(lookup, q, binding, record)
    return binding, record, choice


# Tables named in a reason for holding a word this table does not, at most.
OTHER_TABLES_NAMED = 3


def known_elsewhere(lookup: Lookup, binding: Binding, record, q: str = "") -> None:
    """`给出对应的作者，作者的国籍`: a thing asked to be shown that the answer's table does not hold is
    left out only when no table knows the word. 国籍 is a column of the authors: the answer cannot
    show it, so it is asked about, naming where it is — not left out as unknown to every table."""
    # (a quantity worked out from columns, `合格人数占比`, is this table's to compute, whoever has a 占比)
    # (and so are the words typed onto it: `淡旺季票价差额`)
    asked = [t for t in binding.unused if normalize.part_of_speech(t.value) not in INERT_PARTS_OF_SPEECH
             and not computed_quantity(t.value) and not names_left_quantity(t, binding.unused, q)]
    if not asked:
        return
    known = lookup.store.known_terms([normalize.fold(t.text) for t in asked], lookup.scope.allowed)
    for token in asked:
        if normalize.fold(token.text) not in known:
            continue
        ids = lookup.store.object_ids_with([normalize.fold(token.text)])
        names = sorted(lookup.name(r) for oid, r in lookup.visible_objects(ids).items() if oid != record.id)
        if record.id in ids or not names:
            continue  # the answer's own table knows it (a word it did not read): left out, as before
        binding.unused.remove(token)
        binding.unknown.append(token)
        shown = lookup.join(names[:OTHER_TABLES_NAMED]) + ("…" if len(names) > OTHER_TABLES_NAMED else "")
        binding.why.append(("why_other_table_word", shown, token.text))  # only tables the actor may see


def chosen_reading(lookup: Lookup, q: str) -> tuple[Binding | None, Any, Choice | None]:
    reading = read(q, endings_named(lookup, q), today=lookup.today)
    words = [t for t in reading.tokens if t.kind == WORD]
    if not words:  # (`2025011124377090`, `13800138000` pasted alone: the tables whose rows hold it)
        return lone_value(lookup, q, reading.tokens, values_only) or (None, None, None)
    head = head_words(reading.tokens)
    head_reading, about_head = None, set()  # (about_head: the tables the head alone is sure of, when several)
    if placed := orders_placed(reading.tokens):  # `今天下了多少单`, `小程序下的单`: the orders, 下 and 单 their words
        if isinstance(choice := by_entity(lookup, ORDER_WORD, [], []), Choice):
            columns = lookup.columns(choice.record.id)[: lookup.options.max_columns]
            binding = bind_table(lookup, q, choice.record, columns, {normalize.fold(t.text) for t in placed} | {ORDER_WORD})
            if not binding.unknown and not binding.fields and not binding.either:
                return binding, choice.record, choice
    # (words before them that say nothing, `anyone named SMITH`, leave them a value alone)
    lead = reading.tokens[: len(reading.tokens) - len(words)]
    labelled = label_reading(lookup, q, words) if list(reading.tokens[len(lead):]) == words and all(
        t.kind == IGNORED for t in lead) else None
    if labelled is not None:
        return labelled
    # `display order`: a column of many tables (a request word may begin it), read whole as the entity
    phrase = [t for t in reading.tokens if t.kind == WORD or t.kind == IGNORED and t.text.isascii()]
    if len(phrase) == len(reading.tokens) > 1 and typed_together(q, phrase) and \
            names_column_phrase(lookup, q[phrase[0].start : phrase[-1].end]):
        return None, None, None
    if head:
        # The common case costs what the same request typed as keys costs: the head's words
        # choose a table, and the sentence read against it explains every other word.
        head_text = entity_words(head)
        choice = by_entity(lookup, head_text, [], [])
        about_head = {(choice.record.database, choice.record.qualified)} if isinstance(choice, Choice) else {
            (c["database"], c["qualified"]) for c in choice.candidates if c["score"] >= MIN_CONFIDENCE}
        if isinstance(choice, Choice):
            columns = lookup.columns(choice.record.id)[: lookup.options.max_columns]
            # The head's words name the table — all but a modifier the choice left out (`研发部门`:
            # 研发 is no word of the department table, so the one box asks about it).
            unused = {normalize.fold(u) for u in choice.unused}
            # A word the choice found in a column (`禁用` in `状态：0禁用`) says something of the rows,
            # not the table's name: the reading decides what it is.
            in_columns = {normalize.fold(str(c.get("term") or "")) for c in choice.implied}
            kept = [t for t in head if not any(u in normalize.fold(t.text) for u in unused)
                    and normalize.fold(t.text) not in in_columns]
            unused |= in_columns
            naming = ({normalize.fold(head_text)} if not unused else set()) | {normalize.fold(t.text) for t in kept}
            binding = bind_table(lookup, q, choice.record, columns, naming)
            if not binding.unknown and not binding.fields and not counted_per_row(binding) and names_head(binding, head):
                # (the head a value and the table's word: the table is chosen again by that word alone)
                return binding, choice.record, choice if binding.entity[0].start == head[0].start else None
            head_reading = (binding, choice.record, choice)
    binding, record = best_binding(lookup, words, q, head)
    if binding is not None and about_head:
        binding.marked_entity, binding.about_head = marked_entity(binding, q, head), frozenset(about_head)
    # The head's last word (`订单` in `代付款订单`) is what the person asks for: a table that reads it
    # as a column instead does not answer the same question.
    head_kept = binding is not None and head and (any(t.start == head[-1].start for t in binding.entity) or asks_of_the_entity(
        binding, head) or grouped_by_head(binding, head) or head_in_column_name(binding, head) or head_as_label(binding, head)
        or counts_the_head(binding, head))
    # `每个分类有多少商品`: the head names the table counted per row of itself; a table that reads it
    # all (products, per category) answers it.
    per_row = head_reading is not None and counted_per_row(head_reading[0])
    if head_reading is not None and not (per_row and binding is not None and not binding.unknown and
                                         not counted_per_row(binding)) and (
            binding is None or not head_kept or binding.unknown and record.id != head_reading[1].id):
        # Another table leaves words unexplained too: the table the head names is the one the person
        # means, and the refusal names what it lacks (`会员 真实姓名 张三`: members has no 姓名).
        return head_reading
    return binding, record, None


def best_binding(lookup: Lookup, words: list, q: str, head=()) -> tuple[Binding | None, Any]:
    concepts = build_concepts(entity_words(words), lookup.options.alias_table)
    if not concepts:
        return None, None
    found = find(lookup, concepts)
    ranked = [s for s in rank(lookup, found.scored) if s.hits][:MAX_SENTENCE_TABLES]
    columns = lookup.store.columns_of([s.record.id for s in ranked], lookup.options.max_columns)
    best, best_key, best_record = None, None, None
    # `电动汽车厂商最多的是哪个国家`: a table's whole name typed in one piece names that table, before
    # another whose name holds some of the words (电动汽车出口国家) and reads the rest as its columns.
    folded = normalize.fold_identifier(q)
    # Only a name that holds the head's last word, what the person asks for (`卖过保险产品的公司`
    # asks for companies: 保险产品 typed whole says nothing of which table).
    last = normalize.fold_identifier(head[-1].text) if head else ""
    whole = {s.record.id for s in ranked if len(name := normalize.fold_identifier(s.record.name)) >= WHOLE_NAME_MIN
             and name in folded and last in name}
    for order, scored in enumerate(ranked):
        naming = {normalize.fold(concepts[i].label) for i, hit in scored.all_hits.items() if hit.field != FIELD_COLUMN}
        binding = bind_table(lookup, q, scored.record, columns.get(scored.record.id, []), naming)
        key = (len(binding.unknown), quantity_modifiers(binding, q), not binding.entity, scored.record.id not in whole and bool(whole),
               counted_per_row(binding) + modifying_columns(binding, q), len(binding.fields), len(binding.ties), order)
        if best_key is None or key < best_key:
            best, best_key, best_record = binding, key, scored.record
        if key[:7] == (0, 0, False, False, 0, 0, 0):
            break  # every word explained, the table named, every value bound to one column
    # No table the words name reads them all (nor is one's whole name typed): one whose columns do.
    for record in column_tables(lookup, concepts, {s.record.id for s in ranked}) if (
            best is None or best_key[0]) and not whole else ():
        if not (binding := bind_table(lookup, q, record, lookup.columns(record.id)[: lookup.options.max_columns], set())).unknown:
            return binding, record
    return best, best_record


def counted_per_row(binding: Binding) -> bool:
    """`每个会员等级有多少人` read on the levels table: a count per row of the table itself."""
    return binding.intent is not None and binding.intent.per_row is not None


def refuse_per_row(lookup: Lookup, q: str, binding: Binding, record) -> None:
    """A count per row of the table itself, when others' rows belong to its rows (members to a level): refused."""
    if not counted_per_row(binding) or not lookup.store.referencing([record.id]).get(record.id):
        return
    group, start, end = binding.intent.per_row
    binding.spans = [s for s in binding.spans if not (s["as"] == "intent" and s["start"] == group.start)]
    binding.unknown.append(group)
    binding.why.append(("why_per_table", q[start:end], q[group.start:end]))


def marked_entity(binding: Binding, q: str, head) -> str | None:
    """`客户身份证号…的订单`: words on both sides of the last `的`, the words after it the table's and nothing
    else, as the resolver should weigh them — `客户的订单`. `的` says which word is the head, the orders, so a
    table named for the words the other way round (订单客户, the customers of orders) is not about what was
    asked (resolving/evidence.phrase_match). None when the words are not so (`…的名称和价格` asks for columns)."""
    mark = q.rfind("的")
    before = [t.text for t in binding.entity if t.end <= mark]
    after = [t for t in binding.entity if t.start > mark]
    if mark < 0 or not before or [(t.start, t.end) for t in after] != [(t.start, t.end) for t in head] or \
            q[mark + 1 : head[0].start].strip() or len(before) + len(after) != len(binding.entity) or \
            any(s["as"] != "entity" and s["start"] > mark for s in binding.spans):
        return None
    head_text = "".join(t.text for t in after)
    if any(word in head_text for word in before):
        return None
    return "".join(before) + "的" + head_text


def entity_words(words) -> str:
    """The sentence's words as an entity: words typed together stay together (`登录日志`)."""
    out = ""
    for previous, token in zip([None, *words], words):
        joined = previous is not None and previous.end == token.start and normalize.is_cjk_word(token.text[0])
        out += token.text if joined else (" " if out else "") + said_whole(token.text)
    return out


def bind_table(lookup: Lookup, q: str, record, columns, naming: set[str]) -> Binding:
    held = held_of(lookup, record)
    binding = bind(q, record, columns, TableWords(record, naming), lookup.options.alias_table, lookup.bound.columns,
                   lookup.today, held)
    # A clause about a table linked to this one (`有退款的订单`) is read there (links/linked.py).
    return read_links(lookup, q, binding, record, columns, naming)


def reads_every_word(lookup: Lookup, q: str, record, binding: Binding, left_out=None) -> bool:
    """Whether the sentence read on this table too explains every word (but what `left_out` accepts)."""
    columns = lookup.columns(record.id)[: lookup.options.max_columns]
    again = bind_table(lookup, q, record, columns, {normalize.fold(t.text) for t in binding.entity})
    return not again.unknown and not again.ties and not again.either and (left_out or (lambda b: not b.unused))(again)


def reread(lookup: Lookup, q: str, binding: Binding, record) -> Binding:
    """The sentence read again on the table the resolver chose for the same entity words, those
    words naming it; a word that now reads otherwise fits nothing there."""
    columns = lookup.columns(record.id)[: lookup.options.max_columns]
    entity_tokens = binding.entity
    naming = {normalize.fold(binding.entity_text), " ".join(t.value for t in entity_tokens)}
    naming |= {normalize.fold(t.text) for t in entity_tokens} | {t.value for t in entity_tokens}
    again = bind_table(lookup, q, record, columns, naming)
    moved = {(t.start, t.end) for t in entity_tokens} ^ {(t.start, t.end) for t in again.entity}
    own = [(s["start"], s["end"]) for s in again.spans if s["as"] == "column"]  # (订单总金额 of 订单表: 订单 read there)
    again.unknown += [t for t in entity_tokens if (t.start, t.end) in moved and t not in again.unknown
                      and not any(a <= t.start and t.end <= b for a, b in own)]
    return again


def column_words_as_entity(q: str) -> str:
    """Column words alone (`nickname`): nothing to filter on, so they are read as an entity is."""
    return " ".join(t.text for t in read(q).tokens if t.kind == WORD)


def either_or(lookup: Lookup, binding: Binding) -> Resolution:
    """`已发货或者退款的订单`: rows meeting one condition or another — a link filters rows meeting all
    of them, so nothing is answered that would show other rows."""
    words = [t.text for t in binding.either]
    return Resolution("not_found", lookup.t("either_or", words=quoted(lookup, words)),
                      next_actions=[lookup.t("next_either_or")])


def merged_where(lookup: Lookup, record, binding: Binding, explicit: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """The sentence's conditions, less those on a column an explicit where key names: that one wins."""
    columns = binding.columns
    taken = set()
    for key, _ in explicit:
        found = key_columns(columns, split_key(key)[0], lookup.options.alias_table, bound=lookup.bound.columns)
        if found:
            taken.update(c.name for c in found[1])
        taken.add(split_key(key)[0])
    mine = [(k, v) for k, v in binding.where().items() if split_key(k)[0] not in taken]
    return mine + explicit


def other_tables_named(lookup: Lookup, binding: Binding) -> list:
    """`members with more than 3 orders` read on members: `orders` is no unknown word but the name of another
    table the person may see, which this answer cannot count or show — said so (why_other_table_word)."""
    for token in binding.unknown:  # (its name, singular or plural, or its description: `订单` of 订单表)
        ids = [oid for oid, _ in lookup.store.object_ids_by_key(normalize.fold_identifier(token.text)) if oid != binding.table_id]
        named = sorted(lookup.name(r) for r in lookup.visible_objects(ids).values()) if ids else []
        if named:
            shown = lookup.join(named[:OTHER_TABLES_NAMED]) + ("…" if len(named) > OTHER_TABLES_NAMED else "")
            binding.why.append(("why_other_table_word", shown, token.text))
    return binding.why


def column_text(binding: Binding, name: str) -> str:
    """A column as a person reads it: its name, and its description when it has one."""
    column = next((c for c in binding.columns if c.name == name), None)
    return f"{name} ({column.comment})" if column is not None and column.comment else name


# Values read for one to show (the first that is not blank).
EXAMPLES_READ = 5


def example_value(lookup: Lookup, binding: Binding, name: str) -> str:
    """One value the column's rows hold, as they hold it (for saying what form they take)."""
    column = next((c for c in binding.columns if c.name == name), None)
    if column is None or not lookup.store.has_values:
        return ""
    found = lookup.store.values_containing([column.id], "", EXAMPLES_READ)
    return next((str(v[1]) for v in found if str(v[1]).strip()), "")  # a blank row shows no form


def unknown_words(lookup: Lookup, binding: Binding) -> Resolution:
    words = [t.text for t in binding.unknown]
    reason = lookup.t("not_found_sentence_words", words=quoted(lookup, words))
    other = [] if binding.why else other_tables_named(lookup, binding)
    if binding.why and other:  # (and the words no table names, as unknown)
        rest = [w for w in words if w not in {typed for _, _, typed in binding.why}]
        reason = lookup.t("not_found_sentence_words", words=quoted(lookup, rest)) if rest else ""
    if binding.why:
        # the words are understood; what the rows hold (or a link can do) is why they answer nothing
        reason = " ".join(lookup.t(key, column=column_text(binding, column), typed=typed,
                                   example=example_value(lookup, binding, column))
                          for key, column, typed in binding.why) + (" " + reason if other and reason else "")
    actions = []
    if binding.suggest is not None:
        binding.suggest()
    for token in binding.unknown:
        if (token.start, token.end) not in binding.suggestions:
            found = near_table_name(lookup, normalize.fold(token.text))
            if found is not None:
                binding.suggestions[(token.start, token.end)] = found
    suggestions = [lookup.t("suggestion", typed=t.text, instead=binding.suggestions[(t.start, t.end)])
                   for t in binding.unknown if (t.start, t.end) in binding.suggestions]
    if suggestions:
        reason += " " + lookup.t("did_you_mean", suggestions=lookup.join(suggestions))
        actions.append(lookup.t("next_did_you_mean", suggestions=lookup.join(suggestions)))
    for key, column, typed in binding.why:  # what to ask instead, for what the words were refused for
        actions.append(lookup.t("next_" + key, column=column_text(binding, column), typed=typed,
                                example=example_value(lookup, binding, column)))
    actions.append(lookup.t("next_sentence_words", words=quoted(lookup, words)))
    return Resolution("not_found", reason, next_actions=actions)


def tied_value(lookup: Lookup, choice: Choice, binding: Binding) -> Resolution:
    """A bare value that several columns of the chosen table take — or none: nothing is guessed."""
    parts, offered, actions = [], [], []
    for tie in binding.ties:
        options = tie.options
        value = tie.key_words
        if options:
            parts.append(lookup.t("tie_value", value=value, columns=lookup.join(
                f"{c.name} ({c.comment})" if c.comment else c.name for c in options)))
            offered.extend(column_match(c, "comment" if c.comment else "name", value) for c in options)
            actions.append(lookup.t("next_value_column", value=value, options=lookup.join(c.name for c in options)))
        else:
            parts.append(lookup.t("no_column_value", value=value))
            actions.append(lookup.t("next_value_column_any", value=value))
    reason = lookup.t("ambiguous_value", table=lookup.name(choice.record), ties=" ".join(parts))
    candidate = lookup.describe(choice.record, choice.confidence, choice.reason, offered)
    return Resolution("ambiguous", reason, confidence=choice.confidence, candidates=[candidate],
                      matched=choice.matched, query_terms=choice.query_terms or [],
                      ubiquitous_terms=choice.ubiquitous or [], next_actions=actions)


def understood(q: str, binding: Binding | None, request: Request, outcome: Resolution,
               today: str | None = None) -> dict:
    """How the sentence was read: `{entity, fields, where, spans, ignored}`, each span with its
    character offsets in `q`."""
    if binding is None:
        reading = read(q, today=today)
        spans = [{"text": t.text, "as": "entity", "start": t.start, "end": t.end}
                 for t in reading.tokens if t.kind not in ("ignored", "symbol")]
        return {"entity": " ".join(s["text"] for s in spans), "fields": [], "where": {}, "spans": spans,
                "ignored": reading.ignored}
    spans = sorted(binding.spans + [{"text": t.text, "as": "unknown", "start": t.start, "end": t.end,
                                     **({"did_you_mean": binding.suggestions[(t.start, t.end)]}
                                        if (t.start, t.end) in binding.suggestions else {})}
                                    for t in binding.unknown]
                   + [{"text": t.text, "as": "unused", "start": t.start, "end": t.end} for t in binding.unused],
                   key=lambda s: s["start"])
    where = {}
    for b in binding.bound:
        for op, value in b.conditions:
            name = b.column.name if b.column is not None else b.key_words
            where[name if op == "exact" else f"{name}__{op}"] = b.label or value
    out = {"entity": binding.entity_text, "fields": list(binding.fields), "where": where, "spans": spans,
           "ignored": list(binding.ignored)}
    intent = binding.intent.to_dict() if binding.intent is not None else None
    if intent:
        out["intent"] = intent
    return out
