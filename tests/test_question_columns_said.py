"""Which column a word and a number mean when the word fits several, through a real Datasette serving a
real SQLite file (docs/one-box.md, "Binding values"):

- `北京学校的人数` on 北京学校 (学校人数, 教职工人数): the column named the table's own word and the word;
- a number is no value of a text column, and its unit says which column (`跑道不少于8条` counts 跑道数量,
  not 跑道长度; `参展2天` is 参展天数, `经营50年` 经营年数);
- rows mixing numbers and numbers with a unit (`180`, `196cm`) are compared on the number each spells,
  the typed value in their unit (`1米8` is 180); measure words count alike (`100台` against `314个`);
- `研究中心数等于5` on 海外研究中心, whose rows are named by 研究中心: the number of rows per group;
- `平均最少3天` per the group asked: the average's `having`, never the rows of 3 days;
- a glossary word for a Chinese column name (`法人` → 法定代表人, `离婚` → 离异); `省` said for the table 省份, `卖` for 售卖;
- `作品最多的3位作者` with 出版作品数 and 网络作品数: which is asked, never three rows in no order;
- `评价人数数`: 数 typed onto a count's word says nothing more; `年度营业额` names 年营业额;
- `纲` on its own names 所属纲 (one character after 所属, 所在 or 所处);
- `保险行业`, kept one word by the segmenter: a value the rows hold typed onto its text column's name;
- `年平均收益` on 年收益: the intent word typed inside the column's name asks of it;
- `剩余房间` for 剩余房间数, though the segmenter cuts it 剩余 | 房间 (never 累计销 of 累计销量);
- `手机公司` for the table 智能手机公司: a word ending one of the name's longer words names it.
"""

from __future__ import annotations

import sqlite3

import pytest

from tests.test_question_heads import one_table
from tests.test_question_shapes import ask as ask_as
from tests.test_question_shapes import serving as serving_with
from tests.test_question_totals import ask, conditions, rows_of, serving

pytestmark = pytest.mark.asyncio


async def shown(ds, result, column="名称") -> list:
    link = result["links"].get("table") or result["links"]["sql"]
    return sorted(row[column] for row in await rows_of(ds, link))


async def test_the_column_named_the_tables_own_word(tmp_path):
    path = one_table(tmp_path / "schools.db",
                     "CREATE TABLE 北京学校 (名称 TEXT PRIMARY KEY, 所属地区 TEXT, 学校人数 INTEGER, 教职工人数 INTEGER)",
                     [("甲", "海淀", 5000, 300), ("乙", "朝阳", 3000, 200), ("丙", "东城", 4500, 5000)])
    async with serving(path) as ds:
        result = await ask(ds, "哪些北京学校的人数不止4000")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("学校人数", "gt", "4000")]
        assert await shown(ds, result) == ["丙", "甲"]
        # a word no column's name begins with the table's word still asks which
        assert (await ask(ds, "哪些北京学校的工人数不止4000"))["status"] != "resolved"


@pytest.mark.parametrize("q, column, op, value", [
    ("跑道不少于3条的机场", "跑道数量", "gte", "3"),     # 条 counts: 跑道数量, not 跑道长度
    ("经营超过50年的机场", "经营年数", "gt", "50"),     # a number is no 经营范围
])
async def test_a_unit_says_which_column(tmp_path, q, column, op, value):
    path = one_table(tmp_path / "airports.db",
                     "CREATE TABLE 机场 (名称 TEXT PRIMARY KEY, 跑道数量 INTEGER, 跑道长度 INTEGER, 经营范围 TEXT,"
                     " 经营年数 INTEGER)",
                     [("甲", 4, 3800, "客运", 60), ("乙", 2, 3200, "货运", 30), ("丙", 3, 2800, "客运", 55)])
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "机场", (q, result["reason"])
        assert conditions(result) == [(column, op, value)]


async def test_days_typed_pick_the_column_of_days(tmp_path):
    path = one_table(tmp_path / "shows.db", "CREATE TABLE 车展 (名称 TEXT PRIMARY KEY, 参展天数 INTEGER, 参展品牌数 INTEGER)",
                     [("甲", 2, 120), ("乙", 5, 80), ("丙", 3, 90)])
    async with serving(path) as ds:
        result = await ask(ds, "参展不超过3天的车展")
        assert conditions(result) == [("参展天数", "lte", "3")], result["reason"]
        assert await shown(ds, result) == ["丙", "甲"]
        # a count of things with no unit of days: still asked which
        assert (await ask(ds, "参展不超过100的车展"))["status"] != "resolved"


