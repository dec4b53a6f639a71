"""The page in a real browser: Debian's headless Chromium driven by Playwright (never a browser of
its own), against `datasette` running in a subprocess — as a person would meet it."""

from __future__ import annotations

import sqlite3
import sys
import urllib.parse
from pathlib import Path

import pytest
from servers import serve

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
# Flags for a sandboxed CI machine with no network beyond loopback.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


# Names without a place to break, longer than a phone screen is wide.
LONG_PARENT = "<script>alert(1)</script>_" + "a_very_long_table_name_that_never_breaks_" * 2
LONG_CHILD = "child_<i>table</i>_" + "x" * 70
LONG_COLUMN = "<b>x</b>_" + "an_extremely_long_column_name_" * 3


@pytest.fixture
def server(tmp_path, demo_copy):
    """`datasette demo.db hostile.db long.db` on a free port."""
    hostile = tmp_path / "hostile.db"
    conn = sqlite3.connect(hostile)
    conn.execute('CREATE TABLE "<script>alert(1)</script>" ( -- 订单 <img src=x onerror=alert(2)> {{ 7*7 }}\n'
                 '  id INTEGER PRIMARY KEY, "<b>x</b>" TEXT -- <i>手机号</i>\n)')
    conn.commit()
    conn.close()
    long = tmp_path / "long.db"
    conn = sqlite3.connect(long)
    conn.execute(f'CREATE TABLE "{LONG_PARENT}" ( -- 订单 <img src=x onerror=alert(2)>{"长" * 80}\n'
                 f'  id INTEGER PRIMARY KEY, "{LONG_COLUMN}" TEXT -- <i>手机号</i>\n)')
    conn.execute(f'CREATE TABLE "{LONG_CHILD}" ( -- 订单明细 <img src=y onerror=alert(3)>\n'
                 f'  id INTEGER PRIMARY KEY, "{LONG_COLUMN}_parent" INTEGER REFERENCES "{LONG_PARENT}"(id)\n)')
    conn.commit()
    conn.close()
    process, base = serve(lambda port: [sys.executable, "-m", "datasette", str(demo_copy), str(hostile), str(long),
                                        "-p", str(port)])
    yield base
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture
def browser():
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "Debian's chromium is needed (.ci/run installs it)"
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


def open_tab(browser, width: int = 1100, height: int = 900):
    """A new zh-CN tab of the given size that records (and dismisses) every dialog."""
    context = browser.new_context(locale="zh-CN", viewport={"width": width, "height": height})
    tab = context.new_page()
    dialogs = []
    tab.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    tab.dialogs = dialogs
    return tab


@pytest.fixture
def page(browser):
    return open_tab(browser)


def open_advanced(tab):
    """The structured form waits behind its disclosure: open it as a person would."""
    if not tab.locator("#dbgraph-advanced").evaluate("d => d.open"):
        tab.click("#dbgraph-advanced > summary")
    assert tab.locator("#dbgraph-entity").is_visible()


def test_search_form_renders_candidates(server, page, tmp_path):
    page.goto(server + "/-/dbgraph")
    assert page.evaluate("document.activeElement.id") == "dbgraph-q"  # the one box has the focus
    assert not page.locator("#dbgraph-entity").is_visible()
    open_advanced(page)
    page.fill("#dbgraph-entity", "用户")
    page.select_option("#dbgraph-database", "demo")
    page.click("#dbgraph-advanced input[type=submit]")
    page.wait_for_selector("[data-status]")
    assert page.get_attribute("[data-status]", "data-status") == "ambiguous"
    candidates = page.locator(".dbgraph-candidate")
    assert candidates.count() >= 2
    texts = candidates.all_inner_texts()
    assert any("members" in t for t in texts) and any("admin_users" in t for t in texts)
    # the score bars are drawn, wider for higher scores
    widths = [page.locator(".dbgraph-bar").nth(i).bounding_box()["width"] for i in range(candidates.count())]
    assert widths[0] > 0 and widths == sorted(widths, reverse=True)
    # the page follows the browser's language (zh-CN)
    assert "有多张表符合" in page.inner_text("h2")
    shot = tmp_path / "dbgraph-candidates.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    print(f"screenshot: {shot}")


