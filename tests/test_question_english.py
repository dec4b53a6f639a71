"""Questions typed in English read as their Chinese twins, through a real Datasette serving a real SQLite
file (docs/one-box.md, "Questions"):

- a number compared and the word one space after it: a number column's word takes it (`more than 40000
  audience` → audience > 40000, not the price); the table's own word makes it a count of rows per the group
  asked (`which singers have more than 1 concert`); a text column's word makes it no value of any column
  (`concerts with more than 1 singer` is never `price > 1`);
- `'s` says whose, as 的: `Jay's concerts` → singer = Jay (never a value `s`), `which singer's concerts
  have the highest average price` orders the singers by their average price;
- `the highest average price` said of a group in English order (the most before the average), as `平均票价最高`;
  `the 3 cheapest concerts` (the number before the superlative); `cheaper than 800` of the price;
- top or bottom N by a column ranks by it; `number` is no phone number; `what's` is `what is`; a word that names
  another table is said to be there (never "names no table", never offered as a slip of itself).
"""

from __future__ import annotations

import sqlite3

import pytest

from tests.test_question_counts import ask, rows_of, serving
from tests.test_question_heads import one_table

pytestmark = pytest.mark.asyncio

CONCERTS = ("CREATE TABLE concerts (id TEXT PRIMARY KEY, singer TEXT, city TEXT, price INTEGER, audience INTEGER)",
            [("a", "Jay", "Beijing", 800, 50000), ("b", "Jay", "Shanghai", 1100, 40000), ("c", "Faye", "Beijing", 1500, 30000),
             ("d", "Eason", "Guangzhou", 600, 45000), ("e", "Eason", "Beijing", 700, 20000),
             ("f", "Eason", "Guangzhou", 1000, 10000)])


async def ask_en(ds, q: str) -> dict:
    return await ask(ds, q, lang="en")


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in (result.get("predicate") or {}).get("conditions", [])]


@pytest.mark.parametrize("q, wanted, ids", [
    ("concerts with more than 40000 audience", [("audience", "gt", "40000")], ["a", "d"]),
    ("concerts with at least 45000 audience in Beijing", [("audience", "gte", "45000"), ("city", "exact", "Beijing")], ["a"]),
    # the number with no word after it stays the money column's, as before
    ("concerts over 1000", [("price", "gt", "1000")], ["b", "c"]),
    # a currency word a space after the number is its unit: the money column
    ("concerts over 1000 dollars", [("price", "gt", "1000")], ["b", "c"]),
    ("concerts under 700 yuan", [("price", "lt", "700")], ["d"]),
    # comparatives said of a price
    ("concerts cheaper than 800", [("price", "lt", "800")], ["d", "e"]),
    ("concerts more expensive than 1100", [("price", "gt", "1100")], ["c"]),
])
async def test_a_number_compared_goes_to_the_column_named_after_it(tmp_path, q, wanted, ids):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "concerts", result["reason"]
        assert conditions(result) == wanted
        got = await rows_of(ds, result["links"]["table"])
        assert sorted(row["id"] for row in got) == ids


@pytest.mark.parametrize("q, group, op, rows", [
    ("which singers have more than 1 concert", "singer", "gt", [("Eason", 3), ("Jay", 2)]),
    # the group first, as English puts it
    ("singers with more than 1 concert", "singer", "gt", [("Eason", 3), ("Jay", 2)]),
    ("cities having at least 2 concerts", "city", "gte", [("Beijing", 3), ("Guangzhou", 2)]),
    ("cities that have at least 2 concerts", "city", "gte", [("Beijing", 3), ("Guangzhou", 2)]),
])
async def test_a_count_of_the_tables_rows_per_group(tmp_path, q, group, op, rows):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"] == {"count": True, "group_by": [group], "having": {"fn": "count", "op": op,
                                                                                    "value": int(q.split()[-2])}}
        assert result["predicate"] is None
        got = await rows_of(ds, result["links"]["sql"])
        assert sorted(tuple(row.values()) for row in got) == rows