async def test_rows_mixing_numbers_and_units(tmp_path):
    path = one_table(tmp_path / "swimmers.db", "CREATE TABLE 泳坛名将 (名称 TEXT PRIMARY KEY, 身高 NUMERIC, 奖牌数量 NUMERIC)",
                     [("甲", 180, 3), ("乙", "196cm", "12个"), ("丙", 175, 8), ("丁", "185cm", 5)])
    async with serving(path) as ds:
        result = await ask(ds, "身高大于1米8的泳坛名将")  # 1.8 metres, in the rows' centimetres
        assert result["status"] == "resolved", result["reason"]
        assert await shown(ds, result) == ["丁", "乙"]
        result = await ask(ds, "奖牌数量超过6枚的泳坛名将")  # 枚 and 个 both count medals
        assert result["status"] == "resolved", result["reason"]
        assert await shown(ds, result) == ["丙", "乙"]
        # a weight against heights is refused, naming how the rows write theirs
        assert (await ask(ds, "身高大于80kg的泳坛名将"))["status"] != "resolved"


async def test_thousands_written_with_k_before_a_unit(tmp_path):
    path = one_table(tmp_path / "firms.db", "CREATE TABLE 公司 (名称 TEXT PRIMARY KEY, 年营业额 NUMERIC)",
                     [("甲", "2000亿"), ("乙", 100), ("丙", "300亿")])
    async with serving(path) as ds:
        result = await ask(ds, "年营业额不等于2k亿的公司")  # 2k亿 is 2000亿, as the rows write it
        assert result["status"] == "resolved", result["reason"]
        assert await shown(ds, result) == ["丙", "乙"]


async def test_the_rows_named_by_a_column_counted_per_group(tmp_path):
    path = one_table(tmp_path / "labs.db", "CREATE TABLE 海外研究中心 (编号 INTEGER PRIMARY KEY, 研究中心 TEXT, 所在城市 TEXT)",
                     [(1, "甲", "伦敦"), (2, "乙", "伦敦"), (3, "丙", "东京"), (4, "丁", "伦敦")])
    async with serving(path) as ds:
        result = await ask(ds, "海外研究中心中，哪些城市的研究中心数等于3")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "海外研究中心", result["reason"]
        assert result["intent"]["having"] == {"fn": "count", "op": "exact", "value": 3}
        assert [r["所在城市"] for r in await rows_of(ds, result["links"]["sql"])] == ["伦敦"]


async def test_an_average_at_least_per_group(tmp_path):
    path = one_table(tmp_path / "summits.db", "CREATE TABLE 峰会 (名称 TEXT PRIMARY KEY, 主办单位 TEXT, 历时天数 INTEGER)",
                     [("甲", "协会", 2), ("乙", "协会", 5), ("丙", "学会", 2), ("丁", "学会", 3)])
    async with serving(path) as ds:
        result = await ask(ds, "峰会历时平均最少3天的有哪些主办单位")
        assert result["status"] == "resolved" and conditions(result) == [], result["reason"]
        assert result["intent"]["having"] == {"fn": "avg", "column": "历时天数", "op": "gte", "value": 3}
        assert [r["主办单位"] for r in await rows_of(ds, result["links"]["sql"])] == ["协会"]


async def test_a_column_said_in_two_tables_asks_which(tmp_path):
    # no table named: `请假天数` reads on flow_demo.days and on person.qj_days alike (their comments);
    # only one column is *named* days, which says nothing of which table is meant
    import sqlite3

    path = tmp_path / "oa.db"
    sqlite3.connect(path).executescript(
        "CREATE TABLE flow_demo ( -- 流程测试\n id INTEGER PRIMARY KEY,\n name TEXT, -- 请假人\n days INTEGER -- 请假天数\n);\n"
        "CREATE TABLE person ( -- 人员\n id INTEGER PRIMARY KEY,\n pname TEXT, -- 姓名\n qj_days INTEGER -- 请假天数\n);\n"
        "INSERT INTO flow_demo VALUES (1, '甲', 5), (2, '乙', 2);\nINSERT INTO person VALUES (1, '丙', 4);")
    async with serving(str(path)) as ds:
        for q in ("请假天数超过3", "请假超过3天的"):
            result = await ask(ds, q)
            assert result["status"] == "ambiguous", (q, result["reason"])
            assert {c["table"] for c in result["candidates"]} >= {"flow_demo", "person"}, q
            assert "请假天数" in result["reason"] and "__" not in result["reason"], result["reason"]  # words, no key syntax


