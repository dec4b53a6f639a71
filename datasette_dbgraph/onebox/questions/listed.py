"""Values listed after a column word (docs/one-box.md, "Either / or"): `端口是80、443或8080的应用`, `status 1, 2 or 5` —
a bare value typed right after a value of a column, with only a mark of a list between (、 , 和 或 or and …), is one
more value of that column. Read alone it went to the key (`app_id = 8080`) or to no column, and the list was refused."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from ..reader import NUMBER, Token
from ..roles import Bound
from ..sentence_values import is_numeric_column

# What may stand between two values of one list.
LIST_MARKS = frozenset({"、", ",", "，", "和", "或", "或者", "及", "以及", "与", "or", "and", ", or", ", and"})
# What the value before may have been read as: one value, or a list already.
LISTED_OPS = (["exact"], ["in"], ["not"], ["notin"])
# A value typed as a number: after it, another number is one more value of its column, whatever the column's type.
NUMBER_TYPED = re.compile(r"-?\d+(?:\.\d+)?")


def listed_value(binder, bound: Bound, tokens: Sequence[Token]) -> Bound:
    """The bound, or — when it is a bare value listed after a value of another column — that column's."""
    previous = binder.out.bound[-1] if binder.out.bound else None
    if previous is None or previous.column is None or bound.column == previous.column or len(tokens) != 1 or \
            [o for o, _ in bound.conditions] != ["exact"] or [o for o, _ in previous.conditions] not in LISTED_OPS:
        return bound
    numbers = all(NUMBER_TYPED.fullmatch(str(v)) for _, v in previous.conditions)  # (`难度等级1或2` on a VARCHAR(1))
    if is_numeric_column(previous.column) != (tokens[0].kind == NUMBER) and not (numbers and tokens[0].kind == NUMBER):
        return bound  # (a word after a number, or a number after a word: no list of one column)
    end = max((s["end"] for s in binder.out.spans if s["as"] == "value" and s["end"] <= tokens[0].start), default=None)
    if end is None or binder.q[end : tokens[0].start].strip().lower() not in LIST_MARKS:
        return bound
    return replace(bound, column=previous.column, key_words=previous.key_words, options=[], by_words=False)
