"""DDL files — MySQL, PostgreSQL and SQLite dialects — read statement by statement into tables.

Each test writes or passes real DDL text; what is checked is what ends up describing a table:
its name, kind, comment, columns (name, comment, primary key) and foreign keys, and what is
reported for statements that could not be read (with the line they start on)."""

from __future__ import annotations

import random

import pytest

# Datasette must load its plugins before the package is imported, or the plugin registers without
# hooks (see test_cli_index.py::test_plugin_works_when_the_package_is_imported_first).
import datasette.plugins  # noqa: F401,E402  isort: skip
from datasette_dbgraph.sources.ddl import guess_dialect, parse_ddl, parse_ddl_file, read_text


def tables(source):
    return {(t.schema, t.name) if t.schema else t.name: t for t in source.tables}


def columns(table):
    return [(c.name, c.comment) for c in table.columns]


def pks(table):
    return {c.name: c.pk for c in table.columns if c.pk}


def edges(source):
    return {(fk.table, tuple(fk.columns), fk.other_table, tuple(fk.other_columns)) for fk in source.foreign_keys}


def skipped_lines(source):
    return [s.line for s in source.skipped]


# -- MySQL -------------------------------------------------------------------------------------
MYSQL = """-- MySQL dump
/*!40101 SET NAMES utf8mb4 */;
DROP TABLE IF EXISTS `oms_order`;
CREATE TABLE `oms_order` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT COMMENT '订单ID',
  `member_id` bigint(20) NOT NULL COMMENT '會員ＩＤ',
  `order_sn` varchar(64) DEFAULT NULL COMMENT 'ｏｒｄｅｒ ｓｎ 订单编号',
  `note` varchar(500) DEFAULT '' COMMENT 'it\\'s a note; it''s long',
  PRIMARY KEY (`id`),
  KEY `idx_member` (`member_id`),
  UNIQUE KEY `uk_sn` (`order_sn`),
  CONSTRAINT `fk_member` FOREIGN KEY (`member_id`) REFERENCES `ums_member` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='订单表';
CREATE TABLE IF NOT EXISTS `ums_member` (
  `id` bigint NOT NULL,
  `phone` varchar(20) COMMENT '手机号',
  PRIMARY KEY (`id`)
) ENGINE = InnoDB CHARACTER SET = utf8 COMMENT = '會員表' ROW_FORMAT = DYNAMIC;
create table sys_user (
  user_id bigint(20) not null auto_increment comment '用户ID',
  dept_id bigint(20) default null comment '部门ID',
  primary key (user_id)
) engine=innodb auto_increment=100 comment = '用户信息表';
CREATE TABLE `oms_order_copy` LIKE `oms_order`;
INSERT INTO `oms_order` VALUES (1, 2, 'X1', 'CREATE TABLE fake (id int);');
"""


@pytest.fixture(scope="module")
def mysql():
    return parse_ddl(MYSQL, database="shop", dialect="mysql")


def test_mysql_tables_and_nothing_else(mysql):
    assert sorted(tables(mysql)) == ["oms_order", "oms_order_copy", "sys_user", "ums_member"]
    assert mysql.skipped == []
    assert all(t.engine == "mysql" and t.kind == "table" and t.database == "shop" for t in mysql.tables)


def test_mysql_table_comments_in_every_spelling(mysql):
    found = tables(mysql)
    assert found["oms_order"].comment == "订单表"  # COMMENT='…'
    assert found["ums_member"].comment == "會員表"  # COMMENT = '…', kept as written
    assert found["sys_user"].comment == "用户信息表"  # lower-case, comment = '…'


def test_mysql_column_comments_and_keys_are_not_columns(mysql):
    order = tables(mysql)["oms_order"]
    assert columns(order) == [
        ("id", "订单ID"),
        ("member_id", "會員ＩＤ"),
        ("order_sn", "ｏｒｄｅｒ ｓｎ 订单编号"),
        ("note", "it's a note; it's long"),
    ]
    assert pks(order) == {"id": 1}
    assert [c.type for c in order.columns][:2] == ["BIGINT(20)", "BIGINT(20)"]
    assert columns(tables(mysql)["sys_user"]) == [("user_id", "用户ID"), ("dept_id", "部门ID")]
    assert pks(tables(mysql)["sys_user"]) == {"user_id": 1}


