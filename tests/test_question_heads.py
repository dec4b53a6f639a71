"""What a question asks for — its head, the name it wants, the group it counts — through a real
Datasette serving a real SQLite file (docs/one-box.md, "The head after 的", "A name", "What is counted
per group", "A table named only in part"):

`客户身份证号110101199001011234的订单` asks for orders. A table named for the same words the other way
round (订单客户, the customers of orders) holds the ID number, but it is not what was asked: when the
head alone (`订单`) names other tables, the answer is a list to choose from, never that table alone.
With a link from the customers to the orders the question is answered on the orders, across it.
"""

from __future__ import annotations

import sqlite3

import pytest

from tests.test_question_totals import ask, conditions, rows_of, serving

pytestmark = pytest.mark.asyncio

ID_NUMBER = "110101199001011234"
QUESTION = f"客户身份证号{ID_NUMBER}的订单"
CUSTOMERS = [("c1", "张三", ID_NUMBER, "o1"), ("c2", "李四", "220101199202021234", "o2")]


def make(path, orders: list[str], order_column: str) -> str:
    """Order tables with these names, and the customers of orders, whose order is `order_column`."""
    conn = sqlite3.connect(path)
    for name in orders:
        conn.execute(f'CREATE TABLE "{name}" (id TEXT PRIMARY KEY, 订单号 TEXT, 金额 REAL)')
        conn.executemany(f'insert into "{name}" values (?,?,?)', [("o1", "A001", 10.0), ("o2", "A002", 20.0)])
    conn.execute(f'CREATE TABLE 订单客户 (id TEXT PRIMARY KEY, 姓名 TEXT, 身份证号 TEXT, "{order_column}" TEXT)')
    conn.executemany("insert into 订单客户 values (?,?,?,?)", CUSTOMERS)
    conn.commit()
    conn.close()
    return str(path)


def one_table(path, create: str, rows: list[tuple]) -> str:
    """A SQLite file with one table (`create`) holding these rows."""
    conn = sqlite3.connect(path)
    conn.execute(create)
    name = create.split("(")[0].split()[-1]
    conn.executemany(f"insert into {name} values ({','.join('?' * len(rows[0]))})", rows)
    conn.commit()
    conn.close()
    return str(path)


def candidate_tables(result: dict) -> set[str]:
    return {c["table"] for c in result.get("candidates") or []}


@pytest.mark.parametrize("orders", [["订单"], ["线上订单", "线下订单"]])
async def test_a_table_named_the_other_way_round_is_not_the_answer(tmp_path, orders):
    # 所属单号 names no table: nothing links the customers to the orders.
    async with serving(make(tmp_path / "orders.db", orders, "所属单号")) as ds:
        result = await ask(ds, QUESTION)
        assert result["status"] == "ambiguous", result["reason"]
        assert result["resolved"] is None and not result.get("links", {}).get("table")
        assert set(orders) | {"订单客户"} <= candidate_tables(result), result["reason"]


async def test_the_customers_asked_for_by_their_own_words_are_answered(tmp_path):
    async with serving(make(tmp_path / "orders.db", ["线上订单", "线下订单"], "所属单号")) as ds:
        result = await ask(ds, f"身份证号{ID_NUMBER}的订单客户")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "订单客户", result["reason"]
        assert conditions(result) == [("身份证号", "exact", ID_NUMBER)]
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["姓名"] for r in rows] == ["张三"]


async def test_with_a_link_the_orders_are_answered_across_it(tmp_path):
    # 订单id names the orders table: the customers' ID number filters the orders through it.
    async with serving(make(tmp_path / "orders.db", ["订单"], "订单id")) as ds:
        result = await ask(ds, QUESTION)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "订单", result["reason"]
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["id"] for r in rows] == ["o1"]


TEAMS = """
CREATE TABLE 球队 (中文队名 TEXT PRIMARY KEY, 英文缩写 TEXT, 主教练 TEXT, 夺冠次数 INTEGER);
"""


@pytest.fixture
def teams(tmp_path) -> str:
    conn = sqlite3.connect(tmp_path / "teams.db")
    conn.executescript(TEAMS)
    conn.executemany("insert into 球队 values (?,?,?,?)", [("湖人", "LAL", "甲", 17), ("凯尔特人", "BOS", "乙", 18),
                                                        ("勇士", "GSW", "丙", 7)])
    conn.commit()
    conn.close()
    return str(tmp_path / "teams.db")


@pytest.mark.parametrize("q", ["按夺冠次数降序排列，球队的名称都是什么", "按夺冠次数降序给出球队名称"])
async def test_the_name_asked_is_the_one_column_of_names(teams, q):
    async with serving(teams) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "球队", result["reason"]
        assert result["understood"]["fields"] == ["中文队名"]
        assert result["intent"] == {"order": {"column": "夺冠次数", "desc": True}}
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["中文队名"] for r in rows] == ["凯尔特人", "湖人", "勇士"]


async def test_the_name_of_another_thing_is_not_the_rows_name(teams):
    # 主教练姓名 is the coach's name, which the teams table does not hold: asked about, not 中文队名.
    async with serving(teams) as ds:
        result = await ask(ds, "球队的主教练姓名")
        assert result["status"] != "resolved", result["reason"]
        assert "姓名" in result["reason"]


