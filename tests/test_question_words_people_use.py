"""Words people put around values and yes/no columns, read as they mean them — through a real Datasette
serving a real SQLite file, the rows checked through the links (docs/one-box.md, "Questions"):

- `from` before a word says where the rows are from (`customers from Canada`), before a period the period
  itself (`invoices from last year`, `from 2024 to 2025`), before a day the day on (`from 2025-02-01`);
  `来自` as `from`;
- `named` and `called` join a name to its value (`customer named Mary Smith`);
- a column whose rows hold only 0 and 1 is a yes/no column, whatever its type: its word before the table's
  is its yes (`discontinued products`), after `not` its no (`products that are not discontinued`), and with
  a negating prefix too (`inactive customers`, `不活跃的客户`);
- an English column name of several words after a number compared (`less than 20 units in stock`);
- after a column declared a key to rows (`reports_to` → employees), a name is the value of the row it points
  to, never of these rows' own columns: `employees who report to Nancy` is refused, saying so — never Nancy herself;
- values of several English words one space apart, as the rows hold them (`products called Aniseed Syrup`,
  `employees with title Sales Manager`), their last word plural too (`employees who are sales support agents`);
  typed alone, a value one table's rows hold is that table (`Aniseed Syrup`, `张三`) — unless the words name a
  table (`invoices`, though a log's rows hold the word); among tables with a column for a key, the one whose rows
  hold the value (`Calgary`: employees.city, not customers.city; `city of Mary Smith`);
- verbs people put before a place or a date: `live in`, `based in` (`customers who live in Canada`), `born`
  (the birth date: `employees born before 1970`), `to` after a verb (`orders shipped to France` → ship_country);
- months typed in English words (`invoices in March 2025`, `before March 3, 2025`);
- a duration in minutes or hours compared with a column of durations, in the column's unit: the one its name
  says (`milliseconds`), else the one that puts the number among its rows (`片长超过2小时` is 120 minutes); a range
  of them, both ends in one unit (`tracks between 4 and 6 minutes long`, `片长1到2小时`);
- a value typed alone that the rows of several tables hold (`Canada`): those tables, each with its filter, to
  pick from — only tables the actor may see;
- a full name, each word a whole value of one table's rows (`Mary Smith`), alone or across a link (`invoices of
  Mary Smith`, `Mary Smith's invoices`); a flag named run together with `flag` (`salaried employees`);
- `by` a text column after a count or an average is per value (`number of invoices by country`);
- a verb of coming to be is the row's creation date (`members who joined in 2025`).
"""

from __future__ import annotations

import sqlite3

import pytest
from datasette.app import Datasette

from datasette_dbgraph.serving.state.catalog import state
from tests.test_question_counts import ask, rows_of, serving

pytestmark = pytest.mark.asyncio

SHOP = """
CREATE TABLE customers (id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, city TEXT, country TEXT,
                        active INTEGER);
CREATE TABLE products (id INTEGER PRIMARY KEY, product_name TEXT, unit_price REAL, units_in_stock INTEGER,
                       discontinued INTEGER);
CREATE TABLE invoices (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), invoice_date TEXT,
                       billing_country TEXT, total REAL);
CREATE TABLE employees (id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, title TEXT, city TEXT,
                        reports_to INTEGER REFERENCES employees(id));
INSERT INTO employees VALUES (1, 'Andrew', 'Adams', 'General Manager', 'Edmonton', NULL),
                             (2, 'Nancy', 'Edwards', 'Sales Manager', 'Calgary', 1),
                             (3, 'Jane', 'Peacock', 'Sales Support Agent', 'Calgary', 2),
                             (4, 'Steve', 'Johnson', 'Sales Support Agent', 'Calgary', 2);
CREATE TABLE audit_log (id INTEGER PRIMARY KEY, action TEXT);
INSERT INTO audit_log VALUES (1, 'invoices'), (2, 'login');
INSERT INTO customers VALUES (1, 'Mary', 'Smith', 'Toronto', 'Canada', 1), (2, 'John', 'Brown', 'Paris', 'France', 0),
                             (3, 'Ana', 'Lopez', 'Madrid', 'Spain', 1), (4, 'Li', 'Wei', 'Vancouver', 'Canada', 0);
INSERT INTO products VALUES (1, 'Chai', 18.0, 39, 0), (2, 'Chang', 19.0, 17, 0), (3, 'Aniseed Syrup', 10.0, 13, 1),
                            (4, 'Mishi Kobe Niku', 97.0, 0, 1);
INSERT INTO invoices VALUES (1, 1, '2024-11-20', 'Canada', 13.86), (2, 2, '2025-01-15', 'France', 5.94),
                            (3, 3, '2025-03-01', 'Spain', 1.98), (4, 1, '2025-03-20', 'Canada', 8.91),
                            (5, 4, '2026-02-02', 'Canada', 3.96);
"""