def test_mysql_foreign_key_constraint(mysql):
    assert edges(mysql) == {("oms_order", ("member_id",), "ums_member", ("id",))}


def test_mysql_create_table_like_copies_columns(mysql):
    copy = tables(mysql)["oms_order_copy"]
    assert columns(copy) == columns(tables(mysql)["oms_order"])
    assert pks(copy) == {"id": 1}


def test_mysql_delimiter_blocks_and_views():
    text = """CREATE TABLE a (id int COMMENT 'x;y') COMMENT='A表';
DELIMITER ;;
CREATE TRIGGER t BEFORE INSERT ON a FOR EACH ROW BEGIN
  SET NEW.id = 1;
END ;;
CREATE PROCEDURE p() BEGIN SELECT 1; SELECT 'CREATE TABLE nope (x int)'; END;;
DELIMITER ;
CREATE TABLE b (id int COMMENT '乙') COMMENT='B表';
CREATE ALGORITHM=UNDEFINED DEFINER=`root`@`localhost` SQL SECURITY DEFINER VIEW `a_view` AS
  select `a`.`id` AS `id`, `a`.`id` * 2 AS `double_id` from `a`;
"""
    source = parse_ddl(text, database="m", dialect="mysql")
    found = tables(source)
    assert sorted(found) == ["a", "a_view", "b"]
    assert source.skipped == []
    assert columns(found["a"]) == [("id", "x;y")]
    assert found["b"].comment == "B表"
    view = found["a_view"]
    assert view.kind == "view" and [c.name for c in view.columns] == ["id", "double_id"]


def test_mysql_delimiter_set_and_never_used_still_ends_tables_at_semicolons():
    # Cacti's install file sets `DELIMITER //` at its top and ends every table with `;`: the mysql client sends the
    # rest as one text, which the server splits at `;`. Before, the whole file was one statement: no table at all.
    text = """SET @m = "";
DELIMITER //
SET SESSION sql_mode = @m;
CREATE TABLE `host` (`id` int NOT NULL, `hostname` varchar(100) COMMENT 'name;or address', PRIMARY KEY (`id`));
CREATE TABLE `poller` (`id` int NOT NULL, `name` varchar(64)) COMMENT='Pollers; remote collectors';
CREATE PROCEDURE p() BEGIN SELECT 1; SELECT 'CREATE TABLE nope (x int)'; END //
CREATE TABLE `graph` (`id` int NOT NULL, `host_id` int)
"""
    source = parse_ddl(text, database="m", dialect="mysql")
    found = tables(source)
    assert sorted(found) == ["graph", "host", "poller"]
    assert columns(found["host"]) == [("id", None), ("hostname", "name;or address")]
    assert found["poller"].comment == "Pollers; remote collectors"


def test_mysqldump_views_in_versioned_comments():
    text = """CREATE TABLE `t` (`id` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB COMMENT='T表';
/*!50001 DROP VIEW IF EXISTS `v`*/;
/*!50001 CREATE VIEW `v` AS SELECT
 1 AS `id`*/;
/*!50001 DROP VIEW IF EXISTS `v`*/;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`root`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `v` AS select `t`.`id` AS `id` from `t` */;
"""
    found = tables(parse_ddl(text, database="m", dialect="mysql"))
    assert "v" in found and found["v"].kind == "view"


def test_mysql_alter_modify_column_comment():
    text = """CREATE TABLE t (a int COMMENT '旧', b int);
ALTER TABLE t MODIFY COLUMN a bigint COMMENT '新';
"""
    assert columns(tables(parse_ddl(text, database="m", dialect="mysql"))["t"]) == [("a", "新"), ("b", None)]


def test_mysql_alter_add_and_drop_column():
    text = """CREATE TABLE t (a int, b int COMMENT 'B');
ALTER TABLE t ADD COLUMN c varchar(10) COMMENT '新列';
ALTER TABLE t DROP COLUMN b;
"""
    assert columns(tables(parse_ddl(text, database="m", dialect="mysql"))["t"]) == [("a", None), ("c", "新列")]


