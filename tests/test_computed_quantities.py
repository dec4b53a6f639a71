"""Quantities worked out from several columns (a density, a share, a difference) and a few more words
people type around them, through a real Datasette serving a real SQLite file (docs/one-box.md,
"Quantities worked out from columns"):

- asked to be shown, or ordered by, such a quantity leaves the rows as they are and says so — no order
  or average of the column typed before it (`按体育馆密度` is no order by 体育馆数量);
- compared (`人口密度大于500`), the question is refused naming it: no rows are picked by another column;
- `占比` is one word; `和之前` keeps the year; `每座城市` is each city, never a value;
- a verb after a time that ends its clause says nothing more; `美金` is money; a year typed into a
  column's name with an average (`2016届平均月薪`) is that column; rows written `8400平方千米` are
  compared by the number they spell; `使用年数` is the years since the table's one date;
- a table's name typed twice names it once; `大洲` is the column named with 洲; `每个主持人主持的` groups
  by 主持人.
"""

from __future__ import annotations

import sqlite3

import pytest

from datasette_dbgraph.onebox.reader import read
from tests.test_question_heads import one_table
from tests.test_question_totals import ask, conditions, rows_of, serving

pytestmark = pytest.mark.asyncio

CITIES = ("CREATE TABLE 城市 (名称 TEXT PRIMARY KEY, 所属省份 TEXT, 人口 INTEGER, 面积 REAL, 体育馆数量 INTEGER, "
          "最高气温 REAL, 最低气温 REAL, 建城年份 INTEGER)")
ROWS = [("杭州", "浙江", 1200, 16850.0, 12, 40.0, -5.0, 2017), ("宁波", "浙江", 900, 9816.0, 5, 38.0, -3.0, 2019),
        ("广州", "广东", 1800, 7434.0, 20, 39.0, 2.0, 2018), ("佛山", "广东", 950, 3798.0, 3, 38.5, 1.0, 2020)]


@pytest.fixture
def cities(tmp_path):
    return one_table(tmp_path / "cities.db", CITIES, ROWS)


@pytest.mark.parametrize("q, word", [
    ("给出所有城市的人口密度", "人口密度"),
    ("给出各个城市的最大温差", "温差"),
    ("各城市体育馆的占比是多少", "占比"),
    ("给出城市的名称以及体育馆密度", "密度"),
    ("给出各个城市的体育馆利用率", "利用率"),
])
async def test_a_quantity_worked_out_from_columns_is_named_and_the_rows_are_all_there(cities, q, word):
    async with serving(cities) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", (q, result["reason"])
        assert conditions(result) == [], q
        assert f"“{word}” 要用几个字段算出来" in result["reason"], result["reason"]
        assert result["confidence"] < 1
        assert not (result.get("intent") or {}).get("order") and not (result.get("intent") or {}).get("aggregate")
        rows = await rows_of(ds, result["links"]["table"])
        assert len(rows) == len(ROWS)
        # the page says it too, in words an analyst reads
        page = await ds.client.get("/-/dbgraph", params={"q": q, "_lang": "zh"})
        assert page.status_code == 200 and f"{word}” 要用几个字段算出来" in page.text


async def test_ordered_or_averaged_by_a_quantity_is_not_read_as_its_columns_order(cities):
    async with serving(cities) as ds:
        for q in ("按体育馆密度由大到小给出各个城市", "城市的体育馆密度的平均值是多少"):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", (q, result["reason"])
            assert not result.get("intent"), (q, result.get("intent"))
            assert "_sort" not in result["links"]["table"], q
        # a column typed alone is still an order
        result = await ask(ds, "按体育馆数量由大到小给出各个城市")
        assert result["intent"]["order"] == {"column": "体育馆数量", "desc": True}


@pytest.mark.parametrize("q, word", [
    ("人口密度大于0.1的城市有哪些", "人口密度"),
    ("哪些城市的体育馆占比高于40%", "占比"),
    ("温差不超过40度的城市", "温差"),
])
async def test_a_quantity_compared_is_refused_naming_it(cities, q, word):
    async with serving(cities) as ds:
        result = await ask(ds, q)
        assert result["status"] != "resolved", (q, result.get("predicate"))
        assert word in result["reason"], result["reason"]