async def test_a_year_typed_for_a_column_of_that_class(tmp_path):
    path = one_table(tmp_path / "pay.db",
                     'CREATE TABLE 学校 (名称 TEXT PRIMARY KEY, 类型 TEXT, "2016届平均月薪" INTEGER, "2014届平均月薪" INTEGER)',
                     [("甲", "理工", 9000, 7000), ("乙", "综合", 7000, 8500)])
    async with serving(path) as ds:
        # `2016年平均月薪` is the column 2016届平均月薪, no date of 2016
        result = await ask(ds, "哪些学校的2016年平均月薪高于8000")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("2016届平均月薪", "gt", "8000")]
        assert await shown(ds, result) == ["甲"]


async def test_a_class_typed_alone_for_the_one_column_it_begins(tmp_path):
    path = one_table(tmp_path / "graduates.db",
                     'CREATE TABLE 毕业人数 (名称 TEXT PRIMARY KEY, 学历 TEXT, "2012届人数" INTEGER, "2014届人数" INTEGER)',
                     [("甲", "本科", 900, 700), ("乙", "硕士", 700, 850), ("丙", "本科", 950, 500)])
    async with serving(path) as ds:
        # `2014届` begins one column's name only; `最少有多少人` asks its minimum, not a count of rows
        result = await ask(ds, "2012届人数超过800的毕业人数中，每个学历的2014届最少有多少人")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("2012届人数", "gt", "800")]
        assert result["intent"] == {"aggregate": {"fn": "min", "column": "2014届人数"}, "group_by": ["学历"]}
        # a year with no 届 typed is no class: which column stays asked
        assert (await ask(ds, "毕业人数中每个学历的2014最少有多少人"))["status"] != "resolved"
    path = one_table(tmp_path / "pay.db",
                     'CREATE TABLE 学校 (名称 TEXT PRIMARY KEY, "2014届平均月薪" INTEGER, "2014届就业率" REAL)',
                     [("甲", 9000, 0.9)])
    async with serving(path) as ds:  # two columns begin with it: still asked which
        assert (await ask(ds, "学校中2014届最少多少"))["status"] != "resolved"


async def test_a_count_and_what_it_counts_with_de_between(tmp_path):
    path = one_table(tmp_path / "couriers.db", "CREATE TABLE 快递公司 (名称 TEXT PRIMARY KEY, 员工数量 INTEGER, 总部地点 TEXT)",
                     [("甲", 95000, "深圳"), ("乙", 40000, "上海")])
    async with serving(path) as ds:
        result = await ask(ds, "哪些快递公司有大于90000名的员工")  # 的 between the count and 员工
        assert result["status"] == "resolved" and conditions(result) == [("员工数量", "gt", "90000")], result["reason"]
        assert await shown(ds, result) == ["甲"]


async def test_a_unit_alone_picks_the_column_of_the_tables_word(tmp_path):
    path = one_table(tmp_path / "schools.db",
                     "CREATE TABLE 北京学校 (名称 TEXT PRIMARY KEY, 学校人数 INTEGER, 教职工人数 INTEGER)",
                     [("甲", 5000, 300), ("乙", 3000, 200)])
    async with serving(path) as ds:
        result = await ask(ds, "哪些北京学校不少于4千人")  # 人 fits both; 学校人数 is the school's own
        assert result["status"] == "resolved" and conditions(result) == [("学校人数", "gte", "4000")], result["reason"]
        assert await shown(ds, result) == ["甲"]


async def test_years_counted_to_today_said_with_until_now(tmp_path):
    path = one_table(tmp_path / "prizes.db", "CREATE TABLE 文学奖 (名称 TEXT PRIMARY KEY, 设立时间 DATE)",
                     [("甲", "1980-05-01"), ("乙", "2020-03-02")])
    async with serving(path) as ds:
        plain = await ask(ds, "设立时间超过了18年的文学奖")
        for q in ("设立时间到今年已经超过了18年的文学奖", "设立时间到现在超过18年的文学奖"):
            result = await ask(ds, q)  # 到今年, 到现在: counted to today, as the years since always are
            assert result["status"] == "resolved", (q, result["reason"])
            assert conditions(result) == conditions(plain) and await shown(ds, result) == ["甲"]
        # from a year to this year is still a range of years
        from datasette_dbgraph.onebox.reader import read
        assert [t.kind for t in read("2010年到今年的订单").tokens][1] == "compare"


