"""Applying a move to a hand of Blitz (31): draw, discard, knock, 31 and the showdown.

``apply`` checks a move against the state as it is and returns the new state with its events,
or a refusal a player can read; it never raises on malformed input. ``deal`` starts a hand from
the match's generator (a 31 at the deal ends it at once).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from game.core.outcome import Applied, Refused
from game.thirty_one.rules.cards import DECK, hand_value
from game.thirty_one.rules.scoring import end_hand, showdown_losses, thirty_one_losses, values_of
from game.thirty_one.rules.state import (
    HAND_SIZE,
    Discard,
    Discarded,
    Draw,
    Drew,
    Event,
    HandState,
    Knock,
    Knocked,
    Public,
    Reshuffled,
    Rules,
    ThirtyOne,
    Why,
)

Outcome = Applied[HandState, Event] | Refused


def next_seat(in_play: Sequence[int], seat: int, seats: int) -> int:
    """The next seat clockwise after ``seat`` that is still in play."""
    for step in range(1, seats + 1):
        candidate = (seat + step) % seats
        if candidate in in_play:
            return candidate
    return seat


def deal(
    rules: Rules,
    hand: int,
    seats: int,
    in_play: tuple[int, ...],
    dealer: int,
    tokens: tuple[int, ...],
    rng: random.Random,
) -> tuple[HandState, list[Event]]:
    """Shuffle, deal three cards each one at a time from the dealer's left, turn up one card.

    The events are empty unless somebody holds 31 straight from the deal (then the hand is over).
    """
    deck = list(DECK)
    rng.shuffle(deck)
    hands: list[list[str]] = [[] for _ in range(seats)]
    order = deal_order(in_play, dealer, seats)
    for _ in range(HAND_SIZE):
        for seat in order:
            hands[seat].append(deck.pop())
    top = deck.pop()
    state = HandState(
        rules=rules, hand=hand, seats=seats, in_play=in_play, dealer=dealer, tokens=tokens,
        hands=tuple(tuple(cards) for cards in hands), stock=tuple(deck), discard=(top,),
        to_play=order[0], phase="draw", known=tuple(() for _ in range(seats)),
        shuffle_seed=rng.getrandbits(63),
    )
    return settle_deal(state)


def settle_deal(state: HandState) -> tuple[HandState, list[Event]]:
    """A freshly dealt hand as it stands: over at once if anybody holds 31."""
    winners = tuple(seat for seat, value in values_of(state).items() if value == 31)
    if not winners:
        return state, []
    result = end_hand(state, "deal_thirty_one", thirty_one_losses(state.in_play, winners))
    return dataclasses.replace(state, phase="over", result=result), [ThirtyOne(winners), result]


def deal_order(in_play: Sequence[int], dealer: int, seats: int) -> list[int]:
    """The seats in play in dealing order, starting at the dealer's left."""
    order = [next_seat(in_play, dealer, seats)]
    while len(order) < len(in_play):
        order.append(next_seat(in_play, order[-1], seats))
    return order


def apply(state: HandState, move: object) -> Outcome:
    """The state after ``move`` and what happened, or why it is not allowed now."""
    if not isinstance(move, (Draw, Discard, Knock)):
        return Refused(Why.NOT_A_MOVE)
    seat = move.seat
    if type(seat) is not int or not 0 <= seat < state.seats:
        return Refused(Why.BAD_SEAT)
    if state.phase == "over":
        return Refused(Why.HAND_OVER)
    if seat != state.to_play:
        return Refused(Why.NOT_YOUR_TURN)
    if isinstance(move, Draw):
        return _draw(state, move)
    if isinstance(move, Knock):
        return _knock(state, seat)
    return _discard(state, move)


def _draw(state: HandState, move: Draw) -> Outcome:
    if state.phase != "draw":
        return Refused(Why.ALREADY_DREW)
    if not isinstance(move.source, str) or move.source not in ("stock", "discard"):
        return Refused(Why.BAD_SOURCE)
    seat, events = move.seat, list[Event]()
    stock, discard = state.stock, state.discard
    reshuffles, known, taken = state.reshuffles, state.known, None
    if move.source == "discard":
        if not discard:
            return Refused(Why.EMPTY_PILE)
        card, discard, taken = discard[-1], discard[:-1], discard[-1]
        known = _with(known, seat, known[seat] + (card,))
    else:
        if not stock:
            if len(discard) < 2:
                return Refused(Why.EMPTY_PILE)
            pile = list(discard[:-1])
            random.Random(f"{state.shuffle_seed}:{reshuffles}").shuffle(pile)
            stock, discard, reshuffles = tuple(pile), discard[-1:], reshuffles + 1
            events.append(Reshuffled(stock))
        card, stock = stock[-1], stock[:-1]
    events.append(Drew(seat, move.source, card))
    new = dataclasses.replace(
        state, hands=_with(state.hands, seat, state.hands[seat] + (card,)), stock=stock,
        discard=discard, phase="discard", taken=taken, known=known, reshuffles=reshuffles,
        log=state.log + (Public(seat, move.source, card if taken else None),),
    )
    return Applied(new, events)


def _knock(state: HandState, seat: int) -> Outcome:
    if state.phase != "draw":
        return Refused(Why.KNOCK_AT_START)
    if state.knocker is not None:
        return Refused(Why.ALREADY_KNOCKED)
    if state.rules.no_first_round_knock and state.turns < len(state.in_play):
        return Refused(Why.TOO_EARLY)
    new = dataclasses.replace(
        state, knocker=seat, turns=state.turns + 1, log=state.log + (Public(seat, "knock"),),
        to_play=next_seat(state.in_play, seat, state.seats),
    )
    return Applied(new, [Knocked(seat)])


def _discard(state: HandState, move: Discard) -> Outcome:
    seat, card = move.seat, move.card
    if state.phase != "discard":
        return Refused(Why.DRAW_FIRST)
    if not isinstance(card, str) or card not in state.hands[seat]:
        return Refused(Why.NOT_HELD)
    if card == state.taken:
        return Refused(Why.TAKEN_BACK)
    held = tuple(c for c in state.hands[seat] if c != card)
    known = state.known
    if card in known[seat]:
        known = _with(known, seat, tuple(c for c in known[seat] if c != card))
    nxt = next_seat(state.in_play, seat, state.seats)
    new = dataclasses.replace(
        state, hands=_with(state.hands, seat, held), discard=state.discard + (card,),
        phase="draw", taken=None, turns=state.turns + 1, known=known, to_play=nxt,
        log=state.log + (Public(seat, "throw", card),),
    )
    events: list[Event] = [Discarded(seat, card)]
    if hand_value(held, state.rules.three_of_a_kind) == 31:
        result = end_hand(new, "thirty_one", thirty_one_losses(state.in_play, (seat,)))
        events += [ThirtyOne((seat,)), result]
        new = dataclasses.replace(new, phase="over", result=result)
    elif state.knocker is not None and nxt == state.knocker:
        assert state.knocker is not None
        result = end_hand(new, "knock", showdown_losses(values_of(new), state.knocker))
        events.append(result)
        new = dataclasses.replace(new, phase="over", result=result)
    return Applied(new, events)


def _with(items: tuple[tuple[str, ...], ...], seat: int, value: tuple[str, ...]) -> (
    tuple[tuple[str, ...], ...]
):
    return items[:seat] + (value,) + items[seat + 1:]
