"""Moves saved for an unfinished match come back as the same moves, and a save can name no
class outside the game's own rules package."""

from __future__ import annotations

import json

import pytest

from game.auction.rules.moves import Buy
from game.core.move_codec import decode_move, encode_move, rules_package
from game.dutch_blitz.definition import GAME as BLITZ
from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.moves import Play


def test_moves_of_every_shape_come_back_the_same() -> None:
    blitz = rules_package(BLITZ.rules)
    play = Play(0, "blitz", "dutch:3", Card("R", 4))
    assert decode_move(json.loads(json.dumps(encode_move(play))), blitz) == play
    buy = Buy(1, 2, ("R5", "B10"))
    assert decode_move(encode_move(buy), "game.auction.rules") == buy


@pytest.mark.parametrize("data", [
    {"$": "os:system", "command": "true"},
    {"$": "game.auction.rules.moves:Buy", "seat": 0, "slot": 1, "paid": []},
    {"$": "game.dutch_blitz.rules.moves:Play", "seat": 0, "bogus": 1},
    {"seat": 0},
    3.5j,
])
def test_a_move_from_elsewhere_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        decode_move(data, "game.dutch_blitz.rules")
