"""The places of the Dutch Blitz table's kept still layer, each painted again on its own: the
score bar, every Dutch pile's place and every pile of every seat (its hand, Wood, Blitz pile
and each Post pile's column). Each place has a signature of what it shows; a move changes a
pile or two, so only their places are painted again and put on the window, not a whole seat
or the whole middle of the table.

A place is large enough for everything its pile paints on the still layer (its glow, the
edges of the cards under it, the Enter ring and its tag); places may overlap (where a changed
place is painted, every pile reaching into it is painted again, clipped to it).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from game.dutch_blitz.rules.places import parse_place
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.ui.layout import SeatLayout, TableLayout
from game.dutch_blitz.ui.painter_parts import TableDecor


def place_regions(layout: TableLayout) -> list[tuple[str, Rect]]:
    """Every place of the still layer and the area it paints in."""
    screen = Rect(0, 0, *layout.size)
    slot = round(layout.dutch_card[1] * 0.4) + round(16 * layout.unit)  # glow, ring, tag
    regions = [("hud", Rect(layout.hud))]
    regions += [(f"dutch:{i}", rect.inflate(slot, slot).clip(screen))
                for i, rect in enumerate(layout.dutch)]
    for seat in layout.seats:
        grow = 2 * round(seat.card[1] * 0.14) + round(16 * layout.unit)
        regions += [(f"seat{seat.seat}:{place}", rect.inflate(grow, grow).clip(screen))
                    for place, rect in seat_places(seat)]
    return regions


def seat_places(seat: SeatLayout) -> list[tuple[str, Rect]]:
    """A seat's piles and where each lies (a Post pile: the column it fans down into)."""
    return [("hand", seat.hand), ("wood", seat.wood), ("blitz", seat.blitz),
            *((f"post:{i}", column) for i, column in enumerate(seat.post_columns))]


@dataclass(frozen=True)
class PlaceIndex:
    """The regions of the parts ``place_regions`` names (the score bar, the Dutch piles, the
    seats' piles), made once a layout, to find in one call the parts reaching into a place
    of the layer being painted again."""

    regions: list[Rect]
    """Every part's region: the score bar's, then the Dutch piles', then each seat's piles'."""
    parts: list[tuple[int, int | str]]
    """Whose each region is: (-2, 0) the score bar, (-1, pile) a Dutch pile, (position of
    the seat in the layout, its place) a seat's pile."""

    def reaching(self, rect: Rect) -> tuple[bool, list[int], dict[int, list[str]]]:
        """The parts whose regions reach into ``rect``: whether the score bar does, the Dutch
        piles that do, and each seat's piles that do, by the seat's position in the layout."""
        hud = False
        piles: list[int] = []
        seats: dict[int, list[str]] = {}
        parts = self.parts
        for found in rect.collidelistall(self.regions):
            owner, name = parts[found]
            if isinstance(name, str):
                seats.setdefault(owner, []).append(name)
            elif owner == -1:
                piles.append(name)
            else:
                hud = True
        return hud, piles, seats


def place_index(layout: TableLayout) -> PlaceIndex:
    """The ``PlaceIndex`` of ``layout``'s parts (``place_regions``)."""
    regions = dict(place_regions(layout))
    names: list[tuple[int, int | str]] = [(-2, 0)]
    names += [(-1, index) for index in range(len(layout.dutch))]
    names += [(position, place) for position, seat in enumerate(layout.seats)
              for place, _rect in seat_places(seat)]
    keys = ["hud", *(f"dutch:{i}" for i in range(len(layout.dutch))),
            *(f"seat{seat.seat}:{place}" for seat in layout.seats
              for place, _rect in seat_places(seat))]
    return PlaceIndex([regions[key] for key in keys], names)


PlaceNames = tuple[tuple[int, tuple[tuple[str, str, str], ...]], ...]
"""Each seat's number and, for each of its piles, the place, its key in the decor
(``seat_key``) and its region's name (``place_names``)."""


def place_names(layout: TableLayout) -> PlaceNames:
    """The names ``place_signatures`` gives each seat's piles (made once a layout)."""
    return tuple((seat.seat, tuple((place, f"{seat.seat}:{place}", f"seat{seat.seat}:{place}")
                                   for place, _rect in seat_places(seat)))
                 for seat in layout.seats)


def place_signatures(state: TableState, decor: TableDecor, layout: TableLayout,
                     names: PlaceNames | None = None) -> dict[str, object]:
    """What each place shows (its pile's cards first: ``_piles`` reads them apart from the
    highlights). The seats' totals are in their labels, drawn over the layer every frame.
    ``names``: ``place_names(layout)``, made already."""
    totals = tuple(decor.totals) if decor.totals is not None else None
    found: dict[str, object] = {"hud": (totals, decor.hand_number, decor.target)}
    found.update(_dutch_signatures(state, decor, len(layout.dutch)))
    # a Dutch pile started or completed changes what "dutch:new" points at
    new = len(state.dutch) if "dutch:new" in decor.glow else None
    hidden, glow, lifted, focus = decor.hidden, decor.glow, decor.lifted, decor.focus
    for number, places in names if names is not None else place_names(layout):
        if number >= state.seat_count:
            continue
        piles = state.seats[number]
        cards: dict[str, object] = {"hand": (len(piles.hand), bool(piles.wood)),
                                    "wood": piles.wood, "blitz": piles.blitz}
        cards.update((f"post:{i}", pile) for i, pile in enumerate(piles.posts))
        for place, key, name in places:
            found[name] = (cards.get(place), hidden.get(key, 0), glow.get(key),
                           lifted.get(key, 0.0) > 0, focus == key, new)
    return found


def _dutch_signatures(state: TableState, decor: TableDecor, slots: int) -> dict[str, object]:
    """What each Dutch pile's place shows: its pile (none yet), the cards of it in flight, its
    glow, the new pile's glow where the next pile starts, and the Enter ring."""
    new_slot = len(state.dutch)
    focus = parse_place(decor.focus)
    ringed = None if focus is None or not focus.is_dutch else (
        new_slot if focus.index is None else focus.index)
    found: dict[str, object] = {}
    for index in range(slots):
        key = f"dutch:{index}"
        found[key] = (state.dutch[index] if index < new_slot else None,
                      decor.hidden.get(key, 0), decor.glow.get(key),
                      decor.glow.get("dutch:new") if index == new_slot else None,
                      index == ringed)
    return found


__all__ = ["PlaceIndex", "PlaceNames", "place_index", "place_names", "place_regions",
           "place_signatures", "seat_places"]
