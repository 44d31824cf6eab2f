// Inside an embed frame (or with ?embed=1): compact layout, and the page's height reported to the parent
// so the blog's snippet can size the iframe (message {type: "dealbid:height", height}).
const framed = window.self !== window.top;
const embedded = framed || new URLSearchParams(location.search).get("embed") === "1";

function reportHeight() {
  const body = document.body;
  const height = Math.ceil(Math.max(body.scrollHeight, body.getBoundingClientRect().height));
  window.parent.postMessage({ type: "dealbid:height", height }, "*");
}

if (embedded) document.documentElement.dataset.embed = "1";
if (framed) {
  // Module scripts run after parsing, so the body exists; it resizes as the game draws.
  new ResizeObserver(reportHeight).observe(document.body);
  window.addEventListener("load", reportHeight);
}
