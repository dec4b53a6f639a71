"""What a sentence read against one table is: every token's role (docs/one-box.md). `Bound` is a
value bound to a column; `Binding` the whole reading, which the router answers. And the pure readings
of the tokens around one word that several binders ask (what stands before a group's word, a verb
ending the question, `到` for a distance)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from ..index.records import ColumnRecord
from ..sources.column_kinds import is_key, is_yes_no
from ..sources.values import MEASURED
from .lexicon import said_whole
from .questions.intent import Intent
from .reader import COMPARE, IGNORED, INTENT, NUMBER, SYMBOL, WORD, Token
from .sentence_values import finite_number, is_numeric_column
from .tokens import spaced
from .vocabulary import (
    ASC,
    AVG,
    BOTTOM,
    COUNT,
    COUNT_UNITS,
    DESC,
    GROUP,
    GROUP_WHICH,
    MAX,
    MIN,
    MOST_ROWS_WORDS,
    ORDER_BY,
    SUM,
    TOP,
    computed_quantity,
)


@dataclass
class Bound:
    """A value bound to a column: the conditions it makes (op, value) and how the page shows it."""

    column: ColumnRecord | None
    key_words: str  # what names the column: its name, or the words typed when several fit
    conditions: list[tuple[str, str]]
    label: str | None = None
    options: list[ColumnRecord] = field(default_factory=list)  # several columns fit: nothing guessed
    # The column was named by words that fit several columns equally: the resolver says which.
    by_words: bool = False
    # `A或者B`: values with the same number are one choice — rows meeting any of them.
    either: int | None = None
    # `不是两年`: the rows outside a period — its conditions are sides of one choice (ages.outside_period).
    outside: bool = False


@dataclass
class Binding:
    """Roles of every token of a sentence against one table."""

    table_id: int
    columns: Sequence[ColumnRecord] = ()
    spans: list[dict] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    entity: list[Token] = field(default_factory=list)
    fields: list[str] = field(default_factory=list)
    bound: list[Bound] = field(default_factory=list)
    unknown: list[Token] = field(default_factory=list)
    # Words of a question that cannot carry a condition (verbs, adverbs, pronouns … standing apart
    # from every comparison and value): left out, and the answer names them (docs/one-box.md).
    unused: list[Token] = field(default_factory=list)
    # Of those, the words that together name a quantity worked out from columns (`1星评价人数`).
    worked_out: list[Token] = field(default_factory=list)
    intent: Intent | None = None
    # `A或者B` that cannot be read as a choice between two conditions (a side that is no one
    # condition on this table's column): the answer says so.
    either: list[Token] = field(default_factory=list)
    # An unknown word (start, end) → a word of this table it is one slip away from (`已法货` → 已发货),
    # filled by `suggest` when the reading is refused.
    suggestions: dict[tuple[int, int], str] = field(default_factory=dict)
    suggest: Any = None
    # Why a value was refused although its column is known: [(message key, column, the value typed)]
    # (`重量 < 500` on weights held as `500g`; an average compared); the answer says it.
    why: list[tuple[str, str, str]] = field(default_factory=list)
    # A refusal the reading itself decided: a clause about a table two links away (onebox/links/linked.py).
    refusal: Any = None
    # `客户身份证号…的订单`: the words with the `的` that marks their head (`客户的订单`), and the tables
    # (database, name) the head alone is sure of. A table the words choose that is none of those is
    # weighed again by the marked words (onebox/sentence.py, `marked_entity`).
    marked_entity: str | None = None
    about_head: frozenset = frozenset()

    @property
    def entity_text(self) -> str:
        # a word typed twice (`列车票价的…，列车票价的…`) says no more than once
        return " ".join(dict.fromkeys(said_whole(t.text) for t in self.entity))

    @property
    def ties(self) -> list[Bound]:
        """Values no column word named that several columns — or none — take by their kind."""
        return [b for b in self.bound if b.column is None and not b.by_words]

    def where(self) -> dict[str, str]:
        """The request's where: `column` or `column__op` → value (labels as typed: the resolver
        decodes them with the column's legend)."""
        out: dict[str, str] = {}
        for b in self.bound:
            if b.column is None and not b.by_words:
                continue
            for op, value in b.conditions:
                out[b.key_words if op == "exact" else f"{b.key_words}__{op}"] = value
        return out

    def refuse(self, refused: tuple | None) -> None:
        """A word the reading asks about instead of answering, and why: (token, (message, column, typed))."""
        if refused is not None:
            self.unknown.append(refused[0])
            self.why.append(refused[1])

    def either_keys(self) -> list[list]:
        """The where keys of each choice (`A或者B`): the resolver joins their conditions with OR — a key,
        or the keys of a side met together (a period: `刚好34岁`)."""
        groups: dict[int, list] = {}
        for k, b in enumerate(self.bound):
            if (b.either is not None or b.outside) and (b.column is not None or b.by_words):
                keys = [b.key_words if op == "exact" else f"{b.key_words}__{op}" for op, _ in b.conditions]
                group = groups.setdefault(-1 - k if b.either is None else b.either, [])
                group += keys if b.outside or len(keys) == 1 else [tuple(keys)]
        return list(groups.values())


