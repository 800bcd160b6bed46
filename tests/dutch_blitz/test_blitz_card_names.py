"""Dutch Blitz's one naming function: each of the 40 cards by colour and number ("the red 7"),
with the boy or girl it shows where the Post piles care, from a card or its record code; never
the code itself."""

from __future__ import annotations

import re

from game.dutch_blitz.rules.cards import card, card_name, card_words, full_deck

CODE = re.compile(r"\b[RBYG](10|[1-9])\b")


def test_every_card_has_a_distinct_readable_name() -> None:
    deck = full_deck()
    names = [card_name(c) for c in deck]
    assert len(set(names)) == 40 and not any(CODE.search(n) for n in names)
    assert len({card_name(c, gender=True) for c in deck}) == 40
    assert [card_name(c.code) for c in deck] == names, "a record code names the same card"


def test_a_card_by_colour_number_and_boy_or_girl() -> None:
    assert card_words(card("R7")) == "the red 7"
    assert card_name(card("Y6"), gender=True) == "yellow 6 (girl)"
    assert card_name("B10", gender=True) == "blue 10 (boy)"
    assert card_words("G1") == "the green 1"


def test_what_is_no_card_is_never_shown_raw() -> None:
    assert card_name("Q5") == "card"
    assert card_words("R11") == card_words("") == "a card"
