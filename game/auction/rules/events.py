"""What happened at the table, in order: one event per record line (plus two the record does
not need, ``PowerPlayed`` and ``TurnPassed``, which the table scene animates)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Drew:
    round: int
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Reshuffled:
    round: int
    seat: int
    deck: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SetAsideShown:
    round: int
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class BidShown:
    round: int
    seat: int
    cards: tuple[str, ...]
    total: int


@dataclass(frozen=True, slots=True)
class TieCard:
    round: int
    seat: int
    card: str
    total: int


@dataclass(frozen=True, slots=True)
class BidWon:
    """The bid is decided. ``by`` says how (not recorded: the record's line is round and
    seat): ``"total"`` the higher total, tie cards included; ``"no_card"`` the totals tied and
    only the winner had a card left to add; ``"last_loser"`` neither had one, so the previous
    round's loser won (seat 1 in the first round)."""

    round: int
    seat: int
    by: str = "total"


@dataclass(frozen=True, slots=True)
class PowerPlayed:
    round: int
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class PowerFired:
    round: int
    seat: int
    card: str
    effect: str
    source: str | None
    of: str | None
    target: str | None


@dataclass(frozen=True, slots=True)
class Bought:
    round: int
    seat: int
    slot_cost: int
    card: str
    paid: tuple[str, ...]
    to_personal: tuple[str, ...]
    to_auction: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TurnPassed:
    round: int
    seat: int


@dataclass(frozen=True, slots=True)
class Restocked:
    round: int
    display: tuple[str, ...]
    auction_deck_left: int


@dataclass(frozen=True, slots=True)
class RoundEnded:
    round: int
    discarded: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class SeatScore:
    vp: int
    suit_bonus: int
    total: int
    cards: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    scores: tuple[SeatScore, ...]
    winners: tuple[int, ...]


Event = (Drew | Reshuffled | SetAsideShown | BidShown | TieCard | BidWon | PowerPlayed
         | PowerFired | Bought | TurnPassed | Restocked | RoundEnded | GameEnded)
