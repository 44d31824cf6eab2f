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
# The steps' labels in the order of a boot (a snapshot's restore stands for Python's start).
STEPS = ("Downloading the game engine", "Compiling the game engine", "Starting Python",
         "Restoring Python", "Loading the game", "Dealing the first table")


@dataclass(frozen=True)
class BarRecord:
    """``longest_still_s``: the longest time nothing shown changed, from the bar's first sample until
    the boot was over; ``steps``: the steps named, in order; ``always_visible``: the bar was on screen
    in every sample until then."""

    longest_still_s: float
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
    changes = [booting[0]["at"]] + [now["at"] for before, now in pairwise(booting) if now["shown"] != before["shown"]]
    changes.append(booting[-1]["at"])
    steps: list[str] = []
    for sample in booting[:-1]:
        step = step_of(sample["label"])
        if step in STEPS and (not steps or steps[-1] != step):
            steps.append(step)
    return BarRecord(longest_still_s=max(b - a for a, b in pairwise(changes)) / 1000, steps=steps,
                     always_visible=all(sample["visible"] for sample in booting[:-1]))


def untruthful(record: BarRecord, limit_s: float = 1.0) -> list[str]:
    """What a player waiting on this bar was not told: empty when it never stood still longer than
    ``limit_s``, stayed on screen, and named the real steps in their order (at least Python's start or
    restore, the long one: a download from the HTTP cache may be over before the first sample)."""
    problems = []
    if record.longest_still_s > limit_s:
        problems.append(f"the bar stood still for {record.longest_still_s:.2f} s")
    if not record.always_visible:
        problems.append("the bar was off screen while the page booted")
    if record.steps != sorted(record.steps, key=STEPS.index):
        problems.append(f"steps out of order: {record.steps}")
    if not {STEPS[2], STEPS[3]} & set(record.steps):
        problems.append(f"Python's start not named: {record.steps}")
    return problems
