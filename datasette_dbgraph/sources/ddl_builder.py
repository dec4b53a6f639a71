"""Turn parsed statements of one DDL source into tables, columns, keys and comments.

`ddl.py` splits and parses the statements; this module knows what each kind of statement means
for the index: CREATE TABLE / VIEW, ALTER TABLE, COMMENT ON, and how names fold per engine.
"""

from __future__ import annotations

from sqlglot import exp

from .model import Column, ForeignKey, Skipped, SourceSchema, Table
from .sql_comments import apply_sql_comments


class TableBuilder:
    """Collects tables from parsed statements of one DDL source."""

    def __init__(self, source: SourceSchema, dialect: str, fallback: str | None = None):
        self.source = source
        self.fallback = fallback  # the database's name when the text names none; None: the name is given
        self.dialect = dialect
        self.engine = source.engine
        self.tables: dict[tuple[str | None, str], Table] = {}
        self.pending_comments: list[tuple[int, str, str | None, str, str | None, str]] = []
        self.foreign_keys: list[ForeignKey] = []
        self.named: list[str] = []  # databases named by `USE x` / `CREATE DATABASE x`, in order
        self.qualifiers: set[str] = set()  # MySQL `CREATE TABLE shop.orders`: the databases it names

    # -- names -------------------------------------------------------------------------------
    def ident(self, node: exp.Expression | None) -> tuple[str | None, str | None]:
        """(stored name, spelling) of an identifier, folding unquoted names the way the engine does."""
        if node is None:
            return None, None
        if isinstance(node, exp.Identifier):
            spelled = node.this
            quoted = node.quoted
        else:
            spelled = node.name
            quoted = bool(node.args.get("quoted"))
        if self.engine == "postgres" and not quoted:
            return spelled.lower(), spelled
        return spelled, spelled

    def table_key(self, table: exp.Table, default_schema: str | None) -> tuple[str | None, str, str]:
        name, spelled = self.ident(table.this)
        schema = None
        if self.engine == "postgres":
            schema, _ = self.ident(table.args.get("db"))
            schema = schema or default_schema or "public"
        return schema, name, spelled

    def lookup(self, schema: str | None, name: str) -> Table | None:
        table = self.tables.get((schema, name))
        if table is None and self.engine != "postgres":
            folded = name.casefold()
            for (s, n), candidate in self.tables.items():
                if n.casefold() == folded:
                    return candidate
        return table

    # -- statements --------------------------------------------------------------------------
    def create_table(self, node: exp.Create, default_schema: str | None, raw: str, items: list | None = None) -> None:
        """A table from its parsed statement; `items` replaces the column list when the statement
        was recovered item by item (`ddl_recovery`)."""
        target = node.this
        schema_node = target if isinstance(target, exp.Schema) else None
        table_node = schema_node.this if schema_node else target
        if not isinstance(table_node, exp.Table):
            raise ValueError("CREATE TABLE without a table name")
        schema, name, spelled = self.table_key(table_node, default_schema)
        if self.engine == "mysql" and table_node.args.get("db") is not None:
            self.qualifiers.add(self.ident(table_node.args["db"])[0])
        table = Table(
            database=self.source.database, schema=schema, name=name, spelled=spelled, engine=self.engine
        )
        pk_names: list[str] = []
        for item in items if items is not None else schema_node.expressions if schema_node else []:
            if isinstance(item, Column):  # read by the narrow reader
                table.columns.append(item)
                if item.pk:
                    pk_names.append(item.name)
            elif isinstance(item, exp.ColumnDef):
                table.columns.append(self.column(item, table, pk_names))
            elif isinstance(item, (exp.Identifier, exp.Column)):
                # SQLite allows a column with no type at all: `CREATE TABLE t (a, b INTEGER)`.
                name, spelled = self.ident(item if isinstance(item, exp.Identifier) else item.this)
                table.columns.append(Column(name=name, spelled=spelled))
            else:
                self.constraint(item, table, pk_names)
        # Table properties live on the Create node; reading them there avoids walking the whole tree.
        properties = node.args.get("properties")
        for prop in properties.expressions if properties is not None else []:
            if isinstance(prop, exp.SchemaCommentProperty):
                table.comment = _literal(prop.this)
            elif isinstance(prop, exp.LikeProperty) and not table.columns and isinstance(prop.this, exp.Table):
                table.columns = self.columns_of([prop.this], default_schema)
            elif isinstance(prop, exp.InheritsProperty):
                # A child table has its parents' columns first, then its own (PostgreSQL).
                own = {c.name for c in table.columns}
                inherited = [c for c in self.columns_of(prop.expressions, default_schema) if c.name not in own]
                table.columns = inherited + table.columns
            elif isinstance(prop, exp.PartitionedOfProperty) and isinstance(prop.this, exp.Table):
                own = {c.name for c in table.columns}
                table.columns = [c for c in self.columns_of([prop.this], default_schema) if c.name not in own] + table.columns
        self.mark_pk(table, pk_names)
        if self.engine == "sqlite":
            apply_sql_comments(table, raw, self.dialect)
        self.tables[(schema, name)] = table

    def columns_of(self, parents: list, default_schema: str | None) -> list[Column]:
        """Copies of the columns of tables read before (LIKE, INHERITS, PARTITION OF)."""
        columns: list[Column] = []
        for parent in parents:
            source = self.lookup(*self.table_key(parent, default_schema)[:2]) if isinstance(parent, exp.Table) else None
            columns.extend(Column(**vars(c)) for c in (source.columns if source else []))
        return columns

    def column(self, item: exp.ColumnDef, table: Table, pk_names: list[str]) -> Column:
        name, spelled = self.ident(item.this)
        kind = item.args.get("kind")
        column = Column(name=name, spelled=spelled, type=_type_text(kind))
        for constraint in item.args.get("constraints") or []:
            ckind = constraint.args.get("kind")
            if isinstance(ckind, exp.CommentColumnConstraint):
                column.comment = _literal(ckind.this)
            elif isinstance(ckind, exp.PrimaryKeyColumnConstraint):
                pk_names.append(name)
            elif isinstance(ckind, exp.NotNullColumnConstraint) and not ckind.args.get("allow_null"):
                column.notnull = True
            elif isinstance(ckind, exp.Reference):
                self.reference(table, [name], ckind)
        return column

    def constraint(self, item: exp.Expression, table: Table, pk_names: list[str]) -> None:
        for node in [item, *item.expressions] if isinstance(item, exp.Constraint) else [item]:
            if isinstance(node, exp.PrimaryKey):
                pk_names.extend(self.ident(e if isinstance(e, exp.Identifier) else e.this)[0] for e in node.expressions)
            elif isinstance(node, exp.ForeignKey):
                columns = [self.ident(e)[0] for e in node.expressions]
                ref = node.args.get("reference")
                if ref is not None:
                    self.reference(table, columns, ref)

    def reference(self, table: Table, columns: list[str], ref: exp.Reference) -> None:
        target = ref.this
        other_columns: list[str] = []
        if isinstance(target, exp.Schema):
            other_columns = [self.ident(e)[0] for e in target.expressions]
            target = target.this
        if not isinstance(target, exp.Table):
            return
        other_schema, other_name, _ = self.table_key(target, table.schema)
        self.foreign_keys.append(
            ForeignKey(
                database=table.database, schema=table.schema, table=table.name, columns=columns,
                other_schema=other_schema, other_table=other_name, other_columns=other_columns,
            )
        )

    @staticmethod
    def mark_pk(table: Table, pk_names: list[str]) -> None:
        for position, pk_name in enumerate(pk_names, start=1):
            column = table.column(pk_name) if pk_name else None
            if column is not None:
                column.pk = position

    def create_view(self, node: exp.Create, default_schema: str | None) -> None:
        target = node.this
        table_node = target.this if isinstance(target, exp.Schema) else target
        schema, name, spelled = self.table_key(table_node, default_schema)
        view = Table(database=self.source.database, schema=schema, name=name, spelled=spelled,
                     kind="view", engine=self.engine)
        select = node.expression
        if isinstance(target, exp.Schema) and target.expressions:
            names = [self.ident(e if isinstance(e, exp.Identifier) else e.this) for e in target.expressions]
            view.columns = [Column(name=n, spelled=s) for n, s in names if n]
        elif isinstance(select, exp.Query):
            view.columns = self.view_columns(select, default_schema)
        self.tables[(schema, name)] = view

    def view_columns(self, select: exp.Query, default_schema: str | None) -> list[Column]:
        columns: list[Column] = []
        seen: set[str] = set()
        for projection in getattr(select, "selects", []):
            if isinstance(projection, exp.Star) or (isinstance(projection, exp.Column) and projection.is_star):
                # `SELECT *` from one known table: the view has that table's columns.
                tables = list(select.find_all(exp.Table))
                if len(tables) == 1:
                    source = self.lookup(*self.table_key(tables[0], default_schema)[:2])
                    for column in source.columns if source else []:
                        if column.name not in seen:
                            seen.add(column.name)
                            columns.append(Column(name=column.name, spelled=column.spelled, type=column.type,
                                                  comment=column.comment))
                continue
            if isinstance(projection, exp.Alias):
                identifier = projection.args.get("alias")
            elif isinstance(projection, exp.Column):
                identifier = projection.this
            else:
                identifier = None
            if isinstance(identifier, exp.Identifier):
                name, spelled = self.ident(identifier)  # quoted names keep their case
            else:
                name = spelled = projection.alias_or_name
            if not name or name in seen:
                continue
            seen.add(name)
            columns.append(Column(name=name, spelled=spelled))
        return columns

    def alter(self, node: exp.Alter, default_schema: str | None) -> None:
        if not isinstance(node.this, exp.Table):
            return
        schema, name, _ = self.table_key(node.this, default_schema)
        table = self.lookup(schema, name)
        if table is None:
            return
        pk_names: list[str] = []
        for action in node.args.get("actions") or []:
            if isinstance(action, exp.ModifyColumn) and isinstance(action.this, exp.ColumnDef):
                # MODIFY keeps the name, CHANGE renames; either keeps the column's position.
                old_name = action.args.get("rename_from")
                existing = table.column(self.ident(old_name)[0] if old_name is not None else self.ident(action.this.this)[0])
                column = self.column(action.this, table, pk_names)
                if existing is not None:
                    column.pk = column.pk or existing.pk
                    table.columns[table.columns.index(existing)] = column
                else:
                    table.columns.append(column)
            elif isinstance(action, exp.ColumnDef):
                existing = table.column(self.ident(action.this)[0])
                column = self.column(action, table, pk_names)
                if existing is not None:  # MODIFY/CHANGE keeps the position
                    table.columns[table.columns.index(existing)] = column
                else:
                    table.columns.append(column)
            elif isinstance(action, exp.Drop) and (action.args.get("kind") or "").upper() == "COLUMN":
                for dropped in action.args.get("tables") or [action.this]:
                    column = table.column(self.ident(dropped.this if isinstance(dropped, exp.Column) else dropped)[0] or "")
                    if column is not None:
                        table.columns.remove(column)
            elif isinstance(action, exp.AddConstraint):
                for constraint in action.expressions:
                    self.constraint(constraint, table, pk_names)
            elif isinstance(action, (exp.PrimaryKey, exp.ForeignKey, exp.Constraint)):
                self.constraint(action, table, pk_names)
        if pk_names:
            for column in table.columns:
                column.pk = 0
            self.mark_pk(table, pk_names)

    def comment_on(self, node: exp.Comment, default_schema: str | None) -> None:
        kind = (node.args.get("kind") or "").upper()
        text = _literal(node.expression)
        target = node.this
        if kind in ("TABLE", "VIEW", "MATERIALIZED VIEW") and isinstance(target, exp.Table):
            schema, name, _ = self.table_key(target, default_schema)
            self.pending_comments.append((0, "table", schema, name, None, text))
        elif kind == "COLUMN" and isinstance(target, exp.Column):
            column, _ = self.ident(target.this)
            table_name, _ = self.ident(target.args.get("table"))
            schema, _ = self.ident(target.args.get("db"))
            if self.engine == "postgres":
                schema = schema or default_schema or "public"
            else:
                schema = None
            self.pending_comments.append((0, "column", schema, table_name, column, text))

    def name_database(self) -> None:
        """Without a name given, the source is the database its text names: the first `USE x` /
        `CREATE DATABASE x`, else the one database its MySQL tables are qualified with
        (`CREATE TABLE shop.orders`), else the name given as the fallback (the file's stem)."""
        named = list(dict.fromkeys(self.named))
        if self.fallback is not None:
            if named:
                self.source.database = named[0]
            elif len(self.qualifiers) == 1:
                self.source.database = next(iter(self.qualifiers))
            else:
                self.source.database = self.fallback
        several = sorted(set(named) | self.qualifiers)
        if len(several) > 1:
            self.source.warnings.append(Skipped(line=0, reason=(
                f"the file names several databases ({', '.join(several)}); all its tables are read into one, "
                f"“{self.source.database}”")))

    def finish(self) -> None:
        # COMMENT ON may come before or after its table; apply once everything is known.
        for _, what, schema, name, column, text in self.pending_comments:
            table = self.lookup(schema, name) if name else None
            if table is None:
                continue
            if what == "table":
                table.comment = text
            else:
                target = table.column(column) if column else None
                if target is not None:
                    target.comment = text
        self.name_database()
        self.source.tables = list(self.tables.values())
        for table in self.source.tables:
            table.database = self.source.database
        for fk in self.foreign_keys:
            fk.database = self.source.database
        known = {(t.schema, t.name) for t in self.source.tables}
        self.source.foreign_keys = [
            fk for fk in self.foreign_keys
            if (fk.schema, fk.table) in known and (fk.other_schema, fk.other_table) in known
        ]


