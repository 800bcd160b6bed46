"""One replay viewer for every game: each registered game's own record (a short bot match) opens
from Watch in the shared viewer, and the same transport works on it by posted keys and clicks:
play / pause, step, seek by the bar, speed, previous / next hand or round (next lands on the
hand's end first), the hand picker, and Close by its button and by Esc; ``--replay FILE
--screenshot`` renders each game's viewer; a panel beside the table (a table log) gets its strip."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pytest
from posted_events import click, drag, key

from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.core.options import defaults
from game.core.registry import GAME_MODULES, get_game
from game.core.seats import SeatSpec
from game.replay_view import headless_app, run_replay
from game.ui.app import App
from game.ui.replay.viewer import ReplayScene
from game.ui.watch import replay_scene_for

GAMES = list(GAME_MODULES)


@cache
def record(game_id: str) -> tuple[dict[str, Any], ...]:
    """A finished two-seat match of the game between bots, with its default options."""
    game = get_game(game_id)
    seats = [SeatSpec(f"Bot {i + 1}", "bot", game.default_level) for i in range(2)]
    match = game.new_match(5, seats, defaults(game.options))
    while not match.over:
        table = match.start_hand()
        run_hand(BotScheduler(table, game.make_bots(match, table, [game.default_level] * 2)))
    return tuple(match.record)


@pytest.fixture
def app() -> Iterator[App]:
    """The app as ``--replay FILE --screenshot`` makes it: virtual clock, no window, no saving."""
    app = headless_app((1024, 640))
    yield app
    app.close()


def watch(app: App, game_id: str) -> ReplayScene:
    """The record opened as the Replays screen opens it, over the title screen."""
    viewer = replay_scene_for(app, list(record(game_id)), "a match")
    assert isinstance(viewer, ReplayScene), viewer
    app.reset_to(app.title_scene())
    app.push(viewer)
    app.step()
    return viewer


def right_arrow(rect: pygame.Rect) -> tuple[int, int]:
    """A point on a stepper's right-hand arrow."""
    return rect.right - 6, rect.centery


@pytest.mark.parametrize("game_id", GAMES)
def test_the_viewer_plays_steps_seeks_and_changes_speed(app: App, game_id: str) -> None:
    viewer = watch(app, game_id)
    shown = viewer.describe
    assert shown()["problem"] == "" and shown()["frames"] > 10 and shown()["index"] == 0
    key(app, pygame.K_RIGHT)
    click(app, viewer.fwd_step.rect.center)
    assert shown()["index"] == 2
    key(app, pygame.K_LEFT)
    assert shown()["index"] == 1
    click(app, viewer.back_step.rect.center)
    assert shown()["index"] == 0
    key(app, pygame.K_SPACE)
    assert shown()["playing"] and viewer.play.label == "Pause"
    app.advance(6.0)
    played = shown()["index"]
    assert played > 0
    click(app, viewer.play.rect.center)
    app.advance(3.0)
    assert not shown()["playing"] and shown()["index"] == played
    key(app, pygame.K_EQUALS)
    assert shown()["speed"] == 2.0
    click(app, right_arrow(viewer.speed.rect))
    assert shown()["speed"] == 4.0
    key(app, pygame.K_MINUS)
    assert shown()["speed"] == 2.0
    bar, last = viewer.seek.rect, shown()["frames"] - 1
    click(app, (bar.x + bar.width // 2, bar.centery))
    assert abs(shown()["index"] - last / 2) <= 1 and not shown()["playing"]
    drag(app, bar.center, (bar.right + 40, bar.centery))
    assert shown()["index"] == last and viewer.seek.value == 1.0
    key(app, pygame.K_HOME)
    assert shown()["index"] == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_next_hand_stops_at_the_hand_end_and_previous_goes_back(app: App,
                                                                 game_id: str) -> None:
    viewer = watch(app, game_id)
    starts = viewer.cursor.hand_starts
    assert len(starts) >= 2
    first, second = viewer.cursor.hands[:2]
    key(app, pygame.K_PAGEDOWN)
    end = viewer.describe()
    assert end["hand"] == first and end["ends_hand"] and end["index"] < starts[1]
    click(app, viewer.next_hand.rect.center)
    assert viewer.describe()["hand"] == second and viewer.describe()["index"] == starts[1]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_PAGEUP)  # to this hand's start first ...
    assert viewer.describe()["index"] == starts[1]
    click(app, viewer.first_hand.rect.center)  # ... then the one before
    assert viewer.describe()["index"] == 0
    click(app, right_arrow(viewer.hand_pick.rect))  # the picker: the next hand's deal
    assert viewer.describe()["index"] == starts[1] and viewer.hand_pick.value == second
    key(app, pygame.K_END)
    key(app, pygame.K_PAGEDOWN)
    assert viewer.cursor.at_end


@pytest.mark.parametrize("game_id", GAMES)
def test_close_and_escape_leave_the_viewer(app: App, game_id: str) -> None:
    viewer = watch(app, game_id)
    title = app.scenes[0]
    click(app, viewer.close_button.rect.center)
    assert app.top is title
    watch(app, game_id)
    key(app, pygame.K_ESCAPE)
    assert app.top is not viewer and type(app.top) is type(title)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_damaged_record_says_why_and_keeps_the_transport(app: App, game_id: str) -> None:
    lines = [dict(line) for line in record(game_id)]
    middle = next(i for i in range(len(lines) // 2, len(lines))
                  if "seat" in lines[i] and lines[i]["type"] != "discard")
    lines[middle] = {**lines[middle], "seat": 7}
    viewer = app.game_ui(game_id).replay_scene(lines, "damaged")
    assert isinstance(viewer, ReplayScene)
    app.push(viewer)
    key(app, pygame.K_END)
    shown = viewer.describe()
    assert shown["problem"] and shown["index"] == max(0, shown["frames"] - 1)
    if shown["frames"]:
        assert "Stopped: " in shown["caption"]
    click(app, viewer.close_button.rect.center)
    assert app.top is not viewer


@pytest.mark.parametrize("game_id", GAMES)
def test_the_command_line_renders_the_viewer_playing(game_id: str, tmp_path: Path) -> None:
    path, shot = tmp_path / "match.jsonl", tmp_path / "replay.png"
    path.write_text("".join(json.dumps(line) + "\n" for line in record(game_id)), "utf-8")
    assert run_replay(str(path), str(shot), 4.0, (1024, 640)) == 0
    assert pygame.image.load(str(shot)).get_size() == (1024, 640)


class LogPanel:
    """A stand-in for a table log: asks for a strip and notes what it was shown."""

    def __init__(self) -> None:
        self.shown: list[tuple[pygame.Rect, int]] = []

    def width(self, size: tuple[int, int]) -> int:
        return size[0] // 4

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, cursor: Any) -> None:
        surface.fill((0, 0, 0), rect)
        self.shown.append((pygame.Rect(rect), cursor.index))


def test_a_panel_beside_the_table_gets_its_strip_and_the_cursor(app: App) -> None:
    replay = watch(app, "thirty_one").replay
    panel = LogPanel()
    viewer = ReplayScene(app, replay, "with a log", panel=panel)
    app.push(viewer)
    key(app, pygame.K_RIGHT)
    rect, index = panel.shown[-1]
    assert index == 1 and rect.width == 256 and rect.right == 1024
    assert viewer.table_area.width == 1024 - 256 and not rect.colliderect(viewer.bar)
