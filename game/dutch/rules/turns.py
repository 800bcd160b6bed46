"""Passing the turn, the last circuit, reshuffles, and scoring a round.

The turn goes clockwise (seat+1) and skips seats whose layout is empty. Once a call or an
emptied layout has set ``ender``, the round ends when the turn would reach that seat; the last
discard still gets its snap window, so the round waits in ``done`` until that runs out. The turn
passes with the next seat's draw: until then the seat that discarded is "on turn".
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.dutch.rules.cards import VALUES
from game.dutch.rules.events import Event, Reshuffled, RoundEnded, TurnEnded
from game.dutch.rules.state import DutchState, layout_empty, window_shut


def advance(state: DutchState, t: float) -> tuple[DutchState, list[Event]]:
    """End the turn of ``state.turn``: the next seat may draw once the window shuts; if the
    last circuit is complete, the round ends as soon as the window has shut."""
    seat = state.turn
    nxt = next_seat(state, seat)
    done = replace(state, phase="done", power=None, drawn=None, drawn_from=None)
    events: list[Event] = [TurnEnded(seat, nxt)]
    if nxt is None and window_shut(done, t):
        done, more = finish(done, "circuit")
        events += more
    return done, events


def next_seat(state: DutchState, seat: int) -> int | None:
    """The next seat to play after ``seat``, or None when the last circuit is complete."""
    for step in range(1, state.seats + 1):
        cand = (seat + step) % state.seats
        if cand == state.ender:
            return None
        if not layout_empty(state, cand):
            return cand
    return None


def take_stock(state: DutchState) -> tuple[DutchState, str | None, list[Event]]:
    """The stock's top card, reshuffling the discard pile (all but its top) first if needed."""
    events: list[Event] = []
    if not state.stock:
        if len(state.discard) <= 1:
            return state, None, events
        pile = list(state.discard[:-1])
        rng = random.Random(f"{state.shuffle_key}:{state.round}:{state.reshuffles}")
        rng.shuffle(pile)
        state = replace(state, stock=tuple(pile), discard=state.discard[-1:],
                        reshuffles=state.reshuffles + 1)
        events.append(Reshuffled(tuple(pile)))
    card = state.stock[-1]
    return replace(state, stock=state.stock[:-1]), card, events


def finish(state: DutchState, reason: str, emptied_on: int | None = None) -> tuple[
        DutchState, list[Event]]:
    """Score the round and end it."""
    state = replace(state, phase="over", end_reason=reason, emptied_on=emptied_on,
                    window=None, power=None)
    sums = tuple(sum(VALUES[c] for c in layout if c is not None) for layout in state.layouts)
    bonus: dict[int, int] = {}
    if reason != "stock_exhausted" and state.caller is not None:
        caller = state.caller
        others_empty = any(layout_empty(state, s) for s in range(state.seats) if s != caller)
        lowest = all(sums[caller] < sums[s] for s in range(state.seats) if s != caller)
        bonus[caller] = -10 if lowest and not others_empty else 10
    if emptied_on is not None:
        bonus[emptied_on] = bonus.get(emptied_on, 0) - 10
    if state.settings.emptied_off_turn_minus_10:
        for seat in state.emptied_off:
            bonus[seat] = bonus.get(seat, 0) - 10
    scores = tuple(sums[s] + bonus.get(s, 0) for s in range(state.seats))
    emptied = emptied_on if emptied_on is not None else (
        state.ender if state.ender is not None and state.ender != state.caller else None)
    end = RoundEnded(reason, state.caller, emptied, state.layouts, sums,
                     tuple(sorted(bonus.items())), scores)
    return state, [end]
