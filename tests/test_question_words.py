"""Words people type around a question's conditions and groups, through a real Datasette serving a
real SQLite file (docs/one-box.md, "Words the segmenter guesses", "Spoken numbers", "What is counted
per group"):

- two characters the segmenter guesses are one word (`省有`, `岁且`) are the words they are, and a
  superlative glued to the next word (`最|小排量`) is cut out of it; `社交类APP` is 社交APP;
- `100元时`, `已经`, `一年内`: a unit before 时 (when), an adverb, within a period say no condition;
  `在什么地方` asks where, as `在哪里` does;
- `一米九` is 1.9 m, compared with rows written `190cm` (or as centimetres) by the number they spell;
- the group counted is the column asked which of — also when its word fits a count column too, or is
  typed twice; an age is no value of a dynasty; `酒店数` on hotel groups is the column 酒店数量.
"""

from __future__ import annotations

import sqlite3

import pytest

from datasette_dbgraph.onebox.reader import read
from tests.test_question_heads import one_table
from tests.test_question_totals import ask, conditions, rows_of, serving

pytestmark = pytest.mark.asyncio


def having(group: str, op: str, value: int) -> dict:
    return {"count": True, "group_by": [group], "having": {"fn": "count", "op": op, "value": value}}


async def answered(ds, q: str, table: str) -> dict:
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table, (q, result["reason"])
    return result


@pytest.mark.filterwarnings("ignore")
def test_a_word_the_segmenter_guesses_is_cut_as_its_dictionary_cuts_it():
    assert [t.text for t in read("哪些省有多于5家公司").tokens][:3] == ["哪些", "省", "有"]
    assert [t.text for t in read("51岁且身高不到190").tokens][:2] == ["51岁", "且"]
    # words the dictionary has stay whole
    assert [t.text for t in read("所有的公司都有哪些").tokens][0] == "所有"


@pytest.mark.filterwarnings("ignore")
def test_a_superlative_glued_to_the_next_word_is_cut_out_of_it():
    # the dictionary glues 最小's second character to the word after it: 最 | 小排量, 最 | 多次
    assert [(t.text, t.kind) for t in read("最小排量是多少").tokens][:2] == [("最小", "intent"), ("排量", "word")]
    assert [t.text for t in read("参加春晚最多次").tokens][-2:] == ["最多", "次"]
    assert [t.text for t in read("最年轻的演员").tokens][:2] != ["最年", "轻"]  # 最年 is no superlative
    assert [t.text for t in read("最多为5个").tokens][:2] == ["最多", "为"]  # (为 then bounds nothing more)


@pytest.mark.filterwarnings("ignore")
def test_each_glued_to_the_next_word_is_cut_out_of_it():
    # the dictionary keeps 各个单位 whole: per each, and the word it groups by
    assert [(t.text, t.kind) for t in read("各个单位主办的峰会").tokens][:2] == [("各个", "intent"), ("单位", "word")]


async def test_a_superlative_glued_to_its_column_word_answers(tmp_path):
    path = one_table(tmp_path / "cars.db", "CREATE TABLE 车型 (名称 TEXT PRIMARY KEY, 排量 REAL, 售价 INTEGER)",
                     [("甲", 1.5, 100000), ("乙", 2.0, 200000)])
    async with serving(path) as ds:
        result = await answered(ds, "在所有车型中，最小排量是多少", "车型")
        assert result["understood"]["intent"]["aggregate"] == {"fn": "min", "column": "排量"}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [list(r.values()) for r in rows] == [[1.5]]
    assert "具有" in [t.text for t in read("具有博士学位的员工").tokens]


async def test_the_province_asked_in_a_word_the_segmenter_glued(tmp_path):
    path = one_table(tmp_path / "companies.db", "CREATE TABLE 公司 (名称 TEXT PRIMARY KEY, 所属省份 TEXT, 创始人 TEXT)",
                     [("甲", "浙江", "a"), ("乙", "浙江", "b"), ("丙", "浙江", "c"), ("丁", "江苏", "d")])
    async with serving(path) as ds:
        result = await answered(ds, "哪些省有多于2家公司", "公司")
        assert result["intent"] == having("所属省份", "gt", 2)
        rows = await rows_of(ds, result["links"]["sql"])
        assert [(r["所属省份"], r["count(*)"]) for r in rows] == [("浙江", 3)]


async def test_a_district_asked_by_its_one_character(tmp_path):
    path = one_table(tmp_path / "estates.db", "CREATE TABLE 北京小区 (名称 TEXT PRIMARY KEY, 所属区域 TEXT, 户数 INTEGER)",
                     [("甲", "海淀", 100), ("乙", "海淀", 200), ("丙", "朝阳", 300)])
    async with serving(path) as ds:
        result = await answered(ds, "北京每个区有多少个小区？", "北京小区")
        assert result["intent"] == {"count": True, "group_by": ["所属区域"]}


