"""The 40 cards: four suits of bid values 1-10, their victory points and powers.

A card is its record name: suit letter + bid value (``G1`` .. ``B10``). Lookups are
precomputed dictionaries so the bots' searches stay cheap.
"""

from __future__ import annotations

from typing import Final

from game.core.i18n import N_, tr

SUITS: Final = ("G", "R", "P", "B")
SUIT_NAMES: Final = {"G": N_("green"), "R": N_("red"), "P": N_("pink"), "B": N_("blue")}
VALUES: Final = tuple(range(1, 11))
VP_BY_VALUE: Final = {1: 11, 2: 7, 3: 4, 4: 2, 5: 1, 6: -1, 7: -2, 8: -4, 9: -7, 10: -11}

CASH_IN: Final = 6
DUPLICATE: Final = 7
FROM_AUCTION: Final = 8
FROM_PERSONAL: Final = 9
FROM_EITHER: Final = 10

ALL_CARDS: Final[tuple[str, ...]] = tuple(f"{s}{v}" for s in SUITS for v in VALUES)
CARD_SET: Final = frozenset(ALL_CARDS)
SUIT: Final[dict[str, str]] = {c: c[0] for c in ALL_CARDS}
VALUE: Final[dict[str, int]] = {c: int(c[1:]) for c in ALL_CARDS}
VP: Final[dict[str, int]] = {c: VP_BY_VALUE[VALUE[c]] for c in ALL_CARDS}
ORDER: Final[dict[str, int]] = {c: i for i, c in enumerate(ALL_CARDS)}

HAND_SIZE: Final = 5
DECK_SIZE: Final = 8
DISPLAY_SIZE: Final = 6
MAX_BID_CARDS: Final = 4
SUIT_BONUS: Final = 10
SUIT_BONUS_COUNT: Final = 6

AUCTION_DISCARDS: Final = "auction_discards"
PERSONAL_DISCARDS: Final = "personal_discards"
PERSONAL_DECK: Final = "personal_deck"
SOURCES: Final = (AUCTION_DISCARDS, PERSONAL_DISCARDS, PERSONAL_DECK)


CARD_WORDS: Final = N_("{suit} {value}")
"""How a card is named (with ``SUIT_NAMES``): the one table of Dutch Auction's card words."""
UNKNOWN_CARD: Final = N_("a card")


def card_words(card: str) -> str:
    """``"B9"`` -> ``"blue 9"``: the one way a card is named to a player (``"a card"`` for a
    text that is no card: a raw code never shows)."""
    if card not in CARD_SET:
        return tr(UNKNOWN_CARD)
    return tr(CARD_WORDS).format(suit=tr(SUIT_NAMES[SUIT[card]]), value=VALUE[card])


def is_card(value: object) -> bool:
    return isinstance(value, str) and value in CARD_SET


def is_power(card: str) -> bool:
    return VALUE[card] >= CASH_IN


def effect_name(value: int) -> str:
    """The record's ``effect`` of a power card of bid ``value``."""
    if value == CASH_IN:
        return "cash_in"
    if value == DUPLICATE:
        return "duplicate"
    return "retrieve"


def sources_for(value: int, ten_card_face: bool) -> tuple[str, ...]:
    """The piles a retrieving power of bid ``value`` may take from."""
    if value == FROM_AUCTION:
        return (AUCTION_DISCARDS,)
    if value == FROM_PERSONAL:
        return (PERSONAL_DISCARDS,)
    if value == FROM_EITHER:
        return (AUCTION_DISCARDS, PERSONAL_DECK) if ten_card_face else (
            PERSONAL_DISCARDS, AUCTION_DISCARDS)
    return ()


def sort_cards(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Cards sorted by suit and value: how viewers show a pile's composition."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def remove_one(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def remove_all(cards: tuple[str, ...], gone: tuple[str, ...] | frozenset[str]) -> tuple[str, ...]:
    drop = set(gone)
    return tuple(c for c in cards if c not in drop)
