"""Monopoly Deal's story: complete sets and table value per round, the biggest payment, steals
and the longest Just Say No battle."""
from collections.abc import Sequence

from app.model import StoryChart
from app.story import chart, common_moments, per_round
from game.deal import State, complete_colors, table_value


def charts(states: Sequence[State], names: Sequence[str]) -> tuple[list[StoryChart], list[str]]:
    """The charts and key moments of a Deal game from its states."""
    n = len(names)

    def round_of(s: State) -> int:
        return int(s.turn_count) // n + 1
    rounds, sets = per_round(states, round_of, lambda s: [len(complete_colors(s.tables[i])) for i in range(n)])
    _, value = per_round(states, round_of, lambda s: [table_value(s, i) for i in range(n)])
    moments: list[str] = []
    biggest, steals, battle = None, [0] * n, None
    for state in states[1:]:
        for event in state.events:
            data, at = event.data, round_of(state)
            if event.kind == "pay" and data.get("total") and (biggest is None or data["total"] > biggest[0]):
                biggest = (data["total"], data["payer"], data["receiver"], at)
            elif event.kind in ("take", "take_set"):
                receiver = int(str(data.get("to", ":0")).split(":")[1])
                if event.kind == "take_set" or state.turn == receiver:
                    steals[receiver] += 1
            elif event.kind == "jsn" and data.get("depth", 0) >= 2 and (battle is None or data["depth"] > battle[0]):
                battle = (data["depth"], at)
    if biggest:
        total, payer, receiver, at = biggest
        moments.append(f"Biggest payment: {names[payer]} paid {names[receiver]} {total}M (round {at}).")
    moments += common_moments(steals, names, "Just Say No", battle)
    return [chart("Complete sets", "sets", rounds, names, sets),
            chart("Table value", "M", rounds, names, value)], moments
