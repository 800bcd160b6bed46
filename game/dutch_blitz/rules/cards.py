"""Cards and decks: four colours, numbers 1-10, boy/girl by colour, four deck designs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

COLOURS: Final = ("R", "B", "Y", "G")
"""Red, blue, yellow, green (the letters used in records)."""

COLOUR_NAMES: Final = {"R": "red", "B": "blue", "Y": "yellow", "G": "green"}
BOY_COLOURS: Final = frozenset({"R", "B"})
"""Red and blue cards show a boy; yellow and green cards show a girl."""

DECKS: Final = ("pump", "carriage", "pail", "plow")
"""The four back designs; seat N plays the deck its match assigns (by default DECKS[N])."""

LOWEST: Final = 1
HIGHEST: Final = 10
DECK_SIZE: Final = len(COLOURS) * HIGHEST


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card: its colour letter and number. The owner is the seat whose pile holds it."""

    colour: str
    number: int
    is_boy: bool = field(init=False, repr=False, compare=False)
    """A boy (red and blue) or a girl (yellow and green): set from the colour."""
    code: str = field(init=False, repr=False, compare=False)
    """Record notation, e.g. ``R7`` (set once: the rules and records ask for it all the time)."""

    def __post_init__(self) -> None:
        if self.colour not in COLOURS or not LOWEST <= self.number <= HIGHEST:
            raise ValueError(f"no such card: {self.colour}{self.number}")
        object.__setattr__(self, "is_boy", self.colour in BOY_COLOURS)
        object.__setattr__(self, "code", f"{self.colour}{self.number}")

    def __str__(self) -> str:
        return self.code

    @classmethod
    def parse(cls, code: str) -> Card:
        """Read record notation (``R7``, ``B10``); raises ValueError on anything else."""
        if not isinstance(code, str) or len(code) < 2 or not code[1:].isdigit():
            raise ValueError(f"not a card: {code!r}")
        return cls(code[0], int(code[1:]))


_DECK: Final = tuple(Card(c, n) for c in COLOURS for n in range(LOWEST, HIGHEST + 1))


def full_deck() -> list[Card]:
    """The 40 cards of one deck in a fixed order (shuffle it with a seeded generator). Cards are
    immutable, so every deck holds the same 40 shared instances (a deal builds no cards)."""
    return list(_DECK)


# One shared instance per card keeps comparisons and hashing cheap.
_CARDS: Final = {card.code: card for card in _DECK}

NEXT_CODE: Final = {card.code: f"{card.colour}{card.number + 1}" for card in _DECK
                    if card.number < HIGHEST}
"""The code of the card that goes on the keyed card on a Dutch pile (none after a 10)."""


def card(code: str) -> Card:
    """The card for a record code, e.g. ``card("G4")``."""
    try:
        return _CARDS[code]
    except (KeyError, TypeError):
        return Card.parse(code)
