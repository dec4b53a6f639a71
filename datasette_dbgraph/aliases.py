"""Alias groups: words that name the same business concept (`订单`, `order`).

The built-in bilingual glossary is the default; a deployment adds its own groups (configuration
`aliases`, an `aliases_file`, the CLI's `--aliases`, or another plugin's `dbgraph_aliases` hook).
Groups that share a word are merged: a deployment saying `[会员, user]` means members and users are
one concept there, even though the glossary keeps them apart.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from . import normalize
from .glossary import GLOSSARY, expand_abbreviation

# Alias files are small hand-written lists; these bounds keep a mistaken file from becoming a
# memory or request-time problem.
MAX_ALIAS_GROUPS = 5000
MAX_ALIAS_WORDS = 200
MAX_ALIAS_WORD_LENGTH = 100


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


def word_key(word: str) -> tuple[str, ...]:
    """The index terms a word is made of: `orders` → (order,); `bill of materials` →
    (bill, material); `订单明细` → (订单, 明细)."""
    phrases = normalize.query_phrases(word)
    terms: list[str] = []
    for phrase in phrases:
        terms.extend(phrase.words)
    return tuple(terms)


class AliasTable:
    """All groups, with a lookup from a term sequence to the groups that contain it."""

    def __init__(self, groups: Sequence[Sequence[str]] = ()):
        merged = _merge([list(g) for g in groups])
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


def validate_groups(value: object, where: str) -> list[list[str]]:
    """Check a user-supplied alias list; raise AliasError saying what is wrong and where."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise AliasError(f"{where}: aliases must be a list of groups, each a list of words")
    if len(value) > MAX_ALIAS_GROUPS:
        raise AliasError(f"{where}: {len(value)} alias groups; at most {MAX_ALIAS_GROUPS} are allowed")
    groups = []
    for number, group in enumerate(value, start=1):
        if not isinstance(group, list) or not all(isinstance(w, (str, int, float)) for w in group):
            raise AliasError(f"{where}: group {number} must be a list of words")
        if len(group) > MAX_ALIAS_WORDS:
            raise AliasError(f"{where}: group {number} has {len(group)} words; at most {MAX_ALIAS_WORDS}")
        words = [str(w).strip() for w in group if str(w).strip()]
        if any(len(w) > MAX_ALIAS_WORD_LENGTH for w in words):
            raise AliasError(f"{where}: group {number} has a word longer than {MAX_ALIAS_WORD_LENGTH} characters")
        if len(words) >= 2:
            groups.append(words)
    return groups


def load_alias_file(path: str | Path) -> list[list[str]]:
    """Read a YAML (or JSON) alias file: a list of groups, each a list of words."""
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


def build_alias_table(extra: Iterable[Sequence[str]] = (), *, glossary: bool = True) -> AliasTable:
    groups: list[Sequence[str]] = list(GLOSSARY) if glossary else []
    groups.extend(extra)
    return AliasTable(groups)


_DEFAULT: AliasTable | None = None


def default_alias_table() -> AliasTable:
    """The glossary alone, built once per process."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = build_alias_table()
    return _DEFAULT
