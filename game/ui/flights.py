"""Cards in flight: where a card travelling between two piles is, and how it looks, at each
moment of its way.

A ``Flight`` is one card travelling between two rects on an eased arc (optionally turning over
on the way). ``Flights`` keeps the flights of a table: while a flight is in the air the
pile it lands on is drawn without that card (``hidden()``), so the table never shows a card
twice; when it lands the pile shows it again. Both are generic over the game's card type, and
draw from any ``FlightImages`` (a card's image at a size, and its shadow at a strength);
``FlightLayer`` is the one for cards that are ids.

A flight's look (``FlightLook``: its size, the width it is drawn at while it turns over, which
side is up, how dark its shadow is) takes only a few steps on the way, so every picture a
flight shows can be made before it takes off (``flight_looks``), and a frame only blits them.
A frame works out how it draws each card in flight first (``Flights.sprites``: where, which
picture, its opaque core), so it can leave the places their cores will cover. A picture not
made yet is not made in the frame (scaling a large card takes longer than a frame may): the
card is drawn with the pictures it had last frame (or its take-off look's) while the image
thread makes the wanted ones first (``flight_pictures``); its size lags a frame or two, never
its place on the arc, and it lands where the table then draws it.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Generic, TypeVar

import pygame

from game.ui.card_protocols import FlightImages, OpaqueCore
from game.ui.flight_sprite import FlightSprite
from game.ui.tween import arc_point, clamp01, ease_in_out_cubic, ease_out_cubic, lerp

CardT = TypeVar("CardT")
Box = tuple[float, float, float, float]
"""A rect as x, y, width, height in floats (where a flight starts and ends)."""
SIZE_STEPS = 8
"""A card changing size (or turning over) on its way takes at most this many sizes between its
two ends (each scaled once and kept), not a new one every frame."""
SHADE_STEPS = 8
"""The shadow under a card in flight darkens as it lifts and fades as it lands in this many
steps (each a shadow image of its own, made ahead), not a new strength every frame."""


def box(rect: pygame.Rect) -> Box:
    return (float(rect.x), float(rect.y), float(rect.width), float(rect.height))


@dataclass(eq=False)
class Flight(Generic[CardT]):
    """One card travelling from ``src`` to ``dst`` (rects as x, y, w, h); ``deck`` names the
    design of its back."""

    card: CardT | None
    deck: str
    src: Box
    dst: Box
    t0: float
    duration: float
    delay: float = 0.0
    hide: str | None = None
    """The pile that shows this card only once it has landed."""
    face_down: bool = False
    turn: bool = False
    """Turns from its back to its face on the way (a Wood flip)."""
    lift: float = 0.0
    on_land: Callable[[], None] | None = None
    landed: bool = field(default=False)
    shown: Shown | None = field(default=None, repr=False)
    """The pictures the latest frame drew it with (``flight_pictures``)."""

    @property
    def finish(self) -> float:
        return self.t0 + self.delay + self.duration

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return clamp01((now - self.t0 - self.delay) / self.duration)

    def eased(self, k: float) -> float:
        """How far along its way the card is at progress ``k`` (a lifted card eases in and
        out, a thrown one only out)."""
        return ease_in_out_cubic(k) if self.lift else ease_out_cubic(k)

    def rect_at(self, now: float) -> Box:
        k = self.eased(self.progress(now))
        x, y = arc_point(self.src[:2], self.dst[:2], k, self.lift)
        return (x, y, lerp(self.src[2], self.dst[2], k), lerp(self.src[3], self.dst[3], k))


class Flights(Generic[CardT]):
    """The cards in flight over a table."""

    def __init__(self) -> None:
        self.flights: list[Flight[CardT]] = []

    def add(self, flight: Flight[CardT]) -> Flight[CardT]:
        self.flights.append(flight)
        return flight

    def __len__(self) -> int:
        return len(self.flights)

    def busy(self) -> bool:
        return bool(self.flights)

    def hidden(self) -> Counter[str]:
        """Cards not yet landed, per pile key."""
        counts: Counter[str] = Counter()
        for flight in self.flights:
            if flight.hide is not None:
                counts[flight.hide] += 1
        return counts

    def cards_bound_for(self, key: str) -> set[CardT]:
        """The face-known cards not yet landed on ``key`` (a hand that draws them one by one)."""
        return {f.card for f in self.flights if f.card is not None and f.hide == key}

    def _land(self, flight: Flight[CardT]) -> None:
        if not flight.landed:
            flight.landed = True
            if flight.on_land is not None:
                flight.on_land()

    def update(self, now: float) -> list[Flight[CardT]]:
        """Land every flight whose time is up; return them."""
        done = [f for f in self.flights if now >= f.finish]
        if done:
            self.flights = [f for f in self.flights if now < f.finish]
            for flight in done:
                self._land(flight)
        return done

    def land(self, key: str) -> None:
        """Land at once every flight bound for ``key`` (the pile is about to change)."""
        keep = []
        for flight in self.flights:
            if flight.hide == key:
                self._land(flight)
            else:
                keep.append(flight)
        self.flights = keep

    def land_all(self) -> None:
        for flight in self.flights:
            self._land(flight)
        self.flights = []

    def draw(self, surface: pygame.Surface, images: FlightImages[CardT],
             now: float) -> list[pygame.Rect]:
        """Every card in flight (``sprites``), drawn; where each was drawn."""
        return [sprite.draw(surface) for sprite in self.sprites(images, now)]

    def sprites(self, images: FlightImages[CardT], now: float) -> list[FlightSprite]:
        """Every card in flight as ``now``'s frame draws it, in the order it draws them (the
        ones still waiting to take off first, the latest on top). Of the cards waiting on one
        spot (a deal leaving the deck one by one) only the top one is drawn: the others lie
        whole under it, and at a big window each costs a blit of its size."""
        order = sorted(self.flights, key=lambda f: (f.progress(now) > 0, f.t0))
        top: dict[tuple[int, int, int, int], Flight[CardT]] = {}
        for flight in order:
            if flight.progress(now) <= 0:
                top[waiting_spot(flight, now)] = flight
        return [flight_sprite(images, flight, now) for flight in order
                if flight.progress(now) > 0 or top[waiting_spot(flight, now)] is flight]


class FlightLayer(Flights[str]):
    """The flights of a table whose cards are ids, drawn from ``CardImages``."""


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


@dataclass(frozen=True)
class Shown:
    """The pictures a frame at ``now`` drew a card in flight with: a ``look`` of its way (not
    always the one it has at ``now``: one made), its picture, opaque core and shadow."""

    now: float
    look: FlightLook
    image: pygame.Surface
    core: OpaqueCore | None
    shadow: pygame.Surface | None


FlightShape = tuple[tuple[float, float], tuple[float, float], bool, bool, bool]
"""What a flight's looks depend on: its two ends' sizes, whether it turns over, whether it
flies face down, whether it is lifted (eased in and out)."""


def shape_of(flight: Flight[CardT]) -> FlightShape:
    return ((flight.src[2], flight.src[3]), (flight.dst[2], flight.dst[3]), flight.turn,
            flight.face_down, bool(flight.lift))


def look_at(flight: Flight[CardT], now: float) -> FlightLook:
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


def flight_looks(flight: Flight[CardT]) -> list[FlightLook]:
    """Every look ``flight`` may take on its way, in the order it takes them."""
    return [look for _, look in _looks(shape_of(flight))]


ShadowNeed = tuple[float, tuple[int, int], int, int]
"""A shadow a flight shows: the progress it is first shown at, its card's size, its spread and
its strength."""
ImageNeed = tuple[float, bool, tuple[int, int], int]
"""A card picture a flight shows: the progress it is first shown at, face up, the picture's
size and the card's whole width."""


