"""Widgets that hold a value: on/off toggles, sliders and steppers over a list of choices."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.i18n import Words, percent
from game.i18n import _, say
from game.ui import palette
from game.ui.widgets.base import Widget, _inside
from game.ui.widgets.style import (
    DISABLED,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_SHADE,
    TRACK,
    Style,
    _focus_ring,
    _labelled_row,
    blit_text,
)


class Toggle(Widget):
    """An on/off switch with its label on the left."""

    def __init__(self, label: Words, value: bool, on_change: Callable[[bool], Any],
                 size: float = 22, hint: str = "") -> None:
        super().__init__()
        self.label, self.value, self.on_change, self.size, self.hint = (
            label, value, on_change, size, hint)

    def set(self, value: bool) -> None:
        if self.active and value != self.value:
            self.value = value
            self.on_change(value)

    def mouse(self, event: pygame.event.Event) -> bool:
        if (self.active and event.type == pygame.MOUSEBUTTONUP
                and getattr(event, "button", 1) == 1 and _inside(self, event)):
            self.set(not self.value)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.set(not self.value)
            return True
        if event.key == pygame.K_LEFT:
            self.set(False)
            return True
        if event.key == pygame.K_RIGHT:
            self.set(True)
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        pad = _labelled_row(self, surface, style, self.rect.width - style.px(180))
        w, h = style.px(62), style.px(30)
        track = pygame.Rect(0, 0, w, h)
        track.midright = (self.rect.right - pad, self.rect.centery)
        fill = palette.GREEN if self.value else TRACK
        pygame.draw.rect(surface, fill, track, border_radius=h // 2)
        pygame.draw.rect(surface, INK, track, max(2, style.px(2)), border_radius=h // 2)
        knob_x = track.right - h // 2 if self.value else track.left + h // 2
        pygame.draw.circle(surface, PAPER, (knob_x, track.centery), h // 2 - style.px(4))
        pygame.draw.circle(surface, INK, (knob_x, track.centery), h // 2 - style.px(4),
                           max(1, style.px(2)))
        words = _("On") if self.value else _("Off")
        state = style.text(words, self.size * 0.8, INK_SOFT, bold=True)
        blit_text(surface, state, "midright", (track.left - style.px(10), track.centery))


class Slider(Widget):
    """A value from 0 to 1 in ``steps`` steps; drag, click or Left/Right."""

    def __init__(self, label: Words, value: float, on_change: Callable[[float], Any],
                 steps: int = 20, size: float = 22,
                 fmt: Callable[[float], str] = percent) -> None:
        super().__init__()
        self.label, self.on_change, self.steps, self.size, self.fmt = (
            label, on_change, steps, size, fmt)
        self.value = min(1.0, max(0.0, float(value)))
        self._dragging = False
        self.track = pygame.Rect(0, 0, 0, 0)

    def set(self, value: float) -> None:
        value = round(min(1.0, max(0.0, value)) * self.steps) / self.steps
        if self.active and abs(value - self.value) > 1e-9:
            self.value = value
            self.on_change(value)

    def _from_x(self, x: int) -> None:
        if self.track.width > 0:
            self.set((x - self.track.x) / self.track.width)

    def mouse(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if _inside(self, event):
                self._dragging = True
                self._from_x(event.pos[0])
                return True
        elif event.type == pygame.MOUSEMOTION and self._dragging:
            self._from_x(event.pos[0])
            return True
        elif event.type == pygame.MOUSEBUTTONUP and self._dragging:
            self._dragging = False
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.set(self.value - 1 / self.steps)
            return True
        if event.key == pygame.K_RIGHT:
            self.set(self.value + 1 / self.steps)
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        pad = _labelled_row(self, surface, style, self.rect.width // 2 - style.px(60))
        value = style.text(self.fmt(self.value), self.size * 0.8, INK_SOFT, bold=True)
        value_rect = value.get_rect(midright=(self.rect.right - pad, self.rect.centery))
        surface.blit(value, value_rect)
        width = max(style.px(80), min(style.px(260), self.rect.width // 2 - style.px(40)))
        self.track = pygame.Rect(0, 0, width, style.px(8))
        self.track.midright = (value_rect.left - style.px(18), self.rect.centery)
        pygame.draw.rect(surface, TRACK, self.track, border_radius=style.px(4))
        filled = self.track.copy()
        filled.width = round(self.track.width * self.value)
        pygame.draw.rect(surface, palette.BLUE, filled, border_radius=style.px(4))
        pygame.draw.rect(surface, INK, self.track, max(1, style.px(1.5)), border_radius=style.px(4))
        knob = (self.track.x + filled.width, self.track.centery)
        pygame.draw.circle(surface, PAPER, knob, style.px(11))
        pygame.draw.circle(surface, INK, knob, style.px(11), max(1, style.px(2)))


class Stepper(Widget):
    """Choose one of ``options`` with < and > (or Left/Right, or a click on either arrow).

    Enter and Space change nothing here: Enter moves the focus on to the next row."""

    def __init__(self, label: Words, options: Sequence[Any], index: int,
                 on_change: Callable[[Any], Any], fmt: Callable[[Any], str] = str,
                 size: float = 22, wrap: bool = False) -> None:
        super().__init__()
        self.label, self.options, self.on_change, self.fmt, self.size, self.wrap = (
            label, list(options), on_change, fmt, size, wrap)
        self.index = max(0, min(index, len(self.options) - 1))
        self.left = pygame.Rect(0, 0, 0, 0)
        self.right = pygame.Rect(0, 0, 0, 0)
        self.compact = False
        """Draw the label right beside the box on a paper card of its own (for the felt)."""

    @property
    def value(self) -> Any:
        return self.options[self.index]

    def step(self, delta: int) -> None:
        if not self.active or not self.options:
            return
        n = len(self.options)
        index = (self.index + delta) % n if self.wrap else max(0, min(n - 1, self.index + delta))
        if index != self.index:
            self.index = index
            self.on_change(self.value)

    def mouse(self, event: pygame.event.Event) -> bool:
        if (self.active and event.type == pygame.MOUSEBUTTONUP
                and getattr(event, "button", 1) == 1 and _inside(self, event)):
            x = event.pos[0]
            self.step(-1 if x < (self.left.right + self.right.left) // 2 else 1)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        if event.key == pygame.K_RIGHT:
            self.step(1)
            return True
        return False  # Enter moves on to the next row (the group); it never changes a value

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        text = style.text(self.fmt(self.value), self.size * 0.9, INK, bold=True)
        arrow = min(self.rect.height - style.px(8), style.px(40))
        needed = text.get_width() + 2 * arrow + style.px(8)  # the value clear of both arrows
        if self.compact:
            box = self._draw_compact_row(surface, style, needed, arrow)
        else:
            pad = style.px(12)
            box_w = max(style.px(150), min(style.px(230), self.rect.width // 2 - pad),
                        min(needed, self.rect.width * 3 // 5))
            _labelled_row(self, surface, style, self.rect.width - box_w - 3 * pad)
            box = pygame.Rect(0, 0, box_w, arrow)
            box.midright = (self.rect.right - pad, self.rect.centery)
        pygame.draw.rect(surface, PAPER, box, border_radius=style.px(8))
        pygame.draw.rect(surface, INK, box, max(1, style.px(2)), border_radius=style.px(8))
        self.left = pygame.Rect(box.x, box.y, arrow, box.height)
        self.right = pygame.Rect(box.right - arrow, box.y, arrow, box.height)
        for rect, points in ((self.left, ((0.62, 0.25), (0.32, 0.5), (0.62, 0.75))),
                             (self.right, ((0.38, 0.25), (0.68, 0.5), (0.38, 0.75)))):
            can = self.wrap or (rect is self.left and self.index > 0) or (
                rect is self.right and self.index < len(self.options) - 1)
            colour = palette.RED if can and self.enabled else DISABLED
            pygame.draw.polygon(surface, colour, [
                (rect.x + fx * rect.width, rect.y + fy * rect.height) for fx, fy in points])
        text = style.fitted(self.fmt(self.value), self.size * 0.9, INK, bold=True,
                            width=box.width - 2 * arrow)  # never under the arrows
        blit_text(surface, text, "center", box.center)

    def _draw_compact_row(self, surface: pygame.Surface, style: Style, needed: int,
                          arrow: int) -> pygame.Rect:
        """The label right beside a box just wide enough, on a paper card of their own (for a
        picker that sits on the felt, where the row's shade and dark label would not show)."""
        pad = style.px(10)
        label = style.text(say(self.label), self.size, INK if self.enabled else DISABLED)
        box = pygame.Rect(0, 0, max(style.px(120), needed), arrow)
        box.midright = (self.rect.right - pad, self.rect.centery)
        card = pygame.Rect(0, 0, box.width + label.get_width() + 3 * pad, self.rect.height)
        card.midright = (self.rect.right, self.rect.centery)
        pygame.draw.rect(surface, PAPER_SHADE if self.hovered or self.focused else PAPER, card,
                         border_radius=style.px(10))
        if self.focused:
            _focus_ring(surface, card, style)
        blit_text(surface, label, "midright", (box.x - pad, box.centery))
        return box
