"""The sealed set-aside and bid: sample the rival's possible hands from what is known of its
cards (its purchases and plays are public), model its bid, and choose the joint choice (card
set aside, power cards kept back from the bid) with the best expected round.

A round's worth is estimated without playing it out: the chance of winning the bid (ties by the
first tie card, which is the card set aside) times the best display purchase affordable going
first, plus the chance of losing times the best purchase left after the rival's (with the forced
1-cost card). Non-power cards are always bid: kept in hand they would only be discarded.
A level that counts the payment (``Weights.paying``) nets each purchase of the offering cards
it would pay away, cheapest to lose first; the card set aside is never among them. A level
that counts retrieving (``Weights.retrieve``) adds what its 8s and 10s kept back would take
from the auction discards.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from game.auction.bots.evaluate import Weights, card_keep_value, rounds_left
from game.auction.rules.cards import (
    AUCTION_DISCARDS,
    CASH_IN,
    FROM_AUCTION,
    SUIT,
    VALUE,
    sources_for,
)
from game.auction.rules.hidden import determinize
from game.auction.rules.state import BID
from game.auction.rules.view import View

BIDS_PER_SLICE = 4
"""Joint choices scored between two yields of ``choose`` (a choice costs some 0.05 ms)."""


@dataclass(frozen=True, slots=True)
class RivalSample:
    total: int
    size: int
    tie_card: int


@dataclass(frozen=True, slots=True)
class SealedChoice:
    aside: str | None
    bid: tuple[str, ...]
    closeness: float


def _rival_sample(view: View, rng: random.Random, withhold: float) -> RivalSample:
    state = determinize(view, rng)
    rival = state.seats[1 - view.seat]
    hand = list(rival.hand)
    if view.phase == BID:
        tie = VALUE[rival.deck[-1]] if rival.deck else 0
    else:
        aside = max(hand, key=VALUE.__getitem__) if hand else None
        if aside is not None:
            hand.remove(aside)
        tie = VALUE[aside] if aside else (VALUE[rival.deck[-1]] if rival.deck else 0)
    bid = [c for c in hand if VALUE[c] < CASH_IN or rng.random() >= withhold]
    return RivalSample(sum(VALUE[c] for c in bid), len(hand), tie)


def _subset_table(view: View, rounds: float, weights: Weights) -> list[tuple[int, float, int]]:
    """(cost, worth, slot mask) of every set of display cards, the smallest sets first and
    each size in ``combinations`` order. Each set's sums are its set less its last card's
    plus that card's (the same additions, in the same order, as summing it whole)."""
    slots = [(i + 1, max(0.0, card_keep_value(c, rounds, weights)))
             for i, c in enumerate(view.display) if c is not None]
    count = 1 << len(slots)
    costs, worths, masks = [0] * count, [0.0] * count, [0] * count
    worths[0] = 0  # (an empty set is worth the integer 0, as an empty sum)
    for index in range(1, count):
        last = index.bit_length() - 1
        rest = index ^ (1 << last)
        slot, worth = slots[last]
        costs[index] = costs[rest] + slot
        worths[index] = worths[rest] + worth
        masks[index] = masks[rest] | (1 << (slot - 1))
    return [(costs[i], worths[i], masks[i]) for i in _subset_order(len(slots))]


@cache
def _subset_order(size: int) -> tuple[int, ...]:
    """The sets of ``size`` slots as bit masks of their indices, in the order
    ``combinations`` gives them size by size."""
    return tuple(sum(1 << i for i in combo) for n in range(size + 1)
                 for combo in combinations(range(size), n))


def _best(table: list[tuple[int, float, int]], capacity: int, banned: int = 0,
          losses: list[float] | None = None) -> tuple[float, int]:
    """The best set of display cards for ``capacity`` offering cards, net of what paying
    for it loses when ``losses`` is given."""
    best, mask = 0.0, 0
    for cost, worth, m in table:
        if cost <= capacity and not m & banned:
            if losses is not None:
                worth -= losses[cost]
            if worth > best:
                best, mask = worth, m
    return best, mask


def _power_capacity(view: View, kept: tuple[str, ...]) -> int:
    extra = 0
    for card in kept:
        value = VALUE[card]
        if value <= 7:
            continue
        piles = {"auction_discards": view.auction_discards, "personal_discards": view.discards,
                 "personal_deck": view.deck}
        for source in sources_for(value, view.options.ten_card_face):
            if any(SUIT[c] == SUIT[card] for c in piles[source]):
                extra += 1
                break
    return extra


def _power_value(view: View, kept: tuple[str, ...], bid: tuple[str, ...], rounds: float,
                 weights: Weights) -> float:
    gain = 0.0
    for card in kept:
        if VALUE[card] == CASH_IN:
            same = [c for c in bid + kept if SUIT[c] == SUIT[card] and c != card]
            if same:
                gain += max(0.0, max(-card_keep_value(c, rounds, weights) for c in same))
    if weights.retrieve:
        gain += _retrieve_value(view, kept, rounds, weights)
    return gain + 0.4 * sum(1 for c in kept if VALUE[c] >= FROM_AUCTION)


