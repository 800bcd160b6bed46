"""Properties over random playouts: legal moves are accepted, refusals change nothing and
never raise (malformed moves of every kind), each card is in exactly one place, a seat's view
is the same for every hidden deal ``sample_hidden`` makes, and views hide the rival's cards."""

from __future__ import annotations

import random
from dataclasses import replace

from auction_play import R, seat, table

from game.auction.rules.deal import deal
from game.auction.rules.moves import Bid, Buy, Done, Fire, PlayPower, SetAside
from game.auction.rules.state import SET_ASIDE, Options, State
from game.core.outcome import Applied, Refused

GARBAGE: list[object] = [
    None, "Done", 3, object(), SetAside(True, "G1"), SetAside(0, 5), SetAside(0, "G11"),  # type: ignore[arg-type]
    SetAside(2, "G1"), SetAside(-1, "G1"), Bid(0, "G1 G2"), Bid(0, ("G1", None)),  # type: ignore[arg-type]
    Bid(0, ("x",) * 10**3), Buy(0, True, ()), Buy(0, 10**30, ()), Buy(0, 1, "B2"),  # type: ignore[arg-type]
    Buy(0, 1.0, ()), Fire(0, target=5), Fire(0, source=["a"]), Fire(0, of=True),  # type: ignore[arg-type]
    PlayPower(0, None), PlayPower(1, ["G6"]), Done(False), Done(10**30),  # type: ignore[arg-type]
]


def playout(seed: int, face: bool, check: bool = True) -> list[State]:
    rng = random.Random(seed)
    state = deal(rng, Options(face)).state
    states = [state]
    while not R.is_over(state):
        seat_ = rng.choice(sorted(R.to_act(state)))
        moves = list(R.legal_moves(R.view(state, seat_)))
        assert moves, "a seat to act always has a move"
        if check:
            for move in rng.sample(moves, min(4, len(moves))):
                assert isinstance(R.apply(state, move), Applied), move
            for bad in GARBAGE:
                out = R.apply(state, bad)
                assert isinstance(out, Refused) and out.text
            other = 1 - seat_
            if other not in R.to_act(state):
                for move in moves[:3]:
                    assert isinstance(R.apply(state, replace(move, seat=other)), Refused)
        out = R.apply(state, rng.choice(moves))
        assert isinstance(out, Applied)
        state = out.state
        states.append(state)
    return states


def test_random_playouts_follow_the_properties() -> None:
    for seed in range(12):
        for state in playout(seed, face=seed % 2 == 1):
            places = R.card_places(state)
            assert len(places) == 40 and len({card for card, _ in places}) == 40
            for s in (0, 1):
                sample = R.sample_hidden(state, s, random.Random(seed))
                assert R.view(sample, s) == R.view(state, s)
                assert sorted(c for c, _ in R.card_places(sample)) == sorted(
                    c for c, _ in places)


def test_a_seat_cannot_tell_the_rivals_hand_or_sealed_choice() -> None:
    for state in playout(3, False, check=False)[:60]:
        rival = state.seats[1]
        other = replace(state, seats=(state.seats[0], replace(
            rival, hand=tuple(reversed(rival.hand)),
            sealed_aside=rival.hand[0] if rival.sealed_aside else None)))
        assert R.view(other, 0) == R.view(state, 0)
        view = R.view(state, 0)
        assert not hasattr(view.rival, "hand") and view.rival.hand_count == len(rival.hand)


def test_an_empty_hand_has_only_the_empty_bid() -> None:
    state = table(seat(deck="G1"), seat(deck="R1", hand="R2"), phase="bid", active=None,
                  winner=None, display="G3")
    assert list(R.legal_moves(R.view(state, 0))) == [Bid(0, ())]
    assert R.to_act(replace(state, phase=SET_ASIDE)) == frozenset({1})


def test_no_move_after_the_end() -> None:
    final = playout(1, False, check=False)[-1]
    assert R.to_act(final) == frozenset() and R.legal_moves(R.view(final, 0)) == []
    assert R.apply(final, Done(0)).reason.text == "the game is over"  # type: ignore[union-attr]
