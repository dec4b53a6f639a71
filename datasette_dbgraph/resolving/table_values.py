"""What one table's rows hold, as the value index recorded them (index/store_values.py reads), for
the one box's reading of words as values (onebox/held_values.py; docs/one-box.md, values from the
data): whole values, parts of them, their forms and units, and places written with or without their
administrative words (`杭州` for 浙江省杭州市).
"""

from __future__ import annotations

import re
from typing import Sequence

from .. import rules
from ..index.records import ColumnRecord
from ..sources import measured
from ..sources.column_kinds import NUMERIC_TYPE_RE, is_date_column, is_key
from ..sources.values import MEASURED, YEAR, value_key, value_text
from ..words import normalize
from ..words.identifiers import singular
from ..words.values import CODE, EMAIL, NUMBER, PHONE
from .explain import cut, quoted
from .filters import split_key
from .finish import candidate_entry
from .resolution import Resolution

# A value that begins with a day written the ISO way.
ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")

YEAR_UNITS = frozenset({"年"})  # rows like `618年`: years
# Words for a name's kind, typed after it or not (`火箭队` for 火箭, `华为公司` for 华为), longest first.
KIND_WORDS = ("有限公司", "俱乐部", "球队", "公司", "集团", "队")


def is_numeric_column(column: ColumnRecord) -> bool:
    return bool(column.type and NUMERIC_TYPE_RE.search(column.type))


def takes_dates(column: ColumnRecord) -> bool:
    return is_date_column(column.name, column.type, column.comment)


# The administrative words of a Chinese place name, after at least one character of the name.
ADMIN_WORDS = re.compile(r"(?<=[\u4e00-\u9fff])(?:特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|地区|省|市|区|县)")


def place_key(text: str) -> str:
    """A place without its administrative words, folded: 浙江省杭州市 → 浙江杭州."""
    return ADMIN_WORDS.sub("", value_key(text))


def same_place(text: str, value) -> bool:
    """`杭州` for 浙江省杭州市: the whole place, typed without its administrative words."""
    held = value_text(value)
    return bool(ADMIN_WORDS.search(held) or ADMIN_WORDS.search(text)) and place_key(held).endswith(place_key(text))


