"""Values of one sentence bound to the columns of one table (docs/one-box.md, rules 4–5 and the safety rules of questions):
a value after its column word, by its kind, a number by its unit, a range, `A或者B` on one column — and numbers that are no value (`前3`, `3个`).
A mixin of `binding.Binder`: it reads and writes the binder's state (`awaiting`, `pending`, `out`); it looks up nothing but the table's own columns."""

from __future__ import annotations

import re
from typing import Sequence

from ..index.records import ColumnRecord
from ..resolving.conditions import NAMING_OPS, by_name, is_words, narrowed
from ..sources import measured
from ..sources.column_kinds import is_yes_no, plain_price
from ..sources.values import FRACTION, MEASURED, PERCENT, value_key
from ..words import normalize
from ..words.values import CODE, DATE, NUMBER, PERIOD
from .ages import date_named_after
from .heads import kind_of_awaited
from .places import part_of_values
from .questions.listed import listed_value
from .reader import (
    AFTER,
    CLOSE,
    COMPARE,
    IGNORED,
    KNOWN,
    RANGE,
    SYMBOL,
    TIME_COMPARISONS,
    WORD,
    Token,
)
from .roles import Bound
from .sentence_values import (
    KIND_COLUMNS,
    MONEY,
    ORDERING_OPS,
    bare_kind,
    columns_taking,
    conditions_for,
    counts_things,
    is_numeric_column,
    measure_compared,
    other_label,
    percent_value,
    scaled_conditions,
    spelled_number,
    takes_dates,
    year_of_date,
)
from .tokens import english_counted, lone_cjk
from .vocabulary import (
    AGE_UNITS,
    COUNT_UNITS,
    CURRENCY_UNITS,
    KEY_WORDS,
    LOOKED_FOR,
    ORIGIN_WORDS,
    UNIT_COLUMN_WORDS,
)

# Units of a span of time: after a word several columns fit, the time since a date (`成立超过11年`, `成立不是14年`: 成立时间, no 成立地点).
SPAN_UNITS = frozenset({"年"}) | AGE_UNITS
# A value that says the column is empty (`留言不为空`, `备注为空`).
EMPTY_WORDS = frozenset({"空", "空白", "空的", "为空", "是空", "empty", "blank"})
# Comparisons that only join a column word to its value (`手机号为138…`, `gender is F`).
CONNECTORS = frozenset({"exact"})
# Tokens that carry no meaning of their own around a value.
QUIET = frozenset({IGNORED, SYMBOL})
# After a number, `以外` is "beyond" (`50千米以外`), not "other than".
BEYOND_WORDS = frozenset({"以外", "之外"})
# A value compared for order is a number or a date (`1000`, `-0.5`, `2024-01-31`, `2024-01-31 08:00`).
ORDERED_VALUE = re.compile(r"-?\d+(\.\d+)?|\d{4}-\d{2}(-\d{2})?([ T]\d{2}:\d{2}(:\d{2})?)?")
# A comparison for order negated (`非…之前`, `不在…以上`) is the other side of the same value.
NOT_ORDER = {"lt": "gte", "lte": "gt", "gt": "lte", "gte": "lt"}


