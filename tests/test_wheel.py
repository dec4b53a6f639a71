"""The built wheel, installed in a fresh virtualenv, serves the page on demo.db — templates and
static files included, nothing borrowed from this source tree."""

from __future__ import annotations

import os
import sys
import urllib.parse
import urllib.request
from pathlib import Path

from servers import run as _run, serve

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_in_a_fresh_virtualenv_serves_the_page(tmp_path, demo_copy):
    dist = tmp_path / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(dist), str(ROOT)])
    wheel = next(dist.glob("datasette_dbgraph-*.whl"))
    import zipfile

    names = zipfile.ZipFile(wheel).namelist()
    assert "datasette_dbgraph/templates/dbgraph.html" in names
    assert "datasette_dbgraph/templates/dbgraph_related.html" in names
    assert "datasette_dbgraph/static/dbgraph.css" in names
    # Every stage's folder and the glossary's data files (a missing one fails at import, not here).
    for stage in ("words", "sources", "index", "resolving", "onebox", "serving"):
        assert f"datasette_dbgraph/{stage}/__init__.py" in names, stage
    assert "datasette_dbgraph/words/data/glossary-01-orders-and-sales.tsv" in names
    assert "datasette_dbgraph/words/data/abbreviations.tsv" in names

    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)])
    python = venv / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    _run([str(python), "-m", "pip", "install", "-q", str(wheel)], env=env, cwd=tmp_path)
    where = _run([str(python), "-c", "import datasette_dbgraph, datasette; print(datasette_dbgraph.__file__)"],
                 env=env, cwd=tmp_path).stdout.strip()
    assert where.startswith(str(venv)), where

    server, base = serve(lambda port: [str(python), "-m", "datasette", str(demo_copy), "-p", str(port)],
                         env=env, cwd=tmp_path)
    try:
        page = urllib.request.urlopen(base + "/-/dbgraph?" + urllib.parse.urlencode({"entity": "订单"})).read().decode()
        assert 'data-status="resolved"' in page and "orders" in page
        related = urllib.request.urlopen(base + "/-/dbgraph/related?database=demo&table=orders").read().decode()
        assert "orders.member_id → members.id" in related
        css = urllib.request.urlopen(base + "/-/static-plugins/datasette-dbgraph/dbgraph.css")
        assert css.status == 200 and b".dbgraph-candidate" in css.read()
    finally:
        server.terminate()
        server.wait(timeout=10)
