"""The shared record validation against thousands of mutated records of every game.

Records come from whole simulated matches of each registered game. Every one of them (and every
copy with harmless changes: other seat names, zero-width ones too, which are shown drawable;
other bot levels) must be accepted; and seeded mutations of them (type swaps, deletions, huge
numbers, bad unicode, truncations) must each get an answer, never an exception, and whatever is
accepted must have the shared shape.
"""

from __future__ import annotations

import copy
import functools
import random
from typing import Any

import pytest

from game.core.names import drawable_name
from game.core.record_check import validate
from game.core.record_shape import RecordShape
from game.core.registry import all_games
from game.sim.driver import play_match
from game.storage.record_index import drawable_seats

Line = dict[str, Any]
MUTANTS = 10_000
SEED = 20_261_121


@functools.cache
def records() -> list[list[Line]]:
    """Two short matches of every game (bots of the first level), made once per test run."""
    records = []
    for game in all_games():
        levels = [game.levels[0]] * game.seats.default
        for seed in (1, 2):
            match = play_match(game, seed, levels, {})
            records.append([dict(line) for line in match.record])
    return records


STRANGE: tuple[Any, ...] = (
    None, True, False, 0, -1, 5, 1.5, float("inf"), float("-inf"), 10 ** 30, -(10 ** 30),
    "", "abc", "fast", "\ud800", "x\udfffy", "\x00", "A" * 500, [], ["x"], {}, {"a": 1},
    [[[[]]]], "5", 2 ** 63, 1e308, 10 ** 400, -(10 ** 400), "\u200b", "\u034f",
)
NAMES = ("Zoë", "李小龙", "🃏 Jack", "O'Brien-Smith", "a" * 60, "Ärger im Büro", "\u200b",
         "\u034f", "\ufeff\u2060", "\u0301")


def _paths(value: Any, path: tuple[Any, ...] = (), depth: int = 0) -> list[tuple[Any, ...]]:
    """Every place in a line a value could be swapped or deleted (not too deep, not too many)."""
    found = [path] if path else []
    if depth > 4:
        return found
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key), depth + 1)
    elif isinstance(value, list):
        for index, item in enumerate(value[:6]):
            found += _paths(item, (*path, index), depth + 1)
    return found


def _set(line: Line, path: tuple[Any, ...], value: Any, delete: bool) -> None:
    target: Any = line
    for key in path[:-1]:
        target = target[key]
    if delete:
        del target[path[-1]]
    else:
        target[path[-1]] = value


def _mutant(rng: random.Random) -> list[Line]:
    record = rng.choice(records())
    lines = copy.deepcopy(record[: rng.randint(1, 14)])
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        if not lines:
            break
        how = rng.random()
        index = 0 if rng.random() < 0.4 else rng.randrange(len(lines))
        if how < 0.1:  # truncation: cut the record, or drop a line
            if rng.random() < 0.5:
                lines = lines[: rng.randrange(len(lines) + 1)]
            elif lines:
                del lines[index]
            continue
        if how < 0.15:  # a line that is not an object
            lines[index] = rng.choice(STRANGE)
            continue
        line = lines[index]
        if not isinstance(line, dict):
            continue
        paths = _paths(line)
        if not paths:
            continue
        path = rng.choice(paths)
        _set(line, path, rng.choice(STRANGE), delete=how < 0.35)
    return lines


def test_every_simulated_record_of_every_game_is_accepted() -> None:
    for record in records():
        result = validate(record)
        assert result.ok, (record[0].get("game"), result.problem)


def test_harmless_changes_are_accepted() -> None:
    rng = random.Random(SEED)
    for record in records():
        changed = copy.deepcopy(record)
        for seat in changed[0]["seats"]:
            seat["name"] = rng.choice(NAMES)
        result = validate(changed)
        assert result.ok, (record[0].get("game"), result.problem)
        shown = drawable_seats(changed[0])["seats"]
        assert all(drawable_name(seat["name"], "") == seat["name"] for seat in shown)


@pytest.mark.slow
def test_mutated_records_get_an_answer_never_an_exception() -> None:
    rng = random.Random(SEED)
    refused = 0
    for number in range(MUTANTS):
        lines = _mutant(rng)
        result = validate(lines)  # must not raise
        if result.ok:  # then every line has the shared shape
            shape = RecordShape()
            assert len(list(shape.guard(lines))) == len(lines), (number, shape.problem)
        else:
            refused += 1
            assert result.problem, number
    assert refused > MUTANTS // 4  # the mutations did reach the checks


@pytest.mark.parametrize("value", [5, ["x"], {}, True])
def test_a_level_that_is_not_a_name_is_refused(value: Any) -> None:
    record = copy.deepcopy(records()[0])
    record[0]["seats"][0]["level"] = value
    result = validate(record)
    assert not result.ok and "level" in result.problem


@pytest.mark.parametrize("value", ["abc", None, float("inf"), -1, True])
def test_a_time_that_is_not_seconds_is_refused(value: Any) -> None:
    record = copy.deepcopy(records()[0])
    line = next(line for line in record if "t" in line)
    line["t"] = value
    assert not validate(record).ok


@pytest.mark.parametrize(("rules", "words"), [
    ("fast", "rules are not an object"),
    ({"post_piles": 3, "target_score": "abc", "move_post_stack": False}, "target_score"),
    ({"post_piles": 3, "target_score": 75, "move_post_stack": "yes"}, "move_post_stack"),
])
def test_rules_of_the_wrong_type_are_refused(rules: Any, words: str) -> None:
    record = copy.deepcopy(records()[0])
    assert record[0]["game"] == "dutch_blitz"
    record[0]["rules"] = rules
    result = validate(record)
    assert not result.ok and words in result.problem


@pytest.mark.parametrize("key", ["seat", "hand"])
def test_a_seat_or_hand_of_1e400_is_refused(key: str) -> None:
    record = copy.deepcopy(records()[0])
    line = next(line for line in record if key in line and line["type"] != "match_start")
    line[key] = float("inf")  # what JSON's 1e400 reads as
    assert not validate(record).ok


def test_a_whole_number_too_large_for_a_float_is_refused_in_every_game() -> None:
    for record in records():
        huge = copy.deepcopy(record)
        huge[-1]["extra"] = 10 ** 400
        result = validate(huge)
        assert not result.ok and "too large" in result.problem, record[0].get("game")


def test_a_lone_surrogate_in_a_name_is_refused() -> None:
    record = copy.deepcopy(records()[0])
    record[0]["seats"][1]["name"] = "\ud800"
    result = validate(record)
    assert not result.ok and "not valid Unicode" in result.problem
