"""Groups and amounts said the way people say them, through a real Datasette serving a real SQLite
file (docs/one-box.md, "Questions"):

- a group's word typed onto the table's word (`每个手机厂商` on 手机型号: per 所属厂商), and a verb
  marked done between it and the count (`生产了多少个型号`);
- a verb between a group named by its column's own name and the table's word (`每一种语言出版的杂志`);
- an amount that is part of a column's name typed apart from the rest of it (`每一百克…热量` for
  每100克热量): no group and no value;
- `平均有多少热量`: how much is the average's, no count of rows beside it;
- `到机场` for the distance a column names 距机场距离;
- `包含多于1家门店` (has more than one), a verb ending the question after what is counted (`有多少门课程开设`),
  and `最多被2场…` (at most): how many rows each group has;
- `持续` (lasted) for a duration the schema calls 历时; `妃嫔` for a table of 皇后和妃子 — never for a
  column of concubines alone.
"""

from __future__ import annotations

import sqlite3

import pytest

from tests.test_question_counts import ask, rows_of, serving
from tests.test_question_heads import one_table

pytestmark = pytest.mark.asyncio

PHONES = ("CREATE TABLE 手机型号 (名称 TEXT PRIMARY KEY, 所属厂商 TEXT, 售价 INTEGER)",
          [("A1", "华为", 3999), ("A2", "华为", 4999), ("B1", "小米", 1999)])


@pytest.mark.parametrize("q", ["每个手机厂商有多少个型号", "每家手机厂商生产了多少个型号"])
async def test_a_group_typed_onto_the_table_word(tmp_path, q):
    async with serving(one_table(tmp_path / "phones.db", *PHONES)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "手机型号", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["所属厂商"]}
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted(tuple(row.values()) for row in rows) == [("华为", 2), ("小米", 1)]


async def test_a_table_word_then_its_own_column_is_no_group(tmp_path):
    async with serving(one_table(tmp_path / "phones.db", *PHONES)) as ds:
        result = await ask(ds, "每个手机型号的售价")  # (型号 is the table's word: no column to group by)
        assert "group_by" not in (result.get("intent") or {}), result


async def test_a_verb_after_a_group_named_by_its_column(tmp_path):
    path = one_table(tmp_path / "magazines.db", "CREATE TABLE 杂志 (刊名 TEXT PRIMARY KEY, 语言 TEXT, 创刊年份 INTEGER)",
                     [("读者", "中文", 1981), ("Time", "英文", 1923), ("知音", "中文", 1985)])
    async with serving(path) as ds:
        result = await ask(ds, "每一种语言出版的杂志有多少")
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["语言"]}
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted(tuple(row.values()) for row in rows) == [("中文", 2), ("英文", 1)]


VEGETABLES = [("菠菜", "叶菜", 23), ("生菜", "叶菜", 15), ("土豆", "根茎", 77)]


async def test_an_amount_that_is_part_of_a_column_name(tmp_path):
    path = one_table(tmp_path / "veg.db", "CREATE TABLE 蔬菜 (名称 TEXT PRIMARY KEY, 分类 TEXT, 每100克热量 REAL)", VEGETABLES)
    async with serving(path) as ds:
        for q in ("每个分类的蔬菜每一百克平均有多少热量", "每个分类的蔬菜每100克平均有多少热量"):
            result = await ask(ds, q)
            assert result["status"] == "resolved", result["reason"]
            assert result["intent"] == {"aggregate": {"fn": "avg", "column": "每100克热量"}, "group_by": ["分类"]}
            assert not (result.get("predicate") or {}).get("conditions")
            rows = await rows_of(ds, result["links"]["sql"])
            assert sorted(tuple(row.values()) for row in rows) == [("叶菜", 19), ("根茎", 77)]
        # (an amount no column's name holds is still a value to place)
        result = await ask(ds, "每个分类每50克平均多少热量")
        assert result["status"] != "resolved", result


async def test_how_much_after_an_average_asks_the_average(tmp_path):
    path = one_table(tmp_path / "veg.db", "CREATE TABLE 蔬菜 (名称 TEXT PRIMARY KEY, 分类 TEXT, 热量 REAL)", VEGETABLES)
    async with serving(path) as ds:
        for q in ("每个分类的蔬菜平均有多少热量", "每个分类的蔬菜平均多少热量"):
            result = await ask(ds, q)
            assert result["intent"] == {"aggregate": {"fn": "avg", "column": "热量"}, "group_by": ["分类"]}, q
        result = await ask(ds, "每个分类有多少个蔬菜")  # (a count with its unit still counts rows)
        assert result["intent"] == {"count": True, "group_by": ["分类"]}


