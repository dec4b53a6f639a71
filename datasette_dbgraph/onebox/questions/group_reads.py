"""Groups in questions (docs/one-box.md, "Questions"): which column a count of rows is per (`哪些省份有3个以上的城市`),
the count compared (`having`), and what is no group (`每个奖项` where 奖项 fits only a column counting awards; `有荣誉正好
2个`, which counts honours). A mixin of `question_reads.QuestionReads`."""

from __future__ import annotations

from ...sources.column_kinds import is_key
from ...words import normalize
from ...words.aliases import word_key
from ...words.identifiers import singular
from ...words.values import NUMBER
from .. import roles
from ..question_binding import CLAUSE_MARKS
from ..reader import COMPARE, EITHER, IGNORED, INTENT, SYMBOL, WORD, Token
from ..roles import Bound, before_named_words, each_before, verb_closing_count
from ..sentence_values import finite_number, is_numeric_column
from ..vocabulary import (
    AVG,
    COUNT,
    COUNT_UNITS,
    GROUP_WHICH,
    MAX,
    MIN,
    MOST_ROWS_WORDS,
    QUANTITY_JOINERS,
    SHORT_COLUMN_WORDS,
    WHICH_GROUP,
    computed_quantity,
    joiner_words,
)
from .beside import ALL_WORDS, HAVING_OPS, compared_beside, none_meet
from .which_group import (  # noqa: F401
    ASKING_AFTER,
    LISTING_AFTER,
    WHAT_WORDS,
    head_as_group,
    restates_table,
    text_ordered,
    which_head,
    which_n_columns,
)

# Words before a column word that ask which of its values (`哪些省份`), or that list it to show (`给出`).
BELONGING_PARTS = frozenset({"", "所属", "所处", "所在", "名称", "名字"})  # added to a group's word (所属省份, 会议名称)
NAME_ENDINGS = ("名称", "姓名", "名字")
KEY_ENDINGS = ("id", "ID", "Id")  # `…的城市有哪些` on 城市美食 by 城市id: a key written as text says which one, as a name does  # a thing's name column is the thing said (`哪些嘉宾` groups by 嘉宾姓名)
WHERE_WORDS = frozenset({"哪儿", "哪里"})  # (`…的所属城市在哪儿`: which city)
LISTING_BEFORE = frozenset({"给出", "以及", "及", "和", "并给出", "并且给出", "什么"})
# `城市数小于5`: these typed right after the table's word say the number of its rows, as `少于5个城市`.
ROWS_COUNT_WORDS = frozenset({"数", "数量", "个数", "总数", "种类", "种类数", "次数"})
BARE_COUNT_AFTER = "，,；;且"  # right before such a word opening its own clause (`…的，数量…`, `…并且数量…`)
PLACE_ASKED_AFTER = frozenset({"从", "自", "到"})  # from, to: before where, they ask (`从哪里出发`)


def asks_after_is(pending: Token, token: Token) -> bool:
    """`省份是哪个`, `品牌是什么`: 是 before a question word asks the column, it compares nothing; so do from, at and to before where (`从哪里出发`, `从哪个城市出发`)."""
    return pending.value == "是" and token.value in ASKING_AFTER or pending.value in PLACE_ASKED_AFTER and \
        token.value in ASKING_AFTER | WHERE_WORDS


