"""The simulator's scripted player: --rotate keeps every bot level, --adaptive follows --timing."""

from __future__ import annotations

import pytest

from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.dutch_blitz.bots.levels import nominal_actions_per_minute
from game.dutch_blitz.simulation import BlitzHooks
from game.sim.driver import RunPlan


def test_rotate_with_a_scripted_player_moves_the_levels_round_the_bots_only() -> None:
    plan = RunPlan(get_game("dutch_blitz"), ("casual", "skilled", "expert", "master"), {},
                   rotate=True)
    hooks = BlitzHooks(60.0, adaptive=False)
    bots = [plan.levels_for(n, hooks.fixed_seats)[1:] for n in range(3)]
    assert all(sorted(levels) == ["expert", "master", "skilled"] for levels in bots)
    assert len({tuple(levels) for levels in bots}) == 3  # they do move round
    assert plan.levels_for(1) == ["master", "casual", "skilled", "expert"]  # no scripted seat


def test_adaptive_pace_follows_the_timing_profile() -> None:
    specs = [SeatSpec("a", "bot", level) for level in ("casual", "casual", "master", "master")]
    own = BlitzHooks(60.0, adaptive=True)
    own.seats(list(specs))
    timed = BlitzHooks(60.0, adaptive=True, timing="expert")
    timed.seats(list(specs))
    assert own.tracker is not None and timed.tracker is not None
    assert own.tracker.reference == pytest.approx(
        (nominal_actions_per_minute("casual") + 2 * nominal_actions_per_minute("master")) / 3)
    assert timed.tracker.reference == pytest.approx(nominal_actions_per_minute("expert"))
