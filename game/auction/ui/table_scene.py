"""The Dutch Auction table during a game: the view drawn, input, the bot's moves animated, the
coach line, the score sheet at the end.

The scene is joined from its parts: ``controller`` (mouse and keys) over ``actions`` (the
moves), ``director`` (events to motion) and ``overlays`` (buttons, words, the chooser), all
over ``parts`` (the shared state). Here: the lifecycle (a closed scene stops listening), the
frame update and drawing, and in a coached game the coach's tip (``coach_bubble``: drawn by the
card it is about; a click on it closes it).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.auction.rules.state import PLAY, SET_ASIDE
from game.auction.ui.coach_bubble import CoachBubble
from game.auction.ui.painter import Decor
from game.auction.ui.parts import NOTE_SECONDS, Picks
from game.auction.ui.viewer import PileViewer


class TableScene(CoachBubble):
    """The live table for one ``AuctionSession``."""

    def window_gone(self) -> None:
        self.open_pause()  # the window was minimised: the table pauses

    def enter(self) -> None:
        if not self.listening:
            self.session.subscribe(self.on_event)
            self.listening = True
        if not self.session.over:
            self.session.resume()

    def cover(self) -> None:
        if self.pointer.drag is not None:
            self.fly_back(self.pointer.drag)
        self.pointer.cancel()

    def close(self) -> None:
        self.cover()
        if self.listening:
            self.session.unsubscribe(self.on_event)
            self.listening = False

    def resize(self, size: tuple[int, int]) -> None:
        self.flights.land_all()
        self.pointer.cancel()
        self.set_layout(size)

    # --- actions that leave the table ------------------------------------------------------------
    def open_pause(self) -> None:
        from game.auction.ui.game_ui import auction_ui

        auction_ui(self.app).pause_table(self.session)

    def open_pile(self, place: str, pos: tuple[int, int]) -> None:
        view = self.session.view()
        rival = self.session.name(1)
        piles = {"pile:deck": ("Your deck", view.deck),
                 "pile:discards": ("Your discards", view.discards),
                 "pile:cashed": ("Your cashed-in cards", view.me.cashed),
                 "auction_discards": ("Auction discards", view.auction_discards),
                 "rival:cashed": (f"{rival}'s cashed-in cards", view.rival.cashed)}
        refusals = {"rival:discards": f"{rival}'s discards stay closed to you",
                    "rival:deck": f"{rival}'s deck stays face down",
                    "auction_deck": "The auction deck stays face down",
                    "rival:hand": f"{rival}'s hand is hidden"}
        if place in piles:
            title, cards = piles[place]
            self.app.push(PileViewer(self.app, title, cards, self.images))
        elif place in refusals:
            self.note(refusals[place], pos if pos != (0, 0) else None)

    # --- the frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.anim += dt
        self.session.coach_tip()  # a tip up holds the clock before the bot may act
        self.session.tick()
        self.send_queued_bid()
        self.open_the_bid()
        view = self.session.view()
        self._tidy_picks(view)
        self.flights.update(self.anim)
        self.notes = [n for n in self.notes if self.anim < n.started + NOTE_SECONDS]
        banner = self.banner
        if banner is not None and banner.done(self.anim) and not self.flights.busy():
            self._show_results()

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

    def _show_results(self) -> None:
        if self.results_shown:
            return
        self.results_shown = True
        from game.auction.ui.game_ui import auction_ui

        auction_ui(self.app).show_results(self.session)

    def draw(self, surface: pygame.Surface) -> None:
        self.set_layout(surface.get_size())
        view = self.session.view()
        drag = self.pointer.drag
        decor = Decor(self.names(), self.flights.hidden(), self.picks.aside,
                      tuple(self.picks.bid), drag.card if drag else None, self.glows(),
                      frozenset(self.picks.paid), self.picks.locked)
        self.painter.draw(surface, self.layout, view, decor)
        self.draw_overlays(surface)
        self.last_hits = {place: rect for place, rect in self.painter.hits}
        self.last_view = view
        self.flights.draw(surface, self.images, self.anim)
        self.draw_notes(surface)
        self.draw_coach_tip(surface)
        if self.banner is not None and self.anim >= self.banner.started:
            self.banner.draw(surface, self.app.font, self.anim)

    def handle(self, event: pygame.event.Event) -> None:
        if not self.coach_click(event):
            super().handle(event)

    def describe(self) -> dict[str, Any]:
        view = self.session.view()
        return {"scene": "TableScene", "round": view.round, "phase": view.phase,
                "active": view.active, "paused": self.session.paused,
                "flights": len(self.flights), "over": self.session.over,
                "coach": self.coach_text(),
                "tip": tip.text if (tip := self.session.coach_tip()) is not None else None}
