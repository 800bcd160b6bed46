"""Card sprites: cached card images at any size, glows and shadows, and what cards in flight
draw.

A card is an id (``"R7"``, ``"QH"``, ``"P10"``): ``DeckImages`` is the one image cache over a
deck's art (any ``CardDeck``: Dutch Blitz's colour-and-number cards, the standard deck, the
auction deck, each with its variants -- colour-blind symbols, four-colour suits). A game whose
cards are objects gives the function that names a card's id; ``CardImages`` is the cache for
cards that are ids already.

Cards in flight are ``game.ui.flights`` (named here too, where the tables import them from):
``DeckImages`` is their ``FlightImages``, and has the image thread make every picture a flight
will show before its frames need it (``send_flight``), each with its opaque core
(``opaque_cores``: copied, not blended, in a frame).
"""
from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import Generic, TypeVar

import pygame

from game.ui.art import card_height
from game.ui.card_protocols import CardDeck as CardDeck
from game.ui.card_protocols import FlightImages as FlightImages
from game.ui.card_protocols import OpaqueCore
from game.ui.card_protocols import SlotArt as SlotArt
from game.ui.flights import SHADE_STEPS as SHADE_STEPS
from game.ui.flights import SIZE_STEPS as SIZE_STEPS
from game.ui.flights import Box as Box
from game.ui.flights import Flight as Flight
from game.ui.flights import FlightLayer as FlightLayer
from game.ui.flights import Flights as Flights
from game.ui.flights import box as box
from game.ui.flights import flight_needs
from game.ui.image_worker import WORKER
from game.ui.opaque_cores import OpaqueCores
from game.ui.scaled_images import ScaledImages
from game.ui.scaled_images import base_width as base_width
from game.ui.soft_rect import soft_rect

CardT = TypeVar("CardT")
AHEAD_PER_FRAME = 3
"""At most this many card images rendered ahead after a frame (``DeckImages.render_some``)."""
AHEAD_BUDGET = 0.004
"""...and no more once this many seconds went on them (an image takes 1-5 ms)."""
FX_KEPT = 256
"""Glows and shadows kept (by size) before the cache starts afresh."""
SHADOW_ALPHA = 90
"""The strength of a shadow's middle (its edge fades out)."""
SCALED_CARDS = 250
"""Card images at sizes of their own (a card in flight growing, turning over) kept while their
pixels add up to at most this many whole cards at the table's largest width (a narrow one is a
fraction of a card), the least recently used going first. Every image a dozen cards flying at
once show fits, so the ones made ahead for a flight are still there when it shows them; a
small window keeps a small cache, which fills early in play and then stays level."""
CORE_CARDS = 90
"""The opaque cores of the pictures cards in flight show (``opaque_cores``) kept while their
pixels add up to at most this many whole cards at the table's largest width, the least
recently used going first."""
SCALED_PIXELS = 20_000_000
"""The scaled images' bound before a table gives its widths (and the most at any size: some
250 whole cards at 3200x2000, 80 MB)."""
CORE_PIXELS = 8_000_000
"""The opaque cores' bound before a table gives its widths (and the most at any size)."""


