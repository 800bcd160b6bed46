"""Blitz (31) core properties over random play: legal moves are accepted, refusals change
nothing, every card is in one place, views hide what they should and survive re-dealing the
hidden cards, malformed moves are refused with a reason, and play is deterministic."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from thirty_one_play import random_match

from game.core.outcome import Refused
from game.core.seats import SeatSpec
from game.thirty_one.rules.cards import DECK
from game.thirty_one.rules.core import RULES
from game.thirty_one.rules.match import Match
from game.thirty_one.rules.state import Discard, Draw, HandState, Knock


def _states(seed: int, seats: int, options: dict[str, Any]) -> list[HandState]:
    rng = random.Random(seed)
    match = Match(seed, [SeatSpec(f"s{i}") for i in range(seats)], options)
    states: list[HandState] = []
    for _ in range(3):
        if match.over:
            break
        table = match.start_hand()
        states.append(table.state)
        while not table.over:
            seat = next(iter(table.to_act()))
            moves = list(table.legal_moves(seat))
            assert moves
            move = rng.choice(moves)
            if isinstance(move, Knock) and rng.random() < 0.9:
                move = moves[0]
            assert not isinstance(table.submit(move, 0.0), Refused)
            states.append(table.state)
    return states


CASES = [(seed, 2 + seed % 7, {"no_first_round_knock": seed % 2 == 1,
                               "three_of_a_kind": (False, 30, 30.5)[seed % 3]})
         for seed in range(12)]


@pytest.mark.parametrize(("seed", "seats", "options"), CASES)
def test_cards_conserved_and_views_survive_resampling(
    seed: int, seats: int, options: dict[str, Any]
) -> None:
    rng = random.Random(seed)
    for state in _states(seed, seats, options):
        places = RULES.card_places(state)
        assert sorted(card for card, _ in places) == sorted(DECK)
        for seat in state.in_play:
            view = RULES.view(state, seat)
            if state.phase != "over":
                assert view.shown == ()
            other = RULES.sample_hidden(state, seat, rng)
            assert RULES.view(other, seat) == view
            assert sorted(c for c, _ in RULES.card_places(other)) == sorted(DECK)


@pytest.mark.parametrize(("seed", "seats", "options"), CASES[:6])
def test_only_the_seat_to_play_has_moves_and_all_are_accepted(
    seed: int, seats: int, options: dict[str, Any]
) -> None:
    for state in _states(seed, seats, options):
        for seat in range(state.seats):
            moves = RULES.legal_moves(RULES.view(state, seat))
            if seat not in RULES.to_act(state):
                assert moves == []
                assert all(isinstance(RULES.apply(state, m), Refused) for m in (
                    Draw(seat, "stock"), Knock(seat)))
            for move in moves:
                assert not isinstance(RULES.apply(state, move), Refused)


MALFORMED: list[object] = [
    None, "draw", 3, Draw(True, "stock"), Draw(1.0, "stock"), Draw(10**30, "stock"),  # type: ignore[arg-type]
    Draw(-1, "stock"), Draw(0, "table"), Draw(0, ["stock"]),  # type: ignore[arg-type]
    Discard(0, 5), Discard(0, "ZZ"), Discard(0, ["AS"]), Knock("0"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("move", MALFORMED)
def test_malformed_moves_are_refused_and_change_nothing(move: object) -> None:
    state = _states(2, 4, {})[0]
    before = state
    outcome = RULES.apply(state, move)
    assert isinstance(outcome, Refused) and outcome.text
    assert state == before


@settings(max_examples=60, deadline=None)
@given(seat=st.integers(-5, 12), source=st.text(max_size=8), card=st.text(max_size=4))
def test_random_junk_is_refused_without_raising(seat: int, source: str, card: str) -> None:
    state = _states(3, 3, {})[0]
    for move in (Draw(seat, source), Discard(seat, card), Knock(seat)):  # type: ignore[arg-type]
        outcome = RULES.apply(state, move)
        if isinstance(outcome, Refused):
            assert outcome.text


def test_same_seed_same_match_whatever_the_global_random_does() -> None:
    first = random_match(17, 5, {"tokens": 2}).record
    random.seed(999)
    random.random()
    second = random_match(17, 5, {"tokens": 2}).record
    assert first == second


def test_the_dealer_rotates_to_the_next_seat_still_in_play() -> None:
    match = random_match(4, 5, {"tokens": 1})
    deals = [line for line in match.record if line["type"] == "deal"]
    for before, after in zip(deals, deals[1:], strict=False):
        seats = after["in_play"]
        expected = next(s for s in [(before["dealer"] + k) % 5 for k in range(1, 6)]
                        if s in seats)
        assert after["dealer"] == expected
