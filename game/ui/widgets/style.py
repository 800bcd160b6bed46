"""How menu widgets look: the menu palette, the scale factor, fonts, text and panels."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game.i18n import say
from game.ui import palette
from game.ui.fonts import SafeFont

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
                font = SafeFont(path if path and path.is_file() else None, size)
            except (OSError, pygame.error):
                font = SafeFont(None, size)
            self._cache[key] = font
        return font


TEXTS_KEPT = 256
"""Rendered texts a style keeps (a menu screen redraws the same few dozen every frame)."""


@dataclass
class Style:
    """What widgets need to draw: the font getter and the window's scale factor."""

    font: FontGetter
    scale: float = 1.0
    _texts: dict[tuple[object, ...], pygame.Surface] = field(
        default_factory=dict, repr=False, compare=False)
    wanted: list[tuple[str, float, RGB, bool]] | None = field(default=None, repr=False,
                                                               compare=False)
    """While a list (drawing a screen ahead of showing it): a text not rendered yet is only
    noted here (and drawn as nothing), for ``render_some`` to render a few at a time."""

    def render_some(self, texts: list[tuple[str, float, RGB, bool]], budget: float) -> bool:
        """Render (and keep) texts from the end of ``texts`` for about ``budget`` seconds, at
        least one; True when none is left."""
        began = time.perf_counter()
        while texts:
            self.text(*texts.pop())
            if time.perf_counter() - began > budget:
                break
        return not texts

    def px(self, value: float) -> int:
        """A design-size length in pixels at the current scale."""
        return max(1, round(value * self.scale))

    def text(self, text: str, size: float, colour: RGB, bold: bool = False) -> pygame.Surface:
        """``text`` rendered (kept for the next frame: treat the image as read-only)."""
        px = self.px(size)
        key = (text, px, tuple(colour), bool(bold))
        image = self._texts.get(key)
        if image is None:
            if self.wanted is not None:
                self.wanted.append((text, size, colour, bold))
                return pygame.Surface((1, 1), pygame.SRCALPHA)
            if len(self._texts) >= TEXTS_KEPT:
                self._texts.pop(next(iter(self._texts)))  # the oldest goes
            image = self._texts[key] = self.font(px, bold).render(text, True, colour)
        return image

    def fitted(self, text: str, size: float, colour: RGB, bold: bool = False,
               width: int = 0) -> pygame.Surface:
        """``text`` rendered no wider than ``width`` pixels where it can be: a longer text (a
        language whose words run longer) is drawn smaller, down to ``SMALLEST_FIT`` of
        ``size``."""
        image = self.text(text, size, colour, bold)
        for _attempt in range(3):
            if width <= 0 or image.get_width() <= width:
                break
            size = max(size * SMALLEST_FIT, size * width / image.get_width() - 0.5)
            image = self.text(text, size, colour, bold)
        return image


SMALLEST_FIT = 0.6
"""A text squeezed into its box (``Style.fitted``) keeps at least this share of its size."""


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
    px = tuple(style.px(v) for v in (24, 12, 2, 6))
    corner = _corner(px, radius)
    if alpha >= OPAQUE_ENOUGH and min(rect.size) > 2 * corner:
        # the paper hides the shadow's middle: only its rim is drawn, from small pieces
        _shadow_rim(surface, rect.inflate(px[0], px[0]), px, radius)
        felt = palette.TABLE_FELT  # what used to show through, mixed in
        paper = tuple((c * alpha + f * (255 - alpha)) // 255
                      for c, f in zip(fill[:3], felt, strict=True))
        pygame.draw.rect(surface, paper, rect, border_radius=radius)
    else:
        shadow, body = _panel_layers(rect.size, px, radius, tuple(fill), alpha)
        surface.blit(shadow, rect.inflate(px[0], px[0]).topleft)
        surface.blit(body, rect.topleft)
    pygame.draw.rect(surface, border, rect, max(2, style.px(3)), border_radius=radius)
    inner = rect.inflate(-style.px(16), -style.px(16))
    pygame.draw.rect(surface, palette.CARD_COLOURS["R"], inner, max(1, style.px(1.5)),
                     border_radius=max(2, radius - style.px(6)))


