"""Ages read on a date of birth (docs/one-box.md, "Ages"): `年龄不超过42岁的导演`, `30岁以下的员工`
on a table that keeps the birth date, not the age; and years since a date (`成立超过9年的银行`). And a
surname said (`姓张的客户`, `张姓员工`): the person's name starts with it (surname_said). An
age compared is a range of dates against the server's date (`Options.today`): `age >= N` is born
on or before the day N years ago. Which date column a date typed is of, by the verb around it
(`1999年之前成立的`, `members registered last month`, `customers who joined in 2025`: date_named_after).
Pure functions; the binder asks them (question_reads.py, value_binding.py)."""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Sequence

from ..index.records import ColumnRecord
from ..sources.column_kinds import (
    ADDITION_WORDS,
    CREATION_COMMENT,
    CREATION_WORDS,
    creation_date,
    expiry_dates,
    is_key,
)
from ..words import normalize
from ..words.aliases import word_key
from ..words.identifiers import singular
from ..words.values import GENERATION, PERIOD
from .reader import COMPARE, IGNORED, INTENT, KNOWN, SYMBOL, WORD, Token
from .roles import Bound
from .sentence_values import TIME_NAME_ENDS, is_numeric_column, takes_dates
from .tokens import NEWLY
from .vocabulary import AGE_UNITS, GROUP  # noqa: F401  (AGE_UNITS read from here too)

# Words for a person's age, and the units an age is typed in.
AGE_WORDS = frozenset({"年龄", "岁数", "年纪", "age"})
# Years since a date (`成立超过9年`, `入职满3年`, `设立年数不少于17年`) are read the same way: the
# years a number counts on a date column, and the words after the column's word that say so.
YEAR_UNITS = frozenset({"年", "周年"})
YEARS_WORDS = frozenset({"年数", "年头", "年"})
# A date column is a date of birth when its name or description says so.
BIRTH_WORDS = ("birth", "出生", "生日", "dob")


def birth_columns(columns: Sequence[ColumnRecord]) -> list[ColumnRecord]:
    return [c for c in columns if takes_dates(c) and
            any(w in f"{c.name.lower()} {(c.comment or '').lower()}" for w in BIRTH_WORDS)]


def years_before(today: date, years: int) -> date:
    try:
        return today.replace(year=today.year - years)
    except ValueError:  # 29 February in a year without one
        return today.replace(year=today.year - years, day=28)


def birth_conditions(op: str, age: int, today: date) -> list[tuple[str, str]] | None:
    """The conditions on the date of birth for `age op N`, or None when no AND of them says it
    (`not`). A bound is written as the day after it with `lt`/`gte`, so that date-times compare
    right: born on or before D is `< D + 1 day`."""
    def after(years: int) -> str:  # the day after the birthday that makes one `years` old today
        return (years_before(today, years) + timedelta(days=1)).isoformat()

    if op == "gte":
        return [("lt", after(age))]
    if op == "gt":
        # older than N is more than N years lived, so a person of 60 and a half is older than 60 (as
        # `over-60s` are): born before the day N years ago. `N岁及以下` keeps the half year (still N).
        return [("lt", years_before(today, age).isoformat())]
    if op == "lte":
        return [("gte", after(age + 1))]
    if op == "lt":
        return [("gte", after(age))]
    if op == "exact":
        return [("gte", after(age + 1)), ("lt", after(age))]
    return None


# An age compared on a column whose rows hold years (`成立时间` holding 1998, 2005): the years since it
# are this year less the row's year, so the condition is on that year, and `不是13年` can be said too.
YEAR_OPS = {"gte": "lte", "gt": "lt", "lte": "gte", "lt": "gt", "exact": "exact", "not": "not"}


def birth_years(op: str, age: int, this_year: int) -> list[tuple[str, int]] | None:
    """The condition on a column of years for `years since it op N` (`成立不少于13年` in 2026: the
    year ≤ 2013), or None for an op no such condition says."""
    return [(YEAR_OPS[op], this_year - age)] if op in YEAR_OPS else None


def since_conditions(op: str, age: int, today: date, years: bool) -> list[tuple[str, object]] | None:
    """The conditions for `years since it op N` on a column of dates, or of years (`years`)."""
    return birth_years(op, age, today.year) if years else birth_conditions(op, age, today)


