"""Blitz (31) bots: what a token is worth in the match (the chance of being the last player
standing), and the Master weighing a hand's outcome by it."""

from __future__ import annotations

import pytest

from game.thirty_one.bots import stakes
from game.thirty_one.bots.stakes import (
    chance_after,
    prepare,
    stake_cost,
    stakes_for,
    win_chance,
)


def test_equal_seats_have_equal_chances() -> None:
    assert win_chance(3, (3, 3, 3)) == pytest.approx(0.25)
    assert win_chance(2, (2,)) == pytest.approx(0.5)
    assert win_chance(0, (0, 0, 0, 0, 0, 0, 0)) == pytest.approx(1 / 8)


def test_the_last_seat_in_has_won_and_a_seat_out_has_lost() -> None:
    assert win_chance(0, ()) == 1.0
    assert chance_after(0, {1: 3}, {-1: 1}) == 0.0
    assert chance_after(2, {1: 0, 2: 0}, {1: 1, 2: 1}) == 1.0


def test_the_chances_of_all_seats_add_up_to_one() -> None:
    tokens = (3, 1, 0, 2)
    total = sum(win_chance(tokens[i], tuple(sorted(tokens[:i] + tokens[i + 1:])))
                for i in range(len(tokens)))
    assert total == pytest.approx(1.0)


def test_own_tokens_cost_and_rivals_tokens_pay() -> None:
    rivals = [(1, 3), (2, 3), (3, 3)]
    own = stake_cost(3, rivals, {-1: 1}, 1.0)
    rival = stake_cost(3, rivals, {1: 1}, 1.0)
    assert own > 0 > rival
    assert own > 2 * -rival  # a token of one's own matters more than one of three rivals'
    # Putting the last rival out wins the match; a rival's token matters more heads-up.
    assert stake_cost(1, [(1, 0)], {1: 1}, 1.0) == pytest.approx(win_chance(1, (0,)) - 1.0)
    assert -stake_cost(3, [(1, 3)], {1: 1}, 1.0) > -rival


def test_a_large_table_of_chances_is_worked_out_in_slices() -> None:
    # Eight seats of six tokens: some 24,000 match states, far too many for one step.
    stakes._CHANCES.clear()
    slices = sum(1 for _ in prepare(6, (6,) * 7))
    assert slices >= 100
    worked = dict(stakes._CHANCES)
    stakes._CHANCES.clear()
    assert win_chance(6, (6,) * 7) == worked[(6, (6,) * 7)]
    assert win_chance(2, (0, 3, 5)) == worked[(2, (0, 3, 5))]


def test_the_stakes_of_a_search_count_in_the_bots_own_tokens() -> None:
    rivals = [(1, 3), (2, 1), (3, 0)]
    match = stakes_for(2, rivals)
    assert match.cost({-1: 1}) == pytest.approx(1.0)  # one token of its own costs one
    assert match.cost({}) == 0.0
    plain = stake_cost(2, rivals, {3: 1}, 1.0)
    assert match.cost({3: 1}) == pytest.approx(plain * match.per_token) and plain < 0


def test_no_slice_lists_more_than_its_share_of_states(monkeypatch: pytest.MonkeyPatch) -> None:
    # The first slice goes down dozens of states deep before it can work any out: the states
    # it lists count towards its share as much as those it works out.
    stakes._CHANCES.clear()
    listed: list[int] = [0]
    real = stakes._next_states

    def counting(mine: int, rivals: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
        listed[0] += 1
        return real(mine, rivals)

    monkeypatch.setattr(stakes, "_next_states", counting)
    per_slice = []
    for _ in prepare(6, (6,) * 7):
        per_slice.append(listed[0])
        listed[0] = 0
    stakes._CHANCES.clear()
    assert per_slice and max(per_slice) <= stakes.CHANCES_PER_SLICE + 1