async def test_a_unit_before_when_an_adverb_and_within_a_period_say_no_condition(tmp_path):
    path = one_table(tmp_path / "goods.db",
                     "CREATE TABLE 商品 (名称 TEXT PRIMARY KEY, 售价 REAL, 库存 INTEGER, 所属平台 TEXT, 上架时间 DATE)",
                     [("甲", 50.0, 5, "天猫", "2020-01-01"), ("乙", 150.0, 50, "京东", "2021-01-01"),
                      ("丙", 80.0, 30, "天猫", "2022-06-01")])
    async with serving(path) as ds:
        result = await answered(ds, "售价低于100元时，商品最多的平台", "商品")
        assert conditions(result) == [("售价", "lt", "100")]
        result = await answered(ds, "库存已经低于10的商品有哪些", "商品")
        assert conditions(result) == [("库存", "lt", "10")]
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["名称"] for r in rows] == ["甲"]
        for q in ("最近一年内上架的商品", "上架时间在一年内的商品", "3年内上架的商品", "上架3年内的商品"):
            result = await answered(ds, q, "商品")
            assert [c[:2] for c in conditions(result)] == [("上架时间", "gte"), ("上架时间", "lt")], q
        # `最多3年`, `最少2年` after a date's word: at most, at least that long ago — no maximum of the date
        for q, op in (("上架最多3年的商品", "gte"), ("上架最少2年的商品", "lt")):
            result = await answered(ds, q, "商品")
            assert [c[:2] for c in conditions(result)] == [("上架时间", op)], q
            assert not result.get("intent"), q
        # `上架了2年`: 了 between the date's word and a length says it has gone on that long, as `上架2年`
        assert conditions(await answered(ds, "上架了2年的商品", "商品")) == conditions(await answered(ds, "上架2年的商品", "商品"))
        # `以内` after a length is at most that length, as before
        result = await answered(ds, "库存在30以内的商品", "商品")
        assert conditions(result) == [("库存", "lte", "30")]


@pytest.mark.parametrize("q, op, names", [
    ("身高一米九以上的球员", "gte", ["丙", "乙"]),
    ("身高超过1米85的球员", "gt", ["丙", "乙"]),
    ("身高为一米九的球员", "exact", ["乙"]),
    ("身高不是1米9的球员", "not", ["丙", "甲"]),
])
async def test_a_height_said_in_metres_and_the_digits_after_them(tmp_path, q, op, names):
    path = one_table(tmp_path / "players.db", "CREATE TABLE 球员 (姓名 TEXT PRIMARY KEY, 身高 TEXT, 体重 INTEGER)",
                     [("甲", "180cm", 80), ("乙", "190cm", 90), ("丙", "201cm", 100)])
    async with serving(path) as ds:
        result = await answered(ds, q, "球员")
        [condition] = result["predicate"]["conditions"]
        assert (condition["column"], condition["op"], condition.get("as_number")) == ("身高", op, "number")
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted(r["姓名"] for r in rows) == sorted(names)


async def test_metres_with_no_column_word_on_rows_that_write_centimetres(tmp_path):
    # a number column whose rows write their unit: the metres point at the height, read in the rows' terms
    path = one_table(tmp_path / "players.db", "CREATE TABLE 球员 (姓名 TEXT PRIMARY KEY, 身高 NUMERIC, 体重 INTEGER)",
                     [("甲", "180cm", 80), ("乙", "190cm", 90), ("丙", "201cm", 100)])
    async with serving(path) as ds:
        result = await answered(ds, "1米9以下的球员", "球员")
        [condition] = result["predicate"]["conditions"]
        assert (condition["column"], condition["op"], condition["value"], condition.get("as_number")) == \
            ("身高", "lte", 190, "number")
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted(r["姓名"] for r in rows) == ["乙", "甲"]


async def test_a_height_in_metres_on_rows_in_centimetres(tmp_path):
    path = one_table(tmp_path / "players.db", "CREATE TABLE 球员 (姓名 TEXT PRIMARY KEY, 身高 INTEGER, 体重 INTEGER)",
                     [("甲", 180, 80), ("乙", 190, 90), ("丙", 201, 100)])
    async with serving(path) as ds:
        result = await answered(ds, "身高一米九以上的球员", "球员")
        assert conditions(result) == [("身高", "gte", "190")]


