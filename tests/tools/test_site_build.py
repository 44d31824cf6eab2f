"""The worker's Python archive and the local server's compression (what the browser downloads)."""
import gzip
import subprocess
import sys
import urllib.request
import zipfile

from tools.build import write_archive
from tools.serve import serve_in_thread


def test_archive_holds_the_engines_without_the_lab_and_imports_from_the_zip(tmp_path):
    target = tmp_path / "app.zip"
    first = write_archive(target)
    names = zipfile.ZipFile(target).namelist()
    assert {"game/deal/rules.py", "game/ai/search.py", "app/worker_api.py"} <= set(names)
    assert not any(name.startswith("lab/") for name in names)    # the lab never ships
    assert all(name.endswith(".py") and "__pycache__" not in name for name in names)
    assert write_archive(tmp_path / "again.zip") == first
    assert (tmp_path / "again.zip").read_bytes() == target.read_bytes()   # reproducible
    # Every module of the archive imports from the archive alone (zipimport), dev tools absent: the
    # worker imports them all before it makes its warm-start snapshot, so one bad import spoils it.
    code = ("import importlib, pkgutil, sys; sys.path.insert(0, sys.argv[1]); import app, game\n"
            "for package in (app, game):\n"
            "    for module in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):\n"
            "        importlib.import_module(module.name)\n"
            "import app.worker_api; print(app.worker_api.__file__)")
    out = subprocess.run([sys.executable, "-I", "-c", code, str(target)], capture_output=True, text=True,
                         cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert str(target) in out.stdout


def test_server_gzips_text_like_netlify(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>" + "deal " * 2000)
    (tmp_path / "icon.png").write_bytes(b"\x89PNG" + bytes(3000))
    server = serve_in_thread(tmp_path)
    host, port = server.server_address[:2]
    try:
        request = urllib.request.Request(f"http://{host}:{port}/", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request) as response:
            assert response.headers["Content-Encoding"] == "gzip"
            assert response.headers["Vary"] == "Accept-Encoding"
            body = response.read()
            tag = response.headers["ETag"]
        assert gzip.decompress(body) == (tmp_path / "index.html").read_bytes()
        assert len(body) < 1000
        again = urllib.request.Request(f"http://{host}:{port}/index.html",
                                       headers={"Accept-Encoding": "gzip", "If-None-Match": tag})
        try:
            urllib.request.urlopen(again)
            raise AssertionError("expected 304 Not Modified")
        except urllib.error.HTTPError as exc:
            assert exc.code == 304
        with urllib.request.urlopen(f"http://{host}:{port}/index.html") as plain:   # no Accept-Encoding
            assert plain.headers["Content-Encoding"] is None
        png = urllib.request.Request(f"http://{host}:{port}/icon.png", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(png) as response:
            assert response.headers["Content-Encoding"] is None
    finally:
        server.shutdown()
        server.server_close()
