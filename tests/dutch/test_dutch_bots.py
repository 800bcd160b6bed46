"""Dutch bots: own seat only, view only, human snap floor, memory per level, the ladder's shape."""

from __future__ import annotations

import random
from typing import Any

import pytest
from dutch_play import play_match

from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.core.seats import SeatSpec
from game.dutch.bots.agent import DutchAgent
from game.dutch.bots.levels import LEVEL_PARAMS, SNAP_FLOOR
from game.dutch.bots.memory import Memory
from game.dutch.definition import GAME
from game.dutch.rules.events import Discarded, JackSwapped
from game.dutch.rules.view import HIDDEN


class ViewOnlyTable:
    """A table that lets a bot see views and submit, and refuses to show the true state."""

    def __init__(self, table: Any) -> None:
        self._table = table
        self.rules = table.rules
        self.hand = table.hand

    @property
    def state(self) -> Any:
        raise AssertionError("a bot read the true state")

    @property
    def over(self) -> bool:
        return bool(self._table.over)

    @property
    def version(self) -> int:
        return int(self._table.version)

    def view(self, seat: int) -> Any:
        return self._table.view(seat)

    def submit(self, move: Any, t: float) -> Any:
        return self._table.submit(move, t)

    def subscribe(self, listener: Any) -> Any:
        return self._table.subscribe(listener)


def test_bots_move_only_for_their_seat_and_never_read_the_true_state() -> None:
    levels = ["beginner", "casual", "skilled", "expert", "master", "greedy"]
    match = GAME.new_match(4, [SeatSpec(f"B{i}", "bot", lv) for i, lv in enumerate(levels)], {})
    while not match.over:
        table = match.start_hand()
        proxy = ViewOnlyTable(table)
        agents = GAME.make_bots(match, proxy, levels)
        for attempt in run_hand(BotScheduler(proxy, agents)):
            assert attempt.move.seat == attempt.seat
    assert GAME.check_record(match.record).ok


