"""What a game reports when a hand or a match ends, from the human's point of view.

Small frozen values made of plain numbers and names, checked when made, so the statistics know
nothing of any game's rules. Every game reports the same generic part (score, won, time, bot
levels) plus figures of its own by name: ``counts`` are added up over hands or matches, of
``highs`` the highest is kept and of ``lows`` the lowest (a Blitz (31) hand's knocks, a Dutch
Blitz hand's speed, its quickest Blitz). A game whose lowest score wins says so
(``low_wins``), so its best hand is its lowest.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from game.storage.validate import as_bool, as_int, as_number, as_text

__all__ = [
    "COUNT_LIMIT",
    "FIGURE_NAME_MAX",
    "LEVEL_NAME_MAX",
    "MAX_FIGURES",
    "SCORE_LIMIT",
    "HandSummary",
    "MatchSummary",
    "figure_name",
    "figure_number",
]

LEVEL_NAME_MAX = 32
FIGURE_NAME_MAX = 32
MAX_FIGURES = 32
"""Named figures of one kind a game may keep (more in a file means it was tampered with)."""
SCORE_LIMIT = 1_000_000
"""No score of any game comes near this; a larger one read from a file is damage."""
COUNT_LIMIT = 10**12
"""A bound on every count and figure, far above a lifetime of play."""
_NAME = re.compile(r"[a-z][a-z0-9_]*")


def _levels(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or not value:
        raise ValueError("bot_levels must be a non-empty sequence of level names")
    return tuple(as_text(level, LEVEL_NAME_MAX) for level in value)


def figure_name(value: Any) -> str:
    """A figure's name: lower-case letters, digits and ``_``, at most `FIGURE_NAME_MAX`."""
    name = as_text(value, FIGURE_NAME_MAX)
    if not _NAME.fullmatch(name):
        raise ValueError("must be lower-case letters, digits and _")
    return name


def figure_number(value: Any) -> float:
    """A kept figure's value (a speed, a number of seconds): finite, within `COUNT_LIMIT`."""
    return as_number(value, -COUNT_LIMIT, COUNT_LIMIT)


def _figures(value: Any, check: Any) -> Mapping[str, Any]:
    if not isinstance(value, Mapping) or len(value) > MAX_FIGURES:
        raise ValueError(f"figures must be a mapping of at most {MAX_FIGURES} names")
    return MappingProxyType({figure_name(name): check(number) for name, number in value.items()})


def _count(value: Any) -> int:
    return as_int(value, -COUNT_LIMIT, COUNT_LIMIT)


@dataclass(frozen=True)
class _Figures:
    """The named per-game figures a summary carries (checked, read-only)."""

    counts: Mapping[str, int] = field(default_factory=dict, kw_only=True)
    highs: Mapping[str, float] = field(default_factory=dict, kw_only=True)
    lows: Mapping[str, float] = field(default_factory=dict, kw_only=True)

    def _check_figures(self) -> None:
        object.__setattr__(self, "counts", _figures(self.counts, _count))
        object.__setattr__(self, "highs", _figures(self.highs, figure_number))
        object.__setattr__(self, "lows", _figures(self.lows, figure_number))


@dataclass(frozen=True)
class HandSummary(_Figures):
    """What the game reports when a hand (or a round) ends, from the human's point of view."""

    score: int
    won: bool
    duration_s: float
    bot_levels: tuple[str, ...]
    low_wins: bool = field(default=False, kw_only=True)

    def __post_init__(self) -> None:
        as_int(self.score, -SCORE_LIMIT, SCORE_LIMIT)
        as_bool(self.won)
        as_bool(self.low_wins)
        object.__setattr__(self, "duration_s", as_number(self.duration_s, 0.0, COUNT_LIMIT))
        object.__setattr__(self, "bot_levels", _levels(self.bot_levels))
        self._check_figures()


@dataclass(frozen=True)
class MatchSummary(_Figures):
    """What the game reports when a match ends."""

    won: bool
    bot_levels: tuple[str, ...]
    final_score: int
    hands: int
    low_wins: bool = field(default=False, kw_only=True)

    def __post_init__(self) -> None:
        as_bool(self.won)
        as_bool(self.low_wins)
        object.__setattr__(self, "bot_levels", _levels(self.bot_levels))
        as_int(self.final_score, -SCORE_LIMIT, SCORE_LIMIT)
        as_int(self.hands, 1, SCORE_LIMIT)
