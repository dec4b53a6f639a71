"""`工程相关的专业`, `与鸡相关的菜品`, `和海关有关的职位`: rows whose name holds the word; `励志类的网络小说`, `家具类商家`:
rows whose kind holds it (docs/one-box.md, "Questions").

A word then 相关/有关 asks for the rows *about* it — people mean the ones whose name or title has the word in it
(`名称 like %工程%`), not rows holding it whole; a word then 类, the rows of that kind (`类型 like %励志%`) when no
column holds the word whole or as a label (kinds.py reads those). Read only with such a word after it: alone, a word
inside one name is no way to pick rows (`外卖平台有多少个`, table_values.containing)."""

from __future__ import annotations

from ...sources.values import value_key
from ..reader import IGNORED, WORD
from ..roles import Bound
from ..sentence_values import is_numeric_column

RELATED_WORDS = frozenset({"相关", "有关"})
KIND_MARK = "类"
# A column named so holds each row's kind: after 类, the one meant among several holding the word.
KIND_COLUMN_ENDINGS = ("类型", "类别", "分类", "种类", "类", "type", "category")
# A column named so holds each row's name: among several columns holding the word, the one meant.
NAME_COLUMN_ENDINGS = ("名称", "名", "标题", "题目", "name", "title")
# Asked for in a column's values: a few more than one, to tell one column from several.
RELATED_VALUES_READ = 20


def related_said(binder, i: int) -> int:
    """Bind `X相关` at i — X a word some text column's values hold inside them — as that column containing X: the
    tokens used (0: not so; several columns, none named as the rows' name: one condition on any of them, asked)."""
    tokens = binder.tokens
    if i + 1 >= len(tokens) or tokens[i].kind != WORD or tokens[i + 1].text not in RELATED_WORDS | {KIND_MARK} or \
            tokens[i + 1].start != tokens[i].end or binder.held is None or binder.awaiting is not None or binder.names(tokens[i : i + 1]):
        return 0  # (`建筑类奖项` on 建筑奖项: a word of the table's name names it)
    text, kind = binder.q[tokens[i].start : tokens[i].end], tokens[i + 1].text == KIND_MARK
    if kind and (binder.label_columns(tokens[i : i + 1]) or binder.held.holding([value_key(text)])[value_key(text)]):
        return 0  # (`按钮类菜单`: a label, or a value held whole — kinds.py reads it)
    columns = [c for c in binder.columns if not is_numeric_column(c)]
    found = binder.held.store.values_containing([c.id for c in columns], value_key(text), RELATED_VALUES_READ) if columns else []
    holding = [c for c in columns if any(h[0] == c.id for h in found)]
    for endings in (KIND_COLUMN_ENDINGS, NAME_COLUMN_ENDINGS) if kind else (NAME_COLUMN_ENDINGS,):
        if len(named := [c for c in holding if c.name.lower().endswith(endings)]) == 1:
            holding = named
            break
    if not holding:
        return 0
    binder.flush_awaiting()
    if len(holding) == 1:
        binder.add(Bound(holding[0], holding[0].name, [("contains", text)]), tokens[i : i + 1], op="contains")
    else:
        binder.add(Bound(None, text, [("contains", text)], options=holding), tokens[i : i + 1], op="contains")
    binder.out.ignored.append(tokens[i + 1].text)
    return 2 + (i + 2 < len(tokens) and tokens[i + 2].kind == IGNORED and tokens[i + 2].value == "的")
