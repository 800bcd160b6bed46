"""What a menu screen paints besides its widgets: the felt and bands, the heading, and text.

``MenuPainter`` draws the backdrop (the table's felt with a folk-art band along the top and
bottom edges, the bands kept per width and scale and shared by every screen) and the heading
with its rosettes. ``TextBlock`` draws a line of text and wraps paragraphs in the screen's
``Style``. A ``MenuScene`` holds one of each and keeps a thin face over them for its screens.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui import palette
from game.ui.art import CardArt
from game.ui.scenes.folk_art import border_band, rosette
from game.ui.widgets import INK, Style, blit_text

_BACKDROPS: dict[tuple[object, ...], pygame.Surface] = {}
"""Menu backdrops by (size, scale, art), shared by every screen (each screen only blits it)."""
_BANDS: dict[tuple[object, ...], tuple[pygame.Surface, pygame.Surface]] = {}
"""The backdrop's top and bottom bands by (width, band height, scale)."""


class MenuPainter:
    """The backdrop and heading of a menu screen drawn in ``style`` over ``art``'s felt."""

    def __init__(self, art: CardArt, style: Style) -> None:
        self.art = art
        self.style = style
        self._backdrop: pygame.Surface | None = None
        self._backdrop_size: tuple[int, int] | None = None

    def draw_backdrop(self, surface: pygame.Surface, size: tuple[int, int]) -> None:
        """The felt (the table's own, kept per size by the art) and the two bands over it: no
        full-window surface of its own, so a screen first shown at a new size makes none."""
        top, bottom = self.bands(size)
        surface.blit(self.art.table_background(size), (0, 0))
        surface.blit(top, (0, 0))
        surface.blit(bottom, (0, size[1] - bottom.get_height()))

    def _band_rects(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
        band = max(6, self.style.px(10))
        return (pygame.Rect(0, 0, size[0], band), pygame.Rect(0, size[1] - band, size[0], band))

    def bands(self, size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Surface]:
        """The folk-art bands along the top and bottom edges, cached per width and scale."""
        rects = self._band_rects(size)
        key = ("bands", size[0], rects[0].height, self.style.scale)
        found = _BANDS.get(key)
        if found is None:
            strips = []
            for rect in rects:
                strip = pygame.Surface(rect.size)
                border_band(strip, pygame.Rect(0, 0, *rect.size), self.style.scale)
                strips.append(strip)
            if len(_BANDS) >= 8:
                _BANDS.clear()
            found = _BANDS[key] = (strips[0], strips[1])
        return found

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt with a folk-art band along the top and bottom edges, cached per size."""
        if self._backdrop is None or self._backdrop_size != size:
            key = (size, self.style.scale, id(self.art))
            surface = _BACKDROPS.get(key)
            if surface is None:
                surface = pygame.Surface(size)
                surface.blit(self.art.table_background(size), (0, 0))
                for rect in self._band_rects(size):
                    border_band(surface, rect, self.style.scale)
                if len(_BACKDROPS) >= 4:
                    _BACKDROPS.clear()
                _BACKDROPS[key] = surface
            self._backdrop, self._backdrop_size = surface, size
        return self._backdrop

    def draw_heading(self, surface: pygame.Surface, size: tuple[int, int], heading: str,
                     subheading: str = "") -> None:
        """``heading`` (an ``N_`` id, translated here) centred near the top between two
        rosettes, with its shadow, and ``subheading`` beneath it."""
        if not heading:
            return
        px = self.style.px
        y = px(62)
        words = _(heading)
        title = self.style.text(words, 46, palette.TABLE_TEXT, bold=True)
        shadow = self.style.text(words, 46, palette.TABLE_FELT_DARK, bold=True)
        cx = size[0] // 2
        blit_text(surface, shadow, "center", (cx + px(3), y + px(3)))
        rect = blit_text(surface, title, "center", (cx, y))
        r = px(20)
        rosette(surface, (rect.left - r * 2, y), r)
        rosette(surface, (rect.right + r * 2, y), r)
        if subheading:
            sub = self.style.text(_(subheading), 20, palette.TABLE_TEXT_MUTED)
            blit_text(surface, sub, "center", (cx, y + px(44)))


class TextBlock:
    """Lines and wrapped paragraphs of text in ``style`` (sizes in layout units)."""

    def __init__(self, style: Style) -> None:
        self.style = style

    def text(self, surface: pygame.Surface, text: str, size: float, at: tuple[int, int],
             colour: palette.RGB = INK, bold: bool = False, anchor: str = "midleft") -> pygame.Rect:
        return blit_text(surface, self.style.text(text, size, colour, bold), anchor, at)

    def wrap(self, text: str, size: float, width: int, bold: bool = False) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` pixels."""
        font = self.style.font(self.style.px(size), bold)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words, line = paragraph.split(), ""
            for word in words:
                trial = f"{line} {word}".strip()
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def paragraph(self, surface: pygame.Surface, text: str, size: float, rect: pygame.Rect,
                  colour: palette.RGB = INK, spacing: float = 1.35) -> int:
        """Draw wrapped text in ``rect`` from its top; return the y below the last line."""
        y = rect.y
        step = int(self.style.px(size) * spacing)
        for line in self.wrap(text, size, rect.width):
            if line:
                self.text(surface, line, size, (rect.x, y), colour, anchor="topleft")
            y += step
        return y
