"""A Chinese verb names the column of who does it (docs/one-box.md, "Questions"): `是谁主持的` → 主持人, `不是任正非创始的公司`
→ 创始人 != 任正非, `每个主持人主持的金曲奖` (the verb said again of its doer's column) — and two typed slips read as
meant: `不是是任正非` keeps its 不是, `2018年及2018年之后` is 2018 and after. Through a real Datasette, real SQLite."""

from __future__ import annotations

import pytest
import pytest_asyncio

from tests.conftest import make_sqlite
from tests.test_question_totals import ask, rows_of, serving

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE 各届金曲奖 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 年份 INTEGER, 主持人 TEXT, 奖项数量 INTEGER);
CREATE TABLE 公司 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 创始人 TEXT, 年营业额 INTEGER);
CREATE TABLE 笔记本产品 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 代言人 TEXT);
"""
ROWS = {
    "各届金曲奖": [(1, "第27届金曲奖", 2016, "黄子佼", 20), (2, "第28届金曲奖", 2017, "黄子佼", 24),
              (3, "第29届金曲奖", 2018, "林志玲", 25), (4, "第30届金曲奖", 2019, "黄子佼", 22)],
    "公司": [(1, "华为", "任正非", 8000), (2, "联想", "柳传志", 4000), (3, "小米", "雷军", 2000)],
    "笔记本产品": [(1, "ThinkPad X1", "王俊凯"), (2, "MateBook", "易烊千玺"), (3, "小新", "王俊凯")],
}


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make_sqlite(tmp_path / "verbs.db", SCHEMA, ROWS)) as ds:
        yield ds


async def test_who_did_it_asks_for_the_doers_column(ds):
    # refused before: 主持 fit nothing (the column is 主持人)
    result = await ask(ds, "2018年的金曲奖叫什么名字，是谁主持的")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "各届金曲奖", result["reason"]
    assert "主持人" in result["understood"]["fields"] and "主持人" in [c["column"] for c in result["resolved"]["columns"]]
    assert [row["主持人"] for row in await rows_of(ds, result["links"]["table"])] == ["林志玲"]


@pytest.mark.parametrize("q, op, ids", [
    ("不是任正非创始的公司", "!=", [2, 3]),
    ("不是是任正非创始的公司", "!=", [2, 3]),  # 是 after 不是 (a slip) does not undo it
    ("创始人不是是任正非的公司", "!=", [2, 3]),
])
async def test_the_verb_after_its_doer_names_the_column(ds, q, op, ids):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "公司", result["reason"]
    assert result["predicate"]["clause"] == f'WHERE "创始人" {op} ?' and result["predicate"]["values"] == ["任正非"]
    assert sorted(row["词条id"] for row in await rows_of(ds, result["links"]["table"])) == ids


async def test_a_noun_of_doing_names_its_doer_too(ds):
    # 代言 is tagged a noun: the column 代言人 is still the one it names
    result = await ask(ds, "哪些笔记本产品是王俊凯代言的")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "笔记本产品", result["reason"]
    assert result["predicate"]["clause"] == 'WHERE "代言人" = ?' and result["predicate"]["values"] == ["王俊凯"]


async def test_the_verb_said_again_of_its_doer_is_no_word_left(ds):
    result = await ask(ds, "每个主持人主持的金曲奖中，平均设了多少奖项")
    assert result["status"] == "resolved", result["reason"]
    assert result["intent"]["group_by"] == ["主持人"] and result["intent"]["aggregate"] == {"fn": "avg", "column": "奖项数量"}
    rows = {r["主持人"]: r for r in await rows_of(ds, result["links"]["sql"])}
    assert set(rows) == {"黄子佼", "林志玲"}


async def test_a_time_said_again_after_and_is_that_time_and_after(ds):
    # before: `>= 2019 AND < 2019` — the first 2018年 read as the year itself, no row
    result = await ask(ds, "年份在2018年及2018年之后的金曲奖")
    assert result["status"] == "resolved", result["reason"]
    assert sorted(row["词条id"] for row in await rows_of(ds, result["links"]["table"])) == [3, 4]


async def test_a_verb_with_no_doers_column_names_no_column(ds):
    # no 颁奖人: the verb is left out, and the answer says so (less sure), as before
    result = await ask(ds, "2018年的金曲奖是谁颁奖的")
    assert [s["text"] for s in result["understood"]["spans"] if s["as"] == "unused"] == ["颁奖"]
    assert not result["understood"]["fields"] and "颁奖" in result["reason"]
