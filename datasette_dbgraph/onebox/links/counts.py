"""How many rows of a linked table point at a row (docs/one-box.md, "Conditions across a link"):
`订单超过5个的会员`, `订单数不少于3的会员`, `有5个以上订单的会员`, `members with more than 5 orders` — the clause's
words name the linked table, and a comparison and a whole number say how many of its rows: a count
across the link (`orders__countgt=5`, resolving/links/linked_sql.COUNTED), never a value of a column."""

from __future__ import annotations

from ...resolving.lookup import Lookup
from ...words import normalize
from ...words.values import NUMBER
from ..reader import COMPARE, IGNORED, INTENT, SYMBOL, WORD, Token, read
from ..roles import Binding
from ..sentence_values import is_numeric_column
from ..vocabulary import AFTER, BEFORE, COUNT, COUNT_UNITS
from .verbs import MARKED_VERB_TAGS, VERB_ENDINGS, english_verb, short_for, verb

# The comparisons a count of rows takes, as the ops of a count across a link (`不是5个`: not read).
COUNT_OPS = {"gt": "countgt", "gte": "countgte", "lt": "countlt", "lte": "countlte", "exact": "countexact"}
# Typed onto the linked table's word, `数` says "the number of" it (`订单数超过5`), as `数量` after it does.
NUMBER_MARK = "数"
OF_WORD = "的"
# Words of having right before a count with no comparison word (`有5个大臣的朝代`): so many rows, exactly.
HAVING_WORDS = ("有", "拥有", "具有", "含有", "包含", "开设了", "设有")
# The shortest end of a table's name that names its rows (`评价` of 商品评价表; not one letter).
ENDING_MIN = 2


def rows_counted(lookup: Lookup, kept: str, other, had: bool = False) -> tuple[Binding, tuple[str, str]] | None:
    """The reading of a clause (`kept`: the sentence with all but the clause blanked) that counts the
    rows of `other` (a table pointing at the answer's), and the count asked — (`countgt`, `5`); None
    when the clause says anything else: a word that does not name `other`, a number that is no whole
    number of rows (`5千克`, `2.5`), two numbers, or a comparison away from its number."""
    every = [t for t in read(kept).tokens if t.kind not in (IGNORED, SYMBOL)]
    tokens = [t for t in every if not (t.kind == INTENT and t.value == COUNT)]  # (`订单数量`, `number of orders`)
    marked = len(tokens) < len(every)
    # (`who placed more than 5 orders`, `made at least 3 payments`: the verb before the count says they were made)
    verbs = tokens[:1] if len(tokens) > 3 and english_verb(tokens[0], tokens[1]) and tokens[1].kind == COMPARE else []
    tokens = tokens[len(verbs):]
    compares = [k for k, t in enumerate(tokens) if t.kind == COMPARE]
    numbers = [k for k, t in enumerate(tokens) if t.kind == NUMBER]
    if not compares and len(numbers) == 1 and tokens[numbers[0]].unit in COUNT_UNITS and (had or have_said(kept, tokens)):
        compare = None  # `有5个大臣的朝代`, `大臣有5个的朝代`: so many, no more and no fewer
    elif len(compares) != 1 or len(numbers) != 1:
        return None
    else:
        compare = tokens[compares[0]]
    number = tokens[numbers[0]]
    op = COUNT_OPS.get(compare.op or "") if compare is not None else COUNT_OPS["exact"]
    beside = numbers[0] - compares[0] if compare is not None else 0
    if op is None or not number.value.isdigit() or number.unit not in COUNT_UNITS | {None} or compare is not None and \
            beside != (1 if compare.place == BEFORE else -1 if compare.place == AFTER else 0):
        return None
    words = [t for t in tokens if t.kind not in (COMPARE, NUMBER)]
    if compare is None and not (words and tokens.index(words[0]) in (0, 1) and _together(tokens, words)):
        return None
    if not words or any(t.kind != WORD for t in words) or not _together(tokens, words):
        return None
    said = [t.text[: -len(NUMBER_MARK)] if t is words[-1] and len(t.text) > 2 and t.text.endswith(NUMBER_MARK)
            and not t.text.isascii() else t.value if t.text.isascii() else t.text for t in words]  # (rentals: rental)
    marked = marked or said[-1] != words[-1].text and not words[-1].text.isascii()
    if tokens.index(words[0]) == 0 and not (marked or number.unit in COUNT_UNITS):
        return None  # `orders over 100`, `订单超过100`: the words then a bare number may be an amount of each
    # (the words are the linked table's whole name or description, or its end — `评价` of 商品评价表: `学校` does
    # not count 学校各专业's rows; nor a number's word, `毕业人数` of 学校毕业人数表, `夺冠次数`: a quantity compared)
    said = "".join(normalize.fold(w) for w in said)
    if len(words) > 1 and not names_exactly(said, other, ending=True) and made_then(kept, words[0]):
        said, verbs, words = said[len(normalize.fold(words[0].text)):], verbs + words[:1], words[1:]
    if said.endswith(NUMBER_MARK) or not names_exactly(said, other, ending=True) and not (
            number.unit in COUNT_UNITS and short_for(words, other)):  # (`下单超过3次`: 单 of 订单, placed)
        return None
    if quantity_column(lookup, other, said):
        return None  # `库存数量不到120的商品` on 商品SKU库存表: how much stock (its column 库存), not how many SKUs
    got = Binding(other.id, [], entity=list(words), ignored=[t.text for t in verbs])
    got.spans += [{"text": t.text, "as": "entity", "start": t.start, "end": t.end} for t in words]
    first, last = sorted((compare or number, number), key=lambda t: t.start)
    got.spans.append({"text": kept[first.start : last.end], "as": "comparison", "op": op, "start": first.start,
                      "end": last.end})
    return got, (op, number.value)


