"""What one request may cost the server (issue 19, items 3 and 4): a body is refused at the size
limit without being read further, and a search that runs out of its time budget answers `busy`.

The body test runs a real Datasette process and measures its memory: 0.65's `post_body()` read a
whole 100 MB body (16 s, +200 MB) before the size check.
"""

from __future__ import annotations

import http.client
import json
import os
import select
import sqlite3
import sys
import time
import urllib.parse
from pathlib import Path

import pytest
from datasette.app import Datasette

from datasette_dbgraph.serving.inputs import MAX_BODY_BYTES

from servers import serve

ROOT = Path(__file__).resolve().parent.parent
STREAMED_BYTES = 100 * 1024 * 1024
CHUNK = 64 * 1024
# The server may buffer what the sockets hold in flight; reading the body would cost all of it.
MAX_GROWTH_BYTES = 40 * 1024 * 1024


def _peak_rss(pid: int) -> int:
    """The process's peak resident memory (VmHWM), in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmHWM")


def _stream(base: str, total: int) -> tuple[int, dict, int]:
    """POST `total` bytes of a JSON-looking body in chunks (no Content-Length), stopping as soon as
    the server answers; (status, JSON answer, bytes sent)."""
    host, port = urllib.parse.urlsplit(base).netloc.split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=60)
    conn.putrequest("POST", "/-/dbgraph.json")
    conn.putheader("Content-Type", "application/json")
    conn.putheader("Transfer-Encoding", "chunked")
    conn.endheaders()
    sent = 0
    chunk = b'{"entity": "' + b"x" * (CHUNK - 12)
    try:
        while sent < total:
            conn.send(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            sent += len(chunk)
            if select.select([conn.sock], [], [], 0)[0]:
                break  # the answer is in: stop sending
    except (BrokenPipeError, ConnectionResetError):
        pass
    response = conn.getresponse()
    data = json.loads(response.read())
    conn.close()
    return response.status, data, sent


@pytest.fixture(scope="module")
def server(tmp_path_factory, demo_copy):
    folder = tmp_path_factory.mktemp("limits")
    process, base = serve(lambda port: [sys.executable, "-m", "datasette", "serve", str(demo_copy), "-p", str(port),
                                        "-h", "127.0.0.1"], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    yield process, base
    process.terminate()
    try:
        process.wait(timeout=30)
    except Exception:
        process.kill()
        process.wait()


def test_an_oversized_body_is_refused_before_it_is_read(server):
    process, base = server
    host, port = urllib.parse.urlsplit(base).netloc.split(":")
    # A normal POST first: the index is built and the server is warm. While the first build runs the
    # answer is `busy` (503 with Retry-After): ask again, as a client would.
    for _ in range(120):
        conn = http.client.HTTPConnection(host, int(port), timeout=60)
        conn.request("POST", "/-/dbgraph.json", body=json.dumps({"entity": "订单"}).encode(),
                     headers={"Content-Type": "application/json"})
        answer = json.loads(conn.getresponse().read())
        conn.close()
        if answer["status"] != "busy":
            break
        time.sleep(0.5)
    assert answer["status"] == "resolved", answer
    before = _peak_rss(process.pid)

    started = time.monotonic()
    status, data, sent = _stream(base, STREAMED_BYTES)
    seconds = time.monotonic() - started
    assert status == 400 and data["status"] == "invalid_input", data
    assert f"the limit is {MAX_BODY_BYTES}" in data["error"]
    assert sent < STREAMED_BYTES // 4, f"the answer came only after {sent} bytes"
    assert seconds < 10
    assert _peak_rss(process.pid) - before < MAX_GROWTH_BYTES

    # A body declared too big is refused from its Content-Length, before any of it is sent.
    conn = http.client.HTTPConnection(host, int(port), timeout=60)
    conn.putrequest("POST", "/-/dbgraph.json")
    conn.putheader("Content-Type", "application/json")
    conn.putheader("Content-Length", str(STREAMED_BYTES))
    conn.endheaders()
    response = conn.getresponse()
    assert response.status == 400 and "the limit is" in json.loads(response.read())["error"]
    conn.close()
    # The server still answers.
    conn = http.client.HTTPConnection(host, int(port), timeout=60)
    conn.request("GET", "/-/dbgraph.json?entity=%E8%AE%A2%E5%8D%95")
    assert json.loads(conn.getresponse().read())["status"] == "resolved"
    conn.close()


@pytest.mark.asyncio
async def test_a_body_at_the_limit_is_read_and_one_byte_more_is_not():
    ds = Datasette([], memory=True)
    at_limit = json.dumps({"entity": "订单", "q": None}).encode()
    at_limit += b" " * (MAX_BODY_BYTES - len(at_limit))
    response = await ds.client.post("/-/dbgraph.json", content=at_limit, headers={"Content-Type": "application/json"})
    assert response.json()["status"] != "invalid_input", response.text
    response = await ds.client.post("/-/dbgraph.json", content=at_limit + b" ",
                                    headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and "the limit is" in response.json()["error"]


# -- the time budget ----------------------------------------------------------------------------
def _catalog(path: Path, tables: int) -> Path:
    """A catalog whose tables share their words: a search for 日志 reaches every one."""
    conn = sqlite3.connect(path)
    for i in range(tables):
        conn.execute(f"CREATE TABLE log_{i} ( -- 日志{i}表\n id INTEGER PRIMARY KEY, create_time TEXT, -- 创建时间\n"
                     f" content TEXT -- 日志内容\n)")
    conn.commit()
    conn.close()
    return path


@pytest.mark.asyncio
async def test_a_search_that_runs_out_of_time_answers_busy(tmp_path):
    db = _catalog(tmp_path / "logs.db", 400)
    quick = Datasette([str(db)])
    slow = Datasette([str(db)], metadata={"plugins": {"datasette-dbgraph": {"time_limit_ms": 1}}})
    for ds in (quick, slow):
        await ds.invoke_startup()
    url = "/-/dbgraph.json?" + urllib.parse.urlencode({"q": "日志", "_all": "1"})
    assert (await quick.client.get(url)).status_code == 200
    await slow.client.get("/-/dbgraph.json?entity=x")  # the index is built before the clock matters
    response = await slow.client.get(url)
    assert response.status_code == 503, response.text
    data = response.json()
    assert data["status"] == "busy" and "time limit of 1 ms" in data["error"]
    assert response.headers["retry-after"] == "1"
    # In the reader's language.
    zh = (await slow.client.get(url + "&_lang=zh")).json()
    assert zh["status"] == "busy" and "1 毫秒" in zh["reason"] and "time limit" not in zh["reason"], zh["reason"]
    # The page says the same, with Datasette's page around it.
    page = await slow.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "日志", "_all": "1"}))
    assert page.status_code == 503 and page.headers["retry-after"] == "1"
    # A wrong setting is reported by name.
    wrong = Datasette([str(db)], metadata={"plugins": {"datasette-dbgraph": {"time_limit_ms": 0}}})
    data = (await wrong.client.get(url)).json()
    assert data["status"] == "index_incomplete" and "time_limit_ms" in data["error"]
