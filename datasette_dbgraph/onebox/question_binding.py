"""How a question is read on one table beyond its values (docs/one-box.md, "Questions"): intent
words, words that cannot carry a condition left out, typo help, presence (`有备注`), modifiers of the
table's word (`标星的文件`, `女会员`, `企业发票`), negated status words, and when a word after a
column word is its value. A mixin of `binding.Binder`: it reads and writes the binder's state."""

from __future__ import annotations

from typing import Sequence

from ..index.records import ColumnRecord
from ..sources.legends import fold_label
from ..words import normalize
from ..words.spoken import BELONGING_SAID
from .lexicon import near_word
from .presence import not_having
from .questions import kinds, named_rows, quantity_word
from .reader import (
    BEFORE,
    COMPARE,
    IGNORED,
    INTENT,
    KNOWN,
    NUMBER,
    SYMBOL,
    WORD,
    Token,
    head_words,
)
from .roles import Bound, before_named_words, not_before_bound, verb_closing_count
from .sentence_values import (
    flag_yes,
    holds_text,
    is_numeric_column,
    name_said_short,
    takes_dates,
)
from .value_binding import CONNECTORS
from .vocabulary import (
    AVG,
    COUNT,
    COUNT_UNITS,
    GROUP,
    GROUP_WHICH,
    MAX,
    MIN,
    NEGATIONS,
    OCCURRING_VERBS,
    SHORT_COLUMN_WORDS,
    SUM,
    TOTAL_PREFIXES,
    WHETHER_WORDS,
    computed_quantity,
    names_quantity,
)

OF_WORDS, IS_WORDS = frozenset({"的", "之"}), frozenset({"为", "是"})  # a modifier's mark (`包含的`); `库存为0`
STILL_WORDS = frozenset({"还", "也", "都", "仍", "仍然", "依然"})  # (`买家还没评价`: between a column word and a word, no link)
MAX_PHRASE_TOKENS = 4  # column words are looked for in phrases of up to this many tokens (as binding's)

LISTING_WORDS = frozenset({"的", "和", "与", "及", "以及", "还有", "给出", "显示", "列出", "并", "及其"})  # then what to see
# Parts of speech (jieba's tags) of words that cannot name a column, a table or a value: verbs,
# adverbs, pronouns, prepositions, conjunctions, particles, measure words, directions, modal words.
INERT_PARTS_OF_SPEECH = frozenset("v vd d p c u uj ul uz ug uv ud r q f y e o zg".split())
ASKING_WORDS = frozenset({"什么", "啥", "哪个", "哪些", "哪一个", "哪里", "谁", "多少"})  # after 是 it asks (`是什么`)
CLAUSE_MARKS = frozenset("，,。；;？?！!、")  # end a clause: a column word before one waits for no value after it




