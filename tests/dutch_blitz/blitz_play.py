"""Whole Dutch Blitz matches between bots, through the game's definition and the simulator's
driver (the way ``python -m game.sim`` plays them), for tests."""

from __future__ import annotations

from collections.abc import Sequence

from game.dutch_blitz.definition import GAME
from game.dutch_blitz.rules.match import Match
from game.dutch_blitz.rules.state import Rules
from game.sim.driver import play_match as drive

TEST_LEVEL = "skilled"


def play_match(
    seats: int,
    seed: int,
    rules: Rules,
    *,
    levels: Sequence[str] | None = None,
    timing: str | None = None,
) -> Match:
    """One whole match of ``seats`` bots (``levels``, default all skilled) under ``rules``."""
    chosen = list(levels) if levels else [TEST_LEVEL] * seats
    options = {"target_score": rules.target_score, "move_post_stack": rules.move_post_stack}
    match = drive(GAME, seed, chosen, options, timing=timing)
    assert isinstance(match, Match)
    return match