def test_resolved_then_open_the_filtered_table(server, page, tmp_path):
    page.goto(server + "/-/dbgraph?_lang=en")
    open_advanced(page)
    page.fill("#dbgraph-entity", "会员")
    page.fill("#dbgraph-fields", "手机号")
    page.locator("input[name=_where_col]").first.fill("mobile")
    page.locator("input[name=_where_val]").first.fill("13800138000")
    page.click("#dbgraph-advanced input[type=submit]")
    page.wait_for_selector("[data-status=resolved]")
    assert "where.mobile=13800138000" in page.url  # every state is a bookmarkable GET URL
    assert " ".join(page.inner_text(".dbgraph-sentence").split()) == "会员用户表 · 手机号 = 13800138000 · 1 row"
    page.click("#dbgraph-details > summary")  # the SQL is one click away
    assert 'WHERE "mobile" = ? — values: 13800138000' in page.inner_text(".dbgraph-predicate")
    page.screenshot(path=str(tmp_path / "dbgraph-resolved.png"), full_page=True)
    page.click("a.dbgraph-button >> nth=0")
    page.wait_for_load_state()
    assert "/demo/members" in page.url and "mobile__exact=13800138000" in page.url
    assert "13800138000" in page.inner_text("table.rows-and-columns")


def test_hostile_schema_text_is_shown_as_text(server, page, tmp_path):
    # The first request may find the index still being built (status busy, "try again in 1 s"): as a
    # person would, ask again.
    for _ in range(30):
        page.goto(server + "/-/dbgraph?database=hostile&entity=%E8%AE%A2%E5%8D%95")
        page.wait_for_selector("[data-status]")
        if page.get_attribute("[data-status]", "data-status") != "busy":
            break
        page.wait_for_timeout(1000)
    body = page.inner_text("body")
    assert "<script>alert(1)</script>" in body  # the name, displayed literally
    assert page.locator("script:has-text('alert(1)')").count() == 0
    assert page.locator("img[src=x]").count() == 0
    assert page.dialogs == []
    page.goto(server + "/-/dbgraph?object=%3Cscript%3Ealert(1)%3C%2Fscript%3E&fields=%3Cb%3Ex%3C%2Fb%3E")
    page.wait_for_selector("[data-status=resolved]")
    assert page.locator("b:has-text('x')").count() == 0
    page.click("#dbgraph-details > summary")
    assert "<b>x</b>" in page.inner_text(".dbgraph-columns")
    assert page.dialogs == []
    page.screenshot(path=str(tmp_path / "dbgraph-hostile.png"), full_page=True)


# -- layout: every state fits a phone and a desktop, on whichever Datasette runs the tests ----------
WIDTHS = [390, 1280]
# Datasette's small-screen breakpoint (its app.css): below it, labels sit above their inputs.
NARROW = 576
LONG_QUERY = urllib.parse.urlencode({"database": "long", "object": LONG_PARENT, "fields": LONG_COLUMN})
SEARCH_STATES = [
    ("empty", "/-/dbgraph", None),
    ("resolved", "/-/dbgraph?entity=%E4%BC%9A%E5%91%98&fields=%E6%89%8B%E6%9C%BA%E5%8F%B7&where.mobile=13800138000",
     "resolved"),
    ("ambiguous", "/-/dbgraph?database=demo&entity=%E7%94%A8%E6%88%B7", "ambiguous"),
    ("not_found", "/-/dbgraph?entity=asdfgh+qwerty", "not_found"),
    ("long-ambiguous", "/-/dbgraph?database=long&entity=%E8%AE%A2%E5%8D%95", "ambiguous"),
    ("long-resolved", "/-/dbgraph?" + LONG_QUERY, "resolved"),
]
RELATED_STATES = [
    ("related", "/-/dbgraph/related?database=demo&table=orders"),
    ("related-long", "/-/dbgraph/related?" + urllib.parse.urlencode({"database": "long", "table": LONG_PARENT})),
]


def fits(tab) -> bool:
    return tab.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


# Screenshots are kept for people to look at, one folder per Datasette line (gitignored).
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


def keep(tab, tmp_path, name: str, full_page: bool = True) -> Path:
    """A full-page screenshot (or of the screen's first view) under tests/artifacts/<datasette
    version>/ (tmp_path is unused: kept for the callers' signature)."""
    import datasette.version

    folder = ARTIFACTS / f"datasette-{datasette.version.__version__}"
    folder.mkdir(parents=True, exist_ok=True)
    shot = folder / f"{name}.png"
    tab.screenshot(path=str(shot), full_page=full_page)
    print(f"screenshot: {shot}")
    return shot


