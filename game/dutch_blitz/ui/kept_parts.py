"""The parts of the Dutch Blitz table's still layer and what each shows: every place's region
(the piles' places, ``kept_places``; the bot seats' headers, ``seat_labels``; the places of the
bots' cards held up, ``kept_lifts``) and their signatures. The regions are made once a layout;
the signatures once per change of the table or of what they read of the decor (every frame
``TableRenderer.base_key`` asks for them, then ``paint_base`` with the same table and decor).
"""

from __future__ import annotations

from pygame import Rect

from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.ui.kept_lifts import lift_regions, lift_signatures
from game.dutch_blitz.ui.kept_places import (
    PlaceIndex,
    PlaceNames,
    place_index,
    place_names,
    place_regions,
    place_signatures,
)
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.painter_parts import TableDecor
from game.dutch_blitz.ui.seat_labels import header_regions, header_signatures
from game.dutch_blitz.ui.seat_painter import SeatPainter


class KeptParts:
    """A table's still-layer parts for the last layout, and the last frame's signatures."""

    def __init__(self, painter: SeatPainter) -> None:
        self.painter = painter
        self._layout: tuple[TableLayout, dict[str, Rect], PlaceNames, PlaceIndex] | None \
            = None
        self._signed: tuple[TableLayout, TableState, tuple[object, ...], dict[str, object]] \
            | None = None

    @staticmethod
    def region_list(layout: TableLayout) -> list[tuple[str, Rect]]:
        """Areas of the base layer that are redrawn on their own when their part changes."""
        return place_regions(layout) + header_regions(layout) + lift_regions(layout)

    def regions(self, layout: TableLayout) -> dict[str, Rect]:
        """``region_list`` by name, made once a layout (not to be changed)."""
        return self._made(layout)[1]

    def index(self, layout: TableLayout) -> PlaceIndex:
        """The piles' and the score bar's regions, to find those reaching into a place (made
        once a layout)."""
        return self._made(layout)[3]

    def _made(self, layout: TableLayout) -> tuple[TableLayout, dict[str, Rect], PlaceNames,
                                                  PlaceIndex]:
        if self._layout is None or self._layout[0] is not layout:
            self._layout = (layout, dict(self.region_list(layout)), place_names(layout),
                            place_index(layout))
        return self._layout

    def made_signatures(self, layout: TableLayout, state: TableState,
                        decor: TableDecor) -> dict[str, object]:
        """What each part shows (a new dict: the caller may change it)."""
        return place_signatures(state, decor, layout, self._made(layout)[2]) \
            | header_signatures(layout, decor) \
            | lift_signatures(self.painter, layout, state, decor)

    def signatures(self, layout: TableLayout, state: TableState,
                   decor: TableDecor) -> dict[str, object]:
        """``made_signatures``, made again only when the layout, the table or what they read
        of the decor changed (``signed_decor``; not to be changed)."""
        signed = self._signed
        seen = signed_decor(decor)
        if signed is None or signed[0] is not layout or signed[1] is not state \
                or signed[2] != seen:
            signed = (layout, state, seen, self.made_signatures(layout, state, decor))
            self._signed = signed
        return signed[3]


def signed_decor(decor: TableDecor) -> tuple[object, ...]:
    """What the signatures read of the decor (not its clock, dimming or hand hint, which
    change every frame or lie over the layer): the cards in flight, the glows, the lifted
    cards (whether each is on its way up, which the layer shows as its pile without it, or
    how far up it is held: ``kept_lifts``), the focus ring, the scores, the hand's number and
    target, you."""
    totals = tuple(decor.totals) if decor.totals is not None else None
    lifted = {key: RISING if 0.0 < amount < 1.0 else amount
              for key, amount in decor.lifted.items()}
    return (decor.hidden, decor.glow, lifted, decor.focus, totals, decor.hand_number,
            decor.target, decor.human)


RISING = "rising"
"""A lifted card on its way up (``signed_decor``): how far up it is, the frames draw."""


__all__ = ["RISING", "KeptParts", "signed_decor"]
