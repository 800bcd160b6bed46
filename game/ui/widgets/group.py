"""The widgets of one screen and their keyboard focus."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.widgets.base import Widget
from game.ui.widgets.buttons import Button
from game.ui.widgets.style import Style
from game.ui.widgets.text_field import TextField


class WidgetGroup:
    """The widgets of one screen and their keyboard focus."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus_index: int | None = None

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.active]

    @property
    def focused(self) -> Widget | None:
        if self.focus_index is None or not 0 <= self.focus_index < len(self.widgets):
            return None
        widget = self.widgets[self.focus_index]
        return widget if widget.focusable and widget.active else None

    def focus(self, widget: Widget | None) -> None:
        for w in self.widgets:
            w.focused = False
        if widget is None or widget not in self.widgets:
            self.focus_index = None
            return
        self.focus_index = self.widgets.index(widget)
        widget.focused = True

    def move_focus(self, delta: int) -> None:
        order = self.focusable()
        if not order:
            return
        current = self.focused
        if current is None:
            self.focus(order[0] if delta > 0 else order[-1])
            return
        index = order.index(current)
        self.focus(order[(index + delta) % len(order)])

    def handle(self, event: pygame.event.Event) -> bool:
        """Route one event; True if a widget or the focus used it."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = getattr(event, "pos", None)
            if pos is None:
                return False
            for widget in self.widgets:
                widget.hovered = widget.active and widget.rect.collidepoint(pos)
                if (widget.hovered and widget.focusable
                        and event.type == pygame.MOUSEBUTTONDOWN):
                    self.focus(widget)
            return any(w.active and w.mouse(event) for w in list(self.widgets))
        if event.type == pygame.MOUSEWHEEL:
            hovered = next((w for w in self.widgets if w.hovered and w.active), None)
            target = hovered or self.focused
            return bool(target is not None and target.mouse(event))
        if event.type == pygame.TEXTINPUT:
            typing = self.focused
            return isinstance(typing, TextField) and typing.text_input(getattr(event, "text", ""))
        if event.type != pygame.KEYDOWN:
            return False
        focused = self.focused
        if focused is not None and focused.key(event):
            return True
        if (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and focused is not None
                and not isinstance(focused, Button)):
            self.move_focus(1)  # Enter on a value row goes on to the next row
            return True
        for w in self.widgets:
            hotkey = getattr(w, "hotkey", None)
            if hotkey is not None and event.key == hotkey and w.active and isinstance(w, Button):
                w.click()
                return True
        if event.key == pygame.K_TAB:
            shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            self.move_focus(-1 if shift else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.move_focus(1)
            return True
        if event.key in (pygame.K_UP, pygame.K_LEFT):
            self.move_focus(-1)
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, style)
