"""Monopoly Deal in words for players: the Rules dialog's text (HTML, our own words) and how a
finished game's reason reads on the end screen. Found by name through ``app.registry``."""

RULES = """\
<p><strong>Goal:</strong> be the first to own three complete property sets, each of a different colour.
  A set is complete when it has as many cards as the colour needs (two for brown, dark blue and utilities,
  four for railroads, three for the rest). The multi-colour wildcard fits any colour, but only next to another
  card of that colour: multi-colour wildcards on their own never make a set and charge no rent.</p>
<p><strong>Your turn:</strong> draw two cards (five if your hand is empty), then use up to three cards.
  Each card can go into your bank as money, onto the table as a property, or be played for its effect.
  Moving wildcards and properties between your own sets is free, as often as you like (only an arrangement
  your table already had this turn cannot come back). At the end you may hold at most seven cards; discard the rest.</p>
<p><strong>Paying:</strong> when you owe money you pay from your bank and your properties, never from your hand.
  Nobody gives change. If you cannot cover the debt you hand over everything you can.</p>
<p><strong>Action cards:</strong> rent cards charge for a colour you own (two-colour cards charge everyone,
  the wild rent card one player); Double the Rent doubles a rent you play with it; Debt Collector takes 5M
  from one player; It's My Birthday takes 2M from everyone; Sly Deal takes one property, Forced Deal swaps one,
  Deal Breaker takes a whole complete set; Pass Go draws two more cards; House and Hotel raise the rent of a
  complete set. Properties in a complete set are safe from Sly Deal and Forced Deal.</p>
<p><strong>Just Say No</strong> cancels an action aimed at you. It can itself be cancelled by another Just Say No.</p>
"""

# An outcome's reason as saved (Outcome.to_json()) -> the words after "<winner> wins: " ("they ..." for a
# shared win).
OUTCOME_WORDS = {"three sets": "completed three full property sets",
                 "stalemate": "had the strongest table when the game was called"}
