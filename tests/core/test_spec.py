"""Every registered game is whole: its package keeps the engine contract, its spec agrees with the
package, its options and its AI hooks."""
import json
from dataclasses import fields

import pytest

import game
from game import bid, deal
from game.ai.hooks import GameAI, ai
from game.core.api import GameEngine
from game.core.errors import CorruptSave
from game.core.spec import GameSpec


def test_the_registry_is_the_two_engines_in_page_order() -> None:
    assert list(game.GAMES.items()) == [("deal", deal), ("bid", bid)]
    assert game.names() == tuple(game.GAMES)
    with pytest.raises(KeyError, match="expected one of: deal, bid"):
        game.engine("chess")


@pytest.mark.parametrize("name", game.names())
def test_the_package_keeps_the_engine_contract(name: str) -> None:
    eng = game.engine(name)
    assert isinstance(eng, GameEngine)
    spec = game.spec(name)
    assert isinstance(spec, GameSpec) and spec is eng.SPEC and spec.name == name == eng.NAME
    assert (spec.title, spec.min_players, spec.max_players) == (eng.TITLE, eng.MIN_PLAYERS, eng.MAX_PLAYERS)
    assert spec.variant_texts() == eng.VARIANTS and spec.options is eng.Options
    state = eng.new_game(spec.min_players, 1)
    assert eng.from_json(eng.to_json(state)) == state
    eng.new_game(spec.max_players, 1)
    for count in (spec.min_players - 1, spec.max_players + 1):
        with pytest.raises(ValueError):
            eng.new_game(count, 1)


@pytest.mark.parametrize("name", game.names())
def test_every_variant_is_an_option_switch_off_by_default(name: str) -> None:
    spec = game.spec(name)
    switches = {f.name: f.default for f in fields(spec.options) if f.name != "max_rounds"}
    assert switches == {v.key: False for v in spec.variants}
    assert all(v.label and v.text.endswith(".") for v in spec.variants)
    every = spec.options.from_names([v.key for v in spec.variants])
    assert every.names() == [v.key for v in spec.variants]
    assert spec.options.from_json(every.to_json()) == every
    with pytest.raises(ValueError, match="unknown variant"):
        spec.options.from_names(["no_such_rule"])
    page = json.loads(json.dumps(spec.to_json()))
    assert [v["key"] for v in page["variants"]] == [v.key for v in spec.variants]
    assert page["title"] == spec.title and page["summary"] and page["blurb"]


@pytest.mark.parametrize("name", game.names())
def test_the_ai_hooks_fit_the_game(name: str) -> None:
    hooks = ai(name)
    assert isinstance(hooks, GameAI)
    eng = game.engine(name)
    state = eng.new_game(3, 2)
    seat = state.to_act[0]
    view = eng.view(state, seat)
    assert len(hooks.features(view)) == len(hooks.feature_names)
    legal = eng.legal_actions(state, seat)
    assert len(hooks.policy.scores(view, legal)) == len(legal)
    assert hooks.weights is None or hooks.weights["names"] == list(hooks.feature_names)


@pytest.mark.parametrize("name", game.names())
def test_a_state_loads_bare_or_in_its_envelope(name: str) -> None:
    eng = game.engine(name)
    state = eng.new_game(2, 3)
    data = json.loads(eng.to_json(state))
    bare = data["state"] if set(data) == {"game", "state"} else data
    for text in (json.dumps(bare), json.dumps({"game": name, "state": bare})):
        assert eng.from_json(text) == state
    other = next(n for n in game.names() if n != name)
    with pytest.raises(CorruptSave, match="not a"):
        eng.from_json(json.dumps({"game": other, "state": bare}))
