"""Crowd-written questions: DuSQL's train split asked through the one box (`q`), graded against
its gold SQL — how often the answer is the right table with exactly the right WHERE, how often it
refuses, and how often it is *confident-wrong* (status `resolved`, but a link that shows the wrong
rows).

    python benchmarks/questions.py /work/dusql                      # single-table questions
    python benchmarks/questions.py /work/dusql --joins              # and two-table join questions
    python benchmarks/questions.py /work/dusql --strip-unknown      # also: × on every unknown word
    python benchmarks/questions.py /work/dusql --db SOME_DB --limit 200 --failures 20
    python benchmarks/questions.py /work/dusql --json benchmarks/out/before.json

PATH is the folder DuSQL was unzipped to (the one holding `train.json`, `db_schema.json` and
`db_content.json`, or its parent).

**Licence and what is held out.** DuSQL (Baidu) is for non-commercial research and may not be
redistributed: nothing of it — no question, schema, table or column name, value or row — goes into
this repository, its tests, docs or commit messages. It stays outside the checkout; the databases
built from it go to `--work` (default `benchmarks/out/dusql/`, git-ignored). Only the *train*
split is read here. DuSQL's dev and test splits, and CSpider, are held out for acceptance: this
harness never opens them, and nobody tunes on them. `--failures` prints questions to the terminal
only (it refuses when standard output is a file inside the checkout); `--json` writes figures only.

**What it does.**

1. One SQLite database per DuSQL `db_id`, from `db_schema.json` and `db_content.json`: every table
   with its columns typed from the schema (`text` → TEXT, `number` → NUMERIC, `time` → DATE,
   `binary` and anything else → TEXT; a name repeated in one table gets `_2`), its primary key and
   its foreign keys declared in the `CREATE TABLE`, and every row (`INSERT OR IGNORE`: DuSQL's
   sample rows repeat some key values, and a repeated key keeps its first row). Built once into
   `--work/db/`, reused when present. Then the plugin's index of each database, built as for a
   `.db` file Datasette serves (`builder.build_part`: the file read read-only under its name, no
   metadata, `kind = "datasette"`, `built_from="datasette"`) into a folder named after a fingerprint
   of the package's source, so a changed package gets fresh indexes and an unchanged one reuses
   them.
2. Each train question is classified by its gold SQL: **single-table** (one table in FROM, no
   subquery, no UNION/INTERSECT/EXCEPT), **join** (two tables in FROM joined on a key column, no
   subquery, no set operation); anything else is skipped and counted.
   The gold *table* of a join is its **outer** table, chosen by this rule: the table with the most
   plain (not aggregated) columns in SELECT; on a tie (or none), the table of the first such
   column; when SELECT has only aggregates, the table with the most aggregated columns (a
   `count(*)` counts for the table named first in FROM); ties again go to the first.
   The gold *conditions*: the WHERE as (table, column, op, value) when it is AND-ed `column op
   literal` only, with `=`, `!=`, `>`, `>=`, `<`, `<=`, `like`, `in`, `between` (→ `gte` + `lte`);
   DuSQL writes `like` values without wildcards and means "contains", so `like 'x'` and
   `like '%x%'` are `contains x` (`'x%'` is `startswith`, `'%x'` `endswith`); it marks a surname
   the same way (`姓郭的明星`: `姓名 like '郭'`), which is how the name starts: `like 'x'` where the
   question says 姓x or x姓 is `startswith x`. Two conditions
   joined by OR (and nothing else) are the two and a mark (`EITHER_MARK`) that an answer has only
   when its conditions are one choice (`either`, docs/one-box.md); a side that is an age to the
   year (two conditions, a period) marks the choice with its shape, which the answer's `side`s must
   have too. Any other WHERE with OR,
   a column expression (`a - b`), `not in` or an aggregate is *not representable*, except the years
   since a date compared (`TIME_NOW - 出生日期 <= 49`, an age), which is the birth dates it means
   against the day of the run, as the one box reads an age (`age_conditions`; `!= N` is the dates
   outside the year exactly N makes, before it or after it: one choice of two sides, with the other
   side of an OR if any) — on a column whose
   rows hold only years (`mark_year_columns`), the year: this year less the number:
   counted apart and never graded on its conditions (such an answer is never fully right).
   The gold *intent*: aggregates (fn, column), count, group-by columns, order by (column, desc,
   fn), limit, and a HAVING that compares `count(*)`, or one column's avg/sum/max/min, with a number (`having`).
3. Every question is asked as `Request(q=question)` with `Options(lang="zh")` against its
   database's index, and graded:
   - table: correct / refused (any status but `resolved`) / wrong;
   - conditions, for answers on the right table whose gold is representable: exact / missing
     (fewer than gold) / wrong — compared as sets of (table, column, op, value); a condition's
     table is the answer's table, or the table its `via` names; values normalised (numbers as
     numbers, strings stripped and case-folded, an `in` list as a sorted tuple; a label decoded to
     a code counts as that code);
   - **fully right**: the right table and exactly the gold WHERE (no WHERE when gold has none);
   - **confident-wrong**: status `resolved` and the wrong table or conditions that are not exactly
     the gold's, split into wrong table / right table with wrong conditions (and, of those, gold
     not representable);
   - intent agreement, where the answer carries `understood.intent` or `intent` (absent
     otherwise): order, aggregate, count, group by, limit — agree / disagree / absent; and, of the
     fully right, how many also ask of the rows exactly what the gold's SELECT, GROUP BY, ORDER BY,
     LIMIT and HAVING do (a question read right on its table and WHERE may still ask something
     else of the rows);
   - refusals by status, and the 20 words most often named unknown in `not_found` answers (the
     spans of `understood` with `as == "unknown"`);
   - the exact-conditions rate on the subset whose gold has a text value (words: not a number,
     not a date);
   - for joins, also: fully right when every gold condition is on the outer table, and when some
     are on the other table (those count only through `via`). An inner join keeps only the outer
     table's rows that have a row in the other table, so an answer's `exists` across the join's own
     link (`有…的`, `发表过论文的作者`) is the join itself, not a condition the gold lacks; the
     figures say how many exact answers carry one. A join grouped by the outer table's key with
     `HAVING count(*) op N` (`不止有5本文集的作者`) is the gold condition (other, "none", "count" + op, N),
     a count across the link (`rows_counted`); fewer than N is that and the join's own `exists` (the
     inner join drops the rows with none, which an answer counting across a link keeps unless `有` says
     some), and the HAVING is then no part of the gold's intent.
   `--strip-unknown` also asks again like a person pressing × on each unknown word: while the
   answer is `not_found` with unknown spans, those spans are cut out of `q` (`q[start:end]`, as the
   page's "remove this piece" does) and it is asked again, at most 5 rounds; the same figures are
   printed for the final answers, with the words most often removed.

The questions of each database run in one of `--jobs` worker processes (default: one per core);
the figures do not depend on the number of workers. `--limit N` takes the first N questions of
each kind in train order; `--db` keeps only the named databases.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import inspect
import json
import os
import re
import sqlite3
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if not __package__:  # run as a script: this checkout's package, not an installed one
    sys.path.insert(0, str(ROOT))

DEFAULT_WORK = ROOT / "benchmarks" / "out" / "dusql"
TRAIN, SCHEMA, CONTENT = "train.json", "db_schema.json", "db_content.json"
STRIP_ROUNDS = 5
TOP_UNKNOWN = 20
KINDS = ("single", "join")
KIND_TITLES = {"single": "single-table questions", "join": "join questions (two tables)"}


# -- the package: every import of it here, because its module paths are changing -----------------
class _Api:
    pass


_API = None


def _api() -> _Api:
    """The few package entry points this harness uses (one place to update when they move)."""
    global _API
    if _API is None:
        import datasette_dbgraph
        from datasette_dbgraph.index.builder import build_part
        from datasette_dbgraph.index.indexer import build_index_file
        from datasette_dbgraph.index.value_index import fill_values
        from datasette_dbgraph.resolver import Options, Request, resolve
        from datasette_dbgraph.sources.sqlite_source import read_sqlite_file
        from datasette_dbgraph.sources.values import ValueBounds

        api = _Api()
        api.package_dir = Path(datasette_dbgraph.__file__).resolve().parent
        api.read_sqlite_file, api.build_index_file = read_sqlite_file, build_index_file
        api.build_part, api.fill_values, api.ValueBounds = build_part, fill_values, ValueBounds
        api.Options, api.Request, api.resolve = Options, Request, resolve
        _API = api
    return _API


# -- DuSQL -----------------------------------------------------------------------------------------
def dusql_folder(path: Path) -> Path:
    """The folder holding train.json: PATH itself or its `DuSQL` subfolder. Only the train file
    and the schema and content files are ever opened."""
    for folder in (path, path / "DuSQL"):
        if (folder / TRAIN).is_file() and (folder / SCHEMA).is_file() and (folder / CONTENT).is_file():
            return folder
    raise SystemExit(f"{path}: no {TRAIN}, {SCHEMA} and {CONTENT} there (nor in {path / 'DuSQL'})")


@dataclass
class Schema:
    """One DuSQL database: tables and, per column id, (table index, column name as created)."""

    db_id: str
    tables: list[str]
    columns: list[tuple[int, str]]  # index 0 is (-1, "*")
    types: list[str]
    primary_keys: list[int]
    foreign_keys: list[tuple[int, int]]
    # Time columns whose rows hold only years (`成立时间` 1998, 2005): the years since them are year
    # arithmetic (mark_year_columns).
    year_columns: frozenset = frozenset()

    @classmethod
    def read(cls, raw: dict) -> Schema:
        seen: dict[int, Counter] = defaultdict(Counter)
        columns = []
        for table, name in raw["column_names"]:
            name = str(name)
            seen[table][name] += 1
            # A name repeated within a table is made unique, so the table can be created at all.
            columns.append((table, name if seen[table][name] == 1 else f"{name}_{seen[table][name]}"))
        return cls(raw["db_id"], [str(t) for t in raw["table_names"]], columns, list(raw["column_types"]),
                   [int(k) for k in raw.get("primary_keys") or []],
                   [(int(a), int(b)) for a, b in raw.get("foreign_keys") or []])

    def table_of(self, column_id: int) -> str | None:
        table = self.columns[column_id][0]
        return self.tables[table] if table >= 0 else None

    def column(self, column_id) -> str:
        return "*" if not isinstance(column_id, int) or column_id == 0 else self.columns[column_id][1]

    def table_columns(self, table: int) -> list[int]:
        return [i for i, (t, _) in enumerate(self.columns) if t == table]


def load_schemas(folder: Path) -> dict[str, Schema]:
    schemas: dict[str, Schema] = {}
    for raw in json.loads((folder / SCHEMA).read_text(encoding="utf-8")):
        schemas.setdefault(raw["db_id"], Schema.read(raw))  # a repeated db_id repeats the same schema
    return schemas


def load_contents(folder: Path) -> dict[str, dict]:
    return {raw["db_id"]: raw["tables"] for raw in json.loads((folder / CONTENT).read_text(encoding="utf-8"))}


YEAR_TEXT_RE = re.compile(r"[12]\d{3}")
YEARS_WRITTEN_RE = re.compile(r"\d{1,4}年")


def mark_year_columns(schemas: dict[str, Schema], contents: dict[str, dict]) -> None:
    """Each schema's time columns whose rows (all that are filled) hold a year only: a number, or
    written with 年 when some are before the year 1000 (`618年`) — no date can hold those."""
    for db_id, schema in schemas.items():
        tables = contents.get(db_id) or {}
        years = set()
        for column_id, (t, name) in enumerate(schema.columns):
            if t < 0 or column_id >= len(schema.types) or schema.types[column_id] != "time":
                continue
            data = tables.get(schema.tables[t]) or {}
            header = [str(h) for h in data.get("header") or []]
            if name not in header:
                continue
            j = header.index(name)
            cells = [str(row[j]).strip() for row in data.get("cell") or [] if j < len(row) and row[j] not in (None, "")]
            if cells and all(YEAR_TEXT_RE.fullmatch(c.removesuffix(".0")) for c in cells):
                years.add(column_id)
            elif cells and all(YEARS_WRITTEN_RE.fullmatch(c) for c in cells) and \
                    not all(YEAR_TEXT_RE.fullmatch(c[:-1]) for c in cells):
                years.add(column_id)  # `618年`, `1045年`: years, some before 1000 (no date holds them)
        schema.year_columns = frozenset(years)


# -- the SQLite databases ------------------------------------------------------------------------
SQLITE_TYPES = {"text": "TEXT", "number": "NUMERIC", "time": "DATE", "binary": "TEXT"}


def quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def create_statements(schema: Schema) -> list[str]:
    statements = []
    for t, table in enumerate(schema.tables):
        ids = schema.table_columns(t)
        lines = [f"  {quote(schema.columns[i][1])} {SQLITE_TYPES.get(schema.types[i], 'TEXT')}" for i in ids]
        keys = [i for i in schema.primary_keys if i in ids]
        if keys:
            lines.append("  PRIMARY KEY (" + ", ".join(quote(schema.columns[i][1]) for i in keys) + ")")
        for a, b in schema.foreign_keys:
            if a in ids and schema.columns[b][0] >= 0:
                lines.append(f"  FOREIGN KEY ({quote(schema.columns[a][1])}) REFERENCES "
                             f"{quote(schema.table_of(b))} ({quote(schema.columns[b][1])})")
        statements.append(f"CREATE TABLE {quote(table)} (\n" + ",\n".join(lines) + "\n)")
    return statements


def build_database(path: Path, schema: Schema, content: dict) -> None:
    """Write the database to a temporary file and rename it into place (a killed build leaves none)."""
    temp = path.with_name(path.name + ".tmp")
    temp.unlink(missing_ok=True)
    conn = sqlite3.connect(temp)
    try:
        for statement in create_statements(schema):
            conn.execute(statement)
        for t, table in enumerate(schema.tables):
            ids = schema.table_columns(t)
            names = [schema.columns[i][1] for i in ids]
            data = content.get(table) or {}
            header = [str(h) for h in data.get("header") or []]
            # Content headers are the schema's names; a repeated one is matched in order.
            position, counts = {}, Counter()
            for j, h in enumerate(header):
                counts[h] += 1
                position[h if counts[h] == 1 else f"{h}_{counts[h]}"] = j
            sql = (f"INSERT OR IGNORE INTO {quote(table)} (" + ", ".join(map(quote, names)) + ") VALUES ("
                   + ", ".join("?" for _ in names) + ")")
            for row in data.get("cell") or []:
                conn.execute(sql, [row[position[n]] if n in position and position[n] < len(row) else None
                                   for n in names])
        conn.commit()
    finally:
        conn.close()
    os.replace(temp, path)


def package_fingerprint() -> str:
    """A hash of the package's source files and of how this harness builds an index: the index
    folder's name."""
    digest = hashlib.sha256(inspect.getsource(build_index).encode())
    package = _api().package_dir
    for path in sorted(package.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(package)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def file_name(db_id: str) -> str:
    """A database's file name: its db_id, a `/` in it written as a full-width `／` (not `%2F`:
    `read_sqlite_file` opens a `file:` URI without escaping the path)."""
    return db_id.replace("/", "\uff0f") + ".db"


def build_index(db_path: Path, index_path: Path, db_id: str) -> None:
    """The index as Datasette builds it for a served database file (builder.build_part), with the
    values its rows hold read as Datasette reads them (the default bounds; these databases are
    small, so in the same build)."""
    api = _api()
    built = api.build_part(str(index_path), db_id, str(db_path), True, {}, api.ValueBounds())
    if built is None:
        raise SystemExit(f"{db_path}: cannot be opened read-only")
    if built[1]:  # a database too big to read at once: its values as the background read does
        part = Path(str(index_path) + ".part")
        part.write_bytes(Path(index_path).read_bytes())
        start = 0
        while start is not None:
            start = api.fill_values(str(part), str(index_path), str(db_path), True, api.ValueBounds(), start)
        part.unlink()


def _build_one(job) -> str:
    db_id, db_path, index_path = job
    build_index(Path(db_path), Path(index_path), db_id)
    return db_id


def prepare(work: Path, db_ids: list[str], schemas: dict[str, Schema], folder: Path, jobs: int) -> dict[str, Path]:
    """Databases (built once) and their indexes (built once per package fingerprint); the index paths."""
    db_folder = work / "db"
    db_folder.mkdir(parents=True, exist_ok=True)
    missing = [d for d in db_ids if not (db_folder / file_name(d)).exists()]
    if missing:
        contents = load_contents(folder)
        for db_id in missing:
            build_database(db_folder / file_name(db_id), schemas[db_id], contents.get(db_id) or {})
        print(f"built {len(missing)} databases in {db_folder}", file=sys.stderr)
    index_folder = work / "index" / package_fingerprint()
    index_folder.mkdir(parents=True, exist_ok=True)
    todo = [(d, str(db_folder / file_name(d)), str(index_folder / file_name(d)))
            for d in db_ids if not (index_folder / file_name(d)).exists()]
    if todo:
        started = time.perf_counter()
        for _ in _map(_build_one, todo, jobs):
            pass
        print(f"indexed {len(todo)} databases in {time.perf_counter() - started:.1f}s ({index_folder})",
              file=sys.stderr)
    return {d: index_folder / file_name(d) for d in db_ids}


def _map(fn, items, jobs: int):
    if jobs <= 1 or len(items) <= 1:
        return map(fn, items)
    import multiprocessing

    pool = multiprocessing.get_context("fork").Pool(min(jobs, len(items)))
    try:
        return pool.map(fn, items, chunksize=1)
    finally:
        pool.close()
        pool.join()


# -- the gold ---------------------------------------------------------------------------------------
# DuSQL's parsed SQL: a condition is [agg, op, val_unit, val1, val2], a val_unit [unit_op, col_unit,
# col_unit], a col_unit [agg, column id, distinct]; WHERE and HAVING alternate conditions and
# "and"/"or".
WHERE_OPS = ("not in", "between", "=", ">", "<", ">=", "<=", "!=", "in", "like")
AGGREGATES = (None, "max", "min", "count", "sum", "avg")
GOLD_OPS = {"=": "exact", "!=": "not", ">": "gt", ">=": "gte", "<": "lt", "<=": "lte", "in": "in"}


@dataclass
class Gold:
    kind: str  # single | join
    table: str
    other: str | None  # a join's other table
    conditions: set | None  # {(table, column, op, value)}; None when not representable
    unrepresentable: str | None  # why not
    has_text_value: bool
    intent: dict
    # (table, column) of the gold's tables whose DuSQL type is `time`: a year there is a period
    time_columns: frozenset = frozenset()


def is_sql(value) -> bool:
    return isinstance(value, dict)


def has_subquery(sql: dict) -> bool:
    for unit in sql["from"]["table_units"]:
        if unit[0] != "table_unit":
            return True
    for key in ("where", "having"):
        for cond in sql.get(key) or []:
            if isinstance(cond, list) and (is_sql(cond[3]) or is_sql(cond[4])):
                return True
    for cond in sql["from"].get("conds") or []:
        if isinstance(cond, list) and (is_sql(cond[3]) or is_sql(cond[4])):
            return True
    return False


def classify(sql: dict, schema: Schema) -> str:
    """single | join | the reason a question is skipped."""
    if sql.get("union") or sql.get("intersect") or sql.get("except"):
        return "set operation"
    if has_subquery(sql):
        return "subquery"
    units = sql["from"]["table_units"]
    if len(units) == 1:
        return "single"
    if len(units) != 2:
        return f"{len(units)} tables"
    tables = {u[1] for u in units}
    for cond in sql["from"].get("conds") or []:
        if not isinstance(cond, list):
            continue
        left = cond[2][1][1] if cond[2] and cond[2][1] else None
        right = cond[3]
        if isinstance(left, int) and isinstance(right, int) and cond[1] == 2:
            pair = {schema.columns[left][0], schema.columns[right][0]}
            if pair == tables:
                return "join"
    return "two tables not joined on a key"


def col_units(val_unit) -> list:
    """The column units of a val_unit (one, or two for `a - b`)."""
    return [c for c in (val_unit[1], val_unit[2]) if c]


def select_items(sql: dict) -> list[tuple[str | None, int]]:
    """(aggregate, column id) per SELECT item; column id 0 is `*`, a non-int is an expression."""
    out = []
    for agg, val_unit in sql["select"]:
        for unit in col_units(val_unit):
            fn = AGGREGATES[agg] or AGGREGATES[unit[0]]
            out.append((fn, unit[1] if isinstance(unit[1], int) else -1))
    return out


def outer_table(sql: dict, schema: Schema) -> int:
    """The join's outer table (see the module's docstring for the rule)."""
    order = [u[1] for u in sql["from"]["table_units"]]
    items = select_items(sql)
    plain = [schema.columns[c][0] for fn, c in items if fn is None and c > 0]
    pool = plain or [schema.columns[c][0] if c > 0 else order[0] for fn, c in items if c >= 0] or order[:1]
    counts = Counter(t for t in pool if t in order)
    if not counts:
        return order[0]
    best = max(counts.values())
    return next(t for t in pool if counts.get(t) == best)


# A choice between two conditions (`A or B`; the one box's `either`) is the two conditions and this.
EITHER_MARK = ("", "", "or", None)


def gold_conditions(sql: dict, schema: Schema, question: str = "") -> tuple[set | None, str | None, bool]:
    """(conditions, why not representable, whether a condition has a text value); the question only
    says what a `like` value right after 姓 is (like_condition)."""
    where = sql.get("where") or []
    joins = [w.lower() for w in where if isinstance(w, str)]
    either = "or" in joins
    if either and joins != ["or"]:
        return None, "or", False  # OR with AND: which binds first is not read
    out: set = set()
    sides: list[int] = []  # how many conditions each side of a choice is
    outside = 0  # ages said `!=`: each the two sides of one choice (age_conditions)
    text = False
    for cond in where:
        if isinstance(cond, str):
            continue
        agg, op_id, val_unit, val1, val2 = cond
        op = WHERE_OPS[op_id]
        aged = age_conditions(val_unit, op, val1, schema)
        if aged is not None and op == "!=" and len(aged) == 2:
            outside += 1  # (either side of a period: two sides of one choice, with any other side of an OR)
            sides.extend([1, 1])
            out |= aged
            continue
        if aged is not None:
            if either and len(aged) > 2:
                return None, "or", False
            sides.append(len(aged))  # (an age to the year is a period: a side met as two conditions)
            out |= aged
            continue
        if agg or val_unit[0] or val_unit[2] or not isinstance(val_unit[1][1], int) or val_unit[1][0]:
            return None, "column expression", False
        if op == "not in":
            return None, "not in", False
        if isinstance(val1, list) or isinstance(val2, list):
            return None, "column vs column", False
        column_id = val_unit[1][1]
        table, column = schema.table_of(column_id), schema.column(column_id)
        if op == "between":
            pairs = [("gte", val1), ("lte", val2)]
        elif op == "like":
            pairs = [like_condition(val1, question)]
        elif op == "in":
            pairs = [("in", val1)]
        else:
            pairs = [(GOLD_OPS[op], val1)]
        if either and len(pairs) != 1:
            return None, "or", False  # a side that is two conditions (`between`): not one choice
        sides.append(len(pairs))
        for gop, value in pairs:
            normal = normal_value(value)
            text = text or is_text(normal)
            out.add((table, column.lower(), gop, normal))
    if either:
        if len(sides) != 2 + outside or len(out) != sum(sides) or outside > 1:
            return None, "or", False
        out.add(either_mark(sides))
    elif outside:
        if outside > 1 or len(out) != sum(sides):
            return None, "or", False
        # one choice AND-ed with the rest (our_conditions marks an answer so)
        out.add(EITHER_MARK if len(sides) == 2 else ("", "", "or, and", None))
    return out, None, text


def either_mark(sides) -> tuple:
    """The mark of a choice, with its shape when a side is several conditions met together (a period)."""
    shape = tuple(sorted(sides))
    return EITHER_MARK if all(size == 1 for size in shape) else ("", "", "or", shape)


def age_conditions(val_unit, op: str, value, schema: Schema) -> set | None:
    """`TIME_NOW - 出生日期 <= 49`: the years since a date, compared — an age. It is graded as the
    dates it means against the day of the run (the one box's reading, onebox/ages.py: `age <= 49` is
    born on or after the day after the date 50 years ago), so an answer that reads the age is graded
    on its rows' dates, not counted as a guess at an expression; on rows that hold only years, as
    the year (`TIME_NOW - 成立时间 >= 13` in 2026 is 成立时间 <= 2013). None for anything else, or with
    a version that does not read ages."""
    try:
        from datasette_dbgraph.onebox.ages import birth_conditions
    except ImportError:
        return None
    try:  # (rows that hold years: the years since are this year less the row's)
        from datasette_dbgraph.onebox.ages import birth_years
    except ImportError:
        birth_years = None
    if val_unit[0] != 1 or not val_unit[1] or val_unit[1][1] != "TIME_NOW" or not val_unit[2] or \
            not isinstance(val_unit[2][1], int) or val_unit[2][0] or op not in GOLD_OPS:
        return None
    number = normal_value(value)
    if not isinstance(number, (int, float)) or number != int(number):
        return None
    column_id = val_unit[2][1]
    today = datetime.date.today()
    if column_id in schema.year_columns and birth_years is not None:
        conditions = birth_years(GOLD_OPS[op], int(number), today.year)
    else:
        conditions = birth_conditions(GOLD_OPS[op], int(number), today)
    if conditions is None and op == "!=":
        try:  # (`TIME_NOW - 成立时间 != 17`: the dates outside the year exactly 17 makes, either side — one choice)
            from datasette_dbgraph.onebox.questions.birth_dates import outside_period
        except ImportError:
            return None
        conditions = outside_period(int(number), today)
    if conditions is None:
        return None
    table, column = schema.table_of(column_id), schema.column(column_id)
    return {(table, column.lower(), o, normal_value(v)) for o, v in conditions}


# DuSQL marks a surname the same way (`姓郭的明星`: 姓名 like '郭'): a surname is how the name starts.
SURNAME_MARK = "姓"


def like_condition(value, question: str = "") -> tuple[str, object]:
    """DuSQL writes `like` values without wildcards, meaning "contains" — or, for a surname the question
    says (`姓郭`, `郭姓`), "starts with"."""
    text = str(value)
    starts, ends = text.startswith("%"), text.endswith("%") and len(text) > 1
    core = text.strip("%")
    if not starts and not ends and core and (SURNAME_MARK + core in question or core + SURNAME_MARK in question):
        return "startswith", core
    if starts == ends:
        return "contains", core
    return ("endswith" if starts else "startswith"), core


DATE_RE = re.compile(r"\d{4}-\d{1,2}(-\d{1,2})?([ t]\d{1,2}:\d{2}(:\d{2})?)?")


def is_text(value) -> bool:
    """A value of words (a name, a place), not a number or a date."""
    if isinstance(value, tuple):
        return any(is_text(v) for v in value)
    return isinstance(value, str) and not DATE_RE.fullmatch(value)


DAY_RE = re.compile(r"(\d{4})[-./年](\d{1,2})[-./月](\d{1,2})[日号]?")
NUMBER_RE = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")


def normal_value(value):
    """Numbers as numbers (1 == 1.0 == "1"), strings stripped and case-folded, lists as sorted tuples."""
    if isinstance(value, (list, tuple)):
        return tuple(sorted((normal_value(v) for v in value), key=repr))
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (int, float)):
        number = float(value)
    else:
        text = str(value).strip().strip("'\"").strip()
        if (day := DAY_RE.fullmatch(text)) is not None:  # `1995.10.24`, as a column holds it, is 1995-10-24
            return f"{day.group(1)}-{int(day.group(2)):02d}-{int(day.group(3)):02d}"
        if not NUMBER_RE.fullmatch(text):
            return text.casefold()
        number = float(text)
    number = float(f"{number:.12g}")
    return int(number) if number.is_integer() else number


