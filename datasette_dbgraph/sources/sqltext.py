"""Lexical helpers over SQL text: split a script into statements, blank out strings and comments.

A real parser (`sqlglot`) reads each statement; this module only finds where statements start and
end, which a parser cannot do for a whole file once one quote is left open. It is a small lexer,
not a parser: quotes, comments, `DELIMITER` lines (mysql client), psql meta-commands and
PostgreSQL dollar quotes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

# A DDL statement whose string literal swallows `;` + newline + `CREATE TABLE` almost certainly has
# an unterminated quote: comments and defaults do not contain the next table's definition. INSERT
# data may (JeecgBoot stores SQL in its rows), so the check is made for DDL statements only.
_RUNAWAY_RE = re.compile(r";[ \t]*\r?\n\s*(?:CREATE|DROP|ALTER)\s+TABLE\b", re.IGNORECASE)
_DDL_START_RE = re.compile(r"(?:CREATE|ALTER|COMMENT)\b", re.IGNORECASE)
_DELIMITER_LINE_RE = re.compile(r"DELIMITER[ \t]+(\S+)[^\n]*", re.IGNORECASE)
_MYSQL_DASH_COMMENT_RE = re.compile(r"--(?=[\s]|$)")
# Under another delimiter (`DELIMITER //`) only a stored routine keeps its `;` inside: the mysql client sends
# the rest as one text the server splits at `;` (Cacti's install file sets `//` at the top and never uses it).
_ROUTINE_START_RE = re.compile(
    r"(?:CREATE\s+(?:OR\s+REPLACE\s+)?(?:DEFINER\s*=\s*\S+\s+)?(?:PROCEDURE|FUNCTION|TRIGGER|EVENT)|BEGIN|DECLARE|IF)\b",
    re.IGNORECASE)

_STRING_BACKSLASH = {
    "'": re.compile(r"'(?:[^'\\]|\\.|'')*'", re.DOTALL),
    '"': re.compile(r'"(?:[^"\\]|\\.|"")*"', re.DOTALL),
}
_STRING_PLAIN = {
    "'": re.compile(r"'(?:[^']|'')*'", re.DOTALL),
    '"': re.compile(r'"(?:[^"]|"")*"', re.DOTALL),
}
_BACKTICK = re.compile(r"`(?:[^`]|``)*`", re.DOTALL)
_BRACKET = re.compile(r"\[[^\]\n]*\]")


@dataclass
class RawStatement:
    text: str
    line: int  # 1-based line where the statement starts
    error: str | None = None  # set when the lexer could not delimit it (an unterminated quote)


class UnterminatedError(Exception):
    def __init__(self, what: str, pos: int):
        super().__init__(what)
        self.what = what
        self.pos = pos


class Lexer:
    """Skips over one lexical element at a time for a dialect (`mysql`, `postgres`, `sqlite`)."""

    def __init__(self, dialect: str):
        self.dialect = dialect
        self.strings = _STRING_BACKSLASH if dialect == "mysql" else _STRING_PLAIN
        parts = [r"'", r'"', r"--", r"/\*"]
        if dialect == "mysql":
            parts += ["`", "#"]
        if dialect == "postgres":
            parts.append(r"\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$")
        if dialect == "sqlite":
            parts += ["`", r"\["]
        self._special = "|".join(parts)

    def pattern(self, extra: str | None = None) -> re.Pattern:
        return re.compile(self._special + ("|" + extra if extra else ""))

    def skip(self, text: str, pos: int, token: str) -> int | None:
        """Position after the element starting at `pos` with `token`; None when `token` is not one
        (a lone `--` in mysql without a following space). Raises UnterminatedError."""
        if token in ("'", '"'):
            if token == "'" and self.dialect == "postgres" and pos > 0 and text[pos - 1] in "eE":
                match = _STRING_BACKSLASH["'"].match(text, pos)
            else:
                match = self.strings[token].match(text, pos)
            if not match:
                raise UnterminatedError("quote", pos)
            return match.end()
        if token == "`":
            match = _BACKTICK.match(text, pos)
            if not match:
                raise UnterminatedError("backtick", pos)
            return match.end()
        if token == "[":
            match = _BRACKET.match(text, pos)
            return match.end() if match else pos + 1
        if token == "--":
            if self.dialect == "mysql" and not _MYSQL_DASH_COMMENT_RE.match(text, pos):
                return None
            end = text.find("\n", pos)
            return len(text) if end < 0 else end
        if token == "#":
            end = text.find("\n", pos)
            return len(text) if end < 0 else end
        if token == "/*":
            end = text.find("*/", pos + 2)
            if end < 0:
                raise UnterminatedError("comment", pos)
            return end + 2
        if token.startswith("$"):
            end = text.find(token, pos + len(token))
            if end < 0:
                raise UnterminatedError("dollar quote", pos)
            return end + len(token)
        return None


_IDENTIFIER_QUOTES = {"`", "["}


def elements(text: str, dialect: str) -> Iterator[tuple[int, int, str, bool]]:
    """(start, end, opening token, closed) of every string, quoted identifier and comment, in
    order. An element left open runs to the end of the text and ends the walk."""
    lexer = Lexer(dialect)
    pattern = lexer.pattern()
    pos = 0
    while True:
        match = pattern.search(text, pos)
        if not match:
            return
        token, start = match.group(), match.start()
        try:
            end = lexer.skip(text, start, token)
        except UnterminatedError:
            yield start, len(text), token, False
            return
        if end is None:  # `--` in MySQL without the space that makes it a comment
            pos = start + len(token)
            continue
        yield start, end, token, True
        pos = end


def mask(text: str, dialect: str, keep_identifiers: bool = False) -> str:
    """The text with every string, quoted identifier and comment replaced by spaces (same length,
    newlines kept), so structure (parentheses, commas, keywords) can be found with plain regexes.
    With `keep_identifiers`, quoted names (`"id"` outside MySQL, backticks, brackets) stay.
    An unterminated element is masked to the end."""
    keep = (_IDENTIFIER_QUOTES | ({'"'} if dialect != "mysql" else set())) if keep_identifiers else set()
    out = []
    pos = 0
    for start, end, token, _ in elements(text, dialect):
        out.append(text[pos:start])
        out.append(text[start:end] if token in keep else re.sub(r"[^\n]", " ", text[start:end]))
        pos = end
    out.append(text[pos:])
    return "".join(out)


def comments_in(text: str, dialect: str) -> list[tuple[int, int, str]]:
    """(start, end, body) of every comment in a statement, in order."""
    found = []
    for start, end, token, closed in elements(text, dialect):
        if not closed:
            break
        if token in ("--", "#"):
            found.append((start, end, text[start + len(token) : end].strip()))
        elif token == "/*":
            found.append((start, end, text[start + 2 : end - 2].strip()))
    return found


class _UnclosedComment(Exception):
    def __init__(self, pos: int):
        self.pos = pos


def _skip_blank(text: str, pos: int, lexer: Lexer) -> int:
    """Skip whitespace and comments before a statement; raise _UnclosedComment for a `/*` that
    never closes (the caller reports it and carries on after that line)."""
    length = len(text)
    while pos < length:
        ch = text[pos]
        if ch.isspace():
            pos += 1
            continue
        if text.startswith("--", pos) or (lexer.dialect == "mysql" and ch == "#"):
            end = text.find("\n", pos)
            pos = length if end < 0 else end + 1
            continue
        if text.startswith("/*", pos):
            end = text.find("*/", pos + 2)
            if end < 0:
                raise _UnclosedComment(pos)
            pos = end + 2
            continue
        break
    return pos


# mysqldump writes version-specific SQL inside executable comments (`/*!50001 CREATE … VIEW … */`):
# MySQL runs their content, so the reader must too.
_EXECUTABLE_COMMENT_RE = re.compile(r"/\*!\d*\s?((?:(?!\*/).)*)\*/", re.DOTALL)
# `COPY … FROM stdin;` in a full pg_dump is followed by data rows up to a line `\.`.
_COPY_STDIN_RE = re.compile(r"COPY\b[^;]*\bFROM\s+stdin\b", re.IGNORECASE)
_COPY_END_RE = re.compile(r"^\\\.[ \t]*$", re.MULTILINE)


def unwrap_executable_comments(text: str) -> str:
    """`/*!40101 SET … */` → ` SET … ` (same lines, so line numbers still hold)."""
    if "/*!" not in text:
        return text
    return _EXECUTABLE_COMMENT_RE.sub(lambda m: " " + m.group(1) + " ", text)


def split_statements(text: str, dialect: str) -> Iterator[RawStatement]:
    """Yield the statements of a SQL script in order, never stopping at a broken one.

    An unterminated quote or comment ends its statement at the next line that ends with the
    delimiter, reported with `error`; the statements after it are read as usual."""
    if dialect == "mysql":
        text = unwrap_executable_comments(text)
    lexer = Lexer(dialect)
    delimiter = ";"
    pattern = lexer.pattern(re.escape(delimiter))
    pos = 0
    line = 1
    counted = 0  # position up to which newlines were counted into `line`
    length = len(text)
    while pos < length:
        try:
            pos = _skip_blank(text, pos, lexer)
        except _UnclosedComment as unclosed:
            line += text.count("\n", counted, unclosed.pos)
            counted = unclosed.pos
            yield RawStatement(text[unclosed.pos : unclosed.pos + 80], line, "unterminated /* comment (skipped to the end of its line)")
            end = text.find("\n", unclosed.pos)
            pos = length if end < 0 else end + 1
            continue
        if pos >= length:
            return
        line += text.count("\n", counted, pos)
        counted = pos
        line_end = text.find("\n", pos)
        line_end = length if line_end < 0 else line_end
        if dialect == "mysql":
            match = _DELIMITER_LINE_RE.match(text, pos)
            if match:
                delimiter = match.group(1)
                pattern = lexer.pattern(re.escape(delimiter))
                pos = line_end
                continue
        if dialect == "postgres" and text[pos] == "\\":
            pos = line_end  # a psql meta-command (`\copy`, `\pset`) ends at the end of its line
            continue
        start = pos
        is_ddl = bool(_DDL_START_RE.match(text, start))
        # (a statement that is no routine ends at `;` too, whatever the delimiter)
        ends = pattern if delimiter == ";" or _ROUTINE_START_RE.match(text, start) else lexer.pattern(
            re.escape(delimiter) + "|;")
        error = None
        end = None
        ended_by = delimiter  # (the text that ended it, stepped over)
        scan = start
        while True:
            match = ends.search(text, scan)
            if not match:
                end = length
                break
            token = match.group()
            if token in (delimiter, ";"):
                end, ended_by = match.start(), token
                break
            try:
                after = lexer.skip(text, match.start(), token)
            except UnterminatedError as exc:
                error, end = _recover(text, exc, delimiter, start)
                break
            if after is None:
                scan = match.start() + len(token)
                continue
            if is_ddl and token in ("'", '"') and _RUNAWAY_RE.search(text, match.start(), after):
                error, end = _recover(text, UnterminatedError("quote", match.start()), delimiter, start)
                break
            scan = after
        body = text[start:end].strip()
        if body:
            yield RawStatement(body, line, error)
        pos = end + len(ended_by) if end < length else length
        if dialect == "postgres" and error is None and _COPY_STDIN_RE.match(body):
            done = _COPY_END_RE.search(text, pos)
            pos = done.end() if done else length  # the data rows are not SQL


def _recover(text: str, exc: UnterminatedError, delimiter: str, start: int) -> tuple[str, int]:
    """End a statement whose quote never closes at the first line ending with the delimiter."""
    ending = re.compile(re.escape(delimiter) + r"[ \t]*(?:\r?\n|$)")
    match = ending.search(text, exc.pos)
    end = match.start() if match else len(text)
    return f"unterminated {exc.what} in this statement (skipped up to the next line ending with {delimiter})", end