async def test_which_groups_have_more_than_a_number_of_rows_of_another_table(tmp_path):
    # 城市 is a table of its own, but `哪些城市超过2个体育场` counts stadiums per their city.
    path = tmp_path / "stadiums.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 城市 (名称 TEXT PRIMARY KEY, 人口 INTEGER);
        CREATE TABLE 体育场 (名称 TEXT PRIMARY KEY, 所在城市 TEXT, 面积 INTEGER);
    """)
    conn.executemany("insert into 城市 values (?,?)", [("杭州", 1200), ("宁波", 900)])
    conn.executemany("insert into 体育场 values (?,?,?)", [("甲", "杭州", 10), ("乙", "杭州", 20), ("丙", "杭州", 30),
                                                         ("丁", "宁波", 40)])
    conn.commit()
    conn.close()
    async with serving(str(path)) as ds:
        result = await ask(ds, "哪些城市超过2个体育场")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "体育场", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["所在城市"], "having": {"fn": "count", "op": "gt", "value": 2}}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [(r["所在城市"], r["count(*)"]) for r in rows] == [("杭州", 3)]
        # The city table's own words stay its own: `城市` alone is that table.
        assert (await ask(ds, "人口超过1000的城市"))["resolved"]["table"] == "城市"


LIBRARY = """
CREATE TABLE 大学假期 (学校 TEXT PRIMARY KEY, 所属省份 TEXT, 寒假天数 INTEGER, 暑假天数 INTEGER);
CREATE TABLE 作者 (id INTEGER PRIMARY KEY, 姓名 TEXT, 国籍 TEXT);
CREATE TABLE 文集 (名称 TEXT PRIMARY KEY, 页数 INTEGER, 出版社 TEXT, 作者id INTEGER REFERENCES 作者(id));
"""


@pytest.fixture
def library(tmp_path) -> str:
    conn = sqlite3.connect(tmp_path / "library.db")
    conn.executescript(LIBRARY)
    conn.executemany("insert into 大学假期 values (?,?,?,?)", [("甲大学", "浙江", 20, 50), ("乙大学", "浙江", 25, 45),
                                                          ("丙大学", "广东", 30, 40), ("丁大学", "江苏", 18, 60)])
    conn.executemany("insert into 作者 values (?,?,?)", [(1, "甲", "中国"), (2, "乙", "法国")])
    conn.executemany("insert into 文集 values (?,?,?,?)", [("甲集", 300, "甲社", 1), ("乙集", 500, "乙社", 2)])
    conn.commit()
    conn.close()
    return str(tmp_path / "library.db")


async def test_a_table_named_in_part_is_the_answer_when_the_question_is_its_columns(library):
    async with serving(library) as ds:
        result = await ask(ds, "找到寒假最短的2个大学，以及对应在哪个省，暑假有多少天")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "大学假期", result["reason"]
        # as unsure as an answer can be, and the reason says which columns chose it
        assert result["confidence"] == 0.6
        assert "寒假天数" in result["reason"] and "暑假天数" in result["reason"]
        assert result["intent"] == {"order": {"column": "寒假天数", "desc": False}, "limit": 2}
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["学校"] for r in rows] == ["丁大学", "甲大学"]
        # The word alone is still only part of that table's name: a list to choose from.
        assert (await ask(ds, "大学"))["status"] == "ambiguous"


async def test_a_table_named_in_part_with_a_quantity_worked_out_left_out(tmp_path):
    path = tmp_path / "students.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 各国留学生数量 (国家 TEXT PRIMARY KEY, 学生数量 INTEGER, 留学生数量 INTEGER);
        CREATE TABLE 各城市留学生数量 (城市 TEXT PRIMARY KEY, 留学生数量 INTEGER);
        INSERT INTO 各国留学生数量 VALUES ('甲国', 1000, 100), ('乙国', 500, 200), ('丙国', 800, 40);
        INSERT INTO 各城市留学生数量 VALUES ('甲市', 30);
    """)
    conn.close()
    async with serving(str(path)) as ds:
        # 国家 is a column of one table only; 占比 (留学生数量 / 学生数量) is left out and named
        result = await ask(ds, "给出留学生占比最高的2个国家")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "各国留学生数量", result["reason"]
        assert result["confidence"] <= 0.6 and "“占比”" in result["reason"] and "国家" in result["reason"]
        assert len(await rows_of(ds, result["links"]["table"])) == 3  # every row: the share is not on the page
        # a number after a verb after 最多 bounds a count (at most 2000), never the first few: not dropped
        result = await ask(ds, "最多拥有2000个学生的国家有哪些，并给出这些国家留学生的占比")
        assert result["status"] != "resolved" or result.get("predicate"), result["reason"]