CUSTOMERS_CN = """
CREATE TABLE 客户 (id INTEGER PRIMARY KEY, 姓名 TEXT, 城市 TEXT, 是否活跃 INTEGER);
INSERT INTO 客户 VALUES (1, '张三', '北京', 1), (2, '李四', '上海', 0), (3, '王五', '北京', 0);
"""

MEDIA = """
CREATE TABLE tracks (id INTEGER PRIMARY KEY, name TEXT, milliseconds INTEGER, bytes INTEGER);
CREATE TABLE films (id INTEGER PRIMARY KEY, title TEXT, length INTEGER, release_year INTEGER);
CREATE TABLE 电影 (id INTEGER PRIMARY KEY, 片名 TEXT, 片长 INTEGER);
INSERT INTO tracks VALUES (1, 'A', 343719, 11170334), (2, 'B', 252051, 8331286), (3, 'C', 612000, 20000000),
                          (4, 'D', 95000, 3000000);
INSERT INTO films VALUES (1, 'ACADEMY DINOSAUR', 86, 2006), (2, 'ACE GOLDFINGER', 48, 2006), (3, 'LONG ONE', 150, 2006);
INSERT INTO 电影 VALUES (1, '甲', 120), (2, '乙', 95), (3, '丙', 150);
"""

PEOPLE = """
CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, birth_date TEXT, city TEXT, country TEXT);
CREATE TABLE shipments (id INTEGER PRIMARY KEY, order_date TEXT, shipped_date TEXT, ship_city TEXT, ship_country TEXT);
CREATE TABLE workers (id INTEGER PRIMARY KEY, jobtitle TEXT, birthdate TEXT, hiredate TEXT);
INSERT INTO workers VALUES (1, 'CEO', '1969-01-29', '2009-01-14'), (2, 'Engineer', '1971-08-01', '2008-01-31');
INSERT INTO staff VALUES (1, 'Andrew', '1962-02-18', 'Edmonton', 'Canada'), (2, 'Nancy', '1958-12-08', 'Calgary', 'Canada'),
                         (3, 'Jane', '1973-08-29', 'Lyon', 'France');
INSERT INTO shipments VALUES (1, '2025-01-05', '2025-01-08', 'Toronto', 'Canada'), (2, '2025-02-10', NULL, 'Paris', 'France'),
                             (3, '2025-03-01', '2025-03-04', 'Madrid', 'Spain');
"""


def database(path, script: str) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(script)
    conn.close()
    return str(path)


def conditions(result: dict) -> list[tuple]:
    return sorted((c["column"], c["op"], c["value"]) for c in (result.get("predicate") or {}).get("conditions", []))


async def answered(ds, q: str, table: str, wanted: list[tuple], ids: list[int], lang: str = "en") -> None:
    result = await ask(ds, q, lang=lang)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table, (q, result["reason"])
    assert conditions(result) == sorted(wanted), q
    assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"], q
    got = await rows_of(ds, result["links"]["table"])
    assert sorted(row["id"] for row in got) == ids, q


FROM_CASES = [
    ("customers from Canada", "customers", [("country", "exact", "Canada")], [1, 4]),
    ("invoices from Canada", "invoices", [("billing_country", "exact", "Canada")], [1, 4, 5]),
    ("customers from Madrid", "customers", [("city", "exact", "Madrid")], [3]),
    # before a period, `from` is the period itself; before a day, from that day on
    ("invoices from 2025", "invoices", [("invoice_date", "gte", "2025-01-01"), ("invoice_date", "lt", "2026-01-01")],
     [2, 3, 4]),
    ("invoices from January 2025", "invoices",
     [("invoice_date", "gte", "2025-01-01"), ("invoice_date", "lt", "2025-02-01")], [2]),
    ("invoices from 2025 to 2026", "invoices",
     [("invoice_date", "gte", "2025-01-01"), ("invoice_date", "lt", "2027-01-01")], [2, 3, 4, 5]),
    ("invoices from 2025-03-01", "invoices", [("invoice_date", "gte", "2025-03-01")], [3, 4, 5]),
    ("invoices since 2025", "invoices", [("invoice_date", "gte", "2025-01-01")], [2, 3, 4, 5]),
    # months in English words
    ("invoices in March 2025", "invoices",
     [("invoice_date", "gte", "2025-03-01"), ("invoice_date", "lt", "2025-04-01")], [3, 4]),
    ("invoices before March 3, 2025", "invoices", [("invoice_date", "lt", "2025-03-03")], [1, 2, 3]),
]


