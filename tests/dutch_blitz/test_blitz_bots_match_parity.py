"""Adaptive pace over matches: the hands' steering aims higher after matches the person lost
beyond parity and lower after matches won, so matches (not only hands) come out near even.

The aim moves how much each hand's result nudges the pace, never the way it nudges it: a lead
still makes the next hand's bots quicker (or, past their ceiling, better) and a lost one slower,
and no bot acts sooner than its level's ceiling however far the steering goes.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from game.core.outcome import Refused
from game.core.registry import get_game
from game.dutch_blitz.bots.envelope import lift
from game.dutch_blitz.bots.levels import CEILINGS
from game.dutch_blitz.bots.pace import MAX_AIM_SHIFT, PaceTracker
from game.dutch_blitz.rules.match import HandResult
from game.dutch_blitz.rules.scoring import SeatScore
from game.dutch_blitz.simulation import BlitzHooks
from game.sim.driver import play_match

LEAD = HandResult(hand=1, reason="blitz", blitz_seat=0,
                  scores=tuple(SeatScore(seat, dutch=8, blitz_left=0) for seat in range(4)),
                  totals=(40, 30, 20, 10), duration=60.0)
"""A hand after which the person (seat 0) leads the match."""
TRAIL = HandResult(hand=1, reason="blitz", blitz_seat=1,
                   scores=tuple(SeatScore(seat, dutch=8, blitz_left=0) for seat in range(4)),
                   totals=(10, 40, 30, 20), duration=60.0)
"""A hand after which the person trails the match."""


def tracker_after(matches: str) -> PaceTracker:
    """A four-seat tracker past its first nudges that has seen ``matches`` end, each ``W`` won
    and ``L`` lost by the person; its pace is the person's own (scale 1 before the results)."""
    tracker = PaceTracker(30.0, seats=4)
    tracker.results = 30
    for outcome in matches:
        tracker.hand_ended(LEAD if outcome == "W" else TRAIL, 0,
                           match_winner=0 if outcome == "W" else 1)
    tracker.lean = 0.0
    return tracker


def scale_after(tracker: PaceTracker, result: HandResult) -> float:
    for i in range(30):
        tracker.record_move(float(i))
    tracker.hand_ended(result, 0)
    return tracker.scale()


def test_after_lost_matches_a_lead_speeds_the_bots_up_less_and_trailing_slows_them_more(
) -> None:
    even, losing = tracker_after(""), tracker_after("LLLL")
    assert losing.aim() > even.aim() == pytest.approx(0.25)
    assert 1.0 > scale_after(losing, LEAD) > scale_after(even, LEAD)
    even, losing = tracker_after(""), tracker_after("LLLL")
    assert scale_after(losing, TRAIL) > scale_after(even, TRAIL) > 1.0


def test_after_won_matches_the_bots_push_harder() -> None:
    even, winning = tracker_after(""), tracker_after("WW")
    assert winning.aim() < even.aim()
    assert scale_after(winning, LEAD) < scale_after(even, LEAD) < 1.0


def test_one_match_in_four_won_keeps_the_aim_near_parity() -> None:
    tracker = tracker_after("LLLW" * 10)
    assert abs(tracker.aim() - 0.25) < 0.05


def test_a_long_losing_run_is_bounded_and_fades_once_matches_are_even() -> None:
    losing = tracker_after("L" * 40)
    assert losing.aim() == pytest.approx(0.25 + MAX_AIM_SHIFT)
    assert scale_after(losing, LEAD) < 1.0  # a lead still asks for quicker bots
    recovered = tracker_after("L" * 40 + "LLLW" * 8)
    assert abs(recovered.aim() - 0.25) < 0.05  # old matches no longer count


class Watched(BlitzHooks):
    """The simulator's hooks, also keeping every bot's applied move times per hand and seat
    and the pace scale and aim each hand was played with."""

    def __init__(self, per_minute: float, tracker: PaceTracker | None) -> None:
        super().__init__(per_minute, adaptive=True, tracker=tracker)
        self.hand = 0
        self.moves: dict[tuple[int, int], list[float]] = defaultdict(list)
        self.scales: list[float] = []

    def pace_scale(self) -> float:
        self.scales.append(super().pace_scale())
        return self.scales[-1]

    def on_attempt(self, attempt: Any) -> None:
        super().on_attempt(attempt)
        if attempt.seat != 0 and not isinstance(attempt.outcome, Refused):
            self.moves[(self.hand, attempt.seat)].append(float(attempt.t))

    def end_hand(self, outcome: Any) -> None:
        super().end_hand(outcome)
        self.hand += 1


@pytest.mark.slow
def test_four_beginners_losing_to_a_quick_player_get_better_not_quicker_than_a_person() -> None:
    """At four seats a person at 120 moves a minute beats Beginners at their own pace: the
    steering pushes them, match after match, past their ceiling, where they play like a better
    player, and no Beginner ever plays two cards closer together than its ceiling."""
    tracker: PaceTracker | None = None
    gaps: list[float] = []
    scales: list[float] = []
    for number in range(3):
        hooks = Watched(120, tracker)
        play_match(get_game("dutch_blitz"), 60 + number, ["beginner"] * 4,
                   {"target_score": 40}, hooks=hooks)
        tracker = hooks.tracker
        scales += hooks.scales
        gaps += [later - earlier for times in hooks.moves.values()
                 for earlier, later in zip(times, times[1:], strict=False)]
    assert tracker is not None and tracker.matches == 3
    assert min(scales[3:]) < 0.5 * scales[0]  # pushed well past the Beginners' own pace
    assert lift("beginner", min(scales)) >= 1  # and past their ceiling: they play better
    assert len(gaps) > 300 and min(gaps) >= CEILINGS["beginner"][0] - 1e-9
