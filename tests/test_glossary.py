"""Data checks for the built-in bilingual glossary (the data files of datasette_dbgraph/words/data/,
read by datasette_dbgraph/words/glossary.py)."""

import re

import pytest

from datasette_dbgraph.words.glossary import ABBREVIATIONS, AMBIGUOUS_ABBREVIATIONS, DATA, GLOSSARY

CJK_WORD = re.compile(r"^[\u4e00-\u9fff]{2,}$")
LATIN_WORD = re.compile(r"^[a-z][a-z0-9]*(?: [a-z0-9]+)*$")
ALL_WORDS = [word for group in GLOSSARY for word in group]


def is_cjk(word):
    return any("\u4e00" <= ch <= "\u9fff" for ch in word)


def group_of(word):
    groups = [i for i, group in enumerate(GLOSSARY) if word in group]
    assert len(groups) == 1, f"{word!r} is in {len(groups)} groups"
    return groups[0]


def test_at_least_150_groups():
    assert isinstance(GLOSSARY, tuple)
    assert len(GLOSSARY) >= 150


def test_groups_are_tuples_of_strings_with_both_scripts():
    for group in GLOSSARY:
        assert isinstance(group, tuple), group
        assert len(group) >= 2, group
        assert all(isinstance(word, str) for word in group), group
        assert any(is_cjk(word) for word in group), f"no Chinese word in {group}"
        assert any(not is_cjk(word) for word in group), f"no Latin word in {group}"


def test_no_word_in_two_groups():
    seen = {}
    for i, group in enumerate(GLOSSARY):
        for word in group:
            assert word not in seen, f"{word!r} in groups {seen[word]} and {i}: {GLOSSARY[seen[word]]} / {group}"
            seen[word] = i


def test_chinese_words_are_cjk_only_and_never_one_character():
    for word in ALL_WORDS:
        if is_cjk(word):
            assert CJK_WORD.match(word), f"{word!r}: Chinese words are 2+ CJK characters, nothing else"


def test_latin_words_are_lower_case_stripped_and_single_spaced():
    for word in ALL_WORDS:
        if not is_cjk(word):
            assert word == word.strip().lower(), word
            assert len(word) >= 2, word
            assert LATIN_WORD.match(word), f"{word!r}: lower-case ASCII words separated by one space"


# Words that end in "s" but are not regular plurals (no singular, or not a plural at all).
NOT_PLURAL = {"goods", "sales", "logistics", "analytics", "news", "sms", "sys", "os", "earnings"}


def test_single_english_words_are_singular():
    for word in ALL_WORDS:
        if is_cjk(word) or " " in word:
            continue
        if word.endswith("s") and not word.endswith(("ss", "us", "is")):
            assert word in NOT_PLURAL, f"{word!r} looks plural: write the singular"


def test_chinese_words_are_simplified_and_traditional_input_lands_on_them():
    opencc = pytest.importorskip("opencc_purepy")
    t2s, s2t = opencc.OpenCC("t2s"), opencc.OpenCC("s2t")
    words = set(ALL_WORDS)
    for word in ALL_WORDS:
        if not is_cjk(word):
            continue
        # per character: opencc-purepy's phrase table wrongly rewrites some Simplified
        # phrases (结束 -> 結束), so whole-word t2s is not a fair test of "is Simplified".
        assert all(t2s.convert(ch) == ch for ch in word), f"{word!r} is not Simplified"
        assert t2s.convert(s2t.convert(word)) in words, f"Traditional {s2t.convert(word)!r} misses"


