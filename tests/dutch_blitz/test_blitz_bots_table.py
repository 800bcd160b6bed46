"""Bots at a table: own seat only, no hidden cards, races, perception, pause and hand end."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields, is_dataclass

import pytest

from game.bots.headless import run_hand
from game.clock import TableClock
from game.core.outcome import Applied, Refused
from game.dutch_blitz.bots.factory import make_bot_seats
from game.dutch_blitz.bots.levels import LEVELS, policy_for, timing_for
from game.dutch_blitz.bots.policy import NOTHING, LevelPolicy
from game.dutch_blitz.bots.scheduler import BotScheduler, BotSeat
from game.dutch_blitz.rules.authority import Table, new_table
from game.dutch_blitz.rules.cards import Card, card
from game.dutch_blitz.rules.match import Match, SeatInfo
from game.dutch_blitz.rules.moves import Move, Play, Reason
from game.dutch_blitz.rules.state import DutchPile, Rules, SeatState, TableState
from game.dutch_blitz.rules.view import SeatView


def hand_table(seats: int = 4, seed: int = 7, levels: list[str | None] | None = None) -> Table:
    chosen = levels or ["skilled"] * seats
    infos = [SeatInfo(f"S{i}", "bot" if lv else "human", level=lv) for i, lv in enumerate(chosen)]
    return Match(infos, Rules.for_seats(seats), seed).start_hand()


def cards_in(value: object) -> list[Card]:
    """Every card object reachable from a view (dataclasses, tuples)."""
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple):
        return [c for item in value for c in cards_in(item)]
    if is_dataclass(value) and not isinstance(value, type):
        return [c for f in fields(value) for c in cards_in(getattr(value, f.name))]
    return []


class Inspector:
    """Wraps a policy; checks every view it is given against the real table."""

    def __init__(self, table: Table, level: str) -> None:
        self.table = table
        self.inner: LevelPolicy = policy_for(level)
        self.views = 0

    def choose(self, view: SeatView, rng: random.Random,
               unnoticed: frozenset[int] = NOTHING) -> Move | None:
        state = self.table.state
        visible: list[Card] = [pile.top for pile in state.dutch]
        for seat in state.seats:
            visible += [c for pile in seat.posts for c in pile]
            visible += [pile[-1] for pile in (seat.blitz, seat.wood) if pile]
        assert not Counter(cards_in(view)) - Counter(visible), "the view shows a hidden card"
        self.views += 1
        return self.inner.choose(view, rng, unnoticed)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_submit_only_from_their_own_seat_and_see_no_hidden_card(level: str) -> None:
    table = hand_table(levels=[None, level, level, level])
    bots = make_bot_seats([None, level, level, level], seed=3, hand=1)
    inspectors = []
    for bot in bots:
        bot.policy = Inspector(table, level)
        inspectors.append(bot.policy)
    actions = run_hand(BotScheduler(table, bots, 0.0))
    assert table.over and actions
    assert {a.seat for a in actions} <= {1, 2, 3}
    assert all(a.move.seat == a.seat for a in actions)
    assert all(e.event.seat != 0 for e in table.logged() if hasattr(e.event, "seat") and
               type(e.event).__name__ != "HandEnded")
    assert all(i.views > 0 for i in inspectors)


class Rogue:
    """A broken policy that tries to move another seat's cards."""

    def choose(self, view: SeatView, rng: random.Random,
               unnoticed: frozenset[int] = NOTHING) -> Move | None:
        return Play(0, "blitz", "dutch:new")


def test_a_move_for_another_seat_is_never_submitted() -> None:
    table = hand_table(2)
    bot = BotSeat(1, Rogue(), random.Random(1), timing_for("expert"))
    scheduler = BotScheduler(table, [bot], 0.0)
    assert scheduler.run_due(60.0) == []
    assert table.version == 0 and table.refusals == 0


