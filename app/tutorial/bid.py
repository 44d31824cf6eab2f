"""The Monopoly Bid lesson: seed 30, you against Sam, found by ``tools/lesson_search.py bid``."""
from app.tutorial.lesson import Lesson, Step

P0, P1 = "{p0}", "{p1}"

LESSON = Lesson(
    game="bid", title="Learn Monopoly Bid", seed=30,
    finish="Three complete sets: you win. In Monopoly Bid two sets of one colour both count. "
           "Start a real game from the menu whenever you like.",
    steps=(
        Step("Host: play a Wild!",
             "Win with three complete property sets. You host this round, so you may play action cards "
             "first. A Wild! becomes a property of the colour you pick, for good: play it as Brown.",
             "Sam let it pass: your Wild! is a brown property now (brown needs two cards).",
             ((0, "Play Wild! as Brown"), (1, "Let it pass"))),
        Step("Turn a property up",
             "Next the host turns up the top property card and everybody bids for it. Start the auction.",
             "St. James Place (orange) is up for auction.",
             ((0, "Start the auction"),)),
        Step("Make a sealed bid",
             "Bids are secret until all are in: pick money cards from your hand, then confirm. Add your "
             "1M and confirm.",
             "The bids are shown together: you 1M, Sam 1M. A tie!",
             ((0, "Add 1M to your bid"), (0, "Confirm bid of 1M"),
              (1, "Add 1M to your bid"), (1, "Confirm bid of 1M"))),
        Step("Break the tie",
             "On a tie only the tied players may add more money, again in secret. Add your 3M to make 4M, "
             "then confirm. (If you stayed tied, nobody would get the card.)",
             "4M beats 1M: St. James Place is yours. The winner pays; Sam keeps the 1M. Now Sam hosts "
             "and plays Steal! on your Wild!.",
             ((0, "Add 3M to your bid"), (0, "Confirm bid of 4M"), (1, "Confirm bid of 1M"),
              (1, f"Steal Wild! #78 from {P0}"))),
        Step("Nope!",
             "Nope! cancels an action card as it is played. Play your Nope! to keep your Wild!.",
             "Steal! is cancelled (a second Nope! could have cancelled yours). Sam turns up Baltic Avenue.",
             ((0, "Play Nope!"), (1, "Let it pass"), (1, "Start the auction"))),
        Step("Bid and lose",
             "Baltic Avenue is brown, like your Wild!. Bid your 3M for it and confirm.",
             "Sam bid 5M and wins it; you keep your 3M. Your turn to host.",
             ((0, "Add 3M to your bid"), (0, "Confirm bid of 3M"),
              (1, "Add 5M to your bid"), (1, "Confirm bid of 5M"))),
        Step("Steal!",
             "Steal! takes a property from a set that is not complete. Take Baltic Avenue: with your Wild! "
             "it completes brown.",
             "Brown is complete, your first set. A complete set can never be stolen or traded.",
             ((0, f"Steal Baltic Avenue from {P1}"), (1, "Let it pass"))),
        Step("Host an auction",
             "Start the auction, bid your 3M and confirm.",
             "Sam won Pennsylvania Avenue with 5M, then hosted and turned up Mediterranean Avenue.",
             ((0, "Start the auction"), (0, "Add 3M to your bid"), (0, "Confirm bid of 3M"),
              (1, "Add 5M to your bid"), (1, "Confirm bid of 5M"), (1, "Start the auction"))),
        Step("A second tie",
             "Bid your 2M and confirm. If it ties again, add your 3M and confirm the raise.",
             "Mediterranean Avenue is yours for 5M. It starts a second brown set: two sets of one colour "
             "both count here.",
             ((0, "Add 2M to your bid"), (0, "Confirm bid of 2M"),
              (1, "Add 2M to your bid"), (1, "Confirm bid of 2M"),
              (0, "Add 3M to your bid"), (0, "Confirm bid of 5M"), (1, "Confirm bid of 2M"))),
        Step("Propose a trade",
             "You may swap cards from unfinished sets. Propose a trade to Sam: offer St. James Place, ask "
             "for Pennsylvania Avenue, then send it.",
             "Sam accepted at once: Pennsylvania Avenue is yours.",
             ((0, f"Propose a trade to {P1}"), (0, "Offer St. James Place"),
              (0, "Ask for Pennsylvania Avenue"), (0, "Send the offer"), (1, "Accept the trade"))),
        Step("Auction the next card",
             "Start the auction, bid 1M and confirm.",
             "Sam bid 2M and won Kentucky Avenue, then turned up Illinois Avenue.",
             ((0, "Start the auction"), (0, "Add 1M to your bid"), (0, "Confirm bid of 1M"),
              (1, "Add 2M to your bid"), (1, "Confirm bid of 2M"),
              (1, "Start the auction"))),
        Step("Win an auction",
             "Bid 1M for Illinois Avenue (red) and confirm.",
             "Sam did not bid: Illinois Avenue is yours for 1M.",
             ((0, "Add 1M to your bid"), (0, "Confirm bid of 1M"), (1, "Confirm: no bid"))),
        Step("Finish the second brown set",
             "You drew a Wild!. Play it as Brown to complete your second brown set, then start the auction.",
             "Two sets. With no money you could not bid, and nobody did: the card went under the pile, "
             "twice.",
             ((0, "Play Wild! as Brown"), (1, "Let it pass"), (0, "Start the auction"),
              (1, "Confirm: no bid"), (1, "Start the auction"), (1, "Confirm: no bid"))),
        Step("Win with three sets",
             "Play your new Wild! as Red next to Illinois Avenue and start the auction: a red card comes up. "
             "Bid 1M and confirm to win it and your third set.",
             "You win with three complete sets.",
             ((0, "Play Wild! as Red"), (1, "Let it pass"), (0, "Start the auction"),
              (0, "Add 1M to your bid"), (0, "Confirm bid of 1M"), (1, "Confirm: no bid"))),
    ),
)
