"""The frame benchmark's busy Dutch Auction table: a seeded game played some rounds in on the
app's virtual clock, then cards kept in flight every frame (the steady state of play)."""

from __future__ import annotations

from collections.abc import Callable

from game.core.seats import SeatSpec
from game.ui.bench import fly_own
from game.ui.sprites import Flight

MID_GAME_SECONDS = 20.0

def prepare(ui: object, least: int) -> Callable[[int], None]:
    """Set the busy table up on ``ui``'s app; the per-frame function that keeps it busy
    (at least ``least`` cards in the air, its own added while the bots' are fewer)."""
    from game.auction.ui.board import AuctionBoard
    from game.auction.ui.game_ui import AuctionUI
    from game.ui.app import App
    from game.ui.table.scene import TableScene

    assert isinstance(ui, AuctionUI)
    app = ui.services
    assert isinstance(app, App)
    seats = [SeatSpec("You", "bot", "master"), SeatSpec("Anna", "bot", "master")]
    ui.start(11, seats, {"coach": True})
    session = ui.session
    assert session is not None
    while session.now() < MID_GAME_SECONDS and not session.over:
        app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    board = scene.board
    assert isinstance(board, AuctionBoard)
    layout = board.layout
    for width in (layout.card[0], layout.small[0], layout.mid[0]):
        ui.deck.preload(width)  # as a table does when its cards are first seen
    cards = ("G1", "R7", "P10", "B4", "G9", "R2")

    def stir(frame: int) -> None:
        if len(scene.flights) >= least:
            return
        src = layout.slots[frame % 6]
        dst = layout.piles["discards"] if frame % 2 else layout.offering
        fly_own(scene, Flight(cards[frame % 6], "auction",
                              (src.x, src.y, src.w, src.h), (dst.x, dst.y, src.w, src.h),
                              scene.anim, 0.3, lift=src.h * 0.12))

    return stir
