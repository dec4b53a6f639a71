"""A total said inside a column's words (docs/one-box.md, "Questions"): `实付总金额` is the total of 实付金额,
not the column 实付 and another one called 总金额; `订单总额是多少` is the total of the one amount the table calls
its total. Both read only what the words and the column descriptions say; the rows are not read."""

from __future__ import annotations

import re
from typing import Sequence

from ...index.records import ColumnRecord
from ...sources.column_kinds import is_key, is_money_column
from ...words import normalize
from ..reader import INTENT, WORD, Token
from ..sentence_values import is_numeric_column
from ..vocabulary import AVG, MAX, MIN, SUM

# The character that makes a column's word a total when typed inside it (`实付总金额`, `总人口`).
TOTAL_MARK = "总"
# Words of a total with no column word after them (`订单总额是多少`): the amount the table calls its total.
TOTAL_AMOUNT_WORDS = frozenset({"总额", "总金额", "总价", "总价格", "总价钱"})
# A total asked as money (`一共多少钱`, `总共卖了多少钱`): of the amount the table calls its total, or of its one amount.
MONEY_ASKED = "多少钱"
# How a table calls its total amount: in a column's description, or in its name.
TOTAL_SAID = ("总金额", "总额", "总价")
TOTAL_NAMED = "total"
# What ends a question that asks for the total (`…总金额是多少`, `…总额有多少钱？`).
ASKED_AT_END = re.compile(r"\s*(?:是|为|有|一共|共)?\s*(?:多少|几)(?:钱|元)?\s*(?:呢|啊)?\s*[?？。.!！]*\s*")
# Conditions that may pick out one row when said of a name or a key.
ONE_ROW_OPS = frozenset({"exact", "in"})


def total_of_the_word_before(binder, i: int) -> int:
    """`实付总金额`, `上个月订单的实付总金额`: a word typed right onto a number column's word that is 总 and a
    word of that same column (金额 of 实付金额) is the total of that column — even where 总金额 is itself the
    description of another column (the order's total): 实付 says which amount is totalled. Returns the
    tokens read (1), or 0."""
    token = binder.tokens[i]
    waiting = binder.awaiting
    if waiting is None or waiting[1] is None or binder.pending is not None or token.kind != WORD or \
            token.start != binder.awaiting_end or not token.text.startswith(TOTAL_MARK) or len(token.text) < 3:
        return 0
    column = waiting[1]
    if not is_numeric_column(column):
        return 0
    text = token.text[len(TOTAL_MARK):]
    rest = Token(WORD, text, token.start + len(TOTAL_MARK), token.end, normalize.fold(text))
    fit = binder.column_fit([rest])
    if fit is None or column not in fit[0]:
        return 0
    # The total takes the column waiting before it, as `实付金额总和` does (IntentReader.word: a total of a number
    # column's word is always taken).
    if binder.intents.word(Token(INTENT, TOTAL_MARK, token.start, rest.start, SUM), (waiting[3], waiting[0])) != "taken":
        return 0
    binder.out.spans.append(binder.intents.spans[-1])
    binder.awaiting, binder.intent_took_column = None, True
    binder.span([rest], "column", column=column.name)
    return 1


def total_amount(columns: Sequence[ColumnRecord], word: str, of_rows: bool = False) -> ColumnRecord | None:
    """The column `订单总额`, `总金额是多少`, `一共多少钱` totals when no column word follows: the one amount whose
    description says it is the total (总金额, 总额, 总价) — else the one named `total…`, else the table's one amount;
    none when several.
    A total typed right before the table's word (`total payments`, `of_rows`) is of the table's one amount
    (payment.amount); a table with none or several (`total orders`: a count, or which amount?) gets none."""
    money = [c for c in columns if is_money_column(c.name, c.type, c.comment)]
    if of_rows:
        return money[0] if len(money) == 1 else None
    if word not in TOTAL_AMOUNT_WORDS and word != MONEY_ASKED:
        return None
    said = [c for c in money if any(w in (c.comment or "") for w in TOTAL_SAID)]
    if len(said) == 1:
        return said[0]
    named = [c for c in money if TOTAL_NAMED in normalize.identifier_tokens(c.name)]
    if not said and not named:  # (`赢单的商机总金额是多少`, `一共多少钱`: the one amount there is)
        return money[0] if len(money) == 1 else None
    return named[0] if not said and len(named) == 1 else None


def asked_total(binder, intent) -> None:
    """`去年的订单总金额是多少`, `已完成订单的总金额是多少`: a number column asked for by a word that says total
    (总 inside it: 订单总金额, 总额), the question ending in 是多少, over rows that no condition narrows to one
    (no key, no name typed) — the total of them, as `订单总额是多少` is. `订单…的总金额是多少` with the order's
    number, `北京的总人口是多少` with the city's name: that one row's value, asked for as before."""
    out = binder.out
    if intent.count or intent.aggregate is not None or intent.group_by or intent.order is not None or len(out.fields) != 1:
        return
    asked = [s for s in out.spans if s.get("as") == "column" and s.get("column") == out.fields[0]]
    column = next((c for c in binder.columns if c.name == out.fields[0]), None)
    if len(asked) != 1 or column is None or not is_numeric_column(column) or TOTAL_MARK not in asked[0]["text"][:-1] or \
            not ASKED_AT_END.fullmatch(binder.q[asked[0]["end"]:]):
        return
    if any(b.column is None or b.column.pk or not b.column.legend_json and not is_numeric_column(b.column) and any(
            op in ONE_ROW_OPS for op, _ in b.conditions) for b in out.bound):
        return  # (a key or a name typed: one row, whose value is asked)
    main, said = normalize.fold(normalize.comment_main(column.comment)), normalize.fold(asked[0]["text"])
    if main.endswith(said) and (other := main[: -len(said)]) and other not in normalize.fold(binder.q):
        # `支付订单总金额是多少` where the only 总金额 is 退款总金额: the total of another thing (the refunds), which the
        # question does not name — before, summed confidently; asked about instead
        token = next(t for t in binder.tokens if t.start == asked[0]["start"])
        return out.refuse((token, ("why_total_of_other", f"{column.name} ({column.comment})", asked[0]["text"])))
    intent.aggregate = (SUM, column)
    out.fields = []


def number_named_by_the_table(reader, fits) -> None:
    """`What is the average salary?`, `top 10 highest salaries` on salaries(salary): in English, the table's word
    after an average, a total or a most is the one number column it also names — what is asked of the rows (before,
    the average or the most was left out and every row shown). `fits` gives the columns the word names."""
    waiting, superlative = reader.waiting, reader.superlative
    asked = waiting is not None and waiting[0] in (AVG, SUM, MAX, MIN) or superlative is not None and superlative[2] is None
    fit = fits() if asked and fits else None
    column = fit[0][0] if fit and fit[1].isascii() and len(fit[0]) == 1 else None
    if column is None or not is_numeric_column(column) or is_key(column):
        return
    if waiting is not None and waiting[0] in (AVG, SUM, MAX, MIN):
        reader.intent.aggregate, reader.waiting = (waiting[0], column), None
        reader.aggregated[column.id] = waiting[0]
    else:
        reader.superlative = reader.superlatives[-1] = (superlative[0], superlative[1], column)
    reader.last_was_aggregate = True

