"""One seat of the Dutch Blitz table: hand, Wood, Post piles and Blitz pile, with their counts.

The still part goes on the renderer's cached base layer; lifted cards are drawn over it (a
bot's card held up at full height lies on the host's kept layer: ``kept_lifts``; the seat's
labels and count badges: ``seat_labels``).
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass

import pygame
from pygame import Rect

from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.state import SeatState, TableState, post_index
from game.dutch_blitz.ui.layout import SeatLayout, TableLayout
from game.dutch_blitz.ui.painter_parts import (
    CREAM,
    GOLD,
    LIFT,
    PainterParts,
    TableDecor,
    deck_of,
    seat_key,
)

Lifted = tuple[tuple[str, Rect, Card | None, float], ...]
"""A seat's lifted top cards (``SeatPainter.lifted_cards``)."""


@dataclass(frozen=True)
class _SeatPen:
    """One seat being painted: where, with which deck, and this frame's decor for its piles."""

    painter: PainterParts
    surface: pygame.Surface
    seat: SeatLayout
    number: int
    deck: str
    unit: float
    decor: TableDecor

    def key(self, place: str) -> str:
        return seat_key(self.number, place)

    def hidden(self, place: str) -> int:
        """Top cards of the pile in flight towards it (not drawn yet)."""
        return self.decor.hidden.get(self.key(place), 0)

    def shown(self, place: str, count: int) -> int:
        """Cards of the pile drawn here: not those in flight, nor a lifted top card."""
        lifted = 1 if self.decor.lifted.get(self.key(place), 0.0) > 0 else 0
        return count - self.hidden(place) - lifted

    def glow(self, place: str, rect: Rect) -> None:
        colour = self.decor.glow.get(self.key(place))
        if colour is not None:
            self.painter._halo(self.surface, rect, colour)


