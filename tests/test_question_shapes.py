"""Shapes of questions people type that used to answer the wrong rows, through a real Datasette
serving a real SQLite file (docs/one-box.md, "Questions"):

- `每个分类有多少商品`: a count per category is a count of goods grouped by their category — not a
  count of the categories table;
- `每个会员等级有多少人`: people per level — the members who belong to each level, per their level (nothing
  counted, `每个会员等级有多少`, the levels table counting itself is refused);
- `商品的品牌是什么`: the brand of the goods, not the brands table;
- `热门关键词`: a yes/no column's word typed onto the table's word is its "yes";
- `账单2026011500000007`: a number far longer than any key is the bill number that holds it, on the
  table or across the link (`…的收款记录`);
- `vendors we no longer use`: words found only inside a legend's label name no column;
- `华为商品以外的商品`: 以外 after the table's word still negates the value before it;
- `位于海淀区的门店`: a place after a word that says where is any part of the addresses the rows hold;
- `黄金的会员`: a value only a linked table holds (grades.title) is read across the link.
"""

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
CREATE TABLE grades ( -- 会员等级
    id INTEGER PRIMARY KEY,
    title TEXT, -- 等级名称
    discount REAL -- 折扣
);
CREATE TABLE customers ( -- 会员
    id INTEGER PRIMARY KEY,
    nickname TEXT, -- 昵称
    grade_id INTEGER REFERENCES grades(id), -- 会员等级
    city TEXT -- 城市
);
CREATE TABLE brands ( -- 品牌
    id INTEGER PRIMARY KEY,
    title TEXT, -- 品牌名称
    goods_count INTEGER -- 商品数量
);
CREATE TABLE categories ( -- 商品分类
    id INTEGER PRIMARY KEY,
    title TEXT -- 分类名称
);
CREATE TABLE goods ( -- 商品
    id INTEGER PRIMARY KEY,
    title TEXT, -- 商品名称
    brand_name TEXT, -- 品牌
    category_id INTEGER REFERENCES categories(id), -- 分类
    price REAL -- 售价
);
CREATE TABLE keywords ( -- 搜索关键词
    id INTEGER PRIMARY KEY,
    word TEXT, -- 关键词
    is_hot INTEGER -- 是否热门关键词
);
CREATE TABLE bills ( -- 账单
    id INTEGER PRIMARY KEY,
    bill_no TEXT, -- 账单编号
    status INTEGER, -- 账单状态：0待付款 1已付款 2已关闭
    total REAL -- 金额
);
CREATE TABLE receipts ( -- 收款记录
    id INTEGER PRIMARY KEY,
    bill_id INTEGER REFERENCES bills(id), -- 账单
    amount REAL -- 收款金额
);
CREATE TABLE shops ( -- 门店
    id INTEGER PRIMARY KEY,
    title TEXT, -- 门店名称
    address TEXT, -- 门店地址
    hq_province TEXT -- 总部所在省
);
CREATE TABLE vendors (
    id INTEGER PRIMARY KEY,
    name TEXT, -- Company name.
    activeflag INTEGER -- 0 = Vendor no longer used. 1 = Vendor is actively used.
);
"""
BILL_NO = "2026011500000007"


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into grades values (?,?,?)", [(1, "普通", 1.0), (2, "白银", 0.95), (3, "黄金", 0.9)])
    conn.executemany("insert into customers values (?,?,?,?)",
                     [(i, f"用户{i}", 1 + i % 3, ["北京", "上海"][i % 2]) for i in range(1, 31)])
    conn.executemany("insert into brands values (?,?,?)", [(1, "小米", 12), (2, "华为", 20)])
    conn.executemany("insert into categories values (?,?)", [(1, "手机"), (2, "电脑"), (3, "耳机")])
    # Goods 1..20 in categories 2, 3, 1, 2, 3, 1 …: seven in category 2, seven in 3, six in 1.
    conn.executemany("insert into goods values (?,?,?,?,?)",
                     [(i, f"商品{i}", ["小米", "华为"][i % 2], 1 + i % 3, 100.0 * i) for i in range(1, 21)])
    conn.executemany("insert into keywords values (?,?,?)", [(1, "手机", 1), (2, "耳机", 0), (3, "电脑", 1), (4, "键盘", 0)])
    conn.executemany("insert into bills values (?,?,?,?)", [(i, f"20260115{i:08d}", i % 3, 10.0 * i) for i in range(1, 41)])
    conn.executemany("insert into receipts values (?,?,?)", [(100 + i, i, 10.0 * i) for i in range(1, 41)])
    conn.executemany("insert into vendors values (?,?,?)", [(1, "Acme", 1), (2, "Globex", 0)])
    conn.executemany("insert into shops values (?,?,?,?)", [
        (1, "中关村店", "北京市海淀区中关村大街1号", "北京"), (2, "国贸店", "北京市朝阳区建国路2号", "北京"),
        (3, "五道口店", "北京市海淀区成府路3号", "北京"), (4, "陆家嘴店", "上海市浦东新区世纪大道5号", "上海")])
    conn.commit()
    conn.close()
    return str(path)


async def ask(ds: Datasette, q: str, lang: str = "zh", actor: dict | None = None) -> dict:
    cookies = {"ds_actor": ds.sign({"a": actor}, "actor")} if actor else {}
    for _ in range(60):  # while the index is first built the answer is `busy`: ask again, as a person would
        response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q, "_lang": lang}),
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
    async with serving(make(tmp_path / "shop.db")) as ds:
        yield ds


@pytest.mark.parametrize("q", ["每个分类有多少商品", "各个分类有几个商品", "每个分类的商品数量"])
async def test_a_count_per_linked_row_counts_the_rows_that_belong_to_it(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "goods", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["category_id"]}
    assert "_facet=category_id" in result["links"]["table"]
    rows = await rows_of(ds, result["links"]["sql"])
    assert sorted(tuple(row.values()) for row in rows) == [(1, 6), (2, 7), (3, 7)]


async def test_a_count_per_level_names_what_is_counted(ds):
    result = await ask(ds, "每个会员等级有多少会员")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "customers", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["grade_id"]}
    rows = await rows_of(ds, result["links"]["sql"])
    assert sorted(tuple(row.values()) for row in rows) == [(1, 10), (2, 10), (3, 10)]


@pytest.mark.parametrize("q", ["每个会员等级有多少人", "每个会员等级有几个人？"])
async def test_people_counted_per_row_are_the_people_who_belong_to_it(ds, q):
    # Each level is one row of the levels table; 人 says people are counted — the one table of people that
    # points at the levels (会员: customers), per its grade (before: refused, nothing said what was counted).
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "customers", result["reason"]
    assert result["intent"] == {"count": True, "group_by": ["grade_id"]}
    rows = await rows_of(ds, result["links"]["sql"])
    assert sorted(tuple(row.values()) for row in rows) == [(1, 10), (2, 10), (3, 10)]


async def test_a_table_counted_per_row_of_itself_is_refused_saying_why(ds):
    # Nothing says what is counted per level: each level counts only itself — refused, saying why.
    result = await ask(ds, "每个会员等级有多少")
    assert result["status"] == "not_found", result
    assert "每个会员等级" in result["reason"] and any("会员等级" in action for action in result["next_actions"])


async def test_the_column_asked_of_the_table_named_before_of(ds):
    # 商品 is also part of a column of brands (商品数量): before 的 it says whose brand is asked.
    result = await ask(ds, "商品的品牌是什么")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "goods", result["reason"]
    assert result["understood"]["fields"] == ["brand_name"]
    assert [c["column"] for c in result["resolved"]["columns"]] == ["brand_name"]
    assert "_col=brand_name" in result["links"]["table"]
    assert not result.get("predicate")


@pytest.mark.parametrize("q", ["热门关键词有哪些", "热门关键词", "热门的关键词"])
async def test_a_yes_no_word_typed_onto_the_table_word_is_its_yes(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "keywords", result["reason"]
    assert conditions(result) == [("is_hot", "exact", "1")]
    assert sorted(row["word"] for row in await rows_of(ds, result["links"]["table"])) == ["手机", "电脑"]


async def test_a_number_far_longer_than_the_keys_is_the_number_that_holds_it(ds):
    result = await ask(ds, f"账单{BILL_NO}")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "bills", result["reason"]
    assert conditions(result) == [("bill_no", "exact", BILL_NO)]
    assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == [7]
    # A short number after the table's word is still its key.
    result = await ask(ds, "账单 3")
    assert conditions(result) == [("id", "exact", "3")]


async def test_a_long_number_on_a_linked_key_is_read_across_the_link(ds):
    result = await ask(ds, f"账单{BILL_NO}的收款记录")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "receipts", result["reason"]
    [condition] = result["predicate"]["conditions"]
    assert (condition["column"], condition["value"], condition["via"]["table"]) == ("bill_no", BILL_NO, "bills")
    assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == [107]


async def test_a_number_no_column_could_hold_is_refused_naming_the_column(ds):
    result = await ask(ds, "收款记录 账单99999999")
    assert result["status"] == "not_found", result
    assert "99999999" in result["reason"] and "bill_id" in result["reason"]
    assert not result.get("links")


async def test_words_only_inside_a_legend_label_name_no_column(ds):
    # "no longer" is in activeflag's legend (0 = Vendor no longer used): read as the column to show,
    # the answer would list every vendor as if it were the ones no longer used.
    result = await ask(ds, "vendors we no longer use", lang="en")
    assert result["status"] != "resolved", result
    assert "longer" in result["reason"]


@pytest.mark.parametrize("q", ["华为商品以外的商品", "华为商品之外的商品", "小米以外的商品"])
async def test_a_negation_after_the_table_word_still_negates_the_value(ds, q):
    # `华为商品以外的商品`: the goods other than Huawei's — read as `= 华为` it would be exactly the wrong rows.
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "goods", result["reason"]
    [(column, op, value)] = conditions(result)
    assert (column, op) == ("brand_name", "not")
    assert {row["brand_name"] for row in await rows_of(ds, result["links"]["table"])} == {"小米", "华为"} - {value}


@pytest.mark.parametrize("q", ["上海以外的地方的会员", "城市在上海以外地方的会员", "城市在上海之外的地方的会员"])
async def test_other_than_a_place_said_with_difang(ds, q):
    # `以外的地方`: 地方 only says "a place", which the value is — the members outside Shanghai, not a word refused
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "customers", result["reason"]
    assert conditions(result) == [("city", "not", "上海")]
    assert {row["city"] for row in await rows_of(ds, result["links"]["table"])} == {"北京"}


@pytest.mark.parametrize("q", ["位于海淀区的门店", "地址在海淀区的门店", "在海淀区的门店"])
async def test_a_place_after_a_word_that_says_where_is_part_of_the_address(ds, q):
    # Each address is its own row's (no value repeats) and 海淀区 sits in the middle of them: read as
    # `address = 海淀区` the link would show no shop.
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "shops", result["reason"]
    assert conditions(result) == [("address", "contains", "海淀区")]
    assert sorted(row["title"] for row in await rows_of(ds, result["links"]["table"])) == ["中关村店", "五道口店"]


async def test_a_place_no_row_spells_is_still_refused(ds):
    result = await ask(ds, "位于西城区的门店")
    assert result["status"] == "not_found" and "西城区" in result["reason"], result


async def test_a_value_only_a_linked_table_holds_is_read_across_the_link(ds):
    # 黄金 is no word of customers; grades.title holds it, and customers link to grades.
    result = await ask(ds, "黄金的会员")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "customers", result["reason"]
    [condition] = result["predicate"]["conditions"]
    assert (condition["column"], condition["op"], condition["value"]) == ("title", "exact", "黄金")
    assert condition["via"] == {"table": "grades", "from": "grade_id", "to": "id"}
    rows = await rows_of(ds, result["links"]["table"])
    assert len(rows) == 10 and {row["grade_id"] for row in rows} == {3}


async def test_the_values_of_a_linked_table_the_actor_may_not_see_are_never_read(tmp_path):
    metadata = {"databases": {"shop": {"tables": {"grades": {"allow": {"id": "admin"}}}}}}
    async with serving(make(tmp_path / "shop.db"), metadata=metadata) as ds:
        admin = await ask(ds, "黄金的会员", actor={"id": "admin"})
        assert admin["status"] == "resolved" and admin["predicate"]["conditions"][0]["via"]["table"] == "grades"
        for actor in (None, {"id": "guest"}):
            result = await ask(ds, "黄金的会员", actor=actor)
            assert result["status"] != "resolved" and "黄金" in result["reason"]
            assert "grades" not in str(result) and "title" not in str(result)


@pytest.mark.parametrize("q", ["门店总部在哪个省", "给出门店和总部所在的省"])
async def test_a_province_asked_is_the_one_column_that_says_province(ds, q):
    # No column is named 省份: 省 is the one column whose description has it (总部所在省).
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "shops", result["reason"]
    assert "hq_province" in result["understood"]["fields"]
    assert not result.get("predicate")
