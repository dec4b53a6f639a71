"""The glossary's business vocabulary (ERP, finance, HR, CMS, music, logistics, CRM, projects) and its
identifier abbreviations, checked against false friends: as data (datasette_dbgraph/words/data/) and
as a person sees it, on small comment-less schemas where only the glossary links Chinese words to
English table names."""

from __future__ import annotations

import sqlite3
import textwrap

import pytest

from datasette_dbgraph.words import normalize
from datasette_dbgraph.words.aliases import word_key
from datasette_dbgraph.sources.ddl import parse_ddl
from datasette_dbgraph.words.glossary import (
    ABBREVIATIONS,
    AMBIGUOUS_ABBREVIATIONS,
    GLOSSARY,
    abbreviations_of,
    expand_abbreviation,
)
from datasette_dbgraph.index.indexer import build_index_file
from datasette_dbgraph.resolver import Options, Request, resolve

ALL_WORDS = {word for group in GLOSSARY for word in group}


def group_of(word):
    groups = [i for i, group in enumerate(GLOSSARY) if word in group]
    assert len(groups) == 1, f"{word!r} is in {len(groups)} groups"
    return groups[0]


# -- keys ------------------------------------------------------------------------------------------
# A word is looked up by its key: the terms the tokenizer makes of it, less stop words and generic
# tails. Two groups with one key are merged at request time, whatever their words say. These keys
# were shared before the domain vocabulary was added; each is a known limit of word folding
# (`in`, `at`, `by` are stop words; 清单, 申请, 记录, `list` are generic tails; 搜索 is a stop word).
KNOWN_SHARED_KEYS = {
    ("登录",), ("历史",), ("created",), ("updated",), ("物料",), ("退货",), ("return",), ("price",),
}
# Words whose every part is a stop word: they find nothing through the glossary.
KNOWN_EMPTY_KEYS = {"数据库", "搜索"}


def test_no_two_groups_share_a_key():
    owners: dict[tuple[str, ...], set[int]] = {}
    for index, group in enumerate(GLOSSARY):
        for word in group:
            owners.setdefault(word_key(word), set()).add(index)
    shared = {key for key, groups in owners.items() if key and len(groups) > 1}
    new = shared - KNOWN_SHARED_KEYS
    assert not new, {key: [GLOSSARY[i] for i in owners[key]] for key in new}


def test_every_word_has_a_key():
    empty = {word for word in ALL_WORDS if not word_key(word)}
    assert empty == KNOWN_EMPTY_KEYS


