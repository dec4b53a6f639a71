"""The page and the JSON endpoint through a real Datasette, on demo.db and purpose-built files."""

from __future__ import annotations

import json
import sqlite3
import urllib.parse

import pytest
import pytest_asyncio
from datasette.app import Datasette

from datasette_dbgraph.compat import IS_1X

pytestmark = pytest.mark.asyncio

ORDERS = "订单"


def q(**params) -> str:
    pairs = []
    for key, value in params.items():
        if isinstance(value, (list, tuple)):
            pairs.extend((key, v) for v in value)
        else:
            pairs.append((key.replace("__", "."), value))
    return urllib.parse.urlencode(pairs)


def actor_cookies(ds, actor):
    return {"ds_actor": ds.sign({"a": actor}, "actor")} if actor else {}


async def get_json(ds, path, actor=None, **kwargs):
    response = await ds.client.get(path, cookies=actor_cookies(ds, actor), **kwargs)
    return response, response.json()


def json_path(link: str) -> str:
    """The JSON twin of a Datasette page link (`/demo/members?…` → `/demo/members.json?…`)."""
    path, _, query = link.partition("?")
    return f"{path}.json?{query}&_shape=array" if query else f"{path}.json?_shape=array"


@pytest_asyncio.fixture
async def demo_ds(demo_copy):
    ds = Datasette([str(demo_copy)])
    await ds.invoke_startup()
    return ds


# -- every status, on the page and in JSON ---------------------------------------------------------
@pytest.mark.parametrize(
    "params,status,code",
    [
        ({"entity": ORDERS}, "resolved", 200),
        ({"entity": "用户"}, "ambiguous", 200),
        ({"entity": "asdfgh qwerty"}, "not_found", 200),
        ({"where.id": "1"}, "insufficient_evidence", 200),
        ({"fields": "手机号"}, "missing_predicate", 200),
        ({"entity": "x" * 500}, "invalid_input", 400),
    ],
)
async def test_every_status_in_json_and_page(demo_ds, params, status, code):
    query = urllib.parse.urlencode(params)
    response, data = await get_json(demo_ds, f"/-/dbgraph.json?{query}")
    assert response.status_code == code
    assert data["status"] == status
    assert data["ok"] is (status not in ("invalid_input", "index_incomplete"))
    assert data["reason"]
    assert set(data) >= {"ok", "status", "reason", "confidence", "resolved", "predicate", "candidates", "links",
                         "matched", "shown", "query_terms", "ubiquitous_terms", "next_actions"}
    page = await demo_ds.client.get(f"/-/dbgraph?{query}")
    assert page.status_code == code
    assert f'data-status="{status}"' in page.text
    for junk in ("Traceback", "built-in method", "Undefined", "None</"):
        assert junk not in page.text


async def test_index_incomplete_is_503_and_datasette_still_works(demo_copy):
    ds = Datasette([str(demo_copy)], metadata={"plugins": {"datasette-dbgraph": {"index": "no_such_index"}}})
    await ds.invoke_startup()
    response, data = await get_json(ds, f"/-/dbgraph.json?{q(entity=ORDERS)}")
    assert response.status_code == 503
    assert data["ok"] is False and data["status"] == "index_incomplete"
    assert "no_such_index" in data["error"] and "dbgraph index" in " ".join(data["next_actions"])
    page = await ds.client.get(f"/-/dbgraph?{q(entity=ORDERS)}")
    assert page.status_code == 503 and 'data-status="index_incomplete"' in page.text
    assert (await ds.client.get("/demo/orders.json")).status_code == 200


async def test_bad_configuration_is_reported_not_guessed(demo_copy):
    ds = Datasette([str(demo_copy)], metadata={"plugins": {"datasette-dbgraph": {"min_confidence": 2}}})
    await ds.invoke_startup()
    response, data = await get_json(ds, f"/-/dbgraph.json?{q(entity=ORDERS)}")
    assert response.status_code == 503
    assert "min_confidence" in data["error"]


async def test_empty_page_is_a_form(demo_ds):
    page = await demo_ds.client.get("/-/dbgraph")
    assert page.status_code == 200
    assert 'name="entity"' in page.text and 'name="_where_col"' in page.text
    assert "data-status" not in page.text


