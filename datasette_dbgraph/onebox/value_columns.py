"""Values typed against a column's name (docs/one-box.md, "Binding values"): a date before the word of
its column (`1999年之前成立的公司` → 成立时间, not 上市时间), a number that begins a column's name
(`5星占比` is the column 5星占比, not the value 5星); a unit asked that no column measures (`持续了几天`);
the years a verb has gone on (`使用年数` on 上线时间). A mixin of `question_reads.QuestionReads`."""

from __future__ import annotations

import re

from ..index.records import ColumnRecord
from ..sources.values import MEASURED
from ..words import normalize
from ..words.spoken import ENDING_STEM_MIN, count_stem
from ..words.values import CODE, NUMBER, PERIOD
from .ages import years_of
from .lexicon import char_before_intents, no_column
from .passes import HOW_MUCH, MEASURE_UNITS
from .questions.agents import verb_column
from .questions.group_reads import MOST_ROWS_WORDS
from .reader import BEFORE, COMPARE, IGNORED, INTENT, KNOWN, WORD, Token
from .roles import Bound, english_name_after
from .sentence_values import (
    conditions_for,
    counts_things,
    is_numeric_column,
    takes_dates,
)
from .tokens import spaced
from .vocabulary import (
    COUNT_UNITS,
    GLUED_COUNT_UNITS,
    UNIT_COLUMN_WORDS,
    computed_quantity,
)

YEARS_FROM_DATES = frozenset({"年", "岁", "周岁"})  # `开了多少年`, `多少岁`: years asked of a date (since it, or birth)
PER_WORD = "每"  # typed onto a number, "per" may begin a column's name (`每100克热量`)
NAME_WORDS_AFTER_NUMBER = 4  # a column's name a number begins (`5星占比`): looked for over this many words
YEARS_COUNT_WORDS = frozenset({"年数", "年头"})  # `使用年数`: years a verb has gone on (years_of_verb)
YEAR_NAMES = frozenset({"年份", "年度", "年", "year"})
NAME_TAIL, COUNT_TAIL = "字", "数"  # `中文名字`: 名字 for a name (中文名); `评价人数数`: 数 typed onto a count says no more
SCORE_TAIL, UNDER = "分", "下"  # `口味分` said for 口味评分; `每种语言下有多少…` (under each)
KIND_INFIX = "类"  # `社交类APP` on 社交APP: between words of the table's name, in order, a kind of it
MAGNITUDE_WORDS = frozenset("万亿千百")  # a number typed with these is a magnitude (`8000亿`), never a rate
RATE_NAME_ENDS = ("率", "比", "占比", "比例")  # how names of rates end
TOTAL_BEFORE_RE = re.compile(r"总[\u4e00-\u9fff]{0,4}$")
SHARE_SAID, SHARE_WORDS_BETWEEN = "占比", 3  # `占多少比`: the share said in two pieces, at most 3 intent words between
HAVE, OF_WORD = "有", "的"
# `2016年平均月薪`, `2016平均月薪`: a year typed for a column named for the class of that year (2016届).
YEAR_TYPED_RE, CLASS_OF = re.compile(r"(\d{4})年?"), "届"
# A column named for the table's own rows: the table's name (or its start) and one of these (省份 → 省名).
OWN_NAME_ENDINGS = ("名", "名称", "姓名", "名字")
ASPECT_WORDS = frozenset({"了", "过", "着"})  # after a verb, when or how it went (`获得了`), nothing of what
COUNT_NAME_ENDINGS = ("数量", "个数", "人数", "总数", "数")  # of a count of things (酒店数量, 院士校友人数, 景点数)
COUNTED_WORDS_BEFORE = 3  # the things a count is of are looked for over this many words before its comparison


