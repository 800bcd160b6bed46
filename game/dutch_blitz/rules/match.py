"""A match: several hands to the target score, with one seeded generator and one record.

``Match.start_hand()`` deals and returns the hand's ``Table`` authority. The match is that
table's recorder, so it hears every event before any listener does: when the engine ends the
hand it scores it, updates the totals, writes the record lines and, once somebody has won, the
match end.

A hand's play lines are written from the table's own log when somebody reads ``record``, not
one dictionary per event as the events come: a simulator that never reads the record does not
pay for it. What a reader sees is the same either way: every event the match has heard, in
order.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.core.options import OptionValue
from game.core.seats import SeatKind, SeatSpec
from game.dutch_blitz.rules.authority import Table, new_table
from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.deal import deal
from game.dutch_blitz.rules.events import Event, HandEnded
from game.dutch_blitz.rules.record import (
    Line,
    deal_line,
    event_line,
    hand_end_line,
    match_end_line,
    match_start_line,
)
from game.dutch_blitz.rules.scoring import SeatScore, match_winner, score_hand
from game.dutch_blitz.rules.state import MAX_SEATS, MIN_SEATS, Rules, TableState


@dataclass(frozen=True, slots=True, init=False)
class SeatInfo(SeatSpec):
    """A seat of the shared shape plus its ``deck`` (the back design; by default ``DECKS[seat]``).

    ``SeatInfo(name, kind, deck, level)``: ``kind`` is ``"human"`` or ``"bot"``; bots carry a
    ``level``.
    """

    deck: str = ""

    def __init__(
        self, name: str, kind: SeatKind = "bot", deck: str = "", level: str | None = None
    ) -> None:
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "deck", deck)
        object.__setattr__(self, "level", level)

    def record(self, seat: int) -> dict[str, Any]:
        entry: dict[str, Any] = {"seat": seat, "name": self.name,
                                 "deck": self.deck or DECKS[seat], "kind": self.kind}
        if self.level is not None:
            entry["level"] = self.level
        return entry


@dataclass(frozen=True, slots=True)
class HandResult:
    hand: int
    reason: str
    blitz_seat: int | None
    scores: tuple[SeatScore, ...]
    totals: tuple[int, ...]
    duration: float

    @property
    def winners(self) -> tuple[int, ...]:
        """The seat that blitzed out; nobody after a stalemate."""
        return () if self.blitz_seat is None else (self.blitz_seat,)


class _Unwritten(NamedTuple):
    """The play lines of events ``start`` to ``stop`` of a hand's log, to go at ``at``."""

    at: int
    hand: int
    events: list[Event]
    times: list[float]
    start: int
    stop: int


def _event_lines(hand: int, events: Sequence[Event], times: Sequence[float]) -> list[Line]:
    """The record lines of a hand's logged events (its end is written by ``hand_end_line``)."""
    return [event_line(event, hand, t) for event, t in zip(events, times, strict=True)
            if not isinstance(event, HandEnded)]


@dataclass
class Match:
    seats: Sequence[SeatInfo]
    rules: Rules
    seed: int
    results: list[HandResult] = field(default_factory=list)
    table: Table | None = None
    winner: int | None = None

    def __post_init__(self) -> None:
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise ValueError(f"a match needs {MIN_SEATS} to {MAX_SEATS} seats")
        problem = self.rules.problem(len(self.seats))
        if problem is not None:
            raise ValueError(problem)
        self._rng = random.Random(self.seed)
        self.totals = [0] * len(self.seats)
        self._lines: list[Line] = []
        self._heard = 0
        """Events of the current table's log the match has heard (``_on_event``)."""
        self._written = 0
        """Events of the current table's log that are in ``_lines`` or ``_unwritten``."""
        self._unwritten: list[_Unwritten] = []
        """Ended hands' play lines still to be written, each with where they go."""
        self._lines.append(
            match_start_line(self.seed, self.rules,
                             [info.record(i) for i, info in enumerate(self.seats)])
        )

    @property
    def record(self) -> list[Line]:
        """The match's record lines so far, up to the last event the match has heard."""
        lines = self._lines
        for part in reversed(self._unwritten):  # the last first: earlier places stay put
            lines[part.at:part.at] = _event_lines(
                part.hand, part.events[part.start:part.stop], part.times[part.start:part.stop])
        self._unwritten.clear()
        table = self.table
        if table is not None and self._written < self._heard:
            written, heard = self._written, self._heard
            lines.extend(_event_lines(
                table.hand, table.events[written:heard], table.times[written:heard]))
            self._written = self._heard
        return lines

    @property
    def hand_number(self) -> int:
        return len(self.results) + (1 if self.table is not None and not self.table.over else 0)

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    @property
    def options(self) -> dict[str, OptionValue]:
        """The match's options by their schema names (see ``game.dutch_blitz.definition``)."""
        return {"target_score": self.rules.target_score,
                "move_post_stack": self.rules.move_post_stack}

    def start_hand(self) -> Table:
        """Deal the next hand (each seat's deck shuffled by the match generator)."""
        if self.over:
            raise RuntimeError("the match is over")
        if self.table is not None and not self.table.over:
            raise RuntimeError("the current hand has not ended")
        number = len(self.results) + 1
        state: TableState = deal(self.rules, len(self.seats), self._rng)
        self._lines.append(deal_line(number, state.seats))
        table = new_table(state, number, recorder=self._on_event)
        self.table = table
        self._heard = self._written = 0
        return table

    def _on_event(self, t: float, event: Event, state: TableState) -> None:
        self._heard += 1
        if not isinstance(event, HandEnded):
            return
        assert self.table is not None
        hand = self.table.hand
        self._unwritten.append(_Unwritten(
            len(self._lines), hand, self.table.events, self.table.times, self._written,
            self._heard))
        self._written = self._heard
        scores = score_hand(state)
        for score in scores:
            self.totals[score.seat] += score.hand_score
        self.results.append(
            HandResult(hand, event.reason, event.seat, scores, tuple(self.totals), t)
        )
        self._lines.append(hand_end_line(hand, t, event, scores, self.totals))
        self.winner = match_winner(self.totals, self.rules.target_score)
        if self.winner is not None:
            self._lines.append(match_end_line(self.winner, self.totals))
