"""Dutch's one naming function: each of the 55 cards has its own readable name, kings by colour
as the rules name them (red -1, black 10) and the jokers as "the joker"; never a record code."""

from __future__ import annotations

import re

from game.dutch.rules.cards import DECK, JOKERS, a_rank, card_name, card_words, rank_words

CODE = re.compile(r"\b(?:(?:10|[2-9AJQK])[CDHS]|X[1-3])\b")


def test_every_card_has_a_readable_name_and_none_shows_its_code() -> None:
    words = [card_words(card) for card in DECK]
    assert len(words) == 55 and not any(CODE.search(w) for w in words)
    assert all(w.startswith("the ") for w in words)
    standard = [card_words(card) for card in DECK if card not in JOKERS]
    assert len(set(standard)) == 52, "every standard card has a name of its own"


def test_kings_are_named_by_colour_and_jokers_as_the_joker() -> None:
    assert card_words("KH") == "the red king of hearts"
    assert card_words("KD") == "the red king of diamonds"
    assert card_words("KS") == "the black king of spades"
    assert card_name("KC") == "black king of clubs"
    assert {card_words(j) for j in JOKERS} == {"the joker"}
    assert card_words("7C") == "the 7 of clubs" and card_name("JS") == "jack of spades"


def test_a_snap_s_rank_in_words() -> None:
    assert [a_rank(r) for r in ("X", "8", "A", "J", "K", "5")] == [
        "a joker", "an 8", "an ace", "a jack", "a king", "a 5"]
    assert rank_words("X") == "joker" and rank_words("Q") == "queen"


def test_what_is_no_card_is_never_shown_raw() -> None:
    assert card_words("X9") == "a card" and card_name("ZZ") == "card"
