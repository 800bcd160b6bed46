"""Dutch Blitz's words in German: a refusal the rules core gives reads in the player's language
(its English ``text`` unchanged for records and tests), and the table log speaks German."""

from __future__ import annotations

from conformance.log_words import log_texts

from game.dutch_blitz.analysis import MissedChance
from game.dutch_blitz.definition import GAME
from game.dutch_blitz.rules.cards import card
from game.dutch_blitz.rules.moves import Reason
from game.i18n import say


def test_every_refusal_is_a_message_whose_english_stays_as_it_was() -> None:
    for reason in Reason:
        assert reason.message.text == reason.text == reason.value
        assert say(reason) == reason.text


def test_refusals_read_in_german(german: None) -> None:
    assert say(Reason.NOT_ONE_LOWER) == "nicht eins niedriger"
    assert say(Reason.WRONG_COLOUR) == "nicht dieselbe Farbe"
    assert Reason.WRONG_COLOUR.text == "not the same colour"
    assert all(say(reason) != reason.text for reason in Reason)


def test_the_log_speaks_german(german: None) -> None:
    record = [
        {"type": "match_start", "game": "dutch_blitz", "version": 1, "seed": 4,
         "rules": {"post_piles": 5, "target_score": 75, "move_post_stack": True},
         "seats": [{"seat": 0, "name": "You", "deck": "pump", "kind": "human"},
                   {"seat": 1, "name": "Jakob", "deck": "carriage", "kind": "bot"}]},
        {"type": "deal", "hand": 1, "layout": []},
        {"type": "play", "hand": 1, "t": 6.0, "seat": 1, "card": "R5", "from": "blitz",
         "to": "post:1"},
        {"type": "flip", "hand": 1, "t": 7.0, "seat": 1, "cards": ["B6", "B10", "R7"]},
        {"type": "recycle", "hand": 1, "t": 9.0, "seat": 1, "rotate": False},
    ]
    texts = log_texts(GAME, record)
    assert texts[0] == "Runde 1 wird gegeben"
    assert texts[1].startswith("Jakob legt ")
    assert texts[1].endswith(" vom eigenen Blitzstapel auf den eigenen 2. Poststapel")
    assert texts[2].startswith("Jakob dreht 3 Karten auf den Holzstapel, oben liegt ")
    assert texts[3] == "Jakob dreht den Holzstapel um"


def test_the_log_says_your_pile_to_the_player_named_du(german: None) -> None:
    record = [
        {"type": "match_start", "game": "dutch_blitz", "version": 1, "seed": 4,
         "rules": {"post_piles": 5, "target_score": 75, "move_post_stack": True},
         "seats": [{"seat": 0, "name": "Du", "deck": "pump", "kind": "human"},
                   {"seat": 1, "name": "Jakob", "deck": "carriage", "kind": "bot"}]},
        {"type": "deal", "hand": 1, "layout": []},
        {"type": "play", "hand": 1, "t": 6.0, "seat": 0, "card": "R5", "from": "blitz",
         "to": "post:1"},
        {"type": "stack", "hand": 1, "t": 9.5, "seat": 0, "cards": ["B6", "Y5"],
         "from": "post:0", "to": "post:2"},
    ]
    texts = log_texts(GAME, record)
    assert "deinem Blitzstapel" in texts[1] and "eigenen" not in texts[1], texts[1]
    assert "deinen 1. Poststapel" in texts[2], texts[2]


def test_a_missed_chance_reads_in_german(german: None) -> None:
    missed = MissedChance(card("G1"), "post:2", 41.0, 44.2)
    assert missed.describe().endswith(" auf deinem Poststapel 3 wartete 3,2 s (bei 0:41)")
