"""`datasette dbgraph index SOURCE... -o INDEX.db` as a user runs it (CONTRACT §7)."""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys

import pytest
import yaml
from click.testing import CliRunner
from datasette.cli import cli

SHOP = """
CREATE TABLE orders ( -- 订单表
  id INTEGER PRIMARY KEY,
  member_id INTEGER REFERENCES members(id), -- 会员ID
  status TEXT -- 状态
);
CREATE TABLE members (id INTEGER PRIMARY KEY, mobile TEXT);
"""

MYSQL = """CREATE TABLE `sys_user` (
  `user_id` bigint NOT NULL COMMENT '用户ID',
  PRIMARY KEY (`user_id`)
) ENGINE=InnoDB COMMENT='用户信息表';
"""

POSTGRES = """CREATE TABLE sales.Customer (CustomerID int PRIMARY KEY);
COMMENT ON TABLE sales.Customer IS 'Current customer information.';
"""

BROKEN = """CREATE TABLE a (id int) COMMENT='A表';
CREATE TABLE b (
  id int,
  name varchar(10) DEFAULT 'x
);
CREATE TABLE c (id int) COMMENT='C表';

CREATE TABLE e (id int GARBAGE GARBAGE GARBAGE);
CREATE TABLE f (id int) COMMENT='F表';
"""


def run(*args):
    return CliRunner().invoke(cli, ["dbgraph", "index", *map(str, args)])


def objects(index):
    conn = sqlite3.connect(index)
    try:
        return {(database, schema, name): (comment, engine) for database, schema, name, comment, engine in
                conn.execute("select database, schema, name, comment, engine from objects")}
    finally:
        conn.close()


def summary_counts(line):
    """(objects, skipped) from the one-line summary."""
    found = re.search(r"(\d+) objects.*?(\d+) statement\(s\) skipped", line)
    assert found, line
    return int(found.group(1)), int(found.group(2))


@pytest.fixture
def shop(sqlite_factory):
    return sqlite_factory("shop.db", SHOP)


def test_index_a_sqlite_file(shop, tmp_path):
    out = tmp_path / "index.db"
    result = run(shop, "-o", out)
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(str(out))
    assert summary_counts(lines[0]) == (2, 0)
    assert "1 foreign keys" in lines[0]
    found = objects(out)
    assert found[("shop", None, "orders")] == ("订单表", "sqlite")
    assert ("shop", None, "members") in found


def test_index_several_sql_files_at_once(tmp_path):
    (tmp_path / "admin.sql").write_text(MYSQL, encoding="utf-8")
    (tmp_path / "aw.sql").write_text(POSTGRES, encoding="utf-8")
    out = tmp_path / "index.db"
    result = run(tmp_path / "admin.sql", tmp_path / "aw.sql", "-o", out)
    assert result.exit_code == 0, result.output
    assert summary_counts(result.stdout) == (2, 0)
    assert "2 source(s)" in result.stdout
    assert objects(out) == {
        ("admin", None, "sys_user"): ("用户信息表", "mysql"),  # dialect guessed from backticks/COMMENT
        ("aw", "sales", "customer"): ("Current customer information.", "postgres"),  # from COMMENT ON
    }


def test_sqlite_file_and_ddl_file_together(shop, tmp_path):
    (tmp_path / "admin.sql").write_text(MYSQL, encoding="utf-8")
    out = tmp_path / "index.db"
    result = run(shop, tmp_path / "admin.sql", "-o", out)
    assert result.exit_code == 0, result.output
    assert {db for db, _, _ in objects(out)} == {"shop", "admin"}


@pytest.mark.parametrize("fmt", ["json", "yaml", "yml"])
def test_metadata_descriptions(shop, tmp_path, fmt):
    metadata = {"databases": {"shop": {"tables": {
        "members": {"description": "会员表", "columns": {"mobile": "手机号"}},
        "orders": {"description": "All orders"},
    }}}}
    path = tmp_path / f"metadata.{fmt}"
    path.write_text(json.dumps(metadata, ensure_ascii=False) if fmt == "json"
                    else yaml.safe_dump(metadata, allow_unicode=True), encoding="utf-8")
    out = tmp_path / "index.db"
    result = run(shop, "-o", out, "--metadata", path)
    assert result.exit_code == 0, result.output
    found = objects(out)
    assert found[("shop", None, "members")][0] == "会员表"
    assert found[("shop", None, "orders")][0] == "All orders"  # wins over `-- 订单表`
    conn = sqlite3.connect(out)
    assert conn.execute("select comment from columns where name = 'mobile'").fetchone() == ("手机号",)
    conn.close()


