"""The Dutch table's kept layer painted over a few frames at the largest window: a change that
repaints much of the table (the bots' play: the piles, the seats, the status line) is painted
a few places a frame and settles within a few frames, showing then exactly the table painted
whole, and the table keeps being drawn (``still_for`` 0) until it has; meanwhile a card that
lands, or that the player drops, shows at its place in that very frame. All of it changing
(another language) is painted whole at once."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from dutch_table_support import centre, four_bots, my_draw, ready, start, wait_for  # noqa: E402
from posted_events import drag  # noqa: E402
from table_support import (  # noqa: E402
    board_of,
    new_app,
    post,
    table_frame,
    whole_at,
    window_at,
)

from game.dutch.ui.board import DutchBoard  # noqa: E402
from game.i18n import current_language, use_language  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.flights import Flight  # noqa: E402
from game.ui.table.base_layer import SETTLE_FRAMES  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

Table = TableScene[Any, Any, Any, Any]
LARGEST = (3200, 2000)


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app(LARGEST)
    yield app
    app.close()


def settle(app: App, scene: Table, board: DutchBoard) -> int:
    """Frames drawn until the kept layer has no place left to paint (each asserted to keep
    the table drawing); the screen then shows exactly the table painted whole."""
    late = 0
    while board.base_pending():
        assert scene.still_for() == 0.0, "an unsettled table is drawn again next frame"
        app.step()
        late += 1
        assert late <= SETTLE_FRAMES + 1, "the layer settles within a few frames"
    assert pygame.image.tobytes(app.screen, "RGB") == table_frame(scene, keep=False)
    return late


def one_place_a_frame(scene: Table) -> None:
    """The kept layer's budget leaves only the places the window reveals and one more a frame
    (as a frame that spent its budget before painting does): every other place waits."""
    scene.base.budget.seconds = 0.0


def test_another_language_shows_on_the_whole_table_in_that_very_frame(app: App) -> None:
    """All of the table changes: it is painted whole at once, not left half in each
    language (painted in places, all of it would cost more than the frames' budgets)."""
    scene, board = four_bots(app, 5)
    for _ in range(30):
        app.step()
    settle(app, scene, board)
    for _ in range(3):  # (the frames after the table painted whole aside show all anew)
        app.step()
    language = current_language()
    use_language("de")  # as Settings does: every label of the table changes
    try:
        app.step()
        assert board.painted_rects() is None and not board.base_pending()
        assert settle(app, scene, board) == 0
    finally:
        use_language(language)


def test_the_bots_play_is_painted_over_frames_and_always_settles_on_the_whole_table(
        app: App) -> None:
    scene, board = four_bots(app, 7)
    one_place_a_frame(scene)
    spreads: list[int] = []
    for _ in range(60 * 40):
        app.step()
        if app.top is not scene:
            break
        if scene.base.painted and board.base_pending():
            spreads.append(settle(app, scene, board))
        if len(spreads) >= 4:
            break
    assert len(spreads) >= 4, "repaints spread over frames were seen"
    assert max(spreads) > 0


def test_a_card_that_lands_shows_at_its_place_in_that_very_frame(app: App) -> None:
    scene, _board = four_bots(app, 11)
    one_place_a_frame(scene)
    stale: list[str] = []
    seen = 0
    for step in range(60 * 40):
        flying: list[Flight[Any]] = list(scene.flights.flights)
        app.step()
        if app.top is not scene or seen >= 12:
            break
        for flight in [f for f in flying if f.landed][:1]:
            seen += 1
            spot = pygame.Rect(*(round(v) for v in flight.dst))
            if window_at(app.screen, spot) != whole_at(scene, spot):
                stale.append(f"frame {step}: {flight.card} at {spot}")
    assert seen >= 12, f"only {seen} landings seen"
    assert stale == []


def test_a_dropped_card_shows_where_it_was_dropped_in_that_very_frame(app: App) -> None:
    scene = start(app, 5)
    board = board_of(scene, DutchBoard)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    one_place_a_frame(scene)
    drag(app, centre(scene, "stock"), board.layout.held.center)  # you draw a card
    wait_for(app, lambda: not scene.flights.busy())
    held, discard = centre(scene, "held"), board.layout.discard
    post(pygame.MOUSEBUTTONDOWN, pos=held, button=1)
    app.step()
    for pos in (discard.center, discard.center):
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        app.step()
    assert board.pointer.drag is not None
    tops = len(scene.session.view().discard)
    post(pygame.MOUSEBUTTONUP, pos=discard.center, button=1)
    app.step()
    assert len(scene.session.view().discard) == tops + 1, "the card was discarded"
    assert board.base_pending(), "more changed than one place: some wait"
    assert window_at(app.screen, discard) == whole_at(scene, discard)
