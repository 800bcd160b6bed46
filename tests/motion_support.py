"""Helpers for the tests of what a table's events look like as data (``game.ui.table.motion``):
the events a move of the player makes, taken without the table showing them, and a board's
motions for an event together with a check that asking for them played nothing (one module for
every game; no tests of its own)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ui.table.motion import Fly, Motion
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]


def events_of(scene: Scene, move: Any) -> tuple[list[Any], Any]:
    """Submit the player's ``move`` with the scene not listening: its events and the state
    after them (the board has not seen them)."""
    heard: list[Any] = []
    after: list[Any] = []

    def hear(t: float, event: Any, state: Any) -> None:
        heard.append(event)
        after.append(state)

    session = scene.session
    session.unsubscribe(scene.on_event)
    session.subscribe(hear)
    try:
        outcome = session.submit(move)
    finally:
        session.unsubscribe(hear)
        session.subscribe(scene.on_event)
    assert heard, f"{move} was not applied: {outcome}"
    return heard, after[-1]


def footprint(scene: Scene) -> tuple[object, ...]:
    """What playing a motion changes on the host: its flights (and whether each landed), its
    notes, the banner and the results' time."""
    flights = scene.flights.flights
    return (tuple(flights), tuple(f.landed for f in flights), tuple(scene.notes), scene.banner,
            scene.results_at)


def motions_for(scene: Scene, event: Any, state: Any) -> Sequence[Motion]:
    """The board's motions for ``event``, checked to have played nothing: no flight, landing,
    note, banner or results' time on the host, no sound."""
    sounds: list[str] = []
    app: Any = scene.app
    real = app.play
    app.play = sounds.append
    try:
        before = footprint(scene)
        motions = scene.board.on_event(scene.session.now(), event, state)
        assert footprint(scene) == before, "on_event played a motion itself"
        assert sounds == [], "on_event made a sound itself"
    finally:
        app.play = real
    return motions


def kinds(motions: Sequence[Motion]) -> list[str]:
    """The motions' kinds in order ("Land", "Fly", "Sound", ...)."""
    return [type(m).__name__ for m in motions]


def flights(motions: Sequence[Motion]) -> list[Fly]:
    return [m for m in motions if isinstance(m, Fly)]
