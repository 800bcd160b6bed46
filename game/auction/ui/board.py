"""The Dutch Auction board on the shared table host: what the host asks of the game each frame.

The board holds its state (``parts``: the layout, the painter, the player's picks) and is
composed of the parts that work on it: ``actions`` (the moves, shared by mouse and keys),
``controller`` (mouse and keys), ``director`` (events to motion), ``overlays`` (buttons, words,
the chooser) and ``coach_bubble`` (where the coach's tip sits). Here: the frame's own work (a
queued bid sent, picks tidied), the still table kept by the host and what moves over it, and
the summary.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.auction.rules.events import Event
from game.auction.rules.state import PLAY, SET_ASIDE, State
from game.auction.rules.view import View
from game.auction.ui.actions import Entry, TableActions
from game.auction.ui.canvas import Canvas, paint
from game.auction.ui.coach_bubble import CoachBubble
from game.auction.ui.controller import KEYS, InputController
from game.auction.ui.director import AnimationDirector
from game.auction.ui.images import AuctionArt
from game.auction.ui.kept_layer import KeptLayer
from game.auction.ui.overlays import TableOverlays
from game.auction.ui.parts import Picks, TableParts
from game.i18n import current_language
from game.ui.coach import Tip
from game.ui.sprites import CardImages
from game.ui.table.motion import Motion
from game.ui.table.notes import NoteStack

if TYPE_CHECKING:
    from game.auction.rules.moves import Move
    from game.ui.table.board import TipSpot
    from game.ui.table.scene import TableScene


class AuctionBoard(TableParts):
    """The table of one game of Dutch Auction, inside the host's table scene."""

    keys = KEYS

    def __init__(self, host: TableScene[State, Move, Event, View], art: AuctionArt,
                 images: CardImages, coach: bool) -> None:
        super().__init__(host, art, images, coach)
        self.actions = TableActions(self)
        self.input = InputController(self, self.actions)
        self.director = AnimationDirector(self)
        self.overlays = TableOverlays(self, self.actions)
        self.bubble = CoachBubble(self, self.actions, self.overlays)
        self._kept = KeptLayer()
        """The host's kept still layer as painted so far (``kept_layer``)."""
        self._drawn: list[pygame.Rect] = []
        """Where this frame's moving overlays were drawn."""
        self._prepared = (0, 0)
        """The window size the layout and the chooser's panel were last made for."""

    # --- the host's hooks, answered by the parts ---------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        if self._prepared != size:  # (the chooser's panel for the new layout, made ahead)
            self.set_layout(size)
            self.overlays.prepare(pygame.Rect((0, 0), size))
            self._prepared = size

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def back(self) -> bool:
        return self.input.back()

    def cancel_drag(self) -> None:
        if self.pointer.drag is not None:
            self.input.fly_back(self.pointer.drag)

    def on_event(self, t: float, event: Event, state: State) -> list[Motion]:
        return self.director.on_event(t, event, state)

    def note_stack(self, size: tuple[int, int]) -> NoteStack:
        return self.overlays.note_stack(size)

    def tip_spot(self, tip: Tip) -> TipSpot:
        return self.bubble.tip_spot(tip)

    # --- what the player sees, asked of the parts (tests and the language walk read it) ------
    def coach_text(self) -> str:
        return self.actions.coach_text()

    def button_labels(self) -> dict[str, tuple[str, bool]]:
        return self.actions.button_labels()

    def fire_entries(self) -> list[Entry]:
        return self.actions.fire_entries()

    def sealed_open(self) -> bool:
        return self.actions.sealed_open()

    def chooser_rect(self) -> pygame.Rect:
        return self.overlays.chooser_rect()

    def tip_anchor(self, tip: Tip) -> pygame.Rect:
        return self.bubble.tip_anchor(tip)

    # --- the frame -------------------------------------------------------------------------------
    def still_for(self) -> float | None:
        """Only the table's events and the player's input change the board (a queued bid goes
        when the bot's move that opens the bidding wakes the table), and the bid's winner
        shows once both bids have turned over."""
        return None if self.anim >= self.told_at else self.told_at - self.anim

    def update(self, dt: float) -> None:
        self.actions.send_queued_bid()
        self.actions.open_the_bid()
        self._tidy_picks(self.session.view())

    def _tidy_picks(self, view: Any) -> None:
        picks = self.picks
        if view.phase == PLAY and (picks.locked or picks.bid or picks.aside):
            self.picks = Picks(paying=picks.paying, price=picks.price, paid=picks.paid)
        elif view.phase == SET_ASIDE and picks.locked and view.sealed_aside is None:
            self.picks = Picks()
        if view.phase != PLAY or view.active != 0:
            self.picks.paying, self.picks.paid, self.picks.seven_of = None, [], None
        elif not view.pending:
            self.picks.seven_of = None

    def base_key(self) -> Hashable:
        """Everything the still part shows: the table (its version), the player's picks, the
        cards in flight hidden at their landing spots, the dragged card, the glowing targets,
        whether the bid's winner is told, the chain trail, the coach's tip (its line gives way
        to it), the language and the card art."""
        session = self.session
        picks = self.picks
        drag = self.pointer.drag
        coach = session.coach
        return (session.table, session.table.version, session.hand_over,
                (picks.aside, tuple(picks.bid), picks.locked, picks.paying, picks.price,
                 tuple(picks.paid), picks.seven_of),
                frozenset(self.flights.hidden().items()), drag.card if drag else None,
                self.input.glows(), self.told(), tuple(self.trail),
                coach.tip if coach is not None else None, self.coach_on,
                current_language(), self.images.deck)

    def draw_base(self, surface: pygame.Surface) -> None:
        """The still table. Onto the host's kept layer, which shows the steps painted on it
        last, only the places where a step came or went are painted again, those the host's
        budget says are due this frame (``kept_layer``; a frame that goes on with the places
        left paints them with the same steps); onto any other surface, the whole table."""
        base = self.host.base
        felt = self.painter.felt(surface.get_size())
        if base.settling and base.surface is surface:
            self._kept.go_on(surface, felt, base.budget)
            return
        view = self.session.view()
        decor = self.decor(self.input.glows())
        canvas = Canvas(surface.get_size())
        self.painter.draw(canvas, self.layout, view, decor)
        canvas.part()
        self.overlays.draw_still_overlays(canvas)
        if base.surface is surface:
            self._kept.paint(surface, felt, canvas.steps, base.budget, canvas.parts)
        else:
            paint(surface, felt, canvas.steps, None)
        self.last_hits = dict(self.input.hit_boxes())
        self.last_view = view

    def base_pending(self) -> bool:
        return self._kept.pending()

    def painted_rects(self) -> list[pygame.Rect] | None:
        return self._kept.places

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = self.overlays.draw_moving_overlays(surface)

    def drawn_rects(self) -> list[pygame.Rect]:
        return self._drawn

    def describe(self) -> dict[str, Any]:
        view = self.session.view()
        picks = self.picks
        return {"round": view.round, "phase": view.phase, "active": view.active,
                "coach": self.actions.coach_text(),
                "picks": (picks.aside, tuple(picks.bid), picks.locked, picks.queued_bid,
                          picks.paying, tuple(picks.paid), picks.seven_of)}


__all__ = ["AuctionBoard"]