def whole_years(value) -> int | None:
    """An age as typed (`42`, `42.0`), or None for anything but whole years."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return int(number) if number == int(number) and 0 <= number < 200 else None


# The names of a date column that say no event of their own: any verb's time may be theirs.
BARE_TIME_NAMES = frozenset({"年份", "年", "年度", "时间", "日期", "date", "year", "time"})


def dated_by(verb: str, columns: Sequence[ColumnRecord], table: str) -> bool:
    """Whether the table's one date column says when the verb happened: a bare year or date, one named
    by the verb (创办 and 创刊时间), or the table's own (`…之前举办的车展` on 车展.车展时间) — `2002年之前离婚的明星`
    is no 毕业时间."""
    dates = [c for c in columns if takes_dates(c) or c.name.lower() in BARE_TIME_NAMES]
    if len(dates) != 1:
        return False
    name = dates[0].name.lower()
    own = next((name[: -len(e)] for e in BARE_TIME_NAMES if name.endswith(e) and len(name) > len(e)), "")
    return name in BARE_TIME_NAMES or any(ch in name for ch in verb) or len(own) > 1 and own in table.lower()


# Verbs of something that goes on from a day, or began it (`使用年数`, `营业年数`, `成立年数`): the years since the table's
# one date, whatever it is named (上线时间). An event's years (`离婚年数`) are since its own date only (no 毕业时间).
GONE_ON_VERBS = frozenset({"使用", "营业", "经营", "运营", "营运", "运行", "开业", "上线", "面世", "存在", "服役",
                           "办学", "从业", "任职", "执政", "在位", "开通", "开放", "上市",
                           "成立", "创立", "创办", "建立", "设立", "创建", "发起", "建成", "开办"})


def years_of(verb: str, column: ColumnRecord, table: str) -> bool:
    """Whether `verb年数` is the years since this date column: a verb that goes on from a day, or one the
    column's own words say (`毕业年数` on 毕业时间, dated_by)."""
    return verb in GONE_ON_VERBS or dated_by(verb, [column], table)


def said_otherwise(binder, verb: str) -> bool:
    """Whether a one-character verb of making (`去年发的公告`: 发 of 发布) begins another verb in the table's words —
    its column comments and labels (`待发货` of orders: 发 may be shipping there), so it may not say made."""
    texts = [c.comment or "" for c in binder.columns] + list(binder.labels)
    return any(text[k : k + 2] not in MAKING_VERBS for text in texts for k in range(len(text) - 1) if text[k] == verb)


WRITTEN_YEAR = re.compile(r"\d{3,4}年")  # a year no one reads as a number of years (`798年`, not `12年`)


def _begins_others(binder, verb: Token) -> bool:  # (支付 of 支付状态, not of 实际支付金额; glued on: 操作日志, a name)
    nxt = next((t for t in binder.tokens if t.start >= verb.end), None)
    return (nxt is None or nxt.start > verb.end or nxt.kind == IGNORED) and any(not takes_dates(c) and (
        c.name.startswith(verb.value) or (c.comment or "").startswith(verb.value)) for c in binder.columns)