@pytest.mark.parametrize("width", [360, *WIDTHS])
def test_every_search_state_fits_the_screen(server, browser, tmp_path, width):
    tab = open_tab(browser, width)
    for name, path, status in SEARCH_STATES:
        tab.goto(server + path)
        if status:
            assert tab.get_attribute("[data-status]", "data-status") == status, name
        keep(tab, tmp_path, f"dbgraph-{name}-{width}")
        assert fits(tab), (name, width, tab.evaluate("document.documentElement.scrollWidth"))
    assert tab.dialogs == []
    # the box fills the line; "table name" has its label beside its input (above it on a phone)
    tab.goto(server + "/-/dbgraph")
    assert tab.locator("#dbgraph-q").bounding_box()["width"] >= width * 0.5
    open_advanced(tab)
    label, box = tab.locator("label[for=dbgraph-object]").bounding_box(), tab.locator("#dbgraph-object").bounding_box()
    if width >= NARROW:
        assert abs((label["y"] + label["height"] / 2) - (box["y"] + box["height"] / 2)) < box["height"] / 2
    else:
        assert label["y"] + label["height"] <= box["y"] + 1 and abs(label["x"] - box["x"]) < 2
    assert box["width"] >= 100 and label["width"] > 0
    keep(tab, tmp_path, f"dbgraph-advanced-{width}")
    assert fits(tab)
    # the matched-columns table has padded cells, as Datasette's own tables do
    tab.goto(server + SEARCH_STATES[1][1])
    padding = tab.evaluate("getComputedStyle(document.querySelector('.dbgraph-columns td')).paddingLeft")
    assert float(padding.rstrip("px")) >= 4


@pytest.mark.parametrize("width", WIDTHS)
def test_the_related_view_fits_and_its_links_lead_on(server, browser, tmp_path, width):
    tab = open_tab(browser, width)
    for name, path in RELATED_STATES:
        tab.goto(server + path)
        keep(tab, tmp_path, f"dbgraph-{name}-{width}")
        assert fits(tab), (name, width, tab.evaluate("document.documentElement.scrollWidth"))
    # the long names are shown as text, in full
    assert LONG_PARENT in tab.inner_text("h1") and LONG_CHILD in tab.inner_text("[data-direction=referenced_by]")
    assert tab.dialogs == [] and tab.locator("img[src=x]").count() == 0
    # the neighbours come first, with their joins in words
    tab.goto(server + RELATED_STATES[0][1])
    references = tab.locator("[data-direction=references] .dbgraph-neighbour")
    assert references.count() == 1 and "orders.member_id → members.id" in references.inner_text()
    # follow a neighbour to its own view, then to its table page
    references.locator("a.dbgraph-related-link").click()
    tab.wait_for_load_state()
    assert "table=members" in tab.url and tab.inner_text("h1").startswith("members")
    assert "orders.member_id → members.id" in tab.inner_text("[data-direction=referenced_by]")
    keep(tab, tmp_path, f"dbgraph-related-members-{width}")
    assert fits(tab)
    tab.locator("[data-direction=referenced_by] .dbgraph-neighbour-head a", has_text="orders").first.click()
    tab.wait_for_load_state()
    assert tab.url.endswith("/demo/orders")
    assert tab.locator("table.rows-and-columns tbody tr").count() > 0


def test_the_table_action_opens_the_related_view(server, page, tmp_path):
    page.goto(server + "/demo/orders")
    href = page.locator("a", has_text="与此表关联的表").get_attribute("href")
    page.goto(server + href)
    assert page.inner_text("h1").startswith("orders")
    assert "它引用的表" in page.inner_text("body")


# -- the one box: type, read the chips, remove one, open the rows ------------------------------------
SENTENCE = "已发货的订单 手机号13800138000"


