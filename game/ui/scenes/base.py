"""What every menu screen shares: the felt backdrop, the header, widgets and the App's services.

``MenuScene`` lays its widgets out again whenever the window size changes (in ``resize`` or
when a frame of a new size is drawn), so every screen scales with the window. Screens reach
the app's shared services through one typed ``Services`` object (``game.ui.services``).
"""

from __future__ import annotations

import logging
import math
from typing import Any

import pygame

from game.i18n import _
from game.ui import palette
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.widgets import INK, PAPER, Style, WidgetGroup, blit_text, ui_scale

log = logging.getLogger(__name__)

_BACKDROPS: dict[tuple[object, ...], pygame.Surface] = {}
"""Menu backdrops by (size, scale, art), shared by every screen (each screen only blits it)."""
_BANDS: dict[tuple[object, ...], tuple[pygame.Surface, pygame.Surface]] = {}
"""The backdrop's top and bottom bands by (width, band height, scale)."""



# --- navigation -------------------------------------------------------------------------------
def leave(app: Services) -> None:
    """Close the top screen; when it is the only one, show the title instead of nothing."""
    if app.depth <= 1:
        app.to_title()
    else:
        app.pop()


def go(app: Services, scene: Scene, replace: bool = False) -> None:
    """Show ``scene`` on top (or instead of the current one)."""
    (app.replace if replace else app.push)(scene)


# --- decoration ---------------------------------------------------------------------------------
def rosette(surface: pygame.Surface, centre: tuple[float, float], radius: float,
            colours: tuple[palette.RGB, ...] = (palette.RED, palette.YELLOW, palette.GREEN,
                                                 palette.BLUE),
            petals: int = 8, alpha: int = 255) -> None:
    """A hex-sign rosette: a ring of pointed petals in alternating colours inside a border."""
    r = max(4.0, radius)
    size = int(r * 2 + 6)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    pygame.draw.circle(layer, (*palette.PAPER, alpha), c, r)
    pygame.draw.circle(layer, (*palette.INK, alpha), c, r, max(2, int(r / 14)))
    pygame.draw.circle(layer, (*colours[0], alpha), c, r * 0.86, max(1, int(r / 18)))
    for i in range(petals):
        angle = i * 2 * math.pi / petals
        tip = (c[0] + math.cos(angle) * r * 0.78, c[1] + math.sin(angle) * r * 0.78)
        side = r * 0.2
        left = (c[0] + math.cos(angle + math.pi / 2) * side,
                c[1] + math.sin(angle + math.pi / 2) * side)
        right = (c[0] + math.cos(angle - math.pi / 2) * side,
                 c[1] + math.sin(angle - math.pi / 2) * side)
        mid = (c[0] + math.cos(angle) * r * 0.36, c[1] + math.sin(angle) * r * 0.36)
        colour = colours[i % len(colours)]
        pygame.draw.polygon(layer, (*colour, alpha), [c, left, mid, tip, mid, right])
        pygame.draw.polygon(layer, (*colour, alpha), [left, tip, right])
        pygame.draw.polygon(layer, (*palette.INK, alpha), [left, tip, right], 1)
    pygame.draw.circle(layer, (*palette.RED, alpha), c, r * 0.16)
    pygame.draw.circle(layer, (*palette.INK, alpha), c, r * 0.16, 1)
    surface.blit(layer, (centre[0] - size / 2, centre[1] - size / 2))


