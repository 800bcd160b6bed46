"""Why a table's clock stands still, by name: the clock runs only when nothing holds it.

Every table has the same reasons: the player paused (``PLAYER``), the coach has a tip up
(``COACH``), the window is hidden or minimised (``WINDOW``), the table log is open
(``LOG``); a game may add its own (Dutch's
start peek holds the clock as ``"peek"`` until the player is ready). Each reason is held and
released on its own, so releasing one never starts a clock another still holds.
"""

from __future__ import annotations

from typing import Final, Protocol

PLAYER: Final = "player"
"""The player paused the table (the pause menu is up, or the match waits for Continue)."""
COACH: Final = "coach"
"""The coach has a tip up."""
WINDOW: Final = "window"
"""The window is hidden or minimised."""
LOG: Final = "log"
"""The player is reading the table log."""


class PausableClock(Protocol):
    def pause(self) -> None: ...
    def resume(self) -> None: ...


class ClockHolds:
    """The named holds on one clock."""

    def __init__(self, clock: PausableClock) -> None:
        self.clock = clock
        self._reasons: set[str] = set()

    @property
    def reasons(self) -> frozenset[str]:
        """Every reason holding the clock now."""
        return frozenset(self._reasons)

    def held(self, reason: str | None = None) -> bool:
        """Whether ``reason`` holds the clock (any reason when None)."""
        return bool(self._reasons) if reason is None else reason in self._reasons

    def hold(self, reason: str) -> None:
        self._reasons.add(reason)
        self.clock.pause()

    def release(self, reason: str) -> None:
        self._reasons.discard(reason)
        if not self._reasons:
            self.clock.resume()

    def set(self, reason: str, on: bool) -> None:
        """Hold or release ``reason`` (nothing changes when it already is so)."""
        if on == (reason in self._reasons):
            return
        if on:
            self.hold(reason)
        else:
            self.release(reason)

    def clear(self, reason: str) -> None:
        """Forget ``reason`` without starting the clock (a new hand restarts it anyway)."""
        self._reasons.discard(reason)


__all__ = ["COACH", "LOG", "PLAYER", "WINDOW", "ClockHolds", "PausableClock"]
