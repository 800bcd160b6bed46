"""A table's card images rendered ahead, a few after each of its first frames.

When a table opens (or the window or the deck's look changes) its first frame renders the card
images it shows, and every other card image of its sizes is rendered over the next frames,
``PRELOAD_PER_FRAME`` at most and no more than ``PRELOAD_BUDGET`` of a frame, so a table is
ready at once and no image is rendered in the middle of play; the renderer remembers what was
prepared, so the next hand's table starts with none to do. When all are done, the collector's
full pass runs (now rather than mid-hand).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator, Sequence

from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.renderer import TableRenderer

PRELOAD_PER_FRAME = 3
"""At most this many card images rendered after each of the table's first frames."""
PRELOAD_BUDGET = 0.004
"""...and no more once this many seconds of the frame went on them (an image takes 1-5 ms)."""


class CardPreload:
    """The card images a table still has to render ahead."""

    def __init__(self, renderer: TableRenderer) -> None:
        self.renderer = renderer
        self.jobs: Iterator[Callable[[], object]] | None = None
        self._first = False

    def start(self, layout: TableLayout, decks: Sequence[str]) -> None:
        """The table at ``layout`` with ``decks``: its images, unless they were prepared."""
        prepared = (layout.size, self.renderer.colour_blind, len(layout.seats), *decks)
        if self.renderer.preloaded != prepared:
            self.renderer.preloaded = prepared
            self.jobs = self.renderer.preload_jobs(layout, decks)
            self._first = True

    def some(self) -> None:
        """A few more images (after a frame is drawn). No gc.freeze() at the end: it would pin
        the current match (which references the table) and so every finished match."""
        if self.jobs is None or self._first:  # the first frame renders what it shows only
            self._first = False
            return
        began = time.perf_counter()
        for _ in range(PRELOAD_PER_FRAME):
            job = next(self.jobs, None)
            if job is None:
                self.jobs = None
                gc.collect()
                return
            job()
            if time.perf_counter() - began > PRELOAD_BUDGET:
                return
