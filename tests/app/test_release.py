"""A save names the build of the code that wrote it: the hash the build gives the worker's archive."""
import json

import pytest

from app import saves
from app.release import release
from tests.app.test_saves import played
from tools.build import write_archive


def test_the_release_is_the_hash_of_the_archive_the_build_writes(tmp_path):
    assert release() == write_archive(tmp_path / "app.zip")


def test_a_record_names_its_release_and_a_record_without_one_still_opens():
    session = played("deal", moves=10)
    record = json.loads(saves.to_text(session))
    assert record["release"] == release()
    del record["release"]
    assert saves.open_text(json.dumps(record)).state == session.state


@pytest.mark.parametrize("value", [7, "x" * 41, None])
def test_a_bad_release_is_refused(value):
    record = json.loads(saves.to_text(played("deal", moves=4)))
    record["release"] = value
    with pytest.raises(saves.SaveError, match="release"):
        saves.open_text(json.dumps(record))