# -- PostgreSQL --------------------------------------------------------------------------------
POSTGRES = r"""\set ON_ERROR_STOP on
SET client_encoding = 'UTF8';
CREATE SCHEMA Person
  CREATE TABLE Person (
    BusinessEntityID INT NOT NULL,
    FirstName varchar(50) NOT NULL, -- a comment that is not a description
    "ModifiedDate" TIMESTAMP
  )
  CREATE TABLE Address (
    AddressID SERIAL NOT NULL,
    AddressLine1 varchar(60),
    City varchar(30),
    CONSTRAINT "CK_Address" CHECK (City <> '')
  );
\copy Person.Person FROM './Person.csv' DELIMITER E'\t' CSV;
CREATE TABLE "Sales"."OrderHeader" (id int PRIMARY KEY, "CustomerID" int);
CREATE TABLE public.orders (id serial PRIMARY KEY, person_id int REFERENCES Person.Person (BusinessEntityID), note text);
COMMENT ON TABLE Person.Person IS 'Human beings involved with AdventureWorks';
COMMENT ON COLUMN Person.Person.FirstName IS 'First name of the person.';
COMMENT ON TABLE "Sales"."OrderHeader" IS 'General sales order information.';
COMMENT ON TABLE orders IS '訂單表';
COMMENT ON COLUMN orders.note IS 'it''s a note';
ALTER TABLE Person.Address DROP COLUMN City;
ALTER TABLE Person.Address ADD PostalCode varchar(15);
ALTER TABLE Person.Address ADD CONSTRAINT "PK_Address_AddressID" PRIMARY KEY (AddressID);
ALTER TABLE Person.Person ADD CONSTRAINT "PK_Person" PRIMARY KEY (BusinessEntityID);
ALTER TABLE ONLY public.orders ADD CONSTRAINT fk_addr FOREIGN KEY (note) REFERENCES Person.Address(AddressID);
CREATE FUNCTION touch() RETURNS trigger AS $$
BEGIN
  -- a ; and a ' inside a body
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE FUNCTION f2() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql;
CREATE VIEW Person.vPerson AS SELECT BusinessEntityID, FirstName AS GivenName FROM Person.Person;
CREATE TABLE after_functions (x int);
"""


@pytest.fixture(scope="module")
def postgres():
    return parse_ddl(POSTGRES, database="aw", dialect="postgres")


def test_postgres_tables_schemas_and_folding(postgres):
    assert sorted(tables(postgres)) == [
        ("Sales", "OrderHeader"),  # quoted: kept
        ("person", "address"),  # unquoted: folded, the schema too
        ("person", "person"),
        ("person", "vperson"),
        ("public", "after_functions"),  # after the $$ bodies
        ("public", "orders"),
    ]
    assert postgres.skipped == []
    assert all(t.engine == "postgres" for t in postgres.tables)


def test_postgres_keeps_camel_case_spelling_for_words(postgres):
    person = tables(postgres)[("person", "person")]
    assert person.spelled == "Person"
    assert [(c.name, c.spelled) for c in person.columns] == [
        ("businessentityid", "BusinessEntityID"),
        ("firstname", "FirstName"),
        ("ModifiedDate", "ModifiedDate"),
    ]
    assert [c.name for c in tables(postgres)[("Sales", "OrderHeader")].columns] == ["id", "CustomerID"]


def test_postgres_comment_on(postgres):
    found = tables(postgres)
    assert found[("person", "person")].comment == "Human beings involved with AdventureWorks"
    assert columns(found[("person", "person")])[1] == ("firstname", "First name of the person.")
    assert found[("Sales", "OrderHeader")].comment == "General sales order information."
    assert found[("public", "orders")].comment == "訂單表"
    assert dict(columns(found[("public", "orders")]))["note"] == "it's a note"


def test_postgres_alter_table_columns_and_constraints(postgres):
    address = tables(postgres)[("person", "address")]
    assert [c.name for c in address.columns] == ["addressid", "addressline1", "postalcode"]
    assert pks(address) == {"addressid": 1}
    assert pks(tables(postgres)[("person", "person")]) == {"businessentityid": 1}
    assert pks(tables(postgres)[("public", "orders")]) == {"id": 1}


def test_postgres_foreign_keys_inline_and_added(postgres):
    found = {(fk.schema, fk.table, tuple(fk.columns), fk.other_schema, fk.other_table, tuple(fk.other_columns))
             for fk in postgres.foreign_keys}
    assert found == {
        ("public", "orders", ("person_id",), "person", "person", ("businessentityid",)),
        ("public", "orders", ("note",), "person", "address", ("addressid",)),
    }


