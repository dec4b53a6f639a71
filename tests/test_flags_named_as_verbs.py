"""A yes/no column named as what happened (`left_company int(1)`, opencats' contacts), typed as a sentence says it:
`contacts who have left their company` — its name's words with `the`/`their` between them, and `int(1)`, the
display width old MySQL schemas give their flags (docs/one-box.md). DDL only."""

from __future__ import annotations

import pytest

from tests.test_words_on_new_schemas import ask, conditions

CONTACTS = """
CREATE TABLE company (company_id int(11) NOT NULL AUTO_INCREMENT, name varchar(64), PRIMARY KEY (company_id));
CREATE TABLE contact (contact_id int(11) NOT NULL AUTO_INCREMENT, company_id int(11) NOT NULL DEFAULT '0',
  first_name varchar(40), left_company int(1) NOT NULL DEFAULT '0', is_hot int(1) NOT NULL DEFAULT '0',
  notes text, PRIMARY KEY (contact_id));
CREATE TABLE staff (id int PRIMARY KEY, name varchar(40), floor int(1), hours int(2));
"""



@pytest.mark.parametrize("q, expected", [
    # before: every contact that has a company (`have … company` read as a link), confidently
    ("Which contacts have left their company?", [("left_company", "exact", "1")]),
    ("contacts that have left the company", [("left_company", "exact", "1")]),
    # before: shown as a column, no condition
    ("contacts who left company", [("left_company", "exact", "1")]),
    ("contacts who left the company", [("left_company", "exact", "1")]),
    ("contacts who have not left the company", [("left_company", "exact", "0")]),
])
def test_a_flag_named_as_what_happened(ddl_index, q, expected):
    result = ask(ddl_index(CONTACTS), q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == "contact"
    assert conditions(result) == expected


def test_an_int_1_that_holds_numbers_is_still_compared(ddl_index):
    # int(1) is a flag only as a word typed alone: a number compared with it is a number
    result = ask(ddl_index(CONTACTS), "staff whose floor is over 2")
    assert result["status"] == "resolved", result["reason"]
    assert conditions(result) == [("floor", "gt", "2")]
