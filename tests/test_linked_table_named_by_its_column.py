"""A linked table whose column is named as the table is (`country.country`, sakila's cities and countries),
through a real Datasette serving a real SQLite file, the rows checked (docs/conditions.md, "Conditions
across a link"):

- `cities in Canada` (the one box), and `city` with `where={"country.country": "Canada"}` (keys): the key
  names the linked table with a dot, so it is read across the link — before, it was read as the cities'
  own `country_id`, and refused because `Canada` is not a number;
- a key without the dot that a column of the table itself fits stays that column's (`country_id=2`);
- `films in French` (the linked column is `name`) is answered as before.
"""

from __future__ import annotations

import urllib.parse

import pytest

from tests.test_question_counts import ask, rows_of, serving
from tests.test_question_words_people_use import database

pytestmark = pytest.mark.asyncio

PLACES = """
CREATE TABLE country (country_id INTEGER PRIMARY KEY, country TEXT);
INSERT INTO country VALUES (1, 'Canada'), (2, 'France'), (3, 'Japan');
CREATE TABLE city (city_id INTEGER PRIMARY KEY, city TEXT, country_id INTEGER REFERENCES country(country_id));
INSERT INTO city VALUES (1, 'Toronto', 1), (2, 'Paris', 2), (3, 'Osaka', 3), (4, 'Vancouver', 1);
CREATE TABLE language (language_id INTEGER PRIMARY KEY, name TEXT);
INSERT INTO language VALUES (1, 'English'), (2, 'French');
CREATE TABLE film (film_id INTEGER PRIMARY KEY, title TEXT, language_id INTEGER REFERENCES language(language_id));
INSERT INTO film VALUES (1, 'ACADEMY DINOSAUR', 1), (2, 'AMELIE', 2);
"""


def conditions(result: dict) -> list[tuple]:
    return [(c["column"], c["op"], c["value"], (c.get("via") or {}).get("table"))
            for c in (result.get("predicate") or {}).get("conditions", [])]


async def keyed(ds, entity: str, where: dict) -> dict:
    params = {"entity": entity, "_lang": "en", **{f"where.{k}": v for k, v in where.items()}}
    response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params))
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.parametrize("q, table, wanted, key, ids", [
    ("cities in Canada", "city", ("country", "exact", "Canada", "country"), "city_id", [1, 4]),
    ("Canada cities", "city", ("country", "exact", "Canada", "country"), "city_id", [1, 4]),
    ("films in French", "film", ("name", "exact", "French", "language"), "film_id", [2]),
])
async def test_a_value_of_the_linked_table(tmp_path, q, table, wanted, key, ids):
    async with serving(database(tmp_path / "places.db", PLACES)) as ds:
        result = await ask(ds, q, lang="en")
        assert result["status"] == "resolved" and result["resolved"]["table"] == table, result["reason"]
        assert conditions(result) == [wanted]
        assert sorted(row[key] for row in await rows_of(ds, result["links"]["table"])) == ids


async def test_the_key_with_the_linked_tables_name(tmp_path):
    async with serving(database(tmp_path / "places.db", PLACES)) as ds:
        result = await keyed(ds, "city", {"country.country": "Canada"})
        assert result["status"] == "resolved", result["reason"]
        assert conditions(result) == [("country", "exact", "Canada", "country")]
        assert sorted(row["city_id"] for row in await rows_of(ds, result["links"]["table"])) == [1, 4]
        result = await keyed(ds, "city", {"country_id": "2"})  # the table's own column, as before
        assert result["status"] == "resolved" and conditions(result) == [("country_id", "exact", "2", None)]
