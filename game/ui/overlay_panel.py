"""A panel over the held table: the base of the pause menu and the lessons-done offer.

A veil dims the table (drawn beneath, not updated), a paper panel holds a title, whatever the
screen adds and its buttons; the match's table clock stands still from the moment the panel
enters, and ``carry_on`` closes it and lets the clock run on. Nothing on it moves, so the
frame loop rests while it is up.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.ui import palette
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.widgets import Button, Style, WidgetGroup, draw_panel
from game.ui.widgets.style import blit_text

VEIL = (8, 18, 16, 150)
"""The dark, see-through veil over the table beneath the panel."""


class Pausable(Protocol):
    """A match whose table clock can stop and run on."""

    @property
    def paused(self) -> bool: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...


class OverlayPanel(Scene):
    """A veiled panel of ``buttons`` (``focus`` names the one focused first) over ``session``'s
    held table. A screen places ``panel`` and its buttons in ``layout`` and draws its title and
    words in ``draw_inside``."""

    opaque = False

    def __init__(self, app: Services, session: Pausable, buttons: dict[str, Button],
                 focus: str) -> None:
        super().__init__(app)
        self.session = session
        self.style = Style(app.font, 1.0)
        self.group = WidgetGroup()
        self.buttons = buttons
        for button in buttons.values():
            self.group.add(button)
        self.group.focus(buttons[focus])
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        """Place the panel and the buttons for a window of ``size``."""
        self.size = size

    def draw_inside(self, surface: pygame.Surface) -> None:
        """The title and words on the panel (the buttons are drawn after)."""

    def title(self, surface: pygame.Surface, text: str, size: float) -> None:
        """``text`` as the panel's title, centred at its top (shrunk to fit its width)."""
        px = self.style.px
        image = self.style.fitted(text, size, palette.INK, bold=True,
                                  width=self.panel.width - px(40))
        blit_text(surface, image, "midtop", (self.panel.centerx, self.panel.y + px(26)))

    def enter(self) -> None:
        self.session.pause()

    def carry_on(self) -> None:
        """Close the panel: the match runs on."""
        self.app.pop()
        self.session.resume()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout(size)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.layout(surface.get_size())
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(VEIL)
        surface.blit(veil, (0, 0))
        draw_panel(surface, self.panel, self.style)
        self.draw_inside(surface)
        self.group.draw(surface, self.style)

    def still_for(self) -> float | None:
        """Nothing moves on the panel (the table beneath is not updated)."""
        return None
