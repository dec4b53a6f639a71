"""The typed rows the store hands out: objects, columns, postings — and the query terms the
best-bound search sends it."""

from __future__ import annotations

import functools
import unicodedata
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..sources.legends import Legend, stored_legend


@dataclass(frozen=True)
class ObjectRecord:
    id: int
    database: str
    schema: str | None
    name: str
    kind: str
    comment: str | None
    engine: str
    qualified: str
    column_count: int
    fan_in: int
    # The name's and the comment's content phrases as the indexer analysed them: how many words,
    # and which one is the head (None when there is none).
    name_size: int = 0
    comment_size: int = 0
    name_head: int | None = None
    comment_head: int | None = None
    # A relation table (terms.is_relation): about what it links only when the request names both sides.
    relation: bool = False

    def display(self, multi_database: bool) -> str:
        return f"{self.database}.{self.qualified}" if multi_database else self.qualified

    @property
    def look_alike(self) -> bool:
        """A name or comment with characters a reader cannot see (`ord\u200bers`): it may pass for
        another table's, so it loses ties to plain names (search.rank)."""
        return invisible(self.name) or invisible(self.comment)


# Characters that do not show, or that turn the text around them (Unicode's format characters:
# zero-width spaces and joiners, direction marks and overrides, the byte-order mark, soft hyphens).
INVISIBLE_CATEGORY = "Cf"


def invisible(text: str | None) -> bool:
    """Whether `text` holds a character a reader cannot see (serving/lookalike.py shows them)."""
    # `isprintable` (in C) is true for ordinary text, which is all but always what a name is.
    return bool(text) and not text.isprintable() and \
        any(unicodedata.category(ch) == INVISIBLE_CATEGORY for ch in text)


class ColumnRecord(NamedTuple):
    """A column of an object. A NamedTuple, built in C by `maker`: every answer loads a table's
    columns, and a wide table has hundreds."""

    id: int
    object_id: int
    position: int
    name: str
    type: str | None
    comment: str | None
    pk: int
    legend_json: str | None = None  # the coded values its description lists (docs/conditions.md)

    @property
    def legend(self) -> Legend | None:
        return stored_legend(self.legend_json) if self.legend_json else None


class LabelRow(NamedTuple):
    """A legend label of a column, as `column_labels` stores it: the folded label, where, the code."""

    label_key: str
    object_id: int
    column_id: int
    code: str


class Posting(NamedTuple):
    """A term in an object's name or comment: its weight, where it was found, and a bit for each
    word of the name / comment phrase it covers."""

    term: str
    object_id: int
    weight: float
    field: str
    name_mask: int
    comment_mask: int


class ColumnPosting(NamedTuple):
    """A term in an object's columns: the combined weight, and the column that weighs most."""

    term: str
    object_id: int
    weight: float
    column_id: int


class BoundTerm(NamedTuple):
    """One single-word key of a request, as `best_bounds` aggregates it."""

    term: str
    concept: int
    factor: float  # the key's factor within its concept
    concept_weight: float
    head: bool  # a head concept of the request (only its postings make a phrase about the request)
    naming: bool  # a table-naming concept: counts towards phrase recall


def maker(record_type):
    """A record from a row (a sequence in field order), built in C: requests build hundreds of
    thousands of these, and the NamedTuple constructor adds a Python call to each."""
    return functools.partial(tuple.__new__, record_type)


class ValueHit(NamedTuple):
    """A column whose recorded values include a value (`Store.columns_holding`): the value as the
    column stores it, and how many of the rows read hold it."""

    object_id: int
    column_id: int
    column_name: str
    value: Any
    count: int


class ColumnStats(NamedTuple):
    """What the rows read of a column hold (`Store.column_stats`; index/value_index.py)."""

    column_id: int
    object_id: int
    rows_read: int
    all_rows: bool  # every row of the table was read, so the range is the column's own
    non_null: int
    distinct_count: int | None  # None: more distinct values than the index records
    complete: bool  # every distinct value is recorded
    min: Any
    max: Any
    form: str | None  # sources.values: year, percent, fraction, unix, unix_ms, a date pattern
    numeric: bool  # every value read is a number