async def test_from_says_where_from_or_which_period(tmp_path):
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        for q, table, wanted, ids in FROM_CASES:
            await answered(ds, q, table, wanted, ids)


NAME_CASES = [
    ("customer named Mary Smith", "customers", [("first_name", "exact", "Mary"), ("last_name", "exact", "Smith")], [1]),
    ("products called Chai", "products", [("product_name", "exact", "Chai")], [1]),
    ("products with less than 20 units in stock", "products", [("units_in_stock", "lt", "20")], [2, 3, 4]),
    ("customers whose last name ends with th", "customers", [("last_name", "endswith", "th")], [1]),
    ("customers with a last name ending in ez", "customers", [("last_name", "endswith", "ez")], [3]),
]


async def test_names_and_column_names_of_several_words(tmp_path):
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        for q, table, wanted, ids in NAME_CASES:
            await answered(ds, q, table, wanted, ids)


YES_NO_CASES = [
    ("discontinued products", "products", [("discontinued", "exact", "1")], [3, 4]),
    ("products that are not discontinued", "products", [("discontinued", "exact", "0")], [1, 2]),
    ("products not discontinued", "products", [("discontinued", "exact", "0")], [1, 2]),
    ("active customers", "customers", [("active", "exact", "1")], [1, 3]),
    ("inactive customers", "customers", [("active", "exact", "0")], [2, 4]),
    ("which customers are inactive", "customers", [("active", "exact", "0")], [2, 4]),
    ("customers who are not active", "customers", [("active", "exact", "0")], [2, 4]),
    ("customers who are no longer active", "customers", [("active", "exact", "0")], [2, 4]),
]


async def test_a_column_of_zeros_and_ones_says_yes_or_no(tmp_path):
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        for q, table, wanted, ids in YES_NO_CASES:
            await answered(ds, q, table, wanted, ids)


CHINESE_CASES = [
    ("活跃的客户", [("是否活跃", "exact", "1")], [1]),
    ("不活跃的客户", [("是否活跃", "exact", "0")], [2, 3]),
    ("未活跃的客户", [("是否活跃", "exact", "0")], [2, 3]),
    ("不再活跃的客户", [("是否活跃", "exact", "0")], [2, 3]),
    ("来自北京的客户", [("城市", "exact", "北京")], [1, 3]),
    ("姓名以李四结尾的客户", [("姓名", "endswith", "李四")], [2]),
]


async def test_chinese_negation_and_from(tmp_path):
    async with serving(database(tmp_path / "客户.db", CUSTOMERS_CN)) as ds:
        for q, wanted, ids in CHINESE_CASES:
            await answered(ds, q, "客户", wanted, ids, lang="zh")


async def test_a_name_after_a_key_to_rows_is_never_these_rows_own(tmp_path):
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        result = await ask(ds, "employees who report to Nancy", lang="en")
        assert result["status"] == "not_found" and result["predicate"] is None  # (was first_name = Nancy: Nancy herself)
        assert "reports_to" in result["reason"] and "Nancy" in result["reason"]
        assert [s["text"] for s in result["understood"]["spans"] if s["as"] == "unknown"] == ["Nancy"]
        # the key itself is still read as typed
        await answered(ds, "employees reports_to 2", "employees", [("reports_to", "exact", "2")], [3, 4])


async def test_an_aggregate_of_a_column_named_like_an_intent_word(tmp_path):
    """`total` is a column here: after `average` still waiting for its column, it is that column, not a second total."""
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        for q in ("average total of invoices", "average invoice total", "what is the average total of invoices"):
            result = await ask(ds, q, lang="en")
            assert result["status"] == "resolved" and result["resolved"]["table"] == "invoices", (q, result["reason"])
            assert result["intent"] == {"aggregate": {"fn": "avg", "column": "total"}}, q
            got = await rows_of(ds, result["links"]["sql"])
            assert [round(v, 2) for v in got[0].values()] == [6.93], q


VALUE_CASES = [
    ("products called Aniseed Syrup", "products", [("product_name", "exact", "Aniseed Syrup")], [3]),
    ("employees with title Sales Manager", "employees", [("title", "exact", "Sales Manager")], [2]),
    ("employees who are sales support agents", "employees", [("title", "exact", "Sales Support Agent")], [3, 4]),
    ("Aniseed Syrup", "products", [("product_name", "exact", "Aniseed Syrup")], [3]),
    ("Sales Support Agent", "employees", [("title", "exact", "Sales Support Agent")], [3, 4]),
    ("Calgary", "employees", [("city", "exact", "Calgary")], [2, 3, 4]),
    ("city of Mary Smith", "customers", [("first_name", "exact", "Mary"), ("last_name", "exact", "Smith")], [1]),
]


