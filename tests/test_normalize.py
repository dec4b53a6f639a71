"""Text normalization: what a "word" is, for the index and the resolver alike."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

# Datasette must load its plugins before the package is imported, or the plugin registers without
# hooks (see test_cli_index.py::test_plugin_works_when_the_package_is_imported_first).
import datasette.plugins  # noqa: F401,E402  isort: skip
from datasette_dbgraph.words.normalize import (
    comment_cores,
    comment_phrase,
    fold,
    fold_identifier,
    identifier_tokens,
    name_phrase,
    query_phrases,
    search_tokens,
    singular,
    to_simplified,
)

REAL_SCHEMAS = Path(__file__).resolve().parent / "real-schemas"


# -- full width, case, NFKC --------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, folded",
    [
        ("ｏｒｄｅｒ", "order"),
        ("ＯＲＤＥＲ", "order"),
        ("１２３", "123"),
        ("Ｏｒｄｅｒ＿ＳＮ", "order_sn"),
        ("ﬁle", "file"),  # compatibility ligature
        ("訂單", "订单"),
        ("會員手機號", "会员手机号"),
    ],
)
def test_fold(text, folded):
    assert fold(text) == folded


def test_fold_identifier_ignores_case_separators_and_width():
    assert fold_identifier("oms_order") == fold_identifier("OmsOrder") == fold_identifier("oms-order") == "omsorder"
    assert fold_identifier("ｏｍｓ＿ｏｒｄｅｒ") == "omsorder"


# -- Traditional → Simplified ------------------------------------------------------------------
@pytest.mark.parametrize(
    "traditional, simplified",
    [("訂單", "订单"), ("後台用戶表", "后台用户表"), ("數據庫連接", "数据库连接"), ("會員", "会员"), ("髮型", "发型")],
)
def test_traditional_becomes_simplified(traditional, simplified):
    assert to_simplified(traditional) == simplified


@pytest.mark.parametrize("text", ["结束时间", "订单表", "后台", "干燥", "发型", "里面", "钟表", "历史", "系统", "只有"])
def test_simplified_text_is_left_as_written(text):
    assert to_simplified(text) == text


def test_every_simplified_comment_of_the_real_schemas_survives_conversion():
    """OpenCC's phrase tables rewrite some Simplified phrases (`结束` → `結束`); none of the ~1000
    comments of three Simplified-Chinese schemas may change."""
    comments = []
    for name in ("ruoyi", "mall", "litemall"):
        text = (REAL_SCHEMAS / f"{name}.sql").read_text(encoding="utf-8")
        comments += re.findall(r"comment\s*=?\s*'([^']*)'", text, re.IGNORECASE)
    assert len(comments) > 1000
    changed = [(c, to_simplified(c)) for c in comments if to_simplified(c) != c]
    assert changed == []


def test_latin_text_passes_untouched():
    assert to_simplified("order_items") == "order_items"


# -- identifiers -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "name, tokens",
    [
        ("sys_user_roles", ["sys", "user", "role"]),
        ("oms-order setting", ["oms", "order", "setting"]),
        ("BusinessEntityAddress", ["business", "entity", "address"]),
        ("userID", ["user", "id"]),
        ("ProductID", ["product", "id"]),
        ("XMLHttpRequest", ["xml", "http", "request"]),
        ("getHTTPResponseCode", ["get", "http", "response", "code"]),
        ("IPAddress", ["ip", "address"]),
        ("order2item", ["order", "2", "item"]),
        ("address2", ["address", "2"]),
        ("AddressLine1", ["address", "line", "1"]),
        ("user__name", ["user", "name"]),
        ("_leading", ["leading"]),
        ("ｏｒｄｅｒ＿ｉｔｅｍｓ", ["order", "item"]),
        ("用户_id", ["用户", "id"]),
    ],
)
def test_identifier_tokens(name, tokens):
    assert identifier_tokens(name) == tokens


# -- plurals -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "plural, single",
    [("orders", "order"), ("users", "user"), ("categories", "category"), ("addresses", "address"),
     ("boxes", "box"), ("matches", "match"), ("people", "person"), ("children", "child")],
)
def test_regular_plurals_fold(plural, single):
    assert singular(plural) == single


@pytest.mark.parametrize(
    "word",
    ["status", "address", "sms", "sys", "goods", "news", "class", "process", "alias", "canvas", "bus", "sales",
     "is", "ids", "analysis"],
)
def test_words_that_only_look_plural_stay(word):
    assert singular(word) == word
    assert identifier_tokens(word) == [word]


def test_plural_folding_inside_identifiers():
    assert identifier_tokens("ums_member_tags") == ["ums", "member", "tag"]
    assert identifier_tokens("pms_goods") == ["pms", "goods"]
    assert identifier_tokens("cms_news") == ["cms", "news"]


@pytest.mark.parametrize("plural, single", [("skus", "sku"), ("spus", "spu"), ("menus", "menu")])
def test_plurals_in_us_of_words_that_do_not_end_so(plural, single):
    # `product_skus` is a table of SKUs: `SKU` typed must meet its name, not only its description.
    assert singular(plural) == single


@pytest.mark.parametrize("plural, single", [("statuses", "status"), ("aliases", "alias"), ("bonuses", "bonus")])
def test_plurals_of_kept_words_fold_to_them(plural, single):
    # `order_statuses` must meet `order_status`, the word it is the plural of.
    assert singular(plural) == single


# -- Chinese phrases: segmentation and head words ----------------------------------------------
def test_chinese_comment_is_segmented_into_words():
    assert comment_phrase("订单明细表").words == ["订单", "明细"]
    assert comment_phrase("訂單明細表").words == ["订单", "明细"]  # Traditional folds first
    assert comment_phrase("会员手机号").words == ["会员", "手机号"]


@pytest.mark.parametrize(
    "comment, head",
    [("订单设置表", "设置"), ("订单表", "订单"), ("部门的用户", "用户"), ("用户信息表", "用户"),
     ("订单明细表", "明细"), ("商品分类", "分类")],
)
def test_comment_head_word(comment, head):
    assert comment_phrase(comment).head_word == head


def test_the_word_table_is_never_a_word():
    for comment in ("订单表", "订单设置表", "用户信息表"):
        assert "表" not in comment_phrase(comment).words


def test_name_head_word():
    phrase = name_phrase("oms_order_setting")
    assert phrase.words == ["oms", "order", "setting"] and phrase.head_word == "setting"
    assert name_phrase("sys_user_info").head_word == "user"  # `info` says nothing
    assert name_phrase("order_items").head_word == "item"


def test_gloss_after_a_bracket_is_kept_apart():
    phrase = comment_phrase("会员表（商城前台用户）")
    assert phrase.words == ["会员"] and phrase.head_word == "会员"
    assert {"商城", "前台", "用户"} <= set(phrase.gloss)
    half_width = comment_phrase("会员表(前台用户)")
    assert half_width.words == ["会员"] and "用户" in half_width.gloss
    colon = comment_phrase("状态：0->未处理；1->已处理")
    assert colon.words == ["状态"] and "处理" in colon.gloss


def test_english_comment_subject_is_its_head():
    phrase = comment_phrase("Street address information for customers, employees, and vendors.")
    assert phrase.head_word == "address"
    assert "customer" in phrase.gloss and "customer" not in phrase.words


# -- comment cores: `订单` names `订单表` -----------------------------------------------------
def test_comment_cores():
    assert comment_cores("订单表") == {"订单表", "订单"}
    assert {"用户信息表", "用户信息", "用户"} <= comment_cores("用户信息表")
    assert "订单" in comment_cores("訂單表")  # Traditional
    assert comment_cores("会员表（商城前台用户）") == {"会员表", "会员"}  # gloss dropped
    assert comment_cores(None) == set() and comment_cores("") == set()


def test_comment_core_is_not_a_shorter_thing():
    assert "订单" not in comment_cores("订单设置表")
    assert "订单" not in comment_cores("订单明细表")


# -- queries -----------------------------------------------------------------------------------
def test_query_phrases():
    member, mobile = query_phrases("会员 手机号")
    assert member.words == ["会员"] and mobile.words == ["手机号"]
    (items,) = query_phrases("order items")
    assert items.words == ["order", "item"] and items.head_word == "item"
    (order,) = query_phrases("訂單")
    assert order.words == ["订单"]
    (full_width,) = query_phrases("ｏｒｄｅｒｓ")
    assert full_width.words == ["order"]
    (marked,) = query_phrases("部门的用户")
    assert marked.head_word == "用户" and marked.marked_head
    (juxtaposed,) = query_phrases("部门用户")
    assert juxtaposed.head_word == "用户" and not juxtaposed.marked_head


@pytest.mark.parametrize("text, head", [
    ("orders of a customer", "order"), ("album by artist", "album"), ("clients with notes", "client"),
    ("payments for an invoice", "payment"), ("tax rates of an invoice", "rate"), ("customer order", "order"),
    ("order items", "item"),
])
def test_the_english_head_comes_before_of_by_for_with(text, head):
    (phrase,) = query_phrases(text)
    assert phrase.head_word == head
    assert phrase.marked_head == any(f" {p} " in f" {text} " for p in ("of", "by", "for", "with"))


@pytest.mark.parametrize("comment, words, head", [
    ("生产领料单行表", ["生产", "领料单", "行"], "行"),  # the segmenter's 单行 and 行表 split apart
    # 头 says header, never the head; 退料单 (cut 退|料单 by the segmenter alone) is a glossary document, kept whole
    ("生产退料单头表", ["生产", "退料单", "头"], "退料单"),
    ("产品销售退货单表", ["产品销售", "退货", "单"], "退货"),  # 单 says document, never the head
])
def test_document_parts_read_the_same_everywhere(comment, words, head):
    phrase = comment_phrase(comment)
    assert phrase.words == words and phrase.head_word == head


def test_query_drops_generic_words_but_not_everything():
    assert query_phrases("订单列表")[0].words == ["订单"]
    assert query_phrases("show me all orders")[0].words == ["order"]
    assert query_phrases("列表")[0].words == ["列表"]  # nothing else: keep it


# -- full-text tokens --------------------------------------------------------------------------
def test_search_tokens_give_cjk_bigrams():
    tokens = search_tokens("用户手机号码")
    for bigram in ("用户", "户手", "手机", "机号", "号码"):
        assert bigram in tokens
    assert "手机号码" in tokens  # the word itself


def test_search_tokens_fold_width_and_script():
    tokens = search_tokens("ｏｒｄｅｒ 訂單明細")
    assert "order" in tokens and "订单" in tokens and "单明" in tokens
    assert not any(re.search("[訂單細]", t) for t in tokens)
    assert search_tokens("OrderItems") == ["order", "item"]


@pytest.mark.parametrize("plural, single", [("videos", "video"), ("photos", "photo"), ("ratios", "ratio"),
                                            ("radios", "radio"), ("memos", "memo")])
def test_plurals_in_os(plural, single):
    # before: kept whole — `total size of all the videos` on ampache's video table was refused ("videos" fits nothing)
    assert singular(plural) == single


@pytest.mark.parametrize("word", ["chaos", "kudos", "cosmos", "macos", "pos", "ios"])
def test_words_in_os_that_are_no_plural_stay(word):
    assert singular(word) == word
