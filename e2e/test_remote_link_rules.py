"""The link layer's rules, run in the browser on the built modules: the host sends a guest a table
only when it holds news for that guest (ui/link/host.js), and a guest's device coalesces a burst of
tables and never plays a beat twice (ui/link/backlog.js)."""
HOST_SENDS = """async () => {
  const { RemoteSeats } = await import("./ui/link/host.js");
  const seats = new RemoteSeats({ act: () => {}, changed: () => {}, toBot: () => {} });
  const sent = [];
  const channel = { readyState: "open", send: (text) => sent.push(JSON.parse(text)) };
  seats.seats.set(1, { seat: 1, name: "Bea", title: "", state: "connected", id: "x", link: "", code: "",
                       pc: null, channel, error: "" });
  const table = (extra) => ({ seats: [], status: "Cy's turn", toast: "", events: [], stage: [], log: [], ...extra });
  const counts = [];
  const step = (model) => { seats.send(1, model); counts.push(sent.length); };
  step(table({ toast: "Cy banked $1M", stage: [{ n: 4 }] }));   // a move: sent
  step(table({}));                                               // Cy picks a card: nothing new
  step(table({}));                                               // and another
  step(table({ status: "Bea's turn" }));                         // a confirmed move: sent
  step(table({ status: "Bea's turn", toast: "Draw 2" }));        // news in the toast: sent
  seats.refused(1, "That move is not possible now.");            // the sender's table again, and why
  return { counts, last: sent.slice(-2).map((m) => m.type) };
}"""

BACKLOG = """async () => {
  const { Backlog } = await import("./ui/link/backlog.js");
  const given = [];
  const stage = { push: (table) => given.push(table.stage.map((b) => [b.n, b.anims.length])) };
  let newGames = 0;
  const backlog = new Backlog(stage, { newGame: () => { newGames += 1; } });
  const beat = (n) => ({ n, anims: [{}] });
  const table = (beats, newest) => ({ stage: beats.map(beat), log: [{ n: newest, text: "" }] });
  backlog.push(table([1, 2], 2));          // on the stage at once
  backlog.push(table([3], 3));             // waits
  backlog.push(table([4], 4));             // replaces it, keeping beat 3's caption
  backlog.push(table([5], 5));             // and again
  backlog.shown();                         // the stage is done with the first: the one waiting goes
  backlog.shown();
  backlog.push(table([5], 5));             // the same table again (a refused move): no beat twice
  backlog.shown();
  backlog.push(table([1], 1));             // a new game: its log starts again
  return { given, newGames };
}"""


def test_the_host_sends_a_guest_only_tables_with_news_for_it(page, site_url):
    page.goto(site_url)
    got = page.evaluate(HOST_SENDS)
    assert got == {"counts": [1, 1, 1, 2, 3], "last": ["table", "notice"]}


def test_a_guest_device_coalesces_a_burst_of_tables_and_plays_no_beat_twice(page, site_url):
    page.goto(site_url)
    got = page.evaluate(BACKLOG)
    assert got == {"given": [[[1, 1], [2, 1]], [[3, 0], [4, 0], [5, 1]], [], [[1, 1]]], "newGames": 1}
