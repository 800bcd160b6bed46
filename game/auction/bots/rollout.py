"""Master's check of its best sealed choices by playing the round out.

The analytic estimate (``sealed.choose``) ranks every joint choice (card set aside, power
cards kept back); the few best, and the plain "set aside the weakest, bid the rest", are then
played to the end of the round in sampled deals: the rival's hidden cards dealt from what the
seat has not seen, the rival choosing as a careful player would (its weakest card set aside,
the rest bid), tie cards drawn from the sampled decks, phase 3 played by the scripted power
engine for both seats. Each round's end is judged by the whole deck of both seats
(``evaluate.seat_value``, the seat's minus the rival's; final scores if the game ended). Every
candidate meets the same samples, so their differences are not blurred by the luck of the
deal. One rollout between two yields keeps a slice to a millisecond or two.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from game.auction.bots.evaluate import Weights, rounds_left, seat_value
from game.auction.bots.strong import plain_worth, play_powers_then_buy, weakest
from game.auction.rules.cards import VALUE
from game.auction.rules.engine import apply
from game.auction.rules.hidden import determinize
from game.auction.rules.moves import Bid, Move, SetAside
from game.auction.rules.state import OVER, PLAY, SET_ASIDE, State
from game.auction.rules.view import View, view
from game.core.outcome import Refused

Candidate = tuple[str | None, tuple[str, ...]]
MAX_PHASE3_MOVES = 40
FINAL_WEIGHT = 1.5
"""A point of final score counts more than a point of the estimate: it is certain."""


def weakest_aside(hand: tuple[str, ...], phase: str) -> Candidate:
    """A careful player's sealed choices: the weakest card aside, the rest bid."""
    rest = list(hand)
    aside = None
    if phase == SET_ASIDE and rest:
        aside = weakest(rest)
        rest.remove(aside)
    return aside, tuple(sorted(rest, key=lambda c: -VALUE[c])[:4])


def plain_choice(seen: View) -> Candidate:
    return weakest_aside(seen.hand, seen.phase)


def _rival_choice(state: State, rival: int) -> Candidate:
    """The rival chooses as a careful player would (a choice it already locked in is unknown
    to the seat, so it is modelled the same)."""
    return weakest_aside(state.seats[rival].hand, state.phase)


def _submit(state: State | None, move: Move) -> State | None:
    if state is None:
        return None
    outcome = apply(state, move)
    return None if isinstance(outcome, Refused) else outcome.state


def play_round(state: State, me: int, choice: Candidate) -> State | None:
    """The round played out from a sampled state: both sealed choices, the bid, phase 3."""
    rival = 1 - me
    choices = {me: choice, rival: _rival_choice(state, rival)}
    after: State | None = state.with_seat(rival, sealed_aside=None, sealed_bid=None)
    assert after is not None
    if after.phase == SET_ASIDE:
        for seat in sorted(after.sealed_waiting()):
            aside = choices[seat][0]
            if aside is not None:
                after = _submit(after, SetAside(seat, aside))
    for seat in (me, rival):
        if after is not None and after.phase != PLAY:
            after = _submit(after, Bid(seat, choices[seat][1]))
    steps = 0
    while after is not None and after.phase == PLAY and steps < MAX_PHASE3_MOVES:
        active = after.active
        assert active is not None
        after = _submit(after, play_powers_then_buy(view(after, active), plain_worth))
        steps += 1
    return after


def judge(state: State, me: int, weights: Weights) -> float:
    if state.phase == OVER:
        mine, theirs = state.scores[me], state.scores[1 - me]
        return FINAL_WEIGHT * (mine.total - theirs.total)
    rounds = rounds_left(len(state.auction_deck), sum(1 for c in state.display if c))
    return (seat_value(state.seats[me], rounds, weights)
            - seat_value(state.seats[1 - me], rounds, weights))


def rollouts(seen: View, rng: random.Random, candidates: list[Candidate], samples: int,
             weights: Weights) -> Generator[None, None, list[float]]:
    """Mean judged worth of each candidate over ``samples`` sampled deals."""
    totals = [0.0] * len(candidates)
    for _ in range(samples):
        base = determinize(seen, rng)
        for i, choice in enumerate(candidates):
            end = play_round(base, seen.seat, choice)
            totals[i] += judge(end, seen.seat, weights) if end is not None else -1e6
            yield
    return [t / max(1, samples) for t in totals]
