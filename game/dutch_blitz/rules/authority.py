"""The table authority: the only writer of a hand's state.

Moves from every seat arrive in some order; each is checked against the state as it is at that
moment, so of two seats racing for the same Dutch pile the first wins and the second is refused
("beaten to it") with nothing changed. Applied events are appended, with their table time, to an
append-only log, and listeners (the match record, the UI) hear about them in order.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from game.dutch_blitz.rules.engine import Outcome, apply
from game.dutch_blitz.rules.events import Event
from game.dutch_blitz.rules.moves import Move
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.rules.view import SeatView, view_of


@dataclass(frozen=True, slots=True)
class TimedEvent:
    t: float
    event: Event


Listener = Callable[[float, Event, TableState], None]


class Table:
    """One hand's authority. ``version`` counts applied moves."""

    def __init__(self, state: TableState, hand: int = 1) -> None:
        self.hand = hand
        self._state = state
        self.version = 0
        self.log: list[TimedEvent] = []
        self.refusals = 0
        self._listeners: list[Listener] = []
        self._lock = threading.Lock()

    @property
    def state(self) -> TableState:
        return self._state

    @property
    def over(self) -> bool:
        return self._state.over is not None

    def view(self, seat: int) -> SeatView:
        return view_of(self._state, seat)

    def subscribe(self, listener: Listener) -> None:
        """``listener(t, event, state_after)`` is called for every applied event, in order."""
        self._listeners.append(listener)

    def submit(self, move: Move, t: float) -> Outcome:
        """Apply ``move`` at table time ``t`` if it is legal now; otherwise change nothing."""
        with self._lock:
            outcome = apply(self._state, move)
            if not outcome.ok:
                self.refusals += 1
                return outcome
            self._state = outcome.state
            self.version += 1
            for event in outcome.events:
                self.log.append(TimedEvent(t, event))
            for event in outcome.events:
                for listener in self._listeners:
                    listener(t, event, outcome.state)
            return outcome