async def test_lasting_is_a_duration(tmp_path):
    path = one_table(tmp_path / "fairs.db", "CREATE TABLE 展会 (名称 TEXT PRIMARY KEY, 城市 TEXT, 历时天数 INTEGER)",
                     [("车展", "北京", 10), ("书展", "上海", 5)])
    async with serving(path) as ds:
        for q, want in (("持续时间超过7天的展会", ["车展"]), ("哪些展会持续了5天", ["书展"])):
            result = await ask(ds, q)
            assert result["status"] == "resolved", result["reason"]
            assert [c["column"] for c in result["predicate"]["conditions"]] == ["历时天数"]
            rows = await rows_of(ds, result["links"]["table"])
            assert [row["名称"] for row in rows] == want


async def test_consorts_are_queens_and_concubines(tmp_path):
    path = tmp_path / "palace.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 皇后和妃子 (谥号 TEXT PRIMARY KEY, 年龄 INTEGER, 皇子数量 INTEGER);
        INSERT INTO 皇后和妃子 VALUES ('孝贤', 36, 2), ('孝仪', 49, 4), ('令懿', 28, 0);
        CREATE TABLE 皇帝 (姓名 TEXT PRIMARY KEY, 皇后数量 INTEGER, 妃子数量 INTEGER);
        INSERT INTO 皇帝 VALUES ('乾隆', 3, 38), ('康熙', 4, 51);
    """)
    conn.close()
    async with serving(path) as ds:
        result = await ask(ds, "年龄小于30岁的妃嫔有哪些")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "皇后和妃子", result["reason"]
        rows = await rows_of(ds, result["links"]["table"])
        assert [row["谥号"] for row in rows] == ["令懿"]
        # 妃嫔 counts queens too: 妃子数量 alone is not it, so no condition is made on it
        result = await ask(ds, "妃嫔超过40个的皇帝有哪些")
        assert result["status"] != "resolved", result


async def test_to_a_place_is_the_distance_to_it(tmp_path):
    path = one_table(tmp_path / "hotels.db",
                     "CREATE TABLE 酒店 (名称 TEXT PRIMARY KEY, 城市 TEXT, 距机场距离 REAL, 距火车站距离 REAL)",
                     [("如家", "北京", 30, 5), ("汉庭", "北京", 20, 2), ("全季", "上海", 40, 8)])
    async with serving(path) as ds:
        result = await ask(ds, "每个城市的酒店到机场的平均距离")
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"] == {"aggregate": {"fn": "avg", "column": "距机场距离"}, "group_by": ["城市"]}
        result = await ask(ds, "到火车站的距离小于6的酒店有哪些")
        assert result["status"] == "resolved", result["reason"]
        rows = await rows_of(ds, result["links"]["table"])
        assert sorted(row["名称"] for row in rows) == ["如家", "汉庭"]
        # (到 between two places no column's name holds is no distance: nothing is read into it)
        assert (await ask(ds, "从北京到上海的酒店"))["status"] != "resolved"


async def test_contains_a_number_of_rows(tmp_path):
    path = one_table(tmp_path / "shops.db", "CREATE TABLE 门店 (名称 TEXT PRIMARY KEY, 所属城市 TEXT, 面积 INTEGER)",
                     [("一店", "杭州", 100), ("二店", "杭州", 80), ("三店", "宁波", 60)])
    async with serving(path) as ds:
        result = await ask(ds, "包含多于1家门店的城市有哪些")
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"]["having"] == {"fn": "count", "op": "gt", "value": 1}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [row["所属城市"] for row in rows] == ["杭州"]


COURSES = ("CREATE TABLE 课程 (名称 TEXT PRIMARY KEY, 专业 TEXT, 学分 INTEGER)",
           [("高数", "数学", 4), ("线代", "数学", 3), ("编程", "计算机", 3)])


async def test_a_verb_ending_the_question_after_what_is_counted(tmp_path):
    async with serving(one_table(tmp_path / "courses.db", *COURSES)) as ds:
        result = await ask(ds, "每个专业有多少门课程开设？")
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["专业"]}
        assert "开设" in result["reason"]  # left out, and said so
        result = await ask(ds, "哪些专业有2门课程开设")
        rows = await rows_of(ds, result["links"]["sql"])
        assert [row["专业"] for row in rows] == ["数学"]
        # (a verb said not to happen says which rows: asked about, never left out)
        assert (await ask(ds, "每个专业有多少门课程没有开设"))["status"] != "resolved"


async def test_at_most_said_with_bei(tmp_path):
    path = one_table(tmp_path / "quakes.db", "CREATE TABLE 地震 (编号 INTEGER PRIMARY KEY, 国家 TEXT, 震级 REAL)",
                     [(1, "日本", 7.1), (2, "日本", 6.0), (3, "日本", 6.5), (4, "智利", 8.0)])
    async with serving(path) as ds:
        result = await ask(ds, "哪些国家最多被2场地震袭击过")
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"]["having"] == {"fn": "count", "op": "lte", "value": 2}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [row["国家"] for row in rows] == ["智利"]
