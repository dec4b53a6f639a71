"""Question words read against one table's words, beside the main reading (docs/one-box.md, "Questions"): a comparison
word that is none here (`最多有5种`, `包含的`), a character the segmenter cut off a column word (`库存数`), which N of
something the table's name only modifies (`哪3个仓库的库位`), the table's word after 的 (`按钮类型的菜单`), a count per
row of another table (`每个分类有多少商品`), an age on a date of birth (ages.py), which of two values (`是男是女`)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from ..words import normalize
from ..words.values import DATE, NUMBER, PERIOD
from .ages import (
    AGE_UNITS,
    AGE_WORDS,
    YEAR_UNITS,
    YEARS_WORDS,
    birth_columns,
    dated_by,
    whole_years,
)
from .passes import BOUND_SUPERLATIVES, WHICH_WORDS
from .question_binding import CLAUSE_MARKS, OF_WORDS
from .questions import birth_dates, quantity_word
from .questions.bounds import bridged_to, verb_bridged
from .questions.group_reads import GROUP_WHICH, GroupReads, asks_after_is  # noqa: F401 (the binder takes it from here)
from .questions.totals import asked_total
from .questions.which_group import verb_run
from .reader import COMPARE, IGNORED, INTENT, KNOWN, WORD, Token
from .roles import Bound, counted_after, period, to_distance
from .sentence_values import WHOLE_DAY_FORMS, is_numeric_column, takes_dates, whole_days
from .tokens import english_counted
from .value_columns import ValueColumns
from .vocabulary import (
    AVG,
    BOTTOM,
    CJK_INTENTS,
    COUNT,
    COUNT_NAME_ENDS,
    COUNT_UNITS,
    DATE_LINKING_WORDS,
    ORDER_WORDS,
    SUM,
    TIME_COMPARISONS,
    TOP,
)

# `地方` ("place") beside a verb, and what a column of the place of that verb ends with (出生地); `城市` only after the verb and 的.
PLACE_WORDS, PLACE_SUFFIXES, CITY = frozenset({"地方"}), frozenset({"地", "地点", "地址", "地区"}), "城市"
HAVING_WORDS = frozenset({"有", "拥有", "共有"})  # join a column counting things to its count (`展园有120个`)
# `名字`, and `名称` `姓名` where no column is so named: the one column named as a name is (影片名, 中文队名).
NAME_WORDS = frozenset({"名字", "名称", "姓名"})
NAME_COLUMN_RE = re.compile(r"(名|名称|(?<![a-z])name)$", re.IGNORECASE)
KEY_NAME_RE = re.compile(r"(?:^|[^a-z])id$", re.IGNORECASE)  # a key of another table (中秋晚会id, user_id)
# A count of rows compared per group (`5个以上`): the comparisons SQL's HAVING takes, on a whole number.
HAVING_OPS = frozenset({"gt", "gte", "lt", "lte", "exact"})
# A count per group this many times the table's rows is a measure typed (`3000万次` over 30 rows), no count.
BEYOND_ROWS = 100
HAVING_NUMBER = re.compile(r"\d{1,9}(\.0+)?")

CLAUSE_ENDS = CLAUSE_MARKS | {"且", "并且", "而且", "但是"}  # what ends a clause after a verb (`…之前举办，且…`)


class QuestionReads(GroupReads, ValueColumns):
    """See the module docstring. Expects the attributes `binding.Binder` sets."""

    def ranked_count(self, i: int) -> bool:
        """`演唱会场次排名前3`, `排名后10`: an order word between a column word and a top or bottom N
        leaves the column word to them (it is what the rows are ranked by)."""
        nxt = self.tokens[i + 1] if i + 1 < len(self.tokens) else None
        return self.tokens[i].value in ORDER_WORDS and nxt is not None and nxt.kind == INTENT and nxt.value in (TOP, BOTTOM)

    def dated(self, i: int) -> bool:
        """`due on 2026-03-31`, `created in 2024-05`, `hired in the last 12 months`: an English word that joins a column
        word to a day or a period, not one that ends the column's reading; `展园有120个` on 展园数量: 有 joins a column
        that counts things to the count, and a column of numbers to a number of no unit (`片长有130分钟`)."""
        nxt = self.tokens[i + 1] if i + 1 < len(self.tokens) else None
        if self.tokens[i].value in HAVING_WORDS and nxt is not None and nxt.kind == NUMBER and \
                self.awaiting is not None and self.awaiting[1] is not None and is_numeric_column(self.awaiting[1]) \
                and (nxt.unit not in COUNT_UNITS or self.awaiting[1].name.endswith(COUNT_NAME_ENDS)):
            return True
        dated = next((t for t in self.tokens[i + 1 :] if t.value != "the"), None)  # (`hired in the last 12 months`;
        return self.tokens[i].value in DATE_LINKING_WORDS | {"the"} and dated is not None and dated.kind in (DATE, PERIOD) \
            and (dated.also or any(map(takes_dates, self.awaiting[3]))) or self.aspect_before_length(i)  # not added_by)

    def comparison_read_otherwise(self, token: Token) -> bool:
        """A comparison word that is none here: `最多有5家门店` (no column word before it: it counts
        rows, an intent; so after a word for a text column), `分类包含的商品` (the goods it has: no text to look for)."""
        if token.text in BOUND_SUPERLATIVES and verb_bridged(self.tokens, self.index_of(token)) and not self.bounds_count(token):
            self.out.unknown.append(token)  # (`最多举办5届` beside 届数: of that column, or how many rows? asked)
            return True
        if token.text in BOUND_SUPERLATIVES and (self.awaiting is None or not any(
                is_numeric_column(c) for c in ([self.awaiting[1]] if self.awaiting[1] else self.awaiting[3]))) \
                and not self.bounds_glued_count(token) and not (self.intent_took_column and self.intents.last_was_aggregate) \
                and not self.years_bounded(token) and not self.bounds_count(token):
            self.intent_word(Token(INTENT, token.text, token.start, token.end, token.value))
            return True
        if token.op == "contains" and (index := self.index_of(token)) + 1 < len(self.tokens) and (self.tokens[index + 1].text in OF_WORDS
                or self.before_count(index) or counted_after(self.tokens, index)) or to_distance(self.tokens, self.index_of(token), self.columns):
            self.out.ignored.append(token.text)  # `每种功效包含多少种食物`: how many it has; `到机场的距离`: 距机场距离's 距
            return True
        return False

    def bounds_count(self, token: Token) -> bool:
        """`参加春晚最多5次`, `最多有5个包裹`: a number of things after the superlative bounds how many rows each group has."""
        index = bridged_to(self.tokens, self.index_of(token))
        return index < len(self.tokens) and self.tokens[index].kind == NUMBER and self.tokens[index].unit in COUNT_UNITS and not any(
            is_numeric_column(c) and c.name.startswith(self.tokens[index].unit) for c in self.columns)  # (`最少有3场` beside 场次: of it?)

    def bounds_glued_count(self, token: Token) -> bool:
        """`最多拥有2座体育馆` with 体育馆数量: the number after the superlative is typed onto the column that counts them: it bounds that column."""
        index = bridged_to(self.tokens, self.index_of(token))
        return index < len(self.tokens) and self.tokens[index].kind == NUMBER and self.glued_column(self.tokens[index]) is not None

    def compared_count(self, token: Token, op: str) -> bool:
        """`哪些省份有3个以上…的城市`, `数量不小于5个的…门店在哪些城市`: a count compared that no column
        of the table counts is the number of rows of each group (intent `having`, settle_intent)."""
        if op == "contains" and self.counts_the_rows(token):
            op = "exact"  # `哪些专业包含5门课程`: has that many of the table's rows
        if token.kind != NUMBER or token.unit not in COUNT_UNITS and not self.rows_numbered(token) or op not in HAVING_OPS or \
                self.intents.counted is not None or not HAVING_NUMBER.fullmatch(str(token.value)):
            return False
        if getattr(self, "after_column", False) or self.count_of_column_after(token):
            return False  # `座位不多于88个`, `少于3座的体育馆`: a number of a column's, no count of rows
        stats = self.held.stats(self.columns[0]) if self.held is not None and self.columns else None
        if stats is not None and stats.all_rows and int(token.value) > stats.rows_read * BEYOND_ROWS:
            return False  # `至少接待了3000万次游客`: far more than the table has rows — a measure, no count of rows
        self.intents.counted = (op, int(token.value), token)
        self.out.spans.append({"text": token.text, "as": "intent", "intent": "having",
                               "start": token.start, "end": token.end})
        return True

    def count_of_column_after(self, token: Token) -> bool:
        """`少于3座的体育馆`, `50条航线`: the count is followed (的 between or not) by a column word."""
        index = self.index_of(token) + 1
        if index < len(self.tokens) and self.tokens[index].text in OF_WORDS:
            index += 1
        nxt = self.tokens[index] if index < len(self.tokens) else None
        fit = self.column_fit([nxt]) if nxt is not None and nxt.kind in (WORD, KNOWN) and not self.names([nxt]) else None
        # (a key names one thing per row, it counts nothing: `举办过5次中秋晚会` on 中秋晚会id counts the rows)
        return fit is not None and any(is_numeric_column(c) and not KEY_NAME_RE.search(c.name) for c in fit[0])

    def rows_numbered(self, token: Token) -> bool:
        """(group_reads.rows_numbered) and, in English, `more than 1 concert`: a count of the table's own rows."""
        return super().rows_numbered(token) or (word := english_counted(self.q, self.tokens, self.index_of(token))) is not None and self.names([word])

    def counts_the_rows(self, token: Token) -> bool:
        """`5家门店`: a count typed onto the table's own word counts its rows (not 覆盖城市数量)."""
        index = self.index_of(token) + 1
        nxt = self.tokens[index] if index < len(self.tokens) else None
        return token.unit in COUNT_UNITS and nxt is not None and nxt.start == token.end and (  # (the word may be two: `5回冬季奥运会`)
            bool(self.names([nxt])) or bool(self.names(self.tokens[index : index + 2]))) or self.rows_numbered(token) or \
            token.kind == NUMBER and token.unit in COUNT_UNITS and self.awaiting is not None and bool(self.awaiting[3]) and \
            all(KEY_NAME_RE.search(c.name) for c in self.awaiting[3])  # (`举办中秋晚会多过5次` after 中秋晚会id: one per row)

    def average_count(self, token: Token, glued: tuple) -> bool:
        """A count typed onto the column that counts those things (`3座体育馆`), before it binds: `包含4座体育馆` has
        that many (no text looked for); `平均有3座体育馆` compares an average per group, no row filter — refused, saying why (True)."""
        if self.pending is not None and self.pending.op == "contains":
            self.out.ignored.append(self.pending.text)
            self.pending = None
        if self.intents.waiting is None or self.intents.waiting[0] not in (AVG, SUM):
            return False
        self.out.why.append(("why_aggregate_compared", glued[0].name, self.q[token.start : glued[1].end]))
        self.out.unknown += [token, glued[1]]
        return True

    def place_word(self, i: int) -> int:
        """`每个地方出生的画家`, `出生的地方`: 地方 beside a verb is the column of its place (出生地); tokens used."""
        token = self.tokens[i]
        if token.text in NAME_WORDS and self.own_name_word(i) and (column := self.name_column()) is not None:
            self.column_word([token], [column], column.name)  # `演员的名字`: 姓名, the one column of names
            return 1
        if token.text not in PLACE_WORDS and token.text != CITY:
            return 0
        after = self.tokens[i + 1] if i + 1 < len(self.tokens) and token.text in PLACE_WORDS else None
        if after is not None and after.start == token.end and (column := self.place_of(after.text)) is not None:
            self.column_word([token, after], [column], column.name)
            return 2
        which = self.tokens[i - 1] if i else None
        places = [c for c in self.columns if not is_numeric_column(c) and c.name.endswith(tuple(PLACE_SUFFIXES))]
        if which is not None and token.text in PLACE_WORDS and (which.text in GROUP_WHICH or which.is_value and i > 1 and
                                  self.tokens[i - 2].text in GROUP_WHICH) and len(places) == 1:
            self.column_word([token], places, places[0].name)  # `哪个地方…最多`: the one column of places
            return 1
        before = self.tokens[i - 2] if i >= 2 and self.tokens[i - 1].text in OF_WORDS else None
        if before is None or (column := self.place_of(before.text)) is None:
            return 0
        last = self.out.spans[-1] if self.out.spans else None
        if before in self.out.unknown:
            self.out.unknown.remove(before)
        elif last is not None and last["as"] == "column" and last["start"] == before.start and \
                self.out.fields and self.out.fields[-1] == last.get("column"):
            self.out.fields.pop()  # `出生的地方`: 出生 was read as a column word asked for (出生日期)
            self.out.spans.pop()
        else:
            return 0
        self.column_word([before, self.tokens[i - 1], token], [column], column.name)
        return 1

    def own_name_word(self, i: int) -> bool:
        """`球队的名称`, `给出歌手名称以及姓名`: a name word after the table's own word, or after no word
        at all, is the rows' own name; after another word (`部门名称`, `作者的姓名`) it is the name of
        that other thing, which this table does not hold."""
        j = i - 1 if i and self.tokens[i - 1].text not in OF_WORDS else i - 2
        if j < 0 or self.tokens[j].kind not in (WORD, KNOWN):
            return True
        column = self.name_column()  # `中文名字`: 中文 read as the word of the name column (中文名) itself
        return any(t.start == self.tokens[j].start for t in self.out.entity) or column is not None and any(
            s["as"] == "column" and s["start"] == self.tokens[j].start and s.get("column") == column.name
            for s in self.out.spans)

    def name_column(self):
        """The one text column named a name (姓名, 中文名, 名称, name), or None."""
        found = [c for c in self.columns if not is_numeric_column(c) and NAME_COLUMN_RE.search(c.name)]
        return found[0] if len(found) == 1 else None

    def place_of(self, verb: str):
        """The one text column named the verb and a place word (`出生` → 出生地), or None."""
        found = [c for c in self.columns if not is_numeric_column(c) and c.name.startswith(verb) and
                 c.name[len(verb):] in PLACE_SUFFIXES]
        return found[0] if len(found) == 1 else None

    def before_count(self, index: int) -> bool:
        """Whether a count is asked right after this word (`举办了多少次`, `包含几种`): the word is the verb of what is counted, no condition."""
        nxt = next((t for t in self.tokens[index + 1 :] if t.kind != IGNORED), None)
        return nxt is not None and nxt.kind == INTENT and nxt.value == COUNT

    def column_word_tail(self, i: int) -> bool:
        """`库存数正好500` on 库存数量: one character the segmenter cut off a column word, that the
        column's name goes on with, is part of that word (数 for 数量, as people shorten it)."""
        token = self.tokens[i]
        last = self.out.spans[-1] if self.out.spans else None
        rest = token.text[1:]  # `库存数最多`: the segmenter keeps 数最多 whole; 最多 is the question's
        if last is None or last["as"] != "column" or not last.get("column") or last["end"] != token.start \
                or not normalize.is_cjk_word(token.text[:1]) or rest and rest not in CJK_INTENTS:
            return False
        column = next((c for c in self.columns if c.name == last["column"]), None)
        said = normalize.fold(last["text"] + token.text[:1])
        # (`出生地点` for 出生地: 地点 is how people say 地, a place)
        if column is None or not any(said in normalize.fold(w) for w in (column.name, column.comment or "")) and \
                not (said.endswith("地点") and column.name.endswith("地")):
            return False
        last["text"] += token.text[:1]
        last["end"] = token.start + 1
        if self.awaiting is not None and self.awaiting_end == token.start:
            self.awaiting_end = token.start + 1
        if rest:
            self.intent_word(Token(INTENT, rest, token.start + 1, token.end, CJK_INTENTS[rest]))
        return True

    def asks_about_another(self, i: int, phrase: Sequence[Token]) -> None:
        """`哪3个仓库的库位最多` on 仓库库位: which N of something the table's name only modifies (仓库
        before its head 库位) asks for those things ranked by their rows, which no link of this table
        shows; the words are refused and the answer says why."""
        if i < 2 or self.tokens[i - 1].kind != NUMBER or self.tokens[i - 2].kind != INTENT or \
                self.tokens[i - 2].text not in WHICH_WORDS:
            return
        said = normalize.fold_identifier(self.q[phrase[0].start : phrase[-1].end])
        names = (self.record.name, self.record.comment or "")
        if not said or any(normalize.fold_identifier(n).endswith(said) for n in names) or \
                self.text_columns_named(self.q[phrase[0].start : phrase[-1].end]):
            return  # (`哪3个城市的城市美食最多` on 城市美食 by 城市id: the group is this table's)
        which = {self.tokens[i - 2].start, self.tokens[i - 1].start}
        self.out.spans = [s for s in self.out.spans if not (s["as"] == "intent" and s["start"] in which)]
        self.out.unknown += [self.tokens[i - 2], self.tokens[i - 1]]
        self.out.why.append(("why_which_other", self.q[phrase[0].start : phrase[-1].end],
                             self.q[self.tokens[i - 2].start : phrase[-1].end]))

    def between_table_words(self, i: int) -> bool:
        """`行星相关的电影` for 行星相关电影: a word of the table's name, typed between words naming it (的 between or not), is one more of them — no condition."""
        token, last = self.tokens[i], self.out.spans[-1] if self.out.spans else None
        if token.kind != WORD or last is None or last["as"] != "entity" or last["end"] != token.start or \
                not self.in_table_name_words([token]):
            return False
        k = i + 1 + (i + 1 < len(self.tokens) and self.tokens[i + 1].text in OF_WORDS)
        if k >= len(self.tokens) or not self.names(self.tokens[k : k + 1]):
            return False
        self.out.entity.append(token)
        self.span([token], "entity")
        return True

    def table_word_after_of(self, i: int, phrase: Sequence[Token]) -> bool:
        """`按钮类型的菜单`: after 的, a word that names the table is the table's word (the menus of the
        button type), even where a legend of the column before also spells it (菜单 = C)."""
        return i > 0 and self.tokens[i - 1].text in OF_WORDS and bool(self.names(phrase))

    def whole_label_naming_table(self, phrase: Sequence[Token]) -> bool:
        """`秒杀订单` (订单类型 1->秒杀订单): a whole label with the table's word in it is that label — unless
        the table's own name or description spells it (`菜单` in 菜单权限表 is the table), or it only says the label (回款)."""
        if not (self.names(phrase) and self.label_columns(phrase)) or self.names_table.spelled_by_table(phrase) or \
                normalize.fold(self.q[phrase[0].start : phrase[-1].end]) in self.english:
            return False
        return self.label(phrase) or True

    def settle_intent(self) -> None:
        """The intent, settled. `每个城市` where 城市 is the table's own word: grouped by the column that is the word
        itself when there is one (菜系分布城市.城市); else a count asked per row of the table itself (`每个会员等级有多少人`
        on the levels table) is marked, for the sentence module to weigh (a reading that groups by a column wins)."""
        intent = self.out.intent = self.intents.settle()
        asked_total(self, intent)  # `去年的订单总金额是多少`: their total
        self.per_each_listed(intent)  # `分别给出男性和女性…的身高总和`: per 性别
        self.unmeasured_units()
        if (group := self.intents.counts_only) is not None and intent.count and not intent.group_by \
                and intent.aggregate is None:
            self.per_count_column(group, intent)
        if self.intents.counted is not None:
            self.settle_having(intent)
        if self.intents.compared_aggregate is not None:
            self.settle_compared_aggregate(intent)
        self.settle_most_rows(intent)
        self.out.refuse(self.intents.unclear_order(intent))  # `高校最多的3个省份`, 高校 fitting two counts
        self.out.refuse(self.intents.count_of_column(intent, self.out.spans, self.tokens))  # `电视剧导演有几个`
        self.computed_not_ordered(intent)
        group = self.intents.grouped_table
        if group is None or intent.group_by:
            return
        named = [t for t in self.out.entity if t.start >= group.end]
        run = named[:1]
        for token in named[1:]:
            if token.start - run[-1].end > 1:
                break
            run.append(token)
        if not run:
            return
        said = normalize.fold(self.q[run[0].start : run[-1].end])
        fit = self.column_fit(run, strong=True)
        same = [c for c in (fit[0] if fit else ()) if said in (normalize.fold(c.name),
                                                                normalize.fold(normalize.comment_main(c.comment or "")))]
        if len(same) == 1:
            intent.group_by.append(same[0])
        elif intent.count and self.counted_right_after(run[-1]) and not verb_run(self, run):
            intent.per_row = (group, run[0].start, run[-1].end)
        elif (intent.count or intent.aggregate) and len(named := self.text_columns_named(said) or
                                                        self.text_columns_named(run[0].text)) == 1:
            # `每个城市作为主会场的次数` on 举办城市: per 城市名称 (a count or total; `每一部电影的类型` lists each)
            intent.group_by.append(named[0])

    def verb_after_time(self, index: int) -> bool:
        """`2004年及其之前举办的论坛`: a verb right after a time (and its comparison), before `的`, a count or the clause's
        end, says what happened then — bound to the table's one date column, it adds nothing (labels were kept before)."""
        token, before = self.tokens[index], self.tokens[index - 1]
        time = self.tokens[index - 2] if before.kind == COMPARE and index >= 2 else before
        nxt = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        return normalize.part_of_speech(token.value) == "v" and time.kind in (DATE, PERIOD) and \
            (nxt is None or nxt.value == "的" or nxt.text in CLAUSE_ENDS or nxt.kind == INTENT and nxt.value == COUNT) and \
            dated_by(token.text, self.columns, self.record.name)  # (`最近7天收到多少条留言`: how many the verb says)

    def unit_misfit(self, column, tokens) -> str | None:
        """`妃子不超过35岁` with 妃子数量: an age is no count of things, so the column word is not the value's — asked, never `妃子数量 <= 35`."""
        if any(t.unit in AGE_UNITS for t in tokens) and column.name.endswith(COUNT_NAME_ENDS):
            return "why_age_not_count"
        return None

    def age_word(self, token: Token) -> bool:
        """`年龄` on a table with no age column but one date of birth: that column, whose numbers typed after it
        are ages (ages.py); `年数` right after a date column's word (`设立年数`): the years since it."""
        if token.value in YEARS_WORDS and self.awaiting is not None and self.awaiting[1] is None and \
                self.awaiting_end == token.start and len(dates := [c for c in self.awaiting[3] if takes_dates(c)]) == 1:
            # `成立年数`: of the columns 成立 fits (成立时间, 成立地点), the one date
            self.awaiting = (self.awaiting[0], dates[0], self.awaiting[2], dates)
            for span in self.out.spans:
                if span["as"] == "column" and span["start"] == self.awaiting[0].start:
                    span["column"] = dates[0].name
                    span.pop("columns", None)
        if token.value in YEARS_WORDS and self.awaiting is not None and self.awaiting[1] is not None and \
                takes_dates(self.awaiting[1]) and self.awaiting_end == token.start:
            self.age_of = self.awaiting[1]
            self.out.ignored.append(token.text)
            return True
        if token.value not in AGE_WORDS or self.column_fit([token]) is not None:
            return False
        births = birth_columns(self.columns)
        if len(births) != 1:
            return False
        self.age_of = births[0]
        self.column_word([token], births, token.text)
        return True

    def aged(self, token: Token, columns) -> bool:
        """Whether a number typed for these columns is an age on a date of birth (`10年之前`: 2010, or ten years ago?)."""
        return token.kind == NUMBER and all(takes_dates(c) for c in columns) and not any(
            t.start == token.end and t.text in TIME_COMPARISONS for t in self.tokens) and (
            token.unit in AGE_UNITS or token.unit in YEAR_UNITS and whole_years(token.value) is not None or
            [c.id for c in columns] == [getattr(getattr(self, "age_of", None), "id", None)])

    def as_birth_dates(self, bound: Bound, tokens: Sequence[Token]) -> Bound | None:
        return birth_dates.as_birth_dates(self, bound, tokens)

    def dated_by_verb(self, token: Token) -> list:
        """The column a number with a unit typed after a verb is of: the date (`离婚12年`) or the quantity (`买了3件`)."""
        return birth_dates.dated_by_verb(self, token) or quantity_word.quantity_of_verb(self, token)

    def as_whole_days(self, bound: Bound) -> Bound:
        """A day on a column whose rows hold moments (`2026-03-31 10:00:00`), as that whole day."""
        if bound.column is None or not any(o == "exact" and len(str(v)) == 10 for o, v in bound.conditions) or \
                self.form_of(bound.column) not in WHOLE_DAY_FORMS:  # (no day typed: the rows' form is not read)
            return bound
        return replace(bound, conditions=whole_days(bound.conditions))

    def chosen_between(self, previous: Bound | None, bound: Bound, either: Token) -> bool:
        """`价格低于100或者销量超过500`: two conditions, each one comparison on a column of this table,
        or a period of one (`刚好34岁或者…`: from a day to the next year's), are one choice — rows meeting
        either (the same number in `Bound.either`). A side that is no column's is not read so."""
        if not any(s["as"] == "value" and s["start"] < either.start for s in self.out.spans):
            self.out.ignored.append(either.text)  # `或者销量超过500的商品` (a side taken away): one condition
            return True
        if previous is None or previous.column is None or bound.column is None or \
                not all(len(b.conditions) == 1 or period(b.conditions) for b in (previous, bound)):
            return False
        previous.either = bound.either = previous.either or 1 + max((b.either or 0) for b in self.out.bound)
        span = {"text": either.text, "as": "comparison", "op": "or", "start": either.start, "end": either.end}
        at = next((i for i, s in enumerate(self.out.spans) if s["start"] > either.start), len(self.out.spans))
        self.out.spans.insert(at, span)
        return True

    def aged_elsewhere(self, token: Token, candidates) -> bool:
        """`朝代40岁以下`: an age typed after a text column's word (所处朝代) is no value of it when the
        table has an age, or one date of birth, to take it — unless the column's rows hold it so."""
        if token.kind != NUMBER or token.unit not in AGE_UNITS or any(
                is_numeric_column(c) or takes_dates(c) or self.held_text(c, token.text) is not None for c in candidates):
            return False
        return bool(self.births(token.unit)) or any(is_numeric_column(c) and (
            "年龄" in f"{c.name}{c.comment or ''}" or "age" in c.name.lower()) for c in self.columns)

    def births(self, unit: str) -> list:
        """`30岁以下的员工` on a table with a date of birth and no age: that column."""
        return birth_columns(self.columns)[:1] if unit in AGE_UNITS and len(birth_columns(self.columns)) == 1 else []

    def asks_which(self, bound: Bound, tokens: Sequence[Token]) -> bool:
        """`他是男是女`, `男的还是女的`: two values of the column the last value went to, each after 是
        (or joined by 还是), ask which of them a row holds — the column is wanted, no filter."""
        previous = self.out.bound[-1] if self.out.bound else None
        last = next((s for s in reversed(self.out.spans) if s["as"] == "value"), None)
        if previous is None or last is None or bound.column is None or previous.column != bound.column or \
                [o for o, _ in previous.conditions] != ["exact"] or [o for o, _ in bound.conditions] != ["exact"]:
            return False
        between = self.q[last["end"] : tokens[0].start].strip()
        copulas = self.q[max(last["start"] - 1, 0) : last["start"]] == "是" and between == "是"
        if not copulas and not (self.either is not None and self.either.text == "还是"):
            return False
        self.either = None
        self.out.bound.remove(previous)
        self.out.fields.append(bound.column.name)
        last.update({"as": "column", "column": bound.column.name})
        last.pop("label", None)
        last.pop("op", None)
        self.out.ignored.append(self.q[tokens[0].start : tokens[-1].end])
        return True
