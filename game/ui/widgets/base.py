"""The widget base class, plain labels and the shared hit test."""

from __future__ import annotations

import pygame

from game.core.i18n import Words
from game.i18n import say
from game.ui.widgets.style import INK, RGB, Style, blit_text


def _inside(widget: Widget, event: pygame.event.Event) -> bool:
    pos = getattr(event, "pos", None)
    return pos is not None and widget.rect.collidepoint(pos)


# --- widgets -----------------------------------------------------------------------------------
class Widget:
    """Base: a rectangle that may take focus, react to the mouse and to keys when focused."""

    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.hovered = False
        self.enabled = True
        self.visible = True

    @property
    def active(self) -> bool:
        return self.enabled and self.visible

    def mouse(self, event: pygame.event.Event) -> bool:
        """A mouse event (down, up, motion, wheel); True if it was used."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key press while focused; True if it was used."""
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        raise NotImplementedError


class Label(Widget):
    """Text that is not interactive (a heading or a value)."""

    focusable = False

    def __init__(self, text: Words, size: float = 22, colour: RGB = INK, bold: bool = False,
                 anchor: str = "midleft") -> None:
        super().__init__()
        self.text, self.size, self.colour, self.bold, self.anchor = text, size, colour, bold, anchor

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        image = style.text(say(self.text), self.size, self.colour, self.bold)
        point = getattr(self.rect, self.anchor)
        blit_text(surface, image, self.anchor, point)

