"""The one-box reader: a sentence typed into the search box becomes typed tokens with spans.

Every case lists *all* tokens of its sentence, in order: nothing may be dropped silently, and the
characters between tokens must be whitespace or punctuation (checked for every case).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import unicodedata
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

# Datasette must load its plugins before the package is imported (see test_normalize.py).
import datasette.plugins  # noqa: F401,E402  isort: skip
from datasette_dbgraph.onebox.reader import (
    CJK_COMPARISONS,
    CJK_SINGLE_COMPARISONS,
    LATIN_COMPARISONS,
    TIME_COMPARISONS,
    read,
    read_tokens,
    skippable,
)
from datasette_dbgraph.words.values import chinese_number

ROOT = Path(__file__).resolve().parent.parent


def W(text, value=None):
    return ("word", text, value or text, {})


def I(text, value=None):  # noqa: E743 - reads like the kind it stands for
    return ("ignored", text, value or text, {})


def S(text):
    return ("symbol", text, text, {})


def K(text, value=None):
    return ("known", text, value or text, {})


def C(text, op, place="before", value=None):
    return ("compare", text, value or text, {"op": op, "place": place})


def V(kind, text, value=None, **extra):
    return (kind, text, value or text, extra)


def check_reading(q, expected, known=()):
    """All tokens, in order, with kind, text, value and extras; spans exact; gaps skippable."""
    tokens = read_tokens(q, known)
    got = [(t.kind, t.text, t.value) for t in tokens]
    assert got == [(k, text, value) for k, text, value, _ in expected], q
    pos = 0
    for token, (_, text, _, extra) in zip(tokens, expected):
        start = q.index(text, pos)
        assert (token.start, token.end) == (start, start + len(text)), (q, text)
        assert all(skippable(ch) for ch in q[pos:start]), (q, q[pos:start])
        for key, value in extra.items():
            assert getattr(token, key) == value, (q, text, key)
        if token.kind != "compare":
            assert token.op is None and token.place is None
        if "until" not in extra:
            assert token.until is None, (q, text)
        if "also" not in extra:
            assert token.also == (), (q, text)
        pos = token.end
    assert all(skippable(ch) for ch in q[pos:]), q


CASES = [
    # -- Simplified Chinese: values glued to words, particles, comparison words before and after
    ('已发货的订单 手机号13800138000', [W('已'), W('发货'), I('的'), W('订单'), W('手机号'), V('phone', '13800138000')]),
    ('手机号13800138000的会员', [W('手机号'), V('phone', '13800138000'), I('的'), W('会员')]),
    ('订单 金额大于100', [W('订单'), W('金额'), C('大于', 'gt'), V('number', '100')]),
    ('2024年1月的订单', [V('period', '2024年1月', '2024-01-01', until='2024-02-01'), I('的'), W('订单')]),
    ('自2024年起的订单', [C('自', 'gte', 'open'), V('period', '2024年', '2024-01-01', until='2025-01-01', also=(('number', '2024'),)), C('起', 'gte', 'close'), I('的'), W('订单')]),
    ('以SO开头的订单号', [C('以', 'startswith', 'open'), W('SO', 'so'), C('开头', 'startswith', 'close'), I('的'), W('订单号')]),
    # `比…便宜` (cheaper than): 比, the number and the comparative are one comparison; a glued unit is the number's
    ('比89元便宜的商品', [C('比', 'lt', 'open'), V('number', '89元', '89', unit='元'), C('便宜', 'lt', 'close'), I('的'), W('商品')]),
    ('比8900元贵的手机', [C('比', 'gt', 'open'), V('number', '8900元', '8900', unit='元'), C('贵', 'gt', 'close'), I('的'), W('手机')]),
    ('不比83岁小的歌手', [C('不比', 'gte', 'open'), V('number', '83岁', '83', unit='岁'), C('小', 'gte', 'close'), I('的'), W('歌手')]),
    ('订单状态不是已关闭', [W('订单'), W('状态'), C('不是', 'not'), W('已'), W('关闭')]),
    ('列出所有已发货的订单', [I('列出'), I('所有'), W('已'), W('发货'), I('的'), W('订单')]),
    ('订单 订单编号 2025011124377090', [W('订单'), W('订单'), W('编号'), V('number', '2025011124377090')]),
    ('订单 备注 "尽快发货"', [W('订单'), W('备注'), V('quoted', '"尽快发货"', '尽快发货')]),
    ('会员 性别 女', [W('会员'), W('性别'), W('女')]),
    ('查询邮箱为zhangsan@example.com的会员', [I('查询'), W('邮箱'), C('为', 'exact'), V('email', 'zhangsan@example.com'), I('的'), W('会员')]),
    ('支付记录 超过500', [W('支付'), W('记录'), C('超过', 'gt'), V('number', '500')]),
    ('支付记录 2025-03', [W('支付'), W('记录'), V('period', '2025-03', '2025-03-01', until='2025-04-01')]),
    ('2025年的登录日志', [V('period', '2025年', '2025-01-01', until='2026-01-01', also=(('number', '2025'),)), I('的'), W('登录'), W('日志')]),
    ('支付记录 金额不低于100', [W('支付'), W('记录'), W('金额'), C('不低于', 'gte'), V('number', '100')]),
    ('支付记录 金额100以上', [W('支付'), W('记录'), W('金额'), V('number', '100'), C('以上', 'gte', 'after')]),
    ('退款 金额不超过200', [W('退款'), W('金额'), C('不超过', 'lte'), V('number', '200')]),
    ('退款 金额200以下', [W('退款'), W('金额'), V('number', '200'), C('以下', 'lte', 'after')]),
    ('订单 收货地址包含北京', [W('订单'), W('收货'), W('地址'), C('包含', 'contains'), W('北京')]),
    ('会员 昵称含有猫', [W('会员'), W('昵称'), C('含有', 'contains'), W('猫')]),
    ('会员 手机号以138开头', [W('会员'), W('手机号'), C('以', 'startswith', 'open'), V('number', '138'), C('开头', 'startswith', 'close')]),
    ('登录日志 2025-06-01之后', [W('登录'), W('日志'), V('date', '2025-06-01', until='2025-06-02'), C('之后', 'gt', 'after')]),
    ('登录日志 2025-06-01以来', [W('登录'), W('日志'), V('date', '2025-06-01', until='2025-06-02'), C('以来', 'gte', 'after')]),
    ('登录日志 2025-06-01之前', [W('登录'), W('日志'), V('date', '2025-06-01', until='2025-06-02'), C('之前', 'lt', 'after')]),
    # Two values joined by a range word are one range (its two ends in `parts`).
    ('操作日志 自2025-01-01至2025-03-31', [W('操作'), W('日志'), C('自', 'gte'), V('range', '2025-01-01至2025-03-31', '2025-01-01')]),
    ('从2024-01-01到2024-03-31的订单', [C('从', 'gte'), V('range', '2024-01-01到2024-03-31', '2024-01-01'), I('的'), W('订单')]),
    ('订单 下单时间 2024年1月1日', [W('订单'), W('下单'), W('时间'), V('date', '2024年1月1日', '2024-01-01', until='2024-01-02')]),
    ('订单 下单时间 2024/1/1', [W('订单'), W('下单'), W('时间'), V('date', '2024/1/1', '2024-01-01', until='2024-01-02')]),
    ('订单 下单时间 2024.01.01', [W('订单'), W('下单'), W('时间'), V('date', '2024.01.01', '2024-01-01', until='2024-01-02')]),
    ('商品评价 评分至少四', [W('商品'), W('评价'), W('评分'), C('至少', 'gte'), V('number', '四', '4')]),
    ('金额不低于一百元', [W('金额'), C('不低于', 'gte'), V('number', '一百元', '100')]),
    ('金额3万元以下', [W('金额'), V('number', '3万元', '30000'), C('以下', 'lte', 'after')]),
    ('订单金额小于两千', [W('订单'), W('金额'), C('小于', 'lt'), V('number', '两千', '2000')]),
    ('订单金额小于八千六百万', [W('订单'), W('金额'), C('小于', 'lt'), V('number', '八千六百万', '86000000')]),
    ('订单 金额 １００', [W('订单'), W('金额'), V('number', '１００', '100')]),
    ('ＳＯ２０２４００１', [V('code', 'ＳＯ２０２４００１', 'SO2024001')]),
    ('手机号 +86 138 0013 8000', [W('手机号'), V('phone', '+86 138 0013 8000', '13800138000')]),
    ('联系电话 010-12345678', [W('联系电话'), V('phone', '010-12345678')]),
    ('手机号为138-0013-8000的用户', [W('手机号'), C('为', 'exact'), V('phone', '138-0013-8000', '13800138000'), I('的'), W('用户')]),
    ('订单状态不等于待付款', [W('订单'), W('状态'), C('不等于', 'not'), W('待'), W('付款')]),
    ('状态为已发货', [W('状态'), C('为', 'exact'), W('已'), W('发货')]),
    ('状态是已发货', [W('状态'), C('是', 'exact'), W('已'), W('发货')]),
    ('订单 2024', [W('订单'), V('period', '2024', '2024-01-01', until='2025-01-01', also=(('number', '2024'),))]),
    ('金额大于2000', [W('金额'), C('大于', 'gt'), V('period', '2000', '2000-01-01', until='2001-01-01', also=(('number', '2000'),))]),
    ('订单号 SO2024001', [W('订单号'), V('code', 'SO2024001')]),
    ('仓库 A12', [W('仓库'), V('code', 'A12')]),
    ('帮我找一下订单', [I('帮'), I('我'), I('找'), I('一下'), W('订单')]),
    ('订单和会员', [W('订单'), I('和'), W('会员')]),
    ('订单 价格 99.5', [W('订单'), W('价格'), V('number', '99.5')]),
    ('订单 金额 1,000', [W('订单'), W('金额'), V('number', '1,000', '1000')]),
    ('订单 创建时间 2024-01-01 12:30', [W('订单'), W('创建'), W('时间'), V('date', '2024-01-01 12:30', '2024-01-01 12:30:00')]),
    ('订单 编号 007', [W('订单'), W('编号'), V('code', '007')]),
    ('请查看所有订单', [I('请'), I('查看'), I('所有'), W('订单')]),
    ('订单 「加急」', [W('订单'), V('quoted', '「加急」', '加急')]),
    ('订单 ‘加急’', [W('订单'), V('quoted', '‘加急’', '加急')]),
    ('查找哪些会员的积分至多50', [I('查找'), I('哪些'), W('会员'), I('的'), W('积分'), C('至多', 'lte'), V('number', '50')]),
    # -- Traditional Chinese: folded to Simplified in `value`, kept as typed in `text`
    ('會員 姓名 張三', [W('會員', '会员'), W('姓名'), W('張三', '张三')]),
    ('已發貨的訂單', [W('已'), W('發貨', '发货'), I('的'), W('訂單', '订单')]),
    ('會員 手機號 13800138000', [W('會員', '会员'), W('手機號', '手机号'), V('phone', '13800138000')]),
    ('支付記錄 金額超過500', [W('支付'), W('記錄', '记录'), W('金額', '金额'), C('超過', 'gt', value='超过'), V('number', '500')]),
    ('訂單 下單時間 2025-01-01之後', [W('訂單', '订单'), W('下單', '下单'), W('時間', '时间'), V('date', '2025-01-01', until='2025-01-02'), C('之後', 'gt', 'after', value='之后')]),
    ('退款 狀態 已退款', [W('退款'), W('狀態', '状态'), W('已'), W('退款')]),
    ('訂單狀態不是已關閉', [W('訂單', '订单'), W('狀態', '状态'), C('不是', 'not'), W('已'), W('關閉', '关闭')]),
    ('自2024年起的訂單', [C('自', 'gte', 'open'), V('period', '2024年', '2024-01-01', until='2025-01-01', also=(('number', '2024'),)), C('起', 'gte', 'close'), I('的'), W('訂單', '订单')]),
    ('查詢所有訂單', [I('查詢', '查询'), I('所有'), W('訂單', '订单')]),
    ('訂單 金額大於100', [W('訂單', '订单'), W('金額', '金额'), C('大於', 'gt', value='大于'), V('number', '100')]),
    ('會員 手機號以138開頭', [W('會員', '会员'), W('手機號', '手机号'), C('以', 'startswith', 'open'), V('number', '138'), C('開頭', 'startswith', 'close', value='开头')]),
    ('2024年1月的訂單', [V('period', '2024年1月', '2024-01-01', until='2024-02-01'), I('的'), W('訂單', '订单')]),
    ('以SO開頭的訂單號', [C('以', 'startswith', 'open'), W('SO', 'so'), C('開頭', 'startswith', 'close', value='开头'), I('的'), W('訂單號', '订单号')]),
    ('查詢郵箱為zhangsan@example.com的會員', [I('查詢', '查询'), W('郵箱', '邮箱'), C('為', 'exact', value='为'), V('email', 'zhangsan@example.com'), I('的'), W('會員', '会员')]),
    ('登錄日誌 2025-06-01以來', [W('登錄', '登录'), W('日誌', '日志'), V('date', '2025-06-01', until='2025-06-02'), C('以來', 'gte', 'after', value='以来')]),
    ('退款 金額不超過二百元', [W('退款'), W('金額', '金额'), C('不超過', 'lte', value='不超过'), V('number', '二百元', '200')]),
    ('列出所有禁用的會員', [I('列出'), I('所有'), W('禁用'), I('的'), W('會員', '会员')]),
    # -- English: identifier words, multi-word comparisons, request words
    ('orders over 100 since 2024-01-01', [W('orders', 'order'), C('over', 'gt'), V('number', '100'), C('since', 'gte'), V('date', '2024-01-01', until='2024-01-02')]),
    ('invoice 98', [W('invoice'), V('number', '98')]),
    ('email alice@example.com', [W('email'), V('email', 'alice@example.com')]),
    ('created after 2024-01-01', [W('created'), C('after', 'gt'), V('date', '2024-01-01', until='2024-01-02')]),
    ('amount > 100', [W('amount'), C('>', 'gt'), V('number', '100')]),
    ('refunds at most 200', [W('refunds', 'refund'), C('at most', 'lte'), V('number', '200')]),
    ('payments at least 100', [W('payments', 'payment'), C('at least', 'gte'), V('number', '100')]),
    ('list the refunds with amount over 100', [I('list'), I('the'), W('refunds', 'refund'), I('with'), W('amount'), C('over', 'gt'), V('number', '100')]),
    ('show all payments over 500', [I('show'), I('all'), W('payments', 'payment'), C('over', 'gt'), V('number', '500')]),
    ('members mobile starts with 138', [W('members', 'member'), W('mobile'), C('starts with', 'startswith'), V('number', '138')]),
    ('members nickname contains cat', [W('members', 'member'), W('nickname'), C('contains', 'contains'), W('cat')]),
    ('members nickname "Happy Cat"', [W('members', 'member'), W('nickname'), V('quoted', '"Happy Cat"', 'Happy Cat')]),
    ('operation logs from 2025-01-01 till 2025-03-31', [W('operation'), W('logs', 'log'), C('from', 'gte'), V('date', '2025-01-01', until='2025-01-02'), C('till', 'lte'), V('date', '2025-03-31', until='2025-04-01')]),
    ('login logs before 2025-01-01', [W('login'), W('logs', 'log'), C('before', 'lt'), V('date', '2025-01-01', until='2025-01-02')]),
    ('refunds amount <= 50', [W('refunds', 'refund'), W('amount'), C('<=', 'lte'), V('number', '50')]),
    ('payments amount >= 100', [W('payments', 'payment'), W('amount'), C('>=', 'gte'), V('number', '100')]),
    ('orders status != 4', [W('orders', 'order'), W('status'), C('!=', 'not'), V('number', '4')]),
    ('sales orders status is not cancelled', [W('sales'), W('orders', 'order'), W('status'), C('is not', 'not'), W('cancelled')]),
    ('products name like Frame', [W('products', 'product'), W('name'), C('like', 'contains'), W('Frame', 'frame')]),
    ('employees hire date until 1970-01-01', [W('employees', 'employee'), W('hire'), W('date'), C('until', 'lt'), V('date', '1970-01-01', until='1970-01-02')]),
    ('products more than 1000', [W('products', 'product'), C('more than', 'gt'), V('number', '1000')]),
    ('orders less than 20', [W('orders', 'order'), C('less than', 'lt'), V('number', '20')]),
    ('products product number AR-5381', [W('products', 'product'), W('product'), W('number'), V('code', 'AR-5381')]),
    # `first` is an intent word for the reader; the binder reads `first name` as a column (binding.py).
    ("person first name 'Ken'", [W('person'), ('intent', 'first', 'top', {}), W('name'), V('quoted', "'Ken'", 'Ken')]),
    ('orders created_at 2024-01', [W('orders', 'order'), W('created_at', 'created at'), V('period', '2024-01', '2024-01-01', until='2024-02-01')]),
    ('orders in 2024', [W('orders', 'order'), I('in'), V('period', '2024', '2024-01-01', until='2025-01-01', also=(('number', '2024'),))]),
    ('products price under $100', [W('products', 'product'), W('price'), C('under', 'lt'), V('number', '$100', '100')]),
    ('phone +1 415 555 2671', [W('phone'), V('phone', '+1 415 555 2671', '+14155552671')]),
    # -- Mixed Chinese and English
    ('members 手机号 13800138000', [W('members', 'member'), W('手机号'), V('phone', '13800138000')]),
    ('支付记录 over 500', [W('支付'), W('记录'), C('over', 'gt'), V('number', '500')]),
    ('產品 list price 超過 1000', [W('產品', '产品'), I('list'), W('price'), C('超過', 'gt', value='超过'), V('number', '1000')]),
    ('员工 hire date 2010年以前', [W('员工'), W('hire'), W('date'), V('period', '2010年', '2010-01-01', until='2011-01-01', also=(('number', '2010'),)), C('以前', 'lt', 'after')]),
    # -- Hostile text: read as words and signs, nothing interpreted, nothing dropped
    ("'; DROP TABLE users", [W('DROP', 'drop'), W('TABLE', 'table'), W('users', 'user')]),
    ('<script>alert(1)</script>', [C('<', 'lt'), W('script'), C('>', 'gt'), W('alert'), V('number', '1'), C('<', 'lt'), W('script'), C('>', 'gt')]),
    ("Robert'); DROP TABLE Students;--", [W('Robert', 'robert'), W('DROP', 'drop'), W('TABLE', 'table'), W('Students', 'student')]),
    ('{{7*7}} ${x}', [V('number', '7'), V('number', '7'), S('$'), W('x')]),
    ("%' OR 1=1 --", [S('%'), ('either', 'OR', 'or', {}), V('number', '1'), C('=', 'exact'), V('number', '1')]),
    ('שלום orders', [W('שלום'), W('orders', 'order')]),
    # -- Edge shapes: impossible dates, percent, ranges not supported, circumfixes, glued scripts
    ('price 1.5万', [W('price'), V('number', '1.5万', '15000')]),
    ('订单 -5', [W('订单'), V('number', '-5')]),
    ('订单 2024-02-30', [W('订单'), V('code', '2024-02-30')]),
    ('订单 2024-13', [W('订单'), V('code', '2024-13')]),
    # A percent sign belongs to the number before it (`unit`), compared in the column's form.
    ('折扣 100%', [W('折扣'), V('number', '100%', '100', unit='%')]),
    ('price 100-200', [W('price'), V('code', '100-200')]),
    ('电话 (010)12345678', [W('电话'), V('phone', '(010)12345678', '010-12345678')]),
    ('email: bob@x.org.', [W('email'), C(':', 'exact'), V('email', 'bob@x.org')]),
    ('since 2024-01-01.', [C('since', 'gte'), V('date', '2024-01-01', until='2024-01-02')]),
    ('A-12-B', [V('code', 'A-12-B')]),
    ('member_id 5', [W('member_id', 'member id'), V('number', '5')]),
    ('orders 2024Q1', [W('orders', 'order'), V('code', '2024Q1')]),
    ('2024年1月至3月', [V('period', '2024年1月', '2024-01-01', until='2024-02-01'), C('至', 'lte'), V('number', '3月', '3', unit='月')]),
    ('订单 一', [W('订单'), W('一')]),
    ('姓名 万', [W('姓名'), W('万')]),
    ('张三丰', [W('张三丰')]),
    ('orders订单', [W('orders', 'order'), W('订单')]),
    ('iPhone手机', [W('iPhone', 'i phone'), W('手机')]),
    ('會員 姓名「張三」', [W('會員', '会员'), W('姓名'), V('quoted', '「張三」', '張三')]),
    ('金额≥100', [W('金额'), C('≥', 'gte'), V('number', '100')]),
    ('金额＞１００', [W('金额'), C('＞', 'gt', value='>'), V('number', '１００', '100')]),
    ('订单 号码:13800138000', [W('订单'), W('号码'), C(':', 'exact'), V('phone', '13800138000')]),
    ('订单 2000元以上', [W('订单'), V('number', '2000元', '2000'), C('以上', 'gte', 'after')]),
    ('订单 ¥100', [W('订单'), V('number', '¥100', '100')]),
    ('orders between 100 and 200', [W('orders', 'order'), V('range', 'between 100 and 200', '100')]),
    ('以北京开头的地址', [C('以', 'startswith', 'open'), W('北京'), C('开头', 'startswith', 'close'), I('的'), W('地址')]),
    ('SO开头的订单号', [W('SO', 'so'), C('开头', 'startswith', 'after'), I('的'), W('订单号')]),
    ('从北京起', [C('从', 'gte', 'open'), W('北京'), C('起', 'gte', 'close')]),
    ('是否删除 是', [W('是否'), W('删除'), C('是', 'exact')]),
    ('到货时间 2024-01-01之后', [W('到货'), W('时间'), V('date', '2024-01-01', until='2024-01-02'), C('之后', 'gt', 'after')]),
    ('自营商品 2024年以来', [W('自营'), W('商品'), V('period', '2024年', '2024-01-01', until='2025-01-01', also=(('number', '2024'),)), C('以来', 'gte', 'after')]),
]


@pytest.mark.parametrize("q, expected", CASES, ids=[q for q, _ in CASES])
def test_sentence_is_read_into_tokens(q, expected):
    check_reading(q, expected)


def test_there_are_enough_sentences_in_each_language():
    def script(q):
        if any(unicodedata.name(ch, "").startswith("CJK") for ch in q):
            return "zh"
        return "en"

    counts = {"zh": 0, "en": 0}
    for q, _ in CASES:
        counts[script(q)] += 1
    assert len(CASES) >= 100 and counts["zh"] >= 50 and counts["en"] >= 30


# -- Known phrases: legend labels and column words inside a Chinese run ------------------------
@pytest.mark.parametrize(
    "q, known, expected",
    [
        ("已发货的订单 手机号13800138000", {"已发货", "订单", "手机号"},
         [K("已发货"), I("的"), K("订单"), K("手机号"), V("phone", "13800138000")]),
        ("订单状态不是已关闭", {"订单状态", "已关闭", "订单", "状态"},
         [K("订单状态"), C("不是", "not"), K("已关闭")]),
        # Labels are given folded (Simplified); the span keeps what was typed.
        ("已發貨的訂單", {"已发货", "订单"}, [K("已發貨", "已发货"), I("的"), K("訂單", "订单")]),
        ("订单状态不等于待付款", {"待付款"}, [W("订单"), W("状态"), C("不等于", "not"), K("待付款")]),
        # The longest phrase wins: a column word that contains an entity word.
        ("订单编号 2025011124377090", {"订单", "订单编号"}, [K("订单编号"), V("number", "2025011124377090")]),
        # A short phrase that cuts through a segmenter word (`女` in `女装`) is not taken.
        ("女装的商品", {"女"}, [W("女装"), I("的"), W("商品")]),
        ("会员 性别 女", {"女"}, [W("会员"), W("性别"), K("女")]),
        # A comparison word stays a comparison even when it is also a label (`(1:是；0不是)`).
        ("状态是已发货", {"是", "已发货"}, [W("状态"), C("是", "exact"), K("已发货")]),
        ("订单状态不是已关闭", {"不是", "已关闭"}, [W("订单"), W("状态"), C("不是", "not"), K("已关闭")]),
        # A known phrase may contain a comparison word: `是否包含运费` is a column, not `包含`.
        ("商品 是否包含运费", {"是否包含运费"}, [W("商品"), K("是否包含运费")]),
        # Known phrases absent from the sentence change nothing.
        ("订单 金额大于100", {"会员", "已发货"}, [W("订单"), W("金额"), C("大于", "gt"), V("number", "100")]),
        # Latin text is not searched for known phrases: its words are whole already.
        ("orders shipped", {"shipped"}, [W("orders", "order"), W("shipped")]),
    ],
)
def test_known_phrases_are_kept_whole(q, known, expected):
    check_reading(q, expected, known)


def test_known_phrase_reports_whether_it_falls_on_word_boundaries():
    aligned = read("已发货的订单", {"已发货"}).tokens[0]
    assert aligned.kind == "known" and aligned.aligned
    # `单状态` is long enough to be taken although it starts inside the segmenter's `订单`.
    unaligned = [t for t in read("订单状态", {"单状态"}).tokens if t.kind == "known"]
    assert [(t.text, t.aligned) for t in unaligned] == [("单状态", False)]


# -- Runs: the raw Chinese text for label lookups ----------------------------------------------
def test_chinese_runs_are_kept_with_their_offsets_and_simplified_form():
    reading = read("已發貨的訂單 手机号13800138000 orders")
    assert [(r.text, r.start, r.end, r.folded) for r in reading.runs] == [
        ("已發貨的訂單", 0, 6, "已发货的订单"),
        ("手机号", 7, 10, "手机号"),
    ]
    for run in reading.runs:
        assert reading.text[run.start : run.end] == run.text and len(run.folded) == len(run.text)


def test_ignored_lists_request_words_and_signs_as_typed():
    assert read("列出所有已发货的订单 😀").ignored == ["列出", "所有", "的", "😀"]
    assert read("show all payments over 500").ignored == ["show", "all"]
    assert read("折扣 100%").ignored == []  # the sign belongs to the number
    assert read("100% 折扣").ignored == []


def test_time_words_are_comparison_words():
    assert TIME_COMPARISONS <= set(CJK_COMPARISONS) | set(CJK_SINGLE_COMPARISONS) | set(LATIN_COMPARISONS)
    since, year = read_tokens("since 2024")
    assert since.value in TIME_COMPARISONS and year.kind == "period" and year.also == (("number", "2024"),)
    over, year = read_tokens("over 2000")
    assert over.value not in TIME_COMPARISONS and year.also == (("number", "2000"),)


# -- Hostile and odd input ---------------------------------------------------------------------
def test_a_thousand_characters_are_read_in_full():
    q = "订单" * 500
    tokens = read_tokens(q)
    assert len(tokens) == 500 and all(t.kind == "word" and t.value == "订单" for t in tokens)
    q = "orders over 100 " * 62 + "orders"
    assert len(q) <= 1000
    tokens = read_tokens(q)
    assert [t.kind for t in tokens].count("number") == 62 and tokens[-1].text == "orders"


@pytest.mark.parametrize(
    "q, expected",
    [
        ("\u202e订单\u202c 13800138000", [W("订单"), V("phone", "13800138000")]),  # RTL override marks
        ("\u200f订单\u200e", [W("订单")]),  # RTL / LTR marks
        ("订\u200b单", [W("订"), W("单")]),  # a zero-width space separates
        ("订单 😀👍🏽", [W("订单"), S("😀👍🏽")]),
        ("👨\u200d👩\u200d👧 会员", [S("👨\u200d👩\u200d👧"), W("会员")]),  # one emoji sequence
        ("订单\x00会员", [W("订单"), W("会员")]),  # NUL is refused upstream; here it only separates
        ("\t\n订单\r\n", [W("订单")]),
        ("   ", []),
        ("", []),
        ("？！。，", []),
    ],
)
def test_hostile_and_invisible_characters(q, expected):
    check_reading(q, expected)


# -- Values ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "word, number",
    [("一百", 100), ("两千", 2000), ("三万五千", 35000), ("一百零五", 105), ("十二", 12), ("十", 10),
     ("三千五", 3500), ("一万五", 15000), ("一亿三千万", 130000000), ("二十五", 25), ("零", 0), ("一千零一", 1001)],
)
def test_chinese_numerals(word, number):
    assert chinese_number(word) == number


@pytest.mark.parametrize("word", ["一二三", "万万", "万", "百千", "", "订单", "一下"])
def test_not_chinese_numerals(word):
    assert chinese_number(word) is None


@pytest.mark.parametrize(
    "q, kind, value, until",
    [
        ("2024-02-29", "date", "2024-02-29", "2024-03-01"),  # leap day
        ("2023-12-31", "date", "2023-12-31", "2024-01-01"),
        ("2024年12月", "period", "2024-12-01", "2025-01-01"),
        ("2024 年 3 月", "period", "2024-03-01", "2024-04-01"),
        ("2024/12", "period", "2024-12-01", "2025-01-01"),
        ("2024年2月29号", "date", "2024-02-29", "2024-03-01"),
        ("２０２４－０１－０１", "date", "2024-01-01", "2024-01-02"),  # full width
        ("2023-02-29", "code", "2023-02-29", None),  # no such day: a shape, not a date
        ("1899", "number", "1899", None),  # outside the years a bare number may be
        ("2101", "number", "2101", None),
        ("1900", "period", "1900-01-01", "1901-01-01"),
        # English month names: a month of a year, or a day of it
        ("January 2025", "period", "2025-01-01", "2025-02-01"),
        ("Sept 2024", "period", "2024-09-01", "2024-10-01"),
        ("March 3, 2025", "date", "2025-03-03", "2025-03-04"),
        ("3 March 2025", "date", "2025-03-03", "2025-03-04"),
        ("march 3rd 2025", "date", "2025-03-03", "2025-03-04"),
        ("Feb. 2024", "period", "2024-02-01", "2024-03-01"),
    ],
)
def test_dates_and_periods(q, kind, value, until):
    (token,) = read_tokens(q)
    assert (token.kind, token.value, token.until) == (kind, value, until)


@pytest.mark.parametrize(
    "q, kind, value",
    [
        ("13800138000", "phone", "13800138000"),
        ("+8613800138000", "phone", "13800138000"),
        ("0086 138 0013 8000", "phone", "13800138000"),
        ("12800138000", "number", "12800138000"),  # no mobile starts 12
        ("138001380001", "number", "138001380001"),  # twelve digits: not a mobile
        ("0755 12345678", "phone", "0755-12345678"),
        ("400-820-8820", "phone", "400-820-8820"),
        ("4008208820", "number", "4008208820"),  # bare ten digits may be an order number
        ("+44 20 7946 0958", "phone", "+442079460958"),
        ("-12.50", "number", "-12.5"),
        ("1,234,567.00", "number", "1234567"),
        ("0.5", "number", "0.5"),
        ("0", "number", "0"),
        ("２万", "number", "20000"),
        ("a.b@c.io", "email", "a.b@c.io"),
        ("ORD-2024-001", "code", "ORD-2024-001"),
        ("v2", "code", "v2"),
        ("1,00", "code", "1"),  # a broken group is not a thousand
    ],
)
def test_phones_numbers_codes(q, kind, value):
    assert (read_tokens(q)[0].kind, read_tokens(q)[0].value) == (kind, value)


def test_an_apostrophe_inside_a_word_opens_no_quote():
    # `'s` says whose, as 的 does; the quoted value after it is still one value
    assert [(t.kind, t.text, t.value) for t in read_tokens("Bob's orders 'shipped'")] == [
        ("word", "Bob", "bob"), ("ignored", "'s", "的"), ("word", "orders", "order"), ("quoted", "'shipped'", "shipped")]
    # after what, it, that …, `'s` is `is`; O'Brien keeps its apostrophe inside the name
    assert [(t.kind, t.value) for t in read_tokens("what's O'Brien's email")] == [
        ("ignored", "what"), ("ignored", "is"), ("word", "o"), ("word", "brien"), ("ignored", "的"), ("word", "email")]


def test_an_unclosed_quote_is_only_punctuation():
    assert [(t.kind, t.text) for t in read_tokens("“订单 会员")] == [("word", "订单"), ("word", "会员")]


# -- Properties --------------------------------------------------------------------------------
_TEXT = st.lists(
    st.one_of(
        st.sampled_from(list("订单会员已发货的手机号金额大于小于以开头自起至到为是不超过以上之后年月日查询所有訂單會員")),
        st.sampled_from(list("0123456789-/.,:+@ '\"“”「」<>=!%$¥_")),
        st.sampled_from(["over", "at least", "starts with", "not", "show", "orders", "SO", "A", "mobile"]),
        st.characters(codec="utf-8"),
        st.characters(),  # lone surrogates and unassigned code points too
    ),
    max_size=60,
).map(lambda parts: "".join(parts))


@settings(max_examples=400, deadline=None)
@given(_TEXT)
def test_tokens_cover_the_text_in_order_without_overlap(q):
    reading = read(q)
    pos = 0
    for token in reading.tokens:
        assert 0 <= token.start < token.end <= len(q)
        assert token.start >= pos, "tokens overlap or go backwards"
        assert token.text == q[token.start : token.end]
        assert all(skippable(ch) for ch in q[pos : token.start]), "a character was dropped"
        pos = token.end
    assert all(skippable(ch) for ch in q[pos:])
    # Reconstruct: the spans plus the skipped characters are the text.
    rebuilt, pos = [], 0
    for token in reading.tokens:
        rebuilt.append(q[pos : token.start])
        rebuilt.append(token.text)
        pos = token.end
    rebuilt.append(q[pos:])
    assert "".join(rebuilt) == q


@settings(max_examples=200, deadline=None)
@given(_TEXT)
def test_reading_is_deterministic(q):
    first = read(q).tokens
    # A phrase that cannot occur forces a fresh reading (a different cache entry).
    assert read(q, {"\U0010fffd\U0010fffd"}).tokens == first


@settings(max_examples=300, deadline=None)
@given(_TEXT)
def test_values_are_well_formed(q):
    for token in read_tokens(q):
        if token.kind in ("date", "period"):
            assert token.value[:10] < (token.until or "9999")
            assert len(token.value) in (10, 19)
        if token.kind == "number":
            Decimal(token.value)
        for kind, value in token.also:
            assert kind == "number" and value.isdigit()
        if token.kind == "compare":
            assert token.op in {"exact", "not", "contains", "startswith", "gt", "gte", "lt", "lte"}
            assert token.place in {"before", "after", "open", "close"}


def test_same_tokens_in_another_process_with_another_hash_seed():
    sentences = [q for q, _ in CASES[:40]]
    program = (
        "import sys, json; import datasette.plugins; from datasette_dbgraph.onebox.reader import read_tokens; "
        "print(json.dumps([[repr(t) for t in read_tokens(q, {'已发货', '订单', '状态'})] for q in json.load(sys.stdin)]))"
    )
    outputs = set()
    for seed in ("1", "2"):
        done = subprocess.run(
            [sys.executable, "-c", program], input=json.dumps(sentences), capture_output=True,
            text=True, check=True, cwd=ROOT, env={**os.environ, "PYTHONHASHSEED": seed},
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1


@pytest.mark.parametrize("q, value, until", [
    ("90后的会员", "1990-01-01", "2000-01-01"),
    ("85后", "1985-01-01", "1990-01-01"),
    ("00后", "2000-01-01", "2010-01-01"),
])
def test_a_generation_is_a_period(q, value, until):
    token = read(q).tokens[0]
    assert (token.kind, token.value, token.until) == ("period", value, until)


def test_a_year_with_hou_after_it_is_no_generation():
    assert read("2090后").tokens[0].text != "90后"  # (a digit before: part of a longer number)