@pytest.mark.parametrize("q", ["concerts with more than 1 singer", "concerts with more than 2 cities"])
async def test_a_number_of_what_a_text_column_holds_is_no_value(tmp_path, q):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask_en(ds, q)
        # no row has several singers: no answer may filter the price (or anything) by the number
        assert result["status"] != "resolved", conditions(result)
        assert "price" not in result["reason"]


@pytest.mark.parametrize("q, wanted", [
    ("Jay's concerts", [("singer", "exact", "Jay")]),
    ("Jay’s concerts in Beijing", [("singer", "exact", "Jay"), ("city", "exact", "Beijing")]),
])
async def test_possessive_says_whose(tmp_path, q, wanted):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and conditions(result) == wanted, result["reason"]
        assert "'s" in result["understood"]["ignored"] or "’s" in result["understood"]["ignored"]


@pytest.mark.parametrize("q, rows", [
    ("which singer's concerts have the highest average price", [("Faye", 1500)]),
    ("which singer has the lowest average concert price", [("Eason", 766.6666666666666)]),
])
async def test_the_most_of_an_average_in_english_order(tmp_path, q, rows):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"]["group_by"] == ["singer"] and result["intent"]["aggregate"] == {"fn": "avg", "column": "price"}
        assert result["predicate"] is None  # never `singer = 's'`
        assert not [s for s in result["understood"]["spans"] if s["as"] == "unused"]
        got = await rows_of(ds, result["links"]["sql"])
        assert [tuple(row.values()) for row in got] == rows


@pytest.mark.parametrize("q, desc, prices", [
    # top N by a column: ranked by it, the most first (as `排名前3`); bottom N the fewest
    ("top 2 concerts by price", True, [1500, 1100]),
    ("bottom 2 concerts by price", False, [600, 700]),
    ("top 2 concerts by price ascending", False, [600, 700]),
    # sorted with no first few: as typed, ascending
    ("concerts sorted by price", False, [600, 700, 800, 1000, 1100, 1500]),
])
async def test_top_n_by_a_column_ranks_it(tmp_path, q, desc, prices):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved", result["reason"]
        assert result["intent"]["order"] == {"column": "price", "desc": desc}
        got = await rows_of(ds, result["links"]["table"])
        assert [row["price"] for row in got] == prices


async def test_a_word_is_no_phone_number(tmp_path):
    path = one_table(tmp_path / "members.db", "CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, phone TEXT)",
                     [(1, "Ann", "13800000001"), (2, "Bob", "13800000002")])
    async with serving(path) as ds:
        for q in ("member phone number", "members phone numbers", "member's phone number"):
            result = await ask_en(ds, q)
            # `number` is no value of the phone column: never `phone = 'number'` (no row would be shown)
            assert ("phone", "exact", "number") not in conditions(result) and \
                ("phone", "exact", "numbers") not in conditions(result), (q, result["reason"])
            assert result["status"] != "resolved" or conditions(result) == [], result["reason"]
        result = await ask_en(ds, "member phone 13800000002")
        assert result["status"] == "resolved" and conditions(result) == [("phone", "exact", "13800000002")]


@pytest.mark.parametrize("q", ["what's the job title of the employees", "What's the job title of the employees"])
async def test_whats_is_what_is(tmp_path, q):
    path = one_table(tmp_path / "staff.db", "CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT, job_title TEXT)",
                     [(1, "Ann", "Buyer"), (2, "Bob", "Clerk")])
    async with serving(path) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "employees", result["reason"]
        assert "job_title" in result["understood"]["fields"] and conditions(result) == []


async def test_a_word_that_names_another_table_is_said_to_be_there(tmp_path):
    path = one_table(tmp_path / "shop.db", "CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, city TEXT)",
                     [(1, "Ann", "Paris"), (2, "Bob", "Rome")])
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(id), amount REAL)")
    conn.executemany("INSERT INTO orders VALUES (?, ?, ?)", [(1, 1, 10.0), (2, 1, 20.0), (3, 2, 5.0)])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        result = await ask_en(ds, "members sorted by orders")
        # not answered (the members are not put in order by another table's rows), and the reason is true
        # (`members with more than 3 orders` was asked here: it is now a count across the link,
        # tests/test_counts_across_a_link.py):
        # `orders` names a table — it is no unknown word, and no slip of `orders`
        assert result["status"] != "resolved"
        assert "names no table" not in result["reason"] and "“orders” is in orders" in result["reason"], result["reason"]
        assert "Did you mean" not in result["reason"]
        result = await ask_en(ds, "members sorted by order")  # the singular names it too
        assert "“order” is in orders" in result["reason"] and "Did you mean" not in result["reason"], result["reason"]
        # a real slip is still offered its table
        result = await ask_en(ds, "members ordres")
        assert "Did you mean “orders” for “ordres”" in result["reason"], result["reason"]


