"""Words of a sentence read as values because the table's rows hold them (docs/one-box.md, values
from the data): `北京的学校` — 北京 names no table and no column, but the schools' city column holds
it, so it is `所在城市 = 北京`. A word is looked up only when nothing else explains it, or as the
value of the column word before it; a value several columns hold is asked, never guessed.

`TableValues` (resolving/table_values.py) is one table's recorded values as the binder asks for
them, bounded by the value index; `HeldValues` is a mixin of `binding.Binder`.
"""

from __future__ import annotations

from typing import Sequence

from .. import rules
from ..index.records import ColumnRecord
from ..resolving.literals import beyond_range
from ..resolving.table_values import (
    ADMIN_WORDS,
    HeldLater,
    TableValues,
    at_edge,
    long_enough,
    same_place,
)
from ..sources.legends import fold_label
from ..sources.values import value_key, value_text
from ..words import normalize
from ..words.values import NUMBER as NUMBER_KIND
from ..words.values import QUOTED
from .questions.intent import RESPECTIVELY
from .questions.value_runs import (
    VALUE_TOKEN_KINDS,
    column_word_after_takes,
    glued_column,
    latin_name,
    own_column_after,
    value_runs,
)
from .reader import COMPARE, IGNORED, KNOWN, WORD, Token
from .roles import Bound
from .sentence_values import flag_no, flag_yes, held_before_column, is_numeric_column
from .value_binding import CONNECTORS, QUIET
from .vocabulary import LOCATED_WORDS, ORIGIN_WORDS

OF_WORDS = frozenset({"的", "之"})
# Characters that end a clause typed onto a value (`性别不为女时`: when the gender is not 女).
CLAUSE_ENDINGS = ("时候", "时")

PERSON_WORDS, SEX_WORD = ("人", "籍"), "性"  # `中国人`, `中国籍`: a person of what the rows hold (a country, a people)
KIND_WORD = "类"  # `喜剧类电影`, `都市 类 电视剧`: of the kind the rows hold (类型 喜剧); 类 says nothing more
# A column named 是否… (`是否省会`) says whether; its rows write the yes as 是.
WHETHER_PREFIX, YES_WORD = "是否", "是"
# `inactive`, `unverified`, `non-smoking`: prefixes that say no of the English word after them, at
# least this long (`in` + `dex` is no word of a column).
NEGATING_PREFIXES, MIN_NEGATED_WORD, NEGATING_WORDS = ("non-", "non", "un", "in"), 4, ("不", "未", "没", "没有", "不再", "无", "尚未", "从未")


