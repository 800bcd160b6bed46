"""Drawing the Dutch table from the player's view: every seat's layout (face down), the draw
pile, the discard pile with the snap ring, the drawn card, the scoreboard. Every card is drawn
at the rect ``hits.card_places`` gives it, the rects input hit-tests (``hits.hit_boxes``), so
the painter keeps nothing of a frame for input to read.

A layout card is drawn face up only when the scene says so (``Decor.faces``: the start peek,
your look, a card shown to everybody), when the assist option is on and the view knows it, or
in the replay viewer (``show_all``). The painter reads the view only, never the true state.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.core.names import seat_words
from game.dutch.rules.view import HIDDEN, DutchView
from game.dutch.ui.hits import card_places, slot_place
from game.dutch.ui.layout import Layout, SeatArea
from game.i18n import N_, _, said_of
from game.ui import palette
from game.ui.fonts import TextCache
from game.ui.plain_copy import plain_copy
from game.ui.sprites import CardImages

FontGetter = Callable[[int, bool], pygame.font.Font]
GLOW = palette.HIGHLIGHT
PICKED = (0x7F, 0xD8, 0xFF)
MISS = (0xE8, 0x4A, 0x3A)
LATE = (0xC8, 0xC8, 0xC8)
RING = (0xFF, 0xE0, 0x6B)


@dataclass(frozen=True)
class Face:
    """A layout card drawn face up this frame: ``lift`` 0..1, ``turn`` 0 (back) .. 1 (face)."""

    card: str
    lift: float
    turn: float
    kind: str


@dataclass
class Decor:
    """What the scene adds to the view."""

    names: tuple[str, ...]
    hidden: Counter[str] = field(default_factory=Counter)
    faces: dict[tuple[int, int], Face] = field(default_factory=dict)
    glow: frozenset[str] = frozenset()
    dragging: str | None = None
    hands: frozenset[tuple[int, int]] = frozenset()
    assist: bool = False
    picked: tuple[int, int] | None = None
    totals: tuple[int, ...] = ()
    heading: str = ""
    show_all: bool = False


DUTCH_MARK = N_("Dutch!")
ALL = ("stock", "discard", "held")
"""The middle's parts, all painted when no parts are named."""


def last_circuit(view: DutchView) -> dict[int, str]:
    """Each seat's mark once the last circuit has started: the ender's reason, then "last turn"
    or "done" for the others (English ids, translated where drawn)."""
    if view.ender is None:
        return {}
    n = view.seats
    marks = {view.ender: DUTCH_MARK if view.caller == view.ender else N_("emptied")}
    order = [(view.ender + k) % n for k in range(1, n)]
    passed = view.turn == view.ender
    for seat in order:
        if all(c is None for c in view.layouts[seat]):
            marks[seat] = N_("out")
            continue
        if seat == view.turn and not passed:
            passed = True
            marks[seat] = N_("done") if view.phase == "done" else N_("last turn")
            continue
        marks[seat] = N_("last turn") if passed else N_("done")
    return marks


def is_turn(view: DutchView, seat: int) -> bool:
    """``seat`` is to play now (its name is marked)."""
    return seat == view.turn and view.phase in ("draw", "hold", "after")


class Felt(Protocol):
    def table_background(self, size: tuple[int, int]) -> pygame.Surface: ...


