"""The Monopoly Bid lesson: seed 30, you against Sam, found by ``tools/lesson_search.py bid``."""
from app.tutorial.lesson import Lesson, Step

P0, P1 = "{p0}", "{p1}"

LESSON = Lesson(
    game="bid", title="Learn Monopoly Bid", seed=30,
    finish="Three complete sets: you win. In Monopoly Bid two sets of one colour both count. "
           "Start a real game from the menu whenever you like.",
    steps=(
        Step("Host: play a Wild!",
             "You win with three complete property sets. This round you are the host: you may play action "
             "cards first. A Wild! becomes a property of the colour you pick, for good. Play it as Brown "
             "(brown needs only two cards).",
             "Sam could have cancelled it but let it pass: your Wild! is a brown property now.",
             ((0, "Play Wild! as Brown"), (1, "Let it pass"))),
        Step("Turn a property up",
             "Then the host turns over the top card of the property pile, and everybody bids for it. "
             "Start the auction.",
             "St. James Place (orange) is up for auction.",
             ((0, "Start the auction"),)),
        Step("Make a sealed bid",
             "Bids are secret: pick money cards from your hand, then confirm. Nobody sees a bid until all "
             "are in. Add your 1M and confirm.",
             "The bids are shown together: you 1M, Sam 1M. A tie!",
             ((0, "Add 1M to your bid"), (0, "Confirm bid of 1M"),
              (1, "Add 1M to your bid"), (1, "Confirm bid of 1M"))),
        Step("Break the tie",
             "On a tie only the tied players may add more money, again in secret. Add your 3M to make 4M, "
             "then confirm. (If you stayed tied, nobody would get the card.)",
             "You raised to 4M and Sam stayed at 1M: St. James Place is yours. The winner pays; Sam keeps "
             "the 1M. Now Sam hosts, and plays Steal! on your Wild!.",
             ((0, "Add 3M to your bid"), (0, "Confirm bid of 4M"), (1, "Confirm bid of 1M"),
              (1, f"Steal Wild! #78 from {P0}"))),
        Step("Nope!",
             "Nope! cancels an action card as it is played, whoever played it. Play your Nope! to keep your "
             "Wild!.",
             "Steal! is cancelled. Sam could have answered with another Nope! but did not. Sam turns up "
             "Baltic Avenue.",
             ((0, "Play Nope!"), (1, "Let it pass"), (1, "Start the auction"))),
        Step("Bid and lose",
             "Baltic Avenue is brown, like your Wild!. Bid your 3M for it and confirm.",
             "Sam bid 5M and wins Baltic Avenue. You keep your 3M: only the winner pays. Your turn to host.",
             ((0, "Add 3M to your bid"), (0, "Confirm bid of 3M"),
              (1, "Add 5M to your bid"), (1, "Confirm bid of 5M"))),
        Step("Steal!",
             "Steal! takes a property from a set its owner has not completed. Take Baltic Avenue from Sam: "
             "with your brown Wild! it completes brown.",
             "Brown is complete: your first set. A complete set can never be stolen or traded.",
             ((0, f"Steal Baltic Avenue from {P1}"), (1, "Let it pass"))),
        Step("Host an auction",
             "Start the auction, bid your 3M and confirm.",
             "Sam outbid you with 5M for Pennsylvania Avenue. Sam hosts now and turns up Mediterranean "
             "Avenue, another brown.",
             ((0, "Start the auction"), (0, "Add 3M to your bid"), (0, "Confirm bid of 3M"),
              (1, "Add 5M to your bid"), (1, "Confirm bid of 5M"), (1, "Start the auction"))),
        Step("A second tie",
             "Bid your 2M and confirm. If it ties again, add your 3M and confirm the raise.",
             "You won Mediterranean Avenue for 5M. It starts a second brown set: in Monopoly Bid two sets of "
             "one colour both count.",
             ((0, "Add 2M to your bid"), (0, "Confirm bid of 2M"),
              (1, "Add 2M to your bid"), (1, "Confirm bid of 2M"),
              (0, "Add 3M to your bid"), (0, "Confirm bid of 5M"), (1, "Confirm bid of 2M"))),
        Step("Propose a trade",
             "You may offer cards from your unfinished sets for some of another player's. Propose a trade to "
             "Sam: offer St. James Place, ask for Pennsylvania Avenue, and send the offer.",
             "The offer is on the table; Sam answers when it is Sam's move.",
             ((0, f"Propose a trade to {P1}"), (0, "Offer St. James Place"),
              (0, "Ask for Pennsylvania Avenue"), (0, "Send the offer"))),
        Step("Auction while Sam decides",
             "Start the auction, bid 1M and confirm.",
             "Sam accepted the trade: Pennsylvania Avenue is yours. Sam won Kentucky Avenue with 2M, then "
             "turned up Illinois Avenue.",
             ((0, "Start the auction"), (0, "Add 1M to your bid"), (0, "Confirm bid of 1M"),
              (1, "Accept the trade"), (1, "Add 2M to your bid"), (1, "Confirm bid of 2M"),
              (1, "Start the auction"))),
        Step("Win an auction",
             "Bid 1M for Illinois Avenue (red) and confirm.",
             "Sam did not bid: Illinois Avenue is yours for 1M.",
             ((0, "Add 1M to your bid"), (0, "Confirm bid of 1M"), (1, "Confirm: no bid"))),
        Step("Finish the second brown set",
             "You drew another Wild!. Play it as Brown: with Mediterranean Avenue it completes your second "
             "brown set. Then start the auction.",
             "Two complete sets. You had no money left, so you could not bid, and nobody did: the card goes "
             "under the pile. Sam's auction went the same way.",
             ((0, "Play Wild! as Brown"), (1, "Let it pass"), (0, "Start the auction"),
              (1, "Confirm: no bid"), (1, "Start the auction"), (1, "Confirm: no bid"))),
        Step("Win with three sets",
             "One more Wild!: play it as Red next to Illinois Avenue, start the auction, bid 1M and confirm. "
             "Winning the red card completes your third set.",
             "You win with three complete sets.",
             ((0, "Play Wild! as Red"), (1, "Let it pass"), (0, "Start the auction"),
              (0, "Add 1M to your bid"), (0, "Confirm bid of 1M"), (1, "Confirm: no bid"))),
    ),
)
