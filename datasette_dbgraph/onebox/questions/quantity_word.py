"""A count word that is a column's word (docs/one-box.md, "Questions"): `数量超过3的订单明细` on a table whose
number column is described 购买数量, `数量不到120的货品` (商品货品数量). Typed right before a comparison and a
number, 数量 compares that column — it does not ask how many rows there are, and the number is no price.
Where no column of the table says it, or several do, the word stays a count (`订单数量超过100` asks which
of the amounts is meant). A number of things after a verb (`至少买了3件的订单明细`) is the one column counting things
that the verb describes (购买数量): how many were bought, not how many rows."""

from __future__ import annotations

from dataclasses import replace

from ...words import normalize
from ...words.values import NUMBER
from ..reader import COMPARE, IGNORED, INTENT, WORD, Token
from ..sentence_values import counts_things, flag_yes, is_numeric_column
from ..vocabulary import COLUMN_ENDING_INTENTS, COUNT, COUNT_UNITS, WHETHER_WORDS

# The nouns that ask how many when nothing else claims them (`订单数量`), and end many column descriptions.
COUNT_NOUNS = frozenset({"数量", "个数", "总数", "数目"})
# Said before a later value, they compare each group's total (`总字数`, `平均引用量`), not each row's value.
TOTAL_WORDS = ("总", "平均", "合计", "最高", "最低", "最大", "最小", "最多", "最少")
COUNTED_UNIT = "个"  # the unit a number of rows is typed with (`超过100个`), given to one the count noun says is so
DONE_MARKS = frozenset({"了", "过"})  # between a verb and its number (`买了3件`)


def endings_held(q: str, names) -> frozenset[str]:
    """The intent words of the sentence that end some of these names (夺冠次数): passed to the reader as known, they
    stay words (vocabulary.COLUMN_ENDING_INTENTS) — elsewhere `参加次数` asks how many rows."""
    return frozenset(e for e in COLUMN_ENDING_INTENTS if e in q and any(e in name for name in names))


def endings_named(lookup, q: str) -> frozenset[str]:
    """The same, as the tables are chosen: the words that a visible table's name or one of its columns' holds
    (球员夺冠次数; 出场次数), the tables not yet known."""
    said = [e for e in COLUMN_ENDING_INTENTS if e in q]
    return frozenset(e for e in said if lookup.visible_objects(lookup.store.object_ids_with([normalize.fold(e)])))


def times_after(tokens: list[Token], index: int) -> bool:
    """`哪些嘉宾参加次数低于5次`: the verb typed right onto 次数 is what the times are of — how many rows each
    group has, the verb joining the group to them as the table's word after it would (`参加春晚多于1次`)."""
    nxt = tokens[index + 1] if index + 1 < len(tokens) else None
    return nxt is not None and nxt.kind == INTENT and nxt.value == COUNT and nxt.text in COLUMN_ENDING_INTENTS and \
        nxt.start == tokens[index].end


def flag_counted(binder, token: Token) -> bool:
    """`每个城市作为主会场的次数`, `作为主会场多少次` on 是否主会场: a yes/no column's word right before a count (or with 的
    between) says which rows are counted — its yes, as before the table's word — and is no column to show."""
    column = binder.awaiting[1]
    if token.value != COUNT or column is None or binder.q[binder.awaiting_end : token.start].strip() not in ("", "的"):
        return False
    start = binder.awaiting[0].start  # (`是否主会场的数量`: whether it is, asked — not said)
    if any(binder.q[:start].rstrip().endswith(w) or binder.q[start:].startswith(w) for w in WHETHER_WORDS):
        return False
    return (flag_yes(column) or binder.held_yes(column)) is not None


