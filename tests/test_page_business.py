"""The page speaks business (issue 23): the answer as a sentence with the rows its link holds, row
counts in the JSON, coded values labelled on Datasette's own pages, the way back to the search, the
boxes where people look, and the page's language following the request's words — through a real
Datasette on real SQLite files."""

from __future__ import annotations

import html
import re
import sqlite3
import urllib.parse

import pytest
import pytest_asyncio
from datasette.app import Datasette

from datasette_dbgraph.compat import IS_1X
from datasette_dbgraph.serving import rows, summary
from datasette_dbgraph.settings import ConfigError, parse_settings

pytestmark = pytest.mark.asyncio

SHIPPED = "已发货的订单"


def query(**params) -> str:
    return urllib.parse.urlencode({k.replace("__dot__", "."): v for k, v in params.items()})


def plain(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def sentence_of(text: str) -> str:
    found = re.search(r'<h2 class="dbgraph-sentence">(.*?)</h2>', text, re.S)
    return plain(found.group(1)) if found else ""


def count(path, sql: str, params=()) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchone()[0]
    finally:
        conn.close()


@pytest_asyncio.fixture
async def demo_ds(demo_copy):
    ds = Datasette([str(demo_copy)])
    await ds.invoke_startup()
    return ds


# -- rows: the count the link will show ----------------------------------------------------------------
async def test_a_resolved_answer_counts_the_rows_of_its_link(demo_ds, demo_copy):
    data = (await demo_ds.client.get("/-/dbgraph.json?" + query(q=SHIPPED))).json()
    shipped = count(demo_copy, "select count(*) from orders where status = 2")
    assert data["status"] == "resolved" and data["rows"] == {"count": shipped}
    assert list(data).index("rows") == list(data).index("links") + 1  # where CONTRACT.md §5 puts it
    # the table page shows the same number for the link
    table = (await demo_ds.client.get(data["links"]["table"].replace("/demo/orders?", "/demo/orders.json?")
                                      + "&_size=0&_extra=count")).json()
    assert table.get("filtered_table_rows_count", table.get("count")) == shipped


async def test_no_rows_is_a_warning_and_a_zero(demo_ds):
    params = query(entity="订单", where__dot__订单状态="已关闭", where__dot__实付金额__gt="100000", _lang="en")
    data = (await demo_ds.client.get("/-/dbgraph.json?" + params)).json()
    assert data["status"] == "resolved" and data["rows"] == {"count": 0}
    text = (await demo_ds.client.get("/-/dbgraph?" + params)).text
    assert sentence_of(text) == "订单表 · 订单状态 = 已关闭 · 实付金额 > 100000 · 0 rows"
    assert 'class="dbgraph-warning" role="alert">No row matches' in text


async def test_refusals_carry_no_count_and_candidates_theirs(demo_ds, demo_copy):
    data = (await demo_ds.client.get("/-/dbgraph.json?" + query(entity="订单", where__dot__金额="100"))).json()
    assert data["status"] == "ambiguous" and "rows" not in data
    [candidate] = data["candidates"]
    assert candidate["rows"] == {"count": count(demo_copy, "select count(*) from orders")}
    for params in ({"entity": "asdfgh"}, {"fields": "手机号"}):
        assert "rows" not in (await demo_ds.client.get("/-/dbgraph.json?" + query(**params))).json()


TIME_LIMIT_MS = 20


async def test_a_count_that_runs_out_of_time_is_null(tmp_path):
    path = tmp_path / "big.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE events ( -- 事件记录表
          id INTEGER PRIMARY KEY,
          kind INTEGER -- 事件类型：0登录 1下单
        );
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500000)
        INSERT INTO events SELECT i, i % 2 FROM n;
    """)
    conn.commit()
    conn.close()
    # 20 ms is the largest limit at which Datasette checks the clock at every step of a query: the
    # count of 500,000 rows then takes several times the limit, while Datasette's own permission
    # queries (a few steps each) finish well inside it even on a busy machine.
    ds = Datasette([str(path)], settings={"sql_time_limit_ms": TIME_LIMIT_MS})
    await ds.invoke_startup()
    data = (await ds.client.get("/-/dbgraph.json?" + query(entity="事件记录", where__dot__kind="下单"))).json()
    assert data["status"] == "resolved" and data["rows"] == {"count": None}
    text = (await ds.client.get("/-/dbgraph?" + query(entity="事件记录", where__dot__kind="下单", _lang="en"))).text
    assert sentence_of(text) == "事件记录表 · 事件类型 = 下单 · rows not counted (took too long)"


async def test_the_whole_clause_is_counted_subqueries_too(demo_ds, demo_copy):
    # A condition across a link is written as a subquery (CONTRACT.md §4.5): counted as it stands.
    clause = "WHERE \"member_id\" IN (SELECT \"id\" FROM \"members\" WHERE \"id\" < ?) AND \"status\" = ?"
    got = await rows.count(demo_ds, "demo", "orders", clause, [100, 2])
    assert got == count(demo_copy, "select count(*) from orders " + clause, (100, 2)) > 0
    # a value is never part of the SQL: a quote in it is only a value
    assert await rows.count(demo_ds, "demo", "orders", 'WHERE "order_sn" = ?', ["x' or '1'='1"]) == 0
    assert await rows.count(demo_ds, "nope", "orders", "", []) is None


async def test_the_cli_answer_has_no_rows(demo_copy, tmp_path):
    from click.testing import CliRunner
    from datasette.cli import cli

    index = tmp_path / "index.db"
    runner = CliRunner()
    assert runner.invoke(cli, ["dbgraph", "index", str(demo_copy), "-o", str(index)]).exit_code == 0
    result = runner.invoke(cli, ["dbgraph", "resolve", str(index), SHIPPED, "--json"])
    assert result.exit_code == 0 and '"status": "resolved"' in result.output and '"rows"' not in result.output


# -- the answer in words -----------------------------------------------------------------------------
async def test_the_answer_is_a_sentence_in_the_request_language(demo_ds, demo_copy):
    shipped = count(demo_copy, "select count(*) from orders where status = 2")
    # a Chinese request gets a Chinese page even from an English browser; `_lang` still wins
    text = (await demo_ds.client.get("/-/dbgraph?" + query(q=SHIPPED), headers={"Accept-Language": "en"})).text
    assert sentence_of(text) == f"订单表 · 订单状态 = 已发货 · {shipped} 行"
    assert '<details class="dbgraph-details" id="dbgraph-details">' in text and "置信度" in text
    english = (await demo_ds.client.get("/-/dbgraph?" + query(q=SHIPPED, _lang="en"))).text
    assert sentence_of(english) == f"订单表 · 订单状态 = 已发货 · {shipped} rows"
    orders = (await demo_ds.client.get("/-/dbgraph?" + query(q="orders with pay amount over 100"),
                                       headers={"Accept-Language": "zh-CN"})).text
    assert '<div class="dbgraph-page" lang="en">' in orders and "· 实付金额 > 100 ·" in sentence_of(orders)
    # the JSON keeps its rule: `_lang`, else the browser's language
    data = (await demo_ds.client.get("/-/dbgraph.json?" + query(q=SHIPPED), headers={"Accept-Language": "en"})).json()
    assert data["reason"].startswith("“订单” is")


@pytest.mark.filterwarnings("ignore")
def test_labels_are_the_head_of_a_comment():
    assert summary.short("订单总金额（商品合计，元）", "total_amount") == "订单总金额"
    assert summary.short("订单状态：0待付款 1待发货", "status") == "订单状态"
    assert summary.short("状态 0正常 1停用", "status") == "状态"
    assert summary.short("Order status", "status") == "Order status"
    assert summary.short(None, "status") == summary.short("（元）", "status") == "status"


# -- codes labelled on Datasette's own pages ---------------------------------------------------------
async def test_coded_cells_show_their_labels(demo_ds):
    await demo_ds.client.get("/-/dbgraph.json?" + query(entity="订单"))  # the index is built
    table = (await demo_ds.client.get("/demo/orders?status__exact=2&_size=5")).text
    cells = re.findall(r'<td class="col-status[^"]*"[^>]*>(.*?)</td>', table, re.S)
    assert len(cells) == 5 and {plain(c) for c in cells} == {"2 · 已发货"}
    row = (await demo_ds.client.get("/demo/orders/1")).text
    assert 'class="dbgraph-cell-label"' in row
    # a query's cells belong to no table: left alone
    sql = (await demo_ds.client.get("/demo?" + query(sql="select status from orders limit 1"))).text
    assert "dbgraph-cell-label" not in sql


async def test_cell_labels_can_be_turned_off_and_are_escaped(tmp_path):
    path = tmp_path / "shop.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE tickets ( -- 工单表
          id INTEGER PRIMARY KEY,
          state INTEGER -- 状态：0新建<b> 1关闭
        );
        INSERT INTO tickets VALUES (1, 0), (2, 1), (3, 7);
    """)
    conn.commit()
    conn.close()
    ds = Datasette([str(path)])
    await ds.invoke_startup()
    await ds.client.get("/-/dbgraph.json?" + query(entity="工单"))
    text = (await ds.client.get("/shop/tickets")).text
    cells = [plain(c) for c in re.findall(r'<td class="col-state[^"]*"[^>]*>(.*?)</td>', text, re.S)]
    assert cells == ["0 · 新建<b>", "1 · 关闭", "7"]  # a code the legend lacks stays as it is
    assert "新建<b>" not in text and "新建&lt;b&gt;" in text
    off = Datasette([str(path)], metadata={"plugins": {"datasette-dbgraph": {"cell_labels": False}}})
    await off.invoke_startup()
    await off.client.get("/-/dbgraph.json?" + query(entity="工单"))
    assert "dbgraph-cell-label" not in (await off.client.get("/shop/tickets")).text
    with pytest.raises(ConfigError, match="cell_labels must be true or false"):
        parse_settings({"cell_labels": "no"})