async def test_the_group_asked_which_of_among_a_text_and_a_count_column(tmp_path):
    path = one_table(tmp_path / "sellers.db",
                     "CREATE TABLE 商家 (名称 TEXT PRIMARY KEY, 所属国家 TEXT, 网店覆盖国家数量 INTEGER)",
                     [("甲", "中国", 10), ("乙", "中国", 20), ("丙", "美国", 30)])
    async with serving(path) as ds:
        result = await answered(ds, "哪些国家的商家少于2个", "商家")
        assert result["intent"] == having("所属国家", "lt", 2)
        rows = await rows_of(ds, result["links"]["sql"])
        assert [(r["所属国家"], r["count(*)"]) for r in rows] == [("美国", 1)]


async def test_the_group_typed_twice_and_a_least_beside_a_column_word(tmp_path):
    path = one_table(tmp_path / "summits.db",
                     "CREATE TABLE 峰会 (名称 TEXT PRIMARY KEY, 主办单位 TEXT, 行业 TEXT, 历时天数 INTEGER, 校招人数 INTEGER)",
                     [("甲", "协会", "IT", 3, 10), ("乙", "协会", "IT", 2, 20), ("丙", "学会", "金融", 4, 30)])
    async with serving(path) as ds:
        result = await answered(ds, "主办不多过1届峰会的单位都有啥", "峰会")
        assert result["intent"] == having("主办单位", "lte", 1)
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["主办单位"] for r in rows] == ["学会"]
        # `最少校招人数`: the segmenter's 少校 (a rank) does not hide the least asked
        result = await answered(ds, "哪些行业峰会数量不少于2个，其最少校招人数是多少", "峰会")
        assert result["intent"]["group_by"] == ["行业"] and result["intent"]["having"]["value"] == 2
        assert "最少" not in [s["text"] for s in result["understood"]["spans"] if s["as"] in ("unknown", "unused")]


async def test_an_age_is_no_value_of_the_column_word_before_it(tmp_path):
    path = one_table(tmp_path / "poets.db",
                     "CREATE TABLE 诗人 (姓名 TEXT PRIMARY KEY, 所处朝代 TEXT, 年龄 INTEGER, 作品数量 INTEGER)",
                     [("甲", "唐", 30, 100), ("乙", "唐", 35, 200), ("丙", "宋", 60, 300), ("丁", "唐", 70, 50)])
    async with serving(path) as ds:
        result = await answered(ds, "哪些朝代40岁以下的诗人有2位以上", "诗人")
        assert conditions(result) == [("年龄", "lte", "40")]
        assert result["intent"] == having("所处朝代", "gte", 2)


async def test_the_tables_word_and_shu_are_its_count_column(tmp_path):
    path = one_table(tmp_path / "hotels.db",
                     "CREATE TABLE 酒店集团 (名称 TEXT PRIMARY KEY, 酒店数量 INTEGER, 总部所在省 TEXT)",
                     [("甲", 300, "上海"), ("乙", 800, "北京")])
    async with serving(path) as ds:
        result = await answered(ds, "哪些酒店集团的酒店数少于500个，还有酒店集团的总部在哪个省", "酒店集团")
        assert conditions(result) == [("酒店数量", "lt", "500")] and not result.get("intent")
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["名称"] for r in rows] == ["甲"]
        # typed first, the table named whole after it
        result = await answered(ds, "酒店数不是300个，总部在北京的酒店集团", "酒店集团")
        assert conditions(result) == [("酒店数量", "not", "300"), ("总部所在省", "exact", "北京")]


async def test_a_verb_of_the_rows_taking_place_before_their_count(tmp_path):
    path = one_table(tmp_path / "expo.db", "CREATE TABLE 世界博览会 (届次 INTEGER PRIMARY KEY, 城市 TEXT, 展商数量 INTEGER)",
                     [(1, "上海", 100), (2, "上海", 200), (3, "杭州", 300)])
    async with serving(path) as ds:
        result = await answered(ds, "世界博览会举办了多少次", "世界博览会")
        assert result["intent"] == {"count": True} and not result.get("predicate")
        assert "举办" in result["reason"]  # left out, and named
        rows = await rows_of(ds, result["links"]["sql"])
        assert rows == [{"count(*)": 3}]
        # a verb that may be a condition is still asked about
        result = await ask(ds, "世界博览会取消了多少次")
        assert result["status"] != "resolved" and "取消" in result["reason"]


async def test_a_lone_character_after_a_which_word_and_a_place_said_as_didian(tmp_path):
    path = one_table(tmp_path / "countries.db",
                     "CREATE TABLE 国家 (名称 TEXT PRIMARY KEY, 所属洲 TEXT, 出生地 TEXT, 人口 INTEGER)",
                     [("中国", "亚洲", "北京", 14), ("法国", "欧洲", "巴黎", 1)])
    async with serving(path) as ds:
        result = await answered(ds, "人口超过10的国家，以及这些国家在哪个洲", "国家")
        assert result["understood"]["fields"] == ["所属洲"] and conditions(result) == [("人口", "gt", "10")]
        result = await answered(ds, "给出国家的名称和出生地点", "国家")
        assert "出生地" in result["understood"]["fields"]