def period(conditions) -> bool:
    """Two comparisons of one column that bound it from below and above (`>= 1991-12-04`, `< 1992-12-04`)."""
    ops = sorted(op for op, _ in conditions)
    return len(ops) == 2 and ops[0] in ("gt", "gte") and ops[1] in ("lt", "lte")


def before_named_words(tokens: Sequence[Token], index: int, entity: Sequence[Token]) -> Token | None:
    """The token before the word at `index`, past the words of the table's name typed before it
    (`每家汽车公司` on 汽车品牌: 每家 before 公司) — they only say whose rows, not which group — and past
    a measure word after 每 (`每一种语言`)."""
    starts = {t.start for t in entity}
    k = index - 1
    while k > 0 and (tokens[k].start in starts or tokens[k].text[:1] == "一" and tokens[k - 1].text == "每"):
        k -= 1
    return tokens[k] if k >= 0 else None


# Words before a place that, with a column named 距<place>…, say that 距 ("distance to"): no range, no value.
DISTANCE_TO = frozenset({"到", "离"})


def to_distance(tokens: Sequence[Token], index: int, columns: Sequence[ColumnRecord]) -> bool:
    """`火车站到机场的距离` on 距机场距离: 到 glued before the word a column's name puts after 距 is that 距."""
    nxt = tokens[index + 1] if 0 <= index < len(tokens) - 1 else None
    return nxt is not None and tokens[index].text in DISTANCE_TO and nxt.start == tokens[index].end and \
        any(c.name.startswith("距" + nxt.text) for c in columns)


def counted_after(tokens: Sequence[Token], index: int) -> bool:
    """`包含多于5个歌单的类型`: a number of things right after the word at `index` (a comparison between or
    not) — then 包含 says "has", as 有 would: how many rows each group has, no text to look for."""
    after = list(tokens[index + 1 : index + 3])
    if after and after[0].kind == COMPARE:
        after = after[1:]
    return bool(after) and after[0].kind == NUMBER and after[0].unit in COUNT_UNITS


def verb_closing_count(tokens: Sequence[Token], index: int, entity: Sequence[Token]) -> bool:
    """`每种语言有多少期刊使用？`, `有5种型号使用`: a verb that ends the question, typed right after the
    table's word a count of rows goes before, says what those rows do — no condition."""
    starts = {t.start for t in entity}
    verb = tokens[index]
    if index == 0 or tokens[index - 1].start not in starts or tokens[index - 1].end != verb.start or \
            any(t.kind not in (SYMBOL, IGNORED) for t in tokens[index + 1 :]):
        return False
    k = index - 1
    while k > 0 and tokens[k - 1].start in starts:
        k -= 1
    before = tokens[k - 1] if k > 0 else None
    return before is not None and (before.kind == INTENT and before.value == "count" or
                                   before.kind == NUMBER and before.unit in COUNT_UNITS)


