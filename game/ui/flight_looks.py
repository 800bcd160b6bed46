"""How a card in flight looks at each moment of its way: its size, the width it is drawn at
while it turns over, which side is up and how dark its shadow is (``FlightLook``).

A look takes only a few steps on the way, so every picture a flight shows is known before it
takes off (``flight_looks``, and each distinct picture with the moment it is first shown:
``flight_needs``), and the image thread can make them ahead.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from game.ui.tween import ease_in_out_cubic, ease_out_cubic, lerp

if TYPE_CHECKING:
    from game.ui.flights import Flight

SIZE_STEPS = 8
"""A card changing size (or turning over) on its way takes at most this many sizes between its
two ends (each scaled once and kept), not a new one every frame."""
SHADE_STEPS = 8
"""The shadow under a card in flight darkens as it lifts and fades as it lands in this many
steps (each a shadow image of its own, made ahead), not a new strength every frame."""


@dataclass(frozen=True)
class FlightLook:
    """How a card in flight looks at one moment: its ``size`` at this step of its way (its
    shadow's size), the ``width`` it is drawn at (narrower while it turns over), whether its
    face is up, and its shadow's strength step (``shade``, 0 to ``SHADE_STEPS``; None while it
    is still on the ground or has landed)."""

    size: tuple[int, int]
    width: int
    face_up: bool
    shade: int | None

    @property
    def image_size(self) -> tuple[int, int]:
        """The size of the card's picture in this look."""
        return (self.width, self.size[1])

    @property
    def spread(self) -> int:
        """How far the shadow reaches out beyond the card."""
        return max(3, round(self.size[1] * 0.06))

    @property
    def shadow_alpha(self) -> int:
        """The shadow's strength (0-255): faint on the ground, darkest at the top of the arc."""
        return 0 if self.shade is None else round(110 * self.shade / SHADE_STEPS) + 40



FlightShape = tuple[tuple[float, float], tuple[float, float], bool, bool, bool]
"""What a flight's looks depend on: its two ends' sizes, whether it turns over, whether it
flies face down, whether it is lifted (eased in and out)."""


def shape_of(flight: Flight[Any]) -> FlightShape:
    return ((flight.src[2], flight.src[3]), (flight.dst[2], flight.dst[3]), flight.turn,
            flight.face_down, bool(flight.lift))


def look_at(flight: Flight[Any], now: float) -> FlightLook:
    """How ``flight`` looks at ``now``."""
    return _look(shape_of(flight), flight.progress(now))


def _look(shape: FlightShape, k: float) -> FlightLook:
    (src_w, src_h), (dst_w, dst_h), turn, face_down, lifted = shape
    if (src_w, src_h) == (dst_w, dst_h):
        step = 1.0
    else:
        eased = ease_in_out_cubic(k) if lifted else ease_out_cubic(k)
        step = round(eased * SIZE_STEPS) / SIZE_STEPS
    w, h = max(2, round(lerp(src_w, dst_w, step))), max(2, round(lerp(src_h, dst_h, step)))
    width, face_up = w, not face_down
    if turn:
        turned = round(abs(math.cos(math.pi * k)) * SIZE_STEPS) / SIZE_STEPS
        width, face_up = max(2, round(w * turned)), k >= 0.5
    shade = round(math.sin(math.pi * k) * SHADE_STEPS) if 0 < k < 1 else None
    return FlightLook((w, h), width, face_up, shade)


@lru_cache(maxsize=256)
def take_off_look(shape: FlightShape) -> FlightLook:
    """The look of a flight of ``shape`` on the ground, before it takes off."""
    return _look(shape, 0.0)


@lru_cache(maxsize=256)
def landing_look(shape: FlightShape) -> FlightLook:
    """The look of a flight of ``shape`` as it lands."""
    return _look(shape, 1.0)


def flight_looks(flight: Flight[Any]) -> list[FlightLook]:
    """Every look ``flight`` may take on its way, in the order it takes them."""
    return [look for _, look in _looks(shape_of(flight))]


ShadowNeed = tuple[float, tuple[int, int], int, int]
"""A shadow a flight shows: the progress it is first shown at, its card's size, its spread and
its strength."""
ImageNeed = tuple[float, bool, tuple[int, int], int]
"""A card picture a flight shows: the progress it is first shown at, face up, the picture's
size and the card's whole width."""


def flight_needs(flight: Flight[Any]) -> tuple[list[ShadowNeed], list[ImageNeed]]:
    """Each distinct shadow and card picture ``flight`` shows, with the moment it is first
    shown (what ``flight_looks`` draw, each once: a frame launching many cards asks
    only this)."""
    start, duration = flight.t0 + flight.delay, flight.duration
    shadows, images = _needs(shape_of(flight))
    return ([(start + k * duration, size, spread, alpha) for k, size, spread, alpha in shadows],
            [(start + k * duration, face_up, image_size, width)
             for k, face_up, image_size, width in images])


@lru_cache(maxsize=256)
def _needs(shape: FlightShape) -> tuple[tuple[ShadowNeed, ...], tuple[ImageNeed, ...]]:
    shadows: dict[tuple[tuple[int, int], int, int], float] = {}
    images: dict[tuple[bool, tuple[int, int], int], float] = {}
    for k, look in _looks(shape):
        if look.shade is not None:
            shadows.setdefault((look.size, look.spread, look.shadow_alpha), k)
        images.setdefault((look.face_up, look.image_size, look.size[0]), k)
    return (tuple((k, size, spread, alpha) for (size, spread, alpha), k in shadows.items()),
            tuple((k, face_up, image_size, width)
                  for (face_up, image_size, width), k in images.items()))


@lru_cache(maxsize=256)
def _looks(shape: FlightShape) -> tuple[tuple[float, FlightLook], ...]:
    """Each look, with the progress at which it shows first. Each part of a look changes in
    steps, monotonically on each half of the way: the looks between two moments where one part
    steps are all alike, so the looks at those moments and half-way between each two are all
    there are."""
    src, dst, turn, _, lifted = shape
    moments = {0.0, 0.5, 1.0}
    if src != dst:
        ease = ease_in_out_cubic if lifted else ease_out_cubic
        moments.update(_crossing(ease, (n + 0.5) / SIZE_STEPS) for n in range(SIZE_STEPS))
    for n in range(SHADE_STEPS):
        rise = math.asin((n + 0.5) / SHADE_STEPS) / math.pi
        moments.update((rise, 1 - rise))
    if turn:
        for n in range(SIZE_STEPS):
            fall = math.acos((n + 0.5) / SIZE_STEPS) / math.pi
            moments.update((fall, 1 - fall))
    ordered = sorted(moments)
    between = [(a + b) / 2 for a, b in zip(ordered, ordered[1:], strict=False)]
    first: dict[FlightLook, float] = {}
    for k in sorted(ordered + between):
        first.setdefault(_look(shape, k), k)
    return tuple((k, look) for look, k in first.items())


@lru_cache(maxsize=64)
def _crossing(ease: Callable[[float], float], value: float) -> float:
    """The progress at which the rising ``ease`` reaches ``value``."""
    low, high = 0.0, 1.0
    for _ in range(40):
        middle = (low + high) / 2
        low, high = (middle, high) if ease(middle) < value else (low, middle)
    return (low + high) / 2


__all__ = ["SHADE_STEPS", "SIZE_STEPS", "FlightLook", "FlightShape", "ImageNeed", "ShadowNeed",
           "flight_looks", "flight_needs", "landing_look", "look_at", "shape_of",
           "take_off_look"]
