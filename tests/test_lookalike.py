"""Look-alike names (issue 19, item 7): a table named with a zero-width space (`dict\u200btypes`) or
commented with a right-to-left override (`通知\u202e公告表`) looks like another on a page. The page
shows those characters as marked code points, ranking puts the plain name first at equal scores
(even when the look-alike is referenced more), and links still open the real table.
"""

from __future__ import annotations

import shutil
import sqlite3
import urllib.parse

import pytest
from datasette.app import Datasette

ZWSP, RLO = "\u200b", "\u202e"
LOOK_ALIKE = f"dict{ZWSP}types"


@pytest.fixture
def lookalike_db(tmp_path, demo_copy):
    path = tmp_path / "demo.db"
    shutil.copy(demo_copy, path)
    conn = sqlite3.connect(path)
    conn.execute(f'CREATE TABLE "{LOOK_ALIKE}" ( -- 字典类型表\n id INTEGER PRIMARY KEY, -- 字典ID\n'
                 " name TEXT -- 字典名称\n)")
    for i in range(3):  # referenced more than the plain table: fan-in must not win the tie
        conn.execute(f'CREATE TABLE dict_ref_{i} ( -- 引用{i}\n id INTEGER PRIMARY KEY,\n'
                     f' type_id INTEGER REFERENCES "{LOOK_ALIKE}"(id) -- 类型\n)')
    conn.execute(f"CREATE TABLE notices_copy ( -- 通知{RLO}公告表\n id INTEGER PRIMARY KEY\n)")
    conn.commit()
    conn.close()
    return path


async def _get(ds, path, **params):
    return await ds.client.get(path + "?" + urllib.parse.urlencode({**params, "_lang": "en"}))


@pytest.mark.asyncio
async def test_look_alike_names_show_their_characters_and_lose_ties(lookalike_db):
    ds = Datasette([str(lookalike_db)])
    await ds.invoke_startup()
    data = (await _get(ds, "/-/dbgraph.json", entity="字典类型")).json()
    assert data["status"] == "ambiguous"
    tables = [c["table"] for c in data["candidates"]]
    assert tables[:2] == ["dict_types", LOOK_ALIKE], tables
    assert data["candidates"][0]["score"] == data["candidates"][1]["score"]
    assert data["candidates"][1]["fan_in"] > data["candidates"][0]["fan_in"]
    # The link of the look-alike opens that table, by its real name.
    link = data["candidates"][1]["links"]["table"]
    assert (await ds.client.get(link)).status_code == 200

    page = await _get(ds, "/-/dbgraph", entity="字典类型")
    assert page.status_code == 200
    assert ZWSP not in page.text
    assert "dict⟨U+200B⟩types" in page.text
    assert page.text.index("dict_types") < page.text.index("dict⟨U+200B⟩types")

    page = await _get(ds, "/-/dbgraph", entity="通知公告")
    assert RLO not in page.text
    assert "通知⟨U+202E⟩公告表" in page.text
    # The related-tables page too; its links keep the real name.
    related = await _get(ds, "/-/dbgraph/related", database=lookalike_db.stem, table=LOOK_ALIKE)
    assert related.status_code == 200 and ZWSP not in related.text
    assert "dict⟨U+200B⟩types" in related.text
    # An exact name still finds exactly that table.
    exact = (await _get(ds, "/-/dbgraph.json", object=LOOK_ALIKE)).json()
    assert exact["status"] == "resolved" and exact["resolved"]["table"] == LOOK_ALIKE
    plain = (await _get(ds, "/-/dbgraph.json", object="dict_types")).json()
    assert plain["status"] == "resolved" and plain["resolved"]["table"] == "dict_types"
