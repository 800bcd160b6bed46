"""Card sprites: cached card images at any size, glows and shadows, and cards in flight.

A card is an id (``"R7"``, ``"QH"``, ``"P10"``): ``DeckImages`` is the one image cache over a
deck's art (any ``CardDeck``: Dutch Blitz's colour-and-number cards, the standard deck, the
auction deck, each with its variants -- colour-blind symbols, four-colour suits). A game whose
cards are objects gives the function that names a card's id; ``CardImages`` is the cache for
cards that are ids already.

A ``Flight`` is one card travelling between two rects on an eased arc (optionally turning over
on the way). ``Flights`` keeps the flights of a table: while a flight is in the air the
pile it lands on is drawn without that card (``hidden()``), so the table never shows a card
twice; when it lands the pile shows it again. Both are generic over the game's card type, and
draw from any ``FlightImages`` (a card's image at a size, and a shadow); ``FlightLayer`` is the
one for cards that are ids.
"""

from __future__ import annotations

import math
import time
from collections import Counter, OrderedDict, deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import partial
from typing import Generic, TypeVar

import pygame

from game.ui.card_protocols import CardDeck as CardDeck
from game.ui.card_protocols import FlightImages as FlightImages
from game.ui.card_protocols import SlotArt as SlotArt
from game.ui.image_worker import WORKER
from game.ui.scaled_images import base_width as base_width
from game.ui.scaled_images import scaled
from game.ui.soft_rect import soft_rect
from game.ui.tween import arc_point, clamp01, ease_in_out_cubic, ease_out_cubic, lerp

CardT = TypeVar("CardT")
AHEAD_PER_FRAME = 3
"""At most this many card images rendered ahead after a frame (``DeckImages.render_some``)."""
AHEAD_BUDGET = 0.004
"""...and no more once this many seconds went on them (an image takes 1-5 ms)."""
FX_KEPT = 256
"""Glows and shadows kept (by size) before the cache starts afresh."""
Box = tuple[float, float, float, float]
"""A rect as x, y, width, height in floats (where a flight starts and ends)."""


def box(rect: pygame.Rect) -> Box:
    return (float(rect.x), float(rect.y), float(rect.width), float(rect.height))


