"""Making the Dutch bot seats of one round: one ``DutchAgent`` per seat with a level.

Each seat's generator is ``random.Random(f"dutch-bot:{seed}:{seat}:{round}")``, so a match
plays the same from its seed in the app and the simulator. ``greedy`` is the scripted baseline.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.bots.turn import THINK_TIMINGS, ThinkTiming
from game.core.definition import BotAgent
from game.dutch.bots.agent import DutchAgent
from game.dutch.bots.levels import LEVEL_PARAMS

GREEDY_TIMING = ThinkTiming(base=0.9, close=0.3)


def make_bots(match: Any, table: Any, levels: Sequence[str | None], *, pace_scale: float = 1.0,
              timing: dict[str, ThinkTiming] | None = None) -> list[BotAgent]:
    """One agent per seat whose level is not None; ``ValueError`` for an unknown level."""
    timings = {**THINK_TIMINGS, "greedy": GREEDY_TIMING, **(timing or {})}
    agents: list[BotAgent] = []
    for seat, level in enumerate(levels):
        if level is None:
            continue
        if level not in LEVEL_PARAMS:
            raise ValueError(f"no Dutch bot level {level!r} (levels: {', '.join(LEVEL_PARAMS)})")
        rng = random.Random(f"dutch-bot:{match.seed}:{seat}:{table.hand}")
        agents.append(DutchAgent(seat, table, LEVEL_PARAMS[level], rng, timings[level],
                                 pace_scale=pace_scale))
    return agents