def test_postgres_view(postgres):
    view = tables(postgres)[("person", "vperson")]
    assert view.kind == "view"
    assert [c.name for c in view.columns] == ["businessentityid", "givenname"]


def test_postgres_view_keeps_quoted_column_names():
    text = 'CREATE TABLE t (id int, "Total" numeric);\nCREATE VIEW v AS SELECT id AS "OrderID", "Total" FROM t;\n'
    view = tables(parse_ddl(text, database="p", dialect="postgres"))[("public", "v")]
    assert [c.name for c in view.columns] == ["OrderID", "Total"]


def test_postgres_copy_data_blocks_do_not_swallow_ddl():
    text = (
        "CREATE TABLE a (id int, name text);\n"
        "COPY a (id, name) FROM stdin;\n1\tO'Brien\n2\tSmith\n\\.\n\n"
        "ALTER TABLE ONLY a ADD CONSTRAINT a_pkey PRIMARY KEY (id);\n"
        "CREATE TABLE b (id int);\n"
        "COMMENT ON TABLE b IS 'B table';\n"
    )
    source = parse_ddl(text, database="p", dialect="postgres")
    found = tables(source)
    assert ("public", "b") in found and found[("public", "b")].comment == "B table"
    assert pks(found[("public", "a")]) == {"id": 1}


def test_postgres_comment_before_its_table_still_applies():
    text = "COMMENT ON TABLE s.t IS 'early';\nCREATE TABLE s.t (id int);\n"
    assert tables(parse_ddl(text, database="p", dialect="postgres"))[("s", "t")].comment == "early"


# -- SQLite dialect ----------------------------------------------------------------------------
SQLITE = """CREATE TABLE orders ( -- 订单表
  id INTEGER PRIMARY KEY, -- 订单ID
  member_id INTEGER REFERENCES members(id) /* 会员 */,
  -- 订单编号
  order_sn TEXT,
  total REAL -- 總金額
);
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  mobile TEXT -- 手机号
);
CREATE TABLE items (order_id INTEGER, line INTEGER, sku TEXT, PRIMARY KEY (order_id, line),
  FOREIGN KEY (order_id) REFERENCES orders(id));
CREATE INDEX idx_sn ON orders(order_sn);
CREATE TRIGGER tr AFTER INSERT ON orders BEGIN UPDATE members SET mobile = 'x;y' WHERE id = NEW.member_id; END;
CREATE VIEW big_orders AS SELECT id, total AS amount FROM orders WHERE total > 100;
"""


@pytest.fixture(scope="module")
def sqlite_ddl():
    return parse_ddl(SQLITE, database="s", dialect="sqlite")


def test_sqlite_dialect_comments(sqlite_ddl):
    found = tables(sqlite_ddl)
    assert sorted(found) == ["big_orders", "items", "members", "orders"]
    assert found["orders"].comment == "订单表"
    assert columns(found["orders"]) == [
        ("id", "订单ID"), ("member_id", "会员"), ("order_sn", "订单编号"), ("total", "總金額"),
    ]
    assert columns(found["members"]) == [("id", None), ("mobile", "手机号")]
    assert found["members"].comment is None


def test_sqlite_dialect_keys_and_view(sqlite_ddl):
    found = tables(sqlite_ddl)
    assert pks(found["items"]) == {"order_id": 1, "line": 2}
    assert edges(sqlite_ddl) == {
        ("orders", ("member_id",), "members", ("id",)),
        ("items", ("order_id",), "orders", ("id",)),
    }
    assert found["big_orders"].kind == "view"
    assert [c.name for c in found["big_orders"].columns] == ["id", "amount"]
    assert sqlite_ddl.skipped == []


def test_sqlite_dialect_comments_on_quoted_column_names():
    text = 'CREATE TABLE IF NOT EXISTS "orders" ( -- 订单表\n  "id" INTEGER PRIMARY KEY, -- 订单ID\n  [sn] TEXT -- 编号\n);\n'
    table = tables(parse_ddl(text, database="s", dialect="sqlite"))["orders"]
    assert table.comment == "订单表"
    assert columns(table) == [("id", "订单ID"), ("sn", "编号")]


def test_sqlite_dialect_typeless_columns():
    table = tables(parse_ddl("CREATE TABLE t (a, b INTEGER, c);\n", database="s", dialect="sqlite"))["t"]
    assert [c.name for c in table.columns] == ["a", "b", "c"]


