"""A sentence that filters one table by another it is linked to (docs/one-box.md, "Conditions
across a link"): `手机号13800138000的会员的订单`, `有退款的订单`, `没有评价的商品`,
`退款原因是发错货的订单`, `orders with refunds`.

The table the sentence asks for (its head, read by binding.py) keeps its own reading; a *clause* of
the sentence — the words before the `的` that precedes the head, or after the head in English — may
instead be read on a table linked to it by one foreign key (resolving/links/via.py). The clause is read by
the same binder, on the linked table, with the rest of the sentence blanked out (so every span
keeps its place in `q`), and the rest is read on the answer's table with the clause blanked out.
The clause becomes where keys the resolver reads across the link (`members.mobile`,
`refunds__exists`; resolving/links/linked_where.py).

A clause is read across a link when:
- it names the linked table and every word of it reads there (`…的会员的订单`: the phone is the
  member's);
- or it starts with a word of presence or absence and then names the linked table (`有退款`,
  `没有评价`, `用了优惠券`, `with refunds`, `without reviews`): whether a linked row exists;
- or it does not name the linked table, but the answer's table cannot read it and exactly one
  linked table can (`退款原因是发错货`, `微信支付`, `华为` which brands' rows hold).
When the answer's own table reads the clause too, and a linked table's column is named by the same
column word exactly while the own column only contains it (`手机号` is the member's 手机号 and the
order's 收货人手机号), nothing is picked: the value is offered on both columns (`ambiguous`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from ...index.records import ColumnRecord
from ...resolving.explain import quoted
from ...resolving.fields import first_tier
from ...resolving.links.linked_sql import COUNT_NEGATED
from ...resolving.links.via import (
    REFERENCED_BY,
    REFERENCES,
    Link,
    links_of,
    naming_words,
    preferred,
)
from ...resolving.lookup import Lookup
from ...resolving.resolution import Resolution
from ...resolving.table_values import held_of, held_there
from ...words import normalize
from ..binding import SENTENCE_TIERS, bind
from ..lexicon import TableWords, lexicon_of
from ..places import named_row
from ..reader import WORD, read
from ..roles import Binding, Bound
from .clauses import (
    Clause,
    blank,
    clauses,
    done_to_a_part,
    glued,
    table_words,
    worth_finding,
)
from .counts import compares_a_count, have_right_before, names_exactly, rows_counted
from .verbs import short_for, verb_of, verbs_said_of

# A span's role for the words that name the linked table.
LINK = "link"
# Clauses read on linked tables in one sentence, at most: a second one is read only to be refused.
MAX_CLAUSES = 2


@dataclass
class ClauseReading:
    clause: Clause
    link: Link
    binding: Binding
    named: bool
    unread: bool = False  # a shape that is understood but not answered (no linked row meeting a condition)
    count: tuple[str, str] | None = None  # how many linked rows (`订单超过5个`): (`countgt`, `5`)


def read_links(lookup: Lookup, q: str, binding: Binding, record, columns: Sequence[ColumnRecord],
               naming: set[str], depth: int = 1) -> Binding:
    """The reading of `q` on `record` with a clause read across a link when one is (see the module
    docstring); the reading as it was otherwise."""
    values = glued(binding, table_words(record)) if not binding.entity and not binding.either else []
    if not values and (not binding.entity or binding.either or not worth_finding(binding)):
        return binding  # the common case: nothing the table's own reading leaves could be read across
    found = values or clauses(q, list(read(q, today=lookup.today).tokens), binding)
    if not found or not any(_worth_a_look(binding, clause) for clause in found):
        return binding  # the common case: the table's own reading explains every clause plainly
    links = links_of(lookup, record)
    if not links:
        return binding
    for clause in _with_variants(found):
        readings = [r for r in (read_clause(lookup, q, clause, link, columns)
                                for link in worth_reading(lookup, q, clause, [lk for lk in links if not (
                                    clause.through and lk.other.id == record.id)])) if r is not None]
        if readings and all(r.unread for r in readings):
            binding.refusal = Resolution("not_found", lookup.t("no_linked_row_meeting", words=quoted(
                lookup, [q[clause.start : clause.end]]), table=lookup.name(record), linked=lookup.name(
                readings[0].link.other)), next_actions=[lookup.t("next_no_linked_row_meeting")])
            binding.unknown = []  # the refusal names the words
            return binding
        readings = [r for r in readings if not r.unread]
        if not readings:
            continue
        others = blank(q, clause.start, clause.end, keep=False)
        rest = bind(others, record, columns, TableWords(record, naming), lookup.options.alias_table,
                    lookup.bound.columns, lookup.today, held_of(lookup, record))
        if depth < MAX_CLAUSES:
            # Another clause may be about another linked table (`…的作者的有借阅记录的图书`): read it too,
            # so that the answer sees both (and says it follows one link only).
            rest = read_links(lookup, others, rest, record, columns, naming, depth + 1)
        if rest.unknown or rest.either or not rest.entity or rest.refusal is not None:
            continue
        if _unexplained(binding, rest, clause):
            named = [r for r in readings if r.named]
            return merged(rest, _one_link(record, named or readings), binding)
        if clause.existence is not None:
            continue
        tied = two_readings(lookup, binding, record, columns, clause, readings) if clause.modifier else None
        if tied is not None:
            return tied
    if binding.unknown:
        binding.refusal = two_hops(lookup, q, binding, record, links, found)
    return binding


def _worth_a_look(binding: Binding, clause: Clause) -> bool:
    """Whether a clause might read across a link: the table's own reading leaves a word of it
    unexplained or a column word without a value, or — before the head — binds a value after a
    column word (which a linked table may name exactly)."""
    if any(clause.start <= t.start and t.end <= (clause.through or clause.end) for t in binding.unknown + binding.unused):
        return True
    if binding.fields:
        return True
    return clause.modifier and any(s["as"] == "column" and clause.start <= s["start"] < clause.end
                                   for s in binding.spans) and \
        any(s["as"] == "value" and clause.start <= s["start"] < clause.end for s in binding.spans)


def _with_variants(found: Sequence[Clause]) -> list[Clause]:
    """Each clause, first with the verbs after its word of presence read as words (`有退货申请`:
    退货 may name the table), then without them (`还没分配角色`: 分配 names nothing)."""
    out = []
    for clause in found:
        if clause.cue and clause.verbs:
            out.append(replace(clause, verbs=()))
        out.append(clause)
    return out


def two_hops(lookup: Lookup, q: str, binding: Binding, record, links: Sequence[Link],
             found: Sequence[Clause]) -> Resolution | None:
    """`有admin角色的用户` when users reach roles only through user_roles: a clause whose words name no
    linked table but name one table two links away is refused naming both tables, and the table
    between them."""
    for clause in found:
        words = [t for t in read(q[clause.body_start : clause.body_end]).tokens if t.kind == WORD]
        if not words or not any(clause.start <= t.start and t.end <= clause.end for t in binding.unknown):
            continue
        text = " ".join(t.text for t in words)
        near_named = naming_words(lookup, text, [l.other for l in links])
        # A linked table named: the words simply do not read there. A relation table they name
        # (`用户和角色关联表` for 角色) stands for the table at its other end.
        if any(near_named.get(l.other.id) and not l.other.relation for l in links):
            return None
        near = {l.other.id for l in links} | {record.id}
        far: dict[int, tuple[Link, object]] = {}
        for link in links:
            for onward in links_of(lookup, link.other):
                if onward.other.id not in near:
                    far.setdefault(onward.other.id, (link, onward.other))
        named = naming_words(lookup, text, [other for _, other in far.values()])
        typed = {normalize.fold(t.text) for t in words} | {t.value for t in words}
        hits = [far[oid] for oid, found_words in named.items() if found_words and not far[oid][1].relation
                and typed & table_words(far[oid][1])]
        if len({other.id for _, other in hits}) != 1:
            continue
        middle, other = hits[0]
        shown = dict(words=quoted(lookup, [text]), far=lookup.name(other), table=lookup.name(record),
                     middle=lookup.name(middle.other))
        return Resolution("not_found", lookup.t("two_hops", **shown), next_actions=[lookup.t("next_two_hops", **shown)])
    return None


def worth_reading(lookup: Lookup, q: str, clause: Clause, links: Sequence[Link]) -> list[Link]:
    """The links whose table the clause's words could be about — a word names it, or spells one of
    its columns or labels — so that only those are read."""
    text = q[clause.body_start : clause.body_end]
    words = [t for t in read(text).tokens if t.kind == WORD]
    if not words:
        return []
    named = naming_words(lookup, " ".join(t.text for t in words), [l.other for l in links])
    out = []
    for link in links:
        if named.get(link.other.id) and not done_to_a_part(q, clause, link.other):
            out.append(link)
            continue
        if clause.existence is not None:
            if verb_of(words, link.other) is not None or not any(named.values()) and short_for(words, link.other):
                out.append(link)
            continue
        aids = lexicon_of(lookup.columns(link.other.id)[: lookup.options.max_columns], lookup.store)
        if any(normalize.fold_identifier(t.text) in aids.spelled or normalize.fold(t.text) in aids.labels
               for t in words if len(t.text) > 1) or held_there(lookup, link.other, text) or _row_named(lookup, blank(
                q, clause.body_start, clause.body_end, keep=True), clause, link, lookup.columns(link.other.id), links):
            out.append(link)  # (`cities in Canada`: a name for the row the key points at)
    return out


def read_clause(lookup: Lookup, q: str, clause: Clause, link: Link,
                record_columns: Sequence[ColumnRecord]) -> ClauseReading | None:
    """The clause read on the linked table, when every word of it reads there."""
    other = link.other
    columns = lookup.columns(other.id)[: lookup.options.max_columns]
    text = q[clause.body_start : clause.body_end]
    naming = set() if clause.through else naming_words(lookup, " ".join(t.text for t in read(text).tokens
                                                                          if t.kind == WORD), [other])[other.id]
    kept = blank(q, clause.body_start, clause.body_end, keep=True)
    if not verbs_said_of(clause.verbs, other):
        return None  # `取消了订单的会员`: which orders? asked (links/verbs.DONE_VERBS)
    if not clause.counted and (named_row := _row_named(lookup, kept, clause, link, columns, None, record_columns)) is not None:
        return named_row
    if link.direction == REFERENCED_BY and (counted := rows_counted(lookup, kept, other, had=have_right_before(q, clause))):
        return ClauseReading(clause, link, counted[0], named=True, count=counted[1])
    if clause.counted:
        return None
    if clause.existence is not None:
        said = [t for t in read(kept).tokens if t.kind == WORD]
        verb = verb_of(said, other) or (short_for(said, other) if not naming else None)
        if verb is not None:
            return ClauseReading(clause, link, verb, named=True)
    got = bind(kept, other, columns, TableWords(other, naming), lookup.options.alias_table, lookup.bound.columns,
               lookup.today, held_of(lookup, other))
    if got.unknown or got.unused or got.either or got.fields or got.ties or (got.intent and got.intent.to_dict()) or \
            clause.through and any(b.label is not None for b in got.bound):  # (黄金会员: a value the rows hold)
        return None
    conditions = [b for b in got.bound if b.column is not None]
    if link.direction == REFERENCED_BY and compares_a_count(kept) and not any(
            s["as"] == "column" and (_fit(columns, s["text"], lookup) or (0, False))[1] for s in got.spans):
        return None  # `期刊文献不多于5个的期刊`: how many linked rows, not said as counts.rows_counted reads — no value
    if not got.entity and conditions and not _exactly_named(lookup, got, columns, record_columns):
        return None
    if got.entity and all(normalize.fold(t.text) in normalize.GENERIC_WORDS for t in got.entity):
        got.entity = []  # `有记录的会员`: 记录 is part of many tables' names, it names none of them
    if clause.existence == "notexists" and conditions:
        # `没有已拒绝退款的订单`: no linked row meeting a condition — not read, and said so.
        return ClauseReading(clause, link, got, named=bool(got.entity), unread=True) if got.entity else None
    if clause.existence is not None and not got.entity:
        return None
    if clause.existence is None and not conditions:
        return None
    return ClauseReading(clause, link, got, named=bool(got.entity))


def _row_named(lookup: Lookup, kept: str, clause: Clause, link: Link, columns, links, record_columns=()):
    """`cities in Canada`, `黄金会员等级的会员` from DDL alone: the linked row's own name (places.named_row)."""
    if clause.existence is not None or clause.through or (found := named_row(lookup, kept, link, columns, links,
                                                                             record_columns)) is None:
        return None
    column, value, named, text = found
    got = Binding(link.other.id, columns, entity=named, spans=[{"text": text, "as": "value", "column": column.name, "op": "exact",
                                                                "start": value[0].start, "end": value[-1].end}])
    got.spans += [{"text": t.text, "as": "entity", "start": t.start, "end": t.end} for t in named]
    got.bound.append(Bound(column, column.name, [("exact", text)]))
    return ClauseReading(clause, link, got, named=bool(named))