async def test_a_word_only_a_prefix_of_every_tables_name_with_the_question_one_tables_columns(tmp_path):
    path = tmp_path / "aircon.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 空调品牌 (名称 TEXT PRIMARY KEY, 国家 TEXT, 所属公司 TEXT);
        CREATE TABLE 空调型号 (名称 TEXT PRIMARY KEY, 毛重 INTEGER, 定价 INTEGER, 频数类型 TEXT);
        CREATE TABLE 空调各城市售卖 (城市 TEXT PRIMARY KEY, 售卖量 INTEGER);
        INSERT INTO 空调品牌 VALUES ('甲牌', '中国', '甲公司');
        INSERT INTO 空调型号 VALUES ('A1', 17, 3000, '定频'), ('B2', 25, 4500, '变频'), ('C3', 11, 2000, '变频');
        INSERT INTO 空调各城市售卖 VALUES ('杭州', 100);
    """)
    conn.close()
    async with serving(str(path)) as ds:
        # 空调 names no table for sure; 毛重, 定价 and 频数类型 are only 空调型号's
        result = await ask(ds, "毛重不超过20千克的空调，按定价升序给出空调的名称以及频数类型")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "空调型号", result["reason"]
        assert conditions(result) == [("毛重", "lte", "20")]
        assert [r["名称"] for r in await rows_of(ds, result["links"]["table"])] == ["C3", "A1"]
        # a column two of them have is still a list to choose from
        assert (await ask(ds, "给出空调的名称"))["status"] != "resolved"


async def test_a_verb_left_out_when_the_question_is_one_tables_columns(tmp_path):
    path = tmp_path / "football.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 足球运动队 (队名 TEXT PRIMARY KEY, 联赛冠军数量 INTEGER, 杯赛冠军数量 INTEGER);
        CREATE TABLE 足球运动员 (姓名 TEXT PRIMARY KEY, 身高 INTEGER);
        INSERT INTO 足球运动队 VALUES ('甲队', 3, 1), ('乙队', 8, 2), ('丙队', 1, 0);
        INSERT INTO 足球运动员 VALUES ('张三', 180);
    """)
    conn.close()
    async with serving(str(path)) as ds:
        # 足球队 is only part of 足球运动队's name; 获得 says nothing the count does not
        result = await ask(ds, "获得联赛冠军少于5次的足球队")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "足球运动队", result["reason"]
        assert conditions(result) == [("联赛冠军数量", "lt", "5")]
        assert sorted(r["队名"] for r in await rows_of(ds, result["links"]["table"])) == ["丙队", "甲队"]


async def test_a_word_another_table_holds_is_asked_about_naming_that_table(library):
    async with serving(library) as ds:
        result = await ask(ds, "按文集的页数从多到少排列，给出对应的作者，作者的国籍，以及文集的出版社")
        assert result["status"] == "not_found", result["reason"]
        assert "国籍" in result["reason"] and "作者" in result["reason"]
        assert "没有表知道" not in result["reason"]
        # A word no table knows, asked to be shown, is still left out, naming it.
        result = await ask(ds, "按文集的页数从多到少排列，给出文集的出版社和装帧")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "文集", result["reason"]
        assert "装帧" in result["reason"]


async def test_the_head_that_names_a_column_too_is_the_group_counted(tmp_path):
    # 卫视 is a word of the table's name and the name of its column: after `的`, ending the question,
    # it is the group whose shows are counted.
    path = one_table(tmp_path / "shows.db",
                     "CREATE TABLE 卫视综艺节目 (卫视 TEXT, 节目名 TEXT, 期数 INTEGER)",
                     [("甲卫视", "一", 10), ("甲卫视", "二", 12), ("乙卫视", "三", 8)])
    async with serving(path) as ds:
        result = await ask(ds, "不足2部综艺节目的卫视都有啥")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "卫视综艺节目", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["卫视"], "having": {"fn": "count", "op": "lt", "value": 2}}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [(r["卫视"], r["count(*)"]) for r in rows] == [("乙卫视", 1)]


@pytest.mark.parametrize("q, groups", [
    ("哪些国家拥有节日超过1个", [("日本", 2)]),
    ("节日流行国家正好1个的有哪些国家", [("韩国", 1)]),
])
async def test_a_word_asked_which_that_names_a_column_too_is_the_group_counted(tmp_path, q, groups):
    # 国家 is a word of the table's name and the name of its column: right after 哪些, in the clause of
    # the count, it is the group whose festivals are counted — and still names the table
    path = one_table(tmp_path / "festivals.db", "CREATE TABLE 节日流行国家 (节日 TEXT, 国家 TEXT)",
                     [("春节", "日本"), ("中秋", "日本"), ("春节", "韩国")])
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "节日流行国家", result["reason"]
        assert result["intent"]["group_by"] == ["国家"] and result["intent"]["having"]["fn"] == "count"
        rows = await rows_of(ds, result["links"]["sql"])
        assert [(r["国家"], r["count(*)"]) for r in rows] == groups


async def test_a_word_asked_which_whose_name_column_the_table_has_is_the_group_counted(tmp_path):
    # 嘉宾 names the table and its name column 嘉宾姓名 (a row per appearance): `哪些嘉宾` counts each one's
    path = one_table(tmp_path / "guests.db", "CREATE TABLE 春晚嘉宾 (嘉宾姓名 TEXT, 年份 INTEGER)",
                     [("甲", 2001), ("甲", 2002), ("甲", 2003), ("乙", 2001)])
    async with serving(path) as ds:
        result = await ask(ds, "春晚嘉宾中，哪些嘉宾至少参加了3次")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "春晚嘉宾", result["reason"]
        assert result["intent"]["group_by"] == ["嘉宾姓名"] and result["intent"]["having"]["fn"] == "count"
        rows = await rows_of(ds, result["links"]["sql"])
        assert [(r["嘉宾姓名"], r["count(*)"]) for r in rows] == [("甲", 3)]


async def test_which_in_a_clause_listing_what_to_show_is_no_group(tmp_path):
    # `…，以及商家属于哪个国家` asks what to show of each merchant; the count is of the countries each
    # merchant covers, which this table's rows cannot group by 国家
    path = one_table(tmp_path / "cover.db", "CREATE TABLE 商家覆盖国家 (商家 TEXT, 国家 TEXT)",
                     [("甲", "日本"), ("甲", "韩国"), ("乙", "日本")])
    async with serving(path) as ds:
        result = await ask(ds, "覆盖国家不到2个的商家，以及商家属于哪个国家")
        assert (result.get("intent") or {}).get("group_by") != ["国家"], result


