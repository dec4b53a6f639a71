"""`datasette dbgraph index SOURCE... -o INDEX.db` as a user runs it (docs/cli.md)."""

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


def test_broken_ddl_file_is_refused_then_indexed_with_allow_partial(tmp_path):
    ddl = tmp_path / "broken.sql"
    ddl.write_text(BROKEN, encoding="utf-8")
    out = tmp_path / "index.db"
    refused = run(ddl, "-o", out)
    assert refused.exit_code == 1 and refused.stdout == ""
    assert "1 of 5 CREATE TABLE statements could not be read" in refused.stderr
    assert "line 2: unterminated quote" in refused.stderr and "--allow-partial" in refused.stderr
    assert not out.exists()

    result = run(ddl, "-o", out, "--allow-partial")
    assert result.exit_code == 0, result.output
    assert summary_counts(result.stdout) == (4, 1)
    assert "1 read with warnings" in result.stdout
    reported = result.stderr.strip().splitlines()
    assert reported[0].startswith("skipped: ") and "line 2" in reported[0] and "unterminated quote" in reported[0]
    # `e` has a name and a column list: read without the words the reader does not know, with a warning.
    assert reported[1].startswith("warning: ") and "line 8" in reported[1] and "GARBAGE" in reported[1]
    assert reported[2].startswith("accepted with --allow-partial: ")
    assert all("broken.sql" in line for line in reported)
    assert sorted(name for _, _, name in objects(out)) == ["a", "c", "e", "f"]


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
    assert len(lines) == 1 and "shop" in lines[0] and "--name" in lines[0]
    assert not out.exists()
    named = run(tmp_path / "one" / "shop.sql", tmp_path / "two" / "shop.sql", "--name", f"{tmp_path / 'two' / 'shop.sql'}=aw",
                "-o", out)
    assert named.exit_code == 0, named.output
    assert {db for db, _, _ in objects(out)} == {"shop", "aw"}


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


def index_text(tmp_path, filename, text, *args):
    """Write `text` to a DDL file, index it into index.db with `args`: (result, ddl path, index path)."""
    ddl = tmp_path / filename
    ddl.write_text(text, encoding="utf-8")
    out = tmp_path / "index.db"
    return run(ddl, "-o", out, *args), ddl, out


# -- never an empty index in silence ---------------------------------------------------------------
# A real PostgreSQL dump: every table ends in `) WITHOUT OIDS`, which sqlglot 30.x rejects (a newer
# parser may read it); and the same dump with a tail no parser accepts, for the warnings themselves.
WITHOUT_OIDS = """CREATE TABLE js_sys_log (
\tid varchar(64) NOT NULL,
\tlog_title varchar(500) NOT NULL,
\tPRIMARY KEY (id)
) WITHOUT OIDS;
CREATE TABLE js_sys_user (id varchar(64) NOT NULL, login_code varchar(100), PRIMARY KEY (id)) WITHOUT OIDS;
COMMENT ON TABLE js_sys_log IS '操作日志表';
COMMENT ON COLUMN js_sys_log.log_title IS '日志标题';
"""
NOT_SQL = "~~ NOT SQL ~~"


@pytest.mark.parametrize("tail", ["WITHOUT OIDS", NOT_SQL])
def test_every_table_of_a_dump_with_clauses_the_parser_rejects_is_read(tmp_path, tail):
    result, _, out = index_text(tmp_path, "core.sql", WITHOUT_OIDS.replace("WITHOUT OIDS", tail), "--dialect", "postgres")
    assert result.exit_code == 0, result.output
    assert summary_counts(result.stdout) == (2, 0)
    warnings = result.stderr.strip().splitlines()
    if tail == NOT_SQL:
        assert "2 read with warnings" in result.stdout
        assert [line.split(": ")[0] for line in warnings] == ["warning", "warning"]
        assert "line 1: table js_sys_log" in warnings[0] and NOT_SQL in warnings[0]
        assert "line 6: table js_sys_user" in warnings[1]
    else:
        assert all(line.startswith("warning: ") and tail in line for line in warnings)
    assert objects(out)[("core", "public", "js_sys_log")] == ("操作日志表", "postgres")
    conn = sqlite3.connect(out)
    assert conn.execute("select comment from columns where name = 'log_title'").fetchone() == ("日志标题",)
    conn.close()


