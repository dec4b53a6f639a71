"""The live index (issue 13, items 3, 12, 13, 14): it rebuilds only what changed, never makes
Datasette's own pages wait, heals when its file is damaged, says why when it cannot be built,
notices a database swapped under the same name, and leaves nothing behind when the server stops.
Both Datasette lines; real files, real Datasette, real server processes."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from datasette import hookimpl
from datasette.app import Datasette
from datasette.database import Database
from datasette.plugins import pm

import conftest
from datasette_dbgraph.serving.state import live
from datasette_dbgraph.serving.state.catalog import state
from datasette_dbgraph.compat import IS_1X
from datasette_dbgraph.index.tempfiles import FOLDER_PREFIX
from servers import serve

ORDERS = "订单"
KITES = "风筝"
# A search waits for a build this long at most (the live index's own bound is 10 s).
BUILD_WAIT_BOUND = 30
CONCURRENT = 20


def table(path, sql):
    conn = sqlite3.connect(path)
    conn.execute(sql)
    conn.commit()
    conn.close()


async def get(ds, **params):
    response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params))
    return response, response.json()


class Descriptions:
    """A `dbgraph_descriptions` plugin that counts which databases are read, and can hold a read
    until the test lets it go."""

    __name__ = "Descriptions"  # Datasette lists plugins by name

    def __init__(self):
        self.read: list[str] = []
        self.gate = asyncio.Event()
        self.gate.set()

    @hookimpl
    def dbgraph_descriptions(self, datasette, database):
        async def inner():
            self.read.append(database)
            await self.gate.wait()
            return {}

        return inner


@pytest.fixture
def descriptions():
    plugin = Descriptions()
    pm.register(plugin, name="count-descriptions")
    yield plugin
    pm.unregister(name="count-descriptions")


# -- 3. a schema change rebuilds only the changed database -----------------------------------------
@pytest.mark.asyncio
async def test_a_schema_change_reads_only_the_changed_database(tmp_path, demo_copy, descriptions):
    demo = tmp_path / "demo.db"
    shutil.copy(demo_copy, demo)
    sales = tmp_path / "sales.db"
    table(sales, "CREATE TABLE customers ( -- 客户表\n id INTEGER PRIMARY KEY, name TEXT -- 姓名\n)")
    ds = Datasette([str(demo), str(sales)])
    await ds.invoke_startup()
    _, data = await get(ds, entity=ORDERS)
    assert data["status"] == "resolved" and sorted(descriptions.read) == ["demo", "sales"]
    descriptions.read.clear()
    table(sales, "CREATE TABLE kites ( -- 风筝表\n id INTEGER PRIMARY KEY, colour TEXT -- 颜色\n)")
    _, data = await get(ds, entity=KITES)
    assert data["status"] == "resolved" and data["resolved"]["table"] == "kites"
    assert descriptions.read == ["sales"]  # demo.db (34 tables) was not read again
    _, data = await get(ds, entity=ORDERS)
    assert data["resolved"]["database"] == "demo" and descriptions.read == ["sales"]
    table(sales, "DROP TABLE kites")
    _, data = await get(ds, entity=KITES)
    assert data["status"] == "not_found"


@pytest.mark.asyncio
async def test_datasette_and_the_jump_menu_never_wait_for_a_build(tmp_path, demo_copy, descriptions, monkeypatch):
    # (the product's own wait for a build: conftest gives other tests more room)
    monkeypatch.setattr(live, "LIVE_WAIT_SECONDS", conftest.PRODUCT_BUILD_WAIT_SECONDS)
    demo = tmp_path / "demo.db"
    shutil.copy(demo_copy, demo)
    ds = Datasette([str(demo)])
    await ds.invoke_startup()
    assert (await get(ds, entity=ORDERS))[1]["status"] == "resolved"
    descriptions.gate.clear()  # the next build holds until the test lets it go
    table(demo, "CREATE TABLE kites ( -- 风筝表\n id INTEGER PRIMARY KEY, colour TEXT -- 颜色\n)")
    waiting = asyncio.ensure_future(get(ds, entity=KITES))
    while "demo" not in descriptions.read[-1:]:
        await asyncio.sleep(0.05)
    for path in ("/", "/demo", "/demo/orders", "/demo/orders.json", "/-/versions.json"):
        assert (await asyncio.wait_for(ds.client.get(path), BUILD_WAIT_BOUND)).status_code == 200, path
    if IS_1X:
        jump = await asyncio.wait_for(ds.client.get("/-/jump?" + urllib.parse.urlencode({"q": "订单明细"})),
                                      BUILD_WAIT_BOUND)
        assert jump.status_code == 200 and any(m["url"] == "/demo/order_items" for m in jump.json()["matches"])
    assert not waiting.done()  # the search is still waiting for the build; nothing else was
    response, data = await asyncio.wait_for(waiting, BUILD_WAIT_BOUND)
    assert response.status_code == 503 and data["status"] == "busy" and response.headers["retry-after"]
    again = asyncio.ensure_future(get(ds, entity=KITES))
    await asyncio.sleep(0.1)
    descriptions.gate.set()
    response, data = await again
    assert response.status_code == 200 and data["resolved"]["table"] == "kites"  # never a stale answer


# -- 12. a damaged live file heals; a build that cannot be written says why, once ------------------
@pytest.mark.asyncio
@pytest.mark.parametrize("damage", ["truncated", "overwritten", "removed"])
async def test_a_damaged_live_index_heals_without_a_schema_change(demo_copy, damage):
    ds = Datasette([str(demo_copy)])
    await ds.invoke_startup()
    assert (await get(ds, entity=ORDERS))[1]["status"] == "resolved"
    path = Path(state(ds).live.current.path)
    size = path.stat().st_size
    if damage == "truncated":
        with open(path, "r+b") as handle:
            handle.truncate(size // 3)
    elif damage == "overwritten":
        path.write_bytes(os.urandom(size))
    else:
        path.unlink()
    answers = await asyncio.gather(*(get(ds, entity=ORDERS) for _ in range(CONCURRENT)))
    assert [(r.status_code, d["status"]) for r, d in answers] == [(200, "resolved")] * CONCURRENT


FULL_DISK = textwrap.dedent("""
    import asyncio, json, resource, signal, sqlite3, sys
    from datasette.app import Datasette
    from datasette_dbgraph.index import builder

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # writing past the limit fails like a full disk
    path, limit = sys.argv[1], int(sys.argv[2])

    async def ask(ds, n):
        responses = await asyncio.gather(*(ds.client.get("/-/dbgraph.json?entity=%E8%AE%A2%E5%8D%95")
                                           for _ in range(n)))
        return [[r.status_code, r.json()] for r in responses]

    async def main():
        ds = Datasette([path])
        await ds.invoke_startup()
        await ds.client.get("/")
        soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
        first = await ask(ds, 4)
        second = await ask(ds, 4)
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        builder.shutdown()  # the limit was inherited by the builder process: "free the disk" for it too
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE disk_freed (id INTEGER PRIMARY KEY)")
        conn.commit()
        third = await ask(ds, 1)
        print(json.dumps({"first": first, "second": second, "third": third}))

    asyncio.run(main())
