"""A flag column named after what its 1 means (docs/one-box.md, "Questions"), read from a schema alone as a user runs
it (`datasette dbgraph index schema.sql`, `datasette dbgraph resolve`): `active vendors` are the vendors whose
`ActiveFlag` is 1 ("1 = Vendor is actively used"), `current employees` those whose `CurrentFlag` is 1 ("0 = Inactive,
1 = Active"). Before, a legend whose labels do not begin with the flag's word (active, current) left the column no
yes: `active vendors` listed every vendor with the column shown — the word silently dropped — and `current
employees` was refused. `salaried employees`, whose label is the flag's word, read so already."""

from __future__ import annotations

import pytest

from tests.test_named_rows import index_of_schema, resolve

SCHEMA = """
CREATE TABLE Vendor (
  BusinessEntityID int NOT NULL,
  Name varchar(50) NOT NULL,
  ActiveFlag tinyint NOT NULL DEFAULT 1 COMMENT '0 = Vendor no longer used. 1 = Vendor is actively used.',
  PRIMARY KEY (BusinessEntityID)
) COMMENT='Companies from whom Adventure Works Cycles purchases parts or other goods.';
CREATE TABLE Employee (
  BusinessEntityID int NOT NULL,
  JobTitle varchar(50) NOT NULL,
  SalariedFlag tinyint NOT NULL COMMENT 'Job classification. 0 = Hourly, not exempt from collective bargaining. 1 = Salaried, exempt from collective bargaining.',
  CurrentFlag tinyint NOT NULL COMMENT '0 = Inactive, 1 = Active',
  PRIMARY KEY (BusinessEntityID)
) COMMENT='Employee information such as salary, department, and title.';
"""


@pytest.fixture(scope="module")
def schema_index(tmp_path_factory):
    return index_of_schema(tmp_path_factory, "hr", SCHEMA)


@pytest.mark.parametrize("q, table, column, value", [
    ("active vendors", "Vendor", "ActiveFlag", "1"),
    ("vendors that are active", "Vendor", "ActiveFlag", "1"),
    ("inactive vendors", "Vendor", "ActiveFlag", "0"),
    ("current employees", "Employee", "CurrentFlag", "1"),
    ("salaried employees", "Employee", "SalariedFlag", "1"),
])
def test_the_flags_word_says_its_yes(schema_index, q, table, column, value):
    data = resolve(schema_index, q, lang="en")
    assert data["status"] == "resolved" and data["resolved"]["table"] == table, data["reason"]
    assert [(c["column"], str(c["value"])) for c in data["predicate"]["conditions"]] == [(column, value)]
