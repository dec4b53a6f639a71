"""Nothing an actor sees depends on tables hidden from that actor (issue 13, item 4–6).

Every labelled request of every source (446) and a set of probes is answered twice: over an index
of the source alone, and over an index that also holds decoy tables hidden from the actor — copies
of every table in the same database (`zz_<name>`, same comment, same columns, foreign keys to the
originals), the same names again in a second database, 250 names one edit from `orders`, a table
whose comment holds a word no visible table has (`年终奖金`), and `hr.salary` as database `hr`, table
`salary` beside a visible table literally named `hr.salary`. The two JSON answers must be equal,
every field of them: terms and segmentation, candidates, counts, near misses, qualification,
reasons.

The decoys in the same database carry a module prefix of their own (`zz_`): module prefixes are a
naming convention of a whole database, found over all its tables when the index is built
(`indexer.module_prefixes`), and a hidden table that completed another prefix would change how
visible names are read — the one way hidden tables still shape the index, documented in the README.
"""

from __future__ import annotations

import copy
import json
import sqlite3
import urllib.parse

import pytest
from datasette.app import Datasette

from benchmarks.quality import load_cases, source_schema, to_request
from datasette_dbgraph.index.indexer import build_index_file
from datasette_dbgraph.sources.model import Column, ForeignKey, SourceSchema, Table
from datasette_dbgraph.resolver import Options, Scope, resolve

SOURCES = ["demo", "ruoyi", "mall", "litemall", "jeecg", "sakila", "adventureworks"]
DECOY_PREFIX = "zz_"
NEAR_ORDERS = 250
SECRET_WORD = "年终奖金"
# Values only a hidden table holds (and one a visible table holds too, 深圳市 in member_addresses).
SECRET_VALUES = ["亚特兰蒂斯", "Atlantis", "深圳市"]
VALUE_PROBES = [
    {"q": "Atlantis"}, {"q": "亚特兰蒂斯"}, {"q": "会员地址 Atlantis"}, {"q": "城市 亚特兰蒂斯 的会员地址"},
    {"q": "深圳市的会员地址"}, {"entity": "会员地址", "where": {"城市": "Atlantis"}},
    {"entity": "会员地址", "where": {"城市": "深圳市"}}, {"entity": "会员地址", "where": {"城市": "亚特兰蒂"}},
    {"where": {"城市": "亚特兰蒂斯"}}, {"where": {"city": "Atlantis"}},
]
PROBES = [
    {"entity": SECRET_WORD}, {"entity": "员工年终奖金"}, {"object": "orderz"}, {"object": "ordaa"},
    {"object": "hr.salary"}, {"object": "salary"}, {"entity": "工资"}, {"entity": "订单 归档"},
    {"entity": "asdf qwerty"}, {"entity": "用户"}, {"entity": "订单"}, {"entity": "order"},
    {"where": {"id": "1"}}, {"where": {"create_time": "2024"}}, {"where": {"status": "1"}},
    {"entity": "会员", "database": "decoy"}, {"entity": "订单", "database": "zz"}, {"object": "decoy.orders"},
    # Conditions across a link (issue 22): the hidden copies point at the same tables, with the same
    # words; they never become a link, nor make one ambiguous.
    {"q": "有退款的订单"}, {"q": "没有评价的商品"}, {"q": "手机号13800138000的会员的订单"}, {"q": "手机号13800138000的订单"},
    {"q": "退款原因是发错货的订单"}, {"entity": "订单", "where": {"members.mobile": "13800138000"}},
    {"entity": "订单", "where": {"会员手机号": "13800138000"}}, {"entity": "会员", "where": {"订单__notexists": "1"}},
    {"entity": "用户", "where": {"部门名称": "研发部门"}}, {"q": "有admin角色的用户"},
]


def _copy(table: Table, database: str, name: str) -> Table:
    out = copy.deepcopy(table)
    out.database, out.name, out.spelled = database, name, None
    return out


