"""The post-game story: per-round series for the end screen's charts, and the game's key moments.

``story(states, names)`` reads a finished game from its states (the deal, then the state after each
move) and returns plain JSON::

    {"charts": [{"title": "Complete sets", "unit": "sets", "rounds": [1, 2, ...],
                 "series": [{"seat": 0, "name": "Ann", "values": [0, 1, ...]}, ...]}, ...],
     "moments": ["Biggest payment: Bo paid Ann 8M (round 4).", ...]}

Deal charts complete sets and table value per round; Bid charts properties won and money spent.
"""
from collections.abc import Callable, Sequence
from typing import Any

Chart = dict[str, Any]


def _chart(title: str, unit: str, rounds: list[int], names: Sequence[str], values: list[list[int]]) -> Chart:
    return {"title": title, "unit": unit, "rounds": rounds,
            "series": [{"seat": seat, "name": name, "values": [row[seat] for row in values]}
                       for seat, name in enumerate(names)]}


def _per_round(states: Sequence[Any], round_of: Callable[[Any], int],
               sample: Callable[[Any], list[int]]) -> tuple[list[int], list[list[int]]]:
    """``sample`` of the last state of each round (round numbers as the game counts them)."""
    last: dict[int, Any] = {}
    for state in states:
        last[round_of(state)] = state
    rounds = sorted(last)
    return rounds, [sample(last[r]) for r in rounds]


def _deal(states: Sequence[Any], names: Sequence[str]) -> tuple[list[Chart], list[str]]:
    from game.deal import complete_colors, table_value
    n = len(names)

    def round_of(s: Any) -> int:
        return int(s.turn_count) // n + 1
    rounds, sets = _per_round(states, round_of, lambda s: [len(complete_colors(s.tables[i])) for i in range(n)])
    _, value = _per_round(states, round_of, lambda s: [table_value(s, i) for i in range(n)])
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
    moments += _common_moments(steals, names, "Just Say No", battle)
    return [_chart("Complete sets", "sets", rounds, names, sets),
            _chart("Table value", "M", rounds, names, value)], moments


def _bid(states: Sequence[Any], names: Sequence[str]) -> tuple[list[Chart], list[str]]:
    from game.bid import CARD_NAME as NAME
    from game.bid import CARD_VALUE as VALUE
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
    rounds, won_rows = _per_round(states, lambda s: s.round, lambda s: totals[id(s)][0])
    _, spent_rows = _per_round(states, lambda s: s.round, lambda s: totals[id(s)][1])
    moments: list[str] = []
    if best:
        total, seat, card, at = best
        moments.append(f"Highest winning bid: {names[seat]} paid {total}M for {card} (round {at}).")
    moments += _common_moments(steals, names, "Nope!", battle)
    return [_chart("Properties won", "cards", rounds, names, won_rows),
            _chart("Money spent", "M", rounds, names, spent_rows)], moments


def _common_moments(steals: list[int], names: Sequence[str], card: str,
                    battle: "tuple[int, int] | None") -> list[str]:
    """Steals per player, and the longest chain of ``card`` answering ``card`` (depth, round)."""
    parts = [f"{names[seat]} {count}" for seat, count in enumerate(steals) if count]
    out = [f"Steals: {', '.join(parts)}." if parts else "Steals: none."]
    if battle:
        out.append(f"Longest {card} battle: {battle[0]} in a row (round {battle[1]}).")
    return out


_GAMES = {"deal": _deal, "bid": _bid}


def story(game: str, states: Sequence[Any], names: Sequence[str]) -> dict[str, Any]:
    """Charts and key moments of a game from its states (the deal first, then after each move)."""
    charts, moments = _GAMES[game](states, names)
    return {"charts": charts, "moments": moments}