def kept_pixels(widths: list[int], cards: int, most: int) -> int:
    """The pixels a cache of ``cards`` whole cards at the largest of ``widths`` holds (``most``
    when no width is known, and never more)."""
    if not widths:
        return most
    widest = max(widths)
    return min(most, cards * widest * card_height(widest))


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
        self._scaled = ScaledImages(SCALED_PIXELS)
        self._cores = OpaqueCores(CORE_PIXELS)
        self._fx: dict[tuple[object, ...], pygame.Surface] = {}
        self._ahead: deque[tuple[str | None, int]] = deque()
        """Images (a card id, None for the back; a width) to render a few a frame."""
        self._asked: set[tuple[object, ...]] = set()
        """The pictures a frame asked the image thread for (``_ask``) and it has not made."""
        self._due: set[tuple[object, ...]] = set()
        """The pictures of cards in flight queued ahead (``send_flights``) and not made yet."""

    def set_deck(self, deck: CardDeck) -> None:
        """Draw from ``deck`` from now on (another variant of the same cards)."""
        if deck is not self.deck:
            self.deck = deck
            self._scaled.clear()
            self._cores.clear()
            self._ahead = deque((card_id, width) for width in self.widths
                                for card_id in deck.card_ids)

    def set_widths(self, widths: list[int], ahead: bool = False) -> None:
        """The card widths the layout uses (rendered from the SVG art; ``ahead``: every face
        and back at them is made ahead, see ``add_widths``)."""
        self._scaled.clear()
        self._cores.clear()
        self._fx.clear()
        self._use_widths(set(widths))
        if ahead:
            self._ahead = deque(self._every_image(self.widths))

    def add_widths(self, widths: Iterable[int]) -> None:
        """Add ``widths`` to the rendered ones without rendering anything now: a frame renders
        the images it shows, ``render_some`` the rest a few at a time."""
        new = sorted(set(widths) - set(self.widths))
        self._use_widths(set(self.widths) | set(new))
        self._ahead.extend(self._every_image(new))

    def kept_sizes(self) -> tuple[int, int]:
        """The bound of the scaled images' cache, and the pixels it keeps now."""
        return self._scaled.pixels, self._scaled.kept_pixels

    def _use_widths(self, widths: set[int]) -> None:
        """Render from ``widths`` from now on, the scaled images and opaque cores bounded by
        whole cards at the largest of them."""
        self.widths = sorted(widths)
        self._scaled.pixels = kept_pixels(self.widths, SCALED_CARDS, SCALED_PIXELS)
        self._cores.pixels = kept_pixels(self.widths, CORE_CARDS, CORE_PIXELS)

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
        """Have the image thread make every picture ``flight`` will show (``flight_needs``:
        its card at each size and turned width, back and face, with its opaque core, and its
        shadow at each size and strength) that is not made yet, each before the moment it is
        first shown, so its frames only blit them."""
        self.send_flights([flight])

    def send_flights(self, flights: Iterable[Flight[CardT]], cores: bool = True) -> None:
        """``send_flight`` for each of ``flights``, handed to the image thread at once (a deal
        of many cards wakes it once); not ``cores``: only the pictures of sizes of their own,
        no opaque cores (a table's first frame: the image thread renders no picture of the
        table's sizes before the next)."""
        jobs: list[tuple[float, Callable[[], object]]] = []

        def queue(due: float, key: tuple[object, ...], job: Callable[[], object]) -> None:
            if key not in self._due:  # (queued once while not made: the queue stays bounded)
                self._due.add(key)
                jobs.append((due, partial(_run_asked, self._due, key, job)))

        for flight in flights:
            shadows, images = flight_needs(flight)
            for due, size, spread, alpha in shadows:
                if (key := _flight_shadow_key(size, spread, alpha)) not in self._fx:
                    queue(due, key, partial(self.flight_shadow, size, spread, alpha))
            for due, face_up, image_size, full_width in images:
                image = (flight.card if face_up else None, image_size, flight.deck, full_width)
                key, base = self._key(*image)
                if (cores and key not in self._cores) \
                        or (image_size[0] != base and key not in self._scaled):
                    queue(due, (cores, *key), partial(self._make_ahead, *image))
        WORKER.add_due(jobs)

    def _make_ahead(self, card: CardT | None, size: tuple[int, int], back: str,
                    full_width: int) -> None:
        """The picture ``card_image`` shows (scaled from a copy of its rendered image, when
        of a size of its own: scaling locks the image it reads, which a frame may be blitting
        at the same moment), and its opaque core (for its outline: every face, or every back
        of a design, at one size)."""
        surf, key = self._source(card, size, back, full_width)
        picture = surf if surf.get_size() == size else self._scaled.made(key)
        if picture is None:
            picture = self._scaled.get(key, surf.copy(), size)
        self._cores.make(key, _outline(key), picture)

    def _key(self, card: CardT | None, size: tuple[int, int], back: str | None,
             full_width: int) -> tuple[tuple[object, ...], int]:
        """A card of ``size``'s key among the scaled images, and the rendered width it is
        scaled from (the one for its ``full_width``: a card turned side-on keeps its
        sharpness)."""
        base = base_width(self.widths, full_width)
        if card is None:
            return (None, back, *size, base), base
        return (self.card_id(card), "", *size, base), base

    def _source(self, card: CardT | None, size: tuple[int, int], back: str | None,
                full_width: int) -> tuple[pygame.Surface, tuple[object, ...]]:
        """The rendered image a card of ``size`` is scaled from, and its key (``_key``)."""
        key, base = self._key(card, size, back, full_width)
        if card is None:
            return self.deck.back(base, back), key
        return self.deck.face(self.card_id(card), base), key

    def preload(self, widths: Iterable[int]) -> None:
        """Add ``widths`` to the rendered ones and render every face and back at them now."""
        widths = set(widths)
        self._use_widths(set(self.widths) | widths)
        for width in widths:
            for card_id in self.deck.card_ids:
                self.deck.face(card_id, width)
            self.deck.back(width)

    def card(self, card: CardT | None, size: tuple[int, int],
             back: str | None = None) -> pygame.Surface:
        """The face of ``card`` at ``size`` (its back, in design ``back``, when None)."""
        width, height = max(2, size[0]), max(2, size[1])
        surf, key = self._source(card, (width, height), back, width)
        return self._scaled.get(key, surf, (width, height))

    def card_image(self, card: CardT | None, deck: str, size: tuple[int, int],
                   full_width: int) -> pygame.Surface:
        """``card`` as a card in flight shows it (``FlightImages``)."""
        surf, key = self._source(card, size, deck, full_width)
        return self._scaled.get(key, surf, size)

    def made_image(self, card: CardT | None, deck: str, size: tuple[int, int],
                   full_width: int, ask: bool = True) -> pygame.Surface | None:
        """``card_image`` if made, else None, and (``ask``) made next (``FlightImages``)."""
        key, base = self._key(card, size, deck, full_width)
        if size[0] == base:
            surf, _ = self._source(card, size, deck, full_width)
            if surf.get_size() == size:
                return surf
        made = self._scaled.made(key)
        if made is None and ask:
            self._ask(key, partial(self._make_ahead, card, size, deck, full_width))
        return made

    def opaque_core(self, card: CardT | None, deck: str, size: tuple[int, int],
                    full_width: int, image: pygame.Surface) -> OpaqueCore | None:
        """The opaque core of ``image`` (``FlightImages``), if made ahead from it (if not
        known, the image thread makes it next: a flight a controller adds itself has one)."""
        key, _ = self._key(card, size, deck, full_width)
        core = self._cores.get(key, image)
        if core is None and not self._cores.made_for(key, image):
            self._ask(("core", *key), partial(self._cores.make, key, _outline(key), image))
        return core

    def _ask(self, key: tuple[object, ...], job: Callable[[], object]) -> None:
        """Have the image thread run ``job`` before any other (a frame waits for what it
        makes), unless it was asked for under ``key`` and has not run yet."""
        if key not in self._asked:
            self._asked.add(key)
            WORKER.add_now([partial(_run_asked, self._asked, key, job)])

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
        """The shadow under a lifted card of ``size`` (a dragged one), reaching ``spread``
        beyond it."""
        grid = self.shadow_grid
        if grid > 1:  # a few sizes, cached
            size = (max(grid, size[0] // grid * grid), max(grid, size[1] // grid * grid))
            spread = max(2, spread // 2 * 2)
        key = ("shadow", size, spread)
        surf = self._fx.get(key)
        if surf is None:
            surf = soft_rect(size, (0, 0, 0), spread, SHADOW_ALPHA)
            self._keep_fx(key, surf)
        return surf

    def flight_shadow(self, size: tuple[int, int], spread: int, alpha: int) -> pygame.Surface:
        """The shadow under a card of ``size`` in flight at strength ``alpha``, baked in (a
        shadow blitted with an alpha of its own costs twice as much): a copy of ``shadow``."""
        key = _flight_shadow_key(size, spread, alpha)
        surf = self._fx.get(key)
        if surf is None:
            surf = self.shadow(size, spread).copy()
            surf.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            self._keep_fx(key, surf)
        return surf

    def made_shadow(self, size: tuple[int, int], spread: int, alpha: int,
                    ask: bool = True) -> pygame.Surface | None:
        """``flight_shadow`` if made, else None, and (``ask``) made next (``FlightImages``)."""
        key = _flight_shadow_key(size, spread, alpha)
        made = self._fx.get(key)
        if made is None and ask:
            self._ask(key, partial(self.flight_shadow, size, spread, alpha))
        return made


def _run_asked(asked: set[tuple[object, ...]], key: tuple[object, ...],
               job: Callable[[], object]) -> None:
    """Run ``job``, asked for under ``key``: the next frame may ask again if it failed."""
    try:
        job()
    finally:
        asked.discard(key)


def _outline(key: tuple[object, ...]) -> tuple[object, ...]:
    """The card outline of the picture under ``key``: every face (or every back of one
    design) of one size has the same rounded corners."""
    return (key[0] is None, *key[1:])


def _flight_shadow_key(size: tuple[int, int], spread: int, alpha: int) -> tuple[object, ...]:
    return ("flight shadow", size, spread, alpha)


def same_id(card: str) -> str:
    return card


class CardImages(DeckImages[str]):
    """The image cache of a table whose cards are ids already."""

    def __init__(self, deck: CardDeck, slots: SlotArt | None = None, *, glow_alpha: int = 150,
                 shadow_grid: int = 1) -> None:
        super().__init__(deck, same_id, slots, glow_alpha=glow_alpha, shadow_grid=shadow_grid)
