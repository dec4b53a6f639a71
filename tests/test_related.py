"""The related-tables view (`/-/dbgraph/related`) and the table action that opens it, through a real
Datasette on demo.db and purpose-built files."""

from __future__ import annotations

import html
import json
import sqlite3
import urllib.parse

import pytest
import pytest_asyncio
from datasette.app import Datasette

pytestmark = pytest.mark.asyncio

SECRET_TABLE = "admin_users"
SECRET_COMMENT = "后台管理用户表"


def related(database: str, table: str, json_: bool = False, **extra) -> str:
    query = urllib.parse.urlencode({"database": database, "table": table, **extra})
    return f"/-/dbgraph/related{'.json' if json_ else ''}?{query}"


def cookies(ds, actor):
    return {"ds_actor": ds.sign({"a": actor}, "actor")} if actor else {}


@pytest_asyncio.fixture
async def demo_ds(demo_copy):
    ds = Datasette([str(demo_copy)])
    await ds.invoke_startup()
    return ds


@pytest_asyncio.fixture
async def guarded_ds(demo_copy):
    """admin_users may be viewed by the actor `admin` only."""
    ds = Datasette([str(demo_copy)], metadata={
        "databases": {"demo": {"tables": {SECRET_TABLE: {"allow": {"id": "admin"}}}}}})
    await ds.invoke_startup()
    return ds


# -- what the view shows ---------------------------------------------------------------------------
async def test_json_leads_with_the_table_and_its_neighbours(demo_ds):
    response = await demo_ds.client.get(related("demo", "orders", json_=True))
    assert response.status_code == 200
    data = response.json()
    assert {"ok", "database", "schema", "table", "qualified", "kind", "comment", "engine", "links", "references",
            "referenced_by", "columns", "column_total"} == set(data)
    assert data["ok"] is True and (data["database"], data["table"], data["comment"]) == ("demo", "orders", "订单表")
    assert data["links"] == {"table": "/demo/orders", "search": "/-/dbgraph?database=demo"}
    assert data["references"] == [{
        "database": "demo", "schema": None, "table": "members", "qualified": "members", "kind": "table",
        "comment": "会员用户表（商城前台注册的用户）", "columns": ["member_id"], "other_columns": ["id"],
        "join": "orders.member_id → members.id",
        "links": {"table": "/demo/members", "related": "/-/dbgraph/related?database=demo&table=members"}}]
    by_table = {n["table"]: n for n in data["referenced_by"]}
    assert set(by_table) == {"coupon_usages", "invoices", "order_items", "order_returns", "payments",
                             "product_reviews", "refunds", "shipments"}
    items = by_table["order_items"]
    assert (items["columns"], items["other_columns"]) == (["id"], ["order_id"])  # this table's, then theirs
    assert items["join"] == "order_items.order_id → orders.id"
    assert [n["table"] for n in data["referenced_by"]] == sorted(by_table)
    assert data["column_total"] == len(data["columns"]) == 17
    first = data["columns"][0]
    assert (first["name"], first["type"], first["comment"], first["pk"]) == ("id", "INTEGER", "订单ID", 1)
    assert {"name", "type", "comment", "pk", "legend"} == set(first)


async def test_every_link_opens_a_page(demo_ds):
    data = (await demo_ds.client.get(related("demo", "orders", json_=True))).json()
    for neighbour in data["references"] + data["referenced_by"]:
        for link in neighbour["links"].values():
            assert (await demo_ds.client.get(link)).status_code == 200, link
    again = (await demo_ds.client.get(data["references"][0]["links"]["related"].replace(
        "/related?", "/related.json?"))).json()
    assert again["table"] == "members"
    assert any(n["table"] == "orders" and n["join"] == "orders.member_id → members.id" for n in again["referenced_by"])


async def test_a_table_that_points_at_itself_is_listed_once(demo_ds):
    data = (await demo_ds.client.get(related("demo", "departments", json_=True))).json()
    assert [n["join"] for n in data["references"]] == ["departments.parent_id → departments.id"]
    assert "departments" not in [n["table"] for n in data["referenced_by"]]
    assert [n["table"] for n in data["referenced_by"]] == ["admin_users"]


