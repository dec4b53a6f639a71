"""Which columns hold money, phone numbers, e-mail addresses and dates — the columns a value typed
without a column word binds to (`订单 13800138000`, `payments over 500`)."""

from __future__ import annotations

from pathlib import Path

import pytest

# Datasette must load its plugins before the package is imported (see test_normalize.py).
import datasette.plugins  # noqa: F401,E402  isort: skip
from datasette_dbgraph.sources.column_kinds import (
    VALUE_COLUMN_KIND,
    column_kinds,
    is_date_column,
    is_email_column,
    is_money_column,
    is_phone_column,
)
from datasette_dbgraph.sources.ddl import parse_ddl, read_text

REAL_SCHEMAS = Path(__file__).resolve().parent / "real-schemas"


@pytest.mark.parametrize(
    "name, type, comment, kinds",
    [
        # money: the head of the name or the comment
        ("pay_amount", "decimal(10,2)", None, {"money"}),
        ("TotalDue", "numeric", None, {"money"}),
        ("LineTotal", None, None, {"money"}),
        ("ListPrice", "money", None, {"money"}),
        ("x", "decimal", "实付金额", {"money"}),
        ("x", "decimal", "商品售价", {"money"}),
        ("x", "decimal(10,2)", "订单总金额", {"money"}),
        ("x", "decimal", "Shipping cost.", {"money"}),
        ("total_count", "int", None, set()),
        ("price_id", "bigint", None, set()),
        ("fee_type", "int", None, set()),
        ("x", "decimal", "价格类型", set()),
        ("x", None, "评价", set()),
        ("price", "varchar(20)", None, set()),  # text compares as text: no amount
        # money by more than two words (issue 21): fees, taxes, freight, charges, their Chinese
        # endings 费 税 款 价 额 金, a declared money type — never a rate, a flag or a coded column
        ("tax", "decimal(10,2)", "税额", {"money"}),
        ("vat", "numeric", None, {"money"}),
        ("handling_charge", "decimal", None, {"money"}),
        ("postage", "decimal", None, {"money"}),
        ("shippingfee", "decimal", None, {"money"}),  # two words run together, the last a money word
        ("x", "decimal", "服务费", {"money"}),
        ("x", "decimal", "增值税", {"money"}),
        ("x", "decimal(12,2)", "货款", {"money"}),
        ("x", "bigint", "报价（分）", {"money"}),
        ("x", "decimal", "违约金", {"money"}),
        ("x", "decimal", "预算", {"money"}),
        ("anything", "money", None, {"money"}),
        ("tax_rate", "decimal(5,2)", "税率", set()),
        ("discount", "decimal(3,2)", "折扣率", set()),  # a ratio, whatever the name says
        ("x", "int", "免费", set()),
        ("x", "int", "名额", set()),
        ("include_tax", "tinyint", None, set()),  # a flag
        ("include_tax", "int(1)", None, set()),
        ("pay_type", "int", "支付方式 1微信 2支付宝", set()),  # codes
        ("fee", "int", "费用类型：1服务费 2运费", set()),
        # phone
        ("mobile", "varchar(20)", "手机号", {"phone"}),
        ("PhoneNumber", "text", None, {"phone"}),
        ("contact_phone", None, None, {"phone"}),
        ("phone2", None, None, {"phone"}),
        ("x", "varchar", "收货人手机号", {"phone"}),
        ("x", "varchar", "联系电话", {"phone"}),
        ("x", "varchar", "手机型号", set()),
        ("x", "tinyint", "是否绑定手机", set()),
        ("mobile_code", "varchar", None, set()),
        ("hotel", "text", None, set()),
        # e-mail
        ("email", "varchar(50)", "用户邮箱", {"email"}),
        ("EmailAddress", "text", None, {"email"}),
        ("x", "varchar", "电子邮件地址", {"email"}),
        ("email_verified", "tinyint", None, set()),
        # date
        ("created_at", None, None, {"date"}),
        ("create_time", "datetime", "创建时间", {"date"}),
        ("x", "varchar(32)", "下单时间", {"date"}),
        ("OrderDate", "timestamp", None, {"date"}),
        ("updated_on", None, None, {"date"}),
        ("birthday", "date", "生日", {"date"}),
        ("anything", "TIMESTAMP WITH TIME ZONE", None, {"date"}),
        ("create_time", "bigint", "创建时间", set()),  # epoch seconds: no ISO date compares with it
        ("x", "bigint", "更新时间戳", set()),
        ("status", "int", "订单状态", set()),
        ("format", None, None, set()),
        # a name run together: a date after a word of when, never after any word
        ("birthdate", "text", None, {"date"}),
        ("hiredate", None, None, {"date"}),
        ("modifieddate", "varchar", None, {"date"}),
        ("candidate", "text", None, set()),
        ("update", "text", None, set()),
        ("runtime", "text", None, set()),
    ],
)
def test_column_kinds(name, type, comment, kinds):
    assert column_kinds(name, type, comment) == kinds
    assert is_money_column(name, type, comment) == ("money" in kinds)
    assert is_phone_column(name, type, comment) == ("phone" in kinds)
    assert is_email_column(name, type, comment) == ("email" in kinds)
    assert is_date_column(name, type, comment) == ("date" in kinds)


def test_value_kinds_map_to_column_kinds():
    assert VALUE_COLUMN_KIND == {"phone": "phone", "email": "email", "date": "date", "period": "date"}


def _columns(source: str, dialect: str, table: str, kind: str) -> set[str]:
    text, _ = read_text(REAL_SCHEMAS / f"{source}.sql")
    schema = parse_ddl(text, database=source, dialect=dialect)
    (found,) = [t for t in schema.tables if t.name.lower() == table]
    return {c.name for c in found.columns if kind in column_kinds(c.spelled or c.name, c.type, c.comment)}


@pytest.mark.parametrize(
    "source, dialect, table, kind, columns",
    [
        ("mall", "mysql", "ums_member", "phone", {"phone"}),
        ("mall", "mysql", "oms_order", "phone", {"receiver_phone", "bill_receiver_phone"}),
        ("mall", "mysql", "oms_order", "email", {"bill_receiver_email"}),
        ("litemall", "mysql", "litemall_order", "phone", {"mobile"}),
        ("ruoyi", "mysql", "sys_user", "phone", {"phonenumber"}),
        ("ruoyi", "mysql", "sys_user", "email", {"email"}),
        ("adventureworks", "postgres", "salesorderheader", "money", {"subtotal", "taxamt", "freight", "totaldue"}),
        ("adventureworks", "postgres", "product", "money", {"standardcost", "listprice"}),
        ("sakila", "mysql", "payment", "money", {"amount"}),
        ("sakila", "mysql", "payment", "date", {"payment_date", "last_update"}),
    ],
)
def test_real_schemas(source, dialect, table, kind, columns):
    assert _columns(source, dialect, table, kind) == columns