def gold_having(sql: dict, schema: Schema | None = None) -> tuple | None:
    """One HAVING compared with a number: `count(*) > 5` as ("count", op, number), `avg(price) > 8`
    as ("avg", "price", op, number); None for any other HAVING or none."""
    having = sql.get("having") or []
    if len(having) != 1 or isinstance(having[0], str):
        return None
    agg, op_id, val_unit, val1, val2 = having[0]
    op = WHERE_OPS[op_id]
    fn = AGGREGATES[agg]
    if not fn or op not in GOLD_OPS or op == "in" or not isinstance(val1, (int, float)):
        return None
    if fn == "count":
        return ("count", GOLD_OPS[op], normal_value(val1))
    units = col_units(val_unit)
    if schema is None or len(units) != 1 or not isinstance(units[0][1], int) or val_unit[0]:
        return None  # an expression of columns (`avg(a - b)`): no one column's
    return (fn, schema.column(units[0][1]).lower(), GOLD_OPS[op], normal_value(val1))


def gold_intent(sql: dict, schema: Schema) -> dict:
    items = select_items(sql)
    aggregates = sorted({(fn, schema.column(c).lower() if c >= 0 else "?") for fn, c in items if fn})
    order = None
    if sql.get("orderBy"):
        direction, units = sql["orderBy"][0], sql["orderBy"][1]
        if units:
            agg, val_unit = units[0] if len(units[0]) == 2 and isinstance(units[0][1], list) else (0, units[0])
            unit = col_units(val_unit)[0]
            fn = AGGREGATES[agg] or AGGREGATES[unit[0]]
            column = schema.column(unit[1]).lower() if isinstance(unit[1], int) else "?"
            order = (column, direction == "desc", fn)
    return {
        "having": gold_having(sql, schema),
        "aggregate": tuple(aggregates) or None,
        "count": any(fn == "count" for fn, _ in aggregates),
        "group_by": tuple(sorted(schema.column(c[1]).lower() for c in sql.get("groupBy") or [])) or None,
        "order": order,
        "limit": sql.get("limit"),
    }


