"""What a sentence read against one table is: every token's role (docs/one-box.md). `Bound` is a
value bound to a column; `Binding` the whole reading, which the router answers. And the pure readings
of the tokens around one word that several binders ask (what stands before a group's word, a verb
ending the question, `到` for a distance)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from ..index.records import ColumnRecord
from .intent import Intent
from .lexicon import said_whole
from .reader import COMPARE, IGNORED, INTENT, NUMBER, SYMBOL, Token
from .vocabulary import COUNT_UNITS, GROUP_WHICH


@dataclass
class Bound:
    """A value bound to a column: the conditions it makes (op, value) and how the page shows it."""

    column: ColumnRecord | None
    key_words: str  # what names the column: its name, or the words typed when several fit
    conditions: list[tuple[str, str]]
    label: str | None = None
    options: list[ColumnRecord] = field(default_factory=list)  # several columns fit: nothing guessed
    # The column was named by words that fit several columns equally: the resolver says which.
    by_words: bool = False
    # `A或者B`: values with the same number are one choice — rows meeting any of them.
    either: int | None = None


@dataclass
class Binding:
    """Roles of every token of a sentence against one table."""

    table_id: int
    columns: Sequence[ColumnRecord] = ()
    spans: list[dict] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    entity: list[Token] = field(default_factory=list)
    fields: list[str] = field(default_factory=list)
    bound: list[Bound] = field(default_factory=list)
    unknown: list[Token] = field(default_factory=list)
    # Words of a question that cannot carry a condition (verbs, adverbs, pronouns … standing apart
    # from every comparison and value): left out, and the answer names them (docs/one-box.md).
    unused: list[Token] = field(default_factory=list)
    # Of those, the words that together name a quantity worked out from columns (`1星评价人数`).
    worked_out: list[Token] = field(default_factory=list)
    intent: Intent | None = None
    # `A或者B` that cannot be read as a choice between two conditions (a side that is no one
    # condition on this table's column): the answer says so.
    either: list[Token] = field(default_factory=list)
    # An unknown word (start, end) → a word of this table it is one slip away from (`已法货` → 已发货),
    # filled by `suggest` when the reading is refused.
    suggestions: dict[tuple[int, int], str] = field(default_factory=dict)
    suggest: Any = None
    # Why a value was refused although its column is known: [(message key, column, the value typed)]
    # (`重量 < 500` on weights held as `500g`; an average compared); the answer says it.
    why: list[tuple[str, str, str]] = field(default_factory=list)
    # A refusal the reading itself decided: a clause about a table two links away (onebox/linked.py).
    refusal: Any = None
    # `客户身份证号…的订单`: the words with the `的` that marks their head (`客户的订单`), and the tables
    # (database, name) the head alone is sure of. A table the words choose that is none of those is
    # weighed again by the marked words (onebox/sentence.py, `marked_entity`).
    marked_entity: str | None = None
    about_head: frozenset = frozenset()

    @property
    def entity_text(self) -> str:
        # a word typed twice (`列车票价的…，列车票价的…`) says no more than once
        return " ".join(dict.fromkeys(said_whole(t.text) for t in self.entity))

    @property
    def ties(self) -> list[Bound]:
        """Values no column word named that several columns — or none — take by their kind."""
        return [b for b in self.bound if b.column is None and not b.by_words]

    def where(self) -> dict[str, str]:
        """The request's where: `column` or `column__op` → value (labels as typed: the resolver
        decodes them with the column's legend)."""
        out: dict[str, str] = {}
        for b in self.bound:
            if b.column is None and not b.by_words:
                continue
            for op, value in b.conditions:
                out[b.key_words if op == "exact" else f"{b.key_words}__{op}"] = value
        return out

    def refuse(self, refused: tuple | None) -> None:
        """A word the reading asks about instead of answering, and why: (token, (message, column, typed))."""
        if refused is not None:
            self.unknown.append(refused[0])
            self.why.append(refused[1])

    def either_keys(self) -> list[list]:
        """The where keys of each choice (`A或者B`): the resolver joins their conditions with OR — a key,
        or the keys of a side met together (a period: `刚好34岁`)."""
        groups: dict[int, list] = {}
        for b in self.bound:
            if b.either is not None and (b.column is not None or b.by_words):
                keys = [b.key_words if op == "exact" else f"{b.key_words}__{op}" for op, _ in b.conditions]
                groups.setdefault(b.either, []).append(keys[0] if len(keys) == 1 else tuple(keys))
        return list(groups.values())