# -- broken input ------------------------------------------------------------------------------
BROKEN = """CREATE TABLE a (
  id int COMMENT 'A的ID'
) COMMENT='A表';

CREATE TABLE broken (
  id int,
  name varchar(10) DEFAULT 'x
) COMMENT='坏表';

CREATE TABLE c (
  id int COMMENT 'C的ID'
) COMMENT='C表';
/* a comment
   over lines */
CREATE TABLE e (id int GARBAGE GARBAGE GARBAGE);
CREATE TABLE f (id int) COMMENT='F表';
"""


def test_unterminated_quote_costs_one_statement():
    source = parse_ddl(BROKEN, database="m", dialect="mysql")
    found = tables(source)
    assert sorted(found) == ["a", "c", "e", "f"]
    assert columns(found["c"]) == [("id", "C的ID")] and found["c"].comment == "C表"
    assert found["f"].comment == "F表"
    assert skipped_lines(source) == [5]
    assert "unterminated quote" in source.skipped[0].reason
    assert source.skipped[0].snippet.startswith("CREATE TABLE broken")
    assert [c.name for c in found["e"].columns] == ["id"]  # read around what it does not understand
    assert [w.line for w in source.warnings] == [15] and "GARBAGE" in source.warnings[0].reason


@pytest.mark.parametrize("dialect", ["mysql", "postgres", "sqlite"])
def test_broken_statements_in_every_dialect(dialect):
    text = (
        "CREATE TABLE a (id int);\n"
        "CREATE TABLE b (\n  id int,\n  name varchar(10) DEFAULT 'x\n);\n"  # line 2, quote never closed
        "CREATE TABLE c (id int);\n"
        "\n"
        "CREATE TABLE (id int);\n"  # line 8, no name
        "CREATE TABLE d (id int);\n"
    )
    source = parse_ddl(text, database="m", dialect=dialect)
    assert sorted(t.name for t in source.tables) == ["a", "c", "d"]
    assert skipped_lines(source) == [2, 8]


def test_unterminated_quote_in_the_last_statement():
    source = parse_ddl("CREATE TABLE a (id int);\n\nCREATE TABLE z (id int DEFAULT 'never closed);\n",
                       database="m", dialect="mysql")
    assert [t.name for t in source.tables] == ["a"]
    assert skipped_lines(source) == [3]


def test_unterminated_comment_inside_a_statement():
    text = "CREATE TABLE a (id int);\nCREATE TABLE b (id int /* open\n);\nCREATE TABLE c (id int);\n"
    source = parse_ddl(text, database="m", dialect="sqlite")
    assert sorted(t.name for t in source.tables) == ["a", "c"]
    assert skipped_lines(source) == [2]


def test_unterminated_comment_between_statements_is_reported():
    text = "CREATE TABLE a (id int);\n/* unterminated comment\nCREATE TABLE z (id int);\n"
    source = parse_ddl(text, database="m", dialect="sqlite")
    assert skipped_lines(source) == [2]


def test_crlf_line_endings_and_delimiter_blocks_keep_line_numbers():
    text = (
        "-- header\r\n"
        "CREATE TABLE `a` (\r\n  `id` int COMMENT 'A的ID'\r\n) COMMENT='A表';\r\n"
        "\r\n"
        "DELIMITER ;;\r\n"
        "CREATE PROCEDURE p() BEGIN SELECT 'x;'; END;;\r\n"
        "DELIMITER ;\r\n"
        "/* multi\r\nline */\r\n"
        "CREATE TABLE e (id int GARBAGE GARBAGE (((;\r\n"  # line 11
        "CREATE TABLE f (id int) COMMENT='F表';\r\n"
    )
    source = parse_ddl(text, database="m", dialect="mysql")
    assert sorted(t.name for t in source.tables) == ["a", "f"]
    assert columns(tables(source)["a"]) == [("id", "A的ID")]
    assert skipped_lines(source) == [11]


def test_bad_element_of_a_create_schema_block_is_reported_with_its_line():
    text = (
        "CREATE SCHEMA s\n"
        "  CREATE TABLE ok1 (id int)\n"
        "  CREATE TABLE bad GARBAGE GARBAGE GARBAGE\n"  # no column list: nothing to recover
        "  CREATE TABLE ok2 (id int);\n"
        "CREATE TABLE after (id int);\n"
    )
    source = parse_ddl(text, database="p", dialect="postgres")
    assert sorted(tables(source)) == [("public", "after"), ("s", "ok1"), ("s", "ok2")]
    assert skipped_lines(source) == [3]


