"""What Dutch's events look like, as data the table host plays: your draw lands what flew to
the held spot and flies the card there face up (with the flip's sound), throwing it flies it to
the discard pile (with the place sound), and the round's end is a note saying why and the
results once every card is shown. Asking plays nothing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from dutch_table_support import my_draw, ready, start, wait_for
from motion_support import events_of, flights, kinds, motions_for
from table_support import board_of, new_app

from game.dutch.rules.events import Discarded, Drew, RoundEnded
from game.dutch.rules.moves import Discard, Draw
from game.dutch.ui.board import DutchBoard
from game.dutch.ui.reveal import READ_TIME
from game.dutch.ui.session import HUMAN
from game.ui.app import App
from game.ui.sprites import box
from game.ui.table.motion import Land, ResultsAfter, ShowNote, Sound
from game.ui.table.scene import TableScene


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app((1280, 800))
    yield app
    app.close()


def _board(scene: TableScene[Any, Any, Any, Any]) -> DutchBoard:
    return board_of(scene, DutchBoard)


def test_your_draw_flies_to_the_held_spot_and_your_throw_to_the_discard_pile(app: App) -> None:
    scene = start(app, 3)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    layout = _board(scene).layout
    events, state = events_of(scene, Draw(HUMAN, "stock"))
    drew = next(e for e in events if isinstance(e, Drew))
    motions = motions_for(scene, drew, state)
    assert kinds(motions) == ["Land", "Fly", "Sound"]
    assert motions[0] == Land("held") and motions[-1] == Sound("flip")
    (fly,) = flights(motions)
    assert drew.card is not None and fly.flight.card == drew.card and fly.flight.turn
    assert fly.flight.src == box(layout.stock) and fly.flight.dst == box(layout.held)

    events, state = events_of(scene, Discard(HUMAN))
    thrown = next(e for e in events if isinstance(e, Discarded))
    motions = motions_for(scene, thrown, state)
    assert kinds(motions) == ["Land", "Fly", "Sound"]
    assert motions[0] == Land("discard") and motions[-1] == Sound("place")
    (fly,) = flights(motions)
    assert fly.flight.card == drew.card and fly.flight.hide == "discard"
    assert fly.flight.src == box(layout.held) and fly.flight.dst == box(layout.discard)


def test_the_rounds_end_is_a_note_and_the_results_after_the_reveal(app: App) -> None:
    scene = start(app, 3)
    ready(app, scene)
    state = scene.session.state
    count = len(state.layouts)
    ended = RoundEnded("stock_exhausted", None, None,
                       tuple(tuple(layout) for layout in state.layouts), (0,) * count, (),
                       (0,) * count)
    motions = motions_for(scene, ended, state)
    assert kinds(motions) == ["ShowNote", "ResultsAfter"]
    assert motions[0] == ShowNote("The draw pile ran out")
    reveal = _board(scene).reveal
    assert reveal is not None
    assert motions[1] == ResultsAfter(reveal.done + scene.time(READ_TIME))
