"""Moving cards between a seat's piles: drawing (with seeded reshuffles), discarding, and the
bookkeeping of what the rival has seen (``shown_discards`` / ``shown_other``)."""

from __future__ import annotations

import random
from dataclasses import replace

from game.auction.rules.cards import remove_one, sort_cards
from game.auction.rules.events import Drew, Event, Reshuffled
from game.auction.rules.state import Seat, State


def unshow(seat: Seat, cards: tuple[str, ...]) -> Seat:
    """``cards`` left the seat's hidden piles face up: the rival no longer tracks them there."""
    shown_d, shown_o = seat.shown_discards, seat.shown_other
    for card in cards:
        if card in shown_d:
            shown_d = remove_one(shown_d, card)
        elif card in shown_o:
            shown_o = remove_one(shown_o, card)
    return replace(seat, shown_discards=shown_d, shown_other=shown_o)


def reshuffle_rng(seed: int, seat: int, count: int) -> random.Random:
    return random.Random(f"auction-reshuffle:{seed}:{seat}:{count}")


def reshuffle(state: State, i: int) -> tuple[State, Reshuffled]:
    """The seat's personal discards shuffled into a new personal deck (seeded)."""
    seat = state.seats[i]
    deck = list(seat.discards)
    reshuffle_rng(state.seed, i, seat.reshuffles).shuffle(deck)
    new = replace(seat, deck=tuple(deck), discards=(), top_known=False,
                  shown_other=sort_cards(seat.shown_other + seat.shown_discards),
                  shown_discards=(), reshuffles=seat.reshuffles + 1)
    seats = list(state.seats)
    seats[i] = new
    return replace(state, seats=tuple(seats)), Reshuffled(state.round, i, tuple(deck))


def draw_top(state: State, i: int) -> tuple[State, str | None, list[Event]]:
    """Take the seat's top deck card (reshuffling first if the deck is empty); None if the
    seat has neither deck nor discards. The card is returned, not placed anywhere."""
    events: list[Event] = []
    if not state.seats[i].deck:
        if not state.seats[i].discards:
            return state, None, events
        state, event = reshuffle(state, i)
        events.append(event)
    seat = state.seats[i]
    card = seat.deck[-1]
    state = state.with_seat(i, deck=seat.deck[:-1], top_known=False)
    return state, card, events


def draw_hand(state: State, i: int, count: int) -> tuple[State, list[Event]]:
    """Draw up to ``count`` cards into the hand: what is left of the deck first, then a
    reshuffle of the discards; one ``Drew`` event per deck drawn from."""
    events: list[Event] = []
    batch: list[str] = []
    need = count
    while need > 0:
        seat = state.seats[i]
        if not seat.deck:
            if batch:
                events.append(Drew(state.round, i, tuple(batch)))
                batch = []
            if not seat.discards:
                break
            state, event = reshuffle(state, i)
            events.append(event)
            continue
        take = min(need, len(seat.deck))
        cards = tuple(reversed(seat.deck[len(seat.deck) - take:]))
        state = state.with_seat(i, deck=seat.deck[:len(seat.deck) - take],
                                hand=seat.hand + cards, top_known=False)
        batch.extend(cards)
        need -= take
    if batch:
        events.append(Drew(state.round, i, tuple(batch)))
    return state, events
