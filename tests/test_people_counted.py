"""`人数不少于3个人的参赛队伍` through a real Datasette serving a real SQLite file (docs/one-box.md, "Values"):
a number of people said `N个人` is N people, as `N人` is — 人 is the unit, not a word that fits nothing."""

from __future__ import annotations

import pytest

from datasette_dbgraph.onebox.reader import read_tokens
from tests.test_question_heads import one_table
from tests.test_question_totals import ask, rows_of, serving

TEAMS = [("甲队", 2), ("乙队", 3), ("丙队", 5)]


@pytest.mark.asyncio
@pytest.mark.parametrize("q,keep", [
    ("人数不少于3个人的参赛队伍", lambda n: n >= 3),
    ("人数少于3个人的参赛队伍有哪些", lambda n: n < 3),
    ("人数是5个人的参赛队伍", lambda n: n == 5),
])
async def test_a_number_of_people_said_with_ge_ren(tmp_path, q, keep):
    path = one_table(tmp_path / "teams.db", "CREATE TABLE 参赛队伍 (队名 TEXT PRIMARY KEY, 人数 INTEGER)", TEAMS)
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "参赛队伍", result["reason"]
        assert [c["column"] for c in result["predicate"]["conditions"]] == ["人数"]
        names = sorted(row["队名"] for row in await rows_of(ds, result["links"]["table"]))
        assert names == sorted(name for name, n in TEAMS if keep(n))


def test_ge_ren_after_a_number_is_its_unit_and_ben_shu_still_a_book():
    number = [t for t in read_tokens("超过5个人的部门") if t.kind == "number"]
    assert [(t.text, t.value, t.unit) for t in number] == [("5个人", "5", "人")]
    assert [(t.kind, t.text) for t in read_tokens("10本书")] == [("number", "10本"), ("word", "书")]
