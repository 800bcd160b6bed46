"""A match of Blitz (31): hands one after another until one player is left, with one record.

``Match.start_hand()`` deals the next hand from the match's seeded generator and returns its
``Table`` authority, built with the match's recorder so every applied event is written to the
record first. When the core ends a hand the match takes the tokens and the seats put out from
its result, moves the deal to the next seat still in play and, once one player is left (or
everyone left went out together), writes the match end.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.authority import Table
from game.core.options import OptionValue
from game.core.seats import SeatSpec
from game.thirty_one.rules.cards import Value
from game.thirty_one.rules.core import RULES
from game.thirty_one.rules.engine import deal, next_seat
from game.thirty_one.rules.record import (
    Line,
    deal_line,
    event_line,
    match_end_line,
    match_start_line,
)
from game.thirty_one.rules.scoring import match_winners
from game.thirty_one.rules.state import MAX_SEATS, MIN_SEATS, Event, HandEnded, HandState, Rules

ThirtyOneTable = Table[HandState, Any, Event, Any]


def rules_from(options: Mapping[str, OptionValue]) -> Rules:
    triple = options.get("three_of_a_kind", False)
    return Rules(
        tokens=int(options.get("tokens", 3)),
        three_of_a_kind=triple if isinstance(triple, (bool, int, float)) else False,
        no_first_round_knock=bool(options.get("no_first_round_knock", False)),
    )


@dataclass(frozen=True, slots=True)
class HandResult:
    """One hand's result: ``winners`` are the seats with the best hand at the end."""

    hand: int
    winners: tuple[int, ...]
    duration: float
    reason: str
    knocker: int | None
    values: dict[int, Value]
    lost: dict[int, int]
    out: tuple[int, ...]


class Match:
    """One match from ``seed``: the seats, the options, the hands so far and the record."""

    def __init__(
        self, seed: int, seats: Sequence[SeatSpec], options: Mapping[str, OptionValue]
    ) -> None:
        if not MIN_SEATS <= len(seats) <= MAX_SEATS:
            raise ValueError(f"Blitz (31) needs {MIN_SEATS} to {MAX_SEATS} seats")
        self.seed = seed
        self._seats = tuple(seats)
        self.rules = rules_from(options)
        self._options = dict(self.rules.record())
        self._rng = random.Random(seed)
        self.dealer = self._rng.randrange(len(seats))
        self.tokens = [self.rules.tokens] * len(seats)
        self.in_play: tuple[int, ...] = tuple(range(len(seats)))
        self.record: list[Line] = [match_start_line(seed, self.rules, self._seats)]
        self._results: list[HandResult] = []
        self._table: ThirtyOneTable | None = None
        self._winners: tuple[int, ...] = ()

    @property
    def seats(self) -> Sequence[SeatSpec]:
        return self._seats

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return self._options

    @property
    def table(self) -> ThirtyOneTable | None:
        return self._table

    @property
    def results(self) -> Sequence[HandResult]:
        return self._results

    @property
    def over(self) -> bool:
        return bool(self._winners)

    @property
    def winners(self) -> tuple[int, ...]:
        return self._winners

    def start_hand(self) -> ThirtyOneTable:
        """Deal the next hand; a 31 at the deal ends it before anyone moves."""
        if self.over:
            raise RuntimeError("the match is over")
        if self._table is not None and not self._table.over:
            raise RuntimeError("the current hand has not ended")
        number = len(self._results) + 1
        state, events = deal(
            self.rules, number, len(self._seats), self.in_play, self.dealer,
            tuple(self.tokens), self._rng,
        )
        self.record.append(deal_line(state))
        table: ThirtyOneTable = Table(RULES, state, number, recorder=self._on_event,
                                         seats=state.seats)
        self._table = table
        for event in events:
            self._on_event(0.0, event, state)
        return table

    def _on_event(self, t: float, event: Event, state: HandState) -> None:
        self.record.append(event_line(event, state.hand, t))
        if isinstance(event, HandEnded):
            self._end_hand(event, state, t)

    def _end_hand(self, event: HandEnded, state: HandState, t: float) -> None:
        values = dict(event.values)
        best = max(values.values())
        self._results.append(HandResult(
            hand=state.hand, winners=tuple(s for s, v in values.items() if v == best),
            duration=t, reason=event.reason, knocker=event.knocker, values=values,
            lost=dict(event.lost), out=event.out,
        ))
        for seat, left in event.tokens:
            self.tokens[seat] = left
        for seat in event.out:
            self.tokens[seat] = 0
        self.in_play = tuple(seat for seat, _ in event.tokens)
        winners = match_winners(event)
        if winners is not None:
            self._winners = winners
            self.record.append(match_end_line(winners, state.hand))
        else:
            self.dealer = next_seat(self.in_play, state.dealer, len(self._seats))
