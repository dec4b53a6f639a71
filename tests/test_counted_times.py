"""How many times, and which one most often (docs/one-box.md, "Questions"), through a real Datasette serving a real
SQLite file:

- `次数` (number of times) after a verb counts the rows (`哪些城市举办中秋晚会次数最少`) — unless a column's name, or a
  table's, holds it (`出场次数`, `球员夺冠次数`): there it is that name's word, as before;
- the table's own word asked which of is the group its rows are counted per, and most or fewest orders the groups
  (`哪个城市举办中秋晚会最多` on 举办城市 → per 城市名称) — not when another noun is what is counted
  (`商家最少的是哪个国家` on 商家网点覆盖国家: merchants are counted on 商家 too);
- a yes/no column's word before the count says which rows are counted (`作为主会场的次数` → 是否主会场 = 是).
"""

from __future__ import annotations

import pytest

from tests.conftest import make_sqlite
from tests.test_question_totals import ask, rows_of, serving

pytestmark = pytest.mark.asyncio

HOSTS_SQL = """
CREATE TABLE 举办城市 (城市名称 TEXT, 中秋晚会id INTEGER, 是否主会场 TEXT);
CREATE TABLE 中秋晚会 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 播出时间 TEXT);
"""
HOSTS = {"举办城市": [("北京", 1, "是"), ("北京", 2, "否"), ("北京", 3, "是"), ("上海", 1, "否"), ("上海", 2, "是"),
                      ("西安", 3, "否")],
         "中秋晚会": [(1, "2018年中秋晚会", "2018-09-24"), (2, "2019年中秋晚会", "2019-09-13"), (3, "2020年中秋晚会", "2020-10-01")]}


@pytest.mark.parametrize("q, rows", [
    ("哪些城市举办中秋晚会次数最少", [("西安", 1)]),
    ("举办中秋晚会次数最少的都有哪些城市", [("西安", 1)]),
    ("哪个城市举办中秋晚会最多", [("北京", 3)]),
])
async def test_times_and_which_most_count_rows_per_the_asked_group(tmp_path, q, rows):
    # before: one count of every row, "最少 … 没有用上"; or (次数) refused as a word that fits nothing
    async with serving(make_sqlite(tmp_path / "hosts.db", HOSTS_SQL, HOSTS)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "举办城市", result["reason"]
        assert result["intent"]["group_by"] == ["城市名称"] and result["intent"]["limit"] == 1
        assert "没有用上" not in result["reason"]
        assert [tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])] == rows


async def test_a_yes_no_word_before_the_times_says_which_rows_are_counted(tmp_path):
    # before: refused (次数 fit nothing); with 多少次 主会场 was a column shown and every row counted
    async with serving(make_sqlite(tmp_path / "hosts.db", HOSTS_SQL, HOSTS)) as ds:
        result = await ask(ds, "哪些城市作为主会场的次数超过1次")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "举办城市", result["reason"]
        assert [(c["column"], c["value"]) for c in result["predicate"]["conditions"]] == [("是否主会场", "是")]
        assert result["intent"]["group_by"] == ["城市名称"] and result["intent"]["having"]["op"] == "gt"
        assert [tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])] == [("北京", 2)]


PLAYERS_SQL = """
CREATE TABLE 球员夺冠次数 (球员id INTEGER, 夺冠次数 INTEGER, 亚军次数 INTEGER, 赛事 TEXT);
CREATE TABLE 球员出场 (球员 TEXT, 出场次数 INTEGER, 球队 TEXT);
"""
PLAYERS = {"球员夺冠次数": [(1, 5, 2, "全英赛"), (2, 3, 4, "全英赛"), (3, 1, 0, "世锦赛")],
           "球员出场": [("甲", 30, "A"), ("乙", 12, "B"), ("丙", 50, "A")]}


@pytest.mark.parametrize("q, table, rows", [
    ("出场次数最多的球员", "球员出场", [("丙", 50, "A")]),
    ("出场次数超过20的球员", "球员出场", [("甲", 30, "A"), ("丙", 50, "A")]),
    ("按球员所获冠亚军次数由少到多给出所有球员id", "球员夺冠次数", [(3, 0), (1, 2), (2, 4)]),
])
async def test_times_that_a_name_holds_stay_that_names_word(tmp_path, q, table, rows):
    async with serving(make_sqlite(tmp_path / "players.db", PLAYERS_SQL, PLAYERS)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
        assert not (result.get("intent") or {}).get("count")
        assert [tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])] == rows


