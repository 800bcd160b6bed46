"""The replay viewer for Dutch Auction records: every step of a bot game, keys to move, and a
damaged record shown with its problem instead of a table."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from table_support import key, new_app

from game.auction.definition import GAME
from game.auction.ui.game_ui import auction_ui
from game.auction.ui.replay_scene import ReplayScene
from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.core.definition import Line
from game.core.seats import SeatSpec
from game.ui.app import App


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app((1024, 640))
    yield app
    app.close()


def bot_record(seed: int) -> list[Line]:
    seats = [SeatSpec("You", "bot", "beginner"), SeatSpec("Anna", "bot", "casual")]
    match = GAME.new_match(seed, seats, {"ten_card_face": False})
    table = match.start_hand()
    run_hand(BotScheduler(table, GAME.make_bots(match, table, ["beginner", "casual"])))
    assert match.over
    return list(match.record)


def test_the_viewer_steps_through_every_move_of_a_record(app: App) -> None:
    scene = auction_ui(app).replay_scene(bot_record(4), "a game")
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    app.step()
    assert scene.describe()["problem"] == "" and scene.describe()["steps"] > 10
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.index == 2
    key(app, pygame.K_LEFT)
    assert scene.index == 1
    key(app, pygame.K_END)
    assert scene.index == len(scene.steps) - 1
    assert scene.steps[-1][1].phase == "over"
    key(app, pygame.K_HOME)
    key(app, pygame.K_SPACE)
    app.advance(3.0)
    assert scene.index >= 2


def test_a_damaged_record_is_shown_with_its_problem(app: App) -> None:
    lines = bot_record(5)
    lines[3] = {**lines[3], "cards": ["G1", "G1"]}
    scene = ReplayScene(app, lines, title="damaged")
    app.push(scene)
    app.step()
    assert scene.describe()["problem"].startswith("line")
    assert scene.steps == []