def _exactly_named(lookup: Lookup, got: Binding, columns: Sequence[ColumnRecord],
                   record_columns: Sequence[ColumnRecord]) -> bool:
    """A clause that does not name the linked table reads there only on firm ground: every column
    word names its column exactly (`退款原因` is refunds.reason's 退款原因, not 积分 inside 用户积分减免),
    and no value or label bound without a column word is spelled in the answer's own columns'
    descriptions (`已删除` in sys_depart's 删除状态（0，正常，1已删除）: the answer's own column)."""
    words = [s for s in got.spans if s["as"] == "column"]
    for span in words:
        fit = _fit(columns, span["text"], lookup)
        if fit is None or not fit[1]:
            return False
    if words:
        return True
    spelled = "\x00".join(f"{c.name}\x00{normalize.fold(c.comment or '')}" for c in record_columns)
    return not any(normalize.fold(s["text"]) in spelled for s in got.spans if s["as"] == "value")


def _one_link(record, readings: Sequence[ClauseReading]) -> list[ClauseReading]:
    """The readings of the clause that one link carries (several links to one table: the plain one)."""
    links = preferred(record, [r.link for r in readings])
    return [r for r in readings if r.link in links]


def _unexplained(binding: Binding, rest: Binding, clause: Clause) -> bool:
    """Whether the answer's own reading leaves the clause unexplained: a word it cannot read, or a
    column word with no value (`会员` read as the column member_id in `…的会员的订单`)."""
    inside = any(clause.start <= t.start and t.end <= (clause.through or clause.end) for t in binding.unknown + binding.unused)
    return inside or len(binding.fields) > len(rest.fields)


