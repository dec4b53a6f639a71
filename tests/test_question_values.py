"""Questions people type, read against what the rows hold, through a real Datasette serving a real
SQLite file (docs/one-box.md: Safety, Questions, Values from the data): the comparison typed after a
value wins over the copula before it (`是在1990年之前成立的`); a number in a unit of another kind
than the one the rows write theirs in (`1小时` against `500g`), a share held as a fraction, an average compared,
or a word compared for order is refused with the reason, never sent as a filter that returns the
wrong rows; `最多6个` (`最多为6个`, `最少在6个`) bounds a number column; the table's own words, a year its name holds and a
word from the middle of a value are never read as values."""

from __future__ import annotations

import sqlite3
import urllib.parse

import pytest
import pytest_asyncio

from tests.test_held_values import ask, conditions, rows_of, serving

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE shops ( -- 门店
    id INTEGER PRIMARY KEY,
    name TEXT, -- 名称
    opened DATE, -- 开业时间
    share REAL, -- 市场份额
    city TEXT -- 所在城市
);
CREATE TABLE parcels ( -- 包裹
    id INTEGER PRIMARY KEY,
    name TEXT, -- 名称
    weight NUMERIC, -- 重量
    city TEXT, -- 所属城市
    stations INTEGER -- 网点数量
);
CREATE TABLE deliveries ( -- 配送单
    id INTEGER PRIMARY KEY,
    title TEXT, -- 名称
    depot TEXT, -- 仓库
    weekday TEXT, -- 发货日
    distance REAL -- 距仓库距离
);
CREATE TABLE "2023年促销活动" (
    id INTEGER PRIMARY KEY,
    city TEXT, -- 城市
    held DATE, -- 时间
    price INTEGER -- 最低价格
);
CREATE TABLE courses ( -- 课程
    id INTEGER PRIMARY KEY,
    title TEXT, -- 名称
    channel TEXT, -- 渠道
    platform TEXT, -- 授课平台
    stock INTEGER -- 库存数量
);
CREATE TABLE warehouse_slots ( -- 仓库库位
    id INTEGER PRIMARY KEY,
    warehouse TEXT, -- 仓库名称
    price INTEGER -- 租金
);
CREATE TABLE menus ( -- 菜单
    id INTEGER PRIMARY KEY,
    title TEXT, -- 菜单名称
    menu_type TEXT -- 菜单类型（M目录 C菜单 F按钮）
);
CREATE TABLE goods ( -- 商品
    id INTEGER PRIMARY KEY,
    name TEXT, -- 名称
    retail_price INTEGER, -- 零售价
    is_new tinyint(1), -- 是否新品
    deleted tinyint(1) -- 逻辑删除
);
CREATE TABLE notices ( -- 系统通告
    id INTEGER PRIMARY KEY,
    title TEXT, -- 标题
    iz_top INTEGER, -- 是否置顶（0:否;1:是）
    msg_category INTEGER -- 消息类型（1:通知公告 2:系统消息）
);
CREATE TABLE orders ( -- 订单表
    id INTEGER PRIMARY KEY,
    order_sn TEXT, -- 订单编号
    order_type INTEGER -- 订单类型：0->正常订单；1->秒杀订单
);
CREATE TABLE authors ( -- 作者
    id INTEGER PRIMARY KEY,
    name TEXT, -- 姓名
    gender TEXT, -- 性别
    age INTEGER -- 年龄
);
CREATE TABLE suppliers ( -- 供应商
    id INTEGER PRIMARY KEY,
    name TEXT, -- 名称
    nature TEXT, -- 供应商类型
    orders INTEGER -- 订单数量
);
"""
SHOPS = [(1, "东门店", "2012年", 0.3, "北京"), (2, "西门店", "2014年", 0.1, "深圳"),
         (3, "南门店", "2008年", 0.2, "北京"), (4, "北门店", "2019年", 0.05, "杭州")]
PARCELS = [(1, "甲", "300g", "苏州", 5), (2, "乙", "500g", "苏州", 8), (3, "丙", "800g", "宁波", 6),
           (4, "丁", "500g", "宁波", 3)]
DELIVERIES = [(1, "一号单", "东仓", "周末", 10), (2, "二号单", "西仓", "周一", 60), (3, "三号单", "西仓", "周末", 80)]
PROMOTIONS = [(1, "苏州", "2023-05-01", 38), (2, "宁波", "2023-08-01", 28)]
COURSES = [(1, "甲", "门店", "线上直播", 30), (2, "乙", "网店", "线上直播", 80), (3, "丙", "门店", "线下教室", 50),
           (4, "丁", "网店", "线上直播", 20)]
# The kind of each supplier repeats from row to row (kinds are where a part of a value is looked for).
SUPPLIERS = [(1, "甲", "同城配送站", 30), (2, "乙", "跨省物流商", 12), (3, "丙", "同城配送站", 8),
             (4, "丁", "跨省物流商", 3)]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into shops values (?,?,?,?,?)", SHOPS)
    conn.executemany("insert into parcels values (?,?,?,?,?)", PARCELS)
    conn.executemany("insert into deliveries values (?,?,?,?,?)", DELIVERIES)
    conn.executemany('insert into "2023年促销活动" values (?,?,?,?)', PROMOTIONS)
    conn.executemany("insert into suppliers values (?,?,?,?)", SUPPLIERS)
    conn.executemany("insert into authors values (?,?,?,?)", [(1, "甲", "男", 30), (2, "乙", "女", 40), (3, "丙", "男", 50)])
    conn.executemany("insert into courses values (?,?,?,?,?)", COURSES)
    conn.executemany("insert into goods values (?,?,?,?,?)", [(1, "杯子", 30, 1, 0), (2, "碗", 40, 0, 1),
                                                             (3, "锅", 90, 1, 0), (4, "勺", 20, 1, 1)])
    conn.executemany("insert into notices values (?,?,?,?)", [(1, "放假", 1, 1), (2, "升级", 1, 2), (3, "会议", 0, 1)])
    conn.executemany("insert into orders values (?,?,?)", [(1, "A1", 0), (2, "A2", 1), (3, "A3", 1)])
    conn.executemany("insert into menus values (?,?,?)", [(1, "系统", "M"), (2, "用户", "C"), (3, "新增", "F")])
    conn.commit()
    conn.close()
    return str(path)


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make(tmp_path / "questions.db")) as ds:
        yield ds


async def names(ds, result, column="name") -> list:
    """The rows the answer's table link shows (every column of them: the link's `_col` choice aside)."""
    path, _, query = result["links"]["table"].partition("?")
    kept = [(k, v) for k, v in urllib.parse.parse_qsl(query) if k != "_col"]
    return sorted(row[column] for row in await rows_of(ds, path + "?" + urllib.parse.urlencode(kept)))


async def test_the_comparison_after_a_value_wins_over_the_copula_before_it(ds):
    # `是` only links the words: 之前 says which rows; the years held as `1984年` sort before 1990-01-01.
    result = await ask(ds, "哪些门店是在2013年之前开业的")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("opened", "lt", "2013-01-01")]
    assert await names(ds, result) == ["东门店", "南门店"]
    result = await ask(ds, "哪些门店是在2014年及那之后开业的")
    assert conditions(result) == [("opened", "gte", "2014-01-01")]
    assert await names(ds, result) == ["北门店", "西门店"]


@pytest.mark.parametrize("year", ["二〇一三年", "二零一三年"])
async def test_a_year_spelled_digit_by_digit(ds, year):
    # 二〇一三年 is the year 2013, as 2013年 is; the answer shows it as typed
    result = await ask(ds, f"哪些门店是在{year}之前开业的")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("opened", "lt", "2013-01-01")]
    assert await names(ds, result) == ["东门店", "南门店"]
    assert any(s["text"] == year for s in result["understood"]["spans"])


async def test_a_year_written_with_two_digits_before_its_verb(ds):
    # `12年开业` is the year 2012 (a length would be typed `开业12年`); `08年` 2008
    result = await ask(ds, "12年开业的门店")
    assert result["status"] == "resolved", result["reason"]
    assert [c[:2] for c in conditions(result)] == [("opened", "gte"), ("opened", "lt")]
    assert [c[2] for c in conditions(result)] == ["2012-01-01", "2013-01-01"]
    assert await names(ds, result) == ["东门店"]
    # typed after the verb it is a number of years: opened twelve years ago, not in 2012
    result = await ask(ds, "开业12年的门店")
    assert result["status"] == "resolved", result["reason"]
    assert "2012-01-01" not in [value for _, _, value in conditions(result)]
    # compared, it is a length too (fewer than twelve years): never the year 2012
    result = await ask(ds, "不到12年开业的门店")
    assert result["status"] != "resolved" and "12年" in result["reason"], result["reason"]


async def test_words_between_a_time_and_its_comparison(ds):
    result = await ask(ds, "开业时间在2014年时及其之后的门店")
    assert result["status"] == "resolved" and conditions(result) == [("opened", "gte", "2014-01-01")]
    result = await ask(ds, "开业时间在2014年及在此之前的门店")
    assert result["status"] == "resolved" and conditions(result) == [("opened", "lt", "2015-01-01")]
    assert await names(ds, result) == ["东门店", "南门店", "西门店"]


async def test_a_full_width_percent_is_a_percent(ds):
    result = await ask(ds, "市场份额不到１５％的门店")
    assert result["status"] == "resolved" and conditions(result) == [("share", "lt", "0.15")]
    assert await names(ds, result) == ["北门店", "西门店"]


async def test_decimals_and_percents_said_in_words(ds):
    # `百分之15` is 15%, `百分之0点15` is 0.15% and `0点3` is 0.3, as people say them aloud
    result = await ask(ds, "市场份额不到百分之15的门店")
    assert result["status"] == "resolved" and conditions(result) == [("share", "lt", "0.15")], result["reason"]
    assert await names(ds, result) == ["北门店", "西门店"]
    result = await ask(ds, "市场份额不低于0点3的门店")
    assert result["status"] == "resolved" and conditions(result) == [("share", "gte", "0.3")], result["reason"]
    result = await ask(ds, "市场份额大于百分之12点5的门店")
    assert conditions(result) == [("share", "gt", "0.125")], result["reason"]
    # an hour and its minutes are no decimal: `6点40` is never 6.4
    from datasette_dbgraph.onebox.reader import read
    assert [t.value for t in read("6点40之后出发").tokens if t.kind == "number"] == ["6", "40"]
    assert [t.value for t in read("晚上8点5分").tokens if t.kind == "number"] == ["8", "5"]


async def test_numbers_held_with_their_unit_as_text_are_compared_in_that_unit_only(ds):
    # `1小时` against rows written like `500g`: a unit of another kind, so nothing is sent
    # (tests/test_measured_numbers.py has the comparisons in the rows' unit, and converted to it).
    result = await ask(ds, "重量小于1小时的包裹")
    assert result["status"] == "not_found", result
    assert "重量" in result["reason"] and "单位" in result["reason"]
    assert any("单位" in action for action in result["next_actions"])  # what to ask instead
    assert any(f"“{held}”" in result["reason"] for _, _, held, _, _ in PARCELS)  # what the rows hold
    assert not result.get("predicate")
    # An equality is written as the rows hold it, and finds them.
    result = await ask(ds, "重量是500g的包裹")
    assert result["status"] == "resolved" and conditions(result) == [("weight", "exact", "500g")]
    assert await names(ds, result) == ["丁", "乙"]


async def test_a_share_held_as_a_fraction_is_not_compared_with_a_large_number(ds):
    result = await ask(ds, "市场份额低于100万的门店")
    assert result["status"] == "not_found" and not result.get("predicate")
    assert "市场份额" in result["reason"] and "0 到 1" in result["reason"]


async def test_an_average_compared_is_refused_with_the_reason(ds):
    # 平均 waits for the number column after it; with no group to compare the average per, refused
    result = await ask(ds, "包裹平均网点数量不大于5")
    assert result["status"] == "not_found" and not result.get("predicate"), result
    assert "平均值或总和" in result["reason"] and "网点数量" in result["reason"]
    assert any("去掉“不大于5”" in action for action in result["next_actions"])
    assert result["understood"]["intent"]["aggregate"] == {"fn": "avg", "column": "stations"}


async def test_an_average_compared_per_the_group_asked_for(ds):
    # 平均 after the city (a text column) waits for the number column after it; per the cities asked
    # for, the average compared is each city's `having`
    result = await ask(ds, "包裹中哪些所属城市平均网点数量不大于5")
    assert result["status"] == "resolved" and not result.get("predicate"), result
    assert result["intent"]["group_by"] == ["city"]
    assert result["intent"]["having"] == {"fn": "avg", "column": "stations", "op": "lte", "value": 5}
    rows = await rows_of(ds, result["links"]["sql"])
    assert [(r["city"], r['avg("stations")']) for r in rows] == [("宁波", 4.5)]


async def test_a_word_is_never_compared_for_order(ds):
    result = await ask(ds, "在周末之后发货的配送单")
    assert result["status"] == "not_found" and not result.get("predicate")
    assert "周末" in result["reason"] and "数字或日期" in result["reason"]


async def test_beyond_a_distance(ds):
    result = await ask(ds, "距仓库30千米以外的配送单")
    assert result["status"] == "resolved" and conditions(result) == [("distance", "gt", "30")]
    assert await names(ds, result, "title") == ["三号单", "二号单"]


@pytest.mark.parametrize("q", ["网点数量最多6个的包裹", "网点数量最多为6个的包裹", "网点数量最多是6个的包裹"])
async def test_at_most_a_number_bounds_the_number_column_before_it(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and conditions(result) == [("stations", "lte", "6")], result["reason"]
    assert await names(ds, result) == ["丁", "丙", "甲"]
    result = await ask(ds, "网点数量最少在6个的包裹")  # (为 是 在 between say nothing more)
    assert result["status"] == "resolved" and conditions(result) == [("stations", "gte", "6")], result["reason"]
    # With no number column before it, it counts rows (which no filter says): no condition is read.
    result = await ask(ds, "哪些所属城市最多有5个包裹")
    assert not (result.get("predicate") or {}).get("conditions")


async def test_a_year_the_table_name_holds_names_the_table(ds):
    result = await ask(ds, "2023年，每个城市举办的所有促销活动中，最低价格")
    assert result["resolved"]["table"] == "2023年促销活动", result["reason"]
    assert not (result.get("predicate") or {}).get("conditions")


async def test_a_word_from_the_middle_of_a_value_is_no_value(ds):
    # 配送 is inside 同城配送站, neither its head nor its tail: no filter on 供应商类型 is read.
    result = await ask(ds, "哪些供应商最少配送了多少单")
    conds = (result.get("predicate") or {}).get("conditions") or []
    assert not any(c["column"] == "nature" for c in conds), result


async def test_contains_followed_by_of_is_no_text_search(ds):
    result = await ask(ds, "哪种供应商类型包含的供应商最少")
    assert not any(c["op"] == "contains" for c in (result.get("predicate") or {}).get("conditions") or [])


async def test_which_country_and_which_day_are_question_words(ds):
    result = await ask(ds, "配送单的仓库是哪天")
    assert not (result.get("predicate") or {}).get("conditions"), result


async def test_which_n_is_the_first_n_and_each_one_is_no_number(ds):
    result = await ask(ds, "哪3个课程库存数量最多")
    assert result["status"] == "resolved" and not (result.get("predicate") or {}).get("conditions"), result
    assert result["understood"]["intent"]["order"] == {"column": "stock", "desc": True}
    assert result["understood"]["intent"]["limit"] == 3
    result = await ask(ds, "给出每一场课程的名称")
    assert result["status"] == "resolved" and not (result.get("predicate") or {}).get("conditions"), result


async def test_a_column_word_shortened_by_people(ds):
    # 库存数 for 库存数量: the segmenter cuts 数 off; it goes on the column's name.
    result = await ask(ds, "库存数不到40的课程")
    assert result["status"] == "resolved" and conditions(result) == [("stock", "lt", "40")]
    assert await names(ds, result, "title") == ["丁", "甲"]


async def test_part_of_a_value_typed_onto_a_column_word_is_no_value(ds):
    # 线上 is the head of 线上直播 (a platform), but typed onto 渠道 it says which channel is meant.
    result = await ask(ds, "给出每一场课程对应的线上渠道")
    assert not any(c["column"] == "platform" for c in (result.get("predicate") or {}).get("conditions") or [])
    assert result["status"] != "resolved" or not result["predicate"]["conditions"]


async def test_which_n_of_what_the_table_name_only_modifies_is_refused(ds):
    # The rows are slots; 哪3个仓库 asks for warehouses ranked by their slots, which no link of slots shows.
    result = await ask(ds, "哪3个仓库的库位最多")
    assert result["status"] == "not_found" and not result.get("predicate"), result
    assert "哪3个仓库" in result["reason"]
    # Which N of the table's own head is a top N of its rows.
    result = await ask(ds, "哪3个仓库库位租金最高")
    assert result["status"] == "resolved", result["reason"]
    assert result["understood"]["intent"]["limit"] == 3


async def test_after_of_the_table_word_is_no_second_label(ds):
    # 菜单 is the table's word and a label of menu_type (C); after 的 it says which rows: the menus.
    result = await ask(ds, "按钮类型的菜单")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("menu_type", "exact", "F")]
    assert await names(ds, result, "title") == ["新增"]


async def test_yes_no_columns_said_of_the_rows(ds):
    # deleted is a yes/no column by its type (tinyint(1)); typed before the table's word it is its yes.
    result = await ask(ds, "已经删除的商品")
    assert result["status"] == "resolved" and conditions(result) == [("deleted", "exact", "1")], result["reason"]
    assert await names(ds, result) == ["勺", "碗"]
    # With no table's word, a yes/no column after 的 ending the question names the rows it says yes of.
    result = await ask(ds, "零售价低于50元的新品")
    assert result["status"] == "resolved", result["reason"]
    assert sorted(conditions(result)) == [("is_new", "exact", "1"), ("retail_price", "lt", "50")]
    assert await names(ds, result) == ["勺", "杯子"]
    # 是否 asks whether: the column is wanted, no filter.
    result = await ask(ds, "商品的名称和是否删除")
    assert not (result.get("predicate") or {}).get("conditions"), result


async def test_a_yes_no_column_before_a_label_is_its_yes(ds):
    # 置顶 (iz_top) before 的 and the label 通知公告 (msg_category 1): the pinned ones of that kind.
    result = await ask(ds, "置顶的通知公告")
    assert result["status"] == "resolved", result["reason"]
    assert sorted(conditions(result)) == [("iz_top", "exact", 1), ("msg_category", "exact", 1)]
    assert await names(ds, result, "title") == ["放假"]


async def test_a_whole_label_holding_the_table_word_is_that_label(ds):
    result = await ask(ds, "秒杀订单有哪些")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "orders", result["reason"]
    assert conditions(result) == [("order_type", "exact", 1)]
    assert await names(ds, result, "order_sn") == ["A2", "A3"]
    # The table's own word stays the table's (菜单 names 菜单 and is a label of menu_type too).
    result = await ask(ds, "菜单有哪些")
    assert result["status"] == "resolved" and not (result.get("predicate") or {}).get("conditions"), result


async def test_question_and_condition_wrappers_are_read_through(ds):
    # `在…的前提下` wraps a condition; `共有多少` asks a count; `最`+`多` cut apart are one word.
    result = await ask(ds, "哪个所属城市在网点数量不多过6个的前提下包裹最多")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("stations", "lte", "6")]
    result = await ask(ds, "共有多少个供应商")
    assert result["status"] == "resolved" and result["understood"]["intent"]["count"] is True
    result = await ask(ds, "对包裹按重量进行排序")
    assert result["status"] == "resolved", result["reason"]


@pytest.mark.parametrize("q", ["哪些作者的年龄大于35岁，他是男是女", "年龄大于35岁的作者是男的还是女的"])
async def test_which_of_two_values_asks_for_the_column(ds, q):
    # `是男是女`, `男的还是女的`: which of them each row holds — the gender is shown, not filtered
    result = await ask(ds, q)
    assert result["status"] == "resolved" and conditions(result) == [("age", "gt", "35")], result["reason"]
    assert "gender" in [c["column"] for c in result["resolved"]["columns"]]
    assert await names(ds, result) == ["丙", "乙"]
    # two values joined by 或 are still either of them
    result = await ask(ds, "性别是男或女的作者")
    assert conditions(result) == [("gender", "in", ["男", "女"])]


async def test_a_web_address_is_one_value(tmp_path):
    from tests.test_question_heads import one_table

    path = one_table(tmp_path / "sites.db", "CREATE TABLE 理财公司 (名称 TEXT PRIMARY KEY, 官网 TEXT, 创立时间 INTEGER)",
                     [("度小满", "www.duxiaoman.com", 2018), ("陆金所", "www.lu.com", 2011)])
    async with serving(path) as ds:
        # `www.duxiaoman.com` as typed, not the words www, duxiaoman and com
        result = await ask(ds, "官网不是www.duxiaoman.com的理财公司有哪些")
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("官网", "not", "www.duxiaoman.com")]
        assert await names(ds, result, column="名称") == ["陆金所"]
    from datasette_dbgraph.onebox.reader import read
    # no address without a top-level domain people type
    assert [t.kind for t in read("node.js版本").tokens][:2] == ["word", "word"]


async def test_a_quoted_phrase_inside_one_value_is_that_value(tmp_path):
    from tests.test_question_heads import one_table

    path = one_table(tmp_path / "emperors.db", "CREATE TABLE 皇帝 (中文名 TEXT PRIMARY KEY, 主要成就 TEXT)",
                     [("乾隆", "开创“十全武功”"), ("康熙", "平定三藩"), ("雍正", "推行摊丁入亩"), ("嘉庆", "推行新政")])
    async with serving(path) as ds:
        # no row holds 十全武功 whole; one value holds it: that value, so the one emperor is left out
        result = await ask(ds, "主要成就不是“十全武功”的皇帝有哪些")
        assert result["status"] == "resolved" and conditions(result) == [("主要成就", "not", "开创“十全武功”")], result
        assert await names(ds, result, column="中文名") == ["嘉庆", "康熙", "雍正"]
        # in two values: as typed, nothing guessed
        result = await ask(ds, "主要成就不是“推行”的皇帝")
        assert conditions(result) == [("主要成就", "not", "推行")], result["reason"]
        # asked for, too: as typed no row would be shown, and the one value that holds it is what was meant
        result = await ask(ds, "主要成就是“十全武功”的皇帝")
        assert conditions(result) == [("主要成就", "exact", "开创“十全武功”")], result["reason"]
        assert await names(ds, result, column="中文名") == ["乾隆"]
        # in two values: as typed, nothing guessed
        assert conditions(await ask(ds, "主要成就是“推行”的皇帝")) == [("主要成就", "exact", "推行")]


async def shown(ds, result) -> list:
    """The names of the rows the answer shows: its table link, or its SQL page when the rows' texts are
    compared on the numbers they spell."""
    if "table" in result["links"]:
        return await names(ds, result, column="名称")
    return sorted(row["名称"] for row in await rows_of(ds, result["links"]["sql"]))


async def test_years_written_with_nian_are_compared_as_years(tmp_path):
    # rows hold `618年`, `1045年` (a date column, years before 1000 among them): no date holds those, so a
    # year typed is compared on the number each row spells — as text, `1045年` would sort before `618年`
    from tests.test_question_heads import one_table

    path = one_table(tmp_path / "dynasties.db", "CREATE TABLE 朝代 (名称 TEXT PRIMARY KEY, 起始时间 DATE, 出生时间 DATE)",
                     [("甲", "618年", "600年"), ("乙", "1045年", "1020年"), ("丙", "907年", "1990年"),
                      ("丁", "1644年", "2010年")])
    async with serving(path) as ds:
        for q, expected in [("起始时间小于1000年的朝代", ["丙", "甲"]), ("起始时间在907年之后的朝代", ["丁", "乙"]),
                            # not before a year is from it on; not after it, up to it
                            ("起始时间非907年之前的朝代", ["丁", "丙", "乙"]), ("起始时间不在907年之后的朝代", ["丙", "甲"]),
                            ("起始时间是618年的朝代", ["甲"])]:
            result = await ask(ds, q)
            assert result["status"] == "resolved" and result["resolved"]["table"] == "朝代", (q, result["reason"])
            assert await shown(ds, result) == expected, (q, result["predicate"])
        # an age on such a date of birth: this year less the row's year
        result = await ask(ds, "年龄不到30岁的朝代")
        assert result["status"] == "resolved", result["reason"]
        assert await shown(ds, result) == ["丁"]


async def test_whole_years_in_a_date_column_before_1900_and_a_typo_among_them(tmp_path):
    # a DATE column holding whole numbers: 1623 and 1000 are years too, and one row's typo (19990) does
    # not make them something else — a year typed is compared as that number, never as a date
    from tests.test_question_heads import one_table

    path = one_table(tmp_path / "countries.db", "CREATE TABLE 国家 (名称 TEXT PRIMARY KEY, 成立时间 DATE)",
                     [("甲", 1623), ("乙", 1000), ("丙", 1800), ("丁", 1891), ("戊", 19990)])
    async with serving(path) as ds:
        result = await ask(ds, "1700年之前成立的国家")
        assert result["status"] == "resolved" and conditions(result) == [("成立时间", "lt", "1700")], result["reason"]
        assert await names(ds, result, column="名称") == ["乙", "甲"]


async def test_not_before_a_date_is_from_it_on(tmp_path):
    from tests.test_question_heads import one_table

    path = one_table(tmp_path / "firms.db", "CREATE TABLE 公司 (名称 TEXT PRIMARY KEY, 成立时间 DATE)",
                     [("甲", "2008-05-01"), ("乙", "2010-03-02"), ("丙", "2015-01-09")])
    async with serving(path) as ds:
        result = await ask(ds, "成立时间非2010年之前的公司")
        assert result["status"] == "resolved" and conditions(result) == [("成立时间", "gte", "2010-01-01")], result
        assert await names(ds, result, column="名称") == ["丙", "乙"]
