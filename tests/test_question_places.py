"""Places and names as people type them, read against the values the rows hold, through a real
Datasette serving a real SQLite file (docs/one-box.md, "Values from the data"):

- `出生地是杭州`: a place typed without its administrative words is the value the column holds
  for it (浙江省杭州市) — `= '杭州'` would find no row; `不是杭州` is `!=` that value; `山西太原` is
  山西省太原市, also after `出生在`; `出生地是山西` every place in the province (`contains`), `不是山西` none of them;
- a place several values start with (a province) is each of them, never one guessed;
- `创始人为于刚`: a name whose first character is also a joining word (于) is the name;
- `1954年` is no value of a head count, and `非中文` is never left out as a word that says nothing;
- `在杭州出生的导演`: with no column word, the one column whose rows write the place with its 省/市 —
  not a column that holds it but is not what the words say (居住地 for `出生`);
- `同时还是` is "also", never "or"; `但是` joins two conditions.
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
CREATE TABLE directors ( -- 导演
    id INTEGER PRIMARY KEY,
    name TEXT, -- 姓名
    birthplace TEXT -- 出生地
);
CREATE TABLE journals ( -- 期刊
    id INTEGER PRIMARY KEY,
    title TEXT, -- 名称
    lang TEXT, -- 语言
    country TEXT -- 国家
);
CREATE TABLE 北京学校 (
    id INTEGER PRIMARY KEY,
    名称 TEXT,
    学校人数 INTEGER,
    创办时间 DATE
);
CREATE TABLE actors ( -- 演员
    id INTEGER PRIMARY KEY,
    name TEXT, -- 姓名
    born_in TEXT, -- 出生地
    lives_in TEXT -- 居住地
);
CREATE TABLE companies ( -- 公司
    id INTEGER PRIMARY KEY,
    name TEXT, -- 公司名称
    founder TEXT, -- 创始人
    city TEXT -- 所在城市
);
"""
DIRECTORS = [(1, "张艺谋", "陕西省西安市"), (2, "陈凯歌", "北京"), (3, "王家卫", "上海"), (4, "郑晓龙", "浙江省杭州市"),
             (5, "贾樟柯", "山西省汾阳市"), (6, "宁浩", "山西省太原市"), (7, "徐峥", "上海")]
COMPANIES = [(1, "一号店", "于刚", "上海市浦东新区"), (2, "京东", "刘强东", "北京市朝阳区"), (3, "当当", "李国庆", "北京市朝阳区"),
             (4, "网易", "丁磊", "浙江省杭州市滨江区")]


ACTORS = [(1, "周迅", "浙江省衢州市", "浙江省杭州市"), (2, "黄渤", "山东省青岛市", "浙江省杭州市"), (3, "孙俪", "上海市", "上海市")]
JOURNALS = [(1, "读者", "中文", "中国"), (2, "Nature", "英文", "英国"), (3, "Science", "英文", "美国"), (4, "知音", "中文", "中国")]
SCHOOLS = [(1, "一中", 2400, 1912), (2, "四中", 1950, 1954), (3, "十一学校", 3100, 1952), (4, "中关村中学", 1800, 1990)]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into directors values (?,?,?)", DIRECTORS)
    conn.executemany("insert into companies values (?,?,?,?)", COMPANIES)
    conn.executemany("insert into actors values (?,?,?,?)", ACTORS)
    conn.executemany("insert into journals values (?,?,?,?)", JOURNALS)
    conn.executemany("insert into 北京学校 values (?,?,?,?)", SCHOOLS)
    conn.commit()
    conn.close()
    return str(path)


async def ask(ds: Datasette, q: str) -> dict:
    for _ in range(60):  # while the index is first built the answer is `busy`: ask again, as a person would
        response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q, "_lang": "zh"}))
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
async def serving(path):
    ds = Datasette([str(path)])
    await ds.invoke_startup()
    try:
        yield ds
    finally:
        state(ds).close()


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make(tmp_path / "people.db")) as ds:
        yield ds


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in result["predicate"]["conditions"]]


@pytest.mark.parametrize("q, op, value, names", [
    ("出生地是杭州的导演", "exact", "浙江省杭州市", ["郑晓龙"]),
    ("出生地为山西太原的导演有哪些", "exact", "山西省太原市", ["宁浩"]),
    ("出生在杭州的导演", "exact", "浙江省杭州市", ["郑晓龙"]),  # 出生 names the column, 在 joins its value
    ("出生地不是杭州的导演", "not", "浙江省杭州市", ["张艺谋", "陈凯歌", "王家卫", "贾樟柯", "宁浩", "徐峥"]),
])
async def test_a_place_typed_short_is_the_place_the_rows_hold(ds, q, op, value, names):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "directors", result["reason"]
    assert conditions(result) == [("birthplace", op, value)]
    assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == names


@pytest.mark.parametrize("q, op, names", [("出生地是山西的导演", "contains", ["贾樟柯", "宁浩"]),
                                          ("出生地不是山西的导演", "notcontains", ["张艺谋", "陈凯歌", "王家卫", "郑晓龙", "徐峥"])])
