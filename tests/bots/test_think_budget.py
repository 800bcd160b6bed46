"""A thinking seat's small slices are taken several to a call while they fit the frame's CPU
budget (``ThinkBudget``, its clock injected), so a long think takes no more frames than its
work needs, and no call runs far past the budget. However a think is sliced, every game's bots
play the same matches."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots import scheduler as shared
from game.core.options import defaults
from game.core.registry import GAME_MODULES, get_game
from game.sim import driver


class _CpuClock:
    """A CPU clock that moves only when a fake think works."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class _Thinker:
    """A seat that needs ``slices`` steps of ``cost`` CPU seconds each before it moves."""

    def __init__(self, clock: _CpuClock, slices: int, cost: float) -> None:
        self.seat = 0
        self.level: str | None = "master"
        self.clock = clock
        self.left = slices
        self.cost = cost
        self.moved = False

    @property
    def thinking(self) -> bool:
        return self.left > 0

    def due(self) -> float | None:
        return None if self.moved else 0.0

    def step(self, t: float) -> list[Any]:
        if self.left > 0:
            self.left -= 1
            self.clock.now += self.cost
            return []
        self.moved = True
        return ["move"]


class _Table:
    over = False


def _frames(budget: shared.ThinkBudget | None, thinker: _Thinker) -> list[int]:
    """Steps taken in each call until the seat moves."""
    scheduler = shared.BotScheduler(_Table(), [thinker], budget=budget)
    per_call: list[int] = []
    while not thinker.moved:
        before = thinker.left
        scheduler.run_due(0.0)
        per_call.append(before - thinker.left)
    return per_call


def test_without_a_budget_a_thinking_seat_takes_one_slice_a_frame() -> None:
    clock = _CpuClock()
    assert _frames(None, _Thinker(clock, 6, 0.0003)) == [1, 1, 1, 1, 1, 1]  # moves in the 6th


def test_a_budget_takes_the_slices_that_fit_and_never_a_slice_past_it() -> None:
    clock = _CpuClock()
    thinker = _Thinker(clock, 7, 0.0003)
    per_call = _frames(shared.ThinkBudget(0.001, clock), thinker)
    assert per_call == [3, 3, 1]  # 0.9 ms a frame; a fourth slice would have made it 1.2
    assert clock.now == pytest.approx(7 * 0.0003)


def test_a_slice_longer_than_the_budget_still_moves_the_think_on() -> None:
    clock = _CpuClock()
    assert _frames(shared.ThinkBudget(0.001, clock), _Thinker(clock, 3, 0.002)) == [1, 1, 1]


def _records(game_id: str, seed: int) -> list[Any]:
    game = get_game(game_id)
    levels = [game.levels[-1]] * game.seats.default  # the strongest level: the longest thinks
    match = driver.play_match(game, seed, levels, defaults(game.options))
    return list(match.record)


class _Budgeted(shared.BotScheduler):
    """The scheduler as the app runs it: each call may take slices while they fit a budget
    (here on a clock that moves 0.15 ms whenever it is read: several slices a call)."""

    def __init__(self, table: Any, agents: Any, **kwargs: Any) -> None:
        readings = iter(range(10**9))
        super().__init__(table, agents, budget=shared.ThinkBudget(
            0.001, lambda: next(readings) * 0.00015))


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAME_MODULES))
def test_every_game_plays_the_same_match_however_its_thinks_are_sliced(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    one_a_call = _records(game_id, 5)
    monkeypatch.setattr(driver, "BotScheduler", _Budgeted)
    assert _records(game_id, 5) == one_a_call


def test_a_clock_too_coarse_to_move_still_lets_a_frame_take_only_so_many_slices() -> None:
    clock = _CpuClock()
    per_call = _frames(shared.ThinkBudget(0.001, clock, most=4), _Thinker(clock, 10, 0.0))
    assert per_call == [4, 4, 2]
