"""The group a count of rows is per, named by a text column of the word and `id` (docs/one-box.md, "Questions"):
`美食多于5个的城市有哪些` on a table of foods per city (城市id, written as the city) groups by 城市id — a key written as
text says which city each row is of, as a name would. A number key is no such name: still asked. Through a real
Datasette serving a real SQLite file."""

from __future__ import annotations

import pytest

from tests.conftest import make_sqlite
from tests.test_question_totals import ask, rows_of, serving

pytestmark = pytest.mark.asyncio

FOODS = [("北京", f"北京菜{i}", 0.5) for i in range(6)] + [("上海", f"上海菜{i}", 0.3) for i in range(3)] + \
    [("成都", f"成都菜{i}", 0.7) for i in range(7)]


@pytest.mark.parametrize("q, op, rows", [
    ("美食多于5个的城市有哪些", "gt", [("北京", 6), ("成都", 7)]),
    ("城市美食正好3种的有哪些城市", "exact", [("上海", 3)]),
])
async def test_a_text_key_named_by_the_word_is_the_group(tmp_path, q, op, rows):
    # refused before: "5个 compares how many rows, but no column says per what"
    path = make_sqlite(tmp_path / "foods.db", "CREATE TABLE 城市美食 (城市id TEXT, 美食名称 TEXT, 搜索指数 REAL);", {"城市美食": FOODS})
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "城市美食", result["reason"]
        assert result["intent"]["group_by"] == ["城市id"] and result["intent"]["having"]["op"] == op
        assert sorted(tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])) == rows


async def test_a_number_key_is_no_group_named_so(tmp_path):
    sql = "CREATE TABLE 城市美食 (城市id INTEGER, 美食名称 TEXT, 搜索指数 REAL);"
    rows = [(1 if c == "北京" else 2 if c == "上海" else 3, n, s) for c, n, s in FOODS]
    async with serving(make_sqlite(tmp_path / "foods.db", sql, {"城市美食": rows})) as ds:
        result = await ask(ds, "美食多于5个的城市有哪些")
        assert result["status"] != "resolved"