@pytest.mark.parametrize("width", WIDTHS)
def test_a_sentence_in_the_box_then_a_chip_removed_then_the_rows(server, browser, demo_copy, tmp_path, width):
    tab = open_tab(browser, width)
    tab.goto(server + "/-/dbgraph?_lang=en")
    tab.fill("#dbgraph-q", SENTENCE)
    tab.press("#dbgraph-q", "Enter")
    tab.wait_for_selector("[data-status=resolved]")
    chips = tab.locator(".dbgraph-chip")
    assert [" ".join(t.replace("×", "").split()) for t in chips.all_inner_texts()] == [
        "已发货 → 订单状态 = 2", "订单", "手机号 = 13800138000 → 收货人手机号"]
    keep(tab, tmp_path, f"dbgraph-chips-{width}")
    assert fits(tab), tab.evaluate("document.documentElement.scrollWidth")
    # remove the phone number: the same sentence without it
    tab.locator(".dbgraph-chip", has_text="13800138000").locator("a.dbgraph-chip-remove").click()
    tab.wait_for_selector("[data-status=resolved]")
    assert tab.input_value("#dbgraph-q") == "已发货的订单"
    assert tab.locator(".dbgraph-chip").count() == 2
    keep(tab, tmp_path, f"dbgraph-chip-removed-{width}")
    assert fits(tab)
    # the filtered table holds exactly the shipped orders
    tab.click("a.dbgraph-button >> nth=0")
    tab.wait_for_load_state()
    assert "/demo/orders" in tab.url and "status__exact=2" in tab.url
    statuses = tab.locator("table.rows-and-columns td.col-status").all_inner_texts()
    conn = sqlite3.connect(demo_copy)
    shipped = conn.execute("SELECT count(*) FROM orders WHERE status = 2").fetchone()[0]
    conn.close()
    # each code with its label beside it (render_cell)
    assert len(statuses) == shipped > 0 and {" ".join(s.split()) for s in statuses} == {"2 · 已发货"}
    keep(tab, tmp_path, f"dbgraph-chip-rows-{width}")
    assert fits(tab) or width < 576  # Datasette's own table page may scroll sideways on a phone
    assert tab.dialogs == []


# -- the page speaks business: the answer in words, its rows, labels and a way back (issue 23) -------
@pytest.fixture(scope="module")
def demo_server(demo_copy):
    """`datasette demo.db` on a free port, shared by the tests below (they only read)."""
    process, base = serve(lambda port: [sys.executable, "-m", "datasette", str(demo_copy), "-p", str(port)])
    yield base
    process.terminate()
    process.wait(timeout=10)


def open_search(tab, server, words: str):
    """Type words into the one box as a person would, and wait for the answer."""
    tab.goto(server + "/-/dbgraph")
    tab.fill("#dbgraph-q", words)
    tab.press("#dbgraph-q", "Enter")
    tab.wait_for_selector("[data-status]")


def shipped_count(demo_copy) -> int:
    conn = sqlite3.connect(demo_copy)
    try:
        return conn.execute("SELECT count(*) FROM orders WHERE status = 2").fetchone()[0]
    finally:
        conn.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_the_answer_in_words_then_its_rows_labelled_then_back(demo_server, browser, demo_copy, width):
    tab = open_tab(browser, width)
    shipped = shipped_count(demo_copy)
    open_search(tab, demo_server, "已发货的订单")
    # a Chinese question gets a Chinese page, whatever the browser says
    assert tab.get_attribute("[data-status]", "data-status") == "resolved"
    sentence = " ".join(tab.inner_text(".dbgraph-sentence").split())
    assert sentence == f"订单表 · 订单状态 = 已发货 · {shipped} 行"
    open_button = tab.locator("a.dbgraph-open-answer")
    assert open_button.inner_text().strip() == "打开"
    # the Open button sits beside the sentence (on a phone, right under it)
    sentence_box, button_box = tab.locator(".dbgraph-sentence").bounding_box(), open_button.bounding_box()
    assert button_box["y"] < sentence_box["y"] + sentence_box["height"] + 40
    # the machinery waits behind Details: SQL, confidence, matched columns, linked tables
    details = tab.locator("#dbgraph-details")
    assert not tab.locator(".dbgraph-predicate").is_visible() and not tab.locator(".dbgraph-joins").is_visible()
    keep(tab, None, f"issue23-answer-{width}")
    assert fits(tab), tab.evaluate("document.documentElement.scrollWidth")
    details.locator("summary").click()
    assert 'WHERE "status" = ?' in tab.inner_text(".dbgraph-predicate")
    assert "置信度" in tab.inner_text(".dbgraph-found") and tab.locator(".dbgraph-joins li").count() > 0
    keep(tab, None, f"issue23-details-{width}")
    assert fits(tab)
    # the table page: the same rows, codes with their labels, and the way back
    open_button.click()
    tab.wait_for_load_state()
    assert "/demo/orders" in tab.url and "status__exact=2" in tab.url
    statuses = [" ".join(s.split()) for s in tab.locator("table.rows-and-columns td.col-status").all_inner_texts()]
    assert len(statuses) == shipped and set(statuses) == {"2 · 已发货"}
    back = tab.locator(".dbgraph-back a")
    assert back.inner_text() == "← 返回搜索：已发货的订单"
    keep(tab, None, f"issue23-table-{width}", full_page=False)  # the top: the way back, the first rows
    back.click()
    tab.wait_for_selector("[data-status=resolved]")
    assert tab.input_value("#dbgraph-q") == "已发货的订单"
    assert tab.dialogs == []