async def test_a_share_is_one_word_and_years_and_before_keep_the_year(cities):
    assert "占比" in [t.text for t in read("在线玩家占比最高的游戏").tokens]
    async with serving(cities) as ds:
        result = await ask(ds, "建城年份在2018年和之前的城市")
        assert conditions(result) == [("建城年份", "lte", "2018")], result["reason"]
        rows = await rows_of(ds, result["links"]["table"])
        assert sorted(r["名称"] for r in rows) == ["广州", "杭州"]
        result = await ask(ds, "建城年份在2019年和之后的城市")
        assert conditions(result) == [("建城年份", "gte", "2019")]


async def test_each_one_said_with_its_measure_word_is_no_value(cities):
    async with serving(cities) as ds:
        result = await ask(ds, "给出每座城市所属的省份")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
        assert conditions(result) == []
        rows = await rows_of(ds, result["links"]["table"])
        assert len(rows) == len(ROWS)


async def test_a_verb_after_a_time_that_ends_its_clause(tmp_path):
    path = one_table(tmp_path / "forums.db", "CREATE TABLE 论坛 (名称 TEXT PRIMARY KEY, 年份 INTEGER, 参会人数 INTEGER, 总奖金 INTEGER)",
                     [("甲", 2015, 300, 600000), ("乙", 2017, 50, 200000), ("丙", 2020, 500, 1000000)])
    async with serving(path) as ds:
        result = await ask(ds, "2019年之前举办，且参会人数不少于100的论坛有哪些")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "论坛", result["reason"]
        assert sorted(conditions(result)) == [("参会人数", "gte", "100"), ("年份", "lt", "2019")]
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["名称"] for r in rows] == ["甲"]
        # an amount in US dollars said the Chinese way
        result = await ask(ds, "总奖金不少于50万美金的论坛")
        assert conditions(result) == [("总奖金", "gte", "500000")], result["reason"]


async def test_a_column_named_with_a_year_and_an_average(tmp_path):
    path = one_table(tmp_path / "pay.db",
                     "CREATE TABLE 学校 (名称 TEXT PRIMARY KEY, 类型 TEXT, \"2014届平均月薪\" INTEGER, \"2016届平均月薪\" INTEGER)",
                     [("甲", "理工", 6000, 7500), ("乙", "综合", 6500, 9000), ("丙", "理工", 7000, 8800)])
    async with serving(path) as ds:
        result = await ask(ds, "2016届平均月薪低于8000元的学校有哪些")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "学校", result["reason"]
        assert conditions(result) == [("2016届平均月薪", "lt", "8000")]
        assert not result.get("intent")
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["名称"] for r in rows] == ["甲"]


@pytest.mark.parametrize("q, column, names", [
    ("2014届的平均月薪低于6600的学校有哪些", "2014届平均月薪", ["甲", "乙"]),  # 的 between
    ("2016届月薪平均不到8000的学校", "2016届平均月薪", ["甲"]),  # the rest of the name in another order
])
async def test_a_column_named_with_a_year_typed_another_way(tmp_path, q, column, names):
    path = one_table(tmp_path / "pay.db",
                     "CREATE TABLE 学校 (名称 TEXT PRIMARY KEY, 类型 TEXT, \"2014届平均月薪\" INTEGER, \"2016届平均月薪\" INTEGER)",
                     [("甲", "理工", 6000, 7500), ("乙", "综合", 6500, 9000), ("丙", "理工", 7000, 8800)])
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "学校", result["reason"]
        assert [c for c, _, _ in conditions(result)] == [column]
        rows = await rows_of(ds, result["links"]["table"])
        assert sorted(r["名称"] for r in rows) == sorted(names)
        # the year is never read in another order: 2104届 names no column
        assert (await ask(ds, q.replace("2014届", "2104届").replace("2016届", "2061届")))["status"] != "resolved"


async def test_per_typed_onto_a_number_begins_a_columns_name(tmp_path):
    # `每100克热量` is a column: 每 ("per") typed onto the number is part of its name, no group
    path = one_table(tmp_path / "fruit.db", "CREATE TABLE 水果 (名称 TEXT PRIMARY KEY, 特性 TEXT, \"每100克热量\" INTEGER)",
                     [("苹果", "温性", 52), ("西瓜", "凉性", 30), ("榴莲", "热性", 147)])
    async with serving(path) as ds:
        result = await ask(ds, "找到每100克热量最低的2种水果")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "水果", result["reason"]
        assert result["intent"] == {"order": {"column": "每100克热量", "desc": False}, "limit": 2}
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["名称"] for r in rows] == ["西瓜", "苹果"]
        result = await ask(ds, "每一百克热量超过50的水果")  # the number in Chinese numerals
        assert conditions(result) == [("每100克热量", "gt", "50")], result["reason"]
        assert not result.get("intent")


async def test_areas_written_with_a_four_character_unit_are_compared_as_numbers(tmp_path):
    path = one_table(tmp_path / "areas.db", "CREATE TABLE 城市 (名称 TEXT PRIMARY KEY, 市区面积 TEXT)",
                     [("甲", "8400平方千米"), ("乙", "90000平方千米"), ("丙", "15430平方千米")])
    async with serving(path) as ds:
        result = await ask(ds, "市区面积超过9000的城市")
        assert result["status"] == "resolved", result["reason"]
        rows = await rows_of(ds, result["links"]["sql"] if "sql" in result["links"] else result["links"]["table"])
        # as texts, '15430平方千米' > '9000' is false: the rows are compared by the number they spell
        assert sorted(r["名称"] for r in rows) == ["丙", "乙"]


@pytest.mark.parametrize("q, said", [("使用年数超过12年的购物网有哪些", "使用年数"), ("营业年数超过12年的购物网有哪些", "营业年数")])
async def test_years_a_verb_has_gone_on_are_since_the_tables_one_date(tmp_path, q, said):
    # (营业 is a verb the segmenter tags a noun)
    import datetime

    today = datetime.date.today()
    launched = [("甲", f"{today.year - 20}-01-15", 9), ("乙", f"{today.year - 5}-03-01", 7), ("丙", f"{today.year - 14}-06-30", 8)]
    path = one_table(tmp_path / "sites.db", "CREATE TABLE 购物网 (名称 TEXT PRIMARY KEY, 上线时间 DATE, 百度权重 INTEGER)", launched)
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "购物网", result["reason"]
        assert [c[:2] for c in conditions(result)] == [("上线时间", "lt")]
        spans = [(s["text"], s.get("column")) for s in result["understood"]["spans"] if s["as"] == "column"]
        assert spans == [(said, "上线时间")]  # what was read, shown
        rows = await rows_of(ds, result["links"]["table"])
        assert sorted(r["名称"] for r in rows) == ["丙", "甲"]
    # a row's own year is no date something has gone on since
    path = one_table(tmp_path / "prizes.db", "CREATE TABLE 奖项名单 (名称 TEXT PRIMARY KEY, 年份 DATE, 国家 TEXT)",
                     [("甲", "2001", "法国")])
    async with serving(path) as ds:
        result = await ask(ds, "颁奖年数超过12年的奖项名单")
        assert result["status"] != "resolved", result.get("predicate")


@pytest.mark.parametrize("q", ["离婚年数超过12年的明星有哪些", "离婚年数不等于12年的明星"])
async def test_years_since_an_event_are_not_since_another_events_date(tmp_path, q):
    # 毕业时间 is the table's one date, but divorcing is not graduating: the years since a divorce are
    # asked about, never read on the day they graduated (`毕业年数` is)
    path = one_table(tmp_path / "stars.db", "CREATE TABLE 明星 (姓名 TEXT PRIMARY KEY, 毕业时间 DATE, 毕业院校 TEXT)",
                     [("甲", "2001-07-01", "北京电影学院"), ("乙", "2015-07-01", "中央戏剧学院")])
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] != "resolved", result.get("predicate")
        assert "离婚" in result["reason"]
        graduated = await ask(ds, "毕业年数超过12年的明星有哪些")
        assert graduated["status"] == "resolved", graduated["reason"]
        assert [c[:2] for c in conditions(graduated)] == [("毕业时间", "lt")]