def date_named_after(binder, token: Token, fits) -> list:
    """`1999年之前成立的公司`: a date several date columns take (成立时间, 上市时间), then the start of one's name
    (成立) after its comparison, is that column's: [it]; a year, the one column of years among them; in English
    the verb before it (`members registered last month`: created_at, 注册时间); else the fits."""
    tokens = binder.tokens
    index = next((k for k, t in enumerate(tokens) if t.start == token.start), None)
    after = [t for t in tokens[index + 1 :] if t.kind != COMPARE and not (t.kind == IGNORED and t.text == NEWLY)][:1] \
        if index is not None else []  # (`今天新注册的`: 新 says what the verb says)
    verb = after[0].value if after and after[0].kind == WORD and (
        len(after[0].value) >= 2 or after[0].value in MAKING_VERBS and not said_otherwise(binder, after[0].value)) else None
    # (so does a year no column's kind takes, rows written `618年`; `12年之前` may be 12 years ago: not so; and the
    # start of its description, unless a noun of the table's: `上个月注册的会员` is created_at 注册时间, `上个月订单的`)
    described = verb is not None and not (normalize.part_of_speech(verb).startswith("n") and binder.names(after) and (
        binder.names_table.spelled_by_table(after) or not any(c.comment and c.comment.startswith(verb) for c in fits)))
    named = [c for c in fits or (binder.columns if WRITTEN_YEAR.fullmatch(token.text) else ()) if verb and takes_dates(c)
             and (c.name.startswith(verb) or described and (c.comment or "").startswith(verb))]
    if not named and (verb in MAKING_VERBS or verb in SIGN_UP_VERBS and of_accounts(binder.record)) and (created := creation_date(binder.record.name, [
            c for c in fits or binder.columns if takes_dates(c)])) is not None:
        binder.date_verbs.add(index + 1 + next(k for k, t in enumerate(tokens[index + 1 :]) if t is after[0]))
        binder.span(after, "column", column=created.name)
        return [created]  # `上周新建的用户`, `最近7天新增的租户`: no date named so, the one the rows were created on
    if expires := not named and verb is not None and normalize.fold(verb) in EXPIRE_VERBS:
        named = expiry_dates([c for c in fits or binder.columns if takes_dates(c)])  # `下个月到期的广告`: 广告到期日
    if len(named) == 1 or len(fits) == 1:
        if len(named) == 1 and (len(verb) == 1 or expires or _begins_others(binder, after[0])):  # (`去年发的公告` on 发布时间: 发 is no
            # word of the column; `上个月支付的订单` beside 支付状态: 支付 said which date, no column to show — read here)
            binder.date_verbs.add(index + 1 + next(k for k, t in enumerate(tokens[index + 1 :]) if t is after[0]))
        if not named and index is not None:  # (one date: an English participle before it is its verb, if it says it)
            english_verb_before(binder, tokens[:index], fits)
        return named or fits
    born = [c for c in fits if token.text.endswith(GENERATION) and any(w in f"{c.name} {c.comment}".lower() for w in BIRTH_WORDS)]
    if len(born) == 1:
        return born  # `90后的会员`: those born then (birthday, not the day they registered)
    if index is not None and (done := english_verb_before(binder, tokens[:index], fits)) is not None:
        return [done]
    # `orders from last month` (order_date, shipped_date): in English, the time the rows are from, with no word
    # for which date, is the date named after the table's own word (a date typed bare, `转移单 2024-06-01`, is asked)
    own = normalize.identifier_tokens(binder.record.name)[-1:]
    owned = [c for c in fits if takes_dates(c) and normalize.identifier_tokens(c.name)[:1] == own]
    said = [t for t in tokens[:index] if t.text.lower() not in THE_WORDS] if index else []  # (`in the last 7 days`)
    if len(owned) == 1 and len(fits) > 1 and all(takes_dates(c) for c in fits) and said and \
            said[-1].text.lower() in OWN_TIME_WORDS:
        return owned
    if index is not None and len(fits) > 1 and all(takes_dates(c) for c in fits) and of_the_rows(binder, tokens, index) \
            and (created := creation_date(binder.record.name, fits)) is not None:
        return [created]  # `上个月的订单`, `2026年的订单`, `last month's refunds`: when the rows came to be
    # `2019年之前举办的论坛`: a year typed with 年, which no date column takes, goes to the one column
    # whose rows hold years (年份 INTEGER, not 参会人数)
    timed = [c for c in fits or binder.columns if takes_dates(c) or binder.holds_years(c)] if \
        token.kind == PERIOD and "年" in token.text else []
    return timed if len(timed) == 1 else fits


# Verbs that say a row came to be (`members who joined in 2025`, `orders placed in May`): where no date is named
# after the verb, the date the row was created on (`created_at`, `create_time`, `创建时间`, `order_date`) says when.
CREATION_VERBS = frozenset({"join", "register", "sign", "create", "add", "place", "make", "submit", "open", "issue",
                            "book", "file", "raise", "log"})