async def test_a_value_then_the_word_of_its_column(tmp_path):
    path = one_table(tmp_path / "players.db", "CREATE TABLE 篮球运动员 (中文名 TEXT PRIMARY KEY, 国籍 TEXT, 出生地 TEXT)",
                     [("甲", "加拿大", "美国"), ("乙", "美国", "加拿大"), ("丙", "中国", "中国")])
    async with serving(path) as ds:
        # 加拿大 is a 国籍 and a 出生地: the column word right after it says which
        result = await ask(ds, "非加拿大国籍的篮球运动员")
        assert result["status"] == "resolved" and conditions(result) == [("国籍", "not", "加拿大")], result["reason"]
        assert await shown(ds, result, column="中文名") == ["丙", "乙"]
        # with nothing after it, still asked which
        assert (await ask(ds, "非加拿大的篮球运动员"))["status"] != "resolved"


async def test_the_things_a_column_counts_typed_before_the_count(tmp_path):
    path = one_table(tmp_path / "books.db",
                     "CREATE TABLE 书店集团 (名称 TEXT PRIMARY KEY, 总部所在省 TEXT, 书店数量 INTEGER, 员工人数 INTEGER)",
                     [("甲", "浙江", 40, 900), ("乙", "浙江", 80, 2000), ("丙", "江苏", 20, 300)])
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE 书店 (名称 TEXT PRIMARY KEY, 所属集团 TEXT REFERENCES 书店集团(名称), 面积 INTEGER)")
    conn.executemany("insert into 书店 values (?,?,?)", [("一店", "甲", 300), ("二店", "乙", 500)])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        # 书店 is a word of the table's name (and a table), but typed before a count with no group asked
        # it is what 书店数量 counts
        for q, op, value, names in (("书店不超过50家的书店集团", "lte", "50", ["丙", "甲"]),
                                    ("哪些书店集团的书店不是80家", "not", "80", ["丙", "甲"]),
                                    ("书店集团的书店少于30家的有哪些", "lt", "30", ["丙"])):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and result["resolved"]["table"] == "书店集团", (q, result["reason"])
            assert conditions(result) == [("书店数量", op, value)], q
            assert await shown(ds, result) == names
        # with a group asked, the count is of each group's rows: the provinces with fewer than 2 groups
        for q in ("书店集团少于2个的总部所在省有哪些", "书店集团的书店少于2个的总部所在省有哪些"):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and not conditions(result), (q, result["reason"])
            assert result["intent"]["having"] == {"fn": "count", "op": "lt", "value": 2}, q


