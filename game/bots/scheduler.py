"""The bot scheduler: fires every computer seat when its time comes, on an injected clock.

It knows no game. Each bot seat is an agent that says when it next wants to act (``due``) and
does what is due when stepped (plan, think a slice, or submit a move to the table authority).
Real-time games have every agent busy at once (Dutch Blitz, the snaps in Dutch); turn games
have the seat to move "thinking" for a human-like moment while the others wait.

``run_due(now)`` steps every agent whose time has come, in due-time order (ties by seat), until
none is due; the app calls it every frame with its table clock and stops calling it while
paused, the simulator jumps a virtual clock from one ``next_due()`` to the next. Nothing here
reads real time. An agent that is thinking asks to be stepped again at once; each step does a
bounded slice of its search, so a long think spreads over frames and never stalls one.
"""

from __future__ import annotations

from collections.abc import Sequence
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


class HandTable(Protocol):
    @property
    def over(self) -> bool: ...


class BotScheduler:
    """Runs the bot agents of one hand against its table authority."""

    def __init__(self, table: HandTable, agents: Sequence[Agent], *, slices: int = 1) -> None:
        self.table = table
        self.agents = sorted(agents, key=lambda agent: agent.seat)
        self.slices = slices

    def next_due(self) -> float | None:
        """When the next agent acts (None once the hand is over or nobody is due)."""
        if self.table.over:
            return None
        times = [t for agent in self.agents if (t := agent.due()) is not None]
        return min(times) if times else None

    def run_due(self, now: float) -> list[Any]:
        """Step every agent whose time has come, earliest first, until none is due at ``now``.

        An agent still thinking after a step is due again at once; it gets ``slices`` steps per
        call, so one call does a bounded amount of work whatever the agents are searching.
        """
        attempts: list[Any] = []
        stepped: dict[int, int] = {}
        for _ in range(MAX_STEPS_PER_CALL):
            if self.table.over:
                break
            agent = self._earliest(now, stepped)
            if agent is None:
                break
            due = agent.due()
            assert due is not None
            stepped[agent.seat] = stepped.get(agent.seat, 0) + 1
            attempts.extend(agent.step(max(due, 0.0) if due <= now else now))
        return attempts

    def _earliest(self, now: float, stepped: dict[int, int]) -> Agent | None:
        best: Agent | None = None
        best_due = 0.0
        for agent in self.agents:
            due = agent.due()
            if due is None or due > now or stepped.get(agent.seat, 0) >= self._limit(agent):
                continue
            if best is None or due < best_due:
                best, best_due = agent, due
        return best

    def _limit(self, agent: Agent) -> int:
        thinking = getattr(agent, "thinking", False)
        return self.slices if thinking else MAX_STEPS_PER_CALL
