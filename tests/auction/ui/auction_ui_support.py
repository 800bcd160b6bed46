"""Helpers for the Dutch Auction table tests: an app on the virtual clock, a game opened at a
chosen bot pace, and posted pointer events at the places the table drew (no tests here)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
from posted_events import drag, key, post  # noqa: F401  (re-exported)

from game.auction.ui.game_ui import auction_ui  # noqa: E402
from game.auction.ui.session import auction_session  # noqa: E402
from game.core.seats import SeatSpec  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

SLOW = 60.0
"""A bot pace that keeps the bot from acting for the first seconds."""
FAST = 0.05


def new_app(size: tuple[int, int] = (1280, 800), folder: Path | None = None) -> App:
    return App(size, fullscreen=False, virtual_time=True, user_folder=folder, sound=False,
               crash_screen=False)


def open_table(app: App, seed: int, pace: float = SLOW, level: str = "casual",
               coach: bool = True) -> TableScene:
    seats = [SeatSpec("You", "human"), SeatSpec("Anna", "bot", level)]
    ui = auction_ui(app)
    ui.session = auction_session(seed, seats, {"coach": coach}, pace_scale=pace,
                                time_source=app.now, user_data=app.data)
    ui.show_table(ui.session)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    return scene


def centre(scene: TableScene, place: str) -> tuple[int, int]:
    rect = scene.board.last_hits.get(place)
    assert rect is not None, f"{place} is not on the table: {sorted(scene.board.last_hits)}"
    return rect.center


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step()
    app.advance(0.5)  # past the double-click time