async def test_a_number_that_could_be_a_year_with_a_unit_no_year_has(tmp_path):
    path = one_table(tmp_path / "events.db", "CREATE TABLE 酒店活动费用 (活动类型 TEXT, 人数规模 INTEGER, 费用 REAL)",
                     [("会议", 1500, 10.0), ("婚宴", 2500, 20.0)])
    async with serving(path) as ds:
        result = await answered(ds, "人数规模不大于2000人的酒店活动费用", "酒店活动费用")
        assert conditions(result) == [("人数规模", "lte", "2000")]
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["活动类型"] for r in rows] == ["会议"]
    assert [t.kind for t in read("2018届毕业生").tokens][0] == "period"  # a year's unit keeps it a year


async def test_a_name_typed_with_its_last_word_shortened_or_whole(tmp_path):
    path = tmp_path / "shops.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 购物网 (网站名称 TEXT PRIMARY KEY, 百度权重 INTEGER);
        CREATE TABLE 外文书籍 (书名 TEXT PRIMARY KEY, 字数 INTEGER);
        CREATE TABLE 奢侈品牌 (品牌 TEXT PRIMARY KEY, 国家 TEXT);
        CREATE TABLE 奢侈品渠道 (渠道 TEXT PRIMARY KEY, 占比 REAL);
        CREATE TABLE 订单 (单号 TEXT PRIMARY KEY, 金额 REAL);
        INSERT INTO 购物网 VALUES ('甲', 9), ('乙', 7);
    """)
    conn.commit()
    conn.close()
    async with serving(str(path)) as ds:
        result = await answered(ds, "百度权重是9的购物网站有哪些", "购物网")
        assert conditions(result) == [("百度权重", "exact", "9")] and "网站" in result["reason"]
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["网站名称"] for r in rows] == ["甲"]
        await answered(ds, "外文书有哪些", "外文书籍")
        # a word other tables have too is no shortening; nor a character that is a word of its own
        assert (await ask(ds, "奢侈品"))["status"] == "ambiguous"
        assert "写得短一些" not in (await ask(ds, "订单项"))["reason"]


async def test_the_passive_bei_says_no_condition(tmp_path):
    # `被多少商家覆盖`: 被 marks who does the verb; the count is of the rows per country
    path = one_table(tmp_path / "cover.db", "CREATE TABLE 商家覆盖国家 (id INTEGER PRIMARY KEY, 商家 TEXT, 国家 TEXT)",
                     [(1, "甲", "中国"), (2, "乙", "中国"), (3, "甲", "法国")])
    async with serving(path) as ds:
        result = await answered(ds, "每个国家被多少商家覆盖？", "商家覆盖国家")
        assert "被" in result["understood"]["ignored"] and not result.get("predicate")
        assert result["intent"]["group_by"] == ["国家"] and result["intent"]["count"] is True
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted((row["国家"], row["count(*)"]) for row in rows) == [("中国", 2), ("法国", 1)]


async def test_the_passive_before_a_role_is_asked_about(tmp_path):
    # `被邀请人` is the one invited, not the 邀请人 who invites: 被 is no word to leave out there
    path = one_table(tmp_path / "invites.db", "CREATE TABLE 邀请记录 (id INTEGER PRIMARY KEY, 邀请人 TEXT, 城市 TEXT)",
                     [(1, "张三", "上海"), (2, "李四", "北京")])
    async with serving(path) as ds:
        result = await ask(ds, "被邀请人是张三的邀请记录")
        assert result["status"] != "resolved" and "被" in result["reason"], result


async def test_each_edition_and_hosting_said_as_juban(tmp_path):
    path = one_table(tmp_path / "summits.db",
                     "CREATE TABLE 峰会 (名称 TEXT PRIMARY KEY, 年份 INTEGER, 主办国 TEXT, 主办城市 TEXT, 参加国家数量 INTEGER)",
                     [("甲会", 2012, "中国", "杭州", 20), ("乙会", 2016, "法国", "巴黎", 35), ("丙会", 2019, "日本", "大阪", 40)])
    async with serving(path) as ds:
        # `各届` is each one, as 各个: no group, no value
        result = await answered(ds, "给出各届峰会的主办国", "峰会")
        assert conditions(result) == [] and len(await rows_of(ds, result["links"]["table"])) == 3
        # 举办 says what 主办 says (glossary): the hosting country and city, the year it was held
        result = await answered(ds, "2015年之前举办的峰会有哪些，举办城市在哪里", "峰会")
        assert conditions(result) == [("年份", "lt", "2015")]
        assert [r["名称"] for r in await rows_of(ds, result["links"]["table"])] == ["甲会"]


async def test_a_name_said_short_for_the_one_column_named_so(tmp_path):
    path = one_table(tmp_path / "clubs.db",
                     "CREATE TABLE 篮球俱乐部 (词条id INTEGER PRIMARY KEY, 中文队名 TEXT, 所属地区 TEXT, 成立年份 INTEGER)",
                     [(1, "甲队", "北京", 1995), (2, "乙队", "上海", 2005)])
    async with serving(path) as ds:
        for q in ("成立年份早于2000年的篮球俱乐部的中文名是什么", "给出篮球俱乐部的中文名字和所属地区"):
            result = await ask(ds, q)  # 中文名 is 中文队名, the one text column beginning 中文 and ending in 名
            assert result["status"] == "resolved" and "中文队名" in result["reason"], (q, result["reason"])
        assert conditions(await ask(ds, "成立年份早于2000年的篮球俱乐部的中文名是什么")) == [("成立年份", "lt", "2000")]


async def test_issues_of_a_journal_counted_with_kan(tmp_path):
    path = one_table(tmp_path / "journals.db", "CREATE TABLE 期刊 (名称 TEXT PRIMARY KEY, 语言 TEXT, 出版刊数 INTEGER)",
                     [("甲刊", "中文", 1200), ("乙刊", "英文", 800), ("丙刊", "中文", 300)])
    async with serving(path) as ds:
        result = await answered(ds, "出版刊数超过1000刊的期刊", "期刊")  # 刊 counts issues, as 本 counts books
        assert conditions(result) == [("出版刊数", "gt", "1000")]
        result = await answered(ds, "每种语言的期刊平均出版了多少刊", "期刊")
        assert conditions(result) == [] and result["intent"]["group_by"] == ["语言"]


async def test_which_glued_to_a_place_and_the_plural_men(tmp_path):
    # the segmenter keeps `哪些地方` whole: which, and the place asked of; 们 only makes a plural
    assert [t.text for t in read("哪些地方出生的歌手们").tokens][:2] == ["哪些", "地方"]
    path = one_table(tmp_path / "singers.db", "CREATE TABLE 歌手 (姓名 TEXT PRIMARY KEY, 出生地 TEXT, 专辑数量 INTEGER)",
                     [("甲", "台北", 10), ("乙", "香港", 4), ("丙", "台北", 6)])
    async with serving(path) as ds:
        result = await answered(ds, "专辑数量超过5张的歌手们来自哪些地方", "歌手")
        assert conditions(result) == [("专辑数量", "gt", "5")] and "出生地" in result["reason"]
        assert sorted(r["姓名"] for r in await rows_of(ds, result["links"]["table"])) == ["丙", "甲"]


async def test_gdp_is_the_gross_product_and_a_total_compared_with_no_column_named(tmp_path):
    path = one_table(tmp_path / "cities.db",
                     "CREATE TABLE 城市 (名称 TEXT PRIMARY KEY, 所属省份 TEXT, 地区生产总值 INTEGER, 第二产业总值 INTEGER)",
                     [("甲市", "浙江", 300000000000, 100), ("乙市", "江苏", 800000000000, 200)])
    async with serving(path) as ds:
        result = await answered(ds, "GDP低于5000亿的城市", "城市")  # GDP: the glossary's 生产总值
        assert conditions(result) == [("地区生产总值", "lt", "500000000000")]
        # a total compared per a group, its column not said: refused, the reason naming no blank column
        result = await ask(ds, "城市GDP总和平均不超过3万亿的省份")
        assert result["status"] != "resolved" and "的是  的" not in result["reason"], result["reason"]
        assert "平均值或总和" in result["reason"]


async def test_who_does_something_is_never_left_out_as_a_verb(tmp_path):
    # the segmenter tags 赞助商 as a verb: left out, the Games table answered a question about sponsors
    path = tmp_path / "games.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 冬季奥运会 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 届数 INTEGER, 举办城市 TEXT);
        CREATE TABLE 奥运会赞助商 (赞助商名称 TEXT, 奥运会id INTEGER REFERENCES 冬季奥运会(词条id));
        INSERT INTO 冬季奥运会 VALUES (1, '甲', 1, '北京'), (2, '乙', 2, '平昌');
        INSERT INTO 奥运会赞助商 VALUES ('可口可乐', 1), ('可口可乐', 2), ('联想', 1);
    """)
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        result = await ask(ds, "每位赞助商赞助过多少届奥运会")
        assert result["status"] != "resolved" or result["resolved"]["table"] == "奥运会赞助商", result["reason"]
        assert "赞助商" not in [s["text"] for s in result["understood"]["spans"] if s["as"] == "unused"]


