"""An opening clause that only names tables (docs/one-box.md, "Questions"), through a real Datasette serving a real
SQLite file: `在各学校的专业中，哪些学校的专业少于3个` says where to look and no condition — read again without it when
the question is no answer with it, the answer naming it as left out. A clause with a value or a comparison in it says
which rows and is never dropped. And an average typed with its number and unit (`平均旅行9天`) compares the average,
never each row."""

from __future__ import annotations

import pytest

from tests.conftest import make_sqlite
from tests.test_question_totals import ask, rows_of, serving

pytestmark = pytest.mark.asyncio

SCHOOLS_SQL = """
CREATE TABLE 学校 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 类型 TEXT, 所在城市 TEXT);
CREATE TABLE 学校专业 (学校id INTEGER REFERENCES 学校(词条id), 专业名称 TEXT, 毕业人数 INTEGER);
"""
SCHOOLS = {"学校": [(1, "甲大学", "综合", "北京"), (2, "乙学院", "理工", "上海"), (3, "丙大学", "综合", "北京")],
           "学校专业": [(1, f"专业{i}", 100) for i in range(5)] + [(2, "机械", 80), (2, "电子", 90)] + [(3, "法学", 60)]}


@pytest.mark.parametrize("q, ids", [
    ("在各学校的专业中，哪些学校的专业多于3个", [1]),
    ("在所有学校的专业中，给出专业不少于2个的学校", [1, 2]),
])
async def test_a_clause_naming_only_tables_is_read_and_left_out(tmp_path, q, ids):
    # before: refused — "3个 compares how many rows, but no column says per what" (the clause's words chose 学校专业)
    async with serving(make_sqlite(tmp_path / "schools.db", SCHOOLS_SQL, SCHOOLS)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "学校", result["reason"]
        clause = q.split("，")[0]
        assert clause in result["reason"] and clause in result["understood"]["ignored"]
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted(r["词条id"] for r in rows) == ids


async def test_a_clause_with_a_value_is_never_dropped(tmp_path):
    async with serving(make_sqlite(tmp_path / "schools.db", SCHOOLS_SQL, SCHOOLS)) as ds:
        for q in ("在北京的学校中，哪些学校的专业多于3个", "在毕业人数超过90的专业中，哪些学校的专业多于3个"):
            result = await ask(ds, q)
            assert not (result["status"] == "resolved" and "只说了在哪些表里找" in result["reason"]), (q, result["reason"])


async def test_an_average_typed_with_its_number_compares_the_average(tmp_path):
    # before: avg(旅行天数) asked, and each row's 旅行天数 = 9 kept — the average read as every row's: confidently wrong
    sql = "CREATE TABLE 出境游所含国家 (路线id INTEGER, 国家 TEXT, 旅行天数 NUMERIC, 景点数量 NUMERIC);"
    rows = {"出境游所含国家": [(1, "泰国", "9天", 3), (2, "泰国", 9, 4), (3, "日本", "9天", 2), (4, "日本", "5天", 5),
                               (5, "法国", 13, 6)]}
    async with serving(make_sqlite(tmp_path / "trips.db", sql, rows)) as ds:
        result = await ask(ds, "哪些国家平均旅行9天")
        assert result["status"] == "resolved", result["reason"]
        assert not (result.get("predicate") or {}).get("conditions"), result["predicate"]
        assert result["intent"]["group_by"] == ["国家"] and result["intent"]["having"]["fn"] == "avg"
        assert [tuple(r.values())[0] for r in await rows_of(ds, result["links"]["sql"])] == ["泰国"]
