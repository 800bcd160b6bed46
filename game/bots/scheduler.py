"""Fires each bot seat when its time comes, on an injected clock.

Every bot has a due time; ``run_due(now)`` lets each bot whose time has come act on the table
as it is at that moment (in due-time order, ties by seat), then schedules its next action.
The app calls it every frame with the real table clock; the simulator jumps a virtual clock
from one due time to the next, so a whole match runs at full speed and the same from its seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.blitz.authority import Table
from game.blitz.engine import Outcome
from game.blitz.moves import Move
from game.bots.policy import Policy


@dataclass(frozen=True, slots=True)
class Timing:
    """Seconds between a bot's actions: ``base`` plus up to ``jitter``, more after a refusal."""

    base: float = 0.6
    jitter: float = 0.4
    after_refusal: float = 0.5

    def delay(self, rng: random.Random, refused: bool = False) -> float:
        return self.base + rng.random() * self.jitter + (self.after_refusal if refused else 0.0)


@dataclass
class BotSeat:
    seat: int
    policy: Policy
    rng: random.Random
    timing: Timing = field(default_factory=Timing)
    due: float = 0.0
    refused: int = 0


@dataclass(frozen=True, slots=True)
class BotAction:
    seat: int
    t: float
    move: Move
    outcome: Outcome


class BotScheduler:
    def __init__(self, table: Table, bots: Sequence[BotSeat], start: float = 0.0) -> None:
        self.table = table
        self.bots = list(bots)
        for bot in self.bots:
            bot.due = start + bot.timing.delay(bot.rng)

    def next_due(self) -> float | None:
        """When the next bot acts (None once the hand is over or there are no bots)."""
        if self.table.over or not self.bots:
            return None
        return min(bot.due for bot in self.bots)

    def run_due(self, now: float) -> list[BotAction]:
        """Let every bot whose time has come act on the table as it is now."""
        actions: list[BotAction] = []
        while not self.table.over:
            ready = [b for b in self.bots if b.due <= now]
            if not ready:
                break
            bot = min(ready, key=lambda b: (b.due, b.seat))
            move = bot.policy.choose(self.table.view(bot.seat), bot.rng)
            if move is None:
                bot.due = now + bot.timing.delay(bot.rng)
                continue
            acted_at = bot.due
            outcome = self.table.submit(move, acted_at)
            if not outcome.ok:
                bot.refused += 1
            bot.due = acted_at + bot.timing.delay(bot.rng, refused=not outcome.ok)
            actions.append(BotAction(bot.seat, acted_at, move, outcome))
        return actions
