"""The table authority's log: every applied event in order with the table time of its move,
nothing for a refused move, and ``logged`` pairing them as the record writers read them."""

from __future__ import annotations

from sim.sim_toy_game import RULES, Add, State

from game.core.authority import Table, TimedEvent


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
