"""The shapes every source reader produces and the index writer consumes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ENGINES = ("sqlite", "mysql", "postgres")


@dataclass
class Column:
    name: str
    type: str | None = None
    comment: str | None = None
    pk: int = 0  # position in the primary key, 0 when not part of it
    notnull: bool = False
    # The spelling in the source, when the engine folds it (`BusinessEntityID` → `businessentityid`
    # in PostgreSQL): its camelCase humps are where the words are.
    spelled: str | None = None
    # Descriptions a later one replaced (the SQL comment under a Datasette description), most
    # recent last: a legend of coded values may be written in only one of them (docs/conditions.md).
    replaced_comments: tuple[str, ...] = ()
    # What its rows hold (values.ColumnValues), when the source's values were read.
    values: Any = None

    def describe(self, text: str) -> None:
        """Set the description, keeping the one it replaces for its legend."""
        if self.comment and self.comment != text:
            self.replaced_comments += (self.comment,)
        self.comment = text


@dataclass
class Table:
    database: str
    name: str
    kind: str = "table"  # table | view
    schema: str | None = None
    comment: str | None = None
    engine: str = "sqlite"
    columns: list[Column] = field(default_factory=list)
    spelled: str | None = None
    hidden: bool = False
    # Whether the table's values were read (sources/values.py): its columns' `values` then say
    # what its rows hold; an index built from DDL alone has none.
    values_read: bool = False

    @property
    def qualified(self) -> str:
        """`schema.table` where the source has schemas, else the bare table name."""
        return f"{self.schema}.{self.name}" if self.schema else self.name

    def column(self, name: str) -> Column | None:
        folded = name.casefold()
        for column in self.columns:
            if column.name.casefold() == folded:
                return column
        return None


@dataclass
class ForeignKey:
    database: str
    table: str
    columns: list[str]
    other_table: str
    other_columns: list[str]
    schema: str | None = None
    other_schema: str | None = None


@dataclass
class Skipped:
    """A statement the reader could not use, with where it started and why."""

    line: int
    reason: str
    snippet: str = ""


@dataclass
class SourceSchema:
    """Everything one source contributed: a SQLite file or a DDL file."""

    database: str
    engine: str
    path: str
    kind: str  # sqlite-file | ddl | datasette
    tables: list[Table] = field(default_factory=list)
    foreign_keys: list[ForeignKey] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    statements: int = 0
    # Tables read around clauses the reader does not understand, with what was left out.
    warnings: list[Skipped] = field(default_factory=list)
    # CREATE TABLE statements in the text, and those of them (also in `skipped`) nothing could read.
    table_statements: int = 0
    lost_tables: list[Skipped] = field(default_factory=list)