class HeldValues:
    """Binding words by what the rows hold; expects the attributes `binding.Binder` sets, and
    `_held` (a `TableValues`, a `HeldLater`, or None)."""

    _held: TableValues | HeldLater | None

    @property
    def held(self) -> TableValues | None:
        """What the table's rows hold (None: none read), asked the first time a word needs it."""
        if isinstance(self._held, HeldLater):
            self._held = self._held.values()
        return self._held

    def holding_column(self, token: Token, keys: list[ColumnRecord]) -> list[ColumnRecord]:
        """`订单2025011124377090`: the one column of this table whose rows hold the number typed (the
        order number), when the key's rows hold no number that long (literals.beyond_range)."""
        if self.held is None or len(keys) != 1 or not beyond_range(token.text, self.held.stats(keys[0])):
            return []
        found = self.held.holding([value_key(token.text)])[value_key(token.text)]
        ids = {column_id for column_id, _, _ in found}
        return [c for c in self.columns if c.id in ids] if len(ids) == 1 else []

    def beyond_column(self, column: ColumnRecord, token: Token, op: str) -> bool:
        """A whole number far longer than any the column's rows hold (literals.beyond_range) is no
        value of it: refused here, saying what it holds, so that a table linked by that column may
        read it (`订单2025011124377090` is an order number, not a payment's order id)."""
        if token.kind != NUMBER_KIND or op not in ("exact", "not") or self.held is None:
            return False
        stats = self.held.stats(column)
        if not beyond_range(token.text, stats):
            return False
        self.out.unknown.append(token)
        self.out.why.append(("why_beyond_range", column.name, token.text))
        return True

    def value_runs(self, i: int) -> list[list[Token]]:
        """The runs of words typed together from token `i`, longest first (questions/value_runs.py)."""
        return value_runs(self.q, self.tokens, i)

    def located(self, i: int) -> bool:
        """`位于海淀区的酒店`, `地址在海淀区`: a word that says where, right before the words from `i` —
        they are a part of a place the rows spell out (an address), anywhere in it."""
        before = self.tokens[i - 1] if i > 0 else None
        return before is not None and before.end == self.tokens[i].start and before.text in LOCATED_WORDS

    def held_run(self, i: int, among: Sequence[ColumnRecord] | None = None
                 ) -> tuple[list[Token], list[ColumnRecord], list[object], str] | None:
        """The longest run of words from `i` that columns of the table hold (only `among`, when
        given): (the run, the columns, the values as stored, the op). A whole value first; then,
        for a run that is only part of the values it is in (`ios` for `ios系统`): the one value of
        one column that contains it, or `contains` on the one column whose values do."""
        if self.held is None or self.tokens[i].kind not in VALUE_TOKEN_KINDS:
            return None
        runs = self.value_runs(i)
        texts = [self.q[r[0].start : r[-1].end] for r in runs]
        keys = [value_key(t) for t in texts]
        allowed = {c.id for c in among} if among is not None else None
        by_id = {c.id: c for c in self.columns}
        hits = self.held.holding_or_singular(keys)
        for run, key, text in zip(runs, keys, texts):
            found = [h for h in hits[key] if h[0] in by_id and (allowed is None or h[0] in allowed)]
            if found:
                columns = list(dict.fromkeys(by_id[h[0]] for h in found))
                values = [next(h[1] for h in found if h[0] == c.id) for c in columns]
                return run, columns, values, "exact"
            # `中国人`, `满族人`: a person of a place or people the rows hold (国籍 中国, 民族 满族); `女性`: of the sex
            # the rows write 女 (one character, held whole by one column); `保险行业` (one word): 行业 typed after 保险
            named = next((c for c in self.columns if len(run) == 1 and 2 <= len(c.name) < len(text) - 1 and text.endswith(c.name)
                          and not is_numeric_column(c)), None)
            stem = text[: -len(named.name)] if named else text[:-1] if text.endswith((*PERSON_WORDS, KIND_WORD)) or \
                text.endswith(SEX_WORD) and len(text) == 2 else ""
            if long_enough(stem) or stem and text.endswith(SEX_WORD):
                found = [h for h in self.held.holding([value_key(stem)])[value_key(stem)] if h[0] in by_id and
                         (allowed is None or h[0] in allowed) and (named is None or h[0] == named.id)]
                if len({h[0] for h in found}) == 1:  # (`工程师类` where 高级工程师 is held too: every kind of it)
                    return run, [by_id[found[0][0]]], [found[0][1]], "contains" if text.endswith(KIND_WORD) and len(
                        self.held.containing(value_key(stem), [by_id[found[0][0]]], False)) > 1 else "exact"
        if among is not None and len(among) == 1:  # `出生地是杭州`: the place as the column writes it
            for run, text in zip(runs, texts):
                if (stored := self.held.without_kind_word(text, among[0])) is not None:
                    return run, [among[0]], [stored], "exact"
                placed = self.held.places(text, among[0])
                if len(placed) == 1:
                    return run, [among[0]], placed, "exact"
                if self.held.in_places(text, among[0]):  # `出生地是山西`: every place in the province
                    return run, [among[0]], [text], "contains"
        located = self.located(i)
        # `在杭州出生的导演`: a place the rows write with its 省/市 (浙江省杭州市); but `位于海淀区的酒店`,
        # typed as addresses spell it, is first a part of them (below)
        spelled_as_address = located and ADMIN_WORDS.search(texts[0])
        if among is None and not spelled_as_address and (placed := self.placed_run(runs, texts)):
            return placed
        for run, text, key in zip(runs, texts, keys):
            if not long_enough(text):
                continue
            found = [h for h in self.held.containing(key, among if among is not None else self.columns,
                                                      anywhere=among is None and not located and not latin_name(self.q, run))
                     if h[0] in by_id]
            prose = {h[0] for h in found if len(value_text(h[1])) > rules.HELD_PART_MAX_TIMES * len(text)}
            if latin_name(self.q, run):  # (`Redmi`: a column of names, one long among them — `Redmi 智能电视 A Pro` — is no prose)
                prose = {c for c in prose if all(len(value_text(h[1])) > rules.HELD_PART_MAX_TIMES * len(text) for h in found if h[0] == c)}
            if located:  # a place inside addresses: every row whose place spells it
                columns = list(dict.fromkeys(by_id[h[0]] for h in found))
                if columns:
                    return run, columns, [text] * len(columns), "contains" if len(columns) == 1 else "exact"
                continue
            found = [h for h in found if h[0] not in prose]  # a review, a note: a word in prose is no value
            if among is None:
                # `最少配送了多少单`: a word from the middle of a value (同城配送站) is no shortening of
                # it; people shorten a value by its head or its tail (`ios` for ios系统, 顺丰 for 顺丰速运).
                found = [h for h in found if at_edge(key, h[1])]
            columns = list(dict.fromkeys(by_id[h[0]] for h in found))
            if len(columns) > 1:
                return run, columns, [text] * len(columns), "exact"  # several columns: asked
            if columns:
                values = list(dict.fromkeys(value_text(h[1]) for h in found))
                if len(values) == 1:
                    return run, columns, values, "exact"
                return run, columns, [text], "contains"
        return self.placed_run(runs, texts) if among is None and spelled_as_address else None

    def placed_run(self, runs, texts) -> tuple[list[Token], list[ColumnRecord], list[object], str] | None:
        """The longest run that is one place, written with its administrative words, each column holding it
        holds once; held by several (`北京` for 北京市 in 省份 and 城市), which is meant is asked, not guessed."""
        by_id = {c.id: c for c in self.columns}
        for run, text in zip(runs, texts):
            if (placed := self.held.places_anywhere(text, self.columns)) and len({c for c, _ in placed}) == len(placed):
                return run, [by_id[cid] for cid, _ in placed], [v for _, v in placed], "exact"
        return None

    def key_by_value(self, i: int) -> int:
        """`employees who report to Nancy` (reports_to → employees.id): after a column declared a key to rows, a word
        this table's rows hold is the pointed row's, never these rows' own (first_name = Nancy): refused, saying so."""
        column = self.awaiting[1] if self.awaiting is not None else None
        if column is None or self.held is None or not self.held.refers(column) or self.held_run(i) is None or \
                self.held_run(i, [column]) is not None:  # (a key written as the name it points to: its own value)
            return 0
        self.out.why.append(("why_key_by_value", column.name, self.tokens[i].text))
        self.out.unknown.append(self.tokens[i])
        return 1

    def held_value(self, i: int) -> int:
        """Bind the words from `i` that the table's rows hold; how many tokens were used (0: none).
        After a column word waiting for its value, that column's values come first; a value only
        another column holds leaves the column word a field (`城市 北京大学`)."""
        # (`customers from Canada`: before a word, not a date or a number, `from` says where from)
        origin = self.awaiting is None and self.pending is not None and self.pending.value in ORIGIN_WORDS
        typed_op = self.pending.op if self.pending is not None and not origin else None
        if typed_op not in (None, "exact", "not"):
            return 0  # `名称包含耳机`: a comparison typed on the words as typed, never a value they are part of
        if self.awaiting is not None:
            _, column, _, options = self.awaiting
            if (glued := self.name_after_linking_word(i, column)) is not None:
                self.bind_to_awaiting([self.tokens[i - 1], self.tokens[i]], glued, kind="held")
                return 1
            found = self.held_run(i, [column] if column is not None else options)
            if found is not None:
                run, columns, values, op = found
                if len(columns) == 1:
                    self.awaiting = (self.awaiting[0], columns[0], self.awaiting[2], columns)
                    self.bind_to_awaiting(run, values[0], kind="held", held_op=op)
                    return len(run)
            token = self.tokens[i]
            if found is None and column is not None and token.kind == WORD and len(token.text) > 1 and \
                    token.text.endswith(CLAUSE_ENDINGS):
                # `性别不为女时`: the segmenter keeps 女时 whole; 时 (`when`) ends the clause, 女 is the value
                stem = token.text[: -len(next(e for e in CLAUSE_ENDINGS if token.text.endswith(e)))]
                held = self.held.holding([value_key(stem)])[value_key(stem)] if self.held is not None else []
                stored = next((h[1] for h in held if h[0] == column.id), None)
                if stored is not None:
                    self.bind_to_awaiting([token], stored, kind="held")
                    return 1
        if self.after_unknown_word(i):
            return 0  # `会员 姓名 张三`: the value of a column the table lacks, not of one that holds it
        found = self.held_run(i)
        named = found is None and (found := held_before_column(self, i)) is not None  # `京东主办的峰会`
        if found is None or self.spelled_in_schema(found[0]):
            return 0
        run, columns, values, op = found
        text = self.q[run[0].start : run[-1].end]
        whole_place = op == "exact" and len(columns) == 1 and ((same_place(text, values[0]) or named) and column_word_after_takes(
            self, run[-1], columns[0]) or own_column_after(self, run[-1], columns[0]))  # `杭州出生的导演`: 出生 names 出生地 itself
        of_kind = text.endswith(KIND_WORD) and value_key(value_text(values[0])) == value_key(text[:-1])  # `都市类电视剧`
        of_kind = of_kind or len(text) == 2 and text.endswith(SEX_WORD) and value_key(value_text(values[0])) == value_key(text[0])
        if (op == "contains" or value_key(value_text(values[0])) != value_key(text)) and not whole_place and not of_kind and (
                self.before_column_word(run[-1]) or self.before_table_word(run[-1])):
            # `线上渠道` on a column 渠道, `线上课程` on a table 课程: part of a value (线上直播) typed onto a column's or the table's word modifies that word, not the rows
            return 0
        self.flush_awaiting()
        if origin:
            self.out.ignored.append(self.pending.text)
            self.pending = None
        op = self.op_around(run[-1])
        if op in ("exact", "not") and found[3] == "contains":
            op = "contains" if op == "exact" else None
        if op is None:  # `不含…`: a value part negated reads no row Datasette can filter on
            self.out.unknown.extend(run)
            return len(run)
        if len(columns) == 1:
            self.add(Bound(columns[0], columns[0].name, [(op, values[0])]), run, op=op)
        else:
            self.add(Bound(None, text, [(op, text)], options=columns), run, op=op)
        after = self.tokens[i + len(run)] if i + len(run) < len(self.tokens) else None
        if after is not None and after.text == KIND_WORD and after.start == run[-1].end:
            self.out.ignored.append(after.text)
            return len(run) + 1
        if whole_place and self.before_column_word(run[-1]):
            # `杭州出生的`: the word after the place is its column's, said of the value, no column to show
            self.span(self.tokens[i + len(run) : i + len(run) + 1], "column", column=columns[0].name)
            return len(run) + 1
        return len(run)

    def name_after_linking_word(self, i: int, column: ColumnRecord | None) -> object | None:
        """`创始人为于刚`: a name whose first character is also a joining word (于, 叫) was cut there;
        the two typed together are the value the column holds (as stored), taken back from `ignored`."""
        before = self.tokens[i - 1] if i > 0 else None
        if self.held is None or column is None or before is None or before.kind != IGNORED or \
                len(before.text) != 1 or before.end != self.tokens[i].start or before.text not in self.out.ignored:
            return None
        key = value_key(self.q[before.start : self.tokens[i].end])
        stored = next((h[1] for h in self.held.holding([key])[key] if h[0] == column.id), None)
        if stored is not None:
            self.out.ignored.reverse()
            self.out.ignored.remove(before.text)  # the last one: this word
            self.out.ignored.reverse()
        return stored

    def before_column_word(self, token: Token) -> bool:
        index = self.index_of(token)
        nxt = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        return nxt is not None and nxt.start == token.end and nxt.kind in VALUE_TOKEN_KINDS and \
            not self.names([nxt]) and self.column_fit([nxt], strong=True) is not None

    def every_value_wanted(self) -> None:
        """`男的女的？`, `分别给出男性和女性`: every value the column's rows hold, listed with no column word,
        leaves no row out — no filter; the column is wanted, as in `他是男是女`."""
        for bound in list(self.out.bound) if self.held is not None else ():
            values = bound.conditions[0][1] if len(bound.conditions) == 1 and bound.conditions[0][0] == "in" else None
            typed = bound.column is not None and any(s["as"] == "column" and s.get("column") == bound.column.name
                                                     for s in self.out.spans)  # `性别是男或女`: as typed
            stats = self.held.stats(bound.column) if values and not typed and bound.column is not None and bound.either is None else None
            if stats is None or not stats.complete or stats.distinct_count != len({value_key(str(v)) for v in values}):
                continue
            held = self.held.store.column_values(bound.column.id, len(values) + 1)
            if {value_key(value_text(v)) for v, _ in held} != {value_key(str(v)) for v in values}:
                continue
            self.out.bound.remove(bound)
            self.out.fields.append(bound.column.name)
            if any(s["text"] == RESPECTIVELY for s in self.out.spans):
                self.each_listed = bound.column  # (`分别给出男性和女性…`: each of them — grouped by it if a total is asked)
            for span in self.out.spans:
                if span["as"] == "value" and span.get("column") == bound.column.name:
                    span.update({"as": "column"})
                    span.pop("op", None)

    def per_each_listed(self, intent) -> None:
        """`分别给出男性和女性…的身高总和`, `…最矮的身高`: every value listed after `分别`, a total, most or count asked: per value."""
        column = getattr(self, "each_listed", None)
        if column is not None and (intent.aggregate is not None or intent.count) and column not in intent.group_by:
            intent.group_by.append(column)
            self.out.fields = [f for f in self.out.fields if f != column.name]

    def label_prefix(self, token: Token) -> int | None:
        """Where one Chinese word splits into a legend label and a word that names the table
        (`企业发票` → 企业 | 发票), or into one character one column holds whole and that word
        (`女演员` → 女 | 演员: no filter would return the men too), or None."""
        if token.kind != WORD or len(token.text) < 3 or not normalize.is_cjk_word(token.text[0]):
            return None
        for cut in range(len(token.text) - 1, 0, -1):
            label = bool(self.labels) and bool(self.labels.get(fold_label(token.text[:cut])))
            if not label and cut > 1:
                continue  # the rest is made a token (a slow frozen dataclass) only after a label, or for one character
            rest = Token(WORD, token.text[cut:], token.start + cut, token.end, token.value[cut:])
            # (the rows are read last: most words are no value typed onto the table's word)
            if self.names([rest]) and (label or self.held_kind(token.text[:cut]) is not None):
                return cut
        return None

    def quoted_held(self, token: Token) -> str:
        """`主要成就不是“十全武功”` where the column's rows hold 开创“十全武功”: a quoted phrase no row holds
        whole, inside exactly one value the column holds, is that value — when it says which rows to leave
        out (else every row is kept) or which to keep (`成就是“十全武功”`: else no row); anything else stays
        as typed (`名称包含"耳机"`, `备注 "尽快发货"`)."""
        column = self.awaiting[1] if self.awaiting is not None else None
        if token.kind != QUOTED or column is None or self.held is None or self.pending is None or \
                self.pending.op not in ("not", "exact") or self.held_text(column, token.value) is not None:
            return token.value
        found = {value_text(h[1]) for h in self.held.containing(value_key(token.value), [column], anywhere=False)
                 if h[0] == column.id}
        return found.pop() if len(found) == 1 else token.value

    def held_kind(self, text: str) -> tuple[ColumnRecord, object] | None:
        """The one column that holds `text` (one character: 女, 男) whole, and the value as stored."""
        if self.held is None:
            return None
        by_id = {c.id: c for c in self.columns}
        hits = [(by_id[cid], v) for cid, v, _ in self.held.holding([value_key(text)])[value_key(text)] if cid in by_id]
        return hits[0] if len(hits) == 1 else None

    def split_label(self, token: Token, cut: int) -> None:
        label = Token(KNOWN, token.text[:cut], token.start, token.start + cut, token.value[:cut])
        rest = Token(WORD, token.text[cut:], token.start + cut, token.end, token.value[cut:])
        if self.labels and self.labels.get(fold_label(label.text)):
            self.label([label])
        elif (held := self.held_kind(label.text)) is not None:
            self.flush_awaiting()
            self.add(Bound(held[0], held[0].name, [("exact", held[1])]), [label])
        self.flush_awaiting()
        self.intents.entity()
        self.out.entity.append(rest)
        self.span([rest], "entity")

    def _compare_span(self, token: Token) -> dict:
        return {"text": token.text, "as": "comparison", "op": token.op, "start": token.start, "end": token.end}

    def held_yes(self, column: ColumnRecord) -> str | None:
        """`是否省会` holding 是 and 否 as words, `discontinued` 0 and 1: a yes/no column by its rows; its yes."""
        if self.held is not None and self.held.zero_or_one(column):
            return "1"
        if not column.name.startswith(WHETHER_PREFIX) or self.held is None:
            return None
        yes = self.held.holding([value_key(YES_WORD)])[value_key(YES_WORD)]
        return next((value_text(v) for cid, v, _ in yes if cid == column.id), None)

    def said_no(self, column: ColumnRecord) -> tuple[str, str] | None:
        """The condition of the rows a yes/no column says no of: its "no", else not its "yes"."""
        yes = flag_yes(column) or self.held_yes(column)
        no = flag_no(column) or ("0" if yes == "1" else None)
        return None if yes is None else ("exact", no) if no is not None else ("not", yes)

    def negated_flag(self, i: int) -> int:
        """`inactive customers`, `不活跃的客户`: a yes/no column's word with a negating prefix, or after a
        negation typed onto it, says no of the rows; the tokens used."""
        token, word, after = self.tokens[i], self.tokens[i].text.lower(), self.tokens[i + 1 : i + 2]
        rest = next((word[len(p):] for p in NEGATING_PREFIXES if word.startswith(p)), "")
        glued = token.text in NEGATING_WORDS and bool(after) and after[0].start == token.end and after[0].kind in (WORD, KNOWN)
        phrase = after if glued else [Token(WORD, rest, token.start, token.end, rest)]
        fit = self.column_fit(phrase, strong=True) if glued or token.kind == WORD and word.isascii() and \
            len(rest) >= MIN_NEGATED_WORD else None
        if fit is not None and glued and (longer := glued_column(self, i + 1)) is not None:
            (fit, phrase), after = longer, longer[1]  # `没有执行成功`: the whole column word negated, not 执行 alone
        # (`没有图片的评论`: of the columns 图片 fits, the one yes/no column, as after 有: presence.presence_flag)
        fits = () if fit is None else fit[0] if len(fit[0]) == 1 else [c for c in fit[0] if self.said_no(c) is not None]
        if len(fits) != 1 or (no := self.said_no(fits[0])) is None:
            return 0
        self.flush_awaiting()
        typed = self.q[token.start : phrase[-1].end]
        self.add(Bound(fits[0], fits[0].name, [no], label=typed), [token, *after[:len(phrase) if glued else 0]], label=typed, op=no[0])
        return 1 + (len(phrase) if glued else 0)

    def before_table_word(self, token: Token) -> bool:
        index = self.index_of(token)
        nxt = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        return nxt is not None and nxt.start == token.end and nxt.kind in VALUE_TOKEN_KINDS and \
            self.in_table_name_words([nxt])

    def after_unknown_word(self, i: int) -> bool:
        """Whether the word before token `i` (past quiet marks and `是`/`为`) is one this table does not know."""
        for token in reversed(self.tokens[:i]):
            if token.text in OF_WORDS:
                return False  # `小店卖的ios手机`: a word said of the value, not a column named before it
            if token.kind in QUIET or (token.kind == COMPARE and token.value in CONNECTORS):
                continue
            return any(token is unknown for unknown in self.out.unknown)
        return False

    def table_name_word(self, phrase: Sequence[Token]) -> bool:
        """`渠道…多少种饮料` on 饮料渠道: after a column word, the table's own words are no value."""
        if not self.in_table_name_words(phrase):
            return False
        self.flush_awaiting()
        self.out.entity.append(phrase[0])
        self.span(phrase, "entity")
        return True

    def in_table_name_words(self, run: Sequence[Token]) -> bool:
        """Whether the words are part of the table's name (two characters or more)."""
        key = normalize.fold_identifier(self.q[run[0].start : run[-1].end])
        return len(key) >= rules.HELD_PART_MIN_CJK and key in normalize.fold_identifier(self.record.name)

    def verb_before_either(self, token: Token) -> Token:
        """`798年之前出生或者…`: a column word right after its own value (a date's verb) takes no value after 或者."""
        if self.awaiting is not None and any(b.column == self.awaiting[1] for b in self.out.bound):
            self.flush_awaiting()
        return token

    def spelled_in_schema(self, run: Sequence[Token]) -> bool:
        """`年度峰会`, `线上渠道`: words the table's or a column's name or description spell say which is meant,
        not the rows — but a kind of the rows the table's description lists aside (`满减` of 优惠券表 <满减 & 折扣>)."""
        key = normalize.fold_identifier(self.q[run[0].start : run[-1].end])
        return bool(key) and not (len(run) == 1 and self.names_table.only_in_aside(run[0])) and (key in self.spelled or (
            key in self.names_table.spelled and not (len(run) == 1 and self.names_table.only_in_part(run[0]))))  # (中国文学…)
