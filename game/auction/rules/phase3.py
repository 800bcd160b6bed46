"""Phase 3: powers and purchases, first the bid's winner, then its loser.

A power card played from the hand joins the offering and fires at once; a retrieved power card
fires at once too. Firings wait on a stack (``State.pending``): the top one must be resolved (or
declined) before anything else, so a chain resolves one step at a time. A 7 repeats a same-suit
power card of the offering: once, or twice for a card that has not fired this round.
"""

from __future__ import annotations

from dataclasses import replace

from game.auction.rules.cards import (
    AUCTION_DISCARDS,
    CASH_IN,
    DUPLICATE,
    PERSONAL_DISCARDS,
    SUIT,
    VALUE,
    effect_name,
    is_card,
    remove_one,
    sort_cards,
    sources_for,
)
from game.auction.rules.events import Bought, Event, PowerFired, PowerPlayed, TurnPassed
from game.auction.rules.moves import Buy, Done, Fire, PlayPower
from game.auction.rules.piles import unshow
from game.auction.rules.reasons import Reason, Refusal, forced_first, price_refusal
from game.auction.rules.round_end import finish_round
from game.auction.rules.sealed import bid_cards
from game.auction.rules.state import PLAY, Pending, State

Result = tuple[State, list[Event]] | Refusal


def _turn_check(state: State, seat: int, firing: bool = False) -> Reason | None:
    if state.phase != PLAY:
        return Reason.NOT_NOW
    if seat != state.active:
        return Reason.NOT_YOUR_TURN
    if firing and not state.pending:
        return Reason.NOTHING_FIRING
    if not firing and state.pending:
        return Reason.POWER_WAITING
    return None


def play_power(state: State, move: PlayPower) -> Result:
    if (why := _turn_check(state, move.seat)) is not None:
        return why
    if not is_card(move.card):
        return Reason.NOT_A_CARD
    seat = state.seats[move.seat]
    if move.card not in seat.hand:
        return Reason.NOT_IN_HAND
    if VALUE[move.card] < CASH_IN:
        return Reason.NOT_A_POWER
    seat = unshow(seat, (move.card,))
    seat = replace(seat, hand=remove_one(seat.hand, move.card),
                   offering=seat.offering + (move.card,))
    seats = list(state.seats)
    seats[move.seat] = seat
    state = replace(state, seats=tuple(seats), pending=state.pending + (Pending(move.card),))
    return state, [PowerPlayed(state.round, move.seat, move.card)]


def duplicate_choices(state: State, i: int, seven: str) -> tuple[str, ...]:
    """The offering's cards a 7 may repeat: same suit, a power, not a 7."""
    suit = SUIT[seven]
    return tuple(c for c in state.seats[i].offering
                 if SUIT[c] == suit and VALUE[c] >= CASH_IN and VALUE[c] != DUPLICATE)


def _waiting(state: State) -> set[str]:
    """The cards whose own firing, or a 7's repeat of them, is still on the stack (ruling 2:
    a firing never comes from a card that has left the offering)."""
    return {p.card for p in state.pending} | {p.of for p in state.pending if p.of}


def cash_targets(state: State, i: int, firing: str, seven: str | None) -> tuple[str, ...]:
    """Cards a cash-in may remove: same suit in the offering, not the card firing it, not the
    7 repeating it, not a card whose own firing is still waiting (top firing already popped)."""
    waiting = _waiting(state)
    suit = SUIT[firing]
    return tuple(c for c in state.seats[i].offering
                 if SUIT[c] == suit and c != firing and c != seven and c not in waiting)


def pile_of(state: State, i: int, source: str) -> tuple[str, ...]:
    if source == AUCTION_DISCARDS:
        return state.auction_discards
    if source == PERSONAL_DISCARDS:
        return state.seats[i].discards
    return state.seats[i].deck


def retrieve_targets(state: State, i: int, firing: str, source: str) -> tuple[str, ...]:
    if source not in sources_for(VALUE[firing], state.options.ten_card_face):
        return ()
    suit = SUIT[firing]
    return tuple(c for c in pile_of(state, i, source) if SUIT[c] == suit)


def _choose_effect(state: State, move: Fire, top: Pending) -> tuple[str, bool] | Reason:
    """The card whose power fires now, and whether a 7 owes it a second firing."""
    if VALUE[top.card] != DUPLICATE:
        return Reason.NOT_A_SEVEN if move.of is not None else (top.card, False)
    if top.of is not None:
        return (top.of, False) if move.of == top.of else Reason.WRONG_REPEAT
    if move.of is None:
        return top.card, False
    if not is_card(move.of) or move.of not in duplicate_choices(state, move.seat, top.card):
        return Reason.BAD_DUPLICATE
    return move.of, move.of not in state.seats[move.seat].fired