async def test_the_tables_name_typed_twice_names_it_once(tmp_path):
    path = tmp_path / "hotels.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 酒店 (id INTEGER PRIMARY KEY, 名称 TEXT, 城市 TEXT);
        CREATE TABLE 酒店客房 (id INTEGER PRIMARY KEY, 酒店id INTEGER REFERENCES 酒店(id), 房型 TEXT, 价格 REAL,
                              剩余房间数 INTEGER);
        INSERT INTO 酒店 VALUES (1, '甲', '杭州');
        INSERT INTO 酒店客房 VALUES (1, 1, '大床房', 300, 5), (2, 1, '双床房', 350, 2);
    """)
    conn.close()
    async with serving(str(path)) as ds:
        result = await ask(ds, "给出酒店客房的房型，以及酒店客房的剩余房间数")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "酒店客房", result["reason"]
        assert result["understood"]["entity"] == "酒店客房"


async def test_a_continent_is_the_one_column_named_with_zhou(tmp_path):
    path = one_table(tmp_path / "countries.db", "CREATE TABLE 国家 (名称 TEXT PRIMARY KEY, 所属洲 TEXT, 人口 INTEGER)",
                     [("中国", "亚洲", 14), ("日本", "亚洲", 1), ("韩国", "亚洲", 1), ("法国", "欧洲", 1)])
    async with serving(path) as ds:
        result = await ask(ds, "每个大洲有多少个国家？")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "国家", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["所属洲"]}
        result = await ask(ds, "哪些大洲拥有的国家多于2个")
        assert result["intent"]["having"] == {"fn": "count", "op": "gt", "value": 2}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["所属洲"] for r in rows] == ["亚洲"]


async def test_per_each_one_who_does_the_verb(tmp_path):
    path = one_table(tmp_path / "awards.db", "CREATE TABLE 金曲奖 (届 INTEGER PRIMARY KEY, 主持人 TEXT, 奖项数量 INTEGER)",
                     [(1, "甲", 20), (2, "甲", 22), (3, "乙", 25)])
    async with serving(path) as ds:
        result = await ask(ds, "每个主持人主持的金曲奖有多少")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "金曲奖", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["主持人"]}
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted((r["主持人"], r["count(*)"]) for r in rows) == [("乙", 1), ("甲", 2)]


async def test_more_measure_words_and_degrees_celsius(tmp_path):
    path = one_table(tmp_path / "teams.db", "CREATE TABLE 球队 (名称 TEXT PRIMARY KEY, 赛区 TEXT, 主场平均温度 REAL)",
                     [("甲", "北区", 12.0), ("乙", "北区", 20.0), ("丙", "南区", 25.0)])
    async with serving(path) as ds:
        result = await ask(ds, "每个赛区的球队有多少支")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "球队", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["赛区"]}
        result = await ask(ds, "主场平均温度不超过15摄氏度的球队")
        assert conditions(result) == [("主场平均温度", "lte", "15")], result["reason"]


async def test_a_quantity_worked_out_from_columns_in_english(tmp_path):
    path = one_table(tmp_path / "en.db", "CREATE TABLE cities (id INTEGER PRIMARY KEY, name TEXT, population INTEGER, "
                     "area REAL)", [(1, "Avon", 100, 10.0), (2, "Brill", 300, 20.0)])
    async with serving(path) as ds:
        response = await ds.client.get("/-/dbgraph.json", params={"q": "show the population density of cities",
                                                                  "_lang": "en"})
        result = response.json()
        assert result["status"] == "resolved" and result["resolved"]["table"] == "cities", result["reason"]
        assert conditions(result) == []
        assert "“density” is worked out from several columns" in result["reason"]
        response = await ds.client.get("/-/dbgraph.json", params={"q": "cities with population density over 10",
                                                                  "_lang": "en"})
        assert response.json()["status"] != "resolved"


@pytest.mark.parametrize("q", ["给出各个城市的球场占比", "按球场占比由高到低给出所有城市", "哪3个城市球场占比最高"])
async def test_a_word_typed_onto_a_quantity_names_the_quantity(cities, q):
    # `球场占比`: no table knows 球场; typed onto 占比 it says what the share is of, not which rows
    async with serving(cities) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", (q, result["reason"])
        assert conditions(result) == [] and "_sort" not in result["links"]["table"], q
        assert "“占比” 要用几个字段算出来" in result["reason"] and "“球场”" in result["reason"], result["reason"]
        assert len(await rows_of(ds, result["links"]["table"])) == len(ROWS)
        # compared, it is still refused: no rows are picked by it
        compared = await ask(ds, "球场占比高于40%的城市有哪些")
        assert compared["status"] != "resolved" and "占比" in compared["reason"], compared.get("predicate")
        # a negation typed onto it says which rows: asked about, never left out
        assert (await ask(ds, "给出各个城市的非球场占比"))["status"] != "resolved"


async def test_the_table_that_reads_the_quantitys_word_answers(tmp_path):
    path = tmp_path / "awards.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 各届金曲奖 (名称 TEXT PRIMARY KEY, 年份 INTEGER, 参赛作品数量 INTEGER, 入围作品数量 INTEGER);
        CREATE TABLE 金曲奖提名名单 (id INTEGER PRIMARY KEY, 提名作品 TEXT, 歌手 TEXT, 年份 INTEGER);
        INSERT INTO 各届金曲奖 VALUES ('第29届', 2018, 500, 40), ('第28届', 2017, 450, 35), ('第30届', 2019, 520, 42);
        INSERT INTO 金曲奖提名名单 VALUES (1, '甲', '某', 2017);
    """)
    conn.close()
    async with serving(str(path)) as ds:
        # 入围 is a column's word of 各届金曲奖 only: elsewhere it would be left out as part of 入围比例
        result = await ask(ds, "给出2018年之前的金曲奖和对应的作品入围比例")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "各届金曲奖", result["reason"]
        assert conditions(result) == [("年份", "lt", "2018")]
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["名称"] for r in rows] == ["第28届"]


