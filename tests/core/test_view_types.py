"""The views' TypedDicts (``game.deal.view_types``, ``game.bid.view_types``) follow the views: at
every position of seeded random games, every dict in every view has its TypedDict's required keys
and only some of its optional ones, all the way down (players, sets, cards, the pending decision,
events, options); every TypedDict of a view and every optional key turns up somewhere (the events'
data, which both games share, in the views of one game or the other)."""
import random
import types
from collections.abc import Iterator
from functools import cache
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

import game
from game.bid.view_types import BidView
from game.core.events import EventData, ShownBid
from game.deal.view_types import DealView
from tests.bid.helpers import cid, do, pass_window, setup

VIEW_TYPES = {"deal": DealView, "bid": BidView}
SHARED = {EventData, ShownBid}      # the events' data: one TypedDict for both games' events
SEATS = {"deal": (2, 6), "bid": (2, 3)}     # Deal's 6 seats play two decks; random Bid games run long


def views(name: str) -> Iterator[dict[str, Any]]:
    """The spectator's view and those of the seats to act, at every position of seeded random games
    played to their end."""
    eng = game.engine(name)
    for players in SEATS[name]:
        rng = random.Random(0)
        state = eng.new_game(players, 0)
        while True:
            for seat in [None, *state.to_act]:
                yield eng.view(state, seat)
            if state.outcome is not None:
                break
            state = eng.play(state, rng.choice(eng.legal_actions(state, state.to_act[0])))
    if name == "bid":
        yield from _placing_views()


def _placing_views() -> Iterator[dict[str, Any]]:
    """Every view of a Bid position where a stolen card waits for its set (random play never gives a
    seat two sets of one colour)."""
    wilds = [cid("Wild!", k) for k in range(3)]
    state = setup(3, hands={0: [cid("Steal!")]}, sets={0: [("red", wilds[:2]), ("red", wilds[2:])],
                                                       1: [("red", [cid("Kentucky Avenue")])]})
    state = pass_window(do(state, "Steal Kentucky Avenue from {p1}"))
    assert state.phase == "place"
    for seat in (None, 0, 1, 2):
        yield game.engine("bid").view(state, seat)


@cache
def _hints(typed_dict: Any) -> dict[str, Any]:
    return get_type_hints(typed_dict)


@cache
def _bindings(typed_dict: Any) -> dict[Any, Any]:
    """The type parameters a TypedDict's generic bases are given (``DealSet(SetObject[DealCard])``:
    ``C`` is ``DealCard``)."""
    out: dict[Any, Any] = {}
    for base in getattr(typed_dict, "__orig_bases__", ()):
        origin = get_origin(base)
        if origin is not None and is_typeddict(origin):
            out.update(zip(origin.__parameters__, get_args(base), strict=True))
            out.update(_bindings(origin))
    return out


def _typed_dict(hint: Any) -> tuple[Any, dict[Any, Any]] | None:
    """The TypedDict that ``hint`` is (also as ``SetObject[BidCard]``) with its type parameters'
    values, or None."""
    origin = get_origin(hint)
    typed_dict = origin or hint
    if not is_typeddict(typed_dict):
        return None
    given = zip(getattr(origin, "__parameters__", ()), get_args(hint), strict=True)
    return typed_dict, _bindings(typed_dict) | dict(given)


def reachable(hint: Any, bound: dict[Any, Any], found: set[Any]) -> set[Any]:
    """``found`` plus the TypedDicts that ``hint`` names, all the way down."""
    hint = bound.get(hint, hint)
    typed = _typed_dict(hint)
    if typed is None:
        for arg in get_args(hint):
            reachable(arg, bound, found)
    elif typed[0] not in found:
        found.add(typed[0])
        for field in _hints(typed[0]).values():
            reachable(field, typed[1], found)
    return found


