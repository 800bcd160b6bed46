"""One Dutch bot seat on the shared bot scheduler: the turn part and the snap races.

The turn follows ``game.bots.turn.TurnAgent``'s pattern: when the seat may act it runs the
generator policy a slice per step, then waits a human-like think time (``THINK_TIMINGS`` for its
level, longer when close, scaled by the bot speed) and submits; if the table changes meanwhile
it thinks again. A draw waits for the snap window to shut. Snaps are races: when a discard opens
a window the seat checks its memory for a card of that rank and, if it finds one, snaps after
its level's reaction time (never under ``SNAP_FLOOR``), unless it saw somebody hit first in time
to stop. Everything it knows comes from its view and the events as that view saw them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from game.bots.turn import Attempt, Decision, Think, ThinkTiming
from game.core.memo import IdentityMemo
from game.core.outcome import Refused
from game.dutch.bots.levels import SNAP_FLOOR, LevelParams
from game.dutch.bots.memory import Memory
from game.dutch.bots.policy import decide
from game.dutch.rules.cards import RANK_OF, VALUES
from game.dutch.rules.events import Discarded, Event, Snapped
from game.dutch.rules.moves import Snap
from game.dutch.rules.view import DutchView, observe

STOP_IN_TIME = 0.2  # a seat that sees a hit this long before its own snap holds back


class DutchAgent:
    takes_turns = True
    """A turn seat (its snaps too): the table paces its consecutive moves."""

    def __init__(self, seat: int, table: Any, params: LevelParams, rng: random.Random,
                 timing: ThinkTiming, *, pace_scale: float = 1.0) -> None:
        self.seat = seat
        self.level: str | None = params.name
        self.table = table
        self.params = params
        self.rng = rng
        self.timing = timing
        self.pace_scale = pace_scale
        self._heard_view: IdentityMemo[object, DutchView] = IdentityMemo(
            lambda state: table.rules.view(state, seat), size=1)
        """This seat's view of the state an event left (a move's events share one state)."""
        self._table_view: tuple[int, DutchView] | None = None
        """This seat's view of the table and the table version it was taken at."""
        self.memory = Memory(seat, params, rng)
        self.memory.start(self._view(), 0.0)
        self.snap_at: float | None = None
        self.snap_slot = 0
        self.reactions: list[float] = []
        self._since = 0.0
        self._version = -1
        self._think: Think | None = None
        self._decision: Decision | None = None
        self._act_at = 0.0
        self.unsubscribe = table.subscribe(self._on_event)

    def _view(self) -> DutchView:
        """What this seat sees of the table now: taken again only once a move was applied
        (the scheduler asks ``due()`` on every step, and the state changes only with a move)."""
        version = self.table.version
        cached = self._table_view
        if cached is None or cached[0] != version:
            cached = self._table_view = (version, self.table.view(self.seat))
        return cached[1]

    @property
    def thinking(self) -> bool:
        return self._think is not None

    def _my_moment(self, v: DutchView) -> bool:
        if v.phase == "done":
            return v.next_seat == self.seat or v.next_seat is None
        return v.turn == self.seat and v.phase in ("draw", "hold", "after")

    def _on_event(self, t: float, event: Event, state: object) -> None:
        v = self._heard_view(state)
        seen = observe(event, v)
        self.memory.hear(t, seen, v)
        if isinstance(event, Discarded):
            self._plan_snap(t, v)
        elif (isinstance(event, Snapped) and event.ok and event.seat != self.seat
              and self.snap_at is not None and self.snap_at - t >= STOP_IN_TIME):
            self.snap_at = None
        if self._my_moment(v):
            self._since = t

    def _plan_snap(self, t: float, v: DutchView) -> None:
        self.snap_at = None
        w = v.window
        if w is None or v.caller == self.seat:
            return
        recalled = self.memory.recall(t)
        slots = [s for (o, s), c in recalled.items()
                 if o == self.seat and RANK_OF[c] == w.rank and VALUES[c] > 0]
        p = self.params
        if slots and p.snap_miss > 0 and self.rng.random() < p.snap_miss:
            return
        if not slots and p.false_snap > 0 and self.rng.random() < p.false_snap:
            slots = [s for s, c in enumerate(v.own()) if c is not None][:1]
        if not slots:
            return
        reaction = max(SNAP_FLOOR, p.snap_median * math.exp(self.rng.gauss(0.0, p.snap_spread)))
        if t + reaction <= w.closes:
            self.reactions.append(reaction)
            self.snap_at = t + reaction
            self.snap_slot = slots[0]

    def _still_matches(self, t: float, v: DutchView) -> bool:
        """The planned card is still believed to match: a Jack swap may have moved it since."""
        card = self.memory.recall(t).get((self.seat, self.snap_slot))
        w = v.window
        if w is None or card is None:
            return self.params.false_snap > 0  # a hunch snap stays a hunch
        return RANK_OF[card] == w.rank

    def due(self) -> float | None:
        if self.table.over:
            return None
        times = [] if self.snap_at is None else [self.snap_at]
        v = self._view()
        if self._my_moment(v):
            if self._decision is not None and self._version == self.table.version:
                times.append(self._act_at)
            else:
                times.append(self._since)
        return min(times) if times else None

    def step(self, t: float) -> Sequence[Attempt]:
        if self.table.over:
            return ()
        v = self._view()
        if self.snap_at is not None and t >= self.snap_at:
            self.snap_at = None
            if v.caller != self.seat and self._still_matches(t, v):
                move = Snap(self.seat, self.snap_slot)
                return (Attempt(self.seat, t, move, self.table.submit(move, t)),)
        if not self._my_moment(v):
            return ()
        if self._version != self.table.version:
            self._version = self.table.version
            self._decision = None
            self._think = decide(v, self.memory.recall(t), self.params, self.rng)
        if self._decision is None:
            self._think_slice(t, v)
            return ()
        if t < self._act_at:
            return ()
        decision, self._decision = self._decision, None
        outcome = self.table.submit(decision.move, t)
        if isinstance(outcome, Refused):
            self._since = t + 0.3
            self._version = -1
        return (Attempt(self.seat, t, decision.move, outcome),)

    def _think_slice(self, t: float, v: DutchView) -> None:
        assert self._think is not None
        try:
            next(self._think)
        except StopIteration as done:
            self._think = None
            self._decision = done.value
            pause = self.timing.think_time(self.rng, done.value.closeness, self.pace_scale)
            act = max(t, self._since + pause)
            w = v.window
            if v.phase in ("done", "draw") and w is not None and w.snapped_by is None:
                act = max(act, w.closes)
            self._act_at = act