class TableValues:
    """What one table's rows hold, as recorded by the index; `None` answers for a table whose values
    were never read (an index from DDL, `value_index: false`)."""

    def __init__(self, store, record):
        self.store = store
        self.record = record
        self._exact: dict[str, list[tuple[int, object, int]]] = {}
        self._complete: bool | None = None
        self._forms: dict[int, object] = {}
        self._units: dict[int, frozenset[str]] = {}
        self._years: dict[int, bool] = {}
        self._places: dict[int, list[tuple[object, str]]] = {}
        self._keys: set[str] | None = None  # the columns declared keys to another table's rows

    def holding(self, keys: Sequence[str]) -> dict[str, list[tuple[int, object, int]]]:
        """For each key (`sources.values.value_key`), (column_id, value as stored, rows) of the
        table's columns that hold it, most rows first."""
        missing = [k for k in keys if k not in self._exact]
        if missing:
            found = self.store.columns_holding(missing, {self.record.id})
            for key in missing:
                self._exact[key] = [(h.column_id, h.value, h.count) for h in found.get(key, [])]
        return {k: self._exact[k] for k in keys}

    def holding_or_singular(self, keys: Sequence[str]) -> dict[str, list[tuple[int, object, int]]]:
        """`holding`; a key of English words no row holds is looked for with its last word singular
        too (`sales support agents` for the rows' Sales Support Agent)."""
        singulars = {k: k[: k.rfind(" ") + 1] + singular(k[k.rfind(" ") + 1 :]) for k in keys if k.isascii()}
        hits = self.holding(list(dict.fromkeys([*keys, *singulars.values()])))
        return {k: hits[k] or (hits[singulars[k]] if k in singulars else []) for k in keys}

    def complete(self, columns: Sequence[ColumnRecord]) -> bool:
        """Whether every text column of the table has all its distinct values recorded: a word none
        of them holds is then no value of the table's rows (as far as the rows read go)."""
        if self._complete is None:
            text = [c.id for c in columns if not is_numeric_column(c) and not takes_dates(c)]
            stats = self.store.column_stats(text)
            self._complete = bool(text) and all(c in stats and stats[c].complete for c in text)
        return self._complete

    def stats(self, column: ColumnRecord):
        """What the column's rows read hold (`index.records.ColumnStats`), or None."""
        if column.id not in self._forms:
            self._forms[column.id] = self.store.column_stats([column.id]).get(column.id)
        return self._forms[column.id]

    def holds_after(self, column: ColumnRecord, day: str | None) -> bool:
        """Whether the rows read hold a date after `day` (ISO): dates of birth after today are no real
        days (shifted or made up, as anonymised data has them), and no age is counted from today on them."""
        if day is None or (stats := self.stats(column)) is None or stats.numeric:
            return False
        latest = self.store.latest_text(column.id)
        return isinstance(latest, str) and ISO_DAY.match(latest) is not None and latest[:10] > day

    def form(self, column: ColumnRecord) -> str | None:
        """The form of what the column's rows hold (`sources.values`: year, fraction, percent …)."""
        stats = self.stats(column)
        return stats.form if stats is not None else None

    def units(self, column: ColumnRecord) -> frozenset[str]:
        """The units a column's numbers written as text are in (sources/measured.py), from its most
        frequent values."""
        if column.id not in self._units:
            values = [v for v, _ in self.store.column_values(column.id, measured.SUFFIXES_READ)]
            self._units[column.id] = measured.suffixes(values)
        return self._units[column.id]

    def span(self, column: ColumnRecord) -> tuple | None:
        """(least, greatest) of a column whose rows read are all numbers, else None."""
        stats = self.stats(column)
        return (stats.min, stats.max) if stats is not None and stats.numeric and stats.min is not None else None

    def holds_years(self, column: ColumnRecord) -> bool:
        """Whether the column's rows hold years as numbers (`1999`), whatever its declared type: a
        year typed is then compared as that number (a date `1999-01-01` would pass no row)."""
        # (or years written `618年`, some of fewer than four digits: sources/values.column_form)
        if self.form(column) == YEAR or self.form(column) == MEASURED and self.units(column) == YEAR_UNITS:
            return True
        return self.dated_years(column)

    def dated_years(self, column: ColumnRecord) -> bool:
        """A date column whose rows hold whole numbers, nearly all of them years — before 1900 too
        (`1623`, `618`), a typo aside (`19990`): years, as a date column says its numbers are."""
        stats = self.stats(column)
        if not takes_dates(column) or stats is None or not stats.numeric:
            return False
        if column.id not in self._years:
            values = self.store.column_values(column.id, rules.DATED_YEARS_READ)
            years = sum(n for v, n in values if type(v) is int and 0 < v <= rules.YEAR_RANGE[1])
            self._years[column.id] = bool(values) and years >= rules.DATED_YEARS_SHARE * sum(n for _, n in values)
        return self._years[column.id]

    def containing(self, key: str, columns: Sequence[ColumnRecord], anywhere: bool = True
                   ) -> list[tuple[int, object, int]]:
        """Recorded values of these text columns that contain the key (`ios` in `ios系统`). Looked for
        `anywhere` (no column word typed), only columns whose rows repeat their values (kinds, brands,
        cities): in a column of names each row's own (`小张外卖`), a word inside one name is no way to
        pick rows (`外卖平台有多少个`); after the column's word (`所属球队不是猛虎`), in that column."""
        ids = [c.id for c in columns if not is_numeric_column(c) and not takes_dates(c)
               and (not anywhere or self.repeats(c))]
        return self.store.values_containing(ids, key, rules.HELD_PART_VALUES_READ) if ids else []

    def places(self, text: str, column: ColumnRecord) -> list[object]:
        """The recorded values of the column that are the place typed, written with its administrative
        words (`杭州` → 浙江省杭州市, `山西太原` → 山西省太原市, `东城区` → 北京市东城区): the same place
        once 省/市/区/县 … are left out of both, the value naming the province before it or not."""
        stats = self.stats(column)
        typed = place_key(text)
        if stats is None or not stats.complete or not stats.distinct_count or \
                stats.distinct_count > rules.PLACE_VALUES_READ or len(typed) < rules.HELD_PART_MIN_CJK or \
                is_numeric_column(column) or takes_dates(column):
            return []
        if column.id not in self._places:
            self._places[column.id] = [(v, place_key(value_text(v))) for v, _ in
                                       self.store.column_values(column.id, rules.PLACE_VALUES_READ)
                                       if ADMIN_WORDS.search(value_text(v))]
        return [v for v, key in self._places[column.id] if key == typed or key.endswith(typed)]

    def places_anywhere(self, text: str, columns: Sequence[ColumnRecord]) -> list[tuple[int, object]]:
        """(column_id, value) of the text columns' recorded values that are the place typed with or
        without its administrative words (`在杭州出生` → 浙江省杭州市, `台湾省` → 台湾): one read of the
        values holding its last characters, which any spelling of the place keeps."""
        typed = place_key(text)
        if len(typed) < rules.HELD_PART_MIN_CJK or not all(normalize.is_cjk_word(ch) for ch in typed):
            return []
        ids = [c.id for c in columns if not is_numeric_column(c) and not takes_dates(c)]
        found = self.store.values_containing(ids, typed[-rules.HELD_PART_MIN_CJK:], rules.HELD_PART_VALUES_READ) if ids else []
        return [(cid, v) for cid, v, _ in found if same_place(text, v)]

    def in_places(self, text: str, column: ColumnRecord) -> bool:
        """Whether the place typed is the start of places the column holds (`山西` of 山西省太原市 and
        山西省汾阳市: a province), each spelling it as typed."""
        typed = place_key(text)
        return bool(self.places(text, column) == [] and typed and self._places.get(column.id)) and any(
            key.startswith(typed) for _, key in self._places[column.id]) and all(
            value_key(text) in value_key(value_text(v)) for v, key in self._places[column.id] if key.startswith(typed))

    def always_set(self, column: ColumnRecord) -> bool:
        """Whether every row of the table holds a value in this column (all its rows were read)."""
        stats = self.stats(column)
        return stats is not None and stats.all_rows and stats.rows_read > 0 and stats.non_null == stats.rows_read

    def without_kind_word(self, text: str, column: ColumnRecord) -> object | None:
        """`所属球队是火箭队` where the rows write 火箭: a name typed with the word for its kind
        (队, 公司, 集团) is the name the column holds without it."""
        suffix = next((w for w in KIND_WORDS if text.endswith(w) and len(text) > len(w)), None)
        if suffix is None or not long_enough(text[: -len(suffix)]):
            return None
        key = value_key(text[: -len(suffix)])
        return next((v for cid, v, _ in self.holding([key])[key] if cid == column.id), None)

    def refers(self, column: ColumnRecord) -> bool:
        """Whether the column is declared a key to rows of a table (`reports_to` → employees.id)."""
        if self._keys is None:
            self._keys = {name for link in self.store.neighbours(self.record.id)["references"] for name in link["columns"]}
        return column.name in self._keys

    def zero_or_one(self, column: ColumnRecord) -> bool:
        """Whether the rows read hold the numbers 0 and 1 and no other (`discontinued`, `active`): a
        yes/no column by what its rows hold, whatever its declared type."""
        stats = self.stats(column)
        return stats is not None and stats.numeric and stats.distinct_count == 2 and \
            str(stats.min) in ("0", "0.0") and str(stats.max) in ("1", "1.0")

    def repeats(self, column: ColumnRecord) -> bool:
        stats = self.stats(column)
        return stats is not None and stats.distinct_count is not None and \
            0 < stats.distinct_count * rules.VALUES_CHECKED_REPEAT <= stats.non_null


