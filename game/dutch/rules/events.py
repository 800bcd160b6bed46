"""What happened at the Dutch table, one event per record line (plus two the record omits).

Events carry the referee's view (every card identity); ``view.observe`` strips what a given
seat could not see. ``SnapBeaten`` (a correct-looking snap that came second: its card is shown
to all and goes back) and ``TurnEnded`` are not written to the record; the reader infers them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Drew:
    seat: int
    source: str
    card: str | None


@dataclass(frozen=True, slots=True)
class Swapped:
    seat: int
    slot: int
    card_in: str | None
    card_out: str


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class Snapped:
    seat: int
    slot: int
    card: str
    ok: bool
    penalty: str | None = None
    penalty_slot: int | None = None


@dataclass(frozen=True, slots=True)
class SnapBeaten:
    seat: int
    slot: int
    card: str


@dataclass(frozen=True, slots=True)
class Looked:
    seat: int
    owner: int
    slot: int
    card: str | None


@dataclass(frozen=True, slots=True)
class JackSwapped:
    seat: int
    a_owner: int
    a_slot: int
    b_owner: int
    b_slot: int


@dataclass(frozen=True, slots=True)
class Called:
    seat: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    seat: int
    next_seat: int | None


@dataclass(frozen=True, slots=True)
class Reshuffled:
    stock: tuple[str, ...] | None


@dataclass(frozen=True, slots=True)
class RoundEnded:
    reason: str
    caller: int | None
    emptied: int | None
    layouts: tuple[tuple[str | None, ...], ...]
    sums: tuple[int, ...]
    bonus: tuple[tuple[int, int], ...]
    scores: tuple[int, ...]


Event = (
    Drew | Swapped | Discarded | Snapped | SnapBeaten | Looked | JackSwapped | Called
    | TurnEnded | Reshuffled | RoundEnded
)
