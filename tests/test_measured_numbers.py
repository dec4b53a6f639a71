"""Numbers a column's rows write as text with their unit (`183cm`, `1300万`), compared for order on
the number each text spells (docs/conditions.md, "Numbers written as text"): through a real
Datasette serving a real SQLite file, the answer's SQL link returns exactly the rows meant, its
count says how many, and the table page — whose filters would compare the texts — is not linked.
A number in a unit of the same kind is converted (`1.85m` against `183cm`); one in a unit of
another kind is refused with the reason. Asked as keys, and across a link, the same holds."""

from __future__ import annotations

import re
import sqlite3
import urllib.parse

import pytest
import pytest_asyncio

from datasette_dbgraph.compat import IS_1X
from tests.test_held_values import ask, conditions, serving

pytestmark = pytest.mark.asyncio

SCHEMA = """
CREATE TABLE players ( -- 球员
    id INTEGER PRIMARY KEY,
    name TEXT, -- 姓名
    height NUMERIC, -- 身高
    salary NUMERIC, -- 年薪
    run TEXT -- 跑动距离
);
CREATE TABLE clubs ( -- 俱乐部
    id INTEGER PRIMARY KEY,
    name TEXT, -- 俱乐部名称
    budget TEXT -- 预算
);
CREATE TABLE contracts ( -- 合同
    id INTEGER PRIMARY KEY,
    title TEXT, -- 合同名称
    club_id INTEGER REFERENCES clubs(id) -- 俱乐部
);
CREATE TABLE cities ( -- 城市
    id INTEGER PRIMARY KEY,
    name TEXT, -- 城市名称
    people TEXT -- 人口
);
"""
# Heights in cm; salaries in 万 and 亿 (a `1.2亿` is larger than any `…万`, though it sorts first as
# text); distances with a multiplier inside their unit (`5千米` is 5000 metres).
PLAYERS = [(1, "甲", "183cm", "500万", "5千米"), (2, "乙", "175cm", "1.2亿", "12千米"),
           (3, "丙", "201cm", "80万", "3千米"), (4, "丁", "190cm", "3000万", "8千米"),
           (5, "戊", "", "95万", "10千米")]
CITIES = [(1, "苏州", "1300万"), (2, "宁波", "960万"), (3, "昆山", "210万"), (4, "上海", "0.25亿")]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into players values (?,?,?,?,?)", PLAYERS)
    conn.executemany("insert into cities values (?,?,?)", CITIES)
    conn.executemany("insert into clubs values (?,?,?)", [(1, "红队", "5000万"), (2, "蓝队", "1.5亿"),
                                                          (3, "白队", "800万")])
    conn.executemany("insert into contracts values (?,?,?)", [(1, "一号合同", 1), (2, "二号合同", 2),
                                                              (3, "三号合同", 3)])
    conn.commit()
    conn.close()
    return str(path)


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make(tmp_path / "measured.db")) as ds:
        yield ds


async def sql_names(ds, result, column="name") -> list:
    """The rows the answer's SQL link returns."""
    link = result["links"]["sql"]
    link = link.replace("/-/query?", "/-/query.json?", 1) if IS_1X else link.replace("?sql=", ".json?sql=", 1)
    response = await ds.client.get(link + "&_shape=array&_size=max")
    assert response.status_code == 200, response.text
    return sorted(row[column] for row in response.json())


@pytest.mark.parametrize("q, want, names", [
    # in the rows' own unit, or a bare number in it
    ("身高超过185cm的球员", [("height", "gt", 185)], ["丁", "丙"]),
    ("身高不到185的球员", [("height", "lt", 185)], ["乙", "甲"]),  # a row with no number is no row of it
    ("身高在180到195之间的球员", [("height", "gte", 180), ("height", "lte", 195)], ["丁", "甲"]),
    # the multiplier read on both sides: 1.2亿 is above 3000万
    ("年薪超过1000万的球员", [("salary", "gt", 10000000)], ["丁", "乙"]),
    ("年薪低于1亿的球员", [("salary", "lt", 100000000)], ["丁", "丙", "戊", "甲"]),
    # 千米 is a thousand metres, on both sides; a bare number is in the rows' 千米
    ("跑动距离大于6千米的球员", [("run", "gt", 6000)], ["丁", "乙", "戊"]),
    ("跑动距离大于6的球员", [("run", "gt", 6000)], ["丁", "乙", "戊"]),
    # a unit of the same kind, converted: metres against rows in cm, 公里 against 千米
    ("身高超过1.85m的球员", [("height", "gt", 185)], ["丁", "丙"]),
    ("跑动距离大于6公里的球员", [("run", "gt", 6000)], ["丁", "乙", "戊"]),
])
async def test_an_order_is_compared_on_the_number_the_text_spells(ds, q, want, names):
    result = await ask(ds, q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == want
    assert all(c["as_number"] in ("number", "scaled") for c in result["predicate"]["conditions"])
    assert await sql_names(ds, result) == names
    assert result["rows"] == {"count": len(names)}
    # Datasette's filters would compare the texts: no table link is given rather than a wrong one
    assert "table" not in result["links"]
    assert "按每行文字里的数字比较" in result["reason"]
    assert result["next_actions"][0].startswith("在 SQL 编辑器中打开")  # what the page's button does


async def test_a_number_in_another_unit_is_refused(ds):
    for q, held in (("身高超过80kg的球员", "cm”"), ("跑动距离大于4小时的球员", "千米”")):
        result = await ask(ds, q)
        assert result["status"] == "not_found" and not result.get("predicate"), result
        assert "单位" in result["reason"] and held in result["reason"]  # how the rows write theirs


async def test_keys_compare_the_number_too(ds):
    params = {"entity": "城市", "where.人口__gte": "1000万", "_lang": "zh"}
    result = (await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params))).json()
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("people", "gte", 10000000)]
    assert await sql_names(ds, result) == ["上海", "苏州"]
    # a unit the rows are not written in is refused with what they hold
    params = {"entity": "球员", "where.身高__gt": "80kg", "_lang": "zh"}
    result = (await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params))).json()
    assert result["status"] == "not_found" and not result.get("predicate")
    assert "单位" in result["reason"] and "cm”" in result["reason"]