# -- the way back, and the boxes -----------------------------------------------------------------------
async def test_links_carry_the_search_and_the_table_page_leads_back(demo_ds):
    text = (await demo_ds.client.get("/-/dbgraph?" + query(q=SHIPPED))).text
    [href] = re.findall(r'class="dbgraph-button dbgraph-open-answer" href="([^"]+)"', text)
    href = html.unescape(href)
    carried = urllib.parse.parse_qs(href.partition("?")[2])["_dbgraph"][0]
    assert urllib.parse.parse_qs(carried) == {"q": [SHIPPED]}
    table = (await demo_ds.client.get(href)).text
    back = re.search(r'<a href="([^"]+)">← (返回搜索：已发货的订单|Back to your search: 已发货的订单)</a>', table)
    assert back and html.unescape(back.group(1)) == "/-/dbgraph?" + query(q=SHIPPED)
    # the JSON's link stays as it was
    data = (await demo_ds.client.get("/-/dbgraph.json?" + query(q=SHIPPED))).json()
    assert data["links"]["table"] == "/demo/orders?status__exact=2"


async def test_the_back_link_takes_only_the_request(demo_ds):
    hostile = urllib.parse.urlencode({"q": '"><script>alert(1)</script>', "_go": "1", "sql": "drop"})
    text = (await demo_ds.client.get("/demo/orders?" + urllib.parse.urlencode({"_dbgraph": hostile}))).text
    [href] = re.findall(r'<p class="dbgraph-back"[^>]*><a href="([^"]+)"', text)
    assert urllib.parse.parse_qs(html.unescape(href).partition("?")[2]) == {"q": ['"><script>alert(1)</script>']}
    assert "<script>alert(1)" not in text
    for junk in ("sql=drop", "x" * 3000, ""):
        page = (await demo_ds.client.get("/demo/orders?" + urllib.parse.urlencode({"_dbgraph": junk}))).text
        assert "dbgraph-back" not in page


