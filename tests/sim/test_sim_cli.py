"""The simulator's command line, driven over the toy race game: flags, errors, JSON, rotation."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.sim import main
from game.sim.driver import rotated

REQUIRED = {"game", "seats", "matches", "hands", "hands_per_second", "per_seat", "per_level",
            "mean_hands_per_match"}

SimJson = Callable[..., dict[str, Any]]
"""The ``sim_json`` fixture: runs the simulator with ``--json`` and returns what it printed."""


def error_of(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    assert exit_info.value.code == 2
    return capsys.readouterr().err


@pytest.mark.parametrize(("argv", "message"), [
    (["--game", "nonesuch"], "no game 'nonesuch'"),
    (["--game", "toy", "--frobnicate"], "unrecognized arguments: --frobnicate"),
    (["--game", "toy", "--seats", "5"], "--seats must be 2 to 3"),
    (["--game", "toy", "--levels", "master,wizard"], "unknown level(s) wizard"),
    (["--game", "toy", "--seats", "3", "--levels", "master,casual"], "one level per seat"),
    (["--game", "toy", "--option", "target=99"], "target: 99 is not a number from 3 to 50"),
    (["--game", "toy", "--option", "colour=red"], "no option 'colour'"),
    (["--game", "toy", "--option", "target"], "NAME=VALUE"),
    (["--game", "toy", "--goal", "1"], "target: 1 is not a number"),
    (["--game", "toy", "--matches", "0"], "--matches must be from 1 to"),
    (["--game", "toy", "--timing", "greedy"], "invalid choice: 'greedy'"),
])
def test_a_bad_command_line_says_what_is_wrong_and_exits_2(
        capsys: pytest.CaptureFixture[str], toy: str, argv: list[str], message: str) -> None:
    assert message in error_of(capsys, *argv)


def test_json_holds_the_shared_figures_and_the_games_own(toy: str, sim_json: SimJson) -> None:
    result = sim_json("--game", toy, "--levels", "master,beginner", "--matches", "6",
                      "--seed", "3")
    assert set(result) >= REQUIRED | {"toy_figure"}
    assert result["game"] == "toy" and result["seats"] == 2 and result["matches"] == 6
    assert result["hands"] >= 6 * 2 and result["hands_per_second"] > 0
    assert result["mean_hands_per_match"] == pytest.approx(result["hands"] / 6, abs=1e-3)
    assert [s["level"] for s in result["per_seat"]] == ["master", "beginner"]
    assert sum(s["match_wins"] for s in result["per_seat"]) == 6
    assert sum(s["hand_wins"] for s in result["per_seat"]) == result["hands"]
    master = result["per_level"]["master"]
    assert master["seat_matches"] == 6 and master["match_win_share"] > 0.5
    assert set(master) >= {"seat_matches", "match_win_share", "hand_win_share", "moves_per_hand"}


def test_default_is_every_seat_at_the_default_level(toy: str, sim_json: SimJson) -> None:
    result = sim_json("--game", toy, "--matches", "2", "--seats", "3")
    assert [s["level"] for s in result["per_seat"]] == ["casual"] * 3
    assert list(result["per_level"]) == ["casual"]


def test_one_level_fills_every_seat_and_baselines_are_levels(toy: str, sim_json: SimJson) -> None:
    result = sim_json("--game", toy, "--levels", "greedy", "--seats", "3", "--matches", "2")
    assert [s["level"] for s in result["per_seat"]] == ["greedy"] * 3


def test_shared_wins_count_for_every_winner(toy: str, sim_json: SimJson) -> None:
    result = sim_json("--game", toy, "--matches", "3", "--option", "ties=on")
    assert [s["match_wins"] for s in result["per_seat"]] == [3, 3]
    assert result["per_level"]["casual"]["hand_win_share"] == 1.0
    assert result["options"]["ties"] is True


def test_hands_plays_whole_matches_until_enough(toy: str, sim_json: SimJson) -> None:
    result = sim_json("--game", toy, "--hands", "7", "--option", "hands_to_win=3")
    assert result["hands"] >= 7 and result["matches"] * 3 <= result["hands"] + 3


def test_rotate_moves_levels_round_the_table(toy: str, sim_json: SimJson, tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    result = sim_json("--game", toy, "--levels", "master,beginner,greedy", "--rotate",
                      "--matches", "3", "--record", str(path))
    starts = [json.loads(line) for line in path.read_text().splitlines()
              if '"match_start"' in line]
    assert [[s["level"] for s in start["seats"]] for start in starts] == [
        ["master", "beginner", "greedy"], ["greedy", "master", "beginner"],
        ["beginner", "greedy", "master"]]
    assert all(s["level"] == "mixed" for s in result["per_seat"])
    assert all(f["seat_matches"] == 3 for f in result["per_level"].values())
    assert rotated(["a", "b"], 2) == ["a", "b"]


def test_game_alias_flags_become_options(toy: str, sim_json: SimJson) -> None:
    assert sim_json("--game", toy, "--goal", "7", "--matches", "1")["options"]["target"] == 7


def test_text_report_names_every_seat_and_level(
        toy: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", toy, "--levels", "master,greedy", "--matches", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("toy: 2 matches")
    assert "seat 1 (greedy)" in out and "master: seat_matches 2" in out


def test_an_unwritable_record_path_is_a_usage_error(
        toy: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["--game", toy, "--record", str(tmp_path / "no" / "r.jsonl")]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_bench_times_every_level_and_baseline(toy: str, sim_json: SimJson) -> None:
    report = sim_json("--game", toy, "--bench", "--hands", "4")
    assert report["game"] == "toy" and list(report["per_level"]) == [
        "beginner", "casual", "skilled", "expert", "master", "greedy"]
    for figures in report["per_level"].values():
        assert figures["hands"] >= 4 and figures["decisions"] > 0
        assert 0 < figures["p50_us"] <= figures["p99_us"] <= figures["max_us"]
        assert figures["hands_per_second"] > 0


def test_bench_prints_readably(toy: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", toy, "--bench", "--hands", "2", "--levels", "greedy"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "toy, 2 seats: CPU time per decision" and len(out) == 7
    assert "hands per CPU second" in out[-1]


def test_help_lists_the_games_options_and_own_flags(
        toy: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--game", toy, "--help"])
    assert exit_info.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "--goal" in out and "target: a number from 3 to 50" in out
    assert "ties: on or off" in out and "greedy" in out
