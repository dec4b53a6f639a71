"""Values from the data in the one box, through a real Datasette serving a real SQLite file with rows
(docs/one-box.md#values-from-the-data): a word no table or column names but that a column's rows
hold is that column's value (`深圳的学校`); a part of the values (`ios` of `ios系统`) is the one
value it is part of, or `contains`; a value two columns hold is asked, never guessed; the rows of a
table the actor may not see are never read for it; numbers typed the way people say them
(`1千5`), `不在`, and `总人口` are read."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import urllib.parse

import pytest
import pytest_asyncio
from datasette.app import Datasette

from datasette_dbgraph.serving.state.catalog import state

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE schools ( -- 学校
    id INTEGER PRIMARY KEY,
    name TEXT, -- 学校名称
    city TEXT, -- 所在城市
    founder_city TEXT, -- 创办城市
    kind TEXT, -- 办学类型
    students INTEGER -- 学生人数
);
CREATE TABLE cities ( -- 城市
    id INTEGER PRIMARY KEY,
    name TEXT, -- 城市名称
    province TEXT, -- 省份
    population INTEGER -- 人口
);
CREATE TABLE phones ( -- 手机
    id INTEGER PRIMARY KEY,
    model TEXT, -- 型号
    os TEXT, -- 操作系统
    seller TEXT -- 销售商
);
"""
SCHOOLS = [(1, "北京大学", "北京", "北京", "公办", 30000), (2, "复旦大学", "上海", "上海", "公办", 28000),
           (3, "武汉大学", "武汉", "武汉", "公办", 1200), (4, "西湖大学", "杭州", "上海", "民办", 900),
           (5, "南方科技大学", "深圳", "广州", "公办", 1600), (6, "华侨中学", "广州", "北京", "民办", 1400)]
CITIES = [(1, "武汉", "湖北", 1300), (2, "宜昌", "湖北", 400), (3, "长沙", "湖南", 1000), (4, "广州", "广东", 1800)]
# Sellers and systems repeat from row to row (a part of a value is looked for only in such columns).
PHONES = [(1, "X1", "ios系统", "京东公司"), (2, "X2", "安卓系统", "京东物流"), (3, "X3", "安卓系统", "苏宁"),
          (4, "X4", "ios系统", "苏宁"), (5, "X5", "安卓系统", "京东公司"), (6, "X6", "安卓系统", "京东物流"),
          (7, "X7", "安卓系统", "苏宁")]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into schools values (?,?,?,?,?,?)", SCHOOLS)
    conn.executemany("insert into cities values (?,?,?,?)", CITIES)
    conn.executemany("insert into phones values (?,?,?,?)", PHONES)
    conn.commit()
    conn.close()
    return str(path)


async def ask(ds: Datasette, q: str, actor: dict | None = None) -> dict:
    cookies = {"ds_actor": ds.sign({"a": actor}, "actor")} if actor else {}
    for _ in range(60):  # while the index is first built the answer is `busy`: ask again, as a person would
        response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}),
                                       cookies=cookies)
        if response.status_code != 503:
            break
        await asyncio.sleep(0.5)
    assert response.status_code == 200, response.text
    return response.json()


async def rows_of(ds: Datasette, link: str) -> list[dict]:
    path, _, query = link.partition("?")
    response = await ds.client.get(f"{path}.json?{query}&_shape=array&_size=max")
    assert response.status_code == 200, response.text
    return response.json()


@contextlib.asynccontextmanager
async def serving(path, **kwargs):
    """`datasette PATH` in this process, its index built, closed after."""
    ds = Datasette([str(path)], **kwargs)
    await ds.invoke_startup()
    try:
        yield ds
    finally:
        state(ds).close()


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in result["predicate"]["conditions"]]


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make(tmp_path / "town.db")) as ds:
        yield ds


async def test_a_word_only_the_rows_hold_is_the_value_of_the_column_holding_it(ds):
    # 深圳 names no table and no column; only schools.city holds it (founder_city holds 广州 there).
    result = await ask(ds, "深圳的学校")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "schools", result["reason"]
    assert conditions(result) == [("city", "exact", "深圳")]
    assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == ["南方科技大学"]


