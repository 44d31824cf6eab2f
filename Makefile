# Deal & Bid — the commands in the README. Each installs what it needs first.
SHELL := /bin/bash
PYTHON ?= python3
PORT ?= 8000
VENV := .venv
PY := $(VENV)/bin/python
STAMP_PY := $(VENV)/.installed
STAMP_NPM := node_modules/.installed

.PHONY: play test check build snapshots bench fuzz deps chromium webkit firefox signal clean

## play: install, build and serve the game on http://127.0.0.1:$(PORT)
play: build
	$(PY) tools/serve.py --port $(PORT)

## test: install, build, the checks, then pytest over e2e/ (Playwright, real Chromium) and tests/
## (engine), on TEST_JOBS processes (3 on 2 cores: a browser test spends much of its time waiting on the
## page). The long browser tests go first, so the short engine tests fill the end instead of a last
## whole game in a browser running alone.
## Beside it, the WebKit suite (e2e_webkit/: one WebKit window for the whole suite, so one process of its
## own) then the Firefox suite (e2e_firefox/, the same way); their reports are printed after the main one's.
## The saved situations the tests load (seeded games played under CPython until a crowded table) are
## sought once for every suite and process (browser/situations.py, DEALBID_SITUATIONS).
test: build chromium webkit firefox signal check
	@set -e; log="$$(mktemp)"; situations="$$(mktemp -d)"; export DEALBID_SITUATIONS="$$situations"; \
	{ $(PY) -m pytest -n 0 -p no:playwright e2e_webkit && side=0 || side=$$?; \
	  echo "---- Firefox suite (e2e_firefox/) ----"; \
	  $(PY) -m pytest -n 0 -p no:playwright e2e_firefox || side=$$?; exit $$side; } > "$$log" 2>&1 & webkit=$$!; \
	CHROMIUM="$$(cat .chromium-path)" $(PY) -m pytest -m "not slow" -n $${TEST_JOBS:-3} --dist worksteal e2e tests \
	  && main=0 || main=$$?; \
	wait $$webkit && status=0 || status=$$?; \
	echo "---- WebKit suite (e2e_webkit/) ----"; cat "$$log"; rm -rf "$$log" "$$situations"; \
	exit $$(( main || status ))

## check: mypy --strict and ruff over the Python packages (pyproject.toml), tsc over the JavaScript
## (JSDoc types; tsconfig.json for the pages, tsconfig.workers.json for the two workers)
check: deps
	$(VENV)/bin/mypy
	$(VENV)/bin/ruff check game app lab tools browser tests e2e e2e_webkit e2e_firefox
	node_modules/.bin/tsc -p tsconfig.json
	node_modules/.bin/tsc -p tsconfig.workers.json

## build: the static site into dist/ (exactly what Netlify publishes)
build: deps
	$(PY) tools/build.py

## snapshots: redraw every card face: the snapshot test's references (e2e/snapshots/) and the README's
## card sheets (docs/cards-*.jpg); run after changing a face on purpose, look at them, commit them
snapshots: build chromium
	CHROMIUM="$$(cat .chromium-path)" $(PY) tools/card_sheet.py

## bench: engine, AI and browser benchmarks (figures for the README come from here)
bench: build chromium webkit firefox
	CHROMIUM="$$(cat .chromium-path)" $(PY) tools/bench.py

## fuzz: both engines at scale, every player count, variant set and seat mix (GAMES=100000 per game)
fuzz: deps
	$(PY) -m lab.fuzz all --games $${GAMES:-100000} --variants all --jobs $${JOBS:-2} \
	  --check-every $${CHECK_EVERY:-50} --seed $${SEED:-0}

deps: $(STAMP_PY) $(STAMP_NPM)

$(STAMP_PY): requirements-dev.txt
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed")'
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check --require-hashes -r requirements-dev.txt
	@touch $@

$(STAMP_NPM): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

## chromium: find a Chromium, else install Debian's (as root), else Playwright's; path into .chromium-path
chromium: deps
	@set -e; path=""; \
	for c in "$$CHROMIUM" "$$(command -v chromium || true)" /usr/bin/chromium "$$(command -v chromium-browser || true)"; do \
	  if [ -n "$$c" ] && [ -x "$$c" ]; then path="$$c"; break; fi; done; \
	if [ -z "$$path" ] && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "chromium: none found; installing Debian's chromium (apt-get update first)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  path=/usr/bin/chromium; \
	elif [ -z "$$path" ]; then \
	  echo "chromium: none found and not root; trying 'playwright install chromium'"; \
	  $(PY) -m playwright install chromium; \
	  path="$$($(PY) -c 'from playwright.sync_api import sync_playwright as p; m = p().start(); print(m.chromium.executable_path); m.stop()')"; \
	fi; \
	echo "chromium: using $$path ($$("$$path" --version 2>/dev/null | head -1))"; \
	echo "$$path" > .chromium-path

## webkit: Debian's WebKitGTK driver (WebKitWebDriver and its MiniBrowser) and, where there is no display,
## Xvfb, for the WebKit suite; installed as root with apt-get when missing
webkit:
	@set -e; missing=""; \
	if [ -z "$$WEBKIT_DRIVER" ] && ! command -v WebKitWebDriver >/dev/null; then missing="webkit2gtk-driver"; fi; \
	if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ] && ! command -v Xvfb >/dev/null; then missing="$$missing xvfb"; fi; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then \
	    echo "webkit: missing$${missing:+ }$$missing: install them (Debian: apt-get install $$missing) or set WEBKIT_DRIVER"; \
	    exit 1; fi; \
	  echo "webkit: installing Debian's $$missing (apt-get update first)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi; \
	echo "webkit: using $${WEBKIT_DRIVER:-$$(command -v WebKitWebDriver)} (WebKitGTK $$(dpkg-query -W -f '$${Version}' webkit2gtk-driver 2>/dev/null || echo '?'))"

## signal: Debian's mosquitto (MQTT broker, with websockets) and coturn (STUN and TURN), which the internet
## path's e2e tests run on 127.0.0.1 (e2e/test_remote_link.py); installed as root with apt-get when missing
signal:
	@set -e; missing=""; \
	if ! command -v mosquitto >/dev/null && [ ! -x /usr/sbin/mosquitto ]; then missing="mosquitto"; fi; \
	if ! command -v turnserver >/dev/null; then missing="$$missing coturn"; fi; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then \
	    echo "signal: missing $$missing: install them (Debian: apt-get install $$missing)"; exit 1; fi; \
	  echo "signal: installing Debian's $$missing (apt-get update first)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

## firefox: Debian's firefox-esr for the Firefox suite (driven over WebDriver BiDi, which Firefox serves
## itself: nothing is downloaded), installed as root with apt-get when missing; or set FIREFOX
firefox:
	@set -e; path="$${FIREFOX:-$$(command -v firefox-esr || command -v firefox || true)}"; \
	if [ -z "$$path" ]; then \
	  if [ "$$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then \
	    echo "firefox: none found: install one (Debian: apt-get install firefox-esr) or set FIREFOX"; exit 1; fi; \
	  echo "firefox: none found; installing Debian's firefox-esr (apt-get update first)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr >/dev/null; \
	  path=/usr/bin/firefox-esr; \
	fi; \
	echo "firefox: using $$path ($$("$$path" --version 2>/dev/null | head -1))"

clean:
	rm -rf dist .chromium-path