async def test_another_noun_before_the_most_is_no_group_of_this_table(tmp_path):
    sql = """CREATE TABLE 商家 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 所属国家 TEXT, 网店覆盖国家数量 INTEGER);
    CREATE TABLE 商家网点覆盖国家 (商家id INTEGER REFERENCES 商家(词条id), 国家 TEXT, 实体店数量 INTEGER);"""
    rows = {"商家": [(1, "only", "日本", 5), (2, "veromode", "美国", 46)],
            "商家网点覆盖国家": [(1, "瑞士", 10), (2, "瑞士", 3), (2, "乌克兰", 20)]}
    async with serving(make_sqlite(tmp_path / "shops.db", sql, rows)) as ds:
        result = await ask(ds, "商家最少的是哪个国家")
        assert not (result["status"] == "resolved" and result["resolved"]["table"] == "商家网点覆盖国家"), result["reason"]


GUESTS_SQL = "CREATE TABLE 春晚嘉宾 (嘉宾姓名 TEXT, 春晚id INTEGER, 表演节目 TEXT, 是否获奖 TEXT);"
GUESTS = {"春晚嘉宾": [("甲", y, f"节目{y}", "否") for y in range(1, 7)] + [("乙", y, f"相声{y}", "是") for y in range(1, 3)]}


@pytest.mark.parametrize("q, op, rows", [
    ("哪些嘉宾参加次数低于5次", "lt", [("乙", 2)]),
    ("参加过春晚的嘉宾中，哪些嘉宾参加次数超过5次", "gt", [("甲", 6)]),
    ("参加过春晚的嘉宾中，哪些嘉宾至少参加了5次", "gte", [("甲", 6)]),
])
async def test_the_verb_of_the_times_and_of_the_tables_own_words_is_left_out(tmp_path, q, op, rows):
    # before: refused — 参加 fit nothing (typed onto 次数), or, in the clause before, said which rows
    async with serving(make_sqlite(tmp_path / "guests.db", GUESTS_SQL, GUESTS)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "春晚嘉宾", result["reason"]
        assert result["intent"]["group_by"] == ["嘉宾姓名"] and result["intent"]["having"]["op"] == op
        assert "参加" in result["reason"]  # named as left out, so the answer is less sure
        assert [tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])] == rows


async def test_a_verb_before_other_words_than_the_tables_still_says_which_rows(tmp_path):
    async with serving(make_sqlite(tmp_path / "guests.db", GUESTS_SQL, GUESTS)) as ds:
        result = await ask(ds, "获过奖的嘉宾中，哪些嘉宾参加次数超过1次")
        assert not (result["status"] == "resolved" and not result["predicate"]["conditions"]), result["reason"]


async def test_each_of_the_tables_own_word_is_the_group_of_a_count(tmp_path):
    # before: one count of all the rows where 是否主会场 is 是 (每个 said nothing)
    async with serving(make_sqlite(tmp_path / "hosts.db", HOSTS_SQL, HOSTS)) as ds:
        result = await ask(ds, "给出每个城市作为主会场的次数")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "举办城市", result["reason"]
        assert result["intent"]["group_by"] == ["城市名称"] and result["intent"]["count"]
        assert sorted(tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])) == [("上海", 1), ("北京", 2)]
        listed = await ask(ds, "给出每个城市的中秋晚会id")  # each city's rows listed: nothing counted, no group
        assert not (listed.get("intent") or {}).get("group_by"), listed.get("intent")


FOODS = {"城市美食": [("北京", f"北京菜{i}", 20000) for i in range(6)] + [("上海", f"上海菜{i}", 30000) for i in range(3)]
         + [("成都", f"成都菜{i}", 5000 + i * 4000) for i in range(7)] + [("西安", "肉夹馍", 12000)]}


@pytest.mark.parametrize("q, rows", [
    ("哪个城市的城市美食最多", [("成都", 7)]),
    ("搜索指数超过10000的城市美食中，哪3个城市的城市美食最多", [("北京", 6), ("成都", 5), ("上海", 3)]),
    ("美食最少的是哪3个城市", [("西安", 1), ("上海", 3), ("北京", 6)]),
])
async def test_which_n_of_the_tables_own_word_orders_its_groups(tmp_path, q, rows):
    # before: "哪3个城市 asks which cities come first by their rows; the rows of this table are not 城市" (refused),
    # or 最多 left out
    sql = "CREATE TABLE 城市美食 (城市id TEXT, 美食名称 TEXT, 搜索指数 REAL);"
    async with serving(make_sqlite(tmp_path / "foods.db", sql, FOODS)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "城市美食", result["reason"]
        assert result["intent"]["group_by"] == ["城市id"] and result["intent"]["limit"] == len(rows)
        assert [tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])] == rows


