"""Dutch Auction's one naming function: each of its 40 cards by suit and value ("blue 9"),
never its record code."""

from __future__ import annotations

import re

from game.auction.rules.cards import ALL_CARDS, card_words

CODE = re.compile(r"\b[GRPB](10|[1-9])\b")


def test_every_card_has_a_distinct_readable_name() -> None:
    names = [card_words(c) for c in ALL_CARDS]
    assert len(set(names)) == 40 and not any(CODE.search(n) for n in names)
    assert card_words("B9") == "blue 9" and card_words("P10") == "pink 10"


def test_what_is_no_card_is_never_shown_raw() -> None:
    assert card_words("B11") == "a card" and card_words("") == "a card"