async def test_a_group_asked_in_a_clause_that_ends_at_a_comma(tmp_path):
    # `…的公司类型是什么，其平均年营业额是多少`: the first clause asks which types; the comma ends it
    path = one_table(tmp_path / "banks.db", "CREATE TABLE 银行 (名称 TEXT, 公司类型 TEXT, 年营业额 INTEGER)",
                     [("甲行", "国有", 900), ("乙行", "国有", 700), ("丙行", "股份制", 300)])
    async with serving(path) as ds:
        result = await ask(ds, "银行数小于2家的公司类型是什么，其平均年营业额是多少")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "银行", result["reason"]
        assert result["intent"]["group_by"] == ["公司类型"]
        assert result["intent"]["having"] == {"fn": "count", "op": "lt", "value": 2}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["公司类型"] for r in rows] == ["股份制"]


async def test_a_column_word_ending_a_condition_before_a_comma_is_no_group(tmp_path):
    # `…之前出版，且有文集多于1本`: 出版 (出版时间) ends a condition, not a question; the group is the
    # one asked which (出版社)
    path = one_table(tmp_path / "essays.db", "CREATE TABLE 文集 (名称 TEXT, 出版社 TEXT, 出版时间 DATE, 页数 INTEGER)",
                     [("甲集", "甲社", "1980-01-01", 300), ("乙集", "甲社", "1981-05-01", 200),
                      ("丙集", "乙社", "1979-03-01", 100)])
    async with serving(path) as ds:
        result = await ask(ds, "哪些出版社的文集在1983年6月21日之前出版，且有文集多于1本")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "文集", result["reason"]
        assert result["intent"]["group_by"] == ["出版社"], result["intent"]
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["出版社"] for r in rows] == ["甲社"]


async def test_a_verb_right_before_the_count_only_joins_it_to_the_group_after(tmp_path):
    # `获得了不超过1次电视剧奖的主办单位`: 获得 says what is counted (the awards of each organiser)
    path = one_table(tmp_path / "awards.db", "CREATE TABLE 电视剧奖 (奖项 TEXT, 主办单位 TEXT, 创办时间 INTEGER)",
                     [("甲奖", "甲台", 1980), ("乙奖", "甲台", 1985), ("丙奖", "乙台", 1990)])
    async with serving(path) as ds:
        result = await ask(ds, "获得了不超过1次电视剧奖的主办单位有哪些")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "电视剧奖", result["reason"]
        assert result["intent"]["group_by"] == ["主办单位"]
        assert result["intent"]["having"] == {"fn": "count", "op": "lte", "value": 1}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["主办单位"] for r in rows] == ["乙台"]


@pytest.mark.parametrize("q, table, schema, rows, intent, wanted", [
    # the column is the group's word itself, or it with only a belonging (所属) around it
    ("各个作者写的传记总共有多少页", "传记", "CREATE TABLE 传记 (书名 TEXT, 作者 TEXT, 页数 INTEGER)",
     [("甲传", "甲", 300), ("乙传", "甲", 200), ("丙传", "乙", 100)],
     {"group_by": ["作者"]}, ["甲", "乙"]),
    ("各个球队参加的欧冠赛事最少出场多少次", "欧冠赛事", "CREATE TABLE 欧冠赛事 (球员 TEXT, 所属球队 TEXT, 出场次数 INTEGER)",
     [("甲", "红队", 12), ("乙", "红队", 8), ("丙", "蓝队", 10)],
     {"group_by": ["所属球队"], "aggregate": {"fn": "min", "column": "出场次数"}}, ["红队", "蓝队"]),
])
async def test_a_verb_between_each_group_and_the_tables_word_only_joins_them(tmp_path, q, table, schema, rows,
                                                                            intent, wanted):
    # `各个作者写的传记`: 写 says how the rows belong to each author — no condition
    path = one_table(tmp_path / "verbs.db", schema, rows)
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
        assert {k: result["intent"][k] for k in intent} == intent
        found = await rows_of(ds, result["links"]["sql"])
        assert sorted(r[intent["group_by"][0]] for r in found) == sorted(wanted)


async def test_a_verb_of_another_relation_than_the_groups_column_is_asked_about(tmp_path):
    # 起源国家 is where a sport comes from; `每个国家流行的项目` asks where it is popular — not per origin
    path = one_table(tmp_path / "sports.db", "CREATE TABLE 运动项目 (名称 TEXT, 起源国家 TEXT, 比赛人数 INTEGER)",
                     [("足球", "英国", 11), ("篮球", "美国", 5)])
    async with serving(path) as ds:
        result = await ask(ds, "每个国家流行的项目有多少个")
        assert result["status"] != "resolved" and "流行" in result["reason"], result


async def test_a_chinese_table_name_typed_whole_then_compared_counts_its_rows(tmp_path):
    # 举重世界记录 typed whole names the table (记录 alone would be a word of 记录成绩, which the table's
    # other words, 世界记录, do not name): compared with a number, it is how many records each type has
    # — no condition on 记录成绩
    path = one_table(tmp_path / "records.db", "CREATE TABLE 举重世界记录 (项目类型 TEXT, 运动员 TEXT, 记录成绩 REAL)",
                     [("抓举", "甲", 150.0), ("抓举", "乙", 160.0), ("挺举", "丙", 190.0)])
    async with serving(path) as ds:
        result = await ask(ds, "哪些项目类型的举重世界记录大于等于2，以及给出这些世界记录的平均成绩是多少")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "举重世界记录", result["reason"]
        assert not result["predicate"], result["predicate"]
        assert result["intent"]["group_by"] == ["项目类型"]
        assert result["intent"]["having"] == {"fn": "count", "op": "gte", "value": 2}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["项目类型"] for r in rows] == ["抓举"]


