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


SHOP_SQL = """
CREATE TABLE members (id INTEGER PRIMARY KEY, nickname TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, order_sn TEXT, member_id INTEGER REFERENCES members(id), pay_amount REAL);
"""
SHOP_ROWS = {"members": [(1, "小明"), (2, "小红"), (3, "小刚")],
             "orders": [(1, "A1", 1, 10.0), (2, "A2", 2, 20.0), (3, "A3", 2, 5.0), (4, "A4", 2, 8.0), (5, "A5", 3, 1.0),
                        (6, "A6", 3, 2.0)]}


@pytest.mark.asyncio
@pytest.mark.parametrize("q, rows, desc, limit", [
    # before: resolved — every order, member_id shown and 最多 named as left out (then, at first, only offered)
    ("哪个会员的订单最多", [(2, 3)], True, 1),
    ("订单最多的会员是哪个", [(2, 3)], True, 1),
    ("哪2个会员的订单最多", [(2, 3), (3, 2)], True, 2),
    ("哪个会员的订单最少", [(1, 1)], False, 1),
])
async def test_which_member_has_the_most_orders(tmp_path, q, rows, desc, limit):
    from tests.conftest import make_sqlite
    from tests.test_question_totals import ask as ask_served
    from tests.test_question_totals import rows_of, serving

    async with serving(make_sqlite(tmp_path / "shop.db", SHOP_SQL, SHOP_ROWS)) as ds:
        result = await ask_served(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "orders", result["reason"]
        assert result["intent"] == {"count": True, "group_by": ["member_id"], "order": {"fn": "count", "desc": desc},
                                    "limit": limit}
        assert [tuple(r.values()) for r in await rows_of(ds, result["links"]["sql"])] == rows
