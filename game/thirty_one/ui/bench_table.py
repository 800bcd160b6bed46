"""The frame benchmark's busy Blitz (31) table: eight seats mid-hand with Master bots thinking,
cards kept in flight.

Plays a seeded match until a bot seat is thinking (your seat plays the greedy way when its turn
comes, so the table never waits), renders the card images first, then every frame keeps a few
cards in the air while the bots think and move.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.seats import SeatSpec
from game.thirty_one.bots.factory import policy_for
from game.thirty_one.rules.state import Discard, Draw, Knock
from game.thirty_one.ui.images import Flight, box
from game.thirty_one.ui.session import HUMAN, MatchConfig

SEATS = 8


def prepare(ui: object) -> Callable[[int], None]:
    """Set the busy table up on ``ui``'s app; the per-frame function that keeps it busy."""
    import random

    from game.bots.turn import Decision
    from game.thirty_one.ui.game_ui import ThirtyOneUI
    from game.thirty_one.ui.table_scene import TableScene
    from game.ui.app import App

    assert isinstance(ui, ThirtyOneUI)
    app = ui.services
    assert isinstance(app, App)
    seats = (SeatSpec("You", "human"),) + tuple(
        SeatSpec(f"Bot {i}", "bot", "master") for i in range(1, SEATS))
    ui.start_match(MatchConfig(11, seats, {"tokens": 6}, pace_scale=0.3))
    session = ui.session
    assert session is not None
    greedy = policy_for("greedy")
    rng = random.Random(11)

    def play_for_me() -> None:
        if session.table is None or session.hand_over:
            if not session.match.over and not session.i_am_out:
                session.start_next_hand()
            return
        if session.view().to_play != HUMAN:
            return
        think = greedy(session.view(), rng)
        try:
            while True:
                next(think)
        except StopIteration as done:
            decision: Decision = done.value
            move = decision.move
            if isinstance(move, (Draw, Discard, Knock)):
                session.submit(move)

    scene = app.top
    assert isinstance(scene, TableScene)
    layout = scene.layout or scene.table_layout()

    def stir(frame: int) -> None:
        play_for_me()
        if app.top is not scene:
            ui.show_table(session)
        if len(scene.flights) >= 4:
            return
        pod = layout.pods[frame % len(layout.pods)]
        scene.flights.add(Flight(None, box(layout.stock), box(pod.card_rects(3)[-1]),
                                 scene.anim, 0.3, lift=layout.stock.height * 0.1))

    return stir
