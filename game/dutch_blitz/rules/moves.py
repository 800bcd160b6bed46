"""What a seat can ask the table to do, and what the table says when it refuses: each reason
is a message id marked for the catalogue (``N_``); the UI shows it translated, ``text`` is the
English for records and tests."""

from __future__ import annotations

from game.core.fast import immutable
from game.core.i18n import N_
from game.core.outcome import ReasonEnum
from game.dutch_blitz.rules.cards import Card


@immutable
class Play:
    """Move one top card (``blitz``, ``wood`` or ``post:N``) to ``dutch:N``, ``dutch:new`` or
    ``post:N``. ``card`` is the card the seat means to move: when given, the move is refused if
    that card is no longer on top (the seat acted on a table that has changed)."""

    seat: int
    source: str
    target: str
    card: Card | None = None


@immutable
class Flip:
    """Turn up to three cards from the hand onto the Wood pile."""

    seat: int


@immutable
class Recycle:
    """Turn the Wood pile over into the empty hand; ``rotate`` first puts its top card at the
    bottom (the gridlock rule, only when the seat has moved no card since its last turn-over)."""

    seat: int
    rotate: bool = False


@immutable
class Stack:
    """Move a whole Post pile onto another Post pile (only with ``rules.move_post_stack``)."""

    seat: int
    source: str
    target: str


Move = Play | Flip | Recycle | Stack


class Reason(ReasonEnum):
    """Why a move was refused; ``.text`` is short enough for a note on the table."""

    HAND_OVER = N_("the hand is over")
    NOT_A_MOVE = N_("that is not a move of this game")
    NO_SUCH_SEAT = N_("no such seat")
    BAD_SOURCE = N_("cards can only come from the Blitz, Wood or a Post pile")
    EMPTY_SOURCE = N_("that pile is empty")
    NOT_ON_TOP = N_("that card is no longer on top")
    BAD_TARGET = N_("cards can only go to a Dutch or a Post pile")
    NO_SUCH_PILE = N_("there is no such pile")
    NEW_PILE_NEEDS_ONE = N_("only a 1 starts a Dutch pile")
    WRONG_COLOUR = N_("not the same colour")
    PILE_COMPLETE = N_("that pile is complete")
    PILE_FINISHED = N_("that pile is already complete")
    PILE_TAKEN = N_("beaten to it")
    PILE_PAST = N_("that pile has already gone past this number")
    ONE_STARTS_NEW_PILE = N_("a 1 starts a new Dutch pile")
    NOT_NEXT_NUMBER = N_("not the next number")
    SAME_PILE = N_("that is the same pile")
    EMPTY_POST = N_("that Post slot is empty")
    NOT_ONE_LOWER = N_("not one lower")
    SAME_GENDER = N_("not the other gender")
    HAND_EMPTY = N_("no cards left in the hand: turn the Wood over")
    HAND_NOT_EMPTY = N_("the hand still has cards")
    NOTHING_TO_RECYCLE = N_("the Wood pile is empty")
    ROTATE_NOT_ALLOWED = N_("rotate only when stuck: you moved a card since the last turn-over")
    STACK_DISABLED = N_("moving a whole Post pile is off in this match")

    @property
    def is_race_lost(self) -> bool:
        """Another seat got there first (the digital "Dutch!"): a rival's card now holds the
        spot this card was meant for (``PILE_COMPLETE``: with the 10 that finished the pile)."""
        return self is Reason.PILE_TAKEN or self is Reason.PILE_COMPLETE