def link_key(readings: Sequence[ClauseReading], reading: ClauseReading) -> str:
    """What names the link in a where key: the linked table's name, or — when the answer's table has
    several links to it — the answer's column of the link (`member_id`)."""
    link = reading.link
    same = [r for r in readings if r.link.other.id == link.other.id]
    if len(same) > 1 and link.direction == REFERENCES:
        return link.column
    return link.other.qualified


def merged(rest: Binding, readings: list[ClauseReading], before: Binding) -> Binding:
    """The answer's reading of the rest of the sentence with the clause's reading on the linked
    table added as where keys across the link — or, when several linked tables read it equally,
    as a value several columns could hold (nothing is picked)."""
    if len({r.link.other.id for r in readings}) > 1:
        exact = [r for r in readings if _named_exactly(r)]
        readings = exact if len({r.link.other.id for r in exact}) == 1 else readings
    if len({r.link.other.id for r in readings}) > 1 or len(readings) > 1:
        if clause_is_existence(readings):
            return before  # which linked table is not said: the words stay unexplained
        return tied_links(rest, readings)
    reading = readings[0]
    clause, got, link = reading.clause, reading.binding, reading.link
    key = link_key(readings, reading)
    table, out = link.other.qualified, rest
    for span in got.spans:
        role = LINK if span["as"] == "entity" else span["as"]
        cut = {"end": clause.end, "text": span["text"][: clause.end - span["start"]]} if clause.through else {}
        out.spans.append({**span, "as": role, "table": table, **(cut if span["end"] > clause.end else {})})  # 黄金|会员
    for token in clause.cue:
        out.spans.append({"text": token.text, "as": "comparison", "op": clause.existence, "table": table,
                          "start": token.start, "end": token.end}) if reading.count is None else None
    out.ignored.extend(t.text for t in clause.verbs + clause.tail + (clause.cue if reading.count else ()))
    out.ignored.extend(got.ignored)
    bound = [Bound(None, key, [reading.count], by_words=True)] if reading.count else []
    if reading.count and reading.count[0] in COUNT_NEGATED and clause.existence == "exists" and (
            clause.cue or any(not t.text.isascii() for t in clause.verbs)):  # `有不足5个…`, `获得了不足5次`: some
        bound.append(Bound(None, key, [("exists", "")], by_words=True))
    if clause.existence is not None and not [b for b in got.bound if b.column is not None] and not reading.count:
        own = clause.existence == "notexists" and link.direction == REFERENCES  # (`users with no role`: role_id is empty)
        bound.append(Bound(None, link.column if own else key, [("isnull" if own else clause.existence, "")], by_words=True))
    for b in got.bound:  # (the key the answer's column points at is that column's: `customers in territory 4`)
        own = link.direction == REFERENCES and b.column.name == link.other_column and b.label is None
        bound.append(Bound(None, link.column if own else f"{key}.{b.column.name}", b.conditions, label=b.label, by_words=True))
    out.bound.extend(bound)
    out.spans.sort(key=lambda s: s["start"])
    return out


