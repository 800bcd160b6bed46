"""Turn bots a player can follow: at the default bot speed a turn bot's own consecutive moves
are at least 0.8 s apart on the table clock in Blitz (31), Dutch and Dutch Auction (the
fastest level, whose think alone is quicker), while Dutch Blitz's real-time bots keep their own
pace; and at the table a turn bot never moves while the last move's card is still in flight."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest
from table_support import hosted_ui, new_app

from game.bots.pacing import TURN_GAP, PacedSeat
from game.core.options import defaults
from game.core.outcome import Refused
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession


class VirtualClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def gaps(game_id: str, seconds: float, seats: int = 3) -> list[float]:
    """Table seconds between each bot's consecutive applied moves, all bots at Master."""
    game = get_game(game_id)
    seats = min(max(seats, game.seats.minimum), game.seats.maximum)
    clock = VirtualClock()
    session: TableSession[Any, Any, Any, Any] = TableSession(
        game, 3, [SeatSpec(f"Bot {i}", "bot", "master") for i in range(seats)],
        defaults(game.options), pace_scale=1.0, time_source=clock)
    last: dict[int, float] = {}
    found: list[float] = []
    for _ in range(round(seconds * 60)):
        clock.now += 1 / 60
        for attempt in session.tick():
            if isinstance(attempt.outcome, Refused):
                continue
            if attempt.seat in last:
                found.append(attempt.t - last[attempt.seat])
            last[attempt.seat] = attempt.t
        if session.hand_over:
            break
    return found


@pytest.mark.parametrize("game_id", ["thirty_one", "dutch", "auction"])
def test_a_turn_bot_pauses_at_least_0_8_s_between_its_own_moves(game_id: str) -> None:
    found = gaps(game_id, 90.0)
    assert len(found) >= 5, "the bots made several moves"
    assert min(found) >= TURN_GAP - 1e-9, f"closest moves {min(found):.3f} s apart"


def test_dutch_blitz_bots_are_not_slowed() -> None:
    game = get_game("dutch_blitz")
    session: TableSession[Any, Any, Any, Any] = TableSession(
        game, 3, [SeatSpec(f"Bot {i}", "bot", "master") for i in range(2)],
        defaults(game.options), pace_scale=1.0, time_source=VirtualClock())
    assert not session.turn_bots
    assert not any(isinstance(agent, PacedSeat) for agent in session.scheduler.agents)
    assert min(gaps("dutch_blitz", 30.0, seats=2)) < TURN_GAP, "real-time bots keep their pace"


@pytest.mark.parametrize("game_id", ["thirty_one", "dutch", "auction"])
def test_a_turn_bot_moves_only_once_the_last_card_has_landed(game_id: str) -> None:
    app = new_app((1024, 640))
    try:
        game = get_game(game_id)
        ui = hosted_ui(app, game_id)
        ui.start(5, [SeatSpec(f"Bot {i}", "bot", "master") for i in range(2)],
                 defaults(game.options))
        app.step()
        scene = app.top
        assert isinstance(scene, TableScene) and scene.session.turn_bots
        moves_in_flight: list[float] = []
        started: dict[str, float] = defaultdict(float)

        def probe(t: float, event: Any, state: Any) -> None:
            del event, state
            if started["frame"] != scene.anim:  # the first event of a frame's moves
                started["frame"] = scene.anim
                if scene.flights.busy():
                    moves_in_flight.append(t)

        scene.session.listeners.insert(0, probe)  # heard before the board adds its flights
        for _ in range(60 * 40):
            if app.top is not scene or scene.session.hand_over:
                break
            app.step()
        assert len(scene.session.log.entries) >= 8, "the bots moved"
        assert moves_in_flight == [], "a bot moved while a card was still flying"
    finally:
        app.close()


def test_turn_bots_move_while_a_card_their_session_does_not_await_flies() -> None:
    """The frame benchmark keeps cards of its own in the air; its bots must go on thinking
    (and wait for the game's own cards, as in play)."""
    from game.thirty_one.ui.images import DECK
    from game.ui.sprites import Flight

    app = new_app((1024, 640))
    try:
        game = get_game("thirty_one")
        hosted_ui(app, "thirty_one").start(
            5, [SeatSpec(f"Bot {i}", "bot", "master") for i in range(2)], defaults(game.options))
        app.step()
        scene = app.top
        assert isinstance(scene, TableScene)
        app.advance(3.0)  # the deal has landed
        flight = scene.flights.add(Flight(None, DECK, (0.0, 0.0, 40.0, 56.0),
                                          (300.0, 200.0, 40.0, 56.0), scene.anim, 1000.0))
        waited = len(scene.session.log.entries)
        app.advance(5.0)
        assert len(scene.session.log.entries) == waited, "the bots wait for the card to land"
        scene.session.unawaited.add(flight)
        app.advance(5.0)
        assert scene.flights.busy() and len(scene.session.log.entries) > waited
    finally:
        app.close()