def read_gold(raw: dict, schema: Schema) -> Gold | str:
    sql = raw["sql"]
    kind = classify(sql, schema)
    if kind not in KINDS:
        return kind
    conditions, why, text = gold_conditions(sql, schema, raw.get("question") or "")
    if kind == "single":
        table, other = sql["from"]["table_units"][0][1], None
    else:
        table = outer_table(sql, schema)
        other = next(u[1] for u in sql["from"]["table_units"] if u[1] != table)
    times = frozenset((schema.table_of(i), name.lower()) for i, (t, name) in enumerate(schema.columns)
                      if i and i < len(schema.types) and schema.types[i] == "time")
    intent = gold_intent(sql, schema)
    if kind == "join" and conditions is not None and (counted := rows_counted(sql, schema, table, other)):
        # (a choice in the WHERE is then AND-ed with the count: the mark of a choice beside other conditions)
        choice = {c for c in conditions if c[:2] == ("", "") and c[2].startswith("or")}
        conditions = conditions - choice | counted | ({("", "", "or, and", None)} if choice else set())
        intent = {**intent, "having": None, "group_by": None}  # (said by the condition)
    return Gold(kind, schema.tables[table], None if other is None else schema.tables[other], conditions, why,
                text, intent, times)


def rows_counted(sql: dict, schema: Schema, table: int, other: int) -> set | None:
    """A join grouped by the outer table's key, the other table pointing at it, with `HAVING count(*) op N`:
    the outer rows with that many rows of the other table — a count across the link (`orders__countgt`,
    docs/conditions.md), as the gold condition (other, "none", "count" + op, N). Fewer than N (at most N) is
    also the join's own `exists`: the inner join drops the rows with none, which a count across a link keeps
    (fewer than 5 includes none) — so such an answer is graded as missing that condition."""
    having = gold_having(sql, schema)
    groups = sql.get("groupBy") or []
    if not having or having[0] != "count" or len(groups) != 1 or not isinstance(groups[0][1], int):
        return None
    keys = [(cond[2][1][1], cond[3]) for cond in sql["from"].get("conds") or [] if isinstance(cond, list)
            and cond[2] and cond[2][1] and isinstance(cond[2][1][1], int) and isinstance(cond[3], int)]
    if len(keys) != 1:
        return None
    own = next((c for c in keys[0] if schema.columns[c][0] == table), None)
    if own is None or own not in schema.primary_keys or groups[0][1] not in keys[0]:
        return None  # (grouped by a key of the other table: not the outer rows counted)
    op, n = having[1], having[2]
    out = {(schema.tables[other], "none", f"count{'exact' if op == 'exact' else op}", n)}
    if op in ("lt", "lte"):
        out.add((schema.tables[other], "none", "exists", None))
    return out