def count_noun_compared(binder, i: int) -> bool:
    """Whether the count noun at `i`, typed right before a comparison and a number, names the one number
    column of the table whose name or description says it (a unit after the number must be one the
    column counts in: `数量不到120件`). When it names none, the number is how many rows, as `超过100个`
    would say (`订单数量超过100`, `商品SKU数量不到3`): never an amount of the table's price."""
    token = binder.tokens[i]
    if normalize.fold(token.text) not in COUNT_NOUNS:
        return False
    after = [(j, t) for j, t in enumerate(binder.tokens[i + 1 :], i + 1) if t.kind != IGNORED][:2]
    if len(after) < 2 or after[0][1].kind != COMPARE or after[0][1].start != token.end or after[1][1].kind != NUMBER:
        return False
    number = after[1][1]
    before = binder.tokens[i - 1] if i else None
    if before is not None and before.end == token.start and not any(t.start == before.start for t in binder.out.entity):
        return False  # `歌手专辑总数`: the count of what the word before it names (专辑), not a column's word
    fit = binder.column_fit([Token(WORD, token.text, token.start, token.end, normalize.fold(token.text))], strong=True)
    if fit is not None and len(fit[0]) == 1 and is_numeric_column(column := fit[0][0]) and \
            own_quantity(binder.record, column, normalize.fold(token.text)):
        return not number.unit or counts_things(column, number.unit)
    if not number.unit and number.value.isdigit() and not each_or_total_untold(binder, after[1][0]):
        binder.tokens[after[1][0]] = replace(number, unit=COUNTED_UNIT)
    return False


def each_or_total_untold(binder, j: int) -> bool:
    """`哪些赛区的球队数量大于5，且夺冠次数大于等于10`: a value typed after the count with no total or average said
    before it — is it of each row, or each group's total? Untold: the count is not read so (`…且书籍总字数小于30万`,
    `平均引用量不多于10` say the groups' totals)."""
    later = next((t for t in binder.tokens[j + 1 :] if t.is_value), None)
    return later is not None and not any(word in binder.q[binder.tokens[j].end : later.start] for word in TOTAL_WORDS)


def own_quantity(record, column, noun: str) -> bool:
    """Whether the column is the quantity of the table's own rows: described by the noun alone, after a verb
    (购买数量, how many were bought) or after the table's own words (商品货品数量 on 商品货品表) — not a count
    of other things (志愿者数量, 粉丝总数: how many volunteers, fans), which 数量 alone does not name."""
    for said in (normalize.comment_main(column.comment), normalize.fold(column.name)):
        if said.endswith(noun):
            stem = said[: -len(noun)]
            own = (normalize.comment_main(record.comment), normalize.fold(record.name))
            return not stem or normalize.part_of_speech(stem).startswith("v") or any(stem in words for words in own if words)
    return False


def quantity_of_verb(binder, token: Token) -> list:
    """`至少买了3件的订单明细`, `买了3件以上的订单明细` (quantity: 购买数量): a number of things typed right after a
    verb (了 or 过 between, or not) that no column's word took is the one number column counting things whose
    name or description holds the verb — how many were bought, not how many rows. [] otherwise."""
    if token.kind != NUMBER or token.unit not in COUNT_UNITS:
        return []
    k = binder.index_of(token) - 1
    if k > 0 and binder.tokens[k].kind == COMPARE:
        k -= 1  # (`买了不到2件`)
    while k > 0 and binder.tokens[k].kind == IGNORED and binder.tokens[k].text in DONE_MARKS:
        k -= 1
    verb = binder.tokens[k] if k >= 0 else None
    if k > 0 and binder.tokens[k - 1].kind == INTENT:
        return []  # (`最少买了3件`: a most said before the verb — at least, or the fewest? asked)
    unknown = verb is not None and any(verb is t for t in binder.out.unknown)  # (or left out between `至少` and the number)
    if verb is None or not (unknown or verb.kind == IGNORED and verb.text in binder.out.ignored) or \
            not normalize.part_of_speech(verb.value).startswith("v"):
        return []
    said = [c for c in binder.columns if counts_things(c, token.unit) and verb.value in f"{c.name}{c.comment or ''}"]
    if len(said) != 1:
        return []
    binder.out.unknown.remove(verb) if unknown else binder.out.ignored.remove(verb.text)
    binder.span([verb], "column", column=said[0].name)
    return said
