"""Phase 3 by exhaustive search: every chain of powers (each firing's every choice) and every
order of purchases for this round, each purchase paid with the cards cheapest to part with;
leaves judged by ``evaluate.seat_value``. A node budget per level keeps it small; past the
budget the search stops branching (declines, takes the forced card, ends the turn). The
search yields after every few moves it plays forward, so a think is cut into slices of a
fraction of a millisecond (the yields change nothing it finds)."""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass

from game.auction.bots.evaluate import (
    Weights,
    card_keep_value,
    rival_takes,
    rounds_left,
    seat_value,
)
from game.auction.rules.cards import CASH_IN, ORDER, SUIT
from game.auction.rules.engine import apply
from game.auction.rules.legal import fire_options
from game.auction.rules.moves import Buy, Done, Move, PlayPower
from game.auction.rules.state import State
from game.core.outcome import Refused

MOVES_PER_SLICE = 3
"""Moves tried between two yields of the search (each played forward, or judged as a leaf
when it ends the turn: some 0.1 ms)."""
RELEASED_PER_SLICE = 200
"""Remembered states let go between two yields once a search is done."""


@dataclass(frozen=True, slots=True)
class Plan:
    moves: tuple[Move, ...]
    value: float
    runner_up: float


def canonical_paid(state: State, seat: int, slot: int, price: int,
                   rounds: float, weights: Weights) -> tuple[str, ...]:
    """The ``price`` offering cards cheapest to part with for the card in ``slot``: same-suit
    cards come back to the buyer's discards, others are lost to the auction discards."""
    card = state.display[slot - 1]
    assert card is not None
    suit = SUIT[card]

    def cost(c: str) -> tuple[float, int]:
        return (0.0 if SUIT[c] == suit else card_keep_value(c, rounds, weights), ORDER[c])

    return tuple(sorted(state.seats[seat].offering, key=cost)[:price])


def options(state: State, seat: int, rounds: float, weights: Weights) -> list[Move]:
    """The moves worth searching from ``state``; the first is the fallback past the budget."""
    if state.pending:
        return list(fire_options(state, seat))
    forced = state.forced_due()
    offering = state.seats[seat].offering
    moves: list[Move] = []
    if forced:
        price = 1 if offering else 0
        moves.append(Buy(seat, 1, canonical_paid(state, seat, 1, price, rounds, weights)))
    else:
        moves.append(Done(seat))
    moves.extend(PlayPower(seat, c) for c in dict.fromkeys(state.seats[seat].hand)
                 if int(c[1:]) >= CASH_IN)
    for slot, card in enumerate(state.display, start=1):
        if card is None or (forced and slot == 1) or slot > len(offering):
            continue
        moves.append(Buy(seat, slot, canonical_paid(state, seat, slot, slot, rounds, weights)))
    return moves


class Phase3Search:
    """One search from one state for one seat."""

    def __init__(self, seat: int, weights: Weights, budget: int, noise: float,
                 rng: random.Random, rival_capacity: float = 0.0) -> None:
        self.seat = seat
        self.rival_capacity = rival_capacity
        self.weights = weights
        self.budget = budget
        self.noise = noise
        self.rng = rng
        self.nodes = 0
        self.played = 0
        """Moves tried since the search last yielded."""
        self.memo: dict[State, tuple[float, tuple[Move, ...]]] = {}
        self.rounds = 0.0

    def release(self) -> Generator[None, None, None]:
        """Let the memo go a slice at a time: freeing a master's thousands of states at once
        takes a few milliseconds."""
        memo = self.memo
        while memo:
            for _ in range(min(len(memo), RELEASED_PER_SLICE)):
                memo.popitem()
            yield

    def leaf(self, state: State) -> float:
        value = seat_value(state.seats[self.seat], self.rounds, self.weights)
        if self.weights.rival and state.winner == self.seat:
            value -= self.weights.rival * rival_takes(state.display, state.slot1,
                                                      self.rival_capacity, self.rounds,
                                                      self.weights)
        if self.noise:
            value += self.rng.gauss(0.0, self.noise)
        return value

    def run(self, state: State) -> Generator[None, None, Plan]:
        self.rounds = rounds_left(len(state.auction_deck),
                                  sum(1 for c in state.display if c is not None))
        best = -1e9
        runner = -1e9
        plan: tuple[Move, ...] = ()
        for move in options(state, self.seat, self.rounds, self.weights):
            value, rest = yield from self.value_after(state, move)
            if value > best:
                runner, best, plan = best, value, (move,) + rest
            elif value > runner:
                runner = value
        return Plan(plan, best, runner if runner > -1e9 else best)

    def value_after(self, state: State, move: Move) -> Generator[
            None, None, tuple[float, tuple[Move, ...]]]:
        self.played += 1
        if self.played >= MOVES_PER_SLICE:
            self.played = 0
            yield
        if isinstance(move, Done):
            return self.leaf(state), ()
        outcome = apply(state, move)
        if isinstance(outcome, Refused):
            return -1e9, ()
        return (yield from self.best(outcome.state))

    def best(self, state: State) -> Generator[None, None, tuple[float, tuple[Move, ...]]]:
        known = self.memo.get(state)
        if known is not None:
            return known
        self.nodes += 1
        moves = options(state, self.seat, self.rounds, self.weights)
        if self.nodes > self.budget:
            moves = moves[:1]
        best_value: float = -1e9
        best_plan: tuple[Move, ...] = ()
        for move in moves:
            value, rest = yield from self.value_after(state, move)
            if value > best_value:
                best_value, best_plan = value, (move,) + rest
        self.memo[state] = (best_value, best_plan)
        return best_value, best_plan
