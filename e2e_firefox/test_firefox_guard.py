"""The harness itself: a request of a page or of its worker to another host is recorded (it fails the
test) and never leaves the machine (the profile's proxy answers 502). The game's own pages refuse such
a request before it is made (their Content-Security-Policy); this test goes round it with a plain
page of its own."""
import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

PAGE = """<!doctype html><title>guard</title><script>
new Worker("worker.js");
fetch("http://cdn.example.com/page.js").catch(() => "refused").finally(() => document.title = "done");
</script>"""


def test_requests_to_other_hosts_are_caught(page, tmp_path):
    (tmp_path / "index.html").write_text(PAGE)
    (tmp_path / "worker.js").write_text('fetch("http://cdn.example.com/worker.js");')
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SimpleHTTPRequestHandler, directory=tmp_path))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/")
        page.wait_for_function("() => document.title === 'done'")
        page.wait_for_function("() => new Promise((done) => setTimeout(() => done(true), 500))")  # the worker's
        assert sorted(page.off_host) == ["http://cdn.example.com/page.js", "http://cdn.example.com/worker.js"]
        assert "GET http://cdn.example.com/page.js HTTP/1.1" in page.trap.requests
        page.forget_problems()
    finally:
        server.shutdown()
        server.server_close()
