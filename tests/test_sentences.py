"""The one box (`q`): what a person sees when they type a sentence — how it was read (`understood`,
spans with offsets, ignored words), the filter it becomes, and the honest refusals — on demo.db and
the real schemas, through the resolver, a real in-process Datasette and the command line."""

from __future__ import annotations

import json
import shutil
import sqlite3
import unicodedata
import urllib.parse
from pathlib import Path

import pytest
import pytest_asyncio
import yaml
from click.testing import CliRunner
from datasette.app import Datasette
from datasette.cli import cli

from benchmarks.quality import CASES
from datasette_dbgraph.serving.inputs import MAX_Q_LENGTH, InvalidInput, parse_json_body, parse_query_string
from datasette_dbgraph.resolving.lookup import Request
from datasette_dbgraph.onebox.reader import skippable
from datasette_dbgraph.resolver import resolve

DEMO_DB = Path(__file__).resolve().parent.parent / "demo.db"


@pytest.fixture(scope="module")
def ask(source_index):
    connections = {}

    def ask(source: str, q: str, **extra) -> dict:
        if source not in connections:
            connections[source] = sqlite3.connect(source_index(source))
        return resolve(connections[source], Request(q=q, **extra))

    yield ask
    for conn in connections.values():
        conn.close()


def conditions(result: dict) -> set[tuple]:
    return {(c["column"], c["op"], str(c["value"])) for c in (result["predicate"] or {}).get("conditions") or []}


def spans(result: dict) -> list[tuple]:
    return [(s["text"], s["as"], s.get("column")) for s in result["understood"]["spans"]]


# ================================================================================ how it was read
def test_the_contract_example_reads_as_the_contract_shows(ask):
    result = ask("demo", "已发货的订单 手机号13800138000")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "orders"
    assert conditions(result) == {("status", "exact", "2"), ("receiver_mobile", "exact", "13800138000")}
    understood = result["understood"]
    assert set(understood) == {"entity", "fields", "where", "spans", "ignored"}
    assert understood["entity"] == "订单"
    assert understood["where"] == {"status": "已发货", "receiver_mobile": "13800138000"}
    assert understood["ignored"] == ["的"]
    assert spans(result) == [("已发货", "value", "status"), ("订单", "entity", None),
                             ("手机号", "column", "receiver_mobile"), ("13800138000", "value", "receiver_mobile")]
    label = understood["spans"][0]
    assert label["label"] == "已发货"


def test_every_span_says_where_it_is_in_what_was_typed(ask):
    q = "列出所有已发货的订单  手机号 13800138000"
    result = ask("demo", q)
    for span in result["understood"]["spans"]:
        assert q[span["start"] : span["end"]] == span["text"]
    assert result["understood"]["ignored"] == ["列出", "所有", "的"]


def _labelled_sentences():
    for path in sorted((CASES / "sentences").glob("*.yaml")):
        for case in yaml.safe_load(path.read_text(encoding="utf-8")):
            yield case


def test_no_word_is_dropped_silently(ask):
    """Every character typed (but separators) is in a span, in `ignored`, or named by the refusal."""
    for case in _labelled_sentences():
        request = dict(case["request"])
        q = request.pop("q")
        result = ask(case["source"], q, **{k: v for k, v in request.items() if k in ("entity", "where")})
        understood = result["understood"]
        said = "".join(s["text"] for s in understood["spans"]) + "".join(understood["ignored"])
        typed = sorted(ch for ch in q if not skippable(ch))
        got = sorted(ch for ch in said if not skippable(ch))
        if result["status"] in ("resolved", "ambiguous"):
            assert got == typed, (case["id"], understood)
        unexplained = [s["text"] for s in understood["spans"] if s["as"] == "unknown"]
        for word in unexplained:
            assert word in result["reason"], (case["id"], result["reason"])


