"""The bots act once a frame, after it is drawn: their move is drawn in the next frame, so no
frame carries both a move and the painting of the last one. At the end of a heavy frame (a
deal, a round's end: a few heavy frames in a row) they rest, never two frames running, so at
worst they act every other frame; light frames keep them acting every frame. Under virtual
time the frame clock never moves: tests' bots act every frame unless a test gives the loop a
clock of its own."""

from __future__ import annotations

from typing import Any

import pytest
from table_support import FAST, new_app, open_table

from game.ui.table.bot_rest import REST_AFTER_SECONDS, BotRest


class _Heavy:
    """A frame clock on which every reading comes ``step`` seconds after the last."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_the_bots_rest_at_the_end_of_a_heavy_frame_never_two_running() -> None:
    heavy, light = REST_AFTER_SECONDS * 1.5, REST_AFTER_SECONDS / 2
    rest = BotRest()
    acted = [not rest.rest(spent) for spent in (light, heavy, heavy, heavy, light, light)]
    #        frame:  1 (light)  2 rests (heavy)  3 acts (heavy)  4 rests  5 acts  6 acts
    assert acted == [True, False, True, False, True, True]
    assert rest.rests == 2


def test_the_tables_bots_act_after_light_frames_and_every_other_heavy_one(
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
    app.loop.frame_clock = _Heavy(REST_AFTER_SECONDS)
    ticks.clear()
    for _ in range(10):
        app.step()
    assert len(ticks) == 5, "every frame heavy: the bots act every other frame"
    assert scene.bot_rest.rests == 5


def test_a_bots_move_is_drawn_in_the_frame_after_it_is_made(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = new_app()
    scene = open_table(app, "dutch_blitz", seed=5, pace=FAST, bots=2)
    table = scene.session.table
    drawn_at: list[int] = []  # the table's version each frame drew
    real_draw = scene.draw

    def draw(surface: Any) -> None:
        drawn_at.append(table.version)
        real_draw(surface)

    monkeypatch.setattr(scene, "draw", draw)
    for _ in range(600):
        before, drawn = table.version, len(drawn_at)
        app.step()
        if table.version != before:
            break
    else:
        pytest.fail("no bot moved in ten seconds at the fast pace")
    assert drawn_at[drawn:] in ([], [before]), "the frame the move came in drew the table before it"
    moved = table.version
    app.step()
    assert drawn_at[-1] == moved, "the next frame draws the move, whatever else moves"
