"""Every game's table answers every documented key the same way: it acts (a move, a pick, a
screen, a hold released) or it is refused with a note saying what the key would have done. The
window minimised pauses the table (its menu opens) until the player resumes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from ui_conformance.ui_conformance_support import (
    SIZES,
    game_ids,
    key,
    new_app,
    run,
    scene_name,
    start,
)

from game.core.registry import get_game
from game.ui.table.notes import Note
from game.ui.table.scene import TableScene

NOT_HOSTED = "its Board is not on the shared table host yet"


def hosted_ids() -> list[Any]:
    from game.core.registry import get_game as game_of

    hosted = {"auction", "dutch", "dutch_blitz", "thirty_one"}
    return [g if g in hosted else pytest.param(g, marks=pytest.mark.xfail(
        reason=NOT_HOSTED, strict=False)) for g in game_ids() if game_of(g).ui_module]


def footprint(app: Any, table: TableScene[Any, Any, Any, Any]
              ) -> tuple[object, Note | None, object, object]:
    """What a key may change: the table, the newest note, the screens, the board."""
    return (table.session.table.version, table.notes[-1] if table.notes else None, app.depth,
            table.board.describe())


@pytest.mark.parametrize("game_id", hosted_ids())
def test_every_documented_key_acts_or_is_refused_with_a_note(game_id: str) -> None:
    app = new_app(SIZES[0])
    try:
        start(app, get_game(game_id), player=True)
        table = app.top
        assert isinstance(table, TableScene)
        keys = dict(table.board.keys)
        assert keys, "the board documents its keys"
        for k, what in keys.items():
            run(app, 0.3)
            while app.top is not table and app.depth > 1:
                app.pop()
            before = footprint(app, table)
            key(app, k)
            after = footprint(app, table)
            assert after != before or app.top is not table, \
                f"{pygame.key.name(k)} ({what}) did nothing and said nothing"
            if after[1] is not before[1]:
                assert after[1] is not None and after[1].text, "a note has words"
    finally:
        app.close()


@pytest.mark.parametrize("game_id", game_ids())
def test_a_minimised_window_pauses_the_table_until_the_player_resumes(game_id: str) -> None:
    app = new_app(SIZES[0])
    try:
        ui = start(app, get_game(game_id), player=True)
        run(app, 8.0)
        session: Any = getattr(ui, "session", None)
        assert session is not None
        pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
        app.step()
        held = session.now()
        assert scene_name(app) == "PauseScene"
        run(app, 3.0)
        pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
        run(app, 1.0)
        assert session.now() == held, "no bot moves while minimised, nor before you resume"
        key(app, pygame.K_ESCAPE)
        run(app, 1.0)
        assert scene_name(app) == "TableScene" and session.now() > held
    finally:
        app.close()


@pytest.mark.parametrize("game_id", hosted_ids())
def test_the_pause_menu_opens_the_tables_own_how_to_pages_and_comes_back(game_id: str) -> None:
    app = new_app(SIZES[0])
    try:
        app.chosen_game = next(g for g in game_ids() if g != game_id)  # not the table's game
        ui = start(app, get_game(game_id), player=True)
        run(app, 2.0)
        session: Any = getattr(ui, "session", None)
        key(app, pygame.K_ESCAPE)
        assert scene_name(app) == "PauseScene"
        held = session.now()
        key(app, pygame.K_h)
        howto: Any = app.top
        assert scene_name(app) == "HowToPlayScene"
        assert howto.subheading == get_game(game_id).name
        assert list(howto.pages) == list(ui.howto_pages())
        run(app, 3.0)
        key(app, pygame.K_ESCAPE)
        assert scene_name(app) == "PauseScene" and session.now() == held, \
            "the table stays paused while the player reads"
        key(app, pygame.K_ESCAPE)
        run(app, 1.0)
        assert scene_name(app) == "TableScene" and not session.paused
    finally:
        app.close()
