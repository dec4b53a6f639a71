"""Hardening (issue 5): hostile requests, hostile schemas, broken indexes, huge DDL, immutable
scale-out. Whatever is thrown at it, the answer is a clear status and Datasette keeps serving.

Everything runs against real files and a real Datasette; nothing is mocked.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import textwrap
import urllib.parse
from pathlib import Path

import pytest
import pytest_asyncio
from datasette.app import Datasette
from markupsafe import escape

from datasette_dbgraph.resolving.literals import declared_length, declared_numbers
from datasette_dbgraph.serving import inputs
from datasette_dbgraph.compat import IS_1X
from datasette_dbgraph.sources.ddl import iter_report, parse_ddl, parse_ddl_file
from datasette_dbgraph.index.indexer import FORMAT_VERSION, build_index_file
from datasette_dbgraph.serving.links import qualified_sql_name, select_sql
from datasette_dbgraph.resolver import Request, quote_identifier, resolve
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

ROOT = Path(__file__).resolve().parent.parent
DEMO_DB = ROOT / "demo.db"
MODULE = pytest.mark.asyncio(loop_scope="module")
RESOLVER_OK = {"resolved", "ambiguous", "not_found", "insufficient_evidence", "missing_predicate"}
PAGE_JUNK = ("Traceback", "File \"", "built-in method", "Undefined", "None</", "sqlite3.")


def qs(pairs) -> str:
    return urllib.parse.urlencode(list(pairs.items()) if isinstance(pairs, dict) else pairs)


def json_twin(link: str) -> str:
    """`/db/table?…` → `/db/table.json?…&_shape=array`."""
    path, _, query = link.partition("?")
    return f"{path}.json?{query}&_shape=array" if query else f"{path}.json?_shape=array"


def sqlite_quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


async def start(*paths, immutables=(), config=None) -> Datasette:
    kwargs = {"metadata": {"plugins": {"datasette-dbgraph": config}}} if config is not None else {}
    ds = Datasette([str(p) for p in paths], immutables=[str(p) for p in immutables], **kwargs)
    await ds.invoke_startup()
    return ds


async def post(ds, body: bytes, **headers):
    return await ds.client.post("/-/dbgraph.json", content=body,
                                headers={"Content-Type": "application/json", **headers})


def assert_invalid(response, *fragments):
    assert response.status_code == 400, response.text[:500]
    data = response.json()
    assert data["ok"] is False and data["status"] == "invalid_input"
    error = data["error"]
    assert isinstance(error, str) and error
    for fragment in fragments:
        assert fragment.lower() in error.lower(), (fragment, error)
    assert "Traceback" not in json.dumps(data)
    return data


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def demo(tmp_path_factory):
    path = tmp_path_factory.mktemp("hardening-demo") / "demo.db"
    shutil.copy(DEMO_DB, path)
    return await start(path)


# -- 1. request limits, GET and POST ------------------------------------------------------------
def _fields(n):
    return ",".join(f"f{i}" for i in range(n))


# (id, query-string pairs, JSON body, words the error must contain)
LIMITS = [
    ("entity", [("entity", "订" * (inputs.MAX_ENTITY_LENGTH + 1))], {"entity": "订" * (inputs.MAX_ENTITY_LENGTH + 1)},
     ["entity", str(inputs.MAX_ENTITY_LENGTH)]),
    ("object", [("object", "o" * (inputs.MAX_OBJECT_LENGTH + 1))], {"object": "o" * (inputs.MAX_OBJECT_LENGTH + 1)},
     ["object", str(inputs.MAX_OBJECT_LENGTH)]),
    ("database", [("database", "d" * (inputs.MAX_DATABASE_LENGTH + 1)), ("entity", "订单")],
     {"database": "d" * (inputs.MAX_DATABASE_LENGTH + 1), "entity": "订单"}, ["database", str(inputs.MAX_DATABASE_LENGTH)]),
    ("fields", [("entity", "订单"), ("fields", _fields(inputs.MAX_FIELDS + 1))],
     {"entity": "订单", "fields": [f"f{i}" for i in range(inputs.MAX_FIELDS + 1)]}, ["fields", str(inputs.MAX_FIELDS)]),
    ("field-length", [("entity", "订单"), ("fields", "f" * (inputs.MAX_FIELD_LENGTH + 1))],
     {"entity": "订单", "fields": ["f" * (inputs.MAX_FIELD_LENGTH + 1)]}, ["field", str(inputs.MAX_FIELD_LENGTH)]),
    ("where-pairs", [(f"where.c{i}", "1") for i in range(inputs.MAX_WHERE_PAIRS + 1)],
     {"where": {f"c{i}": "1" for i in range(inputs.MAX_WHERE_PAIRS + 1)}}, ["where", str(inputs.MAX_WHERE_PAIRS)]),
    ("where-value", [("entity", "会员"), ("where.mobile", "9" * (inputs.MAX_WHERE_VALUE_LENGTH + 1))],
     {"entity": "会员", "where": {"mobile": "9" * (inputs.MAX_WHERE_VALUE_LENGTH + 1)}},
     ["where.mobile", str(inputs.MAX_WHERE_VALUE_LENGTH)]),
    ("where-key", [("where." + "k" * (inputs.MAX_WHERE_KEY_LENGTH + 1), "1")],
     {"where": {"k" * (inputs.MAX_WHERE_KEY_LENGTH + 1): "1"}}, ["where", str(inputs.MAX_WHERE_KEY_LENGTH)]),
    ("lang", [("entity", "订单"), ("_lang", "z" * (inputs.MAX_LANG_LENGTH + 1))],
     {"entity": "订单", "lang": "z" * (inputs.MAX_LANG_LENGTH + 1)}, ["lang", str(inputs.MAX_LANG_LENGTH)]),
]


@MODULE
@pytest.mark.parametrize("name,pairs,body,words", LIMITS, ids=[c[0] for c in LIMITS])
async def test_every_limit_is_a_clear_400_get_post_and_page(demo, name, pairs, body, words):
    query = qs(pairs)
    assert len(query) <= inputs.MAX_QUERY_STRING_BYTES  # the named limit is hit, not the query-string one
    response = await demo.client.get(f"/-/dbgraph.json?{query}")
    data = assert_invalid(response, *words)
    assert data["reason"] and data["next_actions"]
    raw = json.dumps(body, ensure_ascii=False).encode()
    assert len(raw) <= inputs.MAX_BODY_BYTES
    assert_invalid(await post(demo, raw), *words)
    page = await demo.client.get(f"/-/dbgraph?{query}")
    assert page.status_code == 400
    assert 'data-status="invalid_input"' in page.text and str(escape(data["error"])) in page.text
    for junk in PAGE_JUNK:
        assert junk not in page.text


@MODULE
async def test_exactly_at_the_limit_is_accepted(demo):
    pairs = [("entity", "订" * inputs.MAX_ENTITY_LENGTH), ("fields", _fields(inputs.MAX_FIELDS))]
    pairs += [(f"where.c{i}", "v" * inputs.MAX_WHERE_VALUE_LENGTH) for i in range(inputs.MAX_WHERE_PAIRS)]
    response = await demo.client.get(f"/-/dbgraph.json?{qs(pairs)}")
    assert response.status_code == 200 and response.json()["status"] in RESOLVER_OK


@MODULE
async def test_oversized_body_and_query_string(demo):
    body = json.dumps({"entity": "订单", "where": {"mobile": "1" * 20_000}}).encode()
    assert len(body) > inputs.MAX_BODY_BYTES
    assert_invalid(await post(demo, body), "body", str(inputs.MAX_BODY_BYTES))
    assert_invalid(await post(demo, b" " * (inputs.MAX_BODY_BYTES + 1)), "body", str(inputs.MAX_BODY_BYTES))
    assert_invalid(await post(demo, b"[" * 200_000), "body", str(inputs.MAX_BODY_BYTES))  # no deep-nesting parse
    query = qs([("entity", "订单")] + [("_x", "y" * 100)] * 200)
    assert len(query) > inputs.MAX_QUERY_STRING_BYTES
    assert_invalid(await demo.client.get(f"/-/dbgraph.json?{query}"), "query string", str(inputs.MAX_QUERY_STRING_BYTES))


MALFORMED_BODIES = [
    ("not-json", b"{not json", ["not valid JSON"]),
    ("cut-utf8-character", '{"entity": "订"}'.encode()[:-3], ["UTF-8"]),
    ("truncated-json", '{"entity": "订'.encode(), ["not valid JSON"]),
    ("array", '["订单"]'.encode(), ["JSON object", "list"]),
    ("number", b"42", ["JSON object", "int"]),
    ("string", '"订单"'.encode(), ["JSON object", "str"]),
    ("null", b"null", ["JSON object"]),
    ("empty", b"", ["empty"]),
    ("whitespace", b" \n\t ", ["empty"]),
    ("not-utf8", b'{"entity": "\xff\xfe"}', ["UTF-8"]),
    ("fields-number", b'{"entity": "x", "fields": 7}', ["fields", "int"]),
    ("fields-object", b'{"entity": "x", "fields": {"a": 1}}', ["fields"]),
    ("fields-list-of-numbers", b'{"entity": "x", "fields": [1, 2]}', ["fields"]),
    ("where-list", b'{"entity": "x", "where": [["id", 1]]}', ["where", "list"]),
    ("where-string", b'{"entity": "x", "where": "id=1"}', ["where"]),
    ("where-null-value", b'{"entity": "x", "where": {"id": null}}', ["where.id", "null"]),
    ("where-object-value", b'{"entity": "x", "where": {"id": {"$gt": 1}}}', ["where.id", "dict"]),
    ("where-list-value", b'{"entity": "x", "where": {"id": [1, 2]}}', ["where.id", "list"]),
    ("where-nan", b'{"entity": "x", "where": {"id": NaN}}', ["where.id", "finite"]),
    ("where-infinity", b'{"entity": "x", "where": {"id": 1e999}}', ["where.id", "finite"]),
    ("where-empty-key", b'{"entity": "x", "where": {"": 1}}', ["column name"]),
    ("entity-number", b'{"entity": 5}', ["entity", "string"]),
    ("entity-list", b'{"entity": ["a"]}', ["entity", "string"]),
    ("object-bool", b'{"object": true}', ["object", "string"]),
    ("unknown-key", b'{"entity": "x", "sql": "drop table orders"}', ["unknown key", "sql"]),
    ("lone-surrogate", b'{"entity": "\\ud800"}', ["surrogate"]),
    ("lone-surrogate-in-where", b'{"where": {"id": "\\udfff"}}', ["surrogate"]),
    ("lone-surrogate-in-key", b'{"where": {"\\ud800": "1"}}', ["surrogate"]),
    ("nul-entity", b'{"entity": "a\\u0000b"}', ["NUL"]),
    ("nul-where", b'{"where": {"id": "1\\u0000"}}', ["NUL"]),
    ("lang-number", b'{"entity": "x", "lang": 5}', ["lang"]),
]


@MODULE
@pytest.mark.parametrize("name,body,words", MALFORMED_BODIES, ids=[c[0] for c in MALFORMED_BODIES])
async def test_malformed_json_bodies_are_clear_400s(demo, name, body, words):
    assert_invalid(await post(demo, body), *words)


MALFORMED_QUERIES = [
    ("percent-ff", "entity=%FF", ["percent-escape", "UTF-8"]),
    ("percent-cut-utf8", "entity=%E8%AE", ["percent-escape", "UTF-8"]),
    ("percent-in-key", "where.%C3=1", ["percent-escape"]),
    ("percent-overlong", "entity=%C0%AF", ["percent-escape"]),
    ("percent-encoded-surrogate", "entity=%ED%A0%80", ["percent-escape"]),
    ("nul-entity", "entity=a%00b", ["NUL"]),
    ("nul-object", "object=orders%00", ["NUL"]),
    ("nul-where-value", "object=orders&where.id=1%00", ["NUL"]),
    ("nul-where-key", "where.i%00d=1", ["NUL"]),
    ("nul-field", "entity=x&fields=a%00", ["NUL"]),
    ("unknown-parameter", "entity=x&sql=select+1", ["unknown parameter", "sql"]),
    ("empty-where-key", "where.=1", ["column name"]),
    ("duplicate-entity", "entity=a&entity=b", ["more than once"]),
    ("duplicate-where", "where.id=1&where.id=2", ["more than once"]),
]


@MODULE
@pytest.mark.parametrize("name,query,words", MALFORMED_QUERIES, ids=[c[0] for c in MALFORMED_QUERIES])
async def test_malformed_query_strings_are_clear_400s_json_and_page(demo, name, query, words):
    data = assert_invalid(await demo.client.get(f"/-/dbgraph.json?{query}"), *words)
    page = await demo.client.get(f"/-/dbgraph?{query}")
    assert page.status_code == 400
    assert 'data-status="invalid_input"' in page.text and str(escape(data["error"])) in page.text
    for junk in PAGE_JUNK:
        assert junk not in page.text


# RTL override, zero-width characters, BOM, emoji, combining marks: ordinary text, ordinary answers.
ODD_TEXT = ["\u202e订单", "订\u200b单", "\u200d会员\u200c", "\ufeff订单", "订单😀", "👨‍👩‍👧", "🇨🇳", "e\u0301\u0301\u0301",
            "\u202e\u202d\u2066", "\U0001F600" * 50, "订单\u3000会员", "ｏｒｄｅｒ"]


@MODULE
@pytest.mark.parametrize("text", ODD_TEXT, ids=[f"odd{i}" for i in range(len(ODD_TEXT))])
async def test_odd_unicode_gets_a_normal_answer(demo, text):
    for pairs in ([("entity", text)], [("object", text)], [("entity", "会员"), ("fields", text)],
                  [("entity", text), ("where.mobile", text)], [("where." + text, "1")]):
        response = await demo.client.get(f"/-/dbgraph.json?{qs(pairs)}")
        assert response.status_code == 200, (pairs, response.text[:300])
        data = response.json()
        assert data["ok"] is True and data["status"] in RESOLVER_OK and data["reason"]
        page = await demo.client.get(f"/-/dbgraph?{qs(pairs)}")
        assert page.status_code == 200 and f'data-status="{data["status"]}"' in page.text
    body = json.dumps({"entity": text, "fields": [text], "where": {text: text}}, ensure_ascii=False).encode()
    response = await post(demo, body)
    assert response.status_code == 200 and response.json()["status"] in RESOLVER_OK


@MODULE
async def test_odd_unicode_values_round_trip_exactly(demo):
    value = "\u202e138\u200b00😀&%+#=?"
    response = await demo.client.get(f"/-/dbgraph.json?{qs([('entity', '会员'), ('where.mobile', value)])}")
    data = response.json()
    assert data["status"] == "resolved" and data["resolved"]["table"] == "members"
    assert data["predicate"]["values"] == [value] and value not in data["predicate"]["clause"]
    rows = (await demo.client.get(json_twin(data["links"]["table"]))).json()
    assert rows == []  # the exact value was searched for (and there is no such member)
    assert (await demo.client.get(data["links"]["table"])).status_code == 200


@MODULE
async def test_hostile_headers_and_methods(demo):
    for language in ["x" * 5000, "zh;q=abc", "*", ";;;,,,", b"\xe9\xff".decode("latin-1")]:
        response = await demo.client.get(f"/-/dbgraph.json?{qs({'entity': '订单'})}",
                                         headers={"Accept-Language": language.encode("latin-1")})
        assert response.status_code == 200 and response.json()["status"] == "resolved"
    # a JSON body sent with another content type is still read as JSON, not ignored
    response = await demo.client.post("/-/dbgraph.json", content=json.dumps({"entity": "订单"}).encode(),
                                      headers={"Content-Type": "text/plain"})
    assert response.status_code == 200 and response.json()["status"] == "resolved"


# -- 2. hostile schemas ---------------------------------------------------------------------------
HOSTILE_NAMES = ['quo"te', "apo'strophe", "back`tick", "left[bracket", "br[ack]et", "dot.ted", "sla/sh", "til~de",
                 "with space", "per%cent", "new\nline", "emoji😀", "select", "order", "where", "a__b", "_under",
                 "123", "<b>bold</b>", "semi;colon--"]
# A value with every character that URLs, SQL and HTML care about.
HOSTILE_VALUE = "v&w=x+y%z#;'\"<u data-x>\n😀"
LONG_COMMENT = "长注释" * 3334  # 10,002 characters
HOSTILE_COMMENT = "表{i} <script>alert({i})</script> {{{{ 7*7 }}}} & &amp; \"quoted\" 'single'"


def _hostile_db(path: Path) -> Path:
    conn = sqlite3.connect(path)
    for i, name in enumerate(HOSTILE_NAMES):
        q = sqlite_quote(name)
        long = f" /* {LONG_COMMENT} */" if i == 0 else ""
        conn.execute(
            f"CREATE TABLE {q} ( -- {HOSTILE_COMMENT.format(i=i)}\n"
            f"  id INTEGER PRIMARY KEY,\n"
            f"  {q} TEXT, -- 列{i} <script>alert('c{i}')</script> {{{{ config }}}} &\n"
            f"  note TEXT{long}\n)"
        )
        conn.executemany(f"INSERT INTO {q} VALUES (?, ?, ?)",
                         [(1, HOSTILE_VALUE, "a"), (2, "other", "b"), (3, HOSTILE_VALUE, "c")])
    conn.commit()
    conn.close()
    return path


@pytest.fixture(scope="module")
def hostile_path(tmp_path_factory) -> Path:
    return _hostile_db(tmp_path_factory.mktemp("hostile") / "hostile.db")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def hostile(hostile_path):
    ds = await start(hostile_path)
    # Datasette 0.65 fails its own schema refresh once on a "]" in a table name (an upstream bug:
    # its own pages answer 500 once); warm up past it so the tests below see the steady state.
    for _ in range(2):
        if (await ds.client.get("/-/versions.json")).status_code == 200:
            break
    return ds


def test_hostile_schema_indexes_completely(hostile_path, tmp_path):
    source = read_sqlite_file(hostile_path)
    assert sorted(t.name for t in source.tables) == sorted(HOSTILE_NAMES)
    report = build_index_file(tmp_path / "idx.db", [source])
    assert report.objects == len(HOSTILE_NAMES)
    conn = sqlite3.connect(tmp_path / "idx.db")
    names = [r[0] for r in conn.execute("select name from objects")]
    assert sorted(names) == sorted(HOSTILE_NAMES)
    comments = dict(conn.execute("select name, comment from objects"))
    assert comments['quo"te'].startswith("表0 <script>alert(0)</script> {{ 7*7 }} & &amp;")
    columns = {(r[0], r[1]): r[2] for r in conn.execute(
        "select objects.name, columns.name, columns.comment from columns join objects on objects.id = columns.object_id")}
    assert columns[('quo"te', "note")] == LONG_COMMENT  # 10,000 characters kept whole
    for name in HOSTILE_NAMES:
        assert (name, name) in columns


_BRACKET_065 = pytest.mark.xfail(
    not IS_1X, strict=True,
    reason="UPSTREAM: Datasette 0.65 quotes identifiers as [..], so a ']' in a name breaks its own table page")


@MODULE
@pytest.mark.parametrize("name", [pytest.param(n, marks=_BRACKET_065) if "]" in n else n for n in HOSTILE_NAMES],
                         ids=[f"name{i}" for i in range(len(HOSTILE_NAMES))])
async def test_hostile_names_resolve_quote_and_link_to_the_right_rows(hostile, hostile_path, name):
    response = await hostile.client.get(f"/-/dbgraph.json?{qs([('object', name), ('where.' + name, HOSTILE_VALUE)])}")
    assert response.status_code == 200, response.text[:300]
    data = response.json()
    assert data["status"] == "resolved", data["reason"]
    assert data["resolved"]["table"] == name
    assert data["predicate"]["clause"] == f"WHERE {sqlite_quote(name)} = ?"
    assert data["predicate"]["values"] == [HOSTILE_VALUE]
    # the clause is real SQL over the real table, and picks exactly the rows with that value
    conn = sqlite3.connect(hostile_path)
    ids = [r[0] for r in conn.execute(f"select id from {sqlite_quote(name)} {data['predicate']['clause']} order by id",
                                      data["predicate"]["values"])]
    assert ids == [1, 3]
    # so does Datasette's own table view, opened through links.table
    rows = (await hostile.client.get(json_twin(data["links"]["table"]))).json()
    assert sorted(r["id"] for r in rows) == [1, 3] and {r[name] for r in rows} == {HOSTILE_VALUE}
    page = await hostile.client.get(data["links"]["table"])
    assert page.status_code == 200


@MODULE
@pytest.mark.parametrize("name", HOSTILE_NAMES, ids=[f"name{i}" for i in range(len(HOSTILE_NAMES))])
async def test_hostile_names_are_found_by_exact_where_column_alone(hostile, name):
    response = await hostile.client.get(f"/-/dbgraph.json?{qs([('where.' + name, 'x')])}")
    data = response.json()
    assert response.status_code == 200 and data["status"] == "resolved", data["reason"]
    assert data["resolved"]["table"] == name and [c["column"] for c in data["predicate"]["conditions"]] == [name]


@MODULE
async def test_the_page_escapes_hostile_schemas(hostile):
    requests = [[("object", n), ("where." + n, HOSTILE_VALUE), ("fields", "note")] for n in HOSTILE_NAMES]
    requests += [[("entity", "表")], [("entity", "列")], [("entity", "长注释")], [("where.note", "<script>x</script>")]]
    for pairs in requests:
        page = await hostile.client.get(f"/-/dbgraph?{qs(pairs)}")
        assert page.status_code == 200, pairs
        text = page.text
        for raw in ("<script>alert", "<u data-x>", "<b>bold</b>", "<script>x</script>"):
            assert raw not in text, (pairs, raw)
        for junk in PAGE_JUNK:
            assert junk not in text
        if pairs[0][0] == "object":
            assert 'data-status="resolved"' in text, pairs
            # shown, escaped, never evaluated as markup or as a template
            assert "&lt;script&gt;alert(" in text and "{{ 7*7 }}" in text, pairs
            assert str(escape(pairs[0][1])) in text
    data = (await hostile.client.get(f"/-/dbgraph.json?{qs({'object': HOSTILE_NAMES[0]})}")).json()
    assert data["resolved"]["comment"].startswith("表0 <script>alert(0)</script> {{ 7*7 }} & &amp;")


@pytest.mark.asyncio
async def test_first_request_with_a_bracket_table_is_answered(tmp_path):
    path = tmp_path / "br.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, sn TEXT) -- 订单表")
    conn.execute('CREATE TABLE "br[ack]et" (id INTEGER PRIMARY KEY)')
    conn.commit()
    ds = await start(path)
    response = await ds.client.get("/-/dbgraph.json?object=orders")
    assert response.status_code == 200 and response.json()["status"] == "resolved"


@pytest.mark.asyncio
async def test_where_column_with_surrounding_spaces(tmp_path):
    path = tmp_path / "pad.db"
    conn = sqlite3.connect(path)
    conn.execute('CREATE TABLE padded (id INTEGER PRIMARY KEY, " code " TEXT)')
    conn.commit()
    ds = await start(path)
    data = (await ds.client.get(f"/-/dbgraph.json?{qs([('object', 'padded'), ('where. code ', 'x')])}")).json()
    assert data["status"] == "resolved" and [c["column"] for c in data["predicate"]["conditions"]] == [" code "]


@pytest.mark.asyncio
async def test_where_keys_differing_only_in_case(demo_copy):
    ds = await start(demo_copy)
    response = await ds.client.get("/-/dbgraph.json?object=orders&where.id=1&where.ID=2")
    data = response.json()
    assert response.status_code == 400 or [c["column"] for c in data["predicate"]["conditions"]].count("id") <= 1, data["predicate"]


HOSTILE_MYSQL = """
CREATE TABLE `we``ird tbl` (
  `id` bigint NOT NULL AUTO_INCREMENT,
  `col``tick` varchar(20) COMMENT '反引号 <script>x</script>',
  `order` int COMMENT '顺序',
  `a.b/c~d%e f` varchar(5) COMMENT 'dots & {{ 7*7 }}',
  `emoji😀` varchar(5),
  `quo"te` varchar(5),
  `select` varchar(5),
  PRIMARY KEY (`id`)
) ENGINE=InnoDB COMMENT='怪表 {{ 7*7 }} & <script>alert(1)</script>';
"""
HOSTILE_POSTGRES = """
CREATE SCHEMA "we""ird";
CREATE TABLE "we""ird"."Order Lines" (
  id integer PRIMARY KEY,
  "col""quote" text,
  "select" text,
  "a.b/c~d%e f" text,
  "back`tick" text,
  "new
line" text,
  "emoji😀" text
);
COMMENT ON TABLE "we""ird"."Order Lines" IS '订单明细 <script>alert(1)</script> {{ 7*7 }} &';
COMMENT ON COLUMN "we""ird"."Order Lines"."col""quote" IS '引号列';
"""
ENGINE_CASES = [
    ("mysql", HOSTILE_MYSQL, "we`ird tbl", None, ["col`tick", "order", "a.b/c~d%e f", "emoji😀", 'quo"te', "select"]),
    ("postgres", HOSTILE_POSTGRES, 'we"ird.Order Lines', 'we"ird',
     ['col"quote', "select", "a.b/c~d%e f", "back`tick", "new\nline", "emoji😀"]),
]


@pytest.mark.parametrize("dialect,ddl,obj,schema,columns", ENGINE_CASES, ids=[c[0] for c in ENGINE_CASES])
def test_engine_quoting_from_hostile_ddl(tmp_path, dialect, ddl, obj, schema, columns):
    import sqlglot
    from sqlglot import exp

    source = parse_ddl(ddl, database=dialect, dialect=dialect)
    assert not source.skipped, list(iter_report(source))
    table = source.tables[0]
    assert [c.name for c in table.columns][1:] == columns
    build_index_file(tmp_path / "idx.db", [source])
    conn = sqlite3.connect(tmp_path / "idx.db")
    mark = "`" if dialect == "mysql" else '"'
    types = {c.name: c.type for c in table.columns}
    for column in columns:
        # As long as the column can hold (a VARCHAR(5) cannot hold more; docs/conditions.md)
        value = "v' OR 1=1 --"[:declared_length(types[column])]
        result = resolve(conn, Request(object=obj, where={column: value}))
        if declared_numbers(types[column]):  # a word on a column of numbers is refused, never compared
            assert result["status"] == "not_found" and result["predicate"] is None, result["reason"]
            continue
        assert result["status"] == "resolved", result["reason"]
        assert result["resolved"]["engine"] == dialect and result["resolved"]["schema"] == schema
        inner = column.replace(mark, mark * 2)
        assert result["predicate"]["clause"] == f"WHERE {mark}{inner}{mark} = ?"
        assert result["predicate"]["values"] == [value]
    result = resolve(conn, Request(object=obj, where={c: i for i, c in enumerate(columns)}))
    clause = result["predicate"]["clause"]
    assert clause == "WHERE " + " AND ".join(f"{quote_identifier(dialect, c)} = ?" for c in columns)
    # a real parser of that dialect reads back exactly these columns and one placeholder each
    name = qualified_sql_name(dialect, schema, table.name)
    tree = sqlglot.parse_one(f"SELECT * FROM {name} {clause}", read=dialect)
    assert sorted(c.name for c in tree.find_all(exp.Column)) == sorted(columns)
    assert len(list(tree.find_all(exp.Placeholder))) == len(columns)
    assert tree.find(exp.Table).name == table.name
    sql = select_sql(dialect, name, clause, columns)
    selected = sqlglot.parse_one(sql, read=dialect)
    assert sorted(c.name for c in selected.find_all(exp.Column)) == sorted(columns * 2)
    assert len(list(selected.find_all(exp.Placeholder))) == len(columns)


def test_a_having_is_written_from_parsed_numbers_and_quoted_names():
    # `having` carries a column name from the schema and a number the reader made: the name is quoted
    # as every identifier is, the number written from its parsed value — never the text typed
    import sqlglot

    hostile = 'pop"; DROP TABLE t; --'
    intent = {"group_by": ["省"], "having": {"fn": "avg", "column": hostile, "op": "gt", "value": 1100.5}}
    sql = select_sql("sqlite", '"t"', "", (), intent)
    assert sql.endswith('HAVING avg("pop""; DROP TABLE t; --") > 1100.5')
    assert len(sqlglot.parse("SELECT 1 FROM t GROUP BY a " + sql[sql.index("HAVING"):], read="sqlite")) == 1
    for bad in ("1; DROP TABLE t", float("nan"), float("inf")):
        with pytest.raises(ValueError):
            select_sql("sqlite", '"t"', "", (), {"group_by": ["省"], "having": {**intent["having"], "value": bad}})


# -- 3. broken or missing index ------------------------------------------------------------------
@pytest.fixture(scope="module")
def good_index(tmp_path_factory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("broken")
    demo = folder / "demo.db"
    shutil.copy(DEMO_DB, demo)
    index = folder / "good.db"
    build_index_file(index, [read_sqlite_file(demo)], built_from="test")
    return demo, index


def _make_broken(kind: str, good: Path, path: Path) -> None:
    data = good.read_bytes()
    if kind == "truncated":
        path.write_bytes(data[: len(data) // 3])
    elif kind == "text-renamed":
        path.write_text("id,name\n1,orders\n" * 300)
    elif kind == "random-bytes":
        path.write_bytes(os.urandom(64 * 1024))
    elif kind == "zero-bytes-header":
        path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 4096)
    elif kind.startswith("format-version-"):
        shutil.copy(good, path)
        conn = sqlite3.connect(path)
        conn.execute("update meta set value = ? where key = 'format_version'", [kind.rsplit("-", 1)[1]])
        conn.commit()
        conn.close()
    elif kind == "no-objects":
        shutil.copy(good, path)
        conn = sqlite3.connect(path)
        conn.execute("delete from objects")
        conn.commit()
        conn.close()
    elif kind == "not-an-index":
        conn = sqlite3.connect(path)
        conn.execute("create table meta (key text, value text)")
        conn.commit()
        conn.close()
    else:
        raise AssertionError(kind)


CORRUPT = {"truncated", "text-renamed", "random-bytes", "zero-bytes-header"}
BROKEN_KINDS = ["not-loaded", "truncated", "text-renamed", "random-bytes", "zero-bytes-header", "format-version-0",
                "format-version-99", "no-objects", "not-an-index"]


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", BROKEN_KINDS)
@pytest.mark.parametrize("immutable", [False, True], ids=["mutable", "immutable"])
async def test_broken_index_is_503_with_a_rebuild_hint(good_index, tmp_path, kind, immutable):
    demo, good = good_index
    files = [demo]
    if kind != "not-loaded":
        broken = tmp_path / "catalog.db"
        _make_broken(kind, good, broken)
        files.append(broken)
    if kind in CORRUPT and IS_1X:
        # Datasette 1.0a itself refuses to start with a database file it cannot read.
        with pytest.raises(sqlite3.DatabaseError):
            await start(*([] if immutable else files), immutables=files if immutable else [],
                        config={"index": "catalog"})
        return
    ds = await start(*([] if immutable else files), immutables=files if immutable else [], config={"index": "catalog"})
    if kind in CORRUPT and immutable:
        # Datasette 0.65 counts an immutable database's rows on its first request and fails on a
        # corrupt file whatever the route; that first request is Datasette's, not ours.
        try:
            await ds.client.get("/-/versions.json")
        except sqlite3.DatabaseError:
            pass
    for _ in range(2):  # the second answer must not differ (no half-loaded state is cached)
        response = await ds.client.get(f"/-/dbgraph.json?{qs({'entity': '订单'})}")
        assert response.status_code == 503, response.text[:300]
        data = response.json()
        assert data["ok"] is False and data["status"] == "index_incomplete"
        assert data["error"] and data["resolved"] is None and data["predicate"] is None and data["candidates"] == []
        assert "dbgraph index" in " ".join(data["next_actions"]) or "dbgraph index" in data["error"]
        assert re.search(r"catalog|version|empty|incomplete", data["error"]), data["error"]
    response = await post(ds, json.dumps({"entity": "订单"}).encode())
    assert response.status_code == 503 and response.json()["status"] == "index_incomplete"
    page = await ds.client.get(f"/-/dbgraph?{qs({'entity': '订单'})}")
    assert page.status_code == 503 and 'data-status="index_incomplete"' in page.text
    assert "dbgraph index" in page.text
    for junk in PAGE_JUNK:
        assert junk not in page.text
    # bad input is still reported as bad input, not hidden behind the broken index
    assert (await ds.client.get("/-/dbgraph.json?entity=%FF")).status_code == 400
    if kind not in CORRUPT:
        # the rest of Datasette is untouched (with a corrupt *file* loaded, Datasette 0.65 itself
        # answers 500 on every page that refreshes its schemas: upstream, with or without this plugin)
        assert (await ds.client.get("/")).status_code == 200
        assert (await ds.client.get("/demo/orders.json")).status_code == 200
        assert (await ds.client.get("/-/dbgraph")).status_code in (200, 503)


@pytest.mark.asyncio
async def test_version_messages_name_both_versions(good_index, tmp_path):
    demo, good = good_index
    broken = tmp_path / "catalog.db"
    _make_broken("format-version-99", good, broken)
    ds = await start(demo, broken, config={"index": "catalog"})
    data = (await ds.client.get("/-/dbgraph.json?entity=x")).json()
    assert "99" in data["error"] and str(FORMAT_VERSION) in data["error"]


@pytest.mark.asyncio
@pytest.mark.parametrize("what", ["no-databases", "empty-database", "only-hidden-tables"])
async def test_live_index_with_no_tables_is_503(tmp_path, what):
    paths = []
    if what != "no-databases":
        path = tmp_path / "empty.db"
        conn = sqlite3.connect(path)
        if what == "only-hidden-tables":  # a full-text index and its shadow tables: Datasette hides them
            conn.execute("create virtual table docs using fts5(body)")
        conn.execute("pragma user_version = 1")
        conn.commit()
        conn.close()
        paths.append(path)
    ds = await start(*paths)
    response = await ds.client.get(f"/-/dbgraph.json?{qs({'entity': '订单'})}")
    assert response.status_code == 503
    data = response.json()
    assert data["ok"] is False and data["status"] == "index_incomplete" and data["error"]
    assert "dbgraph index" in " ".join(data["next_actions"])
    page = await ds.client.get(f"/-/dbgraph?{qs({'entity': '订单'})}")
    assert page.status_code == 503 and 'data-status="index_incomplete"' in page.text
    assert (await ds.client.get("/")).status_code == 200


@pytest.mark.asyncio
async def test_index_file_replaced_by_garbage_while_serving(good_index, tmp_path):
    """A prebuilt (mutable) index overwritten on disk by junk: no 500 from the plugin."""
    demo, good = good_index
    index = tmp_path / "catalog.db"
    shutil.copy(good, index)
    ds = await start(demo, index, config={"index": "catalog"})
    assert (await ds.client.get(f"/-/dbgraph.json?{qs({'entity': '订单'})}")).status_code == 200
    index.write_bytes(os.urandom(len(good.read_bytes())))
    response = await ds.client.get(f"/-/dbgraph.json?{qs({'entity': '订单'})}")
    assert response.status_code in (200, 503), response.text[:300]  # cached pages may still answer
    assert response.json()["status"] in RESOLVER_OK | {"index_incomplete"}


# -- 4. DDL: broken statements, binary junk, and very many statements ----------------------------
BROKEN_DDL = textwrap.dedent("""\
    CREATE TABLE good_one (id INTEGER PRIMARY KEY, name TEXT); -- 第一张好表
    CREATE TABLE (no_name INT);
    CREATE TABLE good_two (id INTEGER PRIMARY KEY);
    CREATE TABLE broken_ref (a INT REFERENCES);
    SELECT 1;
    CREATE TABLE good_three (id INT, v TEXT);
    CREATE TABLE unterminated (a INT, 'oops
    """)


@pytest.mark.parametrize("dialect", ["sqlite", "mysql", "postgres"])
def test_broken_statements_are_skipped_with_line_numbers(tmp_path, dialect):
    source = parse_ddl(BROKEN_DDL, database="broken", dialect=dialect)
    # `broken_ref` has a name and a column: it is read without its dangling REFERENCES, with a warning.
    assert {t.name for t in source.tables} == {"good_one", "good_two", "good_three", "broken_ref"}
    assert sorted(s.line for s in source.skipped) == [2, 7]
    assert [w.line for w in source.warnings] == [4]
    report = list(iter_report(source))
    assert any("line 2" in line for line in report) and any("line 7" in line for line in report)
    built = build_index_file(tmp_path / "idx.db", [source])
    assert built.objects == 4
    conn = sqlite3.connect(tmp_path / "idx.db")
    result = resolve(conn, Request(object="good_three", where={"v": "x"}))
    assert result["status"] == "resolved" and result["predicate"]["clause"] == f"WHERE {quote_identifier(dialect, 'v')} = ?"


def test_binary_junk_between_statements(tmp_path):
    from click.testing import CliRunner
    from datasette.cli import cli

    path = tmp_path / "junk.sql"
    rng = __import__("random").Random(5)
    junk = bytes(rng.randrange(256) for _ in range(4000))
    path.write_bytes(b"CREATE TABLE first_table (id INT); -- \xe7\xac\xac\xe4\xb8\x80\n" + junk + b";\n"
                     b"CREATE TABLE second_table (id INT);\n\x00\x00\xff\xfe garbage ;\n"
                     b"CREATE TABLE third_table (x INT, y TEXT);\n" + junk[:500] + b"\n")
    source = parse_ddl_file(path, dialect="sqlite")
    assert {"first_table", "second_table", "third_table"} <= {t.name for t in source.tables}
    assert source.skipped and source.skipped[0].line == 0  # the decoding note comes first
    index = tmp_path / "junk.db"
    result = CliRunner().invoke(cli, ["dbgraph", "index", str(path), "-o", str(index)])
    assert result.exit_code == 0, result.output
    assert "skipped" in result.output and "3 tables" in result.output
    conn = sqlite3.connect(index)
    assert {r[0] for r in conn.execute("select name from objects")} >= {"first_table", "second_table", "third_table"}


MANY_STATEMENTS_SCRIPT = r"""
import json, resource, sys, time
from datasette_dbgraph.sources.ddl import parse_ddl
from datasette_dbgraph.index.indexer import build_index_file
n, broken_every, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
lines = []
for i in range(n):
    if i % broken_every == broken_every - 1:
        lines.append(f"CREATE TABLE (broken_{i} INT);")
    else:
        lines.append(f"CREATE TABLE t_{i} (id INTEGER PRIMARY KEY, v_{i} TEXT); -- 表{i}")
text = "\n".join(lines)
del lines
started = time.perf_counter()
source = parse_ddl(text, database="many", dialect="sqlite")
parsed = time.perf_counter()
report = build_index_file(out, [source])
print(json.dumps({"tables": len(source.tables), "skipped": [s.line for s in source.skipped],
                  "statements": source.statements, "objects": report.objects,
                  "parse_s": parsed - started, "index_s": time.perf_counter() - parsed,
                  "max_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""
MANY_STATEMENTS = int(os.environ.get("DBGRAPH_TEST_DDL_STATEMENTS", "20000"))  # 100,000: benchmarks/fuzz_long.py
MEMORY_BOUND_MB = 1536


def test_many_tiny_statements_partial_index_and_bounded_memory(tmp_path):
    broken_every = 5000
    out = tmp_path / "many.db"
    run = subprocess.run([sys.executable, "-c", MANY_STATEMENTS_SCRIPT, str(MANY_STATEMENTS), str(broken_every), str(out)],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    figures = json.loads(run.stdout.strip().splitlines()[-1])
    broken = MANY_STATEMENTS // broken_every
    assert figures["statements"] == MANY_STATEMENTS
    assert figures["tables"] == figures["objects"] == MANY_STATEMENTS - broken
    assert figures["skipped"] == [i + 1 for i in range(MANY_STATEMENTS) if i % broken_every == broken_every - 1]
    assert figures["max_rss_mb"] < MEMORY_BOUND_MB, figures
    print(f"{MANY_STATEMENTS} statements: {figures}")
    conn = sqlite3.connect(out)
    assert conn.execute("select count(*) from objects").fetchone()[0] == MANY_STATEMENTS - broken
    last = MANY_STATEMENTS - 2
    result = resolve(conn, Request(object=f"t_{last}", where={f"v_{last}": "x"}))
    assert result["status"] == "resolved" and result["predicate"]["clause"] == f'WHERE "v_{last}" = ?'


# -- 5. immutable scale-out ----------------------------------------------------------------------
QUESTIONS = [{"entity": "订单"}, {"entity": "会员", "fields": "手机号", "where.mobile": "13800138000"},
             {"entity": "用户"}, {"where.order_sn": "X1"}, {"object": "demo.orders"}, {"entity": "asdf qwer"},
             {"entity": "訂單"}, {"entity": "order"}, {"fields": "手机号"}, {"entity": "x" * 500}]


@pytest.mark.asyncio
async def test_two_instances_share_one_immutable_index(tmp_path):
    demo = tmp_path / "demo.db"
    shutil.copy(DEMO_DB, demo)
    index = tmp_path / "shared.db"
    build_index_file(index, [read_sqlite_file(demo)], built_from="test")
    before = hashlib.sha256(index.read_bytes()).hexdigest()
    first = await start(immutables=[demo, index], config={"index": "shared"})
    second = await start(immutables=[demo, index], config={"index": "shared"})
    assert first is not second
    for params in QUESTIONS:
        query = qs(params)
        one = await first.client.get(f"/-/dbgraph.json?{query}")
        two = await second.client.get(f"/-/dbgraph.json?{query}")
        assert one.status_code == two.status_code
        assert one.json() == two.json(), params
        body = json.dumps({k: v for k, v in params.items() if not k.startswith("where.")}, ensure_ascii=False).encode()
        assert (await post(first, body)).json() == (await post(second, body)).json()
    data = (await first.client.get(f"/-/dbgraph.json?{qs(QUESTIONS[1])}")).json()
    assert data["status"] == "resolved" and data["resolved"]["table"] == "members"
    for ds in (first, second):
        rows = (await ds.client.get(json_twin(data["links"]["table"]))).json()
        assert [r["mobile"] for r in rows] == ["13800138000"]
    assert hashlib.sha256(index.read_bytes()).hexdigest() == before  # nobody wrote to the shared file
    assert not any(p.name.startswith("shared.db-") for p in tmp_path.iterdir())  # no journal, no WAL