async def test_the_page_offers_the_sql_link_and_escapes_nothing_into_sql(ds):
    page = await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "人口超过1100万的城市", "_lang": "zh"}))
    assert page.status_code == 200
    # the answer's one button opens the SQL page (the table page's filters would compare the texts);
    # the page never says the table is not served
    assert re.search(r'class="dbgraph-button dbgraph-open-answer" href="[^"]*sql=[^"]*">在 SQL 编辑器中打开', page.text)
    assert "未提供该表" not in page.text
    # the typed number travels as a parameter, never inside the SQL
    result = await ask(ds, "人口超过1100万的城市")
    query = urllib.parse.parse_qs(urllib.parse.urlparse(result["links"]["sql"]).query)
    assert "11000000" not in query["sql"][0] and query["p0"] == ["11000000"]
    assert await sql_names(ds, result) == ["上海", "苏州"]


async def test_across_a_link_the_number_is_compared_too(ds):
    # The condition on the linked table is a subquery comparing the numbers; the table link filters
    # by the linked keys it finds (only 蓝队's 1.5亿 is above 1亿, though `'800万' > '1亿'` as text).
    result = await ask(ds, "预算超过1亿的俱乐部的合同")
    assert result["status"] == "resolved", result["reason"]
    [condition] = result["predicate"]["conditions"]
    assert (condition["column"], condition["op"], condition["value"], condition["as_number"]) == \
        ("budget", "gt", 100000000, "scaled")
    assert condition["via"]["table"] == "clubs"
    assert await sql_names(ds, result, "title") == ["二号合同"]
    assert result["links"]["table"].endswith("club_id__in=2")
    assert result["rows"] == {"count": 1}


@pytest.mark.parametrize("where, want, names", [
    # a number the rows do not hold as typed: the number each row spells
    ({"where.身高": "190"}, [("height", "exact", 190)], ["丁"]),
    ({"where.身高": "1.9m"}, [("height", "exact", 190)], ["丁"]),
    ({"where.身高__not": "183"}, [("height", "not", 183)], ["丁", "丙", "乙"]),
])
async def test_equal_to_a_number_is_compared_on_the_number_the_text_spells(ds, where, want, names):
    params = {"entity": "球员", **where, "_lang": "zh"}
    result = (await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params))).json()
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == want and result["predicate"]["conditions"][0]["as_number"] == "number"
    assert await sql_names(ds, result) == names


async def test_equal_to_a_text_the_rows_hold_stays_that_text(ds):
    params = {"entity": "球员", "where.身高": "190cm", "_lang": "zh"}
    result = (await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params))).json()
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("height", "exact", "190cm")]
    assert "as_number" not in result["predicate"]["conditions"][0] and result["links"]["table"]


DESERTS = """
CREATE TABLE 沙漠 (id INTEGER PRIMARY KEY, 名称 TEXT, 面积 NUMERIC);
INSERT INTO 沙漠 VALUES (1, '塔克拉玛干', '33.76万平方公里'), (2, '古尔班通古特', '4.88万平方公里'),
                        (3, '库姆塔格', '2.2万平方公里'), (4, '小沙地', '900平方公里');
"""


@pytest.mark.parametrize("q, want, names", [
    ("面积超过5万的沙漠", [("面积", "gt", 50000)], ["塔克拉玛干"]),
    ("面积不到3万的沙漠", [("面积", "lt", 30000)], ["小沙地", "库姆塔格"]),
])
async def test_a_multiplier_before_a_unit_of_several_characters(tmp_path, q, want, names):
    # `33.76万平方公里`: 万, then a unit of four characters — before, read as no number at all, and `> 50000`
    # compared the texts (塔克拉玛干's `33.76万…` sorts below `50000`: not found)
    conn = sqlite3.connect(tmp_path / "deserts.db")
    conn.executescript(DESERTS)
    conn.close()
    async with serving(str(tmp_path / "deserts.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and conditions(result) == want, result["reason"]
        assert await sql_names(ds, result, "名称") == names
