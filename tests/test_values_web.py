"""Values from the data through a real Datasette (whichever version this venv has) serving a real
SQLite file with rows (docs/conditions.md#checking-a-value): a value a column does not hold is
refused with the nearest it holds, offered as links that ask again; a word on a column of numbers
says what the column holds; a comparison outside the range is answered and says no row passes; a
value is written in the column's form, and the link returns the rows; a big database is answered
from its schema at once and gets its values later; `value_index: false` reads no rows."""

from __future__ import annotations

import asyncio
import html
import re
import sqlite3
import time
import urllib.parse

import pytest
import pytest_asyncio
from datasette.app import Datasette

from datasette_dbgraph.index.builder import build_part
from datasette_dbgraph.index.store import Store
from datasette_dbgraph.index.value_index import fill_values
from datasette_dbgraph.serving.state.catalog import state
from datasette_dbgraph.sources.values import ValueBounds

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE members ( -- 会员表
    id INTEGER PRIMARY KEY,
    name TEXT, -- 姓名
    province TEXT, -- 省份
    city TEXT, -- 城市
    is_frozen INTEGER, -- 是否冻结
    status INTEGER, -- 状态：0正常 1停用
    amount REAL, -- 消费金额
    rate TEXT, -- 折扣率
    share REAL, -- 占比
    signed TEXT -- 签约日期
);
"""
PROVINCES = ["湖北", "湖南", "广东", "四川"]
CITIES = ["Berlin", "Paris", "深圳", "成都"]
# Two tables of this many rows and one more make more than rules.VALUE_INLINE_ROWS rows to read: the
# database's values are read after its schema. Each is read whole (rules.VALUE_INDEX_ROWS).
BIG_ROWS = 30_000


def member(i: int) -> tuple:
    return (i, f"name{i}", PROVINCES[i % 4], CITIES[i % 4], i % 2, i % 2, 10.0 + i % 90, f"{i % 5 * 10}%",
            (i % 4) / 4 + 0.1, f"2024/{1 + i % 12}/{1 + i % 28}")


def make_members(path, rows: int = 200) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany(f"insert into members values ({','.join('?' * 10)})", [member(i) for i in range(1, rows + 1)])
    conn.commit()
    conn.close()
    return str(path)


async def ask(ds: Datasette, page: str = ".json", **params) -> dict | str:
    response = await ds.client.get(f"/-/dbgraph{page}?" + urllib.parse.urlencode(params))
    assert response.status_code == 200, response.text
    return response.json() if page == ".json" else response.text


async def rows_of(ds: Datasette, link: str) -> list[dict]:
    path, _, query = link.partition("?")
    response = await ds.client.get(f"{path}.json?{query}&_shape=array&_size=max")
    assert response.status_code == 200, response.text
    return response.json()


@pytest_asyncio.fixture
async def members_ds(tmp_path):
    ds = Datasette([make_members(tmp_path / "club.db")])
    await ds.invoke_startup()
    yield ds
    state(ds).close()


async def test_a_value_the_column_does_not_hold_is_refused_with_the_nearest_as_links(members_ds):
    result = await ask(members_ds, entity="会员", **{"where.省份": "湖址", "_lang": "zh"})
    assert result["status"] == "not_found", result["reason"]
    assert "湖北、湖南" in result["reason"] and "索引建立时" in result["reason"]
    assert result["candidates"][0]["values"] == [{"key": "省份", "column": "province", "values": ["湖北", "湖南"]}]
    page = await ask(members_ds, "", entity="会员", **{"where.省份": "湖址"})
    links = [html.unescape(h) for h in re.findall(r'href="([^"]*where\.[^"]*)"', page)]
    asked = [dict(urllib.parse.parse_qsl(urllib.parse.urlparse(h).query)) for h in links]
    assert {"湖北", "湖南"} <= {a.get("where.省份") for a in asked}
    again = await ask(members_ds, **next(a for a in asked if a.get("where.省份") == "湖北"))
    assert again["status"] == "resolved"
    assert all(row["province"] == "湖北" for row in await rows_of(members_ds, again["links"]["table"]))


async def test_a_value_differing_only_by_case_is_written_as_the_column_holds_it(members_ds):
    result = await ask(members_ds, entity="会员", **{"where.城市": "berlin"})
    assert result["status"] == "resolved", result["reason"]
    assert result["predicate"]["values"] == ["Berlin"] and "“berlin” is written Berlin" in result["reason"]
    assert len(await rows_of(members_ds, result["links"]["table"])) == 50


async def test_keys_and_names_are_not_refused_for_a_value_they_lack(members_ds):
    for where in ({"where.id": "999"}, {"where.姓名": "张三"}):  # new rows bring new ones
        result = await ask(members_ds, entity="会员", **where)
        assert result["status"] == "resolved", result["reason"]


async def test_a_word_on_a_column_of_numbers_says_what_it_holds_and_offers_it(members_ds):
    result = await ask(members_ds, entity="会员", **{"where.是否冻结": "冻结"})
    assert result["status"] == "not_found"
    assert "is_frozen holds only whole numbers (INTEGER): 0, 1" in result["reason"], result["reason"]
    assert result["candidates"][0]["values"] == [{"key": "是否冻结", "column": "is_frozen", "values": ["0", "1"]}]
    page = await ask(members_ds, "", entity="会员", **{"where.是否冻结": "冻结"})
    assert "where.%E6%98%AF%E5%90%A6%E5%86%BB%E7%BB%93=1" in page
    absent = await ask(members_ds, entity="会员", **{"where.是否冻结": "5"})  # a number, but none it holds
    assert absent["status"] == "not_found" and "none of the 2 values is_frozen held" in absent["reason"]
    assert absent["reason"].endswith(": 0, 1."), absent["reason"]
    more = await ask(members_ds, entity="会员", **{"where.消费金额__gt": "很多"})
    assert more["status"] == "not_found" and "amount holds only numbers (REAL), from 10 to 99" in more["reason"]


async def test_a_comparison_with_a_label_compares_its_code_and_says_so(members_ds):
    result = await ask(members_ds, entity="会员", **{"where.状态__gt": "正常"})
    assert result["status"] == "resolved", result["reason"]
    assert result["predicate"]["values"] == [0] and "“正常” is code 0 of status" in result["reason"]
    assert "status__gt=0" in result["links"]["table"]
    refused = await ask(members_ds, entity="会员", **{"where.状态__gt": "很好"})
    assert refused["status"] == "not_found" and "正常" in refused["reason"]


async def test_a_comparison_outside_the_range_is_answered_and_says_no_row_passes(members_ds):
    result = await ask(members_ds, entity="会员", **{"where.消费金额__gt": "1000"})
    assert result["status"] == "resolved"
    assert "No row passes amount > 1000: amount ran from 10 to 99 when the index was built" in result["reason"]
    assert await rows_of(members_ds, result["links"]["table"]) == []
    inside = await ask(members_ds, entity="会员", **{"where.消费金额__gt": "50"})
    assert "No row passes" not in inside["reason"]


@pytest.mark.parametrize("where, compared, rows", [
    ({"where.折扣率": "20"}, "20%", 40),
    ({"where.折扣率": "20%"}, "20%", 40),
    ({"where.占比__gte": "60%"}, 0.6, 100),
    ({"where.签约日期": "2024-03-03"}, "2024/3/3", None),
])
async def test_a_value_is_written_in_the_columns_form_and_the_link_returns_its_rows(members_ds, where, compared, rows):
    result = await ask(members_ds, entity="会员", **where)
    assert result["status"] == "resolved", result["reason"]
    assert result["predicate"]["values"] == [compared]
    found = await rows_of(members_ds, result["links"]["table"])
    assert found and (rows is None or len(found) == rows)


async def test_value_index_off_reads_no_rows(tmp_path):
    ds = Datasette([make_members(tmp_path / "club.db")],
                   metadata={"plugins": {"datasette-dbgraph": {"value_index": False}}})
    await ds.invoke_startup()
    try:
        result = await ask(ds, entity="会员", **{"where.省份": "湖址"})
        assert result["status"] == "resolved"  # nothing to check it against
        typed = await ask(ds, entity="会员", **{"where.是否冻结": "冻结"})
        assert typed["status"] == "not_found" and "The index has no values of members" in typed["reason"]
        assert not typed["candidates"][0].get("values")
    finally:
        state(ds).close()


def make_big(path) -> str:
    make_members(path, rows=200)
    conn = sqlite3.connect(path)
    for table in ("events", "logs"):
        conn.execute(f"create table {table} (id integer primary key, kind text)")
        conn.execute(f"insert into {table} with recursive n(i) as (select 1 union all select i + 1 from n "
                     "where i < ?) select i, 'kind' || (i % 3) from n", [BIG_ROWS])
    conn.commit()
    conn.close()
    return str(path)


async def test_a_big_database_is_indexed_from_its_schema_first_and_its_values_added_after(tmp_path):
    path = make_big(tmp_path / "big.db")
    part, filled = str(tmp_path / "part.db"), str(tmp_path / "filled.db")
    assert build_part(part, "big", path, False, {}, ValueBounds()) == (3, True)
    assert not Store(sqlite3.connect(part)).has_values
    start = 0
    while start is not None:
        start = fill_values(part, filled, path, False, ValueBounds(), start)
    store = Store(sqlite3.connect(filled))
    assert {h.column_name for h in store.columns_holding(["kind1", "湖北"])["kind1"]} == {"kind"}
    small = make_members(tmp_path / "small.db")
    assert build_part(str(tmp_path / "small-part.db"), "small", small, False, {}, ValueBounds()) == (1, False)
    assert Store(sqlite3.connect(tmp_path / "small-part.db")).has_values


async def test_a_big_database_gets_its_values_while_it_is_served(tmp_path):
    ds = Datasette([make_big(tmp_path / "big.db")])
    await ds.invoke_startup()
    try:
        deadline = time.monotonic() + 90
        while True:  # answered from the schema until the values are read
            later = await ask(ds, entity="会员", **{"where.省份": "湖址"})
            if later["status"] != "resolved" or time.monotonic() > deadline:
                break
            await asyncio.sleep(0.2)
        assert later["status"] == "not_found" and "湖北" in later["reason"]
        kind = await ask(ds, object="events", **{"where.kind": "kind7"})
        assert kind["status"] == "not_found" and "kind0" in kind["reason"], kind["reason"]
    finally:
        state(ds).close()


async def test_a_sentences_value_is_replaced_in_place_by_the_values_offered(members_ds):
    q = "省份为湖址的会员"
    result = await ask(members_ds, q=q)
    assert result["status"] == "not_found" and result["candidates"][0]["values"][0]["values"] == ["湖北", "湖南"]
    page = await ask(members_ds, "", q=q)
    assert "?q=%E7%9C%81%E4%BB%BD%E4%B8%BA%E6%B9%96%E5%8C%97%E7%9A%84%E4%BC%9A%E5%91%98" in page  # 省份为湖北的会员
    again = await ask(members_ds, q="省份为湖北的会员")
    assert again["status"] == "resolved" and again["predicate"]["values"] == ["湖北"]


async def test_values_from_the_data_are_escaped_on_the_page(tmp_path):
    path = tmp_path / "tags.db"
    conn = sqlite3.connect(path)
    conn.execute("create table tags (id integer primary key, label text) -- 标签表")
    conn.executemany("insert into tags (label) values (?)", [("<b>hot</b>",), ("cold",)] * 10)
    conn.commit()
    conn.close()
    ds = Datasette([str(path)])
    await ds.invoke_startup()
    try:
        result = await ask(ds, object="tags", **{"where.label": "<b>hat</b>"})
        assert result["status"] == "not_found" and result["candidates"][0]["values"][0]["values"][0] == "<b>hot</b>"
        page = await ask(ds, "", object="tags", **{"where.label": "<b>hat</b>"})
        assert "<b>hot</b>" not in page and "&lt;b&gt;hot&lt;/b&gt;" in page
    finally:
        state(ds).close()


async def test_a_prebuilt_index_from_the_command_line_holds_the_values_and_serves_none(tmp_path):
    from click.testing import CliRunner
    from datasette.cli import cli

    club = make_members(tmp_path / "club.db")
    index = tmp_path / "catalog.db"
    built = CliRunner().invoke(cli, ["dbgraph", "index", club, "-o", str(index)])
    assert built.exit_code == 0 and "values of 1 table(s)" in built.output, built.output
    ds = Datasette([club, str(index)], metadata={"plugins": {"datasette-dbgraph": {"index": "catalog"}}})
    await ds.invoke_startup()
    result = await ask(ds, entity="会员", **{"where.省份": "湖址"})
    assert result["status"] == "not_found" and "湖北" in result["reason"]
    for path in ("/catalog/column_values.json", "/catalog.json?sql=select+value+from+column_values"):
        assert (await ds.client.get(path)).status_code == 403
    plain = CliRunner().invoke(cli, ["dbgraph", "index", club, "-o", str(tmp_path / "plain.db"), "--no-values"])
    assert plain.exit_code == 0 and "values of" not in plain.output
    assert sqlite3.connect(tmp_path / "plain.db").execute("select count(*) from column_values").fetchone() == (0,)