async def test_a_word_after_an_average_is_never_the_value_of_the_column_before(tmp_path):
    # `其车型的平均排量`: the average is of 排量, which this table does not hold — asked, never 车型 = 排量
    path = one_table(tmp_path / "cars.db", "CREATE TABLE 汽车产品 (名称 TEXT, 车型 TEXT, 车款数量 INTEGER)",
                     [("甲", "轿车", 3), ("乙", "越野", 5)])
    async with serving(path) as ds:
        result = await ask(ds, "给出汽车产品的车型，以及其车型的平均排量")
        assert result["status"] != "resolved" and "排量" in result["reason"], result


async def test_a_word_after_each_is_never_the_value_of_the_column_before(tmp_path):
    # `哪些省包含的各高校`: 各 says per what, so 高校 is no value of 所在省市 (a province)
    path = one_table(tmp_path / "academicians.db", "CREATE TABLE 两院院士学校名单 (学校 TEXT, 所在省市 TEXT, 院士人数 INTEGER)",
                     [("甲大学", "北京", 30), ("乙大学", "上海", 20)])
    async with serving(path) as ds:
        result = await ask(ds, "哪些省包含的各高校中平均拥有院士最多，给出前5省")
        assert "高校" not in [c["value"] for c in (result.get("predicate") or {}).get("conditions", [])], result


async def test_a_school_is_the_column_of_the_school_graduated_from(tmp_path):
    # 学校 and 院校 are one word (毕业院校: the school graduated from)
    path = one_table(tmp_path / "stars.db", "CREATE TABLE 明星 (姓名 TEXT, 毕业院校 TEXT)",
                     [("甲", "北京电影学院"), ("乙", "北京电影学院"), ("丙", "中央戏剧学院")])
    async with serving(path) as ds:
        result = await ask(ds, "每所学校毕业的明星有多少人")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "明星", result["reason"]
        assert result["intent"]["group_by"] == ["毕业院校"]
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted((r["毕业院校"], r["count(*)"]) for r in rows) == [("中央戏剧学院", 1), ("北京电影学院", 2)]


async def test_where_asked_names_the_group_of_a_count_after_the_tables_word(tmp_path):
    # `景区数量大于等于2的所属城市在哪儿`: 在哪儿 asks which cities, so the number after the table's
    # word is how many sights each city has
    path = one_table(tmp_path / "sights.db", "CREATE TABLE 景区 (名称 TEXT, 所属城市 TEXT, 门票 INTEGER)",
                     [("甲", "杭州", 50), ("乙", "杭州", 80), ("丙", "苏州", 60)])
    async with serving(path) as ds:
        result = await ask(ds, "景区数量大于等于2的所属城市在哪儿")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "景区", result["reason"]
        assert result["intent"]["group_by"] == ["所属城市"]
        assert result["intent"]["having"] == {"fn": "count", "op": "gte", "value": 2}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["所属城市"] for r in rows] == ["杭州"]


async def test_an_average_compared_with_the_comparison_after_the_number(tmp_path):
    path = one_table(tmp_path / "students.db",
                     "CREATE TABLE 参赛学生 (姓名 TEXT PRIMARY KEY, 学历 TEXT, 年龄 INTEGER)",
                     [("甲", "本科", 19), ("乙", "本科", 21), ("丙", "硕士", 24)])
    async with serving(path) as ds:
        result = await ask(ds, "哪些学历的参赛学生平均年龄在20岁以下")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "参赛学生", result["reason"]
        assert result["intent"]["group_by"] == ["学历"]
        assert result["intent"]["having"] == {"fn": "avg", "column": "年龄", "op": "lte", "value": 20}
        rows = await rows_of(ds, result["links"]["sql"])
        assert [r["学历"] for r in rows] == ["本科"]


@pytest.mark.parametrize("q, names", [
    ("1999年之前成立的公司", ["甲"]),
    ("1999年之前成立或者总部地点不在深圳的公司", ["乙", "甲"]),
    ("2005年之后上市的公司", ["乙", "丙"]),
])
async def test_a_date_before_the_word_of_its_column(tmp_path, q, names):
    # Two date columns take a year; the word typed after its comparison (成立, 上市) says which.
    path = one_table(tmp_path / "companies.db",
                     "CREATE TABLE 公司 (名称 TEXT PRIMARY KEY, 成立时间 DATE, 上市时间 DATE, 总部地点 TEXT)",
                     [("甲", "1995-05-01", "2004-01-01", "深圳"), ("乙", "2001-03-01", "2010-06-01", "杭州"),
                      ("丙", "2003-01-01", "2012-01-01", "深圳")])
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "公司", result["reason"]
        # (rows meeting either condition: a table page cannot say "or", the SQL link does)
        rows = await rows_of(ds, result["links"].get("table") or result["links"]["sql"])
        assert sorted(r["名称"] for r in rows) == sorted(names)


