"""Alias groups: words that name the same business concept (`订单`, `order`) — and bindings: words
tied to one table or one column of a deployment (`{words: [客户], table: ums_member}`).

The built-in bilingual glossary is the default; a deployment adds its own entries (configuration
`aliases`, an `aliases_file`, the CLI's `--aliases`, or another plugin's `dbgraph_aliases` hook),
each a group (a list of words) or a binding (a mapping). Groups that share a word are merged: a
deployment saying `[会员, user]` means members and users are one concept there, even though the
glossary keeps them apart. Bindings are checked against an index by bindings.py.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from ..rules import COMPOUND_PART_MIN
from . import normalize
from .glossary import ABBREVIATIONS, GLOSSARY, expand_abbreviation

# Alias files are small hand-written lists; these bounds keep a mistaken file from becoming a
# memory or request-time problem.
MAX_ALIAS_GROUPS = 5000
MAX_ALIAS_WORDS = 200
MAX_ALIAS_WORD_LENGTH = 100
# Alias tables without some bindings (one per set of bindings hidden from an actor) kept per table.
WITHOUT_BINDINGS_KEPT = 16


class AliasError(ValueError):
    """An alias file or setting that is not a list of word lists."""


@dataclass(frozen=True)
class AliasGroup:
    words: tuple[str, ...]  # as written, for display
    keys: tuple[tuple[str, ...], ...]  # each word as the index terms it is made of

    @property
    def label(self) -> str:
        return self.words[0]


@functools.lru_cache(maxsize=4096)
def expansions(token: str) -> tuple[str, ...]:
    """The full words an identifier token abbreviates (glossary.ABBREVIATIONS: `prod` → product,
    `cfg` → configuration), as index terms; () for a word that is not an abbreviation."""
    out = []
    for full in expand_abbreviation(token):
        words = normalize.identifier_tokens(full)
        if len(words) == 1 and words[0] != token:
            out.append(words[0])
    return tuple(out)


# An identifier token written as two words run together (`syslog`, `usermobile`): each part at
# least rules.COMPOUND_PART_MIN long, and the second no English suffix that happens to be a word
# (`postage` is not post + age, `relationship` not relation + ship).
COMPOUND_FALSE_ENDINGS = frozenset({"age", "ship", "ment", "ness", "ing", "ion", "able", "ible", "less", "ful",
                                    "ance", "ence", "ity", "ize", "ise", "ism", "ist", "ive", "ure", "ery", "ary",
                                    "dom", "hood", "ward", "wise", "like"})


@functools.lru_cache(maxsize=1)
def latin_vocabulary() -> frozenset[str]:
    """The single Latin words the glossary knows, and the abbreviations."""
    tokens = (normalize.identifier_tokens(w) for group in GLOSSARY for w in group)
    words = {t[0] for t in tokens if len(t) == 1 and t[0].isascii() and t[0].isalpha()}
    return frozenset(words) | frozenset(ABBREVIATIONS)


@functools.lru_cache(maxsize=4096)
def compound_parts(token: str, own: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """A token that is two glossary words run together, as those words (`syslog` → sys, log;
    `usermobile` → user, mobile); () for any other token, and for a word the glossary knows. `own`: words the
    schema's identifiers write alone (`state` of `current_state`), which split its names as the glossary's do
    (`statehistory` → state, history; `scheduleddowntime` → scheduled, downtime)."""
    vocabulary = latin_vocabulary()
    if len(token) < 2 * COMPOUND_PART_MIN or not token.isascii() or not token.isalpha() or token in vocabulary:
        return ()
    for cut in range(COMPOUND_PART_MIN, len(token) - COMPOUND_PART_MIN + 1):
        first, second = token[:cut], normalize.singular(token[cut:])
        if (first in vocabulary or first in own) and (second in vocabulary or second in own) and \
                second not in COMPOUND_FALSE_ENDINGS:
            return first, second
    return ()


@functools.lru_cache(maxsize=4096)
def readings(token: str, own: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """What an identifier token may also stand for: the full word of an abbreviation, the two words
    of a compound (`syslog` → sys, log), and their full words (sys → system). `own`: as compound_parts."""
    out = list(expansions(token))
    for part in compound_parts(token, own):
        out += [part, *expansions(part)]
    return tuple(dict.fromkeys(out))


def word_key(word: str) -> tuple[str, ...]:
    """The index terms a word is made of: `orders` → (order,); `bill of materials` →
    (bill, material); `订单明细` → (订单, 明细)."""
    phrases = normalize.query_phrases(word)
    terms: list[str] = []
    for phrase in phrases:
        terms.extend(phrase.words)
    return tuple(terms)


@dataclass(frozen=True)
class Binding:
    """Words that name one table or one column: for them, the target's own name."""

    words: tuple[str, ...]
    keys: tuple[tuple[str, ...], ...]  # each word as the index terms it is made of
    target: str  # `table` or `database.table`; for a column `table.column` or `database.table.column`
    column: bool

    def entry(self) -> dict:
        return {"words": list(self.words), ("column" if self.column else "table"): self.target}


