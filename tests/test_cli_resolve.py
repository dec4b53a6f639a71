"""`datasette dbgraph resolve` (docs/cli.md): text and JSON output, every option, JSONL batches,
exit 0 for every resolver outcome, non-zero with a one-line error when it cannot run."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from datasette.cli import cli

from datasette_dbgraph.index.indexer import build_index_file
from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

CJK = re.compile(r"[\u4e00-\u9fff]")
DEMO_DB = Path(__file__).resolve().parent.parent / "demo.db"


def make_sqlite(path: Path, script: str) -> Path:
    conn = sqlite3.connect(path)
    conn.executescript(script)
    conn.close()
    return path


@pytest.fixture(scope="module")
def demo_index(source_index):
    return str(source_index("demo"))


@pytest.fixture(scope="module")
def two_databases(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cli")
    shop = make_sqlite(folder / "shop.db", "CREATE TABLE members (id INTEGER PRIMARY KEY, mobile TEXT);"
                                           "CREATE TABLE orders (id INTEGER PRIMARY KEY, member_id INTEGER);")
    crm = make_sqlite(folder / "crm.db", "CREATE TABLE members (id INTEGER PRIMARY KEY, phone TEXT);"
                                         "CREATE TABLE leads (id INTEGER PRIMARY KEY);")
    path = folder / "both.db"
    build_index_file(path, [read_sqlite_file(shop), read_sqlite_file(crm)])
    return str(path)


def run(*args):
    return CliRunner().invoke(cli, ["dbgraph", "resolve", *map(str, args)], catch_exceptions=False)


def run_json(*args) -> dict:
    result = run(*args, "--json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def assert_one_line_error(result, *needles):
    assert result.exit_code != 0
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("Error")
    for needle in needles:
        assert needle in lines[0]
    assert "Traceback" not in result.stderr


# ================================================================================ output
def test_text_output(demo_index):
    result = run(demo_index, "--entity", "订单")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith("resolved")
    assert any(line.startswith("table: demo.orders") for line in lines)
    assert result.stderr == ""


def test_text_output_lists_ranked_candidates(demo_index):
    result = run(demo_index, "--entity", "用户")
    assert result.exit_code == 0
    assert result.stdout.startswith("ambiguous")
    assert "demo.members" in result.stdout and "demo.admin_users" in result.stdout


def test_json_output(demo_index):
    data = run_json(demo_index, "--entity", "订单")
    assert data["ok"] is True and data["status"] == "resolved"
    assert data["resolved"]["table"] == "orders"
    assert data["predicate"] is None
    assert data["next_actions"]


def test_field(demo_index):
    data = run_json(demo_index, "--entity", "会员", "--field", "手机号", "--field", "email")
    assert data["status"] == "resolved"
    assert [(c["column"], c["matched_by"]) for c in data["resolved"]["columns"]] == [("mobile", "comment"),
                                                                                   ("email", "name")]
    missing = run_json(demo_index, "--entity", "会员", "--field", "血型")
    assert missing["status"] == "not_found" and "mobile" in missing["reason"]


def test_where(demo_index):
    data = run_json(demo_index, "--object", "orders", "--where", "order_sn=X123", "--where", "status=1")
    assert data["predicate"]["clause"] == 'WHERE "order_sn" = ? AND "status" = ?'
    assert data["predicate"]["values"] == ["X123", 1]  # status is coded (0待付款 1待发货 …): 1 is a code
    # Only the first `=` separates the column from the value.
    data = run_json(demo_index, "--object", "orders", "--where", "order_sn=A=B")
    assert data["predicate"]["values"] == ["A=B"]
    text = run(demo_index, "--object", "orders", "--where", "order_sn=X123")
    assert 'WHERE "order_sn" = ?' in text.stdout and "X123" in text.stdout
    # where alone, and a key written another way
    assert run_json(demo_index, "--where", "order_sn=X1")["resolved"]["table"] == "orders"
    assert run_json(demo_index, "--object", "orders", "--where", "orderSn=1")["predicate"]["clause"] == \
        'WHERE "order_sn" = ?'
    assert run_json(demo_index, "--object", "orders", "--where", "血型=A")["status"] == "not_found"


def test_where_in_business_words(demo_index):
    data = run_json(demo_index, "--entity", "订单", "--where", "订单状态=已发货", "--where", "实付金额__gt=100")
    assert data["status"] == "resolved"
    assert data["predicate"]["clause"] == 'WHERE "status" = ? AND "pay_amount" > ?'
    assert data["predicate"]["values"] == [2, "100"]
    assert [(c["key"], c["column"], c["op"], c["label"]) for c in data["predicate"]["conditions"]] == [
        ("订单状态", "status", "exact", "已发货"), ("实付金额__gt", "pay_amount", "gt", None)]
    text = run(demo_index, "--entity", "订单", "--where", "订单状态=已发货", "--lang", "zh").stdout
    assert "订单状态 = 已发货 → status = 2" in text
    assert "0 = 待付款" in text  # the coded columns with their legends
    tie = run(demo_index, "--entity", "订单", "--where", "金额__gt=100")
    assert tie.exit_code == 0 and tie.stdout.startswith("ambiguous")
    assert all(c in tie.stdout for c in ("total_amount", "discount_amount", "pay_amount"))
    outside = run_json(demo_index, "--entity", "订单", "--where", "订单状态=已退款")
    assert outside["status"] == "not_found" and "已发货" in outside["reason"]
    listed = run_json(demo_index, "--entity", "订单", "--where", "status__in=待付款,待发货")
    assert listed["predicate"]["values"] == [0, 1]
    assert run(demo_index, "--where", "=x").exit_code == 2


def test_database(two_databases):
    both = run_json(two_databases, "--object", "members")
    assert both["status"] == "ambiguous"
    assert sorted(c["database"] for c in both["candidates"]) == ["crm", "shop"]
    one = run_json(two_databases, "--object", "members", "--database", "crm")
    assert (one["status"], one["resolved"]["database"]) == ("resolved", "crm")
    assert run_json(two_databases, "--object", "crm.members")["resolved"]["database"] == "crm"
    assert run_json(two_databases, "--entity", "leads", "--database", "shop")["status"] != "resolved"


def test_lang(demo_index):
    zh = run_json(demo_index, "--entity", "用户", "--lang", "zh")
    en = run_json(demo_index, "--entity", "用户", "--lang", "en")
    assert zh["status"] == en["status"] == "ambiguous"
    assert CJK.search(zh["reason"]) and all(CJK.search(a) for a in zh["next_actions"])
    assert not any(CJK.search(a) for a in en["next_actions"])
    text = run(demo_index, "--entity", "xyzzy", "--lang", "zh")
    assert text.exit_code == 0 and CJK.search(text.stdout.splitlines()[0])


def test_min_confidence_and_ambiguity_gap_change_the_outcome(demo_index):
    entity = "退款 订单"
    assert run_json(demo_index, "--entity", entity)["status"] == "resolved"
    # A gate nothing passes shows the scores the resolver computed.
    probe = run_json(demo_index, "--entity", entity, "--min-confidence", "1")
    assert probe["status"] == "ambiguous"
    top, second = probe["candidates"][0]["score"], probe["candidates"][1]["score"]
    above_top = f"{min(top + 0.02, 1.0):.2f}"
    above_gap = f"{top - second + 0.02:.2f}"
    assert run_json(demo_index, "--entity", entity, "--min-confidence", above_top)["status"] == "ambiguous"
    assert run_json(demo_index, "--entity", entity, "--ambiguity-gap", above_gap)["status"] == "ambiguous"
    # ... and the other way: a close call answered once the required gap is smaller than its lead.
    close = run_json(demo_index, "--entity", "用户 角色", "--min-confidence", "1")
    lead = close["candidates"][0]["score"] - close["candidates"][1]["score"]
    assert run_json(demo_index, "--entity", "用户 角色")["status"] == "ambiguous"
    relaxed = run_json(demo_index, "--entity", "用户 角色", "--ambiguity-gap", f"{max(lead - 0.02, 0):.2f}")
    assert relaxed["status"] == "resolved"
    assert relaxed["resolved"]["table"] == close["candidates"][0]["table"]


@pytest.mark.parametrize("value", ["1.5", "-0.1", "high"])
def test_out_of_range_options_are_bad_arguments(demo_index, value):
    result = run(demo_index, "--entity", "订单", "--min-confidence", value)
    assert result.exit_code != 0
    assert "min-confidence" in result.stderr


def test_aliases_file(demo_index, tmp_path):
    aliases = tmp_path / "aliases.yml"
    aliases.write_text("- [雪豹, warehouses]\n", encoding="utf-8")
    assert run_json(demo_index, "--entity", "雪豹")["status"] == "not_found"
    data = run_json(demo_index, "--entity", "雪豹", "--aliases", aliases)
    assert (data["status"], data["resolved"]["table"]) == ("resolved", "warehouses")
    # The glossary still applies beside the file's groups.
    assert run_json(demo_index, "--entity", "仓库", "--aliases", aliases)["resolved"]["table"] == "warehouses"


def test_bad_aliases_file_is_an_error(demo_index, tmp_path):
    assert_one_line_error(run(demo_index, "--entity", "订单", "--aliases", tmp_path / "missing.yml"), "missing.yml")
    broken = tmp_path / "broken.yml"
    broken.write_text("- [a, b\n", encoding="utf-8")
    assert_one_line_error(run(demo_index, "--entity", "订单", "--aliases", broken), "broken.yml")


# ================================================================================ batches
def test_requests_jsonl(demo_index, tmp_path):
    lines = [
        {"entity": "订单"},
        "this is not json",
        {"object": "members", "where": {"mobile": "13800000000"}},
        {"entity": 5},
        "",
        {"fields": ["mobile"]},
        {"entity": "用户", "lang": "zh"},
        {"where": {"id": 1}},
    ]
    path = tmp_path / "requests.jsonl"
    path.write_text("\n".join(line if isinstance(line, str) else json.dumps(line, ensure_ascii=False)
                              for line in lines) + "\n", encoding="utf-8")
    result = run(demo_index, "--requests", path)
    assert result.exit_code == 0
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["status"] for o in out] == ["resolved", "invalid_input", "resolved", "invalid_input",
                                          "missing_predicate", "ambiguous", "insufficient_evidence"]
    assert out[0]["resolved"]["table"] == "orders"
    assert out[2]["predicate"]["values"] == ["13800000000"]
    bad = out[1]
    assert bad["ok"] is False and "line 2" in bad["error"]
    assert out[3]["ok"] is False and "line 4" in out[3]["error"]
    assert CJK.search(out[5]["reason"])
    assert all(o["ok"] for i, o in enumerate(out) if i not in (1, 3))


def test_requests_cannot_be_mixed_with_a_single_request(demo_index, tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_text('{"entity": "订单"}\n', encoding="utf-8")
    assert_one_line_error(run(demo_index, "--requests", path, "--entity", "订单"), "--requests")


def test_requests_file_missing(demo_index, tmp_path):
    assert_one_line_error(run(demo_index, "--requests", tmp_path / "nope.jsonl"), "nope.jsonl")


# ================================================================================ exit status
@pytest.mark.parametrize("args, status", [
    (["--entity", "订单"], "resolved"),
    (["--entity", "用户"], "ambiguous"),
    (["--entity", "xyzzy"], "not_found"),
    (["--object", "orders", "--field", "血型"], "not_found"),
    (["--entity", "id"], "insufficient_evidence"),
    ([], "missing_predicate"),
    (["--field", "mobile"], "missing_predicate"),
    (["--entity", "订单", "--database", "elsewhere"], "not_found"),
])
@pytest.mark.parametrize("as_json", [True, False], ids=["json", "text"])
def test_exit_zero_for_every_resolver_outcome(demo_index, args, status, as_json):
    result = run(demo_index, *args, *(["--json"] if as_json else []))
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""
    if as_json:
        assert json.loads(result.stdout)["status"] == status
    else:
        assert result.stdout.startswith(status + ":")


def test_missing_index_file(tmp_path):
    missing = tmp_path / "nowhere.db"
    assert_one_line_error(run(missing, "--entity", "订单"), "nowhere.db")
    assert not missing.exists()  # asking never creates an index


def test_corrupt_index_files(tmp_path, demo_index):
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"this is not a database at all" * 100)
    assert_one_line_error(run(garbage, "--entity", "订单"), "garbage.db")
    truncated = tmp_path / "truncated.db"
    truncated.write_bytes(open(demo_index, "rb").read()[:4096])
    assert_one_line_error(run(truncated, "--entity", "订单"))
    # A healthy SQLite file that is not an index: the data itself, given by mistake.
    not_an_index = tmp_path / "demo.db"
    shutil.copy(DEMO_DB, not_an_index)
    assert_one_line_error(run(not_an_index, "--entity", "订单"))


@pytest.mark.parametrize("where", ["order_sn", "=X123", " =X"])
def test_bad_where(demo_index, where):
    assert_one_line_error(run(demo_index, "--object", "orders", "--where", where), "--where")


def test_plugin_hooks_survive_import_order():
    """Importing the package before Datasette's plugin manager must not leave the plugin hookless
    (no `dbgraph` command, no routes): library users and test modules import it first."""
    script = ("import datasette_dbgraph.resolver\n"
              "from datasette.cli import cli\n"
              "from datasette.plugins import pm\n"
              "assert 'dbgraph' in cli.commands, 'no dbgraph command'\n"
              "assert pm.hook.register_routes.get_hookimpls(), 'no routes'\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr.strip().splitlines()[-1]