async def test_after_a_column_word_its_own_values_come_first(ds):
    # 武汉 is held by city and founder_city alike; 所在城市 says which.
    result = await ask(ds, "所在城市为武汉的学校")
    assert result["status"] == "resolved" and conditions(result) == [("city", "exact", "武汉")]
    assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == ["武汉大学"]


async def test_a_value_two_columns_hold_is_asked_not_guessed(ds):
    result = await ask(ds, "武汉的学校")
    assert result["status"] == "ambiguous", result["reason"]
    assert "city" in result["reason"] and "founder_city" in result["reason"]
    assert not result.get("predicate")


async def test_a_value_negated(ds):
    result = await ask(ds, "不在深圳的学校")
    assert result["status"] == "resolved" and conditions(result) == [("city", "not", "深圳")]
    assert len(await rows_of(ds, result["links"]["table"])) == len(SCHOOLS) - 1


async def test_part_of_one_value_is_that_value_and_part_of_several_is_contains(ds):
    result = await ask(ds, "ios的手机")
    assert result["status"] == "resolved" and conditions(result) == [("os", "exact", "ios系统")]
    assert [row["model"] for row in await rows_of(ds, result["links"]["table"])] == ["X1", "X4"]
    result = await ask(ds, "京东的手机")
    assert result["status"] == "resolved" and conditions(result) == [("seller", "contains", "京东")]
    assert [row["model"] for row in await rows_of(ds, result["links"]["table"])] == ["X1", "X2", "X5", "X6"]


async def test_numbers_as_people_say_them(ds):
    result = await ask(ds, "学生人数超过1千5的学校")
    assert result["status"] == "resolved" and conditions(result) == [("students", "gt", "1500")]
    names = [row["name"] for row in await rows_of(ds, result["links"]["table"])]
    assert names == ["北京大学", "复旦大学", "南方科技大学"]


async def test_a_total_typed_as_one_word(ds):
    result = await ask(ds, "湖北的总人口")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "cities"
    assert conditions(result) == [("province", "exact", "湖北")]
    assert result["understood"]["intent"]["aggregate"] == {"fn": "sum", "column": "population"}


async def test_a_value_named_after_a_column_the_table_lacks_is_not_taken_from_another(ds):
    # 人数 is a column of schools; 邮编 is no column anywhere: 深圳 is not moved to the city column.
    result = await ask(ds, "学校 邮编 深圳")
    assert result["status"] != "resolved" and "邮编" in result["reason"]


async def test_the_rows_of_a_table_the_actor_may_not_see_are_never_read(tmp_path):
    metadata = {"databases": {"town": {"tables": {"schools": {"allow": {"id": "admin"}}}}}}
    async with serving(make(tmp_path / "town.db"), metadata=metadata) as ds:
        admin = await ask(ds, "深圳的学校", actor={"id": "admin"})
        assert admin["status"] == "resolved" and conditions(admin) == [("city", "exact", "深圳")]
        for actor in (None, {"id": "guest"}):
            result = await ask(ds, "深圳的学校", actor=actor)
            assert result["status"] != "resolved"
            assert "schools" not in str(result) and "南方科技" not in str(result)
            # 广州 is held by cities.name and by the hidden schools' columns: only cities is read.
            result = await ask(ds, "广州的城市", actor=actor)
            assert "schools" not in str(result) and "founder_city" not in str(result)


@pytest_asyncio.fixture
async def demo_ds(demo_copy):
    async with serving(demo_copy) as ds:
        yield ds


async def test_a_comparison_typed_on_words_keeps_the_words_as_typed(demo_ds):
    # 耳机 is part of one product's name; `包含` asks for the names containing it, as typed.
    result = await ask(demo_ds, "名称包含耳机的商品")
    assert result["status"] == "resolved" and conditions(result) == [("name", "contains", "耳机")]
    assert all("耳机" in row["name"] for row in await rows_of(demo_ds, result["links"]["table"]))


