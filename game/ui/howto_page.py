"""One page of a game's how-to-play screen: a title, a paragraph and a picture.

The picture is drawn by a function of the page's game, given the how-to-play scene as its pen
(cards, card backs, captions, arrows at the window's scale), the surface and its area.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.scenes.howto import HowToPlayScene

Picture = Callable[["HowToPlayScene", pygame.Surface, pygame.Rect], None]


@dataclass(frozen=True)
class HowToPage:
    """``wide`` pages put the picture under the text across the whole panel."""

    title: str
    text: str
    picture: Picture
    wide: bool = False
