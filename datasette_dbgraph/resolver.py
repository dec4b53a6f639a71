"""The router: a request in, one table plus a parameterized WHERE out — or an honest refusal.

Pure: it reads an index and returns a `Resolution` (docs/resolution.md); it imports nothing from
Datasette, so the page, the JSON endpoint and the CLI share it. Links are added by callers that
know how to build them. docs/architecture.md draws where it sits.

A request takes one of three paths — by name (`object`), by business words (`entity`), or by
where keys alone — and each either refuses or chooses one object; `finish` then checks the
chosen table's fields and where keys and builds the predicate, so the same rules hold for all
three. A sentence (`q`) is first read by the one box (onebox/) into the same entity, fields and
where, and then takes the same paths. How an entity is decided is in docs/how-it-decides.md,
every number of it in rules.py.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .index.store import IndexUnavailable, Store
from .onebox.binding import Binding
from .onebox.questions.group_reads import NAME_ENDINGS
from .onebox.questions.left_out import name_left_out
from .onebox.questions.scope import scope_said, without_scope
from .onebox.roles import orders_groups
from .onebox.sentence import (
    column_words_as_entity,
    either_or,
    known_elsewhere,
    merged_where,
    read_sentence,
    reads_every_word,
    refuse_per_row,
    reread,
    tied_value,
    understood,
    unknown_words,
)
from .onebox.sentence_values import is_numeric_column
from .onebox.tokens import KNOWN, WORD
from .onebox.vocabulary import (
    COMPUTED_QUANTITIES,
    computed_quantity,
    names_left_quantity,
)
from .resolving.entity import by_entity, sql_like, sql_refusal
from .resolving.explain import quoted
from .resolving.fields import match_field
from .resolving.filters import build_predicate, quote_identifier, split_key
from .resolving.finish import finish
from .resolving.lookup import Choice, Lookup, Options, Request, Scope
from .resolving.names import by_object
from .resolving.resolution import STATUSES, Resolution
from .resolving.where_only import by_where, by_words_typed, only_holding
from .rules import (
    COLUMN_BACKED_CONFIDENCE,
    COLUMN_BACKED_MIN,
    COLUMN_BACKED_OTHERS,
    HEAD_UNEXPLAINED_CEILING,
)
from .words.concepts import build_concepts
from .words.identifiers import singular
from .words.normalize import (
    cjk_words,
    comment_main,
    fold,
    fold_identifier,
    part_of_speech,
    to_simplified,
)
from .words.values import without_quoted


def resolve(conn, request: Request, options: Options | None = None, scope: Scope | None = None) -> dict:
    """Resolve one request against an open index (a connection or a Store): the resolution as
    the JSON object the endpoint sends.

    Raises IndexUnavailable when the index is missing, unreadable, empty or of another format;
    callers turn that into `index_incomplete`."""
    return answer(conn, request, options, scope).to_dict()


def answer(conn, request: Request, options: Options | None = None, scope: Scope | None = None) -> Resolution:
    """Like `resolve`, but the `Resolution` itself, for callers that add links or render it."""
    store = conn if isinstance(conn, Store) else Store(conn)
    scope = scope or Scope()
    if request.database:
        scope = Scope(allowed=scope.allowed, database=request.database,
                      allowed_count_by_database=scope.allowed_count_by_database)
    lookup = Lookup(store, options or Options(), scope)
    if request.q and request.q.strip():
        return answer_sentence(lookup, request)
    fields = [f.strip() for f in request.fields if f and f.strip()]
    where = list(request.where.items())
    outcome = route(lookup, (request.object or "").strip(), (request.entity or "").strip(), fields, where)
    return finish(lookup, outcome, fields, where) if isinstance(outcome, Choice) else outcome


def route(lookup: Lookup, obj: str, entity: str, fields: list[str], where: list) -> Resolution | Choice:
    if not obj and not entity and not where:
        return Resolution.missing_predicate(lookup.lang)
    if lookup.scope.database is not None and lookup.corpus_size() == 0:
        databases = [d for d in lookup.store.databases if lookup.database_visible(d)]
        return Resolution("not_found", lookup.t("not_found_database", words=lookup.scope.database),
                          next_actions=[lookup.t("next_database", databases=lookup.join(databases) or "—")])
    if obj:
        return by_object(lookup, obj, fields)
    if entity:
        return by_entity(lookup, entity, fields, where)
    return by_where(lookup, fields, where)


def answer_sentence(lookup: Lookup, request: Request) -> Resolution:
    """The resolution of a request that has `q`, with `understood` set: the one box reads the
    sentence, the router answers the reading — read again without an opening clause that only names
    tables (`在各学校的专业中，…`: onebox/questions/scope.py) when it is no answer with it."""
    outcome = answer_read(lookup, request)
    if outcome.status != "resolved" and (scoped := without_scope(lookup, request.q or "")) is not None:
        again = answer_read(lookup, replace(request, q=scoped[0]))
        if again.status == "resolved":
            return scope_said(lookup, again, scoped[1])
    return outcome


def answer_read(lookup: Lookup, request: Request) -> Resolution:
    q = request.q or ""
    if sql_like(without_quoted(q)):  # an SQL statement is not read for the words it shares with a table
        outcome = sql_refusal(lookup, q)
        outcome.understood = understood(q, None, request, outcome, lookup.today)
        return outcome
    binding, record, choice = read_sentence(lookup, q)
    database_words(lookup, binding, record)
    outcome, binding = answer_reading(lookup, request, binding, record, choice)
    outcome.understood = understood(q, binding, request, outcome, lookup.today)
    if outcome.status == "resolved" and binding is not None and binding.intent is not None:
        outcome.intent = binding.intent.to_dict()
        if outcome.intent:
            outcome.intent_comments = {c.name: c.comment for c in binding.columns if c.comment}
        if outcome.intent and outcome.intent.get("having") and outcome.resolved:
            # groups kept by their count: only the query says that (docs/one-box.md, "Questions")
            outcome.next_actions = [lookup.t("next_open_sql_having", table=outcome.resolved["table"])]
        elif outcome.intent and (outcome.intent.get("order") or {}).get("fn") == "count" and outcome.resolved:
            outcome.next_actions = [lookup.t("next_open_sql_most", table=outcome.resolved["table"])]
        elif outcome.intent and orders_groups(outcome.intent) and outcome.resolved:
            outcome.next_actions = [lookup.t("next_open_sql_ordered", table=outcome.resolved["table"])]
    return name_left_out(lookup, outcome, binding, request.q or "")


# A word of the database's name this long at least is ignored: one letter (`x公司`) may be anything.
DATABASE_WORD_MIN = 2


def database_words(lookup: Lookup, binding: Binding | None, record) -> None:
    """`中国戏剧有多少种` in the database 中国戏剧: a word of the database's own name, which no table or
    column the person may see knows, says where they are looking, not which rows — it is ignored."""
    if binding is None or record is None or not binding.unknown:
        return
    # (whole words of the name only: `票` is no word of 火车票预定, and may mean 票价)
    named = set(cjk_words(to_simplified(record.database))) | {fold(w) for w in re.findall(r"[A-Za-z]+", record.database)}
    said = [t for t in binding.unknown if fold(t.text) in named and len(t.text) >= DATABASE_WORD_MIN]
    known = lookup.store.known_terms([fold(t.text) for t in said], lookup.scope.allowed) if said else set()
    for token in (t for t in said if fold(t.text) not in known):
        binding.unknown.remove(token)
        binding.ignored.append(token.text)


def answer_reading(lookup: Lookup, request: Request, binding: Binding | None, record,
                   choice: Choice | None) -> tuple[Resolution, Binding | None]:
    """The resolution, and the reading it rests on (the sentence read again on the table the
    router chose, when that is another one)."""
    explicit_where = list(request.where.items())
    fields = [f.strip() for f in request.fields if f and f.strip()]
    if binding is None:
        # No word to read against a table: what was typed is the entity, as the resolver reads it.
        words = (request.q or "").strip()
        outcome = route(lookup, (request.object or "").strip(), (request.entity or words).strip(), fields,
                        explicit_where)
        return (finish(lookup, outcome, fields, explicit_where) if isinstance(outcome, Choice) else outcome), binding
    if binding.refusal is not None and not request.entity and not request.object:
        return binding.refusal, binding  # a clause two links away (onebox/links/linked.py)
    if binding.unknown and not request.entity and not request.object:
        return unknown_words(lookup, binding), binding
    if binding.either:
        return either_or(lookup, binding), binding
    entity = (request.entity or "").strip() or binding.entity_text
    where = merged_where(lookup, record, binding, explicit_where)
    if not entity and not where and not request.object:
        entity = column_words_as_entity(request.q or "")
    fields = fields + [f for f in binding.fields if f not in fields]
    if choice is not None and not request.entity and not request.object:
        outcome = choice
    else:
        outcome = route(lookup, (request.object or "").strip(), entity, fields, deciding_where(binding, entity, where))
        if not entity and not request.object and isinstance(outcome, Choice):
            outcome = said_elsewhere(lookup, outcome, binding, fields, where)
        if isinstance(outcome, Choice) and binding.marked_entity and not request.entity and not request.object \
                and (outcome.record.database, outcome.record.qualified) not in binding.about_head:
            # `客户身份证号…的订单` chose 订单客户 for all the words, while the head alone (订单) names
            # other tables: weighed with the `的` that marks the head, it is no longer sure.
            outcome = route(lookup, "", binding.marked_entity, fields, where)
    if not isinstance(outcome, Choice) and not request.entity and not request.object:
        outcome = rows_named(lookup, outcome, binding, record) or column_backed(lookup, outcome, binding, record,
                                                                                request.q or "")
        outcome = held_only_there(lookup, outcome, binding, record) or outcome
        outcome = (not binding.entity and by_words_typed(lookup, outcome, binding.spans, fields, where)) or outcome
        if not isinstance(outcome, Choice):
            outcome = grouped_among(lookup, request.q or "", outcome, binding, record) or outcome
    if not isinstance(outcome, Choice):
        return outcome, binding
    if outcome.unused and not request.entity and not request.object:
        # In the one box every word is explained (docs/one-box.md): a modifier no table knows
        # (`研发部门`: 研发) is asked about, not left out.
        binding.unknown += unused_tokens(binding, outcome.unused)
        if binding.unknown:
            return unknown_words(lookup, binding), binding
    if outcome.record.id != record.id:
        first, first_fields = binding, list(fields)
        binding = reread(lookup, request.q or "", binding, outcome.record)
        # (`每个角色有多少个`, read first on role_menus per role: on the roles each counts only itself — refused, as
        # when the words chose the roles at once)
        refuse_per_row(lookup, request.q or "", binding, outcome.record)
        # (the columns asked to see read on the table answered too: `商品的名称和价格`, read first on the SKUs; those
        # read on the first stay asked — one the answer's table has not is refused, never dropped)
        fields += [f for f in binding.fields if f not in fields]
        if binding.unknown and not request.entity and not request.object and \
                (grouped := grouped_there(lookup, request.q or "", first, record, outcome, binding)) is not None:
            return finish(lookup, grouped, first_fields, merged_where(lookup, record, first, explicit_where),
                          either=first.either_keys()), first
        if binding.unknown and not request.entity:
            return unknown_words(lookup, binding), binding
        if binding.either:
            return either_or(lookup, binding), binding
        where = merged_where(lookup, outcome.record, binding, explicit_where)
    if binding.unused and not request.entity and not request.object:
        known_elsewhere(lookup, binding, outcome.record, request.q or "")
        if binding.unknown:
            return unknown_words(lookup, binding), binding
    if binding.ties:
        return tied_value(lookup, outcome, binding), binding
    return finish(lookup, outcome, fields, where, either=binding.either_keys()), binding


_PLAIN_NUMBER = re.compile(r"[+-]?[0-9]+(?:\.[0-9]+)?")


def deciding_where(binding: Binding, entity: str, where: list) -> list:
    """The conditions that may choose between tables the words fit equally. `商品价格大于100`, read on
    the member prices (商品会员价格表), took its only price column for the number, while no word
    names that column: the condition says nothing of the table — and read on the products it
    would have been their price. A number with no word for its column is left out of the choice."""
    if not entity:
        return where
    named = {s.get("column") for s in binding.spans if s["as"] == "column"} | {
        c for s in binding.spans if s["as"] == "column" for c in s.get("columns") or ()}
    bare = {s["column"] for s in binding.spans if s["as"] == "value" and s.get("column") and "label" not in s
            and s["column"] not in named and _PLAIN_NUMBER.fullmatch(s["text"].strip())}
    return [(k, v) for k, v in where if split_key(k)[0] not in bare]


def said_elsewhere(lookup: Lookup, outcome: Choice, binding: Binding, fields, where) -> Resolution | Choice:
    """`请假超过3天的`, no table named: the words read on one table's `days` (请假天数), and only that table
    has a column so named — but another's `qj_days` says 请假天数 too. Asked again by what the columns
    say, when that finds several tables they are the candidates, not the one whose name matched."""
    for span in (s for s in binding.spans if s["as"] == "column" and s["text"].isascii()):
        # `which playlists are empty?`: the word is the name of tables, none of them the one whose column has the word
        # (democratic.base_playlist) — they are what is asked about
        named = route(lookup, "", span["text"], [], [])
        tables = {c.get("table") for c in named.candidates} if isinstance(named, Resolution) else set()
        if tables and named.status == "ambiguous" and outcome.record.name not in tables and singular(fold(span["text"])) in tables:
            return named
    comments = {c.name: c.comment for c in binding.columns}
    said = []
    for key, value in where:
        name, op = split_key(key)
        comment = comment_main(comments.get(name) or "")
        if not comment or fold(comment) == fold(name):
            return outcome
        said.append((comment if op == "exact" else f"{comment}__{op}", value))
    again = route(lookup, "", "", fields, said)
    return again if isinstance(again, Resolution) and again.status == "ambiguous" else outcome


KEY_NAME_RE = re.compile(r"(?:^|[^a-z])id$", re.IGNORECASE)


def column_backed(lookup: Lookup, outcome: Resolution, binding: Binding, record, q: str) -> Resolution | Choice:
    """`找到寒假最短的3个大学，以及对应在哪个省`: 大学 is only part of one table's name (大学假期, about
    holidays), so the words alone name no table for sure; but the question's other words are that
    table's columns (寒假, 省), every word read there. That table is the answer, as unsure as an answer
    can be (rules.COLUMN_BACKED_CONFIDENCE), the reason saying which columns chose it."""
    # (also when the words are only a prefix of the tables' names, none even a candidate: `毛重不等于17kg的空调`)
    weak = outcome.status == "ambiguous" or outcome.status == "not_found" and bool(outcome.near_misses)
    if not weak or outcome.confidence > HEAD_UNEXPLAINED_CEILING or not binding.entity or \
            binding.unknown or binding.ties or binding.either or not column_backed_left_out(binding) or \
            any(s["as"] == "link" for s in binding.spans):
        # (`野鸡大学占比最高的3个国家`: a quantity worked out, left out, is named as in any answer; but a
        # table named, read through a link, is what the question is about)
        return outcome
    if binding.about_head and (record.database, record.qualified) not in binding.about_head:
        return outcome  # the head after 的 names other tables (`客户身份证号…的订单`: 订单, not 订单客户)
    columns = list(dict.fromkeys(s["column"] for s in binding.spans if s["as"] in ("column", "value") and s.get("column")))
    if any(KEY_NAME_RE.search(c) for c in columns):
        return outcome  # a key column (`中秋晚会id`, `哪三个公司` → 所属公司id) names another table the words may mean
    best = {(c["database"], c["qualified"]) for c in outcome.candidates if c["score"] >= outcome.confidence}
    # (or a table whose name holds every word that names it, too weak to be listed: `电视机` in 电视机型号)
    named = all(fold_identifier(t.text) in fold_identifier(record.name) for t in binding.entity)
    if len(columns) < COLUMN_BACKED_MIN or (record.database, record.qualified) not in best and not named:
        return outcome
    # The words reach other tables too (职位 in 各职位报名人数 and 各省份报名人数): the answer only when
    # none of the tables offered reads every word of the question.
    others = offered_others(lookup, outcome, record)
    # (and the tables named so too weakly to be listed: 电视机平台售卖 has 售卖量 as 各城市电视机售卖 does)
    named_too = sorted(lookup.store.named_ids([fold(t.text) for t in binding.entity]) - {record.id} - {r.id for r in others})
    others += [r for r in lookup.visible_objects(named_too[:COLUMN_BACKED_OTHERS]).values() if r.database == record.database]
    # (a quantity left out here may be left out there too: `各个城市的购房者比例` reads on each 购房者 table)
    left_out = column_backed_left_out if binding.unused else None
    if any(reads_every_word(lookup, q, other, binding, left_out) for other in others):
        return outcome
    reason = lookup.t("column_backed", table=lookup.name(record), columns=quoted(lookup, columns))
    return Choice(record, COLUMN_BACKED_CONFIDENCE, reason, outcome.matched, outcome.query_terms, outcome.ubiquitous_terms)


def grouped_there(lookup: Lookup, q: str, first: Binding, record, named: Choice, there: Binding) -> Choice | None:
    """`哪些口味拥有的菜品超过50种`: 菜品 names the dishes, which have no 口味; 菜品对应菜系 (a dish and its
    taste per row) reads every word, its rows grouped by its 口味. Grouped rows are that table's: it is the
    answer, as unsure as an answer can be — unless another table the words name reads them all too."""
    if not grouped_alone(lookup, q, first, record, [named.record]):
        return None
    # (the words it lacks: a number there unread is no word of it — `50种` of 菜品 is the count asked)
    missing = [t.text for t in there.unknown if t.kind in (WORD, KNOWN)] or [t.text for t in there.unknown]
    reason = lookup.t("grouped_there", words=first.entity_text or q, named=lookup.name(named.record),
                      missing=quoted(lookup, missing), table=lookup.name(record),
                      group=quoted(lookup, [c.name for c in first.intent.group_by]))
    return Choice(record, COLUMN_BACKED_CONFIDENCE, reason, named.matched, named.query_terms, named.ubiquitous)


def grouped_among(lookup: Lookup, q: str, outcome: Resolution, first: Binding, record) -> Choice | None:
    """`在每个省份遭受的所有台风中，平均登陆强度是多少`: of the tables 台风 fits, only 台风影响的中国省份 reads every word, its
    rows grouped by 省份 — the answer, as unsure as an answer can be (when offered, and alone so: grouped_alone)."""
    offered = {(c["database"], c["qualified"]) for c in outcome.candidates}
    if outcome.status != "ambiguous" or (record.database, record.qualified) not in offered or \
            not grouped_alone(lookup, q, first, record, offered_others(lookup, outcome, record)):
        return None
    reason = lookup.t("grouped_among", words=first.entity_text or q, table=lookup.name(record),
                      group=quoted(lookup, [c.name for c in first.intent.group_by]))
    return Choice(record, COLUMN_BACKED_CONFIDENCE, reason, outcome.matched, outcome.query_terms, outcome.ubiquitous_terms)


def grouped_alone(lookup: Lookup, q: str, first: Binding, record, others: list) -> bool:
    """Whether the sentence read on `record` explained every word (a verb or a worked-out quantity may be left out) and
    counts or totals its rows per its own columns, and no other table the words name (nor of `others`) reads them so."""
    if first.unknown or first.ties or first.either or first.refusal is not None or first.intent is None or \
            not first.intent.group_by or any(c.object_id != record.id for c in first.intent.group_by) or \
            not (first.intent.count or first.intent.aggregate) or not column_backed_left_out(first) or \
            not all(fold_identifier(t.text) in fold_identifier(f"{record.name} {record.comment or ''}") for t in first.entity):
        return False  # (and every word naming a table names this one: `文学作品…文学奖` on 文学奖获奖名单 is asked)
    named_too = sorted(lookup.store.named_ids([fold(t.text) for t in first.entity]) - {record.id, *(r.id for r in others)})
    others = [*others, *(r for r in lookup.visible_objects(named_too[:COLUMN_BACKED_OTHERS]).values() if r.database == record.database)]
    return not any(  # (金曲奖提名名单 and 金曲奖获奖名单 both group their 奖项名称: which is asked)
        reads_every_word(lookup, q, other, first, lambda b: b.intent is not None and bool(b.intent.group_by)) for other in others)


def offered_others(lookup: Lookup, outcome: Resolution, record) -> list:
    """The tables an ambiguous answer offers, but `record`, that the actor may see."""
    offered = {(c["database"], c["qualified"]) for c in outcome.candidates}
    return [r for r in lookup.visible_objects(
        oid for database, name in offered for oid, _ in lookup.store.object_ids_by_key(fold_identifier(name))).values()
        if (r.database, r.qualified) in offered and r.id != record.id]


def only_quantities_left_out(binding: Binding, verbs: bool = False, listed: bool = False) -> bool:
    """Whether every word left out is a quantity worked out from columns or a word naming it (or a
    verb, with `verbs`); with `listed`, only the quantities listed by name (`占比`, not any word in 率,
    which another table may hold: `年税率`)."""
    quantity = (lambda t: t.value in COMPUTED_QUANTITIES) if listed else (lambda t: computed_quantity(t.value))
    quantities = [t for t in binding.unused if quantity(t)] if listed else binding.unused
    return all(quantity(t) or t in binding.worked_out or verbs and part_of_speech(t.value) == "v"
               or names_left_quantity(t, quantities) for t in binding.unused)


def column_backed_left_out(binding: Binding) -> bool:
    return only_quantities_left_out(binding, verbs=True, listed=True)


def rows_named(lookup: Lookup, outcome: Resolution, binding: Binding, record) -> Choice | None:
    """`给出所有职位的录取比例`: 职位 is only part of 各职位报名人数's name, and 各省份报名人数 has it in a column
    (0报名职位数量) — but only the first has a column naming each row's 职位 (职位名称): its rows are the
    things asked for. It is the answer, as unsure as an answer can be, the reason naming that column;
    None when no such table alone (and every other word read on it, a quantity worked out aside)."""
    if outcome.status != "ambiguous" or outcome.confidence > HEAD_UNEXPLAINED_CEILING or len(binding.entity) != 1 \
            or binding.unknown or binding.ties or binding.either or not only_quantities_left_out(binding, verbs=True):
        return None  # (a verb or a quantity worked out may be left out, named as in any answer — no question word)
    if binding.about_head and (record.database, record.qualified) not in binding.about_head:
        return None
    word = fold(binding.entity[0].text)
    best = {(c["database"], c["qualified"]) for c in outcome.candidates if c["score"] >= outcome.confidence}
    if (record.database, record.qualified) not in best or word == fold(record.name) or word not in fold(record.name):
        return None
    names = {word, *(word + ending for ending in NAME_ENDINGS)}

    def name_column(table):
        return next((c for c in lookup.columns(table.id) if fold(c.name) in names and not is_numeric_column(c)), None)

    column = name_column(record)
    if column is None or any(name_column(other) is not None for other in offered_others(lookup, outcome, record)):
        return None
    reason = lookup.t("rows_named", word=binding.entity[0].text, table=lookup.name(record), column=column.name)
    return Choice(record, COLUMN_BACKED_CONFIDENCE, reason, outcome.matched, outcome.query_terms, outcome.ubiquitous_terms)


def held_only_there(lookup: Lookup, outcome, binding: Binding, record) -> Choice | None:
    """`客服部的负责人是谁`: no word names a table, and the value's column (`name`) is one many tables have — but only
    the departments' rows hold 客服部, and what is asked to see is read there (负责人: its leader). That table is the
    answer, as unsure as an answer can be, the reason saying where the value is; None when another table's rows
    hold it too or may (their values not all read), or a value is no text the table's rows hold."""
    if isinstance(outcome, Choice) or binding.entity or binding.unknown or binding.ties or binding.either or \
            record is None or not binding.bound or binding.unused or not binding.fields:
        return None  # (a value alone, `手机号13800138000`, stays asked: which of the tables with such a column)
    texts = []
    for bound in binding.bound:
        if bound.column is None or [op for op, _ in bound.conditions] != ["exact"] or is_numeric_column(bound.column):
            return None
        texts.append((bound.column.name, str(bound.conditions[0][1])))
    if not only_holding(lookup, record, texts):
        return None  # (another table's rows hold it too, or may: their values were not all read)
    reason = lookup.t("held_only_there", value=texts[0][1], table=lookup.name(record), column=texts[0][0])
    return Choice(record, COLUMN_BACKED_CONFIDENCE, reason, outcome.matched, outcome.query_terms, outcome.ubiquitous_terms)


def unused_tokens(binding: Binding, unused: list[str]):
    """The pieces of the entity words the choice left out, as tokens where they were typed."""
    from .onebox.reader import WORD, Token
    from .words.normalize import fold

    out = []
    for word in unused:
        key = fold(word)
        for token in binding.entity:
            at = fold(token.text).find(key)
            if at >= 0:
                start = token.start + at
                out.append(Token(WORD, token.text[at : at + len(key)], start, start + len(key), key))
                break
    return out


__all__ = ["Options", "Request", "Scope", "Resolution", "resolve", "answer", "IndexUnavailable", "STATUSES",
           "build_predicate", "quote_identifier", "match_field", "build_concepts"]