# A year compared on a column of dates or times is the period of that year. DuSQL's gold writes it as
# the bare number (`开业时间 < 2010`, `生日 like 1980`), the one box as the days it spans
# (`< 2010-01-01`, `>= 1950-01-01 and < 1951-01-01`), which is also what returns the rows on dates
# held as texts: both are read as the same first and last day before they are compared.
YEAR_SPAN = (1000, 2100)


def _year(value) -> int | None:
    return value if isinstance(value, int) and YEAR_SPAN[0] <= value <= YEAR_SPAN[1] else None


# A number written with its unit as the column's rows hold it (`50岁`, `35亿元`, `12.5%`) is compared
# as those texts are; DuSQL's gold writes the bare number (50, 18100000000, 0.125), which matches no
# such text. A percent is that number over a hundred: the same quantity, not a nearby one.
UNIT_TEXT_RE = re.compile(r"([+-]?\d+(?:\.\d+)?)\s?([^\W\d_]{1,4})")
PERCENT_TEXT_RE = re.compile(r"([+-]?\d+(?:\.\d+)?)\s?[%％]")
CN_MULTIPLIERS = {"万": 10_000, "亿": 100_000_000, "千": 1000, "百": 100}


def _unit_number(value) -> float | None:
    if isinstance(value, str) and (m := PERCENT_TEXT_RE.fullmatch(value)) is not None:
        return normal_value(float(m.group(1)) / 100)
    if not isinstance(value, str) or (m := UNIT_TEXT_RE.fullmatch(value)) is None:
        return None
    number, unit = float(m.group(1)), m.group(2)
    for ch in unit[:2]:
        number *= CN_MULTIPLIERS.get(ch, 1)
    return normal_value(number)


