"""Why the table refused a move, in words a player can read.

Most reasons are fixed words (``Reason``); a refusal that depends on the table names its
numbers and cards (``price_refusal``, ``forced_first``), built here beside the fixed ones.
"""

from __future__ import annotations

from enum import Enum

from game.auction.rules.cards import card_words
from game.core.outcome import Because


class Reason(Enum):
    NOT_A_MOVE = "that is not a move of this game"
    NO_SUCH_SEAT = "no such seat"
    GAME_OVER = "the game is over"
    NOT_NOW = "that cannot be done in this phase"
    NOT_YOUR_TURN = "it is not your turn"
    LOCKED = "you have already locked in"
    NOT_A_CARD = "that is not a card of this game"
    NOT_IN_HAND = "that card is not in your hand"
    TOO_MANY_BID = "a bid is at most four cards"
    REPEATED = "the same card is named twice"
    NOT_A_POWER = "only cards with a bid value of 6 to 10 have a power"
    POWER_WAITING = "finish the power that is firing first"
    NOTHING_FIRING = "no power is waiting to fire"
    BAD_DUPLICATE = "a 7 repeats another power card of its suit in your offering (not a 7)"
    WRONG_REPEAT = "this repeat is of the card the 7 chose before"
    NOT_A_SEVEN = "only a 7 names a card to repeat"
    BAD_SOURCE = "this power cannot take from that pile"
    BAD_TARGET = "that card cannot be the target of this power"
    STILL_TO_FIRE = ("that card's own power (or a 7's repeat of it) has still to fire, so it "
                     "cannot leave the offering yet")
    NO_SUCH_SLOT = "the display slots cost 1 to 6"
    EMPTY_SLOT = "that display slot is empty"
    NOT_IN_OFFERING = "you can only pay with cards of your offering"

    @property
    def text(self) -> str:
        return str(self.value)

    @property
    def is_race_lost(self) -> bool:
        return False


Refusal = Reason | Because
"""Any reason the rules core gives: fixed words, or words naming the table's numbers."""


def _cards(n: int) -> str:
    return f"{n} card{'s' * (n != 1)}"


def price_refusal(card: str, price: int, chosen: int, offering: int, forced: bool) -> Because:
    """A purchase paid with the wrong number of cards: "Red 5 costs 3 cards; your offering
    has 2" (or "...; you chose 2" when the offering could pay)."""
    what = card_words(card).capitalize()
    if forced:
        what += ", the forced 1-cost card,"
    if offering < price:
        return Because(f"{what} costs {_cards(price)}; your offering has {offering}")
    return Because(f"{what} costs {_cards(price)}; you chose {chosen}")


def forced_first(card: str) -> Because:
    """The bid's loser tried to end its turn with the 1-cost card still there."""
    return Because(f"You lost the bid, so you must take the 1-cost card ({card_words(card)}) "
                   "before you end your turn")
