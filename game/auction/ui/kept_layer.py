"""The Dutch Auction table's kept still layer as the board painted it, a few places a frame.

A new painting (the steps of ``canvas``) is put on the host's kept layer only where it differs
from the painting the layer shows; of those places the host's ``LayerBudget`` says which are
due now (the ones the window reveals this frame, then as many as the frame's budget allows)
and the rest wait for the next frames, painted with the same steps (they are not built again
while the board's key holds). A place that waits shows the older painting: a new painting
before the layer settled paints the places still waiting along with its own changes, so a
pixel outside the waiting places always shows the latest painting. A place the window does
not reveal this frame that shows a line of words not rendered yet waits for the image thread
to render it (a long line at the largest window takes 1-4 ms). Past ``MOST_DIRTY`` of
the window changed, the whole table is painted again in ``BANDS`` bands across it, a few a
frame like any place.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.auction.ui.canvas import (
    Plates,
    Step,
    Words,
    changed_places,
    paint_places,
    paint_whole,
    too_dirty,
)
from game.ui.image_worker import WORKER
from game.ui.table.base_layer import LayerBudget, bands, thrifty_rects

BANDS = 16
"""A whole repaint of the kept layer is cut into this many bands (each about 2 ms of painting
or less at the largest window, so a few fit a frame)."""


class KeptLayer:
    """What the host's kept layer shows: the steps of its latest painting (everywhere but the
    ``waiting`` places, which show an older one), and where the last call painted it."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        """The kept layer painted last (another surface is painted whole)."""
        self.steps: list[Step] = []
        """The latest painting's steps, as the painter made them."""
        self.parts: Sequence[int] = ()
        """Where each part of the latest painting starts among its steps (``Canvas.parts``)."""
        self._drawn: list[Step] = []
        self._opaque: list[pygame.Rect] = []
        """The latest steps as they are drawn (still ones as their plates), and the plates."""
        self.plates = Plates(WORKER.add_now)
        """The still steps put down over the felt at once (``canvas``; made on the image
        thread)."""
        self.waiting: list[pygame.Rect] = []
        """Places that still show an older painting (painted in a later frame)."""
        self.places: list[pygame.Rect] | None = None
        """Where the last call painted (None: all of the layer)."""

    def pending(self) -> bool:
        """Whether places of the layer still show an older painting."""
        return bool(self.waiting)

    def paint(self, surface: pygame.Surface, felt: pygame.Surface, steps: list[Step],
              budget: LayerBudget, parts: Sequence[int] = ()) -> None:
        """Put the painting ``steps`` (cut in ``parts``) on the kept ``surface``: where it
        differs from what the layer shows, the places ``budget`` says are due now (all of a
        surface painted whole the first time)."""
        screen = surface.get_rect()
        fresh = surface is not self.surface
        places = None if fresh else changed_places(self.steps, steps, screen, self.parts,
                                                   parts)
        self.surface, self.steps, self.parts = surface, steps, parts
        self._drawn, self._opaque = self.plates.steps(felt, steps)
        if places is not None and self.waiting:
            places = thrifty_rects([*places, *self.waiting])
        if places is not None and too_dirty(places, surface):
            places = None if budget.must is None else bands(screen, BANDS)
        if places is None:
            paint_whole(surface, felt, self._drawn)
            self.places, self.waiting = None, []
            return
        self._paint_places(surface, felt, places, budget)

    def go_on(self, surface: pygame.Surface, felt: pygame.Surface,
              budget: LayerBudget) -> None:
        """Paint the waiting places due now with the latest painting's steps."""
        if surface is not self.surface:
            self.paint(surface, felt, self.steps, budget, self.parts)
            return
        self._paint_places(surface, felt, self.waiting, budget)

    def _paint_places(self, surface: pygame.Surface, felt: pygame.Surface,
                      places: list[pygame.Rect], budget: LayerBudget) -> None:
        """``places`` painted as ``budget`` allows, but for those waiting for their words."""
        held = self._held_for_words(places, budget) if budget.may_hold else []
        if held:
            places = [place for place in places if place not in held]
        self.places, self.waiting = paint_places(surface, felt, self._drawn, self._opaque,
                                                 places, budget)
        self.waiting += held

    def _held_for_words(self, places: list[pygame.Rect],
                        budget: LayerBudget) -> list[pygame.Rect]:
        """The places the window does not reveal this frame that show a line of words not
        rendered yet: they wait while the image thread renders it (``Words.made``)."""
        hidden = [place for place in places if not budget.revealed(place)]
        if not hidden:
            return []
        unmade = [pygame.Rect(step.box) for step in self._drawn
                  if step.kind == "text" and isinstance(step.what, Words)
                  and pygame.Rect(step.box).collidelist(hidden) >= 0 and not step.what.made()]
        return [place for place in hidden if place.collidelist(unmade) >= 0]


__all__ = ["BANDS", "KeptLayer"]