@pytest.mark.parametrize("source,q,table,expected", [
    # legend labels, before the table's word and after a column word
    ("demo", "禁用的会员", "members", {("status", "exact", "0")}),
    ("demo", "会员 性别 女", "members", {("gender", "exact", "2")}),
    ("demo", "订单 订单状态不是已关闭的订单", "orders", {("status", "not", "4")}),
    # a word right after a column word, a quoted value, a code, an e-mail
    ("demo", "会员 昵称 小明", "members", {("nickname", "exact", "小明")}),
    ("demo", 'members nickname "Happy Cat"', "members", {("nickname", "exact", "Happy Cat")}),
    ("mall", "订单 物流单号 SF1234567890", "oms_order", {("delivery_sn", "exact", "SF1234567890")}),
    ("demo", "查询邮箱为zhangsan@example.com的会员", "members", {("email", "exact", "zhangsan@example.com")}),
    # comparisons choose the filter
    ("demo", "支付记录 金额超过500", "payments", {("amount", "gt", "500")}),
    ("demo", "支付记录 金额100以上", "payments", {("amount", "gte", "100")}),
    ("demo", "退款 金额不超过200", "refunds", {("amount", "lte", "200")}),
    ("demo", "refunds amount <= 50", "refunds", {("amount", "lte", "50")}),
    ("demo", "会员 手机号以138开头", "members", {("mobile", "startswith", "138")}),
    ("demo", "订单 收货地址包含北京", "orders", {("receiver_address", "contains", "北京")}),
    ("demo", "登录日志 2025-06-01之前", "login_logs", {("login_at", "lt", "2025-06-01")}),
    # no word, against rows that hold moments (`2025-06-01 09:30:00`): the whole day
    ("demo", "登录日志 2025-06-01", "login_logs", {("login_at", "gte", "2025-06-01"), ("login_at", "lt", "2025-06-02")}),
    ("demo", "operation logs from 2025-01-01 till 2025-03-31", "operation_logs",
     {("created_at", "gte", "2025-01-01"), ("created_at", "lte", "2025-03-31")}),
    # periods are two conditions on the date column
    ("demo", "2025年3月的支付记录", "payments", {("paid_at", "gte", "2025-03-01"), ("paid_at", "lt", "2025-04-01")}),
    ("demo", "支付记录 2025", "payments", {("paid_at", "gte", "2025-01-01"), ("paid_at", "lt", "2026-01-01")}),
    # bare values bind by kind: phone, e-mail, date column, money under a comparison, primary key
    ("demo", "会员 13800138000", "members", {("mobile", "exact", "13800138000")}),
    ("demo", "会员 zhangsan@example.com", "members", {("email", "exact", "zhangsan@example.com")}),
    ("demo", "payments over 100 since 2025-01-01", "payments", {("amount", "gt", "100"), ("paid_at", "gte", "2025-01-01")}),
    ("demo", "invoice 98", "invoices", {("id", "exact", "98")}),
    # Traditional Chinese, English, a mix
    ("demo", "已發貨的訂單", "orders", {("status", "exact", "2")}),
    ("ruoyi", "用戶 手機號碼 15888888888", "sys_user", {("phonenumber", "exact", "15888888888")}),
    ("adventureworks", "shipped sales orders", "salesorderheader", {("status", "exact", "5")}),
    ("adventureworks", "products list price over 1000", "product", {("listprice", "gt", "1000")}),
    ("demo", "orders 订单状态 已完成", "orders", {("status", "exact", "3")}),
])
def test_sentences_become_filters(ask, source, q, table, expected):
    result = ask(source, q)
    assert result["status"] == "resolved", result["reason"]
    assert result["resolved"]["table"] == table
    assert conditions(result) == expected


def test_a_comparison_is_shown_with_its_filter(ask):
    result = ask("demo", "支付记录 金额超过500")
    assert ("超过", "comparison", None) in spans(result)
    value = [s for s in result["understood"]["spans"] if s["as"] == "value"][0]
    assert value["op"] == "gt" and value["column"] == "amount"
    assert result["understood"]["where"] == {"amount__gt": "500"}


def test_a_period_is_read_as_its_first_day_and_the_day_after(ask):
    result = ask("demo", "订单 下单时间 2025年1月")
    assert result["understood"]["where"] == {"created_at__gte": "2025-01-01", "created_at__lt": "2025-02-01"}


def test_a_column_word_without_a_value_is_a_field(ask):
    result = ask("demo", "会员 手机号")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "members"
    assert result["understood"]["fields"] == ["mobile"]
    assert result["predicate"] is None


