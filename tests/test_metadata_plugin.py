"""A table hidden by a plugin's rules is hidden here too (issue 19, item 1).

On Datasette 0.65 the plugin is a `get_metadata` hook that answers only when asked about its own
database (the hook's signature allows it; catalog-backed metadata plugins do this) and puts
`allow: {id: admin}` on `demo.members`. On 1.0a, where metadata is no longer a hook, the same rule
comes from the plugin's `permission_resources_sql`. Either way Datasette answers `/demo/members`
with 403 to anyone but `admin` — and so must every answer of this plugin. Every answer (object=,
q=, entity=, where, the candidates, the counts, the near misses, related.json) is the one given
when the same rule is an `allow` block of Datasette's own metadata — which tests/test_hidden_tables.py
holds to the answer for a table that does not exist — while `admin` still finds the table.
"""

from __future__ import annotations

import json
import urllib.parse

import pytest
from datasette import hookimpl
from datasette.app import Datasette
from datasette.plugins import pm

from datasette_dbgraph.compat import IS_1X

ADMIN = {"id": "admin"}
PLUGIN_NAME = "dbgraph-test-catalog-metadata"
REQUESTS = [
    {"object": "members"}, {"object": "demo.members"}, {"object": "memberz"}, {"object": "Members"},
    {"q": "members"}, {"q": "会员用户表"}, {"q": "会员 手机号13800138000"}, {"q": "会员用户"},
    {"entity": "会员用户表"}, {"entity": "会员"}, {"entity": "用户"}, {"entity": "member"},
    {"entity": "会员", "fields": "手机号"}, {"where.mobile": "13800138000"}, {"where.nickname": "x"},
    {"entity": "订单", "where.member_id": "1"}, {"entity": "会员地址"}, {"q": "已发货的订单"},
]


class CatalogMetadata:
    """Metadata from a catalog that answers only for its own database."""

    __name__ = PLUGIN_NAME

    if not IS_1X:
        @hookimpl
        def get_metadata(self, datasette, key, database, table):
            if database != "demo":
                return None
            return {"databases": {"demo": {"tables": {"members": {"allow": ADMIN, "description": "会员"}}}}}
    else:
        @hookimpl
        def permission_resources_sql(self, datasette, actor, action):
            from datasette.permissions import PermissionSQL

            if action != "view-table" or (actor or {}).get("id") == ADMIN["id"]:
                return None
            return PermissionSQL(sql="SELECT 'demo' AS parent, 'members' AS child, 0 AS allow, "
                                     "'catalog rule' AS reason")


class Registered:
    """The plugin registered while the block runs (Datasette's plugin manager is global)."""

    def __enter__(self):
        self.plugin = CatalogMetadata()
        pm.register(self.plugin, name=PLUGIN_NAME)

    def __exit__(self, *exc):
        pm.unregister(self.plugin, name=PLUGIN_NAME)


async def _get(ds, path, params=None, actor=None):
    cookies = {"ds_actor": ds.sign({"a": actor}, "actor")} if actor else None
    url = path + ("?" + urllib.parse.urlencode(params) if params else "")
    return await ds.client.get(url, cookies=cookies)


@pytest.mark.asyncio
async def test_a_metadata_plugin_that_answers_for_its_database_hides_the_table(tmp_path, demo_copy):
    local_rule = {"databases": {"demo": {"tables": {"members": {"allow": ADMIN}}}}}
    reference = Datasette([str(demo_copy)], metadata=local_rule)
    await reference.invoke_startup()
    want = {}
    for params in REQUESTS:
        response = await _get(reference, "/-/dbgraph.json", {**params, "_lang": "en"})
        assert response.status_code == 200, (params, response.text)
        want[json.dumps(params)] = response.json()
    want_related = await _get(reference, "/-/dbgraph/related.json", {"database": "demo", "table": "members"})

    with Registered():
        guarded = Datasette([str(demo_copy)])
        await guarded.invoke_startup()
        # Datasette itself hides the table from everyone but admin.
        assert (await _get(guarded, "/demo/members")).status_code == 403
        assert (await _get(guarded, "/demo/members", actor=ADMIN)).status_code == 200

        differences = []
        for params in REQUESTS:
            have = await _get(guarded, "/-/dbgraph.json", {**params, "_lang": "en"})
            data = have.json()
            if (have.status_code, data) != (200, want[json.dumps(params)]):
                differences.append((params, json.dumps(want[json.dumps(params)])[:400], have.text[:400]))
            named = [item.get("table") for item in [data.get("resolved") or {}, *data.get("candidates", []),
                                                     *(data.get("near_misses") or []),
                                                     *((data.get("resolved") or {}).get("joins") or [])]]
            assert "members" not in named, (params, have.text[:600])
        assert not differences, "\n".join(f"{p}:\n  local rule: {w}\n  plugin:     {h}"
                                          for p, w, h in differences[:4]) + \
            f"\n({len(differences)} of {len(REQUESTS)} differ)"
        assert any(w["status"] == "resolved" for w in want.values())

        # The related-tables view: Datasette's own 404, as for a table that does not exist.
        hidden = await _get(guarded, "/-/dbgraph/related.json", {"database": "demo", "table": "members"})
        assert hidden.status_code == want_related.status_code == 404
        assert "mobile" not in hidden.text and "member_levels" not in hidden.text
        page = await _get(guarded, "/-/dbgraph/related", {"database": "demo", "table": "members"})
        assert page.status_code == 404 and "mobile" not in page.text
        # Neighbours of a visible table never name it either.
        orders = await _get(guarded, "/-/dbgraph/related.json", {"database": "demo", "table": "orders"})
        assert orders.status_code == 200 and '"members"' not in orders.text

        # The rule is real: the actor it allows finds the table, its columns and its neighbours.
        found = (await _get(guarded, "/-/dbgraph.json", {"object": "members"}, actor=ADMIN)).json()
        assert found["status"] == "resolved" and found["resolved"]["table"] == "members"
        related = await _get(guarded, "/-/dbgraph/related.json", {"database": "demo", "table": "members"},
                             actor=ADMIN)
        assert related.status_code == 200 and "mobile" in related.text