async def test_page_leads_with_the_table_then_neighbours_then_columns(demo_ds):
    page = await demo_ds.client.get(related("demo", "orders", _lang="en"))
    assert page.status_code == 200
    text = page.text
    name, comment = text.index('<h1 class="dbgraph-related-name">orders'), text.index("订单表")
    refers, referred, columns = (text.index("Tables it refers to"), text.index("Tables that refer to it"),
                                 text.index(">Columns <"))
    assert name < comment < refers < referred < columns
    assert "orders.member_id → members.id" in text and "order_items.order_id → orders.id" in text
    assert 'href="/demo/members"' in text and 'href="/-/dbgraph/related?database=demo&amp;table=members"' in text
    assert 'href="/demo/orders"' in text  # open the table itself
    assert "Found, confidence" not in text  # not the search form's answer
    zh = await demo_ds.client.get(related("demo", "orders"), headers={"Accept-Language": "zh-CN"})
    assert "它引用的表" in zh.text and "引用它的表" in zh.text


async def test_a_table_with_no_links_says_so(sqlite_factory):
    path = sqlite_factory("plain.db", "CREATE TABLE notes ( -- 备注\n id INTEGER PRIMARY KEY, body TEXT -- 正文\n);")
    ds = Datasette([str(path)])
    await ds.invoke_startup()
    data = (await ds.client.get(related("plain", "notes", json_=True))).json()
    assert data["references"] == [] and data["referenced_by"] == []
    page = (await ds.client.get(related("plain", "notes", _lang="en"))).text
    assert "It refers to no other table." in page and "No table refers to it." in page and "正文" in page


# -- permissions -----------------------------------------------------------------------------------
async def test_a_hidden_neighbour_never_appears(guarded_ds):
    for table in ("login_logs", "order_returns", "departments", "notices"):
        for path in (related("demo", table), related("demo", table, json_=True), related("demo", table, _lang="zh")):
            body = (await guarded_ds.client.get(path)).text
            assert SECRET_TABLE not in body and SECRET_COMMENT not in body, path
    data = (await guarded_ds.client.get(related("demo", "order_returns", json_=True))).json()
    assert {n["table"] for n in data["references"]} == {"members", "order_items", "orders"}
    # the actor who may see it sees it
    admin = (await guarded_ds.client.get(related("demo", "order_returns", json_=True),
                                         cookies=cookies(guarded_ds, {"id": "admin"}))).json()
    assert SECRET_TABLE in {n["table"] for n in admin["references"]}


async def test_a_hidden_table_answers_like_a_missing_one(guarded_ds):
    for json_ in (False, True):
        hidden = await guarded_ds.client.get(related("demo", SECRET_TABLE, json_=json_))
        missing = await guarded_ds.client.get(related("demo", "zzzzz_users", json_=json_))
        assert hidden.status_code == missing.status_code == 404
        assert hidden.text.replace(SECRET_TABLE, "zzzzz_users") == missing.text
        assert SECRET_COMMENT not in hidden.text
    data = (await guarded_ds.client.get(related("demo", SECRET_TABLE, json_=True))).json()
    assert (data["ok"], data["status"], data["error"]) == (False, 404, f"Table not found: demo.{SECRET_TABLE}")
    allowed = await guarded_ds.client.get(related("demo", SECRET_TABLE, json_=True),
                                          cookies=cookies(guarded_ds, {"id": "admin"}))
    assert allowed.status_code == 200 and allowed.json()["comment"] == SECRET_COMMENT


async def test_an_unknown_database_is_a_missing_table(demo_ds):
    response = await demo_ds.client.get(related("nowhere", "orders", json_=True))
    assert response.status_code == 404 and response.json()["ok"] is False


async def test_the_instance_must_be_visible(demo_copy):
    ds = Datasette([str(demo_copy)], metadata={"allow": {"id": "staff"}})
    await ds.invoke_startup()
    assert (await ds.client.get(related("demo", "orders"))).status_code == 403
    assert (await ds.client.get(related("demo", "orders", json_=True))).status_code == 403
    staff = await ds.client.get(related("demo", "orders", json_=True), cookies=cookies(ds, {"id": "staff"}))
    assert staff.status_code == 200