class DeckImages(Generic[CardT]):
    """Card surfaces of one deck for a table. Layout sizes come from the art's own cache
    (rendered once per size); any other size (a card in flight changing size) is scaled from
    the nearest larger layout size and kept in a small cache, so no SVG is rendered during play.

    ``card_id`` names the deck's id of a card; ``slots`` draws empty piles. ``glow_alpha`` and
    ``shadow_grid`` (shadows cached for sizes rounded down to a multiple of it) keep a table's
    own look.
    """

    def __init__(self, deck: CardDeck, card_id: Callable[[CardT], str],
                 slots: SlotArt | None = None, *, glow_alpha: int = 150,
                 shadow_grid: int = 1) -> None:
        self.deck = deck
        self.card_id = card_id
        self.slots = slots
        self.glow_alpha = glow_alpha
        self.shadow_grid = shadow_grid
        self.widths: list[int] = []
        """The widths rendered from the art; other sizes are scaled from the nearest larger."""
        self._scaled: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self._fx: dict[tuple[object, ...], pygame.Surface] = {}
        self._ahead: deque[tuple[str | None, int]] = deque()
        """Images (a card id, None for the back; a width) to render a few a frame."""

    def set_deck(self, deck: CardDeck) -> None:
        """Draw from ``deck`` from now on (another variant of the same cards)."""
        if deck is not self.deck:
            self.deck = deck
            self._scaled.clear()
            self._ahead = deque((card_id, width) for width in self.widths
                                for card_id in deck.card_ids)

    def set_widths(self, widths: list[int], ahead: bool = False) -> None:
        """The card widths the layout uses (rendered from the SVG art; ``ahead``: every face
        and back at them is made ahead, see ``add_widths``)."""
        self.widths = sorted(set(widths))
        self._scaled.clear()
        self._fx.clear()
        if ahead:
            self._ahead = deque(self._every_image(self.widths))

    def add_widths(self, widths: Iterable[int]) -> None:
        """Add ``widths`` to the rendered ones without rendering anything now: a frame renders
        the images it shows, ``render_some`` the rest a few at a time."""
        new = sorted(set(widths) - set(self.widths))
        self.widths = sorted(set(self.widths) | set(new))
        self._ahead.extend(self._every_image(new))

    def _every_image(self, widths: Iterable[int]) -> Iterator[tuple[str | None, int]]:
        for width in widths:
            yield from ((card_id, width) for card_id in self.deck.card_ids)
            yield (None, width)

    def send_ahead(self) -> int:
        """Hand every image ``add_widths`` left to the image thread (``image_worker``): a
        frame then finds them made; how many were handed over."""
        jobs: list[Callable[[], object]] = []
        while self._ahead:
            card_id, width = self._ahead.popleft()
            jobs.append(partial(self.deck.back, width) if card_id is None
                        else partial(self.deck.face, card_id, width))
        return WORKER.add(jobs)

    @property
    def ahead(self) -> int:
        """How many images ``add_widths`` left to render."""
        return len(self._ahead)

    def render_some(self, most: int = AHEAD_PER_FRAME, budget: float = AHEAD_BUDGET) -> bool:
        """Render up to ``most`` of the images left by ``add_widths`` (fewer once ``budget``
        seconds went on them; an image shown already costs nothing); True while some are left."""
        began = time.perf_counter()
        for _ in range(most):
            if not self._ahead:
                break
            card_id, width = self._ahead.popleft()
            if card_id is None:
                self.deck.back(width)
            else:
                self.deck.face(card_id, width)
            if time.perf_counter() - began > budget:
                break
        return bool(self._ahead)

    def send_flight(self, flight: Flight[CardT]) -> None:
        """Have the image thread make what ``flight`` will draw at each of its sizes (its card
        and its shadow), so its frames only blit them."""
        card = None if flight.face_down else flight.card
        jobs: list[Callable[[], object]] = []
        for size in flight_sizes(flight):
            jobs.append(partial(self.shadow, size, max(3, round(size[1] * 0.06))))
            jobs.append(partial(self._scale_ahead, card, size, flight.deck))
        WORKER.add(jobs)

    def _scale_ahead(self, card: CardT | None, size: tuple[int, int], back: str) -> None:
        """``card`` as ``card`` makes it, scaled from a copy of its image: scaling locks the
        image it reads, which a frame may be blitting at the same moment."""
        base = base_width(self.widths, size[0])
        key: tuple[object, ...]
        if card is None:
            surf, key = self.deck.back(base, back), (None, back, *size)
        else:
            card_id = self.card_id(card)
            surf, key = self.deck.face(card_id, base), (card_id, "", *size)
        if surf.get_size() != size:
            scaled(self._scaled, key, surf.copy(), size, 200)

    def preload(self, widths: Iterable[int]) -> None:
        """Add ``widths`` to the rendered ones and render every face and back at them now."""
        widths = set(widths)
        self.widths = sorted(set(self.widths) | widths)
        for width in widths:
            for card_id in self.deck.card_ids:
                self.deck.face(card_id, width)
            self.deck.back(width)

    def card(self, card: CardT | None, size: tuple[int, int],
             back: str | None = None) -> pygame.Surface:
        """The face of ``card`` at ``size`` (its back, in design ``back``, when None)."""
        width, height = max(2, size[0]), max(2, size[1])
        base = base_width(self.widths, width)
        if card is None:
            surf = self.deck.back(base, back)
            key: tuple[object, ...] = (None, back, width, height)
        else:
            card_id = self.card_id(card)
            surf = self.deck.face(card_id, base)
            key = (card_id, "", width, height)
        return scaled(self._scaled, key, surf, (width, height), 200)

    def card_image(self, card: CardT | None, deck: str, size: tuple[int, int]) -> pygame.Surface:
        """``card`` as the flight layer asks for it (``FlightImages``)."""
        return self.card(card, size, deck)

    def extra(self, name: str, width: int) -> pygame.Surface:
        """One of the deck's square extras (a token, a cost badge), ``width`` px across."""
        return self.deck.extra(name, width)

    def slot(self, width: int) -> pygame.Surface:
        if self.slots is None:
            raise ValueError("these card images draw no empty piles")
        return self.slots.slot(width)

    def glow(self, size: tuple[int, int], colour: tuple[int, int, int],
             spread: int) -> pygame.Surface:
        """A soft halo to blit behind a card of ``size`` (offset by ``-spread``)."""
        key = ("glow", size, colour, spread)
        surf = self._fx.get(key)
        if surf is None:
            surf = soft_rect(size, colour, spread, self.glow_alpha)
            self._keep_fx(key, surf)
        return surf

    def _keep_fx(self, key: tuple[object, ...], surf: pygame.Surface) -> None:
        if len(self._fx) >= FX_KEPT:  # sizes seen long ago (another window size) go
            self._fx.clear()
        self._fx[key] = surf

    def shadow(self, size: tuple[int, int], spread: int) -> pygame.Surface:
        grid = self.shadow_grid
        if grid > 1:  # a few sizes, cached
            size = (max(grid, size[0] // grid * grid), max(grid, size[1] // grid * grid))
            spread = max(2, spread // 2 * 2)
        key = ("shadow", size, spread)
        surf = self._fx.get(key)
        if surf is None:
            surf = soft_rect(size, (0, 0, 0), spread, 90)
            self._keep_fx(key, surf)
        return surf


def same_id(card: str) -> str:
    return card


class CardImages(DeckImages[str]):
    """The image cache of a table whose cards are ids already."""

    def __init__(self, deck: CardDeck, slots: SlotArt | None = None, *, glow_alpha: int = 150,
                 shadow_grid: int = 1) -> None:
        super().__init__(deck, same_id, slots, glow_alpha=glow_alpha, shadow_grid=shadow_grid)


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

    @property
    def finish(self) -> float:
        return self.t0 + self.delay + self.duration

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return clamp01((now - self.t0 - self.delay) / self.duration)

    def rect_at(self, now: float) -> Box:
        k = ease_in_out_cubic(self.progress(now)) if self.lift else ease_out_cubic(
            self.progress(now))
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
        """Every card in flight; where each was drawn."""
        return [draw_flight(surface, images, flight, now)
                for flight in sorted(self.flights, key=lambda f: (f.progress(now) > 0, f.t0))]


class FlightLayer(Flights[str]):
    """The flights of a table whose cards are ids, drawn from ``CardImages``."""


SIZE_STEPS = 8
"""A card changing size on its way takes at most this many sizes between its two ends (each
scaled once and kept), not a new one every frame."""


def flight_size(flight: Flight[CardT], now: float) -> tuple[int, int]:
    """The size a card in flight is drawn at: its ends' sizes, or one of ``SIZE_STEPS`` steps
    between them."""
    src, dst = flight.src, flight.dst
    if src[2:] == dst[2:]:
        return (max(2, round(dst[2])), max(2, round(dst[3])))
    k = flight.progress(now)
    eased = ease_in_out_cubic(k) if flight.lift else ease_out_cubic(k)
    step = round(eased * SIZE_STEPS) / SIZE_STEPS
    return (max(2, round(lerp(src[2], dst[2], step))), max(2, round(lerp(src[3], dst[3], step))))


def flight_sizes(flight: Flight[CardT]) -> list[tuple[int, int]]:
    """Every size ``flight_size`` may give ``flight`` on its way."""
    src, dst = flight.src, flight.dst
    if src[2:] == dst[2:]:
        return [(max(2, round(dst[2])), max(2, round(dst[3])))]
    steps = (n / SIZE_STEPS for n in range(SIZE_STEPS + 1))
    return list(dict.fromkeys((max(2, round(lerp(src[2], dst[2], step))),
                               max(2, round(lerp(src[3], dst[3], step)))) for step in steps))


def draw_flight(surface: pygame.Surface, images: FlightImages[CardT], flight: Flight[CardT],
                now: float) -> pygame.Rect:
    x, y, w, h = flight.rect_at(now)
    w, h = flight_size(flight, now)
    k = flight.progress(now)
    card: CardT | None = None if flight.face_down else flight.card
    width = w
    if flight.turn:
        turn = abs(math.cos(math.pi * k))
        width = max(2, round(w * round(turn * SIZE_STEPS) / SIZE_STEPS))
        card = None if k < 0.5 else flight.card
    size = (max(2, width), h)
    shade: pygame.Rect | None = None
    if 0 < k < 1:
        spread = max(3, round(h * 0.06))
        lift = math.sin(math.pi * k)
        shadow = images.shadow((w, h), spread)
        shadow.set_alpha(round(110 * lift) + 40)
        shade = surface.blit(shadow, (round(x - spread + h * 0.04), round(y - spread + h * 0.06)))
    image = images.card_image(card, flight.deck, size)
    drawn = surface.blit(image, (round(x + (w - size[0]) / 2), round(y)))
    return drawn.union(shade) if shade is not None else drawn
