"""Notes told while a firing power's chooser is up stack above it, not over its corner."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from auction_bots_table import bots_table
from table_support import board_of, new_app

from game.auction.ui.board import AuctionBoard
from game.ui.app import App
from game.ui.table.notes import SHOWN, draw_notes


@pytest.fixture(params=[(1024, 640), (1600, 1000), (3200, 2000)])
def app(request: pytest.FixtureRequest) -> Iterator[App]:
    app = new_app(request.param)
    yield app
    app.close()


def test_notes_told_while_the_chooser_is_up_stay_clear_of_it(app: App) -> None:
    scene = bots_table(app, seed=11)
    board = board_of(scene, AuctionBoard)
    while not (board.actions.my_turn() and scene.session.view().pending):
        app.step()
    for text in ("Anna wins the bid, 18 to 11", "Anna ends the turn",
                 "Forced purchase: you must take the 1-cost card (pink 8)"):
        scene.note(text)
    app.step()
    stack = board.note_stack(app.size)
    drawn = draw_notes(pygame.Surface(app.size), scene.notes, scene.anim, stack, app.font)
    assert len(drawn) == SHOWN
    panel = board.chooser_rect()
    assert not any(rect.colliderect(panel) for rect in drawn), (drawn, panel)
    assert [rect.y for rect in drawn] == sorted(rect.y for rect in drawn)  # (oldest on top)
