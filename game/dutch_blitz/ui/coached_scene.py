"""The coached match's screens: the table with the coach's tip, and the hand results after it.

``CoachedTableScene`` is the live table plus the coach: each frame it asks the session for the
tip (the session holds the clock while one is up) before the bots get their turn, draws the
tip beside the pile its move takes a card from, lights up where that card goes, and closes
the tip when it is clicked. ``CoachedHandResults`` ends the coached match with the shared
"you're ready" and the normal setup instead of the match results.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
from pygame import Rect

from game.dutch_blitz.rules.moves import Play
from game.dutch_blitz.ui.game_ui import GAME_ID, blitz_ui
from game.dutch_blitz.ui.renderer import TableDecor, seat_key
from game.dutch_blitz.ui.results import HandResultsScene
from game.dutch_blitz.ui.session import HUMAN, BlitzSession
from game.dutch_blitz.ui.table_parts import target_key
from game.dutch_blitz.ui.table_scene import TableScene
from game.ui import palette
from game.ui.coach import Tip, coached_match_over, draw_tip
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.widgets import ui_scale


class CoachedTableScene(TableScene):
    """The live table of a coached match, with the coach's tip."""

    tip_box: Rect | None = None

    def tip(self) -> Tip | None:
        """The tip on screen (none once the hand is over)."""
        coach = self.session.coach
        return None if self.session.hand_over or coach is None else coach.tip

    def update(self, dt: float) -> None:
        self.session.coach_tip()  # before the bots: a new tip stops the clock first
        super().update(dt)

    def decor(self) -> TableDecor:
        decor = super().decor()
        tip = self.tip()
        if tip is None or not isinstance(tip.move, Play):
            return decor
        return replace(decor, glow={**decor.glow, target_key(tip.move.target): palette.HIGHLIGHT})

    def tip_anchor(self, tip: Tip) -> Rect:
        """Where the pile the tip is about is drawn (the hand when it is not on the table)."""
        layout = self.layout or self.table_layout()
        state = self.session.state
        rect = self._place_rect(layout, state, seat_key(HUMAN, tip.place)) \
            if state is not None else None
        return rect if rect is not None else Rect(layout.seats[HUMAN].hand)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        tip = self.tip()
        state = self.session.state
        if tip is None or state is None:
            self.tip_box = None
            return
        layout = self.layout or self.table_layout()
        seat = layout.seats[HUMAN]
        caption = round(seat.card[1] * 0.18)
        row = seat.hand.unionall(seat.piles())  # your cards and their captions stay in view
        row.top -= caption
        anchor = self.tip_anchor(tip)
        if tip.place in ("hand", "wood", "blitz"):  # the pointer stops above its caption
            anchor.top -= caption
        avoid = []
        if isinstance(tip.move, Play):  # and where the card goes
            target = self._place_rect(layout, state, target_key(tip.move.target))
            avoid = [target] if target is not None else []
        self.tip_box = draw_tip(surface, tip, anchor, self.app.font,
                                ui_scale(surface.get_size()), row, avoid)

    def handle(self, event: pygame.event.Event) -> None:
        box = self.tip_box
        if (box is not None and event.type == pygame.MOUSEBUTTONDOWN
                and getattr(event, "button", 1) == 1 and box.collidepoint(event.pos)):
            self.session.dismiss_tip()
            self.tip_box = None
            return
        super().handle(event)

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        tip = self.tip()
        info["tip"] = tip.text if tip is not None else None
        return info


class CoachedHandResults(HandResultsScene):
    """The hand results of a coached match: after its last hand, "you're ready"."""

    def build(self) -> None:
        super().build()
        if self.match_over:
            self.next_button.label = "Done"

    def next(self) -> None:
        if not self.match_over:
            super().next()
            return
        blitz_ui(self.app).session = None
        coached_match_over(self.app, GAME_ID)


def table_scene_for(app: Services, session: BlitzSession) -> TableScene:
    """The table for ``session``: with the coach when the match is coached."""
    if session.coached:
        return CoachedTableScene(app, session)
    return TableScene(app, session)


def hand_results_for(app: Services, session: BlitzSession) -> Scene:
    """The hand results for ``session``: a coached match ends in "you're ready"."""
    if session.coached:
        return CoachedHandResults(app, session)
    return HandResultsScene(app, session)


__all__ = ["CoachedHandResults", "CoachedTableScene", "hand_results_for", "table_scene_for"]
