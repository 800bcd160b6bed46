"""Every move a seat may make now, generated from a state (the seat's own cards only are read,
so a state rebuilt from the seat's view gives the same list)."""

from __future__ import annotations

from itertools import combinations

from game.auction.rules.cards import CASH_IN, DUPLICATE, MAX_BID_CARDS, VALUE, sources_for
from game.auction.rules.moves import Bid, Buy, Done, Fire, Move, PlayPower, SetAside
from game.auction.rules.phase3 import cash_targets, duplicate_choices, retrieve_targets
from game.auction.rules.state import BID, PLAY, SET_ASIDE, State


def effect_options(state: State, seat: int, card: str, seven: str | None,
                   of: str | None) -> list[Move]:
    """Ways to resolve one firing of ``card``'s power (repeated by ``seven`` when given)."""
    options: list[Move] = [Fire(seat, of=of)]
    value = VALUE[card]
    if value == CASH_IN:
        options.extend(Fire(seat, target=t, of=of) for t in cash_targets(state, seat, card, seven))
    elif value != DUPLICATE:
        for source in sources_for(value, state.options.ten_card_face):
            for target in dict.fromkeys(retrieve_targets(state, seat, card, source)):
                options.append(Fire(seat, target=target, source=source, of=of))
    return options


def fire_options(state: State, seat: int) -> list[Move]:
    top = state.pending[-1]
    if VALUE[top.card] != DUPLICATE:
        return effect_options(state, seat, top.card, None, None)
    if top.of is not None:
        return effect_options(state, seat, top.of, top.card, top.of)
    options: list[Move] = [Fire(seat)]
    for card in duplicate_choices(state, seat, top.card):
        options.extend(effect_options(state, seat, card, top.card, card))
    return options


def buy_options(state: State, seat: int) -> list[Move]:
    offering = state.seats[seat].offering
    forced = state.forced_due()
    options: list[Move] = []
    for slot, card in enumerate(state.display, start=1):
        if card is None:
            continue
        price = (1 if offering else 0) if forced and slot == 1 else slot
        options.extend(Buy(seat, slot, paid) for paid in combinations(offering, price))
    return options


def candidates(state: State, seat: int) -> list[Move]:
    if seat not in to_act(state):
        return []
    hand = state.seats[seat].hand
    if state.phase == SET_ASIDE:
        return [SetAside(seat, c) for c in hand]
    if state.phase == BID:
        top = min(MAX_BID_CARDS, len(hand))
        return [Bid(seat, cards) for n in range(top + 1) for cards in combinations(hand, n)]
    if state.pending:
        return fire_options(state, seat)
    moves: list[Move] = [PlayPower(seat, c) for c in hand if VALUE[c] >= CASH_IN]
    moves.extend(buy_options(state, seat))
    if not state.forced_due():
        moves.append(Done(seat))
    return moves


def to_act(state: State) -> frozenset[int]:
    if state.phase in (SET_ASIDE, BID):
        return state.sealed_waiting()
    if state.phase == PLAY and state.active is not None:
        return frozenset((state.active,))
    return frozenset()
