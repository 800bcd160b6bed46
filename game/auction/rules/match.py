"""A match of Dutch Auction: one game (one "hand" for the shared parts), one seeded deal, one
record. ``start_hand`` deals and returns the table authority; the match records every event."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.auction.rules.core import RULES
from game.auction.rules.deal import deal
from game.auction.rules.events import Event, GameEnded
from game.auction.rules.record import Line, deal_line, event_lines, match_start_line
from game.auction.rules.state import SEATS, Options, State
from game.core.authority import Table
from game.core.options import OptionValue
from game.core.seats import SeatSpec


@dataclass(frozen=True, slots=True)
class GameResult:
    """The finished game: ``hand`` is always 1 (a match is one game), ``rounds`` played."""

    hand: int
    winners: tuple[int, ...]
    duration: float
    rounds: int
    totals: tuple[int, ...]


def options_of(values: Mapping[str, OptionValue]) -> Options:
    return Options(ten_card_face=bool(values.get("ten_card_face", False)))


class Match:
    """``GameMatch`` for Dutch Auction (exactly two seats)."""

    def __init__(self, seed: int, seats: Sequence[SeatSpec],
                 options: Mapping[str, OptionValue] | None = None) -> None:
        if len(seats) != SEATS:
            raise ValueError("Dutch Auction is played by exactly two players")
        self.seed = seed
        self._seats = tuple(seats)
        self._options: dict[str, OptionValue] = {"ten_card_face": False, **(options or {})}
        self.rules_options = options_of(self._options)
        self.record: list[Line] = [match_start_line(
            seed, self.rules_options, [s.record(i) for i, s in enumerate(self._seats)])]
        self._rng = random.Random(seed)
        self._table: Table[State, Any, Event, Any] | None = None
        self._results: list[GameResult] = []

    @property
    def seats(self) -> Sequence[SeatSpec]:
        return self._seats

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return dict(self._options)

    @property
    def table(self) -> Table[State, Any, Event, Any] | None:
        return self._table

    @property
    def results(self) -> Sequence[GameResult]:
        return tuple(self._results)

    @property
    def over(self) -> bool:
        return bool(self._results)

    @property
    def winners(self) -> tuple[int, ...]:
        return self._results[0].winners if self._results else ()

    def start_hand(self) -> Table[State, Any, Event, Any]:
        if self.over or self._table is not None:
            raise RuntimeError("a Dutch Auction match is one game, already dealt")
        dealt = deal(self._rng, self.rules_options)
        self.record.append(deal_line(dealt.decks, dealt.auction_deck, dealt.display))
        self.record.extend(event_lines(dealt.events, 0.0))
        self._table = Table(RULES, dealt.state, 1, recorder=self._on_event,
                            seats=len(dealt.state.seats))
        return self._table

    def _on_event(self, t: float, event: Event, state: State) -> None:
        self.record.extend(event_lines((event,), t))
        if isinstance(event, GameEnded):
            self._results.append(GameResult(1, event.winners, t, state.round,
                                            tuple(s.total for s in event.scores)))
