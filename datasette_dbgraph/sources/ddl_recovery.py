"""Read a `CREATE TABLE` statement that the parser rejects, rather than lose the table.

Real dumps carry clauses `sqlglot` does not know: `WITHOUT OIDS`, MySQL partitioning, MariaDB
`WITH SYSTEM VERSIONING`, SQLite `WITHOUT ROWID`, `FLOAT UNSIGNED`, PostgreSQL 18 virtual generated
columns, a type named like a keyword (`CUBE`) … None of them says anything about what a table
holds, so the reader recovers the table in three steps, each only when the one before failed:

1. the statement without what follows its column list (only a MySQL `COMMENT` and `INHERITS`
   are kept, the parts the index uses);
2. each item of the column list parsed on its own, first as written, then without the column
   clauses listed in `_COLUMN_NOISE`;
3. a narrow reader for the items still left: a column's name, type, `COMMENT '…'`, `NOT NULL`,
   `PRIMARY KEY` and `REFERENCES`; a table constraint's `PRIMARY KEY` / `FOREIGN KEY`.

What was left out is returned in words, so the caller can report it as a warning with its line.
Nothing is recovered when no table name or no column list can be found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError

from . import sqltext
from .model import Column

# What a recovered warning quotes of a clause it left out.
CLAUSE_QUOTE_LENGTH = 60

# What the parser (and reading its tree) may raise on a statement it cannot read: that statement's
# problem only, never the file's.
PARSE_ERRORS = (ParseError, TokenError, ValueError, AttributeError, TypeError, KeyError, IndexError, RecursionError)

_PART = r'(?:"(?:[^"]|"")+"|`(?:[^`]|``)+`|\[[^\]]+\]|[^\s.()"`\[\],;]+)'
_NAME_RE = re.compile(rf"{_PART}(?:\s*\.\s*{_PART})*")
_HEAD_RE = re.compile(r"CREATE\b.*?\bTABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?", re.IGNORECASE | re.DOTALL)
_PARTITION_OF_RE = re.compile(rf"\s*PARTITION\s+OF\s+({_NAME_RE.pattern})", re.IGNORECASE)
_INHERITS_RE = re.compile(r"\bINHERITS\s*\(", re.IGNORECASE)
_COMMENT_WORD_RE = re.compile(r"\bCOMMENT\b", re.IGNORECASE)
_TABLE_COMMENT_RE = re.compile(r"\s*=?\s*'")
_COLUMN_COMMENT_RE = re.compile(r"\s+'")
_CONSTRAINT_START_RE = re.compile(
    r"(?:CONSTRAINT|PRIMARY|FOREIGN|UNIQUE|CHECK|KEY|INDEX|FULLTEXT|SPATIAL|EXCLUDE|PERIOD|LIKE)\b", re.IGNORECASE
)
_PRIMARY_KEY_RE = re.compile(r"\bPRIMARY\s+KEY\s*\(", re.IGNORECASE)
_FOREIGN_KEY_RE = re.compile(r"\bFOREIGN\s+KEY\s*\(", re.IGNORECASE)
_REFERENCES_RE = re.compile(rf"\bREFERENCES\s+({_NAME_RE.pattern})\s*(\()?", re.IGNORECASE)
_TYPE_RE = re.compile(
    rf"\s*({_PART}(?:\s*\.\s*{_PART})*(?:\s+(?:VARYING|PRECISION|UNSIGNED|SIGNED|ZEROFILL))*)", re.IGNORECASE
)
# Words that begin a column constraint, never a type (SQLite allows a column without a type).
_NOT_A_TYPE = {"not", "null", "primary", "default", "references", "unique", "check", "constraint", "comment",
               "generated", "as", "collate", "auto_increment", "autoincrement", "on", "key"}
# Words that begin a table option after the column list (MySQL, MariaDB, PostgreSQL, SQLite).
_OPTION_START_RE = re.compile(
    r"\b(?:PARTITION\s+BY|PARTITIONS|SUBPARTITION|WITH|WITHOUT|TABLESPACE|INHERITS|ROW_FORMAT|KEY_BLOCK_SIZE|"
    r"STRICT|ENGINE|TYPE|AUTO_INCREMENT|DEFAULT|CHARSET|CHARACTER\s+SET|COLLATE|COMMENT|STATS_\w+|PACK_KEYS|"
    r"CHECKSUM|DELAY_KEY_WRITE|PAGE_\w+|ENCRYPTED|ENCRYPTION|COMPRESSION|INSERT_METHOD|UNION|DATA\s+DIRECTORY|"
    r"INDEX\s+DIRECTORY|MAX_ROWS|MIN_ROWS|AVG_ROW_LENGTH|CONNECTION|ON\s+COMMIT|USING|SERVER|OPTIONS)\b",
    re.IGNORECASE,
)
_UNDERSTOOD_RE = re.compile(r"\bNOT\s+NULL\b|\bNULL\b|\bPRIMARY\s+KEY\b", re.IGNORECASE)

# Column clauses the parser may reject and the index does not need, tried away one at a time.
_COLUMN_NOISE = [
    ("UNSIGNED", re.compile(r"\s+(?:UNSIGNED|SIGNED|ZEROFILL)\b", re.IGNORECASE)),
    ("a generated value", re.compile(r"\s+(?:GENERATED\s+ALWAYS\s+)?AS\s*\(.*\)\s*(?:VIRTUAL|STORED|PERSISTENT)?",
                                     re.IGNORECASE | re.DOTALL)),
    ("CHARACTER SET", re.compile(r"\s+(?:CHARACTER\s+SET|CHARSET)\s+\S+", re.IGNORECASE)),
    ("COLLATE", re.compile(r"\s+COLLATE\s+(?:\"[^\"]*\"|\S+)", re.IGNORECASE)),
    ("WITH PARSER", re.compile(r"\s+WITH\s+PARSER\s+\S+", re.IGNORECASE)),
    ("ON CONFLICT", re.compile(r"\s+ON\s+CONFLICT\s+\w+", re.IGNORECASE)),
    ("WITH SYSTEM VERSIONING", re.compile(r"\s+WITH(?:OUT)?\s+SYSTEM\s+VERSIONING", re.IGNORECASE)),
]


@dataclass
class Recovered:
    """A table read around what the parser rejected: its `CREATE` node (name and the options the
    index uses), its items (parsed nodes, and `Column`s from the narrow reader) and what was left out."""

    create: exp.Create
    items: list = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)


def quote_clause(text: str) -> str:
    """A clause as a warning quotes it: on one line, shortened."""
    text = " ".join(text.split())
    return text if len(text) <= CLAUSE_QUOTE_LENGTH else text[: CLAUSE_QUOTE_LENGTH - 1] + "…"


def failing_clause(error: Exception) -> str:
    """Where the parser stopped, in the statement's own words."""
    errors = getattr(error, "errors", None)
    if errors:
        first = errors[0]
        words = (first.get("highlight") or "") + (first.get("end_context") or "")
        if words.strip():
            return quote_clause(words)
    found = re.search(r"Error tokenizing '(.*)'", str(error), re.DOTALL)
    return quote_clause(found.group(1)) if found else ""


