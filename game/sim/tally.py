"""Counting a simulator run: wins per seat and per level, hands, pace, the game's own figures.

Shared wins (a tie) count for every winner, so win shares of a level can sum past one.
Rates are per CPU second (``game.sim.bench.cpu_ns`` in the caller), so they hold on a busy machine.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.core.definition import GameMatch
from game.sim.hooks import GameFigures, HandStats


def _share(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _median(values: Sequence[float]) -> float | None:
    return round(statistics.median(values), 2) if values else None


@dataclass
class LevelTally:
    """What the seats of one level did, summed over every hand and match they sat in."""

    seat_hands: int = 0
    seat_matches: int = 0
    hand_wins: int = 0
    match_wins: int = 0
    seconds: float = 0.0
    attempts: int = 0
    applied: int = 0
    refused: int = 0
    races_lost: int = 0
    hand_lengths: list[float] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        return {
            "seat_matches": self.seat_matches,
            "seat_hands": self.seat_hands,
            "match_win_share": _share(self.match_wins, self.seat_matches),
            "hand_win_share": _share(self.hand_wins, self.seat_hands),
            "median_hand_seconds": _median(self.hand_lengths),
            "actions_per_second": round(self.applied / self.seconds, 3) if self.seconds else None,
            "refused_attempts": self.refused,
            "refused_per_hand": round(self.refused / self.seat_hands, 3)
            if self.seat_hands else None,
            "races_lost": self.races_lost,
        }


@dataclass
class SeatTally:
    levels: list[str] = field(default_factory=list)
    match_wins: int = 0
    hand_wins: int = 0

    @property
    def level(self) -> str:
        """The seat's level, or ``mixed`` when it changed between matches (``--rotate``)."""
        distinct = set(self.levels)
        return self.levels[0] if len(distinct) == 1 else ("mixed" if distinct else "?")


@dataclass
class Summary:
    """The whole run: fed every hand and match, read with ``as_dict``."""

    game: str
    seats: int
    level_order: Sequence[str] = ()
    figures: GameFigures = field(default_factory=GameFigures)
    options: dict[str, object] = field(default_factory=dict)
    matches: int = 0
    hands: int = 0
    cpu_seconds: float = 0.0
    hand_lengths: list[float] = field(default_factory=list)
    levels: dict[str, LevelTally] = field(default_factory=dict)
    per_seat: list[SeatTally] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.per_seat = [SeatTally() for _ in range(self.seats)]

    def add_hand(self, hand: HandStats) -> None:
        self.hands += 1
        duration = hand.outcome.duration
        self.hand_lengths.append(duration)
        winners = set(hand.outcome.winners)
        for level in dict.fromkeys(hand.levels):
            self._level(level).hand_lengths.append(duration)
        for seat, (level, stats) in enumerate(zip(hand.levels, hand.seats, strict=True)):
            tally = self._level(level)
            tally.seat_hands += 1
            tally.seconds += duration
            tally.attempts += stats.attempts
            tally.applied += stats.applied
            tally.refused += stats.refused
            tally.races_lost += stats.races_lost
            if seat in winners:
                tally.hand_wins += 1
                self.per_seat[seat].hand_wins += 1
        self.figures.add_hand(hand)

    def add_match(self, match: GameMatch, levels: Sequence[str]) -> None:
        self.matches += 1
        winners = set(match.winners)
        for seat, level in enumerate(levels):
            tally = self._level(level)
            tally.seat_matches += 1
            self.per_seat[seat].levels.append(level)
            if seat in winners:
                tally.match_wins += 1
                self.per_seat[seat].match_wins += 1
        self.figures.add_match(match)

    def _level(self, level: str) -> LevelTally:
        return self.levels.setdefault(level, LevelTally())

    def ordered_levels(self) -> list[str]:
        known = list(self.level_order)
        return sorted(self.levels, key=lambda lv: (known.index(lv) if lv in known
                                                   else len(known), lv))

    def as_dict(self) -> dict[str, object]:
        result: dict[str, object] = {
            "game": self.game,
            "seats": self.seats,
            "options": self.options,
            "matches": self.matches,
            "hands": self.hands,
            "hands_per_second": round(self.hands / self.cpu_seconds, 1)
            if self.cpu_seconds > 0 else None,
            "cpu_seconds": round(self.cpu_seconds, 3),
            "mean_hands_per_match": round(self.hands / self.matches, 3) if self.matches else None,
            "median_hand_seconds": _median(self.hand_lengths),
            "per_seat": [
                {"seat": seat, "level": tally.level, "match_wins": tally.match_wins,
                 "hand_wins": tally.hand_wins, **self.figures.per_seat(seat)}
                for seat, tally in enumerate(self.per_seat)
            ],
            "per_level": {
                level: {**self.levels[level].as_dict(), **self.figures.per_level(level)}
                for level in self.ordered_levels()
            },
        }
        result.update(self.figures.summary())
        return result
