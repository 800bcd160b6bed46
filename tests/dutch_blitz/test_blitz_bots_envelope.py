"""The human envelope of adaptive pace: however quick a person is, no bot acts sooner than its
level's ceiling allows; past it a bot plays with a better judgement instead, and the pace tracker
steers on who leads the match (matches go by points)."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest
from test_blitz_bots_table import hand_table, race_table

from game.bots.headless import run_hand
from game.core.outcome import Applied
from game.dutch_blitz.bots.envelope import BEST, judgement_at, lowest_useful_scale
from game.dutch_blitz.bots.factory import make_bot_seats
from game.dutch_blitz.bots.levels import CEILINGS, JUDGEMENTS, LEVELS, policy_for, timing_for
from game.dutch_blitz.bots.pace import PaceTracker
from game.dutch_blitz.bots.scheduler import BotScheduler, BotSeat
from game.dutch_blitz.rules.cards import card
from game.dutch_blitz.rules.moves import Play


@pytest.mark.parametrize("level", LEVELS)
def test_no_bot_moves_sooner_than_its_ceiling_however_quick_the_pace(level: str) -> None:
    table = hand_table(levels=[level] * 4)
    bots = make_bot_seats([level] * 4, seed=3, hand=1, pace_scale=0.01)
    actions = run_hand(BotScheduler(table, bots, 0.0))
    times: dict[int, list[float]] = defaultdict(list)
    for action in actions:
        times[action.seat].append(action.t)
    gaps = [later - earlier for seat_times in times.values()
            for earlier, later in zip(seat_times, seat_times[1:], strict=False)]
    assert len(gaps) > 100
    assert min(gaps) >= CEILINGS[level][0] - 1e-9


@pytest.mark.parametrize("level", LEVELS)
def test_a_rivals_card_goes_unnoticed_for_the_ceilings_look_at_the_quickest_pace(
        level: str) -> None:
    table = race_table()
    bot = BotSeat(1, policy_for(level), random.Random(5), timing_for(level), pace_scale=0.01)
    scheduler = BotScheduler(table, [bot], 0.0)
    assert isinstance(table.submit(Play(0, "blitz", "dutch:0", card("R2")), 10.0), Applied)
    look = CEILINGS[level][1]
    assert look >= 0.25
    assert scheduler.unnoticed(bot, 10.0 + look * 0.99) == frozenset({0})
    assert scheduler.unnoticed(bot, 10.0 + look * 1.01) == frozenset()


def test_past_its_ceiling_a_bot_plays_like_a_better_player_not_a_quicker_one() -> None:
    assert judgement_at("beginner", 1.0) == JUDGEMENTS["beginner"]
    assert judgement_at("beginner", 3.0) == JUDGEMENTS["beginner"]  # slowed: still itself
    lifted = [judgement_at("beginner", scale) for scale in (0.2, 0.12, 0.08, 0.06, 0.04)]
    assert lifted[0] == JUDGEMENTS["beginner"]  # not yet at its ceiling
    assert lifted[-1] == BEST
    assert [j.depth for j in lifted] == sorted(j.depth for j in lifted)  # looks further ahead
    assert [j.mistake for j in lifted] == sorted((j.mistake for j in lifted), reverse=True)
    assert judgement_at("master", 0.4) == BEST and judgement_at("master", 1.0) == JUDGEMENTS[
        "master"]


def test_the_tracker_asks_for_nothing_past_where_the_bots_stop_improving() -> None:
    tracker = PaceTracker.for_levels([None, "master", "master", "master"])
    assert tracker.floor == pytest.approx(lowest_useful_scale("master"))
    for _ in range(50):
        tracker.record_move(1.0)
        tracker.end_hand(60.0, won=True, margin=30.0)
    assert tracker.scale() == pytest.approx(tracker.floor)
    assert judgement_at("master", tracker.scale()) == BEST


def test_leading_the_match_on_points_steers_the_pace_not_blitzing_first() -> None:
    top, blitzed_but_outscored = PaceTracker(30.0, seats=2), PaceTracker(30.0, seats=2)
    for tracker, won, margin in ((top, False, 3.0), (blitzed_but_outscored, True, -6.0)):
        for i in range(30):
            tracker.record_move(i)
        tracker.end_hand(60.0, won=won, margin=margin)
    assert top.scale() < 1.0 < blitzed_but_outscored.scale()  # quicker (or better) bots