async def test_a_word_inside_a_review_or_a_note_is_no_value(demo_ds):
    # `没有` is inside a review's text and `顺丰` inside an order's note: neither is a condition on them.
    for q in ("没有评价的商品", "顺丰的订单"):
        result = await ask(demo_ds, q)
        columns = {c["column"] for c in (result.get("predicate") or {}).get("conditions") or []}
        assert not columns & {"content", "note"}, (q, result.get("predicate"))


async def test_a_negated_list_is_negated_whole(demo_ds):
    result = await ask(demo_ds, "除了已关闭和已完成以外的订单")
    assert result["status"] == "resolved" and result["predicate"]["conditions"][0]["op"] == "notin"
    rows = await rows_of(demo_ds, result["links"]["table"])
    assert rows and all(row["status"] not in (3, 4) for row in rows)


async def test_a_negation_or_a_slip_is_never_left_out(demo_ds):
    result = await ask(demo_ds, "没付款的订单有多少")
    assert result["status"] == "resolved" and conditions(result) == [("status", "exact", 0)]
    result = await ask(demo_ds, "代发货的订单")  # a slip for 待发货: asked, not read as every order
    assert result["status"] != "resolved" and "代" in result["reason"]


async def test_a_year_on_a_column_holding_years_is_that_number(tmp_path):
    # The column is declared DATE but its rows hold years as numbers: `1999-01-01` would pass none.
    path = tmp_path / "firms.db"
    conn = sqlite3.connect(path)
    conn.executescript("CREATE TABLE 公司 (id INTEGER PRIMARY KEY, 名称 TEXT, 成立时间 DATE, 员工数量 INTEGER);")
    conn.executemany("insert into 公司 values (?,?,?,?)", [(1, "甲", 1999, 10), (2, "乙", 2005, 20), (3, "丙", 1980, 5)])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        for q, want, names in (("1999年及其之后成立的公司", ("成立时间", "gte", "1999"), [1, 2]),
                               ("成立时间在1999年之前的公司", ("成立时间", "lt", "1999"), [3]),
                               ("2000年之后成立的公司", ("成立时间", "gt", "2000"), [2])):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and conditions(result) == [want], (q, result["reason"])
            assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == names, q


async def test_the_page_of_an_answer_across_a_link_says_it_in_words(demo_ds):
    # The answer's sentence on the page names what was said of the linked table.
    for q, said in (("没有评价的商品", "product_reviews"), ("有退款的订单", "refunds")):
        response = await demo_ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}))
        assert response.status_code == 200, q
        sentence = response.text.split('class="dbgraph-sentence"', 1)[1].split("</p>", 1)[0]
        assert said in sentence, (q, sentence[:500])


