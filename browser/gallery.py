"""The gallery of crowded late-game tables (lab.samples' GALLERY, two aiming moments and a lesson step)
at five screen sizes, opened through the page's own saved-game loading, and what a player would find
wrong on each: a card too small to read where it is visible, an action too small or covered at its
centre, a text cut or a word broken inside, the page scrolling sideways. Shared by e2e/test_gallery.py
and tools/table_screenshots.py."""
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

from playwright.sync_api import Browser, Page

from browser.harness import back_to_menu, wait_ready
from browser.lessons import LESSON_READY
from browser.situations import save_files


class Size(NamedTuple):
    """A screen: its name, width and height, and whether it is a touch screen (targets >= 44 px) or
    has a mouse (>= 32 px)."""

    name: str
    width: int
    height: int
    touch: bool

    @property
    def least(self) -> int:
        return 44 if self.touch else 32


SIZES = [Size("1366x800", 1366, 800, False), Size("1024x768", 1024, 768, False),
         Size("390x844", 390, 844, True), Size("360x640", 360, 640, True), Size("320x568", 320, 568, True)]
# situation -> what a player does once it is loaded: look, aim a hand card at the table, or (the lesson)
# open the Deal lesson from the game menu
MOMENTS = {"lesson-deal": "lesson", "late-deal-turn": "look", "late-deal-steal": "look", "deal-aim-crowded": "aim",
           "late-bid-turn": "look", "late-bid-offer": "look", "late-bid-offer-in-bid": "look",
           "bid-steal-crowded": "aim"}