# -- links -----------------------------------------------------------------------------------------
async def test_resolved_links_open_the_right_rows(demo_ds):
    response, data = await get_json(
        demo_ds, f"/-/dbgraph.json?{q(entity='会员', fields='手机号', where__mobile='13800138000')}")
    assert data["status"] == "resolved"
    assert data["resolved"]["table"] == "members"
    assert data["predicate"] == {"clause": 'WHERE "mobile" = ?', "values": ["13800138000"], "conditions": [
        {"key": "mobile", "column": "mobile", "op": "exact", "value": "13800138000", "label": None,
         "matched_by": "name"}]}
    table_link = data["links"]["table"]
    assert table_link.startswith("/demo/members?")
    assert "mobile__exact=13800138000" in table_link and "_col=mobile" in table_link
    rows = (await demo_ds.client.get(json_path(table_link))).json()
    assert [row["mobile"] for row in rows] == ["13800138000"]
    assert set(rows[0]) == {"id", "mobile"}  # the requested column, and the primary key kept
    sql_link = data["links"]["sql"]
    sql_json = sql_link.replace("/demo/-/query?", "/demo/-/query.json?") if IS_1X else sql_link.replace("/demo?", "/demo.json?")
    result = (await demo_ds.client.get(sql_json + "&_shape=array")).json()
    assert result == [{"id": 1, "mobile": "13800138000"}]
    page = await demo_ds.client.get(table_link)
    assert page.status_code == 200 and "13800138000" in page.text


async def test_candidate_links_and_join_hints(demo_ds):
    _, data = await get_json(demo_ds, f"/-/dbgraph.json?{q(entity='用户')}")
    assert data["status"] == "ambiguous"
    tables = {c["table"] for c in data["candidates"]}
    assert {"members", "admin_users"} <= tables
    for candidate in data["candidates"]:
        assert candidate["links"]["table"] == f"/demo/{candidate['table']}"
    _, data = await get_json(demo_ds, f"/-/dbgraph.json?{q(object='orders')}")
    joins = data["resolved"]["joins"]
    assert {"direction": "references", "table": "members", "columns": ["member_id"], "other_columns": ["id"]}.items() <= \
        next(j for j in joins if j["table"] == "members").items()
    assert any(j["direction"] == "referenced_by" and j["table"] == "order_items" for j in joins)
    assert all(j["link"].startswith("/demo/") for j in joins)


async def test_sql_link_only_with_execute_sql(demo_copy):
    rules = {"allow_sql": {"id": "analyst"}}  # metadata on 0.65, configuration on 1.0a
    ds = Datasette([str(demo_copy)], **({"config": rules} if IS_1X else {"metadata": rules}))
    await ds.invoke_startup()
    path = f"/-/dbgraph.json?{q(entity=ORDERS, where__order_sn='x')}"
    _, anonymous = await get_json(ds, path)
    assert anonymous["status"] == "resolved"
    assert "table" in anonymous["links"] and "sql" not in anonymous["links"]
    _, analyst = await get_json(ds, path, actor={"id": "analyst"})
    assert "sql" in analyst["links"]


async def test_go_redirects_only_when_resolved(demo_ds):
    response = await demo_ds.client.get(f"/-/dbgraph?{q(entity=ORDERS, where__status='3', _go='1')}")
    assert response.status_code == 302
    # the table page gets the search along, for its "back to your search"
    location, _, back = response.headers["location"].partition("&_dbgraph=")
    assert location == "/demo/orders?status__exact=3"
    assert urllib.parse.parse_qs(urllib.parse.unquote(back))["where.status"] == ["3"]
    response = await demo_ds.client.get(f"/-/dbgraph?{q(entity='用户', _go='1')}")
    assert response.status_code == 200 and 'data-status="ambiguous"' in response.text


async def test_form_rows_become_a_bookmarkable_url(demo_ds):
    response = await demo_ds.client.get(
        "/-/dbgraph?" + urllib.parse.urlencode([("entity", "会员"), ("_where_col", "mobile"),
                                                ("_where_val", "13800138000"), ("_where_col", ""), ("_where_val", "")]))
    assert response.status_code == 302
    location = urllib.parse.unquote(response.headers["location"])
    assert location == "/-/dbgraph?entity=会员&where.mobile=13800138000"


