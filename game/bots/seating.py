"""Seating a turn game's bots: one ``TurnAgent`` per bot seat of a hand, each with the policy
and thinking time of its level and its own generator derived from the match seed, the seat and
the hand (so a bot's choices never depend on another seat's). A game names its policies, its
timings and its generator's prefix; the seating is the same for every turn game, and so are
the shared level names (``LEVELS``) beside a game's scripted baselines (``policy_of``), and a
baseline's thinking time (a Skilled bot's, ``think_timing``)."""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from game.bots.turn import THINK_TIMINGS, Policy, ThinkTiming, TurnAgent
from game.core.authority import Table
from game.core.definition import BotAgent, GameMatch
from game.core.seats import LEVELS

BASELINE_TIMING = "skilled"
"""A scripted baseline thinks as long as a bot of this level."""


def seat_rng(prefix: str, seed: int, seat: int, hand: int) -> random.Random:
    """The generator of one bot seat in one hand (``prefix`` names the game)."""
    return random.Random(f"{prefix}-bot:{seed}:{seat}:{hand}")


def policy_of(level: str, baselines: Mapping[str, Policy], levels: Collection[str],
              level_policy: Callable[[str], Policy]) -> Policy:
    """The policy of a level name (``level_policy``, for one of ``levels``) or of a scripted
    baseline; ``ValueError`` naming every level for an unknown one."""
    if level in baselines:
        return baselines[level]
    if level in levels:
        return level_policy(level)
    raise ValueError(f"no bot level {level!r} (levels: {', '.join(LEVELS + tuple(baselines))})")


def think_timing(level: str) -> ThinkTiming:
    """A level's thinking time; a baseline's is ``BASELINE_TIMING``'s."""
    return THINK_TIMINGS.get(level, THINK_TIMINGS[BASELINE_TIMING])


def seat_turn_bots(
    prefix: str,
    match: GameMatch,
    table: Table[Any, Any, Any, Any],
    levels: Sequence[str | None],
    policy_for: Callable[[str], Policy],
    timing_for: Callable[[str], ThinkTiming] = think_timing,
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


__all__ = ["BASELINE_TIMING", "policy_of", "seat_rng", "seat_turn_bots", "think_timing"]
