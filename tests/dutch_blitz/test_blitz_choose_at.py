"""A bot that plans on the table itself chooses exactly what it would choose from its view.

``legal_moves_at`` reads the table without building a view and ``LevelPolicy.choose_at`` builds
one only when its judgement needs it; along random playouts, for every level (and with perception
delays hiding some piles), both must give the very moves of ``legal_moves(view_of(...))`` and
``choose(view, ...)`` and leave the bot's generator and memory exactly as they leave them.
"""

from __future__ import annotations

import random

import pytest
from test_blitz_fast_paths import playout_states

from game.dutch_blitz.bots.levels import LEVELS, policy_for
from game.dutch_blitz.bots.scheduler import TableWatch, legal_in
from game.dutch_blitz.rules.cards import card
from game.dutch_blitz.rules.events import Played
from game.dutch_blitz.rules.legal import legal_moves, legal_moves_at
from game.dutch_blitz.rules.view import view_of

CASES = [(2, False, 31), (3, True, 32), (4, False, 33), (4, True, 34)]


@pytest.mark.parametrize(("seats", "stack", "seed"), CASES)
def test_legal_moves_at_the_table_are_those_of_the_view(seats: int, stack: bool, seed: int
                                                        ) -> None:
    for state in playout_states(seats, stack, seed):
        for seat in range(seats):
            assert legal_moves_at(state, seat) == legal_moves(view_of(state, seat))


@pytest.mark.parametrize(("seats", "stack", "seed"), CASES)
@pytest.mark.parametrize("level", LEVELS)
def test_choosing_at_the_table_is_choosing_from_the_view(
    seats: int, stack: bool, seed: int, level: str
) -> None:
    pick = random.Random(seed)
    by_view = [policy_for(level) for _ in range(seats)]
    at_table = [policy_for(level) for _ in range(seats)]
    rngs = [random.Random(seat) for seat in range(seats)]
    for state in playout_states(seats, stack, seed):
        seat = pick.randrange(seats)
        unnoticed = frozenset(i for i in range(len(state.dutch)) if pick.random() < 0.2)
        first, second = random.Random(), random.Random()
        first.setstate(rngs[seat].getstate())
        second.setstate(rngs[seat].getstate())
        view = view_of(state, seat)
        expected = by_view[seat].choose(view, first, unnoticed)
        choice = at_table[seat].choose_at(state, seat, second, unnoticed)
        assert choice.move == expected
        assert choice.view is None or choice.view == view
        assert choice.legal == (expected is None or legal_in(view, expected))
        assert first.getstate() == second.getstate()
        assert at_table[seat]._shuffles == by_view[seat]._shuffles
        rngs[seat] = first


class _Table:
    def subscribe(self, listener: object) -> object:
        return lambda: None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_table_watch_finds_the_recent_changes_of_other_seats(seed: int) -> None:
    rng = random.Random(seed)
    watch = TableWatch(_Table(), 0.0)  # type: ignore[arg-type]
    changes: dict[int, tuple[float, int]] = {}
    t = 0.0
    for _ in range(300):
        t += rng.random() * 0.4 if rng.random() < 0.95 else -0.5  # now and then out of order
        pile, seat = rng.randrange(12), rng.randrange(4)
        event = Played(seat, card("R5"), "blitz", f"dutch:{pile}", pile)
        watch._on_event(t, event, None)  # type: ignore[arg-type]
        changes[pile] = (t, seat)
        now, window, me = t + rng.random(), rng.choice([0.3, 0.7, 1.5]), rng.randrange(4)
        expected = {i for i, (when, by) in changes.items() if by != me and now - when < window}
        assert watch.recent(now, window, me) == expected
