"""Adaptive pace: the bots' pace scale follows the human's measured moves per minute."""

from __future__ import annotations

import pytest

from game.dutch_blitz.bots.levels import nominal_actions_per_minute
from game.dutch_blitz.bots.pace import MAX_SCALE, MIN_SCALE, PaceTracker


def play_hand(tracker: PaceTracker, per_minute: float, seconds: float) -> None:
    moves = int(per_minute * seconds / 60)
    for i in range(moves):
        tracker.record_move(i * seconds / moves)
    tracker.end_hand(seconds)


def test_no_change_before_a_hand_has_been_measured() -> None:
    tracker = PaceTracker(30.0)
    assert tracker.scale() == 1.0 and tracker.human_per_minute() is None
    tracker.record_move(1.0)
    tracker.end_hand(2.0)  # too short to say anything
    assert tracker.scale() == 1.0


def test_a_slower_human_slows_the_bots_and_a_faster_one_speeds_them_up() -> None:
    tracker = PaceTracker(30.0)
    play_hand(tracker, 15, 120)
    assert tracker.scale() == pytest.approx(2.0)
    fast = PaceTracker(30.0)
    play_hand(fast, 60, 60)
    assert fast.scale() == pytest.approx(0.5)


def test_only_recent_hands_count() -> None:
    tracker = PaceTracker(30.0, window=2)
    play_hand(tracker, 10, 60)
    play_hand(tracker, 30, 60)
    play_hand(tracker, 30, 60)
    assert tracker.scale() == pytest.approx(1.0)


def test_the_scale_stays_within_bounds() -> None:
    tracker = PaceTracker(300.0)
    play_hand(tracker, 6, 100)
    assert tracker.scale() == MAX_SCALE
    quick = PaceTracker(1.0)
    play_hand(quick, 100, 60)
    assert quick.scale() == MIN_SCALE


def test_reference_is_the_mean_pace_of_the_bots_at_the_table() -> None:
    tracker = PaceTracker.for_levels([None, "casual", "expert"])
    expected = (nominal_actions_per_minute("casual") + nominal_actions_per_minute("expert")) / 2
    assert tracker.reference == pytest.approx(expected)
    with pytest.raises(ValueError):
        PaceTracker.for_levels([None])
