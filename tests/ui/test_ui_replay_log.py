"""The table log in the shared replay viewer, for every game: L (or its tab) opens it beside
the table, it shows the match's log up to the frame on screen (growing as the viewer steps on,
the whole log at the end, less again when it steps back), and L closes it."""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame
import pytest
from posted_events import key, post

from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.core.options import defaults
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.core.table_log import TableLog
from game.replay_view import headless_app
from game.ui.replay.viewer import ReplayScene
from game.ui.watch import replay_scene_for

GAMES = ("dutch_blitz", "thirty_one", "dutch", "auction")


@cache
def record(game_id: str) -> tuple[dict[str, Any], ...]:
    """A finished two-seat bot match of the game with its default options."""
    game = get_game(game_id)
    seats = [SeatSpec(name, "bot", game.default_level) for name in ("Ruth", "Levi")]
    match = game.new_match(6, seats, defaults(game.options))
    while not match.over:
        table = match.start_hand()
        run_hand(BotScheduler(table, game.make_bots(match, table, [game.default_level] * 2)))
    return tuple(match.record)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_beside_a_replay_follows_the_shown_frame(game_id: str) -> None:
    app = headless_app((1024, 640))
    try:
        viewer = replay_scene_for(app, list(record(game_id)), "a match")
        assert isinstance(viewer, ReplayScene)
        app.reset_to(app.title_scene())
        app.push(viewer)
        app.step()
        assert not viewer.describe()["log_open"] and viewer.table_area.width == 1024
        key(app, pygame.K_l)
        assert viewer.describe()["log_open"] and viewer.table_area.width < 1024
        whole = TableLog(get_game(game_id).log_words)
        whole.feed(list(record(game_id)))
        shown: list[list[str]] = []
        for _ in range(12):
            key(app, pygame.K_RIGHT)
            shown.append(viewer.describe()["log"])
        assert shown[-1] and all(len(a) <= len(b) for a, b in zip(shown, shown[1:], strict=False))
        assert all(s == whole.texts()[:len(s)] for s in shown), "the log in record order"
        assert shown[-1] != whole.texts(), "not the whole match yet"
        key(app, pygame.K_END)
        assert viewer.describe()["log"] == whole.texts()
        key(app, pygame.K_LEFT)
        assert len(viewer.describe()["log"]) < len(whole.texts())
        tab = viewer.log_tab
        assert tab is not None
        post(pygame.MOUSEBUTTONDOWN, pos=tab.center, button=1)
        post(pygame.MOUSEBUTTONUP, pos=tab.center, button=1)
        app.step()
        assert not viewer.describe()["log_open"] and viewer.table_area.width == 1024
    finally:
        app.close()
