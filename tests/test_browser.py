"""The page in a real browser: Debian's headless Chromium driven by Playwright (never a browser of
its own), against `datasette` running in a subprocess — as a person would meet it."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest
from servers import serve

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
# Flags for a sandboxed CI machine with no network beyond loopback.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture
def server(tmp_path, demo_copy):
    """`datasette demo.db hostile.db` on a free port."""
    hostile = tmp_path / "hostile.db"
    conn = sqlite3.connect(hostile)
    conn.execute('CREATE TABLE "<script>alert(1)</script>" ( -- 订单 <img src=x onerror=alert(2)> {{ 7*7 }}\n'
                 '  id INTEGER PRIMARY KEY, "<b>x</b>" TEXT -- <i>手机号</i>\n)')
    conn.commit()
    conn.close()
    process, base = serve(lambda port: [sys.executable, "-m", "datasette", str(demo_copy), str(hostile),
                                        "-p", str(port)])
    yield base
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture
def page():
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "Debian's chromium is needed (.ci/run installs it)"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(locale="zh-CN", viewport={"width": 1100, "height": 900})
        tab = context.new_page()
        dialogs = []
        tab.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
        tab.dialogs = dialogs
        yield tab
        browser.close()


def test_search_form_renders_candidates(server, page, tmp_path):
    page.goto(server + "/-/dbgraph")
    page.fill("#dbgraph-entity", "用户")
    page.select_option("#dbgraph-database", "demo")
    page.click("input[type=submit]")
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
    page.fill("#dbgraph-entity", "会员")
    page.fill("#dbgraph-fields", "手机号")
    page.locator("input[name=_where_col]").first.fill("mobile")
    page.locator("input[name=_where_val]").first.fill("13800138000")
    page.click("input[type=submit]")
    page.wait_for_selector("[data-status=resolved]")
    assert "where.mobile=13800138000" in page.url  # every state is a bookmarkable GET URL
    assert 'WHERE "mobile" = ? — values: 13800138000' in page.inner_text(".dbgraph-predicate")
    page.screenshot(path=str(tmp_path / "dbgraph-resolved.png"), full_page=True)
    page.click("a.dbgraph-button >> nth=0")
    page.wait_for_load_state()
    assert "/demo/members" in page.url and "mobile__exact=13800138000" in page.url
    assert "13800138000" in page.inner_text("table.rows-and-columns")


def test_hostile_schema_text_is_shown_as_text(server, page, tmp_path):
    page.goto(server + "/-/dbgraph?database=hostile&entity=%E8%AE%A2%E5%8D%95")
    page.wait_for_selector("[data-status]")
    body = page.inner_text("body")
    assert "<script>alert(1)</script>" in body  # the name, displayed literally
    assert page.locator("script:has-text('alert(1)')").count() == 0
    assert page.locator("img[src=x]").count() == 0
    assert page.dialogs == []
    page.goto(server + "/-/dbgraph?object=%3Cscript%3Ealert(1)%3C%2Fscript%3E&fields=%3Cb%3Ex%3C%2Fb%3E")
    page.wait_for_selector("[data-status=resolved]")
    assert page.locator("b:has-text('x')").count() == 0
    assert "<b>x</b>" in page.inner_text(".dbgraph-columns")
    assert page.dialogs == []
    page.screenshot(path=str(tmp_path / "dbgraph-hostile.png"), full_page=True)
