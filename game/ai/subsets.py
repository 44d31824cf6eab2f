"""Small subset-sum helpers for payments and bids (a hand or bank holds at most a few dozen cards)."""


def least_at_least(cards: list[int], value: dict[int, int] | list[int], amount: int) -> list[int] | None:
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


def most_at_most(cards: list[int], value: dict[int, int] | list[int], amount: int) -> list[int]:
    """The subset of ``cards`` with the largest total <= ``amount`` (fewest cards on ties)."""
    best: dict[int, list[int]] = {0: []}
    for card in sorted(cards, key=lambda c: (-value[c], c)):
        for total, chosen in list(best.items()):
            new = total + value[card]
            if new <= amount and (new not in best or len(best[new]) > len(chosen) + 1):
                best[new] = chosen + [card]
    return best[max(best)]