async def test_values_of_several_words_and_values_alone(tmp_path):
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        for q, table, wanted, ids in VALUE_CASES:
            await answered(ds, q, table, wanted, ids)
        # a word that names a table is that table, though another table's rows hold it
        result = await ask(ds, "invoices", lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "invoices" and not conditions(result)


VERB_CASES = [
    ("staff who live in Canada", "staff", [("country", "exact", "Canada")], [1, 2]),
    ("staff based in Lyon", "staff", [("city", "exact", "Lyon")], [3]),
    ("staff born before 1970", "staff", [("birth_date", "lt", "1970-01-01")], [1, 2]),
    ("staff born in 1962", "staff", [("birth_date", "gte", "1962-01-01"), ("birth_date", "lt", "1963-01-01")], [1]),
    ("shipments shipped to France", "shipments", [("ship_country", "exact", "France")], [2]),
    # a name run together (`hiredate`): the verb, then its date
    ("workers hired after 2008", "workers", [("hiredate", "gte", "2009-01-01")], [1]),
    ("workers born before 1970", "workers", [("birthdate", "lt", "1970-01-01")], [1]),
]


async def test_verbs_before_a_place_or_a_date(tmp_path):
    async with serving(database(tmp_path / "people.db", PEOPLE)) as ds:
        for q, table, wanted, ids in VERB_CASES:
            await answered(ds, q, table, wanted, ids)


async def test_a_number_column_is_no_yes_no_column(tmp_path):
    """A column of many numbers said before the table's word is a column wanted, never a yes."""
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        result = await ask(ds, "units in stock of products", lang="en")
        assert not conditions(result)


DURATION_CASES = [
    ("tracks longer than 5 minutes", "tracks", [("milliseconds", "gt", "300000")], [1, 3], "en"),
    ("tracks shorter than 2 minutes", "tracks", [("milliseconds", "lt", "120000")], [4], "en"),
    ("tracks over 10 minutes", "tracks", [("milliseconds", "gt", "600000")], [3], "en"),
    ("films longer than 2 hours", "films", [("length", "gt", "120")], [3], "en"),
    ("films longer than 80 minutes", "films", [("length", "gt", "80")], [1, 3], "en"),
    # (was 片长 > 2: every film)
    ("片长超过2小时的电影", "电影", [("片长", "gt", "120")], [3], "zh"),
    ("片长超过100分钟的电影", "电影", [("片长", "gt", "100")], [1, 3], "zh"),
]


async def test_a_duration_is_compared_in_the_columns_unit(tmp_path):
    async with serving(database(tmp_path / "media.db", MEDIA)) as ds:
        for q, table, wanted, ids, lang in DURATION_CASES:
            await answered(ds, q, table, wanted, ids, lang=lang)


# A film's length and its rental duration both hold times, and a number compared alone goes to the money column:
# `longer`, `shorter` say the length.
RENTALS = """
CREATE TABLE film (id INTEGER PRIMARY KEY, title TEXT, rental_duration INTEGER, length INTEGER,
                   replacement_cost REAL);
INSERT INTO film VALUES (1, 'ACADEMY DINOSAUR', 6, 86, 20.99), (2, 'ACE GOLDFINGER', 3, 48, 12.99),
                        (3, 'LONG ONE', 7, 150, 18.99);
CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, price REAL);
INSERT INTO products VALUES (1, 'Chai', 18.0), (2, 'Syrup', 110.0);
"""

MEASURE_CASES = [
    # (before: asked between rental_duration and length)
    ("films longer than 2 hours", "film", [("length", "gt", "120")], [3], "en"),
    ("films longer than 80 minutes", "film", [("length", "gt", "80")], [1, 3], "en"),
    # (before: replacement_cost < 90, every film)
    ("films shorter than 90", "film", [("length", "lt", "90")], [1, 2], "en"),
    ("films longer than 100", "film", [("length", "gt", "100")], [3], "en"),
]


async def test_longer_and_shorter_compare_the_length(tmp_path):
    async with serving(database(tmp_path / "rentals.db", RENTALS)) as ds:
        for q, table, wanted, ids, lang in MEASURE_CASES:
            await answered(ds, q, table, wanted, ids, lang=lang)
        # no length: a number compared so is no price either (before: price > 100)
        result = await ask(ds, "products longer than 100", lang="en")
        assert result["status"] != "resolved" and not conditions(result), conditions(result)
        # the longest and the shortest are of the length too (before: `longest` left out, every film)
        for q, desc, limit in (("what's the longest film", True, 1), ("the 3 shortest films", False, 3)):
            result = await ask(ds, q, lang="en")
            assert result["status"] == "resolved" and result["intent"] == {
                "order": {"column": "length", "desc": desc}, "limit": limit}, (q, result["reason"])
        # a column typed after it is the one meant
        result = await ask(ds, "films with the longest rental duration", lang="en")
        assert result["intent"]["order"] == {"column": "rental_duration", "desc": True}


RANGE_DURATION_CASES = [
    # a range with its unit after both ends, or one unit each; `long` after a duration says nothing more
    ("tracks between 4 and 6 minutes long", "tracks",
     [("milliseconds", "gte", "240000"), ("milliseconds", "lte", "360000")], [1, 2], "en"),
    ("tracks between 30 seconds and 2 minutes", "tracks",
     [("milliseconds", "gte", "30000"), ("milliseconds", "lte", "120000")], [4], "en"),
    ("tracks 5 minutes long or longer", None, None, None, "en"),
    # (both ends in one unit: 1 hour alone lies outside the rows' 95 to 150 minutes, the range overlaps them)
    ("片长1到2小时的电影", "电影", [("片长", "gte", "60"), ("片长", "lte", "120")], [1, 2], "zh"),
    ("films between 1 and 2 hours long", "films", [("length", "gte", "60"), ("length", "lte", "120")], [1], "en"),
]


async def test_a_range_of_durations_is_compared_in_the_columns_unit(tmp_path):
    """(Before: `tracks between 4 and 6 minutes` was milliseconds between 4 and 6 — no track.)"""
    async with serving(database(tmp_path / "media.db", MEDIA)) as ds:
        for q, table, wanted, ids, lang in RANGE_DURATION_CASES:
            if table is None:
                result = await ask(ds, q, lang=lang)
                assert result["status"] != "resolved" or conditions(result) == [("milliseconds", "gte", "300000")], q
                continue
            await answered(ds, q, table, wanted, ids, lang=lang)


async def test_a_value_several_tables_hold_lists_them_each_with_its_filter(tmp_path):
    """`Canada` typed alone: customers' and invoices' rows hold it — both offered, each link with its filter
    (before: "no table matches"); a table the actor may not see is never one of them."""
    path = database(tmp_path / "shop.db", SHOP)
    async with serving(path) as ds:
        for lang in ("en", "zh"):
            result = await ask(ds, "Canada", lang=lang)
            assert result["status"] == "ambiguous", result["reason"]
            assert [c["table"] for c in result["candidates"]] == ["customers", "invoices"]
            assert "Canada" in result["reason"] and "customers" in result["reason"]
            assert result["next_actions"]
        rows = {c["table"]: sorted(r["id"] for r in await rows_of(ds, c["links"]["table"])) for c in result["candidates"]}
        assert rows == {"customers": [1, 4], "invoices": [1, 4, 5]}
        assert [c["reason"] for c in result["candidates"]] == ["它的 “country” 里有“Canada”",
                                                               "它的 “billing_country” 里有“Canada”"]
        # held by one table: that table, as before
        one = await ask(ds, "Mishi Kobe Niku", lang="en")
        assert one["status"] == "resolved" and one["resolved"]["table"] == "products", one["reason"]
    guarded = Datasette([path], metadata={"databases": {"shop": {"tables": {"invoices": {"allow": {"id": "admin"}}}}}})
    await guarded.invoke_startup()
    try:
        result = await ask(guarded, "Canada", lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "customers", result["reason"]
        assert "invoices" not in str(result)
    finally:
        state(guarded).close()


async def test_a_full_name_is_a_first_and_a_last_name_here_or_across_a_link(tmp_path):
    """`Mary Smith`: each word a whole value of one table's rows (first_name, last_name) — typed alone that
    table, after another table's word the rows linked to hers (`invoices of Mary Smith`, `Mary Smith's invoices`)."""
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        await answered(ds, "Mary Smith", "customers", [("first_name", "exact", "Mary"), ("last_name", "exact", "Smith")],
                       [1])
        for q in ("invoices of Mary Smith", "invoices for Mary Smith", "Mary Smith's invoices", "Mary's invoices"):
            result = await ask(ds, q, lang="en")
            assert result["status"] == "resolved" and result["resolved"]["table"] == "invoices", (q, result["reason"])
            assert all(c.get("via", {}).get("table") == "customers" for c in result["predicate"]["conditions"]), q
            assert sorted(r["id"] for r in await rows_of(ds, result["links"]["table"])) == [1, 4], q


FLAGS = """
CREATE TABLE employee (businessentityid INTEGER PRIMARY KEY, jobtitle TEXT, salariedflag INTEGER, currentflag INTEGER);
INSERT INTO employee VALUES (1, 'CEO', 1, 1), (2, 'Engineer', 1, 0), (3, 'Technician', 0, 1);
"""


async def test_a_flag_named_run_together_with_flag(tmp_path):
    """`salariedflag`, `currentflag`: the word before `flag` is the flag's word (`salaried employees`)."""
    async with serving(database(tmp_path / "hr.db", FLAGS)) as ds:
        for q, wanted, ids in (("salaried employees", [("salariedflag", "exact", "1")], [1, 2]),
                               ("employees that are not salaried", [("salariedflag", "exact", "0")], [3]),
                               ("current employees", [("currentflag", "exact", "1")], [1, 3])):
            result = await ask(ds, q, lang="en")
            assert result["status"] == "resolved" and conditions(result) == wanted, (q, result["reason"])
            assert sorted(r["businessentityid"] for r in await rows_of(ds, result["links"]["table"])) == ids, q


async def test_by_a_text_column_after_an_average_or_a_count_is_per_value(tmp_path):
    """`number of invoices by country`: a count per country (before: ordered by country, one count of all);
    `by` a number, or with nothing counted or averaged, still orders (`top 3 products by price`)."""
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        counted = await ask(ds, "number of invoices by country", lang="en")
        assert counted["intent"] == {"count": True, "group_by": ["billing_country"]}, counted["intent"]
        assert await rows_of(ds, counted["links"]["sql"]) == [
            {"billing_country": "Canada", "count(*)": 3}, {"billing_country": "France", "count(*)": 1},
            {"billing_country": "Spain", "count(*)": 1}]
        averaged = await ask(ds, "average invoice total by country", lang="en")
        assert averaged["intent"] == {"aggregate": {"fn": "avg", "column": "total"}, "group_by": ["billing_country"]}
        assert "asks to group" not in averaged["reason"]  # (`by` read, not left out)
        ordered = await ask(ds, "top 3 products by price", lang="en")
        assert ordered["intent"] == {"order": {"column": "unit_price", "desc": True}, "limit": 3}
        listed = await ask(ds, "customers by country", lang="en")
        assert listed["intent"] == {"order": {"column": "country", "desc": False}}


async def test_a_verb_of_coming_to_be_is_the_rows_creation_date(tmp_path):
    """`members who joined in 2025`: no date named after joining, the day the row was created says when (the
    table's one date); a verb that date does not say stays unexplained (`members born in 2025`: refused)."""
    path = database(tmp_path / "club.db", """
        CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, created_at TEXT);
        INSERT INTO members VALUES (1, 'Ann', '2024-12-30'), (2, 'Bob', '2025-03-02'), (3, 'Cy', '2025-11-20');
    """)
    year = [("created_at", "gte", "2025-01-01"), ("created_at", "lt", "2026-01-01")]
    async with serving(path) as ds:
        for q in ("members who joined in 2025", "members registered in 2025", "members added in 2025",
                  "members who signed up in 2025"):
            await answered(ds, q, "members", year, [2, 3])
        born = await ask(ds, "members born in 2025", lang="en")
        assert born["status"] != "resolved" and "born" in born["reason"], born["reason"]
    # the table's own date, its name's first word the singular of the table's (`sale_time` of `pos_sales`; before:
    # refused, made unexplained)
    path = database(tmp_path / "till.db", """
        CREATE TABLE pos_sales (id INTEGER PRIMARY KEY, sale_time TEXT, comment TEXT);
        INSERT INTO pos_sales VALUES (1, '2024-12-30 10:00:00', ''), (2, '2025-03-02 11:00:00', ''), (3, '2026-01-02', '');
    """)
    async with serving(path) as ds:
        await answered(ds, "sales made in 2025", "pos_sales",
                       [("sale_time", "gte", "2025-01-01"), ("sale_time", "lt", "2026-01-01")], [2])


async def test_an_intent_word_that_is_a_column_compared(tmp_path):
    """`invoices with a total above 10`: `total` is the table's column, compared — not a sum asked for
    (before: refused, "10 compares an average or total")."""
    async with serving(database(tmp_path / "shop.db", SHOP)) as ds:
        for q in ("invoices with a total above 10", "invoices total over 10"):
            await answered(ds, q, "invoices", [("total", "gt", "10")], [1])


STORE = """
CREATE TABLE orders (id INTEGER PRIMARY KEY, status TEXT, order_date TEXT, shipped_date TEXT, amount REAL);
INSERT INTO orders VALUES (1, 'shipped', '2026-11-20', '2026-11-22', 120.5), (2, 'pending', '2026-11-28', NULL, 35),
                          (3, 'cancelled', '2026-10-01', NULL, 80), (4, 'delivered', '2026-09-01', '2026-09-03', 300);
"""


async def test_contracted_not_and_the_verb_of_the_rows_own_date(tmp_path):
    """`haven't`, `aren't`: `not` as typed apart (before: "haven", "t" unexplained), `yet` and `been` say nothing more;
    `orders placed in November 2026`: placing an order is when it came to be — its own date (`order_date`)."""
    async with serving(database(tmp_path / "store.db", STORE)) as ds:
        for q in ("orders that haven't shipped yet", "orders that haven't been shipped", "orders not shipped yet",
                  "orders that weren't shipped"):
            await answered(ds, q, "orders", [("shipped_date", "isnull", None)], [2, 3])
        await answered(ds, "orders that aren't pending", "orders", [("status", "not", "pending")], [1, 3, 4])
        await answered(ds, "orders placed in November 2026", "orders",
                       [("order_date", "gte", "2026-11-01"), ("order_date", "lt", "2026-12-01")], [1, 2])


CATALOG = """
CREATE TABLE categories (id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, category_id INTEGER REFERENCES categories(id), price REAL);
INSERT INTO categories VALUES (1, 'Electronics'), (2, 'Books');
INSERT INTO products VALUES (1, 'Phone', 1, 699), (2, 'Novel', 2, 15), (3, 'Laptop', 1, 1299);
"""


async def test_a_value_of_a_linked_table_typed_before_the_tables_word(tmp_path):
    """`Electronics products`: a word no reading of products takes, right before its word, that the linked
    categories' rows hold — the products of that category, as `Electronics的products` (before: refused)."""
    async with serving(database(tmp_path / "catalog.db", CATALOG)) as ds:
        for q, ids in (("Electronics products", [1, 3]), ("how many Electronics products", [1, 3]),
                       ("Electronics products under 1000 dollars", [1])):
            result = await ask(ds, q, lang="en")
            assert result["status"] == "resolved" and result["resolved"]["table"] == "products", (q, result["reason"])
            linked = [c for c in result["predicate"]["conditions"] if c.get("via")]
            assert [(c["via"]["table"], c["column"], c["value"]) for c in linked] == [("categories", "name", "Electronics")]
            assert sorted(r["id"] for r in await rows_of(ds, result["links"]["table"])) == ids, q
        unheld = await ask(ds, "Toys products", lang="en")  # no row holds Toys: refused, naming it
        assert unheld["status"] != "resolved" and "Toys" in unheld["reason"]


async def test_the_time_the_rows_are_from_is_their_own_date(tmp_path):
    """`orders from last month`, `cancelled orders in October 2026` (order_date and shipped_date): in English the
    time the rows are from is the date named after the table's own word; a date typed bare is asked about."""
    async with serving(database(tmp_path / "store.db", STORE)) as ds:
        await answered(ds, "cancelled orders in October 2026", "orders", [
            ("order_date", "gte", "2026-10-01"), ("order_date", "lt", "2026-11-01"), ("status", "exact", "cancelled")], [3])
        await answered(ds, "orders before 2026-10-15", "orders", [("order_date", "lt", "2026-10-15")], [3, 4])
        bare = await ask(ds, "orders 2026-11-20", lang="en")
        assert bare["status"] == "ambiguous" and "shipped_date" in bare["reason"], bare["reason"]


async def test_starts_or_ends_with_a_value_the_segmenter_glued_to_its_opening_word(tmp_path):
    """`以张开头`, `以上海开头`: the segmenter cuts 以张 and 以上 + 海 — the value is still what stands between 以 and
    开头 (before: `以张` unexplained; `以上海开头` read as starting with 海 — no row)."""
    async with serving(database(tmp_path / "客户.db", CUSTOMERS_CN)) as ds:
        for q, wanted, ids in (("姓名以张开头的客户", [("姓名", "startswith", "张")], [1]),
                               ("城市以上海开头的客户", [("城市", "startswith", "上海")], [2]),
                               ("城市以京结尾的客户", [("城市", "endswith", "京")], [1, 3])):
            await answered(ds, q, "客户", wanted, ids, lang="zh")


async def test_a_verb_of_price_before_a_comparison(tmp_path):
    """`orders worth more than 100`, `products costing less than 50`: the verb says the number is the money
    column's, as after `cheaper than` (before: refused, "worth", "costing")."""
    async with serving(database(tmp_path / "store.db", STORE)) as ds:
        await answered(ds, "orders worth more than 100", "orders", [("amount", "gt", "100")], [1, 4])
    async with serving(database(tmp_path / "catalog.db", CATALOG)) as ds:
        await answered(ds, "products costing less than 50", "products", [("price", "lt", "50")], [2])
        await answered(ds, "products that cost under 700", "products", [("price", "lt", "700")], [1, 2])


PASTED = """
CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, mobile TEXT, email TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, order_sn TEXT, member_id INTEGER REFERENCES members(id),
                     receiver_mobile TEXT, amount REAL);
CREATE TABLE shipments (id INTEGER PRIMARY KEY, order_id INTEGER REFERENCES orders(id), tracking_no TEXT);
INSERT INTO members VALUES (1, '张三', '13800138000', 'zs@example.com'), (2, '李四', '13900139000', 'ls@example.com');
INSERT INTO orders VALUES (1, '2025011124377090', 1, '13800138000', 120), (2, '2025011124377091', 2, '13700137000', 80),
                          (3, '2025011124377092', 1, '13800138000', 100000);
INSERT INTO shipments VALUES (1, 1, 'SF7493791606082'), (2, 2, 'YT1234567890');
"""


async def test_a_number_or_code_pasted_alone_finds_the_rows_that_hold_it(tmp_path):
    """An order number, a tracking code, an e-mail, a phone pasted alone: the table whose rows hold it, filtered on the
    column that does (before: "no table matches"); held by several, each to pick; a short number (a count, a price)
    is no such value; a table the actor may not see is never one of them."""
    path = database(tmp_path / "pasted.db", PASTED)
    async with serving(path) as ds:
        for typed, table, column, ids in (("2025011124377090", "orders", "order_sn", [1]),
                                          ("SF7493791606082", "shipments", "tracking_no", [1]),
                                          ("ls@example.com", "members", "email", [2]),
                                          ("13900139000", "members", "mobile", [2])):
            await answered(ds, typed, table, [(column, "exact", typed)], ids)
        several = await ask(ds, "13800138000", lang="en")
        assert several["status"] == "ambiguous" and [c["table"] for c in several["candidates"]] == ["members", "orders"]
        rows = {c["table"]: sorted(r["id"] for r in await rows_of(ds, c["links"]["table"])) for c in several["candidates"]}
        assert rows == {"members": [1], "orders": [1, 3]}
        assert (await ask(ds, "100000", lang="en"))["status"] != "resolved"  # (an amount as often as a key)
    guarded = Datasette([path], metadata={"databases": {"pasted": {"tables": {"orders": {"allow": {"id": "admin"}}}}}})
    await guarded.invoke_startup()
    try:
        hidden = await ask(guarded, "2025011124377090", lang="en")
        assert hidden["status"] != "resolved" and "orders" not in str(hidden) and "order_sn" not in str(hidden)
        result = await ask(guarded, "13800138000", lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "members", result["reason"]
        assert "orders" not in str(result)
    finally:
        state(guarded).close()


def _month_after(day):
    first = day.replace(day=1)
    start = (first.replace(year=first.year + 1, month=1) if first.month == 12 else first.replace(month=first.month + 1))
    end = (start.replace(year=start.year + 1, month=1) if start.month == 12 else start.replace(month=start.month + 1))
    return start.isoformat(), end.isoformat()


async def test_what_is_due_ahead_of_today_still_and_a_count_in_stock(tmp_path):
    """`next month`, `下个月`, `明年`: periods ahead of the day too (what expires, what is due); `still` says
    nothing more (`tickets still open`); `fewer than 10 in stock`: the one count the word names — a yes/no
    column (stock_control) holds no 10. Before: refused (next, month, 下个月 unexplained; still; which of the two)."""
    import datetime

    start, end = _month_after(datetime.date.today())
    path = database(tmp_path / "billing.db", f"""
        CREATE TABLE client_orders (id INTEGER PRIMARY KEY, title TEXT, expires_at TEXT);
        INSERT INTO client_orders VALUES (1, 'a', '{start}'), (2, 'b', '{end}'), (3, 'c', '2020-01-01');
        CREATE TABLE 合同 (id INTEGER PRIMARY KEY, 名称 TEXT, 到期日期 TEXT);
        INSERT INTO 合同 VALUES (1, '甲', '{start}'), (2, '乙', '2020-05-05');
        CREATE TABLE tickets (id INTEGER PRIMARY KEY, subject TEXT, status TEXT);
        INSERT INTO tickets VALUES (1, 'x', 'open'), (2, 'y', 'closed'), (3, 'z', 'open');
        CREATE TABLE products (id INTEGER PRIMARY KEY, title TEXT, stock_control BOOLEAN, quantity_in_stock INTEGER);
        INSERT INTO products VALUES (1, 'p', 1, 3), (2, 'q', 0, 40), (3, 'r', 1, 9);
    """)
    month = [("expires_at", "gte", start), ("expires_at", "lt", end)]
    async with serving(path) as ds:
        await answered(ds, "orders that expire next month", "client_orders", month, [1])
        await answered(ds, "下个月到期的合同", "合同", [("到期日期", "gte", start), ("到期日期", "lt", end)], [1], lang="zh")
        await answered(ds, "which tickets are still open?", "tickets", [("status", "exact", "open")], [1, 3])
        await answered(ds, "products with fewer than 10 in stock", "products", [("quantity_in_stock", "lt", "10")], [1, 3])