def flight_needs(flight: Flight[CardT]) -> tuple[list[ShadowNeed], list[ImageNeed]]:
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


def waiting_spot(flight: Flight[CardT], now: float) -> tuple[int, int, int, int]:
    """Where a card that has not taken off yet is drawn (on no shadow): x, y, width, height."""
    width, height = look_at(flight, now).image_size
    return (round(flight.src[0]), round(flight.src[1]), width, height)


def flight_sprite(images: FlightImages[CardT], flight: Flight[CardT],
                  now: float) -> FlightSprite:
    """``flight`` as ``now``'s frame draws it: its picture (and the picture's opaque core, when
    made) and its shadow while it is in the air (``flight_pictures``)."""
    x, y, _, _ = flight.rect_at(now)
    shown = flight.shown
    if shown is None or shown.now != now:  # (a frame asking twice gets the same pictures)
        shown = flight.shown = flight_pictures(images, flight, now, shown)
    look = shown.look
    (w, h), width = look.size, look.width
    shadow_at = (0, 0)
    if shown.shadow is not None:
        spread = look.spread
        shadow_at = (round(x - spread + h * 0.04), round(y - spread + h * 0.06))
    return FlightSprite(shown.image, (round(x + (w - width) / 2), round(y)), shown.core,
                        shown.shadow, shadow_at)


def flight_pictures(images: FlightImages[CardT], flight: Flight[CardT], now: float,
                    last: Shown | None) -> Shown:
    """The pictures ``flight`` is drawn with at ``now``: its look's when they are made; else
    (the image thread is asked for them first) the ones it was drawn with ``last``, or its
    take-off look's (which the table showed), or its landing look's. A frame scales a picture
    of a card in flight only when none of these is made."""
    wanted = look_at(flight, now)
    made = _made(images, flight, wanted, now, ask=True)
    if made is not None:
        return made
    if last is not None:
        core = last.core
        if core is None:
            card = flight.card if last.look.face_up else None
            core = images.opaque_core(card, flight.deck, last.look.image_size,
                                      last.look.size[0], last.image)
        return Shown(now, last.look, last.image, core, last.shadow)
    shape = shape_of(flight)
    for end in (0.0, 1.0):
        made = _made(images, flight, _look(shape, end), now, ask=False)
        if made is not None:
            return made
    made = _made(images, flight, wanted, now, ask=None)
    assert made is not None  # (made here)
    return made


def _made(images: FlightImages[CardT], flight: Flight[CardT], look: FlightLook, now: float,
          ask: bool | None) -> Shown | None:
    """``look``'s pictures if made (``ask``: the missing ones are asked for; None: made now,
    here); None if one is not."""
    card = flight.card if look.face_up else None
    w = look.size[0]
    shadow = None
    if look.shade is not None:
        spread, alpha = look.spread, look.shadow_alpha
        shadow = (images.flight_shadow(look.size, spread, alpha) if ask is None
                  else images.made_shadow(look.size, spread, alpha, ask))
    image = (images.card_image(card, flight.deck, look.image_size, w) if ask is None
             else images.made_image(card, flight.deck, look.image_size, w, ask))
    if image is None or (look.shade is not None and shadow is None):
        return None
    core = images.opaque_core(card, flight.deck, look.image_size, w, image)
    return Shown(now, look, image, core, shadow)


__all__ = ["SHADE_STEPS", "SIZE_STEPS", "Box", "Flight", "FlightLayer", "FlightLook", "Flights",
           "Shown", "box", "flight_looks", "flight_needs", "flight_pictures", "flight_sprite",
           "look_at"]
