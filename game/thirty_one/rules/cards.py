"""The standard 52-card deck of Blitz (31): card names, points and a hand's value.

A card is its name, rank then suit: ``"AS"``, ``"10H"``, ``"QC"``. Aces count 11, court cards
10, the others their pips. A three-card hand is worth the highest total of one suit in it; with
the three-of-a-kind option a triple is worth that option's value when that is more.
"""

from __future__ import annotations

from typing import Final

RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS: Final = ("S", "H", "D", "C")
DECK: Final[tuple[str, ...]] = tuple(rank + suit for suit in SUITS for rank in RANKS)
DECK_SET: Final[frozenset[str]] = frozenset(DECK)

POINTS: Final[dict[str, int]] = {
    rank + suit: (11 if rank == "A" else 10 if rank in "JQK" else int(rank))
    for suit in SUITS
    for rank in RANKS
}
SUIT_OF: Final[dict[str, str]] = {card: card[-1] for card in DECK}
RANK_OF: Final[dict[str, str]] = {card: card[:-1] for card in DECK}

Value = int | float
"""A hand's value: whole points, or 30.5 for a triple under that option."""


def is_card(text: object) -> bool:
    return isinstance(text, str) and text in DECK_SET


def suit_totals(cards: tuple[str, ...]) -> dict[str, int]:
    """Each suit held and the points of its cards together."""
    totals: dict[str, int] = {}
    for card in cards:
        suit = SUIT_OF[card]
        totals[suit] = totals.get(suit, 0) + POINTS[card]
    return totals


def counting_suit(cards: tuple[str, ...]) -> str:
    """The suit whose total counts (the first of the deck's suit order on a tie)."""
    totals = suit_totals(cards)
    return max(SUITS, key=lambda suit: (totals.get(suit, -1), -SUITS.index(suit)))


def hand_value(cards: tuple[str, ...], triple: Value | bool = False) -> Value:
    """The value of ``cards``: the best suit total, or ``triple`` for three of one rank."""
    best = max(suit_totals(cards).values(), default=0)
    if (
        triple is not False
        and len(cards) == 3
        and RANK_OF[cards[0]] == RANK_OF[cards[1]] == RANK_OF[cards[2]]
        and triple > best
    ):
        return triple
    return best
