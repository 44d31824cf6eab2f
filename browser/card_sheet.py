"""The card sheet: every card face of both games (and the back) drawn by the page's own painter
(ui/cards.js with its stylesheets) on one page, without starting a game (the embed poster's page).
The face snapshot test (e2e/test_card_snapshots.py) and tools/card_sheet.py (the README's picture,
the reference images) share it."""
import base64
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
from game.deal.view_types import DealCard

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOTS = ROOT / "e2e" / "snapshots"
# The two sizes a face is held at: a small card in a fanned set on a phone, a hand card on a laptop.
SIZES = {"small": (56, 78), "large": (108, 150)}
STYLESHEETS = ("ui/style.css", "ui/looks.css")


def placed_colour(obj: DealCard) -> str | None:
    """The colour a two-colour wildcard lies as in a set: the first of its colours."""
    rents = obj.get("rents")
    return next(iter(rents)) if rents else None


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
    placed = [deal_face(obj, placed_colour(obj)).to_json() for obj in deal
              if obj["kind"] == "wild" and placed_colour(obj)]
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
  document.body.style.background = "#0f5132";   // flat: a face's corners show no felt grain
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
    """The embed poster (it starts nothing of the game and links the game's stylesheets), emptied:
    the sheet is drawn in its place."""
    page.goto(site_url + "embed.html")
    page.evaluate("""() => {
      delete document.documentElement.dataset.poster;
      for (const link of document.querySelectorAll('link[rel=stylesheet]')) {
        if (!STYLESHEETS.some((sheet) => link.href.endsWith(sheet))) link.remove();
      }
    }""".replace("STYLESHEETS", json.dumps(STYLESHEETS)))


def draw(page: Page, size: str, columns: int = 10) -> list[str]:
    """Draw the whole sheet at ``size``; returns the faces' names in order."""
    width, height = SIZES[size]
    cards = sheet()
    page.evaluate(DRAW, {"cards": cards, "width": width, "height": height, "columns": columns})
    return [name for name, _ in cards]


COMPARE = """async (pairs) => {
  const pixels = async (b64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext("2d");
    ctx.drawImage(bitmap, 0, 0);
    return { w: bitmap.width, h: bitmap.height, data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data };
  };
  const out = [];
  for (const [name, shot, reference] of pairs) {
    const [a, b] = [await pixels(shot), await pixels(reference)];
    if (a.w !== b.w || a.h !== b.h) { out.push([name, 1]); continue; }
    let off = 0;
    for (let i = 0; i < a.data.length; i += 4) {
      if (Math.max(Math.abs(a.data[i] - b.data[i]), Math.abs(a.data[i + 1] - b.data[i + 1]),
        Math.abs(a.data[i + 2] - b.data[i + 2])) > CHANNEL) off += 1;
    }
    out.push([name, off / (a.w * a.h)]);
  }
  return out;
}"""
# A pixel differs when a channel is off by more than this (anti-aliasing noise stays under it).
CHANNEL = 40


CROP = """async ({ png, names }) => {
  const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))]));
  const out = {};
  for (const name of names) {
    const r = document.querySelector(`[data-sheet="${name}"]`).getBoundingClientRect();
    const canvas = new OffscreenCanvas(Math.round(r.width), Math.round(r.height));
    canvas.getContext("2d").drawImage(bitmap, -Math.round(r.left + scrollX), -Math.round(r.top + scrollY));
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
    out[name] = btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));
  }
  return out;
}"""


def shots(page: Page, size: str) -> dict[str, bytes]:
    """Each face of the sheet drawn at ``size``, as a PNG of that face alone: one screenshot of the
    whole sheet, cut up in the page."""
    names = draw(page, size)
    whole = page.screenshot(full_page=True, animations="disabled")
    crops = page.evaluate(CROP, {"png": base64.b64encode(whole).decode(), "names": names})
    return {name: base64.b64decode(crops[name]) for name in names}


def differences(page: Page, taken: dict[str, bytes], size: str) -> dict[str, float]:
    """The share of pixels (0..1) by which each face differs from its reference image; 1 for a face
    without one, or of another size."""
    pairs, missing = [], {}
    for name, png in taken.items():
        reference = SNAPSHOTS / size / f"{name}.png"
        if not reference.exists():
            missing[name] = 1.0
            continue
        pairs.append([name, base64.b64encode(png).decode(), base64.b64encode(reference.read_bytes()).decode()])
    found = page.evaluate(COMPARE.replace("CHANNEL", str(CHANNEL)), pairs)
    return {**missing, **dict(found)}
