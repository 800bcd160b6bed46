"""Your moves at the Dutch table, asked of the rules once per change instead of each time.

Every frame several parts ask for your moves (the glows, the buttons, the status line, where
a dragged card may go) and the table's clock moves on, so the session would ask the rules again
each frame. The rules use the clock only against the snap window (snaps while it is open, the
next draw once it has shut), so your moves stay the same while the table as applied, the start
peek and the window's stage stay the same (``YourMoves.key``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from game.dutch.rules.moves import Draw, Move
from game.dutch.rules.state import window_shut
from game.dutch.ui.session import peeking

if TYPE_CHECKING:
    from game.dutch.ui.parts import TableParts


class YourMoves:
    """The player's legal moves at one table, kept with what they were asked for."""

    def __init__(self, parts: TableParts) -> None:
        self.parts = parts
        self._kept: tuple[Hashable, tuple[Move, ...]] | None = None

    def key(self) -> Hashable:
        """What your moves depend on: the table as applied (its version), the start peek, and
        where the table's clock stands against the snap window."""
        session = self.parts.session
        table = session.table
        window = table.state.window
        now = session.now()
        stage = None if window is None else (window.snapped_by, now <= window.closes,
                                             now >= window.closes)
        return (table, table.version, peeking(session), stage)

    def now(self) -> tuple[Move, ...]:
        """Your moves now (none during the start peek; no draw while a snap window runs)."""
        key = self.key()
        if self._kept is None or self._kept[0] != key:
            self._kept = (key, self._asked())
        return self._kept[1]

    def _asked(self) -> tuple[Move, ...]:
        session = self.parts.session
        if peeking(session) or session.hand_over:
            return ()
        shut = window_shut(session.state, session.now())
        return tuple(m for m in session.legal() if shut or not isinstance(m, Draw))


__all__ = ["YourMoves"]
