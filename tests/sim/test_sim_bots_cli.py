"""The simulator on Dutch Blitz: per-level report, equal timing, adaptive pace, benchmark,
its own flags, and records the rules, the checker command and the independent referee accept."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from blitz_referee import check as referee_check

from game import check
from game.core.registry import get_game
from game.core.seats import LEVELS
from game.dutch_blitz.rules.record import read_lines
from game.dutch_blitz.rules.replay import replay, split_matches
from game.sim import main

LEVEL_KEYS = {"hand_win_share", "average_hand_score", "cards_to_dutch_per_hand",
              "median_hand_seconds", "actions_per_second", "refused_attempts",
              "seat_matches", "match_win_share", "races_lost"}
SHARED_KEYS = {"game", "seats", "matches", "hands", "hands_per_second", "per_seat", "per_level",
               "mean_hands_per_match"}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    assert main([*argv, "--json"]) == 0
    result: dict[str, Any] = json.loads(capsys.readouterr().out)
    return result


def test_levels_and_timing_are_reported_per_level(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "matches.jsonl"
    result = run(capsys, "--levels", "master,beginner,beginner", "--timing", "skilled",
                 "--target", "20", "--matches", "2", "--record", str(path))
    assert set(result) >= SHARED_KEYS | {"stalemates", "stalemate_share"}
    assert result["game"] == "dutch_blitz"
    assert result["seats"] == 3 and result["matches"] == 2
    assert set(result["per_level"]) == {"master", "beginner"}
    for figures in result["per_level"].values():
        assert set(figures) >= LEVEL_KEYS
    assert 0 <= result["stalemate_share"] <= 1 and result["hands_per_second"] > 0
    assert result["per_level"]["master"]["seat_hands"] == result["hands"]
    assert result["per_level"]["beginner"]["seat_matches"] == 4
    assert [s["level"] for s in result["per_seat"]] == ["master", "beginner", "beginner"]
    assert sum(s["match_wins"] for s in result["per_seat"]) == 2
    with path.open(encoding="utf-8") as handle:
        lines = list(read_lines(handle))
    starts = [i for i, line in enumerate(lines) if line["type"] == "match_start"]
    assert len(starts) == 2
    assert [s["level"] for s in lines[0]["seats"]] == ["master", "beginner", "beginner"]
    assert lines[0]["game"] == "dutch_blitz" and lines[0]["rules"]["target_score"] == 20
    replay(lines[: starts[1]])
    replay(lines[starts[1]:])


def test_hands_option_plays_whole_matches_until_enough_hands(
        capsys: pytest.CaptureFixture[str]) -> None:
    result = run(capsys, "--seats", "2", "--hands", "3", "--target", "15")
    assert result["hands"] >= 3 and len(result["per_seat"]) == 2


def test_option_flags_and_aliases_give_the_same_matches(capsys: pytest.CaptureFixture[str]) -> None:
    common = ("--seats", "3", "--matches", "1", "--seed", "5")
    alias = run(capsys, *common, "--target", "25", "--move-post-stack")
    option = run(capsys, *common, "--option", "target_score=25", "--option", "move_post_stack=on")
    assert alias["options"] == option["options"]
    assert alias["options"]["target_score"] == 25 and alias["options"]["move_post_stack"] is True
    for key in ("hands", "per_seat", "stalemates"):
        assert alias[key] == option[key]


@pytest.mark.parametrize(("argv", "message"), [
    (["--adaptive"], "--adaptive needs --human-pace"),
    (["--human-pace", "0"], "--human-pace takes"),
    (["--target", "0"], "target_score"),
    (["--seats", "5"], "--seats must be 2 to 4"),
    (["--option", "move_post_stack=maybe"], "move_post_stack"),
])
def test_dutch_blitz_flags_are_checked(
        capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_adaptive_pace_follows_a_scripted_player(capsys: pytest.CaptureFixture[str]) -> None:
    result = run(capsys, "--seats", "4", "--levels", "expert", "--human-pace", "30",
                 "--adaptive", "--target", "45", "--seed", "3", "--matches", "1")
    assert result["per_seat"][0]["level"] == "scripted"
    first, second, *rest = result["pace"]
    assert first["scale"] == 1.0
    assert first["bots_per_minute"] > 2.5 * first["scripted_per_minute"]
    assert second["scale"] > 2  # slowed to about the scripted pace after a lost first hand
    assert second["bots_per_minute"] < 1.4 * second["scripted_per_minute"]
    assert result["per_seat"][0]["hand_wins"] > 0 and rest  # then steered on results too


@pytest.mark.slow
def test_bench_reports_every_level(capsys: pytest.CaptureFixture[str]) -> None:
    result = run(capsys, "--bench", "--hands", "2")
    assert result["game"] == "dutch_blitz" and result["seats"] == 4
    assert list(result["per_level"]) == list(LEVELS)
    for figures in result["per_level"].values():
        assert figures["p50_us"] <= figures["p99_us"] and figures["hands_per_second"] > 0
        assert figures["repeats"] == 3  # the same matches three times, each decision's least


def test_bench_repeats_the_same_decisions_and_keeps_each_at_its_least(
        capsys: pytest.CaptureFixture[str]) -> None:
    from game.sim.bench import bench_level

    game = get_game("dutch_blitz")
    options = {"target_score": 75, "move_post_stack": False}
    once = bench_level(game, "skilled", 2, options, seed=3, hands=1)
    thrice = bench_level(game, "skilled", 2, options, seed=3, hands=1, repeats=3)
    assert thrice["decisions"] == once["decisions"] and thrice["repeats"] == 3
    with pytest.raises(SystemExit) as stop:
        main(["--bench", "--repeats", "0"])
    assert stop.value.code == 2
    assert "--repeats must be from 1 to" in capsys.readouterr().err


@pytest.mark.parametrize(("seats", "stack"), [(2, False), (3, True), (4, False)])
def test_records_pass_the_checker_command_and_the_referee(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, seats: int, stack: bool) -> None:
    path = tmp_path / "r.jsonl"
    flags = ["--option", "move_post_stack=on"] if stack else []
    run(capsys, "--seats", str(seats), "--matches", "2", "--seed", "7", "--target", "30",
        *flags, "--record", str(path))
    assert check.main([str(path)]) == 0
    assert capsys.readouterr().out.startswith("2 matches, ")
    with path.open(encoding="utf-8") as handle:
        matches = list(split_matches(read_lines(handle)))
    assert len(matches) == 2
    for lines in matches:
        assert referee_check(lines) > 0


def test_a_record_without_a_game_key_is_dutch_blitz(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "old.jsonl"
    run(capsys, "--seats", "2", "--matches", "1", "--target", "20", "--record", str(path))
    lines = [json.loads(text) for text in path.read_text().splitlines()]
    del lines[0]["game"]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert check.main([str(path)]) == 0
    assert capsys.readouterr().out.startswith("1 match, ")
