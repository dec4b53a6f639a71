"""A time of day typed in a question (docs/one-box.md, "Values"), through a real Datasette serving a real SQLite
file: `15:40` is one value, as typed — it used to be read as the number 15, then `:` as "column: value", then 40.
Equal to it finds the rows that hold it; compared for order on a column of text it is refused, saying so (the
text's order is the alphabet's: `6:40` would come after `15:40`)."""

from __future__ import annotations

import sqlite3

import pytest

from tests.test_question_counts import ask, rows_of, serving

pytestmark = pytest.mark.asyncio


def trains(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 列车 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 类型 TEXT, 出发时间 TEXT, 到达时间 TEXT);
    """)
    conn.executemany("insert into 列车 values (?,?,?,?,?)", [
        (1, "G101次列车", "高铁", "6:40", "10:45"), (2, "D02次列车", "动车", "15:40", "18:51"),
        (3, "Z11次列车", "直达", "13:30", "14:50")])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q, wanted", [("出发时间是15:40的列车", [2]), ("到达时间为14:50的列车有哪些", [3])])
async def test_a_time_typed_is_one_value(tmp_path, q, wanted):
    async with serving(trains(tmp_path / "trains.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "列车", result["reason"]
        assert [c["value"] for c in result["predicate"]["conditions"]] == [q.split("是" if "是" in q else "为")[1][:5]]
        assert [row["词条id"] for row in await rows_of(ds, result["links"]["table"])] == wanted


async def test_a_time_compared_for_order_on_text_is_refused_whole(tmp_path):
    async with serving(trains(tmp_path / "trains.db")) as ds:
        result = await ask(ds, "哪些列车的出发时间在15:40之后")
        assert result["status"] != "resolved"
        assert "“15:40”" in result["reason"], result["reason"]
        assert [s["text"] for s in result["understood"]["spans"] if s["start"] >= 10] == ["15:40", "之后"]