class ValueColumns:
    """See the module docstring. Expects the attributes `binding.Binder` sets."""

    def holds_years(self, column: ColumnRecord) -> bool:
        """Whether the column's rows hold years as numbers (held_values.TableValues.holds_years)."""
        return (held := getattr(self, "held", None)) is not None and held.holds_years(column)

    def number_in_column_name(self, token: Token) -> int:
        """`5星占比超过50%`: a number typed onto the words after it, together the whole name of one of
        the table's columns, is that column's word — no value. How many tokens it used (0: none)."""
        index = self.token_at.get(token.start) if token.kind in (CODE, NUMBER, PERIOD) else None
        if index is not None and token.kind == CODE and token.text[:1].isdigit():
            return self.number_in_quantity(token, index, {token.text})  # (`5A景区比例`)
        if index is None or token.kind not in (NUMBER, PERIOD):
            return 0  # (a year is a number too: `2016届平均月薪`)
        run = [token]
        # as typed, or in digits (`一星占比` for 1星占比)
        spellings = {token.text, f"{token.value}{token.unit or ''}"}
        if (year := YEAR_TYPED_RE.fullmatch(token.text)) is not None:  # (`2016年平均月薪` for 2016届平均月薪)
            spellings |= {year.group(1) + CLASS_OF}
        # (`每100克热量`, `每一百克热量`: 每 typed onto the number begins the name too — no group)
        per = self.tokens[index - 1] if index and self.tokens[index - 1].text == PER_WORD and \
            self.tokens[index - 1].end == token.start else None
        spellings |= {PER_WORD + spelled for spelled in spellings} if per is not None else set()
        for nxt in self.tokens[index + 1 : index + 1 + NAME_WORDS_AFTER_NUMBER]:
            if nxt.start != run[-1].end or nxt.kind not in (WORD, KNOWN, INTENT, IGNORED):
                break  # (an intent or a measure word inside the name is the name's: `2016届平均月薪`)
            run.append(nxt)
            # (`2014届的平均月薪`, `2016届月薪平均`: 的 between, or the words of the rest in another order)
            rest = self.q[token.end : nxt.end].replace("的", "")
            keys = {normalize.fold_identifier(spelled + rest) for spelled in spellings}
            named = [c for c in self.columns if normalize.fold_identifier(c.name) in keys] or [
                c for c in self.columns for spelled in spellings if (name := normalize.fold_identifier(c.name))
                .startswith(head := normalize.fold_identifier(spelled)) and sorted(name[len(head):]) == sorted(
                    normalize.fold_identifier(rest))]
            if len({c.id for c in named}) == 1:
                if per is not None and normalize.fold_identifier(named[0].name).startswith(PER_WORD):
                    self.forget_intent(per)
                    run.insert(0, per)
                self.column_word(run, named, named[0].name)
                return len(run) - (run[0] is per)
            if (used := self.intent_inside_name(token, run, spellings)):
                return used
        # (`2014届最少有多少人` on 2014届人数: a class typed alone begins the name of one column only)
        typed = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        named = [c for c in self.columns if c.name.startswith(token.text + CLASS_OF)] if typed is not None and \
            typed.start == token.end and typed.text == CLASS_OF else []
        if len(named) == 1:
            self.column_word([token, typed], named, named[0].name)
            return 2
        return self.number_in_quantity(token, index, spellings)

    def intent_inside_name(self, token: Token, run: list[Token], spellings: set) -> int:
        """`5星最大占比`, `五星的平均占比` on 5星占比: a number and the words after it spell a column's whole
        name but for intent words inside it — those ask of it (its maximum), the rest is its word (0: none)."""
        intents = [t for t in run[1:] if t.kind == INTENT]
        words = [t for t in run[1:] if t.kind != INTENT and t.text != OF_WORD]
        if not intents or not words or run[-1].kind == INTENT:
            return 0
        keys = {normalize.fold_identifier(spelled + "".join(t.text for t in words)) for spelled in spellings}
        named = [c for c in self.columns if normalize.fold_identifier(c.name) in keys]
        if len(named) != 1:
            return 0
        self.span([token], "column", column=named[0].name)
        for intent in intents:
            self.intent_word(intent)
        self.column_word(words, named, named[0].name)
        return len(run)

    def number_in_quantity(self, token: Token, index: int, spellings: set) -> int:
        """`1星评价人数` (评价人数 × 1星占比), `5A景区比例`: a number that begins a column's name (1星占比),
        typed onto words ending in a column's word or a quantity worked out, names a quantity worked out from
        columns — no value of any column: left out with its words, and named. How many tokens it used."""
        heads = {normalize.fold_identifier(spelled) for spelled in spellings}
        names = self.folded_names
        if token.kind not in (NUMBER, CODE) or not any(not h or h[:1] in self.aids.name_starts for h in heads) or not any(name.startswith(head) and name != head for name in names for head in heads):
            return 0
        run = [token]
        for nxt in self.tokens[index + 1 : index + 1 + NAME_WORDS_AFTER_NUMBER]:
            if nxt.start != run[-1].end or nxt.kind not in (WORD, KNOWN):
                break
            run.append(nxt)
        while len(run) > 1 and not computed_quantity(run[-1].value) and \
                normalize.fold_identifier(self.q[run[1].start : run[-1].end]) not in names:
            run.pop()
        if len(run) == 1:
            return 0
        after = next((t for t in self.tokens[index + len(run) :] if t.kind != IGNORED), None)
        if after is not None and (after.kind == COMPARE or after.is_value):
            self.out.unknown.extend(run)  # `5星评价人次高于5000`: no rows are picked by what no column holds
            self.out.why.append(("why_quantity_compared", "", self.q[run[0].start : run[-1].end]))
            return len(run)
        self.out.unused.extend(run)
        self.out.worked_out.extend(run)
        return len(run)

    def stem_fit(self, tokens, words: str, only_name: bool):
        """`32块金牌`, `金牌不少于32块` on 金牌数: a Chinese word naming no column but what one number column
        counts (its name is the word and a count ending, `spoken.COUNT_ENDINGS`) is its word; (fits, words)."""
        if not only_name and len(tokens) == 1 and (named := verb_column(self.columns, words)) is not None:
            return [named], words
        if only_name or len(tokens) != 1 or len(words) < ENDING_STEM_MIN or not normalize.is_cjk_word(words) or \
                no_column(self.record, self.columns, words):
            return None
        folded = normalize.fold(words)
        named = [c for c in self.columns if is_numeric_column(c) and count_stem(c.name) == folded]
        return (named, words) if len(named) == 1 else None

    def fits_by_unit(self, fits: list, token: Token, said: Token) -> list:
        """Of several columns a word fits (`生产总值` → 地区生产总值, 生产总值增长率), those a number typed
        after it can be of: a magnitude (`8000亿`) is no rate — unless a total is said (`总广告成本`: it
        may be worked out from them). All of them when that leaves none."""
        # (`北京学校的人数` → 学校人数, not 教职工人数: the one named the table's own word and the word said)
        word, table = normalize.fold(said.text), normalize.fold(self.record.name)
        own = [c for c in fits if (name := normalize.fold(c.name)).endswith(word) and name[: -len(word)] in table]
        if len(own) == 1 and len(word) < len(own[0].name):
            return own
        # (a number is no value of a text column; its unit says which: `跑道不少于8条` counts 跑道数量, not
        # 跑道长度; `参展2天` is 参展天数)
        fits = [c for c in fits if is_numeric_column(c) or self.form_of(c) == MEASURED] or fits
        if token.unit and len(fits) > 1:
            fits = [c for c in fits if (counts_things(c, token.unit) if token.unit in COUNT_UNITS
                                        else token.unit in f"{c.name}{c.comment or ''}")] or fits
        # (a total typed onto the words before the column's: `总广告成本`)
        if not any(ch in MAGNITUDE_WORDS for ch in token.text) or TOTAL_BEFORE_RE.search(self.q[: said.start]):
            return fits
        return [c for c in fits if not c.name.endswith(RATE_NAME_ENDS)] or fits

    def count_named_before(self, token: Token) -> None:
        """`酒店不超过500个的酒店集团` (酒店数量), `院士校友不超过75人` (院士校友人数): the words typed right
        before a count's comparison, read as a table or as nothing, are with a count ending the name of
        one column that counts them. Kept (`count_named`) for when the count can be of no group's rows
        (`bind_count_named`): `酒店集团的酒店低于5个的总部在哪些省` counts the groups per province."""
        pending = self.pending
        if token.kind != NUMBER or pending is None or self.awaiting is not None or \
                self.q[pending.end : token.start].strip():
            return
        at = self.index_of(pending)
        run: list[Token] = []
        for before in reversed(self.tokens[max(0, at - COUNTED_WORDS_BEFORE) : at]):
            if before.end != (run[0].start if run else pending.start) or before.kind not in (WORD, KNOWN) or \
                    not any(t is before for t in self.out.unknown + self.out.entity):
                break
            run.insert(0, before)
        for k in range(len(run)):  # (the most words first: `院士校友` before `校友`)
            words = run[k:]
            stem = normalize.fold(self.q[words[0].start : words[-1].end])
            named = [c for c in self.columns if is_numeric_column(c) and
                     normalize.fold(c.name) in {stem + ending for ending in COUNT_NAME_ENDINGS}]
            if len(named) == 1 and not (token.unit in COUNT_UNITS and not counts_things(named[0], token.unit)):
                self.count_named = (named[0], token, words)
                return

    def bind_count_named(self, token: Token, op: str, fits: list | None = None) -> bool:
        """The count compared, of no group's rows, is the value of the column its words name (kept by
        `count_named_before`): the words are that column's, the count its value. `fits`: the columns
        the number alone could be of, of which that column is one (`酒店不是500个`)."""
        column, counted, words = getattr(self, "count_named", None) or (None, None, ())
        if counted is not token or fits is not None and fits and column not in fits:
            return False
        starts = {t.start for t in words} | {token.start}
        self.out.unknown = [t for t in self.out.unknown if t.start not in starts]
        self.out.entity = [t for t in self.out.entity if t.start not in starts]
        self.out.spans = [s for s in self.out.spans if s["start"] not in starts]
        self.span(words, "column", column=column.name)
        self.add(Bound(column, column.name, conditions_for(NUMBER, token.value, op, token)), [token], op=op)
        self.out.spans.sort(key=lambda s: s["start"])
        return True

    def lone_char_onto_column(self, i: int) -> int:
        """`内舱房` on 内舱房价格, cut 内|舱房: a lone character no table or column knows, typed onto a word
        fitting one column, the two inside its name, is that word's first (`中文名字` on 中文名: 字 is none)."""
        token, last = self.tokens[i], self.out.spans[-1] if self.out.spans else {}
        onto = last.get("as") == "column" and last["end"] == token.start
        column = next((c for c in self.columns if c.name == last.get("column")), None) if onto else None
        nxt = self.tokens[i + 1] if i + 1 < len(self.tokens) else None
        name, said = self.record.name, str(last.get("text")) if last.get("as") == "entity" else "\0"
        grouped = onto and any(t.end == last["start"] and t.kind == INTENT for t in self.tokens)  # (`每种` before)
        if onto and token.text == NAME_TAIL and last["text"].endswith("名") or \
                column is not None and token.text == COUNT_TAIL and is_numeric_column(column) or \
                column is not None and token.text == SCORE_TAIL and column.name.endswith(SCORE_TAIL) and \
                is_numeric_column(column) or token.text == UNDER and grouped or \
                token.text == KIND_INFIX and nxt is not None and last.get("end") == token.start == nxt.start - 1 and \
                -1 < name.find(said) < name.find(nxt.text, name.find(said) + len(said)) or char_before_intents(self.tokens, i, self.columns):
            self.out.ignored.append(token.text)  # (名字 is 名; 人数数 is 人数; 社交类APP is 社交APP; 口味分 is 口味评分; 年平均收益)
            return 1
        if token.kind != WORD or len(token.text) != 1 or not normalize.is_cjk_word(token.text) or nxt is None or \
                nxt.start != token.end or nxt.kind not in (WORD, KNOWN):
            return 0
        fit = self.column_fit([nxt])
        if fit is None or len(fit[0]) != 1 or normalize.fold(token.text + nxt.text) not in normalize.fold(fit[0][0].name):
            return 0
        self.column_word([token, nxt], fit[0], fit[0][0].name)
        return 2

    def aspect_before_length(self, i: int) -> bool:
        """`成立了13年`, `上映了3年`: 了 between a date's word and a length of time says it has gone on
        that long — the length is that date's value, as in `成立13年`."""
        nxt = self.tokens[i + 1] if i + 1 < len(self.tokens) else None
        awaiting = ([self.awaiting[1]] if self.awaiting[1] is not None else self.awaiting[3]) if self.awaiting else []
        return self.tokens[i].value in ASPECT_WORDS and nxt is not None and nxt.kind == NUMBER and \
            nxt.unit in YEARS_FROM_DATES and bool(awaiting) and all(takes_dates(c) for c in awaiting)

    def years_bounded(self, token: Token) -> bool:
        """`成立最多11年`, `开业最少3年`: 最多/最少 between a date's word and years is at most, at least that
        long ago — no maximum of the date."""
        index = self.index_of(token)
        nxt = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        awaiting = ([self.awaiting[1]] if self.awaiting[1] is not None else self.awaiting[3]) if self.awaiting else []
        return bool(awaiting) and all(takes_dates(c) for c in awaiting) and nxt is not None and \
            nxt.kind == NUMBER and nxt.unit in YEARS_FROM_DATES

    def verb_of_counted(self, index: int) -> bool:
        """`获得了不少于32块金牌` on 金牌数: a verb right before a count (a comparison between or not) typed
        onto the word of the column that counts those things says nothing more than the count."""
        if normalize.part_of_speech(self.tokens[index].value) != "v":
            return False
        after = [t for t in self.tokens[index + 1 : index + 4] if not (t.kind == IGNORED and t.value in ASPECT_WORDS)]
        if after and after[0].kind == COMPARE and after[0].place == BEFORE:
            after = after[1:]
        glued = self.glued_column(after[0]) if after and after[0].kind == NUMBER else None
        # (only a column that counts just those things: `覆盖5个国家` is not 上线国家数量's count)
        return glued is not None and count_stem(glued[0].name) == normalize.fold(glued[1].text)

    def verb_of_rows_counted(self, index: int) -> bool:
        """`举办演唱会最少的歌手`, `获得MVP最多的国家`: a verb typed onto the table's words, the most or
        fewest rows asked after them with no column (per the group asked), says what the rows are —
        the count of them is asked, not which of them."""
        token = self.tokens[index]
        nxt = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        superlative = self.intents.superlative
        if normalize.part_of_speech(token.value) != "v" or nxt is None or nxt.start != token.end or \
                not any(nxt.start == t.start for t in self.out.entity):
            return False
        if self.intents.counted is not None:
            return True  # (`获得文学奖最少5次的作者`, `有5人获得金球奖的国家`: the rows counted per group)
        most = getattr(self, "rows_most", None) or (
            superlative[1] if superlative is not None and superlative[2] is None else None)
        if most is None or most.text not in MOST_ROWS_WORDS or most.start <= nxt.start:
            return False
        after = [t for t in self.tokens if t.start >= most.end][:2]
        after = after[1] if len(after) == 2 and after[0].text == HAVE else after[0] if after else None
        return after is None or not after.is_value  # (`最少有500位嘉宾` is at least, no most)

    def groups_own_rows(self, intent) -> None:
        """`哪些省拥有的高校最少` read on the provinces table, grouped by its own name (省名): each group is
        one row, so the count is of another table's rows — marked as a count per row of the table itself,
        which the sentence weighs and, when other tables' rows belong to these, refuses."""
        if not intent.count or len(intent.group_by) != 1 or intent.aggregate is not None or intent.per_row:
            return
        column, name = intent.group_by[0].name, self.record.name
        if not any(column == name[:k] + ending for k in range(1, len(name) + 1) for ending in OWN_NAME_ENDINGS):
            return
        span = next((s for s in self.out.spans if s["as"] == "column" and s.get("column") == column), None)
        token = next((t for t in self.tokens if span is not None and t.start == span["start"]), None)
        if token is not None:
            intent.per_row = (token, span["start"], span["end"])

    def quantity_compared(self, index: int) -> bool:
        """`生平年龄不低于60岁`: a quantity worked out from columns typed onto a column word, a comparison
        and a value after them — what is compared is the quantity (the years from birth to death), not
        the column (an age today): refused, saying why."""
        token = self.tokens[index]
        nxt = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        if not computed_quantity(token.value) or nxt is None or nxt.start != token.end or nxt.kind not in (WORD, KNOWN):
            return False
        after = next((t for t in self.tokens[index + 2 :] if t.kind not in (IGNORED, COMPARE)), None)
        if after is None or not after.is_value:
            return False
        self.out.why.append(("why_quantity_compared", "", self.q[token.start : nxt.end]))
        return True

    def own_named(self, fits: list, words) -> list:
        """Of the columns a unit fits (`4千人`: 学校人数, 教职工人数), the one named the table's own word and
        the unit's word (学校人数 on 北京学校), when there is one."""
        table = normalize.fold(self.record.name)
        own = [c for c in fits if any((name := normalize.fold(c.name)).endswith(w) and name[: -len(w)]
                                      and name[: -len(w)] in table for w in words)]
        return own if len(own) == 1 else fits

    def column_after_value(self, phrase, fits: list) -> bool:
        """`非加拿大国籍的运动员`: a value that fits several columns (国籍, 出生地), the word of one of them typed
        right after it, is that column's value — the word names no column to show. (First, as every
        column word, the one still waiting for a value goes without.)"""
        self.flush_awaiting(modifier=self.flag_modifies(phrase[0]))
        last = self.out.bound[-1] if self.out.bound else None
        span = next((s for s in reversed(self.out.spans) if s["as"] == "value"), None)
        if last is None or last.column is not None or not last.options or span is None or span["end"] != phrase[0].start:
            return False
        chosen = [c for c in fits if c in last.options]
        if len(chosen) != 1:
            return False
        last.column, last.key_words, last.options = chosen[0], chosen[0].name, []
        if is_numeric_column(chosen[0]):  # (`包含50个国家`: has that many, no text looked for)
            last.conditions = [("exact" if o == "contains" else o, v) for o, v in last.conditions]
        span["column"] = chosen[0].name
        span.pop("columns", None)
        self.span(phrase, "column", column=chosen[0].name)
        return True

    def glued_column(self, token: Token) -> tuple[ColumnRecord, Token] | None:
        """`10年级`: a number typed right before a word that names one number column of this table;
        `3座体育馆` with 体育馆数量: a count of things, right before the column that counts them; in English,
        after a comparison, one space between (`more than 40000 audience`)."""
        if token.kind != NUMBER or token.unit and token.unit not in GLUED_COUNT_UNITS:
            return None
        index = self.index_of(token)
        after = self.tokens[index + 1 : index + 3]
        nxt = after[0] if after and (after[0].start == token.end or self.pending is not None and spaced(self.q, token, after[0])) else None
        if nxt is not None and nxt.text == OF_WORD and token.unit in COUNT_UNITS and len(after) == 2 and \
                after[1].start == nxt.end:
            nxt = after[1]  # (`有大于90000名的员工`: 的 between a count and the column that counts them)
        if nxt is None or nxt.kind not in (WORD, "known") or self.names([nxt]):  # (`fewer than 10 in stock`:)
            return english_name_after(self, index) if nxt is not None and nxt.kind == IGNORED and nxt.value == "in" else None
        if (named := english_name_after(self, index)) is not None:
            return named  # (`less than 20 units in stock`: a column's name of several English words)
        fit = self.column_fit([nxt], strong=True)
        if fit is None or len(fit[0]) != 1 or not is_numeric_column(fit[0][0]) or \
                token.unit and not counts_things(fit[0][0], token.unit):
            return None
        return fit[0][0], nxt

    def linking_to(self, i: int) -> int:
        """`orders shipped to France`: English `to` before words the rows hold links them, as `in` does."""
        if self.tokens[i].text.lower() != "to" or i + 1 >= len(self.tokens) or self.held_run(i + 1) is None:
            return 0
        self.out.ignored.append(self.tokens[i].text)
        return 1

    def share_said_apart(self, i: int) -> bool:
        """`平均占多少比`, `占最少多少比` on 占比 (or 流出人口占比): 占 and 比, with only intent words between,
        are the word of the column named 占比 or ending so; 比 is read with 占."""
        token = self.tokens[i]
        if token.start == getattr(self, "share_end_at", None):
            return True  # (比, read with 占)
        if token.text != SHARE_SAID[0]:
            return False
        end = next((j for j in range(i + 1, min(i + 1 + SHARE_WORDS_BETWEEN + 1, len(self.tokens)))
                    if self.tokens[j].kind not in (INTENT, IGNORED)), None)
        if end is None or end == i + 1 or self.tokens[end].text != SHARE_SAID[1]:
            return False
        named = [c for c in self.columns if is_numeric_column(c) and c.name.endswith(SHARE_SAID)]
        if not named:
            return False
        self.share_end_at = self.tokens[end].start
        self.column_word([token], named, token.text)
        return True

    def forget_intent(self, token: Token) -> None:
        """The intent word read at this token was a word of a column's name after all."""
        self.out.spans = [s for s in self.out.spans if not (s["as"] == "intent" and s["start"] == token.start)]
        self.intents.spans = [s for s in self.intents.spans if s["start"] != token.start]
        if self.intents.waiting is not None and self.intents.waiting[1] is token:
            self.intents.waiting = None
        return 0

    def unmeasured_units(self) -> None:
        """`持续了几天` on a table with no column of days: the measure asked is another table's, so the words
        are refused, not left out (passes.question_words set them aside as a measure's unit)."""
        for token in self.tokens:
            if token.kind != IGNORED or not token.text.startswith(HOW_MUCH):
                continue
            unit = token.text[len(next(w for w in HOW_MUCH if token.text.startswith(w))):]
            if unit not in MEASURE_UNITS or any(self.measured_in(c, unit) for c in self.columns):
                continue
            if token.text in self.out.ignored:
                self.out.ignored.remove(token.text)
            self.out.unknown.append(token)

    def measured_in(self, column, unit: str) -> bool:
        said = f"{column.name}{column.comment or ''}"
        if unit in YEARS_FROM_DATES and takes_dates(column):
            return True
        return is_numeric_column(column) and (unit in said or any(w in said for w in UNIT_COLUMN_WORDS.get(unit, ()))) \
            or self.held is not None and unit in self.held.units(column)

    def years_of_verb(self, i: int) -> bool:
        """`使用年数超过12年` on a table with one date column (上线时间): a verb no column names (or one the segmenter
        tags a noun: 面世, 营业), typed right before 年数 and compared, says the years since that date — as `成立年数` does."""
        token = self.tokens[i]
        verb = self.tokens[i - 1] if i > 0 else None
        nxt = self.tokens[i + 1] if i + 1 < len(self.tokens) else None
        if token.value not in YEARS_COUNT_WORDS or verb is None or verb not in self.out.unknown or \
                verb.end != token.start or normalize.part_of_speech(verb.value) not in ("v", "vn", "n") or len(verb.text) < 2 or nxt is None or \
                nxt.kind != COMPARE and not nxt.is_value:
            return False
        dates = [c for c in self.columns if takes_dates(c)]
        if len(dates) != 1 or dates[0].name.lower() in YEAR_NAMES or not years_of(verb.text, dates[0], self.record.name):
            return False  # (a row's own 年份 is when it was; `离婚年数` is not since 毕业时间: ages.years_of)
        self.out.unknown.remove(verb)
        self.column_word([verb, token], dates, self.q[verb.start : token.end])  # (shown: 使用年数 → 上线时间)
        self.age_of = dates[0]
        return True