class SeatPainter:
    """Paints seats: the still piles on the base layer, then the lively overlay."""

    def __init__(self, parts: PainterParts) -> None:
        self.parts = parts
        self._lifted: tuple[TableState, TableDecor, dict[int, tuple[SeatLayout, Lifted]]] \
            | None = None
        """This frame's table and decor and each seat's lifted cards (``lifted_cards``)."""

    def _draw_seat(self, surface: pygame.Surface, layout: TableLayout, seat: SeatLayout,
                   state: TableState, seats: Sequence[SeatInfo], decor: TableDecor,
                   places: Container[str] | None = None) -> None:
        """The still part of a seat (the base layer): lifted cards and counts come later.
        ``places``: only those piles (``kept_places.seat_places``; a caller painting within
        a clip leaves out the piles whose places do not reach into it: they paint nothing
        there), None: all."""
        number = seat.seat
        if number >= state.seat_count:
            return
        piles: SeatState = state.seats[number]
        pen = _SeatPen(self.parts, surface, seat, number, deck_of(seats, number), layout.unit,
                       decor)
        if places is None or "hand" in places:
            self._draw_hand(pen, piles)
        if places is None or "wood" in places:
            self._draw_wood(pen, piles)
        self._draw_posts(pen, piles, places)
        if places is None or "blitz" in places:
            self._draw_blitz(pen, piles)
        focus = decor.focus
        if focus is not None and focus.startswith(f"{number}:") \
                and (places is None or focus.split(":", 1)[1] in places):
            rect = self.parts.top_rect(layout, state, focus)
            self.parts._enter_mark(surface, rect, layout.unit)

    def _draw_hand(self, pen: _SeatPen, piles: SeatState) -> None:
        surface, seat, u = pen.surface, pen.seat, pen.unit
        # hand: its back (the count comes with the overlay), or an empty slot
        hand_count = len(piles.hand) - pen.hidden("hand")
        if hand_count > 0:
            pen.glow("hand", seat.hand)
            self.parts._stack_edges(surface, seat.hand, min(3, hand_count // 6), u)
            if pen.shown("hand", hand_count + pen.hidden("hand")) == hand_count:
                self.parts._card(surface, None, pen.deck, seat.hand)
        else:
            surface.blit(self.parts.images.slot(seat.hand.width), seat.hand.topleft)
            if piles.wood:
                self._recycle_icon(surface, seat.hand, u)

    def _draw_wood(self, pen: _SeatPen, piles: SeatState) -> None:
        surface, seat, u = pen.surface, pen.seat, pen.unit
        visible = pen.shown("wood", len(piles.wood))
        pen.glow("wood", seat.wood)
        if visible > 0:
            self.parts._stack_edges(surface, seat.wood, min(2, (visible - 1) // 4), u)
            self.parts._card(surface, piles.wood[visible - 1], pen.deck, seat.wood)
        else:
            surface.blit(self.parts.images.slot(seat.wood.width), seat.wood.topleft)

    def _draw_posts(self, pen: _SeatPen, piles: SeatState,
                    places: Container[str] | None) -> None:
        """The Post piles (those of ``places``, None: all), fanned so every card's number
        shows."""
        surface, seat = pen.surface, pen.seat
        for index, pile in enumerate(piles.posts):
            if index >= len(seat.posts):
                break
            place = f"post:{index}"
            if places is not None and place not in places:
                continue
            visible = pen.shown(place, len(pile))
            rects = self.parts.post_cards(seat, index, max(1, len(pile)))
            top = rects[max(0, visible - 1)] if pile else seat.posts[index]
            pen.glow(place, top)
            if visible <= 0:
                surface.blit(self.parts.images.slot(seat.posts[index].width),
                             seat.posts[index].topleft)
            size = seat.posts[index].size
            self.parts.pictures.fan(surface, [
                (self.parts.pictures.card(pile[i], size, pen.deck), rects[i])
                for i in range(max(0, visible))])
            colour = pen.decor.glow.get(pen.key(place))
            if colour is not None:
                self.parts._outline(surface, top, colour, max(2, round(3 * pen.unit)))

    def _draw_blitz(self, pen: _SeatPen, piles: SeatState) -> None:
        surface, rect = pen.surface, pen.seat.blitz
        count = len(piles.blitz) - pen.hidden("blitz")
        visible = pen.shown("blitz", len(piles.blitz))
        pen.glow("blitz", rect)
        if count > 0:
            self.parts._stack_edges(surface, rect, min(3, (count - 1) // 3), pen.unit)
        if visible > 0:
            self.parts._card(surface, piles.blitz[visible - 1], pen.deck, rect)
        elif count <= 0:
            surface.blit(self.parts.images.slot(rect.width), rect.topleft)
        else:
            self.parts._card(surface, None, pen.deck, rect)

    def _draw_seat_overlay(self, surface: pygame.Surface, layout: TableLayout,
                           seat: SeatLayout, state: TableState, seats: Sequence[SeatInfo],
                           decor: TableDecor, kept: Container[str] = ()) -> list[Rect]:
        """What moves every frame beneath the flights: the lifted top cards (but those the
        kept layer shows: ``kept`` names their piles); where they were drawn."""
        drawn: list[Rect] = []
        deck = deck_of(seats, seat.seat)
        for key, rect, card, amount in self.lifted_cards(seat, state, decor):
            if key in kept:
                continue
            drawn += self.parts.pictures.haloed_card(surface, card, deck, rect, GOLD,
                                                     0.5 + 0.5 * amount)
        return drawn

    def lifted_cards(self, seat: SeatLayout, state: TableState, decor: TableDecor) -> Lifted:
        """The seat's lifted top cards (a bot reaching, your pick) in the order they are
        drawn: the pile's key, where the card lies, the card (None: the hand's back) and how
        far it is lifted. Found once a frame (the kept layer's signatures, its repaint and
        the frame's drawing all ask, with the same table and decor)."""
        memo = self._lifted
        if memo is None or memo[0] is not state or memo[1] is not decor:
            memo = self._lifted = (state, decor, {})
        known = memo[2].get(seat.seat)
        if known is not None and known[0] is seat:
            return known[1]
        found = tuple(self._find_lifted(seat, state, decor))
        memo[2][seat.seat] = (seat, found)
        return found

    def _find_lifted(self, seat: SeatLayout, state: TableState,
                     decor: TableDecor) -> list[tuple[str, Rect, Card | None, float]]:
        number = seat.seat
        mine = f"{number}:"
        up = {key[len(mine):] for key, amount in decor.lifted.items()
              if amount > 0 and key.startswith(mine)}
        if number >= state.seat_count or not up:
            return []
        piles = state.seats[number]
        found: list[tuple[str, Rect, Card | None, float]] = []
        for place, pile in (("blitz", piles.blitz), ("wood", piles.wood),
                            *((f"post:{i}", p) for i, p in enumerate(piles.posts)),
                            ("hand", piles.hand)):
            if place not in up:
                continue
            amount = decor.lifted[seat_key(number, place)]
            count = len(pile) - decor.hidden.get(seat_key(number, place), 0)
            if count <= 0:
                continue
            index = post_index(place)
            if index is not None:
                if index >= len(seat.posts):
                    continue
                rect = self.parts.post_cards(seat, index, len(pile))[count - 1]
            else:
                rect = Rect(seat.place_rect(place) or seat.blitz)
            rect = rect.move(0, -round(rect.height * LIFT * amount))
            found.append((seat_key(number, place), rect,
                          None if place == "hand" else pile[count - 1], amount))
        return found

    def _recycle_icon(self, surface: pygame.Surface, rect: Rect, u: float) -> None:
        radius = rect.width // 4
        centre = rect.center
        width = max(2, round(3 * u))
        box = Rect(0, 0, radius * 2, radius * 2)
        box.center = centre
        pygame.draw.arc(surface, CREAM, box, 0.5, 5.5, width)
        tip = (centre[0] + radius * 0.88, centre[1] - radius * 0.48)
        size = radius * 0.45
        pygame.draw.polygon(surface, CREAM, [
            (tip[0] - size, tip[1] - size * 0.2), (tip[0] + size * 0.5, tip[1] - size * 0.3),
            (tip[0] - size * 0.1, tip[1] + size * 0.9)])