def each_before(tokens: Sequence[Token], start: int, entity: Sequence[Token]) -> bool:
    """Whether the word starting at `start` follows `每个`/`各个` (not `哪…`: a group asked, which a verb may narrow), past the table's words."""
    index = next((k for k, t in enumerate(tokens) if t.start == start), 0)
    before = before_named_words(tokens, index, entity) if index > 0 else None
    return before is not None and before.text in GROUP_WHICH and not before.text.startswith("哪")


# The intent words that sort the rows (`按` … `降序`, `后10`): said only by an order.
ORDER_ROLES = frozenset({ORDER_BY, DESC, ASC, BOTTOM})
# The spans of a number of rows asked (`3个`) and of a count compared (`5个以上`).
LIMIT_ROLE, HAVING_ROLE = "limit", "having"


def uncarried(intent: dict | None, spans: Sequence[dict]) -> list[dict]:
    """The intent words the settled intent does not say (docs/one-box.md, "Nothing dropped silently"):
    `哪5个歌手的最低票价平均最高` read as the average of 最低票价 over every row does nothing of `哪`, `5个`
    or `最高` — they were read, but the answer cannot do them (no one intent is both a group's
    average and an order by it), so they are left out by name, never shown as understood."""
    if not any(s["as"] == "intent" for s in spans):
        return []
    intent = intent or {}
    order, having = intent.get("order"), intent.get("having") or {}
    aggregate = (intent.get("aggregate") or {}).get("fn")
    having_fns = {having.get("fn")} | {v.get("fn") for v in having.values() if isinstance(v, dict)}
    ordered = [s for s in sorted(spans, key=lambda s: s["start"]) if s["as"] != "comparison"]
    out = []
    for k, span in enumerate(ordered):
        role = span.get("intent") if span["as"] == "intent" else None
        if role is None:
            continue
        nxt = _group_target(ordered, k) if role == GROUP else None
        if role in (MAX, MIN):
            said = bool(order) or aggregate == role or bool(having)
        elif role in (AVG, SUM):
            said = aggregate == role or role in having_fns
        elif role == COUNT:
            said = bool(intent.get("count")) or (order or {}).get("fn") == COUNT or bool(having)
        elif role == LIMIT_ROLE:
            said = intent.get("limit") is not None or bool(having)
        elif role == TOP:
            said = intent.get("limit") is not None or bool(order) or bool(intent.get("group_by")) or bool(having)
        elif role == GROUP:
            # (`每个菜品平均有几个版本`: each of the table's own rows — the rows themselves, nothing to group)
            said = bool(intent.get("group_by")) or nxt is None
        elif role == HAVING_ROLE:
            said = bool(having)
        else:  # (English `by` after an average or a count says per what: `number of invoices by country`)
            said = bool(order) or span["text"].lower() == BARE_BY and bool(intent.get("group_by")) \
                if role in ORDER_ROLES else True
        if not said:
            out.append(span)
    return out


def _group_target(ordered: Sequence[dict], k: int) -> dict | None:
    """What a group word before `k`'s span groups by: the column word right after it, or typed right
    onto the table's words after it (`各个旅行社级别`), or words of the table's name before the words
    that name its rows (`每位企业家的公司`) — None when it is the table's own rows (`每一个国家对应的大洲`:
    each country, its continent)."""
    after = list(ordered[k + 1 :])
    entity = []
    while after and after[0]["as"] == "entity" and (not entity or entity[-1]["end"] == after[0]["start"]):
        entity.append(after.pop(0))
    if entity and (any(s["as"] == "entity" for s in after) or entity[0]["text"].isascii() and any(
            s["as"] == "entity" and s["text"] != entity[0]["text"] for s in ordered[:k])):
        return entity[0]  # (`每位企业家的公司`, `employees in each department` on dept_emp: a word of the table's name, not its rows)
    if not after or after[0]["as"] != "column" or entity and entity[-1]["end"] != after[0]["start"]:
        return None
    return after[0]


