"""What one request brings to the index: the request itself, the options, what the actor may see —
and `Lookup`, which holds them with the store for the modules that find and explain an answer."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Mapping, Sequence

from .. import rules
from ..index.bindings import for_actor
from ..index.records import ObjectRecord
from ..index.store import Store
from ..index.store_visible import visible_to
from ..sources.legends import fold_label
from ..words.aliases import AliasTable, default_alias_table
from . import messages
from .resolution import table_entry


@dataclass
class Options:
    """Settings of one resolution (docs/configuration.md)."""

    min_confidence: float = rules.MIN_CONFIDENCE
    ambiguity_gap: float = rules.AMBIGUITY_GAP
    max_candidates: int = rules.MAX_CANDIDATES
    max_columns: int = rules.MAX_COLUMNS
    lang: str = messages.DEFAULT_LANG
    # List every object that matched (up to max_candidates), the weak matches too, after the
    # candidates: the page's "show all" (docs/http.md). Never changes which table is the answer.
    every_match: bool = False
    aliases: AliasTable | None = None
    # The day relative periods are read against (`上个月`, `last week`), ISO; None: the server's date
    # when the request is read. Tests and labelled suites fix it.
    today: str | None = None
    # Score every matching object instead of best bound first: the same answers, slower; the
    # check that skipping by bound loses nothing (tests/test_quality.py).
    exhaustive: bool = False

    @property
    def alias_table(self) -> AliasTable:
        return self.aliases if self.aliases is not None else default_alias_table()


@dataclass
class Request:
    """What a person asked for (docs/request.md)."""

    object: str | None = None
    entity: str | None = None
    fields: list[str] = field(default_factory=list)
    where: dict[str, Any] = field(default_factory=dict)
    database: str | None = None
    q: str | None = None  # one box: a sentence read into entity, fields and where (docs/one-box.md)


@dataclass
class Scope:
    """What the current actor may see. `allowed` is None when everything in the index is visible;
    else the set of visible object ids. `database` narrows the search to one database."""

    allowed: frozenset[int] | None = None
    database: str | None = None
    allowed_count_by_database: Mapping[str, int] | None = None

    def allows(self, record_or_id, database: str | None = None) -> bool:
        object_id = record_or_id.id if isinstance(record_or_id, ObjectRecord) else record_or_id
        if database is None and isinstance(record_or_id, ObjectRecord):
            database = record_or_id.database
        if self.database is not None and database is not None and database != self.database:
            return False
        return self.allowed is None or object_id in self.allowed

    @property
    def restricted(self) -> bool:
        """Whether the actor may see only some objects (so every count must leave the others out)."""
        return self.allowed is not None


class Lookup:
    """One request's view of the index: the store, the options, the scope and the language."""

    def __init__(self, store: Store, options: Options, scope: Scope):
        # Reads over many objects touch only those the actor may see (index/store_visible.py).
        self.store = visible_to(store, scope.allowed)
        self.options = options
        self.scope = scope
        self.lang = options.lang if options.lang in messages.LANGS else messages.DEFAULT_LANG
        # Names are qualified with their database when the actor can see more than one database:
        # a database whose every object is hidden from the actor does not count.
        counts = scope.allowed_count_by_database
        shown = store.databases if scope.allowed is None or counts is None else [d for d, n in counts.items() if n]
        self.multi_database = len(shown) > 1
        self._fan_in: dict[int, int] = {}
        self.found: dict[tuple, Any] = {}  # searches made for this request (search.find), by concepts
        self._columns: dict[int, list] = {}
        self._objects: dict[int, ObjectRecord | None] = {}  # (visible_objects)
        self._neighbours: dict[int, dict[str, list[dict]]] = {}  # (neighbours)
        # Whether the actor may see an object (a record, or an id and its database).
        self.allows = scope.allows
        # What the deployment's bindings name in this index; a binding to something the index
        # does not have raises IndexUnavailable, naming it, before any answer is given. A binding
        # to tables the actor may not see does not exist for that actor, its words included.
        aliases, self.bound = for_actor(store, self.options.alias_table, scope.allowed)
        if aliases is not self.options.alias_table:
            self.options = replace(self.options, aliases=aliases)
        self.today = options.today or datetime.date.today().isoformat()

    # -- words ---------------------------------------------------------------------------------
    def t(self, key: str, **values) -> str:
        return messages.text(self.lang, key, **values)

    def join(self, items: Iterable) -> str:
        return messages.join(self.lang, items)

    def name(self, record: ObjectRecord) -> str:
        return record.display(self.multi_database)

    # -- what the actor may see ----------------------------------------------------------------
    def visible(self, records: Iterable[ObjectRecord]) -> list[ObjectRecord]:
        return [r for r in records if self.scope.allows(r)]

    def visible_objects(self, ids: Iterable[int]) -> dict[int, ObjectRecord]:
        """The records of these objects that the actor may see. The steps of one request ask for
        the same few objects (the table, its neighbours): each is read once."""
        known = self._objects
        ids = sorted(set(ids))  # (in id order, as the index reads them)
        missing = [oid for oid in ids if oid not in known]
        if missing:
            found = self.store.objects(missing)
            for oid in missing:
                record = found.get(oid)
                known[oid] = record if record is not None and self.scope.allows(record) else None
        return {oid: known[oid] for oid in ids if known[oid] is not None}

    def neighbours(self, object_id: int) -> dict[str, list[dict]]:
        """The foreign keys from and to a table (Store.neighbours), read once per request: the
        links a sentence reads across and the join hints of the answer are the same edges."""
        if object_id not in self._neighbours:
            self._neighbours[object_id] = self.store.neighbours(object_id)
        return self._neighbours[object_id]

    def corpus_size(self) -> int:
        """How many objects the actor may see in the databases searched."""
        scope = self.scope
        if scope.allowed is None:
            return self.store.object_count(scope.database)
        if scope.database is not None and scope.allowed_count_by_database is not None:
            return scope.allowed_count_by_database.get(scope.database, 0)
        return len(scope.allowed)

    def columns(self, object_id: int) -> list:
        """A table's columns up to the cap and one more (so a caller can tell the cap applied), read
        once per request however many steps look at them."""
        if object_id not in self._columns:
            self._columns[object_id] = self.store.columns(object_id, self.options.max_columns + 1)
        return self._columns[object_id]

    def labels(self, values: Iterable[str]) -> list:
        """Legend labels equal to these values (folded), in objects the actor may see and the
        database searched: where `已发货` is a code (records.LabelRow), for words read as values."""
        rows = self.store.labels_for([fold_label(v) for v in values], self.scope.allowed)
        if self.scope.database is None:
            return rows
        records = self.store.objects({r.object_id for r in rows})
        return [r for r in rows if r.object_id in records and records[r.object_id].database == self.scope.database]

    def database_visible(self, database: str) -> bool:
        if self.scope.allowed is None:
            return True
        counts = self.scope.allowed_count_by_database
        return bool(counts and counts.get(database))

    def fan_in(self, records: Sequence[ObjectRecord]) -> dict[int, int]:
        """How many tables the actor may see reference each record (the index's own count when
        the actor sees everything)."""
        if self.scope.allowed is None:
            return {r.id: r.fan_in for r in records}
        missing = [r.id for r in records if r.id not in self._fan_in and r.fan_in]
        if missing:
            for oid, sources in self.store.referencing(missing).items():
                # Counted as the index counts them: one per foreign key from another object.
                self._fan_in[oid] = sum(1 for s in sources if s != oid and self.scope.allows(s))
        return {r.id: self._fan_in.get(r.id, 0) for r in records}

    # -- pieces of an answer -------------------------------------------------------------------
    def describe(self, record: ObjectRecord, score: float, reason: str, columns: list[dict]) -> dict:
        return table_entry(record, score, reason, columns, self.fan_in([record])[record.id])


@dataclass
class Choice:
    """The one object a path (by name, by entity, by where) chose, before the chosen table's
    fields and where keys are checked and the predicate is built (resolver.finish)."""

    record: ObjectRecord
    confidence: float
    reason: str
    matched: int
    query_terms: list[str] | None = None
    ubiquitous: list[str] | None = None
    implied: list[dict] = field(default_factory=list)  # columns the entity's own words point at
    unused: list[str] = field(default_factory=list)  # modifiers no table explains, left out (docs/how-it-decides.md)
