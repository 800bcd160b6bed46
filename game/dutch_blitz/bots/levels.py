"""The five bot levels: display names, and each level's timing (speed) and judgement.

Speed and judgement are kept apart so the simulator can give every seat one timing profile
while each keeps its own judgement (``--timing``): the way to compare play alone. The level names,
their display names and the default level are the shared ones of ``game.core.seats``.
"""

from __future__ import annotations

from typing import Final

from game.core.seats import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS
from game.dutch_blitz.bots.policy import Judgement, LevelPolicy
from game.dutch_blitz.bots.timing import Timing

TIMINGS: Final[dict[str, Timing]] = {
    "beginner": Timing(perception=1.5, play=2.9, flip=2.2, recycle=3.2, hesitation=1.2,
                       reaction=2.0, spread=0.4, start=2.5),
    "casual": Timing(perception=1.1, play=2.2, flip=1.7, recycle=2.5, hesitation=0.8,
                     reaction=1.4, spread=0.35, start=1.8),
    "skilled": Timing(perception=0.7, play=1.1, flip=0.9, recycle=1.4, hesitation=0.4,
                      reaction=0.9, spread=0.3, start=1.2),
    "expert": Timing(perception=0.3, play=0.38, flip=0.32, recycle=0.55, hesitation=0.2,
                     reaction=0.5, spread=0.25, start=0.8),
    "master": Timing(perception=0.22, play=0.32, flip=0.27, recycle=0.45, hesitation=0.1,
                     reaction=0.35, spread=0.2, start=0.6),
}

JUDGEMENTS: Final[dict[str, Judgement]] = {
    "beginner": Judgement(overlook=0.6, blitz_first=0.1, free_blitz=0.3, bury=0.45,
                          mistake=0.1, rotate=0.4),
    "casual": Judgement(overlook=0.3, blitz_first=0.5, free_blitz=0.6, bury=0.2,
                        mistake=0.05, rotate=0.7),
    "skilled": Judgement(overlook=0.15, mistake=0.03, depth=1, budget=20),
    "expert": Judgement(overlook=0.08, mistake=0.02, depth=2, budget=40),
    "master": Judgement(overlook=0.0, mistake=0.0, depth=3, budget=60,
                        contested_first=True),
}


__all__ = ["DEFAULT_LEVEL", "JUDGEMENTS", "LEVELS", "LEVEL_NAMES", "TIMINGS", "check_level",
           "judgement_for", "nominal_actions_per_minute", "policy_for", "timing_for"]


def check_level(level: str) -> str:
    if level not in TIMINGS:
        raise ValueError(f"no such level: {level!r} (one of {', '.join(LEVELS)})")
    return level


def timing_for(level: str) -> Timing:
    return TIMINGS[check_level(level)]


def judgement_for(level: str) -> Judgement:
    return JUDGEMENTS[check_level(level)]


def policy_for(level: str) -> LevelPolicy:
    """A fresh policy for one bot seat (it keeps a little memory of its own)."""
    return LevelPolicy(judgement_for(level))


def nominal_actions_per_minute(level: str) -> float:
    """Roughly how many moves a bot of ``level`` makes per minute at pace scale 1."""
    return 60.0 / timing_for(level).mean_action()
