"""The table authority: the only writer of a hand's state, for any game.

Moves from every seat arrive in some order; each is checked by the game's rules core against the
state as it is at that moment (so of two seats racing for one spot the first wins and the second
is refused, with nothing changed), and for turn games the core refuses a seat that may not act
now. Applied events go, with their table time, to an append-only log; the match's ``recorder``
hears each first, then every listener, always in the order the events were applied.

The authority's edge is the same for every game: a table time that is not a number of seconds
(NaN, infinite, negative, beyond ``MAX_T``) or that is earlier than the last applied move is
refused before the rules see the move, so no record ever holds it; and ``view``/``legal_moves``
for something that is not a seat of this table raise one readable ``NotASeat``.

A listener may submit a move itself (auto-play, a bot reacting): the move is checked and applied
at once, and its events are heard after the ones being announced, never in between. There are no
threads here and no lock: the app runs the table on its one frame loop.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import Generic, NamedTuple, TypeVar

from game.core.outcome import Applied, Refused, refused
from game.core.record_shape import MAX_T
from game.core.rules import RulesCore

S = TypeVar("S")
M = TypeVar("M")
E = TypeVar("E")
V = TypeVar("V")


class TimedEvent(NamedTuple, Generic[E]):
    """An applied event and the table time it was applied at (an entry of ``Table.logged``)."""

    t: float
    event: E


_new = tuple.__new__

class NotASeat(ValueError):
    """``view``/``legal_moves`` asked for something that is not a seat of this table."""


def time_problem(t: object, last: float) -> str | None:
    """Why ``t`` cannot be the table time of a move applied after one at ``last``, or None."""
    if isinstance(t, bool) or not isinstance(t, int | float) or not 0.0 <= t <= MAX_T:
        return f"the table time {t!r:.30} is not a number of seconds from 0 to {MAX_T:g}"
    if t < last:
        return f"the table time {t:g} is earlier than the last move's ({last:g})"
    return None


Listener = Callable[[float, E, S], None]
"""``listener(t, event, state_after)``: ``state_after`` is the state right after that move."""


class Table(Generic[S, M, E, V]):
    """One hand's authority. ``version`` counts applied moves."""

    def __init__(
        self,
        rules: RulesCore[S, M, E, V],
        state: S,
        hand: int = 1,
        recorder: Listener[E, S] | None = None,
        seats: int | None = None,
    ) -> None:
        self.rules = rules
        self.seats = seats
        """How many seats the table has (None: not checked beyond being a whole number)."""
        self.hand = hand
        self._state = state
        self.over: bool = rules.is_over(state)
        """The hand has ended (set from the last applied move, the only place the state
        changes; schedulers read it on every step, so it is a plain attribute: read it only)."""
        self.version = 0
        self.last_t = 0.0
        """The table time of the last applied move (a move may not come before it)."""
        self._to_act: tuple[int, frozenset[int]] | None = None
        self.events: list[E] = []
        """Every applied event, in the order applied (append-only; ``logged`` pairs them
        with their times)."""
        self.times: list[float] = []
        """The table time of each of ``events`` (kept apart: no entry object per event)."""
        self.moves: list[tuple[float, object]] = []
        """Every applied move with its table time, in the order applied (append-only): what
        an unfinished match is saved as and rebuilt from."""
        self.refusals = 0
        self._recorder = recorder
        self._listeners: list[Listener[E, S]] = []
        self._hearing: tuple[Listener[E, S], ...] = ()
        """The listeners as they are now (what each event is announced to)."""
        self._pending: deque[tuple[float, E, S]] = deque()
        self._announcing = False

    @property
    def state(self) -> S:
        return self._state

    def _seat(self, seat: object) -> int:
        """``seat`` if it is a seat of this table; ``NotASeat`` otherwise."""
        count = self.seats
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0 or (
                count is not None and seat >= count):
            where = "" if count is None else f" (seats are 0 to {count - 1})"
            raise NotASeat(f"{seat!r:.30} is not a seat at this table{where}")
        return seat

    def view(self, seat: int) -> V:
        return self.rules.view(self._state, self._seat(seat))

    def legal_moves(self, seat: int) -> Sequence[M]:
        return self.rules.legal_moves(self.rules.view(self._state, self._seat(seat)))

    def to_act(self) -> frozenset[int]:
        """The seats that may act now (asked of the rules once per applied move)."""
        cached = self._to_act
        if cached is None or cached[0] != self.version:
            cached = self._to_act = (self.version, self.rules.to_act(self._state))
        return cached[1]

    def logged(self, start: int = 0, stop: int | None = None) -> list[TimedEvent[E]]:
        """Events ``start`` to ``stop`` of the log (``events[start:stop]``), each with its
        table time."""
        return [_new(TimedEvent, pair)
                for pair in zip(self.times[start:stop], self.events[start:stop], strict=True)]

    def subscribe(self, listener: Listener[E, S]) -> Callable[[], None]:
        """Hear every applied event from now on; returns the call that stops it."""
        self._listeners.append(listener)
        self._hearing = tuple(self._listeners)
        return lambda: self.unsubscribe(listener)

    def unsubscribe(self, listener: Listener[E, S]) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)
            self._hearing = tuple(self._listeners)

    def submit(self, move: object, t: float) -> Applied[S, E] | Refused:
        """Apply ``move`` at table time ``t`` if it is legal now; otherwise change nothing."""
        problem = time_problem(t, self.last_t)
        outcome = refused(problem) if problem is not None else self.rules.apply(
            self._state, move, t)
        if isinstance(outcome, Refused):
            self.refusals += 1
            return outcome
        state = self._state = outcome.state
        self.last_t = t
        self.over = self.rules.is_over(state)
        self.version += 1
        self.moves.append((t, move))
        events = outcome.events
        self.events += events
        if len(events) == 1:  # most moves
            self.times.append(t)
        else:
            self.times += [t] * len(events)
        if self._announcing or self._pending:  # a listener's own move: heard after what is
            self._pending.extend([(t, event, state) for event in events])  # being told
            if not self._announcing:
                self._announce(t, (), state)
        else:
            self._announce(t, events, state)
        return outcome

    def _announce(self, t: float, events: Sequence[E], state: S) -> None:
        """Tell the recorder, then every listener, of each event; then of any move a listener
        made meanwhile, in the order they were applied."""
        self._announcing = True
        try:
            recorder = self._recorder
            for event in events:
                if recorder is not None:
                    recorder(t, event, state)
                for listener in self._hearing:
                    listener(t, event, state)
            pending = self._pending
            while pending:
                t, event, state = pending.popleft()
                if recorder is not None:
                    recorder(t, event, state)
                for listener in self._hearing:
                    listener(t, event, state)
        finally:
            self._announcing = False
