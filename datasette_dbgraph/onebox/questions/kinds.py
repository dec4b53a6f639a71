"""A kind said with its value (docs/one-box.md, "Questions"): `满减类优惠券`, `按钮类的菜单`, `驾照不是D类的班型` — 类
typed right onto a value the reading bound (a label of the legend, a value the rows hold) says "of that kind":
the value says it all, and 类 is read with it, as `的` is. Alone it stays a word (`类目`, `分类`). A label that is also
a word of the table's name is that label when 类 follows it (`公告类的通知` on 通知公告表: notices of the kind 公告)."""

from __future__ import annotations

from typing import Sequence

from ..reader import Token
from ..roles import Binding

# Typed right after a value, they say the value is a kind of row (`满减类`).
KIND_MARKS = frozenset({"类", "类别"})


def kind_marked(out: Binding) -> None:
    """Move a kind mark typed right onto a value the reading bound from the unknown words to the ignored."""
    ends = {s["end"] for s in out.spans if s["as"] == "value" and (s.get("column") or s.get("columns"))}
    for token in [t for t in out.unknown if t.text in KIND_MARKS and t.start in ends]:
        out.unknown.remove(token)
        out.ignored.append(token.text)


def marked_at(tokens: Sequence[Token], index: int) -> bool:
    """Whether a kind mark is typed right onto the word before `index` (`公告类`)."""
    return 0 < index < len(tokens) and tokens[index].text in KIND_MARKS and tokens[index].start == tokens[index - 1].end
