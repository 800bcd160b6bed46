"""Bot policies: choose a move from what the seat can see; the core decides legality.

A policy reads only its seat's ``SeatView`` (own piles and hand count, the Dutch piles, the
rivals' visible cards) plus ``unnoticed``: Dutch piles a rival changed too recently for this bot
to have seen yet. At a table (``choose_at``) it reads those same visible parts from the table's
state instead of a view built for every decision: its own piles' visible side (``piles_view``),
the Dutch tops and the rivals' top cards; never a hidden card. It never stalls the table: when
it has nothing better it flips, and with an empty hand it turns the Wood over.

``LevelPolicy`` plays by a ``Judgement``: how often it overlooks a playable card, whether it
plays the Blitz pile first, how far it looks ahead over its own piles, how often it makes a
"Dutch!" mistake (an attempt the table refuses), and whether it uses the gridlock rotate.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import NamedTuple, Protocol

from game.dutch_blitz.bots.lookahead import Search, Weights
from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.legal import legal_moves, legal_moves_at, sources
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle, Stack
from game.dutch_blitz.rules.places import is_dutch_place, kind_of
from game.dutch_blitz.rules.state import (
    BLITZ,
    DUTCH_NEW,
    WOOD,
    TableState,
    dutch,
    dutch_index,
    post,
    post_index,
)
from game.dutch_blitz.rules.view import SeatView, piles_view, view_of

SOURCE_PREFERENCE = {"blitz": 0, "post": 1, "wood": 2}
NOTHING: frozenset[int] = frozenset()


class Policy(Protocol):
    def choose(
        self, view: SeatView, rng: random.Random, unnoticed: frozenset[int] = NOTHING
    ) -> Move | None: ...


def source_rank(move: Play) -> int:
    return SOURCE_PREFERENCE.get(kind_of(move.source) or "", len(SOURCE_PREFERENCE))


def to_dutch(move: Move) -> bool:
    return isinstance(move, Play) and is_dutch_place(move.target)


def frees_blitz_card(view: SeatView, move: Move) -> bool:
    """The move takes the Blitz top away, or empties a Post slot so the Blitz top refills it."""
    return frees_blitz(view.me.posts, move)


def frees_blitz(posts: tuple[tuple[Card, ...], ...], move: Move) -> bool:
    """``frees_blitz_card`` from the seat's Post piles alone."""
    if isinstance(move, Stack):
        return True
    if not isinstance(move, Play) or is_dutch_place(move.target):
        return False
    if move.source == BLITZ:
        return True
    index = post_index(move.source)
    return index is not None and len(posts[index]) == 1


def is_contested(view: SeatView, move: Move) -> bool:
    """A Dutch play that a rival could also make now with one of its visible top cards."""
    if not isinstance(move, Play) or move.card is None:
        return False
    index = dutch_index(move.target)
    if index is None or not 0 <= index < len(view.dutch):
        return False
    top = view.dutch[index].top
    colour, wanted = top.colour, top.number + 1  # what ``fits_dutch`` asks of a card
    for rival in view.rivals:
        for card in (rival.blitz_top, rival.wood_top):
            if card is not None and card.number == wanted and card.colour == colour:
                return True
        for pile in rival.posts:
            if pile and pile[-1].number == wanted and pile[-1].colour == colour:
                return True
    return False


def is_contested_at(state: TableState, seat: int, move: Move) -> bool:
    """``is_contested`` read from the table for ``seat`` (the same answer, no view built)."""
    if not isinstance(move, Play) or move.card is None:
        return False
    index = dutch_index(move.target)
    if index is None or not 0 <= index < len(state.dutch):
        return False
    top = state.dutch[index].cards[-1]
    colour, wanted = top.colour, top.number + 1
    for number, rival in enumerate(state.seats):
        if number != seat:
            for pile in (rival.blitz, rival.wood, *rival.posts):
                if pile and pile[-1].number == wanted and pile[-1].colour == colour:
                    return True
    return False


def noticed(move: Move, unnoticed: frozenset[int]) -> bool:
    if not unnoticed or not isinstance(move, Play):
        return True
    index = dutch_index(move.target)
    return index is None or index not in unnoticed


def turn_or_flip(moves: list[Move], rng: random.Random, rotate: float) -> Move | None:
    """Flip three when the hand has cards; otherwise turn the Wood over (rotating if stuck)."""
    for move in moves:
        if isinstance(move, Flip):
            return move
    recycles = [m for m in moves if isinstance(m, Recycle)]
    if not recycles:
        return None
    rotating = [m for m in recycles if m.rotate]
    if rotating and rng.random() < rotate:
        return rotating[0]
    return next(m for m in recycles if not m.rotate)


