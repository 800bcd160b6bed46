"""Adaptive pace: the bots' pace scale follows the human's moves per minute and their results.

A hand the human won speeds the next hand's bots up, a hand they lost slows them down, one hand
in ``seats`` won leaves them where they are; the scale only changes between hands and stays
within its bounds. The scenario tests put the simulator's scripted player at a table.
"""

from __future__ import annotations

import math

import pytest

from game.core.registry import get_game
from game.dutch_blitz.bots.levels import nominal_actions_per_minute
from game.dutch_blitz.bots.pace import (
    EARLY_GAIN,
    MAX_SCALE,
    MIN_SCALE,
    RESULT_GAIN,
    PaceTracker,
)
from game.dutch_blitz.rules.match import HandResult
from game.dutch_blitz.rules.scoring import SeatScore
from game.dutch_blitz.simulation import BlitzHooks
from game.dutch_blitz.ui.session import MatchConfig, carried_pace, hooks_of
from game.sim.driver import play_match
from game.sim.hooks import HandStats


def play_hand(tracker: PaceTracker, per_minute: float, seconds: float,
              won: bool | None = None) -> None:
    moves = int(per_minute * seconds / 60)
    for i in range(moves):
        tracker.record_move(i * seconds / moves)
    tracker.end_hand(seconds, won)


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


def test_the_pace_part_stays_within_bounds() -> None:
    tracker = PaceTracker(300.0)
    play_hand(tracker, 6, 100)
    assert tracker.scale() == MAX_SCALE
    quick = PaceTracker(1.0)
    play_hand(quick, 100, 60)
    assert quick.scale() == MIN_SCALE


def settled(seats: int = 4) -> PaceTracker:
    """A tracker past its first, bigger nudges, back at the human's pace (lean 0)."""
    tracker = PaceTracker(30.0, seats=seats)
    while tracker.step() > RESULT_GAIN:
        play_hand(tracker, 30, 60)
        tracker.results += 1
    return tracker


@pytest.mark.parametrize(("won", "sign"), [(True, -3 / 4), (False, 1 / 4)])
def test_each_hand_result_nudges_the_next_hand(won: bool, sign: float) -> None:
    """A won hand: quicker bots; a hand a bot won (or a stalemate): slower bots."""
    new = PaceTracker(30.0, seats=4)
    play_hand(new, 30, 60, won)
    assert new.scale() == pytest.approx(math.exp(sign * EARLY_GAIN))  # a new player: big nudge
    later = settled()
    play_hand(later, 30, 60, won)
    assert later.scale() == pytest.approx(math.exp(sign * RESULT_GAIN))


def test_the_nudges_shrink_over_the_first_hands_then_stay() -> None:
    tracker = PaceTracker(30.0)
    steps = []
    for hand in range(14):
        steps.append(tracker.step())
        play_hand(tracker, 30, 60, won=hand % 2 == 0)
    assert steps[0] == EARLY_GAIN and steps[-1] == RESULT_GAIN
    assert steps == sorted(steps, reverse=True)


def test_one_hand_in_seats_won_is_parity_and_leaves_the_pace_alone() -> None:
    for seats in (2, 3, 4):
        tracker = settled(seats)
        for hand in range(5 * seats):
            play_hand(tracker, 30, 60, won=hand % seats == 0)
        assert tracker.scale() == pytest.approx(1.0)


def test_results_never_push_the_scale_out_of_bounds_nor_wind_up() -> None:
    winner = PaceTracker(30.0)
    for _ in range(200):
        play_hand(winner, 30, 60, won=True)
        assert MIN_SCALE <= winner.scale() <= MAX_SCALE
    assert winner.scale() == pytest.approx(MIN_SCALE)
    play_hand(winner, 30, 60, won=False)  # one loss moves it off the bound at once
    assert winner.scale() == pytest.approx(MIN_SCALE * math.exp(RESULT_GAIN / 4))
    assert winner.scale() < MIN_SCALE * 1.1
    loser = PaceTracker(30.0)
    for _ in range(200):
        play_hand(loser, 30, 60, won=False)
    assert loser.scale() == pytest.approx(MAX_SCALE)
    play_hand(loser, 30, 60, won=True)
    assert loser.scale() < MAX_SCALE


def test_reference_and_parity_come_from_the_bots_at_the_table() -> None:
    tracker = PaceTracker.for_levels([None, "casual", "expert"])
    expected = (nominal_actions_per_minute("casual") + nominal_actions_per_minute("expert")) / 2
    assert tracker.reference == pytest.approx(expected)
    assert tracker.target == pytest.approx(1 / 3)
    assert PaceTracker.for_levels(["master"]).target == pytest.approx(1 / 2)
    with pytest.raises(ValueError):
        PaceTracker.for_levels([None])


