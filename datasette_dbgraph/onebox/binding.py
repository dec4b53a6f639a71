"""One sentence typed into the single box, read against one candidate table: every token gets a
role — entity word, column word, value (bound to a column, with its filter), comparison, ignored —
or is left over as a word that fits nothing (docs/one-box.md).

Pure: it takes the table's record and columns and the words that name the table (lexicon.py), and returns a
`Binding`; values become conditions by sentence_values.py; sentence.py chooses among the candidate tables' bindings
and hands the result to the resolver as an ordinary entity, fields and where."""

from __future__ import annotations

from typing import Sequence

from ..index.records import ColumnRecord
from ..resolving.fields import NOTE_HOLDS_WORD, first_tier
from ..sources.legends import fold_label
from ..words import normalize
from . import ages, heads, lexicon, person_names, places, presence, roles
from .ages import SURNAME_MARK, done_before_rows, done_said, expired_said, surname_said
from .held_values import HeldLater, HeldValues, TableValues
from .lexicon import labels_near, lexicon_of, no_column, only_in_labels, phrases_in
from .question_binding import CLAUSE_MARKS, QuestionBinder, flag_yes, near_word  # noqa: F401
from .question_reads import QuestionReads, asks_after_is
from .questions import kinds, quantity_word
from .questions.copulas import COPULAS, separates
from .questions.intent import IntentReader
from .questions.related import related_said
from .questions.totals import total_of_the_word_before
from .reader import Token, read
from .roles import Binding, Bound, by_a_value, held_as_numbers, said_with, to_distance
from .tokens import COMPARE, EITHER, IGNORED, INTENT, KNOWN, SYMBOL, WORD
from .value_binding import CONNECTORS, EMPTY_WORDS, ValueBinder
from .vocabulary import AFTER, BEFORE, CLOSE, LOOKED_FOR, NAME_FILLERS

# Words that may stand between a column word and its value (`地址在北京`, `名叫张三`, `身高也不低于190`): they join.
LINKING_WORDS = frozenset({"在", "位于", "来自", "叫", "叫做", "名叫", "称为", "名为", "于", "的", "也", "还", "都", "均", "已经",
                           "named", "called", *COPULAS})  # (`length is over 120`: questions/copulas.py)
# Comparisons that are plain words of a question before a request word (`系统里有哪些角色`): no condition.
SOFT_COMPARISONS = frozenset({"里有", "中有", "里面有"})
from .sentence_values import NOT_OR_ORDER, per_amount_named, quoted_label, takes_dates

# Column words are looked for in phrases of up to this many tokens (`total due`, `vacation hours`, `登录 IP 地址`), longest first.
MAX_PHRASE_TOKENS = 4
# Tiers a word of a sentence may match a column in: a one-edit guess is no reading of a sentence.
SENTENCE_TIERS = ("name", "name-part", "comment", "synonym", "money")
# Tiers that only find a word some column's name or description spells.
UNSPELLED_TIERS = frozenset({"name", "comment"})
# Tokens a phrase of words may be made of (a request word inside: `list price`).
PHRASE_KINDS = frozenset({WORD, KNOWN, IGNORED})