def with_decoys(source: SourceSchema) -> list[SourceSchema]:
    """The source with hidden decoys added to its own database, and two databases of decoys."""
    same = copy.deepcopy(source)
    for table in source.tables:
        same.tables.append(_copy(table, source.database, DECOY_PREFIX + table.name))
    for fk in source.foreign_keys:
        same.foreign_keys.append(ForeignKey(database=fk.database, table=DECOY_PREFIX + fk.table, columns=fk.columns,
                                            other_table=fk.other_table, other_columns=fk.other_columns,
                                            schema=fk.schema, other_schema=fk.other_schema))
    for i in range(NEAR_ORDERS):
        same.tables.append(Table(database=source.database, name=f"{DECOY_PREFIX}ordaa_{i:03d}", engine=source.engine,
                                 comment="订单归档", columns=[Column("id", "integer", pk=1)]))
    same.tables.append(Table(database=source.database, name=f"{DECOY_PREFIX}bonus", engine=source.engine,
                             comment=f"员工{SECRET_WORD}表", columns=[Column("id", "integer", pk=1),
                                                                  Column("amount", "real", comment=SECRET_WORD)]))
    decoy = SourceSchema(database="decoy", engine=source.engine, path="decoy", kind="ddl",
                         tables=[_copy(t, "decoy", t.name) for t in source.tables])
    decoy.tables += [Table(database="decoy", name=f"ordaa{i:03d}", engine=source.engine, comment="订单",
                           columns=[Column("id", "integer", pk=1)]) for i in range(NEAR_ORDERS)]
    hr = SourceSchema(database="hr", engine=source.engine, path="hr", kind="ddl",
                      tables=[Table(database="hr", name="salary", engine=source.engine, comment=f"工资表 {SECRET_WORD}",
                                    columns=[Column("id", "integer", pk=1)])])
    return [same, decoy, hr]


def with_dotted_name(source: SourceSchema) -> SourceSchema:
    """The source plus a visible table literally named `hr.salary`."""
    out = copy.deepcopy(source)
    out.tables.append(Table(database=source.database, name="hr.salary", engine=source.engine, comment="薪资",
                            columns=[Column("id", "integer", pk=1), Column("amount", "real", comment="金额")]))
    return out


def _answers(path, requests, scope: Scope) -> list[dict]:
    conn = sqlite3.connect(path)
    try:
        return [resolve(conn, request, Options(), scope) for request in requests]
    finally:
        conn.close()


@pytest.mark.parametrize("source", SOURCES)
def test_hidden_decoys_change_nothing_the_actor_sees(source, tmp_path):
    visible = with_dotted_name(source_schema(source))
    alone, together = tmp_path / "alone.db", tmp_path / "together.db"
    build_index_file(alone, [visible])
    build_index_file(together, with_decoys(visible))
    conn = sqlite3.connect(together)
    allowed = frozenset(oid for oid, in conn.execute(
        "select id from objects where database = ? and name not like ?", [visible.database, DECOY_PREFIX + "%"]))
    conn.close()
    assert len(allowed) == len(visible.tables)
    scope = Scope(allowed=allowed, allowed_count_by_database={visible.database: len(allowed)})
    requests = [to_request(case["request"]) for case in load_cases({source})] + [to_request(p) for p in PROBES]
    expected = _answers(alone, requests, Scope())
    got = _answers(together, requests, scope)
    differences = [(request, want, have) for request, want, have in zip(requests, expected, got) if want != have]
    assert not differences, "\n".join(
        f"{r}:\n  alone:    {json.dumps(w, ensure_ascii=False)[:600]}\n  together: {json.dumps(h, ensure_ascii=False)[:600]}"
        for r, w, h in differences[:5]) + f"\n({len(differences)} of {len(requests)} differ)"
    assert any(r.entity == SECRET_WORD for r in requests)


# -- the same through Datasette: table rules, a hidden database, both Datasette lines ---------------
def _decoy_files(tmp_path, demo_copy):
    """(demo alone, demo with hidden decoys, decoy database, hr database); both demo copies also
    hold a visible table literally named `hr.salary`."""
    import shutil

    alone, together = tmp_path / "alone" / "demo.db", tmp_path / "together" / "demo.db"
    for path in (alone, together):
        path.parent.mkdir()
        shutil.copy(demo_copy, path)
        conn = sqlite3.connect(path)
        conn.execute('CREATE TABLE "hr.salary" ( -- 薪资\n id INTEGER PRIMARY KEY, amount REAL -- 金额\n)')
        conn.commit()
        conn.close()
    conn = sqlite3.connect(together)
    tables = conn.execute("select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' "
                          "and name != 'hr.salary'").fetchall()
    for name, sql in tables:
        conn.execute(sql.replace(name, DECOY_PREFIX + name, 1))
    for i in range(NEAR_ORDERS):
        conn.execute(f'CREATE TABLE "{DECOY_PREFIX}ordaa_{i:03d}" ( -- 订单归档\n id INTEGER PRIMARY KEY\n)')
    conn.execute(f'CREATE TABLE "{DECOY_PREFIX}bonus" ( -- 员工{SECRET_WORD}表\n id INTEGER PRIMARY KEY, '
                 f'amount REAL -- {SECRET_WORD}\n)')
    # A hidden table with rows: its values (a word no visible table holds, and one a visible table
    # holds too) are recorded in the value index, and must shape nothing the actor sees.
    conn.execute(f'CREATE TABLE "{DECOY_PREFIX}places" ( -- 机密地点表\n id INTEGER PRIMARY KEY, '
                 'city TEXT, -- 城市\n status INTEGER -- 状态\n)')
    conn.executemany(f'INSERT INTO "{DECOY_PREFIX}places" (city, status) VALUES (?, ?)',
                     [(city, i % 3) for i in range(40) for city in SECRET_VALUES])
    hidden = [row[0] for row in conn.execute("select name from sqlite_master where type = 'table' and name like ?",
                                             [DECOY_PREFIX + "%"])]
    conn.commit()
    conn.close()
    decoy = tmp_path / "decoy.db"
    conn = sqlite3.connect(decoy)
    for name, sql in tables:
        conn.execute(sql)
    for i in range(NEAR_ORDERS):
        conn.execute(f'CREATE TABLE "ordaa{i:03d}" ( -- 订单\n id INTEGER PRIMARY KEY\n)')
    conn.commit()
    conn.close()
    hr = tmp_path / "hr.db"
    conn = sqlite3.connect(hr)
    conn.execute(f"CREATE TABLE salary ( -- 工资表 {SECRET_WORD}\n id INTEGER PRIMARY KEY\n)")
    conn.commit()
    conn.close()
    return alone, together, decoy, hr, hidden