async def test_base_url_and_tilde_encoding_hold(tmp_path):
    path = tmp_path / "shop data.db"
    conn = sqlite3.connect(path)
    conn.execute('CREATE TABLE "order/lines" ( -- 订单明细表\n id INTEGER PRIMARY KEY, sku TEXT -- 商品编码\n)')
    conn.commit()
    conn.close()
    ds = Datasette([str(path)], settings={"base_url": "/prefix/"})
    await ds.invoke_startup()
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(entity='订单明细', where__sku='A1')}")
    assert data["status"] == "resolved"
    assert data["links"]["table"] == "/prefix/shop+data/order~2Flines?sku__exact=A1"


# -- language, POST --------------------------------------------------------------------------------
async def test_language_by_parameter_and_header(demo_ds):
    _, zh = await get_json(demo_ds, f"/-/dbgraph.json?{q(entity='用户', _lang='zh')}")
    assert "匹配" in zh["reason"]
    _, en = await get_json(demo_ds, f"/-/dbgraph.json?{q(entity='用户')}")
    assert "fits" in en["reason"]
    _, header = await get_json(demo_ds, f"/-/dbgraph.json?{q(entity='用户')}",
                               headers={"Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8"})
    assert header["reason"] == zh["reason"]
    page = await demo_ds.client.get(f"/-/dbgraph?{q(entity='用户', _lang='zh')}")
    assert "有多张表符合" in page.text


async def test_post_json_body(demo_ds):
    response = await demo_ds.client.post(
        "/-/dbgraph.json", content=json.dumps({"entity": "会员", "where": {"mobile": "13800138000"}, "lang": "zh"}),
        headers={"Content-Type": "application/json"})
    data = response.json()
    assert response.status_code == 200 and data["status"] == "resolved"
    assert data["resolved"]["table"] == "members" and data["predicate"]["values"] == ["13800138000"]
    response = await demo_ds.client.post("/-/dbgraph.json", content=b"{not json",
                                         headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and response.json()["status"] == "invalid_input"


# -- permissions: nothing the actor may not view, anywhere -----------------------------------------
SECRET_TABLE = "admin_users"
SECRET_COMMENT = "后台管理用户表"
SECRET_QUERIES = [
    {"entity": "用户"}, {"entity": "后台用户"}, {"entity": "admin user"}, {"entity": SECRET_COMMENT},
    {"object": SECRET_TABLE}, {"object": "admin_user"}, {"where.real_name": "x"}, {"where.last_login_at": "x"},
    {"entity": "手机号"}, {"entity": "部门"}, {"entity": "asdf"}, {"object": "demo.admin_users"},
]


async def assert_no_leak(ds, actor, forbidden: list[str], queries=SECRET_QUERIES):
    for params in queries:
        query = urllib.parse.urlencode(params)
        for path in (f"/-/dbgraph.json?{query}", f"/-/dbgraph?{query}", f"/-/dbgraph.json?{query}&_lang=zh"):
            response = await ds.client.get(path, cookies=actor_cookies(ds, actor))
            body = response.text if path.startswith("/-/dbgraph?") else json.dumps(response.json(), ensure_ascii=False)
            for word in forbidden:
                if any(word in str(v) for v in params.values()):
                    continue  # the actor's own words are echoed back; that is not a leak
                assert word not in body, (actor, params, word)


async def test_denied_table_never_appears(demo_copy):
    ds = Datasette([str(demo_copy)], metadata={
        "databases": {"demo": {"tables": {SECRET_TABLE: {"allow": {"id": "admin"}}}}}})
    await ds.invoke_startup()
    await assert_no_leak(ds, None, [SECRET_TABLE, SECRET_COMMENT])
    await assert_no_leak(ds, {"id": "someone"}, [SECRET_TABLE, SECRET_COMMENT])
    # the same questions, answered for an actor who may see it
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(object=SECRET_TABLE)}", actor={"id": "admin"})
    assert data["status"] == "resolved" and data["resolved"]["table"] == SECRET_TABLE
    # counts exclude it: "用户" matched one table fewer for the anonymous actor
    _, anon = await get_json(ds, f"/-/dbgraph.json?{q(entity='用户')}")
    _, admin = await get_json(ds, f"/-/dbgraph.json?{q(entity='用户')}", actor={"id": "admin"})
    assert anon["matched"] < admin["matched"]
    # an unknown and a hidden table are indistinguishable
    _, hidden = await get_json(ds, f"/-/dbgraph.json?{q(object=SECRET_TABLE)}")
    _, unknown = await get_json(ds, f"/-/dbgraph.json?{q(object='zzz_users')}")
    assert hidden["status"] == unknown["status"] == "not_found"


