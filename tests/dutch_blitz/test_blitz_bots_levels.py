"""Levels, the seat factory, reproducible matches that replay, and hands that always end."""

from __future__ import annotations

import random

import pytest
from blitz_play import play_match

from game.dutch_blitz.bots.factory import make_bot_seats
from game.dutch_blitz.bots.levels import LEVEL_NAMES, LEVELS, timing_for
from game.dutch_blitz.rules.replay import replay
from game.dutch_blitz.rules.state import Rules


def test_five_levels_with_display_names() -> None:
    assert LEVELS == ("beginner", "casual", "skilled", "expert", "master")
    assert [LEVEL_NAMES[level] for level in LEVELS] == \
        ["Beginner", "Casual", "Skilled", "Expert", "Master"]


def test_higher_levels_are_quicker() -> None:
    means = [timing_for(level).mean_action() for level in LEVELS]
    assert means == sorted(means, reverse=True)


def test_factory_skips_the_human_and_seeds_each_bot_on_its_own() -> None:
    bots = make_bot_seats([None, "beginner", "master"], seed=9, hand=2)
    assert [(b.seat, b.level) for b in bots] == [(1, "beginner"), (2, "master")]
    draws = {b.rng.random() for b in bots}
    draws.add(make_bot_seats(["master", "master"], seed=9, hand=3)[1].rng.random())
    assert len(draws) == 3
    again = make_bot_seats([None, "beginner", "master"], seed=9, hand=2)
    assert [b.rng.random() for b in again] == [b.rng.random() for b in
                                               make_bot_seats([None, "beginner", "master"], 9, 2)]
    slow = make_bot_seats(["casual"], 1, 1, pace_scale=2.0, timing="master")[0]
    assert slow.pace_scale == 2.0 and slow.timing == timing_for("master")
    with pytest.raises(ValueError):
        make_bot_seats(["grandmaster"], 1, 1)


def test_the_same_seed_gives_the_same_match_without_touching_global_random() -> None:
    random.seed(1234)
    before = random.getstate()
    levels = ["beginner", "casual", "expert", "master"]
    rules = Rules.for_seats(4, target_score=20)
    first = play_match(4, 42, rules, levels=levels)
    second = play_match(4, 42, rules, levels=levels)
    assert first.record == second.record
    assert random.getstate() == before
    assert play_match(4, 43, rules, levels=levels).record != first.record


@pytest.mark.parametrize(("seats", "stack"), [(2, False), (3, True), (4, False)])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_ends_its_hands_and_the_record_replays(level: str, seats: int,
                                                           stack: bool) -> None:
    rules = Rules.for_seats(seats, target_score=12, move_post_stack=stack)
    match = play_match(seats, 5, rules, levels=[level] * seats)
    assert match.over and match.results
    assert [s["level"] for s in match.record[0]["seats"]] == [level] * seats
    assert replay(match.record) is not None


def test_default_match_still_plays_with_three_arguments() -> None:
    match = play_match(3, 8, Rules.for_seats(3, target_score=15))
    assert match.over
    replay(match.record)


def test_every_shared_level_has_a_timing_and_a_judgement_and_nothing_else() -> None:
    from game.core import seats
    from game.dutch_blitz.bots import levels as blitz_levels
    from game.dutch_blitz.definition import GAME

    assert tuple(blitz_levels.TIMINGS) == seats.LEVELS == tuple(blitz_levels.JUDGEMENTS)
    assert GAME.levels == seats.LEVELS
    assert blitz_levels.DEFAULT_LEVEL is seats.DEFAULT_LEVEL


def test_no_level_is_faster_than_the_best_human_pace_it_is_modelled_on() -> None:
    """The top of the ladder is climbable: Master's pace is the sourced best human pace, and
    every level is a step faster than the one below it."""
    from game.dutch_blitz.bots.levels import HUMAN_TOP_PACE, nominal_actions_per_minute

    paces = [nominal_actions_per_minute(level) for level in LEVELS]
    assert all(pace <= HUMAN_TOP_PACE for pace in paces)
    assert paces == sorted(paces) and len(set(paces)) == len(paces)


def test_expert_and_master_keep_small_human_errors() -> None:
    from game.dutch_blitz.bots.levels import judgement_for

    for level in ("expert", "master"):
        judgement = judgement_for(level)
        assert 0 < judgement.overlook <= 0.25 and 0 < judgement.mistake <= 0.03
    assert judgement_for("master").overlook < judgement_for("expert").overlook