def tulip(surface: pygame.Surface, base: tuple[float, float], height: float,
          colour: palette.RGB = palette.RED) -> None:
    """A folk-art tulip: a round cup with three pointed petals on a stem with two leaves."""
    x, y = base
    h = max(8.0, height)
    line = max(1, int(h / 40))
    pygame.draw.line(surface, palette.CARD_COLOURS_DARK["G"], base, (x, y - h * 0.6),
                     max(2, int(h / 16)))
    for sign in (-1, 1):
        leaf = [(x, y - h * 0.04), (x + sign * h * 0.18, y - h * 0.2),
                (x + sign * h * 0.34, y - h * 0.5), (x + sign * h * 0.06, y - h * 0.3)]
        pygame.draw.polygon(surface, palette.GREEN, leaf)
        pygame.draw.polygon(surface, palette.INK, leaf, line)
    cup = pygame.Rect(0, 0, int(h * 0.46), int(h * 0.36))
    cup.midbottom = (int(x), int(y - h * 0.5))
    petals = [(cup.left, cup.centery), (cup.left - h * 0.02, cup.top - h * 0.16),
              (x - h * 0.08, cup.top + h * 0.02), (x, cup.top - h * 0.2),
              (x + h * 0.08, cup.top + h * 0.02), (cup.right + h * 0.02, cup.top - h * 0.16),
              (cup.right, cup.centery)]
    pygame.draw.polygon(surface, colour, petals)
    pygame.draw.ellipse(surface, colour, cup)
    pygame.draw.polygon(surface, palette.INK, petals[1:-1], line)
    pygame.draw.arc(surface, palette.INK, cup, math.pi, 2 * math.pi, line)
    pygame.draw.line(surface, palette.INK, petals[0], petals[1], line)
    pygame.draw.line(surface, palette.INK, petals[-1], petals[-2], line)
    pygame.draw.line(surface, palette.PAPER, (x, cup.top + h * 0.04), (x, cup.bottom - h * 0.06),
                     line)


