"""Scenario tests: no stalemate while a Post-to-Post move would free a place for a Blitz card.

The how-to page says a stalemate comes when "nobody can play any more"; a seat that can move its
only card of one Post pile onto another Post pile (or, with the option, a whole pile) empties a
slot that its Blitz card then fills, which is progress, so the table must not call it stuck.
"""

from __future__ import annotations

from core_tables import applied, seat, table

from game.dutch_blitz.rules.engine import STALEMATE_RECYCLES
from game.dutch_blitz.rules.events import HandEnded, Refilled
from game.dutch_blitz.rules.moves import Play, Recycle, Stack
from game.dutch_blitz.rules.stalemate import frees_a_post
from game.dutch_blitz.rules.state import SeatState

IDLE = STALEMATE_RECYCLES


def stuck(idle: int) -> SeatState:
    return seat(["R9", "G9", "B9"], blitz="Y9 G3", wood="R5 G6 B7", idle=idle)


def test_no_stalemate_while_a_post_card_can_move_to_free_a_slot_for_the_blitz_card() -> None:
    # G6 is alone on post 1 and fits on R7: moving it empties post 1 for the Blitz top G3
    freeing = seat(["R7", "G6", "B9"], blitz="Y9 G3", wood="R5 Y6", idle=IDLE)
    state = table(freeing, stuck(IDLE - 1))
    assert frees_a_post(state.seats[0])
    after = applied(state, Recycle(1))  # seat 1's last idle turn-over
    assert after.state.over is None and not any(isinstance(e, HandEnded) for e in after.events)
    moved = applied(after.state, Play(0, "post:1", "post:0"))
    assert moved.events[-1] == Refilled(0, 1, moved.state.seats[0].posts[1][0])
    assert [s.idle_recycles for s in moved.state.seats] == [0, 0]  # progress


def test_a_post_card_that_frees_nothing_does_not_hold_off_the_stalemate() -> None:
    # G6 fits on R7 but post 1 keeps a card under it: no slot is freed, so it is a stalemate
    shuffling = seat(["R7", "B9 G6", "B8"], blitz="Y9 G3", wood="R5 Y6", idle=IDLE)
    state = table(shuffling, stuck(IDLE - 1))
    assert not frees_a_post(state.seats[0])
    assert applied(state, Recycle(1)).events[-1] == HandEnded("stalemate", None)


def test_with_whole_pile_moves_a_pile_that_can_move_holds_off_the_stalemate() -> None:
    piles = ["R9", "G8 B7", "Y4"]  # G8 (with B7 on it) fits on R9 as a whole pile
    for stack, ends in ((False, True), (True, False)):
        state = table(seat(piles, blitz="Y9 G3", wood="R5 Y6", idle=IDLE), stuck(IDLE - 1),
                      stack=stack)
        after = applied(state, Recycle(1))
        assert (after.state.over is not None) is ends
    moved = applied(after.state, Stack(0, "post:1", "post:0"))
    assert isinstance(moved.events[-1], Refilled)
