"""A table's words for reading a sentence against it (docs/one-box.md): the phrases of its
columns' descriptions and legends, kept whole inside a Chinese run, and the words that name the
table itself."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple, Sequence

from ..index.records import ColumnRecord
from ..sources.legends import alternatives, fold_label, stored_legend
from ..words import normalize
from ..words.slips import near_word, one_edit_variants  # noqa: F401  (near_word read from here too)
from ..words.spoken import (
    belonging_forms,
    count_stem,
    ending_forms,
    english_forms,
    said_with_unit,
    yearly_forms,
)
from .reader import INTENT, KNOWN, WORD, Token
from .vocabulary import (
    DONE_PREFIXES,
    DONE_WORDS,
    NEGATIONS,
    NOT_DONE_PREFIX,
    ONE_CHARACTER_LABELS,
    PENDING_PREFIXES,
    PENDING_WORDS,
    SEX_LABELS,
    SHORT_TABLE_WORDS,
    WAITING_PREFIX,
    WAITING_WORDS,
)

# Distinct (description, legend) pairs whose phrases are kept folded: tables repeat across requests.
PHRASE_CACHE = 65536
# The main part of a description longer than this is prose, not a name for the column.
MAX_CORE_CHARS = 8
# A count column's stem typed with no ending is kept one word from this many characters (剩余房间 of 剩余房间数).
STEM_KEPT_MIN = 3
# Tables whose reading aids are kept (keyed by their columns as the index holds them: changed columns, read afresh).
TABLE_CACHE = 1024
# Shortest Chinese phrase a table's description may explain as a name word (one character is too often a part).
MIN_TABLE_WORD_CHARS = 2
# A table's name typed whole from an intent word (`各省份报名人数`) is one phrase of at most this many words.
NAME_TYPED_MAX_TOKENS = 4


ASIDE_START = re.compile("[<＜]")  # (an aside the comment's gloss pattern does not cut: `优惠券表 <满减 & 折扣>`)


class TableWords:
    """Whether a phrase names the table: a word the search found in its name or description, or
    (for phrases the second reading made) a phrase its description or name contains."""

    def __init__(self, record, naming: set[str]):
        self.naming = naming
        self.comment = normalize.fold(record.comment or "")
        self.name = normalize.fold_identifier(record.name)
        self.inside = _inside_name(record.name)
        # Everything a phrase of several tokens would have to be spelled in to name the table.
        self.spelled = "\x00".join([self.name, normalize.fold_identifier(record.comment or ""),
                                     *(normalize.fold_identifier(n) for n in naming)])

    def spelled_by_table(self, tokens: Sequence[Token]) -> bool:
        """Whether the table's own description or name spells the phrase (not only the words the
        search found it by): `通知公告` in `通知公告表`."""
        text = phrase_key(tokens)
        if normalize.is_cjk_word(text):
            return len(text) >= MIN_TABLE_WORD_CHARS and text in self.comment
        return bool(text) and normalize.fold_identifier(text) == self.name

    def __call__(self, tokens: Sequence[Token]) -> bool:
        text = phrase_key(tokens)
        if text in self.naming or " ".join([t.value for t in tokens]) in self.naming:
            return True
        if not text:
            return False
        if text in SHORT_TABLE_WORDS and (SHORT_TABLE_WORDS[text] == self.name or SHORT_TABLE_WORDS[text] in self.naming):
            return True  # `每种气候有几个省` on 省份: the character people say for the table's whole name
        if normalize.is_cjk_word(text):  # (or the table's Chinese name typed whole: `举重世界记录`)
            return len(text) >= MIN_TABLE_WORD_CHARS and text in self.comment or text == self.name or text in self.inside
        # (the words' singular run together too: `job orders` names joborder, as `job order` does)
        idents = {normalize.fold_identifier(text), normalize.fold_identifier("".join(t.value for t in tokens))}
        return any(ident and (ident == self.name or self.name.endswith(ident) and len(ident) >= 4) for ident in idents)


    def only_in_aside(self, token: Token, after: Sequence[Token] = ()) -> bool:
        """Whether a word typed alone names the table only through an aside of its description (`满减` of
        `优惠券表 <满减 & 折扣>`: the kinds of coupons), not its name or the description's main words; glued
        to the next word (`折扣券`), it is part of that word."""
        text, main = normalize.fold(token.text), ASIDE_START.split(normalize.comment_main(self.comment))[0]
        glued = bool(after) and after[0].start == token.end and after[0].kind in (WORD, KNOWN)
        return normalize.is_cjk_word(text) and text in self.comment and text not in main and text not in self.name \
            and not glued

    def only_in_part(self, token: Token) -> bool:
        """Whether a word names the table only through a part of it (`中国文学艺术界联合会` found 中国电视剧奖
        by 中国): neither the table's name nor its description holds the word whole."""
        text = normalize.fold(token.text)
        return normalize.is_cjk_word(text) and text not in self.comment and text not in normalize.fold(self.name)

    def typed_from(self, tokens: Sequence[Token], i: int) -> bool:
        """`各省份报名人数`: an intent word (各) typed as the first characters of the table's own Chinese
        name, the words glued after it spelling the rest — the name, not a group."""
        run, end = normalize.fold(tokens[i].text), i + 1
        while end < len(tokens) and tokens[end].kind in (WORD, KNOWN) and tokens[end].start == tokens[end - 1].end \
                and len(run) < len(self.name):
            run, end = run + normalize.fold(tokens[end].text), end + 1
        # (read as one phrase, at most binding.MAX_PHRASE_TOKENS words long)
        return i + 1 < end <= i + NAME_TYPED_MAX_TOKENS and normalize.is_cjk_word(run) and run == self.name


