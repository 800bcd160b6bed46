"""Dutch Blitz's pygame side: the game's ``ui_module``.

The shared app imports this package lazily (through ``GameDefinition.ui_module``) and calls
``make_ui(services)`` once; the returned ``BlitzUI`` is this game on the shared table host
(``game.ui.table``). Inside: the board with its input controller, animation director and
overlays (``board``, ``controller``, ``director``, ``overlays``, ``table_parts``), the renderer
and its painters, the Blitz layout, drag/drop targets, keyboard play, the session's hooks, the
results screens, the hand's analysis made ahead, the how-to pages and the replay frames.
"""

from __future__ import annotations

from game.dutch_blitz.ui.game_ui import GAME_ID, UI_OPTIONS, BlitzUI, blitz_ui, match_config
from game.ui.services import Services


def make_ui(services: Services) -> BlitzUI:
    return BlitzUI(services)


__all__ = ["GAME_ID", "UI_OPTIONS", "BlitzUI", "blitz_ui", "make_ui", "match_config"]
