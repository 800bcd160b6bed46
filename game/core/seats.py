"""Who sits where: the same seat description for every game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal

SeatKind = Literal["human", "bot"]

LEVELS: Final[tuple[str, ...]] = ("beginner", "casual", "skilled", "expert", "master")
"""The five bot levels every game offers, weakest first (each game adds its scripted baselines)."""

LEVEL_NAMES: Final[dict[str, str]] = {level: level.capitalize() for level in LEVELS}

DEFAULT_LEVEL: Final = "casual"
"""The level a new player meets first: the setup screen's and the simulator's default."""

HUMAN_SEAT: Final = 0
"""Seat 0 is the player at the app's table."""


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """One seat: ``kind`` is ``"human"`` or ``"bot"``; bots carry a ``level``."""

    name: str
    kind: SeatKind = "bot"
    level: str | None = None

    def record(self, seat: int) -> dict[str, Any]:
        """The seat's entry in a record's ``match_start.seats``."""
        entry: dict[str, Any] = {"seat": seat, "name": self.name, "kind": self.kind}
        if self.level is not None:
            entry["level"] = self.level
        return entry
