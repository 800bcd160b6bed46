"""Blitz (31)'s pygame side: the game's ``ui_module``.

The shared app imports this package lazily (through ``GameDefinition.ui_module``) and calls
``make_ui(services)`` once; the returned ``ThirtyOneUI`` opens the table, serves the title's
Continue, and gives the shared screens this game's how-to pages, replay viewer and pictures.
Inside: the table scene joined from its input controller and animation director over shared
table parts, the painter and layout, the showdown panel, the game results, the session over the
authority, the how-to pages and the replay viewer.
"""

from __future__ import annotations

from game.thirty_one.ui.game_ui import GAME_ID, UI_OPTIONS, ThirtyOneUI, thirty_one_ui
from game.ui.services import Services


def make_ui(services: Services) -> ThirtyOneUI:
    return ThirtyOneUI(services)


__all__ = ["GAME_ID", "UI_OPTIONS", "ThirtyOneUI", "make_ui", "thirty_one_ui"]
