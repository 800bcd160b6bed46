"""The simulator with bot levels: per-level report, equal timing, adaptive pace, benchmark."""

from __future__ import annotations

import json

import pytest

from game.dutch_blitz.bots.levels import LEVELS
from game.dutch_blitz.rules.record import read_lines
from game.dutch_blitz.rules.replay import replay
from game.dutch_blitz.rules.state import Rules
from game.sim import Tally, main, play_match

LEVEL_KEYS = {"hand_win_share", "average_hand_score", "cards_to_dutch_per_hand",
              "median_hand_seconds", "actions_per_second", "refused_attempts"}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_levels_and_timing_are_reported_per_level(capsys, tmp_path) -> None:
    path = tmp_path / "matches.jsonl"
    result = run(capsys, "--levels", "master,beginner,beginner", "--timing", "skilled",
                 "--target", "20", "--matches", "2", "--record", str(path))
    assert result["seats"] == 3 and result["matches"] == 2
    assert set(result["per_level"]) == {"master", "beginner"}
    for figures in result["per_level"].values():
        assert set(figures) >= LEVEL_KEYS
    assert 0 <= result["stalemate_share"] <= 1 and result["hands_per_second"] > 0
    assert result["per_level"]["master"]["seat_hands"] == result["hands"]
    with path.open(encoding="utf-8") as handle:
        lines = list(read_lines(handle))
    starts = [i for i, line in enumerate(lines) if line["type"] == "match_start"]
    assert len(starts) == 2
    assert [s["level"] for s in lines[0]["seats"]] == ["master", "beginner", "beginner"]
    replay(lines[: starts[1]])
    replay(lines[starts[1]:])


def test_hands_option_plays_whole_matches_until_enough_hands(capsys) -> None:
    result = run(capsys, "--seats", "2", "--hands", "3", "--target", "15")
    assert result["hands"] >= 3 and len(result["per_seat"]) == 2


def test_adaptive_pace_follows_a_scripted_player(capsys) -> None:
    tally = Tally()
    play_match(4, 3, Rules.for_seats(4, target_score=45), levels=["expert"] * 4,
               human_pace=30.0, adaptive=True, tally=tally)
    first, *rest = tally.paces
    assert first["scale"] == 1.0
    assert first["bots_per_minute"] > 2.5 * first["scripted_per_minute"]
    later = rest[-3:]
    bots = sum(p["bots_per_minute"] for p in later) / len(later)
    scripted = sum(p["scripted_per_minute"] for p in later) / len(later)
    assert 0.7 < bots / scripted < 1.4
    assert all(p["scale"] > 2 for p in later)


def test_bench_reports_every_level(capsys) -> None:
    result = run(capsys, "--bench", "--hands", "2")
    assert list(result) == list(LEVELS)
    for figures in result.values():
        assert figures["p50_us"] <= figures["p99_us"] and figures["hands_per_second"] > 0
