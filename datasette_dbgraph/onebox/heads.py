"""Whether a table's reading keeps the head of the question (onebox/sentence.py weighs readings by it): the words
that most likely name the table (`passes.head_words`) — as its own words, as the group it counts, as the rows a
column is asked of, or inside a column's name typed whole (`average rental rate of films`: rental of rental_rate)."""

from __future__ import annotations

from ..resolving.links.linked_sql import COUNTED
from ..sources.column_kinds import is_key
from ..words import normalize
from ..words.aliases import word_key
from .reader import KNOWN, WORD
from .roles import Binding, Bound
from .sentence_values import holds_text

# A span's role for the words that name a linked table (links/linked.LINK).
LINKED_WORDS = "link"


def names_head(binding: Binding, head) -> bool:
    """The reading's table words are the head — or its end, the rest a value a linked table holds (黄金|会员)."""
    spans = [(t.start, t.end) for t in binding.entity]
    return spans == [(t.start, t.end) for t in head] or bool(spans) and spans[-1][1] == head[-1].end and any(
        s["as"] == "value" and s.get("table") and s["start"] == head[0].start and s["end"] == spans[0][0]
        for s in binding.spans)


def grouped_by_head(binding: Binding, head) -> bool:
    """`哪些城市超过5个体育场`: the head is the group whose rows of this table are counted and compared
    (the stadiums' 所在城市) — the question asks which groups, and this table answers it."""
    intent = binding.intent
    if intent is None or intent.having is None or not intent.group_by:
        return False
    grouped = {c.name for c in intent.group_by}
    return any(s["as"] == "column" and s["start"] == head[-1].start and s.get("column") in grouped for s in binding.spans)


def asks_of_the_entity(binding: Binding, head) -> bool:
    """`商品的品牌是什么`: the words after the last `的` are a column of the table the words before it
    name — the question asks that of those rows."""
    return bool(binding.entity) and all(t.end <= head[0].start for t in binding.entity) and any(
        s["as"] == "column" and s["start"] == head[0].start for s in binding.spans)


def head_in_column_name(binding: Binding, head) -> bool:
    """`average rental rate of films` (film.rental_rate): the head (`rental`, a table of its own) is a word of a
    column's name typed whole, in words (`rental rate`) — the reading that takes the phrase as that column keeps
    it; the table named `rental` would leave `rate` and `films` unread."""
    return any(s["as"] == "column" and s.get("column") and s["start"] <= head[0].start and head[-1].end <= s["end"]
               and len(s["text"].split()) > 1 and normalize.identifier_tokens(s["text"]) ==
               normalize.identifier_tokens(s["column"]) for s in binding.spans)


def head_as_label(binding: Binding, head) -> bool:
    """`cancelled sales orders`: the first words typed (`cancelled`, which a cart's description mentions) are a
    label of this table's legend, its own words right after them — in English the kind of rows comes first."""
    return bool(binding.entity) and binding.entity[0].start > head[-1].end and any(
        s["as"] == "value" and s.get("label") and s["start"] <= head[0].start and head[-1].end <= s["end"]
        for s in binding.spans)


def counts_the_head(binding: Binding, head) -> bool:
    """`哪些会员的订单超过5个`: the head (`订单`, after the last `的`) names a linked table whose rows are counted
    per row of this one — the question asks which members, and this table answers it (links/counts.py)."""
    return any(s["as"] == LINKED_WORDS and s["start"] == head[-1].start for s in binding.spans) and any(
        b.column is None and any(c[0] in COUNTED for c in b.conditions) for b in binding.bound)


# ... and `名单` (a list of them), typed: `已经离职的员工名单`. Not in names, where it may be the thing itself (获奖名单,
# the winners: GENERIC_TAIL_CJK leaves it there).
TYPED_GENERIC = normalize.GENERIC_TAIL_CJK | {"名单"}
# The English words that only say a row is an entry of the thing, one space after its words (`cache entries`,
# `log records`): as TYPED_GENERIC — before, `entries` was taken for the value of a column the table's word fits.
TYPED_GENERIC_LATIN = frozenset({"entries", "entry", "records", "record", "rows", "row"})


def generic_onto_table(binder, i: int) -> int:
    """`提现申请总金额`, `退款记录里`: a word that only says a row is a request, a record or a list of the thing (`申请`,
    `记录`, `列表`: normalize.GENERIC_TAIL_CJK) typed right onto the table's words says nothing more of them: left out,
    as at the end of a question (1 token used), else 0 — before, it was a word nothing fits and the question refused.
    Only after words each of the table's own name or description: `优惠券领取记录` is no coupon, but a record of
    claiming one (领取 is no word of 优惠券表)."""
    token, entity, table = binder.tokens[i], binder.out.entity, binder.names_table
    latin = entity and token.text.lower() in TYPED_GENERIC_LATIN and binder.q[entity[-1].end : token.start] == " "
    if not entity or not latin and (entity[-1].end != token.start or normalize.fold(token.text) not in TYPED_GENERIC) or \
            not all(normalize.fold(t.text) in table.comment or normalize.fold_identifier(t.text) in table.name or
                    _translated_in_name(binder, t.text) for t in entity):  # (员工 of employee, by the glossary)
        return 0
    binder.out.ignored.append(token.text)
    return 1


