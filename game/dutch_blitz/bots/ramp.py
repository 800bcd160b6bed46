"""A pace ramp: bots that start slowly and speed up to their chosen pace over table time.

Used for the coached first match: during its first hand the bots' ``pace_scale`` (above 1 is
slower) starts at ``start`` times the chosen scale and eases down to the chosen scale after
``seconds`` of table time; from then on (and in every later hand) it is the chosen scale. The
ramp reads only the table time it is given, so a hand replays the same from its seed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol


class Paced(Protocol):
    """Anything with a pace scale the bots read when they plan (a ``BotSeat``)."""

    pace_scale: float


@dataclass(frozen=True, slots=True)
class PaceRamp:
    """``start`` times slower at table time 0, the chosen pace from ``seconds`` on."""

    start: float = 2.5
    seconds: float = 90.0

    def __post_init__(self) -> None:
        if not self.start >= 1.0 or not self.seconds > 0.0:
            raise ValueError("a pace ramp starts at 1 or slower and lasts a positive time")

    def factor(self, t: float) -> float:
        """How much slower than the chosen pace the bots are at table time ``t`` (1 at the end).

        The factor falls geometrically, so the bots' speed (its inverse) rises evenly."""
        done = min(1.0, max(0.0, t / self.seconds))
        return float(self.start ** (1.0 - done))

    def scale(self, chosen: float, t: float) -> float:
        """The pace scale at table time ``t`` for bots whose chosen scale is ``chosen``."""
        return chosen * self.factor(t)

    def apply(self, bots: Iterable[Paced], chosen: float, t: float) -> None:
        """Set every bot's pace scale for table time ``t``."""
        scale = self.scale(chosen, t)
        for bot in bots:
            bot.pace_scale = scale


__all__ = ["PaceRamp", "Paced"]
