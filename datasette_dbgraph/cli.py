"""`datasette dbgraph index` and `datasette dbgraph resolve` (docs/cli.md).

Exit status: 0 for every resolver outcome (resolved, ambiguous, not_found, …); non-zero only when
the command could not run — a missing or unreadable file, bad arguments — with one line on stderr.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from . import rules
from .index.bindings import bind
from .index.indexer import build_index_file
from .index.store import IndexUnavailable, Store, open_index
from .resolver import Options, Scope, answer
from .resolving import messages
from .resolving.filters import describe
from .resolving.resolution import Resolution
from .serving import labels, links
from .serving.inputs import InvalidInput, parse_mapping
from .serving.intent_words import intent_parts
from .sources import ddl
from .sources.source_report import (
    MAX_LOST_SHARE,
    completeness_problem,
    iter_report,
    iter_warnings,
)
from .sources.sqlite_source import is_sqlite_file, read_sqlite_file
from .sources.values import ValueBounds
from .words.aliases import AliasError, build_alias_table, load_alias_file

# Above this many bytes of input the index command shows a progress bar (on a terminal).
PROGRESS_MIN_BYTES = 1_000_000
# A source with one of these suffixes must be a SQLite database, never read as DDL.
SQLITE_SUFFIXES = {".db", ".sqlite", ".sqlite3", ".db3"}
# Skipped statements listed one by one on stderr; the count is always complete.
SKIPS_LISTED = 20


def _fail(message: str, code: int = 1):
    click.echo(f"Error: {message}", err=True)
    sys.exit(code)


def _load_metadata(path: str | None) -> dict | None:
    if not path:
        return None
    import yaml

    try:
        text = Path(path).read_text(encoding="utf-8")
        data = json.loads(text) if path.endswith(".json") else yaml.safe_load(text)
    except FileNotFoundError:
        _fail(f"{path}: no such metadata file")
    except (OSError, ValueError, yaml.YAMLError) as error:
        _fail(f"{path}: cannot read metadata ({str(error).splitlines()[0]})")
    if not isinstance(data, dict):
        _fail(f"{path}: metadata must be a mapping")
    return data


def _aliases(path: str | None) -> list:
    if not path:
        return []
    try:
        return load_alias_file(path)
    except AliasError as error:
        _fail(str(error))


def register(cli: click.Group) -> None:
    @cli.group()
    def dbgraph():
        """Find the table that holds what you mean: build and query a dbgraph index."""

    @dbgraph.command(name="index")
    @click.argument("sources", nargs=-1, required=True, type=click.Path(dir_okay=False))
    @click.option("-o", "--output", required=True, type=click.Path(dir_okay=False), help="The index file to write")
    @click.option("--metadata", type=click.Path(dir_okay=False), help="Datasette metadata (JSON or YAML) with descriptions")
    @click.option("--dialect", type=click.Choice(["mysql", "postgres", "sqlite"]),
                  help="Dialect of .sql sources (default: guessed from each file)")
    @click.option("--aliases", "aliases_path", type=click.Path(dir_okay=False),
                  help="YAML alias groups stored in the index for its resolver")
    @click.option("--name", "names", multiple=True, metavar="SOURCE=NAME",
                  help="The database name of a source, as requests and links use it (repeatable; SOURCE is "
                       "the path, file name or stem). Default: the DDL file's USE / CREATE DATABASE, else "
                       "the file's stem")
    @click.option("--allow-partial", is_flag=True,
                  help="Build the index even when a source yields no table or loses more than "
                       f"{MAX_LOST_SHARE:.0%} of its CREATE TABLE statements")
    @click.option("--no-values", is_flag=True,
                  help="Do not record what the columns of SQLite sources hold (their distinct values, range "
                       f"and form); by default the first {rules.VALUE_INDEX_ROWS:,} rows of each table are read")
    def index_command(sources, output, metadata, dialect, aliases_path, names, allow_partial, no_values):
        """Build an index from SQLite databases and .sql DDL files.

        A CREATE TABLE with clauses the reader does not understand is read without them and
        reported as a warning. The command fails, writing nothing, when a source yields no table
        or loses more than a small share of its CREATE TABLE statements, unless --allow-partial."""
        import time

        started = time.perf_counter()
        meta = _load_metadata(metadata)
        aliases = _aliases(aliases_path)
        given = _given_names(names, sources)
        total = 0
        for source in sources:
            path = Path(source)
            if not path.is_file():
                _fail(f"{source}: no such file")
            total += path.stat().st_size
        schemas = []
        databases: dict[str, str] = {}
        show = total >= PROGRESS_MIN_BYTES and sys.stderr.isatty()
        with click.progressbar(length=total, label="Reading schemas", file=sys.stderr,
                               hidden=not show) as bar:
            for source in sources:
                schema = _read_source(source, dialect, meta, given.get(source), bar,
                                      None if no_values else ValueBounds())
                if schema.database in databases:
                    _fail(f"{source} and {databases[schema.database]} would both be database “{schema.database}”; "
                          f"name one with --name {Path(source).name}=OTHER")
                databases[schema.database] = source
                schemas.append(schema)
        _report(schemas, allow_partial)
        try:
            table = build_alias_table(aliases, glossary=False)
            report = build_index_file(output, schemas, built_from=", ".join(sources), aliases=aliases,
                                      check=(lambda conn: bind(Store(conn), table)) if table.bindings else None)
        except OSError as error:
            _fail(f"{output}: cannot write the index ({error})")
        except IndexUnavailable as error:  # a binding to a table or column no source has
            _fail(f"{aliases_path}: {error}; nothing was written")
        warned = sum(len(schema.warnings) for schema in schemas)
        click.echo(f"{output}: {report.summary()}" + (f", {warned} read with warnings" if warned else "")
                   + f" in {time.perf_counter() - started:.2f}s")

    @dbgraph.command(name="resolve")
    @click.argument("index", type=click.Path(dir_okay=False))
    @click.argument("q", required=False)
    @click.option("--entity", help="Business words")
    @click.option("--object", "object_", help="A table name (database.table or schema.table to qualify)")
    @click.option("--field", "fields", multiple=True, help="A word for a column wanted (repeatable)")
    @click.option("--where", "wheres", multiple=True,
                  help="KEY=VALUE: a column or business words, optionally with a filter suffix "
                       "(订单状态=已发货, 金额__gt=100, status__in=0,1); repeatable")
    @click.option("--database", help="Consider only this database")
    @click.option("--json", "as_json", is_flag=True, help="Print the resolution as JSON")
    @click.option("--lang", type=click.Choice(["zh", "en"]), default=None, help="Language of reasons")
    @click.option("--aliases", "aliases_path", type=click.Path(dir_okay=False), help="More alias groups (YAML)")
    @click.option("--min-confidence", type=click.FloatRange(0, 1), default=None)
    @click.option("--ambiguity-gap", type=click.FloatRange(0, 1), default=None)
    @click.option("--requests", "requests_path", type=click.Path(dir_okay=False),
                  help="JSON lines: one request object a line in, one resolution a line out")
    def resolve_command(index, q, entity, object_, fields, wheres, database, as_json, lang, aliases_path,
                        min_confidence, ambiguity_gap, requests_path):
        """Resolve business words to one table and a WHERE, from an index file.

        Q is what you would type into the search box: 已发货的订单 手机号13800138000."""
        try:
            conn = open_index(index)
            store = Store(conn)
        except IndexUnavailable as error:
            _fail(f"{error}. Build one with: datasette dbgraph index SOURCE... -o {index}")
        lang = lang or messages.DEFAULT_LANG
        options = Options(lang=lang, aliases=build_alias_table(store.stored_aliases() + _aliases(aliases_path)))
        try:
            bind(store, options.alias_table)
        except IndexUnavailable as error:  # a binding to a table or column the index does not have
            _fail(str(error))
        if min_confidence is not None:
            options.min_confidence = min_confidence
        if ambiguity_gap is not None:
            options.ambiguity_gap = ambiguity_gap
        if requests_path:
            if q or entity or object_ or fields or wheres or database:
                _fail("--requests cannot be combined with Q/--entity/--object/--field/--where/--database", 2)
            _batch(store, options, requests_path)
            return
        where = {}
        for item in wheres:
            key, sep, value = item.partition("=")
            if not sep or not key.strip():
                _fail(f"--where {item!r}: write KEY=VALUE (a column or words, e.g. 订单状态=已发货)", 2)
            if key.strip() in where:
                _fail(f"--where {key.strip()} is given more than once", 2)
            where[key.strip()] = value
        try:
            parsed = parse_mapping({"q": q, "entity": entity, "object": object_, "fields": list(fields), "where": where,
                                    "database": database})
        except InvalidInput as error:
            _fail(str(error), 2)
        result = answer(store, parsed.request, options, Scope())
        if as_json:
            click.echo(json.dumps(result.to_dict(), ensure_ascii=False, indent=2))
        else:
            click.echo(render_text(result, lang))


def _given_names(names: tuple[str, ...], sources: tuple[str, ...]) -> dict[str, str]:
    """{source as given: database name} from `--name SOURCE=NAME`; SOURCE may be the path as
    given, its file name or its stem, and must match exactly one source."""
    given: dict[str, str] = {}
    for item in names:
        key, sep, name = item.partition("=")
        if not sep or not key.strip() or not name.strip():
            _fail(f"--name {item!r}: write SOURCE=NAME, e.g. --name schema.sql=shop", 2)
        matches = [s for s in sources if key.strip() in (s, Path(s).name, Path(s).stem)]
        if len(matches) != 1:
            _fail(f"--name {item!r}: {key.strip()!r} is " + ("none of the sources" if not matches else
                  "more than one source; give its path"), 2)
        given[matches[0]] = name.strip()
    return given


def _read_source(source: str, dialect: str | None, meta: dict | None, name: str | None, bar,
                 values: ValueBounds | None = None):
    path = Path(source)
    try:
        if is_sqlite_file(path):
            schema = read_sqlite_file(path, metadata=meta, database=name, values=values)
            bar.update(path.stat().st_size)
            return schema
        if path.suffix.lower() in SQLITE_SUFFIXES:
            _fail(f"{source}: not a SQLite database (a DDL source should end in .sql)")
        text, note = ddl.read_text(path)
        schema = ddl.parse_ddl(text, database=name, fallback_name=path.stem, dialect=dialect or ddl.guess_dialect(text),
                               path=str(path), progress=lambda n: bar.update(n))
        if note:
            schema.skipped.insert(0, ddl.Skipped(line=0, reason=note))
        return schema
    except (OSError, UnicodeError) as error:
        _fail(f"{source}: cannot read ({error})")
    except Exception as error:  # a SQLite file that is not one, and the like
        _fail(f"{source}: cannot read ({str(error).splitlines()[0] if str(error) else type(error).__name__})")


def _report(schemas: list, allow_partial: bool) -> None:
    """Skipped statements and warnings on stderr; stop when a source would give a misleading index."""
    for schema in schemas:
        for label, lines, count in (("skipped", iter_report(schema), len(schema.skipped)),
                                    ("warning", iter_warnings(schema), len(schema.warnings))):
            for line in list(lines)[:SKIPS_LISTED]:
                click.echo(f"{label}: {line}", err=True)
            if count > SKIPS_LISTED:
                click.echo(f"{label}: {schema.path}: … {count - SKIPS_LISTED} more", err=True)
    problems = [problem for problem in map(completeness_problem, schemas) if problem]
    if problems and allow_partial:
        for problem in problems:
            click.echo(f"accepted with --allow-partial: {problem}", err=True)
    elif problems:  # one line, as every error of the command
        _fail(" | ".join(problems) + ". Nothing was written: fix the source, name its --dialect, or pass "
              "--allow-partial to index what could be read")


def _batch(store: Store, options: Options, path: str) -> None:
    try:
        handle = sys.stdin if path == "-" else open(path, encoding="utf-8")
    except OSError as error:
        _fail(f"{path}: cannot read ({error})")
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
                parsed = parse_mapping(data)
                line_options = options
                if parsed.lang in messages.LANGS:
                    line_options = Options(**{**options.__dict__, "lang": parsed.lang})
                result = answer(store, parsed.request, line_options, Scope())
            except ValueError as error:  # InvalidInput and JSON errors
                result = Resolution.invalid(f"line {number}: {str(error)[:200]}", options.lang)
            click.echo(json.dumps(result.to_dict(), ensure_ascii=False))


def understood_line(understood: dict) -> str:
    """How a sentence was read, on one line: `订单 · 已发货 → status · 13800138000 → receiver_mobile`."""
    parts = []
    for span in understood.get("spans") or []:
        role, text = span["as"], span["text"]
        column = span.get("column") or "/".join(span.get("columns") or []) or "?"
        if span.get("table") and span.get("column"):
            column = f"{span['table']}.{column}"  # read on a linked table (docs/one-box.md)
        if role == "link":
            text = f"{text} → {span['table']}"
        if role == "value":
            parts.append(f"{text} → {column}" + (f" ({span['op']})" if span.get("op") else ""))
        elif role == "column":
            parts.append(f"{text} = {column}")
        elif role == "comparison":
            parts.append(f"{text} ({span['op']})")
        elif role == "unknown":
            parts.append(f"{text} ?" + (f" (did you mean {span['did_you_mean']}?)" if span.get("did_you_mean") else ""))
        elif role == "unused":
            parts.append(f"({text}: not used)")
        elif role == "intent":
            parts.append(f"{text} [{span.get('intent')}]")
        else:
            parts.append(text)
    if understood.get("ignored"):
        parts.append("ignored: " + " ".join(understood["ignored"]))
    return " · ".join(parts)


def render_text(result: Resolution, lang: str) -> str:
    """A resolution for a terminal."""
    ui = labels.ui(lang)
    one_table = result.status == "ambiguous" and len(result.candidates or []) == 1
    lines = [f"{result.status}: {ui['status_ambiguous_column' if one_table else 'status_' + result.status]}", result.reason]
    if result.understood is not None:
        lines.insert(1, f"understood: {understood_line(result.understood)}")
    asked = intent_parts(result.intent or (result.understood or {}).get("intent"), lang)
    if asked:
        lines.insert(2, "asks: " + " · ".join(words for _, words in asked))
    resolved = result.resolved
    if resolved:
        title = f"{resolved['database']}.{resolved['qualified']}"
        lines.append(f"table: {title}" + (f"  ({resolved['comment']})" if resolved.get("comment") else ""))
        for column in resolved.get("columns") or []:
            lines.append(f"  column: {column['column']}  {column['matched_by']} ← {column['term']}  {column['score']:.2f}")
    if result.predicate:
        chosen = set()  # the conditions of one choice (`A或者B`): the second and later say `or`
        for condition in links.conditions_of(result.predicate.get("conditions") or [], keyed=True):
            lines.append(f"  {'or ' if condition.either in chosen else ''}condition: {describe(condition, lang)}")
            if condition.either is not None:
                chosen.add(condition.either)
        lines.append(f"where: {result.predicate['clause']}   values: {json.dumps(result.predicate['values'], ensure_ascii=False)}")
    if resolved and result.intent:
        sql = links.select_sql(resolved["engine"], links.qualified_sql_name(resolved["engine"], resolved.get("schema"),
                                                                             resolved["table"]),
                               (result.predicate or {}).get("clause") or "", (), result.intent)
        lines.append(f"sql: {sql}")
    for legend in (resolved or {}).get("legends") or []:
        entries = ", ".join(f"{e['code']} = {e['label']}" for e in legend["entries"])
        lines.append(f"  codes of {legend['column']}: {entries}")
    for number, candidate in enumerate(result.candidates, start=1):
        lines.append(f"  {number}. {candidate['database']}.{candidate['qualified']}  {candidate['score']:.2f}  {candidate['reason']}")
        for column in candidate.get("columns") or []:
            lines.append(f"       column: {column['column']}  {column['matched_by']} ← {column['term']}"
                         + (f"  ({column['comment']})" if column.get("comment") else ""))
    if result.matched and result.shown != result.matched:
        lines.append(ui["showing"].format(shown=result.shown, matched=result.matched))
    for near in result.near_misses or []:
        lines.append(f"  near: {near['qualified']}" + (f"  ({near['comment']})" if near.get("comment") else ""))
    for action in result.next_actions:
        lines.append(f"→ {action}")
    return "\n".join(lines)
