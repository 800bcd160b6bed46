"""A table's card images rendered ahead, on the image thread, after its first frame.

When a table opens (or the window or the deck's look changes) its first frame renders the card
images it shows; after it, every other card image of its sizes is handed to the app's image
thread (``game.ui.image_worker``), so no frame of the table renders one in the middle of play
(a frame that needs one the thread has not reached yet renders it itself, the same picture).
The renderer remembers what was prepared, so the next hand's table starts with none to do.
When the thread is done, the collector's full pass runs once, after the next light frame
(early in the hand rather than whenever the collector would start one).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.renderer import TableRenderer
from game.ui.image_worker import WORKER
from game.ui.loop import collect_fully_when_quiet


class CardPreload:
    """The card images a table still has to hand to the image thread."""

    def __init__(self, renderer: TableRenderer) -> None:
        self.renderer = renderer
        self.jobs: Iterator[Callable[[], object]] | None = None
        """The images not handed over yet (None: none left)."""
        self.handed = False
        """Images were handed over and the collector's pass after them has not run yet."""
        self._first = False

    def start(self, layout: TableLayout, decks: Sequence[str]) -> None:
        """The table at ``layout`` with ``decks``: its images, unless they were prepared."""
        prepared = (layout.size, self.renderer.colour_blind, len(layout.seats), *decks)
        if self.renderer.preloaded != prepared:
            self.renderer.preloaded = prepared
            self.jobs = self.renderer.preload_jobs(layout, decks)
            self._first = True

    def some(self) -> None:
        """After a frame is drawn: the images left go to the image thread (not after the
        table's first frame, which renders what it shows only); once it made them all, the
        collector's full pass, after the next light frame. No gc.freeze() at the end: it
        would pin the current match (which references the table) and so every finished
        match."""
        if self._first:
            self._first = False
            return
        if self.jobs is not None:
            WORKER.add(self.jobs)
            self.jobs, self.handed = None, True
        elif self.handed and not WORKER.pending:
            self.handed = False
            collect_fully_when_quiet()
