"""The page as a person meets it: one box first, the structured form behind a disclosure, every
candidate a refinement, every next action a link that does it, and words without jargon — through
a real Datasette on demo.db (and purpose-built files)."""

from __future__ import annotations

import html
import re
import urllib.parse

import pytest
import pytest_asyncio
from datasette.app import Datasette

from datasette_dbgraph.serving.views import ALL_CANDIDATES, EXAMPLES
from test_messages_words import jargon_in

pytestmark = pytest.mark.asyncio



@pytest_asyncio.fixture
async def demo_ds(demo_copy):
    ds = Datasette([str(demo_copy)])
    await ds.invoke_startup()
    return ds


def query(**params) -> str:
    return urllib.parse.urlencode([(k.replace("__dot__", "."), v) for k, v in params.items()])


async def page(ds, path: str) -> str:
    response = await ds.client.get(path)
    assert response.status_code == 200, response.text[:300]
    return response.text


async def data(ds, path: str) -> dict:
    return (await ds.client.get(path)).json()


def hrefs(text: str, css_class: str | None = None) -> list[str]:
    pattern = r'<a class="%s" href="([^"]*)"' % css_class if css_class else r'<a href="([^"]*)"'
    return [html.unescape(h) for h in re.findall(pattern, text)]


def section(text: str, start: str, end: str = "</ul>") -> str:
    return text[text.index(start):][: text[text.index(start):].index(end)]


