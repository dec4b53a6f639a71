"""What kind of value a column holds, from its name, type and comment: money, phone number, e-mail
address, date. The one-box binding uses these to place a value typed without a column word
(`订单 13800138000` → the one phone column; `payments over 500` → the one money column).

Each test is one named rule over three facts every source gives (name, declared type, comment),
so a reader of a refusal can predict it. They look at the *head* of the name or comment — its
last word once trailing words like `number`, `address`, `号码`, `地址` are set aside — because the
head says what the column is: `price_id` is an id, `价格类型` a type, `手机型号` a model, while
`pay_amount`, `商品售价` and `收货人手机号` are what they say.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from ..words.aliases import compound_parts
from ..words.normalize import (
    comment_main,
    comment_phrase,
    fold,
    has_cjk,
    identifier_tokens,
)
from .legends import parse_legend

MONEY, PHONE, EMAIL, DATE = "money", "phone", "email", "date"

# Columns (name, type, comment) whose kinds a process keeps: a sentence asks them of every column of
# its table for each value typed, request after request, and the answer never changes.
KIND_CACHE = 16384

# Money: the name's head is one of these words (or ends a compound of two: `shippingfee`), or the
# comment's head ends with one of these. A fee, a tax, freight or a charge is money as much as an
# amount: a table that has several is asked about, never given the one that says `amount`.
MONEY_NAME_HEADS = frozenset(
    """amount amt price cost fee fees total subtotal freight money salary wage wages balance charge charges
    tax taxes vat duty postage shipping commission deposit discount rebate refund payout revenue
    income profit budget bonus rent penalty surcharge tuition earnings""".split()
)
MONEY_COMMENT_HEADS = tuple(
    """金额 价格 费用 价钱 单价 售价 总价 原价 现价 进价 定价 零售价 市场价 成本 运费 邮费 手续费 佣金 工资
    薪资 薪水 余额 总额 押金 定金 保证金 奖金 租金 现金 实付 应付 合计 小计 总计 薪酬 报酬 提成 利润 收入
    营收 支出 预算 补贴 津贴""".split()
)
# …and so does a comment head that ends with one of these characters (服务费, 税额, 货款, 报价, 违约金,
# 增值税) — except these words, which end so and are no money (免费 is a flag, 评价 a review, 名额 a count).
MONEY_COMMENT_ENDINGS = tuple("费 税 款 价 额 金".split())
NOT_MONEY_WORDS = frozenset("免费 付费 收费 条款 评价 好评 差评 名额 份额 配额 黄金 白金 铂金 五金 合金".split())
# A comment whose head says a ratio is no amount, whatever the name (`discount` 折扣率, `profit` 分账比例).
RATIO_HEADS = tuple("率 比例 比率 折扣 百分比 占比 rate ratio percent percentage".split())
# A declared money type (PostgreSQL and SQL Server `money`) is money whatever the name says.
MONEY_TYPE_RE = re.compile(r"^\s*(small)?money\b|^\s*currency\b", re.IGNORECASE)
# A tiny integer holds a code or a flag, never an amount (`fee_type tinyint`, `is_tax bit`).
SMALL_NUMBER_TYPE_RE = re.compile(r"tinyint|smallint|\bbit\b|bool|\bint\s*\(\s*1\s*\)", re.IGNORECASE)
# Words after a money head that still name the money (`TotalDue`, `amount_paid`).
MONEY_TAILS = frozenset({"due", "paid", "payable"})

# Phone: `phone` may end a longer word (`cellphone`, `userphone`); `mobile`/`tel` must be whole words
# (`automobile` and `hotel` are not phones).
PHONE_NAME_HEADS = frozenset({"phone", "mobile", "tel", "telephone", "cellphone", "cell"})
PHONE_NAME_SUFFIX = "phone"
PHONE_COMMENT_HEADS = ("手机", "手机号", "手机号码", "电话", "电话号码", "联系电话", "座机", "联系方式")
EMAIL_NAME_HEADS = frozenset({"email", "mail", "e_mail"})
EMAIL_NAME_SUFFIX = "email"
EMAIL_COMMENT_HEADS = ("邮箱", "邮件", "电子邮件", "电子邮箱", "email", "e-mail")
# Words after a contact head that still name it (`PhoneNumber`, `EmailAddress`, `电子邮件地址`).
CONTACT_TAILS = frozenset({"number", "no", "num", "address", "addr", "号码", "号", "地址"})

# Date: the declared type says so, or (when the type is not a number: `create_time BIGINT` holds
# epoch seconds, which an ISO date cannot be compared with) the name's or the comment's head does.
DATE_TYPE_RE = re.compile(r"date|timestamp", re.IGNORECASE)
NUMERIC_TYPE_RE = re.compile(r"int|dec|num|real|floa|doub|money|serial|bit|^year$", re.IGNORECASE)  # (MySQL YEAR: a number)
DATE_NAME_HEADS = frozenset({"at", "time", "date", "datetime", "timestamp", "birthday", "dob"})
DATE_COMMENT_HEADS = ("时间", "日期", "时刻", "生日", "日")
DATE_NAME_ENDINGS = ("日期", "生日")
# Names run together in one lower-case word (`birthdate`, `hiredate`, `modifieddate`): date or time after
# one of these words (never any word: `candidate`, `update`, `runtime` are no dates).
RUN_TOGETHER_DATE_WORDS = frozenset("""
birth hire hired order ordered ship shipped due start end modified created updated sell sold release released
expiry expire expired invoice payment pay paid rental rent return returned last first effective posting
transaction delivery delivered close closed open opened sent send receive received publish published
register registration login logout visit event sign signup join joined leave entry exit
""".split())
# `created_on`, `updated_on`: `on` after a past participle is a date too.
DATE_ON_AFTER_SUFFIX = "ed"

# A comment that asks a yes/no question (`是否绑定手机`) is a flag, whatever it mentions.
FLAG_PREFIX = "是否"


def _head(words: list[str], tails: frozenset[str]) -> str | None:
    """The last word once trailing `tails` and digits (`phone2`) are set aside."""
    rest = list(words)
    while len(rest) > 1 and (rest[-1] in tails or rest[-1].isdigit()):
        rest.pop()
    return rest[-1] if rest else None


def _comment_head(comment: str | None, tails: frozenset[str]) -> str | None:
    if not comment or comment.strip().startswith(FLAG_PREFIX):
        return None
    return _head(comment_phrase(comment).words, tails)


@lru_cache(maxsize=KIND_CACHE)
def is_money_column(name: str, type: str | None = None, comment: str | None = None) -> bool:
    """Name or comment says amount, price, total, fee, tax, freight, charge, cost, 金额, 价格, 费,
    税, 运费 … and the type, when declared, is a number that can hold an amount (not a tiny integer),
    and the comment lists no codes — or the type is `money`."""
    if type and MONEY_TYPE_RE.search(type):
        return True
    if type and (not NUMERIC_TYPE_RE.search(type) or SMALL_NUMBER_TYPE_RE.search(type)):
        return False
    if comment and _lists_codes(comment):
        return False  # `pay_type int '支付方式 1微信 2支付宝'` holds codes
    said = _comment_head(comment, MONEY_TAILS)
    if said and said.endswith(RATIO_HEADS):
        return False
    head = _head(identifier_tokens(name), MONEY_TAILS)
    if head in MONEY_NAME_HEADS or (head and compound_parts(head)[-1:] in [(w,) for w in MONEY_NAME_HEADS]):
        return True
    if not said:
        return False
    return said.endswith(MONEY_COMMENT_HEADS) or said in MONEY_NAME_HEADS or \
        (said.endswith(MONEY_COMMENT_ENDINGS) and not said.endswith(tuple(NOT_MONEY_WORDS)))


# A rate is a price (`rental_rate`, `hourly_rate`) as often as a ratio (`tax_rate`): a fractional one beside
# money columns is never taken as "the" money, nor left out of the money a general word or number may mean —
# unless its other words or its description say a ratio.
MAYBE_MONEY_NAME_HEADS = frozenset({"rate"})
RATIO_RATE_WORDS = frozenset("tax vat interest exchange currency fx conversion discount commission growth".split())
FRACTION_TYPE_RE = re.compile(r"dec|num|real|floa|doub", re.IGNORECASE)


def money_columns(columns: Sequence) -> list:
    """The money columns of a table, and its fractional rates when it has any money column."""
    money = [c for c in columns if is_money_column(c.name, c.type, c.comment)]
    return [c for c in columns if c in money or money and _maybe_money(c.name, c.type, c.comment)]


def _maybe_money(name: str, type: str | None, comment: str | None) -> bool:
    words = identifier_tokens(name)
    said = _comment_head(comment, MONEY_TAILS)
    return bool(words) and words[-1] in MAYBE_MONEY_NAME_HEADS and not RATIO_RATE_WORDS & set(words) and \
        bool(FRACTION_TYPE_RE.search(type or "")) and not (said and said.endswith(RATIO_HEADS))


@lru_cache(maxsize=8192)
def _lists_codes(comment: str) -> bool:
    return parse_legend(comment) is not None


def _says_contact(name: str, comment: str | None, name_heads: frozenset[str], name_suffix: str,
                  comment_heads: tuple[str, ...]) -> bool:
    head = _head(identifier_tokens(name), CONTACT_TAILS)
    if head and (head in name_heads or head.endswith(name_suffix)):
        return True
    head = _comment_head(comment, CONTACT_TAILS)
    return bool(head) and (head.endswith(comment_heads) or head in name_heads)


@lru_cache(maxsize=KIND_CACHE)
def is_phone_column(name: str, type: str | None = None, comment: str | None = None) -> bool:
    """Name says phone/mobile/tel (`mobile`, `PhoneNumber`, `contact_phone`) or comment says
    手机/电话 (`收货人手机号`, `联系电话`)."""
    return _says_contact(name, comment, PHONE_NAME_HEADS, PHONE_NAME_SUFFIX, PHONE_COMMENT_HEADS)


@lru_cache(maxsize=KIND_CACHE)
def is_email_column(name: str, type: str | None = None, comment: str | None = None) -> bool:
    """Name says email/mail (`email`, `EmailAddress`) or comment says 邮箱/邮件 (`电子邮件地址`)."""
    return _says_contact(name, comment, EMAIL_NAME_HEADS, EMAIL_NAME_SUFFIX, EMAIL_COMMENT_HEADS)


@lru_cache(maxsize=KIND_CACHE)
def is_date_column(name: str, type: str | None = None, comment: str | None = None) -> bool:
    """Type DATE/DATETIME/TIMESTAMP…, or a non-numeric column whose name ends in at/time/date
    (`created_at`, `pay_time`, `OrderDate`, `updated_on`) or whose comment ends in 时间/日期."""
    if type and DATE_TYPE_RE.search(type):
        return True
    if type and NUMERIC_TYPE_RE.search(type):
        return False
    words = identifier_tokens(name)
    if words and words[-1] in DATE_NAME_HEADS:
        return True
    if words and words[-1][-4:] in ("date", "time") and words[-1][:-4] in RUN_TOGETHER_DATE_WORDS:
        return True
    if len(words) > 1 and words[-1] == "on" and words[-2].endswith(DATE_ON_AFTER_SUFFIX):
        return True
    head = _comment_head(comment, frozenset())
    if not head and name and has_cjk(name):  # a Chinese name ending in 日期 says it (`到期日期`); 时间 in a name
        return name.endswith(DATE_NAME_ENDINGS)  # is as often an era or hours (`起源时间`: 春秋时期, `营业时间`)
    return bool(head) and head.endswith(DATE_COMMENT_HEADS)


# What was sold, counted (`sales`, `units_sold`, 销量): what `best selling` and `卖得最好` order by.
SOLD_NAME_WORDS = frozenset({"sales", "sold"})
SOLD_COMMENT_HEADS = ("销量", "销售量", "销售数量", "售出数量", "已售数量", "卖出数量")


@lru_cache(maxsize=KIND_CACHE)
def is_sold_column(name: str, type: str | None = None, comment: str | None = None) -> bool:
    """A number (`sales`, `units_sold`, `total_sold`) whose name says sales or sold, or whose name or comment ends in
    销量, 销售量 …"""
    if type and not NUMERIC_TYPE_RE.search(type) or comment and _lists_codes(comment):
        return False
    said = (_comment_head(comment, frozenset()) or "", name)  # (a Chinese name says it as a comment would: 年销量)
    return bool(SOLD_NAME_WORDS.intersection(identifier_tokens(name))) or any(h.endswith(SOLD_COMMENT_HEADS) for h in said)


# A place in an order (`post_sort` 显示顺序, `排名`, `rank`): the first place is its least number, so the first
# few of it are its least (`显示顺序排前3`, `排名前10的大学`), where the first few of a count are its most.
POSITION_NAME_HEADS = frozenset("sort rank ranking seq sequence ordinal".split()) | {"order_num", "sort_order", "display_order"}
POSITION_COMMENT_HEADS = ("顺序", "排序", "排名", "名次", "排位", "位次", "序号")


@lru_cache(maxsize=KIND_CACHE)
def is_position_column(name: str, type: str | None = None, comment: str | None = None) -> bool:
    """A number whose name's last word or whose description's head says a place in an order (see above)."""
    if type and not NUMERIC_TYPE_RE.search(type) or comment and _lists_codes(comment):
        return False
    words = identifier_tokens(name)
    said = (_comment_head(comment, frozenset()) or "", name)
    return bool(words) and (words[-1] in POSITION_NAME_HEADS or "_".join(words[-2:]) in POSITION_NAME_HEADS) or \
        any(h.endswith(POSITION_COMMENT_HEADS) for h in said if h)


# The price a word for dearest or cheapest is of, among several amounts: the one named or described as the plain
# price (`price` 售价), not a price of another kind (`original_price` 市场价, `cost_price` 成本价) nor a total.
# (`unit_price` says what 单价 says; `selling_price`, `list_price`, `retail_price` the price a buyer pays — not
# `sale_price`, which shops write for a price cut beside the regular one)
PLAIN_PRICE_NAMES = (["price"], ["unit", "price"], ["selling", "price"], ["list", "price"], ["retail", "price"])
PLAIN_PRICE_COMMENTS = frozenset({"价格", "售价", "单价", "销售价", "销售价格", "价钱"})


def plain_price(columns):
    """The one column among `columns` that is money and the plain price (see above), or None."""
    plain = [c for c in columns if is_money_column(c.name, c.type, c.comment) and (
        identifier_tokens(c.name) in PLAIN_PRICE_NAMES or comment_main(c.comment) in PLAIN_PRICE_COMMENTS)]
    return plain[0] if len(plain) == 1 else None


def ranks(column) -> bool:
    """Whether a column record is a place in an order (is_position_column)."""
    return is_position_column(column.name, column.type, column.comment)


# The column kind that a value typed without a column word binds to (`订单 13800138000` → phone).
_TESTS = {MONEY: is_money_column, PHONE: is_phone_column, EMAIL: is_email_column, DATE: is_date_column}
VALUE_COLUMN_KIND = {"phone": PHONE, "email": EMAIL, "date": DATE, "period": DATE}


def column_kinds(name: str, type: str | None = None, comment: str | None = None) -> frozenset[str]:
    """Every kind the column is: a subset of {money, phone, email, date}."""
    return frozenset(kind for kind, test in _TESTS.items() if test(name, type, comment))


# A key's name: `id`, `user_id`, `userId`, `中秋晚会id` — not `paid`, `valid`.
KEY_NAME_RE = re.compile(r"(?:(?<![a-z])id|Id|ID)$")


def is_key(column) -> bool:
    """A key of the table or a link to another's rows: its numbers name rows, so no most or fewest is of it."""
    return bool(column.pk) or KEY_NAME_RE.search(column.name) is not None