@pytest.mark.parametrize("name, q", [("中国体育赛事", "中国举办的体育赛事有多少个"), ("社交APP", "社交类APP有多少个")])
async def test_a_word_between_the_words_of_the_tables_name(tmp_path, name, q):
    # `中国举办的体育赛事` on 中国体育赛事 (a verb joins them), `社交类APP` on 社交APP (类: a kind of it): between
    # words of the name, in its order — every row; 类 with no word of the name before it is asked about
    path = one_table(tmp_path / "things.db", f"CREATE TABLE {name} (名称 TEXT PRIMARY KEY, 热度 INTEGER)",
                     [("甲", 5), ("乙", 9)])
    async with serving(path) as ds:
        result = await answered(ds, q, name)
        assert result["understood"]["intent"] == {"count": True}
        assert (await ask(ds, "类APP有多少个"))["status"] != "resolved"


async def test_a_verb_between_the_words_of_a_tables_name_in_another_order(tmp_path):
    # in the other order the words say something else (the galas guests took part in): not this table's rows
    path = tmp_path / "galas.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 央视春节晚会 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 年份 INTEGER);
        CREATE TABLE 春晚嘉宾 (嘉宾姓名 TEXT, 春晚id INTEGER REFERENCES 央视春节晚会(词条id));
        INSERT INTO 央视春节晚会 VALUES (1, '甲', 2001);
        INSERT INTO 春晚嘉宾 VALUES ('张三', 1);
    """)
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        result = await ask(ds, "嘉宾参与的春晚有哪些")
        assert result["status"] != "resolved" or result["resolved"]["table"] != "春晚嘉宾", result["reason"]


async def test_words_that_only_soften_a_request(tmp_path):
    # `具体的`, `一些`, `现在有哪些` say nothing of which rows or columns; `每一` is `每个`
    path = one_table(tmp_path / "teams.db",
                     "CREATE TABLE 篮球运动队 (名称 TEXT PRIMARY KEY, 所属国家 TEXT, 成立年份 INTEGER)",
                     [("甲", "中国", 1990), ("乙", "美国", 1950)])
    async with serving(path) as ds:
        result = await answered(ds, "给出所有篮球运动队具体的成立年份", "篮球运动队")
        assert result["understood"]["fields"] == ["成立年份"], result["understood"]
        result = await answered(ds, "给出一些成立年份在1980年之后的篮球运动队", "篮球运动队")
        assert conditions(result) == [("成立年份", "gt", "1980")]
        result = await answered(ds, "现在有哪些篮球运动队的成立年份在1980年之后", "篮球运动队")
        assert conditions(result) == [("成立年份", "gt", "1980")]
        result = await answered(ds, "每一所属国家有多少篮球运动队", "篮球运动队")
        assert result["understood"]["intent"] == {"count": True, "group_by": ["所属国家"]}


async def test_a_verbal_noun_between_the_group_and_the_tables_word(tmp_path):
    # `哪个负责人管理的公司最多`: 管理 (a verbal noun to the segmenter) is the verb joining them, as 建立 is
    path = one_table(tmp_path / "firms.db", "CREATE TABLE 公司 (名称 TEXT PRIMARY KEY, 负责人 TEXT, 员工数 INTEGER)",
                     [("甲", "张三", 10), ("乙", "张三", 20), ("丙", "李四", 5)])
    async with serving(path) as ds:
        result = await answered(ds, "哪个负责人管理的公司最多", "公司")
        assert result["understood"]["intent"] == {"count": True, "group_by": ["负责人"],
                                                  "order": {"fn": "count", "desc": True}, "limit": 1}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["负责人"] for r in rows] == ["张三"]
        # left out, and shown so: the answer says it did not use the word
        assert ("管理", "unused") in [(s["text"], s["as"]) for s in result["understood"]["spans"]]
        # after a value, the value says which rows
        assert conditions(await answered(ds, "张三管理的公司有哪些", "公司")) == [("负责人", "exact", "张三")]


@pytest.mark.parametrize("q, op, names", [("售价比5000元便宜的手机有哪些", "lt", ["乙"]), ("售价比5000元高的手机有哪些", "gt", ["甲"]),
                                          ("售价不比5000元低的手机有哪些", "gte", ["丙", "甲"])])
async def test_a_comparison_said_with_than(tmp_path, q, op, names):
    # `售价比5000元便宜` is 售价 < 5000, as `售价低于5000元`; `不比…低`, not less
    path = one_table(tmp_path / "phones.db", "CREATE TABLE 手机 (名称 TEXT PRIMARY KEY, 售价 INTEGER, 品牌 TEXT)",
                     [("甲", 8000, "A"), ("乙", 3000, "B"), ("丙", 5000, "C")])
    async with serving(path) as ds:
        result = await answered(ds, q, "手机")
        assert conditions(result) == [("售价", op, "5000")]
        assert sorted(r["名称"] for r in await rows_of(ds, result["links"]["table"])) == names


async def test_a_word_of_the_databases_name(tmp_path):
    # `中国戏剧有多少种` in the database 中国戏剧: 中国 names where the person looks, not which rows
    path = one_table(tmp_path / "中国戏剧.db", "CREATE TABLE 戏剧 (名称 TEXT PRIMARY KEY, 发源地 TEXT)",
                     [("京剧", "北京"), ("昆曲", "江苏")])
    async with serving(path) as ds:
        result = await answered(ds, "中国戏剧有多少种", "戏剧")
        assert result["understood"]["intent"] == {"count": True} and "中国" in result["understood"]["ignored"]
        assert conditions(await answered(ds, "发源地是北京的中国戏剧", "戏剧")) == [("发源地", "exact", "北京")]
    # a word some table of the database knows is no longer only its name's: asked about
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE 中国城市 (名称 TEXT PRIMARY KEY, 人口 INTEGER)")
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        assert (await ask(ds, "中国戏剧有多少种"))["status"] != "resolved"


async def test_a_count_of_what_a_column_names_is_no_count_of_rows(tmp_path):
    # `电视剧的导演有几个` on 电视剧 (its 导演 column): how many directors, not how many dramas — asked
    path = one_table(tmp_path / "dramas.db", "CREATE TABLE 电视剧 (剧名 TEXT PRIMARY KEY, 导演 TEXT, 集数 INTEGER)",
                     [("甲", "张三", 30), ("乙", "张三", 40)])
    async with serving(path) as ds:
        result = await ask(ds, "电视剧的导演有几个")
        assert result["status"] != "resolved"
        assert "导演" in result["reason"], result["reason"]
        # the rows counted, or a number's value asked, still answer
        assert (await answered(ds, "电视剧有几部", "电视剧"))["understood"]["intent"] == {"count": True}
        assert (await ask(ds, "电视剧的导演是谁，有多少集"))["status"] == "resolved"


async def test_there_are_rows_is_no_column_set(tmp_path):
    # `都有城市出现高温`: 有 before the column word and another word says there are such rows
    path = one_table(tmp_path / "heat.db", "CREATE TABLE 极端高温 (城市 TEXT, 出现日期 TEXT, 最高温度 INTEGER)",
                     [("甲", "2024-07-01", 41), ("乙", "2024-07-02", 39)])
    async with serving(path) as ds:
        result = await answered(ds, "按出现日期倒序排列，都有城市出现极端高温？", "极端高温")
        assert conditions(result) == []
        # `有城市的` still says the city is set
        assert conditions(await answered(ds, "有城市的极端高温", "极端高温")) == [("城市", "notnull", None)]


async def test_a_verb_typed_onto_a_column_word_after_of(tmp_path):
    # `车展的举办地点`: the verb says whose place, no word of the table's name — left out
    path = one_table(tmp_path / "shows.db",
                     "CREATE TABLE 车展 (名称 TEXT PRIMARY KEY, 地点 TEXT, 城市 TEXT, 展位数量 INTEGER)",
                     [("甲", "国展", "北京", 5), ("乙", "会展中心", "上海", 2)])
    async with serving(path) as ds:
        result = await answered(ds, "给出所有车展的举办地点和城市", "车展")
        assert result["understood"]["fields"] == ["地点", "城市"]
        # on a number compared it may say which number (booked stands, not all): asked about
        assert (await ask(ds, "哪些车展的预订展位数量超过3"))["status"] != "resolved"


CRUISES = ("邮轮路线", "路线名称", "CREATE TABLE 邮轮路线 (路线名称 TEXT PRIMARY KEY, 出发城市 TEXT, 内舱房价格 INTEGER)",
           [("甲", "上海", 4000), ("乙", "天津", 5000)])
HOTEL_GROUPS = ("酒店集团", "名称", "CREATE TABLE 酒店集团 (名称 TEXT PRIMARY KEY, 总部所在省 TEXT, 客房数量 INTEGER)",
                [("甲", "上海", 4000), ("乙", "北京", 6000)])


@pytest.mark.parametrize("schema, q, condition, field", [
    (CRUISES, "内舱房价格不超过4399的是哪些邮轮路线，以及从哪个城市出发", ("内舱房价格", "lte", "4399"), "出发城市"),
    (CRUISES, "内舱房价格不超过4399的邮轮路线又是从哪里出发的", ("内舱房价格", "lte", "4399"), "出发城市"),
    (HOTEL_GROUPS, "客房少于5000间的酒店集团有哪些，以及总部在什么地方", ("客房数量", "lt", "5000"), "总部所在省"),
    (HOTEL_GROUPS, "客房少于5000间的酒店集团，总部在哪里", ("客房数量", "lt", "5000"), "总部所在省"),
])
async def test_asking_where_compares_nothing(tmp_path, schema, q, condition, field):
    # `从哪里出发` asks where from, as `是哪个` asks which: 从 compares nothing there; 又 (again) says nothing;
    # `在什么地方` (in what place) after a column of places asks it, as `在哪里` does: 地方 no word to explain
    table, key, create, rows = schema
    async with serving(one_table(tmp_path / "where.db", create, rows)) as ds:
        result = await answered(ds, q, table)
        assert conditions(result) == [condition]
        assert field in result["understood"]["fields"]
        assert [row[key] for row in await rows_of(ds, result["links"]["table"])] == ["甲"]


async def test_in_what_place_with_no_place_read_is_asked(tmp_path):
    # no column of places before it: 什么地方 asks for a place the answer cannot show — asked, not left out
    path = one_table(tmp_path / "hotels.db", "CREATE TABLE 酒店集团 (名称 TEXT PRIMARY KEY, 客房数量 INTEGER)",
                     [("甲", 4000), ("乙", 6000)])
    async with serving(path) as ds:
        result = await ask(ds, "客房少于5000间的酒店集团在什么地方")
        assert result["status"] != "resolved" and "地方" in result["reason"]

async def test_an_average_compared_per_the_tables_word_after_of(tmp_path):
    # `…平均售价不高于3000元的平台有哪些` on 电视机平台: the word after 的, a word of the table's name that is
    # also its text column, is the group whose average is compared (`having`), as it is for a count
    path = one_table(tmp_path / "tv.db", "CREATE TABLE 电视机平台 (平台 TEXT, 型号 TEXT, 售价 INTEGER)",
                     [("京东", "A", 2000), ("京东", "B", 3000), ("天猫", "C", 5000)])
    async with serving(path) as ds:
        result = await answered(ds, "所有电视机平均售价不高于3000元的平台有哪些", "电视机平台")
        assert result["intent"] == {"aggregate": {"fn": "avg", "column": "售价"}, "group_by": ["平台"],
                                    "having": {"fn": "avg", "column": "售价", "op": "lte", "value": 3000}}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["平台"] for r in rows] == ["京东"]


async def test_a_score_said_short_and_per_a_group_under(tmp_path):
    # `口味分` is said for 口味评分 (分 after the word of a column of scores); `每个菜系下` is per cuisine
    path = one_table(tmp_path / "restaurants.db",
                     "CREATE TABLE 饭店 (名称 TEXT PRIMARY KEY, 菜系 TEXT, 口味评分 REAL, 人均价格 INTEGER)",
                     [("甲", "川菜", 4.9, 100), ("乙", "川菜", 4.5, 80), ("丙", "粤菜", 4.7, 200)])
    async with serving(path) as ds:
        result = await answered(ds, "给出各个饭店的口味分", "饭店")
        assert result["understood"]["fields"] == ["口味评分"]
        result = await answered(ds, "每个菜系下有多少家饭店", "饭店")
        assert result["understood"]["intent"] == {"count": True, "group_by": ["菜系"]}
        assert "下" in result["understood"]["ignored"]  # (said nothing: not a word left out, less certain)
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted((r["菜系"], r["count(*)"]) for r in rows) == [("川菜", 2), ("粤菜", 1)]
        # 下 after no group is no word said
        assert (await ask(ds, "菜系下的饭店"))["status"] != "resolved"


@pytest.mark.parametrize("q", ["奖项数量至少22项的金曲奖是哪几届", "哪几届金曲奖的奖项数量至少22项", "奖项数量至少22项的金曲奖有哪几届，主持人是谁"])
async def test_which_ones_said_with_a_measure_word_lists_them(tmp_path, q):
    # `哪几届`: which sessions (several) — as 哪些; `几届` inside it would count them instead
    path = one_table(tmp_path / "awards.db", "CREATE TABLE 各届金曲奖 (名称 TEXT PRIMARY KEY, 奖项数量 INTEGER, 主持人 TEXT)",
                     [("第20届", 22, "甲"), ("第21届", 25, "乙"), ("第22届", 18, "丙")])
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and not result.get("intent"), (result["reason"], result.get("intent"))
        assert sorted(row["名称"] for row in await rows_of(ds, result["links"]["table"])) == ["第20届", "第21届"]
        counted = await ask(ds, "奖项数量至少22项的金曲奖有几届")
        assert counted["status"] == "resolved" and counted["intent"] == {"count": True}, counted["reason"]
