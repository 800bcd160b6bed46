"""The settings of each Dutch bot level: memory, snap reactions and decision thresholds.

Stronger levels forget less (a memory lasts more seconds and more table events), follow Jack
swaps, misremember less, snap faster and judge the call by sampling from their beliefs. Every
snap waits at least ``SNAP_FLOOR`` seconds after the discard, a human's quickest reaction.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

SNAP_FLOOR: Final = 0.35


@dataclass(frozen=True, slots=True)
class LevelParams:
    name: str
    life_events: float  # mean number of table events a memory survives
    life_seconds: float  # mean seconds a memory survives
    follow_jack: float  # chance of tracking where a Jack swap moved a remembered card
    misread: float  # chance of remembering a card as a neighbouring rank
    snap_median: float  # seconds from discard to snap, median
    snap_spread: float  # log-normal sigma of the reaction time
    noise: float  # chance of a careless turn decision
    keep_margin: float  # points a drawn card must beat a slot's belief by to be kept
    call_chance: float  # needed chance of being strictly lowest to call
    samples: int  # belief samples for the call (0: call on a plain estimate)
    use_jack: bool
    rival_look: bool
    greedy: bool = False
    naive_call: float = 8.0  # the estimate at or below which a level without sampling calls
    false_snap: float = 0.0  # chance of snapping a card on a mere hunch when nothing matches
    snap_miss: float = 0.0  # chance of not noticing that a discard matches a remembered card


LEVEL_PARAMS: Final[dict[str, LevelParams]] = {
    "beginner": LevelParams("beginner", 10, 25, 0.2, 0.10, 1.25, 0.30, 0.20, -0.5, 0.0, 0,
                            False, False, naive_call=12.0, false_snap=0.001, snap_miss=0.3),
    "casual": LevelParams("casual", 22, 50, 0.5, 0.06, 1.0, 0.28, 0.10, 0.0, 0.0, 0,
                          False, True, naive_call=10.0, false_snap=0.008),
    "skilled": LevelParams("skilled", 45, 100, 0.8, 0.03, 0.8, 0.25, 0.04, 0.5, 0.62, 24,
                           True, True, false_snap=0.004),
    "expert": LevelParams("expert", 110, 240, 0.95, 0.01, 0.65, 0.22, 0.01, 0.8, 0.72, 64,
                          True, True),
    "master": LevelParams("master", 400, 900, 1.0, 0.0, 0.52, 0.20, 0.0, 1.0, 0.85, 160,
                          True, True),
    "greedy": LevelParams("greedy", 1e9, 1e9, 1.0, 0.0, 0.8, 0.20, 0.0, 0.0, 0.0, 0,
                          False, False, greedy=True),
}

GREEDY_CALL_SUM: Final = 6
"""The greedy baseline calls once the cards it knows plus 5 per unknown card come to this."""
