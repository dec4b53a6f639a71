"""What a question asks of its rows, read beside the binding (docs/one-box.md, "Questions"): `count`, an `aggregate` of
one column, `group_by` columns, an `order` and a `limit`. The binder hands every intent word, column word and number
to `IntentReader` first; what the intent takes (`平均` + `售价`, `前` + `3`, `每个` + `城市`) is no field and no value.
A superlative, average or order whose column cannot be told is left out, and the answer still shows the rows. Groups
are the exception, settled in group_reads.py: a count or an average compared per a group that cannot be told, or a
count per a word only a count column fits, is refused, naming it. A total inside a column's words: totals.py."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Sequence

from ...index.records import ColumnRecord
from ...sources.column_kinds import (
    creation_date,
    is_date_column,
    is_key,
    is_money_column,
    is_sold_column,
    is_yes_no,
    money_columns,
    plain_price,
    ranks,
)
from ...words import normalize
from ..reader import ASKED_WHICH, IGNORED, INTENT, SYMBOL, WORD, Token
from ..sentence_values import (
    ORDERING_OPS,
    is_numeric_column,
    measured_column,
)
from ..vocabulary import (
    ASC,
    AVG,
    BOTTOM,
    COUNT,
    COUNT_NAME_ENDS,
    COUNT_UNITS,
    DESC,
    EARLIEST,
    GROUP,
    LATEST,
    MAX,
    MIN,
    ORDER_BY,
    SUM,
    SUPERLATIVE_KINDS,
    TOP,
)
from .ranked import first_few_of, the_many_ranked
from .totals import MONEY_ASKED, number_named_by_the_table, total_amount

AGGREGATES = frozenset({AVG, SUM, MAX, MIN})
SUPERLATIVES = frozenset({MAX, MIN})
# The intent words that, right after a column word, ask for that column's value (`人口是多少`): a field, not a count.
WHAT_IS = frozenset({"多少", "几", "多大", "多高", "多长", "多重", "多少钱"})
# After the word of a column holding a number (`体育馆总数`), that number's total: compared, it is no row filter.
TOTAL_OF_NUMBER = frozenset({"总数", "数量总和", "总数量"})
HOW_MANY_STARTS = ("多少", "几")  # `最少有多少人`, `平均有几家`: with a measure word after an average or a most: that number
OF_WORD = "的"
MAX_LIMIT = 1000  # Datasette's own `max_returned_rows` default: a bigger "top N" is the whole list
RESPECTIVELY = "分别"  # a group word, unless a request word follows it (`分别给出`)
NEAREST = "最近"  # the latest of dates, the nearest of anything else (`离火车站最近的酒店`: the least distance)


@dataclass
class Intent:
    """What the question asks of its rows."""

    count: bool = False
    aggregate: tuple[str, ColumnRecord] | None = None
    group_by: list[ColumnRecord] = field(default_factory=list)
    order: tuple[ColumnRecord | None, bool] | None = None  # (column, descending); no column: count per group
    limit: int | None = None
    # `哪些省份有3个以上的城市`: the number of rows of each group compared — (op, number)
    having: tuple[str, int] | None = None
    # `平均传播度多于8的体裁`: what each group's `having` compares, when not its count of rows — (fn, column)
    having_of: tuple[str, ColumnRecord] | None = None
    # `皇帝数大于等于5，平均子女数小于30`: an average or total compared too, after the count — (joined "and" or
    # "or", fn, column, op, number), in the answer's `having` as its "and" or "or"
    also_having: tuple | None = None
    # `每个会员等级有多少人` read on the levels table: a count per row of the table itself — (the `每个`
    # token, start, end of the table's words). Not said in the answer: the sentence module weighs it.
    per_row: tuple | None = None

    def to_dict(self) -> dict | None:
        out: dict = {}
        if self.count:
            out["count"] = True
        if self.aggregate:
            out["aggregate"] = {"fn": self.aggregate[0], "column": self.aggregate[1].name}
        if self.group_by:
            out["group_by"] = [c.name for c in self.group_by]
        if self.order:  # (with no column: the groups by their number of rows)
            out["order"] = {"fn": "count", "desc": self.order[1]} if self.order[0] is None else {"column": self.order[0].name,
                                                                                                   "desc": self.order[1]}
        if self.limit is not None:
            out["limit"] = self.limit
        if self.having is not None and self.having_of is not None:
            fn, column = self.having_of
            out["having"] = {"fn": fn, "column": column.name, "op": self.having[0], "value": self.having[1]}
        elif self.having is not None:
            out["having"] = {"fn": "count", "op": self.having[0], "value": self.having[1]}
        if "having" in out and self.also_having is not None:
            joined, fn, column, op, value = self.also_having
            out["having"][joined] = {"fn": fn, "column": column.name, "op": op, "value": value}
        return out or None


def _one(fits: Sequence[ColumnRecord], words: str = "") -> ColumnRecord | None:
    """The one column of `fits` — of several, the one whose description ends with the typed `words` (`平均手续费`:
    商户手续费, not 商户手续费费率快照, which is about a rate)."""
    headed = [c for c in fits if words and normalize.fold(normalize.comment_main(c.comment)).endswith(normalize.fold(words))]
    return fits[0] if len(fits) == 1 else headed[0] if len(headed) == 1 else None


HOW_MANY, LEADING_NUMBER = ("几", "多少"), re.compile(r"-?[0-9]+(?:\.[0-9]+)?(?:[^0-9.]{0,2})$")  # (a number, with its unit: `9天`)


class IntentReader:
    """Collects intent words and the column words and numbers they take, then settles the intent."""

    def __init__(self, columns: Sequence[ColumnRecord], tokens: Sequence[Token] = (), table: str = ""):
        self.columns, self.table, self.tokens = columns, table, tokens  # (tokens: the sentence's, as the binder reads them)
        self.intent = Intent()
        self.waiting: tuple[str, Token] | None = None  # an intent word waiting for its column or number
        self.superlative: tuple[str, Token, ColumnRecord | None] | None = None
        self.superlatives: list[tuple[str, Token, ColumnRecord | None]] = []  # each, in order (roles.ordered_groups)
        self.order_word: tuple[str, Token] | None = None  # 按/by waiting for a column
        self.direction: bool | None = None  # descending, when a word said so
        # In English the rows come first (`concerts with the highest price`) and the value is `of` them (`the
        # highest price of concerts`): the entity read before the superlative, and a column word after it.
        self.entity_seen = self.entity_before_superlative = self.column_after_superlative = self.entity_after_superlative = False
        self.count_number: int | None = None  # `3个` after a superlative or `最新的`
        self.counted: tuple | None = None  # `5个以上`: a count of rows compared (op, number, token)
        self.latest: str | None = None
        self.spans: list[dict] = []
        # The last thing read was an aggregate and its column (`平均售价` before `是多少`).
        self.last_was_aggregate = False
        self.aggregated: dict[int, str] = {}  # every column an average or total was asked of: its function
        self.bottom = self.top = False  # `后10`: the order asked turned round; `前3`, `top 3`: the first few
        self.ordered_by: ColumnRecord | None = None  # the column after 按/by, when no direction was said before it
        self.grouped_table: Token | None = None  # `每个` right before the table's own word
        self.counts_only: Token | None = None  # `每个` before a word that fits only columns counting it
        self.compared_aggregate: tuple | None = None  # (bound, tokens, typed, column name): `平均售价高于40`
        self.also_compared: tuple | None = None  # a second one: `平均片长不长于100分钟，或者豆瓣评分加起来不低于100分`
        self.total_of_rows = False  # a total typed right before the table's word (`total payments`)
        self.unclear: tuple | None = None  # (superlative, the number columns its word fits): `高校最多`

    def compare_aggregate(self, compared: tuple) -> None:
        """An average or total compared (`平均售价高于40`): the first kept, a second beside it (group_reads) — each with
        the function asked of its column then (`平均子女数小于30，且子女数总和大于100`)."""
        compared = (*compared, self.aggregated.get(compared[0].column.id) if compared[0].column is not None else None)
        if self.compared_aggregate is None:
            self.compared_aggregate = compared
        else:
            self.also_compared = compared

    # -- what the binder hands over ------------------------------------------------------------
    def word(self, token: Token, awaiting: tuple[Sequence[ColumnRecord], Sequence[Token]] | None) -> str:
        """An intent word. `awaiting`: the column word right before it that has no value yet.
        Returns what became of that column word: `taken` (the intent took it), `field` (`人口是多少`:
        it is asked for), or `` (untouched)."""
        became = self._word(token, awaiting)
        if token.value not in AGGREGATES:
            self.last_was_aggregate = self.last_was_aggregate and token.value == COUNT
        return became

    def _word(self, token: Token, awaiting) -> str:
        role = token.value
        self.spans.append({"text": token.text, "as": "intent", "intent": role, "start": token.start, "end": token.end})
        column = _one(awaiting[0]) if awaiting else None
        if role == COUNT:
            if awaiting is not None and token.text in WHAT_IS:
                self.spans.pop()
                return "field"
            if self.last_was_aggregate and (token.text in WHAT_IS or token.text.startswith(HOW_MANY_STARTS)) or \
                    self.waiting is not None and self.waiting[0] in (AVG, SUM) and token.text in WHAT_IS:
                self.spans.pop()  # `平均售价是多少`, `平均有多少热量`: the number asked for is the average
                self.waiting = (SUM, token) if self.waiting and self.waiting[0] == SUM and token.text == MONEY_ASKED else self.waiting
                return ""
            if token.text in TOTAL_OF_NUMBER and column is not None and is_numeric_column(column):
                # `体育馆总数`, 体育馆 being the number of stadiums: the total of that number, not a count of rows
                self.spans[-1]["intent"] = SUM
                self.intent.aggregate = (SUM, column)
                self.aggregated[column.id] = SUM
                self.last_was_aggregate = True
                return "taken"
            self.intent.count = True
            return ""
        if role in SUPERLATIVES:
            kind = SUPERLATIVE_KINDS.get(token.text)
            if column is not None and is_key(column):
                column = None  # `举办中秋晚会最多`: 中秋晚会id links rows; no most of it is asked (the word is taken)
            if column is None and kind == "date" and awaiting is None:
                self.latest = LATEST if role == MAX else EARLIEST  # `最早的订单`: by when they were made
                return ""
            if column is None and kind:
                column = self._kind_column(kind)
            self.superlative = (role, token, column)
            self.superlatives.append(self.superlative)
            # `哪个用户登录次数最多` as `which user has the most logins`: the row asked (`用户登录次数最多是多少`: the most)
            self.entity_before_superlative = self.entity_seen and (token.text.isascii() or bool(self.tokens) and self.tokens[
                0].text in ASKED_WHICH and all(t.kind in (IGNORED, SYMBOL) for t in self.tokens if t.start >= token.end))
            self.note_unclear(token, awaiting[0] if awaiting and column is None else ())
            if column is not None or awaiting is not None:
                self.last_was_aggregate = True
                return "taken"
            return ""
        if role in AGGREGATES:
            if awaiting is not None and role in (AVG, SUM) and column is not None and not is_numeric_column(column):
                self.waiting = (role, token)  # `哪些城市平均网点数量`: the average is of the count, after it
                return ""
            if awaiting is not None:
                if column is not None:
                    self.intent.aggregate = (role, column)
                    self.aggregated[column.id] = role
                self.last_was_aggregate = True
                return "taken"
            self.waiting = (role, token)
            return ""
        if role in (DESC, ASC):
            self.direction = role == DESC
            if awaiting is not None and column is not None and self.intent.order is None:
                self.intent.order = (column, self.direction)
                return "taken"
            if self.intent.order is not None:
                self.intent.order = (self.intent.order[0], self.direction)
            return "taken" if awaiting is not None else ""
        if role == ORDER_BY:
            self.order_word = (role, token)
            return ""
        if role in (TOP, BOTTOM):
            self.waiting = (role, token)
            self.bottom, self.top = role == BOTTOM, token if role == TOP else False  # (the word: ranked.first_few_of)
            if awaiting is not None and column is not None:
                self.intent.order = (column, not ranks(column))  # (`显示顺序排前3`: the least places first)
                return "taken"
            return ""
        if role in (LATEST, EARLIEST):
            if column is not None:  # `最后登录时间最新`: that column, latest first (nearest: least)
                near = token.text == NEAREST and not is_date_column(column.name, column.type, column.comment)
                self.superlative = (MAX if role == LATEST and not near else MIN, token, column)
                self.superlatives.append(self.superlative)
                self.last_was_aggregate = True
                return "taken"
            self.latest = role
            return ""
        after = next((t for t in self.tokens if t.start >= token.end), None)
        if role == GROUP and not (token.text == RESPECTIVELY and after is not None and after.kind == IGNORED):
            self.waiting = (GROUP, token)  # (`分别给出…的名称和地点`: 分别 is "each of them", no group)
        return ""

    def wants_column(self) -> bool:
        return self.waiting is not None and self.waiting[0] in AGGREGATES | {GROUP} or self.order_word is not None \
            or self.superlative is not None and self.superlative[2] is None and not self.entity_after_superlative

    def column(self, fits: Sequence[ColumnRecord], words: str = "") -> bool:
        """A column word right after an intent word that waits for one: taken by the intent."""
        column = _one(fits, words)
        if self.order_word is not None:
            # (`by` a text column after an average, a total or a count: per value, `number of invoices by country`)
            per = column is not None and self.order_word[1].text.lower() == ORDER_BY and not is_numeric_column(column) \
                and (self.intent.aggregate is not None or self.intent.count) and column not in self.intent.group_by
            self.order_word = None
            if per:
                self.intent.group_by.append(column)
            elif column is not None:
                self.intent.order = (column, bool(self.direction))
                self.ordered_by = column if self.direction is None else None
            return True
        if self.waiting is not None and self.waiting[0] in AGGREGATES:
            if column is not None:
                self.intent.aggregate = (self.waiting[0], column)
                self.aggregated[column.id] = self.waiting[0]
            self.waiting = None
            self.last_was_aggregate = True
            return True
        if self.waiting is not None and self.waiting[0] == GROUP:
            # `每个国家` with 所属国家 and 覆盖国家数量: a column counting the word's things is no group, nor a flag beside another
            groups = [c for c in fits if not (is_numeric_column(c) and c.name.endswith(COUNT_NAME_ENDS))]
            groups = [c for c in groups if not is_yes_no(c)] if len(groups) > 1 else groups  # (`each server`: not RTSPServer)
            column = _one(groups)
            if fits and not groups and self.waiting[1].text[:1] in "每各":  # (not `分别`: each of them)
                self.counts_only = self.waiting[1]  # `每个奖项` fitting only 奖项数量: no group of this table
            if column is not None and column not in self.intent.group_by:
                self.intent.group_by.append(column)
            self.waiting = None
            return True
        if self.superlative is not None and self.superlative[2] is None and (column is None or not is_key(column) and (
                is_numeric_column(column) or is_date_column(column.name, column.type, column.comment))):
            # (`城市最多的省份`: no most of a text column — the province is asked, the most is of rows)
            role, token, _ = self.superlative
            self.superlative = self.superlatives[-1] = (role, token, column)
            self.column_after_superlative = token.text.isascii() and column is not None
            self.note_unclear(token, fits if column is None else ())
            # (`最大票房是多少`: the number asked for is that maximum, as after `票房最大`)
            self.last_was_aggregate = self.last_was_aggregate or column is not None
            return True
        return False

    def note_unclear(self, token: Token, fits: Sequence[ColumnRecord]) -> None:
        """`高校最多` where 高校 fits 985高校数量 and 211高校数量: the most of which cannot be told, and
        the first few rows in no order would answer nothing — the binder asks which."""
        numbers = [c for c in fits if is_numeric_column(c) or is_date_column(c.name, c.type, c.comment)]
        # (`最低罚款` beside 最低罚款数 and 最高罚款数: the word is part of one's name, no most asked)
        if len(numbers) > 1 and not any(token.text.removesuffix("值") in c.name for c in numbers):
            self.unclear = (token, numbers)

    def unclear_order(self, intent: Intent) -> tuple | None:
        """The superlative and why it is asked about, when it would have ordered the rows (`…最多的3个省份`, `哪3个`)
        but its column cannot be told. (A most asked as a number, `…的最大值`, is left out as any intent
        whose column cannot be told: the rows are still the answer.)"""
        superlative = self.superlative
        if self.unclear is None or superlative is None or superlative[2] is not None or intent.order is not None:
            return None
        if not (self.entity_after_superlative or self.count_number or self.entity_before_superlative):
            return None
        token, columns = self.unclear
        return token, ("why_superlative_which", "、".join(c.name for c in columns), token.text)

    def count_of_column(self, intent: Intent, spans: list, tokens: Sequence[Token]) -> tuple | None:
        """`电视剧导演有几个` on 电视剧 (its 导演 column): the count asks how many of what the text column's word
        right before it names (a count of its values, or another table's rows) — counting this table's rows
        would answer another question, so it is asked about."""
        if not intent.count or intent.group_by or intent.having is not None or intent.aggregate is not None:
            return None
        # (asked with 几/多少 ending its clause, typed right after the word: `有多少人口` asks 人口's value)
        count = next((t for t in tokens if t.kind == "intent" and t.value == COUNT and t.text.startswith(HOW_MANY)), None)
        last = max((s for s in spans if count is not None and s["end"] <= count.start), key=lambda s: s["end"], default=None)
        column = next((c for c in self.columns if last is not None and c.name == last.get("column")), None)
        between = [t for t in tokens if column is not None and last["end"] <= t.start < count.start]
        if column is None or last["as"] != "column" or is_numeric_column(column) or any(
                t.kind != "ignored" for t in between) or any(t.kind not in ("ignored", "symbol") for t in tokens
                                                              if t.start >= count.end) or \
                [t.start for t in between] != [last["end"], *(t.end for t in between[:-1])] or \
                (between[-1].end if between else last["end"]) != count.start:
            return None
        return next(t for t in tokens if t.start == last["start"]), ("why_count_of_column", column.name, last["text"])

    def unordered(self, intent: Intent) -> None:
        """`哪3座城市举办中秋晚会最多` with no column for the most (nor rows counted per group): the first
        three rows in no order would answer nothing, so no first few is kept — the rows are the answer."""
        if self.superlative is not None and self.superlative[2] is None and intent.order is None:
            intent.limit = None
        if intent.order is None and intent.limit is not None and self.top and intent.aggregate is None and (
                column := first_few_of(self.columns, self.tokens, self.top)) is not None:
            intent.order = (column, True)  # `总成绩前10名`: by 总成绩, the most first

    def number(self, token: Token) -> bool:
        """A number that is no value: `前3`, `top 3`, `最高的3个`, `最新的10条`, `the 3 cheapest`."""
        if not token.value.isdigit():
            return False
        if self.waiting is not None and self.waiting[0] in (TOP, BOTTOM) and token.unit in (None, *COUNT_UNITS):
            self.intent.limit = min(int(token.value), MAX_LIMIT)
            self.waiting = None
            return True
        after = next((t for t in self.tokens if t.start >= token.end), None) if token.text.isascii() else None
        if after is not None and after.kind == INTENT and after.value in (MAX, MIN, LATEST, EARLIEST) and \
                token.unit is None and after.start == token.end + 1:
            self.count_number = min(int(token.value), MAX_LIMIT)  # `the 5 most expensive`: in English, before it
            return True
        before = next((t for t in reversed(self.tokens) if t.end <= token.start), None) if after is not None else None
        if before is not None and before.kind == INTENT and before.value in (LATEST, EARLIEST) and token.unit is None and \
                before.end == token.start - 1 and after.kind == WORD:
            self.count_number = min(int(token.value), MAX_LIMIT)  # `latest 10 rentals`, `newest 5 members`: after it
            return True
        if after is not None and the_many_ranked(self.tokens, token, after):
            self.count_number = min(int(token.value), MAX_LIMIT)  # `the 2 concerts with the largest audience`
            return True
        if (self.superlative is not None or self.latest) and token.unit in COUNT_UNITS:
            if self.superlative is not None and self.superlative[2] is None and \
                    token.start - self.superlative[1].end > len(OF_WORD):
                return False  # `最多拥有2000所大学`: a verb between says at most that many, no first few
            self.count_number = min(int(token.value), MAX_LIMIT)
            return True
        return False

    def compares_aggregate(self, column: ColumnRecord | None, conditions) -> bool:
        """Whether a comparison on this column compares an average or total asked of it
        (`平均评分低于4.5`), or one still waiting for its column (`图书平均不超过500页`); a number typed alone
        after it is one too (`平均旅行9天`: the average is 9 days — no row's 旅行天数 is said), not a label of a code."""
        # (not a date: `total payments in the last 7 days` keeps the payments of those days — no date is totalled)
        if not any(o in ORDERING_OPS or o == "exact" and column is not None and not column.legend_json and
                   LEADING_NUMBER.match(str(v)) and self.aggregated.get(column.id) in (AVG, SUM) for o, v in conditions):
            return False
        return column is not None and column.id in self.aggregated or self.waiting is not None and \
            self.waiting[0] in AGGREGATES and (column is None or is_numeric_column(column))

    def entity(self, glued: bool = False, fits=None) -> None:
        """An entity word was read: a superlative before it orders those rows (`售价最高的商品`). A
        group waits on past it when the next word is typed onto it (`每家汽车公司` on 汽车品牌: per 所属公司); after
        the words that name the rows, a word of the table's name that is also one text column's is that group
        (`employees in each department` on dept_emp: per dept_no; in English, where the rows' word comes first) — `fits`
        gives the columns the word names, asked only then."""
        seen, self.entity_seen = self.entity_seen, True
        # `total payments`: a total typed right onto the table's word, no column word between (totals.total_amount)
        self.total_of_rows = self.total_of_rows or self.waiting is not None and self.waiting[0] == SUM
        if self.superlative is not None and not self.column_after_superlative:
            self.entity_after_superlative = True
        number_named_by_the_table(self, fits)  # (`the average salary` on salaries(salary))
        if self.waiting is not None and self.waiting[0] == GROUP and not glued:
            if seen and fits and (fit := fits()) and fit[1].isascii() and (column := _one(fit[0])) is not None and \
                    not is_numeric_column(column):
                self.intent.group_by.append(column)
            else:
                self.grouped_table = self.waiting[1]
            self.waiting = None  # `每个会员`: per member is no column of this table's to group by

    # -- the result ------------------------------------------------------------------------------
    def settle(self) -> Intent:
        intent = self.intent
        if self.superlative is not None:
            role, token, column = self.superlative
            if column is None and (column := measured_column(self.columns, SUPERLATIVE_KINDS.get(token.text, ""))):
                self.superlative = self.superlatives[-1] = (role, token, column)  # `the longest film`: its length
            if column is not None:
                if self.entity_after_superlative or self.count_number is not None or intent.limit is not None or \
                        self.entity_before_superlative:
                    # `售价最高的3个商品`, `哪3个门店销售额最高`: the rows ordered by it, the first few
                    intent.order = (column, role == MAX)
                    intent.limit = self.count_number or intent.limit or 1
                elif intent.aggregate is None:
                    intent.aggregate = (role, column)
        if self.waiting is not None and self.waiting[0] == SUM and intent.aggregate is None:
            intent.aggregate = (SUM, column) if (column := total_amount(self.columns, self.waiting[1].text, self.total_of_rows)) else None
        if self.latest and intent.order is None:
            dates = [c for c in self.columns if is_date_column(c.name, c.type, c.comment)]
            # (`the 10 most recent rentals`: rental_date, named after the table — not return_date, last_update)
            column = _one(dates) or _one([c for c in dates if "creat" in c.name.lower() or "创建" in (c.comment or "")]) \
                or creation_date(self.table, dates)
            if column is not None:
                intent.order = (column, self.latest == LATEST)
                if self.count_number is not None:
                    intent.limit = self.count_number
        if intent.order is not None and self.direction is not None:
            intent.order = (intent.order[0], self.direction)
        elif intent.order is not None and (self.top or self.bottom) and intent.order[0] == self.ordered_by:
            # `按销量前3`, `top 3 by sales`: the most first (of places in an order the least) unless a superlative says (`最低的前3名`)
            intent.order = (intent.order[0], (self.superlative is None or self.superlative[0] != MIN) != ranks(intent.order[0]))
        if intent.order is not None and self.bottom:
            intent.order = (intent.order[0], not intent.order[1])  # `降序排名后10`: the last 10, so ascending
        return intent

    def _kind_column(self, kind: str) -> ColumnRecord | None:
        test = {"money": is_money_column, "sold": is_sold_column, "date": is_date_column}.get(kind)  # (a measure: settle)
        if kind == "money":  # (a rate beside the money may be the price: `rental_rate`, then nothing is guessed)
            return _one(money_columns(self.columns)) or plain_price(self.columns)
        return None if test is None else _one([c for c in self.columns if test(c.name, c.type, c.comment)])