# The page's example questions, with the table and the rows each answers (kept in step with EXAMPLES).
EXAMPLE_ROWS = {
    "已发货的订单": ("orders", "status = 2"),
    "会员 手机号13800138000": ("members", "mobile = '13800138000'"),
    "实付金额大于100的订单": ("orders", "pay_amount > 100"),
    "orders with pay amount over 100": ("orders", "pay_amount > 100"),
    "invoice 98": ("invoices", "id = 98"),
}
PAGE_ROWS = 100  # Datasette's default page size, on both lines


def test_every_example_question_clicked_through_to_its_rows(demo_server, page, demo_copy):
    from datasette_dbgraph.serving.views import EXAMPLES

    assert set(EXAMPLE_ROWS) == set(EXAMPLES)
    for text, (table, where) in EXAMPLE_ROWS.items():
        page.goto(demo_server + "/-/dbgraph")
        page.locator(".dbgraph-examples a", has_text=text).click()
        page.wait_for_selector("[data-status]")
        assert page.get_attribute("[data-status]", "data-status") == "resolved", text
        assert page.input_value("#dbgraph-q") == text
        page.locator("a.dbgraph-open-answer").click()
        page.wait_for_load_state()
        assert urllib.parse.urlparse(page.url).path == f"/demo/{table}", (text, page.url)
        conn = sqlite3.connect(demo_copy)
        try:
            expected = conn.execute(f"SELECT count(*) FROM {table} WHERE {where}").fetchone()[0]
        finally:
            conn.close()
        assert page.locator("table.rows-and-columns tbody tr").count() == min(expected, PAGE_ROWS), text
    assert page.dialogs == []


@pytest.mark.parametrize("width", WIDTHS)
def test_an_answer_with_no_rows_says_so(demo_server, browser, width):
    tab = open_tab(browser, width)
    tab.goto(demo_server + "/-/dbgraph?" + urllib.parse.urlencode(
        {"entity": "订单", "where.订单状态": "已关闭", "where.实付金额__gt": "100000", "_lang": "en"}))
    assert tab.get_attribute("[data-status]", "data-status") == "resolved"
    sentence = " ".join(tab.inner_text(".dbgraph-sentence").split())
    assert sentence == "订单表 · 订单状态 = 已关闭 · 实付金额 > 100000 · 0 rows"
    warning = tab.locator(".dbgraph-warning")
    assert warning.is_visible() and "No row matches" in warning.inner_text()
    keep(tab, None, f"issue23-no-rows-{width}")
    assert fits(tab)


@pytest.mark.parametrize("width", WIDTHS)
def test_choices_name_columns_by_their_comments(demo_server, browser, width):
    tab = open_tab(browser, width)
    tab.goto(demo_server + "/-/dbgraph?" + urllib.parse.urlencode({"entity": "订单", "where.金额": "100"}))
    assert tab.get_attribute("[data-status]", "data-status") == "ambiguous"
    choices = tab.locator(".dbgraph-next a").all_inner_texts()
    assert choices[:3] == ["订单总金额", "优惠金额", "实付金额"]
    # a refusal still shows its reason, its candidate (with the rows its link holds) and what to do
    assert "total_amount" in tab.inner_text(".dbgraph-reason")
    assert "900 行" in tab.inner_text(".dbgraph-candidate")
    keep(tab, None, f"issue23-which-column-{width}")
    assert fits(tab)


