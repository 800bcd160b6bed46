"""The deal: each seat shuffles its own 40-card deck with the match's seeded generator."""

from __future__ import annotations

import random

from game.dutch_blitz.rules.cards import full_deck
from game.dutch_blitz.rules.state import BLITZ_SIZE, Rules, SeatState, TableState


def deal_seat(rules: Rules, rng: random.Random) -> SeatState:
    """Post piles off the top of the shuffled deck, ten for the Blitz pile, the rest in hand."""
    deck = full_deck()
    rng.shuffle(deck)
    posts = tuple((card,) for card in deck[: rules.post_piles])
    blitz = tuple(deck[rules.post_piles: rules.post_piles + BLITZ_SIZE])
    hand = tuple(deck[rules.post_piles + BLITZ_SIZE:])
    return SeatState(posts=posts, blitz=blitz, hand=hand)


def deal(rules: Rules, seats: int, rng: random.Random) -> TableState:
    """A fresh hand for ``seats`` seats; the same generator state gives the same deal."""
    return TableState(rules, tuple(deal_seat(rules, rng) for _ in range(seats)))