# -- no index (an index out of date: see test_operations) ------------------------------------------
async def test_no_index_is_a_503_and_the_table_page_still_works(demo_copy):
    ds = Datasette([str(demo_copy)], metadata={"plugins": {"datasette-dbgraph": {"index": "no_such_index"}}})
    await ds.invoke_startup()
    response = await ds.client.get(related("demo", "orders", json_=True))
    assert response.status_code == 503
    assert response.json()["ok"] is False and "no_such_index" in response.json()["error"]
    page = await ds.client.get(related("demo", "orders"))
    assert page.status_code == 503 and "no_such_index" in page.text and "Traceback" not in page.text
    assert (await ds.client.get("/demo/orders.json")).status_code == 200


def _index_of(path, tmp_path):
    from click.testing import CliRunner
    from datasette.cli import cli

    index = tmp_path / "dbgraph.db"
    result = CliRunner().invoke(cli, ["dbgraph", "index", str(path), "-o", str(index)])
    assert result.exit_code == 0, result.output
    return index


# -- what people type, and what schemas hold -------------------------------------------------------
HOSTILE_TABLE = "<script>alert(1)</script>"
HOSTILE_CHILD = 'child"<b>&'


async def test_hostile_names_and_comments_are_text(sqlite_factory):
    path = sqlite_factory("hostile.db", f'''
        CREATE TABLE "{HOSTILE_TABLE}" ( -- <img src=x onerror=alert(2)> {{{{ 7*7 }}}}
          id INTEGER PRIMARY KEY, "<i>c</i>" TEXT -- <u>手机号</u>
        );
        CREATE TABLE "{HOSTILE_CHILD.replace('"', '""')}" ( -- <svg onload=alert(3)>
          id INTEGER PRIMARY KEY, "p/id" INTEGER REFERENCES "{HOSTILE_TABLE}"(id)
        );''')
    ds = Datasette([str(path)])
    await ds.invoke_startup()
    page = (await ds.client.get(related("hostile", HOSTILE_TABLE))).text
    for raw in ("<script>alert(1)", "<img src=x", "<i>c</i>", "<u>手机号", "<svg onload", "<b>&"):
        assert raw not in page, raw
    for shown in (HOSTILE_TABLE, "<img src=x onerror=alert(2)> {{ 7*7 }}", "<i>c</i>", "<u>手机号</u>",
                  "<svg onload=alert(3)>"):
        assert html.escape(shown, quote=False) in page or html.escape(shown) in page, shown
    data = (await ds.client.get(related("hostile", HOSTILE_TABLE, json_=True))).json()
    child = data["referenced_by"][0]
    assert child["table"] == HOSTILE_CHILD and child["join"] == f"{HOSTILE_CHILD}.p/id → {HOSTILE_TABLE}.id"
    # Datasette's tilde-encoding in table links, the query string's own encoding in the view's links
    assert child["links"]["table"] == "/hostile/" + "child~22~3Cb~3E~26"
    again = (await ds.client.get(child["links"]["related"].replace("/related?", "/related.json?"))).json()
    assert again["table"] == HOSTILE_CHILD
    assert (await ds.client.get(child["links"]["table"])).status_code == 200


async def test_base_url_and_tilde_encoding_hold(tmp_path):
    path = tmp_path / "shop data.db"
    conn = sqlite3.connect(path)
    conn.executescript('CREATE TABLE "order/heads" (id INTEGER PRIMARY KEY);'
                       'CREATE TABLE "order/lines" (id INTEGER PRIMARY KEY, head INTEGER REFERENCES "order/heads"(id));')
    conn.close()
    ds = Datasette([str(path)], settings={"base_url": "/prefix/"})
    await ds.invoke_startup()
    data = (await ds.client.get(related("shop data", "order/lines", json_=True))).json()
    assert data["links"]["table"] == "/prefix/shop+data/order~2Flines"
    head = data["references"][0]
    assert head["links"] == {"table": "/prefix/shop+data/order~2Fheads",
                             "related": "/prefix/-/dbgraph/related?database=shop+data&table=order%2Fheads"}
    table_page = (await ds.client.get("/shop+data/order~2Flines")).text  # the client adds base_url
    assert html.escape("/prefix/-/dbgraph/related?database=shop+data&table=order%2Flines") in table_page


