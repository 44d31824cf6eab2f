"""No model ever shows a card its viewer may not see, and every model crosses JSON unchanged."""
import json

import pytest

from game import names
from tests.app.walk import as_json, card_ids, session, walk

GAMES = [("deal", "human,ai-normal", 1), ("deal", "human,ai-easy,ai-normal", 2),
         ("deal", "ai-normal,human,ai-normal,ai-easy,ai-normal", 3), ("deal", "human,human,ai-normal", 4),
         ("bid", "human,ai-normal", 5), ("bid", "human,ai-normal,ai-easy", 6),
         ("bid", "ai-normal,human,ai-normal,ai-normal,ai-easy", 7), ("bid", "human,human,ai-normal", 8)]


def check_game(game: str, seats: str, seed: int, max_plays: int) -> int:
    s = session(game, seats, seed)
    steps = 0
    for table in walk(s, max_plays):
        data = table.to_json()
        assert json.loads(json.dumps(data)) == data          # plain JSON only
        hidden = s.engine.hidden_card_ids(s.state, table.viewer)
        frames, table.frames = table.frames, []
        leaked = set(card_ids(as_json(table))) & hidden
        assert not leaked, f"{game} seed {seed} move {len(s.history)}: hidden cards {leaked} in the model"
        # a frame is the table as of an earlier moment of the last play: hidden then too, or not shown
        then = [st for step in s.steps for st in (step.before, step.after)]
        hidden_then = set(hidden).intersection(*(set(s.engine.hidden_card_ids(st, table.viewer)) for st in then))
        leaked = set(card_ids(json.loads(json.dumps([f.to_json() for f in frames])))) & hidden_then
        assert not leaked, f"{game} seed {seed} move {len(s.history)}: hidden cards {leaked} in a frame"
        if table.curtain is not None:
            assert table.viewer is None and not any(z.kind in ("hand", "bid") for st in table.seats
                                                    for z in st.zones)
        steps += 1
    return steps


@pytest.mark.parametrize("game,seats,seed", GAMES)
def test_no_hidden_card_in_any_model(game, seats, seed):
    assert check_game(game, seats, seed, max_plays=350) > 50


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(20, 30))
@pytest.mark.parametrize("game", names())
def test_no_hidden_card_in_whole_games(game, seed):
    seats = ",".join(["human"] * (1 + seed % 2) + ["ai-normal"] * (1 + seed % 3))
    check_game(game, seats, seed, max_plays=5000)
