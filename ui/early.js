// Runs before the first paint (a classic script in <head>, not a module), so nothing jumps once the
// modules run: inside a frame (or with ?embed=1) the compact embed layout is on from the start, and a
// deep link hides the setup form and shows the table's frame at once (ui/page.js paints the table).
(() => {
  const params = new URLSearchParams(location.search);
  if (window.self !== window.top || params.get("embed") === "1") document.documentElement.dataset.embed = "1";
  if (params.has("game")) document.documentElement.classList.add("starting");
})();
