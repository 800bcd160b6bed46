"""Cards in flight: where a card travelling between two piles is, and how it looks, at each
moment of its way.

A ``Flight`` is one card travelling between two rects on an eased arc (optionally turning over
on the way). ``Flights`` keeps the flights of a table: while a flight is in the air the
pile it lands on is drawn without that card (``hidden()``), so the table never shows a card
twice; when it lands the pile shows it again. Both are generic over the game's card type, and
draw from any ``FlightImages`` (a card's image at a size, and its shadow at a strength);
``FlightLayer`` is the one for cards that are ids.

A flight's look (``flight_looks``: its size, the width it is drawn at while it turns over,
which side is up, how dark its shadow is) takes only a few steps on the way, so every picture a
flight shows can be made before it takes off, and a frame only blits them.
A frame works out how it draws each card in flight first (``Flights.sprites``: where, which
picture, its opaque core), so it can leave the places their cores will cover. A picture not
made yet is not made in the frame (scaling a large card takes longer than a frame may): the
card is drawn with the pictures it had last frame (or its take-off look's) while the image
thread makes the wanted ones first (``flight_pictures``); its size lags a frame or two, never
its place on the arc, and it lands where the table then draws it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

import pygame

from game.ui.card_protocols import FlightImages, OpaqueCore
from game.ui.flight_looks import SHADE_STEPS as SHADE_STEPS
from game.ui.flight_looks import SIZE_STEPS as SIZE_STEPS
from game.ui.flight_looks import FlightLook as FlightLook
from game.ui.flight_looks import flight_looks as flight_looks
from game.ui.flight_looks import flight_needs as flight_needs
from game.ui.flight_looks import landing_look, shape_of, take_off_look
from game.ui.flight_looks import look_at as look_at
from game.ui.flight_sprite import FlightSprite, covered
from game.ui.tween import arc_point, clamp01, ease_in_out_cubic, ease_out_cubic, lerp

CardT = TypeVar("CardT")
Box = tuple[float, float, float, float]
"""A rect as x, y, width, height in floats (where a flight starts and ends)."""


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
        whole under it, and at a big window each costs a blit of its size. Each knows where
        the ones drawn after it copy their cores over it (``covered``)."""
        waiting: list[tuple[Flight[CardT], tuple[int, int, int, int]]] = []
        flying: list[Flight[CardT]] = []
        for flight in sorted(self.flights, key=lambda f: f.t0):
            if flight.progress(now) > 0:
                flying.append(flight)
            else:
                waiting.append((flight, waiting_spot(flight)))
        top = {spot: flight for flight, spot in waiting}
        return covered([flight_sprite(images, flight, now) for flight in
                        [flight for flight, spot in waiting if top[spot] is flight] + flying])


class FlightLayer(Flights[str]):
    """The flights of a table whose cards are ids, drawn from ``CardImages``."""


@dataclass(frozen=True, slots=True)
class Shown:
    """The pictures a frame at ``now`` drew a card in flight with: a ``look`` of its way (not
    always the one it has at ``now``: one made), its picture, opaque core and shadow."""

    now: float
    look: FlightLook
    image: pygame.Surface
    core: OpaqueCore | None
    shadow: pygame.Surface | None


def waiting_spot(flight: Flight[CardT]) -> tuple[int, int, int, int]:
    """Where a card that has not taken off yet is drawn (on no shadow): x, y, width, height."""
    width, height = take_off_look(shape_of(flight)).image_size
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
    of a card in flight only when none of these is made. While its look stays the one ``last``
    drew, core and all, those very pictures (not looked up again)."""
    wanted = look_at(flight, now)
    if last is not None and last.look == wanted and last.core is not None:
        return Shown(now, wanted, last.image, last.core, last.shadow)  # (all made: the same)
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
    for end in (take_off_look(shape), landing_look(shape)):
        made = _made(images, flight, end, now, ask=False)
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


__all__ = ["Box", "Flight", "FlightLayer", "Flights",
           "Shown", "box", "flight_looks", "flight_needs", "flight_pictures", "flight_sprite",
           "look_at"]