@pytest.mark.parametrize("q, desc, prices", [
    # the number typed before the superlative, as English puts it (`最贵的2场` in Chinese)
    ("the 2 most expensive concerts", True, [1500, 1100]),
    ("the 3 cheapest concerts", False, [600, 700, 800]),
])
async def test_the_first_few_before_a_superlative(tmp_path, q, desc, prices):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["predicate"] is None, result["reason"]
        assert result["intent"] == {"order": {"column": "price", "desc": desc}, "limit": len(prices)}
        got = await rows_of(ds, result["links"]["table"])
        assert [row["price"] for row in got] == prices


@pytest.mark.parametrize("q, column, ids", [
    # in English the rows come first and the superlative after them: those rows, the first one (or N)
    ("concerts with the highest price", "price", ["c"]),
    ("the concert with the lowest price", "price", ["d"]),
    ("which concert has the largest audience", "audience", ["a"]),
    ("the 2 concerts with the largest audience", "audience", ["a", "d"]),
])
async def test_rows_with_the_most_of_a_column(tmp_path, q, column, ids):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["intent"]["order"]["column"] == column, result["reason"]
        assert result["intent"]["limit"] == len(ids) and "aggregate" not in result["intent"]
        assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ids


# Two prices: `the highest price` after the rows cannot say which — asked about, naming both, as
# `价格最高的演出` is in Chinese (it was answered with the rows in no order, the superlative left out).
SHOWS = ("CREATE TABLE shows (\n  id TEXT PRIMARY KEY,\n  city TEXT,\n  ticket_price INTEGER,\n  vip_price INTEGER\n)",
         [("a", "Beijing", 500, 1500), ("b", "Shanghai", 800, 1200)])


async def test_rows_with_the_most_of_a_word_that_fits_two_columns(tmp_path):
    async with serving(one_table(tmp_path / "shows.db", *SHOWS)) as ds:
        result = await ask_en(ds, "shows with the highest price")
        assert result["status"] != "resolved", result["reason"]
        assert "ticket_price" in result["reason"] and "vip_price" in result["reason"], result["reason"]
        assert [s["text"] for s in result["understood"]["spans"] if s["as"] == "unknown"] == ["highest"]
        result = await ask_en(ds, "shows with the highest vip price")  # one of them named: those rows
        assert result["status"] == "resolved" and result["intent"]["order"] == {"column": "vip_price", "desc": True}
        assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ["a"]