# Declared types of a yes/no column (MySQL's `tinyint(1)`, `bit(1)`, `boolean`): it holds 0 and 1.
YES_NO_TYPE_RE = re.compile(r"(tinyint\s*\(\s*1\s*\)|bit(\s*\(\s*1\s*\))?|bool(ean)?)(\s|$)", re.IGNORECASE)


def is_yes_no(column) -> bool:
    """A column declared to hold yes or no, so no number but 0 and 1 is of it (`fewer than 10 in stock` is
    not of stock_control)."""
    return bool(column.type) and YES_NO_TYPE_RE.match(column.type.strip()) is not None


# What a column holding a thing's name is called: `receiver_name`, `name`, 姓名, 客户名称, 影片名.
NAME_COLUMN_NAME_RE = re.compile(r"((?<![a-z])|_)name$|名$|名称$|名字$", re.IGNORECASE)
NAME_COMMENT_ENDINGS = ("姓名", "名称", "名字")


def is_name_column(column) -> bool:
    """A text column that holds the name of what its words name (`receiver_name` 收货人姓名): the person
    or thing itself, when a sentence gives it words (`收货人是张三`)."""
    if column.type and NUMERIC_TYPE_RE.search(column.type):
        return False
    return bool(NAME_COLUMN_NAME_RE.search(column.name)) or comment_main(column.comment).endswith(NAME_COMMENT_ENDINGS)