def _translated_in_name(binder, text: str) -> bool:
    """Whether an English word the glossary gives for the typed word is in the table's name (员工 → employee)."""
    key = word_key(text)
    return bool(key) and any(w.isascii() and normalize.fold_identifier(w) in binder.names_table.name
                             for g in binder.aliases.related(key[0]) for w in g.words)


# English words typed right after a column's word that only say it is a number or a code of the thing (`model
# number`, `tracking no`): part of the column's word when its name says none of them — never its value.
COLUMN_TAIL_WORDS = frozenset({"number", "no", "num", "code"})


def column_tail(binder, i: int) -> bool:
    """`products without a model number` on products_model: `number` goes on the column's word (the English
    counterpart of question_reads.column_word_tail); before, it was the value of `model`."""
    token, last = binder.tokens[i], binder.out.spans[-1] if binder.out.spans else None
    if last is None or last["as"] != "column" or last["end"] + 1 != token.start or token.value not in COLUMN_TAIL_WORDS \
            or not binder.q[last["start"] : last["end"]].isascii():
        return False
    names = last.get("columns") or [last.get("column")]  # (the columns the word may be: none may have the tail word)
    if not all(names) or any(token.value in normalize.identifier_tokens(name) for name in names):
        return False
    last["text"], last["end"] = binder.q[last["start"] : token.end], token.end
    if binder.awaiting is not None and binder.awaiting_end == last["end"] - len(token.text) - 1:
        binder.awaiting_end = token.end
    return True


# Words that say what a thing is called: typed right onto another thing's word, its name (`服务商名称`).
NAME_OF_WORDS = frozenset({"名称", "名字", "name"})
# How a column that refers to another thing by its number or code is described (`服务商号`, `客户ID`, `部门编码`).
KEY_COMMENT_ENDS = ("号", "id", "编号", "编码", "代码", "代号")


def name_of_other(binder, phrase, column) -> bool:
    """`服务商名称为星辰科技有限公司的商户` on merchants (isv_no 服务商号, mch_name 商户名称): a name word typed right onto
    another column's word is the name of what that column keeps, not the name this table's column describes — before,
    the merchant's own name took the value. Refused, naming the column the table does keep (True: read here)."""
    last = binder.out.spans[-1] if binder.out.spans else None
    if last is None or last["as"] != "column" or not last.get("column") or column is None or last["column"] == column.name \
            or last["end"] != phrase[0].start or normalize.fold(binder.q[phrase[0].start : phrase[-1].end]) not in NAME_OF_WORDS:
        return False
    before, other = normalize.fold(last["text"]), next((c for c in binder.columns if c.name == last["column"]), None)
    if before in normalize.fold(column.comment or "") or normalize.fold_identifier(before) in column.name.lower() or \
            other is None or not (is_key(other) or normalize.fold(normalize.comment_main(other.comment)).endswith(KEY_COMMENT_ENDS)):
        return False  # (`会员名称` on 会员名称: the column's own words; `省名称` on 省份: the column holds the name itself)
    binder.awaiting = None
    binder.out.spans.remove(last)
    binder.out.unknown.extend(t for t in binder.tokens if last["start"] <= t.start < phrase[-1].end)
    binder.out.why.append(("why_name_of_other", last["column"], binder.q[last["start"] : phrase[-1].end]))
    return True


def entries_of_the_table(binder, i: int) -> bool:
    """`shared cache entries` on cache_shared: a row word (TYPED_GENERIC_LATIN) one space after a column's word that is
    also a word of the table's name, itself one space after the table's words, makes that word the table's — the
    column waits for no value (before, `cache_key = entries`, confidently) and the row word is left out."""
    token, entity, table = binder.tokens[i], binder.out.entity, binder.names_table
    last = binder.out.spans[-1] if binder.out.spans else None
    if not entity or last is None or last["as"] != "column" or token.text.lower() not in TYPED_GENERIC_LATIN or \
            binder.q[last["end"] : token.start] != " " or binder.q[entity[-1].end : last["start"]] != " " or \
            normalize.fold_identifier(last["text"]) not in table.name:
        return False
    binder.awaiting = None
    entity.append(next(t for t in binder.tokens if t.start == last["start"]))
    last["as"] = "entity"
    last.pop("column", None)
    last.pop("columns", None)
    binder.out.ignored.append(token.text)
    return True


