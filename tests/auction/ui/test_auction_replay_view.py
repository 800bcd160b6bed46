"""Dutch Auction's replay frames: every round of a bot game and each round's end, and a damaged
record shown with its problem instead of a table (the transport is tested for every game in
``tests/ui/test_ui_replay_viewer.py``)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from table_support import key, new_app

from game.auction.definition import GAME
from game.auction.ui.game_ui import auction_ui
from game.auction.ui.replay_frames import auction_frames
from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.core.definition import Line
from game.core.seats import SeatSpec
from game.ui.app import App
from game.ui.replay.viewer import ReplayScene


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


def test_the_frames_show_every_round_and_its_end() -> None:
    lines = bot_record(4)
    frames, problem = auction_frames(lines)
    assert problem == "" and len(frames) > 10
    rounds = sorted({f.hand for f in frames})
    ends = [f for f in frames if f.ends_hand]
    assert rounds == list(range(1, rounds[-1] + 1)) and len(rounds) > 2
    assert [f.hand for f in ends] == rounds[:len(ends)] and len(ends) >= len(rounds) - 1
    assert all(f.caption for f in frames) and frames[-1].data.phase == "over"


def test_a_damaged_record_is_shown_with_its_problem(app: App) -> None:
    lines = bot_record(5)
    lines[3] = {**lines[3], "cards": ["G1", "G1"]}
    scene = auction_ui(app).replay_scene(lines, "damaged")
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    app.step()
    assert scene.describe()["problem"].startswith("line")
    assert scene.describe()["frames"] == 0
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene
