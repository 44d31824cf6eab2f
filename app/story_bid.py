"""Monopoly Bid's story: properties won and money spent per round, the highest winning bid,
steals and the longest Nope! battle."""
from collections.abc import Sequence

from app.model import StoryChart
from app.story import chart, common_moments, per_round
from game.bid import CARD_NAME as NAME
from game.bid import CARD_VALUE as VALUE
from game.bid import State


def charts(states: Sequence[State], names: Sequence[str]) -> tuple[list[StoryChart], list[str]]:
    """The charts and key moments of a Bid game from its states."""
    n = len(names)
    totals: dict[int, tuple[list[int], list[int]]] = {}    # id(state) -> (won so far, spent so far)
    won, spent = [0] * n, [0] * n
    best, steals, battle = None, [0] * n, None
    for state in states:
        paid = None
        for event in state.events:
            data = event.data
            if event.kind == "pay":
                paid = (int(str(data["from"]).split(":")[1]), sum(VALUE[c] for c in data["cards"]))
                spent[paid[0]] += paid[1]
            elif event.kind == "won" and paid:
                won[paid[0]] += 1
                if best is None or paid[1] > best[0]:
                    best = (paid[1], paid[0], NAME[data["cards"][0]], state.round)
            elif event.kind == "steal":
                steals[int(str(data["to"]).split(":")[1])] += 1
            elif event.kind == "nope" and data.get("depth", 0) >= 2 and (battle is None or data["depth"] > battle[0]):
                battle = (data["depth"], state.round)
        totals[id(state)] = (list(won), list(spent))
    rounds, won_rows = per_round(states, lambda s: s.round, lambda s: totals[id(s)][0])
    _, spent_rows = per_round(states, lambda s: s.round, lambda s: totals[id(s)][1])
    moments: list[str] = []
    if best:
        total, seat, card, at = best
        moments.append(f"Highest winning bid: {names[seat]} paid {total}M for {card} (round {at}).")
    moments += common_moments(steals, names, "Nope!", battle)
    return [chart("Properties won", "cards", rounds, names, won_rows),
            chart("Money spent", "M", rounds, names, spent_rows)], moments