async def test_denied_database_never_appears(demo_copy, tmp_path):
    secret = tmp_path / "vault.db"
    conn = sqlite3.connect(secret)
    conn.execute("CREATE TABLE salary_ledger ( -- 工资台账\n id INTEGER PRIMARY KEY, amount REAL -- 金额\n)")
    conn.execute("CREATE TABLE users ( -- 用户表\n id INTEGER PRIMARY KEY, mobile TEXT -- 手机号\n)")
    conn.commit()
    conn.close()
    ds = Datasette([str(demo_copy), str(secret)], metadata={"databases": {"vault": {"allow": {"id": "cfo"}}}})
    await ds.invoke_startup()
    queries = SECRET_QUERIES + [{"entity": "工资"}, {"object": "salary_ledger"}, {"database": "vault", "entity": "用户"},
                                {"object": "vault.users"}, {"where.amount": "1"}]
    await assert_no_leak(ds, None, ["salary_ledger", "工资台账", "vault"], queries)
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(database='vault', entity='用户')}")
    _, nowhere = await get_json(ds, f"/-/dbgraph.json?{q(database='nowhere', entity='用户')}")
    assert data["status"] == nowhere["status"] == "not_found"
    assert data["reason"].replace("vault", "X") == nowhere["reason"].replace("nowhere", "X")
    _, cfo = await get_json(ds, f"/-/dbgraph.json?{q(entity='工资台账')}", actor={"id": "cfo"})
    assert cfo["status"] == "resolved" and cfo["resolved"]["table"] == "salary_ledger"


async def test_actor_who_may_see_only_some_tables(demo_copy):
    ds = Datasette([str(demo_copy)], metadata={"databases": {"demo": {
        "allow": {"id": "boss"},
        "tables": {"orders": {"allow": {"id": ["boss", "clerk"]}}, "order_items": {"allow": {"id": ["boss", "clerk"]}}},
    }}})
    await ds.invoke_startup()
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(entity='会员')}", actor={"id": "clerk"})
    assert data["status"] != "resolved"
    assert {c["table"] for c in data["candidates"]} <= {"orders", "order_items"}
    assert "members" not in json.dumps(data) and "会员用户表" not in json.dumps(data, ensure_ascii=False)
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(entity=ORDERS)}", actor={"id": "clerk"})
    assert data["status"] == "resolved" and data["resolved"]["table"] == "orders"
    # join hints only to what the clerk may see
    assert {j["table"] for j in data["resolved"]["joins"]} == {"order_items"}
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(entity=ORDERS)}")
    assert data["status"] == "not_found" and "orders" not in json.dumps(data)


# -- escaping ---------------------------------------------------------------------------------------
HOSTILE_TABLE = "<script>alert(1)</script>"
HOSTILE_COMMENT = "订单 <img src=x onerror=alert(2)> {{ 7*7 }} & \"'"


async def test_hostile_names_and_comments_are_escaped(tmp_path):
    path = tmp_path / "hostile.db"
    conn = sqlite3.connect(path)
    conn.execute(f'CREATE TABLE "{HOSTILE_TABLE}" ( -- {HOSTILE_COMMENT}\n'
                 f'  id INTEGER PRIMARY KEY,\n  "<b>col</b>" TEXT -- <i>手机号</i>\n)')
    conn.execute(f'INSERT INTO "{HOSTILE_TABLE}" VALUES (1, \'x\')')
    conn.commit()
    conn.close()
    ds = Datasette([str(path)])
    await ds.invoke_startup()
    for params in ({"entity": "订单"}, {"object": HOSTILE_TABLE}, {"entity": "订单", "fields": "<b>col</b>",
                                                                    "where.<b>col</b>": "<script>x</script>"}):
        page = await ds.client.get(f"/-/dbgraph?{urllib.parse.urlencode(params)}")
        assert page.status_code == 200
        text = page.text
        assert "<script>alert(1)" not in text and "<img src=x" not in text and "<b>col</b>" not in text
        assert "<script>x</script>" not in text and "<i>手机号" not in text
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
        assert "49" not in text.split("data-status")[1] if "data-status" in text else True
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(object=HOSTILE_TABLE, where__id='1')}")
    assert data["resolved"]["table"] == HOSTILE_TABLE
    rows = (await ds.client.get(json_path(data["links"]["table"]))).json()
    assert rows[0]["id"] == 1


