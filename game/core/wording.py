"""Numbers in the rules' own sentences: "three sets", not "3 sets"."""

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def in_words(number: int) -> str:
    """``3`` -> ``"three"`` (up to ten; larger numbers as digits)."""
    return _WORDS[number] if 0 <= number < len(_WORDS) else str(number)
