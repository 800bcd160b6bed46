"""The Blitz (31) table during a hand: your input, the bots' turns, every card's flight.

Input becomes moves submitted through the session to the hand's ``Table`` authority; what is
legal is asked of the rules core (``TableParts.legal``), never decided here. Every applied event
arrives through the session's listener and becomes an animation (``director``). When the hand
ends, the banner (31 or showdown) plays and the showdown panel follows on top of the table.

The scene is joined from its parts: ``controller`` (mouse and keys) and ``director`` (events to
motion), over ``table_parts`` (the shared state). Here: the lifecycle (a closed scene stops
listening to the session), the frame update, what glows and the drawing, and in a coached match
the coach's tip (drawn beside the card, pile or button it is about; a click on it closes it).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame
from pygame import Rect

from game.thirty_one.rules.state import Discard, Draw, Knock, View
from game.thirty_one.ui.controller import InputController
from game.thirty_one.ui.director import AnimationDirector
from game.thirty_one.ui.game_ui import thirty_one_ui
from game.thirty_one.ui.painter import SHADE, Decor
from game.thirty_one.ui.session import HUMAN
from game.thirty_one.ui.table_parts import NOTE_SECONDS
from game.ui import palette
from game.ui.coach import Tip, draw_tip
from game.ui.notices import draw_note_pill
from game.ui.tween import clamp01, ease_out_cubic
from game.ui.widgets import ui_scale

RESULTS_DELAY = 0.5
"""Seconds between the last card landing (and the banner) and the showdown panel."""


class TableScene(InputController, AnimationDirector):
    """The live table for one ``Session``: the parts joined, the lifecycle, the frame."""

    tip_box: Rect | None = None

    def window_gone(self) -> None:
        self.pause()  # the window was minimised: the table pauses

    def enter(self) -> None:
        if not self._listening:
            self.session.subscribe(self._on_event)
            self._listening = True
        if self.session.table is None:
            self.session.start_next_hand()
        if self.session.table is not self._table:
            self._reset_hand()
            self._hand_started()
        if not self.session.hand_over:
            self.session.resume()
        elif self._results_shown:  # back from the title: the showdown comes up again
            self._results_shown = False
            self._results_at = None

    def _hand_started(self) -> None:
        """A hand that ended at the deal (31 dealt) still gets its banner."""
        view = self._view()
        if view.result is not None and view.result.reason == "deal_thirty_one":
            from game.thirty_one.rules.state import ThirtyOne

            winners = tuple(s for s, v in view.result.values if v == 31)
            self._thirty_one(ThirtyOne(winners))

    def cover(self) -> None:
        """The pause menu (or the showdown panel) is on top: put any lifted card back."""
        self._drop_lifted()

    def close(self) -> None:
        self.cover()
        if self._listening:
            self.session.unsubscribe(self._on_event)
            self._listening = False

    def resize(self, size: tuple[int, int]) -> None:
        self.flights.land_all()
        self.layout = None
        self.pointer.cancel()

    def update(self, dt: float) -> None:
        self.anim += dt
        if self.session.table is not self._table:
            self._reset_hand()
        self.session.coach_tip()
        self.session.tick()
        self.flights.update(self.anim)
        self.notes = [n for n in self.notes if self.anim - n.started < NOTE_SECONDS]
        self.flashes = {k: until for k, until in self.flashes.items() if until > self.anim}
        if self.selected is not None and self.selected not in self._view().cards:
            self.selected = None
        if self.session.hand_over and not self._results_shown:
            self._towards_results()

    def _towards_results(self) -> None:
        if self.flights.busy() or (self.banner is not None and not self.banner.done(self.anim)):
            return
        if self._results_at is None:
            self._results_at = self.anim + self._time(RESULTS_DELAY)
        if self.anim >= self._results_at:
            self._results_shown = True
            thirty_one_ui(self.app).show_showdown(self.session)

    # --- what the painter adds ---------------------------------------------------------------
    def status(self, view: View) -> str:
        if view.phase == "over":
            return "The hand is over"
        knock = ""
        if view.knocker is not None:
            knock = "You knocked · " if view.knocker == HUMAN else \
                f"{self._name(view.knocker)} knocked · "
        if view.to_play != HUMAN:
            return f"{knock}{self._name(view.to_play)} is thinking…"
        if view.phase == "discard":
            return f"{knock}Throw a card onto the discard pile"
        turn = "Your last turn" if view.knocker is not None else "Your turn"
        may_knock = " or knock" if self.legal().knock else ""
        return f"{knock}{turn}: draw a card{may_knock}"

    def decor(self) -> Decor:
        view = self._view()
        hidden: Counter[str] = self.flights.hidden()
        hidden_cards = self.flights.cards_bound_for(f"hand:{HUMAN}")
        glow: dict[str, tuple[int, int, int]] = {}
        drag = self.pointer.drag
        if drag is not None:
            if drag.source == "hand":
                hidden_cards.add(drag.card)
            elif drag.source == "discard":
                hidden["discard"] += 1
            for target in drag.targets:
                glow[target] = palette.HIGHLIGHT
        legal = self.legal()
        if drag is None and self.selected is not None and self.selected in legal.throw:
            glow["discard"] = palette.HIGHLIGHT
        lit = self.tip_glow()
        if lit is not None and drag is None:
            glow[lit] = palette.HIGHLIGHT
        for key in self.flashes:
            glow[key] = palette.REFUSED
        over = self.session.hand_over
        return Decor(
            now=self.anim, hidden=hidden, hidden_cards=frozenset(hidden_cards), glow=glow,
            selected=self.selected, taken=view.taken if view.to_play == HUMAN else None,
            thinking=self.session.thinking_seat(), knock_enabled=legal.knock and not over,
            show_value=self.show_value, status=self.status(view), loss=self.loss,
            dim=self.banner.dim(self.anim) if self.banner is not None else 0.0)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.session.table is None:
            surface.fill(palette.TABLE_FELT)
            return
        if self.layout is None or self.layout.size != surface.get_size():
            self.table_layout()
        layout = self.layout
        assert layout is not None
        view = self._view()
        self.painter.draw(surface, layout, view, self.session.seats, self.decor())
        self.flights.draw(surface, self.painter.images, self.anim)
        drag = self.pointer.drag
        if drag is not None:
            spread = max(4, round(drag.rect.height * 0.07))
            shadow = self.painter.images.shadow(drag.rect.size, spread)
            surface.blit(shadow, (drag.rect.x - spread // 2, drag.rect.y))
            card = drag.card if drag.source != "stock" else None
            surface.blit(self.painter.images.card(card, drag.rect.size), drag.rect)
        self._draw_notes(surface)
        if self.banner is not None and self.anim >= self.banner.started:
            self.banner.draw(surface, self.app.font, self.anim)
        self._draw_tip(surface)

    # --- the coach ------------------------------------------------------------------------------
    def tip_anchor(self, tip: Tip) -> tuple[Rect, Rect]:
        """Where the thing ``tip`` is about is on screen, and what its bubble keeps clear of.

        Your value hint (right) and tokens (left) in your header: the bubble goes above your
        place. The discard pile: right of the piles. The draw pile and the Knock button: left
        of the Knock button (a pointer to the draw pile runs under the button)."""
        layout = self.layout or self.table_layout()
        header = layout.human.header
        quarter = header.width // 4
        if tip.place == "value":
            return Rect(header.right - quarter, header.y, quarter, header.height), \
                Rect(layout.human.area)
        if tip.place == "tokens":
            discs = self.painter.your_tokens
            if discs is None or not header.contains(discs):
                discs = Rect(header.x, header.y, quarter, header.height)
            return Rect(discs), Rect(layout.human.area)
        stock, knock = layout.stock, layout.knock
        piles = knock.unionall([stock, layout.discard])
        if tip.place == "discard":
            return Rect(layout.discard), piles
        rightwards = Rect(piles.x, piles.y, layout.size[0] - piles.x, piles.height)
        if tip.place == "stock":
            low = Rect(stock.x, stock.y + stock.height * 3 // 4, stock.width, stock.height // 5)
            return low, rightwards
        return Rect(knock), rightwards

    def tip_glow(self) -> str | None:
        """What the tip's move is about glows: the card to throw, the pile, the Knock button."""
        coach = self.session.coach
        move = coach.tip.move if coach is not None and coach.tip is not None else None
        if isinstance(move, Discard):
            return f"card:{move.card}"
        if isinstance(move, Draw):
            return move.source
        return "knock" if isinstance(move, Knock) else None

    def _draw_tip(self, surface: pygame.Surface) -> None:
        coach = self.session.coach
        tip = coach.tip if coach is not None else None
        if tip is None or self.session.hand_over:
            self.tip_box = None
            return
        anchor, clear = self.tip_anchor(tip)
        self.tip_box = draw_tip(surface, tip, anchor, self.app.font,
                                ui_scale(surface.get_size()), clear)

    def handle(self, event: pygame.event.Event) -> None:
        box = self.tip_box
        if (box is not None and event.type == pygame.MOUSEBUTTONDOWN
                and getattr(event, "button", 1) == 1 and box.collidepoint(event.pos)):
            self.session.dismiss_tip()
            self.tip_box = None
            return
        super().handle(event)

    def _draw_notes(self, surface: pygame.Surface) -> None:
        layout = self.layout
        assert layout is not None
        for note in self.notes:
            age = self.anim - note.started
            k = clamp01(age / NOTE_SECONDS)
            size_px = max(11, round(19 * layout.unit))
            text = self.painter.text(note.text, size_px, palette.PAPER, True)
            rise = round(18 * layout.unit * ease_out_cubic(min(1.0, age / 0.3)))
            alpha = round(255 * (1.0 - clamp01((k - 0.75) / 0.25)))
            draw_note_pill(surface, text, (note.centre[0], note.centre[1] - rise), note.colour,
                           size_px, SHADE, alpha)

    def describe(self) -> dict[str, Any]:
        info: dict[str, Any] = {"scene": "TableScene", "hand": self.session.hand_number,
                                "paused": self.session.paused, "flights": len(self.flights),
                                "over": self.session.hand_over,
                                "tip": self.tip_box is not None}
        if self.session.table is not None:
            view = self._view()
            info.update(cards=list(view.cards), to_play=view.to_play, phase=view.phase,
                        discard=view.discard[-1] if view.discard else None)
        return info
