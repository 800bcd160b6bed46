"""What a seat can ask the table: the sealed set-aside and bid, powers, purchases, done.

Moves are plain frozen dataclasses; the engine checks every field's type before reading it, so
anything a caller builds by hand (bools for ints, lists for tuples, unknown strings) is refused
with a reason, never raised on.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SetAside:
    """Sealed: put ``card`` from the hand face down on top of the personal deck."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class Bid:
    """Sealed: bid 0-4 of the remaining hand cards."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlayPower:
    """Play a power card (bid value 6-10) from the hand into the offering; it fires at once."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class Fire:
    """Resolve the power waiting to fire: ``target`` None declines it. ``source`` names the pile a
    retrieving power takes from; ``of`` is the card a 7 duplicates."""

    seat: int
    target: str | None = None
    source: str | None = None
    of: str | None = None


@dataclass(frozen=True, slots=True)
class Buy:
    """Buy the display card in the slot costing ``slot`` (1-6), paying with offering cards."""

    seat: int
    slot: int
    paid: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Done:
    """End this seat's power-and-purchase phase."""

    seat: int


Move = SetAside | Bid | PlayPower | Fire | Buy | Done
MOVE_TYPES = (SetAside, Bid, PlayPower, Fire, Buy, Done)
