"""The app around the table: scene stack, window, command line, saving, crash handling."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.__main__ import main  # noqa: E402
from game.dutch_blitz.ui import blitz_ui
from game.dutch_blitz.ui.board import BlitzBoard  # noqa: E402
from game.dutch_blitz.ui.session import MatchConfig  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    yield app
    app.close()


class Probe(Scene):
    def __init__(self, app: App, opaque: bool = True) -> None:
        super().__init__(app)
        self.opaque = opaque
        self.log: list[str] = []

    def enter(self) -> None:
        self.log.append("enter")

    def cover(self) -> None:
        self.log.append("cover")

    def close(self) -> None:
        self.log.append("close")

    def update(self, dt: float) -> None:
        self.log.append("update")

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append("draw")


def test_the_scene_stack_updates_the_top_and_draws_through_overlays(app: App) -> None:
    below, overlay = Probe(app), Probe(app, opaque=False)
    app.push(below)
    app.push(overlay)
    assert below.log[-1] == "cover"
    below.log.clear()
    app.step()
    assert "update" not in below.log and "draw" in below.log
    assert overlay.log[-2:] == ["update", "draw"]
    app.pop()
    assert below.log[-1] == "enter"
    replacement = Probe(app)
    app.replace(replacement)
    assert below.log[-1] == "close" and app.top is replacement and len(app.scenes) == 1
    assert overlay.log[-1] == "close"


def blitz_board(app: App) -> BlitzBoard:
    """The board of the Dutch Blitz table on top of the app."""
    table = app.top
    assert isinstance(table, TableScene)
    board = table.board
    assert isinstance(board, BlitzBoard)
    return board


def test_the_table_lays_itself_out_again_when_the_window_changes(app: App) -> None:
    blitz_ui(app).start_match(MatchConfig.quick(seed=3, pace_scale=50.0))
    app.step()
    first = blitz_board(app).layout.size
    app.screen = pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000))
    app.step()
    assert first == (1280, 800) and blitz_board(app).layout.size == (1600, 1000)


def test_f11_toggles_full_screen(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.step()
    assert app.fullscreen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.step()
    assert not app.fullscreen and app.size == (1280, 800)


@pytest.mark.parametrize("argv", [["--bogus"], ["--seats", "5"], ["--levels", "godlike"],
                                  ["--seats", "2", "--levels", "casual,expert"]])
def test_bad_command_lines_say_so_and_exit_2(argv: list[str],
                                             capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert "--help" in capsys.readouterr().err


def test_screenshot_after_some_table_time(tmp_path: Path) -> None:
    path = tmp_path / "table.png"
    assert main(["--seats", "3", "--seed", "4", "--screenshot", str(path), "--after", "1.5",
                 "--size", "960x600"]) == 0
    image = pygame.image.load(str(path))
    assert image.get_size() == (960, 600)


def test_finished_hands_are_saved_and_counted(tmp_path: Path) -> None:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    blitz_ui(app).start_match(MatchConfig.quick(seed=9, pace_scale=0.05))
    for _ in range(4000):
        app.step()
        if type(app.top).__name__ == "HandResultsScene":
            break
    app.close()
    records = list((tmp_path / "matches").glob("*.jsonl"))
    assert len(records) == 1
    lines = [json.loads(line) for line in records[0].read_text().splitlines()]
    assert lines[0]["type"] == "match_start" and lines[-1]["type"] == "hand_end"
    stats = json.loads((tmp_path / "stats.json").read_text())
    assert stats["games"]["dutch_blitz"]["overall"]["hands_played"] == 1


def test_an_unexpected_error_writes_a_crash_log_and_exits_1(tmp_path: Path) -> None:
    class Broken(Scene):
        def update(self, dt: float) -> None:
            raise RuntimeError("boom")

    app = App((800, 600), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    assert app.run(Broken(app)) == 1
    app.close()
    logs = [p for p in tmp_path.rglob("*") if p.is_file() and "crash" in p.name.lower()]
    assert logs and "boom" in logs[0].read_text()


def test_settings_changes_are_applied_and_saved(tmp_path: Path) -> None:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    app.update_settings(app.settings.replace(reduced_motion=True, volume=0.25))
    app.close()
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["reduced_motion"] is True and saved["volume"] == 0.25
