"""Records: the hand-record format, round trips, determinism and the replay check."""

from __future__ import annotations

import io
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from blitz_play import play_match
from child_process import run_child

from game.dutch_blitz.rules.match import Match, SeatInfo
from game.dutch_blitz.rules.record import Line, read_lines, write_lines
from game.dutch_blitz.rules.replay import ReplayError, replay, replay_states
from game.dutch_blitz.rules.state import Rules


def split_matches(lines: list[Line]) -> list[list[Line]]:
    matches: list[list[Line]] = []
    for line in lines:
        if line["type"] == "match_start":
            matches.append([])
        matches[-1].append(line)
    return matches


@pytest.mark.parametrize("seats, stack", [(2, False), (3, True), (4, False), (4, True)])
def test_simulated_matches_replay_cleanly(seats: int, stack: bool) -> None:
    for seed in range(3):
        match = play_match(seats, seed, Rules.for_seats(seats, 30, stack))
        final = replay(match.record)
        assert final is not None and final.over is not None
        assert match.record[-1]["type"] == "match_end"
        assert match.record[-1]["winner"] == match.winner


def test_record_lines_follow_the_documented_shapes() -> None:
    match = play_match(3, 11, Rules.for_seats(3, 20))
    start = match.record[0]
    assert start["type"] == "match_start" and start["version"] == 1 and start["seed"] == 11
    assert start["rules"] == {"post_piles": 3, "target_score": 20, "move_post_stack": False}
    assert [s["deck"] for s in start["seats"]] == ["pump", "carriage", "pail"]
    deal = match.record[1]
    assert deal["type"] == "deal" and deal["hand"] == 1
    for entry in deal["layout"]:
        assert sum(map(len, entry["posts"])) + len(entry["blitz"]) + len(entry["hand"]) == 40
    kinds = {line["type"] for line in match.record}
    assert {"play", "flip", "recycle", "refill", "hand_end", "match_end"} <= kinds
    for line in match.record:
        if line["type"] == "play":
            assert set(line) == {"type", "hand", "t", "seat", "card", "from", "to"}
        if line["type"] == "hand_end":
            for score in line["scores"]:
                assert score["hand_score"] == score["dutch"] - 2 * score["blitz_left"]
    times = [line["t"] for line in match.record if "t" in line and line["hand"] == 1]
    assert times == sorted(times)


def test_write_then_read_gives_the_same_lines() -> None:
    match = play_match(2, 5, Rules.for_seats(2, 20))
    buffer = io.StringIO()
    write_lines(match.record, buffer)
    buffer.seek(0)
    assert list(read_lines(buffer)) == match.record
    assert all(json.loads(text) for text in buffer.getvalue().splitlines())


def test_same_seed_same_record_whatever_else_uses_the_global_random() -> None:
    first = play_match(4, 42, Rules.for_seats(4, 30)).record
    random.seed(999)
    random.random()
    second = play_match(4, 42, Rules.for_seats(4, 30)).record
    assert first == second
    assert play_match(4, 43, Rules.for_seats(4, 30)).record != first


def test_replay_reproduces_every_state_step_by_step() -> None:
    match = Match([SeatInfo("A"), SeatInfo("B")], Rules.for_seats(2, 10), seed=3)
    from game.dutch_blitz.bots.policy import SimplePolicy
    states = []
    while not match.over:
        table = match.start_hand()
        rng = random.Random(1)
        policy = SimplePolicy()
        t = 0.0
        while not table.over:
            seat = rng.randrange(2)
            move = policy.choose(table.view(seat), rng)
            table.submit(move, t)
            states.append(table.state)
            t += 0.5
    replayed = [step.state for step in replay_states(match.record)
                if step.line["type"] in ("play", "flip", "recycle", "stack")]
    assert replayed == states


def tampered(record: list[Line], index: int, **changes: Any) -> list[Line]:
    lines = [dict(line) for line in record]
    lines[index].update(changes)
    return lines


def test_replay_finds_a_broken_rule_in_a_record() -> None:
    record = play_match(2, 8, Rules.for_seats(2, 20)).record
    plays = [i for i, line in enumerate(record) if line["type"] == "play"]
    index = plays[3]
    with pytest.raises(ReplayError):
        replay(tampered(record, index, to="dutch:99"))
    first_flip = next(i for i, line in enumerate(record) if line["type"] == "flip")
    cards = record[first_flip]["cards"]
    with pytest.raises(ReplayError):
        replay(tampered(record, first_flip, cards=list(reversed(cards))))
    end = next(i for i, line in enumerate(record) if line["type"] == "hand_end")
    with pytest.raises(ReplayError):
        replay(tampered(record, end, reason="stalemate", seat=None))
    refill = next(i for i, line in enumerate(record) if line["type"] == "refill")
    with pytest.raises(ReplayError):
        replay(record[:refill] + record[refill + 1:])


def test_simulator_command_line_summary_and_record(tmp_path: Path) -> None:
    path = tmp_path / "matches.jsonl"
    out = run_child(
        [sys.executable, "-m", "game.sim", "--seats", "3", "--matches", "3", "--seed", "5",
         "--target", "30", "--move-post-stack", "--record", str(path), "--json"])
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["matches"] == 3 and summary["hands"] >= 3
    assert summary["hands_per_second"] > 0
    assert len(summary["per_seat"]) == 3
    assert sum(s["hand_wins"] for s in summary["per_seat"]) + summary["stalemates"] \
        == summary["hands"]
    with path.open() as stream:
        matches = split_matches(list(read_lines(stream)))
    assert len(matches) == 3
    for lines in matches:
        assert lines[0]["rules"]["move_post_stack"] is True
        replay(lines)
    checked = run_child([sys.executable, "-m", "game.dutch_blitz.rules.replay", str(path)])
    assert checked.returncode == 0 and checked.stdout.startswith("3 matches")
    broken = tmp_path / "broken.jsonl"
    text = path.read_text().replace('"to":"dutch:new"', '"to":"post:0"', 1)
    broken.write_text(text)
    checked = run_child([sys.executable, "-m", "game.dutch_blitz.rules.replay", str(broken)])
    assert checked.returncode == 1 and "match 1" in checked.stdout


def test_simulator_rejects_bad_options() -> None:
    out = run_child([sys.executable, "-m", "game.sim", "--seats", "7"])
    assert out.returncode == 2 and "--seats" in out.stderr
    out = run_child([sys.executable, "-m", "game.sim", "--bogus"])
    assert out.returncode == 2 and "unrecognized arguments" in out.stderr
