"""Conditions in business words through a real Datasette (whichever version this venv has): for
every operator, the rows links.table opens and the rows links.sql returns are exactly the rows the
predicate's clause returns; what an actor may not view never shows; the page's condition rows."""

from __future__ import annotations

import json
import shutil
import sqlite3
import urllib.parse
from pathlib import Path

import pytest
import pytest_asyncio
from datasette.app import Datasette

from datasette_dbgraph.index.indexer import FORMAT_VERSION
from datasette_dbgraph.compat import IS_1X

pytestmark = pytest.mark.asyncio

DEMO_DB = Path(__file__).resolve().parent.parent / "demo.db"
# Enough for the largest table a case filters, so one page is all rows.
MAX_ROWS = 5000

# (request, table, column, op): every Datasette filter, keys in business words where a word names
# the column; values that tell rows apart on demo.db.
E2E = [
    ({"entity": "订单", "where.订单状态": "已发货"}, "orders", "status", "exact"),
    ({"entity": "订单", "where.订单来源": "小程序"}, "orders", "source", "exact"),
    ({"entity": "订单", "where.订单状态__not": "已完成"}, "orders", "status", "not"),
    ({"entity": "会员", "where.昵称__contains": "小"}, "members", "nickname", "contains"),
    ({"entity": "订单", "where.订单编号__contains": "1128"}, "orders", "order_sn", "contains"),
    ({"entity": "会员", "where.邮箱__notcontains": "qq"}, "members", "email", "notcontains"),
    ({"entity": "订单", "where.订单编号__startswith": "202611"}, "orders", "order_sn", "startswith"),
    ({"entity": "会员", "where.手机号__endswith": "8"}, "members", "mobile", "endswith"),
    ({"entity": "订单", "where.实付金额__gt": "1000"}, "orders", "pay_amount", "gt"),
    ({"entity": "订单", "where.实付金额__gt": "99.5"}, "orders", "pay_amount", "gt"),
    ({"entity": "订单", "where.下单时间__gt": "2026-11-01"}, "orders", "created_at", "gt"),
    ({"entity": "订单", "where.实付金额__gte": "469"}, "orders", "pay_amount", "gte"),
    ({"object": "product_reviews", "where.评分__gte": "4"}, "product_reviews", "rating", "gte"),
    ({"entity": "订单", "where.支付时间__lt": "2025-02-01"}, "orders", "paid_at", "lt"),
    ({"object": "product_skus", "where.stock__lte": "10"}, "product_skus", "stock", "lte"),
    ({"entity": "会员", "where.邮箱__like": "%@163.com"}, "members", "email", "like"),
    ({"entity": "会员", "where.邮箱__notlike": "%@qq.com"}, "members", "email", "notlike"),
    ({"entity": "订单", "where.订单编号__glob": "2025*8"}, "orders", "order_sn", "glob"),
    ({"entity": "会员", "where.昵称__glob": "[张李]*"}, "members", "nickname", "glob"),
    ({"entity": "订单", "where.订单状态__in": "待付款,待发货"}, "orders", "status", "in"),
    ({"entity": "订单", "where.订单状态__in": '["已关闭", "3"]'}, "orders", "status", "in"),
    ({"entity": "支付记录", "where": {"支付渠道__in": ["支付宝", "3"]}}, "payments", "pay_channel", "in"),
    ({"entity": "订单", "where.订单状态__notin": "3,4"}, "orders", "status", "notin"),
    ({"entity": "退款", "where.退款状态__notin": "已退款"}, "refunds", "status", "notin"),
    ({"entity": "订单", "where.下单时间__date": "2026-11-28"}, "orders", "created_at", "date"),
    ({"entity": "订单", "where.支付时间__isnull": "1"}, "orders", "paid_at", "isnull"),
    ({"entity": "订单", "where.关闭时间__notnull": "1"}, "orders", "closed_at", "notnull"),
    ({"entity": "会员", "where.邮箱__isblank": "1"}, "members", "email", "isblank"),
    ({"entity": "会员", "where.邮箱__notblank": "1"}, "members", "email", "notblank"),
]
DATASETTE_FILTERS = {"exact", "not", "contains", "notcontains", "startswith", "endswith", "gt", "gte", "lt", "lte",
                     "like", "notlike", "glob", "in", "notin", "date", "isnull", "notnull", "isblank", "notblank"}


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    """A private demo.db with a few e-mails saved as '' (so blank ≠ null shows)."""
    path = tmp_path_factory.mktemp("conditions") / "demo.db"
    shutil.copy(DEMO_DB, path)
    conn = sqlite3.connect(path)
    conn.execute("update members set email = '' where email is null and id % 7 = 0")
    conn.commit()
    conn.close()
    return path


@pytest_asyncio.fixture
async def datasette(shop):
    ds = Datasette([str(shop)], settings={"max_returned_rows": MAX_ROWS})
    await ds.invoke_startup()
    return ds