def academicians(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 高校 (学校名称 TEXT PRIMARY KEY, 院士校友人数 INTEGER, 办学层次 TEXT);
        CREATE TABLE 院士任职学校 (院士姓名 TEXT PRIMARY KEY, 任职学校 TEXT, 年龄 INTEGER);
        CREATE TABLE 各省院士 (省份 TEXT PRIMARY KEY, 院士数量 INTEGER);
    """)
    conn.executemany("insert into 高校 values (?,?,?)", [("甲大学", 120, "一流"), ("乙大学", 40, "普通"), ("丙大学", 60, "普通")])
    conn.executemany("insert into 院士任职学校 values (?,?,?)", [("张", "甲大学", 70), ("李", "乙大学", 65)])
    conn.executemany("insert into 各省院士 values (?,?)", [("浙江", 30), ("江苏", 50)])
    conn.commit()
    conn.close()
    return str(path)


async def test_a_table_whose_columns_hold_every_word(tmp_path):
    # the words name tables of academicians (院士), none of which reads 校友 or 办学层次; the schools'
    # table is named by none of them, yet its columns hold every word
    async with serving(academicians(tmp_path / "schools.db")) as ds:
        result = await ask(ds, "哪些学校的院士校友不超过75人，以及办学层次是什么")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "高校", result["reason"]
        assert conditions(result) == [("院士校友人数", "lte", "75")]
        assert await shown(ds, result, column="学校名称") == ["丙大学", "乙大学"]
        # with a word no table's columns hold, nothing is answered
        result = await ask(ds, "哪些学校的院士校友不超过75人，以及食堂是什么")
        assert result["status"] != "resolved", result["reason"]


async def test_a_table_the_actor_may_not_see_is_never_read_for_its_columns(tmp_path):
    metadata = {"databases": {"schools": {"tables": {"高校": {"allow": {"id": "admin"}}}}}}
    async with serving_with(academicians(tmp_path / "schools.db"), metadata=metadata) as ds:
        q = "哪些学校的院士校友不超过75人，以及办学层次是什么"
        admin = await ask_as(ds, q, actor={"id": "admin"})
        assert admin["status"] == "resolved" and admin["resolved"]["table"] == "高校", admin["reason"]
        for actor in (None, {"id": "guest"}):
            result = await ask_as(ds, q, actor=actor)
            assert result["status"] != "resolved", result["reason"]
            assert "高校" not in str(result) and "院士校友人数" not in str(result) and "办学层次" not in str(result)


async def test_a_character_the_segmenter_cuts_off_a_columns_word(tmp_path):
    path = one_table(tmp_path / "cruises.db",
                     "CREATE TABLE 邮轮路线 (路线名称 TEXT PRIMARY KEY, 出发城市 TEXT, 内舱房价格 INTEGER, 海景房价格 INTEGER)",
                     [("甲线", "上海", 5999, 8999), ("乙线", "天津", 6999, 9999), ("丙线", "上海", 4999, 7999)])
    async with serving(path) as ds:
        # 内舱房 is cut 内|舱房: 内 is no unknown word, but the start of 内舱房价格's word
        result = await ask(ds, "内舱房不超6399元的邮轮路线")
        assert result["status"] == "resolved" and conditions(result) == [("内舱房价格", "lte", "6399")], result["reason"]
        assert await shown(ds, result, column="路线名称") == ["丙线", "甲线"]
        # and `多少钱` after an average asks the average, no count of rows
        result = await ask(ds, "所有邮轮路线中，内舱房平均多少钱")
        assert result["status"] == "resolved" and result["intent"] == {"aggregate": {"fn": "avg", "column": "内舱房价格"}}
        rows = await rows_of(ds, result["links"]["sql"])
        assert list(rows[0].values()) == [5999]
        # a character no column's name holds with the word is still asked about
        assert (await ask(ds, "外舱房不超6399元的邮轮路线"))["status"] != "resolved"


async def test_a_glossary_word_for_a_chinese_column_name(tmp_path):
    # 法人 is the glossary's word for 法定代表人; the name's own words are cut otherwise than a
    # sentence's, and the synonym still finds it.
    path = one_table(tmp_path / "brands.db",
                     "CREATE TABLE 品牌 (名称 TEXT PRIMARY KEY, 法定代表人 TEXT, 注册资本 INTEGER)",
                     [("甲", "张三", 100), ("乙", "张三", 200), ("丙", "李四", 300)])
    async with serving(path) as ds:
        result = await ask(ds, "品牌的法人")
        assert result["status"] == "resolved", result["reason"]
        assert result["understood"]["fields"] == ["法定代表人"]
        counted = await ask(ds, "拥有品牌少于2个的法人")
        assert counted["status"] == "resolved", counted["reason"]
        assert counted["understood"]["intent"]["group_by"] == ["法定代表人"]
        assert await shown(ds, counted, "法定代表人") == ["李四"]


async def test_the_most_of_a_word_fitting_several_counts_is_asked(tmp_path):
    # 作品 fits 出版作品数 and 网络作品数: the first three in no order would answer nothing
    path = one_table(tmp_path / "authors.db",
                     "CREATE TABLE 作者 (姓名 TEXT PRIMARY KEY, 出版作品数 INTEGER, 网络作品数 INTEGER)",
                     [("甲", 5, 1), ("乙", 2, 9), ("丙", 7, 3), ("丁", 1, 1)])
    async with serving(path) as ds:
        result = await ask(ds, "作品最多的3位作者")
        assert result["status"] != "resolved", result["understood"]
        assert "出版作品数" in result["reason"] and "网络作品数" in result["reason"]
        named = await ask(ds, "出版作品数最多的3位作者")
        assert named["status"] == "resolved", named["reason"]
        assert named["understood"]["intent"]["order"] == {"column": "出版作品数", "desc": True}
        assert [row["姓名"] for row in await rows_of(ds, named["links"]["table"])] == ["丙", "甲", "乙"]


async def test_a_character_said_for_the_tables_whole_name(tmp_path):
    # people say 省 for 省份: typed on its own, it names the table whose name is the whole word
    path = one_table(tmp_path / "provinces.db",
                     "CREATE TABLE 省份 (名称 TEXT PRIMARY KEY, 气候 TEXT, 人口 INTEGER)",
                     [("广东", "亚热带", 1), ("福建", "亚热带", 2), ("吉林", "温带", 3)])
    async with serving(path) as ds:
        result = await ask(ds, "每种气候有几个省")
        assert result["status"] == "resolved", result["reason"]
        assert result["resolved"]["table"] == "省份"
        assert result["understood"]["intent"]["group_by"] == ["气候"]
        most = await ask(ds, "省最多的是哪种气候")
        assert most["status"] == "resolved", most["reason"]
        assert [row["气候"] for row in await rows_of(ds, most["links"]["sql"])] == ["亚热带"]
        # typed inside a longer word it is no table's name
        assert (await ask(ds, "省钱的气候"))["status"] != "resolved"


async def test_no_most_of_a_key_and_no_first_few_in_no_order(tmp_path):
    # 中秋晚会id names rows of another table: `中秋晚会最多` orders by no key, and no first three are kept
    # in no order (before: `_sort_desc=中秋晚会id&_size=3`, three rows that answer nothing)
    path = tmp_path / "galas.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 中秋晚会 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 年份 INTEGER);
        CREATE TABLE 举办城市 (城市名称 TEXT, 中秋晚会id INTEGER REFERENCES 中秋晚会(词条id), 是否主会场 TEXT);
        INSERT INTO 中秋晚会 VALUES (1, '甲', 2001), (2, '乙', 2002), (3, '丙', 2003), (4, '丁', 2004);
        INSERT INTO 举办城市 VALUES ('北京', 1, '是'), ('北京', 2, '是'), ('上海', 3, '是'), ('广州', 4, '否');
    """)
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        result = await ask(ds, "哪3座城市举办中秋晚会最多")
        intent = (result["understood"] or {}).get("intent") or {}
        assert "中秋晚会id" not in str(intent.get("order")), intent
        # (and now the cities are the groups, the rows counted per 城市名称: tests/test_counted_times.py)
        assert result["status"] == "resolved" and intent.get("group_by") == ["城市名称"], result["reason"]
        assert intent.get("count") and intent.get("limit") == 3 and "_size=3" not in result["links"].get("table", "")