""")
# Small enough that the index cannot be written, large enough for everything else.
FILE_SIZE_LIMIT = 64 * 1024


def test_a_full_disk_is_reported_with_its_cause_and_not_retried_by_every_request(tmp_path, demo_copy):
    demo = tmp_path / "demo.db"
    shutil.copy(demo_copy, demo)
    result = subprocess.run([sys.executable, "-c", FULL_DISK, str(demo), str(FILE_SIZE_LIMIT)], capture_output=True,
                            text=True, env={**os.environ, "TMPDIR": str(tmp_path)}, timeout=120)
    assert result.returncode == 0, result.stderr
    answers = json.loads(result.stdout.strip().splitlines()[-1])
    for code, data in answers["first"] + answers["second"]:
        assert code == 503 and data["status"] == "index_incomplete"
        assert "disk" in data["reason"], data["reason"]  # SQLite's own words: "disk I/O error", "disk is full"
    attempts = [line for line in result.stderr.splitlines() if "could not be built" in line]
    assert len(attempts) == 1, result.stderr  # eight requests, one build attempt, logged with its cause
    assert "disk" in attempts[0]
    code, data = answers["third"][0]
    assert code == 200 and data["status"] == "resolved"  # a schema change tries again at once


# -- 13. a database swapped under the same name ------------------------------------------------
@pytest.mark.asyncio
async def test_a_database_reattached_under_the_same_name_is_noticed(tmp_path, demo_copy):
    first, second = tmp_path / "a" / "toys.db", tmp_path / "b" / "toys.db"
    for path, sql in ((first, "CREATE TABLE kites ( -- 风筝表\n id INTEGER PRIMARY KEY\n)"),
                      (second, "CREATE TABLE tops ( -- 陀螺表\n id INTEGER PRIMARY KEY\n)")):
        path.parent.mkdir()
        table(path, sql)
    versions = [sqlite3.connect(p).execute("PRAGMA schema_version").fetchone()[0] for p in (first, second)]
    assert versions[0] == versions[1]
    ds = Datasette([str(demo_copy), str(first)])
    await ds.invoke_startup()
    assert (await get(ds, entity="风筝"))[1]["resolved"]["table"] == "kites"
    ds.remove_database("toys")
    ds.add_database(Database(ds, path=str(second)), name="toys")
    _, data = await get(ds, entity="风筝")
    assert data["status"] == "not_found"
    _, data = await get(ds, entity="陀螺")
    assert data["status"] == "resolved" and data["resolved"]["table"] == "tops"


# -- 14. nothing left behind ---------------------------------------------------------------------
def _serve(db: Path, tmpdir: Path):
    server, base = serve(lambda port: [sys.executable, "-m", "datasette", "serve", str(db), "-p", str(port)],
                         env={**os.environ, "TMPDIR": str(tmpdir)})
    body = json.loads(urllib.request.urlopen(base + "/-/dbgraph.json?entity=%E8%AE%A2%E5%8D%95", timeout=60).read())
    assert body["status"] == "resolved"
    return server


def _folders(tmpdir: Path) -> list[Path]:
    return sorted(tmpdir.glob(FOLDER_PREFIX + "*"))


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_stopped_server_leaves_no_index_behind(tmp_path, demo_copy, stop):
    tmpdir = tmp_path / "tmp"
    tmpdir.mkdir()
    server = _serve(demo_copy, tmpdir)
    try:
        assert len(_folders(tmpdir)) == 1 and list(_folders(tmpdir)[0].glob("*.db"))
    finally:
        server.send_signal(stop)
        server.wait(timeout=30)
    assert _folders(tmpdir) == []


def test_a_killed_servers_index_is_removed_by_the_next_server(tmp_path, demo_copy):
    tmpdir = tmp_path / "tmp"
    tmpdir.mkdir()
    killed = _serve(demo_copy, tmpdir)
    killed.kill()
    killed.wait(timeout=30)
    (left,) = _folders(tmpdir)
    assert list(left.glob("*.db"))  # a full catalog, hidden names included, left by kill -9
    server = _serve(demo_copy, tmpdir)
    try:
        assert left not in _folders(tmpdir) and len(_folders(tmpdir)) == 1
    finally:
        server.terminate()
        server.wait(timeout=30)


KILLED_BUILD = textwrap.dedent("""
    import os, signal, sys, time
    from datasette_dbgraph.index.tempfiles import locked_temp

    with locked_temp(sys.argv[1]) as temp:
        with open(temp, "w") as handle:
            handle.write("half an index")
        if sys.argv[2] == "kill":
            os.kill(os.getpid(), signal.SIGKILL)
        print(temp, flush=True)
        time.sleep(60)
""")


def test_killed_builds_leave_temporary_files_that_the_next_build_removes(tmp_path, demo_copy):
    from click.testing import CliRunner
    from datasette.cli import cli

    output = tmp_path / "out.db"
    killed = subprocess.run([sys.executable, "-c", KILLED_BUILD, str(output), "kill"], capture_output=True)
    assert killed.returncode == -signal.SIGKILL
    (stale,) = tmp_path.glob(".out.db.*.tmp")
    running = subprocess.Popen([sys.executable, "-c", KILLED_BUILD, str(output), "hold"], stdout=subprocess.PIPE,
                               text=True)
    try:
        held = Path(running.stdout.readline().strip())
        result = CliRunner().invoke(cli, ["dbgraph", "index", str(demo_copy), "-o", str(output)])
        assert result.exit_code == 0, result.output
        assert not stale.exists()  # left by a dead build: removed
        assert held.exists()  # another build is still writing it: kept
    finally:
        running.kill()
        running.wait()
    assert sqlite3.connect(output).execute("select count(*) from objects").fetchone()[0] > 0
