"""The table's own word asked which of, as the group its rows are counted per (docs/one-box.md, "Questions"):
`哪个城市举办晚会最多` on 举办城市 orders the cities (城市名称) by how many rows each has."""

from __future__ import annotations

from ...sources.column_kinds import is_date_column
from ...words import normalize
from ...words.values import NUMBER
from ..reader import IGNORED, SYMBOL, Token
from ..sentence_values import is_numeric_column
from ..vocabulary import MOST_ROWS_WORDS, WHICH_GROUP

WHAT_WORDS = frozenset({"什么", "啥"})
LISTING_AFTER = frozenset({"以及", "及其", "其", "并给出", "同时给出"})  # (`…的出版社其最低定价`: its)
ASKING_AFTER = WHAT_WORDS | {"是", "哪个", "哪些", "哪一个", "是哪个", "是哪些"}
WHICH_CHAR = "哪"  # before a number of things, which of them (`哪3个城市`)
VERB_TAG = "v"  # the segmenter's tags of verbs start so (v, vn, vd)


def which_head(binder, most: Token, nouns: bool = False) -> list:
    """`哪个城市举办晚会最多` on 举办城市: the table's word asked which of is the group (城市名称), when the table's words
    typed after it, or right before the most, are verbs (举办) or its head; another noun there (`哪个国家拥有的商家最少`,
    `商家最少的是哪个国家` on 商家网点覆盖国家) may be what is counted, on another table — unless nothing is counted: an
    average or total ordered (`nouns`) is of a column of these rows. [] when it is not so."""
    which = [t for t in binder.out.entity if asked_which(binder.tokens, binder.index_of(t))]
    name = normalize.fold(binder.record.name)
    if len(which) != 1 or not nouns and any((t.start > which[0].start or t.end == most.start) and not name.endswith(
            normalize.fold(binder.q[t.start : typed_on(binder.out.entity, t)])) and
            not normalize.part_of_speech(t.text).startswith(VERB_TAG) for t in binder.out.entity):
        return []  # (a word before it, but not of the most, says which rows: `学校各专业中，哪个专业最多`; the table's
        # head is what is counted: `哪个城市的城市美食最多`, `电视剧最多的是哪个卫视` on 卫视电视剧 — 商家 of 商家网点覆盖国家 is not)
    return head_as_group(binder, most.start)


def asked_which(tokens: list[Token], k: int) -> bool:
    """Whether the word at `k` is asked which of: `哪个城市`, `哪些城市`, `哪3个城市`."""
    return k > 0 and (tokens[k - 1].text in WHICH_GROUP or k > 1 and tokens[k - 1].kind == NUMBER and
                      tokens[k - 2].text == WHICH_CHAR and tokens[k - 2].end == tokens[k - 1].start)


def typed_on(words: list[Token], word: Token) -> int:
    """Where the run of these words typed one onto the next from `word` ends (城市 美食 of `城市美食`)."""
    end = word.end
    while any(t.start == end for t in words):
        end = next(t.end for t in words if t.start == end)
    return end


def head_as_group(binder, count_at: int) -> list:
    """`不足5部综艺节目的卫视都有啥` on 卫视综艺节目: the head after the last `的` (or a word right after a
    which word, in the count's clause: `哪些国家拥有节日超过5个` on 节日流行国家 — not `…，以及属于哪个国家`),
    read as a word of the table's name, is also the name of one of its text columns (卫视, 国家): that
    column is the group whose rows are counted. [] when it is not so."""
    which = next((t for t in binder.out.entity if asked_which(binder.tokens, binder.index_of(t)) and
                  binder.text_columns_named(t.text) and not any(
                      u.text in LISTING_AFTER for u in binder.tokens if min(t.start, count_at) < u.start < max(t.start, count_at))), None)
    if not binder.out.entity or which is None and len(binder.out.entity) < 2:
        return []  # (after a which word the table's one word is its group too: `哪些城市…5次` on 举办城市)
    last = which or binder.out.entity[-1]
    index = next((k for k, t in enumerate(binder.tokens) if t.start == last.start), None)
    if index is None or index == 0 or which is None and binder.tokens[index - 1].value != "的":
        return []
    named = binder.text_columns_named(last.text)
    rest = binder.tokens[index + 1 :]
    clause = next((k for k, t in enumerate(rest) if t.kind == SYMBOL or t.text in LISTING_AFTER), len(rest))
    if len(named) != 1 or not which and not all(t.kind == IGNORED or t.text in ASKING_AFTER for t in rest[:clause]):
        return []
    if which is None:  # (after a which word it still names the table too: 节日流行国家)
        binder.out.entity.remove(last)
    for span in binder.out.spans:
        if span["start"] == last.start and span["as"] == "entity":
            span.update({"as": "column", "column": named[0].name})
    return named


DONE_MARKS = frozenset({"了", "过"})


def restates_table(binder, verb: Token) -> bool:
    """`参加过春晚的嘉宾中，哪些嘉宾…` on 春晚嘉宾: a verb whose object and head are all the table's own words (春晚 …
    的 嘉宾) says what every row is — no condition, left out like a verb joining the group to what is counted."""
    index = binder.index_of(verb)
    rest = [t for t in binder.tokens[index + 1 :] if t.text not in DONE_MARKS or t.start != verb.end]
    entity = {t.start for t in binder.out.entity}
    of = next((k for k, t in enumerate(rest) if t.kind == IGNORED and t.value == "的"), None)
    return of is not None and of > 0 and all(t.start in entity for t in rest[:of]) and of + 1 < len(rest) and \
        rest[of + 1].start in entity


def text_ordered(binder, intent, superlative) -> list:
    """[the column] when most or fewest took a text column asked which N of (`哪三个单位主办的最多`: 单位, 主办 of
    主办单位) and the first N are ordered by it — which orders nothing a person asks: the units with most rows are; else []."""
    column = superlative[2] if superlative is not None and superlative[1].text in MOST_ROWS_WORDS else None
    if column is None or intent.order is None or intent.order[0] != column or intent.group_by or \
            is_numeric_column(column) or is_date_column(column.name, column.type, column.comment):
        return []
    asked = [s for s in binder.out.spans if s["as"] == "column" and s.get("column") == column.name]
    return [column] if asked and asked_which(binder.tokens, binder.token_at.get(asked[0]["start"], 0)) else []


def which_n_columns(binder) -> list:
    """The one text column whose word stands right after `哪3个` (`哪3个城市的最多，…` → 所属城市id), [] else."""
    found = {s.get("column") for s in binder.out.spans if s["as"] == "column" and
             asked_which(binder.tokens, binder.token_at.get(s["start"], 0)) and binder.tokens[
                 binder.token_at.get(s["start"], 0) - 1].kind == NUMBER}
    columns = [c for c in binder.columns if c.name in found and not is_numeric_column(c)]
    return columns if len(columns) == 1 else []


def verb_run(binder, run: list[Token]) -> bool:
    """`每个城市举办了几次` on 举办城市: the table's words after `每个` are its word and a verb typed on (城市 举办), and the
    word alone names one text column (城市名称) — the group, no count per row of the table itself (`每个会员等级有多少人`)."""
    return len(run) > 1 and all(normalize.part_of_speech(t.text).startswith(VERB_TAG) for t in run[1:]) and \
        len(binder.text_columns_named(run[0].text)) == 1