def border_band(surface: pygame.Surface, rect: pygame.Rect, unit: float) -> None:
    """A band of small alternating diamonds (a folk-art border) across ``rect``."""
    pygame.draw.rect(surface, palette.INK, rect)
    step = max(8, int(rect.height * 1.4))
    colours = (palette.RED, palette.YELLOW, palette.GREEN, palette.BLUE)
    cy = rect.centery
    half = rect.height * 0.38
    for i, x in enumerate(range(rect.x + step // 2, rect.right, step)):
        pygame.draw.polygon(surface, colours[i % 4],
                            [(x, cy - half), (x + half, cy), (x, cy + half), (x - half, cy)])
    del unit


# --- the base scene -----------------------------------------------------------------------------
class MenuScene(Scene):
    """A full-window menu screen: felt backdrop, a heading, widgets, Esc goes back."""

    heading = ""
    """The screen's title: an id marked with ``N_``, translated where it is drawn."""
    subheading = ""
    rests = False
    """True for a screen that changes only on input: it is drawn once and then not again until
    an event comes (see ``Scene.still_for``). False keeps the screen drawn every frame, for a
    screen that times something of its own and has not said so."""

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.group = WidgetGroup()
        self.size = app.size
        self.style = Style(app.font, ui_scale(self.size))
        self._backdrop: pygame.Surface | None = None
        self._backdrop_size: tuple[int, int] | None = None
        self.build()
        self.layout()

    # --- for subclasses
    def build(self) -> None:
        """Create the widgets (once)."""

    def layout(self) -> None:
        """Place the widgets for ``self.size`` (after every resize)."""

    def draw_content(self, surface: pygame.Surface) -> None:
        """Draw what is not a widget (panels, text, pictures), beneath the widgets."""

    def back(self) -> None:
        """Esc: leave the screen (to the title when nothing lies beneath it)."""
        self.app.play("flip")
        leave(self.app)

    # --- the Scene contract
    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, int(size[0])), max(1, int(size[1])))
        self.style.scale = ui_scale(self.size)
        self.layout()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.VIDEORESIZE and hasattr(event, "size"):
            self.resize(event.size)
            return
        if self.group.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        self.draw_backdrop(surface)
        self.draw_heading(surface)
        self.draw_content(surface)
        self.group.draw(surface, self.style)

    def still_for(self) -> float | None:
        return None if self.rests else 0.0

    def describe(self) -> dict[str, Any]:
        focused = self.group.focused
        return {"scene": type(self).__name__,
                "focus": getattr(focused, "label", None) if focused else None}

    # --- helpers
    def px(self, value: float) -> int:
        return self.style.px(value)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The felt (the table's own, kept per size by the art) and the two bands over it: no
        full-window surface of its own, so a screen first shown at a new size makes none."""
        felt = self.app.art.table_background(self.size)
        top, bottom = self.bands()
        surface.blit(felt, (0, 0))
        surface.blit(top, (0, 0))
        surface.blit(bottom, (0, self.size[1] - bottom.get_height()))

    def bands(self) -> tuple[pygame.Surface, pygame.Surface]:
        """The folk-art bands along the top and bottom edges, cached per width and scale."""
        band = max(6, self.px(10))
        key = ("bands", self.size[0], band, self.style.scale)
        found = _BANDS.get(key)
        if found is None:
            strips = []
            for rect in (pygame.Rect(0, 0, self.size[0], band),
                         pygame.Rect(0, self.size[1] - band, self.size[0], band)):
                strip = pygame.Surface(rect.size)
                border_band(strip, pygame.Rect(0, 0, *rect.size), self.style.scale)
                strips.append(strip)
            if len(_BANDS) >= 8:
                _BANDS.clear()
            found = _BANDS[key] = (strips[0], strips[1])
        return found

    def backdrop(self) -> pygame.Surface:
        """The felt with a folk-art band along the top and bottom edges, cached per size."""
        if self._backdrop is None or self._backdrop_size != self.size:
            key = (self.size, self.style.scale, id(self.app.art))
            surface = _BACKDROPS.get(key)
            if surface is None:
                surface = pygame.Surface(self.size)
                surface.blit(self.app.art.table_background(self.size), (0, 0))
                band = max(6, self.px(10))
                border_band(surface, pygame.Rect(0, 0, self.size[0], band), self.style.scale)
                border_band(surface, pygame.Rect(0, self.size[1] - band, self.size[0], band),
                            self.style.scale)
                if len(_BACKDROPS) >= 4:
                    _BACKDROPS.clear()
                _BACKDROPS[key] = surface
            self._backdrop, self._backdrop_size = surface, self.size
        return self._backdrop

    def draw_heading(self, surface: pygame.Surface) -> None:
        if not self.heading:
            return
        y = self.px(62)
        heading = _(self.heading)
        title = self.style.text(heading, 46, palette.TABLE_TEXT, bold=True)
        shadow = self.style.text(heading, 46, palette.TABLE_FELT_DARK, bold=True)
        cx = self.size[0] // 2
        blit_text(surface, shadow, "center", (cx + self.px(3), y + self.px(3)))
        rect = blit_text(surface, title, "center", (cx, y))
        r = self.px(20)
        rosette(surface, (rect.left - r * 2, y), r)
        rosette(surface, (rect.right + r * 2, y), r)
        if self.subheading:
            sub = self.style.text(_(self.subheading), 20, palette.TABLE_TEXT_MUTED)
            blit_text(surface, sub, "center", (cx, y + self.px(44)))

    def text(self, surface: pygame.Surface, text: str, size: float, at: tuple[int, int],
             colour: palette.RGB = INK, bold: bool = False, anchor: str = "midleft") -> pygame.Rect:
        return blit_text(surface, self.style.text(text, size, colour, bold), anchor, at)

    def wrap(self, text: str, size: float, width: int, bold: bool = False) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` pixels."""
        font = self.style.font(self.px(size), bold)
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
        step = int(self.px(size) * spacing)
        for line in self.wrap(text, size, rect.width):
            if line:
                self.text(surface, line, size, (rect.x, y), colour, anchor="topleft")
            y += step
        return y


__all__ = ["PAPER", "MenuScene", "border_band", "go", "leave", "rosette", "tulip"]
