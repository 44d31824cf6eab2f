"""Invitation and answer codes (ui/link/codec.js) in the browser: a round trip (also with the spaces
and line breaks a messenger adds), a damaged code, a code
that inflates past the size limit, and all of it where streams are not async iterable (Safari)."""
import pytest

from browser.harness import wait_ready

CODEC = """async ({safari}) => {
  if (safari) delete ReadableStream.prototype[Symbol.asyncIterator];   // as in Safari
  const { pack, unpack } = await import("./ui/link/codec.js");
  const error = async (code) => { try { await unpack(code); return "read"; } catch (e) { return e.message; } };
  const value = {v: 2, room: "abc", offer: "x".repeat(5000)};
  const code = await pack(value);
  const bomb = await pack({pad: "0".repeat(3_000_000)});   // small as a code, large once inflated
  return {
    same: JSON.stringify(await unpack(code)) === JSON.stringify(value),
    // As pasted from a messenger: broken over lines, with spaces.
    spaced: JSON.stringify(await unpack(` ${code.replace(/(.{30})/g, "$1\\n  ")}\\n`)) === JSON.stringify(value),
    short: code.length < 200,
    damaged: await error(code.slice(0, code.length - 8)),
    bomb: bomb.length < 6000 ? await error(bomb) : "the bomb is no short code",
  };
}"""


@pytest.mark.parametrize("safari", [False, True], ids=["chromium", "no-async-iterable-streams"])
def test_codes_round_trip_and_refuse_damage_and_bombs(page, site_url, safari):
    page.goto(site_url)
    wait_ready(page)
    got = page.evaluate(CODEC, {"safari": safari})
    assert got == {"same": True, "spaced": True, "short": True,
                   "damaged": "The code is damaged (cut short or mistyped?).", "bomb": "The code is too large."}
