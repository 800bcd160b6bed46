"""The standard 52-card deck's one naming function (``game.core.standard_cards``): every card
has its own readable name, long and short, never its record code, and the words sit in small
tables a translation can wrap."""

from __future__ import annotations

import re

import pytest

from game.core.standard_cards import (
    RANK_WORDS,
    SUIT_SIGNS,
    SUIT_WORDS,
    a_rank,
    card_name,
    card_short,
    card_words,
    rank_words,
)

DECK = tuple(rank + suit for suit in "SHDC" for rank in RANK_WORDS)
CODE = re.compile(r"\b(10|[2-9AJQK])[CDHS]\b")


def test_the_deck_has_52_cards_of_four_suits() -> None:
    assert len(DECK) == 52 and set(SUIT_WORDS) == set(SUIT_SIGNS) == set("SHDC")


def test_every_card_has_a_distinct_readable_name() -> None:
    words = [card_words(card) for card in DECK]
    assert len(set(words)) == 52
    assert len({card_name(card) for card in DECK}) == 52
    assert not any(CODE.search(w) for w in words)
    assert all(w.startswith("the ") and " of " in w for w in words)


@pytest.mark.parametrize(("code", "words", "short"), [
    ("JS", "the jack of spades", "J♠"), ("5C", "the 5 of clubs", "5♣"),
    ("10H", "the 10 of hearts", "10♥"), ("AD", "the ace of diamonds", "A♦"),
    ("QH", "the queen of hearts", "Q♥"), ("KC", "the king of clubs", "K♣"),
])
def test_a_card_as_a_player_says_it(code: str, words: str, short: str) -> None:
    assert card_words(code) == words
    assert card_name(code) == words.removeprefix("the ")
    assert card_short(code) == short


def test_every_short_name_is_distinct_and_ends_with_its_suit_sign() -> None:
    shorts = [card_short(card) for card in DECK]
    assert len(set(shorts)) == 52
    assert all(s[-1] in SUIT_SIGNS.values() and not CODE.search(s) for s in shorts)


def test_ranks_take_a_or_an() -> None:
    assert [a_rank(r) for r in ("A", "8", "J", "2", "10", "K")] == [
        "an ace", "an 8", "a jack", "a 2", "a 10", "a king"]
    assert rank_words("Q") == "queen"


@pytest.mark.parametrize("junk", ["", "X1", "1S", "JZ", "10", None, 5, "JSS"])
def test_what_is_no_card_is_never_shown_raw(junk: object) -> None:
    assert card_words(junk) == "a card"
    assert card_name(junk) == "card"
    assert card_short(junk) == "?"
