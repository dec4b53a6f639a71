"""A database file replaced under a running server (issue 19, item 5): a nightly `mv new.db app.db`.

Datasette keeps serving the file it opened. The search must answer about what Datasette serves:
a table Datasette still serves is found, with a link Datasette answers; a table only the new file
has is not — never a link to a 404, never "no such table" for a table Datasette shows.
"""

from __future__ import annotations

import os
import urllib.parse

import pytest
from datasette.app import Datasette

from conftest import make_sqlite

OLD = """
CREATE TABLE orders ( -- 订单表
  id INTEGER PRIMARY KEY, -- 订单ID
  order_sn TEXT -- 订单编号
);
CREATE TABLE members ( -- 会员表
  id INTEGER PRIMARY KEY, -- 会员ID
  mobile TEXT -- 手机号
);
"""
NEW = """
CREATE TABLE swapped_tbl ( -- 换入的表
  id INTEGER PRIMARY KEY, -- 编号
  note TEXT -- 备注
);
CREATE TABLE members ( -- 会员表
  id INTEGER PRIMARY KEY, -- 会员ID
  mobile TEXT -- 手机号
);
"""


async def _answer(ds, **params) -> dict:
    response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({**params, "_lang": "en"}))
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.asyncio
async def test_a_file_replaced_under_the_server_is_answered_as_datasette_serves_it(tmp_path, capsys):
    app = make_sqlite(tmp_path / "app.db", OLD, {"orders": [(1, "SO1")]})
    new = make_sqlite(tmp_path / "new.db", NEW, {"swapped_tbl": [(1, "x")]})
    # One SQL thread: Datasette's pages and the search read through the same connection.
    ds = Datasette([str(app)], settings={"num_sql_threads": 1})
    await ds.invoke_startup()
    assert (await _answer(ds, object="orders"))["status"] == "resolved"

    os.replace(new, app)  # mv new.db app.db

    served = {table: (await ds.client.get(f"/app/{table}.json")).status_code for table in ("orders", "swapped_tbl")}
    assert served == {"orders": 200, "swapped_tbl": 404}, served  # Datasette keeps the file it opened
    found = await _answer(ds, object="orders")
    assert found["status"] == "resolved", found
    link = found["links"]["table"]
    assert (await ds.client.get(link.replace("?", ".json?", 1) if "?" in link else link + ".json")).status_code == 200
    gone = await _answer(ds, object="swapped_tbl")
    assert gone["status"] == "not_found" and not gone.get("links"), gone
    words = await _answer(ds, entity="换入的表")
    assert words["status"] != "resolved" and "swapped_tbl" not in str(words["candidates"]), words
    assert (await _answer(ds, entity="订单"))["resolved"]["table"] == "orders"
    # The operator is told, once, in the server's log.
    assert capsys.readouterr().err.count("was replaced while Datasette serves the file it opened") == 1
    assert (await _answer(ds, object="orders"))["status"] == "resolved"
    assert "was replaced" not in capsys.readouterr().err
