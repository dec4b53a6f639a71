"""Where a sentence may speak of a table linked to the one it asks for (docs/one-box.md,
"Conditions across a link"): the stretches (*clauses*) that linked.py reads on a linked table, and
the words of presence or absence they start with (`有退款`, `没有评价`, `用了优惠券`, `with
refunds`, `without reviews`). And presence or absence said of a column of the table itself (docs/one-box.md,
"Having some or none"): `有备注`, `没有邮箱`; of a quantity, `有库存`, `没有评论`, `out of stock`, `缺货`; and
how many rows, said by a count's 数 typed onto the table's word (`会员数`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from ..sources.column_kinds import is_key
from ..words import normalize
from .reader import IGNORED, INTENT, KNOWN, SYMBOL, WORD, Token
from .roles import Binding, Bound
from .sentence_values import flag_yes, is_numeric_column, takes_dates
from .tokens import spaced, typed_together

# Words that say a linked row exists (`有退款的订单`) or does not (`没有评价的商品`), before the
# words that name the linked table; a verb may stand between (`没分配角色`, `用了优惠券`).
PRESENCE_WORDS = frozenset({"有", "带有", "含有", "存在", "拥有", "具有", "with", "having", "has", "have"})
ABSENCE_WORDS = frozenset({"没有", "没", "无", "未", "从未", "从没", "从没有", "从来没有", "尚未", "不曾", "还没",
                           "还没有", "并未", "without", "no", "never", "not"})
# `小米有哪些商品`, `华为有多少个商品`: 有 and a question word between a clause and the head say what `的` says
# (`小米的商品`); the question word is asked of the head's rows (a count stays the count).
HAVE_WORD = "有"
HAVE_ASKED = frozenset({"哪些", "什么", "哪几个", "count"})  # (`多少`, `几个` are read as the count intent)
# Particles a verb of presence takes (`用了`, `买过`): with them a verb alone says a row exists.
ASPECT_MARKS = frozenset({"了", "过"})
# English words between the head and the clause (`orders of members with …`, `products that have …`).
LATIN_JOINERS = frozenset({"of", "with", "that", "which", "who", "whose", "have", "has", "having", "in", "by",
                           "from", "for"})
# Parts of speech (jieba's) of a verb that may stand between the presence word and the table's
# words (`分配角色`, `用了优惠券`); `用` is tagged a preposition, and with 了/过 after it is a verb.
VERB_TAGS = frozenset({"v", "vn", "vd"})
MARKED_VERB_TAGS = VERB_TAGS | {"p"}
# Whole words ending in 了/过 that are no verb with its mark (`通过微信支付`: how, not that some payment was made).
NOT_MARKED_TAGS = frozenset({"p", "c"})
# One character after the linked table's words that says nothing more (`会员下的订单`, `用户名下的`).
TAIL_TAGS = VERB_TAGS | {"f"}

@dataclass
class Clause:
    """A stretch of the sentence read on a linked table: its characters, the presence or absence
    it asks (`exists`/`notexists`, or None), and the tokens that say so."""

    start: int
    end: int
    existence: str | None = None
    cue: tuple[Token, ...] = ()
    verbs: tuple[Token, ...] = ()
    modifier: bool = True  # before the head (`…的订单`), not after it (`orders with …`)

    tail: tuple[Token, ...] = ()  # verbs after the linked table's words (`会员下的订单`: 下)
    # The head's end, when the words and the head are together one value the linked rows hold
    # (`黄金会员有哪些`: the member level 黄金会员; the head 会员 still names the members).
    through: int = 0

    @property
    def body_start(self) -> int:
        return max([self.start] + [t.end for t in self.cue + self.verbs])

    @property
    def body_end(self) -> int:
        return self.through or (self.tail[0].start if self.tail else self.end)


# An English possessive after a clause (`Mary's invoices`), as 的 after it.
POSSESSIVES = ("'s", "’s")


def blank(q: str, start: int, end: int, keep: bool) -> str:
    """`q` with the characters in [start, end) kept (keep) or blanked (not keep): every other one a
    space, so offsets stay those of `q`."""
    if keep:
        return " " * start + q[start:end] + " " * (len(q) - end)
    if q[end : end + 2] in POSSESSIVES:
        end += 2  # (`Mary's invoices`: the `'s` of the clause blanked with it, as nothing is left for it to join)
    return q[:start] + " " * (end - start) + q[end:]


def clauses(q: str, tokens: Sequence[Token], binding: Binding) -> list[Clause]:
    """The stretches of the sentence that may be about a linked table, longest first: what stands
    before the `的` right before the head (from the start, or after an earlier `的`), and what
    follows a head typed first (`orders with refunds`, `订单 会员手机号…`)."""
    head = _head(binding)
    if not head:
        return []
    head_start, head_end = head[0].start, head[-1].end
    out: list[Clause] = []
    before = [t for t in tokens if t.end <= head_start]
    quiet_tail = []
    while before and (before[-1].kind in (IGNORED, SYMBOL) or before[-1].kind == INTENT and before[-1].value in HAVE_ASKED):
        quiet_tail.insert(0, before.pop())
    if before and (any(t.kind == IGNORED and t.value == "的" for t in quiet_tail) or asks_what_it_has(quiet_tail)):
        end = before[-1].end
        starts = [0] + [t.end for t in before if t.kind == IGNORED and t.value == "的"
                        or t.kind == SYMBOL and t.value in "，,；;"]
        for start in sorted(set(starts)):
            if start < end and q[start:end].strip():
                out.append(_with_cue(q, tokens, start, end))
    run = []  # `Electronics products`, `how many Electronics products`: words no reading took, right before the head
    while len(run) < len(before) and before[-1 - len(run)] in binding.unknown and \
            typed_together(q, [before[-1 - len(run)], (run or head)[0]]):
        run.insert(0, before[-1 - len(run)])
    if run and not quiet_tail and not out and all(t.kind in (IGNORED, INTENT, SYMBOL) for t in before[: -len(run)]):
        out.append(_with_cue(q, tokens, run[0].start, run[-1].end))  # (only request words before it)
        out.append(replace(out[-1], through=head_end))
    after = [t for t in tokens if t.start >= head_end]
    if after and not [t for t in tokens if t.end <= head_start and t.kind not in (IGNORED, SYMBOL)]:
        skip = 0
        while skip < len(after) and (after[skip].kind in (IGNORED, SYMBOL) and after[skip].value in LATIN_JOINERS
                                     or after[skip].kind == SYMBOL):
            skip += 1
        # Words typed right after the head without a joining word name the table with it (`invoice
        # items`); only `with`, `of`, `without` … start a clause about another table.
        joined = any(t.value in LATIN_JOINERS for t in after[:skip]) or \
            skip < len(after) and after[skip].value in ABSENCE_WORDS | PRESENCE_WORDS
        if skip < len(after) and joined:
            start = after[skip].start
            clause = _with_cue(q, tokens, start, len(q), presence_before=any(
                t.value in PRESENCE_WORDS for t in after[:skip]))
            clause.modifier = False
            out.append(clause)
    return out


def table_words(record) -> set[str]:
    """The whole words of a table's name and description (`角色` of 角色信息表; not `优惠` of 优惠券使用记录表)."""
    return {w for phrase in normalize.query_phrases(record.comment or "") for w in phrase.words} | set(
        normalize.identifier_tokens(record.name)) | {normalize.fold_identifier(record.name)}