def _retrieve_value(view: View, kept: tuple[str, ...], rounds: float,
                    weights: Weights) -> float:
    """What the retrieving powers kept back would win from the auction discards: each takes
    the best same-suit card there not already taken (a card from the seat's own discards
    only adds one to the offering, counted as capacity)."""
    taken: list[str] = []
    gain = 0.0
    for card in sorted(kept, key=VALUE.__getitem__):
        if VALUE[card] < FROM_AUCTION or AUCTION_DISCARDS not in sources_for(
                VALUE[card], view.options.ten_card_face):
            continue
        pool = [c for c in view.auction_discards if SUIT[c] == SUIT[card] and c not in taken]
        if pool:
            best = max(pool, key=lambda c: card_keep_value(c, rounds, weights))
            worth = card_keep_value(best, rounds, weights)
            if worth > 0.0:
                taken.append(best)
                gain += weights.retrieve * worth
    return gain


def choose(view: View, rng: random.Random, samples: int, weights: Weights,
           noise: float) -> Generator[None, None, SealedChoice]:
    rounds = rounds_left(view.auction_deck_count, sum(1 for c in view.display if c))
    rivals = []
    for k in range(samples):
        rivals.append(_rival_sample(view, rng, 0.35))
        if k % 2 == 1:
            yield
    rival_size = sum(r.size for r in rivals) / max(1, len(rivals))
    table = _subset_table(view, rounds, weights)
    yield  # (every set of up to 5 display cards: a slice of its own)
    _, rival_mask = _best(table, round(rival_size))
    slot1 = 1 if view.display[0] is not None else 0
    scored: list[tuple[float, str | None, tuple[str, ...]]] = []
    asides: list[str | None] = list(dict.fromkeys(view.hand)) if view.phase != BID else [None]
    for aside in asides:
        rest = list(view.hand)
        if aside is not None:
            rest.remove(aside)
        powers = [c for c in rest if VALUE[c] >= CASH_IN]
        for n in range(len(powers) + 1):
            for kept in combinations(powers, n):
                bid = tuple(c for c in rest if c not in kept)
                value = _score(view, rivals, table, rival_mask, slot1, aside, bid, kept,
                               rounds, weights)
                scored.append((value + rng.gauss(0.0, noise) if noise else value, aside, bid))
                if len(scored) % BIDS_PER_SLICE == 0:
                    yield
        yield
    scored.sort(key=lambda x: -x[0])
    gap = scored[0][0] - scored[1][0] if len(scored) > 1 else 10.0
    best = scored[0]
    return SealedChoice(best[1], best[2], max(0.0, 1.0 - gap / 4.0))


def _score(view: View, rivals: list[RivalSample], table: list[tuple[int, float, int]],
           rival_mask: int, slot1: int, aside: str | None, bid: tuple[str, ...],
           kept: tuple[str, ...], rounds: float, weights: Weights) -> float:
    total = sum(VALUE[c] for c in bid)
    tie = VALUE[aside] if aside else (VALUE[view.deck_top] if view.deck_top else 5)
    wins = 0.0
    for r in rivals:
        if total != r.total:
            wins += total > r.total
        else:
            wins += 1.0 if tie > r.tie_card else 0.5 if tie == r.tie_card else 0.0
    p = wins / max(1, len(rivals))
    extra_cards = _power_capacity(view, kept)
    capacity = len(bid) + len(kept) + extra_cards
    losses = _losses(bid + kept, extra_cards, rounds, weights) if weights.paying else None
    first, my_mask = _best(table, capacity, 0, losses)
    forced = card_keep_value(view.display[0] or "G5", rounds, weights) if slot1 else 0.0
    if slot1 and not rival_mask & 1:
        if losses is not None and len(losses) > 1:
            rest, _ = _best(table, capacity - 1, rival_mask | 1,
                            [x - losses[1] for x in losses[1:]])
            second = forced - losses[1] + rest
        else:
            rest, _ = _best(table, capacity - 1, rival_mask | 1)
            second = forced + rest
    else:
        second, _ = _best(table, capacity, rival_mask, losses)
    if weights.rival:
        first, second = _rival_terms(rivals, table, slot1, forced, my_mask, first, second,
                                     weights)
    extra = _power_value(view, kept, bid, rounds, weights)
    aside_bonus = 0.0 if aside is None else weights.aside * VALUE[aside] * min(rounds, 4.0)
    return p * first + (1 - p) * second + extra + aside_bonus


def _losses(offering: tuple[str, ...], extra: int, rounds: float,
            weights: Weights) -> list[float]:
    """What paying the k cheapest offering cards costs, for every k (index k, from 0): a card
    paid away is lost (a strong bidder late in the game is a gain to lose)."""
    values = sorted([card_keep_value(c, rounds, weights) for c in offering] + [0.0] * extra)
    sums = [0.0]
    for value in values:
        sums.append(sums[-1] + value)
    return sums


def _rival_terms(rivals: list[RivalSample], table: list[tuple[int, float, int]], slot1: int,
                 forced: float, my_mask: int, first: float, second: float,
                 weights: Weights) -> tuple[float, float]:
    """Both outcomes less what the display then gives the rival (winning: what it leaves)."""
    rival_size = sum(r.size for r in rivals) / max(1, len(rivals))
    rival_first, _ = _best(table, round(rival_size))
    rival_second = _best(table, round(rival_size), my_mask)[0]
    if slot1 and not my_mask & 1:
        rival_second = forced + _best(table, round(rival_size) - 1, my_mask | 1)[0]
    return first - weights.rival * rival_second, second - weights.rival * rival_first
