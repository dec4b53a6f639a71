"""Read DDL files — `mysqldump --no-data`, `pg_dump --schema-only`, SQLite `.schema` — into tables.

The file is split into statements by `sqltext` and each statement that can describe a table is
parsed on its own by `sqlglot`, so one broken statement costs that statement only: it is counted
and reported with its line, and everything after it is still read. A CREATE TABLE the parser
rejects is read around what it does not understand (`ddl_recovery`) and reported as a warning;
what each statement means for the index is `ddl_builder`'s job. Data statements (`INSERT`,
`COPY`), procedures and triggers are passed over without parsing — a 4 MB Navicat dump is mostly
`INSERT`, and parsing it would cost time and say nothing about the schema.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Callable

import sqlglot
from sqlglot import exp

from . import sqltext
from .ddl_builder import TableBuilder
from .ddl_recovery import (
    PARSE_ERRORS,
    error_offset,
    failing_clause,
    recover_create_table,
)
from .gc_batches import fewer_collections
from .model import Skipped, SourceSchema
from .source_report import iter_report  # noqa: F401  (callers read the report where they read the DDL)

DIALECTS = {"mysql": "mysql", "postgres": "postgres", "sqlite": "sqlite"}

# What a statement is, from its leading keywords (after `OR REPLACE`, `DEFINER=…`, `TEMPORARY` …).
_CREATE_RE = re.compile(
    r"CREATE\s+(?:OR\s+REPLACE\s+)?"
    r"(?:(?:ALGORITHM|DEFINER)\s*=\s*\S+\s+|SQL\s+SECURITY\s+\w+\s+|TEMP(?:ORARY)?\s+|UNLOGGED\s+"
    r"|GLOBAL\s+|LOCAL\s+|MATERIALIZED\s+|RECURSIVE\s+)*(TABLE|VIEW|SCHEMA)\b",
    re.IGNORECASE,
)
# View options sqlglot does not read and the index does not need (`CREATE DEFINER=x SQL SECURITY
# INVOKER VIEW …` in Sakila): dropped from the statement's head before parsing.
_VIEW_OPTIONS_RE = re.compile(
    r"^(CREATE\s+(?:OR\s+REPLACE\s+)?)((?:(?:ALGORITHM|DEFINER)\s*=\s*\S+\s+|SQL\s+SECURITY\s+\w+\s+)+)(?=VIEW\b)",
    re.IGNORECASE,
)
# `CREATE MATERIALIZED VIEW … WITH NO DATA` (pg_dump): whether rows are stored says nothing of its columns.
_VIEW_DATA_RE = re.compile(r"\s+WITH\s+(?:NO\s+)?DATA\s*$", re.IGNORECASE)
_ALTER_RE = re.compile(r"ALTER\s+TABLE\b", re.IGNORECASE)
_DATABASE_RE = re.compile(
    r"(?:USE|CREATE\s+DATABASE(?:\s+IF\s+NOT\s+EXISTS)?)\s+(`(?:[^`]|``)+`|\"(?:[^\"]|\"\")+\"|\[[^\]]+\]|[\w$]+)",
    re.IGNORECASE,
)
_ESCAPE_STRING_RE = re.compile(r"(\bIS\s+)[Ee]'")
_COMMENT_RE = re.compile(r"COMMENT\s+ON\s+(TABLE|COLUMN|VIEW|MATERIALIZED\s+VIEW)\b", re.IGNORECASE)
_SCHEMA_ELEMENT_RE = re.compile(r"\bCREATE\s+(?:TABLE|VIEW|INDEX|SEQUENCE|TRIGGER)\b", re.IGNORECASE)
_CREATE_SCHEMA_RE = re.compile(
    r"CREATE\s+SCHEMA\s+(?:IF\s+NOT\s+EXISTS\s+)?(\"(?:[^\"]|\"\")+\"|[^\s;]+)", re.IGNORECASE
)

# How much of a broken statement the report quotes.
SNIPPET_LENGTH = 80


class _Quiet:
    """sqlglot logs a warning for each statement it falls back on; the report says it instead."""

    def __enter__(self):
        self._logger = logging.getLogger("sqlglot")
        self._level = self._logger.level
        self._logger.setLevel(logging.ERROR)

    def __exit__(self, *exc):
        self._logger.setLevel(self._level)


def read_text(path: Path) -> tuple[str, str | None]:
    """Decode a DDL file: UTF-8 (with or without BOM), then GB18030 (common for Chinese dumps);
    undecodable bytes are replaced and reported rather than failing the file. NUL bytes, which
    no SQL contains, are dropped."""
    data = path.read_bytes()
    note = None
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    else:
        text = data.decode("utf-8", errors="replace")
        note = "the file is not valid UTF-8 or GB18030; undecodable bytes were replaced"
    if "\x00" in text:
        text = text.replace("\x00", "")
        note = (note + "; " if note else "") + "NUL bytes were removed"
    return text, note


def parse_ddl(
    text: str,
    *,
    database: str | None,
    dialect: str,
    path: str = "",
    fallback_name: str = "main",
    progress: Callable[[int], None] | None = None,
) -> SourceSchema:
    """Parse a DDL script into a SourceSchema. A CREATE TABLE the parser rejects is recovered
    (`ddl_recovery`) and reported in `warnings`; a statement nothing can read is skipped and
    reported in `skipped`. With `database=None` the database is the one the text names (`USE x`,
    `CREATE DATABASE x`), else `fallback_name`."""
    if dialect not in DIALECTS:
        raise ValueError(f"unknown dialect {dialect!r}: use mysql, postgres or sqlite")
    source = SourceSchema(database=database or fallback_name, engine=dialect, path=path, kind="ddl")
    builder = TableBuilder(source, dialect, fallback=None if database else fallback_name)
    with _Quiet(), fewer_collections():
        for raw in sqltext.split_statements(text, dialect):
            source.statements += 1
            if progress is not None:
                progress(len(raw.text) + 1)
            if raw.error:
                source.table_statements += _is_create_table(raw.text)
                _skip(source, raw, raw.error)
                continue
            try:
                _dispatch(builder, raw, None)
            except PARSE_ERRORS as error:
                _skip(source, raw, _short_error(error))
    builder.finish()
    return source


def _is_create_table(text: str) -> bool:
    create = _CREATE_RE.match(text)
    return bool(create) and create.group(1).upper() == "TABLE"


# Statements a schema dump may hold that say nothing about tables: passed over, not reported.
# Anything that does not even start with an SQL keyword (binary junk, stray text) is reported.
_SQL_START_RE = re.compile(
    r"(?:CREATE|ALTER|COMMENT|INSERT|DROP|SET|USE|LOCK|UNLOCK|SELECT|UPDATE|DELETE|GRANT|REVOKE|BEGIN|COMMIT|"
    r"START|TRUNCATE|REPLACE|CALL|DECLARE|DO|PRAGMA|ANALYZE|VACUUM|WITH|COPY|REINDEX|EXPLAIN|SAVEPOINT|RELEASE|"
    r"ROLLBACK|END|FLUSH|SHOW|RENAME|LOAD|OPTIMIZE|REFRESH|SECURITY|CLUSTER|CHECKPOINT|DEALLOCATE|DISCARD|"
    r"EXECUTE|FETCH|IMPORT|LISTEN|NOTIFY|PREPARE|RESET|VALUES|ATTACH|DETACH|ABORT|CLOSE|MOVE|HANDLER|CHANGE|"
    r"CHECK|CHECKSUM|REPAIR|INSTALL|UNINSTALL|KILL|PURGE|RESIGNAL|SIGNAL|GET|XA|HELP|BINLOG|CACHE|SHUTDOWN|"
    r"RESTART|CLONE|TABLE|SOURCE|CONNECT|DESCRIBE|DESC)\b",
    re.IGNORECASE,
)


def _dispatch(builder: TableBuilder, raw: sqltext.RawStatement, default_schema: str | None) -> None:
    text = raw.text
    if not _SQL_START_RE.match(text):
        raise ValueError("not an SQL statement")
    create = _CREATE_RE.match(text)
    if create:
        what = create.group(1).upper()
        if what == "SCHEMA":
            _create_schema(builder, raw)
            return
        if what == "TABLE":
            builder.source.table_statements += 1
            _create_table(builder, raw, default_schema)
            return
        if what == "VIEW":
            text = _VIEW_OPTIONS_RE.sub(r"\1", text, count=1)
            text = _VIEW_DATA_RE.sub("", text)
        node = sqlglot.parse_one(text, read=builder.dialect)
        if not isinstance(node, exp.Create):
            raise ValueError(f"could not read this CREATE {what} statement")
        builder.create_view(node, default_schema)
    elif _DATABASE_RE.match(text):
        builder.named.append(_database_name(_DATABASE_RE.match(text).group(1), builder.engine))
    elif _ALTER_RE.match(text):
        node = sqlglot.parse_one(text, read=builder.dialect)
        if isinstance(node, exp.Alter):
            builder.alter(node, default_schema)
    elif _COMMENT_RE.match(text):
        # sqlglot does not read an escape string (E'…') as a comment's text; a plain string
        # with the same characters does.
        text = _ESCAPE_STRING_RE.sub(lambda m: m.group(1) + "'", text)
        node = sqlglot.parse_one(text, read=builder.dialect)
        if isinstance(node, exp.Comment):
            builder.comment_on(node, default_schema)


def _create_table(builder: TableBuilder, raw: sqltext.RawStatement, default_schema: str | None) -> None:
    """Parse a CREATE TABLE; when the parser rejects it, recover the table and report what was
    left out as a warning. Raises only when not even a name and a column list can be found."""
    try:
        node = sqlglot.parse_one(raw.text, read=builder.dialect)
        if not isinstance(node, exp.Create):
            raise ValueError("could not read this CREATE TABLE statement")
    except PARSE_ERRORS as error:
        recovered = recover_create_table(raw.text, builder.dialect, error_offset(error, raw.text))
        if recovered is None:
            clause = failing_clause(error)
            raise ValueError("could not read this CREATE TABLE statement, not even its name and columns"
                             + (f" (the reader stopped at “{clause}”)" if clause else "")) from None
        builder.create_table(recovered.create, default_schema, raw.text, recovered.items)
        name = builder.ident(recovered.create.this.this.this)[1]
        left_out = "; ".join(recovered.dropped) or failing_clause(error)
        builder.source.warnings.append(Skipped(
            line=raw.line, reason=f"table {name} was read without what the reader does not understand — {left_out}"))
        return
    builder.create_table(node, default_schema, raw.text)


def _database_name(word: str, engine: str) -> str:
    closing = {'"': '"', "`": "`", "[": "]"}.get(word[:1])
    if closing:
        return word[1:-1].replace(closing * 2, closing)
    return word.lower() if engine == "postgres" else word


def _create_schema(builder: TableBuilder, raw: sqltext.RawStatement) -> None:
    """`CREATE SCHEMA s CREATE TABLE … CREATE VIEW …` (PostgreSQL): each element is read on its own
    with `s` as its schema."""
    match = _CREATE_SCHEMA_RE.match(raw.text)
    if match and builder.engine == "mysql":  # in MySQL a schema is a database
        builder.named.append(_database_name(match.group(1), builder.engine))
    if not match or builder.engine != "postgres":
        return
    word = match.group(1)
    schema = word[1:-1].replace('""', '"') if word.startswith('"') else word.lower()
    masked = sqltext.mask(raw.text, builder.dialect)
    depth_zero = []
    depth = 0
    for i, ch in enumerate(masked):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif depth == 0 and ch in "Cc" and _SCHEMA_ELEMENT_RE.match(masked, i) and (i == 0 or not masked[i - 1].isalnum()):
            depth_zero.append(i)
    starts = [i for i in depth_zero if i > match.end() - 1]
    for a, b in zip(starts, starts[1:] + [len(raw.text)]):
        element = raw.text[a:b].strip()
        line = raw.line + raw.text.count("\n", 0, a)
        sub = sqltext.RawStatement(element, line)
        try:
            _dispatch(builder, sub, schema)
        except PARSE_ERRORS as error:
            _skip(builder.source, sub, _short_error(error))


def _short_error(error: Exception) -> str:
    message = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    # sqlglot's messages embed ANSI underline codes around the offending token.
    message = re.sub(r"\x1b\[[0-9;]*m", "", message)
    return message[:200]


def _skip(source: SourceSchema, raw: sqltext.RawStatement, reason: str) -> None:
    snippet = " ".join(raw.text[:SNIPPET_LENGTH].split())
    skipped = Skipped(line=raw.line, reason=reason, snippet=snippet)
    source.skipped.append(skipped)
    if _is_create_table(raw.text):
        source.lost_tables.append(skipped)


def parse_ddl_file(
    path: str | Path,
    *,
    dialect: str,
    database: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> SourceSchema:
    path = Path(path)
    text, note = read_text(path)
    source = parse_ddl(text, database=database, dialect=dialect, path=str(path), fallback_name=path.stem,
                       progress=progress)
    if note:
        source.skipped.insert(0, Skipped(line=0, reason=note))
    return source


def guess_dialect(text: str) -> str:
    """A dialect for a DDL file given without `--dialect`: backticks, ENGINE= or COMMENT '…' say
    MySQL; COMMENT ON, CREATE SCHEMA … or psql commands say PostgreSQL; else SQLite."""
    head = text[:200_000]
    mysql = len(re.findall(r"`|\bENGINE\s*=|\bAUTO_INCREMENT\b|\bCOMMENT\s+'", head, re.IGNORECASE))
    postgres = len(re.findall(r"\bCOMMENT\s+ON\b|^\\|\bSERIAL\b|::\w+|\bpg_catalog\b", head, re.IGNORECASE | re.MULTILINE))
    if mysql > postgres and mysql:
        return "mysql"
    if postgres:
        return "postgres"
    return "sqlite"