# The words before a table's word glued to it in one word (`黄金会员`) that may be a value: two characters at least.
GLUED_VALUE_MIN = 2


def glued(binding: Binding, table_words: set[str]) -> list[Clause]:
    """`黄金会员有哪些`: a word no reading took that ends with the table's word (`会员`), the segmenter's one
    word — the value a linked table's rows hold whole (the member level 黄金会员), the table named by its end."""
    out = []
    for token in binding.unknown:
        ends = [w for w in table_words if token.text.endswith(w) and len(token.text) - len(w) >= GLUED_VALUE_MIN]
        if token.kind == WORD and ends:
            out.append(Clause(token.start, token.end - len(max(ends, key=len)), through=token.end))
    return out


def asks_what_it_has(tail: Sequence[Token]) -> bool:
    """`有哪些`, `有多少个` right before the head: the words before them are what has those rows."""
    values = [t.value for t in tail if t.kind != SYMBOL]
    return len(values) == 2 and values[0] == HAVE_WORD and values[1] in HAVE_ASKED


def worth_finding(binding: Binding) -> bool:
    """Whether some clause could be worth reading across a link (linked._worth_a_look), asked
    before the clauses are found: a word left unexplained or unused, a field, or — before the head
    — a column word and a value. Most readings have none of them, and finding clauses costs more."""
    if binding.unknown or binding.unused or binding.fields:
        return True
    if not {"column", "value"} <= {s["as"] for s in binding.spans}:
        return False  # the head is looked for only when both are there
    head = _head(binding)
    roles = {s["as"] for s in binding.spans if head and s["start"] < head[0].start}
    return "column" in roles and "value" in roles


