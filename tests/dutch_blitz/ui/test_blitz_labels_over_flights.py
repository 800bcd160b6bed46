"""A card flying over a bot's seat never hides the bot's name label or its count badges."""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from table_support import board_of

from game.dutch_blitz.ui import blitz_ui  # noqa: E402
from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.session import MatchConfig  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.sprites import Flight  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

SIZES = [(1024, 640), (1920, 1080)]


def _board(scene: TableScene[Any, Any, Any, Any]) -> BlitzBoard:
    return board_of(scene, BlitzBoard)


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def scene(request: pytest.FixtureRequest,
          tmp_path: Path) -> Iterator[TableScene[Any, Any, Any, Any]]:
    app = App(request.param, fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    blitz_ui(app).start_match(MatchConfig.quick(("casual", "casual", "casual"), seed=5,
                                                pace_scale=0.2))
    app.advance(0.5)
    table = app.top
    assert isinstance(table, TableScene)
    table.session.pause()
    yield table
    app.close()


def _labels_alone(scene: TableScene[Any, Any, Any, Any],
                  backdrop: tuple[int, int, int]) -> pygame.Surface:
    surface = pygame.Surface(scene.app.size)
    surface.fill(backdrop)
    state = scene.session.state
    assert state is not None and _board(scene).layout is not None
    board = _board(scene)
    board.renderer.draw_labels(surface, board.layout, state, board.seats,
                               board.overlays.decor())
    return surface


@pytest.mark.parametrize("bot", [1, 2, 3])
def test_a_card_parked_over_a_bots_label_and_badges_leaves_them_readable(
        scene: TableScene[Any, Any, Any, Any], bot: int) -> None:
    scene.draw(pygame.Surface(scene.app.size))
    layout = _board(scene).layout
    assert layout is not None and scene.session.state is not None
    seat = layout.seats[bot]
    area = seat.header.union(seat.blitz).union(seat.hand).inflate(8, 24)
    # the labels' solid pixels: the same whatever lies beneath them
    dark, light = _labels_alone(scene, (0, 0, 0)), _labels_alone(scene, (255, 255, 255))
    solid = [(x, y) for x in range(area.left, area.right)
             for y in range(area.top, area.bottom, 2)
             if dark.get_rect().collidepoint(x, y) and dark.get_at((x, y)) == light.get_at((x, y))]
    assert len(solid) > 100  # the name, the level and the count badges
    plain = pygame.Surface(scene.app.size)
    scene.draw(plain)
    card = scene.session.state.seats[bot].blitz[-1]
    cover = (area.x, area.y, area.width, area.height)  # a big card standing still over it all
    scene.flights.add(Flight(card.code, _board(scene).seats[bot].deck, cover, cover, scene.anim,
                             60.0))
    covered = pygame.Surface(scene.app.size)
    scene.draw(covered)
    assert [p for p in solid if covered.get_at(p) != dark.get_at(p)] == []
    changed = sum(covered.get_at((x, y)) != plain.get_at((x, y))
                  for x in range(area.left, area.right, 4)
                  for y in range(area.top, area.bottom, 4))
    assert changed > 20  # and the flying card is drawn there, beneath them