# Rows that write a measure with its unit (`191cm`) are compared by the number in that unit; DuSQL's
# gold may write the same quantity in the metric unit beside it (1.91 for 191cm): these many times.
METRIC_STEPS = (100, 1000)


def _metric_same(ours, gold) -> bool:
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (ours, gold)) or not gold:
        return False
    return any(abs(ours - gold * step) < 1e-9 * step or abs(ours * step - gold) < 1e-9 * step for step in METRIC_STEPS)


def measured_keys(answer: dict) -> frozenset:
    """(table, column, op) of the answer's conditions compared as the numbers in the rows' texts."""
    table = answer["table"]
    return frozenset((condition_table(c, table), str(c.get("column")).lower(), c.get("op") or "exact")
                     for c in answer["conditions"] if c.get("as_number"))


def as_days(conditions: set, time_columns: frozenset, gold: set | None = None, measured: frozenset = frozenset()) -> set:
    """Conditions with every year on a time column written as the days it bounds, and (given the
    gold's) a value with its unit as the rows hold it written as the number the gold has; on a column
    whose rows write a unit (`measured`), the same quantity in a metric unit beside it (191cm, 1.91)."""
    out = set()
    gold_values = {(t, c, o): v for t, c, o, v in gold or ()}
    for table, column, op, value in conditions:
        number = _unit_number(value) if gold is not None else None
        if number is not None and gold_values.get((table, column, op)) == number:
            value = number
        elif (table, column, op) in measured and _metric_same(value, gold_values.get((table, column, op))):
            value = gold_values[(table, column, op)]
        year = _year(value) if (table, column) in time_columns else None
        if year is None:
            out.add((table, column, op, value))
        elif op in ("exact", "contains"):
            out |= {(table, column, "gte", f"{year}-01-01"), (table, column, "lt", f"{year + 1}-01-01")}
        elif op in ("lt", "gte"):
            out.add((table, column, op, f"{year}-01-01"))
        elif op == "lte":
            out.add((table, column, "lt", f"{year + 1}-01-01"))
        elif op == "gt":
            out.add((table, column, "gte", f"{year + 1}-01-01"))
        else:
            out.add((table, column, op, value))
    return out


