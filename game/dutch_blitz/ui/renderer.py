"""Draws a table: any ``TableState`` with its seats, for the live table and the replay viewer.

``TableRenderer.draw(surface, state, seats, decor)`` paints the felt, every seat's piles (you
at the bottom, bots around), the Dutch piles in the middle and the counts. What is animated or
highlighted comes in a ``TableDecor`` (cards hidden while in flight, glowing targets, lifted
cards); the renderer itself decides nothing about the rules. Everything costly -- card images,
the felt with its mats, text -- is rendered once and cached, so a frame is mostly blits.

The painting is split by what is painted: ``background`` (felt, mats, score bar),
``seat_painter`` (each seat's piles), ``centre_painter`` (the Dutch piles), parts the renderer
owns that paint with its shared caches and helpers (``painter_parts``); this module caches the
base layer by region and draws the frame. On the table host's kept layer (``paint_base``) the
seats' labels and the bots' cards held up lie too (``kept_labels``, ``kept_lifts``).
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator, Sequence
from functools import partial

import pygame
from pygame import Rect

from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.ui.background import BackgroundPainter
from game.dutch_blitz.ui.centre_painter import CentrePainter
from game.dutch_blitz.ui.kept_labels import KeptLabels
from game.dutch_blitz.ui.kept_lifts import halo_reach, held_up
from game.dutch_blitz.ui.kept_parts import KeptParts
from game.dutch_blitz.ui.kept_slices import KeptSlices, changed_places
from game.dutch_blitz.ui.layout import TableLayout, table_layout
from game.dutch_blitz.ui.painter_parts import (
    GOLD,
    SHADE,
    PainterParts,
    TableDecor,
    deck_of,
    seat_key,
)
from game.dutch_blitz.ui.pile_pictures import PilePictures
from game.dutch_blitz.ui.seat_labels import LabelMemo, frame_of, table_labels
from game.dutch_blitz.ui.seat_painter import SeatPainter
from game.i18n import current_language
from game.ui.art import CardArt
from game.ui.fonts import FontGetter, TextCache
from game.ui.sprites import DeckImages
from game.ui.svg_render import has_display
from game.ui.table.base_layer import BaseLayer
from game.ui.tween import clamp01

__all__ = ["GOLD", "SHADE", "TableDecor", "TableRenderer", "deck_of", "seat_key"]


MAX_DIRTY_REGIONS = 2
"""More changed parts of the base layer than this are redrawn as one (each part's pass paints
the whole table clipped to it)."""
MAX_WAIT_FRAMES = 3
"""A part whose highlights alone changed waits at most this many frames for its redraw."""


def _variant(colour_blind: bool) -> str | None:
    """The Dutch Blitz deck's variant for the colour-blind setting."""
    return "colour_blind" if colour_blind else None


def card_id(card: Card | str) -> str:
    """A card's id in the deck's art (its record code, e.g. ``"R7"``; a card in flight is
    that id already)."""
    return card if isinstance(card, str) else card.code


def _piles(signature: object) -> object:
    """The piles' part of a region's signature (its first item); the rest is highlights."""
    return signature[0] if isinstance(signature, tuple) and signature else signature