def plain(fragment: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", fragment))).strip()


def next_actions(text: str) -> list[str]:
    """The items of "What you can do", each as its HTML."""
    block = section(text, '<ul class="dbgraph-next">')
    return re.findall(r"<li>(.*?)</li>", block, re.S)


# -- the one box ---------------------------------------------------------------------------------------
async def test_the_page_leads_with_one_labelled_autofocused_box(demo_ds):
    text = await page(demo_ds, "/-/dbgraph?_lang=en")
    box = re.search(r'<input type="search" id="dbgraph-q" name="q"[^>]*>', text).group(0)
    assert "autofocus" in box
    assert text.count("autofocus") == 1  # the box, nothing else
    assert '<label for="dbgraph-q"' in text
    # the box comes before the structured form, which waits behind a closed disclosure
    assert text.index('id="dbgraph-q"') < text.index('<details class="dbgraph-advanced"') < \
        text.index('id="dbgraph-entity"')
    assert re.search(r'<details class="dbgraph-advanced" id="dbgraph-advanced">', text)
    # the examples are plain links that ask them
    examples = section(text, '<p class="dbgraph-examples">', "</p>")
    asked = [urllib.parse.parse_qs(urllib.parse.urlsplit(h).query)["q"][0] for h in hrefs(examples)]
    assert asked == list(EXAMPLES)


@pytest.mark.parametrize("params,opened", [
    ({"entity": "订单"}, True),
    ({"object": "orders"}, True),
    ({"entity": "会员", "fields": "手机号"}, True),
    ({"where.订单状态": "已发货"}, True),
    ({"database": "demo"}, False),  # the database action's page is the box, scoped
    ({}, False),
])
async def test_the_advanced_form_is_open_when_the_request_used_it(demo_ds, params, opened):
    text = await page(demo_ds, "/-/dbgraph?" + urllib.parse.urlencode(params))
    tag = re.search(r'<details class="dbgraph-advanced"[^>]*>', text).group(0)
    assert (" open" in tag) is opened


# -- candidates ------------------------------------------------------------------------------------------
async def test_show_all_lists_every_match_and_is_bounded(demo_ds):
    first = await data(demo_ds, "/-/dbgraph.json?" + query(entity="用户"))
    assert first["shown"] < first["matched"]
    text = await page(demo_ds, "/-/dbgraph?" + query(entity="用户", _lang="en"))
    [link] = hrefs(section(text, '<p class="dbgraph-show-all">', "</p>"))
    assert f"Show all {first['matched']}" in text
    everything = await page(demo_ds, link)
    assert everything.count('<li class="dbgraph-candidate">') == first["matched"]
    assert '<p class="dbgraph-show-all">' not in everything
    listed = await data(demo_ds, "/-/dbgraph.json?" + query(entity="用户", _all="1"))
    assert listed["shown"] == listed["matched"] == first["matched"]
    assert listed["candidates"][: first["shown"]] == first["candidates"]  # the same, then the rest
    assert ALL_CANDIDATES >= 20


async def test_each_candidate_is_a_refinement_that_keeps_conditions_and_fields(demo_ds):
    params = {"where.手机号": "13800138000", "fields": "id"}
    result = await data(demo_ds, "/-/dbgraph.json?" + urllib.parse.urlencode(params))
    assert result["status"] == "ambiguous"
    text = await page(demo_ds, "/-/dbgraph?" + urllib.parse.urlencode(params))
    links = hrefs(text, "dbgraph-refine")
    assert len(links) == len(result["candidates"]) >= 2
    for link, candidate in zip(links, result["candidates"]):
        path, _, qs = link.partition("?")
        refined = await data(demo_ds, "/-/dbgraph.json?" + qs)
        assert refined["status"] == "resolved", refined["reason"]
        assert refined["resolved"]["table"] == candidate["table"]
        assert [c["key"] for c in refined["predicate"]["conditions"]] == ["手机号"]
        assert refined["predicate"]["conditions"] == candidate["conditions"]
        assert "id" in [c["column"] for c in refined["resolved"]["columns"]]


# -- every next action is a link that does it --------------------------------------------------------
async def test_next_actions_are_links_never_url_syntax(demo_ds):
    for params in ({"entity": "用户"}, {"entity": "订单"}, {"entity": "asdfgh qwerty"}, {"where.id": "1"},
                   {"fields": "手机号"}, {"object": "ordrs"}, {"entity": "会员", "where.status": "xx"},
                   {"object": "orders", "fields": "血型"}, {"entity": "订单", "where.金额__gt": "100"},
                   {"entity": "x" * 500}):
        for lang in ("en", "zh"):
            path = "/-/dbgraph?" + urllib.parse.urlencode({**params, "_lang": lang})
            response = await demo_ds.client.get(path)
            items = next_actions(response.text)
            assert items, (params, lang)
            for item in items:
                assert "<a href=" in item, (params, lang, item)
                assert not jargon_in(plain(item)), (params, lang, plain(item))


async def test_a_tied_condition_offers_each_column_as_a_link(demo_ds):
    params = {"entity": "订单", "where.金额__gt": "100", "_lang": "en"}
    text = await page(demo_ds, "/-/dbgraph?" + urllib.parse.urlencode(params))
    [item] = [i for i in next_actions(text) if "“金额” means" in i]
    for link in hrefs(item):
        result = await data(demo_ds, "/-/dbgraph.json?" + link.partition("?")[2])
        assert result["status"] == "resolved", result["reason"]
        [condition] = result["predicate"]["conditions"]
        assert condition["op"] == "gt" and condition["value"] == "100"


async def test_a_value_outside_the_legend_offers_its_labels(demo_ds):
    text = await page(demo_ds, "/-/dbgraph?" + query(entity="会员", where__dot__status="xx", _lang="en"))
    [item] = [i for i in next_actions(text) if "Use a value of 状态:" in i]  # the column by its comment
    labels = {plain(a): h for h, a in re.findall(r'<a href="([^"]*)">(.*?)</a>', item)}
    assert set(labels) == {"禁用", "正常"}
    result = await data(demo_ds, "/-/dbgraph.json?" + html.unescape(labels["正常"]).partition("?")[2])
    assert result["status"] == "resolved" and result["predicate"]["values"] == [1]


async def test_a_word_no_column_fits_can_be_left_out(demo_ds):
    text = await page(demo_ds, "/-/dbgraph?" + query(object="orders", fields="血型, 手机号", _lang="en"))
    [item] = [i for i in next_actions(text) if "Leave “血型” out" in i]
    [link] = hrefs(item)
    assert urllib.parse.parse_qs(link.partition("?")[2])["fields"] == ["手机号"]


async def test_a_near_miss_is_a_link_to_the_request_about_it(demo_ds):
    text = await page(demo_ds, "/-/dbgraph?" + query(object="ordrs", _lang="en"))
    [item] = [i for i in next_actions(text) if "Did you mean" in i]
    assert any(urllib.parse.parse_qs(h.partition("?")[2]).get("object") == ["orders"] for h in hrefs(item))


async def test_an_unknown_database_offers_the_others(demo_ds):
    text = await page(demo_ds, "/-/dbgraph?" + query(entity="订单", database="nope", _lang="en"))
    [item] = [i for i in next_actions(text) if "Search elsewhere" in i]
    result = await data(demo_ds, "/-/dbgraph.json?" + hrefs(item)[0].partition("?")[2])
    assert result["status"] == "resolved"


# -- what the answer says --------------------------------------------------------------------------------
async def test_open_with_the_filter_only_when_there_is_a_filter(demo_ds):
    bare = await data(demo_ds, "/-/dbgraph.json?" + query(entity="订单"))
    assert bare["next_actions"][0] == "Open orders."
    assert "filter applied" not in await page(demo_ds, "/-/dbgraph?" + query(entity="订单", _lang="en"))
    filtered = await data(demo_ds, "/-/dbgraph.json?" + query(entity="订单", where__dot__status="2"))
    assert filtered["next_actions"][0] == "Open orders with the filter applied."
    text = await page(demo_ds, "/-/dbgraph?" + query(entity="订单", where__dot__status="2", _lang="en"))
    # the page says it in business words, its Open button beside the sentence (not again below)
    sentence = plain(section(text, '<h2 class="dbgraph-sentence">', "</h2>"))
    assert sentence.startswith("订单表 · 订单状态 = 已发货 · ") and sentence.endswith(" rows")
    assert 'class="dbgraph-button dbgraph-open-answer" href="/demo/orders?status__exact=2&amp;_dbgraph=' in text
    assert "Open orders with the filter applied." not in text


async def test_a_column_found_twice_is_one_row(demo_ds):
    params = query(entity="会员", fields="手机号", where__dot__mobile="13800138000", _lang="en")
    result = await data(demo_ds, "/-/dbgraph.json?" + params)
    assert [c["column"] for c in result["resolved"]["columns"]] == ["mobile", "mobile"]
    rows = re.findall(r"<tr><td>(.*?)</tr>", section(await page(demo_ds, "/-/dbgraph?" + params),
                                                        '<table class="dbgraph-columns">', "</table>"), re.S)
    assert len(rows) == 1
    assert plain(rows[0]).startswith("mobile 手机号 condition; column comment ← 手机号")


async def test_join_hints_read_from_the_referencing_table(demo_ds):
    text = await page(demo_ds, "/-/dbgraph?" + query(entity="会员", _lang="zh"))
    hints = [plain(h) for h in re.findall(r'<li class="dbgraph-join-hint">(.*?)</li>', text, re.S)]
    assert "carts 通过 member_id 引用 members (id) 购物车表" in hints
    assert "members 通过 level_id 引用 member_levels (id) 会员等级表" in hints
    text = await page(demo_ds, "/-/dbgraph?" + query(entity="会员", _lang="en"))
    hints = [plain(h) for h in re.findall(r'<li class="dbgraph-join-hint">(.*?)</li>', text, re.S)]
    assert "carts refers to members (id) through member_id 购物车表" in hints


async def test_a_synonym_on_a_comment_less_table_is_called_a_synonym(sqlite_factory):
    path = sqlite_factory("shop.db", "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, mobile TEXT)")
    ds = Datasette([str(path)])
    await ds.invoke_startup()
    result = await data(ds, "/-/dbgraph.json?" + query(entity="customer 手机号"))
    assert result["status"] == "resolved"
    assert [(c["column"], c["matched_by"]) for c in result["resolved"]["columns"]] == [("mobile", "synonym")]
    assert "(that is, mobile)" in result["reason"] and "(as " not in result["reason"]
    text = await page(ds, "/-/dbgraph?" + query(entity="customer 手机号", _lang="en"))
    assert "column comment" not in section(text, '<table class="dbgraph-columns">', "</table>")


# -- words for people ----------------------------------------------------------------------------------
async def test_answers_speak_without_jargon(demo_ds):
    for params in ({"entity": "用户"}, {"entity": "已发货的订单"}, {"entity": "会员 手机号"}, {"where.id": "1"},
                   {"fields": "手机号"}, {"object": "orders"}, {"entity": "asdfgh"}, {"entity": "订单",
                   "where.金额__gt": "100"}, {"entity": "会员", "where.status": "xx"}, {"entity": "用户", "_all": "1"}):
        for lang in ("en", "zh"):
            result = await data(demo_ds, "/-/dbgraph.json?" + urllib.parse.urlencode({**params, "_lang": lang}))
            said = [result["reason"], *result["next_actions"], *(c["reason"] for c in result["candidates"])]
            for sentence in said:
                assert not jargon_in(sentence), (params, lang, sentence)


@pytest.mark.asyncio
async def test_one_table_with_several_columns_is_headed_as_a_column_question(demo_ds):
    # 金额 fits three columns of orders: the question is which column, not which table.
    body = await page(demo_ds, "/-/dbgraph?" + query(q="订单 金额大于100", _lang="en"))
    assert "Which column?" in body and "Several tables fit" not in body
    body = await page(demo_ds, "/-/dbgraph?" + query(entity="用户", _lang="en"))
    assert "Several tables fit" in body and "Which column?" not in body
