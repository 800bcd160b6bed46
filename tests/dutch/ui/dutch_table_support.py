"""The Dutch table opened for the table tests: a match started with you and its bots, the
places the board drew, Ready, and waiting on the table's frames (no tests of its own)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from posted_events import click  # noqa: E402
from table_support import board_of

from game.core.seats import SeatSpec  # noqa: E402
from game.dutch.rules.moves import Draw  # noqa: E402
from game.dutch.ui import dutch_ui  # noqa: E402
from game.dutch.ui.board import DutchBoard
from game.dutch.ui.session import HUMAN, peeking  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402


def _board(scene: TableScene[Any, Any, Any, Any]) -> DutchBoard:
    return board_of(scene, DutchBoard)


def seats(n: int = 4, level: str = "casual") -> list[SeatSpec]:
    return [SeatSpec("You", "human")] + [SeatSpec(f"Bot{i}", "bot", level) for i in range(1, n)]


def start(app: App, seed: int, *, n: int = 4, rounds: int = 1, speed: float = 4.0,
          **extra: object) -> TableScene[Any, Any, Any, Any]:
    app.update_settings(app.settings.replace(bot_speed=speed))
    options = {"rounds": rounds, "peek_seconds": 5.0, **extra}
    dutch_ui(app).start(seed, seats(n), options)  # type: ignore[arg-type]
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    return scene


def four_bots(app: App, seed: int) -> tuple[TableScene[Any, Any, Any, Any], DutchBoard]:
    """A one-round match of four fast bots (you watch), its first frame drawn."""
    app.update_settings(app.settings.replace(bot_speed=4.0))
    bots = [SeatSpec(f"Bot{i}", "bot", "casual") for i in range(4)]
    dutch_ui(app).start(seed, bots, {"rounds": 1, "peek_seconds": 0.5})
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    return scene, _board(scene)


def centre(scene: TableScene[Any, Any, Any, Any], place: str) -> tuple[int, int]:
    rect = _board(scene).last_hits[place]
    return (rect.centerx, rect.centery)


def ready(app: App, scene: TableScene[Any, Any, Any, Any]) -> None:
    click(app, _board(scene).layout.buttons["ready"].center)
    assert not peeking(scene.session)


def wait_for(app: App, test: Callable[[], object], seconds: float = 120.0) -> None:
    for _ in range(round(seconds * 60)):
        if test():
            return
        app.step()
    raise AssertionError("timed out waiting at the table")


def my_draw(scene: TableScene[Any, Any, Any, Any]) -> bool:
    return Draw(HUMAN, "stock") in _board(scene).legal() and not scene.flights.busy()
