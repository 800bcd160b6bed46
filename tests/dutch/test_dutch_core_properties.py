"""Properties of the Dutch core over random playouts, and malformed moves refused, never raised."""

from __future__ import annotations

import random

import pytest
from dutch_play import R, table

from game.core.outcome import Applied, Refused
from game.dutch.rules.moves import Close, Draw, JackSwap, Look, Snap, Swap
from game.dutch.rules.state import DutchState, Settings, deal
from game.dutch.rules.view import HIDDEN

L0 = ["QS", "5H", "2D", "9C"]
L1 = ["5C", "8D", "KH", "3S"]


@pytest.mark.parametrize("move", [
    None, "draw", 3, object(), Draw(True, "stock"), Draw(0, "deck"), Draw(0, 5),  # type: ignore[arg-type]
    Draw(7, "stock"), Draw(-1, "stock"), Draw(10**30, "stock"), Swap(0, "1"),  # type: ignore[arg-type]
    Snap(1, 2.0), Look(0, None, 1), JackSwap(0, 0, 0, 1, False),  # type: ignore[arg-type]
])
def test_malformed_moves_are_refused_with_a_reason(move: object) -> None:
    state = table([L0, L1], ["4C", "5S"])
    out = R.apply(state, move, 0.5)
    assert isinstance(out, Refused) and out.text


@pytest.mark.parametrize("t", [float("nan"), float("inf"), -1.0, True, "1.0", None, 1e300])
def test_bad_table_times_are_refused(t: object) -> None:
    out = R.apply(table([L0, L1], ["5S"]), Draw(0, "stock"), t)  # type: ignore[arg-type]
    assert isinstance(out, Refused)


def test_time_does_not_run_backwards() -> None:
    state = table([L0, L1], ["5S"], now=4.0)
    assert isinstance(R.apply(state, Draw(0, "stock"), 3.0), Refused)


def _time_for(state: DutchState, move: object, rng: random.Random) -> float:
    w = state.window
    if isinstance(move, Snap) and w is not None:
        return max(state.now, w.opened + rng.uniform(0.0, w.closes - w.opened))
    if isinstance(move, (Draw, Close)) and w is not None:
        return max(state.now, w.closes)
    return state.now + 0.05


def _check(state: DutchState) -> None:
    ids = [card for card, _ in R.card_places(state)]
    assert len(ids) == 55 == len(set(ids))
    for seat in range(state.seats):
        v = R.view(state, seat)
        for owner, layout in enumerate(v.layouts):
            for slot, card in enumerate(layout):
                if card not in (None, HIDDEN):  # only cards this seat has seen
                    assert card in state.known[seat] and state.layouts[owner][slot] == card
        assert R.view(R.sample_hidden(state, seat, random.Random(seat)), seat) == v


@pytest.mark.parametrize("seed", range(40))
def test_random_playouts_keep_every_property(seed: int) -> None:
    rng = random.Random(seed)
    seats = 2 + seed % 5
    settings = Settings(rng.choice([1.0, 2.0, 4.0]), seed % 2 == 0, seed % 3 == 0)
    state = deal(seats, 1, rng.randrange(seats), rng, settings, "prop")
    for _ in range(3000):
        if R.is_over(state):
            break
        seat = rng.choice(sorted(R.to_act(state)))
        legal = R.legal_moves(R.view(state, seat))
        if not legal:
            continue
        move = rng.choice(legal)
        out = R.apply(state, move, _time_for(state, move, rng))
        assert isinstance(out, Applied), (move, getattr(out, "text", ""))
        bogus = R.apply(out.state, Swap(seat, 99), out.state.now)
        assert isinstance(bogus, Refused)
        state = out.state
        _check(state)
    assert R.is_over(state) and R.to_act(state) == frozenset()
