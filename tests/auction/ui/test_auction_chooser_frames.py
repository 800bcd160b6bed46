"""A firing power's chooser that stays up is drawn once and then shown as the copy of the
window it made: every frame it shows is the table painted whole, and its panel is not drawn
again until it changes or goes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from auction_bots_table import bots_table
from table_support import board_of, new_app, step_drawn, table_frame

from game.auction.ui import overlays
from game.auction.ui.board import AuctionBoard
from game.auction.ui.canvas import Step, draw_step
from game.ui.app import App
from game.ui.flights import Flight
from game.ui.image_worker import WORKER
from game.ui.table.base_layer import SETTLE_FRAMES
from game.ui.table.scene import TableScene

Table = TableScene[Any, Any, Any, Any]


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app((1024, 640))
    yield app
    app.close()


def chooser_up(scene: Table) -> bool:
    board = board_of(scene, AuctionBoard)
    return board.actions.my_turn() and bool(scene.session.view().pending)


def count_panels(app: App, scene: Table, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Frame by frame (append a 0 before each), how often the chooser's panel was drawn
    whole on the window (not clipped to a place)."""
    panel = board_of(scene, AuctionBoard).chooser_rect()
    panels: list[int] = [0]

    def counting_step(surface: pygame.Surface, step: Step) -> None:
        box = pygame.Rect(step.box)  # (the panel's middle piece: most of it, copied whole)
        if surface is app.screen and panel.contains(box) and box.w == panel.w \
                and 2 * box.h > panel.h and surface.get_clip() == surface.get_rect():
            panels[-1] += 1
        draw_step(surface, step)

    monkeypatch.setattr(overlays, "draw_step", counting_step)
    return panels


def test_a_chooser_that_stays_up_is_drawn_once_and_shows_the_table_painted_whole(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = bots_table(app, seed=11)
    panels = count_panels(app, scene, monkeypatch)
    shown = compared = late = 0
    for _ in range(600):
        panels.append(0)
        latest = step_drawn(app, scene)
        assert app.top is scene
        late = late + 1 if scene.board.base_pending() else 0
        assert late <= SETTLE_FRAMES, "the kept layer settles within a few frames"
        if chooser_up(scene):
            shown += 1
            if late or not latest:
                continue  # (a place of the kept layer, or a bot's move made after the
                # frame's drawing, still shows the table a frame older)
            compared += 1
            window = pygame.image.tobytes(app.screen, "RGB")
            assert window == table_frame(scene, keep=False)
        elif shown:
            break
    assert shown >= 10 and compared >= shown // 2, "the chooser never stayed up"
    assert 0 < sum(panels) < shown // 3, panels  # drawn when it came or changed, not each frame


def test_a_card_landing_under_a_chooser_that_stays_up_shows_as_the_table_painted_whole(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = bots_table(app, seed=11)
    panels = count_panels(app, scene, monkeypatch)
    board = board_of(scene, AuctionBoard)
    while not chooser_up(scene):
        app.step()
    app.step()
    app.step()  # the chooser drawn twice the same: kept as a copy
    view = scene.session.view()
    slot, card = next((i, c) for i, c in enumerate(view.display) if c is not None)
    rect = board.layout.slots[slot]
    box = (rect.x, rect.y, rect.w, rect.h)
    assert board.chooser_rect().colliderect(rect)
    paints = scene.base.paints
    scene.fly(Flight(card, "auction", box, box, scene.anim, 0.2, hide=card))
    del panels[:]
    for _ in range(20):
        panels.append(0)
        app.step()
        assert chooser_up(scene)
        window = pygame.image.tobytes(app.screen, "RGB")
        assert window == table_frame(scene, keep=False)
    assert scene.base.paints >= paints + 2  # hidden as it took off, shown as it landed
    assert sum(panels) == 0, panels  # drawn again only over the places painted


def test_a_chooser_that_stays_up_is_left_on_the_window_not_copied_again_each_frame(
        app: App) -> None:
    scene = bots_table(app, seed=11)
    board = board_of(scene, AuctionBoard)
    while not chooser_up(scene):
        app.step()
    scene.flights.land_all()
    panel = board.chooser_rect()
    card = next(c for c in scene.session.view().display if c is not None)
    low = app.size[1] - 120  # a card flying well below the chooser: every frame is drawn
    scene.fly(Flight(card, "auction", (10, low, 60, 84), (400, low, 60, 84), scene.anim, 0.5))
    steady = 0
    for frame in range(20):
        drawn = app.loop.drawn
        app.step()
        assert chooser_up(scene) and app.loop.drawn == drawn + 1
        if frame >= 3 and not scene.board.base_pending():
            steady += 1  # (drawn, drawn the same and copied, then left on the window)
            assert not any(pygame.Rect(rect).colliderect(panel) for rect in board.drawn_rects())
            shown_again = [rect.clip(panel) for rect in scene.frame.changed or [panel]]
            assert sum(r.w * r.h for r in shown_again) < panel.w * panel.h // 4, shown_again
    assert steady >= 10
    window = pygame.image.tobytes(app.screen, "RGB")  # (a frame painted whole for the test
    assert window == table_frame(scene, keep=False)  # makes the next real one whole)


def test_the_chooser_panel_and_its_copy_are_made_ahead_not_in_the_frame_it_comes(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = bots_table(app, seed=11)
    app.step()
    assert WORKER.wait()  # (the table's layout is made: its chooser's panel was made ahead)
    made_in_frame: list[tuple[int, int]] = []
    making = overlays._panel_pieces

    def counting(size: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        made_in_frame.append(size)
        return making(size)

    monkeypatch.setattr(overlays, "_panel_pieces", counting)
    board = board_of(scene, AuctionBoard)
    ahead = board.overlays._copy_ahead
    while not chooser_up(scene):
        app.step()
    while not step_drawn(app, scene) or scene.board.base_pending():
        pass  # (till a frame shows the table as it stands, the kept layer settled)
    assert made_in_frame == []
    assert ahead is not None and board.overlays._copy is ahead
    window = pygame.image.tobytes(app.screen, "RGB")
    assert window == table_frame(scene, keep=False)
