"""Eased tweens: a value that travels from a start to an end over a short time.

Time is whatever the caller passes (the table scene's animation time), so tweens are pure and
testable. Values are tuples of floats (a position, a rect, a colour).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Ease = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def pulse(t: float) -> float:
    """0 -> 1 -> 0 over t in [0, 1] (a pop)."""
    return math.sin(math.pi * min(max(t, 0.0), 1.0))


def clamp01(t: float) -> float:
    return 0.0 if t < 0 else 1.0 if t > 1 else t


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass(slots=True)
class Tween:
    """From ``start`` to ``end`` between ``t0 + delay`` and that plus ``duration``."""

    start: tuple[float, ...]
    end: tuple[float, ...]
    t0: float
    duration: float
    ease: Ease = ease_out_cubic
    delay: float = 0.0

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0 if now >= self.t0 + self.delay else 0.0
        return clamp01((now - self.t0 - self.delay) / self.duration)

    def value(self, now: float) -> tuple[float, ...]:
        k = self.ease(self.progress(now))
        return tuple(lerp(a, b, k) for a, b in zip(self.start, self.end, strict=True))

    def started(self, now: float) -> bool:
        return now >= self.t0 + self.delay

    def done(self, now: float) -> bool:
        return now >= self.t0 + self.delay + self.duration

    @property
    def finish(self) -> float:
        return self.t0 + self.delay + self.duration


def motion_time(base: float, reduced: bool) -> float:
    """Animation length for a base duration: reduced motion makes it a third as long."""
    return base / 3 if reduced else base


def arc_point(a: Sequence[float], b: Sequence[float], k: float, lift: float) -> tuple[float, float]:
    """A point on a gentle arc from ``a`` to ``b`` (``lift`` pixels at the middle)."""
    x = lerp(a[0], b[0], k)
    y = lerp(a[1], b[1], k) - lift * 4 * k * (1 - k)
    return (x, y)
