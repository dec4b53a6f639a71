"""A row named with the table's word (docs/one-box.md, "Questions"): `研发部门的负责人和联系电话` on 部门表, whose
name column is 部门名称 — 研发部门 is one department's name, typed as people call it: the table's word after
what sets that row apart. Read as the name column's value (`dept_name = '研发部门'`), the table's word still
naming the table; before, 研发 was a word nothing fits and the question was refused.

Only for tables of units people name so (departments, warehouses, branches: `UNIT_WORDS`; `进口商品` is a kind
of product, not its name), when nothing else reads the word before the table's word (no column, label or other table says it), it
is a noun (not a trait such as 女, 高级: those are kinds of rows, asked about), the table has exactly one name
column described as its word and 名称/名, and — when the rows were read — they hold that name."""

from __future__ import annotations

from ...words import normalize
from ..reader import WORD, Token
from ..roles import Bound
from ..sentence_values import is_numeric_column, takes_dates

# How a column of row names is described after the table's word (`部门名称`, `仓库名`).
NAME_ENDINGS = ("名称", "名")
# Parts of speech (jieba's) of a word that may set one named row apart: nouns, places, organisations,
# abbreviations (研发), nouns of action (测试).
NAMING_PARTS = frozenset({"n", "nz", "ns", "nt", "j", "vn", "nrt"})
# The words of tables of units people name by what sets them apart and the word (`研发部门`, `华东仓库`,
# `北京分公司`): a product, an order or a member is not named so — `进口商品`, `热门商品` are kinds of them.
UNIT_WORDS = ("部门", "部", "公司", "分公司", "仓库", "门店", "店铺", "中心", "科室", "班级", "小组", "团队", "车间",
              "工厂", "机构", "组织", "网点", "校区", "学院", "医院", "分店", "支行", "项目组")
MIN_SET_APART = 2  # characters: one character before the table's word is a kind (`总部门`), not a name


def name_column(columns, word: str):
    """The one text column described as the word's name (`部门名称` for 部门), or None."""
    found = [c for c in columns if not is_numeric_column(c) and not takes_dates(c)
             and normalize.comment_main(c.comment) in {word + ending for ending in NAME_ENDINGS}]
    return found[0] if len(found) == 1 else None


def row_named(binder) -> None:
    """Read an entity word that is a row's name (`研发部门`, or `测试` typed right onto `部门`) as the name
    column's value, keeping the table's word."""
    out = binder.out
    if out.bound or len(out.entity) != 1 or len(out.unknown) > 1 or not any(s["as"] != "entity" for s in out.spans):
        return  # (typed alone, `研发部门` asks for the departments: the word's table, as before)
    token, own = out.entity[0], normalize.comment_main(binder.record.comment).removesuffix("表")
    apart = out.unknown[0] if out.unknown else None
    if apart is not None and (apart.end != token.start or normalize.fold(token.text) != own):
        return
    start = apart.start if apart is not None else token.start
    name = binder.q[start : token.end]
    word = normalize.fold(name)
    if not own or not own.endswith(UNIT_WORDS) or not word.endswith(own) or len(word) - len(own) < MIN_SET_APART:
        return
    before = word[: -len(own)]
    column = name_column(binder.columns, own)
    if column is None or normalize.part_of_speech(before) not in NAMING_PARTS:
        return
    said = Token(WORD, name[: len(before)], start, start + len(before), before)
    if binder.column_fit([said]) is not None or binder.label_columns([said]) or \
            binder.names_table.spelled_by_table([said]):
        return  # (`女会员`, `企业发票`: a label or a column's word says which rows — read so before)
    held = binder.held
    if held is not None and held.stats(column) is not None and binder.held_text(column, name) is None:
        return  # the rows were read and hold no such name
    rest = Token(WORD, name[len(before) :], said.end, token.end, own)
    out.entity[0], out.unknown = rest, []
    out.spans = [dict(s, start=rest.start, text=rest.text) if s["as"] == "entity" and s["start"] == token.start
                 else s for s in out.spans if not (apart is not None and s["start"] == apart.start and s["as"] == "unknown")]
    binder.add(Bound(column, column.name, [("exact", name)]), [Token(WORD, name, start, token.end, word)])


# The words of a row's name (of the thing it is, or of another thing it holds: 砍价活动名称, 砍价商品名称).
NAME_WORDS = frozenset({"名称", "名字", "名", "标题", "name", "title"})


def own_name(binder) -> None:
    """A word of a name several columns fit equally (`名称`: 砍价活动名称, 砍价商品名称, 单位名称) names the one whose
    description is that word after words typed in the question around the table's word (`名称包含双11的砍价活动`:
    砍价活动名称) — the name of the thing asked for, not of another thing its rows hold."""
    typed, q = normalize.fold("".join(t.text for t in binder.out.entity)), normalize.fold(binder.q)
    for bound in binder.out.bound if typed else ():
        if bound.column is None and bound.options and not bound.label and normalize.fold(bound.key_words) in NAME_WORDS:
            word = normalize.fold(bound.key_words)
            own = [c for c in bound.options if (main := normalize.comment_main(c.comment)).endswith(word) and
                   typed in main[: -len(word)] and main[: -len(word)] in q]
            if len(own) == 1:
                bound.column, bound.key_words, bound.options = own[0], own[0].name, []