async def test_a_sum_or_product_no_column_holds_is_worked_out_too(tmp_path):
    # `累计销售额` is 售价 × 累计销量 and `评价人次` 评价人数 × a share: no column holds them
    path = one_table(tmp_path / "cars.db", "CREATE TABLE 车型 (名称 TEXT PRIMARY KEY, 售价 INTEGER, 累计销量 INTEGER, "
                     "评价人数 INTEGER, \"5星占比\" REAL)",
                     [("甲", 100000, 30, 200, 0.5), ("乙", 200000, 10, 100, 0.2)])
    async with serving(path) as ds:
        for q, word in (("给出所有车型的累计销售额", "销售额"), ("按评价人次由少到多排列所有车型", "人次")):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and result["resolved"]["table"] == "车型", (q, result["reason"])
            assert conditions(result) == [] and f"“{word}” 要用几个字段算出来" in result["reason"], result["reason"]
            assert len(await rows_of(ds, result["links"]["table"])) == 2
        result = await ask(ds, "累计销售额超过100万的车型")
        assert result["status"] != "resolved" and not result.get("predicate"), result.get("predicate")


async def test_several_words_typed_onto_a_quantity_name_it_even_when_another_table_has_one(tmp_path):
    # `淡旺季票价差额`: 淡旺季 and 票价 together say what the difference is of (旺季门票价格 − 淡季门票价格);
    # 票价 is also a column of the museums, which the question does not ask about
    path = tmp_path / "sights.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 景区 (名称 TEXT PRIMARY KEY, 所属城市 TEXT, 旺季门票价格 INTEGER, 淡季门票价格 INTEGER);
        CREATE TABLE 博物馆 (名称 TEXT PRIMARY KEY, 票价 INTEGER);
        INSERT INTO 景区 VALUES ('西湖', '杭州', 0, 0), ('黄山', '黄山', 190, 150), ('泰山', '泰安', 115, 100);
        INSERT INTO 博物馆 VALUES ('故宫', 60);
    """)
    conn.close()
    async with serving(str(path)) as ds:
        for q in ("给出各景区的所属城市以及淡旺季票价差额", "按淡旺季票价差价由大到小排列所有景区",
                  "给出各景区的所属城市以及淡旺季票价差额数"):  # (数 typed onto it: the number of that difference)
            result = await ask(ds, q)
            assert result["status"] == "resolved" and result["resolved"]["table"] == "景区", (q, result["reason"])
            assert conditions(result) == [] and "_sort" not in result["links"]["table"], q
            assert "“淡旺季”" in result["reason"] and "“票价”" in result["reason"], result["reason"]
            assert len(await rows_of(ds, result["links"]["table"])) == 3
        # a negation among the words says which rows: asked about
        assert (await ask(ds, "给出各景区的非旺季票价差额"))["status"] != "resolved"
        # compared, the difference picks no rows
        compared = await ask(ds, "淡旺季票价差额超过30的景区")
        assert compared["status"] != "resolved" and not compared.get("predicate"), compared.get("predicate")


async def test_a_number_that_begins_a_columns_name_typed_onto_more_words_names_a_quantity(tmp_path):
    # `1星评价人数` is 评价人数 × 1星占比 and `5A景区比例` 5A级景点数量 / 景点数量: the number begins a column's
    # name, so it is no value of any column (not a 豆瓣评分 of 1): the quantity is named, the rows all there
    path = tmp_path / "books.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 书籍 (名称 TEXT PRIMARY KEY, 豆瓣评分 REAL, 评价人数 INTEGER, "5星占比" REAL, "1星占比" REAL);
        CREATE TABLE 旅游城市 (名称 TEXT PRIMARY KEY, "5A级景点数量" INTEGER, 景点数量 INTEGER);
        INSERT INTO 书籍 VALUES ('甲', 9.3, 1000, 0.6, 0.05), ('乙', 8.1, 500, 0.3, 0.1), ('丙', 1.0, 20, 0.0, 0.9);
        INSERT INTO 旅游城市 VALUES ('杭州', 3, 30), ('黄山', 1, 5);
    """)
    conn.close()
    async with serving(str(path)) as ds:
        for q, table, words in (("给出所有书籍的1星评价人数", "书籍", "1星评价人数"),
                                ("按5星评价人次由多到少排列所有书籍", "书籍", "5星评价人次"),
                                ("给出各旅游城市的5A景区比例", "旅游城市", "5A景区比例")):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and result["resolved"]["table"] == table, (q, result["reason"])
            assert conditions(result) == [] and "_sort" not in result["links"]["table"], (q, conditions(result))
            assert f"“{words}” 要用几个字段算出来" in result["reason"], result["reason"]
            assert len(await rows_of(ds, result["links"]["table"])) in (2, 3)
        # compared, it picks no rows: refused, naming it (not 5000 read for some other column)
        result = await ask(ds, "5星评价人次高于500的书籍有哪些")
        assert result["status"] != "resolved" and not result.get("predicate"), result.get("predicate")
        assert "“5星评价人次”要用几个字段算出来" in result["reason"], result["reason"]
        # the column's whole name is that column, as before
        result = await ask(ds, "5星占比超过50%的书籍")
        assert conditions(result) == [("5星占比", "gt", "0.5")], conditions(result)


