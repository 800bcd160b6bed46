"""What one seat may see of the table: no hidden card of any seat, not even its own hand order.

A seat sees its own Post piles, Blitz top and count, Wood top and count, and how many cards
are in its hand; the same of every rival; and the Dutch piles. The bots decide from this alone.
"""

from __future__ import annotations

from typing import Final

from game.core.fast import immutable, maker
from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.engine import may_rotate
from game.dutch_blitz.rules.places import Place, parse_place
from game.dutch_blitz.rules.state import MAX_SEATS, DutchPile, Rules, SeatState, TableState


@immutable
class PilesView:
    """The visible side of one seat's cards."""

    seat: int
    posts: tuple[tuple[Card, ...], ...]
    blitz_top: Card | None
    blitz_count: int
    wood_top: Card | None
    wood_count: int
    hand_count: int

    def top(self, place: str | Place) -> Card | None:
        """The top card of ``blitz``, ``wood`` or ``post:N`` (None when empty or no such pile)."""
        where = place if isinstance(place, Place) else parse_place(place)
        if where is None:
            return None
        if where.kind == "blitz":
            return self.blitz_top
        if where.kind == "wood":
            return self.wood_top
        index = where.index
        if where.kind == "post" and index is not None and index < len(self.posts):
            pile = self.posts[index]
            return pile[-1] if pile else None
        return None


@immutable
class DutchView:
    """A Dutch pile as everyone sees it: its colour, top card and height."""

    index: int
    top: Card
    size: int

    @property
    def colour(self) -> str:
        return self.top.colour

    @property
    def complete(self) -> bool:
        return self.top.number == 10


@immutable
class SeatView:
    """Everything ``me.seat`` may know when deciding what to do."""

    rules: Rules
    me: PilesView
    may_rotate: bool
    rivals: tuple[PilesView, ...]
    dutch: tuple[DutchView, ...]
    over: bool


_new_piles: Final = maker(PilesView)
_new_dutch: Final = maker(DutchView)
_new_view: Final = maker(SeatView)


def _piles_view(seat_no: int, seat: SeatState) -> PilesView:
    blitz, wood = seat.blitz, seat.wood
    return _new_piles(seat_no, seat.posts, blitz[-1] if blitz else None, len(blitz),
                      wood[-1] if wood else None, len(wood), len(seat.hand))


_last_dutch: list[tuple[tuple[DutchPile, ...], tuple[DutchView, ...]]] = [((), ())]
"""The Dutch piles last seen and their views: a play changes one pile, so the next table's
views of the others are the same objects as before."""


def _dutch_views(dutch: tuple[DutchPile, ...]) -> tuple[DutchView, ...]:
    old_piles, old_views = _last_dutch[0]
    if dutch is old_piles:
        return old_views
    known = len(old_piles)
    views = tuple([
        old_views[i] if i < known and old_piles[i] is pile
        else _new_dutch(i, pile.cards[-1], len(pile.cards))
        for i, pile in enumerate(dutch)])
    _last_dutch[0] = (dutch, views)
    return views


_last_piles: Final[list[tuple[SeatState | None, PilesView | None]]] = [
    (None, None) for _ in range(MAX_SEATS)]
"""Per seat number, the seat's state last seen and what everyone sees of it. A move rebuilds
only the mover's seat, so the other seats' views are reused as they are. (Holding the state
keeps its identity from being reused while it is compared.)"""


def piles_view(seat_no: int, seat: SeatState) -> PilesView:
    """What everyone sees of ``seat`` (the same object while the seat's piles are unchanged)."""
    if not 0 <= seat_no < MAX_SEATS:
        return _piles_view(seat_no, seat)
    last_seat, last_view = _last_piles[seat_no]
    if last_seat is seat and last_view is not None:
        return last_view
    view = _piles_view(seat_no, seat)
    _last_piles[seat_no] = (seat, view)
    return view


def view_of(state: TableState, seat_no: int) -> SeatView:
    """The table as ``seat_no`` sees it."""
    seats = state.seats
    seat = seats[seat_no]
    if len(seats) > MAX_SEATS or seat_no < 0:
        return SeatView(state.rules, _piles_view(seat_no, seat), may_rotate(seat),
                        tuple(_piles_view(i, s) for i, s in enumerate(seats) if i != seat_no),
                        _dutch_views(state.dutch), state.over is not None)
    last = _last_piles
    piles: list[PilesView] = []
    for number, each in enumerate(seats):
        last_seat, view = last[number]
        if last_seat is not each or view is None:
            view = _piles_view(number, each)
            last[number] = (each, view)
        piles.append(view)
    return _new_view(
        state.rules, piles[seat_no],
        not seat.hand and bool(seat.wood) and not seat.moved_since_turnover,  # may_rotate
        tuple(piles[:seat_no] + piles[seat_no + 1:]), _dutch_views(state.dutch),
        state.over is not None)