@pytest.mark.parametrize("q, fn, value", [
    # the superlative before the column and the rows `of` after it: the number itself
    ("the highest price of concerts", "max", 1500),
    ("what is the lowest price of concerts", "min", 600),
])
async def test_the_most_of_a_column_of_the_rows(tmp_path, q, fn, value):
    async with serving(one_table(tmp_path / "concerts.db", *CONCERTS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["intent"] == {"aggregate": {"fn": fn, "column": "price"}}, \
            result["reason"]
        assert list((await rows_of(ds, result["links"]["sql"]))[0].values()) == [value]


# A shop whose legends are written in Chinese, as most are: English status words reach them through the
# glossary (`closed` → 已关闭, `female` → 女), and `un…` says a state not reached yet (`unpaid` → 待付款).
ORDERS = ("CREATE TABLE orders (\n  id INTEGER PRIMARY KEY,\n  amount REAL, -- 金额\n"
          "  status INTEGER -- 订单状态：0待付款 1待发货 2已发货 3已完成 4已关闭\n)",
          [(1, 10.0, 0), (2, 20.0, 1), (3, 30.0, 2), (4, 40.0, 3), (5, 50.0, 4), (6, 60.0, 0)])


@pytest.mark.parametrize("q, code, ids", [
    ("unpaid orders", 0, [1, 6]),
    ("orders unpaid", 0, [1, 6]),
    ("unshipped orders", 1, [2]),
    ("shipped orders", 2, [3]),
    ("completed orders", 3, [4]),
    ("closed orders", 4, [5]),
    ("orders with status shipped", 2, [3]),
])
async def test_english_status_words_reach_a_chinese_legend(tmp_path, q, code, ids):
    async with serving(one_table(tmp_path / "shop.db", *ORDERS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and conditions(result) == [("status", "exact", code)], result["reason"]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == ids


async def test_a_word_after_with_and_a_coded_column_is_its_value(tmp_path):
    path = one_table(tmp_path / "shop.db", ORDERS[0].replace("amount REAL, -- 金额", "amount REAL, -- 金额\n  paid_at TEXT,"),
                     [row[:2] + (None,) + row[2:] for row in ORDERS[1]])
    async with serving(path) as ds:
        # `paid` is no label of the status: never every order with paid_at shown, as if no filter were asked
        result = await ask_en(ds, "orders with status paid")
        assert result["status"] == "not_found" and "待付款" in result["reason"], result["reason"]
        assert result["understood"]["fields"] == []


async def test_female_and_male_reach_the_legend_of_sex(tmp_path):
    path = one_table(tmp_path / "members.db", "CREATE TABLE members (\n  id INTEGER PRIMARY KEY,\n  name TEXT,\n"
                                              "  gender INTEGER -- 性别：0未知 1男 2女\n)",
                     [(1, "Ann", 2), (2, "Bob", 1), (3, "Cy", 0)])
    async with serving(path) as ds:
        for q, code, names in (("female members", 2, ["Ann"]), ("male members", 1, ["Bob"])):
            result = await ask_en(ds, q)
            assert conditions(result) == [("gender", "exact", code)], (q, result["reason"])
            assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == names


@pytest.mark.parametrize("q", ["members without email", "members without an email", "members with no email"])
async def test_without_a_column_is_rows_where_it_holds_nothing(tmp_path, q):
    path = one_table(tmp_path / "members.db", "CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT, email TEXT)",
                     [(1, "Ann", "ann@example.com"), (2, "Bob", None)])
    async with serving(path) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and conditions(result) == [("email", "isnull", None)], result["reason"]
        assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == ["Bob"]


FILMS = ("CREATE TABLE films (id INTEGER PRIMARY KEY, title TEXT, release_year INTEGER, rating TEXT, rental_rate REAL)",
         [(1, "Alpha", 2005, "PG", 0.99), (2, "Beta", 2006, "PG-13", 2.99), (3, "Gamma", 2006, "R", 4.99)])


@pytest.mark.parametrize("q, wanted, ids", [
    # a participle names the column of its verb: `rated` the rating (its -ing, not rental_rate), `released` release_year
    ("films rated PG-13", [("rating", "exact", "PG-13")], [2]),
    ("films released in 2006", [("release_year", "exact", "2006")], [2, 3]),
    ("films released after 2005", [("release_year", "gt", "2005")], [2, 3]),
])
async def test_a_participle_names_the_column_of_its_verb(tmp_path, q, wanted, ids):
    async with serving(one_table(tmp_path / "films.db", *FILMS)) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and [(c, op, str(v)) for c, op, v in conditions(result)] == wanted, \
            result["reason"]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == ids


async def test_not_before_a_condition_turns_it_round(tmp_path):
    path = one_table(tmp_path / "shop.db", "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, active BOOLEAN)",
                     [(1, "Ann", 1), (2, "Bob", 0), (3, "Cy", 1)])
    async with serving(path) as ds:
        # (a yes/no column after `not` is its no: active = 0, the rows active != 1 would give)
        for q, op, names in (("which customers are active", ("exact", "1"), ["Ann", "Cy"]),
                             ("customers that are not active", ("exact", "0"), ["Bob"])):
            result = await ask_en(ds, q)
            assert result["status"] == "resolved" and conditions(result) == [("active", *op)], (q, result["reason"])
            assert [row["name"] for row in await rows_of(ds, result["links"]["table"])] == names
    async with serving(one_table(tmp_path / "films.db", *FILMS)) as ds:
        result = await ask_en(ds, "films not rated PG-13")
        assert result["status"] == "resolved" and conditions(result) == [("rating", "not", "PG-13")], result["reason"]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == [1, 3]


async def test_a_date_column_said_of_the_rows_at_the_end_says_the_date_is_set(tmp_path):
    path = one_table(tmp_path / "shop.db", "CREATE TABLE orders (id INTEGER PRIMARY KEY, amount REAL, paid_at TEXT)",
                     [(1, 10.0, "2026-01-02"), (2, 20.0, None)])
    async with serving(path) as ds:
        # `were paid`: the rows whose paid_at is set — not every order with paid_at shown
        for q, op, ids in (("orders which were paid", "notnull", [1]), ("orders that were not paid", "isnull", [2])):
            result = await ask_en(ds, q)
            assert result["status"] == "resolved" and conditions(result) == [("paid_at", op, None)], (q, result["reason"])
            assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == ids


# Anyone (`anyone`, `someone`, `anybody` …) names no table: the person asks which rows of any table.
# A name after it (`anyone named SMITH`) is read as the value alone, as `SMITH` typed alone is: the
# one table whose rows hold it, with its column.
def people(path) -> str:
    conn = sqlite3.connect(path)
    for table, rows in (("actor", [(1, "PENELOPE", "GUINESS"), (2, "NICK", "WAHLBERG")]),
                        ("customer", [(1, "MARY", "SMITH"), (2, "PATRICIA", "JOHNSON")]),
                        ("staff", [(1, "Mike", "Hillyer"), (2, "Jon", "Stephens")])):
        conn.execute(f"CREATE TABLE {table} ({table}_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT)")
        conn.executemany(f"INSERT INTO {table} VALUES (?, ?, ?)", rows)
    conn.commit()
    conn.close()
    return str(path)


@pytest.mark.parametrize("q, table, wanted", [
    ("anyone with the last name SMITH", "customer", [("last_name", "exact", "SMITH")]),
    ("someone with the first name Mike", "staff", [("first_name", "exact", "Mike")]),
    ("anyone named SMITH", "customer", [("last_name", "exact", "SMITH")]),
    ("named PENELOPE GUINESS", "actor", [("first_name", "exact", "PENELOPE"), ("last_name", "exact", "GUINESS")]),
])
async def test_anyone_names_no_table(tmp_path, q, table, wanted):
    async with serving(people(tmp_path / "people.db")) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
        assert conditions(result) == wanted
        assert not [s for s in result["understood"]["spans"] if s["as"] == "unknown"]
        assert [row[f"{table}_id"] for row in await rows_of(ds, result["links"]["table"])] == [1]


def rentals_and_payments(path) -> str:
    """sakila's shape: payments dated by payment_date, rentals by rental_date, each row also stamped last_update
    (the day it was last changed — here all today, as a bulk update leaves them)."""
    from datetime import date, timedelta
    day = lambda n: (date.today() - timedelta(days=n)).isoformat() + " 10:00:00"  # noqa: E731
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE payment (payment_id INTEGER PRIMARY KEY, customer_id INTEGER, amount DECIMAL(5,2),
                              payment_date DATETIME, last_update TIMESTAMP);
        CREATE TABLE rental (rental_id INTEGER PRIMARY KEY, rental_date DATETIME, customer_id INTEGER,
                             return_date DATETIME, last_update TIMESTAMP);
    """)
    conn.executemany("insert into payment values (?,?,?,?,?)",
                     [(1, 1, 2.99, day(1), day(0)), (2, 2, 4.99, day(3), day(0)), (3, 1, 9.99, day(40), day(0)),
                      (4, 3, 0.99, day(100), day(0))])
    conn.executemany("insert into rental values (?,?,?,?,?)",
                     [(1, day(50), 1, day(45), day(0)), (2, day(2), 2, day(1), day(0)), (3, day(9), 1, None, day(0)),
                      (4, day(20), 3, day(18), day(0))])
    conn.commit()
    conn.close()
    return str(path)


async def test_a_total_typed_onto_the_tables_word_is_of_its_one_amount(tmp_path):
    # `total payments in the last 7 days` was refused ("compares an average or total"): the period was read as
    # comparing the total. It keeps the payments of those days — by payment_date, the date named after the table,
    # not last_update — and the total asked is of the payments' one amount.
    async with serving(rentals_and_payments(tmp_path / "shop.db")) as ds:
        result = await ask_en(ds, "total payments in the last 7 days")
        assert result["status"] == "resolved" and result["resolved"]["table"] == "payment", result["reason"]
        assert result["intent"] == {"aggregate": {"fn": "sum", "column": "amount"}}
        assert [(c["column"], c["op"]) for c in result["predicate"]["conditions"]] == [("payment_date", "gte"),
                                                                                        ("payment_date", "lt")]
        assert sorted(row["payment_id"] for row in await rows_of(ds, result["links"]["table"])) == [1, 2]
        plain = await ask_en(ds, "payments in the last 7 days")
        assert plain["status"] == "resolved" and [c["column"] for c in plain["predicate"]["conditions"]] == \
            ["payment_date", "payment_date"], plain["reason"]
        assert (await ask_en(ds, "total payments"))["intent"] == {"aggregate": {"fn": "sum", "column": "amount"}}
        # rentals hold no amount: `total rentals` totals nothing
        assert not ((await ask_en(ds, "total rentals")).get("intent") or {}).get("aggregate")


@pytest.mark.parametrize("q, limit", [("the 2 most recent rentals", 2), ("latest 2 rentals", 2), ("most recent rentals", None)])
async def test_the_most_recent_rows_are_by_the_date_named_after_the_table(tmp_path, q, limit):
    # rental has three dates: rental_date, return_date, last_update — `most recent` had none to order by, and
    # `latest 2 rentals` read 2 as a value. The rows' own date is the one named after the table.
    async with serving(rentals_and_payments(tmp_path / "shop.db")) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "rental", result["reason"]
        assert result["intent"] == {"order": {"column": "rental_date", "desc": True}, **({"limit": limit} if limit else {})}
        got = [row["rental_id"] for row in await rows_of(ds, result["links"]["table"])]
        assert got[:2] == [2, 3]


@pytest.mark.parametrize("q", ["how many payments did customer 1 make", "how many payments has customer 1 made?"])
async def test_a_verb_of_coming_to_be_asked_at_the_end_says_nothing_more(tmp_path, q):
    # `how many rentals did customer 130 make`: refused, naming `make` — every payment was made; the question
    # counts customer 1's payments. A verb that says more (`cancel`) is still asked about.
    async with serving(rentals_and_payments(tmp_path / "shop.db")) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "payment", result["reason"]
        assert result["intent"] == {"count": True} and conditions(result) == [("customer_id", "exact", "1")]
        refused = await ask_en(ds, "how many payments did customer 1 cancel")
        assert refused["status"] == "not_found" and "cancel" in refused["reason"]


@pytest.mark.parametrize("q", ["average rental rate of films", "what's the average rental rate of our films"])
async def test_a_table_named_inside_a_column_name_typed_whole_is_that_column(tmp_path, q):
    # film.rental_rate, and a table named rental: `rental` was taken as the table, leaving `rate` and `films`
    # unread (refused). Typed whole, `rental rate` is the films' column, and the average is of it.
    path = rentals_and_payments(tmp_path / "shop.db")
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE film (film_id INTEGER PRIMARY KEY, title TEXT, rental_rate DECIMAL(4,2), length INTEGER)")
    conn.executemany("insert into film values (?,?,?,?)", [(1, "ACADEMY DINOSAUR", 0.99, 86), (2, "ACE GOLDFINGER", 4.99, 48)])
    conn.commit()
    conn.close()
    async with serving(path) as ds:
        result = await ask_en(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "film", result["reason"]
        assert result["intent"] == {"aggregate": {"fn": "avg", "column": "rental_rate"}}
