"""Running one hand of bots to its end on a virtual clock (the simulator, tests, self-test).

    table = match.start_hand()
    run_hand(BotScheduler(table, game.make_bots(match, table, levels)))

It works with any scheduler that says when it is next due and runs what is due; it knows no game.
A scheduler may also offer ``ticks(clock)``, the same loop done faster (the shared one does).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol

from game.clock import VirtualClock

MAX_STEPS_PER_HAND = 200_000
"""A hand that runs this long is a hang: the stalemate rule should have ended it long before."""
MAX_HAND_SECONDS = 6 * 3600.0


class Scheduler(Protocol):
    @property
    def table(self) -> Any: ...

    def next_due(self) -> float | None: ...

    def run_due(self, now: float) -> Sequence[Any]: ...


class HandHang(RuntimeError):
    """The hand did not end within the step or table-time limit."""


def run_hand(
    scheduler: Scheduler,
    on_action: Callable[[Any], None] | None = None,
    max_seconds: float = MAX_HAND_SECONDS,
    *,
    keep: bool = True,
) -> list[Any]:
    """Jump a virtual clock from one due time to the next until the hand ends; every attempt
    the bots made, in order (none when ``keep`` is off: an attempt holds the table as it was
    after it, so keeping them all keeps every state of the hand alive; ``on_action`` hears
    each either way). Raises ``HandHang`` if the hand does not end."""
    clock = VirtualClock()
    actions: list[Any] = []
    ticks = getattr(scheduler, "ticks", None)
    every = (ticks(clock) if ticks is not None else None) or _ticks(scheduler, clock)
    for steps, done in enumerate(every, start=1):
        if done:  # a tick where a bot only looked at the table has no attempt
            if keep:
                actions += done
            if on_action is not None:
                for action in done:
                    on_action(action)
        if steps > MAX_STEPS_PER_HAND or clock.now() > max_seconds:
            raise HandHang(f"hand {scheduler.table.hand} does not end")
    return actions


def _ticks(scheduler: Scheduler, clock: VirtualClock) -> Iterator[Sequence[Any]]:
    """Each step of the virtual clock: to the next due time, then whatever is due then."""
    while (due := scheduler.next_due()) is not None:
        clock.set(due)
        yield scheduler.run_due(clock.now())
