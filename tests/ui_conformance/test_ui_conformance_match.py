"""Every registered game's table, the same way: a bots-only match through the real scene at
three window sizes to its final results, the replay of the record it saved opened and seeked,
and pause and resume from the table (Esc pauses, the clock and the bots stand still, Esc
resumes)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_conformance.ui_conformance_support import (
    SIZES,
    game_ids,
    key,
    new_app,
    play_match,
    run,
    scene_name,
    start,
)

from game.core.registry import get_game


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", game_ids())
def test_a_bots_match_plays_through_the_table_to_its_results(
        game_id: str, size: tuple[int, int], tmp_path: Path) -> None:
    app = new_app(size, tmp_path)
    try:
        ui = start(app, get_game(game_id))
        seen = play_match(app, ui)
        assert "TableScene" in seen and not ui.can_resume()
        records = app.data.records
        assert records is not None
        matches, _ = records.list_matches(game_id)
        assert len(matches) == 1, "the finished match's record is kept"
    finally:
        app.close()


@pytest.mark.parametrize("game_id", game_ids())
def test_the_replay_of_its_own_record_opens_steps_and_seeks(game_id: str,
                                                             tmp_path: Path) -> None:
    app = new_app(SIZES[0], tmp_path)
    try:
        ui = start(app, get_game(game_id))
        play_match(app, ui)
        records = app.data.records
        assert records is not None
        matches, _ = records.list_matches(game_id)
        replay = ui.replay_scene(records.load_match(matches[0].match_id), "conformance")
        app.push(replay)
        app.step()
        first = replay.describe()
        key(app, pygame.K_RIGHT)
        assert replay.describe() != first, "Right steps on"
        key(app, pygame.K_END)
        last = replay.describe()
        key(app, pygame.K_HOME)
        assert replay.describe() != last, "End and Home seek to the ends"
        key(app, pygame.K_ESCAPE)
        assert app.top is not replay, "Esc closes the replay"
    finally:
        app.close()


@pytest.mark.parametrize("game_id", game_ids())
def test_esc_pauses_the_table_and_the_clock_and_esc_resumes(game_id: str) -> None:
    app = new_app(SIZES[0])
    try:
        ui = start(app, get_game(game_id), player=True)
        run(app, 1.0)
        session = getattr(ui, "session", None)
        assert session is not None
        key(app, pygame.K_ESCAPE)
        assert scene_name(app) == "PauseScene"
        assert app.top is not None and app.top.describe()["paused"]
        held = session.now()
        run(app, 5.0)
        assert session.now() == held, "the table clock stands still while paused"
        key(app, pygame.K_ESCAPE)
        assert scene_name(app) == "TableScene"
        assert app.top is not None and not app.top.describe()["paused"]
        run(app, 8.0)  # past a start peek that holds the clock too
        assert session.now() > held
    finally:
        app.close()
