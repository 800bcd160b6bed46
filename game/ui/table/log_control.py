"""The table log on the live table: the "Log (L)" tab, opening and closing, scrolling.

L or a click on the tab (where the board puts it, ``Board.log_tab``) opens the log over the
table; L, Esc or a click closes it, the wheel and Up / Down / Page Up / Page Down scroll it.
While it is open the table's clock is held (``holds.LOG``): nothing moves under the player's
reading, and the bots wait. The words are the session's ``log`` (the game's ``log_words``); a
line shows once the table has shown its event (its flights and reveal done), never ahead of
the cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui.table.holds import LOG
from game.ui.table.log_view import LogView, panel_rect
from game.ui.widgets import ui_scale

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

CLOSE_KEYS = (pygame.K_l, pygame.K_ESCAPE)
WHEEL_LINES = 3
"""Lines one notch of the wheel scrolls."""


class LogControl:
    """The log's tab and panel on one table scene."""

    def __init__(self, scene: TableScene[Any, Any, Any, Any]) -> None:
        self.scene = scene
        self.view = LogView(scene.app.font)
        self.open = False
        self.tab: pygame.Rect | None = None
        """Where the tab was drawn last (its hit test)."""
        self.base = len(scene.session.log.entries)
        """Entries shown for certain (earlier hands', and those whose motion is done)."""
        self.due: list[tuple[int, float]] = []
        """(entries after an event, the animation time its motion is done): a line shows once
        the table has shown what it says."""

    def on_event(self, t: float, event: object, state: object) -> None:
        """An applied event (heard after the board's): its lines show when its motion ends."""
        del t, event, state
        scene = self.scene
        landed = max((flight.finish for flight in scene.flights.flights), default=0.0)
        self.due.append((len(scene.session.log.entries),
                         max(scene.anim, scene.cursor, landed)))

    def visible(self) -> int:
        """How many of the log's entries the table has shown so far."""
        now = self.scene.anim
        due = self.due
        while due and due[0][1] <= now:  # shown: forgotten
            self.base = due.pop(0)[0]
        return self.base if due else len(self.scene.session.log.entries)

    def still_for(self) -> float | None:
        """Seconds until the open log's next line shows (None: none is waiting)."""
        self.visible()
        return self.due[0][1] - self.scene.anim if self.open and self.due else None

    def toggle(self, on: bool) -> None:
        """Open (``on``) or close the log; the clock stands still while it is open."""
        scene = self.scene
        if on == self.open:
            return
        self.open = on
        self.view.scroll = 0
        if on:
            scene.board.cancel_drag()
            scene.pointer.cancel()
        scene.session.holds.set(LOG, on)

    def handle(self, event: pygame.event.Event) -> bool:
        """Open, close or scroll the log (True: the event was the log's)."""
        if not self.open:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
                self.toggle(True)
                return True
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                    and self.tab is not None and self.tab.collidepoint(event.pos)):
                self.toggle(True)
                return True
            return False
        total = len(self.scene.session.log.entries)
        if event.type == pygame.KEYDOWN:
            if event.key in CLOSE_KEYS:
                self.toggle(False)
            else:
                self.view.scroll_key(event.key, total)
        elif event.type == pygame.MOUSEWHEEL:
            self.view.scroll_by(WHEEL_LINES * int(event.y), total)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.toggle(False)
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEWHEEL,
                              pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                              pygame.TEXTINPUT)

    def draw_tab(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self.tab = self.scene.board.log_tab(size)
        self.view.draw_tab(surface, self.tab, ui_scale(size), self.open)

    def draw_panel(self, surface: pygame.Surface) -> None:
        if not self.open or self.tab is None:
            return
        size = surface.get_size()
        scale = ui_scale(size)
        texts = self.scene.session.log_texts()
        self.view.draw(surface, panel_rect(size, scale, self.tab), texts[:self.visible()], scale)

    def describe(self) -> dict[str, Any]:
        texts = self.scene.session.log_texts()[:self.visible()]
        end = len(texts) - self.view.scroll
        return {"log_open": self.open,
                "log": texts[max(0, end - self.view.shown):end] if self.open else [],
                "log_lines": len(texts)}


__all__ = ["LogControl"]