# ================================================================================ honest refusals
@pytest.mark.parametrize("source,q,columns", [
    ("demo", "订单 金额大于100", {"total_amount", "discount_amount", "pay_amount"}),
    ("demo", "订单 2025-06-01之后", {"created_at", "paid_at", "completed_at", "closed_at"}),
    ("mall", "订单 13800138000", {"receiver_phone", "bill_receiver_phone"}),
    ("adventureworks", "sales orders over 1000", {"subtotal", "taxamt", "freight", "totaldue"}),
])
def test_a_value_several_columns_take_is_ambiguous_naming_them(ask, source, q, columns):
    result = ask(source, q)
    assert result["status"] == "ambiguous"
    offered = {c["column"] for cand in result["candidates"] for c in cand["columns"]}
    assert columns <= offered
    for column in columns:
        assert column in result["reason"]
        assert any(column in action for action in result["next_actions"])


@pytest.mark.parametrize("source,q,word", [
    ("demo", "订单 星座 白羊座", "星座"),
    ("ruoyi", "用户 微信 wx123", "微信"),
    ("demo", "find all unicorns", "unicorns"),
    ("demo", "查询所有独角兽", "独角兽"),
])
def test_a_word_that_fits_nothing_is_not_found_naming_it(ask, source, q, word):
    result = ask(source, q)
    assert result["status"] == "not_found"
    assert word in result["reason"]
    assert "understood" in result


def test_explicit_keys_win_over_the_sentence(ask):
    result = ask("demo", "已发货的订单", where={"订单状态": "已完成"})
    assert conditions(result) == {("status", "exact", "3")}
    result = ask("demo", "会员 13800138000", where={"性别": "男"})
    assert conditions(result) == {("mobile", "exact", "13800138000"), ("gender", "exact", "1")}
    result = ask("demo", "13800138000", entity="会员")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "members"


@pytest.mark.parametrize("q", ["'; DROP TABLE orders; --", "<script>alert(1)</script>", "订单 ' OR 1=1 --",
                               "orders status = \"2\" OR 1=1", "🙂🙂 订单"])
def test_hostile_sentences_get_an_honest_answer_and_never_reach_sql(ask, source_index, q):
    result = ask("demo", q)
    assert result["status"] in ("not_found", "ambiguous", "resolved", "insufficient_evidence")
    predicate = result["predicate"] or {}
    for value in predicate.get("values") or []:
        assert str(value) not in predicate["clause"]
    conn = sqlite3.connect(source_index("demo"))
    try:
        assert conn.execute("select count(*) from objects where name = 'orders'").fetchone()[0] == 1
    finally:
        conn.close()


# ================================================================================ the input boundary
def test_q_is_read_from_the_query_string_and_the_json_body():
    assert parse_query_string("q=%E8%AE%A2%E5%8D%95+13800138000").request.q == "订单 13800138000"
    assert parse_json_body('{"q": "订单  13800138000"}'.encode()).request.q == "订单 13800138000"
    assert parse_query_string("q=+++").request.q is None


@pytest.mark.parametrize("raw,needle", [
    ("q=" + "订" * (MAX_Q_LENGTH + 1), "limit is 200"),
    ("q=%00", "NUL"),
    ("q=a%07b", "control character"),
])
def test_bad_q_is_invalid_input(raw, needle):
    with pytest.raises(InvalidInput, match=needle):
        parse_query_string(raw)


def test_q_must_be_text_in_json():
    with pytest.raises(InvalidInput, match="q must be a string"):
        parse_json_body(b'{"q": ["orders"]}')


# ================================================================================ Datasette
@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    path = tmp_path_factory.mktemp("sentences") / "demo.db"
    shutil.copy(DEMO_DB, path)
    return path


@pytest_asyncio.fixture
async def datasette(shop):
    ds = Datasette([str(shop)], settings={"max_returned_rows": 5000})
    await ds.invoke_startup()
    return ds


@pytest.mark.asyncio
async def test_json_carries_understood_and_the_link_opens_the_rows(datasette, shop):
    response = await datasette.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": "已发货的订单"}))
    assert response.status_code == 200
    data = response.json()
    assert data["status"] == "resolved"
    assert data["understood"]["entity"] == "订单"
    assert data["links"]["table"] == "/demo/orders?status__exact=2"
    conn = sqlite3.connect(shop)
    try:
        expected = {r[0] for r in conn.execute("select id from orders where status = 2")}
    finally:
        conn.close()
    rows = (await datasette.client.get("/demo/orders.json?status__exact=2&_shape=array&_size=max")).json()
    assert {row["id"] for row in rows} == expected and expected


