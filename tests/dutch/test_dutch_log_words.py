"""Dutch's table log words, from a literal record: a blind swap, a look and a penalty card
never named; a throw, a snap and a card taken from the discard pile named; who did each."""

from __future__ import annotations

from typing import Any

from conformance.log_words import log_texts

from game.dutch.definition import GAME

RECORD: list[dict[str, Any]] = [
    {"type": "match_start", "game": "dutch", "version": 1, "seed": 5,
     "rules": {"rounds": 5, "snap_window": 2.0, "cabo_powers": False,
               "emptied_off_turn_minus_10": False},
     "seats": [{"seat": 0, "name": "You", "kind": "human"},
               {"seat": 1, "name": "Anna", "kind": "bot", "level": "casual"},
               {"seat": 2, "name": "Martha", "kind": "bot", "level": "casual"}]},
    {"type": "deal", "round": 1, "starter": 1,
     "layouts": {"0": ["7H", "QS", "X1", "2D"], "1": ["3C", "4H", "7D", "10S"],
                 "2": ["KH", "7S", "X3", "5H"]}, "stock": ["9H", "JD"]},
    {"type": "peek", "round": 1, "t": 0.0, "seat": 1, "slots": [2, 3]},
    {"type": "draw", "round": 1, "t": 2.0, "seat": 1, "from": "stock", "card": "9C"},
    {"type": "swap", "round": 1, "t": 3.4, "seat": 1, "slot": 2, "card_in": "9C",
     "card_out": "7D"},
    {"type": "discard", "round": 1, "t": 3.4, "seat": 1, "card": "7D"},
    {"type": "snap", "round": 1, "t": 3.9, "seat": 2, "slot": 1, "card": "7S", "ok": True},
    {"type": "snap", "round": 1, "t": 4.0, "seat": 0, "slot": 0, "card": "QS", "ok": False,
     "penalty": "8H", "penalty_slot": 4},
    {"type": "look", "round": 1, "t": 6.0, "seat": 1, "owner": 2, "slot": 0},
    {"type": "draw", "round": 1, "t": 8.0, "seat": 2, "from": "discard", "card": "7S"},
    {"type": "swap", "round": 1, "t": 9.0, "seat": 2, "slot": 3, "card_in": "7S",
     "card_out": "5H"},
    {"type": "discard", "round": 1, "t": 9.0, "seat": 2, "card": "5H"},
    {"type": "jack_swap", "round": 1, "t": 10.0, "seat": 0, "a": {"owner": 0, "slot": 2},
     "b": {"owner": 1, "slot": 3}},
    {"type": "call", "round": 1, "t": 11.0, "seat": 0},
]


def test_each_public_event_is_one_line_and_no_face_down_card_is_named() -> None:
    texts = log_texts(GAME, RECORD)
    assert texts == [
        "Round 1 is dealt",
        "Anna peeked at their two lower cards",
        "Anna drew from the draw pile",
        "Anna swapped the drawn card with their 3rd card",
        "Anna threw the 7 of diamonds",
        "Martha snapped a 7 — right",
        "You snapped the queen of spades — wrong, and take a penalty card",
        "Anna looked at Martha's 1st card",
        "Martha took the 7 of spades from the discard pile",
        "Martha swapped the 7 of spades with their 4th card",
        "Martha threw the 5 of hearts",
        "You swapped your own 3rd card with Anna's 4th card",
        "You called Dutch!",
    ]
    said = " ".join(texts)
    assert "9 of clubs" not in said and "8 of hearts" not in said, "hidden cards stay hidden"