async def test_the_two_spellings_of_a_record_are_one_word(tmp_path):
    # 纪录 and 记录 are both written for "record" (世界纪录, 世界记录).
    path = one_table(tmp_path / "records.db",
                     "CREATE TABLE 举重世界记录 (项目类型 TEXT, 运动员 TEXT, 记录成绩 REAL)",
                     [("抓举", "甲", 150.0), ("挺举", "乙", 190.0)])
    async with serving(path) as ds:
        result = await ask(ds, "举重世界纪录中记录成绩超过160的运动员")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "举重世界记录", result["reason"]
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["运动员"] for r in rows] == ["乙"]


@pytest.mark.parametrize("q, names", [
    ("地址是北京大兴区兴丰大街126号的饭店", ["甲店"]),
    ("地址不是北京大兴区兴丰大街126号的饭店", ["乙店"]),
])
async def test_a_value_the_rows_hold_with_a_number_inside(tmp_path, q, names):
    path = one_table(tmp_path / "restaurants.db",
                     "CREATE TABLE 饭店 (名称 TEXT PRIMARY KEY, 地址 TEXT, 口味评分 REAL)",
                     [("甲店", "北京大兴区兴丰大街126号", 4.5), ("乙店", "北京朝阳区将台路6号", 4.9)])
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "饭店", result["reason"]
        assert [c["value"] for c in result["predicate"]["conditions"]] == ["北京大兴区兴丰大街126号"]
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["名称"] for r in rows] == names


async def test_a_verb_that_joins_the_group_to_what_is_counted(tmp_path):
    path = one_table(tmp_path / "zoos.db",
                     "CREATE TABLE 动物园 (名称 TEXT PRIMARY KEY, 所属城市 TEXT, 面积 INTEGER)",
                     [("甲园", "杭州", 10), ("乙园", "杭州", 20), ("丙园", "宁波", 30)])
    async with serving(path) as ds:
        result = await ask(ds, "哪些城市建立的动物园多于1个")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "动物园", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["所属城市"], "having": {"fn": "count", "op": "gt", "value": 1}}
        assert "建立" in result["reason"]  # left out, and named
        rows = await rows_of(ds, result["links"]["sql"])
        assert [(r["所属城市"], r["count(*)"]) for r in rows] == [("杭州", 2)]


async def test_a_number_that_begins_a_column_name_is_that_column(tmp_path):
    path = one_table(tmp_path / "books.db",
                     'CREATE TABLE 书籍 (名称 TEXT PRIMARY KEY, 豆瓣评分 REAL, "5星占比" REAL, "1星占比" REAL)',
                     [("甲书", 9.1, 0.6, 0.01), ("乙书", 8.2, 0.3, 0.05), ("丙书", 9.5, 0.8, 0.0)])
    async with serving(path) as ds:
        result = await ask(ds, "豆瓣评分超过9的书籍按5星占比降序排列")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "书籍", result["reason"]
        assert result["intent"] == {"order": {"column": "5星占比", "desc": True}}
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["名称"] for r in rows] == ["丙书", "甲书"]
        # the number written in Chinese (一星 for 1星)
        result = await ask(ds, "给出书籍的一星占比")
        assert result["status"] == "resolved" and result["understood"]["fields"] == ["1星占比"], result["reason"]


async def test_a_table_named_in_part_among_others_answers_only_when_it_alone_reads_the_question(tmp_path):
    # 职位 is a part of one table's name and a column of the other: both are offered for it.
    path = tmp_path / "jobs.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 各职位报名人数 (职位名称 TEXT, 部门名称 TEXT, 招考人数 INTEGER, 报考人数 INTEGER);
        CREATE TABLE 各省份报名人数 (省份 TEXT, 职位 TEXT, 招考人数 INTEGER, 报考人数 INTEGER);
    """)
    conn.executemany("insert into 各职位报名人数 values (?,?,?,?)", [("科员", "税务局", 10, 300), ("主任", "海关", 30, 500),
                                                               ("干事", "统计局", 20, 100)])
    conn.executemany("insert into 各省份报名人数 values (?,?,?,?)", [("浙江", "科员", 1000, 30000)])
    conn.commit()
    conn.close()
    async with serving(str(path)) as ds:
        # 部门名称 is a column of one of them only
        result = await ask(ds, "招考人数不大于22的职位按报考人数升序排列给出职位名称以及部门名称")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "各职位报名人数", result["reason"]
        assert result["confidence"] == 0.6
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["职位名称"] for r in rows] == ["干事", "科员"]
        # every word reads on both: a list to choose from
        result = await ask(ds, "招考人数不大于22的职位按报考人数升序排列")
        assert result["status"] == "ambiguous", result["reason"]


async def test_a_percent_compared_on_percents_written_as_text_reads_each_rows_number(tmp_path):
    # SQL would compare '60%' and '15%' as texts: a percent typed is compared on the number each row
    # spells (on the SQL page); a bare number says no one number (50 or 0.5), and the reason says why.
    path = one_table(tmp_path / "ratings.db",
                     'CREATE TABLE 书籍 (名称 TEXT PRIMARY KEY, "5星占比" NUMERIC)',
                     [("甲书", "60%"), ("乙书", "15%"), ("丙书", "8%")])
    async with serving(path) as ds:
        result = await ask(ds, "5星占比超过50%的书籍")
        assert result["status"] == "resolved", result["reason"]
        assert [r["名称"] for r in await rows_of(ds, result["links"]["sql"])] == ["甲书"]
        result = await ask(ds, "5星占比超过50的书籍")
        assert result["status"] == "not_found" and not result.get("predicate")
        assert "5星占比" in result["reason"] and "50" in result["reason"] and "文字" in result["reason"]


TELEVISIONS = """
CREATE TABLE 电视机品牌 (id INTEGER PRIMARY KEY, 名称 TEXT, 所属国家 TEXT);
CREATE TABLE 电视机型号 (id INTEGER PRIMARY KEY, 名称 TEXT, 品牌id INTEGER REFERENCES 电视机品牌(id), 产品定位 TEXT,
                        背光灯寿命 INTEGER, 定价 INTEGER);
