"""The immutable state of one game of Dutch Auction (the whole game is one "hand").

Piles are tuples listed bottom to top. ``shown_discards`` / ``shown_other`` are what the rival
has seen of a seat's own hidden cards: cards that entered its personal discards face up since
its last reshuffle (certainly still there), and other cards known to be somewhere in its deck,
hand or discards. Views and hidden-card sampling are built on them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Final

from game.auction.rules.events import SeatScore

SET_ASIDE: Final = "set_aside"
BID: Final = "bid"
PLAY: Final = "play"
OVER: Final = "over"
PHASES: Final = (SET_ASIDE, BID, PLAY, OVER)
SEATS: Final = 2


@dataclass(frozen=True, slots=True)
class Options:
    """The rule options (the record's ``rules`` object)."""

    ten_card_face: bool = False


@dataclass(frozen=True, slots=True)
class Pending:
    """A power waiting to fire: ``card`` fires (a 7 with ``of`` fires that card's power)."""

    card: str
    of: str | None = None


@dataclass(frozen=True, slots=True)
class Seat:
    deck: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    discards: tuple[str, ...] = ()
    cashed: tuple[str, ...] = ()
    offering: tuple[str, ...] = ()
    bid: tuple[str, ...] = ()
    bid_total: int = 0
    fired: frozenset[str] = frozenset()
    top_known: bool = False
    sealed_aside: str | None = None
    sealed_bid: tuple[str, ...] | None = None
    shown_discards: tuple[str, ...] = ()
    shown_other: tuple[str, ...] = ()
    reshuffles: int = 0

    def owned(self) -> tuple[str, ...]:
        return self.deck + self.hand + self.discards + self.cashed + self.offering


@dataclass(frozen=True, slots=True)
class State:
    seats: tuple[Seat, ...]
    display: tuple[str | None, ...]
    auction_deck: tuple[str, ...]
    auction_discards: tuple[str, ...] = ()
    options: Options = field(default_factory=Options)
    round: int = 1
    phase: str = SET_ASIDE
    active: int | None = None
    winner: int | None = None
    slot1: str | None = None
    pending: tuple[Pending, ...] = ()
    voluntary: bool = False
    deck_empty_at_start: bool = False
    last_loser: int | None = None
    seed: int = 0
    scores: tuple[SeatScore, ...] = ()
    winners: tuple[int, ...] = ()

    def seat(self, i: int) -> Seat:
        return self.seats[i]

    def with_seat(self, i: int, **changes: object) -> State:
        seats = list(self.seats)
        seats[i] = replace(seats[i], **changes)  # type: ignore[arg-type]
        return replace(self, seats=tuple(seats))

    @property
    def loser(self) -> int | None:
        return None if self.winner is None else 1 - self.winner

    def forced_due(self) -> bool:
        """The active seat is the bid's loser and still owes the 1-cost card."""
        return (self.phase == PLAY and self.active is not None and self.active != self.winner
                and self.slot1 is not None and self.display[0] == self.slot1)

    def sealed_waiting(self) -> frozenset[int]:
        """Seats that still have to lock in their sealed choice."""
        if self.phase == SET_ASIDE:
            return frozenset(i for i, s in enumerate(self.seats)
                             if s.sealed_aside is None and s.hand)
        if self.phase == BID:
            return frozenset(i for i, s in enumerate(self.seats) if s.sealed_bid is None)
        return frozenset()
