"""Property-based fuzzing of the resolver and of `/-/dbgraph.json` (GET and POST) on demo.db.

The quick CI version lives here (a few hundred examples, well under 30 s); benchmarks/fuzz_long.py
runs the same strategies and checks with 10,000+ examples each.

Properties, for every request however odd:
- no exception escapes; HTTP status is 200, 400 or 503 and matches the JSON `status`
  (docs/resolution.md); on a healthy demo.db a 503 never happens (the view turns unexpected errors into
  `index_incomplete`, so a 503 here would be a crash in disguise);
- 400 exactly when the request parser refuses the request, and `error` says why;
- `ok` is false only for `invalid_input` / `index_incomplete`; scores and confidence in 0..1;
  `shown` ≤ `matched`; `shown` counts what is listed;
- `predicate.clause` is exactly what its `conditions` build (filters.py: quoted real column names
  of the resolved table, Datasette's operators, `?` per value), so no value can ever appear in it;
  one condition per `where` key, in order, each value bound as given (a legend's code for a label,
  a list for `__in`, nothing for `__isnull`), and a resolved answer honours every `where` key.
"""

from __future__ import annotations

import asyncio
import json
import math
import re
import shutil
import sqlite3
import urllib.parse
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from datasette_dbgraph.resolving.filters import BY_KEY, Condition, Via, build_predicate, list_values
from datasette_dbgraph.serving.inputs import InvalidInput, parse_json_body, parse_query_string
from datasette_dbgraph.resolving.resolution import HTTP_STATUS as HTTP_CODE
from datasette_dbgraph.resolving.resolution import STATUSES
from datasette_dbgraph.resolver import Options, Request, Scope, resolve

ROOT = Path(__file__).resolve().parent.parent
DEMO_DB = ROOT / "demo.db"
_QUOTED = r'"(?:[^"]|"")+"'
# Outside its quoted column names a clause holds only Datasette's operators, `?` and `''` — and the
# subquery of a condition across a link (`"member_id" IN (SELECT "id" FROM "members" WHERE …)`).
_CLAUSE_WORDS_RE = re.compile(r"(?:WHERE|AND|and|or|not|like|glob|in|is|null|date|[()=!<>,?]|''"
                              r"|IN|NOT|SELECT|FROM|IS|NULL)")