@pytest.mark.asyncio
async def test_hidden_tables_and_databases_change_no_json_field(tmp_path, demo_copy):
    alone, together, decoy, hr, hidden = _decoy_files(tmp_path, demo_copy)
    only_admin = {"id": "admin"}
    metadata = {"databases": {
        "demo": {"tables": {name: {"allow": only_admin} for name in hidden}},
        "decoy": {"allow": only_admin},
        "hr": {"allow": only_admin},
    }}
    plain = Datasette([str(alone)])
    guarded = Datasette([str(together), str(decoy), str(hr)], metadata=metadata)
    for ds in (plain, guarded):
        await ds.invoke_startup()
    requests = [case["request"] for case in load_cases({"demo"})] + PROBES + VALUE_PROBES
    differences = []
    for body in requests:
        body = {**body, "lang": "en"}
        payload = json.dumps(body, ensure_ascii=False)
        want = await plain.client.post("/-/dbgraph.json", content=payload, headers={"Content-Type": "application/json"})
        have = await guarded.client.post("/-/dbgraph.json", content=payload, headers={"Content-Type": "application/json"})
        assert want.status_code == 200, (body, want.text)
        if (want.status_code, want.json()) != (have.status_code, have.json()):
            differences.append((body, want.text, have.text))
    assert not differences, "\n".join(f"{b}:\n  alone:    {w[:500]}\n  together: {h[:500]}"
                                      for b, w, h in differences[:5]) + f"\n({len(differences)} differ)"
    # The decoys are really there for someone: the admin finds them.
    admin = {"ds_actor": guarded.sign({"a": only_admin}, "actor")}
    found = (await guarded.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"entity": SECRET_WORD}),
                                      cookies=admin)).json()
    tables = {c["table"] for c in found["candidates"]} | {(found["resolved"] or {}).get("table")}
    assert {"zz_bonus", "salary"} & tables, found


# -- a binding to a hidden table (issue 19, item 6) -------------------------------------------------
SECRET_BINDINGS = [{"words": ["机要薪资", "保密工资"], "table": "secret_pay"},
                   {"words": ["机要金额"], "column": "secret_pay.amount"}]
BINDING_PROBES = ["机要薪资", "保密工资", "机要金额", "机要", "薪资", "机要薪资 订单", "订单 机要金额大于100",
                  "保密 工资", "secret_pay"]


@pytest.mark.asyncio
async def test_a_binding_to_a_hidden_table_does_not_exist_for_who_may_not_see_it(tmp_path, demo_copy):
    """With bindings to a table the actor may not see, every answer — the reading of the words
    (segmentation: a binding's words are one concept), candidates, counts, reasons — is the one
    given without the bindings; the actor allowed to see the table is answered by the binding."""
    import shutil

    path = tmp_path / "demo.db"
    shutil.copy(demo_copy, path)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE secret_pay ( -- 人员表\n id INTEGER PRIMARY KEY, amount REAL -- 数额\n)")
    conn.commit()
    conn.close()
    hidden = {"databases": {"demo": {"tables": {"secret_pay": {"allow": {"id": "admin"}}}}}}
    plugin = {"datasette-dbgraph": {"aliases": SECRET_BINDINGS}}
    bound = Datasette([str(path)], metadata={**hidden, "plugins": plugin})
    plain = Datasette([str(path)], metadata=hidden)
    for ds in (bound, plain):
        await ds.invoke_startup()
    requests = [{key: words} for words in BINDING_PROBES for key in ("q", "entity")]
    differences = []
    for params in requests:
        url = "/-/dbgraph.json?" + urllib.parse.urlencode({**params, "_lang": "en"})
        want, have = (await plain.client.get(url)).json(), (await bound.client.get(url)).json()
        if want != have:
            differences.append((params, json.dumps(want, ensure_ascii=False)[:400],
                                json.dumps(have, ensure_ascii=False)[:400]))
    assert not differences, "\n".join(f"{p}:\n  no binding: {w}\n  binding:    {h}" for p, w, h in differences[:4]) \
        + f"\n({len(differences)} of {len(requests)} differ)"
    admin = {"ds_actor": bound.sign({"a": {"id": "admin"}}, "actor")}
    for words in ("机要薪资", "保密工资"):
        found = (await bound.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": words, "_lang": "en"}),
                                        cookies=admin)).json()
        assert found["status"] == "resolved" and found["resolved"]["table"] == "secret_pay", found
        assert "binding" in found["reason"], found["reason"]


