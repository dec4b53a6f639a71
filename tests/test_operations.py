"""Running in production (issue 13): permissions at catalog scale, overload, signed-in JSON clients,
a private index database, a prebuilt index that fell behind its database. Both Datasette lines,
real files, real Datasette, plugins registered as Datasette registers them."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import urllib.parse

import pytest
from datasette import hookimpl
from datasette.app import Datasette
from datasette.plugins import pm

from datasette_dbgraph.compat import IS_1X

pytestmark = pytest.mark.asyncio

SIGNED_IN = {"id": "clerk"}
BURST = 8
ORDERS = "订单"
JSON = {"Content-Type": "application/json"}


def cookies(ds, actor):
    return {"ds_actor": ds.sign({"a": actor}, "actor")} if actor else {}


async def get(ds, params, actor=None):
    response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params), cookies=cookies(ds, actor))
    return response, response.json()


def many_tables(path, count: int, ruled: str = "t_0005"):
    conn = sqlite3.connect(path)
    for i in range(count):
        conn.execute(f"CREATE TABLE t_{i:04d} ( -- 台账{i}\n id INTEGER PRIMARY KEY, amount REAL -- 金额\n)")
    conn.execute(f"CREATE TABLE {ruled}_secret_notes ( -- 机密备注\n id INTEGER PRIMARY KEY\n)")
    conn.commit()
    conn.close()
    return path


class Registered:
    """A plugin registered for the length of a test, as Datasette registers plugins."""

    def __init__(self, plugin, name):
        self.plugin, self.name = plugin, name

    def __enter__(self):
        pm.register(self.plugin, name=self.name)
        return self.plugin

    def __exit__(self, *exc):
        pm.unregister(name=self.name)


# -- 1. permission checks follow the rules, not the catalog; the per-actor answer is reused ---------
class ViewTableQuestions:
    """Counts how often Datasette gathers the rules for "which tables may this actor view" (1.0a)."""

    __name__ = "ViewTableQuestions"  # Datasette lists plugins by name

    def __init__(self):
        self.count = 0

    @hookimpl
    def permission_resources_sql(self, datasette, actor, action):
        if action == "view-table":
            self.count += 1
        return None


async def test_permissions_cost_the_rules_not_the_catalog(tmp_path):
    path = many_tables(tmp_path / "ledger.db", 400)
    metadata = {"databases": {"ledger": {"tables": {"T_0005_SECRET_NOTES": {"allow": {"id": "boss"}}}}}}
    ds = Datasette([str(path)], metadata=metadata)
    await ds.invoke_startup()
    counter = ViewTableQuestions()
    with Registered(counter, "count-view-table") if IS_1X else _nothing():
        before = len(ds._permission_checks) if not IS_1X else 0
        burst = await asyncio.gather(*(get(ds, {"entity": "机密备注"}) for _ in range(BURST)))
        _, first = burst[0]
        _, again = await get(ds, {"entity": "机密备注"})
        _, boss = await get(ds, {"entity": "机密备注"}, actor={"id": "boss"})
        if IS_1X:
            asked = counter.count
        else:
            asked = sum(1 for check in list(ds._permission_checks)[before:] if check["action"] == "view-table")
    # the rule is honoured (its key is written in other case: Datasette matches names ASCII-case-insensitively)
    assert first["status"] == again["status"] == "not_found"
    assert boss["status"] == "resolved" and boss["resolved"]["table"] == "t_0005_secret_notes"
    # one question about the one table with a rule per actor (0.65), one table query per actor (1.0a):
    # two actors, never one per table; concurrent requests of one actor share one pass, and a
    # later request within the reuse time asks nothing
    assert all(data["status"] == "not_found" for _, data in burst)
    assert asked == 2, asked


class _nothing:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return None


# -- 2. overload is "busy, try again", not "rebuild the index" ----------------------------------
SLOW_SQL = ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 50000000) "
            "SELECT NULL AS parent, NULL AS child, 1 AS allow, 'slow' AS reason FROM (SELECT count(*) FROM c)")


class SlowTablePermissions:
    """A permission plugin whose table rules take longer than Datasette's time limit."""

    __name__ = "SlowTablePermissions"  # Datasette lists plugins by name

    if IS_1X:
        @hookimpl
        def permission_resources_sql(self, datasette, actor, action):
            from datasette.permissions import PermissionSQL

            return PermissionSQL(sql=SLOW_SQL) if action == "view-table" else None
    else:
        @hookimpl
        def permission_allowed(self, datasette, actor, action, resource):
            async def inner():
                db = datasette.get_database("ledger")
                await db.execute(SLOW_SQL.replace("NULL AS parent, NULL AS child, 1 AS allow, 'slow' AS reason", "1"))
                return True

            return inner if action == "view-table" else None