@pytest.mark.parametrize("width", WIDTHS)
def test_a_box_where_people_look(demo_server, browser, width):
    import datasette

    tab = open_tab(browser, width)
    tab.goto(demo_server + "/")
    box = tab.locator("form.dbgraph-box input[name=q]")
    assert box.is_visible() and box.bounding_box()["width"] >= min(width * 0.4, 300)
    keep(tab, None, f"issue23-home-{width}")
    assert fits(tab)
    if datasette.__version__.startswith("0."):
        box.fill("已发货的订单")
        box.press("Enter")
        tab.wait_for_selector("[data-status=resolved]")
        assert "订单状态 = 已发货" in tab.inner_text(".dbgraph-sentence")
    else:  # the jump menu: "Ask the search" is the last item whenever there are words
        tab.keyboard.press("/")
        tab.keyboard.type("已发货")
        tab.wait_for_selector(".result-item >> text=问问搜索：已发货")
        items = tab.locator(".result-item")
        assert "问问搜索：已发货" in items.nth(items.count() - 1).inner_text()
        keep(tab, None, f"issue23-jump-{width}")
        items.nth(items.count() - 1).click()
        tab.wait_for_selector("[data-status]")
        assert tab.input_value("#dbgraph-q") == "已发货"
    tab.goto(demo_server + "/demo")
    assert tab.locator("form.dbgraph-box input[name=database]").get_attribute("value") == "demo"
    assert tab.dialogs == []


# -- conditions across a link (issue 22): ask which link, follow it, check the rows against the SQL ---
def linked_rows(demo_copy, sql: str, values=()) -> list[str]:
    conn = sqlite3.connect(demo_copy)
    try:
        return sorted(str(row[0]) for row in conn.execute(sql, values))
    finally:
        conn.close()


def test_a_condition_across_a_link_asked_chosen_and_followed_to_the_rows(server, page, demo_copy, tmp_path):
    page.goto(server + "/-/dbgraph?_lang=zh")
    page.fill("#dbgraph-q", "手机号13800138000的订单")
    page.press("#dbgraph-q", "Enter")
    page.wait_for_selector("[data-status=ambiguous]")
    # the order's own receiver phone, or the member's phone: both offered, as links
    choices = page.locator("a", has_text="members.mobile")
    assert choices.count() >= 1 and page.locator("a", has_text="收货人手机号").count() >= 1
    keep(page, tmp_path, "dbgraph-link-ambiguous")
    choices.first.click()
    page.wait_for_selector("[data-status=resolved]")
    chips = [" ".join(t.replace("×", "").split()) for t in page.locator(".dbgraph-chip").all_inner_texts()]
    assert "members.mobile = 13800138000 → member_id" in chips, chips
    assert "member_id → members.id" in page.text_content("#dbgraph-details")  # under Details
    keep(page, tmp_path, "dbgraph-link-resolved")
    page.click("a.dbgraph-button >> nth=0")
    page.wait_for_load_state()
    assert "/demo/orders" in page.url and "member_id__in=" in page.url
    shown = sorted(t.strip() for t in page.locator("table.rows-and-columns td.col-id").all_inner_texts())
    assert shown == linked_rows(demo_copy, "select id from orders where member_id in "
                                           "(select id from members where mobile = ?)", ["13800138000"]) != []
    assert page.dialogs == []


def test_products_without_a_review_followed_to_the_rows(server, page, demo_copy, tmp_path):
    page.goto(server + "/-/dbgraph?" + urllib.parse.urlencode({"q": "没有评价的商品", "_lang": "zh"}))
    page.wait_for_selector("[data-status=resolved]")
    chips = [" ".join(t.replace("×", "").split()) for t in page.locator(".dbgraph-chip").all_inner_texts()]
    assert "没有 评价 → id" in chips, chips
    page.click("a.dbgraph-button >> nth=0")
    page.wait_for_load_state()
    assert "/demo/products" in page.url and "id__notin=" in page.url
    shown = sorted(t.strip() for t in page.locator("table.rows-and-columns td.col-id").all_inner_texts())
    assert shown == linked_rows(demo_copy, "select id from products where id not in "
                                           "(select product_id from product_reviews where product_id is not null)") != []
    keep(page, tmp_path, "dbgraph-link-notexists-rows")
