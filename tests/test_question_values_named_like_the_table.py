"""A value that shares a word with the table's name, and who did it (`由…主办`), read as people mean them —
through a real Datasette serving a real SQLite file, the rows checked through the links (docs/one-box.md,
"Values from the rows"):

- `中国科学院主办的中国科技奖`: 中国科学院 is a whole value of one column (主办单位); that the search also found the
  table by its 中国 does not make it a word of the table's name — the name and description never hold it whole;
- `由科学技术部主办的中国科技奖`, `不是由中国科学院主办的`: 由 (by) says who did it, and is read as no word.
"""

from __future__ import annotations

import pytest

from tests.test_question_counts import ask, serving
from tests.test_question_words_people_use import answered, database

pytestmark = pytest.mark.asyncio

AWARDS = """
CREATE TABLE 中国科技奖 (id INTEGER PRIMARY KEY, 名称 TEXT, 主办单位 TEXT, 创办年份 INTEGER);
INSERT INTO 中国科技奖 VALUES (1, '国家自然科学奖', '科学技术部', 1956), (2, '中国青年科技奖', '中国科学技术协会', 1987),
    (3, '何梁何利奖', '何梁何利基金', 1994), (4, '中国科学院杰出科技成就奖', '中国科学院', 2002),
    (5, '中国工程院光华工程科技奖', '中国工程院', 1996), (6, '国家技术发明奖', '科学技术部', 1979);
CREATE TABLE 获奖人 (id INTEGER PRIMARY KEY, 姓名 TEXT, 奖项id INTEGER REFERENCES 中国科技奖(id), 获奖年份 INTEGER);
INSERT INTO 获奖人 VALUES (1, '王一', 1, 2001), (2, '李二', 2, 2003);
"""

CASES = [
    ("中国科学院主办的中国科技奖", [("主办单位", "exact", "中国科学院")], [4]),
    ("不是中国科学院主办的中国科技奖", [("主办单位", "not", "中国科学院")], [1, 2, 3, 5, 6]),
    ("中国科学院的科技奖", [("主办单位", "exact", "中国科学院")], [4]),
    ("哪些中国科技奖的主办单位不是中国工程院", [("主办单位", "not", "中国工程院")], [1, 2, 3, 4, 6]),
    ("哪些中国科技奖创办年份在1990年以后，而且主办单位是中国工程院", [("主办单位", "exact", "中国工程院"), ("创办年份", "gt", "1990")],
     [5]),
    ("由科学技术部主办的中国科技奖", [("主办单位", "exact", "科学技术部")], [1, 6]),
    ("由中国科学院主办的科技奖有哪些", [("主办单位", "exact", "中国科学院")], [4]),
    ("不是由科学技术部主办的中国科技奖", [("主办单位", "not", "科学技术部")], [2, 3, 4, 5]),
    ("1980年以后创办的中国科技奖是由哪个单位主办的", [("创办年份", "gt", "1980")], [2, 3, 4, 5]),
]


async def test_a_value_sharing_a_word_with_the_tables_name(tmp_path):
    """Before: every question but the one typing 主办单位 before the value was refused (中国科学院 read as words
    of the table's name), and 由 was a word no table knew."""
    async with serving(database(tmp_path / "awards.db", AWARDS)) as ds:
        for q, wanted, ids in CASES:
            await answered(ds, q, "中国科技奖", wanted, ids, lang="zh")


async def test_the_tables_own_words_stay_its_name(tmp_path):
    """The table's name typed whole, or a part of it, still names it: no condition is made of it."""
    async with serving(database(tmp_path / "awards.db", AWARDS)) as ds:
        for q in ("中国科技奖", "中国的科技奖", "科技奖有哪些"):
            result = await ask(ds, q)
            assert result["status"] == "resolved" and result["resolved"]["table"] == "中国科技奖", (q, result["reason"])
            assert not (result.get("predicate") or {}).get("conditions"), q
