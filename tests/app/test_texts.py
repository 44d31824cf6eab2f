"""Words a player reads: no internal card numbers, plurals right, the log says each thing once."""
import re

from app.narrate import sentence
from tests.app.walk import CARD_NUMBER, session, strings, walk

BAD_PLURAL = re.compile(r"\b1 (plays|cards|sets|properties|changes|Nope!s)\b"
                        r"|\b([02-9]|\d\d+) (play|card|set) left\b|\(s\)")


def test_sentences_spell_plurals_and_end_with_a_full_stop():
    assert sentence("{p0} draws 1 card(s)") == "{p0} draws 1 card."
    assert sentence("Ann draws 2 card(s)") == "Ann draws 2 cards."
    assert sentence("Wild! (Brown) #83 is placed") == "Wild! (Brown) is placed."
    assert sentence("Ann wins!") == "Ann wins!"


def test_no_card_number_or_bad_plural_anywhere_a_player_reads():
    for game, seats, seed in (("deal", "human,ai-normal,ai-normal", 41), ("deal", "human,human", 42),
                              ("bid", "human,ai-normal,ai-normal", 43), ("bid", "human,human,ai-easy", 44)):
        s = session(game, seats, seed)
        for table in walk(s, 400):
            for text in strings(table.to_json()):
                assert not CARD_NUMBER.search(text), f"card number in {text!r}"
                assert not BAD_PLURAL.search(text), f"bad plural in {text!r}"
        for text, _ in s.log:
            assert text[-1] in ".!?", f"log line without a full stop: {text!r}"


def test_the_log_says_each_thing_once():
    s = session("deal", "human,ai-normal,ai-normal", 45)
    for _ in walk(s, 600):
        pass
    lines = [text for text, _ in s.log]
    assert not any(" picks " in line or " takes back " in line for line in lines)   # payment picks
    charged = [line for line in lines if re.search(r"charges \d+M rent\.$", line)]
    assert not charged                                   # the rent card's line already said it
    assert any(re.search(r"charges .+ \d+M rent for ", line) for line in lines)
    assert any(" pays " in line for line in lines)
