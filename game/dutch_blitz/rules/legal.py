"""Legal moves for a seat, computed from what that seat can see.

The bots choose among these, and the UI lights up the targets of a dragged card with
``targets_for``; both use the same placement rules as the engine.
"""

from __future__ import annotations

from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.engine import fits_dutch, fits_post
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle, Stack
from game.dutch_blitz.rules.state import BLITZ, DUTCH_NEW, WOOD, TableState, dutch, post
from game.dutch_blitz.rules.view import SeatView, view_of


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
    """Every move the seat may make now: plays, then stacks, then the hand and Wood actions."""
    if view.over:
        return []
    seat = view.me.seat
    moves: list[Move] = [
        Play(seat, source, target, card)
        for source, card in sources(view)
        for target in targets_for(view, source, card)
    ]
    if view.rules.move_post_stack:
        posts = view.me.posts
        for i, moving in enumerate(posts):
            for j, onto in enumerate(posts):
                if i != j and moving and onto and fits_post(moving[0], onto[-1]):
                    moves.append(Stack(seat, post(i), post(j)))
    if view.me.hand_count:
        moves.append(Flip(seat))
    elif view.me.wood_count:
        moves.append(Recycle(seat))
        if view.may_rotate:
            moves.append(Recycle(seat, rotate=True))
    return moves


def legal_moves_for(state: TableState, seat: int) -> list[Move]:
    return legal_moves(view_of(state, seat))