# -- the index follows the databases ---------------------------------------------------------------
async def test_schema_changes_are_picked_up_without_restart(tmp_path):
    path = tmp_path / "live.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE customers ( -- 客户表\n id INTEGER PRIMARY KEY, name TEXT -- 姓名\n)")
    conn.commit()
    ds = Datasette([str(path)])
    await ds.invoke_startup()
    _, before = await get_json(ds, f"/-/dbgraph.json?{q(entity='发票')}")
    assert before["status"] == "not_found"
    conn.execute("CREATE TABLE invoices ( -- 发票表\n id INTEGER PRIMARY KEY, title TEXT -- 抬头\n)")
    conn.commit()
    _, after = await get_json(ds, f"/-/dbgraph.json?{q(entity='发票')}")
    assert after["status"] == "resolved" and after["resolved"]["table"] == "invoices"
    conn.execute("DROP TABLE invoices")
    conn.commit()
    _, dropped = await get_json(ds, f"/-/dbgraph.json?{q(entity='发票')}")
    assert dropped["status"] == "not_found"
    conn.close()


async def test_databases_setting_limits_what_is_indexed(demo_copy, tmp_path):
    other = tmp_path / "other.db"
    sqlite3.connect(other).executescript("CREATE TABLE warehouses_x ( -- 仓库表\n id INTEGER PRIMARY KEY\n);")
    ds = Datasette([str(demo_copy), str(other)],
                   metadata={"plugins": {"datasette-dbgraph": {"databases": ["other"]}}})
    await ds.invoke_startup()
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(entity=ORDERS)}")
    assert data["status"] == "not_found"
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(entity='仓库')}")
    assert data["status"] == "resolved" and data["resolved"]["database"] == "other"


async def test_descriptions_from_datasette_metadata(tmp_path):
    path = tmp_path / "plain.db"
    sqlite3.connect(path).executescript("CREATE TABLE t_ord (id INTEGER PRIMARY KEY, sn TEXT);"
                                        "CREATE TABLE t_cust (id INTEGER PRIMARY KEY, tel TEXT);")
    ds = Datasette([str(path)], metadata={"databases": {"plain": {"tables": {
        "t_ord": {"description": "订单表", "columns": {"sn": "订单编号"}},
        "t_cust": {"description": "客户表", "columns": {"tel": "手机号"}}}}}})
    await ds.invoke_startup()
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(entity='订单', fields='订单编号')}")
    assert data["status"] == "resolved" and data["resolved"]["table"] == "t_ord"
    assert data["resolved"]["columns"][0]["column"] == "sn"
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(entity='客户', fields='手机号')}")
    assert data["resolved"]["table"] == "t_cust" and data["resolved"]["columns"][0]["column"] == "tel"


async def test_prebuilt_index_from_ddl_shows_sql_to_copy(tmp_path, real_schemas, demo_copy):
    from click.testing import CliRunner
    from datasette.cli import cli

    index = tmp_path / "catalog.db"
    result = CliRunner().invoke(cli, ["dbgraph", "index", str(real_schemas / "mall.sql"), str(demo_copy),
                                      "-o", str(index)])
    assert result.exit_code == 0, result.output
    ds = Datasette([str(demo_copy), str(index)], metadata={"plugins": {"datasette-dbgraph": {"index": "catalog"}}})
    await ds.invoke_startup()
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(object='oms_order', where__order_sn='201809150101000001')}")
    assert data["status"] == "resolved" and data["resolved"]["database"] == "mall"
    assert data["links"] == {}
    assert data["resolved"]["sql"] == "SELECT * FROM `oms_order` WHERE `order_sn` = ?"
    page = await ds.client.get(f"/-/dbgraph?{q(object='oms_order', where__order_sn='201809150101000001')}")
    assert "SELECT * FROM `oms_order` WHERE `order_sn` = ?" in page.text
    # demo.db objects in the same prebuilt index are served, so they get links
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(object='demo.orders')}")
    assert data["links"]["table"] == "/demo/orders"