async def test_a_time_limited_permission_query_is_busy_with_retry_after(tmp_path):
    path = many_tables(tmp_path / "ledger.db", 3)
    ds = Datasette([str(path)], settings={"sql_time_limit_ms": 50})
    await ds.invoke_startup()
    with Registered(SlowTablePermissions(), "slow-permissions"):
        response, data = await get(ds, {"entity": "台账1"})
        page = await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"entity": "台账1"}))
    assert response.status_code == 503 and data["status"] == "busy" and data["ok"] is False
    assert int(response.headers["retry-after"]) >= 1
    assert "try again" in " ".join(data["next_actions"]).lower() or "again" in data["reason"]
    assert set(data) >= {"ok", "status", "reason", "confidence", "resolved", "predicate", "candidates", "links",
                         "matched", "shown", "query_terms", "ubiquitous_terms", "next_actions", "error"}
    assert page.status_code == 503 and 'data-status="busy"' in page.text and page.headers["retry-after"]
    # the same request once the plugin is gone is an ordinary answer
    _, data = await get(ds, {"entity": "台账1"})
    assert data["status"] in ("resolved", "ambiguous")


# -- 7. signed-in JSON clients; a JSON 403 ------------------------------------------------------
async def test_signed_in_post_to_the_json_endpoint(demo_copy):
    ds = Datasette([str(demo_copy)])
    await ds.invoke_startup()
    response = await ds.client.post("/-/dbgraph.json", content=json.dumps({"entity": ORDERS}), headers=JSON,
                                     cookies=cookies(ds, SIGNED_IN))
    assert response.status_code == 200, response.text
    assert response.json()["resolved"]["table"] == "orders"


async def test_instance_denial_on_the_json_route_is_json(demo_copy):
    ds = Datasette([str(demo_copy)], metadata={"allow": {"id": "boss"}})
    await ds.invoke_startup()
    for response in (await ds.client.get("/-/dbgraph.json?entity=x"),
                     await ds.client.post("/-/dbgraph.json", content=b'{"entity": "x"}', headers=JSON)):
        assert response.status_code == 403
        data = response.json()
        assert data["ok"] is False and data["status"] == "forbidden" and data["error"]
    page = await ds.client.get("/-/dbgraph?entity=x")
    assert page.status_code == 403 and "text/html" in page.headers["content-type"]
    _, data = await get(ds, {"entity": ORDERS}, actor={"id": "boss"})
    assert data["status"] == "resolved"


# -- 8, 9. the index database is private, whatever the configuration ----------------------------
async def _index_of(path, tmp_path, name="dbgraph"):
    from click.testing import CliRunner
    from datasette.cli import cli

    index = tmp_path / f"{name}.db"
    result = CliRunner().invoke(cli, ["dbgraph", "index", str(path), "-o", str(index)])
    assert result.exit_code == 0, result.output
    return index


