"""Three strong scripted players to measure the levels against (rules of thumb, no search):

``all_in``: bid nearly everything, keep the weakest back. Sets aside its lowest bid card,
bids the other four (power cards too, never fired), then buys the card that gains it the most
(victory points, plus bidding strength while the auction deck is still thick) net of what the
payment loses, paying with the cards it most wants to be rid of.
``six_suit``: plays for the six-of-a-suit bonus. Picks the suit it owns most of (ties: the one
the display offers most of), values that suit's cards well above their points until it owns
six, and pays with other suits' cards first.
``power_engine``: keeps back the power cards that have something to do, plays them after the
bid (a cash-in banks the best card for points, a retrieve takes the best card in reach, a
repeat repeats the best power), buys power cards while the auction deck is thick and victory
points after.

Every decision reads only the seat's own view.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from game.auction.rules.cards import (
    AUCTION_DISCARDS,
    CASH_IN,
    DUPLICATE,
    ORDER,
    SUIT,
    SUIT_BONUS_COUNT,
    VALUE,
    VP,
    sources_for,
)
from game.auction.rules.hidden import own_state
from game.auction.rules.legal import fire_options
from game.auction.rules.moves import Bid, Buy, Done, Fire, Move, PlayPower, SetAside
from game.auction.rules.state import BID, SET_ASIDE
from game.auction.rules.view import View
from game.bots.turn import Decision, Think

Worth = Callable[[str, View], float]


def bid_weight(seen: View) -> float:
    """What one point of bid value in the deck is worth, in victory points: a lot while many
    rounds are left, nothing at the end."""
    left = seen.auction_deck_count
    return 1.2 if left > 12 else 0.7 if left > 6 else 0.2 if left > 0 else 0.0


def plain_worth(card: str, seen: View) -> float:
    return VP[card] + bid_weight(seen) * (VALUE[card] - 5.5)


def owned(seen: View) -> tuple[str, ...]:
    me = seen.me
    return seen.hand + seen.deck + seen.discards + me.cashed + me.offering


def payment(seen: View, slot: int, price: int, worth: Worth) -> tuple[tuple[str, ...], float]:
    """The ``price`` offering cards cheapest to part with for the card in ``slot`` (same-suit
    cards come back to the discards; others are lost) and what losing them costs."""
    card = seen.display[slot - 1]
    assert card is not None

    def loss(c: str) -> float:
        return 0.0 if SUIT[c] == SUIT[card] else worth(c, seen)

    paid = sorted(seen.me.offering, key=lambda c: (loss(c), ORDER[c]))[:price]
    return tuple(paid), sum(loss(c) for c in paid)


def buy_or_done(seen: View, worth: Worth) -> Move:
    """The forced 1-cost card first; then the purchase with the best net gain, if any."""
    me = seen.seat
    offering = seen.me.offering
    if (seen.active != seen.winner and seen.slot1 is not None
            and seen.display[0] == seen.slot1):
        return Buy(me, 1, payment(seen, 1, 1 if offering else 0, worth)[0])
    best: tuple[float, int, tuple[str, ...]] | None = None
    for slot, card in enumerate(seen.display, start=1):
        if card is None or slot > len(offering):
            continue
        paid, lost = payment(seen, slot, slot, worth)
        gain = worth(card, seen) - lost
        if gain > 0.0 and (best is None or gain > best[0]):
            best = (gain, slot, paid)
    return Done(me) if best is None else Buy(me, best[1], best[2])


def weakest(cards: tuple[str, ...] | list[str]) -> str:
    return min(cards, key=lambda c: (VALUE[c], -VP[c], ORDER[c]))


Play = Callable[[View, random.Random], Move]


def bid_all(worth: Worth) -> Play:
    """Set aside the weakest bidder, bid the rest, buy by ``worth``; no power fires."""

    def play(seen: View, rng: random.Random) -> Move:
        if seen.phase == SET_ASIDE:
            return SetAside(seen.seat, weakest(seen.hand))
        if seen.phase == BID:
            return Bid(seen.seat, tuple(sorted(seen.hand, key=lambda c: -VALUE[c])[:4]))
        if seen.pending:
            return Fire(seen.seat)
        return buy_or_done(seen, worth)

    return play


def target_suit(seen: View) -> str:
    counts = Counter(SUIT[c] for c in owned(seen))
    shown = Counter(SUIT[c] for c in seen.display if c is not None)
    return max("GRPB", key=lambda s: (counts[s], shown[s], -"GRPB".index(s)))


def suit_worth(card: str, seen: View) -> float:
    suit = target_suit(seen)
    have = sum(1 for c in owned(seen) if SUIT[c] == suit)
    bonus = 0.0
    if SUIT[card] == suit:
        bonus = 7.0 if have < SUIT_BONUS_COUNT else 4.0 if have == SUIT_BONUS_COUNT else 0.0
    return plain_worth(card, seen) + bonus


def engine_worth(card: str, seen: View) -> float:
    power = 3.0 if VALUE[card] >= CASH_IN and seen.auction_deck_count > 9 else 0.0
    return plain_worth(card, seen) + power


def has_use(seen: View, card: str, others: tuple[str, ...]) -> bool:
    """Whether a power card kept back would find something to do after the bid."""
    value = VALUE[card]
    same = [c for c in others if SUIT[c] == SUIT[card] and c != card]
    if value == CASH_IN:
        return any(VP[c] > 0 for c in same)
    if value == DUPLICATE:
        return any(VALUE[c] >= CASH_IN and VALUE[c] != DUPLICATE for c in same)
    piles = {"auction_discards": seen.auction_discards, "personal_discards": seen.discards,
             "personal_deck": seen.deck}
    return any(SUIT[c] == SUIT[card] for source in sources_for(value, seen.options.ten_card_face)
               for c in piles[source])


def engine_kept(seen: View, hand: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c for c in hand if VALUE[c] >= CASH_IN and has_use(seen, c, hand))


def _fire_score(move: Fire, seen: View) -> float:
    """A firing's worth: cash in the best card for points, retrieve the best card."""
    if move.target is None:
        return 0.0
    if VALUE[move.target] >= CASH_IN and move.source is not None:
        return 5.0 + VALUE[move.target] * 0.1  # a retrieved power fires again
    if move.source is None:  # a cash-in: worth it for a card that scores well
        return VP[move.target] - 1.0
    if move.source == AUCTION_DISCARDS:  # a new card for the seat (and one more to pay with)
        return 2.0 + VP[move.target]
    return 1.0 + VALUE[move.target] * 0.1  # one more card to pay with