# -- vocabulary by domain ----------------------------------------------------------------------
SAME_GROUP = [
    # orders and sales: 销量 is short for 销售量
    ("销量", "销售量"), ("销量", "sales volume"),
    # ERP documents and stock
    ("入库", "入库单"), ("入库", "inbound"), ("出库", "出库单"), ("出库", "goods issue"), ("盘点", "盘库"),
    ("盘点", "stock check"), ("调拨", "调拨单"), ("调拨", "transfer order"), ("采购入库", "purchase receipt"),
    ("采购入库", "采购入库单"), ("采购退货", "purchase return"), ("销售出库", "sales delivery"),
    ("销售退货", "sales return"), ("请购", "purchase requisition"), ("领料", "material requisition"),
    ("退料", "material return"), ("委外", "subcontracting"), ("库存流水", "stock ledger"),
    ("往来单位", "business partner"), ("单据", "business document"), ("工单", "生产订单"),
    ("工单", "production order"), ("拣货", "picking"), ("库位", "bin location"), ("移库", "bin transfer"),
    ("销售订单", "sale order"), ("采购订单明细", "purchase order item"),
    # finance
    ("科目", "chart of accounts"), ("科目", "会计科目"), ("凭证", "journal entry"), ("分录", "journal line"),
    ("会计年度", "fiscal year"), ("收款", "收款单"), ("收款", "回款"), ("发票明细", "invoice line"),
    ("发票明细", "invoice item"), ("报销", "expense claim"), ("固定资产", "fixed asset"), ("折旧", "depreciation"),
    ("成本中心", "cost center"), ("借方", "debit"), ("对账", "account statement"),
    # HR
    ("加班", "overtime"), ("工资条", "payslip"), ("工资单", "payroll"), ("劳动合同", "employment contract"),
    ("晋升", "job promotion"), ("离职", "resignation"), ("社保", "social insurance"), ("绩效", "考核"),
    ("入职", "onboarding"), ("出差", "business trip"),
    # CMS
    ("栏目", "section"), ("友情链接", "friend link"), ("留言", "guestbook"), ("广告位", "ad slot"),
    ("站点", "website"), ("轮播图", "幻灯片"), ("问卷", "survey"), ("导航", "navigation"),
    # music and media
    ("曲目", "song"), ("曲目", "track"), ("歌曲", "track"), ("专辑", "album"), ("艺术家", "artist"),
    ("流派", "genre"), ("流派", "music genre"), ("播放列表", "playlist"), ("歌单", "playlist"),
    ("媒体类型", "media type"), ("作曲家", "composer"),
    # logistics
    ("签收", "proof of delivery"), ("揽收", "pickup"), ("司机", "driver"), ("车辆", "vehicle"),
    ("物流轨迹", "shipment tracking"), ("配送员", "快递员"), ("提单", "bill of lading"),
    # CRM and service
    ("销售线索", "线索"), ("销售线索", "clue"), ("公海", "customer pool"), ("所有者", "负责人"),
    ("客服工单", "support ticket"), ("会员卡", "membership card"),
    # projects
    ("里程碑", "milestone"), ("泳道", "swimlane"), ("迭代", "sprint"), ("子任务", "subtask"),
    ("工时", "timesheet"), ("任务看板", "kanban"), ("缺陷", "bug"),
]


@pytest.mark.parametrize("a,b", SAME_GROUP)
def test_same_concept(a, b):
    assert group_of(a) == group_of(b)


# Words a careless glossary would merge: a header and its lines, a module and its document, a
# shop's word and an ERP's, and English homonyms that are two things in Chinese.
DIFFERENT_GROUPS = [
    ("订单", "订单明细"), ("采购", "采购订单"), ("销售", "销售订单"), ("退货", "退款"), ("客户", "会员"),
    ("入库", "采购入库"), ("出库", "销售出库"), ("退货", "销售退货"), ("退货", "采购退货"),
    ("销售退货", "采购退货"), ("采购", "请购"), ("领料", "退料"), ("领料", "拣货"), ("调拨", "移库"),
    ("库存", "库存流水"), ("库存", "入库"), ("报损", "报溢"), ("期初", "期末"), ("出库", "发货"),
    ("发货", "配送"), ("委外", "外包"), ("工单", "客服工单"), ("缺陷", "不良品"), ("物料", "素材"),
    ("凭证", "分录"), ("科目", "账号"), ("账号", "chart of accounts"), ("收款", "收据"), ("收款", "应收"),
    ("发票", "发票明细"), ("invoice", "invoice line"), ("借方", "贷方"), ("信用", "贷方"),
    ("资产", "固定资产"), ("工资", "工资条"), ("工资条", "工资单"), ("合同", "劳动合同"),
    ("促销", "晋升"), ("promotion", "job promotion"), ("特价", "录用"), ("告警", "预警"), ("预订", "预约"),
    ("广告", "广告位"), ("链接", "友情链接"), ("消息", "留言"), ("关注", "粉丝"), ("渠道", "支付渠道"),
    ("频道", "渠道"), ("分类", "栏目"), ("track", "tracking number"), ("曲目", "运单"), ("曲目", "物流轨迹"),
    ("album", "photo album"), ("专辑", "相册"), ("流派", "类型"), ("任务看板", "仪表盘"), ("任务", "子任务"),
    ("路由", "线路"), ("承运商", "发货人"), ("客服", "客户"), ("图书", "预订"), ("销量", "销售"),
]


