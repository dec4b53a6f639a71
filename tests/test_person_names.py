"""A person's name typed in English when no values were read (docs/one-box.md, "A person's name with no values
read"): from DDL alone, capitalised words right after `named`/`called` or right after the table's word are a name on
the table's name columns — first and last, or (after `named`) one whole name; one word is asked about; never a
name where the words say something else (`customers in Canada`, `customers in Berlin` on a company_name)."""

from __future__ import annotations

import pytest

from datasette_dbgraph.resolver import Options, Request, resolve

PEOPLE = """
CREATE TABLE actor (actor_id INT PRIMARY KEY, first_name VARCHAR(45), last_name VARCHAR(45), last_update TIMESTAMP);
CREATE TABLE customer (customer_id INT PRIMARY KEY, first_name VARCHAR(45), last_name VARCHAR(45),
  email VARCHAR(50), city VARCHAR(50));
CREATE TABLE department (department_id INT PRIMARY KEY, name VARCHAR(50), group_name VARCHAR(50));
CREATE TABLE supplier (supplier_id INT PRIMARY KEY, company_name VARCHAR(50), city VARCHAR(50));
"""


@pytest.fixture(scope="module")
def ask(ddl_index):
    conn = ddl_index(PEOPLE)
    return lambda q: resolve(conn, Request(q=q), Options(lang="en"))


def where(result: dict) -> list:
    return [(c["column"], c["op"], c["value"]) for c in (result.get("predicate") or {}).get("conditions") or []]


@pytest.mark.parametrize("q, table", [
    ("actor named PENELOPE GUINESS", "actor"), ("actors called PENELOPE GUINESS", "actor"),
    ("what's the email of customer PENELOPE GUINESS", "customer"),
])
def test_a_first_and_a_last_name(ask, q, table):
    # was not_found: "Nothing here fits PENELOPE, GUINESS"
    result = ask(q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
    assert where(result) == [("first_name", "exact", "PENELOPE"), ("last_name", "exact", "GUINESS")]


def test_one_word_may_be_either_name_so_it_is_asked(ask):
    result = ask("actor named PENELOPE")
    assert result["status"] == "ambiguous" and "first_name" in result["reason"] and "last_name" in result["reason"]


def test_a_whole_name_only_after_named(ask):
    result = ask("departments named Engineering")
    assert result["status"] == "resolved" and where(result) == [("name", "exact", "Engineering")], result["reason"]


@pytest.mark.parametrize("q", ["customers in Canada", "suppliers in Berlin", "supplier Berlin", "department Engineering"])
def test_words_that_say_something_else_are_no_name(ask, q):
    result = ask(q)
    assert not any(column.endswith("name") for column, _, _ in where(result)), (q, result["predicate"])
