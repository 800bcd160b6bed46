"""The Dutch table kept as a still layer never shows an old table while the player plays: after
every frame of a drag, a drop, a Jack's pick, the discards' fan, the armed call, a resize and a
language change, the table drawn from the kept layer is pixel for pixel the table painted whole.
And a busy table is not painted again every frame: only when something of it changed, and then
only where.
"""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from dutch_table_support import centre, four_bots, my_draw, ready, seats, start, wait_for  # noqa: E402
from posted_events import click, drag, key  # noqa: E402
from table_support import board_of, table_frame  # noqa: E402

from game.dutch.rules.match import new_match  # noqa: E402
from game.dutch.ui.board import DutchBoard  # noqa: E402
from game.dutch.ui.session import HUMAN  # noqa: E402
from game.dutch.ui.still import StillLayer  # noqa: E402
from game.i18n import _, current_language, use_language  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.table.base_layer import merged_rects  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

Table = TableScene[Any, Any, Any, Any]


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    yield app
    app.close()


class Checked:
    """Steps the app and compares, after each frame, the kept table with the table painted
    whole (the posted-event helpers step through it)."""

    def __init__(self, app: App, scene: Table) -> None:
        self.app = app
        self.scene = scene
        self.frames = 0
        self.stale: list[int] = []

    def step(self) -> object:
        self.app.step()
        self.frames += 1
        if self.app.top is self.scene \
                and table_frame(self.scene, True) != table_frame(self.scene, False):
            self.stale.append(self.frames)
        return None

    def run(self, frames: int) -> None:
        for _frame in range(frames):
            self.step()


def jack_seed() -> int:
    """A seed where you start and the first card you draw is a Jack."""
    for seed in range(1, 300):
        table = new_match(seed, seats(), {"rounds": 1}).start_hand()
        if table.state.starter == HUMAN and table.state.stock[-1].startswith("J"):
            return seed
    raise AssertionError("no such seed")


def test_the_players_drags_picks_and_fan_never_show_a_stale_table(app: App) -> None:
    scene = start(app, jack_seed())
    checked = Checked(app, scene)
    ready(checked, scene)  # type: ignore[arg-type]
    wait_for(app, lambda: my_draw(scene))
    drag(checked, centre(scene, "stock"), board_of(scene, DutchBoard).layout.held.center)
    checked.run(30)
    key(checked, pygame.K_v)  # the discards fanned out ...
    checked.run(3)
    key(checked, pygame.K_v)  # ... and folded again
    drag(checked, centre(scene, "held"), centre(scene, "discard"))  # the Jack's power
    checked.run(30)
    click(checked, centre(scene, "slot:0:0"))  # the Jack's first pick glows
    assert board_of(scene, DutchBoard).jack_pick == (0, 0)
    checked.run(3)
    click(checked, centre(scene, "slot:1:2"), frames=40)  # both cards slide past each other
    key(checked, pygame.K_d)  # the call armed: the button asks again
    checked.run(3)
    key(checked, pygame.K_ESCAPE)
    checked.run(120)  # the bots play on
    assert checked.frames > 200 and checked.stale == []


def test_a_resized_window_and_a_language_change_repaint_the_table(app: App) -> None:
    scene = start(app, 5)
    checked = Checked(app, scene)
    ready(checked, scene)  # type: ignore[arg-type]
    checked.run(20)
    app.screen = pygame.display.set_mode((1024, 640), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640))
    checked.run(20)
    assert board_of(scene, DutchBoard).layout.size == (1024, 640)
    language = current_language()
    use_language("de")  # as Settings does
    try:
        checked.run(20)
        assert _("Discard") == "Abwurf"  # the table's labels now speak German
    finally:
        use_language(language)  # for the next tests
    assert checked.stale == []


def test_a_busy_table_is_painted_again_only_when_it_changed(app: App) -> None:
    scene = start(app, 5)
    ready(app, scene)
    paints = scene.base.paints
    for _frame in range(600):
        app.step()
    assert 0 < scene.base.paints - paints < 300


