"""Bindings (docs/configuration.md, "Bindings"): words a deployment ties to one table or one column
count as its own name — through the `aliases` setting, an aliases file, the `dbgraph_aliases` hook
and the CLI's `--aliases`; a binding to something the index does not have is reported by name."""

from __future__ import annotations

import json
import sqlite3

import pytest
from click.testing import CliRunner
from conftest import make_sqlite
from datasette.app import Datasette
from datasette.cli import cli

from datasette_dbgraph.words.aliases import AliasError, build_alias_table, validate_groups
from datasette_dbgraph.index.indexer import build_index_file
from datasette_dbgraph.resolver import IndexUnavailable, Options, Request, resolve
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

SHOP = """
CREATE TABLE ums_member (id INTEGER PRIMARY KEY, nick TEXT, phone TEXT, tel2 TEXT);
CREATE TABLE oms_order (id INTEGER PRIMARY KEY, member_id INTEGER, total REAL);
CREATE TABLE t_x (id INTEGER PRIMARY KEY, a TEXT);
"""
GOOD = [{"words": ["客户", "买家", "big customer"], "table": "ums_member"},
        {"words": ["手机"], "column": "ums_member.phone"},
        ["单据", "ticket"]]
BROKEN = [{"words": ["客户"], "table": "ums_membr"}, {"words": ["座机"], "column": "ums_member.landline"}]
GOOD_YAML = """
- {words: [客户, 买家], table: shop.ums_member}
- {words: [手机], column: ums_member.phone}
"""
BROKEN_YAML = "- {words: [客户], table: ums_membr}\n"


@pytest.fixture(scope="module")
def shop_db(tmp_path_factory):
    return make_sqlite(tmp_path_factory.mktemp("bindings") / "shop.db", SHOP,
                       {"ums_member": [(1, "amy", "13800000000", "")]})


@pytest.fixture(scope="module")
def index(shop_db, tmp_path_factory):
    path = tmp_path_factory.mktemp("bindings_index") / "index.db"
    build_index_file(path, [read_sqlite_file(shop_db)])
    conn = sqlite3.connect(path)
    yield conn
    conn.close()


def ask(conn, entries, **request) -> dict:
    return resolve(conn, Request(**request), Options(aliases=build_alias_table(validate_groups(entries, "test"))))


# -- what a binding does ---------------------------------------------------------------------------
@pytest.mark.parametrize("entity", ["客户", "买家", "big customer"])
def test_a_bound_word_is_the_tables_own_name(index, entity):
    assert ask(index, [], entity=entity)["status"] == "not_found"
    result = ask(index, GOOD, entity=entity)
    assert (result["status"], result["resolved"]["table"], result["confidence"]) == ("resolved", "ums_member", 1.0)
    assert "by your binding" in result["reason"]


def test_a_bound_word_counts_as_the_name_among_other_words(index):
    result = ask(index, GOOD, entity="客户 手机")
    assert result["resolved"]["table"] == "ums_member"
    assert "by your binding" in result["reason"]
    assert [(c["column"], c["matched_by"]) for c in result["resolved"]["columns"]] == [("phone", "binding")]


def test_a_column_binding_is_the_columns_own_name(index):
    result = ask(index, GOOD, entity="客户", fields=["手机"])
    assert [(c["column"], c["matched_by"], c["score"]) for c in result["resolved"]["columns"]] == \
        [("phone", "binding", 1.0)]


def test_a_binding_to_what_the_index_does_not_have_is_reported_by_name(index):
    with pytest.raises(IndexUnavailable) as caught:
        ask(index, BROKEN, entity="订单")
    assert "ums_membr" in str(caught.value) and "ums_member.landline" in str(caught.value)


@pytest.mark.parametrize("entry, message", [
    ({"words": ["a"], "table": "t", "column": "t.c"}, "either a table or a column"),
    ({"words": [], "table": "t"}, "at least one word"),
    ({"words": ["a"], "column": "phone"}, "table.column"),
    ({"words": ["a"], "view": "t"}, "unknown key"),
    ({"words": "a b", "table": 5}, "table must be a name"),
])
def test_a_malformed_binding_says_what_is_wrong(entry, message):
    with pytest.raises(AliasError, match=message):
        validate_groups([entry], "aliases.yml")


