"""Scenario tests for the call, the last circuit, emptied layouts, reshuffles and scoring."""

from __future__ import annotations

from typing import Any

from dutch_play import R, no, ok, table

from game.dutch.rules.events import Reshuffled, RoundEnded
from game.dutch.rules.moves import Call, Close, Discard, Draw, EndTurn, JackSwap, Look, Snap, Swap
from game.dutch.rules.state import DutchState, Settings


def _turn(state: DutchState, seat: int, t: float, *, call: bool = False,
          power: object | None = None) -> tuple[DutchState, list[Any]]:
    """Seat draws from the stock, discards it, and ends its turn (or calls)."""
    state, _ = ok(state, Draw(seat, "stock"), t)
    state, _ = ok(state, Discard(seat), t + 0.1)
    if power is not None:
        state, _ = ok(state, power, t + 0.2)
    state, events = ok(state, Call(seat) if call else EndTurn(seat), t + 0.3)
    return state, events


def test_call_gives_every_other_seat_one_turn_and_the_caller_is_frozen() -> None:
    layouts = [["AS", "2S", "AH", "X1"], ["QS", "QH", "KS", "9C"], ["JC", "JD", "10C", "10D"]]
    state = table(layouts, ["4C", "9S", "JH", "3C", "2C"])
    state, _ = _turn(state, 0, 0.0, call=True)
    assert state.caller == 0
    state, _ = ok(state, Draw(1, "stock"), 3.0)  # 3C
    state, _ = ok(state, Discard(1), 3.1)
    assert "already begun" in no(state, Call(1), 3.15)
    assert "frozen" in no(state, Snap(0, 0), 3.2)
    state, _ = ok(state, EndTurn(1), 3.3)
    state, _ = ok(state, Draw(2, "stock"), 6.0)  # JH: a Jack
    state, _ = ok(state, Discard(2), 6.1)
    assert "safe" in no(state, JackSwap(2, 0, 0, 1, 0), 6.2)
    state, events = ok(state, EndTurn(2), 6.3)
    assert state.phase == "done" and not R.is_over(state)  # the last window still runs
    assert R.to_act(state) == frozenset({0, 1, 2})  # snaps, or anybody's "time is up"
    assert "still open" in no(state, Close(1), 8.0)
    state, events = ok(state, Close(1), 8.1)
    end = events[-1]
    assert isinstance(end, RoundEnded) and end.reason == "circuit"
    assert end.sums == (4, 39, 40) and end.bonus == ((0, -10),) and end.scores == (-6, 39, 40)


def test_look_at_the_caller_is_refused() -> None:
    state = table([["AS", "2S", "AH", "X1"], ["QS", "QH", "KS", "9C"]], ["9S", "2C"])
    state, _ = _turn(state, 0, 0.0, call=True)
    state, _ = ok(state, Draw(1, "stock"), 3.0)
    state, _ = ok(state, Discard(1), 3.1)
    assert "safe" in no(state, Look(1, 0, 0), 3.2)


def test_tie_on_the_call_is_lost() -> None:
    state = table([["AS", "2S", "AH", "X1"], ["2C", "AD", "X2", "AC"]], ["5S", "5C"])
    state, _ = _turn(state, 0, 0.0, call=True)
    state, events = _turn(state, 1, 3.0)
    state, events = ok(state, Close(0), 5.1)
    end = events[-1]
    assert end.sums == (4, 4) and end.bonus == ((0, 10),) and end.scores == (14, 4)


def test_emptied_on_turn_ends_the_round_at_once_with_minus_10() -> None:
    state = table([["5H", None, None, None], ["QS", "QH", "KS", "9C"]], ["5S"])
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)
    state, events = ok(state, Snap(0, 0), 1.5)
    end = events[-1]
    assert R.is_over(state) and end.reason == "emptied_on_turn" and end.emptied == 0
    assert end.sums == (0, 39) and end.bonus == ((0, -10),) and end.scores == (-10, 39)


def _emptied_off_turn(minus_10: bool) -> tuple[DutchState, list[Any]]:
    layouts: list[list[str | None]] = [["2H", "3H", "4H", "6H"], ["QS", "QH", "KS", "9C"],
                                       ["5H", None, None, None]]
    state = table(layouts, ["8C", "9D", "AC", "5S"],
                  settings=Settings(emptied_off_turn_minus_10=minus_10))
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)
    state, _ = ok(state, Snap(2, 0), 1.5)
    assert state.ender == 2 and not R.is_over(state)
    state, _ = ok(state, EndTurn(0), 1.6)
    assert R.view(state, 0).next_seat == 1  # play goes on up to seat 2
    state, _ = _turn(state, 1, 3.0)
    assert R.view(state, 0).next_seat is None
    return ok(state, Close(2), 5.1)


def test_emptied_off_turn_starts_the_last_circuit_and_scores_zero() -> None:
    state, events = _emptied_off_turn(False)
    end = events[-1]
    assert end.reason == "circuit" and end.emptied == 2 and end.caller is None
    assert end.sums == (15, 39, 0) and end.bonus == () and end.scores == (15, 39, 0)


