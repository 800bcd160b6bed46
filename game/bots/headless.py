"""Running one hand of bots to its end on a virtual clock (the simulator, tests, self-test).

    table = Match(...).start_hand()
    run_hand(BotScheduler(table, make_bot_seats(levels, seed, table.hand)))
"""

from __future__ import annotations

from collections.abc import Callable

from game.clock import VirtualClock
from game.dutch_blitz.bots.scheduler import BotAction, BotScheduler

MAX_STEPS_PER_HAND = 200_000
"""A hand that runs this long is a hang: the stalemate rule should have ended it long before."""
MAX_HAND_SECONDS = 6 * 3600.0


class HandHang(RuntimeError):
    """The hand did not end within the step or table-time limit."""


def run_hand(
    scheduler: BotScheduler,
    on_action: Callable[[BotAction], None] | None = None,
    max_seconds: float = MAX_HAND_SECONDS,
) -> list[BotAction]:
    """Jump a virtual clock from one due time to the next until the hand ends; every attempt
    the bots made, in order. Raises ``HandHang`` if the hand does not end."""
    clock = VirtualClock()
    actions: list[BotAction] = []
    steps = 0
    while (due := scheduler.next_due()) is not None:
        clock.set(due)
        done = scheduler.run_due(clock.now())
        actions.extend(done)
        if on_action is not None:
            for action in done:
                on_action(action)
        steps += 1
        if steps > MAX_STEPS_PER_HAND or clock.now() > max_seconds:
            raise HandHang(f"hand {scheduler.table.hand} does not end")
    return actions