def race_table() -> Table:
    """Seats 0 and 1 both show a red 2 on their Blitz pile; a red 1 is on the table."""
    def seat(colour: str) -> SeatState:
        posts = ((card(f"{colour}9"),), (card(f"{colour}8"),), (card(f"{colour}7"),))
        return SeatState(posts=posts, blitz=(card(f"{colour}5"), card("R2")),
                         hand=(card(f"{colour}3"), card(f"{colour}4")))
    state = TableState(Rules(3), (seat("G"), seat("Y")),
                       (DutchPile((card("R1"),), (0,)),))
    return new_table(state)


def test_a_refused_move_is_replanned_after_a_short_reaction() -> None:
    table = race_table()
    timing = timing_for("expert")
    bot = BotSeat(1, policy_for("master"), random.Random(5), timing)
    scheduler = BotScheduler(table, [bot], 0.0)
    scheduler.run_due(bot.due)  # the bot notices the table and reaches for the red 1's pile
    [intent] = scheduler.intents(bot.due)
    assert (intent.seat, intent.source, intent.target, intent.card) == \
        (1, "blitz", "dutch:0", card("R2"))
    assert intent.since < intent.due
    # the person at seat 0 is quicker
    quick = table.submit(Play(0, "blitz", "dutch:0", card("R2")), intent.due - 0.01)
    assert isinstance(quick, Applied)
    [refused] = scheduler.run_due(intent.due)
    assert isinstance(refused.outcome, Refused) and refused.outcome.reason is Reason.PILE_TAKEN
    assert scheduler.intents(intent.due) == []
    assert bot.refused == 1 and bot.races_lost == 1
    next_due = scheduler.next_due()
    assert next_due is not None and next_due > intent.due  # a reaction before planning again
    scheduler.run_due(next_due)
    [again] = scheduler.intents(next_due)
    assert again.since >= next_due and (again.source, again.target) != ("blitz", "dutch:0")


def test_a_rival_play_goes_unnoticed_for_the_perception_delay() -> None:
    table = race_table()
    bot = BotSeat(1, policy_for("master"), random.Random(5), timing_for("casual"))
    scheduler = BotScheduler(table, [bot], 0.0)
    assert isinstance(table.submit(Play(0, "blitz", "dutch:0", card("R2")), 10.0), Applied)
    perception = timing_for("casual").perception
    assert scheduler.unnoticed(bot, 10.0 + perception / 2) == frozenset({0})
    assert scheduler.unnoticed(bot, 10.0 + perception * 1.01) == frozenset()


def test_intents_show_the_card_being_reached_for() -> None:
    table = hand_table(4, seed=11)
    scheduler = BotScheduler(table, make_bot_seats(["expert"] * 4, 11, 1), 0.0)
    seen = 0
    now = 0.0
    while not table.over and now < 600:
        now += 1 / 30
        scheduler.run_due(now)
        for intent in scheduler.intents(now):
            assert intent.since <= now < intent.due
            if intent.card is not None and intent.source != "hand":
                assert table.state.seats[intent.seat].top(intent.source) == intent.card
                seen += 1
    assert table.over and seen > 20


def test_pause_stops_every_bot_and_no_bot_acts_after_the_hand() -> None:
    source = [100.0]
    clock = TableClock(lambda: source[0])
    table = hand_table(4, seed=5)
    scheduler = BotScheduler(table, make_bot_seats([None, "master", "master", "master"], 5, 1),
                             clock.now())
    for _ in range(240):  # four seconds at 60 frames a second
        source[0] += 1 / 60
        scheduler.run_due(clock.now())
    clock.pause()
    version = table.version
    for _ in range(600):  # ten paused seconds: the app may keep drawing frames
        source[0] += 1 / 60
        assert scheduler.run_due(clock.now()) == []
    assert table.version == version
    paused_at = clock.now()
    clock.resume()
    source[0] += 1 / 60
    burst = scheduler.run_due(clock.now())
    assert len(burst) <= 3 and all(a.t <= paused_at + 1 / 60 + 1e-9 for a in burst)
    while not table.over:
        source[0] += 1 / 60
        scheduler.run_due(clock.now())
    after = table.version
    assert scheduler.run_due(clock.now() + 1000) == []
    assert scheduler.intents(clock.now()) == [] and scheduler.next_due() is None
    assert table.version == after
