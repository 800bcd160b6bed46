"""A computer seat for turn games: it "thinks" for a human-like moment, then moves.

The seat's policy is a generator over the seat's view (it never sees more): it yields while it
works and returns a ``Decision`` (the move, and how close the call was). The agent runs it a
bounded slice per scheduler step, so a deep search spreads over frames; its result does not
depend on how it was sliced, so the same seed plays the same game in the app and the simulator.
The move lands at the time the seat became due to act plus a think time drawn from the level's
``ThinkTiming`` (longer when the choice was close, scaled by the bot-speed setting). If the table
changes meanwhile (a snap, a refusal), the seat thinks again from the new view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

from game.core.authority import Table
from game.core.outcome import Refused

V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class Decision:
    """A policy's answer: ``closeness`` 0 for an obvious move, 1 for a coin flip."""

    move: object
    closeness: float = 0.0


Think = Generator[None, None, Decision]
Policy = Callable[[Any, random.Random], Think]
"""``policy(view, rng)``: a generator that yields while searching and returns a ``Decision``."""


def think_through(think: Think) -> Decision:
    """Run a policy's think to its end in one go (tools and tests; the agent slices it)."""
    while True:
        try:
            next(think)
        except StopIteration as done:
            decision: Decision = done.value
            return decision


@dataclass(frozen=True, slots=True)
class ThinkTiming:
    """Seconds a seat of one level takes to decide: ``base`` for an obvious choice, up to
    ``base + close`` for a coin flip, times a random factor within +-``spread``."""

    base: float
    close: float
    spread: float = 0.25

    def think_time(self, rng: random.Random, closeness: float, pace_scale: float = 1.0) -> float:
        closeness = min(1.0, max(0.0, closeness))
        jitter = 1.0 + rng.uniform(-self.spread, self.spread)
        return max(0.05, (self.base + self.close * closeness) * jitter * pace_scale)


THINK_TIMINGS: Final[dict[str, ThinkTiming]] = {
    "beginner": ThinkTiming(base=1.4, close=1.1),
    "casual": ThinkTiming(base=1.1, close=1.0),
    "skilled": ThinkTiming(base=0.9, close=0.9),
    "expert": ThinkTiming(base=0.75, close=0.8),
    "master": ThinkTiming(base=0.6, close=0.8),
}
"""Per level, about 0.6-2.5 s a move: weaker seats are slower, close calls take longer."""

RETRY_DELAY: Final = 0.3


@dataclass(frozen=True, slots=True)
class Attempt:
    """A move a bot put to the table at time ``t`` and what the table answered."""

    seat: int
    t: float
    move: object
    outcome: Any

    @property
    def refused(self) -> bool:
        return isinstance(self.outcome, Refused)


class TurnAgent(Generic[V]):
    """One bot seat of a turn game on the bot scheduler."""

    takes_turns = True
    """A turn seat: the table paces its consecutive moves (``game.bots.pacing``)."""

    def __init__(
        self,
        seat: int,
        table: Table[Any, Any, Any, V],
        policy: Policy,
        rng: random.Random,
        timing: ThinkTiming,
        *,
        level: str | None = None,
        pace_scale: float = 1.0,
        start: float = 0.0,
    ) -> None:
        self.seat = seat
        self.level = level
        self.table = table
        self.policy = policy
        self.rng = rng
        self.timing = timing
        self.pace_scale = pace_scale
        self._since = start
        self._think: Think | None = None
        self._version = -1
        self._decision: Decision | None = None
        self._act_at = 0.0
        self.unsubscribe = table.subscribe(self._on_event)

    @property
    def thinking(self) -> bool:
        return self._think is not None

    def _on_event(self, t: float, event: object, state: object) -> None:
        # Every change of the table while this seat may act restarts its think clock: after
        # its own draw it thinks about the discard, after a rival's move about its own turn.
        if self.seat in self.table.rules.to_act(state):
            self._since = t

    def due(self) -> float | None:
        if self.table.over or self.seat not in self.table.to_act():
            return None
        if self._decision is not None and self._version == self.table.version:
            return self._act_at
        return self._since

    def step(self, t: float) -> Sequence[Attempt]:
        if self.table.over or self.seat not in self.table.to_act():
            return ()
        if self._version != self.table.version:
            self._restart()
        if self._decision is None:
            self._think_slice(t)
            return ()
        if t < self._act_at:
            return ()
        decision, self._decision = self._decision, None
        t = max(t, self.table.last_t)  # a seat stepped late acts now, never before the table
        outcome = self.table.submit(decision.move, t)
        if isinstance(outcome, Refused):
            self._since = t + RETRY_DELAY
            self._version = -1  # think again from the table as it is then
        return (Attempt(self.seat, t, decision.move, outcome),)

    def _restart(self) -> None:
        self._version = self.table.version
        self._decision = None
        self._think = self.policy(self.table.view(self.seat), self.rng)

    def _think_slice(self, t: float) -> None:
        assert self._think is not None
        try:
            next(self._think)
        except StopIteration as done:
            self._think = None
            self._decision = done.value
            pause = self.timing.think_time(self.rng, done.value.closeness, self.pace_scale)
            self._act_at = max(t, self._since + pause)
