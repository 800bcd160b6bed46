"""Dutch Blitz's record check holds the final totals to the rules, as every other game's does: a
record with made-up totals is refused, so they never show in the Replays list."""

from __future__ import annotations

import copy

from game.core.record_check import validate
from game.core.registry import get_game
from game.sim.driver import play_match


def test_made_up_final_totals_are_refused() -> None:
    game = get_game("dutch_blitz")
    record = [dict(line) for line in play_match(game, 3, [game.levels[0]] * 4, {}).record]
    assert validate(record).ok
    end = record[-1]
    assert end["type"] == "match_end"
    fake = copy.deepcopy(record)
    fake[-1]["totals"][0]["total"] += 500
    result = validate(fake)
    assert not result.ok and "totals" in result.problem
    dropped = copy.deepcopy(record)
    del dropped[-1]["totals"]
    assert not validate(dropped).ok
