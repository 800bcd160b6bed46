"""Where the coach's tip sits on the Blitz (31) table and what it lights: a part the board holds.

``CoachSpots`` answers, from the board's layout and the painter's last token row, where the
thing a tip is about is on screen and what its bubble keeps clear of, and which place of the
table glows for the tip's move (the card to throw, a pile, the Knock button).
"""

from __future__ import annotations

from pygame import Rect

from game.thirty_one.rules.state import Discard, Draw, Knock
from game.thirty_one.ui.parts import TableParts


class CoachSpots:
    """The coach's places on the table of ``parts``."""

    def __init__(self, parts: TableParts) -> None:
        self.parts = parts

    def tip_spot(self, place: str) -> tuple[Rect, Rect | None]:
        """Where the thing a tip about ``place`` is on screen, and what its bubble keeps clear of.

        Your value hint (right) and tokens (left) in your header: the bubble goes above your
        place. The discard pile: right of the piles. The draw pile and the Knock button: left
        of the Knock button (a pointer to the draw pile runs under the button)."""
        layout = self.parts.layout
        header = layout.human.header
        quarter = header.width // 4
        if place == "value":
            return Rect(header.right - quarter, header.y, quarter, header.height), \
                Rect(layout.human.area)
        if place == "tokens":
            discs = self.parts.painter.your_tokens
            if discs is None or not header.contains(discs):
                discs = Rect(header.x, header.y, quarter, header.height)
            return Rect(discs), Rect(layout.human.area)
        stock, knock = layout.stock, layout.knock
        piles = knock.unionall([stock, layout.discard])
        if place == "discard":
            return Rect(layout.discard), piles
        rightwards = Rect(piles.x, piles.y, layout.size[0] - piles.x, piles.height)
        if place == "stock":
            low = Rect(stock.x, stock.y + stock.height * 3 // 4, stock.width, stock.height // 5)
            return low, rightwards
        return Rect(knock), rightwards

    def tip_glow(self) -> str | None:
        """What the tip's move is about glows: the card to throw, the pile, the Knock button."""
        coach = self.parts.session.coach
        move = coach.tip.move if coach is not None and coach.tip is not None else None
        if isinstance(move, Discard):
            return f"card:{move.card}"
        if isinstance(move, Draw):
            return move.source
        return "knock" if isinstance(move, Knock) else None


__all__ = ["CoachSpots"]
