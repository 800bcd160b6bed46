"""The Dutch Auction table's kept layer painted over a few frames at the largest window: a move
that changes much of the table (a new round) is painted a few places a frame and settles
within a few frames, showing then exactly the table painted whole, and the table keeps being
drawn (``still_for`` 0) until it has; meanwhile a card that lands, or that the player drops,
shows at its place in that very frame."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from auction_bots_table import bots_table
from table_support import (
    board_of,
    centre,
    new_app,
    open_table,
    post,
    step_drawn,
    table_frame,
    whole_at,
    window_at,
)

from game.auction.ui.board import AuctionBoard
from game.ui.app import App
from game.ui.flights import Flight
from game.ui.table.base_layer import SETTLE_FRAMES
from game.ui.table.scene import TableScene

Table = TableScene[Any, Any, Any, Any]
LARGEST = (3200, 2000)


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app(LARGEST)
    yield app
    app.close()



def test_a_new_round_is_painted_over_a_few_frames_and_settles_on_the_whole_table(
        app: App) -> None:
    scene = bots_table(app, seed=5)
    board = board_of(scene, AuctionBoard)
    spreads: list[int] = []
    compared = 0
    for _ in range(4000):
        round_before = scene.session.view().round
        app.step()
        if scene.session.view().round == round_before or app.top is not scene:
            continue
        # the round came after the frame's drawing: the next frame draws it; count the
        # frames after that one
        latest, late = step_drawn(app, scene), 0
        while board.base_pending():
            assert scene.still_for() == 0.0, "an unsettled table is drawn again next frame"
            latest = step_drawn(app, scene)
            late += 1
            assert late <= SETTLE_FRAMES, "the layer settles within a few frames"
        spreads.append(late)
        if latest:  # (else a bot moved after the last frame's drawing)
            assert pygame.image.tobytes(app.screen, "RGB") == table_frame(scene, keep=False)
            compared += 1
        if len(spreads) >= 3:
            break
    assert len(spreads) >= 3, "three new rounds were seen"
    assert compared >= 2, "the settled table was compared with the whole one"
    assert max(spreads) > 0, "a new round's repaint was spread over frames"


def landing_frames(app: App, scene: Table, wanted: int) -> list[str]:
    """Frame by frame, each card that lands: is it shown at its place in that frame?"""
    found: list[str] = []
    seen = 0
    flying: list[Flight[str]] = []
    for step in range(3000):
        flying = list(scene.flights.flights)
        app.step()
        if app.top is not scene:
            break
        landed = [f for f in flying if f.landed]
        for flight in landed[:1]:
            seen += 1
            spot = pygame.Rect(*(round(v) for v in flight.dst))
            if window_at(app.screen, spot) != whole_at(scene, spot):
                found.append(f"frame {step}: {flight.card} at {spot}")
        if seen >= wanted:
            break
    assert seen >= wanted, f"only {seen} landings seen"
    return found


def one_place_a_frame(scene: Table) -> None:
    """The kept layer's budget leaves only the places the window reveals and one more a frame
    (as a frame that spent its budget before painting does): every other place waits."""
    scene.base.budget.seconds = 0.0


def test_a_card_that_lands_shows_at_its_place_in_that_very_frame(app: App) -> None:
    scene = bots_table(app, seed=7)
    one_place_a_frame(scene)
    assert landing_frames(app, scene, wanted=12) == []


def test_a_dropped_card_shows_where_it_was_dropped_in_that_very_frame(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    board = board_of(scene, AuctionBoard)
    one_place_a_frame(scene)
    for _ in range(5):
        app.step()
    hand = list(scene.session.view().hand)
    start = centre(scene, f"hand:{hand[0]}")
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0] + 60, start[1] - 90), rel=(60, -90),
         buttons=(1, 0, 0))
    app.step()
    aside = board.layout.aside
    post(pygame.MOUSEMOTION, pos=aside.center, rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert board.pointer.drag is not None
    post(pygame.MOUSEBUTTONUP, pos=aside.center, button=1)
    app.step()
    assert board.picks.aside == hand[0]
    assert board.base_pending(), "more changed than one place: some wait"
    assert window_at(app.screen, aside) == whole_at(scene, aside)