SAME_GROUP = [
    ("订单", "order"),
    ("会员", "member"),
    ("用户", "user"),
    ("客户", "customer"),
    ("商品", "product"),
    ("商品", "goods"),
    ("商品", "产品"),
    ("商品", "spu"),
    ("单品", "sku"),
    ("订单明细", "order item"),
    ("发货", "shipment"),
    ("发票", "invoice"),
    ("部门", "department"),
    ("部门", "dept"),
    ("部门", "depart"),
    ("组织", "org"),
    ("角色", "role"),
    ("权限", "permission"),
    ("分类", "category"),
    ("类型", "type"),
    ("库存", "inventory"),
    ("库存", "stock"),
    ("供应商", "vendor"),
    ("供应商", "supplier"),
    ("退款", "refund"),
    ("退货", "return"),
    ("支付", "payment"),
    ("交易", "transaction"),
    ("地址", "address"),
    ("地址", "addr"),
    ("数量", "qty"),
    ("金额", "amt"),
    ("字典", "dict"),
    ("配置", "config"),
    ("日志", "log"),
    ("记录", "record"),
    ("历史", "history"),
    ("员工", "employee"),
    ("员工", "emp"),
    ("员工", "staff"),
    ("岗位", "post"),
    ("消息", "msg"),
    ("图片", "img"),
    ("编号", "sn"),
    ("优惠券", "coupon"),
    ("购物车", "cart"),
    ("品牌", "brand"),
    ("仓库", "warehouse"),
    ("物料清单", "bill of materials"),
    ("工单", "work order"),
    ("销售员", "salesperson"),
    ("销售区域", "territory"),
    ("信用卡", "credit card"),
    ("特价", "special offer"),
    ("报废原因", "scrap reason"),
    ("班次", "shift"),
    ("语言", "culture"),
    ("电影", "film"),
    ("电影", "movie"),
    ("演员", "actor"),
    ("租赁", "rental"),
    ("城市", "city"),
    ("国家", "country"),
    ("手机号", "mobile"),
    ("手机号", "phone"),
    ("邮箱", "email"),
    ("账号", "account"),
    ("帐号", "账号"),  # opencc turns 帳號 into 帐号, not 账号
]


@pytest.mark.parametrize("a,b", SAME_GROUP)
def test_same_concept(a, b):
    assert group_of(a) == group_of(b)


DIFFERENT_GROUPS = [
    ("会员", "用户"),
    ("会员", "客户"),
    ("用户", "客户"),
    ("用户", "管理员"),
    ("member", "user"),
    ("user", "customer"),
    ("退款", "退货"),
    ("refund", "return"),
    ("商品", "sku"),
    ("product", "sku"),
    ("订单", "订单明细"),
    ("order", "order item"),
    ("订单", "采购订单"),
    ("部门", "组织"),
    ("department", "organization"),
    ("角色", "权限"),
    ("role", "permission"),
    ("日志", "记录"),
    ("日志", "历史"),
    ("记录", "历史"),
    ("log", "record"),
    ("分类", "类型"),
    ("category", "type"),
    ("支付", "交易"),
    ("payment", "transaction"),
    ("发货", "配送"),
    ("发货", "物流"),
    ("配置", "参数"),
    ("通知", "公告"),
    ("话题", "专题"),
    ("评论", "审核"),
    ("文件", "附件"),
    ("购物车", "购物车商品"),
    ("名称", "姓名"),
    ("账户", "银行账户"),
]


@pytest.mark.parametrize("a,b", DIFFERENT_GROUPS)
def test_different_concepts(a, b):
    assert group_of(a) != group_of(b)


# Ambiguous words the glossary deliberately leaves out (see the module docstring).
LEFT_OUT = [
    "item", "detail", "明细", "info", "信息", "data", "数据", "no", "num", "number", "count",
    "desc", "key", "state", "job", "application", "lead", "ticket", "voucher",
    "integration", "sign in", "货品", "oms", "pms", "ums",
]


@pytest.mark.parametrize("word", LEFT_OUT)
def test_ambiguous_word_left_out(word):
    assert word not in set(ALL_WORDS)


def test_every_data_line_is_a_group_of_words_separated_by_tabs():
    """A line of a glossary file is one group; a stray space where a tab belongs would make two
    words one (`order  item`), so every word is checked against the rules above."""
    files = sorted(DATA.glob("glossary-*.tsv"))
    assert len(files) >= 20
    lines = [line for path in files for line in path.read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#")]
    assert len(lines) == len(GLOSSARY)
    for line in lines:
        assert "  " not in line and not line.startswith((" ", "\t")), line


def test_abbreviations_are_read_from_their_files():
    assert ABBREVIATIONS["dept"] == ("department",) and ABBREVIATIONS["qty"] == ("quantity",)
    assert "inv" in AMBIGUOUS_ABBREVIATIONS and "inv" not in ABBREVIATIONS
