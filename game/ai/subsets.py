"""Small helpers for payments and bids: subset sums (a hand or bank holds at most a few dozen
cards) and card counts by kind."""
from collections import Counter
from collections.abc import Mapping, Sequence


def least_at_least(cards: list[int], value: Mapping[int, int] | Sequence[int], amount: int) -> list[int] | None:
    """The subset of ``cards`` with the smallest total >= ``amount`` (fewest cards on ties), or None
    if even all of them fall short. ``value`` maps a card id to its money value."""
    best: dict[int, list[int]] = {0: []}
    for card in sorted(cards, key=lambda c: (-value[c], c)):
        for total, chosen in list(best.items()):
            if total >= amount:
                continue
            new = total + value[card]
            if new not in best or len(best[new]) > len(chosen) + 1:
                best[new] = chosen + [card]
    enough = [t for t in best if t >= amount]
    return best[min(enough)] if enough else None


def most_at_most(cards: list[int], value: Mapping[int, int] | Sequence[int], amount: int) -> list[int]:
    """The subset of ``cards`` with the largest total <= ``amount`` (fewest cards on ties)."""
    best: dict[int, list[int]] = {0: []}
    for card in sorted(cards, key=lambda c: (-value[c], c)):
        for total, chosen in list(best.items()):
            new = total + value[card]
            if new <= amount and (new not in best or len(best[new]) > len(chosen) + 1):
                best[new] = chosen + [card]
    return best[max(best)]


def count_by(table: Sequence[int], cards: list[int]) -> Counter[int]:
    """How many of ``cards`` there are per ``table[card]`` (e.g. per money value)."""
    return Counter(table[c] for c in cards)


def toggle_score(adding: bool, kind: int, have: Counter[int], want: Counter[int]) -> float:
    """Score of adding (or taking back) one card of ``kind`` on the way from the ``have`` counts
    to the ``want`` counts: positive only for a step toward the plan (adding ranks first)."""
    if adding:
        return 2.0 if have[kind] < want[kind] else -1.0
    return 1.0 if have[kind] > want[kind] else -2.0
