"""A kind said with its value (docs/one-box.md, "Questions"): `满减类优惠券`, `按钮类的菜单`, `驾照不是D类的班型` — 类
typed right onto a value the reading bound (a label of the legend, a value the rows hold) says "of that kind":
the value says it all, and 类 is read with it, as `的` is. Alone it stays a word (`类目`, `分类`). A label that is also
a word of the table's name is that label when 类 follows it (`公告类的通知` on 通知公告表: notices of the kind 公告).
So, after a column of places, `什么地方` asks that column, as `在哪里` does (`总部在什么地方`)."""

from __future__ import annotations

from typing import Sequence

from ...words.normalize import comment_cores
from ..places import ADDRESS_ENDS, NAMED_PLACE_ENDS
from ..reader import Token

# Typed right after a value, they say the value is a kind of row (`满减类`).
KIND_MARKS = frozenset({"类", "类别"})
# `什么地方` (in what place) after a column of places asks that column, as `在哪里` does.
PLACE_WORD, WHAT_PLACE = "地方", ("什么", "啥")
PLACE_ENDS = NAMED_PLACE_ENDS + ADDRESS_ENDS + ("地",)


def marks_read(binder) -> None:
    """Words typed after what they qualify that say nothing more, moved from the unknown words to the ignored: a kind
    mark typed right onto a value the reading bound (`满减类`), and the place asked after a column of places
    (`总部在什么地方`: 总部所在省 is the where)."""
    out = binder.out
    ends = {s["end"] for s in out.spans if s["as"] == "value" and (s.get("column") or s.get("columns"))}
    for token in [t for t in out.unknown if t.text in KIND_MARKS and t.start in ends]:
        out.unknown.remove(token)
        out.ignored.append(token.text)
    for token in [t for t in out.unknown if t.text == PLACE_WORD and place_asked(binder, t)]:
        out.unknown.remove(token)
        out.ignored.append(token.text)


def place_asked(binder, token: Token) -> bool:
    """`总部在什么地方`, `在哪个城市的什么地方`: 地方 after 什么 (在 before it or not), right after a column read whose
    name or description ends in a place (城市, 所在省, 地址, 出生地 …). Anywhere else 什么地方 asks for a place the
    table may not hold: it stays a word, asked about."""
    before = binder.q[: token.start]
    for asking in WHAT_PLACE:
        if before.endswith(asking):
            before = before[: -len(asking)]
            break
    else:
        return False
    before = before.rstrip("在的")
    columns = {c.name: c for c in binder.columns}
    span = next((s for s in binder.out.spans if s["as"] == "column" and s["end"] == len(before)), None)
    column = columns.get(span.get("column")) if span else None
    return column is not None and any(part.endswith(PLACE_ENDS) for part in (column.name, *comment_cores(column.comment)))


def marked_at(tokens: Sequence[Token], index: int) -> bool:
    """Whether a kind mark is typed right onto the word before `index` (`公告类`)."""
    return 0 < index < len(tokens) and tokens[index].text in KIND_MARKS and tokens[index].start == tokens[index - 1].end
