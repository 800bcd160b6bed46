"""The Dutch table's kept still layer painted a few places a frame.

The host keeps the still part of the table and asks the board for it again when something of
it changed (``still``: the regions whose key changed). On the host's kept layer those places
are painted as the host's ``LayerBudget`` allows: at once where the window shows the layer
anew this frame (where something moving was, a landed card's spot), then whole places while
the frame's budget lasts; the rest *wait* and are painted in the next frames, each with the
table as it is when its turn comes. A new change before the layer settled is painted along
with the places still waiting, so a pixel outside the waiting places always shows the latest
table. When all of it changed (a new layer, another language, a seat gained a card) it is
painted whole at once, and so is any other surface: the table painted in places costs some
more than painted whole (each place paints the parts reaching it), and all of it cut into
places cannot be painted within a few frames' budgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.dutch.ui.still import too_many
from game.dutch.ui.still_now import StillNow
from game.i18n import current_language
from game.ui.table.base_layer import thrifty_rects
from game.ui.table.dirty import aligned

if TYPE_CHECKING:
    from game.dutch.ui.board import DutchBoard


class KeptLayer:
    """Where the board painted the host's kept layer last, and the places still waiting."""

    def __init__(self, board: DutchBoard) -> None:
        self.board = board
        self.waiting: list[pygame.Rect] = []
        """Places of the kept layer that still show an older table."""
        self.painted: list[pygame.Rect] | None = None
        """Where the last painting of the kept layer went (None: all of it)."""

    def pending(self) -> bool:
        """Whether places of the kept layer still show an older table."""
        return bool(self.waiting)

    def draw(self, surface: pygame.Surface) -> None:
        """The still table on ``surface``: where it changed (and the places waiting), as the
        host's budget allows, when it is the host's kept layer; else all of it."""
        board = self.board
        now = board.still_now()
        base = board.host.base
        if surface is not base.surface:
            self._paint(surface, now, None)
            return
        budget = base.budget
        places = board.still.changed(surface, (board.layout.size, current_language()),
                                     now.regions)
        if places is not None:  # (in whole columns: their rows are copied several times faster)
            screen = surface.get_rect()
            places = thrifty_rects([aligned(place, screen) for place in [*places, *self.waiting]])
        # all of it changed (a new layer, another language), or many places all due now: the
        # whole table at once (cut into places, all of it costs about twice as much)
        if places is None or base.key is None or (budget.must is None
                                                  and too_many(places, surface)):
            self._paint(surface, now, None)
            self.painted, self.waiting = None, []
            return
        self.painted, self.waiting = budget.paint(
            surface, places, lambda place: self._paint(surface, now, place))
        surface.set_clip(None)

    def _paint(self, surface: pygame.Surface, now: StillNow, clip: pygame.Rect | None) -> None:
        """The still table within ``clip`` (None: all of it): only the parts reaching it."""
        board = self.board
        surface.set_clip(clip)
        parts = None if clip is None else now.parts_in(clip)
        board.painter.draw(surface, board.layout, now.view, now.decor, parts)
        board.overlays.draw_still_overlays(surface, now.words, parts)
        surface.set_clip(None)


__all__ = ["KeptLayer"]
