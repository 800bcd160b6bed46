"""SVG rendering shared by the card art loaders (``game.ui.art`` for the Dutch Blitz cards,
``game.ui.card_faces`` for the other decks): a least-recently-used surface cache bounded by
pixel memory, and an SVG file reader/renderer that reports each bad file once.

A file that is missing, not a regular file, over ``MAX_SVG_BYTES``, is not an SVG, is cut off
(no closing ``</svg>``), fails to render or renders empty gives ``None`` from
:meth:`SvgFiles.render` (the caller draws a plain stand-in); the problem is logged once per file
and kept in :attr:`SvgFiles.problems`. With ``strict=True`` it raises :class:`ArtError`.
"""

from __future__ import annotations

import io
import logging
import threading
from collections import OrderedDict
from collections.abc import Hashable
from pathlib import Path

import pygame

from game.storage.regular import read_regular
from game.ui.scaled_images import smoothscaled

MAX_SVG_BYTES = 4 << 20
"""No card's SVG is anywhere near this large; a larger file is not read."""


class ArtError(RuntimeError):
    """An art file is missing or cannot be rendered (raised only with ``strict=True``)."""


class SurfaceCache:
    """LRU cache of surfaces bounded by total pixel bytes and by entry count; safe to fill
    from the image thread (``image_worker``) while a frame reads it."""

    def __init__(self, max_bytes: int, max_entries: int) -> None:
        self.max_bytes = max_bytes
        self.max_entries = max_entries
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.bytes = 0
        self._lock = threading.Lock()

    @staticmethod
    def _cost(surface: pygame.Surface) -> int:
        w, h = surface.get_size()
        return w * h * 4

    def get(self, key: Hashable) -> pygame.Surface | None:
        with self._lock:
            surf = self._items.get(key)
            if surf is not None:
                self._items.move_to_end(key)
            return surf

    def put(self, key: Hashable, surface: pygame.Surface) -> None:
        with self._lock:
            self._put(key, surface)

    def _put(self, key: Hashable, surface: pygame.Surface) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= self._cost(old)
        self._items[key] = surface
        self.bytes += self._cost(surface)
        while len(self._items) > 1 and (
            self.bytes > self.max_bytes or len(self._items) > self.max_entries
        ):
            _, evicted = self._items.popitem(last=False)
            self.bytes -= self._cost(evicted)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items


class SvgFiles:
    """Reads SVG files (each once) and renders them at a pixel size with pygame-ce."""

    def __init__(self, strict: bool, logger: logging.Logger) -> None:
        self.strict = strict
        self.log = logger
        self.problems: list[str] = []
        """One human-readable message per art file that could not be used."""
        self._warned: set[str] = set()
        self._svg_text: dict[Path, bytes | None] = {}

    def render(self, path: Path, size: tuple[int, int]) -> pygame.Surface | None:
        """``path`` rendered at ``size`` (stretched if its aspect differs), or ``None``."""
        data = self.read(path)
        if data is None:
            return None
        try:
            surf = pygame.image.load_sized_svg(io.BytesIO(data), size)
        except (pygame.error, ValueError, OSError) as exc:
            self.report(str(path), f"Card art file {path} could not be rendered: {exc}")
            self._svg_text[path] = None
            return None
        if surf.get_bounding_rect().width == 0:
            self.report(str(path), f"Card art file {path} renders as an empty image")
            self._svg_text[path] = None
            return None
        if has_display():
            surf = surf.convert_alpha()
        if surf.get_size() != size:  # an SVG with another aspect ratio: stretch it to fit
            surf = smoothscaled(surf, size)
        return surf

    def read(self, path: Path) -> bytes | None:
        """The bytes of an SVG file, or ``None`` (reported) when missing or not an SVG."""
        if path in self._svg_text:
            return self._svg_text[path]
        data: bytes | None
        try:
            data = read_regular(path, MAX_SVG_BYTES)
        except OSError as exc:
            self.report(str(path), f"Card art file {path} is missing or unreadable: {exc}")
            data = None
        else:
            if b"<svg" not in data[:4096]:
                self.report(str(path), f"Card art file {path} is not an SVG document")
                data = None
            elif not data.rstrip().endswith(b"</svg>"):
                self.report(str(path), f"Card art file {path} is cut off (no closing </svg>)")
                data = None
        self._svg_text[path] = data
        return data

    def report(self, key: str, message: str) -> None:
        """Log ``message`` once per ``key`` (or raise :class:`ArtError` when strict)."""
        if self.strict:
            raise ArtError(message)
        if key in self._warned:
            return
        self._warned.add(key)
        self.problems.append(message)
        self.log.warning("%s; drawing a plain card instead.", message)


_window_surface = False


def note_window_surface(ready: bool) -> None:
    """The app opened (or closed) a window through pygame's window API, whose surface also
    sets the format surfaces are converted to (the display module then has no surface)."""
    global _window_surface
    _window_surface = ready


def has_display() -> bool:
    """True when a display surface exists (so surfaces can be converted for fast blits)."""
    return pygame.display.get_init() and (pygame.display.get_surface() is not None
                                          or _window_surface)