# -- asking -------------------------------------------------------------------------------------------
_CONNECTIONS: dict[str, sqlite3.Connection] = {}


def ask(index_path: str, q: str) -> dict:
    api = _api()
    conn = _CONNECTIONS.get(index_path)
    if conn is None:
        conn = _CONNECTIONS[index_path] = sqlite3.connect(Path(index_path).resolve().as_uri() + "?mode=ro", uri=True)
    return api.resolve(conn, api.Request(q=q), api.Options(lang="zh"))


def unknown_spans(result: dict) -> list[dict]:
    spans = (result.get("understood") or {}).get("spans") or []
    return [s for s in spans if s.get("as") == "unknown"]


def strip_unknown(q: str, spans: list[dict]) -> str:
    """`q` without each unknown span (`q[start:end]`), as the page's × does."""
    for span in sorted(spans, key=lambda s: s["start"], reverse=True):
        q = q[:span["start"]] + q[span["end"]:]
    return q


def summary(result: dict) -> dict:
    """The parts of an answer the grading reads (what travels back from a worker)."""
    resolved = result.get("resolved") or {}
    predicate = result.get("predicate") or {}
    understood = result.get("understood") or {}
    return {
        "status": result.get("status"),
        "table": resolved.get("table"),
        "conditions": [{k: c.get(k) for k in ("column", "op", "value", "label", "via", "either", "side", "as_number")}
                       for c in predicate.get("conditions") or []],
        "clause": predicate.get("clause"),
        "values": predicate.get("values"),
        "unknown": [s.get("text") for s in unknown_spans(result)],
        "intent": understood.get("intent") if understood.get("intent") is not None else result.get("intent"),
        "reason": result.get("reason"),
    }


def _ask_group(job) -> list[tuple[int, dict, dict | None, int]]:
    """One database's questions: (number, plain answer, answer after stripping or None, rounds)."""
    index_path, questions, strip = job
    out = []
    for number, q in questions:
        result = ask(index_path, q)
        plain = summary(result)
        stripped, rounds, removed = None, 0, []
        if strip:
            current = q
            while result.get("status") == "not_found" and rounds < STRIP_ROUNDS:
                spans = unknown_spans(result)
                if not spans:
                    break
                removed += [current[s["start"]:s["end"]] for s in spans]
                current = strip_unknown(current, spans)
                rounds += 1
                if not current.strip():
                    result = {"status": "missing_predicate"}
                    break
                result = ask(index_path, current)
            stripped = dict(summary(result), q=current, removed=removed)
        out.append((number, plain, stripped, rounds))
    return out


# -- grading ---------------------------------------------------------------------------------------
def condition_table(condition: dict, table: str) -> str:
    via = condition.get("via")
    if isinstance(via, dict):
        via = via.get("table") or via.get("qualified")
    elif isinstance(via, (list, tuple)) and via:
        last = via[-1]
        via = last.get("table") or last.get("qualified") if isinstance(last, dict) else last
    return str(via) if via else table


def our_conditions(answer: dict) -> set:
    """The answer's conditions; with EITHER_MARK when all of them are one choice (`either`), and a
    mark no gold has when only some are."""
    table = answer["table"]
    out = {(condition_table(c, table), str(c.get("column")).lower(), c.get("op") or "exact",
            normal_value(c.get("value")) if c.get("value") is not None else None)
           for c in answer["conditions"]}
    eithers = [c.get("either") for c in answer["conditions"]]
    if any(e is not None for e in eithers):
        sides: dict = {}
        for k, c in enumerate(answer["conditions"]):
            key = c.get("side") if c.get("side") is not None else ("alone", k)
            sides[key] = sides.get(key, 0) + 1
        out.add(either_mark(list(sides.values())) if len(set(eithers)) == 1 else ("", "", "or, and", None))
    return out


def _column_name(value) -> str:
    if isinstance(value, dict):
        value = value.get("column") or value.get("name")
    return "*" if value in (None, "", "*") else str(value).lower()


def our_intent(intent) -> dict | None:
    """The answer's intent in the gold's shape; tolerant of the names it may get."""
    if not isinstance(intent, dict):
        return None

    def pick(*keys):
        for key in keys:
            if key in intent:
                return intent[key]
        return None

    aggregates = pick("aggregate", "aggregates", "agg")
    if isinstance(aggregates, dict):
        aggregates = [aggregates]
    agg = sorted({(str(a.get("fn") or a.get("function") or a.get("agg") or "").lower(), _column_name(a.get("column")))
                  for a in aggregates or [] if isinstance(a, dict)})
    count = pick("count")
    order = pick("order", "order_by", "sort")
    if isinstance(order, list):
        order = order[0] if order else None
    if isinstance(order, dict):
        desc = order.get("desc")
        if desc is None:
            desc = str(order.get("direction") or "").lower() == "desc"
        fn = order.get("fn") or order.get("function") or order.get("agg")
        order = (_column_name(order.get("column")), bool(desc), str(fn).lower() if fn else None)
        single = aggregates[0] if isinstance(aggregates, list) and len(aggregates) == 1 else None
        if fn is None and isinstance(single, dict) and pick("group_by") and order[0] == _column_name(single.get("column")):
            # the groups by their average or total (`哪2个歌手平均票价最高`), as the answer's SQL link orders them
            order = (order[0], order[1], str(single.get("fn")).lower())
    else:
        order = None
    group = pick("group_by", "group", "groupBy")
    if isinstance(group, (str, dict)):
        group = [group]
    limit = pick("limit", "top")
    having = pick("having")
    return {
        "having": (None if not isinstance(having, dict) else
                   (having.get("fn"), str(having["column"]).lower(), having.get("op"), normal_value(having.get("value")))
                   if having.get("column") else ("count", having.get("op"), normal_value(having.get("value")))),
        "aggregate": tuple(agg) or None,
        "count": bool(count) or any(fn == "count" for fn, _ in agg),
        "group_by": tuple(sorted(_column_name(g) for g in group)) if group else None,
        "order": order,
        "limit": int(limit) if isinstance(limit, (int, float)) or str(limit or "").isdigit() else None,
    }


INTENT_FACETS = ("order", "aggregate", "count", "group_by", "limit", "having")