@pytest.mark.parametrize("a,b", DIFFERENT_GROUPS)
def test_different_concepts(a, b):
    assert group_of(a) != group_of(b)


# Ambiguous words deliberately left out of every group (see the glossary's comments).
LEFT_OUT = [
    "transfer", "channel", "board", "entry", "period", "requisition", "content type", "shipper", "offer",
    "deal", "like", "上架", "下架", "customs", "principal", "采购申请", "对账单", "利润表", "business",
]


@pytest.mark.parametrize("word", LEFT_OUT)
def test_ambiguous_word_left_out(word):
    assert word not in ALL_WORDS


# -- abbreviations -----------------------------------------------------------------------------
# Full words that have no glossary group, and why: their abbreviation is still found by the English.
EXPANSIONS_WITHOUT_CHINESE = {
    "detail": "明细 is left out of the glossary (an order line, or any detail)",
    "item": "left out of the glossary (order line, cart line, dict item, product)",
    "create": "a verb inside 创建时间 / 创建人 phrases",
    "update": "a verb inside 更新时间 / 更新人 phrases",
    "reference": "no business concept of its own",
    "business": "业务 narrows nothing, and AdventureWorks uses Business as a module prefix",
}


def test_abbreviations_are_whole_tokens_the_tokenizer_keeps():
    for short in ABBREVIATIONS:
        assert short.isascii() and short.isalpha() and short == short.lower(), short
        assert normalize.identifier_tokens(short) == [short], short
        assert short not in normalize.LATIN_STOPWORDS and short not in normalize.GENERIC_WORDS, short


def test_abbreviation_expansions_are_words_with_a_chinese_name():
    for short, words in ABBREVIATIONS.items():
        assert words and all(w != short and w == w.strip().lower() for w in words), short
        for word in words:
            assert word in ALL_WORDS or word in EXPANSIONS_WITHOUT_CHINESE, (short, word)
    assert set(EXPANSIONS_WITHOUT_CHINESE) <= {w for words in ABBREVIATIONS.values() for w in words}


def test_an_abbreviation_in_a_glossary_group_sits_with_its_full_word():
    for short, words in ABBREVIATIONS.items():
        if short in ALL_WORDS:
            for word in words:
                assert group_of(word) == group_of(short), (short, word)


def test_ambiguous_abbreviations_are_nowhere():
    for short, why in AMBIGUOUS_ABBREVIATIONS.items():
        assert why, short
        assert short not in ABBREVIATIONS, short
        assert short not in ALL_WORDS, short
        assert expand_abbreviation(short) == (), short


def test_both_directions():
    for short, words in ABBREVIATIONS.items():
        assert expand_abbreviation(short) == words
        assert expand_abbreviation(short.upper()) == words
        for word in words:
            assert short in abbreviations_of(word)
    assert abbreviations_of("product") == ("prod",)
    assert set(abbreviations_of("payment")) == {"pmt", "pymt"}
    assert abbreviations_of("nothing here") == ()


# An identifier, and the full words its tokens stand for: an abbreviation is only ever a whole
# token, never a piece of a longer word.
WHOLE_TOKENS = [
    ("prod_info", ["product"]),
    ("prodId", ["product"]),
    ("PROD_SKU", ["product"]),
    ("shop_prods", ["product"]),
    ("product", []),
    ("production_plan", []),
    ("prop_value", ["property"]),
    ("property", []),
    ("org_id", ["organization"]),
    ("organization", []),
    ("organic_food", []),
    ("orgName", ["organization"]),
    ("pic_url", ["picture"]),
    ("topic", []),
    ("epic_story", []),
    ("picture", []),
    ("img_urls", ["image"]),
    ("image", []),
    ("cat_id", ["category"]),
    ("catalog", []),
    ("location", []),
    ("dept_no", ["department"]),
    ("department", []),
    ("addr1", ["address"]),
    ("address", []),
    ("prod_attrs", ["product", "attribute"]),
    ("order_amt", ["amount"]),
    ("qtyOnHand", ["quantity"]),
    ("quantity", []),
    ("sys_cfg", ["system", "configuration"]),
    ("biz_type", ["business"]),
    ("msg_tpl", ["message", "template"]),
    ("message", []),
    ("inv_qty", ["quantity"]),  # inv: inventory or invoice, left out
    ("order_desc", []),  # desc: left out
    ("usr_role_rel", ["user", "relation"]),
    ("release_note", []),
]


