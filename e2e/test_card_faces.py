"""Every card face of both games, drawn by the page's own painter at each size it is used (a card in
a set, on a pile, in the hand) on a phone and a desktop: no word is cut mid-word (long names
break only at the soft hyphens the painter adds) and the rent ladder, where a card shows it (in a set:
a hand card and a pile's top card leave it to the card's panel), is whole, above the value."""
import json

import pytest

from app.present_bid import face as bid_face
from app.present_deal import face as deal_face
from game.bid.cards import DECK_SIZE as BID_CARDS
from game.bid.cards import card_object
from game.deal.cards import DECK_SIZE as DEAL_CARDS
from game.deal.cards import card_json

VIEWPORTS = {"phone": (390, 844), "desktop": (1280, 720)}

PROBE = """async ({ zone, hand, pile }) => {
  const { cardFace } = await import("./ui/cards.js");
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


def placed_colour(obj: dict) -> str | None:
    """The colour a two-colour wildcard lies as in a set: the first of its colours."""
    return next(iter(obj["rents"])) if obj.get("rents") else None


def faces() -> dict[str, list[dict]]:
    """Card models of every card of both games: as in the hand, in a set, and on a pile."""
    deal = [card_json(i) for i in range(DEAL_CARDS)]
    bid = [bid_face(card_object(i)).to_json() for i in range(BID_CARDS)]
    hand = [deal_face(obj).to_json() for obj in deal] + bid
    # On the table a wildcard lies in a set, placed; an unplaced one is only in a hand.
    zone = [deal_face(obj, placed_colour(obj)).to_json() for obj in deal] + bid
    unique = lambda cards: list({json.dumps({**c, "id": 0}): c for c in cards}.values())  # noqa: E731
    # A discard pile's top card can be any card (a wildcard discarded down to the hand limit).
    return {"zone": unique(zone), "hand": unique(hand), "pile": unique(hand)}


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
    tall = {**cards["zone"][0], "title": "A very long name " * 4}      # pushes the ladder out
    page = open_game()
    problems = page.evaluate(PROBE, {"zone": [tall], "hand": [long_word]})
    assert any("is cut" in p for p in problems) and any("ladders clipped" in p for p in problems)
