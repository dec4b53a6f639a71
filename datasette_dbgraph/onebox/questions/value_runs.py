"""Runs of words a value the rows hold may be (docs/one-box.md, "Values from the data"): the words typed together
from one token, longest first — with question words (`浙江最大的连锁药房`) or a plain number (`建国门内大街69号`)
inside, English words one space apart (`Sales Support Agent`), and in a Chinese question a name in Latin letters
with its model's number or code after it (`iPhone 15多少钱`, `Redmi K70的售价`): a product is named so, and the
number is part of its name, not a count or a key."""

from __future__ import annotations

from ... import rules
from ...words import normalize
from ...words.values import CODE
from ...words.values import NUMBER as NUMBER_KIND
from ..reader import IGNORED, INTENT, KNOWN, WORD, Token
from ..tokens import spaced

# Tokens a value typed in words may be made of (`华东质量检测研究院` is cut into several words).
VALUE_TOKEN_KINDS = frozenset({WORD, KNOWN})
# Kinds of words that may stand inside a value the rows hold whole (`浙江最大的连锁药房`), never at its ends.
INSIDE_VALUE_KINDS = frozenset({IGNORED, INTENT})
# A model's number or code after a name in Latin letters (`iPhone 15`, `Redmi K70`): its end, in a Chinese question.
MODEL_KINDS = frozenset({NUMBER_KIND, CODE})


def value_runs(q: str, tokens: list[Token], i: int) -> list[list[Token]]:
    run = [tokens[i]]
    for token in tokens[i + 1 : i + rules.HELD_VALUE_TOKENS]:
        inside = token.kind in INSIDE_VALUE_KINDS or token.kind == NUMBER_KIND and not token.unit
        if token.kind not in VALUE_TOKEN_KINDS and not inside or token.start != run[-1].end and not (
                token.kind in VALUE_TOKEN_KINDS and spaced(q, run[-1], token)):  # (`Sales Support Agent`)
            break
        run.append(token)
    while run[-1].kind not in VALUE_TOKEN_KINDS:
        run.pop()
    runs = [run[:n] for n in range(len(run), 0, -1) if run[n - 1].kind in VALUE_TOKEN_KINDS]
    model = tokens[i + len(run)] if i + len(run) < len(tokens) else None
    if model is not None and model_of(q, run, model):
        runs.insert(0, [*run, model])  # (`iPhone 15`: the name with its model's number, first)
    return runs


def model_of(q: str, run: list[Token], token: Token) -> bool:
    """Whether `token` is a model's number or code typed one space after a name in Latin letters (`Redmi K70`), in
    a question written in Chinese — where a Latin word is a name, and the number after it part of it."""
    return token.kind in MODEL_KINDS and not token.unit and spaced(q, run[-1], token) and \
        all(t.kind == WORD and t.text.isascii() and t.text.isalpha() for t in run) and \
        any(normalize.is_cjk_word(ch) for ch in q)


def latin_name(q: str, run: list[Token]) -> bool:
    """`Redmi的商品`: a name in Latin letters (with its model's number) in a question written in Chinese is looked for
    inside the values of any text column — a product's own name too (`Redmi K70`), not only a column whose rows
    repeat their values: a Chinese word inside one name is no way to pick rows (`外卖` of 小张外卖), a brand is."""
    words = run[:-1] if len(run) > 1 and run[-1].kind in MODEL_KINDS else run
    return all(t.kind == WORD and t.text.isascii() and t.text.isalpha() for t in words) and \
        any(normalize.is_cjk_word(ch) for ch in q)


def own_column_after(binder, token, column) -> bool:
    """`ios操作系统`, `不是ios操作系统的手机型号`: a value (ios of ios系统) typed right onto the word of the one column
    that holds it — that column's value, said with its column's word (not a value modifying another column's)."""
    if not binder.before_column_word(token):
        return False
    fit = binder.column_fit([binder.tokens[binder.index_of(token) + 1]], strong=True)
    return fit is not None and fit[0] == [column]


def column_word_after_takes(binder, token, column) -> bool:
    """No column word right after the token, or one that may name `column` (`在杭州出生`: 出生 for
    出生地; not for 居住地, which holds 杭州 but is not what was said)."""
    if not binder.before_column_word(token):
        return True
    nxt = binder.tokens[binder.index_of(token) + 1]
    fit = binder.column_fit([nxt])
    return fit is not None and column in fit[0] or column.name.startswith(nxt.text) or \
        bool(column.comment) and column.comment.startswith(nxt.text)


def glued_column(binder, i: int):
    """The longest run of two or more words typed together from token `i` that spells one column's word as a whole
    (`执行成功` of 是否执行成功, cut 执行|成功), and the run; None when none does."""
    for run in value_runs(binder.q, binder.tokens, i):
        text = binder.q[run[0].start : run[-1].end]
        whole = Token(WORD, text, run[0].start, run[-1].end, normalize.fold(text))
        if len(run) > 1 and all(t.kind in VALUE_TOKEN_KINDS for t in run) and \
                (fit := binder.column_fit([whole], strong=True)) is not None:
            return fit, run
    return None

