"""A full state consistent with one seat's view: the bots' search primitive and ``sample_hidden``.

Every card the seat has not seen is dealt at random among the places it cannot see (the auction
deck, the rival's deck, hand and discards), the cards it knows went into the rival's hidden
piles stay there, and the seat's own deck is shuffled below the known set-aside card.
"""

from __future__ import annotations

import random

from game.auction.rules.cards import ALL_CARDS, MAX_BID_CARDS
from game.auction.rules.state import BID, SET_ASIDE, Seat, State
from game.auction.rules.view import SeatView, View


def _own_seat(v: View, rng: random.Random) -> Seat:
    deck = list(v.deck)
    if v.deck_top is not None:
        deck.remove(v.deck_top)
    rng.shuffle(deck)
    if v.deck_top is not None:
        deck.append(v.deck_top)
    me = v.me
    return Seat(tuple(deck), v.hand, v.discards, me.cashed, me.offering, me.bid, me.bid_total,
                me.fired, me.top_known, v.sealed_aside, v.sealed_bid, me.shown_discards,
                me.shown_other, me.reshuffles)


def _seen(v: View) -> set[str]:
    seen = set(v.hand) | set(v.deck) | set(v.discards) | set(v.auction_discards)
    seen.update(c for c in v.display if c is not None)
    for s in v.seats:
        seen.update(s.offering)
        seen.update(s.cashed)
    seen.update(v.rival.shown_discards)
    seen.update(v.rival.shown_other)
    return seen


def _rival_seat(v: View, r: SeatView, pool: list[str], rng: random.Random) -> Seat:
    free = len(pool)
    extra = r.discard_count - len(r.shown_discards)
    if free != extra + r.hand_count + r.deck_count or extra < 0:
        raise ValueError("the view's rival piles do not add up")
    discards = r.shown_discards + tuple(pool[:extra])
    hand = tuple(pool[extra:extra + r.hand_count])
    deck = tuple(pool[extra + r.hand_count:])
    aside: str | None = None
    sealed_bid: tuple[str, ...] | None = None
    if r.locked and v.phase == SET_ASIDE:
        aside = rng.choice(hand)
    elif r.locked and v.phase == BID:
        size = rng.randint(0, min(MAX_BID_CARDS, len(hand)))
        sealed_bid = tuple(rng.sample(hand, size))
    return Seat(deck, hand, discards, r.cashed, r.offering, r.bid, r.bid_total, r.fired,
                r.top_known, aside, sealed_bid, r.shown_discards, r.shown_other, r.reshuffles)


def determinize(v: View, rng: random.Random) -> State:
    """A state whose view for ``v.seat`` equals ``v``, hidden cards dealt by ``rng``."""
    seen = _seen(v)
    unseen = [c for c in ALL_CARDS if c not in seen]
    rng.shuffle(unseen)
    n = v.auction_deck_count
    auction_deck = tuple(unseen[:n])
    pool = unseen[n:] + list(v.rival.shown_other)
    rng.shuffle(pool)
    seats: list[Seat] = [Seat(), Seat()]
    seats[v.seat] = _own_seat(v, rng)
    seats[1 - v.seat] = _rival_seat(v, v.rival, pool, rng)
    return State(tuple(seats), v.display, auction_deck, v.auction_discards, v.options, v.round,
                 v.phase, v.active, v.winner, v.slot1, v.pending, v.voluntary,
                 v.deck_empty_at_start, v.last_loser, rng.getrandbits(32), v.scores, v.winners)



def own_state(v: View) -> State:
    """A state with the seat's own cards and the public ones only (the rival's hidden piles
    left empty): enough for the seat's own moves, and cheap."""
    me = v.me
    deck = tuple(c for c in v.deck if c != v.deck_top) + ((v.deck_top,) if v.deck_top else ())
    own = Seat(deck, v.hand, v.discards, me.cashed, me.offering, me.bid, me.bid_total, me.fired,
               me.top_known, v.sealed_aside, v.sealed_bid, me.shown_discards, me.shown_other,
               me.reshuffles)
    r = v.rival
    rival = Seat(cashed=r.cashed, offering=r.offering, bid=r.bid, bid_total=r.bid_total,
                 fired=r.fired, hand=("?",) * r.hand_count if v.phase == SET_ASIDE else (),
                 sealed_aside="?" if r.locked and v.phase == SET_ASIDE else None,
                 sealed_bid=() if r.locked and v.phase == BID else None)
    seats = (own, rival) if v.seat == 0 else (rival, own)
    return State(seats, v.display, ("?",) * v.auction_deck_count, v.auction_discards, v.options,
                 v.round, v.phase, v.active, v.winner, v.slot1, v.pending, v.voluntary,
                 v.deck_empty_at_start, v.last_loser, 0, v.scores, v.winners)
