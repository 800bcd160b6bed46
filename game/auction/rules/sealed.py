"""Phases 1 and 2, the sealed ones: the set-aside and the bid (with tie cards).

Each seat's choice is held sealed in the state until both are in; only then are both shown
(set-aside cards go on top of their decks face down, bids are revealed, ties broken card by card
from the decks).
"""

from __future__ import annotations

from dataclasses import replace

from game.auction.rules.cards import VALUE, is_card, remove_all, remove_one
from game.auction.rules.events import BidShown, BidWon, Event, SetAsideShown, TieCard
from game.auction.rules.moves import Bid, SetAside
from game.auction.rules.piles import draw_top, unshow
from game.auction.rules.reasons import Reason, Refusal
from game.auction.rules.state import BID, PLAY, SET_ASIDE, State

Result = tuple[State, list[Event]] | Refusal


def set_aside(state: State, move: SetAside) -> Result:
    if state.phase != SET_ASIDE:
        return Reason.NOT_NOW
    seat = state.seats[move.seat]
    if move.seat not in state.sealed_waiting():
        return Reason.LOCKED
    if not is_card(move.card):
        return Reason.NOT_A_CARD
    if move.card not in seat.hand:
        return Reason.NOT_IN_HAND
    state = state.with_seat(move.seat, sealed_aside=move.card)
    if state.sealed_waiting():
        return state, []
    return reveal_aside(state)


def reveal_aside(state: State) -> tuple[State, list[Event]]:
    """Both set-aside cards go face down on top of their decks; the bid phase begins."""
    events: list[Event] = []
    for i, seat in enumerate(state.seats):
        card = seat.sealed_aside
        if card is None:
            continue
        state = state.with_seat(i, hand=remove_one(seat.hand, card), deck=seat.deck + (card,),
                                top_known=True, sealed_aside=None)
        events.append(SetAsideShown(state.round, i, card))
    return replace(state, phase=BID), events


def bid_cards(value: object) -> tuple[str, ...] | Reason:
    """The cards of a bid as a tuple, or why they are not a bid."""
    if not isinstance(value, (tuple, list)) or len(value) > 40:
        return Reason.NOT_A_MOVE
    if not all(is_card(c) for c in value):
        return Reason.NOT_A_CARD
    cards = tuple(value)
    if len(set(cards)) != len(cards):
        return Reason.REPEATED
    return cards


def bid(state: State, move: Bid) -> Result:
    if state.phase != BID:
        return Reason.NOT_NOW
    if move.seat not in state.sealed_waiting():
        return Reason.LOCKED
    cards = bid_cards(move.cards)
    if isinstance(cards, Reason):
        return cards
    if len(cards) > 4:
        return Reason.TOO_MANY_BID
    hand = state.seats[move.seat].hand
    if any(c not in hand for c in cards):
        return Reason.NOT_IN_HAND
    state = state.with_seat(move.seat, sealed_bid=cards)
    if state.sealed_waiting():
        return state, []
    return reveal_bids(state)


def reveal_bids(state: State) -> tuple[State, list[Event]]:
    """Both bids face up; ties broken with deck cards; the winner starts phase 3."""
    events: list[Event] = []
    for i, seat in enumerate(state.seats):
        cards = seat.sealed_bid or ()
        total = sum(VALUE[c] for c in cards)
        seat = unshow(seat, cards)
        state = state.with_seat(i, hand=remove_all(seat.hand, cards), offering=cards, bid=cards,
                                bid_total=total, sealed_bid=None,
                                shown_discards=seat.shown_discards, shown_other=seat.shown_other)
        events.append(BidShown(state.round, i, cards, total))
    state, winner, by = _break_ties(state, events)
    events.append(BidWon(state.round, winner, by))
    state = replace(state, phase=PLAY, active=winner, winner=winner, slot1=state.display[0],
                    pending=(), voluntary=False)
    return state, events


def _break_ties(state: State, events: list[Event]) -> tuple[State, int, str]:
    """The state after the tie cards, the winner, and how the bid was decided."""
    while True:
        totals = [s.bid_total for s in state.seats]
        if totals[0] != totals[1]:
            return state, 0 if totals[0] > totals[1] else 1, "total"
        can = [bool(s.deck or s.discards) for s in state.seats]
        if can[0] != can[1]:
            return state, 0 if can[0] else 1, "no_card"
        if not can[0]:
            return state, 1 if state.last_loser is None else state.last_loser, "last_loser"
        for i in range(len(state.seats)):
            state, card, drawn = draw_top(state, i)
            assert card is not None
            events.extend(drawn)
            seat = unshow(state.seats[i], (card,))
            total = seat.bid_total + VALUE[card]
            state = state.with_seat(i, offering=seat.offering + (card,), bid=seat.bid + (card,),
                                    bid_total=total, shown_discards=seat.shown_discards,
                                    shown_other=seat.shown_other)
            events.append(TieCard(state.round, i, card, total))
