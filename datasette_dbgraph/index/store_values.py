"""The store's reads of the value index (value_index.py): which columns hold a value, what a
column's rows hold, and the recorded values nearest to one a column does not hold. `store.Store`
inherits them; every read is bounded by an index (`column_values(value_key, …)`,
`column_values(column_id, count)`, `column_stats(column_id)`), never a pass over the values.

The values are private like the rest of the index: callers pass the objects the actor may view
(`object_ids`), and ask about columns of tables the actor may view only.
"""

from __future__ import annotations

import math
import sqlite3
from typing import AbstractSet, Any, Iterable, Sequence

from .. import rules
from ..sources.values import value_key, value_text
from .records import ColumnStats, ValueHit
from .store_columns import chunks, marks

_STATS_COLUMNS = ("column_id, object_id, rows_read, all_rows, non_null, distinct_count, complete, min_value, "
                  "max_value, form, numeric")


def _stats(row: tuple) -> ColumnStats:
    (column_id, object_id, rows_read, all_rows, non_null, distinct_count, complete, low, high, form,
     numeric) = row
    return ColumnStats(column_id, object_id, rows_read, bool(all_rows), non_null, distinct_count, bool(complete),
                       low, high, form, bool(numeric))


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, (int, float)):
        return float(value) if math.isfinite(value) else None
    try:
        number = float(str(value).strip())
    except ValueError:
        return None
    return number if math.isfinite(number) else None


# At most this many columns' stats are kept by one store (a server keeps its store for an index's
# life: a catalog of 150,000 columns would otherwise hold them all).
STATS_KEPT = 5000


class ValueReads:
    """The value reads of `store.Store` (which holds `conn`)."""

    conn: sqlite3.Connection
    _has_values: bool | None = None

    @property
    def has_values(self) -> bool:
        """Whether the index recorded the values of at least one table."""
        if self._has_values is None:
            self._has_values = bool(self.conn.execute("select exists(select 1 from column_stats)").fetchone()[0])
        return self._has_values

    def columns_holding(self, folded_values: Sequence[str],
                        object_ids: AbstractSet[int] | None = None) -> dict[str, list[ValueHit]]:
        """For each folded value (`words.normalize.fold`), the columns whose recorded values include
        it, most rows first — only columns of `object_ids` when given. Looked up by the value's key."""
        keys = list(dict.fromkeys(folded_values))
        found: dict[str, list[ValueHit]] = {key: [] for key in keys}
        for chunk in chunks(keys):
            sql = ("select v.value_key, v.object_id, v.column_id, c.name, v.value, v.count from column_values v "
                   f"join columns c on c.id = v.column_id where v.value_key in ({marks(chunk)}) "
                   "order by v.count desc, v.object_id, c.position")
            for key, object_id, column_id, name, value, count in self.conn.execute(sql, list(chunk)):
                if object_ids is None or object_id in object_ids:
                    found[key].append(ValueHit(object_id, column_id, name, value, count))
        return found

    def values_containing(self, column_ids: Sequence[int], folded: str, limit: int) -> list[tuple[int, Any, int]]:
        """(column_id, value, rows) of recorded values of these columns whose key contains `folded`,
        at most `limit`, the most frequent first: a part of a value typed for the whole (`ios` for
        `ios系统`). Reads the recorded values of these columns only (their index), which the
        index bounds per column (`value_index_distinct`)."""
        found: list[tuple[int, Any, int]] = []
        for chunk in chunks(list(dict.fromkeys(column_ids))):
            sql = (f"select column_id, value, count from column_values where column_id in ({marks(chunk)}) "
                   "and instr(value_key, ?) > 0 order by count desc limit ?")
            found.extend(self.conn.execute(sql, [*chunk, folded, limit - len(found)]).fetchall())
            if len(found) >= limit:
                break
        return found

    def column_stats(self, column_ids: Iterable[int]) -> dict[int, ColumnStats]:
        """What the rows read of these columns hold; a column whose values were never read (an
        index from DDL, a view, values turned off) is absent."""
        # Kept for the store's life (one request, or one index generation in the server): reading
        # a sentence and checking the conditions it makes ask about the same columns.
        known = self.__dict__.setdefault("_stats_read", {})
        ids = list(dict.fromkeys(column_ids))
        missing = [i for i in ids if i not in known]
        if len(known) + len(missing) > STATS_KEPT:
            known.clear()
            missing = ids
        for chunk in chunks(missing):
            sql = f"select {_STATS_COLUMNS} from column_stats where column_id in ({marks(chunk)})"
            known.update(dict.fromkeys(chunk))
            known.update((row[0], _stats(row)) for row in self.conn.execute(sql, list(chunk)))
        return {i: known[i] for i in ids if known[i] is not None}

    def values_keyed(self, column_id: int, keys: Iterable[str]) -> dict[str, list[Any]]:
        """The recorded values of one column stored under these keys (`sources.values.value_key`),
        as the column stores them (`berlin` finds `Berlin`; `2` finds the number 2)."""
        keys = list(dict.fromkeys(keys))
        found: dict[str, list[Any]] = {key: [] for key in keys}
        for chunk in chunks(keys):
            sql = (f"select value_key, value from column_values where value_key in ({marks(chunk)}) "
                   "and column_id = ? order by count desc")
            for key, value in self.conn.execute(sql, [*chunk, column_id]):
                found[key].append(value)
        return found

    def column_values(self, column_id: int, limit: int) -> list[tuple[Any, int]]:
        """(value, rows) of a column's recorded values, the most frequent first."""
        return self.conn.execute("select value, count from column_values where column_id = ? "
                                 "order by count desc, value limit ?", [column_id, limit]).fetchall()

    def latest_text(self, column_id: int) -> Any:
        """The greatest text value recorded for a column (where it holds ISO dates, the latest), or None."""
        return self.conn.execute("select max(value) from column_values where column_id = ? and typeof(value) = 'text'",
                                 [column_id]).fetchone()[0]

    def nearest_values(self, column_id: int, value: Any, limit: int = rules.NEAR_VALUES_SHOWN,
                       min_score: float = rules.NEAR_VALUE_MIN_SCORE) -> list[tuple[Any, int]]:
        """The recorded values of a column nearest to `value`: by difference for a number among
        numbers, else by rapidfuzz's ratio of the folded texts (at least `min_score`, and within
        `rules.NEAR_VALUE_MARGIN` of the nearest); more rows first among equals. Reads the column's values, which the index bounds
        (`value_index_distinct`)."""
        values = self.conn.execute("select value, count from column_values where column_id = ?",
                                   [column_id]).fetchall()
        number = _number(value)
        if number is not None and values and all(isinstance(v, (int, float)) for v, _ in values):
            ranked = sorted(values, key=lambda item: (abs(item[0] - number), -item[1], item[0]))
            return ranked[:limit]
        from rapidfuzz import fuzz

        typed = value_key(value)
        scored = []
        for stored, count in values:
            score = fuzz.ratio(typed, value_key(stored))
            if score >= min_score:
                scored.append((-score, -count, value_text(stored), stored, count))
        scored.sort()
        best = -scored[0][0] if scored else 0
        return [(stored, count) for score, *_, stored, count in scored[:limit]
                if -score >= best - rules.NEAR_VALUE_MARGIN]

    def objects_with_values(self, object_ids: Iterable[int]) -> set[int]:
        """Which of these objects had their values read."""
        ids = list(dict.fromkeys(object_ids))
        found: set[int] = set()
        for chunk in chunks(ids):
            found.update(row[0] for row in self.conn.execute(
                f"select distinct object_id from column_stats where object_id in ({marks(chunk)})", list(chunk)))
        return found
