"""Read DDL files — `mysqldump --no-data`, `pg_dump --schema-only`, SQLite `.schema` — into tables.

The file is split into statements by `sqltext` and each statement that can describe a table is
parsed on its own by `sqlglot`, so one broken statement costs that statement only: it is counted
and reported with its line, and everything after it is still read. Data statements (`INSERT`,
`COPY`), procedures and triggers are passed over without parsing — a 4 MB Navicat dump is mostly
`INSERT`, and parsing it would cost time and say nothing about the schema.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Callable, Iterable

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError

from . import sqltext
from .model import Column, ForeignKey, Skipped, SourceSchema, Table

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
_ALTER_RE = re.compile(r"ALTER\s+TABLE\b", re.IGNORECASE)
_ESCAPE_STRING_RE = re.compile(r"(\bIS\s+)[Ee]'")
_COMMENT_RE = re.compile(r"COMMENT\s+ON\s+(TABLE|COLUMN|VIEW|MATERIALIZED\s+VIEW)\b", re.IGNORECASE)
_SCHEMA_ELEMENT_RE = re.compile(r"\bCREATE\s+(?:TABLE|VIEW|INDEX|SEQUENCE|TRIGGER)\b", re.IGNORECASE)
_CREATE_SCHEMA_RE = re.compile(
    r"CREATE\s+SCHEMA\s+(?:IF\s+NOT\s+EXISTS\s+)?(\"(?:[^\"]|\"\")+\"|[^\s;]+)", re.IGNORECASE
)

# How much of a broken statement the report quotes.
SNIPPET_LENGTH = 80
# How many skipped statements the report lists one by one; the count is always exact.
MAX_REPORTED_SKIPS = 200


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


class _Builder:
    """Collects tables from parsed statements of one DDL source."""

    def __init__(self, source: SourceSchema, dialect: str):
        self.source = source
        self.dialect = dialect
        self.engine = source.engine
        self.tables: dict[tuple[str | None, str], Table] = {}
        self.pending_comments: list[tuple[int, str, str | None, str, str | None, str]] = []
        self.foreign_keys: list[ForeignKey] = []

    # -- names -------------------------------------------------------------------------------
    def ident(self, node: exp.Expression | None) -> tuple[str | None, str | None]:
        """(stored name, spelling) of an identifier, folding unquoted names the way the engine does."""
        if node is None:
            return None, None
        if isinstance(node, exp.Identifier):
            spelled = node.this
            quoted = node.quoted
        else:
            spelled = node.name
            quoted = bool(node.args.get("quoted"))
        if self.engine == "postgres" and not quoted:
            return spelled.lower(), spelled
        return spelled, spelled

    def table_key(self, table: exp.Table, default_schema: str | None) -> tuple[str | None, str, str]:
        name, spelled = self.ident(table.this)
        schema = None
        if self.engine == "postgres":
            schema, _ = self.ident(table.args.get("db"))
            schema = schema or default_schema or "public"
        return schema, name, spelled

    def lookup(self, schema: str | None, name: str) -> Table | None:
        table = self.tables.get((schema, name))
        if table is None and self.engine != "postgres":
            folded = name.casefold()
            for (s, n), candidate in self.tables.items():
                if n.casefold() == folded:
                    return candidate
        return table

    # -- statements --------------------------------------------------------------------------
    def create_table(self, node: exp.Create, default_schema: str | None, raw: str) -> None:
        target = node.this
        schema_node = target if isinstance(target, exp.Schema) else None
        table_node = schema_node.this if schema_node else target
        if not isinstance(table_node, exp.Table):
            raise ValueError("CREATE TABLE without a table name")
        schema, name, spelled = self.table_key(table_node, default_schema)
        table = Table(
            database=self.source.database, schema=schema, name=name, spelled=spelled, engine=self.engine
        )
        pk_names: list[str] = []
        for item in schema_node.expressions if schema_node else []:
            if isinstance(item, exp.ColumnDef):
                table.columns.append(self.column(item, table, pk_names))
            elif isinstance(item, (exp.Identifier, exp.Column)):
                # SQLite allows a column with no type at all: `CREATE TABLE t (a, b INTEGER)`.
                name, spelled = self.ident(item if isinstance(item, exp.Identifier) else item.this)
                table.columns.append(Column(name=name, spelled=spelled))
            else:
                self.constraint(item, table, pk_names)
        # Table properties live on the Create node; reading them there avoids walking the whole tree.
        properties = node.args.get("properties")
        for prop in properties.expressions if properties is not None else []:
            if isinstance(prop, exp.SchemaCommentProperty):
                table.comment = _literal(prop.this)
            elif isinstance(prop, exp.LikeProperty) and not table.columns and isinstance(prop.this, exp.Table):
                source = self.lookup(*self.table_key(prop.this, default_schema)[:2])
                if source:
                    table.columns = [Column(**vars(c)) for c in source.columns]
        self.mark_pk(table, pk_names)
        if self.engine == "sqlite":
            _apply_sql_comments(table, raw, self.dialect)
        self.tables[(schema, name)] = table

    def column(self, item: exp.ColumnDef, table: Table, pk_names: list[str]) -> Column:
        name, spelled = self.ident(item.this)
        kind = item.args.get("kind")
        column = Column(name=name, spelled=spelled, type=_type_text(kind))
        for constraint in item.args.get("constraints") or []:
            ckind = constraint.args.get("kind")
            if isinstance(ckind, exp.CommentColumnConstraint):
                column.comment = _literal(ckind.this)
            elif isinstance(ckind, exp.PrimaryKeyColumnConstraint):
                pk_names.append(name)
            elif isinstance(ckind, exp.NotNullColumnConstraint) and not ckind.args.get("allow_null"):
                column.notnull = True
            elif isinstance(ckind, exp.Reference):
                self.reference(table, [name], ckind)
        return column

    def constraint(self, item: exp.Expression, table: Table, pk_names: list[str]) -> None:
        for node in [item, *item.expressions] if isinstance(item, exp.Constraint) else [item]:
            if isinstance(node, exp.PrimaryKey):
                pk_names.extend(self.ident(e if isinstance(e, exp.Identifier) else e.this)[0] for e in node.expressions)
            elif isinstance(node, exp.ForeignKey):
                columns = [self.ident(e)[0] for e in node.expressions]
                ref = node.args.get("reference")
                if ref is not None:
                    self.reference(table, columns, ref)

    def reference(self, table: Table, columns: list[str], ref: exp.Reference) -> None:
        target = ref.this
        other_columns: list[str] = []
        if isinstance(target, exp.Schema):
            other_columns = [self.ident(e)[0] for e in target.expressions]
            target = target.this
        if not isinstance(target, exp.Table):
            return
        other_schema, other_name, _ = self.table_key(target, table.schema)
        self.foreign_keys.append(
            ForeignKey(
                database=table.database, schema=table.schema, table=table.name, columns=columns,
                other_schema=other_schema, other_table=other_name, other_columns=other_columns,
            )
        )

    @staticmethod
    def mark_pk(table: Table, pk_names: list[str]) -> None:
        for position, pk_name in enumerate(pk_names, start=1):
            column = table.column(pk_name) if pk_name else None
            if column is not None:
                column.pk = position

    def create_view(self, node: exp.Create, default_schema: str | None) -> None:
        target = node.this
        table_node = target.this if isinstance(target, exp.Schema) else target
        schema, name, spelled = self.table_key(table_node, default_schema)
        view = Table(database=self.source.database, schema=schema, name=name, spelled=spelled,
                     kind="view", engine=self.engine)
        select = node.expression
        if isinstance(target, exp.Schema) and target.expressions:
            names = [self.ident(e if isinstance(e, exp.Identifier) else e.this) for e in target.expressions]
            view.columns = [Column(name=n, spelled=s) for n, s in names if n]
        elif isinstance(select, exp.Query):
            view.columns = self.view_columns(select, default_schema)
        self.tables[(schema, name)] = view

    def view_columns(self, select: exp.Query, default_schema: str | None) -> list[Column]:
        columns: list[Column] = []
        seen: set[str] = set()
        for projection in getattr(select, "selects", []):
            if isinstance(projection, exp.Star) or (isinstance(projection, exp.Column) and projection.is_star):
                # `SELECT *` from one known table: the view has that table's columns.
                tables = list(select.find_all(exp.Table))
                if len(tables) == 1:
                    source = self.lookup(*self.table_key(tables[0], default_schema)[:2])
                    for column in source.columns if source else []:
                        if column.name not in seen:
                            seen.add(column.name)
                            columns.append(Column(name=column.name, spelled=column.spelled, type=column.type,
                                                  comment=column.comment))
                continue
            if isinstance(projection, exp.Alias):
                identifier = projection.args.get("alias")
            elif isinstance(projection, exp.Column):
                identifier = projection.this
            else:
                identifier = None
            if isinstance(identifier, exp.Identifier):
                name, spelled = self.ident(identifier)  # quoted names keep their case
            else:
                name = spelled = projection.alias_or_name
            if not name or name in seen:
                continue
            seen.add(name)
            columns.append(Column(name=name, spelled=spelled))
        return columns

    def alter(self, node: exp.Alter, default_schema: str | None) -> None:
        if not isinstance(node.this, exp.Table):
            return
        schema, name, _ = self.table_key(node.this, default_schema)
        table = self.lookup(schema, name)
        if table is None:
            return
        pk_names: list[str] = []
        for action in node.args.get("actions") or []:
            if isinstance(action, exp.ModifyColumn) and isinstance(action.this, exp.ColumnDef):
                # MODIFY keeps the name, CHANGE renames; either keeps the column's position.
                old_name = action.args.get("rename_from")
                existing = table.column(self.ident(old_name)[0] if old_name is not None else self.ident(action.this.this)[0])
                column = self.column(action.this, table, pk_names)
                if existing is not None:
                    column.pk = column.pk or existing.pk
                    table.columns[table.columns.index(existing)] = column
                else:
                    table.columns.append(column)
            elif isinstance(action, exp.ColumnDef):
                existing = table.column(self.ident(action.this)[0])
                column = self.column(action, table, pk_names)
                if existing is not None:  # MODIFY/CHANGE keeps the position
                    table.columns[table.columns.index(existing)] = column
                else:
                    table.columns.append(column)
            elif isinstance(action, exp.Drop) and (action.args.get("kind") or "").upper() == "COLUMN":
                for dropped in action.args.get("tables") or [action.this]:
                    column = table.column(self.ident(dropped.this if isinstance(dropped, exp.Column) else dropped)[0] or "")
                    if column is not None:
                        table.columns.remove(column)
            elif isinstance(action, exp.AddConstraint):
                for constraint in action.expressions:
                    self.constraint(constraint, table, pk_names)
            elif isinstance(action, (exp.PrimaryKey, exp.ForeignKey, exp.Constraint)):
                self.constraint(action, table, pk_names)
        if pk_names:
            for column in table.columns:
                column.pk = 0
            self.mark_pk(table, pk_names)

    def comment_on(self, node: exp.Comment, default_schema: str | None) -> None:
        kind = (node.args.get("kind") or "").upper()
        text = _literal(node.expression)
        target = node.this
        if kind in ("TABLE", "VIEW", "MATERIALIZED VIEW") and isinstance(target, exp.Table):
            schema, name, _ = self.table_key(target, default_schema)
            self.pending_comments.append((0, "table", schema, name, None, text))
        elif kind == "COLUMN" and isinstance(target, exp.Column):
            column, _ = self.ident(target.this)
            table_name, _ = self.ident(target.args.get("table"))
            schema, _ = self.ident(target.args.get("db"))
            if self.engine == "postgres":
                schema = schema or default_schema or "public"
            else:
                schema = None
            self.pending_comments.append((0, "column", schema, table_name, column, text))

    def finish(self) -> None:
        # COMMENT ON may come before or after its table; apply once everything is known.
        for _, what, schema, name, column, text in self.pending_comments:
            table = self.lookup(schema, name) if name else None
            if table is None:
                continue
            if what == "table":
                table.comment = text
            else:
                target = table.column(column) if column else None
                if target is not None:
                    target.comment = text
        self.source.tables = list(self.tables.values())
        known = {(t.schema, t.name) for t in self.source.tables}
        self.source.foreign_keys = [
            fk for fk in self.foreign_keys
            if (fk.schema, fk.table) in known and (fk.other_schema, fk.other_table) in known
        ]


def _type_text(kind: exp.Expression | None) -> str | None:
    """A column type as text, `VARCHAR(100)`, without running sqlglot's SQL generator per column
    (that alone was a third of the reading time of a 10,000-table dump)."""
    if kind is None:
        return None
    if isinstance(kind, exp.DataType) and isinstance(kind.this, exp.DataType.Type):
        name = kind.this.value
        if name == "USERDEFINED":
            inner = kind.args.get("kind")
            return inner.name if inner is not None else None
        params = [p.this.name if isinstance(p, exp.DataTypeParam) and p.this is not None else p.name
                  for p in kind.expressions]
        params = [p for p in params if p]
        return f"{name}({', '.join(params)})" if params else name
    return kind.sql()


def _literal(node: exp.Expression | None) -> str | None:
    if node is None:
        return None
    if isinstance(node, exp.Literal):
        return node.this
    return node.name or node.sql()


def _apply_sql_comments(table: Table, create_sql: str, dialect: str = "sqlite") -> None:
    """Descriptions written as SQL comments inside a CREATE TABLE (the SQLite way):

        CREATE TABLE orders ( -- 订单表
          id INTEGER PRIMARY KEY, -- 订单ID
          order_sn TEXT /* 订单编号 */
        );

    A comment right after the opening parenthesis describes the table; a comment after a column's
    definition (before or after its comma, on the same line) describes that column; a comment on
    a line of its own describes the column that follows it, unless that column has its own."""
    comments = sqltext.comments_in(create_sql, dialect)
    if not comments:
        return
    masked = sqltext.mask(create_sql, dialect)
    open_at = masked.find("(")
    if open_at < 0:
        return
    # Top-level items: (start, end) spans between depth-1 commas.
    items: list[tuple[int, int]] = []
    depth = 0
    start = open_at + 1
    close_at = len(masked)
    for i in range(open_at, len(masked)):
        ch = masked[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                items.append((start, i))
                close_at = i
                break
        elif ch == "," and depth == 1:
            items.append((start, i))
            start = i + 1
    named = sqltext.mask(create_sql, dialect, keep_identifiers=True)
    names = [_item_name(create_sql, named, a, b) for a, b in items]
    first_content = next((a + len(masked[a:b]) - len(masked[a:b].lstrip()) for a, b in items if masked[a:b].strip()), close_at)

    def line_of(pos: int) -> int:
        return create_sql.count("\n", 0, pos)

    trailing: dict[int, list[str]] = {}
    leading: dict[int, list[str]] = {}
    for c_start, c_end, body in comments:
        if not body or c_start < open_at or c_start > close_at:
            continue
        if c_start < first_content:
            # Between `(` and the first column: on the `(` line it is the table's comment,
            # on a line of its own it leads the first column.
            if line_of(c_start) == line_of(open_at) and table.comment is None:
                table.comment = body
            else:
                leading.setdefault(0, []).append(body)
            continue
        for index, (a, b) in enumerate(items):
            if a <= c_start <= b:
                content = masked[a:c_start]
                if content.strip():
                    trailing.setdefault(index, []).append(body)  # inside the item, after its text
                elif index > 0 and line_of(c_start) == line_of(items[index - 1][1]):
                    trailing.setdefault(index - 1, []).append(body)  # after the previous comma
                else:
                    leading.setdefault(index, []).append(body)  # on its own line, before the item
                break
    for index, name in enumerate(names):
        column = table.column(name) if name else None
        if column is None or column.comment:
            continue
        text = trailing.get(index) or leading.get(index)
        if text:
            column.comment = " ".join(text)


_CONSTRAINT_WORDS = {"constraint", "primary", "foreign", "unique", "check", "key", "index", "fulltext", "spatial"}


def _item_name(sql: str, named: str, a: int, b: int) -> str | None:
    """The column name an item of a CREATE TABLE defines, or None for a table constraint.
    `named` is the statement with strings and comments blanked but quoted names kept."""
    offset = a + len(named[a:b]) - len(named[a:b].lstrip())
    if offset >= b:
        return None
    ch = sql[offset]
    closing = {'"': '"', "`": "`", "[": "]"}.get(ch)
    if closing:
        end = sql.find(closing, offset + 1)
        while end > 0 and closing != "]" and sql.startswith(closing * 2, end):
            end = sql.find(closing, end + 2)  # a doubled quote inside the name
        return sql[offset + 1 : end].replace(closing * 2, closing) if end > 0 else None
    match = re.match(r"[^\s(,]+", named[offset:b])
    if not match:
        return None
    word = match.group()
    if word.casefold() in _CONSTRAINT_WORDS:
        return None
    return word


def parse_ddl(
    text: str,
    *,
    database: str,
    dialect: str,
    path: str = "",
    progress: Callable[[int], None] | None = None,
) -> SourceSchema:
    """Parse a DDL script into a SourceSchema; broken statements are skipped and reported."""
    if dialect not in DIALECTS:
        raise ValueError(f"unknown dialect {dialect!r}: use mysql, postgres or sqlite")
    source = SourceSchema(database=database, engine=dialect, path=path, kind="ddl")
    builder = _Builder(source, dialect)
    with _Quiet():
        for raw in sqltext.split_statements(text, dialect):
            source.statements += 1
            if progress is not None:
                progress(len(raw.text) + 1)
            if raw.error:
                _skip(source, raw, raw.error)
                continue
            try:
                _dispatch(builder, raw, None)
            except (ParseError, TokenError, ValueError, AttributeError, TypeError, KeyError, IndexError,
                    RecursionError) as error:
                _skip(source, raw, _short_error(error))
    builder.finish()
    return source


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


def _dispatch(builder: _Builder, raw: sqltext.RawStatement, default_schema: str | None) -> None:
    text = raw.text
    if not _SQL_START_RE.match(text):
        raise ValueError("not an SQL statement")
    create = _CREATE_RE.match(text)
    if create:
        what = create.group(1).upper()
        if what == "SCHEMA":
            _create_schema(builder, raw)
            return
        if what == "VIEW":
            text = _VIEW_OPTIONS_RE.sub(r"\1", text, count=1)
        node = sqlglot.parse_one(text, read=builder.dialect)
        if not isinstance(node, exp.Create):
            raise ValueError(f"could not read this CREATE {what} statement")
        if what == "TABLE":
            builder.create_table(node, default_schema, text)
        else:
            builder.create_view(node, default_schema)
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


def _create_schema(builder: _Builder, raw: sqltext.RawStatement) -> None:
    """`CREATE SCHEMA s CREATE TABLE … CREATE VIEW …` (PostgreSQL): each element is read on its own
    with `s` as its schema."""
    match = _CREATE_SCHEMA_RE.match(raw.text)
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
        except (ParseError, TokenError, ValueError, AttributeError, TypeError, KeyError, IndexError) as error:
            _skip(builder.source, sub, _short_error(error))


def _short_error(error: Exception) -> str:
    message = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    # sqlglot's messages embed ANSI underline codes around the offending token.
    message = re.sub(r"\x1b\[[0-9;]*m", "", message)
    return message[:200]


def _skip(source: SourceSchema, raw: sqltext.RawStatement, reason: str) -> None:
    snippet = " ".join(raw.text[:SNIPPET_LENGTH].split())
    source.skipped.append(Skipped(line=raw.line, reason=reason, snippet=snippet))


def parse_ddl_file(
    path: str | Path,
    *,
    dialect: str,
    database: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> SourceSchema:
    path = Path(path)
    text, note = read_text(path)
    source = parse_ddl(text, database=database or path.stem, dialect=dialect, path=str(path), progress=progress)
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


def iter_report(source: SourceSchema) -> Iterable[str]:
    for skipped in source.skipped[:MAX_REPORTED_SKIPS]:
        where = f"line {skipped.line}" if skipped.line else "file"
        yield f"{source.path or source.database}: {where}: {skipped.reason}" + (
            f" — {skipped.snippet}" if skipped.snippet else ""
        )
    if len(source.skipped) > MAX_REPORTED_SKIPS:
        yield f"{source.path or source.database}: … and {len(source.skipped) - MAX_REPORTED_SKIPS} more"
