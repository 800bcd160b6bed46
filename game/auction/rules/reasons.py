"""Why the table refused a move, in words a player can read."""

from __future__ import annotations

from enum import Enum


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
    WRONG_PRICE = "that is not the number of cards this slot costs"
    MUST_BUY_FIRST = "you must buy the 1-cost card first (the bid's loser takes it)"

    @property
    def text(self) -> str:
        return str(self.value)

    @property
    def is_race_lost(self) -> bool:
        return False