def ordered_groups(intent: Intent, intents, out: Binding, groups, inert) -> None:
    """The groups a question asks which of (`groups()`: the one group, or none), ordered by what it
    asks the most or least of, beside the average or total it also asks for (docs/one-box.md,
    "Questions"). `inert()`: whether every word left out could not be what is counted."""
    if intent.order is None and _by_aggregate(intent, intents, out, groups):
        return
    _most_rows_beside(intent, intents, out, groups, inert)


def _by_aggregate(intent: Intent, intents, out: Binding, groups) -> bool:
    """`哪2个歌手的演唱会平均票价最高`, `平均票价最低的3个城市`, `which singer has the highest average price`: the most or least of an average or total,
    with the one group asked which of, orders the groups by it — the first, or as many as asked.
    Without the group the average would be every row's, and the most of it nothing."""
    if intent.aggregate is None or intent.aggregate[0] not in (AVG, SUM) or intent.having is not None or \
            intent.group_by or intent.count or len(intents.superlatives) != 1:
        return False  # (`平均口味分最高，以及人均价最低多少`: which most is of which average cannot be told)
    role, token, column = intents.superlatives[0]
    averages = [s for s in intents.spans if s["intent"] in (AVG, SUM)]
    if role not in (MAX, MIN) or column is not None and column != intent.aggregate[1] or len(averages) != 1 or \
            token.start < averages[0]["end"] and not (token.text.isascii() and averages[0]["start"] == token.end + 1) or \
            any(computed_quantity(t.value) for t in out.unused):
        # (`平均票价是多少，观众人数最多是多少`: the most of another column; `哪个城市的门店最少，以及平均面积`: a most
        # before the average is of the rows — but not in English right before it, `the highest average price`;
        # `平均死亡比例最高`: of what no column holds, left out with it)
        return False
    group = groups(True)  # (averaged: `哪5个平台售卖的电视机平均售价最高`, the table's word asked which of too)
    if len(group) != 1:
        return False
    _group_by(intent, out, group[0])
    intent.order = (intent.aggregate[1], role == MAX)
    intent.limit = intent.limit or intents.count_number or 1
    return True


def _most_rows_beside(intent: Intent, intents, out: Binding, groups, inert) -> None:
    """`哪3个城市的演唱会最多，以及它们的平均票价`: most or fewest said of the rows (no column), before an
    average, total, most or least of a column asked beside it, orders the one group asked which of by
    its number of rows; the other is each group's (as `group_reads.most_rows` without one)."""
    rows = next((s for s in intents.superlatives if s[2] is None and s[1].text in MOST_ROWS_WORDS), None)
    if rows is not None and any(s["start"] < rows[1].start for s in intents.spans if s["intent"] in (AVG, SUM)):
        return  # (`平均热量最少`: the most of an average, not of the rows)
    later = [s for s in intents.superlatives if rows is not None and s[2] is not None and s[1].start > rows[1].end]
    if rows is None or intent.having is not None or intent.group_by or len(intents.superlatives) > 2 or \
            len(intents.superlatives) == 2 and len(later) != 1:
        return
    if intent.aggregate is None and later and intent.order is not None and intent.order[0] == later[0][2]:
        aggregate = (later[0][0], later[0][2])  # (`…最多，最大通勤速度是多少`: that maximum, each group's)
    elif intent.aggregate is not None and intent.order is None and any(
            s["start"] > rows[1].end for s in intents.spans if s["intent"] in (AVG, SUM, MAX, MIN)):
        aggregate = intent.aggregate
    else:
        return
    group = groups()
    if len(group) != 1 or not inert():
        return  # (a word left out that is no verb may be what is counted)
    _group_by(intent, out, group[0])
    intent.aggregate, intent.count = aggregate, True
    intent.limit = intent.limit or intents.count_number or 1
    intent.order = (None, rows[0] == MAX)