# -- encodings and junk ------------------------------------------------------------------------
CHINESE = "CREATE TABLE `orders` (\n  `id` int COMMENT '订单ID'\n) COMMENT='订单表';\n"


def test_gb18030_file(tmp_path):
    path = tmp_path / "gb.sql"
    path.write_bytes(CHINESE.encode("gb18030"))
    source = parse_ddl_file(path, dialect="mysql")
    assert source.database == "gb"
    assert tables(source)["orders"].comment == "订单表"
    assert columns(tables(source)["orders"]) == [("id", "订单ID")]
    assert source.skipped == []


def test_utf8_bom_file(tmp_path):
    path = tmp_path / "bom.sql"
    path.write_bytes(b"\xef\xbb\xbf" + CHINESE.encode("utf-8"))
    source = parse_ddl_file(path, dialect="mysql")
    assert tables(source)["orders"].comment == "订单表" and source.skipped == []


def test_nul_bytes_are_dropped_and_reported(tmp_path):
    path = tmp_path / "nul.sql"
    path.write_bytes(CHINESE.encode().replace(b"orders", b"ord\x00ers") + b"\x00\x00")
    source = parse_ddl_file(path, dialect="mysql")
    assert tables(source)["orders"].comment == "订单表"
    assert len(source.skipped) == 1 and "NUL" in source.skipped[0].reason


def test_invalid_utf8_is_replaced_and_reported(tmp_path):
    path = tmp_path / "bad.sql"
    path.write_bytes(b"CREATE TABLE a (id int COMMENT '\xff\xfe\xfa');\n"
                     + "CREATE TABLE b (id int COMMENT '订单') COMMENT='订单表';\n".encode())
    source = parse_ddl_file(path, dialect="mysql")
    assert sorted(tables(source)) == ["a", "b"]
    assert tables(source)["b"].comment == "订单表"  # the rest of the file is read as UTF-8
    assert [s.line for s in source.skipped] == [0]
    assert "not valid UTF-8" in source.skipped[0].reason


def test_binary_junk_does_not_break_the_statements_around_it(tmp_path):
    path = tmp_path / "junk.sql"
    path.write_bytes(b"CREATE TABLE a (id int);\n" + bytes(range(256)) * 4 + b"\n;\nCREATE TABLE b (id int);\n")
    source = parse_ddl_file(path, dialect="sqlite")
    assert sorted(tables(source)) == ["a", "b"]
    assert source.skipped and source.skipped[0].line == 0


def test_random_bytes_file_yields_no_tables_and_no_crash(tmp_path):
    path = tmp_path / "random.sql"
    path.write_bytes(random.Random(20).randbytes(20_000))
    for dialect in ("mysql", "postgres", "sqlite"):
        source = parse_ddl_file(path, dialect=dialect)
        assert source.tables == []


def test_empty_file(tmp_path):
    path = tmp_path / "empty.sql"
    path.write_bytes(b"")
    source = parse_ddl_file(path, dialect="sqlite")
    assert source.tables == [] and source.skipped == [] and source.statements == 0
    assert read_text(path) == ("", None)


def test_unknown_dialect_is_refused():
    with pytest.raises(ValueError):
        parse_ddl("CREATE TABLE a (id int);", database="x", dialect="oracle")


@pytest.mark.parametrize(
    "text, dialect",
    [
        (MYSQL, "mysql"),
        (POSTGRES, "postgres"),
        (SQLITE, "sqlite"),
    ],
)
def test_guess_dialect(text, dialect):
    assert guess_dialect(text) == dialect


def test_text_that_is_not_sql_is_reported_and_the_rest_is_read():
    text = "CREATE TABLE a (id int);\n\u00ff\u00fe garbage line;\nCREATE TABLE b (id int);\nINSERT INTO a VALUES (1);\n"
    source = parse_ddl(text, database="d", dialect="mysql")
    assert sorted(t.name for t in source.tables) == ["a", "b"]
    assert [(s.line, s.reason) for s in source.skipped] == [(2, "not an SQL statement")]
