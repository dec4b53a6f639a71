"""Descriptions written as SQL comments inside a `CREATE TABLE` statement — the way SQLite schemas
carry them, since SQLite keeps the statement verbatim in `sqlite_master` and has no COMMENT clause.

Used by the DDL reader (`ddl.py`, SQLite dialect) and by the SQLite file reader (`sqlite_source.py`).
"""

from __future__ import annotations

import re

from . import sqltext
from .model import Table


def apply_sql_comments(table: Table, create_sql: str, dialect: str = "sqlite") -> None:
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
    names = [item_name(create_sql, named, a, b) for a, b in items]
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


def item_name(sql: str, named: str, a: int, b: int) -> str | None:
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
