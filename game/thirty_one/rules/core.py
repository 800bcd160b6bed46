"""The rules core object of Blitz (31): views, legal moves, card places and hidden-card sampling.

``RULES`` implements ``game.core.rules.RulesCore`` over ``HandState`` so the authority, the bots,
the simulator and the conformance suite drive this game like any other.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from game.core.outcome import Applied, Refused
from game.thirty_one.rules.engine import apply
from game.thirty_one.rules.state import (
    Discard,
    Draw,
    Event,
    HandState,
    Knock,
    Move,
    View,
)


def view_of(state: HandState, seat: int) -> View:
    over = state.phase == "over"
    return View(
        seat=seat, rules=state.rules, hand=state.hand, seats=state.seats,
        in_play=state.in_play, dealer=state.dealer, tokens=state.tokens,
        cards=state.hands[seat] if 0 <= seat < state.seats else (),
        hand_sizes=tuple(len(cards) for cards in state.hands),
        stock_count=len(state.stock), discard=state.discard, to_play=state.to_play,
        phase=state.phase, taken=state.taken, knocker=state.knocker, turns=state.turns,
        known=state.known, log=state.log, shown=state.hands if over else (),
        result=state.result,
    )


def may_knock(view: View) -> bool:
    if view.knocker is not None or view.phase != "draw":
        return False
    return not (view.rules.no_first_round_knock and view.turns < len(view.in_play))


def legal_moves(view: View) -> list[Move]:
    """Every move the viewing seat may make now (nothing when it is not its turn)."""
    seat = view.seat
    if view.phase == "over" or seat != view.to_play:
        return []
    if view.phase == "discard":
        return [Discard(seat, card) for card in view.cards if card != view.taken]
    moves: list[Move] = [Draw(seat, "stock")]
    if view.discard:
        moves.append(Draw(seat, "discard"))
    if may_knock(view):
        moves.append(Knock(seat))
    return moves


def card_places(state: HandState) -> list[tuple[str, str]]:
    places = [(card, f"hand:{seat}") for seat, cards in enumerate(state.hands) for card in cards]
    places += [(card, "stock") for card in state.stock]
    places += [(card, "discard") for card in state.discard]
    return places


def sample_hidden(state: HandState, seat: int, rng: random.Random) -> HandState:
    """Re-deal every card ``seat`` has not seen (rivals' unknown cards and the draw pile)."""
    if state.phase == "over":
        pool = list(state.stock)
        rng.shuffle(pool)
        return dataclasses.replace(state, stock=tuple(pool))
    pool = list(state.stock)
    for other, cards in enumerate(state.hands):
        if other != seat:
            pool += [card for card in cards if card not in state.known[other]]
    rng.shuffle(pool)
    hands: list[tuple[str, ...]] = []
    for other, cards in enumerate(state.hands):
        if other == seat:
            hands.append(cards)
            continue
        known = state.known[other]
        hands.append(tuple(card if card in known else pool.pop() for card in cards))
    return dataclasses.replace(state, hands=tuple(hands), stock=tuple(pool))


class ThirtyOneRules:
    """Blitz (31)'s ``RulesCore``."""

    def apply(
        self, state: HandState, move: object, t: float = 0.0
    ) -> Applied[HandState, Event] | Refused:
        return apply(state, move)

    def view(self, state: HandState, seat: int) -> View:
        return view_of(state, seat)

    def legal_moves(self, view: View) -> Sequence[Move]:
        return legal_moves(view)

    def to_act(self, state: HandState) -> frozenset[int]:
        return frozenset() if state.phase == "over" else frozenset((state.to_play,))

    def is_over(self, state: HandState) -> bool:
        return state.phase == "over"

    def card_places(self, state: HandState) -> Sequence[tuple[str, str]]:
        return card_places(state)

    def sample_hidden(self, state: HandState, seat: int, rng: random.Random) -> HandState:
        return sample_hidden(state, seat, rng)


RULES = ThirtyOneRules()
