"""The index names every table, hidden ones included, so nobody may read it (issue 19, item 7):
0.65's `/-/databases.json` listed an attached index database (name, path, size, hash) to anonymous
users. An attached index (`index: dbgraph`) is now left out there as on 1.0a; and `index_file`
reads a prebuilt index from a path without attaching it to Datasette at all. Also here: the JSON
endpoint answers Datasette 1.0a's cross-site refusal in JSON.
"""

from __future__ import annotations

import json
import urllib.parse

import pytest
from click.testing import CliRunner
from datasette.app import Datasette
from datasette.cli import cli

from datasette_dbgraph.compat import IS_1X


@pytest.fixture(scope="module")
def index_file(tmp_path_factory, demo_copy):
    path = tmp_path_factory.mktemp("private") / "dbgraph.db"
    result = CliRunner().invoke(cli, ["dbgraph", "index", str(demo_copy), "-o", str(path)])
    assert result.exit_code == 0, result.output
    return path


def _datasette(files, settings: dict, metadata: dict | None = None) -> Datasette:
    """A Datasette with the plugin's settings where this line reads them (1.0a: its config)."""
    plugins = {"plugins": {"datasette-dbgraph": settings}}
    if IS_1X:
        return Datasette([str(f) for f in files], config=plugins, metadata=metadata)
    return Datasette([str(f) for f in files], metadata={**(metadata or {}), **plugins})


async def _search(ds, **params) -> tuple[int, dict]:
    response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params))
    return response.status_code, response.json()


@pytest.mark.asyncio
async def test_an_attached_index_is_not_listed(demo_copy, index_file):
    ds = _datasette([demo_copy, index_file], {"index": "dbgraph"})
    await ds.invoke_startup()
    assert (await _search(ds, entity="订单"))[1]["status"] == "resolved"
    listed = await ds.client.get("/-/databases.json")
    assert listed.status_code == 200
    assert [d["name"] for d in listed.json()] == ["demo"] if not IS_1X else \
        [d["name"] for d in listed.json()["databases"]] == ["demo"]
    page = await ds.client.get("/-/databases")
    assert page.status_code == 200 and str(index_file) not in page.text and "demo" in page.text
    assert (await ds.client.get("/dbgraph")).status_code == 403


@pytest.mark.asyncio
async def test_an_index_file_is_read_without_being_served(demo_copy, index_file):
    ds = _datasette([demo_copy], {"index_file": str(index_file)})
    await ds.invoke_startup()
    status, data = await _search(ds, entity="订单", **{"where.订单状态": "已发货"})
    assert status == 200 and data["status"] == "resolved" and data["resolved"]["table"] == "orders"
    assert (await ds.client.get(data["links"]["table"])).status_code == 200
    listed = await ds.client.get("/-/databases.json")
    # (by name: the path of the served file may itself hold the word, as a checkout in `datasette-dbgraph/` does)
    names = [d["name"] for d in (listed.json()["databases"] if IS_1X else listed.json())]
    assert str(index_file) not in listed.text and names == ["demo"]
    assert (await ds.client.get("/dbgraph")).status_code == 404
    # Only what the actor may view, as with any index.
    hidden = _datasette([demo_copy], {"index_file": str(index_file)},
                        {"databases": {"demo": {"tables": {"orders": {"allow": {"id": "admin"}}}}}})
    data = (await _search(hidden, object="orders"))[1]
    assert data["status"] == "not_found", data


@pytest.mark.asyncio
async def test_a_wrong_index_file_is_reported_by_name(tmp_path, demo_copy):
    missing = tmp_path / "nowhere.db"
    ds = _datasette([demo_copy], {"index_file": str(missing)})
    status, data = await _search(ds, entity="订单")
    assert status == 503 and data["status"] == "index_incomplete"
    assert str(missing) in data["error"] and "datasette dbgraph index" in data["error"]
    both = _datasette([demo_copy], {"index_file": str(missing), "index": "dbgraph"})
    data = (await _search(both, entity="订单"))[1]
    assert data["status"] == "index_incomplete" and "not both" in data["error"]


@pytest.mark.asyncio
async def test_a_cross_site_post_is_answered_in_json(demo_copy):
    ds = Datasette([str(demo_copy)])
    await ds.invoke_startup()
    response = await ds.client.post("/-/dbgraph.json", content=json.dumps({"entity": "订单"}),
                                    headers={"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site",
                                             "Origin": "https://elsewhere.example"},
                                    cookies={"ds_actor": ds.sign({"a": {"id": "root"}}, "actor")})
    assert response.headers["content-type"].startswith("application/json"), response.text[:200]
    data = response.json()
    if IS_1X:  # Datasette refuses it; the endpoint says so in its own words
        assert response.status_code == 403 and data["status"] == "forbidden" and not data["ok"]
        assert "cross-site" in data["error"]
    else:  # 0.65 has no such check; the endpoint only reads
        assert response.status_code == 200 and data["status"] == "resolved"
    # The page (HTML) keeps Datasette's own refusal.
    page = await ds.client.post("/-/dbgraph", content="q=x", headers={
        "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site",
        "Origin": "https://elsewhere.example"}, cookies={"ds_actor": ds.sign({"a": {"id": "root"}}, "actor")})
    assert page.status_code in (403, 405) and page.headers["content-type"].startswith("text/")
