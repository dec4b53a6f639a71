"""A verb done across a link (docs/one-box.md, "Conditions across a link"): one of making or having the linked rows
(`下过订单`, `买了`, `用了优惠券`) or a word of the linked table's own name says some of its rows exist; any other
verb may say *which* of them (`取消了订单的会员`: the cancelled orders), so it is never dropped for "has an order" —
the answer does not read it as every member with an order. Through a real Datasette serving a real SQLite file."""

from __future__ import annotations

import pytest

from tests.test_counts_across_a_link import shop
from tests.test_question_counts import ask, rows_of, serving

pytestmark = pytest.mark.asyncio


@pytest.mark.parametrize("q", ["下过订单的会员", "下了订单的会员"])
async def test_a_verb_of_making_the_rows_says_some_exist(tmp_path, q):
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q)
        assert result["status"] == "resolved" and result["resolved"]["table"] == "members", result["reason"]
        assert 'IN (SELECT "member_id" FROM "orders")' in result["predicate"]["clause"]
        assert sorted(row["id"] for row in await rows_of(ds, result["links"]["table"])) == [1, 2, 4]


@pytest.mark.parametrize("q", ["取消了订单的会员", "退过订单的会员"])
async def test_a_verb_that_may_say_which_rows_is_not_dropped(tmp_path, q):
    # before: every member with an order, the verb silently left out
    async with serving(shop(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q)
        clause = (result.get("predicate") or {}).get("clause") or ""
        assert not (result["status"] == "resolved" and result["resolved"]["table"] == "members" and "orders" in clause)
        verb = q.split("了")[0].split("过")[0]
        assert f"“{verb}”" in result["reason"]  # named: asked about, or said to be left out
