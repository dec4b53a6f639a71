"""A place said of the rows when no values were read (docs/one-box.md, "A place with no values read"):
`哪些会员在上海`, `北京的会员有多少`, `customers from Berlin` — from DDL alone, a place name (the segmenter's,
or a capitalised English word after `in`/`from`/`live in`) is the value of the table's one column that names
places, asked of several, contained in an address; never a column of codes, never the row's own name; and
with the rows read, what they hold decides."""

from __future__ import annotations

import sqlite3

import pytest

from conftest import make_sqlite
from datasette_dbgraph.index.indexer import build_index_file
from datasette_dbgraph.resolver import Options, Request, resolve
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file
from datasette_dbgraph.sources.values import ValueBounds

# Written here: one column of places, two, an address only, places held as codes, and a table of places.
PLACES = """
CREATE TABLE members (id INT PRIMARY KEY, name VARCHAR(50) COMMENT '姓名', city VARCHAR(50) COMMENT '所在城市')
  COMMENT='会员表';
CREATE TABLE customers (id INT PRIMARY KEY, name VARCHAR(50), city VARCHAR(50), country VARCHAR(50),
  phone VARCHAR(20)) COMMENT='customers';
CREATE TABLE stores (id INT PRIMARY KEY, store_name VARCHAR(50), location VARCHAR(200)) COMMENT='stores';
CREATE TABLE receivers (id INT PRIMARY KEY, province VARCHAR(20) COMMENT '行政区域表的省ID',
  city VARCHAR(20) COMMENT '行政区域表的市ID', detail VARCHAR(200) COMMENT '详细地址') COMMENT='收货人表';
CREATE TABLE cities (id INT PRIMARY KEY, city VARCHAR(50), country VARCHAR(50)) COMMENT='cities';
"""


@pytest.fixture(scope="module")
def ask(ddl_index):
    conn = ddl_index(PLACES)

    def ask(q: str) -> dict:
        return resolve(conn, Request(q=q), Options(lang="en" if q.isascii() else "zh", today="2026-12-06"))

    return ask


def where(result: dict) -> list:
    return [(c["column"], c["op"], c["value"]) for c in (result["predicate"] or {}).get("conditions") or []]


