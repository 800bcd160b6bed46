"""A Dutch match: a fixed number of rounds, one seeded generator, one record.

``Match.start_hand()`` deals the next round and returns its ``Table``; the match is that
table's recorder, so it writes every event's line first and, when the core ends the round,
adds the totals and, after the last round, the match end (lowest total wins, ties share).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.authority import Table
from game.core.options import OptionValue
from game.core.seats import SeatSpec
from game.dutch.rules.core import DUTCH_RULES
from game.dutch.rules.events import Event, RoundEnded, SnapBeaten
from game.dutch.rules.moves import Move
from game.dutch.rules.record import (
    Line,
    deal_line,
    event_line,
    match_end_line,
    match_start_line,
    peek_lines,
    round_end_line,
    rules_of,
)
from game.dutch.rules.state import MAX_SEATS, MIN_SEATS, DutchState, Settings, deal
from game.dutch.rules.view import DutchView

DutchTable = Table[DutchState, Move, Event, DutchView]
DEFAULT_OPTIONS: dict[str, OptionValue] = {
    "rounds": 5, "snap_window": 2.0, "cabo_powers": False, "emptied_off_turn_minus_10": False,
}


@dataclass(frozen=True, slots=True)
class RoundResult:
    hand: int
    reason: str
    caller: int | None
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    duration: float

    @property
    def winners(self) -> tuple[int, ...]:
        low = min(self.scores)
        return tuple(s for s, v in enumerate(self.scores) if v == low)


def starter_of(seed: int, seats: int) -> int:
    """Round 1's first player, chosen by the match seed."""
    return random.Random(f"dutch-starter:{seed}").randrange(seats)


@dataclass
class Match:
    seed: int
    seat_specs: Sequence[SeatSpec]
    option_values: Mapping[str, OptionValue] = field(default_factory=lambda: DEFAULT_OPTIONS)
    record: list[Line] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = len(self.seat_specs)
        if not MIN_SEATS <= n <= MAX_SEATS:
            raise ValueError(f"Dutch needs {MIN_SEATS} to {MAX_SEATS} seats")
        self._options = {**DEFAULT_OPTIONS, **dict(self.option_values)}
        self.settings = Settings(float(self._options["snap_window"]),
                                 bool(self._options["cabo_powers"]),
                                 bool(self._options["emptied_off_turn_minus_10"]))
        self.rounds = int(self._options["rounds"])
        self.totals = [0] * n
        self._results: list[RoundResult] = []
        self._table: DutchTable | None = None
        self._winners: tuple[int, ...] = ()
        self._last_t = 0.0
        self._starter = starter_of(self.seed, n)
        self.late_snaps: list[tuple[int, int]] = []
        """(round, seat) of every snap that came second: shown to all, not in the record."""
        self.record.append(match_start_line(
            self.seed, rules_of(self.rounds, self.settings),
            [spec.record(i) for i, spec in enumerate(self.seat_specs)]))

    @property
    def seats(self) -> Sequence[SeatSpec]:
        return self.seat_specs

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return dict(self._options)

    @property
    def table(self) -> DutchTable | None:
        return self._table

    @property
    def results(self) -> Sequence[RoundResult]:
        return tuple(self._results)

    @property
    def over(self) -> bool:
        return len(self._results) >= self.rounds

    @property
    def winners(self) -> tuple[int, ...]:
        return self._winners

    def start_hand(self) -> DutchTable:
        if self.over:
            raise RuntimeError("the match is over")
        round_no = len(self._results) + 1
        n = len(self.seat_specs)
        starter = (self._starter + round_no - 1) % n
        rng = random.Random(f"dutch-deal:{self.seed}:{round_no}")
        state = deal(n, round_no, starter, rng, self.settings, f"dutch-reshuffle:{self.seed}")
        self.record.append(deal_line(state))
        self.record.extend(peek_lines(state))
        self._last_t = 0.0
        self._table = Table(DUTCH_RULES, state, hand=round_no, recorder=self._hear,
                            seats=state.seats)
        return self._table

    def _hear(self, t: float, event: Event, state: Any) -> None:
        self._last_t = max(self._last_t, t)
        if isinstance(event, RoundEnded):
            self._end_round(state, event)
            return
        if isinstance(event, SnapBeaten):
            self.late_snaps.append((state.round, event.seat))
        line = event_line(state.round, t, event)
        if line is not None:
            self.record.append(line)

    def _end_round(self, state: DutchState, end: RoundEnded) -> None:
        for s, score in enumerate(end.scores):
            self.totals[s] += score
        self.record.append(round_end_line(state.round, end, self.totals))
        self._results.append(RoundResult(state.round, end.reason, end.caller, end.scores,
                                         tuple(self.totals), self._last_t))
        if self.over:
            low = min(self.totals)
            self._winners = tuple(s for s, v in enumerate(self.totals) if v == low)
            self.record.append(match_end_line(self._winners, self.totals))


def new_match(seed: int, seats: Sequence[SeatSpec],
              options: Mapping[str, OptionValue]) -> Match:
    return Match(seed, tuple(seats), dict(options))