class TableRenderer(PainterParts):
    """Paints tables; keep one per window and call ``draw`` every frame."""

    def __init__(self, art: CardArt, font: FontGetter, colour_blind: bool = False) -> None:
        self.art = art
        self.colour_blind = colour_blind
        self.images = DeckImages[Card | str](art.deck(_variant(colour_blind)), card_id, art)
        self.text = TextCache(font)
        self._layouts: dict[tuple[int, int, int, int], TableLayout] = {}
        self._counts: dict[str, tuple[int, float]] = {}
        self._widths: tuple[int, ...] = ()
        self._base_cache: tuple[tuple[object, ...], dict[str, object], pygame.Surface] | None \
            = None
        self._kept: tuple[object, pygame.Surface, tuple[object, ...], dict[str, object]] \
            | None = None
        """The keeper and kept layer ``paint_base`` painted last, its look and its parts'
        signatures."""
        self.painted: list[Rect] = []
        """Where ``paint_base`` last painted the kept layer."""
        self.slices = KeptSlices()
        """The places of the kept layer left for a later frame (``kept_slices``)."""
        self.rebuilt = 0
        """Regions of the base layer redrawn by the last ``draw`` (for benchmarks)."""
        self._veil_surface: pygame.Surface | None = None
        self._waiting: dict[str, int] = {}
        """Parts of the base layer left for a later frame, and for how many frames."""
        self._badges: dict[tuple[object, ...], pygame.Surface] = {}
        self.pictures = PilePictures(self.images)
        self.preloaded: tuple[object, ...] | None = None
        """The window size, look and decks whose card images a table set out to render."""
        self.background = BackgroundPainter(self)
        self.centre = CentrePainter(self)
        self.seat_painter = SeatPainter(self)
        self.labels = KeptLabels(self)
        """The seats' labels on the kept layer ``paint_base`` paints."""
        self._label_memo = LabelMemo()
        self.kept_parts = KeptParts(self.seat_painter)
        """The base layer's parts and their signatures."""

    def layout_for(self, size: tuple[int, int], seats: int, posts: int) -> TableLayout:
        key = (size[0], size[1], seats, posts)
        layout = self._layouts.get(key)
        if layout is None:
            if len(self._layouts) > 8:
                self._layouts.clear()
            layout = table_layout(size, seats, posts)
            self._layouts[key] = layout
        widths = tuple(sorted({s.card[0] for s in layout.seats} | {layout.dutch_card[0]}))
        if widths != self._widths:
            self._widths = widths
            self.images.set_widths(list(widths))
        return layout

    @staticmethod
    def pause_button(layout: TableLayout) -> Rect:
        return BackgroundPainter.pause_button(layout)

    def set_colour_blind(self, on: bool) -> None:
        if on != self.colour_blind:
            self.colour_blind = on
            self.images.set_deck(self.art.deck(_variant(on)))
            self.images.set_widths(list(self._widths))

    def preload(self, layout: TableLayout, decks: Sequence[str]) -> None:
        """Render every card image the layout needs now (before play, not during it)."""
        for job in self.preload_jobs(layout, decks):
            job()

    def preload_jobs(self, layout: TableLayout,
                     decks: Sequence[str]) -> Iterator[Callable[[], object]]:
        """Every card image the layout needs, one rendering per job (an image drawn already,
        e.g. for the first frame, costs its job nothing): the table spreads them over its first
        frames. The centre's sizes first (every seat plays there), then the seats'."""
        faces = self.images.deck
        centre = layout.dutch_card[0]
        widths = [centre] + sorted({s.card[0] for s in layout.seats} - {centre}, reverse=True)
        for width in widths:
            for card in faces.card_ids:
                yield partial(faces.face, card, width)
            for deck in decks:
                yield partial(faces.back, width, deck)
            yield partial(self.art.slot, width)

    def draw(self, surface: pygame.Surface, state: TableState, seats: Sequence[SeatInfo],
             decor: TableDecor | None = None, labels: bool = True) -> TableLayout:
        """Paint the table: a cached base layer (felt, piles, glows) that is redrawn only when
        the table or its highlights change, then what moves every frame (lifted cards, counts,
        pulses, the dimming veil). ``labels=False``: stop beneath the seats' labels and count
        badges, for the caller to draw its flying cards and then ``draw_labels``."""
        decor = decor or TableDecor()
        layout = self.layout_of(surface, state)
        surface.blit(self._base(layout, state, seats, decor), (0, 0))
        self.draw_lively(surface, layout, state, seats, decor)
        if labels:
            self.draw_labels(surface, layout, state, seats, decor)
        return layout

    def layout_of(self, surface: pygame.Surface, state: TableState) -> TableLayout:
        """The layout of ``state``'s table on ``surface``."""
        posts = len(state.seats[0].posts) if state.seats else 3
        return self.layout_for(surface.get_size(), state.seat_count, posts)

    def draw_lively(self, surface: pygame.Surface, layout: TableLayout, state: TableState,
                    seats: Sequence[SeatInfo], decor: TableDecor,
                    kept: Container[str] = ()) -> list[Rect]:
        """What moves over the base layer beneath the flights: the lifted cards (but those
        the kept layer shows, ``kept``) and their piles' captions; where they were drawn."""
        drawn: list[Rect] = []
        for seat_layout in layout.seats:
            drawn += self.seat_painter._draw_seat_overlay(surface, layout, seat_layout, state,
                                                          seats, decor, kept)
        return drawn + self.background._captions_over_lifted(surface, layout, decor.lifted,
                                                             decor.human)

    def lifted_reach(self, layout: TableLayout, state: TableState, decor: TableDecor,
                     kept: Container[str] = ()) -> list[Rect]:
        """Where this frame's lifted cards and their halos are drawn (``draw_lively``; not
        those the kept layer shows, ``kept``)."""
        return [halo_reach(rect) for seat_layout in layout.seats
                for key, rect, _card, _amount in self.seat_painter.lifted_cards(
                    seat_layout, state, decor) if key not in kept]

    def base_key(self, layout: TableLayout, state: TableState, seats: Sequence[SeatInfo],
                 decor: TableDecor) -> tuple[object, ...]:
        """Everything the base layer (``paint_base``) shows: the look, and each part's piles
        and highlights."""
        signatures = self.kept_parts.signatures(layout, state, decor)
        return (self._whole(layout, seats, decor), tuple(signatures.items()))

    def paint_base(self, surface: pygame.Surface, layout: TableLayout, state: TableState,
                   seats: Sequence[SeatInfo], decor: TableDecor,
                   kept: BaseLayer | None) -> None:
        """Paint the base layer on ``surface``. ``kept``: the keeper (the table host's layer)
        of ``surface``, a layer kept between frames; when it and its surface are the ones
        painted last, only the parts that changed since are painted again, each in its own
        region widened to whole 16-pixel columns (``dirty.aligned``: the felt's rows copy
        several times faster from a cache line's start, and every part reaching into the
        widened region is painted with it), those the keeper's budget says are due now
        (``kept_slices``: the others wait for a later frame). Else all of it."""
        whole = self._whole(layout, seats, decor)
        signatures = self.kept_parts.signatures(layout, state, decor)
        regions = self.kept_parts.regions(layout)
        last = self._kept
        screen = Rect(0, 0, *layout.size)
        changed: list[Rect] | None = None
        lifts: list[Rect] = []
        if kept is not None and last is not None and last[0] is kept and last[1] is surface:
            changed = [screen]  # (a new look: all of it, yet over a few frames)
            if last[2] == whole:
                changed, lifts = changed_places(last[3], signatures, regions, screen)
        self.labels.begin(surface, [*held_up(self.seat_painter, layout, state, seats, decor),
                                    *table_labels(self, layout, state, seats, decor,
                                                  self._label_memo)])

        def paint_place(place: Rect) -> None:
            self._paint_regions(surface, [place], layout, state, seats, decor, self.labels)

        if kept is None:  # (another surface: all of it, the kept layer's places left as are)
            paint_place(screen)
            return
        self.painted = self.slices.paint(surface, changed, lifts, kept.budget, paint_place)
        self._kept = (kept, surface, whole, signatures)

    def _whole(self, layout: TableLayout, seats: Sequence[SeatInfo],
               decor: TableDecor) -> tuple[object, ...]:
        """What the whole base layer shows alike: size, seats, the look and the language."""
        return (layout.size, tuple(seats), decor.human, self.colour_blind, len(layout.seats),
                current_language())

    def draw_labels(self, surface: pygame.Surface, layout: TableLayout, state: TableState,
                    seats: Sequence[SeatInfo], decor: TableDecor) -> list[Rect]:
        """The seats' name labels and count badges, then the dimming veil (over all of it);
        where they were drawn."""
        labels = table_labels(self, layout, state, seats, decor)
        frame = frame_of(self, labels, decor)
        drawn = [rect for label in labels
                 if (rect := label.draw(surface, self, frame)) is not None]
        if decor.dim > 0:
            drawn.append(surface.blit(self._veil(layout.size, decor.dim), (0, 0)))
        return drawn

    def prepare_veil(self, size: tuple[int, int]) -> None:
        """Make the dimming veil for ``size`` now (before a banner needs it)."""
        self._veil(size, 0.0)

    def _veil(self, size: tuple[int, int], dim: float) -> pygame.Surface:
        if self._veil_surface is None or self._veil_surface.get_size() != size:
            self._veil_surface = pygame.Surface(size)
            self._veil_surface.fill((8, 18, 16))
        self._veil_surface.set_alpha(round(150 * clamp01(dim)))
        return self._veil_surface

    def _redraw_now(self, names: list[str], old: dict[str, object],
                    signatures: dict[str, object]) -> list[str]:
        """Of the changed parts ``names``, those to redraw this frame: every part whose piles
        changed, and parts whose highlights or totals alone changed up to ``MAX_DIRTY_REGIONS``
        in all (the longest-waiting first; none waits more than ``MAX_WAIT_FRAMES``). A part
        left for later keeps its old signature in ``signatures``, so it is redrawn next frame.
        (A hand's end changes a pile, the bots' lifted cards and the totals at once: the lifts
        and the totals follow a frame or two later, not all in one frame.)"""
        if len(names) <= MAX_DIRTY_REGIONS:
            self._waiting.clear()
            return names
        piles = [name for name in names if name != "hud" and _piles(old.get(name))
                 != _piles(signatures.get(name))]
        rest = sorted((name for name in names if name not in piles),
                      key=lambda name: -self._waiting.get(name, 0))
        if len(piles) > MAX_DIRTY_REGIONS:  # a new deal: all of it, in one pass
            self._waiting.clear()
            return names
        room = MAX_DIRTY_REGIONS - len(piles)
        now = piles + [name for index, name in enumerate(rest)
                       if index < room or self._waiting.get(name, 0) >= MAX_WAIT_FRAMES]
        waiting: dict[str, int] = {}
        for name in names:
            if name not in now:
                signatures[name] = old.get(name)
                waiting[name] = self._waiting.get(name, 0) + 1
        self._waiting = waiting
        return now

    def _base(self, layout: TableLayout, state: TableState, seats: Sequence[SeatInfo],
              decor: TableDecor) -> pygame.Surface:
        """The base layer, redrawn only where its part of the table changed."""
        whole = self._whole(layout, seats, decor)
        signatures = self.kept_parts.made_signatures(layout, state, decor)
        cached = self._base_cache
        if cached is not None and cached[0] == whole and cached[2].get_size() == layout.size:
            base = cached[2]
            old = cached[1]
            regions = self.kept_parts.regions(layout)
            names = self._redraw_now(
                [name for name in regions if old.get(name) != signatures.get(name)],
                old, signatures)
            dirty = [regions[name] for name in names]
            if len(dirty) > MAX_DIRTY_REGIONS:  # e.g. a new deal: one pass, not one a region
                dirty = [Rect(0, 0, *layout.size)]
        else:
            base = pygame.Surface(layout.size)
            if has_display():
                base = base.convert()
            dirty = [Rect(0, 0, *layout.size)]
        self._paint_regions(base, dirty, layout, state, seats, decor)
        self._base_cache = (whole, signatures, base)
        self.rebuilt = len(dirty)
        return base

    def _paint_regions(self, base: pygame.Surface, dirty: Sequence[Rect], layout: TableLayout,
                       state: TableState, seats: Sequence[SeatInfo], decor: TableDecor,
                       labels: KeptLabels | None = None) -> None:
        """Paint the base layer within each rect of ``dirty``, from the felt up (and the
        seats' ``labels`` over it, when the layer keeps them)."""
        felt = self.background._background(layout, seats, decor.human)
        index = self.kept_parts.index(layout)
        for rect in dirty:
            base.set_clip(rect)
            base.blit(felt, rect.topleft, rect)
            # only the parts that reach into this rect (each paints within its region)
            hud, piles, places = index.reaching(rect)
            if hud:
                self.background._draw_hud(base, layout, seats, decor)
            if piles:
                self.centre._draw_dutch(base, layout, state, decor, piles)
            for position, names in places.items():
                self.seat_painter._draw_seat(base, layout, layout.seats[position], state, seats,
                                             decor, names)
            if labels is not None:
                labels.paint(base, rect)
        base.set_clip(None)