async def test_a_box_on_the_home_and_database_pages(demo_ds):
    home = (await demo_ds.client.get("/")).text
    assert '<form class="core dbgraph-box" action="/-/dbgraph" method="get" role="search"' in home
    database = (await demo_ds.client.get("/demo")).text
    assert '<input type="hidden" name="database" value="demo">' in database


@pytest.mark.skipif(not IS_1X, reason="the jump menu is Datasette 1.0a's")
async def test_the_jump_menu_ends_with_ask_the_search(demo_ds):
    await demo_ds.client.get("/-/dbgraph.json?" + query(entity="订单"))
    matches = (await demo_ds.client.get("/-/jump?" + query(q="订单"))).json()["matches"]
    assert len(matches) > 1 and matches[-1]["name"] == "问问搜索：订单"
    assert matches[-1]["url"] == "/-/dbgraph?" + query(q="订单")
    english = (await demo_ds.client.get("/-/jump?" + query(q="orders"))).json()["matches"]
    assert english[-1]["name"] == "Ask the search: orders"
    assert not [m for m in (await demo_ds.client.get("/-/jump?q=")).json()["matches"] if m["type"] == "search"]


async def test_the_footer_names_the_datasette_version(demo_ds):
    from datasette.version import __version__

    for path in ("/-/dbgraph", "/-/dbgraph/related?database=demo&table=orders"):
        assert f'title="Datasette v{__version__}"' in (await demo_ds.client.get(path)).text