@lru_cache(maxsize=TABLE_CACHE)  # (segmenting a name is asked on every reading of the table)
def _inside_name(name: str) -> frozenset[str]:
    """A dictionary word ending one of the name's longer words: 手机 of 智能手机公司, as a person shortens it."""
    words = normalize.cjk_segments(normalize.fold(name))
    return frozenset(w for w in normalize.cjk_words(normalize.fold(name), with_subwords=True)
                     if len(w) >= MIN_TABLE_WORD_CHARS and any(s.endswith(w) and s != w for s in words))


def said_whole(text: str) -> str:
    """A character said for a whole word, typed on its own, as that word (`几个省` asks of 省份)."""
    return SHORT_TABLE_WORDS.get(text, text)


def phrase_key(tokens: Sequence[Token]) -> str:
    """Consecutive tokens as one folded phrase: Chinese joined, other words with a space."""
    if len(tokens) == 1:
        return normalize.fold(tokens[0].text)
    out = ""
    for token in tokens:
        text = normalize.fold(token.text)
        if out and not (normalize.is_cjk_word(out[-1]) and normalize.is_cjk_word(text[:1] or "a")):
            out += " "
        out += text
    return out


@lru_cache(maxsize=PHRASE_CACHE)
def column_phrases(comment: str | None, legend_json: str | None) -> tuple[frozenset[str], tuple[str, ...]]:
    """(phrases to keep whole inside a Chinese run, the legend's labels as typed values are
    compared): the labels, the legend's prefix and the main part of the description (`实付金额`)."""
    known: set[str] = set()
    labels: tuple[str, ...] = ()
    if legend_json:
        legend = stored_legend(legend_json)
        # each name of a code, and each of the names a label joins with `/` (`3已发货/待收货`: 已发货 is typed alone)
        named = [*legend.labels, *(part for label in legend.labels for part in alternatives(label))]
        known.update(normalize.fold(label) for label in named)
        labels = tuple(dict.fromkeys(fold_label(label) for label in named))
        if legend.prefix:
            known.add(normalize.fold(legend.prefix))
    if comment:
        core = normalize.fold(comment).split("：")[0].split(":")[0].split("（")[0].split("(")[0].strip()
        if 1 < len(core) <= MAX_CORE_CHARS and all(normalize.is_cjk_word(ch) for ch in core):
            known.add(core)
    return frozenset(known), labels


