"""Where a sentence may speak of a table linked to the one it asks for (docs/one-box.md,
"Conditions across a link"): the stretches (*clauses*) that linked.py reads on a linked table, and
the words of presence or absence they start with (`有退款`, `没有评价`, `用了优惠券`, `从没下过订单`,
`一条评论都没有`, `with refunds`, `without reviews`, `never placed an order`). (Of a column of the table
itself: ../presence.py.)"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from ...words import normalize
from ...words.values import NUMBER
from ..presence import ARTICLES, HAVE_WORD
from ..reader import COMPARE, IGNORED, INTENT, SYMBOL, WORD, Token
from ..roles import Binding
from ..tokens import typed_together
from .verbs import (
    ASPECT_MARKS,
    VERB_TAGS,
    aspect_marked,
    english_verb,
    verb,
)

# Words that say a linked row exists (`有退款的订单`) or does not (`没有评价的商品`), before the
# words that name the linked table; a verb may stand between (`没分配角色`, `用了优惠券`).
PRESENCE_WORDS = frozenset({"有", "带有", "含有", "存在", "拥有", "具有", "with", "having", "has", "have"})
ABSENCE_WORDS = frozenset({"没有", "没", "无", "未", "从未", "从没", "从没有", "从来没有", "尚未", "不曾", "还没",
                           "还没有", "并未", "without", "no", "never", "not"})
# `小米有哪些商品`, `华为有多少个商品`: 有 and a question word between a clause and the head say what `的` says
# (`小米的商品`); the question word is asked of the head's rows (a count stays the count).
HAVE_ASKED = frozenset({"哪些", "什么", "哪几个", "count"})  # (`多少`, `几个` are read as the count intent)
# Adverbs before a word of absence or presence that add nothing to it (`还没有`, `从来没有下过订单`).
ADVERBS_BEFORE = frozenset({"还", "都", "也", "从来", "一直", "至今", "被", "ever"})
# Words after the word of absence or presence that are part of it (`have never been`, `没有任何评价`; the
# passive `被`: `没被评价过的商品`, as `never been reviewed`).
CUE_GOES_ON = frozenset({"been", "any", "ever", "任何", "被", "人"})  # (and `没有人回复`: no one has, none has)
# English auxiliaries a negation after the head is typed with (`companies that don't have`, `which users did not`).
AUXILIARIES = frozenset({"do", "does", "did"})
# English words between the head and the clause (`orders of members with …`, `products that have …`).
LATIN_JOINERS = frozenset({"of", "with", "that", "which", "who", "whose", "have", "has", "having", "in", "by",
                           "from", "for"})
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
    counted: bool = False  # after the head in Chinese (`哪些会员的订单超过5个`): read only as a count of rows

    @property
    def body_start(self) -> int:
        return max([self.start] + [t.end for t in self.cue + self.verbs])

    @property
    def body_end(self) -> int:
        return self.through or (self.tail[0].start if self.tail else self.end)


def done_to_a_part(q: str, clause: Clause, record) -> bool:
    """`买过商品的会员` and the linked 商品评价表: a verb says what was done (`买过`), and the words name the
    linked table by a part of it that is not its head (商品, not 评价), while the verb is nowhere in it —
    the reviews are not what was bought. Not read there (`用了优惠券`: 用 is in 优惠券使用记录表; a table
    that only joins two others is named by either end)."""
    verbs = clause.verbs
    if not verbs or record.relation:
        return False
    phrases = normalize.query_phrases(record.comment or "")
    heads = {p.words[-1] for p in phrases[:1] if p.words} | set(normalize.identifier_tokens(record.name)[-1:])
    said = q[clause.body_start : clause.body_end]
    if any(normalize.fold(h) in normalize.fold(said) for h in heads):
        return False
    spelled = normalize.fold(f"{record.name} {record.comment or ''}")
    stems = {t.value[:-1] if aspect_marked(t) else t.value for t in verbs if normalize.is_cjk_word(t.text[:1])}
    return not any(ch in spelled for stem in stems for ch in stem if normalize.is_cjk_word(ch))


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
    if after and not [t for t in tokens if t.end <= head_start and t.kind not in (IGNORED, SYMBOL, INTENT)]:
        skip = 0
        while skip < len(after) and (after[skip].kind in (IGNORED, SYMBOL) and after[skip].value in LATIN_JOINERS
                                     or after[skip].kind == SYMBOL or after[skip].value in ADVERBS_BEFORE and skip + 1 <
                                     len(after) and after[skip + 1].value in ABSENCE_WORDS):  # (`哪些留言还没有回复`)
            skip += 1
        # Words typed right after the head without a joining word name the table with it (`invoice
        # items`); only `with`, `of`, `without` … start a clause about another table.
        joined = any(t.value in LATIN_JOINERS for t in after[:skip]) or \
            skip < len(after) and after[skip].value in ABSENCE_WORDS | PRESENCE_WORDS or _done_after(after[skip:]) or \
            skip + 1 < len(after) and after[skip].value in AUXILIARIES and after[skip + 1].value in ABSENCE_WORDS
        # (`which companies don't have any job orders`: the auxiliary and its negation, as `without`)
        if skip < len(after) and joined:
            start = after[skip].start
            clause = _with_cue(q, tokens, start, len(q), presence_before=any(
                t.value in PRESENCE_WORDS for t in after[:skip]))
            clause.modifier = False
            out.append(clause)
        elif (counted := _count_after(q, tokens, after)) is not None:
            out.append(counted)
    return out


def _done_after(after: Sequence[Token]) -> bool:
    """`哪些会员下过订单`: the head typed first, then a verb marked done (过, 了) and the words of another thing — a
    clause about a linked table, as `下过订单的会员` is (before, the head ran on and the verb was a word nothing fits)."""
    k = 1 if after and after[0].kind == IGNORED and after[0].value == "被" else 0
    if k >= len(after) or not verb(after[k], after[k + 1] if k + 1 < len(after) else None) or any(
            t.kind == NUMBER for t in after):
        return False  # (`哪些省进过十大城市正好5次`: how many times — _count_after reads it)
    k += 1 if aspect_marked(after[k]) else 2 if k + 1 < len(after) and after[k + 1].value in ASPECT_MARKS else len(after)
    return k < len(after) and after[k].kind == WORD


# Words between the head and the count of its linked rows that say whose (`会员的订单`, `会员其订单`), or
# among which (`会员中订单超过5个的`).
POSSESSIVE_AFTER_HEAD = frozenset({"的", "其", "中"})
# Marks that end a clause typed after the head (`哪些水果的产地至少5个，以及…`: what follows asks of the head).
CLAUSE_ENDS = frozenset("，,；;。？?！!")


def _count_after(q: str, tokens: Sequence[Token], after: Sequence[Token]) -> Clause | None:
    """`哪些会员的订单超过5个`, `哪些会员其订单超过5个`, `哪些会员下了超过3个订单`, `哪些会员下的订单超过2个`, `会员中订单超过5个的有哪些`:
    the head typed first, then (after `的`, `其` or `中`, its; or the verb that made them and `的`: counts.rows_counted) the words of a table pointing at it and how many of its rows, a verb that made them before
    — a clause read only as that count (counts.rows_counted): `会员的订单` alone is the members' orders."""
    skip = 0
    while skip < len(after) and after[skip].kind == IGNORED and after[skip].value in POSSESSIVE_AFTER_HEAD:
        skip += 1
    if skip >= len(after):
        return None
    end = next((k for k in range(after[skip].start, len(q)) if q[k] in CLAUSE_ENDS), len(q))
    body = [t for t in after[skip:] if t.end <= end]
    if not body or body[0].kind != WORD or body[0].text.isascii() or \
            not any(t.kind == NUMBER for t in body) or not any(t.kind == COMPARE for t in body):
        return None
    return replace(_with_cue(q, tokens, body[0].start, end), modifier=False, counted=True)


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
    # (and the words of asking before them, `列出有退款的订单`, `给出没有评价的商品`: read as the cue's, not as words)
    while i < len(inside) and (inside[i].value in ADVERBS_BEFORE or inside[i].kind == IGNORED and i + 1 < len(inside)
                               and inside[i].value not in ABSENCE_WORDS | PRESENCE_WORDS | ASPECT_MARKS):
        i += 1
    verbs: list[Token] = []
    if i < len(inside) and inside[i].value in ABSENCE_WORDS | PRESENCE_WORDS:
        existence = "notexists" if inside[i].value in ABSENCE_WORDS else "exists"
        cue = list(inside[: i + 1])
        i += 1
        while i < len(inside) and inside[i].value in ABSENCE_WORDS | CUE_GOES_ON:
            cue.append(inside[i])  # `have never been`, `never any`, `没有任何`
            i += 1
    elif i < len(inside) and (cut := _negated_verb(inside[i], inside[i + 1] if i + 1 < len(inside) else None)):
        # (没买过商品, 没借过: the segmenter's one word, cut in two; a verb alone is what names the table)
        t = inside[i]
        done = Token(WORD, t.text[cut:], t.start + cut, t.end, t.value[cut:])
        existence, cue = "notexists", list(inside[:i]) + [Token(WORD, t.text[:cut], t.start, t.start + cut, t.value[:cut])]
        i += 1
        verbs = [] if all(x.kind == IGNORED and x.value in ASPECT_MARKS for x in inside[i:]) else [done]
    while i < len(inside) - 1 and (verb(inside[i], inside[i + 1]) or inside[i].kind == IGNORED
                                    and inside[i].value in ASPECT_MARKS and verbs or existence is not None
                                    and english_verb(inside[i], inside[i + 1])):
        verbs.append(inside[i])
        i += 1
    while existence is not None and i < len(inside) - 1 and inside[i].value in ARTICLES:
        verbs.append(inside[i])  # (`never placed an order`)
        i += 1
    if existence is None and verbs and any(t.value in ASPECT_MARKS or aspect_marked(t) for t in verbs):
        existence = "exists"  # `用了优惠券的订单`, `买过苹果的会员`
    elif existence is None:
        verbs = []
        rest = inside[i:]
        if rest and verb(rest[0], rest[1] if len(rest) > 1 else None) and (aspect_marked(rest[0]) or len(rest) > 1) \
                and all(t.kind == IGNORED and t.value in ASPECT_MARKS for t in rest[1:]):
            existence = "exists"  # `借过的图书`, `评价过的商品`: the verb alone, what names the table
    tail: list[Token] = []
    if existence is None and len(inside) - i > 2 and inside[-1].value in ABSENCE_WORDS and \
            inside[-2].kind == IGNORED and inside[-2].value in ("都", "也"):
        # `一条评论都没有的商品`: none at all, said after the linked table's words (one of them before: 一条)
        existence, tail = "notexists", inside[-2:]
        i += 1 if inside[i].kind == NUMBER and inside[i].text[:1] == "一" and len(inside[i].text) == 2 else 0
        return Clause(start, end, existence, tuple(inside[:i]), (), tail=tuple(tail))
    while len(inside) - len(tail) > i + 1 and (len(inside[-1 - len(tail)].text) == 1 and (
            verb(inside[-1 - len(tail)], None) or verb(inside[-1 - len(tail)], None, TAIL_TAGS))
            or existence is not None and english_verb(inside[-1 - len(tail)], None)):
        tail.insert(0, inside[-1 - len(tail)])  # `手机号…的会员下的订单`: 下 (placed); `no payment recorded`
    return Clause(start, end, existence, tuple(cue), tuple(verbs), tail=tuple(tail))


def _negated_verb(token: Token, after: Token | None) -> int:
    """`没买过`, `从没用过`: the segmenter's one word of a word of absence and the verb after it — the
    length of the word of absence (0: not such a word)."""
    cut = next((len(w) for w in sorted(ABSENCE_WORDS, key=len, reverse=True)
                if token.value.startswith(w) and len(token.value) > len(w) and normalize.is_cjk_word(w)), 0)
    rest = Token(WORD, token.text[cut:], token.start + cut, token.end, token.value[cut:])
    return cut if cut and verb(rest, after) else 0


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


