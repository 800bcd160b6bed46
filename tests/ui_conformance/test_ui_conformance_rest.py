"""Every hosted table rests while nothing moves, and its bots still act on time.

A board that says it rests (``Board.still_for`` None) is not drawn again while the player sits
still and no card flies; the bots' next step on the table clock is the time the table wakes
for, and a match whose table rests records the same moves at the same times as one drawn
every frame. Frames are counted on the virtual clock; nothing here is timed.
"""

from __future__ import annotations

from typing import Any

import pytest
from table_support import FAST, SLOW, new_app, open_table, step_drawn

from game.core.registry import all_games, get_game
from game.ui.table.flow import TableUI
from game.ui.table.scene import TableScene

HOSTED = [g.id for g in all_games() if g.ui_module is not None]


def _resting(scene: TableScene[Any, Any, Any, Any]) -> None:
    """The board says nothing of its own moves (as a board that opts in does)."""
    scene.board.still_for = lambda: None  # type: ignore[method-assign]


def _hosted(game_id: str) -> None:
    app = new_app()
    try:
        if not isinstance(app.game_ui(game_id), TableUI):
            pytest.skip(f"{game_id} is not on the table host yet")
    finally:
        app.close()


@pytest.mark.parametrize("game_id", HOSTED)
def test_a_still_table_is_not_drawn_until_its_bots_next_step(game_id: str) -> None:
    _hosted(game_id)
    app = new_app()
    try:
        scene = open_table(app, game_id, seed=3, pace=SLOW)
        _resting(scene)
        for _ in range(60 * 20):  # the deal lands, a start peek ends
            # (what the bots do after a frame's drawing is drawn by the next)
            if step_drawn(app, scene) and scene.still_for() != 0.0:
                break
        rest = scene.still_for()
        assert rest != 0.0, scene.describe()
        due = scene.session.scheduler.next_due()
        if due is not None and not scene.session.clock.paused:
            assert rest == pytest.approx(due - scene.session.now())
        drawn = app.drawn
        app.advance(min(3.0, rest if rest is not None else 3.0) - 0.05)
        assert app.drawn == drawn
    finally:
        app.close()


def _record(game_id: str, rests: bool | None) -> tuple[list[Any], int, int]:
    """30 s of a match in which the player, whenever every bot waits, makes their first legal
    move (through the session, the same in both runs): its record, the frames drawn, and how
    many moves the bots made."""
    app = new_app()
    try:
        scene = open_table(app, game_id, seed=7, pace=FAST,
                           bots=get_game(game_id).seats.default - 1)
        if rests is not None:  # None: the board's own answer
            # every game's board answers "always rest" or "never rest" for this run
            scene.board.still_for = (  # type: ignore[method-assign]
                (lambda: None) if rests else (lambda: 0.0))
        session, mine = scene.session, 0
        for _ in range(15):
            app.advance(2)
            legal = session.legal()
            if session.scheduler.next_due() is None and legal and not session.hand_over:
                mine += 1
                session.submit(legal[0])
        return list(session.match.record), app.drawn, session.table.version - mine
    finally:
        app.close()


@pytest.mark.parametrize("game_id", HOSTED)
def test_bots_act_on_time_while_the_player_idles_at_a_resting_table(game_id: str) -> None:
    _hosted(game_id)
    drawn_record, drawn, bot_moves = _record(game_id, rests=False)
    rested_record, rested, _ = _record(game_id, rests=True)
    assert bot_moves > 0
    assert rested_record == drawn_record
    assert rested < drawn


WAITING = [g for g in HOSTED if g != "dutch_blitz"]
"""Games whose table waits for the player (Dutch Blitz's bots race on: never still)."""


@pytest.mark.parametrize("game_id", WAITING)
def test_the_boards_own_answer_lets_a_waiting_table_rest_and_plays_the_same(
        game_id: str) -> None:
    drawn_record, drawn, _ = _record(game_id, rests=False)
    own_record, own, _ = _record(game_id, rests=None)
    assert own_record == drawn_record
    assert own < drawn, f"{game_id}: {own} frames drawn at rest against {drawn}"
