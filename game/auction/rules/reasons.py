"""Why the table refused a move, in words a player can read, in any language.

Most reasons are fixed words (``Reason``); a refusal that depends on the table names its
numbers and cards (``price_refusal``, ``forced_first``), built here beside the fixed ones. Every
reason is a message id marked for the catalogue (``N_``) with its parameters (``message``): the
UI shows it translated (``game.i18n.say``); ``text`` is the English, for records and tests.
"""

from __future__ import annotations

from game.core.i18n import N_, Message, N_plural
from game.core.outcome import ReasonEnum


class Reason(ReasonEnum):
    NOT_A_MOVE = N_("that is not a move of this game")
    NO_SUCH_SEAT = N_("no such seat")
    GAME_OVER = N_("the game is over")
    NOT_NOW = N_("that cannot be done in this phase")
    NOT_YOUR_TURN = N_("it is not your turn")
    LOCKED = N_("you have already locked in")
    NOT_A_CARD = N_("that is not a card of this game")
    NOT_IN_HAND = N_("that card is not in your hand")
    TOO_MANY_BID = N_("a bid is at most four cards")
    REPEATED = N_("the same card is named twice")
    NOT_A_POWER = N_("only cards with a bid value of 6 to 10 have a power")
    POWER_WAITING = N_("finish the power that is firing first")
    NOTHING_FIRING = N_("no power is waiting to fire")
    BAD_DUPLICATE = N_("a 7 repeats another power card of its suit in your offering (not a 7)")
    WRONG_REPEAT = N_("this repeat is of the card the 7 chose before")
    NOT_A_SEVEN = N_("only a 7 names a card to repeat")
    BAD_SOURCE = N_("this power cannot take from that pile")
    BAD_TARGET = N_("that card cannot be the target of this power")
    STILL_TO_FIRE = N_("that card's own power (or a 7's repeat of it) has still to fire, so "
                       "it cannot leave the offering yet")
    NO_SUCH_SLOT = N_("the display slots cost 1 to 6")
    EMPTY_SLOT = N_("that display slot is empty")
    NOT_IN_OFFERING = N_("you can only pay with cards of your offering")


Refusal = Reason | Message
"""Any reason the rules core gives: fixed words, or words naming the table's numbers."""

SUIT_WORDS = {"G": N_("green"), "R": N_("red"), "P": N_("pink"), "B": N_("blue")}
"""The suits as the refusals name them (the same words as ``SUIT_NAMES``)."""
SUIT_CAPITALS = {"G": N_("Green"), "R": N_("Red"), "P": N_("Pink"), "B": N_("Blue")}
_SHORT = N_plural("{card} costs {price} card; your offering has {offering}",
                  "{card} costs {price} cards; your offering has {offering}")
_CHOSEN = N_plural("{card} costs {price} card; you chose {chosen}",
                   "{card} costs {price} cards; you chose {chosen}")
_FORCED_SHORT = N_plural(
    "{card}, the forced 1-cost card, costs {price} card; your offering has {offering}",
    "{card}, the forced 1-cost card, costs {price} cards; your offering has {offering}")
_FORCED_CHOSEN = N_plural("{card}, the forced 1-cost card, costs {price} card; you chose {chosen}",
                          "{card}, the forced 1-cost card, costs {price} cards; you chose "
                          "{chosen}")


def card_message(card: str, capital: bool = False) -> Message:
    """A card as words to translate: "blue 9" (``capital``: "Blue 9", to start a sentence)."""
    suits = SUIT_CAPITALS if capital else SUIT_WORDS
    return Message.of(N_("{suit} {value}"), suit=Message.of(suits.get(card[:1], "?")),
                      value=card[1:])


def price_refusal(card: str, price: int, chosen: int, offering: int, forced: bool) -> Message:
    """A purchase paid with the wrong number of cards: "Red 5 costs 3 cards; your offering
    has 2" (or "...; you chose 2" when the offering could pay)."""
    what = card_message(card, capital=True)
    if offering < price:
        pair = _FORCED_SHORT if forced else _SHORT
    else:
        pair = _FORCED_CHOSEN if forced else _CHOSEN
    return Message.counted(pair, "price", card=what, price=price, offering=offering,
                           chosen=chosen)


def forced_first(card: str) -> Message:
    """The bid's loser tried to end its turn with the 1-cost card still there."""
    return Message.of(N_("You lost the bid, so you must take the 1-cost card ({card}) before "
                         "you end your turn"), card=card_message(card))