def test_only_the_changed_regions_are_painted_again() -> None:
    layer = StillLayer()
    surface = pygame.Surface((400, 300))
    seat, piles = pygame.Rect(0, 0, 100, 100), pygame.Rect(200, 100, 80, 80)
    regions = {"seat:0": (seat, ("KH",)), "centre": (piles, (3,))}
    assert layer.changed(surface, "en", regions) is None  # a new layer: all of it
    assert layer.changed(surface, "en", regions) == []  # nothing changed
    changed = {**regions, "centre": (piles, (4,))}
    assert layer.changed(surface, "en", changed) == [piles]
    assert layer.changed(surface, "de", changed) is None  # another language: all
    assert layer.changed(pygame.Surface((400, 300)), "de", changed) is None  # another layer


def test_overlapping_changes_are_painted_in_one_pass() -> None:
    a, b, c = pygame.Rect(0, 0, 10, 10), pygame.Rect(50, 50, 5, 5), pygame.Rect(5, 5, 50, 10)
    assert merged_rects([a, b, c]) == [b, pygame.Rect(0, 0, 55, 15)]


def test_a_seat_and_the_centre_that_barely_touch_are_painted_apart() -> None:
    """A seat along the left edge and the piles in the middle, their reaches just touching:
    each is painted on its own, not the box round both (most of the table)."""
    layer = StillLayer()
    surface = pygame.Surface((400, 300))
    seat, piles = pygame.Rect(0, 0, 120, 300), pygame.Rect(110, 100, 200, 80)
    regions = {"seat:0": (seat, ("KH",)), "centre": (piles, (3,))}
    layer.changed(surface, "en", regions)
    changed = {"seat:0": (seat, ("QS",)), "centre": (piles, (4,))}
    assert layer.changed(surface, "en", changed) == [seat, piles]


def test_a_turn_passing_repaints_the_name_rows_not_the_seats(app: App) -> None:
    """The marker of whose turn it is lies in the seats' name rows: when the turn passes and
    the two seats' cards stay as they were, only those rows of the kept layer are painted
    again (and the table looks as painted whole)."""
    scene, board = four_bots(app, 5)
    view = scene.session.view()
    passes = 0
    for _frame in range(60 * 60):
        if app.top is not scene or passes >= 3:
            break
        before = view
        app.step()  # (the bots move after the frame's drawing: the next frame draws it)
        view = scene.session.view()
        seats_now = (before.turn, view.turn)
        if view.turn == before.turn \
                or any(view.layouts[s] != before.layouts[s] for s in seats_now):
            continue
        version = scene.session.table.version
        app.step()
        if scene.base.painted is False or scene.session.table.version != version:
            view = scene.session.view()
            continue
        painted = board.painted_rects()
        assert painted is not None
        marked = board.layout.seats[view.turn].label
        assert marked.collidelist(painted) >= 0  # the new turn's name row: the marker came
        for seat in seats_now:  # neither seat's cards (nor the whole seat) painted again
            assert not any(rect.contains(board.layout.seats[seat].block) for rect in painted)
        assert table_frame(scene, True) == table_frame(scene, False)
        passes += 1
    assert passes >= 3


def test_one_card_of_a_seat_changing_repaints_that_card_not_the_whole_seat(app: App) -> None:
    """A bot's card turned, peeked at or swapped changes one slot of its seat: only that
    slot's place (the card, its lift, halo and shadow) of the kept layer is painted again,
    and the table looks as painted whole."""
    scene, board = four_bots(app, 7)
    found = 0
    for _frame in range(60 * 60):
        if app.top is not scene or found >= 3:
            break
        app.step()
        painted = board.painted_rects() if scene.base.painted else None
        if not painted:
            continue
        for seat, area in enumerate(board.layout.seats):
            if area.block.collidelist(painted) < 0:
                continue
            assert not any(rect.contains(area.block) for rect in painted), seat
            found += 1
        assert table_frame(scene, True) == table_frame(scene, False)
    assert found >= 3
