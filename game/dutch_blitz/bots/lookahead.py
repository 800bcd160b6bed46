"""A short lookahead over a bot's own visible piles, with the rules core doing every step.

From a seat's view we build a one-seat table holding only what that seat can see (its Post
piles, Blitz top, Wood top, the tops of the Dutch piles) and try sequences of plays on it with
``engine.apply``; the events each step produces are scored. Hidden cards (below the Blitz and
Wood tops, the hand) are simply absent, so the search never uses what a person could not see.
A node budget bounds the cost of one decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from game.core.memo import IdentityMemo
from game.core.outcome import Applied
from game.dutch_blitz.bots.own_search import OwnSearch
from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.engine import search_step
from game.dutch_blitz.rules.events import Event, Played, Refilled, Stacked
from game.dutch_blitz.rules.legal import legal_moves_for
from game.dutch_blitz.rules.moves import Play, Stack
from game.dutch_blitz.rules.places import is_dutch_place
from game.dutch_blitz.rules.state import BLITZ, WOOD, DutchPile, SeatState, TableState
from game.dutch_blitz.rules.view import DutchView, PilesView, SeatView


@dataclass(frozen=True, slots=True)
class Weights:
    """What a step is worth: a card to a Dutch pile, a card out of the Blitz pile (a play or a
    refill), a Wood card covered up on a Post pile, a Wood card played away (it shows the next)."""

    dutch: float = 3.0
    blitz: float = 5.0
    bury: float = -1.0
    wood_out: float = 0.5
    blitz_out: float = 100.0
    """Bonus for the play that empties the Blitz pile (the hand is won)."""


def own_table(view: SeatView) -> TableState:
    """A one-seat table (seat 0) with just the cards ``view.me`` can see."""
    me = view.me
    seat = SeatState(
        posts=me.posts,
        blitz=(me.blitz_top,) if me.blitz_top is not None else (),
        wood=(me.wood_top,) if me.wood_top is not None else (),
        hand=(),
        moved_since_turnover=True,
    )
    return TableState(view.rules, (seat,), _OWN_DUTCH(view.dutch))


def _own_dutch(piles: tuple[DutchView, ...]) -> tuple[DutchPile, ...]:
    return tuple(DutchPile((pile.top,), (0,)) for pile in piles)


_last_tops: Final[list[tuple[tuple[DutchView, ...], tuple[Card, ...]]]] = [((), ())]
"""The Dutch piles' views last searched from and their tops (shared by the views of a table)."""

_last_pile_tops: Final[list[tuple[tuple[DutchPile, ...], tuple[Card, ...]]]] = [((), ())]
"""The same for the table's own Dutch piles (``scored_at``)."""

_OWN_DUTCH: Final = IdentityMemo(_own_dutch)
"""The one-seat table's Dutch piles (just the tops), by the identity of the view's Dutch piles:
views of one table share them, so the decisions between two Dutch plays share these too."""


def as_own(move: Play | Stack) -> Play | Stack:
    """The same move on the one-seat table."""
    if isinstance(move, Play):
        return Play(0, move.source, move.target, move.card)
    return Stack(0, move.source, move.target)


def gain(events: Sequence[Event], blitz_left: int, posts_before: int, posts_after: int,
         weights: Weights) -> tuple[float, int]:
    """Score the events of one step; returns the score and the real Blitz cards left after it.

    A Post slot left empty on the one-seat table stands for a refill from a Blitz card the seat
    cannot see yet: it counts as a Blitz card out too.
    """
    value = 0.0
    for event in events:
        if isinstance(event, Played):
            if is_dutch_place(event.target):
                value += weights.dutch
                if event.source == WOOD:
                    value += weights.wood_out
            elif event.source == WOOD:
                value += weights.bury
            if event.source == BLITZ:
                value += weights.blitz
                blitz_left -= 1
        elif isinstance(event, Refilled):
            value += weights.blitz
            blitz_left -= 1
        elif isinstance(event, Stacked):
            pass
    hidden_refills = min(max(0, posts_before - posts_after), max(0, blitz_left))
    value += hidden_refills * weights.blitz
    blitz_left -= hidden_refills
    if blitz_left <= 0:
        value += weights.blitz_out
    return value, blitz_left


