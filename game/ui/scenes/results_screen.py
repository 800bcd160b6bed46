"""The base of every results screen: a short input guard, and only Enter confirms.

At the table Space flips and Enter plays, and a player may still be pressing either when a hand
ends. A results screen therefore ignores clicks and keys for a moment after it opens, and then
takes only its own keys:
Enter (or a click) presses the focused button, Tab and the arrows move the focus, Esc goes back,
and a button's hotkey presses that button. Space and the other keys that play do nothing here.
"""

from __future__ import annotations

from typing import Final

import pygame

from game.core.i18n import N_
from game.ui.scenes.base import MenuScene
from game.ui.services import Services
from game.ui.widgets import Button, WidgetGroup

GUARD_SECONDS: Final = 0.6
"""Seconds after a results screen opens during which clicks and keys are ignored."""
CONFIRM_KEYS: Final = (pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that press the focused button of a results screen."""
MOVE_KEYS: Final = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
                    pygame.K_ESCAPE)
"""Keys that move the focus or go back, never confirm."""
_INPUT: Final = (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def _nothing() -> None:
    """What a button of a closed results screen does."""


class ResultsScreen(MenuScene):
    """A menu screen that cannot be confirmed by a key meant for the table."""

    guard_seconds: float = GUARD_SECONDS

    def __init__(self, app: Services) -> None:
        self.opened_at = app.now()
        self._let_go = False
        super().__init__(app)

    def close(self) -> None:
        """Left the stack: let go of the widgets' actions. They are this screen's own methods,
        a reference cycle that would keep the screen, and every picture it drew, alive until
        a full collection; without them the screen is freed at once. Shown again, it builds
        its widgets anew."""
        super().close()
        for widget in self.group.widgets:
            if isinstance(widget, Button):
                widget.on_click = _nothing
        self.group = WidgetGroup()
        self._let_go = True

    def enter(self) -> None:
        if self._let_go:
            self._let_go = False
            self.build()
            self.layout()
        super().enter()

    @property
    def guarded(self) -> bool:
        """True while the screen still ignores input."""
        return self.app.now() - self.opened_at < self.guard_seconds

    def handle(self, event: pygame.event.Event) -> None:
        if event.type not in _INPUT:
            super().handle(event)
            return
        if self.guarded or event.type == pygame.KEYUP:
            return
        if event.type == pygame.KEYDOWN and not self.takes_key(getattr(event, "key", None)):
            return
        super().handle(event)

    def takes_key(self, key: object) -> bool:
        """Enter, the focus keys, Esc, and the hotkey of an active button."""
        if key in CONFIRM_KEYS or key in MOVE_KEYS:
            return True
        return any(isinstance(w, Button) and w.active and w.hotkey == key
                   for w in self.group.widgets)


class MatchResultsScreen(ResultsScreen):
    """A game's final results: "Play again" (focused, Enter) and "Title" (T; Esc goes there too)
    under a panel placed the same way for every game. A game gives ``play_again`` and draws its
    own content inside ``self.panel``; ``panel_size`` and ``panel_top`` (logical pixels) let it
    ask for a taller or shorter panel, and ``again_hotkey`` is None where P plays at the table."""

    heading = N_("Match results")
    panel_size: tuple[int, int] = (900, 620)
    panel_top: int = 104
    again_hotkey: int | None = pygame.K_p
    panel = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        self.again_button = Button(N_("Play again"), self.play_again, primary=True,
                                   hotkey=self.again_hotkey)
        self.title_button = Button(N_("Title"), self.to_title, hotkey=pygame.K_t)
        self.group.add(self.title_button)
        self.group.add(self.again_button)
        self.group.focus(self.again_button)

    def play_again(self) -> None:
        """The same table with a new deal (each game starts its own)."""
        raise NotImplementedError

    def to_title(self) -> None:
        self.app.to_title()

    def back(self) -> None:
        self.to_title()

    def layout(self) -> None:
        w, h = self.size
        most_w, most_h = self.panel_size
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(most_w)),
                                 min(h - self.px(self.panel_top + 26), self.px(most_h)))
        self.panel.midtop = (w // 2, self.px(self.panel_top))
        bw, bh = self.px(220), self.px(54)
        self.again_button.rect = pygame.Rect(0, 0, bw, bh)
        self.again_button.rect.bottomright = (self.panel.right - self.px(36),
                                              self.panel.bottom - self.px(24))
        self.title_button.rect = pygame.Rect(0, 0, bw, bh)
        self.title_button.rect.bottomright = (self.again_button.rect.left - self.px(20),
                                              self.again_button.rect.bottom)
