"""Every card face of both games, drawn by the page's own painter at each size it is used (a card in
a set, on a pile, in the hand) on a phone and a desktop: no word is cut mid-word (long names
break only at the soft hyphens the painter adds), the name stands whole (the top strip grows
with it, and the fan steps by the tallest strip) and the
rent ladder, where a card shows it (a hand card and a pile's top card leave it to the card's panel), is
whole, beside the value."""
import pytest

from browser.card_sheet import faces

VIEWPORTS = {"phone": (390, 844), "desktop": (1280, 720)}

PROBE = """async ({ zone, hand, pile, fit = true }) => {
  const { cardFace } = await import("./ui/cards.js");
  const { fitFaces } = await import("./ui/fit.js");
  const host = document.createElement("div");
  host.className = "table";
  host.style.cssText = "display:block;height:auto;overflow:visible;position:absolute;top:0;left:0;z-index:99";
  host.innerHTML = '<div class="zone"><div class="cards"></div></div><div class="hand"></div>'
    + '<div class="centre"><div class="zone"><div class="cards"></div></div></div>';
  for (const box of host.querySelectorAll(".cards, .hand")) box.style.flexWrap = "wrap";  // CSP: no style="" markup
  document.body.append(host);
  const [zoneBox, pileBox] = host.querySelectorAll(".cards");
  const boxes = { zone: zoneBox, hand: host.querySelector(".hand"), pile: pileBox };
  for (const face of zone) boxes.zone.append(cardFace(face));
  for (const face of hand) boxes.hand.append(cardFace(face));
  for (const face of pile || []) boxes.pile.append(cardFace(face));
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  if (fit) fitFaces(host);   // as the table does after a paint
  const problems = [];
  for (const [where, box] of Object.entries(boxes)) {
    for (const el of box.children) {
      const card = el.getBoundingClientRect();
      const name = `${where} ${el.querySelector(".title").textContent.replace(/[\\u00ad\\u200b]/g, "")}`;
      // A word that only fits by being cut: without break-word it would stick out of the card.
      for (const part of el.querySelectorAll(".title, .effect, .band-name")) {
        part.style.overflowWrap = "normal";
        const range = document.createRange();
        range.selectNodeContents(part);
        const right = Math.max(...[...range.getClientRects()].map((r) => r.right));
        if (right > card.right - 1) problems.push(`${name}: a word of its ${part.className} is cut`);
        part.style.overflowWrap = "";
      }
      for (const part of el.querySelectorAll(".band, .title, .ladders, .value")) {
        const r = part.getBoundingClientRect();
        if (r.bottom > card.bottom + 0.5 || r.right > card.right + 0.5)
          problems.push(`${name}: ${part.className} clipped`);
      }
      const value = el.querySelector(".value");
      for (const step of value ? el.querySelectorAll(".ladder > *") : []) {
        const a = step.getBoundingClientRect(), b = value.getBoundingClientRect();
        if (a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom)
          problems.push(`${name}: ladder under the value`);
      }
    }
  }
  host.remove();
  return problems;
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_every_card_face_fits_with_whole_words_and_ladder(open_game, viewport):
    width, height = VIEWPORTS[viewport]
    page = open_game()
    page.set_viewport_size({"width": width, "height": height})
    problems = page.evaluate(PROBE, faces())
    assert problems == [], problems


def test_the_probe_sees_a_cut_word_and_a_clipped_ladder(open_game):
    cards = faces()
    long_word = {**cards["hand"][0], "title": "Qwrtzplkmnbvcxz"}        # no place to hyphenate
    tall = {**cards["zone"][0], "title": "A very long name " * 8}      # more than the card holds
    ladder = cards["zone"][0]["rent"][0]
    steep = {**cards["zone"][0], "rent": [{**ladder, "steps": list(range(1, 16))}]}  # pushes the ladder out
    page = open_game()
    problems = page.evaluate(PROBE, {"zone": [tall, steep], "hand": [long_word], "fit": False})
    assert any("is cut" in p for p in problems) and any("ladders" in p and "clipped" in p for p in problems), problems
    assert any("title" in p and "clipped" in p for p in problems), problems   # the strip grows, the card does not
    # After the fitter, the steep ladder gives way (the card's panel shows it) instead of being cut.
    fitted = page.evaluate(PROBE, {"zone": [steep], "hand": []})
    assert fitted == [], fitted
