"""The one place that knows what is legal: check a move against the table and apply it.

``apply(state, move)`` returns ``Applied`` (the new state and the events it caused) or
``Refused`` (with a reason); a refused move changes nothing because states are immutable.

Stalemate (ruling 9 of ``game/dutch_blitz/README.md``). Progress is a card played to a Dutch
pile, any card leaving a Blitz pile (a play or a refill), or a Wood card built onto a Post pile:
each can happen only finitely often in a hand. Every progress event sets each seat's
``idle_recycles`` to 0; each turn-over of the Wood adds 1 for the seat that made it. The hand ends
as a stalemate after an applied move when every seat is idle -- it has turned its Wood over
``STALEMATE_RECYCLES`` times since the last progress (one partial and two full passes through its
hand), or it has no hand and no Wood left -- and no seat has a Dutch play, a Blitz-to-Post build,
or a Post-to-Post move that empties a Post slot for its Blitz card available. The rule reads
only the state, so a replayed record ends its hands exactly where the original did.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final, TypeVar

from game.core.fast import maker
from game.core.outcome import Applied, Refused
from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.events import (
    Event,
    Flipped,
    HandEnded,
    Played,
    Recycled,
    Refilled,
    Stacked,
)
from game.dutch_blitz.rules.moves import Flip, Play, Reason, Recycle, Stack
from game.dutch_blitz.rules.placement import dutch_refusal as dutch_refusal
from game.dutch_blitz.rules.placement import fits_dutch as fits_dutch
from game.dutch_blitz.rules.placement import fits_post as fits_post
from game.dutch_blitz.rules.placement import post_refusal as post_refusal
from game.dutch_blitz.rules.places import Place, parse_place
from game.dutch_blitz.rules.stalemate import STALEMATE_RECYCLES as STALEMATE_RECYCLES
from game.dutch_blitz.rules.stalemate import frees_a_post as frees_a_post
from game.dutch_blitz.rules.stalemate import has_progress_play as has_progress_play
from game.dutch_blitz.rules.stalemate import is_stalemate
from game.dutch_blitz.rules.state import (
    DutchPile,
    HandOver,
    SeatState,
    TableState,
    post_index,
)

FLIP_COUNT: Final = 3

_new_seat: Final = maker(SeatState)
_new_table: Final = maker(TableState)
_applied: Final = maker(Applied)
_played: Final = maker(Played)
_flipped: Final = maker(Flipped)
_refilled: Final = maker(Refilled)
_recycled: Final = maker(Recycled)
_new_pile: Final = maker(DutchPile)
"""The engine's own states, outcomes and events, built without the dataclass ``__init__``
(every value is already checked here: see ``game.core.fast``)."""


Outcome = Applied[TableState, Event] | Refused
"""What ``apply`` answers; narrow it with ``isinstance(outcome, Refused)``."""


# The two placement rules (``dutch_refusal``, ``post_refusal``, ``fits_dutch``, ``fits_post``)
# live in ``placement``; they are named here too, where they have always been asked for.

# --- applying ---------------------------------------------------------------------------------

def apply(state: TableState, move: object, t: float = 0.0) -> Outcome:
    """Check ``move`` against ``state`` as it is now; apply it or say why not.

    ``t`` is accepted for the shared rules-core interface and ignored: no Dutch Blitz rule
    reads the clock. Anything that is not a well-formed move is refused, never raised on.
    """
    if state.over is not None:
        return Refused(Reason.HAND_OVER)
    if type(move) is Flip:  # the moves of almost every step, checked quickest
        if type(move.seat) is not int or not 0 <= move.seat < len(state.seats):
            return Refused(Reason.NO_SUCH_SEAT)
        return _flip(state, move)
    if type(move) is Play:
        if type(move.seat) is not int or not 0 <= move.seat < len(state.seats):
            return Refused(Reason.NO_SUCH_SEAT)
        return _play(state, move, True)
    if not isinstance(move, (Play, Flip, Recycle, Stack)):
        return Refused(Reason.NOT_A_MOVE)
    seat = move.seat
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(state.seats):
        return Refused(Reason.NO_SUCH_SEAT)
    if isinstance(move, Play):
        return _play(state, move, True)
    if isinstance(move, Flip):
        return _flip(state, move)
    if isinstance(move, Recycle):
        if not isinstance(move.rotate, bool):
            return Refused(Reason.NOT_A_MOVE)
        return _recycle(state, move)
    return _stack(state, move, True)


def search_step(state: TableState, move: Play | Stack) -> Outcome:
    """``apply`` for a search that plays a seat's own cards forward: the same checks, state and
    events, except that it never decides whether the hand has ended (no ``HandEnded``, ``over``
    stays None). A search scores the cards moved and ignores the end, and the stalemate check is
    what a step would cost most on a table with few cards left."""
    if state.over is not None:
        return Refused(Reason.HAND_OVER)
    seat = move.seat
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(state.seats):
        return Refused(Reason.NO_SUCH_SEAT)
    if isinstance(move, Play):
        return _play(state, move, False)
    if isinstance(move, Stack):
        return _stack(state, move, False)
    return Refused(Reason.NOT_A_MOVE)


def _seat(
    seat: SeatState, posts: tuple[tuple[Card, ...], ...], blitz: tuple[Card, ...],
    wood: tuple[Card, ...], moved: bool | None = None,
) -> SeatState:
    """``seat`` with new piles (the hand and idle count kept): ``dataclasses.replace`` without
    its cost, on the path every move takes."""
    return _new_seat(posts, blitz, wood, seat.hand,
                     seat.moved_since_turnover if moved is None else moved, seat.idle_recycles)


T = TypeVar("T")


def _put(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    """``items`` with ``item`` at ``index`` (through a list: half the cost of slicing round
    it, on the path every move takes)."""
    changed = list(items)
    changed[index] = item
    return tuple(changed)


def _with_post(seat: SeatState, index: int, pile: tuple[Card, ...]) -> SeatState:
    posts = seat.posts
    return _seat(seat, _put(posts, index, pile), seat.blitz, seat.wood)


def _refill(seat_no: int, seat: SeatState, events: list[Event]) -> SeatState:
    """Fill every empty Post slot from the Blitz top while the Blitz pile has cards."""
    if not seat.blitz or all(seat.posts):
        return seat
    for index, pile in enumerate(seat.posts):
        if not pile and seat.blitz:
            card = seat.blitz[-1]
            posts = _put(seat.posts, index, (card,))
            seat = _seat(seat, posts, seat.blitz[:-1], seat.wood)
            events.append(_refilled(seat_no, index, card))
    return seat


def _onto_dutch(
    dutch: tuple[DutchPile, ...], target: Place, card: Card, seat_no: int
) -> tuple[tuple[DutchPile, ...], int] | Reason:
    """The Dutch piles with ``card`` played onto ``target``, and the pile's index."""
    if target.kind == "dutch_new":
        if card.number != 1:
            return Reason.NEW_PILE_NEEDS_ONE
        return dutch + (_new_pile((card,), (seat_no,)),), len(dutch)
    index = target.index
    if index is None or not 0 <= index < len(dutch):
        return Reason.NO_SUCH_PILE
    refusal = dutch_refusal(card, dutch[index], seat_no)
    if refusal is not None:
        return refusal
    pile = dutch[index]
    return _put(dutch, index, _new_pile(pile.cards + (card,), pile.owners + (seat_no,))), index


