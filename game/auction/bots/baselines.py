"""Scripted players to measure the levels against (no search, no powers):

``buy_vp``: sets aside its highest bid card, bids the rest, then buys the card with the most
victory points it can afford, again while it can.
``bid_then_vp``: the same, but while the auction deck still holds more than half its cards it
buys the highest bid values (bidding strength) instead.

The three strong scripted players (``all_in``, ``six_suit``, ``power_engine``) are in
``strong``; all five are selectable in the simulator's ``--levels``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.auction.bots.strong import STRONG_POLICIES, as_policy
from game.auction.rules.cards import ORDER, SUIT, VALUE, VP
from game.auction.rules.moves import Bid, Buy, Done, Fire, Move, SetAside
from game.auction.rules.state import BID, SET_ASIDE
from game.auction.rules.view import View
from game.bots.turn import Think

Worth = Callable[[str, View], float]


def _vp(card: str, seen: View) -> float:
    return VP[card]


def _bid_then_vp(card: str, seen: View) -> float:
    return VALUE[card] if seen.auction_deck_count > 9 else VP[card]


def _paid(seen: View, slot: int, price: int, worth: Worth) -> tuple[str, ...]:
    card = seen.display[slot - 1]
    assert card is not None

    def cost(c: str) -> tuple[float, int]:
        return (-100.0 if SUIT[c] == SUIT[card] else worth(c, seen), ORDER[c])

    return tuple(sorted(seen.me.offering, key=cost)[:price])


def scripted_move(seen: View, worth: Worth) -> Move:
    me = seen.seat
    if seen.phase == SET_ASIDE:
        return SetAside(me, max(seen.hand, key=lambda c: (VALUE[c], ORDER[c])))
    if seen.phase == BID:
        return Bid(me, tuple(seen.hand[:4]))
    if seen.pending:
        return Fire(me)
    offering = seen.me.offering
    forced = (seen.active != seen.winner and seen.slot1 is not None
              and seen.display[0] == seen.slot1)
    if forced:
        return Buy(me, 1, _paid(seen, 1, 1 if offering else 0, worth))
    slots = [(worth(c, seen), -i, i + 1) for i, c in enumerate(seen.display)
             if c is not None and i + 1 <= len(offering)]
    if not slots:
        return Done(me)
    _, _, slot = max(slots)
    return Buy(me, slot, _paid(seen, slot, slot, worth))


def _policy(worth: Worth) -> Callable[[View, random.Random], Think]:
    return as_policy(lambda seen, rng: scripted_move(seen, worth))


BASELINE_POLICIES: dict[str, Callable[[View, random.Random], Think]] = {
    "buy_vp": _policy(_vp),
    "bid_then_vp": _policy(_bid_then_vp),
    **STRONG_POLICIES,
}
