"""Plugin configuration (`plugins: datasette-dbgraph:` in metadata or datasette.yaml), checked.

Every setting is optional. A wrong value is reported by name with what is allowed, and the
plugin then answers `index_incomplete` with that message rather than guessing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from . import rules
from .sources.values import ValueBounds
from .words.aliases import AliasError, validate_groups

PLUGIN_NAME = "datasette-dbgraph"
KNOWN_KEYS = {
    "index", "databases", "aliases", "aliases_file", "min_confidence", "ambiguity_gap", "max_candidates",
    "max_columns", "cell_labels",
    "time_limit_ms", "index_file",
    "value_index", "value_index_rows", "value_index_distinct",
}
# Bounds that keep a configured value meaningful.
MAX_CANDIDATES_LIMIT = 100
MAX_COLUMNS_LIMIT = 10_000
# A search may be given at most this long (a minute is no longer a search).
TIME_LIMIT_MS_LIMIT = 60_000
# Rows read per table and distinct values kept per column, at most (docs/configuration.md).
VALUE_INDEX_ROWS_LIMIT = 100_000_000
VALUE_INDEX_DISTINCT_LIMIT = 100_000


class ConfigError(ValueError):
    pass


@dataclass
class Settings:
    index: str | None = None
    databases: list[str] | None = None
    aliases: list[list[str]] = field(default_factory=list)
    aliases_file: str | None = None
    min_confidence: float = rules.MIN_CONFIDENCE
    ambiguity_gap: float = rules.AMBIGUITY_GAP
    max_candidates: int = rules.MAX_CANDIDATES
    max_columns: int = rules.MAX_COLUMNS
    # Datasette's table and row pages show a coded value's label beside it (`2 · 已发货`).
    cell_labels: bool = True
    time_limit_ms: int = field(default_factory=lambda: rules.TIME_LIMIT_MS)  # (read when made: the tests give it room)
    index_file: str | None = None  # a prebuilt index read from this path, never served
    value_index: bool = True
    value_index_rows: int = rules.VALUE_INDEX_ROWS
    value_index_distinct: int = rules.VALUE_INDEX_DISTINCT

    def value_bounds(self) -> ValueBounds | None:
        """How much of each served table the live index reads; None when values are off."""
        if not self.value_index:
            return None
        return ValueBounds(rows=self.value_index_rows, distinct=self.value_index_distinct)


def _number(raw: Mapping, key: str, default: float, low: float, high: float) -> float:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise ConfigError(f"{PLUGIN_NAME}: {key} must be a number from {low} to {high}, not {value!r}")
    return float(value)


def _integer(raw: Mapping, key: str, default: int, low: int, high: int) -> int:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ConfigError(f"{PLUGIN_NAME}: {key} must be a whole number from {low} to {high}, not {value!r}")
    return value


def _flag(raw: Mapping, key: str, default: bool) -> bool:
    value = raw.get(key, default)
    if not isinstance(value, bool):
        raise ConfigError(f"{PLUGIN_NAME}: {key} must be true or false, not {value!r}")
    return value


def parse_settings(raw: Any) -> Settings:
    if raw is None:
        return Settings()
    if not isinstance(raw, Mapping):
        raise ConfigError(f"{PLUGIN_NAME}: the plugin configuration must be a mapping")
    unknown = sorted(set(raw) - KNOWN_KEYS)
    if unknown:
        raise ConfigError(
            f"{PLUGIN_NAME}: unknown setting(s) {', '.join(unknown)}; known: {', '.join(sorted(KNOWN_KEYS))}"
        )
    index = raw.get("index")
    if index is not None and (not isinstance(index, str) or not index.strip()):
        raise ConfigError(f"{PLUGIN_NAME}: index must be the name of a loaded database")
    databases = raw.get("databases")
    if databases is not None:
        if not isinstance(databases, list) or not all(isinstance(d, str) and d for d in databases):
            raise ConfigError(f"{PLUGIN_NAME}: databases must be a list of database names")
    index_file = raw.get("index_file")
    if index_file is not None and (not isinstance(index_file, str) or not index_file.strip()):
        raise ConfigError(f"{PLUGIN_NAME}: index_file must be the path of an index file")
    if index_file is not None and index is not None:
        raise ConfigError(f"{PLUGIN_NAME}: give index (a loaded database) or index_file (a path), not both")
    aliases_file = raw.get("aliases_file")
    if aliases_file is not None and not isinstance(aliases_file, str):
        raise ConfigError(f"{PLUGIN_NAME}: aliases_file must be a path")
    value_index = raw.get("value_index", True)
    if not isinstance(value_index, bool):
        raise ConfigError(f"{PLUGIN_NAME}: value_index must be true or false, not {value_index!r}")
    try:
        aliases = validate_groups(raw.get("aliases"), f"{PLUGIN_NAME}: aliases")
    except AliasError as error:
        raise ConfigError(str(error)) from None
    return Settings(
        index=index,
        databases=databases,
        aliases=aliases,
        aliases_file=aliases_file,
        min_confidence=_number(raw, "min_confidence", rules.MIN_CONFIDENCE, 0.0, 1.0),
        ambiguity_gap=_number(raw, "ambiguity_gap", rules.AMBIGUITY_GAP, 0.0, 1.0),
        max_candidates=_integer(raw, "max_candidates", rules.MAX_CANDIDATES, 1, MAX_CANDIDATES_LIMIT),
        max_columns=_integer(raw, "max_columns", rules.MAX_COLUMNS, 1, MAX_COLUMNS_LIMIT),
        cell_labels=_flag(raw, "cell_labels", True),
        time_limit_ms=_integer(raw, "time_limit_ms", rules.TIME_LIMIT_MS, 1, TIME_LIMIT_MS_LIMIT),
        index_file=index_file,
        value_index=value_index,
        value_index_rows=_integer(raw, "value_index_rows", rules.VALUE_INDEX_ROWS, 1, VALUE_INDEX_ROWS_LIMIT),
        value_index_distinct=_integer(raw, "value_index_distinct", rules.VALUE_INDEX_DISTINCT, 1,
                                      VALUE_INDEX_DISTINCT_LIMIT),
    )
