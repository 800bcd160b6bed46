"""Dutch Auction's pygame side: the game's ``ui_module``.

The shared app imports this package lazily (through ``GameDefinition.ui_module``) and calls
``make_ui(services)`` once; the returned ``AuctionUI`` opens the table, serves the title's
Continue and gives the shared screens the how-to pages, the replay viewer and pictures. Inside:
the session over the authority and the bot scheduler, the layout (pure geometry), the painter,
the table scene's parts (input, actions, animation, overlays), the pile viewer, the coach line
and trail words, the coached first game (its lessons, the tip bubble, its score sheet), the
score sheet, the how-to pages and the replay viewer.
"""

from __future__ import annotations

from game.auction.ui.game_ui import GAME_ID, UI_OPTIONS, AuctionUI, auction_ui
from game.ui.services import Services


def make_ui(services: Services) -> AuctionUI:
    return AuctionUI(services)


__all__ = ["GAME_ID", "UI_OPTIONS", "AuctionUI", "auction_ui", "make_ui"]
