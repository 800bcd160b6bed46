"""The stalemate rule of Dutch Blitz (ruling 9): who is idle, and whether any seat can still make
progress (see ``engine``'s docstring for what progress is).

A seat can make progress with a Dutch play from any of its tops, a Blitz card that fits one of
its Post piles, or a Post-to-Post move that empties a Post slot for its Blitz card to refill.
"""

from __future__ import annotations

from typing import Final

from game.dutch_blitz.rules.placement import fits_dutch, fits_post
from game.dutch_blitz.rules.state import DutchPile, SeatState, TableState

STALEMATE_RECYCLES: Final = 3


def _all_idle(seats: tuple[SeatState, ...]) -> bool:
    for seat in seats:
        if seat.idle_recycles < STALEMATE_RECYCLES and (seat.hand or seat.wood):
            return False
    return True


def frees_a_post(seat: SeatState, move_post_stack: bool = False) -> bool:
    """A Post-to-Post move would empty a Post slot, which the Blitz top then refills: a Post
    pile's only card fits another Post pile's top (or, with ``move_post_stack``, a whole pile's
    bottom card does)."""
    if not seat.blitz:
        return False
    posts = seat.posts
    for source, moving in enumerate(posts):
        if not moving or (len(moving) > 1 and not move_post_stack):
            continue
        if any(onto and target != source and fits_post(moving[0], onto[-1])
               for target, onto in enumerate(posts)):
            return True
    return False


def has_progress_play(seat: SeatState, dutch: tuple[DutchPile, ...],
                      move_post_stack: bool = False) -> bool:
    """A Dutch play from any top, a Blitz card that fits one of the seat's Post piles, or a
    Post-to-Post move that empties a Post slot for the Blitz card (``frees_a_post``)."""
    tops = [pile[-1] for pile in seat.posts if pile]
    blitz_top = seat.blitz[-1] if seat.blitz else None
    if blitz_top is not None:
        tops.append(blitz_top)
    if seat.wood:
        tops.append(seat.wood[-1])
    for card in tops:
        if card.number == 1 or any(fits_dutch(card, pile.top) for pile in dutch):
            return True
    return blitz_top is not None and (
        any(pile and fits_post(blitz_top, pile[-1]) for pile in seat.posts)
        or frees_a_post(seat, move_post_stack))


def is_stalemate(state: TableState) -> bool:
    """True when no seat can get a card out any more (see the module docstring)."""
    if not _all_idle(state.seats):
        return False
    stacks = state.rules.move_post_stack
    return not any(has_progress_play(seat, state.dutch, stacks) for seat in state.seats)
