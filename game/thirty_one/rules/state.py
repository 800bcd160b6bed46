"""The immutable pieces of a hand of Blitz (31): options, moves, events, state and a seat's view.

A hand's state holds everything the referee knows: every seat's cards, the draw pile (``stock``,
bottom..top) and the discard pile (bottom..top), whose turn it is, the knock, the tokens before
the hand and, once the hand is over, its result. A seat's ``View`` holds only what that seat has
seen: its own cards, the discard pile, what each rival took from the discard pile and still
holds, the public log of the hand, and every hand once they are shown at the end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from game.core.i18n import N_
from game.core.outcome import ReasonEnum
from game.thirty_one.rules.cards import Value

MIN_SEATS: Final = 2
MAX_SEATS: Final = 8
HAND_SIZE: Final = 3

Phase = Literal["draw", "discard", "over"]
Source = Literal["stock", "discard"]
Triple = bool | float
"""The three-of-a-kind option: False (off), 30 or 30.5."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The match options, as the record's ``rules`` object names them."""

    tokens: int = 3
    three_of_a_kind: Triple = False
    no_first_round_knock: bool = False

    def record(self) -> dict[str, bool | int | float]:
        return {
            "tokens": self.tokens,
            "three_of_a_kind": self.three_of_a_kind,
            "no_first_round_knock": self.no_first_round_knock,
        }


# Moves ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top card of the draw pile (``"stock"``) or of the discard pile."""

    seat: int
    source: Source


@dataclass(frozen=True, slots=True)
class Discard:
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class Knock:
    seat: int


Move = Draw | Discard | Knock


# Events --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Drew:
    seat: int
    source: Source
    card: str


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class Knocked:
    seat: int


@dataclass(frozen=True, slots=True)
class Reshuffled:
    """The discard pile under its top card became the new draw pile (bottom..top)."""

    stock: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ThirtyOne:
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandEnded:
    """The hand's result: ``lost``, ``tokens`` and ``out`` as the record's ``hand_end`` has them."""

    reason: Literal["knock", "thirty_one", "deal_thirty_one"]
    knocker: int | None
    values: tuple[tuple[int, Value], ...]
    lost: tuple[tuple[int, int], ...]
    tokens: tuple[tuple[int, int], ...]
    out: tuple[int, ...]


Event = Drew | Discarded | Knocked | Reshuffled | ThirtyOne | HandEnded


@dataclass(frozen=True, slots=True)
class Public:
    """One public step of the hand: ``action`` is ``"stock"``, ``"discard"`` (a draw from the
    discard pile, with its card), ``"throw"`` (a discard, with its card) or ``"knock"``."""

    seat: int
    action: Literal["stock", "discard", "throw", "knock"]
    card: str | None = None


# State and view ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandState:
    rules: Rules
    hand: int
    seats: int
    in_play: tuple[int, ...]
    dealer: int
    tokens: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]
    discard: tuple[str, ...]
    to_play: int
    phase: Phase
    taken: str | None = None
    knocker: int | None = None
    turns: int = 0
    known: tuple[tuple[str, ...], ...] = ()
    log: tuple[Public, ...] = ()
    reshuffles: int = 0
    shuffle_seed: int = 0
    result: HandEnded | None = None


@dataclass(frozen=True, slots=True)
class View:
    """What ``seat`` knows. ``known[s]`` are the cards seat ``s`` took from the discard pile and
    still holds; ``shown`` every hand once the hand is over (empty before)."""

    seat: int
    rules: Rules
    hand: int
    seats: int
    in_play: tuple[int, ...]
    dealer: int
    tokens: tuple[int, ...]
    cards: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    stock_count: int
    discard: tuple[str, ...]
    to_play: int
    phase: Phase
    taken: str | None
    knocker: int | None
    turns: int
    known: tuple[tuple[str, ...], ...]
    log: tuple[Public, ...]
    shown: tuple[tuple[str, ...], ...]
    result: HandEnded | None


class Why(ReasonEnum):
    """Why a move was refused, in words a player can read: English ids marked for the
    catalogue (``text``), shown translated through ``message``."""

    NOT_A_MOVE = N_("That is not a move of this game.")
    BAD_SEAT = N_("There is no such seat at this table.")
    HAND_OVER = N_("The hand is over.")
    NOT_YOUR_TURN = N_("It is not your turn.")
    DRAW_FIRST = N_("Draw a card (or knock) first.")
    ALREADY_DREW = N_("You have drawn already: discard a card.")
    BAD_SOURCE = N_("Draw from the draw pile or the discard pile.")
    EMPTY_PILE = N_("There is no card to draw there.")
    NOT_HELD = N_("You do not hold that card.")
    TAKEN_BACK = N_("The card you took from the discard pile cannot go straight back.")
    ALREADY_KNOCKED = N_("Somebody has knocked already: this is your last turn.")
    TOO_EARLY = N_("Nobody may knock until everyone has had a turn.")
    KNOCK_AT_START = N_("Knock instead of drawing, at the start of your turn.")