class QuestionBinder:
    """See the module docstring. Expects the attributes `binding.Binder` sets."""

    def ignored_phrase(self, i: int) -> int | None:
        """`list price`: a request word that starts a phrase spelling a column's name."""
        tokens = self.tokens
        for length in range(min(MAX_PHRASE_TOKENS, len(tokens) - i), 1, -1):
            phrase = tokens[i : i + length]
            if all(t.kind in (WORD, IGNORED) for t in phrase) and phrase[-1].kind == WORD:
                fit = self.column_fit(phrase, only_name=True)
                if fit is not None:
                    self.column_word(phrase, *fit)
                    return i + length
        return None

    def intent_spells_column(self, i: int) -> bool:
        """Whether an intent word is, with the words after it, a column's name or a label of this table (`total due` →
        totaldue, `各省份报名人数`, `数量超过3` on 购买数量: questions/quantity_word); if so it is read as a word from here on."""
        token = self.tokens[i]
        if not token.text.isascii():
            if found := self.names_table.typed_from(self.tokens, i) or quantity_word.count_noun_compared(self, i):
                self.tokens[i] = Token(WORD, token.text, token.start, token.end, token.text)
            return found
        word = Token(WORD, token.text, token.start, token.end, " ".join(normalize.identifier_tokens(token.text)))
        tokens = [word, *self.tokens[i + 1 : i + MAX_PHRASE_TOKENS]]
        waiting = self.intents.waiting
        # (`average total of invoices`: after an aggregate still waiting for its column, the one named just so; and
        # before a comparison or a value, `invoices with a total above 10`)
        found = bool(self.label_columns([word])) or (waiting is not None and waiting[0] in (AVG, SUM, MAX, MIN) or any(
            t.kind == COMPARE or t.is_value for t in self.tokens[i + 1 : i + 2])) and self.column_fit([word], only_name=True) is not None
        for length in range(min(MAX_PHRASE_TOKENS, len(tokens)), 1, -1):
            phrase = tokens[:length]
            if found or any(t.kind not in (WORD, KNOWN) for t in phrase[1:]) or \
                    any(self.apart(a, b) for a, b in zip(phrase, phrase[1:])):
                continue
            found = self.spells(i, length) and self.column_fit(phrase, only_name=True) is not None
        if found:
            self.tokens[i] = word
        return found

    def intent_word(self, token: Token) -> None:
        """`平均`, `每个`, `按`, `降序`, `前`, `多少个`: the intent takes the column word waiting right before
        it (`售价最高`), or the next one; a connector between them (`售价是多少`) means nothing more."""
        if self.pending is not None and self.pending.op in CONNECTORS:
            self.out.ignored.append(self.pending.text)
            self.pending = None
        if self.awaiting is not None and (token.value in (AVG, SUM, GROUP) and self.number_column_next(token) or
                                          quantity_word.flag_counted(self, token)):  # (`作为主会场的次数`: yes, counted)
            self.flush_awaiting(modifier=token.value == COUNT)  # `书籍平均售价高于40元`: the average is of 售价
            # (and of any word typed right after it: `车型的平均排量`, `省包含的各高校` — no value of 车型, 省)
        awaiting = (self.awaiting[3], self.awaiting[0]) if self.awaiting is not None else None
        became = self.intents.word(token, awaiting)
        self.out.spans.append(self.intents.spans[-1]) if self.intents.spans and \
            self.intents.spans[-1]["start"] == token.start else self.out.ignored.append(token.text)
        if became == "taken":
            self.awaiting = None
            self.intent_took_column = True
        elif became == "field":
            self.flush_awaiting()

    def number_column_next(self, token: Token) -> bool:
        """Whether a word typed right onto this one names one number column (`平均售价`), or none."""
        index = self.index_of(token)
        nxt = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        if nxt is None or nxt.start != token.end or nxt.kind not in (WORD, KNOWN):
            return False
        fit = self.column_fit([nxt])
        return fit is None or len(fit[0]) == 1 and is_numeric_column(fit[0][0])

    def column_in_word(self, token: Token) -> bool:
        """`总人口`, `各省`: one word the segmenter keeps whole, a total or `each` before a column word
        (the total of 人口, per 省份); `哪些省`: a lone character that is short for a column word."""
        text, fold = token.text, normalize.fold
        prefix = next((p for p in sorted(TOTAL_PREFIXES, key=len, reverse=True) if fold(text).startswith(p)), None)
        if token.kind == WORD and prefix is not None and len(text) > len(prefix):
            n = len(prefix)
            word = SHORT_COLUMN_WORDS.get(fold(text[n:]), text[n:])
            rest = Token(WORD, text[n:], token.start + n, token.end, fold(text[n:]))
            fit = self.column_fit([Token(WORD, word, rest.start, rest.end, fold(word))]) if len(word) >= 2 else None
            if fit is not None:
                self.intent_word(Token(INTENT, text[:n], token.start, token.start + n, TOTAL_PREFIXES[prefix]))
                self.column_word([rest], *fit)
                return True
        char = token.value[1:] if len(token.value) == 2 and token.value[0] in COUNT_UNITS else token.value  # (`3个省`: 个省)
        short = SHORT_COLUMN_WORDS.get(char)
        if short is not None and (fit := self.column_fit([Token(WORD, short, token.start, token.end, short)]) or
                                  self.one_column_with(min(char, short, key=len))):
            self.column_word([token], *fit)
            return True
        if (fit := self.which_ends_column(token) or name_said_short(token, self.columns)) is not None:
            self.column_word([token], *fit)
            return True
        return False

    def set_aside_unused(self) -> None:
        """Unknown words that cannot carry a condition are left out instead of refused: a Chinese verb, adverb, pronoun, preposition or measure word (its part of
        speech) with no comparison or value beside it, not modifying the table's word (`收录`, `发布` in `平均发布专辑数量`; but `退款` in `退款的订单` is asked about). Only when the rest was read in full."""
        self.every_value_wanted()  # (first: a list of every value the column holds is no condition)
        not_having(self.out, self.q) or not_before_bound(self.q, self.out)  # (`customers that are not active`; `don't have`)
        kinds.marks_read(self)  # (`满减类优惠券`: 类 says the value is a kind of coupon; `总部在什么地方`: the place asked)
        named_rows.row_named(self)  # (`研发部门的负责人`: 研发部门 is the name of one 部门)
        named_rows.own_name(self)  # (`名称包含双11的砍价活动`: 砍价活动名称, of the name columns)
        if not self.out.unknown or self.out.either or not self.out.entity:
            return
        keep = []
        head = {t.start for t in head_words(self.tokens)}
        for token in self.out.unknown:
            index = next((k for k, t in enumerate(self.tokens) if t.start == token.start), None)
            quantity = index is not None and names_quantity(self.tokens, index, self.out.unknown)
            # (a verb typed onto a column word after it, `…的举办地点`, is no word of the table's name — but
            # on a date, or a number compared, it may say which one: `离异时间` is no 毕业时间)
            onto = normalize.part_of_speech(token.value) == "v" and any(self.onto_shown(s) for s in self.out.spans
                                                                       if s["start"] == token.end)
            if token.start in head and (index is None or not self.counted_verb(index)) \
                    and not computed_quantity(token.value) and not quantity and not onto:
                keep.append(token)  # the words that most likely name the table are never left out
                continue  # (but `…的死亡比例` names what to compute, no table)
            if index is None or self.quantity_compared(index) or not (quantity or self.inert(index)):
                keep.append(token)
        if not keep:  # only when nothing else is refused: a refusal names every word it lacks
            self.out.unused, self.out.unknown = self.out.unused + self.out.unknown, []

    def onto_shown(self, span) -> bool:
        column = next((c for c in self.columns if span["as"] == "column" and c.name == span.get("column")), None)
        after = next((t for t in self.tokens if t.start >= span["end"]), None)
        return column is not None and not takes_dates(column) and not (is_numeric_column(column) and after is not None
                                                                       and (after.kind == COMPARE or after.is_value))

    def flag_typed_onto_name(self, phrase):
        """`热门关键字` (is_hot: 是否是热门关键字): a yes/no column's word typed onto the table's word says
        which rows, as with `的` between them — the table's word is not part of the column's. The
        column fit, or None."""
        if not self.names(phrase[-1:]):
            return None
        fit = self.column_fit(phrase[:-1], strong=True)
        return fit if fit is not None and all(flag_yes(c) is not None for c in fit[0]) else None

    def counted_verb(self, index: int) -> bool:
        """`共举办了多少次春节晚会`: a verb that opens the question, right before a count, is the verb
        of what is counted — not the words that name the table (`每个分类下有多少本`: 下 stays)."""
        # (`每位歌手举办了多少场演唱会`: also after the group's column word, when other words name the table)
        # (`博览会举办了多少次`: after the table's words, a verb of their rows taking place)
        return normalize.part_of_speech(self.tokens[index].value) == "v" and (self.before_count(index) and (
            all(t.kind in (IGNORED, SYMBOL) for t in self.tokens[:index]) or bool(self.out.entity) and (
                all(t.start > self.tokens[index].start for t in self.out.entity) or self.tokens[index].value in
                OCCURRING_VERBS and all(t.end <= self.tokens[index].start for t in self.out.entity)))
            or self.joins_group_to_counted(index)) or verb_closing_count(self.tokens, index, self.out.entity)

    def joins_group_to_counted(self, index: int) -> bool:
        """`哪些歌手举办过不超过50场演唱会`: a verb right after the group asked for (哪些/每个 and a column's
        word, or a table's word naming a column too: 嘉宾 for 嘉宾姓名), before the table's word and a count of
        its rows, only joins them (they say which rows)."""
        verb = self.tokens[index]
        group = next((k for k, t in enumerate(self.tokens[:index]) if t.end == verb.start), 0)
        return group > 0 and getattr(before_named_words(self.tokens, group, self.out.entity), "text", "") in GROUP_WHICH and any(s["start"] == self.tokens[group].start and (
            s["as"] == "column" or s["as"] == "entity" and self.text_columns_named(s["text"])) for s in self.out.spans) and (any(
            t.start >= verb.end for t in self.out.entity) or quantity_word.times_after(self.tokens, index)) and any(
            t.kind == INTENT and t.value == COUNT or t.kind == NUMBER and t.unit in COUNT_UNITS
            for t in self.tokens[index + 1 :])

    def inert(self, index: int) -> bool:
        token = self.tokens[index]
        if token.kind != WORD or not computed_quantity(token.value) and not all(map(normalize.is_cjk_word, token.text)):
            return False  # (an English word only as a quantity worked out from columns: `density`)
        # (a verbal noun before 的 and the table's word, or before 了/过, is its verb: `哪个工厂生产的手机`, `生产了多少个`)
        nxt = [t.value for t in self.tokens[index + 1 : index + 2]]
        verbal = normalize.part_of_speech(token.value) == "vn" and (nxt == ["的"] and any(t.start == self.tokens[index + 2].start for t in self.out.entity if index + 2 < len(self.tokens)) or nxt in (["了"], ["过"]) or verb_closing_count(self.tokens, index, self.out.entity))
        if normalize.part_of_speech(token.value) not in INERT_PARTS_OF_SPEECH and not self.asked_for(index) \
                and not computed_quantity(token.value) and not verbal:
            return False
        if token.text in NEGATIONS or token.text[0] in NEGATIONS or token.text[0] == "非":
            return False  # `没付款的订单`, `非中文`: left out, the question would read backwards
        after_token = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        if len(token.text) == 1 and after_token is not None and after_token.start == token.end \
                and after_token.kind != IGNORED:
            return False  # `代发货`: one character glued to a word is part of what is said (or a typo)
        folded = normalize.fold(token.text)
        if (folded in self.spelled and folded not in BELONGING_SAID or any(folded in label for label in self.labels)) and not self.before_count(index) \
                and not self.doer_before(index):
            return False  # `出生` (出生日期), `禁用` (a status): it points at something of this table (not `所处` apart: `所处的朝代`)
            # (but `共举办了多少次`: the verb of what is counted)
        before = self.tokens[index - 1] if index > 0 else None
        after = self.tokens[index + 1 :]
        nxt = after[0] if after else None
        if before is not None and (before.kind == COMPARE or before.is_value):
            return self.verb_after_time(index)  # `2004年之前举办的论坛`: the verb says what happened then
        if self.verb_of_counted(index) or self.verb_of_rows_counted(index) or verb_closing_count(self.tokens, index, self.out.entity) or self.joins_group_to_counted(index) and \
                index + 1 < len(self.tokens) and self.tokens[index + 1].value != "的":  # (`每个国家获得MVP有多少人`)
            return True  # `获得了不少于32块金牌`: the verb of what the count typed onto a column word counts
        if nxt is not None and (nxt.kind == COMPARE and not self.is_asking(index + 1) or nxt.is_value):
            return False
        if nxt is not None and nxt.kind == IGNORED and nxt.value == "的" and len(after) > 1 \
                and (after[1].kind == WORD and after[1] not in self.out.fields or
                     any(after[1].start == t.start for t in self.out.entity)):
            # `退款的订单`: it says which rows — but `中国举办的峰会`, `哪个导演拍摄的电影`: the words before do
            return self.subject_before(token) or self.doer_before(index)
        return not (nxt is not None and nxt.start == token.end and any(nxt.start == t.start for t in self.out.entity))

    def asked_for(self, index: int) -> bool:
        """Whether an unknown word stands where a question lists what it wants to see: after `的` or a
        joining word (`给出歌手的姓名和收录歌曲`), at the end or before another such word or a
        question word — never before `的` (`北京的歌手` says which rows)."""
        before = self.tokens[index - 1] if index > 0 else None
        after = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        if before is None or not (before.kind == IGNORED and before.value in LISTING_WORDS or  # (`平均人口密度`)
                                  before.kind == INTENT and before.value in (AVG, SUM, MAX, MIN)):
            return False
        if after is not None and after.kind == IGNORED and after.value == "的":
            return False
        gap = self.q[self.tokens[index].end : after.start] if after is not None else ""
        return after is None or any(ch in CLAUSE_MARKS for ch in gap) or \
            after.kind == IGNORED and after.value != "的" or after.kind == INTENT or self.is_asking(index + 1)

    def is_asking(self, index: int) -> bool:
        """`学费是多少`, `品牌是什么`: 是 right before a question word compares nothing, it asks."""
        nxt = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        return index < len(self.tokens) and self.tokens[index].kind == COMPARE and self.tokens[index].value == "是" \
            and nxt is not None and (nxt.kind == INTENT or nxt.kind == IGNORED and nxt.value in ASKING_WORDS)

    def suggest(self) -> None:
        """`已法货` → 已发货, `会圆` → 会员, `ordres` → orders: an unknown word one slip away from one
        label, column word or table word of this table gets it as a suggestion (docs/one-box.md)."""
        if not self.out.unknown:
            return
        vocabulary = self.vocabulary()
        for token in self.out.unknown:
            found = near_word(normalize.fold(token.text), vocabulary)
            if found is not None:
                self.out.suggestions[(token.start, token.end)] = found

    def vocabulary(self) -> list[str]:
        words = set(self.labels) | set(self.phrases)
        words |= {normalize.fold(c.name) for c in self.columns}
        words |= {normalize.fold(w) for w in self.names_table.naming if w}
        words.add(normalize.fold(self.record.name))
        core = normalize.fold(self.record.comment or "").rstrip("表")
        if core:
            words.add(core)
        return sorted(w for w in words if w)

    def not_flag(self, phrase: Sequence[Token], column: ColumnRecord | None) -> bool:
        """`products that are not discontinued`: English `not` before a yes/no column's word that ends
        the question (or comes before the table's word) says no of the rows."""
        if (pending := self.pending) is None or pending.op != "not" or column is None or (no := self.said_no(column)) is None:
            return False
        rest = [t for t in self.tokens[self.index_of(phrase[-1]) + 1 :] if t.kind not in (IGNORED, SYMBOL)]
        if rest and not self.names(rest[:1]):
            return False  # (`not rated PG-13`: a value follows, which `not` turns round)
        self.pending = None
        self.out.spans.append(self._compare_span(pending))
        self.add(Bound(column, column.name, [no], label=self.q[pending.start : phrase[-1].end]), phrase, op=no[0])
        return True

    def said_of_rows(self) -> bool:
        """Whether the column word waiting for a value ends the question after the table's words,
        as what is said of its rows (`which servers are active?`) — not listed as a column wanted
        (`…的名称和状态`, `状态是什么`)."""
        if self.awaiting is None or self.pending is not None:
            return False
        token = self.awaiting[0]
        index = next((k for k, t in enumerate(self.tokens) if t.start == token.start), 0)
        before = self.tokens[index - 1] if index > 0 else None
        if before is not None and before.text in WHETHER_WORDS:
            return False  # `…的名称和是否删除`: whether it is, asked — not said
        if not self.out.entity:
            # `零售价低于50元的新品`: no table's word, a yes/no column after 的 ends the question: the
            # rows it says yes of (new goods)
            column = self.awaiting[1]
            return column is not None and flag_yes(column) is not None and before is not None and \
                before.text in OF_WORDS and all(t.kind in (IGNORED, SYMBOL) for t in self.tokens[index + 1:]
                                                if t.start >= self.awaiting_end)
        column = self.awaiting[1]  # (`哪些城市做过晚会的主会场` on 是否主会场: a yes/no column's word after 的, rows asked)
        flag = column is not None and (flag_yes(column) is not None or self.held_yes(column) is not None) and \
            before is not None and before.value in OF_WORDS and any(t.text.startswith("哪") for t in self.tokens[:index])
        if before is not None and before.kind == IGNORED and before.value in LISTING_WORDS and not flag:
            return False
        if not all(t.end <= token.start for t in self.out.entity):
            return False
        return all(t.kind in (IGNORED, SYMBOL) and t.value not in ("什么", "多少", "what", "which")
                   for t in self.tokens if t.start >= self.awaiting_end)

    def modifies(self, entity: Token) -> bool:
        """Whether the column word waiting for a value stands right before the table's word, as a modifier (`标星的文件`)."""
        if self.awaiting is None:
            return False
        gap = self.q[self.awaiting_end : entity.start]
        return gap in ("", "的", " ", "的 ", " 的 ")

    def flag_modifies(self, word: Token) -> bool:
        """`推荐的新品`: a yes/no column's word, `的`, then another column's word — the first says which rows (the
        recommended ones), as it does before the table's word (`modifies`), and is no column to show."""
        if self.awaiting is None or self.awaiting[1] is None or self.q[self.awaiting_end : word.start].strip() != "的":
            return False
        start = self.awaiting[0].start  # (`是否是人类朋友的理由`: whether it is, asked with its reason — not said)
        if any(self.q[:start].rstrip().endswith(w) or self.q[start:].startswith(w) for w in WHETHER_WORDS):
            return False
        return (flag_yes(self.awaiting[1]) or self.held_yes(self.awaiting[1])) is not None

    def glued_before_name(self, i: int) -> bool:
        """Whether the token at `i` is typed right onto the one before it — or after 的 (`公告的通知`) — and names the table."""
        i += 1 if 0 < i < len(self.tokens) - 1 and self.tokens[i].kind == IGNORED and self.tokens[i].value in OF_WORDS else 0
        return 0 < i < len(self.tokens) and self.tokens[i].start == self.tokens[i - 1].end and \
            self.tokens[i].kind in (WORD, KNOWN) and self.names([self.tokens[i]])

    def negated_label(self, phrase: Sequence[Token]) -> bool:
        """`未付款`, `没发货`: a negated status word read against the legends (lexicon.negated_labels)."""
        if not self.negated or len(phrase) != 1:
            return False
        found = self.negated.get(fold_label(phrase[0].text))
        if found is None:
            return False
        op, label, fits = found
        if self.awaiting is not None:
            _, column, _, options = self.awaiting
            if column is not None and column in fits or column is None and set(options) & set(fits):
                fits = [column] if column is not None else [c for c in options if c in fits]
            self.awaiting = None
        self.take_op()
        column = fits[0] if len(fits) == 1 else None
        bound = Bound(column, column.name if column else phrase[0].text, [(op, label)], label=label,
                      options=[] if column else list(fits))
        self.add(bound, phrase, label=label, op=op)
        return True

    def linked_to_column(self, token: Token) -> bool:
        """Whether a word is typed as the value of the column word before it: after a comparison or a connector
        (`名称为成品仓`, `地址包含北京`), or set apart by a space (`姓名 张三`) — not glued on as Chinese words of the
        question are (`首都所在城市`, `城市所建的场馆`, or with 还 between), and never across a clause (`类型，售价`)."""
        gap = self.q[self.awaiting_end : token.start]
        if any(ch in CLAUSE_MARKS for ch in gap) or gap.strip() == "的" or self.pending is None and gap in STILL_WORDS:
            return False  # `品牌的名称`: after `的` comes what the column describes, not its value
        if self.pending is not None or gap.strip() != gap or gap:
            return True
        return not (normalize.is_cjk_word(self.q[self.awaiting_end - 1]) and normalize.is_cjk_word(token.text[0]))

    def takes_words(self) -> bool:
        """Whether the column word waiting for a value can take a word (sentence_values.holds_text)."""
        _, column, _, options = self.awaiting
        candidates = [column] if column is not None else list(options)
        return any(holds_text(c) for c in candidates)

    def glued_to_name(self, i: int, length: int) -> bool:
        """`商品库存`: a Chinese phrase typed onto another word that names the table."""
        before = self.tokens[i - 1] if i > 0 else None
        return normalize.is_cjk_word(self.tokens[i].text[0]) and before is not None and \
            before.end == self.tokens[i].start and before.kind in (WORD, KNOWN) and self.names([before])


    @staticmethod
    def measured_by(column: ColumnRecord, token: Token) -> bool:
        """Whether a column is exactly what the word names and holds a quantity: its description's main
        part or its name is the word (`库存`), a number or date column, no key, no coded values."""
        word = normalize.fold(token.text)
        named = normalize.comment_main(column.comment or "") == word or normalize.fold(column.name) == word
        return named and not column.pk and not column.legend_json and not column.name.lower().endswith("id") \
            and (is_numeric_column(column) or takes_dates(column))

    def before_comparison(self, i: int) -> bool:  # (IS_WORDS: not 正好, said of counts too: `正好5的`)
        """Whether a comparison for order (`小于`, `at least`), a number and one after it (`10件以内`) or `为` and a number (`库存为0`) follows."""
        rest = [t for t in self.tokens[i:] if t.kind not in (IGNORED, SYMBOL)][:2]
        nxt = rest[1] if len(rest) == 2 and rest[0].kind == NUMBER and rest[1].place != BEFORE else rest[0] if rest else None
        return nxt is not None and nxt.kind == COMPARE and (nxt.op in ("gt", "gte", "lt", "lte") or nxt.text in IS_WORDS and
                                                            nxt is rest[0] and len(rest) == 2 and rest[1].kind == NUMBER)

    def before_condition(self, i: int) -> bool:
        """Whether a comparison or a value follows (request words aside): the word before it names a column."""
        nxt = next((t for t in self.tokens[i:] if t.kind not in (IGNORED, SYMBOL)), None)
        return nxt is not None and (nxt.kind == COMPARE and nxt.place == BEFORE and nxt.op not in CONNECTORS
                                    or nxt.is_value and nxt.kind != "quoted")

    def counted_right_after(self, last: Token) -> bool:
        """`每个会员等级有多少(人|会员)`: the count comes right after the table's words (only `有`-like
        words between), and no column, value or other intent after it: the number is of no column."""
        index = self.index_of(last) + 1
        while index < len(self.tokens) and self.tokens[index].kind == IGNORED:
            index += 1
        if index >= len(self.tokens) or self.tokens[index].kind != INTENT or self.tokens[index].value != COUNT:
            return False
        after = self.tokens[index].end
        return not any(s["start"] >= after and s["as"] in ("column", "value", "comparison", "intent")
                       for s in self.out.spans)