async def test_units_percent_and_averages_in_the_columns_terms(tmp_path):
    path = tmp_path / "sport.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 运动员 (id INTEGER PRIMARY KEY, 姓名 TEXT, 身高 REAL, 体重 INTEGER, 距离 REAL, 命中率 REAL,
                            评分 REAL, 涨幅 TEXT);
        CREATE TABLE 商品 (
            id INTEGER PRIMARY KEY,
            名称 TEXT,
            weight INTEGER -- 商品重量，默认为克
        );
    """)
    conn.executemany("insert into 运动员 values (?,?,?,?,?,?,?,?)",
                     [(1, "甲", 1.85, 80, 30.0, 0.35, 7.1, "12%"), (2, "乙", 1.95, 95, 120.0, 0.5, 8.2, "30%"),
                      (3, "丙", 2.01, 110, 80.0, 0.62, 9.0, "5%")])
    conn.executemany("insert into 商品 values (?,?,?)", [(1, "a", 500), (2, "b", 1500)])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        # heights in metres: 191cm is 1.91; 100千米 is 100 of a column of kilometres (千 is no multiplier
        # there); 40% of a column of fractions is 0.4; 1公斤 on a column its comment says is in grams, 1000.
        for q, want, ids in (("身高小于191cm的运动员", ("身高", "lt", "1.91"), [1]),
                             ("距离不少于100千米的运动员", ("距离", "gte", "100"), [2]),
                             ("命中率不到40%的运动员", ("命中率", "lt", "0.4"), [1]),
                             ("重量超过1公斤的商品", ("weight", "gt", "1000"), [2]),
                             ("涨幅等于12%的运动员", ("涨幅", "exact", "12%"), [1])):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and conditions(result) == [want], (q, result["reason"])
            assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ids, q
        # the average compared is no condition on the rows: refused, the number named
        result = await ask(ds, "评分平均低于8的运动员")
        assert result["status"] != "resolved" and "8" in result["reason"]
        # texts like `5%` would sort as texts in SQL (`5%` after `30%`): a percent typed against them is
        # compared on the number each row spells, on the SQL page
        result = await ask(ds, "涨幅低于20%的运动员")
        assert result["status"] == "resolved" and conditions(result) == [("涨幅", "lt", 20)], result["reason"]
        assert result["predicate"]["conditions"][0]["as_number"]
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted(row["id"] for row in rows) == [1, 3]
        # a bare number against them says no one number (20 or 0.2): never an answer
        result = await ask(ds, "涨幅低于20的运动员")
        assert result["status"] != "resolved", result["reason"]


async def test_empty_and_not_empty(tmp_path):
    path = tmp_path / "shop.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE 订单 (id INTEGER PRIMARY KEY, 留言 TEXT NOT NULL DEFAULT '', 备注 TEXT)")
    conn.executemany("insert into 订单 values (?,?,?)", [(1, "", None), (2, "快点", "x"), (3, "", "")])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        # a NOT NULL DEFAULT '' column holds '' for "no message": `不为空` must not keep every row
        for q, want, ids in (("訂單留言不為空的訂單", ("留言", "notblank", None), [2]),
                             ("备注为空的订单", ("备注", "isblank", None), [1, 3])):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and conditions(result) == [want], (q, result["reason"])
            assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ids, q


async def test_a_legend_label_alone_is_that_tables_condition(demo_ds):
    # `待发货` is a whole label of orders' status legend; 发货 is only part of shipments' name.
    result = await ask(demo_ds, "待发货")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "orders", result["reason"]
    assert conditions(result) == [("status", "exact", 1)]
    assert {row["status"] for row in await rows_of(demo_ds, result["links"]["table"])} == {1}


async def test_a_quoted_string_is_one_value_whatever_it_holds(demo_ds):
    for q, value in (("会员 昵称\"' OR 1=1 --\"", "' OR 1=1 --"), ("会员 昵称'小明 同学'", "小明 同学")):
        result = await ask(demo_ds, q)
        assert result["status"] == "resolved" and conditions(result) == [("nickname", "exact", value)], q
        assert await rows_of(demo_ds, result["links"]["table"]) == []  # bound as a parameter, matching no one
    result = await ask(demo_ds, "会员 UNION SELECT password FROM admin_users")  # unquoted SQL is still refused
    assert result["status"] == "not_found" and "admin_users" not in str(result.get("resolved"))


async def test_times_as_people_join_them_and_words_the_schema_spells(tmp_path):
    path = tmp_path / "firms.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 公司 (id INTEGER PRIMARY KEY, 名称 TEXT, 成立时间 DATE);
        CREATE TABLE "2023年促销活动" (id INTEGER PRIMARY KEY, 名称 TEXT, 时间 DATE);
        CREATE TABLE 平台 (id INTEGER PRIMARY KEY, 名称 TEXT, 城市 TEXT);
    """)
    conn.executemany("insert into 公司 values (?,?,?)", [(1, "甲", "1999-03-01"), (2, "乙", "2005-01-02"),
                                                          (3, "丙", "2010-06-01")])
    conn.executemany('insert into "2023年促销活动" values (?,?,?)', [(1, "a", "2023-05-01"), (2, "b", "2023-09-01")])
    conn.executemany("insert into 平台 values (?,?,?)", [(1, "小张外卖", "北京"), (2, "美团", "北京")])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        for q, want, ids in (("在2010年前成立的公司", ("成立时间", "lt", "2010-01-01"), [1, 2]),
                             ("在2005及那之后成立的公司", ("成立时间", "gte", "2005-01-01"), [2, 3]),
                             ("2005年以及在这之前成立的公司", ("成立时间", "lt", "2006-01-01"), [1, 2])):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and conditions(result) == [want], (q, result["reason"])
            assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ids, q
        # a year typed as part of the table's name names the table; it is no period
        result = await ask(ds, "2023年促销活动")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "2023年促销活动"
        assert not (result.get("predicate") or {}).get("conditions")
        # 外卖 is inside one platform's own name (小张外卖): no way to pick rows, so it is asked about
        result = await ask(ds, "外卖平台有多少个")
        assert result["status"] != "resolved" and "外卖" in result["reason"]


