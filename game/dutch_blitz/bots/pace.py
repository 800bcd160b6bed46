"""Adaptive pace (an option, off by default): bots that move as fast as the human does.

The app reports each move the human's seat got applied (``record_move``) and the length of each
finished hand (``end_hand``). ``scale()`` compares the human's moves per minute over the last
few hands with the bots' own nominal rate and returns the factor to pass as ``pace_scale`` when
the next hand's bots are made: above 1 slows the bots down, below 1 speeds them up.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from game.dutch_blitz.bots.levels import nominal_actions_per_minute

MIN_SCALE = 0.25
MAX_SCALE = 8.0
MIN_HAND_SECONDS = 5.0
"""Hands shorter than this say too little about a pace and are left out."""


class PaceTracker:
    """The human's moves per minute over the last ``window`` hands, as a bot pace scale."""

    def __init__(self, reference_per_minute: float, window: int = 3) -> None:
        if reference_per_minute <= 0 or window < 1:
            raise ValueError("the reference pace and the window must be positive")
        self.reference = reference_per_minute
        self._hands: deque[tuple[int, float]] = deque(maxlen=window)
        self._moves = 0

    @classmethod
    def for_levels(cls, levels: Sequence[str | None], window: int = 3) -> PaceTracker:
        """A tracker whose reference is the mean nominal pace of the bots at the table."""
        rates = [nominal_actions_per_minute(level) for level in levels if level is not None]
        if not rates:
            raise ValueError("no bot seats")
        return cls(sum(rates) / len(rates), window)

    def record_move(self, t: float) -> None:
        """The human's seat had a move applied at table time ``t`` of the current hand."""
        del t  # only the count matters; the hand's length comes with end_hand
        self._moves += 1

    def end_hand(self, duration: float) -> None:
        """The current hand ended after ``duration`` table seconds (pauses not counted)."""
        if duration >= MIN_HAND_SECONDS and self._moves:
            self._hands.append((self._moves, duration))
        self._moves = 0

    def human_per_minute(self) -> float | None:
        """The human's measured moves per minute over the recent hands (None before any)."""
        seconds = sum(duration for _, duration in self._hands)
        if not seconds:
            return None
        return 60.0 * sum(moves for moves, _ in self._hands) / seconds

    def scale(self) -> float:
        """The pace scale for the next hand's bots (1.0 until a hand has been measured)."""
        human = self.human_per_minute()
        if human is None:
            return 1.0
        return min(MAX_SCALE, max(MIN_SCALE, self.reference / human))