def _with_cue(q: str, tokens: Sequence[Token], start: int, end: int, presence_before: bool = False) -> Clause:
    """The clause with the presence or absence word it starts with, and the verbs after it."""
    inside = [t for t in tokens if t.start >= start and t.end <= end and t.kind != SYMBOL]
    cue: list[Token] = []
    existence = "exists" if presence_before else None
    i = 0
    while i < len(inside) and inside[i].kind == IGNORED and inside[i].value in ("还", "都", "也"):
        i += 1
    if i < len(inside) and inside[i].value in ABSENCE_WORDS | PRESENCE_WORDS:
        existence = "notexists" if inside[i].value in ABSENCE_WORDS else "exists"
        cue = list(inside[: i + 1])
        i += 1
        while i < len(inside) and inside[i].value in ABSENCE_WORDS | {"been", "any", "ever"}:
            cue.append(inside[i])  # `have never been`, `never any`
            i += 1
    verbs: list[Token] = []
    while i < len(inside) - 1 and (_verb(inside[i], inside[i + 1]) or inside[i].kind == IGNORED
                                    and inside[i].value in ASPECT_MARKS and verbs):
        verbs.append(inside[i])
        i += 1
    if existence is None and verbs and any(t.value in ASPECT_MARKS or _aspect_marked(t) for t in verbs):
        existence = "exists"  # `用了优惠券的订单`, `买过苹果的会员`
    elif existence is None:
        verbs = []
    tail: list[Token] = []
    while len(inside) - len(tail) > i + 1 and len(inside[-1 - len(tail)].text) == 1 and (
            _verb(inside[-1 - len(tail)], None) or _verb(inside[-1 - len(tail)], None, TAIL_TAGS)):
        tail.insert(0, inside[-1 - len(tail)])  # `手机号…的会员下的订单`: 下 (placed) says nothing more
    return Clause(start, end, existence, tuple(cue), tuple(verbs), tail=tuple(tail))


def _aspect_marked(token: Token) -> bool:
    """`买过`, `退过`: a verb with 了/过 typed onto it — not a word of its own that ends so (`通过`, `经过`,
    `为了`, `不过`: a preposition or a conjunction)."""
    return len(token.value) > 1 and token.value[-1:] in ASPECT_MARKS and \
        normalize.part_of_speech(token.value) not in NOT_MARKED_TAGS


def _verb(token: Token, after: Token | None, tags: frozenset[str] = VERB_TAGS) -> bool:
    """A Chinese verb (`分配`, `买过`), or a word used as one before 了/过 (`用了`)."""
    if token.kind != WORD or not normalize.is_cjk_word(token.text[:1]):
        return False
    marked = _aspect_marked(token)
    word = token.value[:-1] if marked else token.value
    marked = marked or after is not None and after.kind == IGNORED and after.value in ASPECT_MARKS
    return normalize.part_of_speech(word) in (MARKED_VERB_TAGS if marked else tags)


def _head(binding: Binding) -> list[Token]:
    """The last run of the reading's entity words: the head the sentence asks for."""
    entity = sorted(binding.entity, key=lambda t: t.start)
    if not entity:
        return []
    head = [entity[-1]]
    for token in reversed(entity[:-1]):
        if token.end < head[0].start - 1:
            break
        head.insert(0, token)
    return head


# -- a column's own presence ------------------------------------------------------------------------
# Words right before a column's word that say the row holds nothing there (`没有邮箱的会员`, `without email`).
HOLDS_NOTHING_WORDS = frozenset({"没有", "无", "没", "缺少", "缺", "without", "no"})
ARTICLES = frozenset({"a", "an", "any"})  # (`without an email`)
# A quantity had (`有库存`, `有评论` on 评论数) is more than none; one not had (`没有库存`, `no stock`) is
# none — or less, where the rows read hold numbers below 0 (stock sold before it came in).
HAD, NOT_HAD, NOT_HAD_BELOW = ("gt", "0"), ("exact", "0"), ("lte", "0")
# The words of a stock column (`库存`, `units_in_stock`), and what people say of it: `products in stock`,
# `out of stock`; `有货`, `缺货` (货: the goods in stock).
STOCK_WORDS = ("库存", "stock", "inventory")
STOCK_SAID = {"缺货": NOT_HAD, "没货": NOT_HAD, "无货": NOT_HAD, "断货": NOT_HAD, "有货": HAD}
GOODS_WORD = "货"
PRESENCE_SAID = HOLDS_NOTHING_WORDS | ARTICLES | {"out"}  # (`products with no stock`, `out of stock`)


