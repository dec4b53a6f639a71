"""Shared fixtures: real files, real indexes, real Datasette instances — no mocks."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

DEMO_DB = ROOT / "demo.db"
REAL_SCHEMAS = ROOT / "tests" / "real-schemas"  # byte-for-byte copies; see SOURCES.md there
REAL_DIALECTS = {"ruoyi": "mysql", "mall": "mysql", "litemall": "mysql", "jeecg": "mysql", "sakila": "mysql",
                 "adventureworks": "postgres"}


# Datasette's own queries — the table page a link opens, a row count, a permission check — stop at
# its `sql_time_limit_ms`, 1 s by default. On the project's CI, with the machine busy, the table page
# of demo.db's order_items (1,404 rows) went past it once: QueryInterrupted, a 500 from Datasette's
# own table view, not from this plugin. The tests check where links lead and what pages say, not how
# fast a shared machine is: every Datasette they start gets this limit unless the test sets its own
# (the tests of what happens past the limit do).
DATASETTE_SQL_TIME_LIMIT_MS = 30_000
# The same holds for the plugin's own limits: a search's budget (`time_limit_ms`, 1 s by default)
# and how long a request waits for the index to be built (10 s). On the project's CI one page
# (`售价最高的3个商品`, answered in about 60 ms here) came back 503 once, the machine busy with a
# worker process starting and an index being built. Tests of answers get these defaults; the tests
# of running out of time set `time_limit_ms` themselves (test_request_limits, test_worker_processes).
# The test of a request waiting for a build (test_live_index) uses the product's own wait.
PLUGIN_TIME_LIMIT_MS = 30_000
PLUGIN_BUILD_WAIT_SECONDS = 120.0
PRODUCT_BUILD_WAIT_SECONDS: float | None = None  # serving/state/live.LIVE_WAIT_SECONDS, kept before it is changed


@pytest.fixture(scope="session", autouse=True)
def datasette_pages_have_time():
    from datasette import app

    from datasette_dbgraph import rules
    from datasette_dbgraph.serving.state import live

    global PRODUCT_BUILD_WAIT_SECONDS
    before = (app.DEFAULT_SETTINGS["sql_time_limit_ms"], rules.TIME_LIMIT_MS, live.LIVE_WAIT_SECONDS)
    PRODUCT_BUILD_WAIT_SECONDS = live.LIVE_WAIT_SECONDS
    app.DEFAULT_SETTINGS["sql_time_limit_ms"] = DATASETTE_SQL_TIME_LIMIT_MS
    rules.TIME_LIMIT_MS = PLUGIN_TIME_LIMIT_MS
    live.LIVE_WAIT_SECONDS = PLUGIN_BUILD_WAIT_SECONDS
    yield
    app.DEFAULT_SETTINGS["sql_time_limit_ms"], rules.TIME_LIMIT_MS, live.LIVE_WAIT_SECONDS = before


@pytest.fixture(scope="session")
def real_schemas() -> Path:
    return REAL_SCHEMAS


@pytest.fixture(scope="session")
def demo_copy(tmp_path_factory) -> Path:
    """A private copy of demo.db that tests may open (never the committed file itself)."""
    path = tmp_path_factory.mktemp("demo") / "demo.db"
    shutil.copy(DEMO_DB, path)
    return path


@pytest.fixture(scope="session")
def index_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("indexes")


@pytest.fixture(scope="session")
def source_index(index_dir):
    """Build (once per session) and return the path of the index for one labelled source."""
    from benchmarks.quality import build_indexes

    def get(source: str) -> Path:
        return build_indexes(index_dir, [source])[source]

    return get


@pytest.fixture
def index_conn(source_index):
    """An open connection to one source's index: index_conn("mall")."""
    opened = []

    def get(source: str) -> sqlite3.Connection:
        conn = sqlite3.connect(source_index(source))
        opened.append(conn)
        return conn

    yield get
    for conn in opened:
        conn.close()


def make_sqlite(path: Path, sql: str, rows: dict[str, list[tuple]] | None = None) -> Path:
    """A SQLite file from a script (and optional rows per table)."""
    conn = sqlite3.connect(path)
    conn.executescript(sql)
    for table, values in (rows or {}).items():
        if values:
            marks = ",".join("?" * len(values[0]))
            conn.executemany(f'insert into "{table}" values ({marks})', values)
    conn.commit()
    conn.close()
    return path


@pytest.fixture
def sqlite_factory(tmp_path):
    def make(name: str, sql: str, rows=None) -> Path:
        return make_sqlite(tmp_path / name, sql, rows)

    return make


@pytest.fixture(scope="module")
def ddl_index(tmp_path_factory):
    """ddl_index(text) → an open connection to a fresh index of that MySQL DDL (database `db`),
    built once per text for the module."""
    import textwrap

    from datasette_dbgraph.sources.ddl import parse_ddl
    from datasette_dbgraph.index.indexer import build_index_file

    folder = tmp_path_factory.mktemp("ddl_index")
    built: dict[str, sqlite3.Connection] = {}

    def make(ddl: str) -> sqlite3.Connection:
        if ddl not in built:
            path = folder / f"index{len(built)}.db"
            build_index_file(path, [parse_ddl(textwrap.dedent(ddl), database="db", dialect="mysql")])
            built[ddl] = sqlite3.connect(path)
        return built[ddl]

    yield make
    for conn in built.values():
        conn.close()


def resolve_request(conn, **request) -> dict:
    """The resolution of one request with the default options."""
    from datasette_dbgraph.resolver import Options, Request, resolve

    return resolve(conn, Request(**request), Options())


def resolve_answer(conn, **request) -> tuple[str, str | None]:
    """(status, resolved table or None) of one request with the default options."""
    result = resolve_request(conn, **request)
    return result["status"], result["resolved"]["table"] if result["resolved"] else None