def have_right_before(q: str, clause) -> bool:
    """`有5个大臣`: the clause says the rows exist with a word of having right before its words (nothing
    between them: a shorter variant of `拥有未上市公司…` leaves 未上市 out, and says nothing so)."""
    return clause.existence == "exists" and bool(clause.cue) and not q[clause.cue[-1].end : clause.body_start].strip()


def have_said(kept: str, tokens) -> bool:
    """`有5个大臣`, `大臣有5个`, `拥有5家银行`: a count with no comparison says how many only after a word of having
    right before the number (else `5个` may be a value, or a part of a name)."""
    number = next(t for t in tokens if t.kind == NUMBER)
    before = kept[: number.start].rstrip()
    return any(before.endswith(word) for word in HAVING_WORDS)


def made_then(kept: str, token) -> bool:
    """`哪些会员下的订单超过2个`: a verb that made the linked rows, then `的` — as `下了超过2个订单` — before their
    words (unless the verb is a word of the table's name: `上映的电影多于5部` counts 影院上映电影's rows)."""
    return kept[token.end : token.end + 1] == OF_WORD and verb(token, Token(IGNORED, "了", 0, 0, "了"), MARKED_VERB_TAGS)


def quantity_column(lookup: Lookup, other, said: str) -> bool:
    """Whether the words naming the linked table are also the whole word of one of its number columns."""
    return any(is_numeric_column(c) and said in (normalize.comment_main(c.comment), normalize.fold(c.name))
               for c in lookup.columns(other.id))


def compares_a_count(kept: str) -> bool:
    """Whether the clause compares a number of things (`5个`, `多于5次`): with no column word that
    names its column exactly, on rows that many linked rows point at, that is a count of them."""
    return any(t.kind == NUMBER and t.unit in COUNT_UNITS for t in read(kept).tokens)


def names_exactly(words: str, other, ending: bool = False) -> bool:
    """Whether folded words are a table's whole name or description (`orders`, or `ordered` for it, and
    `退款申请` for 退款申请表), not a part of it — or, with `ending`, its last words (`review` of product_review)."""
    stem = next((words[: -len(e)] for e in VERB_ENDINGS if words.endswith(e) and words.isascii()), None)
    names = {"".join(normalize.identifier_tokens(other.name)), normalize.fold_identifier(other.name)}
    names |= {normalize.fold(c) for c in normalize.comment_cores(other.comment)}
    return bool(words) and (words in names or stem in names or normalize.fold_identifier(words) in names or
                            ending and len(words) >= ENDING_MIN and any(n.endswith(words) for n in names))


def _together(tokens, words) -> bool:
    """Whether the words naming the table stand in one run, before or after the comparison and number."""
    at = [tokens.index(t) for t in words]
    return at == list(range(at[0], at[0] + len(at))) and (at[0] == 0 or at[-1] == len(tokens) - 1)
