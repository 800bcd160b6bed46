"""Making the Dutch bot seats of one round: one ``DutchAgent`` per seat with a level.

Each seat's generator is ``random.Random(f"dutch-bot:{seed}:{seat}:{round}")``, so a match
plays the same from its seed in the app and the simulator. ``greedy`` is the scripted baseline.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.bots.turn import THINK_TIMINGS, ThinkTiming
from game.core.definition import BotAgent
from game.dutch.bots.agent import DutchAgent
from game.dutch.bots.levels import LEVEL_PARAMS

GREEDY_TIMING = ThinkTiming(base=0.9, close=0.3)


def make_bots(match: Any, table: Any, levels: Sequence[str | None], *, pace_scale: float = 1.0,
              timing: str | None = None) -> list[BotAgent]:
    """One agent per seat whose level is not None; ``ValueError`` for an unknown level.

    ``timing`` (a level name) gives every seat that level's think times and snap reactions
    while each keeps its own judgement and memory.
    """
    timings = {**THINK_TIMINGS, "greedy": GREEDY_TIMING}
    for name in (timing, *levels):
        if name is not None and name not in LEVEL_PARAMS:
            raise ValueError(f"no Dutch bot level {name!r} (levels: {', '.join(LEVEL_PARAMS)})")
    agents: list[BotAgent] = []
    for seat, level in enumerate(levels):
        if level is None:
            continue
        params = LEVEL_PARAMS[level]
        if timing is not None:
            pace = LEVEL_PARAMS[timing]
            params = replace(params, snap_median=pace.snap_median, snap_spread=pace.snap_spread)
        rng = random.Random(f"dutch-bot:{match.seed}:{seat}:{table.hand}")
        agents.append(DutchAgent(seat, table, params, rng, timings[timing or level],
                                 pace_scale=pace_scale))
    return agents
