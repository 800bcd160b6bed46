"""A table log line shows only once the table has shown its move: while a bot's card is still
in flight the open log does not say where it went yet."""

from __future__ import annotations

import pygame
from posted_events import key
from table_support import hosted_ui, new_app

from game.core.options import defaults
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.ui.table.scene import TableScene


def test_the_open_log_says_a_move_only_after_its_card_has_landed() -> None:
    app = new_app((1024, 640))
    try:
        game = get_game("thirty_one")
        ui = hosted_ui(app, "thirty_one")
        ui.start(4, [SeatSpec(f"Bot {i}", "bot", "master") for i in range(2)],
                 defaults(game.options))
        app.step()
        scene = app.top
        assert isinstance(scene, TableScene)
        for _ in range(60 * 20):  # to a bot's move with its card in the air
            app.step()
            if scene.flights.busy() and len(scene.session.log.entries) > 1:
                break
        assert scene.flights.busy()
        key(app, pygame.K_l)
        said = scene.describe()["log"]
        assert said != scene.session.log.texts(), "the flying card's move is not told yet"
        for _ in range(120):
            app.step()
        assert not scene.flights.busy()
        assert scene.describe()["log"][-1] == scene.session.log.texts()[-1]
    finally:
        app.close()
