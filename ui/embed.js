// The embed page (embed.html, the one page other sites may frame). As a poster, its Play link carries the
// deep link from this page's URL to this same page with ``play=1``, and opened on its own the page offers
// the blog snippet; with ``play=1`` (ui/early.js has started the worker) it is the game: ui/page.js.
import { $ } from "./dom.js";

/** @type {Record<string, {title: string, blurb: string}>} */
const GAMES = __GAMES_JSON__; // each game's title and blurb, from its spec (tools/setup_form.py)
const DEFAULT_SEATS = "__DEFAULT_SEATS__";
const PASSED_ON = ["game", "seats", "seed", "names", "variants", "first", "speed", "ask"];

/**
 * The game page's query for this page's ``params``: the keys passed on, a known game, seats.
 * @param {URLSearchParams} params
 */
function playQuery(params) {
  const query = new URLSearchParams({ play: "1", embed: "1" });
  for (const key of PASSED_ON) {
    if (params.has(key)) query.set(key, /** @type {string} */ (params.get(key)));
  }
  // No game (null) names none, as "null" does.
  if (!GAMES[/** @type {string} */ (query.get("game"))]) query.set("game", Object.keys(GAMES)[0]);
  if (!query.has("seats")) query.set("seats", DEFAULT_SEATS);
  return query;
}

/** @param {URLSearchParams} params */
function showPoster(params) {
  const query = playQuery(params);
  const game = GAMES[/** @type {string} */ (query.get("game"))];   // set by playQuery
  $("poster-title").textContent = game.title;
  $("poster-blurb").textContent = game.blurb;
  /** @type {HTMLAnchorElement} */ ($("play")).href = `./embed.html?${query}`;
}

/**
 * The HTML a blog pastes: the iframe plus a listener that trusts only our origin's height messages and
 * never makes the frame taller than the reader's screen.
 * @param {string} pageUrl
 * @param {string} game
 */
export function snippet(pageUrl, game) {
  const origin = new URL(pageUrl).origin;
  const src = new URL(`embed.html?game=${game}&seats=${DEFAULT_SEATS}`, pageUrl).href;
  return `<iframe src="${src.replaceAll("&", "&amp;")}" title="${GAMES[game].title} — Deal &amp; Bid"
  style="display:block;width:100%;max-width:960px;height:420px;border:0" loading="lazy" allow="camera"></iframe>
<script>
window.addEventListener("message", function (event) {
  if (event.origin !== "${origin}") return;
  var data = event.data;
  if (!data || data.type !== "dealbid:height") return;
  var height = Number(data.height);
  if (!(height > 0 && height < 20000)) return;
  // Never taller than the reader's screen: the game fits the frame, the page around it scrolls.
  height = Math.min(Math.ceil(height), window.innerHeight);
  document.querySelectorAll("iframe").forEach(function (frame) {
    if (frame.contentWindow === event.source) frame.style.height = height + "px";
  });
});
</script>`;
}

function showShare() {
  const share = $("share");
  const area = /** @type {HTMLTextAreaElement} */ ($("snippet"));
  const status = $("copy-status");
  const update = () => {
    const game = /** @type {HTMLInputElement} */ (share.querySelector("input[name=share-game]:checked")).value;
    area.value = snippet(location.href, game);
  };
  share.addEventListener("change", update);
  $("copy-snippet").addEventListener("click", async () => {
    area.select();
    try {
      await navigator.clipboard.writeText(area.value);
      status.textContent = "Copied.";
    } catch {
      status.textContent = "Selected: press Ctrl+C (⌘C) to copy.";
    }
  });
  update();
  share.hidden = false;
}

const params = new URLSearchParams(location.search);
if (document.documentElement.dataset.poster) {
  showPoster(params);
  // Nothing is prefetched when the reader points at Play: a prefetch still under way when Play is
  // pressed is not shared with the game's own requests, so the runtime came down twice (make bench:
  // 10.7 MB instead of 5.5 MB for the frame's first table).
  if (window.self === window.top) showShare();
} else {
  import("./page.js");
}