CREATE TABLE 各城市电视机售卖 (id INTEGER PRIMARY KEY, 城市 TEXT, 型号id INTEGER REFERENCES 电视机型号(id), 售卖量 INTEGER);
CREATE TABLE 电视机平台售卖 (id INTEGER PRIMARY KEY, 平台 TEXT, 型号id INTEGER REFERENCES 电视机型号(id), 售卖量 INTEGER);
INSERT INTO 电视机品牌 VALUES (1, '甲', '中国'), (2, '乙', '日本');
INSERT INTO 电视机型号 VALUES (1, 'A1', 1, '高端', 60000, 9000), (2, 'B2', 2, '入门', 30000, 2000),
                             (3, 'C3', 1, '中端', 50000, 4000), (4, 'D4', 2, '高端', 80000, 12000);
INSERT INTO 各城市电视机售卖 VALUES (1, '杭州', 1, 100);
INSERT INTO 电视机平台售卖 VALUES (1, '京东', 1, 50);
"""


async def test_a_table_too_weakly_named_to_be_listed_is_the_answer_when_the_question_is_its_columns(tmp_path):
    # 电视机 is only a modifier in every table's name, too weak for 电视机型号 to be listed at all; the
    # other words are its columns alone, every word read there
    conn = sqlite3.connect(tmp_path / "tv.db")
    conn.executescript(TELEVISIONS)
    conn.close()
    async with serving(str(tmp_path / "tv.db")) as ds:
        result = await ask(ds, "找出背光灯寿命最小的3个电视机，并给出它们的产品定位和定价")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "电视机型号", result["reason"]
        assert result["confidence"] == 0.6 and "背光灯寿命" in result["reason"]
        assert result["intent"] == {"order": {"column": "背光灯寿命", "desc": False}, "limit": 3}
        rows = await rows_of(ds, result["links"]["table"])
        assert [r["id"] for r in rows] == [2, 3, 1]
        result = await ask(ds, "每种产品定位的电视机平均定价是多少")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "电视机型号", result["reason"]
        assert result["intent"] == {"aggregate": {"fn": "avg", "column": "定价"}, "group_by": ["产品定位"]}
        rows = await rows_of(ds, result["links"]["sql"])
        assert {r["产品定位"]: r['avg("定价")'] for r in rows} == {"高端": 10500, "入门": 2000, "中端": 4000}
        # the word alone, or with words of no one table, is still a list to choose from
        assert (await ask(ds, "电视机"))["status"] == "ambiguous"
        assert (await ask(ds, "电视机的售卖量"))["status"] != "resolved"


@pytest.mark.parametrize("q, intent, groups", [
    # a verb between the group's short word (省, of 所属省份) and 的 + the table's word joins them
    ("给出每个省管辖的城市中，人口最多的是多少", {"aggregate": {"fn": "max", "column": "人口"}, "group_by": ["所属省份"]},
     [("广东", 1800), ("浙江", 1200)]),
    # after the group asked, a number of things: the words after it are what is counted
    ("哪些省管辖了3个城市", {"count": True, "group_by": ["所属省份"], "having": {"fn": "count", "op": "exact", "value": 3}},
     [("浙江", 3)]),
])
async def test_a_verb_joining_the_group_to_the_rows_says_nothing_more(tmp_path, q, intent, groups):
    path = one_table(tmp_path / "cities.db", "CREATE TABLE 城市 (名称 TEXT PRIMARY KEY, 所属省份 TEXT, 人口 INTEGER)",
                     [("杭州", "浙江", 1200), ("宁波", "浙江", 900), ("温州", "浙江", 950), ("广州", "广东", 1800),
                      ("佛山", "广东", 950)])
    async with serving(path) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "城市", result["reason"]
        assert result["intent"] == intent and "管辖" in result["reason"]
        rows = await rows_of(ds, result["links"]["sql"])
        assert sorted((r["所属省份"], r[next(k for k in r if k != "所属省份")]) for r in rows) == sorted(groups)


EXAMS = """
CREATE TABLE 各省份报名人数 (省份 TEXT PRIMARY KEY, 岗位数 INTEGER, 报名人数 INTEGER, 合格人数 INTEGER);
CREATE TABLE 各职位报名人数 (职位 TEXT PRIMARY KEY, 部门 TEXT, 招考人数 INTEGER, 报名人数 INTEGER, 合格人数 INTEGER);
CREATE TABLE 野鸡大学 (城市 TEXT PRIMARY KEY, 数量 INTEGER, 占比 REAL);
INSERT INTO 各省份报名人数 VALUES ('浙江', 100, 5000, 3000), ('广东', 120, 8000, 4000);
INSERT INTO 各职位报名人数 VALUES ('科员', '税务局', 3, 300, 200), ('主任', '统计局', 1, 50, 40);
INSERT INTO 野鸡大学 VALUES ('甲', 3, 0.1);
"""


@pytest.mark.parametrize("q", ["找到各省份报名人数的合格人数最大值", "给出各省份报名人数中的岗位数以及合格人数占比"])
async def test_a_tables_name_typed_whole_from_ge_names_it(tmp_path, q):
    # `各省份报名人数`: 各 ("each") is the first character of the table's own name, typed whole — not a
    # group of 省份 on any table that has 报名人数; and 占比 is worked out from its own columns, whoever
    # else has a column named 占比
    conn = sqlite3.connect(tmp_path / "exams.db")
    conn.executescript(EXAMS)
    conn.close()
    async with serving(str(tmp_path / "exams.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "各省份报名人数", result["reason"]
        assert result["understood"]["entity"].replace(" ", "") == "各省份报名人数" and conditions(result) == []
        assert not (result.get("intent") or {}).get("group_by")
        # 各 before a word that is no whole name of a table is still each (a group)
        result = await ask(ds, "各部门的招考人数总和是多少")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "各职位报名人数", result["reason"]
        assert result["intent"]["group_by"] == ["部门"]


def exam_tables(path, other: str) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(f"""
        CREATE TABLE 各职位报名人数 (职位名称 TEXT, 部门名称 TEXT, 招考人数 INTEGER, 合格人数 INTEGER);
        {other}
        INSERT INTO 各职位报名人数 VALUES ('科员', '税务局', 3, 30), ('主任', '海关', 1, 20), ('专员', '税务局', 2, 12);
    """)
    conn.close()
    return str(path)


async def test_a_table_whose_rows_are_the_things_named_answers_when_the_word_names_it_only_in_part(tmp_path):
    # 职位 is only part of 各职位报名人数's name and also sits in a column of 各省份报名人数 (0报名职位数量);
    # but each row of the first is one 职位 (职位名称): it answers, as unsure as an answer can be
    path = exam_tables(tmp_path / "exam.db", "CREATE TABLE 各省份报名人数 (省份 TEXT, 岗位数 INTEGER, "
                       "\"0报名职位数量\" INTEGER); INSERT INTO 各省份报名人数 VALUES ('浙江', 900, 12);")
    async with serving(path) as ds:
        for q in ("给出所有职位的录取比例", "每个部门招聘有多少个职位"):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and result["resolved"]["table"] == "各职位报名人数", (q, result["reason"])
            assert "它的每一行就是一个职位（职位名称）" in result["reason"], result["reason"]
            assert result["confidence"] < 0.7
        assert len(await rows_of(ds, result["links"]["table"])) == 3
        counted = await rows_of(ds, result["links"]["sql"])
        assert sorted((r["部门名称"], r["count(*)"]) for r in counted) == [("海关", 1), ("税务局", 2)]
    # another table whose rows are 职位 too: the words do not tell them apart — asked
    path = exam_tables(tmp_path / "exam2.db", "CREATE TABLE 各职位薪资 (职位 TEXT, 薪资 INTEGER); "
                       "INSERT INTO 各职位薪资 VALUES ('科员', 5000);")
    async with serving(path) as ds:
        result = await ask(ds, "给出所有职位的录取比例")
        assert result["status"] == "ambiguous", result["reason"]


async def test_a_word_the_best_table_lacks_and_another_has_as_a_column_is_asked_about(tmp_path):
    # `平台 配送费`: 平台 names the platforms, but 配送费 is a column of the merchants' campaigns only —
    # the words name more than the platforms, so the answer lists both and says why
    path = tmp_path / "delivery.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE 平台 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 入驻商家数量 INTEGER);
        CREATE TABLE 商家平台活动 (id INTEGER PRIMARY KEY, 平台id INTEGER REFERENCES 平台(词条id), 商家 TEXT, 配送费 INTEGER);
        INSERT INTO 平台 VALUES (1, '美团', 100), (2, '饿了么', 80);
        INSERT INTO 商家平台活动 VALUES (1, 1, '甲', 5), (2, 2, '乙', 9);
    """)
    conn.close()
    async with serving(str(path)) as ds:
        response = await ds.client.get("/-/dbgraph.json", params={"entity": "平台 配送费", "_lang": "zh"})
        result = response.json()
        assert result["status"] == "ambiguous", result["reason"]
        assert {c["table"] for c in result["candidates"]} == {"平台", "商家平台活动"}
        assert "“配送费”不是它的词，而是 商家平台活动 的字段" in result["reason"], result["reason"]
        # the platform's own words still name it
        response = await ds.client.get("/-/dbgraph.json", params={"entity": "平台 入驻商家", "_lang": "zh"})
        assert response.json()["resolved"]["table"] == "平台"


async def test_which_before_the_tables_word_typed_onto_a_column_asks_which_of_the_column(tmp_path):
    # `哪些教练身份`: 教练 names the table, 身份 is its column — which 身份 is asked, the group counted
    path = one_table(tmp_path / "coaches.db", "CREATE TABLE 俱乐部教练 (姓名 TEXT, 身份 TEXT, 俱乐部 TEXT)",
                     [("甲", "主教练", "a"), ("乙", "主教练", "b"), ("丙", "助理教练", "a")])
    async with serving(path) as ds:
        result = await ask(ds, "哪些教练身份至少有2名俱乐部教练")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "俱乐部教练", result["reason"]
        assert result["intent"]["group_by"] == ["身份"] and result["intent"]["having"]["fn"] == "count"
        rows = await rows_of(ds, result["links"]["sql"])
        assert [(r["身份"], r["count(*)"]) for r in rows] == [("主教练", 2)]
