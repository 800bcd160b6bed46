"""The fast paths of the rules core give exactly the answers of the plain rules.

Legal moves read the Dutch and Post piles once per call, views reuse the unchanged parts of a
table, and the lookahead's ``search_step`` skips the end-of-hand check: along random playouts
(2 to 4 seats, with and without whole-Post-pile moves, illegal attempts mixed in) each must match
what the plain definition says, so the bots see and do exactly what they did before.
"""

from __future__ import annotations

import random

import pytest

from game.core.memo import IdentityMemo
from game.core.outcome import Applied, Refused
from game.dutch_blitz.rules.deal import deal
from game.dutch_blitz.rules.engine import apply, fits_post, search_step
from game.dutch_blitz.rules.events import HandEnded
from game.dutch_blitz.rules.legal import legal_moves, legal_moves_at, sources, targets_for
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle, Stack
from game.dutch_blitz.rules.state import Rules, TableState, post
from game.dutch_blitz.rules.view import DutchView, SeatView, _piles_view, view_of
from game.dutch_blitz.rules.wants import pile_wants, walk_wants

PLACES = ["blitz", "wood", "post:0", "post:1", "post:2", "post:4", "post:01", "dutch:0",
          "dutch:3", "dutch:new", "hand"]


def plain_view(state: TableState, seat: int) -> SeatView:
    """The view built from scratch, nothing reused."""
    from game.dutch_blitz.rules.engine import may_rotate

    return SeatView(
        rules=state.rules,
        me=_piles_view(seat, state.seats[seat]),
        may_rotate=may_rotate(state.seats[seat]),
        rivals=tuple(_piles_view(i, s) for i, s in enumerate(state.seats) if i != seat),
        dutch=tuple(DutchView(i, p.top, len(p.cards)) for i, p in enumerate(state.dutch)),
        over=state.over is not None,
    )


def plain_legal(view: SeatView) -> list[Move]:
    """Legal moves as the rules define them: every source asked of ``targets_for``."""
    if view.over:
        return []
    seat = view.me.seat
    moves: list[Move] = [Play(seat, source, target, card) for source, card in sources(view)
                         for target in targets_for(view, source, card)]
    if view.rules.move_post_stack:
        posts = view.me.posts
        moves += [Stack(seat, post(i), post(j)) for i, moving in enumerate(posts)
                  for j, onto in enumerate(posts)
                  if i != j and moving and onto and fits_post(moving[0], onto[-1])]
    if view.me.hand_count:
        moves.append(Flip(seat))
    elif view.me.wood_count:
        moves.append(Recycle(seat))
        if view.may_rotate:
            moves.append(Recycle(seat, rotate=True))
    return moves


def playout_states(seats: int, stack: bool, seed: int) -> list[TableState]:
    rng = random.Random(seed)
    state = deal(Rules.for_seats(seats, move_post_stack=stack), seats, rng)
    states = [state]
    for _ in range(1500):
        if state.over is not None:
            break
        seat = rng.randrange(seats)
        moves = legal_moves(view_of(state, seat))
        if rng.random() < 0.1:
            move: Move = Play(seat, rng.choice(PLACES), rng.choice(PLACES))
        else:
            plays = [m for m in moves if isinstance(m, Play | Stack)]
            move = rng.choice(plays) if plays and rng.random() < 0.8 else moves[-1]
        outcome = apply(state, move)
        if isinstance(outcome, Applied):
            state = outcome.state
            states.append(state)
    return states


CASES = [(2, False, 1), (3, True, 2), (4, False, 3), (4, True, 4)]


@pytest.mark.parametrize(("seats", "stack", "seed"), CASES)
def test_views_and_legal_moves_are_the_plain_ones(seats: int, stack: bool, seed: int) -> None:
    for state in playout_states(seats, stack, seed):
        for seat in range(seats):
            view = view_of(state, seat)
            assert view == plain_view(state, seat)
            assert legal_moves(view) == plain_legal(view)


@pytest.mark.parametrize(("seats", "stack", "seed"), CASES)
def test_legal_moves_read_from_the_table_are_the_plain_ones_in_any_order(
    seats: int, stack: bool, seed: int
) -> None:
    """Kept up to date from one table to the next, and right again after a jump to any
    other table (a search's branch, another match)."""
    states = playout_states(seats, stack, seed)
    rng = random.Random(seed)
    jumps = [rng.randrange(len(states)) for _ in range(len(states) // 4)]
    for index in list(range(len(states))) + jumps + list(range(len(states)))[::-7]:
        state = states[index]
        assert pile_wants(state.dutch) == walk_wants(state.dutch)
        for seat in range(seats):
            assert legal_moves_at(state, seat) == plain_legal(view_of(state, seat))


@pytest.mark.parametrize(("seats", "stack", "seed"), CASES)
def test_a_search_step_is_apply_without_the_end_of_the_hand(
    seats: int, stack: bool, seed: int
) -> None:
    rng = random.Random(seed)
    for state in playout_states(seats, stack, seed)[:-1]:
        seat = rng.randrange(seats)
        moves = [m for m in legal_moves(view_of(state, seat)) if isinstance(m, Play | Stack)]
        moves.append(Play(seat, rng.choice(PLACES), rng.choice(PLACES)))
        for move in moves:
            fast, plain = search_step(state, move), apply(state, move)
            if isinstance(plain, Refused):
                assert isinstance(fast, Refused) and fast.reason == plain.reason
                continue
            assert isinstance(fast, Applied)
            assert fast.state.over is None
            assert fast.state.seats == plain.state.seats
            assert fast.state.dutch == plain.state.dutch
            assert fast.events == tuple(e for e in plain.events if not isinstance(e, HandEnded))


def test_a_search_step_refuses_what_is_not_a_play() -> None:
    state = deal(Rules.for_seats(2), 2, random.Random(5))
    assert isinstance(search_step(state, Flip(0)), Refused)  # type: ignore[arg-type]


def test_the_identity_memo_answers_by_the_very_object_and_stays_small() -> None:
    calls: list[tuple[int, ...]] = []

    def count(key: tuple[int, ...]) -> int:
        calls.append(key)
        return len(key)

    memo: IdentityMemo[tuple[int, ...], int] = IdentityMemo(count, size=4)
    a, b = (1, 2), tuple([1, 2])
    assert memo(a) == memo(a) == 2 and len(calls) == 1
    assert memo(b) == 2 and len(calls) == 2  # equal but not the same object: computed again
    for n in range(10):
        memo(tuple(range(n)))
    assert len(memo) <= 4
    with pytest.raises(ValueError):
        IdentityMemo(count, size=0)