# -- what demo.db holds --------------------------------------------------------------------------
def demo_columns(path: Path = DEMO_DB) -> dict[str, list[str]]:
    """table or view name → its column names, read straight from SQLite (not from the index)."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        names = [r[0] for r in conn.execute("select name from sqlite_master where type in ('table', 'view')")]
        return {n: [r[1] for r in conn.execute("select * from pragma_table_xinfo(?)", [n])] for n in names}
    finally:
        conn.close()


def demo_vocabulary(path: Path = DEMO_DB) -> list[str]:
    """Words people would type: names, column names and comment fragments of demo.db."""
    columns = demo_columns(path)
    words = set(columns) | {c for cols in columns.values() for c in cols}
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    for (sql,) in conn.execute("select sql from sqlite_master where sql is not null"):
        words.update(m for m in re.findall(r"--\s*([^\n]+)", sql) if len(m) <= 30)
    conn.close()
    words.update(["订单", "会员", "用户", "手机号", "訂單", "會員", "order", "orders", "member", "user", "mobile",
                  "商品", "库存", "部门", "status", "id", "demo.orders", "表", "的", "and", "表 订单"])
    return sorted(w for w in words if w)


COLUMNS = demo_columns()
ALL_COLUMNS = sorted({c for cols in COLUMNS.values() for c in cols})
VOCABULARY = demo_vocabulary()

# -- strategies -----------------------------------------------------------------------------------
# Text never holds lone surrogates (a query string is UTF-8, which cannot carry them); JSON bodies
# get them as `\udxxx` escapes in json_bodies' "surrogate" kind. Every other code point (RTL marks,
# zero-width joiners, emoji, combining marks) is in; NUL comes only from `spiky_text` and
# `huge_text`, as st.text() draws it so often that it would refuse most requests.
_chars = st.characters(exclude_characters="\x00", exclude_categories=("Cs",))
small_text = st.text(_chars, max_size=12)
any_text = st.text(_chars, max_size=60)
huge_text = st.text(min_size=200, max_size=3000)
spiky_text = st.sampled_from(["\u202e", "\u200b", "\u200d", "\ufeff", "😀", "👨‍👩‍👧", "\x00", "%", "%FF", "\\",
                              "'", '"', "`", "[", "]", "--", "/*", ";", "?", "&", "=", "+", "#", " ", "\n", "\t"])
word = st.sampled_from(VOCABULARY)
phrase = st.lists(st.one_of(word, small_text, spiky_text), min_size=1, max_size=4).map(" ".join)
table_name = st.sampled_from(sorted(COLUMNS))


def weighted(*choices: tuple[int, st.SearchStrategy]) -> st.SearchStrategy:
    """One of several strategies, picked with the given weights (realistic requests dominate, so
    the deep paths — resolved answers with predicates — are reached as often as the refusals)."""
    table = [strategy for weight, strategy in choices for _ in range(weight)]
    return st.integers(0, len(table) - 1).flatmap(lambda i: table[i])


entity_text = weighted((4, word), (3, phrase), (3, st.none()), (1, st.just("")), (1, st.just("   ")), (2, any_text),
                       (1, huge_text))
object_text = weighted((8, st.none()), (3, table_name), (1, table_name.map("demo.{}".format)),
                       (1, table_name.map(str.upper)), (1, phrase), (1, any_text), (1, huge_text))
where_value = weighted((4, small_text), (2, any_text), (1, huge_text), (2, spiky_text), (2, word),
                       (2, st.integers(min_value=-(2**63), max_value=2**63 - 1)),
                       (1, st.floats(allow_nan=False, allow_infinity=False)), (1, st.booleans()))
where_key = weighted((4, st.sampled_from(ALL_COLUMNS)), (1, st.sampled_from(ALL_COLUMNS).map(str.upper)), (1, word),
                     (1, small_text), (1, spiky_text))
fields_list = weighted((4, st.just([])), (3, st.lists(st.one_of(word, st.sampled_from(ALL_COLUMNS)), max_size=3)),
                       (1, st.lists(st.one_of(word, small_text, spiky_text, huge_text), max_size=6)))
database_text = weighted((8, st.none()), (2, st.just("demo")), (1, st.just("nowhere")), (1, small_text))


def _one_per_column(pairs: dict) -> dict:
    # where.id and where.ID naming one column is a known bug with its own xfail test
    # (test_hardening.py::test_where_keys_differing_only_in_case); keep one key per folded name.
    out: dict = {}
    for key, value in pairs.items():
        if key.strip().casefold() not in {k.strip().casefold() for k in out}:
            out[key] = value
    return out


@st.composite
def where_maps(draw) -> dict:
    """Empty, or columns of one real table (so that they can all hold), or anything at all."""
    kind = draw(st.integers(0, 9))
    if kind < 4:
        return {}
    if kind < 8:
        columns = COLUMNS[draw(table_name)]
        keys = draw(st.lists(st.sampled_from(columns), min_size=1, max_size=min(3, len(columns)), unique=True))
        return _one_per_column({k: draw(where_value) for k in keys})
    return _one_per_column(draw(st.dictionaries(where_key, where_value, max_size=4)))


where_map = where_maps()


@st.composite
def resolver_requests(draw) -> Request:
    """Four shapes: anything at all; a real table by name with its own columns in where/fields;
    where-only over one real table's columns; business words with whatever else."""
    mode = draw(st.sampled_from(["table", "where-only", "words", "anything"]))
    if mode == "anything":
        return Request(object=draw(object_text), entity=draw(entity_text), fields=draw(fields_list),
                       where=draw(where_map), database=draw(database_text))
    table = draw(table_name)
    columns = COLUMNS[table]
    own_where = st.lists(st.sampled_from(columns), max_size=min(3, len(columns)), unique=True).flatmap(
        lambda keys: st.fixed_dictionaries({k: where_value for k in keys}))
    own_fields = st.lists(st.one_of(st.sampled_from(columns), word), max_size=3)
    if mode == "table":
        name = draw(st.sampled_from([table, f"demo.{table}", table.upper(), f" {table} "]))
        return Request(object=name, fields=draw(own_fields), where=draw(own_where),
                       database=draw(st.sampled_from([None, None, "demo", "nowhere"])))
    if mode == "where-only":
        return Request(where=draw(own_where.filter(bool)), fields=draw(own_fields))
    return Request(entity=draw(st.one_of(word, phrase)), fields=draw(fields_list), where=draw(where_map),
                   database=draw(database_text))


