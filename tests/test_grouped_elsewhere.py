"""The rows a question groups are those of the table that reads every word, not of the table its thing
names (docs/one-box.md, "Questions"): `哪些学校的课程超过2门` — 课程 names the courses, which have no
school; the table of where courses are given (a course and its school per row) reads every word, its
rows grouped by 学校名称 (`哪些城市至少举办过2次元宵晚会`: the times counted are rows, one gala per
row by its key 元宵晚会id, per the city's name). It is the answer, as unsure as an answer can be, the reason saying why; when
two such tables read every word, the question is asked about, never answered from one of them."""

from __future__ import annotations

import pytest
import pytest_asyncio

from tests.conftest import make_sqlite
from tests.test_question_totals import ask, rows_of, serving

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE 课程 (词条id TEXT PRIMARY KEY, 名称 TEXT, 学分 INTEGER);
CREATE TABLE 课程开设情况 (课程id TEXT, 学校名称 TEXT, 开设学期 TEXT);
CREATE TABLE 图书 (词条id TEXT PRIMARY KEY, 书名 TEXT, 定价 INTEGER);
CREATE TABLE 图书借阅记录 (图书id TEXT, 读者姓名 TEXT, 借阅天数 INTEGER);
CREATE TABLE 图书预约记录 (图书id TEXT, 读者姓名 TEXT, 预约天数 INTEGER);
CREATE TABLE 元宵晚会 (词条id TEXT PRIMARY KEY, 名称 TEXT, 门票价格 INTEGER);
CREATE TABLE 举办城市 (城市名称 TEXT, 元宵晚会id INTEGER, 是否主场 TEXT);
"""


ROWS = {
    "课程": [("c1", "高等数学", 4), ("c2", "线性代数", 3), ("c3", "英语", 2)],
    "课程开设情况": [("c1", "甲大学", "春季"), ("c2", "甲大学", "秋季"), ("c3", "甲大学", "春季"),
               ("c1", "乙大学", "春季"), ("c2", "乙大学", "春季"), ("c3", "丙学院", "秋季")],
    "图书": [("b1", "红楼梦", 50), ("b2", "水浒传", 40)],
    "图书借阅记录": [("b1", "张三", 3), ("b2", "张三", 5), ("b1", "李四", 2)],
    "图书预约记录": [("b1", "张三", 1), ("b2", "李四", 2)],
    "元宵晚会": [("1", "春之声", 380), ("2", "夏夜", 580), ("3", "秋叶", 280)],
    "举办城市": [("杭州", 1, "是"), ("杭州", 2, "否"), ("杭州", 3, "是"), ("宁波", 1, "否"), ("宁波", 3, "是"), ("温州", 2, "是")],
}


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make_sqlite(tmp_path / "schools.db", SCHEMA, ROWS)) as ds:
        yield ds


@pytest.mark.parametrize("q, op, value, groups", [
    ("哪些学校的课程超过2门", "gt", 2, {"甲大学": 3}),
    ("课程不少于2门的学校有哪些", "gte", 2, {"甲大学": 3, "乙大学": 2}),
])
async def test_a_count_per_group_of_the_table_that_reads_every_word(ds, q, op, value, groups):
    result = await ask(ds, q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "课程开设情况"
    assert result["intent"] == {"count": True, "group_by": ["学校名称"], "having": {"fn": "count", "op": op, "value": value}}
    # as unsure as an answer can be, saying which table the words named and what it lacks
    assert result["confidence"] == 0.6
    assert "课程开设情况" in result["reason"] and "“学校”" in result["reason"] and "请确认" in result["reason"]
    rows = await rows_of(ds, result["links"]["sql"])
    assert {row["学校名称"]: row["count(*)"] for row in rows} == groups


async def test_a_total_per_group_there_too(ds):
    result = await ask(ds, "每个学校有多少门课程")
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "课程开设情况"
    assert result["intent"]["count"] is True and result["intent"]["group_by"] == ["学校名称"]
    rows = await rows_of(ds, result["links"]["sql"])
    assert {row["学校名称"]: row["count(*)"] for row in rows} == {"甲大学": 3, "乙大学": 2, "丙学院": 1}


async def test_two_tables_reading_every_word_are_asked_about(ds):
    # 借阅记录 and 预约记录 both hold a book and its reader per row: which one is meant is not said
    result = await ask(ds, "哪些读者的图书超过1本")
    assert result["status"] != "resolved"
    assert not (result.get("intent") or {}).get("having")


async def test_the_named_table_still_answers_what_it_reads(ds):
    result = await ask(ds, "学分超过2的课程")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "课程"


@pytest.mark.parametrize("q, op, value, groups", [
    ("哪些城市至少举办过2次元宵晚会", "gte", 2, {"杭州": 3, "宁波": 2}),
    ("哪些城市举办过3次元宵晚会", "exact", 3, {"杭州": 3}),
    ("哪些城市举办元宵晚会多过2次", "gt", 2, {"杭州": 3}),
    ("哪些城市举办元宵晚会少于2次", "lt", 2, {"温州": 1}),
])
async def test_a_count_of_things_a_key_names_counts_the_rows(ds, q, op, value, groups):
    # 元宵晚会 read as 元宵晚会id, a key: one gala per row, so the times counted are rows — per 城市名称, the
    # name column of the table's own word after 哪些
    result = await ask(ds, q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "举办城市"
    assert result["intent"] == {"count": True, "group_by": ["城市名称"], "having": {"fn": "count", "op": op, "value": value}}
    rows = await rows_of(ds, result["links"]["sql"])
    assert {row["城市名称"]: row["count(*)"] for row in rows} == groups


FAIRS = """
CREATE TABLE 展会 (词条id TEXT PRIMARY KEY, 名称 TEXT, 举办地点 TEXT, 参观人数 INTEGER);
CREATE TABLE 展会影响的中国省份 (展会id TEXT, 省份 TEXT, 参观人数 INTEGER);
CREATE TABLE 展会影响的国家 (展会id TEXT, 国家 TEXT, 经济收入 INTEGER);
"""


@pytest.mark.parametrize("q, having, groups", [
    ("在每个省份举办的所有展会中，平均参观人数是多少", None, {"浙江": 200, "江苏": 50}),
    ("哪些省份的展会平均参观人数高于80", {"fn": "avg", "column": "参观人数", "op": "gt", "value": 80}, {"浙江": 200}),
])
async def test_among_tables_the_words_fit_the_one_that_groups_its_rows(tmp_path, q, having, groups):
    # 省份 and 展会 fit three tables, none clearly first; only the fairs' provinces read every word, grouped by 省份
    rows = {"展会": [("1", "春季展", "杭州", 150), ("2", "秋季展", "南京", 300)],
            "展会影响的中国省份": [("1", "浙江", 100), ("2", "浙江", 300), ("1", "江苏", 50)],
            "展会影响的国家": [("1", "日本", 10), ("2", "韩国", 20)]}
    async with serving(make_sqlite(tmp_path / "fairs.db", FAIRS, rows)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved", result["reason"]
        assert result["resolved"]["table"] == "展会影响的中国省份" and result["confidence"] <= 0.6
        assert "只有 展会影响的中国省份 能读通" in result["reason"] and "请确认" in result["reason"]
        assert result["intent"]["group_by"] == ["省份"] and result["intent"].get("having") == having
        rows = await rows_of(ds, result["links"]["sql"])
        assert {row["省份"]: next(v for k, v in row.items() if k != "省份") for row in rows} == groups
