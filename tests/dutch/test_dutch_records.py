"""Dutch records: line shapes exactly as the page shows them, check_record, the referee."""

from __future__ import annotations

import copy
import json
import random

import pytest
from dutch_play import play_match, referee_run
from dutch_referee import referee

from game.core.registry import get_game
from game.dutch.definition import GAME

# Keys of each line type, from the page's example lines.
SHAPES = {
    "match_start": {"type", "game", "version", "seed", "rules", "seats"},
    "deal": {"type", "round", "starter", "layouts", "stock"},
    "peek": {"type", "round", "t", "seat", "slots"},
    "draw": {"type", "round", "t", "seat", "from", "card"},
    "swap": {"type", "round", "t", "seat", "slot", "card_in", "card_out"},
    "discard": {"type", "round", "t", "seat", "card"},
    "look": {"type", "round", "t", "seat", "owner", "slot"},
    "jack_swap": {"type", "round", "t", "seat", "a", "b"},
    "call": {"type", "round", "t", "seat"},
    "reshuffle": {"type", "round", "t", "stock"},
    "round_end": {"type", "round", "reason", "caller", "emptied", "layouts", "sums", "bonus",
                  "scores", "totals"},
    "match_end": {"type", "winners", "totals"},
}
SNAP_OK = {"type", "round", "t", "seat", "slot", "card", "ok"}
SNAP_WRONG = SNAP_OK | {"penalty", "penalty_slot"}
LEVELS = ["beginner", "casual", "skilled", "expert", "master", "greedy"]


def _options(rng: random.Random) -> dict[str, object]:
    return {"rounds": rng.randint(1, 3), "snap_window": rng.choice([1.0, 2.0, 3.5, 4.0]),
            "cabo_powers": rng.random() < 0.5, "emptied_off_turn_minus_10": rng.random() < 0.5}


def _random_match(seed: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    seats = 2 + seed % 5
    return play_match(seed, [rng.choice(LEVELS) for _ in range(seats)], _options(rng))


def test_registered_with_its_options() -> None:
    game = get_game("dutch")
    assert game is GAME and game.name == "Dutch" and game.seats.default == 4
    assert (game.seats.minimum, game.seats.maximum) == (2, 6)
    assert [o.name for o in game.options] == [
        "rounds", "snap_window", "cabo_powers", "emptied_off_turn_minus_10"]
    assert "greedy" in game.all_levels


def test_every_line_has_exactly_the_pages_keys() -> None:
    seen: set[str] = set()
    for seed in range(12):
        for line in _random_match(seed).record:
            kind = line["type"]
            seen.add(kind)
            if kind == "snap":
                assert set(line) == (SNAP_OK if line["ok"] else SNAP_WRONG)
            else:
                assert set(line) == SHAPES[kind], kind
            json.dumps(line)
    assert {"match_start", "deal", "peek", "draw", "discard", "round_end", "match_end"} <= seen


def test_record_example_shapes() -> None:
    record = play_match(5, ["master", "greedy", "skilled", "casual"]).record
    start = record[0]
    assert start["rules"] == {"rounds": 5, "snap_window": 2.0, "cabo_powers": False,
                              "emptied_off_turn_minus_10": False, "swap_powers": True}
    assert start["seats"][1] == {"seat": 1, "name": "Bot 1", "kind": "bot", "level": "greedy"}
    deal = record[1]
    assert set(deal["layouts"]) == {"0", "1", "2", "3"} and len(deal["stock"]) == 55 - 16
    assert record[2] == {"type": "peek", "round": 1, "t": 0.0, "seat": 0, "slots": [2, 3]}
    end = next(line for line in record if line["type"] == "round_end")
    assert set(end["sums"]) == set(end["scores"]) == set(end["totals"]) == {"0", "1", "2", "3"}
    assert all(v != 0 for v in end["bonus"].values())
    assert record[-1]["type"] == "match_end"


@pytest.mark.parametrize("seed", range(16))
def test_check_record_and_the_referee_agree_a_match_is_good(seed: int) -> None:
    match = _random_match(seed)
    assert GAME.check_record(match.record).ok, GAME.check_record(match.record).problem
    assert referee(match.record) is None


@pytest.mark.slow
def test_many_matches_of_every_seat_count_and_option_pass_both_checkers() -> None:
    # The full run: python tests/dutch/dutch_play.py 1000
    count, problems = referee_run(40, first_seed=100)
    assert count == 40 and problems == []


def _damaged(record: list[dict[str, object]], rng: random.Random) -> list[dict[str, object]]:
    lines = copy.deepcopy(record)
    i = rng.randrange(1, len(lines))
    line = lines[i]
    key = rng.choice(sorted(line))
    choice = rng.randrange(4)
    if choice == 0:
        del lines[i]
    elif choice == 1:
        line[key] = rng.choice([None, -1, 99, "7H", True, [], {}])
    elif choice == 2:
        lines.insert(i, copy.deepcopy(lines[i - 1]))
    else:
        del line[key]
    return lines


def test_damaged_records_are_reported_not_raised() -> None:
    record = play_match(8, ["master", "skilled", "casual"]).record
    rng = random.Random(3)
    caught = 0
    for _ in range(150):
        bad = _damaged(record, rng)
        result = GAME.check_record(bad)
        caught += not result.ok
        verdict = referee(bad)  # the referee reports damage too, it never raises
        assert verdict is None or isinstance(verdict, str)
    assert caught > 100
    assert not GAME.check_record([]).ok and not GAME.check_record([{"type": "x"}]).ok


def test_a_changed_card_is_caught_by_both() -> None:
    record = play_match(9, ["master", "greedy"]).record
    bad = copy.deepcopy(record)
    draw = next(line for line in bad if line["type"] == "draw")
    draw["card"] = "X3" if draw["card"] != "X3" else "X2"
    assert not GAME.check_record(bad).ok and referee(bad) is not None


def test_same_seed_same_record_whatever_the_global_random() -> None:
    random.seed(1)
    first = play_match(21, ["master", "beginner", "expert"]).record
    random.seed(2)
    random.random()
    assert play_match(21, ["master", "beginner", "expert"]).record == first
