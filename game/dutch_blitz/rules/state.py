"""The table as data: rules of a match, each seat's piles, the Dutch piles. All immutable.

Every pile is a tuple from bottom to top: the last element is the top card. That holds for the
hand too: its last element is the next card to be turned onto the Wood pile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from game.core.fast import immutable
from game.core.i18n import N_, Sentence
from game.dutch_blitz.rules.cards import HIGHEST, Card
from game.dutch_blitz.rules.places import parse_place

MIN_SEATS: Final = 2
MAX_SEATS: Final = 4
BLITZ_SIZE: Final = 10
DEFAULT_TARGET: Final = 75
MAX_TARGET: Final = 10_000


def post_piles_for(seats: int) -> int:
    """Three Post piles each; five when only two seats play."""
    return 5 if seats == 2 else 3


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of a match (the record's ``rules`` object)."""

    post_piles: int = 3
    target_score: int = DEFAULT_TARGET
    move_post_stack: bool = False

    @classmethod
    def for_seats(
        cls, seats: int, target_score: int = DEFAULT_TARGET, move_post_stack: bool = False
    ) -> Rules:
        if not _is_int(seats) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Dutch Blitz needs {MIN_SEATS} to {MAX_SEATS} seats, not {seats}")
        rules = cls(post_piles_for(seats), target_score, move_post_stack)
        problem = rules.problem(seats)
        if problem is not None:
            raise ValueError(problem)
        return rules

    def problem(self, seats: int) -> str | None:
        """Why these rules cannot be played by ``seats`` seats, or None when they can."""
        if not _is_int(seats) or not MIN_SEATS <= seats <= MAX_SEATS:
            return Sentence.of(N_("Dutch Blitz needs {low} to {high} seats, not {seats}"),
                               low=MIN_SEATS, high=MAX_SEATS, seats=repr(seats))
        if not _is_int(self.post_piles) or self.post_piles != post_piles_for(seats):
            return Sentence.of(N_("{seats} seats play with {piles} Post piles each, not {found}"),
                               seats=seats, piles=post_piles_for(seats),
                               found=repr(self.post_piles))
        if not _is_int(self.target_score) or not 1 <= self.target_score <= MAX_TARGET:
            return Sentence.of(N_("the target score must be a whole number from 1 to {high}"),
                               high=MAX_TARGET)
        if not isinstance(self.move_post_stack, bool):
            return Sentence.of(N_("moving a whole Post pile must be on or off"))
        return None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@immutable
class SeatState:
    """One seat's own cards.

    ``moved_since_turnover``: the seat has moved a card onto a Dutch or Post pile since its last
    turn-over of the Wood (or since the deal); the gridlock rotate needs it to be False.
    ``idle_recycles``: turn-overs of the Wood by this seat since the table last made progress
    (see ``engine`` for the stalemate rule).
    """

    posts: tuple[tuple[Card, ...], ...]
    blitz: tuple[Card, ...]
    wood: tuple[Card, ...] = ()
    hand: tuple[Card, ...] = ()
    moved_since_turnover: bool = False
    idle_recycles: int = 0

    def card_count(self) -> int:
        return sum(map(len, self.posts)) + len(self.blitz) + len(self.wood) + len(self.hand)

    def top(self, place: str) -> Card | None:
        """The top card of ``blitz``, ``wood`` or ``post:N`` (None when empty or no such pile)."""
        pile = self.pile(place)
        return pile[-1] if pile else None

    def pile(self, place: str) -> tuple[Card, ...] | None:
        if place == "blitz":
            return self.blitz
        if place == "wood":
            return self.wood
        index = post_index(place)
        if index is not None and 0 <= index < len(self.posts):
            return self.posts[index]
        return None


@immutable
class DutchPile:
    """A pile in the middle: one colour, ascending from 1. ``owners[i]`` moved ``cards[i]``."""

    cards: tuple[Card, ...]
    owners: tuple[int, ...]

    @property
    def top(self) -> Card:
        return self.cards[-1]

    @property
    def colour(self) -> str:
        return self.cards[0].colour

    @property
    def complete(self) -> bool:
        return self.cards[-1].number == HIGHEST

    def with_card(self, card: Card, seat: int) -> DutchPile:
        return DutchPile(self.cards + (card,), self.owners + (seat,))


@immutable
class HandOver:
    """Why the hand ended: ``"blitz"`` (``seat`` emptied its Blitz pile) or ``"stalemate"``."""

    reason: str
    seat: int | None = None


@immutable
class TableState:
    """Everything on the table during one hand."""

    rules: Rules
    seats: tuple[SeatState, ...]
    dutch: tuple[DutchPile, ...] = ()
    over: HandOver | None = None

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    def cards_of(self, seat: int) -> list[Card]:
        """Every card of ``seat``'s deck, wherever it lies (40 while the engine is right)."""
        s = self.seats[seat]
        own = [c for pile in s.posts for c in pile] + list(s.blitz + s.wood + s.hand)
        for pile in self.dutch:
            own.extend(c for c, o in zip(pile.cards, pile.owners, strict=True) if o == seat)
        return own


# --- places -------------------------------------------------------------------------------

BLITZ: Final = "blitz"
WOOD: Final = "wood"
DUTCH_NEW: Final = "dutch:new"


def post(index: int) -> str:
    return f"post:{index}"


def dutch(index: int) -> str:
    return f"dutch:{index}"


def post_index(place: object) -> int | None:
    """N for ``post:N``, else None (strictly parsed: see ``places``)."""
    if type(place) is str:  # the places every table names, answered from a table
        known = _POST_INDEX.get(place, -1)
        if known != -1:
            return known
    parsed = parse_place(place)
    return parsed.index if parsed is not None and parsed.kind == "post" else None


def dutch_index(place: object) -> int | None:
    """N for ``dutch:N``, else None (also for ``dutch:new``)."""
    if type(place) is str:
        known = _DUTCH_INDEX.get(place, -1)
        if known != -1:
            return known
    parsed = parse_place(place)
    return parsed.index if parsed is not None and parsed.kind == "dutch" else None


_COMMON: Final = (BLITZ, WOOD, "hand", DUTCH_NEW, *(post(i) for i in range(post_piles_for(2))),
                  *(dutch(i) for i in range(4 * MAX_SEATS)))
_POST_INDEX: Final[dict[str, int | None]] = {
    place: (int(place[5:]) if place.startswith("post:") else None) for place in _COMMON}
_DUTCH_INDEX: Final[dict[str, int | None]] = {
    place: (int(place[6:]) if place.startswith("dutch:") and place != DUTCH_NEW else None)
    for place in _COMMON}
"""``post_index`` and ``dutch_index`` of the place names of every table, as a parse gives them
(-1 is never an index: ``get(place, -1)`` says a place must be parsed)."""