def had_amount(column) -> bool:
    """A column of numbers that says how much of something a row has (库存, 评论数, balance): no key,
    no yes/no, no coded values, no date."""
    return is_numeric_column(column) and not column.legend_json and flag_yes(column) is None and \
        not takes_dates(column) and not is_key(column)


def said_presence(binder, token: Token, column) -> tuple | None:
    """The condition said by the words typed right before a column's word (`token`): `notnull` after `有`
    (`有备注`), `isnull` after `没有`/`无` (`没有邮箱`, `without email`); on a quantity (had_amount)
    more than none or none (`有库存`, `no stock`, `in stock`, `out of stock`). None when nothing says it."""
    q, tokens, out = binder.q, binder.tokens, binder.out
    index = binder.token_at.get(token.start, 0)
    # (`without email`, `without an email`, `with no email`: English one space before, an article between)
    back = 2 if index > 1 and tokens[index - 1].value in ARTICLES and spaced(q, tokens[index - 1], token) else 1
    before = tokens[index - back] if index >= back else None
    if before is None or before.end != token.start and not spaced(q, before, tokens[index - back + 1]):
        return None
    stock = token.text.lower() in STOCK_WORDS
    out_of = tokens[index - 2] if stock and index > 1 and before.text.lower() == "of" else None
    # (not before a word: `都有城市出现极端高温` says there are such rows, none of them a city set)
    has = before.kind == IGNORED and (before.value == "有" or stock and before.text.lower() == "in") and (
        index + 1 == len(tokens) or tokens[index + 1].kind != WORD or stock)
    lacks = not has and before.kind == WORD and before.value in HOLDS_NOTHING_WORDS and before in out.unknown
    out_of = out_of if out_of is not None and out_of.text.lower() == "out" and out_of in out.unknown and \
        spaced(q, out_of, before) else None
    if not (has or lacks or out_of is not None):
        return None  # (the usual case, asked first: no word of presence or absence before it)
    amount = had_amount(column)
    if is_numeric_column(column) and not (amount and said_of_the_rows(binder, index)) or \
            not amount and (out_of is not None or has and before.value != "有"):
        return None
    if has:
        out.ignored.pop() if out.ignored and out.ignored[-1] == before.text else None
        condition = HAD if amount else ("notnull", "")
    elif lacks:
        out.unknown.remove(before)
        condition = NOT_HAD if amount else ("isnull", "")
    else:
        out.unknown.remove(out_of)
        out.ignored.pop() if out.ignored and out.ignored[-1] == before.text else None
        before, condition = Token(WORD, q[out_of.start : before.end], out_of.start, before.end, "out of"), NOT_HAD
    span = binder.span_of(column) if condition == NOT_HAD else None
    condition = NOT_HAD_BELOW if span is not None and span[0] is not None and span[0] < 0 else condition
    out.spans.append({"text": before.text, "as": "comparison", "op": condition[0], "start": before.start, "end": before.end})
    return condition


def said_of_the_rows(binder, index: int) -> bool:
    """Whether the quantity's word at `index` ends what is said of the table's rows: before `的` and the
    table's word (`有库存的商品`), or after the table's word at the end (`products with no stock`) — not
    a column a question goes on about (`每个城市有多少个戏剧`, `有面积17万平方米以上的体育场`)."""
    tokens = binder.tokens
    after = tokens[index + 1 : index + 3]
    if not after:  # (and nothing but request words between: `每位演员在多少奖项上有提名` asks of each one)
        entity = binder.out.entity[-1] if binder.out.entity else None
        return entity is not None and all(t.kind in (IGNORED, SYMBOL) or t.value in PRESENCE_SAID for t in tokens
                                          if entity.end <= t.start < tokens[index].start)
    if after[0].kind == IGNORED and after[0].value == "的":
        return len(after) == 2 and after[1].kind == WORD and bool(binder.names(after[1:]))
    return after[0].kind == WORD and bool(binder.names(after[:1]))


