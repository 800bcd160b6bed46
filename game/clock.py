"""Table clocks, injected wherever time matters: real time in the app, virtual in tests.

Both count seconds of table time from the start of a hand and can be paused; bots and
animations ask the clock, never ``time`` directly, so a simulated match runs at full speed
and replays the same from its seed.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float: ...


class VirtualClock:
    """Time that moves only when told to (the simulator and the tests)."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> float:
        if seconds < 0:
            raise ValueError("time does not run backwards")
        self._now += seconds
        return self._now

    def set(self, t: float) -> None:
        self._now = max(self._now, t)


class TableClock:
    """Real table time on a monotonic source; pausing stops it (and so stops every bot)."""

    def __init__(self, source: Callable[[], float] = time.monotonic) -> None:
        self._source = source
        self._origin = source()
        self._paused_at: float | None = None

    def now(self) -> float:
        reference = self._paused_at if self._paused_at is not None else self._source()
        return reference - self._origin

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def pause(self) -> None:
        if self._paused_at is None:
            self._paused_at = self._source()

    def resume(self) -> None:
        if self._paused_at is not None:
            self._origin += self._source() - self._paused_at
            self._paused_at = None

    def set_now(self, t: float) -> None:
        """Make the table time ``t`` now (a match rebuilt from its saved moves goes on from
        where it was left), paused or not."""
        reference = self._paused_at if self._paused_at is not None else self._source()
        self._origin = reference - t

    def restart(self) -> None:
        """Zero at the start of a new hand."""
        self._origin = self._source()
        if self._paused_at is not None:
            self._paused_at = self._origin


FRAME_CPU_CLOCK: Callable[[], float] = (time.perf_counter if sys.platform == "win32"
                                        else time.thread_time)
"""The clock the bots' thinking budget of a frame is read on in the app: the frame thread's
CPU time, except on Windows, whose thread clock moves in 15.6 ms ticks (a slice would read 0
and a think would run whole in one frame); there the wall clock, which in a busy frame is
close to it."""


class CountedClock:
    """The thinking budget's clock under virtual time (tests, tools): each reading is
    ``tick`` seconds after the last, so a frame takes the same think slices in every run
    whatever the machine's speed."""

    def __init__(self, tick: float = 0.00025) -> None:
        self.tick = tick
        self._readings = 0

    def __call__(self) -> float:
        self._readings += 1
        return self._readings * self.tick

