"""An opening clause that only names tables (docs/one-box.md, "Questions"): `在各学校的专业中，哪些学校的专业少于5个`
says where to look — the schools and their majors — and no condition. When the question is no answer with it, it is
read again without it (blanked, so every place in the question stays where it was typed); the answer names it as read
and left out. A clause with anything else in it (`在北京的小区中`, `在体重少于105KG的运动员中`) is never dropped."""

from __future__ import annotations

import re

from ...words import normalize
from ..reader import read
from ..tokens import IGNORED, INTENT, WORD
from ..vocabulary import GROUP

SCOPE_MAX = 20  # characters inside `在…中`: longer, it is no naming of tables
SCOPE_RE = re.compile(r"\s*在([^，,。；;？?！!]{1,%d}?)中\s*[，,]" % SCOPE_MAX)
ALL_WORDS = frozenset({"所有", "全部", "各个", "每个", "各类", "各种"})  # `在所有…中`: of all of them


def without_scope(lookup, q: str) -> tuple[str, list[str]] | None:
    """(the question with its opening clause blanked, the clause's words) when the clause only names tables the person
    may see, with 各/所有/的 between; else None."""
    found = SCOPE_RE.match(q)
    if found is None:
        return None
    tokens = read(found.group(1)).tokens
    words = [t for t in tokens if t.kind == WORD]
    if not words or any(t.kind not in (WORD, IGNORED) and not (t.kind == INTENT and t.value == GROUP)
                        and t.text not in ALL_WORDS for t in tokens):
        return None
    for word in words:
        if not lookup.visible_objects(lookup.store.named_ids([normalize.fold(word.text)])):
            return None  # (a value, `在北京的小区中` where no table is named 北京, says which rows)
    return q[: found.start()] + " " * (found.end() - found.start()) + q[found.end() :], [found.group(0).strip().rstrip("，,")]


def scope_said(lookup, outcome, said: list[str]):
    """The answer read without the opening clause, naming it as read and left out."""
    outcome.reason += lookup.t("scope_only_tables", words="、".join(said))
    if outcome.understood is not None:
        outcome.understood["ignored"] = said + list(outcome.understood.get("ignored") or [])
    return outcome
