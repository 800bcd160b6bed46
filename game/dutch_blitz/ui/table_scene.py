"""The table during a hand: your input, the bots' moves, every card's flight, the hand's end.

Input becomes moves submitted through the session to the hand's ``Table`` authority; what is
legal is asked of the rules core (``targets_for``, ``legal_moves``, ``may_rotate``), never
decided here. Every applied event -- yours and the bots' -- arrives through the session's
listener and becomes an animation: the card flies from its pile to its target while the target
still shows the card below. When the hand ends the "Blitz!" / "Stalemate" banner plays and the
hand results follow.

The scene is joined from its parts: ``controller`` (mouse and keys), ``director`` (events to
motion), ``overlays`` (highlights and notes), all over ``table_parts`` (the shared state).
Here: the lifecycle (a closed scene stops listening to the session), the frame update with
the auto-played 1s, and drawing.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.dutch_blitz.rules.legal import legal_moves
from game.dutch_blitz.rules.moves import Play
from game.dutch_blitz.ui.controller import InputController
from game.dutch_blitz.ui.director import AnimationDirector
from game.dutch_blitz.ui.game_ui import blitz_ui
from game.dutch_blitz.ui.hand_end import DRAW_AHEAD_BUDGET, DrawAhead
from game.dutch_blitz.ui.overlays import TableOverlays
from game.dutch_blitz.ui.renderer import deck_of
from game.dutch_blitz.ui.session import HUMAN
from game.dutch_blitz.ui.table_parts import (
    AUTO_ONE_DELAY,
    NOTE_SECONDS,
)
from game.ui import palette
from game.ui.banner import veil
from game.ui.scenes.results_screen import ResultsScreen

BANNER_SETTLES = 0.1
"""The results' analysis starts this long after the banner (not in the banner's first frame)."""


class TableScene(InputController, AnimationDirector, TableOverlays):
    """The live table for one ``BlitzSession``: the parts joined, the lifecycle, the frame."""

    def window_gone(self) -> None:
        self.pause()  # the window was minimised: the table pauses

    def enter(self) -> None:
        if not self._listening:
            self.session.subscribe(self._on_event)
            self._listening = True
        if self.session.table is not self._table:
            self._reset_hand()
        self.renderer.set_colour_blind(self.app.settings.colour_blind_symbols)
        if not self.session.hand_over:
            self.session.resume()

    def cover(self) -> None:
        """The pause overlay (or another screen) is on top: put any lifted card back."""
        if self.pointer.drag is not None:
            self._fly_back(self.pointer.drag)
        self.pointer.cancel()

    def close(self) -> None:
        """Off the stack: stop hearing the table (the scene may be shown again later)."""
        self.cover()
        if self._listening:
            self.session.unsubscribe(self._on_event)
            self._listening = False

    def resize(self, size: tuple[int, int]) -> None:
        self.flights.land_all()
        self.layout = None
        if self.pointer.drag is not None:
            self.pointer.cancel()

    def update(self, dt: float) -> None:
        self.anim += dt
        if self.session.table is not self._table:
            self._reset_hand()
        banner = self.banner  # made by the hand's last event, in an earlier frame
        self.session.tick()
        work = self.hooks.hand_end
        if banner is not None and self.anim < banner.started:  # before it starts, a piece a
            banner.prepare_some(self.app.size, self.app.font)  # frame: no hitch
        elif work is not None and not work.done and banner is not None \
                and self.anim > banner.started + BANNER_SETTLES:
            work.advance()  # the results' analysis, a little each frame while the banner plays
        self.remember_view()
        self.flights.update(self.anim)
        self.notes = [n for n in self.notes if self.anim - n.started < NOTE_SECONDS]
        self.flashes = {k: until for k, until in self.flashes.items() if until > self.anim}
        if self.keys.selected is not None and self.session.table is not None:
            if self.session.view().me.top(self.keys.selected) is None:
                self.keys.clear()
            else:
                self.keys.refresh(self.targets(self.keys.selected))
        self._auto_play_ones()
        if self.banner is not None and not self._results_shown:
            self._prepare_results()
        if self.banner is not None and self.banner.done(self.anim) and not self.flights.busy():
            self._show_results()

    def _auto_play_ones(self) -> None:
        if not self.hooks.auto_play_ones:
            return
        table = self.session.table
        if table.over or self.session.clock.paused:
            return
        if self._auto_one is not None:
            due, move = self._auto_one
            if self.anim >= due:
                self._auto_one = None
                self._auto_checked = -1
                busy = {self.keys.selected}
                if self.pointer.drag is not None:
                    busy.add(self.pointer.drag.source)
                if move.source not in busy:
                    outcome = self.session.submit(move)
                    self._targets = None
                    del outcome  # a 1 that is gone by now simply stays unplayed
            return
        if self._auto_checked == table.version:
            return
        self._auto_checked = table.version
        held = {self.keys.selected, self.pointer.drag.source if self.pointer.drag else None}
        for option in legal_moves(self._view()):
            if isinstance(option, Play) and option.target == "dutch:new" \
                    and option.source not in held:
                self._auto_one = (self.anim + self._time(AUTO_ONE_DELAY), option)
                return

    def _prepare_results(self) -> None:
        """While the banner plays, one step a frame once the analysis is made: make the hand
        results screen, then draw it off screen (its fonts, texts and backdrop; a few ms a
        frame), so the frame that shows it does no more than any other."""
        work = self.hooks.hand_end
        if work is None or not work.done or not self.session.hand_over:
            return
        if self._results_ready is None:
            from game.dutch_blitz.ui.coached_scene import hand_results_for

            self._results_ready = hand_results_for(self.app, self.session)
            self._results_ahead = DrawAhead(self._results_ready, self.app.size)
        elif not self._results_warm and self._results_ahead is not None:
            self._results_warm = self._results_ahead.step(DRAW_AHEAD_BUDGET)

    def _show_results(self) -> None:
        if self._results_shown:
            return
        self._results_shown = True
        ready, self._results_ready = self._results_ready, None
        if isinstance(ready, ResultsScreen):
            ready.opened_at = self.app.now()  # its input guard runs from when it shows
        blitz_ui(self.app).show_hand_results(self.session, ready)

    def draw(self, surface: pygame.Surface) -> None:
        state = self.session.state
        if state is None:
            surface.fill(palette.TABLE_FELT)
            return
        if self.layout is None or self.layout.size != surface.get_size():
            self.table_layout()
        decor = self.decor()
        layout = self.renderer.draw(surface, state, self.seats, decor, labels=False)
        self.layout = layout
        self._draw_rotate_offer(surface, layout, state)
        self.flights.draw(surface, self.renderer.images, self.anim)
        # seat labels and count badges over the flying cards: a card never hides them
        dim, decor.dim = decor.dim, 0.0  # the banner's dimming: laid on in place, below
        self.renderer.draw_labels(surface, layout, state, self.seats, decor)
        veil(surface, dim)
        drag = self.pointer.drag
        if drag is not None:
            spread = max(4, round(drag.rect.height * 0.07))
            shadow = self.renderer.images.shadow(drag.rect.size, spread)
            surface.blit(shadow, (drag.rect.x - spread + spread // 2,
                                  drag.rect.y - spread + spread))
            deck = deck_of(self.seats, HUMAN)
            for i, card in enumerate(drag.cards or (drag.card,)):
                surface.blit(self.renderer.images.card(card, drag.rect.size, deck),
                             drag.rect.move(0, i * drag.step).topleft)
        self._draw_notes(surface, layout)
        if self.banner is not None and self.anim >= self.banner.started:
            self.banner.draw(surface, self.app.font, self.anim)
        self.preload_some()

    def describe(self) -> dict[str, Any]:
        state = self.session.state
        info: dict[str, Any] = {"scene": "TableScene", "hand": self.session.table.hand,
                                "paused": self.session.paused, "flights": len(self.flights),
                                "over": self.session.hand_over}
        if state is not None:
            info["dutch"] = len(state.dutch)
        return info