class Walk:
    """Checks values against type hints, noting which optional key of which TypedDict was seen."""

    def __init__(self) -> None:
        self.seen: dict[Any, set[str]] = {}      # TypedDict -> optional keys met

    def check(self, value: Any, hint: Any, path: str, bound: dict[Any, Any]) -> None:
        """Raise ``AssertionError`` naming ``path`` where ``value`` does not fit ``hint``."""
        if isinstance(hint, TypeVar):
            hint = bound[hint]
        origin, args, typed = get_origin(hint), get_args(hint), _typed_dict(hint)
        if hint is Any:
            return
        if origin in (Union, types.UnionType):
            self._either(value, args, path, bound)
        elif origin is Literal:
            assert value in args, f"{path}: {value!r} is none of {args}"
        elif typed is not None:
            self._keys(value, typed[0], path, typed[1])
        elif origin is list:
            assert isinstance(value, list), f"{path}: {value!r} is not a list"
            for i, item in enumerate(value):
                self.check(item, args[0], f"{path}[{i}]", bound)
        elif origin is dict:
            assert isinstance(value, dict), f"{path}: {value!r} is not a dict"
            for key, item in value.items():
                self.check(key, args[0], f"{path} key", bound)
                self.check(item, args[1], f"{path}[{key!r}]", bound)
        else:
            assert isinstance(value, hint), f"{path}: {value!r} is not a {hint.__name__}"

    def _either(self, value: Any, options: tuple[Any, ...], path: str, bound: dict[Any, Any]) -> None:
        if value is None and type(None) in options:
            return
        errors = []
        for option in options:
            try:
                self.check(value, option, path, bound)
                return
            except AssertionError as error:
                errors.append(str(error))
        raise AssertionError(" / ".join(errors))

    def _keys(self, value: Any, typed_dict: Any, path: str, bound: dict[Any, Any]) -> None:
        name = typed_dict.__name__
        assert isinstance(value, dict), f"{path}: {value!r} is not a {name}"
        keys = set(value)
        required, optional = typed_dict.__required_keys__, typed_dict.__optional_keys__
        assert keys >= required, f"{path}: {name} without {sorted(required - keys)}"
        assert keys <= required | optional, f"{path}: {name} has no {sorted(keys - required - optional)}"
        self.seen.setdefault(typed_dict, set()).update(keys & optional)
        hints = _hints(typed_dict)
        for key in keys:
            self.check(value[key], hints[key], f"{path}[{key!r}]", bound)


@cache
def walked(name: str) -> Walk:
    """Every view of ``name``'s seeded games checked against its TypedDict."""
    walk = Walk()
    for view in views(name):
        walk.check(view, VIEW_TYPES[name], "view", {})
    return walk


def _unseen(seen: dict[Any, set[str]]) -> dict[str, list[str]]:
    return {t.__name__: sorted(t.__optional_keys__ - keys) for t, keys in seen.items()
            if t.__optional_keys__ - keys}


@pytest.mark.parametrize("name", game.names())
def test_every_view_fits_its_typed_dict(name: str) -> None:
    walk = walked(name)
    assert set(walk.seen) - SHARED == reachable(VIEW_TYPES[name], {}, set()) - SHARED
    assert _unseen({t: keys for t, keys in walk.seen.items() if t not in SHARED}) == {}


def test_every_key_of_the_shared_event_data_turns_up_in_some_game() -> None:
    seen: dict[Any, set[str]] = {t: set() for t in SHARED}
    for name in game.names():
        for t, keys in walked(name).seen.items():
            if t in SHARED:
                seen[t] |= keys
    assert _unseen(seen) == {}


def test_a_view_that_loses_or_gains_a_key_is_caught() -> None:
    view = game.engine("deal").view(game.engine("deal").new_game(2, 1), 0)
    Walk().check(view, DealView, "view", {})
    for changed in ({k: v for k, v in view.items() if k != "turn"}, {**view, "extra": 1}):
        with pytest.raises(AssertionError, match="DealView"):
            Walk().check(changed, DealView, "view", {})
    card = {**view["hand"][0], "set_size": 3}       # a Bid key on a Deal card
    with pytest.raises(AssertionError, match=r"view\['hand'\]\[0\]: DealCard has no \['set_size'\]"):
        Walk().check({**view, "hand": [card]}, DealView, "view", {})
