"""``AuctionRules``: the rules core as one object (``game.core.rules.RulesCore``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.auction.rules import engine, legal
from game.auction.rules.events import Event
from game.auction.rules.hidden import determinize, own_state
from game.auction.rules.moves import Move
from game.auction.rules.state import OVER, State
from game.auction.rules.view import View, view
from game.core.outcome import Applied, Refused


class AuctionRules:
    """Pure functions over ``State``; none raises on malformed input."""

    def apply(self, state: State, move: object, t: float = 0.0) -> Applied[State, Event] | Refused:
        return engine.apply(state, move)

    def view(self, state: State, seat: int) -> View:
        return view(state, seat)

    def legal_moves(self, view: View) -> Sequence[Move]:
        if view.phase == OVER:
            return []
        return legal.candidates(own_state(view), view.seat)

    def to_act(self, state: State) -> frozenset[int]:
        return legal.to_act(state)

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def card_places(self, state: State) -> Sequence[tuple[str, str]]:
        places: list[tuple[str, str]] = []
        for i, seat in enumerate(state.seats):
            for pile in ("deck", "hand", "discards", "cashed", "offering"):
                places.extend((c, f"seat{i}:{pile}") for c in getattr(seat, pile))
        places.extend((c, f"display:{slot}") for slot, c in enumerate(state.display, 1) if c)
        places.extend((c, "auction_deck") for c in state.auction_deck)
        places.extend((c, "auction_discards") for c in state.auction_discards)
        return places

    def sample_hidden(self, state: State, seat: int, rng: random.Random) -> State:
        return determinize(view(state, seat), rng)



RULES = AuctionRules()
