"""`离婚超过12年的明星` through a real Datasette serving a real SQLite file (docs/one-box.md, "Ages"): a number of
years typed right after a verb no column names is the years since the table's one date when that date is the
verb's (离 of 离异时间) — on the divorces table itself, or across its link from the stars; a verb the date does
not say (`结婚`) is asked about, never read on another event's day."""

from __future__ import annotations

import datetime
import sqlite3

import pytest

from tests.test_question_totals import ask, rows_of, serving

pytestmark = pytest.mark.asyncio


def years_ago(years: int, days: int = 0) -> str:
    today = datetime.date.today()
    return (today.replace(year=today.year - years) - datetime.timedelta(days=days)).isoformat()


@pytest.fixture
def stars(tmp_path):
    path = tmp_path / "stars.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 明星 (词条id INTEGER PRIMARY KEY, 姓名 TEXT, 毕业时间 DATE);
        CREATE TABLE 离异明星 (明星id INTEGER REFERENCES 明星(词条id), 配偶id INTEGER, 离异时间 DATE, 子女数量 INTEGER);
    """)
    conn.executemany("insert into 明星 values (?,?,?)", [(1, "甲", years_ago(30)), (2, "乙", years_ago(25)), (3, "丙", years_ago(2))])
    # 甲 divorced 20 years ago, 乙 5 years ago (and 30 days), 丙 never
    conn.executemany("insert into 离异明星 values (?,?,?,?)", [(1, 9, years_ago(20, 30), 1), (2, 8, years_ago(5, 30), 0)])
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q,names", [
    ("离婚超过12年的明星有哪些", ["甲"]),
    ("离婚不超过12年的明星有哪些", ["乙"]),
    ("离婚5年的明星", ["乙"]),
])
async def test_years_after_a_verb_are_since_the_date_it_says(stars, q, names):
    async with serving(stars) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved", result["reason"]
        link = result["links"].get("table") or result["links"]["sql"]
        rows = await rows_of(ds, link)
        got = sorted(row.get("姓名") or {1: "甲", 2: "乙", 3: "丙"}[row["明星id"]] for row in rows)
        assert got == names
        assert [s.get("column") for s in result["understood"]["spans"] if s["as"] == "value"] == ["离异时间"]


async def test_years_after_a_verb_no_date_says_are_asked(stars):
    async with serving(stars) as ds:
        result = await ask(ds, "结婚超过12年的明星有哪些")
        assert result["status"] != "resolved", result.get("predicate")
        assert "结婚" in result["reason"]


@pytest.mark.parametrize("q,keep", [("使用时间不到16年的购物网", lambda years: years < 16),
                                    ("使用时间超过10年的购物网有哪些", lambda years: years >= 10)])
async def test_a_verb_typed_onto_the_dates_word_with_years(tmp_path, q, keep):
    # `使用时间` on 上线时间: in use since it went online — the verb read with the date's word, not asked about
    from tests.test_question_heads import one_table

    sites = [("甲", years_ago(20, 30), 9), ("乙", years_ago(5, 30), 7)]
    path = one_table(tmp_path / "sites.db", "CREATE TABLE 购物网 (名称 TEXT PRIMARY KEY, 上线时间 DATE, 百度权重 INTEGER)", sites)
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved", result["reason"]
        assert [s["text"] for s in result["understood"]["spans"] if s["as"] == "column"] == ["使用时间"]
        names = sorted(row["名称"] for row in await rows_of(ds, result["links"]["table"]))
        assert names == sorted(name for name, day, _ in sites if keep(20 if name == "甲" else 5))


async def test_a_verb_the_date_does_not_say_typed_onto_its_word_is_asked(stars):
    async with serving(stars) as ds:
        result = await ask(ds, "结婚时间超过12年的明星有哪些")
        assert result["status"] != "resolved", result.get("predicate")
        assert "结婚" in result["reason"]