# What names the date a row was created on (`created_at`, `gmt_create`, `创建时间`), besides a date named after the
# table's own word (`order_date` on orders, `rental_date` on rental).
CREATION_WORDS = frozenset({"create", "created", "creation"})
CREATION_COMMENT = "创建"
# ... and, where no date is named so, the date a row was added on (`add_time`, `date_added`, `addition_time`, 添加时间):
# a row is added once, when it is made — as an order is when purchased (`date_purchased`: `orders placed last month`).
ADDITION_WORDS = frozenset({"add", "added", "addition", "insert", "inserted", "purchased", "ordered"})
ADDITION_COMMENTS = ("添加", "新增", "录入")


def creation_date(table: str, fits):
    """The one date among `fits` (columns) the rows were created on: named created/creation (`created_at`,
    `gmt_create`), described 创建…, or named after the table's own word (`order_date` on orders) — else, none of them
    there, named or described as added (`add_time`, 添加时间); None when not one."""
    own = identifier_tokens(table)[-1:]
    made = [c for c in fits if (words := identifier_tokens(c.name)) and (set(words) & CREATION_WORDS or words[0] in own)
            or (c.comment or "").startswith(CREATION_COMMENT)]
    if not made:
        made = [c for c in fits if set(identifier_tokens(c.name)) & ADDITION_WORDS or (c.comment or "").startswith(ADDITION_COMMENTS)]
    return made[0] if len(made) == 1 else None


# The words of a date column that says when a row expires (失效时间, 过期时间, 到期时间, `expire_time`), else of one
# that says when it ends (结束时间, 合同终止日期, `end_at`): `已过期的优惠券`, `下个月到期的广告` (onebox/ages.py).
EXPIRY_SAID = (("过期", "失效", "到期", "截止", "expir"), ("结束", "终止", "end"))  # (`expir…` begins a word; `end` is one)


def expiry_dates(dates) -> list:
    """Of `dates` (date columns), those that say when a row expires, else those that say when it ends."""
    for said in EXPIRY_SAID:
        if named := [c for c in dates if any(w in fold(c.comment or "") if not w.isascii() else any(
                t.startswith(w) if w == "expir" else t in (w, w + "s") for t in identifier_tokens(
                    f"{c.name} {c.comment or ''}")) for w in said)]:
            return named
    return []
