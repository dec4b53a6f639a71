"""An index built from nothing says so — `index_incomplete` with a reason — on the page and in the
JSON, for the live index of what Datasette serves and for a prebuilt index (`index:` setting);
never not_found as if the words were wrong."""

from __future__ import annotations

import urllib.parse

import pytest
from click.testing import CliRunner
from datasette.app import Datasette
from datasette.cli import cli

# A PostgreSQL dump whose only table has no readable column list: nothing can be indexed from it.
UNREADABLE = "CREATE TABLE js_sys_log (id varchar(64) GARBAGE (((;\n"


async def start(*paths, config=None) -> Datasette:
    kwargs = {"metadata": {"plugins": {"datasette-dbgraph": config}}} if config is not None else {}
    ds = Datasette([str(p) for p in paths], **kwargs)
    await ds.invoke_startup()
    return ds


async def ask(ds, json: bool):
    path = "/-/dbgraph.json" if json else "/-/dbgraph"
    return await ds.client.get(f"{path}?{urllib.parse.urlencode({'entity': '日志'})}")


@pytest.mark.asyncio
async def test_live_index_of_databases_without_tables(sqlite_factory):
    empty = sqlite_factory("empty.db", "CREATE TABLE x (a); DROP TABLE x;")
    ds = await start(empty)
    response = await ask(ds, json=True)
    assert response.status_code == 503
    data = response.json()
    assert data["status"] == "index_incomplete" and data["ok"] is False
    assert "no database with tables" in data["reason"] and data["candidates"] == []
    assert data["next_actions"]
    page = await ask(ds, json=False)
    assert page.status_code == 503
    assert 'data-status="index_incomplete"' in page.text and "no database with tables" in page.text


@pytest.fixture
def prebuilt_from_nothing(tmp_path):
    ddl = tmp_path / "core.sql"
    ddl.write_text(UNREADABLE, encoding="utf-8")
    index = tmp_path / "catalog.db"
    refused = CliRunner().invoke(cli, ["dbgraph", "index", str(ddl), "--dialect", "postgres", "-o", str(index)])
    assert refused.exit_code == 1 and not index.exists()
    accepted = CliRunner().invoke(cli, ["dbgraph", "index", str(ddl), "--dialect", "postgres", "-o", str(index),
                                        "--allow-partial"])
    assert accepted.exit_code == 0, accepted.output
    return index


@pytest.mark.asyncio
async def test_prebuilt_index_built_from_nothing(prebuilt_from_nothing, sqlite_factory):
    served = sqlite_factory("app.db", "CREATE TABLE sys_log (id INTEGER PRIMARY KEY, title TEXT); -- 日志")
    ds = await start(served, prebuilt_from_nothing, config={"index": "catalog"})
    response = await ask(ds, json=True)
    assert response.status_code == 503
    data = response.json()
    assert data["status"] == "index_incomplete"
    assert "the index is empty" in data["reason"]
    page = await ask(ds, json=False)
    assert page.status_code == 503 and 'data-status="index_incomplete"' in page.text


def test_resolve_command_on_an_index_built_from_nothing(prebuilt_from_nothing):
    result = CliRunner().invoke(cli, ["dbgraph", "resolve", str(prebuilt_from_nothing), "--entity", "日志"])
    assert result.exit_code != 0
    assert "the index is empty" in result.stderr and "datasette dbgraph index" in result.stderr
