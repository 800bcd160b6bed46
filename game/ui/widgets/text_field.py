"""A one-line text entry: typing, Backspace, Ctrl+A (select all; the next key replaces it) and a
visible "full" hint when the length limit is reached."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import Words
from game.i18n import ngettext, say
from game.ui import palette
from game.ui.widgets.base import Widget, _inside
from game.ui.widgets.style import (
    INK,
    PAPER_SHADE,
    Style,
    _focus_ring,
    blit_text,
)

SELECTION = (0xB8, 0xD4, 0xF0)
"""The background of selected text."""


class TextField(Widget):
    """A one-line text entry (typing arrives as TEXTINPUT events while it has the focus)."""

    def __init__(self, label: Words, value: str, on_change: Callable[[str], Any],
                 max_length: int = 24, size: float = 22) -> None:
        super().__init__()
        self.label, self.value, self.on_change, self.max_length, self.size = (
            label, value, on_change, max_length, size)
        self.selected = False
        """All the text is selected (Ctrl+A): the next typing or Backspace replaces it."""
        self.full = False
        """The last typing met the length limit (the field says so)."""

    def text_input(self, text: str) -> bool:
        text = "".join(ch for ch in text if ch.isprintable())
        if not self.active or not text:
            return False
        if self.selected:
            self.value, self.selected = "", False
        room = self.max_length - len(self.value)
        self.full = len(text) > room
        if room <= 0:
            return True  # swallowed: the field shows that it is full
        self.value += text[:room]
        self.on_change(self.value)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        ctrl = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_a and ctrl:
            self.selected = bool(self.value)
            return True
        if event.key == pygame.K_BACKSPACE:
            if self.value:
                self.value = "" if self.selected else self.value[:-1]
                self.on_change(self.value)
            self.selected = self.full = False
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.selected = False
        char = getattr(event, "unicode", "")
        # printable keys belong to the text (their TEXTINPUT event carries them), never to
        # a screen's hotkeys
        return bool(char) and char.isprintable() and event.key not in (pygame.K_TAB,)

    def mouse(self, event: pygame.event.Event) -> bool:
        return (self.active and event.type == pygame.MOUSEBUTTONDOWN
                and getattr(event, "button", 1) == 1 and _inside(self, event))

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        if self.focused:
            _focus_ring(surface, self.rect, style)
        if self.hovered or self.focused:
            pygame.draw.rect(surface, PAPER_SHADE, self.rect, border_radius=style.px(10))
        pad = style.px(12)
        label = style.text(say(self.label), self.size, INK)
        blit_text(surface, label, "midleft", (self.rect.x + pad, self.rect.centery))
        box_w = max(style.px(150), min(style.px(230), self.rect.width // 2 - pad))
        box = pygame.Rect(0, 0, box_w, min(self.rect.height - style.px(8), style.px(40)))
        box.midright = (self.rect.right - pad, self.rect.centery)
        pygame.draw.rect(surface, (0xFF, 0xFD, 0xF6), box, border_radius=style.px(8))
        pygame.draw.rect(surface, INK, box, max(1, style.px(2)), border_radius=style.px(8))
        text = style.text(self.value, self.size * 0.9, INK, bold=True)
        clip = box.inflate(-style.px(16), 0)
        rect = text.get_rect(midleft=(clip.x, box.centery))
        if rect.width > clip.width:
            rect.right = clip.right
        if self.selected and self.focused:
            pygame.draw.rect(surface, SELECTION, rect.clip(clip))
        old = surface.get_clip()
        surface.set_clip(clip.clip(old) if old else clip)
        surface.blit(text, rect)
        surface.set_clip(old)
        if self.full and self.focused:
            words = ngettext("{count} letter at most", "{count} letters at most",
                             self.max_length).format(count=self.max_length)
            hint = style.text(words, self.size * 0.65, palette.RED, bold=True)
            blit_text(surface, hint, "midtop", (box.centerx, box.bottom + style.px(2)))
        if self.focused:
            x = min(rect.right + style.px(2), clip.right)
            pygame.draw.line(surface, palette.RED, (x, box.y + style.px(8)),
                             (x, box.bottom - style.px(8)), max(2, style.px(2)))