# -- everywhere aliases are given --------------------------------------------------------------------
async def get_json(ds, **params):
    response = await ds.client.get("/-/dbgraph.json", params=params)
    return response.status_code, response.json()


@pytest.mark.asyncio
async def test_bindings_in_the_setting_and_in_a_file(shop_db, tmp_path):
    ds = Datasette([str(shop_db)], metadata={"plugins": {"datasette-dbgraph": {"aliases": GOOD}}})
    await ds.invoke_startup()
    code, data = await get_json(ds, entity="买家", fields="手机")
    assert (code, data["status"], data["resolved"]["table"]) == (200, "resolved", "ums_member")
    assert data["resolved"]["columns"][0]["column"] == "phone"
    path = tmp_path / "aliases.yml"
    path.write_text(GOOD_YAML, encoding="utf-8")
    ds = Datasette([str(shop_db)], metadata={"plugins": {"datasette-dbgraph": {"aliases_file": str(path)}}})
    await ds.invoke_startup()
    code, data = await get_json(ds, entity="客户")
    assert (code, data["resolved"]["table"]) == (200, "ums_member")


@pytest.mark.asyncio
async def test_a_broken_binding_is_index_incomplete_on_the_page_and_in_json(shop_db, tmp_path):
    path = tmp_path / "broken.yml"
    path.write_text(BROKEN_YAML, encoding="utf-8")
    for settings in ({"aliases": BROKEN}, {"aliases_file": str(path)}):
        ds = Datasette([str(shop_db)], metadata={"plugins": {"datasette-dbgraph": settings}})
        await ds.invoke_startup()
        code, data = await get_json(ds, entity="订单")
        assert (code, data["ok"], data["status"]) == (503, False, "index_incomplete")
        assert "ums_membr" in data["error"]
        page = await ds.client.get("/-/dbgraph", params={"entity": "订单"})
        assert page.status_code == 503 and "ums_membr" in page.text


@pytest.mark.asyncio
@pytest.mark.parametrize("entries, status", [(GOOD, 200), (BROKEN, 503)])
async def test_bindings_from_the_hook(shop_db, entries, status):
    from datasette import hookimpl
    from datasette.plugins import pm

    class Vocabulary:
        __name__ = "Vocabulary"

        @hookimpl
        def dbgraph_aliases(self, datasette):
            return entries

    pm.register(Vocabulary(), name="test-dbgraph-bindings")
    try:
        ds = Datasette([str(shop_db)])
        await ds.invoke_startup()
        code, data = await get_json(ds, entity="客户")
        assert code == status
        if status == 200:
            assert data["resolved"]["table"] == "ums_member" and "by your binding" in data["reason"]
        else:
            assert "ums_membr" in data["error"]
    finally:
        pm.unregister(name="test-dbgraph-bindings")


# -- the CLI -----------------------------------------------------------------------------------------
def run(*args):
    return CliRunner().invoke(cli, ["dbgraph", *map(str, args)], catch_exceptions=False)


def test_cli_bindings_at_index_and_resolve_time(shop_db, tmp_path):
    good, broken = tmp_path / "good.yml", tmp_path / "broken.yml"
    good.write_text(GOOD_YAML, encoding="utf-8")
    broken.write_text(BROKEN_YAML, encoding="utf-8")
    stored = tmp_path / "stored.db"
    assert run("index", shop_db, "-o", stored, "--aliases", good).exit_code == 0
    data = json.loads(run("resolve", stored, "--entity", "客户", "--field", "手机", "--json").stdout)
    assert (data["resolved"]["table"], data["resolved"]["columns"][0]["matched_by"]) == ("ums_member", "binding")
    plain = tmp_path / "plain.db"
    assert run("index", shop_db, "-o", plain).exit_code == 0
    data = json.loads(run("resolve", plain, "--entity", "买家", "--aliases", good, "--json").stdout)
    assert data["resolved"]["table"] == "ums_member"
    # Broken: one line naming it, and the index command writes nothing.
    result = run("resolve", plain, "--entity", "订单", "--aliases", broken)
    assert result.exit_code != 0 and "ums_membr" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    target = tmp_path / "never.db"
    result = run("index", shop_db, "-o", target, "--aliases", broken)
    assert result.exit_code != 0 and "ums_membr" in result.stderr and not target.exists()