async def ask(ds, params: dict, actor=None, path="/-/dbgraph.json"):
    cookies = {"ds_actor": ds.sign({"a": actor}, "actor")} if actor else {}
    if isinstance(params.get("where"), dict):
        return await ds.client.post(path, content=json.dumps(params, ensure_ascii=False).encode(), cookies=cookies)
    return await ds.client.get(f"{path}?{urllib.parse.urlencode(params)}", cookies=cookies)


def json_twin(link: str, extra: str) -> str:
    path, _, query = link.partition("?")
    if path.endswith("/-/query"):
        path = path[: -len("/-/query")] + "/-/query"
    return f"{path}.json?{query}&{extra}" if query else f"{path}.json?{extra}"


async def test_every_operator_has_an_end_to_end_case():
    assert {op for *_, op in E2E} == DATASETTE_FILTERS


@pytest.mark.parametrize("params,table,column,op", E2E, ids=[f"{t}.{c}__{o}-{i}" for i, (_, t, c, o) in enumerate(E2E)])
async def test_the_links_return_exactly_the_rows_of_the_clause(datasette, shop, params, table, column, op):
    data = (await ask(datasette, params)).json()
    assert data["status"] == "resolved", data["reason"]
    assert data["resolved"]["table"] == table
    [condition] = data["predicate"]["conditions"]
    assert (condition["column"], condition["op"]) == (column, op)
    conn = sqlite3.connect(shop)
    try:
        expected = {row[0] for row in conn.execute(f'select rowid from "{table}" {data["predicate"]["clause"]}',
                                                   data["predicate"]["values"])}
        total = conn.execute(f'select count(*) from "{table}"').fetchone()[0]
    finally:
        conn.close()
    assert 0 < len(expected) < total, "a case must tell rows apart"
    rows = (await datasette.client.get(json_twin(data["links"]["table"], "_shape=array&_size=max"))).json()
    assert {row.get("rowid", row.get("id")) for row in rows} == expected
    sql = data["links"]["sql"].replace("?sql=", ".json?sql=", 1) if not IS_1X else \
        data["links"]["sql"].replace("/-/query?", "/-/query.json?", 1)
    rows = (await datasette.client.get(sql + "&_shape=array&_size=max")).json()
    assert {row.get("id") for row in rows} == expected


async def test_the_link_is_datasettes_own_filters(datasette):
    data = (await ask(datasette, {"entity": "订单", "where.订单状态": "已发货", "where.pay_amount__gt": "100"})).json()
    assert data["links"]["table"] == "/demo/orders?status__exact=2&pay_amount__gt=100"
    page = await datasette.client.get(data["links"]["table"])
    assert page.status_code == 200


# -- permissions: a hidden table's columns and legends never show ------------------------------------------
HIDDEN = "orders"
# Words only orders' own columns and legends hold (订单状态：0待付款 … 4已关闭).
HIDDEN_WORDS = ["待付款", "已关闭", "订单状态", "freight_amount", "closed_at", "receiver_address"]
HIDDEN_QUERIES = [
    {"where.订单状态": "已发货"}, {"where.订单状态__in": "待付款,待发货"}, {"where.status": "已发货"},
    {"where.实付金额__gt": "100"}, {"where.收货人手机号": "13800138000"}, {"entity": "订单", "where.订单状态": "已发货"},
    {"entity": "订单 状态", "where.状态": "已发货"}, {"object": "orders", "where.订单状态": "已关闭"},
    {"entity": "订单", "where.金额__gt": "1"}, {"where.订单状态": "已退款"}, {"entity": "订单"},
]


@pytest.mark.parametrize("lang", ["en", "zh"])
async def test_a_hidden_tables_columns_and_legends_never_appear(shop, lang):
    ds = Datasette([str(shop)], metadata={"databases": {"demo": {"tables": {HIDDEN: {"allow": {"id": "boss"}}}}}})
    await ds.invoke_startup()
    for params in HIDDEN_QUERIES:
        for path in ("/-/dbgraph.json", "/-/dbgraph"):
            response = await ask(ds, {**params, "_lang": lang}, path=path)
            body = response.text if path == "/-/dbgraph" else json.dumps(response.json(), ensure_ascii=False)
            if path == "/-/dbgraph.json":
                assert "orders" not in [c.get("table") for c in response.json()["candidates"]], params
                assert (response.json()["resolved"] or {}).get("table") != HIDDEN, params
            for word in HIDDEN_WORDS:
                if any(word in f"{k}={v}" for k, v in params.items()):
                    continue  # the actor's own words are echoed back; that is not a leak
                assert word not in body, (params, word)
    # the same question for the actor who may see it
    data = (await ask(ds, {"where.订单状态": "已发货"}, actor={"id": "boss"})).json()
    assert data["status"] == "resolved" and data["resolved"]["table"] == HIDDEN
    assert "待付款" in json.dumps(data["resolved"]["legends"], ensure_ascii=False)


