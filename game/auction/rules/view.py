"""What one seat may know: its own hand and sealed choice, its deck's composition (and the
set-aside card on top), its discards; the rival's public cards, pile sizes and what it has seen
go into the rival's hidden piles; the display, the auction discards, the auction deck's size."""

from __future__ import annotations

from dataclasses import dataclass

from game.auction.rules.cards import sort_cards
from game.auction.rules.events import SeatScore
from game.auction.rules.state import BID, SET_ASIDE, Options, Pending, Seat, State


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat as both seats see it."""

    offering: tuple[str, ...]
    bid: tuple[str, ...]
    bid_total: int
    fired: frozenset[str]
    cashed: tuple[str, ...]
    hand_count: int
    deck_count: int
    discard_count: int
    locked: bool
    top_known: bool
    shown_discards: tuple[str, ...]
    shown_other: tuple[str, ...]
    reshuffles: int


@dataclass(frozen=True, slots=True)
class View:
    seat: int
    options: Options
    round: int
    phase: str
    active: int | None
    winner: int | None
    slot1: str | None
    pending: tuple[Pending, ...]
    display: tuple[str | None, ...]
    auction_deck_count: int
    auction_discards: tuple[str, ...]
    voluntary: bool
    deck_empty_at_start: bool
    last_loser: int | None
    seats: tuple[SeatView, ...]
    hand: tuple[str, ...]
    deck: tuple[str, ...]
    deck_top: str | None
    discards: tuple[str, ...]
    sealed_aside: str | None
    sealed_bid: tuple[str, ...] | None
    scores: tuple[SeatScore, ...]
    winners: tuple[int, ...]

    @property
    def me(self) -> SeatView:
        return self.seats[self.seat]

    @property
    def rival(self) -> SeatView:
        return self.seats[1 - self.seat]


def _locked(state: State, seat: Seat) -> bool:
    if state.phase == SET_ASIDE:
        return seat.sealed_aside is not None
    if state.phase == BID:
        return seat.sealed_bid is not None
    return False


def seat_view(state: State, seat: Seat) -> SeatView:
    return SeatView(seat.offering, seat.bid, seat.bid_total, seat.fired, sort_cards(seat.cashed),
                    len(seat.hand), len(seat.deck), len(seat.discards), _locked(state, seat),
                    seat.top_known, seat.shown_discards, seat.shown_other, seat.reshuffles)


_MADE: dict[int, tuple[State, View]] = {}
"""The view last made for each seat, with the state it was made of: a state never changes, so
the table, its motion and its log asking again for the same state's view (several times for
each event of a move) get the one made (``view``)."""


def view(state: State, i: int) -> View:
    """What seat ``i`` may know of ``state`` (made once for the latest state of each seat)."""
    made = _MADE.get(i)
    if made is not None and made[0] is state:
        return made[1]
    seen = _view(state, i)
    _MADE[i] = (state, seen)
    return seen


def _view(state: State, i: int) -> View:
    mine = state.seats[i]
    top = mine.deck[-1] if mine.top_known and mine.deck else None
    return View(
        i, state.options, state.round, state.phase, state.active, state.winner, state.slot1,
        state.pending, state.display, len(state.auction_deck), sort_cards(state.auction_discards),
        state.voluntary, state.deck_empty_at_start, state.last_loser,
        tuple(seat_view(state, s) for s in state.seats), mine.hand, sort_cards(mine.deck), top,
        sort_cards(mine.discards), mine.sealed_aside, mine.sealed_bid, state.scores,
        state.winners)
