"""Every card face of both games (and the back) at two sizes, drawn by the page's own painter,
matches its reference image under e2e/snapshots/ (a few anti-aliased pixels may differ). A face that
changes on purpose: `make snapshots` writes new references and the README's card sheets; look at
them and commit them."""
import pytest

from browser.card_sheet import SIZES, differences, draw, open_sheet, shots

# The share of a face's pixels that may differ from its reference (text anti-aliasing and the like).
TOLERANCE = 0.03


@pytest.mark.parametrize("size", SIZES)
def test_every_card_face_matches_its_reference_image(page, site_url, size):
    open_sheet(page, site_url)
    off = {name: share for name, share in differences(page, shots(page, size), size).items() if share > TOLERANCE}
    assert off == {}, "faces differ from e2e/snapshots (run `make snapshots` if on purpose, and look)"


def test_the_comparison_sees_a_changed_face(page, site_url):
    open_sheet(page, site_url)
    name = "deal-action-pass-go"
    draw(page, "small")
    page.evaluate("for (const el of document.querySelectorAll('.band')) el.style.filter = 'hue-rotate(180deg)'")
    changed = page.locator(f'[data-sheet="{name}"]').screenshot(animations="disabled")
    assert differences(page, {name: changed}, "small")[name] > TOLERANCE