# -- the page ----------------------------------------------------------------------------------------------
async def test_the_page_shows_conditions_in_words_and_the_coded_columns(datasette):
    params = {"entity": "订单", "where.订单状态": "已发货", "where.实付金额__gt": "100", "_lang": "zh"}
    page = (await datasette.client.get(f"/-/dbgraph?{urllib.parse.urlencode(params)}")).text
    assert "订单状态 = 已发货 → status = 2" in page
    assert "实付金额 &gt; 100 → pay_amount &gt; 100" in page
    assert 'class="dbgraph-legends"' in page and "<code>4</code> <bdi>已关闭</bdi>" in page
    # the condition rows come back filled in, each with its operator chosen
    assert 'name="_where_col" value="实付金额"' in page
    assert '<option value="gt" selected>' in page
    assert '<option value="isnull">为空值</option>' in page
    english = (await datasette.client.get(f"/-/dbgraph?{urllib.parse.urlencode({**params, '_lang': 'en'})}")).text
    assert "is null</option>" in english and "contains …</option>" in english


async def test_condition_rows_become_a_bookmarkable_url(datasette):
    rows = [("entity", "会员"), ("_where_col", "性别"), ("_where_op", "in"), ("_where_val", "男,女"),
            ("_where_col", "邮箱"), ("_where_op", "isblank"), ("_where_val", ""),
            ("_where_col", ""), ("_where_op", "exact"), ("_where_val", "")]
    response = await datasette.client.get("/-/dbgraph?" + urllib.parse.urlencode(rows))
    assert response.status_code == 302
    location = urllib.parse.unquote(response.headers["location"])
    assert location == "/-/dbgraph?entity=会员&where.性别__in=男,女&where.邮箱__isblank="
    data = (await datasette.client.get(location.replace("/-/dbgraph?", "/-/dbgraph.json?"))).json()
    assert data["status"] == "resolved"
    assert [(c["column"], c["op"], c["value"]) for c in data["predicate"]["conditions"]] == [
        ("gender", "in", [1, 2]), ("email", "isblank", None)]


async def test_an_old_index_answers_503_with_the_rebuild_command(shop, tmp_path):
    from datasette_dbgraph.index.indexer import FORMAT_VERSION, build_index_file
    from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

    index = tmp_path / "catalog.db"
    build_index_file(index, [read_sqlite_file(shop, database="demo")])
    conn = sqlite3.connect(index)
    conn.execute("update meta set value = '2' where key = 'format_version'")
    conn.commit()
    conn.close()
    ds = Datasette([str(shop), str(index)], metadata={"plugins": {"datasette-dbgraph": {"index": "catalog"}}})
    await ds.invoke_startup()
    response = await ask(ds, {"entity": "订单", "where.订单状态": "已发货"})
    assert response.status_code == 503
    data = response.json()
    assert data["status"] == "index_incomplete" and "version 2" in data["error"]
    assert f"version {FORMAT_VERSION}" in data["error"]
    assert "datasette dbgraph index" in " ".join(data["next_actions"])


async def test_legends_come_from_sql_comments_datasette_metadata_and_the_descriptions_hook(tmp_path):
    from datasette import hookimpl
    from datasette.plugins import pm

    path = tmp_path / "erp.db"
    sqlite3.connect(path).executescript(
        "CREATE TABLE tickets ( -- 工单表\n id INTEGER PRIMARY KEY,\n"
        " state INTEGER, -- 工单状态（0待处理 1处理中 2已关闭）\n level INTEGER,\n kind TEXT\n);")

    class Descriptions:
        __name__ = "Descriptions"

        @hookimpl
        def dbgraph_descriptions(self, datasette, database):
            return {"tickets": {"columns": {"kind": "工单类型：bug=缺陷，feat=需求"}}}

    pm.register(Descriptions(), name="test-dbgraph-legends")
    try:
        metadata = {"databases": {"erp": {"tables": {"tickets": {"columns": {"level": "紧急程度 1=低, 2=高"}}}}}}
        ds = Datasette([str(path)], metadata=metadata)
        await ds.invoke_startup()
        data = (await ask(ds, {"entity": "工单", "where.工单状态": "处理中", "where.紧急程度": "高",
                               "where.工单类型": "需求"})).json()
        assert data["status"] == "resolved", data["reason"]
        assert [(c["column"], c["value"], c["label"]) for c in data["predicate"]["conditions"]] == [
            ("state", 1, "处理中"), ("level", 2, "高"), ("kind", "feat", "需求")]
        assert {item["column"] for item in data["resolved"]["legends"]} == {"state", "level", "kind"}
    finally:
        pm.unregister(name="test-dbgraph-legends")
