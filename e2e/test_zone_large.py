"""A set opens large at a tap: on a phone late in a game, where the own table shows each card of a set
as its top strip only, a tap on a set shows every card of it whole in a panel under the set's title,
and Escape closes it; a tap on the table's felt opens nothing."""
from playwright.sync_api import expect

from browser.gallery import SIZES, walk_gallery


def test_a_tapped_set_opens_large(browser, site_url, tmp_path):
    phone = [size for size in SIZES if size.name == "390x844"]
    for _, _, page in walk_gallery(browser, site_url, tmp_path, names=["late-deal-turn"], sizes=phone):
        assert page.locator("#mine[data-compact]").count(), "the crowded own table is compact on a phone"
        zone = page.locator("#mine .zone-set:not(:has(button))").first
        names = [text.replace("\u00ad", "") for text in zone.locator(".card .title").all_inner_texts()]
        title = zone.locator(".zone-title").inner_text()
        page.locator("#mine .mine-head").tap()
        expect(page.locator("#card-menu")).to_be_hidden()
        zone.locator(".card").last.tap()
        dialog = page.get_by_role("dialog")
        expect(dialog).to_be_visible()
        assert title.startswith(dialog.locator("h2").inner_text())
        shown = dialog.locator(".zone-large .card")
        assert [text.replace("\u00ad", "") for text in shown.locator(".title").all_inner_texts()] == names
        assert all(box["width"] >= 96 and box["height"] >= 130 for box in (c.bounding_box() for c in shown.all()))
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
