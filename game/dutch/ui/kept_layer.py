"""The Dutch table's kept still layer painted a few places a frame.

The host keeps the still part of the table and asks the board for it again when something of
it changed (``still``: the regions whose key changed). On the host's kept layer those places
are painted as the host's ``LayerBudget`` allows: at once where the window shows the layer
anew this frame (where something moving was, a landed card's spot), then whole places while
the frame's budget lasts; the rest *wait* and are painted in the next frames, each with the
table as it is when its turn comes. A new change before the layer settled is painted along
with the places still waiting, so a pixel outside the waiting places always shows the latest
table. A repaint of all of the layer (the language changed, a seat gained a card) is cut into
``BANDS`` bands across it, a few a frame like any place; a new layer, or one the host says
must settle now, is painted whole at once. Any other surface is painted whole.
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

BANDS = 12
"""A repaint of all of the kept layer is cut into this many bands (each well under the frame's
budget at the largest window, so a few fit a frame)."""


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
        if budget.must is None and (base.key is None or places is None
                                    or too_many(places, surface)):
            self._paint(surface, now, None)  # (a new layer, or all of it due now)
            self.painted, self.waiting = None, []
            return
        if places is None:
            places = bands(surface.get_rect(), BANDS)
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


def bands(screen: pygame.Rect, count: int) -> list[pygame.Rect]:
    """``screen`` cut into ``count`` bands across it, top to bottom."""
    edges = [screen.y + screen.h * i // count for i in range(count + 1)]
    return [pygame.Rect(screen.x, top, screen.w, bottom - top)
            for top, bottom in zip(edges, edges[1:], strict=False) if bottom > top]


__all__ = ["BANDS", "KeptLayer", "bands"]