class AliasTable:
    """All groups, with a lookup from a term sequence to the groups that contain it; and the
    bindings. Built from entries: a list of words is a group, a mapping a binding."""

    def __init__(self, groups: Sequence[Sequence[str] | Mapping] = ()):
        self.source = list(groups)
        self.bindings = [_binding(entry) for entry in self.source if isinstance(entry, Mapping)]
        lists = [list(g) for g in self.source if not isinstance(g, Mapping)]
        merged = _merge(lists)
        # A binding word of several words (`big customer`) is read as one concept, like a group word.
        grouped = {normalize.fold(w).strip() for words in merged for w in words}
        merged += [[w] for b in self.bindings for w, key in zip(b.words, b.keys)
                   if len(key) > 1 and normalize.fold(w).strip() not in grouped]
        self.groups: list[AliasGroup] = []
        self._by_key: dict[tuple[str, ...], list[int]] = {}
        self.longest = 1
        for words in merged:
            keys = tuple(dict.fromkeys(k for k in (word_key(w) for w in words) if k))
            if not keys:
                continue
            index = len(self.groups)
            self.groups.append(AliasGroup(tuple(words), keys))
            for key in keys:
                self._by_key.setdefault(key, []).append(index)
                self.longest = max(self.longest, len(key))

    def __len__(self) -> int:
        return len(self.groups)

    def groups_for(self, key: tuple[str, ...]) -> list[int]:
        return self._by_key.get(key, [])

    def find_in(self, words: Sequence[str]) -> list[tuple[int, int, int]]:
        """Alias mentions in a word sequence, longest first and not overlapping:
        (start, end, group index). A mention must cover whole words: `单位` is not found in
        `订单 位置`."""
        found: list[tuple[int, int, int]] = []
        taken = [False] * len(words)
        for length in range(min(self.longest, len(words)), 0, -1):
            for start in range(0, len(words) - length + 1):
                if any(taken[start : start + length]):
                    continue
                key = tuple(words[start : start + length])
                groups = self._by_key.get(key)
                if groups:
                    for group in groups:
                        found.append((start, start + length, group))
                    for i in range(start, start + length):
                        taken[i] = True
        return sorted(found)

    def related(self, term: str) -> list[AliasGroup]:
        return [self.groups[i] for i in self._by_key.get((term,), [])]

    def spelled_as(self, word: str, spelled) -> bool:
        """Whether the glossary word the Chinese parts make (`快递 公司`: 快递公司, which the segmenter cuts) is in a
        group holding a word `spelled` holds (folded identifiers: a table's column names and descriptions): `carrier`."""
        parts = word.split()
        keys = [word_key(p) for p in parts]  # (every part words of the key: `分类 下`, `被 邀请人` — 下, 被 stop words)
        key = tuple(t for k in keys for t in k)
        return len(parts) > 1 and all(normalize.is_cjk_word(p) for p in parts) and all(keys) and any(
            normalize.fold_identifier(w) in spelled for i in self._by_key.get(key, ()) for w in self.groups[i].words)

    def with_entries(self, extra: Sequence[Sequence[str] | Mapping]) -> "AliasTable":
        """This table's entries and more (a prebuilt index's stored entries)."""
        return AliasTable(self.source + list(extra))

    def without_bindings(self, drop: frozenset[int]) -> "AliasTable":
        """This table without the bindings at these positions of `bindings` (those an actor may not
        see the target of), made once per set and kept."""
        cache = self.__dict__.setdefault("_without", {})
        if drop not in cache:
            if len(cache) >= WITHOUT_BINDINGS_KEPT:
                cache.clear()
            kept, position = [], 0
            for entry in self.source:
                if isinstance(entry, Mapping):
                    position += 1
                    if position - 1 in drop:
                        continue
                kept.append(entry)
            cache[drop] = AliasTable(kept)
        return cache[drop]


def _binding(entry: Mapping) -> Binding:
    words = tuple(entry["words"])
    column = "column" in entry
    return Binding(words, tuple(word_key(w) for w in words), entry["column" if column else "table"], column)


