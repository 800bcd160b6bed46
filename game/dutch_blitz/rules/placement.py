"""The two placement rules of Dutch Blitz: what goes on a Dutch pile and what on a Post pile.

The engine checks every move with these (and says why not with a ``Reason``); legal moves, the
bots' lookahead and the stalemate rule ask the same questions through ``fits_dutch`` and
``fits_post``.
"""

from __future__ import annotations

from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.moves import Reason
from game.dutch_blitz.rules.state import DutchPile


def dutch_refusal(card: Card, pile: DutchPile, seat: int | None = None) -> Reason | None:
    """None when ``card`` goes on ``pile`` (same colour, the next number), else why not.

    "Beaten to it" only when a rival's card now holds the very spot ``card`` was meant for (the
    pile's top has ``card``'s number); a pile that has gone further, a complete pile or a 1 played
    onto a pile each get their own reason.
    """
    top = pile.top
    if top.colour != card.colour:
        return Reason.WRONG_COLOUR
    if card.number == 1:
        return Reason.ONE_STARTS_NEW_PILE
    if card.number == top.number and pile.owners[-1] != seat:
        return Reason.PILE_COMPLETE if pile.complete else Reason.PILE_TAKEN
    if pile.complete:
        return Reason.PILE_FINISHED
    if card.number <= top.number:
        return Reason.PILE_PAST
    if card.number != top.number + 1:
        return Reason.NOT_NEXT_NUMBER
    return None


def post_refusal(card: Card, top: Card) -> Reason | None:
    """None when ``card`` goes on a Post pile topped by ``top`` (one lower, other gender)."""
    if card.number != top.number - 1:
        return Reason.NOT_ONE_LOWER
    if card.is_boy == top.is_boy:
        return Reason.SAME_GENDER
    return None


def fits_dutch(card: Card, top: Card) -> bool:
    """``card`` goes on a Dutch pile whose top is ``top``."""
    return top.colour == card.colour and card.number == top.number + 1


def fits_post(card: Card, top: Card) -> bool:
    return card.number == top.number - 1 and card.is_boy != top.is_boy
