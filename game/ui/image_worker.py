"""Card images made ahead on a thread of their own, so no frame of the table renders one.

Rendering a card's SVG at a new size takes 1-10 ms at a large window, more than a frame can
spare. A table knows which images it will need (every face and back at its layout's widths,
``DeckImages.add_widths``); after a frame is drawn it hands them here, and one worker thread
renders them into the art's own caches (pygame-ce lets go of the interpreter while it renders
an SVG or scales a surface, so the frame goes on meanwhile). A frame that needs an image the
worker has not reached yet renders it itself, as before: the same function, the same pixels.
The caches the worker fills are locked (``svg_render.SurfaceCache``). The pictures of a card
that has just taken off (``DeckImages.send_flight``) are wanted within a few frames: they go
ahead of the rest, the soonest wanted first (``add_due``). A picture a frame wanted and did not
find made (a card in flight draws one it has meanwhile) goes ahead of all of them (``add_now``).
"""

from __future__ import annotations

import heapq
import itertools
import logging
import threading
from collections import deque
from collections.abc import Callable, Iterable

log = logging.getLogger(__name__)

Job = Callable[[], object]


class ImageWorker:
    """One thread that runs image jobs while any are left: the ones a frame waits for first
    (the latest asked first), then the ones due at a moment (soonest first), then the others in
    the order they came."""

    def __init__(self) -> None:
        self._now: list[Job] = []
        self._jobs: deque[Job] = deque()
        self._due: list[tuple[float, int, Job]] = []
        self._order = itertools.count()
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._thread: threading.Thread | None = None
        self._busy = 0
        self.done = 0
        """Jobs run so far (a test reads it)."""

    def add(self, jobs: Iterable[Job]) -> int:
        """Queue ``jobs`` (run one after another, away from the caller); how many were."""
        new = list(jobs)
        if new:
            with self._lock:
                self._jobs.extend(new)
                self._start()
        return len(new)

    def add_due(self, jobs: Iterable[tuple[float, Job]]) -> int:
        """Queue ``jobs``, each with the moment its image is first wanted: they run before
        every job of ``add``, the soonest wanted first; how many were."""
        new = [(due, next(self._order), job) for due, job in jobs]
        if new:
            with self._lock:
                for entry in new:
                    heapq.heappush(self._due, entry)
                self._start()
        return len(new)

    def add_now(self, jobs: Iterable[Job]) -> int:
        """Queue ``jobs`` that a frame waits for: they run before every other job, the latest
        asked first (a card in flight that wanted a picture last frame wants the next one now);
        how many were."""
        new = list(jobs)
        if new:
            with self._lock:
                self._now.extend(reversed(new))
                self._start()
        return len(new)

    def _start(self) -> None:
        """(With the lock held.) The thread runs and knows there is work."""
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, name="card-images", daemon=True)
            self._thread.start()
        self._wake.notify_all()

    @property
    def pending(self) -> int:
        """Jobs queued or running."""
        with self._lock:
            return len(self._now) + len(self._due) + len(self._jobs) + self._busy

    def drop(self) -> None:
        """Forget every job not started yet (the window closes)."""
        with self._lock:
            self._clear()

    def stop(self, timeout: float = 10.0) -> bool:
        """Forget every job not started yet, let the thread finish the one it is making and
        end; False if it did not end within ``timeout`` seconds. A job added later starts a
        new thread."""
        with self._lock:
            self._clear()
            thread, self._thread = self._thread, None
            self._wake.notify_all()
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def _clear(self) -> None:
        """(With the lock held.) Forget every job not started yet."""
        self._now.clear()
        self._due.clear()
        self._jobs.clear()

    def wait(self, timeout: float = 10.0) -> bool:
        """Block until every queued job ran (tests and the benchmark); False on time out."""
        with self._lock:
            return self._wake.wait_for(
                lambda: not self._now and not self._due and not self._jobs and not self._busy,
                timeout)

    def _run(self) -> None:
        me = threading.current_thread()
        while True:
            with self._lock:
                self._wake.wait_for(
                    lambda: self._thread is not me or bool(self._now or self._due or self._jobs))
                if self._thread is not me:
                    return  # stopped
                job = self._next()
                self._busy += 1
            try:
                job()
            except Exception:  # an image that fails here is rendered (and told) by the frame
                log.debug("an image made ahead failed", exc_info=True)
            with self._lock:
                self._busy -= 1
                self.done += 1
                self._wake.notify_all()

    def _next(self) -> Job:
        """(With the lock held.) The job to run next."""
        if self._now:
            return self._now.pop()
        return heapq.heappop(self._due)[2] if self._due else self._jobs.popleft()


WORKER = ImageWorker()
"""The app's one image thread."""


def stop_ahead() -> None:
    """Drop the images not started yet and end the image thread once the one being made is
    done, before the display closes (no thread of ours is left beside SDL going down)."""
    if not WORKER.stop(timeout=10.0):
        log.warning("the card-image thread did not end within 10 s of closing")


__all__ = ["WORKER", "ImageWorker", "stop_ahead"]