def _play(state: TableState, move: Play, ends: bool) -> Outcome:
    """A card from a top to a Dutch or Post pile: the move of almost every step, so the seat is
    rebuilt once, with the refusals checked in the order ``_take``/``_onto_*`` give them."""
    seat_no = move.seat
    source, target = parse_place(move.source), parse_place(move.target)
    wanted = move.card
    if wanted is not None and not isinstance(wanted, Card):
        return Refused(Reason.NOT_A_MOVE)
    old = state.seats[seat_no]
    taken = _take(old, source)
    if isinstance(taken, Reason):
        return Refused(taken)
    assert source is not None
    posts, blitz, wood, card = taken
    if wanted is not None and wanted is not card and wanted != card:
        return Refused(Reason.NOT_ON_TOP)
    dutch = state.dutch
    pile_no: int | None = None
    if target is not None and target.is_dutch:
        placed = _onto_dutch(dutch, target, card, seat_no)
        if isinstance(placed, Reason):
            return Refused(placed)
        dutch, pile_no = placed
    elif target is not None and target.kind == "post":
        built = _onto_post(posts, source, target, card)
        if isinstance(built, Reason):
            return Refused(built)
        posts = built
    else:
        return Refused(Reason.BAD_TARGET)
    events: list[Event] = [_played(  # a plain string that parsed is the record's text already
        seat_no, card, move.source if type(move.source) is str else source.code,
        move.target if type(move.target) is str else target.code, pile_no)]
    seat = _new_seat(posts, blitz, wood, old.hand, True, old.idle_recycles)
    seat = _refill(seat_no, seat, events)
    progress = (
        pile_no is not None
        or source.kind == "blitz"
        or len(events) > 1
        or (source.kind == "wood" and target.kind == "post")
    )
    return _settle(state, seat_no, seat, dutch, events, progress, ends)


def _code(text: object, place: Place) -> str:
    """The record's text of ``place``: a plain string that parsed is that text already (the
    parse is strict), so only anything else is spelled out again."""
    return text if type(text) is str else place.code


Piles = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...], Card]


def _take(seat: SeatState, source: Place | None) -> Piles | Reason:
    """``_take`` as piles (posts, Blitz, Wood) without the card, and the card."""
    kind = source.kind if source is not None else None
    posts, blitz, wood = seat.posts, seat.blitz, seat.wood
    if kind == "blitz":
        return (posts, blitz[:-1], wood, blitz[-1]) if blitz else Reason.EMPTY_SOURCE
    if kind == "wood":
        return (posts, blitz, wood[:-1], wood[-1]) if wood else Reason.EMPTY_SOURCE
    if kind != "post":
        return Reason.BAD_SOURCE
    assert source is not None
    index = source.index
    if index is None or not 0 <= index < len(posts):
        return Reason.BAD_SOURCE
    pile = posts[index]
    if not pile:
        return Reason.EMPTY_SOURCE
    return _put(posts, index, pile[:-1]), blitz, wood, pile[-1]