async def test_a_share_of_one_thing_in_another_said_with_zhan_is_a_quantity_worked_out(tmp_path):
    # `院士占所有医生的比例` is 院士数量 / 职工数量: 占, 医生 and the words between name the quantity
    path = one_table(tmp_path / "hospitals.db", "CREATE TABLE 医院 (名称 TEXT PRIMARY KEY, 院士数量 INTEGER, 职工数量 INTEGER)",
                     [("甲院", 5, 2780), ("乙院", 2, 3000), ("丙院", 1, 900)])
    async with serving(path) as ds:
        for q in ("拥有职工超过2780名的医院有哪些，并给出这些医院拥有的院士占全部医生的比例",
                  "按院士占所有医生比例由高到低给出所有医院"):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and result["resolved"]["table"] == "医院", (q, result["reason"])
            assert "_sort" not in result["links"]["table"], q
            assert "“比例” 要用几个字段算出来" in result["reason"], result["reason"]
        assert conditions(await ask(ds, "拥有职工超过2780名的医院有哪些，并给出这些医院拥有的院士占全部医生的比例")) == \
            [("职工数量", "gt", "2780")]
        # compared, it picks no rows
        result = await ask(ds, "院士占所有医生比例超过0.1的医院")
        assert result["status"] != "resolved" and not result.get("predicate"), result.get("predicate")


@pytest.mark.parametrize("q, desc, limit", [
    ("举办巡演最多的是哪个乐队", True, 1),     # the verb typed onto the table's word says what the rows are
    ("举办巡演最少的是哪2个乐队", False, 2),
    ("哪位乐队举办的巡演最多", True, 1),        # 哪位 asks which of the group, as 哪个 does
])
async def test_a_verb_typed_onto_the_rows_counted_per_group(tmp_path, q, desc, limit):
    path = one_table(tmp_path / "tours.db", "CREATE TABLE 巡演 (编号 INTEGER PRIMARY KEY, 名称 TEXT, 乐队 TEXT, 场次 INTEGER)",
                     [(1, "夏", "甲", 3), (2, "秋", "甲", 5), (3, "冬", "甲", 2), (4, "春", "乙", 9), (5, "回", "丙", 1),
                      (6, "归", "丙", 4)])
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "巡演", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["乐队"], "order": {"fn": "count", "desc": desc},
                                    "limit": limit}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["乐队"] for r in rows] == (["甲"] if desc else ["乙", "丙"])
        # `最少有3场` is at least 3 shows, no fewest: the verb before it stays asked about
        assert (await ask(ds, "举办巡演最少有3场的乐队"))["status"] != "resolved"


