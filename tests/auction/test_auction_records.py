"""Records: every line in the page's shape, check_record and the independent referee agree on
simulated matches (bots and random players, with each option), damaged records are reported
and never raised on, and the same seed gives the same record."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from auction_play import bot_match, random_match
from auction_referee import referee

from game.auction.definition import GAME

PAGE_KEYS = {
    "match_start": {"type", "game", "version", "seed", "rules", "seats"},
    "deal": {"type", "decks", "auction_deck", "display"},
    "draw": {"type", "round", "seat", "cards"},
    "reshuffle": {"type", "round", "seat", "deck"},
    "set_aside": {"type", "round", "seat", "card"},
    "bid": {"type", "round", "seat", "cards", "total"},
    "tie_card": {"type", "round", "seat", "card", "total"},
    "bid_won": {"type", "round", "seat"},
    "power": {"type", "round", "seat", "card", "effect", "from", "of", "target"},
    "buy": {"type", "round", "seat", "slot_cost", "card", "paid", "to_personal", "to_auction"},
    "restock": {"type", "round", "display", "auction_deck_left"},
    "round_end": {"type", "round", "discarded"},
    "match_end": {"type", "scores", "winners"},
}


def test_every_line_has_exactly_the_page_keys_and_times_never_go_back() -> None:
    seen: set[str] = set()
    for seed in range(30):
        record = random_match(seed, face=seed % 2 == 1).record
        last = 0.0
        for line in record:
            keys = set(line) - {"t"}
            assert keys == PAGE_KEYS[line["type"]], line
            seen.add(line["type"])
            last = max(last, line.get("t", last))
            assert line.get("t", last) >= last - 1e-9
            json.dumps(line)
    assert seen == set(PAGE_KEYS)


def test_line_values_have_the_page_shapes() -> None:
    record = bot_match(3, ["master", "buy_vp"]).record
    start, deal = record[0], record[1]
    assert start["game"] == "auction" and start["version"] == 1 and start["seed"] == 3
    assert start["rules"] == {"ten_card_face": False}
    assert start["seats"][1] == {"seat": 1, "name": "buy_vp", "kind": "bot", "level": "buy_vp"}
    assert set(deal["decks"]) == {"0", "1"} and [len(d) for d in deal["decks"].values()] == [8, 8]
    assert len(deal["auction_deck"]) == 18 and len(deal["display"]) == 6
    end = record[-1]
    assert set(end["scores"]["0"]) == {"vp", "suit_bonus", "total", "cards"}
    for line in record:
        if line["type"] == "round_end":
            assert all(cards for cards in line["discarded"].values())  # no empty entries


def test_a_power_line_names_from_of_and_a_null_target_when_declined() -> None:
    lines = [x for seed in range(10) for x in random_match(seed).record if x["type"] == "power"]
    declined = [x for x in lines if x["target"] is None]
    assert declined and all(x["from"] is None for x in declined)
    assert any(x["effect"] == "duplicate" and x["of"] for x in lines)


@pytest.mark.parametrize("face", [False, True])
def test_check_record_and_referee_accept_random_matches(face: bool) -> None:
    for seed in range(40):
        record = random_match(seed, face).record
        assert GAME.check_record(record).ok, GAME.check_record(record).problem
        assert referee(record) is None
        assert GAME.check_record(json.loads(json.dumps(record))).ok


@pytest.mark.slow
@pytest.mark.parametrize("face", [False, True])
def test_check_record_and_referee_accept_bot_matches(face: bool) -> None:
    levels = ["beginner", "casual", "skilled", "expert", "master", "buy_vp", "bid_then_vp"]
    for seed in range(7):
        pair = [levels[seed], levels[(seed * 3 + 1) % 7]]
        record = bot_match(seed, pair, face).record
        check = GAME.check_record(record)
        assert check.ok and check.hands == 1, check.problem
        assert referee(record) is None


def damaged(record: list[dict[str, Any]], rng: random.Random) -> list[Any]:
    lines: list[Any] = copy.deepcopy(record)
    i = rng.randrange(2, len(lines))
    kind = rng.randrange(5)
    if kind == 0:
        del lines[i]
    elif kind == 1:
        lines[i], lines[i - 1] = lines[i - 1], lines[i]
    elif kind == 2:
        lines[i] = rng.choice([None, "x", 3, [], {"type": "buy"}])
    elif kind == 3:
        key = rng.choice(sorted(k for k in lines[i] if k not in ("type", "t")))
        lines[i][key] = rng.choice([None, True, -1, 10**30, "G11", ["B4"], {"a": 1}])
    else:
        lines.append(copy.deepcopy(lines[-1]))
    return lines


def test_damaged_records_are_reported_never_raised() -> None:
    # A damage can leave another legal game (deleting a declined power's line: the card then
    # stays in hand and is discarded the same way); then both checkers must accept it.
    rng = random.Random(5)
    record = random_match(2).record
    caught = tried = 0
    for _ in range(300):
        lines = damaged(record, rng)
        if json.dumps(lines) == json.dumps(record):
            continue
        tried += 1
        check = GAME.check_record(lines)
        verdict = referee(lines)
        assert isinstance(verdict, (str, type(None)))
        if check.ok:
            assert verdict is None, verdict
        else:
            caught += 1
            assert check.problem
    assert caught >= 0.9 * tried
    assert not GAME.check_record([]).ok
    assert not GAME.check_record(iter([None])).ok  # type: ignore[arg-type]  # junk on purpose


def test_a_wrong_seed_is_reported_and_a_truncated_record_is_good_so_far() -> None:
    record = random_match(4).record
    wrong = copy.deepcopy(record)
    wrong[0]["seed"] = 5
    assert "line 2" in GAME.check_record(wrong).problem
    assert GAME.check_record(record[:-3]).ok  # a match left before its end: good up to there


def test_the_same_seed_gives_the_same_record_whatever_the_global_random() -> None:
    random.seed(1)
    first = bot_match(11, ["master", "casual"]).record
    random.seed(2)
    random.random()
    assert bot_match(11, ["master", "casual"]).record == first