def period(conditions) -> bool:
    """Two comparisons of one column that bound it from below and above (`>= 1991-12-04`, `< 1992-12-04`)."""
    ops = sorted(op for op, _ in conditions)
    return len(ops) == 2 and ops[0] in ("gt", "gte") and ops[1] in ("lt", "lte")


def before_named_words(tokens: Sequence[Token], index: int, entity: Sequence[Token]) -> Token | None:
    """The token before the word at `index`, past the words of the table's name typed before it
    (`每家汽车公司` on 汽车品牌: 每家 before 公司) — they only say whose rows, not which group — and past
    a measure word after 每 (`每一种语言`)."""
    starts = {t.start for t in entity}
    k = index - 1
    while k > 0 and (tokens[k].start in starts or tokens[k].text[:1] == "一" and tokens[k - 1].text == "每"):
        k -= 1
    return tokens[k] if k >= 0 else None



# Words before a place that, with a column named 距<place>…, say that 距 ("distance to"): no range, no value.
DISTANCE_TO = frozenset({"到", "离"})


def to_distance(tokens: Sequence[Token], index: int, columns: Sequence[ColumnRecord]) -> bool:
    """`火车站到机场的距离` on 距机场距离: 到 glued before the word a column's name puts after 距 is that 距."""
    nxt = tokens[index + 1] if 0 <= index < len(tokens) - 1 else None
    return nxt is not None and tokens[index].text in DISTANCE_TO and nxt.start == tokens[index].end and \
        any(c.name.startswith("距" + nxt.text) for c in columns)


def counted_after(tokens: Sequence[Token], index: int) -> bool:
    """`包含多于5个歌单的类型`: a number of things right after the word at `index` (a comparison between or
    not) — then 包含 says "has", as 有 would: how many rows each group has, no text to look for."""
    after = list(tokens[index + 1 : index + 3])
    if after and after[0].kind == COMPARE:
        after = after[1:]
    return bool(after) and after[0].kind == NUMBER and after[0].unit in COUNT_UNITS


def verb_closing_count(tokens: Sequence[Token], index: int, entity: Sequence[Token]) -> bool:
    """`每种语言有多少期刊使用？`, `有5种型号使用`: a verb that ends the question, typed right after the
    table's word a count of rows goes before, says what those rows do — no condition."""
    starts = {t.start for t in entity}
    verb = tokens[index]
    if index == 0 or tokens[index - 1].start not in starts or tokens[index - 1].end != verb.start or \
            any(t.kind not in (SYMBOL, IGNORED) for t in tokens[index + 1 :]):
        return False
    k = index - 1
    while k > 0 and tokens[k - 1].start in starts:
        k -= 1
    before = tokens[k - 1] if k > 0 else None
    return before is not None and (before.kind == INTENT and before.value == "count" or
                                   before.kind == NUMBER and before.unit in COUNT_UNITS)



def each_before(tokens: Sequence[Token], start: int, entity: Sequence[Token]) -> bool:
    """Whether the word starting at `start` follows `每个`/`各个` (not `哪…`: a group asked, which a verb may narrow), past the table's words."""
    index = next((k for k, t in enumerate(tokens) if t.start == start), 0)
    before = before_named_words(tokens, index, entity) if index > 0 else None
    return before is not None and before.text in GROUP_WHICH and not before.text.startswith("哪")