@pytest.mark.parametrize("identifier,expected", WHOLE_TOKENS)
def test_abbreviation_matches_only_a_whole_identifier_token(identifier, expected):
    found = [word for token in normalize.identifier_tokens(identifier) for word in expand_abbreviation(token)]
    assert found == expected


def test_expand_takes_one_token_only():
    assert expand_abbreviation("prod_info") == ()
    assert expand_abbreviation("prod info") == ()
    assert expand_abbreviation("") == ()


# -- as a person sees it -----------------------------------------------------------------------
@pytest.fixture(scope="module")
def index(tmp_path_factory):
    """index(ddl) → a connection to an index of that schema, built once per module."""
    folder = tmp_path_factory.mktemp("glossary")
    built: dict[str, sqlite3.Connection] = {}

    def get(ddl: str, dialect: str = "sqlite") -> sqlite3.Connection:
        if ddl not in built:
            path = folder / f"schema{len(built)}.db"
            build_index_file(path, [parse_ddl(textwrap.dedent(ddl), database="db", dialect=dialect)])
            built[ddl] = sqlite3.connect(path)
        return built[ddl]

    yield get
    for conn in built.values():
        conn.close()


def answer(conn, words: str) -> tuple[str, str | None]:
    result = resolve(conn, Request(entity=words), Options())
    return result["status"], (result["resolved"] or {}).get("table")


MUSIC = """
    CREATE TABLE artists (id INTEGER PRIMARY KEY, name TEXT);
    CREATE TABLE albums (id INTEGER PRIMARY KEY, title TEXT, artist_id INTEGER REFERENCES artists(id));
    CREATE TABLE songs (id INTEGER PRIMARY KEY, title TEXT, album_id INTEGER REFERENCES albums(id));
    CREATE TABLE genres (id INTEGER PRIMARY KEY, name TEXT);
    CREATE TABLE playlists (id INTEGER PRIMARY KEY, name TEXT);
    CREATE TABLE listeners (id INTEGER PRIMARY KEY, email TEXT);
"""


@pytest.mark.parametrize("words,table", [
    ("歌曲", "songs"), ("track", "songs"), ("曲目", "songs"), ("专辑", "albums"), ("歌手", "artists"),
    ("music genre", "genres"), ("流派", "genres"), ("歌单", "playlists"),
])
def test_music_words_find_comment_less_english_tables(index, words, table):
    assert answer(index(MUSIC), words) == ("resolved", table)


def test_a_photo_album_is_not_a_music_album(index):
    assert answer(index(MUSIC), "相册")[0] != "resolved"


LOGISTICS = """
    CREATE TABLE carriers (id INTEGER PRIMARY KEY, name TEXT);
    CREATE TABLE waybills (id INTEGER PRIMARY KEY, waybill_no TEXT);
    CREATE TABLE tracking_events (id INTEGER PRIMARY KEY, waybill_id INTEGER, location TEXT);
    CREATE TABLE drivers (id INTEGER PRIMARY KEY, name TEXT);
    CREATE TABLE proof_of_delivery (id INTEGER PRIMARY KEY, waybill_id INTEGER, signed_by TEXT);
"""


@pytest.mark.parametrize("words,table", [
    ("运单", "waybills"), ("快递公司", "carriers"), ("物流轨迹", "tracking_events"), ("司机", "drivers"),
    ("签收", "proof_of_delivery"),
])
def test_logistics_words(index, words, table):
    assert answer(index(LOGISTICS), words) == ("resolved", table)


def test_a_song_is_not_a_parcel_being_tracked(index):
    conn = index(LOGISTICS)
    for words in ("歌曲", "曲目", "song"):
        assert answer(conn, words)[0] != "resolved", words


