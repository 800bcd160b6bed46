"""Blitz (31) records: the page's line shapes exactly, check_record and the independent referee
agreeing over simulated matches of every seat count and option, and damaged records."""

from __future__ import annotations

import copy
import itertools
import json
import random
from typing import Any

import pytest
from thirty_one_play import random_match
from thirty_one_referee import RefereeError, referee

from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.thirty_one.rules.record import read_lines, write_lines
from game.thirty_one.rules.replay import check_record

SHAPES = {
    "match_start": {"type", "game", "version", "seed", "rules", "seats"},
    "deal": {"type", "hand", "dealer", "in_play", "hands", "discard", "stock"},
    "draw": {"type", "hand", "t", "seat", "from", "card"},
    "discard": {"type", "hand", "t", "seat", "card"},
    "knock": {"type", "hand", "t", "seat"},
    "reshuffle": {"type", "hand", "t", "stock"},
    "thirty_one": {"type", "hand", "t", "seats"},
    "hand_end": {"type", "hand", "reason", "knocker", "values", "lost", "tokens", "out"},
    "match_end": {"type", "winners", "hands"},
}
OPTIONS = [
    {"tokens": tokens, "three_of_a_kind": triple, "no_first_round_knock": early}
    for tokens, triple, early in itertools.product((1, 3, 6), (False, 30, 30.5), (False, True))
]


def _matches(count: int, seed: int = 0) -> list[tuple[int, int, dict[str, Any]]]:
    rng = random.Random(seed)
    return [(seed * 10_000 + i, rng.randint(2, 8), OPTIONS[i % len(OPTIONS)])
            for i in range(count)]


def test_every_line_has_exactly_the_pages_keys() -> None:
    seen: set[str] = set()
    for seed, seats, options in _matches(60):
        for line in random_match(seed, seats, options).record:
            assert set(line) == SHAPES[line["type"]], line
            seen.add(line["type"])
    assert seen == set(SHAPES)


def test_match_start_rules_object_and_seats() -> None:
    match = random_match(3, 3, {"three_of_a_kind": 30.5, "tokens": 2})
    start = json.loads(json.dumps(match.record[0]))
    assert start["game"] == "thirty_one" and start["version"] == 1 and start["seed"] == 3
    assert start["rules"] == {"tokens": 2, "three_of_a_kind": 30.5, "no_first_round_knock": False}
    assert start["seats"][0] == {"seat": 0, "name": "You", "kind": "human"}
    assert start["seats"][1]["kind"] == "bot" and start["seats"][1]["level"] == "casual"
    off = random_match(3, 2, {}).record[0]["rules"]
    assert off["three_of_a_kind"] is False


def test_deal_and_hand_end_shapes() -> None:
    match = random_match(11, 4, {})
    deal = match.record[1]
    assert deal["type"] == "deal" and deal["hand"] == 1
    keys = list(deal["hands"])
    assert keys[0] == str((deal["dealer"] + 1) % 4)  # dealt from the dealer's left
    assert all(len(cards) == 3 for cards in deal["hands"].values())
    assert len(deal["discard"]) == 1 and len(deal["stock"]) == 52 - 12 - 1
    ends = [line for line in match.record if line["type"] == "hand_end"]
    for end in ends:
        assert all(value > 0 for value in end["lost"].values())
        assert not set(end["out"]) & {int(s) for s in end["tokens"]}
        if end["reason"] == "knock":
            assert isinstance(end["knocker"], int)
    assert match.record[-1] == {"type": "match_end", "winners": list(match.winners),
                                "hands": len(ends)}


@pytest.mark.parametrize(("seed", "seats", "options"), _matches(40, seed=1))
def test_check_record_and_referee_agree(seed: int, seats: int, options: dict[str, Any]) -> None:
    match = random_match(seed, seats, options)
    lines = read_lines(write_lines(match.record))
    check = check_record(lines)
    assert check.ok, check.problem
    assert check.hands == len(match.results)
    assert referee(lines) == list(match.winners)


@pytest.mark.slow
def test_a_thousand_matches_replay_without_a_violation() -> None:
    covered: set[tuple[int, int, bool]] = set()
    for seed, seats, options in _matches(1000, seed=2):
        match = random_match(seed, seats, options)
        assert check_record(match.record).ok
        assert referee(match.record) == list(match.winners)
        covered.add((seats, OPTIONS.index(options) % 6, options["no_first_round_knock"]))
    assert {s for s, _, _ in covered} == set(range(2, 9))


def test_bot_matches_replay() -> None:
    game = get_game("thirty_one")
    from game.bots.headless import run_hand
    from game.bots.scheduler import BotScheduler
    levels = ["greedy", "beginner", "casual", "skilled", "expert"]
    match = game.new_match(5, [SeatSpec(f"b{i}", "bot", lv) for i, lv in enumerate(levels)],
                           {"three_of_a_kind": 30})
    while not match.over:
        table = match.start_hand()
        run_hand(BotScheduler(table, game.make_bots(match, table, levels)))
    assert game.check_record(match.record).ok
    assert referee(match.record) == list(match.winners)


def _tamper(lines: list[dict[str, Any]], kind: str, key: str, value: Any) -> list[dict[str, Any]]:
    bad = copy.deepcopy(lines)
    for line in bad:
        if line["type"] == kind:
            line[key] = value
            return bad
    raise AssertionError(f"no {kind} line")


@pytest.mark.parametrize(("kind", "key", "value"), [
    ("draw", "card", "ZZ"),
    ("discard", "seat", 7),
    ("hand_end", "lost", {}),
    ("hand_end", "values", {"0": 99}),
    ("deal", "dealer", 5),
    ("match_start", "rules", {"tokens": 9}),
    ("match_end", "winners", [99]),
    ("draw", "from", "table"),
])
def test_tampered_records_are_caught_by_both(kind: str, key: str, value: Any) -> None:
    match = random_match(21, 3, {})
    bad = _tamper(match.record, kind, key, value)
    check = check_record(bad)
    assert not check.ok and check.problem
    with pytest.raises((RefereeError, KeyError, TypeError, ValueError, AttributeError)):
        referee(bad)


@pytest.mark.parametrize("damage", [
    [], [[]], [{"type": "match_start"}], ["text"], [None, 5], [{"type": "deal"}],
])
def test_damaged_input_never_raises(damage: list[Any]) -> None:
    check = check_record(damage)
    assert not check.ok and check.problem


def test_missing_or_reordered_lines_are_caught() -> None:
    lines = random_match(8, 3, {}).record
    assert check_record(lines[:-1]).ok  # a match left before its end: good up to there
    draws = [i for i, line in enumerate(lines) if line["type"] == "draw"]
    without = lines[:draws[3]] + lines[draws[3] + 1:]
    assert not check_record(without).ok
    assert not check_record(lines + [lines[-1]]).ok


@pytest.mark.parametrize(("text", "value"), [("off", False), ("false", False), ("30", 30),
                                             ("30.5", 30.5)])
def test_three_of_a_kind_from_the_command_line(text: str, value: object) -> None:
    from game.core.options import parse_assignments
    options = parse_assignments(get_game("thirty_one").options, [f"three_of_a_kind={text}"])
    assert options["three_of_a_kind"] == value
    assert type(options["three_of_a_kind"]) is type(value)