# MySQL's unsigned numbers, which sqlglot reads as types of their own (`int unsigned` → UINT): written
# as the DDL spells them (`INT UNSIGNED`), so a person reads their own type in an answer, and every
# reader of types (resolving/literals.py) knows the column holds numbers.
UNSIGNED_TYPES = {"UTINYINT": "TINYINT", "USMALLINT": "SMALLINT", "UMEDIUMINT": "MEDIUMINT", "UINT": "INT",
                  "UBIGINT": "BIGINT", "UDECIMAL": "DECIMAL", "UDOUBLE": "DOUBLE"}


def _type_text(kind: exp.Expression | None) -> str | None:
    """A column type as text, `VARCHAR(100)`, without running sqlglot's SQL generator per column
    (that alone was a third of the reading time of a 10,000-table dump)."""
    if kind is None:
        return None
    if isinstance(kind, exp.DataType) and isinstance(kind.this, exp.DataType.Type):
        name = kind.this.value
        if name == "USERDEFINED":
            inner = kind.args.get("kind")
            return inner.name if inner is not None else None
        params = [p.this.name if isinstance(p, exp.DataTypeParam) and p.this is not None else p.name
                  for p in kind.expressions]
        params = [p for p in params if p]
        signed = UNSIGNED_TYPES.get(name)
        text = f"{signed or name}({', '.join(params)})" if params else signed or name
        return f"{text} UNSIGNED" if signed else text
    return kind.sql()


def _literal(node: exp.Expression | None) -> str | None:
    if node is None:
        return None
    if isinstance(node, exp.Literal):
        return node.this
    return node.name or node.sql()
