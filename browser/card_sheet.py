"""The card sheet: every card face of both games (and the back) drawn by the page's own painter
(ui/cards.js with its stylesheets) on one page, without starting a game. The face snapshot test
(e2e/test_card_snapshots.py) and tools/card_sheet.py (the README's picture, the reference images)
share it."""
import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from app.model import face_down
from app.present_bid import face as bid_face
from app.present_deal import face as deal_face
from game.bid.cards import DECK_SIZE as BID_CARDS
from game.bid.cards import card_object
from game.deal.cards import DECK_SIZE as DEAL_CARDS
from game.deal.cards import card_json

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOTS = ROOT / "e2e" / "snapshots"
# The two sizes a face is held at: a small card in a fanned set on a phone, a hand card on a laptop.
SIZES = {"small": (56, 78), "large": (108, 150)}
STYLESHEETS = ("ui/style.css", "ui/looks.css")


def placed_colour(obj: dict[str, Any]) -> str | None:
    """The colour a two-colour wildcard lies as in a set: the first of its colours."""
    return next(iter(obj["rents"])) if obj.get("rents") else None


def unique(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cards whose faces differ (the id aside), in order."""
    return list({json.dumps({**card, "id": 0}): card for card in cards}.values())


def faces() -> dict[str, list[dict[str, Any]]]:
    """Card models of every card of both games: as in the hand, in a set, and on a pile."""
    deal = [card_json(i) for i in range(DEAL_CARDS)]
    bid = [bid_face(card_object(i)).to_json() for i in range(BID_CARDS)]
    hand = [deal_face(obj).to_json() for obj in deal] + bid
    # On the table a wildcard lies in a set, placed; an unplaced one is only in a hand.
    zone = [deal_face(obj, placed_colour(obj)).to_json() for obj in deal] + bid
    # A discard pile's top card can be any card (a wildcard discarded down to the hand limit).
    return {"zone": unique(zone), "hand": unique(hand), "pile": unique(hand)}


def sheet() -> list[tuple[str, dict[str, Any]]]:
    """Every distinct face of both games, named for its snapshot file: Deal's cards as held and
    (wildcards) as placed, Bid's cards, the back."""
    deal = [card_json(i) for i in range(DEAL_CARDS)]
    placed = [deal_face(obj, placed_colour(obj)).to_json() for obj in deal if obj["kind"] == "wild" and placed_colour(obj)]
    named = [("deal", card) for card in unique([deal_face(obj).to_json() for obj in deal] + placed)]
    named += [("bid", card) for card in unique([bid_face(card_object(i)).to_json() for i in range(BID_CARDS)])]
    names: list[tuple[str, dict[str, Any]]] = []
    for game, card in named:
        slug = "".join(c if c.isalnum() else "-" for c in card["title"].lower()).strip("-")
        if card.get("placed_as"):
            slug += f"-as-{card['placed_as']['key']}"
        names.append((f"{game}-{card['kind']}-{slug}".replace("--", "-"), card))
    names.append(("back", face_down().to_json()))
    return names


DRAW = """async ({ cards, width, height, columns }) => {
  const { cardFace } = await import("./ui/cards.js");
  document.body.replaceChildren();
  document.body.className = "sheet";
  const grid = document.createElement("div");
  grid.id = "sheet";
  grid.style.cssText = "display:grid;gap:10px;padding:14px;width:max-content";
  grid.style.gridTemplateColumns = `repeat(${columns}, ${width}px)`;
  for (const [name, card] of cards) {
    const el = cardFace(card, "div", { picture: !card.face_down });
    el.dataset.sheet = name;
    el.style.setProperty("--cw", `${width}px`);
    el.style.setProperty("--zh", `${height}px`);
    grid.append(el);
  }
  document.body.append(grid);
  await document.fonts.ready;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}"""


def open_sheet(page: Page, site_url: str) -> None:
    """An empty page of the site with the game's stylesheets (the manifest's address: nothing boots)."""
    page.goto(site_url + "manifest.webmanifest")
    page.evaluate("""(sheets) => {
      document.documentElement.innerHTML = "<head></head><body></body>";
      return Promise.all(sheets.map((href) => new Promise((done) => {
        const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
        link.onload = done;
        document.head.append(link);
      })));
    }""", [f"./{sheet}" for sheet in STYLESHEETS])


def draw(page: Page, size: str, columns: int = 10) -> list[str]:
    """Draw the whole sheet at ``size``; returns the faces' names in order."""
    width, height = SIZES[size]
    cards = sheet()
    page.evaluate(DRAW, {"cards": cards, "width": width, "height": height, "columns": columns})
    return [name for name, _ in cards]