def negated_labels(labels: tuple[str, ...]) -> dict[str, tuple[str, str]]:
    """`未付款`, `没发货`, `还没审核` read against one legend: folded phrase → (filter, label). The label
    that says the same wins (`待付款` for `未付款`); else the `not` of the positive label (`已发货`
    for `没发货`, `启用` for `未启用`). A phrase the legend spells itself is a label, not a negation."""
    out: dict[str, tuple[str, str]] = {}
    spelled = set(labels)
    for label in labels:
        for prefixes, op in ((PENDING_PREFIXES, "exact"), (DONE_PREFIXES, "not")):
            verb = next((label[len(p):] for p in prefixes if label.startswith(p) and len(label) > len(p) + 1), None)
            if verb is None:
                continue
            if op == "not":  # `被驳回`, `已被驳回`, `已经驳回` say the same as 已驳回
                for done in PASSIVE_WORDS:
                    if (phrase := done + verb) not in spelled and phrase not in out:
                        out[phrase] = ("exact", label)
            for negation in NEGATIONS + (WAITING_WORDS if op == "exact" and label.startswith("待") else ()):
                phrase = negation + verb
                if phrase not in spelled and (phrase not in out or out[phrase][0] != "exact" or
                                              op == "exact" and plainer_negation(label, out[phrase][1])):
                    out[phrase] = (op, label)
        if len(label) >= 2 and not label.startswith(NEGATIONS) and all(normalize.is_cjk_word(ch) for ch in label):
            for negation in NEGATIONS[:-2]:  # `不`, `无` before a bare label say too little alone
                phrase = negation + label
                if phrase not in spelled and phrase not in out:
                    out[phrase] = ("not", label)
            if not label.startswith(DONE_PREFIXES + PENDING_PREFIXES + DONE_WORDS):
                # `已禁用`, `被删除`: the state a bare verb label names, said as done — that label
                for done in DONE_WORDS:
                    if (phrase := done + label) not in spelled and phrase not in out:
                        out[phrase] = ("exact", label)
    return out


def plainer_negation(label: str, other: str) -> bool:
    """Whether `label` says a negation more plainly than `other`: `未支付` (not paid) is what `没有付款` says;
    `待支付` (waiting to pay) is a stage of a process, and a cancelled order was not paid either."""
    return label.startswith(NOT_DONE_PREFIX) and other.startswith(WAITING_PREFIX)


def english_labels(labels: tuple[str, ...]) -> dict[str, str]:
    """English status words for Chinese labels, through the glossary: `shipped`, `ship` → 已发货
    (the label that says it is done), `paid` → 已付款; and the Chinese word the glossary gives as the same
    (`禁用`, `已禁用` → 停用, 已停用), when it says one label only. A folded word → the label as stored."""
    from ..words.aliases import default_alias_table, word_key

    table = default_alias_table()
    out: dict[str, str] = {}
    same: dict[str, set[str]] = {}
    sexes = {label: sex for sex, said in SEX_LABELS.items() for label in labels if label in said}
    for label in labels:  # (`female employees` on `gender ENUM('M','F')`: both sexes said, each its words)
        sex = label if label in ONE_CHARACTER_LABELS else sexes.get(label) if len(set(sexes.values())) == 2 else None
        for word in ONE_CHARACTER_LABELS.get(sex, ()) + ((sex,) if sex and sex != label else ()):
            out.setdefault(word, label)
        done = next((label[len(p):] for p in DONE_PREFIXES if label.startswith(p) and len(label) > len(p)), None)
        # `待付款` (still to be paid) is what `unpaid`, `unshipped` say
        pending = next((label[len(p):] for p in PENDING_PREFIXES if label.startswith(p) and len(label) > len(p)), None)
        core = done or pending or label
        if not all(normalize.is_cjk_word(ch) for ch in core):
            continue
        for group in table.related(word_key(core)[0]) if word_key(core) else ():
            for word in group.words:
                if word.isascii() and " " not in word:
                    for form in english_forms(word.lower(), done is not None or pending is not None):
                        out.setdefault(NOT_YET + form if pending else form, label)
                elif word != core and core in group.words and all(normalize.is_cjk_word(ch) for ch in word):
                    same.setdefault(label[: len(label) - len(core)] + word, set()).add(label)
    out.update((word, found.pop()) for word, found in same.items() if len(found) == 1 and word not in out)
    waiting = [label for label in labels if label.startswith(WAITING_PREFIX) and len(label) > len(WAITING_PREFIX)]
    if len(waiting) == 1:
        for word in PENDING_WORDS:
            out.setdefault(word, waiting[0])
    return out


