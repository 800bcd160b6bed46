"""What every menu screen shares: the felt backdrop, the header, widgets and the App's services.

``MenuScene`` lays its widgets out again whenever the window size changes (in ``resize`` or
when a frame of a new size is drawn), so every screen scales with the window. Screens reach
the app's shared services through one typed ``Services`` object (``game.ui.services``).
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.ui import palette
from game.ui.scene import Scene
from game.ui.scenes.folk_art import border_band, rosette, tulip
from game.ui.scenes.menu_paint import MenuPainter, TextBlock
from game.ui.services import Services
from game.ui.widgets import INK, PAPER, Style, WidgetGroup, ui_scale

log = logging.getLogger(__name__)


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
        self.menu_painter = MenuPainter(app.art, self.style)
        """Paints the backdrop and the heading."""
        self.text_block = TextBlock(self.style)
        """Draws text and wraps paragraphs."""
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

    # --- helpers (the painter's and the text block's faces)
    def px(self, value: float) -> int:
        return self.style.px(value)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        self.menu_painter.draw_backdrop(surface, self.size)

    def bands(self) -> tuple[pygame.Surface, pygame.Surface]:
        return self.menu_painter.bands(self.size)

    def backdrop(self) -> pygame.Surface:
        return self.menu_painter.backdrop(self.size)

    def draw_heading(self, surface: pygame.Surface) -> None:
        self.menu_painter.draw_heading(surface, self.size, self.heading, self.subheading)

    def text(self, surface: pygame.Surface, text: str, size: float, at: tuple[int, int],
             colour: palette.RGB = INK, bold: bool = False, anchor: str = "midleft") -> pygame.Rect:
        return self.text_block.text(surface, text, size, at, colour, bold, anchor)

    def wrap(self, text: str, size: float, width: int, bold: bool = False) -> list[str]:
        return self.text_block.wrap(text, size, width, bold)

    def paragraph(self, surface: pygame.Surface, text: str, size: float, rect: pygame.Rect,
                  colour: palette.RGB = INK, spacing: float = 1.35) -> int:
        return self.text_block.paragraph(surface, text, size, rect, colour, spacing)


__all__ = ["PAPER", "MenuScene", "border_band", "go", "leave", "rosette", "tulip"]
