"""What a user is told about a source after reading it: statements skipped, tables read with
warnings, and whether an index built from it would mislead (`completeness_problem`)."""

from __future__ import annotations

from typing import Iterable

from .model import SourceSchema

# How many skipped statements the report lists one by one; the count is always exact.
MAX_REPORTED_SKIPS = 200


# A source may lose at most this share of its CREATE TABLE statements before building an index
# from it is refused: one in twenty. After recovery (ddl_recovery) a statement is lost only when
# not even its name and column list can be found, which real dumps never need (the 30 files of
# tests/corpus lose none); what is lost is damaged text. One damaged statement in a hand-edited
# file of twenty tables should not block the rest, but a file losing more is being sampled, not read.
MAX_LOST_SHARE = 0.05


def completeness_problem(source: SourceSchema) -> str | None:
    """Why an index built from this source would mislead, or None: it yields no table or view, or
    more than MAX_LOST_SHARE of its CREATE TABLE statements could not be read. The message names
    the first statement lost and what stopped the reader there."""
    where = source.path or source.database
    first = source.lost_tables[0] if source.lost_tables else (source.skipped[0] if source.skipped else None)
    detail = ""
    if first is not None:
        detail = f"; the first, line {first.line}: {first.reason}" + (f" — {first.snippet}" if first.snippet else "")
    if not source.tables:
        if source.table_statements:
            return f"{where}: none of its {source.table_statements} CREATE TABLE statement(s) could be read{detail}"
        return (f"{where}: no table found in it ({source.statements} statement(s)); is it a schema dump"
                + (f" in the {source.engine} dialect" if source.kind == "ddl" else "") + f"?{detail}")
    lost = len(source.lost_tables)
    if lost and lost > MAX_LOST_SHARE * source.table_statements:
        return (f"{where}: {lost} of {source.table_statements} CREATE TABLE statements could not be read "
                f"(more than {MAX_LOST_SHARE:.0%}){detail}")
    return None


def iter_warnings(source: SourceSchema) -> Iterable[str]:
    for warning in source.warnings:
        where = f"line {warning.line}" if warning.line else "file"
        yield f"{source.path or source.database}: {where}: {warning.reason}"


def iter_report(source: SourceSchema) -> Iterable[str]:
    for skipped in source.skipped[:MAX_REPORTED_SKIPS]:
        where = f"line {skipped.line}" if skipped.line else "file"
        yield f"{source.path or source.database}: {where}: {skipped.reason}" + (
            f" — {skipped.snippet}" if skipped.snippet else ""
        )
    if len(source.skipped) > MAX_REPORTED_SKIPS:
        yield f"{source.path or source.database}: … and {len(source.skipped) - MAX_REPORTED_SKIPS} more"
