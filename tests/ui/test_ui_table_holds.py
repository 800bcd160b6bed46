"""The table clock's holds by name: the clock runs only when no reason holds it, and releasing
one reason never starts a clock another still holds (the player's pause, the coach's tip, a
hidden window, a game's own start peek)."""

from __future__ import annotations

from game.clock import TableClock
from game.ui.table.holds import COACH, PLAYER, WINDOW, ClockHolds


def clock_and_holds() -> tuple[list[float], TableClock, ClockHolds]:
    now = [0.0]
    clock = TableClock(lambda: now[0])
    return now, clock, ClockHolds(clock)


def test_the_clock_runs_again_only_when_every_reason_is_released() -> None:
    now, clock, holds = clock_and_holds()
    now[0] = 1.0
    holds.hold(PLAYER)
    holds.hold(COACH)
    holds.hold("peek")
    now[0] = 5.0
    holds.release(COACH)
    holds.release(PLAYER)
    assert clock.paused and clock.now() == 1.0 and holds.reasons == {"peek"}
    holds.release("peek")
    now[0] = 6.0
    assert not clock.paused and clock.now() == 2.0


def test_setting_a_reason_twice_changes_nothing_and_window_is_its_own_reason() -> None:
    now, clock, holds = clock_and_holds()
    holds.set(WINDOW, True)
    holds.set(WINDOW, True)
    holds.set(PLAYER, False)
    assert holds.held(WINDOW) and not holds.held(PLAYER) and clock.paused
    holds.set(WINDOW, False)
    assert not holds.held() and not clock.paused
