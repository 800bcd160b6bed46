"""Push buttons: click, Enter/Space when focused, or their hotkey."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import Words
from game.i18n import say
from game.ui import palette
from game.ui.widgets.base import Widget, _inside
from game.ui.widgets.style import (
    DISABLED,
    INK,
    PAPER,
    PAPER_SHADE,
    Style,
    _focus_ring,
    blit_text,
)

HOVER_FILL = (0xFF, 0xE7, 0xA8)
"""A plain button under the pointer: a warm yellow, clearly not the resting paper."""
HOVER_PRIMARY = (0xE0, 0x4A, 0x3E)
"""The primary (red) button under the pointer: lighter."""


DETAILED = 0.85
"""A button's label with a detail line under it is drawn at this share of its size, so both
lines stay inside the button."""


class Button(Widget):
    """A push button; ``primary`` ones are filled with the accent colour."""

    def __init__(self, label: Words, on_click: Callable[[], Any], primary: bool = False,
                 size: float = 24, hotkey: int | None = None) -> None:
        super().__init__()
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.size = size
        self.hotkey = hotkey
        self.detail: Words = ""
        """A small second line under the label (say, which match Continue goes back to)."""
        self.asking: tuple[Words, Words] | None = None
        """The label and detail the button had before `ask_first` turned it into a question."""
        self._pressed = False

    def click(self) -> None:
        if self.active:
            self.on_click()

    def ask_first(self, question: Words, detail: Words) -> bool:
        """For a press that would lose something: the first press turns the button into
        ``question`` (with ``detail`` under it) and returns False; the next one returns True.
        `calm` turns it back."""
        if self.asking is not None:
            return True
        self.asking = (self.label, self.detail)
        self.label, self.detail = question, detail
        return False

    def calm(self) -> None:
        """Back to the button's own words after `ask_first` (the question was not taken up)."""
        if self.asking is not None:
            self.label, self.detail = self.asking
            self.asking = None

    def mouse(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._pressed = _inside(self, event)
            return self._pressed
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            was = self._pressed
            self._pressed = False
            if was and _inside(self, event):
                self.click()
                return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.click()
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        rect = self.rect.copy()
        radius = style.px(12)
        if self.focused and self.enabled:
            _focus_ring(surface, rect, style)
        shadow = rect.move(0, style.px(4))
        pygame.draw.rect(surface, INK, shadow, border_radius=radius)
        if self._pressed and self.hovered:
            rect.move_ip(0, style.px(2))
        elif self.hovered and self.enabled:
            rect.move_ip(0, -style.px(2))  # the hovered button lifts off its shadow
        if not self.enabled:
            fill, text_colour = DISABLED, PAPER_SHADE
        elif self.primary:
            fill = palette.RED if not self.hovered else HOVER_PRIMARY
            text_colour = PAPER
        else:
            fill = PAPER if not self.hovered else HOVER_FILL
            text_colour = INK
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, INK, rect, max(2, style.px(2.5)), border_radius=radius)
        size = self.size * (DETAILED if self.detail else 1.0)  # two lines inside the button
        image = style.fitted(say(self.label), size, text_colour, bold=True,
                             width=rect.width - style.px(16))
        if not self.detail:
            blit_text(surface, image, "center", rect.center)
            return
        blit_text(surface, image, "midbottom", (rect.centerx, rect.centery + style.px(4)))
        small = style.fitted(say(self.detail), self.size * 0.62, text_colour,
                             width=rect.width - style.px(16))
        blit_text(surface, small, "midtop", (rect.centerx, rect.centery + style.px(3)))