def _group_by(intent: Intent, out: Binding, column: ColumnRecord) -> None:
    intent.group_by = [column]
    out.fields = [f for f in out.fields if f != column.name]


def orders_groups(intent: dict | None) -> bool:
    """Whether an answer's intent orders groups — by their number of rows, or by their average or total
    (`ordered_groups`): only a query says that; a table page orders rows, so it is no link to one."""
    intent = intent or {}
    order, aggregate = intent.get("order") or {}, intent.get("aggregate") or {}
    return order.get("fn") == COUNT or bool(intent.get("group_by")) and bool(order.get("column")) and \
        order.get("column") == aggregate.get("column")


def whole_held(found: tuple | None) -> bool:
    """Whether a run of words the rows hold (`HeldValues.held_run`) is one word, one column's value whole."""
    return found is not None and len(found[0]) == len(found[1]) == 1 and found[3] == "exact"


def held_as_numbers(tokens: Sequence[Token], start: int, held: Sequence[tuple]) -> bool:
    """`库存小于10` read on the table the word names: a number is compared, and the column's rows were read and hold
    plain numbers (`held`: each column's (least, greatest) or None when not read, and the form of its rows). Against rows
    not read, or written with a unit (`发电量至少5` where the rows hold `674亿千瓦小时`), the number may count the table's
    rows instead, so the word is not read as that column."""
    value = next((t for t in tokens[start:] if t.kind not in (COMPARE, IGNORED, SYMBOL)), None)
    number = finite_number(value.value) if value is not None and value.kind == NUMBER else None
    return number is not None and all(form != MEASURED and span is not None and span[0] is not None for span, form in held)


# English words that say what the rows of a group have, right after the group's word (`singers with …`).
HAVING_ENGLISH = frozenset({"with", "having", "have", "has", "that", "who", "whose"})


def group_first(tokens: Sequence[Token], index: int) -> bool:
    """`singers with more than 1 concert`, `cities having at least 2 concerts`: in English the group asked comes
    first — its word opens the question (request words aside), and `with`, `having`, `that` … follow it."""
    token = tokens[index]
    return token.text.isascii() and index + 1 < len(tokens) and tokens[index + 1].value in HAVING_ENGLISH and \
        all(t.kind == IGNORED for t in tokens[:index])


BARE_BY = "by"  # (`sorted by`, `ranked by` always order)
# English words before a column word whose value follows it with no `is` (`orders with status paid`).
VALUE_AFTER_WORDS = frozenset({"with", "whose", "where"})


def said_with(q: str, tokens, column: Token, end: int, word: Token) -> bool:
    """`orders with status paid`: `with` (or whose, where), a column word, and one space after it an English
    word — that column's value, as after `is`."""
    before = next((t for t in reversed(tokens) if t.end <= column.start), None)
    return before is not None and before.kind == IGNORED and before.text.lower() in VALUE_AFTER_WORDS and \
        q[column.start : end].isascii() and word.text.isascii() and q[end : word.start] == " "


def by_a_value(binder, phrase: Sequence[Token]) -> bool:
    """`orders by member 13800138000`: a bare `by`, a column word and a value right after it says whose rows
    (as `of member …`), no order — `by` is then left out, and the column word waits for its value."""
    word = binder.intents.order_word
    after = next((t for t in binder.tokens if t.start >= phrase[-1].end), None)
    if word is None or word[1].text.lower() != BARE_BY or after is None or not after.is_value:
        return False
    binder.intents.order_word = None
    binder.forget_intent(word[1])
    binder.out.ignored.append(word[1].text)
    return True