def value_typed_for(binder, i: int) -> bool:
    """`职称是讲师的教师`: the word right after a column word and `是`/`为` (the column has no legend of its own) is that
    column's value — never asked as a slip of a label of another column (讲师 is one character from the role legend's
    教师; before, the question was refused as if 讲师 were a misspelt 教师)."""
    awaiting, pending = binder.awaiting, binder.pending
    return awaiting is not None and awaiting[1] is not None and not awaiting[1].legend_json and pending is not None \
        and pending.op in ("exact", "not") and pending.start >= binder.awaiting_end and binder.takes_words() \
        and binder.linked_to_column(binder.tokens[i])


def kind_of_awaited(binder, token) -> bool:
    """`学院是计算机学院`: the word typed right onto a value that is the waiting column's own whole description says
    what kind of thing the value is, and is part of it (`计算机学院`, not `计算机`)."""
    awaiting = binder.awaiting
    if awaiting is None or awaiting[1] is None or awaiting[1].legend_json or token.kind not in (WORD, KNOWN) or \
            not normalize.is_cjk_word(token.text):
        return False
    return normalize.fold(normalize.comment_main(awaiting[1].comment or "")) == normalize.fold(token.text)


# The least a word typed onto a column's description must be to be a value named with its kind (`计算机学院`).
KIND_VALUE_MIN = 2


def value_of_its_kind(binder, i: int) -> int:
    """`计算机学院有多少学生` (student.institute 学院): a noun no column, table or label knows, typed right onto the word
    that is one text column's whole description, names a value of that kind — the column holds `计算机学院` (2 tokens
    used). Before, 计算机 was a word nothing fits and the question was refused."""
    tokens = binder.tokens
    if binder.awaiting is not None or binder.pending is not None or i + 1 >= len(tokens) or tokens[i + 1].start != tokens[i].end:
        return 0
    word, kind = tokens[i], tokens[i + 1]
    if word.kind != WORD or kind.kind not in (WORD, KNOWN) or len(word.text) < KIND_VALUE_MIN or not normalize.is_cjk_word(word.text) \
            or not normalize.is_cjk_word(kind.text) or not normalize.part_of_speech(word.text).startswith("n") \
            or binder.names([word]) or binder.label_columns([word]) or binder.column_fit([word]) is not None \
            or any(binder.aliases.related(k) for k in word_key(word.text)[:1]):
        return 0  # (`角色区域`: 角色, a business word, names another table — no value)
    fit = binder.column_fit([kind], strong=True)
    columns = [c for c in fit[0] if normalize.fold(normalize.comment_main(c.comment or "")) == normalize.fold(kind.text)] if fit else []
    if len(columns) != 1 or columns[0].legend_json or is_key(columns[0]) or not holds_text(columns[0]):
        return 0
    text = binder.q[word.start : kind.end]
    binder.add(Bound(columns[0], columns[0].name, [("exact", text)]), tokens[i : i + 2])
    return 2


# `…的有哪些人`, `是什么人`: after these, a lone 人 at the end of the question asks for the rows (who they are).
WHO_BEFORE = frozenset({"哪些", "哪个", "什么", "的", "哪位"})
WHO_WORD = "人"


def who_asked(binder, i: int) -> int:
    """`总成绩不超过60分的有哪些人`: a lone 人 after a question word (or 的) with nothing but question words after it
    asks who the rows are — it names no table or column (1 token used). Before, the question was refused for it."""
    tokens = binder.tokens
    if tokens[i].text != WHO_WORD or i == 0 or tokens[i - 1].text not in WHO_BEFORE or binder.names(tokens[i : i + 1]) \
            or any(t.kind in (WORD, KNOWN) or t.is_value for t in tokens[i + 1 :]) or binder.column_fit(tokens[i : i + 1]) is not None:
        return 0
    binder.out.ignored.append(tokens[i].text)
    return 1


def document_of_table(binder, token) -> bool:
    """`转账单` on 转账订单表: a document said short (…单), whose longer glossary word the table's description spells —
    the table's word, never a slip of a label (`转账中`)."""
    text = normalize.fold(token.text)
    return text.endswith(tuple(normalize.DOCUMENT_WORDS)) and any(
        normalize.is_cjk_word(w) and len(w) > len(text) and normalize.fold(w) in binder.names_table.comment
        for k in word_key(token.text)[:1] for g in binder.aliases.related(k) for w in g.words)


def no_slip(binder, i: int) -> bool:
    """Whether the word at `i` is read as typed, though one character from a label (value_typed_for, document_of_table)."""
    return value_typed_for(binder, i) or document_of_table(binder, binder.tokens[i])