def long_enough(text: str) -> bool:
    """A part of a value must say something on its own: two Chinese characters, or three letters."""
    if any(normalize.is_cjk_word(ch) for ch in text):
        return len(text) >= rules.HELD_PART_MIN_CJK
    return len(text) >= rules.HELD_PART_MIN_LATIN


def at_edge(key: str, value) -> bool:
    """Whether the folded `key` begins or ends a value the rows hold (`深圳` of 深圳市)."""
    held = value_key(value_text(value))
    return held.startswith(key) or held.endswith(key)


class HeldLater:
    """A table's `TableValues`, made when first asked for (`HeldValues.held`): most sentences bind
    every word without the rows, and whether the index read any rows costs a query."""

    def __init__(self, store, record):
        self.store = store
        self.record = record

    def values(self) -> TableValues | None:
        return TableValues(self.store, self.record) if self.store.has_values else None


def holding_tables(lookup, texts) -> set[int]:
    """The tables the actor may see (in the database asked, if one) whose rows hold one of the texts whole,
    or each word of the first (`Mary Smith`: a first and a last name)."""
    if not lookup.store.has_values:
        return set()  # (an index from DDL read no rows: no query)
    words = [value_key(w) for w in texts[0].split()] if len(texts[0].split()) > 1 else []
    hits = lookup.store.columns_holding([*(value_key(t) for t in texts), *words], lookup.scope.allowed)
    ids = {h.object_id for t in texts for h in hits.get(value_key(t), ())}
    if not ids and words:  # `Mary Smith`: each word a whole value of the same table's rows (first, last name)
        ids = set.intersection(*({h.object_id for h in hits.get(w, ())} for w in words))
    return {oid for oid, r in lookup.visible_objects(ids).items() if lookup.scope.database in (None, r.database)}


def held_of(lookup, record) -> HeldLater:
    """What `record`'s rows hold, as the lookup's index recorded them (None, once asked, when it
    read no rows)."""
    return HeldLater(lookup.store, record)