class TablePainter:
    """Draws one frame of the table."""

    def __init__(self, art: Felt, images: CardImages, font: FontGetter) -> None:
        self.art = art
        self.images = images
        self.font = font
        self._felt: tuple[tuple[int, int], pygame.Surface] | None = None
        self._texts = TextCache(font, limit=300, min_size=10)
        self._veils: dict[tuple[int, int], pygame.Surface] = {}

    def forget_texts(self) -> None:
        """Render every label afresh from now on (the language changed, or a test watches)."""
        self._texts = TextCache(self.font, limit=300, min_size=10)

    # --- small pieces -----------------------------------------------------------------------
    def label(self, text: str, px: int, colour: palette.RGB, bold: bool = False) -> pygame.Surface:
        """``text`` rendered once at ``px`` (kept for the next frames)."""
        return self._texts(text, max(10, px), colour, bold)

    def text(self, surface: pygame.Surface, text: str, px: int, at: tuple[int, int],
             colour: palette.RGB = palette.TABLE_TEXT, bold: bool = False,
             anchor: str = "topleft") -> pygame.Rect:
        image = self.label(text, px, colour, bold)
        rect = image.get_rect(**{anchor: at})
        surface.blit(image, rect)
        return rect

    def pill(self, surface: pygame.Surface, text: str, px: int, at: tuple[int, int],
             fill: palette.RGB = palette.INK, anchor: str = "center") -> pygame.Rect:
        image = self._texts(text, max(10, px), palette.PAPER, True)
        box = image.get_rect().inflate(px // 2 + 6, 2)
        setattr(box, anchor, at)
        pygame.draw.rect(surface, fill, box, border_radius=box.height // 2)
        surface.blit(image, image.get_rect(center=box.center))
        return box

    def halo(self, surface: pygame.Surface, rect: pygame.Rect, colour: palette.RGB) -> None:
        spread = max(3, rect.width // 8)
        surface.blit(self.images.glow(rect.size, colour, spread),
                     (rect.x - spread, rect.y - spread))

    def card(self, surface: pygame.Surface, card: str | None, rect: pygame.Rect,
             width_k: float = 1.0) -> None:
        w = max(2, round(rect.width * width_k))
        image = self.images.card(card or None, (w, rect.height))
        surface.blit(image, (rect.x + (rect.width - w) // 2, rect.y))

    def outline(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, palette.TABLE_TEXT_MUTED, rect, max(1, rect.width // 40),
                         border_radius=max(3, rect.width // 10))

    # --- the table ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, layout: Layout, view: DutchView, decor: Decor,
             parts: Container[str] | None = None) -> None:
        """The felt and every part of the table (each seat's name row "name:N", card places
        "slot:N:M" and the caller's lock "seat:N", the piles "stock", "discard", "held", the
        scoreboard "info"), or only ``parts`` of them (a place painted again: the others do
        not reach into it)."""
        if self._felt is None or self._felt[0] != layout.size:
            felt = plain_copy(self.art.table_background(layout.size))  # (``plain_copy``)
            self._felt = (layout.size, felt)
        surface.blit(self._felt[1], (0, 0))
        marks = last_circuit(view)
        places = card_places(layout, view)
        for seat, area in enumerate(layout.seats):
            rects = [places[slot_place(seat, slot)] for slot in range(len(view.layouts[seat]))]
            self._seat(surface, area, rects, view, seat, decor, marks.get(seat), parts)
        self._centre(surface, places, layout, view, decor, ALL if parts is None else parts)
        if parts is None or "info" in parts:
            self._info(surface, layout, view, decor)

    def _seat(self, surface: pygame.Surface, area: SeatArea, rects: list[pygame.Rect],
              view: DutchView, seat: int, decor: Decor, mark: str | None,
              parts: Container[str] | None) -> None:
        """A seat's name row, its cards and the caller's lock (those of ``parts`` named)."""
        if parts is None or f"name:{seat}" in parts:
            self._name(surface, area, rects, view, seat, decor, mark)
        for slot, (card, r) in enumerate(zip(view.layouts[seat], rects, strict=True)):
            if parts is None or slot_place(seat, slot) in parts:
                self._slot(surface, r, view, seat, slot, card, decor)
        if view.caller == seat and rects and (parts is None or f"seat:{seat}" in parts):
            block = rects[0].unionall(rects[1:])
            self._locked(surface, block.inflate(block.width // 12, block.width // 12))

    def _name(self, surface: pygame.Surface, area: SeatArea, rects: list[pygame.Rect],
              view: DutchView, seat: int, decor: Decor, mark: str | None) -> None:
        """The seat's name, the marker of whose turn it is and the last circuit's mark."""
        px = max(11, round(area.label.height * 0.72))
        turn = is_turn(view, seat)
        name = decor.names[seat] if seat < len(decor.names) else seat_words(seat + 1)
        colour = palette.HIGHLIGHT if turn else palette.TABLE_TEXT
        left = min(rects[0].x, area.label.right - 4 * px) if rects else area.label.x
        at = (max(area.label.x, left - (px if turn else 0)), area.label.centery)
        if turn:
            tip = (at[0] + px * 2 // 3, at[1])
            pygame.draw.polygon(surface, colour, [(at[0], at[1] - px // 3),
                                                  (at[0], at[1] + px // 3), tip])
            at = (tip[0] + px // 3, at[1])
        rect = self.text(surface, name, px, at, colour, True, "midleft")
        if mark is not None:
            fill = palette.RED if mark == DUTCH_MARK else palette.INK
            self.pill(surface, _(mark), px - 2, (rect.right + px // 2, rect.centery), fill,
                      "midleft")

    def _slot(self, surface: pygame.Surface, rect: pygame.Rect, view: DutchView, seat: int,
              slot: int, card: str | None, decor: Decor) -> None:
        place = slot_place(seat, slot)
        if card is None or decor.hidden[place] or decor.dragging == place:
            self.outline(surface, rect)
            return
        face = decor.faces.get((seat, slot))
        if place in decor.glow:
            self.halo(surface, rect, GLOW)
        if decor.picked == (seat, slot):
            self.halo(surface, rect, PICKED)
        if face is not None:
            self._face(surface, rect, face)
        elif (decor.show_all or decor.assist) and card != HIDDEN:
            self.card(surface, card, rect)
            if decor.assist and not decor.show_all:
                self.pill(surface, _("remembered"), max(10, rect.width // 7),
                          (rect.centerx, rect.bottom - rect.width // 8))
        else:
            self.card(surface, None, rect)
        if (seat, slot) in decor.hands:
            draw_hand(surface, rect)

    def _face(self, surface: pygame.Surface, rect: pygame.Rect, face: Face) -> None:
        lifted = rect.move(0, -round(rect.height * 0.18 * face.lift))
        if face.kind in ("miss", "late"):
            self.halo(surface, lifted, MISS if face.kind == "miss" else LATE)
        elif face.lift > 0:
            spread = max(3, rect.height // 16)
            surface.blit(whole_shadow(self.images, rect.size, spread), (rect.x - spread, rect.y))
        k = face.turn
        if k < 0.5:
            self.card(surface, None, lifted, max(0.05, 1 - 2 * k))
        else:
            self.card(surface, face.card, lifted, max(0.05, 2 * k - 1))

    def _locked(self, surface: pygame.Surface, block: pygame.Rect) -> None:
        veil = self._veils.get(block.size)
        if veil is None:
            veil = pygame.Surface(block.size, pygame.SRCALPHA)
            veil.fill((10, 20, 18, 90))
            self._veils = {block.size: veil}
        surface.blit(veil, block)
        pygame.draw.rect(surface, palette.RED, block, max(2, block.height // 60),
                         border_radius=max(4, block.height // 20))
        size = max(12, block.height // 5)
        draw_padlock(surface, pygame.Rect(block.x - size - size // 3, block.centery - size // 2,
                                          size, size))

    def _centre(self, surface: pygame.Surface, places: dict[str, pygame.Rect], layout: Layout,
                view: DutchView, decor: Decor, parts: Container[str]) -> None:
        px = max(10, layout.label_px * 2 // 3)
        if "stock" in parts:
            self._stock(surface, places["stock"], view, decor, px)
        if "discard" in parts:
            self._discard(surface, places["discard"], view, decor, px)
        if "held" in parts:
            self._held(surface, places["held"], view, decor, px)

    def _stock(self, surface: pygame.Surface, stock: pygame.Rect, view: DutchView, decor: Decor,
               px: int) -> None:
        if view.stock_count - decor.hidden["stock"] > 0:
            if "stock" in decor.glow:
                self.halo(surface, stock, GLOW)
            self.card(surface, None, stock)
        else:
            self.outline(surface, stock)
        self.text(surface, _("Draw pile {n}").format(n=view.stock_count), px,
                  (stock.centerx, stock.y - 2), palette.TABLE_TEXT_MUTED, False, "midbottom")

    def _held(self, surface: pygame.Surface, held: pygame.Rect, view: DutchView, decor: Decor,
              px: int) -> None:
        if view.drawn is None and "held" in decor.glow:
            self.halo(surface, held, GLOW)
            self.outline(surface, held)
        if view.drawn is not None and not decor.hidden["held"] and decor.dragging != "held":
            if "held" in decor.glow:
                self.halo(surface, held, GLOW)
            self.card(surface, None if view.drawn == HIDDEN else view.drawn, held)
            who = (_("You hold") if view.turn == view.seat and not decor.show_all else
                   said_of(decor.names[view.turn], "{who} holds", english_you="{who} hold"))
            self.text(surface, who, px, (held.centerx, held.y - 2), palette.TABLE_TEXT_MUTED,
                      False, "midbottom")

    def _discard(self, surface: pygame.Surface, rect: pygame.Rect, view: DutchView,
                 decor: Decor, px: int) -> None:
        shown = len(view.discard) - decor.hidden["discard"] - (decor.dragging == "discard")
        if "discard" in decor.glow:
            self.halo(surface, rect, GLOW)
        if shown > 0:
            self.card(surface, view.discard[shown - 1], rect)
        else:
            self.outline(surface, rect)
        self.text(surface, _("Discard"), px, (rect.centerx, rect.y - 2), palette.TABLE_TEXT_MUTED,
                  False, "midbottom")

    def _info(self, surface: pygame.Surface, layout: Layout, view: DutchView,
              decor: Decor) -> None:
        r = layout.info
        px = max(11, layout.label_px * 3 // 4)
        y = r.y
        heading = decor.heading or _("Round {n}").format(n=view.round)
        self.text(surface, heading, px + 2, (r.x, y), bold=True)
        y += px + 8
        for seat, total in enumerate(decor.totals):
            if y + px > r.bottom:
                break
            name = decor.names[seat] if seat < len(decor.names) else str(seat)
            self.text(surface, name, px, (r.x, y), palette.TABLE_TEXT_MUTED)
            self.text(surface, str(total), px, (r.right - 4, y), palette.TABLE_TEXT, True,
                      "topright")
            y += px + 4
        if decor.assist and y + px <= r.bottom:
            self.text(surface, _("Assist on"), px, (r.x, y + 4), palette.HIGHLIGHT, True)


def whole_shadow(images: CardImages, size: tuple[int, int], spread: int) -> pygame.Surface:
    """The shadow under a lifted card at its full strength (a card in flight fades the same
    shared shadow image as it lands, so its strength is set again before each use)."""
    shadow = images.shadow(size, spread)
    shadow.set_alpha(255)
    return shadow


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, left: float) -> pygame.Rect:
    """The snap window's countdown: a frame round the discard pile and a dial at its corner
    whose arc shrinks as the window runs out (red in its last third); where it was drawn."""
    colour = RING if left > 0.33 else MISS
    width = max(2, rect.width // 24)
    frame = pygame.draw.rect(surface, colour, rect.inflate(2 * width, 2 * width), width,
                             border_radius=max(3, rect.width // 9))
    radius = max(8, rect.width // 4)
    centre = (rect.right, rect.top)
    dial = pygame.draw.circle(surface, palette.INK, centre, radius)
    if left > 0.002:
        box = pygame.Rect(0, 0, 2 * radius - 4, 2 * radius - 4)
        box.center = centre
        start = math.pi / 2
        pygame.draw.arc(surface, colour, box, start, start + 2 * math.pi * left,
                        max(3, radius // 2))
    return frame.union(dial)


def draw_hand(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A bot looking: a hand over the card (the card stays hidden)."""
    skin, ink = (0xF1, 0xC2, 0x9A), palette.INK
    w = rect.width
    palm = pygame.Rect(0, 0, round(w * 0.7), round(w * 0.62))
    palm.midtop = (rect.centerx, rect.centery)
    fingers = []
    fw = max(3, round(w * 0.15))
    for i in range(4):
        fh = round(w * (0.52 if i in (1, 2) else 0.42))
        f = pygame.Rect(0, 0, fw, fh)
        f.midbottom = (palm.x + round(palm.width * (0.14 + 0.24 * i)), palm.y + fw)
        fingers.append(f)
    thumb = pygame.Rect(0, 0, round(w * 0.36), fw)
    thumb.midright = (palm.x + fw, palm.centery)
    for part in (*fingers, thumb, palm):
        pygame.draw.rect(surface, skin, part, border_radius=fw // 2)
        pygame.draw.rect(surface, ink, part, 1, border_radius=fw // 2)


def draw_padlock(surface: pygame.Surface, box: pygame.Rect) -> None:
    """The caller's layout is locked."""
    body = pygame.Rect(box.x, box.y + box.height * 2 // 5, box.width, box.height * 3 // 5)
    shackle = pygame.Rect(box.x + box.width // 5, box.y, box.width * 3 // 5, box.height * 4 // 5)
    pygame.draw.arc(surface, palette.PAPER, shackle, 0, math.pi, max(2, box.width // 7))
    pygame.draw.rect(surface, palette.RED, body, border_radius=max(2, box.width // 6))
    pygame.draw.rect(surface, palette.PAPER, body, 1, border_radius=max(2, box.width // 6))
