"""The boot's progress bar as a player sees it (ui/boot.js): sampled in the page every 100 ms from its
start, then read back as its longest stand-still and the steps it named (e2e tests, benchmarks)."""
import re
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from playwright.sync_api import Frame, Page

# An init script: every 100 ms, the bar's value and label, whether it is visible, and whether the boot
# is over (html[data-booted]: the first table is out, or the engine is ready with no table due).
SAMPLER = """
(() => {
  const samples = [];
  window.dealbidBarSamples = samples;
  setInterval(() => {
    const bar = document.getElementById("engine-bar");
    if (!bar) return;
    samples.push({ at: performance.now(), shown: `${bar.value} ${document.getElementById("engine-text").textContent}`,
                   label: document.getElementById("engine-text").textContent, visible: bar.checkVisibility(),
                   done: document.documentElement.dataset.booted === "1" });
  }, 100);
})();
"""
TICK_S = 0.25          # the sampler's period (0.1 s) with room for a busy page's timer
BLIND_LIMIT_S = 3.0    # a main thread blocked this long is a fault of its own, even on a loaded machine
# The steps' labels in the order of a boot (a snapshot's restore stands for Python's start).
STEPS = ("Downloading the game engine", "Compiling the game engine", "Starting Python",
         "Restoring Python", "Loading the game", "Dealing the first table")


@dataclass(frozen=True)
class BarRecord:
    """``longest_still_s``: the longest time nothing shown changed while the page could paint, from the
    bar's first sample until the boot was over (a stretch in which the sampler itself did not run,
    the page's main thread being blocked or starved of CPU, counts only ``TICK_S`` of it: the bar's
    own timer could not run either); ``longest_blind_s``: the longest such stretch; ``steps``: the
    steps named, in order; ``always_visible``: the bar was on screen in every sample until then."""

    longest_still_s: float
    longest_blind_s: float
    steps: list[str]
    always_visible: bool


def step_of(label: str) -> str:
    """The step a label names (its text before the bytes or the seconds)."""
    return re.split(r"[:…·]", label, maxsplit=1)[0].strip()


def read_bar(target: Page | Frame) -> BarRecord:
    """The record of ``target``'s bar, once its boot is over (the caller waited for html[data-booted])."""
    samples: list[dict[str, Any]] = target.evaluate("window.dealbidBarSamples")
    end = next(i for i, sample in enumerate(samples) if sample["done"])
    booting = samples[:end + 1]
    still = blind = longest = 0.0
    for before, now in pairwise(booting):
        gap = (now["at"] - before["at"]) / 1000
        blind = max(blind, gap)
        still = 0.0 if now["shown"] != before["shown"] else still + min(gap, TICK_S)
        longest = max(longest, still)
    steps: list[str] = []
    for sample in booting[:-1]:
        step = step_of(sample["label"])
        if step in STEPS and (not steps or steps[-1] != step):
            steps.append(step)
    return BarRecord(longest_still_s=longest, longest_blind_s=blind, steps=steps,
                     always_visible=all(sample["visible"] for sample in booting[:-1]))


def describe(record: BarRecord) -> str:
    """One line of what a test saw of the bar."""
    return (f"longest stand-still {record.longest_still_s:.2f} s, blind {record.longest_blind_s:.2f} s; "
            f"steps {record.steps}")


def untruthful(record: BarRecord, limit_s: float = 1.0) -> list[str]:
    """What a player waiting on this bar was not told: empty when it never stood still longer than
    ``limit_s``, stayed on screen, and named the real steps in their order (at least Python's start or
    restore, the long one: a download from the HTTP cache may be over before the first sample)."""
    problems = []
    if record.longest_still_s > limit_s:
        problems.append(f"the bar stood still for {record.longest_still_s:.2f} s")
    if record.longest_blind_s > BLIND_LIMIT_S:
        problems.append(f"the page could not paint for {record.longest_blind_s:.2f} s")
    if not record.always_visible:
        problems.append("the bar was off screen while the page booted")
    if record.steps != sorted(record.steps, key=STEPS.index):
        problems.append(f"steps out of order: {record.steps}")
    if not {STEPS[2], STEPS[3]} & set(record.steps):
        problems.append(f"Python's start not named: {record.steps}")
    return problems
