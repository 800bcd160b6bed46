"""How good a seat's holdings are, as the bots judge them: victory points, the deck's future
bidding strength (worth more the more rounds are left) and progress toward six of a suit."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.auction.rules.cards import (
    CASH_IN,
    SUIT,
    SUIT_BONUS,
    SUIT_BONUS_COUNT,
    VALUE,
    VP,
)
from game.auction.rules.state import Seat

CARDS_SOLD_PER_ROUND = 2.5


@dataclass(frozen=True, slots=True)
class Weights:
    """A level's judgement: how far it looks ahead and what it counts."""

    strength: float = 1.6
    power: float = 0.8
    progress: bool = True
    horizon: float = 1.0
    rival: float = 0.0
    aside: float = 0.15
    """Weight of the card set aside (it starts the next hand) per bid point and round left."""
    paying: bool = False
    """The sealed choice counts what the payment costs: which offering cards would be lost."""
    retrieve: float = 0.0
    """Weight, in the sealed choice, of the card a retrieving power kept back would take from
    the auction discards."""


MASTER_WEIGHTS = Weights()


def rounds_left(auction_deck: int, display: int) -> float:
    return (auction_deck + display) / CARDS_SOLD_PER_ROUND


def suit_points(counts: Counter[str], rounds: float, weights: Weights) -> float:
    points = 0.0
    for n in counts.values():
        if n >= SUIT_BONUS_COUNT:
            points += SUIT_BONUS
        elif weights.progress and n >= 3:
            reach = min(1.0, rounds / (2.0 * (SUIT_BONUS_COUNT - n)))
            points += SUIT_BONUS * reach * (0.15 if n == 3 else 0.35 if n == 4 else 0.6)
    return points


def seat_value(seat: Seat, rounds: float, weights: Weights = MASTER_WEIGHTS) -> float:
    """Victory points + suit bonus (and progress) + future bidding strength of the cycle."""
    cycle = seat.deck + seat.hand + seat.discards + seat.offering
    owned = cycle + seat.cashed
    vp = sum(VP[c] for c in owned)
    counts = Counter(SUIT[c] for c in owned)
    horizon = rounds * weights.horizon
    if not cycle:
        return vp + suit_points(counts, horizon, weights)
    mean = sum(VALUE[c] for c in cycle) / len(cycle)
    powers = sum(1 for c in cycle if VALUE[c] >= CASH_IN) / len(cycle)
    strength = weights.strength * (mean - 5.5) * 4 + weights.power * powers * 4
    return vp + suit_points(counts, horizon, weights) + strength * min(horizon, 8.0) / 2.0


def card_keep_value(card: str, rounds: float, weights: Weights = MASTER_WEIGHTS) -> float:
    """Roughly what owning ``card`` is worth (the cost of paying it to the auction)."""
    horizon = min(rounds * weights.horizon, 8.0) / 2.0
    return VP[card] + horizon * (weights.strength * (VALUE[card] - 5.5) * 0.4
                                 + (weights.power * 0.4 if VALUE[card] >= CASH_IN else 0.0))


def rival_takes(display: tuple[str | None, ...], slot1: str | None, capacity: float,
                rounds: float, weights: Weights = MASTER_WEIGHTS) -> float:
    """What the display left behind is worth to the rival who buys next: the forced 1-cost
    card (if still there) and the best set it can afford with ``capacity`` offering cards."""
    worth = 0.0
    items = [(slot, card_keep_value(c, rounds, weights))
             for slot, c in enumerate(display, start=1) if c is not None]
    if slot1 is not None and display[0] == slot1:
        worth += items[0][1]
        capacity -= 1
        items = items[1:]
    best = 0.0
    for mask in range(1, 1 << len(items)):
        cost = 0
        gain = 0.0
        for bit, (slot, value) in enumerate(items):
            if mask >> bit & 1:
                cost += slot
                gain += value
        if cost <= capacity and gain > best:
            best = gain
    return worth + best
