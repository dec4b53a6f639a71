"""Conditions across a link as people type them on schemas that declare no foreign key (docs/conditions.md,
"Conditions across a link"; docs/one-box.md): `uid` points at the users' table as `user_id` does; a name run
together typed as words (`job orders` for joborder); `which companies don't have …` with no `that`; and a
negation alone names no column to show. Real SQLite files served by Datasette, so the rows a person gets are
checked, not only the reading."""

from __future__ import annotations

import sqlite3

import pytest

from tests.test_question_counts import ask, rows_of, serving

SHOP = """
CREATE TABLE eb_user (uid INTEGER PRIMARY KEY, nickname TEXT, phone TEXT);
INSERT INTO eb_user VALUES (1, '小明', '13800000001'), (2, '小红', '13800000002'), (3, '小刚', '13800000003');
CREATE TABLE eb_store_order (id INTEGER PRIMARY KEY, order_id TEXT, uid INTEGER, pink_id INTEGER, pay_price REAL);
INSERT INTO eb_store_order VALUES (1, 'A1', 1, 0, 20.0), (2, 'A2', 1, 0, 35.5), (3, 'A3', 3, 0, 8.0);
CREATE TABLE eb_store_product (id INTEGER PRIMARY KEY, store_name TEXT, price REAL);
CREATE TABLE eb_user_address (id INTEGER PRIMARY KEY, uid INTEGER, real_name TEXT, city TEXT);
"""
FORUM = """
CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT);
INSERT INTO users VALUES (1, 'ann'), (2, 'bob');
CREATE TABLE posts (id INTEGER PRIMARY KEY, uid INTEGER, title TEXT);
INSERT INTO posts VALUES (1, 2, 'hello'), (2, 2, 'again');
"""
# (the comments a MySQL dump would carry, which SQLite keeps nowhere: the reading is by names here; `eb_` is
# the module prefix of every table, so `eb_user` is called `user` too)


def database(path, script: str = SHOP) -> str:
    conn = sqlite3.connect(path)
    conn.executescript(script)
    conn.close()
    return str(path)


def linked(result: dict) -> list[tuple]:
    return [(c["op"], c["via"]["table"], c["via"]["from"], c["via"]["to"], c["via"].get("inferred"))
            for c in (result.get("predicate") or {}).get("conditions") or [] if c.get("via")]


@pytest.mark.asyncio
@pytest.mark.parametrize("q, lang, op, ids", [
    # before: refused, or (没有订单的用户) the orders table, confidently, showing uid and `pink_id` for 没有
    ("没有订单的用户", "zh", "notexists", [2]),
    ("从来没有订单的用户", "zh", "notexists", [2]),
    ("有订单的用户", "zh", "exists", [1, 3]),
    ("eb users without store orders", "en", "notexists", [2]),
])
async def test_uid_is_the_users_id(tmp_path, q, lang, op, ids):
    async with serving(database(tmp_path / "shop.db")) as ds:
        result = await ask(ds, q, lang=lang)
        assert result["status"] == "resolved", result["reason"]
        assert result["resolved"]["table"] == "eb_user"
        assert linked(result) == [(op, "eb_store_order", "uid", "uid", True)]
        assert ("eb_store_order.uid" in result["reason"]) and ("read from the column" in result["reason"]
                                                               or "字段名" in result["reason"])
        assert sorted(row["uid"] for row in await rows_of(ds, result["links"]["table"])) == ids


@pytest.mark.asyncio
async def test_uid_points_at_a_users_table_keyed_by_id(tmp_path):
    async with serving(database(tmp_path / "forum.db", FORUM)) as ds:
        result = await ask(ds, "users without posts", lang="en")
        assert result["status"] == "resolved", result["reason"]
        assert result["resolved"]["table"] == "users"
        assert linked(result) == [("notexists", "posts", "id", "uid", True)]
        assert [row["id"] for row in await rows_of(ds, result["links"]["table"])] == [1]




def test_a_negation_alone_is_no_column_and_uid_names_no_other_table(ddl_index):
    from datasette_dbgraph.resolver import Options, Request, resolve

    conn = ddl_index("""
    CREATE TABLE `t_order` (`id` int PRIMARY KEY, `uid` int COMMENT '用户id', `pink_id` int COMMENT '拼团id 0没有拼团',
      `status` tinyint COMMENT '订单状态') COMMENT '订单表';
    CREATE TABLE `t_member` (`member_id` int PRIMARY KEY, `nickname` varchar(32) COMMENT '昵称') COMMENT '用户表';
    """)
    result = resolve(conn, Request(q="没有订单的用户"), Options(today="2026-11-15"))
    # no users' table `uid` can point at (t_member is keyed by member_id): nothing across a link, and the orders
    # table is no answer — 没有 is no column to show (before: `pink_id`, for the 没有 of its legend)
    assert result["status"] != "resolved", result["reason"]
    assert "“没有”" in result["reason"]


JOBS = """
CREATE TABLE company (company_id INTEGER PRIMARY KEY, name TEXT, city TEXT);
INSERT INTO company VALUES (1, 'Acme Corp', 'Boston'), (2, 'Globex', 'Austin'), (3, 'Initech', 'Austin');
CREATE TABLE joborder (joborder_id INTEGER PRIMARY KEY, company_id INTEGER, title TEXT, status TEXT);
INSERT INTO joborder VALUES (1, 1, 'Engineer', 'Active'), (2, 1, 'Designer', 'Closed'), (3, 3, 'Analyst', 'Active');
"""


@pytest.mark.asyncio
@pytest.mark.parametrize("q, op, ids", [
    # before: refused — "Nothing here fits without, job, orders" (no word of `job orders` finds joborder alone)
    ("companies without job orders", "notexists", [2]),
    ("companies with job orders", "exists", [1, 3]),
    # before: refused — "Nothing here fits n't" (no `that` before the negation)
    ("which companies don't have any job orders?", "notexists", [2]),
    ("which companies do not have any joborders", "notexists", [2]),
    ("companies that don't have any job orders", "notexists", [2]),
])
async def test_a_name_run_together_and_a_negation_after_the_head(tmp_path, q, op, ids):
    async with serving(database(tmp_path / "jobs.db", JOBS)) as ds:
        result = await ask(ds, q, lang="en")
        assert result["status"] == "resolved", result["reason"]
        assert result["resolved"]["table"] == "company"
        assert linked(result) == [(op, "joborder", "company_id", "company_id", True)]
        assert sorted(row["company_id"] for row in await rows_of(ds, result["links"]["table"])) == ids


@pytest.mark.asyncio
async def test_more_than_a_number_of_job_orders(tmp_path):
    async with serving(database(tmp_path / "jobs.db", JOBS)) as ds:
        result = await ask(ds, "companies with more than 1 job orders", lang="en")
        assert result["status"] == "resolved", result["reason"]
        assert [c["op"] for c in result["predicate"]["conditions"]] == ["countgt"]
        assert [row["company_id"] for row in await rows_of(ds, result["links"]["table"])] == [1]
