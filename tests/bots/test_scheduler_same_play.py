"""The bot scheduler asks each agent's due time once per call and keeps it (agents that say
their due time changes only when they are stepped are not asked again after the others' steps).
That is only a saving: every registered game's bots must play the same matches, event for event,
as under the plain scheduler that asks every agent on every step."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots import scheduler as shared
from game.core.options import defaults
from game.core.registry import GAME_MODULES, get_game
from game.sim import driver

GAMES = sorted(GAME_MODULES)
SEEDS = (3, 11)


class PlainScheduler(shared.BotScheduler):
    """The scheduler as it was: every agent's ``due()`` and the table asked on every step."""

    def run_due(self, now: float) -> list[Any]:
        attempts: list[Any] = []
        stepped: dict[int, int] = {}
        for _ in range(shared.MAX_STEPS_PER_CALL):
            if self.table.over:
                break
            best: Any = None
            best_due = 0.0
            for agent in self.agents:
                due = agent.due()
                if due is None or due > now or stepped.get(agent.seat, 0) >= self._limit(agent):
                    continue
                if best is None or due < best_due:
                    best, best_due = agent, due
            if best is None:
                break
            due = best.due()
            stepped[best.seat] = stepped.get(best.seat, 0) + 1
            attempts.extend(best.step(max(due, 0.0) if due <= now else now))
        return attempts


def _records(game_id: str, seed: int) -> list[Any]:
    game = get_game(game_id)
    levels = [game.all_levels[(seed + seat) % len(game.all_levels)]
              for seat in range(game.seats.default)]
    match = driver.play_match(game, seed, levels, defaults(game.options))
    return list(match.record)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_plays_the_same_matches_as_under_the_plain_scheduler(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast = [_records(game_id, seed) for seed in SEEDS]
    monkeypatch.setattr(driver, "BotScheduler", PlainScheduler)
    plain = [_records(game_id, seed) for seed in SEEDS]
    assert fast == plain


class _Agent:
    def __init__(self, seat: int, dues: list[float], log: list[tuple[int, float]]) -> None:
        self.seat = seat
        self.level: str | None = None
        self._dues = dues
        self._log = log

    def due(self) -> float | None:
        return self._dues[0] if self._dues else None

    def step(self, t: float) -> list[Any]:
        self._log.append((self.seat, t))
        self._dues.pop(0)
        return [(self.seat, t)]


class _OwnAgent(_Agent):
    due_on_own_steps = True


class _Table:
    over = False


@pytest.mark.parametrize("kind", [_Agent, _OwnAgent])
def test_agents_act_in_due_order_ties_by_seat(kind: type[_Agent]) -> None:
    log: list[tuple[int, float]] = []
    agents = [kind(1, [0.5, 2.0], log), kind(0, [0.5, 1.0, 3.0], log)]
    scheduler = shared.BotScheduler(_Table(), agents)
    assert scheduler.next_due() == 0.5
    scheduler.run_due(2.0)
    assert log == [(0, 0.5), (1, 0.5), (0, 1.0), (1, 2.0)]
    assert scheduler.next_due() == 3.0


def test_an_agent_whose_due_time_follows_the_others_is_asked_after_every_step() -> None:
    log: list[tuple[int, float]] = []
    waiting: list[float] = []
    follower = _Agent(1, waiting, log)
    leader = _OwnAgent(0, [1.0], log)

    def step(t: float) -> list[Any]:
        log.append((0, t))
        leader._dues.pop(0)
        waiting.append(t)  # the follower wants to answer at once
        return [(0, t)]

    leader.step = step  # type: ignore[method-assign]
    shared.BotScheduler(_Table(), [leader, follower]).run_due(5.0)
    assert log == [(0, 1.0), (1, 1.0)]
