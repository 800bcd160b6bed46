"""Making the bot seats of one hand from the seats' levels and the match seed.

Every bot gets its own ``random.Random`` derived from the match seed, its seat and the hand
number (never the global generator), so the same seed plays the same match.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.dutch_blitz.bots.envelope import judgement_at
from game.dutch_blitz.bots.levels import timing_for
from game.dutch_blitz.bots.policy import LevelPolicy
from game.dutch_blitz.bots.scheduler import BotSeat


def bot_rng(seed: int, seat: int, hand: int) -> random.Random:
    """The generator of the bot in ``seat`` for ``hand`` of the match played from ``seed``."""
    return random.Random(f"dutch-blitz-bot:{seed}:{seat}:{hand}")


def make_bot_seats(
    levels: Sequence[str | None],
    seed: int,
    hand: int,
    *,
    pace_scale: float = 1.0,
    timing: str | None = None,
) -> list[BotSeat]:
    """One bot seat per level given (``None`` marks the human seat, which is skipped).

    ``pace_scale`` stretches every bot's timing (adaptive pace) up to its level's ceiling, past
    which it lifts the bot's judgement instead (``envelope``); ``timing`` gives every bot that
    level's timing profile while each keeps its own judgement (for comparing play alone).
    """
    if pace_scale <= 0:
        raise ValueError("the pace scale must be positive")
    return [
        BotSeat(
            seat=seat,
            policy=LevelPolicy(judgement_at(level, pace_scale, timing)),
            rng=bot_rng(seed, seat, hand),
            timing=timing_for(timing or level),
            level=level,
            pace_scale=pace_scale,
        )
        for seat, level in enumerate(levels)
        if level is not None
    ]
