"""A kind said with its value (docs/one-box.md, "Questions"): `满减类优惠券`, `按钮类的菜单`, `驾照不是D类的班型` — 类
typed right onto a value the reading bound (a label of the legend, a value the rows hold) says "of that kind":
the value says it all, and 类 is read with it, as `的` is. Alone it stays a word (`类目`, `分类`)."""

from __future__ import annotations

from ..roles import Binding

# Typed right after a value, they say the value is a kind of row (`满减类`).
KIND_MARKS = frozenset({"类", "类别"})


def kind_marked(out: Binding) -> None:
    """Move a kind mark typed right onto a value the reading bound from the unknown words to the ignored."""
    ends = {s["end"] for s in out.spans if s["as"] == "value" and (s.get("column") or s.get("columns"))}
    for token in [t for t in out.unknown if t.text in KIND_MARKS and t.start in ends]:
        out.unknown.remove(token)
        out.ignored.append(token.text)
