"""The rules' numbers in words, as the game descriptions say them."""
import game
from game.core.wording import in_words
from game.deal.cards import NAME, card_json


def test_small_numbers_are_words_and_large_ones_digits():
    assert [in_words(n) for n in (0, 2, 3, 10, 11, 250)] == ["zero", "two", "three", "ten", "11", "250"]


def test_the_descriptions_state_the_engines_numbers_in_words():
    assert game.spec("deal").summary == "Collect three full property sets of different colours."
    assert game.spec("bid").blurb.endswith(": three complete sets win.")
    pass_go = next(i for i in range(106) if NAME[i] == "Pass Go")
    assert card_json(pass_go)["text"] == "Draw two cards."