def test_missing_metadata_file(shop, tmp_path):
    result = run(shop, "-o", tmp_path / "index.db", "--metadata", tmp_path / "nope.yaml")
    assert result.exit_code != 0
    assert len(result.stderr.strip().splitlines()) == 1 and "nope.yaml" in result.stderr
    assert not (tmp_path / "index.db").exists()


def test_dialect_option_decides_how_names_are_read(tmp_path):
    ddl = tmp_path / "plain.sql"
    ddl.write_text("CREATE TABLE Person (BusinessEntityID int);\n", encoding="utf-8")
    guessed = tmp_path / "guessed.db"
    assert run(ddl, "-o", guessed).exit_code == 0
    assert objects(guessed) == {("plain", None, "Person"): (None, "sqlite")}  # nothing says otherwise
    forced = tmp_path / "forced.db"
    result = run(ddl, "-o", forced, "--dialect", "postgres")
    assert result.exit_code == 0, result.output
    assert objects(forced) == {("plain", "public", "person"): (None, "postgres")}  # PostgreSQL folds


def test_unknown_dialect_is_a_usage_error(shop, tmp_path):
    result = run(shop, "-o", tmp_path / "index.db", "--dialect", "oracle")
    assert result.exit_code != 0
    assert not (tmp_path / "index.db").exists()


def test_broken_ddl_file_is_indexed_and_reported(tmp_path):
    ddl = tmp_path / "broken.sql"
    ddl.write_text(BROKEN, encoding="utf-8")
    out = tmp_path / "index.db"
    result = run(ddl, "-o", out)
    assert result.exit_code == 0, result.output
    assert summary_counts(result.stdout) == (3, 2)
    reported = result.stderr.strip().splitlines()
    assert len(reported) == 2
    assert "line 2" in reported[0] and "unterminated quote" in reported[0]
    assert "line 8" in reported[1] and "CREATE TABLE e" in reported[1]
    assert all("broken.sql" in line for line in reported)
    assert sorted(name for _, _, name in objects(out)) == ["a", "c", "f"]


def test_missing_source_file(shop, tmp_path):
    out = tmp_path / "index.db"
    result = run(shop, tmp_path / "nope.sql", "-o", out)
    assert result.exit_code != 0
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "nope.sql" in lines[0]
    assert not out.exists()


def test_two_sources_with_the_same_stem(tmp_path):
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    (tmp_path / "one" / "shop.sql").write_text(MYSQL, encoding="utf-8")
    (tmp_path / "two" / "shop.sql").write_text(POSTGRES, encoding="utf-8")
    out = tmp_path / "index.db"
    result = run(tmp_path / "one" / "shop.sql", tmp_path / "two" / "shop.sql", "-o", out)
    assert result.exit_code != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "shop" in lines[0]
    assert not out.exists()


def test_output_replaces_an_existing_index(shop, tmp_path):
    out = tmp_path / "index.db"
    (tmp_path / "admin.sql").write_text(MYSQL, encoding="utf-8")
    assert run(shop, "-o", out).exit_code == 0
    assert {db for db, _, _ in objects(out)} == {"shop"}
    result = run(tmp_path / "admin.sql", "-o", out)
    assert result.exit_code == 0, result.output
    assert set(objects(out)) == {("admin", None, "sys_user")}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["admin.sql", "index.db", "shop.db"]


def test_missing_output_option(shop):
    result = run(shop)
    assert result.exit_code != 0
    assert "-o" in result.output or "--output" in result.output


def test_corrupt_sqlite_file_is_an_error(tmp_path):
    bad = tmp_path / "shop.db"
    bad.write_bytes(b"SQLite format 3\x00" + b"\xff" * 200)
    out = tmp_path / "index.db"
    result = run(bad, "-o", out)
    assert result.exit_code != 0
    assert len(result.stderr.strip().splitlines()) == 1 and "shop.db" in result.stderr
    assert not out.exists()


def test_a_db_file_that_is_not_sqlite_is_an_error(tmp_path):
    bad = tmp_path / "shop.db"  # e.g. an HTML error page saved under the database's name
    bad.write_text("<html><body>502 Bad Gateway</body></html>\n", encoding="utf-8")
    out = tmp_path / "index.db"
    result = run(bad, "-o", out)
    assert result.exit_code != 0
    assert not out.exists()


def test_plugin_works_when_the_package_is_imported_first():
    # A script (or a test module) that imports the package first must still get `datasette dbgraph`.
    code = "import datasette_dbgraph\nfrom datasette.cli import cli\nraise SystemExit(0 if 'dbgraph' in cli.commands else 1)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