class GroupReads:
    """See the module docstring. Expects the attributes `binding.Binder` sets."""

    def settle_most_rows(self, intent) -> None:
        self.most_rows(intent)
        roles.ordered_groups(intent, self.intents, self.out, self.groups_asked,
                             lambda: all(self.inert(self.index_of(t)) for t in [*self.out.unknown, *self.out.unused]))
        self.groups_own_rows(intent)  # (value_columns)
        self.intents.unordered(intent)

    def groups_asked(self, averaged: bool = False) -> list:
        """The text columns asked which of; for an average or total ordered (`averaged`), else the table's own word asked
        which of (which_group: `哪5个平台售卖的电视机平均售价最高` on 电视机平台售卖 — 电视机 is what is averaged, no count)."""
        asked = [c for c in self.asked_columns() if not is_numeric_column(c) and self.asked_which(c)] or \
            which_n_columns(self)  # (`哪3个城市的最多，最大…`: 城市 taken by 哪3个, no field)
        if asked or not averaged or not self.intents.superlatives:
            return asked
        return which_head(self, self.intents.superlatives[0][1], nouns=True)

    def most_rows(self, intent) -> None:
        """`哪个省份的城市最多`, `城市数最少的3个省份`, `哪个城市举办晚会最多` (which_group): most or fewest of the rows, no column's, per
        the one group asked for (or the table's word asked which of), orders the groups by their number of rows."""
        most = getattr(self, "rows_most", None)
        superlative = self.intents.superlative
        by_text = text_ordered(self, intent, superlative)  # (`哪三个单位主办的最多`: the units with most rows)
        if most is None and (superlative is None or superlative[2] is not None and not by_text or
                             superlative[1].text not in MOST_ROWS_WORDS):
            return
        token = most or superlative[1]
        if intent.aggregate is not None or intent.order is not None and not by_text or intent.having is not None or \
                not self.out.entity or any(not self.inert(self.index_of(t)) for t in [*self.out.unknown, *self.out.unused]):
            return  # (a word that is no verb left out may be what is counted)
        group = by_text or list(intent.group_by) or [c for c in self.asked_columns() if (not is_numeric_column(c) or is_key(
            c) and not c.pk and self.rows_named()) and self.asked_which(c)] or which_head(self, token)  # (会员: member_id)
        if len(group) != 1:
            return
        intent.group_by = group
        self.out.fields = [f for f in self.out.fields if f != group[0].name]
        intent.count = True
        intent.order = (None, token.value == MAX)
        intent.limit = intent.limit or self.intents.count_number or 1

    def rows_named(self) -> bool:
        """Whether the table's words typed are its whole name or description (订单: 订单表, `orders`), not a part (高校 of 各省高校招生计划)."""
        whole = {normalize.fold(c) for c in normalize.comment_cores(self.record.comment)} | {self.names_table.name}
        said = {w for n in self.names_table.naming if (key := word_key(n)) for g in self.aliases.related(key[0]) for w in g.words}
        return any(normalize.fold_identifier(w) in whole | {singular(x) for x in whole} for w in said | self.names_table.naming)

    def subject_before(self, verb: Token, per_each: bool = False) -> bool:
        """`中国举办的峰会`, `哪个导演拍摄的电影`: before a verb, 的 and the table's word, a value, the group asked for or a name's word before the next (`中国举办的体育赛事`) says which rows; the verb only joins them."""
        last = next((s for s in self.out.spans if s["end"] == verb.start), None)
        later = next((t.text for t in self.out.entity if t.start > verb.end), None)
        if last is None or last["as"] == "entity" and later is not None:
            return last is not None and (-1 < (name := self.record.name).find(last["text"]) < name.find(later) or  # (`各个季度卖的空调`)
                                         each_before(self.tokens, last["start"], self.out.entity) and bool(self.text_columns_named(last["text"])))
        if last["as"] not in ("value", "column"):
            return False
        if last["as"] == "value":
            return True
        if str(last.get("column") or "").lower().endswith("id"):
            return False  # `哪3个作者写的论文`: a key of another table — its rows are asked for
        index = next((k for k, t in enumerate(self.tokens) if t.start == last["start"]), 0)
        before = before_named_words(self.tokens, index, self.out.entity) if index else None
        # (per each too, when the group does it, `每个主持人主持的金曲奖`, or is its column's own name: `每一种语言使用的期刊`)
        return before is not None and (before.text in (GROUP_WHICH if per_each or any(
            c.name == last.get("column") for c in self.text_columns_named(last["text"])) else WHICH_GROUP) or before.is_value
                                       and index > 1 and self.tokens[index - 2].text in WHICH_GROUP)

    def doer_before(self, index: int) -> bool:
        """`哪个主持人主持的金曲奖最多`: the verb after the group asked for, whose column is named for the one who does it (主持人 ← 主持), before 的 and the table's word, says nothing more."""
        verb, rest = self.tokens[index], self.tokens[index + 1 : index + 3]
        last = next((s for s in self.out.spans if s["end"] == verb.start and s["as"] == "column"), None)
        # (or the word with only a belonging around it: `各个作者写的传记`; not 起源国家 for `每个国家流行的项目`)
        column = str((last or {}).get("column") or "")
        said = (last or {}).get("text", "")  # (`每个省管辖的城市`: 省 says 省份, of 所属省份)
        rest_of = column.replace(SHORT_COLUMN_WORDS.get(said, said), "", 1)
        return last is not None and (column.startswith(verb.text) or rest_of in BELONGING_PARTS or
                                     rest_of in self.record.name) and len(rest) == 2 and \
            rest[0].text == "的" and any(rest[1].start == t.start for t in self.out.entity) and \
            self.subject_before(verb, per_each=True)

    def rows_count_word(self, i: int) -> bool:
        """`哪些省份的城市数小于5`: 数 typed onto the table's word, then a comparison and a number, is the number of those rows per group (read as `城市少于5个`), no column."""
        if self.years_of_verb(i) or self.share_said_apart(i):
            return True
        token, last = self.tokens[i], self.out.spans[-1] if self.out.spans else None
        if token.text not in ROWS_COUNT_WORDS or last is None or last["end"] != token.start or last["as"] != "entity" \
                and not (last["as"] == "column" and self.record.name.endswith(str(last.get("column")))):
            return False  # (or the column of the rows' own name, 研究中心 of 海外研究中心: `研究中心数等于5`)
        if self.counted_column(token, last):
            return True
        compare, number = (self.tokens[i + k] if i + k < len(self.tokens) else None for k in (1, 2))
        if compare is not None and compare.kind == INTENT and compare.value in (MAX, MIN) and compare.start == token.end:
            self.rows_most = compare  # `城市数最少的省份`: the groups with the fewest rows first
            self.out.spans.append({"text": token.text, "as": "intent", "intent": "count",
                                   "start": token.start, "end": token.end})
            return True
        if compare is None or compare.kind != COMPARE or number is None or number.kind != NUMBER or \
                number.start != compare.end or number.unit and number.unit not in COUNT_UNITS:
            return False
        self.rows_number_at = number.start
        self.out.spans.append({"text": token.text, "as": "intent", "intent": "count",
                               "start": token.start, "end": token.end})
        return True

    def counted_column(self, token: Token, last) -> bool:
        """`酒店集团的酒店数少于500个` on 酒店集团 (酒店数量): the table's word and 数 are the start of one of its number
        columns' names — that column, not a count of the rows — when the table is still named by its other words, or by its whole name after it."""
        said = normalize.fold(self.q[last["start"] : token.end])
        named = [c for c in self.columns if is_numeric_column(c) and normalize.fold(c.name).startswith(said)]
        entity = [t for t in self.out.entity if t.start == last["start"]]
        # (`酒店数不是500个，总部在上海的酒店集团`: the table named whole after it)
        named_later = normalize.fold_identifier(self.record.name) in normalize.fold_identifier(self.q[token.end :])
        if len(named) != 1 or len(entity) != 1 or len(self.out.entity) < 2 and not named_later:
            return False
        self.out.entity.remove(entity[0])
        self.out.spans.remove(last)
        self.column_word([Token(WORD, self.q[last["start"] : token.end], last["start"], token.end, said)], named, said)
        return True

    def rows_numbered(self, token: Token) -> bool:
        return getattr(self, "rows_number_at", None) == token.start or self.compared_after_table(token)

    def compared_after_table(self, token: Token) -> bool:
        """`哪些国家的代言明星大于等于5`: a whole number compared right after the table's words, in a question that asks
        which group, is the number of those rows; with no group asked (`orders over 100`), the money column's."""
        index = self.index_of(token)
        compare = self.tokens[index - 1] if index else None
        if token.kind != NUMBER or token.unit and token.unit not in COUNT_UNITS or not str(token.value).isdigit() or \
                compare is None or compare.kind != COMPARE or compare.place != "before" or compare.end != token.start:
            return False
        spans = [s for s in self.out.spans if s["end"] <= compare.start]
        bare = False
        if spans and spans[-1]["as"] == "intent" and spans[-1]["text"] in ROWS_COUNT_WORDS:
            before = self.q[: spans.pop()["start"]].rstrip()  # `泳坛名将数量不小于5`
            # `…出生的，数量小于5人的足球运动员来自哪个国籍`: 数量 alone, opening its clause, counts the rows
            bare = not before or before[-1] in BARE_COUNT_AFTER
        last = spans[-1] if spans else None
        if bare and any(t.text in GROUP_WHICH or t.text in WHAT_WORDS or t.text in WHERE_WORDS for t in self.tokens) \
                and not any(t.is_value for t in self.tokens[index + 1 :]) and not any(
                str(s.get("column") or "").lower().endswith("id") for s in self.out.spans if s["as"] == "column"):
            return True
        if last is None or last["as"] != "entity" or self.q[last["end"] : compare.start].strip() and \
                self.q[last["end"] : compare.start] not in ROWS_COUNT_WORDS or \
                not any(t.text in GROUP_WHICH or t.text in WHAT_WORDS or t.text in WHERE_WORDS for t in self.tokens) or \
                any(str(s.get("column") or "").lower().endswith("id") for s in self.out.spans if s["as"] == "column"):
            return False  # (per a key of another table: that table's rows are asked for)
        if any(t.is_value for t in self.tokens[index + 1 :]):
            return False  # `球队数量大于5，且夺冠次数大于等于10`: of each row, or each group's total? untold
        # (`院士少于一百人` on 院士人数: the word also names a column of numbers — that column's)
        word = [t for t in self.tokens if last["start"] <= t.start and t.end <= last["end"]]
        fit = self.column_fit(word) if word else None
        return fit is None or not any(is_numeric_column(c) for c in fit[0])

    def per_count_column(self, group: Token, intent) -> None:
        """`每个国家举办了多少届` where 国家 fits only 参加国家数量 (a count): the one text column named with the word's short
        form (主办国) is the group; with none, no group of this table (`每个奖项有几届`) — asked, never an ungrouped count."""
        index = next((k for k, t in enumerate(self.tokens) if t.start == group.start), len(self.tokens))
        if index and self.tokens[index - 1].value == AVG:
            return  # `平均每个城市开设多少网点`: a number per city, on average — no group asked
        word = self.tokens[index + 1].text if index + 1 < len(self.tokens) else ""
        short = next((char for char, long in SHORT_COLUMN_WORDS.items() if long == word), None)
        found = self.one_column_with(short) if short else None
        if found is not None:
            intent.group_by = list(found[0])
            return
        self.out.spans = [s for s in self.out.spans if not (s["as"] == "intent" and s["start"] == group.start)]
        self.out.unknown.append(group)
        self.out.why.append(("why_per_count_column", "", self.q[group.start : group.end]))

    def aggregate_typed_compared(self, token: Token) -> None:
        """`平均传播度多于8`: the comparison typed right after the average the intent took — kept for the
        group the question asks for (`settle_compared_aggregate`), else refused."""
        aggregate, pending = self.intents.intent.aggregate, self.pending
        typed = self.q[pending.start : token.end]
        self.pending = None
        if aggregate is None or not pending.op:
            self.out.why.append(("why_aggregate_compared", aggregate[1].name, typed) if aggregate else ("why_aggregate_any", "", typed))
            self.out.unknown += [pending, token]
            return
        bound = Bound(aggregate[1], aggregate[1].name, [(pending.op, token.value)])
        self.intents.compare_aggregate((bound, [pending, token], typed, aggregate[1].name))

    def settle_compared_aggregate(self, intent, after: Token | None = None) -> None:
        """`平均传播度多于8的体裁都有哪些`: an average or total compared, per the group the question asks for (as a count of
        rows is, `settle_having`), is that group's `having` (a second, or one after a count, its "and" or "or"); else refused."""
        bound, tokens, typed, column_name, fn = self.intents.compared_aggregate
        # (the average compared stays the group's `having` when another is asked after it: `…，以及它们体重总共多少`)
        fn = fn or (intent.aggregate[0] if intent.aggregate is not None and intent.aggregate[1] == bound.column else None)
        number = finite_number(tokens[-1].value if tokens[-1].kind == NUMBER and tokens[-1].unit else bound.conditions[0][1]
                               if not tokens[-1].text.isdigit() else tokens[-1].text) if len(bound.conditions) == 1 \
            else None  # (four digits are read as a year when no column says otherwise: `总页数大于2000`, the number)
        group = list(intent.group_by) or [c for c in self.asked_columns() if not is_numeric_column(c)
                                          and self.asked_which(c)]
        if not group and None not in (fn, number, bound.column) and self.verbs_of_rows_unused() and intent.having is None:
            group = head_as_group(self, tokens[0].start)  # (`…不超过1万人的城市都有哪些` on 戏剧分布城市)
        # (a count of rows compared too, per the same group: both, joined as typed — `皇帝数大于等于5，平均子女数小于30`)
        counted = (self.intents.counted[2] if intent.having_of is None and self.intents.counted else after) \
            if intent.having is not None and intent.also_having is None else None
        if fn is None or number is None or len(group) != 1 or not (self.verbs_of_rows_unused() or counted) or intent.having is not None and (
                counted is None or intent.group_by != group) \
                or bound.conditions[0][0] not in HAVING_OPS or self.told_apart(compared_beside(self.q, self.out.spans, group[0], tokens, counted), bound, tokens) \
                or group[0].name.lower().endswith("id"):  # (per a key of another table: its rows are asked for)
            self.out.unknown.extend(tokens + (self.intents.also_compared or ((), []))[1])  # (no column, `1万人` alone: whose total it is cannot be named)
            self.out.why.append(("why_aggregate_compared", column_name, typed) if bound.column else ("why_aggregate_any", "", typed))
            return
        if not intent.group_by:
            intent.group_by = group
            self.out.fields = [f for f in self.out.fields if f != group[0].name]
        if counted is not None:
            low, high = sorted((counted.end, tokens[0].start))
            intent.also_having = ("or" if any(t.kind == EITHER and low <= t.start < high for t in self.tokens) else "and",
                                  fn, bound.column, bound.conditions[0][0], number)
        else:
            intent.having, intent.having_of = (bound.conditions[0][0], number), (fn, bound.column)
        start, end = tokens[0].start, tokens[-1].end
        self.out.spans = [s for s in self.out.spans if not start <= s["start"] < end] + [
            {"text": self.q[start:end], "as": "intent", "intent": "having", "start": start, "end": end}]
        self.out.spans.sort(key=lambda s: s["start"])
        if self.intents.also_compared is not None:  # (then the second, after the first; never a third)
            self.intents.compared_aggregate, self.intents.also_compared = self.intents.also_compared, None
            self.settle_compared_aggregate(intent, tokens[-1])

    def told_apart(self, beside: list, bound, tokens) -> bool:
        """Whether the conditions typed beside an average or total compared may be the groups' (beside.compared_beside; a value with no comparison word, too)."""
        return any(s["start"] > tokens[-1].end for s in beside) or bool(beside) and (self.held is None or none_meet([b for b in self.out.bound if b is not bound], self.held.stats) or not any(s.get("op") for s in beside))

    def verbs_of_rows_unused(self) -> bool:
        """Whether every word left out is a verb right before 的 and the table's or a column's word (`2018年举办的演唱会`,
        `共享单车使用的季节`; `所有` may stand between: `发生的所有战役`): it says what the rows are, no condition."""
        def says_rows(t: Token) -> bool:
            after = [u for u in self.tokens[self.index_of(t) + 1 :][:3] if u.value not in ALL_WORDS][:2]
            return normalize.part_of_speech(t.value) in ("v", "vn") and len(after) == 2 and after[0].value == "的" and \
                any(s["start"] == after[1].start and s["as"] in ("entity", "column") for s in self.out.spans)
        return all(map(says_rows, self.out.unused))

    def asked_columns(self) -> list:
        by_name = {c.name: c for c in self.columns}
        return [by_name[f] for f in dict.fromkeys(self.out.fields) if f in by_name]

    def settle_having(self, intent) -> None:
        """The rows of each group counted and compared: grouped by the group the question names
        (`每个`), else by the one column it asks for (`哪些省份` → 所属省份). With no group, or several, the
        count compares nothing a link can say: the number is asked about."""
        op, number, token = self.intents.counted
        group = list(intent.group_by) or [c for c in self.asked_columns() if not is_numeric_column(c) and
                                          self.asked_which(c)] or self.one_text_column_asked() or head_as_group(self, token.start)
        had = self.had_right_before(token)
        if (refused := len(group) != 1 or not self.only_joining_verbs_unused(group[0], token) or had) and \
                not had and self.bind_count_named(token, op):
            return  # `酒店少于500个的酒店集团`: the count of the column 酒店数量
        if refused:
            # (a word left out may be what is counted: `课程不超过5门的老师`; `有分店正好5个` counts branches)
            self.out.spans = [s for s in self.out.spans if not (s["as"] == "intent" and s["start"] == token.start)]
            self.out.unknown.append(token)
            self.out.why.append(("why_count_had" if had else "why_count_compared", "", token.text))
            return
        if not intent.group_by:
            intent.group_by = group
            self.out.fields = [f for f in self.out.fields if f != group[0].name]
        intent.count = True
        intent.having = (op, number)

    def one_text_column_asked(self) -> list:
        """`哪些国家的商家少于5个` on 商家 (所属国家, 网店覆盖国家数量): the word asked which of fits several
        columns, one of them text — a count (`…数量`) is no group — so that one is the group. [] when no such word, or several text columns fit it."""
        for span in self.out.spans:
            options = span.get("columns") if span["as"] == "column" and span.get("column") is None else None
            texts = [c for c in self.columns if c.name in (options or ()) and not is_numeric_column(c)]
            if len(texts) != 1 or span["text"] not in self.out.fields:
                continue
            span["column"] = texts[0].name
            if not self.asked_which(texts[0]):
                span["column"] = None
                continue
            del span["columns"]
            self.out.fields = [f for f in self.out.fields if f != span["text"]] + [texts[0].name]
            return texts
        return []

    def one_column_with(self, char: str):
        """`哪些省` where the column is 总部所在省 or 所在省市: the one text column whose name or
        description has the character, as a column fit; None when none or several do."""
        found = [c for c in self.columns if not is_numeric_column(c) and char in f"{c.name}{c.comment or ''}"]
        return (found, char) if len(found) == 1 else None

    def which_ends_column(self, token: Token):
        """`属于哪个洲` on 所属洲: one character right after a which word is the one text column whose
        name ends with it, as a column fit; None when none or several do (or it is no lone character)."""
        index = self.index_of(token)
        if len(token.text) != 1 or not normalize.is_cjk_word(token.text) or index == 0 or \
                self.tokens[index - 1].text not in GROUP_WHICH | WHAT_WORDS:
            return None
        found = [c for c in self.columns if not is_numeric_column(c) and c.name.endswith(token.text)]
        return (found, token.text) if len(found) == 1 else None

    def left_out_between(self, start: int, end: int) -> bool:
        """Whether only words left out, or words joining them (`所有`, `的`), stand between two places."""
        rest = "".join(ch for at, ch in enumerate(self.q[start:end], start)
                       if not any(u.start <= at < u.end for u in self.out.unused))
        return all(word in QUANTITY_JOINERS for word in joiner_words(rest.strip()))

    def text_columns_named(self, word: str) -> list:
        """The text columns named the word, else the one named it and a name's ending (`哪些嘉宾` → 嘉宾姓名)."""
        named = [c for c in self.columns if c.name == word and not is_numeric_column(c)]
        return named or [c for c in self.columns if c.name in {word + e for e in NAME_ENDINGS + KEY_ENDINGS} and not is_numeric_column(c)]

    def only_joining_verbs_unused(self, group, token: Token) -> bool:
        """Whether every word left out is a verb between the group's word and the count, which only
        joins them (`哪些城市建立的动物园多于5个`); a verb elsewhere may carry a condition (`提过名，…`)."""
        span = next((s for s in self.out.spans if s["as"] == "column" and s.get("column") == group.name), None)
        # (a most or least left out, `其最少校招人数`, says what to show of each group, not which rows)
        unused = [t for t in self.out.unused if t.kind != INTENT]
        if span is None:
            return not unused
        low, high = sorted((span["start"], token.start))
        return all(  # (or right before the count, the group after it: `颁发过不多于5次的具体奖项`)
            normalize.part_of_speech(t.value) == "v" and (low < t.start < high or span["start"] > token.start and all(
                u.kind in (IGNORED, COMPARE) for u in self.tokens if t.end <= u.start < token.start)
                or self.listed_after(token, t) or self.verb_of_rows_counted(self.index_of(t))
                or verb_closing_count(self.tokens, self.index_of(t), self.out.entity) or restates_table(self, t)) for t in unused)

    def listed_after(self, token: Token, verb: Token) -> bool:
        """`…等于5，以及给出这些假期的暑假最少放多少天`: a verb in a later clause that lists what to show."""
        return verb.start > token.end and any(t.text in LISTING_AFTER for t in self.tokens if token.end <= t.start < verb.start)

    def had_right_before(self, token: Token) -> bool:
        """`有X正好5个`: `有X` (X is set) right before the count, only comparison words between."""
        spans = sorted((s for s in self.out.spans if s["end"] <= token.start), key=lambda s: s["start"])
        while spans and spans[-1]["as"] == "comparison":
            spans.pop()
        return len(spans) >= 2 and spans[-2].get("op") == "notnull" and spans[-1]["as"] in ("value", "column")

    def asked_which(self, column) -> bool:
        """Whether the question asks which values of the column (`哪些省份有…`, `…的省份有哪些`): its word
        right after a `which` word, or ending the clause — not a column listed to show (`并给出城市的人口`)."""
        # the column's word may be typed twice (`主办…的单位都有啥`): either asks
        return any(self.asked_at(s) for s in self.out.spans if s["as"] == "column" and s.get("column") == column.name)

    def asked_at(self, span) -> bool:
        index = next((k for k, t in enumerate(self.tokens) if t.start == span["start"]), None)
        if index is None or roles.group_first(self.tokens, index):  # (`singers with more than 1 concert`: asked)
            return index is not None
        before = self.tokens[index - 1] if index > 0 else None
        if before is not None and before.text in WHAT_WORDS:
            # `…都属于什么国家`; not after `哪些列车…`: those rows are asked for, 什么 lists a column of theirs
            return not any(t.text.startswith("哪") for t in self.tokens)
        if before is not None and before.text in GROUP_WHICH or before is not None and (before.is_value or any(
                before.start == t.start and before.end == span["start"] for t in self.out.entity)) and \
                index > 1 and self.tokens[index - 2].text in GROUP_WHICH:
            return True  # `哪些省份`, `哪3个省`, `哪些教练身份` (the table's word typed onto the column's)
        opening = self.tokens[:index]
        since = next((k for k in range(len(opening) - 1, -1, -1) if opening[k].kind == SYMBOL), -1)
        if any(t.text in LISTING_BEFORE for t in opening[since + 1 :]):
            return False  # `并给出城市的人口`: listed to show
        rest = [t for t in self.tokens if t.start >= span["end"]]  # its clause ends at a mark or a word listing more
        clause = next((k for k, t in enumerate(rest) if t.kind == SYMBOL or t.text in LISTING_AFTER), len(rest))
        if all(t.kind == IGNORED or t.text in ASKING_AFTER for t in rest[:clause]):  # `…的省份是什么`
            return True
        # or a mark ends a clause that asks (`…的城市是哪里，平均…`; not `…之前出版，且…`)
        marked = next((k for k, t in enumerate(rest) if self.breaks(span["end"], t.start + 1)), 0)
        return any(t.kind != IGNORED or t.text in ASKING_AFTER for t in rest[:marked]) and all(
            t.kind == IGNORED or t.text in ASKING_AFTER for t in rest[:marked])

    def breaks(self, start: int, end: int) -> bool:
        """Whether a clause ends between two places: a mark (，；？) or a word listing more (以及)."""
        return any(ch in CLAUSE_MARKS for ch in self.q[start:end]) or any(
            t.kind == SYMBOL or t.text in LISTING_AFTER for t in self.tokens if start <= t.start < end)

    def computed_not_ordered(self, intent) -> None:
        """`按体育馆密度由大到小`: the order, average or total is of the density, which the rows do not
        hold, not of the column typed before it (体育馆数量) — it is left out with the quantity."""
        computed = [t for t in self.out.unused if computed_quantity(t.value)]
        if computed and intent.count and not intent.group_by and any(
                t.kind == INTENT and t.value == COUNT and t.start > computed[0].start for t in self.tokens):
            intent.count = False  # `城市的人口密度是多少`: 多少 asks the density, not a number of rows
        if computed and intent.limit and intent.order is None and any(
                t.kind == INTENT and t.value in (MAX, MIN) and t.start == computed[-1].end for t in self.tokens):
            intent.limit = None  # `哪3个城市人口密度最高`: the 3 highest by what no column holds — not any 3
        # (the column typed right before it, or before the words left out with it: `院士占所有医生比例`; or onto it, `生平年龄`)
        columns = {s.get("column") for t in computed for s in self.out.spans if s["as"] == "column" and (
            s["end"] <= t.start and self.left_out_between(s["end"], t.start) or s["start"] == t.end)}
        if not columns:
            return
        if intent.order is not None and intent.order[0] is not None and intent.order[0].name in columns:
            intent.order, intent.limit = None, None
        if intent.aggregate is not None and intent.aggregate[1].name in columns:
            intent.aggregate = None
        if intent.having_of is not None and intent.having_of[1].name in columns:
            intent.having, intent.having_of = None, None
