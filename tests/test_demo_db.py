"""The demo database: deterministic, committed up to date, and sound (plain sqlite3, no mocks)."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "build_demo.py"
COMMITTED = ROOT / "demo.db"


def build(path: Path) -> Path:
    subprocess.run([sys.executable, str(SCRIPT), "--output", str(path)], check=True,
                   capture_output=True, text=True)
    return path


def connect(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def dump(path: Path) -> list[str]:
    conn = connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def first_difference(a: list[str], b: list[str]) -> str:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"line {i}:\n  {x[:200]}\n  {y[:200]}"
    return f"lengths differ: {len(a)} vs {len(b)}"


@pytest.fixture(scope="module")
def fresh(tmp_path_factory) -> Path:
    return build(tmp_path_factory.mktemp("demo") / "demo.db")


@pytest.fixture(scope="module")
def db(fresh):
    conn = connect(fresh)
    yield conn
    conn.close()


def tables(conn: sqlite3.Connection) -> list[str]:
    return [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]


def test_build_is_deterministic(fresh, tmp_path):
    first, second = dump(fresh), dump(build(tmp_path / "again.db"))
    assert first == second, first_difference(first, second)


def test_build_replaces_an_existing_file(tmp_path):
    target = tmp_path / "demo.db"
    target.write_bytes(b"not a database")
    build(target)
    conn = connect(target)
    try:
        assert len(tables(conn)) >= 25
    finally:
        conn.close()
    assert [p.name for p in tmp_path.iterdir()] == ["demo.db"]  # no temp file left behind


def test_committed_demo_db_is_a_fresh_build(fresh):
    assert COMMITTED.exists(), "demo.db is missing: run python scripts/build_demo.py"
    committed, rebuilt = dump(COMMITTED), dump(fresh)
    assert committed == rebuilt, (
        "demo.db is stale, run python scripts/build_demo.py and commit it\n"
        + first_difference(committed, rebuilt))


def test_table_count(db):
    assert 25 <= len(tables(db)) <= 40


def test_every_table_has_rows(db):
    empty = [t for t in tables(db) if db.execute(f'SELECT COUNT(*) FROM "{t}"').fetchone()[0] == 0]
    assert empty == []


def test_foreign_keys_hold(db):
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []


def test_known_rows_and_comments(db):
    assert db.execute("SELECT nickname, mobile FROM members WHERE id = 1").fetchone() == ("张三", "13800138000")
    sql = dict(db.execute("SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'view')"))
    assert sql["members"].startswith("CREATE TABLE members ( -- 会员用户表（商城前台注册的用户）\n")
    assert "CREATE TABLE admin_users ( -- 后台管理用户表\n" in sql["admin_users"]
    assert "-- 优惠券表 <满减 & 折扣>" in sql["coupons"]
    assert "/* 通知公告表 */" in sql["notices"]
    assert "--" not in sql["shipments"] and "/*" not in sql["shipments"]


def test_every_code_of_every_coded_column_has_rows(fresh, db):
    """A condition in words on a coded column (`订单状态=已发货`) always has rows to show."""
    from datasette_dbgraph.sources.legends import parse_legend
    from datasette_dbgraph.sources.sqlite_source import read_sqlite_file

    missing, coded = [], 0
    for table in read_sqlite_file(fresh).tables:
        for column in table.columns:
            legend = parse_legend(column.comment)
            if legend is None or table.kind != "table":
                continue
            coded += 1
            for code, label in legend.entries:
                sql = f'SELECT COUNT(*) FROM "{table.name}" WHERE "{column.name}" = ?'
                if db.execute(sql, [code]).fetchone()[0] == 0:
                    missing.append(f"{table.name}.{column.name} = {code} ({label})")
    assert coded >= 30 and missing == []
