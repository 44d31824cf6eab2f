"""The internet path's servers as the build writes them: the public MQTT brokers and STUN servers, a
TURN server only when the site's owner sets one, and a Content-Security-Policy that lets the pages
reach exactly those brokers."""
import base64
import json
import re
from urllib.parse import urlsplit

import pytest

from tools.serve import load_header_rules
from tools.signal_vendor import BROKERS, STUN, servers_value


def servers(environ: dict[str, str]) -> dict:
    return json.loads(base64.b64decode(servers_value(environ)))


def test_without_a_turn_server_the_page_gets_the_brokers_and_stun_only() -> None:
    assert servers({}) == {"brokers": list(BROKERS), "iceServers": [{"urls": list(STUN)}], "relayOnly": False}


def test_a_turn_server_set_at_build_time_is_added_with_its_credentials() -> None:
    got = servers({"DEALBID_TURN_URLS": "turn:turn.example.org:3478, turns:turn.example.org:5349",
                   "DEALBID_TURN_USERNAME": "dealbid", "DEALBID_TURN_CREDENTIAL": "s3cret"})
    assert got["iceServers"][1] == {"urls": ["turn:turn.example.org:3478", "turns:turn.example.org:5349"],
                                    "username": "dealbid", "credential": "s3cret"}


def test_a_turn_setting_that_is_no_turn_url_stops_the_build() -> None:
    with pytest.raises(SystemExit, match="turn: or turns:"):
        servers_value({"DEALBID_TURN_URLS": "https://turn.example.org"})


def test_every_page_may_connect_to_this_site_and_the_brokers_only() -> None:
    origins = {f"wss://{urlsplit(url).netloc}" for url in BROKERS}
    pages = [values["Content-Security-Policy"] for _, values in load_header_rules()
             if "frame-ancestors" in values.get("Content-Security-Policy", "")]
    assert len(pages) >= 5
    for policy in pages:
        connect = re.search(r"connect-src ([^;]+)", policy)
        assert connect and set(connect.group(1).split()) == {"'self'", *origins}
