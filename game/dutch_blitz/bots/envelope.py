"""The human envelope of adaptive pace: past its level's ceiling a bot gains judgement, not speed.

Adaptive pace asks for bots quicker than their own level when the person at the table is fast.
No person plays faster than the ceiling of their level (``levels.CEILINGS``), so the timing
stops there (``Timing.fastest``); what a quicker opponent meets instead is a player who sees
more: each factor ``STEP`` of speed the ceiling holds back lifts the bot's judgement one level
up the ladder (fewer missed plays, fewer "Dutch!" mistakes, Blitz cards first, a longer look
ahead), and past Master it plays like a Master on its best day (``BEST``). A bot at or slower
than its ceiling plays its own level's judgement.
"""

from __future__ import annotations

import math
from typing import Final

from game.dutch_blitz.bots.levels import CEILINGS, JUDGEMENTS, LEVELS, TIMINGS
from game.dutch_blitz.bots.policy import Judgement

STEP: Final = 1.35
"""How much more speed than the ceiling allows is worth one level of judgement."""

BEST: Final = Judgement(overlook=0.0, mistake=0.0, depth=3, budget=60, contested_first=True)
"""A Master on its best day: never misses a play, never fumbles."""


def capped_scale(level: str) -> float:
    """The pace scale at which the level's usual play reaches its ceiling."""
    return CEILINGS[level][0] / TIMINGS[level].play


def lift(level: str, pace_scale: float) -> int:
    """Levels of judgement a bot timed as ``level`` gains at ``pace_scale`` (0 at or above its
    cap)."""
    cap = capped_scale(level)
    if pace_scale >= cap:
        return 0
    return int(math.log(cap / pace_scale) / math.log(STEP) + 0.5)


def judgement_at(level: str, pace_scale: float, timed_as: str | None = None) -> Judgement:
    """The judgement a bot of ``level`` (timed as ``timed_as``, by default its own level) plays
    with at ``pace_scale``."""
    rung = LEVELS.index(level) + lift(timed_as or level, pace_scale)
    return JUDGEMENTS[LEVELS[rung]] if rung < len(LEVELS) else BEST


def lowest_useful_scale(level: str) -> float:
    """Below this pace scale a bot of ``level`` neither gets quicker nor plays any better."""
    rungs = len(LEVELS) - LEVELS.index(level)
    return capped_scale(level) / STEP ** rungs
