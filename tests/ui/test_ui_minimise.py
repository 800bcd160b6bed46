"""The window minimised pauses every game's table (the app tells the top scene, each table opens
its pause menu): posted WINDOWMINIMIZED / WINDOWHIDDEN events stop the table clock."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.registry import all_games  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.pause import PauseScene  # noqa: E402
from game.ui.scenes import SetupScene  # noqa: E402

GAMES = [game.id for game in all_games() if game.ui_module is not None]


def _play(app: App, seconds: float) -> None:
    start = app.now()
    app.run(until=lambda app: app.now() - start > seconds)


def _running_table(game: str) -> tuple[App, object]:
    app = App((1024, 700), virtual_time=True, user_folder=None, sound=False, crash_screen=False)
    app.push(app.title_scene())
    setup = SetupScene(app, game, seed_source=lambda: 5)
    app.push(setup)
    setup.start()
    session = app.game_ui(game).session  # type: ignore[attr-defined]
    _play(app, 3)
    for _ in range(3):  # a table that waits for the player to be ready is told so
        if session.clock.now() > 0.5:
            break
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode="\r", scancode=0))
        _play(app, 2)
    return app, session


@pytest.mark.parametrize(("game", "event"), [
    *((game, pygame.WINDOWMINIMIZED) for game in GAMES), ("dutch", pygame.WINDOWHIDDEN)])
def test_the_window_minimised_stops_the_table_clock(game: str, event: int) -> None:
    app, session = _running_table(game)
    try:
        clock = session.clock  # type: ignore[attr-defined]
        before = clock.now()
        _play(app, 1)
        assert clock.now() > before, "the table clock was not running"
        pygame.event.post(pygame.event.Event(event, window=None))
        _play(app, 0.1)
        stopped = clock.now()
        _play(app, 10)  # 10 s of table time
        assert clock.now() == stopped and isinstance(app.top, PauseScene)
    finally:
        app.close()
