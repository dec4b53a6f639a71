"""Words people type that no name or description spells (docs/one-box.md): a sex said in words for a column that
writes it as codes (`female employees` on `gender ENUM('M','F')`), and a period after a verb and an article
(`hired in the last 12 months`, `within the last 12 months`, `during the last year`), and a period negated (`users who
haven't logged in during the last 30 days`, `不是上个月注册的用户`). DDL only; the day is fixed."""

from __future__ import annotations

import pytest

from tests.test_words_on_new_schemas import ask, conditions

STAFF = """
CREATE TABLE employees (emp_no INT NOT NULL, birth_date DATE NOT NULL, first_name VARCHAR(14) NOT NULL,
  last_name VARCHAR(16) NOT NULL, gender ENUM ('M','F') NOT NULL, hire_date DATE NOT NULL, PRIMARY KEY (emp_no));
CREATE TABLE members (id INT PRIMARY KEY, name VARCHAR(20), sex ENUM('male','female'), joined DATE);
CREATE TABLE `t_user` (`id` int PRIMARY KEY, `nickname` varchar(20) COMMENT '昵称',
  `sex` tinyint COMMENT '性别 0未知 1男 2女', `create_time` datetime COMMENT '注册时间') COMMENT '用户表';
CREATE TABLE grades (id INT PRIMARY KEY, student VARCHAR(20), grade ENUM('A','B','C','F'));
CREATE TABLE users (id INT PRIMARY KEY, username VARCHAR(20), lastLogin TIMESTAMP NULL);
"""



@pytest.mark.parametrize("q, table, expected, count", [
    # before: refused — "Nothing here fits female"
    ("How many female employees do we have?", "employees", [("gender", "exact", "F")], True),
    ("female employees", "employees", [("gender", "exact", "F")], False),
    ("male employees", "employees", [("gender", "exact", "M")], False),
    ("employees who are women", "employees", [("gender", "exact", "F")], False),
    ("女员工", "employees", [("gender", "exact", "F")], False),
    ("how many men are members", "members", [("sex", "exact", "male")], True),
    # the legend's own words, as before
    ("女用户有多少", "t_user", [("sex", "exact", 2)], True),
    ("女性用户", "t_user", [("sex", "exact", 2)], False),
])
def test_a_sex_said_in_words(ddl_index, q, table, expected, count):
    result = ask(ddl_index(STAFF), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == table
    assert conditions(result) == expected
    assert bool((result.get("intent") or {}).get("count")) is count


def test_one_letter_of_a_sex_is_no_sex_alone(ddl_index):
    # `F` among grades is a grade: a word for a sex reads a code only where both sexes are written
    result = ask(ddl_index(STAFF), "female grades")
    assert not conditions(result)


@pytest.mark.parametrize("q, expected", [
    # before: asked between birth_date and hire_date — `the` parted the verb from its period
    ("employees hired in the last 12 months", [("hire_date", "gte", "2025-11-16"), ("hire_date", "lt", "2026-11-16")]),
    ("which employees were hired in the last 12 months",
     [("hire_date", "gte", "2025-11-16"), ("hire_date", "lt", "2026-11-16")]),
    ("employees hired in the past 30 days", [("hire_date", "gte", "2026-10-17"), ("hire_date", "lt", "2026-11-16")]),
    # before: refused — "Nothing here fits within / during"
    ("employees hired within the last 12 months",
     [("hire_date", "gte", "2025-11-16"), ("hire_date", "lt", "2026-11-16")]),
    ("employees hired during the last year", [("hire_date", "gte", "2025-01-01"), ("hire_date", "lt", "2026-01-01")]),
    # as before
    ("employees hired in 1996", [("hire_date", "gte", "1996-01-01"), ("hire_date", "lt", "1997-01-01")]),
    ("employees born in 1960", [("birth_date", "gte", "1960-01-01"), ("birth_date", "lt", "1961-01-01")]),
])
def test_a_period_after_a_verb_and_an_article(ddl_index, q, expected):
    result = ask(ddl_index(STAFF), q)
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == expected


@pytest.mark.parametrize("q, clause, values", [
    # before: `!=` the period's first day, confidently (a period negated read as a day not equal)
    ("users who haven't logged in during the last 30 days", "WHERE `lastLogin` < ?", ["2026-10-17"]),
    ("users who have not logged in in the last 30 days", "WHERE `lastLogin` < ?", ["2026-10-17"]),
    ("不是上个月注册的用户", "WHERE (`create_time` < ? OR `create_time` >= ?)", ["2026-10-01", "2026-11-01"]),
    ("上个月以外注册的用户", "WHERE (`create_time` < ? OR `create_time` >= ?)", ["2026-10-01", "2026-11-01"]),
])
def test_a_period_negated_is_the_days_outside_it(ddl_index, q, clause, values):
    result = ask(ddl_index(STAFF), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["predicate"]["clause"] == clause
    assert result["predicate"]["values"] == values