async def test_the_distance_to_a_place(tmp_path):
    # `到机场的距离`, `离市中心的距离`: 到 and 离 say what the distance is to (距机场距离), no range
    path = one_table(tmp_path / "stations.db",
                     "CREATE TABLE 火车站 (名称 TEXT PRIMARY KEY, 距机场距离 INTEGER, 距市中心距离 INTEGER)",
                     [("甲", 10, 3), ("乙", 40, 8), ("丙", 25, 1)])
    async with serving(path) as ds:
        result = await ask(ds, "到机场的距离小于30的火车站")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("距机场距离", "lt", "30")]
        assert await shown(ds, result) == ["丙", "甲"]
        result = await ask(ds, "离市中心的距离超过2的火车站")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("距市中心距离", "gt", "2")]


async def test_part_of_a_value_before_the_word_of_its_column(tmp_path):
    # `京东主办的峰会`: 主办 names 主办单位, whose one value 京东公司 京东 is part of — each row its own
    # organiser, so 京东 alone (no column word after it) is looked up nowhere
    path = one_table(tmp_path / "summits.db", "CREATE TABLE 峰会 (名称 TEXT PRIMARY KEY, 主办单位 TEXT, 举办地点 TEXT)",
                     [("甲会", "京东公司", "北京"), ("乙会", "搜狐公司", "北京"), ("丙会", "中文信息学会", "上海")])
    async with serving(path) as ds:
        result = await ask(ds, "京东主办的峰会")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("主办单位", "exact", "京东公司")]
        negated = await ask(ds, "不是京东主办的峰会")
        assert negated["status"] == "resolved", negated["reason"]
        assert await shown(ds, negated) == ["丙会", "乙会"]
        assert (await ask(ds, "腾讯主办的峰会"))["status"] != "resolved"  # no value holds it: asked


@pytest.mark.parametrize("q, desc", [("身高最矮的2名运动员", False), ("体重最胖的2名运动员", True),
                                     ("体重最瘦的2名运动员", False)])
async def test_the_most_said_by_what_it_measures(tmp_path, q, desc):
    # 最矮 is the lowest of a height, 最胖 the highest of a weight, 最瘦 its lowest
    path = one_table(tmp_path / "players.db", "CREATE TABLE 运动员 (名称 TEXT PRIMARY KEY, 身高 INTEGER, 体重 INTEGER)",
                     [("甲", 180, 70), ("乙", 170, 90), ("丙", 190, 60)])
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved", result["reason"]
        column = "身高" if "矮" in q else "体重"
        assert result["understood"]["intent"]["order"] == {"column": column, "desc": desc}
        assert result["understood"]["intent"]["limit"] == 2


async def test_a_book_said_short(tmp_path):
    # 书 is what people say for 书籍 (the glossary's 图书): the table's word, never a column word for 书名
    path = one_table(tmp_path / "books.db", "CREATE TABLE 图书 (书名 TEXT PRIMARY KEY, 作者 TEXT, 出版社 TEXT, 评分 REAL)",
                     [("甲", "张三", "人民出版社", 8.0), ("乙", "李四", "三联书店", 4.0)])
    async with serving(path) as ds:
        result = await ask(ds, "哪些书的评分不低于5")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "图书", result["reason"]
        assert conditions(result) == [("评分", "gte", "5")]
        asked = await ask(ds, "给出书是由哪个出版社出版的")
        assert "书名" not in str((asked.get("predicate") or {}).get("conditions")), asked["predicate"]