@pytest.mark.parametrize("q, op", [
    ("哪些会员在上海", "exact"), ("上海的会员", "exact"), ("住在上海的会员", "exact"), ("在上海的会员", "exact"),
    ("上海有哪些会员", "exact"), ("不在上海的会员", "not"),
])
def test_a_place_is_the_value_of_the_one_column_of_places(ask, q, op):
    result = ask(q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "members", (q, result["reason"])
    assert where(result) == [("city", op, "上海")], q


def test_the_count_is_kept(ask):
    result = ask("北京的会员有多少")
    assert where(result) == [("city", "exact", "北京")] and result["intent"] == {"count": True}


@pytest.mark.parametrize("q", ["members from Berlin", "members located in Berlin", "which members live in Berlin"])
def test_a_capitalised_word_after_in_or_from_is_a_place(ask, q):
    result = ask(q)
    assert result["status"] == "resolved" and where(result) == [("city", "exact", "Berlin")], (q, result["reason"])
    assert "live" not in result["reason"]


def test_two_columns_of_places_are_asked_about(ask):
    result = ask("which customers live in Berlin")  # a city or a country: the index does not know which
    assert result["status"] == "ambiguous", result["reason"]
    assert "city" in result["reason"] and "country" in result["reason"] and "phone" not in result["reason"]


def test_an_address_contains_the_place(ask):
    result = ask("stores located in Berlin")
    assert result["status"] == "resolved" and where(result) == [("location", "contains", "Berlin")]


def test_places_held_as_codes_are_not_read_in_the_address(ask):
    # The province is a region id: 浙江省 is spelled in no column here (the detail address leaves it out).
    result = ask("浙江省的收货人")
    assert result["status"] == "not_found" and "浙江省" in result["reason"]


def test_the_rows_own_name_is_not_where_they_are(ask):
    result = ask("cities in Canada")  # the country, not a city called Canada
    assert where(result) in ([], [("country", "exact", "Canada")]), where(result)
    assert ("city", "exact", "Canada") not in where(result)


def test_a_lower_case_word_a_bare_in_or_a_word_that_is_no_place_stays_unknown(ask):
    assert ask("members from berlin")["status"] == "not_found"
    assert ask("members in Sales")["status"] == "not_found"  # (`in` is said of a department, a category too)
    assert ask("会员 苹果")["status"] != "resolved"


def test_with_the_rows_read_what_they_hold_decides(tmp_path):
    db = make_sqlite(tmp_path / "shop.db", "CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, city TEXT);",
                     {"members": [(1, "Ann", "Berlin"), (2, "Bob", "London")]})
    index = tmp_path / "index.db"
    build_index_file(index, [read_sqlite_file(db, values=ValueBounds())])
    conn = sqlite3.connect(index)
    held = resolve(conn, Request(q="members in Berlin"), Options(lang="en"))
    assert held["status"] == "resolved" and where(held) == [("city", "exact", "Berlin")]
    missing = resolve(conn, Request(q="members in Paris"), Options(lang="en"))  # no row is in Paris
    assert missing["status"] != "resolved" or ("city", "exact", "Paris") not in where(missing)


# The row a key points at, named: a table of names one link away (its only text column but notes is its name).
NAMED_ROWS = """
CREATE TABLE countries (id INT PRIMARY KEY, name VARCHAR(50) COMMENT '国家名称', remark VARCHAR(200) COMMENT '备注')
  COMMENT='国家表';
CREATE TABLE towns (id INT PRIMARY KEY, name VARCHAR(50) COMMENT '城市名称',
  country_id INT COMMENT '所属国家', FOREIGN KEY (country_id) REFERENCES countries(id)) COMMENT='城市表';
CREATE TABLE languages (id INT PRIMARY KEY, name VARCHAR(20), updated_at DATETIME) COMMENT='languages';
CREATE TABLE genres (id INT PRIMARY KEY, name VARCHAR(20)) COMMENT='genres';
CREATE TABLE films (id INT PRIMARY KEY, title VARCHAR(100), language_id INT,
  FOREIGN KEY (language_id) REFERENCES languages(id)) COMMENT='films';
CREATE TABLE film_genre (film_id INT, genre_id INT, updated_at DATETIME,
  FOREIGN KEY (film_id) REFERENCES films(id), FOREIGN KEY (genre_id) REFERENCES genres(id));
"""


@pytest.mark.parametrize("q", ["中国的城市", "towns in Canada", "Canada towns"])
def test_a_name_for_the_row_a_key_points_at(ddl_index, q):
    result = resolve(ddl_index(NAMED_ROWS), Request(q=q), Options(lang="en" if q.isascii() else "zh"))
    assert result["status"] == "resolved" and result["resolved"]["table"] == "towns", (q, result["reason"])
    value = "中国" if "中国" in q else "Canada"
    assert result["predicate"]["clause"] == \
        'WHERE `country_id` IN (SELECT `id` FROM `countries` WHERE `name` = ?)' and result["predicate"]["values"] == [value]


def test_a_name_two_tables_of_names_could_hold_is_not_guessed(ddl_index):
    # films point at a language, and reach genres through film_genre: French (or Horror) could be either
    for q in ("films in French", "films in Horror"):
        result = resolve(ddl_index(NAMED_ROWS), Request(q=q), Options(lang="en"))
        assert result["status"] != "resolved", (q, result["predicate"])


def test_a_name_then_the_linked_tables_word(source_index):
    # mall (DDL): members point at 会员等级表; `黄金会员等级` is the level named 黄金会员, its word 等级 after it
    conn = sqlite3.connect(source_index("mall"))
    result = resolve(conn, Request(q="黄金会员等级的会员"), Options(lang="zh"))
    assert result["status"] == "resolved" and result["resolved"]["table"] == "ums_member", result["reason"]
    assert result["predicate"]["clause"] == \
        "WHERE `member_level_id` IN (SELECT `id` FROM `ums_member_level` WHERE `name` = ?)"
    assert result["predicate"]["values"] == ["黄金会员"]
    counted = resolve(conn, Request(q="普通会员等级的会员有多少"), Options(lang="zh"))
    assert counted["predicate"]["values"] == ["普通会员"] and counted["intent"] == {"count": True}
    # products point at 产品分类表 and 产品属性分类表: both end with 分类, so 手机 is no attribute category's name
    guessed = resolve(conn, Request(q="手机分类的商品"), Options(lang="zh"))
    assert "pms_product_attribute_category" not in ((guessed.get("predicate") or {}).get("clause") or "")


# sakila's shape: an address names its district in words and its city by a key (city_id → city.city).
DISTRICT_AND_CITY = """
CREATE TABLE city (city_id INT PRIMARY KEY, city VARCHAR(50) NOT NULL);
CREATE TABLE address (address_id INT PRIMARY KEY, address VARCHAR(50), district VARCHAR(20), city_id INT,
  postal_code VARCHAR(10), FOREIGN KEY (city_id) REFERENCES city (city_id));
CREATE TABLE depot (depot_id INT PRIMARY KEY, depot_name VARCHAR(50), district VARCHAR(20), region_id INT);
"""


def test_a_place_beside_a_key_to_places_is_not_the_named_column(ddl_index):
    # `addresses in London` read `district = London`: district was the one column spelling places, but London is
    # a city, and the city is held by its key. It is the city the key points at, named London; and where that
    # key points at no table of names, the answer asks which — never the district alone.
    conn = ddl_index(DISTRICT_AND_CITY)
    result = resolve(conn, Request(q="addresses in London"), Options(lang="en"))
    assert result["status"] == "resolved" and result["resolved"]["table"] == "address", result["reason"]
    assert result["predicate"]["clause"] == "WHERE `city_id` IN (SELECT `city_id` FROM `city` WHERE `city` = ?)"
    for q in ("addresses located in London", "depots located in London"):
        asked = resolve(conn, Request(q=q), Options(lang="en"))
        assert asked["status"] == "ambiguous" and "district" in asked["reason"], (q, asked["reason"])