async def test_no_count_per_the_tables_own_name(tmp_path):
    # `哪些省拥有的高校最少` read on the provinces table, grouped by its own 省名, counts each province once:
    # what is counted belongs to other tables' rows — asked about, never a count of 1 per province
    path = tmp_path / "schools.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 省份 (词条id INTEGER PRIMARY KEY, 省名 TEXT, 考生数量 INTEGER, 重点高校数量 INTEGER,
                          普通高校数量 INTEGER);
        CREATE TABLE 学校 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 所在省份 TEXT, 类型 TEXT);
        CREATE TABLE 各省高校招生计划 (学校id INTEGER REFERENCES 学校(词条id), 省份id INTEGER REFERENCES 省份(词条id),
                                      招生人数 INTEGER);
        INSERT INTO 省份 VALUES (1, '浙江', 30, 10, 100), (2, '江苏', 40, 16, 160), (3, '广东', 70, 15, 150);
        INSERT INTO 学校 VALUES (1, '甲大学', '浙江', '综合'), (2, '乙大学', '江苏', '理工'), (3, '丙大学', '江苏', '综合');
    """)
    conn.close()
    async with serving(str(path)) as ds:
        result = await ask(ds, "哪些省拥有的高校最少，给出前2省份")
        assert result["status"] != "resolved", result["reason"]
        # the schools per province are counted on the schools' table
        result = await ask(ds, "每个省份有多少所学校")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "学校", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["所在省份"]}


async def test_a_lifespan_is_worked_out_never_an_age_today(tmp_path):
    path = one_table(tmp_path / "emperors.db", "CREATE TABLE 皇帝 (中文名 TEXT PRIMARY KEY, 出生时间 DATE, 去世时间 DATE)",
                     [("甲", "1654-05-04", "1722-12-20"), ("乙", "1711-09-25", "1799-02-07")])
    async with serving(path) as ds:
        # ordered by the years from birth to death: no column holds them, so no order by the birth date
        result = await ask(ds, "按生平年龄由低到高给出所有皇帝名字")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "皇帝", result["reason"]
        assert not result.get("intent") and "生平" in result["reason"]
        assert "_sort" not in result["links"]["table"]
        # compared, the lifespan is refused, saying why — never an age counted to today
        result = await ask(ds, "哪些皇帝的生平年龄高于50岁")
        assert result["status"] != "resolved" and "生平年龄" in result["reason"], result["reason"]


async def test_a_verb_typed_onto_the_rows_counted_and_compared(tmp_path):
    path = one_table(tmp_path / "tours.db", "CREATE TABLE 巡演 (编号 INTEGER PRIMARY KEY, 名称 TEXT, 乐队 TEXT, 场次 INTEGER)",
                     [(1, "夏", "甲", 3), (2, "秋", "甲", 5), (3, "冬", "甲", 2), (4, "春", "乙", 9), (5, "回", "丙", 1)])
    async with serving(path) as ds:
        result = await ask(ds, "举办巡演超过2个的乐队有哪些")  # 举办 says what the rows are: they are counted
        assert result["status"] == "resolved" and result["resolved"]["table"] == "巡演", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["乐队"], "having": {"fn": "count", "op": "gt", "value": 2}}
        assert [r["乐队"] for r in await rows_of(ds, result["links"]["sql"])] == ["甲"]


@pytest.mark.parametrize("q, fn", [
    ("评分高于8分的电影中，5星最大占比是多少", "max"),
    ("评分高于8分的电影里五星的平均占比是多少", "avg"),
])
async def test_an_intent_word_typed_inside_a_name_a_number_begins(tmp_path, q, fn):
    path = one_table(tmp_path / "films.db",
                     "CREATE TABLE 电影 (名称 TEXT PRIMARY KEY, 评分 REAL, \"5星占比\" REAL, \"1星占比\" REAL)",
                     [("甲", 8.5, 0.4, 0.05), ("乙", 9.1, 0.6, 0.02), ("丙", 7.0, 0.2, 0.1)])
    async with serving(path) as ds:
        # 最大, 平均 typed inside 5星占比 ask of that column; 5星 is no value of 评分
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "电影", result["reason"]
        assert conditions(result) == [("评分", "gt", "8")]
        assert result["intent"] == {"aggregate": {"fn": fn, "column": "5星占比"}}
        rows = await rows_of(ds, result["links"]["sql"])
        assert list(rows[0].values()) == [0.6 if fn == "max" else 0.5]
