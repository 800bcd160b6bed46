"""Legal moves for a seat, computed from what that seat can see.

The bots choose among these, and the UI lights up the targets of a dragged card with
``targets_for``; both use the same placement rules as the engine.
"""

from __future__ import annotations

from typing import Final

from game.core.fast import maker
from game.dutch_blitz.rules.cards import HIGHEST, NEXT_CODE, Card
from game.dutch_blitz.rules.engine import fits_dutch, fits_post
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle, Stack
from game.dutch_blitz.rules.state import (
    BLITZ,
    DUTCH_NEW,
    MAX_SEATS,
    WOOD,
    TableState,
    dutch,
    post,
)
from game.dutch_blitz.rules.view import DutchView, SeatView, view_of
from game.dutch_blitz.rules.wants import pile_wants


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
    piles, wants = _last_wants[0]
    if piles is not view.dutch:
        piles = view.dutch
        wants = _dutch_wants(piles)
        _last_wants[0] = (piles, wants)
    return _legal(me.seat, me.posts, me.blitz_top, me.wood_top, me.hand_count, me.wood_count,
                  view.may_rotate, view.rules.move_post_stack, wants)


def legal_moves_at(state: TableState, seat: int) -> list[Move]:
    """``legal_moves(view_of(state, seat))`` read from the table itself, no view built (for a
    bot that plans on the table it is at). ``seat`` is a seat at the table."""
    if state.over is not None:
        return []
    me = state.seats[seat]
    wants = pile_wants(state.dutch)
    blitz, wood = me.blitz, me.wood
    hand = me.hand
    rotate = not hand and bool(wood) and not me.moved_since_turnover  # ``may_rotate``
    return _legal(seat, me.posts, blitz[-1] if blitz else None, wood[-1] if wood else None,
                  len(hand), len(wood), rotate, state.rules.move_post_stack, wants)


def _legal(seat: int, posts: tuple[tuple[Card, ...], ...], blitz_top: Card | None,
           wood_top: Card | None, hand_count: int, wood_count: int, rotate: bool,
           stacks: bool, wants: dict[str, list[str]]) -> list[Move]:
    moves: list[Move] = []
    known = _last_posts[seat] if 0 <= seat < MAX_SEATS else None
    if known is not None and known[0] is posts:
        tops, builds = known[1], known[2]
    else:
        tops, builds = _post_parts(posts)
        if 0 <= seat < MAX_SEATS:
            _last_posts[seat] = (posts, tops, builds)
    plays = _PLAYS[seat] if 0 <= seat < MAX_SEATS else {}
    picked = [(source, card, builds.get(2 * card.number + card.is_boy, ()))
              for source, card in ((BLITZ, blitz_top), (WOOD, wood_top)) if card is not None]
    for source, card, onto in (*picked, *tops):  # the Blitz and Wood tops, then the Posts'
        code = card.code
        if card.number == 1:
            moves.append(plays.get((source, DUTCH_NEW, code))
                         or _made(plays, seat, source, DUTCH_NEW, card))
        else:
            for target in wants.get(code, ()):
                moves.append(plays.get((source, target, code))
                             or _made(plays, seat, source, target, card))
        for place in onto:
            moves.append(plays.get((source, place, code))
                         or _made(plays, seat, source, place, card))
    if stacks:
        for i, moving in enumerate(posts):
            for j, under in enumerate(posts):
                if i != j and moving and under and fits_post(moving[0], under[-1]):
                    moves.append(Stack(seat, post(i), post(j)))
    if hand_count:
        moves.append(_FLIPS[seat] if 0 <= seat < len(_FLIPS) else Flip(seat))
    elif wood_count:
        moves.append(_RECYCLES[seat] if 0 <= seat < len(_RECYCLES) else Recycle(seat))
        if rotate:
            moves.append(Recycle(seat, rotate=True))
    return moves


PostTops = list[tuple[str, Card, list[str]]]


def _post_parts(posts: tuple[tuple[Card, ...], ...]) -> tuple[PostTops, dict[int, list[str]]]:
    """The Post piles' tops with their places and the other Post piles each builds on, and the
    places by the card each takes next (a key of the number and gender: one lower, the other
    gender; a card's own key is twice its number plus one for a boy)."""
    names = _POST_NAMES if len(posts) <= len(_POST_NAMES) else _post_names(len(posts))
    builds: dict[int, list[str]] = {}
    for index, pile in enumerate(posts):
        if pile:
            top = pile[-1]
            builds.setdefault(2 * top.number - 2 + (not top.is_boy), []).append(names[index])
    tops: PostTops = []
    for index, pile in enumerate(posts):
        if pile:
            top, name = pile[-1], names[index]
            onto = builds.get(2 * top.number + top.is_boy)
            tops.append((name, top, [place for place in onto if place != name] if onto else []))
    return tops, builds


_last_posts: Final[list[tuple[tuple[tuple[Card, ...], ...], PostTops,
                              dict[int, list[str]]] | None]] = [None] * MAX_SEATS
"""Per seat number, its Post piles last seen and their parts: a flip or a play from the Wood
leaves a seat's Post piles as the very same tuple."""

_play: Final = maker(Play)
_PLAYS: Final[tuple[dict[tuple[str, str, str], Play], ...]] = tuple({} for _ in range(MAX_SEATS))
"""Per seat number, every play it has been offered, by source, target and card code: a play is
immutable, so each legal-move list offers the same object again instead of building one (a
seat has at most a few thousand different plays)."""


def _made(plays: dict[tuple[str, str, str], Play], seat: int, source: str, target: str,
          card: Card) -> Play:
    """The play of ``card`` from ``source`` to ``target``, kept in ``plays`` for next time."""
    made = plays[source, target, card.code] = _play(seat, source, target, card)
    return made


_FLIPS: Final = tuple(Flip(seat) for seat in range(MAX_SEATS))
_RECYCLES: Final = tuple(Recycle(seat) for seat in range(MAX_SEATS))
"""Moves are immutable: every legal-move list of a seat may hold the same ``Flip`` and
``Recycle``."""


def _post_names(count: int) -> tuple[str, ...]:
    return tuple(post(index) for index in range(count))


_POST_NAMES: Final = _post_names(8)
_DUTCH_NAMES: Final = tuple(dutch(index) for index in range(64))



def _dutch_wants(piles: tuple[DutchView, ...]) -> dict[str, list[str]]:
    """For each card (by its code) some Dutch pile takes next, those piles in index order."""
    wants: dict[str, list[str]] = {}
    names = _DUTCH_NAMES
    for pile in piles:
        top = pile.top
        if top.number < HIGHEST:
            index = pile.index
            name = names[index] if 0 <= index < len(names) else dutch(index)
            code = NEXT_CODE.get(top.code) or f"{top.colour}{top.number + 1}"
            wants.setdefault(code, []).append(name)
    return wants


_last_wants: Final[list[tuple[tuple[DutchView, ...], dict[str, list[str]]]]] = [((), {})]
"""The Dutch piles' views last asked about and what they want: every view of one table shares
them (see ``view``), and so do the tables between two Dutch plays."""


def legal_moves_for(state: TableState, seat: int) -> list[Move]:
    return legal_moves(view_of(state, seat))