OPAQUE_ENOUGH = 240
"""A panel at least this opaque is drawn as solid paper (the felt beneath barely showed
through: its colour is mixed into the paper's instead)."""


def _corner(px: tuple[int, ...], radius: int) -> int:
    """How far from a panel's edge its shadow and rounded corners reach."""
    margin, spread, _, drop = px
    return margin + spread + radius + drop + 8


@functools.lru_cache(maxsize=8)
def _small_shadow(px: tuple[int, ...], radius: int) -> pygame.Surface:
    """The shadow of the smallest panel whose middle row and column are plain."""
    side = 2 * _corner(px, radius) + 1 - px[0]
    return _panel_drawn((side, side), px, radius, (0, 0, 0), 0)[0]


@functools.lru_cache(maxsize=64)
def _shadow_edge(px: tuple[int, ...], radius: int, area: tuple[int, int, int, int],
                 size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.scale(_small_shadow(px, radius).subsurface(area), size)


def _shadow_rim(surface: pygame.Surface, outer: pygame.Rect, px: tuple[int, ...],
                radius: int) -> None:
    """A panel's soft shadow around ``outer`` (the panel grown by the shadow's margin): the
    corners of the small shadow and its edges stretched, the middle left out."""
    small = _small_shadow(px, radius)
    s = small.get_width()
    c = _corner(px, radius)
    x, y, w, h = outer
    for dx, dy, sx, sy in ((0, 0, 0, 0), (w - c, 0, s - c, 0), (0, h - c, 0, s - c),
                           (w - c, h - c, s - c, s - c)):
        surface.blit(small, (x + dx, y + dy), (sx, sy, c, c))
    for dx, dy, area, size in ((c, 0, (c, 0, 1, c), (w - 2 * c, c)),
                               (c, h - c, (c, s - c, 1, c), (w - 2 * c, c)),
                               (0, c, (0, c, c, 1), (c, h - 2 * c)),
                               (w - c, c, (s - c, c, c, 1), (c, h - 2 * c))):
        surface.blit(_shadow_edge(px, radius, area, size), (x + dx, y + dy))


@functools.lru_cache(maxsize=24)
def _panel_layers(size: tuple[int, int], px: tuple[int, ...], radius: int,
                  fill: tuple[int, ...], alpha: int) -> tuple[pygame.Surface, pygame.Surface]:
    """A see-through panel's soft shadow and body, drawn once per size (read-only)."""
    return _panel_drawn(size, px, radius, fill, alpha)


def _panel_drawn(size: tuple[int, int], px: tuple[int, ...], radius: int,
                 fill: tuple[int, ...], alpha: int) -> tuple[pygame.Surface, pygame.Surface]:
    margin, spread, step, drop = px
    shadow = pygame.Surface((size[0] + margin, size[1] + margin), pygame.SRCALPHA)
    for i in range(6):
        grow = spread - i * step
        r = shadow.get_rect().inflate(-margin + grow * 2, -margin + grow * 2)
        pygame.draw.rect(shadow, (0, 0, 0, 18), r.move(0, drop), border_radius=radius + 6)
    body = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(body, (*fill[:3], alpha), body.get_rect(), border_radius=radius)
    return shadow, body


def _focus_ring(surface: pygame.Surface, rect: pygame.Rect, style: Style) -> None:
    ring = rect.inflate(style.px(10), style.px(10))
    pygame.draw.rect(surface, FOCUS, ring, max(2, style.px(3)), border_radius=style.px(14))


def _labelled_row(widget: Any, surface: pygame.Surface, style: Style, room: int = 0) -> int:
    """The shared look of a settings row: focus ring, hover shade and the label on the left
    (drawn smaller if it is wider than ``room``, the pixels left of the row's control).
    Returns the row's inner padding, for the control drawn on the right."""
    if widget.focused:
        _focus_ring(surface, widget.rect, style)
    if widget.hovered or widget.focused:
        pygame.draw.rect(surface, PAPER_SHADE, widget.rect, border_radius=style.px(10))
    pad = style.px(12)
    label = style.fitted(say(widget.label), widget.size, INK if widget.enabled else DISABLED,
                         width=room)
    blit_text(surface, label, "midleft", (widget.rect.x + pad, widget.rect.centery))
    return pad

