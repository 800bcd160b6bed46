"""One page of a game's how-to-play screen: a title, a paragraph and a picture.

The picture is drawn by a function of the page's game, given the how-to-play scene as its pen
(cards, card backs, captions, arrows at the window's scale), the surface and its area.
``key_help_picture`` makes the picture of a table's controls from its rows of keys.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import palette
from game.ui.widgets import INK, blit_text

if TYPE_CHECKING:
    from game.ui.scenes.howto import HowToPlayScene

Picture = Callable[["HowToPlayScene", pygame.Surface, pygame.Rect], None]


@dataclass(frozen=True)
class HowToPage:
    """``wide`` pages put the picture under the text across the whole panel."""

    title: str
    text: str
    """An id marked with ``N_`` (translated when drawn), as ``title``."""
    picture: Picture
    wide: bool = False


def key_help_picture(rows: Sequence[tuple[str, str]]) -> Picture:
    """A picture of the controls: each row's keys in a dark chip, what they do beside it (the
    rows that fit)."""

    def picture(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
        size = 18
        key_w = int(area.width * 0.28)
        line_h = int(pen.px(size) * 1.5)
        y = area.y
        for keys, what in rows:
            if y + line_h > area.bottom:
                break
            chip = pen.style.fitted(_(keys), size * 0.9, palette.PAPER, True,
                                    key_w - pen.px(16))
            box = pygame.Rect(area.x, y, min(key_w, chip.get_width() + pen.px(16)), line_h - 4)
            pygame.draw.rect(surface, INK, box, border_radius=pen.px(6))
            surface.blit(chip, chip.get_rect(midleft=(box.x + pen.px(8), box.centery)))
            blit_text(surface, pen.style.text(_(what), size, INK), "midleft",
                      (area.x + key_w + pen.px(16), box.centery))
            y += line_h

    return picture
