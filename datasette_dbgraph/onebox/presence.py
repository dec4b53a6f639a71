"""Presence or absence said of a column of the table itself (docs/one-box.md, "Having some or none"):
`有备注`, `没有邮箱`; of a quantity, `有库存`, `没有评论`, `out of stock`, `缺货`; and how many rows, said by a
count's 数 typed onto the table's word (`会员数`). (Of a linked table: links/clauses.py.)"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from ..sources.column_kinds import is_key
from ..words import normalize
from .reader import IGNORED, KNOWN, SYMBOL, WORD, Token
from .roles import Bound
from .sentence_values import flag_yes, is_numeric_column, takes_dates
from .tokens import spaced

# `有`, the word of having (`有备注`; `小米有哪些商品`: links/clauses.py).
HAVE_WORD = "有"
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


# Verbs of filling a field in, said right before a column's word (`没有填写负责人`, `还没绑定手机号`, `未填写邮箱`):
# after a word of not (yet) the column holds nothing, after 已 something (`已绑定手机号`). Whether a person filled
# it in is whether the row holds it: the verb says nothing more.
FILL_VERBS = ("填写", "填入", "填", "绑定", "设置", "上传", "录入", "登记", "配置", "完善", "提供", "留")
NOT_YET_WORDS = HOLDS_NOTHING_WORDS | {"未", "尚未", "还未", "从未", "还没", "还没有", "从没", "从来没", "从来没有"}
DONE_WORDS = frozenset({"已", "已经"})


def filled(binder, i: int) -> int:
    """A verb of filling in between a word of not (yet) or 已 and a column's word: read as the `没有` or `有` it
    says, for said_presence (1 token used), else 0."""
    tokens, out = binder.tokens, binder.out
    token, after = tokens[i], tokens[i + 1 : i + 2]
    verb = next((v for v in FILL_VERBS if token.kind == WORD and token.text.endswith(v)), None)
    if verb is None or not after or after[0].start != token.end or after[0].kind not in (WORD, KNOWN) or \
            binder.column_fit(after, strong=True) is None:
        return 0
    before = tokens[i - 1] if i else None
    said, start = token.text[: -len(verb)], token.start  # (`未填写`, `没填`: the word of not glued on)
    if not said and before is not None and before.kind == WORD and before.end == token.start and before in out.unknown:
        said, start = before.value, before.start
    if said not in NOT_YET_WORDS and said not in DONE_WORDS:
        return 0
    if not token.text[: -len(verb)]:
        out.unknown.remove(before)
    text = binder.q[start : token.end]
    if said in DONE_WORDS:
        tokens[i] = Token(IGNORED, text, start, token.end, HAVE_WORD)
        out.ignored.append(text)
    else:
        tokens[i] = Token(WORD, text, start, token.end, "没有")
        out.unknown.append(tokens[i])  # (said_presence takes it out when the column's word reads it)
    return 1


# Words that say the opposite of a yes/no column's word (`失败` of 是否执行成功, `隐藏` of 是否显示, `failed` of
# `successful`): that column's no. Only a yes/no column: `失败` is no label of a status legend that does not write it.
OPPOSITES = {"失败": "成功", "隐藏": "显示", "禁用": "启用", "无效": "有效", "离线": "在线", "下架": "上架", "私有": "公开",
             "未读": "已读", "failed": "successful", "unsuccessful": "successful", "hidden": "visible", "offline": "online",
             "private": "public", "disabled": "enabled", "invisible": "visible"}


def opposite_flag(binder, i: int) -> int:
    """The opposite of a yes/no column's word, alone (`失败的日志`) or typed onto the rest of that word (`执行失败`, its
    执行 waiting as the column's word): the column's no (tokens used), else 0."""
    token, awaiting = binder.tokens[i], binder.awaiting
    opposite = OPPOSITES.get(token.text.lower())
    if opposite is None:
        return 0
    onto = awaiting is not None and awaiting[0].end == token.start and binder.awaiting_end == token.start
    start = awaiting[0].start if onto else token.start
    said = (binder.q[start : token.start] if onto else "") + opposite
    fit = binder.column_fit([Token(WORD, said, start, token.end, normalize.fold(said))], strong=True)
    flags = [c for c in fit[0] if binder.said_no(c) is not None] if fit is not None else []
    if len(flags) != 1:
        return 0
    if onto:  # (`执行` was read as the column's word: it is part of what is said of it)
        binder.awaiting = None
        binder.out.spans = [s for s in binder.out.spans if not (s["as"] == "column" and s["start"] == start)]
    binder.flush_awaiting()
    no, typed = binder.said_no(flags[0]), binder.q[start : token.end]
    used = [Token(WORD, typed, start, token.end, normalize.fold(typed))]
    binder.add(Bound(flags[0], flags[0].name, [no], label=typed), used, label=typed, op=no[0])
    return 1


# `members who do not have an email`, `products that don't have a model number`: between an English `not` and a
# column's word asked to see, only these words — the `have` of `have no`.
NOT_HAVING_BETWEEN = frozenset({"have", "has", "had", "a", "an", "any"})


def not_having(out, q: str) -> None:
    """`do not have`, `don't have` before the word of one column nothing bound: that column holds nothing (null), as
    after `without` — before, `not` was a word nothing fits. The column's word stops being a field asked to see."""
    for token in [t for t in out.unknown if t.value == "not"]:
        after = next((s for s in sorted(out.spans, key=lambda s: s["start"]) if s["start"] > token.start), None)
        between = q[token.end : after["start"]].split() if after is not None else []
        column = next((c for c in out.columns if after and c.name == after.get("column")), None)
        if column is None or "have" not in between and "has" not in between and "had" not in between or \
                set(between) - NOT_HAVING_BETWEEN or column.name not in out.fields or \
                any(b.column is not None and b.column.name == column.name for b in out.bound):
            continue
        out.fields.remove(column.name)
        out.bound.append(Bound(column, column.name, [("isnull", "")]))
        out.unknown.remove(token)
        out.spans.append({"text": token.text, "as": "comparison", "op": "isnull", "start": token.start, "end": token.end})
