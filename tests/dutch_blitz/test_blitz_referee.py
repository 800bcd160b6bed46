"""Simulated matches, checked by the independent referee in ``blitz_referee.py``."""

from __future__ import annotations

import pytest
from blitz_play import play_match
from blitz_referee import Violation, check

from game.dutch_blitz.rules.state import Rules


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("stack", [False, True])
def test_referee_finds_no_violation(seats: int, stack: bool) -> None:
    checked = 0
    for seed in range(4):
        record = play_match(seats, 100 + seed, Rules.for_seats(seats, 40, stack)).record
        checked += check(record)
    assert checked > 500


def test_referee_catches_a_card_played_out_of_sequence() -> None:
    record = play_match(3, 1, Rules.for_seats(3, 20)).record
    index = next(i for i, line in enumerate(record)
                 if line["type"] == "play" and line["to"].startswith("dutch:")
                 and line["to"] != "dutch:new")
    broken = [dict(line) for line in record]
    broken[index]["to"] = "dutch:new"
    with pytest.raises(Violation):
        check(broken)


def test_referee_accepts_a_match_with_a_stalemate_hand() -> None:
    match = play_match(2, 78, Rules.for_seats(2, 30))
    assert any(result.reason == "stalemate" for result in match.results)
    assert check(match.record) > 0
