"""The bots rest for a frame after a heavy one.

A move that changes much of the table (a deal, a round's end) makes a few heavy frames in a
row: the places the window shows anew are painted, many cards fly, what they covered is put
back. The bots' turn (their thinking, at most its share of a frame) adds to each of them. So
a frame whose update and drawing took more than ``REST_AFTER_SECONDS`` of the frame thread's
CPU is followed by one in which the bots do not act; they act again in the next whatever it
cost, so at worst they act every other frame (thirty times a second) and no move waits
longer than a frame more. The cost is read on the app's frame clock (``Services.frame_clock``:
the frame thread's CPU time; under virtual time a clock that never moves, so a test's bots
act every frame unless it gives the table a clock of its own).
"""

from __future__ import annotations

from collections.abc import Callable

REST_AFTER_SECONDS = 0.005
"""A frame that took more than this (update and drawing) is followed by one the bots rest in."""


class BotRest:
    """Whether the bots act this frame, from what the last frame cost."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.cost = 0.0
        """What the last frame drawn took, update and drawing (0 once it was read)."""
        self.rested = False
        """The bots rested in the last frame."""
        self.rests = 0
        """Frames the bots rested in (a test or a benchmark reads it)."""
        self._started: float | None = None

    def rest(self) -> bool:
        """A frame starts (its update): whether the bots rest in it."""
        rest = self.cost > REST_AFTER_SECONDS and not self.rested
        self.rested = rest
        self.rests += rest
        self.cost = 0.0
        self._started = self.clock()
        return rest

    def drawn(self) -> None:
        """The frame that started with the last ``rest`` has been drawn."""
        if self._started is not None:
            self.cost = self.clock() - self._started
            self._started = None


__all__ = ["REST_AFTER_SECONDS", "BotRest"]
