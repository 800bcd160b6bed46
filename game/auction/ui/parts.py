"""The shared state of the Dutch Auction board, which its parts (actions, input, animation,
overlays, the coach's bubble) hold and work on: the layout, the painter, the player's picks
and the chain trail. The session, flights, notes and the animation clock are the table
host's (``game.ui.table``), reached through ``BoardBase``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.auction.rules.events import Event
from game.auction.rules.moves import Move
from game.auction.rules.state import State
from game.auction.rules.view import View
from game.auction.ui.coach import Choices
from game.auction.ui.images import AuctionArt
from game.auction.ui.layout import Layout, table_layout
from game.auction.ui.painter import TablePainter
from game.auction.ui.places import Decor, chooser_px, chooser_rect, offering_px
from game.ui.sprites import CardImages
from game.ui.table.board import BoardBase

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

FLIGHT = 0.26
"""Seconds a card takes to travel (a third with reduced motion)."""


@dataclass
class Picks:
    """What the player has chosen but not yet sent."""

    aside: str | None = None
    bid: list[str] = field(default_factory=list)
    locked: bool = False
    queued_bid: tuple[str, ...] | None = None
    paying: int | None = None
    price: int = 0
    paid: list[str] = field(default_factory=list)
    seven_of: str | None = None

    def choices(self) -> Choices:
        return Choices(self.aside, tuple(self.bid), self.locked, self.paying, self.price,
                       len(self.paid))


class TableParts(BoardBase[State, Move, Event, View]):
    """State shared by the board's parts."""

    def __init__(self, host: TableScene[State, Move, Event, View], art: AuctionArt,
                 images: CardImages, coach: bool) -> None:
        super().__init__(host)
        self.art = art
        self._images = images
        self.painter = TablePainter(art, images, self.app.font)
        self.coach_on = coach
        self.layout: Layout = table_layout(self.app.size)
        self._widths()
        self._open_fonts()
        self.picks = Picks()
        self.trail: list[str] = []
        self.last_view: View = self.session.view()
        self.last_hits: dict[str, pygame.Rect] = {}
        """Where each place was at the last frame drawn (motions start there, the coach's
        bubble points there; input asks ``places.hit_boxes`` for where things are now)."""
        self.hover: str | None = None
        self.told_at = 0.0
        """From when (animation time) the bid's winner may be shown: after both bids flip."""

    @property
    def images(self) -> CardImages:
        return self._images

    def names(self) -> tuple[str, str]:
        return (self.session.name(0), self.session.name(1))

    def set_layout(self, size: tuple[int, int]) -> None:
        if self.layout.size != size:
            self.layout = table_layout(size)
            self._widths()
            self._open_fonts()

    def _widths(self) -> None:
        """Card images come from the art at the layout's widths; other sizes are scaled."""
        lay = self.layout
        self.images.set_widths([lay.card[0], lay.small[0], lay.mid[0]])

    def _open_fonts(self) -> None:
        """The sizes of the chooser and of the words beside the offerings opened with the
        layout, so the frame that first shows them does not wait for the font file (a title
        too wide may shrink a size or two more)."""
        px = chooser_px(chooser_rect(self.layout))
        sizes = [(px, True), (px - 2, False)]
        for cards in (self.layout.card, self.layout.mid):
            px = offering_px(cards)
            sizes += [(px, True), (px - 1, True), (px - 2, False)]
        for size, bold in sizes:
            self.app.font(max(10, size), bold)

    def card_of(self, place: str) -> str:
        """The card drawn at ``place`` ("slot:3": the display's third card)."""
        kind, _, rest = place.partition(":")
        if kind == "slot":
            return self.session.view().display[int(rest) - 1] or ""
        return rest

    def decor(self, glow: frozenset[str] = frozenset()) -> Decor:
        """What the board adds to the view now: names, picks, cards in flight, the dragged
        card and the ``glow`` of legal targets."""
        drag = self.pointer.drag
        picks = self.picks
        return Decor(self.names(), self.flights.hidden(), picks.aside, tuple(picks.bid),
                     drag.card if drag else None, glow, frozenset(picks.paid), picks.locked,
                     self.told())

    def told(self) -> bool:
        """Whether the bid's winner may be shown yet (its cards have turned over)."""
        return self.anim >= self.told_at