def error_offset(error: Exception, text: str) -> int:
    """Where in `text` the parser stopped, or -1."""
    errors = getattr(error, "errors", None)
    if not errors or not errors[0].get("line"):
        return -1
    line, col = errors[0]["line"], errors[0].get("col") or 0
    start = 0
    for _ in range(line - 1):
        start = text.find("\n", start) + 1
        if start == 0:
            return -1
    return start + max(0, col - len(errors[0].get("highlight") or ""))


def _parse_create(text: str, dialect: str) -> exp.Create | None:
    try:
        node = sqlglot.parse_one(text, read=dialect)
    except PARSE_ERRORS:
        return None
    return node if isinstance(node, exp.Create) and isinstance(node.this, exp.Schema) else None


def _top_level_items(masked: str, start: int, end: int) -> list[tuple[int, int]]:
    """(start, end) of each comma-separated item between `start` and `end` at parenthesis depth 0."""
    items, depth, begin = [], 0, start
    for i in range(start, end):
        ch = masked[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "," and depth == 0:
            items.append((begin, i))
            begin = i + 1
    items.append((begin, end))
    return [(a, b) for a, b in items if masked[a:b].strip()]


def _closing(masked: str, open_at: int) -> int:
    depth = 0
    for i in range(open_at, len(masked)):
        if masked[i] == "(":
            depth += 1
        elif masked[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _identifier(part: str) -> exp.Identifier:
    part = part.strip()
    closing = {'"': '"', "`": "`", "[": "]"}.get(part[:1])
    if closing and part.endswith(closing) and len(part) > 1:
        return exp.Identifier(this=part[1:-1].replace(closing * 2, closing), quoted=True)
    return exp.Identifier(this=part, quoted=False)


def table_from_name(name: str) -> exp.Table:
    parts = [_identifier(p) for p in re.findall(_PART, name)]
    table = exp.Table(this=parts[-1])
    if len(parts) > 1:
        table.set("db", parts[-2])
    return table


def _comment_after(text: str, masked: str, start: int, dialect: str, table: bool = False) -> tuple[str, int, int] | None:
    """(text, start, end) of the first `COMMENT '…'` (for a table also `COMMENT = '…'`) from `start` on."""
    for keyword in _COMMENT_WORD_RE.finditer(masked, start):
        quote = (_TABLE_COMMENT_RE if table else _COLUMN_COMMENT_RE).match(text, keyword.end())
        if not quote:
            continue
        quote_at = quote.end() - 1
        try:
            end = sqltext.Lexer(dialect).skip(text, quote_at, "'")
        except sqltext.UnterminatedError:
            return None
        literal = text[quote_at:end]
        try:
            node = sqlglot.parse_one(literal, read=dialect)
            value = node.this if isinstance(node, exp.Literal) else literal[1:-1]
        except PARSE_ERRORS:
            value = literal[1:-1]
        return value, keyword.start(), end
    return None


def recover_create_table(text: str, dialect: str, stopped_at: int = -1) -> Recovered | None:
    """The table a rejected `CREATE TABLE` statement describes, or None when no name and column
    list can be found in it. `stopped_at` is where the parser stopped (`error_offset`), if known."""
    masked = sqltext.mask(text, dialect)
    head = _HEAD_RE.match(text)
    if not head:
        return None
    name = _NAME_RE.match(text, head.end())
    open_at = masked.find("(", name.end() if name else head.end())
    if not name or open_at < 0:
        return None
    close_at = _closing(masked, open_at)
    if close_at < 0:
        return None
    table = table_from_name(name.group())
    create = exp.Create(this=exp.Schema(this=table, expressions=[]), kind="TABLE")
    recovered = Recovered(create=create)
    # What follows the column list is often fine when the parser stopped inside it (a column the
    # parser rejects): then it is kept whole, as the parser read it.
    options = _parse_create(f"CREATE TABLE t (x INT){text[close_at + 1:]}", dialect) if stopped_at <= close_at else None
    if options is not None:
        properties = list(options.args["properties"].expressions) if options.args.get("properties") else []
    else:
        properties = _kept_properties(text, masked, name.end(), open_at, close_at, dialect, recovered)
    if properties:
        create.set("properties", exp.Properties(expressions=properties))

    body = text[open_at + 1 : close_at]
    whole = _parse_create(f"CREATE TABLE t ({body})", dialect)
    if whole is not None:
        recovered.items = list(whole.this.expressions)
        return recovered
    for a, b in _top_level_items(masked, open_at + 1, close_at):
        a += len(text[a:b]) - len(text[a:b].lstrip())  # the same bounds for the text and its mask
        b -= len(text[a:b]) - len(text[a:b].rstrip())
        recovered.items.extend(_read_item(text[a:b], masked[a:b], dialect, recovered.dropped))
    if not any(isinstance(i, (exp.ColumnDef, Column, exp.Identifier, exp.Column)) for i in recovered.items):
        return None
    return recovered


def _kept_properties(text: str, masked: str, name_end: int, open_at: int, close_at: int, dialect: str,
                     recovered: Recovered) -> list[exp.Expression]:
    """The table options after the column list as far as the parser reads them (the longest run
    of whole options it accepts), plus COMMENT, INHERITS and PARTITION OF found by pattern in the
    rest, which is reported as left out."""
    tail, tail_masked = text[close_at + 1 :], masked[close_at + 1 :]
    starts, depth, counted = [], 0, 0
    for match in _OPTION_START_RE.finditer(tail_masked):
        depth += tail_masked.count("(", counted, match.start()) - tail_masked.count(")", counted, match.start())
        counted = match.start()
        if depth == 0:
            starts.append(match.start())
    # The longest run of whole options the parser accepts, found by halving (a run that parses
    # stays parseable when shortened at an option boundary), so a long tail costs few parses.
    kept: list[exp.Expression] = []
    cuts, low, high, cut = [0, *starts], 0, len(starts), 0
    while low <= high:
        middle = (low + high) // 2
        options = _parse_create(f"CREATE TABLE t (x INT){tail[:cuts[middle]]}", dialect)
        if options is None:
            high = middle - 1
            continue
        cut, low = cuts[middle], middle + 1
        kept = list(options.args["properties"].expressions) if options.args.get("properties") else []
    have = {type(p) for p in kept}
    partition_of = _PARTITION_OF_RE.match(text, name_end, open_at)
    if partition_of:
        kept.append(exp.PartitionedOfProperty(this=table_from_name(partition_of.group(1))))
    left_out = list(tail)
    comment = _comment_after(tail, tail_masked, cut, dialect, table=True)
    if comment is not None and exp.SchemaCommentProperty not in have:
        kept.append(exp.SchemaCommentProperty(this=exp.Literal.string(comment[0])))
        left_out[comment[1] : comment[2]] = " " * (comment[2] - comment[1])
    inherits = _INHERITS_RE.search(tail_masked, cut)
    end = _closing(tail_masked, inherits.end() - 1) if inherits else -1
    if inherits and end > 0 and exp.InheritsProperty not in have:
        parents = tail[inherits.end() : end]
        kept.append(exp.InheritsProperty(expressions=[table_from_name(p) for p in parents.split(",") if p.strip()]))
        left_out[inherits.start() : end + 1] = " " * (end + 1 - inherits.start())
    rest = "".join(left_out[cut:])
    if rest.strip(" \t\r\n;,"):
        recovered.dropped.append(f"“{quote_clause(rest.strip(' ;'))}” after the column list")
    return kept


def _read_item(item: str, masked: str, dialect: str, dropped: list[str]) -> list:
    """One item of a column list: parsed as written, then without known noise, then by the
    narrow reader. Adds to `dropped` whatever was left out."""
    node = _parse_item(item, dialect)
    if node is not None:
        return [node]
    constraint = bool(_CONSTRAINT_START_RE.match(masked))
    name = re.match(_PART, item)
    label = f"“{quote_clause(item)}”" if constraint or not name else "column " + _identifier(name.group()).this
    cleaned, removed = item, []
    for what, pattern in _COLUMN_NOISE:
        changed = pattern.sub("", cleaned)
        if changed != cleaned:
            cleaned = changed
            removed.append(what)
            node = _parse_item(cleaned, dialect)
            if node is not None:
                dropped.append(f"{', '.join(removed)} of {label}")
                return [node]
    if constraint:
        return _narrow_constraint(item, dialect, dropped)
    return _narrow_column(item, masked, dialect, dropped)


def _parse_item(item: str, dialect: str):
    create = _parse_create(f"CREATE TABLE t ({item})", dialect)
    if create is None or len(create.this.expressions) != 1:
        return None
    return create.this.expressions[0]


def _narrow_constraint(item: str, dialect: str, dropped: list[str]) -> list:
    """A table constraint read for its keys only: PRIMARY KEY (…) or FOREIGN KEY (…) REFERENCES t (…)."""
    masked = sqltext.mask(item, dialect)
    for pattern in (_PRIMARY_KEY_RE, _FOREIGN_KEY_RE):
        match = pattern.search(masked)
        if not match:
            continue
        end = _closing(masked, match.end() - 1)
        if end < 0:
            break
        keys = match.group().strip() + item[match.end() : end + 1]
        if pattern is _FOREIGN_KEY_RE:
            reference = _reference(item, masked, end + 1)
            if reference is None:
                break
            keys += " " + reference
        node = _parse_item(keys, dialect)
        if node is not None:
            if " ".join(keys.split()) != " ".join(item.split()):
                dropped.append(f"all but the keys of “{quote_clause(item)}”")
            return [node]
    dropped.append(f"“{quote_clause(item)}”")
    return []


def _reference(item: str, masked: str, start: int) -> str | None:
    """`REFERENCES t (c, …)` as written, from `start` on."""
    match = _REFERENCES_RE.search(masked, start)
    if not match:
        return None
    table = item[match.start(1) : match.end(1)]
    if not match.group(2):
        return f"REFERENCES {table}"
    end = _closing(masked, match.end(2) - 1)
    return f"REFERENCES {table} {item[match.end(2) - 1 : end + 1]}" if end > 0 else f"REFERENCES {table}"


def _narrow_column(item: str, masked: str, dialect: str, dropped: list[str]) -> list:
    """A column read for its name, type, COMMENT, NOT NULL, PRIMARY KEY and REFERENCES."""
    name_match = re.match(_PART, item)
    if not name_match:
        dropped.append(f"“{quote_clause(item)}”")
        return []
    identifier = _identifier(name_match.group())
    column = Column(name=identifier.this, spelled=identifier.this)
    column_type = _TYPE_RE.match(item, name_match.end())
    rest_at = name_match.end()
    if column_type and column_type.group(1).split()[0].casefold() not in _NOT_A_TYPE:
        rest_at = column_type.end()
        params = re.match(r"\s*\(([^()]*)\)", masked[rest_at:]) and re.match(r"\s*\(([^()]*)\)", item[rest_at:])
        column.type = " ".join(column_type.group(1).split()).upper()
        if params:
            column.type += f"({','.join(p.strip() for p in params.group(1).split(','))})"
            rest_at += params.end()
        if item[rest_at:].lstrip().startswith("[]"):
            column.type += "[]"
    comment = _comment_after(item, masked, rest_at, dialect)
    column.comment = comment[0] if comment else None
    column.notnull = bool(re.search(r"\bNOT\s+NULL\b", masked[rest_at:], re.IGNORECASE))
    nodes: list = [column]
    if re.search(r"\bPRIMARY\s+KEY\b", masked[rest_at:], re.IGNORECASE):
        column.pk = 1
    reference = _reference(item, masked, rest_at)
    if reference is not None:
        node = _parse_item(f"FOREIGN KEY ({name_match.group()}) {reference}", dialect)
        if node is not None:
            nodes.append(node)
    rest = list(item[rest_at:])
    understood = [comment[1:]] if comment else []
    understood += [m.span() for m in _UNDERSTOOD_RE.finditer(masked, rest_at)]
    if reference is not None:
        found = _REFERENCES_RE.search(masked, rest_at)
        understood.append((found.start(), _closing(masked, found.end() - 1) + 1 if found.group(2) else found.end()))
    for a, b in understood:
        rest[a - rest_at : b - rest_at] = " " * (b - a)
    rest = "".join(rest)
    dropped.append(f"column {column.name} read by name and type only"
                   + (f", without “{quote_clause(rest)}”" if rest.strip(" ,") else ""))
    return nodes
