"""Blitz (31)'s pygame side: the game's ``ui_module``.

The shared app imports this package lazily (through ``GameDefinition.ui_module``) and calls
``make_ui(services)`` once; the returned ``ThirtyOneUI`` (the shared table host's screens, see
``game.ui.table``) opens the table, serves the title's Continue, and gives the shared screens
this game's how-to pages, replay viewer and pictures. Inside: the board (``board``: its parts,
motions and input over the painter and layout), the showdown panel, the game results, the
session's hooks, the coach's lessons, the how-to pages and the replay frames.
"""

from __future__ import annotations

from game.thirty_one.ui.game_ui import GAME_ID, UI_OPTIONS, ThirtyOneUI, thirty_one_ui
from game.ui.services import Services


def make_ui(services: Services) -> ThirtyOneUI:
    return ThirtyOneUI(services)


__all__ = ["GAME_ID", "UI_OPTIONS", "ThirtyOneUI", "make_ui", "thirty_one_ui"]
