"""The worker protocol is one contract on both sides: the TypedDicts of app/protocol.py are the
interfaces of types/model.d.ts field for field, every message the page may post has a handler, and
the replies of real games (every kind the worker sends) hold exactly their TypedDict's keys and types."""
import json
import typing
from pathlib import Path

import pytest

from app import protocol
from app.worker_api import WorkerApi
from game import names
from tests.app.mirror import problems, python, typescript

DECLARATIONS = Path(__file__).resolve().parents[2] / "types" / "model.d.ts"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "table-model.md"
PROTOCOL_PART_STARTS = "// --- the worker protocol"
REPLIES = {typing.get_type_hints(cls)["type"].__args__[0]: cls for cls in typing.get_args(protocol.WorkerReply)}
MESSAGES = typing.get_args(protocol.PageMessage)


def typed_dicts() -> dict[str, type]:
    return {name: cls for name, cls in vars(protocol).items() if typing.is_typeddict(cls)}


def protocol_interfaces() -> set[str]:
    part = DECLARATIONS.read_text().split(PROTOCOL_PART_STARTS, 1)[1]
    return {line.split()[2] for line in part.splitlines() if line.startswith("export interface ")}


def union_names(alias: str) -> list[str]:
    text = DECLARATIONS.read_text().split(f"export type {alias} =", 1)[1].split(";", 1)[0]
    return sorted(part.strip() for part in text.split("|"))


def test_every_typed_dict_is_its_interface_field_for_field() -> None:
    declared = typescript(DECLARATIONS)
    assert set(typed_dicts()) == protocol_interfaces()
    for name, cls in typed_dicts().items():
        assert python(cls) == declared[name], name


def test_both_unions_hold_the_same_kinds() -> None:
    assert union_names("WorkerReply") == sorted(cls.__name__ for cls in typing.get_args(protocol.WorkerReply))
    assert union_names("PageMessage") == sorted(cls.__name__ for cls in MESSAGES)


def test_the_protocols_description_names_every_kind() -> None:
    text = DOCS.read_text()
    kinds = {typing.get_type_hints(cls)["type"].__args__[0] for cls in MESSAGES} | set(REPLIES)
    assert sorted(kind for kind in kinds if f'{{"type": "{kind}"' not in text) == []


def send(api: WorkerApi, message: dict[str, object], seen: list[dict[str, typing.Any]]) -> list[dict[str, typing.Any]]:
    """``message`` through JSON both ways, as postMessage would; every reply is kept in ``seen``."""
    replies: list[dict[str, typing.Any]] = json.loads(json.dumps(api.handle(json.loads(json.dumps(message)))))
    seen.extend(replies)
    return replies


def table(replies: list[dict[str, typing.Any]]) -> dict[str, typing.Any]:
    return [r["model"] for r in replies if r["type"] == "table"][-1]


@pytest.mark.parametrize("game", names())
def test_the_replies_of_a_whole_game_are_what_the_protocol_says(game: str) -> None:
    api, seen = WorkerApi(), []
    model = table(send(api, {"type": "start", "query": f"game={game}&seats=human,ai-normal&seed=3&speed=instant"},
                       seen))
    send(api, {"type": "act", "key": "no such move"}, seen)
    record = json.loads(send(api, {"type": "save"}, seen)[0]["text"])
    while model["outcome"] is None:
        step = {"type": "ai_step"} if model["bot"] else {"type": "act", "key": model["prompt"]["choices"][0]["key"]}
        model = table(send(api, step, seen))
    finished = next(r["record"] for r in reversed(seen) if r["type"] == "autosave")
    text = json.dumps(finished)
    send(api, {"type": "load", "text": json.dumps(record), "origin": "kept"}, seen)
    send(api, {"type": "list", "records": [{"key": finished["id"], "text": text}]}, seen)
    send(api, {"type": "stats", "text": None, "record": finished}, seen)
    send(api, {"type": "replay", "text": text}, seen)
    send(api, {"type": "replay_step", "step": 2}, seen)
    send(api, {"type": "learn", "lesson": game, "at": 0, "speed": "instant"}, seen)
    kinds = {reply["type"] for reply in seen}
    assert kinds >= {"table", "error", "saved", "autosave", "story", "saves", "stats", "replay", "lesson"}
    for reply in seen:
        assert problems(reply, REPLIES[reply["type"]], reply["type"]) == []


def test_every_message_the_page_may_post_is_handled() -> None:
    for cls in MESSAGES:
        kind = typing.get_type_hints(cls)["type"].__args__[0]
        replies = WorkerApi().handle({"type": kind})
        assert not any("Unknown message" in r.get("message", "") for r in replies), kind
    assert "Unknown message" in WorkerApi().handle({"type": "teleport"})[0]["message"]


def test_the_check_sees_a_reply_that_differs() -> None:
    reply = {"type": "stats", "text": None, "rows": [{"name": "Ann", "game": "Monopoly Deal", "level": "x",
                                                      "games": "1", "wins": 0}], "message": "", "extra": 1}
    assert problems(reply, protocol.StatsReply) == [": StatsReply has no key 'extra'",
                                                    ".rows[0].games: '1' is not a number"]