class SimplePolicy:
    """Ones and Dutch plays first (Blitz, then Post, then Wood), then a Post build that frees a
    Blitz card, else flip; with an empty hand turn the Wood over, rotating when allowed."""

    def choose(
        self, view: SeatView, rng: random.Random, unnoticed: frozenset[int] = NOTHING
    ) -> Move | None:
        moves = [m for m in legal_moves(view) if noticed(m, unnoticed)]
        to_dutch_moves = [m for m in moves if isinstance(m, Play) and to_dutch(m)]
        if to_dutch_moves:
            return min(to_dutch_moves,
                       key=lambda m: (m.target != DUTCH_NEW, source_rank(m)))
        freeing = [m for m in moves if frees_blitz_card(view, m)]
        if freeing:
            return freeing[0]
        return turn_or_flip(moves, rng, 1.0)


@dataclass(frozen=True, slots=True)
class Judgement:
    """How well a level plays (independent of how fast)."""

    overlook: float = 0.0
    """Chance, at each glance, to miss a playable card (never a 1: ones go out at once)."""
    blitz_first: float = 1.0
    """Chance to give Blitz cards priority over Post and Wood cards (rule-of-thumb play)."""
    free_blitz: float = 1.0
    """Chance to take a Post build that frees a Blitz card when it sees one."""
    bury: float = 0.0
    """Chance to build a Wood card onto a Post pile for no reason."""
    mistake: float = 0.0
    """Chance per decision of a near miss the table refuses (a "Dutch!" mistake)."""
    rotate: float = 1.0
    """Chance to use the gridlock rotate when it is allowed."""
    depth: int = 0
    """Plies of lookahead over own piles; 0 plays by rules of thumb."""
    budget: int = 40
    """Most hypothetical steps per decision (bounds the cost of thinking)."""
    contested_first: bool = False
    """Grab Dutch plays a rival could also make before uncontested ones."""
    weights: Weights = field(default_factory=Weights)


def near_misses(view: SeatView, legal: set[Move]) -> list[Play]:
    """Plays a hurried person might try: the right colour but a number off, or a Post build of
    the same gender. The table refuses them (anything legal is left out)."""
    seat = view.me.seat
    found: list[Play] = []
    for source, card in sources(view):
        for pile in view.dutch:
            if pile.colour == card.colour and abs(pile.top.number + 1 - card.number) == 1:
                found.append(Play(seat, source, dutch(pile.index), card))
        for index, post_pile in enumerate(view.me.posts):
            if post_pile and post(index) != source and post_pile[-1].number == card.number + 1 \
                    and post_pile[-1].is_boy == card.is_boy:
                found.append(Play(seat, source, post(index), card))
    return [move for move in found if move not in legal]


class Choice(NamedTuple):
    """A policy's move (None: nothing to do), the view it was chosen from when one was built,
    and whether the move was legal there (a near miss is not)."""

    move: Move | None
    view: SeatView | None
    legal: bool = True


_choice: Callable[[tuple[Move | None, SeatView | None, bool]], Choice] = partial(
    tuple.__new__, Choice)
"""``Choice`` from a tuple of its three fields (skips the named tuple's keyword handling)."""


def _view_of(state: TableState | None, seat: int) -> SeatView:
    assert state is not None  # a choice without a view is always made at a table
    return view_of(state, seat)


