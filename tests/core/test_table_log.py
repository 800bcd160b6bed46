"""The table authority's log: every applied event in order with the table time of its move,
nothing for a refused move, and ``logged`` pairing them as the record writers read them; the
authority's edge refuses a time that is not one and answers a non-seat with one clear error."""

from __future__ import annotations

import pytest
from sim.sim_toy_game import RULES, Add, State

from game.core.authority import NotASeat, Table, TimedEvent
from game.core.outcome import Applied, Refused


def test_the_log_holds_each_applied_event_with_its_time_and_nothing_refused() -> None:
    table = Table(RULES, State(2, 5))
    table.submit(Add(0, 2), 1.5)
    table.submit(Add(0, 1), 2.0)  # not seat 0's turn: refused
    table.submit(Add(1, 1), 3.25)
    assert table.times == [1.5, 3.25]
    assert [event["amount"] for event in table.events] == [2, 1]
    assert table.logged() == [TimedEvent(1.5, table.events[0]), TimedEvent(3.25, table.events[1])]
    assert table.logged(1) == [TimedEvent(3.25, table.events[1])]
    assert table.logged(0, 1)[0].t == 1.5 and table.logged(0, 1)[0].event["seat"] == 0


def test_a_time_that_is_not_one_or_runs_backwards_is_refused_and_never_logged() -> None:
    table = Table(RULES, State(2, 5), seats=2)
    for bad in (float("nan"), float("inf"), 1e300, -0.5, "2.0", None, True):
        refused = table.submit(Add(0, 2), bad)  # type: ignore[arg-type]
        assert isinstance(refused, Refused) and "is not a number of seconds" in refused.text
    assert isinstance(table.submit(Add(0, 2), 4.0), Applied)
    late = table.submit(Add(1, 1), 3.0)
    assert isinstance(late, Refused)
    assert late.text == "the table time 3 is earlier than the last move's (4)"
    assert table.times == [4.0] and table.refusals == 8 and table.version == 1


def test_a_seat_that_is_not_one_gets_one_clear_error() -> None:
    table = Table(RULES, State(2, 5), seats=2)
    for bad in (None, "0", 1.5, 2, 99, -1, True):
        with pytest.raises(NotASeat, match="is not a seat at this table"):
            table.view(bad)  # type: ignore[arg-type]
    with pytest.raises(NotASeat, match=r"'0' is not a seat at this table \(seats are 0 to 1\)"):
        table.legal_moves("0")  # type: ignore[arg-type]
    assert table.view(1) is not None
