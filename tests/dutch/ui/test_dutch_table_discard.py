"""The discard pile at the Dutch table, with posted events: its top card dragged onto one of your
cards swaps it in (a card taken from the discard must go into your layout, and the prompt never
offers the pile back); the pile fans out to look back through it while held; and the round's
end turns every card over one by one with its value.

Runs under SDL's dummy video and audio drivers on the app's virtual clock.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402
from posted_events import click, drag  # noqa: E402

from game.core.seats import SeatSpec  # noqa: E402
from game.dutch.rules.moves import Discard, Draw  # noqa: E402
from game.dutch.ui import dutch_ui  # noqa: E402
from game.dutch.ui.session import HUMAN, ready  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    yield app
    app.close()


def start(app: App, seed: int, speed: float = 0.3) -> TableScene:
    app.update_settings(app.settings.replace(bot_speed=speed))
    seats = [SeatSpec("You", "human"), SeatSpec("Anna", "bot", "casual")]
    dutch_ui(app).start(seed, seats, {"rounds": 1, "peek_seconds": 5.0})
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    ready(scene.session)
    return scene


def wait_for(app: App, test: object, seconds: float = 120.0) -> None:
    for _ in range(round(seconds * 60)):
        if test():  # type: ignore[operator]
            return
        app.step()
    raise AssertionError("timed out waiting at the table")


def centre(scene: TableScene, place: str) -> tuple[int, int]:
    return scene.board.last_hits[place].center


def can_take_discard(scene: TableScene) -> bool:
    return Draw(HUMAN, "discard") in scene.board.legal() and not scene.flights.busy()


def test_dragging_the_discard_onto_your_card_swaps_it_in(app: App) -> None:
    scene = start(app, 4)
    wait_for(app, lambda: can_take_discard(scene))
    taken = scene.session.view().discard[-1]
    out = scene.session.state.layouts[HUMAN][1]
    assert "slot:0:1" in (scene.board.drag_targets("discard") or [])
    drag(app, centre(scene, "discard"), centre(scene, "slot:0:1"))
    view = scene.session.view()
    assert view.phase == "after" and view.drawn is None
    assert scene.session.state.layouts[HUMAN][1] == taken and view.own()[1] == taken
    assert view.discard[-1] == out


def test_a_card_from_the_discard_is_never_offered_back_to_the_pile(app: App) -> None:
    scene = start(app, 4)
    wait_for(app, lambda: can_take_discard(scene))
    click(app, centre(scene, "discard"))
    board = scene.board
    assert board.holding() and Discard(HUMAN) not in board.legal()
    assert "discard" not in (board.drag_targets("held") or [])
    assert "discard pile" not in board.status_text()
    app.advance(0.5)  # the card has landed
    click(app, centre(scene, "held"))
    assert "onto the discard pile" not in scene.notes[-1].text