def _filled(state: TableState) -> int:
    return sum(1 for pile in state.seats[0].posts if pile)


class Search:
    """Best-value sequences of plays on the one-seat table, within ``budget`` steps."""

    def __init__(self, weights: Weights, depth: int, budget: int) -> None:
        self.weights = weights
        self.depth = depth
        self.budget = budget
        self._left = 0
        self._own: OwnSearch[Play | Stack] = OwnSearch(weights, depth, budget)

    def _step(self, state: TableState, move: Play | Stack, blitz_left: int
              ) -> tuple[float, TableState, int] | None:
        self._left -= 1
        outcome = search_step(state, move)
        if not isinstance(outcome, Applied):
            return None
        after = outcome.state
        value, left = gain(outcome.events, blitz_left, _filled(state), _filled(after),
                           self.weights)
        return value, after, left

    def _best(self, state: TableState, depth: int, blitz_left: int) -> float:
        if depth <= 0 or blitz_left <= 0 or self._left <= 0:
            return 0.0
        best = 0.0
        for move in legal_moves_for(state, 0):
            if not isinstance(move, Play | Stack) or self._left <= 0:
                continue
            step = self._step(state, move, blitz_left)
            if step is None:
                continue
            value, after, left = step
            best = max(best, value + self._best(after, depth - 1, left))
        return best

    def values(self, view: SeatView, moves: list[Play | Stack]) -> dict[Play | Stack, float]:
        """The value of each candidate: its own step plus the best follow-up within the depth.

        Most looks find no candidate at all (then no table is built). Without whole-Post-pile
        moves the search runs on the seat's piles as plain tuples (``own_search``: the same
        values); with them, on a one-seat table."""
        return dict(self.scored(view, moves))

    def scored(self, view: SeatView, moves: list[Play | Stack]
               ) -> list[tuple[Play | Stack, float]]:
        """``values`` as (move, value) pairs in the candidates' order (no move hashed)."""
        if not moves:
            return []
        plays: list[tuple[Play | Stack, str, str, Card | None]] = [
            (m, m.source, m.target, m.card) for m in moves if isinstance(m, Play)]
        if view.rules.move_post_stack or len(plays) != len(moves):
            return list(self._search(view, moves).items())
        me = view.me
        piles, tops = _last_tops[0]
        if piles is not view.dutch:
            piles = view.dutch
            tops = tuple([pile.top for pile in piles])
            _last_tops[0] = (piles, tops)
        return self._own.values(me.posts, me.blitz_top, me.wood_top, tops, me.blitz_count, plays)

    def scored_at(self, me: PilesView, piles: tuple[DutchPile, ...],
                  moves: list[Play | Stack]) -> list[tuple[Play | Stack, float]]:
        """``scored`` read from the seat's piles and the table's Dutch piles, no view built,
        at a table without whole-Post-pile moves (so every candidate is a play)."""
        if not moves:
            return []
        last, tops = _last_pile_tops[0]
        if last is not piles:
            tops = tuple([pile.cards[-1] for pile in piles])
            _last_pile_tops[0] = (piles, tops)
        plays: list[tuple[Play | Stack, str, str, Card | None]] = [
            (m, m.source, m.target, m.card) for m in moves if isinstance(m, Play)]
        return self._own.values(me.posts, me.blitz_top, me.wood_top, tops, me.blitz_count, plays)

    def _search(self, view: SeatView, moves: list[Play | Stack]) -> dict[Play | Stack, float]:
        self._left = self.budget
        state = own_table(view)
        found: dict[Play | Stack, float] = {}
        for move in moves:
            step = self._step(state, as_own(move), view.me.blitz_count)
            if step is None:
                continue
            value, after, left = step
            found[move] = value + self._best(after, self.depth - 1, left)
        return found