def fire(state: State, move: Fire) -> Result:
    if (why := _turn_check(state, move.seat, firing=True)) is not None:
        return why
    if move.target is not None and not is_card(move.target):
        return Reason.NOT_A_CARD
    if move.source is not None and not isinstance(move.source, str):
        return Reason.BAD_SOURCE
    top = state.pending[-1]
    chosen = _choose_effect(state, move, top)
    if isinstance(chosen, Reason):
        return chosen
    effect_card, twice = chosen
    i = move.seat
    seven = top.card if effect_card != top.card else None
    pending = state.pending[:-1] + ((Pending(top.card, effect_card),) if twice else ())
    seat = state.seats[i]
    state = state.with_seat(i, fired=seat.fired | {top.card, effect_card})
    state = replace(state, pending=pending)
    if VALUE[effect_card] == DUPLICATE:  # a declined 7
        if move.target is not None or move.source is not None:
            return Reason.BAD_TARGET
    elif VALUE[effect_card] == CASH_IN:
        if move.source is not None:
            return Reason.BAD_SOURCE
        if move.target is not None:
            if move.target not in cash_targets(state, i, effect_card, seven):
                return Reason.STILL_TO_FIRE if move.target in _waiting(state) and \
                    move.target in state.seats[i].offering else Reason.BAD_TARGET
            seat = state.seats[i]
            state = state.with_seat(i, offering=remove_one(seat.offering, move.target),
                                    cashed=seat.cashed + (move.target,))
    elif move.target is not None or move.source is not None:
        outcome = _retrieve(state, i, effect_card, move)
        if isinstance(outcome, Reason):
            return outcome
        state = outcome
    event = PowerFired(state.round, i, top.card, effect_name(VALUE[top.card]),
                       move.source if move.target is not None else None,
                       effect_card if seven is not None else None, move.target)
    return state, [event]


def _retrieve(state: State, i: int, firing: str, move: Fire) -> State | Reason:
    source, target = move.source, move.target
    if source is None or target is None or source not in sources_for(
            VALUE[firing], state.options.ten_card_face):
        return Reason.BAD_SOURCE
    if target not in retrieve_targets(state, i, firing, source):
        return Reason.BAD_TARGET
    seat = state.seats[i]
    if source == AUCTION_DISCARDS:
        state = replace(state, auction_discards=remove_one(state.auction_discards, target))
    elif source == PERSONAL_DISCARDS:
        state = state.with_seat(i, discards=remove_one(seat.discards, target))
    else:
        top_known = seat.top_known and seat.deck[-1] != target
        state = state.with_seat(i, deck=remove_one(seat.deck, target), top_known=top_known)
    seat = unshow(state.seats[i], (target,)) if source != AUCTION_DISCARDS else state.seats[i]
    state = state.with_seat(i, offering=seat.offering + (target,),
                            shown_discards=seat.shown_discards, shown_other=seat.shown_other)
    if VALUE[target] >= CASH_IN:
        state = replace(state, pending=state.pending + (Pending(target),))
    return state


def buy(state: State, move: Buy) -> Result:
    if (why := _turn_check(state, move.seat)) is not None:
        return why
    if not isinstance(move.slot, int) or isinstance(move.slot, bool) or not 1 <= move.slot <= 6:
        return Reason.NO_SUCH_SLOT
    card = state.display[move.slot - 1]
    if card is None:
        return Reason.EMPTY_SLOT
    paid = bid_cards(move.paid)
    if isinstance(paid, Reason):
        return paid
    seat = state.seats[move.seat]
    if any(c not in seat.offering for c in paid):
        return Reason.NOT_IN_OFFERING
    forced = move.slot == 1 and state.forced_due()
    price = (1 if seat.offering else 0) if forced else move.slot
    if len(paid) != price:
        return price_refusal(card, price, len(paid), len(seat.offering), forced)
    mine = tuple(c for c in paid if SUIT[c] == SUIT[card])
    theirs = tuple(c for c in paid if SUIT[c] != SUIT[card])
    offering = tuple(c for c in seat.offering if c not in paid)
    state = state.with_seat(move.seat, offering=offering, discards=seat.discards + mine + (card,),
                            shown_discards=sort_cards(seat.shown_discards + mine + (card,)))
    display = list(state.display)
    display[move.slot - 1] = None
    state = replace(state, display=tuple(display), auction_discards=state.auction_discards + theirs,
                    voluntary=state.voluntary or not forced)
    return state, [Bought(state.round, move.seat, move.slot, card, paid, mine, theirs)]


def done(state: State, move: Done) -> Result:
    if (why := _turn_check(state, move.seat)) is not None:
        return why
    if state.forced_due() and state.slot1 is not None:
        return forced_first(state.slot1)
    if move.seat == state.winner:
        loser = 1 - move.seat
        return replace(state, active=loser), [TurnPassed(state.round, move.seat)]
    return finish_round(state)