@pytest.mark.parametrize("query,words", [
    ("database=demo", "give a table and its database"),
    ("table=orders", "give a table and its database"),
    ("database=demo&table=orders&table=members", "table is given more than once"),
    ("database=demo&table=orders&color=red", "unknown parameter color"),
    ("database=demo&table=" + "x" * 301, "the limit is 300"),
    ("database=demo&table=orders%00", "NUL"),
    ("database=demo&table=%FF", "not UTF-8"),
])
async def test_bad_requests_are_clear_400s(demo_ds, query, words):
    for path in (f"/-/dbgraph/related.json?{query}", f"/-/dbgraph/related?{query}"):
        response = await demo_ds.client.get(path)
        assert response.status_code == 400, path
        assert words in (response.json()["error"] if ".json" in path else html.unescape(response.text))
        assert "Traceback" not in response.text


async def test_other_methods_are_refused(demo_ds):
    for json_ in (True, False):
        response = await demo_ds.client.post(related("demo", "orders", json_=json_), content=b"{}")
        assert response.status_code == 405 and response.headers["allow"] == "GET"


async def test_the_view_is_a_schema_qualified_table_of_a_ddl_index(tmp_path):
    from click.testing import CliRunner
    from datasette.cli import cli

    ddl = tmp_path / "shop.sql"
    ddl.write_text("CREATE TABLE sales.customers (id int PRIMARY KEY);\n"
                   "COMMENT ON TABLE sales.customers IS '客户表';\n"
                   "CREATE TABLE sales.invoices (id int PRIMARY KEY, customer_id int REFERENCES sales.customers(id));\n",
                   encoding="utf-8")
    index = tmp_path / "dbgraph.db"
    result = CliRunner().invoke(cli, ["dbgraph", "index", str(ddl), "--dialect", "postgres", "-o", str(index)])
    assert result.exit_code == 0, result.output
    ds = Datasette(immutables=[str(index)], metadata={"plugins": {"datasette-dbgraph": {"index": "dbgraph"}}})
    await ds.invoke_startup()
    data = (await ds.client.get(related("shop", "sales.invoices", json_=True))).json()
    assert data["qualified"] == "sales.invoices" and data["schema"] == "sales"
    customers = data["references"][0]
    assert customers["join"] == "sales.invoices.customer_id → sales.customers.id" and customers["comment"] == "客户表"
    # Datasette does not serve these tables: no table links, the view's own links still work
    assert "table" not in data["links"] and set(customers["links"]) == {"related"}
    assert (await ds.client.get(customers["links"]["related"])).status_code == 200
    assert (await ds.client.get(related("shop", "invoices", json_=True))).json()["qualified"] == "sales.invoices"


async def test_the_index_database_has_no_view(demo_copy, tmp_path):
    index = _index_of(demo_copy, tmp_path)
    ds = Datasette([str(demo_copy)], immutables=[str(index)],
                   metadata={"plugins": {"datasette-dbgraph": {"index": "dbgraph"}}})
    await ds.invoke_startup()
    assert (await ds.client.get(related("dbgraph", "objects", json_=True))).status_code == 404
    assert (await ds.client.get(related("demo", "orders", json_=True))).status_code == 200


# -- the table action ------------------------------------------------------------------------------
async def test_the_table_action_opens_the_view(demo_ds):
    page = await demo_ds.client.get("/demo/orders", headers={"Accept-Language": "en"})
    assert "Tables linked to this one" in page.text and "Related tables (dbgraph)" not in page.text
    assert 'href="/-/dbgraph/related?database=demo&amp;table=orders"' in page.text
    zh = await demo_ds.client.get("/demo/orders", headers={"Accept-Language": "zh-CN,zh;q=0.9"})
    assert "与此表关联的表" in zh.text
    database = await demo_ds.client.get("/demo", headers={"Accept-Language": "en"})
    assert "Find a table in this database" in database.text
    assert 'href="/-/dbgraph?database=demo"' in database.text


async def test_json_is_the_page_data(demo_ds):
    data = (await demo_ds.client.get(related("demo", "members", json_=True))).json()
    page = (await demo_ds.client.get(related("demo", "members", _lang="en"))).text
    for neighbour in data["references"] + data["referenced_by"]:
        assert html.escape(neighbour["join"]) in page
    for column in data["columns"]:
        assert f"<code>{html.escape(column['name'])}</code>" in page
    assert json.dumps(data, ensure_ascii=False).count('"join"') == len(data["references"]) + len(data["referenced_by"])
