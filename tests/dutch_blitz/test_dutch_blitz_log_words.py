"""Dutch Blitz's table log words, from a literal record: each play with its card and piles,
a Wood flip naming only the card that shows, the end of the hand with its scores."""

from __future__ import annotations

from typing import Any

from conformance.log_words import log_texts

from game.dutch_blitz.definition import GAME

RECORD: list[dict[str, Any]] = [
    {"type": "match_start", "game": "dutch_blitz", "version": 1, "seed": 4,
     "rules": {"post_piles": 5, "target_score": 75, "move_post_stack": True},
     "seats": [{"seat": 0, "name": "You", "deck": "pump", "kind": "human"},
               {"seat": 1, "name": "Jakob", "deck": "carriage", "kind": "bot"}]},
    {"type": "deal", "hand": 1, "layout": []},
    {"type": "play", "hand": 1, "t": 3.7, "seat": 1, "card": "B1", "from": "post:0",
     "to": "dutch:new"},
    {"type": "refill", "hand": 1, "t": 3.7, "seat": 1, "post": 0, "card": "R4"},
    {"type": "flip", "hand": 1, "t": 3.72, "seat": 0, "cards": ["B6", "B10", "R7"]},
    {"type": "play", "hand": 1, "t": 5.0, "seat": 0, "card": "G2", "from": "wood",
     "to": "dutch:1"},
    {"type": "play", "hand": 1, "t": 6.0, "seat": 1, "card": "R5", "from": "blitz",
     "to": "post:1"},
    {"type": "recycle", "hand": 1, "t": 9.0, "seat": 0, "rotate": True},
    {"type": "stack", "hand": 1, "t": 9.5, "seat": 1, "cards": ["B6", "Y5"], "from": "post:0",
     "to": "post:2"},
    {"type": "hand_end", "hand": 1, "t": 95.0, "reason": "blitz", "seat": 1,
     "scores": [{"seat": 0, "dutch": 8, "blitz_left": 8, "hand_score": -8, "total": -8},
                {"seat": 1, "dutch": 11, "blitz_left": 0, "hand_score": 11, "total": 11}]},
    {"type": "match_end", "winner": 1, "totals": [{"seat": 0, "total": -8},
                                                  {"seat": 1, "total": 11}]},
]


def test_each_event_is_one_line_with_its_card_and_only_the_woods_top_is_named() -> None:
    assert log_texts(GAME, RECORD) == [
        "Hand 1 is dealt",
        "Jakob started a new Dutch pile with the blue 1 from their 1st Post pile",
        "Jakob filled a Post pile with the red 4 from the Blitz pile",
        "You turned 3 cards onto the Wood, showing the red 7",
        "You played the green 2 from your Wood pile onto a Dutch pile",
        "Jakob played the red 5 from their Blitz pile onto their 2nd Post pile",
        "You turned the Wood pile over, moving its top card under",
        "Jakob moved their 1st Post pile onto their 3rd Post pile",
        "Jakob called Blitz! — hand 1: You -8, Jakob +11",
        "Jakob wins the match: You -8, Jakob 11",
    ]
