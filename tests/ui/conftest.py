"""Session tests run against a tiny fake engine (tests/ui/fake_engine.py) unless they ask for a real one."""
import pytest

import game
import game.session
import game.settings
from tests.ui import fake_engine


@pytest.fixture
def fake(monkeypatch):
    """Make ``game.engine("fake")`` the fake engine for the session and settings modules."""
    real = game.engine

    def lookup(name):
        return fake_engine if name == "fake" else real(name)
    monkeypatch.setattr(game.session, "engine", lookup)
    monkeypatch.setattr(game.settings, "engine", lookup)
    return fake_engine
