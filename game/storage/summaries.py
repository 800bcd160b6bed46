"""What a game reports when a hand or a match ends, from the human's point of view.

Small frozen values made of plain numbers and names, checked when made, so the statistics know
nothing of any game's rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.storage.validate import as_bool, as_int, as_number, as_text

__all__ = ["LEVEL_NAME_MAX", "HandSummary", "MatchSummary"]

LEVEL_NAME_MAX = 32


def _levels(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or not value:
        raise ValueError("bot_levels must be a non-empty sequence of level names")
    return tuple(as_text(level, LEVEL_NAME_MAX) for level in value)


@dataclass(frozen=True)
class HandSummary:
    """What the game reports when a hand ends, from the human's point of view."""

    hand_score: int
    cards_to_dutch: int
    blitz_left: int
    blitzed: bool  # the human emptied their Blitz pile
    duration_s: float
    human_cards_moved: int
    bot_levels: tuple[str, ...]
    won_hand: bool

    def __post_init__(self) -> None:
        as_int(self.hand_score)
        as_int(self.cards_to_dutch, 0)
        as_int(self.blitz_left, 0)
        as_bool(self.blitzed)
        object.__setattr__(self, "duration_s", as_number(self.duration_s, 0.0))
        as_int(self.human_cards_moved, 0)
        object.__setattr__(self, "bot_levels", _levels(self.bot_levels))
        as_bool(self.won_hand)
        if self.blitzed and self.blitz_left:
            raise ValueError("a Blitzed hand has no cards left in the Blitz pile")


@dataclass(frozen=True)
class MatchSummary:
    """What the game reports when a match ends."""

    won: bool
    bot_levels: tuple[str, ...]
    final_score: int
    hands: int

    def __post_init__(self) -> None:
        as_bool(self.won)
        object.__setattr__(self, "bot_levels", _levels(self.bot_levels))
        as_int(self.final_score)
        as_int(self.hands, 1)
