"""A group named by a word of the table's own name, typed after the words that name its rows (docs/one-box.md,
"Questions"): `How many employees are in each department?` on dept_emp (employee + department) counts per dept_no —
before, the count of every row, `each` dropped without a word. DDL only."""

from __future__ import annotations

import pytest

from tests.test_words_on_new_schemas import ask

STAFF = """
CREATE TABLE employees (emp_no INT NOT NULL, birth_date DATE NOT NULL, first_name VARCHAR(14) NOT NULL,
  last_name VARCHAR(16) NOT NULL, hire_date DATE NOT NULL, PRIMARY KEY (emp_no));
CREATE TABLE departments (dept_no CHAR(4) NOT NULL, dept_name VARCHAR(40) NOT NULL, PRIMARY KEY (dept_no));
CREATE TABLE dept_emp (emp_no INT NOT NULL, dept_no CHAR(4) NOT NULL, from_date DATE NOT NULL, to_date DATE NOT NULL,
  FOREIGN KEY (emp_no) REFERENCES employees (emp_no), FOREIGN KEY (dept_no) REFERENCES departments (dept_no),
  PRIMARY KEY (emp_no, dept_no));
"""


@pytest.mark.parametrize("q", [
    "How many employees are in each department?",
    "how many employees does each department have",
    "how many employees in each department",
])
def test_each_of_a_word_of_the_tables_name(ddl_index, q):
    result = ask(ddl_index(STAFF), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "dept_emp"
    assert result["intent"] == {"count": True, "group_by": ["dept_no"]}
    assert "left out" not in result["reason"]


def test_each_of_the_tables_own_rows_is_no_group(ddl_index):
    # each department, its name: the rows themselves (no count to group)
    result = ask(ddl_index(STAFF), "each department's name")
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "departments"
    assert not (result.get("intent") or {}).get("group_by")
