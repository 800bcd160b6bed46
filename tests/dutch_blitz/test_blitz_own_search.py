"""The bots' lookahead on plain tuples values every candidate exactly as the table search does.

The bots choose by these values, so any difference would change a bot's play (and the records).
Along random playouts (2 to 4 seats), for every level's depth and budget and for candidate lists
the bots could pass (all plays, random subsets, plays the table would refuse), the tuple search
and the one-seat-table search must give the same values in the same order.
"""

from __future__ import annotations

import random

import pytest
from test_blitz_fast_paths import PLACES, playout_states

from game.dutch_blitz.bots.levels import JUDGEMENTS
from game.dutch_blitz.bots.lookahead import Search, Weights
from game.dutch_blitz.rules.legal import legal_moves
from game.dutch_blitz.rules.moves import Play, Stack
from game.dutch_blitz.rules.view import view_of

SEARCHES = sorted({(j.depth, j.budget) for j in JUDGEMENTS.values() if j.depth > 0}
                  | {(4, 200), (2, 3)})


@pytest.mark.parametrize(("seats", "seed"), [(2, 21), (3, 22), (4, 23), (4, 24)])
def test_tuple_search_values_are_the_table_search_values(seats: int, seed: int) -> None:
    rng = random.Random(seed)
    searches = [Search(Weights(), depth, budget) for depth, budget in SEARCHES]
    for state in playout_states(seats, False, seed):
        if state.over is not None:
            continue
        seat = rng.randrange(seats)
        view = view_of(state, seat)
        plays: list[Play | Stack] = [m for m in legal_moves(view) if isinstance(m, Play)]
        rng.shuffle(plays)
        plays = plays[:rng.randint(1, max(1, len(plays)))]
        if rng.random() < 0.2:
            plays.append(Play(seat, rng.choice(PLACES), rng.choice(PLACES)))
        for search in searches:
            fast = search.values(view, plays)
            plain = search._search(view, plays) if plays else {}
            assert list(fast.items()) == list(plain.items())


def test_with_whole_post_pile_moves_the_table_search_is_used() -> None:
    state = playout_states(3, True, 5)[40]
    view = view_of(state, 1)
    moves: list[Play | Stack] = [m for m in legal_moves(view) if isinstance(m, Play | Stack)]
    search = Search(Weights(), 3, 60)
    assert search.values(view, moves) == search._search(view, moves)


def test_a_deep_copy_of_a_search_leaves_the_shared_memory_whole() -> None:
    """A bot copied whole (as the hidden-card check copies one) copies the Dutch-wants memory
    with its queue, so neither search later evicts an entry the other's queue names."""
    import copy

    from game.dutch_blitz.bots.own_search import KEPT, OwnSearch
    from game.dutch_blitz.rules.cards import Card

    original = Search(Weights(), 2, 50)._own
    assert isinstance(original, OwnSearch)
    copied = copy.deepcopy(original)
    tops = [tuple(Card(c, 1 + (i + k) % 10) for k, c in enumerate("RBYG")) for i in range(40)]
    for round_ in range(2 * KEPT // len(tops) + 2):  # well past KEPT in each memory
        for search in (copied, original):
            for t in tops:
                fresh = tuple(reversed(t)) if round_ % 2 else tuple(t)
                assert search._wants_of(fresh) is not None