@pytest.mark.parametrize("text,dialect,expected", [
    ("", "mysql", "no table found in it (0 statement(s))"),
    ("INSERT INTO t VALUES (1);\nSELECT 1;\n", "sqlite", "no table found in it (2 statement(s)); is it a schema dump in the sqlite dialect?"),
    ("CREATE TABLE a (id int GARBAGE (((;\nCREATE TABLE b (((;\n", "postgres",
     "none of its 2 CREATE TABLE statement(s) could be read; the first, line 1: could not read this CREATE TABLE "
     "statement, not even its name and columns (the reader stopped at “GARBAGE (((”)"),
])
def test_a_source_that_yields_no_table_fails_and_writes_nothing(tmp_path, text, dialect, expected):
    ddl = tmp_path / "schema.sql"
    ddl.write_text(text, encoding="utf-8")
    out = tmp_path / "index.db"
    result = run(ddl, "--dialect", dialect, "-o", out)
    assert result.exit_code == 1
    assert f"Error: {ddl}: {expected}" in result.stderr
    assert result.stderr.splitlines()[-1].endswith("Nothing was written: fix the source, name its --dialect, or pass "
                                                   "--allow-partial to index what could be read")
    assert sum(line.startswith("Error: ") for line in result.stderr.splitlines()) == 1
    assert result.stdout == "" and not out.exists()
    accepted = run(ddl, "--dialect", dialect, "-o", out, "--allow-partial")
    assert accepted.exit_code == 0, accepted.output
    assert f"accepted with --allow-partial: {ddl}: {expected}" in accepted.stderr
    assert summary_counts(accepted.stdout)[0] == 0 and out.exists()


def test_an_empty_sqlite_database_fails_too(sqlite_factory, tmp_path):
    empty = sqlite_factory("empty.db", "CREATE TABLE x (a); DROP TABLE x;")
    result = run(empty, "-o", tmp_path / "index.db")
    assert result.exit_code == 1 and "no table found in it" in result.stderr
    assert not (tmp_path / "index.db").exists()


def test_one_lost_table_in_twenty_is_accepted_more_is_refused(tmp_path):
    good = "".join(f"CREATE TABLE t{i} (id int);\n" for i in range(19))
    one = tmp_path / "one.sql"
    one.write_text(good + "CREATE TABLE lost (((;\n", encoding="utf-8")
    result = run(one, "--dialect", "sqlite", "-o", tmp_path / "one.db")
    assert result.exit_code == 0, result.output  # 1 of 20 = 5%: reported, not refused
    assert summary_counts(result.stdout) == (19, 1) and "skipped: " in result.stderr
    two = tmp_path / "two.sql"
    two.write_text(good + "CREATE TABLE lost (((;\nCREATE TABLE lost_too (((;\n", encoding="utf-8")
    result = run(two, "--dialect", "sqlite", "-o", tmp_path / "two.db")
    assert result.exit_code == 1
    assert "2 of 21 CREATE TABLE statements could not be read (more than 5%); the first, line 20" in result.stderr
    assert not (tmp_path / "two.db").exists()


# -- the database of a DDL source ------------------------------------------------------------------
SHOP_DUMP = """CREATE DATABASE /*!32312 IF NOT EXISTS*/ `shop` /*!40100 DEFAULT CHARACTER SET utf8mb4 */;
USE `shop`;
CREATE TABLE `customers` (`id` int NOT NULL, `mobile` varchar(20) COMMENT '手机号', PRIMARY KEY (`id`)) COMMENT='客户表';
CREATE TABLE `orders` (
  `id` int NOT NULL,
  `customer_id` int NOT NULL COMMENT '客户ID',
  `weight` float unsigned NOT NULL COMMENT '重量',
  PRIMARY KEY (`id`),
  CONSTRAINT `fk_customer` FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`)
) ENGINE=InnoDB COMMENT='订单表'
/*!50100 PARTITION BY HASH (`id`) PARTITIONS 4 */;
"""