def stock_said(binder, i: int) -> int:
    """`缺货的商品`, `有货的商品`: what people say of the goods in stock is said of the one stock column
    (a column of numbers whose name or description says 库存, stock). How many tokens it used (0: none)."""
    token, before = binder.tokens[i], binder.tokens[i - 1] if i else None
    had = before is not None and before.kind == IGNORED and before.value == "有" and before.end == token.start
    condition = STOCK_SAID.get(token.text) or (HAD if token.text == GOODS_WORD and had else None)
    condition = condition if condition is not None and said_of_the_rows(binder, i) else None
    said = [c for c in binder.columns if had_amount(c) and any(w in normalize.fold(f"{c.name} {c.comment or ''}")
                                                                 for w in STOCK_WORDS)] if condition else []
    if len(said) != 1:
        return 0
    if had and binder.out.ignored and binder.out.ignored[-1] == before.text:
        binder.out.ignored.pop()
    typed = [before, token] if had else [token]
    span = binder.span_of(said[0]) if condition == NOT_HAD else None
    condition = NOT_HAD_BELOW if span is not None and span[0] is not None and span[0] < 0 else condition
    binder.add(Bound(said[0], said[0].name, [condition]), typed, op=condition[0])
    return 1



# The character that, typed onto the table's word at the end of a question, asks how many rows (`会员数`).
COUNT_CHAR = "数"


def rows_counted(binder, phrase: Sequence[Token], end: int) -> int:
    """`会员数`, `已关闭订单数`: a count's 数 typed onto the table's word, and nothing after it, asks how many
    rows (not when the table's description says the word whole: `人口数` of 人口数统计). Tokens used after it."""
    word = normalize.fold(phrase[-1].text)
    rest = [t for t in binder.tokens[end:] if t.kind not in (IGNORED, SYMBOL)]
    glued = len(rest) == 1 and rest[0].text == COUNT_CHAR and rest[0].start == phrase[-1].end
    if glued or not rest and len(word) > 2 and word.endswith(COUNT_CHAR) and word not in binder.names_table.comment:
        binder.intents.intent.count = True
        binder.out.spans.extend([{"text": COUNT_CHAR, "as": "intent", "intent": "count", "start": rest[0].start,
                                  "end": rest[0].end}] if glued else [])
    return int(glued)


def presence_flag(binder, token: Token, fits: Sequence) -> object | None:
    """`有图片的评论` where 图片 fits both `has_picture` (是否含有图片) and `pic_urls`: after `有`, the one yes/no column
    among them says it — whether the row has one (else None: the column word stays asked)."""
    index = binder.token_at.get(token.start, 0)
    before = binder.tokens[index - 1] if index else None
    if before is None or before.kind != IGNORED or before.value != "有" or before.end != token.start:
        return None
    flags = [c for c in fits if flag_yes(c) is not None]
    return flags[0] if len(flags) == 1 else None


# Words of having typed right onto a column's word, which say what `有` says there (`含图片的评论`, `带图片的评论`,
# `带备注的订单`): whether the row has one. (`含有`, `带有` are `contains`: `名称含有手机`.)
HAVING_ONTO, CONTAINED_MARK = frozenset({"含", "带", "附有"}), "所"


def having_onto(binder, i: int) -> int:
    """A word of having typed right onto a column's word: read as the `有` it says (1 token used), else 0."""
    token, after, before = binder.tokens[i], binder.tokens[i + 1 : i + 2], binder.tokens[i - 1 : i] if i else []
    if token.text not in HAVING_ONTO or not after or after[0].start != token.end or after[0].kind not in (WORD, KNOWN) or \
            binder.column_fit(after, strong=True) is None or before and before[0].end == token.start and \
            before[0].text.endswith(CONTAINED_MARK):
        return 0  # (`所含国家正好5个`: the countries it contains, not whether it has one)
    binder.tokens[i] = replace(token, kind=IGNORED, value=HAVE_WORD)  # (said_presence reads the word before)
    binder.out.ignored.append(token.text)
    return 1


# Words of means typed right before a label (`用银联支付的`, `用支付宝付款的订单`, `通过微信支付的`): they say how, nothing
# more. Only before a label: before another word they may be part of a column's word (`使用占比`, `使用年数`).
MEANS_WORDS = frozenset({"用", "使用", "通过"})


def by_means(binder, i: int) -> int:
    """A word of means no column explains, glued to a label of the table after it: left out (1 token used), else 0."""
    token, after = binder.tokens[i], binder.tokens[i + 1 : i + 2]
    if token.text not in MEANS_WORDS or not after or after[0].start != token.end or after[0].kind not in (WORD, KNOWN) \
            or not binder.label_columns(after):
        return 0
    binder.out.ignored.append(token.text)
    return 1
