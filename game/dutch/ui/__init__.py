"""Dutch's pygame side: the game's ``ui_module``.

The shared app imports this package lazily (through ``GameDefinition.ui_module``) and calls
``make_ui(services)`` once; the returned ``DutchUI`` opens the table, serves the title's
Continue and gives the shared screens the how-to pages, the replay viewer and pictures. Inside:
the session over each round's authority and the bot scheduler, the layout (pure geometry), the
painter (from the player's view only), the table scene's parts (input, animation, overlays),
the round results and match sheet, the how-to pages and the replay viewer.
"""

from __future__ import annotations

from game.dutch.ui.game_ui import GAME_ID, UI_OPTIONS, DutchUI, dutch_ui
from game.ui.services import Services


def make_ui(services: Services) -> DutchUI:
    return DutchUI(services)


__all__ = ["GAME_ID", "UI_OPTIONS", "DutchUI", "dutch_ui", "make_ui"]
