"""A value typed right onto the word of the one column that holds it is that column's value (docs/one-box.md,
"Binding values"): `ios操作系统的手机` → 操作系统 = ios系统 (ios is how people shorten the value the rows hold), and
`不是ios操作系统的手机` → != — while a value typed onto another column's word still modifies that word, and is
asked about. Through a real Datasette serving a real SQLite file."""

from __future__ import annotations

import pytest
import pytest_asyncio

from tests.conftest import make_sqlite
from tests.test_question_totals import ask, rows_of, serving

pytestmark = pytest.mark.asyncio

SCHEMA = "CREATE TABLE 手机型号 (词条id INTEGER PRIMARY KEY, 名称 TEXT, 操作系统 TEXT, 屏幕尺寸 REAL);"
ROWS = {"手机型号": [(1, "iPhone 15", "ios系统", 6.1), (2, "Mate 60", "鸿蒙系统", 6.7), (3, "小米14", "安卓系统", 6.4),
                 (4, "iPhone SE", "ios系统", 4.7)]}


@pytest_asyncio.fixture
async def ds(tmp_path):
    async with serving(make_sqlite(tmp_path / "phones.db", SCHEMA, ROWS)) as ds:
        yield ds


@pytest.mark.parametrize("q, clause, ids", [
    ("ios操作系统的手机型号", 'WHERE "操作系统" = ?', [1, 4]),
    ("不是ios操作系统的手机型号有哪些", 'WHERE "操作系统" != ?', [2, 3]),
])
async def test_a_value_typed_onto_its_own_columns_word(ds, q, clause, ids):
    # refused before: ios, a part of ios系统 typed onto a column's word, was read as modifying that word
    result = await ask(ds, q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "手机型号", result["reason"]
    assert result["predicate"]["clause"] == clause and result["predicate"]["values"] == ["ios系统"]
    assert sorted(row["词条id"] for row in await rows_of(ds, result["links"]["table"])) == ids


async def test_a_value_typed_onto_another_columns_word_is_not_its_value(ds):
    # 屏幕尺寸 does not hold ios: `ios屏幕尺寸` says nothing sure — asked, never 操作系统 = ios系统
    result = await ask(ds, "ios屏幕尺寸大于6的手机型号")
    assert result["status"] != "resolved" or "操作系统" not in (result.get("predicate") or {}).get("clause", "")