# Chinese verbs after a time that say a row was made (`上周新建的用户`): where no date is named after the verb, the
# date the row was created on. Not 注册, 成立: a company registered or founded in 2010 is no row made then.
MAKING_VERBS = frozenset({"新建", "创建", "新增", "添加", "录入", "提交", "发布", "发表", "发"})  # (发: `去年发的公告`)
# ... and so is 注册 on a table of accounts (`2025年注册的用户`: the account's row is made when one signs up) —
# not on others (`2010年注册的公司`: a company is registered before any row of it).
SIGN_UP_VERBS = frozenset({"注册", "加入"})
ACCOUNT_NAME_WORDS = frozenset({"user", "member", "customer", "account"})
ACCOUNT_COMMENT_WORDS = ("用户", "会员", "客户", "账号", "账户")


def of_accounts(record) -> bool:
    """Whether a table's rows are accounts people sign up for: named or described as users, members, customers."""
    words = normalize.identifier_tokens(record.name)
    return bool(words) and words[-1] in ACCOUNT_NAME_WORDS or normalize.comment_main(record.comment).startswith(ACCOUNT_COMMENT_WORDS)
VERB_PARTICLES = frozenset({"up"})  # (`signed up`: the verb's, after it)
# English words before a time that say when the rows are from (`orders from last month`, `in 2025`).
OWN_TIME_WORDS = frozenset({"from", "in", "during", "of", "since", "before", "after", "until", "between"})
THE_WORDS = frozenset({"the", "these", "those", "this", "past"})  # (between them and the time: `in the last 7 days`)
# English participles made otherwise than with -ed, by their verb.
IRREGULAR_VERBS = {"paid": "pay", "sent": "send", "sold": "sell", "bought": "buy", "made": "make", "written": "write",
                   "given": "give", "taken": "take", "frozen": "freeze"}


def of_the_rows(binder, tokens: Sequence[Token], index: int) -> bool:
    """Whether a time typed says when the rows themselves are from, with no word for an event: typed onto
    the table's own word as what kind of rows they are (`上个月的订单`, `2026年的订单`, `last month's refunds`),
    no other word before it. A verb after it (`上个月发货的`, `下的`) says another event, whose date the table
    may not have; a date typed after the table's word (`订单 2025-06-01之后`) says nothing of which date."""
    after = [t for t in tokens[index + 1 :] if t.kind not in (IGNORED, COMPARE)]
    while len(after) > 2 and after[0].kind == INTENT and after[0].value == GROUP:
        after = after[2:]  # (`上个月每个会员下了多少单`: per member, the orders' own time)
    after = after[:1]
    # (or a label of its rows that ends with the word the table was found by: `上个月的登录日志` on 系统日志表)
    # (or a column's words that begin with the table's word: `去年的订单总金额` — 订单总金额 of 订单表)
    if not (after and (after[0].kind == WORD and binder.names(after) or after[0].kind in (WORD, KNOWN) and binder.label_columns(
            after) and any(after[0].text.endswith(w) for w in binder.names_table.naming) or after[0].kind == KNOWN and
            any(len(w) > 1 and normalize.fold(after[0].text).startswith(w) for w in binder.names_table.naming))):
        return False
    before = [t for t in tokens[:index] if t.kind not in (IGNORED, COMPARE)]
    return all(t.kind == WORD and binder.names([t]) for t in before)


# A word typed onto a verb that says the event happened (`已发货的订单`) or not yet (`没付款`, `未发货`, `尚未发货`).
DONE_WORDS = frozenset({"已", "已经"})
NOT_DONE_WORDS = frozenset({"没", "未", "尚未", "没有", "从未"})


