"""The built wheel, installed in a fresh virtualenv, serves the page on demo.db — templates and
static files included, nothing borrowed from this source tree."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
START_SECONDS = 60


def _run(args, **kwargs):
    result = subprocess.run(args, capture_output=True, text=True, **kwargs)
    assert result.returncode == 0, f"{args}\n{result.stdout}\n{result.stderr}"
    return result


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_wheel_in_a_fresh_virtualenv_serves_the_page(tmp_path, demo_copy):
    dist = tmp_path / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(dist), str(ROOT)])
    wheel = next(dist.glob("datasette_dbgraph-*.whl"))
    import zipfile

    names = zipfile.ZipFile(wheel).namelist()
    assert "datasette_dbgraph/templates/dbgraph.html" in names
    assert "datasette_dbgraph/static/dbgraph.css" in names

    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)])
    python = venv / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    _run([str(python), "-m", "pip", "install", "-q", str(wheel)], env=env, cwd=tmp_path)
    where = _run([str(python), "-c", "import datasette_dbgraph, datasette; print(datasette_dbgraph.__file__)"],
                 env=env, cwd=tmp_path).stdout.strip()
    assert where.startswith(str(venv)), where

    port = _free_port()
    server = subprocess.Popen([str(python), "-m", "datasette", str(demo_copy), "-p", str(port)],
                              env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_SECONDS
        while True:
            try:
                urllib.request.urlopen(base + "/-/versions.json", timeout=2).read()
                break
            except OSError:
                assert time.monotonic() < deadline and server.poll() is None, server.stdout.read().decode()
                time.sleep(0.3)
        page = urllib.request.urlopen(base + "/-/dbgraph?" + urllib.parse.urlencode({"entity": "订单"})).read().decode()
        assert 'data-status="resolved"' in page and "orders" in page
        css = urllib.request.urlopen(base + "/-/static-plugins/datasette-dbgraph/dbgraph.css")
        assert css.status == 200 and b".dbgraph-candidate" in css.read()
    finally:
        server.terminate()
        server.wait(timeout=10)
