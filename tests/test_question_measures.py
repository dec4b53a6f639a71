"""Numbers of rows, units of a measure asked and words of a table's name in questions, through a real
Datasette serving a real SQLite file (docs/one-box.md, "Questions"):

- `哪些省份的大学数多于1`: 数 typed onto the table's word is the number of its rows per group, as
  `大学多于1所` would be (intent `having`), never a column; so is 种类 (`大学假期种类最多`);
- `寒假最多有多少天`: the unit after 多少 is the unit of the measure asked, no word of the table's;
  on a table with no measure in that unit (`效力了多少天` on players) it is refused, naming it;
- `性别不是女性` where the rows write 女: the sex the rows hold, never the text typed;
- `海洋相关的书籍`: a word of the table's name typed between its other words (的 between) is one more
  of them, no unknown word.
"""

from __future__ import annotations

import sqlite3
import urllib.parse

import pytest
import pytest_asyncio

from datasette_dbgraph.onebox.reader import read
from tests.test_question_totals import ask, conditions, rows_of, serving

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE 大学假期 (
    学校 TEXT PRIMARY KEY,
    所属省份 TEXT,
    寒假天数 INTEGER,
    暑假天数 INTEGER
);
CREATE TABLE 诗人 (
    姓名 TEXT PRIMARY KEY,
    性别 TEXT,
    朝代 TEXT
);
CREATE TABLE 海洋相关书籍 (
    名称 TEXT PRIMARY KEY,
    作者 TEXT,
    页数 INTEGER
);
CREATE TABLE 球员 (
    姓名 TEXT PRIMARY KEY,
    球队 TEXT
);
CREATE TABLE 峰会 (
    名称 TEXT PRIMARY KEY,
    主办国 TEXT,
    年份 INTEGER
);
CREATE TABLE 电影 (
    名称 TEXT PRIMARY KEY,
    导演 TEXT,
    提名次数 INTEGER
);
CREATE TABLE 园博会 (
    届次 TEXT PRIMARY KEY,
    展园数量 INTEGER,
    举办城市 TEXT
);
CREATE TABLE 车展 (
    名称 TEXT PRIMARY KEY,
    车展地点 TEXT,
    参展天数 INTEGER
);
CREATE TABLE 台风 (
    名称 TEXT PRIMARY KEY,
    登陆强度 INTEGER
);
CREATE TABLE 金曲奖 (
    届次 TEXT PRIMARY KEY,
    主持人 TEXT,
    奖项数量 INTEGER
);
CREATE TABLE 院士学校名单 (
    学校 TEXT PRIMARY KEY,
    所在省 TEXT,
    院士人数 INTEGER
);
CREATE TABLE 作者 (
    id INTEGER PRIMARY KEY,
    姓名 TEXT
);
CREATE TABLE 论文 (
    标题 TEXT PRIMARY KEY,
    作者id INTEGER REFERENCES 作者(id)
);
"""
HOLIDAYS = [("甲大学", "浙江", 20, 50), ("乙大学", "浙江", 25, 45), ("丙大学", "广东", 30, 40)]
POETS = [("李白", "男", "唐"), ("李清照", "女", "宋"), ("苏轼", "男", "宋"), ("鱼玄机", "女", "唐")]
BOOKS = [("深海", "甲", 300), ("潮汐", "乙", 120), ("珊瑚", "甲", 200)]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into 大学假期 values (?,?,?,?)", HOLIDAYS)
    conn.executemany("insert into 诗人 values (?,?,?)", POETS)
    conn.executemany("insert into 海洋相关书籍 values (?,?,?)", BOOKS)
    conn.executemany("insert into 球员 values (?,?)", [("甲", "火箭"), ("乙", "勇士")])
    conn.executemany("insert into 峰会 values (?,?,?)", [("甲会", "中国", 2016), ("乙会", "美国", 2017),
                                                      ("丙会", "中国", 2019), ("丁会", "法国", 2019)])
    conn.executemany("insert into 电影 values (?,?,?)", [("甲片", "张导", 3), ("乙片", "张导", 1), ("丙片", "李导", 2),
                                                      ("丁片", "王导", 0), ("戊片", "王导", 4), ("己片", "王导", 1)])
    conn.executemany("insert into 园博会 values (?,?,?)", [("第一届", 120, "北京"), ("第二届", 80, "上海")])
    conn.executemany("insert into 作者 values (?,?)", [(1, "甲"), (2, "乙")])
    conn.executemany("insert into 院士学校名单 values (?,?,?)", [("甲校", "浙江", 12), ("乙校", "浙江", 3), ("丙校", "江苏", 8)])
    conn.executemany("insert into 金曲奖 values (?,?,?)", [("第一届", "甲", 20), ("第二届", "乙", 22), ("第三届", "甲", 21)])
    conn.executemany("insert into 台风 values (?,?)", [("甲台风", 50), ("乙台风", 60)])
    conn.executemany("insert into 车展 values (?,?,?)", [("甲展", "北京", 5), ("乙展", "上海", 2), ("丙展", "北京", 4),
                                                      ("丁展", "上海", 6)])
    conn.executemany("insert into 论文 values (?,?)", [("论一", 1), ("论二", 1), ("论三", 2)])
    conn.commit()
    conn.close()
    return str(path)


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make(tmp_path / "measures.db")) as ds:
        yield ds


@pytest.mark.parametrize("q", ["哪些省份的大学假期数多于1", "哪些省份的大学假期数量多于1个"])
async def test_a_number_typed_onto_the_table_word_counts_its_rows(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "大学假期", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["所属省份"], "having": {"fn": "count", "op": "gt", "value": 1}}
    assert not conditions(result)
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["所属省份"], r["count(*)"]) for r in rows] == [("浙江", 2)]


async def test_a_verb_in_a_later_clause_listing_what_to_show_leaves_the_count_per_group(ds):
    # `以及给出…暑假最少放多少天`: 放 only says what to show of each group, not which rows are counted
    result = await ask(ds, "寒假天数不少于20天的大学假期中，哪些省份的大学假期数多于1，以及给出这些假期的暑假最少放多少天")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "大学假期", result["reason"]
    assert conditions(result) == [("寒假天数", "gte", "20")]
    assert result["intent"]["having"] == {"fn": "count", "op": "gt", "value": 1}
    assert result["intent"]["group_by"] == ["所属省份"]
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["所属省份"], r["count(*)"]) for r in rows] == [("浙江", 2)]
    # a verb in a later clause that says which rows (not a list of what to show) is still asked about
    result = await ask(ds, "哪些省份的大学假期数多于1，且暑假放多于40天")
    assert not (result.get("intent") or {}).get("having") or result["status"] != "resolved", result.get("intent")


@pytest.mark.parametrize("q", ["寒假天数不少于20天的，数量多于1的省份有哪些", "暑假不超过50天并且数量多于1的是哪些省份"])
async def test_a_count_word_opening_its_clause_counts_the_rows_per_group(ds, q):
    # `…的，数量多于1的省份`: 数量 alone, after a comma or 并且, is how many rows — per the group asked
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "大学假期", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["所属省份"], "having": {"fn": "count", "op": "gt", "value": 1}}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["所属省份"], r["count(*)"]) for r in rows] == [("浙江", 2)]


async def test_a_count_word_after_de_is_the_count_of_that_word(ds):
    # `寒假的数量`: 的 before 数量 says whose count — no count of rows per a group
    result = await ask(ds, "寒假天数的数量多于1的省份有哪些")
    assert not (result.get("intent") or {}).get("having"), result.get("intent")


async def test_most_rows_said_with_shu_zui_duo(ds):
    # the segmenter's dictionary keeps 数最多 whole: cut apart, it reads as `城市数最低` does
    assert [t.text for t in read("哪个省份的大学假期数最多").tokens][-2:] == ["数", "最多"]
    result = await ask(ds, "哪个省份的大学假期数最多")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "大学假期", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["所属省份"], "order": {"fn": "count", "desc": True}, "limit": 1}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["所属省份"], r["count(*)"]) for r in rows] == [("浙江", 2)]


@pytest.mark.parametrize("q, intent", [
    ("哪个省份的大学假期种类最多", {"count": True, "group_by": ["所属省份"], "order": {"fn": "count", "desc": True}, "limit": 1}),
    ("大学假期种类多于1个的省份有哪些", {"count": True, "group_by": ["所属省份"], "having": {"fn": "count", "op": "gt", "value": 1}}),
])
async def test_kinds_of_the_tables_rows_are_counted_as_its_rows(ds, q, intent):
    # `种类` typed onto the table's word says how many kinds of them — its rows per group, as `数` does
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "大学假期", result["reason"]
    assert result["intent"] == intent


async def test_the_unit_of_a_measure_asked_is_no_word_of_the_table(ds):
    result = await ask(ds, "浙江的大学假期寒假平均有多少天")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "大学假期", result["reason"]
    assert conditions(result) == [("所属省份", "exact", "浙江")]
    assert result["intent"] == {"aggregate": {"fn": "avg", "column": "寒假天数"}}
    rows = await rows_of(ds, result["links"]["sql"])
    assert rows == [{'avg("寒假天数")': 22.5}]


async def test_a_unit_no_column_of_the_table_is_measured_in_is_asked_about(ds):
    # the players have no days: how many days is another table's measure, never left out
    result = await ask(ds, "火箭的球员效力了多少天")
    assert result["status"] != "resolved", result.get("predicate")
    assert "多少天" in result["reason"]


@pytest.mark.parametrize("q, op, names", [
    ("性别不是女性的诗人", "not", ["李白", "苏轼"]),
    ("男性的诗人有哪些", "exact", ["李白", "苏轼"]),
])
async def test_a_sex_typed_with_its_word_is_the_value_the_rows_hold(ds, q, op, names):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "诗人", result["reason"]
    assert conditions(result) == [("性别", op, "女" if op == "not" else "男")]
    rows = await rows_of(ds, result["links"]["table"])
    assert sorted(r["姓名"] for r in rows) == names


async def test_a_word_of_the_table_name_between_its_words_is_the_table(ds):
    result = await ask(ds, "作者是甲的海洋相关的书籍有哪些")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "海洋相关书籍", result["reason"]
    assert conditions(result) == [("作者", "exact", "甲")]
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]


@pytest.mark.parametrize("q, desc, limit, groups", [
    ("哪个省份的大学假期最多", True, 1, [("浙江", 2)]),
    ("大学假期最少的省份是哪个", False, 1, [("广东", 1)]),
    ("哪2个省的大学假期数最少", False, 2, [("广东", 1), ("浙江", 2)]),
])
async def test_most_rows_per_group_orders_the_groups_by_their_count(ds, q, desc, limit, groups):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "大学假期", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["所属省份"], "order": {"fn": "count", "desc": desc},
                                "limit": limit}
    # a table page orders rows, not groups: the SQL page only, and the next action says so
    assert "table" not in result["links"] and "SQL" in result["next_actions"][0]
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["所属省份"], r["count(*)"]) for r in rows] == groups
    page = (await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}))).text
    assert ("按每组行数 降序" if desc else "按每组行数 升序") in page


async def test_most_of_a_text_column_is_no_aggregate(ds):
    # `最多的省份`: no most of a text column — without a group of rows it is left out, never max(所属省份)
    result = await ask(ds, "作者最多的海洋相关书籍")
    assert not (result.get("intent") or {}).get("aggregate"), result.get("intent")


async def test_name_is_the_one_column_of_names(ds):
    result = await ask(ds, "朝代是唐的诗人名字有哪些")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "诗人", result["reason"]
    assert conditions(result) == [("朝代", "exact", "唐")]
    assert {"text": "名字", "column": "姓名"} in [{k: s.get(k) for k in ("text", "column")}
                                                for s in result["understood"]["spans"] if s["as"] == "column"]
    rows = await rows_of(ds, result["links"]["table"])
    assert sorted(r["姓名"] for r in rows) == ["李白", "鱼玄机"]


async def test_has_joins_a_column_that_counts_things_to_its_count(ds):
    result = await ask(ds, "展园有120个的园博会在哪个城市举办")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "园博会", result["reason"]
    assert conditions(result) == [("展园数量", "exact", "120")]


@pytest.mark.parametrize("q, table, expected", [
    ("哪些书籍页数有300", "海洋相关书籍", [("页数", "exact", "300")]),
    ("院士人数有8的学校有哪些", "院士学校名单", [("院士人数", "exact", "8")]),
])
async def test_has_joins_a_column_of_numbers_to_a_number_of_no_counting_unit(ds, q, table, expected):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table, (q, result["reason"])
    assert conditions(result) == expected
    assert len(await rows_of(ds, result["links"]["table"])) == 1


async def test_a_verb_between_the_comparison_and_the_count_is_what_is_counted(ds):
    result = await ask(ds, "哪些导演至少拍摄了2部电影")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "电影", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["导演"], "having": {"fn": "count", "op": "gte", "value": 2}}
    rows = await rows_of(ds, result["links"]["sql"])
    assert sorted(r["导演"] for r in rows) == ["张导", "王导"]


async def test_a_verb_after_the_value_that_says_which_rows_is_left_out(ds):
    result = await ask(ds, "中国举办的峰会有哪些")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "峰会", result["reason"]
    assert conditions(result) == [("主办国", "exact", "中国")]
    assert [s["text"] for s in result["understood"]["spans"] if s["as"] == "unused"] == ["举办"]
    assert "举办" in result["reason"]  # named, with lower confidence
    rows = await rows_of(ds, result["links"]["table"])
    assert sorted(r["名称"] for r in rows) == ["丙会", "甲会"]


async def test_a_verb_after_the_group_asked_for(ds):
    result = await ask(ds, "哪个导演拍摄的电影最少")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "电影", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["导演"], "order": {"fn": "count", "desc": False}, "limit": 1}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["导演"], r["count(*)"]) for r in rows] == [("李导", 1)]


async def test_a_verb_after_a_key_of_another_table_is_not_left_out(ds):
    # `哪个作者写的论文最多`: 作者 is the key of the authors' table — the authors are asked for, not
    # the papers grouped by a number; the verb is asked about, never dropped
    result = await ask(ds, "哪个作者写的论文最多")
    assert not (result["status"] == "resolved" and result["resolved"]["table"] == "论文" and
                "写" in [s["text"] for s in result["understood"]["spans"] if s["as"] == "unused"]), result["reason"]


async def test_which_place_is_the_one_column_of_places(ds):
    result = await ask(ds, "哪个地方参展天数多于3天的车展最多")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "车展", result["reason"]
    assert conditions(result) == [("参展天数", "gt", "3")]
    assert result["intent"] == {"count": True, "group_by": ["车展地点"], "order": {"fn": "count", "desc": True}, "limit": 1}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["车展地点"], r["count(*)"]) for r in rows] == [("北京", 2)]


async def test_a_rate_is_one_unit(ds):
    result = await ask(ds, "登陆强度超过52米每秒的台风有哪些")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "台风", result["reason"]
    assert conditions(result) == [("登陆强度", "gt", "52")]
    rows = await rows_of(ds, result["links"]["table"])
    assert [r["名称"] for r in rows] == ["乙台风"]


async def test_a_measure_no_column_holds_is_left_out_only_where_nothing_is_compared(ds):
    # `平均学费是多少`: what to show, no condition — the rows of the condition read, the word named
    result = await ask(ds, "浙江的大学假期平均学费是多少")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "大学假期", result["reason"]
    assert conditions(result) == [("所属省份", "exact", "浙江")]
    # (and the average of it, which the answer cannot do either: named too, not shown as understood)
    assert [s["text"] for s in result["understood"]["spans"] if s["as"] == "unused"] == ["平均", "学费"]
    assert "学费" in result["reason"] and "“平均”" in result["reason"]
    # compared, it would say which rows: asked about, never left out
    result = await ask(ds, "平均学费超过100的大学假期")
    assert result["status"] != "resolved" and "学费" in result["reason"]


async def test_the_verb_of_the_one_the_group_column_names(ds):
    # 主持人 is the one who 主持: the verb after the group asked for says nothing more
    result = await ask(ds, "哪个主持人主持的金曲奖最多")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "金曲奖", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["主持人"], "order": {"fn": "count", "desc": True}, "limit": 1}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["主持人"], r["count(*)"]) for r in rows] == [("甲", 2)]


async def test_a_number_compared_after_the_table_word_counts_its_rows_per_group(ds):
    result = await ask(ds, "哪个主持人的金曲奖多于1")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "金曲奖", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["主持人"], "having": {"fn": "count", "op": "gt", "value": 1}}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["主持人"], r["count(*)"]) for r in rows] == [("甲", 2)]


async def test_a_table_word_that_also_names_a_column_of_numbers_compares_that_column(ds):
    # 院士 names the table and 院士人数: `院士少于10` is that column, never a count of the schools
    result = await ask(ds, "哪个所在省的院士少于10")
    assert not (result.get("intent") or {}).get("having"), result.get("intent")
    if result["status"] == "resolved":
        assert conditions(result) == [("院士人数", "lt", "10")]


@pytest.mark.parametrize("q, op, value, groups", [
    ("哪些省份包含2个大学假期", "exact", 2, [("浙江", 2)]),
    ("大学假期数量不小于2的是什么省份", "gte", 2, [("浙江", 2)]),
])
async def test_has_and_the_count_word_count_the_rows(ds, q, op, value, groups):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "大学假期", result["reason"]
    assert result["intent"]["having"] == {"fn": "count", "op": op, "value": value}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["所属省份"], r["count(*)"]) for r in rows] == groups


async def test_a_count_after_the_table_word_beside_another_condition_is_not_read(ds):
    # another condition after it may be of each row or of each group's total: no count per group is read
    result = await ask(ds, "哪个主持人的金曲奖多于1，且奖项数量大于20")
    assert not (result.get("intent") or {}).get("having"), result.get("intent")


async def test_a_multiplier_cut_off_a_chinese_number_and_how_long():
    from datasette_dbgraph.onebox.reader import read_tokens

    tokens = read_tokens("生产总值不超过八千亿")
    assert [(t.kind, t.value) for t in tokens if t.kind == "number"] == [("number", "800000000000")]
    # `有多长`, `多高`: question words, as 多少 is — never a word of the table's
    assert [t.kind for t in read_tokens("全程赛道有多长") if t.text == "多长"] == ["ignored"]


@pytest.mark.parametrize("q, expected", [
    ("哪些国家金牌不少于32块", [("金牌数", "gte", "32")]),   # 金牌 is what 金牌数 counts
    ("奖牌榜中哪些国家有32块金牌", [("金牌数", "exact", "32")]),  # 块 typed onto 金牌 counts them
    ("奖牌榜中哪些国家获得了不少于32块金牌", [("金牌数", "gte", "32")]),  # 获得 says nothing more
])
async def test_what_a_count_column_counts_names_it(tmp_path, q, expected):
    path = tmp_path / "medals.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE 奖牌榜 (排名 INTEGER, 国家 TEXT, 金牌数 INTEGER, 银牌数 INTEGER)")
    conn.executemany("insert into 奖牌榜 values (?,?,?,?)", [(1, "挪威", 39, 30), (2, "德国", 32, 20), (3, "加拿大", 29, 27)])
    conn.commit()
    conn.close()
    async with serving(str(path)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "奖牌榜", (q, result["reason"])
        assert conditions(result) == expected
        assert len(await rows_of(ds, result["links"]["table"])) == (1 if expected[0][1] == "exact" else 2)
        # a verb before a count of what the column does not count only (覆盖 5个国家 on 上线国家数量) stays asked
        # — and money said with 块 alone is no count of medals
        assert (await ask(ds, "奖牌榜中哪些国家花了5块"))["status"] != "resolved"


@pytest.mark.parametrize("q, fn", [("各个学历的流动人口占最少多少比", "min"), ("流动人口学历中平均占多少比", "avg")])
async def test_a_share_said_in_two_pieces_is_the_share_column(tmp_path, q, fn):
    # `占最少多少比`: 占 and 比, with only intent words between, are the word of the column 占比
    path = tmp_path / "flows.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE 流动人口学历 (学历 TEXT, 年份 INTEGER, 占比 REAL)")
    conn.executemany("insert into 流动人口学历 values (?,?,?)", [("本科", 2019, 0.3), ("本科", 2020, 0.2), ("硕士", 2020, 0.1)])
    conn.commit()
    conn.close()
    async with serving(str(path)) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "流动人口学历", (q, result["reason"])
        assert result["intent"]["aggregate"] == {"fn": fn, "column": "占比"}, result["intent"]
        assert {"text": "占", "column": "占比"} in [{k: s.get(k) for k in ("text", "column")}
                                                  for s in result["understood"]["spans"] if s["as"] == "column"]


async def test_a_magnitude_is_no_rate_unless_a_total_is_said(tmp_path):
    # `生产总值大于8000亿` fits 地区生产总值 and 生产总值增长率 by its words; 8000亿 is no growth rate
    path = tmp_path / "gdp.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE 城市 (名称 TEXT, 地区生产总值 INTEGER, 生产总值增长率 REAL)")
    conn.executemany("insert into 城市 values (?,?,?)", [("甲", 900000000000, 6.1), ("乙", 500000000000, 7.2)])
    conn.commit()
    conn.close()
    async with serving(str(path)) as ds:
        result = await ask(ds, "哪些城市生产总值大于8000亿")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("地区生产总值", "gt", "800000000000")]
        assert [r["名称"] for r in await rows_of(ds, result["links"]["table"])] == ["甲"]
        # a total said (`总生产总值`) may be worked out from both: still asked which
        assert (await ask(ds, "哪些城市总生产总值大于8000亿"))["status"] != "resolved"
