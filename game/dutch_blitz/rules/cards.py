"""Cards and decks: four colours, numbers 1-10, boy/girl by colour, four deck designs.

``card_name`` / ``card_words`` are the one way Dutch Blitz names a card to a player ("the red
7", "green 4 (girl)"); their words are in ``COLOUR_NAMES`` and ``NAME_WORDS``, nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from game.core.i18n import N_, tr

COLOURS: Final = ("R", "B", "Y", "G")
"""Red, blue, yellow, green (the letters used in records)."""

COLOUR_NAMES: Final = {"R": N_("red"), "B": N_("blue"), "Y": N_("yellow"), "G": N_("green")}
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


NAME_WORDS: Final = {
    "card": N_("{colour} {number}"), "gendered": N_("{card} ({gender})"), "boy": N_("boy"),
    "girl": N_("girl"), "the": N_("the {card}"), "unknown_name": N_("card"),
    "unknown": N_("a card"),
}
"""Dutch Blitz's card words (with ``COLOUR_NAMES``): a card by colour and number, and the boy
or girl it shows where the Post piles care."""


def _known(card: Card | str) -> Card | None:
    if isinstance(card, Card):
        return card
    try:
        return _CARDS.get(card) if isinstance(card, str) else None
    except TypeError:
        return None


def gender_words(card: Card) -> str:
    """``"boy"`` (red, blue) or ``"girl"`` (yellow, green)."""
    return tr(NAME_WORDS["boy" if card.is_boy else "girl"])


def card_name(card: Card | str, gender: bool = False) -> str:
    """``R7`` -> ``"red 7"`` (with ``gender``: ``"red 7 (boy)"``); a card or its record code,
    ``"card"`` for a text that is no card."""
    known = _known(card)
    if known is None:
        return tr(NAME_WORDS["unknown_name"])
    name = tr(NAME_WORDS["card"]).format(colour=tr(COLOUR_NAMES[known.colour]),
                                         number=known.number)
    if not gender:
        return name
    return tr(NAME_WORDS["gendered"]).format(card=name, gender=gender_words(known))


def card_words(card: Card | str, gender: bool = False) -> str:
    """``R7`` -> ``"the red 7"``: a card in a sentence (``"a card"`` for a text that is no card)."""
    if _known(card) is None:
        return tr(NAME_WORDS["unknown"])
    return tr(NAME_WORDS["the"]).format(card=card_name(card, gender))
