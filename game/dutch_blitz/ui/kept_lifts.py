"""A bot's card held up at its full height, kept on the Dutch Blitz table's still layer.

A bot reaching for a pile lifts its top card (it rises, a gold halo round it) and holds it up
until it plays; while the card rises it is drawn every frame over the kept layer, and once up
it lies on the layer (a place of its own, painted again when the card comes up or goes), so a
frame with a bot's card held up draws nothing for it. It lies there under the seats' labels
and the cards in flight, as in a table painted whole; a card still rising that reaches into a
held one puts that one back into the frame, in the order they are drawn (``KeptLabels``).
Your own lifted cards (your pick, with its caption over it) are drawn every frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame
from pygame import Rect

from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.ui.kept_places import seat_places
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.painter_parts import GOLD, LIFT, PainterParts, TableDecor, deck_of
from game.dutch_blitz.ui.seat_labels import LabelFrame
from game.dutch_blitz.ui.seat_painter import SeatPainter


def halo_reach(card: Rect) -> Rect:
    """Where a lifted card and its halo (``_halo``'s spread) lie, a few pixels to spare."""
    spread = 2 * max(4, round(card.height * 0.09)) + 4
    return card.inflate(spread, spread)


@dataclass(frozen=True, eq=False)
class LiftedCard:
    """A bot's card held up at full height over its pile."""

    key: str
    """``lift:`` and the pile's key."""
    card: Card | None
    deck: str
    at: Rect
    rect: Rect
    """The card and its halo."""
    still = True

    def draw(self, surface: pygame.Surface, parts: PainterParts,
             frame: LabelFrame) -> Rect | None:
        halo, card = parts.pictures.haloed_card(surface, self.card, self.deck, self.at, GOLD)
        return halo.union(card)


def held_up(painter: SeatPainter, layout: TableLayout, state: TableState,
            seats: Sequence[SeatInfo], decor: TableDecor) -> list[LiftedCard]:
    """The bots' cards held up at full height, in the order they are drawn."""
    held: list[LiftedCard] = []
    for seat in layout.seats:
        if seat.seat == decor.human:
            continue
        deck = deck_of(seats, seat.seat)
        held += [LiftedCard(f"lift:{key}", card, deck, rect, halo_reach(rect))
                 for key, rect, card, amount in painter.lifted_cards(seat, state, decor)
                 if amount >= 1.0]
    return held


def lift_regions(layout: TableLayout) -> list[tuple[str, Rect]]:
    """The place of each pile's card held up: the pile (a Post pile's whole column), risen
    and with its halo."""
    screen = Rect(0, 0, *layout.size)
    regions: list[tuple[str, Rect]] = []
    for seat in layout.seats:
        rise = round(seat.card[1] * LIFT) + 1
        for place, rect in seat_places(seat):
            area = halo_reach(rect)
            area.top -= rise
            area.height += rise
            regions.append((f"lift:{seat.seat}:{place}", area.clip(screen)))
    return regions


def lift_signatures(painter: SeatPainter, layout: TableLayout, state: TableState,
                    decor: TableDecor) -> dict[str, object]:
    """What each place of a held-up card shows: the card and where (None: none held up)."""
    found: dict[str, object] = {f"lift:{seat.seat}:{place}": None for seat in layout.seats
                                for place, _rect in seat_places(seat)}
    found.update((card.key, (card.card, tuple(card.at)))
                 for card in held_up(painter, layout, state, (), decor))
    return found


def lift_change(name: str, old: object, new: object) -> Rect | None:
    """Where a changed place of a held-up card (``lift_signatures``) needs painting: the
    card that went and the one that came, with their halos (None: not such a place)."""
    if not name.startswith("lift:"):
        return None
    spots = [halo_reach(Rect(signature[1])) for signature in (old, new)
             if isinstance(signature, tuple)]
    return spots[0].unionall(spots[1:]) if spots else None


__all__ = ["LiftedCard", "held_up", "lift_change", "lift_regions", "lift_signatures"]