def same_intent(ours: dict | None, gold: dict) -> bool:
    """Whether the answer asks of the rows what the gold does: the same averages, totals, most and least
    (a count of rows is the `count` facet's), groups, order, limit and HAVING. A count of rows or an
    average shown beside groups ordered or compared by it (`select city, count(*) … order by count(*)`)
    adds nothing the gold lacks."""
    ours = ours or {f: None for f in INTENT_FACETS}
    for facet in INTENT_FACETS:
        mine, theirs = ours.get(facet), gold[facet]
        if facet == "aggregate":  # (nor an average shown beside the groups it orders: `order by avg(price)`)
            ordered = {(o[2], o[0]) for o in (ours.get("order"), gold["order"]) if o}
            mine = tuple(a for a in mine or () if a[0] != "count" and a not in ordered) or None
            theirs = tuple(a for a in theirs or () if a[0] != "count" and a not in ordered) or None
        if facet == "count":
            by_count = (gold["order"] or (None, None, None))[2] == "count" or (gold["having"] or ("",))[0] == "count"
            if bool(mine) == bool(theirs) or mine and by_count:
                continue
            return False
        if mine != theirs:
            return False
    return True


@dataclass
class Tally:
    """The figures of one kind of question under one way of asking."""

    counts: Counter = field(default_factory=Counter)
    refusals: Counter = field(default_factory=Counter)
    unknown: Counter = field(default_factory=Counter)
    removed: Counter = field(default_factory=Counter)  # the words pressed × on (--strip-unknown)
    skipped_unrepresentable: Counter = field(default_factory=Counter)
    intent: dict = field(default_factory=lambda: {f: Counter() for f in INTENT_FACETS})
    failures: list = field(default_factory=list)

    def add(self, gold: Gold, answer: dict, example) -> None:
        c = self.counts
        c["questions"] += 1
        self.removed.update(answer.get("removed") or [])
        status = answer["status"]
        representable = gold.conditions is not None
        if not representable:
            c["gold not representable"] += 1
            self.skipped_unrepresentable[gold.unrepresentable] += 1
        if status != "resolved":
            c["table refused"] += 1
            self.refusals[status] += 1
            if status == "not_found":
                self.unknown.update(answer["unknown"])
        elif answer["table"] == gold.table:
            c["table correct"] += 1
        else:
            c["table wrong"] += 1
        right_table = status == "resolved" and answer["table"] == gold.table
        exact = False
        if right_table and representable:
            ours = our_conditions(answer)
            c["conditions graded"] += 1
            if gold.kind == "join" and ours - gold.conditions == {(gold.other, "none", "exists", None)}:
                # An inner join keeps only the outer table's rows that have a row in the other table:
                # `exists` across the join's own link says exactly that (docs/conditions.md).
                ours = ours - {(gold.other, "none", "exists", None)}
                c["conditions exact: the join's own exists"] += ours == gold.conditions
            if ours == gold.conditions or as_days(ours, gold.time_columns, gold.conditions, measured_keys(answer)) == \
                    as_days(gold.conditions, gold.time_columns):
                exact = True
                c["conditions exact"] += 1
                c["conditions exact: a year read as its days, a number as its text"] += ours != gold.conditions
            elif len(ours) < len(gold.conditions):
                c["conditions missing"] += 1
                c["conditions missing (ours a subset of gold)"] += ours < gold.conditions
            else:
                c["conditions wrong"] += 1
            if gold.has_text_value:
                c["text-value graded"] += 1
                c["text-value exact"] += exact
            if gold.kind == "join":
                other = any(t != gold.table for t, *_ in gold.conditions)
                c["join: gold conditions on the other table" if other else "join: gold conditions on the outer table"] += 1
                if exact:
                    c["join: fully right, other-table conditions" if other else "join: fully right, outer-table conditions"] += 1
        if right_table and exact:
            c["fully right"] += 1
        if status == "resolved" and not (right_table and exact):
            c["confident-wrong"] += 1
            if not right_table:
                c["confident-wrong: wrong table"] += 1
            else:
                c["confident-wrong: right table, wrong conditions"] += 1
                if not representable:
                    c["confident-wrong: right table, gold not representable"] += 1
            self.failures.append(example)
        ours = our_intent(answer.get("intent"))
        if right_table and exact:
            c["fully right, and the whole intent as the gold's"] += same_intent(ours, gold.intent)
        for facet in INTENT_FACETS:
            wanted = gold.intent[facet]
            if ours is None:
                self.intent[facet]["absent"] += 1
            else:
                self.intent[facet]["agree" if ours[facet] == wanted else "disagree"] += 1
            if wanted:
                self.intent[facet]["gold has it"] += 1

    def figures(self) -> dict:
        return {"counts": dict(sorted(self.counts.items())), "refusals": dict(sorted(self.refusals.items())),
                "gold_not_representable": dict(sorted(self.skipped_unrepresentable.items())),
                "intent": {f: dict(sorted(v.items())) for f, v in self.intent.items()},
                "unknown_words_named": sum(self.unknown.values()), "unknown_distinct": len(self.unknown),
                "words_removed": sum(self.removed.values()), "words_removed_distinct": len(self.removed)}


def pct(part: int, whole: int) -> str:
    return f"{part:>6} / {whole:<6} {part / whole:6.1%}" if whole else f"{part:>6} / {whole:<6}      -"


def print_tally(title: str, tally: Tally) -> None:
    c = tally.counts
    n = c["questions"]
    print(f"== {title}: {n} questions")
    if not n:
        print()
        return
    print(f"  table     correct {pct(c['table correct'], n)}")
    print(f"            refused {pct(c['table refused'], n)}")
    print(f"            wrong   {pct(c['table wrong'], n)}")
    print(f"  fully right       {pct(c['fully right'], n)}")
    whole = c["fully right, and the whole intent as the gold's"]
    print(f"      and the whole intent as the gold's  {pct(whole, n)}")
    print(f"  confident-wrong   {pct(c['confident-wrong'], n)}")
    print(f"      wrong table                       {pct(c['confident-wrong: wrong table'], n)}")
    print(f"      right table, wrong conditions     {pct(c['confident-wrong: right table, wrong conditions'], n)}")
    print(f"        of which gold not representable {pct(c['confident-wrong: right table, gold not representable'], n)}")
    g = c["conditions graded"]
    print(f"  conditions (right table, representable gold: {g})")
    for key in ("exact", "wrong", "missing"):
        print(f"      {key:<8}{pct(c['conditions ' + key], g)}")
    print(f"      of the exact, a year on a date column read as the days it spans, or a number with "
          f"its unit as the rows hold it: {c['conditions exact: a year read as its days, a number as its text']}")
    joined = c["conditions exact: the join's own exists"]
    if joined:
        print(f"      of the exact, with an `exists` across the join's own link: {joined}")
    print(f"      missing and a subset of gold: {c['conditions missing (ours a subset of gold)']}")
    print(f"  gold with a text value: conditions exact {pct(c['text-value exact'], c['text-value graded'])}")
    print(f"  gold WHERE not representable: {c['gold not representable']} "
          f"({', '.join(f'{k} {v}' for k, v in tally.skipped_unrepresentable.most_common())})")
    if any(k.startswith("join:") for k in c):
        on_outer, on_other = c["join: gold conditions on the outer table"], c["join: gold conditions on the other table"]
        print(f"  join, right outer table: exact conditions all on it {pct(c['join: fully right, outer-table conditions'], on_outer)}")
        print(f"                           some on the other table     {pct(c['join: fully right, other-table conditions'], on_other)}")
    print("  refusals: " + (", ".join(f"{k} {v}" for k, v in tally.refusals.most_common()) or "none"))
    print("  intent (agree / disagree / absent; gold has it):")
    for facet in INTENT_FACETS:
        v = tally.intent[facet]
        print(f"      {facet:<9} {v['agree']:>6} {v['disagree']:>6} {v['absent']:>6}   {v['gold has it']:>6}")
    words = tally.unknown.most_common(TOP_UNKNOWN)
    print(f"  top unknown words in not_found ({sum(tally.unknown.values())} named, {len(tally.unknown)} distinct):")
    print("      " + "  ".join(f"{w}×{k}" for w, k in words))
    if tally.removed:
        print(f"  top words removed (×) before the final answer ({sum(tally.removed.values())} removed, "
              f"{len(tally.removed)} distinct):")
        print("      " + "  ".join(f"{w}×{k}" for w, k in tally.removed.most_common(TOP_UNKNOWN)))
    print()