LESSON = "lesson-deal"
CARD_W, CARD_H = 40, 24   # the least visible part of a card that can still be read (px)
READY = "#table:not(.busy) [data-action], #table:not(.busy) [data-menu], #table:not(.busy) [data-pick]"
# Four frames: the resize observed, the fit run in the next frame, a fit that moved the stage run again
# in the one after (a frame's own callbacks run before the fits it queues).
SETTLED = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
  requestAnimationFrame(() => requestAnimationFrame(done)))))"""

# What is wrong on the page as it stands, for a screen whose targets need ``least`` px. A part is
# "visible" where the viewport and every clipping or scrolling ancestor leave it.
MEASURE = """(least) => {
  const overlay = [...document.querySelectorAll(".overlay:not([hidden])")].pop() || null;
  const scope = overlay || document.querySelector("#table");
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden"
    && !el.closest("[hidden], .sr-only, details:not([open]) > :not(summary)");
  const name = (el) => (el.getAttribute("aria-label") || el.textContent).replace(/\\s+/g, " ").trim().slice(0, 40);
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    let [l, t, rr, b] = [Math.max(0, r.left), Math.max(0, r.top), Math.min(innerWidth, r.right),
      Math.min(innerHeight, r.bottom)];
    for (let box = el.parentElement; box && box !== document.documentElement; box = box.parentElement) {
      const s = getComputedStyle(box);
      if (!/hidden|clip|auto|scroll/.test(s.overflowX + s.overflowY)) continue;
      const q = box.getBoundingClientRect();
      [l, t, rr, b] = [Math.max(l, q.left), Math.max(t, q.top), Math.min(rr, q.right), Math.min(b, q.bottom)];
    }
    return { l, t, w: Math.max(0, rr - l), h: Math.max(0, b - t) };
  };
  const cards = [];
  for (const el of scope.querySelectorAll(".card")) {
    if (!shown(el) || el.closest(".card-panel")) continue;
    const v = visible(el);
    if (v.w < 40 || v.h < 24) cards.push(`${name(el) || "face-down"}: ${Math.round(v.w)}x${Math.round(v.h)}`);
    else {
      // Its name's corner shows (a fan shows a card's left part, a stack its top strip): nothing over it.
      const top = document.elementFromPoint(v.l + 6, v.t + 6);
      if (top && !el.contains(top)) cards.push(`${name(el) || "face-down"}: under ${top.className || top.tagName}`);
    }
  }
  // An action's part a tap reaches: the points of its visible part that land on it (a fanned card is
  // reached on its uncovered strip).
  const actions = [];
  for (const el of scope.querySelectorAll("button, summary, [data-action], [data-menu], a[href], input, select")) {
    if (!shown(el) || el.disabled || el.closest(".sr-only")) continue;
    const v = visible(el);
    let [l, t, r, b] = [Infinity, Infinity, -Infinity, -Infinity];
    const n = 12;
    for (let i = 0; i <= n; i += 1) for (let j = 0; j <= n; j += 1) {
      const [x, y] = [v.l + 1 + (v.w - 2) * i / n, v.t + 1 + (v.h - 2) * j / n];
      const top = v.w && v.h ? document.elementFromPoint(x, y) : null;
      if (top && (top === el || el.contains(top))) [l, t, r, b] = [Math.min(l, x), Math.min(t, y),
        Math.max(r, x), Math.max(b, y)];
    }
    const [w, h] = r >= l ? [r - l + 2, b - t + 2] : [0, 0];
    const top = w && h ? document.elementFromPoint((l + r) / 2, (t + b) / 2) : null;
    const hit = Boolean(top && (top === el || el.contains(top)));
    if (w < least - 0.5 || h < least - 0.5
      || !hit) actions.push(`${name(el)}: ${Math.round(w)}x${Math.round(h)}${hit ? "" : " covered"}`);
  }
  const texts = [];
  const holders = [...scope.querySelectorAll("*")].filter((el) => shown(el)
    && [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim()));
  for (const el of holders) {
    const s = getComputedStyle(el);
    if (/hidden|clip|auto|scroll/.test(s.overflowX + s.overflowY) && (el.scrollWidth > el.clientWidth + 1
      || el.scrollHeight > el.clientHeight + 1)) {
      texts.push(`cut in its box: ${name(el)}`);
      continue;
    }
    if (s.textOverflow === "ellipsis"
      && el.scrollWidth > el.clientWidth + 1) { texts.push(`ellipsis: ${name(el)}`); continue; }
    const r = el.getBoundingClientRect();
    let cut = null;
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const bs = getComputedStyle(box);
      if (!/hidden|clip/.test(bs.overflowX + bs.overflowY)) continue;
      const q = box.getBoundingClientRect();
      if (r.right > q.right + 1 || r.bottom > q.bottom + 1 || r.left < q.left - 1
        || r.top < q.top - 1) { cut = box; break; }
    }
    if (cut) { texts.push(`cut by ${cut.className || cut.tagName}: ${name(el)}`); continue; }
    // A player's box and the stage hold their words: a long one running out lies over the next box.
    const holder = el.closest(".opp, #stage");
    const q = holder && holder.getBoundingClientRect();
    if (q && (r.right > q.right + 1 || r.left < q.left - 1)) {
      texts.push(`runs out of its box: ${name(el)}`);
      continue;
    }
    // A word on two lines, except where the text may break: a soft hyphen, a slash, a hyphen.
    for (const node of el.childNodes) {
      if (node.nodeType !== 3) continue;
      for (const m of node.textContent.matchAll(/[^\\s\\u00ad\\u200b\\/\\-]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        let rects = [...range.getClientRects()].filter((q) => q.width > 2);
        // After a soft hyphen the hyphen drawn at the line's end belongs to the next part's range.
        if (node.textContent[m.index - 1] === "\u00ad" && rects.length > 1
          && rects[0].width < parseFloat(s.fontSize) * 0.6) rects = rects.slice(1);
        const tops = new Set(rects.map((q) => Math.round(q.top)));
        if (tops.size > 1) { texts.push(`word broken: ${m[0]} in ${name(el)}`); break; }
      }
    }
  }
  // A row of the table whose content runs past its box lies over the next one (the own table over
  // the prompt, say), though each card and button in it may still be whole.
  const rows = overlay ? [] : ["opponents", "centre", "mine"].map((id) => document.getElementById(id))
    .filter((el) => shown(el) && !el.hasAttribute("data-fold")
      && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1))
    .map((el) => `${el.id} runs over its row by ${el.scrollHeight - el.clientHeight} px`);
  const root = document.scrollingElement;
  return { cards, actions, texts, rows, sideways: root.scrollWidth > innerWidth + 1 };
}"""


def problems(page: Page, size: Size) -> dict[str, list[str] | bool]:
    """What is wrong on ``page`` as it is now (see MEASURE); empty lists and False when nothing is."""
    found: dict[str, list[str] | bool] = page.evaluate(MEASURE, size.least)
    return found


def start_aiming(page: Page) -> None:
    """Tap the first hand card whose choices are picked on the table, and start picking."""
    cards = page.locator("#hand button[data-card][data-menu]")
    for i in range(cards.count()):
        cards.nth(i).click(position={"x": 12, "y": 12})   # its top-left corner shows in a fanned hand
        aim = page.locator("#card-menu [data-aim]")
        if aim.count():
            aim.click()
            page.locator("#table.aiming").wait_for()
            return
        page.keyboard.press("Escape")
        # The closed panel gives the focus back to its card, raised over its neighbour's strip: a tap
        # elsewhere moves it on, as a player's next tap does.
        page.evaluate("() => document.activeElement && document.activeElement.blur()")
    raise AssertionError("no hand card aims at the table")


def _open(page: Page, name: str, save: Path | None) -> None:
    """Open the gallery situation ``name`` on ``page`` (which shows the start page or a table)."""
    if page.locator("#setup").is_hidden():
        back_to_menu(page)
    if name == LESSON:
        if not page.locator("[data-lesson='deal']:visible").count():
            page.locator("[data-open='learn']:visible").first.click()
        page.locator("[data-lesson='deal']:visible").first.click()
        page.wait_for_function(LESSON_READY)
    else:
        assert save is not None
        page.set_input_files("#load-file", str(save))
        page.locator("#setup").wait_for(state="hidden")
        page.locator(READY).first.wait_for(state="attached")
        if MOMENTS.get(name) == "aim":
            start_aiming(page)
    page.wait_for_timeout(150)   # opening animations settle


def walk_gallery(browser: Browser, site_url: str, folder: Path, names: list[str] | None = None,
                 sizes: list[Size] | None = None) -> Iterator[tuple[str, Size, Page]]:
    """Each gallery situation at each size, as ``(situation, size, page)``: one page for the mouse sizes
    and one for the touch sizes, each loaded once, every situation opened through the page's own
    saved-game loading (the lesson from the start page), then shown at each size of that page."""
    chosen = names or list(MOMENTS)
    saves = save_files(folder, [name for name in chosen if name != LESSON])
    for touch in (False, True):
        shown = [size for size in sizes or SIZES if size.touch == touch]
        if not shown:
            continue
        context = browser.new_context(viewport={"width": shown[0].width, "height": shown[0].height},
                                      has_touch=touch, is_mobile=touch, service_workers="block")
        try:
            page = context.new_page()
            page.goto(site_url + "?speed=instant")
            wait_ready(page)
            for name in chosen:
                page.set_viewport_size({"width": shown[0].width, "height": shown[0].height})
                _open(page, name, saves.get(name))
                for size in shown:
                    page.set_viewport_size({"width": size.width, "height": size.height})
                    page.wait_for_timeout(60)
                    page.evaluate(SETTLED)   # the table fits itself to the new size (a frame or two)
                    yield name, size, page
        finally:
            context.close()


