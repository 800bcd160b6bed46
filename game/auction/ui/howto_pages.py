"""How to play Dutch Auction (placeholder)."""
from __future__ import annotations

from game.ui.howto_page import HowToPage

PAGES: tuple[HowToPage, ...] = ()