def test_emptied_off_turn_option_adds_minus_10() -> None:
    _, events = _emptied_off_turn(True)
    assert events[-1].bonus == ((2, -10),) and events[-1].scores == (15, 39, -10)


def test_emptied_off_turn_right_before_its_turn_ends_the_round_after_this_turn() -> None:
    layouts: list[list[str | None]] = [["2H", "3H", "4H", "6H"], ["5H", None, None, None],
                                       ["QS", "QH", "KS", "9C"]]
    state = table(layouts, ["8C", "5S"])
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)
    state, _ = ok(state, Snap(1, 0), 1.5)
    state, events = ok(state, EndTurn(0), 3.5)  # the window has shut: the round ends
    assert events[-1].reason == "circuit" and events[-1].emptied == 1


def test_a_seat_with_an_empty_layout_skips_its_turns() -> None:
    layouts: list[list[str | None]] = [["2H", "3H", "4H", "6H"], ["5H", None, None, None],
                                       ["QS", "QH", "KS", "9C"],
               ["AS", "AD", "2C", "X1"]]
    state = table(layouts, ["8C", "5S"], caller=3, ender=3)
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)
    state, _ = ok(state, Snap(1, 0), 1.5)
    state, _ = ok(state, EndTurn(0), 1.6)
    assert R.view(state, 2).next_seat == 2 and "turn" in no(state, Draw(1, "stock"), 4.0)


def test_caller_loses_to_an_emptied_layout_whatever_the_sums() -> None:
    # The page's example: the caller holds a red king and a joker (-1); a rival empties.
    layouts: list[list[str | None]] = [["KH", "X1", None, None], ["QS", "QH", "KS", "9C"],
                                       ["5H", None, None, None]]
    state = table(layouts, ["8C", "9D", "AC", "5S", "2C"])
    state, _ = _turn(state, 0, 0.0, call=True)
    state, _ = ok(state, Draw(1, "stock"), 3.0)  # 5S
    state, _ = ok(state, Discard(1), 3.1)
    state, _ = ok(state, Snap(2, 0), 3.5)  # seat 2 empties outside its turn
    state, events = ok(state, EndTurn(1), 3.6)  # seat 2 is skipped: back at the caller
    end = events[-1]
    assert end.sums == (-1, 39, 0) and end.bonus == ((0, 10),) and end.scores == (9, 39, 0)


def test_snapping_the_last_card_after_ending_ones_turn_still_counts_as_on_turn() -> None:
    state = table([["QS", "QH", "KS", "9C"], ["5H", None, None, None]], ["5S", "4S"])
    state, _ = _turn(state, 0, 0.0)
    state, _ = ok(state, Draw(1, "stock"), 2.5)  # 5S
    state, _ = ok(state, Discard(1), 2.6)
    state, _ = ok(state, EndTurn(1), 2.7)  # the turn passes with the next seat's draw
    state, events = ok(state, Snap(1, 0), 3.0)
    assert events[-1].reason == "emptied_on_turn" and events[-1].scores == (39, -10)


def test_reshuffle_keeps_the_top_discard_and_an_empty_stock_ends_the_round() -> None:
    state = table([["2H", "3H", "4H", "6H"], ["QS", "QH", "KS", "9C"]], [],
                  discard=("8C", "9D", "AC"), phase="done", turn=1, draws=5)
    state, events = ok(state, Draw(0, "stock"))
    assert isinstance(events[0], Reshuffled) and events[0].stock is not None
    assert sorted(events[0].stock) == ["8C", "9D"]
    assert state.discard == ("AC",) and len(state.stock) == 1
    state, _ = ok(state, Swap(0, 3), 0.1)
    state, _ = ok(state, EndTurn(0), 0.2)
    state, _ = ok(state, Draw(1, "discard"), 2.1)
    state, _ = ok(state, Swap(1, 0), 2.2)
    state, _ = ok(state, Call(1), 2.3)
    state, events = ok(state, Draw(0, "stock"), 4.3)  # one card left in the stock
    state, _ = ok(state, Discard(0), 4.4)
    state, _ = ok(state, EndTurn(0), 4.5)
    assert R.is_over(state) is False
    assert R.view(state, 0).next_seat is None
    empty = table([["2H", "3H", "4H", "6H"], ["QS", "QH", "KS", "9C"]], [],
                  discard=("AC",), phase="done", turn=1, draws=5)
    state, events = ok(empty, Draw(0, "stock"))
    end = events[-1]
    assert R.is_over(state) and end.reason == "stock_exhausted" and end.bonus == ()


def test_wrong_snap_with_no_card_left_ends_the_round() -> None:
    state = table([["2H", "3H", "4H", "6H"], ["QS", "QH", "KS", "9C"]], ["5S"])
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)
    state, events = ok(state, Snap(1, 0), 1.5)
    assert events[0].penalty is None and events[-1].reason == "stock_exhausted"
    assert R.is_over(state)
