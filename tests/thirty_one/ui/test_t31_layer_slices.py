"""The Blitz (31) table's kept layer painted over a few frames at the largest window: a move
that changes much of the table (a knock marks every seat, a new hand) is painted a few places
a frame and settles within a few frames, showing then exactly the table painted whole, and
the table keeps being drawn (``still_for`` 0) until it has; meanwhile a card that lands, or
that the player drops, shows at its place in that very frame."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from table_support import (
    FAST,
    board_of,
    hosted_ui,
    my_turn,
    new_app,
    open_table,
    post,
    run_until,
    step_drawn,
    table_frame,
    whole_at,
    window_at,
)

from game.core.seats import SeatSpec
from game.thirty_one.ui.board import ThirtyOneBoard
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


def bots_table(app: App, seed: int) -> Table:
    """Four seats played by quick casual bots on ``app``'s table after its first frame."""
    ui = hosted_ui(app, "thirty_one")
    seats = [SeatSpec(name, "bot", "casual") for name in ("You", "Anna", "Jakob", "Martha")]
    ui.session = ui.new_session(seed, seats, {}, pace_scale=0.3)
    ui.show_table(ui.session)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    return scene



def one_place_a_frame(scene: Table) -> None:
    """The kept layer's budget leaves only the places the window reveals and one more a frame
    (as a frame that spent its budget before painting does): every other place waits."""
    scene.base.budget.seconds = 0.0


def test_a_knock_is_painted_over_a_few_frames_and_settles_on_the_whole_table(
        app: App) -> None:
    scene = bots_table(app, seed=4)
    board = board_of(scene, ThirtyOneBoard)
    spreads: list[int] = []
    knocks = compared = 0
    knocker_drawn = None  # (the bots act after a frame's drawing: the next frame draws it)
    for _ in range(6000):
        knocker = scene.session.view().knocker  # as this frame draws it
        app.step()
        knocked, knocker_drawn = knocker_drawn is None and knocker is not None, knocker
        if app.top is not scene or not board.base_pending():
            continue
        knocks += knocked
        late, shown = 0, False  # the frame painted with places left: count the frames after it
        while board.base_pending():
            assert scene.still_for() == 0.0, "an unsettled table is drawn again next frame"
            knocker_drawn = scene.session.view().knocker
            shown = step_drawn(app, scene)
            late += 1
            assert late <= SETTLE_FRAMES + 1, "the layer settles within a few frames"
        spreads.append(late)
        if shown:  # (else a bot moved after the last frame's drawing)
            assert pygame.image.tobytes(app.screen, "RGB") == table_frame(scene, keep=False)
            compared += 1
        if len(spreads) >= 4 and knocks and compared >= 3:
            break
    assert knocks, "a knock's repaint, every seat marked, was spread over frames"
    assert len(spreads) >= 4 and compared >= 3, "spread repaints were seen and compared"


def test_a_card_that_lands_shows_at_its_place_in_that_very_frame(app: App) -> None:
    scene = bots_table(app, seed=7)
    one_place_a_frame(scene)
    found: list[str] = []
    seen = 0
    for step in range(4000):
        flying: list[Flight[Any]] = list(scene.flights.flights)
        app.step()
        if app.top is not scene:
            break
        for flight in [f for f in flying if f.landed][:1]:
            seen += 1
            spot = pygame.Rect(*(round(v) for v in flight.dst))
            if window_at(app.screen, spot) != whole_at(scene, spot):
                found.append(f"frame {step}: {flight.card} at {spot}")
        if seen >= 12:
            break
    assert seen >= 12, f"only {seen} landings seen"
    assert found == []


def test_a_card_you_drop_on_the_discard_pile_shows_there_in_that_very_frame(
        app: App) -> None:
    scene = open_table(app, "thirty_one", 3, FAST, bots=3)
    board = board_of(scene, ThirtyOneBoard)
    assert my_turn(app, scene), "your turn comes round"
    one_place_a_frame(scene)
    layout = board.layout
    post(pygame.MOUSEBUTTONDOWN, pos=layout.stock.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=layout.stock.center, button=1)
    app.step()
    assert run_until(app, lambda: len(scene.session.view().cards) == 4
                     and not scene.flights.busy() and not board.base_pending(), 5.0)
    card = scene.session.view().cards[0]
    start = layout.human.card_rects(4)[0].center
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0] + 60, start[1] - 90), rel=(60, -90),
         buttons=(1, 0, 0))
    app.step()
    post(pygame.MOUSEMOTION, pos=layout.discard.center, rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert board.pointer.drag is not None
    post(pygame.MOUSEBUTTONUP, pos=layout.discard.center, button=1)
    app.step()
    assert scene.session.view().discard[-1] == card, "the card is thrown"
    assert board.base_pending(), "more changed than one place: some wait"
    assert window_at(app.screen, layout.discard) == whole_at(scene, layout.discard)
