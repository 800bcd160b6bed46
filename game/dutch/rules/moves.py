"""The moves a seat can put to the Dutch table, as plain frozen records.

Every move names its seat; the core checks each field's type (no bools for ints) and range.
``EndTurn`` finishes a turn without calling; ``Close`` is "time is up" for the last snap
window of a round, which any seat (or the host) may submit once that window has closed.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Draw:
    seat: int
    source: str  # "stock" or "discard"


@dataclass(frozen=True, slots=True)
class Swap:
    """Put the drawn card into ``slot`` and discard the card that was there."""

    seat: int
    slot: int


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard the card drawn from the stock without using it."""

    seat: int


@dataclass(frozen=True, slots=True)
class Snap:
    """Throw one's own face-down card at ``slot`` onto the discard pile."""

    seat: int
    slot: int


@dataclass(frozen=True, slots=True)
class Look:
    """The 7/8 (own card) or 9/10 (another player's card) power."""

    seat: int
    owner: int
    slot: int


@dataclass(frozen=True, slots=True)
class JackSwap:
    """The Jack power: swap two layout cards of two different players, face down."""

    seat: int
    a_owner: int
    a_slot: int
    b_owner: int
    b_slot: int


@dataclass(frozen=True, slots=True)
class Call:
    """Call "Dutch" at the end of one's turn."""

    seat: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    seat: int


@dataclass(frozen=True, slots=True)
class Close:
    """The last snap window of the round is over; score the round."""

    seat: int


Move = Draw | Swap | Discard | Snap | Look | JackSwap | Call | EndTurn | Close
MOVE_TYPES = (Draw, Swap, Discard, Snap, Look, JackSwap, Call, EndTurn, Close)
