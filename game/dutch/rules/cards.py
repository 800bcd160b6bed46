"""The 55-card deck of Dutch: 52 standard cards and three jokers, with ranks and point values.

Cards are written as in the record: rank then suit (``"KH"``, ``"10C"``), jokers ``"X1"``..``"X3"``.
Suits only matter for kings: a red king scores -1, a black king 10. ``card_name`` and
``card_words`` are the one way Dutch names a card to a player ("the red king of hearts", "the
joker"), from the standard deck's words and the small table of Dutch's own below.
"""

from __future__ import annotations

from typing import Final

from game.core import standard_cards
from game.core.i18n import N_, tr

RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS: Final = ("C", "D", "H", "S")
JOKERS: Final = ("X1", "X2", "X3")
DECK: Final[tuple[str, ...]] = tuple(r + s for s in SUITS for r in RANKS) + JOKERS
CARD_SET: Final[frozenset[str]] = frozenset(DECK)

_NUMBER = {"A": 1, "J": 10, "Q": 10, **{str(n): n for n in range(2, 11)}}


def rank(card: str) -> str:
    """The rank a snap must match (``"X"`` for every joker)."""
    return "X" if card.startswith("X") else card[:-1]


def value(card: str) -> int:
    """Points a card scores in a layout."""
    if card.startswith("X"):
        return 0
    r, suit = card[:-1], card[-1]
    if r == "K":
        return -1 if suit in "DH" else 10
    return _NUMBER[r]


VALUES: Final[dict[str, int]] = {card: value(card) for card in DECK}
RANK_OF: Final[dict[str, str]] = {card: rank(card) for card in DECK}

POWER_OWN: Final = "own"
POWER_OTHER: Final = "other"
POWER_JACK: Final = "jack"
POWERS: Final[dict[str, str]] = {
    "7": POWER_OWN, "8": POWER_OWN, "9": POWER_OTHER, "10": POWER_OTHER, "J": POWER_JACK,
}


def power_of(card: str) -> str | None:
    """The extra action discarding ``card`` grants: own look, other look, Jack swap or none."""
    return POWERS.get(RANK_OF[card])


NAME_WORDS: Final[dict[str, str]] = {
    "joker": N_("joker"), "red_king": N_("red king of {suit}"),
    "black_king": N_("black king of {suit}"), "rank_joker": N_("joker"), "the": N_("the {card}"),
    "a_joker": N_("a joker"),
}
"""Dutch's own card words (jokers, and kings by colour as the rules name them)."""


def card_name(card: str) -> str:
    """``"KH"`` -> ``"red king of hearts"``, ``"X2"`` -> ``"joker"``, ``"7C"`` -> ``"7 of
    clubs"``: a card after "your" or "the" ("card" for a text that is no card of the deck)."""
    if card not in CARD_SET:
        return tr(standard_cards.UNKNOWN_NAME)
    if card.startswith("X"):
        return tr(NAME_WORDS["joker"])
    if RANK_OF[card] == "K":
        key = "red_king" if VALUES[card] < 0 else "black_king"
        return tr(NAME_WORDS[key]).format(suit=tr(standard_cards.SUIT_WORDS[card[-1]]))
    return standard_cards.card_name(card)


def card_words(card: str) -> str:
    """``"KH"`` -> ``"the red king of hearts"``: a card in a sentence ("a card" when unknown)."""
    if card not in CARD_SET:
        return tr(standard_cards.UNKNOWN_CARD)
    return tr(NAME_WORDS["the"]).format(card=card_name(card))


def rank_words(rank: str) -> str:
    """A rank as a snap matches it (every king, every joker): ``"K"`` -> ``"king"``, ``"X"`` ->
    ``"joker"``, ``"7"`` -> ``"7"``."""
    return tr(NAME_WORDS["rank_joker"]) if rank == "X" else standard_cards.rank_words(rank)


def a_rank(rank: str) -> str:
    """``"a jack"``, ``"an 8"``, ``"an ace"``, ``"a joker"``."""
    return tr(NAME_WORDS["a_joker"]) if rank == "X" else standard_cards.a_rank(rank)