# Words before a verb that say it was done to the row (`被驳回`, `已经发货`): a `已` label of that verb.
PASSIVE_WORDS = ("已被", "已经被", "被", "已经")
# Before a participle, a state not reached yet (`unpaid`): a `待` label.
NOT_YET = "un"
# Phrases whose columns one table keeps between requests before starting over.
FITS_KEPT = 4096
# (the key of a phrase's label columns among them)
LABEL_FIT = "label"


class TableLexicon(NamedTuple):
    """What a sentence is read with on one table, made once per table and kept."""

    phrases: frozenset[str]  # kept whole inside a Chinese run
    labels: dict[str, list[ColumnRecord]]  # a folded legend label → the columns whose legend has it
    spelled: str  # every column name and description folded as identifiers (a cheap "is it there")
    # A negated status word (`未付款`) → (filter, the label it is read as, the columns whose legend has it).
    negated: dict[str, tuple[str, str, list[ColumnRecord]]] = {}
    # An English status word (`shipped`) → the Chinese label it stands for (`已发货`).
    english: dict[str, str] = {}
    # Which columns a phrase names, kept across requests (binding.Binder.column_fit; by alias table and bindings too).
    fits: dict = {}
    english_keys: dict[str, str] = {}  # English status words folded as typed (`legends.fold_label`) → the label
    labels_by_length: dict[int, tuple[str, ...]] = {}  # (a word one slip from a label: one longer or shorter)
    phrase_starts: dict[str, tuple[str, ...]] = {}  # by first character: a sentence tries those its own start
    counts: frozenset[str] = frozenset()  # a column's word said another way (`点击量` for 点击数, `最低价` for 最低价格)
    folded_names: frozenset[str] = frozenset()  # every column's name as `normalize.fold_identifier` folds it
    name_starts: frozenset[str] = frozenset()  # and their first characters (a number begins few names)


def as_typed(tokens: Sequence[Token]) -> str:
    """The words as typed: a space only where one was (`VIP用户` is one label, `store contacts` two words)."""
    return tokens[0].text + "".join(("" if t.start == p.end else " ") + t.text for p, t in zip(tokens, tokens[1:]))


def label_columns(aids: TableLexicon, tokens: Sequence[Token]) -> list[ColumnRecord]:
    """The columns whose legend has the phrase as a label: as typed, the label its English status word
    stands for, or its words singular (`store contacts`). Kept with the column fits (the same for every reading)."""
    if not aids.labels:
        return []
    typed = (LABEL_FIT, tokens[0].text, tokens[0].value) if len(tokens) == 1 else (
        LABEL_FIT, as_typed(tokens), " ".join([t.value for t in tokens]))
    if (kept := aids.fits.get(typed)) is None:
        if len(aids.fits) >= FITS_KEPT:
            aids.fits.clear()
        key = fold_label(typed[1])
        found = aids.labels.get(key) or aids.labels.get(aids.english_keys.get(key, ""))
        kept = aids.fits[typed] = found or aids.labels.get(fold_label(typed[2]), [])
    return kept


def labels_near(by_length: dict[int, tuple[str, ...]], word: str) -> list[str]:
    """The labels a word could be one slip from (near_word): those within one
    character of its length, the only ones it compares."""
    return [label for size in (len(word) - 1, len(word), len(word) + 1) for label in by_length.get(size, ())]


def phrases_in(aids: TableLexicon, folded: str, record=None) -> frozenset[str]:
    """The table's phrases that a folded sentence contains (but no other ending of a count that
    counts the table's own rows: counts_table_rows)."""
    starts = aids.phrase_starts
    found = frozenset(p for ch in {"", *folded} for p in starts.get(ch, ()) if p in folded)
    # `还没有支付时间`: a column word begun inside a negated status word runs past it — no 未支付 and a word 时间 there
    found -= {n for n in found & aids.negated.keys() if any(0 <= (k := folded.find(p, (a := folded.find(n)) + 1))
                                                           < a + len(n) < k + len(p) for p in found)}
    if record is None or not aids.counts or not (counts := found & aids.counts):
        return found
    return found - {p for p in counts if counts_table_rows(record, (), p)}


