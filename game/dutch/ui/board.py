"""The Dutch table during a match: the player's view drawn, input, the bots' moves animated,
the start peek, and the round results when a round ends.

The scene is joined from its parts: ``controller`` (mouse and keys), ``director`` (events to
motion and sound) and ``overlays`` (buttons, the status line, notes), over ``parts`` (the
shared state). Here: the lifecycle (a closed scene stops listening), the frame update and
drawing, and in a coached match the coach's tip (drawn by the card it is about; a click on it
closes it).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.dutch.ui.controller import parse_slot
from game.dutch.ui.overlays import TableOverlays
from game.dutch.ui.parts import NOTE_SECONDS
from game.ui.coach import Tip, draw_tip
from game.ui.widgets import ui_scale


class TableScene(TableOverlays):
    """The live table for one ``DutchSession``."""

    dealt = False
    tip_box: pygame.Rect | None = None

    def enter(self) -> None:
        if not self.listening:
            self.session.subscribe(self.on_event)
            self.listening = True
        if self.session.peeking:
            self.peek_started = self.anim
            self.deal()
        self.session.resume()

    def deal(self) -> None:
        """The round's deal: every layout card flies from the draw pile to its slot."""
        if self.dealt:
            return
        self.dealt = True
        view = self.session.view()
        step = self.time(0.03)
        for row in range(4):
            for k in range(self.seat_count):
                seat = (view.starter + k) % self.seat_count
                if row < len(view.layouts[seat]):
                    dst = self.slot_rect(view, seat, row)
                    delay = step * (row * self.seat_count + k)
                    self.fly(None, self.layout.stock, dst, hide=f"slot:{seat}:{row}",
                             delay=delay, face_down=True, lift=0.1)

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

    def open_pause(self) -> None:
        from game.dutch.ui.game_ui import dutch_ui

        dutch_ui(self.app).pause_table(self.session)

    # --- the frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.anim += dt
        if self.session.peeking and not self.session.paused and self.peek_left() <= 0:
            self.session.ready()
        self.session.coach_tip()
        self.session.tick()
        self.flights.update(self.anim)
        self.notes = [n for n in self.notes if self.anim < n.started + NOTE_SECONDS]
        self.moments = [m for m in self.moments if self.anim < m.end]
        if self.jack_pick is not None and not self.legal():
            self.jack_pick = None
        due = self.results_at
        if due is not None and self.anim >= due and not self.flights.busy():
            self._show_results()

    def _show_results(self) -> None:
        if self.results_shown:
            return
        self.results_shown = True
        from game.dutch.ui.game_ui import dutch_ui

        dutch_ui(self.app).show_round_results(self.session)

    def draw(self, surface: pygame.Surface) -> None:
        self.set_layout(surface.get_size())
        view = self.session.view()
        decor = self.decor(view, self.glows())
        self.painter.draw(surface, self.layout, view, decor)
        self.draw_overlays(surface)
        self.last_hits = dict(self.painter.hits)
        self.flights.draw(surface, self.images, self.anim)
        self.draw_notes(surface)
        self._draw_tip(surface, view)

    # --- the coach ------------------------------------------------------------------------------
    def tip_anchor(self, tip: Tip, view: Any) -> pygame.Rect:
        """Where the card or pile of ``tip`` is on screen."""
        spot = parse_slot(tip.place)
        lay = self.layout
        fallback = self.slot_rect(view, *spot) if spot is not None else getattr(
            lay, tip.place, None) or lay.buttons.get(tip.place.partition(":")[2], lay.discard)
        return self.seen(tip.place, fallback)

    def _draw_tip(self, surface: pygame.Surface, view: Any) -> None:
        tip = self.session.coach.tip if self.session.coach is not None else None
        if tip is None or self.session.round_over:
            self.tip_box = None
            return
        spot = parse_slot(tip.place)
        clear = None
        if spot is not None:  # beside that player's cards, not over them
            slots = [self.slot_rect(view, spot[0], i)
                     for i, card in enumerate(view.layouts[spot[0]]) if card is not None]
            clear = slots[0].unionall(slots[1:]) if slots else None
        elif tip.place in ("stock", "discard", "held"):  # beside the piles and the drawn card
            clear = self.layout.stock.unionall([self.layout.discard, self.layout.held])
        self.tip_box = draw_tip(surface, tip, self.tip_anchor(tip, view), self.app.font,
                                ui_scale(surface.get_size()), clear)

    def handle(self, event: pygame.event.Event) -> None:
        box = self.tip_box
        if (box is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and box.collidepoint(event.pos)):
            self.session.dismiss_tip()
            self.tip_box = None
            return
        super().handle(event)

    def describe(self) -> dict[str, Any]:
        view = self.session.view()
        return {"scene": "TableScene", "round": view.round, "phase": view.phase,
                "turn": view.turn, "paused": self.session.paused,
                "peeking": self.session.peeking, "flights": len(self.flights),
                "over": self.session.round_over, "status": self.status_text(),
                "tip": self.session.coach.tip.text if self.session.coach is not None
                and self.session.coach.tip is not None else None}
