"""A seat's view of a state is made once: asked again for the same state (the table, its
motion and its log each ask for every event of a move) it is the same view, and each new state
gets a view of its own, equal to one made afresh."""

from __future__ import annotations

import random

from auction_play import R

from game.auction.rules import view as view_module
from game.auction.rules.deal import deal
from game.auction.rules.state import Options
from game.auction.rules.view import view
from game.core.outcome import Applied


def test_the_same_state_gives_the_same_view_and_a_new_state_a_fresh_one() -> None:
    rng = random.Random(5)
    state = deal(rng, Options()).state
    earlier = []
    while not R.is_over(state):
        for seat in (0, 1):
            first = view(state, seat)
            assert view(state, seat) is first, "asked again: the view made"
            assert first == view_module._view(state, seat), "the view a state's own"
        earlier.append((state, view(state, 0)))
        seat = rng.choice(sorted(R.to_act(state)))
        out = R.apply(state, rng.choice(list(R.legal_moves(view(state, seat)))))
        assert isinstance(out, Applied)
        state = out.state
    for old, seen in earlier[::7]:  # an older state asked again: made again, the same
        assert view(old, 0) == seen