async def test_immutable_database_and_prebuilt_index(tmp_path, demo_copy):
    from click.testing import CliRunner
    from datasette.cli import cli

    index = tmp_path / "idx.db"
    assert CliRunner().invoke(cli, ["dbgraph", "index", str(demo_copy), "-o", str(index)]).exit_code == 0
    ds = Datasette(immutables=[str(demo_copy), str(index)],
                   metadata={"plugins": {"datasette-dbgraph": {"index": "idx"}}})
    await ds.invoke_startup()
    _, data = await get_json(ds, f"/-/dbgraph.json?{q(entity='会员', where__mobile='13800138000')}")
    assert data["status"] == "resolved"
    rows = (await ds.client.get(json_path(data["links"]["table"]))).json()
    assert rows[0]["nickname"] == "张三"


# -- entry points and plugin hooks -----------------------------------------------------------------
async def test_entry_points(demo_ds):
    home = await demo_ds.client.get("/")
    assert "/-/dbgraph" in home.text
    database = await demo_ds.client.get("/demo")
    assert "/-/dbgraph?database=demo" in database.text
    table = await demo_ds.client.get("/demo/orders")
    assert "/-/dbgraph/related?database=demo&amp;table=orders" in table.text
    if IS_1X:
        assert 'class="core dbgraph-box"' in home.text
        # The jump menu never waits for the index: the first look starts the build, and once a
        # search has waited for it the menu finds tables by their comments too.
        await demo_ds.client.get("/-/jump?" + q(q="订单明细"))
        await demo_ds.client.get("/-/dbgraph.json?" + q(entity="订单"))
        jump = (await demo_ds.client.get("/-/jump?" + q(q="订单明细"))).json()
        assert any(m["url"] == "/demo/order_items" for m in jump["matches"])
    else:  # no top_homepage slot on 0.65: this plugin's index.html and database.html hold the box
        assert 'class="core dbgraph-box"' in home.text
        assert '<input type="hidden" name="database" value="demo">' in database.text


async def test_plugin_hooks_contribute_aliases_and_descriptions(tmp_path):
    from datasette import hookimpl
    from datasette.plugins import pm

    path = tmp_path / "erp.db"
    sqlite3.connect(path).executescript("CREATE TABLE kh_master (id INTEGER PRIMARY KEY, dh TEXT);")

    class CatalogPlugin:
        __name__ = "CatalogPlugin"

        @hookimpl
        def dbgraph_aliases(self, datasette):
            return [["客户主数据", "kh"]]

        @hookimpl
        def dbgraph_descriptions(self, datasette, database):
            async def inner():
                return {"kh_master": {"description": "客户主数据", "columns": {"dh": "电话"}}} if database == "erp" else {}
            return inner

    pm.register(CatalogPlugin(), name="test-dbgraph-catalog")
    try:
        ds = Datasette([str(path)])
        await ds.invoke_startup()
        _, data = await get_json(ds, f"/-/dbgraph.json?{q(entity='客户主数据', fields='电话')}")
        assert data["status"] == "resolved" and data["resolved"]["table"] == "kh_master"
        assert data["resolved"]["comment"] == "客户主数据"
        assert data["resolved"]["columns"][0]["column"] == "dh"
    finally:
        pm.unregister(name="test-dbgraph-catalog")


async def test_other_methods_are_refused(demo_ds):
    for method in ("PUT", "DELETE", "PATCH"):
        response = await demo_ds.client.request(method, "/-/dbgraph.json?entity=%E8%AE%A2%E5%8D%95")
        assert response.status_code == 405 and response.headers["allow"] == "GET, POST"
        assert response.json()["ok"] is False
        page = await demo_ds.client.request(method, "/-/dbgraph?entity=%E8%AE%A2%E5%8D%95")
        assert page.status_code == 405
