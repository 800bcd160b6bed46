"""The standard 52-card deck named as a player says it: the one naming function of that deck.

Records and rules cores write a card as rank then suit (``"JS"``, ``"10H"``, ``"5C"``); a player
reads "the jack of spades", or "J♠" where space is short. Every game on the standard deck
(Blitz (31), Dutch) names its cards through this module, so the words live in the small tables
below and nowhere else, ready for a translation pass to wrap them. A text that is not a card
of the deck is named "a card": a damaged record never shows its raw code. Pure Python.
"""

from __future__ import annotations

from typing import Final

from game.core.i18n import N_, tr

__all__ = ["CARD_WORDS", "RANK_WORDS", "SUIT_SIGNS", "SUIT_WORDS", "UNKNOWN_CARD", "a_rank",
           "card_name", "card_short", "card_words", "is_standard", "rank_words", "split"]

RANK_WORDS: Final[dict[str, str]] = {
    "A": N_("ace"), "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8",
    "9": "9", "10": "10", "J": N_("jack"), "Q": N_("queen"), "K": N_("king"),
}
"""A rank as a player says it: court cards and aces by name, the others by number."""
SUIT_WORDS: Final[dict[str, str]] = {
    "S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs"),
}
SUIT_SIGNS: Final[dict[str, str]] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
"""The suit signs of the short form (for text drawn with a typeface that has them)."""
CARD_WORDS: Final = N_("the {rank} of {suit}")
"""How a card is named in a sentence; ``card_name`` is the same without the article. Every
word here is looked up in the chosen language (``tr``) each time a card is named."""
CARD_NAME: Final = N_("{rank} of {suit}")
UNKNOWN_CARD: Final = N_("a card")
"""What a text that is no card of the deck is called (never its raw code)."""
UNKNOWN_NAME: Final = N_("card")
A_RANK: Final[dict[str, str]] = {
    "A": N_("an ace"), "8": N_("an 8"), "J": N_("a jack"), "Q": N_("a queen"), "K": N_("a king"),
}
"""A rank with its article, whole (a language's article may follow the rank: "eine Dame");
every other rank reads ``A_NUMBER``."""
A_NUMBER: Final = N_("a {rank}")


def split(code: object) -> tuple[str, str] | None:
    """``"10H"`` -> ``("10", "H")``; None for anything that is not a card of the deck."""
    if not isinstance(code, str) or len(code) < 2:
        return None
    rank, suit = code[:-1], code[-1]
    if rank not in RANK_WORDS or suit not in SUIT_WORDS:
        return None
    return rank, suit


def is_standard(code: object) -> bool:
    return split(code) is not None


def rank_words(rank: str) -> str:
    """``"J"`` -> ``"jack"``, ``"7"`` -> ``"7"``: a rank on its own."""
    return tr(RANK_WORDS.get(rank, UNKNOWN_NAME))


def a_rank(rank: str) -> str:
    """``"J"`` -> ``"a jack"``, ``"A"`` -> ``"an ace"``, ``"8"`` -> ``"an 8"``."""
    if rank in A_RANK:
        return tr(A_RANK[rank])
    return tr(A_NUMBER).format(rank=rank_words(rank))


def _named(code: object, template: str, unknown: str) -> str:
    """``code`` put into ``template`` in the chosen language (``unknown`` when no card)."""
    parts = split(code)
    if parts is None:
        return tr(unknown)
    rank, suit = parts
    return tr(template).format(rank=tr(RANK_WORDS[rank]), suit=tr(SUIT_WORDS[suit]))


def card_name(code: object) -> str:
    """``"JS"`` -> ``"jack of spades"``: a card after "your" or "the"."""
    return _named(code, CARD_NAME, UNKNOWN_NAME)


def card_words(code: object) -> str:
    """``"JS"`` -> ``"the jack of spades"``: a card in a sentence ("a card" when unknown)."""
    return _named(code, CARD_WORDS, UNKNOWN_CARD)


def card_short(code: object) -> str:
    """``"JS"`` -> ``"J♠"``, ``"10H"`` -> ``"10♥"``: where space is short ("?" when unknown)."""
    parts = split(code)
    if parts is None:
        return "?"
    rank, suit = parts
    return rank + SUIT_SIGNS[suit]