def play_powers_then_buy(seen: View, worth: Worth) -> Move:
    """Phase 3 of the power engine: fire what is waiting, play the powers in hand (the 7
    last), then buy."""
    me = seen.seat
    if seen.pending:
        options = fire_options(own_state(seen), me)
        return max(options, key=lambda m: _fire_score(m, seen) if isinstance(m, Fire) else 0.0)
    powers = [c for c in seen.hand if VALUE[c] >= CASH_IN]
    if powers:
        return PlayPower(me, max(powers, key=lambda c: (VALUE[c] != DUPLICATE, VALUE[c])))
    return buy_or_done(seen, worth)


def _power_engine(seen: View, rng: random.Random) -> Move:
    me = seen.seat
    if seen.phase == SET_ASIDE:
        rest = [c for c in seen.hand if VALUE[c] < CASH_IN] or list(seen.hand)
        return SetAside(me, weakest(rest))
    if seen.phase == BID:
        kept = engine_kept(seen, seen.hand)
        bid = [c for c in seen.hand if c not in kept]
        return Bid(me, tuple(sorted(bid, key=lambda c: -VALUE[c])[:4]))
    return play_powers_then_buy(seen, engine_worth)


def as_policy(play: Play) -> Callable[[View, random.Random], Think]:
    """A scripted play as a bot policy (it decides at once, nothing to slice)."""

    def policy(seen: View, rng: random.Random) -> Think:
        return Decision(play(seen, rng), 0.0)
        yield  # pragma: no cover - makes this a generator

    return policy


STRONG_POLICIES: dict[str, Callable[[View, random.Random], Think]] = {
    "all_in": as_policy(bid_all(plain_worth)),
    "six_suit": as_policy(bid_all(suit_worth)),
    "power_engine": as_policy(_power_engine),
}
