"""Dutch Auction's refusals are message ids with parameters: English in the records and tests,
the player's language at the table, with the plural that fits the number."""

from __future__ import annotations

from game.auction.rules.reasons import Reason, forced_first, price_refusal
from game.core.i18n import Message
from game.core.outcome import Because, Refused
from game.i18n import say


def test_refusals_read_as_english_text() -> None:
    assert price_refusal("G9", 2, 1, 3, False).text == "Green 9 costs 2 cards; you chose 1"
    assert price_refusal("P1", 1, 0, 0, False).text == "Pink 1 costs 1 card; your offering has 0"
    assert Reason.NOT_YOUR_TURN.text == "it is not your turn"
    assert "(red 8)" in forced_first("R8").text


def test_the_table_shows_them_in_german_with_the_right_plural(german: None) -> None:
    assert say(Refused(price_refusal("G9", 2, 1, 3, False))) == \
        "Grün 9 kostet 2 Karten; du hast 1 gewählt"
    assert say(price_refusal("P1", 1, 0, 0, False)) == "Rosa 1 kostet 1 Karte; dein Einsatz hat 0"
    assert say(price_refusal("R8", 1, 0, 1, True)) == \
        "Rot 8, die 1er-Pflichtkarte, kostet 1 Karte; du hast 0 gewählt"
    assert say(Refused(Reason.NOT_YOUR_TURN)) == "du bist nicht dran"
    assert "(rot 8)" in say(forced_first("R8"))


def test_other_games_english_reasons_pass_through(german: None) -> None:
    assert say(Refused(Because("not a legal play"))) == "not a legal play"
    assert say(Message.of("{n} left", n=3)) == "3 left"
