"""Blitz (31)'s table log words, from a literal record: who did what, the discard named, the
stock's card never."""

from __future__ import annotations

from typing import Any

from conformance.log_words import log_texts

from game.thirty_one.definition import GAME

RECORD: list[dict[str, Any]] = [
    {"type": "match_start", "game": "thirty_one", "version": 1, "seed": 4,
     "rules": {"tokens": 3, "three_of_a_kind": False, "no_first_round_knock": False},
     "seats": [{"seat": 0, "name": "You", "kind": "human"},
               {"seat": 1, "name": "Jakob", "kind": "bot", "level": "casual"}]},
    {"type": "deal", "hand": 1, "dealer": 0, "in_play": [0, 1],
     "hands": {"1": ["7H", "8C", "5D"], "0": ["7S", "KH", "10S"]}, "discard": ["6S"],
     "stock": ["KD", "10H"]},
    {"type": "draw", "hand": 1, "t": 1.0, "seat": 1, "from": "stock", "card": "5S"},
    {"type": "discard", "hand": 1, "t": 2.8, "seat": 1, "card": "5D"},
    {"type": "draw", "hand": 1, "t": 6.5, "seat": 0, "from": "discard", "card": "5D"},
    {"type": "discard", "hand": 1, "t": 7.0, "seat": 0, "card": "QS"},
    {"type": "knock", "hand": 1, "t": 9.0, "seat": 1},
    {"type": "hand_end", "hand": 1, "reason": "knock", "knocker": 1,
     "values": {"0": 22, "1": 23}, "lost": {"0": 1}, "tokens": {"0": 2, "1": 3}, "out": []},
    {"type": "match_end", "winners": [1], "hands": 1},
]


def test_each_public_event_is_one_line_in_the_games_words_newest_last() -> None:
    texts = log_texts(GAME, RECORD)
    assert texts == [
        "Hand 1 is dealt",
        "Jakob drew from the stock",
        "Jakob threw the 5 of diamonds",
        "You took the 5 of diamonds from the discard pile",
        "You threw the queen of spades",
        "Jakob knocked",
        "Hand 1 ends: Jakob 23, You 22; You lose a token",
        "Jakob wins the match",
    ]
    assert "spades" not in texts[1], "the stock's card stays hidden"