def _merge(groups: list[list[str]]) -> list[list[str]]:
    """Union groups that share a folded word, keeping first-seen order."""
    parent = list(range(len(groups)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner: dict[str, int] = {}
    for i, group in enumerate(groups):
        for word in group:
            key = normalize.fold(word).strip()
            if key in owner:
                a, b = find(owner[key]), find(i)
                if a != b:
                    parent[max(a, b)] = min(a, b)
            else:
                owner[key] = i
    merged: dict[int, list[str]] = {}
    for i, group in enumerate(groups):
        bucket = merged.setdefault(find(i), [])
        for word in group:
            if normalize.fold(word).strip() not in {normalize.fold(w).strip() for w in bucket}:
                bucket.append(word)
    return [words for words in merged.values() if len(words) >= 2]


def validate_groups(value: object, where: str) -> list[list[str] | dict]:
    """Check a user-supplied alias list — groups (lists of words) and bindings (mappings with
    `words` and a `table` or a `column`); raise AliasError saying what is wrong and where."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise AliasError(f"{where}: aliases must be a list of groups (lists of words) or bindings "
                         "({words: [...], table: T} or {words: [...], column: T.C})")
    if len(value) > MAX_ALIAS_GROUPS:
        raise AliasError(f"{where}: {len(value)} alias entries; at most {MAX_ALIAS_GROUPS} are allowed")
    entries: list[list[str] | dict] = []
    for number, group in enumerate(value, start=1):
        if isinstance(group, Mapping):
            entries.append(_validate_binding(group, f"{where}: entry {number}"))
            continue
        if not isinstance(group, list) or not all(isinstance(w, (str, int, float)) for w in group):
            raise AliasError(f"{where}: entry {number} must be a list of words or a binding "
                             "({words: [...], table: T} or {words: [...], column: T.C})")
        words = _words(group, f"{where}: group {number}")
        if len(words) >= 2:
            entries.append(words)
    return entries


def _words(group: list, where: str) -> list[str]:
    if len(group) > MAX_ALIAS_WORDS:
        raise AliasError(f"{where} has {len(group)} words; at most {MAX_ALIAS_WORDS}")
    words = [str(w).strip() for w in group if str(w).strip()]
    if any(len(w) > MAX_ALIAS_WORD_LENGTH for w in words):
        raise AliasError(f"{where} has a word longer than {MAX_ALIAS_WORD_LENGTH} characters")
    return words


def _validate_binding(entry: Mapping, where: str) -> dict:
    unknown = sorted(str(k) for k in entry if k not in ("words", "table", "column"))
    if unknown:
        raise AliasError(f"{where}: unknown key(s) {', '.join(unknown)}; a binding has words and a table or a column")
    if ("table" in entry) == ("column" in entry):
        raise AliasError(f"{where}: a binding names either a table or a column")
    kind = "table" if "table" in entry else "column"
    target = entry[kind]
    if not isinstance(target, str) or not target.strip() or len(target) > MAX_ALIAS_WORD_LENGTH * 3:
        raise AliasError(f"{where}: {kind} must be a name" + (" (table.column)" if kind == "column" else ""))
    if kind == "column" and "." not in target.strip(". "):
        raise AliasError(f"{where}: column {target!r} must be written table.column")
    raw = entry.get("words")
    if isinstance(raw, (str, int, float)):
        raw = [raw]
    if not isinstance(raw, list) or not all(isinstance(w, (str, int, float)) for w in raw):
        raise AliasError(f"{where}: words must be a list of words")
    words = _words(raw, where)
    if not words or not any(word_key(w) for w in words):
        raise AliasError(f"{where}: a binding needs at least one word")
    return {"words": words, kind: target.strip()}


def load_alias_file(path: str | Path) -> list[list[str] | dict]:
    """Read a YAML (or JSON) alias file: a list of groups (lists of words) and bindings."""
    import yaml

    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise AliasError(f"{path}: no such alias file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise AliasError(f"{path}: cannot read alias file ({error})") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise AliasError(f"{path}: not valid YAML ({str(error).splitlines()[0]})") from None
    return validate_groups(data, str(path))


def build_alias_table(extra: Iterable[Sequence[str] | Mapping] = (), *, glossary: bool = True) -> AliasTable:
    groups: list[Sequence[str] | Mapping] = list(GLOSSARY) if glossary else []
    groups.extend(extra)
    return AliasTable(groups)


_DEFAULT: AliasTable | None = None


def default_alias_table() -> AliasTable:
    """The glossary alone, built once per process."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = build_alias_table()
    return _DEFAULT
