"""The Dutch Blitz table's kept layer painted over a few frames at the largest window: a change
that repaints much of the table is painted a few places a frame and settles within a few
frames, showing then exactly the table painted whole, and the table keeps being drawn
(``still_for`` 0) until it has; meanwhile a card that lands, or that the player drops, shows
at its place in that very frame, and a seat's label put back under a card in flight never
shows the table older than the layer beneath it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from table_support import (
    FAST,
    after_drawing,
    blitz_config,
    board_of,
    centre,
    new_app,
    post,
    seed_where,
    start_blitz,
    step_drawn,
    table_frame,
    whole_at,
    window_at,
)

from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.kept_labels import KeptLabels
from game.dutch_blitz.ui.painter_parts import TableDecor
from game.dutch_blitz.ui.seat_labels import TextLabel
from game.ui.app import App
from game.ui.flights import Flight
from game.ui.table.base_layer import SETTLE_FRAMES
from game.ui.table.scene import TableScene

Table = TableScene[Any, Any, Any, Any]
LARGEST = (3200, 2000)
BOTS = ("master",) * 3


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app(LARGEST)
    yield app
    app.close()



def whole(scene: Table) -> pygame.Surface:
    """The table painted whole, in a window of its own."""
    return pygame.image.frombytes(table_frame(scene, keep=False), scene.app.size, "RGB")


def masked(surface: pygame.Surface, places: list[pygame.Rect]) -> bytes:
    """``surface``'s pixels but within ``places`` (those black)."""
    copy = surface.copy()
    for place in places:
        copy.fill((0, 0, 0), place)
    return pygame.image.tobytes(copy, "RGB")


def settle(app: App, scene: Table, shown: bool) -> int:
    """Frames until the kept layer settles, each drawn because it has not (``still_for`` 0),
    and the window shows the table as it stands (``shown``: the last frame did; the bots move
    after a frame's drawing, ``step_drawn``); the most frames running it was unsettled."""
    board = board_of(scene, BlitzBoard)
    late = most = 0
    for _ in range(100):
        most = max(most, late)
        if not board.base_pending():
            if shown:
                return most
            late = 0
        else:
            assert scene.still_for() == 0.0, "an unsettled table is drawn again next frame"
            late += 1
            assert late <= SETTLE_FRAMES + 1, "the layer settles within a few frames"
        shown = step_drawn(app, scene)
    raise AssertionError("the bots moved in every frame for 100 frames")


def test_a_new_look_is_painted_over_a_few_frames_and_settles_on_the_whole_table(
        app: App) -> None:
    scene = start_blitz(app, blitz_config(5, pace=FAST, levels=BOTS))
    board = board_of(scene, BlitzBoard)
    for _ in range(3):
        app.step()
    settle(app, scene, shown=False)
    spreads: list[int] = []
    for colour_blind in (True, False, True):
        board.renderer.set_colour_blind(colour_blind)  # every card's face painted anew
        spreads.append(settle(app, scene, step_drawn(app, scene)))
        assert pygame.image.tobytes(app.screen, "RGB") == table_frame(scene, keep=False)
    assert max(spreads) > 0, "a whole repaint was spread over frames"


def test_bots_racing_settle_each_repaint_on_the_whole_table(app: App) -> None:
    scene = start_blitz(app, blitz_config(5, pace=FAST, levels=BOTS))
    board = board_of(scene, BlitzBoard)
    scene.base.budget.seconds = 0.0  # only what the window reveals and one place a frame
    spread = compared = 0
    for _ in range(400):
        shown = step_drawn(app, scene)
        if scene.session.hand_over or app.top is not scene:
            break
        if board.base_pending() and shown:
            spread += 1
            waiting = board.renderer.slices.waiting
            assert masked(app.screen, waiting) == masked(whole(scene), waiting), \
                "outside the waiting places the window shows the latest table"
            settle(app, scene, shown)
            assert pygame.image.tobytes(app.screen, "RGB") == table_frame(scene, keep=False)
            compared += 1
    assert spread >= 2, "some repaints were spread over frames"
    assert compared == spread