class CountingTable(ViewOnlyTable):
    """A view-only table that counts the views the bots take and how often they are asked."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.views_taken = 0

    def view(self, seat: int) -> Any:
        self.views_taken += 1
        return super().view(seat)


def test_bots_take_a_new_view_only_after_a_move_however_often_they_are_asked() -> None:
    levels = ["casual", "skilled", "expert", "master", "greedy", "beginner"]
    match = GAME.new_match(3, [SeatSpec(f"B{i}", "bot", lv) for i, lv in enumerate(levels)], {})
    table = match.start_hand()
    proxy = CountingTable(table)
    agents = GAME.make_bots(match, proxy, levels)
    asked = 0
    for agent in agents:
        due = agent.due

        def counted(due: Any = due) -> Any:
            nonlocal asked
            asked += 1
            return due()

        agent.due = counted  # type: ignore[method-assign]
    run_hand(BotScheduler(proxy, agents))
    assert table.over and asked > 3 * len(levels) * table.version
    assert proxy.views_taken <= len(levels) * (table.version + 1)


def test_make_bots_skips_human_seats_and_refuses_unknown_levels() -> None:
    match = GAME.new_match(1, [SeatSpec("You", "human"), SeatSpec("B", "bot", "master")], {})
    table = match.start_hand()
    assert [a.seat for a in GAME.make_bots(match, table, [None, "master"])] == [1]
    with pytest.raises(ValueError):
        GAME.make_bots(match, table, [None, "grandmaster"])


def _snap_delays(record: list[dict[str, Any]]) -> list[float]:
    opened, delays = 0.0, []
    for line in record:
        if line["type"] == "discard":
            opened = line["t"]
        elif line["type"] == "snap":
            delays.append(line["t"] - opened)
    return delays


def test_no_bot_snaps_faster_than_a_person_could() -> None:
    delays: list[float] = []
    for seed in range(6):
        delays += _snap_delays(play_match(seed, ["master", "master", "expert", "greedy"]).record)
    assert delays and min(delays) >= SNAP_FLOOR - 1e-9


def test_weak_levels_snap_wrongly_sometimes_and_master_never() -> None:
    wrong = {"beginner": 0, "master": 0}
    for seed in range(8):
        record = play_match(seed, ["beginner", "master", "beginner", "master"]).record
        for line in record:
            if line["type"] == "snap" and not line["ok"]:
                wrong["beginner" if line["seat"] % 2 == 0 else "master"] += 1
    assert wrong["beginner"] > 0 and wrong["master"] == 0


def _memory(level: str, seed: int = 1) -> Memory:
    return Memory(0, LEVEL_PARAMS[level], random.Random(seed))


def test_strong_memory_lasts_weak_memory_fades_with_events_and_time() -> None:
    kept = {"beginner": 0, "master": 0}
    for seed in range(40):
        for level in kept:
            mem = _memory(level, seed)
            mem.learn((0, 2), "9C", 0.0)
            mem.events += 30
            kept[level] += (0, 2) in mem.recall(60.0)
    assert kept["master"] >= 38 and kept["beginner"] <= 8


class _View:
    def __init__(self) -> None:
        self.layouts = (("??", "??", "9C", "KS"), ("??",) * 4)


def test_master_follows_jack_swaps_weak_levels_lose_track() -> None:
    moved = {"beginner": 0, "master": 0}
    for seed in range(40):
        for level in moved:
            mem = _memory(level, seed)
            mem.learn((0, 3), "KS", 0.0)
            mem.hear(1.0, JackSwapped(1, 0, 3, 1, 0), _View())  # type: ignore[arg-type]
            moved[level] += mem.recall(1.0).get((1, 0)) == "KS"
    assert moved["master"] == 40 and moved["beginner"] < 20


def test_bot_memory_holds_only_what_its_view_showed() -> None:
    levels = ["master", "greedy", "expert"]
    match = GAME.new_match(12, [SeatSpec(f"B{i}", "bot", lv) for i, lv in enumerate(levels)], {})
    table = match.start_hand()
    agents = GAME.make_bots(match, table, levels)
    checked = 0

    def check(t: float, event: object, state: object) -> None:
        nonlocal checked
        if not isinstance(event, Discarded):
            return
        for agent in agents[:2]:  # master and greedy never misread
            assert isinstance(agent, DutchAgent)
            view = table.rules.view(state, agent.seat)
            for (owner, slot), card in agent.memory.recall(t).items():
                shown = view.layouts[owner][slot]
                assert shown not in (None, HIDDEN) and shown == card
                checked += 1

    table.subscribe(check)
    run_hand(BotScheduler(table, agents))
    assert checked > 0


class _Window:
    rank = "7"
    closes = 2.0


class _DiscardView:
    """A seat's view just after a rival discarded a 7: the window is open, nobody has called."""

    window = _Window()
    caller = None

    def own(self) -> tuple[str, ...]:
        return ("??", "??", "??", "??")


def _beginner_snaps(remembered: bool) -> int:
    """How many of 200 Beginners plan a snap on the 7 when slot 0 holds a 7 they once saw."""
    table = GAME.new_match(2, [SeatSpec("B", "bot", "beginner")] * 2, {}).start_hand()
    snaps = 0
    for seed in range(200):
        agent = GAME.make_bots(GAME.new_match(2, [SeatSpec("B", "bot", "beginner")] * 2, {}),
                               table, ["beginner", None])[0]
        assert isinstance(agent, DutchAgent)
        agent.rng.seed(seed)
        agent.memory.items.clear()
        agent.memory.learn((0, 0), "7H", 0.0)
        if not remembered:
            agent.memory.events += 10_000  # long enough ago that it has faded
        agent._plan_snap(0.1, _DiscardView())  # type: ignore[arg-type]  # only what a plan reads
        snaps += agent.snap_at is not None
    return snaps


def test_beginner_does_not_snap_a_card_it_has_forgotten_and_misses_some_it_knows() -> None:
    assert _beginner_snaps(remembered=False) <= 2  # a rare hunch at most
    assert 110 <= _beginner_snaps(remembered=True) <= 170  # misses about a third
