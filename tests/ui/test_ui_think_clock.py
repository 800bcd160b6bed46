"""Under virtual time the bots' thinking budget of a frame is read on a clock that counts its
readings, not on the machine's CPU: a test's bots take the same think slices in the same
frames on a fast machine and a loaded one, so a table plays the same in every run. The app
on its real clock, and the frame benchmark, budget the frame thread's CPU time."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from table_support import new_app, open_table  # noqa: E402

from game.clock import CountedClock  # noqa: E402


def test_a_counted_clock_moves_by_its_tick_at_each_reading_whatever_was_done_between() -> None:
    clock = CountedClock(0.001)
    first = clock()
    sum(range(200_000))
    assert clock() - first == pytest.approx(0.001)


def _moves(game_id: str, frames: int) -> list[tuple[float, str]]:
    app = new_app((1024, 640))
    try:
        scene = open_table(app, game_id, seed=5, pace=1.0, level="master", bots=3)
        assert scene.session.cpu_clock == app.think_clock
        for _ in range(frames):
            app.step()
        return [(round(t, 6), repr(move)) for t, move in scene.session.hands_moves[0]]
    finally:
        app.close()


@pytest.mark.parametrize("game_id", ["dutch_blitz", "thirty_one"])
def test_the_bots_of_a_table_under_virtual_time_move_at_the_same_times_in_every_run(
        game_id: str) -> None:
    first = _moves(game_id, 420)
    assert first, "the bots moved"
    assert _moves(game_id, 420) == first