async def test_a_province_is_every_place_in_it(ds, q, op, names):
    # 山西 is the start of two places the rows hold (汾阳, 太原): neither one is chosen
    result = await ask(ds, q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("birthplace", op, "山西")]
    assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == names


async def test_a_street_address_is_no_place_value(ds):
    # 浦东新区 is part of one company's address; the address is not the place itself, and a part of
    # a longer text is found with `contains`
    result = await ask(ds, "所在城市在浦东新区的公司")
    assert result["status"] == "resolved", result["reason"]
    assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == ["一号店"]


@pytest.mark.parametrize("q, op", [("创始人为于刚的公司", "exact"), ("创始人不是于刚的公司", "not")])
async def test_a_name_that_starts_with_a_joining_word_is_the_name(ds, q, op):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "companies", result["reason"]
    assert conditions(result) == [("founder", op, "于刚")]
    assert "于" not in result["understood"]["ignored"]
    rows = await rows_of(ds, result["links"]["table"])
    assert (["一号店"] if op == "exact" else ["京东", "当当", "网易"]) == [row["name"] for row in rows]


async def test_a_year_is_no_head_count(ds):
    # 学校 (of the table's name) also starts 学校人数, a column of numbers; `1954年` is a year, no head
    # count: it goes to the column of dates the verb after it names
    result = await ask(ds, "哪些北京学校在1954年及其以后创办的")
    year = next(s for s in result["understood"]["spans"] if s["text"] == "1954年")
    assert year["as"] == "value" and year["column"] == "创办时间", result["understood"]
    if result["status"] == "resolved":
        assert conditions(result) == [("创办时间", "gte", "1954")]


async def test_a_word_negated_by_fei_is_never_left_out(ds):
    # 非中文 is one word to the segmenter: not a word to leave out (the answer would keep 中文 journals)
    result = await ask(ds, "给出非中文，也不是美国的期刊")
    assert result["status"] != "resolved" or ("lang", "not", "中文") in conditions(result), result
    if result["status"] != "resolved":
        assert "非中文" in result["reason"]


@pytest.mark.parametrize("q, op, names", [("创办时间在1954年或以后的北京学校", "gte", ["中关村中学", "四中"]),
                                          ("创办时间在1954年或之前的北京学校", "lte", ["一中", "十一学校", "四中"])])
async def test_or_later_is_a_comparison_not_a_choice(ds, q, op, names):
    # `或以后`: the year and after it, one condition (no `either`)
    result = await ask(ds, q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("创办时间", op, "1954")]
    assert "either" not in result["predicate"]["conditions"][0]
    assert sorted(row["名称"] for row in await rows_of(ds, result["links"]["table"])) == names


@pytest.mark.parametrize("q, op, value, names", [
    ("在杭州出生的导演", "exact", "浙江省杭州市", ["郑晓龙"]),
    ("杭州出生的导演", "exact", "浙江省杭州市", ["郑晓龙"]),
    ("不是在杭州出生的导演", "not", "浙江省杭州市", ["张艺谋", "陈凯歌", "王家卫", "贾樟柯", "宁浩", "徐峥"]),
    ("哪些导演不是在山西太原出生的", "not", "山西省太原市", ["张艺谋", "陈凯歌", "王家卫", "郑晓龙", "贾樟柯", "徐峥"]),
])
async def test_a_place_typed_short_with_no_column_word(ds, q, op, value, names):
    # no 出生地 typed: the one column whose rows write that place with its 省/市 holds it
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "directors", result["reason"]
    assert conditions(result) == [("birthplace", op, value)]
    assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == names


async def test_a_place_only_another_column_holds_is_not_what_was_said(ds):
    # the actors live in 杭州 (居住地) but none was born there: `在杭州出生` is no filter on where they live
    result = await ask(ds, "在杭州出生的演员")
    assert result["status"] != "resolved" and "杭州" in result["reason"], result
    result = await ask(ds, "在衢州出生的演员")
    assert result["status"] == "resolved" and conditions(result) == [("born_in", "exact", "浙江省衢州市")], result["reason"]
    assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == ["周迅"]


@pytest.mark.parametrize("q, expected, names", [
    ("语言是英文，同时还是美国的期刊", [("lang", "exact", "英文"), ("country", "exact", "美国")], ["Science"]),
    ("语言是中文，但是不是美国的期刊", [("lang", "exact", "中文"), ("country", "not", "美国")], ["读者", "知音"]),
    ("语言为英文，但是不在美国的期刊", [("lang", "exact", "英文"), ("country", "not", "美国")], ["Nature"]),
])
async def test_also_and_but_join_two_conditions(ds, q, expected, names):
    # 还是 after 同时 is "also", not "or"; 但是 ("but") joins as 且 does
    result = await ask(ds, q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected
    assert not any("either" in c for c in result["predicate"]["conditions"])
    assert "但是" not in result["reason"] and "还是" not in result["reason"]  # no word left out
    assert [row["title"] for row in await rows_of(ds, result["links"]["table"])] == names
