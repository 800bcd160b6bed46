"""The game's one typeface, Open Sans (Apache-2.0, shipped in ``assets/fonts/``), by pixel size.

Usage::

    fonts = Fonts()
    title = fonts.get(48, bold=True)
    label = fonts.get(layout.text_px)       # sizes scale with the window

Fonts are cached per (size, bold). If a font file is missing or broken (it is tried on a line
of text when opened: a damaged file may open and then fail to draw), pygame's built-in default
font is used instead and one warning is logged, so the game still shows text; the app tells the
player once on screen (``using_fallback``). A ``TextCache`` keeps rendered lines of text, so a
table redrawn every frame renders each label once.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.core.names import undrawable
from game.paths import AssetsNotFound, find_assets_dir
from game.ui.image_worker import WORKER

log = logging.getLogger(__name__)

FONT_NAME = "Open Sans"
REGULAR_FILE = "OpenSans-Regular.ttf"
BOLD_FILE = "OpenSans-Bold.ttf"
MIN_PX = 6
MAX_PX = 512
PROBE_TEXT = "Ag 0123456789 Blitz! ×·–"
FontGetter = Callable[[int, bool], pygame.font.Font]


class SafeFont(pygame.font.Font):
    """A font whose ``render`` never raises: pygame refuses a text of zero width (a name of
    nothing but U+200B), a null character or a line too wide for a surface; such a text is drawn
    without its undrawable characters, or as an empty line of the font's height."""

    def render(self, text: str | bytes | None, antialias: bool, *args: Any,
               **kwargs: Any) -> pygame.Surface:
        try:
            return super().render(text, antialias, *args, **kwargs)
        except (pygame.error, ValueError, OverflowError):
            pass
        if isinstance(text, str):
            drawable = "".join(ch for ch in text if not undrawable(ch))[:2000]
            if drawable.strip():
                try:
                    return super().render(drawable, antialias, *args, **kwargs)
                except (pygame.error, ValueError, OverflowError):
                    pass
        return pygame.Surface((1, max(1, self.get_height())), pygame.SRCALPHA)


class TextCache:
    """Rendered text surfaces by (text, size, bold, colour), least recently used dropped (past
    ``limit``); sizes below ``min_size`` are drawn at ``min_size``. A line may be rendered
    ahead on the image thread (``ready``): a long line at a large window takes 1-4 ms, more
    than a frame can spare beside its drawing."""

    def __init__(self, font: FontGetter, limit: int = 400, min_size: int = 6) -> None:
        self.font = font
        self.limit = limit
        self.min_size = min_size
        self._items: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self._ahead: dict[tuple[object, ...], pygame.Surface | None] = {}
        """Lines asked for ahead: None until the image thread rendered them."""

    def __call__(self, text: str, size: int, colour: tuple[int, int, int],
                 bold: bool = False) -> pygame.Surface:
        key = (text, size, colour, bold)
        surf = self._items.get(key)
        if surf is None:
            surf = self._ahead.pop(key, None) or self.font(max(self.min_size, size),
                                                           bold).render(text, True, colour)
            self._items[key] = surf
            if len(self._items) > self.limit:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(key)
        return surf

    def ready(self, text: str, size: int, colour: tuple[int, int, int],
              bold: bool = False) -> bool:
        """Whether the line is rendered; if it is not, it is rendered on the image thread
        (asked once)."""
        key = (text, size, colour, bold)
        if key in self._items or self._ahead.get(key) is not None:
            return True
        if key not in self._ahead:
            if len(self._ahead) >= self.limit:
                self._ahead.clear()  # (lines drawn before the thread had them: not kept twice)
            self._ahead[key] = None
            font = self.font(max(self.min_size, size), bold)  # (opened here, not there)
            WORKER.add_now([lambda: self._ahead.__setitem__(
                key, font.render(text, True, colour))])
        return False


def fitting_px(font: FontGetter, text: str, px: int, width: int, smallest: int,
               bold: bool = False) -> int:
    """The largest size from ``px`` down to ``smallest`` at which ``text`` is at most ``width``
    wide (``smallest`` when none is). Measured at ``px``, then guessed from that width (a line
    grows about in step with its size) and checked near the guess, so a shrinking text opens
    two or three sizes of the font, not every size on the way down."""
    if px <= smallest:
        return px
    wide = font(px, bold).size(text)[0]
    if wide <= width:
        return px
    size = max(smallest, min(px - 1, px * width // max(1, wide)))
    while size < px - 1 and font(size + 1, bold).size(text)[0] <= width:
        size += 1
    while size > smallest and font(size, bold).size(text)[0] > width:
        size -= 1
    return size


class Fonts:
    """Loads and caches :class:`pygame.font.Font` objects for the shipped font."""

    def __init__(self, fonts_dir: Path | str | None = None, max_cached: int = 64) -> None:
        """Use ``fonts_dir`` or ``<assets>/fonts``; keep at most ``max_cached`` fonts."""
        if fonts_dir is None:
            try:
                fonts_dir = find_assets_dir() / "fonts"
            except AssetsNotFound as exc:
                log.warning("%s; using pygame's default font.", exc)
                fonts_dir = None
        self.fonts_dir: Path | None = Path(fonts_dir) if fonts_dir is not None else None
        self.max_cached = max(2, max_cached)
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}
        self._warned: set[str] = set()
        self.using_fallback = False
        """True once any request had to fall back to pygame's default font."""

    def path(self, bold: bool = False) -> Path | None:
        """Path of the regular or bold font file (None if the assets were not found)."""
        if self.fonts_dir is None:
            return None
        return self.fonts_dir / (BOLD_FILE if bold else REGULAR_FILE)

    def get(self, px: int, bold: bool = False) -> pygame.font.Font:
        """The font at ``px`` pixels (clamped to a sane range), regular or bold."""
        px = max(MIN_PX, min(MAX_PX, int(round(px))))
        key = (px, bool(bold))
        font = self._cache.get(key)
        if font is not None:
            return font
        if not pygame.font.get_init():
            pygame.font.init()
        font = self._load(px, bool(bold))
        if len(self._cache) >= self.max_cached:
            self._cache.pop(next(iter(self._cache)))  # drop the oldest entry
        self._cache[key] = font
        return font

    def _load(self, px: int, bold: bool) -> pygame.font.Font:
        path = self.path(bold)
        if path is not None:
            try:
                font = SafeFont(path, px)
                # a damaged file may open, then fail to draw (the plain render raises)
                pygame.font.Font.render(font, PROBE_TEXT, True, (0, 0, 0))
                return font
            except (OSError, pygame.error, ValueError, MemoryError) as exc:
                self._warn(str(path), f"Font file {path} could not be loaded: {exc}")
        else:
            self._warn("assets", "Font folder not found")
        self.using_fallback = True
        font = SafeFont(None, px)
        font.set_bold(bold)
        return font

    def _warn(self, key: str, message: str) -> None:
        if key not in self._warned:
            self._warned.add(key)
            log.warning("%s; using pygame's default font.", message)