def no_column(record, columns: Sequence[ColumnRecord], word: str) -> bool:
    """One word that names no column whatever the tiers find: one Chinese character (仓, 单 sit
    inside too many descriptions to name one) unless a name is it or says it after 所属 (`纲` of
    所属纲), or a count of the table's own rows; a negation alone never (`没有` in `拼团id 0没有拼团`)."""
    if word in NEGATIONS:
        return True
    if len(word) == 1 and normalize.is_cjk_word(word):
        return not any(c.name == word or belonging_forms(c.name) == (word,) for c in columns)
    return counts_table_rows(record, columns, word)


def counts_table_rows(record, columns: Sequence[ColumnRecord], word: str) -> bool:
    """`空调售卖数` on 空调各季度售卖 (with a column 售卖量), `产品销售数量` on 产品销售 (销售量): a count
    ending after the table's own word counts the table's rows, so it is not read as a column whose
    count has another ending — unless a column is named or described by the word as typed."""
    stem = count_stem(word)
    if stem is None:
        return False
    names = (normalize.fold(record.name), normalize.comment_main(record.comment))
    if not any(name.endswith(stem) for name in names if name):
        return False
    typed = normalize.fold(word).strip()
    return not any(normalize.fold(c.name) == typed or normalize.comment_main(c.comment) == typed for c in columns)


def _whole_words(stem: str) -> bool:
    """Whether the segmenter cuts a stem into words of two characters or more at its end (剩余 | 房间 of 剩余房间数;
    never 累计 | 销 of 累计销量, whose 量 ended the word 销量)."""
    words = normalize.cjk_segments(stem)
    return bool(words) and len(words[-1]) >= 2


_BY_BUILD: dict[tuple, TableLexicon] = {}


def lexicon_of(columns: Sequence[ColumnRecord], store=None) -> TableLexicon:
    """`table_lexicon`, found by the index's build id and the columns' ids (hashing their text costs more)."""
    if not (build := store.meta.get("build_id") if store is not None else None):
        return table_lexicon(tuple(columns))
    if (found := _BY_BUILD.get(key := (build, tuple([c.id for c in columns])))) is None:
        _BY_BUILD.clear() if len(_BY_BUILD) >= TABLE_CACHE else None
        found = _BY_BUILD[key] = table_lexicon(tuple(columns))
    return found


@lru_cache(maxsize=TABLE_CACHE)
def table_lexicon(columns: tuple[ColumnRecord, ...]) -> TableLexicon:
    phrases: set[str] = set()
    labels: dict[str, list[ColumnRecord]] = {}
    negated: dict[str, tuple[str, str, list[ColumnRecord]]] = {}
    counts: set[str] = set()
    for column in columns:
        known, column_labels = column_phrases(column.comment, column.legend_json)
        phrases |= known
        name = normalize.fold(column.name)
        if 1 < len(name) <= MAX_CORE_CHARS * 2 and all(normalize.is_cjk_word(ch) for ch in name):
            phrases.add(name)  # a Chinese column name is the column's word (`获得提名数`)
            counts.update(ending_forms(name) + yearly_forms(name) + belonging_forms(name))  # and with another ending (点击量, 最低价)
            if len(stem := count_stem(name) or "") >= STEM_KEPT_MIN and _whole_words(stem):
                counts.add(stem)  # (and with none, kept whole though the segmenter cuts it: 剩余房间 for 剩余房间数)
        # (and a name with its unit in brackets, said after it: 通勤高峰实际速度千米每小时)
        counts.update(f for f in said_with_unit(column.name) if normalize.is_cjk_word(f))
        for core in known:
            counts.update(ending_forms(core))
        for label in column_labels:
            labels.setdefault(label, []).append(column)
        for phrase, (op, label) in negated_labels(column_labels).items():
            if phrase in negated and negated[phrase][:2] == (op, label):
                negated[phrase][2].append(column)
            elif phrase not in negated or op == "exact" and (negated[phrase][0] != "exact" or plainer_negation(
                    label, negated[phrase][1])):
                negated[phrase] = (op, label, [column])
    english = english_labels(tuple(labels)) if labels else {}
    english = {w: label for w, label in english.items() if w not in labels}
    for word, label in english.items():  # (`没有禁用`, `已禁用` where the legend writes 停用: as `没有停用`, `已停用`)
        for phrase, (op, _) in negated_labels((word,)).items() if not word.isascii() else ():
            if phrase not in labels and (phrase not in negated or op == "exact" == negated[phrase][0] and plainer_negation(
                    label, negated[phrase][1])):
                negated[phrase] = (op, label, labels[label])
    for phrase in [p for p in negated if p in labels]:
        del negated[phrase]  # a label a legend spells (`未支付`) is that label, not another's negation (`待支付`)
    counts -= phrases
    phrases |= set(negated) | counts
    spelled = "\x00".join([*(normalize.fold_identifier(f"{c.name}\x00{c.comment or ''}") for c in columns),
                           *sorted(counts)])
    starts: dict[str, list[str]] = {}
    for phrase in phrases:
        starts.setdefault(phrase[:1], []).append(phrase)
    return TableLexicon(frozenset(phrases), labels, spelled, negated, english, {},
                        {fold_label(w): label for w, label in english.items()}, _by_length(labels),
                        {ch: tuple(found) for ch, found in starts.items()}, frozenset(counts),
                        (names := frozenset(normalize.fold_identifier(c.name) for c in columns)),
                        frozenset(name[:1] for name in names))