@pytest.mark.asyncio
async def test_post_body_takes_q(datasette):
    body = json.dumps({"q": "会员 手机号 13800138000"}, ensure_ascii=False).encode()
    data = (await datasette.client.post("/-/dbgraph.json", content=body)).json()
    assert data["status"] == "resolved" and data["resolved"]["table"] == "members"
    assert data["understood"]["where"] == {"mobile": "13800138000"}


@pytest.mark.asyncio
@pytest.mark.parametrize("q,status", [("a\x00b", 400), ("x" * 10_000, 400), ("'; DROP TABLE orders; --", 200),
                                      ("<script>alert(1)</script>", 200)])
async def test_hostile_q_over_http_is_never_a_500(datasette, q, status):
    for path in ("/-/dbgraph.json", "/-/dbgraph"):
        response = await datasette.client.get(f"{path}?" + urllib.parse.urlencode({"q": q}))
        assert response.status_code == status, (path, response.text[:300])
        if path == "/-/dbgraph":  # the page escapes what was typed; the JSON carries it as a string
            assert "<script>alert" not in response.text
    if status == 400:
        assert "q" in response.text


@pytest.mark.asyncio
async def test_the_page_shows_how_the_sentence_was_read(datasette):
    page = await datasette.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "已发货的订单", "_lang": "en"}))
    assert page.status_code == 200
    assert 'class="dbgraph-chips"' in page.text  # the reading as chips (tests/test_chips.py)
    assert '<bdi class="dbgraph-chip-stored">订单状态 = 2</bdi>' in page.text  # the column by its comment
    assert "Read as" in page.text


@pytest.mark.asyncio
async def test_blank_q_is_no_predicate(datasette):
    data = (await datasette.client.get("/-/dbgraph.json?q=+")).json()
    assert data["status"] == "missing_predicate"


@pytest.mark.asyncio
async def test_the_search_box_submits_q(datasette):
    home = await datasette.client.get("/")
    # 1.0a: top_homepage; 0.65: this plugin's index.html (serving/entry.py)
    assert 'name="q"' in home.text.split('class="core dbgraph-box"')[1].split("</form>")[0]
    data = (await datasette.client.get("/-/dbgraph.json?q=" + urllib.parse.quote("支付宝的支付记录"))).json()
    assert conditions(data) == {("pay_channel", "exact", "2")}


# ================================================================================ CLI
def run(*args):
    return CliRunner().invoke(cli, ["dbgraph", "resolve", *map(str, args)], catch_exceptions=False)


def test_cli_takes_the_sentence_as_its_second_argument(source_index):
    index = source_index("demo")
    result = run(index, "已发货的订单 手机号13800138000")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith("resolved")
    assert lines[1].startswith("understood: 已发货 → status · 订单 · 手机号 = receiver_mobile")
    data = json.loads(run(index, "已发货的订单", "--json").stdout)
    assert data["understood"]["where"] == {"status": "已发货"}


def test_cli_requests_lines_take_q(source_index, tmp_path):
    path = tmp_path / "requests.jsonl"
    path.write_text('{"q": "禁用的会员"}\n{"q": "订单 星座 白羊座"}\n{"q": "a\\u0000"}\n', encoding="utf-8")
    lines = [json.loads(line) for line in run(source_index("demo"), "--requests", path).stdout.splitlines()]
    assert [line["status"] for line in lines] == ["resolved", "not_found", "invalid_input"]
    assert lines[0]["understood"]["where"] == {"status": "禁用"}


