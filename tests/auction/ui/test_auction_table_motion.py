"""How the table moves: both bids turn over at the same moment, tie cards come one by one, a
chain's trail grows step by step, and reduced motion shortens every flight."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from table_support import board_of, centre, click, new_app, open_table

from game.auction.rules.events import BidShown, PowerFired, PowerPlayed, TieCard
from game.auction.rules.state import PLAY, Pending
from game.auction.ui.board import AuctionBoard
from game.auction.ui.parts import FLIGHT
from game.ui.app import App
from game.ui.table.scene import TableScene


def _board(scene: TableScene[Any, Any, Any, Any]) -> AuctionBoard:
    return board_of(scene, AuctionBoard)


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app((1024, 640))
    yield app
    app.close()


def test_both_bids_turn_over_together_and_tie_cards_follow_one_by_one(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    state = replace(scene.session.state, phase=PLAY, active=0, winner=0)
    state = state.with_seat(0, offering=("G1", "G2", "R5"), bid=("G1", "G2", "R5"))
    state = state.with_seat(1, offering=("B1", "B2", "P5"), bid=("B1", "B2", "P5"))
    scene.on_event(0.0, BidShown(1, 0, ("G1", "G2"), 3), state)
    scene.on_event(0.0, BidShown(1, 1, ("B1", "B2"), 3), state)
    scene.on_event(0.0, TieCard(1, 0, "R5", 8), state)
    scene.on_event(0.0, TieCard(1, 1, "P5", 8), state)
    starts = {f.card: f.t0 + f.delay for f in scene.flights.flights if f.card is not None}
    assert starts["G1"] == starts["G2"] == starts["B1"] == starts["B2"]
    assert starts["B1"] < starts["R5"] < starts["P5"]
    assert all(f.turn for f in scene.flights.flights)


def test_the_chain_trail_grows_one_step_at_a_time(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    state = replace(scene.session.state, phase=PLAY, active=0, winner=0,
                    pending=(Pending("B10"),))
    board = _board(scene)
    scene.on_event(0.0, PowerPlayed(1, 0, "B10"), state)
    scene.on_event(0.0, PowerFired(1, 0, "B10", "retrieve", "personal_discards", None, "B9"),
                   state)
    scene.on_event(0.0, PowerFired(1, 0, "B9", "retrieve", "personal_discards", None, "B7"),
                   state)
    scene.on_event(0.0, PowerFired(1, 0, "B7", "duplicate", None, "B6", None), state)
    assert board.trail == ["10 took blue 9", "9 took blue 7", "7 repeats blue 6"]
    starts = sorted(f.t0 + f.delay for f in scene.flights.flights)
    assert starts == sorted(set(starts)), "each step moves after the one before"
    scene.on_event(0.0, PowerPlayed(1, 0, "G8"), replace(state, pending=(Pending("G8"),)))
    assert board.trail == []


def test_reduced_motion_shortens_every_flight(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    hand = scene.session.view().hand
    click(app, centre(scene, f"hand:{hand[0]}"))
    normal = scene.time(FLIGHT)
    app.update_settings(replace(app.settings, reduced_motion=True))
    assert scene.time(FLIGHT) == pytest.approx(normal / 3)
