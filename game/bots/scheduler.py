"""The bot scheduler: fires every computer seat when its time comes, on an injected clock.

It knows no game. Each bot seat is an agent that says when it next wants to act (``due``) and
does what is due when stepped (plan, think a slice, or submit a move to the table authority).
Real-time games have every agent busy at once (Dutch Blitz, the snaps in Dutch); turn games
have the seat to move "thinking" for a human-like moment while the others wait.

``run_due(now)`` steps every agent whose time has come, in due-time order (ties by seat), until
none is due; the app calls it every frame with its table clock and stops calling it while
paused, the simulator jumps a virtual clock from one ``next_due()`` to the next. Nothing here
reads real time. An agent that is thinking asks to be stepped again at once; each step does a
small bounded slice of its search, so a long think spreads over frames and never stalls one.
The app also hands the scheduler a ``ThinkBudget`` (a CPU clock injected): a thinking agent
then takes further slices in the same call while they fit the frame's share, so small slices
do not make a think take more frames than it needs.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol

MAX_STEPS_PER_CALL = 10_000
"""A guard against an agent that keeps asking to act at the same instant without progress."""


class Agent(Protocol):
    seat: int
    level: str | None

    def due(self) -> float | None:
        """The table time the agent next wants to be stepped, or None while it waits."""
        ...

    def step(self, t: float) -> Sequence[Any]:
        """Do what is due at table time ``t``; the attempts it made at the table, if any."""
        ...


def _or_never(due: float | None) -> float:
    return math.inf if due is None else due


class SettableClock(Protocol):
    def set(self, t: float) -> None: ...

    def now(self) -> float: ...


class HandTable(Protocol):
    @property
    def over(self) -> bool: ...


class ThinkBudget:
    """The CPU one ``run_due`` call may spend on bots: a thinking agent that has had its
    ``slices`` steps gets another while the time spent so far in the call plus the longest
    step seen in it fits ``seconds`` (read on ``clock``, a CPU clock the caller injects), and
    never more than ``most`` steps a call (a clock too coarse to move between two steps)."""

    def __init__(self, seconds: float, clock: Callable[[], float], most: int = 100) -> None:
        self.seconds = seconds
        self.clock = clock
        self.most = most
        self._started = 0.0
        self._last = 0.0
        self._longest = 0.0
        self._steps = 0

    def start(self) -> None:
        """A call begins: nothing spent yet."""
        self._started = self._last = self.clock()
        self._longest = 0.0
        self._steps = 0

    def stepped(self) -> None:
        """An agent's step has just ended."""
        now = self.clock()
        self._longest = max(self._longest, now - self._last)
        self._last = now
        self._steps += 1

    def fits(self) -> bool:
        """Whether one more step like the longest so far stays within ``seconds``."""
        return (self._last - self._started + self._longest <= self.seconds
                and self._steps < self.most)