def test_cli_q_with_requests_is_a_bad_argument(source_index, tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_text("{}\n")
    result = CliRunner().invoke(cli, ["dbgraph", "resolve", str(source_index("demo")), "订单", "--requests", str(path)])
    assert result.exit_code == 2


def test_control_characters_in_q_are_named():
    for ch in ("\x01", "\x1b", "\x7f"):
        assert unicodedata.category(ch) == "Cc"
        with pytest.raises(InvalidInput, match="control character"):
            parse_query_string("q=" + urllib.parse.quote("订单" + ch))


# ================================================================================ permissions
@pytest.mark.asyncio
@pytest.mark.parametrize("q", ["已发货的订单", "订单 订单状态 待付款", "订单 实付金额大于100", "orders status != 4",
                               "订单 收货地址包含北京"])
async def test_a_hidden_tables_words_never_shape_or_show_in_the_reading(shop, q):
    ds = Datasette([str(shop)], metadata={"databases": {"demo": {"tables": {"orders": {"allow": {"id": "boss"}}}}}})
    await ds.invoke_startup()
    data = (await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": q}))).json()
    assert (data["resolved"] or {}).get("table") != "orders"
    assert "orders" not in [c.get("table") for c in data["candidates"]]
    body = json.dumps(data, ensure_ascii=False)
    # Words only the hidden table's own columns and legend hold (v_order_summary, a view the actor
    # may see, has status and pay_amount of its own).
    for word in ("receiver_mobile", "receiver_address", "已关闭", "freight_amount"):
        assert word not in body, (q, word)
    cookies = {"ds_actor": ds.sign({"a": {"id": "boss"}}, "actor")}
    boss = (await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode({"q": "已发货的订单"}),
                                cookies=cookies)).json()
    assert boss["status"] == "resolved" and boss["resolved"]["table"] == "orders"


def test_any_mix_of_words_gets_an_answer_whose_spans_point_into_what_was_typed(ask):
    """Sentences made of the labelled sentences' words, shuffled and glued: every one is answered
    (no exception), and every span's offsets give back its text."""
    import random

    rng = random.Random(11)
    words = [w for case in _labelled_sentences() if case["source"] == "demo" for w in case["request"]["q"].split()]
    for n in range(300):
        picked = [rng.choice(words) for _ in range(rng.randint(1, 5))]
        q = ("" if n % 3 == 0 else " ").join(picked)[:MAX_Q_LENGTH]
        result = ask("demo", q)
        assert result["status"] in ("resolved", "ambiguous", "not_found", "insufficient_evidence"), q
        for span in result["understood"]["spans"]:
            assert q[span["start"] : span["end"]] == span["text"], (q, span)


def test_a_value_keeps_the_lone_character_typed_right_after_it(ask):
    # 成品仓 is one value: the segmenter cuts 仓 off, and one character names no column on its own.
    result = ask("ktgmes", "仓库名称为成品仓的仓库")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "wm_warehouse"
    assert [(c["column"], c["value"]) for c in result["predicate"]["conditions"]] == [("warehouse_name", "成品仓")]


@pytest.mark.parametrize("q, code", [("待发货订单", 0), ("待发货的订单", 0), ("已收货的订单", 2)])
def test_a_label_of_a_legend_that_names_one_code_twice(ask, q, code):
    # yshop's 订单状态 lists -1 twice (申请退款, 已退款): the rest of its legend is still read, so a
    # label is never absorbed into the table's words and dropped.
    result = ask("yshop", q)
    assert result["status"] == "resolved" and result["resolved"]["table"] == "yx_store_order"
    assert [(c["column"], c["value"]) for c in result["predicate"]["conditions"]] == [("status", code)]


def test_a_label_only_another_column_still_carries_binds_there(ask):
    # 已退款 is -1 of 订单状态 — but that comment names -1 twice, so only refund_status is sure of it.
    result = ask("yshop", "已退款的订单")
    assert result["status"] == "resolved" and result["resolved"]["table"] == "yx_store_order"
    assert [(c["column"], c["value"]) for c in result["predicate"]["conditions"]] == [("refund_status", 2)]


def test_the_reading_shown_is_the_one_the_refusal_rests_on(ask):
    # 会员 names members, which has no 姓名: the refusal names those words, and `understood` must not
    # show them bound to a column of another table (orders' receiver_name).
    result = ask("demo", "会员 姓名 张三")
    assert result["status"] == "not_found" and "姓名" in result["reason"]
    spans = result["understood"]["spans"]
    assert all(s.get("column") != "receiver_name" for s in spans), spans
    assert result["understood"]["where"] == {}


def test_the_refusal_reads_the_sentence_on_the_table_its_head_names(ask):
    # 会员 names members; orders would explain 姓名 (receiver_name) but not 真实 either: the answer is
    # about members, and names every word it lacks.
    result = ask("demo", "会员 真实姓名 张三")
    assert result["status"] == "not_found"
    unknown = [s["text"] for s in result["understood"]["spans"] if s["as"] == "unknown"]
    assert unknown == ["真实", "姓名", "张三"]
    assert all(word in result["reason"] for word in unknown)
