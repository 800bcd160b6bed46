"""Pictures for the Blitz (31) table: standard cards at any size, token discs, text, and cards in
flight.

``CardImages`` draws from the shared standard deck art (``DeckArt("standard")``, or its
four-colour variant): layout sizes come straight from the art's cache, any other size (a card in
flight changing size) is scaled and kept in a small cache, so no SVG is rendered during play. A
``Flight`` is one card travelling between two rects on an eased arc; while it is in the air the
place it lands on does not show it yet (``FlightLayer.hidden``).
"""

from __future__ import annotations

import math
from collections import Counter, OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui.card_faces import DeckArt
from game.ui.sprites import soft_rect
from game.ui.tween import arc_point, clamp01, ease_in_out_cubic, ease_out_cubic, lerp

FontGetter = Callable[[int, bool], pygame.font.Font]
Box = tuple[float, float, float, float]


class CardImages:
    """Faces, backs and token discs of the standard deck, cached by size."""

    def __init__(self, four_colour: bool = False) -> None:
        self.four_colour = four_colour
        self.art = DeckArt("standard", variant="four_colour" if four_colour else None)
        self._scaled: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self._fx: dict[tuple[object, ...], pygame.Surface] = {}
        self.widths: list[int] = []
        """The widths rendered from the art; other sizes are scaled from the nearest larger."""

    def _base_width(self, width: int) -> int:
        if width in self.widths or not self.widths:
            return width
        larger = [w for w in self.widths if w >= width]
        return larger[0] if larger else self.widths[-1]

    def set_four_colour(self, on: bool) -> None:
        if on != self.four_colour:
            self.four_colour = on
            self.art = DeckArt("standard", variant="four_colour" if on else None)
            self._scaled.clear()

    def card(self, card: str | None, size: tuple[int, int]) -> pygame.Surface:
        """The face of ``card`` (the deck's back when None) at ``size``."""
        width, height = max(2, size[0]), max(2, size[1])
        base = self._base_width(width)
        surf = self.art.back(base) if card is None else self.art.face(card, base)
        if surf.get_size() == (width, height):
            return surf
        key = (card, width, height)
        cached = self._scaled.get(key)
        if cached is None:
            cached = pygame.transform.smoothscale(surf, (width, height))
            self._scaled[key] = cached
            if len(self._scaled) > 200:
                self._scaled.popitem(last=False)
        return cached

    def token(self, width: int) -> pygame.Surface:
        """A painted wooden token, ``width`` pixels across."""
        return self.art.extra("token", max(4, width))

    def glow(self, size: tuple[int, int], colour: tuple[int, int, int],
             spread: int) -> pygame.Surface:
        key = ("glow", size, colour, spread)
        surf = self._fx.get(key)
        if surf is None:
            surf = soft_rect(size, colour, spread, 160)
            self._fx[key] = surf
        return surf

    def shadow(self, size: tuple[int, int], spread: int) -> pygame.Surface:
        size = (max(8, size[0] // 8 * 8), max(8, size[1] // 8 * 8))  # a few sizes, cached
        spread = max(2, spread // 2 * 2)
        key = ("shadow", size, spread)
        surf = self._fx.get(key)
        if surf is None:
            surf = soft_rect(size, (0, 0, 0), spread, 90)
            self._fx[key] = surf
        return surf

    def preload(self, widths: set[int]) -> None:
        """Render every face and the back at each width now (before play, not during it)."""
        self.widths = sorted(set(self.widths) | widths)
        for width in widths:
            self.art.preload(width)


class TextCache:
    """Rendered text surfaces by (text, size, bold, colour), least recently used dropped."""

    def __init__(self, font: FontGetter, limit: int = 300) -> None:
        self.font = font
        self.limit = limit
        self._items: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def __call__(self, text: str, size: int, colour: tuple[int, int, int],
                 bold: bool = False) -> pygame.Surface:
        key = (text, size, bold, colour)
        surf = self._items.get(key)
        if surf is None:
            surf = self.font(max(8, size), bold).render(text, True, colour)
            self._items[key] = surf
            if len(self._items) > self.limit:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(key)
        return surf


def box(rect: pygame.Rect) -> Box:
    return (float(rect.x), float(rect.y), float(rect.width), float(rect.height))


@dataclass(eq=False)
class Flight:
    """One card travelling from ``src`` to ``dst``; ``card`` None flies face down."""

    card: str | None
    src: Box
    dst: Box
    t0: float
    duration: float
    delay: float = 0.0
    hide: str | None = None
    """The place that shows this card only once it has landed (``"discard"``, ``"hand:2"``)."""
    turn: bool = False
    """Turns from its back to its face on the way."""
    lift: float = 0.0
    on_land: Callable[[], None] | None = None
    landed: bool = field(default=False)

    @property
    def finish(self) -> float:
        return self.t0 + self.delay + self.duration

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return clamp01((now - self.t0 - self.delay) / self.duration)

    def rect_at(self, now: float) -> Box:
        k = self.progress(now)
        k = ease_in_out_cubic(k) if self.lift else ease_out_cubic(k)
        x, y = arc_point(self.src[:2], self.dst[:2], k, self.lift)
        return (x, y, lerp(self.src[2], self.dst[2], k), lerp(self.src[3], self.dst[3], k))


class FlightLayer:
    """The cards in flight over the table."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []

    def __len__(self) -> int:
        return len(self.flights)

    def add(self, flight: Flight) -> Flight:
        self.flights.append(flight)
        return flight

    def busy(self) -> bool:
        return bool(self.flights)

    def hidden(self) -> Counter[str]:
        counts: Counter[str] = Counter()
        for flight in self.flights:
            if flight.hide is not None:
                counts[flight.hide] += 1
        return counts

    def hidden_cards(self) -> set[str]:
        return {f.card for f in self.flights if f.card is not None and f.hide == "hand:0"}

    def _land(self, flight: Flight) -> None:
        if not flight.landed:
            flight.landed = True
            if flight.on_land is not None:
                flight.on_land()

    def update(self, now: float) -> None:
        done = [f for f in self.flights if now >= f.finish]
        if done:
            self.flights = [f for f in self.flights if now < f.finish]
            for flight in done:
                self._land(flight)

    def land(self, key: str) -> None:
        """Land at once every flight bound for ``key`` (a card is about to leave it)."""
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

    def draw(self, surface: pygame.Surface, images: CardImages, now: float) -> None:
        for flight in sorted(self.flights, key=lambda f: (f.progress(now) > 0, f.t0)):
            _draw_flight(surface, images, flight, now)


def _draw_flight(surface: pygame.Surface, images: CardImages, flight: Flight,
                 now: float) -> None:
    x, y, w, h = flight.rect_at(now)
    k = flight.progress(now)
    card = flight.card
    width = w
    if flight.turn:
        width = max(2.0, w * abs(math.cos(math.pi * k)))
        card = None if k < 0.5 else flight.card
    if 0 < k < 1:
        spread = max(3, round(h * 0.06))
        shadow = images.shadow((round(w), round(h)), spread)
        shadow.set_alpha(round(110 * math.sin(math.pi * k)) + 40)
        surface.blit(shadow, (round(x - spread + h * 0.04), round(y - spread + h * 0.06)))
    image = images.card(card, (max(2, round(width)), max(2, round(h))))
    surface.blit(image, (round(x + (w - image.get_width()) / 2), round(y)))