@pytest.mark.parametrize("configured", [True, False], ids=["configured", "just-served"])
async def test_the_index_database_is_private_to_everybody(demo_copy, tmp_path, configured):
    index = await _index_of(demo_copy, tmp_path)
    metadata = {"databases": {"dbgraph": {"allow": True, "tables": {"objects": {"allow": True}}}}}
    if configured:
        metadata["plugins"] = {"datasette-dbgraph": {"index": "dbgraph"}}
    ds = Datasette([str(demo_copy)], immutables=[str(index)], metadata=metadata)
    ds.root_enabled = True
    await ds.invoke_startup()
    for actor in (None, {"id": "root"}, SIGNED_IN):
        for path in ("/dbgraph", "/dbgraph.json", "/dbgraph/objects.json", "/dbgraph/columns.json?_shape=array",
                     "/dbgraph/objects", "/dbgraph.db", "/dbgraph.json?sql=select+name+from+objects",
                     # the values of the rows (docs/conditions.md#values-from-the-data)
                     "/dbgraph/column_values.json", "/dbgraph.json?sql=select+value+from+column_values"):
            response = await ds.client.get(path, cookies=cookies(ds, actor))
            assert response.status_code == 403, (actor, path, response.status_code)
        home = await ds.client.get("/", cookies=cookies(ds, actor))
        assert "/dbgraph" not in home.text.replace("/-/dbgraph", "")
        databases = (await ds.client.get("/.json", cookies=cookies(ds, actor))).json()
        assert "dbgraph" not in json.dumps(databases)
        if IS_1X:
            jump = (await ds.client.get("/-/jump?q=objects", cookies=cookies(ds, actor))).json()
            # nothing of the index database (the last item only asks the search for the words)
            assert not any("dbgraph" in m["url"] for m in jump["matches"] if m["type"] != "search"), jump
    # the search uses it (or indexes demo live), and never offers the index's own tables
    _, data = await get(ds, {"entity": ORDERS})
    assert data["status"] == "resolved" and data["resolved"]["database"] == "demo"
    _, data = await get(ds, {"object": "objects"})
    assert data["status"] == "not_found"


async def test_pages_offer_the_search_only_where_it_can_answer(demo_copy, tmp_path):
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE notes (id INTEGER PRIMARY KEY)").connection.commit()
    ds = Datasette([str(demo_copy), str(other)], metadata={"plugins": {"datasette-dbgraph": {"databases": ["demo"]}}})
    await ds.invoke_startup()
    assert "/-/dbgraph?database=demo" in (await ds.client.get("/demo")).text
    assert "/-/dbgraph?database=other" not in (await ds.client.get("/other")).text
    assert "/-/dbgraph/related?database=demo&amp;table=orders" in (await ds.client.get("/demo/orders")).text
    assert "/-/dbgraph/related?database=other" not in (await ds.client.get("/other/notes")).text


# -- 11. a prebuilt index that fell behind ------------------------------------------------------
async def test_a_prebuilt_index_naming_a_dropped_table_says_it_is_out_of_date(demo_copy, tmp_path):
    import shutil

    served = tmp_path / "demo.db"
    shutil.copy(demo_copy, served)
    index = await _index_of(served, tmp_path)
    conn = sqlite3.connect(served)
    conn.execute("DROP TABLE coupons")
    conn.commit()
    conn.close()
    ds = Datasette([str(served)], immutables=[str(index)],
                   metadata={"plugins": {"datasette-dbgraph": {"index": "dbgraph"}}})
    await ds.invoke_startup()
    response, data = await get(ds, {"object": "coupons"})
    assert response.status_code == 503 and data["status"] == "index_incomplete"
    assert "out of date" in data["reason"] and "demo.coupons" in data["reason"]
    assert "datasette dbgraph index" in " ".join(data["next_actions"])
    _, data = await get(ds, {"entity": ORDERS})
    assert data["status"] == "resolved" and data["links"]["table"] == "/demo/orders"
    # the related view of a table linked to it says the same
    linked = "/-/dbgraph/related.json?database=demo&table=coupon_usages"
    response = await ds.client.get(linked)
    assert response.status_code == 503 and "out of date" in response.json()["error"]
    assert "demo.coupons" in response.json()["error"]
    assert (await ds.client.get("/-/dbgraph/related.json?database=demo&table=orders")).status_code == 200
    # one who may not see the dropped table is not told its name
    ds_private = Datasette([str(served)], immutables=[str(index)], metadata={
        "plugins": {"datasette-dbgraph": {"index": "dbgraph"}},
        "databases": {"demo": {"tables": {"coupons": {"allow": {"id": "boss"}}}}}})
    await ds_private.invoke_startup()
    response, data = await get(ds_private, {"object": "coupons"})
    assert data["status"] == "not_found" and "coupons" not in data["reason"].replace("“coupons”", "")
    response = await ds_private.client.get(linked)
    assert response.status_code == 200 and "coupons" not in response.text
