"""Monopoly Bid in words for players: the Rules dialog's text (HTML, our own words) and how a
finished game's reason reads on the end screen. Found by name through ``app.registry``."""

RULES = """\
<p><strong>Goal:</strong> own three complete property sets (two of the same colour count too).</p>
<p><strong>A round:</strong> everyone draws a card. The host may then play action cards:
  <em>Wild!</em> becomes a property of the colour you name (it can never finish a set without a real property),
  <em>Steal!</em> takes a property from someone's unfinished set, <em>Draw 2!</em> draws two cards.
  Any player may cancel an action with <em>Nope!</em>, and a Nope! can be cancelled the same way.</p>
<p><strong>The auction:</strong> the host turns up the next property. Everybody secretly picks money cards
  from their hand as a bid (or none). Bids are shown together; the highest bid pays and takes the card,
  everyone else keeps their money. Tied top bidders may secretly add more; if they are still tied, nobody
  gets the card. Then the next player hosts.</p>
<p><strong>Trading:</strong> you may offer cards from your unfinished sets to another player for some of theirs,
  or give them away. Complete sets can never be stolen or traded. A card you win, steal or get in a trade
  joins your set of its colour; if more than one of your sets could take it, you choose which (or start a new one).</p>
<p><strong>The end:</strong> three complete sets win at once, on anyone's turn. Once the property pile is empty,
  a full round of hosts in which no property changes owner ends the game: most complete sets wins.</p>
"""

# An outcome's reason as saved (Outcome.to_json()) -> the words after "<winner> wins: " ("they ..." for a
# shared win).
OUTCOME_WORDS = {"three sets": "completed three full property sets",
                 "stalemate": "had the strongest table when the game was called"}
