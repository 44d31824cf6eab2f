"""Session tests run against a tiny fake engine (tests/app/fake_engine.py) unless they ask for a real one."""
import pytest

from app import registry
from game.ai.base import RandomBot
from tests.app import fake_engine


@pytest.fixture
def fake(monkeypatch):
    """Register the fake engine as game "fake" (no presenter; passes never automatic)."""
    monkeypatch.setitem(registry._LOADED, "fake", registry.GameEntry(
        "fake", fake_engine, present=None, passive=lambda legal: None,
        make_bot=lambda level: RandomBot(), story=lambda states, names: ([], [])))
    return fake_engine
