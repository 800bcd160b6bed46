"""The seats' name labels and count badges of the Dutch Blitz table, kept on the still layer.

A label lies over everything on the table (a lifted or flying card never hides a seat's name
or how many cards a pile has left), yet a label that did not change costs a frame nothing: it
is painted on the kept layer with the places around it (``KeptLabels.paint``), and a copy of
the layer beneath it is kept (its patch). In a frame a label is drawn again only where
something went over it:

- a badge bumping (its count just changed) and the empty hand's pulsing invitation, every
  frame they move;
- a label a lifted or flying card may reach this frame: its patch is put back before those
  cards are drawn (``clear``) and the label drawn whole over them (``draw``), as a table
  painted whole draws it;
- a label something else reached after all: a badge drawn again whole (it is solid: drawn
  twice it looks the same), words drawn again where they were covered.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import pygame
from pygame import Rect

from game.core.names import seat_words
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.ui.layout import SeatLayout, TableLayout
from game.dutch_blitz.ui.painter_parts import (
    BADGE,
    CREAM,
    GOLD,
    MUTED,
    SHADE,
    PainterParts,
    TableDecor,
    seat_key,
)
from game.i18n import _, current_language
from game.ui import palette
from game.ui.scenes.common import level_name
from game.ui.sprites import Flight
from game.ui.tween import pulse

FLIGHT_REACH = 0.2
"""How far past its card's box a card in flight may draw (its shadow reaches 0.12 of its
height), as a share of its largest height: a label within it is cleared before the flights
are drawn."""


@dataclass(frozen=True)
class LabelFrame:
    """This frame's motion of the labels: the time, the hand's invitation, the badges' bumps."""

    now: float = 0.0
    hand_hint: bool = False
    pops: Mapping[str, float] = field(default_factory=dict)


STILL = LabelFrame()
"""The labels as the kept layer shows them (no badge bumping, no invitation)."""


@dataclass(frozen=True, eq=False)
class TextLabel:
    """A seat's name, its bot's level or its score: words drawn as they are."""

    key: str
    image: pygame.Surface
    rect: Rect
    still = True

    def draw(self, surface: pygame.Surface, parts: PainterParts,
             frame: LabelFrame) -> Rect | None:
        return surface.blit(self.image, self.rect)


@dataclass(frozen=True, eq=False)
class BadgeLabel:
    """How many cards a pile has left, on a pill under it (it bumps when the count changes)."""

    key: str
    """The pile's (``seat_key``)."""
    value: int
    pile: Rect
    big: bool
    colour: tuple[int, int, int]
    rect: Rect
    """Where its still look lies."""
    still = True

    def draw(self, surface: pygame.Surface, parts: PainterParts,
             frame: LabelFrame) -> Rect | None:
        return parts._draw_badge(surface, self.value, self.pile, self.big, self.colour,
                                 frame.pops.get(self.key, 0.0))


@dataclass(frozen=True, eq=False)
class HandHint:
    """Your empty hand's slot inviting a turn-over (a pulsing halo): never kept, drawn in
    every frame it shows."""

    key: str
    pile: Rect
    rect: Rect
    still = False

    def draw(self, surface: pygame.Surface, parts: PainterParts,
             frame: LabelFrame) -> Rect | None:
        if not frame.hand_hint:
            return None
        return parts._halo(surface, self.pile, GOLD, 0.35 + 0.45 * pulse((frame.now % 1.6) / 1.6))


class Kept(Protocol):
    """Something drawn over the table that the kept layer may hold (a label, a held card)."""

    @property
    def key(self) -> str: ...

    @property
    def rect(self) -> Rect:
        """Where it lies as the kept layer shows it."""
        ...

    @property
    def still(self) -> bool:
        """Whether the kept layer holds it (else it is drawn in every frame)."""
        ...

    def draw(self, surface: pygame.Surface, parts: PainterParts,
             frame: LabelFrame) -> Rect | None: ...


Label = TextLabel | BadgeLabel | HandHint


class LabelMemo:
    """Each seat's labels as last made and what they were made from: a seat whose counts,
    score, name and language did not change keeps them (made again only when one did)."""

    def __init__(self) -> None:
        self._seats: dict[int, tuple[SeatLayout, tuple[object, ...], list[Label]]] = {}

    def labels(self, parts: PainterParts, seat: SeatLayout, state: TableState,
               seats: Sequence[SeatInfo], decor: TableDecor) -> list[Label]:
        """``seat``'s labels (``_seat_labels``)."""
        number = seat.seat
        key: tuple[object, ...] = ()
        if number < state.seat_count:
            piles, hidden = state.seats[number], decor.hidden
            key = (len(piles.hand) - hidden.get(seat_key(number, "hand"), 0),
                   len(piles.wood) - hidden.get(seat_key(number, "wood"), 0),
                   len(piles.blitz) - hidden.get(seat_key(number, "blitz"), 0),
                   decor.human, seats[number] if number < len(seats) else None,
                   _score_of(decor, number), current_language())
        known = self._seats.get(number)
        if known is not None and known[0] is seat and known[1] == key:
            return known[2]
        made = _seat_labels(parts, seat, state, seats, decor)
        self._seats[number] = (seat, key, made)
        return made