def _named_exactly(reading: ClauseReading) -> bool:
    """Whether the words that name the linked table are its whole name or description (`orders`
    for `ordered`, `退款申请` for 退款申请表), not a part of it."""
    return names_exactly("".join(normalize.fold(t.text) for t in reading.binding.entity), reading.link.other)


def clause_is_existence(readings: Sequence[ClauseReading]) -> bool:
    return all(not [b for b in r.binding.bound if b.column is not None] for r in readings)


def tied_links(rest: Binding, readings: Sequence[ClauseReading]) -> Binding:
    """The rest of the sentence, with the clause's value offered on every linked table that reads it
    (`table.column`, each a link the page offers): nothing is picked."""
    first = readings[0].binding
    for span in first.spans:
        if span["as"] in ("column", "value"):
            rest.spans.append({k: v for k, v in span.items() if k != "column"})
        elif span["as"] != "entity":
            rest.spans.append(span)
    rest.spans.sort(key=lambda s: s["start"])
    return two_sided(rest, None, readings)


def two_readings(lookup: Lookup, binding: Binding, record, columns: Sequence[ColumnRecord], clause: Clause,
                 readings: Sequence[ClauseReading]) -> Binding | None:
    """`手机号13800138000的订单`: the answer's own reading binds the clause's value to its column,
    while a linked table names the same column word exactly — the value is offered on both."""
    own = [b for b in binding.bound if b.column is not None and _bound_inside(binding, b, clause)]
    if len(own) != 1:
        return None
    word = _column_word(binding, clause)
    if word is None:
        return None
    own_fit = _fit(columns, word, lookup)
    better = []
    for reading in readings:
        got = reading.binding
        if len([b for b in got.bound if b.column is not None]) != 1 or _column_word(got, clause) != word:
            continue
        fit = _fit(lookup.columns(reading.link.other.id)[: lookup.options.max_columns], word, lookup)
        if fit is not None and fit[1] and (own_fit is None or not own_fit[1]) and fit[0] <= (own_fit or (9, 0))[0]:
            better.append(reading)
    if not better:
        return None
    return two_sided(binding, own[0], _one_link(record, better))


