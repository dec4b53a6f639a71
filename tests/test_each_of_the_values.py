"""`男性运动员`, `分别给出男性和女性运动员的平均身高` through a real Datasette serving a real SQLite file
(docs/one-box.md, "Values the rows hold"): a sex said as 男性/女性 where the rows write 男/女 is that value,
also typed onto the table's word; every value of a column listed after `分别` (each of them), with a total,
an average, a most or a count asked, is that number for each value — grouped by the column."""

from __future__ import annotations

import pytest

from tests.test_question_heads import one_table
from tests.test_question_totals import ask, rows_of, serving

pytestmark = pytest.mark.asyncio

ATHLETES = [("甲", "男", 180, 75), ("乙", "男", 190, 85), ("丙", "女", 165, 55), ("丁", "女", 171, 61)]


@pytest.fixture
def athletes(tmp_path):
    return one_table(tmp_path / "sports.db", "CREATE TABLE 运动员 (姓名 TEXT PRIMARY KEY, 性别 TEXT, 身高 INTEGER, 体重 INTEGER)",
                     ATHLETES)


@pytest.mark.parametrize("q,sex", [("男性运动员", "男"), ("女性运动员有哪些", "女"), ("运动员中的女性", "女")])
async def test_a_sex_said_with_its_word_is_the_value_the_rows_write(athletes, q, sex):
    async with serving(athletes) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "运动员", result["reason"]
        assert [(c["column"], c["op"], c["value"]) for c in result["predicate"]["conditions"]] == [("性别", "exact", sex)]
        names = sorted(row["姓名"] for row in await rows_of(ds, result["links"]["table"]))
        assert names == sorted(name for name, s, _, _ in ATHLETES if s == sex)


@pytest.mark.parametrize("q,fn,column,expected", [
    ("分别给出男性和女性运动员的平均身高", "avg", "身高", {"男": 185, "女": 168}),
    ("分别给出男性和女性运动员的体重总和", "sum", "体重", {"男": 160, "女": 116}),
    ("分别给出男性和女性运动员中，最矮的身高是多少", "min", "身高", {"男": 180, "女": 165}),
])
async def test_each_of_the_values_listed_is_a_group(athletes, q, fn, column, expected):
    async with serving(athletes) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"]["group_by"] == ["性别"] and result["intent"]["aggregate"] == {"fn": fn, "column": column}
        assert not result.get("predicate")  # both values listed: no row left out
        rows = await rows_of(ds, result["links"]["sql"])
        got = {row["性别"]: next(v for k, v in row.items() if k != "性别") for row in rows}
        assert got == expected


async def test_each_of_the_values_listed_with_nothing_totalled_lists_the_rows(athletes):
    async with serving(athletes) as ds:
        result = await ask(ds, "分别给出男性和女性运动员的姓名")
        assert result["status"] == "resolved", result["reason"]
        assert not (result.get("intent") or {}).get("group_by") and not result.get("predicate")
        assert [c["column"] for c in result["resolved"]["columns"]] == ["姓名", "性别"]
