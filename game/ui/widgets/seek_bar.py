"""A replay's seek bar: where the playhead is in the whole record; click or drag to jump.

Marks (e.g. where each hand or round starts) are drawn as ticks. The bar takes no keyboard
focus: the replay viewer keeps its own keys for stepping.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import palette
from game.ui.widgets.base import Widget, _inside
from game.ui.widgets.style import INK, PAPER, TRACK, Style


class SeekBar(Widget):
    """``value`` from 0 to 1; a click or drag calls ``on_seek(fraction)``."""

    focusable = False

    def __init__(self, on_seek: Callable[[float], Any], marks: Sequence[float] = ()) -> None:
        super().__init__()
        self.on_seek = on_seek
        self.marks = [min(1.0, max(0.0, float(m))) for m in marks]
        self.value = 0.0
        self._dragging = False

    def _seek(self, x: int) -> None:
        if self.rect.width > 0:
            self.on_seek(min(1.0, max(0.0, (x - self.rect.x) / self.rect.width)))

    def mouse(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 \
                and _inside(self, event):
            self._dragging = True
            self._seek(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self._dragging:
            self._seek(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._dragging:
            self._dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        track = self.rect.inflate(0, -self.rect.height // 2)
        radius = track.height // 2
        pygame.draw.rect(surface, TRACK, track, border_radius=radius)
        done = track.copy()
        done.width = max(track.height, round(track.width * self.value))
        pygame.draw.rect(surface, palette.RED, done, border_radius=radius)
        for mark in self.marks:
            x = track.x + round(track.width * mark)
            pygame.draw.line(surface, INK, (x, self.rect.top), (x, self.rect.bottom),
                             max(1, style.px(2)))
        knob = (track.x + round(track.width * self.value), track.centery)
        size = self.rect.height // 2 + (style.px(2) if self.hovered or self._dragging else 0)
        pygame.draw.circle(surface, PAPER, knob, size)
        pygame.draw.circle(surface, INK, knob, size, max(1, style.px(2)))
