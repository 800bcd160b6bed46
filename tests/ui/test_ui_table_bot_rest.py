"""The bots rest for a frame after a heavy one (a deal, a round's end: a few heavy frames in
a row), never two frames running, so at worst they act every other frame; light frames keep
them acting every frame. Under virtual time the frame clock never moves: tests' bots act
every frame unless a test gives the table a clock of its own."""

from __future__ import annotations

from typing import Any

import pytest
from table_support import FAST, new_app, open_table

from game.ui.table.bot_rest import REST_AFTER_SECONDS, BotRest


class _FrameCosts:
    """A frame clock on which each frame (two readings: its start, its end) costs the next of
    ``costs`` in seconds."""

    def __init__(self, costs: list[float]) -> None:
        self.costs = costs
        self.now = 0.0
        self.readings = 0

    def __call__(self) -> float:
        if self.readings % 2 == 1 and self.costs:
            self.now += self.costs.pop(0)
        self.readings += 1
        return self.now


def test_a_heavy_frame_is_followed_by_one_the_bots_rest_in_never_two() -> None:
    heavy, light = REST_AFTER_SECONDS * 1.5, REST_AFTER_SECONDS / 2
    rest = BotRest(_FrameCosts([light, heavy, heavy, heavy, light, light]))
    acted = []
    for _ in range(7):
        acted.append(not rest.rest())
        rest.drawn()
    #  frame:  1 (light)  2 (heavy)  3 rests (heavy)  4 acts (heavy)  5 rests  6 acts  7 acts
    assert acted == [True, True, False, True, False, True, True]
    assert rest.rests == 2


def test_a_frame_never_drawn_costs_the_next_nothing() -> None:
    rest = BotRest(_FrameCosts([REST_AFTER_SECONDS * 3]))
    assert not rest.rest()
    assert not rest.rest(), "no frame was drawn: nothing heavy came before"


def test_the_tables_bots_rest_after_heavy_frames_and_act_after_light_ones(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = new_app()  # (Dutch Blitz: the table moves every frame of a deal, each one drawn)
    scene = open_table(app, "dutch_blitz", seed=5, pace=FAST, bots=2)
    ticks: list[int] = []
    real_tick = scene.session.tick

    def counted() -> list[Any]:
        ticks.append(app.frames)
        return real_tick()

    monkeypatch.setattr(scene.session, "tick", counted)
    for _ in range(6):
        app.step()
    assert len(ticks) == 6, "under virtual time every frame is light: the bots act in each"
    app.loop.frame_clock = _FrameCosts([REST_AFTER_SECONDS * 2] * 40)
    ticks.clear()
    for _ in range(10):
        app.step()
    assert len(ticks) == 5, "every frame heavy: the bots act every other frame"
    assert scene.bot_rest.rests == 5
