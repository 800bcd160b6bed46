"""The shared state of the Dutch Auction table scene, which its parts (input, animation,
overlays) work on: the session, the layout, the player's picks, flights, notes and the trail."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.auction.rules.view import View
from game.auction.ui.coach import Choices
from game.auction.ui.images import AuctionArt
from game.auction.ui.layout import Layout, table_layout
from game.auction.ui.painter import TablePainter
from game.auction.ui.session import AuctionSession
from game.ui.banner import Banner
from game.ui.pointer import PointerControl
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.sprites import CardImages, FlightLayer
from game.ui.tween import motion_time

FLIGHT = 0.26
"""Seconds a card takes to travel (a third with reduced motion)."""
NOTE_SECONDS = 2.6


@dataclass
class Note:
    """A short message on the table (a refusal near its spot, a bid won, a forced purchase)."""

    text: str
    started: float
    at: tuple[int, int] | None = None
    warn: bool = False


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
        return Choices(self.aside, tuple(self.bid), self.locked, self.paying, self.price)


class TableParts(Scene):
    """State shared by the table scene's parts."""

    def __init__(self, app: Services, session: AuctionSession, art: AuctionArt,
                 images: CardImages, coach: bool) -> None:
        super().__init__(app)
        self.session = session
        self.art = art
        self.images = images
        self.painter = TablePainter(art, images, app.font)
        self.coach_on = coach
        self.layout: Layout = table_layout(app.size)
        self._widths()
        self.pointer: PointerControl[str] = PointerControl()
        self.picks = Picks()
        self.flights = FlightLayer()
        self.notes: list[Note] = []
        self.trail: list[str] = []
        self.anim = 0.0
        self.cursor = 0.0
        self.banner: Banner | None = None
        self.results_shown = False
        self.listening = False
        self.last_view: View = session.view()
        self.last_hits: dict[str, pygame.Rect] = {}
        self.hover: str | None = None

    def time(self, seconds: float) -> float:
        return motion_time(seconds, self.app.settings.reduced_motion)

    def note(self, text: str, at: tuple[int, int] | None = None, warn: bool = False,
             delay: float = 0.0) -> None:
        self.notes.append(Note(text, self.anim + delay, at, warn))
        self.notes = self.notes[-4:]

    def names(self) -> tuple[str, str]:
        return (self.session.name(0), self.session.name(1))

    def set_layout(self, size: tuple[int, int]) -> None:
        if self.layout.size != size:
            self.layout = table_layout(size)
            self._widths()

    def _widths(self) -> None:
        """Card images come from the art at the layout's widths; other sizes are scaled."""
        lay = self.layout
        self.images.set_widths([lay.card[0], lay.small[0], lay.mid[0]])