async def test_selling_said_short(tmp_path):
    # 卖 is what people say for 售卖 (sells): the table's word
    path = one_table(tmp_path / "tv.db", "CREATE TABLE 各城市电视机售卖 (城市 TEXT, 所属省份 TEXT, 售卖量 INTEGER)",
                     [("西安", "陕西", 5), ("成都", "四川", 7)])
    async with serving(path) as ds:
        result = await ask(ds, "陕西以外卖电视机的城市有哪些？")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "各城市电视机售卖", result["reason"]
        assert conditions(result) == [("所属省份", "not", "陕西")]
        assert await shown(ds, result, "城市") == ["成都"]


async def test_a_name_said_with_its_character_for_word(tmp_path):
    # `中文名字`: the reader keeps the column word 中文名 whole, and 字 after it (名字 is 名) says nothing more
    path = one_table(tmp_path / "players.db", "CREATE TABLE 篮球运动员 (中文名 TEXT PRIMARY KEY, 身高 INTEGER)",
                     [("甲", 210), ("乙", 190)])
    async with serving(path) as ds:
        result = await ask(ds, "身高超过200的篮球运动员的中文名字是什么")
        assert result["status"] == "resolved", result["reason"]
        assert result["understood"]["fields"] == ["中文名"] and conditions(result) == [("身高", "gt", "200")]
        assert await shown(ds, result, "中文名") == ["甲"]


async def test_a_count_said_with_a_number_character_after_it(tmp_path):
    # `评价人数数`: 数 typed onto a count's column word says nothing more; onto a text column it is no word
    path = one_table(tmp_path / "books.db",
                     "CREATE TABLE 书籍 (书名 TEXT PRIMARY KEY, 作者 TEXT, 评价人数 INTEGER, 豆瓣评分 REAL)",
                     [("甲", "张三", 900, 8.1), ("乙", "李四", 50, 6.0)])
    async with serving(path) as ds:
        result = await ask(ds, "给出所有书籍的豆瓣评分以及评价人数数")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "书籍", result["reason"]
        assert result["understood"]["fields"] == ["豆瓣评分", "评价人数"], result["understood"]
        assert (await ask(ds, "给出所有书籍的作者数"))["status"] != "resolved"


async def test_per_year_said_either_way(tmp_path):
    # `年度营业额` names 年营业额 (and `年利润` 年度利润): per year said either way
    path = one_table(tmp_path / "firms.db", "CREATE TABLE 公司 (名称 TEXT PRIMARY KEY, 年营业额 INTEGER, 年度利润 INTEGER)",
                     [("甲", 500, 50), ("乙", 80, 8)])
    async with serving(path) as ds:
        result = await ask(ds, "年度营业额超过100的公司有哪些")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("年营业额", "gt", "100")]
        assert await shown(ds, result) == ["甲"]
        result = await ask(ds, "给出所有公司的年利润")
        assert result["status"] == "resolved" and result["understood"]["fields"] == ["年度利润"], result["reason"]


