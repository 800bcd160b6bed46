"""One group of a game's statistics (all its matches, or those against one bot level).

Generic counters every game has -- matches and hands (or rounds) played and won, the winning
streak, the highest and lowest scores, the time played -- and the game's own named figures:
``counts`` added up, ``highs`` (highest kept) and ``lows`` (lowest kept), as its summaries
report them. Read back from a file, every number is range-checked and a bad one is reset.

The first two file formats held Dutch Blitz's figures as fixed fields of every game's tally;
they are read into named figures (``blitzed``, ``cards_moved``, ``cards_per_minute``,
``blitz_seconds``) and the best scores into the highest ones, so no count is lost.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from game.storage.summaries import (
    COUNT_LIMIT,
    MAX_FIGURES,
    SCORE_LIMIT,
    HandSummary,
    MatchSummary,
    figure_name,
    figure_number,
)
from game.storage.validate import as_int, as_number, as_optional_number

__all__ = ["Tally"]

FIGURE_KINDS = ("counts", "highs", "lows")


def _max(current: float | None, new: float) -> float:
    return new if current is None else max(current, new)


def _min(current: float | None, new: float) -> float:
    return new if current is None else min(current, new)


def _merged(mine: Mapping[str, Any], new: Mapping[str, Any],
            keep: Callable[[Any, Any], Any]) -> Mapping[str, Any]:
    merged = dict(mine)
    for name, value in new.items():
        merged[name] = value if name not in merged else keep(merged[name], value)
    return merged


@dataclass(frozen=True)
class Tally:
    """Counters for one group of matches; the named figures are read-only mappings."""

    matches_played: int = 0
    matches_won: int = 0
    streak: int = 0
    """Matches won in a row up to the last one."""
    best_streak: int = 0
    high_match_score: int | None = None
    low_match_score: int | None = None
    fewest_hands_to_win: int | None = None
    hands_played: int = 0
    hands_won: int = 0
    high_hand_score: int | None = None
    low_hand_score: int | None = None
    seconds_played: float = 0.0
    counts: Mapping[str, int] = field(default_factory=dict)
    highs: Mapping[str, float] = field(default_factory=dict)
    lows: Mapping[str, float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for kind in FIGURE_KINDS:
            object.__setattr__(self, kind, MappingProxyType(dict(getattr(self, kind))))

    @property
    def match_win_rate(self) -> float | None:
        """Share of matches won (0.0-1.0), or None before the first match."""
        return self.matches_won / self.matches_played if self.matches_played else None

    def best_hand_score(self, low_wins: bool = False) -> int | None:
        """The best hand's score: the lowest in a game whose lowest score wins."""
        return self.low_hand_score if low_wins else self.high_hand_score

    def best_match_score(self, low_wins: bool = False) -> int | None:
        return self.low_match_score if low_wins else self.high_match_score

    def count(self, name: str) -> int:
        return self.counts.get(name, 0)

    def per_minute(self, name: str) -> float | None:
        """Count ``name`` per minute of play, or None before any play."""
        if self.seconds_played <= 0:
            return None
        return self.count(name) * 60.0 / self.seconds_played

    def _with_figures(self, summary: HandSummary | MatchSummary) -> dict[str, Any]:
        return {"counts": _merged(self.counts, summary.counts, lambda a, b: a + b),
                "highs": _merged(self.highs, summary.highs, max),
                "lows": _merged(self.lows, summary.lows, min)}

    def with_hand(self, hand: HandSummary) -> Tally:
        return dataclasses.replace(
            self,
            hands_played=self.hands_played + 1,
            hands_won=self.hands_won + int(hand.won),
            high_hand_score=int(_max(self.high_hand_score, hand.score)),
            low_hand_score=int(_min(self.low_hand_score, hand.score)),
            seconds_played=self.seconds_played + hand.duration_s,
            **self._with_figures(hand),
        )

    def with_match(self, match: MatchSummary) -> Tally:
        fewest = self.fewest_hands_to_win
        if match.won:
            fewest = int(_min(fewest, match.hands))
        streak = self.streak + 1 if match.won else 0
        return dataclasses.replace(
            self,
            matches_played=self.matches_played + 1,
            matches_won=self.matches_won + int(match.won),
            streak=streak,
            best_streak=max(self.best_streak, streak),
            high_match_score=int(_max(self.high_match_score, match.final_score)),
            low_match_score=int(_min(self.low_match_score, match.final_score)),
            fewest_hands_to_win=fewest,
            **self._with_figures(match),
        )

    def to_json(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        for kind in FIGURE_KINDS:
            data[kind] = dict(sorted(getattr(self, kind).items()))
        return data

    @classmethod
    def from_json(cls, data: Any, where: str, damaged: list[str]) -> Tally:
        """Read a tally, resetting bad fields; the names of reset fields go to `damaged`."""
        if not isinstance(data, dict):
            damaged.append(where)
            return cls()
        values: dict[str, Any] = {}
        for name, check in _CHECKS.items():
            key = next((k for k in (name, _RENAMED.get(name)) if k is not None and k in data),
                       None)
            if key is not None:
                try:
                    values[name] = check(data[key])
                except ValueError:
                    damaged.append(f"{where}.{key}")
        figures: dict[str, Any] = {
            kind: _read_figures(data.get(kind, {}), kind, f"{where}.{kind}", damaged)
            for kind in FIGURE_KINDS}
        _read_legacy_figures(data, figures, where, damaged)
        return _consistent(cls(**values, **figures), where, damaged)


def _score(value: Any) -> int | None:
    return None if value is None else as_int(value, -SCORE_LIMIT, SCORE_LIMIT)


def _whole(value: Any) -> int:
    return as_int(value, 0, COUNT_LIMIT)


def _signed(value: Any) -> int:
    """A named count (points by suit may add up below zero)."""
    return as_int(value, -COUNT_LIMIT, COUNT_LIMIT)


_CHECKS: dict[str, Callable[[Any], Any]] = {
    "matches_played": _whole, "matches_won": _whole, "streak": _whole, "best_streak": _whole,
    "high_match_score": _score, "low_match_score": _score,
    "fewest_hands_to_win": lambda v: None if v is None else as_int(v, 1, SCORE_LIMIT),
    "hands_played": _whole, "hands_won": _whole,
    "high_hand_score": _score, "low_hand_score": _score,
    "seconds_played": lambda v: as_number(v, 0.0, COUNT_LIMIT),
}
_RENAMED = {"high_match_score": "best_match_score", "high_hand_score": "best_hand_score"}
"""New field -> its name in the first two formats."""
_LEGACY_FIGURES: dict[str, tuple[str, str]] = {
    "hands_blitzed": ("counts", "blitzed"), "cards_moved": ("counts", "cards_moved"),
    "best_cards_per_minute": ("highs", "cards_per_minute"),
    "fastest_blitz_s": ("lows", "blitz_seconds"),
}
"""Dutch Blitz's fixed fields of the first two formats -> the named figures they became."""


def _read_figures(raw: Any, kind: str, where: str, damaged: list[str]) -> dict[str, Any]:
    if not isinstance(raw, dict) or len(raw) > MAX_FIGURES:
        damaged.append(where)
        return {}
    check = _signed if kind == "counts" else figure_number
    figures: dict[str, Any] = {}
    for name, value in raw.items():
        try:
            figures[figure_name(name)] = check(value)
        except ValueError:
            damaged.append(f"{where}.{str(name)[:32]}")
    return figures


def _read_legacy_figures(data: dict[str, Any], figures: dict[str, dict[str, Any]], where: str,
                         damaged: list[str]) -> None:
    """Move the old formats' Dutch Blitz fields into named figures (an unset one is left out:
    the other games wrote zeros there)."""
    for old, (kind, name) in _LEGACY_FIGURES.items():
        if old not in data or name in figures[kind]:
            continue
        try:
            value = (_whole(data[old]) if kind == "counts"
                     else as_optional_number(data[old], 0.0))
        except ValueError:
            damaged.append(f"{where}.{old}")
            continue
        if value is not None and value <= COUNT_LIMIT and (value or kind == "lows"):
            figures[kind][name] = value


def _consistent(tally: Tally, where: str, damaged: list[str]) -> Tally:
    """``tally`` with counts that contradict each other cut down (and named as damaged)."""
    limits = (("matches_won", "matches_played"), ("hands_won", "hands_played"),
              ("best_streak", "matches_won"), ("streak", "best_streak"))
    for name, limit in limits:
        if getattr(tally, name) > getattr(tally, limit):
            damaged.append(f"{where}.{name}")
            tally = dataclasses.replace(tally, **{name: getattr(tally, limit)})
    return tally