def _as_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


@st.composite
def query_strings(draw) -> str:
    """A raw query string for a drawn request; sometimes with junk keys, raw (possibly invalid)
    percent-escapes, or parts over a limit."""
    request = draw(resolver_requests())
    pairs: list[tuple[str, str]] = []
    for key in ("entity", "object", "database"):
        value = getattr(request, key)
        if value is not None:
            pairs.append((key, value))
    for field in request.fields:
        pairs.append(("fields", field))
    for key, value in request.where.items():
        pairs.append((f"where.{key}", _as_text(value)))
    if draw(st.integers(0, 9)) == 9:
        pairs.append((draw(st.sampled_from(["_lang", "_json", "_x", "sql", "Entity", "where", "fields[]"])),
                      draw(st.sampled_from(["zh", "en", "", "1", "xx"]))))
    pairs = draw(st.permutations(pairs))
    query = urllib.parse.urlencode(pairs)
    if draw(st.integers(0, 9)) == 9:  # raw, possibly invalid, percent-encoding spliced in
        query += "&" + draw(st.sampled_from(["entity=%FF", "entity=%E8%AE", "where.id=%00", "object=%", "x=%zz",
                                             "entity=%C0%AF", "entity=%ED%A0%80", "&&", "=", "where.=1", "_x=%FF"]))
    return query


json_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False, allow_infinity=False),
                         any_text)
json_values = st.recursive(json_scalars, lambda children: st.one_of(
    st.lists(children, max_size=3), st.dictionaries(small_text, children, max_size=3)), max_leaves=8)


@st.composite
def json_bodies(draw) -> bytes:
    """A POST body: usually a drawn request as a JSON object (now and then with a wrongly typed or
    unknown key), sometimes any JSON value, cut JSON, or bytes that are not JSON at all."""
    kind = draw(st.sampled_from(["request"] * 7 + ["bytes", "json", "cut", "surrogate"]))
    if kind == "surrogate":  # JSON can carry a lone surrogate as an escape; the parser must refuse it
        where = draw(st.booleans())
        text = draw(small_text) + chr(draw(st.integers(0xD800, 0xDFFF))) + draw(small_text)
        return json.dumps({"where": {"mobile": text}} if where else {"entity": text}).encode()
    if kind == "bytes":
        return draw(st.binary(max_size=200))
    if kind == "json":
        return json.dumps(draw(json_values)).encode()
    if kind == "cut":
        return json.dumps(draw(json_values), ensure_ascii=False).encode()[: draw(st.integers(0, 100))]
    request = draw(resolver_requests())
    body: dict[str, Any] = {}
    for key in ("entity", "object", "database"):
        if getattr(request, key) is not None or draw(st.booleans()):
            body[key] = getattr(request, key)
    if request.fields or draw(st.booleans()):
        body["fields"] = request.fields if draw(st.integers(0, 4)) else ",".join(request.fields)
    if request.where or draw(st.booleans()):
        body["where"] = request.where
    if draw(st.booleans()):
        body["lang"] = draw(st.sampled_from(["zh", "en", "xx"]))
    if draw(st.integers(0, 9)) == 9:
        body[draw(st.sampled_from(sorted(body) or ["entity"]))] = draw(json_values)  # a wrong type
    if draw(st.integers(0, 19)) == 19:
        body[draw(small_text)] = draw(json_values)  # an unknown key (or a known one, retyped)
    return json.dumps(body, ensure_ascii=draw(st.booleans())).encode()


