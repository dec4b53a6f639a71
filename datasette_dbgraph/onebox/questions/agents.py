"""`是谁主持的`, `由马可负责的事业群`, `王俊凯代言的笔记本`: a Chinese verb names the column of who does it — its
name the verb and 人, 者 or 方 (主持 → 主持人, 负责 → 负责人, 代言 → 代言人) — as an English participle names the
column of its verb (`films rated PG-13` → rating: sentence_values.participle_column). docs/one-box.md, "Questions"."""

from __future__ import annotations

from ...words import normalize
from ..sentence_values import is_numeric_column, participle_column

# What a column of the one who does a verb is named after it: the person, the doer, the party.
AGENT_ENDINGS = ("人", "者", "方")
# What the segmenter tags such a verb: a verb, a verbal noun (管理 → 管理者), or a noun of doing (代言 → 代言人).
AGENT_VERB_TAGS = frozenset({"v", "vn", "n"})
# A verb this long at least (one character, `管`, `做`, is in too many words to name a column).
AGENT_VERB_MIN = 2


def agent_column(columns, words: str):
    """The one text column named the verb and an agent's ending, when the words are a Chinese verb; else None."""
    if len(words) < AGENT_VERB_MIN or not normalize.is_cjk_word(words) or normalize.part_of_speech(words) not in AGENT_VERB_TAGS:
        return None
    named = [c for c in columns if c.name in {words + e for e in AGENT_ENDINGS} and not is_numeric_column(c)]
    return named[0] if len(named) == 1 else None


def verb_column(columns, words: str):
    """The column a verb names: an English participle's (`rated` → rating), a Chinese verb's doer (`主持` → 主持人)."""
    return participle_column(columns, words) or agent_column(columns, words)
