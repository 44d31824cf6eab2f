"""The vendored Pyodide runtime, checked against the npm package's recorded integrity.

``package-lock.json`` records the sha512 of the pyodide tarball. ``--record`` fetches that tarball with
npm (``npm pack``), refuses it unless its sha512 is the lock's, and writes the sha256 of each runtime
file the site ships, taken from inside the verified tarball, to ``tools/runtime-files.json``
(checked in). Every build (``tools/build.py``) then compares the files in node_modules with that
manifest, and the manifest's version and integrity with the lock, and stops on any difference.

    python tools/runtime_integrity.py --record     # after changing the pyodide version
    python tools/runtime_integrity.py              # the build's check, on its own
"""
import argparse
import base64
import hashlib
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "tools" / "runtime-files.json"
PACKAGE = "pyodide"
# The runtime files the site ships (tools/build.py copies them; the manifest records their hashes).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")


class IntegrityError(Exception):
    """The runtime in node_modules is not the one package-lock.json records."""


def locked(root: Path | None = None) -> tuple[str, str]:
    """(version, integrity) of the runtime package in package-lock.json."""
    lock = json.loads(((root or ROOT) / "package-lock.json").read_text())
    entry = lock["packages"][f"node_modules/{PACKAGE}"]
    return entry["version"], entry["integrity"]


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def check(files: tuple[str, ...], root: Path | None = None, manifest: Path | None = None) -> None:
    """Raise ``IntegrityError`` unless each of ``files`` in node_modules/pyodide has the sha256 the
    manifest records for the version and integrity package-lock.json pins."""
    root = root or ROOT
    manifest = manifest or MANIFEST
    version, integrity = locked(root)
    recorded = json.loads(manifest.read_text())
    if (recorded["version"], recorded["integrity"]) != (version, integrity):
        raise IntegrityError(f"{manifest.name} describes {PACKAGE} {recorded['version']}, but package-lock.json "
                             f"pins {version}: run 'python tools/runtime_integrity.py --record'")
    for name in files:
        path = root / "node_modules" / PACKAGE / name
        expected = recorded["files"].get(name)
        if expected is None:
            raise IntegrityError(f"{manifest.name} records no hash for {name}")
        if not path.is_file() or sha256(path.read_bytes()) != expected:
            raise IntegrityError(f"{path.relative_to(root)} is not the file of {PACKAGE} {version} "
                                 f"(its sha256 differs from {manifest.name}); run 'npm ci' again")


def verified_tarball_files(tarball: bytes, integrity: str, files: tuple[str, ...]) -> dict[str, str]:
    """sha256 of each of ``files`` inside ``tarball``, once its sha512 matches ``integrity``."""
    algorithm, _, expected = integrity.partition("-")
    if algorithm != "sha512":
        raise IntegrityError(f"package-lock.json records {algorithm}, not sha512")
    actual = base64.b64encode(hashlib.sha512(tarball).digest()).decode()
    if actual != expected:
        raise IntegrityError(f"the downloaded {PACKAGE} tarball does not match package-lock.json's integrity")
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "package.tgz"
        archive.write_bytes(tarball)
        with tarfile.open(archive) as tar:
            return {name: sha256(member_bytes(tar, f"package/{name}")) for name in files}


def member_bytes(tar: tarfile.TarFile, name: str) -> bytes:
    """The bytes of the regular file ``name`` in ``tar``."""
    member = tar.extractfile(name)
    if member is None:
        raise IntegrityError(f"the {PACKAGE} tarball's {name} is not a regular file")
    return member.read()


def record(files: tuple[str, ...]) -> None:
    """Fetch the locked tarball with npm, verify it, write the manifest."""
    version, integrity = locked()
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["npm", "pack", f"{PACKAGE}@{version}", "--pack-destination", tmp, "--silent"],
                       check=True, cwd=tmp, stdout=subprocess.DEVNULL)
        tarball = next(Path(tmp).glob("*.tgz")).read_bytes()
    hashes = verified_tarball_files(tarball, integrity, files)
    MANIFEST.write_text(json.dumps({"package": PACKAGE, "version": version, "integrity": integrity,
                                    "files": hashes}, indent=2) + "\n")
    print(f"runtime_integrity: {MANIFEST.relative_to(ROOT)} records {len(hashes)} files of {PACKAGE} {version}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", action="store_true", help="verify the locked tarball and write the manifest")
    args = parser.parse_args()
    if args.record:
        record(PYODIDE_FILES)
        return
    try:
        check(PYODIDE_FILES)
    except IntegrityError as exc:
        sys.exit(f"runtime_integrity: {exc}")
    print(f"runtime_integrity: node_modules/{PACKAGE} matches {MANIFEST.name}")


if __name__ == "__main__":
    main()