# -- the checks -----------------------------------------------------------------------------------
def check_resolution(data: dict, where: dict | None, columns: dict[str, list[str]] = COLUMNS) -> None:
    """Every property of one resolution object (from the resolver or from the JSON endpoint)."""
    status = data["status"]
    assert status in STATUSES, status
    # (`busy`, 503: on a loaded machine a search may pass its time limit — docs/statuses.md: ok false, ask again)
    assert data["ok"] is (status not in ("invalid_input", "index_incomplete", "busy"))
    assert isinstance(data["reason"], str) and data["reason"]
    assert 0 <= data["confidence"] <= 1
    assert isinstance(data["matched"], int) and isinstance(data["shown"], int)
    assert 0 <= data["shown"] <= data["matched"], (data["shown"], data["matched"])
    candidates = data["candidates"]
    for candidate in candidates:
        assert 0 <= candidate["score"] <= 1
        assert candidate["table"] in columns
    resolved = data["resolved"]
    if status == "resolved":
        assert resolved is not None and data["shown"] == 1
    else:
        assert resolved is None and data["shown"] == len(candidates)
    predicate = data["predicate"]
    if predicate is None:
        # a resolved answer honours every where key: no predicate means no where was given
        assert not (status == "resolved" and where), (where, data["reason"])
        return
    assert status == "resolved"
    table_columns = columns[resolved["table"]]
    clause = predicate["clause"]
    words = re.sub(r"([(),])", r" \1 ", re.sub(_QUOTED, " ", clause)).split()
    assert all(_CLAUSE_WORDS_RE.fullmatch(w) for w in words), clause  # no value fits in
    conditions = predicate["conditions"]
    assert [c["key"] for c in conditions] == list(where or {})  # one condition per key, in order
    rebuilt = build_predicate("sqlite", [Condition(c["column"], c["op"], c["value"], via=Via.from_dict(c["via"])
                                                   if c.get("via") else None) for c in conditions], numbers="typed")
    assert (rebuilt["clause"], rebuilt["values"]) == (clause, predicate["values"])
    for condition in conditions:
        via = condition.get("via")
        if via is not None:  # a condition across a link: on the linked table's column, or none at all
            assert via["from"] in table_columns and via["to"] in columns[via["table"]], condition
            if condition["op"] in ("exists", "notexists"):
                assert condition["column"] is None and condition["value"] is None
                continue
        assert condition["column"] in (columns[via["table"]] if via else table_columns), (condition, resolved["table"])
        wanted = where[condition["key"]]
        op = BY_KEY[condition["op"]]
        value = condition["value"]
        if op.no_argument:
            assert value is None
        elif condition["label"] is not None:  # decoded: a legend's code, as the column stores it
            assert all(isinstance(v, (int, str)) for v in (value if op.many else [value])), condition
        elif op.many:
            assert value == [int(v) if isinstance(v, bool) else v for v in list_values(wanted)]
        else:
            assert value == wanted or (isinstance(wanted, bool) and value == int(wanted)), (value, wanted)
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, float):
                assert math.isfinite(item)


def check_http(code: int, data: dict, refusal: str | None, where: dict | None) -> str:
    """One JSON answer: status code, status, and the parser's verdict agree."""
    status = data["status"]
    assert code in (200, 400, 503), code
    assert HTTP_CODE.get(status) == code, (code, status)
    assert status != "index_incomplete", data.get("error")  # demo.db is healthy: this would be a crash
    if refusal is not None:
        assert status == "invalid_input" and data["error"] == refusal, (refusal, data.get("error"))
    else:
        assert status != "invalid_input", data.get("error")
    check_resolution(data, where)
    return status


def expected_get(query: str) -> tuple[str | None, dict | None]:
    try:
        parsed = parse_query_string(query)
    except InvalidInput as error:
        return str(error), None
    return None, parsed.request.where


def expected_post(body: bytes) -> tuple[str | None, dict | None]:
    try:
        parsed = parse_json_body(body)
    except InvalidInput as error:
        return str(error), None
    return None, parsed.request.where