def done_said(binder, i: int) -> int:
    """`已发货的订单`, `没付款的订单有多少`, where no legend has a label that says so (ages read after labels): the one
    date column the verb names (ship_time 发货时间) is set, or empty; the tokens used (0: none). Only before the
    table's word, a question word or the end (`已发货的订单`, `订单已发货`)."""
    tokens = binder.tokens
    token = tokens[i]
    if token.value not in DONE_WORDS | NOT_DONE_WORDS or i + 1 >= len(tokens):
        return 0
    verb = tokens[i + 1]
    if verb.kind != WORD or verb.start != token.end or len(verb.text) < 2:
        return 0
    said = normalize.fold(verb.text)
    if said in EXPIRE_VERBS:
        return 0  # `已失效`: its date is past (expired_said), not merely set
    fit = binder.column_fit([verb], strong=True)
    dates = [c for c in (fit[0] if fit else ()) if takes_dates(c)]
    if len(dates) != 1 or not any(said in normalize.fold(w) for w in (dates[0].name, dates[0].comment or "")) or \
            any(b.column == dates[0] for b in binder.out.bound):
        return 0  # (`1990年之前已经出版的`: the date compared already says it is set)
    after = [t for t in tokens[i + 2 :] if t.kind not in (IGNORED, SYMBOL)][:1]
    op = "notnull" if token.value in DONE_WORDS else "isnull"
    if after and after[0].start == verb.end and after[0].kind == WORD and (done_to := done_to_column(binder, after[0])):
        # `还没有分配负责人的线索`: the verb's date (分配时间) and what it gives (负责人) say the same rows; the
        # person named the thing given, so that is the column said empty (or set, `已分配负责人`)
        binder.add(Bound(done_to, done_to.name, [(op, "")]), [token, verb, after[0]], op=op)
        return 3
    if after and not (after[0].kind == INTENT or after[0].kind == WORD and binder.names(after)):
        return 0
    binder.add(Bound(dates[0], dates[0].name, [(op, "")]), [token, verb], op=op)
    return 2


# `已过期的优惠券`, `过期的会员卡`, `未过期的优惠券`, `expired coupons`: before or after the day in the one date
# column that says when a row expires (失效时间, 过期时间, 到期时间, `expire_time`; else one that says when it
# ends, 结束时间, `end_at`) — where no legend has a label that says so (labels are read first).
EXPIRE_VERBS = frozenset({"过期", "已过期", "失效", "已失效", "到期", "已到期", "expired"})


def expired_said(binder, i: int) -> int:
    """The tokens used (0: none) by an expiry verb, alone or after 已/未/没 glued to it: the expiry date before
    the day (expired) or from it on (not yet)."""
    tokens, before = binder.tokens, binder.tokens[i]
    verb = tokens[i + 1] if before.value in DONE_WORDS | NOT_DONE_WORDS and i + 1 < len(tokens) and \
        tokens[i + 1].start == before.end else before
    after = tokens[tokens.index(verb) + 1] if tokens.index(verb) + 1 < len(tokens) else None
    if verb.kind != WORD or normalize.fold(verb.text) not in EXPIRE_VERBS or not binder.today or \
            after is not None and after.start == verb.end and after.kind in (WORD, KNOWN):
        return 0  # (`失效时间在…之前`: the date column's own word)
    named = expiry_dates([c for c in binder.columns if takes_dates(c)])
    if len(named) != 1 or any(b.column == named[0] for b in binder.out.bound):
        return 0
    op = "gte" if before.value in NOT_DONE_WORDS else "lt"
    used = [before, verb] if verb is not before else [verb]
    binder.add(Bound(named[0], named[0].name, [(op, binder.today)]), used, op=op)
    return len(used)


def done_to_column(binder, word: Token) -> ColumnRecord | None:
    """The one column (no date, no number) a word typed right after a done or not-done verb names by its
    name or description (`分配负责人`: owner_id 负责人ID), when the table's word or the end follows."""
    fit = binder.column_fit([word], strong=True)
    if fit is None or len(fit[0]) != 1 or takes_dates(fit[0][0]) or is_numeric_column(fit[0][0]) and not is_key(fit[0][0]):
        return None
    rest = [t for t in binder.tokens[binder.token_at.get(word.start, 0) + 1 :] if t.kind not in (IGNORED, SYMBOL)][:1]
    return fit[0][0] if not rest or rest[0].kind == INTENT or rest[0].kind == WORD and binder.names(rest) else None


# Verbs every row of its table did (made, born, published, registered, founded): alone before the table's word
# they say nothing of which rows (`出版的文集` is every book, `新建的用户` every user).
EVERY_ROW_VERBS = MAKING_VERBS | {"出生", "诞生", "出版", "注册", "成立", "建立"}