def held_there(lookup, other, text: str) -> bool:
    """`华为的商品`: the clause is a value the linked table's rows hold whole (brands.name 华为), or
    the head or tail of one (`深圳` of 深圳市)."""
    held = held_of(lookup, other).values()
    if held is None or not text.strip():
        return False
    key, words = value_key(text.strip()), [value_key(w) for w in text.split()]
    found = held.holding([key, *words])
    if found[key] or len(words) > 1 and all(found[w] for w in words):
        return True  # (`invoices of Mary Smith`: each word a whole value, first and last name)
    columns = lookup.columns(other.id)[: lookup.options.max_columns]
    return any(at_edge(key, value) for _, value, _ in held.containing(key, columns, anywhere=True))


def names_a_table(lookup, phrases) -> bool:
    """`employee`: a label (person.persontype's `Employee`) that is also a whole table's name is that
    table's name — the label wins over part of a name only."""
    ids = {oid for p in phrases for oid, _ in lookup.store.object_ids_by_key(normalize.fold_identifier(p))}
    return bool(lookup.visible_objects(ids)) if ids else False


def held_by_several(lookup, typed: str, readings) -> tuple | None:
    """`Canada` alone, a value the rows of several tables hold, read on each (readings: its reading
    and the table, those that read the words as values only): (the first reading, its table, None)
    with the tables to pick from as its answer (`refusal`), or None for fewer than two."""
    if len(readings) < 2:
        return None
    readings[0][0].refusal = values_in_tables(lookup, typed, [(record, b.where()) for b, record in readings])
    return readings[0][0], readings[0][1], None


def values_in_tables(lookup, typed: str, readings) -> Resolution:
    """`Canada` typed alone, which the rows of several tables hold (readings: each table and the
    where its rows are read with): those tables to pick from, each link with its filter."""
    shown = readings[: lookup.options.max_candidates]
    candidates = [candidate_entry(lookup, record, rules.WHERE_ONLY_CONFIDENCE, lookup.t(
        "cand_value_held", columns=quoted(lookup, list(dict.fromkeys(split_key(k)[0] for k in where))), typed=typed),
        [], list(where.items())) for record, where in shown]
    reason = lookup.t("ambiguous_value_tables", typed=typed, tables=lookup.join(lookup.name(r) for r, _ in shown),
                      cut=cut(lookup, len(shown), len(readings)))
    return Resolution("ambiguous", reason, confidence=rules.WHERE_ONLY_CONFIDENCE, candidates=candidates,
                      matched=len(readings), next_actions=[lookup.t("next_pick")])


# A value pasted alone that is no word — an order number, a phone, a tracking code, an e-mail — is looked for in the
# rows as a word is (onebox/sentence.label_reading); a number only with at least this many digits, and only in a column
# of text or a key (a shorter one, or one an amount holds, is a count or a price as often as what a row is found by).
LONE_KINDS, LONE_NUMBER_DIGITS = frozenset({CODE, EMAIL, NUMBER, PHONE}), 6


def lone_value(lookup, q: str, tokens, read_values) -> tuple | None:
    """`2025011124377090`, `13800138000` pasted alone: read on each table whose rows hold it whole (`read_values`: the
    sentence read as values of the table's rows only), as the one column there that holds it — one table, (its
    reading, the table, None); several, those to pick from (held_by_several). None for any other request."""
    token = tokens[0] if len(tokens) == 1 else None
    if token is None or token.kind not in LONE_KINDS or token.kind == NUMBER and (
            len(token.text) < LONE_NUMBER_DIGITS or not token.text.isdigit()):
        return None
    key, readings = value_key(token.text), []
    for record in sorted(lookup.visible_objects(holding_tables(lookup, (token.text,))).values(), key=lookup.name)[
            : rules.HELD_TABLES_READ]:
        binding = read_values(lookup, q, record)
        values = held_of(lookup, record).values()
        ids = {column_id for column_id, _, _ in values.holding([key])[key]} if values is not None else set()
        held = [c for c in lookup.columns(record.id)[: lookup.options.max_columns] if c.id in ids and (
            token.kind != NUMBER or is_key(c) or not NUMERIC_TYPE_RE.search(c.type or ""))]
        bound = binding.bound[0] if binding is not None and len(binding.bound) == 1 else None
        if bound is not None and bound.column is None and len(held) == 1:  # (a number: which column, its rows say)
            bound.column, bound.key_words, bound.options = held[0], held[0].name, []
            for span in binding.spans:
                span.update(column=held[0].name) if span["as"] == "value" and span.pop("columns", True) else None
        if bound is not None and bound.column is not None and bound.column.id in {c.id for c in held}:
            readings.append((binding, record))
    return readings[0] + (None,) if len(readings) == 1 else held_by_several(lookup, token.text, readings)
