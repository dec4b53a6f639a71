"""The worker processes (index builder, searches) belong to the server process, not to one Datasette
(docs/architecture.md): a Datasette that closes leaves them to the next one in the same process —
starting a search worker again costs about a second of loading the segmenter — and they all stop
when the process exits, leaving nothing behind.

Run in a process of its own, so that "when the process exits" is a real exit."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from tests.conftest import make_sqlite

SCRIPT = textwrap.dedent("""
    import asyncio, json, sys, urllib.parse
    from datasette.app import Datasette
    from datasette_dbgraph.index import builder
    from datasette_dbgraph.serving.state.catalog import state
    from datasette_dbgraph.serving.state.searcher import searchers

    def pids():
        return {"builder": builder._worker.process.pid if builder._worker.process else None,
                "searchers": sorted(w.process.pid for w in searchers().idle if w.running)}

    async def ask(ds, q):
        for _ in range(60):
            r = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q}))
            if r.status_code != 503:
                return r.status_code, r.json()["status"], (r.json().get("resolved") or {}).get("table")
            await asyncio.sleep(0.5)

    async def main():
        seen = []
        for path in sys.argv[1:]:
            ds = Datasette([path])
            await ds.invoke_startup()
            answer = await ask(ds, "订单")
            seen.append({"answer": answer, **pids()})
            state(ds).close()  # what the server's shutdown does for this Datasette
        print(json.dumps(seen))

    asyncio.run(main())
""")



def _alive(pid: int) -> bool:
    """Whether a process runs (a zombie left unreaped counts as left behind too)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_workers_serve_the_next_datasette_and_stop_with_the_process(tmp_path):
    paths = []
    for name in ("one.db", "two.db"):
        path = make_sqlite(tmp_path / name, "CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL);"
                                             "CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT);")
        paths.append(str(path))
    done = subprocess.run([sys.executable, "-c", SCRIPT, *paths], capture_output=True, text=True, timeout=300,
                          cwd=Path(__file__).resolve().parent.parent)
    assert done.returncode == 0, done.stderr
    first, second = json.loads(done.stdout)
    # Both Datasettes answer, the second one by the same processes the first one started.
    assert first["answer"] == second["answer"] == [200, "resolved", "orders"]
    assert first["builder"] and first["searchers"]
    assert (second["builder"], second["searchers"]) == (first["builder"], first["searchers"])
    # The process has exited: none of its workers is left running.
    workers = [first["builder"], *first["searchers"]]
    deadline = time.monotonic() + 10
    while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(pid) for pid in workers), workers


BURST_SCRIPT = textwrap.dedent("""
    import asyncio, json, sys, urllib.parse
    from datasette.app import Datasette
    from datasette_dbgraph.serving.state.catalog import state
    from datasette_dbgraph.serving.state.searcher import searchers

    async def main():
        ds = Datasette([sys.argv[1]], metadata={"plugins": {"datasette-dbgraph": {"time_limit_ms": int(sys.argv[2])}}})
        await ds.invoke_startup()
        await state(ds).handle()  # the index is built: what follows is the searches alone
        assert not any(w.running for w in searchers().idle)  # no search process yet
        answers = await asyncio.gather(*(ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q}))
                                         for q in ["订单", "会员", "orders", "members"] * 2))
        print(json.dumps([[r.status_code, r.json()["status"]] for r in answers]))

    asyncio.run(main())
""")
# Shorter than the time a search process takes to start (it loads the segmenter, about a second).
SHORT_TIME_LIMIT_MS = 400


def test_the_first_searches_of_a_server_wait_for_its_search_process_without_running_out_of_time(tmp_path):
    # Eight people ask at once just after the server started: the first search starts the search
    # process, the other seven wait for their turn meanwhile. The start is not theirs to pay for —
    # none is answered "busy", although the start takes longer than one search may.
    path = make_sqlite(tmp_path / "shop.db", "CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL);"
                                             "CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT);")
    done = subprocess.run([sys.executable, "-c", BURST_SCRIPT, str(path), str(SHORT_TIME_LIMIT_MS)],
                          capture_output=True, text=True, timeout=300, cwd=Path(__file__).resolve().parent.parent)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [[200, "resolved"]] * 8