def done_before_rows(binder, i: int) -> int:
    """`赢单的商机`, `发货的订单`, `完成的订单`: a verb alone first in the question, then 的 and the table's word, says
    which rows as `已…` before it would: the legend label that is the verb done (已赢单), else the one date column
    the verb names is set (ship_time 发货时间) — unless every row read has it; the tokens used (0: none). Not
    a verb every row did (EVERY_ROW_VERBS), nor one a column's word or a comparison waits on."""
    tokens, verb = binder.tokens, binder.tokens[i]
    if verb.kind != WORD or len(verb.text) < 2 or not normalize.is_cjk_word(verb.text) or verb.text in EVERY_ROW_VERBS | EXPIRE_VERBS or \
            binder.awaiting is not None or binder.pending is not None or i + 2 >= len(tokens):
        return 0
    mark, head = tokens[i + 1], tokens[i + 2]
    if mark.value != "的" or mark.start != verb.end or head.kind != WORD or not binder.names([head]) or \
            any(t.kind not in (IGNORED, SYMBOL) or t.value in DONE_WORDS | NOT_DONE_WORDS for t in tokens[:i]):
        return 0
    said = normalize.fold(verb.text)
    labels = sorted(done + said for done in DONE_WORDS if done + said in binder.labels)
    if len(labels) == 1:
        fits = binder.labels[labels[0]]
        column = fits[0] if len(fits) == 1 else None
        binder.add(Bound(column, column.name if column else verb.text, [("exact", labels[0])], label=labels[0],
                         options=[] if column else list(fits)), [verb], label=labels[0], op="exact")
        return 1
    fit = binder.column_fit([verb], strong=True)
    dates = [c for c in (fit[0] if fit else ()) if takes_dates(c)]
    if labels or len(dates) != 1 or not any(said in normalize.fold(w) for w in (dates[0].name, dates[0].comment or "")):
        return 0
    if binder.held is not None and binder.held.always_set(dates[0]):
        return 0  # (`登陆的台风`: every row read has the date — the word says nothing of which rows)
    binder.add(Bound(dates[0], dates[0].name, [("notnull", "")]), [verb], op="notnull")
    return 1


def english_verb_before(binder, before: Sequence[Token], fits) -> ColumnRecord | None:
    """`members registered last month`, `users created today`: an English participle no column's word took, right
    before the date (request words and a comparison between), names the date column whose name holds its verb or
    whose description begins with the verb's Chinese word in the glossary (注册 → 注册时间)."""
    said_words = [t for t in before if t.kind not in (IGNORED, COMPARE)][-2:]
    if said_words and said_words[-1].value in VERB_PARTICLES and said_words[-1] in binder.out.unknown:
        said_words = said_words[:-1]  # (`signed up in 2025`: the verb before the particle)
    word = said_words[-1] if said_words else None
    if word is None or word not in binder.out.unknown or not word.text.isascii():
        return None
    text = word.text.lower()
    verbs = {IRREGULAR_VERBS[text]} if text in IRREGULAR_VERBS else {text[:-2], text[:-1], text[:-3], text[:-3] + "y"} \
        if text.endswith("ed") and len(text) > 4 else set()
    if not verbs:
        return None
    said = {w for v in verbs if (key := word_key(v)) for g in binder.aliases.related(key[0]) for w in g.words
            if normalize.is_cjk_word(w)}
    named = [c for c in fits if takes_dates(c) and (any(len(v) > 2 and v in c.name.lower() for v in verbs) or
                                                    any((c.comment or "").startswith(w) for w in said))]
    if not named and verbs & CREATION_VERBS:  # (`customers who joined in 2025`: no join date, the row's creation's;
        own = normalize.identifier_tokens(binder.record.name)[-1:]  # `orders placed in May`, `sales made in 2025`: the
        named = [c for c in fits if takes_dates(c) and ((words := normalize.identifier_tokens(c.name)) and (  # own date,
            set(words) & CREATION_WORDS or {words[0], words[0] + "s", singular(words[0])} & set(own) and all(  # sale_time,
                w in TIME_NAME_ENDS for w in words[1:])) or (c.comment or "").startswith(CREATION_COMMENT))]  # not customers_dob
    if not named and verbs & CREATION_VERBS:  # (none so: the date added, or an order's purchased — `orders placed`)
        named = [c for c in fits if takes_dates(c) and set(normalize.identifier_tokens(c.name)) & ADDITION_WORDS]
    if len(named) != 1:
        return None
    phrase = [word] + [t for t in before if t.start > word.start and t.value in VERB_PARTICLES and t in binder.out.unknown]
    for token in phrase:
        binder.out.unknown.remove(token)
    binder.span(phrase, "column", column=named[0].name)
    return named[0]


