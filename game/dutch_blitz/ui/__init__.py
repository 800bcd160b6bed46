"""Dutch Blitz's pygame side: the game's ``ui_module``.

The shared app imports this package lazily (through ``GameDefinition.ui_module``) and calls
``make_ui(services)`` once; the returned ``BlitzUI`` opens the table (``start``), serves the
title's Continue, and gives the shared screens this game's how-to pages, replay viewer and
pictures. Inside: the table scene with its input controller, animation director and overlays
(``table_scene``, ``controller``, ``director``, ``overlays``), the renderer and its painters,
the Blitz layout, drag/drop targets, keyboard play, the session over the authority, the
results screens, the how-to pages and the replay model and viewer.
"""

from __future__ import annotations

from game.dutch_blitz.ui.game_ui import GAME_ID, UI_OPTIONS, BlitzUI, blitz_ui, match_config
from game.ui.services import Services


def make_ui(services: Services) -> BlitzUI:
    return BlitzUI(services)


__all__ = ["GAME_ID", "UI_OPTIONS", "BlitzUI", "blitz_ui", "make_ui", "match_config"]
