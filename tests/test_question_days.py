"""Days, months and English labels in questions, through a real Datasette serving a real SQLite file
(docs/one-box.md, "Periods and dates" and "Which table"):

- a day typed alone against rows that hold moments (`2026-03-31 10:00:00`) is that whole day, not
  the midnight `=` would find;
- `due on 2026-03-31`: an English word joining a date column's word to its day;
- `due between 2026-01 and 2026-03` after a column word: two months, to before the first day after
  the second (it was `lte` the first day of the second month);
- `store contacts`: a whole English legend label, typed in the plural, is that condition on its
  table, stronger than part of a view's name; but `employee(s)`, the whole name of a table, is that
  table even where a legend also has the label.
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
CREATE TABLE work_orders (
    id INTEGER PRIMARY KEY,
    product TEXT, -- Product name.
    start_date TIMESTAMP, -- Work order start date.
    due_date TIMESTAMP -- Work order due date.
);
CREATE TABLE people (
    id INTEGER PRIMARY KEY,
    full_name TEXT, -- Full name.
    person_type TEXT -- Primary type of person: SC = Store Contact, IN = Individual (retail) customer, EM = Employee
);
CREATE TABLE employees (
    id INTEGER PRIMARY KEY REFERENCES people(id),
    job_title TEXT -- Work title such as Buyer or Sales Representative.
);
CREATE TABLE stores (
    id INTEGER PRIMARY KEY,
    name TEXT, -- Name of the store.
    contact_id INTEGER REFERENCES people(id)
);
CREATE VIEW store_with_contacts AS
    SELECT stores.id, stores.name, people.full_name FROM stores JOIN people ON people.id = stores.contact_id;
"""
WORK_ORDERS = [
    (1, "Frame", "2025-12-20 08:00:00", "2025-12-31 17:00:00"),
    (2, "Wheel", "2026-01-02 08:00:00", "2026-01-01 09:30:00"),
    (3, "Seat", "2026-02-01 08:00:00", "2026-02-14 12:00:00"),
    (4, "Chain", "2026-03-01 08:00:00", "2026-03-31 10:00:00"),
    (5, "Pedal", "2026-03-31 08:00:00", "2026-04-01 00:00:00"),
    (6, "Brake", "2026-04-02 08:00:00", "2026-04-20 16:00:00"),
]


def make(path) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    conn.executemany("insert into work_orders values (?,?,?,?)", WORK_ORDERS)
    conn.executemany("insert into people values (?,?,?)", [
        (1, "Ann Lee", "SC"), (2, "Bo Chen", "EM"), (3, "Cy Diaz", "IN"), (4, "Di Ng", "SC"), (5, "Ed Fox", "EM")])
    conn.executemany("insert into employees values (?,?)", [(2, "Buyer"), (5, "Sales Representative")])
    conn.executemany("insert into stores values (?,?,?)", [(1, "Bike World", 1), (2, "Cycle Hub", 4)])
    conn.commit()
    conn.close()
    return str(path)


async def ask(ds: Datasette, q: str) -> dict:
    for _ in range(60):  # while the index is first built the answer is `busy`: ask again, as a person would
        response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q}))
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


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"]) for c in result["predicate"]["conditions"]]


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make(tmp_path / "works.db")) as ds:
        yield ds


@pytest.mark.parametrize("q", ["work orders due on 2026-03-31", "work orders due 2026-03-31"])
async def test_a_day_against_moments_is_the_whole_day(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "work_orders", result["reason"]
    assert conditions(result) == [("due_date", "gte", "2026-03-31"), ("due_date", "lt", "2026-04-01")]
    for link in ("table", "sql"):
        # `= '2026-03-31'` would find no row: the one due that day is due at 10:00.
        assert [row["product"] for row in await rows_of(ds, result["links"][link])] == ["Chain"]


async def test_a_comparison_keeps_the_day_as_typed(ds):
    # `until` is `lt` the day itself (the contract's comparison words): nothing due on the 31st.
    result = await ask(ds, "work orders due until 2026-03-31")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("due_date", "lt", "2026-03-31")]
    assert [row["product"] for row in await rows_of(ds, result["links"]["table"])] == ["Frame", "Wheel", "Seat"]


async def test_two_months_after_a_column_word_end_with_the_whole_second_month(ds):
    result = await ask(ds, "work orders due between 2026-01 and 2026-03")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "work_orders", result["reason"]
    assert conditions(result) == [("due_date", "gte", "2026-01-01"), ("due_date", "lt", "2026-04-01")]
    rows = await rows_of(ds, result["links"]["table"])
    assert [row["product"] for row in rows] == ["Wheel", "Seat", "Chain"]


async def test_the_column_word_before_the_day_says_which_date(ds):
    result = await ask(ds, "work orders start date 2026-03-31")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("start_date", "gte", "2026-03-31"), ("start_date", "lt", "2026-04-01")]
    assert [row["product"] for row in await rows_of(ds, result["links"]["table"])] == ["Pedal"]


@pytest.mark.parametrize("q", ["store contacts", "store contact", "Store Contacts"])
async def test_a_whole_english_label_in_the_plural_is_its_condition(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "people", result["reason"]
    assert conditions(result) == [("person_type", "exact", "SC")]
    assert result["predicate"]["conditions"][0]["label"] == "Store Contact"
    rows = await rows_of(ds, result["links"]["table"])
    assert sorted(row["full_name"] for row in rows) == ["Ann Lee", "Di Ng"]


@pytest.mark.parametrize("q", ["employee", "employees"])
async def test_a_label_that_is_a_tables_whole_name_is_that_table(ds, q):
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "employees", result["reason"]
    assert not result.get("predicate")
