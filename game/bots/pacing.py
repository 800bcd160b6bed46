"""Turn bots that a player can follow: a pause between a seat's own consecutive actions.

A turn bot's turn may be several moves (Dutch: draw, swap, look, call; Dutch Auction: powers,
purchases, end of turn). At the table each one must be seen where it happens before the next
starts, so ``paced`` wraps every seat that declares ``takes_turns``: after one of its moves is
applied it is not stepped again until ``gap`` seconds of table time have passed (its thinking
waits too, so the move after comes at least ``gap`` later). Real-time seats (Dutch Blitz) are
left as they are, and the simulator never paces (no wrapper there). Knows no game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

TURN_GAP: Final = 0.8
"""Seconds between a turn bot's own consecutive moves at the default bot speed (scaled by the
bot-speed setting)."""


class PacedSeat:
    """A bot seat that rests ``gap`` seconds after each of its applied moves; otherwise the
    seat it wraps."""

    def __init__(self, agent: Any, gap: float) -> None:
        self.agent = agent
        self.seat: int = agent.seat
        self.level: str | None = agent.level
        self.gap = gap
        self.rests_until = 0.0
        """The table time before which the seat is not stepped (its last move plus ``gap``)."""

    @property
    def thinking(self) -> bool:
        return bool(getattr(self.agent, "thinking", False))

    def due(self) -> float | None:
        due: float | None = self.agent.due()
        return None if due is None else max(due, self.rests_until)

    def step(self, t: float) -> Sequence[Any]:
        attempts: Sequence[Any] = self.agent.step(t)
        for attempt in attempts:
            if not getattr(attempt, "refused", False):
                self.rests_until = max(self.rests_until, float(attempt.t) + self.gap)
        return attempts


def paced(agents: Sequence[Any], gap: float) -> list[Any]:
    """``agents`` with every turn-taking seat paced by ``gap`` seconds (none when 0)."""
    if gap <= 0:
        return list(agents)
    return [PacedSeat(agent, gap) if getattr(agent, "takes_turns", False) else agent
            for agent in agents]


__all__ = ["TURN_GAP", "PacedSeat", "paced"]
