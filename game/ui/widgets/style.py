"""How menu widgets look: the menu palette, the scale factor, fonts, text and panels."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.ui import palette

RGB = tuple[int, int, int]

# --- the menu palette (folk-art paper, ink and the card colours) -------------------------------
PAPER = palette.PAPER
PAPER_SHADE = palette.PAPER_SHADE
INK = palette.INK
INK_SOFT: RGB = (0x6B, 0x5A, 0x4A)
ACCENT = palette.RED
ACCENT_DARK = palette.CARD_COLOURS_DARK["R"]
FOCUS = palette.HIGHLIGHT
DISABLED: RGB = (0xB8, 0xAD, 0x98)
TRACK: RGB = (0xD9, 0xCB, 0xAA)

BASE_SIZE = (1280, 800)
"""The window size the menus were designed at; everything scales from it."""

FontGetter = Callable[[int, bool], pygame.font.Font]
"""``font(pixel_size, bold)`` -> a font of the game's one typeface."""


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than the design size the window is (never below 0.5)."""
    return max(0.5, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


class ShippedFonts:
    """Open Sans from ``assets/fonts`` (pygame's default font if it cannot be found), cached."""

    def __init__(self, fonts_dir: Path | None = None) -> None:
        if fonts_dir is None:
            try:
                from game.paths import find_assets_dir

                fonts_dir = find_assets_dir() / "fonts"
            except OSError:
                fonts_dir = None
        self.fonts_dir = fonts_dir
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}

    def __call__(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(6, int(size))
        key = (size, bold)
        font = self._cache.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            name = "OpenSans-Bold.ttf" if bold else "OpenSans-Regular.ttf"
            path = self.fonts_dir / name if self.fonts_dir else None
            try:
                font = pygame.font.Font(path if path and path.is_file() else None, size)
            except (OSError, pygame.error):
                font = pygame.font.Font(None, size)
            self._cache[key] = font
        return font


@dataclass
class Style:
    """What widgets need to draw: the font getter and the window's scale factor."""

    font: FontGetter
    scale: float = 1.0

    def px(self, value: float) -> int:
        """A design-size length in pixels at the current scale."""
        return max(1, round(value * self.scale))

    def text(self, text: str, size: float, colour: RGB, bold: bool = False) -> pygame.Surface:
        return self.font(self.px(size), bold).render(text, True, colour)


def blit_text(surface: pygame.Surface, image: pygame.Surface, anchor: str,
              at: tuple[int, int]) -> pygame.Rect:
    """Blit ``image`` with its ``anchor`` point (``"center"``, ``"midleft"``...) at ``at``."""
    rect = image.get_rect(**{anchor: at})
    surface.blit(image, rect)
    return rect


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, style: Style,
               fill: RGB = PAPER, border: RGB = INK, alpha: int = 245) -> None:
    """A paper panel with a soft shadow, a bold outline and an inner folk-art rule."""
    radius = style.px(16)
    shadow = pygame.Surface(rect.inflate(style.px(24), style.px(24)).size, pygame.SRCALPHA)
    for i in range(6):
        grow = style.px(12) - i * style.px(2)
        r = shadow.get_rect().inflate(-style.px(24) + grow * 2, -style.px(24) + grow * 2)
        pygame.draw.rect(shadow, (0, 0, 0, 18), r.move(0, style.px(6)), border_radius=radius + 6)
    surface.blit(shadow, rect.inflate(style.px(24), style.px(24)).topleft)
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(body, (*fill, alpha), body.get_rect(), border_radius=radius)
    surface.blit(body, rect.topleft)
    pygame.draw.rect(surface, border, rect, max(2, style.px(3)), border_radius=radius)
    inner = rect.inflate(-style.px(16), -style.px(16))
    pygame.draw.rect(surface, palette.CARD_COLOURS["R"], inner, max(1, style.px(1.5)),
                     border_radius=max(2, radius - style.px(6)))


def _focus_ring(surface: pygame.Surface, rect: pygame.Rect, style: Style) -> None:
    ring = rect.inflate(style.px(10), style.px(10))
    pygame.draw.rect(surface, FOCUS, ring, max(2, style.px(3)), border_radius=style.px(14))


def _labelled_row(widget: Any, surface: pygame.Surface, style: Style) -> int:
    """The shared look of a settings row: focus ring, hover shade and the label on the left.
    Returns the row's inner padding, for the control drawn on the right."""
    if widget.focused:
        _focus_ring(surface, widget.rect, style)
    if widget.hovered or widget.focused:
        pygame.draw.rect(surface, PAPER_SHADE, widget.rect, border_radius=style.px(10))
    pad = style.px(12)
    label = style.text(widget.label, widget.size, INK if widget.enabled else DISABLED)
    blit_text(surface, label, "midleft", (widget.rect.x + pad, widget.rect.centery))
    return pad