# English `not` before a condition's words turns it round (filter → its opposite).
NOT_WORD = "not"
TURNED = {"exact": "not", "notnull": "isnull", "isnull": "notnull"}
NOT_BETWEEN = frozenset({"be", "been", "yet", "ever"})  # words that may stand between `not` and what it turns


def not_before_bound(q: str, out: Binding) -> None:
    """`customers that are not active`, `films not rated R`: an English `not` no comparison took, one space before
    the words of one condition (its column's word or its value), is that condition turned round (active ≠ 1,
    rating ≠ R) — not a word asked about."""
    for token in [t for t in out.unknown if t.value == NOT_WORD]:  # (`not`, `n't`)
        after = next((s for s in sorted(out.spans, key=lambda s: s["start"]) if s["start"] > token.start), None)
        between = q[token.end : after["start"]] if after is not None else ""  # (`haven't been shipped`)
        if after is None or between[:1] != " " or set(between.split()) - NOT_BETWEEN or not after.get("column"):
            continue
        bound = [b for b in out.bound if b.column is not None and b.column.name == after["column"]]
        if len(bound) != 1 or len(bound[0].conditions) != 1 or bound[0].conditions[0][0] not in TURNED:
            continue
        op, value = bound[0].conditions[0]
        bound[0].conditions = [(TURNED[op], value)]
        for span in out.spans:
            if span.get("column") == after["column"] and span["as"] == "value":
                span["op"] = TURNED[op]
        out.unknown.remove(token)
        out.spans.append({"text": token.text, "as": "comparison", "op": TURNED[op], "start": token.start, "end": token.end})


# The English words after a number compared that may spell a column's name (`units in stock`).
MAX_NAME_WORDS = 4


def english_name_after(binder, index: int) -> tuple[ColumnRecord, Token] | None:
    """The one number column whose whole name the English words one space apart after token
    `index` spell (`units in stock` → units_in_stock), longest first; and its last word."""
    words = [binder.tokens[index]]
    for t in binder.tokens[index + 1 : index + 1 + MAX_NAME_WORDS]:
        if t.kind not in (WORD, IGNORED) or not spaced(binder.q, words[-1], t):
            break
        words.append(t)
    for end in range(len(words), 2, -1):
        fit = binder.column_fit(words[1:end], only_name=True) if words[end - 1].kind == WORD else None
        if fit is not None and len(fit[0]) == 1 and is_numeric_column(fit[0][0]):
            return fit[0][0], words[end - 1]
    fit = binder.column_fit(words[2:3], strong=True) if len(words) > 2 and words[1].value == "in" else None
    counts = [c for c in (fit[0] if fit else ()) if is_numeric_column(c) and not is_yes_no(c) and not is_key(c)]
    return (counts[0], words[2]) if len(counts) == 1 else None  # `fewer than 10 in stock`: not yes/no stock_control


# Words before a column word that say the rows have it (`具有医院的城市`), not whose it is.
HAVING_WORDS = ("有", "具有", "拥有", "含有", "没有")


def modifying_columns(binding: Binding, q: str) -> int:
    """Column words read with no value right before `的` and the table's word: `商品的品牌` read on the
    brands table as "the brands' product count". Before `的` a word says whose, so a reading that takes
    it for a column to show misreads it; the table it names (products, whose brand is asked) reads it
    right."""
    entity_starts = {t.start for t in binding.entity}
    valued = {s.get("column") for s in binding.spans if s["as"] == "value"}
    count = 0
    for span in binding.spans:
        if span["as"] != "column" or span.get("column") in valued or q[: span["start"]].endswith(HAVING_WORDS):
            continue  # `具有医院的城市`: what the rows have, not whose
        rest = q[span["end"]:].lstrip()
        if rest.startswith("的"):
            after = span["end"] + (len(q[span["end"]:]) - len(rest)) + 1
            after += len(q[after:]) - len(q[after:].lstrip())
            count += after in entity_starts
    return count
