"""The frame benchmark's busy Dutch table: six bot seats (the bottom one too), all at the
strongest level, mid-round on the app's virtual clock, then cards kept in flight every frame
(the steady state of play)."""

from __future__ import annotations

from collections.abc import Callable

from game.core.seats import SeatSpec
from game.ui.bench import fly_own
from game.ui.sprites import Flight

MID_ROUND_SECONDS = 15.0

def prepare(ui: object, least: int) -> Callable[[int], None]:
    """Set the busy table up on ``ui``'s app; the per-frame function that keeps it busy
    (at least ``least`` cards in the air, its own added while the bots' are fewer)."""
    from game.dutch.ui.board import DutchBoard
    from game.dutch.ui.game_ui import DutchUI
    from game.dutch.ui.images import DECK
    from game.dutch.ui.session import ready
    from game.ui.app import App
    from game.ui.table.scene import TableScene

    assert isinstance(ui, DutchUI)
    app = ui.services
    assert isinstance(app, App)
    seats = [SeatSpec("You", "bot", "master")] + [
        SeatSpec(f"Bot {i}", "bot", "master") for i in range(1, 6)]
    ui.start(11, seats, {"rounds": 5})
    session = ui.session
    assert session is not None
    ready(session)
    while session.now() < MID_ROUND_SECONDS and not session.hand_over:
        app.step()
    scene = app.top
    if not isinstance(scene, TableScene):
        raise RuntimeError("the benchmark round ended early")
    board = scene.board
    assert isinstance(board, DutchBoard)
    layout = board.layout
    cards = ("KH", "7S", "X1", "QD", "2C", "9H")

    def stir(frame: int) -> None:
        if len(scene.flights) >= least:
            return
        src = layout.stock
        dst = board.last_hits.get(f"slot:{frame % 6}:0", layout.discard)
        fly_own(scene, Flight(cards[frame % 6], DECK,
                              (src.x, src.y, src.w, src.h), (dst.x, dst.y, dst.w, dst.h),
                              scene.anim, 0.3, turn=frame % 2 == 0, lift=src.h * 0.12))

    return stir