def two_sided(binding: Binding, own: Bound | None, readings: Sequence[ClauseReading]) -> Binding:
    """The reading with one value offered on several columns — the answer's own (when it read one)
    and each linked table's, named `table.column` — so the answer asks which (a tie)."""
    options: list[ColumnRecord] = [own.column] if own is not None else []
    key_words = None
    conditions = own.conditions if own is not None else None
    for reading in readings:
        linked = next(b for b in reading.binding.bound if b.column is not None)
        options.append(linked.column._replace(name=f"{reading.link.other.qualified}.{linked.column.name}"))
        conditions = conditions or linked.conditions
        key_words = key_words or _value_text(reading.binding, linked)
    if own is not None:
        key_words = _value_text(binding, own) or key_words
        binding.bound.remove(own)
    binding.bound.append(Bound(None, key_words or "", conditions or [], options=options))
    names = [c.name for c in options]
    for span in binding.spans:
        if span["as"] in ("column", "value") and (own is None and "column" not in span and "columns" not in span
                                                   or own is not None and span.get("column") == own.column.name):
            span.pop("column", None)
            span["columns"] = names
    return binding


def _value_text(binding: Binding, bound: Bound) -> str | None:
    column = bound.column.name if bound.column is not None else None
    return next((s["text"] for s in binding.spans if s["as"] == "value" and s.get("column") == column), None)


def _bound_inside(binding: Binding, bound: Bound, clause: Clause) -> bool:
    return any(s["as"] == "value" and s.get("column") == bound.column.name and clause.start <= s["start"]
               and s["end"] <= clause.end for s in binding.spans)


def _column_word(binding: Binding, clause: Clause) -> str | None:
    words = [s["text"] for s in binding.spans if s["as"] == "column" and clause.start <= s["start"]
             and s["end"] <= clause.end]
    return words[0] if len(words) == 1 else None


def _fit(columns: Sequence[ColumnRecord], word: str, lookup: Lookup) -> tuple[int, bool] | None:
    """(tier rank, whether a column is named exactly the word) — a name, or a description whose
    main part is the word."""
    found = first_tier(columns, word, lookup.options.alias_table, SENTENCE_TIERS, lookup.bound.columns)
    if found is None:
        return None
    tier, hits = found
    folded = normalize.fold(word)
    # (a name that is the word's glossary word is named exactly too: `price` for 价格)
    said = {key for group in lookup.options.alias_table.related(folded) for key in group.keys}
    exact = any(normalize.fold(h.column.name) == folded or normalize.comment_main(h.column.comment or "") == folded
                or tuple(normalize.identifier_tokens(h.column.name)) in said for h in hits)
    return SENTENCE_TIERS.index(tier), exact


__all__ = ["read_links", "clauses", "LINK"]
