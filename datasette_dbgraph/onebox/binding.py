"""One sentence typed into the single box, read against one candidate table: every token gets a
role — entity word, column word, value (bound to a column, with its filter), comparison, ignored —
or is left over as a word that fits nothing (docs/one-box.md).

Pure: it takes the table's record and columns and the words that name the table (lexicon.py),
and returns a `Binding`; values become conditions by sentence_values.py; the sentence module (sentence.py) chooses among the candidate tables' bindings and
hands the result to the resolver as an ordinary entity, fields and where.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ..index.records import ColumnRecord
from ..resolving.conditions import narrowed
from ..resolving.fields import NOTE_HOLDS_WORD, first_tier
from ..sources.legends import fold_label
from ..words import normalize
from ..words.values import NUMBER, PERIOD
from .lexicon import table_lexicon
from .reader import (
    AFTER,
    BEFORE,
    CLOSE,
    COMPARE,
    IGNORED,
    KNOWN,
    SYMBOL,
    TIME_COMPARISONS,
    WORD,
    Token,
    read,
)
from .sentence_values import (
    KIND_COLUMNS,
    bare_kind,
    columns_taking,
    conditions_for,
    takes_dates,
)

# Column words are looked for in phrases of up to this many consecutive tokens (`total due`,
# `vacation hours`, `登录 IP 地址`), longest first.
MAX_PHRASE_TOKENS = 4
# Tiers a word of a sentence may match a column in: a one-edit guess is no reading of a sentence.
SENTENCE_TIERS = ("name", "name-part", "comment", "synonym")
# Comparisons that only join a column word to its value (`手机号为138…`, `gender is F`).
CONNECTORS = frozenset({"exact"})
# Tiers that only find a word some column's name or description spells.
UNSPELLED_TIERS = frozenset({"name", "comment"})
# Tokens a phrase of words may be made of (a request word inside: `list price`).
PHRASE_KINDS = frozenset({WORD, KNOWN, IGNORED})


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

    @property
    def entity_text(self) -> str:
        return " ".join(t.text for t in self.entity)

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


class Binder:
    """Reads the tokens of one sentence left to right against one table's columns."""

    def __init__(self, q: str, record, columns: Sequence[ColumnRecord], names_table, aliases, bound_columns):
        self.q = q
        self.record = record
        self.columns = columns
        self.names_table = names_table
        self.aliases = aliases
        self.bound_columns = bound_columns
        aids = table_lexicon(tuple(columns))
        folded = normalize.fold(q)
        self.tokens = list(read(q, frozenset(p for p in aids.phrases if p in folded)).tokens)
        self.labels = aids.labels
        self.spelled = aids.spelled
        self.out = Binding(record.id, columns)
        self.fits: dict[tuple[str, bool, bool], tuple[list[ColumnRecord], str] | None] = {}
        self.naming: dict[tuple[int, int], bool] = {}
        self.ident_texts = [normalize.fold_identifier(t.text) for t in self.tokens]
        self.ident_values = [normalize.fold_identifier(t.value) for t in self.tokens]
        self.awaiting: tuple[Token, ColumnRecord | None, str, list[ColumnRecord]] | None = None  # column word
        self.pending: Token | None = None  # a comparison waiting for its value
        self.last_op_word: str | None = None  # the comparison word of the value being bound

    # -- helpers -----------------------------------------------------------------------------
    def span(self, tokens: Sequence[Token], role: str, **extra) -> None:
        self.out.spans.append({"text": self.q[tokens[0].start : tokens[-1].end],
                               "as": role, **{k: v for k, v in extra.items() if v is not None},
                               "start": tokens[0].start, "end": tokens[-1].end})

    def column_fit(self, tokens: Sequence[Token], only_name: bool = False,
                   strong: bool = False) -> tuple[list[ColumnRecord], str] | None:
        """The columns a phrase names equally well, and the phrase; a word found only in the note
        or legend part of a description names no column (`F` in `M = Male, F = Female`). `strong`:
        only a name or a description names it (after a column word, `小明` is a value even if some
        column's synonym were 小明)."""
        words = " ".join(t.text for t in tokens)
        key = (words, only_name, strong)
        if key not in self.fits:
            self.fits[key] = self._column_fit(tokens, words, only_name, strong)
        return self.fits[key]

    def _column_fit(self, tokens: Sequence[Token], words: str, only_name: bool, strong: bool):
        several = len(tokens) > 1
        if not several and _lone_cjk(words) and not any(c.name == words for c in self.columns):
            return None  # one Chinese character (仓, 单) sits inside too many descriptions to name a column
        if several and normalize.fold_identifier(words) not in self.spelled:
            return None  # no name or description spells the phrase: no tier can find it whole
        if only_name or several and any(t.kind == IGNORED for t in tokens):
            tiers: tuple[str, ...] = ("name",)  # `list price` is a column name only when it spells one exactly
        else:
            tiers = SENTENCE_TIERS[:-1] if strong else SENTENCE_TIERS
        if normalize.fold_identifier(words) not in self.spelled:
            # No name or description spells it: only what a name's words stand for can find it.
            tiers = tuple(t for t in tiers if t not in UNSPELLED_TIERS)
            if tiers == ("name-part",) and not words.isascii() and not self.bound_columns:
                return None  # name parts are English words (and no deployment binding names it)
        while tiers:
            found = first_tier(self.columns, words, self.aliases, tiers, self.bound_columns)
            if found is None:
                return None
            hits = [h for h in found[1] if found[0] != "comment" or h.level > NOTE_HOLDS_WORD]
            if hits:
                best = max(h.level for h in hits)
                return sorted((h.column for h in hits if h.level == best), key=lambda c: c.position), words
            tiers = tiers[tiers.index(found[0]) + 1 :] if found[0] in tiers else ()
        return None

    @staticmethod
    def apart(left: Token, right: Token) -> bool:
        """Chinese words typed apart are separate phrases (`退款 金额`); English words are always
        typed apart, and a phrase may span them (`total due`)."""
        return left.end != right.start and (normalize.is_cjk_word(left.text[-1]) or normalize.is_cjk_word(right.text[0]))

    def spells(self, i: int, length: int) -> bool:
        """Whether the phrase of `length` tokens from `i` is spelled anywhere it could name
        something: a column, the table, a label (the cheap test before the tiers)."""
        for idents in (self.ident_texts, self.ident_values):
            ident = "".join(idents[i : i + length])
            if ident and (ident in self.spelled or ident in self.names_table.spelled):
                return True
        return bool(self.label_columns(self.tokens[i : i + length]))

    def label_columns(self, tokens: Sequence[Token]) -> list[ColumnRecord]:
        if not self.labels:
            return []
        return self.labels.get(fold_label(" ".join(t.text for t in tokens)), [])

    def names(self, phrase: Sequence[Token]) -> bool:
        """Whether the phrase names the table (asked once per phrase)."""
        key = (phrase[0].start, phrase[-1].end)
        if key not in self.naming:
            self.naming[key] = self.names_table(phrase)
        return self.naming[key]

    # -- the reading ---------------------------------------------------------------------------
    def run(self) -> Binding:
        tokens, i = self.tokens, 0
        while i < len(tokens):
            token = tokens[i]
            if token.kind == IGNORED and (end := self.ignored_phrase(i)):
                i = end
            elif token.kind in (IGNORED, SYMBOL):
                self.out.ignored.append(token.text)
                i += 1
            elif token.kind == COMPARE:
                self.comparison(token)
                i += 1
            elif token.is_value:
                self.value(token)
                i += 1
            else:
                i = self.words(i)
        self.close()
        return self.out

    def comparison(self, token: Token) -> None:
        if token.place in (AFTER, CLOSE):  # read with the value before it (after_op)
            self.out.spans.append(self._compare_span(token))
            return
        if token.op in CONNECTORS and token.place == BEFORE:
            self.pending = token
            return
        if self.pending is not None:
            self.out.unknown.append(self.pending)
        self.pending = token

    def _compare_span(self, token: Token) -> dict:
        return {"text": token.text, "as": "comparison", "op": token.op, "start": token.start, "end": token.end}

    def ignored_phrase(self, i: int) -> int | None:
        """`list price`: a request word that starts a phrase spelling a column's name."""
        tokens = self.tokens
        for length in range(min(MAX_PHRASE_TOKENS, len(tokens) - i), 1, -1):
            phrase = tokens[i : i + length]
            if all(t.kind in (WORD, IGNORED) for t in phrase) and phrase[-1].kind == WORD:
                fit = self.column_fit(phrase, only_name=True)
                if fit is not None:
                    self.column_word(phrase, *fit)
                    return i + length
        return None

    def words(self, i: int) -> int:
        tokens = self.tokens
        longest = 1
        while i + longest < len(tokens) and longest < MAX_PHRASE_TOKENS and tokens[i + longest].kind in PHRASE_KINDS \
                and not self.apart(tokens[i + longest - 1], tokens[i + longest]):
            longest += 1
        for length in range(longest, 0, -1):
            phrase = tokens[i : i + length]
            if phrase[-1].kind == IGNORED or length > 1 and (
                    not self.spells(i, length) or self.labels and any(self.label_columns([t]) for t in phrase[1:])):
                continue
            if any(t.kind == IGNORED for t in phrase):
                fit = self.column_fit(phrase)
                if fit is not None:
                    self.column_word(phrase, *fit)
                    return i + length
                continue
            if self.awaiting is not None and self.label_columns(phrase):
                self.label(phrase)
                return i + length
            if self.awaiting is not None and length == 1 and not self.names(phrase) \
                    and self.column_fit(phrase, strong=True) is None:
                value = self.value_run(i)
                self.bind_to_awaiting(value, self.q[value[0].start : value[-1].end], kind=WORD)
                return i + len(value)
            if self.names(phrase):
                self.flush_awaiting()
                self.out.entity.extend(phrase)
                self.span(phrase, "entity")
                return i + length
            if self.label_columns(phrase):
                self.label(phrase)
                return i + length
            # `退款 金额`: the table's word, then a column word — unless the phrase spells a column's
            # name (`product number` → productnumber).
            fit = self.column_fit(phrase, only_name=length > 1 and self.names(phrase[:1]))
            if fit is not None:
                self.column_word(phrase, *fit)
                return i + length
        self.out.unknown.append(tokens[i])
        return i + 1

    def value_run(self, i: int) -> list[Token]:
        """A word value and the lone Chinese characters typed right after it (`成品仓`: the segmenter
        cuts 仓 off, but a single character names nothing on its own)."""
        run = [self.tokens[i]]
        for token in self.tokens[i + 1 :]:
            if token.kind != WORD or token.start != run[-1].end or not _lone_cjk(token.text):
                break
            run.append(token)
        return run

    def column_word(self, phrase: Sequence[Token], fits: list[ColumnRecord], words: str) -> None:
        self.flush_awaiting()
        self.pending_to_unknown()
        column = fits[0] if len(fits) == 1 else None
        self.span(phrase, "column", column=column.name if column else None,
                  columns=[c.name for c in fits] if column is None else None)
        self.awaiting = (phrase[0], column, words, fits)
        # A value just before a column word that has none (`100元的金额`) is rare; not read.

    def label(self, phrase: Sequence[Token]) -> None:
        text = " ".join(t.text for t in phrase)
        fits = self.label_columns(phrase)
        if self.awaiting is not None:
            _, column, words, options = self.awaiting
            if column is not None and column in fits or column is None and set(options) & set(fits):
                self.bind_to_awaiting(phrase, text, kind="label")
                return
        if self.awaiting is not None:
            self.flush_awaiting()
        op = self.take_op() or "exact"
        if len(fits) == 1:
            self.add(Bound(fits[0], fits[0].name, [(op, text)], label=text), phrase, label=text, op=op)
        else:
            self.add(Bound(None, text, [(op, text)], label=text, options=fits), phrase, label=text, op=op)

    def bind_to_awaiting(self, phrase: Sequence[Token], value: str, kind: str) -> None:
        _, column, words, options = self.awaiting
        self.awaiting = None
        op = self.take_op() or self.after_op(phrase[-1]) or "exact"
        if kind == PERIOD and column is not None and not takes_dates(column):
            kind = NUMBER  # `评分 2024`: a year after a column that holds no dates is a number
        conditions = conditions_for(kind, value, op, phrase[0])
        if column is None:
            fits = narrowed(options, op, value)
            if len(fits) > 1 and kind in KIND_COLUMNS:  # `created after 2024-01-01`: the date column
                fits = [c for c in fits if KIND_COLUMNS[kind](c)] or fits
            column = fits[0] if len(fits) == 1 else None
        label = value if kind == "label" else None
        if column is not None:
            self.add(Bound(column, column.name, conditions, label=label), phrase, label=label, op=op)
        else:
            self.add(Bound(None, words, conditions, label=label, options=options, by_words=True), phrase,
                     label=label, op=op)

    def value(self, token: Token) -> None:
        if self.awaiting is not None:
            self.bind_to_awaiting([token], token.value, kind=token.kind)
            return
        self.flush_awaiting()
        op = self.take_op() or self.after_op(token) or "exact"
        kind = bare_kind(token, op, self.last_op_word in TIME_COMPARISONS)
        conditions = conditions_for(kind, token.value, op, token)
        fits = columns_taking(kind, op, self.columns)
        if len(fits) == 1:
            self.add(Bound(fits[0], fits[0].name, conditions), [token], op=op)
        else:
            self.add(Bound(None, token.text, conditions, options=fits), [token], op=op)

    def take_op(self) -> str | None:
        pending, self.pending = self.pending, None
        if pending is None:
            self.last_op_word = None
            return None
        self.last_op_word = pending.value
        if pending.op not in CONNECTORS:
            self.out.spans.append(self._compare_span(pending))
        else:
            self.out.ignored.append(pending.text)
        return pending.op

    def after_op(self, token: Token) -> str | None:
        """A comparison word right after the value (`100以上`, `2024年以来`) or around it (`自…起`)."""
        index = self.tokens.index(token)
        after = self.tokens[index + 1] if index + 1 < len(self.tokens) else None
        if after is not None and after.kind == COMPARE and after.place in (AFTER, CLOSE):
            self.last_op_word = after.value
            return after.op
        return None

    def add(self, bound: Bound, tokens: Sequence[Token], label: str | None = None, op: str = "exact") -> None:
        self.out.bound.append(bound)
        names = [c.name for c in bound.options] if bound.options else None
        ops = [o for o, _ in bound.conditions]
        self.span(tokens, "value", column=bound.column.name if bound.column else None, columns=names,
                  label=label, op=None if ops == ["exact"] else ",".join(ops))

    def flush_awaiting(self) -> None:
        """A column word that got no value is a field wanted."""
        if self.awaiting is not None:
            _, column, words, _ = self.awaiting
            self.out.fields.append(column.name if column is not None else words)
            self.awaiting = None

    def pending_to_unknown(self) -> None:
        if self.pending is not None:
            self.out.unknown.append(self.pending)
            self.pending = None

    def close(self) -> None:
        if self.awaiting is not None and self.pending is not None and self.pending.op in CONNECTORS:
            # `系统内置 是`: a connector word that is itself a label of the column waiting for a value.
            _, column, _, options = self.awaiting
            labels = self.labels.get(fold_label(self.pending.text), [])
            if column in labels or set(options) & set(labels):
                token, self.pending = self.pending, None
                self.bind_to_awaiting([token], token.text, kind="label")
        self.flush_awaiting()
        self.pending_to_unknown()


def _lone_cjk(text: str) -> bool:
    return len(text) == 1 and normalize.is_cjk_word(text)


def bind(q: str, record, columns: Sequence[ColumnRecord], names_table, aliases, bound_columns) -> Binding:
    """The roles of every token of `q` against one table (see the module docstring)."""
    return Binder(q, record, columns, names_table, aliases, bound_columns).run()
