"""The Dutch Auction board on the shared table host: what the host asks of the game each frame.

The board is joined from its parts: ``controller`` (mouse and keys) over ``actions`` (the
moves), ``director`` (events to motion) and ``overlays`` (buttons, words, the chooser), all
over ``parts`` (the board's state), and ``coach_bubble`` (where the coach's tip sits). Here: the
frame's own work (a queued bid sent, picks tidied), drawing, the pile viewer and the summary.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.auction.rules.state import PLAY, SET_ASIDE
from game.auction.ui.canvas import Canvas, paint
from game.auction.ui.coach_bubble import CoachBubble
from game.auction.ui.painter import Decor
from game.auction.ui.parts import Picks
from game.auction.ui.viewer import PileViewer
from game.i18n import _, current_language


class AuctionBoard(CoachBubble):
    """The table of one game of Dutch Auction, inside the host's table scene."""

    def resize(self, size: tuple[int, int]) -> None:
        self.set_layout(size)

    def cancel_drag(self) -> None:
        if self.pointer.drag is not None:
            self.fly_back(self.pointer.drag)

    def open_pile(self, place: str, pos: tuple[int, int]) -> None:
        view = self.session.view()
        rival = self.session.name(1)
        piles = {"pile:deck": (_("Your deck"), view.deck),
                 "pile:discards": (_("Your discards"), view.discards),
                 "pile:cashed": (_("Your cashed-in cards"), view.me.cashed),
                 "auction_discards": (_("Auction discards"), view.auction_discards),
                 "rival:cashed": (_("{name}'s cashed-in cards").format(name=rival),
                                  view.rival.cashed)}
        refusals = {"rival:discards": _("{name}'s discards stay closed to you"),
                    "rival:deck": _("{name}'s deck stays face down"),
                    "auction_deck": _("The auction deck stays face down"),
                    "rival:hand": _("{name}'s hand is hidden")}
        if place in piles:
            title, cards = piles[place]
            self.app.push(PileViewer(self.app, title, cards, self.images))
        elif place in refusals:
            self.note(refusals[place].format(name=rival), pos if pos != (0, 0) else None)

    # --- the frame -------------------------------------------------------------------------------
    def still_for(self) -> float | None:
        """Only the table's events and the player's input change the board (a queued bid goes
        when the bot's move that opens the bidding wakes the table), and the bid's winner
        shows once both bids have turned over."""
        return None if self.anim >= self.told_at else self.told_at - self.anim

    def update(self, dt: float) -> None:
        self.send_queued_bid()
        self.open_the_bid()
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
                self.glows(), self.told(), tuple(self.trail),
                coach.tip if coach is not None else None, self.coach_on,
                current_language(), self.images.deck)

    def draw_base(self, surface: pygame.Surface) -> None:
        view = self.session.view()
        drag = self.pointer.drag
        decor = Decor(self.names(), self.flights.hidden(), self.picks.aside,
                      tuple(self.picks.bid), drag.card if drag else None, self.glows(),
                      frozenset(self.picks.paid), self.picks.locked, self.told())
        canvas = Canvas(surface.get_size())
        self.painter.draw(canvas, self.layout, view, decor)
        self.draw_still_overlays(canvas)
        kept = self.host.base.surface
        painted = self._painted if kept is surface else None
        before = painted[1] if painted is not None and painted[0] is surface else None
        paint(surface, self.painter.felt(surface.get_size()), canvas.steps, before)
        if kept is surface:
            self._painted = (surface, canvas.steps)
        self.last_hits = {place: rect for place, rect in self.painter.hits}
        self.last_view = view

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_moving_overlays(surface)

    def describe(self) -> dict[str, Any]:
        view = self.session.view()
        picks = self.picks
        return {"round": view.round, "phase": view.phase, "active": view.active,
                "coach": self.coach_text(),
                "picks": (picks.aside, tuple(picks.bid), picks.locked, picks.queued_bid,
                          picks.paying, tuple(picks.paid), picks.seven_of)}


__all__ = ["AuctionBoard"]