def test_a_card_that_lands_shows_at_its_place_in_that_very_frame(app: App) -> None:
    scene = start_blitz(app, blitz_config(7, pace=FAST, levels=BOTS))
    scene.base.budget.seconds = 0.0
    found: list[str] = []
    seen = 0
    for step in range(1500):
        flying: list[Flight[str]] = list(scene.flights.flights)
        app.step()
        if app.top is not scene or scene.session.hand_over:
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


def test_a_dropped_card_shows_where_it_was_dropped_in_that_very_frame(app: App) -> None:
    seed, move = seed_where(lambda m: m.target == "dutch:new")
    scene = start_blitz(app, blitz_config(seed))
    board = board_of(scene, BlitzBoard)
    scene.base.budget.seconds = 0.0
    for _ in range(3):
        app.step()
    start = centre(scene, move.source)
    target = pygame.Rect(board.layout.dutch[0])
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0] + 60, start[1] - 90), rel=(60, -90),
         buttons=(1, 0, 0))
    app.step()
    post(pygame.MOUSEMOTION, pos=target.center, rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert board.drags.drag is not None
    post(pygame.MOUSEBUTTONUP, pos=target.center, button=1)
    app.step()
    assert [p.cards for p in scene.session.state.dutch] == [(move.card,)]
    assert window_at(app.screen, target) == whole_at(scene, target)


def lifted(board: BlitzBoard) -> list[pygame.Rect]:
    """Where the bots' cards held up were drawn last."""
    return [label.rect for label in board.renderer.labels.labels
            if label.key.startswith("lift:")]


def test_a_bots_card_held_up_shows_while_other_places_wait(app: App) -> None:
    scene = start_blitz(app, blitz_config(5, pace=FAST, levels=BOTS))
    board = board_of(scene, BlitzBoard)
    scene.base.budget.seconds = 0.0
    checked = 0

    def look() -> None:  # (once the frame is drawn, before the bots act)
        nonlocal checked
        held = lifted(board)
        if held and board.base_pending() and not scene.session.hand_over:
            picture = whole(scene)
            assert [window_at(app.screen, rect) for rect in held] \
                == [window_at(picture, rect) for rect in held]
            checked += 1

    with after_drawing(scene, look):
        for _ in range(600):
            app.step()
            if scene.session.hand_over or app.top is not scene:
                break
    assert checked >= 2, "bots held cards up while places of the layer waited"


def test_a_moved_labels_patch_is_put_back_only_once_all_beneath_it_was_painted(
        app: App) -> None:
    """A label that moved where part of the layer still waits: putting its patch back before
    those parts are painted would copy pixels the layer never held over the window."""
    renderer = board_of(start_blitz(app, blitz_config(3)), BlitzBoard).renderer
    labels = KeptLabels(renderer)
    layer = pygame.Surface((200, 100))
    layer.fill((20, 90, 60))
    image = pygame.Surface((40, 20))
    image.fill((250, 250, 250))
    label = TextLabel("name", image, pygame.Rect(80, 40, 40, 20))
    labels.begin(layer, [label])
    for n, (place, felt) in enumerate([(pygame.Rect(0, 0, 100, 100), (20, 90, 60)),
                                       (pygame.Rect(100, 0, 100, 100), (200, 40, 40))]):
        layer.set_clip(place)
        layer.fill(felt)
        labels.paint(layer, place)
        layer.set_clip(None)
        window = layer.copy()
        put_back = labels.clear(window, TableDecor(), [label.rect], [])
        labels.draw(window, put_back)
        if n == 0:
            assert put_back == [], "half of it waits: not put back"
        else:
            assert put_back == [label.rect]
            assert window.get_at((85, 45))[:3] == (250, 250, 250)
            beneath = labels._patches["name"][1]
            assert beneath.get_at((5, 5))[:3] == (20, 90, 60)
            assert beneath.get_at((35, 5))[:3] == (200, 40, 40)
