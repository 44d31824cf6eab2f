// Feeds the loading bar from PyScript's progress events; runs before Python starts.
const steps = ["Loading Pyodide", "Loading interpreter", "Loaded interpreter",
  "Loading files", "Loaded files", "Loaded Pyodide"];
const bar = document.getElementById("loading-bar");
const label = document.getElementById("loading-step");
document.addEventListener("py:progress", (event) => {
  const index = steps.indexOf(String(event.detail));
  if (index >= 0 && bar) {
    const percent = Math.round(((index + 1) / (steps.length + 1)) * 100);
    bar.value = percent;
    bar.textContent = `${percent}%`;
  }
  if (label) label.textContent = String(event.detail);
});
