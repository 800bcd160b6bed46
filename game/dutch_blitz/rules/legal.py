"""Legal moves for a seat, computed from what that seat can see.

The bots choose among these, and the UI lights up the targets of a dragged card with
``targets_for``; both use the same placement rules as the engine.
"""

from __future__ import annotations

from typing import Final

from game.core.memo import IdentityMemo
from game.dutch_blitz.rules.cards import HIGHEST, Card
from game.dutch_blitz.rules.engine import fits_dutch, fits_post
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle, Stack
from game.dutch_blitz.rules.state import BLITZ, DUTCH_NEW, WOOD, TableState, dutch, post
from game.dutch_blitz.rules.view import DutchView, SeatView, view_of


def sources(view: SeatView) -> list[tuple[str, Card]]:
    """Every top card the seat may pick up, with its place."""
    me = view.me
    found: list[tuple[str, Card]] = []
    if me.blitz_top is not None:
        found.append((BLITZ, me.blitz_top))
    if me.wood_top is not None:
        found.append((WOOD, me.wood_top))
    for index, pile in enumerate(me.posts):
        if pile:
            found.append((post(index), pile[-1]))
    return found


def targets_for(view: SeatView, source: str, card: Card) -> list[str]:
    """Where ``card`` (on top of ``source``) may go now: Dutch piles first, then Post piles."""
    if view.over:
        return []
    found: list[str] = []
    if card.number == 1:
        found.append(DUTCH_NEW)
    else:
        for pile in view.dutch:
            if fits_dutch(card, pile.top):
                found.append(dutch(pile.index))
    for index, post_pile in enumerate(view.me.posts):
        place = post(index)
        if place != source and post_pile and fits_post(card, post_pile[-1]):
            found.append(place)
    return found


def legal_moves(view: SeatView) -> list[Move]:
    """Every move the seat may make now: plays, then stacks, then the hand and Wood actions.

    The same list, in the same order, as asking ``targets_for`` of every source; the Dutch
    piles are read once per call (which card each one wants next), not once per source.
    """
    if view.over:
        return []
    me = view.me
    seat = me.seat
    moves: list[Move] = []
    wants = _WANTS(view.dutch)
    builds: dict[tuple[int, bool], list[str]] = {}
    for index, pile in enumerate(me.posts):
        if pile:
            top = pile[-1]
            builds.setdefault((top.number - 1, not top.is_boy), []).append(_post_name(index))
    for source, card in sources(view):
        if card.number == 1:
            moves.append(Play(seat, source, DUTCH_NEW, card))
        else:
            for target in wants.get((card.colour, card.number), ()):
                moves.append(Play(seat, source, target, card))
        for place in builds.get((card.number, card.is_boy), ()):
            if place != source:
                moves.append(Play(seat, source, place, card))
    if view.rules.move_post_stack:
        posts = me.posts
        for i, moving in enumerate(posts):
            for j, onto in enumerate(posts):
                if i != j and moving and onto and fits_post(moving[0], onto[-1]):
                    moves.append(Stack(seat, post(i), post(j)))
    if me.hand_count:
        moves.append(Flip(seat))
    elif me.wood_count:
        moves.append(Recycle(seat))
        if view.may_rotate:
            moves.append(Recycle(seat, rotate=True))
    return moves


_POST_NAMES: Final = tuple(post(index) for index in range(8))


def _post_name(index: int) -> str:
    return _POST_NAMES[index] if index < len(_POST_NAMES) else post(index)


def _dutch_wants(piles: tuple[DutchView, ...]) -> dict[tuple[str, int], list[str]]:
    """For each (colour, number) some Dutch pile takes next, those piles in index order."""
    wants: dict[tuple[str, int], list[str]] = {}
    for pile in piles:
        top = pile.top
        if top.number < HIGHEST:
            wants.setdefault((top.colour, top.number + 1), []).append(dutch(pile.index))
    return wants


_WANTS: Final = IdentityMemo(_dutch_wants)
"""By the identity of a view's Dutch piles (shared by every view of one table: see ``view``)."""


def legal_moves_for(state: TableState, seat: int) -> list[Move]:
    return legal_moves(view_of(state, seat))
