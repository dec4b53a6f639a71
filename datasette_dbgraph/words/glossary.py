"""Built-in bilingual business glossary: the default alias groups, read from the data files in
`words/data/` — one file per business domain, `glossary-NN-<domain>.tsv`, one group a line (its
words separated by tabs, `#` lines are comments that say why), and `abbreviations.tsv` /
`ambiguous-abbreviations.tsv`. Adding a business term is editing a line there; the files are
read once, at import, in the order of their names.

Each group is the words that name one business concept in Chinese and English (plus the
abbreviations schemas use as whole identifier tokens). A word typed by a person that belongs
to a group also finds tables whose names or comments carry any other word of that group; such
a glossary hit is weighted below a literal hit.

Rules the data keeps (tests/test_glossary.py checks them):

* Every group has at least one Chinese and one Latin word. Chinese is Simplified (Traditional
  input is converted before lookup) and never a single character (``单``, ``表``, ``名`` sit
  inside too many words). Latin words are lower case, at least two letters, singular where
  English has a singular (the tokenizer folds ``orders`` -> ``order``); words with no singular
  (``goods``, ``sales``, ``logistics``) and fixed phrases (``bill of materials``) are written as
  a dictionary spells them, so the resolver must pass glossary words through the same folding
  as table tokens. Phrases use single spaces and match consecutive identifier tokens.
* A word is in at most one group: a word in two groups would merge two concepts.
* Near-synonyms a DBA keeps apart are separate groups: member / user / customer,
  product / SKU, order / order item, refund / return, department / organization,
  role / permission, log / record / history, category / type, payment / transaction.
  A broader and a narrower concept are never put together.
* Ambiguous words are left out, or placed only where schemas overwhelmingly use them; the
  comments next to the groups say which. Left out: ``item`` (order line, cart line, dict item,
  product), ``detail``/``明细``, ``info``/``信息``, ``data``/``数据``, ``no``/``num``/``number``/
  ``count`` (``order_num`` is a sort key in RuoYi, ``number`` is also 号码/数字), ``desc`` (SQL
  DESC and the sort direction in ``sort_desc``), ``key``, ``class``, ``state`` (status, or the
  state of StateProvince), ``job`` (scheduled job, or JobTitle/JobCandidate), ``application``
  (app, or a request), ``lead`` (sales lead or lead time), ``ticket``, ``voucher``, ``issue``, ``area``, ``rate``, ``total``, ``nation`` (民族 in JeecgBoot),
  ``integration`` (积分 only in macrozheng/mall), ``sign in`` (登录, or 签到 in mall), ``prod``
  (an identifier abbreviation, below), ``inv`` (inventory or invoice), ``po``/``so`` and the mall
  module prefixes ``oms``/``pms``/``ums``; also ``transfer`` (stock, money or a person), ``channel``
  (a CMS 频道 or a sales / payment 渠道), ``board``, ``entry``, ``period``, ``requisition``,
  ``content type``, ``shipper``, ``offer``, ``deal``, ``like`` and 上架 / 下架 (put-away or listing).
* A Chinese word's key is what the segmenter makes of it, less stop words and generic tails, so a
  word that folds to another group's key is not written (``采购申请`` is the key 采购, ``对账单``
  the key 账单, ``利润表`` the key 利润); tests/test_glossary_domains.py checks that no new key is
  shared between groups.
* A homonym goes to the side schemas use most, with a comment: ``album`` is a music album
  (相册 is ``photo album``), ``promotion`` is 促销 (晋升 is ``job promotion``), ``account`` stays
  账号 (the ledger's 科目 is written out), ``track`` is a song (a parcel's is ``tracking number``).

``ABBREVIATIONS`` (abbreviations.tsv) maps an identifier token such as ``prod`` or ``dept`` to the
full word it stands for; ``AMBIGUOUS_ABBREVIATIONS`` (ambiguous-abbreviations.tsv) lists the ones left out and why;
``expand_abbreviation`` / ``abbreviations_of`` look them up.
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"


def _rows(name: str) -> list[list[str]]:
    """The lines of one data file that are not comments or blank, split at tabs."""
    rows = []
    for line in (DATA / name).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            rows.append([word.strip() for word in line.split("\t") if word.strip()])
    return rows


def _read_groups() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(row) for path in sorted(DATA.glob("glossary-*.tsv")) for row in _rows(path.name))


GLOSSARY: tuple[tuple[str, ...], ...] = _read_groups()


# ------------------------------------------------------------------------------------------------
# Words of one group that still name a column of their own when a table has both: 手机 is the
# mobile number and 电话 the phone (a table with `phone` and `mobile` keeps the landline in `phone`).
# A field typed with the first word takes the column named by the second over the group's others.
PINNED_READINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("手机", ("mobile", "cellphone", "手机")),
    ("mobile", ("mobile", "cellphone", "手机")),
    ("电话", ("phone", "telephone", "tel", "电话")),
)


# ------------------------------------------------------------------------------------------------
# The lines of a business document (an order's items, a receipt's lines) go by many names, none
# of them a concept on its own (`item` is also a product, `项` a dictionary entry): they are not
# a glossary group. As the *head* of what was typed after the document's name (`订单明细`, `入库单行`,
# `order item`) they mean one thing — that document's lines — so there each finds the others
# (concepts.py). `详情` is left out: as often the details of one thing (操作详情) as its lines.
DOCUMENT_LINE_WORDS: tuple[str, ...] = ("明细", "行", "子表", "项", "line", "item", "detail")

# ------------------------------------------------------------------------------------------------
# Abbreviations in identifiers (abbreviations.tsv, whose comments say how they are looked up): one
# whole identifier token → the full English word(s) it stands for; and those left out as
# ambiguous, with what they could stand for (ambiguous-abbreviations.tsv).
ABBREVIATIONS: dict[str, tuple[str, ...]] = {row[0]: tuple(row[1:]) for row in _rows("abbreviations.tsv")}
AMBIGUOUS_ABBREVIATIONS: dict[str, str] = {row[0]: row[1] for row in _rows("ambiguous-abbreviations.tsv")}


def _invert(mapping: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    inverse: dict[str, tuple[str, ...]] = {}
    for short, words in mapping.items():
        for word in words:
            inverse[word] = inverse.get(word, ()) + (short,)
    return inverse


_ABBREVIATIONS_OF = _invert(ABBREVIATIONS)


def expand_abbreviation(token: str) -> tuple[str, ...]:
    """The full words one whole identifier token abbreviates: `prod` → ("product",); `product`,
    `prod_info` (not one token) or an ambiguous `inv` → (). Pass tokens as the tokenizer gives them
    (normalize.identifier_tokens: lower case, singular)."""
    return ABBREVIATIONS.get(token.strip().lower(), ())


def abbreviations_of(word: str) -> tuple[str, ...]:
    """The other way: the abbreviations of a full word: `product` → ("prod",)."""
    return _ABBREVIATIONS_OF.get(word.strip().lower(), ())