class Binder(ValueBinder, QuestionBinder, QuestionReads, HeldValues):
    """Reads the tokens of one sentence left to right against one table's columns."""

    def __init__(self, q: str, record, columns: Sequence[ColumnRecord], names_table, aliases, bound_columns,
                 today: str | None = None, held: TableValues | HeldLater | None = None):
        self.q, self.today, self._held = q, today, held
        self.record, self.columns, self.names_table = record, columns, names_table
        self.aliases = aliases
        self.bound_columns = bound_columns
        aids = lexicon_of(columns, getattr(held, "store", None))
        folded = normalize.fold(q)
        known = phrases_in(aids, folded, record) | quantity_word.endings_held(folded, [c.name for c in columns])
        self.tokens = per_amount_named(list(read(q, known, today).tokens), [c.name for c in columns])
        self.token_at = {t.start: i for i, t in reversed(list(enumerate(self.tokens)))}  # (index_of: the first there)
        self.aids, self.labels = aids, aids.labels
        self.labels_by_length = aids.labels_by_length
        self.phrases = aids.phrases
        self.negated = aids.negated
        self.english = aids.english_keys
        self.intents = IntentReader(columns, self.tokens, record.name)
        self.either: Token | None = None  # `或者` waiting for the value after it
        self.intent_took_column = False  # the last column word went to the intent (`平均值小于100`)
        self.awaiting_end = 0  # where the column word waiting for a value ends
        self.awaiting_token: Token | None = None  # the column word as one token
        self.spelled, self.folded_names = aids.spelled, aids.folded_names
        self.out = Binding(record.id, columns)
        self.fits = aids.fits  # shared by every reading of this table (lexicon.TableLexicon.fits)
        self.naming: dict[tuple[int, int], bool] = {}
        self.read_tokens = tuple(self.tokens)  # as read: their folded identifiers are made when a phrase needs them
        self.idents: tuple[list[str], list[str]] | None = None
        self.awaiting: tuple[Token, ColumnRecord | None, str, list[ColumnRecord]] | None = None  # column word
        self.pending: Token | None = None  # a comparison waiting for its value
        self.last_op_word: str | None = None  # the comparison word of the value being bound
        self.date_verbs: set[int] = set()  # tokens read as the verb that says which date a time is of

    # -- helpers -----------------------------------------------------------------------------
    def span(self, tokens: Sequence[Token], role: str, **extra) -> None:
        start, end = tokens[0].start, tokens[-1].end
        span = {"text": self.q[start:end], "as": role}
        span.update([(key, value) for key, value in extra.items() if value is not None])
        span["start"], span["end"] = start, end
        self.out.spans.append(span)

    def column_fit(self, tokens: Sequence[Token], only_name: bool = False,
                   strong: bool = False) -> tuple[list[ColumnRecord], str] | None:
        """The columns a phrase names equally well, and the phrase; a word found only in the note
        or legend part of a description names no column (`F` in `M = Male, F = Female`). `strong`:
        only a name or a description names it (after a column word, `小明` is a value even if some
        column's synonym were 小明)."""
        words = tokens[0].text if len(tokens) == 1 else " ".join([t.text for k, t in enumerate(tokens) if not k or t.value not in NAME_FILLERS])
        key = (words, only_name, strong, id(self.aliases), id(self.bound_columns))
        kept = self.fits.get(key)
        # The alias table and the bindings are kept with the answer: an id is only theirs while they live.
        if kept is None or kept[0] is not self.aliases or kept[1] is not self.bound_columns:
            if len(self.fits) >= lexicon.FITS_KEPT:
                self.fits.clear()
            kept = self.fits[key] = (self.aliases, self.bound_columns, self._column_fit(
                tokens, words, only_name, strong) or self.stem_fit(tokens, words, only_name))
        return kept[2]

    def _column_fit(self, tokens: Sequence[Token], words: str, only_name: bool, strong: bool):
        several = len(tokens) > 1
        if not several and no_column(self.record, self.columns, words):
            return None
        if several and normalize.fold_identifier(words) not in self.spelled and not self.aliases.spelled_as(words, self.spelled):
            return None  # no name or description spells the phrase (nor its glossary word: 快递|公司): none finds it whole
        if only_name or several and any(t.kind == IGNORED for t in tokens):
            tiers: tuple[str, ...] = ("name",)  # `list price` is a column name only when it spells one exactly
        else:
            tiers = SENTENCE_TIERS[:SENTENCE_TIERS.index("synonym")] if strong else SENTENCE_TIERS
        if normalize.fold_identifier(words) not in self.spelled:
            # No name or description spells it: only what a name's words stand for can find it.
            tiers = tuple(t for t in tiers if t not in UNSPELLED_TIERS)
            if tiers == ("name-part",) and not words.isascii() and not self.bound_columns:
                return None  # name parts are English words (and no deployment binding names it)
        while tiers:
            found = first_tier(self.columns, words, self.aliases, tiers, self.bound_columns)
            if found is None:
                return None
            hits = [h for h in found[1] if (found[0] != "comment" or h.level > NOTE_HOLDS_WORD) and
                    (found[0] not in ("comment", "synonym") or not only_in_labels(h.column, words))]
            if hits:
                best = max(h.level for h in hits)
                return sorted((h.column for h in hits if h.level == best), key=lambda c: c.position), words
            tiers = tiers[tiers.index(found[0]) + 1 :] if found[0] in tiers else ()
        return None

    @staticmethod
    def apart(left: Token, right: Token) -> bool:
        """Chinese words typed apart are separate phrases (`退款 金额`); English words are always
        typed apart, and a phrase may span them (`total due`)."""
        return left.end != right.start and (normalize.is_cjk_word(left.text[-1]) or normalize.is_cjk_word(right.text[0]))

    def spells(self, i: int, length: int) -> bool:
        """Whether the phrase of `length` tokens from `i` is spelled anywhere it could name
        something: a column, the table, a label (the cheap test before the tiers)."""
        if self.idents is None:
            self.idents = ([normalize.fold_identifier(t.text) for t in self.read_tokens],
                           [normalize.fold_identifier(t.value) for t in self.read_tokens])
        for idents in self.idents:
            ident = "".join(x for k, x in enumerate(idents[i : i + length], i) if k == i or self.read_tokens[k].value not in NAME_FILLERS)
            if ident and (ident in self.spelled or ident in self.names_table.spelled):
                return True
        return bool(self.label_columns(self.tokens[i : i + length])) or length > 1 and self.aliases.spelled_as(  # (快递|公司)
            " ".join(t.text for t in self.tokens[i : i + length]), self.spelled)

    def label_columns(self, tokens: Sequence[Token]) -> list[ColumnRecord]:
        return lexicon.label_columns(self.aids, tokens)

    def label_text(self, phrase: Sequence[Token]) -> str:
        """The label a phrase stands for: as typed, or the Chinese label an English status word
        names (`shipped` → 已发货)."""
        text = lexicon.as_typed(phrase)
        key, singular = fold_label(text), " ".join(t.value for t in phrase)  # `store contacts`: Store Contact
        return text if key in self.labels else singular if fold_label(singular) in self.labels else \
            self.english.get(key, text)

    def names(self, phrase: Sequence[Token]) -> bool:
        """Whether the phrase names the table (asked once per phrase)."""
        key = (phrase[0].start, phrase[-1].end)
        if (found := self.naming.get(key)) is None:  # (a word found the table by a part or an aside, rows hold whole: a value)
            i = self.token_at.get(key[0], 0)
            found = self.naming[key] = self.names_table(phrase) and not (len(phrase) == 1 and self.tokens[i] is phrase[0] and (
                self.names_table.only_in_part(phrase[0]) or self.names_table.only_in_aside(phrase[0], self.tokens[i + 1 : i + 2]))
                and roles.whole_held(self.held_run(i)))
        return found

    # -- the reading ---------------------------------------------------------------------------
    def run(self) -> Binding:
        tokens, i = self.tokens, 0
        while i < len(tokens):
            token = tokens[i]
            if token.kind == IGNORED and (end := self.ignored_phrase(i)):
                i = end
            elif token.kind == IGNORED and (used := done_said(self, i)):
                i += used  # `已经发货的订单`: no label says so — whether the verb's date is set (ages.done_said)
            elif token.kind in (IGNORED, SYMBOL):
                self.out.ignored.append(token.text)
                if token.kind == IGNORED and self.pending is not None and (
                        self.pending.value in SOFT_COMPARISONS or asks_after_is(self.pending, token)):
                    self.out.ignored.append(self.pending.text)  # `里有哪些`, `是哪个`: no condition here
                    self.pending = None
                if token.kind == IGNORED and token.value not in LINKING_WORDS and self.awaiting is not None and self.pending \
                        is None and not self.ranked_count(i) and not self.dated(i) and separates(self.tokens, i):
                    # `系统里有哪些角色`, `名称和价格`: a question or joining word between a column word and the next word — no value
                    self.flush_awaiting()
                i += 1
            elif token.kind == COMPARE:
                self.comparison(token)
                i += 1
            elif token.kind == INTENT and self.intent_spells_column(i):
                i = self.words(i)  # `total due`, `first name`, `Average` (a label): the schema's words win
            elif token.kind == INTENT:
                self.intent_word(token)
                i += 1
            elif token.kind == EITHER:
                self.either = self.verb_before_either(token)
                i += 1
            elif token.is_value:
                i += quoted_label(self, token) or self.value(token)
            else:
                i = self.words(i)
        self.close()
        self.settle_intent()
        return self.out

    def comparison(self, token: Token) -> None:
        if self.comparison_read_otherwise(token):
            return
        if token.place in (AFTER, CLOSE):  # read with the value before it (after_op)
            self.out.spans.append(self._compare_span(token))
            return
        if token.op in CONNECTORS and token.place == BEFORE:
            if self.pending is not None and self.pending.op not in CONNECTORS:  # `不是是任正非`: the comparison typed stays
                self.out.ignored.append(token.text)
            else:
                self.pending = token
            return
        if self.pending is not None:
            self.out.unknown.append(self.pending)
        self.pending = token

    def words(self, i: int) -> int:
        tokens = self.tokens
        if self.column_word_tail(i) or heads.column_tail(self, i) or self.rows_count_word(i) or i in self.date_verbs:
            return i + 1  # (date_verbs: `上周新建的用户`, read with its date: ages.date_named_after)
        if used := related_said(self, i):
            return i + used  # `工程相关的专业`: the rows whose name holds 工程 (questions/related.py)
        if SURNAME_MARK in tokens[i].text and (used := surname_said(self, i)):
            return i + used  # `姓张的客户`, `负责人姓张的公司`
        if used := done_before_rows(self, i) or expired_said(self, i) or total_of_the_word_before(self, i) or presence.filled(self, i):
            return i + used  # `赢单的商机`, `发货的订单`: the rows the verb, done, says (ages.done_before_rows); `已过期`; `没配置报警邮件`
        if self.labels and tokens[i].kind == WORD and not self.label_columns(tokens[i:i + 1]) and not heads.no_slip(self, i) and \
                not self.names_table.spelled_by_table(tokens[i:i + 1]) and self.column_fit(tokens[i:i + 1], strong=True) is None and \
                near_word(word := fold_label(tokens[i].text), labels_near(self.labels_by_length, word)) is not None:
            self.out.unknown.append(tokens[i])  # `代付款订单`: one slip from the label 待付款 — asked, not read
            return i + 1
        longest = 1
        while i + longest < len(tokens) and longest < MAX_PHRASE_TOKENS and tokens[i + longest].kind in PHRASE_KINDS \
                and not self.apart(tokens[i + longest - 1], tokens[i + longest]):
            longest += 1
        for length in range(longest, 0, -1):
            phrase = tokens[i : i + length]
            if phrase[-1].kind == IGNORED or length > 1 and (
                    not self.spells(i, length) or self.labels and not self.names_table.spelled_by_table(phrase) and (
                        any(self.label_columns([t]) for t in phrase[1:]) or self.label_columns(phrase[:1]))):
                continue  # `女会员`: a label, then the table's word — not one phrase (`通知公告` is one)
            if length > 1 and any(t.kind == IGNORED for t in phrase):
                fit = self.column_fit(phrase)
                if fit is not None:
                    self.column_word(phrase, *fit)
                    return i + length
                continue
            if self.awaiting is not None and self.label_columns(phrase) and not self.table_word_after_of(i, phrase):
                self.label(phrase)
                return i + length
            if self.negated_label(phrase):
                return i + length
            named = self.names(phrase)
            if self.awaiting is not None and length == 1 and not named \
                    and self.column_fit(phrase, strong=True) is None:
                if phrase[0].text in EMPTY_WORDS:  # `备注为空`
                    self.bind_to_awaiting(phrase, phrase[0].text, kind=WORD)
                    return i + 1
                if self.table_name_word(phrase) or self.age_word(phrase[0]) or heads.entries_of_the_table(self, i):
                    return i + 1
                if (used := self.key_by_value(i)) or self.takes_words() and self.linked_to_column(phrase[0]) and (used := self.held_value(i)):
                    return i + used  # `主办单位为华东质量检测研究院`: the whole value its rows hold
                if self.takes_words() and self.linked_to_column(phrase[0]):
                    value = self.value_run(i)
                    self.bind_to_awaiting(value, self.q[value[0].start : value[-1].end], kind=WORD)
                    return i + len(value)
                self.flush_awaiting()  # `销量最好`: a word is no value of a number column
            if self.label_columns(phrase) and (named and self.glued_before_name(i + length) or kinds.marked_at(tokens, i + length)):
                self.label(phrase)  # `女会员`: a label typed onto the table's word is a condition; `公告类`: of that kind
                return i + length
            if length == 1 and (split := self.label_prefix(phrase[0])) is not None:
                self.split_label(phrase[0], split)  # `企业发票`: one word, a label and the table's word
                return i + 1
            if named and (self.before_condition(i + length) and self.glued_to_name(i, length) or to_distance(tokens, i - 1, self.columns)) \
                    and (fit := self.column_fit(phrase, strong=True)) is not None:  # (`到汽车站的距离`: of 距汽车站距离)
                self.column_word(phrase, *fit)  # `商品库存小于10`: a column word inside the table's words
                return i + length
            if named and self.before_comparison(i + length) and (fit := self.column_fit(phrase[-1:], strong=True)) is not None \
                    and all(self.measured_by(c, phrase[-1]) for c in fit[0]) and (length > 1 or self.held is None or held_as_numbers(
                        self.tokens, i + length, [(self.span_of(c), self.form_of(c)) for c in fit[0]])):
                # `商品库存小于10`: the table's words, then a column word compared — split them (`库存小于10` alone too,
                # unless the rows read say the number may count them: roles.held_as_numbers)
                if length > 1:
                    self.flush_awaiting(modifier=self.modifies(phrase[0]))
                    self.intents.entity()
                    self.out.entity.extend(phrase[:-1])
                    self.span(phrase[:-1], "entity")
                self.column_word(phrase[-1:], *fit)
                return i + length
            if named and self.whole_label_naming_table(phrase):
                return i + length
            if named:
                self.asks_about_another(i, phrase)
                self.flush_awaiting(modifier=self.modifies(phrase[0]))
                self.intents.entity(self.group_typed_on(i + length, phrase[-1].end), lambda: self.column_fit(phrase))
                self.out.entity.extend(phrase)
                self.span(phrase, "entity")
                return i + length + presence.rows_counted(self, phrase, i + length)
            if self.label_columns(phrase):
                self.label(phrase)
                return i + length
            if length > 1 and (fit := self.flag_typed_onto_name(phrase)):
                self.column_word(phrase[:-1], *fit)  # `热门关键字`: is_hot's word, then the table's
                return i + length - 1
            # `退款 金额`: the table's word, then a column word — unless the phrase spells a column's name (`product number`)
            fit = self.column_fit(phrase, only_name=length > 1 and self.names(phrase[:1]))
            if fit is not None:
                self.column_word(phrase, *fit)
                return i + length
        if used := self.held_value(i):
            return i + used  # `北京的学校`: no table's or column's word, but a value the rows hold
        if self.column_in_word(tokens[i]) or self.age_word(tokens[i]) or self.between_table_words(i):
            return i + 1  # `总人口`, `各省`, `哪些省`; `年龄` on a date of birth
        if used := self.place_word(i) or presence.having_onto(self, i) or self.lone_char_onto_column(i) or presence.filled(self, i) or presence.opposite_flag(self, i) \
                or self.negated_flag(i) or self.linking_to(i) or presence.stock_said(self, i) or done_said(self, i) or \
                presence.by_means(self, i) or places.said(self, i) or person_names.said(self, i) or ages.made_asked(self, i) or heads.generic_onto_table(self, i) \
                or heads.value_of_its_kind(self, i) or heads.who_asked(self, i):
            return i + used  # `每个地方出生的`: the place of birth; `内舱房` cut 内|舱房; `inactive`: no; `带图片`: 有
        self.out.unknown.append(tokens[i])
        return i + 1

    def column_word(self, phrase: Sequence[Token], fits: list[ColumnRecord], words: str) -> None:
        if self.awaiting is not None and self.awaiting[1] is not None and self.awaiting[1].legend_json and (
                self.pending is not None and self.pending.op in CONNECTORS and self.pending.start >= self.awaiting_end
                or self.pending is None and said_with(self.q, self.tokens, self.awaiting[0], self.awaiting_end, phrase[0])):
            # `status is paid`, `with status paid`: after a coded column's word and `is`, a value was typed — no
            # other column (`paid_at`); the answer then says it is none of the column's labels
            self.pending = None
            self.bind_to_awaiting(phrase, self.q[phrase[0].start : phrase[-1].end], kind=WORD)
            return
        if self.column_after_value(phrase, fits):  # (value_columns: `非加拿大国籍`, the value's column after it)
            return
        column = fits[0] if len(fits) == 1 else presence.presence_flag(self, phrase[0], fits)
        if self.pending is None and self.intents.wants_column() and not by_a_value(self, phrase) and \
                self.intents.column(fits, words):
            # `平均售价`, `按价格`, `每个城市`: what the question asks of the rows, not a field or a filter
            self.span(phrase, "column", column=column.name if column else None,
                      columns=[c.name for c in fits] if column is None else None)
            self.intent_took_column = True
            return
        self.intent_took_column = False
        if self.not_flag(phrase, column) or heads.name_of_other(self, phrase, column):
            return  # `products that are not discontinued`: no; `服务商名称` on merchants: not theirs
        self.pending_to_unknown()
        said = presence.said_presence(self, phrase[0], column) if column is not None else None
        if said is not None and column is not None:
            # `有备注的订单`, `没有邮箱的会员`: whether the column holds anything (`有库存`: more than none)
            self.add(Bound(column, column.name, [said]), phrase, op=said[0])
            return
        self.span(phrase, "column", column=column.name if column else None,
                  columns=[c.name for c in fits] if column is None else None)
        self.awaiting = (phrase[0], column, words, fits)
        self.awaiting_end = phrase[-1].end
        self.awaiting_token = phrase[-1] if len(phrase) == 1 else Token(WORD, self.q[phrase[0].start : phrase[-1].end],
                                                                         phrase[0].start, phrase[-1].end, words)

    def label(self, phrase: Sequence[Token]) -> None:
        text, fits = self.label_text(phrase), self.label_columns(phrase)
        if self.awaiting is not None:
            _, column, words, options = self.awaiting
            if column is not None and column in fits or column is None and set(options) & set(fits):
                return self.bind_to_awaiting(phrase, text, kind="label")
            if self.pending is not None and self.pending.op in LOOKED_FOR and self.pending.start >= self.awaiting_end and not any(
                    c.legend_json for c in options):  # `名称包含秒杀`: text in the name, no label of another column
                return self.bind_to_awaiting(phrase, text, kind=WORD)
            self.flush_awaiting(modifier=self.modifies(phrase[0]))  # `置顶的通知公告`: yes, and that kind
        op = self.take_op() or next((o for o in ([self.after_op(phrase[-1])] if phrase[-1] in self.tokens else ())
                                     if o in NOT_OR_ORDER), "exact")  # `本科以上`, `已发货以外`
        if len(fits) == 1:
            self.add(Bound(fits[0], fits[0].name, [(op, text)], label=text), phrase, label=text, op=op)
        else:
            self.add(Bound(None, text, [(op, text)], label=text, options=fits), phrase, label=text, op=op)

    def flush_awaiting(self, modifier: bool = False, predicate: bool = False) -> None:
        """A column word that got no value is a field wanted — unless it modifies the table's word
        (`包邮的会员等级`, `标星的文件`, `discontinued products`): a yes/no column is then its yes,
        a date column says the date is set; or, a yes/no column, it is said of the table's rows at the
        end of the question (`which servers are active?`, `哪些分类在首页推荐`)."""
        if self.awaiting is not None:
            _, column, words, _ = self.awaiting
            self.awaiting = None
            if (modifier or predicate) and column is not None and self.pending is None:
                yes = flag_yes(column) or self.held_yes(column)
                if yes is None and predicate and not takes_dates(column):  # (`orders which were paid`: the date is set)
                    self.out.fields.append(column.name)
                    return
                if yes is None and takes_dates(column) and not any(b.column == column for b in self.out.bound):
                    # `discontinued products`, `已审核时间`…: a date column before the table's word says it is set
                    token = self.awaiting_token
                    if self.held is not None and self.held.always_set(column):
                        # `出版的图书`, `注册的会员`: every row has the date; the word says nothing of which rows
                        self.out.spans = [s for s in self.out.spans if not (s["as"] == "column" and s["start"] == token.start)]
                        self.out.ignored.append(token.text)
                        return
                    self.out.spans = [s for s in self.out.spans if not (s["as"] == "column" and s["start"] == token.start)]
                    self.add(Bound(column, column.name, [("notnull", "")]), [token], op="notnull")
                    return
                if yes is not None:
                    token = self.awaiting_token
                    self.out.spans = [s for s in self.out.spans if not (s["as"] == "column" and s["start"] == token.start)]
                    self.add(Bound(column, column.name, [("exact", yes)], label=token.text), [token], label=token.text)
                    return
            self.out.fields.append(column.name if column is not None else words)

    def pending_to_unknown(self) -> None:
        if self.pending is not None:
            if self.pending.op in CONNECTORS:  # `品牌是什么`: a connector with nothing after it means nothing
                self.out.ignored.append(self.pending.text)
            else:
                self.out.unknown.append(self.pending)
            self.pending = None

    def close(self) -> None:
        if self.awaiting is not None and self.pending is not None and self.pending.op in CONNECTORS:
            # `系统内置 是`: a connector word that is itself a label of the column waiting for a value.
            _, column, _, options = self.awaiting
            labels = self.labels.get(fold_label(self.pending.text), [])
            if column in labels or set(options) & set(labels):
                token, self.pending = self.pending, None
                self.bind_to_awaiting([token], token.text, kind="label")
        self.flush_awaiting(predicate=self.said_of_rows())
        self.pending_to_unknown()
        if self.either is not None:  # `售价低于200或者的商品` (a side taken away): nothing to choose from
            self.out.ignored.append(self.either.text)
            self.either = None
        self.set_aside_unused()
        if self.out.unknown:
            self.out.suggest = self.suggest  # asked only when the reading is refused (sentence.unknown_words)

def bind(q: str, record, columns: Sequence[ColumnRecord], names_table, aliases, bound_columns,
         today: str | None = None, held: TableValues | HeldLater | None = None) -> Binding:
    """The roles of every token of `q` against one table (see the module docstring); `today` is
    the day relative periods are read against; `held`, what the table's rows hold."""
    return Binder(q, record, columns, names_table, aliases, bound_columns, today, held).run()
