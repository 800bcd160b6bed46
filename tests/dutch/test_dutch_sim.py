"""``python -m game.sim --game dutch --json`` reports Dutch's own figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.sim import main


def test_sim_json_has_matches_rounds_wins_calls_and_snaps(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = tmp_path / "dutch.jsonl"
    argv = ["--game", "dutch", "--seats", "3", "--matches", "2", "--seed", "4",
            "--levels", "master,beginner,greedy", "--option", "rounds=2", "--record", str(record),
            "--json"]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["matches"] == 2 and report["rounds"] == 2 * 2
    assert report["seat_rounds"] == 3 * 2 * 2
    for seat in report["per_seat"]:
        assert {"match_wins", "calls_defended", "calls_lost", "snaps_right", "snaps_wrong",
                "snaps_late", "mean_round_score"} <= set(seat)
    master = report["per_level"]["master"]
    assert master["snaps_right"] == 0 or master["snap_min_s"] >= 0.35
    lines = [json.loads(text) for text in record.read_text().splitlines()]
    assert sum(line["type"] == "match_start" for line in lines) == 2
