"""A scrolling, selectable list of rows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui.widgets.base import Widget, _inside
from game.ui.widgets.style import (
    INK_SOFT,
    Style,
    _focus_ring,
)


class ListView(Widget):
    """A scrolling list of rows; Up/Down/PageUp/PageDown/Home/End select, Enter opens.

    ``draw_row(surface, rect, item, selected, style)`` draws one row.
    """

    def __init__(self, items: Sequence[Any],
                 draw_row: Callable[[pygame.Surface, pygame.Rect, Any, bool, Style], None],
                 on_activate: Callable[[Any], Any] | None = None,
                 on_select: Callable[[Any], Any] | None = None,
                 row_height: float = 64) -> None:
        super().__init__()
        self.items = list(items)
        self.draw_row = draw_row
        self.on_activate = on_activate
        self.on_select = on_select
        self.row_height = row_height
        self.selected = 0
        self.top = 0
        self._row_px = 1

    @property
    def current(self) -> Any | None:
        return self.items[self.selected] if 0 <= self.selected < len(self.items) else None

    def visible_rows(self) -> int:
        return max(1, self.rect.height // max(1, self._row_px))

    def select(self, index: int) -> None:
        if not self.items:
            return
        index = max(0, min(len(self.items) - 1, index))
        changed = index != self.selected
        self.selected = index
        rows = self.visible_rows()
        if index < self.top:
            self.top = index
        elif index >= self.top + rows:
            self.top = index - rows + 1
        if changed and self.on_select is not None:
            self.on_select(self.current)

    def scroll(self, rows: int) -> None:
        most = max(0, len(self.items) - self.visible_rows())
        self.top = max(0, min(most, self.top + rows))

    def activate(self) -> None:
        if self.on_activate is not None and self.current is not None:
            self.on_activate(self.current)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        index = self.top + (pos[1] - self.rect.y) // max(1, self._row_px)
        return index if 0 <= index < len(self.items) else None

    def mouse(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-int(getattr(event, "y", 0)))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) in (4, 5):
            if _inside(self, event):
                self.scroll(-1 if event.button == 4 else 1)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            index = self._row_at(event.pos) if hasattr(event, "pos") else None
            if index is None:
                return False
            if index == self.selected and (getattr(event, "clicks", 1) >= 2
                                           or self.on_select is None):
                self.activate()
            else:
                self.select(index)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if not self.items:
            return False
        page = self.visible_rows()
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page,
                 pygame.K_PAGEDOWN: page}
        if event.key in moves:
            target = self.selected + moves[event.key]
            if event.key in (pygame.K_UP, pygame.K_DOWN) and not 0 <= target < len(self.items):
                return False  # let the focus leave the list at its ends
            self.select(target)
            return True
        if event.key == pygame.K_HOME:
            self.select(0)
            return True
        if event.key == pygame.K_END:
            self.select(len(self.items) - 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        self._row_px = style.px(self.row_height)
        if self.focused:
            _focus_ring(surface, self.rect, style)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        rows = self.visible_rows()
        self.top = max(0, min(self.top, max(0, len(self.items) - rows)))
        for i in range(self.top, min(len(self.items), self.top + rows + 1)):
            row = pygame.Rect(self.rect.x, self.rect.y + (i - self.top) * self._row_px,
                              self.rect.width, self._row_px)
            self.draw_row(surface, row, self.items[i], i == self.selected, style)
        surface.set_clip(clip)
        if len(self.items) > rows:
            bar_h = max(style.px(24), self.rect.height * rows // len(self.items))
            most = max(1, len(self.items) - rows)
            y = self.rect.y + (self.rect.height - bar_h) * self.top // most
            bar = pygame.Rect(self.rect.right - style.px(6), y, style.px(5), bar_h)
            pygame.draw.rect(surface, INK_SOFT, bar, border_radius=style.px(3))