def table_labels(parts: PainterParts, layout: TableLayout, state: TableState,
                 seats: Sequence[SeatInfo], decor: TableDecor,
                 memo: LabelMemo | None = None) -> list[Label]:
    """Every seat's labels, in the order they are drawn (those ``memo`` knows, as made)."""
    labels: list[Label] = []
    for seat in layout.seats:
        labels += memo.labels(parts, seat, state, seats, decor) if memo is not None \
            else _seat_labels(parts, seat, state, seats, decor)
    return labels


def _score_of(decor: TableDecor, number: int) -> int | None:
    """Seat ``number``'s total this match (None: none shown)."""
    totals = decor.totals
    return totals[number] if totals is not None and number < len(totals) else None


def frame_of(parts: PainterParts, labels: Sequence[Kept], decor: TableDecor) -> LabelFrame:
    """This frame's motion of ``labels`` (each badge's bump noted: ``_badge_pop``)."""
    pops = {label.key: parts._badge_pop(label.key, label.value, decor.now)
            for label in labels if isinstance(label, BadgeLabel)}
    return LabelFrame(decor.now, decor.hand_hint, pops)


def _seat_labels(parts: PainterParts, seat: SeatLayout, state: TableState,
                 seats: Sequence[SeatInfo], decor: TableDecor) -> list[Label]:
    """A seat's name label (the bottom row's header holds its piles' captions, its name is in
    the top bar) and its piles' count badges."""
    number = seat.seat
    if number >= state.seat_count:
        return []
    piles = state.seats[number]
    big = number == decor.human
    labels: list[Label] = []
    if seat.side != "bottom":
        labels += _header(parts, seat, seats, number, decor)

    def badge(place: str, value: int, rect: Rect, colour: tuple[int, int, int]) -> BadgeLabel:
        return BadgeLabel(seat_key(number, place), value, rect, big, colour,
                          parts._badge_rect(value, rect, big, colour))

    def left(place: str, pile: Sequence[object]) -> int:
        return len(pile) - decor.hidden.get(seat_key(number, place), 0)

    hand = left("hand", piles.hand)
    if hand > 0:
        labels.append(badge("hand", hand, seat.hand, BADGE))
    elif big:
        spread = 2 * max(4, round(seat.hand.height * 0.09))
        labels.append(HandHint(seat_key(number, "hint"), seat.hand,
                               seat.hand.inflate(spread, spread)))
    if (wood := left("wood", piles.wood)) > 0:
        labels.append(badge("wood", wood, seat.wood, SHADE))
    labels.append(badge("blitz", max(0, left("blitz", piles.blitz)), seat.blitz,
                        palette.CARD_COLOURS_DARK["R"]))
    return labels


def _header(parts: PainterParts, seat: SeatLayout, seats: Sequence[SeatInfo], number: int,
            decor: TableDecor) -> list[Label]:
    """A bot seat's name, its level and its score, along its header."""
    info = seats[number] if number < len(seats) else SeatInfo(seat_words(number + 1))
    total = _score_of(decor, number)
    size_px = max(9, round(seat.header.height * 0.72))
    x, y = seat.header.x, seat.header.centery
    name = parts.text(info.name, size_px, CREAM, True)
    labels: list[Label] = [TextLabel(f"{number}:name", name, name.get_rect(midleft=(x, y)))]
    if info.level:
        level = parts.text(level_name(info.level), max(8, round(size_px * 0.85)), MUTED)
        labels.append(TextLabel(f"{number}:level", level, level.get_rect(
            midleft=(x + name.get_width() + size_px // 2, y))))
    if total is not None:
        score = parts.text(_("{points} pts").format(points=total), size_px, GOLD, True)
        labels.append(TextLabel(f"{number}:score", score,
                                score.get_rect(midright=(seat.header.right, y))))
    return labels


def header_regions(layout: TableLayout) -> list[tuple[str, Rect]]:
    """Where each bot seat's header labels lie (with room for words taller than it): a
    changed score paints its place of the kept layer again."""
    screen = Rect(0, 0, *layout.size)
    return [(f"seat{seat.seat}:header",
             seat.header.inflate(seat.header.height, seat.header.height).clip(screen))
            for seat in layout.seats if seat.side != "bottom"]


def header_signatures(layout: TableLayout, decor: TableDecor) -> dict[str, object]:
    """What each header region shows that may change in a hand: its seat's score (the names
    and levels are the whole layer's)."""
    totals = decor.totals
    return {f"seat{seat.seat}:header":
            totals[seat.seat] if totals is not None and seat.seat < len(totals) else None
            for seat in layout.seats if seat.side != "bottom"}


def flight_reach(flights: Sequence[Flight[str]], now: float) -> list[Rect]:
    """Where this frame's cards in flight may be drawn, their shadows too (with room to
    spare)."""
    reach: list[Rect] = []
    for flight in flights:
        x, y, w, h = flight.rect_at(now)
        tall = max(h, flight.src[3], flight.dst[3])
        wide = max(w, flight.src[2], flight.dst[2])
        margin = round(FLIGHT_REACH * tall) + 4
        reach.append(Rect(round(x) - margin, round(y) - margin, round(wide) + 2 * margin,
                          round(tall) + 2 * margin))
    return reach