def _onto_post(
    posts: tuple[tuple[Card, ...], ...], source: Place, target: Place, card: Card
) -> tuple[tuple[Card, ...], ...] | Reason:
    """``_onto_post`` over the Post piles alone (already without ``card``)."""
    index = target.index
    if index is None or not 0 <= index < len(posts):
        return Reason.NO_SUCH_PILE
    if target is source or target == source:
        return Reason.SAME_PILE
    pile = posts[index]
    if not pile:
        return Reason.EMPTY_POST
    refusal = post_refusal(card, pile[-1])
    if refusal is not None:
        return refusal
    return _put(posts, index, pile + (card,))


def _flip(state: TableState, move: Flip) -> Outcome:
    seat = state.seats[move.seat]
    if not seat.hand:
        return Refused(Reason.HAND_EMPTY)
    count = min(FLIP_COUNT, len(seat.hand))
    cards = seat.hand[:-count - 1:-1]
    seat = _new_seat(seat.posts, seat.blitz, seat.wood + cards, seat.hand[:-count],
                     seat.moved_since_turnover, seat.idle_recycles)
    return _settle(state, move.seat, seat, state.dutch, [_flipped(move.seat, cards)], False,
                   True)


def may_rotate(seat: SeatState) -> bool:
    """The gridlock rotate: only as part of a turn-over, and only when stuck."""
    return not seat.hand and bool(seat.wood) and not seat.moved_since_turnover


def _recycle(state: TableState, move: Recycle) -> Outcome:
    seat = state.seats[move.seat]
    if seat.hand:
        return Refused(Reason.HAND_NOT_EMPTY)
    if not seat.wood:
        return Refused(Reason.NOTHING_TO_RECYCLE)
    if move.rotate and not may_rotate(seat):
        return Refused(Reason.ROTATE_NOT_ALLOWED)
    wood = seat.wood
    if move.rotate:
        wood = wood[-1:] + wood[:-1]
    seat = _new_seat(seat.posts, seat.blitz, (), wood[::-1], False, seat.idle_recycles + 1)
    events: list[Event] = [_recycled(move.seat, move.rotate)]
    return _settle(state, move.seat, seat, state.dutch, events, False, True)


def _stack(state: TableState, move: Stack, ends: bool) -> Outcome:
    if not state.rules.move_post_stack:
        return Refused(Reason.STACK_DISABLED)
    seat = state.seats[move.seat]
    if not isinstance(move.source, str) or not isinstance(move.target, str):
        return Refused(Reason.NOT_A_MOVE)
    source, target = post_index(move.source), post_index(move.target)
    if source is None or not 0 <= source < len(seat.posts):
        return Refused(Reason.BAD_SOURCE)
    if target is None or not 0 <= target < len(seat.posts):
        return Refused(Reason.NO_SUCH_PILE)
    if source == target:
        return Refused(Reason.SAME_PILE)
    moving, onto = seat.posts[source], seat.posts[target]
    if not moving:
        return Refused(Reason.EMPTY_SOURCE)
    if not onto:
        return Refused(Reason.EMPTY_POST)
    refusal = post_refusal(moving[0], onto[-1])
    if refusal is not None:
        return Refused(refusal)
    seat = _with_post(_with_post(seat, source, ()), target, onto + moving)
    events: list[Event] = [Stacked(move.seat, moving, move.source, move.target)]
    seat = _refill(move.seat, _seat(seat, seat.posts, seat.blitz, seat.wood, True), events)
    return _settle(state, move.seat, seat, state.dutch, events, len(events) > 1, ends)


def _settle(
    state: TableState,
    seat_no: int,
    seat: SeatState,
    dutch: tuple[DutchPile, ...],
    events: list[Event],
    progress: bool,
    ends: bool,
) -> Applied[TableState, Event]:
    """Put the changed seat back, then (when ``ends``) decide whether the hand has ended."""
    seats = _put(state.seats, seat_no, seat)
    if progress and any(s.idle_recycles for s in seats):
        seats = tuple(s if s.idle_recycles == 0
                      else _new_seat(s.posts, s.blitz, s.wood, s.hand, s.moved_since_turnover, 0)
                      for s in seats)
    new = _new_table(state.rules, seats, dutch, None)
    if not ends:
        return _applied(new, tuple(events))
    if not seat.blitz:
        end = HandOver("blitz", seat_no)
    elif (seat.idle_recycles >= STALEMATE_RECYCLES or not (seat.hand or seat.wood)) \
            and is_stalemate(new):  # a mover still busy cycling its own cards is no stalemate
        end = HandOver("stalemate", None)
    else:
        return _applied(new, tuple(events))
    events.append(HandEnded(end.reason, end.seat))
    return Applied(replace(new, over=end), tuple(events))
