"""The one box's reading on the page: chips, each removable, and the next actions of a sentence —
through a real Datasette on demo.db."""

from __future__ import annotations

import html
import re
import urllib.parse

import pytest
import pytest_asyncio
from datasette.app import Datasette
from test_messages_words import jargon_in

from datasette_dbgraph.serving.views import EXAMPLES

pytestmark = pytest.mark.asyncio

SENTENCE = "已发货的订单 手机号13800138000"


@pytest_asyncio.fixture
async def demo_ds(demo_copy):
    ds = Datasette([str(demo_copy)])
    await ds.invoke_startup()
    return ds


def text_of(fragment: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", fragment))).strip()


async def chips(ds, **params) -> list[tuple[str, str]]:
    """(what the chip says, where its remove link goes) for each chip of the page."""
    response = await ds.client.get("/-/dbgraph?" + urllib.parse.urlencode(params))
    assert response.status_code == 200, response.text[:300]
    items = re.findall(r'<li class="dbgraph-chip dbgraph-chip-[a-z]+">(.*?)</li>', response.text, re.S)
    return [(text_of(item).rstrip("×").strip(), html.unescape(re.search(r'href="([^"]*)"', item).group(1)))
            for item in items]


async def answer(ds, link: str) -> dict:
    return (await ds.client.get("/-/dbgraph.json?" + link.partition("?")[2])).json()


def q_of(link: str) -> str:
    return urllib.parse.parse_qs(link.partition("?")[2]).get("q", [""])[0]


async def test_the_reading_is_shown_as_chips(demo_ds):
    said = [text for text, _ in await chips(demo_ds, q=SENTENCE, _lang="en")]
    # each column by its comment (订单状态：0待付款… → 订单状态), as a person knows it
    assert said == ["已发货 → 订单状态 = 2", "订单", "手机号 = 13800138000 → 收货人手机号"]


async def test_each_chip_is_a_link_to_the_request_without_it(demo_ds):
    full = await answer(demo_ds, "?" + urllib.parse.urlencode({"q": SENTENCE}))
    assert [c["column"] for c in full["predicate"]["conditions"]] == ["status", "receiver_mobile"]
    by_text = dict(await chips(demo_ds, q=SENTENCE, _lang="en"))
    phone = by_text["手机号 = 13800138000 → 收货人手机号"]
    assert q_of(phone) == "已发货的订单" and "_lang=en" in phone
    shipped = await answer(demo_ds, phone)
    assert shipped["status"] == "resolved" and shipped["predicate"]["values"] == [2]
    status = by_text["已发货 → 订单状态 = 2"]
    assert q_of(status) == "的订单 手机号13800138000"
    by_phone = await answer(demo_ds, status)
    assert [c["column"] for c in by_phone["predicate"]["conditions"]] == ["receiver_mobile"]
    # the last chip removed leaves the empty page
    [(_, last)] = await chips(demo_ds, q="訂單")
    assert "q=" not in last


async def test_chips_are_escaped(demo_ds):
    response = await demo_ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "订单 <b>x</b>"}))
    assert "<b>x</b>" not in response.text
    assert "&lt;b&gt;x&lt;/b&gt;" in response.text


async def test_every_example_under_the_box_finds_its_table(demo_ds):
    for example in EXAMPLES:
        result = await answer(demo_ds, "?" + urllib.parse.urlencode({"q": example}))
        assert result["status"] == "resolved", (example, result["reason"])


def actions(text: str) -> list[str]:
    block = text[text.index('<ul class="dbgraph-next">'):]
    return re.findall(r"<li>(.*?)</li>", block[: block.index("</ul>")], re.S)


@pytest.mark.parametrize("sentence,said", [("订单 金额大于100", "“金额” means"), ("orders over 100", "“100” means")])
async def test_a_piece_several_columns_fit_offers_each_column(demo_ds, sentence, said):
    response = await demo_ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": sentence, "_lang": "en"}))
    [item] = [i for i in actions(response.text) if said in i]
    links = [html.unescape(h) for h in re.findall(r'href="([^"]*)"', item)]
    assert len(links) >= 3
    for link in links:
        result = await answer(demo_ds, link)
        assert result["status"] == "resolved", (q_of(link), result["reason"])
        [condition] = result["predicate"]["conditions"]
        assert condition["op"] == "gt" and condition["column"] in q_of(link)


async def test_a_word_that_fits_nothing_can_be_left_out(demo_ds):
    response = await demo_ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "订单 星座", "_lang": "en"}))
    [item] = [i for i in actions(response.text) if "Leave “星座” out" in i]
    link = html.unescape(re.search(r'href="([^"]*)"', item).group(1))
    assert (await answer(demo_ds, link))["status"] == "resolved"
    for i in actions(response.text):
        assert "<a href=" in i and not jargon_in(text_of(i))


async def test_a_candidate_of_a_sentence_is_a_refinement(demo_ds):
    response = await demo_ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "用户"}))
    links = [html.unescape(h) for h in re.findall(r'<a class="dbgraph-refine" href="([^"]*)"', response.text)]
    assert len(links) >= 2
    for link in links[:2]:
        result = await answer(demo_ds, link)
        assert result["status"] == "resolved"
        assert urllib.parse.parse_qs(link.partition("?")[2])["object"] == [result["resolved"]["table"]]


async def test_a_value_outside_the_legend_in_a_sentence_offers_its_labels(demo_ds):
    response = await demo_ds.client.get("/-/dbgraph?" + urllib.parse.urlencode({"q": "会员 状态 xx", "_lang": "en"}))
    [item] = [i for i in actions(response.text) if "Use a value of 状态:" in i]
    links = [html.unescape(h) for h in re.findall(r'href="([^"]*)"', item)]
    assert [q_of(link) for link in links] == ["会员 状态 禁用", "会员 状态 正常"]
    result = await answer(demo_ds, links[1])
    assert result["status"] == "resolved" and result["predicate"]["values"] == [1]