class BotScheduler:
    """Runs the bot agents of one hand against its table authority."""

    def __init__(self, table: HandTable, agents: Sequence[Agent], *, slices: int = 1,
                 budget: ThinkBudget | None = None) -> None:
        self.table = table
        self.agents = sorted(agents, key=lambda agent: agent.seat)
        self.slices = slices
        self.budget = budget
        self._own_of: list[Agent] | None = None
        self._own: list[bool] = []

    def next_due(self) -> float | None:
        """When the next agent acts (None once the hand is over or nobody is due)."""
        if self.table.over:
            return None
        times = [t for agent in self.agents if (t := agent.due()) is not None]
        return min(times) if times else None

    def run_due(self, now: float) -> list[Any]:
        """Step every agent whose time has come, earliest first, until none is due at ``now``.

        An agent still thinking after a step is due again at once; it gets ``slices`` steps per
        call (and more while they fit the ``budget``), so one call does a bounded amount of work
        whatever the agents are searching.

        Each agent's due time is asked once per call and then kept: an agent that declares
        ``due_on_own_steps`` (its due time changes only when it is stepped, or becomes None when
        the hand ends) is asked again only after its own step, any other agent after every step.
        """
        attempts: list[Any] = []
        agents = self.agents
        table = self.table
        dues = [agent.due() for agent in agents]
        own = self._own_flags()
        everyone_own = all(own)
        stepped = [0] * len(agents)
        budget = self.budget
        if budget is not None:
            budget.start()
        for _ in range(MAX_STEPS_PER_CALL):
            if table.over:
                break
            index = self._earliest(now, dues, stepped)
            if index < 0:
                break
            agent = agents[index]
            due = dues[index]
            assert due is not None
            stepped[index] += 1
            attempts.extend(agent.step(max(due, 0.0) if due <= now else now))
            if budget is not None:
                budget.stepped()
            if everyone_own:
                dues[index] = agent.due()
            else:
                dues = [d if o and i != index else agents[i].due()
                        for i, (d, o) in enumerate(zip(dues, own, strict=True))]
        return attempts

    def _own_flags(self) -> list[bool]:
        """Which agents declare ``due_on_own_steps`` (asked again if the agent list changes)."""
        agents = self.agents
        if self._own_of is not agents or len(self._own) != len(agents):
            self._own_of = agents
            self._own = [bool(getattr(agent, "due_on_own_steps", False)) for agent in agents]
        return self._own

    def _earliest(self, now: float, dues: Sequence[float | None], stepped: list[int]) -> int:
        """The index of the agent to step next (-1 when none is due at ``now``); ties go to the
        lower seat. An agent that has had ``slices`` steps in this call waits only while it is
        thinking (``_limit`` is asked then, never before)."""
        best = -1
        best_due = 0.0
        slices = self.slices
        for index, due in enumerate(dues):
            if due is None or due > now:
                continue
            count = stepped[index]
            if count >= slices and count >= self._limit(self.agents[index]):
                continue
            if best < 0 or due < best_due:
                best, best_due = index, due
        return best

    def ticks(self, clock: SettableClock) -> Iterator[list[Any]] | None:
        """The hand as ``run_hand`` plays it -- set ``clock`` to ``next_due()``, then
        ``run_due(clock.now())``, until nobody is due -- one list of attempts per call, or
        None when that cannot be done faster here.

        It is faster when every agent declares ``due_on_own_steps``: their due times are then
        kept from one call to the next (an agent's changes only when it is stepped), so each is
        asked once per step. A subclass that changes ``run_due``, or a scheduler with a
        ``budget``, is always run through ``run_due``."""
        if type(self).run_due is not BotScheduler.run_due or not all(self._own_flags()) \
                or self.slices < 1 or self.budget is not None:
            return None
        return self._own_due_ticks(clock)

    def _own_due_ticks(self, clock: SettableClock) -> Iterator[list[Any]]:
        agents = self.agents
        table = self.table
        step_of = [agent.step for agent in agents]
        due_of = [agent.due for agent in agents]
        counted = any(hasattr(agent, "thinking") for agent in agents)
        """Steps per agent are counted (for ``slices``) only when some agent may be thinking;
        an agent that never thinks has no slice limit, only the call's step guard."""
        never = math.inf  # an agent that waits (due None) is kept as due never (one due at
        # infinity waits too: the plain loop would run the clock out to it and stop there)
        dues = [_or_never(due()) for due in due_of]
        while not table.over:
            now = min(dues)
            if now == never:
                return
            index = dues.index(now)  # the earliest, ties to the lower seat
            clock.set(now)
            now = clock.now()
            attempts: list[Any] = []
            stepped = [0] * len(agents) if counted else None
            for _ in range(MAX_STEPS_PER_CALL):
                due = dues[index]
                if stepped is not None:
                    stepped[index] += 1
                attempts += step_of[index]((due if due >= 0.0 else 0.0) if due <= now else now)
                after = due_of[index]()
                dues[index] = never if after is None else after
                if table.over:
                    break
                due = min(dues)
                if due > now:
                    break
                index = dues.index(due)
                if stepped is not None and self._spent(index, stepped):
                    index = self._earliest(
                        now, [None if d == never else d for d in dues], stepped)
                    if index < 0:
                        break
            yield attempts

    def _spent(self, index: int, stepped: list[int]) -> bool:
        """Whether agent ``index`` has had its steps in this call (see ``_earliest``)."""
        count = stepped[index]
        return count >= self.slices and count >= self._limit(self.agents[index])

    def _limit(self, agent: Agent) -> int:
        if not getattr(agent, "thinking", False):
            return MAX_STEPS_PER_CALL
        budget = self.budget
        return MAX_STEPS_PER_CALL if budget is not None and budget.fits() else self.slices