def test_a_hidden_tables_values_are_found_only_within_the_objects_the_caller_gives(tmp_path, demo_copy):
    from datasette_dbgraph.index.store import Store
    from datasette_dbgraph.sources.sqlite_source import read_sqlite_file
    from datasette_dbgraph.sources.values import ValueBounds, value_key

    _, together, _, _, hidden = _decoy_files(tmp_path, demo_copy)
    build_index_file(tmp_path / "values.db", [read_sqlite_file(together, values=ValueBounds())])
    store = Store(sqlite3.connect(tmp_path / "values.db"))
    visible = {oid for oid, name in store.conn.execute("select id, name from objects") if name not in hidden}
    keys = [value_key(v) for v in SECRET_VALUES]
    everyone = store.columns_holding(keys)
    assert {store.objects([h.object_id])[h.object_id].name for h in everyone[value_key("Atlantis")]} == {
        f"{DECOY_PREFIX}places"}
    seen = store.columns_holding(keys, visible)
    assert seen[value_key("Atlantis")] == [] and seen[value_key("亚特兰蒂斯")] == []
    assert {store.objects([h.object_id])[h.object_id].name for h in seen[value_key("深圳市")]} == {"member_addresses"}


# -- a linked table hidden from the actor (issue 22) ---------------------------------------------------
LINK_PROBES = [{"q": "有退款的订单"}, {"q": "没有退款的订单"}, {"q": "退款原因是发错货的订单"},
               {"q": "手机号13800138000的会员的订单"}, {"q": "手机号13800138000的订单"},
               {"entity": "订单", "where": {"refunds__exists": "1"}}, {"entity": "订单", "where": {"会员手机号": "13800138000"}},
               {"entity": "订单", "where": {"members.mobile": "13800138000"}},
               {"q": "退款超过1条的订单"}, {"q": "orders with more than 1 refund"},
               {"entity": "订单", "where": {"refunds__countgt": "1"}}]


@pytest.mark.asyncio
async def test_a_hidden_linked_table_answers_as_if_it_did_not_exist(tmp_path, demo_copy):
    """refunds and members hidden by table rules answer exactly as a demo without them: no link to
    them, no ambiguity offered through them, links that open the same rows."""
    import shutil

    dropped = tmp_path / "dropped" / "demo.db"
    dropped.parent.mkdir()
    shutil.copy(demo_copy, dropped)
    conn = sqlite3.connect(dropped)
    conn.executescript("PRAGMA foreign_keys=OFF; DROP VIEW v_order_summary; DROP TABLE refunds; DROP TABLE members;")
    conn.close()
    only_admin = {"id": "admin"}
    metadata = {"databases": {"demo": {"tables": {name: {"allow": only_admin}
                                                  for name in ("refunds", "members", "v_order_summary")}}}}
    plain = Datasette([str(dropped)])
    guarded = Datasette([str(demo_copy)], metadata=metadata)
    for ds in (plain, guarded):
        await ds.invoke_startup()
    for body in LINK_PROBES:
        payload = json.dumps({**body, "lang": "en"}, ensure_ascii=False)
        want = await plain.client.post("/-/dbgraph.json", content=payload, headers={"Content-Type": "application/json"})
        have = await guarded.client.post("/-/dbgraph.json", content=payload, headers={"Content-Type": "application/json"})
        assert (want.status_code, want.json()) == (have.status_code, have.json()), (body, want.text[:500], have.text[:500])
        conditions = (have.json().get("predicate") or {}).get("conditions") or []
        assert all((c.get("via") or {}).get("table") not in ("refunds", "members") for c in conditions)
    admin = {"ds_actor": guarded.sign({"a": only_admin}, "actor")}
    seen = (await guarded.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": "有退款的订单"}),
                                     cookies=admin)).json()
    assert seen["predicate"]["conditions"][0]["via"]["table"] == "refunds"  # there for someone
