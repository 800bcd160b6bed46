"""Card names follow the chosen language: each deck's one naming function looks its words up
in the catalogue (through the translator the UI injects), so German reads "Pik Bube", "eine
Dame", "Herz König (rot)", while English and the records stay as they were."""

from __future__ import annotations

from game.auction.rules.cards import card_words as auction_card
from game.core import standard_cards
from game.dutch.rules import cards as dutch
from game.dutch_blitz.rules.cards import card_words as blitz_card
from game.i18n import use_language


def test_the_standard_deck_speaks_german(german: None) -> None:
    assert standard_cards.card_words("JS") == "Pik Bube"
    assert standard_cards.card_words("10H") == "Herz 10"
    assert standard_cards.card_words("AC") == "Kreuz Ass"
    assert standard_cards.a_rank("Q") == "eine Dame"
    assert standard_cards.a_rank("8") == "eine 8"
    assert standard_cards.card_words("ZZ") == "eine Karte"


def test_each_games_own_names_speak_german(german: None) -> None:
    assert dutch.card_words("KH") == "Herz König (rot)"
    assert dutch.card_words("KS") == "Pik König (schwarz)"
    assert dutch.card_words("X2") == "Joker" and dutch.a_rank("X") == "ein Joker"
    assert blitz_card("G4", gender=True) == "grün 4 (Mädchen)"
    assert auction_card("B9") == "blau 9"


def test_english_stays_as_it_was() -> None:
    use_language("en")
    assert standard_cards.card_words("JS") == "the jack of spades"
    assert dutch.card_words("KH") == "the red king of hearts"
    assert blitz_card("R7") == "the red 7" and auction_card("B9") == "blue 9"
