"""The Dutch table on a HiDPI screen (simulated): laid out at the drawable's real pixels, and a
click or a drag at window positions lands on the right pile or card at 1x, 1.5x and 2x."""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from table_support import board_of

from game.core.seats import SeatSpec  # noqa: E402
from game.dutch.rules.moves import Draw  # noqa: E402
from game.dutch.ui import dutch_ui  # noqa: E402
from game.dutch.ui.board import DutchBoard
from game.dutch.ui.session import HUMAN  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

SEED = 27
"""A two-seat deal where the player starts."""


def _board(scene: TableScene[Any, Any, Any, Any]) -> DutchBoard:
    return board_of(scene, DutchBoard)


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1024, 640), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False, high_dpi=False)
    yield app
    app.close()


def post(kind: int, pos: tuple[int, int]) -> None:
    fields = {"pos": pos, "button": 1} if kind != pygame.MOUSEMOTION else \
        {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)}
    pygame.event.post(pygame.event.Event(kind, fields))


@pytest.mark.parametrize("ratio", [1.0, 1.5, 2.0])
def test_clicks_and_drags_at_window_positions_hit_the_table(app: App, ratio: float) -> None:
    seats = [SeatSpec("You", "human"), SeatSpec("Anna", "bot", "beginner")]
    dutch_ui(app).start(SEED, seats, {"rounds": 1})
    w, h = app.window_size
    app.screen = pygame.Surface((int(w * ratio), int(h * ratio)))
    app.pixel_ratio = ratio
    for each in app.scenes:
        each.resize(app.size)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene) and _board(scene).layout.size == app.size
    session = scene.session
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.advance(1.0)
    assert Draw(HUMAN, "stock") in session.legal()

    def window(p: tuple[int, int]) -> tuple[int, int]:
        return round(p[0] / ratio), round(p[1] / ratio)

    stock = window(_board(scene).layout.stock.center)
    post(pygame.MOUSEMOTION, stock)
    post(pygame.MOUSEBUTTONDOWN, stock)
    post(pygame.MOUSEBUTTONUP, stock)
    app.advance(0.6)
    assert session.view().phase == "hold" and session.view().turn == HUMAN
    # drag the drawn card onto the upper left card: a swap
    held = window(_board(scene).layout.held.center)
    target = window(_board(scene).slot_rect(session.view(), HUMAN, 0).center)
    post(pygame.MOUSEMOTION, held)
    post(pygame.MOUSEBUTTONDOWN, held)
    for k in range(1, 9):
        post(pygame.MOUSEMOTION, (held[0] + (target[0] - held[0]) * k // 8,
                                  held[1] + (target[1] - held[1]) * k // 8))
        app.step()
    post(pygame.MOUSEBUTTONUP, target)
    app.advance(0.6)
    assert session.view().phase == "after"
    assert session.view().discard  # the old upper left card went to the discard pile