FINANCE = """
    CREATE TABLE gl_accounts (id INTEGER PRIMARY KEY, code TEXT, name TEXT);
    CREATE TABLE journal_entries (id INTEGER PRIMARY KEY, entry_date TEXT);
    CREATE TABLE journal_lines (id INTEGER PRIMARY KEY, entry_id INTEGER, debit REAL, credit REAL);
    CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL);
    CREATE TABLE invoice_lines (id INTEGER PRIMARY KEY, invoice_id INTEGER, amount REAL);
    CREATE TABLE users (id INTEGER PRIMARY KEY, login TEXT);
"""


@pytest.mark.parametrize("words,table", [
    ("科目", "gl_accounts"), ("凭证", "journal_entries"), ("分录", "journal_lines"), ("发票", "invoices"),
    ("发票明细", "invoice_lines"), ("invoice item", "invoice_lines"),
])
def test_finance_words_keep_a_header_apart_from_its_lines(index, words, table):
    assert answer(index(FINANCE), words) == ("resolved", table)


def test_promotion_is_marketing_and_a_job_promotion_is_written_out(index):
    conn = index("""
        CREATE TABLE promotions (id INTEGER PRIMARY KEY, discount REAL);
        CREATE TABLE job_promotions (id INTEGER PRIMARY KEY, employee_id INTEGER);
        CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT);
    """)
    assert answer(conn, "促销") == ("resolved", "promotions")
    assert answer(conn, "晋升") == ("resolved", "job_promotions")


# An ERP whose documents are described in Chinese (the vocabulary of yudao's erp module): English
# words must reach the document, not a false friend that shares a word with it.
ERP = """
    CREATE TABLE erp_purchase_order (id bigint PRIMARY KEY) COMMENT='采购订单';
    CREATE TABLE erp_purchase_in (id bigint PRIMARY KEY) COMMENT='采购入库';
    CREATE TABLE erp_purchase_return (id bigint PRIMARY KEY) COMMENT='采购退货';
    CREATE TABLE erp_sale_out (id bigint PRIMARY KEY) COMMENT='销售出库';
    CREATE TABLE erp_sale_return (id bigint PRIMARY KEY) COMMENT='销售退货';
    CREATE TABLE erp_stock_in (id bigint PRIMARY KEY) COMMENT='其它入库单';
    CREATE TABLE erp_stock_out (id bigint PRIMARY KEY) COMMENT='其它出库单';
    CREATE TABLE erp_stock_move (id bigint PRIMARY KEY) COMMENT='库存调拨单';
    CREATE TABLE erp_stock_check (id bigint PRIMARY KEY) COMMENT='库存盘点单';
    CREATE TABLE erp_finance_receipt (id bigint PRIMARY KEY) COMMENT='收款单';
    CREATE TABLE erp_finance_payment (id bigint PRIMARY KEY) COMMENT='付款单';
    CREATE TABLE erp_supplier (id bigint PRIMARY KEY) COMMENT='供应商';
"""


@pytest.mark.parametrize("words,table", [
    ("purchase receipt", "erp_purchase_in"), ("purchase return", "erp_purchase_return"),
    ("sales return", "erp_sale_return"), ("sales delivery", "erp_sale_out"), ("stock transfer", "erp_stock_move"),
    ("stocktaking", "erp_stock_check"), ("收款", "erp_finance_receipt"), ("vendor", "erp_supplier"),
])
def test_erp_documents(index, words, table):
    assert answer(index(ERP, "mysql"), words) == ("resolved", table)


def test_a_return_is_not_resolved_to_one_side_of_the_erp(index):
    # 退货 alone is a sales return or a purchase return: both are offered, neither is chosen.
    result = resolve(index(ERP, "mysql"), Request(entity="退货"), Options())
    assert result["status"] == "ambiguous"
    assert {"erp_sale_return", "erp_purchase_return"} <= {c["table"] for c in result["candidates"]}
