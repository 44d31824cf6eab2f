// The end screen's story, drawn by us as inline SVG: one small line chart per series of the worker's
// `story` (docs/table-model.md), one line per player told apart by colour, dash and marker (never by
// colour alone), a legend in words, and the key moments as a list. Every word is set as text.
import { h } from "./cards.js";
/** @import { Story, StoryChart } from "../types/model" */

const SVG = "http://www.w3.org/2000/svg";
const COLOURS = ["#1b6ac9", "#c8324a", "#23864a", "#b86e00", "#7a4fc4", "#3a3a3a"];
const DASHES = ["", "7 4", "2 3", "10 3 2 3", "4 2 1 2", "1 3"];
const W = 320;
const H = 150;
const PAD = { left: 30, right: 8, top: 8, bottom: 22 };

/** @typedef {Record<string, string | number>} SvgAttributes an SVG element's attributes (numbers written out) */

/**
 * An SVG element with attributes and element children.
 * @param {string} tag
 * @param {SvgAttributes} [attrs]
 * @param {...Node} children
 */
function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  for (const child of children) el.append(child);
  return el;
}

/**
 * ``seat``'s marker (its colour, one of four shapes) at ``x``, ``y``.
 * @param {number} seat
 * @param {number} x
 * @param {number} y
 */
function marker(seat, x, y) {
  const colour = COLOURS[seat % COLOURS.length];
  const shapes = [
    () => svg("circle", { cx: x, cy: y, r: 3 }),
    () => svg("rect", { x: x - 3, y: y - 3, width: 6, height: 6 }),
    () => svg("path", { d: `M${x} ${y - 4}L${x + 4} ${y + 3}L${x - 4} ${y + 3}Z` }),
    () => svg("path", { d: `M${x} ${y - 4}L${x + 4} ${y}L${x} ${y + 4}L${x - 4} ${y}Z` }),
  ];
  const shape = shapes[seat % shapes.length]();
  shape.setAttribute("fill", colour);
  return shape;
}

/**
 * One line chart: rounds along the bottom, the value up the side, one <g class="series"> per player.
 * @param {StoryChart} chart
 */
export function lineChart(chart) {
  const rounds = chart.rounds;
  const top = Math.max(1, ...chart.series.flatMap((line) => line.values));
  /** @param {number} i the round's index */
  const x = (i) => PAD.left + (rounds.length > 1 ? (i * (W - PAD.left - PAD.right)) / (rounds.length - 1) : 0);
  /** @param {number} v */
  const y = (v) => H - PAD.bottom - (v * (H - PAD.top - PAD.bottom)) / top;
  const summary = chart.series.map((line) => `${line.name}: ${line.values.join(", ")}`).join("; ");
  const label = `${chart.title} (${chart.unit}) by round. ${summary}`;
  const plot = svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": label, class: "chart" });
  const axis = svg("g", { class: "axis" },
    svg("line", { x1: PAD.left, y1: H - PAD.bottom, x2: W - PAD.right, y2: H - PAD.bottom }),
    svg("line", { x1: PAD.left, y1: PAD.top, x2: PAD.left, y2: H - PAD.bottom }));
  /**
   * A label on the axis.
   * @param {string} text
   * @param {SvgAttributes} attrs
   */
  const tick = (text, attrs) => { const t = svg("text", attrs); t.textContent = text; return t; };
  axis.append(tick(String(top), { x: PAD.left - 4, y: PAD.top + 8, "text-anchor": "end" }),
    tick("0", { x: PAD.left - 4, y: H - PAD.bottom, "text-anchor": "end" }),
    tick(`round ${rounds[0]}`, { x: PAD.left, y: H - 6, "text-anchor": "start" }),
    tick(`${rounds[rounds.length - 1]}`, { x: W - PAD.right, y: H - 6, "text-anchor": "end" }));
  plot.append(axis);
  for (const line of chart.series) {
    const colour = COLOURS[line.seat % COLOURS.length];
    const points = line.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    const group = svg("g", { class: "series", "data-seat": line.seat },
      svg("polyline", { points, fill: "none", stroke: colour, "stroke-width": 2.5,
        "stroke-dasharray": DASHES[line.seat % DASHES.length], "stroke-linejoin": "round" }));
    group.setAttribute("data-name", line.name);
    const last = line.values.length - 1;
    group.append(marker(line.seat, x(last), y(line.values[last])));
    if (rounds.length <= 12) line.values.slice(0, -1).forEach((v, i) => group.append(marker(line.seat, x(i), y(v))));
    plot.append(group);
  }
  return h("figure", { class: "story-chart" }, h("figcaption", {}, `${chart.title} (${chart.unit})`), plot);
}

/** @param {StoryChart["series"]} series */
function legend(series) {
  return h("ul", { class: "story-legend" }, series.map((line) => {
    const key = svg("svg", { viewBox: "0 0 28 10", width: 28, height: 10, "aria-hidden": "true" },
      svg("line", { x1: 1, y1: 5, x2: 27, y2: 5, stroke: COLOURS[line.seat % COLOURS.length], "stroke-width": 2.5,
        "stroke-dasharray": DASHES[line.seat % DASHES.length] }), marker(line.seat, 14, 5));
    return h("li", {}, key, line.name);
  }));
}

/**
 * The whole story: legend, charts and key moments.
 * @param {Story} story
 */
export function drawStory(story) {
  const charts = story.charts || [];
  return h("div", { class: "story" },
    charts.length ? legend(charts[0].series) : null,
    h("div", { class: "story-charts" }, charts.map(lineChart)),
    story.moments && story.moments.length
      ? h("ul", { class: "story-moments", "aria-label": "Key moments" }, story.moments.map((m) => h("li", {}, m))) : null);
}
