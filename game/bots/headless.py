"""Running one hand of bots to its end on a virtual clock (the simulator, tests, self-test).

    table = match.start_hand()
    run_hand(BotScheduler(table, game.make_bots(match, table, levels)))

It works with any scheduler that says when it is next due and runs what is due; it knows no game.
A scheduler may also offer ``play_out``, the same loop done faster (the shared one does).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
    deliver = _deliverer(actions if keep else None, on_action)
    play_out = getattr(scheduler, "play_out", None)
    played = None
    if play_out is not None:
        played = play_out(clock, deliver, MAX_STEPS_PER_HAND, max_seconds)
    if played is None:
        played = _play_out(scheduler, clock, deliver, max_seconds)
    if not played:
        raise HandHang(f"hand {scheduler.table.hand} does not end")
    return actions


def _deliverer(kept: list[Any] | None,
               on_action: Callable[[Any], None] | None) -> Callable[[Any], None] | None:
    """What hears each attempt: the kept list, ``on_action``, both or neither."""
    if kept is None or on_action is None:
        return kept.append if kept is not None else on_action

    def both(attempt: Any) -> None:
        kept.append(attempt)
        on_action(attempt)
    return both


def _play_out(scheduler: Scheduler, clock: VirtualClock,
              deliver: Callable[[Any], None] | None, max_seconds: float) -> bool:
    """Each step of the virtual clock: to the next due time, then whatever is due then; False
    on a hang (more steps than ``MAX_STEPS_PER_HAND`` or the clock past ``max_seconds``)."""
    steps = 0
    while (due := scheduler.next_due()) is not None:
        clock.set(due)
        for attempt in scheduler.run_due(clock.now()):
            if deliver is not None:
                deliver(attempt)
        steps += 1
        if steps > MAX_STEPS_PER_HAND or clock.now() > max_seconds:
            return False
    return True