class ValueBinder:
    """Binding values: see the module docstring. Expects the attributes `binding.Binder` sets."""

    def index_of(self, token: Token) -> int:
        """`self.tokens.index(token)`, first looked for where it starts (`Binder.token_at`)."""
        i = self.token_at.get(token.start)
        if i is not None and i < len(self.tokens) and (self.tokens[i] is token or self.tokens[i] == token):
            return i
        for i, other in enumerate(self.tokens):
            if other is token or other.start == token.start and other == token:
                return i
        raise ValueError(f"{token!r} is not in the reading")

    def value_run(self, i: int) -> list[Token]:
        """A word value, the lone Chinese characters after it (`成品仓`) or the nouns up to a `的`, none this table's (`研发中心`)."""
        run, looked_for = [self.tokens[i]], self.pending is not None and self.pending.op in LOOKED_FOR
        for token in self.tokens[i + 1 :]:  # (after a word of looking for text, numbers too: `名字里带双11`)
            if token.start != run[-1].end or not (looked_for and token.kind == NUMBER) and (token.kind != WORD or not (
                    lone_cjk(token.text) or normalize.is_cjk_word(token.text) and normalize.part_of_speech(token.value)
                    .startswith("n") and not self.names([token]) and not self.label_columns([token]) and self.column_fit([token])
                    is None)) and not kind_of_awaited(self, token):
                break
            run.append(token)
        short = next((k for k, t in enumerate(run[1:], 1) if not lone_cjk(t.text)), len(run))  # (as it was)
        after = self.tokens[self.index_of(run[-1]) + 1 :]
        return run if not after or after[0].kind == IGNORED and after[0].value == "的" else run[:short]

    def value(self, token: Token) -> int:
        """Bind one value token; returns how many tokens it used (a number glued to the column word
        after it, `10年级`, uses both)."""
        if self.in_table_name(token):
            return 1
        if used := self.number_in_column_name(token):
            return used  # `5星占比`: the column's name
        if token.kind == NUMBER and self.awaiting is None and self.pending is None and self.intents.number(token):
            self.out.spans.append({"text": token.text, "as": "intent", "intent": "limit", "start": token.start, "end": token.end})
            return 1
        if (year := year_of_date(token, self.awaiting)) is not token:
            self.tokens[self.index_of(token)] = token = year  # (read as the year it is, in the reading too)
        self.after_column = self.awaiting is not None and not (counts := self.counts_the_rows(token))
        if self.awaiting is not None and (not self.holds(token) or counts):
            self.flush_awaiting()  # `登录时间最早的10个`: a count is no value of a date column; `5家门店` none
        if self.awaiting is not None:
            self.bind_to_awaiting([token], self.quoted_held(token), kind=token.kind)
            return 1
        self.flush_awaiting()
        if self.pending is not None and self.intent_took_column:
            self.aggregate_typed_compared(token)  # `平均传播度多于8`: per a group, else refused (group_reads)
            return 1
        glued = self.glued_column(token)
        if glued is not None:
            used = self.index_of(glued[1]) - self.index_of(token) + 1  # (的 between, or not)
            if self.average_count(token, glued):
                return used
            self.awaiting = (token, glued[0], glued[0].name, [glued[0]])
            self.awaiting_end = glued[1].end
            english = self.tokens[self.index_of(token) + 1 : self.index_of(token) + used]  # (`units in stock`, whole)
            self.span(english if glued[1].text.isascii() else [glued[1]], "column", column=glued[0].name)
            self.bind_to_awaiting([token], token.value, kind=token.kind)
            return used
        self.count_named_before(token)  # (`酒店不超过500个` on 酒店数量: kept for settle_having)
        op = self.op_around(token)
        kind = bare_kind(token, op, self.last_op_word in TIME_COMPARISONS)
        conditions = conditions_for(kind, token.value, op, token)
        fits = self.bare_columns(token, kind, op)
        fits = measure_compared(self, token, date_named_after(self, token, fits))  # (`longer than`)
        if (not fits or self.counts_the_rows(token)) and self.compared_count(token, op):
            return 1  # `3个以上的城市`, `至少拥有5家门店`: how many rows, per group
        if op == "not" and self.bind_count_named(token, op, fits):
            return 1  # `酒店不是500个` on 酒店数量 (a count of rows is never compared so)
        if kind == PERIOD and token.kind in (PERIOD, RANGE) and len(fits) == 1 and self.holds_years(fits[0]):
            conditions = conditions_for(NUMBER, token.value, op, token)  # `1980年之前` on a column of years
        if token.unit in ("%", "‰") and len(fits) == 1:
            conditions = [(o, percent_value(fits[0], v, token.unit, self.form_of(fits[0]))) for o, v in conditions]
        elif token.kind in (NUMBER, RANGE) and token.unit and len(fits) == 1:  # (rows `190cm`: `1米9` in their terms)
            conditions = [(o, spelled_number(token) if self.form_of(fits[0]) == MEASURED and token.kind == NUMBER else
                           v) for o, v in scaled_conditions(fits[0], token, conditions, self.span_of(fits[0]))]
        self.add(Bound(fits[0], fits[0].name, conditions) if len(fits) == 1 else
                 Bound(None, token.text, conditions, options=fits), [token], op=op)
        return 1

    def holds(self, token: Token) -> bool:
        """Whether the column word waiting for a value can hold this value: a number (not a year) is no
        value of a date column, nor a count (`3个`) of a column that holds no numbers."""
        _, column, _, options = self.awaiting
        candidates = [column] if column is not None else list(options)
        if token.kind == NUMBER and not token.also:
            if all(takes_dates(c) and self.form_of(c) != MEASURED for c in candidates) and not self.aged(token, candidates):
                return False  # (an age is one, on a date of birth: `年龄不超过42岁`)
            if token.unit in COUNT_UNITS and not any(counts_things(c, token.unit) for c in candidates) and \
                    not any(self.held_text(c, token.text) is not None for c in candidates):
                return False  # `至少5个` counts rows, not a share or a price (unless the rows hold `5个` as text)
        if token.kind in (DATE, PERIOD) and not any(takes_dates(c) or token.kind == PERIOD and is_numeric_column(c) and (
                "年" not in token.text or self.holds_years(c) or any(w in f"{c.name}{c.comment or ''}".lower()
                                                                     for w in ("年", "year"))) for c in candidates):
            return False  # `级别在1969年11月7号之前`: a day is no value of a level; nor `1954年` a head count
        if self.aged_elsewhere(token, candidates):
            return False
        op = self.pending.op if self.pending is not None else None
        if token.kind == NUMBER and op in ("gt", "gte", "lt", "lte") and not any(
                is_numeric_column(c) or takes_dates(c) or self.form_of(c) == MEASURED or
                token.unit == "%" and self.form_of(c) == PERCENT for c in candidates):
            return False  # `飞船名称多于5`: only numbers and dates are compared for order (`人口` written `960万` is one)
        return True

    def bare_columns(self, token: Token, kind: str, op: str) -> list[ColumnRecord]:
        """The columns a value typed without a column word binds to (docs/one-box.md): by its kind,
        by its unit (`22岁` → the age), and a bare number or code to the primary key only when a key
        word is typed before it or it follows the table's words with nothing else to read (`订单 1024`) or only
        `的` and what is asked of it (`订单5的收货人`) — never a count, a rank, a number with a unit or a comparison."""
        unit = token.unit
        if unit:
            if unit in CURRENCY_UNITS:  # (`120元以下的商品`: of several amounts the plain price, as 最贵 is of it)
                money = [c for c in self.columns if KIND_COLUMNS[MONEY](c)]
                return [plain] if len(money) > 1 and (plain := plain_price(money)) is not None else money
            words = UNIT_COLUMN_WORDS.get(unit)
            if words:  # `30岁以下` with no age column: the date of birth
                return self.own_named([c for c in self.columns if is_numeric_column(c) and any(
                    w in c.name.lower() or w in (c.comment or "") for w in words)] or self.births(unit), words)
            return self.dated_by_verb(token)  # `5家`, `3个`, `44%`: not one column's to say (`离婚12年`: since 离异时间)
        if (word := english_counted(self.q, self.tokens, self.index_of(token))) is not None and self.column_fit([word], strong=True) is not None:
            return []  # `more than 1 singer`: a number of what a column of text holds (a number column's took it: glued_column)
        if kind in (NUMBER, CODE) and op == "exact":
            keys = columns_taking(kind, op, self.columns) if self.stands_for_key(token) else []
            return self.holding_column(token, keys) or keys
        return columns_taking(kind, op, self.columns)

    def stands_for_key(self, token: Token) -> bool:
        index = self.index_of(token)
        before = next((t for t in reversed(self.tokens[:index]) if t.kind not in QUIET), None)
        after = [t for t in self.tokens[index + 1 :] if t.kind not in QUIET]
        if before is not None and before.kind == WORD and (before.value in KEY_WORDS or before.text in KEY_WORDS):
            return True
        named = before is not None and any(t.start == before.start for t in self.out.entity)
        return named and (not after or self.q[token.end : token.end + 1] == "的" and before.end == token.start) and not self.out.bound and not self.out.fields  # (`订单5的收货人`: the row asked of)

    def bind_to_awaiting(self, phrase: Sequence[Token], value: str, kind: str, held_op: str = "exact") -> None:
        """`held_op`: `contains` when the words are part of the values the column holds."""
        (said, column, words, options), self.awaiting = self.awaiting, None
        op = part_of_values(self, phrase, column, self.op_around(phrase[-1]), held_op)
        token = phrase[0]
        if column is not None and len(phrase) == 1 and token.text in EMPTY_WORDS and op in ("exact", "not"):
            # `留言不为空`: neither null nor the empty string (a NOT NULL DEFAULT '' column holds '').
            blank = "isblank" if op == "exact" else "notblank"
            self.add(Bound(column, column.name, [(blank, "")]), phrase, op=blank)
            return
        if token.kind == NUMBER and token.unit and token.unit.isascii() and token.unit not in "%‰" and \
                column is not None and not is_numeric_column(column):
            kind, value = CODE, token.text  # `frequency 1M`: a code on a text column, as typed
        elif token.kind == NUMBER and token.unit and column is not None and (
                not is_numeric_column(column) or self.form_of(column) == MEASURED and op in ("exact", "not")) and \
                (stored := self.held_text(column, token.text)) is not None:
            kind, value = CODE, stored  # `机位正好314个` on a column of texts like `314个`: as the rows hold it
        if kind in (PERIOD, RANGE) and column is not None and (not takes_dates(column) or self.holds_years(column)):
            kind = NUMBER  # `评分 2024`: a year after a column that holds no dates (or years as numbers) is a number
        conditions = conditions_for(kind, value, op, token)
        if column is None:
            held = any(self.held_text(c, token.text) for c in options)  # (rows of 成立地点 holding `14年`: as typed)
            if token.kind == NUMBER and token.unit in SPAN_UNITS and (op in ORDERING_OPS or op in ("exact", "not") and not held):
                options = [c for c in options if takes_dates(c)] or options  # `成立超过11年`, `成立14年`: the date, no 成立地点
            fits = narrowed(options, op, value)
            if self.names_table.naming:  # the table is named: its own columns say whose name (a guess would choose the table)
                fits = by_name(fits, op, value, words)
            fits = self.fits_by_unit(fits, token, said) if len(fits) > 1 and token.kind == NUMBER else fits
            if len(fits) > 1 and kind in KIND_COLUMNS:  # `created after 2024-01-01`: the date column
                fits = [c for c in fits if KIND_COLUMNS[kind](c)] or fits
                fits = date_named_after(self, token, fits) if kind == PERIOD else fits  # (`合同下个月到期`: the verb's)
            column = fits[0] if len(fits) == 1 else None
            if column is not None and len(options) > 1 and not self.names_table.naming and \
                    op in NAMING_OPS and is_words(value):
                # No table named (`收货人 张三`): which of the word's columns is read table by table, by
                # the search for the tables that have it — one table's pick would choose the table.
                column = None
        if column is not None and token.unit in ("%", "‰"):
            conditions = [(o, percent_value(column, v, token.unit, self.form_of(column))) for o, v in conditions]
        elif column is not None and token.kind == NUMBER and self.form_of(column) == MEASURED and \
                measured.parts(typed := spelled_number(token)) is not None:
            # `身高超过185cm` on rows like `183cm`: the number as typed, read in the rows' terms
            conditions = [(o, typed if o in ORDERING_OPS or o in ("exact", "not") else v) for o, v in conditions]
        elif column is not None and token.kind in (NUMBER, RANGE) and token.unit:
            conditions = scaled_conditions(column, token, conditions, self.span_of(column))
        label = value if kind == "label" else None
        if column is not None and self.beyond_column(column, token, op):
            return  # `订单2025011124377090的支付记录`: no order id; the order number is read across the link
        if column is not None:
            self.add(Bound(column, column.name, conditions, label=label), phrase, label=label, op=op)
        else:
            self.add(Bound(None, words, conditions, label=label, options=options, by_words=True), phrase,
                     label=label, op=op)

    def take_op(self) -> str | None:
        pending, self.pending = self.pending, None
        if pending is None:
            self.last_op_word = None
            return None
        self.last_op_word = pending.value
        if pending.op not in CONNECTORS:
            self.out.spans.append(self._compare_span(pending))
        else:
            self.out.ignored.append(pending.text)
        return pending.op

    def op_around(self, token: Token) -> str:
        """The comparison typed before the value or right after it. A copula before it (`是在2015年之前`,
        `为2021年3月1号之后`) only links the words: the comparison after the value says which rows."""
        before_span = len(self.out.spans)
        before = self.take_op()
        if before is not None and self.last_op_word in ORIGIN_WORDS and token.kind in (PERIOD, RANGE):
            self.out.ignored.append(self.out.spans.pop(before_span)["text"])  # (`from last month`: in it)
            before = "exact"
        after = self.after_op(token)
        if before == "exact" and after is not None:
            if len(self.out.spans) > before_span:
                self.out.ignored.append(self.out.spans.pop(before_span)["text"])
            return after
        if before == "not" and after in NOT_ORDER:
            return NOT_ORDER[after]  # `非618年之前`: not before it is from it on
        return before or after or "exact"

    def after_op(self, token: Token) -> str | None:
        """A comparison word right after the value (`100以上`, `2024年以来`) or around it (`自…起`)."""
        index = self.index_of(token)
        after = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        if after is not None and after.kind == COMPARE and after.place in (AFTER, CLOSE):
            self.last_op_word = after.value
            if token.kind == NUMBER and after.value in BEYOND_WORDS:
                return "gt"  # `距仓库30千米以外`: beyond 30 km (`除了3以外` has its 除了 before)
            return after.op
        if after is not None and index + 2 < len(self.tokens) and (further := self.tokens[index + 2]).kind == COMPARE \
                and further.place == AFTER and further.op == "not" and after.kind in (WORD, KNOWN) and self.names([after]):
            return "not"  # `中文期刊以外的期刊`: the table's word between the value and 以外
        return None

    def same_column_values(self, bound: Bound) -> str | None:
        """`待付款和待发货的订单`: a second value of the column the last value went to, both compared
        for equality, is one more value of one `in` (the two ANDed could only return no rows); after
        a negated first value (`除了已关闭和已完成以外`) the list is negated whole: `notin`."""
        previous = self.out.bound[-1] if self.out.bound else None
        if previous is None or bound.column is None or previous.column != bound.column:
            return None
        ops = [o for o, _ in previous.conditions]
        if [o for o, _ in bound.conditions] not in (["exact"], ["not"]):
            return None
        if ops in (["exact"], ["in"]) and bound.conditions[0][0] == "exact":
            op = "in"
        elif ops in (["not"], ["notin"]):
            op = "notin"
        else:
            return None
        values = previous.conditions[0][1] if ops[0] in ("in", "notin") else [previous.conditions[0][1]]
        if bound.conditions[0][1] in values:
            return ops[0]  # `河流…支流…支流`: the same value said again is still the one condition
        previous.conditions = [(op, [*values, bound.conditions[0][1]])]
        previous.label = None
        return op

    def add(self, bound: Bound, tokens: Sequence[Token], label: str | None = None, op: str = "exact") -> None:
        self.intent_took_column, bound = False, listed_value(self, bound, tokens)  # (`端口是80、443或8080`)
        english = self.last_op_word is not None and self.last_op_word.isascii()  # (`no longer active`, never `未禁用`)
        if op == "not" and label and english and (other := other_label(bound.column, label)):
            bound, label, op = Bound(bound.column, bound.key_words, [("exact", other)], label=other), other, "exact"
        if (bound := self.as_birth_dates(bound, tokens)) is None:
            return
        bound = self.as_whole_days(bound)
        typed = self.q[tokens[0].start : tokens[-1].end] if tokens else ""
        column_name = bound.column.name if bound.column is not None else bound.key_words
        if self.intents.compares_aggregate(bound.column, bound.conditions):
            # `平均评分低于4.5的作者`: a comparison of the average — per a group the question names, kept
            # for it (group_reads); else refused, as no link filters rows by it
            self.intents.compare_aggregate((bound, list(tokens), typed, column_name))
            return
        if any(o in ORDERING_OPS and not ORDERED_VALUE.fullmatch(str(v)) for o, v in bound.conditions) and not (
                bound.column is not None and self.form_of(bound.column) in (MEASURED, PERCENT) and
                all(measured.parts(v) is not None or str(v).endswith("%") for o, v in bound.conditions if o in ORDERING_OPS)):
            # `在周末之后发货`: only numbers and dates have an order SQL would follow; a word compared
            # for order (`仓库 > 周末`) would return rows by the alphabet.
            self.out.unknown.extend(tokens)
            self.out.why.append(("why_word_ordered", column_name, typed))
            return
        if bound.column is not None and (why := self.unit_misfit(bound.column, tokens) or any(
                o in ORDERING_OPS or ORDERED_VALUE.fullmatch(str(v)) for o, v in bound.conditions)
                and self.cannot_compare(bound.column, bound.conditions)):
            self.out.unknown.extend(tokens)
            self.out.why.append((why, column_name, typed))
            return
        if self.asks_which(bound, tokens):
            return
        if self.either is not None:
            either, self.either = self.either, None
            previous = self.out.bound[-1] if self.out.bound else None
            if previous is not None and previous.column is not None and previous.column == bound.column \
                    and [o for o, _ in previous.conditions] in (["exact"], ["in"]) and [o for o, _ in bound.conditions] == ["exact"]:
                # `已发货或已完成的订单`: two values of one column are one `in` (`80、443或8080`: the last of a list too)
                values = [*(v if isinstance(v := previous.conditions[0][1], list) else [v]), bound.conditions[0][1]]
                previous.conditions = [("in", values)]
                previous.label = None
                self.out.ignored.append(either.text)
                self.span(tokens, "value", column=bound.column.name, label=label, op="in")
                return
            if not self.chosen_between(previous, bound, either):
                self.out.either.append(either)
        elif listed := self.same_column_values(bound):
            return self.span(tokens, "value", column=bound.column.name, label=label, op=listed)
        self.out.bound.append(bound)
        names = [c.name for c in bound.options] if bound.options else None
        ops = [o for o, _ in bound.conditions]
        self.span(tokens, "value", column=bound.column.name if bound.column else None, columns=names,
                  label=label, op=None if ops == ["exact"] else ",".join(ops))

    def in_table_name(self, token: Token) -> bool:
        """`2023年促销活动`: a year (or number) typed onto the words after it, all of it the table's name,
        names the table; it is no period to filter by. Read as the table's words."""
        index = self.index_of(token)
        nxt = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        name = normalize.fold_identifier(self.record.name)
        # `2023年，每个城市举办的所有促销活动` on 2023年促销活动: the year the name holds says which table
        spelled_year = token.kind == PERIOD and self.pending is None and self.awaiting is None and \
            normalize.fold_identifier(token.text) in name and not self.after_op(token)
        if not spelled_year and (nxt is None or nxt.start != token.end or nxt.kind not in (WORD, "known")):
            return False
        if not spelled_year and (
                normalize.fold_identifier(self.q[token.start : nxt.end]) not in name or not self.names([nxt])):
            return False
        self.flush_awaiting()
        self.out.entity.append(token)
        self.span([token], "entity")
        return True

    def cannot_compare(self, column: ColumnRecord, conditions) -> str | None:
        """Conditions no link can answer on what the rows hold: an order on numbers in another unit than the rows' (`重量 <
        1kg` on `500g`), on percents written as text (`占比 < 37` on `37%`), a number above 1 against fractions (`退货率 < 10000`),
        a number but 0 and 1 against yes or no (a flag), a number ordered against the words a legend lists (an ENUM)."""
        if is_yes_no(column) and any(ORDERED_VALUE.fullmatch(str(v)) and str(v) not in ("0", "1") for _, v in conditions):
            return "why_yes_no_number"
        if (legend := column.legend) is not None and not any(ORDERED_VALUE.fullmatch(c) for c in legend.codes) and any(
                o in ORDERING_OPS and ORDERED_VALUE.fullmatch(str(v)) for o, v in conditions):
            return "why_words_ordered"  # (`capturing at less than 5 fps` on ENUM('None','Ondemand','Always'))
        form = self.form_of(column)
        if form == MEASURED and any(o in ORDERING_OPS for o, _ in conditions):
            # compared on the number each row spells, in the rows' unit only (`185cm` against `183cm`, `1000万` against `6万`)
            units = self.held.units(column)
            return "why_other_unit" if any(o in ORDERING_OPS and measured.typed_number(v, units) is None
                                           for o, v in conditions) else None
        if form == PERCENT and any(o in ORDERING_OPS and not str(v).endswith("%") for o, v in conditions):
            return "why_text_numbers"  # (a percent typed is compared on the number each row spells)
        if form == FRACTION and any(
                o in ORDERING_OPS | {"exact", "not"} and ORDERED_VALUE.fullmatch(str(v)) and ":" not in str(v)
                and "-" not in str(v).lstrip("-") and float(v) > 1 for o, v in conditions):
            return "why_share_number"

    def held_text(self, column: ColumnRecord, text: str):
        """The value as the column's rows hold it, when they hold this text exactly (else None)."""
        held = getattr(self, "held", None)
        if held is None:
            return None
        key = value_key(text)
        return next((h[1] for h in held.holding([key])[key] if h[0] == column.id), None)

    def span_of(self, column: ColumnRecord) -> tuple | None:
        """(least, greatest) number the column's rows hold, when they were read."""
        return held.span(column) if (held := getattr(self, "held", None)) is not None else None

    def form_of(self, column: ColumnRecord) -> str | None:
        """The form of what the column's rows hold, when they were read (held_values.TableValues.form)."""
        return held.form(column) if (held := getattr(self, "held", None)) is not None else None

    def group_typed_on(self, index: int, end: int) -> bool:
        """`每家汽车公司` on 汽车品牌: a noun typed onto the table's word naming a text column (所属公司) is the group."""
        nxt = next((t for t in self.tokens[index : index + 1] if t.start == end and t.kind == WORD and normalize.part_of_speech(t.value).startswith("n")), None)
        return nxt is not None and (fit := self.column_fit([nxt], strong=True)) is not None and not any(is_numeric_column(c) or takes_dates(c) for c in fit[0])


__all__ = ["ValueBinder", "CONNECTORS", "COUNT_UNITS"]
