"""The Dutch table's card places (``hits.card_places``) are found once for a layout and each
seat's number of slots, and found anew when either changes: the places kept are the very
rects finding them again gives."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402
from dataclasses import replace  # noqa: E402

import pytest  # noqa: E402
from dutch_table_support import start  # noqa: E402
from table_support import board_of, new_app, table_frame  # noqa: E402

from game.dutch.ui import hits  # noqa: E402
from game.dutch.ui.board import DutchBoard  # noqa: E402
from game.dutch.ui.layout import table_layout  # noqa: E402
from game.ui.app import App  # noqa: E402


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app()
    yield app
    app.close()


def test_the_places_kept_are_the_places_found_again_and_follow_the_slots(app: App) -> None:
    board = board_of(start(app, seed=5), DutchBoard)
    layout, view = board.layout, board.session.view()
    first = hits.card_places(layout, view)
    assert hits.card_places(layout, view) is first
    assert first == hits._find_places(layout, view)
    grown = replace(view, layouts=((*view.layouts[0], None), *view.layouts[1:]))
    places = hits.card_places(layout, grown)
    assert places is not first and places == hits._find_places(layout, grown)
    assert hits.slot_place(0, len(view.layouts[0])) in places
    other = table_layout((1920, 1080), len(layout.seats))
    assert hits.card_places(other, view) == hits._find_places(other, view) != first


def test_the_felt_is_copied_plainly_and_the_table_settles_on_the_whole_picture(
        app: App) -> None:
    scene = start(app, seed=5)
    for _ in range(40):
        app.step()
    board = board_of(scene, DutchBoard)
    felt = board.painter._felt
    assert felt is not None and felt[1].get_pitch() % 16 != 0  # (``plain_copy``)
    assert table_frame(scene, keep=True) == table_frame(scene, keep=False)
