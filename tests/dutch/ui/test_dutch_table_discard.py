"""The discard pile at the Dutch table, with posted events: its top card dragged onto one of your
cards swaps it in (a card taken from the discard must go into your layout, and the prompt never
offers the pile back); the pile fans out to look back through it while held; and the round's
end turns every card over one by one with its value.

Runs under SDL's dummy video and audio drivers on the app's virtual clock.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from dutch_table_support import centre, ready, wait_for
from dutch_table_support import start as table_start
from posted_events import click, drag, key, post
from table_support import (
    board_of,
    new_app,  # sets SDL's dummy drivers before pygame starts
)

from game.dutch.rules.moves import Discard, Draw
from game.dutch.ui.board import DutchBoard
from game.dutch.ui.results import RoundResultsScene
from game.dutch.ui.session import HUMAN
from game.ui.app import App
from game.ui.table.scene import TableScene


def _board(scene: TableScene[Any, Any, Any, Any]) -> DutchBoard:
    return board_of(scene, DutchBoard)


@pytest.fixture
def app() -> Iterator[App]:
    with_table = new_app()
    yield with_table
    with_table.close()


def start(app: App, seed: int) -> TableScene[Any, Any, Any, Any]:
    """You and one bot at a quick pace, past the start peek."""
    scene = table_start(app, seed, n=2, speed=0.3)
    ready(app, scene)
    return scene


def can_take_discard(scene: TableScene[Any, Any, Any, Any]) -> bool:
    return Draw(HUMAN, "discard") in _board(scene).legal() and not scene.flights.busy()


def test_dragging_the_discard_onto_your_card_swaps_it_in(app: App) -> None:
    scene = start(app, 4)
    wait_for(app, lambda: can_take_discard(scene))
    taken = scene.session.view().discard[-1]
    out = scene.session.state.layouts[HUMAN][1]
    assert "slot:0:1" in (_board(scene).input.drag_targets("discard") or [])
    drag(app, centre(scene, "discard"), centre(scene, "slot:0:1"))
    view = scene.session.view()
    assert view.phase == "after" and view.drawn is None
    assert scene.session.state.layouts[HUMAN][1] == taken and view.own()[1] == taken
    assert view.discard[-1] == out


def test_a_card_from_the_discard_is_never_offered_back_to_the_pile(app: App) -> None:
    scene = start(app, 4)
    wait_for(app, lambda: can_take_discard(scene))
    click(app, centre(scene, "discard"))
    board = _board(scene)
    assert board.holding() and Discard(HUMAN) not in board.legal()
    assert "discard" not in (board.input.drag_targets("held") or [])
    assert "discard pile" not in board.overlays.status_text()
    app.advance(0.5)  # the card has landed
    click(app, centre(scene, "held"))
    assert "onto the discard pile" not in scene.notes[-1].text


def shot(app: App, name: str) -> None:
    """Keep a picture of the table for a look by eye (when ``DUTCH_SHOTS`` names a folder)."""
    folder = os.environ.get("DUTCH_SHOTS")
    if folder:
        pygame.image.save(app.screen, os.path.join(folder, name))


def test_holding_the_discard_fans_it_out_and_letting_go_takes_nothing(app: App) -> None:
    scene = start(app, 4)
    wait_for(app, lambda: can_take_discard(scene))
    for code in (pygame.K_s, pygame.K_x, pygame.K_RETURN):  # a turn: draw, throw, end
        key(app, code)
        app.advance(0.3)
    wait_for(app, lambda: can_take_discard(scene))
    assert len(scene.session.view().discard) >= 3
    before = scene.session.table.version
    post(pygame.MOUSEBUTTONDOWN, pos=centre(scene, "discard"), button=1)
    app.advance(0.6)
    assert scene.describe()["fanned"]
    shot(app, "dutch_discard_fan.png")
    post(pygame.MOUSEBUTTONUP, pos=centre(scene, "discard"), button=1)
    app.step()
    assert not scene.describe()["fanned"]
    assert scene.session.table.version == before and not _board(scene).holding()


def test_v_fans_the_discards_and_esc_closes_them_without_pausing(app: App) -> None:
    scene = start(app, 4)
    key(app, pygame.K_v)
    assert scene.describe()["fanned"]
    key(app, pygame.K_ESCAPE)
    assert not scene.describe()["fanned"] and app.top is scene
    key(app, pygame.K_v)
    click(app, centre(scene, "stock"))  # a click anywhere closes the fan, and only that
    assert not scene.describe()["fanned"] and not _board(scene).holding()


def test_the_round_end_turns_the_cards_one_by_one_with_their_values(app: App) -> None:
    scene = start(app, 4)
    wait_for(app, lambda: Draw(HUMAN, "stock") in _board(scene).legal()
             and not scene.flights.busy())
    key(app, pygame.K_s)
    key(app, pygame.K_x)
    key(app, pygame.K_d)  # Dutch! ...
    shot(app, "dutch_call_armed.png")
    key(app, pygame.K_d)  # ... and yes
    assert scene.session.view().caller == HUMAN
    wait_for(app, lambda: scene.session.hand_over)
    total = sum(card is not None for layout in scene.session.state.layouts for card in layout)
    app.advance(0.6)
    part = scene.describe()["revealed"]
    assert 0 < part < total  # one by one
    app.advance(1.5)
    assert scene.describe()["revealed"] == total and app.top is scene
    shot(app, "dutch_round_end.png")
    wait_for(app, lambda: app.top is not scene, 10.0)
    assert isinstance(app.top, RoundResultsScene)
