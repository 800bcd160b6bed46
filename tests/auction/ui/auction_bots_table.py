"""A Dutch Auction table whose two seats are played by quick casual bots (the tables of the
kept-layer tests: the chooser shows while the bot in your seat decides)."""

from __future__ import annotations

from typing import Any

from table_support import hosted_ui

from game.core.seats import SeatSpec
from game.ui.app import App
from game.ui.table.scene import TableScene

Table = TableScene[Any, Any, Any, Any]


def bots_table(app: App, seed: int) -> Table:
    """Both seats played by bots, quickly, on ``app``'s table after its first frame."""
    ui = hosted_ui(app, "auction")
    seats = [SeatSpec("You", "bot", "casual"), SeatSpec("Anna", "bot", "casual")]
    ui.session = ui.new_session(seed, seats, {}, pace_scale=0.3)
    ui.show_table(ui.session)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    return scene