class LevelPolicy:
    """Plays by a ``Judgement``; one instance per bot seat (it remembers a little)."""

    def __init__(self, judgement: Judgement) -> None:
        self.judgement = judgement
        self.search = Search(judgement.weights, judgement.depth, judgement.budget)
        self._shuffles = 0

    def choose(
        self, view: SeatView, rng: random.Random, unnoticed: frozenset[int] = NOTHING
    ) -> Move | None:
        return self._choose(legal_moves(view), view, None, 0, rng, unnoticed).move

    def choose_at(self, state: TableState, seat: int, rng: random.Random,
                  unnoticed: frozenset[int] | Callable[[], frozenset[int]] = NOTHING
                  ) -> Choice:
        """``choose(view_of(state, seat), ...)`` read from the table (``seat`` is a seat at
        it): the same move, drawing the same numbers from ``rng``. The view is built only when
        the judgement needs it (a near miss, or plays to weigh with whole-Post-pile moves
        on); the choice carries it then.
        ``unnoticed`` may be given as a function, asked only when the seat has a play to a
        Dutch pile."""
        return self._choose(legal_moves_at(state, seat), None, state, seat, rng, unnoticed)

    def _choose(self, legal: list[Move], view: SeatView | None, state: TableState | None,
                seat: int, rng: random.Random,
                unnoticed: frozenset[int] | Callable[[], frozenset[int]]) -> Choice:
        j = self.judgement
        if not legal:
            return _choice((None, view, True))
        if j.mistake and rng.random() < j.mistake:
            view = view if view is not None else _view_of(state, seat)
            misses = near_misses(view, set(legal))
            if misses:
                return _choice((rng.choice(misses), view, False))
        overlook = j.overlook
        seen: list[Play | Stack] = []  # ``noticed`` and ``_is_one`` inline, the same draws
        for m in legal:
            if isinstance(m, Play):
                if unnoticed:  # a function (not asked yet) or a set with something in it
                    index = dutch_index(m.target)
                    if index is not None:
                        if not isinstance(unnoticed, frozenset):
                            unnoticed = unnoticed()
                        if index in unnoticed:
                            continue
                if overlook and m.target != DUTCH_NEW and rng.random() < overlook:
                    continue
            elif isinstance(m, Stack):
                if overlook and rng.random() < overlook:
                    continue
            else:
                continue
            seen.append(m)
        move: Move | None = None
        if seen:
            ones = [m for m in seen if isinstance(m, Play) and m.target == DUTCH_NEW]
            if ones:
                return _choice((min(ones, key=source_rank), view, True))
            move, view = self._weigh(seen, view, state, seat, rng)
        if move is None:
            move = turn_or_flip(legal, rng, j.rotate)
            self._shuffles = 0
        return _choice((move, view, True))

    def _weigh(self, seen: list[Play | Stack], view: SeatView | None, state: TableState | None,
               seat: int, rng: random.Random) -> tuple[Move | None, SeatView | None]:
        """The judgement's pick among the plays seen, and the view if one was built: read
        from the table itself unless whole-Post-pile moves are on (the same pick either way)."""
        if view is None and state is not None and not state.rules.move_post_stack:
            me = piles_view(seat, state.seats[seat])
            if self.judgement.depth <= 0:
                return self._by_thumb(me.posts, seen, rng), None
            return self._by_search(
                me.posts, seen, lambda moves: self.search.scored_at(me, state.dutch, moves),
                lambda move: is_contested_at(state, seat, move)), None
        view = view if view is not None else _view_of(state, seat)
        if self.judgement.depth <= 0:
            return self._by_thumb(view.me.posts, seen, rng), view
        return self._by_search(view.me.posts, seen, partial(self.search.scored, view),
                               partial(is_contested, view)), view

    # --- rules of thumb (the lower levels) ---------------------------------------------------

    def _by_thumb(self, posts: tuple[tuple[Card, ...], ...], seen: list[Play | Stack],
                  rng: random.Random) -> Move | None:
        j = self.judgement
        plays = [m for m in seen if isinstance(m, Play) and to_dutch(m)]
        if plays:
            if rng.random() < j.blitz_first:
                return min(plays, key=source_rank)
            return rng.choice(plays)
        freeing = [m for m in seen if frees_blitz(posts, m)]
        if freeing and rng.random() < j.free_blitz:
            return min(freeing, key=lambda m: source_rank(m) if isinstance(m, Play) else 1)
        burying = [m for m in seen if isinstance(m, Play) and m.source == WOOD]
        if burying and rng.random() < j.bury:
            return rng.choice(burying)
        return None

    # --- lookahead (the higher levels) -------------------------------------------------------

    def _by_search(self, posts: tuple[tuple[Card, ...], ...], seen: list[Play | Stack],
                   score: Callable[[list[Play | Stack]], list[tuple[Play | Stack, float]]],
                   contested: Callable[[Move], bool]) -> Move | None:
        """The best-valued play (by ``score``, the lookahead); of equal values a ``contested``
        one first when the judgement asks (``contested_first``)."""
        j = self.judgement
        if self._shuffles >= 3:
            seen = [m for m in seen if to_dutch(m) or frees_blitz(posts, m)
                    or (isinstance(m, Play) and m.source == WOOD)]
        scored = [(move, value) for move, value in score(seen) if value > 0]
        top = max((value for _, value in scored), default=0.0)
        best: Play | Stack | None = None
        best_key: tuple[int, int] | None = None
        for move, value in scored:  # the best value; of those, a raced one, then the source
            if value != top:
                continue
            raced = 1 if j.contested_first and contested(move) else 0
            key = (raced, -(source_rank(move) if isinstance(move, Play) else 1))
            if best_key is None or key > best_key:
                best, best_key = move, key
        if best is not None and not (to_dutch(best) or frees_blitz(posts, best)):
            self._shuffles += 1
        elif best is not None:
            self._shuffles = 0
        return best


def _is_one(move: Move) -> bool:
    return isinstance(move, Play) and move.target == DUTCH_NEW