# -- surnames -----------------------------------------------------------------------------------------
# `姓张`, `张姓`, `姓 欧阳`: a surname said of the people a table keeps.
SURNAME_MARK = "姓"
SURNAME_MAX = 2  # characters (欧阳, 诸葛)
NOT_SURNAMES = frozenset("名氏别同本贵")  # (姓名, 姓氏, 同姓 are words of their own; 姓别 is 性别 mistyped)
# A column that keeps the surname alone (equal to it), or the whole name (that starts with it).
SURNAME_COLUMNS = frozenset({"姓", "姓氏", "surname", "lastname", "familyname"})
PERSON_NAME_COLUMNS = frozenset({"姓名", "名字", "真实姓名", "全名", "name", "fullname", "realname"})
PERSON_NAME_ENDING = "姓名"  # (客户姓名, 联系人姓名)


def surname_said(binder, i: int) -> int:
    """`姓张的客户`, `张姓员工`, `姓欧阳的会员`: the one column that keeps the surname equals it, else the
    one that keeps the person's whole name starts with it; right after a column's word (`负责人姓张`), that
    column starts with it. How many tokens it used (0: none)."""
    tokens, token = binder.tokens, binder.tokens[i]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if token.text == SURNAME_MARK and nxt is not None and nxt.kind == WORD and nxt.start == token.end:
        surname, used = nxt.text, 2
    elif token.text.startswith(SURNAME_MARK):
        surname, used = token.text[1:], 1
    elif token.text.endswith(SURNAME_MARK) and len(token.text) == 2:
        surname, used = token.text[0], 1
    else:
        return 0
    if not 0 < len(surname) <= SURNAME_MAX or not normalize.is_cjk_word(surname) or surname[0] in NOT_SURNAMES:
        return 0
    waiting = binder.awaiting[1] if binder.awaiting is not None else None
    if waiting is not None and not takes_dates(waiting) and not is_numeric_column(waiting):
        binder.awaiting = None  # (`负责人姓张`: the person the column's word names)
        binder.add(Bound(waiting, waiting.name, [("startswith", surname)]), tokens[i : i + used], op="startswith")
        return used
    for words, op in ((SURNAME_COLUMNS, "exact"), (PERSON_NAME_COLUMNS, "startswith")):
        named = [c for c in binder.columns if not takes_dates(c) and not is_numeric_column(c) and (
            {normalize.fold_identifier(c.name), normalize.fold_identifier(normalize.comment_main(c.comment))} & words
            or op == "startswith" and normalize.comment_main(c.comment).endswith(PERSON_NAME_ENDING))]
        if len(named) == 1:
            binder.add(Bound(named[0], named[0].name, [(op, surname)]), tokens[i : i + used], op=op)
            return used
        if named:
            return 0  # (several: which one cannot be told)
    return 0


# English words that ask with a verb at the end (`how many rentals did customer 130 make`, `has member 5 placed`).
ASKING_AUXILIARIES = frozenset({"did", "does", "do", "has", "have", "had"})


def made_asked(binder, i: int) -> int:
    """`how many rentals did customer 130 make`, `how many orders has member 5 placed`: the question's last word a
    verb of coming to be (CREATION_VERBS: make, place, submit …, or its past), asked with did/does/has before it —
    it says only that the rows were made, which every row was: read as nothing more (1), else 0."""
    token, tokens = binder.tokens[i], binder.tokens
    text = token.text.lower()
    verbs = {IRREGULAR_VERBS.get(text, text), text[:-1], text[:-2]} if text.endswith("ed") else {IRREGULAR_VERBS.get(text, text)}
    if token.kind != WORD or not text.isascii() or not verbs & CREATION_VERBS or \
            any(t.kind not in (IGNORED, SYMBOL) for t in tokens[i + 1 :]) or \
            not any(t.text.lower() in ASKING_AUXILIARIES for t in tokens[:i]) or not binder.out.entity:
        return 0
    binder.out.ignored.append(token.text)
    return 1