def scripted_hands(level: str, per_minute: float, matches: int) -> list[tuple[float, bool]]:
    """Each hand's pace scale and whether the scripted seat led the match after it (what the
    simulator steers on), over whole matches of one scripted player (the tracker
    carries over from match to match, as in the simulator)."""
    hands: list[tuple[float, bool]] = []
    tracker: PaceTracker | None = None

    def on_hand(hand: HandStats) -> None:
        totals = hand.outcome.totals  # type: ignore[attr-defined]
        hands.append((hand.pace_scale, totals[0] > max(totals[1:])))

    for number in range(matches):
        hooks = BlitzHooks(per_minute, adaptive=True, tracker=tracker)
        play_match(get_game("dutch_blitz"), 40 + number, [level] * 4, {"target_score": 40},
                   hooks=hooks, on_hand=on_hand)
        tracker = hooks.tracker
    return hands


def check_each_hand_moves_the_right_way(hands: list[tuple[float, bool]]) -> None:
    """With a steady scripted pace, a lead in the match makes the next hand's bots quicker
    (or, past their ceiling, better), a lost one slower, unless the scale is at a bound or the
    measured pace moved more than the nudge."""
    for (scale, won), (following, _) in zip(hands[2:], hands[3:], strict=False):
        if MIN_SCALE < scale < MAX_SCALE:
            assert (following < scale * 1.1) if won else (following > scale / 1.1)


@pytest.mark.slow
def test_a_quick_player_against_beginners_gets_quicker_beginners_than_pace_alone() -> None:
    hands = scripted_hands("beginner", 120, 3)
    check_each_hand_moves_the_right_way(hands)
    pace_alone = nominal_actions_per_minute("beginner") / 120
    assert all(MIN_SCALE <= scale <= MAX_SCALE for scale, _ in hands)
    assert hands[-1][0] < 0.8 * pace_alone  # Beginners need more than a quick human's pace


@pytest.mark.slow
def test_a_slow_player_against_masters_gets_masters_slowed_to_their_pace() -> None:
    hands = scripted_hands("master", 20, 3)
    check_each_hand_moves_the_right_way(hands)
    assert all(MIN_SCALE <= scale <= MAX_SCALE for scale, _ in hands)
    assert hands[0][0] == 1.0 and all(scale > 2.0 for scale, _ in hands[3:])
    assert any(won for _, won in hands)  # the first-timer does win hands


def test_the_next_match_at_the_same_levels_keeps_the_adaptive_pace() -> None:
    config = MatchConfig.quick(("casual", "master"), seed=5, adaptive_pace=True)
    first = hooks_of(config.session(time_source=lambda: 0.0)).pace
    assert isinstance(first, PaceTracker)
    play_hand(first, 30, 60, won=True)
    again = config.with_seed(6).session(time_source=lambda: 0.0, previous_pace=first)
    assert hooks_of(again).pace is first
    assert carried_pace(first, ("casual", "expert")) is not first
    assert carried_pace(first, ("casual", "expert")).levels == ("casual", "expert")
    plain = MatchConfig.quick(("casual", "master"), seed=9)
    assert hooks_of(plain.session(time_source=lambda: 0.0, previous_pace=first)).pace is None


def _result(totals: tuple[int, ...], hand_points: tuple[int, ...],
            blitz_seat: int | None) -> HandResult:
    scores = tuple(SeatScore(seat, dutch=max(0, p), blitz_left=max(0, -p) // 2)
                   for seat, p in enumerate(hand_points))
    return HandResult(hand=1, reason="blitz", blitz_seat=blitz_seat, scores=scores,
                      totals=totals, duration=60.0)


def test_heads_up_the_hands_points_steer_not_the_match_lead() -> None:
    """Heads-up, a hand the human scored more in speeds the bot up even while the human trails
    the match (steering on the lead let the human catch up just in time to win the match more
    often than not)."""
    tracker = settled(2)
    tracker.hand_ended(_result(totals=(10, 30), hand_points=(12, 4), blitz_seat=1), seat=0)
    assert tracker.scale() < 1.0
    tracker = settled(2)
    tracker.hand_ended(_result(totals=(30, 10), hand_points=(2, 9), blitz_seat=0), seat=0)
    assert tracker.scale() > 1.0


def test_at_four_seats_the_match_lead_steers() -> None:
    tracker = settled(4)
    tracker.hand_ended(_result(totals=(10, 30, 5, 5), hand_points=(12, 4, 1, 1),
                               blitz_seat=0), seat=0)
    assert tracker.scale() > 1.0  # still behind in the match: the bots slow down
    tracker = settled(4)
    tracker.hand_ended(_result(totals=(40, 30, 5, 5), hand_points=(2, 9, 1, 1),
                               blitz_seat=1), seat=0)
    assert tracker.scale() < 1.0  # ahead in the match: the bots speed up