async def test_a_date_every_row_has_is_no_condition(tmp_path):
    path = tmp_path / "books.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 图书 (id INTEGER PRIMARY KEY, 名称 TEXT, 出版社 TEXT, 出版时间 DATE, 下架时间 DATE, 页数 INTEGER);
    """)
    conn.executemany("insert into 图书 values (?,?,?,?,?,?)", [
        (1, "a", "中华书局", "2001-01-01", None, 300), (2, "b", "中华书局", "2003-05-01", "2020-01-01", 200),
        (3, "c", "三联", "2010-02-01", None, 100)])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        # every book has its 出版时间: `出版的图书` filters nothing, so no condition is made of it
        result = await ask(ds, "各个出版社出版的图书，总页数是多少")
        assert result["status"] == "resolved" and not (result.get("predicate") or {}).get("conditions")
        assert result["understood"]["intent"]["group_by"] == ["出版社"]
        # only some have a 下架时间: `下架的图书` is the ones that have it
        result = await ask(ds, "下架的图书")
        assert result["status"] == "resolved" and conditions(result) == [("下架时间", "notnull", None)]
        assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == [2]


async def test_after_a_column_word_the_value_it_holds_as_people_shorten_it(tmp_path):
    path = tmp_path / "nba.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE 球员 (id INTEGER PRIMARY KEY, 中文名 TEXT, 获得球队 TEXT, 性别 TEXT, 车牌 TEXT)")
    conn.executemany("insert into 球员 values (?,?,?,?,?)", [(1, "a", "猛虎队", "男", "京A"), (2, "b", "飞鹰队", "女", "沪B"),
                                                            (3, "c", "火箭队", "男", "京A")])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        for q, want, ids in (("获得球队不是猛虎的球员", ("获得球队", "not", "猛虎队"), [2, 3]),  # the one value it is part of
                             ("性别不为女时，给出球员", ("性别", "not", "女"), [1, 3]),  # 时: `when`, not the value
                             ("车牌不是京A时的球员", ("车牌", "not", "京A"), [2])):  # A is part of the plate
            result = await ask(ds, q)
            assert result["status"] == "resolved" and conditions(result) == [want], (q, result["reason"])
            assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ids, q


async def test_question_words_averages_and_counts_typed_as_the_rows_hold_them(tmp_path):
    path = tmp_path / "staff.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 员工 (id INTEGER PRIMARY KEY, 姓名 TEXT, 职称 TEXT, 年龄 INTEGER);
        CREATE TABLE 机场 (id INTEGER PRIMARY KEY, 名称 TEXT, 机位数量 TEXT);
    """)
    conn.executemany("insert into 员工 values (?,?,?,?)", [(1, "a", "工程师", 30), (2, "b", "经理", 40)])
    conn.executemany("insert into 机场 values (?,?,?)", [(1, "a", "314个"), (2, "b", "200个")])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        # 平均年龄 is one word to the segmenter: the average of 年龄
        result = await ask(ds, "员工的平均年龄是多少")
        assert result["status"] == "resolved" and result["understood"]["intent"]["aggregate"] == {"fn": "avg", "column": "年龄"}
        # 哪种 asks which kind: a question word, not a word to look up
        result = await ask(ds, "哪种职称的员工平均年龄最高")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "员工", result["reason"]
        # the rows hold `314个` as text: the count typed is that value, as they hold it
        result = await ask(ds, "机位正好314个的机场")
        assert result["status"] == "resolved" and conditions(result) == [("机位数量", "exact", "314个")]
        assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == [1]
