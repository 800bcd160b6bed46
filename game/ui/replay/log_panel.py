"""The table log in the replay viewer: the log of the record up to the frame on screen.

A ``ReplayLog`` is the viewer's ``ReplayPanel``: closed it takes no room (the table keeps the
whole width), open (L, or its "Log (L)" tab) it takes a strip on the right and shows, newest
last, every line of the game's log (``GameDefinition.log_words``) up to the shown frame.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

import pygame

from game.core.table_log import LogEntry, LogWords, TableLog
from game.ui.fonts import FontGetter
from game.ui.replay.cursor import ReplayCursor
from game.ui.table.log_view import LogView
from game.ui.widgets import ui_scale

__all__ = ["ReplayLog", "TogglePanel", "entries_at"]


@runtime_checkable
class TogglePanel(Protocol):
    """A panel the player opens and closes (L in the viewer)."""

    open: bool

    def toggle(self) -> None: ...


def entries_at(log: TableLog, cursor: ReplayCursor) -> list[LogEntry]:
    """The log up to the cursor's frame, in record order: every entry of an earlier time, of
    the frame's own time those up to its line; a line without a time of its own (a hand's end
    written after its last move, say) once a frame of its kind in its hand has been shown.
    The last frame shows the whole log."""
    frame = cursor.frame
    if frame is None:
        return []
    if cursor.index >= len(cursor.frames) - 1:
        return list(log.entries)
    frames = cursor.frames[:cursor.index + 1]
    reached = Counter((other.hand, other.kind) for other in frames)
    nth = sum(1 for other in frames
              if (other.hand, other.time, other.kind) == (frame.hand, frame.time, frame.kind))
    untimed: Counter[tuple[int, str]] = Counter()
    shown: list[LogEntry] = []
    same = 0
    for entry in log.entries:
        if not entry.timed:
            key = (entry.hand, entry.kind)
            if untimed[key] >= reached[key]:
                break
            untimed[key] += 1
        elif (entry.hand, entry.time) >= (frame.hand, frame.time):
            if (entry.hand, entry.time) != (frame.hand, frame.time) or same >= nth:
                break
            same += entry.kind == frame.kind
        shown.append(entry)
    return shown


class ReplayLog:
    """The viewer's log strip, closed until the player opens it."""

    def __init__(self, words: LogWords, lines: Sequence[dict[str, Any]],
                 font: FontGetter) -> None:
        self.log = TableLog(words)
        self.log.feed(list(lines))
        self.view = LogView(font)
        self.open = False
        self._shown_index = -1

    def toggle(self) -> None:
        self.open = not self.open
        self.view.scroll = 0

    def width(self, size: tuple[int, int]) -> int:
        return min(size[0] // 3, round(340 * ui_scale(size))) if self.open else 0

    def texts(self, cursor: ReplayCursor) -> list[str]:
        return [entry.text for entry in entries_at(self.log, cursor)]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, cursor: ReplayCursor) -> None:
        if cursor.index != self._shown_index:  # a new frame shows its newest line
            self._shown_index = cursor.index
            self.view.scroll = 0
        self.view.draw(surface, rect, self.texts(cursor), ui_scale(surface.get_size()))

    def scroll(self, event: pygame.event.Event, total: int) -> bool:
        """The wheel over the open log scrolls it (True: the event was the log's)."""
        if self.open and event.type == pygame.MOUSEWHEEL:
            self.view.scroll_by(3 * int(event.y), total)
            return True
        return False
