"""Seating a turn game's bots: one ``TurnAgent`` per bot seat of a hand, each with the policy
and thinking time of its level and its own generator derived from the match seed, the seat and
the hand (so a bot's choices never depend on another seat's). A game names its policies, its
timings and its generator's prefix; the seating is the same for every turn game."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from game.bots.turn import Policy, ThinkTiming, TurnAgent
from game.core.authority import Table
from game.core.definition import BotAgent, GameMatch


def seat_rng(prefix: str, seed: int, seat: int, hand: int) -> random.Random:
    """The generator of one bot seat in one hand (``prefix`` names the game)."""
    return random.Random(f"{prefix}-bot:{seed}:{seat}:{hand}")


def seat_turn_bots(
    prefix: str,
    match: GameMatch,
    table: Table[Any, Any, Any, Any],
    levels: Sequence[str | None],
    policy_for: Callable[[str], Policy],
    timing_for: Callable[[str], ThinkTiming],
    *,
    pace_scale: float = 1.0,
    timing: str | None = None,
) -> list[BotAgent]:
    """One turn agent per seat whose level is given (None marks a human seat); ``timing``
    thinks at another level's speed than the bots play at."""
    if pace_scale <= 0:
        raise ValueError("the pace scale must be positive")
    return [
        TurnAgent(seat, table, policy_for(level), seat_rng(prefix, match.seed, seat, table.hand),
                  timing_for(timing or level), level=level, pace_scale=pace_scale)
        for seat, level in enumerate(levels)
        if level is not None
    ]


__all__ = ["seat_rng", "seat_turn_bots"]