def resolve_json(index, *args):
    result = CliRunner().invoke(cli, ["dbgraph", "resolve", str(index), "--json", *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_the_database_is_the_one_the_dump_names(tmp_path):
    result, _, out = index_text(tmp_path, "schema.sql", SHOP_DUMP)
    assert result.exit_code == 0, result.output
    assert set(objects(out)) == {("shop", None, "customers"), ("shop", None, "orders")}
    assert "line 4: table orders" in result.stderr and "PARTITION BY HASH" in result.stderr
    answer = resolve_json(out, "--object", "shop.orders")
    assert answer["status"] == "resolved"
    assert (answer["resolved"]["database"], answer["resolved"]["table"]) == ("shop", "orders")
    assert answer["resolved"]["comment"] == "订单表"
    answer = resolve_json(out, "--object", "orders", "--database", "shop")
    assert answer["status"] == "resolved" and answer["resolved"]["database"] == "shop"
    assert resolve_json(out, "--object", "schema.orders")["status"] != "resolved"  # the file's stem is not its name


def test_name_option_names_the_database(tmp_path):
    result, _, out = index_text(tmp_path, "schema.sql", SHOP_DUMP, "--name", "schema=store")
    assert result.exit_code == 0, result.output
    assert {db for db, _, _ in objects(out)} == {"store"}
    answer = resolve_json(out, "--object", "store.orders")
    assert answer["status"] == "resolved" and answer["resolved"]["database"] == "store"
    conn = sqlite3.connect(out)
    edges = conn.execute("select count(*) from foreign_keys").fetchone()[0]
    conn.close()
    assert edges == 1  # the foreign key survived the partition clause


def test_without_a_use_statement_the_stem_names_the_database(tmp_path):
    ddl = tmp_path / "admin.sql"
    ddl.write_text(MYSQL, encoding="utf-8")
    out = tmp_path / "index.db"
    assert run(ddl, "-o", out).exit_code == 0
    assert resolve_json(out, "--object", "admin.sys_user")["status"] == "resolved"


@pytest.mark.parametrize("text,names,warned", [
    # One database in the qualifiers names the source; several are read into one, with a warning.
    ("CREATE TABLE shop.orders (id int) ENGINE=InnoDB;\nCREATE TABLE `shop`.`items` (id int) ENGINE=InnoDB;\n",
     {("shop", None, "orders"), ("shop", None, "items")}, ""),
    ("CREATE TABLE shop.orders (id int) ENGINE=InnoDB;\nCREATE TABLE crm.contacts (id int) ENGINE=InnoDB;\n",
     {("dump", None, "orders"), ("dump", None, "contacts")}, "several databases (crm, shop)"),
])
def test_mysql_qualified_table_names(tmp_path, text, names, warned):
    result, _, out = index_text(tmp_path, "dump.sql", text)
    assert result.exit_code == 0, result.output
    assert set(objects(out)) == names
    assert (warned in result.stderr) if warned else result.stderr == ""
    database = next(iter(names))[0]
    assert resolve_json(out, "--object", f"{database}.orders")["status"] == "resolved"


@pytest.mark.parametrize("option,message", [
    ("schema", "write SOURCE=NAME"),
    ("=shop", "write SOURCE=NAME"),
    ("nothing.sql=shop", "none of the sources"),
])
def test_bad_name_option_is_a_usage_error(tmp_path, option, message):
    result, _, _ = index_text(tmp_path, "schema.sql", SHOP_DUMP, "--name", option)
    assert result.exit_code == 2 and message in result.stderr
    assert not (tmp_path / "index.db").exists()