def _by_length(labels) -> dict[int, tuple[str, ...]]:
    out: dict[int, list[str]] = {}
    for label in sorted(labels):
        out.setdefault(len(label), []).append(label)
    return {size: tuple(found) for size, found in out.items()}


def only_in_labels(column: ColumnRecord, words: str) -> bool:
    """Whether the words are in the column's description only inside its legend's labels (`no
    longer` in `0 = Vendor no longer used. 1 = …`): part of a label names no column."""
    if column.legend is None:
        return False
    rest = normalize.fold(column.comment or "")
    labels = [normalize.fold(entry.label) for entry in column.legend.entries]
    for label in labels:
        rest = rest.replace(label, " ")
    wanted = normalize.fold(words)
    if normalize.has_cjk(wanted):
        return wanted not in rest and any(wanted in label for label in labels)
    terms = set(normalize.identifier_tokens(wanted))
    return bool(terms) and not terms <= set(normalize.identifier_tokens(rest)) and \
        any(terms <= set(normalize.identifier_tokens(label)) for label in labels)


def char_before_intents(tokens: Sequence[Token], i: int, columns: Sequence[ColumnRecord]) -> bool:
    """`年平均收益` on 年收益: a lone character, then intent words (平均), then a word that with the character
    spells one column's whole name — the character begins that column's word; the intent words ask of it."""
    k = i + 1
    while k < len(tokens) and tokens[k].kind == INTENT and tokens[k].start == tokens[k - 1].end:
        k += 1
    said = tokens[i].text + (tokens[k].text if i + 1 < k < len(tokens) and tokens[k].start == tokens[k - 1].end else "\0")
    return len(tokens[i].text) == 1 and normalize.is_cjk_word(tokens[i].text) and \
        [c.name for c in columns if normalize.fold(c.name) == normalize.fold(said)] != []


def near_table_name(lookup, word: str) -> str | None:
    """A visible table whose name is one edit from a typed English word (`ordres` → orders): the
    edits are generated and looked up by the index's name key, so no table list is scanned."""
    if not word.isascii() or not word.isalpha() or len(word) < 4 or \
            lookup.visible_objects(oid for oid, _ in lookup.store.object_ids_by_key(normalize.fold_identifier(word))):
        return None  # (a table's own name, typed right, is no slip: `orders` is never offered for `order`)
    variants = one_edit_variants(word)
    found = set()
    for variant in sorted(variants):
        for record in lookup.store.objects_by_name_key(normalize.fold_identifier(variant)):
            if lookup.allows(record):
                found.add(record.name)
    return found.pop() if len(found) == 1 else None