def print_failures(title: str, tally: Tally, count: int) -> None:
    if not count or not tally.failures:
        return
    print(f"== confident-wrong examples, {title} ({min(count, len(tally.failures))} of {len(tally.failures)})")
    chosen = sorted(tally.failures, key=lambda e: hashlib.sha1(e["id"].encode()).hexdigest())[:count]
    for e in sorted(chosen, key=lambda e: e["number"]):
        print(f"- [{e['db']}] {e['question']}")
        if e.get("asked") and e["asked"] != e["question"]:
            print(f"    asked:  {e['asked']}")
        print(f"    gold:   {e['query']}")
        print(f"            table {e['gold_table']}  conditions "
              f"{'not representable (' + str(e['why']) + ')' if e['gold_conditions'] is None else sorted(e['gold_conditions'], key=repr)}")
        print(f"    ours:   table {e['table']}  {e['clause'] or '(no WHERE)'}  {e['values'] or ''}")
        print(f"            conditions {sorted(e['conditions'], key=repr)}")
    print()


def output_is_inside_checkout() -> bool:
    """Whether standard output is a file inside this checkout (questions must not land there)."""
    try:
        target = Path(os.readlink("/proc/self/fd/1"))
    except OSError:
        return False
    if not target.is_absolute() or not target.exists():
        return False
    try:
        target.resolve().relative_to(ROOT)
        return True
    except ValueError:
        return False


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("path", type=Path, help="the folder DuSQL was unzipped to (train.json, db_schema.json, db_content.json)")
    parser.add_argument("--work", type=Path, default=DEFAULT_WORK, help="where the databases and indexes go")
    parser.add_argument("--limit", type=int, help="the first N questions of each kind")
    parser.add_argument("--db", action="append", help="only this database (repeatable)")
    parser.add_argument("--failures", type=int, default=0, metavar="N", help="print N confident-wrong examples")
    parser.add_argument("--json", type=Path, help="write the figures (no question text) here")
    parser.add_argument("--strip-unknown", action="store_true", help="also ask again without the unknown words")
    parser.add_argument("--joins", action="store_true", help="also the join questions")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    args = parser.parse_args(argv)
    if args.failures and output_is_inside_checkout():
        parser.error("--failures prints DuSQL questions: send them to a terminal or a file outside the checkout")
    started = time.perf_counter()
    folder = dusql_folder(args.path)
    schemas = load_schemas(folder)
    mark_year_columns(schemas, load_contents(folder))
    train = json.loads((folder / TRAIN).read_text(encoding="utf-8"))
    wanted = {"single", "join"} if args.joins else {"single"}
    skipped: Counter = Counter()
    taken: Counter = Counter()
    questions = []  # (number, raw, gold)
    for number, raw in enumerate(train):
        if args.db and raw["db_id"] not in args.db:
            continue
        schema = schemas.get(raw["db_id"])
        gold = read_gold(raw, schema) if schema else "no schema"
        if isinstance(gold, str):
            skipped[gold] += 1
            continue
        if gold.kind not in wanted:
            skipped[f"{gold.kind} (not asked)"] += 1
            continue
        if args.limit is not None and taken[gold.kind] >= args.limit:
            continue
        taken[gold.kind] += 1
        questions.append((number, raw, gold))
    db_ids = sorted({raw["db_id"] for _, raw, _ in questions})
    indexes = prepare(args.work.resolve(), db_ids, schemas, folder, args.jobs)
    by_db: dict[str, list] = defaultdict(list)
    for number, raw, _ in questions:
        by_db[raw["db_id"]].append((number, raw["question"]))
    # Largest groups first, so two workers finish together; results are keyed by question number.
    groups = sorted(by_db.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    jobs = [(str(indexes[d]), qs, args.strip_unknown) for d, qs in groups]
    asked_at = time.perf_counter()
    answers = {}
    for part in _map(_ask_group, jobs, args.jobs):
        for number, plain, stripped, rounds in part:
            answers[number] = (plain, stripped, rounds)
    asked_seconds = time.perf_counter() - asked_at
    ways = ["plain"] + (["strip-unknown"] if args.strip_unknown else [])
    tallies = {(kind, way): Tally() for kind in sorted(wanted, key=KINDS.index) for way in ways}
    rounds_used: Counter = Counter()
    for number, raw, gold in questions:
        plain, stripped, rounds = answers[number]
        for way, answer in (("plain", plain), ("strip-unknown", stripped)):
            if answer is None:
                continue
            if way == "strip-unknown":
                rounds_used[rounds] += 1
            example = {"number": number, "id": str(raw.get("question_id") or number), "db": raw["db_id"],
                       "question": raw["question"], "asked": answer.get("q"), "query": raw["query"],
                       "gold_table": gold.table, "gold_conditions": gold.conditions, "why": gold.unrepresentable,
                       "table": answer["table"], "clause": answer["clause"], "values": answer["values"],
                       "conditions": sorted(our_conditions(answer), key=repr) if answer["status"] == "resolved" else []}
            tallies[(gold.kind, way)].add(gold, answer, example)
    print(f"DuSQL train: {len(train)} questions; asked {len(questions)} "
          f"({', '.join(f'{k} {v}' for k, v in sorted(taken.items()))}); skipped "
          + ", ".join(f"{k} {v}" for k, v in skipped.most_common()))
    print(f"{len(db_ids)} databases; asked in {asked_seconds:.1f}s with {args.jobs} worker(s)\n")
    for (kind, way), tally in tallies.items():
        print_tally(f"{KIND_TITLES[kind]}, {way}", tally)
    if args.strip_unknown:
        print("strip-unknown rounds used: " + ", ".join(f"{r}: {n}" for r, n in sorted(rounds_used.items())) + "\n")
    for (kind, way), tally in tallies.items():
        print_failures(f"{KIND_TITLES[kind]}, {way}", tally, args.failures)
    print(f"{time.perf_counter() - started:.1f}s")
    if args.json:
        figures = {"train_questions": len(train), "asked": dict(taken), "skipped": dict(sorted(skipped.items())),
                   "databases": len(db_ids), "limit": args.limit, "only_databases": len(args.db or []),
                   "figures": {f"{kind}/{way}": t.figures() for (kind, way), t in tallies.items()}}
        if args.strip_unknown:
            figures["strip_rounds"] = {str(k): v for k, v in sorted(rounds_used.items())}
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(figures, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