SALES_SQL = """CREATE TABLE 电视机 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 品牌 TEXT);
CREATE TABLE 电视机平台售卖 (电视机id INTEGER REFERENCES 电视机(词条id), 平台 TEXT, 售价 REAL, 售卖量 INTEGER);"""
SALES = {"电视机": [(1, "X1", "小米"), (2, "S5", "海信"), (3, "Q9", "TCL")],
         "电视机平台售卖": [(1, "京东", 3000, 10), (2, "京东", 5000, 3), (1, "天猫", 2800, 8), (3, "苏宁", 6000, 2),
                           (2, "苏宁", 5200, 1)]}


@pytest.mark.parametrize("q, rows", [
    ("哪2个平台售卖的电视机平均售价最高", [("苏宁", 5600.0), ("京东", 4000.0)]),
    ("哪个平台售卖的所有电视机中平均售价最低", [("天猫", 2800.0)]),
])
async def test_which_of_the_tables_own_word_orders_its_groups_by_an_average(tmp_path, q, rows):
    # before: "哪 3个 最高 … 没有用上" (one average of every row), or several tables offered
    async with serving(make_sqlite(tmp_path / "tv.db", SALES_SQL, SALES)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "电视机平台售卖", result["reason"]
        assert result["intent"]["group_by"] == ["平台"] and result["intent"]["aggregate"]["fn"] == "avg"
        assert [tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])] == rows


@pytest.mark.parametrize("q", ["每个城市举办了多少次中秋晚会", "每个城市举办中秋晚会的次数", "每个城市举办了几次"])
async def test_each_of_the_tables_word_typed_onto_its_verb_is_the_group(tmp_path, q):
    # before: one count of all the rows (城市 typed onto 举办 named no column), 每个 dropped — once without a word
    async with serving(make_sqlite(tmp_path / "hosts.db", HOSTS_SQL, HOSTS)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "举办城市", result["reason"]
        assert result["intent"]["group_by"] == ["城市名称"] and result["intent"]["count"]
        assert sorted(tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])) == [
            ("上海", 2), ("北京", 3), ("西安", 1)]


AWARDS_SQL = "CREATE TABLE 中国电视剧奖 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 主办单位 TEXT, 创办时间 INTEGER);"
AWARDS = {"中国电视剧奖": [(1, "甲奖", "广电总局", 1981), (2, "乙奖", "广电总局", 1983), (3, "丙奖", "文联", 1984),
                          (4, "丁奖", "广电总局", 1990), (5, "戊奖", "电视台", 1985)]}


async def test_which_n_of_a_text_column_then_most_counts_rows_per_it(tmp_path):
    # before: `order by 主办单位 desc limit 2` — the first two units by their names, confidently
    async with serving(make_sqlite(tmp_path / "awards.db", AWARDS_SQL, AWARDS)) as ds:
        result = await ask(ds, "在1986年及之前创办的中国电视剧奖中，哪两个单位主办的最多")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "中国电视剧奖", result["reason"]
        assert result["intent"]["group_by"] == ["主办单位"] and result["intent"]["order"]["fn"] == "count"
        assert [tuple(r.values())[0] for r in await rows_of(ds, result["links"]["sql"])][:1] == ["广电总局"]


async def test_which_n_then_most_then_a_total_of_each_group(tmp_path):
    # before: the first 2 hubs by speed (the later 最大 took the order), no group — confidently another question
    sql = "CREATE TABLE 全国交通枢纽 (词条id INTEGER PRIMARY KEY, 交通枢纽站 TEXT, 所属城市id TEXT, 平均拥堵指数 REAL, 周边路网平均速度 REAL);"
    rows = {"全国交通枢纽": [(1, "甲站", "北京", 1.8, 30), (2, "乙站", "北京", 1.9, 25), (3, "丙站", "北京", 1.75, 40),
                            (4, "丁站", "上海", 1.8, 35), (5, "戊站", "上海", 1.9, 20), (6, "己站", "广州", 1.85, 45)]}
    async with serving(make_sqlite(tmp_path / "hubs.db", sql, rows)) as ds:
        result = await ask(ds, "平均拥堵指数大于1.7的全国交通枢纽中，哪2个城市的最多，最大周边路网平均速度是多少")
        assert result["status"] == "resolved", result["reason"]
        intent = result["intent"]
        assert intent["group_by"] == ["所属城市id"] and intent["order"]["fn"] == "count" and intent["limit"] == 2
        assert intent["aggregate"]["fn"] == "max"
        assert [tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])][0][0] == "北京"
