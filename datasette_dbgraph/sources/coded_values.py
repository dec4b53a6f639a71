"""What a legend is once read: the coded values of one column (`Entry`, `Legend`), how a typed value
becomes a code (`Legend.decode`), and the stored form the index keeps. legends.py reads a column
comment into one (docs/conditions.md, "Legends")."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from ..words.normalize import fold, has_cjk, is_cjk_word

# Stands in for every character of a masked bracket group while a comment is read (legends.py):
# never a character of a label.
MASK = "\x00"
# Characters a shortened label keeps at least (Legend.shortened): one character begins too many words.
SHORTENED_MIN = 2


def label_char(ch: str) -> bool:
    """Whether a label may start with this character: a letter, a digit or a Chinese character."""
    return bool(ch) and ch != MASK and (ch.isalnum() or is_cjk_word(ch))


class Entry(NamedTuple):
    code: str
    label: str


@dataclass(frozen=True)
class Legend:
    """The coded values of one column: `prefix` is what the comment says before them (`订单状态`).
    An open legend (`complete` False) names some codes, not all of them."""

    prefix: str | None
    entries: tuple[Entry, ...]
    complete: bool = True

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(e.code for e in self.entries)

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(e.label for e in self.entries)

    def decode(self, value: Any) -> str | None:
        """The code a value stands for: a code is kept (`2` → `2`, `m` → `M`), a label becomes its
        code (`已发货` → `2`, `已發貨` → `2`, `ACTIVE` → `1`, `待收货` of `3已发货/待收货` → `3`);
        anything else is None — or, in an open legend, the value as typed."""
        key = fold_label(str(value))
        if not key:
            return None
        for entry in self.entries:
            if str(value).strip() == entry.code:
                return entry.code
        for entry in self.entries:
            if fold_label(entry.code) == key:
                return entry.code
        for label_key, code in self.label_keys():
            if label_key == key:
                return code
        if self.complete and (code := self.shortened(key)) is not None:
            return code
        return None if self.complete else str(value).strip()

    def shortened(self, key: str) -> str | None:
        """The code of the one label a Chinese word of at least SHORTENED_MIN characters begins
        (`硕士` for 硕士研究生, `博士` for 博士研究生): people leave off the rest of a label. None when no
        label or several begin with it (`已` of 已付款 and 已发货 says neither)."""
        if len(key) < SHORTENED_MIN or not all(is_cjk_word(ch) for ch in key):
            return None
        codes = {code for label_key, code in self.label_keys() if label_key.startswith(key)}
        return codes.pop() if len(codes) == 1 else None

    def has_label(self, value: Any) -> bool:
        """Whether the value is one of the labels (after folding), not merely a code."""
        key = fold_label(str(value))
        return bool(key) and any(label_key == key for label_key, _ in self.label_keys())

    def label_keys(self) -> list[tuple[str, str]]:
        """(folded label, code) for every name of a code: each label whole, then each of the
        alternatives a label joins with `/` (`已发货/待收货`). The index stores these."""
        whole = [(fold_label(e.label), e.code) for e in self.entries]
        parts = [(fold_label(part), e.code) for e in self.entries for part in alternatives(e.label)]
        return whole + [p for p in parts if p[0] not in {k for k, _ in whole}]

    def label_of(self, code: Any) -> str | None:
        text = str(code).strip()
        for entry in self.entries:
            if entry.code == text:
                return entry.label
        return None

    def describe(self) -> str:
        """`0 = 待付款, 1 = 待发货` — the legend as a person reads it in a reason (`, …` when open)."""
        # (a value that is its own label, an ENUM's or a listed one's, is said once: `paid, unpaid`)
        return ", ".join([e.code if e.label in (e.code, e.code.replace("_", " ")) else f"{e.code} = {e.label}"
                          for e in self.entries] + ([] if self.complete else ["…"]))

    def to_json(self) -> str:
        data: dict[str, Any] = {"prefix": self.prefix, "entries": [list(e) for e in self.entries]}
        if not self.complete:
            data["complete"] = False
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Legend":
        data = json.loads(text)
        return cls(prefix=data.get("prefix"), entries=tuple(Entry(str(c), str(l)) for c, l in data["entries"]),
                   complete=bool(data.get("complete", True)))


def alternatives(label: str) -> list[str]:
    """The words a label joins with `/` (`已发货/待收货` → 已发货, 待收货), or a Chinese one with commas
    (`已收货，待评价`, read so only when its entries end at semicolons); [] for any other label."""
    joiner = "/" if "/" in label else "," if "," in label and has_cjk(label) else None
    parts = [part.strip() for part in label.split(joiner)] if joiner else []
    return parts if len(parts) > 1 and all(label_char(p[:1]) and any(c.isalpha() for c in p) for p in parts) else []


# Texts whose label form a process keeps: a sentence's words are compared with the legends many
# times a request (as fold does for its own work).
FOLD_LABEL_CACHE = 65536


@lru_cache(maxsize=FOLD_LABEL_CACHE)
def fold_label(text: str) -> str:
    """The form labels and typed values are compared in: folded (case, full-width, Traditional)
    with runs of spaces made one."""
    return " ".join(fold(text).split())


# Distinct stored legends a process keeps parsed (each is a few hundred bytes).
STORED_LEGEND_CACHE = 4096


@lru_cache(maxsize=STORED_LEGEND_CACHE)
def stored_legend(text: str) -> Legend:
    """A legend as the index stores it (`to_json`), parsed once per process."""
    return Legend.from_json(text)
