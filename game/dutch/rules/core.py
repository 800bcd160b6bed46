"""``DUTCH_RULES``: the Dutch rules core as one ``RulesCore`` object for the shared parts.

Besides apply/view/legal moves it answers who may act (the turn seat, and every seat that may
snap while a window is open), where every physical card is, and ``sample_hidden``: the cards a
seat has not seen re-dealt among the places it cannot see, the searching bots' primitive.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from game.core.outcome import Applied, Refused
from game.dutch.rules import engine
from game.dutch.rules.events import Event
from game.dutch.rules.moves import Move
from game.dutch.rules.state import DutchState, layout_empty
from game.dutch.rules.turns import next_seat
from game.dutch.rules.view import DutchView, legal_moves, view


class DutchRules:
    """The rules of Dutch (pure functions over ``DutchState``)."""

    def apply(self, state: DutchState, move: object, t: float = 0.0) -> (
            Applied[DutchState, Event] | Refused):
        return engine.apply(state, move, t)

    def view(self, state: DutchState, seat: int) -> DutchView:
        return view(state, seat)

    def legal_moves(self, view: DutchView) -> Sequence[Move]:
        return legal_moves(view)

    def to_act(self, state: DutchState) -> frozenset[int]:
        if state.phase == "over":
            return frozenset()
        seats = {state.turn}
        if state.phase == "done":
            nxt = next_seat(state, state.turn)
            seats = set(range(state.seats)) if nxt is None else {nxt}
        w = state.window
        if w is not None and state.phase in ("after", "done"):  # a late snap is an act too
            seats |= {s for s in range(state.seats)
                      if s != state.caller and not layout_empty(state, s)}
        return frozenset(seats)

    def is_over(self, state: DutchState) -> bool:
        return state.phase == "over"

    def card_places(self, state: DutchState) -> Sequence[tuple[str, str]]:
        places = [(c, "stock") for c in state.stock]
        places += [(c, "discard") for c in state.discard]
        for seat, layout in enumerate(state.layouts):
            places += [(c, f"layout:{seat}:{i}") for i, c in enumerate(layout) if c is not None]
        if state.drawn is not None:
            places.append((state.drawn, f"hand:{state.turn}"))
        return places

    def sample_hidden(self, state: DutchState, seat: int, rng: random.Random) -> DutchState:
        mine = state.known[seat]
        hidden: list[str] = [c for layout in state.layouts for c in layout
                             if c is not None and c not in mine]
        hidden += state.stock
        drawn_hidden = (state.drawn is not None and seat != state.turn
                        and state.drawn_from == "stock")
        if drawn_hidden:
            assert state.drawn is not None
            hidden.append(state.drawn)
        fresh = hidden[:]
        rng.shuffle(fresh)
        swap = dict(zip(hidden, fresh, strict=True))
        layouts = tuple(
            tuple(None if c is None else (c if c in mine else swap[c]) for c in layout)
            for layout in state.layouts)
        known = tuple(k if s == seat else frozenset(swap.get(c, c) for c in k)
                      for s, k in enumerate(state.known))
        stock = tuple(swap[c] for c in state.stock)
        drawn = swap[state.drawn] if drawn_hidden and state.drawn is not None else state.drawn
        return replace(state, layouts=layouts, known=known, stock=stock, drawn=drawn)


DUTCH_RULES = DutchRules()