async def test_divorce_said_as_people_say_it(tmp_path):
    # 离婚 is what people say; the schema writes 离异 (the glossary): the table and its date column
    path = tmp_path / "stars.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 明星 (词条id INTEGER PRIMARY KEY, 姓名 TEXT, 毕业时间 DATE);
        CREATE TABLE 离异明星 (明星id INTEGER REFERENCES 明星(词条id), 离异时间 DATE);
        INSERT INTO 明星 VALUES (1, '甲', '1990-07-01'), (2, '乙', '1995-07-01');
        INSERT INTO 离异明星 VALUES (1, '2001-05-01'), (2, '2010-05-01');
    """)
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        result = await ask(ds, "哪些明星在2002年之前离婚的？")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "离异明星", result["reason"]
        assert conditions(result) == [("离异时间", "lt", "2002-01-01")]


async def test_one_character_after_belonging_word(tmp_path):
    # `纲` names 所属纲: the segmenter never cuts the one character out of the name, and people type it alone
    path = one_table(tmp_path / "animals.db", "CREATE TABLE 动物 (名称 TEXT PRIMARY KEY, 所属纲 TEXT, 寿命 INTEGER)",
                     [("虎", "哺乳纲", 20), ("狼", "哺乳纲", 15), ("鹰", "鸟纲", 30)])
    async with serving(path) as ds:
        result = await ask(ds, "纲为鸟纲的动物有哪些")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("所属纲", "exact", "鸟纲")]
        assert await shown(ds, result) == ["鹰"]
        result = await ask(ds, "至少有2种动物的纲有哪些")
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["所属纲"], "having": {"fn": "count", "op": "gte", "value": 2}}


async def test_a_value_typed_onto_its_columns_name(tmp_path):
    # the segmenter keeps 保险行业 whole: 保险 is what 行业 holds; a number column is never named so
    path = one_table(tmp_path / "firms.db", "CREATE TABLE 公司 (名称 TEXT PRIMARY KEY, 行业 TEXT, 校招人数 INTEGER)",
                     [("甲", "保险", 1200), ("乙", "银行", 800), ("丙", "保险", 300)])
    async with serving(path) as ds:
        result = await ask(ds, "不是保险行业，且校招不少于500人的公司是哪些")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("行业", "not", "保险"), ("校招人数", "gte", "500")]
        assert await shown(ds, result) == ["乙"]
        result = await ask(ds, "保险行业的公司有哪些")
        assert conditions(result) == [("行业", "exact", "保险")] and await shown(ds, result) == ["丙", "甲"]


async def test_an_intent_word_inside_a_columns_name(tmp_path):
    # `年平均收益`: 年收益 with 平均 typed inside it — the average of 年收益, 年 no word of its own
    path = one_table(tmp_path / "games.db", "CREATE TABLE 游戏公司 (名称 TEXT PRIMARY KEY, 国家 TEXT, 年收益 INTEGER)",
                     [("甲", "日本", 100), ("乙", "日本", 300), ("丙", "美国", 50)])
    async with serving(path) as ds:
        result = await ask(ds, "哪个国家的游戏公司正好2家及其年平均收益有多少")
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"] == {"count": True, "aggregate": {"fn": "avg", "column": "年收益"}, "group_by": ["国家"],
                                    "having": {"fn": "count", "op": "exact", "value": 2}}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [tuple(r.values()) for r in rows] == [("日本", 200, 2)]


async def test_what_a_count_column_counts_said_with_no_ending(tmp_path):
    # 剩余房间 names 剩余房间数 (kept one word, though the segmenter cuts it); 累计销售额 stays itself beside 累计销量
    path = one_table(tmp_path / "rooms.db",
                     "CREATE TABLE 酒店客房 (编号 INTEGER PRIMARY KEY, 房型 TEXT, 剩余房间数 INTEGER, 累计销量 INTEGER, 累计销售额 INTEGER)",
                     [(1, "大床房", 3, 10, 100), (2, "大床房", 5, 20, 200), (3, "双床房", 1, 30, 300)])
    async with serving(path) as ds:
        result = await ask(ds, "每种房型的酒店客房，剩余房间总数是多少")
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"] == {"aggregate": {"fn": "sum", "column": "剩余房间数"}, "group_by": ["房型"]}
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted(tuple(r.values()) for r in rows) == [("双床房", 1), ("大床房", 8)]
        result = await ask(ds, "给出所有酒店客房的累计销售额")
        assert result["status"] == "resolved" and result["understood"]["fields"] == ["累计销售额"], result["reason"]


async def test_a_table_named_with_the_end_of_its_words(tmp_path):
    # 手机 ends 智能手机, a word of the table's name: `手机公司` is how people shorten 智能手机公司
    path = one_table(tmp_path / "phones.db",
                     "CREATE TABLE 智能手机公司 (名称 TEXT PRIMARY KEY, 所属国家 TEXT, 年营业额 INTEGER, 年利润 INTEGER)",
                     [("甲", "中国", 100, 9), ("乙", "中国", 80, 7), ("丙", "韩国", 200, 30)])
    conn = sqlite3.connect(path)  # (other tables of smartphones, as a real schema has)
    conn.executescript("CREATE TABLE 智能手机部署国家 (公司名称 TEXT, 部署国家 TEXT, 部署年份 INTEGER);"
                       "CREATE TABLE 智能手机全球出货量 (公司名称 TEXT, 出货量 INTEGER)")
    conn.close()
    async with serving(path) as ds:
        result = await ask(ds, "哪些国家的手机公司数大于等于2，以及给出这些手机公司的最小年利润是多少")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "智能手机公司", result["reason"]
        assert result["intent"] == {"count": True, "aggregate": {"fn": "min", "column": "年利润"}, "group_by": ["所属国家"],
                                    "having": {"fn": "count", "op": "gte", "value": 2}}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [tuple(r.values()) for r in rows] == [("中国", 7, 2)]
