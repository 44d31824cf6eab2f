// Short sound effects, synthesised with the Web Audio API (no sound files): a card laid down, coins,
// a steal, a "no!", a win. The table's sound button turns them on and off, remembered per browser;
// inside a blog frame they start off until the reader turns them on. No AudioContext exists before the
// player's first tap or key (browsers allow sound only after a gesture, and a page should not make
// one unasked).
import { canReadLocalStorage, canUseLocalStorage } from "./storage.js";

const KEY = "dealbid:sound";

/** @typedef {"card" | "coin" | "steal" | "no" | "win" | "set"} Effect */

/** @type {AudioContext | null} */
let context = null;
let gestured = false;

/** Sound on? The stored choice, else on (off inside a frame). */
export function soundOn() {
  const stored = canReadLocalStorage() ? localStorage.getItem(KEY) : null;
  if (stored === "on" || stored === "off") return stored === "on";
  return document.documentElement.dataset.embed !== "1";
}

/** @param {boolean} on */
function store(on) {
  if (canUseLocalStorage()) localStorage.setItem(KEY, on ? "on" : "off");
}

/** The audio context, made on first use after a gesture (null before one, or without Web Audio). */
function audio() {
  if (!gestured || !soundOn()) return null;
  if (!context) {
    const Ctor = window.AudioContext;
    if (!Ctor) return null;
    context = new Ctor();
  }
  if (context.state === "suspended") context.resume();
  return context;
}

/**
 * One tone: ``type`` wave from ``from`` to ``to`` Hz over ``length`` s, starting ``at`` s from now.
 * @param {AudioContext} ctx
 * @param {{ type?: OscillatorType, from: number, to?: number, at?: number, length: number, volume?: number }} tone
 */
function tone(ctx, { type = "sine", from, to = from, at = 0, length, volume = 0.18 }) {
  const start = ctx.currentTime + at;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, start);
  osc.frequency.exponentialRampToValueAtTime(to, start + length);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

/**
 * A burst of filtered noise (a card's swish).
 * @param {AudioContext} ctx
 * @param {number} length seconds
 * @param {number} at seconds from now
 */
function swish(ctx, length, at = 0) {
  const frames = Math.ceil(ctx.sampleRate * length);
  const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < frames; i += 1) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 2;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = 2400;
  const gain = ctx.createGain();
  gain.gain.value = 0.35;
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(ctx.currentTime + at);
}

/**
 * Play an effect (nothing when muted, before a gesture, or without Web Audio).
 * @param {Effect} effect
 */
export function play(effect) {
  const ctx = audio();
  if (!ctx) return;
  switch (effect) {
    case "card": swish(ctx, 0.09); break;
    case "coin":
      tone(ctx, { type: "triangle", from: 1320, length: 0.09, volume: 0.12 });
      tone(ctx, { type: "triangle", from: 1760, at: 0.07, length: 0.16, volume: 0.12 });
      break;
    case "steal":
      swish(ctx, 0.12);
      tone(ctx, { type: "sawtooth", from: 520, to: 180, at: 0.03, length: 0.22, volume: 0.07 });
      break;
    case "no":
      tone(ctx, { type: "square", from: 220, to: 160, length: 0.14, volume: 0.08 });
      tone(ctx, { type: "square", from: 180, to: 110, at: 0.16, length: 0.2, volume: 0.08 });
      break;
    case "set":
      [523, 659, 784].forEach((f, i) => tone(ctx, { type: "triangle", from: f, at: i * 0.08, length: 0.18, volume: 0.12 }));
      break;
    case "win":
      [523, 659, 784, 1047, 784, 1047].forEach((f, i) => tone(ctx, { type: "triangle", from: f, at: i * 0.11, length: 0.22, volume: 0.13 }));
      break;
    default: {
      /** @type {never} */ const unknown = effect;
      throw new Error(`no sound ${unknown}`);
    }
  }
}

/** The sound button's look: its pressed state and its word. @param {HTMLElement} button */
function show(button) {
  const on = soundOn();
  button.setAttribute("aria-pressed", String(on));
  const word = on ? "Sound on" : "Sound off";
  button.setAttribute("aria-label", word);   // on a phone only the note shows
  button.replaceChildren(Object.assign(document.createElement("span"), { className: "tool-word", textContent: word }));
  button.title = on ? "Turn the sound off" : "Turn the sound on";
}

/** Wire the table's sound button (``#sound``) and wait for the first gesture. */
export function initSound() {
  const mark = () => { gestured = true; };
  for (const kind of ["pointerdown", "keydown"]) window.addEventListener(kind, mark, { capture: true, once: true });
  const button = document.getElementById("sound");
  if (!button) return;
  show(button);
  button.addEventListener("click", () => {
    store(!soundOn());
    show(button);
    play("coin");
  });
}