# -- fixtures shared with benchmarks/fuzz_long.py --------------------------------------------------
def open_demo_index(folder: Path) -> sqlite3.Connection:
    from datasette_dbgraph.index.indexer import build_index_file
    from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

    build_index_file(folder / "index.db", [read_sqlite_file(DEMO_DB)], built_from="fuzz")
    return sqlite3.connect(folder / "index.db", check_same_thread=False)


class Http:
    """A Datasette on a copy of demo.db, driven from synchronous code on one private event loop."""

    def __init__(self, folder: Path):
        from datasette.app import Datasette

        path = folder / "demo.db"
        shutil.copy(DEMO_DB, path)
        self.loop = asyncio.new_event_loop()
        self.ds = Datasette([str(path)])
        self.loop.run_until_complete(self.ds.invoke_startup())

    def get(self, path: str):
        return self.loop.run_until_complete(self.ds.client.get(path))

    def post(self, path: str, body: bytes):
        return self.loop.run_until_complete(
            self.ds.client.post(path, content=body, headers={"Content-Type": "application/json"}))

    def close(self) -> None:
        self.loop.close()


def fuzz_resolver(conn: sqlite3.Connection, request: Request, lang: str = "en") -> str:
    result = resolve(conn, request, Options(lang=lang), Scope())
    json.dumps(result)  # serialisable as it stands
    check_resolution(result, request.where)
    return result["status"]


def fuzz_get(http: Http, query: str, page: bool = True) -> str:
    refusal, where = expected_get(query)
    response = http.get(f"/-/dbgraph.json?{query}")
    status = check_http(response.status_code, response.json(), refusal, where)
    if page:
        html = http.get(f"/-/dbgraph?{query}")
        assert html.status_code in (HTTP_CODE[status], 302), (html.status_code, status)
        if html.status_code != 302:
            assert f'data-status="{status}"' in html.text or (status == "missing_predicate" and "data-status" not in html.text)
            assert "Traceback" not in html.text
    return status


def fuzz_post(http: Http, body: bytes) -> str:
    refusal, where = expected_post(body)
    response = http.post("/-/dbgraph.json", body)
    return check_http(response.status_code, response.json(), refusal, where)


# -- the quick CI version --------------------------------------------------------------------------
QUICK = settings(max_examples=400, deadline=None, database=None, derandomize=False,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example])


@pytest.fixture(scope="module")
def index_conn_demo(tmp_path_factory):
    conn = open_demo_index(tmp_path_factory.mktemp("fuzz-index"))
    yield conn
    conn.close()


@pytest.fixture(scope="module")
def http(tmp_path_factory):
    client = Http(tmp_path_factory.mktemp("fuzz-http"))
    yield client
    client.close()


@QUICK
@given(request=resolver_requests(), lang=st.sampled_from(["en", "zh"]))
def test_resolver_never_breaks_its_promises(index_conn_demo, request, lang):
    fuzz_resolver(index_conn_demo, request, lang)


@settings(QUICK, max_examples=250)
@given(query=query_strings())
def test_get_json_and_page_never_break_their_promises(http, query):
    fuzz_get(http, query)


@settings(QUICK, max_examples=300)
@given(body=json_bodies())
def test_post_json_never_breaks_its_promises(http, body):
    fuzz_post(http, body)


@settings(QUICK, max_examples=150)
@given(key=where_key, value=st.one_of(any_text, spiky_text))
def test_where_values_never_reach_the_clause(index_conn_demo, key, value):
    """A where value shaped like SQL, on a table that has the column: bound, never spliced."""
    table = next(t for t, cols in COLUMNS.items() if key.casefold() in {c.casefold() for c in cols}) \
        if any(key.casefold() in {c.casefold() for c in cols} for cols in COLUMNS.values()) else "orders"
    sql_like = f"{value}' OR '1'='1\" --; DROP TABLE {table}; /*"
    result = resolve(index_conn_demo, Request(object=table, where={key: sql_like}))
    check_resolution(result, {key: sql_like})
    if result["predicate"]:
        assert sql_like not in result["predicate"]["clause"]
        assert result["predicate"]["values"] == [sql_like]
